/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shortcuts for the Rumblebots rules tests (test-rumble-rules.c,
 * test-rumble-battle.c, test-rumble-keywords.c): four players, a game
 * started, actions applied and refusals checked. */
#pragma once

#include "rumble/rb-game.h"

G_BEGIN_DECLS

enum { LISA, JAIME, VICENTE, ANA };

#define BIO RB_FACTION_BIT (RB_FACTION_BIO)
#define MECH RB_FACTION_BIT (RB_FACTION_MECH)
#define WARFARE RB_FACTION_BIT (RB_FACTION_WARFARE)
#define STEAM RB_FACTION_BIT (RB_FACTION_STEAM)

void test_rb_new_game_action   (RbAction    *action,
                                guint       n_players,
                                guint       champion,
                                RbDirection direction);
void test_rb_apply_ok          (RbGame         *game,
                                const RbAction *action,
                                RbEvents       *events);
void test_rb_refused           (RbGame         *game,
                                const RbAction *action,
                                int            code,
                                const char     *rule);
void test_rb_start             (RbGame *game,
                                guint  n_players,
                                guint  champion);
void test_rb_correct           (RbGame  *game,
                                int     index,
                                RbField field,
                                int     value);
void test_rb_go_to_round       (RbGame *game,
                                guint  round);
void test_rb_end_turn          (RbGame   *game,
                                RbEvents *events);
void test_rb_end_build_phase   (RbGame *game);
int  test_rb_build             (RbGame     *game,
                                guint      player,
                                const char *name,
                                int        tier,
                                guint      factions,
                                int        cost,
                                int        recycle);
void test_rb_reveal            (RbGame   *game,
                                guint    player,
                                int      attack,
                                int      defense,
                                int      crits,
                                int      barriers,
                                guint    factions,
                                RbEvents *events);
void test_rb_name_faction      (RbGame    *game,
                                guint     player,
                                RbFaction faction,
                                RbEvents  *events);
void test_rb_give_up           (RbGame   *game,
                                guint    player,
                                RbEvents *events);
void test_rb_energize          (RbGame   *game,
                                guint    player,
                                gboolean from_cryo,
                                int      scan);
void test_rb_surrender_all     (RbGame   *game,
                                RbEvents *events);

G_END_DECLS
