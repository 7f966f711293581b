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

/* One number of a weapon card (the type as its TemWeaponType), or
 * TEM_VALUE_UNKNOWN. */
int
tem_weapon_stats_get_field (const TemWeaponStats *stats,
                            TemWeaponField        field)
{
  switch (field)
    {
    case TEM_WEAPON_FIELD_TYPE:
      return stats->type == TEM_WEAPON_TYPE_UNKNOWN ? TEM_VALUE_UNKNOWN : (int) stats->type;
    case TEM_WEAPON_FIELD_COST_ENERGY:
      return stats->cost_energy;
    case TEM_WEAPON_FIELD_COST_CREDITS:
      return stats->cost_credits;
    case TEM_WEAPON_FIELD_ATTACK:
      return stats->attack;
    case TEM_WEAPON_FIELD_POWER:
      return stats->power;
    case TEM_WEAPON_FIELD_VP:
    default:
      return stats->vp;
    }
}

/* The name of a number on a weapon card, as a title: "Cost in energy". */
const char *
tem_weapon_field_get_title (TemWeaponField field)
{
  switch (field)
    {
    case TEM_WEAPON_FIELD_TYPE:
      return _("Type");
    case TEM_WEAPON_FIELD_COST_ENERGY:
      return _("Cost in energy");
    case TEM_WEAPON_FIELD_COST_CREDITS:
      return _("Cost in credits");
    case TEM_WEAPON_FIELD_ATTACK:
      return _("Attack (first line)");
    case TEM_WEAPON_FIELD_POWER:
      return _("Power Attack (second line)");
    case TEM_WEAPON_FIELD_VP:
    default:
      return _("Victory points");
    }
}
