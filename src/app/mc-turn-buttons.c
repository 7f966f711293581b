/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "rules/mc-rule-error.h"

#include "mc-turn-button.h"
#include "mc-turn-buttons.h"

GtkWidget *
mc_turn_buttons_new_flow (guint per_line)
{
  GtkWidget *flow = gtk_flow_box_new ();

  /* Buttons wrap on a phone, in their order. */
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), per_line);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 6);
  gtk_widget_add_css_class (flow, "turn-buttons");
  return flow;
}

void
mc_turn_buttons_clear (GtkWidget *flow)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (flow)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (flow), child);
  gtk_widget_set_visible (flow, FALSE);
}

static GtkWidget *
append (GtkWidget  *flow,
        const char *name,
        const char *label)
{
  GtkWidget *button = mc_turn_button_new (label);

  gtk_widget_set_name (button, name);
  gtk_flow_box_append (GTK_FLOW_BOX (flow), button);
  gtk_widget_set_visible (flow, TRUE);
  return button;
}

/**
 * mc_turn_buttons_add_action:
 * @name: what tests and the keyboard find it by ("end-turn", "buy-20"…)
 * @action_name: what a tap does, "turn.buy"
 * @target: (nullable) (transfer floating): its target, the card bought
 *
 * Returns: (transfer none): the button, appended to @flow
 */
GtkWidget *
mc_turn_buttons_add_action (GtkWidget  *flow,
                            const char *name,
                            const char *label,
                            const char *action_name,
                            GVariant   *target)
{
  GtkWidget *button = append (flow, name, label);

  /* The target first: a name without it would not match the action. */
  if (target != NULL)
    gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action_name);
  return button;
}

/**
 * mc_turn_buttons_check:
 * @button: an McTurnButton
 *
 * Asks the rules core whether @action would be accepted now, on a copy of
 * the game (well under a microsecond). One it would refuse is shown
 * disabled, with the reason in words under its label and for a screen
 * reader. A question the core would ask (a value not entered, a choice)
 * is not a refusal: the button stays.
 *
 * Returns: whether the action can be offered
 */
gboolean
mc_turn_buttons_check (GtkWidget       *button,
                       const TemGame   *game,
                       const TemAction *action)
{
  g_autoptr(GError) error = NULL;
  TemGame copy = *game;
  gboolean offered;

  offered = tem_game_apply (&copy, action, NULL, &error)
            || g_error_matches (error, MC_RULE_ERROR, MC_RULE_ERROR_UNKNOWN_VALUE)
            || g_error_matches (error, MC_RULE_ERROR, MC_RULE_ERROR_CHOICE_NEEDED);
  mc_turn_button_set_refusal (MC_TURN_BUTTON (button), offered ? NULL : error->message);
  mc_turn_button_set_refusal_rule (MC_TURN_BUTTON (button), offered ? NULL : mc_rule_error_get_rule (error));
  return offered;
}

GtkLabel *
mc_turn_buttons_new_label (const char *style)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_width_chars (GTK_LABEL (label), 20);
  /* Beside the arena on a laptop, not a line across the whole table. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 48);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  return GTK_LABEL (label);
}

/* The widget named @name under @widget, depth first. */
GtkWidget *
mc_turn_buttons_find (GtkWidget  *widget,
                      const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (g_strcmp0 (gtk_widget_get_name (child), name) == 0 && gtk_widget_get_visible (child))
        return child;
      if (gtk_widget_get_visible (child) && (found = mc_turn_buttons_find (child, name)) != NULL)
        return found;
    }
  return NULL;
}
