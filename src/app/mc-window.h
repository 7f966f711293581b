/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "mc-application.h"
#include "mc-catalogue-page.h"
#include "mc-history-page.h"
#include "mc-rules-page.h"
#include "mc-setup-page.h"
#include "mc-stats-page.h"
#include "mc-table-page.h"
#include "session/mc-session.h"

G_BEGIN_DECLS

#define MC_TYPE_WINDOW (mc_window_get_type ())

/* How long after a resize the window's size is saved. */
#define MC_WINDOW_SAVE_SIZE_DELAY_MS 500

G_DECLARE_FINAL_TYPE (McWindow, mc_window, MC, WINDOW, AdwApplicationWindow)

McWindow   *mc_window_new               (McApplication *application);
McSession  *mc_window_get_session       (McWindow      *self);
const char *mc_window_get_visible_page  (McWindow      *self);
McSetupPage *mc_window_get_setup_page   (McWindow      *self);
McTablePage *mc_window_get_table_page   (McWindow      *self);
McHistoryPage *mc_window_get_history_page (McWindow    *self);
McStatsPage *mc_window_get_stats_page   (McWindow      *self);
McRulesPage *mc_window_get_rules_page   (McWindow      *self);
McCataloguePage *mc_window_get_catalogue_page (McWindow *self);
McCardMemory *mc_window_get_cards       (McWindow      *self);
GtkWindow  *mc_window_get_shortcuts_window (McWindow    *self);
const char *mc_window_get_toast_title   (McWindow      *self);
gboolean    mc_window_is_inhibiting     (McWindow      *self);
gboolean    mc_window_open_file         (McWindow      *self,
                                         GFile         *file);

G_END_DECLS
