/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MC_TYPE_STATS_BAR_CHART (mc_stats_bar_chart_get_type ())
G_DECLARE_FINAL_TYPE (McStatsBarChart, mc_stats_bar_chart, MC, STATS_BAR_CHART, GtkWidget)

GtkWidget  *mc_stats_bar_chart_new       (const char      *title);
void        mc_stats_bar_chart_clear     (McStatsBarChart *self);
void        mc_stats_bar_chart_add       (McStatsBarChart *self,
                                          const char      *label,
                                          double           value,
                                          const char      *value_text);
void        mc_stats_bar_chart_set_max   (McStatsBarChart *self,
                                          double           max);
guint       mc_stats_bar_chart_get_n_bars (McStatsBarChart *self);
const char *mc_stats_bar_chart_get_text  (McStatsBarChart *self);

G_END_DECLS
