/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "journal/mc-game-kind.h"
#include "mechs/tem-game.h"
#include "rules/mc-rule-topic.h"

G_BEGIN_DECLS

void     test_init             (int        *argc,
                                char     ***argv);
void     test_set_language     (const char *language);
void     test_remove_tree      (const char *path);
void     test_new_game_action  (TemAction  *action,
                                guint       n_players,
                                guint       starting_player);
void     test_start_game       (TemGame    *game,
                                guint       n_players,
                                guint       starting_player);
void     test_flat_arena       (TemAction  *action);
/* The weapon card of @kind that @seat owns, or -1. */
int      test_owned_card       (const TemGame *game,
                                guint          seat,
                                guint          kind);
gboolean test_apply            (TemGame    *game,
                                guint       player,
                                TemField    field,
                                int         value,
                                GError    **error);
void     test_apply_ok         (TemGame    *game,
                                guint       player,
                                TemField    field,
                                int         value);

void     test_apply_action_ok  (TemGame         *game,
                                const TemAction *action,
                                TemEvents       *events);
void     test_apply_refused    (TemGame         *game,
                                const TemAction *action,
                                int              code,
                                const char      *rule);
void     test_apply_refused_saying (TemGame         *game,
                                    const TemAction *action,
                                    int              code,
                                    const char      *rule,
                                    const char      *words);
gboolean test_starts_with_rule_id  (const char      *text);
void     test_assert_words_first   (const char      *message);
void     test_assert_reads_as_interpretation (const char *reading);

void     test_spoil_same_name       (TemAction *action);
void     test_spoil_same_colour     (TemAction *action);
void     test_spoil_blank_name      (TemAction *action);
void     test_spoil_pilot_health    (TemAction *action);
void     test_spoil_resource_top    (TemAction *action);
void     test_spoil_starting_player (TemAction *action);
void     test_spoil_utf8            (TemAction *action);
void     test_spoil_terminator      (TemAction *action);
void     test_spoil_colour          (TemAction *action);

/* The floor's lookups (rules/mc-rule-topic.h) over one game's own table. */
const McRuleTopic *test_topic_named    (McGameKind  game,
                                        const char *id);
const McRuleTopic *test_topic_for_rule (McGameKind  game,
                                        const char *rule);

G_END_DECLS
