/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Robot Pilots of the solo mode, rule by rule (section SO of
 * shared/rules/checklist.md). */
#include "config.h"

#include <string.h>

#include "rules/mc-rule-error.h"
#include "mechs/tem-game.h"
#include "mechs/tem-need.h"
#include "mechs/tem-robot-plan.h"
#include "mechs/tem-scoring.h"
#include "mechs/tem-simulation.h"

#include "test-util.h"

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

/* A solo game with every zone worth 2 and showing energy, Ana holding a
 * Pulse Pistol, and the execution phase begun. */
static void
solo_game (TemGame *game)
{
  TemAction action;

  tem_game_init (game);
  tem_action_init_solo_game (&action, "Ana", TEM_COLOUR_RED, "Maverick", 5, "Robot A", "Robot B",
                             TEM_PROGRAM_COLLECT, 77);
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    {
      TemZone *zone = &action.new_game.arena.zones[cell];

      if (zone->kind == TEM_ZONE_NONE)
        continue;
      zone->value = 2;
      if (zone->kind == TEM_ZONE_RESOURCE)
        zone->resources = TEM_RESOURCE_ENERGY;
    }
  action.new_game.starting_basic[0] = TEM_KIND_RIOT_SHIELD;
  for (guint i = 0; i < TEM_ROW_SIZE; i++)
    action.new_game.row[i] = TEM_KIND_LIGHTNING_COIL + (int) i;
  test_apply_action_ok (game, &action, NULL);

  tem_action_init_begin_execution (&action);
  test_apply_action_ok (game, &action, NULL);
}

/* Gives @seat the turn with @card on top of its deck. */
static void
robot_draws (TemGame   *game,
             guint      seat,
             TemProgram card)
{
  game->turn.seat = (int) seat;
  game->turn.card = TEM_PROGRAM_NONE;
  game->players[seat].deck[game->players[seat].deck_drawn] = card;
}

static void
robot_turn (TemGame   *game,
            guint      seat,
            TemEvents *events)
{
  TemAction action;

  tem_action_init_robot_turn (&action, seat, -1);
  test_apply_action_ok (game, &action, events);
}

static void
set_stats (TemGame *game,
           guint    kind,
           int      energy,
           int      credits)
{
  TemWeaponStats *stats = &game->weapon_stats[kind];

  stats->type = TEM_WEAPON_TYPE_RANGED;
  stats->cost_energy = energy;
  stats->cost_credits = credits;
  stats->attack = 1;
  stats->power = 2;
  stats->vp = 1;
}

/* R-SO1, R-SO2, R-SO3, R-SO4 */
static void
test_solo_setup (void)
{
  TemGame game;
  guint counts[TEM_N_PROGRAMS] = { 0, };

  solo_game (&game);
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
      /* One mine, its number drawn at random, on its base. */
      g_assert_cmpint (robot->mines[0], ==, robot->cell);
      for (guint i = 0; i < TEM_MINES; i++)
        {
          g_assert_cmpint (robot->mine_numbers[i], >=, 1);
          g_assert_cmpint (robot->mine_numbers[i], <=, 4);
          mines |= 1u << robot->mine_numbers[i];
        }
      g_assert_cmpuint (mines, ==, 0x1e);          /* 1, 2, 3 and 4 once each */

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

  solo_game (&one);
  solo_game (&two);
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

  solo_game (&game);
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
      robot_turn (&game, ROBOT_A, NULL);
      g_assert_cmpint (game.turn.seat, ==, ROBOT_B);
      robot_turn (&game, ROBOT_B, NULL);
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

  solo_game (&game);
  game.arena.zones[14].value = 1;                   /* forward (north) */
  game.arena.zones[22].value = 3;                   /* right (east); left is a wall */

  robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_TURRET);
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

  robot_draws (&game, ROBOT_A, TEM_PROGRAM_PURCHASE);
  g_assert_true (tem_game_plan_robot_turn (&game, &turn, &plan, NULL));
  g_assert_cmpint (plan.move, ==, TEM_ROBOT_MOVE_LOWEST);
  g_assert_cmpint (plan.to, ==, 14);

  game.arena.zones[14].value = 3;
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_MINE);
  g_assert_true (tem_game_plan_robot_turn (&game, &turn, &plan, NULL));
  g_assert_cmpint (plan.move, ==, TEM_ROBOT_MOVE_TIE_FORWARD);
  g_assert_cmpint (plan.to, ==, 14);
  g_assert_cmpint (plan.facing, ==, TEM_DIRECTION_NORTH);

  /* Applied: the figure moves and turns. */
  robot_turn (&game, ROBOT_A, NULL);
  g_assert_cmpint (game.players[ROBOT_A].cell, ==, 14);

  /* A zone without a value stops it with a question. */
  solo_game (&game);
  game.arena.zones[22].value = TEM_VALUE_UNKNOWN;
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_MINE);
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

  solo_game (&game);
  game.players[ROBOT_A].cell = 22;
  game.players[ROBOT_A].facing = TEM_DIRECTION_NORTH;
  game.arena.zones[15].value = 1;                   /* forward */
  game.arena.zones[21].value = 3;                   /* left, its own base */
  game.arena.zones[23].value = 3;                   /* right */

  /* Deploy: left and right tie for the highest; forward is lower. */
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_MINE);
  g_assert_true (tem_game_plan_robot_turn (&game, &turn, &plan, NULL));
  g_assert_true (plan.tie);
  g_assert_cmpint (plan.move, ==, TEM_ROBOT_MOVE_TIE_FORWARD);
  g_assert_cmpint (plan.to, ==, 15);
  g_assert_cmpint (plan.facing, ==, TEM_DIRECTION_NORTH);
  text = tem_robot_plan_describe (&game, &plan);
  g_assert_nonnull (strstr (text, "A tie in value: it moves forward to"));

  /* Purchase: the lowest is forward alone, no tie. */
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_PURCHASE);
  g_assert_true (tem_game_plan_robot_turn (&game, &turn, &plan, NULL));
  g_assert_false (plan.tie);
  g_assert_cmpint (plan.move, ==, TEM_ROBOT_MOVE_LOWEST);
  g_assert_cmpint (plan.to, ==, 15);

  /* Facing the south wall, left and right tie: forward is the wall, so it
   * turns around and moves north (R-SO9). */
  game.players[ROBOT_A].facing = TEM_DIRECTION_SOUTH;
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_TURRET);
  g_assert_true (tem_game_plan_robot_turn (&game, &turn, &plan, NULL));
  g_assert_true (plan.tie);
  g_assert_cmpint (plan.move, ==, TEM_ROBOT_MOVE_TURNED_AROUND);
  g_assert_cmpint (plan.to, ==, 15);
  g_assert_cmpint (plan.facing, ==, TEM_DIRECTION_NORTH);
  robot_turn (&game, ROBOT_A, NULL);
  g_assert_cmpint (game.players[ROBOT_A].cell, ==, 15);

  /* A game begun by the first edition (a journal without the member)
   * replays as it was played: the tie went to the left (I-A10 then). */
  solo_game (&game);
  game.rules_edition = TEM_RULES_EDITION_FIRST;
  game.players[ROBOT_A].cell = 22;
  game.arena.zones[15].value = 1;
  game.arena.zones[21].value = 3;
  game.arena.zones[23].value = 3;
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_MINE);
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

  solo_game (&game);
  game.players[ROBOT_A].facing = TEM_DIRECTION_WEST;
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_COLLECT);
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

  solo_game (&game);
  game.players[ANA].cell = 7;                       /* A's column */
  game.players[ANA].mines[0] = TEM_NO_CELL;
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_DOUBLE_JUMP);
  g_assert_true (tem_game_plan_robot_turn (&game, &turn, &plan, NULL));
  g_assert_cmpint (plan.move, ==, TEM_ROBOT_MOVE_JUMP);
  g_assert_cmpint (plan.to, ==, 7);
  g_assert_cmpint (plan.facing, ==, TEM_DIRECTION_NORTH);    /* no turn on a jump (R-SO8) */

  robot_draws (&game, ROBOT_A, TEM_PROGRAM_DIAGONAL_JUMP);
  g_assert_true (tem_game_plan_robot_turn (&game, &turn, &plan, NULL));
  g_assert_cmpint (plan.move, ==, TEM_ROBOT_MOVE_NO_LINE);
  g_assert_cmpint (plan.to, ==, A_BASE);

  game.players[ANA].cell = 9;                       /* two up, two right */
  g_assert_true (tem_game_plan_robot_turn (&game, &turn, &plan, NULL));
  g_assert_cmpint (plan.to, ==, 9);

  robot_turn (&game, ROBOT_A, &events);
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

  solo_game (&game);
  game.players[ROBOT_B].mines[1] = 14;
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_COLLECT);
  robot_turn (&game, ROBOT_A, &events);
  g_assert_cmpint (game.players[ROBOT_A].cell, ==, 14);
  g_assert_false (mc_rule_events_has (&events, TEM_EVENT_TRAP));
  g_assert_cmpint (game.players[ROBOT_B].mines[1], ==, 14);

  solo_game (&game);
  game.players[ANA].mines[1] = 14;
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_COLLECT);
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

  solo_game (&game);
  game.players[ROBOT_A].energy = 9;
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_COLLECT);
  robot_turn (&game, ROBOT_A, &events);
  g_assert_cmpint (game.players[ROBOT_A].energy, ==, 9);
  g_assert_nonnull (mc_rule_events_find (&events, TEM_EVENT_COLLECTED, ROBOT_A));

  /* Affordable: a turret (2 energy) where it lands. */
  solo_game (&game);
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_TURRET);
  robot_turn (&game, ROBOT_A, &events);
  g_assert_cmpint (game.players[ROBOT_A].turrets[0], ==, game.players[ROBOT_A].cell);
  g_assert_cmpint (game.players[ROBOT_A].energy, ==, 1);

  /* A random one of its mines, its number known to the app. */
  solo_game (&game);
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_MINE);
  robot_turn (&game, ROBOT_A, &events);
  g_assert_cmpuint (tem_player_count_deployed (&game.players[ROBOT_A], TRUE), ==, 2);
  g_assert_cmpint (game.players[ROBOT_A].credits, ==, 1);

  /* Too poor, all out, or the other robot's token there: Collect. */
  solo_game (&game);
  game.players[ROBOT_A].credits = 1;
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_MINE);
  robot_turn (&game, ROBOT_A, &events);
  g_assert_cmpuint (tem_player_count_deployed (&game.players[ROBOT_A], TRUE), ==, 1);
  g_assert_nonnull (mc_rule_events_find (&events, TEM_EVENT_COLLECTED, ROBOT_A));

  solo_game (&game);
  for (guint i = 0; i < TEM_TURRETS; i++)
    game.players[ROBOT_A].turrets[i] = 7 + (int) i;
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_TURRET);
  robot_turn (&game, ROBOT_A, &events);
  g_assert_nonnull (mc_rule_events_find (&events, TEM_EVENT_COLLECTED, ROBOT_A));

  solo_game (&game);
  game.players[ROBOT_B].turrets[0] = 22;
  game.arena.zones[22].value = 3;                   /* the highest: it goes there */
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_DEPLOY_TURRET);
  robot_turn (&game, ROBOT_A, &events);
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

  solo_game (&game);
  set_stats (&game, TEM_KIND_LIGHTNING_COIL, 5, 0);        /* slot 0: too dear */
  set_stats (&game, TEM_KIND_WARHAMMER, 1, 2);             /* slot 1 */
  set_stats (&game, TEM_KIND_WARHAMMER + 1, 0, 0);
  set_stats (&game, TEM_KIND_WARHAMMER + 2, 0, 0);
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_PURCHASE);
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
    set_stats (&game, kind, 0, 0);
  for (int refill = TEM_KIND_WARHAMMER + 6; refill <= TEM_KIND_WARHAMMER + 7; refill++)
    {
      robot_draws (&game, ROBOT_A, TEM_PROGRAM_PURCHASE);
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
  solo_game (&game);
  set_stats (&game, TEM_KIND_LIGHTNING_COIL, 9, 9);
  set_stats (&game, TEM_KIND_WARHAMMER, 9, 9);
  set_stats (&game, TEM_KIND_WARHAMMER + 1, 9, 9);
  set_stats (&game, TEM_KIND_WARHAMMER + 2, 9, 9);
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_PURCHASE);
  robot_turn (&game, ROBOT_A, &events);
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

  solo_game (&game);
  /* The row back in the deck, as if the setup never said what lay there. */
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game.weapons[card].place == TEM_PLACE_ROW)
      game.weapons[card].place = TEM_PLACE_DECK;
  for (guint kind = TEM_KIND_LIGHTNING_COIL; kind < TEM_N_WEAPON_KINDS; kind++)
    set_stats (&game, kind, 1, 0);

  robot_draws (&game, ROBOT_A, TEM_PROGRAM_PURCHASE);
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

  solo_game (&game);
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
  g_assert_nonnull (strstr (shared, "R-SO21"));
}

/* R-SO14: "The Robot Pilot pays energy as it can and needs to heal to its
 * full health. If it is already at full health, it Collects instead." */
static void
test_robot_power_up (void)
{
  TemGame game;
  TemEvents events;
  int credits;

  solo_game (&game);
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_POWER_UP);
  robot_turn (&game, ROBOT_A, &events);
  g_assert_nonnull (mc_rule_events_find (&events, TEM_EVENT_COLLECTED, ROBOT_A));

  solo_game (&game);
  game.players[ROBOT_A].health = 2;
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_POWER_UP);
  robot_turn (&game, ROBOT_A, &events);
  g_assert_cmpint (game.players[ROBOT_A].health, ==, 8);        /* 3 energy, +6 */
  g_assert_cmpint (game.players[ROBOT_A].energy, ==, 0);
  g_assert_null (mc_rule_events_find (&events, TEM_EVENT_COLLECTED, ROBOT_A));

  /* Pays only what it needs: 1 health short costs 1 energy. */
  solo_game (&game);
  game.players[ROBOT_A].health = 8;
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_POWER_UP);
  robot_turn (&game, ROBOT_A, &events);
  g_assert_cmpint (game.players[ROBOT_A].health, ==, 9);
  g_assert_cmpint (game.players[ROBOT_A].energy, ==, 2);

  /* Hurt with no energy: it heals nothing and does not Collect. */
  solo_game (&game);
  game.players[ROBOT_A].health = 4;
  game.players[ROBOT_A].energy = 0;
  credits = game.players[ROBOT_A].credits;
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_POWER_UP);
  robot_turn (&game, ROBOT_A, &events);
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

  solo_game (&game);
  game.players[ROBOT_A].cell = 23;
  game.players[ROBOT_A].health = 3;
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_COLLECT);
  robot_turn (&game, ROBOT_A, &events);
  g_assert_cmpint (game.players[ROBOT_A].cell, ==, MECH);
  g_assert_cmpint (game.mech_controller, ==, ROBOT_A);
  g_assert_cmpint (game.players[ROBOT_A].status, ==, TEM_STATUS_MIGHTY_MECH);
  g_assert_cmpint (game.players[ROBOT_A].health, ==, 11);
  g_assert_cmpint (game.players[ROBOT_A].score, ==, 2);
}

/* R-SO20: KO'd by the human's turret, a robot is back at its base at full
 * health in its Power Armor, facing north, without doing its action; it
 * faces the human when the human is in the row next to its base. */
static void
test_a_knocked_out_robot_respawns_at_its_base (void)
{
  TemGame game;
  TemEvents events;

  solo_game (&game);
  game.players[ROBOT_A].health = 1;
  game.players[ANA].turrets[0] = 14;
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_COLLECT);
  robot_turn (&game, ROBOT_A, &events);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_KNOCKED_OUT));
  g_assert_null (mc_rule_events_find (&events, TEM_EVENT_COLLECTED, ROBOT_A));
  g_assert_cmpint (game.players[ROBOT_A].cell, ==, A_BASE);
  g_assert_cmpint (game.players[ROBOT_A].status, ==, TEM_STATUS_POWER_ARMOR);
  g_assert_cmpint (game.players[ROBOT_A].health, ==, 9);
  g_assert_cmpint (game.players[ROBOT_A].facing, ==, TEM_DIRECTION_NORTH);
  g_assert_false (game.players[ROBOT_A].ad_hoc);
  g_assert_cmpint (game.players[ANA].turrets[0], ==, 14);       /* it KO'd: it stays */
  g_assert_cmpint (game.players[ANA].score, ==, 1);

  solo_game (&game);
  game.players[ROBOT_A].health = 1;
  game.players[ANA].turrets[0] = 14;
  game.players[ANA].cell = 17;                       /* the row next to A's base */
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_COLLECT);
  robot_turn (&game, ROBOT_A, &events);
  g_assert_cmpint (game.players[ROBOT_A].facing, ==, TEM_DIRECTION_EAST);
}

/* R-SO17: in combat a robot flips its weapons from a shuffled stack,
 * pays the most it can, never retreats but reshuffles, and never enters
 * Ad Hoc mode. R-SO19: surviving, it faces north. */
static void
test_robot_combat (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;
  guint robot_attacks = 0;

  solo_game (&game);
  game.players[ANA].cell = 7;
  game.players[ANA].mines[0] = TEM_NO_CELL;
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 9;
  game.players[ANA].energy = 0;
  set_stats (&game, TEM_KIND_PULSE_PISTOL, 0, 0);
  set_stats (&game, TEM_KIND_ENERGY_SWORD, 0, 0);
  set_stats (&game, TEM_KIND_RIOT_SHIELD, 0, 0);
  game.weapon_stats[TEM_KIND_RIOT_SHIELD].attack = 0;
  game.weapon_stats[TEM_KIND_RIOT_SHIELD].power = 0;
  game.players[ROBOT_A].facing = TEM_DIRECTION_EAST;
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_DOUBLE_JUMP);
  robot_turn (&game, ROBOT_A, &events);
  g_assert_true (game.combat.active);

  /* The robot's two weapons, then its stack again; Ana's only weapon is
   * spent after one attack, so she retreats: the robot never does. */
  tem_action_init_attack (&action, ROBOT_A, -1, 0);
  test_apply_action_ok (&game, &action, &events);
  robot_attacks++;
  g_assert_cmpint (game.combat.next, ==, ANA);
  tem_action_init_attack (&action, ANA, BASIC_CARD (TEM_KIND_RIOT_SHIELD, 0), 0);
  test_apply_action_ok (&game, &action, &events);
  g_assert_true (game.combat.active);
  /* Ana, out of weapons, retreats: where to is her choice, among ties. */
  tem_action_init_attack (&action, ROBOT_A, -1, 0);
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, NULL);
  action.attack.choice_cell = 14;
  test_apply_action_ok (&game, &action, &events);
  robot_attacks++;
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_RETREATED));
  g_assert_false (game.combat.active);
  g_assert_false (game.players[ROBOT_A].ad_hoc);
  g_assert_cmpint (game.players[ROBOT_A].facing, ==, TEM_DIRECTION_NORTH);
  g_assert_cmpuint (robot_attacks, ==, 2);

  /* With both its weapons spent, the robot reshuffles instead of
   * retreating: Ana, in Power Armor with four harmless weapons, outlasts
   * its stack. */
  solo_game (&game);
  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      set_stats (&game, kind, 0, 0);
      game.weapon_stats[kind].attack = 0;
      game.weapon_stats[kind].power = 0;
      game.weapon_stats[kind].ability = TEM_ABILITY_NONE;
    }
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 9;
  {
    int extra[] = { BASIC_CARD (TEM_KIND_PULSE_PISTOL, 2), ADVANCED_CARD (TEM_KIND_LIGHTNING_COIL),
                    ADVANCED_CARD (TEM_KIND_WARHAMMER) };

    for (guint i = 0; i < G_N_ELEMENTS (extra); i++)
      {
        game.weapons[extra[i]].place = TEM_PLACE_OWNED;
        game.weapons[extra[i]].owner = ANA;
        game.weapons[extra[i]].equipped = TRUE;
      }
  }
  game.players[ANA].cell = 14;
  game.players[ANA].mines[0] = TEM_NO_CELL;
  game.players[ROBOT_A].mines[0] = TEM_NO_CELL;
  game.turn.seat = ANA;
  game.turn.card = TEM_PROGRAM_NONE;
  tem_action_init_move (&action, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_SOUTH);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_true (game.combat.active);
  {
    int mine[] = { BASIC_CARD (TEM_KIND_RIOT_SHIELD, 0), BASIC_CARD (TEM_KIND_PULSE_PISTOL, 2),
                   ADVANCED_CARD (TEM_KIND_LIGHTNING_COIL) };

    for (guint i = 0; i < G_N_ELEMENTS (mine); i++)
      {
        tem_action_init_attack (&action, ANA, mine[i], 0);
        test_apply_action_ok (&game, &action, NULL);
        tem_action_init_attack (&action, ROBOT_A, -1, 0);
        test_apply_action_ok (&game, &action, &events);
        g_assert_true (game.combat.active);        /* third time: reshuffled */
      }
  }

  /* I-A11, R-SO19: in the Mech with only basics a robot has nothing to
   * use; jumping in, its empty attack spends the jump's Power Attack. */
  solo_game (&game);
  set_stats (&game, TEM_KIND_RIOT_SHIELD, 0, 0);
  game.players[ANA].cell = 7;
  game.players[ANA].mines[0] = TEM_NO_CELL;
  game.players[ROBOT_A].status = TEM_STATUS_MIGHTY_MECH;
  game.players[ROBOT_A].health = 11;
  game.mech_controller = ROBOT_A;
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game.weapons[card].owner == ROBOT_A)
      game.weapons[card].equipped = FALSE;            /* the Mech holds no basics (R-SO16) */
  game.players[ROBOT_A].facing = TEM_DIRECTION_EAST;
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_DOUBLE_JUMP);
  robot_turn (&game, ROBOT_A, &events);
  g_assert_true (game.combat.active && game.combat.first_power);
  tem_action_init_attack (&action, ROBOT_A, -1, 0);
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (mc_rule_events_find (&events, TEM_EVENT_ATTACKED, ROBOT_A)->value, ==, 0);
  g_assert_cmpint (game.combat.next, ==, ANA);
  g_assert_false (game.combat.first_power);
  g_assert_true (tem_game_check_invariants (&game, NULL));
}

/* R-SO18: the other robot's tokens in the zone hit the human before the
 * combat, never a robot. */
static void
test_the_other_robots_tokens_hit_the_human_first (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  solo_game (&game);
  game.players[ANA].cell = 14;
  game.players[ANA].mines[0] = TEM_NO_CELL;
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 9;
  game.players[ROBOT_B].turrets[0] = A_BASE;        /* value 2 */
  game.players[ROBOT_A].mines[0] = TEM_NO_CELL;
  game.turn.seat = ANA;
  game.turn.card = TEM_PROGRAM_NONE;
  tem_action_init_move (&action, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_SOUTH);
  test_apply_action_ok (&game, &action, &events);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_TRAP));
  g_assert_cmpint (game.players[ANA].health, ==, 7);
  g_assert_true (game.combat.active);
}

/* R-SO20: its base taken, a respawning robot draws unused program cards
 * and moves from its base until it reaches an open zone. */
static void
test_a_robot_whose_base_is_taken_moves_off_it (void)
{
  TemGame game;
  TemEvents events;
  TemPlayer *robot;

  solo_game (&game);
  robot = &game.players[ROBOT_A];
  robot->cell = 14;
  robot->mines[0] = TEM_NO_CELL;
  robot->health = 1;
  game.players[ANA].cell = A_BASE;
  game.players[ANA].mines[0] = TEM_NO_CELL;
  game.players[ANA].turrets[0] = 7;
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_COLLECT);
  robot->deck[robot->deck_drawn + 1] = TEM_PROGRAM_DIAGONAL_JUMP;   /* no line: no move */
  robot->deck[robot->deck_drawn + 2] = TEM_PROGRAM_COLLECT;         /* forward, from the base */
  robot_turn (&game, ROBOT_A, &events);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_KNOCKED_OUT));
  g_assert_cmpint (robot->cell, ==, 14);
  g_assert_cmpint (robot->facing, ==, TEM_DIRECTION_NORTH);
  g_assert_cmpuint (robot->deck_drawn, ==, 1);                      /* looked at, not used up */
}

/* R-SO20 with the robot's cards flipped at the table: the app asks for
 * each card turned over and follows it until one reaches an open zone. */
static void
test_a_robot_whose_base_is_taken_follows_the_flipped_cards (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;
  TemPlayer *robot;
  g_autoptr(GError) error = NULL;

  solo_game (&game);
  game.robot_table_draw = TRUE;
  robot = &game.players[ROBOT_A];
  robot->cell = 14;
  robot->mines[0] = TEM_NO_CELL;
  robot->health = 1;
  game.players[ANA].cell = A_BASE;
  game.players[ANA].mines[0] = TEM_NO_CELL;
  game.players[ANA].turrets[0] = 7;
  robot_draws (&game, ROBOT_A, TEM_PROGRAM_COLLECT);
  tem_action_init_robot_turn (&action, ROBOT_A, TEM_PROGRAM_COLLECT);

  /* KO'd by Ana's turret; its base holds Ana: which card is flipped? */
  {
    TemGame copy = game;

    g_assert_false (tem_game_apply (&copy, &action, NULL, &error));
    g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_CHOICE_NEEDED);
    g_assert_cmpstr (mc_rule_error_get_rule (error), ==, "R-SO20");
    test_assert_words_first (error->message);
    g_assert_cmpint (tem_need_from_error (error)->kind, ==, TEM_NEED_RESPAWN_CARD);
    g_assert_cmpmem (&copy, sizeof copy, &game, sizeof game);
    g_clear_error (&error);
  }

  /* A Diagonal Jump: Ana is on its base, not on a diagonal: no move; the
   * next card, please. */
  action.robot_turn.respawn.cards[action.robot_turn.respawn.n_cards++] = TEM_PROGRAM_DIAGONAL_JUMP;
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, "R-SO20");

  /* Deploy Mine: the highest of what it sees from its base, 22 (worth 3)
   * rather than 14; the closest open zone, 14, would be the app's own
   * choice, so this shows the card is followed. */
  game.arena.zones[22].value = 3;
  action.robot_turn.respawn.cards[action.robot_turn.respawn.n_cards++] = TEM_PROGRAM_DEPLOY_MINE;
  test_apply_action_ok (&game, &action, &events);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_KNOCKED_OUT));
  g_assert_cmpint (robot->cell, ==, 22);
  g_assert_cmpint (robot->facing, ==, TEM_DIRECTION_EAST);
  g_assert_cmpuint (game.respawn_draw.n_cards, ==, 0);              /* nothing left behind */
}

/* R-SO2: "Robot Pilots do not have a Pilot Card"; they start in Power
 * Armor and respawn in it (R-SO20): a correction never makes one a Pilot. */
static void
test_a_robot_is_never_corrected_to_a_pilot (void)
{
  TemGame game, before;
  TemAction action;

  solo_game (&game);
  before = game;
  tem_action_init_correct (&action, ROBOT_A, TEM_FIELD_STATUS, TEM_STATUS_PILOT);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-SO2");
  g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
}

/* R-SO21: robots score like players, and the human wins only with the
 * highest score. */
static void
test_robots_score_like_players (void)
{
  TemGame game;
  TemAction action;
  TemStandings standings;

  solo_game (&game);
  game.phase = TEM_PHASE_PROGRAM;
  game.turn.seat = TEM_NOBODY;
  set_stats (&game, TEM_KIND_PULSE_PISTOL, 0, 0);
  set_stats (&game, TEM_KIND_ENERGY_SWORD, 0, 0);
  set_stats (&game, TEM_KIND_GRENADE_LAUNCHER, 0, 0);
  set_stats (&game, TEM_KIND_RIOT_SHIELD, 0, 0);
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

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/robots/never-corrected-to-a-pilot", test_a_robot_is_never_corrected_to_a_pilot);
  g_test_add_func ("/robots/base-taken-follows-the-flipped-cards",
                   test_a_robot_whose_base_is_taken_follows_the_flipped_cards);
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
  g_test_add_func ("/robots/knocked-out-respawns-at-its-base", test_a_knocked_out_robot_respawns_at_its_base);
  g_test_add_func ("/robots/score-like-players", test_robots_score_like_players);
  g_test_add_func ("/robots/a-robot-whose-base-is-taken-moves-off-it", test_a_robot_whose_base_is_taken_moves_off_it);
  g_test_add_func ("/robots/combat", test_robot_combat);
  g_test_add_func ("/robots/the-other-robots-tokens-hit-the-human-first", test_the_other_robots_tokens_hit_the_human_first);
  g_test_add_func ("/robots/ten-thousand-simulated-solo-games", test_ten_thousand_simulated_solo_games);

  return g_test_run ();
}
