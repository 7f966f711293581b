/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <libsoup/soup.h>

#include "mc-table-public.h"
#include "mc-table-server.h"

G_BEGIN_DECLS

/* McTableServer's insides, shared by its files: the object and what it
 * publishes (mc-table-server.c), what a request gets (mc-table-request.c),
 * who may hold a connection and for how long (mc-table-guard.c). */

#define MC_TABLE_SERVER_HISTORY_LENGTH 64      /* changes kept for a reconnecting phone */
#define MC_TABLE_SERVER_HEARTBEAT_SECONDS 15
/* A phone sends its request as soon as it connects: a connection quiet
 * longer than this holds no valid link, and goes. */
#define MC_TABLE_SERVER_HEADER_TIMEOUT_MS 3000
#define MC_TABLE_SERVER_PAGE_RESOURCE "/io/github/mechcompanion/MechCompanion/share/table.html"

/* Connections not yet shown a valid link: at most this many from one
 * address, and this many in all, so that one device cannot keep the
 * others out. Phones watching are counted apart (MAX_VIEWERS). */
#define MC_TABLE_SERVER_MAX_PENDING_PER_ADDRESS 8
#define MC_TABLE_SERVER_MAX_PENDING 64

typedef struct
{
  guint64 line;
  char   *state;                              /* the public state, JSON */
  char   *view;                               /* the arena's shape, JSON */
  char   *told[MC_TABLE_PUBLIC_N_LANGUAGES];  /* what happened, in words */
} McTableChange;

typedef struct
{
  McTableServer     *self;
  SoupServerMessage *msg;
  guint              language;
  GSource           *watch;      /* the phone leaving, or talking out of turn */
} McTableViewer;

struct _McTableServer
{
  GObject     parent_instance;

  SoupServer *server;
  char        token[MC_TABLE_SERVER_TOKEN_LENGTH + 1];
  GPtrArray  *urls;            /* char *, NULL-terminated */
  GPtrArray  *hosts;           /* char *, NULL-terminated: Host values accepted */
  GPtrArray  *viewers;         /* McTableViewer * */
  GHashTable *pending;         /* SoupServerMessage * → Pending *, owned */
  GHashTable *per_address;     /* remote address text → pending count */
  guint       header_timeout_ms;
  guint       heartbeat_seconds;
  guint       heartbeat_id;

  char       *words[MC_TABLE_PUBLIC_N_LANGUAGES];
  char       *ended_page[MC_TABLE_PUBLIC_N_LANGUAGES];
  GQueue      history;         /* McTableChange *, oldest first */

  McSession  *session;
  gulong      changed_id;
  guint64     line;
};

/* mc-table-server.c */
void                 mc_table_server_notify_viewers (McTableServer *self);
const McTableChange *mc_table_server_current_change (McTableServer *self);
void                 mc_table_server_append_event   (GString             *out,
                                                     const McTableChange *change,
                                                     guint                language);
void                 mc_table_server_viewer_free    (McTableViewer *viewer);
void                 mc_table_server_end_stream     (McTableServer *self,
                                                     McTableViewer *viewer);

/* mc-table-request.c */
void                 mc_table_request_early_cb      (SoupServer        *server,
                                                     SoupServerMessage *msg,
                                                     const char        *path,
                                                     GHashTable        *query,
                                                     gpointer           data);
void                 mc_table_request_handle_cb     (SoupServer        *server,
                                                     SoupServerMessage *msg,
                                                     const char        *path,
                                                     GHashTable        *query,
                                                     gpointer           data);
void                 mc_table_request_send_text     (SoupServerMessage *msg,
                                                     const char        *text,
                                                     gsize              length);

/* mc-table-guard.c */
void                 mc_table_guard_connect         (McTableServer *self);
void                 mc_table_guard_validated       (McTableServer     *self,
                                                     SoupServerMessage *msg);
void                 mc_table_guard_cut             (SoupServerMessage *msg,
                                                     const char        *answer);
void                 mc_table_guard_cut_body        (McTableServer     *self,
                                                     SoupServerMessage *msg,
                                                     const char        *answer);
gboolean             mc_table_guard_was_cut         (McTableServer     *self,
                                                     SoupServerMessage *msg);
void                 mc_table_guard_free_pending    (gpointer data);

G_END_DECLS
