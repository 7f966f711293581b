/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Rumblebots rules core rule by rule, part 1: setup, rounds and turn
 * order, the Build Phase, and the worked examples E-1 to E-3 (battle and
 * victory in test-rumble-battle.c, keywords, corrections and the readings
 * in test-rumble-keywords.c). Each test names the IDs of
 * shared/rules/rumblebots/checklist.md it checks. Expected numbers come
 * from the rulebook, not from the code. */
#include "config.h"

#include <string.h>

#include "rumble/rb-game.h"
#include "rumble/rb-interpretation.h"

#include "test-rumble-rules-util.h"
#include "test-util.h"

/* RB-S1, RB-S2, RB-S4 to RB-S10, RB-S12, RB-S13, RB-R6, A-1 */
static void
test_setup_two_players (void)
{
  RbGame game;
  RbEvents events;
  RbAction action;

  rb_game_init (&game);
  test_rb_new_game_action (&action, 2, JAIME, RB_DIRECTION_CLOCKWISE);
  test_rb_apply_ok (&game, &action, &events);
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_GAME_STARTED));

  /* RB-S7: 2 crystals on spaces 1-5, the Showdown's empty. */
  for (guint r = 0; r < 5; r++)
    g_assert_cmpint (game.track[r], ==, 2);
  g_assert_cmpint (game.track[5], ==, 0);
  /* RB-S8: 20 of the 30 in the common supply (RB-S2). */
  g_assert_cmpint (rb_game_get_supply (&game), ==, 20);

  /* RB-S4, RB-S5: four tier-★ Bots on display, 14 left in that deck;
   * the other decks whole (RB-S2: 24, 20, 16). RB-S6: 8 Transformations. */
  g_assert_cmpint (game.lab_row[1], ==, 4);
  g_assert_cmpint (game.lab_deck[1], ==, 14);
  g_assert_cmpint (game.lab_deck[2], ==, 24);
  g_assert_cmpint (game.lab_deck[3], ==, 20);
  g_assert_cmpint (game.lab_deck[4], ==, 16);
  g_assert_cmpint (game.lab_row[2] + game.lab_row[3] + game.lab_row[4], ==, 0);
  g_assert_cmpint (game.transformations, ==, 8);

  for (guint i = 0; i < 2; i++)
    {
      const RbPlayer *player = &game.players[i];

      /* RB-S9, A-1: tier ★ (1). */
      g_assert_cmpint (player->tier, ==, 1);
      /* RB-S13, RB-R6: no crystals. */
      g_assert_cmpint (rb_game_get_crystals (&game, i), ==, 0);
      g_assert_cmpint (player->storage + player->reactor + player->cryo, ==, 0);
      /* RB-S10: Bulby, Mechchicken and Wrench Toast, tier 0. */
      g_assert_cmpuint (rb_game_count_bots (&game, i, TRUE), ==, 3);
      for (int s = RB_STARTER_BULBY; s <= RB_STARTER_WRENCH_TOAST; s++)
        {
          int bot = rb_game_find_bot (&game, i, (RbStarter) s);

          g_assert_cmpint (bot, !=, RB_NO_BOT);
          g_assert_cmpint (game.bots[bot].tier, ==, 0);
        }
    }
  /* Only what the book prints is known (card-facts.md §3). */
  g_assert_cmpint (game.bots[rb_game_find_bot (&game, LISA, RB_STARTER_MECHCHICKEN)].recycle, ==, RB_UNKNOWN);
  g_assert_cmpint (game.bots[rb_game_find_bot (&game, LISA, RB_STARTER_BULBY)].recycle, ==, 1);

  /* RB-S12: the chosen player holds the token and builds first (RB-B1),
   * RB-S13: scrap 0 but for the round-1 income of 1 (RB-B3). */
  g_assert_cmpint (game.champion, ==, JAIME);
  g_assert_cmpint (game.phase, ==, RB_PHASE_BUILD);
  g_assert_cmpint (game.turn, ==, JAIME);
  g_assert_cmpint (game.players[JAIME].scrap, ==, 1);
  g_assert_cmpint (game.players[LISA].scrap, ==, 0);
  g_assert_cmpuint (rb_game_get_round (&game), ==, 1);
}

/* RB-S7, RB-S8 for 3 and 4 players */
static void
test_setup_three_four_players (void)
{
  for (guint n = 3; n <= 4; n++)
    {
      RbGame game;

      test_rb_start (&game, n, 0);
      for (guint r = 0; r < 5; r++)
        g_assert_cmpint (game.track[r], ==, 3);
      g_assert_cmpint (game.track[5], ==, 0);
      g_assert_cmpint (rb_game_get_supply (&game), ==, 15);
      for (guint i = 0; i < n; i++)
        g_assert_cmpuint (rb_game_count_bots (&game, i, TRUE), ==, 3);
    }
}

/* RB-S1, RB-S12, RB-R3: the setup's refusals. */
static void
test_setup_refusals (void)
{
  RbGame game, empty;
  RbAction action;

  test_rb_start (&game, 3, 0);
  rb_game_init (&empty);

  test_rb_new_game_action (&action, 1, 0, RB_DIRECTION_CLOCKWISE);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-S1");
  test_rb_refused (&empty, &action, MC_RULE_ERROR_FORBIDDEN, "RB-S1");
  test_rb_new_game_action (&action, 4, 0, RB_DIRECTION_CLOCKWISE);
  action.new_game.n_players = 5;
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-S1");

  test_rb_new_game_action (&action, 3, 3, RB_DIRECTION_CLOCKWISE);
  test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, "RB-S12");

  /* The arrows are not public: no default (card-facts.md §4). */
  test_rb_new_game_action (&action, 3, 0, RB_DIRECTION_CLOCKWISE);
  action.new_game.directions[4] = RB_DIRECTION_UNSET;
  test_rb_refused (&game, &action, MC_RULE_ERROR_UNKNOWN_VALUE, "RB-R3");

  test_rb_new_game_action (&action, 3, 0, RB_DIRECTION_CLOCKWISE);
  rb_action_set_player (&action, 1, "  ", 1);
  test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
  rb_action_set_player (&action, 1, "Lisa", 1);
  test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
  rb_action_set_player (&action, 1, "Jaime", 0);
  test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
  rb_action_set_player (&action, 1, "Jaime", 1);
  memset (action.new_game.players[2].name, 'x', RB_NAME_MAX);
  test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);

  /* Nothing but a new game before one is set up. */
  rb_action_init_end_turn (&action, 0);
  test_rb_refused (&empty, &action, MC_RULE_ERROR_NO_GAME, NULL);
}

/* RB-R1, RB-R2, A-2, RB-V2 */
static void
test_round_track (void)
{
  RbGame game;

  test_rb_start (&game, 3, 0);
  g_assert_cmpuint (rb_game_get_round (&game), ==, 1);
  /* The lowest-numbered space still holding crystals. */
  test_rb_correct (&game, 0, RB_FIELD_TRACK, 0);
  test_rb_correct (&game, 1, RB_FIELD_TRACK, 0);
  g_assert_cmpuint (rb_game_get_round (&game), ==, 3);
  test_rb_correct (&game, 0, RB_FIELD_TRACK, 1);
  g_assert_cmpuint (rb_game_get_round (&game), ==, 1);
  /* Spaces 1-5 empty: the Showdown, round 6. */
  for (int r = 0; r < 5; r++)
    if (game.track[r] != 0)
      test_rb_correct (&game, r, RB_FIELD_TRACK, 0);
  g_assert_cmpuint (rb_game_get_round (&game), ==, 6);
  g_assert_true (rb_game_is_showdown (&game));
  g_assert_cmpint (rb_game_get_supply (&game), ==, 30);
}

/* RB-R3, RB-R4, RB-B1, RB-C4, RB-C14: the Champion first, then the round's
 * direction, in both phases. */
static void
test_turn_order (void)
{
  RbGame game;
  RbAction action;
  RbEvents events;

  rb_game_init (&game);
  test_rb_new_game_action (&action, 4, JAIME, RB_DIRECTION_CLOCKWISE);
  rb_action_set_direction (&action, 2, RB_DIRECTION_COUNTER_CLOCKWISE);
  test_rb_apply_ok (&game, &action, NULL);

  /* Round 1, clockwise: Jaime, Vicente, Ana, Lisa. */
  g_assert_cmpint (game.turn, ==, JAIME);
  rb_action_init_end_turn (&action, LISA);
  test_rb_refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-B1");
  test_rb_end_turn (&game, NULL);
  g_assert_cmpint (game.turn, ==, VICENTE);
  test_rb_end_turn (&game, NULL);
  g_assert_cmpint (game.turn, ==, ANA);
  test_rb_end_turn (&game, NULL);
  g_assert_cmpint (game.turn, ==, LISA);
  test_rb_end_turn (&game, &events);
  /* Everyone has built: the battle (RB-B1), Jaime defends first (RB-C2). */
  g_assert_cmpint (game.phase, ==, RB_PHASE_BATTLE);
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_BATTLE_STARTED));
  test_rb_reveal (&game, JAIME, RB_UNKNOWN, 9, RB_UNKNOWN, 0, 0, &events);
  /* RB-C4: the next player clockwise challenges. */
  g_assert_cmpint (game.challenger, ==, VICENTE);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_CHALLENGER, MC_RULE_ANY_PLAYER)->player, ==, VICENTE);
  test_rb_correct (&game, VICENTE, RB_FIELD_DECK, 0);
  test_rb_give_up (&game, VICENTE, &events);
  /* RB-C14: after a surrender, the next after the Champion. */
  g_assert_cmpint (game.challenger, ==, ANA);
  test_rb_correct (&game, ANA, RB_FIELD_DECK, 0);
  test_rb_give_up (&game, ANA, NULL);
  g_assert_cmpint (game.challenger, ==, LISA);
  test_rb_correct (&game, LISA, RB_FIELD_DECK, 0);
  test_rb_give_up (&game, LISA, &events);

  /* Round 2, counter-clockwise (RB-R4: arrows per round): Jaime kept the
   * token and goes first, then Lisa, Ana, Vicente. */
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_ROUND_STARTED));
  g_assert_cmpuint (rb_game_get_round (&game), ==, 2);
  g_assert_cmpint (rb_game_get_direction (&game), ==, RB_DIRECTION_COUNTER_CLOCKWISE);
  g_assert_cmpint (game.turn, ==, JAIME);
  test_rb_end_turn (&game, NULL);
  g_assert_cmpint (game.turn, ==, LISA);
  test_rb_end_turn (&game, NULL);
  g_assert_cmpint (game.turn, ==, ANA);
  test_rb_end_turn (&game, NULL);
  g_assert_cmpint (game.turn, ==, VICENTE);
  test_rb_end_turn (&game, NULL);
  /* The battle goes the same way as the Build Phase (RB-R4). */
  test_rb_reveal (&game, JAIME, RB_UNKNOWN, 9, RB_UNKNOWN, 0, 0, NULL);
  g_assert_cmpint (game.challenger, ==, LISA);
}

/* RB-R5, RB-C11: whoever wins the battle acts first in the next round. */
static void
test_champion_goes_first (void)
{
  RbGame game;
  RbEvents events;

  test_rb_start (&game, 3, LISA);
  test_rb_end_build_phase (&game);
  test_rb_reveal (&game, LISA, RB_UNKNOWN, 1, RB_UNKNOWN, 0, 0, NULL);
  test_rb_reveal (&game, JAIME, 4, 1, 0, 0, MECH, &events);
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_CHAMPION_BEATEN));
  g_assert_cmpint (game.champion, ==, JAIME);
  test_rb_name_faction (&game, JAIME, RB_FACTION_MECH, NULL);
  test_rb_surrender_all (&game, &events);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_BATTLE_WON, MC_RULE_ANY_PLAYER)->player, ==, JAIME);
  g_assert_cmpint (game.phase, ==, RB_PHASE_BUILD);
  g_assert_cmpint (game.turn, ==, JAIME);
}

/* RB-B3, RB-B4, RB-V3, A-3 */
static void
test_income (void)
{
  RbGame game;
  RbEvents events;

  /* RB-B3: the round number. Round 1 has no Underdog Bonus (RB-B4). */
  test_rb_start (&game, 3, LISA);
  test_rb_correct (&game, VICENTE, RB_FIELD_STORAGE, 5);
  test_rb_end_turn (&game, &events);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_INCOME, JAIME)->value, ==, 1);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_INCOME, JAIME)->detail, ==, 0);

  for (guint round = 2; round <= 5; round++)
    {
      test_rb_start (&game, 3, LISA);
      test_rb_go_to_round (&game, round);
      test_rb_end_turn (&game, &events);
      g_assert_cmpint (game.players[JAIME].scrap, ==, (int) round);
    }

  /* RB-B4: at least 2 crystals below the most, +1; only 1 below, nothing. */
  test_rb_start (&game, 3, LISA);
  test_rb_go_to_round (&game, 2);
  test_rb_correct (&game, VICENTE, RB_FIELD_CRYO, 3);
  test_rb_correct (&game, JAIME, RB_FIELD_REACTOR, 1);
  g_assert_cmpint (rb_game_get_underdog_bonus (&game, JAIME), ==, 1);
  test_rb_end_turn (&game, &events);
  g_assert_cmpint (game.players[JAIME].scrap, ==, 2 + 1);
  test_rb_correct (&game, JAIME, RB_FIELD_STORAGE, 1);
  g_assert_cmpint (rb_game_get_underdog_bonus (&game, JAIME), ==, 0);

  /* RB-V3 and A-3: 6 in the Showdown, and the bonus still applies. */
  test_rb_start (&game, 3, LISA);
  test_rb_go_to_round (&game, 6);
  test_rb_correct (&game, LISA, RB_FIELD_STORAGE, 2);
  test_rb_end_turn (&game, &events);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_INCOME, JAIME)->value, ==, 6 + 1);
  g_assert_cmpint (game.players[JAIME].scrap, ==, 7);
}

/* E-2 (RB-B4): round 3, Lisa has 0 crystals, Jaime the most with 4: she
 * gets 3 + 1. */
static void
test_example_underdog (void)
{
  RbGame game;
  RbEvents events;

  test_rb_start (&game, 3, JAIME);
  test_rb_go_to_round (&game, 3);
  test_rb_correct (&game, JAIME, RB_FIELD_STORAGE, 4);
  /* Jaime builds first; Vicente follows clockwise, then Lisa. */
  test_rb_end_turn (&game, NULL);
  test_rb_correct (&game, VICENTE, RB_FIELD_STORAGE, 3);
  test_rb_end_turn (&game, &events);
  g_assert_cmpint (game.turn, ==, LISA);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_INCOME, LISA)->value, ==, 4);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_INCOME, LISA)->detail, ==, 1);
  g_assert_cmpint (game.players[LISA].scrap, ==, 4);
}

/* RB-B5 to RB-B9, RB-B11, RB-B21, RB-V4 */
static void
test_build (void)
{
  RbGame game;
  RbAction action;
  RbCard card;
  int first, second;

  test_rb_start (&game, 2, LISA);
  test_rb_correct (&game, LISA, RB_FIELD_SCRAP, 10);

  /* RB-B7: tier ≤ the Workshop's. */
  rb_card_init (&card, "Big", 2, MECH, 1, 1);
  rb_action_init_build (&action, LISA, FALSE, &card);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B7");
  /* RB-B6: only Laboratory tiers are built. */
  rb_card_init (&card, "Starter", 0, MECH, 1, 1);
  rb_action_init_build (&action, LISA, FALSE, &card);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B6");
  /* RB-B8: the cost must be entered, and paid. */
  rb_card_init (&card, "Dear", 1, MECH, RB_UNKNOWN, 1);
  rb_action_init_build (&action, LISA, FALSE, &card);
  test_rb_refused (&game, &action, MC_RULE_ERROR_UNKNOWN_VALUE, "RB-B8");
  rb_card_init (&card, "Dear", 1, MECH, 11, 1);
  rb_action_init_build (&action, LISA, FALSE, &card);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B8");
  /* RB-B21: nothing scanned, nothing built from the hand. */
  rb_card_init (&card, "Hidden", 1, MECH, 1, 1);
  rb_action_init_build (&action, LISA, TRUE, &card);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B21");
  /* RB-K18: one or two factions; a Contraption none (RB-K10). */
  rb_card_init (&card, "Odd", 1, MECH | BIO | STEAM, 1, 1);
  rb_action_init_build (&action, LISA, FALSE, &card);
  test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, "RB-K18");
  rb_card_init (&card, "Gadget", 1, MECH, 1, 1);
  card.contraption = TRUE;
  rb_action_init_build (&action, LISA, FALSE, &card);
  test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, "RB-K10");

  /* RB-B8, RB-B9: paid, above the Workshop; RB-B11: the same name twice. */
  first = test_rb_build (&game, LISA, "Twin", 1, MECH, 3, 1);
  second = test_rb_build (&game, LISA, "Twin", 1, MECH, 2, 1);
  g_assert_cmpint (game.players[LISA].scrap, ==, 10 - 3 - 2);
  g_assert_cmpint (game.bots[first].owner, ==, LISA);
  g_assert_true (game.bots[first].built_now && game.bots[second].built_now);
  g_assert_cmpstr (game.bots[second].name, ==, "Twin");
  g_assert_cmpuint (rb_game_count_bots (&game, LISA, TRUE), ==, 5);
  g_assert_cmpint (rb_game_get_builds_left (&game), ==, 0);

  /* RB-B5: at most 2. */
  rb_card_init (&card, "Third", 1, MECH, 1, 1);
  rb_action_init_build (&action, LISA, FALSE, &card);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B5");

  /* RB-V4: 3 in the Showdown, and a scanned card counts too (RB-B21). */
  test_rb_start (&game, 2, LISA);
  test_rb_go_to_round (&game, 6);
  test_rb_end_turn (&game, NULL);
  test_rb_correct (&game, JAIME, RB_FIELD_SCRAP, 20);
  test_rb_correct (&game, JAIME, RB_FIELD_STORAGE, 1);
  test_rb_energize (&game, JAIME, FALSE, 1);
  test_rb_build (&game, JAIME, "One", 1, BIO, 1, 1);
  test_rb_build (&game, JAIME, "Two", 1, BIO, 1, 1);
  rb_card_init (&card, "Three", 1, BIO, 1, 1);
  rb_action_init_build (&action, JAIME, TRUE, &card);
  test_rb_apply_ok (&game, &action, NULL);
  g_assert_cmpint (game.players[JAIME].hand[1], ==, 1);
  rb_card_init (&card, "Four", 1, BIO, 1, 1);
  rb_action_init_build (&action, JAIME, TRUE, &card);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-V4");
}

/* RB-B10, A-4: a Laboratory build refills its place; a scanned one does not. */
static void
test_build_refill (void)
{
  RbGame game;
  RbAction action;
  RbCard card;
  RbEvents events;

  test_rb_start (&game, 2, LISA);
  test_rb_correct (&game, LISA, RB_FIELD_SCRAP, 5);
  test_rb_correct (&game, LISA, RB_FIELD_STORAGE, 1);
  test_rb_build (&game, LISA, "From the row", 1, MECH, 1, 1);
  g_assert_cmpint (game.lab_row[1], ==, 4);
  g_assert_cmpint (game.lab_deck[1], ==, 13);

  test_rb_energize (&game, LISA, FALSE, 1);
  g_assert_cmpint (game.lab_deck[1], ==, 11);
  rb_card_init (&card, "From the hand", 1, MECH, 1, 1);
  rb_action_init_build (&action, LISA, TRUE, &card);
  test_rb_apply_ok (&game, &action, &events);
  g_assert_false (mc_rule_events_has (&events, RB_EVENT_ROW_REFILLED));
  g_assert_cmpint (game.lab_row[1], ==, 4);
  g_assert_cmpint (game.lab_deck[1], ==, 11);
  g_assert_cmpint (game.players[LISA].hand[1], ==, 1);

  /* An empty deck leaves the place empty. */
  test_rb_end_turn (&game, NULL);
  test_rb_correct (&game, 1, RB_FIELD_LAB_DECK, 0);
  test_rb_correct (&game, JAIME, RB_FIELD_SCRAP, 5);
  test_rb_build (&game, JAIME, "Last", 1, MECH, 1, 1);
  g_assert_cmpint (game.lab_row[1], ==, 3);
  test_rb_correct (&game, 1, RB_FIELD_LAB_ROW, 0);
  rb_card_init (&card, "None", 1, MECH, 1, 1);
  rb_action_init_build (&action, JAIME, FALSE, &card);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B6");
}

/* RB-B12 to RB-B15, RB-K7, A-5 */
static void
test_recycle (void)
{
  RbGame game;
  RbAction action;
  RbCard card;
  int bulby, toast, chicken, fresh, gadget;

  test_rb_start (&game, 2, LISA);
  bulby = rb_game_find_bot (&game, LISA, RB_STARTER_BULBY);
  toast = rb_game_find_bot (&game, LISA, RB_STARTER_WRENCH_TOAST);
  chicken = rb_game_find_bot (&game, LISA, RB_STARTER_MECHCHICKEN);

  /* Mechchicken's recycle value is not public: asked (card-facts.md §3). */
  rb_action_init_recycle (&action, LISA, chicken, RB_UNKNOWN);
  test_rb_refused (&game, &action, MC_RULE_ERROR_UNKNOWN_VALUE, "RB-B12");
  /* Someone else's Bot, or none. */
  rb_action_init_recycle (&action, LISA, rb_game_find_bot (&game, JAIME, RB_STARTER_BULBY), RB_UNKNOWN);
  test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
  rb_action_init_recycle (&action, LISA, 97, RB_UNKNOWN);
  test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);

  /* RB-B12: the green value, any number of times; into the Recycle Area. */
  rb_action_init_recycle (&action, LISA, bulby, RB_UNKNOWN);
  test_rb_apply_ok (&game, &action, NULL);
  g_assert_cmpint (game.players[LISA].scrap, ==, 1 + 1);
  g_assert_cmpint (game.bots[bulby].place, ==, RB_BOT_RECYCLED);

  /* RB-B13: not one built this phase. */
  test_rb_correct (&game, LISA, RB_FIELD_SCRAP, 9);
  fresh = test_rb_build (&game, LISA, "New", 1, BIO, 2, 1);
  rb_action_init_recycle (&action, LISA, fresh, RB_UNKNOWN);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B13");

  /* the new Bot counts as owned, so the old ones can all go. */
  rb_action_init_recycle (&action, LISA, toast, RB_UNKNOWN);
  test_rb_apply_ok (&game, &action, NULL);
  /* RB-K7: Ripening adds the Workshop tier (1) to the entered value. */
  rb_action_init_recycle (&action, LISA, chicken, 2);
  action.recycle.ripening = TRUE;
  test_rb_apply_ok (&game, &action, NULL);
  g_assert_cmpint (game.players[LISA].scrap, ==, 9 - 2 + 1 + 2 + 1);
  g_assert_cmpint (game.bots[chicken].recycle, ==, 2);

  /* RB-B14: the last Bot never goes (next round, it is no longer new). */
  test_rb_end_build_phase (&game);
  test_rb_surrender_all (&game, NULL);
  g_assert_cmpint (game.turn, ==, LISA);
  rb_action_init_recycle (&action, LISA, fresh, RB_UNKNOWN);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B14");

  /* RB-B15: with a Contraption beside it, still not: a deck of only
   * Contraptions is never allowed. The Contraption itself may go. */
  rb_card_init (&card, "Gadget", 1, 0, 1, 2);
  card.contraption = TRUE;
  test_rb_correct (&game, LISA, RB_FIELD_SCRAP, 3);
  rb_action_init_build (&action, LISA, FALSE, &card);
  test_rb_apply_ok (&game, &action, NULL);
  gadget = RB_NO_BOT;
  for (int i = 0; i < RB_MAX_BOTS; i++)
    if (game.bots[i].place == RB_BOT_OWNED && game.bots[i].contraption && game.bots[i].owner == LISA)
      gadget = i;
  rb_action_init_recycle (&action, LISA, fresh, RB_UNKNOWN);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B15");
  /* Built this phase: next round. */
  rb_action_init_recycle (&action, LISA, gadget, RB_UNKNOWN);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B13");
  test_rb_end_build_phase (&game);
  test_rb_surrender_all (&game, NULL);
  g_assert_cmpint (game.turn, ==, LISA);
  test_rb_apply_ok (&game, &action, NULL);
}

/* E-1 (RB-B12, RB-B14, RB-B8): round 1, Lisa recycles Wrench Toast and
 * Bulby for 1 each, may not recycle Mechchicken, and spends all 3 scrap
 * on Bill el Cohete. */
static void
test_example_recycle (void)
{
  RbGame game;
  RbAction action;

  test_rb_start (&game, 3, LISA);
  g_assert_cmpint (game.players[LISA].scrap, ==, 1);
  rb_action_init_recycle (&action, LISA, rb_game_find_bot (&game, LISA, RB_STARTER_WRENCH_TOAST), RB_UNKNOWN);
  test_rb_apply_ok (&game, &action, NULL);
  rb_action_init_recycle (&action, LISA, rb_game_find_bot (&game, LISA, RB_STARTER_BULBY), RB_UNKNOWN);
  test_rb_apply_ok (&game, &action, NULL);
  g_assert_cmpint (game.players[LISA].scrap, ==, 3);
  rb_action_init_recycle (&action, LISA, rb_game_find_bot (&game, LISA, RB_STARTER_MECHCHICKEN), 1);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B14");
  test_rb_build (&game, LISA, "Bill el Cohete", 1, WARFARE, 3, RB_UNKNOWN);
  g_assert_cmpint (game.players[LISA].scrap, ==, 0);
}

/* RB-B16, RB-B17, RB-V5 */
static void
test_upgrade (void)
{
  RbGame game;
  RbAction action;
  RbEvents events;

  test_rb_start (&game, 3, LISA);
  rb_action_init_upgrade (&action, LISA);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B16");     /* 1 scrap */
  test_rb_correct (&game, LISA, RB_FIELD_SCRAP, 7);
  test_rb_apply_ok (&game, &action, &events);
  g_assert_cmpint (game.players[LISA].tier, ==, 2);
  g_assert_cmpint (game.players[LISA].scrap, ==, 4);
  /* RB-B17: the first to tier ★★ reveals 4. */
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_ROW_REVEALED, LISA)->value, ==, 2);
  g_assert_cmpint (game.lab_row[2], ==, 4);
  g_assert_cmpint (game.lab_deck[2], ==, 20);
  /* Once per Build Phase. */
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B16");

  /* Later players reveal nothing. */
  test_rb_end_turn (&game, NULL);
  test_rb_correct (&game, JAIME, RB_FIELD_SCRAP, 3);
  rb_action_init_upgrade (&action, JAIME);
  test_rb_apply_ok (&game, &action, &events);
  g_assert_false (mc_rule_events_has (&events, RB_EVENT_ROW_REVEALED));
  g_assert_cmpint (game.lab_row[2], ==, 4);
  g_assert_cmpint (game.lab_deck[2], ==, 20);

  /* RB-V5: any number in the Showdown, 3 each, up to tier 4. */
  test_rb_start (&game, 3, LISA);
  test_rb_go_to_round (&game, 6);
  test_rb_correct (&game, LISA, RB_FIELD_SCRAP, 12);
  rb_action_init_upgrade (&action, LISA);
  test_rb_apply_ok (&game, &action, NULL);
  test_rb_apply_ok (&game, &action, NULL);
  test_rb_apply_ok (&game, &action, NULL);
  g_assert_cmpint (game.players[LISA].tier, ==, 4);
  g_assert_cmpint (game.players[LISA].scrap, ==, 3);
  g_assert_cmpint (game.lab_row[4], ==, 4);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B16");
}

/* RB-B18 to RB-B20, RB-R8, RB-V6, RB-V7, A-6, A-13 */
static void
test_energize (void)
{
  RbGame game;
  RbAction action;

  test_rb_start (&game, 2, LISA);
  rb_action_init_energize (&action, LISA, FALSE, 0);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B18");      /* no crystal */
  test_rb_correct (&game, LISA, RB_FIELD_STORAGE, 5);
  test_rb_correct (&game, LISA, RB_FIELD_CRYO, 1);
  /* RB-B19: not from the Cryo-cell before the Showdown. */
  rb_action_init_energize (&action, LISA, TRUE, 0);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B19");

  /* RB-B18, RB-R8: Storage → Reactor, +1 scrap, at most 3. */
  test_rb_energize (&game, LISA, FALSE, 0);
  g_assert_cmpint (game.players[LISA].storage, ==, 4);
  g_assert_cmpint (game.players[LISA].reactor, ==, 1);
  g_assert_cmpint (game.players[LISA].scrap, ==, 1 + 1);
  /* RB-B20: Scan a deck of tier ≤ the Workshop's; 2 cards to the hand. */
  rb_action_init_energize (&action, LISA, FALSE, 2);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B20");
  test_rb_energize (&game, LISA, FALSE, 1);
  g_assert_cmpint (game.players[LISA].hand[1], ==, 2);
  g_assert_cmpint (game.lab_deck[1], ==, 12);
  g_assert_cmpint (game.players[LISA].scrap, ==, 2);
  /* fewer than 2 left, draw what is there; none, no Scan. */
  test_rb_correct (&game, 1, RB_FIELD_LAB_DECK, 1);
  test_rb_energize (&game, LISA, FALSE, 1);
  g_assert_cmpint (game.players[LISA].hand[1], ==, 3);
  g_assert_cmpint (game.lab_deck[1], ==, 0);
  g_assert_cmpint (rb_game_get_energize_left (&game), ==, 0);
  rb_action_init_energize (&action, LISA, FALSE, 0);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B18");      /* the fourth */
  test_rb_end_turn (&game, NULL);
  g_assert_cmpint (game.lab_deck[1], ==, 3);                       /* RB-B22 */
  test_rb_correct (&game, 1, RB_FIELD_LAB_DECK, 0);
  test_rb_correct (&game, JAIME, RB_FIELD_STORAGE, 1);
  rb_action_init_energize (&action, JAIME, FALSE, 1);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B20");

  /* RB-V6: in the Showdown, any number, 2 scrap each. RB-V7: from the
   * Cryo-cell into the Reactor for 1. A-13: or to Scan. */
  test_rb_start (&game, 2, LISA);
  test_rb_go_to_round (&game, 6);
  test_rb_correct (&game, LISA, RB_FIELD_STORAGE, 5);
  test_rb_correct (&game, LISA, RB_FIELD_CRYO, 3);
  for (int i = 0; i < 5; i++)
    test_rb_energize (&game, LISA, FALSE, 0);
  /* Her round-1 income, 1, then 2 each. */
  g_assert_cmpint (game.players[LISA].scrap, ==, 1 + 5 * 2);
  g_assert_cmpint (rb_game_get_energize_left (&game), ==, -1);
  test_rb_energize (&game, LISA, TRUE, 0);
  g_assert_cmpint (game.players[LISA].scrap, ==, 11 + 1);
  g_assert_cmpint (game.players[LISA].cryo, ==, 2);
  g_assert_cmpint (game.players[LISA].storage, ==, 0);
  g_assert_cmpint (game.players[LISA].reactor, ==, 6);
  test_rb_energize (&game, LISA, TRUE, 1);
  g_assert_cmpint (game.players[LISA].scrap, ==, 12);
  g_assert_cmpint (game.players[LISA].hand[1], ==, 2);
  g_assert_cmpint (game.players[LISA].reactor, ==, 7);
  rb_action_init_energize (&action, LISA, FALSE, 0);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B18");      /* Storage empty */
  test_rb_energize (&game, LISA, TRUE, 0);
  rb_action_init_energize (&action, LISA, TRUE, 0);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-V7");       /* Cryo-cell empty */
}

/* E-3 (RB-B18, RB-B20, RB-B21, RB-B22, RB-B23, RB-B24): Lisa's round-3
 * build turn. */
static void
test_example_build_turn (void)
{
  RbGame game;
  RbAction action;
  RbCard card;
  RbEvents events;
  int from_lab, from_hand;

  test_rb_start (&game, 3, JAIME);
  test_rb_go_to_round (&game, 3);
  test_rb_correct (&game, JAIME, RB_FIELD_STORAGE, 5);
  test_rb_correct (&game, LISA, RB_FIELD_STORAGE, 3);
  test_rb_end_turn (&game, NULL);
  test_rb_end_turn (&game, NULL);
  g_assert_cmpint (game.turn, ==, LISA);
  /* 3 income + 1 bonus. */
  g_assert_cmpint (game.players[LISA].scrap, ==, 4);
  test_rb_energize (&game, LISA, FALSE, 1);
  g_assert_cmpint (game.players[LISA].hand[1], ==, 2);
  from_lab = test_rb_build (&game, LISA, "", 1, BIO, 2, RB_UNKNOWN);
  g_assert_cmpint (game.players[LISA].scrap, ==, 2);
  test_rb_energize (&game, LISA, FALSE, 1);
  g_assert_cmpint (game.players[LISA].hand[1], ==, 4);
  test_rb_energize (&game, LISA, FALSE, 0);
  g_assert_cmpint (game.players[LISA].scrap, ==, 3);
  rb_card_init (&card, "", 1, MECH, 3, RB_UNKNOWN);
  rb_action_init_build (&action, LISA, TRUE, &card);
  test_rb_apply_ok (&game, &action, &events);
  from_hand = mc_rule_events_find (&events, RB_EVENT_BUILT, LISA)->value;
  g_assert_cmpint (game.players[LISA].scrap, ==, 0);
  g_assert_cmpint (game.players[LISA].reactor, ==, 3);
  g_assert_cmpint (game.players[LISA].storage, ==, 0);

  /* RB-B22: the 3 cards left in the hand go back under their deck;
   * RB-B23: the 2 new Bots join the others; RB-B24: scrap 0. */
  g_assert_cmpint (game.lab_deck[1], ==, 14 - 1 - 4);
  test_rb_end_turn (&game, &events);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_HAND_RETURNED, LISA)->value, ==, 3);
  g_assert_cmpint (game.players[LISA].hand[1], ==, 0);
  g_assert_cmpint (game.lab_deck[1], ==, 14 - 1 - 4 + 3);
  g_assert_false (game.bots[from_lab].built_now);
  g_assert_false (game.bots[from_hand].built_now);
  g_assert_cmpuint (rb_game_count_bots (&game, LISA, TRUE), ==, 5);
}

/* RB-B22 to RB-B24, RB-R7: unspent scrap is lost. */
static void
test_end_of_build_turn (void)
{
  RbGame game;
  RbEvents events;

  test_rb_start (&game, 2, LISA);
  test_rb_correct (&game, LISA, RB_FIELD_SCRAP, 5);
  test_rb_end_turn (&game, &events);
  g_assert_cmpint (game.players[LISA].scrap, ==, 0);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_SCRAP_LOST, LISA)->value, ==, 5);
  g_assert_cmpint (game.players[JAIME].scrap, ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/rumble/setup/two-players", test_setup_two_players);
  g_test_add_func ("/rumble/setup/three-four-players", test_setup_three_four_players);
  g_test_add_func ("/rumble/setup/refusals", test_setup_refusals);
  g_test_add_func ("/rumble/round/track", test_round_track);
  g_test_add_func ("/rumble/round/turn-order", test_turn_order);
  g_test_add_func ("/rumble/round/champion-first", test_champion_goes_first);
  g_test_add_func ("/rumble/build/income", test_income);
  g_test_add_func ("/rumble/build/example-underdog", test_example_underdog);
  g_test_add_func ("/rumble/build/build", test_build);
  g_test_add_func ("/rumble/build/refill", test_build_refill);
  g_test_add_func ("/rumble/build/recycle", test_recycle);
  g_test_add_func ("/rumble/build/example-recycle", test_example_recycle);
  g_test_add_func ("/rumble/build/upgrade", test_upgrade);
  g_test_add_func ("/rumble/build/energize", test_energize);
  g_test_add_func ("/rumble/build/example-build-turn", test_example_build_turn);
  g_test_add_func ("/rumble/build/end-of-turn", test_end_of_build_turn);

  return g_test_run ();
}
