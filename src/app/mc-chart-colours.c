/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "mechs/tem-colour.h"
#include "mc-chart-colours.h"

/* The GNOME palette's red 4, blue 4, green 5 and yellow 5, as the player
 * panels use them (style.css); a seat without a colour takes its seat's. */
static const GdkRGBA palette[TEM_N_COLOURS] = {
  { 0xc0 / 255.0, 0x1c / 255.0, 0x28 / 255.0, 1 },
  { 0x1c / 255.0, 0x71 / 255.0, 0xd8 / 255.0, 1 },
  { 0x26 / 255.0, 0xa2 / 255.0, 0x69 / 255.0, 1 },
  { 0xe5 / 255.0, 0xa5 / 255.0, 0x0a / 255.0, 1 },
};

void
mc_chart_colour_for_seat (int      colour,
                          guint    seat,
                          GdkRGBA *out)
{
  *out = palette[tem_colour_is_valid (colour) ? colour : (int) (seat % TEM_N_COLOURS)];
}

/* Circle, square, triangle, diamond. */
void
mc_chart_draw_mark (cairo_t *cr,
                    guint    seat,
                    double   x,
                    double   y)
{
  const double r = 4.5;

  switch (seat % 4)
    {
    case 0:
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      break;
    case 1:
      cairo_rectangle (cr, x - r, y - r, 2 * r, 2 * r);
      break;
    case 2:
      cairo_move_to (cr, x, y - r - 1);
      cairo_line_to (cr, x + r + 1, y + r);
      cairo_line_to (cr, x - r - 1, y + r);
      cairo_close_path (cr);
      break;
    default:
      cairo_move_to (cr, x, y - r - 1);
      cairo_line_to (cr, x + r + 1, y);
      cairo_line_to (cr, x, y + r + 1);
      cairo_line_to (cr, x - r - 1, y);
      cairo_close_path (cr);
      break;
    }
  cairo_fill (cr);
}
