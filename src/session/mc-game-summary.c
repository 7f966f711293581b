/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "journal/mc-journal-error.h"
#include "mechs/tem-narration.h"
#include "mechs/tem-scoring.h"
#include "mc-game-index.h"
#include "mc-game-summary.h"
#include "mc-session.h"
#include "mc-session-track.h"

void
mc_game_summary_free (McGameSummary *summary)
{
  if (summary == NULL)
    return;

  g_free (summary->path);
  g_clear_error (&summary->error);
  g_free (summary->players);
  g_free (summary->scores);
  g_free (summary->result);
  g_free (summary);
}

McGameSummary *
mc_game_summary_copy (const McGameSummary *summary)
{
  McGameSummary *copy = g_memdup2 (summary, sizeof *summary);

  copy->path = g_strdup (summary->path);
  copy->error = summary->error ? g_error_copy (summary->error) : NULL;
  copy->players = g_strdup (summary->players);
  copy->scores = g_strdup (summary->scores);
  copy->result = g_strdup (summary->result);
  return copy;
}

/* "Ana, Ben and Cleo" */
static char *
format_players (const TemGame *game)
{
  const char *names[TEM_MAX_PLAYERS];

  for (guint i = 0; i < game->n_players; i++)
    names[i] = game->players[i].name;
  return tem_format_list (names, game->n_players);
}

/* "Ana 23 · Ben 19 · Cleo 12", best first */
static char *
format_scores (const TemGame *game)
{
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

/* A game as it stands in its file. */
McGameSummary *
mc_game_summary_new_from_game (const char    *path,
                               gint64         modified,
                               const TemGame *game,
                               guint          n_actions)
{
  McGameSummary *summary = g_new0 (McGameSummary, 1);

  summary->path = g_strdup (path);
  summary->modified = modified;
  summary->over = game->over;
  summary->round = game->round;
  summary->n_players = game->n_players;
  summary->n_actions = n_actions;
  summary->players = format_players (game);
  summary->scores = format_scores (game);
  summary->solo = game->solo;
  summary->first_player = (int) game->starting_player;
  for (guint i = 0; i < game->n_players && i < MC_GAME_SUMMARY_MAX_SEATS; i++)
    {
      McSeatResult *seat = &summary->seats[i];

      g_strlcpy (seat->name, game->players[i].name, sizeof seat->name);
      g_strlcpy (seat->pilot, game->players[i].robot ? "" : game->players[i].pilot, sizeof seat->pilot);
      seat->score = game->players[i].score;
      seat->robot = game->players[i].robot;
      seat->holder = game->mech_controller == (int) i;
    }
  if (game->over)
    {
      TemStandings standings;

      tem_game_get_standings (game, &standings);
      summary->result = tem_game_explain_standings (game, &standings);
      for (guint i = 0; i < standings.n_winners; i++)
        if (standings.winners[i] < MC_GAME_SUMMARY_MAX_SEATS)
          summary->seats[standings.winners[i]].winner = TRUE;
    }
  else
    summary->result = g_strdup ("");
  return summary;
}

/* "Ana 12 · Ben 9 · Cleo 9": crystals, the most first (RB-V1, RB-V8). */
static char *
format_crystals (const RbGame *game)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint order[RB_MAX_PLAYERS];

  rb_game_get_crystal_order (game, order);

  for (guint i = 0; i < game->n_players; i++)
    {
      const RbPlayer *player = &game->players[order[i]];

      if (i > 0)
        g_string_append (text, " · ");
      g_string_append_printf (text, "%s %d", player->name, rb_player_get_crystals (player));
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* A Rumblebots game as it stands in its file: the scores are each
 * player's crystals, the result who won and how. */
McGameSummary *
mc_game_summary_new_from_rumble (const char   *path,
                                 gint64        modified,
                                 const RbGame *game,
                                 guint         n_actions)
{
  McGameSummary *summary = g_new0 (McGameSummary, 1);
  const char *names[RB_MAX_PLAYERS];

  for (guint i = 0; i < game->n_players; i++)
    names[i] = game->players[i].name;

  summary->path = g_strdup (path);
  summary->modified = modified;
  summary->game = MC_GAME_RUMBLEBOTS;
  summary->over = game->over;
  summary->round = rb_game_get_round (game);
  summary->n_players = game->n_players;
  summary->n_actions = n_actions;
  summary->players = tem_format_list (names, game->n_players);
  summary->scores = format_crystals (game);
  if (game->over && game->victory == RB_VICTORY_DOMINANCE)
    /* Translators: a finished Rumblebots game in History; RB-V1 ends it in
     * the round it happens, "Ana wins by dominance in round 4" */
    summary->result = g_strdup_printf (_("%s wins by dominance in round %u"), game->players[game->winner].name,
                                       rb_game_get_round (game));
  else
    summary->result = game->over ? rb_game_dup_status (game) : g_strdup ("");
  summary->first_player = 0;
  if (game->over)
    summary->victory = game->victory == RB_VICTORY_DOMINANCE ? MC_VICTORY_DOMINANCE : MC_VICTORY_SHOWDOWN;
  for (guint i = 0; i < game->n_players && i < MC_GAME_SUMMARY_MAX_SEATS; i++)
    {
      McSeatResult *seat = &summary->seats[i];

      g_strlcpy (seat->name, game->players[i].name, sizeof seat->name);
      seat->score = rb_player_get_crystals (&game->players[i]);
      seat->winner = game->over && game->winner == (int) i;
      seat->holder = game->champion == (int) i;
    }
  return summary;
}

/* A file in the games folder that holds no game that can be read. */
McGameSummary *
mc_game_summary_new_unreadable (const char   *path,
                                gint64        modified,
                                const GError *error)
{
  McGameSummary *summary = g_new0 (McGameSummary, 1);

  summary->path = g_strdup (path);
  summary->modified = modified;
  summary->error = g_error_copy (error);
  summary->players = g_strdup ("");
  summary->scores = g_strdup ("");
  summary->result = g_strdup ("");
  return summary;
}

typedef struct
{
  char     *path;
  gint64    modified;
  GStatBuf  info;
  int       stat_errno;   /* 0, or why stat() failed */
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

/* Every *.jsonl in @games_dir, whatever it is (a FIFO, a folder, a link
 * to a device: their type is only looked at, never opened), newest first
 * from the dates alone; their names into @names. */
static GArray *
list_saved_files (const char *games_dir,
                  GHashTable *names)
{
  GArray *files = g_array_new (FALSE, FALSE, sizeof (SavedFile));
  g_autoptr(GDir) dir = g_dir_open (games_dir, 0, NULL);
  const char *name;

  g_array_set_clear_func (files, (GDestroyNotify) saved_file_clear);
  if (dir == NULL)
    return files;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      SavedFile file = { 0 };

      if (!g_str_has_suffix (name, ".jsonl"))
        continue;

      file.path = g_build_filename (games_dir, name, NULL);
      /* A link is followed: a dangling one is still listed, as unreadable. */
      if (g_stat (file.path, &file.info) != 0)
        {
          file.stat_errno = errno;
          if (g_lstat (file.path, &file.info) != 0)
            memset (&file.info, 0, sizeof file.info);
        }
      /* Microseconds: games saved within one second still sort right. */
      file.modified = (gint64) file.info.st_mtim.tv_sec * G_USEC_PER_SEC + file.info.st_mtim.tv_nsec / 1000;
      g_array_append_val (files, file);
      if (names != NULL)
        g_hash_table_add (names, g_strdup (name));
    }

  g_array_sort (files, newest_file_first);
  return files;
}

/* Replays one journal into a session that writes nothing. */
static gboolean
replay_file (const char *path,
             McSession  *session,
             GError    **error)
{
  return mc_session_open (session, path, NULL, error);
}

/* The game in @file: from the index if it knows the file as it is, else
 * replayed from the journal and remembered in the index. */
static McGameSummary *
read_summary (McGameIndex     *index,
              const SavedFile *file)
{
  g_autoptr(McSession) session = NULL;
  g_autoptr(GError) error = NULL;
  McGameSummary *summary;

  if (file->stat_errno != 0)
    {
      g_autofree char *name = g_filename_display_name (file->path);

      g_set_error (&error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_IO,
                   _("Could not open %s: %s"), name, g_strerror (file->stat_errno));
      return mc_game_summary_new_unreadable (file->path, file->modified, error);
    }

  summary = mc_game_index_lookup (index, file->path, &file->info);
  if (summary != NULL)
    return summary;

  session = mc_session_new ();
  if (!replay_file (file->path, session, &error))
    return mc_game_summary_new_unreadable (file->path, file->modified, error);

  if (mc_session_get_game_kind (session) == MC_GAME_RUMBLEBOTS)
    summary = mc_game_summary_new_from_rumble (file->path, file->modified, mc_session_get_rumble_game (session),
                                               mc_session_get_n_actions (session));
  else
    {
      summary = mc_game_summary_new_from_game (file->path, file->modified, mc_session_get_game (session),
                                               mc_session_get_n_actions (session));
      /* Who started round 1: the setup's, not the token where it is now. */
      summary->first_player = mc_session_get_first_player (session);
    }
  mc_game_index_store (index, &file->info, summary);
  return summary;
}

/* A read-only folder, a full disk: the games are still shown, only read
 * again next time. */
static void
save_index (McGameIndex *index)
{
  g_autoptr(GError) error = NULL;

  if (!mc_game_index_save (index, &error))
    g_debug ("The games' index was not saved: %s", error->message);
}

/**
 * mc_game_summary_list:
 *
 * Every *.jsonl file in @games_dir, newest first: the games, and the files
 * that cannot be read, each with its reason (left alone: opening one says
 * the same). Games come from the folder's index where it still describes
 * their journal, so a long history is not replayed.
 *
 * Returns: (transfer full) (element-type McGameSummary): the files
 */
GPtrArray *
mc_game_summary_list (const char *games_dir)
{
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) mc_game_summary_free);
  g_autoptr(GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GArray) files = list_saved_files (games_dir, names);
  g_autoptr(McGameIndex) index = NULL;

  if (files->len == 0)
    return games;

  index = mc_game_index_load (games_dir);
  for (guint i = 0; i < files->len; i++)
    g_ptr_array_add (games, read_summary (index, &g_array_index (files, SavedFile, i)));

  mc_game_index_forget_others (index, names);
  save_index (index);
  return games;
}

/**
 * mc_game_summary_find_resumable:
 *
 * The newest game in @games_dir that is not over, what the welcome page
 * offers to resume; files that cannot be read are passed over.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL if every game
 *   is over or none can be read
 */
McGameSummary *
mc_game_summary_find_resumable (const char *games_dir)
{
  return mc_game_summary_find_resumable_counted (games_dir, NULL);
}

/**
 * mc_game_summary_find_resumable_counted:
 * @n_unfinished: (out) (optional): how many games are not over
 *
 * mc_game_summary_find_resumable(), and how many unfinished games there
 * are in all (the welcome page offers the others through History). The
 * index answers for every journal it still describes; without
 * @n_unfinished the others are replayed newest first and only until one
 * is found.
 */
McGameSummary *
mc_game_summary_find_resumable_counted (const char *games_dir,
                                        guint      *n_unfinished)
{
  g_autoptr(GArray) files = list_saved_files (games_dir, NULL);
  g_autoptr(McGameIndex) index = NULL;
  McGameSummary *found = NULL;
  guint n = 0;

  if (n_unfinished != NULL)
    *n_unfinished = 0;
  if (files->len == 0)
    return NULL;

  index = mc_game_index_load (games_dir);
  for (guint i = 0; i < files->len && (found == NULL || n_unfinished != NULL); i++)
    {
      McGameSummary *summary = read_summary (index, &g_array_index (files, SavedFile, i));

      if (summary->error == NULL && !summary->over)
        n++;
      if (summary->error == NULL && !summary->over && found == NULL)
        found = summary;
      else
        mc_game_summary_free (summary);
    }

  if (n_unfinished != NULL)
    *n_unfinished = n;
  save_index (index);
  return found;
}

/**
 * mc_game_summary_read_game:
 *
 * The whole game, replayed from its journal (nothing is written), for a
 * closer look than the summary gives.
 */
gboolean
mc_game_summary_read_game (const McGameSummary *summary,
                           TemGame             *game,
                           GError             **error)
{
  g_autoptr(McSession) session = mc_session_new ();

  if (!replay_file (summary->path, session, error))
    return FALSE;
  if (mc_session_get_game_kind (session) != MC_GAME_TINY_EPIC_MECHS)
    {
      g_autofree char *name = g_filename_display_basename (summary->path);

      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NOT_A_JOURNAL,
                   _("%s holds a Rumblebots game, not a game of Tiny Epic Mechs."), name);
      return FALSE;
    }
  *game = *mc_session_get_game (session);
  return TRUE;
}

/**
 * mc_game_summary_read_rumble_game:
 *
 * mc_game_summary_read_game() for a Rumblebots file.
 */
gboolean
mc_game_summary_read_rumble_game (const McGameSummary *summary,
                                  RbGame              *game,
                                  GError             **error)
{
  g_autoptr(McSession) session = mc_session_new ();

  if (!replay_file (summary->path, session, error))
    return FALSE;
  if (mc_session_get_game_kind (session) != MC_GAME_RUMBLEBOTS)
    {
      g_autofree char *name = g_filename_display_basename (summary->path);

      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NOT_A_JOURNAL,
                   _("%s holds a game of Tiny Epic Mechs, not a Rumblebots game."), name);
      return FALSE;
    }
  *game = *mc_session_get_rumble_game (session);
  return TRUE;
}

/* "Ana, Ben and Cleo" */
char *
mc_game_summary_dup_players (const McGameSummary *summary)
{
  return g_strdup (summary->players);
}

/* "Ana 23 · Ben 19 · Cleo 12", best first */
char *
mc_game_summary_dup_scores (const McGameSummary *summary)
{
  return g_strdup (summary->scores);
}
