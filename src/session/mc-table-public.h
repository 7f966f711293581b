/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "mechs/tem-events.h"
#include "mechs/tem-game.h"
#include "rumble/rb-game.h"
#include "mc-score-track.h"

G_BEGIN_DECLS

/* What everyone at the table may see of a game, for the shared table
 * (McTableServer): the state as `mech-companion-cli replay` prints it,
 * less anything hidden, and the page's words in a viewer's language. */

#define MC_TABLE_PUBLIC_N_LANGUAGES 3

const char * const *mc_table_public_get_languages   (void);
const char         *mc_table_public_pick_language   (const char    *accept_language);
void                mc_table_public_redact          (JsonNode      *state);
void                mc_table_public_redact_rumble   (JsonNode      *state);
char               *mc_table_public_dup_ended_page  (const char    *language,
                                                      const char    *style);
char               *mc_table_public_begin_language  (const char    *language);
void                mc_table_public_end_language    (char          *saved);
void                mc_table_public_add_chart       (JsonNode           *state,
                                                     const McScoreTrack *track);
JsonNode           *mc_table_public_state           (const TemGame      *game,
                                                     const McScoreTrack *track);
char               *mc_table_public_state_to_text   (const TemGame      *game,
                                                     const McScoreTrack *track);
JsonNode           *mc_table_public_rumble_state    (const RbGame       *game,
                                                     const McScoreTrack *track);
char               *mc_table_public_rumble_state_to_text (const RbGame       *game,
                                                          const McScoreTrack *track);
char               *mc_table_public_dup_view        (const TemGame *game);
char               *mc_table_public_dup_words       (const char    *language);
char               *mc_table_public_tell            (const TemGame   *game,
                                                     const TemEvents *events,
                                                     const char      *language);

G_END_DECLS
