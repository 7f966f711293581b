/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Rumblebots rules core rule by rule, part 2: the Battle Phase,
 * dominance and the Showdown, and the worked examples E-4 to E-7. Each
 * test names the IDs of shared/rules/rumblebots/checklist.md it checks.
 * Expected numbers come from the rulebook, not from the code. */
#include "config.h"

#include <string.h>

#include "rumble/rb-game.h"
#include "rumble/rb-interpretation.h"

#include "test-rumble-rules-util.h"
#include "test-util.h"

/* RB-C1, RB-C2, RB-C3, RB-C4, RB-K10, RB-K17, A-7 */
static void
test_battle_start (void)
{
  RbGame game;
  RbAction action;
  RbCard card;
  RbEvents events;

  test_rb_start (&game, 3, LISA);
  test_rb_end_turn (&game, NULL);
  /* Jaime builds a Contraption: it never goes into the deck (RB-C1, RB-K10). */
  rb_card_init (&card, "Fisgón", 1, 0, 1, RB_UNKNOWN);
  card.contraption = TRUE;
  rb_action_init_build (&action, JAIME, FALSE, &card);
  test_rb_apply_ok (&game, &action, NULL);
  test_rb_end_build_phase (&game);
  g_assert_cmpint (game.phase, ==, RB_PHASE_BATTLE);
  /* RB-K17: he owns 4 cards; his deck holds 3. */
  g_assert_cmpuint (rb_game_count_bots (&game, JAIME, TRUE), ==, 4);
  g_assert_cmpint (game.players[JAIME].deck, ==, 3);
  g_assert_cmpint (game.players[LISA].deck, ==, 3);

  /* RB-C2: the Champion reveals first; nobody else. */
  rb_action_init_reveal (&action, JAIME, 1, 1, 0, 0, MECH);
  test_rb_refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-C2");
  rb_action_init_adjust (&action, LISA, 0, 1, 0, 0);
  test_rb_refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-C2");
  /* RB-C2 needs its defense; RB-K10: a Contraption is never revealed. */
  rb_action_init_reveal (&action, LISA, RB_UNKNOWN, RB_UNKNOWN, RB_UNKNOWN, 0, 0);
  test_rb_refused (&game, &action, MC_RULE_ERROR_UNKNOWN_VALUE, "RB-C6");

  /* the first defender sets the gang and nothing else happens. */
  test_rb_reveal (&game, LISA, RB_UNKNOWN, 3, RB_UNKNOWN, 1, 0, &events);
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
  test_rb_refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-B1");
}

/* RB-C5 to RB-C11 */
static void
test_clash (void)
{
  RbGame game;
  RbAction action;
  RbEvents events;

  test_rb_start (&game, 2, LISA);
  test_rb_end_build_phase (&game);
  test_rb_reveal (&game, LISA, RB_UNKNOWN, 5, RB_UNKNOWN, 0, 0, NULL);

  /* RB-C14: only the Challenger reveals. */
  rb_action_init_reveal (&action, LISA, 1, 1, 0, 0, MECH);
  test_rb_refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-C14");
  /* An attacker's faction is needed for RB-C12. */
  rb_action_init_reveal (&action, JAIME, 1, 1, 0, 0, 0);
  test_rb_refused (&game, &action, MC_RULE_ERROR_UNKNOWN_VALUE, "RB-C12");
  rb_action_init_reveal (&action, JAIME, RB_CARD_VALUE_MAX + 1, 1, 0, 0, MECH);
  test_rb_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  /* RB-K18: one or two factions. */
  rb_action_init_reveal (&action, JAIME, 1, 1, 0, 0, MECH | BIO | STEAM);
  test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, "RB-K18");

  /* RB-C5, RB-C6: the totals grow; RB-C7: equal is not enough. */
  test_rb_reveal (&game, JAIME, 2, 0, 1, 0, MECH, &events);
  g_assert_false (mc_rule_events_has (&events, RB_EVENT_CHAMPION_BEATEN));
  test_rb_reveal (&game, JAIME, 3, 1, 1, 0, BIO, &events);
  g_assert_cmpint (rb_gang_get_attack (&game.attack), ==, 5);
  g_assert_cmpint (rb_gang_get_crits (&game.attack), ==, 2);
  g_assert_false (mc_rule_events_has (&events, RB_EVENT_CHAMPION_BEATEN));
  g_assert_false (rb_game_is_beaten (&game));
  g_assert_cmpint (game.champion, ==, LISA);
  /* RB-C9: surrender only when the deck is out. */
  rb_action_init_surrender (&action, JAIME, FALSE);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-C9");

  /* RB-C7: greater beats it, with the last card (RB-C11). */
  test_rb_reveal (&game, JAIME, 1, 0, 0, 0, BIO, &events);
  g_assert_cmpint (game.players[JAIME].deck, ==, 0);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_CHAMPION_BEATEN, JAIME)->detail, ==, RB_BEAT_ATTACK);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_CHAMPION_BEATEN, JAIME)->value, ==, LISA);
  /* RB-C11: the token goes at once. RB-C10: Lisa's gang is gone. */
  g_assert_cmpint (game.champion, ==, JAIME);
  g_assert_cmpuint (game.defense.n_cards, ==, 0);
  g_assert_cmpint (game.step, ==, RB_STEP_NAME_FACTION);
  /* RB-C9: stop revealing at the win. */
  rb_action_init_reveal (&action, JAIME, 1, 1, 0, 0, MECH);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-C9");
  rb_action_init_reveal (&action, LISA, 1, 1, 0, 0, MECH);
  test_rb_refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-C12");
  rb_action_init_name_faction (&action, LISA, RB_FACTION_BIO);
  test_rb_refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-C12");
  rb_action_init_name_faction (&action, JAIME, (RbFaction) 9);
  test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);

  test_rb_name_faction (&game, JAIME, RB_FACTION_BIO, &events);
  /* RB-C12: the two Bio Bots defend: 1 + 0. RB-C15: Lisa, 2 cards left, challenges. */
  g_assert_cmpint (rb_gang_get_defense (&game.defense), ==, 1);
  g_assert_cmpint (game.challenger, ==, LISA);
  g_assert_false (game.players[LISA].surrendered);
  rb_action_init_name_faction (&action, JAIME, RB_FACTION_BIO);
  test_rb_refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-C12");

  /* RB-C8 with crits: 4 + 0 barriers; RB-C17: Jaime, beaten with no
   * cards, surrenders; RB-C18: Lisa wins the battle. */
  test_rb_reveal (&game, LISA, 0, 0, 4, 0, STEAM, &events);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_CHAMPION_BEATEN, LISA)->detail, ==, RB_BEAT_CRITS);
  test_rb_name_faction (&game, LISA, RB_FACTION_STEAM, &events);
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

  test_rb_start (&game, 3, JAIME);
  test_rb_end_build_phase (&game);
  test_rb_reveal (&game, JAIME, RB_UNKNOWN, 7, RB_UNKNOWN, 2, 0, NULL);
  g_assert_cmpint (game.challenger, ==, VICENTE);
  test_rb_correct (&game, VICENTE, RB_FIELD_DECK, 0);
  test_rb_give_up (&game, VICENTE, NULL);
  g_assert_cmpint (game.challenger, ==, LISA);
  test_rb_reveal (&game, LISA, 4, 0, 3, 0, BIO, &events);
  g_assert_false (mc_rule_events_has (&events, RB_EVENT_CHAMPION_BEATEN));
  g_assert_cmpint (rb_game_get_crits_needed (&game), ==, 6);
  test_rb_reveal (&game, LISA, 3, 0, 2, 0, BIO, &events);
  /* Attack 7 against 7, 5 critical hits: keep revealing. */
  g_assert_false (mc_rule_events_has (&events, RB_EVENT_CHAMPION_BEATEN));
  test_rb_reveal (&game, LISA, 0, 0, 1, 0, BIO, &events);
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

  test_rb_start (&game, 3, JAIME);
  test_rb_end_build_phase (&game);
  test_rb_reveal (&game, JAIME, RB_UNKNOWN, 9, RB_UNKNOWN, 0, 0, NULL);
  test_rb_correct (&game, VICENTE, RB_FIELD_DECK, 0);
  test_rb_give_up (&game, VICENTE, NULL);
  test_rb_correct (&game, LISA, RB_FIELD_DECK, 5);
  /* Óptimus Primate (Bio), Mugripache (not Bio), Andruida (Bio and, say,
   * Mech: RB-C13, two factions serve either). */
  test_rb_reveal (&game, LISA, 4, 5, 0, 1, BIO, NULL);
  test_rb_reveal (&game, LISA, 2, 3, 0, 0, STEAM, NULL);
  test_rb_reveal (&game, LISA, 4, 4, 0, 0, BIO | MECH, &events);
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_CHAMPION_BEATEN));
  g_assert_cmpuint (game.defense.n_cards, ==, 0);           /* RB-C10 */
  test_rb_name_faction (&game, LISA, RB_FACTION_BIO, &events);
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

  test_rb_start (&game, 3, LISA);
  test_rb_end_turn (&game, NULL);
  test_rb_correct (&game, JAIME, RB_FIELD_SCRAP, 3);
  bill = test_rb_build (&game, JAIME, "Bill el Cohete", 1, WARFARE, 3, RB_UNKNOWN);
  test_rb_end_turn (&game, NULL);
  rb_card_init (&card, "Fisgón", 1, 0, 1, RB_UNKNOWN);
  card.contraption = TRUE;
  rb_action_init_build (&action, VICENTE, FALSE, &card);
  test_rb_apply_ok (&game, &action, NULL);
  test_rb_end_turn (&game, NULL);
  g_assert_cmpint (game.phase, ==, RB_PHASE_BATTLE);

  /* Fisgón stays out (RB-C1); in the example Jaime's deck holds 2 cards. */
  g_assert_cmpint (game.players[VICENTE].deck, ==, 3);
  test_rb_correct (&game, JAIME, RB_FIELD_DECK, 2);

  test_rb_reveal (&game, LISA, RB_UNKNOWN, 3, RB_UNKNOWN, 0, 0, NULL);       /* Pingutrón */
  g_assert_cmpint (game.challenger, ==, JAIME);
  /* Wrench Toast: the app knows its attack, 2; the players enter the rest. */
  toast = rb_game_find_bot (&game, JAIME, RB_STARTER_WRENCH_TOAST);
  rb_action_init_reveal (&action, JAIME, RB_UNKNOWN, 0, 0, 0, WARFARE);
  action.reveal.bot = toast;
  test_rb_apply_ok (&game, &action, &events);
  g_assert_cmpint (rb_gang_get_attack (&game.attack), ==, 2);
  g_assert_false (mc_rule_events_has (&events, RB_EVENT_CHAMPION_BEATEN));
  rb_action_init_reveal (&action, JAIME, 7, 2, 0, 0, 0);
  action.reveal.bot = bill;
  test_rb_apply_ok (&game, &action, &events);
  /* 9 against 3 */
  g_assert_cmpint (rb_gang_get_attack (&game.attack), ==, 9);
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_CHAMPION_BEATEN));
  g_assert_cmpint (game.champion, ==, JAIME);
  g_assert_cmpint (game.players[JAIME].deck, ==, 0);
  /* Bill's numbers are remembered for the next time. */
  g_assert_cmpint (game.bots[bill].attack, ==, 7);
  g_assert_cmpint (game.bots[bill].defense, ==, 2);

  test_rb_name_faction (&game, JAIME, RB_FACTION_WARFARE, NULL);
  g_assert_cmpuint (game.defense.n_cards, ==, 2);
  g_assert_cmpint (rb_gang_get_defense (&game.defense), ==, 2);      /* 0 + 2 */
  g_assert_cmpint (game.challenger, ==, VICENTE);

  /* Vicente beats him: Jaime, no cards left, surrenders; Lisa still waits. */
  test_rb_reveal (&game, VICENTE, 3, 0, 0, 0, STEAM, NULL);
  test_rb_name_faction (&game, VICENTE, RB_FACTION_STEAM, &events);
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
    test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
    rb_action_init_use_contraption (&action, VICENTE, toast);
    test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
    rb_action_init_use_contraption (&action, VICENTE, fisgon);
    test_rb_apply_ok (&game, &action, &events);
    g_assert_true (mc_rule_events_has (&events, RB_EVENT_CONTRAPTION_USED));
    g_assert_true (game.bots[fisgon].sideways);
    test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-K11");
    /* Out of the clash: Lisa surrenders, Vicente wins, no clash is on. */
    test_rb_correct (&game, LISA, RB_FIELD_DECK, 0);
    test_rb_give_up (&game, LISA, NULL);
    g_assert_cmpint (game.phase, ==, RB_PHASE_BUILD);
    test_rb_refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-C20");
    /* Readied at the next battle. */
    test_rb_end_build_phase (&game);
    g_assert_false (game.bots[fisgon].sideways);
    test_rb_refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-C20");
  }
}

/* RB-C14, RB-C16, RB-C18, RB-C19, A-9, A-10 */
static void
test_surrender (void)
{
  RbGame game;
  RbAction action;
  RbEvents events;

  test_rb_start (&game, 4, LISA);
  test_rb_end_build_phase (&game);
  test_rb_reveal (&game, LISA, RB_UNKNOWN, 20, RB_UNKNOWN, 3, 0, NULL);
  /* the loop rule surrenders at once, cards left or not. */
  rb_action_init_surrender (&action, JAIME, TRUE);
  test_rb_apply_ok (&game, &action, &events);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_SURRENDERED, JAIME)->detail, ==, 1);
  g_assert_true (game.players[JAIME].surrendered);
  g_assert_cmpint (game.challenger, ==, VICENTE);
  /* RB-C16: a surrendered player reveals no more; only the Challenger gives up. */
  rb_action_init_reveal (&action, JAIME, 1, 1, 0, 0, MECH);
  test_rb_refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-C16");
  rb_action_init_surrender (&action, ANA, TRUE);
  test_rb_refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-C16");

  /* RB-C16: the last card revealed and the Champion still standing. */
  test_rb_reveal (&game, VICENTE, 1, 0, 0, 0, MECH, NULL);
  test_rb_reveal (&game, VICENTE, 1, 0, 0, 0, MECH, NULL);
  test_rb_reveal (&game, VICENTE, 1, 0, 0, 0, MECH, NULL);
  rb_action_init_reveal (&action, VICENTE, 1, 0, 0, 0, MECH);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-C16");
  test_rb_give_up (&game, VICENTE, &events);
  g_assert_cmpuint (game.attack.n_cards, ==, 0);
  g_assert_cmpint (rb_gang_get_defense (&game.defense), ==, 20);    /* unchanged */
  /* RB-C14: Jaime is skipped. */
  g_assert_cmpint (game.challenger, ==, ANA);

  /* Ana beats Lisa, whose deck is empty, but Lisa's Bots give her a
   * new deck first: she stays in. */
  test_rb_correct (&game, LISA, RB_FIELD_DECK, 0);
  test_rb_reveal (&game, ANA, 21, 0, 0, 0, MECH, NULL);
  test_rb_correct (&game, LISA, RB_FIELD_DECK, 2);
  test_rb_name_faction (&game, ANA, RB_FACTION_MECH, &events);
  g_assert_false (mc_rule_events_has (&events, RB_EVENT_SURRENDERED));
  g_assert_false (game.players[LISA].surrendered);
  g_assert_cmpint (game.challenger, ==, LISA);
  /* RB-C18: when Lisa surrenders only Ana is left: she wins the battle. */
  test_rb_correct (&game, LISA, RB_FIELD_DECK, 0);
  test_rb_give_up (&game, LISA, &events);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_BATTLE_WON, MC_RULE_ANY_PLAYER)->player, ==, ANA);
}

/* RB-C21 to RB-C24, RB-R6, RB-K16, A-11 */
static void
test_battle_end (void)
{
  RbGame game;
  RbEvents events;

  test_rb_start (&game, 3, LISA);
  test_rb_correct (&game, LISA, RB_FIELD_STORAGE, 2);
  test_rb_energize (&game, LISA, FALSE, 0);
  test_rb_energize (&game, LISA, FALSE, 0);
  test_rb_correct (&game, LISA, RB_FIELD_CRYO, 1);
  test_rb_end_turn (&game, NULL);
  test_rb_correct (&game, JAIME, RB_FIELD_STORAGE, 1);
  test_rb_energize (&game, JAIME, FALSE, 0);
  test_rb_correct (&game, JAIME, RB_FIELD_CRYO, 4);
  test_rb_end_build_phase (&game);

  /* Lisa defends; Jaime gives up first, then Vicente: Vicente is the
   * runner-up, the last to surrender. */
  test_rb_reveal (&game, LISA, RB_UNKNOWN, 30, RB_UNKNOWN, 0, 0, NULL);
  test_rb_correct (&game, JAIME, RB_FIELD_DECK, 0);
  test_rb_give_up (&game, JAIME, NULL);
  test_rb_correct (&game, VICENTE, RB_FIELD_DECK, 0);
  test_rb_give_up (&game, VICENTE, &events);

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
  test_rb_end_build_phase (&game);
  g_assert_cmpint (game.players[LISA].deck, ==, 3);
  g_assert_cmpint (game.players[JAIME].deck, ==, 3);

  /* RB-C22: with 2 players there is no runner-up crystal. */
  test_rb_start (&game, 2, LISA);
  test_rb_end_build_phase (&game);
  test_rb_surrender_all (&game, &events);
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
  test_rb_new_game_action (&action, 3, LISA, RB_DIRECTION_CLOCKWISE);
  rb_action_set_direction (&action, 5, RB_DIRECTION_COUNTER_CLOCKWISE);
  test_rb_apply_ok (&game, &action, NULL);
  test_rb_go_to_round (&game, 5);
  test_rb_correct (&game, LISA, RB_FIELD_STORAGE, 10);
  test_rb_correct (&game, JAIME, RB_FIELD_CRYO, 5);
  test_rb_end_build_phase (&game);
  g_assert_false (game.over);
  test_rb_reveal (&game, LISA, RB_UNKNOWN, 30, RB_UNKNOWN, 0, 0, NULL);
  g_assert_cmpint (game.challenger, ==, VICENTE);
  test_rb_correct (&game, VICENTE, RB_FIELD_DECK, 0);
  test_rb_give_up (&game, VICENTE, NULL);
  g_assert_false (game.over);
  test_rb_correct (&game, JAIME, RB_FIELD_DECK, 0);
  test_rb_give_up (&game, JAIME, &events);

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
  test_rb_apply_ok (&game, &action, NULL);
  test_rb_go_to_round (&game, 5);
  test_rb_correct (&game, LISA, RB_FIELD_STORAGE, 9);
  test_rb_correct (&game, JAIME, RB_FIELD_CRYO, 5);
  test_rb_end_build_phase (&game);
  test_rb_surrender_all (&game, &events);
  g_assert_false (game.over);
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_SHOWDOWN));
}

/* RB-R9, RB-V1: a dominance win after a battle ends the game in that
 * round. E-7's numbers in rounds 4 and 5, 3 players: RB-S7 puts 3
 * crystals on each space, the Champion takes 2 (RB-C21) and the last to
 * surrender 1 (RB-C22), so the round's space is empty when dominance is
 * checked; the game still ended in round 4 or 5, not the next. */
static void
test_dominance_ends_in_its_round (void)
{
  for (guint round = 4; round <= 5; round++)
    {
      RbGame game;
      RbAction action;

      rb_game_init (&game);
      test_rb_new_game_action (&action, 3, LISA, RB_DIRECTION_CLOCKWISE);
      rb_action_set_direction (&action, round, RB_DIRECTION_COUNTER_CLOCKWISE);
      test_rb_apply_ok (&game, &action, NULL);
      test_rb_go_to_round (&game, round);
      g_assert_cmpuint (rb_game_get_round (&game), ==, round);
      test_rb_correct (&game, LISA, RB_FIELD_STORAGE, 10);
      test_rb_correct (&game, JAIME, RB_FIELD_CRYO, 5);
      test_rb_end_build_phase (&game);
      test_rb_surrender_all (&game, NULL);
      g_assert_true (game.over);
      g_assert_cmpint (game.victory, ==, RB_VICTORY_DOMINANCE);
      g_assert_cmpint (game.track[round - 1], ==, 0);
      g_assert_cmpuint (rb_game_get_round (&game), ==, round);
      g_assert_false (rb_game_is_showdown (&game));
    }
}

/* RB-V1, RB-V2, A-12 */
static void
test_dominance (void)
{
  RbGame game;
  RbAction action;
  RbEvents events;

  /* not after one player's build turn, at the end of the phase. */
  test_rb_start (&game, 3, LISA);
  test_rb_correct (&game, LISA, RB_FIELD_STORAGE, 5);
  rb_action_init_create_crystals (&action, LISA, 1);
  test_rb_apply_ok (&game, &action, NULL);
  test_rb_end_turn (&game, &events);
  g_assert_false (game.over);
  g_assert_cmpint (rb_game_find_dominant (&game), ==, LISA);
  test_rb_end_turn (&game, NULL);
  test_rb_end_turn (&game, &events);
  g_assert_true (game.over);
  g_assert_cmpint (game.victory, ==, RB_VICTORY_DOMINANCE);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_DOMINANCE, MC_RULE_ANY_PLAYER)->player, ==, LISA);
  g_assert_cmpint (game.phase, ==, RB_PHASE_BUILD);
  g_assert_cmpuint (rb_game_get_round (&game), ==, 1);
  /* RB-R9: only a correction or a new game now. */
  rb_action_init_end_turn (&action, JAIME);
  test_rb_refused (&game, &action, MC_RULE_ERROR_GAME_OVER, "RB-R9");
  rb_action_init_create_crystals (&action, JAIME, 1);
  test_rb_refused (&game, &action, MC_RULE_ERROR_GAME_OVER, "RB-R9");
  /* RB-R9, RB-V8: the winner was decided; the token no longer moves
   * (it did, and the table then named another Champion than the winner). */
  rb_action_init_correct (&action, 0, RB_FIELD_CHAMPION, JAIME);
  test_rb_refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-R9");

  /* 5 more is not enough: at least 6 more than every other. */
  test_rb_start (&game, 3, LISA);
  test_rb_correct (&game, LISA, RB_FIELD_STORAGE, 6);
  test_rb_correct (&game, JAIME, RB_FIELD_STORAGE, 1);
  test_rb_end_build_phase (&game);
  g_assert_false (game.over);

  /* RB-V2: no dominance in the Showdown. */
  test_rb_start (&game, 2, LISA);
  test_rb_go_to_round (&game, 6);
  test_rb_correct (&game, LISA, RB_FIELD_STORAGE, 20);
  test_rb_end_build_phase (&game);
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

  test_rb_start (&game, 3, LISA);
  test_rb_go_to_round (&game, 5);
  test_rb_end_build_phase (&game);
  test_rb_surrender_all (&game, &events);
  g_assert_false (game.over);
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_SHOWDOWN));
  g_assert_true (rb_game_is_showdown (&game));
  test_rb_correct (&game, JAIME, RB_FIELD_STORAGE, 10);
  test_rb_end_build_phase (&game);
  test_rb_reveal (&game, LISA, RB_UNKNOWN, 1, RB_UNKNOWN, 0, 0, NULL);
  test_rb_reveal (&game, JAIME, 2, 1, 0, 0, MECH, NULL);
  test_rb_name_faction (&game, JAIME, RB_FACTION_MECH, NULL);
  test_rb_reveal (&game, VICENTE, 5, 0, 0, 0, BIO, NULL);
  test_rb_name_faction (&game, VICENTE, RB_FACTION_BIO, NULL);
  test_rb_surrender_all (&game, &events);
  g_assert_true (game.over);
  g_assert_cmpint (game.victory, ==, RB_VICTORY_SHOWDOWN);
  g_assert_cmpint (game.winner, ==, VICENTE);
  g_assert_cmpuint (rb_game_get_round (&game), ==, 6);   /* the Showdown, the sixth (RB-R1) */
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_GAME_OVER, MC_RULE_ANY_PLAYER)->player, ==, VICENTE);
  /* The Showdown's space is empty: no crystals won (RB-C21). */
  g_assert_false (mc_rule_events_has (&events, RB_EVENT_CRYSTALS_WON));
}

/* A gang never holds more Bots than the box (RB-S2), however often the
 * deck is corrected. */
static void
test_gang_bound (void)
{
  RbGame game;
  RbAction action;

  test_rb_start (&game, 2, LISA);
  test_rb_end_build_phase (&game);
  test_rb_reveal (&game, LISA, RB_UNKNOWN, RB_CARD_VALUE_MAX, RB_UNKNOWN, 10, 0, NULL);
  for (int round = 0; round < 2; round++)
    {
      test_rb_correct (&game, JAIME, RB_FIELD_DECK, RB_MAX_BOTS);
      while (game.attack.n_cards < RB_MAX_BOTS && game.players[JAIME].deck > 0)
        test_rb_reveal (&game, JAIME, 0, 0, 0, 0, MECH, NULL);
    }
  g_assert_cmpuint (game.attack.n_cards, ==, RB_MAX_BOTS);
  rb_action_init_reveal (&action, JAIME, 0, 0, 0, 0, MECH);
  test_rb_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, "RB-S2");
}

/* a new Champion with no Bot of the named faction defends with 0. */
static void
test_empty_defense (void)
{
  RbGame game;
  RbEvents events;

  test_rb_start (&game, 3, LISA);
  test_rb_end_build_phase (&game);
  test_rb_reveal (&game, LISA, RB_UNKNOWN, 1, RB_UNKNOWN, 0, 0, NULL);
  test_rb_reveal (&game, JAIME, 2, 4, 0, 1, MECH, NULL);
  test_rb_name_faction (&game, JAIME, RB_FACTION_ANIMAL, &events);
  g_assert_cmpuint (game.defense.n_cards, ==, 0);
  g_assert_cmpint (rb_gang_get_defense (&game.defense), ==, 0);
  g_assert_cmpint (rb_gang_get_barriers (&game.defense), ==, 0);
  /* Attack 0 does not beat 0; attack 1 does. */
  test_rb_reveal (&game, VICENTE, 0, 0, 0, 0, BIO, &events);
  g_assert_false (mc_rule_events_has (&events, RB_EVENT_CHAMPION_BEATEN));
  test_rb_reveal (&game, VICENTE, 1, 0, 0, 0, BIO, &events);
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_CHAMPION_BEATEN));
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/rumble/battle/start", test_battle_start);
  g_test_add_func ("/rumble/battle/clash", test_clash);
  g_test_add_func ("/rumble/battle/example-crits", test_example_crits);
  g_test_add_func ("/rumble/battle/example-faction", test_example_faction);
  g_test_add_func ("/rumble/battle/example-battle", test_example_battle);
  g_test_add_func ("/rumble/battle/surrender", test_surrender);
  g_test_add_func ("/rumble/battle/end", test_battle_end);
  g_test_add_func ("/rumble/victory/example-dominance", test_example_dominance);
  g_test_add_func ("/rumble/victory/dominance", test_dominance);
  g_test_add_func ("/rumble/victory/dominance-ends-in-its-round", test_dominance_ends_in_its_round);
  g_test_add_func ("/rumble/victory/showdown", test_showdown);
  g_test_add_func ("/rumble/battle/gang-bound", test_gang_bound);
  g_test_add_func ("/rumble/battle/empty-defense", test_empty_defense);

  return g_test_run ();
}
