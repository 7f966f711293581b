/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Phones for the shared table's tests: a libsoup client reading the
 * Server-Sent Events, on the loopback address only. */
#include "config.h"

#include "test-table-util.h"

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

