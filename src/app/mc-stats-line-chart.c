/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-stats-line-chart.h"

/* Two numbers over time as lines (issue 28): the solo record against the
 * Robot Pilots, a point per game, oldest first; the first line solid with
 * circles (filled where the point is marked: a game won), the second
 * dashed with squares, so colour is never alone. A legend names both;
 * the numbers stand at the points when there is room, and in words, a
 * point a line, as the accessible description. The dates of the first
 * and last points under the axis. */

#define HEIGHT 240
#define LEGEND_HEIGHT 24
#define AXIS_LEFT 34
#define AXIS_BOTTOM 24
#define NUMBER_ROOM 30   /* the width a point needs for its numbers */

typedef struct
{
  char     *label;
  int       first;
  int       second;
  gboolean  marked;
} Point;

struct _McStatsLineChart
{
  GtkWidget  parent_instance;

  char      *names[2];
  GArray    *points;
  GString   *text;
};

G_DEFINE_FINAL_TYPE (McStatsLineChart, mc_stats_line_chart, GTK_TYPE_WIDGET)

static void
point_clear (Point *point)
{
  g_free (point->label);
}

/* A step of the value axis that gives four or five lines. */
static int
axis_step (int max)
{
  static const int steps[] = { 1, 2, 5, 10, 20, 25, 50, 100 };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (max / steps[i] <= 5)
      return steps[i];
  return 200;
}

/* @text with its left edge at @x (or its right, or centre: @align 0, 1,
 * 0.5) and its middle at @y. */
static void
text_at (GtkWidget     *widget,
         GtkSnapshot   *snapshot,
         const char    *text,
         double         x,
         double         y,
         double         align,
         gboolean       bold,
         const GdkRGBA *colour)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  int w, h;

  if (bold)
    {
      PangoAttrList *attrs = pango_attr_list_new ();

      pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
      pango_layout_set_attributes (layout, attrs);
      pango_attr_list_unref (attrs);
    }
  pango_layout_get_pixel_size (layout, &w, &h);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x - align * w, y - h / 2.0));
  gtk_snapshot_append_layout (snapshot, layout, colour);
  gtk_snapshot_restore (snapshot);
}

static int
text_width (GtkWidget  *widget,
            const char *text)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  int w;

  pango_layout_get_pixel_size (layout, &w, NULL);
  return w;
}

static void
mark (cairo_t  *cr,
      gboolean  square,
      gboolean  filled,
      double    x,
      double    y,
      double    line_width)
{
  const double r = 4.5;

  if (square)
    cairo_rectangle (cr, x - r, y - r, 2 * r, 2 * r);
  else
    cairo_arc (cr, x, y, r + 0.5, 0, 2 * G_PI);
  if (filled)
    cairo_fill (cr);
  else
    {
      cairo_set_line_width (cr, line_width);
      cairo_set_dash (cr, NULL, 0, 0);
      cairo_stroke (cr);
    }
}

/* The legend: each line's sample, its mark, its name; the second under
 * the first when both do not fit side by side. Returns its height. */
static double
draw_legend (McStatsLineChart *self,
             GtkSnapshot      *snapshot,
             const GdkRGBA    *colours,
             const GdkRGBA    *fg,
             int               width)
{
  double x = 0, y = 0;

  for (guint s = 0; s < 2; s++)
    {
      static const double dash[] = { 6, 4 };
      int name_w = text_width (GTK_WIDGET (self), self->names[s]);
      double middle;
      cairo_t *cr;

      if (s > 0 && x + 40 + name_w > width)
        {
          x = 0;
          y += LEGEND_HEIGHT;
        }
      middle = y + LEGEND_HEIGHT / 2.0;
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x, y, 40, LEGEND_HEIGHT));
      gdk_cairo_set_source_rgba (cr, &colours[s]);
      cairo_set_line_width (cr, 2.5);
      cairo_set_dash (cr, dash, s == 1 ? 2 : 0, 0);
      cairo_move_to (cr, x + 2, middle);
      cairo_line_to (cr, x + 34, middle);
      cairo_stroke (cr);
      mark (cr, s == 1, TRUE, x + 18, middle, 2);
      cairo_destroy (cr);
      text_at (GTK_WIDGET (self), snapshot, self->names[s], x + 40, middle, 0, FALSE, fg);
      x += 40 + name_w + 20;
    }
  return y + LEGEND_HEIGHT;
}

static void
mc_stats_line_chart_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  McStatsLineChart *self = MC_STATS_LINE_CHART (widget);
  GtkStyleContext *style = gtk_widget_get_style_context (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  guint n = self->points->len;
  GdkRGBA fg, colours[2];
  double top, bottom = height - AXIS_BOTTOM, left = AXIS_LEFT, right = width - 8, step_x;
  int max = 1, step, top_value;
  gboolean numbers;
  cairo_t *cr;

  if (n == 0 || right <= left)
    return;
  gtk_style_context_get_color (style, &fg);
  /* libadwaita's accent for the player, the text's colour for the robots:
   * both readable in light and dark. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (style, "accent_color", &colours[0]))
    colours[0] = (GdkRGBA) { 0x1c / 255.0, 0x71 / 255.0, 0xd8 / 255.0, 1 };
  G_GNUC_END_IGNORE_DEPRECATIONS
  colours[1] = (GdkRGBA) { fg.red, fg.green, fg.blue, 0.75 };
  top = draw_legend (self, snapshot, colours, &fg, width) + 12;
  if (bottom <= top)
    return;

  for (guint i = 0; i < n; i++)
    {
      const Point *point = &g_array_index (self->points, Point, i);

      max = MAX (max, MAX (point->first, point->second));
    }
  step = axis_step (max);
  top_value = ((max + step - 1) / step) * step;
  step_x = (right - left) / n;
  numbers = step_x >= NUMBER_ROOM;

  /* The value axis, faint; its numbers left of it. */
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_set_line_width (cr, 1);
  for (int v = 0; v <= top_value; v += step)
    {
      double y = bottom - (bottom - top) * v / top_value;

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, v == 0 ? 0.5 : 0.15);
      cairo_move_to (cr, left, (int) y + 0.5);
      cairo_line_to (cr, right, (int) y + 0.5);
      cairo_stroke (cr);
    }

  /* The robots' line under the player's; each point its mark. */
  for (int s = 1; s >= 0; s--)
    {
      static const double dash[] = { 6, 4 };

      gdk_cairo_set_source_rgba (cr, &colours[s]);
      cairo_set_line_width (cr, 2.5);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_dash (cr, dash, s == 1 ? 2 : 0, 0);
      for (guint i = 0; i < n; i++)
        {
          const Point *point = &g_array_index (self->points, Point, i);
          double x = left + (i + 0.5) * step_x;
          double y = bottom - (bottom - top) * (s == 0 ? point->first : point->second) / top_value;

          if (i == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_stroke (cr);
      for (guint i = 0; i < n; i++)
        {
          const Point *point = &g_array_index (self->points, Point, i);
          double x = left + (i + 0.5) * step_x;
          double y = bottom - (bottom - top) * (s == 0 ? point->first : point->second) / top_value;

          /* The player's point filled for a game won, hollow for a loss. */
          mark (cr, s == 1, s == 1 || point->marked, x, y, 2);
        }
    }
  cairo_destroy (cr);

  for (int v = 0; v <= top_value; v += step)
    {
      g_autofree char *label = g_strdup_printf ("%d", v);

      text_at (widget, snapshot, label, left - 6, bottom - (bottom - top) * v / top_value, 1, FALSE,
               &(GdkRGBA) { fg.red, fg.green, fg.blue, 0.7 });
    }
  /* The numbers at the points: the higher above its mark, the lower below. */
  for (guint i = 0; numbers && i < n; i++)
    {
      const Point *point = &g_array_index (self->points, Point, i);
      double x = left + (i + 0.5) * step_x;
      gboolean first_higher = point->first >= point->second;
      g_autofree char *first = g_strdup_printf ("%d", point->first);
      g_autofree char *second = g_strdup_printf ("%d", point->second);
      double y1 = bottom - (bottom - top) * point->first / top_value;
      double y2 = bottom - (bottom - top) * point->second / top_value;

      text_at (widget, snapshot, first, x, y1 + (first_higher ? -13 : 13), 0.5, TRUE, &colours[0]);
      text_at (widget, snapshot, second, x, y2 + (first_higher ? 13 : -13), 0.5, FALSE, &fg);
    }
  /* When: the first and the last point's dates. */
  {
    const Point *first = &g_array_index (self->points, Point, 0);
    const Point *last = &g_array_index (self->points, Point, n - 1);
    GdkRGBA dim = { fg.red, fg.green, fg.blue, 0.7 };

    text_at (widget, snapshot, first->label, left, height - AXIS_BOTTOM / 2.0, 0, FALSE, &dim);
    if (n > 1 && text_width (widget, first->label) + text_width (widget, last->label) + 16 < right - left)
      text_at (widget, snapshot, last->label, right, height - AXIS_BOTTOM / 2.0, 1, FALSE, &dim);
  }
}

static void
mc_stats_line_chart_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 200;
      *natural = 480;
    }
  else
    *minimum = *natural = HEIGHT;
}

static void
mc_stats_line_chart_finalize (GObject *object)
{
  McStatsLineChart *self = MC_STATS_LINE_CHART (object);

  g_free (self->names[0]);
  g_free (self->names[1]);
  g_array_unref (self->points);
  g_string_free (self->text, TRUE);
  G_OBJECT_CLASS (mc_stats_line_chart_parent_class)->finalize (object);
}

static void
mc_stats_line_chart_class_init (McStatsLineChartClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = mc_stats_line_chart_finalize;
  widget_class->snapshot = mc_stats_line_chart_snapshot;
  widget_class->measure = mc_stats_line_chart_measure;
  gtk_widget_class_set_css_name (widget_class, "statslinechart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
mc_stats_line_chart_init (McStatsLineChart *self)
{
  self->points = g_array_new (FALSE, FALSE, sizeof (Point));
  g_array_set_clear_func (self->points, (GDestroyNotify) point_clear);
  self->text = g_string_new (NULL);
}

/* A chart named @title for a screen reader, its two lines named in its
 * legend ("Your VP", "The robots' best"). */
GtkWidget *
mc_stats_line_chart_new (const char *title,
                         const char *first_name,
                         const char *second_name)
{
  McStatsLineChart *self = g_object_new (MC_TYPE_STATS_LINE_CHART, NULL);

  self->names[0] = g_strdup (first_name);
  self->names[1] = g_strdup (second_name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  return GTK_WIDGET (self);
}

void
mc_stats_line_chart_clear (McStatsLineChart *self)
{
  g_return_if_fail (MC_IS_STATS_LINE_CHART (self));

  g_array_set_size (self->points, 0);
  g_string_truncate (self->text, 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "", -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* A point: @label (its date), the two lines' values, whether it is
 * @marked (a game won), and @text, the point in words. */
void
mc_stats_line_chart_add (McStatsLineChart *self,
                         const char       *label,
                         int               first,
                         int               second,
                         gboolean          marked,
                         const char       *text)
{
  Point point = { g_strdup (label), MAX (first, 0), MAX (second, 0), marked };

  g_return_if_fail (MC_IS_STATS_LINE_CHART (self));

  g_array_append_val (self->points, point);
  if (self->text->len > 0)
    g_string_append_c (self->text, '\n');
  /* Translators: a point of a chart in words, "26/11/2026: won, 23 VP to 19" */
  g_string_append_printf (self->text, _("%s: %s"), label, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->text->str, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
mc_stats_line_chart_get_n_points (McStatsLineChart *self)
{
  g_return_val_if_fail (MC_IS_STATS_LINE_CHART (self), 0);

  return self->points->len;
}

/* The chart's numbers in words, a point a line. */
const char *
mc_stats_line_chart_get_text (McStatsLineChart *self)
{
  g_return_val_if_fail (MC_IS_STATS_LINE_CHART (self), NULL);

  return self->text->str;
}
