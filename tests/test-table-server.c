/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The shared table's server (issue 19), through a libsoup client and raw
 * sockets, on the loopback address only. No GTK. */
#include "config.h"

#include <string.h>

#include <libsoup/soup.h>

#include "journal/mc-journal-rumble-state.h"
#include "journal/mc-journal-state.h"
#include "mechs/tem-action.h"
#include "session/mc-session.h"
#include "session/mc-table-public.h"
#include "session/mc-table-server.h"
#include "test-rumble-play.h"
#include "test-table-util.h"
#include "test-util.h"

#define LOOPBACK "127.0.0.1"
#define N_PHONES 16

/* The members the issue names as hidden at the table, under every name
 * the game's structs give them: none may reach a phone. */
static const char * const hidden_members[] = {
  "seed", "random", "deck", "deck-drawn", "robot-deck", "advanced-deck", "robot-duplicate",
  "program", "programs", "hand", NULL
};

static void
correct (McSession *session,
         TemGame   *expected,
         guint      player,
         TemField   field,
         int        value)
{
  TemAction action;
  g_autoptr(GError) error = NULL;

  tem_action_init_correct (&action, player, field, value);
  g_assert_true (mc_session_apply (session, &action, &error));
  g_assert_no_error (error);
  if (expected != NULL)
    test_apply_ok (expected, player, field, value);
}

/* The whole state as replay prints it, for the game as the rules core
 * gives it after the same actions. */
static JsonNode *
replay_of (const TemGame *game)
{
  return mc_journal_state_to_json (game);
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
assert_no_hidden_member (JsonNode *node)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      g_autoptr(GList) members = json_object_get_members (object);

      for (GList *l = members; l != NULL; l = l->next)
        {
          if (g_strv_contains (hidden_members, l->data))
            g_error ("hidden member “%s” sent to the phones", (char *) l->data);
          assert_no_hidden_member (json_object_get_member (object, l->data));
        }
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        assert_no_hidden_member (json_array_get_element (array, i));
    }
}

/* A 404 whose page tells the phone what to do, looking like the table. */
static void
assert_leads_nowhere (SoupSession *client,
                      const char  *url)
{
  g_autofree char *page = NULL;

  g_assert_cmpuint (test_table_get_status (client, "GET", url, NULL, &page), ==, 404);
  g_assert_nonnull (page);
  g_assert_nonnull (strstr (page, "This link does not lead to a table now: scan the code at the table again."));
  g_assert_nonnull (strstr (page, "prefers-color-scheme: dark"));
  g_assert_nonnull (strstr (page, "--bg:"));
  g_assert_null (strstr (page, "<script"));
}

static void
test_refuses_without_or_with_wrong_token (void)
{
  g_autoptr(McSession) session = test_table_started_session ();
  g_autoptr(McTableServer) server = test_table_listening_server (session);
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  const char *url = test_table_url_of (server);
  g_autofree char *origin = g_strndup (url, strstr (url, "/t/") - url);
  const char *token = mc_table_server_get_token (server);
  g_autofree char *wrong = g_strdup (token);
  g_autofree char *u = NULL;

  g_assert_cmpuint (strlen (token), ==, 32);
  g_assert_cmpuint (test_table_get_status (client, "GET", url, NULL, NULL), ==, 200);

  /* Share C: the bare address (a link typed short) and a mistyped or
   * earlier link get the same short page, styled as the table's (its
   * colours, dark mode too), that says what to do, for either case. */
  u = g_strconcat (origin, "/", NULL);
  assert_leads_nowhere (client, u);
  g_free (u);
  u = g_strconcat (origin, "/t/", NULL);
  g_assert_cmpuint (test_table_get_status (client, "GET", u, NULL, NULL), ==, 404);
  g_free (u);
  u = g_strconcat (origin, "/t/events", NULL);
  g_assert_cmpuint (test_table_get_status (client, "GET", u, NULL, NULL), ==, 404);
  g_free (u);
  u = g_strconcat (origin, "/state.json", NULL);
  g_assert_cmpuint (test_table_get_status (client, "GET", u, NULL, NULL), ==, 404);

  /* One digit off, first and last; one short; one too many. */
  wrong[0] = wrong[0] == '0' ? '1' : '0';
  g_free (u);
  u = g_strconcat (origin, "/t/", wrong, "/state.json", NULL);
  g_assert_cmpuint (test_table_get_status (client, "GET", u, NULL, NULL), ==, 404);
  strcpy (wrong, token);
  wrong[31] = wrong[31] == 'f' ? 'e' : 'f';
  g_free (u);
  u = g_strconcat (origin, "/t/", wrong, "/events", NULL);
  g_assert_cmpuint (test_table_get_status (client, "GET", u, NULL, NULL), ==, 404);
  wrong[31] = '\0';
  g_free (u);
  u = g_strconcat (origin, "/t/", wrong, "/", NULL);
  assert_leads_nowhere (client, u);
  g_free (u);
  u = g_strconcat (origin, "/t/", token, "0/", NULL);
  g_assert_cmpuint (test_table_get_status (client, "GET", u, NULL, NULL), ==, 404);
  g_free (u);
  u = g_strconcat (url, "other", NULL);
  g_assert_cmpuint (test_table_get_status (client, "GET", u, NULL, NULL), ==, 404);
}

static void
test_refuses_other_methods (void)
{
  g_autoptr(McSession) session = test_table_started_session ();
  g_autoptr(McTableServer) server = test_table_listening_server (session);
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  g_autofree char *state_url = g_strconcat (test_table_url_of (server), "state.json", NULL);
  g_autofree char *before = mc_table_server_dup_state_text (server);
  g_autofree char *after = NULL;
  guint n_actions = mc_session_get_n_actions (session);

  g_assert_cmpuint (test_table_get_status (client, "POST", test_table_url_of (server), NULL, NULL), ==, 405);
  g_assert_cmpuint (test_table_get_status (client, "POST", state_url, NULL, NULL), ==, 405);
  g_assert_cmpuint (test_table_get_status (client, "PUT", state_url, NULL, NULL), ==, 405);
  g_assert_cmpuint (test_table_get_status (client, "DELETE", state_url, NULL, NULL), ==, 405);
  g_assert_cmpuint (test_table_get_status (client, "HEAD", state_url, NULL, NULL), ==, 200);

  g_assert_cmpuint (mc_session_get_n_actions (session), ==, n_actions);
  after = mc_table_server_dup_state_text (server);
  g_assert_cmpstr (before, ==, after);
}

static void
test_snapshot_is_replay_less_hidden (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "journals", "solo.jsonl", NULL);
  g_autofree char *data = NULL;
  gsize length;
  g_autoptr(McSession) session = mc_session_new ();
  g_autoptr(McTableServer) server = NULL;
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  g_autoptr(GError) error = NULL;
  g_autofree char *state_url = NULL;
  g_autofree char *body = NULL;
  g_autoptr(JsonNode) served = NULL;
  g_autoptr(JsonNode) replay = NULL;
  g_autoptr(JsonNode) streamed = NULL;
  Phone *phone;

  g_assert_true (g_file_get_contents (path, &data, &length, &error));
  g_assert_true (mc_session_open_data (session, "solo.jsonl", data, length, NULL, &error));
  g_assert_no_error (error);
  server = test_table_listening_server (session);
  state_url = g_strconcat (test_table_url_of (server), "state.json", NULL);

  g_assert_cmpuint (test_table_get_status (client, "GET", state_url, NULL, &body), ==, 200);
  served = test_table_parse (body);
  replay = replay_of (mc_session_get_game (session));
  assert_no_hidden_member (served);
  /* What replay prints holds none of the hidden members today: the two
   * must then be equal, member for member. */
  assert_no_hidden_member (replay);
  take_chart_if_over (served);
  g_assert_true (json_node_equal (served, replay));
  g_assert_false (json_object_has_member (json_node_get_object (served), "seed"));

  phone = test_table_phone_connect (client, test_table_url_of (server), NULL);
  g_assert_cmpuint (phone->status, ==, 200);
  test_table_phone_wait_events (phone, 1);
  streamed = test_table_event_state (g_ptr_array_index (phone->events, 0));
  take_chart_if_over (streamed);
  g_assert_true (json_node_equal (streamed, replay));
  g_assert_cmpuint (((Event *) g_ptr_array_index (phone->events, 0))->id, ==, mc_table_server_get_line (server));
  test_table_phone_free (phone);
}

/* The redaction itself, on a state given every hidden member the game
 * keeps: the robots' decks, the advanced deck, the seed and generator. */
static void
test_hidden_members_are_removed (void)
{
  TemGame game;
  g_autoptr(JsonNode) state = NULL;
  g_autoptr(JsonNode) replay = NULL;
  JsonObject *object;
  JsonObject *robot;

  test_start_game (&game, 2, 0);
  replay = replay_of (&game);
  state = replay_of (&game);
  object = json_node_get_object (state);
  json_object_set_int_member (object, "seed", 12345);
  json_object_set_int_member (object, "random", 987654321);
  json_object_set_array_member (object, "advanced-deck", json_array_new ());
  robot = json_array_get_object_element (json_object_get_array_member (object, "players"), 1);
  json_object_set_array_member (robot, "deck", json_array_new ());
  json_object_set_int_member (robot, "deck-drawn", 3);
  json_object_set_string_member (robot, "program", "move-2");
  json_object_set_string_member (json_object_get_object_member (object, "mighty-mech"), "seed", "x");

  mc_table_public_redact (state);
  assert_no_hidden_member (state);
  g_assert_true (json_node_equal (state, replay));
}

static void
test_action_reaches_every_phone_once_in_order (void)
{
  g_autoptr(McSession) session = test_table_started_session ();
  g_autoptr(McTableServer) server = test_table_listening_server (session);
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  Phone *phones[N_PHONES];
  TemGame expected[4];
  guint64 first;

  expected[0] = *mc_session_get_game (session);
  for (guint i = 0; i < N_PHONES; i++)
    {
      phones[i] = test_table_phone_connect (client, test_table_url_of (server), NULL);
      g_assert_cmpuint (phones[i]->status, ==, 200);
      test_table_phone_wait_events (phones[i], 1);
    }
  g_assert_cmpuint (mc_table_server_get_n_viewers (server), ==, N_PHONES);
  first = ((Event *) g_ptr_array_index (phones[0]->events, 0))->id;

  expected[1] = expected[0];
  correct (session, &expected[1], 1, TEM_FIELD_ENERGY, 4);
  expected[2] = expected[1];
  correct (session, &expected[2], 2, TEM_FIELD_CREDITS, 5);
  expected[3] = expected[2];
  correct (session, &expected[3], 0, TEM_FIELD_SCORE, 7);

  for (guint i = 0; i < N_PHONES; i++)
    {
      test_table_phone_wait_events (phones[i], 4);
      g_assert_cmpuint (phones[i]->events->len, ==, 4);
      for (guint k = 0; k < 4; k++)
        {
          const Event *event = g_ptr_array_index (phones[i]->events, k);
          g_autoptr(JsonNode) state = test_table_event_state (event);
          g_autoptr(JsonNode) replay = replay_of (&expected[k]);

          g_assert_cmpuint (event->id, ==, first + k);
          g_assert_true (json_node_equal (state, replay));
        }
    }
  for (guint i = 0; i < N_PHONES; i++)
    test_table_phone_free (phones[i]);
}

static void
test_reconnect_catches_up (void)
{
  g_autoptr(McSession) session = test_table_started_session ();
  g_autoptr(McTableServer) server = test_table_listening_server (session);
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  TemGame expected[4];
  g_autofree char *last = NULL;
  Phone *phone;
  guint64 seen;

  phone = test_table_phone_connect (client, test_table_url_of (server), NULL);
  test_table_phone_wait_events (phone, 1);
  seen = ((Event *) g_ptr_array_index (phone->events, 0))->id;
  test_table_phone_free (phone);

  /* The phone lost its Wi-Fi for three actions. */
  expected[0] = *mc_session_get_game (session);
  for (guint k = 1; k < 4; k++)
    {
      expected[k] = expected[k - 1];
      correct (session, &expected[k], k % 2, TEM_FIELD_ENERGY, (int) k);
    }

  last = g_strdup_printf ("%" G_GUINT64_FORMAT, seen);
  phone = test_table_phone_connect (client, test_table_url_of (server), last);
  test_table_phone_wait_events (phone, 3);
  for (guint k = 0; k < 3; k++)
    {
      const Event *event = g_ptr_array_index (phone->events, k);
      g_autoptr(JsonNode) state = test_table_event_state (event);
      g_autoptr(JsonNode) replay = replay_of (&expected[k + 1]);

      g_assert_cmpuint (event->id, ==, seen + 1 + k);
      g_assert_true (json_node_equal (state, replay));
    }
  g_assert_cmpuint (phone->events->len, ==, 3);
  test_table_phone_free (phone);
}

typedef struct
{
  GSocketConnection *connection;
  gboolean           closed;
  char               buffer[4096];
  GString           *answer;
} RawClient;

static void
raw_read_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  RawClient *raw = data;
  gssize n = g_input_stream_read_finish (G_INPUT_STREAM (source), result, NULL);

  if (n <= 0)
    {
      raw->closed = TRUE;
      return;
    }
  g_string_append_len (raw->answer, raw->buffer, n);
  g_input_stream_read_async (G_INPUT_STREAM (source), raw->buffer, sizeof raw->buffer, G_PRIORITY_DEFAULT, NULL,
                             raw_read_cb, raw);
}

static void
raw_written_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  /* The server may close before it has read it all: that is its right. */
  g_output_stream_write_all_finish (G_OUTPUT_STREAM (source), result, NULL, NULL);
  g_bytes_unref (data);
}

static RawClient *
raw_connect (McTableServer *server,
             GBytes        *request)
{
  g_autoptr(GSocketClient) socket_client = g_socket_client_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GUri) uri = g_uri_parse (test_table_url_of (server), G_URI_FLAGS_NONE, &error);
  RawClient *raw = g_new0 (RawClient, 1);

  g_assert_no_error (error);
  raw->answer = g_string_new (NULL);
  raw->connection = g_socket_client_connect_to_host (socket_client, LOOPBACK, g_uri_get_port (uri), NULL, &error);
  g_assert_no_error (error);
  g_output_stream_write_all_async (g_io_stream_get_output_stream (G_IO_STREAM (raw->connection)),
                                   g_bytes_get_data (request, NULL), g_bytes_get_size (request),
                                   G_PRIORITY_DEFAULT, NULL, raw_written_cb, g_bytes_ref (request));
  g_input_stream_read_async (g_io_stream_get_input_stream (G_IO_STREAM (raw->connection)), raw->buffer,
                             sizeof raw->buffer, G_PRIORITY_DEFAULT, NULL, raw_read_cb, raw);
  return raw;
}

static void
raw_free (RawClient *raw)
{
  g_io_stream_close (G_IO_STREAM (raw->connection), NULL, NULL);
  while (!raw->closed)
    g_main_context_iteration (NULL, TRUE);
  g_object_unref (raw->connection);
  g_string_free (raw->answer, TRUE);
  g_free (raw);
}

static void
test_slow_and_huge_requests_do_not_stall (void)
{
  g_autoptr(McSession) session = test_table_started_session ();
  g_autoptr(McTableServer) server = test_table_listening_server (session);
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  g_autofree char *path = g_uri_unescape_string (strstr (test_table_url_of (server), "/t/"), NULL);
  g_autoptr(GBytes) slow = NULL;
  g_autoptr(GBytes) huge = NULL;
  GString *big = g_string_new (NULL);
  RawClient *slowloris;
  RawClient *giant;
  Phone *phone;

  mc_table_server_set_header_timeout (server, 1000);
  /* A request that never ends its headers, and one with a 1 MiB header. */
  {
    char *text = g_strdup_printf ("GET %s HTTP/1.1\r\nX-Wait: ", path);

    slow = g_bytes_new_take (text, strlen (text));
  }
  g_string_printf (big, "GET %s HTTP/1.1\r\nX-Big: ", path);
  for (guint i = 0; i < 1024 * 1024; i++)
    g_string_append_c (big, 'a' + i % 26);
  g_string_append (big, "\r\n\r\n");
  huge = g_string_free_to_bytes (big);
  slowloris = raw_connect (server, slow);
  giant = raw_connect (server, huge);

  phone = test_table_phone_connect (client, test_table_url_of (server), NULL);
  g_assert_cmpuint (phone->status, ==, 200);
  test_table_phone_wait_events (phone, 1);

  /* The game goes on meanwhile, and the phone follows every action. */
  for (guint k = 1; k <= 5; k++)
    {
      correct (session, NULL, 0, TEM_FIELD_CREDITS, (int) k);
      test_table_phone_wait_events (phone, 1 + k);
    }
  g_assert_cmpuint (phone->events->len, ==, 6);

  /* Neither gets the page: the slow one is cut off, the huge one refused
   * or cut off. */
  test_table_wait_for (&slowloris->closed);
  g_assert_false (g_str_has_prefix (slowloris->answer->str, "HTTP/1.1 200"));
  test_table_wait_for (&giant->closed);
  g_assert_false (g_str_has_prefix (giant->answer->str, "HTTP/1.1 200"));
  g_assert_cmpuint (mc_table_server_get_n_viewers (server), ==, 1);

  raw_free (slowloris);
  raw_free (giant);
  test_table_phone_free (phone);
}

/* Connections that never send a request are counted, and capped: past
 * the cap a new one is closed unread; when the header time is up, they
 * are closed and phones get in again. */
static void
test_idle_connections_are_capped (void)
{
  g_autoptr(McSession) session = test_table_started_session ();
  g_autoptr(McTableServer) server = test_table_listening_server (session);
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  g_autofree char *path = g_strdup (strstr (test_table_url_of (server), "/t/"));
  g_autoptr(GBytes) nothing = g_bytes_new_static ("", 0);
  g_autoptr(GBytes) request = NULL;
  RawClient *idle[MC_TABLE_SERVER_MAX_VIEWERS + 32];
  RawClient *one_more;
  Phone *phone;

  mc_table_server_set_header_timeout (server, 1000);
  {
    const char *host = test_table_url_of (server) + strlen ("http://");
    char *text = g_strdup_printf ("GET %s HTTP/1.1\r\nHost: %.*s\r\n\r\n", path,
                                  (int) (strchr (host, '/') - host), host);

    request = g_bytes_new_take (text, strlen (text));
  }
  /* Each is taken in before the next: the listener's backlog is short. */
  for (guint i = 0; i < G_N_ELEMENTS (idle); i++)
    {
      idle[i] = raw_connect (server, nothing);
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
  one_more = raw_connect (server, request);
  test_table_wait_for (&one_more->closed);
  g_assert_false (g_str_has_prefix (one_more->answer->str, "HTTP/1.1 200"));

  /* The header time runs out for the idle ones; then the table is open. */
  for (guint i = 0; i < G_N_ELEMENTS (idle); i++)
    test_table_wait_for (&idle[i]->closed);
  phone = test_table_phone_connect (client, test_table_url_of (server), NULL);
  g_assert_cmpuint (phone->status, ==, 200);
  test_table_phone_wait_events (phone, 1);
  test_table_phone_free (phone);

  for (guint i = 0; i < G_N_ELEMENTS (idle); i++)
    raw_free (idle[i]);
  raw_free (one_more);
}

static void
test_foreign_host_refused (void)
{
  g_autoptr(McSession) session = test_table_started_session ();
  g_autoptr(McTableServer) server = test_table_listening_server (session);
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  g_autofree char *state_url = g_strconcat (test_table_url_of (server), "state.json", NULL);
  const char *host = test_table_url_of (server) + strlen ("http://");
  g_autofree char *own = g_strndup (host, strchr (host, '/') - host);
  g_autofree char *port = g_strdup (strchr (own, ':'));
  g_autofree char *rebound = g_strconcat ("attacker.example", port, NULL);
  g_autofree char *named = g_strconcat ("localhost", port, NULL);

  g_assert_cmpuint (test_table_get_status (client, "GET", state_url, own, NULL), ==, 200);
  g_assert_cmpuint (test_table_get_status (client, "GET", state_url, "attacker.example", NULL), ==, 421);
  g_assert_cmpuint (test_table_get_status (client, "GET", state_url, rebound, NULL), ==, 421);
  g_assert_cmpuint (test_table_get_status (client, "GET", state_url, named, NULL), ==, 421);
  g_assert_cmpuint (test_table_get_status (client, "GET", state_url, LOOPBACK ":1", NULL), ==, 421);
}

static void
test_new_link_drops_viewers (void)
{
  g_autoptr(McSession) session = test_table_started_session ();
  g_autoptr(McTableServer) server = test_table_listening_server (session);
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  g_autofree char *old_url = g_strdup (test_table_url_of (server));
  Phone *phone;

  phone = test_table_phone_connect (client, old_url, NULL);
  test_table_phone_wait_events (phone, 1);
  g_assert_cmpuint (mc_table_server_get_n_viewers (server), ==, 1);

  mc_table_server_new_link (server);
  test_table_wait_for (&phone->ended);
  g_assert_cmpuint (mc_table_server_get_n_viewers (server), ==, 0);
  g_assert_cmpstr (old_url, !=, test_table_url_of (server));
  g_assert_cmpuint (test_table_get_status (client, "GET", old_url, NULL, NULL), ==, 404);
  g_assert_cmpuint (test_table_get_status (client, "GET", test_table_url_of (server), NULL, NULL), ==, 200);
  test_table_phone_free (phone);

  /* Stopping closes every stream too. */
  phone = test_table_phone_connect (client, test_table_url_of (server), NULL);
  test_table_phone_wait_events (phone, 1);
  mc_table_server_stop (server);
  test_table_wait_for (&phone->ended);
  g_assert_cmpuint (mc_table_server_get_n_viewers (server), ==, 0);
  g_assert_false (mc_table_server_is_listening (server));
  test_table_phone_free (phone);
}

static void
test_at_most_32_viewers (void)
{
  g_autoptr(McSession) session = test_table_started_session ();
  g_autoptr(McTableServer) server = test_table_listening_server (session);
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  Phone *phones[MC_TABLE_SERVER_MAX_VIEWERS];
  Phone *one_more;

  for (guint i = 0; i < MC_TABLE_SERVER_MAX_VIEWERS; i++)
    {
      phones[i] = test_table_phone_connect (client, test_table_url_of (server), NULL);
      g_assert_cmpuint (phones[i]->status, ==, 200);
    }
  g_assert_cmpuint (mc_table_server_get_n_viewers (server), ==, 32);
  one_more = test_table_phone_connect (client, test_table_url_of (server), NULL);
  g_assert_cmpuint (one_more->status, ==, 503);
  test_table_phone_free (one_more);
  for (guint i = 0; i < MC_TABLE_SERVER_MAX_VIEWERS; i++)
    test_table_phone_free (phones[i]);
}

static void
test_page_in_the_phones_language (void)
{
  g_autoptr(McSession) session = test_table_started_session ();
  g_autoptr(McTableServer) server = test_table_listening_server (session);
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", test_table_url_of (server));
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *page = NULL;

  g_assert_cmpstr (mc_table_public_pick_language ("es-ES,es;q=0.9,en;q=0.8"), ==, "es");
  g_assert_cmpstr (mc_table_public_pick_language ("de, pl;q=0.5, en;q=0.4"), ==, "pl");
  g_assert_cmpstr (mc_table_public_pick_language ("en;q=0.1, es;q=0.2"), ==, "es");
  g_assert_cmpstr (mc_table_public_pick_language ("fr-FR"), ==, "en");
  g_assert_cmpstr (mc_table_public_pick_language ("es;q=0"), ==, "en");
  g_assert_cmpstr (mc_table_public_pick_language (NULL), ==, "en");

  soup_message_headers_replace (soup_message_get_request_headers (msg), "Accept-Language", "es-ES,es;q=0.9");
  bytes = test_table_send_and_read (client, msg);
  page = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_assert_true (strstr (page, "<html lang=\"es\">") != NULL);
  /* The Spanish catalogue's word for "Weapons" (po/es.po). */
  g_assert_true (strstr (page, "\"Armamento\"") != NULL);
  /* Nothing fetched from elsewhere. */
  g_assert_null (strstr (page, "http://"));
  g_assert_null (strstr (page, "https://"));
}

/* Phones that leave stop being counted, without waiting for a write to
 * fail, and a phone talking on its event stream is cut off. */
static void
test_phones_leaving_are_not_counted (void)
{
  g_autoptr(McSession) session = test_table_started_session ();
  g_autoptr(McTableServer) server = mc_table_server_new ();
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  g_autoptr(GError) error = NULL;
  Phone *staying;
  Phone *leaving;

  /* No heartbeat, whose failed write would end it too, later. */
  mc_table_server_set_heartbeat (server, 0);
  mc_table_server_follow (server, session);
  g_assert_true (mc_table_server_listen (server, LOOPBACK, 0, &error));
  staying = test_table_phone_connect (client, test_table_url_of (server), NULL);
  leaving = test_table_phone_connect (client, test_table_url_of (server), NULL);

  test_table_phone_wait_events (staying, 1);
  test_table_phone_wait_events (leaving, 1);
  g_assert_cmpuint (mc_table_server_get_n_viewers (server), ==, 2);
  test_table_phone_free (leaving);
  while (mc_table_server_get_n_viewers (server) > 1)
    g_main_context_iteration (NULL, TRUE);

  /* The one still there still follows the game. */
  correct (session, NULL, 0, TEM_FIELD_ENERGY, 1);
  test_table_phone_wait_events (staying, 2);
  g_assert_cmpuint (mc_table_server_get_n_viewers (server), ==, 1);
  test_table_phone_free (staying);
}

/* The page says whole sentences from the server's words, each translated
 * whole: nothing it writes is a word glued to a sentence with a colon
 * (the combat's line was "Combat" + ": " + "%s attacks %s"). */
static void
test_page_glues_no_sentences (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "src", "session", "share", "table.html", NULL);
  g_autofree char *page = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &page, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (page, "W[\"combat-between\"]"));
  g_assert_null (strstr (page, "+ \": \""));
  g_assert_null (strstr (page, "\": \" +"));
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/table-server/refuses-a-missing-or-wrong-token-with-404",
                   test_refuses_without_or_with_wrong_token);
  g_test_add_func ("/table-server/refuses-every-method-but-get-and-head", test_refuses_other_methods);
  g_test_add_func ("/table-server/snapshot-is-replay-less-hidden-members", test_snapshot_is_replay_less_hidden);
  g_test_add_func ("/table-server/hidden-members-are-removed-on-the-server", test_hidden_members_are_removed);
  g_test_add_func ("/table-server/an-action-reaches-16-phones-once-each-in-order",
                   test_action_reaches_every_phone_once_in_order);
  g_test_add_func ("/table-server/a-phone-reconnecting-catches-up-from-last-event-id", test_reconnect_catches_up);
  g_test_add_func ("/table-server/slowloris-and-a-1-mib-header-do-not-stall-the-game",
                   test_slow_and_huge_requests_do_not_stall);
  g_test_add_func ("/table-server/a-foreign-host-header-is-refused", test_foreign_host_refused);
  g_test_add_func ("/table-server/idle-connections-are-capped-and-cut-off", test_idle_connections_are_capped);
  g_test_add_func ("/table-server/new-link-and-stop-drop-every-phone", test_new_link_drops_viewers);
  g_test_add_func ("/table-server/at-most-32-phones-watch", test_at_most_32_viewers);
  g_test_add_func ("/table-server/the-page-speaks-the-phones-language", test_page_in_the_phones_language);
  g_test_add_func ("/table-server/phones-that-leave-are-not-counted", test_phones_leaving_are_not_counted);
  g_test_add_func ("/table-server/the-page-glues-no-sentences", test_page_glues_no_sentences);
  return g_test_run ();
}
