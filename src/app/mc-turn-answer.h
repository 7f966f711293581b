/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mechs/tem-game.h"

G_BEGIN_DECLS

/* The turn panel's answer to what the rules core asked (a mine's number,
 * a cell, a card), filled into the action that needed it, which is then
 * tried again. */
void mc_turn_answer_fill (TemAction     *action,
                          const TemNeed *need,
                          int            value);
gboolean mc_turn_answer_opens_a_choice (const TemGame   *game,
                                        const TemAction *action);

G_END_DECLS
