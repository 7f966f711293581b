/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mc-rumble-phase-context.h"

G_BEGIN_DECLS

/* The phase panel's Build Phase part (ui/mc-rumble-phase-build.ui): the
 * Bot to build (picked by name from the cards file, or typed), Recycle,
 * Energize, Upgrade and the end of the build turn (RB-B1 to RB-B24,
 * RB-V3 to RB-V7). Its buttons are the panel's rumble.* actions. */
#define MC_TYPE_RUMBLE_PHASE_BUILD (mc_rumble_phase_build_get_type ())
G_DECLARE_FINAL_TYPE (McRumblePhaseBuild, mc_rumble_phase_build, MC, RUMBLE_PHASE_BUILD, GtkWidget)

void       mc_rumble_phase_build_set_context  (McRumblePhaseBuild   *self,
                                               McRumblePhaseContext *ctx);
void       mc_rumble_phase_build_clear        (McRumblePhaseBuild   *self,
                                               int                   applied);
void       mc_rumble_phase_build_refresh      (McRumblePhaseBuild   *self,
                                               const RbGame         *game,
                                               GPtrArray            *reasons);
void       mc_rumble_phase_build_activate     (McRumblePhaseBuild   *self,
                                               McRumbleControl       control);
gboolean   mc_rumble_phase_build_choose_bot   (McRumblePhaseBuild   *self,
                                               int                   bot);
gboolean   mc_rumble_phase_build_choose_known (McRumblePhaseBuild   *self,
                                               const char           *name);

G_END_DECLS
