/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "mechs/tem-game.h"

G_BEGIN_DECLS

char *mc_player_dup_mark (const TemGame *game,
                          guint          seat);

G_END_DECLS
