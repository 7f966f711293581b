/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n.h>

#include "session/mc-game-csv.h"
#include "session/mc-game-stats.h"
#include "session/mc-session.h"
#include "mc-stats-command.h"

/* `mech-companion-cli stats [--game mechs|rumblebots] [--csv]
 * [--schema-dir DIR]`: the figures of the Statistics page, or every play
 * as CSV, for the games in the app's games folder (issue 28). Names the
 * app was told are the same person count as one here too: they are the
 * app's "player-aliases" setting, read through GSettings when the app's
 * schema is installed (or in DIR). Exit 0, or 1 for a --game it does not
 * know or a DIR without the schema. */

/* The app's names said to be the same person. %NULL and no error when
 * the app's schema is not installed (nothing was ever joined then). */
static gboolean
read_aliases (const char  *schema_dir,
              GHashTable **aliases,
              GError     **error)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchemaSource) own = NULL;
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(GVariant) value = NULL;

  *aliases = NULL;
  if (schema_dir != NULL)
    {
      g_autoptr(GError) local = NULL;

      own = g_settings_schema_source_new_from_directory (schema_dir, source, TRUE, &local);
      if (own == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                       _("--schema-dir: no compiled settings schemas in “%s”: %s"), schema_dir, local->message);
          return FALSE;
        }
      source = own;
    }
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, BASE_APP_ID, schema_dir == NULL);
  if (schema == NULL && schema_dir != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   _("--schema-dir: “%s” holds no settings schema of Mech Companion (%s)."), schema_dir, BASE_APP_ID);
      return FALSE;
    }
  if (schema == NULL || !g_settings_schema_has_key (schema, "player-aliases"))
    return TRUE;

  settings = g_settings_new_full (schema, NULL, NULL);
  value = g_settings_get_value (settings, "player-aliases");
  *aliases = mc_stats_aliases_from_variant (value);
  return TRUE;
}

int
mc_stats_command (const char *game,
                  gboolean    csv,
                  const char *schema_dir)
{
  McStatsFilter filter = MC_STATS_FILTER_ALL;
  g_autofree char *dir = mc_session_dup_default_games_dir ();
  g_autoptr(GPtrArray) summaries = NULL;
  g_autoptr(GHashTable) aliases = NULL;
  g_autoptr(GError) error = NULL;
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
  if (!read_aliases (schema_dir, &aliases, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }

  summaries = mc_game_summary_list (dir);
  if (csv)
    text = mc_game_csv_format (summaries, &filter);
  else
    {
      g_autoptr(McGameStats) stats = mc_game_stats_compute (summaries, &filter, aliases);

      text = mc_game_stats_format (stats);
    }
  g_print ("%s", text);
  return 0;
}
