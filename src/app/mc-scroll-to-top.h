/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void mc_scroll_to_top    (GtkWidget *widget);
void mc_scroll_into_view (GtkWidget *widget);

G_END_DECLS
