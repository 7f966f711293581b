/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "journal/mc-game-kind.h"

G_BEGIN_DECLS

#define MC_SCORE_TRACK_SEATS 4
#define MC_SCORE_TRACK_ROUNDS 6

/* How a game went: each player's score after every round played so far
 * (Tiny Epic Mechs: VP, with the scoring rounds marked; Rumblebots:
 * crystals, with the round a dominance win came). A plain value, drawn by
 * McScoreChart and told in words by mc_score_track_describe(). */
typedef struct
{
  McGameKind game;
  guint      n_players;
  char       names[MC_SCORE_TRACK_SEATS][64];
  int        colours[MC_SCORE_TRACK_SEATS];      /* TemColour, or -1 */
  guint      n_rounds;                           /* rounds ended so far */
  int        scores[MC_SCORE_TRACK_SEATS][MC_SCORE_TRACK_ROUNDS];   /* after round r + 1 */
  gboolean   scoring[MC_SCORE_TRACK_ROUNDS];     /* a scoring round (Tiny Epic Mechs) */
  guint      dominance_round;                    /* 1-6, or 0: no dominance win */
  gboolean   over;
} McScoreTrack;

int   mc_score_track_get_max   (const McScoreTrack *track);
char *mc_score_track_describe  (const McScoreTrack *track);

G_END_DECLS
