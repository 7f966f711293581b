/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Your games in numbers (issue 28): the statistics of finished games and
 * every play as CSV, from the games' index. The expected figures are
 * worked out by hand, from the example journals' final scores (the
 * rulebook's, tests/journals/expected/NAME.scores.txt) and from a set made
 * here with a tie (R-SC3: a shared victory), a solo loss (R-SO21: the
 * human needs the highest score), a dominance win (RB-V1) and a Showdown
 * win (RB-V8). And how a game went: the score after every round. */
#include "config.h"

#include <string.h>
#include <utime.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "session/mc-game-csv.h"
#include "session/mc-game-stats.h"
#include "session/mc-session-track.h"

#include "test-util.h"

static McGameSummary *
made_game (McGameKind  game,
           gint64      day,
           gboolean    solo,
           int         first_player,
           McVictory   victory,
           guint       round,
           const char *seats)   /* "name|pilot|score|flags;..." */
{
  McGameSummary *summary = g_new0 (McGameSummary, 1);
  g_auto(GStrv) records = g_strsplit (seats, ";", -1);

  summary->path = g_strdup_printf ("/made/game-%" G_GINT64_FORMAT ".jsonl", day);
  summary->modified = (G_GINT64_CONSTANT (1795000000) + day * 86400) * G_USEC_PER_SEC;
  summary->over = TRUE;
  summary->round = round;
  summary->game = game;
  summary->solo = solo;
  summary->first_player = first_player;
  summary->victory = victory;
  summary->players = g_strdup ("");
  summary->scores = g_strdup ("");
  summary->result = g_strdup ("");
  for (guint i = 0; records[i] != NULL; i++)
    {
      g_auto(GStrv) units = g_strsplit (records[i], "|", -1);
      McSeatResult *seat = &summary->seats[i];

      g_assert_cmpuint (g_strv_length (units), ==, 4);
      g_strlcpy (seat->name, units[0], sizeof seat->name);
      g_strlcpy (seat->pilot, units[1], sizeof seat->pilot);
      seat->score = atoi (units[2]);
      seat->winner = strchr (units[3], 'w') != NULL;
      seat->robot = strchr (units[3], 'r') != NULL;
      seat->holder = strchr (units[3], 'h') != NULL;
      summary->n_players++;
    }
  return summary;
}

/* Five games made for the test, the figures worked out in the comments. */
static GPtrArray *
made_set (void)
{
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) mc_game_summary_free);

  /* G1: a tie at 20, shared (R-SC3); Ben started; Ana holds the Mech. */
  g_ptr_array_add (games, made_game (MC_GAME_TINY_EPIC_MECHS, 1, FALSE, 1, MC_VICTORY_NONE, 6,
                                     "Ana|Maverick|20|wh;Ben|Gyroscope|20|w"));
  /* G2: "ana " is Ana; Cleo started, and wins holding the Mech. */
  g_ptr_array_add (games, made_game (MC_GAME_TINY_EPIC_MECHS, 2, FALSE, 1, MC_VICTORY_NONE, 6,
                                     "ana |Maverick|12|;Cleo|Diamond|25|wh;Ben|Gyroscope|10|"));
  /* G3: solo, lost by a point to Robot A (R-SO21). */
  g_ptr_array_add (games, made_game (MC_GAME_TINY_EPIC_MECHS, 3, TRUE, 0, MC_VICTORY_NONE, 6,
                                     "Ana|Maverick|30|;Robot A||31|rw;Robot B||28|r"));
  /* G4: Lisa dominates in round 3 (10 is 6 more than 4, RB-V1), Champion. */
  g_ptr_array_add (games, made_game (MC_GAME_RUMBLEBOTS, 4, FALSE, 0, MC_VICTORY_DOMINANCE, 3,
                                     "Lisa||10|wh;Jaime \"J\", Jr||3|;ANA||4|"));
  /* G5: Ana wins the Showdown; Lisa ends as Champion and loses. */
  g_ptr_array_add (games, made_game (MC_GAME_RUMBLEBOTS, 5, FALSE, 0, MC_VICTORY_SHOWDOWN, 6,
                                     "Ana||8|w;Lisa||7|h"));
  return games;
}

static void
check_row (GPtrArray  *rows,
           guint       index,
           const char *name,
           guint       games,
           guint       wins,
           double      average,
           int         best)
{
  const McStatsRow *row;

  g_assert_cmpuint (index, <, rows->len);
  row = g_ptr_array_index (rows, index);
  g_assert_cmpstr (row->name, ==, name);
  g_assert_cmpuint (row->games, ==, games);
  g_assert_cmpuint (row->wins, ==, wins);
  g_assert_cmpfloat_with_epsilon (mc_stats_row_get_win_rate (row), (double) wins / games, 1e-9);
  if (best != G_MININT)
    {
      g_assert_cmpfloat_with_epsilon (mc_stats_row_get_average (row), average, 1e-9);
      g_assert_cmpint (row->best, ==, best);
    }
}

static void
test_made_set (void)
{
  g_autoptr(GPtrArray) games = made_set ();
  McStatsFilter all = MC_STATS_FILTER_ALL;
  g_autoptr(McGameStats) stats = mc_game_stats_compute (games, &all, NULL);

  g_assert_cmpuint (stats->n_games, ==, 5);
  g_assert_cmpuint (stats->n_mechs, ==, 3);
  g_assert_cmpuint (stats->n_rumble, ==, 2);

  /* Ana: 20 (won, tie), 12, 30, 4, 8 (won): 5 games, 2 wins, 74 / 5. */
  g_assert_cmpuint (stats->players->len, ==, 5);
  check_row (stats->players, 0, "Ana", 5, 2, 74.0 / 5, 30);
  check_row (stats->players, 1, "Cleo", 1, 1, 25, 25);
  check_row (stats->players, 2, "Ben", 2, 1, 15, 20);     /* 50%: Ben before Lisa by name */
  check_row (stats->players, 3, "Lisa", 2, 1, 8.5, 10);
  check_row (stats->players, 4, "Jaime \"J\", Jr", 1, 0, 3, 3);

  /* Pilots: Maverick G1 won, G2, G3; Gyroscope G1 won, G2; Diamond G2 won. */
  g_assert_cmpuint (stats->pilots->len, ==, 3);
  check_row (stats->pilots, 0, "Diamond", 1, 1, 0, G_MININT);
  check_row (stats->pilots, 1, "Gyroscope", 2, 1, 0, G_MININT);
  check_row (stats->pilots, 2, "Maverick", 3, 1, 0, G_MININT);

  /* Who started round 1: Ben won G1 (tie), Cleo G2; solo not counted. */
  g_assert_cmpuint (stats->first_games, ==, 2);
  g_assert_cmpuint (stats->first_wins, ==, 2);
  /* The Mech's holder won G1 and G2. */
  g_assert_cmpuint (stats->holder_games, ==, 2);
  g_assert_cmpuint (stats->holder_wins, ==, 2);
  /* Solo: lost, 30 to the robots' best 31. */
  g_assert_cmpuint (stats->solo->len, ==, 1);
  g_assert_false (g_array_index (stats->solo, McStatsSoloGame, 0).won);
  g_assert_cmpint (g_array_index (stats->solo, McStatsSoloGame, 0).score, ==, 30);
  g_assert_cmpint (g_array_index (stats->solo, McStatsSoloGame, 0).best_robot, ==, 31);
  /* Rumblebots: one dominance win in round 3, one Showdown. */
  g_assert_cmpuint (stats->dominance_wins, ==, 1);
  g_assert_cmpuint (stats->showdown_wins, ==, 1);
  g_assert_cmpuint (stats->dominance_rounds[3], ==, 1);
  g_assert_cmpuint (stats->champions->len, ==, 1);
  check_row (stats->champions, 0, "Lisa", 2, 1, 0, G_MININT);
}

static void
test_filters_and_aliases (void)
{
  g_autoptr(GPtrArray) games = made_set ();
  g_autoptr(GHashTable) aliases = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  McStatsFilter filter = MC_STATS_FILTER_ALL;
  McGameStats *stats;

  filter.game = MC_GAME_RUMBLEBOTS;
  stats = mc_game_stats_compute (games, &filter, NULL);
  g_assert_cmpuint (stats->n_games, ==, 2);
  g_assert_cmpuint (stats->n_mechs, ==, 0);
  check_row (stats->players, 0, "ANA", 2, 1, 6, 8);   /* as first typed: "ANA" 4, then Ana 8 (won) */
  mc_game_stats_free (stats);

  filter = (McStatsFilter) MC_STATS_FILTER_ALL;
  filter.n_players = 3;
  stats = mc_game_stats_compute (games, &filter, NULL);
  g_assert_cmpuint (stats->n_games, ==, 3);   /* G2, G3 (with its robots), G4 */
  mc_game_stats_free (stats);

  filter = (McStatsFilter) MC_STATS_FILTER_ALL;
  filter.solo = 1;
  stats = mc_game_stats_compute (games, &filter, NULL);
  g_assert_cmpuint (stats->n_games, ==, 1);
  g_assert_cmpuint (stats->players->len, ==, 1);   /* robots are no players */
  mc_game_stats_free (stats);

  /* Days 2 to 4, the end excluded: G2 and G3. */
  filter = (McStatsFilter) MC_STATS_FILTER_ALL;
  filter.from = ((McGameSummary *) g_ptr_array_index (games, 1))->modified;
  filter.until = ((McGameSummary *) g_ptr_array_index (games, 3))->modified;
  stats = mc_game_stats_compute (games, &filter, NULL);
  g_assert_cmpuint (stats->n_games, ==, 2);
  mc_game_stats_free (stats);

  /* "Jaime" is Ben: Ben now 3 games (20 won, 10, 3), 1 win. */
  g_hash_table_insert (aliases, mc_stats_fold_name ("Jaime \"J\", Jr"), g_strdup ("Ben"));
  filter = (McStatsFilter) MC_STATS_FILTER_ALL;
  stats = mc_game_stats_compute (games, &filter, aliases);
  g_assert_cmpuint (stats->players->len, ==, 4);
  check_row (stats->players, 3, "Ben", 3, 1, 11, 20);   /* 33%: after Cleo 100% and Lisa 50% */
  mc_game_stats_free (stats);
}

/* A small RFC 4180 reader: rows of fields. */
static GPtrArray *
read_csv (const char *text)
{
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  GPtrArray *fields = g_ptr_array_new ();
  GString *field = g_string_new (NULL);
  gboolean quoted = FALSE;

  for (const char *c = text; *c != '\0'; c++)
    {
      if (quoted && *c == '"' && c[1] == '"')
        g_string_append_c (field, *c++);
      else if (*c == '"')
        quoted = !quoted;
      else if (!quoted && (*c == ',' || *c == '\n'))
        {
          g_ptr_array_add (fields, g_string_free (field, FALSE));
          field = g_string_new (NULL);
          if (*c == '\n')
            {
              g_ptr_array_add (fields, NULL);
              g_ptr_array_add (rows, g_ptr_array_free (fields, FALSE));
              fields = g_ptr_array_new ();
            }
        }
      else
        g_string_append_c (field, *c);
    }
  g_assert_false (quoted);
  g_assert_cmpuint (field->len, ==, 0);
  g_assert_cmpuint (fields->len, ==, 0);
  g_string_free (field, TRUE);
  g_ptr_array_free (fields, TRUE);
  return rows;
}

static void
test_csv_read_back (void)
{
  g_autoptr(GPtrArray) games = made_set ();
  McStatsFilter all = MC_STATS_FILTER_ALL;
  g_autofree char *csv = mc_game_csv_format (games, &all);
  g_autoptr(GPtrArray) rows = read_csv (csv);
  g_autofree char *header = NULL;
  guint row = 1;

  header = g_strjoinv (",", g_ptr_array_index (rows, 0));
  g_assert_cmpstr (header, ==, "date,game,players,seat,name,pilot_or_champion,score,winner,how_won,rounds");
  g_assert_cmpuint (rows->len, ==, 1 + 2 + 3 + 3 + 3 + 2);
  for (guint g = 0; g < games->len; g++)
    {
      const McGameSummary *summary = g_ptr_array_index (games, g);

      for (guint i = 0; i < summary->n_players; i++, row++)
        {
          char **f = g_ptr_array_index (rows, row);
          g_autoptr(GDateTime) date = g_date_time_new_from_iso8601 (f[0], NULL);

          g_assert_cmpuint (g_strv_length (f), ==, 10);
          g_assert_nonnull (date);
          g_assert_cmpint (g_date_time_to_unix (date), ==, summary->modified / G_USEC_PER_SEC);
          g_assert_cmpstr (f[1], ==, summary->game == MC_GAME_RUMBLEBOTS ? "rumblebots" : "tiny-epic-mechs");
          g_assert_cmpint (atoi (f[2]), ==, (int) summary->n_players);
          g_assert_cmpint (atoi (f[3]), ==, (int) i + 1);
          g_assert_cmpstr (f[4], ==, summary->seats[i].name);
          g_assert_cmpint (atoi (f[6]), ==, summary->seats[i].score);
          g_assert_cmpstr (f[7], ==, summary->seats[i].winner ? "yes" : "no");
          g_assert_cmpint (atoi (f[9]), ==, (int) summary->round);
        }
    }
  /* How each was won, by hand: the tie is shared; G4 dominance; G5 Showdown. */
  g_assert_cmpstr (((char **) g_ptr_array_index (rows, 1))[8], ==, "shared");
  g_assert_cmpstr (((char **) g_ptr_array_index (rows, 3))[8], ==, "points");
  g_assert_cmpstr (((char **) g_ptr_array_index (rows, 7))[5], ==, "Robot Pilot");
  g_assert_cmpstr (((char **) g_ptr_array_index (rows, 9))[8], ==, "dominance");
  g_assert_cmpstr (((char **) g_ptr_array_index (rows, 9))[5], ==, "Champion");
  g_assert_cmpstr (((char **) g_ptr_array_index (rows, 12))[8], ==, "showdown");
}

/* The example journals, through the folder's index: the figures from
 * their final scores (tests/journals/expected/NAME.scores.txt). */
static void
test_example_journals (void)
{
  const char *examples[] = { "two-players", "four-players", "solo", "rumble-three-players", "combat-and-scoring" };
  g_autofree char *dir = g_dir_make_tmp ("mech-companion-stats-XXXXXX", NULL);
  McStatsFilter all = MC_STATS_FILTER_ALL;
  g_autoptr(GPtrArray) summaries = NULL;
  g_autoptr(GPtrArray) again = NULL;
  g_autoptr(McGameStats) stats = NULL;
  g_autoptr(McGameStats) indexed = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      g_autofree char *name = g_strconcat (examples[i], ".jsonl", NULL);
      g_autofree char *source = g_test_build_filename (G_TEST_DIST, "journals", name, NULL);
      g_autofree char *copy = g_build_filename (dir, name, NULL);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
      g_assert_true (g_file_set_contents (copy, contents, (gssize) length, NULL));
    }

  summaries = mc_game_summary_list (dir);
  stats = mc_game_stats_compute (summaries, &all, NULL);
  /* combat-and-scoring is unfinished: four finished games. */
  g_assert_cmpuint (stats->n_games, ==, 4);
  g_assert_cmpuint (stats->n_mechs, ==, 3);
  g_assert_cmpuint (stats->n_rumble, ==, 1);
  /* Ben 19 (won) and 27 (won); Ana 8, 15 and 37 (solo, lost). */
  check_row (stats->players, 0, "Ben", 2, 2, 23, 27);
  for (guint i = 0; i < stats->players->len; i++)
    if (g_str_equal (((McStatsRow *) g_ptr_array_index (stats->players, i))->name, "Ana"))
      check_row (stats->players, i, "Ana", 3, 0, 20, 37);
  /* Diamond is Ben's pilot in both; Maverick Ana's in all three. */
  check_row (stats->pilots, 0, "Diamond", 2, 2, 0, G_MININT);
  /* Who started round 1: Ana (seat 0) in two-players, Cleo (seat 2) in four-players: both lost. */
  g_assert_cmpuint (stats->first_games, ==, 2);
  g_assert_cmpuint (stats->first_wins, ==, 0);
  /* Solo: Ana 37 to Robot B's 69 (R-SO21). */
  g_assert_cmpuint (stats->solo->len, ==, 1);
  g_assert_false (g_array_index (stats->solo, McStatsSoloGame, 0).won);
  g_assert_cmpint (g_array_index (stats->solo, McStatsSoloGame, 0).best_robot, ==, 69);
  /* Jaime 9 against 2 and 2: dominance (RB-V1) after round 4's battle
   * (its golden results end in round 4, RB-R9), as Champion. */
  g_assert_cmpuint (stats->dominance_wins, ==, 1);
  g_assert_cmpuint (stats->dominance_rounds[4], ==, 1);
  check_row (stats->champions, 0, "Jaime", 1, 1, 0, G_MININT);

  /* The second time the index answers, with the same figures. */
  again = mc_game_summary_list (dir);
  indexed = mc_game_stats_compute (again, &all, NULL);
  text = mc_game_stats_format (stats);
  text_again = mc_game_stats_format (indexed);
  g_assert_cmpstr (text, ==, text_again);
  test_remove_tree (dir);
}

/* How a game went: Ana's and Ben's VP after every round of the 2-player
 * example, the scoring rounds marked. Only scoring rounds add VP (R-SC1),
 * so the lines step at rounds 2, 4 and 6 and end at the final scores. */
static void
test_score_track (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "journals", "two-players.jsonl", NULL);
  g_autoptr(McSession) session = mc_session_new ();
  McScoreTrack track;
  g_autofree char *text = NULL;

  g_assert_true (mc_session_open (session, source, NULL, NULL));
  mc_session_get_score_track (session, &track);
  g_assert_cmpuint (track.n_players, ==, 2);
  g_assert_cmpuint (track.n_rounds, ==, 6);
  g_assert_true (track.over);
  g_assert_cmpint (track.scores[0][5], ==, 8);    /* Ana, final */
  g_assert_cmpint (track.scores[1][5], ==, 19);   /* Ben, final */
  for (guint r = 0; r < 6; r++)
    {
      g_assert_cmpint (track.scoring[r], ==, tem_game_is_scoring_round (r + 1));
      /* A round that does not score adds nothing. */
      if (r > 0 && !track.scoring[r])
        {
          g_assert_cmpint (track.scores[0][r], ==, track.scores[0][r - 1]);
          g_assert_cmpint (track.scores[1][r], ==, track.scores[1][r - 1]);
        }
    }
  text = mc_score_track_describe (&track);
  g_assert_nonnull (strstr (text, "Ana, VP after each round: "));
  g_assert_true (g_str_has_suffix (strstr (text, "Ben, VP after each round: "), "19\nScoring rounds: 2, 4, 6")
                 || strstr (text, ", 19\n") != NULL);
  g_assert_cmpint (mc_score_track_get_max (&track), ==, 19);
}

static void
test_rumble_score_track (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "journals", "rumble-three-players.jsonl", NULL);
  g_autoptr(McSession) session = mc_session_new ();
  McScoreTrack track;

  g_assert_true (mc_session_open (session, source, NULL, NULL));
  mc_session_get_score_track (session, &track);
  g_assert_cmpuint (track.n_players, ==, 3);
  g_assert_cmpuint (track.n_rounds, ==, 4);
  g_assert_cmpuint (track.dominance_round, ==, 4);
  g_assert_cmpint (track.scores[1][3], ==, 9);   /* Jaime */
  g_assert_cmpint (track.scores[0][3], ==, 2);   /* Lisa */
}

/* `mech-companion-cli stats` with its own data and settings folders: the
 * example journals' games, and the app's "player-aliases" setting in a
 * GSettings keyfile, read through the schema (installed, or --schema-dir). */
static char *
run_cli_stats (const char  *home,
               const char  *schema_env,
               const char  *schema_dir,
               int         *status,
               char       **err)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                                                       | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GSubprocess) process = NULL;
  g_autofree char *data_home = g_build_filename (home, "data", NULL);
  g_autofree char *config_home = g_build_filename (home, "config", NULL);
  g_autoptr(GError) error = NULL;
  char *out = NULL;

  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_CONFIG_HOME", config_home, TRUE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "keyfile", TRUE);
  g_subprocess_launcher_setenv (launcher, "LC_ALL", "C.UTF-8", TRUE);
  g_subprocess_launcher_setenv (launcher, "LANGUAGE", "en", TRUE);
  if (schema_env != NULL)
    g_subprocess_launcher_setenv (launcher, "GSETTINGS_SCHEMA_DIR", schema_env, TRUE);
  else
    g_subprocess_launcher_unsetenv (launcher, "GSETTINGS_SCHEMA_DIR");
  if (schema_dir != NULL)
    process = g_subprocess_launcher_spawn (launcher, &error, g_getenv ("MC_CLI"), "stats", "--game", "mechs",
                                           "--schema-dir", schema_dir, NULL);
  else
    process = g_subprocess_launcher_spawn (launcher, &error, g_getenv ("MC_CLI"), "stats", "--game", "mechs", NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL, &out, err, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  *status = g_subprocess_get_exit_status (process);
  return out;
}

static void
test_cli_joins_names (void)
{
  g_autofree char *home = g_dir_make_tmp ("mech-companion-cli-stats-XXXXXX", NULL);
  g_autofree char *games = g_build_filename (home, "data", "mech-companion", "games", NULL);
  g_autofree char *settings_dir = g_build_filename (home, "config", "glib-2.0", "settings", NULL);
  g_autofree char *keyfile = g_build_filename (settings_dir, "keyfile", NULL);
  const char *schemas = g_getenv ("GSETTINGS_SCHEMA_DIR");
  /* The join, as the app's Same Person dialog stores it: "dan" → Ana. */
  const char *journals[] = { "two-players", "four-players", "solo" };
  int status;

  if (g_getenv ("MC_CLI") == NULL)
    {
      g_test_skip ("MC_CLI is not set: the CLI is not run");
      return;
    }
  g_assert_nonnull (schemas);
  g_assert_cmpint (g_mkdir_with_parents (games, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (settings_dir, 0700), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (journals); i++)
    {
      g_autofree char *name = g_strconcat (journals[i], ".jsonl", NULL);
      g_autofree char *source = g_test_build_filename (G_TEST_DIST, "journals", name, NULL);
      g_autofree char *copy = g_build_filename (games, name, NULL);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
      g_assert_true (g_file_set_contents (copy, contents, (gssize) length, NULL));
    }

  /* Nothing joined: Ana 8, 15, 37 (tests/journals/expected); Dan's 4
   * players game alone. */
  {
    g_autofree char *err = NULL;
    g_autofree char *out = run_cli_stats (home, schemas, NULL, &status, &err);

    g_assert_cmpint (status, ==, 0);
    g_assert_nonnull (strstr (out, "  Ana: 3 games, 0 wins (0%), average 20.0, best 37\n"));
    g_assert_nonnull (strstr (out, "  Dan: 1 game, 0 wins (0%)"));
  }

  /* "dan" said to be Ana in the app (the keyfile the app's GSettings
   * writes): one player, 4 games, (8 + 15 + 37 + Dan's 18) / 4. */
  g_assert_true (g_file_set_contents (keyfile, "[io/github/mechcompanion/MechCompanion]\n"
                                               "player-aliases={'dan': 'Ana'}\n", -1, NULL));
  {
    g_autofree char *err = NULL;
    g_autofree char *out = run_cli_stats (home, schemas, NULL, &status, &err);

    g_assert_cmpint (status, ==, 0);
    g_assert_null (strstr (out, "  Dan:"));
    g_assert_nonnull (strstr (out, "  Ana: 4 games, 0 wins (0%), average 19.5, best 37\n"));
  }
  /* The schema found through --schema-dir alone: the same. */
  {
    g_autofree char *err = NULL;
    g_autofree char *out = run_cli_stats (home, NULL, schemas, &status, &err);

    g_assert_cmpint (status, ==, 0);
    g_assert_nonnull (strstr (out, "  Ana: 4 games, 0 wins (0%), average 19.5, best 37\n"));
  }
  /* A folder without the schema: said, exit 1, nothing printed. */
  {
    g_autofree char *err = NULL;
    g_autofree char *out = run_cli_stats (home, NULL, home, &status, &err);

    g_assert_cmpint (status, ==, 1);
    g_assert_cmpstr (out, ==, "");
    g_assert_nonnull (strstr (err, "--schema-dir: "));
  }
  test_remove_tree (home);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/stats/made-set", test_made_set);
  g_test_add_func ("/stats/filters-and-aliases", test_filters_and_aliases);
  g_test_add_func ("/stats/csv-read-back", test_csv_read_back);
  g_test_add_func ("/stats/example-journals", test_example_journals);
  g_test_add_func ("/stats/score-track", test_score_track);
  g_test_add_func ("/stats/rumble-score-track", test_rumble_score_track);
  g_test_add_func ("/stats/cli-counts-names-joined-in-the-app-as-one", test_cli_joins_names);

  return g_test_run ();
}
