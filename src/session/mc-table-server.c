/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/random.h>

#include <glib/gi18n-lib.h>

#include "mc-local-addresses.h"
#include "mc-session-track.h"
#include "mc-table-server-private.h"

/* One small HTTP server (libsoup 3) per shared game, run by the CLI's
 * `serve` in a process of its own (the app starts it: issue 23). This
 * file is the object and what it publishes; mc-table-request.c answers
 * requests, mc-table-guard.c keeps strangers' connections few and short. */

static void push_change (McTableServer *self,
                         McTableChange *change);

G_DEFINE_FINAL_TYPE (McTableServer, mc_table_server, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_N_VIEWERS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
change_free (McTableChange *change)
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

void
mc_table_server_notify_viewers (McTableServer *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_VIEWERS]);
}

void
mc_table_server_append_event (GString             *out,
                              const McTableChange *change,
                              guint                language)
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

void
mc_table_server_viewer_free (McTableViewer *viewer)
{
  if (viewer->watch != NULL)
    {
      g_source_destroy (viewer->watch);
      g_source_unref (viewer->watch);
    }
  g_free (viewer);
}

/* Ends a viewer's stream: the phone sees it close. */
void
mc_table_server_end_stream (McTableServer *self,
                            McTableViewer *viewer)
{
  g_signal_handlers_disconnect_by_data (viewer->msg, self);
  soup_message_body_complete (soup_server_message_get_response_body (viewer->msg));
  soup_server_message_unpause (viewer->msg);
}

static void
drop_viewers (McTableServer *self)
{
  g_autoptr(GPtrArray) viewers = g_steal_pointer (&self->viewers);

  self->viewers = g_ptr_array_new_with_free_func ((GDestroyNotify) mc_table_server_viewer_free);
  for (guint i = 0; i < viewers->len; i++)
    mc_table_server_end_stream (self, g_ptr_array_index (viewers, i));
  if (viewers->len > 0)
    mc_table_server_notify_viewers (self);
}

static gboolean
heartbeat_cb (gpointer data)
{
  McTableServer *self = data;

  /* A comment line: EventSource ignores it, proxies see traffic. */
  for (guint i = 0; i < self->viewers->len; i++)
    mc_table_request_send_text (((McTableViewer *) g_ptr_array_index (self->viewers, i))->msg, ":\n\n", 3);
  return G_SOURCE_CONTINUE;
}

const McTableChange *
mc_table_server_current_change (McTableServer *self)
{
  return g_queue_peek_tail (&self->history);
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
  g_hash_table_remove_all (self->pending);
  g_ptr_array_set_size (self->urls, 0);
  g_ptr_array_add (self->urls, NULL);
  g_ptr_array_set_size (self->hosts, 0);
  g_ptr_array_add (self->hosts, NULL);
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
  g_hash_table_unref (self->pending);
  g_hash_table_unref (self->per_address);
  g_queue_clear_full (&self->history, (GDestroyNotify) change_free);
  for (guint i = 0; i < MC_TABLE_PUBLIC_N_LANGUAGES; i++)
    {
      g_free (self->words[i]);
      g_free (self->ended_page[i]);
    }
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

/* The table page's style sheet (between its <style> tags), for the
 * short page of a link that leads nowhere: one look, light and dark. */
static char *
page_style (void)
{
  g_autoptr(GBytes) page = g_resources_lookup_data (MC_TABLE_SERVER_PAGE_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                                    NULL);
  gsize length = 0;
  const char *text = page != NULL ? g_bytes_get_data (page, &length) : NULL;
  g_autofree char *copy = text != NULL ? g_strndup (text, length) : NULL;
  const char *start = copy != NULL ? strstr (copy, "<style>") : NULL;
  const char *end = start != NULL ? strstr (start, "</style>") : NULL;

  if (end == NULL)
    return NULL;
  start += strlen ("<style>");
  return g_strndup (start, (gsize) (end - start));
}

static void
mc_table_server_init (McTableServer *self)
{
  g_autofree char *style = NULL;

  const char * const *languages = mc_table_public_get_languages ();

  self->urls = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->urls, NULL);
  self->hosts = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->hosts, NULL);
  self->viewers = g_ptr_array_new_with_free_func ((GDestroyNotify) mc_table_server_viewer_free);
  self->pending = g_hash_table_new_full (NULL, NULL, NULL, mc_table_guard_free_pending);
  self->per_address = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->header_timeout_ms = MC_TABLE_SERVER_HEADER_TIMEOUT_MS;
  self->heartbeat_seconds = MC_TABLE_SERVER_HEARTBEAT_SECONDS;
  g_queue_init (&self->history);
  style = page_style ();
  for (guint i = 0; languages[i] != NULL; i++)
    {
      self->words[i] = mc_table_public_dup_words (languages[i]);
      self->ended_page[i] = mc_table_public_dup_ended_page (languages[i], style);
    }
}

McTableServer *
mc_table_server_new (void)
{
  return g_object_new (MC_TYPE_TABLE_SERVER, NULL);
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
      for (guint i = 0; i + 1 < self->hosts->len && !known; i++)
        known = g_str_equal (g_ptr_array_index (self->hosts, i), host);
      if (known)
        continue;
      *port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (local));
      g_ptr_array_insert (self->hosts, (int) self->hosts->len - 1, g_steal_pointer (&host));
    }
  g_slist_free (listeners);
  return TRUE;
}

static void
rebuild_urls (McTableServer *self)
{
  g_ptr_array_set_size (self->urls, 0);
  for (guint i = 0; i + 1 < self->hosts->len; i++)
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
    addresses = mc_local_addresses_dup ();
  if (addresses->len == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NETWORK_UNREACHABLE,
                   _("This computer is on no local network: connect it to the same Wi-Fi as the phones."));
      return FALSE;
    }

  self->server = soup_server_new ("server-header", NULL, NULL);
  mc_table_guard_connect (self);
  soup_server_add_early_handler (self->server, NULL, mc_table_request_early_cb, self, NULL);
  soup_server_add_handler (self->server, NULL, mc_table_request_handle_cb, self, NULL);

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
  if (self->hosts->len <= 1)
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
 * @track: (nullable): how the game went: its chart, once the game is over
 * @line: the change's line in the game's file: the event's id
 *
 * Sends @game's public state to every phone watching, and keeps it for
 * the next ones.
 */
void
mc_table_server_publish (McTableServer      *self,
                         const TemGame      *game,
                         const TemEvents    *events,
                         const McScoreTrack *track,
                         guint64             line)
{
  const char * const *languages = mc_table_public_get_languages ();
  McTableChange *change;

  g_return_if_fail (MC_IS_TABLE_SERVER (self));
  g_return_if_fail (game != NULL);

  change = g_new0 (McTableChange, 1);
  change->line = line;
  change->state = mc_table_public_state_to_text (game, track);
  change->view = mc_table_public_dup_view (game);
  for (guint i = 0; languages[i] != NULL; i++)
    change->told[i] = mc_table_public_tell (game, events, languages[i]);
  push_change (self, change);
}

/**
 * mc_table_server_publish_rumble:
 * @told: (nullable) (array fixed-size=3): what the change was, in each of
 *   the page's languages (mc_table_public_get_languages()); each may be
 *   %NULL
 * @track: (nullable): how the game went: its chart, once the game is over
 * @line: the change's line in the game's file: the event's id
 *
 * As mc_table_server_publish(), for a Rumblebots game: its own numbers,
 * no arena.
 */
void
mc_table_server_publish_rumble (McTableServer      *self,
                                const RbGame       *game,
                                const char * const *told,
                                const McScoreTrack *track,
                                guint64             line)
{
  McTableChange *change;

  g_return_if_fail (MC_IS_TABLE_SERVER (self));
  g_return_if_fail (game != NULL);

  change = g_new0 (McTableChange, 1);
  change->line = line;
  change->state = mc_table_public_rumble_state_to_text (game, track);
  change->view = g_strdup ("null");
  for (guint i = 0; told != NULL && i < MC_TABLE_PUBLIC_N_LANGUAGES; i++)
    change->told[i] = g_strdup (told[i]);
  push_change (self, change);
}

/**
 * mc_table_server_get_chart:
 *
 * How @session's game went, for the phones' chart: an empty track (not
 * over) while the game goes on, so nothing of it is replayed or served.
 */
void
mc_table_server_get_chart (McSession    *session,
                           McScoreTrack *track)
{
  gboolean over = mc_session_get_game_kind (session) == MC_GAME_RUMBLEBOTS
                  ? mc_session_get_rumble_game (session)->over : mc_session_get_game (session)->over;

  memset (track, 0, sizeof *track);
  if (over)
    mc_session_get_score_track (session, track);
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
  McScoreTrack track;

  g_return_if_fail (MC_IS_TABLE_SERVER (self));
  g_return_if_fail (MC_IS_SESSION (session));

  /* Replayed only for a game that is over: the chart is for the end. */
  mc_table_server_get_chart (session, &track);
  if (mc_session_get_game_kind (session) == MC_GAME_RUMBLEBOTS)
    mc_table_server_publish_rumble (self, mc_session_get_rumble_game (session), NULL, &track, line);
  else
    mc_table_server_publish (self, mc_session_get_game (session),
                             with_events ? mc_session_get_last_events (session) : NULL, &track, line);
}

static void
push_change (McTableServer *self,
             McTableChange *change)
{
  guint64 line = change->line;

  /* After an undo to an earlier line, the kept changes past it are gone. */
  while (!g_queue_is_empty (&self->history) && ((McTableChange *) g_queue_peek_tail (&self->history))->line >= line)
    change_free (g_queue_pop_tail (&self->history));
  g_queue_push_tail (&self->history, change);
  while (g_queue_get_length (&self->history) > MC_TABLE_SERVER_HISTORY_LENGTH)
    change_free (g_queue_pop_head (&self->history));
  self->line = line;

  for (guint i = 0; i < self->viewers->len; i++)
    {
      McTableViewer *viewer = g_ptr_array_index (self->viewers, i);
      g_autoptr(GString) out = g_string_new (NULL);

      mc_table_server_append_event (out, change, viewer->language);
      mc_table_request_send_text (viewer->msg, out->str, out->len);
    }
}

/**
 * mc_table_server_forget_changes:
 *
 * Another game follows (published right after): a phone coming back is
 * never replayed the previous game's changes.
 */
void
mc_table_server_forget_changes (McTableServer *self)
{
  g_return_if_fail (MC_IS_TABLE_SERVER (self));

  while (!g_queue_is_empty (&self->history))
    change_free (g_queue_pop_head (&self->history));
  self->line = 0;
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
  const McTableChange *change;

  g_return_val_if_fail (MC_IS_TABLE_SERVER (self), NULL);

  change = mc_table_server_current_change (self);
  return change != NULL ? g_strdup (change->state) : NULL;
}
