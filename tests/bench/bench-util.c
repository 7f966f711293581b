/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "bench-util.h"

static int
compare (gconstpointer a,
         gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

double
bench_median_ms (GArray *samples)
{
  g_array_sort (samples, compare);
  if (samples->len % 2 == 1)
    return g_array_index (samples, gint64, samples->len / 2) / 1000.0;
  return (g_array_index (samples, gint64, samples->len / 2 - 1)
          + g_array_index (samples, gint64, samples->len / 2)) / 2000.0;
}

/* The sample at @p (0 to 1) of the sorted samples, nearest below. */
double
bench_percentile_us (GArray *samples,
                     double  p)
{
  g_array_sort (samples, compare);
  return (double) g_array_index (samples, gint64, (guint) (p * (samples->len - 1)));
}

void
bench_set_app_environment (const char *schemas)
{
  g_setenv ("MC_BENCH_FIRST_FRAME", "1", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  if (g_getenv ("GSETTINGS_SCHEMA_DIR") == NULL)
    g_setenv ("GSETTINGS_SCHEMA_DIR", schemas, TRUE);
  g_setenv ("NO_AT_BRIDGE", "1", TRUE);
  /* No session bus for either side: no dbus-launch attempt in the timing. */
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/mech-companion-bench-bus", TRUE);
  /* The same renderer for both sides (TOOLCHAIN.md). */
  g_setenv ("GSK_RENDERER", g_getenv ("GSK_RENDERER") ? g_getenv ("GSK_RENDERER") : "cairo", TRUE);
}

/**
 * bench_run_to_first_frame:
 * @envp: (nullable): the environment, or %NULL for this one
 * @history_frame: (out) (optional): µs from opening History to its first
 *   frame, or -1 when the app printed none
 *
 * Returns: µs from exec to the app's first painted frame
 */
gint64
bench_run_to_first_frame (const char * const *argv,
                          char              **envp,
                          gint64             *history_frame)
{
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  const char *line;
  gint64 start, frame;
  int status;

  start = g_get_monotonic_time ();
  if (!g_spawn_sync (NULL, (char **) argv, envp, G_SPAWN_DEFAULT, NULL, NULL, &out, NULL, &status, &error))
    g_error ("%s: %s", argv[0], error->message);
  if (!g_spawn_check_wait_status (status, &error))
    g_error ("%s: %s", argv[0], error->message);

  line = strstr (out, "first-frame ");
  if (line == NULL)
    g_error ("%s printed no first frame", argv[0]);
  frame = g_ascii_strtoll (line + strlen ("first-frame "), NULL, 10);
  if (history_frame != NULL)
    {
      line = strstr (out, "history-frame ");
      *history_frame = line != NULL ? g_ascii_strtoll (line + strlen ("history-frame "), NULL, 10) : -1;
    }
  return frame - start;
}

typedef struct
{
  gpointer start;
  GArray  *actions;
} RecordedGame;

static void
recorded_game_clear (gpointer data)
{
  RecordedGame *recorded = data;

  g_free (recorded->start);
  g_array_unref (recorded->actions);
}

static gboolean
begin (const BenchCore *core,
       gpointer         game,
       gconstpointer    start,
       McRuleEvents    *events)
{
  if (core->begin != NULL)
    return core->begin (game, start, events);
  memcpy (game, start, core->game_size);
  return TRUE;
}

static gboolean
is_over (const BenchCore *core,
         gconstpointer    game)
{
  return G_STRUCT_MEMBER (gboolean, game, core->over_offset);
}

/**
 * bench_replay_games:
 *
 * Random play is recorded first (each game's start and every action
 * tried, accepted or refused), then replayed five times: the core's apply
 * is pure, so the replay takes the same path, and only the core is timed.
 */
void
bench_replay_games (const BenchCore *core,
                    guint            n_games)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (2026);
  g_autoptr(GArray) games = g_array_new (FALSE, FALSE, sizeof (RecordedGame));
  g_autofree gpointer game = g_malloc (core->game_size);
  g_autofree gpointer action = g_malloc (core->action_size);
  guint64 tried = 0, accepted = 0;
  gint64 start, elapsed;
  const guint rounds = 5;

  g_array_set_clear_func (games, recorded_game_clear);

  for (guint g = 0; g < n_games; g++)
    {
      RecordedGame recorded;

      recorded.start = g_malloc0 (core->start_size);
      core->record_start (rand, g, recorded.start);
      recorded.actions = g_array_new (FALSE, FALSE, core->action_size);
      if (!begin (core, game, recorded.start, NULL))
        g_error ("the start of game %u was refused", g);
      while (!is_over (core, game))
        {
          core->random_action (rand, game, action);
          core->apply (game, action, NULL, NULL);
          g_array_append_vals (recorded.actions, action, 1);
        }
      g_array_append_val (games, recorded);
    }

  start = g_get_monotonic_time ();
  for (guint r = 0; r < rounds; r++)
    for (guint g = 0; g < games->len; g++)
      {
        const RecordedGame *recorded = &g_array_index (games, RecordedGame, g);
        McRuleEvents events;

        begin (core, game, recorded->start, &events);
        for (guint a = 0; a < recorded->actions->len; a++)
          {
            tried++;
            accepted += core->apply (game, recorded->actions->data + a * core->action_size, &events, NULL);
          }
        g_assert (is_over (core, game));
      }
  elapsed = g_get_monotonic_time () - start;

  g_print ("sizeof (%s) = %zu bytes, sizeof (%s) = %zu bytes\n", core->game_type, core->game_size,
           core->action_type, core->action_size);
  g_print ("%" G_GUINT64_FORMAT " actions applied (%" G_GUINT64_FORMAT " accepted, the rest refused) in %.3f s\n",
           tried, accepted, elapsed / 1e6);
  g_print ("%.0f actions/s on one core\n", tried / (elapsed / 1e6));
  g_print ("a whole random game: %.0f actions tried, %.0f accepted, %.1f us\n",
           (double) tried / (rounds * games->len), (double) accepted / (rounds * games->len),
           elapsed / (double) (rounds * games->len));
}
