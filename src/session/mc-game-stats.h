/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "mc-game-summary.h"

G_BEGIN_DECLS

/* Which finished games count (issue 28): one game or both, a number of
 * players, solo or not, a date range (the day a game was last played). */
typedef struct
{
  int    game;        /* McGameKind, or -1 for both */
  guint  n_players;   /* 0: any */
  int    solo;        /* -1 any, 0 not solo, 1 solo only */
  gint64 from;        /* µs since 1970, inclusive; 0: no start */
  gint64 until;       /* µs since 1970, exclusive; 0: no end */
} McStatsFilter;

#define MC_STATS_FILTER_ALL { -1, 0, -1, 0, 0 }

/* Games and wins of one name: a player (names as typed, case-folded), a
 * pilot, or a Champion at the end. */
typedef struct
{
  char  *name;        /* as first typed, or the name an alias points to */
  guint  games;
  guint  wins;
  gint64 total;       /* of the scores, for the average */
  int    best;
} McStatsRow;

/* One solo game against the Robot Pilots (R-SO21). */
typedef struct
{
  gint64   date;
  int      score;
  int      best_robot;
  gboolean won;
} McStatsSoloGame;

typedef struct
{
  guint      n_games;
  guint      n_mechs;
  guint      n_rumble;
  GPtrArray *players;        /* McStatsRow, most wins first */
  /* Tiny Epic Mechs */
  GPtrArray *pilots;         /* McStatsRow, most wins first */
  guint      first_games;    /* games whose first player is known */
  guint      first_wins;     /* of them, won by who started round 1 */
  guint      holder_games;   /* games that ended with the Mighty Mech held */
  guint      holder_wins;    /* of them, won by its pilot */
  GArray    *solo;           /* McStatsSoloGame, oldest first */
  /* Rumblebots */
  guint      dominance_wins;
  guint      showdown_wins;
  guint      dominance_rounds[7];   /* dominance wins by round, 1-6 */
  GPtrArray *champions;      /* McStatsRow: Champion at the end, and won */
} McGameStats;

gboolean     mc_stats_filter_matches  (const McStatsFilter *filter,
                                       const McGameSummary *summary);
char        *mc_stats_fold_name       (const char          *name);
GHashTable  *mc_stats_aliases_from_variant (GVariant         *value);
McGameStats *mc_game_stats_compute    (GPtrArray           *summaries,
                                       const McStatsFilter *filter,
                                       GHashTable          *aliases);
double       mc_stats_row_get_win_rate (const McStatsRow   *row);
double       mc_stats_row_get_average  (const McStatsRow   *row);
char        *mc_game_stats_format     (const McGameStats   *stats);
void         mc_game_stats_free       (McGameStats         *stats);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (McGameStats, mc_game_stats_free)

G_END_DECLS
