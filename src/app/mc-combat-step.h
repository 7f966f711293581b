/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "journal/mc-card-memory.h"
#include "mc-turn-step.h"

G_BEGIN_DECLS

#define MC_TYPE_COMBAT_STEP (mc_combat_step_get_type ())
G_DECLARE_FINAL_TYPE (McCombatStep, mc_combat_step, MC, COMBAT_STEP, GtkWidget)

GtkWidget *mc_combat_step_new              (void);
void       mc_combat_step_set_cards        (McCombatStep  *self,
                                            McCardMemory  *cards);
char      *mc_combat_step_describe_attack  (const TemGame *game,
                                            guint          card,
                                            gboolean       power,
                                            int            paid,
                                            guint          target_seat);
char      *mc_combat_step_describe_attack_result (const TemGame   *game,
                                                 const TemAction *action);

G_END_DECLS
