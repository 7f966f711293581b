/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mc-buttons-floor.h"

/**
 * mc_buttons_floor_keep:
 * @key: (nullable): the step's words, or %NULL when it has no floor (no
 *   main button, or one that leads: the directions come where the cards
 *   were)
 *
 * @box keeps at least the height it had for @key, measured once laid out.
 */
void
mc_buttons_floor_keep (McButtonsFloor *self,
                       GtkWidget      *box,
                       const char     *key)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (box);
  gint64 frame = clock != NULL ? gdk_frame_clock_get_frame_counter (clock) : 0;

  if (key == NULL)
    mc_buttons_floor_forget (self);
  else if (g_strcmp0 (key, self->key) == 0)
    {
      /* Its height as last laid out, if that was this step's. */
      if (frame > self->frame)
        self->height = MAX (self->height, gtk_widget_get_height (box));
    }
  else
    {
      g_free (self->key);
      self->key = g_strdup (key);
      self->frame = frame;
      self->height = 0;
    }
  gtk_widget_set_size_request (box, -1, self->height > 0 ? self->height : -1);
}

/* Measured afresh next time (another place, another width), and freed. */
void
mc_buttons_floor_forget (McButtonsFloor *self)
{
  g_clear_pointer (&self->key, g_free);
  self->height = 0;
}
