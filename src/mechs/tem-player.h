/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tem-catalogue.h"
#include "tem-colour.h"
#include "tem-direction.h"
#include "tem-limits.h"
#include "tem-status.h"

G_BEGIN_DECLS

#define TEM_ROBOT_DECK 8                    /* 8 program cards (R-SO4) */

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

  int       cell;                   /* where the pilot stands, TEM_NO_CELL off the arena */
  int       mines[TEM_MINES];       /* cells, TEM_NO_CELL in the supply; numbers stay secret */
  int       turrets[TEM_TURRETS];
  guint     cards_played;           /* this round (R-RD3) */
  gboolean  ad_hoc;                 /* R-AH1 */
  gboolean  ad_hoc_fresh;           /* has not yet played an Ad Hoc turn (R-AH2) */
  gboolean  reequip;                /* the status changed: may re-equip (R-A4) */

  /* A Robot Pilot (R-SO2): no pilot card, a facing, a shuffled deck, mines
   * whose numbers the app drew. */
  gboolean     robot;
  TemDirection facing;
  int          deck[TEM_ROBOT_DECK];  /* TemProgram, in drawing order */
  guint        deck_drawn;
  int          mine_numbers[TEM_MINES];   /* per mine slot, 0 when secret */
} TemPlayer;

int   tem_player_get_health_top   (const TemPlayer *player);
guint tem_player_count_deployed   (const TemPlayer *player,
                                   gboolean         mines);
int   tem_player_find_token       (const TemPlayer *player,
                                   int              cell,
                                   gboolean        *is_mine);

G_END_DECLS
