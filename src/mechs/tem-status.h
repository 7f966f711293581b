/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What a player is piloting: the side of the pilot card up, or the Mech. */
typedef enum
{
  TEM_STATUS_PILOT,
  TEM_STATUS_POWER_ARMOR,
  TEM_STATUS_MIGHTY_MECH,
} TemStatus;

#define TEM_N_STATUSES 3

/* Health tops printed on the cards (card-facts.md §5, §6: C2). The pilot
 * side's top is per pilot and not public, so it is asked at setup. */
#define TEM_POWER_ARMOR_HEALTH 9
#define TEM_MIGHTY_MECH_HEALTH 11

gboolean     tem_status_is_valid (int status);
const char  *tem_status_get_name (TemStatus status);

G_END_DECLS
