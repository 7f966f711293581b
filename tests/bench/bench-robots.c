/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Whole simulated solo games per second (tem_simulate_solo_game: a
 * scripted human against the two Robot Pilots). Run by hand:
 *
 *   _build-test/tests/bench/bench-robots [GAMES]
 */
#include "config.h"

#include <stdlib.h>

#include "mechs/tem-simulation.h"

int
main (int   argc,
      char *argv[])
{
  guint games = argc > 1 ? (guint) atoi (argv[1]) : 20000;
  guint64 actions = 0;
  gint64 start, elapsed;

  start = g_get_monotonic_time ();
  for (guint32 seed = 1; seed <= games; seed++)
    {
      TemSimulation result;

      if (!tem_simulate_solo_game (seed, FALSE, &result, NULL))
        g_error ("seed %u failed", seed);
      actions += result.n_actions;
    }
  elapsed = g_get_monotonic_time () - start;

  g_print ("%u simulated solo games in %.3f s: %.0f games/s on one core, %.0f accepted actions each\n",
           games, elapsed / 1e6, games / (elapsed / 1e6), (double) actions / games);
  return 0;
}
