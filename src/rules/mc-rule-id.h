/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A rule ID as the checklists write it: the game's prefix ("R" for Tiny
 * Epic Mechs, "RB" for Rumblebots), a dash, the section's capitals and a
 * number: "R-C5", "RB-C8". */

char     *mc_rule_id_from_query (const char *query,
                                 const char *prefix);
char     *mc_rule_id_find_in    (const char *text,
                                 const char *prefix);
gboolean  mc_rule_id_in_list    (const char *rules,
                                 const char *rule);

G_END_DECLS
