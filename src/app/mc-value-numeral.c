/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mc-value-numeral.h"

/* A value's icon and numeral, drawn as one widget: the big number a
 * player reads across the table, in the font its CSS gives (.value-label),
 * beside the icon of what it counts, in that value's colour. The button
 * around it carries the accessible name. */

struct _McValueNumeral
{
  GtkWidget    parent_instance;

  char        *icon_name;
  char        *text;
  char        *reserve;   /* the widest text it may show: the width kept */
  int          reserved;  /* its width in the current font, -1 until measured */
  PangoLayout *layout;    /* until the font or the text changes */
};

G_DEFINE_FINAL_TYPE (McValueNumeral, mc_value_numeral, GTK_TYPE_WIDGET)

#define ICON_SIZE 24
#define SPACING 6

/* The colours of the icons, as the panels' CSS had them (libadwaita's
 * named colours); anything else in the text's colour. */
static gboolean
icon_colour (const char *icon_name,
             GdkRGBA    *colour)
{
  static const struct
  {
    const char *icon;
    const char *colour;
  } colours[] = {
    { "mc-health-symbolic", "#e01b24" },
    { "mc-energy-symbolic", "#e5a50a" },
    { "mc-credits-symbolic", "#e66100" },
    { "mc-score-symbolic", "#3584e4" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (colours); i++)
    if (g_strcmp0 (icon_name, colours[i].icon) == 0)
      return gdk_rgba_parse (colour, colours[i].colour);
  return FALSE;
}

static PangoLayout *
ensure_layout (McValueNumeral *self)
{
  if (self->layout == NULL)
    self->layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), self->text);
  return self->layout;
}

static void
mc_value_numeral_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  McValueNumeral *self = MC_VALUE_NUMERAL (widget);
  int width, height;

  pango_layout_get_pixel_size (ensure_layout (self), &width, &height);
  /* The panel keeps its shape when a number widens ("9 / 9" to "11 / 11"):
   * the width of the widest text it may show is kept from the start. */
  if (self->reserve != NULL && orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      if (self->reserved < 0)
        {
          PangoLayout *widest = gtk_widget_create_pango_layout (widget, self->reserve);

          pango_layout_get_pixel_size (widest, &self->reserved, NULL);
          g_object_unref (widest);
        }
      width = MAX (width, self->reserved);
    }
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = ICON_SIZE + SPACING + width;
  else
    *minimum = *natural = MAX (ICON_SIZE, height);
}

static void
mc_value_numeral_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  McValueNumeral *self = MC_VALUE_NUMERAL (widget);
  PangoLayout *layout = ensure_layout (self);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  int text_width, text_height;
  float x;
  GdkRGBA fg, colour;

G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
G_GNUC_END_IGNORE_DEPRECATIONS
  pango_layout_get_pixel_size (layout, &text_width, &text_height);
  x = (float) (width - (ICON_SIZE + SPACING + text_width)) / 2;

  if (self->icon_name != NULL)
    {
      GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (widget));
      g_autoptr(GtkIconPaintable) icon = gtk_icon_theme_lookup_icon (theme, self->icon_name, NULL, ICON_SIZE,
                                                                     gtk_widget_get_scale_factor (widget),
                                                                     gtk_widget_get_direction (widget), 0);

      if (!icon_colour (self->icon_name, &colour))
        colour = fg;
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, (float) (height - ICON_SIZE) / 2));
      gtk_symbolic_paintable_snapshot_symbolic (GTK_SYMBOLIC_PAINTABLE (icon), snapshot, ICON_SIZE, ICON_SIZE,
                                                &colour, 1);
      gtk_snapshot_restore (snapshot);
    }

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x + ICON_SIZE + SPACING, (float) (height - text_height) / 2));
  gtk_snapshot_append_layout (snapshot, layout, &fg);
  gtk_snapshot_restore (snapshot);
}

static void
mc_value_numeral_css_changed (GtkWidget         *widget,
                              GtkCssStyleChange *change)
{
  McValueNumeral *self = MC_VALUE_NUMERAL (widget);

  GTK_WIDGET_CLASS (mc_value_numeral_parent_class)->css_changed (widget, change);
  g_clear_object (&self->layout);
  self->reserved = -1;
  gtk_widget_queue_resize (widget);
}

static void
mc_value_numeral_finalize (GObject *object)
{
  McValueNumeral *self = MC_VALUE_NUMERAL (object);

  g_free (self->reserve);
  g_free (self->icon_name);
  g_free (self->text);
  g_clear_object (&self->layout);

  G_OBJECT_CLASS (mc_value_numeral_parent_class)->finalize (object);
}

static void
mc_value_numeral_class_init (McValueNumeralClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = mc_value_numeral_finalize;
  widget_class->measure = mc_value_numeral_measure;
  widget_class->snapshot = mc_value_numeral_snapshot;
  widget_class->css_changed = mc_value_numeral_css_changed;

  gtk_widget_class_set_css_name (widget_class, "valuenumeral");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void
mc_value_numeral_init (McValueNumeral *self)
{
  self->text = g_strdup ("");
  self->reserved = -1;
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_widget_add_css_class (GTK_WIDGET (self), "value-label");
}

GtkWidget *
mc_value_numeral_new (void)
{
  return g_object_new (MC_TYPE_VALUE_NUMERAL, NULL);
}

void
mc_value_numeral_set_icon_name (McValueNumeral *self,
                                const char     *icon_name)
{
  g_return_if_fail (MC_IS_VALUE_NUMERAL (self));

  g_free (self->icon_name);
  self->icon_name = g_strdup (icon_name);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
mc_value_numeral_get_icon_name (McValueNumeral *self)
{
  g_return_val_if_fail (MC_IS_VALUE_NUMERAL (self), NULL);

  return self->icon_name;
}

void
mc_value_numeral_set_text (McValueNumeral *self,
                           const char     *text)
{
  g_return_if_fail (MC_IS_VALUE_NUMERAL (self));

  if (g_strcmp0 (self->text, text) == 0)
    return;
  g_free (self->text);
  self->text = g_strdup (text ? text : "");
  if (self->layout != NULL)
    pango_layout_set_text (self->layout, self->text, -1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

const char *
mc_value_numeral_get_text (McValueNumeral *self)
{
  g_return_val_if_fail (MC_IS_VALUE_NUMERAL (self), NULL);

  return self->text;
}

/**
 * mc_value_numeral_set_reserve:
 * @reserve: (nullable): the widest text it may show ("88 / 88")
 */
void
mc_value_numeral_set_reserve (McValueNumeral *self,
                              const char     *reserve)
{
  g_return_if_fail (MC_IS_VALUE_NUMERAL (self));

  g_free (self->reserve);
  self->reserve = g_strdup (reserve);
  self->reserved = -1;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}
