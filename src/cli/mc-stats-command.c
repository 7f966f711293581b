/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "session/mc-game-csv.h"
#include "session/mc-game-stats.h"
#include "session/mc-session.h"
#include "mc-stats-command.h"

/* `mech-companion-cli stats [--game mechs|rumblebots] [--csv]`: the
 * figures of the Statistics page, or every play as CSV, for the games in
 * the app's games folder (issue 28). Exit 0, or 1 for a --game it does
 * not know. */
int
mc_stats_command (const char *game,
                  gboolean    csv)
{
  McStatsFilter filter = MC_STATS_FILTER_ALL;
  g_autofree char *dir = mc_session_dup_default_games_dir ();
  g_autoptr(GPtrArray) summaries = NULL;
  g_autofree char *text = NULL;

  if (game != NULL && g_str_equal (game, "mechs"))
    filter.game = MC_GAME_TINY_EPIC_MECHS;
  else if (game != NULL && g_str_equal (game, "rumblebots"))
    filter.game = MC_GAME_RUMBLEBOTS;
  else if (game != NULL)
    {
      g_printerr (_("--game is mechs or rumblebots, not “%s”.\n"), game);
      return 1;
    }

  summaries = mc_game_summary_list (dir);
  if (csv)
    text = mc_game_csv_format (summaries, &filter);
  else
    {
      g_autoptr(McGameStats) stats = mc_game_stats_compute (summaries, &filter, NULL);

      text = mc_game_stats_format (stats);
    }
  g_print ("%s", text);
  return 0;
}
