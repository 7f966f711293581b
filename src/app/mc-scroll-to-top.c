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

static gboolean
into_view_cb (GtkWidget     *widget,
              GdkFrameClock *clock,
              gpointer       user_data)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *content;
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;
  double top, page;

  guint *frames_left = user_data;

  if (scroller == NULL || (content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller))) == NULL
      || !gtk_widget_compute_bounds (widget, content, &bounds))
    return G_SOURCE_REMOVE;
  /* Not laid out yet (made anew this frame, its place is 0 px high and
   * stale: the sheet jumped 18 px for nothing): the next frame. */
  if (bounds.size.height <= 0 && gtk_widget_get_visible (widget) && --*frames_left > 0)
    return G_SOURCE_CONTINUE;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  top = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  /* The bounds are in the viewport's coordinates, which move with the
   * scroll: back to the content's. */
  bounds.origin.y += top;
  if (bounds.origin.y < top)
    gtk_adjustment_set_value (adjustment, bounds.origin.y);
  else if (bounds.origin.y + bounds.size.height > top + page)
    gtk_adjustment_set_value (adjustment, MIN (bounds.origin.y, bounds.origin.y + bounds.size.height - page));
  return G_SOURCE_REMOVE;
}

/**
 * mc_scroll_into_view:
 *
 * The scrolled window holding @widget moved as little as it takes for
 * @widget to be whole in view, once it is laid out (next frame); not at
 * all when it already is.
 */
void
mc_scroll_into_view (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  gtk_widget_add_tick_callback (widget, into_view_cb, g_memdup2 (&(guint) { FRAMES }, sizeof (guint)), g_free);
}
