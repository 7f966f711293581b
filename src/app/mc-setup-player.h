/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "journal/mc-card-memory.h"
#include "mechs/tem-action.h"

G_BEGIN_DECLS

#define MC_TYPE_SETUP_PLAYER (mc_setup_player_get_type ())
G_DECLARE_FINAL_TYPE (McSetupPlayer, mc_setup_player, MC, SETUP_PLAYER, AdwPreferencesGroup)

void        mc_setup_player_set_seat        (McSetupPlayer *self,
                                             guint          seat);
char       *mc_setup_player_dup_name        (McSetupPlayer *self);
void        mc_setup_player_set_name        (McSetupPlayer *self,
                                             const char    *name);
void        mc_setup_player_set_pilot       (McSetupPlayer *self,
                                             const char    *pilot,
                                             int            health_top);
TemColour   mc_setup_player_get_colour      (McSetupPlayer *self);
gboolean    mc_setup_player_fill            (McSetupPlayer *self,
                                             TemAction     *action,
                                             GError       **error);
void        mc_setup_player_focus           (McSetupPlayer *self);

void        mc_setup_player_set_starting_weapon (McSetupPlayer *self,
                                                 int            kind);

void        mc_setup_player_set_cards       (McSetupPlayer *self,
                                             McCardMemory  *cards);

char          *mc_setup_player_dup_missing (McSetupPlayer *self);

G_END_DECLS
