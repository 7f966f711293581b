/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "mc-table-server-private.h"

/* Who may hold a connection, and for how long. A connection that has not
 * shown a valid link is a stranger's: a few per address, a few more in
 * all, each cut when it stays quiet past the header time. Phones that
 * showed the link leave this count (the viewers have their own). So 64
 * idle sockets from one device leave the phones of the others served. */

typedef struct
{
  McTableServer     *self;
  SoupServerMessage *msg;      /* not a reference: a weak pointer's */
  char              *address;  /* the remote address, counted in per_address */
  guint              deadline_id;
  gboolean           cut;      /* its body refused */
} Pending;

static void
uncount (McTableServer *self,
         const char    *address)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (self->per_address, address));

  if (n <= 1)
    g_hash_table_remove (self->per_address, address);
  else
    g_hash_table_insert (self->per_address, g_strdup (address), GUINT_TO_POINTER (n - 1));
}

static void
msg_gone_cb (gpointer  data,
             GObject  *where)
{
  Pending *pending = data;

  pending->msg = NULL;
  g_hash_table_remove (pending->self->pending, where);
}

void
mc_table_guard_free_pending (gpointer data)
{
  Pending *pending = data;

  g_clear_handle_id (&pending->deadline_id, g_source_remove);
  if (pending->msg != NULL)
    g_object_weak_unref (G_OBJECT (pending->msg), msg_gone_cb, pending);
  uncount (pending->self, pending->address);
  g_free (pending->address);
  g_free (pending);
}

/**
 * mc_table_guard_cut:
 * @answer: (nullable): a whole HTTP answer to send first, short enough
 *   for the socket's buffer
 *
 * Closes @msg's connection now, without reading any more of it.
 */
void
mc_table_guard_cut (SoupServerMessage *msg,
                    const char        *answer)
{
  GSocket *socket = soup_server_message_get_socket (msg);

  if (socket == NULL)
    return;
  if (answer != NULL)
    g_socket_send (socket, answer, strlen (answer), NULL, NULL);
  g_socket_shutdown (socket, TRUE, TRUE, NULL);
}

/**
 * mc_table_guard_cut_body:
 *
 * A request with a body: its connection is closed before any of the body
 * is read, and it is never served.
 */
void
mc_table_guard_cut_body (McTableServer     *self,
                         SoupServerMessage *msg,
                         const char        *answer)
{
  Pending *pending = g_hash_table_lookup (self->pending, msg);
  g_autoptr(GIOStream) stream = NULL;
  GSocket *socket = soup_server_message_get_socket (msg);

  if (pending != NULL)
    pending->cut = TRUE;
  if (socket != NULL)
    g_socket_send (socket, answer, strlen (answer), NULL, NULL);
  /* Taken from libsoup, which would read on, and closed: the body left
   * unread makes the kernel reset the connection at once. */
  stream = soup_server_message_steal_connection (msg);
  if (stream != NULL)
    g_io_stream_close (stream, NULL, NULL);
}

gboolean
mc_table_guard_was_cut (McTableServer     *self,
                        SoupServerMessage *msg)
{
  Pending *pending = g_hash_table_lookup (self->pending, msg);

  /* Not counted: turned away at the door, never served either. */
  return pending == NULL || pending->cut;
}

/* A client that never finishes its request headers: its connection is
 * closed when the time is up, and the main loop never waits for it. */
static gboolean
header_deadline_cb (gpointer data)
{
  Pending *pending = data;

  pending->deadline_id = 0;
  if (pending->msg != NULL)
    mc_table_guard_cut (pending->msg, NULL);
  return G_SOURCE_REMOVE;
}

static void
request_started_cb (SoupServer        *server,
                    SoupServerMessage *msg,
                    McTableServer     *self)
{
  const char *remote = soup_server_message_get_remote_host (msg);
  g_autofree char *address = g_strdup (remote != NULL ? remote : "");
  guint from_there = GPOINTER_TO_UINT (g_hash_table_lookup (self->per_address, address));
  Pending *pending;

  if (from_there >= MC_TABLE_SERVER_MAX_PENDING_PER_ADDRESS
      || g_hash_table_size (self->pending) >= MC_TABLE_SERVER_MAX_PENDING)
    {
      /* Too many at once: this one is turned away unread. */
      mc_table_guard_cut (msg, NULL);
      return;
    }
  pending = g_new0 (Pending, 1);
  pending->self = self;
  pending->msg = msg;
  pending->address = g_strdup (address);
  pending->deadline_id = g_timeout_add (self->header_timeout_ms, header_deadline_cb, pending);
  g_hash_table_insert (self->per_address, g_steal_pointer (&address), GUINT_TO_POINTER (from_there + 1));
  /* However the message ends, its entry goes with it. */
  g_object_weak_ref (G_OBJECT (msg), msg_gone_cb, pending);
  g_hash_table_insert (self->pending, msg, pending);
}

static void
request_read_cb (SoupServer        *server,
                 SoupServerMessage *msg,
                 McTableServer     *self)
{
  Pending *pending = g_hash_table_lookup (self->pending, msg);

  /* The headers are in: no deadline any more, but still counted. */
  if (pending != NULL)
    g_clear_handle_id (&pending->deadline_id, g_source_remove);
}

static void
request_done_cb (SoupServer        *server,
                 SoupServerMessage *msg,
                 McTableServer     *self)
{
  g_hash_table_remove (self->pending, msg);
}

/**
 * mc_table_guard_validated:
 *
 * @msg showed the link: it is a phone's, no longer counted as a
 * stranger's connection.
 */
void
mc_table_guard_validated (McTableServer     *self,
                          SoupServerMessage *msg)
{
  g_hash_table_remove (self->pending, msg);
}

/* Watches every connection of the server. */
void
mc_table_guard_connect (McTableServer *self)
{
  g_signal_connect (self->server, "request-started", G_CALLBACK (request_started_cb), self);
  g_signal_connect (self->server, "request-read", G_CALLBACK (request_read_cb), self);
  g_signal_connect (self->server, "request-finished", G_CALLBACK (request_done_cb), self);
  g_signal_connect (self->server, "request-aborted", G_CALLBACK (request_done_cb), self);
}
