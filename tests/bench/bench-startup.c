/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Time from exec to the first painted frame, Mech Companion against a bare
 * libadwaita window, alternating runs in the same session; the first
 * (cold) run of each is discarded and the median of the rest reported.
 *
 *   xvfb-run -a _build-test/tests/bench/bench-startup [RUNS]
 *
 * Run by hand, never in the suite: timings depend on the machine.
 *
 * The number that does not depend on the machine's load: instructions to
 * the first frame, counted by callgrind with the same environment,
 *
 *   tests/bench/callgrind-first-frame.sh _build bare
 *   tests/bench/callgrind-first-frame.sh _build welcome
 *   tests/bench/callgrind-first-frame.sh _build tests/journals/combat-and-scoring.jsonl
 *
 * (valgrind --tool=callgrind --collect-atstart=yes --dump-before= the
 * after-paint handler that prints "first-frame": the dump's summary is the
 * count). Compare like with like: one build, release or debugoptimized. */
#include "config.h"

#include <stdlib.h>

#include <glib.h>

#include "bench-util.h"

static gint64
time_to_first_frame (const char *program,
                     const char *file)
{
  const char *argv[] = { program, file, NULL };

  return bench_run_to_first_frame (argv, NULL, NULL);
}

int
main (int   argc,
      char *argv[])
{
  int runs = argc > 1 ? atoi (argv[1]) : 10;
  g_autofree char *dir = g_path_get_dirname (argv[0]);
  g_autofree char *app = g_build_filename (dir, "..", "..", "src", "mech-companion", NULL);
  g_autofree char *bare = g_build_filename (dir, "bench-bare-window", NULL);
  g_autofree char *schemas = g_build_filename (dir, "..", "..", "data", NULL);
  g_autoptr(GArray) app_times = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) bare_times = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) game_times = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autofree char *source = g_build_filename (SOURCE_DIR, "tests", "journals", "combat-and-scoring.jsonl", NULL);
  g_autofree char *data_home = g_dir_make_tmp ("mech-companion-bench-XXXXXX", NULL);
  g_autofree char *game = g_build_filename (data_home, "game.jsonl", NULL);
  g_autofree char *contents = NULL;
  gsize length;
  double app_ms, bare_ms, game_ms;

  bench_set_app_environment (schemas);

  /* A game in progress to open: a copy, so the example stays as it is. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  if (!g_file_get_contents (source, &contents, &length, NULL) || !g_file_set_contents (game, contents, length, NULL))
    g_error ("cannot copy %s", source);

  /* Cold runs, discarded. */
  time_to_first_frame (app, NULL);
  time_to_first_frame (bare, NULL);
  time_to_first_frame (app, game);

  for (int i = 0; i < runs; i++)
    {
      gint64 a = time_to_first_frame (app, NULL);
      gint64 b = time_to_first_frame (bare, NULL);
      gint64 c = time_to_first_frame (app, game);

      g_array_append_val (app_times, a);
      g_array_append_val (bare_times, b);
      g_array_append_val (game_times, c);
    }

  app_ms = bench_median_ms (app_times);
  bare_ms = bench_median_ms (bare_times);
  game_ms = bench_median_ms (game_times);
  g_print ("renderer %s, %d runs each after a cold run\n", g_getenv ("GSK_RENDERER"), runs);
  g_print ("mech-companion     median %.1f ms to first frame\n", app_ms);
  g_print ("bare AdwWindow     median %.1f ms to first frame\n", bare_ms);
  g_print ("ratio              %.2f\n", app_ms / bare_ms);
  g_print ("with a game open   median %.1f ms to first frame, ratio %.2f\n", game_ms, game_ms / bare_ms);
  return 0;
}
