/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tem-action.h"
#include "tem-events.h"
#include "tem-field.h"
#include "tem-limits.h"
#include "tem-player.h"

G_BEGIN_DECLS

/* The whole state of one game. A flat value with no pointers: copying it is
 * a memcpy, which makes apply-on-a-copy atomic and undo snapshots cheap. */
typedef struct
{
  guint     n_players;          /* 0 until a new game is applied */
  TemPlayer players[TEM_MAX_PLAYERS];   /* seating order, clockwise */
  int       resource_top;
  guint     round;              /* 1 .. TEM_ROUNDS */
  guint     starting_player;
  int       mech_controller;    /* seat, or TEM_NOBODY */
  gboolean  over;               /* R-RD5 */
  guint32   seed;
} TemGame;

void             tem_game_init               (TemGame         *game);
gboolean         tem_game_apply              (TemGame         *game,
                                              const TemAction *action,
                                              TemEvents       *events,
                                              GError         **error);
char            *tem_game_describe_action    (const TemGame   *before,
                                              const TemAction *action);

gboolean         tem_game_has_started        (const TemGame   *game);
const TemPlayer *tem_game_get_player         (const TemGame   *game,
                                              guint            seat);
int              tem_game_get_value          (const TemGame   *game,
                                              guint            seat,
                                              TemField         field);
void             tem_game_get_bounds         (const TemGame   *game,
                                              guint            seat,
                                              TemField         field,
                                              int             *min,
                                              int             *max);
gboolean         tem_game_is_scoring_round   (guint            round);
gboolean         tem_game_check_invariants   (const TemGame   *game,
                                              GError         **error);

G_END_DECLS
