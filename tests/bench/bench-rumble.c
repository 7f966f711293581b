/* SPDX-License-Identifier: GPL-3.0-or-later */
/* How fast the Rumblebots rules core applies actions, and what a whole
 * random game costs. Run by hand, never in the suite:
 *
 *   _build-x/tests/bench/bench-rumble [GAMES]
 *
 * Random play for 2, 3 and 4 players is recorded first (each game's setup
 * and every action tried, accepted or refused), then replayed: rb_game_apply()
 * is pure, so the replay takes the same path, and only the core is timed. */
#include "config.h"

#include <stdlib.h>

#include "rumble/rb-game.h"

#include "bench-util.h"
#include "test-rumble-play.h"

/* 2, 3 and 4 players in turn. */
static void
record_start (GRand   *rand,
              guint    index,
              gpointer start)
{
  test_rumble_new_game (rand, 2 + index % 3, start);
}

/* The start is the new-game action. */
static gboolean
begin (gpointer       game,
       gconstpointer  start,
       McRuleEvents  *events)
{
  rb_game_init (game);
  return rb_game_apply (game, start, events, NULL);
}

static const BenchCore rumble_core = {
  .game_type = "RbGame",
  .action_type = "RbAction",
  .game_size = sizeof (RbGame),
  .start_size = sizeof (RbAction),
  .action_size = sizeof (RbAction),
  .over_offset = G_STRUCT_OFFSET (RbGame, over),
  .record_start = record_start,
  .begin = begin,
  .random_action = (BenchRandomAction) test_rumble_random_action,
  .apply = (BenchApply) rb_game_apply,
};

int
main (int   argc,
      char *argv[])
{
  bench_replay_games (&rumble_core, argc > 1 ? (guint) atoi (argv[1]) : 600);
  return 0;
}
