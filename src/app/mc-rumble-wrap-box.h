/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MC_TYPE_RUMBLE_WRAP_BOX (mc_rumble_wrap_box_get_type ())
G_DECLARE_FINAL_TYPE (McRumbleWrapBox, mc_rumble_wrap_box, MC, RUMBLE_WRAP_BOX, GtkWidget)

G_END_DECLS
