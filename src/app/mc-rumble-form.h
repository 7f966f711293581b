/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The small pieces every Rumblebots form is made of: numbers typed from a
 * card, a faction list, a field under its caption, a row of fields that
 * wraps on a phone. Shared by the phase panel and the ability dialog. */

#define MC_RUMBLE_FORM_NOT_A_NUMBER (-2)

GtkWidget *mc_rumble_form_number_entry (const char *label);
int        mc_rumble_form_get_number   (GtkWidget  *entry);
void       mc_rumble_form_set_known    (GtkWidget  *entry,
                                        int         value);
GtkWidget *mc_rumble_form_faction_list (const char *label,
                                        const char *none);
guint      mc_rumble_form_get_factions (GtkWidget  *faction_list);
GtkWidget *mc_rumble_form_wrap_box     (guint       min_per_line);
GtkWidget *mc_rumble_form_field        (GtkWidget  *field,
                                        const char *caption);

G_END_DECLS
