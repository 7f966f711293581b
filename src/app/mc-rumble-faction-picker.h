/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "rumble/rb-game.h"

G_BEGIN_DECLS

#define MC_TYPE_RUMBLE_FACTION_PICKER (mc_rumble_faction_picker_get_type ())
G_DECLARE_FINAL_TYPE (McRumbleFactionPicker, mc_rumble_faction_picker, MC, RUMBLE_FACTION_PICKER, GtkWidget)

GtkWidget *mc_rumble_faction_picker_new          (void);
void       mc_rumble_faction_picker_update       (McRumbleFactionPicker *self,
                                                  const RbGame          *game);
int        mc_rumble_faction_picker_get_faction  (McRumbleFactionPicker *self);
void       mc_rumble_faction_picker_set_faction  (McRumbleFactionPicker *self,
                                                  int                    faction);
const char *mc_rumble_faction_picker_get_preview (McRumbleFactionPicker *self,
                                                  RbFaction              faction);
int        mc_rumble_faction_picker_get_position (McRumbleFactionPicker *self,
                                                  RbFaction              faction);
int        mc_rumble_faction_keeps               (const RbGame          *game,
                                                  RbFaction              faction,
                                                  int                   *barriers,
                                                  guint                 *n_kept);
char      *mc_rumble_faction_dup_preview         (const RbGame          *game,
                                                  RbFaction              faction);

G_END_DECLS
