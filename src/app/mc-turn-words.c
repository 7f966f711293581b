/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mechs/tem-catalogue.h"

#include "mc-turn-words.h"

/* The words on a player's turn's buttons that depend on the game alone. */

/* A direction on its own on a button, capitalised as a label starts
 * (the sentences keep the lowercase "north" of tem_direction_get_name). */
const char *
mc_turn_words_direction (TemDirection direction)
{
  switch (direction)
    {
    case TEM_DIRECTION_NORTH: return C_("direction button", "North");
    case TEM_DIRECTION_EAST: return C_("direction button", "East");
    case TEM_DIRECTION_SOUTH: return C_("direction button", "South");
    case TEM_DIRECTION_WEST: return C_("direction button", "West");
    case TEM_DIRECTION_NORTH_EAST: return C_("direction button", "North-east");
    case TEM_DIRECTION_SOUTH_EAST: return C_("direction button", "South-east");
    case TEM_DIRECTION_SOUTH_WEST: return C_("direction button", "South-west");
    case TEM_DIRECTION_NORTH_WEST: return C_("direction button", "North-west");
    default: return tem_direction_get_name (direction);
    }
}

/* The End Turn button's words: plain once the card's action is done (or
 * the card has none, a jump), else naming the action left undone. */
const char *
mc_turn_words_end_turn (const TemGame *game)
{
  if (!game->turn.action_open)
    return _("End _Turn");
  switch (game->turn.card)
    {
    case TEM_PROGRAM_COLLECT:
      return _("End _Turn without Collecting");
    case TEM_PROGRAM_PURCHASE:
      return _("End _Turn without Purchasing");
    case TEM_PROGRAM_POWER_UP:
      return _("End _Turn without Powering Up");
    case TEM_PROGRAM_DEPLOY_MINE:
      return _("End _Turn without Deploying a Mine");
    case TEM_PROGRAM_DEPLOY_TURRET:
      return _("End _Turn without Deploying a Turret");
    case TEM_PROGRAM_DOUBLE_JUMP:
    case TEM_PROGRAM_DIAGONAL_JUMP:
    default:
      return _("End _Turn");
    }
}

/* @text with each player's name on one line: a heading broke "Jugador /
 * 2 contra Jugador 1" (walk 18), the name's spaces made no-break. */
char *
mc_turn_words_keep_names_whole (const TemGame *game,
                                const char    *text)
{
  GString *words = g_string_new (text);

  for (guint seat = 0; seat < game->n_players; seat++)
    {
      const char *name = game->players[seat].name;
      g_autoptr(GString) whole = NULL;

      if (strchr (name, ' ') == NULL)
        continue;
      whole = g_string_new (name);
      g_string_replace (whole, " ", "\u00a0", 0);
      g_string_replace (words, name, whole->str, 0);
    }
  return g_string_free (words, FALSE);
}

/**
 * mc_turn_words_after_colon:
 * @sentence: a reason, said after a button's words ("East: …")
 *
 * Its first letter small, as after a colon in each of the app's
 * languages (walk 19, es: "Este: El…"), unless it starts with a
 * player's name ("Ana owns…").
 *
 * Returns: (transfer full): the sentence to say after the colon
 */
char *
mc_turn_words_after_colon (const TemGame *game,
                           const char    *sentence)
{
  gunichar first = g_utf8_get_char (sentence);
  GString *words;

  for (guint seat = 0; seat < game->n_players; seat++)
    if (*game->players[seat].name != '\0' && g_str_has_prefix (sentence, game->players[seat].name))
      return g_strdup (sentence);
  /* Nor a card's name or a status ("Lightning Coil costs…"). */
  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      g_autofree char *weapon = tem_catalogue_dup_weapon_name (kind);

      if (g_str_has_prefix (sentence, weapon))
        return g_strdup (sentence);
    }
  for (int status = 0; status < TEM_N_STATUSES; status++)
    if (g_str_has_prefix (sentence, tem_status_get_name ((TemStatus) status)))
      return g_strdup (sentence);
  if (!g_unichar_isupper (first))
    return g_strdup (sentence);
  words = g_string_new (NULL);
  g_string_append_unichar (words, g_unichar_tolower (first));
  g_string_append (words, g_utf8_next_char (sentence));
  return g_string_free (words, FALSE);
}
