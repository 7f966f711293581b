/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mc-turn-step.h"

G_BEGIN_DECLS

#define MC_TYPE_PLAYER_TURN_STEP (mc_player_turn_step_get_type ())
G_DECLARE_FINAL_TYPE (McPlayerTurnStep, mc_player_turn_step, MC, PLAYER_TURN_STEP, GtkWidget)

GtkWidget *mc_player_turn_step_new                (void);
gboolean   mc_player_turn_step_get_end_turn_leads (McPlayerTurnStep *self);

G_END_DECLS
