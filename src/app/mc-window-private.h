/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "mc-catalogue-page.h"
#include "mc-history-page.h"
#include "mc-rules-page.h"
#include "mc-rumble-table-page.h"
#include "mc-setup-page.h"
#include "mc-table-page.h"
#include "mc-window.h"

G_BEGIN_DECLS

/* McWindow in two files: the window itself, its toasts, header and public
 * API (mc-window.c), and its pages and actions (mc-window-actions.c). */

struct _McWindow
{
  AdwApplicationWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  AdwWindowTitle  *window_title;
  AdwStatusPage   *welcome_page;
  GtkStack        *stack;
  McSetupPage     *setup_page;
  McTablePage     *table_page;
  McRumbleTablePage *rumble_page;  /* built when a Rumblebots game is first shown */
  McHistoryPage   *history_page;
  McRulesPage     *rules_page;
  McCataloguePage *catalogue_page;
  char            *page_before_rules;  /* where Back goes from the rules */
  char            *refused_rule;       /* the rule of the refusal shown */
  GtkWidget       *back_button;
  GtkWidget       *undo_button;
  GtkWidget       *redo_button;
  GtkWidget       *menu_button;
  GMenuModel      *primary_menu;
  GtkWidget       *resume_button;
  GtkLabel        *resume_label;
  GtkWindow       *shortcuts_window;   /* built when first shown */

  McSession       *session;
  GSettings       *settings;
  AdwToast        *toast;          /* the one on screen, not owned */
  char            *toast_title;    /* its text without markup, for tests */
  guint            inhibit_cookie;
  char            *games_dir;
  McCardMemory    *cards;            /* NULL when its file could not be read */
  char            *cards_path;
  gboolean         filling;          /* remembered values going in: no toasts */
  char            *resume_path;    /* the newest unfinished game */
};

McSetupPage *_mc_window_ensure_setup_page (McWindow *self);
McRumbleTablePage *_mc_window_ensure_rumble_page (McWindow *self);
extern const GActionEntry _mc_window_win_actions[16];
void _mc_window_find_game_to_resume (McWindow *self);
void _mc_window_recall_cards (McWindow *self, const TemNewGame *setup);
void _mc_window_show_page (McWindow *self, const char *name);
void _mc_window_update_header (McWindow *self);

G_END_DECLS
