/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Reading one member of a journal line: present, of its type, within its
 * bounds, or a translated error that names it. Shared by the readers of
 * both games' lines (mc-journal-rumble-action.c). */

/* Numbers a line may hold at all; the rules cores check the real bounds
 * on replay. Anything beyond is absurd, and the line is refused. */
#define MC_JOURNAL_PLAUSIBLE_MIN (-1000)
#define MC_JOURNAL_PLAUSIBLE_MAX 100000

/* A game's stable id of an action kind ("correct"), NULL past the last. */
typedef const char *(*McJournalKindId) (int kind);

JsonObject *mc_journal_member_read_action (JsonNode        *node,
                                           McJournalKindId  id_of,
                                           int              n_kinds,
                                           int             *kind,
                                           GError         **error);
JsonNode   *mc_journal_member_get      (JsonObject         *object,
                                        const char         *name,
                                        GError            **error);
gboolean    mc_journal_member_read_int (JsonObject         *object,
                                        const char         *name,
                                        int                 min,
                                        int                 max,
                                        int                *out,
                                        GError            **error);
gboolean    mc_journal_member_read_int_or_null (JsonObject *object,
                                                const char *name,
                                                int         min,
                                                int         max,
                                                int         null_value,
                                                int        *out,
                                                GError    **error);
gboolean    mc_journal_member_read_bool (JsonObject        *object,
                                         const char        *name,
                                         gboolean          *out,
                                         GError           **error);
const char *mc_journal_member_read_string (JsonObject      *object,
                                           const char      *name,
                                           GError         **error);
gboolean    mc_journal_member_read_id  (JsonObject         *object,
                                        const char         *name,
                                        const char * const *ids,
                                        int                *out,
                                        GError            **error);
gboolean    mc_journal_member_read_text (JsonObject        *object,
                                         const char        *name,
                                         gsize              size,
                                         char              *out,
                                         GError           **error);
JsonArray  *mc_journal_member_read_array (JsonObject       *object,
                                          const char       *name,
                                          guint             max,
                                          GError          **error);

G_END_DECLS
