/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mc-rule-error.h"
#include "mc-rule-player.h"

/* @seat (0-based) is one of the @n_players at the table. */
gboolean
mc_rule_check_seat (guint    seat,
                    guint    n_players,
                    GError **error)
{
  if (seat >= n_players)
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("There is no player %u in this game."), seat + 1);
      return FALSE;
    }
  return TRUE;
}

/* The buffer of @size bytes holds a terminated, valid UTF-8 string. */
gboolean
mc_rule_name_is_valid (const char *name,
                       gsize       size)
{
  return memchr (name, '\0', size) != NULL && g_utf8_validate (name, -1, NULL);
}

static gboolean
name_is_blank (const char *name)
{
  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    if (!g_unichar_isspace (g_utf8_get_char (p)))
      return FALSE;
  return TRUE;
}

/* The name of the player at @seat (0-based) is valid text and not blank. */
gboolean
mc_rule_check_player_name (const char  *name,
                           gsize        size,
                           guint        seat,
                           GError     **error)
{
  if (!mc_rule_name_is_valid (name, size))
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("Player %u's name is not valid text."), seat + 1);
      return FALSE;
    }
  if (name_is_blank (name))
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("Player %u needs a name."), seat + 1);
      return FALSE;
    }
  return TRUE;
}

/* Two players are told apart by name, as the players would. */
gboolean
mc_rule_check_names_differ (const char  *earlier,
                            const char  *name,
                            GError     **error)
{
  if (g_utf8_collate (earlier, name) == 0)
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("Two players are called %s: give each a different name."), name);
      return FALSE;
    }
  return TRUE;
}

/**
 * mc_rule_check_players:
 * @count_rule: the rule that sets how many play, "R-S1"
 * @first_name: the first player's name, in a buffer of @name_size bytes;
 *   the next player's @stride bytes further (their setups' size)
 *
 * A new game's players as any game counts and names them: @min_players to
 * @max_players, each name valid text, not blank, and not another's.
 */
gboolean
mc_rule_check_players (guint        n_players,
                       guint        min_players,
                       guint        max_players,
                       const char  *count_rule,
                       const char  *first_name,
                       gsize        stride,
                       gsize        name_size,
                       GError     **error)
{
  if (n_players < min_players || n_players > max_players)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, count_rule,
                      /* Translators: the least and most players of a game, and how many there are: "A game has 2 to 4 players, not 5." */
                      _("A game has %u to %u players, not %u."), min_players, max_players, n_players);
      return FALSE;
    }
  for (guint i = 0; i < n_players; i++)
    {
      const char *name = first_name + i * stride;

      if (!mc_rule_check_player_name (name, name_size, i, error))
        return FALSE;
      for (guint j = 0; j < i; j++)
        if (!mc_rule_check_names_differ (first_name + j * stride, name, error))
          return FALSE;
    }
  return TRUE;
}
