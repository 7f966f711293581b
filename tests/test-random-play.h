/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "mechs/tem-game.h"

G_BEGIN_DECLS

/* Random play for the property test and the benchmark: a game whose card
 * values are all entered, and actions that are often, not always, legal. */
void test_random_game   (GRand         *rand,
                         TemGame       *game);
void test_random_multiplayer_game (GRand   *rand,
                                   TemGame *game);
void test_random_solo_game        (GRand   *rand,
                                   TemGame *game);
void test_random_action (GRand         *rand,
                         const TemGame *game,
                         TemAction     *action);

G_END_DECLS
