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
void mc_journal_json_add_string (JsonBuilder *builder,
                                 const char  *name,
                                 const char  *value);
void mc_journal_json_add_bool (JsonBuilder *builder,
                               const char  *name,
                               gboolean     value);
void mc_journal_json_add_int_or_null (JsonBuilder *builder,
                                      const char  *name,
                                      gint64       value,
                                      gint64       none);

/* A line of either game: its object begun, the "action" member first. */
JsonBuilder *mc_journal_json_begin_action (const char  *id);
/* A state of either game as text, for the CLI and tests. */
char        *mc_journal_json_to_text      (JsonNode    *root,
                                           gboolean     pretty);

/* The words for a weapon card's values, in journals and cards files alike. */
extern const char * const mc_journal_weapon_field_ids[];   /* by TemWeaponField */
extern const char * const mc_journal_weapon_type_ids[];    /* by TemWeaponType */
extern const char * const mc_journal_ability_ids[];        /* by TemAbility */

G_END_DECLS
