/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A solo game for the Robot Pilot tests (section SO of
 * shared/rules/checklist.md), shared by test-rules-robots*.c. */
#pragma once

#include "mechs/tem-game.h"

G_BEGIN_DECLS

/* The 3-player arena (cell = row * 7 + column):
 *          1   2H   3
 *      7   8   9   10  11
 *     14  15  16M  17  18
 *     21A 22  23   24  25B
 * Ana at the lone northern base, Robot A (seat 1, the left one) in the
 * south-west corner, Robot B (seat 2) in the south-east corner. */
enum { HUMAN_BASE = 2, A_BASE = 21, B_BASE = 25, MECH = 16 };
enum { ANA, ROBOT_A, ROBOT_B };

#define BASIC_CARD(kind, copy) ((kind) * TEM_BASIC_COPIES + (copy))
#define ADVANCED_CARD(kind) (TEM_N_BASIC_KINDS * TEM_BASIC_COPIES + (kind) - TEM_N_BASIC_KINDS)

void test_solo_game   (TemGame    *game);
void test_robot_draws (TemGame    *game,
                       guint       seat,
                       TemProgram  card);
void test_robot_turn  (TemGame    *game,
                       guint       seat,
                       TemEvents  *events);
void test_set_stats   (TemGame    *game,
                       guint       kind,
                       int         energy,
                       int         credits);

G_END_DECLS
