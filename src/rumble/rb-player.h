/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "rb-limits.h"

G_BEGIN_DECLS

/* One player's Workshop (RB-S9, RB-S13) and battle state. */
typedef struct
{
  char     name[RB_NAME_MAX];
  int      colour;                 /* the upper layers' seat colour, opaque here; -1 none */
  int      scrap;                  /* RB-R7 */
  int      storage;                /* crystals, RB-R6 */
  int      reactor;
  int      cryo;
  int      tier;                   /* Workshop tier 1-4 */
  int      hand[RB_MAX_TIER + 1];  /* scanned cards held, per tier (RB-B20) */
  int      deck;                   /* battle deck: cards left to reveal (RB-C1) */
  gboolean surrendered;            /* out of this battle (RB-C16, RB-C17) */
} RbPlayer;

int rb_player_get_crystals (const RbPlayer *player);

G_END_DECLS
