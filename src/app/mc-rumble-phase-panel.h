/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "journal/mc-card-memory.h"
#include "session/mc-session.h"

G_BEGIN_DECLS

/* The buttons and fields of the panel, for keyboard tests and the UI tests. */
typedef enum
{
  MC_RUMBLE_CONTROL_BUILD,
  MC_RUMBLE_CONTROL_UPGRADE,
  MC_RUMBLE_CONTROL_ENERGIZE,
  MC_RUMBLE_CONTROL_END_TURN,
  MC_RUMBLE_CONTROL_CARD_NAME,
  MC_RUMBLE_CONTROL_CARD_TIER,
  MC_RUMBLE_CONTROL_CARD_FACTION,
  MC_RUMBLE_CONTROL_CARD_COST,
  MC_RUMBLE_CONTROL_CARD_RECYCLE,
  MC_RUMBLE_CONTROL_RECYCLE,
  MC_RUMBLE_CONTROL_RECYCLE_BOT,
  MC_RUMBLE_CONTROL_RECYCLE_VALUE,
  MC_RUMBLE_CONTROL_REVEAL,
  MC_RUMBLE_CONTROL_REVEAL_ATTACK,
  MC_RUMBLE_CONTROL_REVEAL_DEFENSE,
  MC_RUMBLE_CONTROL_REVEAL_CRITS,
  MC_RUMBLE_CONTROL_REVEAL_BARRIERS,
  MC_RUMBLE_CONTROL_REVEAL_FACTION,
  MC_RUMBLE_CONTROL_SURRENDER,
  MC_RUMBLE_CONTROL_NAME_FACTION,
  MC_RUMBLE_CONTROL_FACTION,
  MC_RUMBLE_CONTROL_BUILD_FROM,
  MC_RUMBLE_CONTROL_ENERGIZE_FOR,
  MC_RUMBLE_CONTROL_ENERGIZE_CRYO,
  MC_RUMBLE_CONTROL_REVEAL_BOT,
  MC_RUMBLE_CONTROL_SURRENDER_LOOP,
  MC_RUMBLE_CONTROL_ABILITY,
  MC_RUMBLE_CONTROL_SHARE,
  MC_RUMBLE_CONTROL_CARD_KNOWN,
  MC_RUMBLE_N_CONTROLS
} McRumbleControl;

#define MC_TYPE_RUMBLE_PHASE_PANEL (mc_rumble_phase_panel_get_type ())
G_DECLARE_FINAL_TYPE (McRumblePhasePanel, mc_rumble_phase_panel, MC, RUMBLE_PHASE_PANEL, GtkWidget)

void        mc_rumble_phase_panel_set_session  (McRumblePhasePanel *self,
                                                McSession          *session);
GtkWidget  *mc_rumble_phase_panel_get_control  (McRumblePhasePanel *self,
                                                McRumbleControl     control);
const char *mc_rumble_phase_panel_get_heading  (McRumblePhasePanel *self);
const char *mc_rumble_phase_panel_get_detail   (McRumblePhasePanel *self);
const char *mc_rumble_phase_panel_get_clash    (McRumblePhasePanel *self);
const char *mc_rumble_phase_panel_get_reasons  (McRumblePhasePanel *self);
const char *mc_rumble_phase_panel_get_reason_rule (McRumblePhasePanel *self);
char      **mc_rumble_phase_panel_get_reason_rules (McRumblePhasePanel *self);
gboolean    mc_rumble_phase_panel_choose_bot   (McRumblePhasePanel *self,
                                                int                 bot);
gboolean    mc_rumble_phase_panel_choose_revealed (McRumblePhasePanel *self,
                                                   int                 bot);
void        mc_rumble_phase_panel_set_cards    (McRumblePhasePanel *self,
                                                McCardMemory       *cards);
GtkWidget  *mc_rumble_phase_panel_get_clash_view (McRumblePhasePanel *self);
gboolean    mc_rumble_phase_panel_choose_known (McRumblePhasePanel *self,
                                                const char         *name);
gboolean    mc_rumble_phase_panel_activate_primary (McRumblePhasePanel *self);

G_END_DECLS
