/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What any game checks of the people at the table when a game is set up:
 * a name that is text in its buffer, not blank, and not another's. */

gboolean mc_rule_check_seat            (guint        seat,
                                        guint        n_players,
                                        GError     **error);
gboolean mc_rule_name_is_valid         (const char  *name,
                                        gsize        size);
gboolean mc_rule_check_player_name     (const char  *name,
                                        gsize        size,
                                        guint        seat,
                                        GError     **error);
gboolean mc_rule_check_names_differ    (const char  *earlier,
                                        const char  *name,
                                        GError     **error);
gboolean mc_rule_check_players         (guint        n_players,
                                        guint        min_players,
                                        guint        max_players,
                                        const char  *count_rule,
                                        const char  *first_name,
                                        gsize        stride,
                                        gsize        name_size,
                                        GError     **error);

G_END_DECLS
