/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Files no one here wrote: JSON nested deep enough to overflow a recursive
 * parser's stack, FIFOs, folders and devices named like games, files too
 * large, an index that lies, and a disk that fills up mid-line. Each is
 * refused with its reason and changes nothing (docs/journal-format.md,
 * "Bad input"); nothing crashes, blocks or loses an acknowledged action. */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utime.h>

#include <glib/gstdio.h>

#include "journal/mc-bounded-file.h"
#include "journal/mc-card-memory.h"
#include "journal/mc-journal.h"
#include "journal/mc-json-guard.h"
#include "session/mc-game-index.h"
#include "session/mc-game-summary.h"
#include "session/mc-session.h"

#include "test-util.h"

/* As the issue found it: 200,000 '[' and as many ']'. */
#define HOSTILE_DEPTH 200000

static char *
nested (guint depth,
        char  open,
        char  close)
{
  GString *text = g_string_sized_new (2 * depth + 1);

  for (guint i = 0; i < depth; i++)
    g_string_append_c (text, open);
  for (guint i = 0; i < depth; i++)
    g_string_append_c (text, close);
  return g_string_free (text, FALSE);
}

static char *
example_header (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "journals", "two-players.jsonl", NULL);
  g_autofree char *data = NULL;
  char *end;

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  end = strchr (data, '\n');
  g_assert_nonnull (end);
  return g_strndup (data, (gsize) (end - data + 1));
}

/* The guard counts brackets outside strings only, and refuses what a
 * parser could read as brackets where it does not count them. */
static void
test_guard_counts_nesting_outside_strings (void)
{
  g_autofree char *deepest = nested (MC_JSON_MAX_DEPTH, '[', ']');
  g_autofree char *too_deep = nested (MC_JSON_MAX_DEPTH + 1, '{', '}');
  g_autofree char *in_string = g_strdup_printf ("{\"a\":\"%s\"}", too_deep);
  const char *escaped_quote = "[\"\\\"[[[[[[[[[[[[[[[[[[[[\"]";
  const char *comment = "/* \" */ [1]";
  const char *single = "['[[[[[[[[[[[[[[[[[[[[']";

  g_assert_cmpint (mc_json_guard_check (deepest, strlen (deepest), 1024), ==, MC_JSON_GUARD_OK);
  g_assert_cmpint (mc_json_guard_check (too_deep, strlen (too_deep), 1024), ==, MC_JSON_GUARD_TOO_DEEP);
  g_assert_cmpint (mc_json_guard_check (in_string, strlen (in_string), 1024), ==, MC_JSON_GUARD_OK);
  g_assert_cmpint (mc_json_guard_check (escaped_quote, strlen (escaped_quote), 1024), ==, MC_JSON_GUARD_OK);
  g_assert_cmpint (mc_json_guard_check (comment, strlen (comment), 1024), ==, MC_JSON_GUARD_NOT_JSON);
  g_assert_cmpint (mc_json_guard_check (single, strlen (single), 1024), ==, MC_JSON_GUARD_NOT_JSON);
  g_assert_cmpint (mc_json_guard_check ("[1,2]", 5, 4), ==, MC_JSON_GUARD_TOO_LARGE);
  g_assert_cmpint (mc_json_guard_check ("[1,2]", 5, 5), ==, MC_JSON_GUARD_OK);
  /* Closing brackets never make room for more opening ones. */
  {
    g_autofree char *trick = g_strconcat ("]]]]]]]]]]]]]]]]]]]]", too_deep, NULL);

    g_assert_cmpint (mc_json_guard_check (trick, strlen (trick), 1024), ==, MC_JSON_GUARD_TOO_DEEP);
  }
}

/* A deeply nested action line is a bad line like any other: the game
 * before it is offered, and the message names the line. */
static void
test_deep_action_line_is_a_bad_line (void)
{
  g_autofree char *header = example_header ();
  g_autofree char *deep = nested (HOSTILE_DEPTH, '[', ']');
  g_autofree char *data = g_strconcat (header, deep, "\n", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(McJournalContents) contents = mc_journal_parse ("deep.jsonl", data, strlen (data), &error);

  g_assert_no_error (error);
  g_assert_nonnull (contents);
  g_assert_cmpuint (contents->entries->len, ==, 0);
  g_assert_cmpuint (contents->good_bytes, ==, strlen (header));
  g_assert_error (contents->bad_line, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_DEEP);
  g_assert_cmpstr (contents->bad_line->message, ==,
                   "deep.jsonl, line 2: nested too deeply to be a game line (more than 16 levels).");
}

/* A deep header, and the same hidden behind a comment's quote, are no game. */
static void
test_deep_header_is_no_game (void)
{
  g_autofree char *deep = nested (HOSTILE_DEPTH, '{', '}');
  g_autofree char *objects = g_strconcat (deep, "\n", NULL);
  g_autofree char *arrays_deep = nested (HOSTILE_DEPTH, '[', ']');
  g_autofree char *hidden = g_strconcat ("/* \" */ ", arrays_deep, "\n", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(McJournalContents) contents = NULL;

  contents = mc_journal_parse ("deep.jsonl", objects, strlen (objects), &error);
  g_assert_null (contents);
  g_assert_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_DEEP);
  g_assert_cmpstr (error->message, ==, "deep.jsonl, line 1: nested too deeply to be a game line (more than 16 levels).");
  g_clear_error (&error);

  contents = mc_journal_parse ("hidden.jsonl", hidden, strlen (hidden), &error);
  g_assert_null (contents);
  g_assert_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NOT_A_JOURNAL);
}

/* A deep cards file is refused, and what is remembered stays. */
static void
test_deep_cards_file_is_refused (void)
{
  g_autofree char *deep = nested (HOSTILE_DEPTH, '[', ']');
  g_autofree char *data = g_strdup_printf ("{\"format\":\"mech-companion-cards\",\"version\":2,\"weapons\":%s}", deep);
  g_autoptr(McCardMemory) memory = mc_card_memory_new ();
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (mc_card_memory_set (memory, 0, TEM_WEAPON_FIELD_ATTACK, 3));
  before = mc_card_memory_to_data (memory);
  g_assert_false (mc_card_memory_load_data (memory, data, strlen (data), &error));
  g_assert_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_DEEP);
  g_assert_cmpstr (error->message, ==, "The cards file is nested too deeply to be one (more than 16 levels).");
  after = mc_card_memory_to_data (memory);
  g_assert_cmpstr (before, ==, after);
}

/* Shared with the next tests: a folder of everything a games folder should
 * not hold, plus two good games. */
typedef struct
{
  char *dir;
  char *finished;
  char *unfinished;
} HostileFolder;

static void
set_age (const char *path,
         gint64      age_s)
{
  struct utimbuf times;

  times.actime = times.modtime = (time_t) (g_get_real_time () / G_USEC_PER_SEC - age_s);
  g_assert_cmpint (g_utime (path, &times), ==, 0);
}

static char *
saved_game (const char *dir,
            gboolean    finished,
            gint64      age_s)
{
  g_autoptr(McSession) session = mc_session_new_saved (dir);
  TemAction action;
  g_autoptr(GError) error = NULL;

  test_new_game_action (&action, 2, 0);
  g_assert_true (mc_session_start (session, &action, &error));
  g_assert_no_error (error);
  for (int round = 0; finished && round < 6; round++)
    {
      tem_action_init_end_round (&action, TRUE);
      g_assert_true (mc_session_apply (session, &action, &error));
      g_assert_no_error (error);
    }
  set_age (mc_session_get_path (session), age_s);
  return g_strdup (mc_session_get_path (session));
}

static void
write_file (const char *dir,
            const char *name,
            const char *data,
            gssize      length)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, data, length, NULL));
}

static void
hostile_folder_set_up (HostileFolder *folder,
                       gconstpointer  data)
{
  g_autofree char *header = example_header ();
  g_autofree char *deep = nested (HOSTILE_DEPTH, '[', ']');
  g_autofree char *deep_journal = g_strconcat (deep, "\n", header, NULL);
  g_autofree char *fifo = NULL;
  g_autofree char *zero = NULL;
  g_autofree char *folder_path = NULL;
  g_autofree char *big = g_malloc (MC_JOURNAL_MAX_BYTES + 1);

  folder->dir = g_dir_make_tmp ("mech-companion-hostile-XXXXXX", NULL);
  /* The good games are the oldest: every other file is looked at first. */
  folder->unfinished = saved_game (folder->dir, FALSE, 2000);
  folder->finished = saved_game (folder->dir, TRUE, 3000);

  write_file (folder->dir, "deep.jsonl", deep_journal, -1);
  write_file (folder->dir, "empty.jsonl", "", 0);
  memcpy (big, header, strlen (header));
  memset (big + strlen (header), '\n', MC_JOURNAL_MAX_BYTES + 1 - strlen (header));
  write_file (folder->dir, "big.jsonl", big, MC_JOURNAL_MAX_BYTES + 1);
  fifo = g_build_filename (folder->dir, "fifo.jsonl", NULL);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  zero = g_build_filename (folder->dir, "zero.jsonl", NULL);
  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);
  folder_path = g_build_filename (folder->dir, "folder.jsonl", NULL);
  g_assert_cmpint (g_mkdir (folder_path, 0700), ==, 0);
}

static void
hostile_folder_tear_down (HostileFolder *folder,
                          gconstpointer  data)
{
  test_remove_tree (folder->dir);
  g_free (folder->dir);
  g_free (folder->finished);
  g_free (folder->unfinished);
}

static const McGameSummary *
find (GPtrArray  *all,
      const char *name)
{
  for (guint i = 0; i < all->len; i++)
    {
      const McGameSummary *summary = g_ptr_array_index (all, i);
      g_autofree char *base = g_path_get_basename (summary->path);

      if (g_str_equal (base, name))
        return summary;
    }
  g_error ("%s is not listed", name);
}

/* Each hostile file is read without blocking or reading it whole, and
 * refused with its reason. */
static void
test_bounded_read_refuses_what_is_no_file (HostileFolder *folder,
                                           gconstpointer  data)
{
  static const struct
  {
    const char *name;
    GQuark      domain;
    int         code;
  } cases[] = {
    { "fifo.jsonl", 0, MC_JOURNAL_ERROR_NOT_A_FILE },
    { "zero.jsonl", 0, MC_JOURNAL_ERROR_NOT_A_FILE },
    { "folder.jsonl", 0, MC_JOURNAL_ERROR_NOT_A_FILE },
    { "big.jsonl", 0, MC_JOURNAL_ERROR_TOO_LARGE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_build_filename (folder->dir, cases[i].name, NULL);
      g_autofree char *contents = NULL;
      g_autoptr(GError) error = NULL;
      gsize length;

      g_assert_false (mc_bounded_file_read (path, MC_JOURNAL_MAX_BYTES, &contents, &length, &error));
      g_assert_error (error, MC_JOURNAL_ERROR, cases[i].code);
      g_assert_null (contents);
    }

  /* Exactly the limit is fine; an empty file is read as empty. */
  {
    g_autofree char *path = g_build_filename (folder->dir, "empty.jsonl", NULL);
    g_autofree char *contents = NULL;
    gsize length = 99;

    g_assert_true (mc_bounded_file_read (path, 0, &contents, &length, NULL));
    g_assert_cmpuint (length, ==, 0);
    g_assert_cmpstr (contents, ==, "");
  }
}

/* The resume offer passes over every hostile file and finds the good
 * game; the list shows every file, the hostile ones with their reason. */
static void
test_hostile_files_are_listed_unreadable (HostileFolder *folder,
                                          gconstpointer  data)
{
  g_autoptr(McGameSummary) found = mc_game_summary_find_resumable (folder->dir);
  g_autoptr(GPtrArray) all = mc_game_summary_list (folder->dir);
  static const struct
  {
    const char *name;
    int         code;
  } unreadable[] = {
    { "deep.jsonl", MC_JOURNAL_ERROR_TOO_DEEP },
    { "empty.jsonl", MC_JOURNAL_ERROR_NOT_A_JOURNAL },
    { "big.jsonl", MC_JOURNAL_ERROR_TOO_LARGE },
    { "fifo.jsonl", MC_JOURNAL_ERROR_NOT_A_FILE },
    { "zero.jsonl", MC_JOURNAL_ERROR_NOT_A_FILE },
    { "folder.jsonl", MC_JOURNAL_ERROR_NOT_A_FILE },
  };

  g_assert_nonnull (found);
  g_assert_cmpstr (found->path, ==, folder->unfinished);

  g_assert_cmpuint (all->len, ==, 2 + G_N_ELEMENTS (unreadable));
  for (guint i = 0; i < G_N_ELEMENTS (unreadable); i++)
    {
      const McGameSummary *summary = find (all, unreadable[i].name);

      g_test_message ("%s: %s", unreadable[i].name, summary->error ? summary->error->message : "(read)");
      g_assert_error (summary->error, MC_JOURNAL_ERROR, unreadable[i].code);
    }
  /* (A link's date is its target's: /dev/zero may sort anywhere.) */
  g_assert_no_error (find (all, strrchr (folder->finished, '/') + 1)->error);
  g_assert_true (find (all, strrchr (folder->finished, '/') + 1)->over);
  g_assert_no_error (find (all, strrchr (folder->unfinished, '/') + 1)->error);
  g_assert_false (find (all, strrchr (folder->unfinished, '/') + 1)->over);
}

static char *
index_path (const char *dir)
{
  return g_build_filename (dir, MC_GAME_INDEX_NAME, NULL);
}

/* What the list says, compact, to compare two listings. */
static char *
describe_listing (GPtrArray *all)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < all->len; i++)
    {
      const McGameSummary *summary = g_ptr_array_index (all, i);
      g_autofree char *base = g_path_get_basename (summary->path);

      g_string_append_printf (text, "%s %s %d %u %u %u [%s] [%s] [%s]\n", base,
                              summary->error ? summary->error->message : "-", summary->over,
                              summary->round, summary->n_players, summary->n_actions,
                              summary->players, summary->scores, summary->result);
    }
  return g_string_free (text, FALSE);
}

/* The index is a cache: lost, damaged or lying, it never hides, adds or
 * changes a game; a journal written after it is read again. */
static void
test_index_is_never_trusted_over_a_journal (HostileFolder *folder,
                                            gconstpointer  data)
{
  g_autoptr(GPtrArray) first = mc_game_summary_list (folder->dir);
  g_autofree char *expected = describe_listing (first);
  g_autofree char *path = index_path (folder->dir);
  g_autofree char *index = NULL;
  g_autofree char *finished_name = g_path_get_basename (folder->finished);
  const char *damaged[] = {
    "",
    "not an index\n",
    "\xff\xfe\x00garbage",
  };

  /* Written by the first listing, holding the two games only. */
  g_assert_true (g_file_get_contents (path, &index, NULL, NULL));
  g_assert_nonnull (strstr (index, finished_name));
  g_assert_null (strstr (index, "deep.jsonl"));

  /* Read back, the same listing. */
  {
    g_autoptr(GPtrArray) again = mc_game_summary_list (folder->dir);
    g_autofree char *listing = describe_listing (again);

    g_assert_cmpstr (listing, ==, expected);
  }

  /* Lost or damaged: rebuilt, the same listing. */
  for (guint i = 0; i <= G_N_ELEMENTS (damaged); i++)
    {
      g_autoptr(GPtrArray) again = NULL;
      g_autofree char *listing = NULL;

      if (i == G_N_ELEMENTS (damaged))
        g_assert_cmpint (g_unlink (path), ==, 0);
      else
        write_file (folder->dir, MC_GAME_INDEX_NAME, damaged[i], i == 2 ? 10 : -1);
      again = mc_game_summary_list (folder->dir);
      listing = describe_listing (again);
      g_assert_cmpstr (listing, ==, expected);
    }

  /* Lying: every line of the index says the games are other games, and
   * names a game that is not there. The files' sizes and dates do not
   * match what it claims, so it is not believed. */
  {
    g_autofree char *good = NULL;
    g_auto(GStrv) lines = NULL;
    g_autoptr(GString) lie = g_string_new (NULL);
    g_autoptr(GPtrArray) again = NULL;
    g_autofree char *listing = NULL;

    g_assert_true (g_file_get_contents (path, &good, NULL, NULL));
    lines = g_strsplit (good, "\n", -1);
    g_string_append_printf (lie, "%s\n", lines[0]);
    g_string_append (lie, "ghost.jsonl\t1\t1\t1\t1\t1\t6\t2\t9\tGhost\tGhost 99\tGhost wins\n");
    g_string_append_printf (lie, "%s\t1\t1\t1\t1\t0\t3\t4\t9\tMallory\tMallory 99\tMallory wins\n", finished_name);
    /* Bytes that are no UTF-8, and more players than a game holds. */
    g_string_append (lie, "x.jsonl\t1\t1\t1\t1\t1\t6\t2\t9\t\\377\tA\tB\n");
    g_string_append (lie, "y.jsonl\t1\t1\t1\t1\t1\t6\t99\t9\tA\tB\tC\n");
    write_file (folder->dir, MC_GAME_INDEX_NAME, lie->str, -1);
    again = mc_game_summary_list (folder->dir);
    listing = describe_listing (again);
    g_assert_cmpstr (listing, ==, expected);
  }

  /* A journal written since: its new state, not the index's. */
  {
    g_autoptr(McSession) session = mc_session_new_saved (folder->dir);
    g_autoptr(GPtrArray) again = NULL;
    g_autoptr(GError) error = NULL;
    TemAction action;

    g_assert_true (mc_session_open (session, folder->unfinished, NULL, &error));
    g_assert_no_error (error);
    for (int round = 0; round < 6; round++)
      {
        tem_action_init_end_round (&action, TRUE);
        g_assert_true (mc_session_apply (session, &action, &error));
        g_assert_no_error (error);
      }
    g_clear_object (&session);

    again = mc_game_summary_list (folder->dir);
    g_assert_true (find (again, strrchr (folder->unfinished, '/') + 1)->over);
    g_assert_cmpuint (find (again, strrchr (folder->unfinished, '/') + 1)->n_actions, ==, 6);
    g_assert_null (mc_game_summary_find_resumable (folder->dir));
  }
}

/* An index that is a FIFO, or a folder, is neither waited on nor
 * believed: the games are read from their journals. */
static void
test_index_that_is_no_file_is_passed_over (void)
{
  g_autofree char *dir = g_dir_make_tmp ("mech-companion-index-XXXXXX", NULL);
  g_autofree char *game = saved_game (dir, TRUE, 100);
  g_autofree char *index = index_path (dir);

  for (int kind = 0; kind < 2; kind++)
    {
      g_autoptr(GPtrArray) all = NULL;

      g_unlink (index);
      g_rmdir (index);
      if (kind == 0)
        g_assert_cmpint (mkfifo (index, 0600), ==, 0);
      else
        g_assert_cmpint (g_mkdir (index, 0700), ==, 0);
      all = mc_game_summary_list (dir);
      g_assert_cmpuint (all->len, ==, 1);
      g_assert_cmpstr (((McGameSummary *) g_ptr_array_index (all, 0))->path, ==, game);
      g_assert_true (((McGameSummary *) g_ptr_array_index (all, 0))->over);
    }
  g_rmdir (index);
  test_remove_tree (dir);
}

/* The CLI reads the same hostile files and says why, exit code 3. */
static void
test_cli_refuses_hostile_files (HostileFolder *folder,
                                gconstpointer  data)
{
  static const char *names[] = { "deep.jsonl", "fifo.jsonl", "zero.jsonl", "folder.jsonl", "big.jsonl", "empty.jsonl" };
  g_autofree char *cli = g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "mech-companion-cli", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (folder->dir, names[i], NULL);
      const char *argv[] = { cli, "check", path, NULL };
      g_autofree char *err = NULL;
      g_autoptr(GError) error = NULL;
      int status;

      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err,
                                   &status, &error));
      g_assert_no_error (error);
      g_test_message ("%s", err);
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 3);
      g_assert_nonnull (strstr (err, names[i]));
    }
}

/* An append that fails part way is cut off again: in a child limited to a
 * file size just past the journal's, an action is refused; with the limit
 * lifted the next one is accepted; reopened, the journal holds every
 * accepted action and no glued line. */
static void
test_failed_write_is_cut_back (void)
{
  g_autofree char *dir = g_dir_make_tmp ("mech-companion-fsize-XXXXXX", NULL);
  g_autofree char *path = NULL;
  g_autoptr(McSession) session = mc_session_new_saved (dir);
  g_autoptr(McSession) reopened = mc_session_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  TemAction action;
  GStatBuf info;
  pid_t child;
  int status;

  test_new_game_action (&action, 2, 0);
  g_assert_true (mc_session_start (session, &action, &error));
  g_assert_no_error (error);
  path = g_strdup (mc_session_get_path (session));
  tem_action_init_end_round (&action, TRUE);
  g_assert_true (mc_session_apply (session, &action, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &info), ==, 0);

  child = fork ();
  g_assert_cmpint (child, >=, 0);
  if (child == 0)
    {
      struct rlimit limit;
      gboolean refused, accepted;

      /* A write past the limit fails with EFBIG instead of killing. */
      signal (SIGXFSZ, SIG_IGN);
      getrlimit (RLIMIT_FSIZE, &limit);
      limit.rlim_cur = (rlim_t) info.st_size + 5;
      if (setrlimit (RLIMIT_FSIZE, &limit) != 0)
        _exit (10);
      refused = !mc_session_apply (session, &action, &error);
      if (!refused || !g_error_matches (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_IO))
        _exit (11);
      if (mc_session_get_n_actions (session) != 1)
        _exit (12);
      g_clear_error (&error);
      limit.rlim_cur = limit.rlim_max;
      if (setrlimit (RLIMIT_FSIZE, &limit) != 0)
        _exit (13);
      accepted = mc_session_apply (session, &action, &error);
      if (!accepted || mc_session_get_n_actions (session) != 2 || !mc_session_undo (session)
          || !mc_session_redo (session))
        _exit (14);
      _exit (0);
    }
  g_assert_cmpint (waitpid (child, &status, 0), ==, child);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);

  /* Reopened: the setup, two rounds ended, an undo and a redo, whole. */
  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  g_assert_null (strstr (data, "}{"));
  g_assert_true (mc_session_open (reopened, path, NULL, &error));
  g_assert_no_error (error);
  g_assert_null (mc_session_get_load_error (reopened));
  g_assert_cmpuint (mc_session_get_n_actions (reopened), ==, 2);
  g_assert_cmpuint (mc_session_get_game (reopened)->round, ==, 3);
  test_remove_tree (dir);
}

/* Sets or clears the file's append-only flag; FALSE where the file
 * system or the user cannot (it takes root on ext4, XFS or Btrfs). */
static gboolean
set_append_only (const char *path,
                 gboolean    on)
{
  int fd = open (path, O_RDONLY | O_CLOEXEC);
  int flags = 0;
  gboolean ok;

  if (fd < 0)
    return FALSE;
  ok = ioctl (fd, FS_IOC_GETFLAGS, &flags) == 0;
  flags = on ? flags | FS_APPEND_FL : flags & ~FS_APPEND_FL;
  ok = ok && ioctl (fd, FS_IOC_SETFLAGS, &flags) == 0;
  close (fd);
  return ok;
}

/* When the failed part cannot be cut off either (here: the file is
 * append-only, so ftruncate() fails, and a size limit cuts the write
 * short), the file is written no more and the refusal says so; the next
 * action starts a new file holding the whole game, and nothing accepted
 * is lost. */
static void
test_failed_write_that_cannot_be_cut_starts_a_new_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("mech-companion-stuck-XXXXXX", NULL);
  g_autofree char *path = NULL;
  g_autofree char *other = NULL;
  g_autoptr(McSession) session = mc_session_new_saved (dir);
  g_autoptr(McSession) reopened = mc_session_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) folder = NULL;
  const char *name;
  TemAction action;
  GStatBuf info;
  pid_t child;
  int status;

  test_new_game_action (&action, 2, 0);
  g_assert_true (mc_session_start (session, &action, &error));
  g_assert_no_error (error);
  path = g_strdup (mc_session_get_path (session));
  tem_action_init_end_round (&action, TRUE);
  g_assert_true (mc_session_apply (session, &action, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &info), ==, 0);

  child = fork ();
  g_assert_cmpint (child, >=, 0);
  if (child == 0)
    {
      struct rlimit limit;

      signal (SIGXFSZ, SIG_IGN);
      if (!set_append_only (path, TRUE))
        _exit (77);
      getrlimit (RLIMIT_FSIZE, &limit);
      limit.rlim_cur = (rlim_t) info.st_size + 5;
      if (setrlimit (RLIMIT_FSIZE, &limit) != 0)
        _exit (10);
      if (mc_session_apply (session, &action, &error)
          || !g_error_matches (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_STOPPED)
          || mc_session_get_n_actions (session) != 1)
        _exit (11);
      g_clear_error (&error);
      limit.rlim_cur = limit.rlim_max;
      if (setrlimit (RLIMIT_FSIZE, &limit) != 0)
        _exit (12);
      /* A new file, with the game as it stands and this action. */
      if (!mc_session_apply (session, &action, NULL) || mc_session_get_n_actions (session) != 2
          || g_strcmp0 (mc_session_get_path (session), path) == 0)
        _exit (13);
      if (!mc_session_undo (session) || !mc_session_undo (session) || !mc_session_redo (session))
        _exit (14);
      _exit (0);
    }
  g_assert_cmpint (waitpid (child, &status, 0), ==, child);
  set_append_only (path, FALSE);
  g_assert_true (WIFEXITED (status));
  if (WEXITSTATUS (status) == 77)
    {
      g_test_skip ("no append-only files here (root on ext4, XFS or Btrfs)");
      test_remove_tree (dir);
      return;
    }
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);

  /* The new file: the setup, both rounds ended, two undos and a redo. */
  folder = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (folder)) != NULL)
    if (g_str_has_suffix (name, ".jsonl") && !g_str_has_suffix (path, name))
      {
        g_assert_null (other);
        other = g_build_filename (dir, name, NULL);
      }
  g_assert_nonnull (other);
  g_assert_true (mc_session_open (reopened, other, NULL, &error));
  g_assert_no_error (error);
  g_assert_null (mc_session_get_load_error (reopened));
  g_assert_cmpuint (mc_session_get_n_actions (reopened), ==, 1);
  g_assert_true (mc_session_can_redo (reopened));
  g_assert_cmpuint (mc_session_get_game (reopened)->round, ==, 2);
  test_remove_tree (dir);
}

/* Every bad example, the fuzzers' seeds and the crashes they found among
 * them, is read without a crash and refused or cut at a bad line: a crash
 * input added to tests/journals/bad or tests/cards/bad is a regression
 * test from then on. */
static void
test_every_bad_example_is_refused (void)
{
  g_autofree char *journals = g_test_build_filename (G_TEST_DIST, "journals", "bad", NULL);
  g_autofree char *cards = g_test_build_filename (G_TEST_DIST, "cards", "bad", NULL);
  g_autoptr(GDir) dir = g_dir_open (journals, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (journals, name, NULL);
      g_autoptr(McSession) session = mc_session_new ();
      g_autoptr(GError) error = NULL;
      g_autofree char *notice = NULL;

      if (mc_session_open (session, path, &notice, &error))
        g_assert_true (mc_session_get_load_error (session) != NULL || notice != NULL
                       || g_str_equal (name, "blank-lines.jsonl"));
      else
        g_assert_nonnull (error);
      if (g_str_equal (name, "deep-nesting.jsonl"))
        g_assert_error ((GError *) mc_session_get_load_error (session), MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_DEEP);
      n++;
    }
  g_clear_pointer (&dir, g_dir_close);

  dir = g_dir_open (cards, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (cards, name, NULL);
      g_autoptr(McCardMemory) memory = mc_card_memory_new ();
      g_autoptr(GError) error = NULL;

      g_assert_false (mc_card_memory_load (memory, path, &error));
      g_assert_nonnull (error);
      if (g_str_equal (name, "deep-nesting.json"))
        g_assert_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_DEEP);
      g_assert_cmpuint (mc_card_memory_count (memory), ==, 0);
      n++;
    }
  g_assert_cmpuint (n, >=, 20);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/hostile/guard/counts-nesting-outside-strings", test_guard_counts_nesting_outside_strings);
  g_test_add_func ("/hostile/journal/deep-action-line-is-a-bad-line", test_deep_action_line_is_a_bad_line);
  g_test_add_func ("/hostile/journal/deep-header-is-no-game", test_deep_header_is_no_game);
  g_test_add_func ("/hostile/cards/deep-file-is-refused", test_deep_cards_file_is_refused);
  g_test_add ("/hostile/folder/bounded-read-refuses-what-is-no-file", HostileFolder, NULL,
              hostile_folder_set_up, test_bounded_read_refuses_what_is_no_file, hostile_folder_tear_down);
  g_test_add ("/hostile/folder/hostile-files-are-listed-unreadable", HostileFolder, NULL,
              hostile_folder_set_up, test_hostile_files_are_listed_unreadable, hostile_folder_tear_down);
  g_test_add ("/hostile/folder/index-is-never-trusted-over-a-journal", HostileFolder, NULL,
              hostile_folder_set_up, test_index_is_never_trusted_over_a_journal, hostile_folder_tear_down);
  g_test_add ("/hostile/folder/cli-refuses-hostile-files", HostileFolder, NULL,
              hostile_folder_set_up, test_cli_refuses_hostile_files, hostile_folder_tear_down);
  g_test_add_func ("/hostile/journal/failed-write-is-cut-back", test_failed_write_is_cut_back);
  g_test_add_func ("/hostile/journal/failed-write-that-cannot-be-cut-starts-a-new-file",
                   test_failed_write_that_cannot_be_cut_starts_a_new_file);
  g_test_add_func ("/hostile/every-bad-example-is-refused", test_every_bad_example_is_refused);
  g_test_add_func ("/hostile/folder/index-that-is-no-file-is-passed-over", test_index_that_is_no_file_is_passed_over);

  return g_test_run ();
}
