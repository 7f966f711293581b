/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MC_TYPE_RULES_PAGE (mc_rules_page_get_type ())
G_DECLARE_FINAL_TYPE (McRulesPage, mc_rules_page, MC, RULES_PAGE, GtkWidget)

GtkWidget  *mc_rules_page_new              (void);
gboolean    mc_rules_page_show_topic       (McRulesPage *self,
                                            const char  *topic_id);
gboolean    mc_rules_page_show_rule        (McRulesPage *self,
                                            const char  *rule);
void        mc_rules_page_show_list        (McRulesPage *self);
void        mc_rules_page_set_language     (McRulesPage *self,
                                            const char  *language);
const char *mc_rules_page_get_language     (McRulesPage *self);
void        mc_rules_page_search           (McRulesPage *self,
                                            const char  *query);
gboolean    mc_rules_page_is_showing_topic (McRulesPage *self);
const char *mc_rules_page_get_topic_id     (McRulesPage *self);
const char *mc_rules_page_get_topic_title  (McRulesPage *self);
guint       mc_rules_page_get_n_results    (McRulesPage *self);
const char *mc_rules_page_get_result_markup (McRulesPage *self,
                                             guint        index);
void        mc_rules_page_activate_result  (McRulesPage *self,
                                            guint        index);
void        mc_rules_page_focus_search     (McRulesPage *self);
void        mc_rules_page_set_game         (McRulesPage *self,
                                            int          game);
int         mc_rules_page_get_game         (McRulesPage *self);

G_END_DECLS
