/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mc-turn-step.h"

G_BEGIN_DECLS

#define MC_TYPE_PROGRAM_STEP (mc_program_step_get_type ())
G_DECLARE_FINAL_TYPE (McProgramStep, mc_program_step, MC, PROGRAM_STEP, GtkWidget)

GtkWidget *mc_program_step_new (void);

G_END_DECLS
