/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The phones' chart of how a game went (issue 28): a finished game's
 * public state carries each seat's score after every round, and nothing
 * of a game still being played. The expected numbers are the example
 * journals' own, worked out by hand from their lines and the rulebook
 * (the round each line ends is where the journal's end-round, or a
 * battle's last reveal, falls), never from the score track:
 *
 * two-players.jsonl (Tiny Epic Mechs, no attack is ever played, so VP
 * come only from scoring after rounds 2, 4 and 6, R-RD1, R-SC1):
 *   after round   1   2   3   4   5   6
 *   Ana           0   3   3   5   5   8   (8 and 19: expected/two-players.scores.txt)
 *   Ben           0   6   6  11  11  19
 *
 * rumble-three-players.jsonl (Rumblebots; a player's crystals are
 * Storage + Reactor + Cryo-cell, RB-R6): round 1, Jaime creates one
 * (line 4, RB-K14) and ends the battle as Champion (+2, RB-C21), Vicente
 * the last to surrender (+1, RB-C22); round 2, Jaime +2, Vicente +1;
 * round 3, Vicente surrenders first, Jaime +2, Lisa +1; round 4, Jaime
 * +2, Lisa +1: 9 is 6 more than 2 and 2, a dominance win (RB-V1).
 *   after round   1   2   3   4
 *   Lisa          0   0   1   2
 *   Jaime         3   5   7   9
 *   Vicente       1   2   2   2
 */
#include "config.h"

#include <json-glib/json-glib.h>

#include "session/mc-session.h"
#include "session/mc-table-public.h"
#include "session/mc-table-server.h"

#include "test-table-util.h"
#include "test-util.h"

static McSession *
open_example (const char *name)
{
  g_autofree char *file = g_strconcat (name, ".jsonl", NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "journals", file, NULL);
  McSession *session = mc_session_new ();

  g_assert_true (mc_session_open (session, path, NULL, NULL));
  return session;
}

/* The state a phone is served (state.json) for @session's game. */
static JsonNode *
served_state (McSession *session)
{
  g_autoptr(McTableServer) server = mc_table_server_new ();
  g_autofree char *text = NULL;

  mc_table_server_follow (server, session);
  text = mc_table_server_dup_state_text (server);
  g_assert_nonnull (text);
  mc_table_server_follow (server, NULL);
  return test_table_parse (text);
}

static char *
member_text (JsonNode   *state,
             const char *name)
{
  JsonObject *object = json_node_get_object (state);

  if (!json_object_has_member (object, name))
    return NULL;
  return json_to_string (json_object_get_member (object, name), FALSE);
}

static void
test_mechs_chart_served (void)
{
  g_autoptr(McSession) session = open_example ("two-players");
  g_autoptr(JsonNode) state = served_state (session);
  g_autofree char *chart = member_text (state, "chart");

  g_assert_cmpstr (chart, ==,
                   "{\"scores\":[[0,3,3,5,5,8],[0,6,6,11,11,19]],"
                   "\"scoring-rounds\":[2,4,6],\"dominance-round\":null}");
}

static void
test_rumble_chart_served (void)
{
  g_autoptr(McSession) session = open_example ("rumble-three-players");
  g_autoptr(JsonNode) state = served_state (session);
  g_autofree char *chart = member_text (state, "chart");

  g_assert_cmpstr (chart, ==,
                   "{\"scores\":[[0,0,1,2],[3,5,7,9],[1,2,2,2]],"
                   "\"scoring-rounds\":[],\"dominance-round\":4}");
}

/* A game still on the table: no chart, its past rounds stay on the laptop. */
static void
test_unfinished_game_has_no_chart (void)
{
  g_autoptr(McSession) session = open_example ("combat-and-scoring");
  g_autoptr(JsonNode) state = served_state (session);

  g_assert_false (json_node_get_boolean (json_object_get_member (json_node_get_object (state), "over")));
  g_assert_false (json_object_has_member (json_node_get_object (state), "chart"));
}

/* The redaction's allow-list holds for the chart too: a member it does
 * not list goes, and a chart in a state that is not over goes whole. */
static void
test_chart_redacted (void)
{
  g_autoptr(JsonNode) over = test_table_parse ("{\"over\":true,\"players\":[],"
                                               "\"chart\":{\"scores\":[[1]],\"seed\":7,\"robot-deck\":[3]}}");
  g_autoptr(JsonNode) playing = test_table_parse ("{\"over\":false,\"players\":[],\"chart\":{\"scores\":[[1]]}}");
  g_autoptr(JsonNode) rumble = test_table_parse ("{\"over\":false,\"players\":[],\"chart\":{\"scores\":[[1]]}}");
  g_autofree char *kept = NULL;

  mc_table_public_redact (over);
  kept = member_text (over, "chart");
  g_assert_cmpstr (kept, ==, "{\"scores\":[[1]]}");
  mc_table_public_redact (playing);
  g_assert_false (json_object_has_member (json_node_get_object (playing), "chart"));
  mc_table_public_redact_rumble (rumble);
  g_assert_false (json_object_has_member (json_node_get_object (rumble), "chart"));
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/table-chart/mechs/vp-after-each-round-scoring-rounds-marked", test_mechs_chart_served);
  g_test_add_func ("/table-chart/rumblebots/crystals-after-each-round-dominance-round", test_rumble_chart_served);
  g_test_add_func ("/table-chart/unfinished-game-has-no-chart", test_unfinished_game_has_no_chart);
  g_test_add_func ("/table-chart/chart-kept-only-as-listed-and-when-over", test_chart_redacted);

  return g_test_run ();
}
