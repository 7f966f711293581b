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

#include "test-rumble-play.h"

typedef struct
{
  RbAction setup;
  GArray  *actions;     /* RbAction */
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
  guint n_games = argc > 1 ? (guint) atoi (argv[1]) : 600;
  g_autoptr(GRand) rand = g_rand_new_with_seed (2026);
  g_autoptr(GArray) games = g_array_new (FALSE, FALSE, sizeof (RecordedGame));
  guint64 tried = 0, accepted = 0;
  gint64 start, elapsed;
  const guint rounds = 5;

  g_array_set_clear_func (games, recorded_game_clear);

  for (guint g = 0; g < n_games; g++)
    {
      RecordedGame recorded;
      RbGame game;

      test_rumble_new_game (rand, 2 + g % 3, &recorded.setup);
      recorded.actions = g_array_new (FALSE, FALSE, sizeof (RbAction));
      rb_game_init (&game);
      if (!rb_game_apply (&game, &recorded.setup, NULL, NULL))
        g_error ("the setup was refused");
      while (!game.over)
        {
          RbAction action;

          test_rumble_random_action (rand, &game, &action);
          rb_game_apply (&game, &action, NULL, NULL);
          g_array_append_val (recorded.actions, action);
        }
      g_array_append_val (games, recorded);
    }

  start = g_get_monotonic_time ();
  for (guint r = 0; r < rounds; r++)
    for (guint g = 0; g < games->len; g++)
      {
        const RecordedGame *recorded = &g_array_index (games, RecordedGame, g);
        RbGame game;
        RbEvents events;

        rb_game_init (&game);
        rb_game_apply (&game, &recorded->setup, &events, NULL);
        for (guint a = 0; a < recorded->actions->len; a++)
          {
            tried++;
            accepted += rb_game_apply (&game, &g_array_index (recorded->actions, RbAction, a), &events, NULL);
          }
        g_assert (game.over);
      }
  elapsed = g_get_monotonic_time () - start;

  g_print ("sizeof (RbGame) = %zu bytes, sizeof (RbAction) = %zu bytes\n", sizeof (RbGame), sizeof (RbAction));
  g_print ("%" G_GUINT64_FORMAT " actions applied (%" G_GUINT64_FORMAT " accepted, the rest refused) in %.3f s\n",
           tried, accepted, elapsed / 1e6);
  g_print ("%.0f actions/s on one core\n", tried / (elapsed / 1e6));
  g_print ("a whole random game: %.0f actions tried, %.0f accepted, %.1f us\n",
           (double) tried / (rounds * games->len), (double) accepted / (rounds * games->len),
           elapsed / (double) (rounds * games->len));
  return 0;
}
