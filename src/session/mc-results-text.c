/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mechs/tem-scoring.h"
#include "mc-bgstats-link.h"
#include "mc-results-text.h"

/**
 * mc_results_text:
 * @when: the day the game was played
 *
 * The results as plain text, short enough for a QR code and readable by
 * any phone camera: the standings with scores, weapons and the Mech, and
 * who won and why, in the app's language.
 */
char *
mc_results_text (const TemGame *game,
                 GDateTime     *when)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *date = g_date_time_format (when, "%Y-%m-%d");
  g_autofree char *verdict = NULL;
  TemStandings standings;

  g_return_val_if_fail (tem_game_has_started (game), g_strdup (""));

  tem_game_get_standings (game, &standings);
  verdict = tem_game_explain_standings (game, &standings);

  /* Translators: the first line of the results shared by QR code: the game, then the date */
  g_string_append_printf (text, _("Tiny Epic Mechs, %s"), date);
  g_string_append_c (text, '\n');
  if (!game->over)
    {
      /* Translators: results shared before the end, "Round 4 of 6" */
      g_string_append_printf (text, _("Round %u of %u"), game->round, TEM_ROUNDS);
      g_string_append_c (text, '\n');
    }

  for (guint i = 0; i < game->n_players; i++)
    {
      guint seat = standings.order[i];
      const TemPlayer *player = &game->players[seat];
      guint weapons = tem_game_count_weapons (game, seat);
      g_autofree char *points = NULL;
      g_autofree char *arms = NULL;
      g_autofree char *line = NULL;

      /* Translators: a player's score in the shared results, "34 VP" */
      points = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d VP", "%d VP", (gulong) ABS (player->score)),
                                player->score);
      /* Translators: how many weapons a player owns, in the shared results, "3 weapons" */
      arms = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u weapon", "%u weapons", weapons), weapons);
      if ((int) seat == game->mech_controller && player->robot)
        /* Translators: a line of the shared results, "2. Robot A (Robot Pilot) 30 VP, 2 weapons, Mighty Mech":
         * the rank, the name, the score and the weapons */
        line = g_strdup_printf (_("%u. %s (Robot Pilot) %s, %s, Mighty Mech"), i + 1, player->name, points, arms);
      else if ((int) seat == game->mech_controller)
        /* Translators: a line of the shared results, "1. Ana 34 VP, 3 weapons, Mighty Mech" */
        line = g_strdup_printf (_("%u. %s %s, %s, Mighty Mech"), i + 1, player->name, points, arms);
      else if (player->robot)
        /* Translators: a line of the shared results, "2. Robot A (Robot Pilot) 30 VP, 2 weapons" */
        line = g_strdup_printf (_("%u. %s (Robot Pilot) %s, %s"), i + 1, player->name, points, arms);
      else
        /* Translators: a line of the shared results, "1. Ana 34 VP, 3 weapons" */
        line = g_strdup_printf (_("%u. %s %s, %s"), i + 1, player->name, points, arms);
      g_string_append (text, line);
      g_string_append_c (text, '\n');
    }
  if (game->over)
    g_string_append (text, verdict);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

#define BGG_ID 257283      /* BoardGameGeek's id of Tiny Epic Mechs (card-facts.md §9) */

/**
 * mc_results_bgstats_link:
 * @when: when the game was played
 *
 * The results as a BG Stats link (mc_bgstats_link()): every player ranked,
 * with the pilot's name (or "Robot Pilot") as their role.
 */
char *
mc_results_bgstats_link (const TemGame *game,
                         GDateTime     *when)
{
  static const McBgstatsGame tem = { BGG_ID, "Tiny Epic Mechs", "tiny-epic-mechs" };
  McBgstatsPlayer players[TEM_MAX_PLAYERS];
  TemStandings standings;

  g_return_val_if_fail (tem_game_has_started (game), g_strdup (""));

  tem_game_get_standings (game, &standings);
  for (guint i = 0; i < game->n_players; i++)
    {
      guint seat = standings.order[i];
      gboolean winner = FALSE;

      for (guint w = 0; w < standings.n_winners; w++)
        winner |= standings.winners[w] == seat;
      players[i] = (McBgstatsPlayer) {
        .name = game->players[seat].name, .score = game->players[seat].score, .rank = i + 1,
        .winner = winner && game->over, .seat = seat,
        /* The role BG Stats shows beside the player: the pilot's name, or
         * the robot's, in the players' language. */
        .role = game->players[seat].robot ? _("Robot Pilot") : game->players[seat].pilot,
      };
    }
  return mc_bgstats_link (when, &tem, players, game->n_players);
}
