/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "rules/tem-scoring.h"
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

      /* Translators: a line of the shared results, "1. Ana 34 VP, 3 weapons" */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u. %s %d VP, %u weapon",
                                                 "%u. %s %d VP, %u weapons", weapons),
                              i + 1, player->name, player->score, weapons);
      if ((int) seat == game->mech_controller)
        {
          g_string_append (text, ", ");
          g_string_append (text, _("Mighty Mech"));
        }
      if (player->robot)
        {
          g_string_append (text, " ");
          /* Translators: after a robot's line in the shared results */
          g_string_append (text, _("(Robot Pilot)"));
        }
      g_string_append_c (text, '\n');
    }
  if (game->over)
    g_string_append (text, verdict);
  return g_string_free (g_steal_pointer (&text), FALSE);
}
