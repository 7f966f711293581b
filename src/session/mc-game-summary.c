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

typedef struct
{
  char   *path;
  gint64  modified;
} SavedFile;

static void
saved_file_clear (SavedFile *file)
{
  g_free (file->path);
}

static int
newest_file_first (gconstpointer a,
                   gconstpointer b)
{
  const SavedFile *x = a;
  const SavedFile *y = b;

  if (x->modified != y->modified)
    return (y->modified > x->modified) - (y->modified < x->modified);
  return g_strcmp0 (y->path, x->path);
}

/* The journals in @games_dir, newest first, from their dates alone. */
static GArray *
list_saved_files (const char *games_dir)
{
  GArray *files = g_array_new (FALSE, FALSE, sizeof (SavedFile));
  g_autoptr(GDir) dir = g_dir_open (games_dir, 0, NULL);
  const char *name;

  g_array_set_clear_func (files, (GDestroyNotify) saved_file_clear);
  if (dir == NULL)
    return files;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (games_dir, name, NULL);
      GStatBuf info;
      SavedFile file;

      if (!g_str_has_suffix (name, ".jsonl") || g_stat (path, &info) != 0)
        continue;

      file.path = g_steal_pointer (&path);
      /* Microseconds: games saved within one second still sort right. */
      file.modified = (gint64) info.st_mtim.tv_sec * G_USEC_PER_SEC + info.st_mtim.tv_nsec / 1000;
      g_array_append_val (files, file);
    }

  g_array_sort (files, newest_file_first);
  return files;
}

/* Replays one journal; NULL if it cannot be read. */
static McGameSummary *
read_summary (const SavedFile *file)
{
  g_autoptr(McSession) session = mc_session_new ();
  McGameSummary *summary;

  if (!mc_session_open (session, file->path, NULL, NULL))
    return NULL;

  summary = g_new0 (McGameSummary, 1);
  summary->path = g_strdup (file->path);
  summary->modified = file->modified;
  summary->game = *mc_session_get_game (session);
  summary->n_actions = mc_session_get_n_actions (session);
  return summary;
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
  g_autoptr(GArray) files = list_saved_files (games_dir);

  for (guint i = 0; i < files->len; i++)
    {
      McGameSummary *summary = read_summary (&g_array_index (files, SavedFile, i));

      if (summary != NULL)
        g_ptr_array_add (games, summary);
    }
  return games;
}

/**
 * mc_game_summary_find_resumable:
 *
 * The newest game in @games_dir that is not over, what the welcome page
 * offers to resume. Journals are replayed newest first and only until one
 * is found: a shelf of finished games is not read at every start.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL if every game
 *   is over or none can be read
 */
McGameSummary *
mc_game_summary_find_resumable (const char *games_dir)
{
  g_autoptr(GArray) files = list_saved_files (games_dir);

  for (guint i = 0; i < files->len; i++)
    {
      McGameSummary *summary = read_summary (&g_array_index (files, SavedFile, i));

      if (summary != NULL && !summary->game.over)
        return summary;
      mc_game_summary_free (summary);
    }
  return NULL;
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
