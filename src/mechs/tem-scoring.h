/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tem-game.h"

G_BEGIN_DECLS

G_STATIC_ASSERT (TEM_N_WEAPON_CARDS <= 32);

/* One player's points in a scoring round (R-SC1, R-MM5) and, after round
 * 6, for their weapons (R-SC2). */
typedef struct
{
  int mines;
  int turrets;
  int pilot;
  int mech;
  int weapons;
  int total;
  guint32 weapon_cards;     /* the cards whose VP counted: bit per TemGame.weapons index */
  guint32 kept_cards;       /* owned but not purchased (R-S8, R-SO3): no VP */
} TemScoreLine;

/* How the winner was found (R-SC3). */
typedef enum
{
  TEM_TIE_BREAK_NONE,       /* a single highest score */
  TEM_TIE_BREAK_MECH,       /* the tied player controlling the Mighty Mech */
  TEM_TIE_BREAK_WEAPONS,    /* the tied player with the most weapons */
  TEM_TIE_BREAK_SHARED,     /* still tied: a shared victory */
} TemTieBreak;

typedef struct
{
  guint       order[TEM_MAX_PLAYERS];   /* seats, best first */
  guint       n_winners;
  guint       winners[TEM_MAX_PLAYERS];
  TemTieBreak tie_break;
} TemStandings;

gboolean tem_game_compute_scores  (const TemGame *game,
                                   gboolean       final,
                                   TemScoreLine  *lines,
                                   GError       **error);
void     tem_game_get_standings   (const TemGame *game,
                                   TemStandings  *standings);
guint    tem_game_count_weapons   (const TemGame *game,
                                   guint          seat);
char    *tem_game_describe_weapon_scoring (const TemGame *game,
                                           guint          seat);
char    *tem_game_explain_standings (const TemGame      *game,
                                     const TemStandings *standings);

G_END_DECLS
