/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mechs/tem-game.h"

G_BEGIN_DECLS

const char *mc_turn_words_direction (TemDirection   direction);
const char *mc_turn_words_end_turn  (const TemGame *game);
char       *mc_turn_words_keep_names_whole (const TemGame *game,
                                            const char    *text);
char       *mc_turn_words_after_colon      (const TemGame *game,
                                            const char    *sentence);

G_END_DECLS
