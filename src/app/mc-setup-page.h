/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "journal/mc-game-kind.h"
#include "rumble/rb-action.h"
#include "mc-arena-editor.h"
#include "mc-rumble-setup.h"
#include "mc-setup-player.h"
#include "mechs/tem-action.h"

G_BEGIN_DECLS

#define MC_TYPE_SETUP_PAGE (mc_setup_page_get_type ())
G_DECLARE_FINAL_TYPE (McSetupPage, mc_setup_page, MC, SETUP_PAGE, GtkWidget)

gboolean       mc_setup_page_build_action     (McSetupPage *self,
                                               TemAction   *action,
                                               GError     **error);
void           mc_setup_page_set_can_cancel   (McSetupPage *self,
                                               gboolean     can_cancel);
void           mc_setup_page_set_resource_top (McSetupPage *self,
                                               int          top);
void           mc_setup_page_focus_first      (McSetupPage *self);
void           mc_setup_page_set_n_players    (McSetupPage *self,
                                               guint        n_players);
guint          mc_setup_page_get_n_players    (McSetupPage *self);
void           mc_setup_page_set_starting_player (McSetupPage *self,
                                                  guint        seat);
McSetupPlayer *mc_setup_page_get_player       (McSetupPage *self,
                                               guint        seat);
GtkWidget     *mc_setup_page_get_start_button (McSetupPage *self);
McArenaEditor *mc_setup_page_get_arena_editor (McSetupPage *self);

void           mc_setup_page_set_solo            (McSetupPage *self,
                                                  gboolean     solo);
gboolean       mc_setup_page_get_solo            (McSetupPage *self);
void           mc_setup_page_set_robot_duplicate (McSetupPage *self,
                                                  int          program);
void           mc_setup_page_set_robot_table_draw (McSetupPage *self,
                                                   gboolean     table_draw);

void           mc_setup_page_set_seed            (McSetupPage *self,
                                                  guint32      seed);

McGameKind     mc_setup_page_get_game_kind       (McSetupPage *self);
void           mc_setup_page_set_game_kind       (McSetupPage *self,
                                                  McGameKind   kind);
McRumbleSetup *mc_setup_page_get_rumble_setup    (McSetupPage *self);
gboolean       mc_setup_page_build_rumble_action (McSetupPage *self,
                                                  RbAction    *action,
                                                  GError     **error);

void         mc_setup_page_show_problem (McSetupPage *self,
                                         const char  *message);
const char  *mc_setup_page_get_problem  (McSetupPage *self);

G_END_DECLS
