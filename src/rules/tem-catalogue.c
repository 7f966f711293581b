/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tem-catalogue.h"

#define U TEM_VALUE_UNKNOWN
#define UNKNOWN_STATS { TEM_WEAPON_TYPE_UNKNOWN, U, U, U, U, U, TEM_ABILITY_UNKNOWN, 0 }
#define UNKNOWN_ADVANCED(n) { "advanced-" #n, NULL, TEM_WEAPON_ADVANCED, "card-facts.md §4: name NF", UNKNOWN_STATS }

static const TemWeaponSpec weapons[TEM_N_WEAPON_KINDS] = {
  /* The four basic weapons: names C2; type, cost, attack, power, VP NF. */
  { "energy-sword", N_("Energy Sword"), TEM_WEAPON_BASIC, "card-facts.md §4 (C2)", UNKNOWN_STATS },
  { "pulse-pistol", N_("Pulse Pistol"), TEM_WEAPON_BASIC, "card-facts.md §4 (C2)", UNKNOWN_STATS },
  { "grenade-launcher", N_("Grenade Launcher"), TEM_WEAPON_BASIC, "card-facts.md §4 (C2)", UNKNOWN_STATS },
  { "riot-shield", N_("Riot Shield"), TEM_WEAPON_BASIC, "card-facts.md §4 (C2)", UNKNOWN_STATS },
  /* Lightning Coil: its attack deals 0 and it may pay up to 3 energy for
   * +1 damage each (C2). Its type (Area is only inferred), cost, Power
   * Attack and VP are not public. */
  { "lightning-coil", N_("Lightning Coil"), TEM_WEAPON_ADVANCED, "card-facts.md §4 (C2; type INF)",
    { TEM_WEAPON_TYPE_UNKNOWN, U, U, 0, U, U, TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE, 3 } },
  /* Warhammer: Power Attack 3 and +1 VP for using it (C2); type (Melee only
   * inferred), cost, attack and VP not public. */
  { "warhammer", N_("Warhammer"), TEM_WEAPON_ADVANCED, "card-facts.md §4 (C2; type INF)",
    { TEM_WEAPON_TYPE_UNKNOWN, U, U, U, 3, U, TEM_ABILITY_POWER_ATTACK_VP, 1 } },
  UNKNOWN_ADVANCED (03), UNKNOWN_ADVANCED (04), UNKNOWN_ADVANCED (05), UNKNOWN_ADVANCED (06),
  UNKNOWN_ADVANCED (07), UNKNOWN_ADVANCED (08), UNKNOWN_ADVANCED (09), UNKNOWN_ADVANCED (10),
  UNKNOWN_ADVANCED (11), UNKNOWN_ADVANCED (12), UNKNOWN_ADVANCED (13), UNKNOWN_ADVANCED (14),
  UNKNOWN_ADVANCED (15), UNKNOWN_ADVANCED (16),
};

/* Pilot names found in the rulebooks (card-facts.md §5); the other five and
 * every pilot's health track are not public. */
static const char * const pilot_names[] = {
  N_("Maverick"),
  N_("Diamond"),
  N_("Gyroscope"),
  NULL,
};

const TemWeaponSpec *
tem_catalogue_get_weapon (guint kind)
{
  g_return_val_if_fail (kind < TEM_N_WEAPON_KINDS, NULL);

  return &weapons[kind];
}

/* The translated name, or "Advanced weapon 7" for a card whose name is not
 * public. */
char *
tem_catalogue_dup_weapon_name (guint kind)
{
  g_return_val_if_fail (kind < TEM_N_WEAPON_KINDS, g_strdup (""));

  if (weapons[kind].name != NULL)
    return g_strdup (_(weapons[kind].name));

  /* Translators: a weapon card whose name the app does not know yet */
  return g_strdup_printf (_("Advanced weapon %u"), kind - TEM_N_BASIC_KINDS + 1);
}

const char *
tem_catalogue_get_mech_side (TemMechSide side)
{
  switch (side)
    {
    case TEM_MECH_SIDE_TROY:
      return _("Troy 3000");
    case TEM_MECH_SIDE_SPARTA:
      return _("Sparta 3000");
    case TEM_MECH_SIDE_NONE:
    default:
      return "";
    }
}

const char * const *
tem_catalogue_get_pilot_names (void)
{
  return pilot_names;
}
