/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Robot Pilots of the solo mode, rule by rule (section SO of
 * shared/rules/checklist.md). */
#include "config.h"

#include <string.h>

#include "rules/mc-rule-error.h"
#include "mechs/tem-game.h"
#include "mechs/tem-narration.h"
#include "mechs/tem-need.h"
#include "mechs/tem-robot-plan.h"
#include "mechs/tem-scoring.h"
#include "mechs/tem-simulation.h"

#include "test-solo-util.h"
#include "test-util.h"

/* R-SO1, R-SO2, R-SO3, R-SO4 */
static void
test_solo_setup (void)
{
  TemGame game;
  guint counts[TEM_N_PROGRAMS] = { 0, };

  test_solo_game (&game);
  g_assert_true (game.solo);
  g_assert_cmpint (game.players[ANA].cell, ==, HUMAN_BASE);
  g_assert_cmpint (game.players[ROBOT_A].cell, ==, A_BASE);
  g_assert_cmpint (game.players[ROBOT_B].cell, ==, B_BASE);
  g_assert_false (game.players[ANA].robot);

  for (guint seat = ROBOT_A; seat <= ROBOT_B; seat++)
    {
      const TemPlayer *robot = &game.players[seat];
      guint mines = 0;

      g_assert_true (robot->robot);
      g_assert_cmpint (robot->status, ==, TEM_STATUS_POWER_ARMOR);
      g_assert_cmpint (robot->health, ==, 9);
      g_assert_cmpint (robot->energy, ==, 3);
      g_assert_cmpint (robot->credits, ==, 3);
      g_assert_cmpint (robot->facing, ==, TEM_DIRECTION_NORTH);
      g_assert_false (robot->ad_hoc);
      /* One mine on its base, at random, face down: its number secret
       * until it goes off (R-SO4, rules edition 6). */
      g_assert_cmpint (robot->mines[0], ==, robot->cell);
      for (guint i = 0; i < TEM_MINES; i++)
        mines |= (guint) robot->mine_numbers[i];
      g_assert_cmpuint (mines, ==, 0);

      /* Eight cards: each action once, Collect twice (as set up here). */
      memset (counts, 0, sizeof counts);
      for (guint i = 0; i < TEM_ROBOT_DECK; i++)
        counts[robot->deck[i]]++;
      for (guint p = 0; p < TEM_N_PROGRAMS; p++)
        g_assert_cmpuint (counts[p], ==, p == TEM_PROGRAM_COLLECT ? 2 : 1);
    }

  /* R-SO3 */
  g_assert_cmpint (game.weapons[BASIC_CARD (TEM_KIND_PULSE_PISTOL, 0)].owner, ==, ROBOT_A);
  g_assert_cmpint (game.weapons[BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0)].owner, ==, ROBOT_A);
  g_assert_cmpint (game.weapons[BASIC_CARD (TEM_KIND_PULSE_PISTOL, 1)].owner, ==, ROBOT_B);
  g_assert_cmpint (game.weapons[BASIC_CARD (TEM_KIND_GRENADE_LAUNCHER, 0)].owner, ==, ROBOT_B);
  g_assert_true (game.weapons[BASIC_CARD (TEM_KIND_GRENADE_LAUNCHER, 0)].equipped);

  /* Without the decks' make-up the app cannot shuffle them. */
  {
    TemAction action;
    TemGame empty;

    tem_game_init (&empty);
    tem_action_init_solo_game (&action, "Ana", TEM_COLOUR_RED, "", 5, "A", "B", -1, 1);
    test_apply_refused (&empty, &action, MC_RULE_ERROR_UNKNOWN_VALUE, "R-SO4");
    action.new_game.robot_table_draw = TRUE;
    test_apply_action_ok (&empty, &action, NULL);
  }
}

/* The same seed shuffles the same decks: a replayed journal plays the
 * same robot game. */
static void
test_shuffles_come_from_the_seed (void)
{
  TemGame one, two;

  test_solo_game (&one);
  test_solo_game (&two);
  g_assert_cmpmem (one.players[ROBOT_A].deck, sizeof one.players[ROBOT_A].deck,
                   two.players[ROBOT_A].deck, sizeof two.players[ROBOT_A].deck);
  g_assert_cmpmem (&one, sizeof one, &two, sizeof two);
}

/* R-SO5: the human's card, the left robot's, the right robot's; the
 * robots reshuffle at round end; the human starts every round (I-A8).
 * R-SO6: a robot plays by the Guide, not by a player's actions. */
static void
test_turn_order_and_reshuffle (void)
{
  TemGame game;
  TemAction action;

  test_solo_game (&game);
  g_assert_cmpint (game.turn.seat, ==, ANA);
  tem_action_init_move (&action, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_NORTH);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_end_turn (&action, ANA);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_cmpint (game.turn.seat, ==, ROBOT_A);

  tem_action_init_move (&action, ROBOT_A, TEM_PROGRAM_COLLECT, TEM_DIRECTION_NORTH);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-SO6");
  tem_action_init_robot_turn (&action, ROBOT_B, -1);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-SO5");

  for (int i = 0; i < 4; i++)
    {
      if (i > 0)
        {
          tem_action_init_move (&action, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_NORTH);
          test_apply_action_ok (&game, &action, NULL);
          tem_action_init_end_turn (&action, ANA);
          test_apply_action_ok (&game, &action, NULL);
        }
      game.players[ROBOT_A].deck[game.players[ROBOT_A].deck_drawn] = TEM_PROGRAM_POWER_UP;
      game.players[ROBOT_B].deck[game.players[ROBOT_B].deck_drawn] = TEM_PROGRAM_POWER_UP;
      test_robot_turn (&game, ROBOT_A, NULL);
      g_assert_cmpint (game.turn.seat, ==, ROBOT_B);
      test_robot_turn (&game, ROBOT_B, NULL);
    }
  g_assert_cmpint (game.phase, ==, TEM_PHASE_ROUND_END);
  g_assert_cmpuint (game.players[ROBOT_A].deck_drawn, ==, 4);

  tem_action_init_end_round (&action, TRUE);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_cmpuint (game.players[ROBOT_A].deck_drawn, ==, 0);
  g_assert_cmpuint (game.starting_player, ==, ANA);
}

/* R-SO6, R-SO8, I-4: it sees forward, left and right; deploys go to the
 * highest value, purchases and power-ups to the lowest, ties forward;
 * it then faces the way it moved. */
static void
test_robot_moves_by_value_and_faces_its_move (void)
{
  TemGame game;
  TemRobotPlan plan;
  TemRobotTurn turn = { ROBOT_A, -1, 0, -1 };
  g_autofree char *text = NULL;

  test_solo_game (&game);
  game.arena.zones[14].value = 1;                   /* forward (north) */
  game.arena.zones[22].value = 3;                   /* right (east); left is a wall */

  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_TURRET);
  g_assert_true (tem_game_plan_robot_turn (&game, &turn, &plan, NULL));
  g_assert_cmpint (plan.seen[1].cell, ==, TEM_NO_CELL);
  g_assert_cmpint (plan.move, ==, TEM_ROBOT_MOVE_HIGHEST);
  g_assert_cmpint (plan.to, ==, 22);
  g_assert_cmpint (plan.facing, ==, TEM_DIRECTION_EAST);
  text = tem_robot_plan_describe (&game, &plan);
  g_assert_nonnull (strstr (text, "Robot A draws Deploy Turret."));
  g_assert_nonnull (strstr (text, "facing east"));
  /* What it compared, in one sentence: the wall on its left is "blocked". */
  {
    g_autofree char *forward = tem_arena_describe_cell (14);
    g_autofree char *right = tem_arena_describe_cell (22);
    g_autofree char *expected = g_strdup_printf ("It sees: forward %s (1), left blocked, right %s (3).", forward, right);
    g_autofree char *sight = tem_robot_plan_describe_sight (&plan);

    g_assert_cmpstr (sight, ==, expected);
  }

  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_PURCHASE);
  g_assert_true (tem_game_plan_robot_turn (&game, &turn, &plan, NULL));
  g_assert_cmpint (plan.move, ==, TEM_ROBOT_MOVE_LOWEST);
  g_assert_cmpint (plan.to, ==, 14);

  game.arena.zones[14].value = 3;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_MINE);
  g_assert_true (tem_game_plan_robot_turn (&game, &turn, &plan, NULL));
  g_assert_cmpint (plan.move, ==, TEM_ROBOT_MOVE_TIE_FORWARD);
  g_assert_cmpint (plan.to, ==, 14);
  g_assert_cmpint (plan.facing, ==, TEM_DIRECTION_NORTH);

  /* Applied: the figure moves and turns. */
  test_robot_turn (&game, ROBOT_A, NULL);
  g_assert_cmpint (game.players[ROBOT_A].cell, ==, 14);

  /* A zone without a value stops it with a question. */
  test_solo_game (&game);
  game.arena.zones[22].value = TEM_VALUE_UNKNOWN;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_MINE);
  g_assert_false (tem_game_plan_robot_turn (&game, &turn, &plan, NULL));
}

/* R-SO6: "If there is a tie in values, it will instead always move
 * forward." Forward need not be one of the tied zones; a blocked forward
 * still turns it around (R-SO9). */
static void
test_robot_tie_always_moves_forward (void)
{
  TemGame game;
  TemRobotPlan plan;
  TemRobotTurn turn = { ROBOT_A, -1, 0, -1 };
  g_autofree char *text = NULL;

  test_solo_game (&game);
  game.players[ROBOT_A].cell = 22;
  game.players[ROBOT_A].facing = TEM_DIRECTION_NORTH;
  game.arena.zones[15].value = 1;                   /* forward */
  game.arena.zones[21].value = 3;                   /* left, its own base */
  game.arena.zones[23].value = 3;                   /* right */

  /* Deploy: left and right tie for the highest; forward is lower. */
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_MINE);
  g_assert_true (tem_game_plan_robot_turn (&game, &turn, &plan, NULL));
  g_assert_true (plan.tie);
  g_assert_cmpint (plan.move, ==, TEM_ROBOT_MOVE_TIE_FORWARD);
  g_assert_cmpint (plan.to, ==, 15);
  g_assert_cmpint (plan.facing, ==, TEM_DIRECTION_NORTH);
  text = tem_robot_plan_describe (&game, &plan);
  g_assert_nonnull (strstr (text, "A tie in value: it moves forward to"));

  /* Purchase: the lowest is forward alone, no tie. */
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_PURCHASE);
  g_assert_true (tem_game_plan_robot_turn (&game, &turn, &plan, NULL));
  g_assert_false (plan.tie);
  g_assert_cmpint (plan.move, ==, TEM_ROBOT_MOVE_LOWEST);
  g_assert_cmpint (plan.to, ==, 15);

  /* Facing the south wall, left and right tie: forward is the wall, so it
   * turns around and moves north (R-SO9). */
  game.players[ROBOT_A].facing = TEM_DIRECTION_SOUTH;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_TURRET);
  g_assert_true (tem_game_plan_robot_turn (&game, &turn, &plan, NULL));
  g_assert_true (plan.tie);
  g_assert_cmpint (plan.move, ==, TEM_ROBOT_MOVE_TURNED_AROUND);
  g_assert_cmpint (plan.to, ==, 15);
  g_assert_cmpint (plan.facing, ==, TEM_DIRECTION_NORTH);
  test_robot_turn (&game, ROBOT_A, NULL);
  g_assert_cmpint (game.players[ROBOT_A].cell, ==, 15);

  /* A game begun by the first edition (a journal without the member)
   * replays as it was played: the tie went to the left (I-A10 then). */
  test_solo_game (&game);
  game.rules_edition = TEM_RULES_EDITION_FIRST;
  game.players[ROBOT_A].cell = 22;
  game.arena.zones[15].value = 1;
  game.arena.zones[21].value = 3;
  game.arena.zones[23].value = 3;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_MINE);
  g_assert_true (tem_game_plan_robot_turn (&game, &turn, &plan, NULL));
  g_assert_cmpint (plan.to, ==, 21);
}

/* R-SO9: a wall or the other robot ahead: it turns 180° and moves. */
static void
test_robot_turns_around_at_a_wall_or_the_other_robot (void)
{
  TemGame game;
  TemRobotPlan plan;
  TemRobotTurn turn = { ROBOT_A, -1, 0, -1 };

  test_solo_game (&game);
  game.players[ROBOT_A].facing = TEM_DIRECTION_WEST;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_COLLECT);
  g_assert_true (tem_game_plan_robot_turn (&game, &turn, &plan, NULL));
  g_assert_cmpint (plan.move, ==, TEM_ROBOT_MOVE_TURNED_AROUND);
  g_assert_cmpint (plan.to, ==, 22);
  g_assert_cmpint (plan.facing, ==, TEM_DIRECTION_EAST);

  /* Robot B right ahead, a wall behind: it turns around and stays. */
  game.players[ROBOT_A].facing = TEM_DIRECTION_NORTH;
  game.players[ROBOT_B].cell = 14;
  game.players[ROBOT_B].mines[0] = TEM_NO_CELL;
  g_assert_true (tem_game_plan_robot_turn (&game, &turn, &plan, NULL));
  g_assert_cmpint (plan.move, ==, TEM_ROBOT_MOVE_BLOCKED);
  g_assert_cmpint (plan.to, ==, A_BASE);
  g_assert_cmpint (plan.facing, ==, TEM_DIRECTION_SOUTH);
}

/* R-SO7: jumps onto the human along a row, a column or a diagonal, at any
 * distance, else no move; R-SO19: a Power Attack first. */
static void
test_robot_jumps_onto_the_human_along_its_lines (void)
{
  TemGame game;
  TemRobotPlan plan;
  TemRobotTurn turn = { ROBOT_A, -1, 0, -1 };
  TemEvents events;

  test_solo_game (&game);
  game.players[ANA].cell = 7;                       /* A's column */
  game.players[ANA].mines[0] = TEM_NO_CELL;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_DOUBLE_JUMP);
  g_assert_true (tem_game_plan_robot_turn (&game, &turn, &plan, NULL));
  g_assert_cmpint (plan.move, ==, TEM_ROBOT_MOVE_JUMP);
  g_assert_cmpint (plan.to, ==, 7);
  g_assert_cmpint (plan.facing, ==, TEM_DIRECTION_NORTH);    /* no turn on a jump (R-SO8) */

  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_DIAGONAL_JUMP);
  g_assert_true (tem_game_plan_robot_turn (&game, &turn, &plan, NULL));
  g_assert_cmpint (plan.move, ==, TEM_ROBOT_MOVE_NO_LINE);
  g_assert_cmpint (plan.to, ==, A_BASE);
  /* Told as staying, not "to" its own zone (walk 22, pl: "ruch do
   * strefy E4" while the robot did not move). */
  {
    TemAction action = { .kind = TEM_ACTION_ROBOT_TURN, .robot_turn = turn };
    g_autofree char *told = tem_game_describe_action (&game, &action);

    g_assert_cmpstr (told, ==, "Robot A plays Diagonal Jump and stays in A4");   /* its base (R-SO1) */
  }

  game.players[ANA].cell = 9;                       /* two up, two right */
  g_assert_true (tem_game_plan_robot_turn (&game, &turn, &plan, NULL));
  g_assert_cmpint (plan.to, ==, 9);

  test_robot_turn (&game, ROBOT_A, &events);
  g_assert_true (game.combat.active);
  g_assert_true (game.combat.first_power);
  g_assert_cmpint (game.combat.attacker, ==, ROBOT_A);
  g_assert_cmpint (game.players[ROBOT_A].score, ==, 1);
}

/* R-SO10: the other robot's mines never go off for a robot; the
 * human's do (R-M4), its number revealed by the human. */
static void
test_robot_passes_the_other_robots_mine_not_the_humans (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  test_solo_game (&game);
  game.players[ROBOT_B].mines[1] = 14;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_COLLECT);
  test_robot_turn (&game, ROBOT_A, &events);
  g_assert_cmpint (game.players[ROBOT_A].cell, ==, 14);
  g_assert_false (mc_rule_events_has (&events, TEM_EVENT_TRAP));
  g_assert_cmpint (game.players[ROBOT_B].mines[1], ==, 14);

  test_solo_game (&game);
  game.players[ANA].mines[1] = 14;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_COLLECT);
  tem_action_init_robot_turn (&action, ROBOT_A, -1);
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, "R-A8");
  action.robot_turn.mine_number = 3;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[ROBOT_A].health, ==, 9 - 5);
  g_assert_cmpint (game.players[ANA].mines[1], ==, TEM_NO_CELL);
}

/* R-SO11: Collect as usual, nothing past the track's top. R-SO12: deploy
 * when it can, else Collect. */
static void
test_robot_collects_or_deploys (void)
{
  TemGame game;
  TemEvents events;

  test_solo_game (&game);
  game.players[ROBOT_A].energy = 9;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_COLLECT);
  test_robot_turn (&game, ROBOT_A, &events);
  g_assert_cmpint (game.players[ROBOT_A].energy, ==, 9);
  g_assert_nonnull (mc_rule_events_find (&events, TEM_EVENT_COLLECTED, ROBOT_A));

  /* Affordable: a turret (2 energy) where it lands. */
  test_solo_game (&game);
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_TURRET);
  test_robot_turn (&game, ROBOT_A, &events);
  g_assert_cmpint (game.players[ROBOT_A].turrets[0], ==, game.players[ROBOT_A].cell);
  g_assert_cmpint (game.players[ROBOT_A].energy, ==, 1);

  /* A random one of its mines, its number known to the app. */
  test_solo_game (&game);
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_MINE);
  test_robot_turn (&game, ROBOT_A, &events);
  g_assert_cmpuint (tem_player_count_deployed (&game.players[ROBOT_A], TRUE), ==, 2);
  g_assert_cmpint (game.players[ROBOT_A].credits, ==, 1);

  /* Too poor, all out, or the other robot's token there: Collect. */
  test_solo_game (&game);
  game.players[ROBOT_A].credits = 1;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_MINE);
  test_robot_turn (&game, ROBOT_A, &events);
  g_assert_cmpuint (tem_player_count_deployed (&game.players[ROBOT_A], TRUE), ==, 1);
  g_assert_nonnull (mc_rule_events_find (&events, TEM_EVENT_COLLECTED, ROBOT_A));

  test_solo_game (&game);
  for (guint i = 0; i < TEM_TURRETS; i++)
    game.players[ROBOT_A].turrets[i] = 7 + (int) i;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_TURRET);
  test_robot_turn (&game, ROBOT_A, &events);
  g_assert_nonnull (mc_rule_events_find (&events, TEM_EVENT_COLLECTED, ROBOT_A));

  test_solo_game (&game);
  game.players[ROBOT_B].turrets[0] = 22;
  game.arena.zones[22].value = 3;                   /* the highest: it goes there */
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_TURRET);
  test_robot_turn (&game, ROBOT_A, &events);
  g_assert_cmpint (game.players[ROBOT_A].cell, ==, 22);
  g_assert_cmpuint (tem_player_count_deployed (&game.players[ROBOT_A], FALSE), ==, 0);
  g_assert_nonnull (mc_rule_events_find (&events, TEM_EVENT_COLLECTED, ROBOT_A));
}

/* R-SO13: the first affordable advanced weapon, left to right, never a
 * basic, at most four; R-SO16: it equips it, two at most in Power Armor. */
static void
test_robot_buys_the_first_affordable_weapon (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;
  int coil = ADVANCED_CARD (TEM_KIND_LIGHTNING_COIL), hammer = ADVANCED_CARD (TEM_KIND_WARHAMMER);

  test_solo_game (&game);
  test_set_stats (&game, TEM_KIND_LIGHTNING_COIL, 5, 0);        /* slot 0: too dear */
  test_set_stats (&game, TEM_KIND_WARHAMMER, 1, 2);             /* slot 1 */
  test_set_stats (&game, TEM_KIND_WARHAMMER + 1, 0, 0);
  test_set_stats (&game, TEM_KIND_WARHAMMER + 2, 0, 0);
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_PURCHASE);
  tem_action_init_robot_turn (&action, ROBOT_A, -1);
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, "R-A2");   /* what came up? */
  action.robot_turn.refill_kind = TEM_KIND_WARHAMMER + 5;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.weapons[hammer].owner, ==, ROBOT_A);
  g_assert_true (game.weapons[hammer].equipped);
  g_assert_cmpint (game.weapons[coil].place, ==, TEM_PLACE_ROW);
  g_assert_cmpint (game.weapons[ADVANCED_CARD (TEM_KIND_WARHAMMER + 5)].slot, ==, 1);
  g_assert_cmpint (game.players[ROBOT_A].energy, ==, 2);

  /* Three advanced in Power Armor: only two equipped. The Coil stays too
   * dear; the cards turned up cost nothing. */
  for (guint kind = TEM_KIND_WARHAMMER + 3; kind < TEM_N_WEAPON_KINDS; kind++)
    test_set_stats (&game, kind, 0, 0);
  for (int refill = TEM_KIND_WARHAMMER + 6; refill <= TEM_KIND_WARHAMMER + 7; refill++)
    {
      test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_PURCHASE);
      tem_action_init_robot_turn (&action, ROBOT_A, -1);
      action.robot_turn.refill_kind = refill;
      test_apply_action_ok (&game, &action, &events);
      g_assert_nonnull (mc_rule_events_find (&events, TEM_EVENT_PURCHASED, ROBOT_A));
    }
  {
    guint equipped = 0;

    for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
      equipped += game.weapons[card].owner == ROBOT_A && game.weapons[card].kind >= TEM_N_BASIC_KINDS
                  && game.weapons[card].equipped;
    g_assert_cmpuint (equipped, ==, 2);
  }

  /* Nothing affordable: Collect. */
  test_solo_game (&game);
  test_set_stats (&game, TEM_KIND_LIGHTNING_COIL, 9, 9);
  test_set_stats (&game, TEM_KIND_WARHAMMER, 9, 9);
  test_set_stats (&game, TEM_KIND_WARHAMMER + 1, 9, 9);
  test_set_stats (&game, TEM_KIND_WARHAMMER + 2, 9, 9);
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_PURCHASE);
  test_robot_turn (&game, ROBOT_A, &events);
  g_assert_nonnull (mc_rule_events_find (&events, TEM_EVENT_COLLECTED, ROBOT_A));
  g_assert_null (mc_rule_events_find (&events, TEM_EVENT_PURCHASED, ROBOT_A));
}

/* R-S9, R-SO13: a row the setup left unidentified is asked place by place
 * (a robot compares the whole row), then filled by SET_ROW; a place is
 * filled once, from the deck. */
static void
test_robot_asks_for_an_unidentified_row (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;
  g_autoptr(GError) error = NULL;
  const TemNeed *need;

  test_solo_game (&game);
  /* The row back in the deck, as if the setup never said what lay there. */
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game.weapons[card].place == TEM_PLACE_ROW)
      game.weapons[card].place = TEM_PLACE_DECK;
  for (guint kind = TEM_KIND_LIGHTNING_COIL; kind < TEM_N_WEAPON_KINDS; kind++)
    test_set_stats (&game, kind, 1, 0);

  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_PURCHASE);
  tem_action_init_robot_turn (&action, ROBOT_A, -1);
  test_apply_refused (&game, &action, MC_RULE_ERROR_UNKNOWN_VALUE, "R-SO13");
  {
    TemGame copy = game;

    g_assert_false (tem_game_apply (&copy, &action, NULL, &error));
    need = tem_need_from_error (error);
    g_assert_cmpint (need->kind, ==, TEM_NEED_ROW_CARD);
    g_assert_cmpint (need->cell, ==, 0);
  }

  for (int slot = 0; slot < TEM_ROW_SIZE; slot++)
    {
      tem_action_init_set_row (&action, slot, TEM_KIND_WARHAMMER + slot);
      test_apply_action_ok (&game, &action, &events);
      g_assert_cmpint (game.weapons[ADVANCED_CARD (TEM_KIND_WARHAMMER + slot)].slot, ==, slot);
      g_assert_nonnull (mc_rule_events_find (&events, TEM_EVENT_ROW_REFILLED, TEM_NOBODY));
      /* Said by the players, not drawn (walk 11: "drawn from the deck to
       * refill the row" for a card nobody drew). */
      if (slot == 0)
        {
          g_autofree char *told = tem_narration_tell (&game, &events);

          g_assert_cmpstr (told, ==, "Place 1 of the row: Warhammer.");
        }
    }
  /* A place already filled, a card not in the deck, a basic: refused. */
  tem_action_init_set_row (&action, 0, TEM_KIND_LIGHTNING_COIL);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-S9");
  tem_action_init_set_row (&action, 1, TEM_KIND_PULSE_PISTOL);
  test_apply_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);

  tem_action_init_robot_turn (&action, ROBOT_A, -1);
  action.robot_turn.refill_kind = TEM_KIND_LIGHTNING_COIL;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.weapons[ADVANCED_CARD (TEM_KIND_WARHAMMER)].owner, ==, ROBOT_A);
  g_assert_cmpint (game.weapons[ADVANCED_CARD (TEM_KIND_LIGHTNING_COIL)].slot, ==, 0);
}

/* R-SO21, I-A12: the human wins alone with the highest score; a tie
 * broken as in any game, a victory shared with a robot is no win. */
static void
test_the_human_must_have_the_highest_score (void)
{
  TemGame game;
  TemStandings standings;
  g_autofree char *won = NULL;
  g_autofree char *shared = NULL;

  test_solo_game (&game);
  game.players[0].score = 30;
  game.players[ROBOT_A].score = 25;
  game.players[ROBOT_B].score = 12;
  tem_game_get_standings (&game, &standings);
  won = tem_game_explain_standings (&game, &standings);
  g_assert_nonnull (strstr (won, "You beat both Robot Pilots"));

  game.players[ROBOT_A].score = 30;
  tem_game_get_standings (&game, &standings);
  /* Tied at 30: the robot's two starting weapons beat her one. */
  g_assert_cmpint (standings.tie_break, ==, TEM_TIE_BREAK_WEAPONS);
  g_assert_cmpuint (standings.winners[0], ==, ROBOT_A);
  shared = tem_game_explain_standings (&game, &standings);
  g_assert_nonnull (strstr (shared, "Robot A wins the tie"));
  g_assert_nonnull (strstr (shared, "You need the highest score to win a solo game"));
}

/* R-SO14: "The Robot Pilot pays energy as it can and needs to heal to its
 * full health. If it is already at full health, it Collects instead." */
static void
test_robot_power_up (void)
{
  TemGame game;
  TemEvents events;
  int credits;

  test_solo_game (&game);
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_POWER_UP);
  test_robot_turn (&game, ROBOT_A, &events);
  g_assert_nonnull (mc_rule_events_find (&events, TEM_EVENT_COLLECTED, ROBOT_A));

  test_solo_game (&game);
  game.players[ROBOT_A].health = 2;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_POWER_UP);
  test_robot_turn (&game, ROBOT_A, &events);
  g_assert_cmpint (game.players[ROBOT_A].health, ==, 8);        /* 3 energy, +6 */
  g_assert_cmpint (game.players[ROBOT_A].energy, ==, 0);
  g_assert_null (mc_rule_events_find (&events, TEM_EVENT_COLLECTED, ROBOT_A));

  /* Pays only what it needs: 1 health short costs 1 energy. */
  test_solo_game (&game);
  game.players[ROBOT_A].health = 8;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_POWER_UP);
  test_robot_turn (&game, ROBOT_A, &events);
  g_assert_cmpint (game.players[ROBOT_A].health, ==, 9);
  g_assert_cmpint (game.players[ROBOT_A].energy, ==, 2);

  /* Hurt with no energy: it heals nothing and does not Collect. */
  test_solo_game (&game);
  game.players[ROBOT_A].health = 4;
  game.players[ROBOT_A].energy = 0;
  credits = game.players[ROBOT_A].credits;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_POWER_UP);
  test_robot_turn (&game, ROBOT_A, &events);
  g_assert_cmpint (game.players[ROBOT_A].health, ==, 4);
  g_assert_cmpint (game.players[ROBOT_A].energy, ==, 0);
  g_assert_cmpint (game.players[ROBOT_A].credits, ==, credits);
  g_assert_null (mc_rule_events_find (&events, TEM_EVENT_COLLECTED, ROBOT_A));
  g_assert_nonnull (mc_rule_events_find (&events, TEM_EVENT_HEALED, ROBOT_A));
}

/* R-SO15: an empty Mighty Mech is taken at once, whatever its health. */
static void
test_robot_takes_the_mech_at_any_health (void)
{
  TemGame game;
  TemEvents events;

  test_solo_game (&game);
  game.players[ROBOT_A].cell = 23;
  game.players[ROBOT_A].health = 3;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_COLLECT);
  test_robot_turn (&game, ROBOT_A, &events);
  g_assert_cmpint (game.players[ROBOT_A].cell, ==, MECH);
  g_assert_cmpint (game.mech_controller, ==, ROBOT_A);
  g_assert_cmpint (game.players[ROBOT_A].status, ==, TEM_STATUS_MIGHTY_MECH);
  g_assert_cmpint (game.players[ROBOT_A].health, ==, 11);
  g_assert_cmpint (game.players[ROBOT_A].score, ==, 2);
}

/* R-SO21: robots score like players, and the human wins only with the
 * highest score. */
static void
test_robots_score_like_players (void)
{
  TemGame game;
  TemAction action;
  TemStandings standings;

  test_solo_game (&game);
  game.phase = TEM_PHASE_PROGRAM;
  game.turn.seat = TEM_NOBODY;
  test_set_stats (&game, TEM_KIND_PULSE_PISTOL, 0, 0);
  test_set_stats (&game, TEM_KIND_ENERGY_SWORD, 0, 0);
  test_set_stats (&game, TEM_KIND_GRENADE_LAUNCHER, 0, 0);
  test_set_stats (&game, TEM_KIND_RIOT_SHIELD, 0, 0);
  game.players[ROBOT_A].score = 10;
  game.round = 6;
  tem_action_init_end_round (&action, FALSE);
  test_apply_action_ok (&game, &action, NULL);
  /* Robot A: base 2 + mine 2; its two starting basics (R-SO3) were not
   * purchased and score nothing (R-SC2: "all purchased Weapon Cards"). */
  g_assert_cmpint (game.players[ROBOT_A].score, ==, 10 + 2 + 2);
  tem_game_get_standings (&game, &standings);
  g_assert_cmpuint (standings.winners[0], ==, ROBOT_A);
}

/* 10,000 whole solo games, the invariants checked after every accepted
 * action; the same seed plays the same game (R-SO5, R-SO21). */
static void
test_ten_thousand_simulated_solo_games (void)
{
  guint games = 10000, actions = 0, wins[3] = { 0, };
  TemSimulation one, again;

  for (guint32 seed = 1; seed <= games; seed++)
    {
      TemSimulation result;
      g_autoptr(GError) error = NULL;

      if (!tem_simulate_solo_game (seed, TRUE, &result, &error))
        g_error ("%s", error->message);
      g_assert_true (result.final.over);
      actions += result.n_actions;
      for (guint w = 0; w < result.n_winners; w++)
        wins[result.winners[w]]++;
    }

  g_assert_true (tem_simulate_solo_game (777, FALSE, &one, NULL));
  g_assert_true (tem_simulate_solo_game (777, FALSE, &again, NULL));
  g_assert_cmpmem (&one, sizeof one, &again, sizeof again);

  g_print ("# %u simulated solo games, %u accepted actions; wins: human %u, Robot A %u, Robot B %u\n",
           games, actions, wins[0], wins[1], wins[2]);
  g_assert_cmpuint (wins[1] + wins[2], >, 0);
}

/* R-SO4, R-SO12, R-A8: a robot's mines are "shuffled face down": the
 * app tells the table to put one of them down, never which (walk 13: "put
 * Robot A's mine numbered 4" told the human its number); when Ana walks
 * onto it, it is turned over and its number entered (so the table's token
 * is the one counted, walk 9). A game begun before that reading names
 * the number the app drew, as it did. */
static void
test_robot_mine_kept_secret (void)
{
  for (int edition = TEM_RULES_EDITION_BASIC_BOUGHT; edition <= TEM_RULES_EDITION_SOLO_BY_THE_GUIDE; edition++)
    {
      TemGame game;
      TemEvents events;
      const McRuleEvent *deployed;
      g_autofree char *told = NULL;
      g_autofree char *cell = NULL;
      g_autofree char *secret = NULL;
      int number = -1, mine_cell, slot = -1;

      test_solo_game (&game);
      g_assert_false (game.robot_table_draw);
      /* A game of the edition before: the app drew the numbers. */
      if (edition < TEM_RULES_EDITION_SOLO_BY_THE_GUIDE)
        for (guint i = 0; i < TEM_MINES; i++)
          game.players[ROBOT_A].mine_numbers[i] = (int) (TEM_MINES - i);
      game.rules_edition = edition;
      game.players[ROBOT_A].cell = 22;
      game.players[ROBOT_A].facing = TEM_DIRECTION_NORTH;
      game.players[ROBOT_A].credits = 9;
      game.players[ROBOT_A].mines[0] = TEM_NO_CELL;
      test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_MINE);
      test_robot_turn (&game, ROBOT_A, &events);
      deployed = mc_rule_events_find (&events, TEM_EVENT_DEPLOYED, ROBOT_A);
      g_assert_nonnull (deployed);
      mine_cell = deployed->value;
      for (guint i = 0; i < TEM_MINES; i++)
        if (game.players[ROBOT_A].mines[i] == mine_cell)   /* one token a zone (R-A7) */
          {
            number = game.players[ROBOT_A].mine_numbers[i];
            slot = (int) i;
          }
      g_assert_cmpint (slot, >=, 0);
      told = tem_narration_tell (&game, &events);
      cell = tem_arena_describe_cell (mine_cell);
      g_test_message ("edition %d: %s", edition, told);
      if (edition < TEM_RULES_EDITION_SOLO_BY_THE_GUIDE)
        {
          g_autofree char *named = g_strdup_printf ("put Robot A's mine numbered %d in %s, face down", number, cell);

          g_assert_cmpint (number, >=, 1);
          g_assert_nonnull (strstr (told, named));
          continue;
        }
      secret = g_strdup_printf ("put one of Robot A's mines in %s, face down", cell);
      g_assert_nonnull (strstr (told, secret));
      g_assert_null (strstr (told, "numbered"));
      g_assert_cmpint (number, ==, 0);

      /* Ana walks onto it: turned over, its number asked, then counted. */
      {
        TemAction move;
        TemEvents walked;
        g_autoptr(GError) error = NULL;
        const TemNeed *need;
        const McRuleEvent *trap;

        game.players[ANA].cell = mine_cell - TEM_ARENA_SIZE;   /* north of it */
        game.turn.seat = ANA;
        game.turn.card = TEM_PROGRAM_NONE;
        tem_action_init_move (&move, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_SOUTH);
        g_assert_false (tem_game_apply (&game, &move, NULL, &error));
        need = tem_need_from_error (error);
        g_assert_nonnull (need);
        g_assert_cmpint (need->kind, ==, TEM_NEED_MINE_NUMBER);
        g_assert_cmpint (need->cell, ==, mine_cell);
        move.move.mine_number = 3;
        test_apply_action_ok (&game, &move, &walked);
        /* R-A8: the zone's value and the number turned over. */
        trap = mc_rule_events_find (&walked, TEM_EVENT_TRAP, ANA);
        g_assert_nonnull (trap);
        g_assert_cmpint (trap->value, ==, game.arena.zones[mine_cell].value + 3);
      }
    }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/robots/mine-kept-secret", test_robot_mine_kept_secret);
  g_test_add_func ("/robots/tie-always-moves-forward", test_robot_tie_always_moves_forward);
  g_test_add_func ("/robots/solo-setup", test_solo_setup);
  g_test_add_func ("/robots/the-human-must-have-the-highest-score", test_the_human_must_have_the_highest_score);
  g_test_add_func ("/robots/robot-asks-for-an-unidentified-row", test_robot_asks_for_an_unidentified_row);
  g_test_add_func ("/robots/shuffles-come-from-the-seed", test_shuffles_come_from_the_seed);
  g_test_add_func ("/robots/turn-order-and-reshuffle", test_turn_order_and_reshuffle);
  g_test_add_func ("/robots/moves-by-value-and-faces-its-move", test_robot_moves_by_value_and_faces_its_move);
  g_test_add_func ("/robots/turns-around-at-a-wall-or-the-other-robot", test_robot_turns_around_at_a_wall_or_the_other_robot);
  g_test_add_func ("/robots/jumps-onto-the-human-along-its-lines", test_robot_jumps_onto_the_human_along_its_lines);
  g_test_add_func ("/robots/passes-the-other-robots-mine-not-the-humans", test_robot_passes_the_other_robots_mine_not_the_humans);
  g_test_add_func ("/robots/collects-or-deploys", test_robot_collects_or_deploys);
  g_test_add_func ("/robots/buys-the-first-affordable-weapon", test_robot_buys_the_first_affordable_weapon);
  g_test_add_func ("/robots/power-up", test_robot_power_up);
  g_test_add_func ("/robots/takes-the-mech-at-any-health", test_robot_takes_the_mech_at_any_health);
  g_test_add_func ("/robots/score-like-players", test_robots_score_like_players);
  g_test_add_func ("/robots/ten-thousand-simulated-solo-games", test_ten_thousand_simulated_solo_games);

  return g_test_run ();
}
