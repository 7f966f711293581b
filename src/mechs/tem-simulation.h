/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tem-game.h"

G_BEGIN_DECLS

/* Whole solo games played by the rules core alone: a simple scripted human
 * against the two Robot Pilots, for testing and for mech-companion-cli
 * simulate. The same seed plays the same game. */
typedef struct
{
  guint32 seed;
  int     scores[3];
  guint   knockouts[3];      /* times each seat was KO'd */
  int     mech_controller;   /* at the end, or TEM_NOBODY */
  guint   winners[3];
  guint   n_winners;
  guint   n_actions;         /* accepted */
  TemGame final;
} TemSimulation;

gboolean tem_simulate_solo_game (guint32        seed,
                                 gboolean       check_invariants,
                                 TemSimulation *result,
                                 GError       **error);

G_END_DECLS
