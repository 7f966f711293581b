/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mc-rumble-field.h"

/* A field of a Rumblebots form under its caption ("Attack", "Which
 * Bot"), so that a number once typed still says what it is. The field
 * is the <child> given in the form's template; a screen reader names it
 * by the caption. */

struct _McRumbleField
{
  GtkWidget  parent_instance;

  GtkLabel  *caption_label;
};

G_DEFINE_FINAL_TYPE (McRumbleField, mc_rumble_field, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CAPTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
mc_rumble_field_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  McRumbleField *self = MC_RUMBLE_FIELD (object);

  switch (prop_id)
    {
    case PROP_CAPTION:
      g_value_set_string (value, mc_rumble_field_get_caption (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mc_rumble_field_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  McRumbleField *self = MC_RUMBLE_FIELD (object);

  switch (prop_id)
    {
    case PROP_CAPTION:
      mc_rumble_field_set_caption (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mc_rumble_field_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), MC_TYPE_RUMBLE_FIELD);
  /* The field itself came from the form's template. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (mc_rumble_field_parent_class)->dispose (object);
}

static void
mc_rumble_field_class_init (McRumbleFieldClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = mc_rumble_field_get_property;
  object_class->set_property = mc_rumble_field_set_property;
  object_class->dispose = mc_rumble_field_dispose;

  properties[PROP_CAPTION] = g_param_spec_string ("caption", NULL, NULL, NULL,
                                                  G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                  | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-rumble-field.ui");
  gtk_widget_class_bind_template_child (widget_class, McRumbleField, caption_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "rumble-field");
}

static void
mc_rumble_field_init (McRumbleField *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), 2);
}

const char *
mc_rumble_field_get_caption (McRumbleField *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_FIELD (self), NULL);

  return gtk_label_get_label (self->caption_label);
}

void
mc_rumble_field_set_caption (McRumbleField *self,
                             const char    *caption)
{
  g_return_if_fail (MC_IS_RUMBLE_FIELD (self));

  if (g_strcmp0 (caption, gtk_label_get_label (self->caption_label)) == 0)
    return;
  gtk_label_set_label (self->caption_label, caption);
  gtk_widget_set_visible (GTK_WIDGET (self->caption_label), caption != NULL && caption[0] != '\0');
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAPTION]);
}
