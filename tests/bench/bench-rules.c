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

#include "test-random-play.h"

typedef struct
{
  TemGame start;
  GArray *actions;     /* TemAction */
} RecordedGame;

static void
recorded_game_clear (gpointer data)
{
  RecordedGame *recorded = data;

  g_array_unref (recorded->actions);
}

int
main (int   argc,
      char *argv[])
{
  guint n_games = argc > 1 ? (guint) atoi (argv[1]) : 500;
  g_autoptr(GRand) rand = g_rand_new_with_seed (2026);
  g_autoptr(GArray) games = g_array_new (FALSE, FALSE, sizeof (RecordedGame));
  guint64 tried = 0, accepted = 0;
  gint64 start, elapsed;
  const guint rounds = 5;

  g_array_set_clear_func (games, recorded_game_clear);

  for (guint g = 0; g < n_games; g++)
    {
      RecordedGame recorded;
      TemGame game;

      test_random_game (rand, &recorded.start);
      recorded.actions = g_array_new (FALSE, FALSE, sizeof (TemAction));
      game = recorded.start;
      while (!game.over)
        {
          TemAction action;

          test_random_action (rand, &game, &action);
          tem_game_apply (&game, &action, NULL, NULL);
          g_array_append_val (recorded.actions, action);
        }
      g_array_append_val (games, recorded);
    }

  start = g_get_monotonic_time ();
  for (guint r = 0; r < rounds; r++)
    for (guint g = 0; g < games->len; g++)
      {
        const RecordedGame *recorded = &g_array_index (games, RecordedGame, g);
        TemGame game = recorded->start;
        TemEvents events;

        for (guint a = 0; a < recorded->actions->len; a++)
          {
            tried++;
            accepted += tem_game_apply (&game, &g_array_index (recorded->actions, TemAction, a), &events, NULL);
          }
        g_assert (game.over);
      }
  elapsed = g_get_monotonic_time () - start;

  g_print ("sizeof (TemGame) = %zu bytes, sizeof (TemAction) = %zu bytes\n", sizeof (TemGame), sizeof (TemAction));
  g_print ("%" G_GUINT64_FORMAT " actions applied (%" G_GUINT64_FORMAT " accepted, the rest refused) in %.3f s\n",
           tried, accepted, elapsed / 1e6);
  g_print ("%.0f actions/s on one core\n", tried / (elapsed / 1e6));
  g_print ("a whole random game: %.0f actions tried, %.0f accepted, %.1f us\n",
           (double) tried / (rounds * games->len), (double) accepted / (rounds * games->len),
           elapsed / (double) (rounds * games->len));
  return 0;
}
