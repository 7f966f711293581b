/* SPDX-License-Identifier: GPL-3.0-or-later */
/* How fast the rules core applies actions, and what a whole random game
 * costs. Run by hand, never in the suite:
 *
 *   _build-test/tests/bench/bench-rules [GAMES]
 *
 * Random play is recorded first (each game's start and every action tried,
 * accepted or refused), then replayed: tem_game_apply() is pure, so the
 * replay takes the same path, and only the rules core is timed. */
#include "config.h"

#include <stdlib.h>

#include "mechs/tem-game.h"

#include "bench-util.h"
#include "test-random-play.h"

static void
record_start (GRand   *rand,
              guint    index,
              gpointer start)
{
  test_random_game (rand, start);
}

static const BenchCore tem_core = {
  .game_type = "TemGame",
  .action_type = "TemAction",
  .game_size = sizeof (TemGame),
  .start_size = sizeof (TemGame),
  .action_size = sizeof (TemAction),
  .over_offset = G_STRUCT_OFFSET (TemGame, over),
  .record_start = record_start,
  .random_action = (BenchRandomAction) test_random_action,
  .apply = (BenchApply) tem_game_apply,
};

int
main (int   argc,
      char *argv[])
{
  bench_replay_games (&tem_core, argc > 1 ? (guint) atoi (argv[1]) : 500);
  return 0;
}
