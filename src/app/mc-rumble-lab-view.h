/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "rumble/rb-field.h"
#include "session/mc-session.h"

G_BEGIN_DECLS

#define MC_TYPE_RUMBLE_LAB_VIEW (mc_rumble_lab_view_get_type ())
G_DECLARE_FINAL_TYPE (McRumbleLabView, mc_rumble_lab_view, MC, RUMBLE_LAB_VIEW, GtkWidget)

GtkWidget  *mc_rumble_lab_view_new         (void);
void        mc_rumble_lab_view_set_session (McRumbleLabView *self,
                                            McSession       *session);
GtkWidget  *mc_rumble_lab_view_get_value   (McRumbleLabView *self,
                                            int              tier,
                                            RbField          field);
GtkWidget  *mc_rumble_lab_view_get_name_entry (McRumbleLabView *self,
                                              int              tier);
const char *mc_rumble_lab_view_get_status  (McRumbleLabView *self,
                                            int              tier);

G_END_DECLS
