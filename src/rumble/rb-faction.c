/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "rb-faction.h"

gboolean
rb_faction_is_valid (int faction)
{
  return faction >= 0 && faction < RB_N_FACTIONS;
}

/* The English names of the Dized rules (glossary.md); the Spanish book
 * prints three of them only as icons. */
const char *
rb_faction_get_name (RbFaction faction)
{
  switch (faction)
    {
    case RB_FACTION_ANIMAL:
      return C_("Rumblebots faction", "Animal");
    case RB_FACTION_APPLIANCES:
      return C_("Rumblebots faction", "Appliances");
    case RB_FACTION_BIO:
      return C_("Rumblebots faction", "Bio");
    case RB_FACTION_STEAM:
      return C_("Rumblebots faction", "Steam");
    case RB_FACTION_MECH:
      return C_("Rumblebots faction", "Mech");
    case RB_FACTION_WARFARE:
      return C_("Rumblebots faction", "Warfare");
    default:
      return C_("Rumblebots faction", "Unknown");
    }
}

guint
rb_factions_count (guint mask)
{
  guint n = 0;

  for (guint f = 0; f < RB_N_FACTIONS; f++)
    n += (mask >> f) & 1u;
  return n;
}

/* RB-K18: one or two of the six. */
gboolean
rb_factions_are_valid (guint mask)
{
  guint n = rb_factions_count (mask);

  return (mask & ~RB_FACTIONS_ALL) == 0 && n >= 1 && n <= 2;
}

char *
rb_factions_dup_names (guint mask)
{
  GString *names = g_string_new (NULL);

  for (guint f = 0; f < RB_N_FACTIONS; f++)
    if (mask & RB_FACTION_BIT (f))
      {
        if (names->len > 0)
          /* Translators: between two faction names, "Bio/Mech" */
          g_string_append (names, C_("Rumblebots factions", "/"));
        g_string_append (names, rb_faction_get_name ((RbFaction) f));
      }
  if (names->len == 0)
    g_string_append (names, C_("Rumblebots faction", "no faction"));
  return g_string_free (names, FALSE);
}
