/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mc-scroll-to-top.h"

/* A step shown afresh opens at its first line, wherever the last one was
 * scrolled. Once is not enough: as the new step is laid out, focus going
 * to a button at its bottom scrolls there again (the walk's purchase
 * opened at End Turn, 300 px under its words), so the next frames too. */

#define FRAMES 3

static void
set_top (GtkWidget *widget)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);

  if (scroller != NULL)
    gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)), 0);
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       user_data)
{
  guint *frames_left = user_data;

  set_top (widget);
  return --*frames_left > 0 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

/**
 * mc_scroll_to_top:
 *
 * The scrolled window holding @widget back at its top, now and through
 * the next frames.
 */
void
mc_scroll_to_top (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  set_top (widget);
  gtk_widget_add_tick_callback (widget, tick_cb, g_memdup2 (&(guint) { FRAMES }, sizeof (guint)), g_free);
}
