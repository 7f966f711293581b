/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MC_TYPE_HISTORY_PAGE (mc_history_page_get_type ())
G_DECLARE_FINAL_TYPE (McHistoryPage, mc_history_page, MC, HISTORY_PAGE, GtkWidget)

void  mc_history_page_refresh     (McHistoryPage *self,
                                   const char    *games_dir);
void  mc_history_page_set_open_game (McHistoryPage *self,
                                     const char    *path);
guint mc_history_page_get_n_games (McHistoryPage *self);
guint mc_history_page_get_n_unreadable (McHistoryPage *self);
guint mc_history_page_get_n_unfinished (McHistoryPage *self);
const char *mc_history_page_get_unfinished_path (McHistoryPage *self,
                                                 guint          index);
void  mc_history_page_show_game   (McHistoryPage *self,
                                   guint          index);

gboolean       mc_history_page_is_empty (McHistoryPage *self);
char          *mc_history_format_date   (gint64         modified);

G_END_DECLS
