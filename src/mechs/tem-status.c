/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tem-status.h"

gboolean
tem_status_is_valid (int status)
{
  return status >= TEM_STATUS_PILOT && status <= TEM_STATUS_MIGHTY_MECH;
}

/* Translated name as printed on the cards (glossary.md). */
const char *
tem_status_get_name (TemStatus status)
{
  switch (status)
    {
    case TEM_STATUS_PILOT:
      return C_("status", "Pilot");
    case TEM_STATUS_POWER_ARMOR:
      return C_("status", "Power Armor");
    case TEM_STATUS_MIGHTY_MECH:
      return C_("status", "Mighty Mech");
    default:
      g_return_val_if_reached ("");
    }
}
