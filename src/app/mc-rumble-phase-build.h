/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mc-rumble-phase-context.h"

G_BEGIN_DECLS

/* The phase panel's Build Phase part: the Bot to build (picked by name
 * from the cards file, or typed), Recycle, Energize, Upgrade and the end
 * of the build turn (RB-B1 to RB-B24, RB-V3 to RB-V7). */
typedef struct
{
  McRumblePhaseContext *ctx;
  GtkWidget            *box;
  GtkLabel             *hand;
  GtkStringList        *known_names;    /* "A Bot not in the list", then the cards file's Bots */
  GtkStringList        *bot_names;      /* the Bots the builder may recycle */
  int                   bots[RB_MAX_BOTS];
  guint                 n_bots;
  guint                 scan_turn;      /* the build turn the Scan choice belongs to; 0: none */
} McRumblePhaseBuild;

GtkWidget *mc_rumble_phase_build_init     (McRumblePhaseBuild   *self,
                                           McRumblePhaseContext *ctx);
void       mc_rumble_phase_build_clear    (McRumblePhaseBuild   *self);
void       mc_rumble_phase_build_refresh  (McRumblePhaseBuild   *self,
                                           const RbGame         *game,
                                           GPtrArray            *reasons);
void       mc_rumble_phase_build_activate (McRumblePhaseBuild   *self,
                                           McRumbleControl       control);
gboolean   mc_rumble_phase_build_choose_bot (McRumblePhaseBuild *self,
                                             int                 bot);
gboolean   mc_rumble_phase_build_choose_known (McRumblePhaseBuild *self,
                                               const char         *name);
void       mc_rumble_phase_build_finish   (McRumblePhaseBuild   *self);

G_END_DECLS
