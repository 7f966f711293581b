/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "rb-limits.h"

G_BEGIN_DECLS

/* One revealed Bot in an attack or defense gang, with the numbers the
 * players read from it (RB-C3, RB-C6). */
typedef struct
{
  gint8  attack;
  gint8  defense;
  gint8  crits;
  gint8  barriers;
  guint8 factions;      /* RbFaction bits */
  gint8  bot;           /* index into RbGame.bots, RB_NO_BOT if not named */
} RbGangCard;

/* A gang: its Bots and the players' "+/-" for what abilities change
 * (checklist "What the app can do", card-facts.md §2). */
typedef struct
{
  guint      n_cards;
  RbGangCard cards[RB_MAX_BOTS];
  int        attack_adjust;
  int        defense_adjust;
  int        crits_adjust;
  int        barriers_adjust;
} RbGang;

int  rb_gang_get_attack   (const RbGang *gang);
int  rb_gang_get_defense  (const RbGang *gang);
int  rb_gang_get_crits    (const RbGang *gang);
int  rb_gang_get_barriers (const RbGang *gang);
void rb_gang_clear        (RbGang       *gang);

G_END_DECLS
