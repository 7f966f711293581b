/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "mc-value-control.h"
#include "mechs/tem-field.h"
#include "session/mc-session.h"

G_BEGIN_DECLS

#define MC_TYPE_PLAYER_PANEL (mc_player_panel_get_type ())
G_DECLARE_FINAL_TYPE (McPlayerPanel, mc_player_panel, MC, PLAYER_PANEL, GtkWidget)

GtkWidget      *mc_player_panel_new         (McSession     *session,
                                             guint          seat);
guint           mc_player_panel_get_seat    (McPlayerPanel *self);
McValueControl *mc_player_panel_get_control (McPlayerPanel *self,
                                             TemField       field);
GtkWidget      *mc_player_panel_get_status_button (McPlayerPanel *self);
const char     *mc_player_panel_get_status_text   (McPlayerPanel *self);
GtkWidget      *mc_player_panel_get_weapons_button (McPlayerPanel *self);
void            mc_player_panel_set_narrow  (McPlayerPanel *self,
                                             gboolean       narrow);
void            mc_player_panel_set_folded  (McPlayerPanel *self,
                                             gboolean       folded);
gboolean        mc_player_panel_get_folded  (McPlayerPanel *self);

G_END_DECLS
