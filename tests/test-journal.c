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
#include "journal/mc-card-memory.h"
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

/* Weapon numbers entered once are remembered for the next game; a bad
 * cards file is refused with its reason and changes nothing. */
static void
test_card_memory (void)
{
  g_autoptr(McCardMemory) memory = mc_card_memory_new ();
  g_autoptr(McCardMemory) again = mc_card_memory_new ();
  g_autofree char *data = NULL;
  TemAction actions[MC_CARD_MEMORY_MAX_FILL];
  TemGame game;
  TemAction action;
  guint n;
  static const struct
  {
    const char *data;
    int         code;
  } bad[] = {
    { "", MC_JOURNAL_ERROR_WRONG_TYPE },
    { "{\"format\": ", MC_JOURNAL_ERROR_SYNTAX },
    { "[1, 2]", MC_JOURNAL_ERROR_WRONG_TYPE },
    { "{\"format\": \"mech-companion-journal\", \"version\": 1}", MC_JOURNAL_ERROR_NOT_A_JOURNAL },
    { "{\"format\": \"mech-companion-cards\", \"version\": 3}", MC_JOURNAL_ERROR_NEWER_VERSION },
    /* Found by fuzz-cards: members of the wrong kind. */
    { "{\"format\": \"mech-companion-cards\", \"version\": {\"major\": 1}}", MC_JOURNAL_ERROR_NEWER_VERSION },
    { "{\"format\": [\"mech-companion-cards\"], \"version\": 1}", MC_JOURNAL_ERROR_NOT_A_JOURNAL },
    { "{\"format\": \"mech-companion-cards\", \"version\": 1, \"weapons\": 3}", MC_JOURNAL_ERROR_WRONG_TYPE },
    { "{\"format\": \"mech-companion-cards\", \"version\": 1, \"weapons\": {\"laser-sword\": {}}}",
      MC_JOURNAL_ERROR_OUT_OF_RANGE },
    { "{\"format\": \"mech-companion-cards\", \"version\": 1, \"weapons\": {\"warhammer\": {\"vp\": -1}}}",
      MC_JOURNAL_ERROR_OUT_OF_RANGE },
    { "{\"format\": \"mech-companion-cards\", \"version\": 1, \"weapons\": {\"warhammer\": {\"vp\": \"2\"}}}",
      MC_JOURNAL_ERROR_OUT_OF_RANGE },
    { "{\"format\": \"mech-companion-cards\", \"version\": 1, \"weapons\": {\"warhammer\": {\"type\": \"laser\"}}}",
      MC_JOURNAL_ERROR_OUT_OF_RANGE },
    { "{\"format\": \"mech-companion-cards\", \"version\": 1, \"weapons\": {\"warhammer\": {\"colour\": 1}}}",
      MC_JOURNAL_ERROR_OUT_OF_RANGE },
  };

  test_start_game (&game, 2, 0);
  tem_action_init_set_weapon (&action, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_VP, 3);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_set_weapon (&action, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_TYPE, TEM_WEAPON_TYPE_MELEE);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_true (mc_card_memory_remember (memory, &game, TEM_KIND_WARHAMMER));
  g_assert_false (mc_card_memory_remember (memory, &game, TEM_KIND_WARHAMMER));   /* nothing new */
  g_assert_cmpint (mc_card_memory_get (memory, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_VP), ==, 3);

  /* Through the file and back. */
  data = mc_card_memory_to_data (memory);
  g_assert_true (mc_card_memory_load_data (again, data, strlen (data), NULL));
  g_assert_cmpint (mc_card_memory_get (again, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_TYPE), ==, TEM_WEAPON_TYPE_MELEE);

  /* A new game gets them as actions, and only what it does not know. */
  test_start_game (&game, 3, 0);
  n = mc_card_memory_fill (again, &game, actions, G_N_ELEMENTS (actions));
  g_assert_cmpuint (n, ==, 2);
  for (guint i = 0; i < n; i++)
    test_apply_action_ok (&game, &actions[i], NULL);
  g_assert_cmpint (game.weapon_stats[TEM_KIND_WARHAMMER].vp, ==, 3);
  g_assert_cmpuint (mc_card_memory_fill (again, &game, actions, G_N_ELEMENTS (actions)), ==, 0);

  /* Another copy's numbers: new ones added, a disagreement shown and kept
   * unless replacing. */
  {
    g_autoptr(McCardMemory) theirs = mc_card_memory_new ();
    g_autoptr(GPtrArray) added = NULL;
    g_autoptr(GPtrArray) conflicts = NULL;
    const char *file = "{\"format\": \"mech-companion-cards\", \"version\": 1, \"weapons\": "
                       "{\"warhammer\": {\"vp\": 4, \"attack\": 2}}}";
    McCardChange *change;

    g_assert_true (mc_card_memory_load_data (theirs, file, strlen (file), NULL));
    g_assert_cmpuint (mc_card_memory_merge (again, theirs, FALSE, &added, &conflicts), ==, 1);
    g_assert_cmpuint (added->len, ==, 1);
    g_assert_cmpuint (conflicts->len, ==, 1);
    change = conflicts->pdata[0];
    g_assert_cmpstr (change->ours, ==, "Warhammer: victory points 3");
    g_assert_cmpstr (change->theirs, ==, "Warhammer: victory points 4");
    g_assert_cmpint (mc_card_memory_get (again, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_VP), ==, 3);
    g_assert_cmpuint (mc_card_memory_merge (again, theirs, TRUE, NULL, NULL), ==, 1);
    g_assert_cmpint (mc_card_memory_get (again, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_VP), ==, 4);
    g_assert_cmpuint (mc_card_memory_count (again), ==, 3);
    /* Back to what the rest of this test expects. */
    {
      g_autoptr(McCardMemory) fresh = mc_card_memory_new ();

      g_assert_true (mc_card_memory_load_data (fresh, data, strlen (data), NULL));
      mc_card_memory_merge (fresh, again, FALSE, NULL, NULL);
      g_clear_pointer (&again, mc_card_memory_free);
      again = g_steal_pointer (&fresh);
    }
  }

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (mc_card_memory_load_data (again, bad[i].data, strlen (bad[i].data), &error));
      g_test_message ("refused as expected: %s", error->message);
      g_assert_error (error, MC_JOURNAL_ERROR, bad[i].code);
      g_assert_cmpint (mc_card_memory_get (again, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_VP), ==, 3);
    }
  {
    g_autoptr(GError) error = NULL;
    const char binary[] = "{\"format\0";

    g_assert_false (mc_card_memory_load_data (again, binary, sizeof binary, &error));
    g_assert_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_BINARY);
  }
}

#define CARDS_V2(members) "{\"format\": \"mech-companion-cards\", \"version\": 2, " members "}"

/* The whole box in one file: names and abilities of unnamed weapons,
 * pilots, zone cards, the program mix and the Mech's sides; each bad
 * piece refused with its reason and nothing changed. */
static void
test_card_catalogue_holds_the_whole_box (void)
{
  g_autoptr(McCardMemory) memory = mc_card_memory_new ();
  g_autoptr(McCardMemory) again = mc_card_memory_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *before = NULL;
  g_autofree char *huge = g_strnfill (MC_CARD_TEXT_MAX_CHARS + 1, 'x');
  g_autofree char *huge_file = NULL;
  McZoneCard cards[TEM_N_RESOURCE_ZONE_CARDS];
  const McPilotCard *pilot;
  TemGame game;
  TemAction actions[MC_CARD_MEMORY_MAX_FILL];
  TemAction action;
  guint n;
  static const char * const bad[] = {
    /* weapons: negative cost, unknown type, unknown ability, amount off, a public name renamed, two of one name */
    CARDS_V2 ("\"weapons\": {\"advanced-03\": {\"cost-energy\": -2}}"),
    CARDS_V2 ("\"weapons\": {\"advanced-03\": {\"type\": \"psychic\"}}"),
    CARDS_V2 ("\"weapons\": {\"advanced-03\": {\"ability\": \"teleport\"}}"),
    CARDS_V2 ("\"weapons\": {\"advanced-03\": {\"ability\": \"unknown\"}}"),
    CARDS_V2 ("\"weapons\": {\"advanced-03\": {\"ability-amount\": 12}}"),
    CARDS_V2 ("\"weapons\": {\"warhammer\": {\"name\": \"Big Hammer\"}}"),
    CARDS_V2 ("\"weapons\": {\"advanced-03\": {\"name\": \"Lance\"}, \"advanced-04\": {\"name\": \"lance\"}}"),
    CARDS_V2 ("\"weapons\": {\"advanced-03\": {\"name\": \"Warhammer\"}}"),
    CARDS_V2 ("\"weapons\": {\"advanced-03\": {\"name\": 7}}"),
    CARDS_V2 ("\"weapons\": {\"advanced-03\": {\"name\": \"Tab\\tname\"}}"),
    /* pilots: twice, nine of them, no name, health off, unknown member */
    CARDS_V2 ("\"pilots\": [{\"name\": \"Ace\"}, {\"name\": \"ACE\"}]"),
    CARDS_V2 ("\"pilots\": [{\"name\": \"Maverick\"}, {\"name\": \"Renegado\"}]"),
    CARDS_V2 ("\"pilots\": [{\"name\": \"A\"}, {\"name\": \"B\"}, {\"name\": \"C\"}, {\"name\": \"D\"}, {\"name\": \"E\"},"
              " {\"name\": \"F\"}, {\"name\": \"G\"}, {\"name\": \"H\"}, {\"name\": \"I\"}]"),
    CARDS_V2 ("\"pilots\": [{\"health\": 5}]"),
    CARDS_V2 ("\"pilots\": [{\"name\": \"Ace\", \"health\": 0}]"),
    CARDS_V2 ("\"pilots\": [{\"name\": \"Ace\", \"armour\": 3}]"),
    CARDS_V2 ("\"pilots\": {\"name\": \"Ace\"}"),
    /* zones: a value off, no resources, an unknown resource, seventeen cards */
    CARDS_V2 ("\"zones\": {\"cards\": [{\"value\": 12, \"resources\": [\"energy\"]}]}"),
    CARDS_V2 ("\"zones\": {\"cards\": [{\"value\": 2, \"resources\": []}]}"),
    CARDS_V2 ("\"zones\": {\"cards\": [{\"value\": 2, \"resources\": [\"gold\"]}]}"),
    CARDS_V2 ("\"zones\": {\"base\": -1}"),
    CARDS_V2 ("\"zones\": {\"cards\": [{\"value\": 1, \"resources\": [\"energy\"]}, {\"value\": 1, \"resources\": [\"energy\"]},"
              " {\"value\": 1, \"resources\": [\"energy\"]}, {\"value\": 1, \"resources\": [\"energy\"]},"
              " {\"value\": 1, \"resources\": [\"energy\"]}, {\"value\": 1, \"resources\": [\"energy\"]},"
              " {\"value\": 1, \"resources\": [\"energy\"]}, {\"value\": 1, \"resources\": [\"energy\"]},"
              " {\"value\": 1, \"resources\": [\"energy\"]}, {\"value\": 1, \"resources\": [\"energy\"]},"
              " {\"value\": 1, \"resources\": [\"energy\"]}, {\"value\": 1, \"resources\": [\"energy\"]},"
              " {\"value\": 1, \"resources\": [\"energy\"]}, {\"value\": 1, \"resources\": [\"energy\"]},"
              " {\"value\": 1, \"resources\": [\"energy\"]}, {\"value\": 1, \"resources\": [\"energy\"]},"
              " {\"value\": 1, \"resources\": [\"energy\"]}]}"),
    /* the program mix, the Mech, and a member that is no kind of card */
    CARDS_V2 ("\"program-twice\": \"fly\""),
    CARDS_V2 ("\"mech\": {\"troy\": {\"ability\": \"force-field\"}, \"sparta\": {\"ability\": \"force-field\"}}"),
    CARDS_V2 ("\"mech\": {\"atlantis\": {\"ability\": \"force-field\"}}"),
    CARDS_V2 ("\"dice\": []"),
  };

  /* Entered as the players would. */
  g_assert_true (mc_card_memory_set_weapon_name (memory, TEM_N_BASIC_KINDS + 2, "  Plasma Lance ", NULL));
  g_assert_cmpstr (mc_card_memory_get_weapon_name (memory, TEM_N_BASIC_KINDS + 2), ==, "Plasma Lance");
  g_assert_false (mc_card_memory_set_weapon_name (memory, TEM_N_BASIC_KINDS + 3, "plasma lance", &error));
  g_assert_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE);
  g_clear_error (&error);
  g_assert_false (mc_card_memory_set_weapon_name (memory, TEM_KIND_WARHAMMER, "Hammer", NULL));
  g_assert_false (mc_card_memory_set_weapon_text (memory, TEM_N_BASIC_KINDS + 2, huge, &error));
  g_assert_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_LARGE);
  g_clear_error (&error);
  g_assert_true (mc_card_memory_set_weapon_text (memory, TEM_N_BASIC_KINDS + 2, "Pay up to 2 energy: +1 damage each.", NULL));
  g_assert_true (mc_card_memory_set (memory, TEM_N_BASIC_KINDS + 2, TEM_WEAPON_FIELD_ABILITY, TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE));
  g_assert_true (mc_card_memory_set (memory, TEM_N_BASIC_KINDS + 2, TEM_WEAPON_FIELD_ABILITY_AMOUNT, 2));
  g_assert_false (mc_card_memory_set (memory, TEM_N_BASIC_KINDS + 2, TEM_WEAPON_FIELD_ABILITY, TEM_ABILITY_UNKNOWN));
  g_assert_false (mc_card_memory_set (memory, TEM_N_BASIC_KINDS + 2, TEM_WEAPON_FIELD_COST_CREDITS, -2));

  /* A shipped pilot typed in Spanish is the same card as in English. */
  g_assert_true (mc_card_memory_set_pilot (memory, "Ace", 6, "Once per round, move 1 more zone.", NULL));
  g_assert_true (mc_card_memory_set_pilot (memory, "Maverick", 5, NULL, NULL));
  g_assert_true (mc_card_memory_set_pilot (memory, "ace", 7, "Once per round, move 1 more zone.", NULL));  /* a correction */
  g_assert_cmpuint (mc_card_memory_get_n_pilots (memory), ==, 2);
  g_assert_cmpint (mc_card_memory_find_pilot (memory, "ACE")->health, ==, 7);
  g_assert_false (mc_card_memory_set_pilot (memory, "Ace", TEM_PILOT_HEALTH_TOP_MAX + 1, NULL, NULL));
  g_assert_false (mc_card_memory_set_pilot (memory, "   ", 5, NULL, NULL));

  /* Zone cards learnt from the arena as entered at the table. */
  test_start_game (&game, 2, 0);
  for (int cell = 0, i = 0; cell < TEM_ARENA_CELLS; cell++)
    if (game.arena.zones[cell].kind == TEM_ZONE_RESOURCE && i++ < 3)
      {
        tem_action_init_set_zone (&action, cell, 2, TEM_RESOURCE_ENERGY);
        test_apply_action_ok (&game, &action, NULL);
      }
    else if (game.arena.zones[cell].kind == TEM_ZONE_BASE)
      {
        tem_action_init_set_zone (&action, cell, 1, TEM_RESOURCE_ENERGY | TEM_RESOURCE_CREDITS);
        test_apply_action_ok (&game, &action, NULL);
      }
  g_assert_true (mc_card_memory_remember_zones (memory, &game));
  g_assert_false (mc_card_memory_remember_zones (memory, &game));       /* the same three cards, not six */
  n = mc_card_memory_get_zone_cards (memory, cards);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpint (mc_card_memory_get_zone_value (memory, TEM_ZONE_BASE), ==, 1);
  data = mc_card_memory_describe_zone_cards (cards, n);
  g_assert_cmpstr (data, ==, "2 energy ×3");
  g_clear_pointer (&data, g_free);

  g_assert_true (mc_card_memory_set_program_twice (memory, TEM_PROGRAM_COLLECT));
  g_assert_false (mc_card_memory_set_program_twice (memory, 12));
  /* One side's ability says the other's. */
  g_assert_true (mc_card_memory_set_mech_side (memory, TEM_MECH_SIDE_TROY, TEM_MECH_ABILITY_ROCKET_CHARGE, "Move 2.", NULL));
  g_assert_cmpint (mc_card_memory_get_mech_ability (memory, TEM_MECH_SIDE_SPARTA), ==, TEM_MECH_ABILITY_FORCE_FIELD);

  /* Through the file and back, whole. */
  data = mc_card_memory_to_data (memory);
  g_assert_true (mc_card_memory_load_data (again, data, strlen (data), NULL));
  g_assert_cmpstr (mc_card_memory_get_weapon_name (again, TEM_N_BASIC_KINDS + 2), ==, "Plasma Lance");
  g_assert_cmpstr (mc_card_memory_get_weapon_text (again, TEM_N_BASIC_KINDS + 2), ==, "Pay up to 2 energy: +1 damage each.");
  g_assert_cmpint (mc_card_memory_get (again, TEM_N_BASIC_KINDS + 2, TEM_WEAPON_FIELD_ABILITY), ==,
                   TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE);
  pilot = mc_card_memory_find_pilot (again, "Maverick");
  g_assert_nonnull (pilot);
  g_assert_cmpint (pilot->health, ==, 5);
  g_assert_cmpstr (mc_card_memory_find_pilot (again, "Ace")->ability, ==, "Once per round, move 1 more zone.");
  g_assert_cmpuint (mc_card_memory_get_zone_cards (again, cards), ==, 3);
  g_assert_cmpint (mc_card_memory_get_program_twice (again), ==, TEM_PROGRAM_COLLECT);
  g_assert_cmpstr (mc_card_memory_get_mech_text (again, TEM_MECH_SIDE_TROY), ==, "Move 2.");
  g_assert_cmpuint (mc_card_memory_count (again), ==, mc_card_memory_count (memory));

  /* A new game gets the ability and the Bases' value; the rules core names
   * the card as the players do. */
  test_start_game (&game, 2, 0);
  n = mc_card_memory_fill (again, &game, actions, G_N_ELEMENTS (actions));
  g_assert_cmpuint (n, ==, 2 + 2);
  for (guint i = 0; i < n; i++)
    test_apply_action_ok (&game, &actions[i], NULL);
  g_assert_cmpint (game.weapon_stats[TEM_N_BASIC_KINDS + 2].ability, ==, TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE);
  g_assert_cmpint (game.weapon_stats[TEM_N_BASIC_KINDS + 2].ability_amount, ==, 2);
  g_assert_cmpint (game.arena.zones[tem_arena_find_base (&game.arena, 0)].value, ==, 1);
  mc_card_memory_name_weapons (again);
  {
    g_autofree char *name = tem_catalogue_dup_weapon_name (TEM_N_BASIC_KINDS + 2);
    g_autofree char *said = tem_catalogue_describe_weapon_value (TEM_N_BASIC_KINDS + 2, TEM_WEAPON_FIELD_ABILITY_AMOUNT, 2);

    g_assert_cmpstr (name, ==, "Plasma Lance");
    g_assert_cmpstr (said, ==, "Plasma Lance: ability’s number 2");
  }
  tem_catalogue_clear_weapon_names ();

  /* Another copy: what is new, and where the two disagree. */
  {
    g_autoptr(McCardMemory) theirs = mc_card_memory_new ();
    g_autoptr(GPtrArray) added = NULL;
    g_autoptr(GPtrArray) conflicts = NULL;
    const char *file = CARDS_V2 ("\"pilots\": [{\"name\": \"Ace\", \"health\": 6}, {\"name\": \"Renegado\", \"health\": 5},"
                                 " {\"name\": \"Blaze\", \"health\": 4}], \"program-twice\": \"purchase\","
                                 " \"zones\": {\"mech\": 3}");

    g_assert_true (mc_card_memory_load_data (theirs, file, strlen (file), NULL));
    g_assert_cmpuint (mc_card_memory_merge (again, theirs, FALSE, &added, &conflicts), ==, 2);
    g_assert_cmpuint (added->len, ==, 2);        /* Blaze, the Mech zone's value */
    g_assert_cmpuint (conflicts->len, ==, 2);    /* Ace's health, the program mix */
    g_assert_cmpstr (((McCardChange *) conflicts->pdata[0])->ours, ==, "Ace: health track up to 7");
    g_assert_cmpstr (((McCardChange *) conflicts->pdata[0])->theirs, ==, "Ace: health track up to 6");
    g_assert_cmpint (mc_card_memory_get_program_twice (again), ==, TEM_PROGRAM_COLLECT);
    g_assert_cmpuint (mc_card_memory_merge (again, theirs, TRUE, NULL, NULL), ==, 2);
    g_assert_cmpint (mc_card_memory_get_program_twice (again), ==, TEM_PROGRAM_PURCHASE);
    g_assert_cmpuint (mc_card_memory_get_n_pilots (again), ==, 3);
  }

  /* Each bad file: refused with its own reason, nothing changed. */
  before = mc_card_memory_to_data (again);
  huge_file = g_strdup_printf (CARDS_V2 ("\"pilots\": [{\"name\": \"Ace\", \"ability\": \"%s\"}]"), huge);
  for (guint i = 0; i <= G_N_ELEMENTS (bad); i++)
    {
      const char *text = i < G_N_ELEMENTS (bad) ? bad[i] : huge_file;
      g_autofree char *after = NULL;

      if (mc_card_memory_load_data (again, text, strlen (text), &error))
        g_error ("bad cards file %u was read: %s", i, text);
      g_assert_nonnull (error);
      g_test_message ("refused as expected: %s", error->message);
      g_assert_cmpstr (error->message, !=, "");
      g_clear_error (&error);
      after = mc_card_memory_to_data (again);
      g_assert_cmpstr (after, ==, before);
    }
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
  g_test_add_func ("/journal/card-memory", test_card_memory);
  g_test_add_func ("/journal/card-catalogue-holds-the-whole-box", test_card_catalogue_holds_the_whole_box);
  g_test_add_func ("/journal/a-saved-game-reopens-with-its-history", test_a_saved_game_reopens_with_its_history);
  g_test_add_func ("/journal/a-bad-file-is-never-written-over", test_a_bad_file_is_never_written_over);
  g_test_add_func ("/journal/a-crashed-tail-is-dropped-and-the-game-goes-on", test_a_crashed_tail_is_dropped_and_the_game_goes_on);
  g_test_add_func ("/journal/a-kill-loses-no-saved-action", test_a_kill_loses_no_saved_action);
  g_test_add_func ("/journal/an-unwritable-folder-refuses-and-keeps-the-game", test_an_unwritable_folder_refuses_and_keeps_the_game);

  return g_test_run ();
}
