/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The button of @area called @name, or its main button for %NULL. */
typedef GtkWidget *(*McFocusFind) (GtkWidget  *area,
                                   const char *name);

#define MC_TYPE_FOCUS_KEEPER (mc_focus_keeper_get_type ())
G_DECLARE_FINAL_TYPE (McFocusKeeper, mc_focus_keeper, MC, FOCUS_KEEPER, GObject)

McFocusKeeper *mc_focus_keeper_new      (GtkWidget     *area,
                                         McFocusFind    find);
void           mc_focus_keeper_set_root (McFocusKeeper *self,
                                         GtkRoot       *root);

G_END_DECLS
