/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "mc-player-mark.h"

static gunichar
first_letter (const char *name)
{
  gunichar c = g_utf8_get_char_validated (name, -1);

  if (c == (gunichar) -1 || c == (gunichar) -2 || c == 0)
    return '?';
  return g_unichar_toupper (c);
}

static gunichar
last_letter (const char *name)
{
  const char *end = name + strlen (name);
  const char *last = g_utf8_find_prev_char (name, end);

  return last != NULL ? g_unichar_toupper (g_utf8_get_char (last)) : '?';
}

/**
 * mc_player_dup_mark:
 *
 * The letters that tell a player apart on the panels and the arena, with
 * their colour but never needing it: the name's first letter, and its last
 * too when another player's name starts the same ("Robot A" and "Robot B"
 * are RA and RB).
 */
char *
mc_player_dup_mark (const TemGame *game,
                    guint          seat)
{
  const char *name;
  gunichar mark[2];
  glong n = 1;

  g_return_val_if_fail (seat < game->n_players, g_strdup ("?"));

  name = game->players[seat].name;
  mark[0] = first_letter (name);
  for (guint other = 0; other < game->n_players; other++)
    if (other != seat && first_letter (game->players[other].name) == mark[0])
      {
        mark[1] = last_letter (name);
        n = 2;
      }
  return g_ucs4_to_utf8 (mark, n, NULL, NULL, NULL);
}
