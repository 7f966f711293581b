/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "rumble/rb-game.h"

#include "mc-rumble-value-button.h"

/* The table is the truth: any value the rules core tracks can be set by
 * hand, within rb_game_get_bounds(). Tapping the number opens a spin
 * button and Correct. The button carries its number as data "number", so
 * tests read what the players read. */

/* Touch targets of at least 44 px (HIG); a little wider for two digits. */
#define TARGET_WIDTH 48
#define TARGET_HEIGHT 44

void
mc_rumble_correct (McSession *session,
                   int        index,
                   RbField    field,
                   int        value)
{
  RbAction action;

  g_return_if_fail (MC_IS_SESSION (session));

  if (value == rb_game_get_value (mc_session_get_rumble_game (session), index, field))
    return;
  rb_action_init_correct (&action, index, field, value);
  /* A refusal is shown by the window through McSession::refused. */
  mc_session_apply_rumble (session, &action, NULL);
}

/* What a value's Correct sets, kept with its menu button. */
typedef struct
{
  McSession *session;
  int        index;
  RbField    field;
  int        value, min, max;   /* as the table showed them */
  char      *label;
  GtkWidget *button;      /* the value's menu button, not owned */
  GtkWidget *spin;        /* not owned */
} Correction;

static void
correction_free (gpointer data)
{
  Correction *correction = data;

  g_object_unref (correction->session);
  g_free (correction->label);
  g_free (correction);
}

static void
correct_clicked_cb (GtkButton  *correct,
                    Correction *correction)
{
  /* The correction rebuilds the table and with it this button. */
  g_autoptr(McSession) session = g_object_ref (correction->session);
  int index = correction->index;
  RbField field = correction->field;
  int value;

  gtk_spin_button_update (GTK_SPIN_BUTTON (correction->spin));
  value = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (correction->spin));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (correction->button));
  mc_rumble_correct (session, index, field, value);
}

/* Enter in the number applies it, as Correct does. */
static gboolean
spin_key_pressed_cb (GtkEventControllerKey *controller,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     GtkWidget             *correct)
{
  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return FALSE;
  g_signal_emit_by_name (correct, "clicked");
  return TRUE;
}

/* The spin button and Correct, made when the number is first tapped:
 * a table of thirty numbers made them all before its first frame (35 M
 * instructions of 1.1 G, none of them on screen). */
static void
create_popup_cb (GtkMenuButton *button,
                 gpointer       user_data)
{
  Correction *correction = user_data;
  GtkWidget *popover;
  GtkWidget *box;
  GtkWidget *spin;
  GtkWidget *correct;
  GtkEventController *keys;

  if (gtk_menu_button_get_popover (button) != NULL)
    return;
  popover = gtk_popover_new ();
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  correct = gtk_button_new_with_mnemonic (_("_Correct"));
  spin = gtk_spin_button_new_with_range (correction->min, MAX (correction->min, correction->max), 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), correction->value);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, correction->label, -1);
  correction->spin = spin;
  g_signal_connect (correct, "clicked", G_CALLBACK (correct_clicked_cb), correction);
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (spin_key_pressed_cb), correct);
  gtk_widget_add_controller (spin, keys);
  gtk_widget_add_css_class (correct, "suggested-action");
  gtk_widget_set_size_request (correct, -1, TARGET_HEIGHT);
  gtk_box_append (GTK_BOX (box), spin);
  gtk_box_append (GTK_BOX (box), correct);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_menu_button_set_popover (button, popover);
}

/* @label names the value in a sentence ("Ana's Scrap", "Tier 2 Laboratory
 * deck"): the screen reader says "Tier 2 Laboratory deck: 7". */
GtkWidget *
mc_rumble_value_button_new (McSession  *session,
                            int         index,
                            RbField     field,
                            const char *label)
{
  const RbGame *game;
  int value;
  g_autofree char *number = NULL;
  g_autofree char *name = NULL;
  g_autofree char *tip = NULL;
  GtkWidget *button;
  Correction *correction;

  g_return_val_if_fail (MC_IS_SESSION (session), NULL);
  g_return_val_if_fail (label != NULL, NULL);

  game = mc_session_get_rumble_game (session);
  value = rb_game_get_value (game, index, field);
  number = g_strdup_printf ("%d", value);
  /* Translators: accessible name of a value, "Ana's scrap: 4" */
  name = g_strdup_printf (_("%s: %d"), label, value);
  /* Translators: the tooltip of a value on the table */
  tip = g_strdup_printf (_("Correct %s"), label);
  button = gtk_menu_button_new ();

  correction = g_new0 (Correction, 1);
  correction->session = g_object_ref (session);
  correction->index = index;
  correction->field = field;
  correction->value = value;
  rb_game_get_bounds (game, index, field, &correction->min, &correction->max);
  correction->label = g_strdup (label);
  correction->button = button;
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), create_popup_cb, correction, correction_free);

  /* The number alone, without a menu arrow: it is the value, and six
   * of them share a phone's width. */
  gtk_menu_button_set_child (GTK_MENU_BUTTON (button), gtk_label_new (number));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (button, TARGET_WIDTH, TARGET_HEIGHT);
  gtk_widget_set_tooltip_text (button, tip);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "numeric");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_object_set_data_full (G_OBJECT (button), "number", g_steal_pointer (&number), g_free);
  return button;
}
