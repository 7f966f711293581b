/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "rumble/rb-game.h"

G_BEGIN_DECLS

/* Random Rumblebots play for the property test and the benchmark: the
 * numbers a table could enter, and actions that are mostly legal. */
void test_rumble_new_game      (GRand          *rand,
                                guint           n_players,
                                RbAction       *action);
void test_rumble_random_action (GRand          *rand,
                                const RbGame   *game,
                                RbAction       *action);

G_END_DECLS
