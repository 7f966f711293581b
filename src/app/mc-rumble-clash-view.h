/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "rumble/rb-game.h"

G_BEGIN_DECLS

#define MC_TYPE_RUMBLE_CLASH_VIEW (mc_rumble_clash_view_get_type ())
G_DECLARE_FINAL_TYPE (McRumbleClashView, mc_rumble_clash_view, MC, RUMBLE_CLASH_VIEW, GtkWidget)

GtkWidget  *mc_rumble_clash_view_new      (void);
void        mc_rumble_clash_view_update   (McRumbleClashView *self,
                                           const RbGame      *game);
char       *mc_rumble_clash_view_dup_text (McRumbleClashView *self);

G_END_DECLS
