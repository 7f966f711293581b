/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mc-tap-settle.h"

/* Long enough for a double tap's second tap, short enough not to be
 * noticed by a finger that means it (walks 16 and 17). */
#define SETTLE_MS 450

static void
settled_cb (gpointer data)
{
  McTapSettle *self = data;

  self->source = 0;
  gtk_widget_set_sensitive (self->widget, TRUE);
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
  if (tapped_at == 0 || g_get_monotonic_time () - tapped_at >= 2 * SETTLE_MS * G_TIME_SPAN_MILLISECOND)
    return;
  mc_tap_settle_clear (self);
  self->widget = widget;
  gtk_widget_set_sensitive (widget, FALSE);
  self->source = g_timeout_add_once (SETTLE_MS, settled_cb, self);
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
      gtk_widget_set_sensitive (self->widget, TRUE);
    }
  self->widget = NULL;
}
