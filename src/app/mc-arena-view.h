/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "session/mc-session.h"

G_BEGIN_DECLS

#define MC_TYPE_ARENA_VIEW (mc_arena_view_get_type ())
G_DECLARE_FINAL_TYPE (McArenaView, mc_arena_view, MC, ARENA_VIEW, GtkWidget)

/* The compact arena's padding above its zones (style.css). */
#define MC_ARENA_VIEW_COMPACT_PADDING 4

GtkWidget *mc_arena_view_new           (void);
void       mc_arena_view_set_session   (McArenaView *self,
                                        McSession   *session);
void       mc_arena_view_set_highlight (McArenaView *self,
                                        guint64      seen,
                                        int          target);
void       mc_arena_view_set_compact   (McArenaView *self,
                                        gboolean     compact);
void       mc_arena_view_set_held      (McArenaView *self,
                                        gboolean     held);
GtkWidget *mc_arena_view_get_zone      (McArenaView *self,
                                        int          cell);
char      *mc_arena_view_describe_zone (const TemGame *game,
                                        int            cell);

G_END_DECLS
