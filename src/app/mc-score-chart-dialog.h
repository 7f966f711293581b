/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "session/mc-score-track.h"
#include "mc-score-chart.h"

G_BEGIN_DECLS

#define MC_TYPE_SCORE_CHART_DIALOG (mc_score_chart_dialog_get_type ())
G_DECLARE_FINAL_TYPE (McScoreChartDialog, mc_score_chart_dialog, MC, SCORE_CHART_DIALOG, AdwWindow)

McScoreChartDialog *mc_score_chart_dialog_new       (GtkWindow          *parent,
                                                     const McScoreTrack *track);
McScoreChart       *mc_score_chart_dialog_get_chart (McScoreChartDialog *self);

G_END_DECLS
