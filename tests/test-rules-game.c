/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The multiplayer game rule by rule: setup, turns and movement (actions and the Mighty Mech in
 * test-rules-actions.c, combat and Ad Hoc mode in test-rules-combat.c,
 * scoring in test-rules-scoring.c). Each test names the
 * rule IDs of shared/rules/checklist.md it checks. */
#include "config.h"

#include <string.h>

#include "rules/mc-rule-error.h"
#include "mechs/tem-game.h"
#include "mechs/tem-need.h"
#include "mechs/tem-game-private.h"
#include "mechs/tem-scoring.h"

#include "test-game-util.h"
#include "test-util.h"

/* R-S3, R-S7 */
static void
test_presets_hold_the_cards_for_the_player_count (void)
{
  guint expected[] = { 15, 18, 21 };

  for (guint n = 2; n <= 4; n++)
    {
      TemArena arena;
      guint bases = 0, mechs = 0;

      g_assert_true (tem_arena_init_preset (&arena, n));
      g_assert_true (arena.preset);
      tem_arena_assign_bases (&arena, n, 0);
      g_assert_true (tem_arena_check (&arena, n, NULL));
      g_assert_cmpuint (tem_arena_count_zones (&arena), ==, expected[n - 2]);
      for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
        {
          bases += arena.zones[cell].kind == TEM_ZONE_BASE;
          mechs += arena.zones[cell].kind == TEM_ZONE_MECH;
          /* Values are on the cards the players shuffle: unknown. */
          if (arena.zones[cell].kind == TEM_ZONE_RESOURCE)
            {
              g_assert_cmpint (arena.zones[cell].value, ==, TEM_VALUE_UNKNOWN);
              g_assert_true (arena.zones[cell].resources & TEM_RESOURCE_UNKNOWN);
            }
        }
      g_assert_cmpuint (bases, ==, n);
      g_assert_cmpuint (mechs, ==, 1);
      /* The Mech zone is in the centre column. */
      g_assert_cmpint (tem_arena_cell_col (tem_arena_find_mech_zone (&arena)), ==, 2);
    }

  {
    TemGame game;

    test_tem_known_game (&game, 4, 0);
    g_assert_cmpint (game.mech_cell, ==, tem_arena_find_mech_zone (&game.arena));
    g_assert_cmpint (game.mech_controller, ==, TEM_NOBODY);
  }
}

/* R-S3: a custom arena must hold the right cards. */
static void
test_custom_arenas_are_checked (void)
{
  TemGame game;
  TemAction action;

  tem_game_init (&game);

  test_new_game_action (&action, 2, 0);
  action.new_game.arena.zones[C0].kind = TEM_ZONE_MECH;
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-S3");

  test_new_game_action (&action, 2, 0);
  action.new_game.arena.zones[B_WEST].kind = TEM_ZONE_RESOURCE;
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-S3");

  test_new_game_action (&action, 2, 0);
  action.new_game.arena.rows = 8;
  test_apply_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);

  test_new_game_action (&action, 2, 0);
  action.new_game.arena.zones[C0].value = 12;
  test_apply_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);

  /* A 7×7 custom layout is fine with the right cards. */
  test_new_game_action (&action, 2, 0);
  tem_arena_init_empty (&action.new_game.arena, 7, 7);
  for (int col = 0; col < 7; col++)
    action.new_game.arena.zones[3 * TEM_ARENA_SIZE + col].kind = TEM_ZONE_RESOURCE;
  action.new_game.arena.zones[3 * TEM_ARENA_SIZE + 0].kind = TEM_ZONE_BASE;
  action.new_game.arena.zones[3 * TEM_ARENA_SIZE + 0].base_owner = 0;
  action.new_game.arena.zones[3 * TEM_ARENA_SIZE + 6].kind = TEM_ZONE_BASE;
  action.new_game.arena.zones[3 * TEM_ARENA_SIZE + 6].base_owner = 1;
  action.new_game.arena.zones[3 * TEM_ARENA_SIZE + 3].kind = TEM_ZONE_MECH;
  test_apply_action_ok (&game, &action, NULL);
  g_assert_cmpint (game.players[0].cell, ==, 3 * TEM_ARENA_SIZE);
}

/* R-S4: bases are taken from the starting player's right, going
 * counter-clockwise, the starting player last. */
static void
test_bases_are_taken_counter_clockwise_from_the_starting_players_right (void)
{
  TemArena arena;
  int order[4];

  tem_arena_init_preset (&arena, 4);
  /* The preset numbers its base spaces in the order they are taken. */
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    if (arena.zones[cell].kind == TEM_ZONE_BASE)
      order[arena.zones[cell].base_owner] = cell;

  tem_arena_assign_bases (&arena, 4, 1);
  g_assert_cmpint (arena.zones[order[0]].base_owner, ==, 0);    /* right of seat 1 */
  g_assert_cmpint (arena.zones[order[1]].base_owner, ==, 3);
  g_assert_cmpint (arena.zones[order[2]].base_owner, ==, 2);
  g_assert_cmpint (arena.zones[order[3]].base_owner, ==, 1);    /* the starting player, last */
}

/* R-S3 and R-SO1 for a layout drawn by the players: the box's resource
 * cards for the count, and in solo the lone northern base for the human,
 * the western robot on the left. */
static void
test_a_drawn_arena_uses_the_box_cards_and_solo_takes_the_north_base (void)
{
  g_autoptr(GError) error = NULL;
  TemArena arena;
  TemAction solo;
  int cell;

  for (guint n = TEM_MIN_PLAYERS; n <= TEM_MAX_PLAYERS; n++)
    {
      g_assert_true (tem_arena_init_preset (&arena, n));
      g_assert_true (tem_arena_check_cards (&arena, n, NULL));
      g_assert_cmpuint (tem_arena_count_kind (&arena, TEM_ZONE_RESOURCE), ==, tem_arena_get_n_resource_cards (n));
      g_assert_cmpuint (tem_arena_count_kind (&arena, TEM_ZONE_BASE), ==, n);
      g_assert_cmpuint (tem_arena_count_kind (&arena, TEM_ZONE_MECH), ==, 1);
    }
  g_assert_cmpuint (tem_arena_get_n_resource_cards (5), ==, 0);
  g_assert_false (tem_arena_check_cards (&arena, 1, NULL));

  /* One resource card short: the reason says how many. */
  tem_arena_init_preset (&arena, 2);
  arena.zones[0].kind = TEM_ZONE_NONE;
  g_assert_false (tem_arena_check_cards (&arena, 2, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_FORBIDDEN);
  g_assert_cmpstr (mc_rule_error_get_rule (error), ==, "R-S3");
  test_assert_words_first (error->message);
  g_assert_nonnull (strstr (error->message, "11"));
  g_clear_error (&error);

  /* The preset: the solo setup's own placement. */
  tem_action_init_solo_game (&solo, "Ana", TEM_COLOUR_RED, "", 5, "Robot A", "Robot B", 0, 1);
  tem_arena_init_preset (&arena, 3);
  g_assert_true (tem_arena_assign_solo_bases (&arena, NULL));
  g_assert_cmpmem (&arena, sizeof arena, &solo.new_game.arena, sizeof arena);

  /* Upside down: the lone base is now in the south row... */
  tem_arena_init_empty (&arena, 4, 5);
  arena.zones[tem_arena_cell (&arena, 3, 2)].kind = TEM_ZONE_BASE;
  arena.zones[tem_arena_cell (&arena, 0, 0)].kind = TEM_ZONE_BASE;
  arena.zones[tem_arena_cell (&arena, 0, 4)].kind = TEM_ZONE_BASE;
  g_assert_false (tem_arena_assign_solo_bases (&arena, &error));
  g_assert_cmpstr (mc_rule_error_get_rule (error), ==, "R-SO1");
  test_assert_words_first (error->message);
  g_clear_error (&error);
  g_assert_cmpint (arena.zones[tem_arena_cell (&arena, 3, 2)].base_owner, ==, -1);

  /* ...one base moved up a row is north of the other: the human's. */
  arena.zones[tem_arena_cell (&arena, 0, 4)].kind = TEM_ZONE_NONE;
  cell = tem_arena_cell (&arena, 1, 1);
  arena.zones[cell].kind = TEM_ZONE_BASE;
  g_assert_true (tem_arena_assign_solo_bases (&arena, NULL));
  g_assert_cmpint (arena.zones[tem_arena_cell (&arena, 0, 0)].base_owner, ==, 0);
  g_assert_cmpint (arena.zones[cell].base_owner, ==, 1);
  g_assert_cmpint (arena.zones[tem_arena_cell (&arena, 3, 2)].base_owner, ==, 2);

  /* Four bases are not a solo arena. */
  arena.zones[tem_arena_cell (&arena, 2, 2)].kind = TEM_ZONE_BASE;
  g_assert_false (tem_arena_assign_solo_bases (&arena, NULL));
}

/* R-S2, R-S5, R-S8, R-S9 */
static void
test_setup_places_pilots_tokens_and_weapons (void)
{
  TemGame game;
  guint in_deck = 0, in_row = 0, in_supply = 0;

  test_tem_known_game (&game, 3, 0);
  for (guint seat = 0; seat < 3; seat++)
    {
      const TemPlayer *player = &game.players[seat];
      int base = tem_arena_find_base (&game.arena, (int) seat);

      g_assert_cmpint (player->cell, ==, base);
      /* R-S5: one mine, number secret, on the player's own base. */
      g_assert_cmpint (player->mines[0], ==, base);
      g_assert_cmpuint (tem_player_count_deployed (player, TRUE), ==, 1);
      g_assert_cmpuint (tem_player_count_deployed (player, FALSE), ==, 0);
      /* R-S8: the basic weapon kept, equipped. */
      g_assert_cmpuint (tem_game_count_weapons (&game, seat), ==, 1);
      g_assert_true (game.weapons[BASIC_CARD (seat, 0)].equipped);
    }

  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    {
      in_deck += game.weapons[card].place == TEM_PLACE_DECK;
      in_row += game.weapons[card].place == TEM_PLACE_ROW;
      in_supply += game.weapons[card].place == TEM_PLACE_SUPPLY;
    }
  g_assert_cmpuint (in_row, ==, 4);                  /* R-S9 */
  g_assert_cmpuint (in_deck, ==, 12);
  g_assert_cmpuint (in_supply, ==, 16 - 3);          /* R-S8: the basic piles */

  /* A basic in the row, or one card twice, is not a setup. */
  {
    TemAction action;
    TemGame empty;

    tem_game_init (&empty);
    test_new_game_action (&action, 2, 0);
    action.new_game.row[0] = TEM_KIND_PULSE_PISTOL;
    test_apply_refused (&empty, &action, MC_RULE_ERROR_FORBIDDEN, "R-S9");
    action.new_game.row[0] = TEM_KIND_WARHAMMER;
    action.new_game.row[1] = TEM_KIND_WARHAMMER;
    test_apply_refused (&empty, &action, MC_RULE_ERROR_INVALID, NULL);
    action.new_game.row[1] = -1;
    action.new_game.starting_basic[1] = TEM_KIND_WARHAMMER;
    test_apply_refused (&empty, &action, MC_RULE_ERROR_FORBIDDEN, "R-S8");
  }
}

/* R-RD2, R-RD3: four cards each, one per turn, clockwise from the
 * starting player; no one plays out of turn, and the round cannot end
 * while cards remain. */
static void
test_turns_go_clockwise_four_cards_each (void)
{
  TemGame game;
  TemAction action;
  guint expected[] = { 1, 2, 0 };

  test_tem_known_game (&game, 3, 1);
  test_tem_begin_execution (&game);
  g_assert_cmpint (game.turn.seat, ==, 1);

  tem_action_init_move (&action, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_NORTH);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-RD3");
  tem_action_init_end_round (&action, TRUE);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-RD3");
  tem_action_init_end_turn (&action, BEN);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-RD3");    /* no card yet */

  for (guint card = 0; card < 4; card++)
    for (guint i = 0; i < 3; i++)
      {
        guint seat = expected[i];

        g_assert_cmpint (game.turn.seat, ==, (int) seat);
        /* A jump along the arena's edge keeps pilots out of each other's way. */
        test_tem_move (&game, seat, TEM_PROGRAM_DIAGONAL_JUMP, TEM_DIRECTION_NORTH_WEST, NULL);
        tem_action_init_move (&action, seat, TEM_PROGRAM_COLLECT, TEM_DIRECTION_NORTH);
        test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-RD3");   /* one card a turn */
        test_tem_end_turn (&game, seat);
      }

  g_assert_cmpint (game.phase, ==, TEM_PHASE_ROUND_END);
  g_assert_cmpint (game.turn.seat, ==, TEM_NOBODY);
  for (guint seat = 0; seat < 3; seat++)
    g_assert_cmpuint (game.players[seat].cards_played, ==, TEM_CARDS_PER_ROUND);

  tem_action_init_end_round (&action, TRUE);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_cmpuint (game.round, ==, 2);
  g_assert_cmpint (game.phase, ==, TEM_PHASE_PROGRAM);
}

/* R-M1: one zone orthogonally as the arrow points, then the card's action,
 * once, and only that card's action. */
static void
test_a_card_moves_one_zone_then_its_action (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  test_tem_known_game (&game, 2, ANA);
  test_tem_give_turn (&game, ANA);
  test_tem_move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_NORTH, &events);
  g_assert_cmpint (game.players[ANA].cell, ==, C4);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_MOVED));

  tem_action_init_deploy (&action, ANA, TRUE, TEM_NO_CELL);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-M1");
  tem_action_init_collect (&action, ANA);
  test_apply_action_ok (&game, &action, &events);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-M1");

  tem_action_init_move (&action, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_NORTH_EAST);
  game.turn.card = TEM_PROGRAM_NONE;
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-M1");
}

/* R-M2, I-3: a wall stops the move, not the action; a jump that would land
 * outside the arena is blocked the same way. */
static void
test_walls_block_the_move_but_not_the_action (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  test_tem_known_game (&game, 2, ANA);
  test_tem_give_turn (&game, ANA);
  test_tem_move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_EAST, &events);
  g_assert_cmpint (game.players[ANA].cell, ==, B_EAST);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_BLOCKED));
  tem_action_init_collect (&action, ANA);
  test_apply_action_ok (&game, &action, NULL);
  test_tem_end_turn (&game, ANA);

  /* I-3: Ben's Double Jump north from the west base would leave the arena. */
  test_tem_move (&game, BEN, TEM_PROGRAM_DOUBLE_JUMP, TEM_DIRECTION_NORTH, &events);
  g_assert_cmpint (game.players[BEN].cell, ==, B_WEST);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_BLOCKED));
  /* A jump has no action. */
  tem_action_init_collect (&action, BEN);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-M1");
}

/* R-M3, R-C1: entering an enemy's zone starts a combat; the mover scores 1
 * VP and attacks first, and the card's action is not done. */
static void
test_entering_an_enemy_starts_combat_instead_of_the_action (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  test_tem_known_game (&game, 2, ANA);
  test_tem_enter_bens_zone (&game, &events);
  g_assert_true (game.combat.active);
  g_assert_cmpint (game.combat.attacker, ==, ANA);
  g_assert_cmpint (game.combat.defender, ==, BEN);
  g_assert_cmpint (game.combat.next, ==, ANA);
  g_assert_false (game.combat.first_power);
  g_assert_cmpint (test_tem_scored (&events, ANA, TEM_SCORE_COMBAT_START), ==, 1);
  g_assert_cmpint (game.players[ANA].score, ==, 1);

  tem_action_init_collect (&action, ANA);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-C2");
  tem_action_init_end_turn (&action, ANA);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-C2");
}

/* R-M4, R-A8: an enemy mine deals zone value + its number; the mine goes
 * back to its owner; a survivor still does the action. R-A9: a turret
 * deals the zone value and goes back unless it KOs. */
static void
test_mines_and_turrets_hit_the_pilot_entering (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  test_tem_known_game (&game, 2, ANA);
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 9;
  game.players[BEN].mines[1] = C10;                  /* value 2 */
  game.players[BEN].turrets[0] = C8;                 /* value 3 */
  test_tem_give_turn (&game, ANA);

  tem_action_init_move (&action, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST);
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, "R-A8");   /* its number? */
  {
    g_autoptr(GError) error = NULL;
    TemGame copy = game;
    const TemNeed *need;

    /* The error says what to ask: Ben's mine in C10. */
    g_assert_false (tem_game_apply (&copy, &action, NULL, &error));
    need = tem_need_from_error (error);
    g_assert_nonnull (need);
    g_assert_cmpint (need->kind, ==, TEM_NEED_MINE_NUMBER);
    g_assert_cmpint (need->seat, ==, BEN);
    g_assert_cmpint (need->cell, ==, C10);
    /* A copied error keeps it (the session propagates copies). */
    {
      g_autoptr(GError) copied = g_error_copy (error);

      g_assert_cmpint (tem_need_from_error (copied)->cell, ==, C10);
    }
  }
  action.move.mine_number = 3;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[ANA].health, ==, 9 - (2 + 3));
  g_assert_cmpint (game.players[BEN].mines[1], ==, TEM_NO_CELL);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_TOKEN_RETURNED));
  g_assert_true (game.turn.action_open);
  tem_action_init_collect (&action, ANA);
  test_apply_action_ok (&game, &action, NULL);
}

/* R-M4, R-A9 */
static void
test_a_turret_stays_only_if_it_knocks_out (void)
{
  TemGame game;
  TemEvents events;

  test_tem_known_game (&game, 2, ANA);
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 9;
  game.players[BEN].turrets[0] = C10;                /* value 2 */
  test_tem_give_turn (&game, ANA);
  test_tem_move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, &events);
  g_assert_cmpint (game.players[ANA].health, ==, 7);
  g_assert_cmpint (game.players[BEN].turrets[0], ==, TEM_NO_CELL);

  test_tem_known_game (&game, 2, ANA);
  game.players[ANA].health = 2;                      /* a Pilot, top 5 */
  game.players[BEN].turrets[0] = C10;
  test_tem_give_turn (&game, ANA);
  test_tem_move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, &events);
  g_assert_cmpint (game.players[BEN].turrets[0], ==, C10);          /* it stays */
  g_assert_cmpint (test_tem_scored (&events, BEN, TEM_SCORE_TRAP_KO), ==, 1);
  g_assert_false (game.turn.action_open);             /* KO'd: no action */
  g_assert_cmpint (game.players[ANA].cell, ==, B_EAST);            /* R-C9: back to base */
  g_assert_true (game.players[ANA].ad_hoc);                         /* I-2 */
}

/* R-M5, R-C6: a Double Jump ignores the zone it jumps over and lands on an
 * enemy with a Power Attack first. */
static void
test_double_jump_passes_over_a_mine_and_power_attacks (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  test_tem_known_game (&game, 2, ANA);
  game.players[BEN].mines[1] = C10;                  /* jumped over */
  game.players[BEN].cell = MECH;
  test_tem_give_turn (&game, ANA);
  test_tem_move (&game, ANA, TEM_PROGRAM_DOUBLE_JUMP, TEM_DIRECTION_WEST, &events);
  g_assert_false (mc_rule_events_has (&events, TEM_EVENT_TRAP));
  g_assert_cmpint (game.players[BEN].mines[1], ==, C10);
  g_assert_true (game.combat.active);
  g_assert_true (game.combat.first_power);

  /* Ana's Grenade... no: her Energy Sword, Power Attack 3 instead of 2. */
  tem_action_init_attack (&action, ANA, BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0), 0);
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[BEN].health, ==, 6 - 3);
  g_assert_cmpint (mc_rule_events_find (&events, TEM_EVENT_ATTACKED, ANA)->detail, ==, TRUE);
}

/* R-M6: the Diagonal Jump lands diagonally, Power Attack first. */
static void
test_diagonal_jump_lands_with_a_power_attack (void)
{
  TemGame game;
  TemEvents events;

  test_tem_known_game (&game, 2, ANA);
  game.players[BEN].cell = C17;
  test_tem_give_turn (&game, ANA);
  test_tem_move (&game, ANA, TEM_PROGRAM_DIAGONAL_JUMP, TEM_DIRECTION_SOUTH_WEST, &events);
  g_assert_cmpint (game.players[ANA].cell, ==, C17);
  g_assert_true (game.combat.active);
  g_assert_true (game.combat.first_power);
}

/* R-M7: your own mines and turrets never affect you. */
static void
test_own_tokens_never_hurt (void)
{
  TemGame game;
  TemEvents events;

  test_tem_known_game (&game, 2, ANA);
  game.players[ANA].mines[1] = C10;
  test_tem_give_turn (&game, ANA);
  test_tem_move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, &events);
  g_assert_false (mc_rule_events_has (&events, TEM_EVENT_TRAP));
  g_assert_cmpint (game.players[ANA].health, ==, 5);
  g_assert_cmpint (game.players[ANA].mines[1], ==, C10);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/rules/setup/presets-hold-the-cards-for-the-player-count",
                   test_presets_hold_the_cards_for_the_player_count);
  g_test_add_func ("/rules/setup/custom-arenas-are-checked", test_custom_arenas_are_checked);
  g_test_add_func ("/rules/setup/bases-are-taken-counter-clockwise",
                   test_bases_are_taken_counter_clockwise_from_the_starting_players_right);
  g_test_add_func ("/rules/setup/a-drawn-arena-uses-the-box-cards-and-solo-takes-the-north-base",
                   test_a_drawn_arena_uses_the_box_cards_and_solo_takes_the_north_base);
  g_test_add_func ("/rules/setup/pilots-tokens-and-weapons",
                   test_setup_places_pilots_tokens_and_weapons);
  g_test_add_func ("/rules/round/turns-go-clockwise-four-cards-each",
                   test_turns_go_clockwise_four_cards_each);
  g_test_add_func ("/rules/move/a-card-moves-one-zone-then-its-action",
                   test_a_card_moves_one_zone_then_its_action);
  g_test_add_func ("/rules/move/walls-block-the-move-not-the-action",
                   test_walls_block_the_move_but_not_the_action);
  g_test_add_func ("/rules/move/entering-an-enemy-starts-combat",
                   test_entering_an_enemy_starts_combat_instead_of_the_action);
  g_test_add_func ("/rules/move/mines-and-turrets-hit-the-pilot-entering",
                   test_mines_and_turrets_hit_the_pilot_entering);
  g_test_add_func ("/rules/move/a-turret-stays-only-if-it-knocks-out",
                   test_a_turret_stays_only_if_it_knocks_out);
  g_test_add_func ("/rules/move/double-jump-passes-over-a-mine-and-power-attacks",
                   test_double_jump_passes_over_a_mine_and_power_attacks);
  g_test_add_func ("/rules/move/diagonal-jump-lands-with-a-power-attack",
                   test_diagonal_jump_lands_with_a_power_attack);
  g_test_add_func ("/rules/move/own-tokens-never-hurt", test_own_tokens_never_hurt);

  return g_test_run ();
}
