/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The journal: every action kind round-trips, the example games replay,
 * each kind of bad file gets its own message and keeps its good part, a
 * saved game reopens with its undo and redo, and a kill at any moment loses
 * no action reported saved. */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "journal/mc-journal.h"
#include "journal/mc-journal-action.h"
#include "journal/mc-journal-state.h"
#include "session/mc-session.h"

#include "test-random-play.h"
#include "test-util.h"

static char *
make_temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("mech-companion-test-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
round_trip (const TemAction *action)
{
  g_autoptr(JsonNode) node = mc_journal_action_to_json (action);
  g_autoptr(GError) error = NULL;
  TemAction back;

  g_assert_true (mc_journal_action_from_json (node, &back, &error));
  g_assert_no_error (error);
  g_assert_cmpint (back.kind, ==, action->kind);
  g_assert_cmpmem (&back, sizeof back, action, sizeof *action);
}

/* Every kind of action reads back exactly as written. */
static void
test_every_action_kind_round_trips (void)
{
  TemAction action;
  gboolean seen[TEM_N_ACTION_KINDS] = { FALSE, };
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  TemGame game;

  test_new_game_action (&action, 4, 2);
  action.new_game.arena.zones[0].value = TEM_VALUE_UNKNOWN;
  action.new_game.arena.zones[1].value = 3;
  action.new_game.arena.zones[1].resources = TEM_RESOURCE_ENERGY | TEM_RESOURCE_CREDITS;
  action.new_game.starting_basic[1] = TEM_KIND_RIOT_SHIELD;
  action.new_game.row[2] = TEM_KIND_WARHAMMER;
  round_trip (&action);
  seen[action.kind] = TRUE;

  tem_action_init_correct (&action, 3, TEM_FIELD_STARTING_PLAYER, 2);
  round_trip (&action);
  tem_action_init_set_zone (&action, 12, TEM_VALUE_UNKNOWN, TEM_RESOURCE_UNKNOWN);
  round_trip (&action);
  tem_action_init_set_weapon (&action, TEM_KIND_LIGHTNING_COIL, TEM_WEAPON_FIELD_TYPE, TEM_WEAPON_TYPE_AREA);
  round_trip (&action);
  tem_action_init_set_weapon (&action, TEM_KIND_LIGHTNING_COIL, TEM_WEAPON_FIELD_VP, TEM_VALUE_UNKNOWN);
  round_trip (&action);
  tem_action_init_end_round (&action, TRUE);
  round_trip (&action);
  tem_action_init_set_row (&action, 3, TEM_KIND_WARHAMMER);
  round_trip (&action);
  seen[action.kind] = TRUE;

  /* And all the rest, as random play makes them. */
  test_random_game (rand, &game);
  for (guint i = 0; i < 20000; i++)
    {
      if (game.over)
        test_random_game (rand, &game);
      test_random_action (rand, &game, &action);
      round_trip (&action);
      seen[action.kind] = TRUE;
      tem_game_apply (&game, &action, NULL, NULL);
    }
  seen[TEM_ACTION_SET_ZONE] = seen[TEM_ACTION_SET_WEAPON] = TRUE;

  /* R-SO20, table draw: the cards flipped for a respawning robot. */
  tem_action_init_attack (&action, 0, 4, 0);
  action.attack.respawn.n_cards = 2;
  action.attack.respawn.cards[0] = TEM_PROGRAM_DIAGONAL_JUMP;
  action.attack.respawn.cards[1] = TEM_PROGRAM_COLLECT;
  round_trip (&action);
  tem_action_init_robot_turn (&action, 1, TEM_PROGRAM_PURCHASE);
  action.robot_turn.respawn.n_cards = 1;
  action.robot_turn.respawn.cards[0] = TEM_PROGRAM_POWER_UP;
  round_trip (&action);

  /* An attack written before R-C5's line and R-MM3's choice were recorded
   * reads as it was played then: the Power Attack whenever allowed, and
   * the Mech taken as it showed. */
  {
    g_autoptr(JsonNode) node = NULL;
    g_autoptr(GError) error = NULL;

    tem_action_init_attack (&action, 1, 4, 0);
    action.attack.line = TEM_ATTACK_LINE_FIRST;
    action.attack.mech = TEM_MECH_TAKE_SPARTA;
    node = mc_journal_action_to_json (&action);
    g_assert_true (json_object_has_member (json_node_get_object (node), "line"));
    json_object_remove_member (json_node_get_object (node), "line");
    json_object_remove_member (json_node_get_object (node), "mech");
    g_assert_true (mc_journal_action_from_json (node, &action, &error));
    g_assert_no_error (error);
    g_assert_cmpint (action.attack.line, ==, TEM_ATTACK_LINE_BEST);
    g_assert_cmpint (action.attack.mech, ==, TEM_MECH_TAKE_KEEP_SIDE);
  }

  for (guint kind = 0; kind < TEM_N_ACTION_KINDS; kind++)
    {
      g_test_message ("kind %s", tem_action_kind_get_id ((TemActionKind) kind));
      g_assert_true (seen[kind]);
    }
}

/* A layout the players drew (R-S3, R-S4): its shape, its empty cells and
 * its bases' owners read back exactly, and a saved game replays on it. */
static void
test_a_drawn_arena_round_trips_and_replays (void)
{
  g_autofree char *root = make_temp_dir ();
  g_autofree char *dir = g_build_filename (root, "games", NULL);
  g_autoptr(McSession) session = mc_session_new_saved (dir);
  g_autoptr(McSession) reopened = mc_session_new_saved (dir);
  g_autoptr(GError) error = NULL;
  static const char *drawn[] = { "RBR", "RRR", "RMR", "R.R", "RBR" };
  TemArena *arena;
  TemAction action;

  test_new_game_action (&action, 2, 1);
  /* Two players: the empty seats are not written. */
  memset (&action.new_game.players[2], 0, 2 * sizeof (TemPlayerSetup));
  arena = &action.new_game.arena;
  tem_arena_init_empty (arena, 5, 3);
  for (int row = 0; row < 5; row++)
    for (int col = 0; col < 3; col++)
      {
        TemZone *zone = &arena->zones[row * TEM_ARENA_SIZE + col];

        switch (drawn[row][col])
          {
          case 'R':
            zone->kind = TEM_ZONE_RESOURCE;
            zone->resources = col == 0 ? TEM_RESOURCE_UNKNOWN : TEM_RESOURCE_ENERGY;
            zone->value = col == 2 ? 2 : TEM_VALUE_UNKNOWN;
            break;
          case 'B':
          case 'M':
            zone->kind = drawn[row][col] == 'B' ? TEM_ZONE_BASE : TEM_ZONE_MECH;
            zone->resources = TEM_RESOURCE_ENERGY | TEM_RESOURCE_CREDITS;
            break;
          default:
            break;
          }
      }
  arena->zones[tem_arena_cell (arena, 4, 1)].kind = TEM_ZONE_RESOURCE;
  arena->zones[tem_arena_cell (arena, 4, 1)].resources = TEM_RESOURCE_CREDITS;
  arena->zones[tem_arena_cell (arena, 3, 1)].kind = TEM_ZONE_BASE;
  arena->zones[tem_arena_cell (arena, 3, 1)].resources = TEM_RESOURCE_ENERGY | TEM_RESOURCE_CREDITS;
  tem_arena_assign_bases (arena, 2, 1);
  g_assert_false (arena->preset);
  g_assert_true (tem_arena_check (arena, 2, NULL));
  round_trip (&action);

  g_assert_true (mc_session_start (session, &action, &error));
  g_assert_no_error (error);
  g_assert_true (mc_session_open (reopened, mc_session_get_path (session), NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (&mc_session_get_game (reopened)->arena, sizeof (TemArena), arena, sizeof (TemArena));
  g_assert_cmpmem (mc_session_get_game (reopened), sizeof (TemGame),
                   mc_session_get_game (session), sizeof (TemGame));
  test_remove_tree (root);
}

/* The examples kept in tests/journals replay cleanly to a sound game. */
static void
test_example_journals_replay (void)
{
  const char *names[] = { "two-players.jsonl", "four-players.jsonl", "combat-and-scoring.jsonl", "solo.jsonl" };

  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "journals", names[i], NULL);
      g_autoptr(McSession) session = mc_session_new ();
      g_autoptr(GError) error = NULL;
      g_autofree char *notice = NULL;
      g_autofree char *state = NULL;

      g_assert_true (mc_session_open (session, path, &notice, &error));
      g_assert_no_error (error);
      g_assert_null (notice);
      g_assert_null (mc_session_get_load_error (session));
      g_assert_true (tem_game_check_invariants (mc_session_get_game (session), NULL));
      g_assert_cmpuint (mc_session_get_n_actions (session), >, 100);
      state = mc_journal_state_to_text (mc_session_get_game (session), FALSE);
      g_assert_true (g_str_has_prefix (state, "{\"round\":"));
    }
}

/* Each kind of bad file: its own message; a bad line keeps the game up to
 * it; nothing is written. */
static void
test_bad_journals_get_their_own_message (void)
{
  struct
  {
    const char *name;
    int         code;             /* of the open error, or of the bad line */
    gboolean    opens;
    guint       line;             /* the bad line named, 0 for none */
    const char *words;
  } cases[] = {
    { "truncated-last-line.jsonl", -1, TRUE, 0, NULL },
    { "bad-json.jsonl", MC_JOURNAL_ERROR_SYNTAX, TRUE, 7, "not valid JSON" },
    { "wrong-type.jsonl", MC_JOURNAL_ERROR_WRONG_TYPE, TRUE, 6, "whole number" },
    { "absurd-number.jsonl", MC_JOURNAL_ERROR_OUT_OF_RANGE, TRUE, 6, "99999999999" },
    { "missing-member.jsonl", MC_JOURNAL_ERROR_MISSING, TRUE, 6, "missing" },
    { "unknown-action.jsonl", MC_JOURNAL_ERROR_UNKNOWN_ACTION, TRUE, 8, "teleport" },
    { "two-headers.jsonl", MC_JOURNAL_ERROR_SECOND_HEADER, TRUE, 9, "second header" },
    { "refused-by-rules.jsonl", MC_JOURNAL_ERROR_REFUSED, TRUE, 10, "played in the execution phase" },
    { "undo-nothing.jsonl", MC_JOURNAL_ERROR_NOTHING_TO_UNDO, TRUE, 2, "nothing to undo" },
    { "newer-version.jsonl", MC_JOURNAL_ERROR_NEWER_VERSION, FALSE, 1, "newer" },
    { "not-a-game.jsonl", MC_JOURNAL_ERROR_NOT_A_JOURNAL, FALSE, 1, "not a Mech Companion game" },
    { "binary.jsonl", MC_JOURNAL_ERROR_BINARY, FALSE, 0, "not text" },
    { "empty.jsonl", MC_JOURNAL_ERROR_NOT_A_JOURNAL, FALSE, 0, "empty" },
    /* Found by fuzzing: white space json-glib reads as no value at all. */
    { "blank-lines.jsonl", MC_JOURNAL_ERROR_NOT_A_JOURNAL, FALSE, 0, "empty" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "journals", "bad", cases[i].name, NULL);
      g_autoptr(McSession) session = mc_session_new ();
      g_autoptr(GError) error = NULL;
      g_autofree char *notice = NULL;
      g_autofree char *before = NULL;
      g_autofree char *after = NULL;
      gsize before_length, after_length;
      const GError *problem;

      g_test_message ("case %s", cases[i].name);
      g_assert_true (g_file_get_contents (path, &before, &before_length, NULL));

      if (!cases[i].opens)
        {
          g_assert_false (mc_session_open (session, path, &notice, &error));
          g_assert_error (error, MC_JOURNAL_ERROR, cases[i].code);
          g_assert_false (mc_session_has_game (session));
          problem = error;
        }
      else
        {
          g_assert_true (mc_session_open (session, path, &notice, &error));
          g_assert_no_error (error);
          g_assert_true (mc_session_has_game (session));
          g_assert_true (tem_game_check_invariants (mc_session_get_game (session), NULL));
          g_assert_nonnull (notice);
          problem = mc_session_get_load_error (session);
          if (cases[i].code < 0)
            {
              /* A crash mid-write: dropped, with a notice, and the eleven
               * whole actions before it kept. */
              g_assert_null (problem);
              g_assert_cmpuint (mc_session_get_n_actions (session), ==, 11);
            }
          else
            g_assert_error ((GError *) problem, MC_JOURNAL_ERROR, cases[i].code);
        }

      if (problem != NULL)
        {
          g_test_message ("  %s", problem->message);
          if (cases[i].words != NULL)
            g_assert_nonnull (strstr (problem->message, cases[i].words));
          if (cases[i].line > 0)
            {
              g_autofree char *where = g_strdup_printf ("%s, line %u:", cases[i].name, cases[i].line);

              g_assert_true (g_str_has_prefix (problem->message, where));
            }
        }

      /* Opened without a games folder: not a byte written. */
      g_assert_true (g_file_get_contents (path, &after, &after_length, NULL));
      g_assert_cmpmem (before, before_length, after, after_length);
    }
}

static void
test_oversized_files_are_refused (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "huge.jsonl", NULL);
  g_autoptr(McSession) session = mc_session_new ();
  g_autoptr(GError) error = NULL;
  FILE *file = fopen (path, "w");

  g_assert_nonnull (file);
  g_assert_cmpint (fseek (file, MC_JOURNAL_MAX_BYTES + 10, SEEK_SET), ==, 0);
  fputc ('\n', file);
  fclose (file);

  g_assert_false (mc_session_open (session, path, NULL, &error));
  g_assert_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "too large"));
  test_remove_tree (dir);
}

/* A saved game reopens exactly, undo and redo included; its folder is
 * private and its file its owner's. */
static void
test_a_saved_game_reopens_with_its_history (void)
{
  g_autofree char *root = make_temp_dir ();
  g_autofree char *dir = g_build_filename (root, "mech-companion", "games", NULL);
  g_autoptr(McSession) session = mc_session_new_saved (dir);
  g_autoptr(McSession) reopened = mc_session_new_saved (dir);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  TemAction action;
  struct stat info;

  test_new_game_action (&action, 3, 1);
  g_assert_true (mc_session_start (session, &action, &error));
  for (int i = 0; i < 5; i++)
    {
      tem_action_init_correct (&action, (guint) i % 3, TEM_FIELD_SCORE, 10 + i);
      g_assert_true (mc_session_apply (session, &action, &error));
    }
  g_assert_true (mc_session_undo (session));
  g_assert_true (mc_session_undo (session));
  g_assert_true (mc_session_redo (session));

  path = g_strdup (mc_session_get_path (session));
  g_assert_nonnull (path);
  g_assert_cmpint (g_stat (dir, &info), ==, 0);
  g_assert_cmpint (info.st_mode & 0777, ==, 0700);
  g_assert_cmpint (g_stat (path, &info), ==, 0);
  g_assert_cmpint (info.st_mode & 0777, ==, 0600);

  g_assert_true (mc_session_open (reopened, path, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (mc_session_get_game (reopened), sizeof (TemGame),
                   mc_session_get_game (session), sizeof (TemGame));
  g_assert_cmpuint (mc_session_get_n_actions (reopened), ==, 4);
  g_assert_true (mc_session_can_redo (reopened));
  g_assert_cmpstr (mc_session_get_redo_description (reopened), ==, mc_session_get_redo_description (session));

  /* Undo survives the restart, and goes on being saved. */
  g_assert_true (mc_session_undo (reopened));
  g_object_unref (g_steal_pointer (&reopened));
  reopened = mc_session_new_saved (dir);
  g_assert_true (mc_session_open (reopened, path, NULL, &error));
  g_assert_cmpuint (mc_session_get_n_actions (reopened), ==, 3);
  test_remove_tree (root);
}

/* A file with a bad line opens up to it, and the game goes on in a new
 * file: the original stays exactly as it was. */
static void
test_a_bad_file_is_never_written_over (void)
{
  g_autofree char *root = make_temp_dir ();
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "journals", "bad", "unknown-action.jsonl", NULL);
  g_autofree char *path = g_build_filename (root, "unknown-action.jsonl", NULL);
  g_autoptr(McSession) session = mc_session_new_saved (root);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *notice = NULL;
  gsize before_length, after_length;
  TemAction action;

  g_assert_true (g_file_get_contents (source, &before, &before_length, NULL));
  g_assert_true (g_file_set_contents (path, before, (gssize) before_length, NULL));

  g_assert_true (mc_session_open (session, path, &notice, &error));
  g_assert_nonnull (strstr (notice, "new file"));
  g_assert_cmpstr (mc_session_get_path (session), !=, path);
  tem_action_init_correct (&action, 0, TEM_FIELD_SCORE, 3);
  g_assert_true (mc_session_apply (session, &action, &error));

  g_assert_true (g_file_get_contents (path, &after, &after_length, NULL));
  g_assert_cmpmem (before, before_length, after, after_length);
  test_remove_tree (root);
}

/* A crash mid-write: the cut line is dropped from the file on reopening,
 * and the game goes on in the same file. */
static void
test_a_crashed_tail_is_dropped_and_the_game_goes_on (void)
{
  g_autofree char *root = make_temp_dir ();
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "journals", "bad", "truncated-last-line.jsonl", NULL);
  g_autofree char *path = g_build_filename (root, "crashed.jsonl", NULL);
  g_autoptr(McSession) session = mc_session_new_saved (root);
  g_autoptr(McSession) again = mc_session_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *notice = NULL;
  gsize length;
  TemAction action;

  g_assert_true (g_file_get_contents (source, &data, &length, NULL));
  g_assert_true (g_file_set_contents (path, data, (gssize) length, NULL));
  g_assert_true (mc_session_open (session, path, &notice, &error));
  g_assert_nonnull (notice);
  g_assert_cmpstr (mc_session_get_path (session), ==, path);
  tem_action_init_correct (&action, 1, TEM_FIELD_SCORE, 4);
  g_assert_true (mc_session_apply (session, &action, &error));

  g_clear_pointer (&notice, g_free);
  g_assert_true (mc_session_open (again, path, &notice, &error));
  g_assert_null (notice);
  g_assert_null (mc_session_get_load_error (again));
  g_assert_cmpuint (mc_session_get_n_actions (again), ==, 12);
  test_remove_tree (root);
}

/* Kill a writer at random moments, 200 times: every action it reported
 * saved is there when the game is reopened. */
static void
test_a_kill_loses_no_saved_action (void)
{
  g_autofree char *root = make_temp_dir ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (99);
  guint kills = 0, total_reported = 0;

  for (guint round = 0; round < 200; round++)
    {
      g_autofree char *dir = g_strdup_printf ("%s/run-%u", root, round);
      int pipe_fds[2];
      pid_t pid;
      guint reported = 0;
      char buffer[4096];
      gssize n;
      g_autoptr(GDir) folder = NULL;
      const char *name;
      g_autofree char *path = NULL;
      g_autoptr(McSession) session = mc_session_new ();
      g_autoptr(GError) error = NULL;
      int status;

      g_assert_cmpint (pipe (pipe_fds), ==, 0);
      pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          /* The writer: a saved game, one correction after another; it
           * reports each action once mc_session_apply() returned. */
          McSession *writer = mc_session_new_saved (dir);
          TemAction action;

          close (pipe_fds[0]);
          test_new_game_action (&action, 2, 0);
          if (!mc_session_start (writer, &action, NULL))
            _exit (3);
          for (int i = 1;; i++)
            {
              tem_action_init_correct (&action, (guint) i % 2, TEM_FIELD_SCORE, i % 900 + 1);
              if (!mc_session_apply (writer, &action, NULL))
                _exit (4);
              if (write (pipe_fds[1], "s", 1) != 1)
                _exit (5);
            }
        }

      close (pipe_fds[1]);
      /* Wait for a few saves first (1 to 3), so the count of actions saved
       * does not depend on how loaded the machine is, then kill at a
       * random moment. */
      for (guint wanted = (guint) g_rand_int_range (rand, 1, 4); reported < wanted;)
        {
          n = read (pipe_fds[0], buffer, wanted - reported);
          if (n <= 0)
            break;
          reported += (guint) n;
        }
      g_usleep ((gulong) g_rand_int_range (rand, 0, 30000));
      kill (pid, SIGKILL);
      waitpid (pid, &status, 0);
      g_assert_true (WIFSIGNALED (status));
      kills++;

      while ((n = read (pipe_fds[0], buffer, sizeof buffer)) > 0)
        reported += (guint) n;
      close (pipe_fds[0]);
      total_reported += reported;

      folder = g_dir_open (dir, 0, NULL);
      if (folder == NULL)
        {
          g_assert_cmpuint (reported, ==, 0);      /* killed before the first file */
          continue;
        }
      while ((name = g_dir_read_name (folder)) != NULL)
        path = g_build_filename (dir, name, NULL);
      if (path == NULL)
        {
          g_assert_cmpuint (reported, ==, 0);
          continue;
        }

      if (!mc_session_open (session, path, NULL, &error))
        {
          /* Only a header cut short can make a game unreadable, and then
           * nothing was reported saved. */
          g_assert_cmpuint (reported, ==, 0);
          continue;
        }
      g_assert_null (mc_session_get_load_error (session));
      g_assert_cmpuint (mc_session_get_n_actions (session), >=, reported);
      g_assert_cmpuint (mc_session_get_n_actions (session), <=, reported + 1);
      /* The game reopened is the one written: correction i set seat i % 2
       * to i % 900 + 1, so the last two lines kept give both scores. */
      {
        const TemGame *game = mc_session_get_game (session);
        guint last = mc_session_get_n_actions (session);

        if (last == 0)
          {
            g_assert_cmpint (game->players[0].score, ==, 0);
            g_assert_cmpint (game->players[1].score, ==, 0);
          }
        else
          {
            g_assert_cmpint (game->players[last % 2].score, ==, (int) (last % 900 + 1));
            g_assert_cmpint (game->players[(last - 1) % 2].score, ==, last > 1 ? (int) ((last - 1) % 900 + 1) : 0);
          }
      }
    }

  g_test_message ("%u kills, %u actions reported saved in all", kills, total_reported);
  g_print ("# crash test: %u kills, %u actions reported saved, none lost\n", kills, total_reported);
  g_assert_cmpuint (kills, ==, 200);
  g_assert_cmpuint (total_reported, >, 200);
  test_remove_tree (root);
}

/* A games folder that cannot be written: the new game is refused with the
 * reason, and the open game is kept. */
static void
test_an_unwritable_folder_refuses_and_keeps_the_game (void)
{
  g_autoptr(McSession) session = mc_session_new_saved ("/proc/mech-companion-cannot-write-here");
  g_autoptr(GError) error = NULL;
  TemAction action;

  test_new_game_action (&action, 2, 0);
  g_assert_false (mc_session_start (session, &action, &error));
  g_assert_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_IO);
  g_assert_false (mc_session_has_game (session));
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/journal/every-action-kind-round-trips", test_every_action_kind_round_trips);
  g_test_add_func ("/journal/a-drawn-arena-round-trips-and-replays", test_a_drawn_arena_round_trips_and_replays);
  g_test_add_func ("/journal/example-journals-replay", test_example_journals_replay);
  g_test_add_func ("/journal/bad-journals-get-their-own-message", test_bad_journals_get_their_own_message);
  g_test_add_func ("/journal/oversized-files-are-refused", test_oversized_files_are_refused);
  g_test_add_func ("/journal/a-saved-game-reopens-with-its-history", test_a_saved_game_reopens_with_its_history);
  g_test_add_func ("/journal/a-bad-file-is-never-written-over", test_a_bad_file_is_never_written_over);
  g_test_add_func ("/journal/a-crashed-tail-is-dropped-and-the-game-goes-on", test_a_crashed_tail_is_dropped_and_the_game_goes_on);
  g_test_add_func ("/journal/a-kill-loses-no-saved-action", test_a_kill_loses_no_saved_action);
  g_test_add_func ("/journal/an-unwritable-folder-refuses-and-keeps-the-game", test_an_unwritable_folder_refuses_and_keeps_the_game);

  return g_test_run ();
}
