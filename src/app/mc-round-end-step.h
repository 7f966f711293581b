/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mc-turn-step.h"

G_BEGIN_DECLS

#define MC_TYPE_ROUND_END_STEP (mc_round_end_step_get_type ())
G_DECLARE_FINAL_TYPE (McRoundEndStep, mc_round_end_step, MC, ROUND_END_STEP, GtkWidget)

GtkWidget *mc_round_end_step_new (void);

G_END_DECLS
