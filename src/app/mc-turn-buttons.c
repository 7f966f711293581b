/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mechs/tem-rule-topic.h"
#include "rules/mc-rule-error.h"
#include "rules/mc-rule-id.h"

#include "mc-turn-button.h"
#include "mc-turn-buttons.h"
#include "mc-turn-words.h"

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
  /* The button and, under it when the rules refuse it, the link to the
   * rule: a disabled button's own children cannot be tapped. */
  GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_widget_set_name (button, name);
  gtk_widget_set_vexpand (button, TRUE);
  gtk_box_append (GTK_BOX (cell), button);
  gtk_flow_box_append (GTK_FLOW_BOX (flow), cell);
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
 * mc_turn_buttons_new_rule_link:
 *
 * A small flat button under a refusal: "Rule: Combat", opening that rule
 * in the rules reference (win.show-rule). The rule's ID is only its
 * target, never read out; hidden until given a rule.
 *
 * Returns: (transfer floating): the link
 */
GtkWidget *
mc_turn_buttons_new_rule_link (void)
{
  GtkWidget *link = gtk_button_new ();

  gtk_widget_set_visible (link, FALSE);
  gtk_widget_set_halign (link, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (link, "flat");
  gtk_widget_add_css_class (link, "rule-link");
  return link;
}

/**
 * mc_turn_buttons_set_rule_link:
 * @link: a link made by mc_turn_buttons_new_rule_link()
 * @rule: (nullable): a rule ID, "R-C3"
 *
 * Shows @link for the topic of @rule, or hides it when there is none.
 *
 * Returns: whether it shows
 */
gboolean
mc_turn_buttons_set_rule_link (GtkWidget  *link,
                               const char *rule)
{
  const TemRuleTopic *topics, *topic;
  guint n_topics;

  topics = tem_rule_topic_get_all (&n_topics);
  topic = rule != NULL ? mc_rule_topic_find_for_rule (topics, n_topics, rule) : NULL;
  if (topic != NULL)
    {
      /* Translators: a link from a refusal to the rules reference, "Rule: Deploy a Mine" */
      g_autofree char *label = g_strdup_printf (_("Rule: %s"), _(topic->title));

      GtkWidget *words = gtk_button_get_child (GTK_BUTTON (link));

      /* Its words wrap in the width the row gives them and never widen
       * it: a link under a refused button must not turn a row of four
       * into a grid of two, where a tap lands on another button. */
      if (!GTK_IS_LABEL (words))
        {
          words = gtk_label_new (NULL);
          gtk_label_set_wrap (GTK_LABEL (words), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (words), PANGO_WRAP_WORD_CHAR);
          gtk_label_set_justify (GTK_LABEL (words), GTK_JUSTIFY_CENTER);
          gtk_label_set_max_width_chars (GTK_LABEL (words), 1);
          gtk_button_set_child (GTK_BUTTON (link), words);
        }
      gtk_label_set_label (GTK_LABEL (words), label);
      /* What a screen reader says: the words themselves. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (link), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      gtk_actionable_set_action_target (GTK_ACTIONABLE (link), "s", rule);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (link), "win.show-rule");
    }
  gtk_widget_set_visible (link, topic != NULL);
  return topic != NULL;
}

/* The link under @button to the rule that refuses it, made when first
 * needed; a button that is not in a box of its own has none. */
static void
show_rule_under (GtkWidget  *button,
                 const char *rule)
{
  GtkWidget *parent = gtk_widget_get_parent (button);
  GtkWidget *link = gtk_widget_get_next_sibling (button);

  if (link != NULL && !gtk_widget_has_css_class (link, "rule-link"))
    link = NULL;
  if (link == NULL && (rule == NULL || !GTK_IS_BOX (parent)))
    return;
  if (link == NULL)
    {
      g_autofree char *name = g_strdup_printf ("%s-rule", gtk_widget_get_name (button));

      link = mc_turn_buttons_new_rule_link ();
      gtk_widget_set_name (link, name);
      gtk_box_insert_child_after (GTK_BOX (parent), link, button);
    }
  mc_turn_buttons_set_rule_link (link, rule);
}

/**
 * mc_turn_buttons_check:
 * @button: an McTurnButton
 *
 * Asks the rules core whether @action would be accepted now, on a copy of
 * the game (well under a microsecond). One it would refuse is shown
 * disabled, with the reason in words under its label and for a screen
 * reader, and the rule that refuses it one tap away under it ("Rule:
 * Purchase", a link named "<button's name>-rule"). A question the core
 * would ask (a value not entered, a choice) is not a refusal: the button
 * stays.
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
  if (!offered)
    {
      g_autofree char *found = NULL;
      const char *rule = mc_rule_error_get_rule (error);

      mc_turn_button_set_refusal (MC_TURN_BUTTON (button), error->message);
      mc_turn_button_set_refusal_rule (MC_TURN_BUTTON (button), rule);
      /* A message from elsewhere may still name its rule in its words. */
      if (rule == NULL)
        rule = found = mc_rule_id_find_in (error->message, TEM_RULE_ID_PREFIX);
      /* A row that says its refusals under all its buttons links the
       * rule there too. */
      if (!mc_turn_button_get_refusal_below (MC_TURN_BUTTON (button)))
        show_rule_under (button, rule);
      else
        mc_turn_button_set_refusal_rule (MC_TURN_BUTTON (button), rule);
    }
  else
    {
      mc_turn_button_set_refusal (MC_TURN_BUTTON (button), NULL);
      show_rule_under (button, NULL);
    }
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

/* The main button under @widget (suggested, pressable now), depth
 * first: a step's Play the Cards, Next, End Turn… */
GtkWidget *
mc_turn_buttons_find_primary (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (!gtk_widget_get_visible (child))
        continue;
      if (GTK_IS_BUTTON (child) && gtk_widget_has_css_class (child, "suggested-action")
          && gtk_widget_is_sensitive (child))
        return child;
      if ((found = mc_turn_buttons_find_primary (child)) != NULL)
        return found;
    }
  return NULL;
}

/* Whether a visible refusal under @root's buttons already says @message
 * (the step's own reasons under a row, class "refusal"). */
gboolean
mc_turn_buttons_say (GtkWidget  *root,
                     const char *message)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_visible (child))
        continue;
      if (GTK_IS_LABEL (child) && gtk_widget_has_css_class (child, "refusal")
          && strstr (gtk_label_get_label (GTK_LABEL (child)), message) != NULL)
        return TRUE;
      if (mc_turn_buttons_say (child, message))
        return TRUE;
    }
  return FALSE;
}

/**
 * mc_turn_buttons_say_refusals:
 * @row: a row of turn buttons whose refusals are said under it
 * @game: the game shown (its players' names)
 * @rule: (inout): the first refusal's rule, if none is set yet
 *
 * Returns: (transfer full) (nullable): why the row's buttons are refused,
 *   each by name ("East: …"), or the reason alone when it refuses them
 *   all; %NULL when none is
 */
char *
mc_turn_buttons_say_refusals (GtkWidget     *row,
                              const TemGame *game,
                              const char   **rule)
{
  GString *words = g_string_new (NULL);
  const char *first = NULL;
  gboolean all_same = TRUE;
  guint n_refused = 0, n = 0;

  for (GtkWidget *cell = gtk_widget_get_first_child (row); cell != NULL; cell = gtk_widget_get_next_sibling (cell))
    {
      g_autofree char *after = NULL;   /* the reason, after the button's words */
      GtkWidget *button;
      const char *refusal;

      for (button = cell; button != NULL && !MC_IS_TURN_BUTTON (button);)
        button = gtk_widget_get_first_child (button);
      if (button == NULL || !mc_turn_button_get_refusal_below (MC_TURN_BUTTON (button)))
        continue;
      n++;
      if (*(refusal = mc_turn_button_get_refusal (MC_TURN_BUTTON (button))) == '\0')
        {
          all_same = FALSE;
          continue;
        }
      if (first == NULL)
        first = refusal;
      else if (g_strcmp0 (first, refusal) != 0)
        all_same = FALSE;
      if (*rule == NULL)
        *rule = mc_turn_button_get_refusal_rule (MC_TURN_BUTTON (button));
      if (n_refused++ > 0)
        g_string_append_c (words, '\n');
      after = mc_turn_words_after_colon (game, refusal);
      /* Translators: a refused button and why, under its row: "East:
       * Ana's mech would leave the arena." */
      g_string_append_printf (words, C_("refused direction", "%s: %s"),
                              mc_turn_button_get_words (MC_TURN_BUTTON (button)), after);
    }
  if (n_refused == 0)
    return (g_string_free (words, TRUE), NULL);
  /* A row of one button names it: "Take the Mighty Mech: …". */
  if (all_same && n_refused == n && n > 1)
    g_string_assign (words, first);
  return g_string_free (words, FALSE);
}
