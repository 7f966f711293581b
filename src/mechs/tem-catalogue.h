/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tem-weapon.h"

G_BEGIN_DECLS

/* What is known of the cards, with its source (card-facts.md). Nothing
 * here is a guess: what no text gives is TEM_VALUE_UNKNOWN, and the
 * players' own values reach a game through TEM_ACTION_SET_CARD. */

typedef enum
{
  TEM_KIND_ENERGY_SWORD,
  TEM_KIND_PULSE_PISTOL,
  TEM_KIND_GRENADE_LAUNCHER,
  TEM_KIND_RIOT_SHIELD,
  TEM_KIND_LIGHTNING_COIL,
  TEM_KIND_WARHAMMER,
  /* 14 more advanced weapons whose names no text gives */
} TemWeaponKind;

#define TEM_N_BASIC_KINDS 4
#define TEM_N_ADVANCED_KINDS 16
#define TEM_N_WEAPON_KINDS (TEM_N_BASIC_KINDS + TEM_N_ADVANCED_KINDS)
#define TEM_BASIC_COPIES 4                  /* 16 basic cards, 4 sets (C2) */
#define TEM_N_WEAPON_CARDS (TEM_N_BASIC_KINDS * TEM_BASIC_COPIES + TEM_N_ADVANCED_KINDS)
#define TEM_ROW_SIZE 4                      /* R-S9 */

typedef struct
{
  const char     *id;
  const char     *name;       /* N_(), NULL when not public */
  TemWeaponClass  weapon_class;
  const char     *source;
  TemWeaponStats  stats;
} TemWeaponSpec;

typedef enum
{
  TEM_MECH_SIDE_NONE,
  TEM_MECH_SIDE_TROY,
  TEM_MECH_SIDE_SPARTA,
} TemMechSide;

/* The two Mech sides' abilities are named (C2); which side has which is
 * not public (card-facts.md §6). */
typedef enum
{
  TEM_MECH_ABILITY_UNKNOWN,
  TEM_MECH_ABILITY_ROCKET_CHARGE,
  TEM_MECH_ABILITY_FORCE_FIELD,
} TemMechAbility;

typedef struct
{
  const char *name;         /* N_() */
  const char *ability;      /* N_(), NULL when not public */
  const char *source;
  const char *printed[4];   /* the name in the English, Spanish and Polish editions */
} TemPilotSpec;

#define TEM_N_PILOT_CARDS 8                 /* card-facts.md §5 (C2) */
#define TEM_N_RESOURCE_ZONE_CARDS 16        /* card-facts.md §2 (C2) */

/* Costs printed on the player card (card-facts.md §1, C2 from icon OCR). */
#define TEM_MINES 4
#define TEM_TURRETS 3
#define TEM_MECH_ENTRY_VP 2                 /* R-MM1 */
#define TEM_MECH_SCORING_VP 3               /* R-MM5 */
#define TEM_KO_RESOURCE_FLOOR 2             /* R-C9 */

const TemWeaponSpec *tem_catalogue_get_weapon       (guint        kind);
char                *tem_catalogue_dup_weapon_name  (guint        kind);
char                *tem_catalogue_dup_weapon_label (guint        kind);
const char          *tem_catalogue_get_mech_side    (TemMechSide  side);
const char * const  *tem_catalogue_get_pilot_names  (void);
guint                tem_catalogue_get_n_pilots     (void);
const TemPilotSpec  *tem_catalogue_get_pilot        (guint        index);
gboolean             tem_catalogue_set_weapon_name  (guint        kind,
                                                     const char  *name);
void                 tem_catalogue_clear_weapon_names (void);
const char          *tem_catalogue_get_mech_ability (TemMechAbility ability);
char                *tem_catalogue_describe_weapon_value (guint          kind,
                                                          TemWeaponField field,
                                                          int            value);

G_END_DECLS
