/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "app/mc-application.h"
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
void      test_ui_click          (GtkWidget   *button);

G_END_DECLS
