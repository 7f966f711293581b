/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tem-weapon.h"

/* R-C5: Area beats Ranged, Ranged beats Melee, Melee beats Area. */
gboolean
tem_weapon_type_counters (TemWeaponType mine,
                          TemWeaponType theirs)
{
  return (mine == TEM_WEAPON_TYPE_AREA && theirs == TEM_WEAPON_TYPE_RANGED)
         || (mine == TEM_WEAPON_TYPE_RANGED && theirs == TEM_WEAPON_TYPE_MELEE)
         || (mine == TEM_WEAPON_TYPE_MELEE && theirs == TEM_WEAPON_TYPE_AREA);
}

const char *
tem_weapon_type_get_name (TemWeaponType type)
{
  switch (type)
    {
    case TEM_WEAPON_TYPE_AREA:
      return C_("weapon type", "Area");
    case TEM_WEAPON_TYPE_RANGED:
      return C_("weapon type", "Ranged");
    case TEM_WEAPON_TYPE_MELEE:
      return C_("weapon type", "Melee");
    case TEM_WEAPON_TYPE_UNKNOWN:
    default:
      return C_("weapon type", "type not entered");
    }
}
