/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Members written the same way in journal lines and in game states. */
void mc_journal_json_add_cell (JsonBuilder *builder,
                               const char  *name,
                               int          cell);
void mc_journal_json_add_int  (JsonBuilder *builder,
                               const char  *name,
                               gint64       value);

G_END_DECLS
