/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The shared table's server with a Rumblebots game (issue 19): the state
 * replay prints, and the rulebook's numbers after actions and undo,
 * through a libsoup client on the loopback address only. No GTK. */
#include "config.h"

#include <string.h>

#include <libsoup/soup.h>

#include "journal/mc-journal-rumble-state.h"
#include "session/mc-session.h"
#include "session/mc-table-server.h"
#include "test-rumble-play.h"
#include "test-table-util.h"
#include "test-util.h"

/* A Rumblebots game shows its own numbers: the state replay prints, live. */
static void
test_rumblebots_game (void)
{
  g_autoptr(McSession) session = mc_session_new ();
  g_autoptr(McTableServer) server = NULL;
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (19);
  g_autoptr(GError) error = NULL;
  g_autofree char *state_url = NULL;
  g_autofree char *body = NULL;
  g_autoptr(JsonNode) served = NULL;
  g_autoptr(JsonNode) replay = NULL;
  g_autoptr(JsonNode) streamed = NULL;
  RbAction action;
  guint applied = 0;
  Phone *phone;

  test_rumble_new_game (rand, 3, &action);
  g_assert_true (mc_session_start_rumble (session, &action, &error));
  g_assert_no_error (error);
  server = test_table_listening_server (session);
  state_url = g_strconcat (test_table_url_of (server), "state.json", NULL);
  g_assert_cmpuint (test_table_get_status (client, "GET", state_url, NULL, &body), ==, 200);
  served = test_table_parse (body);
  replay = mc_journal_rumble_state_to_json (mc_session_get_rumble_game (session));
  g_assert_true (json_node_equal (served, replay));
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (served), "game"), ==, "rumblebots");

  phone = test_table_phone_connect (client, test_table_url_of (server), NULL);
  test_table_phone_wait_events (phone, 1);
  /* Random play is mostly legal: the first accepted action is the change. */
  while (applied == 0)
    {
      test_rumble_random_action (rand, mc_session_get_rumble_game (session), &action);
      applied += mc_session_apply_rumble (session, &action, NULL);
    }
  test_table_phone_wait_events (phone, 2);
  streamed = test_table_event_state (g_ptr_array_index (phone->events, 1));
  g_clear_pointer (&replay, json_node_unref);
  replay = mc_journal_rumble_state_to_json (mc_session_get_rumble_game (session));
  g_assert_true (json_node_equal (streamed, replay));
  g_assert_cmpuint (((Event *) g_ptr_array_index (phone->events, 1))->id, ==,
                    ((Event *) g_ptr_array_index (phone->events, 0))->id + 1);
  test_table_phone_free (phone);
}

static void
assert_rumble_player (JsonNode   *state,
                      guint       seat,
                      int         crystals,
                      int         storage,
                      int         reactor,
                      int         cryo,
                      int         scrap,
                      int         tier)
{
  g_autofree char *prefix = g_strdup_printf ("players.%u.", seat);
  const char *members[] = { "crystals", "storage", "reactor", "cryo", "scrap", "tier" };
  const int expected[] = { crystals, storage, reactor, cryo, scrap, tier };

  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    {
      g_autofree char *path = g_strconcat (prefix, members[i], NULL);

      g_assert_cmpint (test_table_state_int (state, path), ==, expected[i]);
    }
}

static guint
count_bots (JsonNode *state,
            guint     seat)
{
  JsonObject *player = json_array_get_object_element (
    json_object_get_array_member (json_node_get_object (state), "players"), seat);

  return json_array_get_length (json_object_get_array_member (player, "bots"));
}

/* The phone's next event: one more line, the state it carries. */
static JsonNode *
next_state (Phone *phone)
{
  guint n = phone->events->len;

  test_table_phone_wait_events (phone, n + 1);
  g_assert_cmpuint (((Event *) g_ptr_array_index (phone->events, n))->id, ==,
                    ((Event *) g_ptr_array_index (phone->events, n - 1))->id + 1);
  return test_table_event_state (g_ptr_array_index (phone->events, n));
}

/* A Rumblebots table played by hand, shared on 127.0.0.1: the numbers a
 * phone gets are the rulebook's, after each action and after undo. */
static void
test_rumblebots_table_by_the_rules (void)
{
  g_autoptr(McSession) session = mc_session_new ();
  g_autoptr(McTableServer) server = NULL;
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  g_autofree char *state_url = NULL;
  g_autofree char *body = NULL;
  g_autoptr(JsonNode) start = NULL;
  g_autoptr(JsonNode) state = NULL;
  JsonObject *object;
  JsonArray *track;
  RbAction action;
  RbCard card;
  Phone *phone;

  test_table_start_rumble (session);
  server = test_table_listening_server (session);
  state_url = g_strconcat (test_table_url_of (server), "state.json", NULL);
  g_assert_cmpuint (test_table_get_status (client, "GET", state_url, NULL, &body), ==, 200);
  start = test_table_parse (body);
  object = json_node_get_object (start);
  g_assert_cmpstr (json_object_get_string_member (object, "game"), ==, "rumblebots");
  /* RB-S7: 3 players, 3 crystals on round spaces 1 to 5, none on the 6th;
   * RB-S8: 15 in the common supply. */
  track = json_object_get_array_member (object, "track");
  g_assert_cmpuint (json_array_get_length (track), ==, 6);
  for (guint r = 0; r < 5; r++)
    g_assert_cmpint (json_array_get_int_element (track, r), ==, 3);
  g_assert_cmpint (json_array_get_int_element (track, 5), ==, 0);
  g_assert_cmpint (test_table_state_int (start, "supply"), ==, 15);
  /* RB-S12, RB-R3: round 1, the Build phase, Ana the Champion builds first,
   * the arrows as entered. */
  g_assert_cmpint (test_table_state_int (start, "round"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (object, "phase"), ==, "build");
  g_assert_cmpstr (json_object_get_string_member (object, "direction"), ==, "counter-clockwise");
  g_assert_cmpint (test_table_state_int (start, "champion"), ==, TEST_TABLE_ANA);
  g_assert_cmpint (test_table_state_int (start, "turn"), ==, TEST_TABLE_ANA);
  /* RB-S13, RB-S9, then RB-B3: Ana's income of 1 in round 1; tier 1;
   * RB-S10: three starting Bots each. */
  assert_rumble_player (start, TEST_TABLE_ANA, 0, 0, 0, 0, 1, 1);
  assert_rumble_player (start, TEST_TABLE_BEN, 0, 0, 0, 0, 0, 1);
  assert_rumble_player (start, TEST_TABLE_CLEO, 0, 0, 0, 0, 0, 1);
  g_assert_cmpuint (count_bots (start, TEST_TABLE_ANA), ==, 3);

  phone = test_table_phone_connect (client, test_table_url_of (server), NULL);
  test_table_phone_wait_events (phone, 1);
  state = test_table_event_state (g_ptr_array_index (phone->events, 0));
  g_assert_true (json_node_equal (state, start));

  /* RB-B5: Ana builds a tier-1 Bot for 1 scrap: 0 left, four Bots. */
  rb_card_init (&card, "Gearhound", 1, RB_FACTION_BIT (RB_FACTION_ANIMAL), 1, 1);
  rb_action_init_build (&action, TEST_TABLE_ANA, FALSE, &card);
  test_table_rumble_apply (session, &action);
  g_clear_pointer (&state, json_node_unref);
  state = next_state (phone);
  assert_rumble_player (state, TEST_TABLE_ANA, 0, 0, 0, 0, 0, 1);
  g_assert_cmpuint (count_bots (state, TEST_TABLE_ANA), ==, 4);

  /* Undone at the table: the phone is back where it started. */
  g_assert_true (mc_session_undo (session));
  g_clear_pointer (&state, json_node_unref);
  state = next_state (phone);
  g_assert_true (json_node_equal (state, start));

  /* RB-R3 counter-clockwise: after Ana comes Cleo, with 1 scrap (RB-B3);
   * 2 crystals put in her Storage, one energized to the Reactor for 1
   * scrap (RB-B18): 2 crystals in all. */
  rb_action_init_end_turn (&action, TEST_TABLE_ANA);
  test_table_rumble_apply (session, &action);
  g_clear_pointer (&state, json_node_unref);
  state = next_state (phone);
  g_assert_cmpint (test_table_state_int (state, "turn"), ==, TEST_TABLE_CLEO);
  assert_rumble_player (state, TEST_TABLE_CLEO, 0, 0, 0, 0, 1, 1);
  rb_action_init_correct (&action, TEST_TABLE_CLEO, RB_FIELD_STORAGE, 2);
  test_table_rumble_apply (session, &action);
  g_clear_pointer (&state, json_node_unref);
  state = next_state (phone);
  rb_action_init_energize (&action, TEST_TABLE_CLEO, FALSE, 0);
  test_table_rumble_apply (session, &action);
  g_clear_pointer (&state, json_node_unref);
  state = next_state (phone);
  assert_rumble_player (state, TEST_TABLE_CLEO, 2, 1, 1, 0, 2, 1);

  /* RB-B1: the Battle phase once Cleo and Ben have built; RB-C2: Ana
   * reveals a defender of 3; RB-C4: Cleo, next counter-clockwise,
   * challenges with an attack of 3. RB-C7: 3 against 3 does not beat;
   * RB-C8: 4 + 0 barriers critical hits would. */
  rb_action_init_end_turn (&action, TEST_TABLE_CLEO);
  test_table_rumble_apply (session, &action);
  g_clear_pointer (&state, json_node_unref);
  state = next_state (phone);
  rb_action_init_end_turn (&action, TEST_TABLE_BEN);
  test_table_rumble_apply (session, &action);
  g_clear_pointer (&state, json_node_unref);
  state = next_state (phone);
  rb_action_init_reveal (&action, TEST_TABLE_ANA, 0, 3, 0, 0, RB_FACTION_BIT (RB_FACTION_ANIMAL));
  test_table_rumble_apply (session, &action);
  g_clear_pointer (&state, json_node_unref);
  state = next_state (phone);
  g_assert_cmpint (test_table_state_int (state, "battle.defense.defense"), ==, 3);
  rb_action_init_reveal (&action, TEST_TABLE_CLEO, 3, 0, 0, 0, RB_FACTION_BIT (RB_FACTION_ANIMAL));
  test_table_rumble_apply (session, &action);
  g_clear_pointer (&state, json_node_unref);
  state = next_state (phone);
  object = json_node_get_object (state);
  g_assert_cmpstr (json_object_get_string_member (object, "phase"), ==, "battle");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (object, "battle"), "step"), ==,
                   "clash");
  g_assert_cmpint (test_table_state_int (state, "battle.challenger"), ==, TEST_TABLE_CLEO);
  g_assert_cmpint (test_table_state_int (state, "battle.attack.attack"), ==, 3);
  g_assert_cmpint (test_table_state_int (state, "battle.defense.defense"), ==, 3);
  g_assert_cmpint (test_table_state_int (state, "battle.defense.barriers"), ==, 0);
  g_assert_cmpint (test_table_state_int (state, "battle.crits-needed"), ==, 4);
  g_assert_false (json_object_get_boolean_member (json_object_get_object_member (object, "battle"), "beaten"));
  test_table_phone_free (phone);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/table-server/a-rumblebots-game-shows-its-own-numbers", test_rumblebots_game);
  g_test_add_func ("/table-server/a-rumblebots-table-by-the-rules-after-actions-and-undo",
                   test_rumblebots_table_by_the_rules);
  return g_test_run ();
}
