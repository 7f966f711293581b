/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "rules/mc-rule-events.h"

G_BEGIN_DECLS

/* What the benchmarks share: the statistics of their timings, running the
 * app to its first frame, and timing a rules core on recorded random
 * games. Run by hand, never in the suite. */

/* Timings are gint64 µs; these sort @samples. */
double bench_median_ms     (GArray       *samples);
double bench_percentile_us (GArray       *samples,
                            double        p);

/* The environment both sides of a start-up timing run in (TOOLCHAIN.md):
 * the app prints its first frame, settings in memory, no session bus, one
 * renderer for all. */
void   bench_set_app_environment (const char *schemas);
gint64 bench_run_to_first_frame  (const char * const *argv,
                                  char              **envp,
                                  gint64             *history_frame);

/* A rules core's own functions, as the harness calls them. */
typedef gboolean (*BenchApply)        (gpointer       game,
                                       gconstpointer  action,
                                       McRuleEvents  *events,
                                       GError       **error);
typedef void     (*BenchRandomAction) (GRand         *rand,
                                       gconstpointer  game,
                                       gpointer       action);

/* One rules core as the replay harness drives it; a recorded game begins
 * from its "start": a copy of a game, or what begin() makes of it. */
typedef struct
{
  const char       *game_type;       /* "TemGame", for the sizes line */
  const char       *action_type;
  gsize             game_size;
  gsize             start_size;
  gsize             action_size;
  gsize             over_offset;     /* of the game's gboolean "over" */
  void            (*record_start)  (GRand *rand, guint index, gpointer start);
  gboolean        (*begin)         (gpointer game, gconstpointer start, McRuleEvents *events);  /* NULL: copy */
  BenchRandomAction random_action;
  BenchApply        apply;
} BenchCore;

void   bench_replay_games (const BenchCore *core,
                           guint            n_games);

G_END_DECLS
