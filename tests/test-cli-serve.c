/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mech-companion-cli serve (issue 19): the URL on the first line, the
 * saved game read-only, followed as the file grows; bad options refused
 * with their exit code. On 127.0.0.1 only. */
#include "config.h"

#include <string.h>

#include <sys/prctl.h>

#include <glib/gstdio.h>

#include "journal/mc-journal-state.h"
#include "session/mc-session.h"
#include "test-table-util.h"
#include "test-util.h"

static char *
cli_path (void)
{
  return g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "..", "src", "cli", "mech-companion-cli", NULL);
}

/* The state replay gives for the first @n_lines lines of @data. */
static JsonNode *
replay_of_lines (const char *data,
                 guint       n_lines)
{
  g_autoptr(McSession) session = mc_session_new ();
  const char *end = data;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < n_lines; i++)
    end = strchr (end, '\n') + 1;
  g_assert_true (mc_session_open_data (session, "part.jsonl", data, end - data, NULL, &error));
  g_assert_no_error (error);
  return mc_journal_state_to_json (mc_session_get_game (session));
}

/* A finished game's state also carries how it went, the chart (issue 28:
 * test-table-chart.c checks its numbers); taken off here, to compare the
 * rest with replay's. */
static void
take_chart_if_over (JsonNode *state)
{
  JsonObject *object = json_node_get_object (state);

  g_assert_cmpint (json_object_has_member (object, "chart"), ==,
                   json_object_get_boolean_member_with_default (object, "over", FALSE));
  json_object_remove_member (object, "chart");
}

static void
line_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  char **line = data;

  *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result, NULL, NULL);
  if (*line == NULL)
    *line = g_strdup ("");
}

static void
test_serve_follows_the_file (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "journals", "two-players.jsonl", NULL);
  g_autofree char *cli = cli_path ();
  g_autofree char *dir = g_dir_make_tmp ("mc-serve-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.jsonl", NULL);
  g_autofree char *data = NULL;
  g_autofree char *url = NULL;
  g_autofree char *body = NULL;
  g_autofree char *state_url = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  g_autoptr(JsonNode) served = NULL;
  g_autoptr(JsonNode) expected = NULL;
  g_autoptr(JsonNode) streamed = NULL;
  g_autoptr(JsonNode) event = NULL;
  const char *rest;
  guint n_lines = 0;
  guint first_part;
  Phone *phone;

  g_assert_true (g_file_get_contents (source, &data, NULL, &error));
  for (const char *c = data; *c != '\0'; c++)
    n_lines += *c == '\n';
  g_assert_cmpuint (n_lines, >, 6);
  first_part = n_lines / 2;
  rest = data;
  for (guint i = 0; i < first_part; i++)
    rest = strchr (rest, '\n') + 1;
  g_assert_true (g_file_set_contents (path, data, rest - data, &error));

  /* Whole stacks under AddressSanitizer, as for this test (test-table-util.c). */
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_subprocess_launcher_setenv (launcher, "ASAN_OPTIONS", "fast_unwind_on_malloc=0", TRUE);
  process = g_subprocess_launcher_spawn (launcher, &error, cli, "serve", "--address", "127.0.0.1", "--port", "0",
                                         path, NULL);
  g_assert_no_error (error);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));
  g_data_input_stream_read_line_async (out, G_PRIORITY_DEFAULT, NULL, line_cb, &url);
  while (url == NULL)
    g_main_context_iteration (NULL, TRUE);
  /* The first line is the page's address. */
  g_assert_true (g_regex_match_simple ("^http://127\\.0\\.0\\.1:[0-9]+/t/[0-9a-f]{32}/$", url, 0, 0));

  state_url = g_strconcat (url, "state.json", NULL);
  g_assert_cmpuint (test_table_get_status (client, "GET", state_url, NULL, &body), ==, 200);
  served = json_from_string (body, &error);
  g_assert_no_error (error);
  expected = replay_of_lines (data, first_part);
  take_chart_if_over (served);
  g_assert_true (json_node_equal (served, expected));
  g_assert_cmpuint (test_table_get_status (client, "POST", state_url, NULL, NULL), ==, 405);

  /* A Spanish phone gets the rules' own words in Spanish too (po/es.po:
   * the status "Pilot" is "Piloto"), whatever the server's locale. */
  {
    g_autoptr(SoupMessage) msg = soup_message_new ("GET", url);
    g_autoptr(GBytes) page = NULL;

    soup_message_headers_replace (soup_message_get_request_headers (msg), "Accept-Language", "es");
    page = test_table_send_and_read (client, msg);
    g_assert_nonnull (g_strstr_len (g_bytes_get_data (page, NULL), g_bytes_get_size (page), "\"pilot\":\"Piloto\""));
  }

  phone = test_table_phone_connect (client, url, NULL);
  test_table_phone_wait_events (phone, 1);
  g_assert_cmpuint (((Event *) g_ptr_array_index (phone->events, 0))->id, ==, first_part);

  /* The game goes on at the table: the file grows, the phone follows. */
  g_assert_true (g_file_set_contents (path, data, -1, &error));
  while (phone->events->len < 2 || ((Event *) g_ptr_array_index (phone->events, phone->events->len - 1))->id
         != n_lines)
    {
      g_assert_false (phone->ended);
      g_main_context_iteration (NULL, TRUE);
    }
  event = json_from_string (((Event *) g_ptr_array_index (phone->events, phone->events->len - 1))->data, &error);
  g_assert_no_error (error);
  streamed = json_node_copy (json_object_get_member (json_node_get_object (event), "state"));
  g_clear_pointer (&expected, json_node_unref);
  expected = replay_of_lines (data, n_lines);
  take_chart_if_over (streamed);
  g_assert_true (json_node_equal (streamed, expected));

  g_subprocess_send_signal (process, SIGTERM);
  g_assert_true (g_subprocess_wait (process, NULL, &error));
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  test_table_wait_for (&phone->ended);
  test_table_phone_free (phone);
  test_remove_tree (dir);
}

static void
assert_refused (int          code,
                const char  *message,
                const char **args)
{
  g_autofree char *cli = cli_path ();
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;

  g_ptr_array_add (argv, cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, &err, &error));
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, code);
  g_assert_nonnull (strstr (err, message));
}

static void
test_serve_refuses_bad_options (void)
{
  g_autofree char *game = g_test_build_filename (G_TEST_DIST, "journals", "two-players.jsonl", NULL);
  g_autofree char *missing = g_test_build_filename (G_TEST_DIST, "journals", "no-such-game.jsonl", NULL);
  const char *bad_port[] = { "serve", "--address", "127.0.0.1", "--port", "70000", game, NULL };
  const char *bad_address[] = { "serve", "--address", "not-an-address", game, NULL };
  const char *no_file[] = { "serve", "--address", "127.0.0.1", missing, NULL };

  assert_refused (1, "--port must be from 0", bad_port);
  assert_refused (3, "“not-an-address” is not an address", bad_address);
  assert_refused (3, "no-such-game.jsonl", no_file);
}

/* A test that fails leaves no server behind: the child ends with it. */
static void
die_with_the_test (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGTERM);
}

/* Starts `serve` on @path at 127.0.0.1; returns its first line (the URL). */
static GSubprocess *
spawn_serve (const char *path,
             char      **url)
{
  g_autofree char *cli = cli_path ();
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                                                       | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  GSubprocess *process;

  g_subprocess_launcher_setenv (launcher, "ASAN_OPTIONS", "fast_unwind_on_malloc=0", TRUE);
  g_subprocess_launcher_set_child_setup (launcher, die_with_the_test, NULL, NULL);
  process = g_subprocess_launcher_spawn (launcher, &error, cli, "serve", "--address", "127.0.0.1", "--port", "0",
                                         path, NULL);
  g_assert_no_error (error);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));
  *url = g_data_input_stream_read_line_utf8 (out, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (*url);
  return process;
}

static void
stop_serve (GSubprocess *process)
{
  g_autoptr(GError) error = NULL;

  g_subprocess_send_signal (process, SIGTERM);
  g_assert_true (g_subprocess_wait (process, NULL, &error));
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
}

/* The first @n lines of @data. */
static gsize
length_of_lines (const char *data,
                 guint       n)
{
  const char *end = data;

  for (guint i = 0; i < n; i++)
    end = strchr (end, '\n') + 1;
  return end - data;
}

static void
wait_ms (guint ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < until)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
}

/* Events until the last one has @id, or 10 s (then it fails). */
static void
wait_for_event_id (Phone  *phone,
                   guint64 id)
{
  gint64 until = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (phone->events->len == 0 || ((Event *) g_ptr_array_index (phone->events, phone->events->len - 1))->id != id)
    {
      g_assert_false (phone->ended);
      g_assert_cmpint (g_get_monotonic_time (), <, until);
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
}

/* Issue 23, finding 4: lines appended 20 ms apart each reach the phone
 * as their own event, numbered with their line (with a 200 ms poll, a
 * phone saw one event for several lines and missed what each did). */
static void
test_serve_each_line_its_own_event (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "journals", "two-players.jsonl", NULL);
  g_autofree char *dir = g_dir_make_tmp ("mc-serve-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.jsonl", NULL);
  g_autofree char *data = NULL;
  g_autofree char *url = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  g_autoptr(JsonNode) expected = NULL;
  g_autoptr(JsonNode) last = NULL;
  guint n_lines = 0;
  guint first = 2;
  FILE *file;
  Phone *phone;

  g_assert_true (g_file_get_contents (source, &data, NULL, &error));
  for (const char *c = data; *c != '\0'; c++)
    n_lines += *c == '\n';
  g_assert_cmpuint (n_lines, >, 20);
  /* The whole game, under AddressSanitizer too: each line is read on from
   * the last (mc_session_open_more()), not the game replayed again. */
  g_assert_true (g_file_set_contents (path, data, length_of_lines (data, first), &error));
  process = spawn_serve (path, &url);
  phone = test_table_phone_connect (client, url, NULL);
  test_table_phone_wait_events (phone, 1);

  file = fopen (path, "a");
  g_assert_nonnull (file);
  for (guint line = first + 1; line <= n_lines; line++)
    {
      gsize start = length_of_lines (data, line - 1);

      fwrite (data + start, 1, length_of_lines (data, line) - start, file);
      fflush (file);
      wait_ms (20);
    }
  fclose (file);
  wait_for_event_id (phone, n_lines);
  g_assert_cmpuint (phone->events->len, ==, 1 + n_lines - first);
  for (guint i = 0; i < phone->events->len; i++)
    g_assert_cmpuint (((Event *) g_ptr_array_index (phone->events, i))->id, ==, first + i);
  last = test_table_event_state (g_ptr_array_index (phone->events, phone->events->len - 1));
  expected = replay_of_lines (data, n_lines);
  take_chart_if_over (last);
  g_assert_true (json_node_equal (last, expected));

  stop_serve (process);
  test_table_wait_for (&phone->ended);
  test_table_phone_free (phone);
  test_remove_tree (dir);
}

/* Another game put in the file's place, with as many lines: the phones
 * see it (it was missed: same number of lines). */
static void
test_serve_notices_a_replaced_file (void)
{
  g_autofree char *two = g_test_build_filename (G_TEST_DIST, "journals", "two-players.jsonl", NULL);
  g_autofree char *four = g_test_build_filename (G_TEST_DIST, "journals", "four-players.jsonl", NULL);
  g_autofree char *dir = g_dir_make_tmp ("mc-serve-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.jsonl", NULL);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *url = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  g_autoptr(JsonNode) expected = NULL;
  g_autoptr(JsonNode) streamed = NULL;
  Phone *phone;

  g_assert_true (g_file_get_contents (two, &first, NULL, &error));
  g_assert_true (g_file_get_contents (four, &second, NULL, &error));
  g_assert_true (g_file_set_contents (path, first, length_of_lines (first, 6), &error));
  process = spawn_serve (path, &url);
  phone = test_table_phone_connect (client, url, NULL);
  test_table_phone_wait_events (phone, 1);

  g_assert_true (g_file_set_contents (path, second, length_of_lines (second, 6), &error));
  /* The same line number, another game: a new event all the same. */
  {
    gint64 until = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

    while (phone->events->len < 2)
      {
        g_assert_cmpint (g_get_monotonic_time (), <, until);
        if (!g_main_context_iteration (NULL, FALSE))
          g_usleep (1000);
      }
  }
  streamed = test_table_event_state (g_ptr_array_index (phone->events, 1));
  expected = replay_of_lines (second, 6);
  g_assert_true (json_node_equal (streamed, expected));
  g_assert_cmpint (json_array_get_length (json_object_get_array_member (json_node_get_object (streamed), "players")),
                   ==, 4);

  stop_serve (process);
  test_table_wait_for (&phone->ended);
  test_table_phone_free (phone);
  test_remove_tree (dir);
}

/* A signal right after the address is printed ends it cleanly (exit 0),
 * never kills it: the handlers are in place before it prints. */
static void
test_serve_a_signal_right_after_the_url (void)
{
  g_autofree char *game = g_test_build_filename (G_TEST_DIST, "journals", "two-players.jsonl", NULL);

  for (guint i = 0; i < 20; i++)
    {
      g_autofree char *url = NULL;
      g_autoptr(GSubprocess) process = spawn_serve (game, &url);

      stop_serve (process);
    }
}

/* A missing file is told once, not every 200 ms; when it is back, the
 * phones follow it again. */
static void
test_serve_tells_a_missing_file_once (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "journals", "two-players.jsonl", NULL);
  g_autofree char *dir = g_dir_make_tmp ("mc-serve-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.jsonl", NULL);
  g_autofree char *data = NULL;
  g_autofree char *url = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  g_auto(GStrv) lines = NULL;
  gsize length = 0;
  Phone *phone;

  g_assert_true (g_file_get_contents (source, &data, NULL, &error));
  g_assert_true (g_file_set_contents (path, data, length_of_lines (data, 6), &error));
  process = spawn_serve (path, &url);
  phone = test_table_phone_connect (client, url, NULL);
  test_table_phone_wait_events (phone, 1);

  g_assert_cmpint (g_unlink (path), ==, 0);
  wait_ms (1500);
  g_assert_true (g_file_set_contents (path, data, length_of_lines (data, 8), &error));
  /* Lines 7 and 8, one event each. */
  wait_for_event_id (phone, 8);
  g_assert_cmpuint (phone->events->len, ==, 3);
  g_assert_cmpuint (((Event *) g_ptr_array_index (phone->events, 1))->id, ==, 7);
  g_assert_cmpuint (((Event *) g_ptr_array_index (phone->events, 2))->id, ==, 8);

  stop_serve (process);
  err = g_malloc0 (65536);
  g_assert_true (g_input_stream_read_all (g_subprocess_get_stderr_pipe (process), err, 65535, &length, NULL, &error));
  lines = g_strsplit (g_strchomp (err), "\n", -1);
  g_test_message ("standard error: %s", err);
  /* Once, whatever else a sanitizer adds at exit. */
  {
    guint told = 0;

    for (guint i = 0; lines[i] != NULL; i++)
      told += strstr (lines[i], "game.jsonl") != NULL;
    g_assert_cmpuint (told, ==, 1);
  }
  test_table_wait_for (&phone->ended);
  test_table_phone_free (phone);
  test_remove_tree (dir);
}

/* Issue 24.17: a Rumblebots phone is told what just happened, in its
 * language, as a Tiny Epic Mechs one is: the action's own description. */
static void
test_serve_tells_rumblebots_phones_what_happened (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "journals", "rumble-three-players.jsonl", NULL);
  g_autofree char *dir = g_dir_make_tmp ("mc-serve-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.jsonl", NULL);
  g_autofree char *data = NULL;
  g_autofree char *url = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  g_autoptr(JsonNode) event = NULL;
  FILE *file;
  Phone *phone;

  g_assert_true (g_file_get_contents (source, &data, NULL, &error));
  g_assert_true (g_file_set_contents (path, data, length_of_lines (data, 1), &error));
  process = spawn_serve (path, &url);
  /* test_table_phone_connect() speaks English; this phone, Spanish. */
  g_setenv ("MC_TEST_ACCEPT_LANGUAGE", "es", TRUE);
  phone = test_table_phone_connect (client, url, NULL);
  test_table_phone_wait_events (phone, 1);
  file = fopen (path, "a");
  fwrite (data + length_of_lines (data, 1), 1, length_of_lines (data, 2) - length_of_lines (data, 1), file);
  fclose (file);
  wait_for_event_id (phone, 2);
  event = test_table_parse (((Event *) g_ptr_array_index (phone->events, 1))->data);
  /* Line 2: Jaime builds a tier-1 Bot for 1 scrap (po/es.po's words). */
  g_test_message ("told: %s", json_object_get_string_member (json_node_get_object (event), "told"));
  g_assert_nonnull (json_object_get_string_member (json_node_get_object (event), "told"));
  g_assert_nonnull (strstr (json_object_get_string_member (json_node_get_object (event), "told"), "Jaime"));
  g_assert_nonnull (strstr (json_object_get_string_member (json_node_get_object (event), "told"), "chatarra"));
  g_unsetenv ("MC_TEST_ACCEPT_LANGUAGE");

  stop_serve (process);
  test_table_wait_for (&phone->ended);
  test_table_phone_free (phone);
  test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/cli/serve/prints-the-url-first-and-follows-the-file", test_serve_follows_the_file);
  g_test_add_func ("/cli/serve/refuses-a-bad-port-address-or-file", test_serve_refuses_bad_options);
  g_test_add_func ("/cli/serve/each-line-appended-is-its-own-event", test_serve_each_line_its_own_event);
  g_test_add_func ("/cli/serve/a-file-replaced-with-as-many-lines-is-noticed", test_serve_notices_a_replaced_file);
  g_test_add_func ("/cli/serve/a-signal-right-after-the-url-ends-it-cleanly", test_serve_a_signal_right_after_the_url);
  g_test_add_func ("/cli/serve/a-missing-file-is-told-once", test_serve_tells_a_missing_file_once);
  g_test_add_func ("/cli/serve/rumblebots-phones-are-told-what-happened-in-their-language",
                   test_serve_tells_rumblebots_phones_what_happened);
  return g_test_run ();
}
