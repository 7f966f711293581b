/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "rumble/rb-action.h"

G_BEGIN_DECLS

/* One RbAction as one JSON object, and back: the lines of a Rumblebots
 * journal (docs/journal-format.md). Stable ids ("build", "scrap",
 * "warfare"), never translated text. */

extern const char * const mc_journal_rumble_faction_ids[];     /* by RbFaction */
extern const char * const mc_journal_rumble_direction_ids[];   /* by RbDirection */

JsonNode *mc_journal_rumble_action_to_json   (const RbAction *action);
gboolean  mc_journal_rumble_action_from_json (JsonNode       *node,
                                              RbAction       *action,
                                              GError        **error);

void      mc_journal_rumble_add_factions     (JsonBuilder    *builder,
                                              const char     *name,
                                              guint           factions);

G_END_DECLS
