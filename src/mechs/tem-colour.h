/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The four player colours of the box. The rulebook text does not name them
 * (its pictures do); these are the usual four, each with a letter so colour
 * is never the only way to tell players apart. */
typedef enum
{
  TEM_COLOUR_RED,
  TEM_COLOUR_BLUE,
  TEM_COLOUR_GREEN,
  TEM_COLOUR_YELLOW,
} TemColour;

#define TEM_N_COLOURS 4

gboolean     tem_colour_is_valid     (int colour);
const char  *tem_colour_get_name     (TemColour colour);
const char  *tem_colour_get_id       (TemColour colour);

G_END_DECLS
