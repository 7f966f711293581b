/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Phones for the shared table's tests: a libsoup client reading the
 * Server-Sent Events, on the loopback address only. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mechs/tem-action.h"
#include "test-table-util.h"
#include "test-util.h"

/* Under AddressSanitizer, whole stacks for what is allocated: libsoup
 * 3.2's known leak of accepted sockets (tests/lsan.supp) is told apart by
 * g_socket_accept() in its stack, which the fast unwinder cannot see
 * through GLib. Linked only into the tests that use the functions below. */
const char *__asan_default_options (void);

const char *
__asan_default_options (void)
{
  return "fast_unwind_on_malloc=0";
}

static void
event_free (Event *event)
{
  g_free (event->data);
  g_free (event);
}

SoupSession *
test_table_new_soup_session (void)
{
  SoupSession *session = g_object_new (SOUP_TYPE_SESSION, "max-conns", 128, "max-conns-per-host", 64, NULL);

  /* Straight to the loopback address: never through a proxy. */
  soup_session_set_proxy_resolver (session, NULL);
  return session;
}

void
test_table_wait_for (gboolean *flag)
{
  while (!*flag)
    g_main_context_iteration (NULL, TRUE);
}

static void
line_read_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  Phone *phone = data;
  g_autoptr(GError) error = NULL;
  gsize length;
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result,
                                                                     &length, &error);

  if (line == NULL)
    {
      phone->ended = TRUE;
      return;
    }
  if (g_str_has_prefix (line, "id: "))
    phone->pending_id = g_ascii_strtoull (line + 4, NULL, 10);
  else if (g_str_has_prefix (line, "data: "))
    g_string_append (phone->pending_data, line + 6);
  else if (*line == '\0' && phone->pending_data->len > 0)
    {
      Event *event = g_new0 (Event, 1);

      event->id = phone->pending_id;
      event->data = g_strdup (phone->pending_data->str);
      g_string_truncate (phone->pending_data, 0);
      g_ptr_array_add (phone->events, event);
    }
  g_data_input_stream_read_line_async (phone->input, G_PRIORITY_DEFAULT, phone->cancellable, line_read_cb,
                                       phone);
}

static void
sent_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  Phone *phone = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GInputStream) stream = soup_session_send_finish (SOUP_SESSION (source), result, &error);

  phone->status = stream != NULL ? soup_message_get_status (phone->msg) : 1;
  if (stream == NULL)
    {
      phone->ended = TRUE;
      return;
    }
  phone->input = g_data_input_stream_new (stream);
  g_data_input_stream_read_line_async (phone->input, G_PRIORITY_DEFAULT, phone->cancellable, line_read_cb,
                                       phone);
}

Phone *
test_table_phone_connect (SoupSession *session,
               const char  *url,
               const char  *last_event_id)
{
  Phone *phone = g_new0 (Phone, 1);
  g_autofree char *events_url = g_strconcat (url, "events", NULL);

  phone->msg = soup_message_new ("GET", events_url);
  phone->cancellable = g_cancellable_new ();
  phone->events = g_ptr_array_new_with_free_func ((GDestroyNotify) event_free);
  phone->pending_data = g_string_new (NULL);
  if (last_event_id != NULL)
    soup_message_headers_replace (soup_message_get_request_headers (phone->msg), "Last-Event-ID", last_event_id);
  /* A phone in another language, for the test that sets it. */
  if (g_getenv ("MC_TEST_ACCEPT_LANGUAGE") != NULL)
    soup_message_headers_replace (soup_message_get_request_headers (phone->msg), "Accept-Language",
                                  g_getenv ("MC_TEST_ACCEPT_LANGUAGE"));
  soup_session_send_async (session, phone->msg, G_PRIORITY_DEFAULT, phone->cancellable, sent_cb, phone);
  while (phone->status == 0)
    g_main_context_iteration (NULL, TRUE);
  return phone;
}

void
test_table_phone_wait_events (Phone *phone,
                   guint  n)
{
  while (phone->events->len < n && !phone->ended)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (phone->events->len, >=, n);
}

void
test_table_phone_free (Phone *phone)
{
  g_cancellable_cancel (phone->cancellable);
  /* Let the cancelled read come back before the stream goes. */
  while (phone->input != NULL && !phone->ended)
    g_main_context_iteration (NULL, TRUE);
  g_clear_object (&phone->input);
  g_object_unref (phone->cancellable);
  g_object_unref (phone->msg);
  g_ptr_array_unref (phone->events);
  g_string_free (phone->pending_data, TRUE);
  g_free (phone);
}

static void
read_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  GBytes **bytes = data;
  g_autoptr(GError) error = NULL;

  *bytes = soup_session_send_and_read_finish (SOUP_SESSION (source), result, &error);
  g_assert_no_error (error);
}

/* The server answers in this thread's main loop: the client waits on it
 * asynchronously. */
GBytes *
test_table_send_and_read (SoupSession *session,
               SoupMessage *msg)
{
  GBytes *bytes = NULL;

  soup_session_send_and_read_async (session, msg, G_PRIORITY_DEFAULT, NULL, read_cb, &bytes);
  while (bytes == NULL)
    g_main_context_iteration (NULL, TRUE);
  return bytes;
}

guint
test_table_get_status (SoupSession *session,
            const char  *method,
            const char  *url,
            const char  *host,
            char       **body)
{
  g_autoptr(SoupMessage) msg = soup_message_new (method, url);
  g_autoptr(GBytes) bytes = NULL;

  g_assert_nonnull (msg);
  if (host != NULL)
    soup_message_headers_replace (soup_message_get_request_headers (msg), "Host", host);
  bytes = test_table_send_and_read (session, msg);
  if (body != NULL)
    *body = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  return soup_message_get_status (msg);
}


/* Ana, Ben and Cleo (red, blue, green); Ana most recently built a robot,
 * so she holds the Champion token (RB-S12); round 1's arrows go
 * counter-clockwise, the other rounds' clockwise (RB-R3). */
void
test_table_start_rumble (McSession *session)
{
  static const char * const names[] = { "Ana", "Ben", "Cleo" };
  g_autoptr(GError) error = NULL;
  RbAction action;

  rb_action_init_new_game (&action, G_N_ELEMENTS (names), TEST_TABLE_ANA);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    rb_action_set_player (&action, i, names[i], (int) i);
  rb_action_set_direction (&action, 1, RB_DIRECTION_COUNTER_CLOCKWISE);
  for (guint r = 2; r <= RB_ROUNDS; r++)
    rb_action_set_direction (&action, r, RB_DIRECTION_CLOCKWISE);
  g_assert_true (mc_session_start_rumble (session, &action, &error));
  g_assert_no_error (error);
}

void
test_table_rumble_apply (McSession *session,
                         const RbAction *action)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (mc_session_apply_rumble (session, action, &error));
  g_assert_no_error (error);
}

JsonNode *
test_table_parse (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);
  return node;
}

/* The state an event carries; its line is the event's id. */
JsonNode *
test_table_event_state (const Event *event)
{
  g_autoptr(JsonNode) data = test_table_parse (event->data);
  JsonNode *state = json_object_get_member (json_node_get_object (data), "state");

  g_assert_cmpuint (json_object_get_int_member (json_node_get_object (data), "line"), ==, event->id);
  return json_node_copy (state);
}

/* A whole number in @state by its path, "players.0.scrap" or
 * "battle.attack.attack"; fails the test when it is missing. */
gint64
test_table_state_int (JsonNode   *state,
                      const char *path)
{
  g_auto(GStrv) steps = g_strsplit (path, ".", -1);
  JsonNode *node = state;

  for (guint i = 0; steps[i] != NULL; i++)
    {
      if (g_ascii_isdigit (steps[i][0]))
        {
          g_assert_true (JSON_NODE_HOLDS_ARRAY (node));
          node = json_array_get_element (json_node_get_array (node), (guint) atoi (steps[i]));
        }
      else
        {
          g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
          node = json_object_get_member (json_node_get_object (node), steps[i]);
        }
      if (node == NULL)
        g_error ("%s: no “%s” in the state", path, steps[i]);
    }
  g_assert_true (JSON_NODE_HOLDS_VALUE (node));
  return json_node_get_int (node);
}

/* A 4-player Tiny Epic Mechs game, started. */
McSession *
test_table_started_session (void)
{
  McSession *session = mc_session_new ();
  TemAction action;
  g_autoptr(GError) error = NULL;

  test_new_game_action (&action, 4, 0);
  g_assert_true (mc_session_start (session, &action, &error));
  g_assert_no_error (error);
  return session;
}

/* A server sharing @session on 127.0.0.1, any free port, one address. */
McTableServer *
test_table_listening_server (McSession *session)
{
  McTableServer *server = mc_table_server_new ();
  g_autoptr(GError) error = NULL;

  mc_table_server_follow (server, session);
  g_assert_true (mc_table_server_listen (server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (mc_table_server_get_urls (server)[0], "http://127.0.0.1:"));
  g_assert_null (mc_table_server_get_urls (server)[1]);
  return server;
}

const char *
test_table_url_of (McTableServer *server)
{
  return mc_table_server_get_urls (server)[0];
}
