/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The charts' shared drawing: the players' colours, readable on a light
 * and a dark page, and a mark of each seat's own shape, so that colour is
 * never the only way to tell two players apart (mc-chart-colours.c). */
void mc_chart_colour_for_seat (int            colour,
                               guint          seat,
                               GdkRGBA       *out);
void mc_chart_draw_mark       (cairo_t       *cr,
                               guint          seat,
                               double         x,
                               double         y);

G_END_DECLS
