/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <cairo-svg.h>
#include <glib/gi18n-lib.h>

#include "mc-chart-colours.h"
#include "mc-score-chart.h"

/* How a game went (issue 28): each player's score after every round, a
 * line per player in their colour, with a mark of its own (colour is
 * never alone) and the player's name at its end; Tiny Epic Mechs' scoring
 * rounds shaded, a Rumblebots dominance win's round marked. Drawn with
 * cairo, the same drawing on screen (GtkSnapshot) and saved as PNG or
 * SVG; its numbers in words are its accessible description. */

#define MARGIN_TOP 12
#define MARGIN_BOTTOM 28
#define MARGIN_LEFT 36
#define NAME_GAP 6

struct _McScoreChart
{
  GtkWidget    parent_instance;

  McScoreTrack track;
  char        *text;
};

G_DEFINE_FINAL_TYPE (McScoreChart, mc_score_chart, GTK_TYPE_WIDGET)

static void
text_at (cairo_t    *cr,
         const char *text,
         double      x,
         double      y,
         double      align_x,
         double      align_y,
         gboolean    bold)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string (bold ? "Sans Bold 9" : "Sans 9");
  int w, h;

  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, x - align_x * w, y - align_y * h);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
  g_object_unref (layout);
}

static int
text_width (cairo_t    *cr,
            const char *text)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold 9");
  int w;

  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, NULL);
  pango_font_description_free (font);
  g_object_unref (layout);
  return w;
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

/**
 * mc_score_chart_draw:
 *
 * Draws @track in a @width × @height area of @cr: the chart on screen,
 * and the chart saved.
 */
void
mc_score_chart_draw (const McScoreTrack *track,
                     cairo_t            *cr,
                     int                 width,
                     int                 height,
                     const GdkRGBA      *fg)
{
  int max = mc_score_track_get_max (track);
  int step = axis_step (max);
  int top_value = ((max + step - 1) / step) * step;
  double name_room = 0, left = MARGIN_LEFT, right, bottom = height - MARGIN_BOTTOM, plot_h, col_w;
  double name_y[MC_SCORE_TRACK_SEATS];
  guint order[MC_SCORE_TRACK_SEATS];

  for (guint p = 0; p < track->n_players; p++)
    name_room = MAX (name_room, text_width (cr, track->names[p]) + NAME_GAP + 4);
  name_room = MIN (name_room, width * 0.3);
  right = width - name_room;
  plot_h = bottom - MARGIN_TOP;
  col_w = (right - left) / MC_SCORE_TRACK_ROUNDS;
  if (col_w <= 0 || plot_h <= 0)
    return;

  /* The scoring rounds, shaded; the dominance round, outlined. */
  for (guint r = 0; r < MC_SCORE_TRACK_ROUNDS; r++)
    {
      g_autofree char *label = g_strdup_printf ("%u", r + 1);
      gboolean marked = track->game == MC_GAME_RUMBLEBOTS ? track->dominance_round == r + 1 : track->scoring[r];

      if (marked)
        {
          cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.08);
          cairo_rectangle (cr, left + r * col_w, MARGIN_TOP, col_w, plot_h);
          cairo_fill (cr);
        }
      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, marked ? 1.0 : 0.7);
      text_at (cr, label, left + (r + 0.5) * col_w, bottom + 4, 0.5, 0, marked);
    }

  /* The value axis, its lines faint. */
  cairo_set_line_width (cr, 1);
  for (int v = 0; v <= top_value; v += step)
    {
      g_autofree char *label = g_strdup_printf ("%d", v);
      double y = bottom - plot_h * v / top_value;

      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, v == 0 ? 0.5 : 0.15);
      cairo_move_to (cr, left, y + 0.5);
      cairo_line_to (cr, right, y + 0.5);
      cairo_stroke (cr);
      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.7);
      text_at (cr, label, left - 6, y, 1, 0.5, FALSE);
    }

  /* A line per player, a mark per round. */
  for (guint p = 0; p < track->n_players; p++)
    {
      GdkRGBA colour;

      mc_chart_colour_for_seat (track->colours[p], p, &colour);
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_set_line_width (cr, 2.5);
      for (guint r = 0; r < track->n_rounds; r++)
        {
          double x = left + (r + 0.5) * col_w, y = bottom - plot_h * track->scores[p][r] / top_value;

          if (r == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_stroke (cr);
      for (guint r = 0; r < track->n_rounds; r++)
        mc_chart_draw_mark (cr, p, left + (r + 0.5) * col_w, bottom - plot_h * track->scores[p][r] / top_value);
      order[p] = p;
      name_y[p] = track->n_rounds > 0 ? bottom - plot_h * track->scores[p][track->n_rounds - 1] / top_value
                                      : bottom;
    }

  /* The names at the lines' ends, moved apart where they would overlap. */
  for (guint i = 1; i < track->n_players; i++)
    for (guint j = i; j > 0 && name_y[order[j]] < name_y[order[j - 1]]; j--)
      {
        guint t = order[j];

        order[j] = order[j - 1];
        order[j - 1] = t;
      }
  for (guint i = 1; i < track->n_players; i++)
    if (name_y[order[i]] - name_y[order[i - 1]] < 14)
      name_y[order[i]] = name_y[order[i - 1]] + 14;
  for (guint p = 0; p < track->n_players; p++)
    {
      GdkRGBA colour;
      double x = track->n_rounds > 0 ? left + (track->n_rounds - 0.5) * col_w : left;

      mc_chart_colour_for_seat (track->colours[p], p, &colour);
      gdk_cairo_set_source_rgba (cr, &colour);
      if (track->n_rounds == MC_SCORE_TRACK_ROUNDS || track->n_rounds == 0)
        x = right;
      else
        x += 8;
      text_at (cr, track->names[p], x + NAME_GAP, name_y[p], 0, 0.5, TRUE);
    }
}

static void
mc_score_chart_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  McScoreChart *self = MC_SCORE_CHART (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  GdkRGBA fg;
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  mc_score_chart_draw (&self->track, cr, width, height, &fg);
  cairo_destroy (cr);
}

static void
mc_score_chart_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  /* Fits a phone's 360 px with the page's margins; taller on a laptop. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 240;
      *natural = 560;
    }
  else
    {
      *minimum = 200;
      *natural = for_size > 0 ? CLAMP (for_size / 2, 200, 320) : 240;
    }
}

static GtkSizeRequestMode
mc_score_chart_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
mc_score_chart_finalize (GObject *object)
{
  g_free (MC_SCORE_CHART (object)->text);
  G_OBJECT_CLASS (mc_score_chart_parent_class)->finalize (object);
}

static void
mc_score_chart_class_init (McScoreChartClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = mc_score_chart_finalize;
  widget_class->snapshot = mc_score_chart_snapshot;
  widget_class->measure = mc_score_chart_measure;
  widget_class->get_request_mode = mc_score_chart_get_request_mode;
  gtk_widget_class_set_css_name (widget_class, "scorechart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
mc_score_chart_init (McScoreChart *self)
{
  self->text = g_strdup ("");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Score after each round"), -1);
}

GtkWidget *
mc_score_chart_new (void)
{
  return g_object_new (MC_TYPE_SCORE_CHART, NULL);
}

/* Shows @track; its numbers in words become the chart's description. */
void
mc_score_chart_set_track (McScoreChart       *self,
                          const McScoreTrack *track)
{
  g_return_if_fail (MC_IS_SCORE_CHART (self));

  self->track = *track;
  g_free (self->text);
  self->text = mc_score_track_describe (track);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->text, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const McScoreTrack *
mc_score_chart_get_track (McScoreChart *self)
{
  g_return_val_if_fail (MC_IS_SCORE_CHART (self), NULL);

  return &self->track;
}

/* The chart's numbers in words, as a screen reader says them. */
const char *
mc_score_chart_get_text (McScoreChart *self)
{
  g_return_val_if_fail (MC_IS_SCORE_CHART (self), NULL);

  return self->text;
}

/**
 * mc_score_chart_save:
 *
 * Saves the chart, 800 × 450 on white with dark text, as SVG if @path
 * ends in .svg, else as PNG.
 */
gboolean
mc_score_chart_save (McScoreChart *self,
                     const char   *path,
                     GError      **error)
{
  const GdkRGBA ink = { 0.1, 0.1, 0.1, 1 };
  gboolean svg = g_str_has_suffix (path, ".svg") || g_str_has_suffix (path, ".SVG");
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  g_return_val_if_fail (MC_IS_SCORE_CHART (self), FALSE);

  surface = svg ? cairo_svg_surface_create (path, 800, 450)
                : cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 800, 450);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  mc_score_chart_draw (&self->track, cr, 800, 450, &ink);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  status = svg ? CAIRO_STATUS_SUCCESS : cairo_surface_write_to_png (surface, path);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_autofree char *name = g_filename_display_name (path);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The chart could not be saved as %s: %s"), name,
                   cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}
