/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "mc-arena-view.h"
#include "mc-player-panel.h"
#include "mc-turn-panel.h"
#include "session/mc-session.h"

G_BEGIN_DECLS

#define MC_TYPE_TABLE_PAGE (mc_table_page_get_type ())
G_DECLARE_FINAL_TYPE (McTablePage, mc_table_page, MC, TABLE_PAGE, GtkWidget)

void           mc_table_page_set_session (McTablePage *self,
                                          McSession   *session);
McPlayerPanel *mc_table_page_get_panel   (McTablePage *self,
                                          guint        seat);
McArenaView   *mc_table_page_get_arena   (McTablePage *self);
McTurnPanel   *mc_table_page_get_turn_panel (McTablePage *self);
void           mc_table_page_set_cards   (McTablePage  *self,
                                          McCardMemory *cards);
GtkWidget     *mc_table_page_get_end_round_button (McTablePage *self);
const char    *mc_table_page_get_hint    (McTablePage *self);
gboolean       mc_table_page_shows_turn  (McTablePage *self);
AdwToastOverlay *mc_table_page_get_toast_overlay (McTablePage *self);
const char    *mc_table_page_get_numbers_in_sight (McTablePage *self);
GtkWidget     *mc_table_page_get_sheet   (McTablePage *self);

G_END_DECLS
