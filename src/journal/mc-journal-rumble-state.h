/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "rumble/rb-game.h"

G_BEGIN_DECLS

/* A Rumblebots game's state as JSON, as mech-companion-cli replay prints
 * it (docs/journal-format.md). Stable ids, never translated text. */
JsonNode *mc_journal_rumble_state_to_json (const RbGame *game);
char     *mc_journal_rumble_state_to_text (const RbGame *game,
                                           gboolean      pretty);

G_END_DECLS
