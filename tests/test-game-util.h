/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A multiplayer game for the rules tests (test-rules-game.c,
 * test-rules-actions.c, test-rules-combat.c, test-rules-scoring.c): the
 * 2-player arena, known card values, and turns given and played. */
#pragma once

#include "mechs/tem-game.h"
#include "mechs/tem-scoring.h"

G_BEGIN_DECLS

/* The 2-player preset, 3 rows of 5 (cell = row * 7 + column):
 *      0  1  2  3  4
 *      7B 8  9M 10 11B
 *     14 15 16 17 18
 * With Ana starting, Ben (to her right) picks first: west base 7; Ana
 * gets the east base 11 (R-S4). Values below: 1 + (row + column) % 3,
 * energy on even row + column, credits on odd; bases and the Mech 2. */
enum { B_WEST = 7, C8 = 8, MECH = 9, C10 = 10, B_EAST = 11, C0 = 0, C2 = 2, C3 = 3, C4 = 4,
       C14 = 14, C15 = 15, C16 = 16, C17 = 17, C18 = 18, C1 = 1 };

enum { ANA, BEN, CLEO, DAN };

/* The physical weapon cards: basics 4 per kind (0-15), then advanced. */
#define BASIC_CARD(kind, copy) ((kind) * TEM_BASIC_COPIES + (copy))
#define ADVANCED_CARD(kind) (TEM_N_BASIC_KINDS * TEM_BASIC_COPIES + (kind) - TEM_N_BASIC_KINDS)

void test_tem_set_weapon        (TemGame       *game,
                                 guint         kind,
                                 TemWeaponType type,
                                 int           attack,
                                 int           power,
                                 int           energy,
                                 int           credits,
                                 int           vp);
void test_tem_known_game        (TemGame *game,
                                 guint   n_players,
                                 guint   starting);
void test_tem_begin_execution   (TemGame *game);
void test_tem_move              (TemGame      *game,
                                 guint        seat,
                                 TemProgram   card,
                                 TemDirection direction,
                                 TemEvents    *events);
void test_tem_end_turn          (TemGame *game,
                                 guint   seat);
void test_tem_give_turn         (TemGame *game,
                                 guint   seat);
/* R-M3: Ben on C10, Ana's turn, her Collect west from her base into his
 * zone: the combat begins. */
void test_tem_enter_bens_zone   (TemGame   *game,
                                 TemEvents *events);
void test_tem_equip_card        (TemGame *game,
                                 guint   seat,
                                 int     card);
int  test_tem_scored            (const TemEvents *events,
                                 int             seat,
                                 TemScoreReason  reason);

G_END_DECLS
