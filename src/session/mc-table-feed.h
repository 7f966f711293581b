/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mc-table-server.h"

G_BEGIN_DECLS

/* A game's file, followed line by line into a McTableServer: what the
 * CLI's `serve` (and so the app's Share) publishes. */

#define MC_TYPE_TABLE_FEED (mc_table_feed_get_type ())
G_DECLARE_FINAL_TYPE (McTableFeed, mc_table_feed, MC, TABLE_FEED, GObject)

McTableFeed *mc_table_feed_new      (McTableServer *server,
                                     const char    *path);
gboolean     mc_table_feed_read     (McTableFeed   *self,
                                     GError       **error);
guint64      mc_table_feed_get_line (McTableFeed   *self);
gboolean     mc_table_feed_switch   (McTableFeed   *self,
                                     const char    *path,
                                     GError       **error);

G_END_DECLS
