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
    case TEM_WEAPON_FIELD_ABILITY:
      return stats->ability == TEM_ABILITY_UNKNOWN ? TEM_VALUE_UNKNOWN : (int) stats->ability;
    case TEM_WEAPON_FIELD_ABILITY_AMOUNT:
      return stats->ability_amount;
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
    case TEM_WEAPON_FIELD_ABILITY:
      return _("Ability the app applies");
    case TEM_WEAPON_FIELD_ABILITY_AMOUNT:
      return _("Ability’s number");
    case TEM_WEAPON_FIELD_VP:
    default:
      return _("Victory points");
    }
}

/* The kinds of ability the rules core applies, as a choice. */
const char *
tem_ability_get_name (TemAbility ability)
{
  switch (ability)
    {
    case TEM_ABILITY_NONE:
      return _("None, or one the players resolve");
    case TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE:
      return _("Pay energy for +1 damage each");
    case TEM_ABILITY_POWER_ATTACK_VP:
      return _("Extra VP with the Power Attack");
    case TEM_ABILITY_UNKNOWN:
    default:
      return _("Ability not entered");
    }
}

/* The ability with its number, as a player reads it off the card:
 * "Pay up to 3 energy for +1 damage each". */
char *
tem_ability_describe (TemAbility ability,
                      int        amount)
{
  if (amount < 0 && (ability == TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE || ability == TEM_ABILITY_POWER_ATTACK_VP))
    return g_strdup (tem_ability_get_name (ability));
  switch (ability)
    {
    case TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Pay up to %d energy for +1 damage each",
                                           "Pay up to %d energy for +1 damage each", amount), amount);
    case TEM_ABILITY_POWER_ATTACK_VP:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "+%d VP with the Power Attack",
                                           "+%d VP with the Power Attack", amount), amount);
    case TEM_ABILITY_NONE:
    case TEM_ABILITY_UNKNOWN:
    default:
      return g_strdup (tem_ability_get_name (ability));
    }
}
