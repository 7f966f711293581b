/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "mechs/tem-events.h"
#include "mechs/tem-game.h"
#include "mc-score-track.h"
#include "mc-session.h"

G_BEGIN_DECLS

/* The table on every phone: a read-only web page over the local network,
 * live through Server-Sent Events, behind a random link (issue 19). */

#define MC_TABLE_SERVER_MAX_VIEWERS 32
#define MC_TABLE_SERVER_TOKEN_LENGTH 32      /* hex digits: 128 bits */

#define MC_TYPE_TABLE_SERVER (mc_table_server_get_type ())
G_DECLARE_FINAL_TYPE (McTableServer, mc_table_server, MC, TABLE_SERVER, GObject)

McTableServer      *mc_table_server_new                (void);
gboolean            mc_table_server_listen             (McTableServer   *self,
                                                        const char      *address,
                                                        guint            port,
                                                        GError         **error);
void                mc_table_server_stop               (McTableServer   *self);
gboolean            mc_table_server_is_listening       (McTableServer   *self);
const char * const *mc_table_server_get_urls           (McTableServer   *self);
const char         *mc_table_server_get_token          (McTableServer   *self);
void                mc_table_server_new_link           (McTableServer   *self);
guint               mc_table_server_get_n_viewers      (McTableServer   *self);
void                mc_table_server_set_header_timeout (McTableServer   *self,
                                                        guint            milliseconds);
void                mc_table_server_set_heartbeat      (McTableServer   *self,
                                                        guint            seconds);
void                mc_table_server_follow             (McTableServer   *self,
                                                        McSession       *session);
void                mc_table_server_publish            (McTableServer      *self,
                                                        const TemGame      *game,
                                                        const TemEvents    *events,
                                                        const McScoreTrack *track,
                                                        guint64             line);
void                mc_table_server_publish_rumble     (McTableServer      *self,
                                                        const RbGame       *game,
                                                        const char * const *told,
                                                        const McScoreTrack *track,
                                                        guint64             line);
void                mc_table_server_get_chart          (McSession          *session,
                                                        McScoreTrack       *track);
void                mc_table_server_publish_session    (McTableServer   *self,
                                                        McSession       *session,
                                                        gboolean         with_events,
                                                        guint64          line);
guint64             mc_table_server_get_line           (McTableServer   *self);
void                mc_table_server_forget_changes     (McTableServer   *self);
char               *mc_table_server_dup_state_text     (McTableServer   *self);

G_END_DECLS
