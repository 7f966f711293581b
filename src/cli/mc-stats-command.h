/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int mc_stats_command (const char *game,
                      gboolean    csv);

G_END_DECLS
