/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The replay's state in the middle of a game, where the goldens of
 * journals/expected/ (finished games) never look: a combat's attacker,
 * defender and who attacks next, whose turn it is, the cards each pilot
 * has played this round, Ad Hoc mode, and the Mighty Mech's controller
 * and side. Each journal is replayed up to a chosen line, as
 * `mech-companion-cli replay` does (mc_session_open, then the state's
 * JSON), and each expected value is worked out below from those lines of
 * the journal and the rulebook (shared/rules/checklist.md). */
#include "config.h"

#include <string.h>

#include <json-glib/json-glib.h>

#include "journal/mc-journal-state.h"
#include "session/mc-session.h"

#include "test-util.h"

/* The state after the first @n_lines lines of journals/@name.jsonl (the
 * header is line 1), as the CLI's replay prints it. */
static JsonObject *
state_at (const char *name,
          guint       n_lines)
{
  g_autofree char *file = g_strdup_printf ("%s.jsonl", name);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "journals", file, NULL);
  g_autofree char *contents = NULL;
  g_autoptr(McSession) session = mc_session_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *text = NULL;
  const char *end;

  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  end = contents;
  for (guint i = 0; i < n_lines; i++)
    {
      end = strchr (end, '\n');
      g_assert_nonnull (end);
      end++;
    }
  g_assert_true (mc_session_open_data (session, file, contents, (gsize) (end - contents), NULL, &error));
  g_assert_no_error (error);
  text = mc_journal_state_to_text (mc_session_get_game (session), FALSE);
  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

static JsonObject *
player (JsonObject *state,
        guint       seat)
{
  return json_array_get_object_element (json_object_get_array_member (state, "players"), seat);
}

static void
assert_cards_played (JsonObject *state,
                     const int  *expected,
                     guint       n)
{
  for (guint seat = 0; seat < n; seat++)
    g_assert_cmpint (json_object_get_int_member (player (state, seat), "cards-played"), ==, expected[seat]);
}

/* combat-and-scoring.jsonl, 3 players: Ana (0), Ben (1), Cleo (2).
 * Round from line 120 (begin-execution):
 *   121 Ben moves (card 1), 122 ends his turn; and so on:
 *   121 Ben moves (card 1)     123 Cleo moves (card 1)   125 Ana moves (card 1)
 *   127 Ben moves (card 2)     129 Cleo moves (card 2)   131 Ana moves (card 2)
 *   134-135 an undo and its redo (Ana's end of turn, back as it was)
 *   136 Ben moves (card 3)
 *   138 Cleo plays Deploy Mine west, into Ana's zone (card 3)
 *   139 Cleo attacks with her one equipped weapon
 *   140 Ana attacks; Cleo, her weapon spent, retreats (Ana's score +1)
 *   141 undo                     142 redo            143 Cleo ends her turn */
static void
test_a_combat_and_ad_hoc (void)
{
  /* R-RD3: one card a turn; "cards-played" counts the turns ended this
   * round, so Cleo's third card counts once she ends her turn (143). */
  const int played[] = { 2, 3, 2 };   /* Ana, Ben, Cleo */
  const int played_after[] = { 2, 3, 3 };
  g_autoptr(JsonObject) entered = state_at ("combat-and-scoring", 138);
  g_autoptr(JsonObject) attacked = state_at ("combat-and-scoring", 139);
  g_autoptr(JsonObject) retreated = state_at ("combat-and-scoring", 140);
  g_autoptr(JsonObject) undone = state_at ("combat-and-scoring", 141);
  g_autoptr(JsonObject) redone = state_at ("combat-and-scoring", 142);
  g_autoptr(JsonObject) ended = state_at ("combat-and-scoring", 143);
  JsonObject *combat;

  /* R-C1: entering an enemy's zone starts a combat instead of the card's
   * action; the one who entered attacks first (also R-C1). */
  combat = json_object_get_object_member (entered, "combat");
  g_assert_nonnull (combat);
  g_assert_cmpint (json_object_get_int_member (combat, "attacker"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (combat, "defender"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (combat, "next"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (entered, "turn"), ==, 2);
  assert_cards_played (entered, played, 3);

  /* R-C2: then they alternate: Ana answers, not Cleo again. */
  combat = json_object_get_object_member (attacked, "combat");
  g_assert_nonnull (combat);
  g_assert_cmpint (json_object_get_int_member (combat, "attacker"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (combat, "next"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (attacked, "turn"), ==, 2);
  g_assert_false (json_object_get_boolean_member (player (attacked, 2), "ad-hoc"));

  /* R-C7: to attack again Cleo has only a spent weapon: she retreats, the
   * combat ends (no "combat" member), Ana scores 1 VP, and Cleo moves out
   * of Ana's zone and enters Ad Hoc mode (also R-AH1); her turn goes on
   * until she ends it. */
  g_assert_false (json_object_has_member (retreated, "combat"));
  g_assert_true (json_object_get_boolean_member (player (retreated, 2), "ad-hoc"));
  g_assert_false (json_object_get_boolean_member (player (retreated, 0), "ad-hoc"));
  g_assert_cmpint (json_object_get_int_member (retreated, "turn"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (player (retreated, 0), "score"), ==,
                   json_object_get_int_member (player (attacked, 0), "score") + 1);
  g_assert_cmpstr (json_object_get_string_member (player (retreated, 2), "zone"), !=,
                   json_object_get_string_member (player (retreated, 0), "zone"));
  assert_cards_played (retreated, played, 3);

  /* An undo gives back the combat as it was before Ana's attack; the
   * redo, the retreat again. */
  g_assert_true (json_object_has_member (undone, "combat"));
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (undone, "combat"), "next"), ==, 0);
  g_assert_false (json_object_get_boolean_member (player (undone, 2), "ad-hoc"));
  g_assert_false (json_object_has_member (redone, "combat"));
  g_assert_true (json_object_get_boolean_member (player (redone, 2), "ad-hoc"));

  /* R-RD3: turns go clockwise: after Cleo (2), Ana (0). Cleo stays in Ad
   * Hoc mode until the round ends (R-AH3). */
  g_assert_cmpint (json_object_get_int_member (ended, "turn"), ==, 0);
  g_assert_true (json_object_get_boolean_member (player (ended, 2), "ad-hoc"));
  assert_cards_played (ended, played_after, 3);
}

/* solo.jsonl: Ana (0) against Robot A (1) and Robot B (2). Round 1 from
 * line 120 (begin-execution):
 *   121 Ana moves (card 1)     123 Robot A (card 1)      124 Robot B (card 1)
 *   125 Ana moves (card 2)     127 Robot A, undone at 128, played again at
 *   129 (card 2)               130 Robot B (card 2)
 *   131 Ana plays into Robot A's zone (card 3): a combat
 *   132 Ana attacks with her one weapon, the Pulse Pistol
 *   133 Robot A attacks; Ana's only weapon is spent: she retreats to A2
 *   134 Ana ends her turn      135 Robot A (card 3)      136 Robot B (card 3)
 * The robots' moves come from their decks (R-SO5), so where Robot B goes
 * at line 136 is read from the state: the Mech's zone, C3. */
static void
test_a_robot_takes_the_mech (void)
{
  const int played[] = { 3, 3, 3 };   /* three turns ended each (R-RD3) */
  g_autoptr(JsonObject) attacked = state_at ("solo", 132);
  g_autoptr(JsonObject) retreated = state_at ("solo", 133);
  g_autoptr(JsonObject) before = state_at ("solo", 135);
  g_autoptr(JsonObject) taken = state_at ("solo", 136);
  JsonObject *combat, *mech, *robot;

  /* R-C1: Ana entered and attacked first; R-C2: Robot A answers next. */
  combat = json_object_get_object_member (attacked, "combat");
  g_assert_nonnull (combat);
  g_assert_cmpint (json_object_get_int_member (combat, "attacker"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (combat, "defender"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (combat, "next"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (attacked, "turn"), ==, 0);

  /* R-C7: with every weapon spent Ana must retreat: the combat ends, she
   * moves out of Robot A's zone and enters Ad Hoc mode (also R-AH1). */
  g_assert_false (json_object_has_member (retreated, "combat"));
  g_assert_true (json_object_get_boolean_member (player (retreated, 0), "ad-hoc"));
  g_assert_cmpstr (json_object_get_string_member (player (retreated, 0), "zone"), !=,
                   json_object_get_string_member (player (retreated, 1), "zone"));
  g_assert_cmpint (json_object_get_int_member (retreated, "turn"), ==, 0);

  /* Nobody in the Mech yet. */
  g_assert_true (json_object_get_null_member (json_object_get_object_member (before, "mighty-mech"),
                                              "controller"));

  /* R-SO15: Robot B enters the empty Mech's zone and takes it at once:
   * health 11, no side ability ("none"); R-RD3: Ana's turn next. */
  mech = json_object_get_object_member (taken, "mighty-mech");
  robot = player (taken, 2);
  g_assert_cmpstr (json_object_get_string_member (robot, "zone"), ==, json_object_get_string_member (mech, "zone"));
  g_assert_cmpint (json_object_get_int_member (mech, "controller"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (mech, "side"), ==, "none");
  g_assert_cmpstr (json_object_get_string_member (robot, "status"), ==, "mighty-mech");
  g_assert_cmpint (json_object_get_int_member (robot, "health"), ==, 11);
  g_assert_cmpint (json_object_get_int_member (taken, "turn"), ==, 0);
  g_assert_true (json_object_get_boolean_member (player (taken, 0), "ad-hoc"));
  assert_cards_played (taken, played, 3);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/replay-midgame/a-combat-and-ad-hoc", test_a_combat_and_ad_hoc);
  g_test_add_func ("/replay-midgame/a-robot-takes-the-mech", test_a_robot_takes_the_mech);
  return g_test_run ();
}
