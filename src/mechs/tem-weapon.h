/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tem-arena.h"

G_BEGIN_DECLS

/* What a weapon card says. Most numbers are not public (card-facts.md §4):
 * they are TEM_VALUE_UNKNOWN until the players enter them from their box. */

typedef enum
{
  TEM_WEAPON_TYPE_UNKNOWN,
  TEM_WEAPON_TYPE_AREA,
  TEM_WEAPON_TYPE_RANGED,
  TEM_WEAPON_TYPE_MELEE,
} TemWeaponType;

#define TEM_N_WEAPON_TYPES 4

typedef enum
{
  TEM_WEAPON_BASIC,
  TEM_WEAPON_ADVANCED,
} TemWeaponClass;

/* The effects on weapon cards the rules core can apply; any other ability
 * is the players' to resolve and record by correction. */
typedef enum
{
  TEM_ABILITY_NONE,
  TEM_ABILITY_UNKNOWN,
  TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE,   /* pay up to N energy, +1 damage each */
  TEM_ABILITY_POWER_ATTACK_VP,         /* +N VP when dealing the Power Attack */
} TemAbility;

typedef struct
{
  TemWeaponType type;
  int           cost_energy;
  int           cost_credits;
  int           attack;        /* first line */
  int           power;         /* second line, the Power Attack */
  int           vp;            /* printed VP, scored at the end (R-SC2) */
  TemAbility    ability;
  int           ability_amount;
} TemWeaponStats;

typedef enum
{
  TEM_WEAPON_FIELD_TYPE,
  TEM_WEAPON_FIELD_COST_ENERGY,
  TEM_WEAPON_FIELD_COST_CREDITS,
  TEM_WEAPON_FIELD_ATTACK,
  TEM_WEAPON_FIELD_POWER,
  TEM_WEAPON_FIELD_VP,
  TEM_WEAPON_FIELD_ABILITY,          /* a TemAbility the core applies, or NONE */
  TEM_WEAPON_FIELD_ABILITY_AMOUNT,   /* its N */
} TemWeaponField;

#define TEM_N_WEAPON_FIELDS 8
#define TEM_ABILITY_AMOUNT_MAX 9

gboolean     tem_weapon_type_counters   (TemWeaponType mine,
                                         TemWeaponType theirs);
const char  *tem_weapon_type_get_name   (TemWeaponType type);
int          tem_weapon_stats_get_field (const TemWeaponStats *stats,
                                         TemWeaponField        field);
const char  *tem_weapon_field_get_title (TemWeaponField field);
const char  *tem_ability_get_name       (TemAbility    ability);
char        *tem_ability_describe       (TemAbility    ability,
                                         int           amount);

G_END_DECLS
