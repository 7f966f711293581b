/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "rules/tem-scoring.h"
#include "mc-game-summary.h"
#include "mc-session.h"

void
mc_game_summary_free (McGameSummary *summary)
{
  if (summary == NULL)
    return;

  g_free (summary->path);
  g_free (summary);
}

static int
newest_first (gconstpointer a,
              gconstpointer b)
{
  const McGameSummary *x = *(McGameSummary * const *) a;
  const McGameSummary *y = *(McGameSummary * const *) b;

  if (x->modified != y->modified)
    return (y->modified > x->modified) - (y->modified < x->modified);
  return g_strcmp0 (y->path, x->path);
}

/**
 * mc_game_summary_list:
 *
 * Reads every game in @games_dir, newest first. Files that cannot be read
 * are left out here (and left alone); opening one says why.
 *
 * Returns: (transfer full) (element-type McGameSummary): the games
 */
GPtrArray *
mc_game_summary_list (const char *games_dir)
{
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) mc_game_summary_free);
  g_autoptr(GDir) dir = g_dir_open (games_dir, 0, NULL);
  const char *name;

  if (dir == NULL)
    return games;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (games_dir, name, NULL);
      g_autoptr(McSession) session = NULL;
      McGameSummary *summary;
      GStatBuf info;

      if (!g_str_has_suffix (name, ".jsonl") || g_stat (path, &info) != 0)
        continue;

      session = mc_session_new ();
      if (!mc_session_open (session, path, NULL, NULL))
        continue;

      summary = g_new0 (McGameSummary, 1);
      summary->path = g_steal_pointer (&path);
      /* Microseconds: games saved within one second still sort right. */
      summary->modified = (gint64) info.st_mtim.tv_sec * G_USEC_PER_SEC + info.st_mtim.tv_nsec / 1000;
      summary->game = *mc_session_get_game (session);
      summary->n_actions = mc_session_get_n_actions (session);
      g_ptr_array_add (games, summary);
    }

  g_ptr_array_sort (games, newest_first);
  return games;
}

/* "Ana, Ben and Cleo" */
char *
mc_game_summary_dup_players (const McGameSummary *summary)
{
  const TemGame *game = &summary->game;
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < game->n_players; i++)
    {
      if (i > 0)
        g_string_append (text, i + 1 == game->n_players ? _(" and ") : ", ");
      g_string_append (text, game->players[i].name);
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* "Ana 23 · Ben 19 · Cleo 12", best first */
char *
mc_game_summary_dup_scores (const McGameSummary *summary)
{
  const TemGame *game = &summary->game;
  g_autoptr(GString) text = g_string_new (NULL);
  TemStandings standings;

  tem_game_get_standings (game, &standings);
  for (guint i = 0; i < game->n_players; i++)
    {
      const TemPlayer *player = &game->players[standings.order[i]];

      if (i > 0)
        g_string_append (text, " · ");
      g_string_append_printf (text, "%s %d", player->name, player->score);
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}
