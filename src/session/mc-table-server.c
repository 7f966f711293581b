/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/random.h>

#include <glib/gi18n-lib.h>
#include <libsoup/soup.h>

#include "mc-table-public.h"
#include "mc-table-server.h"

/* One small HTTP server (libsoup 3) per shared game:
 *   GET /t/TOKEN/            the page, in the viewer's language
 *   GET /t/TOKEN/state.json  the state as `replay` prints it, less hidden parts
 *   GET /t/TOKEN/events      Server-Sent Events: a snapshot, then each change
 * Anything else is 404; a method other than GET or HEAD is 405; a Host
 * header naming another address is 421 (DNS rebinding). */

#define HISTORY_LENGTH 64            /* changes kept for a reconnecting phone */
#define HEARTBEAT_SECONDS 15
#define DEFAULT_HEADER_TIMEOUT_MS 10000
#define MAX_OPEN_REQUESTS (MC_TABLE_SERVER_MAX_VIEWERS + 32)
#define MAX_PATH_BYTES 256
#define PAGE_RESOURCE "/io/github/mechcompanion/MechCompanion/share/table.html"

typedef struct
{
  guint64 line;
  char   *state;                              /* the public state, JSON */
  char   *view;                               /* the arena's shape, JSON */
  char   *told[MC_TABLE_PUBLIC_N_LANGUAGES];  /* what happened, in words */
} Change;

typedef struct
{
  McTableServer     *self;
  SoupServerMessage *msg;
  guint              language;
  GSource           *watch;      /* the phone leaving, or talking out of turn */
} Viewer;

struct _McTableServer
{
  GObject     parent_instance;

  SoupServer *server;
  char        token[MC_TABLE_SERVER_TOKEN_LENGTH + 1];
  GPtrArray  *urls;            /* char *, NULL-terminated */
  GPtrArray  *hosts;           /* char *: Host header values accepted */
  GPtrArray  *viewers;         /* Viewer * */
  GHashTable *open_requests;   /* SoupServerMessage * → Pending *, owned */
  guint       header_timeout_ms;
  guint       heartbeat_seconds;
  guint       heartbeat_id;

  char       *words[MC_TABLE_PUBLIC_N_LANGUAGES];
  GQueue      history;         /* Change *, oldest first */

  McSession  *session;
  gulong      changed_id;
  guint64     line;
};

static void push_change (McTableServer *self,
                         Change        *change);

G_DEFINE_FINAL_TYPE (McTableServer, mc_table_server, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_N_VIEWERS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
change_free (Change *change)
{
  g_free (change->state);
  g_free (change->view);
  for (guint i = 0; i < MC_TABLE_PUBLIC_N_LANGUAGES; i++)
    g_free (change->told[i]);
  g_free (change);
}

/* 128 bits from the kernel's secure generator, never GLib's. */
static gboolean
make_token (char     token[MC_TABLE_SERVER_TOKEN_LENGTH + 1],
            GError **error)
{
  guint8 bytes[MC_TABLE_SERVER_TOKEN_LENGTH / 2];
  gsize got = 0;

  while (got < sizeof bytes)
    {
      ssize_t n = getrandom (bytes + got, sizeof bytes - got, 0);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          int saved_errno = errno;

          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                       _("No secure random numbers for the link: %s"), g_strerror (saved_errno));
          return FALSE;
        }
      got += (gsize) n;
    }
  for (guint i = 0; i < sizeof bytes; i++)
    g_snprintf (token + 2 * i, 3, "%02x", bytes[i]);
  token[MC_TABLE_SERVER_TOKEN_LENGTH] = '\0';
  explicit_bzero (bytes, sizeof bytes);
  return TRUE;
}

/* The same time whatever the guess: no timing tells how much was right. */
static gboolean
token_matches (const char *token,
               const char *candidate,
               gsize       candidate_length)
{
  volatile guint8 difference = 0;

  if (candidate_length != MC_TABLE_SERVER_TOKEN_LENGTH || token[0] == '\0')
    return FALSE;
  for (gsize i = 0; i < MC_TABLE_SERVER_TOKEN_LENGTH; i++)
    difference |= (guint8) (token[i] ^ candidate[i]);
  return difference == 0;
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
notify_viewers (McTableServer *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_VIEWERS]);
}

static void
send_text (SoupServerMessage *msg,
           const char        *text,
           gsize              length)
{
  SoupMessageBody *body = soup_server_message_get_response_body (msg);

  soup_message_body_append (body, SOUP_MEMORY_COPY, text, length);
  soup_server_message_unpause (msg);
}

static void
append_event (GString      *out,
              const Change *change,
              guint         language)
{
  g_string_append_printf (out, "id: %" G_GUINT64_FORMAT "\ndata: {\"line\":%" G_GUINT64_FORMAT
                          ",\"state\":%s,\"view\":%s,\"told\":",
                          change->line, change->line, change->state, change->view);
  if (change->told[language] != NULL)
    {
      JsonNode *told = json_node_init_string (json_node_alloc (), change->told[language]);
      g_autofree char *text = json_to_string (told, FALSE);

      json_node_unref (told);
      g_string_append (out, text);
    }
  else
    g_string_append (out, "null");
  g_string_append (out, "}\n\n");
}

static void
viewer_finished_cb (SoupServerMessage *msg,
                    McTableServer     *self)
{
  for (guint i = 0; i < self->viewers->len; i++)
    {
      Viewer *viewer = g_ptr_array_index (self->viewers, i);

      if (viewer->msg == msg)
        {
          g_signal_handlers_disconnect_by_data (msg, self);
          g_ptr_array_remove_index (self->viewers, i);
          notify_viewers (self);
          return;
        }
    }
}

static void
viewer_free (Viewer *viewer)
{
  if (viewer->watch != NULL)
    {
      g_source_destroy (viewer->watch);
      g_source_unref (viewer->watch);
    }
  g_free (viewer);
}

/* Ends a viewer's stream: the phone sees it close. */
static void
end_stream (McTableServer *self,
            Viewer        *viewer)
{
  g_signal_handlers_disconnect_by_data (viewer->msg, self);
  soup_message_body_complete (soup_server_message_get_response_body (viewer->msg));
  soup_server_message_unpause (viewer->msg);
}

static void
drop_viewers (McTableServer *self)
{
  g_autoptr(GPtrArray) viewers = g_steal_pointer (&self->viewers);

  self->viewers = g_ptr_array_new_with_free_func ((GDestroyNotify) viewer_free);
  for (guint i = 0; i < viewers->len; i++)
    end_stream (self, g_ptr_array_index (viewers, i));
  if (viewers->len > 0)
    notify_viewers (self);
}

/* A paused stream is not read: without this, a phone that left would be
 * noticed only when a write fails. An event stream's client has nothing
 * to send, so anything readable (its end included) ends it. */
static gboolean
viewer_readable_cb (GSocket      *socket,
                    GIOCondition  condition,
                    gpointer      data)
{
  Viewer *viewer = data;
  McTableServer *self = viewer->self;
  GSource *watch = g_steal_pointer (&viewer->watch);

  g_socket_shutdown (socket, TRUE, TRUE, NULL);
  end_stream (self, viewer);
  g_ptr_array_remove (self->viewers, viewer);
  notify_viewers (self);
  g_source_unref (watch);
  return G_SOURCE_REMOVE;
}

static gboolean
heartbeat_cb (gpointer data)
{
  McTableServer *self = data;

  /* A comment line: EventSource ignores it, proxies see traffic. */
  for (guint i = 0; i < self->viewers->len; i++)
    send_text (((Viewer *) g_ptr_array_index (self->viewers, i))->msg, ":\n\n", 3);
  return G_SOURCE_CONTINUE;
}

static void
set_plain (SoupServerMessage *msg,
           guint              status,
           const char        *reason)
{
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);

  soup_server_message_set_status (msg, status, reason);
  soup_server_message_set_response (msg, "text/plain; charset=utf-8", SOUP_MEMORY_STATIC, "", 0);
  soup_message_headers_replace (headers, "Cache-Control", "no-store");
  soup_message_headers_replace (headers, "Connection", "close");
}

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

static const Change *
current_change (McTableServer *self)
{
  return g_queue_peek_tail (&self->history);
}

static void
serve_page (McTableServer     *self,
            SoupServerMessage *msg,
            guint              language)
{
  g_autoptr(GBytes) page = g_resources_lookup_data (PAGE_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
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

static void
serve_state (McTableServer     *self,
             SoupServerMessage *msg)
{
  const Change *change = current_change (self);

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
serve_events (McTableServer     *self,
              SoupServerMessage *msg,
              guint              language)
{
  SoupMessageHeaders *request = soup_server_message_get_request_headers (msg);
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);
  const char *last_id = soup_message_headers_get_one (request, "Last-Event-ID");
  g_autoptr(GString) out = g_string_new ("retry: 2000\n\n");
  const Change *current = current_change (self);
  Viewer *viewer;
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
   * are still kept; else (or new) the whole state as it is now. */
  if (last_id != NULL && g_ascii_string_to_unsigned (last_id, 10, 0, G_MAXUINT64, &seen, NULL)
      && current != NULL && seen <= current->line)
    {
      const Change *oldest = g_queue_peek_head (&self->history);

      if (seen + 1 >= oldest->line)
        {
          for (GList *l = self->history.head; l != NULL; l = l->next)
            {
              const Change *change = l->data;

              if (change->line > seen)
                append_event (out, change, language);
            }
          caught_up = TRUE;
        }
    }
  if (!caught_up && current != NULL)
    append_event (out, current, language);

  viewer = g_new0 (Viewer, 1);
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
  send_text (msg, out->str, out->len);
  notify_viewers (self);
}

static gboolean
host_allowed (McTableServer     *self,
              SoupServerMessage *msg)
{
  const char *host = soup_message_headers_get_one (soup_server_message_get_request_headers (msg), "Host");

  if (host == NULL)
    return FALSE;
  for (guint i = 0; i < self->hosts->len; i++)
    if (g_ascii_strcasecmp (host, g_ptr_array_index (self->hosts, i)) == 0)
      return TRUE;
  return FALSE;
}

/* After the headers, before any body is read: refuse early what is never
 * served, so nobody can make the server read a large body. */
static void
early_cb (SoupServer        *server,
          SoupServerMessage *msg,
          const char        *path,
          GHashTable        *query,
          gpointer           data)
{
  McTableServer *self = data;
  const char *method = soup_server_message_get_method (msg);
  SoupMessageHeaders *request = soup_server_message_get_request_headers (msg);

  if (!host_allowed (self, msg))
    set_plain (msg, 421, "Misdirected Request");
  else if (method != SOUP_METHOD_GET && method != SOUP_METHOD_HEAD)
    {
      set_plain (msg, SOUP_STATUS_METHOD_NOT_ALLOWED, NULL);
      soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Allow", "GET, HEAD");
    }
  else if (soup_message_headers_get_encoding (request) != SOUP_ENCODING_NONE
           && soup_message_headers_get_encoding (request) != SOUP_ENCODING_CONTENT_LENGTH)
    set_plain (msg, SOUP_STATUS_BAD_REQUEST, NULL);
  else if (soup_message_headers_get_content_length (request) > 0)
    set_plain (msg, SOUP_STATUS_REQUEST_ENTITY_TOO_LARGE, NULL);
}

static void
handle_cb (SoupServer        *server,
           SoupServerMessage *msg,
           const char        *path,
           GHashTable        *query,
           gpointer           data)
{
  McTableServer *self = data;
  SoupMessageHeaders *request = soup_server_message_get_request_headers (msg);
  const char *rest;
  guint language;

  /* early_cb has answered already. */
  if (soup_server_message_get_status (msg) != 0)
    return;

  if (strlen (path) > MAX_PATH_BYTES || !g_str_has_prefix (path, "/t/"))
    {
      set_plain (msg, SOUP_STATUS_NOT_FOUND, NULL);
      return;
    }
  rest = path + 3;
  if (!token_matches (self->token, rest, strcspn (rest, "/")))
    {
      set_plain (msg, SOUP_STATUS_NOT_FOUND, NULL);
      return;
    }
  rest += MC_TABLE_SERVER_TOKEN_LENGTH;
  language = language_index (mc_table_public_pick_language (soup_message_headers_get_one (request,
                                                                                         "Accept-Language")));

  if (g_str_equal (rest, "") || g_str_equal (rest, "/"))
    serve_page (self, msg, language);
  else if (g_str_equal (rest, "/state.json"))
    serve_state (self, msg);
  else if (g_str_equal (rest, "/events"))
    serve_events (self, msg, language);
  else
    set_plain (msg, SOUP_STATUS_NOT_FOUND, NULL);
}

typedef struct
{
  McTableServer     *self;
  SoupServerMessage *msg;      /* not a reference: a weak pointer's */
  guint              deadline_id;
} Pending;

static void
msg_gone_cb (gpointer  data,
             GObject  *where)
{
  Pending *pending = data;

  pending->msg = NULL;
  g_hash_table_remove (pending->self->open_requests, where);
}

static void
pending_free (Pending *pending)
{
  g_clear_handle_id (&pending->deadline_id, g_source_remove);
  if (pending->msg != NULL)
    g_object_weak_unref (G_OBJECT (pending->msg), msg_gone_cb, pending);
  g_free (pending);
}

/* A client that never finishes its request headers: its connection is
 * closed when the time is up, and the main loop never waits for it. */
static gboolean
header_deadline_cb (gpointer data)
{
  Pending *pending = data;
  GSocket *socket = soup_server_message_get_socket (pending->msg);

  pending->deadline_id = 0;
  if (socket != NULL)
    g_socket_shutdown (socket, TRUE, TRUE, NULL);
  return G_SOURCE_REMOVE;
}

static void
request_started_cb (SoupServer        *server,
                    SoupServerMessage *msg,
                    McTableServer     *self)
{
  GSocket *socket = soup_server_message_get_socket (msg);
  Pending *pending;

  if (g_hash_table_size (self->open_requests) >= MAX_OPEN_REQUESTS)
    {
      /* Too many at once: this one is turned away unread. */
      if (socket != NULL)
        g_socket_shutdown (socket, TRUE, TRUE, NULL);
      return;
    }
  pending = g_new0 (Pending, 1);
  pending->self = self;
  pending->msg = msg;
  pending->deadline_id = g_timeout_add (self->header_timeout_ms, header_deadline_cb, pending);
  /* However the message ends, its entry goes with it. */
  g_object_weak_ref (G_OBJECT (msg), msg_gone_cb, pending);
  g_hash_table_insert (self->open_requests, msg, pending);
}

static void
request_read_cb (SoupServer        *server,
                 SoupServerMessage *msg,
                 McTableServer     *self)
{
  Pending *pending = g_hash_table_lookup (self->open_requests, msg);

  /* The headers are in: no deadline any more, but still counted open. */
  if (pending != NULL)
    g_clear_handle_id (&pending->deadline_id, g_source_remove);
}

static void
request_done_cb (SoupServer        *server,
                 SoupServerMessage *msg,
                 McTableServer     *self)
{
  g_hash_table_remove (self->open_requests, msg);
}

static void
session_changed_cb (McSession       *session,
                    McSessionChange  change,
                    const char      *description,
                    McTableServer   *self)
{
  guint64 line = self->line;

  if (!mc_session_has_game (session))
    return;
  switch (change)
    {
    case MC_SESSION_CHANGE_STARTED:
      line = 1;
      break;
    case MC_SESSION_CHANGE_APPLIED:
    case MC_SESSION_CHANGE_UNDONE:
    case MC_SESSION_CHANGE_REDONE:
      line++;
      break;
    case MC_SESSION_CHANGE_RELABELLED:
    default:
      break;
    }
  mc_table_server_publish_session (self, session, change != MC_SESSION_CHANGE_RELABELLED, line);
}

static void
clear_server (McTableServer *self)
{
  drop_viewers (self);
  g_clear_handle_id (&self->heartbeat_id, g_source_remove);
  if (self->server != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->server, self);
      soup_server_disconnect (self->server);
      g_clear_object (&self->server);
    }
  g_hash_table_remove_all (self->open_requests);
  g_ptr_array_set_size (self->urls, 0);
  g_ptr_array_add (self->urls, NULL);
  g_ptr_array_set_size (self->hosts, 0);
}

static void
mc_table_server_dispose (GObject *object)
{
  McTableServer *self = MC_TABLE_SERVER (object);

  clear_server (self);
  if (self->session != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->session);
      g_clear_object (&self->session);
    }
  G_OBJECT_CLASS (mc_table_server_parent_class)->dispose (object);
}

static void
mc_table_server_finalize (GObject *object)
{
  McTableServer *self = MC_TABLE_SERVER (object);

  g_ptr_array_unref (self->urls);
  g_ptr_array_unref (self->hosts);
  g_ptr_array_unref (self->viewers);
  g_hash_table_unref (self->open_requests);
  g_queue_clear_full (&self->history, (GDestroyNotify) change_free);
  for (guint i = 0; i < MC_TABLE_PUBLIC_N_LANGUAGES; i++)
    g_free (self->words[i]);
  explicit_bzero (self->token, sizeof self->token);
  G_OBJECT_CLASS (mc_table_server_parent_class)->finalize (object);
}

static void
mc_table_server_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  McTableServer *self = MC_TABLE_SERVER (object);

  switch (prop_id)
    {
    case PROP_N_VIEWERS:
      g_value_set_uint (value, self->viewers->len);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mc_table_server_class_init (McTableServerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mc_table_server_dispose;
  object_class->finalize = mc_table_server_finalize;
  object_class->get_property = mc_table_server_get_property;

  /**
   * McTableServer:n-viewers:
   *
   * How many phones are watching now.
   */
  properties[PROP_N_VIEWERS] = g_param_spec_uint ("n-viewers", NULL, NULL, 0, G_MAXUINT, 0,
                                                  G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                  | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
mc_table_server_init (McTableServer *self)
{
  const char * const *languages = mc_table_public_get_languages ();

  self->urls = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->urls, NULL);
  self->hosts = g_ptr_array_new_with_free_func (g_free);
  self->viewers = g_ptr_array_new_with_free_func ((GDestroyNotify) viewer_free);
  self->open_requests = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) pending_free);
  self->header_timeout_ms = DEFAULT_HEADER_TIMEOUT_MS;
  self->heartbeat_seconds = HEARTBEAT_SECONDS;
  g_queue_init (&self->history);
  for (guint i = 0; languages[i] != NULL; i++)
    self->words[i] = mc_table_public_dup_words (languages[i]);
}

McTableServer *
mc_table_server_new (void)
{
  return g_object_new (MC_TYPE_TABLE_SERVER, NULL);
}

/**
 * mc_table_server_dup_local_addresses:
 *
 * Returns: (transfer full): the addresses of this computer on its local
 *   networks, as text: IPv4 first, then IPv6 other than link-local; no
 *   loopback
 */
GPtrArray *
mc_table_server_dup_local_addresses (void)
{
  GPtrArray *v4 = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) v6 = g_ptr_array_new_with_free_func (g_free);
  struct ifaddrs *all = NULL;

  if (getifaddrs (&all) != 0)
    return v4;
  for (struct ifaddrs *i = all; i != NULL; i = i->ifa_next)
    {
      g_autoptr(GSocketAddress) socket_address = NULL;
      GInetAddress *address;
      gsize length;

      if (i->ifa_addr == NULL || !(i->ifa_flags & IFF_UP) || (i->ifa_flags & IFF_LOOPBACK))
        continue;
      if (i->ifa_addr->sa_family == AF_INET)
        length = sizeof (struct sockaddr_in);
      else if (i->ifa_addr->sa_family == AF_INET6)
        length = sizeof (struct sockaddr_in6);
      else
        continue;
      socket_address = g_socket_address_new_from_native (i->ifa_addr, length);
      if (socket_address == NULL)
        continue;
      address = g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (socket_address));
      if (g_inet_address_get_is_loopback (address) || g_inet_address_get_is_link_local (address)
          || g_inet_address_get_is_multicast (address))
        continue;
      g_ptr_array_add (g_inet_address_get_family (address) == G_SOCKET_FAMILY_IPV4 ? v4 : v6,
                       g_inet_address_to_string (address));
    }
  freeifaddrs (all);
  for (guint i = 0; i < v6->len; i++)
    g_ptr_array_add (v4, g_strdup (g_ptr_array_index (v6, i)));
  return v4;
}

static char *
format_host (GInetSocketAddress *address)
{
  GInetAddress *inet = g_inet_socket_address_get_address (address);
  g_autofree char *text = g_inet_address_to_string (inet);
  guint port = g_inet_socket_address_get_port (address);

  if (g_inet_address_get_family (inet) == G_SOCKET_FAMILY_IPV6)
    return g_strdup_printf ("[%s]:%u", text, port);
  return g_strdup_printf ("%s:%u", text, port);
}

static gboolean
listen_on (McTableServer *self,
           const char    *text,
           guint         *port,
           GError       **error)
{
  g_autoptr(GInetAddress) address = g_inet_address_new_from_string (text);
  g_autoptr(GSocketAddress) socket_address = NULL;
  GSList *listeners;

  if (address == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("“%s” is not an address this computer can share the table on."), text);
      return FALSE;
    }
  socket_address = g_inet_socket_address_new (address, *port);
  if (!soup_server_listen (self->server, socket_address, 0, error))
    return FALSE;

  /* The listener just added is the list's first. */
  listeners = soup_server_get_listeners (self->server);
  for (GSList *l = listeners; l != NULL; l = l->next)
    {
      g_autoptr(GSocketAddress) local = g_socket_get_local_address (l->data, NULL);
      g_autofree char *host = NULL;
      gboolean known = FALSE;

      if (local == NULL || !G_IS_INET_SOCKET_ADDRESS (local))
        continue;
      host = format_host (G_INET_SOCKET_ADDRESS (local));
      for (guint i = 0; i < self->hosts->len && !known; i++)
        known = g_str_equal (g_ptr_array_index (self->hosts, i), host);
      if (known)
        continue;
      *port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (local));
      g_ptr_array_add (self->hosts, g_steal_pointer (&host));
    }
  g_slist_free (listeners);
  return TRUE;
}

static void
rebuild_urls (McTableServer *self)
{
  g_ptr_array_set_size (self->urls, 0);
  for (guint i = 0; i < self->hosts->len; i++)
    g_ptr_array_add (self->urls, g_strdup_printf ("http://%s/t/%s/", (char *) g_ptr_array_index (self->hosts, i),
                                                  self->token));
  g_ptr_array_add (self->urls, NULL);
}

/**
 * mc_table_server_listen:
 * @address: (nullable): the address to listen on; %NULL for every address
 *   of the local networks
 * @port: the port, 0 for any free one
 *
 * Starts sharing, with a new link. Stops any earlier share first.
 */
gboolean
mc_table_server_listen (McTableServer *self,
                        const char    *address,
                        guint          port,
                        GError       **error)
{
  g_autoptr(GPtrArray) addresses = NULL;
  g_autoptr(GError) first_error = NULL;

  g_return_val_if_fail (MC_IS_TABLE_SERVER (self), FALSE);

  clear_server (self);
  if (port > 65535)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("%u is not a port: ports go from 1 to 65535."),
                   port);
      return FALSE;
    }
  if (!make_token (self->token, error))
    return FALSE;

  if (address != NULL)
    {
      addresses = g_ptr_array_new_with_free_func (g_free);
      g_ptr_array_add (addresses, g_strdup (address));
    }
  else
    addresses = mc_table_server_dup_local_addresses ();
  if (addresses->len == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NETWORK_UNREACHABLE,
                   _("This computer is on no local network: connect it to the same Wi-Fi as the phones."));
      return FALSE;
    }

  self->server = soup_server_new ("server-header", NULL, NULL);
  g_signal_connect (self->server, "request-started", G_CALLBACK (request_started_cb), self);
  g_signal_connect (self->server, "request-read", G_CALLBACK (request_read_cb), self);
  g_signal_connect (self->server, "request-finished", G_CALLBACK (request_done_cb), self);
  g_signal_connect (self->server, "request-aborted", G_CALLBACK (request_done_cb), self);
  soup_server_add_early_handler (self->server, NULL, early_cb, self, NULL);
  soup_server_add_handler (self->server, NULL, handle_cb, self, NULL);

  /* One port for all the addresses when it is free on each; the port
   * asked for, or none. */
  for (guint i = 0, shared = port; i < addresses->len; i++)
    {
      g_autoptr(GError) local_error = NULL;
      const char *text = g_ptr_array_index (addresses, i);
      guint chosen = shared;
      gboolean listening = listen_on (self, text, &chosen, &local_error);

      if (!listening && port == 0 && shared != 0)
        {
          g_clear_error (&local_error);
          chosen = 0;
          listening = listen_on (self, text, &chosen, &local_error);
        }
      if (!listening)
        {
          if (first_error == NULL)
            first_error = g_steal_pointer (&local_error);
          continue;
        }
      shared = chosen;
    }
  if (self->hosts->len == 0)
    {
      clear_server (self);
      g_propagate_prefixed_error (error, g_steal_pointer (&first_error), _("The table cannot be shared: "));
      return FALSE;
    }
  rebuild_urls (self);
  if (self->heartbeat_seconds > 0)
    self->heartbeat_id = g_timeout_add_seconds (self->heartbeat_seconds, heartbeat_cb, self);
  return TRUE;
}

/**
 * mc_table_server_stop:
 *
 * Stops sharing: every connection is closed.
 */
void
mc_table_server_stop (McTableServer *self)
{
  g_return_if_fail (MC_IS_TABLE_SERVER (self));

  clear_server (self);
}

gboolean
mc_table_server_is_listening (McTableServer *self)
{
  g_return_val_if_fail (MC_IS_TABLE_SERVER (self), FALSE);

  return self->server != NULL;
}

/**
 * mc_table_server_get_urls:
 *
 * Returns: (transfer none): the page's address on each network, the
 *   first the one to show; empty when not sharing
 */
const char * const *
mc_table_server_get_urls (McTableServer *self)
{
  g_return_val_if_fail (MC_IS_TABLE_SERVER (self), NULL);

  return (const char * const *) self->urls->pdata;
}

const char *
mc_table_server_get_token (McTableServer *self)
{
  g_return_val_if_fail (MC_IS_TABLE_SERVER (self), NULL);

  return self->token;
}

/**
 * mc_table_server_new_link:
 *
 * A new token: the old link stops working and every phone watching is
 * dropped.
 */
void
mc_table_server_new_link (McTableServer *self)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (MC_IS_TABLE_SERVER (self));

  drop_viewers (self);
  if (!make_token (self->token, &error))
    {
      /* No secure token: no link at all rather than a guessable one. */
      g_warning ("%s", error->message);
      clear_server (self);
      return;
    }
  rebuild_urls (self);
}

guint
mc_table_server_get_n_viewers (McTableServer *self)
{
  g_return_val_if_fail (MC_IS_TABLE_SERVER (self), 0);

  return self->viewers->len;
}

/* How long a client may take to send its request headers (tests shorten
 * it). */
void
mc_table_server_set_header_timeout (McTableServer *self,
                                    guint          milliseconds)
{
  g_return_if_fail (MC_IS_TABLE_SERVER (self));
  g_return_if_fail (milliseconds > 0);

  self->header_timeout_ms = milliseconds;
}

/* How often a comment keeps the streams alive, from the next share on;
 * 0 for never (tests that must see what happens without it). */
void
mc_table_server_set_heartbeat (McTableServer *self,
                               guint          seconds)
{
  g_return_if_fail (MC_IS_TABLE_SERVER (self));

  self->heartbeat_seconds = seconds;
}

static guint64
count_lines (const char *path)
{
  g_autofree char *data = NULL;
  gsize length = 0;
  guint64 lines = 0;

  if (path == NULL || !g_file_get_contents (path, &data, &length, NULL))
    return 0;
  for (gsize i = 0; i < length; i++)
    lines += data[i] == '\n';
  return lines;
}

/**
 * mc_table_server_follow:
 * @session: (nullable): the game to share
 *
 * Publishes @session's game now and after each McSession::changed, each
 * change numbered with its line in the game's file.
 */
void
mc_table_server_follow (McTableServer *self,
                        McSession     *session)
{
  g_return_if_fail (MC_IS_TABLE_SERVER (self));

  if (self->session != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->session);
      g_clear_object (&self->session);
    }
  if (session == NULL)
    return;
  self->session = g_object_ref (session);
  self->changed_id = g_signal_connect (session, "changed", G_CALLBACK (session_changed_cb), self);
  if (mc_session_has_game (session))
    {
      guint64 lines = count_lines (mc_session_get_path (session));

      /* No file (nothing saved): the header and one line per action. */
      if (lines == 0)
        lines = 1 + mc_session_get_n_actions (session);
      mc_table_server_publish_session (self, session, FALSE, lines);
    }
}

/**
 * mc_table_server_publish:
 * @events: (nullable): what the change caused, told on the page
 * @line: the change's line in the game's file: the event's id
 *
 * Sends @game's public state to every phone watching, and keeps it for
 * the next ones.
 */
void
mc_table_server_publish (McTableServer   *self,
                         const TemGame   *game,
                         const TemEvents *events,
                         guint64          line)
{
  const char * const *languages = mc_table_public_get_languages ();
  Change *change;

  g_return_if_fail (MC_IS_TABLE_SERVER (self));
  g_return_if_fail (game != NULL);

  change = g_new0 (Change, 1);
  change->line = line;
  change->state = mc_table_public_state_to_text (game);
  change->view = mc_table_public_dup_view (game);
  for (guint i = 0; languages[i] != NULL; i++)
    change->told[i] = mc_table_public_tell (game, events, languages[i]);
  push_change (self, change);
}

/**
 * mc_table_server_publish_rumble:
 * @line: the change's line in the game's file: the event's id
 *
 * As mc_table_server_publish(), for a Rumblebots game: its own numbers,
 * no arena.
 */
void
mc_table_server_publish_rumble (McTableServer *self,
                                const RbGame  *game,
                                guint64        line)
{
  Change *change;

  g_return_if_fail (MC_IS_TABLE_SERVER (self));
  g_return_if_fail (game != NULL);

  change = g_new0 (Change, 1);
  change->line = line;
  change->state = mc_table_public_rumble_state_to_text (game);
  change->view = g_strdup ("null");
  push_change (self, change);
}

/**
 * mc_table_server_publish_session:
 * @with_events: whether to tell what the last action caused
 *
 * Publishes @session's game, whichever game it is.
 */
void
mc_table_server_publish_session (McTableServer *self,
                                 McSession     *session,
                                 gboolean       with_events,
                                 guint64        line)
{
  g_return_if_fail (MC_IS_TABLE_SERVER (self));
  g_return_if_fail (MC_IS_SESSION (session));

  if (mc_session_get_game_kind (session) == MC_GAME_RUMBLEBOTS)
    mc_table_server_publish_rumble (self, mc_session_get_rumble_game (session), line);
  else
    mc_table_server_publish (self, mc_session_get_game (session),
                             with_events ? mc_session_get_last_events (session) : NULL, line);
}

static void
push_change (McTableServer *self,
             Change        *change)
{
  guint64 line = change->line;

  /* After an undo to an earlier line, the kept changes past it are gone. */
  while (!g_queue_is_empty (&self->history) && ((Change *) g_queue_peek_tail (&self->history))->line >= line)
    change_free (g_queue_pop_tail (&self->history));
  g_queue_push_tail (&self->history, change);
  while (g_queue_get_length (&self->history) > HISTORY_LENGTH)
    change_free (g_queue_pop_head (&self->history));
  self->line = line;

  for (guint i = 0; i < self->viewers->len; i++)
    {
      Viewer *viewer = g_ptr_array_index (self->viewers, i);
      g_autoptr(GString) out = g_string_new (NULL);

      append_event (out, change, viewer->language);
      send_text (viewer->msg, out->str, out->len);
    }
}

guint64
mc_table_server_get_line (McTableServer *self)
{
  g_return_val_if_fail (MC_IS_TABLE_SERVER (self), 0);

  return self->line;
}

/**
 * mc_table_server_dup_state_text:
 *
 * Returns: (nullable): the state as state.json gives it
 */
char *
mc_table_server_dup_state_text (McTableServer *self)
{
  const Change *change;

  g_return_val_if_fail (MC_IS_TABLE_SERVER (self), NULL);

  change = current_change (self);
  return change != NULL ? g_strdup (change->state) : NULL;
}
