/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mc-tap-settle.h"

/* The moment is the desktop's own double-click time (400 ms unless the
 * user changed it): long enough for a double tap's second tap, short
 * enough not to be noticed by a finger that means it (walks 16, 17). */
static int
moment_ms (GtkWidget *widget)
{
  int ms = 0;

  g_object_get (gtk_widget_get_settings (widget), "gtk-double-click-time", &ms, NULL);
  return ms;
}

static void
let_go (McTapSettle *self)
{
  if (self->widget != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->widget), (gpointer *) &self->widget);
  self->widget = NULL;
}

static void
settled_cb (gpointer data)
{
  McTapSettle *self = data;
  GtkWidget *widget = self->widget;
  GtkRoot *root;

  self->source = 0;
  if (widget == NULL)
    return;   /* gone with its step */
  let_go (self);
  gtk_widget_set_sensitive (widget, TRUE);
  /* The keyboard's focus, lost while it could not take it, comes to it:
   * the next Enter presses it, as it would have without the moment. */
  root = gtk_widget_get_root (widget);
  if (root != NULL && gtk_root_get_focus (root) == NULL && gtk_widget_is_drawable (widget))
    gtk_widget_grab_focus (widget);
}

/**
 * mc_tap_settle_hold:
 * @tapped_at: the monotonic time of the tap before, or 0
 *
 * @widget takes no tap for a moment when it comes within two moments of
 * that tap; else nothing changes.
 */
void
mc_tap_settle_hold (McTapSettle *self,
                    GtkWidget   *widget,
                    gint64       tapped_at)
{
  int ms = moment_ms (widget);

  if (tapped_at == 0 || ms <= 0 || g_get_monotonic_time () - tapped_at >= 2 * ms * G_TIME_SPAN_MILLISECOND)
    return;
  mc_tap_settle_clear (self);
  self->widget = widget;
  g_object_add_weak_pointer (G_OBJECT (widget), (gpointer *) &self->widget);
  gtk_widget_set_sensitive (widget, FALSE);
  self->source = g_timeout_add_once ((guint) ms, settled_cb, self);
}

/* Held still, after its owner showed it again (a turn button is made
 * sensitive each time its step is shown). */
void
mc_tap_settle_keep (McTapSettle *self)
{
  if (self->source != 0 && self->widget != NULL)
    gtk_widget_set_sensitive (self->widget, FALSE);
}

/* Whether the control held takes taps again (for tests). */
gboolean
mc_tap_settle_is_done (McTapSettle *self)
{
  return self->source == 0;
}

/* Back to taking taps at once, its moment forgotten. */
void
mc_tap_settle_clear (McTapSettle *self)
{
  if (self->source != 0)
    {
      g_clear_handle_id (&self->source, g_source_remove);
      if (self->widget != NULL)
        gtk_widget_set_sensitive (self->widget, TRUE);
    }
  let_go (self);
}
