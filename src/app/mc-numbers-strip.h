/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "mechs/tem-game.h"

G_BEGIN_DECLS

#define MC_TYPE_NUMBERS_STRIP (mc_numbers_strip_get_type ())
G_DECLARE_FINAL_TYPE (McNumbersStrip, mc_numbers_strip, MC, NUMBERS_STRIP, GtkWidget)

GtkWidget  *mc_numbers_strip_new       (void);
void        mc_numbers_strip_show_game (McNumbersStrip *self,
                                        const TemGame  *game);
const char *mc_numbers_strip_get_text  (McNumbersStrip *self);

G_END_DECLS
