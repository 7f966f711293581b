/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MC_TYPE_RUMBLE_FIELD (mc_rumble_field_get_type ())
G_DECLARE_FINAL_TYPE (McRumbleField, mc_rumble_field, MC, RUMBLE_FIELD, GtkWidget)

const char *mc_rumble_field_get_caption (McRumbleField *self);
void        mc_rumble_field_set_caption (McRumbleField *self,
                                         const char    *caption);

G_END_DECLS
