/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mc-turn-step.h"

G_BEGIN_DECLS

#define MC_TYPE_RESULTS_STEP (mc_results_step_get_type ())
G_DECLARE_FINAL_TYPE (McResultsStep, mc_results_step, MC, RESULTS_STEP, GtkWidget)

GtkWidget *mc_results_step_new (void);

G_END_DECLS
