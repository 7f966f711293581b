/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MC_TYPE_STATS_LINE_CHART (mc_stats_line_chart_get_type ())
G_DECLARE_FINAL_TYPE (McStatsLineChart, mc_stats_line_chart, MC, STATS_LINE_CHART, GtkWidget)

GtkWidget  *mc_stats_line_chart_new          (const char       *title,
                                              const char       *first_name,
                                              const char       *second_name);
void        mc_stats_line_chart_clear        (McStatsLineChart *self);
void        mc_stats_line_chart_add          (McStatsLineChart *self,
                                              const char       *label,
                                              int               first,
                                              int               second,
                                              gboolean          marked,
                                              const char       *text);
guint       mc_stats_line_chart_get_n_points (McStatsLineChart *self);
const char *mc_stats_line_chart_get_text     (McStatsLineChart *self);

G_END_DECLS
