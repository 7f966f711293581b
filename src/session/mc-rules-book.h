/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "journal/mc-game-kind.h"
#include "rules/mc-rule-search.h"
#include "mechs/tem-rule-topic.h"
#include "rules/mc-rule-topic.h"

G_BEGIN_DECLS

/* The rules reference in one language, whatever the app's own: for the
 * player next to you. Tiny Epic Mechs' topics come first, then
 * Rumblebots' (mc_rules_book_get_game() says which game a topic is of);
 * both are the floor's McRuleTopic. */
typedef struct _McRulesBook McRulesBook;

#define MC_RULES_BOOK_N_LANGUAGES 3

/* Both games' topics, for a search or a list not limited to one. */
#define MC_RULES_BOOK_ALL_GAMES (-1)

/* In a topic's readings, each starts with its ID ("I-3") and this. */
#define MC_RULES_BOOK_ID_END '\x1f'

McRulesBook        *mc_rules_book_new               (const char  *language);
void                mc_rules_book_free              (McRulesBook *self);
const char         *mc_rules_book_get_language      (McRulesBook *self);
guint               mc_rules_book_get_n_topics      (McRulesBook *self);
const McRuleTopic  *mc_rules_book_get_topic         (McRulesBook *self,
                                                     guint        index);
const McRuleText  *mc_rules_book_get_text          (McRulesBook *self,
                                                    guint        index);
const char         *mc_rules_book_get_readings      (McRulesBook *self,
                                                     guint        index);
McGameKind          mc_rules_book_get_game          (McRulesBook *self,
                                                     guint        index);
int                 mc_rules_book_find              (McRulesBook *self,
                                                     const char  *topic_id);
GArray             *mc_rules_book_search            (McRulesBook *self,
                                                     const char  *query);
GArray             *mc_rules_book_search_any_language (McRulesBook *self,
                                                       const char  *query);
GArray             *mc_rules_book_search_game       (McRulesBook *self,
                                                     const char  *query,
                                                     int          game);
GArray             *mc_rules_book_search_any_language_in (McRulesBook *self,
                                                          const char  *query,
                                                          int          game);
const char         *mc_rules_book_get_game_name     (McGameKind   game);
const char         *mc_rules_book_translate         (McRulesBook *self,
                                                     const char  *msgid);
const char * const *mc_rules_book_get_languages     (void);
const char         *mc_rules_book_get_language_name (const char  *language);
const char         *mc_rules_book_guess_language    (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (McRulesBook, mc_rules_book_free)

G_END_DECLS
