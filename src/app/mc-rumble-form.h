/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* What every Rumblebots form reads from its fields: a number typed from a
 * card, the faction chosen in a list; what the app knows, shown greyed.
 * The fields themselves are in the forms' templates (ui/mc-rumble-*.ui).
 * Shared by the phase panel and the ability dialog. */

#define MC_RUMBLE_FORM_NOT_A_NUMBER (-2)

int        mc_rumble_form_get_number   (GtkWidget  *entry);
void       mc_rumble_form_set_known    (GtkWidget  *entry,
                                        int         value);
void       mc_rumble_form_add_faction_pairs (GtkWidget *faction_list);
void       mc_rumble_form_keep_face_short   (GtkWidget *drop_down);
guint      mc_rumble_form_get_factions (GtkWidget  *faction_list);
void       mc_rumble_form_set_factions (GtkWidget  *faction_list,
                                        guint       factions);

G_END_DECLS
