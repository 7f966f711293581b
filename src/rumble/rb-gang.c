/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "rb-gang.h"

/* RB-C6 */
int
rb_gang_get_attack (const RbGang *gang)
{
  int total = gang->attack_adjust;

  for (guint i = 0; i < gang->n_cards; i++)
    total += gang->cards[i].attack;
  return total;
}

/* RB-C3 */
int
rb_gang_get_defense (const RbGang *gang)
{
  int total = gang->defense_adjust;

  for (guint i = 0; i < gang->n_cards; i++)
    total += gang->cards[i].defense;
  return total;
}

/* RB-C6 */
int
rb_gang_get_crits (const RbGang *gang)
{
  int total = gang->crits_adjust;

  for (guint i = 0; i < gang->n_cards; i++)
    total += gang->cards[i].crits;
  return total;
}

/* RB-C3 */
int
rb_gang_get_barriers (const RbGang *gang)
{
  int total = gang->barriers_adjust;

  for (guint i = 0; i < gang->n_cards; i++)
    total += gang->cards[i].barriers;
  return total;
}

void
rb_gang_clear (RbGang *gang)
{
  memset (gang, 0, sizeof *gang);
}
