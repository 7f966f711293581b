/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "mechs/tem-game.h"

G_BEGIN_DECLS

/* The buttons every step of the turn panel shows: McTurnButtons in flow
 * boxes that wrap on a phone, each with a name the tests and the keyboard
 * find, a typed action and target for what it does, and, when the rules
 * would refuse it now, the reason on it. */

GtkWidget *mc_turn_buttons_new_flow   (guint          per_line);
void       mc_turn_buttons_clear      (GtkWidget     *flow);
GtkWidget *mc_turn_buttons_add_action (GtkWidget     *flow,
                                       const char    *name,
                                       const char    *label,
                                       const char    *action_name,
                                       GVariant      *target);
gboolean   mc_turn_buttons_check      (GtkWidget     *button,
                                       const TemGame *game,
                                       const TemAction *action);
GtkWidget *mc_turn_buttons_new_rule_link (void);
gboolean   mc_turn_buttons_say        (GtkWidget     *root,
                                      const char    *message);
gboolean   mc_turn_buttons_set_rule_link (GtkWidget  *link,
                                          const char *rule);
GtkLabel  *mc_turn_buttons_new_label  (const char    *style);
GtkWidget *mc_turn_buttons_find       (GtkWidget     *widget,
                                       const char    *name);
GtkWidget *mc_turn_buttons_find_primary (GtkWidget    *widget);
char      *mc_turn_buttons_say_refusals (GtkWidget     *row,
                                         const TemGame *game,
                                         const char   **rule);

G_END_DECLS
