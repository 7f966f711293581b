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

static void
correct_clicked_cb (GtkButton *correct,
                    GtkWidget *spin)
{
  GtkWidget *button = g_object_get_data (G_OBJECT (spin), "button");
  /* The correction rebuilds the table and with it this button. */
  g_autoptr(McSession) session = g_object_ref (g_object_get_data (G_OBJECT (button), "session"));
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "index"));
  RbField field = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "field"));

  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
  mc_rumble_correct (session, index, field, gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)));
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
  int min, max;
  g_autofree char *number = NULL;
  g_autofree char *name = NULL;
  g_autofree char *tip = NULL;
  GtkWidget *button;
  GtkWidget *popover;
  GtkWidget *box;
  GtkWidget *spin;
  GtkWidget *correct;

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
  popover = gtk_popover_new ();
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  correct = gtk_button_new_with_mnemonic (_("_Correct"));

  rb_game_get_bounds (game, index, field, &min, &max);
  spin = gtk_spin_button_new_with_range (min, MAX (min, max), 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_object_set_data (G_OBJECT (spin), "button", button);
  g_signal_connect (correct, "clicked", G_CALLBACK (correct_clicked_cb), spin);
  gtk_widget_add_css_class (correct, "suggested-action");
  gtk_widget_set_size_request (correct, -1, TARGET_HEIGHT);
  gtk_box_append (GTK_BOX (box), spin);
  gtk_box_append (GTK_BOX (box), correct);
  gtk_popover_set_child (GTK_POPOVER (popover), box);

  gtk_menu_button_set_label (GTK_MENU_BUTTON (button), number);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  gtk_menu_button_set_always_show_arrow (GTK_MENU_BUTTON (button), FALSE);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (button, TARGET_WIDTH, TARGET_HEIGHT);
  gtk_widget_set_tooltip_text (button, tip);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "numeric");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_object_set_data_full (G_OBJECT (button), "number", g_steal_pointer (&number), g_free);
  g_object_set_data_full (G_OBJECT (button), "session", g_object_ref (session), g_object_unref);
  g_object_set_data (G_OBJECT (button), "index", GINT_TO_POINTER (index));
  g_object_set_data (G_OBJECT (button), "field", GINT_TO_POINTER (field));
  return button;
}
