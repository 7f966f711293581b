/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Rumblebots rules core rule by rule, part 3: the keywords the app can
 * compute, card effects, corrections, the descriptions, and each ambiguity
 * with the test of the reading the app takes
 * (rb-interpretation.c). Each test names the IDs of
 * shared/rules/rumblebots/checklist.md it checks. Expected numbers come
 * from the rulebook, not from the code. */
#include "config.h"

#include <string.h>

#include "rumble/rb-game.h"
#include "rumble/rb-interpretation.h"

#include "test-rumble-rules-util.h"
#include "test-util.h"

/* RB-K1, RB-K3, RB-K4, RB-K6, RB-K8, A-14, A-16 (RB-F12) */
static void
test_keywords (void)
{
  RbGame game;
  RbAction action;
  RbEvents events;

  test_rb_start (&game, 2, LISA);
  test_rb_correct (&game, LISA, RB_FIELD_STORAGE, 1);
  test_rb_energize (&game, LISA, FALSE, 0);
  /* Energized is for the Battle Phase. */
  g_assert_false (rb_game_is_energized (&game, LISA));
  test_rb_end_build_phase (&game);
  /* RB-K3 */
  g_assert_true (rb_game_is_energized (&game, LISA));
  g_assert_false (rb_game_is_energized (&game, JAIME));
  test_rb_reveal (&game, LISA, RB_UNKNOWN, 10, RB_UNKNOWN, 0, 0, NULL);
  test_rb_correct (&game, JAIME, RB_FIELD_DECK, 5);
  /* RB-K6: Finale with 1 or 0 cards left. */
  g_assert_false (rb_game_is_finale (&game, JAIME));
  g_assert_cmpint (game.players[LISA].deck, ==, 2);
  g_assert_false (rb_game_is_finale (&game, LISA));
  /* whatever critical hits the players read, e.g. Maléfik's 3. */
  test_rb_reveal (&game, JAIME, 1, 0, 3, 0, MECH, NULL);
  test_rb_reveal (&game, JAIME, 1, 0, 0, 0, MECH, NULL);
  g_assert_false (rb_game_has_swarm (&game, JAIME));
  test_rb_reveal (&game, JAIME, 1, 0, 0, 0, MECH, NULL);
  /* RB-K4: three Bots in the gang. */
  g_assert_true (rb_game_has_swarm (&game, JAIME));
  g_assert_false (rb_game_has_swarm (&game, LISA));
  g_assert_cmpint (rb_gang_get_crits (&game.attack), ==, 3);
  test_rb_correct (&game, JAIME, RB_FIELD_DECK, 1);
  g_assert_true (rb_game_is_finale (&game, JAIME));

  /* RB-K1, RB-K8: abilities change the numbers; Reboot takes a Bot's
   * attack out and puts it back in the deck. */
  rb_action_init_adjust (&action, JAIME, 0, 0, 0, 0);
  test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
  rb_action_init_adjust (&action, JAIME, -4, 0, 0, 0);
  test_rb_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, "RB-C3");
  rb_action_init_adjust (&action, VICENTE, 1, 0, 0, 0);
  test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
  rb_action_init_adjust (&action, JAIME, -1, 0, 0, 0);
  test_rb_apply_ok (&game, &action, NULL);
  test_rb_correct (&game, JAIME, RB_FIELD_DECK, 2);
  g_assert_cmpint (rb_gang_get_attack (&game.attack), ==, 2);
  /* The Champion's barriers up by 1: 5 crits needed. */
  rb_action_init_adjust (&action, LISA, 0, 0, 0, 1);
  test_rb_apply_ok (&game, &action, NULL);
  g_assert_cmpint (rb_game_get_crits_needed (&game), ==, 5);
  rb_action_init_adjust (&action, LISA, 0, 990, 0, 0);
  test_rb_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  /* An ability adds attack: 2 + 9 > 10 beats the Champion at once. */
  rb_action_init_adjust (&action, JAIME, 9, 0, 0, 0);
  test_rb_apply_ok (&game, &action, &events);
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_CHAMPION_BEATEN));
  g_assert_cmpint (game.champion, ==, JAIME);
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

  test_rb_start (&game, 2, LISA);
  /* RB-K14: from the supply to Storage. A-15: only what the supply holds. */
  rb_action_init_create_crystals (&action, LISA, 2);
  test_rb_apply_ok (&game, &action, &events);
  g_assert_cmpint (game.players[LISA].storage, ==, 2);
  g_assert_cmpint (rb_game_get_supply (&game), ==, 18);
  test_rb_correct (&game, JAIME, RB_FIELD_STORAGE, 17);
  rb_action_init_create_crystals (&action, LISA, 3);
  test_rb_apply_ok (&game, &action, &events);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_CRYSTALS_CREATED, LISA)->value, ==, 1);
  g_assert_cmpint (mc_rule_events_find (&events, RB_EVENT_CRYSTALS_CREATED, LISA)->detail, ==, 2);
  g_assert_cmpint (game.players[LISA].storage, ==, 3);
  g_assert_cmpint (rb_game_get_supply (&game), ==, 0);
  rb_action_init_create_crystals (&action, LISA, 0);
  test_rb_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, "RB-K14");

  /* RB-K15: a trashed Bot gives no scrap. */
  bulby = rb_game_find_bot (&game, LISA, RB_STARTER_BULBY);
  rb_action_init_trash (&action, LISA, bulby);
  test_rb_apply_ok (&game, &action, NULL);
  g_assert_cmpint (game.players[LISA].scrap, ==, 1);
  g_assert_cmpint (game.bots[bulby].place, ==, RB_BOT_RECYCLED);

  /* RB-K9: Mechchicken transforms; the Transformation deck gives one card. */
  rb_action_init_transform (&action, LISA, rb_game_find_bot (&game, LISA, RB_STARTER_MECHCHICKEN), "Crónok");
  test_rb_apply_ok (&game, &action, &events);
  evolved = mc_rule_events_find (&events, RB_EVENT_TRANSFORMED, LISA)->value;
  g_assert_cmpint (game.transformations, ==, 7);
  g_assert_cmpint (game.bots[evolved].tier, ==, RB_TIER_EVOLVED);
  g_assert_cmpstr (game.bots[evolved].name, ==, "Crónok");

  /* the evolved card, trashed, goes to the Recycle Area; the
   * Transformation deck stays at 7. */
  rb_action_init_trash (&action, LISA, evolved);
  test_rb_apply_ok (&game, &action, NULL);
  g_assert_cmpint (game.bots[evolved].place, ==, RB_BOT_RECYCLED);
  g_assert_cmpint (game.transformations, ==, 7);
  /* Never the last Bot (RB-B14 via RB-K15). */
  rb_action_init_trash (&action, LISA, rb_game_find_bot (&game, LISA, RB_STARTER_WRENCH_TOAST));
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B14");

  /* RB-F13: a Bot gained by an ability is free and outside the limit,
   * but cannot be recycled this phase. */
  test_rb_build (&game, LISA, "One", 1, BIO, 0, 1);
  test_rb_build (&game, LISA, "Two", 1, BIO, 0, 1);
  rb_card_init (&card, "Gift", 1, BIO, 4, 1);
  rb_action_init_build (&action, LISA, FALSE, &card);
  action.build.gained = TRUE;
  test_rb_apply_ok (&game, &action, &events);
  gained = mc_rule_events_find (&events, RB_EVENT_BUILT, LISA)->value;
  g_assert_cmpint (game.players[LISA].scrap, ==, 1);
  rb_action_init_recycle (&action, LISA, gained, RB_UNKNOWN);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B13");
  /* RB-F14: nor trashed (Rociador). */
  rb_action_init_trash (&action, LISA, gained);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-F14");

  /* RB-K9: an empty Transformation deck, no transformation. */
  current = rb_game_find_bot (&game, LISA, RB_STARTER_WRENCH_TOAST);
  while (game.transformations > 0)
    {
      rb_action_init_transform (&action, LISA, current, "Evolved");
      test_rb_apply_ok (&game, &action, &events);
      current = mc_rule_events_find (&events, RB_EVENT_TRANSFORMED, LISA)->value;
    }
  rb_action_init_transform (&action, LISA, current, "Evolved");
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-K9");
}

/* The table is the truth: every tracked value can be corrected, within its
 * physical bounds, and the 30 crystals stay 30 (RB-S2). */
static void
test_corrections (void)
{
  RbGame game;
  RbAction action;

  test_rb_start (&game, 2, LISA);
  test_rb_correct (&game, JAIME, RB_FIELD_SCRAP, 12);
  test_rb_correct (&game, JAIME, RB_FIELD_TIER, 3);
  test_rb_correct (&game, LISA, RB_FIELD_STORAGE, 4);
  test_rb_correct (&game, LISA, RB_FIELD_REACTOR, 4);
  test_rb_correct (&game, LISA, RB_FIELD_CRYO, 4);
  g_assert_cmpint (rb_game_get_supply (&game), ==, 20 - 12);
  test_rb_correct (&game, JAIME, RB_FIELD_STORAGE, 8);
  g_assert_cmpint (rb_game_get_supply (&game), ==, 0);
  /* No crystal beyond the 30. */
  rb_action_init_correct (&action, JAIME, RB_FIELD_STORAGE, 9);
  test_rb_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, "RB-S2");
  rb_action_init_correct (&action, 2, RB_FIELD_TRACK, 3);
  test_rb_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, "RB-S2");
  test_rb_correct (&game, 2, RB_FIELD_TRACK, 0);
  g_assert_cmpint (rb_game_get_supply (&game), ==, 2);
  /* The Showdown space holds nothing (RB-S7). */
  rb_action_init_correct (&action, 5, RB_FIELD_TRACK, 1);
  test_rb_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, "RB-S2");
  rb_action_init_correct (&action, 6, RB_FIELD_TRACK, 0);
  test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, "RB-S7");

  rb_action_init_correct (&action, JAIME, RB_FIELD_TIER, 5);
  test_rb_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  rb_action_init_correct (&action, JAIME, RB_FIELD_TIER, 0);
  test_rb_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  rb_action_init_correct (&action, JAIME, RB_FIELD_SCRAP, -1);
  test_rb_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  rb_action_init_correct (&action, JAIME, RB_FIELD_SCRAP, 12);
  test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);        /* nothing to change */
  rb_action_init_correct (&action, 2, RB_FIELD_SCRAP, 1);
  test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
  rb_action_init_correct (&action, -1, RB_FIELD_SCRAP, 1);
  test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
  rb_action_init_correct (&action, 0, (RbField) 99, 1);
  test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
  rb_action_init_correct (&action, 5, RB_FIELD_LAB_DECK, 1);
  test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, "RB-S4");
  rb_action_init_correct (&action, 2, RB_FIELD_LAB_DECK, 25);
  test_rb_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  /* RB-S2: the box holds 24 tier-2 cards. */
  rb_action_init_correct (&action, 2, RB_FIELD_LAB_ROW, 3);
  test_rb_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  test_rb_correct (&game, 2, RB_FIELD_LAB_DECK, 10);
  test_rb_correct (&game, 2, RB_FIELD_LAB_ROW, 3);
  rb_action_init_correct (&action, 2, RB_FIELD_LAB_DECK, 22);
  test_rb_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  test_rb_correct (&game, 2, RB_FIELD_LAB_DECK, 21);

  /* RB-S2: 8 Transformation cards. */
  rb_action_init_correct (&action, 0, RB_FIELD_TRANSFORMATIONS, 9);
  test_rb_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  test_rb_correct (&game, 0, RB_FIELD_TRANSFORMATIONS, 7);

  /* The Champion token: in the Build Phase only. */
  test_rb_correct (&game, 0, RB_FIELD_CHAMPION, JAIME);
  g_assert_cmpint (game.champion, ==, JAIME);
  rb_action_init_correct (&action, 0, RB_FIELD_CHAMPION, 2);
  test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, "RB-S12");
  test_rb_end_build_phase (&game);
  rb_action_init_correct (&action, 0, RB_FIELD_CHAMPION, LISA);
  test_rb_refused (&game, &action, MC_RULE_ERROR_WRONG_PHASE, "RB-C11");
  test_rb_correct (&game, LISA, RB_FIELD_DECK, 7);
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
  test_rb_new_game_action (&action, 3, LISA, RB_DIRECTION_CLOCKWISE);
  {
    g_autofree char *line = rb_game_describe_action (&game, &action);
    g_assert_cmpstr (line, ==, "New Rumblebots game for 3 players");
  }
  test_rb_apply_ok (&game, &action, NULL);

  rb_card_init (&card, "Bill el Cohete", 1, WARFARE, 3, RB_UNKNOWN);
  rb_action_init_build (&cases[n].action, LISA, FALSE, &card);
  cases[n++].expected = "Lisa builds Bill el Cohete for 3 scrap";
  rb_action_init_recycle (&cases[n].action, LISA, rb_game_find_bot (&game, LISA, RB_STARTER_BULBY), RB_UNKNOWN);
  cases[n++].expected = "Lisa recycles Bulby";
  rb_action_init_upgrade (&cases[n].action, LISA);
  /* RB-B17: the first to reach tier 2 (walk 13: said only at the
   * page's top, out of view where Upgrade was tapped). */
  cases[n++].expected = "Lisa upgrades the Workshop to tier 2, the first to reach it: reveal a new Laboratory row";
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
  /* RB-B22: the cards left in the hand go back, unseen (walk 13). */
  game.players[LISA].hand[1] = 2;
  {
    g_autofree char *line = rb_game_describe_action (&game, &cases[5].action);

    g_assert_cmpstr (line, ==, "Lisa ends the build turn: put the 2 cards left in the hand at the bottom of their "
                               "decks, in random order, unseen");
  }
  game.players[LISA].hand[1] = 0;
  /* Tier 2 reached by someone: the next one to it reveals nothing. */
  game.tier_reached[2] = TRUE;
  {
    g_autofree char *line = rb_game_describe_action (&game, &cases[2].action);

    g_assert_cmpstr (line, ==, "Lisa upgrades the Workshop to tier 2");
  }
  game.tier_reached[2] = FALSE;

  test_rb_end_build_phase (&game);
  rb_action_init_reveal (&action, LISA, RB_UNKNOWN, 3, RB_UNKNOWN, 0, 0);
  {
    g_autofree char *line = rb_game_describe_action (&game, &action);
    g_assert_cmpstr (line, ==, "Lisa reveals a Bot with defense 3 to defend");
  }
  test_rb_apply_ok (&game, &action, NULL);
  rb_action_init_reveal (&action, JAIME, 7, 2, 0, 0, WARFARE);
  {
    g_autofree char *line = rb_game_describe_action (&game, &action);
    g_assert_cmpstr (line, ==, "Jaime reveals a Bot: attack 7, 0 critical hits");
  }
  status = rb_game_dup_status (&game);
  g_assert_cmpstr (status, ==, "Round 1, Battle Phase: Jaime attacks 0 against Lisa's defense 3");
  test_rb_apply_ok (&game, &action, NULL);
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
    /* Only a Contraption is used (RB-C20, RB-K10): an unknown one is told so. */
    g_assert_cmpstr (line, ==, "Vicente uses a Contraption");
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

  g_test_add_func ("/rumble/cards/keywords", test_keywords);
  g_test_add_func ("/rumble/cards/effects", test_card_effects);
  g_test_add_func ("/rumble/corrections", test_corrections);
  g_test_add_func ("/rumble/text/describe", test_describe);
  g_test_add_func ("/rumble/text/interpretations", test_interpretations);

  return g_test_run ();
}
