/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Start-up and History against the number of saved games (issue 15):
 * the welcome page's first frame with an empty data folder and with 1,000
 * finished games plus one unfinished (the oldest, so that finding it means
 * passing every other), and the time from opening History to its first
 * frame with the same folder, and the same for Statistics (issue 28: the
 * figures of 1,000 finished games, from the index). Alternating runs in the same session; the
 * first (cold) run of each is discarded (it also builds the games' index)
 * and the median of the rest reported.
 *
 *   xvfb-run -a _rel/tests/bench/bench-history [RUNS [APP]]
 *
 * APP is the mech-companion to time (another build's, to compare);
 * by default this build's. Run by hand, never in the suite. */
#include "config.h"

#include <stdlib.h>
#include <utime.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "bench-util.h"
#include "test-util.h"

#define N_FINISHED 1000

typedef struct
{
  gint64 first_frame;     /* µs from exec */
  gint64 history_frame;   /* µs from opening History, or -1 */
} Times;

static Times
run_app (const char *program,
         const char *data_home,
         const char *history)
{
  const char *argv[] = { program, NULL };
  g_auto(GStrv) envp = g_get_environ ();
  Times times;

  envp = g_environ_setenv (envp, "XDG_DATA_HOME", data_home, TRUE);
  if (history != NULL)
    envp = g_environ_setenv (envp, "MC_BENCH_HISTORY", history, TRUE);
  else
    envp = g_environ_unsetenv (envp, "MC_BENCH_HISTORY");

  times.first_frame = bench_run_to_first_frame (argv, envp, &times.history_frame);
  if (history != NULL && times.history_frame < 0)
    g_error ("%s printed no History frame (MC_BENCH_HISTORY unknown to it?)", program);
  return times;
}

static void
copy_game (const char *source,
           const char *games,
           const char *name,
           gint64      age_s)
{
  g_autofree char *contents = NULL;
  g_autofree char *path = g_build_filename (games, name, NULL);
  struct utimbuf times;
  gsize length;

  if (!g_file_get_contents (source, &contents, &length, NULL) || !g_file_set_contents (path, contents, length, NULL))
    g_error ("cannot copy %s", source);
  times.actime = times.modtime = (time_t) (g_get_real_time () / G_USEC_PER_SEC - age_s);
  if (g_utime (path, &times) != 0)
    g_error ("cannot date %s", path);
}

int
main (int   argc,
      char *argv[])
{
  int runs = argc > 1 ? atoi (argv[1]) : 10;
  g_autofree char *dir = g_path_get_dirname (argv[0]);
  g_autofree char *app = argc > 2 ? g_strdup (argv[2]) : g_build_filename (dir, "..", "..", "src", "mech-companion", NULL);
  g_autofree char *schemas = g_build_filename (dir, "..", "..", "data", NULL);
  g_autofree char *finished = g_build_filename (SOURCE_DIR, "tests", "journals", "two-players.jsonl", NULL);
  g_autofree char *unfinished = g_build_filename (SOURCE_DIR, "tests", "journals", "combat-and-scoring.jsonl", NULL);
  g_autofree char *empty_home = g_dir_make_tmp ("mech-companion-bench-empty-XXXXXX", NULL);
  g_autofree char *full_home = g_dir_make_tmp ("mech-companion-bench-full-XXXXXX", NULL);
  g_autofree char *games = g_build_filename (full_home, "mech-companion", "games", NULL);
  g_autoptr(GArray) empty_times = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) full_times = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) history_times = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) stats_times = g_array_new (FALSE, FALSE, sizeof (gint64));
  double empty_ms, full_ms;

  bench_set_app_environment (schemas);

  /* 1,000 finished games, a minute apart, and the unfinished one older. */
  if (g_mkdir_with_parents (games, 0700) != 0)
    g_error ("cannot make %s", games);
  for (int i = 0; i < N_FINISHED; i++)
    {
      g_autofree char *name = g_strdup_printf ("game-20260101-%06d-%08x.jsonl", i, (guint) i);

      copy_game (finished, games, name, 60 * (gint64) (i + 1));
    }
  copy_game (unfinished, games, "game-20250101-000000-00000000.jsonl", 60 * (gint64) (N_FINISHED + 1));

  /* Cold runs, discarded: the first with the games also builds the index. */
  run_app (app, empty_home, NULL);
  run_app (app, full_home, NULL);
  run_app (app, full_home, "1");
  run_app (app, full_home, "statistics");

  for (int i = 0; i < runs; i++)
    {
      Times empty = run_app (app, empty_home, NULL);
      Times full = run_app (app, full_home, NULL);
      Times history = run_app (app, full_home, "1");
      Times stats = run_app (app, full_home, "statistics");

      g_array_append_val (empty_times, empty.first_frame);
      g_array_append_val (full_times, full.first_frame);
      g_array_append_val (history_times, history.history_frame);
      g_array_append_val (stats_times, stats.history_frame);
    }

  empty_ms = bench_median_ms (empty_times);
  full_ms = bench_median_ms (full_times);
  g_print ("%s\nrenderer %s, %d runs each after a cold run\n", app, g_getenv ("GSK_RENDERER"), runs);
  g_print ("welcome, empty data folder            median %.1f ms to first frame\n", empty_ms);
  g_print ("welcome, %d finished + 1 unfinished  median %.1f ms to first frame, ratio %.2f\n", N_FINISHED, full_ms,
           full_ms / empty_ms);
  /* The machine is shared: the minimum says what the code costs, the
   * median what a run met. */
  g_print ("History opened, same folder           median %.1f ms, min %.1f ms to its first frame\n",
           bench_median_ms (history_times), bench_percentile_us (history_times, 0) / 1000.0);
  g_print ("Statistics opened, same folder        median %.1f ms, min %.1f ms to its first frame\n",
           bench_median_ms (stats_times), bench_percentile_us (stats_times, 0) / 1000.0);

  test_remove_tree (empty_home);
  test_remove_tree (full_home);
  return 0;
}
