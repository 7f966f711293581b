/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "journal/mc-game-kind.h"
#include "mechs/tem-game.h"
#include "rumble/rb-game.h"

G_BEGIN_DECLS

/* A saved game as the history and the resume offer show it, or a file in
 * the games folder that cannot be read, with the reason. Kept in the
 * folder's index (mc-game-index.c) so that neither start-up nor History
 * replays every game. */
#define MC_GAME_SUMMARY_MAX_SEATS 4
#define MC_GAME_SUMMARY_NAME_MAX 64

/* One seat's end of a game, for the statistics (mc-game-stats.c). */
typedef struct
{
  char     name[MC_GAME_SUMMARY_NAME_MAX];
  char     pilot[MC_GAME_SUMMARY_NAME_MAX];   /* Tiny Epic Mechs' pilot; "" for a robot or unknown */
  int      score;      /* VP, or crystals */
  gboolean winner;     /* a shared victory has several */
  gboolean robot;      /* a Robot Pilot of a solo game */
  gboolean holder;     /* holds the Mighty Mech, or the Champion token, at the end */
} McSeatResult;

/* How a Rumblebots game was won (RB-V1, RB-V8); NONE for the other game. */
typedef enum
{
  MC_VICTORY_NONE,
  MC_VICTORY_DOMINANCE,
  MC_VICTORY_SHOWDOWN,
} McVictory;

typedef struct
{
  char     *path;
  gint64    modified;     /* when the file was last written, µs since 1970 */
  GError   *error;        /* why the file cannot be read; NULL for a game */
  gboolean  over;
  guint     round;
  guint     n_players;
  guint     n_actions;
  char     *players;      /* "Ana, Ben and Cleo", in seating order */
  char     *scores;       /* "Ana 23 · Ben 19", best first */
  char     *result;       /* who won and why; "" while the game goes on */
  McGameKind game;        /* which game the file holds */
  gboolean  solo;
  int       first_player; /* the seat that started round 1 */
  McVictory victory;
  McSeatResult seats[MC_GAME_SUMMARY_MAX_SEATS];   /* n_players of them, seating order */
} McGameSummary;

GPtrArray     *mc_game_summary_list           (const char          *games_dir);
McGameSummary *mc_game_summary_find_resumable (const char          *games_dir);
McGameSummary *mc_game_summary_find_resumable_counted (const char    *games_dir,
                                                       guint         *n_unfinished);
McGameSummary *mc_game_summary_new_from_game  (const char          *path,
                                               gint64               modified,
                                               const TemGame       *game,
                                               guint                n_actions);
McGameSummary *mc_game_summary_new_from_rumble (const char         *path,
                                               gint64               modified,
                                               const RbGame        *game,
                                               guint                n_actions);
McGameSummary *mc_game_summary_new_unreadable (const char          *path,
                                               gint64               modified,
                                               const GError        *error);
McGameSummary *mc_game_summary_copy           (const McGameSummary *summary);
gboolean       mc_game_summary_read_game      (const McGameSummary *summary,
                                               TemGame             *game,
                                               GError             **error);
gboolean       mc_game_summary_read_rumble_game (const McGameSummary *summary,
                                                 RbGame              *game,
                                                 GError             **error);
char          *mc_game_summary_dup_players    (const McGameSummary *summary);
char          *mc_game_summary_dup_scores     (const McGameSummary *summary);
void           mc_game_summary_free           (McGameSummary       *summary);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (McGameSummary, mc_game_summary_free)

G_END_DECLS
