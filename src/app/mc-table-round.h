/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "mechs/tem-game.h"

G_BEGIN_DECLS

void        mc_table_round_describe           (const TemGame *game,
                                               gboolean       numbers_only,
                                               char         **round,
                                               char         **starting,
                                               char         **hint);
GMenuModel *mc_table_round_build_correct_menu (const TemGame *game);
guint       mc_table_round_current_seat       (const TemGame *game);

G_END_DECLS
