/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "session/mc-score-track.h"

G_BEGIN_DECLS

#define MC_TYPE_SCORE_CHART (mc_score_chart_get_type ())
G_DECLARE_FINAL_TYPE (McScoreChart, mc_score_chart, MC, SCORE_CHART, GtkWidget)

GtkWidget          *mc_score_chart_new       (void);
void                mc_score_chart_set_track (McScoreChart       *self,
                                              const McScoreTrack *track);
const McScoreTrack *mc_score_chart_get_track (McScoreChart       *self);
const char         *mc_score_chart_get_text  (McScoreChart       *self);
void                mc_score_chart_draw      (const McScoreTrack *track,
                                              cairo_t            *cr,
                                              int                 width,
                                              int                 height,
                                              const GdkRGBA      *foreground);
gboolean            mc_score_chart_save      (McScoreChart       *self,
                                              const char         *path,
                                              GError            **error);

G_END_DECLS
