/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "rb-bot.h"

/* The English names are public (glossary.md); the Spanish and Polish ones
 * come with the translations. */
const char *
rb_starter_get_name (RbStarter starter)
{
  switch (starter)
    {
    case RB_STARTER_BULBY:
      return C_("Rumblebots starting Bot", "Bulby");
    case RB_STARTER_MECHCHICKEN:
      return C_("Rumblebots starting Bot", "Mechchicken");
    case RB_STARTER_WRENCH_TOAST:
      return C_("Rumblebots starting Bot", "Wrench Toast");
    case RB_STARTER_NONE:
    default:
      return "";
    }
}
