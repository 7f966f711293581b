/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mc-rumble-wrap-box.h"

/* A row of a Rumblebots form that wraps on a phone: its children in
 * cells of one width, as many to a line as fit between "min-per-line"
 * and "max-per-line". Unlike a GtkFlowBox it is a plain container: Tab
 * goes from field to field in reading order instead of leaving the row
 * after the first field, and no cell takes the focus itself.
 *
 * With "cell-width" the number of cells to a line depends on the width
 * alone, not on what the children show (a Bot's long name in a drop-down
 * would re-lay the row and move the button under it); with "keep-room"
 * a hidden child keeps its room at the end of the row, so a field that
 * comes and goes never moves what is under the row. */

struct _McRumbleWrapBox
{
  GtkWidget parent_instance;

  guint     min_per_line;
  guint     max_per_line;
  int       spacing;
  int       cell_width;  /* 0: the widest child's natural width */
  gboolean  keep_room;
};

G_DEFINE_FINAL_TYPE (McRumbleWrapBox, mc_rumble_wrap_box, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MIN_PER_LINE,
  PROP_MAX_PER_LINE,
  PROP_SPACING,
  PROP_CELL_WIDTH,
  PROP_KEEP_ROOM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The children laid out (hidden fields leave no gap), and the widest
 * minimum and natural widths among them. */
static guint
count_children (McRumbleWrapBox *self,
                int             *widest_min,
                int             *widest_nat,
                guint           *n_room)
{
  guint n = 0, all = 0;

  *widest_min = *widest_nat = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int min, nat;

      all++;
      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      *widest_min = MAX (*widest_min, min);
      *widest_nat = MAX (*widest_nat, nat);
      n++;
    }
  *n_room = self->keep_room ? all : n;
  return n;
}

/* How many cells to a line at @width: as many as fit at their natural
 * width (a caption squeezed into a narrow cell would wrap and make the
 * row taller at a greater width, and a scrolled window around it would
 * add and drop its scrollbar for ever), within min- and max-per-line. */
static guint
per_line (McRumbleWrapBox *self,
          guint            n,
          int              widest_min,
          int              widest_nat,
          int              width)
{
  int cell = self->cell_width > 0 ? self->cell_width : widest_nat;
  guint fit = (guint) MAX (1, (width + self->spacing) / MAX (1, cell + self->spacing));
  /* Never cells narrower than a child can be: it would spill over. */
  guint fit_min = (guint) MAX (1, (width + self->spacing) / MAX (1, widest_min + self->spacing));

  fit = MIN (fit, fit_min);

  fit = CLAMP (fit, MAX (1, self->min_per_line), MAX (self->min_per_line, self->max_per_line));
  return MAX (1, MIN (fit, n));
}

/* The height of the lines at @width; each line's cells as tall as its
 * tallest, lines @spacing apart. With @allocate, the children placed too. */
static int
lay_out (McRumbleWrapBox *self,
         int              width,
         gboolean         allocate)
{
  int widest_min, widest_nat;
  guint n_room;
  guint n = count_children (self, &widest_min, &widest_nat, &n_room);
  guint columns, column = 0, done = 0, lines = 0;
  int cell, y = 0, line_height = 0, tallest = 0;
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;
  GtkWidget *line_start = NULL;

  if (n_room == 0)
    return 0;
  columns = per_line (self, n_room, widest_min, widest_nat, width);
  cell = MAX (widest_min, (width - (int) (columns - 1) * self->spacing) / (int) columns);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int height;

      if (!gtk_widget_should_layout (child))
        continue;
      if (line_start == NULL)
        line_start = child;
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, cell, &height, NULL, NULL, NULL);
      line_height = MAX (line_height, height);
      tallest = MAX (tallest, height);
      done++;
      if (++column < columns && done < n)
        continue;
      /* The line is full (or the children are over): place it. */
      if (allocate)
        {
          guint c = 0;

          for (GtkWidget *placed = line_start; placed != NULL; placed = gtk_widget_get_next_sibling (placed))
            {
              int x;

              if (!gtk_widget_should_layout (placed))
                {
                  if (placed == child)
                    break;
                  continue;
                }
              x = (int) c * (cell + self->spacing);
              if (rtl)
                x = width - x - cell;
              gtk_widget_size_allocate (placed, &(GtkAllocation) { x, y, cell, line_height }, -1);
              c++;
              if (placed == child)
                break;
            }
        }
      y += line_height + self->spacing;
      lines++;
      line_height = 0;
      column = 0;
      line_start = NULL;
    }
  /* The hidden children's room: lines as tall as the tallest shown. */
  for (; lines < (n_room + columns - 1) / columns; lines++)
    y += tallest + self->spacing;
  return y - self->spacing;
}

static GtkSizeRequestMode
mc_rumble_wrap_box_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
mc_rumble_wrap_box_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  McRumbleWrapBox *self = MC_RUMBLE_WRAP_BOX (widget);
  int widest_min, widest_nat;
  guint n_room;
  guint n = count_children (self, &widest_min, &widest_nat, &n_room);

  n = n_room;
  if (self->cell_width > 0)
    widest_nat = MAX (widest_min, self->cell_width);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      guint least = MAX (1, MIN (self->min_per_line, n));
      guint most = MAX (1, MIN (MAX (self->min_per_line, self->max_per_line), n));

      *minimum = n == 0 ? 0 : (int) least * widest_min + (int) (least - 1) * self->spacing;
      *natural = n == 0 ? 0 : (int) most * widest_nat + (int) (most - 1) * self->spacing;
    }
  else
    {
      int width = for_size, unused;

      if (width < 0)
        mc_rumble_wrap_box_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &width, &unused, NULL, NULL);
      *minimum = *natural = lay_out (self, width, FALSE);
    }
}

static void
mc_rumble_wrap_box_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  lay_out (MC_RUMBLE_WRAP_BOX (widget), width, TRUE);
}

static void
mc_rumble_wrap_box_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  McRumbleWrapBox *self = MC_RUMBLE_WRAP_BOX (object);

  switch (prop_id)
    {
    case PROP_MIN_PER_LINE:
      g_value_set_uint (value, self->min_per_line);
      break;
    case PROP_MAX_PER_LINE:
      g_value_set_uint (value, self->max_per_line);
      break;
    case PROP_SPACING:
      g_value_set_int (value, self->spacing);
      break;
    case PROP_CELL_WIDTH:
      g_value_set_int (value, self->cell_width);
      break;
    case PROP_KEEP_ROOM:
      g_value_set_boolean (value, self->keep_room);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mc_rumble_wrap_box_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  McRumbleWrapBox *self = MC_RUMBLE_WRAP_BOX (object);

  switch (prop_id)
    {
    case PROP_MIN_PER_LINE:
      self->min_per_line = g_value_get_uint (value);
      break;
    case PROP_MAX_PER_LINE:
      self->max_per_line = g_value_get_uint (value);
      break;
    case PROP_SPACING:
      self->spacing = g_value_get_int (value);
      break;
    case PROP_CELL_WIDTH:
      self->cell_width = g_value_get_int (value);
      break;
    case PROP_KEEP_ROOM:
      self->keep_room = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
mc_rumble_wrap_box_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (mc_rumble_wrap_box_parent_class)->dispose (object);
}

static void
mc_rumble_wrap_box_class_init (McRumbleWrapBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = mc_rumble_wrap_box_get_property;
  object_class->set_property = mc_rumble_wrap_box_set_property;
  object_class->dispose = mc_rumble_wrap_box_dispose;
  widget_class->get_request_mode = mc_rumble_wrap_box_get_request_mode;
  widget_class->measure = mc_rumble_wrap_box_measure;
  widget_class->size_allocate = mc_rumble_wrap_box_size_allocate;

  properties[PROP_MIN_PER_LINE] = g_param_spec_uint ("min-per-line", NULL, NULL, 1, 8, 1,
                                                     G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MAX_PER_LINE] = g_param_spec_uint ("max-per-line", NULL, NULL, 1, 8, 4,
                                                     G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SPACING] = g_param_spec_int ("spacing", NULL, NULL, 0, 48, 6,
                                               G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CELL_WIDTH] = g_param_spec_int ("cell-width", NULL, NULL, 0, 1000, 0,
                                                  G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_KEEP_ROOM] = g_param_spec_boolean ("keep-room", NULL, NULL, FALSE,
                                                     G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_css_name (widget_class, "rumble-wrap-box");
}

static void
mc_rumble_wrap_box_init (McRumbleWrapBox *self)
{
  self->min_per_line = 1;
  self->max_per_line = 4;
  self->spacing = 6;
}
