/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "rb-field.h"

gboolean
rb_field_is_valid (int field)
{
  return field >= 0 && field < RB_N_FIELDS;
}

gboolean
rb_field_is_per_player (RbField field)
{
  return field <= RB_FIELD_DECK;
}

const char *
rb_field_get_name (RbField field)
{
  switch (field)
    {
    case RB_FIELD_SCRAP:
      return _("scrap");
    case RB_FIELD_STORAGE:
      return _("crystals in Storage");
    case RB_FIELD_REACTOR:
      return _("crystals in the Reactor");
    case RB_FIELD_CRYO:
      return _("crystals in the Cryo-cell");
    case RB_FIELD_TIER:
      return _("Workshop tier");
    case RB_FIELD_DECK:
      return _("cards left in the battle deck");
    case RB_FIELD_CHAMPION:
      /* Translators: the Champion token as a value the players correct,
       * lower-case where the language writes it so inside a sentence */
      return C_("Rumblebots value", "Champion");
    case RB_FIELD_TRACK:
      return _("crystals on the round space");
    case RB_FIELD_LAB_DECK:
      return _("cards in the Laboratory deck");
    case RB_FIELD_LAB_ROW:
      return _("Bots in the Laboratory row");
    case RB_FIELD_TRANSFORMATIONS:
      return _("cards in the Transformation deck");
    default:
      return _("unknown value");
    }
}

/* Stable, untranslated: for journals. */
const char *
rb_field_get_id (RbField field)
{
  static const char *const ids[RB_N_FIELDS] = {
    "scrap", "storage", "reactor", "cryo", "tier", "deck",
    "champion", "track", "lab-deck", "lab-row", "transformations",
  };

  return rb_field_is_valid (field) ? ids[field] : NULL;
}
