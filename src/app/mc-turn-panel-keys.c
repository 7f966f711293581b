/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mc-turn-buttons.h"
#include "mc-turn-panel-private.h"

/* The step's main button and the keyboard's way to it, to a card and to
 * a direction (Ctrl+Return, Ctrl+1…7, Ctrl+arrows). */

/* Whether a new step's main button takes taps again (for tests). */
gboolean
mc_turn_panel_is_settled (McTurnPanel *self)
{
  g_return_val_if_fail (MC_IS_TURN_PANEL (self), TRUE);

  return mc_tap_settle_is_done (&self->settle);
}

static gboolean
click_if_shown (GtkWidget *button)
{
  if (button == NULL || !gtk_widget_is_sensitive (button) || !gtk_widget_is_drawable (button))
    return FALSE;
  g_signal_emit_by_name (button, "clicked");
  return TRUE;
}

/**
 * mc_turn_panel_find_primary:
 *
 * Returns: (nullable) (transfer none): the shown step's main button (Play
 * the Cards, Next, End Turn…), if it can be pressed now
 */
GtkWidget *
mc_turn_panel_find_primary (McTurnPanel *self)
{
  g_return_val_if_fail (MC_IS_TURN_PANEL (self), NULL);

  for (guint i = 0; i < N_STEPS; i++)
    if (self->steps[i] != NULL && gtk_widget_get_visible (self->steps[i]))
      return mc_turn_buttons_find_primary (self->steps[i]);
  return NULL;
}

/**
 * mc_turn_panel_activate_primary:
 *
 * The keyboard's way to the step's main button (Play the Cards, Next,
 * End Turn…).
 *
 * Returns: whether there was one to press
 */
gboolean
mc_turn_panel_activate_primary (McTurnPanel *self)
{
  GtkWidget *next;

  g_return_val_if_fail (MC_IS_TURN_PANEL (self), FALSE);

  if (!click_if_shown (mc_turn_panel_find_primary (self)))
    return FALSE;
  /* The pressed button is gone with its step: focus goes to the next
   * step's main button or its first control, never left to fall on the
   * header's Undo, where the next Enter would undo (walk A3). */
  next = mc_turn_panel_find_primary (self);
  if (next != NULL)
    gtk_widget_grab_focus (next);
  else
    gtk_widget_child_focus (self->box, GTK_DIR_TAB_FORWARD);
  return TRUE;
}

gboolean
mc_turn_panel_choose_card (McTurnPanel *self,
                           TemProgram   card)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (MC_IS_TURN_PANEL (self), FALSE);
  g_return_val_if_fail (tem_program_is_valid (card), FALSE);

  name = g_strdup_printf ("card-%s", tem_program_get_id (card));
  return click_if_shown (mc_turn_buttons_find (self->box, name));
}

gboolean
mc_turn_panel_choose_direction (McTurnPanel  *self,
                                TemDirection direction)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (MC_IS_TURN_PANEL (self), FALSE);

  name = g_strdup_printf ("direction-%s", tem_direction_get_id (direction));
  return click_if_shown (mc_turn_buttons_find (self->box, name));
}
