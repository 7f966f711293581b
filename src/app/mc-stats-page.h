/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "session/mc-game-stats.h"
#include "mc-stats-bar-chart.h"
#include "mc-stats-line-chart.h"

G_BEGIN_DECLS

#define MC_TYPE_STATS_PAGE (mc_stats_page_get_type ())
G_DECLARE_FINAL_TYPE (McStatsPage, mc_stats_page, MC, STATS_PAGE, GtkWidget)

void               mc_stats_page_refresh     (McStatsPage         *self,
                                              const char          *games_dir);
void               mc_stats_page_set_filter  (McStatsPage         *self,
                                              guint                game,
                                              guint                players,
                                              guint                period);
const McGameStats *mc_stats_page_get_stats   (McStatsPage         *self);
McStatsBarChart   *mc_stats_page_get_chart   (McStatsPage         *self,
                                              const char          *name);
McStatsLineChart  *mc_stats_page_get_solo_chart (McStatsPage      *self);
void               mc_stats_page_join_names  (McStatsPage         *self,
                                              const char          *name,
                                              const char          *same_as);
gboolean           mc_stats_page_export_csv  (McStatsPage         *self,
                                              const char          *path,
                                              GError             **error);

G_END_DECLS
