/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "mc-turn-button.h"

/* A button of the turn panel: what it does ("_End Turn", with its
 * mnemonic) and, when the rules would refuse it now, the reason under it,
 * the button disabled and the reason said to a screen reader too. What
 * it does when tapped is its action and target (turn.buy(3)…). */

struct _McTurnButton
{
  GtkButton  parent_instance;

  GtkLabel  *text_label;
  GtkLabel  *refusal_label;
  char      *refusal_rule;    /* the rule ID behind the refusal, or NULL */
  char      *spoken;          /* its name when the face is a sign ("↖") */
  char      *text;            /* as given, with its mnemonic */
  char      *words;           /* as read, without it */
  gboolean   refused;
  gboolean   refusal_below;   /* the row says why, under all its buttons */
};

G_DEFINE_FINAL_TYPE (McTurnButton, mc_turn_button, GTK_TYPE_BUTTON)

enum {
  PROP_0,
  PROP_TEXT,
  PROP_REFUSAL,
  PROP_REFUSAL_RULE,
  PROP_REFUSAL_BELOW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
mc_turn_button_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  McTurnButton *self = MC_TURN_BUTTON (object);

  switch (prop_id)
    {
    case PROP_TEXT:
      g_value_set_string (value, mc_turn_button_get_text (self));
      break;
    case PROP_REFUSAL:
      g_value_set_string (value, mc_turn_button_get_refusal (self));
      break;
    case PROP_REFUSAL_RULE:
      g_value_set_string (value, self->refusal_rule);
      break;

    case PROP_REFUSAL_BELOW:
      g_value_set_boolean (value, self->refusal_below);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mc_turn_button_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  McTurnButton *self = MC_TURN_BUTTON (object);

  switch (prop_id)
    {
    case PROP_TEXT:
      mc_turn_button_set_text (self, g_value_get_string (value));
      break;
    case PROP_REFUSAL:
      mc_turn_button_set_refusal (self, g_value_get_string (value));
      break;
    case PROP_REFUSAL_RULE:
      mc_turn_button_set_refusal_rule (self, g_value_get_string (value));
      break;

    case PROP_REFUSAL_BELOW:
      mc_turn_button_set_refusal_below (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mc_turn_button_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), MC_TYPE_TURN_BUTTON);
  g_clear_pointer (&MC_TURN_BUTTON (object)->refusal_rule, g_free);
  g_clear_pointer (&MC_TURN_BUTTON (object)->spoken, g_free);
  g_clear_pointer (&MC_TURN_BUTTON (object)->text, g_free);
  g_clear_pointer (&MC_TURN_BUTTON (object)->words, g_free);

  G_OBJECT_CLASS (mc_turn_button_parent_class)->dispose (object);
}

/* Moved (the turn panel goes between the page and the phone's sheet):
 * its action is looked up again (see mc_turn_button_rebind_action()). */
static void
mc_turn_button_root (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (mc_turn_button_parent_class)->root (widget);
  mc_turn_button_rebind_action (MC_TURN_BUTTON (widget));
}

static void
mc_turn_button_class_init (McTurnButtonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = mc_turn_button_get_property;
  object_class->set_property = mc_turn_button_set_property;
  object_class->dispose = mc_turn_button_dispose;
  widget_class->root = mc_turn_button_root;

  properties[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL,
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REFUSAL] = g_param_spec_string ("refusal", NULL, NULL, NULL,
                                                  G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                  | G_PARAM_STATIC_STRINGS);
  /**
   * McTurnButton:refusal-rule:
   *
   * The rule ID the refusal comes from ("R-A6"), or %NULL: for a link to
   * the rule beside the words.
   */
  properties[PROP_REFUSAL_RULE] = g_param_spec_string ("refusal-rule", NULL, NULL, NULL,
                                                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                       | G_PARAM_STATIC_STRINGS);
  /**
   * McTurnButton:refusal-below:
   *
   * Whether the refusal is said by the row, under all its buttons, rather
   * than under this button's words: a row whose buttons must keep their
   * place and height (the directions) when one of them is refused.
   */
  properties[PROP_REFUSAL_BELOW] = g_param_spec_boolean ("refusal-below", NULL, NULL, FALSE,
                                                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                         | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-turn-button.ui");
  gtk_widget_class_bind_template_child (widget_class, McTurnButton, text_label);
  gtk_widget_class_bind_template_child (widget_class, McTurnButton, refusal_label);
}

static void
mc_turn_button_init (McTurnButton *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_label_set_mnemonic_widget (self->text_label, GTK_WIDGET (self));
}

GtkWidget *
mc_turn_button_new (const char *text)
{
  return g_object_new (MC_TYPE_TURN_BUTTON, "text", text, NULL);
}

const char *
mc_turn_button_get_text (McTurnButton *self)
{
  g_return_val_if_fail (MC_IS_TURN_BUTTON (self), NULL);

  return self->text != NULL ? self->text : "";
}

/* Its words as read, without the mnemonic's underscore: for a sentence
 * that names the button ("_Mejorar a servoarmadura: …", walk 11). */
const char *
mc_turn_button_get_words (McTurnButton *self)
{
  g_return_val_if_fail (MC_IS_TURN_BUTTON (self), NULL);

  return self->spoken != NULL ? self->spoken : self->words != NULL ? self->words : "";
}

/* A face that is a sign, not words (a diagonal's arrow on a phone):
 * what a screen reader says and the name a refusal gives it
 * ("North-west: …"). */
void
mc_turn_button_set_spoken (McTurnButton *self,
                           const char   *words)
{
  g_return_if_fail (MC_IS_TURN_BUTTON (self));

  g_free (self->spoken);
  self->spoken = g_strdup (words);
  if (words != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

void
mc_turn_button_set_text (McTurnButton *self,
                         const char   *text)
{
  g_return_if_fail (MC_IS_TURN_BUTTON (self));

  if (g_strcmp0 (text, self->text) == 0)
    return;
  g_free (self->text);
  self->text = g_strdup (text != NULL ? text : "");
  gtk_label_set_label (self->text_label, self->text);
  g_free (self->words);
  self->words = g_strdup (gtk_label_get_text (self->text_label));
  /* A number keeps its word on its line ("(5 / credits)" broke in two,
   * walk 22): the space after a digit does not break. */
  if (strpbrk (self->text, "0123456789") != NULL)
    {
      GString *kept = g_string_new (NULL);

      for (const char *c = self->text; *c != '\0'; c++)
        if (*c == ' ' && c > self->text && g_ascii_isdigit (c[-1]))
          g_string_append (kept, "\u00a0");
        else
          g_string_append_c (kept, *c);
      gtk_label_set_label (self->text_label, kept->str);
      g_string_free (kept, TRUE);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
}

/* "" when the rules would accept it. */
const char *
mc_turn_button_get_refusal (McTurnButton *self)
{
  g_return_val_if_fail (MC_IS_TURN_BUTTON (self), NULL);

  return self->refused ? gtk_label_get_label (self->refusal_label) : "";
}

/**
 * mc_turn_button_set_refusal:
 * @refusal: (nullable): why the rules would refuse it now, or %NULL
 *
 * A refused button is disabled, with the reason under its words and as
 * its description for a screen reader; it loses its action.
 */
void
mc_turn_button_set_refusal (McTurnButton *self,
                            const char   *refusal)
{
  gboolean refused = refusal != NULL && *refusal != '\0';

  g_return_if_fail (MC_IS_TURN_BUTTON (self));

  self->refused = refused;
  gtk_label_set_label (self->refusal_label, refused ? refusal : "");
  gtk_widget_set_visible (GTK_WIDGET (self->refusal_label), refused && !self->refusal_below);
  /* A refused button does nothing: without its action, GTK's action
   * helper no longer turns it sensitive again when its action appears
   * (a button is built afresh for each step anyway). */
  if (refused)
    gtk_actionable_set_action_name (GTK_ACTIONABLE (self), NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self), !refused);
  if (refused)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, refusal, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REFUSAL]);
  if (!refused)
    mc_turn_button_set_refusal_rule (self, NULL);
}

gboolean
mc_turn_button_get_refusal_below (McTurnButton *self)
{
  g_return_val_if_fail (MC_IS_TURN_BUTTON (self), FALSE);

  return self->refusal_below;
}

void
mc_turn_button_set_refusal_below (McTurnButton *self,
                                  gboolean      below)
{
  g_return_if_fail (MC_IS_TURN_BUTTON (self));

  below = !!below;
  if (self->refusal_below == below)
    return;
  self->refusal_below = below;
  gtk_widget_set_visible (GTK_WIDGET (self->refusal_label), self->refused && !below);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REFUSAL_BELOW]);
}

const char *
mc_turn_button_get_refusal_rule (McTurnButton *self)
{
  g_return_val_if_fail (MC_IS_TURN_BUTTON (self), NULL);

  return self->refusal_rule;
}

void
mc_turn_button_set_refusal_rule (McTurnButton *self,
                                 const char   *rule)
{
  g_return_if_fail (MC_IS_TURN_BUTTON (self));

  if (g_strcmp0 (self->refusal_rule, rule) == 0)
    return;
  g_free (self->refusal_rule);
  self->refusal_rule = g_strdup (rule);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REFUSAL_RULE]);
}

/**
 * mc_turn_button_rebind_action:
 *
 * Looks its action up again. GTK 4.8's action helper leaves a button
 * insensitive once its action went away and came back (the turn panel
 * moved between the page and the phone's sheet, or a step was hidden
 * under a dialog), although the action is there and enabled: a button
 * declared once in a template is bound afresh each time it is shown.
 */
void
mc_turn_button_rebind_action (McTurnButton *self)
{
  g_autofree char *name = NULL;

  g_return_if_fail (MC_IS_TURN_BUTTON (self));

  name = g_strdup (gtk_actionable_get_action_name (GTK_ACTIONABLE (self)));
  if (name == NULL || *gtk_label_get_label (self->refusal_label) != '\0')
    return;
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self), NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self), name);
}
