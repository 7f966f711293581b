/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "rumble/rb-game.h"

G_BEGIN_DECLS

char *mc_rumble_results_dup_standings (const RbGame *game);
char *mc_rumble_results_text (const RbGame *game,
                              GDateTime    *when);

char *mc_rumble_results_bgstats_link (const RbGame *game,
                                      GDateTime    *when);

G_END_DECLS
