/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "mechs/tem-action.h"

G_BEGIN_DECLS

/* One TemAction as one JSON object, and back. The names are stable ids
 * ("correct", "health", "energy-sword"), never translated text, so a
 * journal reads the same in any language (docs/journal-format.md). */

JsonNode *mc_journal_action_to_json   (const TemAction *action);
gboolean  mc_journal_action_from_json (JsonNode        *node,
                                       TemAction       *action,
                                       GError         **error);

G_END_DECLS
