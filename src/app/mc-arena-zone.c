/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mc-arena-zone.h"

#include <math.h>

/* What a zone card shows inside its button, drawn rather than built of
 * labels and boxes: its name, its resource icons, its value (or "Base 2"),
 * and the figures and tokens on it with their owners' letters and colours.
 * A few hundred widgets fewer on the table makes a game open faster. The
 * button around it carries the zone's accessible name. */

typedef struct
{
  char             *text;
  McZoneFigureKind  kind;
  GdkRGBA           fill;
  GdkRGBA           ink;
  PangoLayout      *layout;   /* with the sizes below, while valid */
  int               width;
  int               height;
} Figure;

struct _McArenaZone
{
  GtkWidget  parent_instance;

  char      *name;
  char      *title;
  gboolean   big_title;
  gboolean   energy;
  gboolean   credits;
  gboolean   compact;
  GArray    *figures;    /* of Figure */

  /* Laid out once, until the font or the content changes. */
  gboolean     valid;
  guint        serial;     /* the pango context's, when laid out */
  PangoLayout *name_layout;
  PangoLayout *title_layout;
  int          width;
  int          top_height;
  int          title_height;
  int          figures_height;   /* one row's */
  int          text_width;       /* the name and icons, the title */
  int          widest_figure;
};

G_DEFINE_FINAL_TYPE (McArenaZone, mc_arena_zone, GTK_TYPE_WIDGET)

#define ICON_SIZE 16
#define ROW_SPACING 2
#define FIGURE_SPACING(self) ((self)->compact ? 1 : 2)
#define FIGURE_PADDING(self) ((self)->compact ? 2 : 3)

static void
figure_clear (gpointer data)
{
  Figure *figure = data;

  g_free (figure->text);
  g_clear_object (&figure->layout);
}

/* The palette's colours of the player pieces (libadwaita's named colours,
 * as the panels' CSS uses them). */
static void
colour_for (const char *colour_id,
            GdkRGBA    *fill,
            GdkRGBA    *ink)
{
  const char *spec = "#77767b";

  if (g_strcmp0 (colour_id, "red") == 0)
    spec = "#c01c28";
  else if (g_strcmp0 (colour_id, "blue") == 0)
    spec = "#1c71d8";
  else if (g_strcmp0 (colour_id, "green") == 0)
    spec = "#26a269";
  else if (g_strcmp0 (colour_id, "yellow") == 0)
    spec = "#e5a50a";
  else if (g_strcmp0 (colour_id, "mech") == 0)
    spec = "#9141ac";
  gdk_rgba_parse (fill, spec);
  gdk_rgba_parse (ink, g_strcmp0 (colour_id, "yellow") == 0 ? "#000000" : "#ffffff");
}

/* The big title: 13pt when compact, 15pt when not, the sizes of
 * libadwaita's .title-4 and .title-3, bold as they are: fonts the first
 * frame has already loaded, not two more (start-up, issue 23). */
#define TITLE_4_PIXELS (13 * 96.0 / 72)
#define TITLE_3_PIXELS (15 * 96.0 / 72)

static PangoLayout *
make_layout (McArenaZone *self,
             const char  *text,
             double       scale,
             double       pixels,
             PangoWeight  weight)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoAttrList *attrs = pango_attr_list_new ();
  const PangoFontDescription *font = pango_context_get_font_description (pango_layout_get_context (layout));

  if (pixels > 0)
    pango_attr_list_insert (attrs, pango_attr_size_new_absolute (round (pixels * PANGO_SCALE)));
  else if (scale != 1 && pango_font_description_get_size_is_absolute (font))
    /* Rounded as GTK rounds a CSS size: the very font of a label that
     * size, not one more to load (pango's scale truncates). */
    pango_attr_list_insert (attrs, pango_attr_size_new_absolute (round (pango_font_description_get_size (font) * scale)));
  else
    pango_attr_list_insert (attrs, pango_attr_scale_new (scale));
  pango_attr_list_insert (attrs, pango_attr_weight_new (weight));
  pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum=1"));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  return layout;
}

static PangoLayout *
name_layout (McArenaZone *self)
{
  /* CSS's "smaller", the subtitles' size: a size the first frame has
   * already loaded, not one more font (start-up, issue 23). */
  return make_layout (self, self->name, 1 / 1.2, 0, PANGO_WEIGHT_NORMAL);
}

static PangoLayout *
title_layout (McArenaZone *self)
{
  if (self->big_title)
    return make_layout (self, self->title, 1, self->compact ? TITLE_4_PIXELS : TITLE_3_PIXELS, PANGO_WEIGHT_BOLD);
  return make_layout (self, self->title, 1, 0, PANGO_WEIGHT_BOLD);
}

static PangoLayout *
figure_layout (McArenaZone  *self,
               const Figure *figure)
{
  return make_layout (self, figure->text, 1, self->compact ? 10 : 0, PANGO_WEIGHT_BOLD);
}

static int
n_icons (McArenaZone *self)
{
  return (self->energy ? 1 : 0) + (self->credits ? 1 : 0);
}

static void
invalidate (McArenaZone *self)
{
  self->valid = FALSE;
  g_clear_object (&self->name_layout);
  g_clear_object (&self->title_layout);
  for (guint i = 0; i < self->figures->len; i++)
    g_clear_object (&g_array_index (self->figures, Figure, i).layout);
}

/* The layouts of the three rows, and their sizes in pixels. */
static void
ensure_layout (McArenaZone *self)
{
  int w, h, top_w;

  if (self->valid)
    return;

  self->name_layout = name_layout (self);
  self->title_layout = title_layout (self);
  pango_layout_get_pixel_size (self->name_layout, &top_w, &h);
  /* The icons' room whether the card is known or not: a zone's icons
   * entered made every row taller and the turn's sheet moved 6 px on a
   * phone (walk 17). */
  self->top_height = MAX (h, ICON_SIZE);
  top_w += n_icons (self) * (ICON_SIZE + 2) + 4;

  pango_layout_get_pixel_size (self->title_layout, &w, &h);
  self->title_height = h;
  self->text_width = MAX (top_w, w);

  self->figures_height = 0;
  self->widest_figure = 0;
  for (guint i = 0; i < self->figures->len; i++)
    {
      Figure *figure = &g_array_index (self->figures, Figure, i);

      figure->layout = figure_layout (self, figure);
      pango_layout_get_pixel_size (figure->layout, &figure->width, &figure->height);
      self->figures_height = MAX (self->figures_height, figure->height);
      self->widest_figure = MAX (self->widest_figure, figure->width + 2 * FIGURE_PADDING (self));
    }
  /* As wide as two figures side by side whatever it holds: a pilot
   * walking in widened every column and the grid moved sideways under
   * a finger, half a zone at a time (walk 17). A third figure wraps. */
  {
    g_autoptr(PangoLayout) two = make_layout (self, "◆WW", 1, self->compact ? 10 : 0, PANGO_WEIGHT_BOLD);

    pango_layout_get_pixel_size (two, &w, NULL);
    self->width = MAX (self->text_width, 2 * (w + 2 * FIGURE_PADDING (self)) + FIGURE_SPACING (self));
  }
  self->serial = pango_context_get_serial (gtk_widget_get_pango_context (GTK_WIDGET (self)));
  self->valid = TRUE;
}

/* How many rows the figures take in @width, each as many as fit; with
 * @row_of, the row of each figure. */
static guint
figure_rows (McArenaZone *self,
             int          width,
             guint       *row_of)
{
  guint rows = 0;
  int used = 0;

  for (guint i = 0; i < self->figures->len; i++)
    {
      const Figure *figure = &g_array_index (self->figures, Figure, i);
      int chip = figure->width + 2 * FIGURE_PADDING (self);

      if (rows == 0 || used + FIGURE_SPACING (self) + chip > width)
        {
          rows++;
          used = chip;
        }
      else
        used += FIGURE_SPACING (self) + chip;
      if (row_of != NULL)
        row_of[i] = rows - 1;
    }
  return rows;
}

static void
mc_arena_zone_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  McArenaZone *self = MC_ARENA_ZONE (widget);

  ensure_layout (self);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* The figures wrap: a combat with a turret in the zone (three
       * chips) made every column wider and the window 370 px on a phone
       * (walk 9). */
      *minimum = MAX (self->text_width, self->widest_figure);
      *natural = self->width;
    }
  else
    {
      guint rows = figure_rows (self, for_size < 0 ? self->width : for_size, NULL);

      *minimum = *natural = self->top_height + ROW_SPACING + self->title_height
                            + (rows > 0 ? ROW_SPACING + (int) rows * self->figures_height
                                          + ((int) rows - 1) * FIGURE_SPACING (self) : 0);
    }
}

static GtkSizeRequestMode
mc_arena_zone_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
draw_layout (GtkSnapshot   *snapshot,
             PangoLayout   *layout,
             float          x,
             float          y,
             const GdkRGBA *colour)
{
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  gtk_snapshot_append_layout (snapshot, layout, colour);
  gtk_snapshot_restore (snapshot);
}

static void
draw_icon (McArenaZone   *self,
           GtkSnapshot   *snapshot,
           const char    *icon_name,
           float          x,
           float          y,
           const GdkRGBA *colour)
{
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (self)));
  g_autoptr(GtkIconPaintable) icon = gtk_icon_theme_lookup_icon (theme, icon_name, NULL, ICON_SIZE,
                                                                 gtk_widget_get_scale_factor (GTK_WIDGET (self)),
                                                                 gtk_widget_get_direction (GTK_WIDGET (self)), 0);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  gtk_symbolic_paintable_snapshot_symbolic (GTK_SYMBOLIC_PAINTABLE (icon), snapshot, ICON_SIZE, ICON_SIZE,
                                            colour, 1);
  gtk_snapshot_restore (snapshot);
}

static void
mc_arena_zone_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  McArenaZone *self = MC_ARENA_ZONE (widget);
  int width = gtk_widget_get_width (widget);
  int top, w, h;
  float x, y;
  GdkRGBA fg, dim;
  guint *row_of;

G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
G_GNUC_END_IGNORE_DEPRECATIONS
  dim = fg;
  dim.alpha *= 0.55f;

  ensure_layout (self);
  top = self->top_height;

  /* Name at the left, resource icons at the right. */
  pango_layout_get_pixel_size (self->name_layout, &w, &h);
  draw_layout (snapshot, self->name_layout, 0, (float) (top - h) / 2, &dim);
  x = (float) width;
  if (self->credits)
    {
      x -= ICON_SIZE;
      draw_icon (self, snapshot, "mc-credits-symbolic", x, (float) (top - ICON_SIZE) / 2, &fg);
      x -= 2;
    }
  if (self->energy)
    {
      x -= ICON_SIZE;
      draw_icon (self, snapshot, "mc-energy-symbolic", x, (float) (top - ICON_SIZE) / 2, &fg);
    }
  y = (float) (top + ROW_SPACING);

  /* The value, centred. */
  pango_layout_get_pixel_size (self->title_layout, &w, &h);
  draw_layout (snapshot, self->title_layout, (float) (width - w) / 2, y, &fg);
  y += (float) (self->title_height + ROW_SPACING);

  /* The figures, each row centred. */
  row_of = g_newa (guint, MAX (self->figures->len, 1));
  figure_rows (self, width, row_of);
  for (guint i = 0; i < self->figures->len; i++)
    {
      const Figure *figure = &g_array_index (self->figures, Figure, i);
      float height = (float) self->figures_height;
      GskRoundedRect chip;

      if (i == 0 || row_of[i] != row_of[i - 1])
        {
          int row_width = 0;

          for (guint j = i; j < self->figures->len && row_of[j] == row_of[i]; j++)
            row_width += g_array_index (self->figures, Figure, j).width + 2 * FIGURE_PADDING (self)
                         + (j > i ? FIGURE_SPACING (self) : 0);
          if (i > 0)
            y += height + (float) FIGURE_SPACING (self);
          x = (float) (width - row_width) / 2;
        }

      gsk_rounded_rect_init_from_rect (&chip, &GRAPHENE_RECT_INIT (x, y, (float) (figure->width + 2 * FIGURE_PADDING (self)),
                                                                   height),
                                       figure->kind == MC_ZONE_FIGURE_TOKEN ? 6.f : height / 2);
      gtk_snapshot_push_rounded_clip (snapshot, &chip);
      gtk_snapshot_append_color (snapshot, &figure->fill, &chip.bounds);
      gtk_snapshot_pop (snapshot);
      if (figure->kind == MC_ZONE_FIGURE_IN_MECH)
        {
          GdkRGBA purple, ink;
          float widths[4] = { 2, 2, 2, 2 };
          GdkRGBA colours[4];

          colour_for ("mech", &purple, &ink);
          for (guint side = 0; side < 4; side++)
            colours[side] = purple;
          gtk_snapshot_append_border (snapshot, &chip, widths, colours);
        }
      draw_layout (snapshot, figure->layout, x + FIGURE_PADDING (self), y + (height - (float) figure->height) / 2,
                   &figure->ink);
      x += (float) (figure->width + 2 * FIGURE_PADDING (self) + FIGURE_SPACING (self));
    }
}

static void
mc_arena_zone_css_changed (GtkWidget         *widget,
                           GtkCssStyleChange *change)
{
  McArenaZone *self = MC_ARENA_ZONE (widget);

  GTK_WIDGET_CLASS (mc_arena_zone_parent_class)->css_changed (widget, change);
  /* The zone moved (laptop and phone layouts) or a colour changed: with
   * the same font, the same layouts; laid out again only for a new font. */
  if (self->valid && pango_context_get_serial (gtk_widget_get_pango_context (widget)) == self->serial)
    return;
  invalidate (self);
  gtk_widget_queue_resize (widget);
}

static void
mc_arena_zone_finalize (GObject *object)
{
  McArenaZone *self = MC_ARENA_ZONE (object);

  g_free (self->name);
  g_free (self->title);
  invalidate (self);
  g_array_unref (self->figures);

  G_OBJECT_CLASS (mc_arena_zone_parent_class)->finalize (object);
}

static void
mc_arena_zone_class_init (McArenaZoneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = mc_arena_zone_finalize;
  widget_class->measure = mc_arena_zone_measure;
  widget_class->get_request_mode = mc_arena_zone_get_request_mode;
  widget_class->snapshot = mc_arena_zone_snapshot;
  widget_class->css_changed = mc_arena_zone_css_changed;

  gtk_widget_class_set_css_name (widget_class, "arenazone");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void
mc_arena_zone_init (McArenaZone *self)
{
  self->figures = g_array_new (FALSE, TRUE, sizeof (Figure));
  g_array_set_clear_func (self->figures, figure_clear);
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
}

/**
 * mc_arena_zone_new:
 * @name: the zone's place, "B3"
 * @title: its value, or "Base 2"
 * @big_title: draw @title as a big numeral
 * @energy, @credits: the resource icons to show
 */
GtkWidget *
mc_arena_zone_new (const char *name,
                   const char *title,
                   gboolean    big_title,
                   gboolean    energy,
                   gboolean    credits)
{
  McArenaZone *self = g_object_new (MC_TYPE_ARENA_ZONE, NULL);

  self->name = g_strdup (name);
  self->title = g_strdup (title);
  self->big_title = big_title;
  self->energy = energy;
  self->credits = credits;
  return GTK_WIDGET (self);
}

/* @colour_id: a TemColour's id ("red"), or %NULL for the Mighty Mech. */
void
mc_arena_zone_add_figure (McArenaZone      *self,
                          const char       *text,
                          McZoneFigureKind  kind,
                          const char       *colour_id)
{
  Figure figure = { g_strdup (text), kind, { 0 }, { 0 }, NULL, 0, 0 };

  g_return_if_fail (MC_IS_ARENA_ZONE (self));

  colour_for (kind == MC_ZONE_FIGURE_MECH ? "mech" : colour_id, &figure.fill, &figure.ink);
  g_array_append_val (self->figures, figure);
  invalidate (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* Smaller numerals and figures, for a phone. */
void
mc_arena_zone_set_compact (McArenaZone *self,
                           gboolean     compact)
{
  g_return_if_fail (MC_IS_ARENA_ZONE (self));

  if (self->compact == compact)
    return;
  self->compact = compact;
  invalidate (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}
