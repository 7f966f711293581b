/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What setup or the catalogue may leave unknown is asked when a rule needs
 * it, never refused with a pointer elsewhere: the rules core says exactly
 * what it needs (a TemNeed), the answer is entered as an action, and the
 * same action then goes on. Here: the basic weapon kept at setup (R-S8),
 * the weapon corrections that record it (journaled like any action), and
 * a robot deploying on a zone whose value was never entered (R-SO12). */
#include "config.h"

#include <string.h>

#include "journal/mc-journal-action.h"
#include "rules/mc-rule-error.h"
#include "mechs/tem-game.h"
#include "mechs/tem-need.h"

#include "test-util.h"

/* The 2-player preset (cell = row * 7 + column): Ben's base is 7, Ana's
 * 11; C10 is west of Ana's base. The solo arena: Ana's base 2, Robot A's
 * 21 (south-west corner, facing north), Robot B's 25. */
enum { C10 = 10, SOLO_14 = 14, SOLO_22 = 22 };
enum { ANA, BEN };
enum { ROBOT_A = 1, ROBOT_B = 2 };

/* A 2-player game with every value entered but Ben's basic weapon, which
 * setup left "Not recorded"; Ana to play, Ben one zone west of her. */
static void
game_without_bens_weapon (TemGame *game)
{
  TemAction action;

  tem_game_init (game);
  test_new_game_action (&action, 2, ANA);
  test_flat_arena (&action);
  action.new_game.starting_basic[ANA] = TEM_KIND_ENERGY_SWORD;
  action.new_game.starting_basic[BEN] = -1;
  test_apply_action_ok (game, &action, NULL);
  tem_action_init_begin_execution (&action);
  test_apply_action_ok (game, &action, NULL);
  game->players[BEN].cell = C10;
  game->turn.seat = ANA;
  game->turn.card = TEM_PROGRAM_NONE;
}

/* Applies @action, which must stop on a need of @kind; returns the need. */
static TemNeed
expect_need (TemGame         *game,
             const TemAction *action,
             TemNeedKind      kind)
{
  TemGame before = *game;
  g_autoptr(GError) error = NULL;
  const TemNeed *need;

  g_assert_false (tem_game_apply (game, action, NULL, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_UNKNOWN_VALUE);
  need = tem_need_from_error (error);
  g_assert_nonnull (need);
  g_assert_cmpint (need->kind, ==, kind);
  /* Asked, not half done: the game is as it was. */
  g_assert_cmpmem (game, sizeof *game, &before, sizeof before);
  test_assert_words_first (error->message);
  return *need;
}

/* R-S8, R-C1: Ana walks into Ben, whose basic weapon setup did not record.
 * The move stops on one question, which basic weapon Ben kept; the answer
 * is a correction, and the same move then starts the combat. */
static void
test_a_missing_basic_weapon_is_asked_when_a_combat_starts (void)
{
  TemGame game;
  TemAction move, answer;
  TemEvents events;
  TemNeed need;
  int card;

  game_without_bens_weapon (&game);
  tem_action_init_move (&move, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST);
  need = expect_need (&game, &move, TEM_NEED_STARTING_WEAPON);
  g_assert_cmpint (need.seat, ==, BEN);

  tem_action_init_correct (&answer, BEN, TEM_FIELD_WEAPON_GAINED, TEM_KIND_PULSE_PISTOL);
  test_apply_action_ok (&game, &answer, &events);
  g_assert_nonnull (mc_rule_events_find (&events, TEM_EVENT_VALUE_CORRECTED, BEN));
  card = test_owned_card (&game, BEN, TEM_KIND_PULSE_PISTOL);
  g_assert_cmpint (card, >=, 0);
  /* Kept at setup, equipped, and not bought: no VP at the end (R-SC2). */
  g_assert_true (game.weapons[card].equipped);
  g_assert_false (game.weapons[card].purchased);

  test_apply_action_ok (&game, &move, NULL);
  g_assert_true (game.combat.active);
  g_assert_cmpint (game.combat.defender, ==, BEN);
}

/* R-S8, R-C1: neither pilot's kept basic weapon recorded. The move asks
 * both in one question (the need names Ana and, as also_seat, Ben:
 * walk 16 had two alike dialogs one after the other); one pilot
 * missing, the need names that one alone. */
static void
test_both_missing_weapons_are_asked_at_once (void)
{
  TemGame game;
  TemAction move, answer;
  TemNeed need;

  game_without_bens_weapon (&game);
  tem_action_init_move (&move, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST);
  need = expect_need (&game, &move, TEM_NEED_STARTING_WEAPON);
  g_assert_cmpint (need.also_seat, ==, -1);

  tem_game_init (&game);
  test_new_game_action (&move, 2, ANA);
  test_flat_arena (&move);
  move.new_game.starting_basic[ANA] = -1;
  move.new_game.starting_basic[BEN] = -1;
  test_apply_action_ok (&game, &move, NULL);
  tem_action_init_begin_execution (&move);
  test_apply_action_ok (&game, &move, NULL);
  game.players[BEN].cell = C10;
  game.turn.seat = ANA;
  game.turn.card = TEM_PROGRAM_NONE;
  tem_action_init_move (&move, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST);
  need = expect_need (&game, &move, TEM_NEED_STARTING_WEAPON);
  g_assert_cmpint (need.seat, ==, ANA);
  g_assert_cmpint (need.also_seat, ==, BEN);

  /* Ana's told: Ben's alone is asked next. */
  tem_action_init_correct (&answer, ANA, TEM_FIELD_WEAPON_GAINED, TEM_KIND_ENERGY_SWORD);
  test_apply_action_ok (&game, &answer, NULL);
  need = expect_need (&game, &move, TEM_NEED_STARTING_WEAPON);
  g_assert_cmpint (need.seat, ==, BEN);
  g_assert_cmpint (need.also_seat, ==, -1);
}

/* R-A2, R-A3, R-S8: "one of the 4 Basic Weapons that you do not already
 * have". Ben's kept basic weapon was left "Not recorded"; he plays
 * Purchase and taps a basic one: the kept one is asked first (walk 12:
 * all four were for sale, the kept one too, and the one bought went to
 * the stockpile with nothing equipped). Told it is the Pulse Pistol,
 * the pistol is his and not for sale to him; the Energy Sword is. */
static void
test_the_kept_basic_weapon_is_asked_before_a_basic_is_bought (void)
{
  TemGame game;
  TemAction buy, answer;
  TemNeed need;
  int sword, pistol;

  game_without_bens_weapon (&game);
  game.turn.seat = BEN;
  game.turn.card = TEM_PROGRAM_PURCHASE;
  game.turn.action_open = TRUE;
  game.players[BEN].credits = 9;
  game.players[BEN].energy = 9;
  for (guint kind = 0; kind < TEM_N_BASIC_KINDS; kind++)
    {
      game.weapon_stats[kind].cost_energy = 1;
      game.weapon_stats[kind].cost_credits = 2;
    }
  sword = tem_game_find_weapon_card (&game, TEM_KIND_ENERGY_SWORD, TEM_PLACE_SUPPLY);
  pistol = tem_game_find_weapon_card (&game, TEM_KIND_PULSE_PISTOL, TEM_PLACE_SUPPLY);
  g_assert_cmpint (sword, >=, 0);
  g_assert_cmpint (pistol, >=, 0);

  tem_action_init_purchase (&buy, BEN, pistol, -1);
  need = expect_need (&game, &buy, TEM_NEED_STARTING_WEAPON);
  g_assert_cmpint (need.seat, ==, BEN);

  tem_action_init_correct (&answer, BEN, TEM_FIELD_WEAPON_GAINED, TEM_KIND_PULSE_PISTOL);
  test_apply_action_ok (&game, &answer, NULL);
  g_assert_true (game.weapons[test_owned_card (&game, BEN, TEM_KIND_PULSE_PISTOL)].equipped);
  /* R-A3: at most one of each basic weapon. */
  tem_action_init_purchase (&buy, BEN, tem_game_find_weapon_card (&game, TEM_KIND_PULSE_PISTOL, TEM_PLACE_SUPPLY),
                            -1);
  test_apply_refused (&game, &buy, MC_RULE_ERROR_FORBIDDEN, "R-A3");
  tem_action_init_purchase (&buy, BEN, sword, -1);
  test_apply_action_ok (&game, &buy, NULL);
  g_assert_cmpint (test_owned_card (&game, BEN, TEM_KIND_ENERGY_SWORD), ==, sword);
  g_assert_cmpint (game.players[BEN].credits, ==, 7);

  /* A game begun before (edition 4) sold the basic weapons as it did. */
  game_without_bens_weapon (&game);
  game.rules_edition = TEM_RULES_EDITION_KEPT_BASIC;
  game.turn.seat = BEN;
  game.turn.card = TEM_PROGRAM_PURCHASE;
  game.turn.action_open = TRUE;
  game.players[BEN].credits = 9;
  game.players[BEN].energy = 9;
  game.weapon_stats[TEM_KIND_ENERGY_SWORD].cost_energy = 1;
  game.weapon_stats[TEM_KIND_ENERGY_SWORD].cost_credits = 2;
  tem_action_init_purchase (&buy, BEN, sword, -1);
  test_apply_action_ok (&game, &buy, NULL);
}

/* R-A4, R-S8, R-C1: Ben skipped his basic weapon at setup and later
 * bought a Pulse Pistol, left in his stockpile; on his turn he walks into
 * Ana. The book says a player always has a weapon equipped (R-A4), so the
 * move asks which one is on the table (not "equip one at the start of
 * your turn", a moment already past); the pistol of his stockpile is the
 * answer, a correction that equips it and gives him no second card, and
 * the same move then starts the combat. */
static void
test_a_stockpiled_weapon_is_asked_when_a_combat_starts (void)
{
  TemGame game;
  TemAction move, answer;
  TemNeed need;
  int pistol;

  game_without_bens_weapon (&game);
  /* A game begun before the kept weapon was asked after a purchase
   * (TEM_RULES_EDITION_KEPT_BASIC): the bought pistol stands for it. */
  game.rules_edition = TEM_RULES_EDITION_ASKS;
  pistol = tem_game_find_weapon_card (&game, TEM_KIND_PULSE_PISTOL, TEM_PLACE_SUPPLY);
  g_assert_cmpint (pistol, >=, 0);
  game.weapons[pistol].place = TEM_PLACE_OWNED;
  game.weapons[pistol].owner = BEN;
  game.weapons[pistol].purchased = TRUE;
  game.weapons[pistol].equipped = FALSE;
  game.turn.seat = BEN;
  game.players[ANA].cell = C10 - 1;

  tem_action_init_move (&move, BEN, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST);
  need = expect_need (&game, &move, TEM_NEED_STARTING_WEAPON);
  g_assert_cmpint (need.seat, ==, BEN);

  tem_action_init_correct (&answer, BEN, TEM_FIELD_WEAPON_GAINED, TEM_KIND_PULSE_PISTOL);
  test_apply_action_ok (&game, &answer, NULL);
  g_assert_cmpint (test_owned_card (&game, BEN, TEM_KIND_PULSE_PISTOL), ==, pistol);
  g_assert_true (game.weapons[pistol].equipped);
  /* Still the one bought: its VP count at the end (R-SC2). */
  g_assert_true (game.weapons[pistol].purchased);

  test_apply_action_ok (&game, &move, NULL);
  g_assert_true (game.combat.active);
  g_assert_cmpint (game.combat.attacker, ==, BEN);
  g_assert_cmpint (game.combat.defender, ==, ANA);
}

/* Ben buys @kind, equipped, after setup left his kept basic weapon "Not
 * recorded"; returns the card. */
static int
ben_buys (TemGame *game,
          guint    kind)
{
  int card = tem_game_find_weapon_card (game, kind, TEM_PLACE_SUPPLY);

  g_assert_cmpint (card, >=, 0);
  game->weapons[card].place = TEM_PLACE_OWNED;
  game->weapons[card].owner = BEN;
  game->weapons[card].purchased = TRUE;
  game->weapons[card].equipped = TRUE;
  return card;
}

/* R-S8, R-C2, R-C7 (the walk's case): Ben left his kept basic weapon "Not
 * recorded" at setup, then bought an Energy Sword (the walk's Ben, a
 * Grenade Launcher). A combat starts, Ben attacking or attacked: before
 * any attack the app asks which basic weapon he kept, though he owns one
 * bought. It cannot be a second Energy Sword (R-A3: one of each basic
 * kind), so that answer changes nothing; a Pulse Pistol is the kept one,
 * not bought. After
 * one attack each Ben still has the kept one to attack with: no retreat
 * (the walk's Ben was made to retreat with it in hand). */
static int
first_unused (const TemGame *game,
              guint          seat)
{
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game->weapons[card].place == TEM_PLACE_OWNED && game->weapons[card].owner == (int) seat
        && game->weapons[card].equipped && !(game->combat.exhausted & (1u << card)))
      return (int) card;
  return -1;
}

static void
check_kept_weapon_asked_after_a_purchase (gboolean ben_attacks)
{
  TemGame game;
  TemAction move, answer, attack;
  TemEvents events;
  TemNeed need;
  int bought, kept = -1;

  game_without_bens_weapon (&game);
  g_assert_cmpint (game.rules_edition, ==, TEM_RULES_EDITION_LATEST);
  /* Swords that deal 1 a blow: nobody is KO'd in two attacks. */
  game.weapon_stats[TEM_KIND_ENERGY_SWORD] = (TemWeaponStats) { .type = TEM_WEAPON_TYPE_MELEE, .cost_credits = 2,
                                                                .attack = 1, .power = 2,
                                                                .ability = TEM_ABILITY_NONE };
  game.weapon_stats[TEM_KIND_PULSE_PISTOL] = (TemWeaponStats) { .type = TEM_WEAPON_TYPE_RANGED, .cost_credits = 2,
                                                               .attack = 1, .power = 2,
                                                               .ability = TEM_ABILITY_NONE };
  bought = ben_buys (&game, TEM_KIND_ENERGY_SWORD);
  /* Ana has two, so that she does not retreat first. */
  {
    int second = tem_game_find_weapon_card (&game, TEM_KIND_ENERGY_SWORD, TEM_PLACE_SUPPLY);

    game.weapons[second].place = TEM_PLACE_OWNED;
    game.weapons[second].owner = ANA;
    game.weapons[second].purchased = TRUE;
    game.weapons[second].equipped = TRUE;
  }
  if (ben_attacks)
    {
      game.turn.seat = BEN;
      game.players[ANA].cell = C10 - 1;
      tem_action_init_move (&move, BEN, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST);
    }
  else
    tem_action_init_move (&move, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST);
  need = expect_need (&game, &move, TEM_NEED_STARTING_WEAPON);
  g_assert_cmpint (need.seat, ==, BEN);
  g_assert_true (tem_game_asks_kept_basic (&game, BEN));

  tem_action_init_correct (&answer, BEN, TEM_FIELD_WEAPON_GAINED, TEM_KIND_ENERGY_SWORD);
  {
    TemGame before = game;
    g_autoptr(GError) error = NULL;

    g_assert_false (tem_game_apply (&game, &answer, NULL, &error));
    g_assert_nonnull (error);
    g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
  }
  g_assert_true (tem_game_asks_kept_basic (&game, BEN));
  tem_action_init_correct (&answer, BEN, TEM_FIELD_WEAPON_GAINED, TEM_KIND_PULSE_PISTOL);
  test_apply_action_ok (&game, &answer, NULL);
  g_assert_false (tem_game_asks_kept_basic (&game, BEN));
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if ((int) card != bought && game.weapons[card].owner == BEN && game.weapons[card].place == TEM_PLACE_OWNED)
      kept = (int) card;
  g_assert_cmpint (kept, >=, 0);
  g_assert_cmpuint (game.weapons[kept].kind, ==, TEM_KIND_PULSE_PISTOL);
  g_assert_false (game.weapons[kept].purchased);
  /* R-A4: a Pilot holds two basic weapons. */
  g_assert_true (game.weapons[kept].equipped);
  g_assert_true (game.weapons[bought].purchased);

  test_apply_action_ok (&game, &move, NULL);
  g_assert_true (game.combat.active);
  /* One attack each, Ben's first with the bought sword. */
  for (guint i = 0; i < 2; i++)
    {
      if (game.combat.next == BEN)
        tem_action_init_attack (&attack, BEN, bought, 0);
      else
        tem_action_init_attack (&attack, ANA, first_unused (&game, ANA), 0);
      test_apply_action_ok (&game, &attack, &events);
      g_assert_false (mc_rule_events_has (&events, TEM_EVENT_RETREATED));
      if (!game.combat.active)
        break;
    }
  if (game.combat.active && game.combat.next == BEN)
    {
      tem_action_init_attack (&attack, BEN, kept, 0);
      test_apply_action_ok (&game, &attack, &events);
    }
}

static void
test_kept_weapon_asked_after_a_purchase_attacking (void)
{
  check_kept_weapon_asked_after_a_purchase (TRUE);
}

static void
test_kept_weapon_asked_after_a_purchase_attacked (void)
{
  check_kept_weapon_asked_after_a_purchase (FALSE);
}

/* Ana's solo game, her basic weapon never entered, every other value
 * known; Ana north of Robot A, whose Deploy card takes it to the highest
 * zone it sees, hers. @by_the_book: a game saved before the app asked
 * for the weapon (rules edition 2). */
static void
robot_a_to_face_ana (TemGame  *game,
                     gboolean  by_the_book)
{
  TemAction action;

  tem_game_init (game);
  tem_action_init_solo_game (&action, "Ana", TEM_COLOUR_RED, "Maverick", 5, "Robot A", "Robot B",
                             TEM_PROGRAM_COLLECT, 77);
  if (by_the_book)
    action.new_game.rules_edition = TEM_RULES_EDITION_BY_THE_BOOK;
  test_flat_arena (&action);
  test_apply_action_ok (game, &action, NULL);
  tem_action_init_begin_execution (&action);
  test_apply_action_ok (game, &action, NULL);
  game->players[ANA].cell = SOLO_14;
  game->arena.zones[SOLO_14].value = 3;
  game->turn.seat = ROBOT_A;
  game->turn.card = TEM_PROGRAM_NONE;
  game->players[ROBOT_A].deck[game->players[ROBOT_A].deck_drawn] = TEM_PROGRAM_DEPLOY_TURRET;
}

/* The same question when a Robot Pilot walks onto the human (R-SO9): the
 * human's weapons never recorded are asked, not taken for none, which
 * would make them retreat at their first attack (R-C7). */
static void
test_a_robot_attacking_asks_the_humans_missing_weapon (void)
{
  TemGame game;
  TemAction action;
  TemNeed need;

  robot_a_to_face_ana (&game, FALSE);
  tem_action_init_robot_turn (&action, ROBOT_A, -1);
  need = expect_need (&game, &action, TEM_NEED_STARTING_WEAPON);
  g_assert_cmpint (need.seat, ==, ANA);

  {
    TemAction answer;

    tem_action_init_correct (&answer, ANA, TEM_FIELD_WEAPON_GAINED, TEM_KIND_RIOT_SHIELD);
    test_apply_action_ok (&game, &answer, NULL);
  }
  test_apply_action_ok (&game, &action, NULL);
  g_assert_true (game.combat.active);
  g_assert_cmpint (game.combat.attacker, ==, ROBOT_A);

  /* A game saved before this question (rules edition 2) replays as it was
   * played: the combat starts without asking. */
  robot_a_to_face_ana (&game, TRUE);
  tem_action_init_robot_turn (&action, ROBOT_A, -1);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_true (game.combat.active);
}

/* R-SO12: a robot deploys where it lands, paying the zone's value; R-SO9:
 * blocked on all three sides it turns around into a zone it never
 * compared. A value never entered there is asked, not taken as "cannot
 * pay" (it would Collect instead). */
static void
test_a_robot_deploying_asks_an_unknown_zone_value (void)
{
  TemGame game;
  TemAction action, answer;
  TemEvents events;
  TemNeed need;

  tem_game_init (&game);
  tem_action_init_solo_game (&action, "Ana", TEM_COLOUR_RED, "Maverick", 5, "Robot A", "Robot B",
                             TEM_PROGRAM_COLLECT, 77);
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    if (action.new_game.arena.zones[cell].kind != TEM_ZONE_NONE)
      {
        action.new_game.arena.zones[cell].value = 2;
        action.new_game.arena.zones[cell].resources = TEM_RESOURCE_ENERGY;
      }
  action.new_game.starting_basic[ANA] = TEM_KIND_RIOT_SHIELD;
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_begin_execution (&action);
  test_apply_action_ok (&game, &action, NULL);

  /* Facing west in its corner: a wall ahead and to the left, Robot B to
   * the right (north): it turns around into 22, whose value nobody
   * entered. */
  game.players[ROBOT_A].facing = TEM_DIRECTION_WEST;
  game.players[ROBOT_B].cell = SOLO_14;
  game.arena.zones[SOLO_22].value = TEM_VALUE_UNKNOWN;
  game.turn.seat = ROBOT_A;
  game.turn.card = TEM_PROGRAM_NONE;
  game.players[ROBOT_A].deck[game.players[ROBOT_A].deck_drawn] = TEM_PROGRAM_DEPLOY_TURRET;

  tem_action_init_robot_turn (&action, ROBOT_A, -1);
  need = expect_need (&game, &action, TEM_NEED_ZONE_VALUE);
  g_assert_cmpint (need.cell, ==, SOLO_22);

  tem_action_init_set_zone (&answer, SOLO_22, 2, game.arena.zones[SOLO_22].resources);
  test_apply_action_ok (&game, &answer, NULL);
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[ROBOT_A].cell, ==, SOLO_22);
  g_assert_cmpint (game.players[ROBOT_A].turrets[0], ==, SOLO_22);
  g_assert_null (mc_rule_events_find (&events, TEM_EVENT_COLLECTED, ROBOT_A));
}

/* The table is the truth: a weapon is given to or taken from a player as
 * a correction, refused in words when it cannot be (R-S8: one of each
 * basic weapon per player, four of each in the box). */
static void
test_weapons_are_corrected_as_on_the_table (void)
{
  TemGame game;
  TemAction action;
  g_autofree char *said = NULL;
  int card;

  game_without_bens_weapon (&game);
  tem_action_init_correct (&action, BEN, TEM_FIELD_WEAPON_GAINED, TEM_KIND_GRENADE_LAUNCHER);
  said = tem_game_describe_action (&game, &action);
  g_assert_nonnull (strstr (said, "Ben"));
  g_assert_nonnull (strstr (said, "Grenade Launcher"));
  test_apply_action_ok (&game, &action, NULL);
  test_apply_refused_saying (&game, &action, MC_RULE_ERROR_INVALID, NULL, "already has the Grenade Launcher");

  /* An advanced weapon from the deck counts as bought (R-SC2). */
  tem_action_init_correct (&action, BEN, TEM_FIELD_WEAPON_GAINED, TEM_KIND_LIGHTNING_COIL + TEM_ROW_SIZE);
  test_apply_action_ok (&game, &action, NULL);
  card = test_owned_card (&game, BEN, TEM_KIND_LIGHTNING_COIL + TEM_ROW_SIZE);
  g_assert_true (game.weapons[card].purchased);
  /* A Pilot has no advanced slot: in the stockpile (R-A4). */
  g_assert_false (game.weapons[card].equipped);
  /* One in the row is bought with a Purchase card, not given. */
  tem_action_init_correct (&action, BEN, TEM_FIELD_WEAPON_GAINED, TEM_KIND_LIGHTNING_COIL);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A2");

  /* Given back: the basic to its pile, the advanced to the deck. */
  tem_action_init_correct (&action, BEN, TEM_FIELD_WEAPON_RETURNED, TEM_KIND_GRENADE_LAUNCHER);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_cmpint (test_owned_card (&game, BEN, TEM_KIND_GRENADE_LAUNCHER), ==, -1);
  test_apply_refused_saying (&game, &action, MC_RULE_ERROR_INVALID, NULL, "nothing to give back");

  g_assert_true (tem_game_check_invariants (&game, NULL));

  /* Four Energy Swords in the box (C2): with none left in the pile,
   * giving one is refused in words. */
  for (guint i = 0; i < TEM_N_WEAPON_CARDS; i++)
    if (game.weapons[i].kind == TEM_KIND_ENERGY_SWORD && game.weapons[i].place == TEM_PLACE_SUPPLY)
      game.weapons[i].place = TEM_PLACE_DECK;
  tem_action_init_correct (&action, BEN, TEM_FIELD_WEAPON_GAINED, TEM_KIND_ENERGY_SWORD);
  test_apply_refused_saying (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-S8", "Energy Sword");
}

/* A weapon correction is a journal line of its own, the card named by its
 * stable id, and reads back the same. */
static void
test_a_weapon_correction_is_journaled (void)
{
  TemAction action, back;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  tem_action_init_correct (&action, BEN, TEM_FIELD_WEAPON_GAINED, TEM_KIND_PULSE_PISTOL);
  node = mc_journal_action_to_json (&action);
  json_generator_set_root (generator, node);
  text = json_generator_to_data (generator, NULL);
  g_assert_nonnull (strstr (text, "\"weapon-gained\""));
  g_assert_nonnull (strstr (text, "\"pulse-pistol\""));
  g_assert_true (mc_journal_action_from_json (node, &back, &error));
  g_assert_no_error (error);
  g_assert_cmpint (back.kind, ==, TEM_ACTION_CORRECT);
  g_assert_cmpint (back.correct.field, ==, TEM_FIELD_WEAPON_GAINED);
  g_assert_cmpint (back.correct.value, ==, TEM_KIND_PULSE_PISTOL);
  g_assert_cmpuint (back.correct.player, ==, BEN);
}

/* R-A4: the table is the truth about which weapons lie equipped, at any
 * moment, but within the slots a status holds (a Pilot 2 basic, no
 * advanced) and never none equipped; each refusal says why and changes
 * nothing. R-S8: the kept basic weapon given from the panel counts as
 * kept, not bought (R-SC2), even beside a bought one of another kind. */
static void
test_equipment_is_corrected_within_the_slots (void)
{
  TemGame game, before;
  TemAction action;
  g_autofree char *said = NULL;
  int launcher, pistol, sword;

  game_without_bens_weapon (&game);
  /* The walk: Ben bought a Grenade Launcher, his kept weapon unknown. */
  tem_action_init_correct (&action, BEN, TEM_FIELD_WEAPON_GAINED, TEM_KIND_GRENADE_LAUNCHER);
  test_apply_action_ok (&game, &action, NULL);
  launcher = test_owned_card (&game, BEN, TEM_KIND_GRENADE_LAUNCHER);
  game.weapons[launcher].purchased = TRUE;
  g_assert_true (tem_game_asks_kept_basic (&game, BEN));
  /* Then told from the panel: the Pulse Pistol, kept, not bought. */
  tem_action_init_correct (&action, BEN, TEM_FIELD_WEAPON_GAINED, TEM_KIND_PULSE_PISTOL);
  test_apply_action_ok (&game, &action, NULL);
  pistol = test_owned_card (&game, BEN, TEM_KIND_PULSE_PISTOL);
  g_assert_false (game.weapons[pistol].purchased);
  g_assert_false (tem_game_asks_kept_basic (&game, BEN));
  g_assert_true (game.weapons[pistol].equipped);
  /* A third basic weapon: a Pilot's two basic slots are full. */
  tem_action_init_correct (&action, BEN, TEM_FIELD_WEAPON_GAINED, TEM_KIND_ENERGY_SWORD);
  test_apply_action_ok (&game, &action, NULL);
  sword = test_owned_card (&game, BEN, TEM_KIND_ENERGY_SWORD);
  g_assert_false (game.weapons[sword].equipped);

  tem_action_init_correct (&action, BEN, TEM_FIELD_WEAPON_EQUIPPED, TEM_KIND_ENERGY_SWORD);
  test_apply_refused_saying (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A4", "no free slot for Energy Sword");
  g_assert_false (game.weapons[sword].equipped);

  /* The Pistol lies in the stockpile: said in the history, then done. */
  tem_action_init_correct (&action, BEN, TEM_FIELD_WEAPON_STOCKPILED, TEM_KIND_PULSE_PISTOL);
  said = tem_game_describe_action (&game, &action);
  g_assert_cmpstr (said, ==, "Ben's weapons: Pulse Pistol to the stockpile");
  test_apply_action_ok (&game, &action, NULL);
  g_assert_false (game.weapons[pistol].equipped);
  test_apply_refused_saying (&game, &action, MC_RULE_ERROR_INVALID, NULL, "already in the stockpile");

  /* Now the Sword fits. */
  tem_action_init_correct (&action, BEN, TEM_FIELD_WEAPON_EQUIPPED, TEM_KIND_ENERGY_SWORD);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_true (game.weapons[sword].equipped);
  test_apply_refused_saying (&game, &action, MC_RULE_ERROR_INVALID, NULL, "already equipped");

  /* Never none equipped: the last one stays. */
  tem_action_init_correct (&action, BEN, TEM_FIELD_WEAPON_STOCKPILED, TEM_KIND_GRENADE_LAUNCHER);
  test_apply_action_ok (&game, &action, NULL);
  before = game;
  tem_action_init_correct (&action, BEN, TEM_FIELD_WEAPON_STOCKPILED, TEM_KIND_ENERGY_SWORD);
  test_apply_refused_saying (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A4", "At least one weapon");
  g_assert_true (memcmp (&before.weapons, &game.weapons, sizeof game.weapons) == 0);

  /* A weapon Ben does not have is given first. */
  tem_action_init_correct (&action, BEN, TEM_FIELD_WEAPON_EQUIPPED, TEM_KIND_RIOT_SHIELD);
  test_apply_refused_saying (&game, &action, MC_RULE_ERROR_INVALID, NULL, "give it to them first");

  /* An advanced weapon: a Pilot has no advanced slot (R-A4). */
  tem_action_init_correct (&action, BEN, TEM_FIELD_WEAPON_GAINED, TEM_KIND_LIGHTNING_COIL + TEM_ROW_SIZE);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_correct (&action, BEN, TEM_FIELD_WEAPON_EQUIPPED, TEM_KIND_LIGHTNING_COIL + TEM_ROW_SIZE);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A4");

  g_assert_true (tem_game_check_invariants (&game, NULL));
}

/* The equipment moved between slots and stockpile is a journal line of
 * its own, the card named by its stable id, and reads back the same. */
static void
test_an_equipment_correction_is_journaled (void)
{
  const TemField fields[] = { TEM_FIELD_WEAPON_EQUIPPED, TEM_FIELD_WEAPON_STOCKPILED };
  const char *ids[] = { "\"weapon-equipped\"", "\"weapon-stockpiled\"" };

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      TemAction action, back;
      g_autoptr(JsonNode) node = NULL;
      g_autoptr(JsonGenerator) generator = json_generator_new ();
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;

      tem_action_init_correct (&action, BEN, fields[i], TEM_KIND_RIOT_SHIELD);
      node = mc_journal_action_to_json (&action);
      json_generator_set_root (generator, node);
      text = json_generator_to_data (generator, NULL);
      g_assert_nonnull (strstr (text, ids[i]));
      g_assert_nonnull (strstr (text, "\"riot-shield\""));
      g_assert_true (mc_journal_action_from_json (node, &back, &error));
      g_assert_no_error (error);
      g_assert_cmpint (back.kind, ==, TEM_ACTION_CORRECT);
      g_assert_cmpint (back.correct.field, ==, fields[i]);
      g_assert_cmpint (back.correct.value, ==, TEM_KIND_RIOT_SHIELD);
      g_assert_cmpuint (back.correct.player, ==, BEN);
    }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/needs/equipment-corrected-within-the-slots", test_equipment_is_corrected_within_the_slots);
  g_test_add_func ("/needs/equipment-correction-journaled", test_an_equipment_correction_is_journaled);

  g_test_add_func ("/needs/missing-basic-weapon-asked-at-combat", test_a_missing_basic_weapon_is_asked_when_a_combat_starts);
  g_test_add_func ("/needs/both-missing-weapons-asked-at-once", test_both_missing_weapons_are_asked_at_once);
  g_test_add_func ("/needs/kept-basic-weapon-asked-before-a-basic-is-bought",
                   test_the_kept_basic_weapon_is_asked_before_a_basic_is_bought);
  g_test_add_func ("/needs/stockpiled-weapon-asked-at-combat", test_a_stockpiled_weapon_is_asked_when_a_combat_starts);
  g_test_add_func ("/needs/kept-weapon-asked-after-a-purchase/attacking", test_kept_weapon_asked_after_a_purchase_attacking);
  g_test_add_func ("/needs/kept-weapon-asked-after-a-purchase/attacked", test_kept_weapon_asked_after_a_purchase_attacked);
  g_test_add_func ("/needs/robot-attack-asks-missing-weapon", test_a_robot_attacking_asks_the_humans_missing_weapon);
  g_test_add_func ("/needs/robot-deploy-asks-zone-value", test_a_robot_deploying_asks_an_unknown_zone_value);
  g_test_add_func ("/needs/weapons-corrected", test_weapons_are_corrected_as_on_the_table);
  g_test_add_func ("/needs/weapon-correction-journaled", test_a_weapon_correction_is_journaled);

  return g_test_run ();
}
