/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Rumblebots games in the one journal and the one session: every action
 * through JSON and back unchanged, the header saying the game, bad lines
 * refused with their member and line, and a game that survives undo, redo,
 * a kill and a bad line (docs/journal-format.md). */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "journal/mc-journal.h"
#include "journal/mc-journal-rumble-action.h"
#include "journal/mc-journal-rumble-state.h"
#include "session/mc-game-summary.h"
#include "session/mc-session.h"

#include "test-rumble-play.h"
#include "test-util.h"

/* One action of every kind, with members off their defaults: unknown
 * card values (null), two factions, negative adjustments, true flags. */
static void
every_kind (RbAction actions[RB_N_ACTION_KINDS])
{
  RbCard card;

  rb_action_init_new_game (&actions[RB_ACTION_NEW_GAME], 3, 1);
  rb_action_set_player (&actions[RB_ACTION_NEW_GAME], 0, "Lisa", 0);
  rb_action_set_player (&actions[RB_ACTION_NEW_GAME], 1, "Jaime", -1);
  rb_action_set_player (&actions[RB_ACTION_NEW_GAME], 2, "Łucja “Ñ”", 5);
  for (guint r = 1; r <= RB_ROUNDS; r++)
    rb_action_set_direction (&actions[RB_ACTION_NEW_GAME], r,
                             r % 2 ? RB_DIRECTION_CLOCKWISE : RB_DIRECTION_COUNTER_CLOCKWISE);

  rb_action_init_correct (&actions[RB_ACTION_CORRECT], 2, RB_FIELD_TRACK, 3);

  rb_card_init (&card, "Pingutrón", 2, RB_FACTION_BIT (RB_FACTION_ANIMAL) | RB_FACTION_BIT (RB_FACTION_MECH), 4,
                RB_UNKNOWN);
  card.attack = 3;
  card.crits = 1;
  card.barriers = 0;
  rb_action_init_build (&actions[RB_ACTION_BUILD], 1, TRUE, &card);
  actions[RB_ACTION_BUILD].build.gained = TRUE;

  rb_action_init_recycle (&actions[RB_ACTION_RECYCLE], 1, 17, RB_UNKNOWN);
  actions[RB_ACTION_RECYCLE].recycle.ripening = TRUE;
  rb_action_init_upgrade (&actions[RB_ACTION_UPGRADE], 2);
  rb_action_init_energize (&actions[RB_ACTION_ENERGIZE], 0, TRUE, 3);
  rb_action_init_end_turn (&actions[RB_ACTION_END_TURN], 1);
  rb_action_init_reveal (&actions[RB_ACTION_REVEAL], 2, 5, RB_UNKNOWN, 0, 2, RB_FACTION_BIT (RB_FACTION_WARFARE));
  actions[RB_ACTION_REVEAL].reveal.bot = 42;
  rb_action_init_name_faction (&actions[RB_ACTION_NAME_FACTION], 1, RB_FACTION_STEAM);
  rb_action_init_adjust (&actions[RB_ACTION_ADJUST], 0, -2, 3, 0, -1);
  rb_action_init_surrender (&actions[RB_ACTION_SURRENDER], 2, TRUE);
  rb_action_init_create_crystals (&actions[RB_ACTION_CREATE_CRYSTALS], 1, 2);
  rb_action_init_trash (&actions[RB_ACTION_TRASH], 0, 12);
  rb_action_init_transform (&actions[RB_ACTION_TRANSFORM], 2, 9, "Bill el Cohete");
  actions[RB_ACTION_TRANSFORM].transform.card.attack = 5;
  actions[RB_ACTION_TRANSFORM].transform.card.factions = RB_FACTION_BIT (RB_FACTION_BIO);
  rb_action_init_use_contraption (&actions[RB_ACTION_USE_CONTRAPTION], 1, 30);
  rb_action_init_see_lab_bot (&actions[RB_ACTION_SEE_LAB_BOT], 3, "Pingutrón");

  for (int kind = 0; kind < RB_N_ACTION_KINDS; kind++)
    g_assert_cmpint (actions[kind].kind, ==, kind);
}

static char *
journal_text (const RbAction *new_game,
              const char     *lines)
{
  g_autofree char *header = mc_journal_rumble_header_to_line (new_game, 1795000000);

  return g_strconcat (header, lines, NULL);
}

static void
test_every_action_round_trips (void)
{
  RbAction actions[RB_N_ACTION_KINDS];
  g_autoptr(GString) lines = g_string_new (NULL);
  g_autofree char *text = NULL;
  g_autoptr(McJournalContents) contents = NULL;
  g_autoptr(GError) error = NULL;

  every_kind (actions);
  for (int kind = 1; kind < RB_N_ACTION_KINDS; kind++)
    {
      g_autofree char *line = mc_journal_rumble_action_to_line (&actions[kind]);

      g_string_append (lines, line);
    }
  g_string_append (lines, "{\"action\":\"undo\"}\n{\"action\":\"redo\"}\n");
  text = journal_text (&actions[RB_ACTION_NEW_GAME], lines->str);

  contents = mc_journal_parse ("rumble.jsonl", text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_nonnull (contents);
  g_assert_null (contents->bad_line);
  g_assert_cmpint (contents->game, ==, MC_GAME_RUMBLEBOTS);
  g_assert_cmpint (memcmp (&contents->rb_new_game, &actions[RB_ACTION_NEW_GAME], sizeof (RbAction)), ==, 0);
  g_assert_cmpuint (contents->entries->len, ==, RB_N_ACTION_KINDS - 1 + 2);
  for (int kind = 1; kind < RB_N_ACTION_KINDS; kind++)
    {
      const McJournalEntry *entry = &g_array_index (contents->entries, McJournalEntry, kind - 1);

      g_test_message ("%s", rb_action_kind_get_id ((RbActionKind) kind));
      g_assert_cmpint (entry->kind, ==, MC_JOURNAL_ENTRY_ACTION);
      g_assert_cmpuint (entry->line, ==, (guint) kind + 1);
      g_assert_cmpint (memcmp (&g_array_index (contents->rb_actions, RbAction, entry->rb_action), &actions[kind],
                               sizeof (RbAction)), ==, 0);
    }
  g_assert_cmpint (g_array_index (contents->entries, McJournalEntry, RB_N_ACTION_KINDS - 1).kind, ==,
                   MC_JOURNAL_ENTRY_UNDO);
  g_assert_cmpint (g_array_index (contents->entries, McJournalEntry, RB_N_ACTION_KINDS).kind, ==,
                   MC_JOURNAL_ENTRY_REDO);
}

/* The lines as docs/journal-format.md shows them, member for member. */
static void
test_lines_as_documented (void)
{
  RbAction actions[RB_N_ACTION_KINDS];
  g_autofree char *header = NULL;
  struct
  {
    RbActionKind kind;
    const char  *line;
  } documented[] = {
    { RB_ACTION_ENERGIZE, "{\"action\":\"energize\",\"player\":0,\"from-cryo\":true,\"scan-tier\":3}\n" },
    { RB_ACTION_REVEAL, "{\"action\":\"reveal\",\"player\":2,\"bot\":42,\"attack\":5,\"defense\":null,\"crits\":0,"
                        "\"barriers\":2,\"factions\":[\"warfare\"]}\n" },
    { RB_ACTION_BUILD, "{\"action\":\"build\",\"player\":1,\"from-hand\":true,\"gained\":true,\"card\":{\"name\":"
                       "\"Pingutrón\",\"tier\":2,\"factions\":[\"animal\",\"mech\"],\"contraption\":false,\"cost\":4,"
                       "\"recycle\":null,\"attack\":3,\"defense\":null,\"crits\":1,\"barriers\":0}}\n" },
    { RB_ACTION_CORRECT, "{\"action\":\"correct\",\"index\":2,\"field\":\"track\",\"value\":3}\n" },
  };

  every_kind (actions);
  for (gsize i = 0; i < G_N_ELEMENTS (documented); i++)
    {
      g_autofree char *line = mc_journal_rumble_action_to_line (&actions[documented[i].kind]);

      g_assert_cmpstr (line, ==, documented[i].line);
    }

  header = mc_journal_rumble_header_to_line (&actions[RB_ACTION_NEW_GAME], 1795000000);
  g_assert_nonnull (strstr (header, "\"version\":1,"));
  g_assert_nonnull (strstr (header, "\"rules\":\"rumblebots\",\"game\":{\"action\":\"new-game\",\"champion\":1,"
                                    "\"directions\":[\"clockwise\",\"counter-clockwise\","));
  g_assert_nonnull (strstr (header, "\"players\":[{\"name\":\"Lisa\",\"colour\":0},{\"name\":\"Jaime\","
                                    "\"colour\":null},"));
}

/* A bad member is the line's error, with the line's number; what comes
 * before it is kept. */
static void
test_bad_lines (void)
{
  RbAction actions[RB_N_ACTION_KINDS];
  struct
  {
    const char *line;
    int         code;
    const char *words;
  } bad[] = {
    { "{\"action\":\"build\",\"player\":0,\"from-hand\":false,\"gained\":false}", MC_JOURNAL_ERROR_MISSING,
      "“card” is missing." },
    { "{\"action\":\"energize\",\"player\":0,\"from-cryo\":\"yes\",\"scan-tier\":0}", MC_JOURNAL_ERROR_WRONG_TYPE,
      "“from-cryo” must be true or false." },
    { "{\"action\":\"energize\",\"player\":4,\"from-cryo\":false,\"scan-tier\":0}", MC_JOURNAL_ERROR_OUT_OF_RANGE,
      "4 is not a possible value for “player”." },
    { "{\"action\":\"energize\",\"player\":0,\"from-cryo\":false,\"scan-tier\":5}", MC_JOURNAL_ERROR_OUT_OF_RANGE,
      "5 is not a possible value for “scan-tier”." },
    { "{\"action\":\"name-faction\",\"player\":0,\"faction\":\"robots\"}", MC_JOURNAL_ERROR_OUT_OF_RANGE,
      "“robots” is not a known value for “faction”." },
    { "{\"action\":\"reveal\",\"player\":0,\"bot\":null,\"attack\":1,\"defense\":1,\"crits\":0,\"barriers\":0,"
      "\"factions\":[\"animal\",\"animal\"]}", MC_JOURNAL_ERROR_OUT_OF_RANGE, "“factions” must list factions, each once" },
    { "{\"action\":\"reveal\",\"player\":0,\"bot\":null,\"attack\":1,\"defense\":1,\"crits\":0,\"barriers\":0,"
      "\"factions\":\"animal\"}", MC_JOURNAL_ERROR_WRONG_TYPE, "“factions” must be a list of at most 6 items." },
    { "{\"action\":\"build\",\"player\":0,\"from-hand\":false,\"gained\":false,\"card\":{\"name\":\"X\",\"tier\":1,"
      "\"factions\":[],\"contraption\":false,\"cost\":1,\"recycle\":0,\"attack\":31,\"defense\":0,\"crits\":0,"
      "\"barriers\":0}}", MC_JOURNAL_ERROR_OUT_OF_RANGE, "31 is not a possible value for “attack”." },
    { "{\"action\":\"build\",\"player\":0,\"from-hand\":false,\"gained\":false,\"card\":[]}",
      MC_JOURNAL_ERROR_WRONG_TYPE, "“card” must be an object." },
    { "{\"action\":\"adjust\",\"player\":0,\"attack\":1.5,\"defense\":0,\"crits\":0,\"barriers\":0}",
      MC_JOURNAL_ERROR_WRONG_TYPE, "“attack” must be a whole number." },
    { "{\"action\":\"correct\",\"index\":0,\"field\":\"health\",\"value\":1}", MC_JOURNAL_ERROR_OUT_OF_RANGE,
      "“health” is not a known value for “field”." },
    { "{\"action\":\"heal\",\"player\":0,\"energy\":1}", MC_JOURNAL_ERROR_UNKNOWN_ACTION,
      "“heal” is not an action this version of Mech Companion knows." },
    { "{\"action\":\"new-game\",\"champion\":0,\"directions\":[],\"players\":[]}", MC_JOURNAL_ERROR_WRONG_TYPE,
      "“directions” must list the directions of the 6 round spaces." },
    { "[1,2]", MC_JOURNAL_ERROR_WRONG_TYPE, "A line must hold one JSON object." },
  };

  every_kind (actions);
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *good = mc_journal_rumble_action_to_line (&actions[RB_ACTION_UPGRADE]);
      g_autofree char *lines = g_strconcat (good, bad[i].line, "\n", good, NULL);
      g_autofree char *text = journal_text (&actions[RB_ACTION_NEW_GAME], lines);
      g_autoptr(McJournalContents) contents = NULL;
      g_autoptr(GError) error = NULL;

      g_test_message ("%s", bad[i].line);
      contents = mc_journal_parse ("rumble.jsonl", text, strlen (text), &error);
      g_assert_no_error (error);
      g_assert_error (contents->bad_line, MC_JOURNAL_ERROR, bad[i].code);
      g_assert_true (g_str_has_prefix (contents->bad_line->message, "rumble.jsonl, line 3: "));
      g_assert_nonnull (strstr (contents->bad_line->message, bad[i].words));
      g_assert_cmpuint (contents->entries->len, ==, 1);
    }
}

/* The header's "rules": absent is Tiny Epic Mechs, an unknown game asks
 * for a newer app, anything else is not a header. */
static void
test_header_says_the_game (void)
{
  RbAction actions[RB_N_ACTION_KINDS];
  TemAction tem;
  g_autofree char *rumble = NULL;
  g_autofree char *tiny = NULL;
  g_autofree char *chess = NULL;
  g_autofree char *number = NULL;
  g_autoptr(McJournalContents) contents = NULL;
  g_autoptr(GError) error = NULL;
  const char *rules;

  every_kind (actions);
  rumble = mc_journal_rumble_header_to_line (&actions[RB_ACTION_NEW_GAME], 1795000000);
  test_new_game_action (&tem, 2, 0);
  tiny = mc_journal_header_to_line (&tem, 1795000000);
  g_assert_null (strstr (tiny, "\"rules\""));
  contents = mc_journal_parse ("tiny.jsonl", tiny, strlen (tiny), &error);
  g_assert_no_error (error);
  g_assert_cmpint (contents->game, ==, MC_GAME_TINY_EPIC_MECHS);
  g_clear_pointer (&contents, mc_journal_contents_free);

  rules = strstr (rumble, "\"rumblebots\"");
  g_assert_nonnull (rules);
  chess = g_strdup_printf ("%.*s\"chess\"%s", (int) (rules - rumble), rumble, rules + strlen ("\"rumblebots\""));
  contents = mc_journal_parse ("chess.jsonl", chess, strlen (chess), &error);
  g_assert_null (contents);
  g_assert_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NEWER_VERSION);
  g_assert_nonnull (strstr (error->message, "“chess”"));
  g_clear_error (&error);

  number = g_strdup_printf ("%.*s7%s", (int) (rules - rumble), rumble, rules + strlen ("\"rumblebots\""));
  contents = mc_journal_parse ("seven.jsonl", number, strlen (number), &error);
  g_assert_null (contents);
  g_assert_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE);
  g_assert_nonnull (strstr (error->message, "“rules” must be text."));
}

/* Session */

typedef struct
{
  const char *path;
  char       *expected_line;   /* the line ::changed must find written */
  guint       checked;
} ChangedCheck;

static void
on_changed (McSession       *session,
            McSessionChange  change,
            const char      *description,
            ChangedCheck    *check)
{
  g_autofree char *data = NULL;
  gsize length;

  g_assert_cmpstr (description, !=, "");
  if (check->expected_line == NULL || change != MC_SESSION_CHANGE_APPLIED)
    return;
  g_assert_true (g_file_get_contents (mc_session_get_path (session), &data, &length, NULL));
  g_assert_true (g_str_has_suffix (data, check->expected_line));
  check->checked++;
}

/* Plays @n accepted actions at random; the state after each in @states. */
static void
play (McSession    *session,
      GRand        *rand,
      guint         n,
      GArray       *states,
      ChangedCheck *check)
{
  guint accepted = 0;

  for (guint tries = 0; accepted < n && !mc_session_get_rumble_game (session)->over; tries++)
    {
      RbAction action;

      g_assert_cmpuint (tries, <, 100000);
      test_rumble_random_action (rand, mc_session_get_rumble_game (session), &action);
      if (action.kind == RB_ACTION_CORRECT)
        continue;
      if (check != NULL)
        {
          g_free (check->expected_line);
          check->expected_line = mc_journal_rumble_action_to_line (&action);
        }
      if (mc_session_apply_rumble (session, &action, NULL))
        {
          accepted++;
          if (states != NULL)
            g_array_append_vals (states, mc_session_get_rumble_game (session), 1);
        }
    }
}

static void
assert_game (McSession    *session,
             const RbGame *expected)
{
  g_assert_cmpint (mc_session_get_game_kind (session), ==, MC_GAME_RUMBLEBOTS);
  g_assert_cmpint (memcmp (mc_session_get_rumble_game (session), expected, sizeof (RbGame)), ==, 0);
}

static void
test_session_undo_redo (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("mech-companion-rumble-XXXXXX", &error);
  g_autoptr(McSession) session = mc_session_new_saved (dir);
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  g_autoptr(GArray) states = g_array_new (FALSE, FALSE, sizeof (RbGame));
  ChangedCheck check = { 0 };
  RbAction action;
  guint n;

  g_signal_connect (session, "changed", G_CALLBACK (on_changed), &check);
  test_rumble_new_game (rand, 3, &action);
  g_assert_true (mc_session_start_rumble (session, &action, &error));
  g_assert_no_error (error);
  g_assert_true (mc_session_has_game (session));
  g_assert_false (mc_session_get_game (session)->n_players > 0);
  g_array_append_vals (states, mc_session_get_rumble_game (session), 1);

  play (session, rand, 80, states, &check);
  n = states->len - 1;
  g_assert_cmpuint (n, ==, 80);
  /* Every action was in the file when the table was told. */
  g_assert_cmpuint (check.checked, ==, 80);
  g_assert_cmpuint (mc_session_get_n_actions (session), ==, 80);

  /* Back past a snapshot (every 32 steps), then forward again. */
  for (guint i = 1; i <= 50; i++)
    {
      g_assert_nonnull (mc_session_get_undo_description (session));
      g_assert_true (mc_session_undo (session));
      assert_game (session, &g_array_index (states, RbGame, n - i));
    }
  for (guint i = 1; i <= 20; i++)
    {
      g_assert_true (mc_session_redo (session));
      assert_game (session, &g_array_index (states, RbGame, n - 50 + i));
    }
  g_assert_true (mc_session_can_redo (session));

  /* Reopened from its file: the same game, the same undo and redo. */
  {
    g_autoptr(McSession) again = mc_session_new ();
    const char *path = mc_session_get_path (session);

    g_assert_true (mc_session_open (again, path, NULL, &error));
    g_assert_no_error (error);
    assert_game (again, &g_array_index (states, RbGame, n - 30));
    g_assert_cmpuint (mc_session_get_n_actions (again), ==, n - 30);
    g_assert_true (mc_session_redo (again));
    assert_game (again, &g_array_index (states, RbGame, n - 29));
  }

  /* A game of Tiny Epic Mechs after it leaves nothing of it behind. */
  {
    TemAction tem;

    test_new_game_action (&tem, 2, 0);
    g_free (check.expected_line);
    check.expected_line = NULL;
    g_assert_true (mc_session_start (session, &tem, &error));
    g_assert_no_error (error);
    g_assert_cmpint (mc_session_get_game_kind (session), ==, MC_GAME_TINY_EPIC_MECHS);
    g_assert_false (rb_game_has_started (mc_session_get_rumble_game (session)));
    g_assert_false (mc_session_can_undo (session));
  }

  g_free (check.expected_line);
  g_clear_object (&session);
  test_remove_tree (dir);
}

/* Killed mid-game (SIGKILL, nothing closed), the game reopens as the table
 * last saw it, undo and redo history included, and is offered to resume. */
static void
test_session_survives_a_kill (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("mech-companion-rumble-kill-XXXXXX", &error);
  g_autofree char *expected_path = g_build_filename (dir, "expected.bin", NULL);
  g_autofree char *expected = NULL;
  g_autoptr(McSession) session = mc_session_new ();
  g_autoptr(McGameSummary) summary = NULL;
  g_autoptr(GString) scores = g_string_new (NULL);
  const RbGame *game;
  gsize length;
  int status;
  pid_t pid;

  g_assert_no_error (error);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      McSession *child = mc_session_new_saved (dir);
      GRand *rand = g_rand_new_with_seed (11);
      RbAction action;

      test_rumble_new_game (rand, 3, &action);
      if (!mc_session_start_rumble (child, &action, NULL))
        _exit (1);
      play (child, rand, 60, NULL, NULL);
      mc_session_undo (child);
      mc_session_undo (child);
      mc_session_redo (child);
      if (!g_file_set_contents (expected_path, (const char *) mc_session_get_rumble_game (child), sizeof (RbGame),
                                NULL))
        _exit (1);
      raise (SIGKILL);
      _exit (1);
    }
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFSIGNALED (status));
  g_assert_cmpint (WTERMSIG (status), ==, SIGKILL);
  g_assert_true (g_file_get_contents (expected_path, &expected, &length, NULL));
  g_assert_cmpuint (length, ==, sizeof (RbGame));
  g_unlink (expected_path);

  summary = mc_game_summary_find_resumable (dir);
  g_assert_nonnull (summary);
  g_assert_cmpint (summary->game, ==, MC_GAME_RUMBLEBOTS);
  g_assert_cmpuint (summary->n_actions, ==, 59);
  g_assert_cmpstr (summary->players, ==, "Lisa, Jaime and Vicente");

  g_assert_true (mc_session_open (session, summary->path, NULL, &error));
  g_assert_no_error (error);
  assert_game (session, (const RbGame *) expected);
  g_assert_true (mc_session_can_redo (session));
  g_assert_cmpuint (mc_session_get_n_actions (session), ==, 59);

  /* History's scores: every player's crystals, storage + reactor +
   * cryo-cell (RB-V1), the most first. */
  game = (const RbGame *) expected;
  for (int most = RB_CRYSTALS; most >= 0; most--)
    for (guint seat = 0; seat < game->n_players; seat++)
      {
        const RbPlayer *player = &game->players[seat];

        if (player->storage + player->reactor + player->cryo == most)
          g_string_append_printf (scores, "%s%s %d", scores->len > 0 ? " · " : "", player->name, most);
      }
  g_assert_cmpstr (summary->scores, ==, scores->str);
  g_assert_cmpstr (summary->result, ==, "");

  g_clear_object (&session);
  test_remove_tree (dir);
}

/* A finished game in History: over, its winner said, and the index keeps
 * which game it was. */
static void
test_history_of_a_finished_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("mech-companion-rumble-history-XXXXXX", &error);
  g_autoptr(McSession) session = mc_session_new_saved (dir);
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  const RbGame *game;
  RbAction action;
  RbGame read;

  test_rumble_new_game (rand, 3, &action);
  g_assert_true (mc_session_start_rumble (session, &action, &error));
  play (session, rand, G_MAXUINT, NULL, NULL);
  game = mc_session_get_rumble_game (session);
  g_assert_true (game->over);
  g_assert_null (mc_game_summary_find_resumable (dir));

  for (int pass = 0; pass < 2; pass++)     /* replayed, then from the index */
    {
      g_autoptr(GPtrArray) all = mc_game_summary_list (dir);
      const McGameSummary *summary;

      g_assert_cmpuint (all->len, ==, 1);
      summary = g_ptr_array_index (all, 0);
      g_assert_no_error (summary->error);
      g_assert_cmpint (summary->game, ==, MC_GAME_RUMBLEBOTS);
      g_assert_true (summary->over);
      g_assert_nonnull (strstr (summary->result, game->players[game->winner].name));
      g_assert_true (g_str_has_prefix (summary->scores, game->players[game->winner].name)
                     || game->victory == RB_VICTORY_SHOWDOWN);
      g_assert_true (mc_game_summary_read_rumble_game (summary, &read, &error));
      g_assert_no_error (error);
      g_assert_cmpint (memcmp (&read, game, sizeof read), ==, 0);
    }

  g_clear_object (&session);
  test_remove_tree (dir);
}

/* A bad line: the game opens as it was before it and goes on in a new
 * file; the original is kept as it was. */
static void
test_session_bad_line (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("mech-companion-rumble-bad-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "bad.jsonl", NULL);
  g_autoptr(McSession) session = mc_session_new_saved (dir);
  g_autoptr(GRand) rand = g_rand_new_with_seed (9);
  g_autoptr(GString) lines = g_string_new (NULL);
  g_autofree char *text = NULL;
  g_autofree char *after = NULL;
  RbAction new_game, action;
  RbGame game;
  guint accepted = 0;

  test_rumble_new_game (rand, 2, &new_game);
  rb_game_init (&game);
  g_assert_true (rb_game_apply (&game, &new_game, NULL, NULL));
  while (accepted < 5)
    {
      RbGame check = game;

      test_rumble_random_action (rand, &game, &action);
      if (action.kind != RB_ACTION_CORRECT && rb_game_apply (&check, &action, NULL, NULL))
        {
          g_autofree char *line = mc_journal_rumble_action_to_line (&action);

          game = check;
          g_string_append (lines, line);
          accepted++;
        }
    }
  /* Line 7: a faction that is not one. */
  g_string_append (lines, "{\"action\":\"name-faction\",\"player\":0,\"faction\":\"pirates\"}\n");
  g_string_append (lines, "{\"action\":\"end-turn\",\"player\":0}\n");
  text = journal_text (&new_game, lines->str);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));

  g_assert_true (mc_session_open (session, path, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (mc_session_get_load_error (session));
  g_assert_cmpstr (mc_session_get_load_error (session)->message, ==,
                   "bad.jsonl, line 7: “pirates” is not a known value for “faction”.");
  assert_game (session, &game);
  g_assert_cmpstr (mc_session_get_path (session), !=, path);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, text);

  g_clear_object (&session);
  test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/rumble-journal/every-action-round-trips", test_every_action_round_trips);
  g_test_add_func ("/rumble-journal/lines-as-documented", test_lines_as_documented);
  g_test_add_func ("/rumble-journal/bad-lines", test_bad_lines);
  g_test_add_func ("/rumble-journal/header-says-the-game", test_header_says_the_game);
  g_test_add_func ("/rumble-journal/session-undo-redo", test_session_undo_redo);
  g_test_add_func ("/rumble-journal/session-survives-a-kill", test_session_survives_a_kill);
  g_test_add_func ("/rumble-journal/history-of-a-finished-game", test_history_of_a_finished_game);
  g_test_add_func ("/rumble-journal/session-bad-line", test_session_bad_line);
  return g_test_run ();
}
