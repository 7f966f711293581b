/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "rumble/rb-action.h"

G_BEGIN_DECLS

#define MC_TYPE_RUMBLE_SETUP (mc_rumble_setup_get_type ())
G_DECLARE_FINAL_TYPE (McRumbleSetup, mc_rumble_setup, MC, RUMBLE_SETUP, GtkWidget)

GtkWidget  *mc_rumble_setup_new             (void);
void        mc_rumble_setup_set_n_players   (McRumbleSetup *self,
                                             guint          n_players);
guint       mc_rumble_setup_get_n_players   (McRumbleSetup *self);
void        mc_rumble_setup_set_name        (McRumbleSetup *self,
                                             guint          seat,
                                             const char    *name);
void        mc_rumble_setup_set_colour      (McRumbleSetup *self,
                                             guint          seat,
                                             int            colour);
void        mc_rumble_setup_set_champion    (McRumbleSetup *self,
                                             guint          seat);
void        mc_rumble_setup_set_direction   (McRumbleSetup *self,
                                             guint          space,
                                             RbDirection    direction);
char       *mc_rumble_setup_dup_problem     (McRumbleSetup *self);
void        mc_rumble_setup_build_action    (McRumbleSetup *self,
                                             RbAction      *action);
void        mc_rumble_setup_focus_first     (McRumbleSetup *self);

G_END_DECLS
