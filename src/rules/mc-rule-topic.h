/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A page of a game's rules reference, in the app's own words (not the
 * rulebook's), with the checklist's rule IDs it explains. Each core keeps
 * its own table of them (tem_rule_topic_get_all(), rb_rule_topic_get_all());
 * the strings are N_(): translate them at display time, in the reader's
 * language. */
typedef enum
{
  MC_RULE_TOPIC_RULE,
  MC_RULE_TOPIC_FAQ,
} McRuleTopicKind;

typedef struct
{
  const char      *id;        /* "combat", stable */
  McRuleTopicKind  kind;
  const char      *title;     /* N_(); a question for the FAQ */
  const char      *keywords;  /* N_(): other words players use, space-separated */
  const char      *body;      /* N_(): paragraphs separated by blank lines */
  const char      *rules;     /* rule IDs, space-separated */
  const char      *related;   /* topic IDs, space-separated */
} McRuleTopic;

const McRuleTopic *mc_rule_topic_find          (const McRuleTopic *topics,
                                                guint              n_topics,
                                                const char        *id);
const McRuleTopic *mc_rule_topic_find_for_rule (const McRuleTopic *topics,
                                                guint              n_topics,
                                                const char        *rule);
gboolean           mc_rule_topic_has_rule      (const McRuleTopic *topic,
                                                const char        *rule);

G_END_DECLS
