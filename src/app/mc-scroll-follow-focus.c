/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mc-scroll-follow-focus.h"

/* A page scrolled to whatever takes the keyboard's focus, as GtkViewport
 * does, but not to a row of a drop-down's list: that list is a popover
 * of its own, over the page, and GtkViewport (GTK 4.8) scrolled the page
 * by the row's place in it, so the field moved under the finger as the
 * list opened (walk 8: 105 px at 360x640, then 74 px more for a pair low
 * in the list). */

/* Whether @focus is in a popover opened from the page in @viewport. */
static gboolean
in_popover_of_page (GtkWidget *focus,
                    GtkWidget *viewport)
{
  GtkWidget *popover = gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER);

  return popover != NULL && gtk_widget_is_ancestor (popover, viewport);
}

static void
focus_changed_cb (GtkRoot           *root,
                  GParamSpec        *pspec,
                  GtkScrolledWindow *scrolled)
{
  GtkWidget *viewport = gtk_scrolled_window_get_child (scrolled);
  GtkWidget *focus = gtk_root_get_focus (root);
  GtkWidget *content;
  graphene_rect_t bounds;

  if (focus == NULL || !GTK_IS_VIEWPORT (viewport) || !gtk_widget_is_ancestor (focus, viewport)
      || in_popover_of_page (focus, viewport))
    return;
  /* An entry's text takes the focus: the whole entry comes into view. */
  if (GTK_IS_TEXT (focus))
    focus = gtk_widget_get_parent (focus);
  content = gtk_viewport_get_child (GTK_VIEWPORT (viewport));
  if (content == NULL || !gtk_widget_compute_bounds (focus, content, &bounds))
    return;
  gtk_adjustment_clamp_page (gtk_scrolled_window_get_vadjustment (scrolled), bounds.origin.y,
                             bounds.origin.y + bounds.size.height);
}

static void
realize_cb (GtkWidget *scrolled)
{
  g_signal_connect_object (gtk_widget_get_root (scrolled), "notify::focus-widget", G_CALLBACK (focus_changed_cb),
                           scrolled, 0);
}

static void
unrealize_cb (GtkWidget *scrolled)
{
  g_signal_handlers_disconnect_by_func (gtk_widget_get_root (scrolled), focus_changed_cb, scrolled);
}

/**
 * mc_scroll_follow_focus:
 *
 * @scrolled, whose child is a GtkViewport (the one it makes for a child
 * that does not scroll by itself), scrolls to the widget that takes the
 * focus on its page, never to a row of a list opened from the page.
 * Call once, before @scrolled is realized.
 */
void
mc_scroll_follow_focus (GtkScrolledWindow *scrolled)
{
  GtkWidget *viewport = gtk_scrolled_window_get_child (scrolled);

  g_return_if_fail (GTK_IS_VIEWPORT (viewport));
  g_return_if_fail (!gtk_widget_get_realized (GTK_WIDGET (scrolled)));

  gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (viewport), FALSE);
  g_signal_connect (scrolled, "realize", G_CALLBACK (realize_cb), NULL);
  g_signal_connect (scrolled, "unrealize", G_CALLBACK (unrealize_cb), NULL);
}
