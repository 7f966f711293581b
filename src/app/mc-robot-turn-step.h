/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "session/mc-session.h"

#include "mc-arena-view.h"
#include "mc-turn-step.h"

G_BEGIN_DECLS

#define MC_TYPE_ROBOT_TURN_STEP (mc_robot_turn_step_get_type ())
G_DECLARE_FINAL_TYPE (McRobotTurnStep, mc_robot_turn_step, MC, ROBOT_TURN_STEP, GtkWidget)

GtkWidget *mc_robot_turn_step_new       (void);
void       mc_robot_turn_step_set_arena (McRobotTurnStep *self,
                                         McArenaView     *arena);
char      *mc_robot_turn_step_dup_table_instruction (McSession *session);
gboolean   mc_robot_turn_step_is_settled (McRobotTurnStep *self);

G_END_DECLS
