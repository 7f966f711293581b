/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "mc-catalogue-page.h"
#include "mc-history-page.h"
#include "mc-rules-page.h"
#include "mc-rumble-table-page.h"
#include "mc-setup-page.h"
#include "mc-stats-page.h"
#include "mc-table-page.h"
#include "mc-window.h"

G_BEGIN_DECLS

/* McWindow in four files, each using only those below it:
 *
 *   mc-window.c          the window: its session, settings, public API
 *   mc-window-actions.c  what the menus, the keyboard and the buttons do
 *   mc-window-pages.c    the page shown, its header, a saved game opened
 *   mc-window-toast.c    one toast at a time
 *
 * A part is given the window's fields (this struct), never a call back up. */

struct _McWindow
{
  AdwApplicationWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  AdwWindowTitle  *window_title;
  AdwWindowTitle  *short_title;      /* the header's title at phone width */
  AdwHeaderBar    *header_bar;
  int              header_narrow;    /* -1 until first laid out */
  AdwStatusPage   *welcome_page;
  GtkStack        *stack;
  McSetupPage     *setup_page;
  McTablePage     *table_page;
  McRumbleTablePage *rumble_page;  /* built when a Rumblebots game is first shown */
  McHistoryPage   *history_page;
  McStatsPage     *stats_page;       /* built when first shown */
  McRulesPage     *rules_page;
  McCataloguePage *catalogue_page;
  char            *page_before_rules;  /* where Back goes from the rules */
  char            *rules_entry_topic;  /* the topic a link from a page opened */
  char            *refused_rule;       /* the rule of the refusal shown */
  GtkWidget       *back_button;
  GtkWidget       *undo_button;
  GtkWidget       *redo_button;
  GtkWidget       *menu_button;
  GMenuModel      *primary_menu;
  GtkWidget       *resume_button;
  GtkLabel        *resume_label;
  GtkWidget       *unfinished_button;  /* to the other unfinished games */
  GtkWindow       *shortcuts_window;   /* built when first shown */

  McSession       *session;
  GSettings       *settings;
  AdwToast        *toast;          /* the one on screen, not owned */
  char            *toast_title;    /* its text without markup, for tests */
  guint            inhibit_cookie;
  guint            save_size_id;     /* the size saved a moment after a resize */
  char            *games_dir;
  McCardMemory    *cards;            /* NULL when its file could not be read */
  char            *cards_path;
  gboolean         filling;          /* remembered values going in: no toasts */
  char            *resume_path;    /* the newest unfinished game */
};

/* mc-window-actions.c */
extern const GActionEntry _mc_window_win_actions[19];

/* mc-window-pages.c */
McSetupPage *_mc_window_ensure_setup_page (McWindow *self);
McRumbleTablePage *_mc_window_ensure_rumble_page (McWindow *self);
McStatsPage *_mc_window_ensure_stats_page (McWindow *self);
void _mc_window_find_game_to_resume (McWindow *self);
void _mc_window_recall_cards (McWindow *self, const TemNewGame *setup);
void _mc_window_show_page (McWindow *self, const char *name);
void _mc_window_update_header (McWindow *self);
void _mc_window_fit_header    (McWindow *self,
                               int       width);
gboolean _mc_window_open_path (McWindow *self, const char *path);

/* mc-window-toast.c */
void _mc_window_show_toast (McWindow   *self,
                            const char *text,
                            const char *button_label,
                            const char *action_name,
                            gboolean    important);

G_END_DECLS
