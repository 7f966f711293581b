/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-value-control.h"
#include "mc-value-numeral.h"
#include "mc-tooltip.h"

/* One tracked number, big, with its icon, as a flat button: a tap opens
 * a popover with large − and + buttons and direct entry. It only shows a value and asks
 * for another: the owner turns the request into an action, and the
 * session's answer comes back through set_value(). */

struct _McValueControl
{
  GtkButton   parent_instance;

  McValueNumeral *numeral;
  GtkLabel   *subtitle;     /* made when first needed */

  /* Built when the popover is first opened. */
  GtkPopover *entry_popover;
  GtkLabel   *heading;
  GtkWidget  *minus_button;
  GtkWidget  *plus_button;
  GtkEntry   *entry;

  TemField    field;       /* what the value is, for its whole sentences */
  char       *owner;
  int         value;
  int         maximum;     /* shown as "7 / 9"; -1 for none */
};

G_DEFINE_FINAL_TYPE (McValueControl, mc_value_control, GTK_TYPE_BUTTON)

enum {
  PROP_0,
  PROP_ICON_NAME,
  N_PROPS
};

enum {
  VALUE_REQUESTED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Every sentence about a value is whole, so a translator can order it:
 * the popover's title, its − and + buttons and the value itself. */
typedef enum
{
  TEXT_HEADING,   /* "Ana's health" */
  TEXT_LOWER,     /* "Lower Ana's health" */
  TEXT_RAISE,     /* "Raise Ana's health" */
} OwnerText;

static char *
dup_owner_text (McValueControl *self,
                OwnerText       text)
{
  const char *owner = self->owner ? self->owner : "";

  switch (self->field)
    {
    case TEM_FIELD_ENERGY:
      return text == TEXT_HEADING ? g_strdup_printf (_("%s's energy"), owner)
             : text == TEXT_LOWER ? g_strdup_printf (_("Lower %s's energy"), owner)
             : g_strdup_printf (_("Raise %s's energy"), owner);
    case TEM_FIELD_CREDITS:
      return text == TEXT_HEADING ? g_strdup_printf (_("%s's credits"), owner)
             : text == TEXT_LOWER ? g_strdup_printf (_("Lower %s's credits"), owner)
             : g_strdup_printf (_("Raise %s's credits"), owner);
    case TEM_FIELD_SCORE:
      return text == TEXT_HEADING ? g_strdup_printf (_("%s's score"), owner)
             : text == TEXT_LOWER ? g_strdup_printf (_("Lower %s's score"), owner)
             : g_strdup_printf (_("Raise %s's score"), owner);
    case TEM_FIELD_HEALTH:
    case TEM_FIELD_STATUS:
    case TEM_FIELD_ROUND:
    case TEM_FIELD_STARTING_PLAYER:
    case TEM_FIELD_WEAPON_GAINED:
    case TEM_FIELD_WEAPON_RETURNED:
    case TEM_FIELD_WEAPON_EQUIPPED:
    case TEM_FIELD_WEAPON_STOCKPILED:
    case TEM_FIELD_PILOT_HEALTH_TOP:
    default:
      /* Translators: the title of a value's correction popover, "Ana's health" */
      return text == TEXT_HEADING ? g_strdup_printf (_("%s's health"), owner)
             /* Translators: a button's name, "Lower Ana's health" */
             : text == TEXT_LOWER ? g_strdup_printf (_("Lower %s's health"), owner)
             /* Translators: a button's name, "Raise Ana's health" */
             : g_strdup_printf (_("Raise %s's health"), owner);
    }
}

static char *
dup_set_label (McValueControl *self)
{
  const char *owner = self->owner ? self->owner : "";

  switch (self->field)
    {
    case TEM_FIELD_ENERGY:
      return g_strdup_printf (_("%s's energy: %d. Set it exactly"), owner, self->value);
    case TEM_FIELD_CREDITS:
      return g_strdup_printf (_("%s's credits: %d. Set it exactly"), owner, self->value);
    case TEM_FIELD_SCORE:
      /* Translators: "Ana's score: 12. Set it exactly" */
      return g_strdup_printf (_("%s's score: %d. Set it exactly"), owner, self->value);
    case TEM_FIELD_HEALTH:
    case TEM_FIELD_STATUS:
    case TEM_FIELD_ROUND:
    case TEM_FIELD_STARTING_PLAYER:
    case TEM_FIELD_WEAPON_GAINED:
    case TEM_FIELD_WEAPON_RETURNED:
    case TEM_FIELD_WEAPON_EQUIPPED:
    case TEM_FIELD_WEAPON_STOCKPILED:
    case TEM_FIELD_PILOT_HEALTH_TOP:
    default:
      if (self->maximum >= 0)
        /* Translators: "Ana's health: 7 of 9. Set it exactly"; 9 is the top of the track */
        return g_strdup_printf (_("%s's health: %d of %d. Set it exactly"), owner, self->value, self->maximum);
      return g_strdup_printf (_("%s's health: %d. Set it exactly"), owner, self->value);
    }
}

static void
update_popover (McValueControl *self)
{
  g_autofree char *lower = NULL;
  g_autofree char *raise = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *set = NULL;

  if (self->entry_popover == NULL)
    return;

  lower = dup_owner_text (self, TEXT_LOWER);
  raise = dup_owner_text (self, TEXT_RAISE);
  heading = dup_owner_text (self, TEXT_HEADING);
  set = dup_set_label (self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->minus_button), GTK_ACCESSIBLE_PROPERTY_LABEL, lower, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->plus_button), GTK_ACCESSIBLE_PROPERTY_LABEL, raise, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_LABEL, set, -1);
  mc_tooltip_set_text (self->minus_button, lower);
  mc_tooltip_set_text (self->plus_button, raise);
  gtk_label_set_label (self->heading, heading);
}

static void
update_accessible (McValueControl *self)
{
  g_autofree char *set = dup_set_label (self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, set, -1);
  mc_tooltip_set_text (GTK_WIDGET (self), set);
  update_popover (self);
}

static void
show_value_in_entry (McValueControl *self)
{
  g_autofree char *text = g_strdup_printf ("%d", self->value);

  gtk_editable_set_text (GTK_EDITABLE (self->entry), text);
  gtk_editable_select_region (GTK_EDITABLE (self->entry), 0, -1);
}

static void
minus_clicked_cb (McValueControl *self)
{
  mc_value_control_request (self, self->value - 1);
}

static void
plus_clicked_cb (McValueControl *self)
{
  mc_value_control_request (self, self->value + 1);
}

static void
entry_popover_show_cb (McValueControl *self)
{
  show_value_in_entry (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

static void
entry_changed_cb (McValueControl *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->entry), "error");
}

/* Anything but a whole number stays in the entry, marked; a number goes to
 * the rules, which say if it is off its track. */
static void
entry_activated_cb (McValueControl *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->entry))));
  gint64 value;

  if (!g_ascii_string_to_signed (text, 10, -9999, 99999, &value, NULL))
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->entry), "error");
      gtk_widget_error_bell (GTK_WIDGET (self->entry));
      return;
    }

  gtk_popover_popdown (self->entry_popover);
  if (value != self->value)
    mc_value_control_request (self, (int) value);
}

static GtkWidget *
step_button (McValueControl *self,
             const char     *icon_name,
             GCallback       callback)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon_name);

  gtk_widget_add_css_class (button, "circular");
  gtk_widget_add_css_class (button, "step-button");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (button, "clicked", callback, self);
  return button;
}

/* The −/+ buttons and the entry are only built when first needed: four
 * of these per player would otherwise slow every game's opening. */
static void
ensure_popover (McValueControl *self)
{
  GtkWidget *box, *row, *set;

  if (self->entry_popover != NULL)
    return;

  self->entry_popover = GTK_POPOVER (gtk_popover_new ());
  gtk_widget_add_css_class (GTK_WIDGET (self->entry_popover), "value-popover");
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  self->heading = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->heading), "heading");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->heading));

  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->minus_button = step_button (self, "list-remove-symbolic", G_CALLBACK (minus_clicked_cb));
  self->plus_button = step_button (self, "list-add-symbolic", G_CALLBACK (plus_clicked_cb));
  self->entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_input_purpose (self->entry, GTK_INPUT_PURPOSE_NUMBER);
  gtk_editable_set_width_chars (GTK_EDITABLE (self->entry), 4);
  gtk_editable_set_alignment (GTK_EDITABLE (self->entry), 0.5);
  gtk_entry_set_max_length (self->entry, 5);
  gtk_widget_set_valign (GTK_WIDGET (self->entry), GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (self->entry), "value-entry");
  g_signal_connect_swapped (self->entry, "activate", G_CALLBACK (entry_activated_cb), self);
  g_signal_connect_swapped (self->entry, "changed", G_CALLBACK (entry_changed_cb), self);
  gtk_box_append (GTK_BOX (row), self->minus_button);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->entry));
  gtk_box_append (GTK_BOX (row), self->plus_button);
  gtk_box_append (GTK_BOX (box), row);

  set = gtk_button_new_with_mnemonic (_("_Set"));
  gtk_widget_add_css_class (set, "suggested-action");
  gtk_widget_add_css_class (set, "step-button");
  g_signal_connect_swapped (set, "clicked", G_CALLBACK (entry_activated_cb), self);
  gtk_box_append (GTK_BOX (box), set);

  gtk_popover_set_child (self->entry_popover, box);
  g_signal_connect_swapped (self->entry_popover, "show", G_CALLBACK (entry_popover_show_cb), self);
  gtk_widget_set_parent (GTK_WIDGET (self->entry_popover), GTK_WIDGET (self));
  /* GTK may unparent it first when the window goes. */
  g_object_add_weak_pointer (G_OBJECT (self->entry_popover), (gpointer *) &self->entry_popover);
  update_popover (self);
}

static void
mc_value_control_clicked (GtkButton *button)
{
  mc_value_control_popup (MC_VALUE_CONTROL (button));
}

static void
mc_value_control_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  McValueControl *self = MC_VALUE_CONTROL (widget);

  GTK_WIDGET_CLASS (mc_value_control_parent_class)->size_allocate (widget, width, height, baseline);
  if (self->entry_popover != NULL)
    gtk_popover_present (self->entry_popover);
}

static void
mc_value_control_dispose (GObject *object)
{
  McValueControl *self = MC_VALUE_CONTROL (object);

  if (self->entry_popover != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->entry_popover), (gpointer *) &self->entry_popover);
      g_clear_pointer ((GtkWidget **) &self->entry_popover, gtk_widget_unparent);
    }
  gtk_button_set_child (GTK_BUTTON (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), MC_TYPE_VALUE_CONTROL);
  g_clear_pointer (&self->owner, g_free);

  G_OBJECT_CLASS (mc_value_control_parent_class)->dispose (object);
}

static void
mc_value_control_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  McValueControl *self = MC_VALUE_CONTROL (object);

  switch (prop_id)
    {
    case PROP_ICON_NAME:
      g_value_set_string (value, mc_value_numeral_get_icon_name (self->numeral));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mc_value_control_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  McValueControl *self = MC_VALUE_CONTROL (object);

  switch (prop_id)
    {
    case PROP_ICON_NAME:
      mc_value_numeral_set_icon_name (self->numeral, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mc_value_control_class_init (McValueControlClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkButtonClass *button_class = GTK_BUTTON_CLASS (klass);

  object_class->dispose = mc_value_control_dispose;
  widget_class->size_allocate = mc_value_control_size_allocate;
  button_class->clicked = mc_value_control_clicked;
  object_class->get_property = mc_value_control_get_property;
  object_class->set_property = mc_value_control_set_property;

  properties[PROP_ICON_NAME] =
    g_param_spec_string ("icon-name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * McValueControl::value-requested:
   * @value: the value the player asked for, possibly off its track
   */
  signals[VALUE_REQUESTED] =
    g_signal_new ("value-requested",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-value-control.ui");
  g_type_ensure (MC_TYPE_VALUE_NUMERAL);
  gtk_widget_class_bind_template_child (widget_class, McValueControl, numeral);
}

static void
mc_value_control_init (McValueControl *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->maximum = -1;
}

/* Shows @value (and "/ @maximum" when @maximum is not negative). */
void
mc_value_control_set_value (McValueControl *self,
                            int             value,
                            int             maximum)
{
  g_autofree char *text = NULL;

  g_return_if_fail (MC_IS_VALUE_CONTROL (self));

  if (self->value == value && self->maximum == maximum && *mc_value_numeral_get_text (self->numeral) != '\0')
    return;

  self->value = value;
  self->maximum = maximum;
  if (maximum >= 0)
    /* Translators: a value on its track, "7 / 9" */
    text = g_strdup_printf (_("%d / %d"), value, maximum);
  else
    text = g_strdup_printf ("%d", value);
  mc_value_numeral_set_text (self->numeral, text);
  update_accessible (self);
  /* − and + leave the popover open: it follows the value. */
  if (self->entry_popover != NULL && gtk_widget_get_visible (GTK_WIDGET (self->entry_popover)))
    show_value_in_entry (self);
}

int
mc_value_control_get_value (McValueControl *self)
{
  g_return_val_if_fail (MC_IS_VALUE_CONTROL (self), 0);

  return self->value;
}

void
mc_value_control_set_subtitle (McValueControl *self,
                               const char     *subtitle)
{
  gboolean shown = subtitle != NULL && *subtitle != '\0';

  g_return_if_fail (MC_IS_VALUE_CONTROL (self));

  if (self->subtitle == NULL && !shown)
    return;
  if (self->subtitle == NULL)
    {
      /* The subtitle goes under the numeral. */
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

      g_object_ref (self->numeral);
      gtk_button_set_child (GTK_BUTTON (self), NULL);
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->numeral));
      g_object_unref (self->numeral);

      self->subtitle = GTK_LABEL (gtk_label_new (NULL));
      gtk_label_set_ellipsize (self->subtitle, PANGO_ELLIPSIZE_END);
      gtk_widget_add_css_class (GTK_WIDGET (self->subtitle), "caption");
      gtk_widget_add_css_class (GTK_WIDGET (self->subtitle), "dim-label");
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->subtitle));
      gtk_button_set_child (GTK_BUTTON (self), box);
    }
  gtk_label_set_label (self->subtitle, shown ? subtitle : "");
  gtk_widget_set_visible (GTK_WIDGET (self->subtitle), shown);
}

/* What the value is (health, energy, credits or score), for what a
 * screen reader says of each button. */
void
mc_value_control_set_field (McValueControl *self,
                            TemField        field)
{
  g_return_if_fail (MC_IS_VALUE_CONTROL (self));

  self->field = field;
  /* Tabular digits: two of them, and health's "of" its top, at most. */
  mc_value_numeral_set_reserve (self->numeral, field == TEM_FIELD_HEALTH ? "88 / 88" : "88");
  update_accessible (self);
}

/* The player's name, for what a screen reader says of each button. */
void
mc_value_control_set_owner (McValueControl *self,
                            const char     *owner)
{
  g_return_if_fail (MC_IS_VALUE_CONTROL (self));

  g_free (self->owner);
  self->owner = g_strdup (owner);
  update_accessible (self);
}

/* Opens the correction popover, as a tap does. */
void
mc_value_control_popup (McValueControl *self)
{
  g_return_if_fail (MC_IS_VALUE_CONTROL (self));

  ensure_popover (self);
  gtk_popover_popup (self->entry_popover);
}

/* The popover's − button for @direction < 0, + for > 0 (building the
 * popover if it was never opened), the numeral's button for 0. */
GtkWidget *
mc_value_control_get_button (McValueControl *self,
                             int             direction)
{
  g_return_val_if_fail (MC_IS_VALUE_CONTROL (self), NULL);

  if (direction == 0)
    return GTK_WIDGET (self);
  ensure_popover (self);
  return direction < 0 ? self->minus_button : self->plus_button;
}

/* The popover's entry, once the popover was built, or %NULL. */
GtkWidget *
mc_value_control_get_entry (McValueControl *self)
{
  g_return_val_if_fail (MC_IS_VALUE_CONTROL (self), NULL);

  return self->entry ? GTK_WIDGET (self->entry) : NULL;
}

/* As if the player had typed @value in. */
void
mc_value_control_request (McValueControl *self,
                          int             value)
{
  g_return_if_fail (MC_IS_VALUE_CONTROL (self));

  g_signal_emit (self, signals[VALUE_REQUESTED], 0, value);
}
