/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What the shared table's server reads of a request, as plain functions
 * of text (no sockets, no libsoup): the path and its token, the Host,
 * Last-Event-ID. tests/fuzz/fuzz-table-request.c feeds them anything. */

typedef enum
{
  MC_TABLE_ROUTE_NOT_FOUND,   /* not the table's at all */
  MC_TABLE_ROUTE_ENDED,       /* a table's page, with a link that is not (or no longer) valid */
  MC_TABLE_ROUTE_PAGE,
  MC_TABLE_ROUTE_STATE,
  MC_TABLE_ROUTE_EVENTS,
} McTableRoute;

#define MC_TABLE_ROUTE_MAX_PATH 256

gboolean     mc_table_route_token_matches      (const char         *token,
                                                const char         *candidate,
                                                gsize               candidate_length);
McTableRoute mc_table_route_path               (const char         *path,
                                                const char         *token);
gboolean     mc_table_route_host_allowed       (const char * const *hosts,
                                                const char         *host_header,
                                                const char         *target_host,
                                                int                 target_port);
gboolean     mc_table_route_parse_last_event_id (const char        *text,
                                                 guint64           *id);

G_END_DECLS
