/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-stats-bar-chart.h"

/* A comparison as horizontal bars (issue 28): a row per name, its label
 * above, the bar, and the number itself at the bar's end, so the
 * chart reads at a glance and the number never hides in a length. Rows
 * stack, so it fits a phone as well as a laptop. Its numbers in words,
 * "Ana: 3 of 5 (60%)" a line, are its accessible description. */

#define LABEL_HEIGHT 20
#define ROW_HEIGHT 46
#define BAR_HEIGHT 16

typedef struct
{
  char   *label;
  double  value;
  char   *value_text;
} Bar;

struct _McStatsBarChart
{
  GtkWidget  parent_instance;

  char      *title;
  GArray    *bars;
  double     max;      /* 0: the largest value */
  GString   *text;
};

G_DEFINE_FINAL_TYPE (McStatsBarChart, mc_stats_bar_chart, GTK_TYPE_WIDGET)

static void
bar_clear (Bar *bar)
{
  g_free (bar->label);
  g_free (bar->value_text);
}

static PangoLayout *
make_layout (GtkWidget  *widget,
             const char *text,
             gboolean    bold)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);

  if (bold)
    {
      PangoAttrList *attrs = pango_attr_list_new ();

      pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
      pango_layout_set_attributes (layout, attrs);
      pango_attr_list_unref (attrs);
    }
  return layout;
}

/* Each row: the name on a line of its own (never cut at phone width,
 * in any language), then the bar and its number. */
static void
mc_stats_bar_chart_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  McStatsBarChart *self = MC_STATS_BAR_CHART (widget);
  int width = gtk_widget_get_width (widget);
  double value_w = 0, bar_w, max = self->max;
  GdkRGBA fg, accent = { 0x35 / 255.0, 0x84 / 255.0, 0xe4 / 255.0, 1 };

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  /* The numbers whole: their column as wide as the widest, the bars what is left. */
  for (guint i = 0; i < self->bars->len; i++)
    {
      g_autoptr(PangoLayout) value = make_layout (widget, g_array_index (self->bars, Bar, i).value_text, TRUE);
      int vw;

      pango_layout_get_pixel_size (value, &vw, NULL);
      value_w = MAX (value_w, vw);
    }
  value_w = MIN (value_w, width * 0.6);
  bar_w = MAX (width - value_w - 8, 0);
  if (max <= 0)
    for (guint i = 0; i < self->bars->len; i++)
      max = MAX (max, g_array_index (self->bars, Bar, i).value);
  if (max <= 0)
    max = 1;

  for (guint i = 0; i < self->bars->len; i++)
    {
      const Bar *bar = &g_array_index (self->bars, Bar, i);
      g_autoptr(PangoLayout) label = make_layout (widget, bar->label, FALSE);
      g_autoptr(PangoLayout) value = make_layout (widget, bar->value_text, TRUE);
      double y = i * ROW_HEIGHT, length = MAX (bar_w * bar->value / max, bar->value > 0 ? 2 : 0);
      double bar_y = y + LABEL_HEIGHT + (ROW_HEIGHT - LABEL_HEIGHT - BAR_HEIGHT) / 2.0;
      int vh;

      pango_layout_set_width (label, width * PANGO_SCALE);
      pango_layout_set_ellipsize (label, PANGO_ELLIPSIZE_END);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (0, y));
      gtk_snapshot_append_layout (snapshot, label, &fg);
      gtk_snapshot_restore (snapshot);

      /* The track faint, the bar in the accent colour. */
      gtk_snapshot_append_color (snapshot, &(GdkRGBA) { fg.red, fg.green, fg.blue, 0.1 },
                                 &GRAPHENE_RECT_INIT (0, bar_y, bar_w, BAR_HEIGHT));
      gtk_snapshot_append_color (snapshot, &accent, &GRAPHENE_RECT_INIT (0, bar_y, length, BAR_HEIGHT));

      pango_layout_set_width (value, (int) value_w * PANGO_SCALE);
      pango_layout_set_ellipsize (value, PANGO_ELLIPSIZE_END);
      pango_layout_get_pixel_size (value, NULL, &vh);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (bar_w + 8, bar_y + (BAR_HEIGHT - vh) / 2.0));
      gtk_snapshot_append_layout (snapshot, value, &fg);
      gtk_snapshot_restore (snapshot);
    }
}

static void
mc_stats_bar_chart_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  McStatsBarChart *self = MC_STATS_BAR_CHART (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 200;
      *natural = 480;
    }
  else
    *minimum = *natural = (int) self->bars->len * ROW_HEIGHT;
}

static void
mc_stats_bar_chart_finalize (GObject *object)
{
  McStatsBarChart *self = MC_STATS_BAR_CHART (object);

  g_free (self->title);
  g_array_unref (self->bars);
  g_string_free (self->text, TRUE);
  G_OBJECT_CLASS (mc_stats_bar_chart_parent_class)->finalize (object);
}

static void
mc_stats_bar_chart_class_init (McStatsBarChartClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = mc_stats_bar_chart_finalize;
  widget_class->snapshot = mc_stats_bar_chart_snapshot;
  widget_class->measure = mc_stats_bar_chart_measure;
  gtk_widget_class_set_css_name (widget_class, "statsbarchart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
mc_stats_bar_chart_init (McStatsBarChart *self)
{
  self->bars = g_array_new (FALSE, FALSE, sizeof (Bar));
  g_array_set_clear_func (self->bars, (GDestroyNotify) bar_clear);
  self->text = g_string_new (NULL);
}

/* A chart named @title for a screen reader ("Win rate by player"). */
GtkWidget *
mc_stats_bar_chart_new (const char *title)
{
  McStatsBarChart *self = g_object_new (MC_TYPE_STATS_BAR_CHART, NULL);

  self->title = g_strdup (title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  return GTK_WIDGET (self);
}

void
mc_stats_bar_chart_clear (McStatsBarChart *self)
{
  g_return_if_fail (MC_IS_STATS_BAR_CHART (self));

  g_array_set_size (self->bars, 0);
  g_string_truncate (self->text, 0);
  self->max = 0;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "", -1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* A bar: @label, of length @value, and @value_text, the number as said. */
void
mc_stats_bar_chart_add (McStatsBarChart *self,
                        const char      *label,
                        double           value,
                        const char      *value_text)
{
  Bar bar = { g_strdup (label), value, g_strdup (value_text) };

  g_return_if_fail (MC_IS_STATS_BAR_CHART (self));

  g_array_append_val (self->bars, bar);
  if (self->text->len > 0)
    g_string_append_c (self->text, '\n');
  /* Translators: a bar of a chart in words, "Ana: 3 of 5 (60%)" */
  g_string_append_printf (self->text, _("%s: %s"), label, value_text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->text->str, -1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* The value of a full bar (1 for rates); 0 for the largest value. */
void
mc_stats_bar_chart_set_max (McStatsBarChart *self,
                            double           max)
{
  g_return_if_fail (MC_IS_STATS_BAR_CHART (self));

  self->max = max;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
mc_stats_bar_chart_get_n_bars (McStatsBarChart *self)
{
  g_return_val_if_fail (MC_IS_STATS_BAR_CHART (self), 0);

  return self->bars->len;
}

/* The chart's numbers in words, a bar a line. */
const char *
mc_stats_bar_chart_get_text (McStatsBarChart *self)
{
  g_return_val_if_fail (MC_IS_STATS_BAR_CHART (self), NULL);

  return self->text->str;
}
