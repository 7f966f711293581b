/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "mechs/tem-game.h"

G_BEGIN_DECLS

char *mc_results_text (const TemGame *game,
                       GDateTime     *when);

char *mc_results_bgstats_link (const TemGame *game,
                               GDateTime     *when);

G_END_DECLS
