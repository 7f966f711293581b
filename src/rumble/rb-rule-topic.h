/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A page of the Rumblebots rules reference, in the app's own words (not
 * the rulebook's), with the RB- rule IDs of the checklist it explains. The
 * strings are N_(): translate them at display time, in the reader's
 * language. IDs start "rb-", apart from Tiny Epic Mechs' topics. */
typedef enum
{
  RB_RULE_TOPIC_RULE,
  RB_RULE_TOPIC_FAQ,
} RbRuleTopicKind;

typedef struct
{
  const char      *id;        /* "rb-clash", stable */
  RbRuleTopicKind  kind;
  const char      *title;     /* N_(); a question for the FAQ */
  const char      *keywords;  /* N_(): other words players use, space-separated */
  const char      *body;      /* N_(): paragraphs separated by blank lines */
  const char      *rules;     /* RB- rule IDs, space-separated */
  const char      *related;   /* topic IDs, space-separated */
} RbRuleTopic;

const RbRuleTopic *rb_rule_topic_get_all       (guint             *n);
const RbRuleTopic *rb_rule_topic_find          (const char        *id);
const RbRuleTopic *rb_rule_topic_find_for_rule (const char        *rule);
gboolean           rb_rule_topic_has_rule      (const RbRuleTopic *topic,
                                                const char        *rule);

G_END_DECLS
