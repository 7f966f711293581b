/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "mc-table-route.h"
#include "mc-table-server-private.h"

/* What each request gets:
 *   GET /t/TOKEN/            the page, in the viewer's language
 *   GET /t/TOKEN/state.json  the state as `replay` prints it, less hidden parts
 *   GET /t/TOKEN/events      Server-Sent Events: a snapshot, then each change
 *   GET /t/OTHER/, GET /     a short page: this link leads to no table now
 * Anything else is 404; a method other than GET or HEAD is 405; a Host
 * header naming another address, two of them, or a target on another
 * host is 421 (DNS rebinding); a request with a body is cut unread. */


static void
set_common_headers (SoupServerMessage *msg)
{
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);

  soup_message_headers_replace (headers, "Cache-Control", "no-store");
  /* One request per connection: no idle connection is left open for
   * anyone to hold (a phone asks twice: for the page, for its events). */
  soup_message_headers_replace (headers, "Connection", "close");
  soup_message_headers_replace (headers, "X-Content-Type-Options", "nosniff");
  soup_message_headers_replace (headers, "Referrer-Policy", "no-referrer");
  soup_message_headers_replace (headers, "Content-Security-Policy",
                                "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
                                "connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; "
                                "frame-ancestors 'none'");
}

/* Errors carry the same headers as pages: nothing sniffed, nothing run. */
static void
set_plain (SoupServerMessage *msg,
           guint              status,
           const char        *reason)
{
  set_common_headers (msg);
  soup_server_message_set_status (msg, status, reason);
  soup_server_message_set_response (msg, "text/plain; charset=utf-8", SOUP_MEMORY_STATIC, "", 0);
}

void
mc_table_request_send_text (SoupServerMessage *msg,
                            const char        *text,
                            gsize              length)
{
  SoupMessageBody *body = soup_server_message_get_response_body (msg);

  soup_message_body_append (body, SOUP_MEMORY_COPY, text, length);
  soup_server_message_unpause (msg);
}

static guint
language_index (const char *language)
{
  const char * const *languages = mc_table_public_get_languages ();

  for (guint i = 0; languages[i] != NULL; i++)
    if (g_str_equal (languages[i], language))
      return i;
  return 0;
}

static void
serve_page (McTableServer     *self,
            SoupServerMessage *msg,
            guint              language)
{
  g_autoptr(GBytes) page = g_resources_lookup_data (MC_TABLE_SERVER_PAGE_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autoptr(GString) text = NULL;
  g_autoptr(GString) words = NULL;

  if (page == NULL)
    {
      set_plain (msg, SOUP_STATUS_INTERNAL_SERVER_ERROR, NULL);
      return;
    }
  text = g_string_new_len (g_bytes_get_data (page, NULL), g_bytes_get_size (page));
  /* Inside a <script> element: no "</" may close it early. */
  words = g_string_new (self->words[language]);
  g_string_replace (words, "<", "\\u003c", 0);
  g_string_replace (text, "@LANG@", mc_table_public_get_languages ()[language], 0);
  g_string_replace (text, "@WORDS@", words->str, 1);
  set_common_headers (msg);
  soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
  soup_server_message_set_response (msg, "text/html; charset=utf-8", SOUP_MEMORY_COPY, text->str, text->len);
}

/* A link from an earlier share, or mistyped: the phone is told what to
 * do, in its language, rather than shown an empty error. */
static void
serve_ended (McTableServer     *self,
             SoupServerMessage *msg,
             guint              language)
{
  const char *page = self->ended_page[language];

  set_common_headers (msg);
  soup_server_message_set_status (msg, SOUP_STATUS_NOT_FOUND, NULL);
  soup_server_message_set_response (msg, "text/html; charset=utf-8", SOUP_MEMORY_COPY, page, strlen (page));
}

static void
serve_state (McTableServer     *self,
             SoupServerMessage *msg)
{
  const McTableChange *change = mc_table_server_current_change (self);

  if (change == NULL)
    {
      set_plain (msg, SOUP_STATUS_SERVICE_UNAVAILABLE, NULL);
      return;
    }
  set_common_headers (msg);
  soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
  soup_server_message_set_response (msg, "application/json", SOUP_MEMORY_COPY,
                                    change->state, strlen (change->state));
}

static void
viewer_finished_cb (SoupServerMessage *msg,
                    McTableServer     *self)
{
  for (guint i = 0; i < self->viewers->len; i++)
    {
      McTableViewer *viewer = g_ptr_array_index (self->viewers, i);

      if (viewer->msg == msg)
        {
          g_signal_handlers_disconnect_by_data (msg, self);
          g_ptr_array_remove_index (self->viewers, i);
          mc_table_server_notify_viewers (self);
          return;
        }
    }
}

/* A paused stream is not read: without this, a phone that left would be
 * noticed only when a write fails. An event stream's client has nothing
 * to send, so anything readable (its end included) ends it. */
static gboolean
viewer_readable_cb (GSocket      *socket,
                    GIOCondition  condition,
                    gpointer      data)
{
  McTableViewer *viewer = data;
  McTableServer *self = viewer->self;
  GSource *watch = g_steal_pointer (&viewer->watch);

  g_socket_shutdown (socket, TRUE, TRUE, NULL);
  mc_table_server_end_stream (self, viewer);
  g_ptr_array_remove (self->viewers, viewer);
  mc_table_server_notify_viewers (self);
  g_source_unref (watch);
  return G_SOURCE_REMOVE;
}

static void
serve_events (McTableServer     *self,
              SoupServerMessage *msg,
              guint              language)
{
  SoupMessageHeaders *request = soup_server_message_get_request_headers (msg);
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);
  g_autoptr(GString) out = g_string_new ("retry: 2000\n\n");
  const McTableChange *current = mc_table_server_current_change (self);
  McTableViewer *viewer;
  guint64 seen = 0;
  gboolean caught_up = FALSE;

  if (self->viewers->len >= MC_TABLE_SERVER_MAX_VIEWERS)
    {
      set_plain (msg, SOUP_STATUS_SERVICE_UNAVAILABLE, NULL);
      soup_message_headers_replace (headers, "Retry-After", "30");
      return;
    }

  set_common_headers (msg);
  soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
  soup_message_headers_set_content_type (headers, "text/event-stream", NULL);
  if (soup_server_message_get_method (msg) == SOUP_METHOD_HEAD)
    return;

  soup_message_headers_set_encoding (headers, SOUP_ENCODING_CHUNKED);
  soup_message_body_set_accumulate (soup_server_message_get_response_body (msg), FALSE);

  /* A phone coming back: the changes it missed, one event each, when they
   * are all still kept; otherwise the state now. */
  if (mc_table_route_parse_last_event_id (soup_message_headers_get_one (request, "Last-Event-ID"), &seen)
      && current != NULL && seen <= current->line)
    {
      const McTableChange *oldest = g_queue_peek_head (&self->history);

      if (seen + 1 >= oldest->line)
        {
          for (GList *l = self->history.head; l != NULL; l = l->next)
            {
              const McTableChange *change = l->data;

              if (change->line > seen)
                mc_table_server_append_event (out, change, language);
            }
          caught_up = TRUE;
        }
    }
  if (!caught_up && current != NULL)
    mc_table_server_append_event (out, current, language);

  viewer = g_new0 (McTableViewer, 1);
  viewer->self = self;
  viewer->msg = msg;
  viewer->language = language;
  if (soup_server_message_get_socket (msg) != NULL)
    {
      viewer->watch = g_socket_create_source (soup_server_message_get_socket (msg),
                                              G_IO_IN | G_IO_HUP | G_IO_ERR, NULL);
      g_source_set_callback (viewer->watch, (GSourceFunc) (void (*) (void)) viewer_readable_cb, viewer, NULL);
      g_source_attach (viewer->watch, NULL);
    }
  g_ptr_array_add (self->viewers, viewer);
  g_signal_connect (msg, "finished", G_CALLBACK (viewer_finished_cb), self);
  mc_table_request_send_text (msg, out->str, out->len);
  mc_table_server_notify_viewers (self);
}

static gboolean
host_allowed (McTableServer     *self,
              SoupServerMessage *msg)
{
  SoupMessageHeaders *request = soup_server_message_get_request_headers (msg);
  const char *host = soup_message_headers_get_list (request, "Host");
  GUri *uri = (GUri *) soup_server_message_get_uri (msg);

  return mc_table_route_host_allowed ((const char * const *) self->hosts->pdata, host,
                                      uri != NULL ? g_uri_get_host (uri) : NULL,
                                      uri != NULL ? g_uri_get_port (uri) : -1);
}

/* After the headers, before any body is read. A body is never wanted:
 * its connection is closed at once, unread, so nobody can make the
 * server take in a large one. The rest is refused with an answer. */
void
mc_table_request_early_cb (SoupServer        *server,
                           SoupServerMessage *msg,
                           const char        *path,
                           GHashTable        *query,
                           gpointer           data)
{
  McTableServer *self = data;
  const char *method = soup_server_message_get_method (msg);
  SoupMessageHeaders *request = soup_server_message_get_request_headers (msg);
  SoupEncoding encoding = soup_message_headers_get_encoding (request);

  if ((encoding != SOUP_ENCODING_NONE && encoding != SOUP_ENCODING_CONTENT_LENGTH)
      || (encoding == SOUP_ENCODING_CONTENT_LENGTH && soup_message_headers_get_content_length (request) > 0))
    {
      /* No status set: libsoup, reading on, finds the connection ended
       * and drops it. */
      mc_table_guard_cut_body (self, msg, "HTTP/1.1 413 Content Too Large\r\nConnection: close\r\nContent-Length: 0\r\n"
                               "X-Content-Type-Options: nosniff\r\nContent-Security-Policy: default-src 'none'\r\n\r\n");
    }
  else if (!host_allowed (self, msg))
    set_plain (msg, 421, "Misdirected Request");
  else if (method != SOUP_METHOD_GET && method != SOUP_METHOD_HEAD)
    {
      set_plain (msg, SOUP_STATUS_METHOD_NOT_ALLOWED, NULL);
      soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Allow", "GET, HEAD");
    }
}

void
mc_table_request_handle_cb (SoupServer        *server,
                            SoupServerMessage *msg,
                            const char        *path,
                            GHashTable        *query,
                            gpointer           data)
{
  McTableServer *self = data;
  SoupMessageHeaders *request = soup_server_message_get_request_headers (msg);
  McTableRoute route;
  guint language;

  /* The early handler has answered already, or cut the connection. */
  if (soup_server_message_get_status (msg) != 0)
    return;
  if (mc_table_guard_was_cut (self, msg))
    {
      set_plain (msg, SOUP_STATUS_REQUEST_ENTITY_TOO_LARGE, NULL);
      return;
    }

  route = mc_table_route_path (path, self->token);
  language = language_index (mc_table_public_pick_language (soup_message_headers_get_one (request,
                                                                                         "Accept-Language")));
  /* A valid link: no longer a stranger's connection. */
  if (route == MC_TABLE_ROUTE_PAGE || route == MC_TABLE_ROUTE_STATE || route == MC_TABLE_ROUTE_EVENTS)
    mc_table_guard_validated (self, msg);

  switch (route)
    {
    case MC_TABLE_ROUTE_PAGE:
      serve_page (self, msg, language);
      break;
    case MC_TABLE_ROUTE_STATE:
      serve_state (self, msg);
      break;
    case MC_TABLE_ROUTE_EVENTS:
      serve_events (self, msg, language);
      break;
    case MC_TABLE_ROUTE_ENDED:
      serve_ended (self, msg, language);
      break;
    case MC_TABLE_ROUTE_NOT_FOUND:
    default:
      set_plain (msg, SOUP_STATUS_NOT_FOUND, NULL);
      break;
    }
}
