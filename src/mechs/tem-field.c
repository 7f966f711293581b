/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tem-field.h"

gboolean
tem_field_is_valid (int field)
{
  return field >= 0 && field < TEM_N_FIELDS;
}

gboolean
tem_field_is_per_player (TemField field)
{
  return field != TEM_FIELD_ROUND && field != TEM_FIELD_STARTING_PLAYER;
}

/* Lower-case, as it reads inside a sentence ("Ana health 7 → 4"). */
const char *
tem_field_get_name (TemField field)
{
  switch (field)
    {
    case TEM_FIELD_HEALTH:
      return C_("field", "health");
    case TEM_FIELD_ENERGY:
      return C_("field", "energy");
    case TEM_FIELD_CREDITS:
      return C_("field", "credits");
    case TEM_FIELD_SCORE:
      return C_("field", "score");
    case TEM_FIELD_STATUS:
      return C_("field", "status");
    case TEM_FIELD_ROUND:
      return C_("field", "round");
    case TEM_FIELD_STARTING_PLAYER:
      return C_("field", "starting player");
    case TEM_FIELD_WEAPON_GAINED:
    case TEM_FIELD_WEAPON_RETURNED:
    case TEM_FIELD_WEAPON_EQUIPPED:
    case TEM_FIELD_WEAPON_STOCKPILED:
      return C_("field", "weapons");
    case TEM_FIELD_PILOT_HEALTH_TOP:
      /* Translators: the top of the health track on a pilot card */
      return C_("field", "pilot's top health");
    default:
      g_return_val_if_reached ("");
    }
}

/* A weapon given to or taken from a player, or moved between their
 * equipped slots and stockpile: a card, not a number on a track (no
 * bounds, no "old value"). */
gboolean
tem_field_is_weapon (TemField field)
{
  return field == TEM_FIELD_WEAPON_GAINED || field == TEM_FIELD_WEAPON_RETURNED
         || field == TEM_FIELD_WEAPON_EQUIPPED || field == TEM_FIELD_WEAPON_STOCKPILED;
}
