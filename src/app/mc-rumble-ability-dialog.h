/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "journal/mc-card-memory.h"
#include "session/mc-session.h"

G_BEGIN_DECLS

/* What a card's ability does to the table, in the order of the list. */
typedef enum
{
  MC_RUMBLE_ABILITY_ADJUST,             /* RB-K1, RB-K8 */
  MC_RUMBLE_ABILITY_CREATE_CRYSTALS,    /* RB-K14 */
  MC_RUMBLE_ABILITY_TRASH,              /* RB-K15 */
  MC_RUMBLE_ABILITY_TRANSFORM,          /* RB-K9 */
  MC_RUMBLE_ABILITY_USE_CONTRAPTION,    /* RB-C20, RB-K11 */
  MC_RUMBLE_N_ABILITIES
} McRumbleAbility;

typedef enum
{
  MC_RUMBLE_ABILITY_CONTROL_PLAYER,
  MC_RUMBLE_ABILITY_CONTROL_KIND,
  MC_RUMBLE_ABILITY_CONTROL_ATTACK,
  MC_RUMBLE_ABILITY_CONTROL_DEFENSE,
  MC_RUMBLE_ABILITY_CONTROL_CRITS,
  MC_RUMBLE_ABILITY_CONTROL_BARRIERS,
  MC_RUMBLE_ABILITY_CONTROL_CRYSTALS,
  MC_RUMBLE_ABILITY_CONTROL_BOT,
  MC_RUMBLE_ABILITY_CONTROL_EVOLVED_NAME,
  MC_RUMBLE_ABILITY_CONTROL_EVOLVED_ATTACK,
  MC_RUMBLE_ABILITY_CONTROL_EVOLVED_DEFENSE,
  MC_RUMBLE_ABILITY_CONTROL_EVOLVED_CRITS,
  MC_RUMBLE_ABILITY_CONTROL_EVOLVED_BARRIERS,
  MC_RUMBLE_ABILITY_CONTROL_EVOLVED_RECYCLE,
  MC_RUMBLE_ABILITY_CONTROL_EVOLVED_FACTION,
  MC_RUMBLE_ABILITY_CONTROL_APPLY,
  MC_RUMBLE_N_ABILITY_CONTROLS
} McRumbleAbilityControl;

#define MC_TYPE_RUMBLE_ABILITY_DIALOG (mc_rumble_ability_dialog_get_type ())
G_DECLARE_FINAL_TYPE (McRumbleAbilityDialog, mc_rumble_ability_dialog, MC, RUMBLE_ABILITY_DIALOG, AdwWindow)

GtkWidget  *mc_rumble_ability_dialog_new         (GtkWindow             *parent,
                                                  McSession             *session,
                                                  McCardMemory          *cards,
                                                  guint                  player);
void        mc_rumble_ability_dialog_set_kind    (McRumbleAbilityDialog *self,
                                                  McRumbleAbility        kind);
gboolean    mc_rumble_ability_dialog_choose_bot  (McRumbleAbilityDialog *self,
                                                  int                    bot);
GtkWidget  *mc_rumble_ability_dialog_get_control (McRumbleAbilityDialog *self,
                                                  McRumbleAbilityControl control);
const char *mc_rumble_ability_dialog_get_reason  (McRumbleAbilityDialog *self);

G_END_DECLS
