/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The face-up Bots of the Laboratory rows, by name, as the players read
 * them out: RB-S5, RB-B6, RB-B10, RB-B12, RB-B17. A row the players have
 * not named is unknown, never empty. */
#include "config.h"

#include "journal/mc-journal-rumble-action.h"
#include "rumble/rb-game.h"
#include "test-rumble-rules-util.h"

static void
see (RbGame     *game,
     int         tier,
     const char *name)
{
  RbAction action;

  rb_action_init_see_lab_bot (&action, tier, name);
  test_rb_apply_ok (game, &action, NULL);
}

/* RB-S5: four ★ Bots lie face up from the start; until they are named
 * the app knows how many, not which. A fifth name has no place. */
static void
test_start_row_unknown (void)
{
  RbGame game;
  RbAction action;

  test_rb_start (&game, 2, LISA);
  g_assert_cmpint (game.lab_row[1], ==, 4);
  g_assert_cmpint (game.lab_known[1], ==, 0);
  g_assert_cmpint (rb_game_find_lab_bot (&game, 1, "Sparky"), ==, -1);

  see (&game, 1, "Sparky");
  see (&game, 1, "Bill el Cohete");
  see (&game, 1, "Boltzilla");
  see (&game, 1, "Pingutrón");
  g_assert_cmpint (game.lab_known[1], ==, 4);
  g_assert_cmpint (rb_game_find_lab_bot (&game, 1, "bill el cohete"), ==, 1);

  rb_action_init_see_lab_bot (&action, 1, "Fifth");
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B10");
  /* RB-B17: the ★★ row is not revealed until someone reaches tier 2. */
  rb_action_init_see_lab_bot (&action, 2, "Early");
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B10");
  rb_action_init_see_lab_bot (&action, 1, "  ");
  test_rb_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
}

/* RB-B6, RB-B10: a Bot built from the row leaves it, and the card
 * revealed in its place is a new, unnamed Bot. */
static void
test_built_leaves_row (void)
{
  RbGame game;

  test_rb_start (&game, 2, LISA);
  see (&game, 1, "Sparky");
  see (&game, 1, "Boltzilla");
  test_rb_correct (&game, LISA, RB_FIELD_SCRAP, 5);
  test_rb_build (&game, LISA, "Sparky", 1, MECH, 2, 1);

  g_assert_cmpint (rb_game_find_lab_bot (&game, 1, "Sparky"), ==, -1);
  g_assert_cmpint (rb_game_find_lab_bot (&game, 1, "Boltzilla"), ==, 0);
  g_assert_cmpint (game.lab_known[1], ==, 1);
  g_assert_cmpint (game.lab_row[1], ==, 4);      /* refilled: 3 unnamed */

  /* A name not read out was one of the unnamed Bots: the named stay. */
  test_rb_build (&game, LISA, "Gearhead", 1, BIO, 1, 1);
  g_assert_cmpint (game.lab_known[1], ==, 1);
  g_assert_cmpint (rb_game_find_lab_bot (&game, 1, "Boltzilla"), ==, 0);
  g_assert_true (rb_game_check_invariants (&game, NULL));
}

/* RB-B6: when every face-up Bot of a row is named, a Bot not among them
 * is not in the row (it may still come from a scanned hand, RB-B21). */
static void
test_full_row_refuses_other (void)
{
  RbGame game;
  RbAction action;
  RbCard card;
  const char *names[] = { "A", "B", "C", "D" };

  test_rb_start (&game, 2, LISA);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    see (&game, 1, names[i]);
  test_rb_correct (&game, LISA, RB_FIELD_SCRAP, 5);
  rb_card_init (&card, "Elsewhere", 1, MECH, 1, 1);
  rb_action_init_build (&action, LISA, FALSE, &card);
  test_rb_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "RB-B6");
  g_assert_cmpint (game.lab_known[1], ==, 4);
  g_assert_cmpint (game.players[LISA].scrap, ==, 5);

  /* Built from the row, the deck refills it with an unnamed card. */
  test_rb_build (&game, LISA, "C", 1, MECH, 1, 1);
  g_assert_cmpint (game.lab_known[1], ==, 3);
  g_assert_cmpstr (game.lab_names[1][2], ==, "D");
  test_rb_build (&game, LISA, "Elsewhere", 1, MECH, 1, 1);
  g_assert_cmpint (game.lab_known[1], ==, 3);
}

/* RB-B12: a recycled Bot goes to the Recycle Area, never back to a row;
 * correcting a row's count forgets its names rather than guess. */
static void
test_recycled_and_corrected (void)
{
  RbGame game;
  RbAction action;
  int sparky;

  test_rb_start (&game, 2, LISA);
  see (&game, 1, "Sparky");
  test_rb_correct (&game, LISA, RB_FIELD_SCRAP, 5);
  sparky = test_rb_build (&game, LISA, "Sparky", 1, MECH, 2, 1);
  test_rb_end_build_phase (&game);
  test_rb_surrender_all (&game, NULL);
  while (game.turn != LISA)
    test_rb_end_turn (&game, NULL);
  rb_action_init_recycle (&action, LISA, sparky, 1);
  test_rb_apply_ok (&game, &action, NULL);
  g_assert_cmpint (game.bots[sparky].place, ==, RB_BOT_RECYCLED);
  g_assert_cmpint (rb_game_find_lab_bot (&game, 1, "Sparky"), ==, -1);

  see (&game, 1, "Boltzilla");
  test_rb_correct (&game, 1, RB_FIELD_LAB_ROW, 3);
  g_assert_cmpint (game.lab_known[1], ==, 0);
  g_assert_cmpint (rb_game_find_lab_bot (&game, 1, "Boltzilla"), ==, -1);
}

/* The journal keeps the names; a journal line written before names were
 * kept has none, so its rows stay unknown. */
static void
test_journal_line (void)
{
  RbAction action, back;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;

  rb_action_init_see_lab_bot (&action, 3, "Łoś “Ñ”");
  node = mc_journal_rumble_action_to_json (&action);
  g_assert_nonnull (node);
  g_assert_true (mc_journal_rumble_action_from_json (node, &back, &error));
  g_assert_no_error (error);
  g_assert_cmpint (back.kind, ==, RB_ACTION_SEE_LAB_BOT);
  g_assert_cmpint (back.see_lab_bot.tier, ==, 3);
  g_assert_cmpstr (back.see_lab_bot.name, ==, "Łoś “Ñ”");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rumble/lab/start-row-unknown", test_start_row_unknown);
  g_test_add_func ("/rumble/lab/built-leaves-row", test_built_leaves_row);
  g_test_add_func ("/rumble/lab/full-row-refuses-other", test_full_row_refuses_other);
  g_test_add_func ("/rumble/lab/recycled-and-corrected", test_recycled_and_corrected);
  g_test_add_func ("/rumble/lab/journal-line", test_journal_line);

  return g_test_run ();
}
