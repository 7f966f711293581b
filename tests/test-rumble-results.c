/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A Rumblebots game's results shared as text (the QR code's content):
 * the winner first, each player's crystals, Workshop tier and the
 * Champion token, and how the game was won. The game is played through
 * the rules core; every number expected is worked out from the rulebook
 * (shared/rules/rumblebots/checklist.md). */
#include "config.h"

#include <string.h>

#include <json-glib/json-glib.h>

#include "session/mc-game-summary.h"
#include "session/mc-rumble-results-text.h"

#include "test-rumble-rules-util.h"
#include "test-util.h"

static void
apply_ok (RbGame   *game,
          RbAction *action)
{
  g_autoptr(GError) error = NULL;

  if (!rb_game_apply (game, action, NULL, &error))
    g_error ("%s", error->message);
}

static void
new_game (RbGame *game)
{
  RbAction action;

  rb_game_init (game);
  rb_action_init_new_game (&action, 3, 1);
  rb_action_set_player (&action, 0, "Ana", 0);
  rb_action_set_player (&action, 1, "Ben", 1);
  rb_action_set_player (&action, 2, "Cleo", 2);
  for (guint r = 0; r < RB_ROUNDS; r++)
    rb_action_set_direction (&action, r + 1, RB_DIRECTION_CLOCKWISE);
  apply_ok (game, &action);
}

/* RB-V1: Cleo, 6 crystals ahead at the end of round 1's Build Phase,
 * wins at once. Clockwise from Ben, the Champion (RB-S12, RB-R3): Ben,
 * Cleo, Ana. */
static void
play_to_dominance (RbGame *game)
{
  RbAction action;

  new_game (game);
  rb_action_init_correct (&action, 2, RB_FIELD_STORAGE, 6);
  apply_ok (game, &action);
  for (guint seat = 1; seat < 4; seat++)
    {
      rb_action_init_end_turn (&action, seat % 3);
      apply_ok (game, &action);
    }
  g_assert_true (game->over);
}

static void
assert_line (const char *text,
             const char *line)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  if (!g_strv_contains ((const char * const *) lines, line))
    g_error ("“%s” has no line “%s”", text, line);
}

/* RB-V1: the winner is written first, the others in seating order. */
static void
test_dominance (void)
{
  g_autoptr(GDateTime) when = g_date_time_new_utc (2026, 11, 23, 20, 0, 0);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  RbGame game;

  play_to_dominance (&game);

  text = mc_rumble_results_text (&game, when);
  lines = g_strsplit (text, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "Rumblebots, 2026-11-23");
  /* RB-R9: it ended in round 1, at the end of its Build Phase. */
  g_assert_cmpstr (lines[1], ==, "Round 1 of 6");
  /* RB-S13: no crystals but the 6 corrected; tier 1; Ben holds the token. */
  g_assert_cmpstr (lines[2], ==, "Cleo: 6 crystals, Workshop tier 1");
  g_assert_cmpstr (lines[3], ==, "Ana: 0 crystals, Workshop tier 1");
  g_assert_cmpstr (lines[4], ==, "Ben: 0 crystals, Workshop tier 1, Champion");
  g_assert_cmpstr (lines[5], ==, "Cleo dominates, at least 6 crystals ahead of everyone, and wins!");
  g_assert_null (lines[6]);
}

/* RB-R9, RB-V1, E-7: Lisa (Champion) 10 crystals and Jaime 5 before round
 * 5's battle; everyone surrenders; Lisa takes 2 and Jaime, the last to
 * surrender, 1 (RB-C21, RB-C22): 12 against 6 and 0, dominance. The
 * space is empty then, but the game ended in round 5, and the results
 * and History's summary say so. */
static void
test_dominance_in_round_five (void)
{
  g_autoptr(GDateTime) when = g_date_time_new_utc (2026, 11, 23, 20, 0, 0);
  g_autofree char *text = NULL;
  g_autoptr(McGameSummary) summary = NULL;
  RbGame game;
  RbAction action;

  rb_game_init (&game);
  test_rb_new_game_action (&action, 3, LISA, RB_DIRECTION_CLOCKWISE);
  rb_action_set_direction (&action, 5, RB_DIRECTION_COUNTER_CLOCKWISE);
  test_rb_apply_ok (&game, &action, NULL);
  test_rb_go_to_round (&game, 5);
  test_rb_correct (&game, LISA, RB_FIELD_STORAGE, 10);
  test_rb_correct (&game, JAIME, RB_FIELD_CRYO, 5);
  test_rb_end_build_phase (&game);
  test_rb_surrender_all (&game, NULL);
  g_assert_true (game.over);

  text = mc_rumble_results_text (&game, when);
  assert_line (text, "Round 5 of 6");
  assert_line (text, "Lisa: 12 crystals, Workshop tier 1, Champion");
  assert_line (text, "Lisa dominates, at least 6 crystals ahead of everyone, and wins!");

  summary = mc_game_summary_new_from_rumble ("/nowhere/game.jsonl", 0, &game, 1);
  g_assert_true (summary->over);
  g_assert_cmpuint (summary->round, ==, 5);
  g_assert_cmpstr (summary->result, ==, "Lisa wins by dominance in round 5");
}

/* Before the end: the round, everyone in seating order, no winner. */
static void
test_during_the_game (void)
{
  g_autoptr(GDateTime) when = g_date_time_new_utc (2026, 11, 23, 20, 0, 0);
  g_autofree char *text = NULL;
  RbGame game;
  RbAction action;

  new_game (&game);
  rb_action_init_correct (&action, 0, RB_FIELD_STORAGE, 1);
  apply_ok (&game, &action);
  text = mc_rumble_results_text (&game, when);
  /* RB-R1: round 1 of 6. */
  assert_line (text, "Round 1 of 6");
  assert_line (text, "Ana: 1 crystal, Workshop tier 1");
  g_assert_null (strstr (text, "wins"));
}

/* The BG Stats link: Rumblebots' BGG id, each player's crystals as the
 * score, only the winner ranked and marked. */
static void
test_bgstats_link (void)
{
  g_autoptr(GDateTime) when = g_date_time_new_utc (2026, 11, 23, 20, 0, 0);
  const char *prefix = "https://app.bgstatsapp.com/createPlay.html?data=";
  g_autofree char *link = NULL;
  g_autofree char *json = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root, *cleo, *ana;
  JsonArray *players;
  RbGame game;

  play_to_dominance (&game);

  link = mc_rumble_results_bgstats_link (&game, when);
  g_assert_true (g_str_has_prefix (link, prefix));
  json = g_uri_unescape_string (link + strlen (prefix), NULL);
  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  /* card-facts.md: BoardGameGeek's id of Rumblebots. */
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (root, "game"), "bggId"), ==, 426045);
  players = json_object_get_array_member (root, "players");
  g_assert_cmpuint (json_array_get_length (players), ==, 3);
  ana = json_array_get_object_element (players, 0);
  cleo = json_array_get_object_element (players, 2);
  g_assert_cmpstr (json_object_get_string_member (cleo, "name"), ==, "Cleo");
  g_assert_cmpint (json_object_get_int_member (cleo, "score"), ==, 6);
  g_assert_true (json_object_get_boolean_member (cleo, "winner"));
  g_assert_cmpint (json_object_get_int_member (cleo, "rank"), ==, 1);
  g_assert_false (json_object_get_boolean_member (ana, "winner"));
  g_assert_false (json_object_has_member (ana, "rank"));
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/rumble-results/dominance", test_dominance);
  g_test_add_func ("/rumble-results/during-the-game", test_during_the_game);
  g_test_add_func ("/rumble-results/dominance-in-round-five", test_dominance_in_round_five);
  g_test_add_func ("/rumble-results/bgstats-link", test_bgstats_link);
  return g_test_run ();
}
