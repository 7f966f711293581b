/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A tracked value that a correction can set. */
typedef enum
{
  TEM_FIELD_HEALTH,
  TEM_FIELD_ENERGY,
  TEM_FIELD_CREDITS,
  TEM_FIELD_SCORE,
  TEM_FIELD_STATUS,
  TEM_FIELD_ROUND,
  TEM_FIELD_STARTING_PLAYER,
  /* The player's equipment as it lies on the table (value: a
   * TemWeaponKind): a weapon the app did not record, such as the basic
   * weapon kept at setup (R-S8), or one recorded by mistake. */
  TEM_FIELD_WEAPON_GAINED,
  TEM_FIELD_WEAPON_RETURNED,
  /* The top of the health track on the player's pilot card (R-S2,
   * R-C9: a Pilot heals and respawns to it), entered at setup and put
   * right during a game. */
  TEM_FIELD_PILOT_HEALTH_TOP,
  /* A weapon the player has (value: a TemWeaponKind) lies equipped or
   * in their stockpile on the table: set so within R-A4's slots. */
  TEM_FIELD_WEAPON_EQUIPPED,
  TEM_FIELD_WEAPON_STOCKPILED,
} TemField;

#define TEM_N_FIELDS 12

gboolean     tem_field_is_valid      (int field);
gboolean     tem_field_is_per_player (TemField field);
const char  *tem_field_get_name      (TemField field);
gboolean     tem_field_is_weapon     (TemField field);

G_END_DECLS
