/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MC_TYPE_TURN_BUTTON (mc_turn_button_get_type ())
G_DECLARE_FINAL_TYPE (McTurnButton, mc_turn_button, MC, TURN_BUTTON, GtkButton)

GtkWidget  *mc_turn_button_new         (const char   *text);
const char *mc_turn_button_get_text    (McTurnButton *self);
const char *mc_turn_button_get_words   (McTurnButton *self);
void        mc_turn_button_set_spoken  (McTurnButton *self,
                                        const char   *words);
void        mc_turn_button_set_text    (McTurnButton *self,
                                        const char   *text);
const char *mc_turn_button_get_refusal (McTurnButton *self);
void        mc_turn_button_set_refusal (McTurnButton *self,
                                        const char   *refusal);
gboolean    mc_turn_button_get_refusal_below (McTurnButton *self);
void        mc_turn_button_set_refusal_below (McTurnButton *self,
                                              gboolean      below);
void        mc_turn_button_rebind_action (McTurnButton *self);
const char *mc_turn_button_get_refusal_rule (McTurnButton *self);
void        mc_turn_button_set_refusal_rule (McTurnButton *self,
                                             const char   *rule);

G_END_DECLS
