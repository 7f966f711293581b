/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mc_session_open_more(): a game's file read on line by line as it grows
 * (what the shared table's feed does, issue 23) ends exactly where opening
 * the whole file afresh ends: the game, its last events, its undo and redo
 * history and their descriptions, the first bad line
 * (docs/journal-format.md), for both games. */
#include "config.h"

#include <string.h>

#include "journal/mc-journal-error.h"
#include "session/mc-session.h"
#include "test-util.h"

static char *
read_example (const char *name,
              gsize      *length)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "journals", name, NULL);
  g_autoptr(GError) error = NULL;
  char *data = NULL;

  g_assert_true (g_file_get_contents (path, &data, length, &error));
  g_assert_no_error (error);
  return data;
}

/* The length of @data's first @n lines. */
static gsize
length_of_lines (const char *data,
                 guint       n)
{
  const char *end = data;

  for (guint i = 0; i < n; i++)
    end = strchr (end, '\n') + 1;
  return (gsize) (end - data);
}

static guint
count_lines (const char *data,
             gsize       length)
{
  guint n = 0;

  for (gsize i = 0; i < length; i++)
    n += data[i] == '\n';
  return n;
}

/* The events a change caused: the ones it listed (the rest of the array
 * is whatever was there). */
static void
assert_same_events (const McRuleEvents *more,
                    const McRuleEvents *fresh)
{
  g_assert_cmpuint (more->n_events, ==, fresh->n_events);
  g_assert_cmpmem (more->events, more->n_events * sizeof (McRuleEvent),
                   fresh->events, fresh->n_events * sizeof (McRuleEvent));
}

/* @more, read on, is where @fresh, opened whole, is. */
static void
assert_same_session (McSession *more,
                     McSession *fresh)
{
  const GError *more_error = mc_session_get_load_error (more);
  const GError *fresh_error = mc_session_get_load_error (fresh);

  g_assert_cmpint (mc_session_get_game_kind (more), ==, mc_session_get_game_kind (fresh));
  if (mc_session_get_game_kind (fresh) == MC_GAME_RUMBLEBOTS)
    {
      g_assert_cmpmem (mc_session_get_rumble_game (more), sizeof (RbGame),
                       mc_session_get_rumble_game (fresh), sizeof (RbGame));
      assert_same_events (mc_session_get_rumble_events (more), mc_session_get_rumble_events (fresh));
    }
  else
    {
      g_assert_cmpmem (mc_session_get_game (more), sizeof (TemGame), mc_session_get_game (fresh), sizeof (TemGame));
      assert_same_events (mc_session_get_last_events (more), mc_session_get_last_events (fresh));
    }
  g_assert_cmpuint (mc_session_get_n_actions (more), ==, mc_session_get_n_actions (fresh));
  g_assert_cmpint (mc_session_can_undo (more), ==, mc_session_can_undo (fresh));
  g_assert_cmpint (mc_session_can_redo (more), ==, mc_session_can_redo (fresh));
  g_assert_cmpstr (mc_session_get_undo_description (more), ==, mc_session_get_undo_description (fresh));
  g_assert_cmpstr (mc_session_get_redo_description (more), ==, mc_session_get_redo_description (fresh));
  g_assert_cmpstr (more_error != NULL ? more_error->message : NULL, ==,
                   fresh_error != NULL ? fresh_error->message : NULL);
}

/* Opens @data's first two lines, reads on one line at a time, and after
 * each compares with the lines so far opened afresh. */
static void
assert_line_by_line_is_fresh (const char *data,
                              gsize       length)
{
  g_autoptr(McSession) more = mc_session_new ();
  g_autoptr(GError) error = NULL;
  guint n_lines = count_lines (data, length);

  g_assert_cmpuint (n_lines, >, 3);
  g_assert_true (mc_session_open_data (more, "game.jsonl", data, length_of_lines (data, 2), NULL, &error));
  g_assert_no_error (error);
  for (guint line = 3; line <= n_lines; line++)
    {
      g_autoptr(McSession) fresh = mc_session_new ();
      gsize start = length_of_lines (data, line - 1), end = length_of_lines (data, line);

      g_assert_true (mc_session_open_more (more, data + start, end - start, &error));
      g_assert_no_error (error);
      g_assert_true (mc_session_open_data (fresh, "game.jsonl", data, end, NULL, &error));
      g_assert_no_error (error);
      assert_same_session (more, fresh);
    }
}

static void
test_more_mechs (void)
{
  gsize length;
  g_autofree char *data = read_example ("combat-and-scoring.jsonl", &length);

  /* It undoes and redoes, so both stacks are compared along the way. */
  g_assert_nonnull (strstr (data, "\"undo\""));
  g_assert_nonnull (strstr (data, "\"redo\""));
  assert_line_by_line_is_fresh (data, length);
}

static void
test_more_rumble (void)
{
  gsize length;
  g_autofree char *data = read_example ("rumble-three-players.jsonl", &length);

  g_assert_nonnull (strstr (data, "\"rules\":\"rumblebots\""));
  g_assert_nonnull (strstr (data, "\"undo\""));
  assert_line_by_line_is_fresh (data, length);
}

/* Several lines at once read as one at a time do. */
static void
test_more_several_lines (void)
{
  gsize length;
  g_autofree char *data = read_example ("two-players.jsonl", &length);
  g_autoptr(McSession) more = mc_session_new ();
  g_autoptr(McSession) fresh = mc_session_new ();
  g_autoptr(GError) error = NULL;
  gsize half = length_of_lines (data, count_lines (data, length) / 2);

  g_assert_true (mc_session_open_data (more, "game.jsonl", data, length_of_lines (data, 1), NULL, &error));
  g_assert_true (mc_session_open_more (more, data + length_of_lines (data, 1), half - length_of_lines (data, 1),
                                       &error));
  g_assert_true (mc_session_open_more (more, data + half, length - half, &error));
  g_assert_no_error (error);
  g_assert_true (mc_session_open_data (fresh, "game.jsonl", data, length, NULL, &error));
  assert_same_session (more, fresh);
}

/* A bad line stops the whole file there, named by its line in the file;
 * what follows it changes nothing, as in the whole file opened afresh. */
static void
test_more_bad_line (void)
{
  gsize length;
  g_autofree char *example = read_example ("two-players.jsonl", &length);
  gsize cut = length_of_lines (example, 10);
  g_autoptr(GString) data = g_string_new_len (example, (gssize) cut);

  g_string_append (data, "{\"action\": \"set\", \"player\": \n");
  g_string_append_len (data, example + cut, (gssize) (length - cut));
  assert_line_by_line_is_fresh (data->str, data->len);

  {
    g_autoptr(McSession) more = mc_session_new ();
    g_autoptr(GError) error = NULL;

    g_assert_true (mc_session_open_data (more, "game.jsonl", data->str, cut, NULL, &error));
    g_assert_true (mc_session_open_more (more, data->str + cut, data->len - cut, &error));
    g_assert_no_error (error);
    g_assert_nonnull (mc_session_get_load_error (more));
    g_assert_nonnull (strstr (mc_session_get_load_error (more)->message, "game.jsonl, line 11: "));
  }
}

/* A line the rules refuse (tests/journals/bad/) stops the game before it,
 * for both games. */
static void
test_more_refused (void)
{
  const char *names[] = { "bad/refused-by-rules.jsonl", "bad/rumble-refused-by-rules.jsonl" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      gsize length;
      g_autofree char *data = read_example (names[i], &length);
      g_autoptr(McSession) fresh = mc_session_new ();

      g_assert_true (mc_session_open_data (fresh, "game.jsonl", data, length, NULL, NULL));
      g_assert_true (g_error_matches (mc_session_get_load_error (fresh), MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_REFUSED));
      assert_line_by_line_is_fresh (data, length);
    }
}

/* Lines no file could hold (not text) are refused whole and change
 * nothing: the caller opens the file afresh, which says why. */
static void
test_more_not_text (void)
{
  gsize length;
  g_autofree char *data = read_example ("two-players.jsonl", &length);
  gsize cut = length_of_lines (data, 6);
  g_autoptr(McSession) more = mc_session_new ();
  g_autoptr(McSession) before = mc_session_new ();
  g_autoptr(GError) error = NULL;
  char binary[] = "{\"action\":\0\"undo\"}\n";

  g_assert_true (mc_session_open_data (more, "game.jsonl", data, cut, NULL, &error));
  g_assert_true (mc_session_open_data (before, "game.jsonl", data, cut, NULL, &error));
  g_assert_false (mc_session_open_more (more, binary, sizeof binary - 1, &error));
  g_assert_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_BINARY);
  assert_same_session (more, before);
}

typedef struct
{
  guint           n_changed;
  McSessionChange change;
  char           *description;
} Recorder;

static void
changed_cb (McSession      *session,
            McSessionChange change,
            const char     *description,
            Recorder       *recorder)
{
  recorder->n_changed++;
  recorder->change = change;
  g_free (recorder->description);
  recorder->description = g_strdup (description);
}

/* Each read on is announced once, as its last line changed the game: an
 * undo line as an undo, with what it undid. */
static void
test_more_announced (void)
{
  gsize length;
  g_autofree char *data = read_example ("combat-and-scoring.jsonl", &length);
  g_autoptr(McSession) more = mc_session_new ();
  g_autoptr(GError) error = NULL;
  const char *undo = strstr (data, "{\"action\":\"undo\"}\n");
  gsize at, end;
  Recorder recorder = { 0 };

  g_assert_nonnull (undo);
  at = (gsize) (undo - data);
  end = at + strlen ("{\"action\":\"undo\"}\n");
  g_assert_true (mc_session_open_data (more, "game.jsonl", data, length_of_lines (data, 2), NULL, &error));
  g_signal_connect (more, "changed", G_CALLBACK (changed_cb), &recorder);
  g_assert_true (mc_session_open_more (more, data + length_of_lines (data, 2), at - length_of_lines (data, 2),
                                       &error));
  g_assert_cmpuint (recorder.n_changed, ==, 1);
  g_assert_cmpint (recorder.change, ==, MC_SESSION_CHANGE_APPLIED);
  g_assert_cmpstr (recorder.description, ==, mc_session_get_undo_description (more));
  g_assert_true (mc_session_open_more (more, data + at, end - at, &error));
  g_assert_cmpuint (recorder.n_changed, ==, 2);
  g_assert_cmpint (recorder.change, ==, MC_SESSION_CHANGE_UNDONE);
  g_assert_cmpstr (recorder.description, ==, mc_session_get_redo_description (more));
  /* Made afresh, the descriptions read the same. */
  {
    g_autofree char *undone = mc_session_dup_description (more, TRUE);
    g_autofree char *done = mc_session_dup_description (more, FALSE);

    g_assert_cmpstr (undone, ==, mc_session_get_redo_description (more));
    g_assert_cmpstr (done, ==, mc_session_get_undo_description (more));
  }
  g_free (recorder.description);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/session/more/tiny-epic-mechs-line-by-line", test_more_mechs);
  g_test_add_func ("/session/more/rumblebots-line-by-line", test_more_rumble);
  g_test_add_func ("/session/more/several-lines-at-once", test_more_several_lines);
  g_test_add_func ("/session/more/bad-line-stops-the-file", test_more_bad_line);
  g_test_add_func ("/session/more/refused-line-stops-the-game", test_more_refused);
  g_test_add_func ("/session/more/not-text-changes-nothing", test_more_not_text);
  g_test_add_func ("/session/more/announced-once", test_more_announced);
  return g_test_run ();
}
