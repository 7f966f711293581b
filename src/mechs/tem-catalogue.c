/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tem-catalogue.h"

#define U TEM_VALUE_UNKNOWN
#define UNKNOWN_STATS { TEM_WEAPON_TYPE_UNKNOWN, U, U, U, U, U, TEM_ABILITY_UNKNOWN, U }
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

/* The one pilot ability a rulebook shows (the Spanish edition's diagram),
 * summarised in our words; the others are not public. */
static const TemPilotSpec pilots[] = {
  { N_("Maverick"), NULL, "card-facts.md §5 (C2)", { "Maverick", "Renegado", NULL } },
  { N_("Diamond"), NULL, "card-facts.md §5 (C2)", { "Diamond", "Diamante", "Diament", NULL } },
  { N_("Gyroscope"),
    N_("When you reveal a program card, you may pay 1 energy to turn it once, to any direction."),
    "card-facts.md §5 (C1)", { "Gyroscope", "Giroscopio", NULL } },
};

/* Names the players gave to advanced cards whose names are not public:
 * labels for people only, never read by a rule. */
static char *given_names[TEM_N_WEAPON_KINDS];

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

  if (given_names[kind] != NULL)
    return g_strdup (given_names[kind]);
  return tem_catalogue_dup_weapon_label (kind);
}

/* The name the box's catalogue knows the card by, whatever the players
 * named it: "Warhammer", "Advanced weapon 7". */
char *
tem_catalogue_dup_weapon_label (guint kind)
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

guint
tem_catalogue_get_n_pilots (void)
{
  return G_N_ELEMENTS (pilots);
}

const TemPilotSpec *
tem_catalogue_get_pilot (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (pilots), NULL);

  return &pilots[index];
}

/**
 * tem_catalogue_set_weapon_name:
 * @name: (nullable): the name printed on the player's card, or %NULL
 *
 * Names an advanced card whose name no public text gives, so the app can
 * say "Plasma Lance" instead of "Advanced weapon 7". A card with a public
 * name keeps it.
 *
 * Returns: %FALSE when @kind already has a public name
 */
gboolean
tem_catalogue_set_weapon_name (guint       kind,
                               const char *name)
{
  g_return_val_if_fail (kind < TEM_N_WEAPON_KINDS, FALSE);

  if (weapons[kind].name != NULL)
    return FALSE;
  g_free (given_names[kind]);
  given_names[kind] = name != NULL && *name != '\0' ? g_strdup (name) : NULL;
  return TRUE;
}

/* Forgets every name the players gave (tests start from the box). */
void
tem_catalogue_clear_weapon_names (void)
{
  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    g_clear_pointer (&given_names[kind], g_free);
}

const char *
tem_catalogue_get_mech_ability (TemMechAbility ability)
{
  switch (ability)
    {
    case TEM_MECH_ABILITY_ROCKET_CHARGE:
      return _("Rocket Charge");
    case TEM_MECH_ABILITY_FORCE_FIELD:
      return _("Force Field");
    case TEM_MECH_ABILITY_UNKNOWN:
    default:
      return _("Ability not entered");
    }
}

/**
 * tem_catalogue_describe_weapon_value:
 *
 * Returns: one value of a weapon card as the players read it: "Warhammer:
 *   Power Attack 3", "Warhammer is Melee"
 */
char *
tem_catalogue_describe_weapon_value (guint          kind,
                                     TemWeaponField field,
                                     int            value)
{
  g_autofree char *name = tem_catalogue_dup_weapon_name (MIN (kind, TEM_N_WEAPON_KINDS - 1));
  const char *what;

  if (value == TEM_VALUE_UNKNOWN)
    /* Translators: "Lightning Coil: a card value cleared" */
    return g_strdup_printf (_("%s: a card value cleared"), name);

  switch (field)
    {
    case TEM_WEAPON_FIELD_TYPE:
      /* Translators: "Warhammer is Melee" */
      return g_strdup_printf (_("%s is %s"), name, tem_weapon_type_get_name ((TemWeaponType) value));
    case TEM_WEAPON_FIELD_ABILITY:
      /* Translators: "Lightning Coil: Pay energy for +1 damage each" */
      return g_strdup_printf (_("%s: %s"), name, tem_ability_get_name ((TemAbility) value));
    case TEM_WEAPON_FIELD_ABILITY_AMOUNT:
      what = C_("weapon card", "ability’s number");
      break;
    case TEM_WEAPON_FIELD_COST_ENERGY:
      what = C_("weapon card", "cost in energy");
      break;
    case TEM_WEAPON_FIELD_COST_CREDITS:
      what = C_("weapon card", "cost in credits");
      break;
    case TEM_WEAPON_FIELD_ATTACK:
      what = C_("weapon card", "attack");
      break;
    case TEM_WEAPON_FIELD_POWER:
      what = C_("weapon card", "Power Attack");
      break;
    case TEM_WEAPON_FIELD_VP:
    default:
      what = C_("weapon card", "victory points");
      break;
    }
  /* Translators: "Warhammer: Power Attack 3" */
  return g_strdup_printf (_("%s: %s %d"), name, what, value);
}
