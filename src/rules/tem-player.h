/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tem-colour.h"
#include "tem-limits.h"
#include "tem-status.h"

G_BEGIN_DECLS

/* One seat at the table. A plain value: no pointers, so a TemGame that holds
 * these can be copied with memcpy. */
typedef struct
{
  char      name[TEM_NAME_MAX];
  char      pilot[TEM_NAME_MAX];
  TemColour colour;
  int       pilot_health_top;

  TemStatus status;
  int       health;
  int       energy;
  int       credits;
  int       score;
} TemPlayer;

int tem_player_get_health_top (const TemPlayer *player);

G_END_DECLS
