/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Rumblebots rules core rule by rule: setup, rounds and turn order, the
 * Build Phase, the Battle Phase, dominance and the Showdown, the keywords
 * the app can compute, corrections, and the rulebook's worked examples
 * E-1 to E-7. Each test names the IDs of
 * shared/rules/rumblebots/checklist.md it checks, and each ambiguity A-1 to
 * A-17 has the test of the reading the app takes (rb-interpretation.c).
 * Expected numbers come from the rulebook, not from the code. */
#include "config.h"

#include <string.h>

#include "rumble/rb-game.h"
#include "rumble/rb-interpretation.h"

#include "test-util.h"

enum { LISA, JAIME, VICENTE, ANA };

static const char *const names[RB_MAX_PLAYERS] = { "Lisa", "Jaime", "Vicente", "Ana" };

#define BIO RB_FACTION_BIT (RB_FACTION_BIO)
#define MECH RB_FACTION_BIT (RB_FACTION_MECH)
#define WARFARE RB_FACTION_BIT (RB_FACTION_WARFARE)
#define STEAM RB_FACTION_BIT (RB_FACTION_STEAM)

static void
new_game_action (RbAction   *action,
                 guint       n_players,
                 guint       champion,
                 RbDirection direction)
{
  rb_action_init_new_game (action, n_players, champion);
  for (guint i = 0; i < n_players; i++)
    rb_action_set_player (action, i, names[i], (int) i);
  for (guint r = 1; r <= RB_ROUNDS; r++)
    rb_action_set_direction (action, r, direction);
}

static void
apply_ok (RbGame         *game,
          const RbAction *action,
          RbEvents       *events)
{
  g_autoptr(GError) error = NULL;

  if (!rb_game_apply (game, action, events, &error))
    g_error ("refused: %s", error->message);
  if (!rb_game_check_invariants (game, &error))
    g_error ("invariant: %s", error->message);
}

/* A refusal with @code and exactly @rule's ID beside the message (none when
 * @rule is %NULL), a message in words first, and the game byte for byte as
 * it was. */
static void
refused (RbGame         *game,
         const RbAction *action,
         int             code,
         const char     *rule)
{
  RbGame before;
  RbEvents events;
  g_autoptr(GError) error = NULL;

  memcpy (&before, game, sizeof before);
  events.n_events = 7;
  g_assert_false (rb_game_apply (game, action, &events, &error));
  g_assert_error (error, MC_RULE_ERROR, code);
  if (g_strcmp0 (mc_rule_error_get_rule (error), rule) != 0)
    g_error ("expected %s, got %s: %s", rule != NULL ? rule : "no rule",
             mc_rule_error_get_rule (error) != NULL ? mc_rule_error_get_rule (error) : "no rule",
             error->message);
  test_assert_words_first (error->message);
  g_assert_cmpint (memcmp (&before, game, sizeof before), ==, 0);
  g_assert_cmpuint (events.n_events, ==, 7);
}

static void
start (RbGame  *game,
       guint    n_players,
       guint    champion)
{
  RbAction action;

  rb_game_init (game);
  new_game_action (&action, n_players, champion, RB_DIRECTION_CLOCKWISE);
  apply_ok (game, &action, NULL);
}

static void
correct (RbGame *game,
         int     index,
         RbField field,
         int     value)
{
  RbAction action;

  rb_action_init_correct (&action, index, field, value);
  apply_ok (game, &action, NULL);
}

/* Empties the round spaces before @round (RB-R2), crystals back to the supply. */
static void
go_to_round (RbGame *game,
             guint   round)
{
  for (guint r = 0; r + 1 < round && r < RB_SHOWDOWN - 1; r++)
    if (game->track[r] != 0)
      correct (game, (int) r, RB_FIELD_TRACK, 0);
}

static void
end_turn (RbGame   *game,
          RbEvents *events)
{
  RbAction action;

  rb_action_init_end_turn (&action, (guint) game->turn);
  apply_ok (game, &action, events);
}

static void
end_build_phase (RbGame *game)
{
  while (game->phase == RB_PHASE_BUILD && !game->over)
    end_turn (game, NULL);
}

static int
build (RbGame     *game,
       guint       player,
       const char *name,
       int         tier,
       guint       factions,
       int         cost,
       int         recycle)
{
  RbAction action;
  RbCard card;
  RbEvents events;

  rb_card_init (&card, name, tier, factions, cost, recycle);
  rb_action_init_build (&action, player, FALSE, &card);
  apply_ok (game, &action, &events);
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_BUILT));
  return mc_rule_events_find (&events, RB_EVENT_BUILT, (int) player)->value;
}

static void
reveal (RbGame   *game,
        guint     player,
        int       attack,
        int       defense,
        int       crits,
        int       barriers,
        guint     factions,
        RbEvents *events)
{
  RbAction action;

  rb_action_init_reveal (&action, player, attack, defense, crits, barriers, factions);
  apply_ok (game, &action, events);
}

static void
name_faction (RbGame   *game,
              guint     player,
              RbFaction faction,
              RbEvents *events)
{
  RbAction action;

  rb_action_init_name_faction (&action, player, faction);
  apply_ok (game, &action, events);
}

static void
give_up (RbGame   *game,
         guint     player,
         RbEvents *events)
{
  RbAction action;

  rb_action_init_surrender (&action, player, FALSE);
  apply_ok (game, &action, events);
}

static void
energize (RbGame  *game,
          guint    player,
          gboolean from_cryo,
          int      scan)
{
  RbAction action;

  rb_action_init_energize (&action, player, from_cryo, scan);
  apply_ok (game, &action, NULL);
}

/* Every player surrenders in turn until the battle ends. Each challenger's
 * deck is emptied by correction first. */
static void
surrender_all (RbGame   *game,
               RbEvents *events)
{
  if (game->step == RB_STEP_FIRST_DEFENDER)
    reveal (game, (guint) game->champion, RB_UNKNOWN, 5, RB_UNKNOWN, 0, 0, events);
  while (game->phase == RB_PHASE_BATTLE && !game->over)
    {
      guint seat = (guint) game->challenger;

      if (game->players[seat].deck != 0)
        correct (game, (int) seat, RB_FIELD_DECK, 0);
      give_up (game, seat, events);
    }
}

/* RB-S1, RB-S2, RB-S4 to RB-S10, RB-S12, RB-S13, RB-R6, A-1 */
static void
test_setup_two_players (void)
{
  RbGame game;
  RbEvents events;
  RbAction action;

  rb_game_init (&game);
  new_game_action (&action, 2, JAIME, RB_DIRECTION_CLOCKWISE);
  apply_ok (&game, &action, &events);
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

      start (&game, n, 0);
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

  start (&game, 3, 0);
  rb_game_init (&empty);

  new_game_action (&action, 1, 0, RB_DIRECTION_CLOCKWISE);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-S1");
  refused (&empty, &action, MC_RULE_ERROR_FORBIDDEN, "RB-S1");
  new_game_action (&action, 4, 0, RB_DIRECTION_CLOCKWISE);
  action.new_game.n_players = 5;
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-S1");

  new_game_action (&action, 3, 3, RB_DIRECTION_CLOCKWISE);
  refused (&game, &action, MC_RULE_ERROR_INVALID, "RB-S12");

  /* The arrows are not public: no default (card-facts.md §4). */
  new_game_action (&action, 3, 0, RB_DIRECTION_CLOCKWISE);
  action.new_game.directions[4] = RB_DIRECTION_UNSET;
  refused (&game, &action, MC_RULE_ERROR_UNKNOWN_VALUE, "RB-R3");

  new_game_action (&action, 3, 0, RB_DIRECTION_CLOCKWISE);
  rb_action_set_player (&action, 1, "  ", 1);
  refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
  rb_action_set_player (&action, 1, "Lisa", 1);
  refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
  rb_action_set_player (&action, 1, "Jaime", 0);
  refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
  rb_action_set_player (&action, 1, "Jaime", 1);
  memset (action.new_game.players[2].name, 'x', RB_NAME_MAX);
  refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);

  /* Nothing but a new game before one is set up. */
  rb_action_init_end_turn (&action, 0);
  refused (&empty, &action, MC_RULE_ERROR_NO_GAME, NULL);
}

/* RB-R1, RB-R2, A-2, RB-V2 */
static void
test_round_track (void)
{
  RbGame game;

  start (&game, 3, 0);
  g_assert_cmpuint (rb_game_get_round (&game), ==, 1);
  /* The lowest-numbered space still holding crystals. */
  correct (&game, 0, RB_FIELD_TRACK, 0);
  correct (&game, 1, RB_FIELD_TRACK, 0);
  g_assert_cmpuint (rb_game_get_round (&game), ==, 3);
  correct (&game, 0, RB_FIELD_TRACK, 1);
  g_assert_cmpuint (rb_game_get_round (&game), ==, 1);
  /* Spaces 1-5 empty: the Showdown, round 6. */
  for (int r = 0; r < 5; r++)
    if (game.track[r] != 0)
      correct (&game, r, RB_FIELD_TRACK, 0);
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
  new_game_action (&action, 4, JAIME, RB_DIRECTION_CLOCKWISE);
  rb_action_set_direction (&action, 2, RB_DIRECTION_COUNTER_CLOCKWISE);
  apply_ok (&game, &action, NULL);

  /* Round 1, clockwise: Jaime, Vicente, Ana, Lisa. */
  g_assert_cmpint (game.turn, ==, JAIME);
  rb_action_init_end_turn (&action, LISA);
  refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-B1");
  end_turn (&game, NULL);
  g_assert_cmpint (game.turn, ==, VICENTE);
  end_turn (&game, NULL);
  g_assert_cmpint (game.turn, ==, ANA);
  end_turn (&game, NULL);
  g_assert_cmpint (game.turn, ==, LISA);
  end_turn (&game, &events);
  /* Everyone has built: the battle (RB-B1), Jaime defends first (RB-C2). */
  g_assert_cmpint (game.phase, ==, RB_PHASE_BATTLE);
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_BATTLE_STARTED));
  reveal (&game, JAIME, RB_UNKNOWN, 9, RB_UNKNOWN, 0, 0, &events);
  /* RB-C4: the next player clockwise challenges. */
  g_assert_cmpint (game.challenger, ==, VICENTE);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_CHALLENGER, MC_RULE_ANY_PLAYER)->player, ==, VICENTE);
  correct (&game, VICENTE, RB_FIELD_DECK, 0);
  give_up (&game, VICENTE, &events);
  /* RB-C14: after a surrender, the next after the Champion. */
  g_assert_cmpint (game.challenger, ==, ANA);
  correct (&game, ANA, RB_FIELD_DECK, 0);
  give_up (&game, ANA, NULL);
  g_assert_cmpint (game.challenger, ==, LISA);
  correct (&game, LISA, RB_FIELD_DECK, 0);
  give_up (&game, LISA, &events);

  /* Round 2, counter-clockwise (RB-R4: arrows per round): Jaime kept the
   * token and goes first, then Lisa, Ana, Vicente. */
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_ROUND_STARTED));
  g_assert_cmpuint (rb_game_get_round (&game), ==, 2);
  g_assert_cmpint (rb_game_get_direction (&game), ==, RB_DIRECTION_COUNTER_CLOCKWISE);
  g_assert_cmpint (game.turn, ==, JAIME);
  end_turn (&game, NULL);
  g_assert_cmpint (game.turn, ==, LISA);
  end_turn (&game, NULL);
  g_assert_cmpint (game.turn, ==, ANA);
  end_turn (&game, NULL);
  g_assert_cmpint (game.turn, ==, VICENTE);
  end_turn (&game, NULL);
  /* The battle goes the same way as the Build Phase (RB-R4). */
  reveal (&game, JAIME, RB_UNKNOWN, 9, RB_UNKNOWN, 0, 0, NULL);
  g_assert_cmpint (game.challenger, ==, LISA);
}

/* RB-R5, RB-C11: whoever wins the battle acts first in the next round. */
static void
test_champion_goes_first (void)
{
  RbGame game;
  RbEvents events;

  start (&game, 3, LISA);
  end_build_phase (&game);
  reveal (&game, LISA, RB_UNKNOWN, 1, RB_UNKNOWN, 0, 0, NULL);
  reveal (&game, JAIME, 4, 1, 0, 0, MECH, &events);
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_CHAMPION_BEATEN));
  g_assert_cmpint (game.champion, ==, JAIME);
  name_faction (&game, JAIME, RB_FACTION_MECH, NULL);
  surrender_all (&game, &events);
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
  start (&game, 3, LISA);
  correct (&game, VICENTE, RB_FIELD_STORAGE, 5);
  end_turn (&game, &events);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_INCOME, JAIME)->value, ==, 1);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_INCOME, JAIME)->detail, ==, 0);

  for (guint round = 2; round <= 5; round++)
    {
      start (&game, 3, LISA);
      go_to_round (&game, round);
      end_turn (&game, &events);
      g_assert_cmpint (game.players[JAIME].scrap, ==, (int) round);
    }

  /* RB-B4: at least 2 crystals below the most, +1; only 1 below, nothing. */
  start (&game, 3, LISA);
  go_to_round (&game, 2);
  correct (&game, VICENTE, RB_FIELD_CRYO, 3);
  correct (&game, JAIME, RB_FIELD_REACTOR, 1);
  g_assert_cmpint (rb_game_get_underdog_bonus (&game, JAIME), ==, 1);
  end_turn (&game, &events);
  g_assert_cmpint (game.players[JAIME].scrap, ==, 2 + 1);
  correct (&game, JAIME, RB_FIELD_STORAGE, 1);
  g_assert_cmpint (rb_game_get_underdog_bonus (&game, JAIME), ==, 0);

  /* RB-V3 and A-3: 6 in the Showdown, and the bonus still applies. */
  start (&game, 3, LISA);
  go_to_round (&game, 6);
  correct (&game, LISA, RB_FIELD_STORAGE, 2);
  end_turn (&game, &events);
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

  start (&game, 3, JAIME);
  go_to_round (&game, 3);
  correct (&game, JAIME, RB_FIELD_STORAGE, 4);
  /* Jaime builds first; Vicente follows clockwise, then Lisa. */
  end_turn (&game, NULL);
  correct (&game, VICENTE, RB_FIELD_STORAGE, 3);
  end_turn (&game, &events);
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

  start (&game, 2, LISA);
  correct (&game, LISA, RB_FIELD_SCRAP, 10);

  /* RB-B7: tier ≤ the Workshop's. */
  rb_card_init (&card, "Big", 2, MECH, 1, 1);
  rb_action_init_build (&action, LISA, FALSE, &card);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B7");
  /* RB-B6: only Laboratory tiers are built. */
  rb_card_init (&card, "Starter", 0, MECH, 1, 1);
  rb_action_init_build (&action, LISA, FALSE, &card);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B6");
  /* RB-B8: the cost must be entered, and paid. */
  rb_card_init (&card, "Dear", 1, MECH, RB_UNKNOWN, 1);
  rb_action_init_build (&action, LISA, FALSE, &card);
  refused (&game, &action, MC_RULE_ERROR_UNKNOWN_VALUE, "RB-B8");
  rb_card_init (&card, "Dear", 1, MECH, 11, 1);
  rb_action_init_build (&action, LISA, FALSE, &card);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B8");
  /* RB-B21: nothing scanned, nothing built from the hand. */
  rb_card_init (&card, "Hidden", 1, MECH, 1, 1);
  rb_action_init_build (&action, LISA, TRUE, &card);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B21");
  /* RB-K18: one or two factions; a Contraption none (RB-K10). */
  rb_card_init (&card, "Odd", 1, MECH | BIO | STEAM, 1, 1);
  rb_action_init_build (&action, LISA, FALSE, &card);
  refused (&game, &action, MC_RULE_ERROR_INVALID, "RB-K18");
  rb_card_init (&card, "Gadget", 1, MECH, 1, 1);
  card.contraption = TRUE;
  rb_action_init_build (&action, LISA, FALSE, &card);
  refused (&game, &action, MC_RULE_ERROR_INVALID, "RB-K10");

  /* RB-B8, RB-B9: paid, above the Workshop; RB-B11: the same name twice. */
  first = build (&game, LISA, "Twin", 1, MECH, 3, 1);
  second = build (&game, LISA, "Twin", 1, MECH, 2, 1);
  g_assert_cmpint (game.players[LISA].scrap, ==, 10 - 3 - 2);
  g_assert_cmpint (game.bots[first].owner, ==, LISA);
  g_assert_true (game.bots[first].built_now && game.bots[second].built_now);
  g_assert_cmpstr (game.bots[second].name, ==, "Twin");
  g_assert_cmpuint (rb_game_count_bots (&game, LISA, TRUE), ==, 5);
  g_assert_cmpint (rb_game_get_builds_left (&game), ==, 0);

  /* RB-B5: at most 2. */
  rb_card_init (&card, "Third", 1, MECH, 1, 1);
  rb_action_init_build (&action, LISA, FALSE, &card);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B5");

  /* RB-V4: 3 in the Showdown, and a scanned card counts too (RB-B21). */
  start (&game, 2, LISA);
  go_to_round (&game, 6);
  end_turn (&game, NULL);
  correct (&game, JAIME, RB_FIELD_SCRAP, 20);
  correct (&game, JAIME, RB_FIELD_STORAGE, 1);
  energize (&game, JAIME, FALSE, 1);
  build (&game, JAIME, "One", 1, BIO, 1, 1);
  build (&game, JAIME, "Two", 1, BIO, 1, 1);
  rb_card_init (&card, "Three", 1, BIO, 1, 1);
  rb_action_init_build (&action, JAIME, TRUE, &card);
  apply_ok (&game, &action, NULL);
  g_assert_cmpint (game.players[JAIME].hand[1], ==, 1);
  rb_card_init (&card, "Four", 1, BIO, 1, 1);
  rb_action_init_build (&action, JAIME, TRUE, &card);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-V4");
}

/* RB-B10, A-4: a Laboratory build refills its place; a scanned one does not. */
static void
test_build_refill (void)
{
  RbGame game;
  RbAction action;
  RbCard card;
  RbEvents events;

  start (&game, 2, LISA);
  correct (&game, LISA, RB_FIELD_SCRAP, 5);
  correct (&game, LISA, RB_FIELD_STORAGE, 1);
  build (&game, LISA, "From the row", 1, MECH, 1, 1);
  g_assert_cmpint (game.lab_row[1], ==, 4);
  g_assert_cmpint (game.lab_deck[1], ==, 13);

  energize (&game, LISA, FALSE, 1);
  g_assert_cmpint (game.lab_deck[1], ==, 11);
  rb_card_init (&card, "From the hand", 1, MECH, 1, 1);
  rb_action_init_build (&action, LISA, TRUE, &card);
  apply_ok (&game, &action, &events);
  g_assert_false (mc_rule_events_has (&events, RB_EVENT_ROW_REFILLED));
  g_assert_cmpint (game.lab_row[1], ==, 4);
  g_assert_cmpint (game.lab_deck[1], ==, 11);
  g_assert_cmpint (game.players[LISA].hand[1], ==, 1);

  /* An empty deck leaves the place empty. */
  end_turn (&game, NULL);
  correct (&game, 1, RB_FIELD_LAB_DECK, 0);
  correct (&game, JAIME, RB_FIELD_SCRAP, 5);
  build (&game, JAIME, "Last", 1, MECH, 1, 1);
  g_assert_cmpint (game.lab_row[1], ==, 3);
  correct (&game, 1, RB_FIELD_LAB_ROW, 0);
  rb_card_init (&card, "None", 1, MECH, 1, 1);
  rb_action_init_build (&action, JAIME, FALSE, &card);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B6");
}

/* RB-B12 to RB-B15, RB-K7, A-5 */
static void
test_recycle (void)
{
  RbGame game;
  RbAction action;
  RbCard card;
  int bulby, toast, chicken, fresh, gadget;

  start (&game, 2, LISA);
  bulby = rb_game_find_bot (&game, LISA, RB_STARTER_BULBY);
  toast = rb_game_find_bot (&game, LISA, RB_STARTER_WRENCH_TOAST);
  chicken = rb_game_find_bot (&game, LISA, RB_STARTER_MECHCHICKEN);

  /* Mechchicken's recycle value is not public: asked (card-facts.md §3). */
  rb_action_init_recycle (&action, LISA, chicken, RB_UNKNOWN);
  refused (&game, &action, MC_RULE_ERROR_UNKNOWN_VALUE, "RB-B12");
  /* Someone else's Bot, or none. */
  rb_action_init_recycle (&action, LISA, rb_game_find_bot (&game, JAIME, RB_STARTER_BULBY), RB_UNKNOWN);
  refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
  rb_action_init_recycle (&action, LISA, 97, RB_UNKNOWN);
  refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);

  /* RB-B12: the green value, any number of times; into the Recycle Area. */
  rb_action_init_recycle (&action, LISA, bulby, RB_UNKNOWN);
  apply_ok (&game, &action, NULL);
  g_assert_cmpint (game.players[LISA].scrap, ==, 1 + 1);
  g_assert_cmpint (game.bots[bulby].place, ==, RB_BOT_RECYCLED);

  /* RB-B13: not one built this phase. */
  correct (&game, LISA, RB_FIELD_SCRAP, 9);
  fresh = build (&game, LISA, "New", 1, BIO, 2, 1);
  rb_action_init_recycle (&action, LISA, fresh, RB_UNKNOWN);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B13");

  /* the new Bot counts as owned, so the old ones can all go. */
  rb_action_init_recycle (&action, LISA, toast, RB_UNKNOWN);
  apply_ok (&game, &action, NULL);
  /* RB-K7: Ripening adds the Workshop tier (1) to the entered value. */
  rb_action_init_recycle (&action, LISA, chicken, 2);
  action.recycle.ripening = TRUE;
  apply_ok (&game, &action, NULL);
  g_assert_cmpint (game.players[LISA].scrap, ==, 9 - 2 + 1 + 2 + 1);
  g_assert_cmpint (game.bots[chicken].recycle, ==, 2);

  /* RB-B14: the last Bot never goes (next round, it is no longer new). */
  end_build_phase (&game);
  surrender_all (&game, NULL);
  g_assert_cmpint (game.turn, ==, LISA);
  rb_action_init_recycle (&action, LISA, fresh, RB_UNKNOWN);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B14");

  /* RB-B15: with a Contraption beside it, still not: a deck of only
   * Contraptions is never allowed. The Contraption itself may go. */
  rb_card_init (&card, "Gadget", 1, 0, 1, 2);
  card.contraption = TRUE;
  correct (&game, LISA, RB_FIELD_SCRAP, 3);
  rb_action_init_build (&action, LISA, FALSE, &card);
  apply_ok (&game, &action, NULL);
  gadget = RB_NO_BOT;
  for (int i = 0; i < RB_MAX_BOTS; i++)
    if (game.bots[i].place == RB_BOT_OWNED && game.bots[i].contraption && game.bots[i].owner == LISA)
      gadget = i;
  rb_action_init_recycle (&action, LISA, fresh, RB_UNKNOWN);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B15");
  /* Built this phase: next round. */
  rb_action_init_recycle (&action, LISA, gadget, RB_UNKNOWN);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B13");
  end_build_phase (&game);
  surrender_all (&game, NULL);
  g_assert_cmpint (game.turn, ==, LISA);
  apply_ok (&game, &action, NULL);
}

/* E-1 (RB-B12, RB-B14, RB-B8): round 1, Lisa recycles Wrench Toast and
 * Bulby for 1 each, may not recycle Mechchicken, and spends all 3 scrap
 * on Bill el Cohete. */
static void
test_example_recycle (void)
{
  RbGame game;
  RbAction action;

  start (&game, 3, LISA);
  g_assert_cmpint (game.players[LISA].scrap, ==, 1);
  rb_action_init_recycle (&action, LISA, rb_game_find_bot (&game, LISA, RB_STARTER_WRENCH_TOAST), RB_UNKNOWN);
  apply_ok (&game, &action, NULL);
  rb_action_init_recycle (&action, LISA, rb_game_find_bot (&game, LISA, RB_STARTER_BULBY), RB_UNKNOWN);
  apply_ok (&game, &action, NULL);
  g_assert_cmpint (game.players[LISA].scrap, ==, 3);
  rb_action_init_recycle (&action, LISA, rb_game_find_bot (&game, LISA, RB_STARTER_MECHCHICKEN), 1);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B14");
  build (&game, LISA, "Bill el Cohete", 1, WARFARE, 3, RB_UNKNOWN);
  g_assert_cmpint (game.players[LISA].scrap, ==, 0);
}

/* RB-B16, RB-B17, RB-V5 */
static void
test_upgrade (void)
{
  RbGame game;
  RbAction action;
  RbEvents events;

  start (&game, 3, LISA);
  rb_action_init_upgrade (&action, LISA);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B16");     /* 1 scrap */
  correct (&game, LISA, RB_FIELD_SCRAP, 7);
  apply_ok (&game, &action, &events);
  g_assert_cmpint (game.players[LISA].tier, ==, 2);
  g_assert_cmpint (game.players[LISA].scrap, ==, 4);
  /* RB-B17: the first to tier ★★ reveals 4. */
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_ROW_REVEALED, LISA)->value, ==, 2);
  g_assert_cmpint (game.lab_row[2], ==, 4);
  g_assert_cmpint (game.lab_deck[2], ==, 20);
  /* Once per Build Phase. */
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B16");

  /* Later players reveal nothing. */
  end_turn (&game, NULL);
  correct (&game, JAIME, RB_FIELD_SCRAP, 3);
  rb_action_init_upgrade (&action, JAIME);
  apply_ok (&game, &action, &events);
  g_assert_false (mc_rule_events_has (&events, RB_EVENT_ROW_REVEALED));
  g_assert_cmpint (game.lab_row[2], ==, 4);
  g_assert_cmpint (game.lab_deck[2], ==, 20);

  /* RB-V5: any number in the Showdown, 3 each, up to tier 4. */
  start (&game, 3, LISA);
  go_to_round (&game, 6);
  correct (&game, LISA, RB_FIELD_SCRAP, 12);
  rb_action_init_upgrade (&action, LISA);
  apply_ok (&game, &action, NULL);
  apply_ok (&game, &action, NULL);
  apply_ok (&game, &action, NULL);
  g_assert_cmpint (game.players[LISA].tier, ==, 4);
  g_assert_cmpint (game.players[LISA].scrap, ==, 3);
  g_assert_cmpint (game.lab_row[4], ==, 4);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B16");
}

/* RB-B18 to RB-B20, RB-R8, RB-V6, RB-V7, A-6, A-13 */
static void
test_energize (void)
{
  RbGame game;
  RbAction action;

  start (&game, 2, LISA);
  rb_action_init_energize (&action, LISA, FALSE, 0);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B18");      /* no crystal */
  correct (&game, LISA, RB_FIELD_STORAGE, 5);
  correct (&game, LISA, RB_FIELD_CRYO, 1);
  /* RB-B19: not from the Cryo-cell before the Showdown. */
  rb_action_init_energize (&action, LISA, TRUE, 0);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B19");

  /* RB-B18, RB-R8: Storage → Reactor, +1 scrap, at most 3. */
  energize (&game, LISA, FALSE, 0);
  g_assert_cmpint (game.players[LISA].storage, ==, 4);
  g_assert_cmpint (game.players[LISA].reactor, ==, 1);
  g_assert_cmpint (game.players[LISA].scrap, ==, 1 + 1);
  /* RB-B20: Scan a deck of tier ≤ the Workshop's; 2 cards to the hand. */
  rb_action_init_energize (&action, LISA, FALSE, 2);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B20");
  energize (&game, LISA, FALSE, 1);
  g_assert_cmpint (game.players[LISA].hand[1], ==, 2);
  g_assert_cmpint (game.lab_deck[1], ==, 12);
  g_assert_cmpint (game.players[LISA].scrap, ==, 2);
  /* fewer than 2 left, draw what is there; none, no Scan. */
  correct (&game, 1, RB_FIELD_LAB_DECK, 1);
  energize (&game, LISA, FALSE, 1);
  g_assert_cmpint (game.players[LISA].hand[1], ==, 3);
  g_assert_cmpint (game.lab_deck[1], ==, 0);
  g_assert_cmpint (rb_game_get_energize_left (&game), ==, 0);
  rb_action_init_energize (&action, LISA, FALSE, 0);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B18");      /* the fourth */
  end_turn (&game, NULL);
  g_assert_cmpint (game.lab_deck[1], ==, 3);                       /* RB-B22 */
  correct (&game, 1, RB_FIELD_LAB_DECK, 0);
  correct (&game, JAIME, RB_FIELD_STORAGE, 1);
  rb_action_init_energize (&action, JAIME, FALSE, 1);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B20");

  /* RB-V6: in the Showdown, any number, 2 scrap each. RB-V7: from the
   * Cryo-cell into the Reactor for 1. A-13: or to Scan. */
  start (&game, 2, LISA);
  go_to_round (&game, 6);
  correct (&game, LISA, RB_FIELD_STORAGE, 5);
  correct (&game, LISA, RB_FIELD_CRYO, 3);
  for (int i = 0; i < 5; i++)
    energize (&game, LISA, FALSE, 0);
  /* Her round-1 income, 1, then 2 each. */
  g_assert_cmpint (game.players[LISA].scrap, ==, 1 + 5 * 2);
  g_assert_cmpint (rb_game_get_energize_left (&game), ==, -1);
  energize (&game, LISA, TRUE, 0);
  g_assert_cmpint (game.players[LISA].scrap, ==, 11 + 1);
  g_assert_cmpint (game.players[LISA].cryo, ==, 2);
  g_assert_cmpint (game.players[LISA].storage, ==, 0);
  g_assert_cmpint (game.players[LISA].reactor, ==, 6);
  energize (&game, LISA, TRUE, 1);
  g_assert_cmpint (game.players[LISA].scrap, ==, 12);
  g_assert_cmpint (game.players[LISA].hand[1], ==, 2);
  g_assert_cmpint (game.players[LISA].reactor, ==, 7);
  rb_action_init_energize (&action, LISA, FALSE, 0);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B18");      /* Storage empty */
  energize (&game, LISA, TRUE, 0);
  rb_action_init_energize (&action, LISA, TRUE, 0);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-V7");       /* Cryo-cell empty */
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

  start (&game, 3, JAIME);
  go_to_round (&game, 3);
  correct (&game, JAIME, RB_FIELD_STORAGE, 5);
  correct (&game, LISA, RB_FIELD_STORAGE, 3);
  end_turn (&game, NULL);
  end_turn (&game, NULL);
  g_assert_cmpint (game.turn, ==, LISA);
  /* 3 income + 1 bonus. */
  g_assert_cmpint (game.players[LISA].scrap, ==, 4);
  energize (&game, LISA, FALSE, 1);
  g_assert_cmpint (game.players[LISA].hand[1], ==, 2);
  from_lab = build (&game, LISA, "", 1, BIO, 2, RB_UNKNOWN);
  g_assert_cmpint (game.players[LISA].scrap, ==, 2);
  energize (&game, LISA, FALSE, 1);
  g_assert_cmpint (game.players[LISA].hand[1], ==, 4);
  energize (&game, LISA, FALSE, 0);
  g_assert_cmpint (game.players[LISA].scrap, ==, 3);
  rb_card_init (&card, "", 1, MECH, 3, RB_UNKNOWN);
  rb_action_init_build (&action, LISA, TRUE, &card);
  apply_ok (&game, &action, &events);
  from_hand = mc_rule_events_find (&events, RB_EVENT_BUILT, LISA)->value;
  g_assert_cmpint (game.players[LISA].scrap, ==, 0);
  g_assert_cmpint (game.players[LISA].reactor, ==, 3);
  g_assert_cmpint (game.players[LISA].storage, ==, 0);

  /* RB-B22: the 3 cards left in the hand go back under their deck;
   * RB-B23: the 2 new Bots join the others; RB-B24: scrap 0. */
  g_assert_cmpint (game.lab_deck[1], ==, 14 - 1 - 4);
  end_turn (&game, &events);
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

  start (&game, 2, LISA);
  correct (&game, LISA, RB_FIELD_SCRAP, 5);
  end_turn (&game, &events);
  g_assert_cmpint (game.players[LISA].scrap, ==, 0);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_SCRAP_LOST, LISA)->value, ==, 5);
  g_assert_cmpint (game.players[JAIME].scrap, ==, 1);
}

/* RB-C1, RB-C2, RB-C3, RB-C4, RB-K10, RB-K17, A-7 */
static void
test_battle_start (void)
{
  RbGame game;
  RbAction action;
  RbCard card;
  RbEvents events;

  start (&game, 3, LISA);
  end_turn (&game, NULL);
  /* Jaime builds a Contraption: it never goes into the deck (RB-C1, RB-K10). */
  rb_card_init (&card, "Fisgón", 1, 0, 1, RB_UNKNOWN);
  card.contraption = TRUE;
  rb_action_init_build (&action, JAIME, FALSE, &card);
  apply_ok (&game, &action, NULL);
  end_build_phase (&game);
  g_assert_cmpint (game.phase, ==, RB_PHASE_BATTLE);
  /* RB-K17: he owns 4 cards; his deck holds 3. */
  g_assert_cmpuint (rb_game_count_bots (&game, JAIME, TRUE), ==, 4);
  g_assert_cmpint (game.players[JAIME].deck, ==, 3);
  g_assert_cmpint (game.players[LISA].deck, ==, 3);

  /* RB-C2: the Champion reveals first; nobody else. */
  rb_action_init_reveal (&action, JAIME, 1, 1, 0, 0, MECH);
  refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-C2");
  rb_action_init_adjust (&action, LISA, 0, 1, 0, 0);
  refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-C2");
  /* RB-C2 needs its defense; RB-K10: a Contraption is never revealed. */
  rb_action_init_reveal (&action, LISA, RB_UNKNOWN, RB_UNKNOWN, RB_UNKNOWN, 0, 0);
  refused (&game, &action, MC_RULE_ERROR_UNKNOWN_VALUE, "RB-C6");

  /* the first defender sets the gang and nothing else happens. */
  reveal (&game, LISA, RB_UNKNOWN, 3, RB_UNKNOWN, 1, 0, &events);
  g_assert_cmpuint (events.n_events, ==, 2);
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_REVEALED));
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_CHALLENGER));
  /* RB-C3: its defense and barriers. */
  g_assert_cmpint (rb_gang_get_defense (&game.defense), ==, 3);
  g_assert_cmpint (rb_gang_get_barriers (&game.defense), ==, 1);
  g_assert_cmpint (rb_game_get_crits_needed (&game), ==, 5);
  g_assert_cmpint (game.players[LISA].deck, ==, 2);
  /* RB-C4 */
  g_assert_cmpint (game.challenger, ==, JAIME);
  /* Build actions wait for the next round (RB-B1). */
  rb_action_init_end_turn (&action, JAIME);
  refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-B1");
}

/* RB-C5 to RB-C11 */
static void
test_clash (void)
{
  RbGame game;
  RbAction action;
  RbEvents events;

  start (&game, 2, LISA);
  end_build_phase (&game);
  reveal (&game, LISA, RB_UNKNOWN, 5, RB_UNKNOWN, 0, 0, NULL);

  /* RB-C14: only the Challenger reveals. */
  rb_action_init_reveal (&action, LISA, 1, 1, 0, 0, MECH);
  refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-C14");
  /* An attacker's faction is needed for RB-C12. */
  rb_action_init_reveal (&action, JAIME, 1, 1, 0, 0, 0);
  refused (&game, &action, MC_RULE_ERROR_UNKNOWN_VALUE, "RB-C12");
  rb_action_init_reveal (&action, JAIME, RB_CARD_VALUE_MAX + 1, 1, 0, 0, MECH);
  refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  /* RB-K18: one or two factions. */
  rb_action_init_reveal (&action, JAIME, 1, 1, 0, 0, MECH | BIO | STEAM);
  refused (&game, &action, MC_RULE_ERROR_INVALID, "RB-K18");

  /* RB-C5, RB-C6: the totals grow; RB-C7: equal is not enough. */
  reveal (&game, JAIME, 2, 0, 1, 0, MECH, &events);
  g_assert_false (mc_rule_events_has (&events, RB_EVENT_CHAMPION_BEATEN));
  reveal (&game, JAIME, 3, 1, 1, 0, BIO, &events);
  g_assert_cmpint (rb_gang_get_attack (&game.attack), ==, 5);
  g_assert_cmpint (rb_gang_get_crits (&game.attack), ==, 2);
  g_assert_false (mc_rule_events_has (&events, RB_EVENT_CHAMPION_BEATEN));
  g_assert_false (rb_game_is_beaten (&game));
  g_assert_cmpint (game.champion, ==, LISA);
  /* RB-C9: surrender only when the deck is out. */
  rb_action_init_surrender (&action, JAIME, FALSE);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-C9");

  /* RB-C7: greater beats it, with the last card (RB-C11). */
  reveal (&game, JAIME, 1, 0, 0, 0, BIO, &events);
  g_assert_cmpint (game.players[JAIME].deck, ==, 0);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_CHAMPION_BEATEN, JAIME)->detail, ==, RB_BEAT_ATTACK);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_CHAMPION_BEATEN, JAIME)->value, ==, LISA);
  /* RB-C11: the token goes at once. RB-C10: Lisa's gang is gone. */
  g_assert_cmpint (game.champion, ==, JAIME);
  g_assert_cmpuint (game.defense.n_cards, ==, 0);
  g_assert_cmpint (game.step, ==, RB_STEP_NAME_FACTION);
  /* RB-C9: stop revealing at the win. */
  rb_action_init_reveal (&action, JAIME, 1, 1, 0, 0, MECH);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-C9");
  rb_action_init_reveal (&action, LISA, 1, 1, 0, 0, MECH);
  refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-C12");
  rb_action_init_name_faction (&action, LISA, RB_FACTION_BIO);
  refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-C12");
  rb_action_init_name_faction (&action, JAIME, (RbFaction) 9);
  refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);

  name_faction (&game, JAIME, RB_FACTION_BIO, &events);
  /* RB-C12: the two Bio Bots defend: 1 + 0. RB-C15: Lisa, 2 cards left, challenges. */
  g_assert_cmpint (rb_gang_get_defense (&game.defense), ==, 1);
  g_assert_cmpint (game.challenger, ==, LISA);
  g_assert_false (game.players[LISA].surrendered);
  rb_action_init_name_faction (&action, JAIME, RB_FACTION_BIO);
  refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-C12");

  /* RB-C8 with crits: 4 + 0 barriers; RB-C17: Jaime, beaten with no
   * cards, surrenders; RB-C18: Lisa wins the battle. */
  reveal (&game, LISA, 0, 0, 4, 0, STEAM, &events);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_CHAMPION_BEATEN, LISA)->detail, ==, RB_BEAT_CRITS);
  name_faction (&game, LISA, RB_FACTION_STEAM, &events);
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_SURRENDERED));
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_BATTLE_WON, MC_RULE_ANY_PLAYER)->player, ==, LISA);
  g_assert_cmpint (game.phase, ==, RB_PHASE_BUILD);
}

/* E-4 (RB-C7, RB-C8): defense 7 with 2 barriers; attack 7 is not enough,
 * 6 critical hits are (4 + 2). */
static void
test_example_crits (void)
{
  RbGame game;
  RbEvents events;

  start (&game, 3, JAIME);
  end_build_phase (&game);
  reveal (&game, JAIME, RB_UNKNOWN, 7, RB_UNKNOWN, 2, 0, NULL);
  g_assert_cmpint (game.challenger, ==, VICENTE);
  correct (&game, VICENTE, RB_FIELD_DECK, 0);
  give_up (&game, VICENTE, NULL);
  g_assert_cmpint (game.challenger, ==, LISA);
  reveal (&game, LISA, 4, 0, 3, 0, BIO, &events);
  g_assert_false (mc_rule_events_has (&events, RB_EVENT_CHAMPION_BEATEN));
  g_assert_cmpint (rb_game_get_crits_needed (&game), ==, 6);
  reveal (&game, LISA, 3, 0, 2, 0, BIO, &events);
  /* Attack 7 against 7, 5 critical hits: keep revealing. */
  g_assert_false (mc_rule_events_has (&events, RB_EVENT_CHAMPION_BEATEN));
  reveal (&game, LISA, 0, 0, 1, 0, BIO, &events);
  g_assert_cmpint (rb_gang_get_attack (&game.attack), ==, 7);
  g_assert_cmpint (rb_gang_get_crits (&game.attack), ==, 6);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_CHAMPION_BEATEN, LISA)->detail, ==, RB_BEAT_CRITS);
  g_assert_cmpint (game.champion, ==, LISA);
}

/* E-5 (RB-C10, RB-C12, RB-C13): Lisa names Bio; Óptimus Primate and
 * Andruida stay (defense 9 together), Mugripache goes. */
static void
test_example_faction (void)
{
  RbGame game;
  RbEvents events;

  start (&game, 3, JAIME);
  end_build_phase (&game);
  reveal (&game, JAIME, RB_UNKNOWN, 9, RB_UNKNOWN, 0, 0, NULL);
  correct (&game, VICENTE, RB_FIELD_DECK, 0);
  give_up (&game, VICENTE, NULL);
  correct (&game, LISA, RB_FIELD_DECK, 5);
  /* Óptimus Primate (Bio), Mugripache (not Bio), Andruida (Bio and, say,
   * Mech: RB-C13, two factions serve either). */
  reveal (&game, LISA, 4, 5, 0, 1, BIO, NULL);
  reveal (&game, LISA, 2, 3, 0, 0, STEAM, NULL);
  reveal (&game, LISA, 4, 4, 0, 0, BIO | MECH, &events);
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_CHAMPION_BEATEN));
  g_assert_cmpuint (game.defense.n_cards, ==, 0);           /* RB-C10 */
  name_faction (&game, LISA, RB_FACTION_BIO, &events);
  g_assert_cmpuint (game.defense.n_cards, ==, 2);
  g_assert_cmpint (rb_gang_get_defense (&game.defense), ==, 9);
  g_assert_cmpint (rb_gang_get_barriers (&game.defense), ==, 1);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_NEW_CHAMPION, LISA)->detail, ==, 2);
  /* Jaime had cards left: he stays in (RB-C15); Vicente surrendered, so
   * the next Challenger after Lisa, clockwise, is Jaime (RB-C14). */
  g_assert_cmpint (game.challenger, ==, JAIME);
}

/* E-6 (RB-C1, RB-C2, RB-C4, RB-C7, RB-C11, RB-C12, RB-C14, RB-C15,
 * RB-C17, RB-C20): Lisa's Pingutrón (defense 3), Jaime's Wrench Toast (attack 2)
 * and Bill el Cohete (attack 7), Vicente's Fisgón. */
static void
test_example_battle (void)
{
  RbGame game;
  RbAction action;
  RbCard card;
  RbEvents events;
  int toast, bill;

  start (&game, 3, LISA);
  end_turn (&game, NULL);
  correct (&game, JAIME, RB_FIELD_SCRAP, 3);
  bill = build (&game, JAIME, "Bill el Cohete", 1, WARFARE, 3, RB_UNKNOWN);
  end_turn (&game, NULL);
  rb_card_init (&card, "Fisgón", 1, 0, 1, RB_UNKNOWN);
  card.contraption = TRUE;
  rb_action_init_build (&action, VICENTE, FALSE, &card);
  apply_ok (&game, &action, NULL);
  end_turn (&game, NULL);
  g_assert_cmpint (game.phase, ==, RB_PHASE_BATTLE);

  /* Fisgón stays out (RB-C1); in the example Jaime's deck holds 2 cards. */
  g_assert_cmpint (game.players[VICENTE].deck, ==, 3);
  correct (&game, JAIME, RB_FIELD_DECK, 2);

  reveal (&game, LISA, RB_UNKNOWN, 3, RB_UNKNOWN, 0, 0, NULL);       /* Pingutrón */
  g_assert_cmpint (game.challenger, ==, JAIME);
  /* Wrench Toast: the app knows its attack, 2; the players enter the rest. */
  toast = rb_game_find_bot (&game, JAIME, RB_STARTER_WRENCH_TOAST);
  rb_action_init_reveal (&action, JAIME, RB_UNKNOWN, 0, 0, 0, WARFARE);
  action.reveal.bot = toast;
  apply_ok (&game, &action, &events);
  g_assert_cmpint (rb_gang_get_attack (&game.attack), ==, 2);
  g_assert_false (mc_rule_events_has (&events, RB_EVENT_CHAMPION_BEATEN));
  rb_action_init_reveal (&action, JAIME, 7, 2, 0, 0, 0);
  action.reveal.bot = bill;
  apply_ok (&game, &action, &events);
  /* 9 against 3 */
  g_assert_cmpint (rb_gang_get_attack (&game.attack), ==, 9);
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_CHAMPION_BEATEN));
  g_assert_cmpint (game.champion, ==, JAIME);
  g_assert_cmpint (game.players[JAIME].deck, ==, 0);
  /* Bill's numbers are remembered for the next time. */
  g_assert_cmpint (game.bots[bill].attack, ==, 7);
  g_assert_cmpint (game.bots[bill].defense, ==, 2);

  name_faction (&game, JAIME, RB_FACTION_WARFARE, NULL);
  g_assert_cmpuint (game.defense.n_cards, ==, 2);
  g_assert_cmpint (rb_gang_get_defense (&game.defense), ==, 2);      /* 0 + 2 */
  g_assert_cmpint (game.challenger, ==, VICENTE);

  /* Vicente beats him: Jaime, no cards left, surrenders; Lisa still waits. */
  reveal (&game, VICENTE, 3, 0, 0, 0, STEAM, NULL);
  name_faction (&game, VICENTE, RB_FACTION_STEAM, &events);
  g_assert_true (game.players[JAIME].surrendered);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_SURRENDERED, MC_RULE_ANY_PLAYER)->player, ==, JAIME);
  g_assert_false (game.players[LISA].surrendered);
  g_assert_cmpint (game.challenger, ==, LISA);

  /* RB-C20, RB-K11: Vicente, defending, turns Fisgón sideways; once. */
  {
    int fisgon = RB_NO_BOT;

    for (int i = 0; i < RB_MAX_BOTS; i++)
      if (game.bots[i].place == RB_BOT_OWNED && game.bots[i].contraption)
        fisgon = i;
    g_assert_cmpint (game.bots[fisgon].owner, ==, VICENTE);
    rb_action_init_use_contraption (&action, JAIME, fisgon);
    refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
    rb_action_init_use_contraption (&action, VICENTE, toast);
    refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
    rb_action_init_use_contraption (&action, VICENTE, fisgon);
    apply_ok (&game, &action, &events);
    g_assert_true (mc_rule_events_has (&events, RB_EVENT_CONTRAPTION_USED));
    g_assert_true (game.bots[fisgon].sideways);
    refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-K11");
    /* Out of the clash: Lisa surrenders, Vicente wins, no clash is on. */
    correct (&game, LISA, RB_FIELD_DECK, 0);
    give_up (&game, LISA, NULL);
    g_assert_cmpint (game.phase, ==, RB_PHASE_BUILD);
    refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-C20");
    /* Readied at the next battle. */
    end_build_phase (&game);
    g_assert_false (game.bots[fisgon].sideways);
    refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-C20");
  }
}

/* RB-C14, RB-C16, RB-C18, RB-C19, A-9, A-10 */
static void
test_surrender (void)
{
  RbGame game;
  RbAction action;
  RbEvents events;

  start (&game, 4, LISA);
  end_build_phase (&game);
  reveal (&game, LISA, RB_UNKNOWN, 20, RB_UNKNOWN, 3, 0, NULL);
  /* the loop rule surrenders at once, cards left or not. */
  rb_action_init_surrender (&action, JAIME, TRUE);
  apply_ok (&game, &action, &events);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_SURRENDERED, JAIME)->detail, ==, 1);
  g_assert_true (game.players[JAIME].surrendered);
  g_assert_cmpint (game.challenger, ==, VICENTE);
  /* RB-C16: a surrendered player reveals no more; only the Challenger gives up. */
  rb_action_init_reveal (&action, JAIME, 1, 1, 0, 0, MECH);
  refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-C16");
  rb_action_init_surrender (&action, ANA, TRUE);
  refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-C16");

  /* RB-C16: the last card revealed and the Champion still standing. */
  reveal (&game, VICENTE, 1, 0, 0, 0, MECH, NULL);
  reveal (&game, VICENTE, 1, 0, 0, 0, MECH, NULL);
  reveal (&game, VICENTE, 1, 0, 0, 0, MECH, NULL);
  rb_action_init_reveal (&action, VICENTE, 1, 0, 0, 0, MECH);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-C16");
  give_up (&game, VICENTE, &events);
  g_assert_cmpuint (game.attack.n_cards, ==, 0);
  g_assert_cmpint (rb_gang_get_defense (&game.defense), ==, 20);    /* unchanged */
  /* RB-C14: Jaime is skipped. */
  g_assert_cmpint (game.challenger, ==, ANA);

  /* Ana beats Lisa, whose deck is empty, but Lisa's Bots give her a
   * new deck first: she stays in. */
  correct (&game, LISA, RB_FIELD_DECK, 0);
  reveal (&game, ANA, 21, 0, 0, 0, MECH, NULL);
  correct (&game, LISA, RB_FIELD_DECK, 2);
  name_faction (&game, ANA, RB_FACTION_MECH, &events);
  g_assert_false (mc_rule_events_has (&events, RB_EVENT_SURRENDERED));
  g_assert_false (game.players[LISA].surrendered);
  g_assert_cmpint (game.challenger, ==, LISA);
  /* RB-C18: when Lisa surrenders only Ana is left: she wins the battle. */
  correct (&game, LISA, RB_FIELD_DECK, 0);
  give_up (&game, LISA, &events);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_BATTLE_WON, MC_RULE_ANY_PLAYER)->player, ==, ANA);
}

/* RB-C21 to RB-C24, RB-R6, RB-K16, A-11 */
static void
test_battle_end (void)
{
  RbGame game;
  RbEvents events;

  start (&game, 3, LISA);
  correct (&game, LISA, RB_FIELD_STORAGE, 2);
  energize (&game, LISA, FALSE, 0);
  energize (&game, LISA, FALSE, 0);
  correct (&game, LISA, RB_FIELD_CRYO, 1);
  end_turn (&game, NULL);
  correct (&game, JAIME, RB_FIELD_STORAGE, 1);
  energize (&game, JAIME, FALSE, 0);
  correct (&game, JAIME, RB_FIELD_CRYO, 4);
  end_build_phase (&game);

  /* Lisa defends; Jaime gives up first, then Vicente: Vicente is the
   * runner-up, the last to surrender. */
  reveal (&game, LISA, RB_UNKNOWN, 30, RB_UNKNOWN, 0, 0, NULL);
  correct (&game, JAIME, RB_FIELD_DECK, 0);
  give_up (&game, JAIME, NULL);
  correct (&game, VICENTE, RB_FIELD_DECK, 0);
  give_up (&game, VICENTE, &events);

  /* RB-C21: 2 to the Champion's Storage; RB-C22, A-11: 1 to the runner-up's. */
  g_assert_cmpint (game.track[0], ==, 0);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_CRYSTALS_WON, LISA)->value, ==, 2);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_CRYSTALS_WON, VICENTE)->value, ==, 1);
  g_assert_cmpint (game.players[VICENTE].storage, ==, 1);
  /* RB-C23: Reactors to Cryo-cells; then the Champion's Cryo-cell to Storage. */
  g_assert_cmpint (game.players[JAIME].reactor, ==, 0);
  g_assert_cmpint (game.players[JAIME].cryo, ==, 4 + 1);
  g_assert_cmpint (game.players[JAIME].storage, ==, 0);
  g_assert_cmpint (game.players[LISA].reactor, ==, 0);
  g_assert_cmpint (game.players[LISA].cryo, ==, 0);
  g_assert_cmpint (game.players[LISA].storage, ==, 2 + 2 + 1);
  /* RB-R6 */
  g_assert_cmpint (rb_game_get_crystals (&game, LISA), ==, 5);
  g_assert_cmpint (rb_game_get_supply (&game), ==, 30 - 12 - 5 - 5 - 1);

  /* RB-R2: round 2; RB-C24, RB-K16: the defeated Bots are in the deck again. */
  g_assert_cmpuint (rb_game_get_round (&game), ==, 2);
  end_build_phase (&game);
  g_assert_cmpint (game.players[LISA].deck, ==, 3);
  g_assert_cmpint (game.players[JAIME].deck, ==, 3);

  /* RB-C22: with 2 players there is no runner-up crystal. */
  start (&game, 2, LISA);
  end_build_phase (&game);
  surrender_all (&game, &events);
  g_assert_cmpint (game.players[LISA].storage, ==, 2);
  g_assert_cmpint (game.players[JAIME].storage, ==, 0);
  g_assert_cmpint (game.track[0], ==, 0);
}

/* E-7 (RB-V1, RB-C21, RB-C22): after round 5's battle Lisa has 12
 * crystals, Jaime 6 and Vicente 0: Lisa wins by dominance. */
static void
test_example_dominance (void)
{
  RbGame game;
  RbAction action;
  RbEvents events;

  /* Round 5 goes counter-clockwise here, so Vicente challenges first and
   * Jaime is the last to surrender. */
  rb_game_init (&game);
  new_game_action (&action, 3, LISA, RB_DIRECTION_CLOCKWISE);
  rb_action_set_direction (&action, 5, RB_DIRECTION_COUNTER_CLOCKWISE);
  apply_ok (&game, &action, NULL);
  go_to_round (&game, 5);
  correct (&game, LISA, RB_FIELD_STORAGE, 10);
  correct (&game, JAIME, RB_FIELD_CRYO, 5);
  end_build_phase (&game);
  g_assert_false (game.over);
  reveal (&game, LISA, RB_UNKNOWN, 30, RB_UNKNOWN, 0, 0, NULL);
  g_assert_cmpint (game.challenger, ==, VICENTE);
  correct (&game, VICENTE, RB_FIELD_DECK, 0);
  give_up (&game, VICENTE, NULL);
  g_assert_false (game.over);
  correct (&game, JAIME, RB_FIELD_DECK, 0);
  give_up (&game, JAIME, &events);

  g_assert_cmpint (rb_game_get_crystals (&game, LISA), ==, 12);
  g_assert_cmpint (rb_game_get_crystals (&game, JAIME), ==, 6);
  g_assert_cmpint (rb_game_get_crystals (&game, VICENTE), ==, 0);
  g_assert_true (game.over);
  g_assert_cmpint (game.winner, ==, LISA);
  g_assert_cmpint (game.victory, ==, RB_VICTORY_DOMINANCE);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_DOMINANCE, MC_RULE_ANY_PLAYER)->player, ==, LISA);
  g_assert_false (mc_rule_events_has (&events, RB_EVENT_ROUND_STARTED));

  /* One crystal fewer for Lisa (11 against 6): no dominance, the Showdown. */
  rb_game_init (&game);
  apply_ok (&game, &action, NULL);
  go_to_round (&game, 5);
  correct (&game, LISA, RB_FIELD_STORAGE, 9);
  correct (&game, JAIME, RB_FIELD_CRYO, 5);
  end_build_phase (&game);
  surrender_all (&game, &events);
  g_assert_false (game.over);
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_SHOWDOWN));
}

/* RB-V1, RB-V2, A-12 */
static void
test_dominance (void)
{
  RbGame game;
  RbAction action;
  RbEvents events;

  /* not after one player's build turn, at the end of the phase. */
  start (&game, 3, LISA);
  correct (&game, LISA, RB_FIELD_STORAGE, 5);
  rb_action_init_create_crystals (&action, LISA, 1);
  apply_ok (&game, &action, NULL);
  end_turn (&game, &events);
  g_assert_false (game.over);
  g_assert_cmpint (rb_game_find_dominant (&game), ==, LISA);
  end_turn (&game, NULL);
  end_turn (&game, &events);
  g_assert_true (game.over);
  g_assert_cmpint (game.victory, ==, RB_VICTORY_DOMINANCE);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_DOMINANCE, MC_RULE_ANY_PLAYER)->player, ==, LISA);
  g_assert_cmpint (game.phase, ==, RB_PHASE_BUILD);
  /* RB-R9: only a correction or a new game now. */
  rb_action_init_end_turn (&action, JAIME);
  refused (&game, &action, MC_RULE_ERROR_GAME_OVER, "RB-R9");
  rb_action_init_create_crystals (&action, JAIME, 1);
  refused (&game, &action, MC_RULE_ERROR_GAME_OVER, "RB-R9");
  /* RB-R9, RB-V8: the winner was decided; the token no longer moves
   * (it did, and the table then named another Champion than the winner). */
  rb_action_init_correct (&action, 0, RB_FIELD_CHAMPION, JAIME);
  refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-R9");

  /* 5 more is not enough: at least 6 more than every other. */
  start (&game, 3, LISA);
  correct (&game, LISA, RB_FIELD_STORAGE, 6);
  correct (&game, JAIME, RB_FIELD_STORAGE, 1);
  end_build_phase (&game);
  g_assert_false (game.over);

  /* RB-V2: no dominance in the Showdown. */
  start (&game, 2, LISA);
  go_to_round (&game, 6);
  correct (&game, LISA, RB_FIELD_STORAGE, 20);
  end_build_phase (&game);
  g_assert_false (game.over);
  g_assert_cmpint (game.phase, ==, RB_PHASE_BATTLE);
}

/* RB-V2, RB-V8, RB-R9: the Champion at the end of the Showdown's battle
 * wins, whatever the crystals. */
static void
test_showdown (void)
{
  RbGame game;
  RbEvents events;

  start (&game, 3, LISA);
  go_to_round (&game, 5);
  end_build_phase (&game);
  surrender_all (&game, &events);
  g_assert_false (game.over);
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_SHOWDOWN));
  g_assert_true (rb_game_is_showdown (&game));
  correct (&game, JAIME, RB_FIELD_STORAGE, 10);
  end_build_phase (&game);
  reveal (&game, LISA, RB_UNKNOWN, 1, RB_UNKNOWN, 0, 0, NULL);
  reveal (&game, JAIME, 2, 1, 0, 0, MECH, NULL);
  name_faction (&game, JAIME, RB_FACTION_MECH, NULL);
  reveal (&game, VICENTE, 5, 0, 0, 0, BIO, NULL);
  name_faction (&game, VICENTE, RB_FACTION_BIO, NULL);
  surrender_all (&game, &events);
  g_assert_true (game.over);
  g_assert_cmpint (game.victory, ==, RB_VICTORY_SHOWDOWN);
  g_assert_cmpint (game.winner, ==, VICENTE);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_GAME_OVER, MC_RULE_ANY_PLAYER)->player, ==, VICENTE);
  /* The Showdown's space is empty: no crystals won (RB-C21). */
  g_assert_false (mc_rule_events_has (&events, RB_EVENT_CRYSTALS_WON));
}

/* RB-K1, RB-K3, RB-K4, RB-K6, RB-K8, A-14, A-16 (RB-F12) */
static void
test_keywords (void)
{
  RbGame game;
  RbAction action;
  RbEvents events;

  start (&game, 2, LISA);
  correct (&game, LISA, RB_FIELD_STORAGE, 1);
  energize (&game, LISA, FALSE, 0);
  /* Energized is for the Battle Phase. */
  g_assert_false (rb_game_is_energized (&game, LISA));
  end_build_phase (&game);
  /* RB-K3 */
  g_assert_true (rb_game_is_energized (&game, LISA));
  g_assert_false (rb_game_is_energized (&game, JAIME));
  reveal (&game, LISA, RB_UNKNOWN, 10, RB_UNKNOWN, 0, 0, NULL);
  correct (&game, JAIME, RB_FIELD_DECK, 5);
  /* RB-K6: Finale with 1 or 0 cards left. */
  g_assert_false (rb_game_is_finale (&game, JAIME));
  g_assert_cmpint (game.players[LISA].deck, ==, 2);
  g_assert_false (rb_game_is_finale (&game, LISA));
  /* whatever critical hits the players read, e.g. Maléfik's 3. */
  reveal (&game, JAIME, 1, 0, 3, 0, MECH, NULL);
  reveal (&game, JAIME, 1, 0, 0, 0, MECH, NULL);
  g_assert_false (rb_game_has_swarm (&game, JAIME));
  reveal (&game, JAIME, 1, 0, 0, 0, MECH, NULL);
  /* RB-K4: three Bots in the gang. */
  g_assert_true (rb_game_has_swarm (&game, JAIME));
  g_assert_false (rb_game_has_swarm (&game, LISA));
  g_assert_cmpint (rb_gang_get_crits (&game.attack), ==, 3);
  correct (&game, JAIME, RB_FIELD_DECK, 1);
  g_assert_true (rb_game_is_finale (&game, JAIME));

  /* RB-K1, RB-K8: abilities change the numbers; Reboot takes a Bot's
   * attack out and puts it back in the deck. */
  rb_action_init_adjust (&action, JAIME, 0, 0, 0, 0);
  refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
  rb_action_init_adjust (&action, JAIME, -4, 0, 0, 0);
  refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, "RB-C3");
  rb_action_init_adjust (&action, VICENTE, 1, 0, 0, 0);
  refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
  rb_action_init_adjust (&action, JAIME, -1, 0, 0, 0);
  apply_ok (&game, &action, NULL);
  correct (&game, JAIME, RB_FIELD_DECK, 2);
  g_assert_cmpint (rb_gang_get_attack (&game.attack), ==, 2);
  /* The Champion's barriers up by 1: 5 crits needed. */
  rb_action_init_adjust (&action, LISA, 0, 0, 0, 1);
  apply_ok (&game, &action, NULL);
  g_assert_cmpint (rb_game_get_crits_needed (&game), ==, 5);
  rb_action_init_adjust (&action, LISA, 0, 990, 0, 0);
  refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  /* An ability adds attack: 2 + 9 > 10 beats the Champion at once. */
  rb_action_init_adjust (&action, JAIME, 9, 0, 0, 0);
  apply_ok (&game, &action, &events);
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_CHAMPION_BEATEN));
  g_assert_cmpint (game.champion, ==, JAIME);
}

/* A gang never holds more Bots than the box (RB-S2), however often the
 * deck is corrected. */
static void
test_gang_bound (void)
{
  RbGame game;
  RbAction action;

  start (&game, 2, LISA);
  end_build_phase (&game);
  reveal (&game, LISA, RB_UNKNOWN, RB_CARD_VALUE_MAX, RB_UNKNOWN, 10, 0, NULL);
  for (int round = 0; round < 2; round++)
    {
      correct (&game, JAIME, RB_FIELD_DECK, RB_MAX_BOTS);
      while (game.attack.n_cards < RB_MAX_BOTS && game.players[JAIME].deck > 0)
        reveal (&game, JAIME, 0, 0, 0, 0, MECH, NULL);
    }
  g_assert_cmpuint (game.attack.n_cards, ==, RB_MAX_BOTS);
  rb_action_init_reveal (&action, JAIME, 0, 0, 0, 0, MECH);
  refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, "RB-S2");
}

/* a new Champion with no Bot of the named faction defends with 0. */
static void
test_empty_defense (void)
{
  RbGame game;
  RbEvents events;

  start (&game, 3, LISA);
  end_build_phase (&game);
  reveal (&game, LISA, RB_UNKNOWN, 1, RB_UNKNOWN, 0, 0, NULL);
  reveal (&game, JAIME, 2, 4, 0, 1, MECH, NULL);
  name_faction (&game, JAIME, RB_FACTION_ANIMAL, &events);
  g_assert_cmpuint (game.defense.n_cards, ==, 0);
  g_assert_cmpint (rb_gang_get_defense (&game.defense), ==, 0);
  g_assert_cmpint (rb_gang_get_barriers (&game.defense), ==, 0);
  /* Attack 0 does not beat 0; attack 1 does. */
  reveal (&game, VICENTE, 0, 0, 0, 0, BIO, &events);
  g_assert_false (mc_rule_events_has (&events, RB_EVENT_CHAMPION_BEATEN));
  reveal (&game, VICENTE, 1, 0, 0, 0, BIO, &events);
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_CHAMPION_BEATEN));
}

/* RB-K9, RB-K14, RB-K15, RB-F13, RB-F14, A-15, A-17 */
static void
test_card_effects (void)
{
  RbGame game;
  RbAction action;
  RbCard card;
  RbEvents events;
  int bulby, evolved, gained, current;

  start (&game, 2, LISA);
  /* RB-K14: from the supply to Storage. A-15: only what the supply holds. */
  rb_action_init_create_crystals (&action, LISA, 2);
  apply_ok (&game, &action, &events);
  g_assert_cmpint (game.players[LISA].storage, ==, 2);
  g_assert_cmpint (rb_game_get_supply (&game), ==, 18);
  correct (&game, JAIME, RB_FIELD_STORAGE, 17);
  rb_action_init_create_crystals (&action, LISA, 3);
  apply_ok (&game, &action, &events);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_CRYSTALS_CREATED, LISA)->value, ==, 1);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_CRYSTALS_CREATED, LISA)->detail, ==, 2);
  g_assert_cmpint (game.players[LISA].storage, ==, 3);
  g_assert_cmpint (rb_game_get_supply (&game), ==, 0);
  rb_action_init_create_crystals (&action, LISA, 0);
  refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, "RB-K14");

  /* RB-K15: a trashed Bot gives no scrap. */
  bulby = rb_game_find_bot (&game, LISA, RB_STARTER_BULBY);
  rb_action_init_trash (&action, LISA, bulby);
  apply_ok (&game, &action, NULL);
  g_assert_cmpint (game.players[LISA].scrap, ==, 1);
  g_assert_cmpint (game.bots[bulby].place, ==, RB_BOT_RECYCLED);

  /* RB-K9: Mechchicken transforms; the Transformation deck gives one card. */
  rb_action_init_transform (&action, LISA, rb_game_find_bot (&game, LISA, RB_STARTER_MECHCHICKEN), "Crónok");
  apply_ok (&game, &action, &events);
  evolved = mc_rule_events_find (&events, RB_EVENT_TRANSFORMED, LISA)->value;
  g_assert_cmpint (game.transformations, ==, 7);
  g_assert_cmpint (game.bots[evolved].tier, ==, RB_TIER_EVOLVED);
  g_assert_cmpstr (game.bots[evolved].name, ==, "Crónok");

  /* the evolved card, trashed, goes to the Recycle Area; the
   * Transformation deck stays at 7. */
  rb_action_init_trash (&action, LISA, evolved);
  apply_ok (&game, &action, NULL);
  g_assert_cmpint (game.bots[evolved].place, ==, RB_BOT_RECYCLED);
  g_assert_cmpint (game.transformations, ==, 7);
  /* Never the last Bot (RB-B14 via RB-K15). */
  rb_action_init_trash (&action, LISA, rb_game_find_bot (&game, LISA, RB_STARTER_WRENCH_TOAST));
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B14");

  /* RB-F13: a Bot gained by an ability is free and outside the limit,
   * but cannot be recycled this phase. */
  build (&game, LISA, "One", 1, BIO, 0, 1);
  build (&game, LISA, "Two", 1, BIO, 0, 1);
  rb_card_init (&card, "Gift", 1, BIO, 4, 1);
  rb_action_init_build (&action, LISA, FALSE, &card);
  action.build.gained = TRUE;
  apply_ok (&game, &action, &events);
  gained = mc_rule_events_find (&events, RB_EVENT_BUILT, LISA)->value;
  g_assert_cmpint (game.players[LISA].scrap, ==, 1);
  rb_action_init_recycle (&action, LISA, gained, RB_UNKNOWN);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B13");
  /* RB-F14: nor trashed (Rociador). */
  rb_action_init_trash (&action, LISA, gained);
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-F14");

  /* RB-K9: an empty Transformation deck, no transformation. */
  current = rb_game_find_bot (&game, LISA, RB_STARTER_WRENCH_TOAST);
  while (game.transformations > 0)
    {
      rb_action_init_transform (&action, LISA, current, "Evolved");
      apply_ok (&game, &action, &events);
      current = mc_rule_events_find (&events, RB_EVENT_TRANSFORMED, LISA)->value;
    }
  rb_action_init_transform (&action, LISA, current, "Evolved");
  refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-K9");
}

/* The table is the truth: every tracked value can be corrected, within its
 * physical bounds, and the 30 crystals stay 30 (RB-S2). */
static void
test_corrections (void)
{
  RbGame game;
  RbAction action;

  start (&game, 2, LISA);
  correct (&game, JAIME, RB_FIELD_SCRAP, 12);
  correct (&game, JAIME, RB_FIELD_TIER, 3);
  correct (&game, LISA, RB_FIELD_STORAGE, 4);
  correct (&game, LISA, RB_FIELD_REACTOR, 4);
  correct (&game, LISA, RB_FIELD_CRYO, 4);
  g_assert_cmpint (rb_game_get_supply (&game), ==, 20 - 12);
  correct (&game, JAIME, RB_FIELD_STORAGE, 8);
  g_assert_cmpint (rb_game_get_supply (&game), ==, 0);
  /* No crystal beyond the 30. */
  rb_action_init_correct (&action, JAIME, RB_FIELD_STORAGE, 9);
  refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, "RB-S2");
  rb_action_init_correct (&action, 2, RB_FIELD_TRACK, 3);
  refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, "RB-S2");
  correct (&game, 2, RB_FIELD_TRACK, 0);
  g_assert_cmpint (rb_game_get_supply (&game), ==, 2);
  /* The Showdown space holds nothing (RB-S7). */
  rb_action_init_correct (&action, 5, RB_FIELD_TRACK, 1);
  refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, "RB-S2");
  rb_action_init_correct (&action, 6, RB_FIELD_TRACK, 0);
  refused (&game, &action, MC_RULE_ERROR_INVALID, "RB-S7");

  rb_action_init_correct (&action, JAIME, RB_FIELD_TIER, 5);
  refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  rb_action_init_correct (&action, JAIME, RB_FIELD_TIER, 0);
  refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  rb_action_init_correct (&action, JAIME, RB_FIELD_SCRAP, -1);
  refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  rb_action_init_correct (&action, JAIME, RB_FIELD_SCRAP, 12);
  refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);        /* nothing to change */
  rb_action_init_correct (&action, 2, RB_FIELD_SCRAP, 1);
  refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
  rb_action_init_correct (&action, -1, RB_FIELD_SCRAP, 1);
  refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
  rb_action_init_correct (&action, 0, (RbField) 99, 1);
  refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
  rb_action_init_correct (&action, 5, RB_FIELD_LAB_DECK, 1);
  refused (&game, &action, MC_RULE_ERROR_INVALID, "RB-S4");
  rb_action_init_correct (&action, 2, RB_FIELD_LAB_DECK, 25);
  refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  /* RB-S2: the box holds 24 tier-2 cards. */
  rb_action_init_correct (&action, 2, RB_FIELD_LAB_ROW, 3);
  refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  correct (&game, 2, RB_FIELD_LAB_DECK, 10);
  correct (&game, 2, RB_FIELD_LAB_ROW, 3);
  rb_action_init_correct (&action, 2, RB_FIELD_LAB_DECK, 22);
  refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  correct (&game, 2, RB_FIELD_LAB_DECK, 21);

  /* RB-S2: 8 Transformation cards. */
  rb_action_init_correct (&action, 0, RB_FIELD_TRANSFORMATIONS, 9);
  refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  correct (&game, 0, RB_FIELD_TRANSFORMATIONS, 7);

  /* The Champion token: in the Build Phase only. */
  correct (&game, 0, RB_FIELD_CHAMPION, JAIME);
  g_assert_cmpint (game.champion, ==, JAIME);
  rb_action_init_correct (&action, 0, RB_FIELD_CHAMPION, 2);
  refused (&game, &action, MC_RULE_ERROR_INVALID, "RB-S12");
  end_build_phase (&game);
  rb_action_init_correct (&action, 0, RB_FIELD_CHAMPION, LISA);
  refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-C11");
  correct (&game, LISA, RB_FIELD_DECK, 7);
  g_assert_cmpint (game.players[LISA].deck, ==, 7);
}

/* One line in words for every kind of action; the state in a few lines. */
static void
test_describe (void)
{
  RbGame game;
  RbAction action;
  RbCard card;
  g_autofree char *summary = NULL;
  g_autofree char *status = NULL;
  struct
  {
    RbAction    action;
    const char *expected;
  } cases[8];
  guint n = 0;

  rb_game_init (&game);
  new_game_action (&action, 3, LISA, RB_DIRECTION_CLOCKWISE);
  {
    g_autofree char *line = rb_game_describe_action (&game, &action);
    g_assert_cmpstr (line, ==, "New Rumblebots game for 3 players");
  }
  apply_ok (&game, &action, NULL);

  rb_card_init (&card, "Bill el Cohete", 1, WARFARE, 3, RB_UNKNOWN);
  rb_action_init_build (&cases[n].action, LISA, FALSE, &card);
  cases[n++].expected = "Lisa builds Bill el Cohete for 3 scrap";
  rb_action_init_recycle (&cases[n].action, LISA, rb_game_find_bot (&game, LISA, RB_STARTER_BULBY), RB_UNKNOWN);
  cases[n++].expected = "Lisa recycles Bulby";
  rb_action_init_upgrade (&cases[n].action, LISA);
  cases[n++].expected = "Lisa upgrades the Workshop to tier 2";
  rb_action_init_energize (&cases[n].action, LISA, FALSE, 1);
  cases[n++].expected = "Lisa energizes a crystal to Scan the tier-1 deck";
  rb_action_init_energize (&cases[n].action, LISA, FALSE, 0);
  cases[n++].expected = "Lisa energizes a crystal for 1 scrap";
  rb_action_init_end_turn (&cases[n].action, LISA);
  cases[n++].expected = "Lisa ends the build turn";
  rb_action_init_correct (&cases[n].action, JAIME, RB_FIELD_SCRAP, 4);
  cases[n++].expected = "Jaime: scrap 0 → 4";
  rb_action_init_create_crystals (&cases[n].action, VICENTE, 2);
  cases[n++].expected = "Vicente's Bot creates 2 crystals";
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *line = rb_game_describe_action (&game, &cases[i].action);

      g_assert_cmpstr (line, ==, cases[i].expected);
    }

  end_build_phase (&game);
  rb_action_init_reveal (&action, LISA, RB_UNKNOWN, 3, RB_UNKNOWN, 0, 0);
  {
    g_autofree char *line = rb_game_describe_action (&game, &action);
    g_assert_cmpstr (line, ==, "Lisa reveals a Bot with defense 3 to defend");
  }
  apply_ok (&game, &action, NULL);
  rb_action_init_reveal (&action, JAIME, 7, 2, 0, 0, WARFARE);
  {
    g_autofree char *line = rb_game_describe_action (&game, &action);
    g_assert_cmpstr (line, ==, "Jaime reveals a Bot: attack 7, 0 critical hits");
  }
  status = rb_game_dup_status (&game);
  g_assert_cmpstr (status, ==, "Round 1, Battle Phase: Jaime attacks 0 against Lisa's defense 3");
  apply_ok (&game, &action, NULL);
  rb_action_init_name_faction (&action, JAIME, RB_FACTION_WARFARE);
  {
    g_autofree char *line = rb_game_describe_action (&game, &action);
    g_assert_cmpstr (line, ==, "Jaime defends with Warfare");
  }
  /* A named Bot: its name, and the numbers the app knows of it. */
  rb_action_init_reveal (&action, VICENTE, RB_UNKNOWN, 0, 0, 0, WARFARE);
  action.reveal.bot = rb_game_find_bot (&game, VICENTE, RB_STARTER_WRENCH_TOAST);
  {
    g_autofree char *line = rb_game_describe_action (&game, &action);
    g_assert_cmpstr (line, ==, "Vicente reveals Wrench Toast: attack 2, 0 critical hits");
  }
  rb_action_init_surrender (&action, VICENTE, TRUE);
  {
    g_autofree char *line = rb_game_describe_action (&game, &action);
    g_assert_cmpstr (line, ==, "Vicente surrenders by the loop rule");
  }

  /* The battle's other actions. */
  rb_action_init_adjust (&action, JAIME, 2, 0, 0, -1);
  {
    g_autofree char *line = rb_game_describe_action (&game, &action);
    g_assert_cmpstr (line, ==, "Jaime's gang changes: attack +2, defense +0, critical hits +0, barriers -1");
  }
  rb_action_init_trash (&action, LISA, rb_game_find_bot (&game, LISA, RB_STARTER_MECHCHICKEN));
  {
    g_autofree char *line = rb_game_describe_action (&game, &action);
    g_assert_cmpstr (line, ==, "Lisa trashes Mechchicken");
  }
  rb_action_init_transform (&action, LISA, rb_game_find_bot (&game, LISA, RB_STARTER_WRENCH_TOAST), "Crónok");
  {
    g_autofree char *line = rb_game_describe_action (&game, &action);
    g_assert_cmpstr (line, ==, "Lisa's Wrench Toast transforms into Crónok");
  }
  rb_action_init_use_contraption (&action, VICENTE, RB_NO_BOT);
  {
    g_autofree char *line = rb_game_describe_action (&game, &action);
    g_assert_cmpstr (line, ==, "Vicente uses a Bot");
  }
  rb_action_init_correct (&action, 0, RB_FIELD_TRACK, 1);
  {
    g_autofree char *line = rb_game_describe_action (&game, &action);
    g_assert_cmpstr (line, ==, "Round space 1: crystals 3 → 1");
  }

  summary = rb_game_dup_summary (&game);
  g_assert_nonnull (strstr (summary, "Jaime: 0 crystals (Storage 0, Reactor 0, Cryo-cell 0), 0 scrap, "
                                     "Workshop tier 1 (Champion)"));
  g_assert_nonnull (strstr (summary, "Round track: 3 3 3 3 3 –"));
  g_assert_nonnull (strstr (summary, "Common supply: 15 crystals"));
  g_assert_nonnull (strstr (summary, "Direction of play: clockwise"));
}

/* each has its reading in the rules reference, marked as the
 * app's interpretation ("The rulebook doesn't say; this app …", no ID in
 * the sentence), and names rules of the checklist. */
static void
test_interpretations (void)
{
  guint n;
  const RbInterpretation *all = rb_interpretation_get_all (&n);

  g_assert_cmpuint (n, ==, 17);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *id = g_strdup_printf ("A-%u", i + 1);
      const RbInterpretation *reading = rb_interpretation_find (id);

      g_assert_nonnull (reading);
      g_assert_true (reading == &all[i]);
      g_assert_true (g_str_has_prefix (reading->rules, "RB-"));
      test_assert_reads_as_interpretation (reading->reading);
      g_assert_cmpstr (reading->title, !=, "");
    }
  g_assert_null (rb_interpretation_find ("A-18"));
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
  g_test_add_func ("/rumble/battle/start", test_battle_start);
  g_test_add_func ("/rumble/battle/clash", test_clash);
  g_test_add_func ("/rumble/battle/example-crits", test_example_crits);
  g_test_add_func ("/rumble/battle/example-faction", test_example_faction);
  g_test_add_func ("/rumble/battle/example-battle", test_example_battle);
  g_test_add_func ("/rumble/battle/surrender", test_surrender);
  g_test_add_func ("/rumble/battle/empty-defense", test_empty_defense);
  g_test_add_func ("/rumble/battle/gang-bound", test_gang_bound);
  g_test_add_func ("/rumble/battle/end", test_battle_end);
  g_test_add_func ("/rumble/victory/example-dominance", test_example_dominance);
  g_test_add_func ("/rumble/victory/dominance", test_dominance);
  g_test_add_func ("/rumble/victory/showdown", test_showdown);
  g_test_add_func ("/rumble/cards/keywords", test_keywords);
  g_test_add_func ("/rumble/cards/effects", test_card_effects);
  g_test_add_func ("/rumble/corrections", test_corrections);
  g_test_add_func ("/rumble/text/describe", test_describe);
  g_test_add_func ("/rumble/text/interpretations", test_interpretations);

  return g_test_run ();
}
