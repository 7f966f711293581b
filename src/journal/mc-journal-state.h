/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "mechs/tem-game.h"

G_BEGIN_DECLS

/* A game's state as JSON, as mech-companion-cli replay prints it
 * (docs/journal-format.md). Stable ids, never translated text. */
JsonNode *mc_journal_state_to_json (const TemGame *game);
char     *mc_journal_state_to_text (const TemGame *game,
                                    gboolean       pretty);

G_END_DECLS
