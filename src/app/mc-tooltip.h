/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void        mc_tooltip_set_text (GtkWidget  *widget,
                                 const char *text);
const char *mc_tooltip_get_text (GtkWidget  *widget);
gboolean    mc_tooltip_would_show (GtkWidget *widget);

G_END_DECLS
