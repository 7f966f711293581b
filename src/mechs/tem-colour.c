/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tem-colour.h"

static const struct
{
  const char *id;
  const char *name;
} colours[TEM_N_COLOURS] = {
  [TEM_COLOUR_RED] = { "red", NC_("colour", "Red") },
  [TEM_COLOUR_BLUE] = { "blue", NC_("colour", "Blue") },
  [TEM_COLOUR_GREEN] = { "green", NC_("colour", "Green") },
  [TEM_COLOUR_YELLOW] = { "yellow", NC_("colour", "Yellow") },
};

gboolean
tem_colour_is_valid (int colour)
{
  return colour >= 0 && colour < TEM_N_COLOURS;
}

const char *
tem_colour_get_name (TemColour colour)
{
  g_return_val_if_fail (tem_colour_is_valid (colour), "");

  return g_dpgettext2 (GETTEXT_PACKAGE, "colour", colours[colour].name);
}

/* Stable, untranslated: used in CSS class names and files. */
const char *
tem_colour_get_id (TemColour colour)
{
  g_return_val_if_fail (tem_colour_is_valid (colour), "");

  return colours[colour].id;
}
