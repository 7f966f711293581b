/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A page of the rules reference, in the app's own words (not the
 * rulebook's), with the checklist's rule IDs it explains. The strings are
 * N_(): translate them at display time, in the reader's language. */
typedef enum
{
  TEM_RULE_TOPIC_RULE,
  TEM_RULE_TOPIC_FAQ,
} TemRuleTopicKind;

typedef struct
{
  const char       *id;        /* "combat", stable */
  TemRuleTopicKind  kind;
  const char       *title;     /* N_(); a question for the FAQ */
  const char       *keywords;  /* N_(): other words players use, space-separated */
  const char       *body;      /* N_(): paragraphs separated by blank lines */
  const char       *rules;     /* rule IDs, space-separated */
  const char       *related;   /* topic IDs, space-separated */
} TemRuleTopic;

const TemRuleTopic *tem_rule_topic_get_all        (guint       *n);
const TemRuleTopic *tem_rule_topic_find           (const char  *id);
const TemRuleTopic *tem_rule_topic_find_for_rule  (const char  *rule);
gboolean            tem_rule_topic_has_rule       (const TemRuleTopic *topic,
                                                   const char         *rule);
char               *tem_rule_topic_find_rule_in   (const char  *text);

G_END_DECLS
