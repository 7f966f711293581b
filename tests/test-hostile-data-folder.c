/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The app starts whatever is in its data folder (issue 15): a games folder
 * holding a deeply nested journal, a FIFO, a folder and a link to
 * /dev/zero named like games, a file of 16 MiB and one byte, an empty
 * file, and a deeply nested cards.json. The window reaches its first
 * frame, the good games are offered and listed, the bad files are listed
 * as unreadable with their reason, and cards.json is refused and left as
 * it was. */
#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

#include <glib/gstdio.h>

#include "app/mc-history-page.h"
#include "journal/mc-card-memory.h"
#include "journal/mc-journal.h"
#include "session/mc-session.h"

#include "test-ui-util.h"
#include "test-util.h"

#define HOSTILE_DEPTH 200000

static char *
nested (guint depth)
{
  GString *text = g_string_sized_new (2 * depth + 2);

  for (guint i = 0; i < depth; i++)
    g_string_append_c (text, '[');
  for (guint i = 0; i < depth; i++)
    g_string_append_c (text, ']');
  return g_string_free (text, FALSE);
}

static char *
saved_game (const char *dir,
            gboolean    finished,
            gint64      age_s)
{
  g_autoptr(McSession) session = mc_session_new_saved (dir);
  g_autoptr(GError) error = NULL;
  struct utimbuf times;
  TemAction action;

  test_new_game_action (&action, 2, 0);
  g_assert_true (mc_session_start (session, &action, &error));
  g_assert_no_error (error);
  for (int round = 0; finished && round < 6; round++)
    {
      tem_action_init_end_round (&action, TRUE);
      g_assert_true (mc_session_apply (session, &action, &error));
      g_assert_no_error (error);
    }
  times.actime = times.modtime = (time_t) (g_get_real_time () / G_USEC_PER_SEC - age_s);
  g_assert_cmpint (g_utime (mc_session_get_path (session), &times), ==, 0);
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
test_app_starts_with_a_hostile_data_folder (void)
{
  g_autofree char *games = mc_session_dup_default_games_dir ();
  g_autofree char *cards_path = mc_card_memory_dup_default_path ();
  g_autofree char *deep = nested (HOSTILE_DEPTH);
  g_autofree char *deep_journal = g_strconcat (deep, "\n", NULL);
  g_autofree char *deep_cards = g_strdup_printf ("{\"format\":\"mech-companion-cards\",\"version\":2,\"weapons\":%s}",
                                                 deep);
  g_autofree char *big = g_malloc0 (MC_JOURNAL_MAX_BYTES + 1);
  g_autofree char *fifo = NULL;
  g_autofree char *zero = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *finished = NULL;
  g_autofree char *unfinished = NULL;
  g_autofree char *cards_after = NULL;
  McWindow *window;
  McHistoryPage *history;

  g_assert_cmpint (g_mkdir_with_parents (games, 0700), ==, 0);
  /* The good games are the oldest: the hostile files are looked at first. */
  unfinished = saved_game (games, FALSE, 2000);
  finished = saved_game (games, TRUE, 3000);
  write_file (games, "deep.jsonl", deep_journal, -1);
  write_file (games, "empty.jsonl", "", 0);
  memset (big, '{', MC_JOURNAL_MAX_BYTES + 1);
  write_file (games, "big.jsonl", big, MC_JOURNAL_MAX_BYTES + 1);
  fifo = g_build_filename (games, "fifo.jsonl", NULL);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  zero = g_build_filename (games, "zero.jsonl", NULL);
  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);
  folder = g_build_filename (games, "folder.jsonl", NULL);
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (cards_path, deep_cards, -1, NULL));

  /* The first frame, then the toast that says why the cards were refused. */
  window = test_ui_new_window (1280, 800);
  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "welcome");
  g_assert_null (mc_window_get_cards (window));
  g_assert_nonnull (strstr (mc_window_get_toast_title (window), "nested too deeply"));
  g_assert_true (g_file_get_contents (cards_path, &cards_after, NULL, NULL));
  g_assert_cmpstr (cards_after, ==, deep_cards);

  /* History: the finished game, and the six files it cannot read. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "history");
  history = mc_window_get_history_page (window);
  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_cmpuint (mc_history_page_get_n_games (history), ==, 1);
  g_assert_cmpuint (mc_history_page_get_n_unreadable (history), ==, 6);
  mc_history_page_show_game (history, 0);
  test_ui_render_to_png (GTK_WIDGET (window), "history-hostile-1280x800.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.back", NULL));

  /* The welcome page offered the unfinished game: it resumes. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resume", NULL));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
  g_assert_cmpstr (mc_session_get_path (mc_window_get_session (window)), ==, unfinished);

  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (fifo);
  g_unlink (zero);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  test_ui_init (&argc, &argv);

  g_test_add_func ("/ui/hostile/app-starts-with-a-hostile-data-folder", test_app_starts_with_a_hostile_data_folder);

  status = g_test_run ();
  test_ui_finish ();
  return status;
}
