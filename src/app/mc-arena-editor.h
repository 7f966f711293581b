/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "mechs/tem-arena.h"

G_BEGIN_DECLS

#define MC_TYPE_ARENA_EDITOR (mc_arena_editor_get_type ())
G_DECLARE_FINAL_TYPE (McArenaEditor, mc_arena_editor, MC, ARENA_EDITOR, AdwPreferencesGroup)

void        mc_arena_editor_set_players       (McArenaEditor      *self,
                                               guint               n_players,
                                               gboolean            solo,
                                               const char * const *names,
                                               guint               starting_player);
void        mc_arena_editor_set_custom        (McArenaEditor      *self,
                                               gboolean            custom);
gboolean    mc_arena_editor_get_custom        (McArenaEditor      *self);
GtkWidget  *mc_arena_editor_get_layout_button (McArenaEditor      *self,
                                               gboolean            custom);
GtkWidget  *mc_arena_editor_get_size_spin     (McArenaEditor      *self,
                                               gboolean            columns);
GtkWidget  *mc_arena_editor_get_cell          (McArenaEditor      *self,
                                               int                 row,
                                               int                 col);
GtkWidget  *mc_arena_editor_get_reset_button  (McArenaEditor      *self);
const char *mc_arena_editor_get_problem       (McArenaEditor      *self);
gboolean    mc_arena_editor_get_arena         (McArenaEditor      *self,
                                               TemArena           *arena,
                                               GError            **error);

G_END_DECLS
