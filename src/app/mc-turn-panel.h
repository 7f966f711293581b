/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "mc-arena-view.h"
#include "mc-need-dialog.h"
#include "journal/mc-card-memory.h"
#include "session/mc-session.h"

G_BEGIN_DECLS

#define MC_TYPE_TURN_PANEL (mc_turn_panel_get_type ())
G_DECLARE_FINAL_TYPE (McTurnPanel, mc_turn_panel, MC, TURN_PANEL, GtkWidget)

GtkWidget    *mc_turn_panel_new             (void);
void          mc_turn_panel_set_title_shown (McTurnPanel *self,
                                             gboolean     shown);
void          mc_turn_panel_set_session     (McTurnPanel *self,
                                             McSession   *session);
void          mc_turn_panel_set_arena       (McTurnPanel *self,
                                             McArenaView *arena);
void          mc_turn_panel_set_cards       (McTurnPanel  *self,
                                             McCardMemory *cards);
GtkWidget    *mc_turn_panel_find_button     (McTurnPanel *self,
                                             const char  *name);
McNeedDialog *mc_turn_panel_get_need_dialog (McTurnPanel *self);
const char   *mc_turn_panel_get_title       (McTurnPanel *self);
const char   *mc_turn_panel_get_body        (McTurnPanel *self);
const char   *mc_turn_panel_get_told        (McTurnPanel *self);
const char   *mc_turn_panel_get_problem     (McTurnPanel *self);

GtkWidget    *mc_turn_panel_find_primary (McTurnPanel *self);
void          mc_turn_panel_refresh      (McTurnPanel *self);
gboolean      mc_turn_panel_activate_primary (McTurnPanel *self);
gboolean      mc_turn_panel_choose_card     (McTurnPanel  *self,
                                             TemProgram    card);
gboolean      mc_turn_panel_choose_direction (McTurnPanel *self,
                                              TemDirection direction);

gboolean      mc_turn_panel_is_settled     (McTurnPanel *self);

G_END_DECLS
