/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int mc_stats_command (const char *game,
                      gboolean    csv,
                      const char *schema_dir);

G_END_DECLS
