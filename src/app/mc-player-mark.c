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

static gunichar
second_letter (const char *name)
{
  const char *second = g_utf8_find_next_char (name, NULL);

  if (second == NULL || *second == '\0' || !g_unichar_isalpha (g_utf8_get_char (second)))
    return 0;
  return g_unichar_tolower (g_utf8_get_char (second));
}

/* The last word of @name when it is a single letter or digit after a
 * space ("Player 1": '1', "Robot A": 'A'), else 0. */
static gunichar
trailing_tag (const char *name)
{
  const char *end = name + strlen (name);
  const char *last = g_utf8_find_prev_char (name, end);
  const char *before = last != NULL ? g_utf8_find_prev_char (name, last) : NULL;
  gunichar tag;

  if (before == NULL || g_utf8_get_char (before) != ' ')
    return 0;
  tag = g_utf8_get_char (last);
  if (!g_unichar_isalnum (tag))
    return 0;
  return g_unichar_toupper (tag);
}

/**
 * mc_player_dup_mark:
 *
 * The letters that tell a player apart on the panels and the arena, with
 * their colour but never needing it: the name's first two letters ("An",
 * "Be"), so that a mark never looks like a zone's name ("A2"): "Ben takes
 * A2" beside a disc that says "Be". When another player's name starts the
 * same, the first and the last letter. A name that ends in a number or a
 * letter of its own (the defaults "Player 1", "Robot A") gives the same
 * form in every game: "P1", and "A" for a robot.
 */
char *
mc_player_dup_mark (const TemGame *game,
                    guint          seat)
{
  const char *name;
  gunichar mark[2];
  gunichar tag;
  glong n = 1;

  g_return_val_if_fail (seat < game->n_players, g_strdup ("?"));

  name = game->players[seat].name;
  /* A numbered or lettered name, as the app's defaults in every language
   * ("Player 1", "Jugador 1", "Gracz 1", "Robot A"): the same short form
   * in every game, whoever else plays: a human's initial and number
   * ("P1", "J1", "G1"), a robot's letter alone ("A", "B"). */
  tag = trailing_tag (name);
  if (tag != 0)
    {
      mark[0] = first_letter (name);
      mark[1] = tag;
      if (game->players[seat].robot)
        return g_ucs4_to_utf8 (&mark[1], 1, NULL, NULL, NULL);
      return g_ucs4_to_utf8 (mark, 2, NULL, NULL, NULL);
    }
  mark[0] = first_letter (name);
  mark[1] = second_letter (name);
  if (mark[1] != 0)
    n = 2;
  for (guint other = 0; other < game->n_players; other++)
    if (other != seat && first_letter (game->players[other].name) == mark[0]
        && (n == 1 || second_letter (game->players[other].name) == mark[1]))
      {
        mark[1] = last_letter (name);
        n = 2;
      }
  return g_ucs4_to_utf8 (mark, n, NULL, NULL, NULL);
}
