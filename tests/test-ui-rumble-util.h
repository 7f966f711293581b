/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "app/mc-rumble-phase-panel.h"
#include "app/mc-rumble-table-page.h"
#include "app/mc-window.h"

G_BEGIN_DECLS

/* A Rumblebots table in a window, as the UI tests drive it. */
typedef struct
{
  McWindow           *window;
  McRumbleTablePage  *page;
  McRumblePhasePanel *panel;
  McSession          *session;
} RumbleTable;

void          test_rumble_start           (RumbleTable        *table,
                                           int                 width,
                                           int                 height,
                                           guint               n_players,
                                           guint               champion,
                                           RbDirection         direction);
void          test_rumble_start_with_directions (RumbleTable       *table,
                                                 int                width,
                                                 int                height,
                                                 guint              n_players,
                                                 guint              champion,
                                                 const RbDirection *directions);
void          test_rumble_attach          (RumbleTable        *table,
                                           McWindow           *window);
const RbGame *test_rumble_game            (RumbleTable        *table);
GtkWidget    *test_rumble_control         (RumbleTable        *table,
                                           McRumbleControl     which);
void          test_rumble_type            (RumbleTable        *table,
                                           McRumbleControl     which,
                                           const char         *text);
void          test_rumble_choose          (RumbleTable        *table,
                                           McRumbleControl     which,
                                           guint               item);
guint         test_rumble_item            (RumbleTable        *table,
                                           McRumbleControl     which,
                                           const char         *label);
void          test_rumble_end_turns       (RumbleTable        *table,
                                           guint               n);
void          test_rumble_reveal          (RumbleTable        *table,
                                           int                 bot,
                                           const char         *attack,
                                           const char         *defense,
                                           const char         *crits,
                                           const char         *barriers);
void          test_rumble_start_clash     (RumbleTable        *table,
                                           int                 width,
                                           int                 height);
GtkWidget    *test_rumble_find_page       (GtkWidget          *widget);
gpointer      test_ui_find_toplevel       (GType               type);
void          test_assert_contains        (const char         *text,
                                           const char         *part);

G_END_DECLS
