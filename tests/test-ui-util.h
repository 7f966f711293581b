/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "app/mc-application.h"
#include "app/mc-need-dialog.h"
#include "app/mc-setup-page.h"
#include "app/mc-turn-panel.h"
#include "app/mc-window.h"

G_BEGIN_DECLS

extern McApplication *test_ui_app;

void      test_ui_init           (int         *argc,
                                  char      ***argv);
void      test_ui_finish         (void);
void      test_ui_wait_for_frame (GtkWidget   *widget);
void      test_ui_render_to_png  (GtkWidget   *window,
                                  const char  *name);
McWindow *test_ui_new_window     (int          width,
                                  int          height);
McWindow *test_ui_open_example   (const char  *example,
                                  guint        n_lines,
                                  int          width,
                                  int          height,
                                  char       **dir);
McWindow *test_ui_open_example_and (const char *example,
                                    guint       n_lines,
                                    const char *more,
                                    int         width,
                                    int         height,
                                    char      **dir);
void      test_ui_click          (GtkWidget   *button);
McSetupPage *test_ui_fill_solo_setup (McWindow  *window,
                                      guint32    seed);

/* A player at the table answering the app's questions and tapping the
 * turn panel's buttons. */
McNeedDialog *test_ui_find_need_dialog     (void);
guint         test_ui_answer_what_is_asked (void);
gboolean      test_ui_tap                  (McTurnPanel *panel,
                                            const char  *name);
gboolean      test_ui_tap_first            (McTurnPanel *panel,
                                            const char  *prefix);
void          test_ui_play_card            (McTurnPanel *panel,
                                            TemProgram   card,
                                            TemDirection direction);
void          test_ui_collect_turn         (McTurnPanel *panel,
                                            TemDirection direction);
McSetupPage  *test_ui_fill_setup           (McWindow          *window,
                                            guint              n_players,
                                            const char *const *names,
                                            const int         *weapons);

/* Every visible button under @widget has a name a screen reader speaks;
 * returns how many were checked. */
guint         test_ui_check_button_names   (GtkWidget   *widget);
typedef gboolean (*TestUiWidgetMatch) (GtkWidget    *widget,
                                       gconstpointer data);
GtkWidget    *test_ui_find_widget          (GtkWidget        *root,
                                            TestUiWidgetMatch match,
                                            gconstpointer     data);
GtkWidget    *test_ui_find_toast           (GtkWidget   *root);
GtkWidget    *test_ui_find_named           (GtkWidget   *root,
                                            const char  *name);
GtkWidget    *test_ui_find_label           (GtkWidget   *widget,
                                            const char  *text);
void          test_ui_wait_for_settled     (GtkWidget   *widget);
void          test_ui_with_double_click_time (gboolean   on);
GtkWidget    *test_ui_find_menu_button     (GtkWidget   *widget,
                                            const char  *icon_name);

G_END_DECLS
