/* SPDX-License-Identifier: GPL-3.0-or-later */
/* McSession: one way for data, undo and redo, what the table is told. */
#include "config.h"

#include <string.h>
#include <utime.h>

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "journal/mc-journal-error.h"
#include "rules/mc-rule-error.h"
#include "session/mc-game-summary.h"
#include "session/mc-session.h"

#include "session/mc-qr-code.h"
#include "session/mc-results-text.h"
#include "test-util.h"

typedef struct
{
  guint           n_changed;
  McSessionChange change;
  char           *description;
  guint           n_refused;
  char           *refusal;
  char           *refused_rule;
} Recorder;

static void
changed_cb (McSession      *session,
            McSessionChange change,
            const char     *description,
            Recorder       *recorder)
{
  recorder->n_changed++;
  recorder->change = change;
  g_free (recorder->description);
  recorder->description = g_strdup (description);
}

static void
refused_cb (McSession  *session,
            const char *message,
            const char *rule,
            Recorder   *recorder)
{
  recorder->n_refused++;
  g_free (recorder->refusal);
  recorder->refusal = g_strdup (message);
  g_free (recorder->refused_rule);
  recorder->refused_rule = g_strdup (rule);
}

static void
recorder_clear (Recorder *recorder)
{
  g_free (recorder->description);
  g_free (recorder->refused_rule);
  g_free (recorder->refusal);
}

static McSession *
started_session (guint     n_players,
                 Recorder *recorder)
{
  McSession *session = mc_session_new ();
  TemAction action;
  g_autoptr(GError) error = NULL;

  if (recorder != NULL)
    {
      g_signal_connect (session, "changed", G_CALLBACK (changed_cb), recorder);
      g_signal_connect (session, "refused", G_CALLBACK (refused_cb), recorder);
    }

  test_new_game_action (&action, n_players, 0);
  g_assert_true (mc_session_start (session, &action, &error));
  g_assert_no_error (error);
  return session;
}

static void
correct (McSession *session,
         guint      player,
         TemField   field,
         int        value)
{
  TemAction action;
  g_autoptr(GError) error = NULL;

  tem_action_init_correct (&action, player, field, value);
  g_assert_true (mc_session_apply (session, &action, &error));
  g_assert_no_error (error);
}

static void
test_start_announces_the_new_game (void)
{
  Recorder recorder = { 0 };
  g_autoptr(McSession) session = started_session (4, &recorder);

  g_assert_true (mc_session_has_game (session));
  g_assert_false (mc_session_can_undo (session));
  g_assert_false (mc_session_can_redo (session));
  g_assert_cmpuint (recorder.n_changed, ==, 1);
  g_assert_cmpint (recorder.change, ==, MC_SESSION_CHANGE_STARTED);
  g_assert_cmpstr (recorder.description, ==, "New game for 4 players");
  g_assert_cmpuint (mc_session_get_game (session)->n_players, ==, 4);
  recorder_clear (&recorder);
}

static void
test_undo_and_redo_walk_many_changes (void)
{
  g_autoptr(McSession) session = started_session (4, NULL);
  TemGame states[201];
  TemAction action;

  states[0] = *mc_session_get_game (session);
  for (int i = 1; i <= 200; i++)
    {
      guint seat = (guint) i % 4;
      TemField field = (TemField) (i % 4);   /* health, energy, credits, score */
      int value = tem_game_get_value (mc_session_get_game (session), seat, field);
      int min, max;

      tem_game_get_bounds (mc_session_get_game (session), seat, field, &min, &max);
      value = value < max ? value + 1 : min;
      correct (session, seat, field, value);
      if (i % 50 == 25)
        {
          tem_action_init_end_round (&action, TRUE);
          g_assert_true (mc_session_apply (session, &action, NULL));
          /* Not kept in states[]: undone below together with the change. */
          g_assert_true (mc_session_undo (session));
        }
      states[i] = *mc_session_get_game (session);
    }

  g_assert_cmpuint (mc_session_get_n_actions (session), ==, 200);

  for (int i = 200; i > 0; i--)
    {
      g_assert_true (mc_session_can_undo (session));
      g_assert_true (mc_session_undo (session));
      g_assert_cmpmem (mc_session_get_game (session), sizeof (TemGame), &states[i - 1], sizeof (TemGame));
    }
  g_assert_false (mc_session_can_undo (session));
  g_assert_false (mc_session_undo (session));

  for (int i = 1; i <= 200; i++)
    {
      g_assert_true (mc_session_redo (session));
      g_assert_cmpmem (mc_session_get_game (session), sizeof (TemGame), &states[i], sizeof (TemGame));
    }
  g_assert_false (mc_session_can_redo (session));
  g_assert_false (mc_session_redo (session));
}

static void
test_a_new_action_drops_the_redo_history (void)
{
  g_autoptr(McSession) session = started_session (2, NULL);

  correct (session, 0, TEM_FIELD_ENERGY, 5);
  correct (session, 0, TEM_FIELD_ENERGY, 6);
  g_assert_true (mc_session_undo (session));
  g_assert_true (mc_session_can_redo (session));
  correct (session, 1, TEM_FIELD_CREDITS, 1);
  g_assert_false (mc_session_can_redo (session));
  g_assert_cmpint (mc_session_get_game (session)->players[0].energy, ==, 5);
}

static void
test_toast_text_names_the_change (void)
{
  Recorder recorder = { 0 };
  g_autoptr(McSession) session = started_session (3, &recorder);
  g_autofree char *applied = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;

  correct (session, 0, TEM_FIELD_STATUS, TEM_STATUS_POWER_ARMOR);
  correct (session, 0, TEM_FIELD_HEALTH, 7);
  correct (session, 0, TEM_FIELD_HEALTH, 4);
  g_assert_cmpint (recorder.change, ==, MC_SESSION_CHANGE_APPLIED);
  applied = mc_session_format_toast (recorder.change, recorder.description);
  g_assert_cmpstr (applied, ==, "Ana health 7 → 4");
  g_assert_cmpstr (mc_session_get_undo_description (session), ==, "Ana health 7 → 4");

  g_assert_true (mc_session_undo (session));
  g_assert_cmpint (recorder.change, ==, MC_SESSION_CHANGE_UNDONE);
  undone = mc_session_format_toast (recorder.change, recorder.description);
  g_assert_cmpstr (undone, ==, "Undone: Ana health 7 → 4");
  g_assert_cmpstr (mc_session_get_redo_description (session), ==, "Ana health 7 → 4");
  g_assert_cmpstr (mc_session_get_undo_description (session), ==, "Ana health 5 → 7");

  g_assert_true (mc_session_redo (session));
  redone = mc_session_format_toast (recorder.change, recorder.description);
  g_assert_cmpstr (redone, ==, "Redone: Ana health 7 → 4");
  recorder_clear (&recorder);
}

/* A value off its track is refused with a clear message; nothing changes,
 * not even the history. */
static void
test_refusal_leaves_the_state_unchanged (void)
{
  Recorder recorder = { 0 };
  g_autoptr(McSession) session = started_session (2, &recorder);
  g_autoptr(GError) error = NULL;
  TemGame before;
  TemAction action;
  guint changed;

  correct (session, 1, TEM_FIELD_ENERGY, 2);
  before = *mc_session_get_game (session);
  changed = recorder.n_changed;

  tem_action_init_correct (&action, 1, TEM_FIELD_ENERGY, 10);
  g_assert_false (mc_session_apply (session, &action, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK);
  g_assert_cmpstr (error->message, ==, "Ben's energy goes from 0 to 9 on the resource track: 10 is off the track.");
  g_assert_cmpmem (mc_session_get_game (session), sizeof before, &before, sizeof before);
  g_assert_cmpuint (recorder.n_changed, ==, changed);
  /* The caller took the error: it shows it (or asks what it needs). */
  g_assert_cmpuint (recorder.n_refused, ==, 0);
  /* A caller that does not take it leaves it to ::refused. */
  g_assert_false (mc_session_apply (session, &action, NULL));
  g_assert_cmpuint (recorder.n_refused, ==, 1);
  g_assert_cmpstr (recorder.refusal, ==, error->message);
  g_assert_cmpmem (mc_session_get_game (session), sizeof before, &before, sizeof before);
  g_assert_cmpuint (mc_session_get_n_actions (session), ==, 1);
  g_assert_cmpstr (mc_session_get_undo_description (session), ==, "Ben energy 3 → 2");

  /* A refusal in words, its rule beside it for the link to its topic. */
  tem_action_init_end_turn (&action, 0);
  g_assert_false (mc_session_apply (session, &action, NULL));
  g_assert_cmpuint (recorder.n_refused, ==, 2);
  g_assert_nonnull (recorder.refused_rule);
  g_assert_true (g_str_has_prefix (recorder.refused_rule, "R-"));
  g_assert_false (g_str_has_prefix (recorder.refusal, "R-"));
  recorder_clear (&recorder);
}

/* A refused setup keeps the game that was open. */
static void
test_refused_setup_keeps_the_open_game (void)
{
  g_autoptr(McSession) session = started_session (3, NULL);
  g_autoptr(GError) error = NULL;
  TemGame before;
  TemAction action;

  correct (session, 2, TEM_FIELD_SCORE, 12);
  before = *mc_session_get_game (session);
  test_new_game_action (&action, 5, 0);
  g_assert_false (mc_session_start (session, &action, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_FORBIDDEN);
  g_assert_cmpmem (mc_session_get_game (session), sizeof before, &before, sizeof before);
  g_assert_true (mc_session_can_undo (session));
}

/* R-RD4, R-RD5 through the session: events reach the UI. */
static void
test_events_of_the_last_action_are_kept (void)
{
  g_autoptr(McSession) session = started_session (2, NULL);
  TemAction action;

  tem_action_init_end_round (&action, TRUE);
  g_assert_true (mc_session_apply (session, &action, NULL));
  g_assert_true (mc_rule_events_has (mc_session_get_last_events (session), TEM_EVENT_ROUND_STARTED));
  g_assert_true (mc_session_undo (session));
  g_assert_cmpuint (mc_session_get_last_events (session)->n_events, ==, 0);
  g_assert_cmpuint (mc_session_get_game (session)->round, ==, 1);
}

/* Writes @code as a PGM picture, @scale pixels a module, with its quiet
 * zone: what zbarimg reads without any GUI library. */
static void
write_pgm (McQrCode   *code,
           guint       scale,
           const char *path)
{
  guint modules = mc_qr_code_get_size (code) + 2 * MC_QR_CODE_QUIET_ZONE;
  guint side = modules * scale;
  GString *pgm = g_string_new (NULL);

  g_string_append_printf (pgm, "P5\n%u %u\n255\n", side, side);
  for (guint py = 0; py < side; py++)
    for (guint px = 0; px < side; px++)
      {
        guint x = px / scale, y = py / scale;
        gboolean dark = x >= MC_QR_CODE_QUIET_ZONE && y >= MC_QR_CODE_QUIET_ZONE
                        && x < modules - MC_QR_CODE_QUIET_ZONE && y < modules - MC_QR_CODE_QUIET_ZONE
                        && mc_qr_code_is_dark (code, x - MC_QR_CODE_QUIET_ZONE, y - MC_QR_CODE_QUIET_ZONE);

        g_string_append_c (pgm, dark ? 0 : (char) 255);
      }
  g_assert_true (g_file_set_contents (path, pgm->str, (gssize) pgm->len, NULL));
  g_string_free (pgm, TRUE);
}

/* The end-of-game results, the largest a 4-player game makes, in a QR
 * code a phone reads back as the same text (decoded here by zbarimg). */
static void
test_results_qr_code_reads_back (void)
{
  TemGame game;
  g_autoptr(GDateTime) when = g_date_time_new_utc (2026, 11, 22, 20, 0, 0);
  g_autofree char *text = NULL;
  g_autofree char *svg = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "results-qr.pgm", NULL);
  g_autofree char *zbarimg = g_find_program_in_path ("zbarimg");
  g_autoptr(McQrCode) code = NULL;
  g_autoptr(GError) error = NULL;
  const char *names[] = { "Aleksandra Wiśniewska", "Bartłomiej Żółkiewski", "María José Peñalver", "Konstantin Ōtsuka" };

  test_start_game (&game, 4, 0);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_strlcpy (game.players[seat].name, names[seat], TEM_NAME_MAX);
      game.players[seat].score = 100 + (int) seat * 7;        /* three digits: the widest */
    }
  game.over = TRUE;
  game.round = TEM_ROUNDS;
  game.mech_controller = 2;
  test_set_language ("pl");
  text = mc_results_text (&game, when);
  test_set_language ("C");
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "2026-11-22"));
  g_assert_nonnull (strstr (text, "Bartłomiej"));

  code = mc_qr_code_new (text, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (mc_qr_code_get_size (code), <=, 177);
  svg = mc_qr_code_to_svg (code, 10);
  g_assert_true (g_str_has_prefix (svg, "<?xml"));
  g_assert_nonnull (strstr (svg, "crispEdges"));

  write_pgm (code, 4, path);
  if (zbarimg == NULL)
    {
      g_test_skip ("zbarimg (zbar-tools) is not installed");
      return;
    }
  {
    const char *argv[] = { zbarimg, "--raw", "-q", "-Sbinary", path, NULL };
    g_autofree char *out = NULL;
    int status;

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                                 &status, &error));
    g_assert_no_error (error);
    g_assert_true (g_spawn_check_wait_status (status, NULL));
    /* zbarimg ends what it read with a newline. */
    if (g_str_has_suffix (out, "\n"))
      out[strlen (out) - 1] = '\0';
    g_assert_cmpstr (out, ==, text);
  }
}

/* The BG Stats link: their published import format, the game's BGG id,
 * every player ranked with score and winner, small enough for a QR code. */
static void
test_bgstats_link (void)
{
  TemGame game;
  g_autoptr(GDateTime) when = g_date_time_new_utc (2026, 11, 22, 20, 15, 0);
  g_autofree char *link = NULL;
  g_autofree char *json = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(McQrCode) code = NULL;
  JsonObject *root;
  JsonArray *players;
  const char *prefix = "https://app.bgstatsapp.com/createPlay.html?data=";

  test_start_game (&game, 4, 0);
  for (guint seat = 0; seat < 4; seat++)
    game.players[seat].score = 20 + (int) seat;
  game.over = TRUE;
  link = mc_results_bgstats_link (&game, when);
  g_assert_true (g_str_has_prefix (link, prefix));
  g_assert_null (strchr (link + strlen (prefix), ' '));
  json = g_uri_unescape_string (link + strlen (prefix), NULL);
  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (root, "game"), "bggId"), ==, 257283);
  g_assert_cmpstr (json_object_get_string_member (root, "playDate"), ==, "2026-11-22 20:15:00");
  players = json_object_get_array_member (root, "players");
  g_assert_cmpuint (json_array_get_length (players), ==, 4);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 0), "score"), ==, 23);
  g_assert_true (json_object_get_boolean_member (json_array_get_object_element (players, 0), "winner"));
  g_assert_false (json_object_get_boolean_member (json_array_get_object_element (players, 1), "winner"));

  code = mc_qr_code_new (link, NULL);
  g_assert_nonnull (code);
}

/* The shared results: one whole line per player, counts agreeing with
 * their nouns ("1 weapon"), a robot marked, and BG Stats told "Robot
 * Pilot" in the players' language. */
static void
test_results_lines_are_whole (void)
{
  TemGame game;
  TemAction action;
  g_autoptr(GDateTime) when = g_date_time_new_utc (2026, 11, 22, 20, 0, 0);
  g_autofree char *text = NULL;
  g_autofree char *link = NULL;
  g_autofree char *json = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  const char *prefix = "https://app.bgstatsapp.com/createPlay.html?data=";
  JsonArray *players;
  gboolean robot_seen = FALSE;

  tem_game_init (&game);
  tem_action_init_solo_game (&action, "Ana", TEM_COLOUR_RED, "", 6, "Robot A", "Robot B", 0, 1);
  g_assert_true (tem_game_apply (&game, &action, NULL, NULL));
  for (guint seat = 0; seat < game.n_players; seat++)
    game.players[seat].score = 30 - (int) seat;
  game.mech_controller = 0;
  /* Ana holds one weapon card, the robots their two basics (R-SO2). */
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game.weapons[card].place != TEM_PLACE_OWNED)
      {
        game.weapons[card].place = TEM_PLACE_OWNED;
        game.weapons[card].owner = 0;
        break;
      }

  text = mc_results_text (&game, when);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "\n1. Ana 30 VP, 1 weapon, Mighty Mech\n"));
  g_assert_nonnull (strstr (text, "\n2. Robot A (Robot Pilot) 29 VP, 2 weapons\n"));

  test_set_language ("es");
  link = mc_results_bgstats_link (&game, when);
  test_set_language ("C");
  json = g_uri_unescape_string (link + strlen (prefix), NULL);
  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  players = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "players");
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);

      if (g_str_has_prefix (json_object_get_string_member (player, "name"), "Robot"))
        {
          g_assert_cmpstr (json_object_get_string_member (player, "role"), ==, "Piloto robot");
          robot_seen = TRUE;
        }
    }
  g_assert_true (robot_seen);
}

/* Text no QR code holds is refused with a message. */
static void
test_too_long_for_a_qr_code (void)
{
  g_autofree char *huge = g_strnfill (8000, 'x');
  g_autoptr(GError) error = NULL;
  McQrCode *code = mc_qr_code_new (huge, &error);

  g_assert_null (code);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
}

static void
set_age (const char *path,
         gint64      age_s)
{
  struct utimbuf times;

  times.actime = times.modtime = (time_t) (g_get_real_time () / G_USEC_PER_SEC - age_s);
  g_assert_cmpint (g_utime (path, &times), ==, 0);
}

/* A saved game started in @dir, written @age_s seconds ago, finished or not. */
static char *
saved_game (const char *dir,
            gboolean    finished,
            gint64      age_s)
{
  g_autoptr(McSession) session = mc_session_new_saved (dir);
  TemAction action;
  g_autoptr(GError) error = NULL;

  test_new_game_action (&action, 2, 0);
  g_assert_true (mc_session_start (session, &action, &error));
  g_assert_no_error (error);
  for (int round = 0; finished && round < 6; round++)
    {
      tem_action_init_end_round (&action, TRUE);
      g_assert_true (mc_session_apply (session, &action, &error));
      g_assert_no_error (error);
    }
  g_assert_true (mc_session_get_game (session)->over == finished);

  set_age (mc_session_get_path (session), age_s);
  return g_strdup (mc_session_get_path (session));
}

/* The welcome page offers the newest game not over; unreadable files and
 * finished games are passed over, and the history lists every file,
 * newest first, the unreadable ones with their reason. */
static void
test_resumable_game_is_the_newest_unfinished (void)
{
  g_autofree char *dir = g_dir_make_tmp ("mech-companion-summary-XXXXXX", NULL);
  g_autofree char *missing = g_build_filename (dir, "nowhere", NULL);
  g_autofree char *older = saved_game (dir, FALSE, 3000);
  g_autofree char *old = saved_game (dir, FALSE, 2000);
  g_autofree char *finished = saved_game (dir, TRUE, 1000);
  g_autofree char *broken = g_build_filename (dir, "broken.jsonl", NULL);
  g_autofree char *other = g_build_filename (dir, "notes.txt", NULL);
  g_autoptr(McGameSummary) found = NULL;
  g_autoptr(GPtrArray) all = NULL;

  g_assert_true (g_file_set_contents (broken, "{ not a journal", -1, NULL));
  set_age (broken, 10);
  g_assert_true (g_file_set_contents (other, "hello", -1, NULL));

  found = mc_game_summary_find_resumable (dir);
  g_assert_nonnull (found);
  g_assert_cmpstr (found->path, ==, old);
  g_assert_false (found->over);
  g_assert_cmpuint (found->n_players, ==, 2);

  /* The unreadable file is listed too, with its reason. */
  all = mc_game_summary_list (dir);
  g_assert_cmpuint (all->len, ==, 4);
  g_assert_cmpstr (((McGameSummary *) g_ptr_array_index (all, 0))->path, ==, broken);
  g_assert_error (((McGameSummary *) g_ptr_array_index (all, 0))->error, MC_JOURNAL_ERROR,
                  MC_JOURNAL_ERROR_NOT_A_JOURNAL);
  g_assert_cmpstr (((McGameSummary *) g_ptr_array_index (all, 1))->path, ==, finished);
  g_assert_no_error (((McGameSummary *) g_ptr_array_index (all, 1))->error);
  g_assert_true (((McGameSummary *) g_ptr_array_index (all, 1))->over);
  g_assert_cmpstr (((McGameSummary *) g_ptr_array_index (all, 2))->path, ==, old);
  g_assert_cmpstr (((McGameSummary *) g_ptr_array_index (all, 3))->path, ==, older);

  /* With the newest unfinished game gone, the one before it. */
  g_assert_cmpint (g_remove (old), ==, 0);
  g_clear_pointer (&found, mc_game_summary_free);
  found = mc_game_summary_find_resumable (dir);
  g_assert_nonnull (found);
  g_assert_cmpstr (found->path, ==, older);

  /* Only finished games, or no folder at all: nothing to resume. */
  g_assert_cmpint (g_remove (older), ==, 0);
  g_assert_null (mc_game_summary_find_resumable (dir));
  g_assert_null (mc_game_summary_find_resumable (missing));

  test_remove_tree (dir);
}

/* Two games with the same seed started in the same second are two files. */
static void
test_same_seed_same_second_is_two_games (void)
{
  g_autofree char *dir = g_dir_make_tmp ("mech-companion-names-XXXXXX", NULL);
  g_autoptr(McSession) first = mc_session_new_saved (dir);
  g_autoptr(McSession) second = mc_session_new_saved (dir);
  TemAction action;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) all = NULL;

  test_new_game_action (&action, 2, 0);
  g_assert_true (mc_session_start (first, &action, &error));
  g_assert_no_error (error);
  g_assert_true (mc_session_start (second, &action, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (mc_session_get_path (first), !=, mc_session_get_path (second));

  all = mc_game_summary_list (dir);
  g_assert_cmpuint (all->len, ==, 2);
  test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/session/start-announces-the-new-game", test_start_announces_the_new_game);
  g_test_add_func ("/session/undo-and-redo-walk-many-changes", test_undo_and_redo_walk_many_changes);
  g_test_add_func ("/session/a-new-action-drops-the-redo-history", test_a_new_action_drops_the_redo_history);
  g_test_add_func ("/session/toast-text-names-the-change", test_toast_text_names_the_change);
  g_test_add_func ("/session/resumable-game-is-the-newest-unfinished", test_resumable_game_is_the_newest_unfinished);
  g_test_add_func ("/session/same-seed-same-second-is-two-games", test_same_seed_same_second_is_two_games);
  g_test_add_func ("/session/refusal-leaves-the-state-unchanged", test_refusal_leaves_the_state_unchanged);
  g_test_add_func ("/session/refused-setup-keeps-the-open-game", test_refused_setup_keeps_the_open_game);
  g_test_add_func ("/session/events-of-the-last-action-are-kept", test_events_of_the_last_action_are_kept);

  g_test_add_func ("/session/results-qr-code-reads-back", test_results_qr_code_reads_back);
  g_test_add_func ("/session/too-long-for-a-qr-code", test_too_long_for_a_qr_code);
  g_test_add_func ("/session/bgstats-link", test_bgstats_link);
  g_test_add_func ("/session/results-lines-are-whole", test_results_lines_are_whole);
  return g_test_run ();
}
