/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mechs/tem-arena.h"

#include "mc-empty-spin.h"

/* An unknown number shows as an empty field: its value -1, below the
 * card's smallest. From empty, "+" gives 1 and "−" gives 0, as a player
 * counts: the walk tapped "+" twice for a zone of value 2, got 1 (empty,
 * 0, 1) and paid 1 credit for it. The field tells a step from empty by
 * its text: still "" when the value moved by a tap or a key, the number
 * itself when it was typed or set. The value -2 is "−" from empty. */
#define EMPTY -1
#define BELOW_EMPTY -2

static gboolean
output_cb (GtkSpinButton *spin)
{
  double value = gtk_spin_button_get_value (spin);
  gboolean was_empty = *gtk_editable_get_text (GTK_EDITABLE (spin)) == '\0';

  if (value <= BELOW_EMPTY)
    {
      /* The text first, so that 0 is not taken for a step from empty. */
      gtk_editable_set_text (GTK_EDITABLE (spin), "0");
      gtk_spin_button_set_value (spin, 0);
      return TRUE;
    }
  if (value < 0)
    {
      if (!was_empty)
        gtk_editable_set_text (GTK_EDITABLE (spin), "");
      return TRUE;
    }
  if (value == 0 && was_empty)
    {
      gtk_editable_set_text (GTK_EDITABLE (spin), "1");
      gtk_spin_button_set_value (spin, 1);
      return TRUE;
    }
  return FALSE;
}

/* A wheel turned over an empty field scrolls the page it is on: a field
 * left empty is a number the card prints that nobody entered yet, and
 * the wheel made it 0 and enabled Save (walk 12, the weapon dialog). A
 * number entered is stepped by the wheel as by "+" and "−". */
static gboolean
scroll_cb (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           gpointer                  user_data)
{
  GtkWidget *spin = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GtkWidget *scroller;
  GtkAdjustment *adjustment;

  if (*gtk_editable_get_text (GTK_EDITABLE (spin)) != '\0')
    return FALSE;
  scroller = gtk_widget_get_ancestor (spin, GTK_TYPE_SCROLLED_WINDOW);
  if (scroller != NULL)
    {
      adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment)
                                            + dy * MAX (gtk_adjustment_get_step_increment (adjustment), 40));
    }
  return TRUE;
}

static int
input_cb (GtkSpinButton *spin,
          double        *value)
{
  if (*gtk_editable_get_text (GTK_EDITABLE (spin)) != '\0')
    return FALSE;
  *value = EMPTY;
  return TRUE;
}

/**
 * mc_empty_spin_new:
 * @value: the number known, or %TEM_VALUE_UNKNOWN for an empty field
 * @max: the largest the card may print
 *
 * Returns: (transfer floating): a numeric spin button from 0 to @max,
 *   empty while @value is unknown
 */
GtkWidget *
mc_empty_spin_new (int value,
                   int max)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (value == TEM_VALUE_UNKNOWN ? BELOW_EMPTY : 0, max, 1);

  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  g_signal_connect (spin, "output", G_CALLBACK (output_cb), NULL);
  g_signal_connect (spin, "input", G_CALLBACK (input_cb), NULL);
  {
    GtkEventController *wheel = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);

    /* Before the spin button's own. */
    gtk_event_controller_set_propagation_phase (wheel, GTK_PHASE_CAPTURE);
    gtk_event_controller_set_name (wheel, "mc-empty-spin-wheel");
    g_signal_connect (wheel, "scroll", G_CALLBACK (scroll_cb), NULL);
    gtk_widget_add_controller (spin, wheel);
  }
  mc_empty_spin_set_value (GTK_SPIN_BUTTON (spin), value == TEM_VALUE_UNKNOWN ? EMPTY : value);
  return spin;
}

/**
 * mc_empty_spin_set_value:
 * @spin: a spin button from mc_empty_spin_new()
 * @value: the number, or a negative one for empty
 *
 * Sets the number as given (a 0 stays 0: it is not a step from empty).
 */
void
mc_empty_spin_set_value (GtkSpinButton *spin,
                         int            value)
{
  g_autofree char *text = value >= 0 ? g_strdup_printf ("%d", value) : g_strdup ("");

  gtk_editable_set_text (GTK_EDITABLE (spin), text);
  gtk_spin_button_set_value (spin, value >= 0 ? value : EMPTY);
}
