/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "mc-game-stats.h"

G_BEGIN_DECLS

char *mc_game_csv_format (GPtrArray           *summaries,
                          const McStatsFilter *filter);

G_END_DECLS
