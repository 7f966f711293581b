/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mc-rumble-clash-view.h"
#include "mc-rumble-phase-context.h"

G_BEGIN_DECLS

/* The phase panel's Battle Phase part: the first defender, the
 * Challenger's cards revealed one by one (named, so that what the app
 * knows of a Bot is offered), surrender, the loop rule, and the faction
 * a new Champion names (RB-C1 to RB-C23). */
typedef struct
{
  McRumblePhaseContext *ctx;
  GtkWidget            *box;
  GtkLabel             *clash;
  McRumbleClashView    *clash_view;
  GtkWidget            *reveal_box;
  GtkWidget            *surrender_box;   /* apart from Reveal (RB-C16, RB-C19) */
  GtkWidget            *faction_box;
  GtkStringList        *reveal_names;   /* "Not named", then the revealer's Bots */
  int                   reveal_bots[RB_MAX_BOTS];
  guint                 n_reveal_bots;
  int                   shown_bot;      /* the Bot whose faction the form shows */
} McRumblePhaseBattle;

GtkWidget *mc_rumble_phase_battle_init     (McRumblePhaseBattle  *self,
                                            McRumblePhaseContext *ctx);
void       mc_rumble_phase_battle_clear    (McRumblePhaseBattle  *self);
void       mc_rumble_phase_battle_refresh  (McRumblePhaseBattle  *self,
                                            const RbGame         *game,
                                            GPtrArray            *reasons);
void       mc_rumble_phase_battle_activate (McRumblePhaseBattle  *self,
                                            McRumbleControl       control);
gboolean   mc_rumble_phase_battle_choose   (McRumblePhaseBattle  *self,
                                            int                   bot);
void       mc_rumble_phase_battle_finish   (McRumblePhaseBattle  *self);

G_END_DECLS
