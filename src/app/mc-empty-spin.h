/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A spin button for a number printed on a card that starts empty (no
 * guess) until the players enter it. */
GtkWidget *mc_empty_spin_new       (int            value,
                                    int            max);
void       mc_empty_spin_set_value (GtkSpinButton *spin,
                                    int            value);

G_END_DECLS
