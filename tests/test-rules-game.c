/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The multiplayer game rule by rule: setup, turns, movement, actions, the
 * Mighty Mech, combat, Ad Hoc mode and scoring. Each test names the rule
 * IDs of shared/rules/checklist.md it checks. */
#include "config.h"

#include <string.h>

#include "rules/mc-rule-error.h"
#include "mechs/tem-game.h"
#include "mechs/tem-need.h"
#include "mechs/tem-game-private.h"
#include "mechs/tem-scoring.h"

#include "test-util.h"

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

static void
set_weapon (TemGame       *game,
            guint          kind,
            TemWeaponType  type,
            int            attack,
            int            power,
            int            energy,
            int            credits,
            int            vp)
{
  TemAction action;
  int values[] = { type, energy, credits, attack, power, vp };

  for (guint field = 0; field <= TEM_WEAPON_FIELD_VP; field++)
    {
      tem_action_init_set_weapon (&action, kind, (TemWeaponField) field, values[field]);
      test_apply_action_ok (game, &action, NULL);
    }
}

/* A game whose zone and weapon values the players have all entered. */
static void
known_game (TemGame *game,
            guint    n_players,
            guint    starting)
{
  TemAction action;

  tem_game_init (game);
  test_new_game_action (&action, n_players, starting);
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    {
      TemZone *zone = &action.new_game.arena.zones[cell];
      int sum = tem_arena_cell_row (cell) + tem_arena_cell_col (cell);

      if (zone->kind == TEM_ZONE_RESOURCE)
        {
          zone->value = 1 + sum % 3;
          zone->resources = sum % 2 == 0 ? TEM_RESOURCE_ENERGY : TEM_RESOURCE_CREDITS;
        }
      else if (zone->kind != TEM_ZONE_NONE)
        zone->value = 2;
    }
  for (guint i = 0; i < n_players; i++)
    action.new_game.starting_basic[i] = (int) i;
  for (guint i = 0; i < TEM_ROW_SIZE; i++)
    action.new_game.row[i] = TEM_KIND_LIGHTNING_COIL + (int) i;
  test_apply_action_ok (game, &action, NULL);

  set_weapon (game, TEM_KIND_ENERGY_SWORD, TEM_WEAPON_TYPE_MELEE, 2, 3, 0, 2, 1);
  set_weapon (game, TEM_KIND_PULSE_PISTOL, TEM_WEAPON_TYPE_RANGED, 2, 3, 1, 1, 1);
  set_weapon (game, TEM_KIND_GRENADE_LAUNCHER, TEM_WEAPON_TYPE_AREA, 2, 4, 2, 0, 1);
  set_weapon (game, TEM_KIND_RIOT_SHIELD, TEM_WEAPON_TYPE_MELEE, 1, 2, 1, 1, 2);
  /* Lightning Coil's attack 0 and Warhammer's Power Attack 3 are printed
   * facts already in the catalogue; the players enter the rest. */
  set_weapon (game, TEM_KIND_LIGHTNING_COIL, TEM_WEAPON_TYPE_AREA, 0, 2, 2, 2, 2);
  set_weapon (game, TEM_KIND_WARHAMMER, TEM_WEAPON_TYPE_MELEE, 2, 3, 2, 3, 3);
  for (guint kind = TEM_KIND_WARHAMMER + 1; kind < TEM_N_WEAPON_KINDS; kind++)
    set_weapon (game, kind, TEM_WEAPON_TYPE_RANGED, 1, 2, 1, 1, 1);
}

static void
begin_execution (TemGame *game)
{
  TemAction action;

  tem_action_init_begin_execution (&action);
  test_apply_action_ok (game, &action, NULL);
}

static void
move (TemGame     *game,
      guint        seat,
      TemProgram   card,
      TemDirection direction,
      TemEvents   *events)
{
  TemAction action;

  tem_action_init_move (&action, seat, card, direction);
  test_apply_action_ok (game, &action, events);
}

static void
end_turn (TemGame *game,
          guint    seat)
{
  TemAction action;

  tem_action_init_end_turn (&action, seat);
  test_apply_action_ok (game, &action, NULL);
}

/* Gives @seat the turn, as if the others had played theirs. */
static void
give_turn (TemGame *game,
           guint    seat)
{
  if (game->phase != TEM_PHASE_EXECUTION)
    begin_execution (game);
  game->turn.seat = (int) seat;
  game->turn.card = TEM_PROGRAM_NONE;
  game->turn.action_open = FALSE;
}

static void
equip_card (TemGame *game,
            guint    seat,
            int      card)
{
  game->weapons[card].place = TEM_PLACE_OWNED;
  game->weapons[card].owner = (int) seat;
  game->weapons[card].equipped = TRUE;
}

static int
scored (const TemEvents *events,
        int              seat,
        TemScoreReason   reason)
{
  int vp = 0;

  for (guint i = 0; i < events->n_events; i++)
    if (events->events[i].kind == TEM_EVENT_SCORED && events->events[i].player == seat
        && events->events[i].detail == (int) reason)
      vp += events->events[i].value;

  return vp;
}

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

    known_game (&game, 4, 0);
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

  known_game (&game, 3, 0);
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

  known_game (&game, 3, 1);
  begin_execution (&game);
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
        move (&game, seat, TEM_PROGRAM_DIAGONAL_JUMP, TEM_DIRECTION_NORTH_WEST, NULL);
        tem_action_init_move (&action, seat, TEM_PROGRAM_COLLECT, TEM_DIRECTION_NORTH);
        test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-RD3");   /* one card a turn */
        end_turn (&game, seat);
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

  known_game (&game, 2, ANA);
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_NORTH, &events);
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

  known_game (&game, 2, ANA);
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_EAST, &events);
  g_assert_cmpint (game.players[ANA].cell, ==, B_EAST);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_BLOCKED));
  tem_action_init_collect (&action, ANA);
  test_apply_action_ok (&game, &action, NULL);
  end_turn (&game, ANA);

  /* I-3: Ben's Double Jump north from the west base would leave the arena. */
  move (&game, BEN, TEM_PROGRAM_DOUBLE_JUMP, TEM_DIRECTION_NORTH, &events);
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

  known_game (&game, 2, ANA);
  game.players[BEN].cell = C10;
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, &events);
  g_assert_true (game.combat.active);
  g_assert_cmpint (game.combat.attacker, ==, ANA);
  g_assert_cmpint (game.combat.defender, ==, BEN);
  g_assert_cmpint (game.combat.next, ==, ANA);
  g_assert_false (game.combat.first_power);
  g_assert_cmpint (scored (&events, ANA, TEM_SCORE_COMBAT_START), ==, 1);
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

  known_game (&game, 2, ANA);
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 9;
  game.players[BEN].mines[1] = C10;                  /* value 2 */
  game.players[BEN].turrets[0] = C8;                 /* value 3 */
  give_turn (&game, ANA);

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

  known_game (&game, 2, ANA);
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 9;
  game.players[BEN].turrets[0] = C10;                /* value 2 */
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, &events);
  g_assert_cmpint (game.players[ANA].health, ==, 7);
  g_assert_cmpint (game.players[BEN].turrets[0], ==, TEM_NO_CELL);

  known_game (&game, 2, ANA);
  game.players[ANA].health = 2;                      /* a Pilot, top 5 */
  game.players[BEN].turrets[0] = C10;
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, &events);
  g_assert_cmpint (game.players[BEN].turrets[0], ==, C10);          /* it stays */
  g_assert_cmpint (scored (&events, BEN, TEM_SCORE_TRAP_KO), ==, 1);
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

  known_game (&game, 2, ANA);
  game.players[BEN].mines[1] = C10;                  /* jumped over */
  game.players[BEN].cell = MECH;
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_DOUBLE_JUMP, TEM_DIRECTION_WEST, &events);
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

  known_game (&game, 2, ANA);
  game.players[BEN].cell = C17;
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_DIAGONAL_JUMP, TEM_DIRECTION_SOUTH_WEST, &events);
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

  known_game (&game, 2, ANA);
  game.players[ANA].mines[1] = C10;
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, &events);
  g_assert_false (mc_rule_events_has (&events, TEM_EVENT_TRAP));
  g_assert_cmpint (game.players[ANA].health, ==, 5);
  g_assert_cmpint (game.players[ANA].mines[1], ==, C10);
}

/* R-A1: +1 of each resource shown on every zone you control, each zone
 * once; a Base or the Mech zone gives 1 energy and 1 credit. The
 * rulebook's example collects 2 energy and 3 credits. */
static void
test_collect_counts_each_controlled_zone_once (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  known_game (&game, 2, ANA);
  game.players[ANA].energy = 1;
  game.players[ANA].credits = 1;
  game.players[ANA].mines[1] = C2;                   /* energy */
  game.players[ANA].turrets[0] = C1;                 /* credits */
  game.players[ANA].turrets[1] = C3;                 /* credits */
  /* Ana stays on her base (the wall): base 1 + 1, and her own mine there
   * does not count the base twice. */
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_EAST, &events);
  tem_action_init_collect (&action, ANA);
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (mc_rule_events_find (&events, TEM_EVENT_COLLECTED, ANA)->value, ==, 2);
  g_assert_cmpint (mc_rule_events_find (&events, TEM_EVENT_COLLECTED, ANA)->detail, ==, 3);
  g_assert_cmpint (game.players[ANA].energy, ==, 3);
  g_assert_cmpint (game.players[ANA].credits, ==, 4);

  /* A zone whose icon nobody entered is named. */
  known_game (&game, 2, ANA);
  game.arena.zones[C4].resources = TEM_RESOURCE_UNKNOWN;
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_NORTH, NULL);
  tem_action_init_collect (&action, ANA);
  test_apply_refused_saying (&game, &action, MC_RULE_ERROR_UNKNOWN_VALUE, NULL, "E1");

  /* The track's top: what does not fit is lost. */
  known_game (&game, 2, ANA);
  game.players[ANA].energy = 9;
  game.players[ANA].credits = 9;
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_EAST, NULL);
  tem_action_init_collect (&action, ANA);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_cmpint (game.players[ANA].energy, ==, 9);
}

/* R-A2: one weapon per Purchase, paid; the row refills from the deck, not
 * once the deck is empty. R-A3: any number of weapons, one of each basic,
 * even one the status cannot use. */
static void
test_purchase_pays_and_refills_the_row (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;
  int coil = ADVANCED_CARD (TEM_KIND_LIGHTNING_COIL);

  known_game (&game, 2, ANA);
  game.players[ANA].energy = 5;
  game.players[ANA].credits = 5;
  give_turn (&game, ANA);

  tem_action_init_purchase (&action, ANA, coil, -1);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A2");   /* no Purchase card */
  move (&game, ANA, TEM_PROGRAM_PURCHASE, TEM_DIRECTION_EAST, NULL);

  /* Which card came up to refill the row? */
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, "R-A2");
  action.purchase.refill_kind = TEM_KIND_WARHAMMER;   /* already in the row */
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, "R-A2");
  action.purchase.refill_kind = TEM_KIND_WARHAMMER + 5;
  test_apply_action_ok (&game, &action, &events);
  /* A Pilot may buy what only Power Armor can equip (R-A3). */
  g_assert_cmpint (game.weapons[coil].owner, ==, ANA);
  g_assert_false (game.weapons[coil].equipped);
  g_assert_cmpint (game.players[ANA].energy, ==, 3);
  g_assert_cmpint (game.players[ANA].credits, ==, 3);
  g_assert_cmpint (game.weapons[ADVANCED_CARD (TEM_KIND_WARHAMMER + 5)].place, ==, TEM_PLACE_ROW);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_ROW_REFILLED));

  /* Only one weapon per action. */
  tem_action_init_purchase (&action, ANA, ADVANCED_CARD (TEM_KIND_WARHAMMER), TEM_KIND_WARHAMMER + 6);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A2");

  /* R-A3, between turns: a second Energy Sword is refused; another basic
   * is fine. */
  game.phase = TEM_PHASE_PROGRAM;
  game.turn.seat = TEM_NOBODY;
  tem_action_init_purchase (&action, ANA, BASIC_CARD (TEM_KIND_ENERGY_SWORD, 2), -1);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A3");
  tem_action_init_purchase (&action, ANA, BASIC_CARD (TEM_KIND_PULSE_PISTOL, 2), -1);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_cmpuint (tem_game_count_weapons (&game, ANA), ==, 3);

  /* Too poor. */
  game.players[ANA].credits = 0;
  tem_action_init_purchase (&action, ANA, BASIC_CARD (TEM_KIND_RIOT_SHIELD, 2), -1);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A2");

  /* The deck empty, the row is not refilled. */
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game.weapons[card].place == TEM_PLACE_DECK)
      {
        game.weapons[card].place = TEM_PLACE_OWNED;
        game.weapons[card].owner = BEN;
      }
  game.players[ANA].credits = 9;
  game.players[ANA].energy = 9;
  tem_action_init_purchase (&action, ANA, ADVANCED_CARD (TEM_KIND_WARHAMMER), TEM_KIND_WARHAMMER + 6);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A2");
  action.purchase.refill_kind = -1;
  test_apply_action_ok (&game, &action, NULL);
}

/* R-A4: slots by status, at least one weapon equipped, never during a
 * combat. R-C11: weapons are never lost. */
static void
test_equipping_respects_slots_and_timing (void)
{
  TemGame game;
  TemAction action;
  int sword = BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0);
  int pistol = BASIC_CARD (TEM_KIND_PULSE_PISTOL, 1);
  int launcher = BASIC_CARD (TEM_KIND_GRENADE_LAUNCHER, 1);
  int coil = ADVANCED_CARD (TEM_KIND_LIGHTNING_COIL);
  int hammer = ADVANCED_CARD (TEM_KIND_WARHAMMER);

  known_game (&game, 2, ANA);
  for (guint i = 0; i < 4; i++)
    {
      int card = (int[]) { pistol, launcher, coil, hammer }[i];

      game.weapons[card].place = TEM_PLACE_OWNED;
      game.weapons[card].owner = ANA;
    }

  tem_action_init_equip (&action, ANA, pistol, TRUE);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_equip (&action, ANA, launcher, TRUE);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A4");   /* 2 hands */
  tem_action_init_equip (&action, ANA, coil, TRUE);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A4");   /* a Pilot: basics only */

  tem_action_init_equip (&action, ANA, sword, FALSE);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_equip (&action, ANA, pistol, FALSE);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A4");   /* the last one */

  /* Power Armor: 2 basic + 2 advanced. */
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 9;
  tem_action_init_equip (&action, ANA, coil, TRUE);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_equip (&action, ANA, hammer, TRUE);
  test_apply_action_ok (&game, &action, NULL);

  /* Someone else's turn: not now. */
  give_turn (&game, BEN);
  tem_action_init_equip (&action, ANA, launcher, TRUE);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A4");

  /* Never during a combat. */
  give_turn (&game, ANA);
  game.players[BEN].cell = C10;
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, NULL);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A4");

  /* R-C11: the Mighty Mech holds only advanced weapons; the basics go to
   * the stockpile, still owned. */
  game.combat.active = FALSE;
  game.players[ANA].status = TEM_STATUS_MIGHTY_MECH;
  game.players[ANA].health = 11;
  game.mech_controller = ANA;
  game.mech_cell = game.players[ANA].cell;
  tem_action_init_correct (&action, ANA, TEM_FIELD_STATUS, TEM_STATUS_PILOT);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_false (game.weapons[coil].equipped);
  g_assert_cmpint (game.weapons[coil].owner, ==, ANA);
  g_assert_cmpuint (tem_game_count_weapons (&game, ANA), ==, 5);
}

/* R-A5: a mine costs credits equal to the zone's value; R-A6: a turret,
 * energy; when all are out one moves, still paid. R-A7, I-1: one token per
 * zone, none where the empty Mighty Mech stands. */
static void
test_deploying_mines_and_turrets (void)
{
  TemGame game;
  TemAction action;

  known_game (&game, 2, ANA);
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_DEPLOY_MINE, TEM_DIRECTION_WEST, NULL);   /* C10, value 2 */
  game.players[ANA].credits = 1;
  tem_action_init_deploy (&action, ANA, TRUE, TEM_NO_CELL);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A5");
  game.players[ANA].credits = 3;
  test_apply_action_ok (&game, &action, NULL);
  g_assert_cmpint (game.players[ANA].credits, ==, 1);
  g_assert_cmpuint (tem_player_count_deployed (&game.players[ANA], TRUE), ==, 2);

  /* R-A6 and R-A7, Ben's turn, Ana gone home and her mine lifted. */
  end_turn (&game, ANA);
  game.players[ANA].cell = B_EAST;
  game.players[ANA].mines[1] = TEM_NO_CELL;
  game.players[BEN].cell = C16;
  move (&game, BEN, TEM_PROGRAM_DEPLOY_TURRET, TEM_DIRECTION_NORTH, NULL);   /* MECH */
  tem_action_init_deploy (&action, BEN, FALSE, TEM_NO_CELL);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A7");        /* I-1 */
  game.turn.card = TEM_PROGRAM_NONE;
  game.players[BEN].cell = C17;
  move (&game, BEN, TEM_PROGRAM_DEPLOY_TURRET, TEM_DIRECTION_NORTH, NULL);   /* C10 */
  game.players[ANA].turrets[0] = C10;
  game.players[BEN].energy = 1;
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A7");
  game.players[ANA].turrets[0] = TEM_NO_CELL;
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A6");
  game.players[BEN].energy = 5;

  /* All three turrets out: one moves here, still paid. */
  game.players[BEN].turrets[0] = C0;
  game.players[BEN].turrets[1] = C1;
  game.players[BEN].turrets[2] = C2;
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, "R-A6");
  action.deploy.from_cell = C1;
  test_apply_action_ok (&game, &action, NULL);
  g_assert_cmpint (game.players[BEN].turrets[1], ==, C10);
  g_assert_cmpint (game.players[BEN].energy, ==, 3);
}

/* R-A10: an enemy mine goes off before the combat; a turret fires after
 * it, at the pilot who entered, only if its owner retreated or was KO'd. */
static void
test_mine_before_combat_turret_after (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  known_game (&game, 2, ANA);
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 9;
  game.players[BEN].cell = C10;
  game.players[BEN].mines[1] = C10;
  give_turn (&game, ANA);
  tem_action_init_move (&action, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST);
  action.move.mine_number = 4;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[ANA].health, ==, 9 - 6);
  g_assert_true (game.combat.active);

  /* Now a turret: Ben's turret waits; Ana KOs Ben, then it fires at her. */
  known_game (&game, 2, ANA);
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 9;
  game.players[BEN].cell = C10;
  game.players[BEN].health = 2;
  game.players[BEN].turrets[0] = C10;
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, &events);
  g_assert_false (mc_rule_events_has (&events, TEM_EVENT_TRAP));
  tem_action_init_attack (&action, ANA, BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0), 0);
  test_apply_action_ok (&game, &action, &events);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_KNOCKED_OUT));
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_TRAP));
  g_assert_cmpint (game.players[ANA].health, ==, 9 - 2);
  g_assert_false (game.combat.active);
}

/* R-A11: a Power Up is a Heal or an Upgrade, never both. */
static void
test_power_up_is_heal_or_upgrade_not_both (void)
{
  TemGame game;
  TemAction action;

  known_game (&game, 2, ANA);
  game.players[ANA].health = 2;
  game.players[ANA].credits = 9;
  give_turn (&game, ANA);
  tem_action_init_heal (&action, ANA, 1);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-M1");   /* no Power Up card */
  move (&game, ANA, TEM_PROGRAM_POWER_UP, TEM_DIRECTION_EAST, NULL);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_upgrade (&action, ANA);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A11");
}

/* R-MM1: Power Armor at full health entering the empty Mech's zone may
 * take it: +2 VP, a side, health 11, advanced weapons only. */
static void
test_taking_the_mighty_mech (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  known_game (&game, 2, ANA);
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 8;
  game.players[ANA].cell = C10;
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, NULL);
  tem_action_init_take_mech (&action, ANA, TEM_MECH_SIDE_TROY);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-MM1");   /* not at full health */

  known_game (&game, 2, ANA);
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 9;
  game.players[ANA].cell = C10;
  game.weapons[ADVANCED_CARD (TEM_KIND_WARHAMMER)].place = TEM_PLACE_OWNED;
  game.weapons[ADVANCED_CARD (TEM_KIND_WARHAMMER)].owner = ANA;
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, NULL);
  tem_action_init_take_mech (&action, ANA, TEM_MECH_SIDE_NONE);
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, "R-MM1");
  action.take_mech.side = TEM_MECH_SIDE_SPARTA;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[ANA].status, ==, TEM_STATUS_MIGHTY_MECH);
  g_assert_cmpint (game.players[ANA].health, ==, 11);
  g_assert_cmpint (game.mech_controller, ==, ANA);
  g_assert_cmpint (game.mech_side, ==, TEM_MECH_SIDE_SPARTA);
  g_assert_cmpint (scored (&events, ANA, TEM_SCORE_MECH_ENTRY), ==, 2);
  /* The sword is a basic: to the stockpile; the Warhammer takes its place. */
  g_assert_false (game.weapons[BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0)].equipped);
  g_assert_true (game.weapons[ADVANCED_CARD (TEM_KIND_WARHAMMER)].equipped);
  /* R-MM2: no Power Up in the Mech. */
  game.turn.card = TEM_PROGRAM_POWER_UP;
  game.turn.action_open = TRUE;
  game.players[ANA].health = 5;
  tem_action_init_heal (&action, ANA, 1);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A12");
  tem_action_init_upgrade (&action, ANA);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A13");

  /* Taken meanwhile (the table corrected Ben into it): Ana's way in is
   * closed, one Mighty Mech, one controller. */
  known_game (&game, 2, ANA);
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 9;
  game.players[ANA].cell = C10;
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, NULL);
  g_assert_true (game.turn.mech_open);
  tem_action_init_correct (&action, BEN, TEM_FIELD_STATUS, TEM_STATUS_MIGHTY_MECH);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_take_mech (&action, ANA, TEM_MECH_SIDE_TROY);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-MM1");
  g_assert_cmpint (game.mech_controller, ==, BEN);
}

/* A small duel: Ana (Power Armor, Energy Sword) against Ben in the Mech
 * on C10, Ana attacking. */
static void
duel (TemGame *game,
      int      ben_health)
{
  known_game (game, 2, ANA);
  game->players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game->players[ANA].health = 9;
  game->players[BEN].cell = C10;
  game->players[BEN].status = TEM_STATUS_MIGHTY_MECH;
  game->players[BEN].health = ben_health;
  game->mech_controller = BEN;
  game->mech_cell = C10;
  game->mech_side = TEM_MECH_SIDE_TROY;
  game->weapons[BASIC_CARD (TEM_KIND_PULSE_PISTOL, 0)].equipped = FALSE;
  equip_card (game, BEN, ADVANCED_CARD (TEM_KIND_WARHAMMER));
  give_turn (game, ANA);
  move (game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, NULL);
}

/* R-MM3: KO'd in the Mech in combat: "That player now may take control of
 * the Mighty Mech", even as a Pilot, at full health, for 2 VP; the loser
 * becomes a Pilot nearby. Setup step 6: "Whenever a player enters the
 * Mighty Mech, they choose which side"; so the taker chooses it too. */
static void
test_the_mech_passes_to_whoever_knocks_its_pilot_out (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;
  g_autoptr(GError) error = NULL;

  duel (&game, 2);
  game.players[ANA].status = TEM_STATUS_PILOT;      /* even a Pilot */
  game.players[ANA].health = 5;
  tem_action_init_attack (&action, ANA, BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0), 0);
  action.attack.choice_cell = C17;

  /* "May": asked, and nothing changes until answered. */
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, "R-MM3");
  {
    TemGame copy = game;

    g_assert_false (tem_game_apply (&copy, &action, NULL, &error));
    g_assert_cmpint (tem_need_from_error (error)->kind, ==, TEM_NEED_MECH_AFTER_KO);
    g_assert_cmpint (tem_need_from_error (error)->seat, ==, ANA);
  }

  /* The Mech showed Troy 3000; Ana takes it on its Sparta side. */
  action.attack.mech = TEM_MECH_TAKE_SPARTA;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.mech_controller, ==, ANA);
  g_assert_cmpint (game.players[ANA].status, ==, TEM_STATUS_MIGHTY_MECH);
  g_assert_cmpint (game.players[ANA].health, ==, 11);
  g_assert_cmpint (game.mech_cell, ==, C10);
  g_assert_cmpint (game.mech_side, ==, TEM_MECH_SIDE_SPARTA);
  g_assert_cmpint (scored (&events, ANA, TEM_SCORE_MECH_ENTRY), ==, 2);
  g_assert_cmpint (scored (&events, ANA, TEM_SCORE_DAMAGE), ==, 2);
  g_assert_cmpint (scored (&events, ANA, TEM_SCORE_KO), ==, 1);
  g_assert_cmpint (game.players[BEN].status, ==, TEM_STATUS_PILOT);
  g_assert_cmpint (game.players[BEN].health, ==, 6);
  /* Closest non-hostile zones to C10: C3, the Mech zone and C17 tie;
   * Ana's base holds her mine. The players chose C17. */
  g_assert_cmpint (game.players[BEN].cell, ==, C17);
  g_assert_true (game.players[BEN].ad_hoc);
  g_assert_false (game.combat.active);

  /* Ana leaves it: the Mech stays in the zone, uncontrolled; no 2 VP. */
  duel (&game, 2);
  game.players[ANA].status = TEM_STATUS_PILOT;
  game.players[ANA].health = 5;
  tem_action_init_attack (&action, ANA, BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0), 0);
  action.attack.choice_cell = C17;
  action.attack.mech = TEM_MECH_TAKE_DECLINE;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.mech_controller, ==, TEM_NOBODY);
  g_assert_cmpint (game.mech_side, ==, TEM_MECH_SIDE_NONE);
  g_assert_cmpint (game.mech_cell, ==, C10);
  g_assert_cmpint (game.players[ANA].status, ==, TEM_STATUS_PILOT);
  g_assert_cmpint (game.players[ANA].health, ==, 5);
  g_assert_cmpint (scored (&events, ANA, TEM_SCORE_MECH_ENTRY), ==, 0);
  g_assert_cmpint (scored (&events, ANA, TEM_SCORE_KO), ==, 1);

  /* Older journals (no choice recorded) took it as it showed. */
  duel (&game, 2);
  game.players[ANA].status = TEM_STATUS_PILOT;
  game.players[ANA].health = 5;
  tem_action_init_attack (&action, ANA, BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0), 0);
  action.attack.choice_cell = C17;
  action.attack.mech = TEM_MECH_TAKE_KEEP_SIDE;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.mech_controller, ==, ANA);
  g_assert_cmpint (game.mech_side, ==, TEM_MECH_SIDE_TROY);
}

/* R-C5, R-C6: "they may immediately unleash a more powerful attack": the
 * first line stays a choice when a weapon counters; a Power Attack that is
 * not allowed is refused. */
static void
test_a_power_attack_is_a_choice (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;
  int sword = BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0);
  int pistol = BASIC_CARD (TEM_KIND_PULSE_PISTOL, 0);

  known_game (&game, 2, ANA);
  equip_card (&game, ANA, BASIC_CARD (TEM_KIND_GRENADE_LAUNCHER, 0));   /* so she need not retreat */
  game.players[BEN].cell = C10;
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, NULL);

  /* Nothing to counter yet: the Power Attack is refused. */
  tem_action_init_attack (&action, ANA, sword, 0);
  action.attack.line = TEM_ATTACK_LINE_POWER;
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-C5");
  action.attack.line = TEM_ATTACK_LINE_FIRST;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[BEN].health, ==, 4);          /* the sword's first line, 2 */

  /* Ranged counters Melee: Ben may deal the pistol's Power Attack (3) but
   * chooses its first line (2). */
  tem_action_init_attack (&action, BEN, pistol, 0);
  action.attack.line = TEM_ATTACK_LINE_FIRST;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[ANA].health, ==, 3);
  g_assert_cmpint (mc_rule_events_find (&events, TEM_EVENT_ATTACKED, BEN)->detail, ==, FALSE);
  g_assert_cmpint (scored (&events, BEN, TEM_SCORE_DAMAGE), ==, 2);
}

/* R-MM4: KO'd in the Mech by a mine, the Mech stays there, empty. */
static void
test_a_trap_leaves_the_mech_empty_where_it_stood (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  known_game (&game, 2, ANA);
  game.players[ANA].status = TEM_STATUS_MIGHTY_MECH;
  game.players[ANA].health = 3;
  game.mech_controller = ANA;
  game.mech_cell = B_EAST;
  game.mech_side = TEM_MECH_SIDE_SPARTA;
  game.players[BEN].mines[1] = C10;
  give_turn (&game, ANA);
  tem_action_init_move (&action, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST);
  action.move.mine_number = 1;
  action.move.choice_cell = C3;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.mech_controller, ==, TEM_NOBODY);
  g_assert_cmpint (game.mech_cell, ==, C10);
  g_assert_cmpint (game.players[ANA].status, ==, TEM_STATUS_PILOT);
  g_assert_cmpint (game.players[ANA].cell, ==, C3);
  g_assert_cmpint (scored (&events, BEN, TEM_SCORE_TRAP_KO), ==, 1);
}

/* R-C2: alternate attacks, one weapon each; a used weapon is exhausted.
 * R-C3: 1 VP per damage, none beyond the remaining health. R-C5: countering
 * the type just used deals the Power Attack. */
static void
test_combat_alternates_and_exhausts_weapons (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;
  int sword = BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0);
  int launcher = BASIC_CARD (TEM_KIND_GRENADE_LAUNCHER, 0);
  int pistol = BASIC_CARD (TEM_KIND_PULSE_PISTOL, 0);

  known_game (&game, 2, ANA);
  equip_card (&game, ANA, launcher);
  equip_card (&game, BEN, BASIC_CARD (TEM_KIND_RIOT_SHIELD, 0));
  game.players[BEN].cell = C10;
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, NULL);

  tem_action_init_attack (&action, BEN, pistol, 0);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-C2");   /* Ana first */
  tem_action_init_attack (&action, ANA, pistol, 0);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-C2");   /* not hers */

  tem_action_init_attack (&action, ANA, sword, 0);                       /* Melee, 2 */
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[BEN].health, ==, 4);
  g_assert_cmpint (scored (&events, ANA, TEM_SCORE_DAMAGE), ==, 2);

  /* Ben answers with the Pulse Pistol: Ranged counters Melee, Power 3. */
  tem_action_init_attack (&action, BEN, pistol, 0);
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[ANA].health, ==, 2);
  g_assert_cmpint (mc_rule_events_find (&events, TEM_EVENT_ATTACKED, BEN)->detail, ==, TRUE);

  tem_action_init_attack (&action, ANA, sword, 0);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-C2");   /* exhausted */

  /* Area counters Ranged: Power Attack 4 against 4 health... */
  tem_action_init_attack (&action, ANA, launcher, 0);
  game.players[BEN].health = 3;
  test_apply_action_ok (&game, &action, &events);
  /* ...but only 3 health remained: 3 VP, not 4 (R-C3), and a KO (R-C8). */
  g_assert_cmpint (scored (&events, ANA, TEM_SCORE_DAMAGE), ==, 3);
  g_assert_cmpint (scored (&events, ANA, TEM_SCORE_KO), ==, 1);
}

/* R-C7: "When it is your turn to attack, if you have exhausted all of
 * your equipped Weapons and cannot attack, you must retreat." A pilot left
 * with no equipped weapon at all (a correction during the combat) is in
 * the same place: the retreat is the way on, never a stuck table. */
static void
test_no_weapon_left_retreats (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  known_game (&game, 2, ANA);
  game.players[BEN].cell = C10;
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, NULL);
  g_assert_true (game.combat.active);
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game.weapons[card].owner == ANA)
      game.weapons[card].equipped = FALSE;

  /* Ana still has a weapon equipped? No: naming one is refused... */
  tem_action_init_attack (&action, ANA, BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0), 0);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-C2");
  /* ...and the retreat goes through: Ben scores 1 VP, combat over. */
  tem_action_init_attack (&action, ANA, -1, 0);
  action.attack.choice_cell = TEM_NO_CELL;
  if (!tem_game_apply (&game, &action, &events, NULL))
    {
      /* Tied closest zones: the players choose; the first will do. */
      TemGame copy = game;
      g_autoptr(GError) error = NULL;

      g_assert_false (tem_game_apply (&copy, &action, NULL, &error));
      g_assert_cmpint (tem_need_from_error (error)->kind, ==, TEM_NEED_CELL);
      for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
        if (tem_need_from_error (error)->cells & (G_GUINT64_CONSTANT (1) << cell))
          {
            action.attack.choice_cell = cell;
            break;
          }
      test_apply_action_ok (&game, &action, &events);
    }
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_RETREATED));
  g_assert_cmpint (scored (&events, BEN, TEM_SCORE_RETREAT), ==, 1);
  g_assert_false (game.combat.active);
  g_assert_true (game.players[ANA].ad_hoc);
}

/* R-C5 as a table. */
static void
test_counters_go_round_area_ranged_melee (void)
{
  TemWeaponType t[] = { TEM_WEAPON_TYPE_AREA, TEM_WEAPON_TYPE_RANGED, TEM_WEAPON_TYPE_MELEE };

  g_assert_true (tem_weapon_type_counters (TEM_WEAPON_TYPE_AREA, TEM_WEAPON_TYPE_RANGED));
  g_assert_true (tem_weapon_type_counters (TEM_WEAPON_TYPE_RANGED, TEM_WEAPON_TYPE_MELEE));
  g_assert_true (tem_weapon_type_counters (TEM_WEAPON_TYPE_MELEE, TEM_WEAPON_TYPE_AREA));
  for (guint i = 0; i < 3; i++)
    {
      g_assert_false (tem_weapon_type_counters (t[i], t[i]));
      g_assert_false (tem_weapon_type_counters (t[i], TEM_WEAPON_TYPE_UNKNOWN));
      g_assert_false (tem_weapon_type_counters (t[(i + 1) % 3], t[i]));
    }
}

/* The rulebook's example (R-C4, R-C5): Maverick's Lightning Coil deals 0
 * and pays up to 3 energy for +1 damage each; Diamond's Warhammer counters
 * it with its Power Attack, 3 damage and +1 VP. */
static void
test_rulebook_example_lightning_coil_and_warhammer (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;
  int coil = ADVANCED_CARD (TEM_KIND_LIGHTNING_COIL);
  int hammer = ADVANCED_CARD (TEM_KIND_WARHAMMER);

  known_game (&game, 2, ANA);                        /* Ana flies Maverick, Ben Diamond */
  game.players[ANA].status = game.players[BEN].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = game.players[BEN].health = 9;
  equip_card (&game, ANA, coil);
  equip_card (&game, BEN, hammer);
  game.players[ANA].energy = 4;
  game.players[BEN].cell = C10;
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, NULL);

  tem_action_init_attack (&action, ANA, coil, 4);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-C4");   /* up to 3 */
  action.attack.paid = 3;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[BEN].health, ==, 6);
  g_assert_cmpint (game.players[ANA].energy, ==, 1);
  g_assert_cmpint (scored (&events, ANA, TEM_SCORE_DAMAGE), ==, 3);

  tem_action_init_attack (&action, BEN, hammer, 0);
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[ANA].health, ==, 6);
  g_assert_cmpint (scored (&events, BEN, TEM_SCORE_DAMAGE), ==, 3);
  g_assert_cmpint (scored (&events, BEN, TEM_SCORE_POWER_BONUS), ==, 1);

  /* Paying into a weapon without that ability is refused. */
  tem_action_init_attack (&action, ANA, BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0), 1);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-C4");
}

/* R-C4 with an ability the players entered from a card no public text
 * describes: its kind and number are card values like any other, asked
 * when an attack needs them. */
static void
test_an_entered_ability_is_applied (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;
  guint kind = TEM_KIND_WARHAMMER + 1;
  int card = ADVANCED_CARD (kind);
  GError *error = NULL;

  known_game (&game, 2, ANA);
  tem_action_init_set_weapon (&action, kind, TEM_WEAPON_FIELD_ABILITY, TEM_ABILITY_UNKNOWN);
  test_apply_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  tem_action_init_set_weapon (&action, kind, TEM_WEAPON_FIELD_ABILITY_AMOUNT, TEM_ABILITY_AMOUNT_MAX + 1);
  test_apply_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  tem_action_init_set_weapon (&action, kind, TEM_WEAPON_FIELD_ABILITY, TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE);
  test_apply_action_ok (&game, &action, NULL);

  game.players[ANA].status = game.players[BEN].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = game.players[BEN].health = 9;
  equip_card (&game, ANA, card);
  game.players[ANA].energy = 4;
  game.players[BEN].cell = C10;
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, NULL);

  /* The number is not entered yet: asked, nothing changed. */
  tem_action_init_attack (&action, ANA, card, 1);
  g_assert_false (tem_game_apply (&game, &action, NULL, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_UNKNOWN_VALUE);
  g_assert_cmpint (tem_need_from_error (error)->kind, ==, TEM_NEED_WEAPON_FIELD);
  g_assert_cmpint (tem_need_from_error (error)->field, ==, TEM_WEAPON_FIELD_ABILITY_AMOUNT);
  g_clear_error (&error);

  tem_action_init_set_weapon (&action, kind, TEM_WEAPON_FIELD_ABILITY_AMOUNT, 2);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_attack (&action, ANA, card, 3);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-C4");   /* up to 2 */
  action.attack.paid = 2;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[BEN].health, ==, 9 - 1 - 2);
  g_assert_cmpint (game.players[ANA].energy, ==, 2);
  g_assert_cmpint (scored (&events, ANA, TEM_SCORE_DAMAGE), ==, 3);
}

/* R-C7: with every equipped weapon exhausted a pilot must retreat: the
 * enemy scores 1, the pilot goes to the closest non-hostile zone (their
 * choice among ties) and enters Ad Hoc mode (R-AH1). */
static void
test_out_of_weapons_means_retreat (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  known_game (&game, 2, ANA);
  game.players[BEN].cell = C10;
  game.players[BEN].health = 6;
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, NULL);
  tem_action_init_attack (&action, ANA, BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0), 0);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_attack (&action, BEN, BASIC_CARD (TEM_KIND_PULSE_PISTOL, 0), 0);
  /* Ana has nothing left: she retreats; from C10, C3, her base, C17 and
   * the Mech zone tie: the players choose. */
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, NULL);
  {
    g_autoptr(GError) error = NULL;
    TemGame copy = game;
    const TemNeed *need;

    g_assert_false (tem_game_apply (&copy, &action, NULL, &error));
    need = tem_need_from_error (error);
    g_assert_cmpint (need->kind, ==, TEM_NEED_CELL);
    g_assert_cmpint (need->seat, ==, ANA);
    g_assert_true (need->cells & (G_GUINT64_CONSTANT (1) << C17));
    g_assert_true (need->cells & (G_GUINT64_CONSTANT (1) << C3));
    g_assert_false (need->cells & (G_GUINT64_CONSTANT (1) << C10));
  }
  action.attack.choice_cell = C17;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (scored (&events, BEN, TEM_SCORE_RETREAT), ==, 1);
  g_assert_cmpint (game.players[ANA].cell, ==, C17);
  g_assert_true (game.players[ANA].ad_hoc);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_RETREATED));
  g_assert_false (game.combat.active);
}

/* R-C8, R-C9: KO'd as a Pilot: full health, resources raised to 2, back to
 * base, or next to it when the base is hostile. */
static void
test_a_knocked_out_pilot_goes_home (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  known_game (&game, 2, ANA);
  game.players[ANA].cell = C3;
  game.players[ANA].health = 1;
  game.players[ANA].energy = 0;
  game.players[ANA].credits = 5;
  game.players[BEN].cell = C4;
  give_turn (&game, BEN);
  move (&game, BEN, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, NULL);
  tem_action_init_attack (&action, BEN, BASIC_CARD (TEM_KIND_PULSE_PISTOL, 0), 0);
  test_apply_action_ok (&game, &action, &events);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_KNOCKED_OUT));
  g_assert_cmpint (game.players[ANA].health, ==, 5);
  g_assert_cmpint (game.players[ANA].energy, ==, 2);
  g_assert_cmpint (game.players[ANA].credits, ==, 5);
  g_assert_cmpint (game.players[ANA].cell, ==, B_EAST);
  g_assert_true (game.players[ANA].ad_hoc);

  /* Her base hostile (Ben's turret on it): next to it instead. */
  known_game (&game, 2, ANA);
  game.players[ANA].cell = C3;
  game.players[ANA].health = 1;
  game.players[ANA].mines[0] = TEM_NO_CELL;
  game.players[BEN].turrets[0] = B_EAST;
  game.players[BEN].cell = C2;
  game.players[BEN].mines[1] = C18;
  give_turn (&game, BEN);
  move (&game, BEN, TEM_PROGRAM_COLLECT, TEM_DIRECTION_EAST, NULL);
  tem_action_init_attack (&action, BEN, BASIC_CARD (TEM_KIND_PULSE_PISTOL, 0), 0);
  /* Around B_EAST: C4 and C10 tie (C18 holds Ben's mine). */
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, NULL);
  action.attack.choice_cell = C18;
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, NULL);
  action.attack.choice_cell = C4;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[ANA].cell, ==, C4);
}

/* R-C10: KO'd in Power Armor: a Pilot again at full pilot health, in the
 * closest non-hostile zone, re-equipping. */
static void
test_knocked_out_of_power_armor (void)
{
  TemGame game;
  TemAction action;

  known_game (&game, 2, ANA);
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 2;
  game.players[ANA].cell = C16;
  equip_card (&game, ANA, ADVANCED_CARD (TEM_KIND_WARHAMMER));
  game.players[BEN].cell = C15;
  give_turn (&game, BEN);
  move (&game, BEN, TEM_PROGRAM_COLLECT, TEM_DIRECTION_EAST, NULL);
  tem_action_init_attack (&action, BEN, BASIC_CARD (TEM_KIND_PULSE_PISTOL, 0), 0);
  action.attack.choice_cell = C17;
  test_apply_action_ok (&game, &action, NULL);
  g_assert_cmpint (game.players[ANA].status, ==, TEM_STATUS_PILOT);
  g_assert_cmpint (game.players[ANA].health, ==, 5);
  g_assert_cmpint (game.players[ANA].cell, ==, C17);
  g_assert_false (game.weapons[ADVANCED_CARD (TEM_KIND_WARHAMMER)].equipped);
  g_assert_true (game.players[ANA].reequip);
}

/* R-C12: hostile means an enemy pilot or an enemy token; closest returns
 * every tie so the player can choose. */
static void
test_hostile_zones_and_closest_ties (void)
{
  TemGame game;
  int out[TEM_ARENA_CELLS];
  guint n;

  known_game (&game, 2, ANA);
  g_assert_true (tem_game_is_hostile (&game, ANA, B_WEST));     /* Ben and his mine */
  g_assert_false (tem_game_is_hostile (&game, ANA, B_EAST));    /* her own mine */
  game.players[BEN].turrets[0] = C16;
  g_assert_true (tem_game_is_hostile (&game, ANA, C16));
  g_assert_false (tem_game_is_hostile (&game, BEN, C16));

  n = tem_game_closest_safe (&game, ANA, MECH, out);
  g_assert_cmpuint (n, ==, 3);                                  /* C2, C8, C10: C16 is Ben's */
  game.players[BEN].turrets[1] = C2;
  game.players[BEN].turrets[2] = C8;
  game.players[BEN].mines[1] = C10;
  n = tem_game_closest_safe (&game, ANA, MECH, out);
  g_assert_cmpuint (n, ==, 5);          /* two steps away: C1, C3, B_EAST, C15, C17 */
}

/* R-AH1, R-AH2, R-AH3: in Ad Hoc mode any card, repeats allowed; no combat
 * started on the first Ad Hoc turn, though others may attack; it ends with
 * the round. */
static void
test_ad_hoc_mode (void)
{
  TemGame game;
  TemAction action;

  known_game (&game, 2, ANA);
  begin_execution (&game);
  tem_game_enter_ad_hoc (&game, ANA, NULL);
  game.players[BEN].cell = C10;
  tem_action_init_move (&action, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-AH2");
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_NORTH, NULL);
  end_turn (&game, ANA);
  g_assert_false (game.players[ANA].ad_hoc_fresh);

  /* Ben may start a combat with her. */
  game.players[BEN].cell = C3;
  move (&game, BEN, TEM_PROGRAM_COLLECT, TEM_DIRECTION_EAST, NULL);
  g_assert_true (game.combat.active);
  game.combat.active = FALSE;
  end_turn (&game, BEN);

  /* The same card again, and now she may start one. */
  game.players[BEN].cell = C3;
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, NULL);
  g_assert_true (game.combat.active);
  game.combat.active = FALSE;

  for (guint seat = 0; seat < 2; seat++)
    game.players[seat].cards_played = TEM_CARDS_PER_ROUND;
  game.phase = TEM_PHASE_ROUND_END;
  game.turn.seat = TEM_NOBODY;
  tem_action_init_end_round (&action, TRUE);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_false (game.players[ANA].ad_hoc);
}

/* R-SC1, R-MM5: the scoring round. */
static void
test_scoring_rounds_count_tokens_pilots_and_the_mech (void)
{
  TemGame game;
  TemAction action;
  TemScoreLine lines[TEM_MAX_PLAYERS];
  TemEvents events;

  known_game (&game, 2, ANA);
  /* Ana: pilot on C10 (2) with her own turret there (2 × 2), a mine on her
   * base (2) and on C2 (3); Ben in the Mech on MECH (2), mine on his base. */
  game.players[ANA].cell = C10;
  game.players[ANA].turrets[0] = C10;
  game.players[ANA].mines[1] = C2;
  game.players[BEN].cell = MECH;
  game.players[BEN].status = TEM_STATUS_MIGHTY_MECH;
  game.players[BEN].health = 11;
  game.mech_controller = BEN;

  g_assert_true (tem_game_compute_scores (&game, FALSE, lines, NULL));
  g_assert_cmpint (lines[ANA].mines, ==, 2 + 3);
  g_assert_cmpint (lines[ANA].turrets, ==, 4);
  g_assert_cmpint (lines[ANA].pilot, ==, 2);
  g_assert_cmpint (lines[ANA].total, ==, 11);
  g_assert_cmpint (lines[BEN].mech, ==, 3);
  g_assert_cmpint (lines[BEN].total, ==, 2 + 2 + 3);

  /* Round 1 does not score; round 2 does (R-RD1). */
  tem_action_init_end_round (&action, FALSE);
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[ANA].score, ==, 0);
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[ANA].score, ==, 11);
  g_assert_cmpint (game.players[BEN].score, ==, 7);
  g_assert_cmpint (scored (&events, BEN, TEM_SCORE_MECH_CONTROL), ==, 3);

  /* An unknown zone value is named, and nothing is scored. */
  game.arena.zones[C2].value = TEM_VALUE_UNKNOWN;
  game.round = 4;
  test_apply_refused_saying (&game, &action, MC_RULE_ERROR_UNKNOWN_VALUE, NULL, "C1");
}

/* R-SC2, R-RD5: after round 6, the VP printed on every weapon purchased.
 * The book: "each player adds the total victory points listed on all
 * purchased Weapon Cards"; the overview: "score victory points for each
 * Weapon they have purchased". The basic kept at setup (R-S8) was not
 * purchased; a basic bought later was. */
static void
test_final_scoring_adds_purchased_weapon_vp (void)
{
  TemGame game;
  TemAction action;
  TemScoreLine lines[TEM_MAX_PLAYERS];
  g_autofree char *said = NULL;
  int pistol = BASIC_CARD (TEM_KIND_PULSE_PISTOL, 2);
  int hammer = ADVANCED_CARD (TEM_KIND_WARHAMMER);

  known_game (&game, 2, ANA);
  game.players[ANA].credits = 9;
  game.players[ANA].energy = 9;
  /* Between turns: a basic (1 VP) and the Warhammer from the row (3 VP). */
  tem_action_init_purchase (&action, ANA, pistol, -1);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_purchase (&action, ANA, hammer, TEM_KIND_WARHAMMER + 6);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_true (game.weapons[pistol].purchased);
  g_assert_true (game.weapons[hammer].purchased);

  game.round = 6;
  g_assert_true (tem_game_compute_scores (&game, TRUE, lines, NULL));
  g_assert_cmpint (lines[ANA].weapons, ==, 1 + 3);
  g_assert_cmpuint (lines[ANA].weapon_cards, ==, (1u << pistol) | (1u << hammer));
  g_assert_cmpuint (lines[ANA].kept_cards, ==, 1u << BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0));
  /* Ben bought nothing: his kept basic scores nothing. */
  g_assert_cmpint (lines[BEN].weapons, ==, 0);
  said = tem_game_describe_weapon_scoring (&game, ANA);
  g_assert_cmpstr (said, ==, "Weapons purchased: Pulse Pistol 1 VP and Warhammer 3 VP; Energy Sword, kept at setup, "
                             "scores no VP.");

  tem_action_init_end_round (&action, FALSE);
  test_apply_action_ok (&game, &action, NULL);
  /* Ana: pilot on her base 2 + mine there 2 + pistol 1 + hammer 3; the
   * sword she kept at setup adds nothing. */
  g_assert_cmpint (game.players[ANA].score, ==, 8);
  g_assert_true (game.over);

  /* The kept sword's VP need not be known; a purchased weapon's must. */
  known_game (&game, 2, ANA);
  tem_action_init_set_weapon (&action, TEM_KIND_ENERGY_SWORD, TEM_WEAPON_FIELD_VP, TEM_VALUE_UNKNOWN);
  test_apply_action_ok (&game, &action, NULL);
  game.round = 6;
  g_assert_true (tem_game_compute_scores (&game, TRUE, lines, NULL));
  tem_action_init_purchase (&action, ANA, pistol, -1);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_set_weapon (&action, TEM_KIND_PULSE_PISTOL, TEM_WEAPON_FIELD_VP, TEM_VALUE_UNKNOWN);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_end_round (&action, FALSE);
  test_apply_refused (&game, &action, MC_RULE_ERROR_UNKNOWN_VALUE, "R-SC2");
}

/* R-SC3: ties go to the Mech's controller, then the most weapons, else the
 * victory is shared. */
static void
test_tie_breakers (void)
{
  TemGame game;
  TemStandings standings;
  g_autofree char *mech = NULL;
  g_autofree char *weapons = NULL;
  g_autofree char *shared = NULL;

  known_game (&game, 3, ANA);
  game.players[ANA].score = 20;
  game.players[BEN].score = 20;
  game.players[CLEO].score = 12;
  tem_game_get_standings (&game, &standings);
  g_assert_cmpint (standings.tie_break, ==, TEM_TIE_BREAK_SHARED);
  g_assert_cmpuint (standings.n_winners, ==, 2);
  g_assert_cmpuint (standings.order[2], ==, CLEO);
  shared = tem_game_explain_standings (&game, &standings);
  g_assert_nonnull (strstr (shared, "Ana and Ben share"));

  game.weapons[BASIC_CARD (TEM_KIND_RIOT_SHIELD, 1)].place = TEM_PLACE_OWNED;
  game.weapons[BASIC_CARD (TEM_KIND_RIOT_SHIELD, 1)].owner = BEN;
  tem_game_get_standings (&game, &standings);
  g_assert_cmpint (standings.tie_break, ==, TEM_TIE_BREAK_WEAPONS);
  g_assert_cmpuint (standings.winners[0], ==, BEN);
  weapons = tem_game_explain_standings (&game, &standings);
  g_assert_nonnull (strstr (weapons, "most weapons"));

  game.players[ANA].status = TEM_STATUS_MIGHTY_MECH;
  game.players[ANA].health = 11;
  game.mech_controller = ANA;
  game.mech_cell = game.players[ANA].cell;
  tem_game_get_standings (&game, &standings);
  g_assert_cmpint (standings.tie_break, ==, TEM_TIE_BREAK_MECH);
  g_assert_cmpuint (standings.winners[0], ==, ANA);
  mech = tem_game_explain_standings (&game, &standings);
  g_assert_nonnull (strstr (mech, "Mighty Mech"));

  game.players[CLEO].score = 30;
  tem_game_get_standings (&game, &standings);
  g_assert_cmpint (standings.tie_break, ==, TEM_TIE_BREAK_NONE);
  g_assert_cmpuint (standings.winners[0], ==, CLEO);
}

/* The players' own card values: refused off the card's range. */
static void
test_card_values_are_bounded (void)
{
  TemGame game;
  TemAction action;

  known_game (&game, 2, ANA);
  tem_action_init_set_zone (&action, C0, 10, TEM_RESOURCE_ENERGY);
  test_apply_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  tem_action_init_set_zone (&action, 5, 1, TEM_RESOURCE_ENERGY);          /* no card there */
  test_apply_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
  tem_action_init_set_zone (&action, C0, 1, 0);
  test_apply_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
  tem_action_init_set_weapon (&action, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_TYPE, 7);
  test_apply_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  tem_action_init_set_weapon (&action, 40, TEM_WEAPON_FIELD_VP, 1);
  test_apply_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);

  /* A combat with a weapon whose numbers are missing names the card. */
  known_game (&game, 2, ANA);
  tem_action_init_set_weapon (&action, TEM_KIND_ENERGY_SWORD, TEM_WEAPON_FIELD_ATTACK, TEM_VALUE_UNKNOWN);
  test_apply_action_ok (&game, &action, NULL);
  game.players[BEN].cell = C10;
  give_turn (&game, ANA);
  move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, NULL);
  tem_action_init_attack (&action, ANA, BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0), 0);
  test_apply_refused_saying (&game, &action, MC_RULE_ERROR_UNKNOWN_VALUE, NULL, "Energy Sword");
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/rules/combat/no-weapon-left-retreats", test_no_weapon_left_retreats);
  g_test_add_func ("/rules/combat/a-power-attack-is-a-choice", test_a_power_attack_is_a_choice);
  g_test_add_func ("/rules/combat/an-entered-ability-is-applied", test_an_entered_ability_is_applied);
  g_test_add_func ("/rules/setup/presets-hold-the-cards-for-the-player-count", test_presets_hold_the_cards_for_the_player_count);
  g_test_add_func ("/rules/setup/custom-arenas-are-checked", test_custom_arenas_are_checked);
  g_test_add_func ("/rules/setup/bases-are-taken-counter-clockwise", test_bases_are_taken_counter_clockwise_from_the_starting_players_right);
  g_test_add_func ("/rules/setup/a-drawn-arena-uses-the-box-cards-and-solo-takes-the-north-base",
                   test_a_drawn_arena_uses_the_box_cards_and_solo_takes_the_north_base);
  g_test_add_func ("/rules/setup/pilots-tokens-and-weapons", test_setup_places_pilots_tokens_and_weapons);
  g_test_add_func ("/rules/round/turns-go-clockwise-four-cards-each", test_turns_go_clockwise_four_cards_each);
  g_test_add_func ("/rules/move/a-card-moves-one-zone-then-its-action", test_a_card_moves_one_zone_then_its_action);
  g_test_add_func ("/rules/move/walls-block-the-move-not-the-action", test_walls_block_the_move_but_not_the_action);
  g_test_add_func ("/rules/move/entering-an-enemy-starts-combat", test_entering_an_enemy_starts_combat_instead_of_the_action);
  g_test_add_func ("/rules/move/mines-and-turrets-hit-the-pilot-entering", test_mines_and_turrets_hit_the_pilot_entering);
  g_test_add_func ("/rules/move/a-turret-stays-only-if-it-knocks-out", test_a_turret_stays_only_if_it_knocks_out);
  g_test_add_func ("/rules/move/double-jump-passes-over-a-mine-and-power-attacks", test_double_jump_passes_over_a_mine_and_power_attacks);
  g_test_add_func ("/rules/move/diagonal-jump-lands-with-a-power-attack", test_diagonal_jump_lands_with_a_power_attack);
  g_test_add_func ("/rules/move/own-tokens-never-hurt", test_own_tokens_never_hurt);
  g_test_add_func ("/rules/actions/collect-counts-each-controlled-zone-once", test_collect_counts_each_controlled_zone_once);
  g_test_add_func ("/rules/actions/purchase-pays-and-refills-the-row", test_purchase_pays_and_refills_the_row);
  g_test_add_func ("/rules/actions/equipping-respects-slots-and-timing", test_equipping_respects_slots_and_timing);
  g_test_add_func ("/rules/actions/deploying-mines-and-turrets", test_deploying_mines_and_turrets);
  g_test_add_func ("/rules/actions/mine-before-combat-turret-after", test_mine_before_combat_turret_after);
  g_test_add_func ("/rules/actions/power-up-is-heal-or-upgrade-not-both", test_power_up_is_heal_or_upgrade_not_both);
  g_test_add_func ("/rules/mech/taking-the-mighty-mech", test_taking_the_mighty_mech);
  g_test_add_func ("/rules/mech/passes-to-whoever-knocks-its-pilot-out", test_the_mech_passes_to_whoever_knocks_its_pilot_out);
  g_test_add_func ("/rules/mech/a-trap-leaves-it-empty-where-it-stood", test_a_trap_leaves_the_mech_empty_where_it_stood);
  g_test_add_func ("/rules/combat/alternates-and-exhausts-weapons", test_combat_alternates_and_exhausts_weapons);
  g_test_add_func ("/rules/combat/counters-go-round", test_counters_go_round_area_ranged_melee);
  g_test_add_func ("/rules/combat/rulebook-example-lightning-coil-and-warhammer", test_rulebook_example_lightning_coil_and_warhammer);
  g_test_add_func ("/rules/combat/out-of-weapons-means-retreat", test_out_of_weapons_means_retreat);
  g_test_add_func ("/rules/combat/a-knocked-out-pilot-goes-home", test_a_knocked_out_pilot_goes_home);
  g_test_add_func ("/rules/combat/knocked-out-of-power-armor", test_knocked_out_of_power_armor);
  g_test_add_func ("/rules/combat/hostile-zones-and-closest-ties", test_hostile_zones_and_closest_ties);
  g_test_add_func ("/rules/ad-hoc/any-card-no-combat-first-ends-with-round", test_ad_hoc_mode);
  g_test_add_func ("/rules/scoring/rounds-count-tokens-pilots-and-the-mech", test_scoring_rounds_count_tokens_pilots_and_the_mech);
  g_test_add_func ("/rules/scoring/final-adds-purchased-weapon-vp-only", test_final_scoring_adds_purchased_weapon_vp);
  g_test_add_func ("/rules/scoring/tie-breakers", test_tie_breakers);
  g_test_add_func ("/rules/catalogue/card-values-are-bounded", test_card_values_are_bounded);

  return g_test_run ();
}
