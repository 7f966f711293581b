/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* One player of a play sent to BG Stats. */
typedef struct
{
  const char *name;
  int         score;
  guint       rank;        /* 1 for the first; 0: not ranked (the rules rank only the winner) */
  gboolean    winner;
  const char *role;        /* shown beside the player; NULL for none */
  guint       seat;        /* 0-based, for BG Stats' player id */
} McBgstatsPlayer;

/* One game, as BG Stats and BoardGameGeek know it. */
typedef struct
{
  int         bgg_id;
  const char *name;
  const char *source_id;   /* the app's id for the game */
} McBgstatsGame;

char *mc_bgstats_link (GDateTime             *when,
                       const McBgstatsGame   *game,
                       const McBgstatsPlayer *players,
                       guint                  n_players);

G_END_DECLS
