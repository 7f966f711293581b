/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mc-rumble-clash-view.h"
#include "mc-rumble-phase-context.h"

G_BEGIN_DECLS

/* The phase panel's Battle Phase part (ui/mc-rumble-phase-battle.ui):
 * the first defender, the Challenger's cards revealed one by one (named,
 * so that what the app knows of a Bot is offered), surrender, the loop
 * rule, and the faction a new Champion names (RB-C1 to RB-C23). Its
 * buttons are the panel's rumble.* actions. */
#define MC_TYPE_RUMBLE_PHASE_BATTLE (mc_rumble_phase_battle_get_type ())
G_DECLARE_FINAL_TYPE (McRumblePhaseBattle, mc_rumble_phase_battle, MC, RUMBLE_PHASE_BATTLE, GtkWidget)

void               mc_rumble_phase_battle_set_context    (McRumblePhaseBattle  *self,
                                                          McRumblePhaseContext *ctx);
void               mc_rumble_phase_battle_clear          (McRumblePhaseBattle  *self);
void               mc_rumble_phase_battle_refresh        (McRumblePhaseBattle  *self,
                                                          const RbGame         *game,
                                                          GPtrArray            *reasons);
void               mc_rumble_phase_battle_activate       (McRumblePhaseBattle  *self,
                                                          McRumbleControl       control);
gboolean           mc_rumble_phase_battle_choose         (McRumblePhaseBattle  *self,
                                                          int                   bot);
McRumbleClashView *mc_rumble_phase_battle_get_clash_view (McRumblePhaseBattle  *self);
const char        *mc_rumble_phase_battle_get_clash      (McRumblePhaseBattle  *self);

G_END_DECLS
