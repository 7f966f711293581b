/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The journal's two costs as a player meets them: a tap, that is the
 * session applying one action (the rules on a copy, the line appended and
 * fsync-ed, the undo step pushed, ::changed emitted), which the fsync
 * dominates; and replaying a long game when it is opened. Run by hand:
 *
 *   _build-test/tests/bench/bench-journal [ACTIONS]
 *
 * The folder is made in the build folder (the disk the app would use,
 * not a tmpfs, and never the folder it is run from). */
#include "config.h"

#include <stdlib.h>

#include <glib/gstdio.h>

#include "session/mc-session.h"

#include "bench-util.h"
#include "test-random-play.h"
#include "test-util.h"

int
main (int   argc,
      char *argv[])
{
  guint target = argc > 1 ? (guint) atoi (argv[1]) : 10000;
  g_autofree char *dir = g_build_filename (BENCH_DIR, "bench-journal-games", NULL);
  g_autoptr(McSession) writer = mc_session_new_saved (dir);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(GArray) appends = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) opens = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autofree char *path = NULL;
  TemAction action;
  TemGame game;
  GStatBuf info;

  /* A long game: corrections and round ends, as the tracker makes them;
   * every one accepted. */
  test_new_game_action (&action, 4, 0);
  if (!mc_session_start (writer, &action, NULL))
    g_error ("cannot start a game in %s", dir);
  while (mc_session_get_n_actions (writer) < target)
    {
      guint seat = (guint) g_rand_int_range (rand, 0, 4);
      TemField field = (TemField) g_rand_int_range (rand, 0, 4);
      int min, max, value;
      gint64 start;

      game = *mc_session_get_game (writer);
      tem_game_get_bounds (&game, seat, field, &min, &max);
      value = g_rand_int_range (rand, min, MIN (max, 30) + 1);
      if (value == tem_game_get_value (&game, seat, field))
        continue;
      tem_action_init_correct (&action, seat, field, value);
      start = g_get_monotonic_time ();
      if (!mc_session_apply (writer, &action, NULL))
        g_error ("refused");
      {
        gint64 took = g_get_monotonic_time () - start;

        g_array_append_val (appends, took);
      }
    }
  path = g_strdup (mc_session_get_path (writer));
  g_stat (path, &info);

  for (int i = 0; i < 11; i++)
    {
      g_autoptr(McSession) reader = mc_session_new ();
      gint64 start = g_get_monotonic_time (), took;

      if (!mc_session_open (reader, path, NULL, NULL))
        g_error ("cannot open");
      took = g_get_monotonic_time () - start;
      if (i > 0)
        g_array_append_val (opens, took);
    }

  g_print ("in %s\n", dir);
  g_print ("a tap (session apply: rules, append + fsync, undo step), %u actions: "
           "median %.0f us, p99 %.0f us, max %.0f us\n",
           appends->len, bench_percentile_us (appends, 0.5), bench_percentile_us (appends, 0.99), bench_percentile_us (appends, 1.0));
  g_print ("open and replay a %u-action journal (%.0f KiB): median %.1f ms of 10\n",
           target, info.st_size / 1024.0, bench_percentile_us (opens, 0.5) / 1000.0);

  if (g_getenv ("MC_BENCH_KEEP") != NULL)
    g_print ("kept %s\n", path);
  else
    {
      g_unlink (path);
      g_rmdir (dir);
    }
  return 0;
}
