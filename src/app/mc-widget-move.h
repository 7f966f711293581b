/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void mc_widget_take_out  (GtkWidget *widget);
void mc_widget_move_into (GtkWidget *widget,
                          GtkWidget *box,
                          GtkWidget *sibling);
void mc_widget_move_to   (GtkWidget *widget,
                          GtkWidget *parent);

G_END_DECLS
