/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "rules/mc-rule-topic.h"

G_BEGIN_DECLS

/* Rumblebots' pages of the rules reference: the floor's topics
 * (rules/mc-rule-topic.h), with the RB- rule IDs of the checklist. IDs
 * start "rb-", apart from Tiny Epic Mechs' topics. */
typedef McRuleTopic RbRuleTopic;

#define RB_RULE_TOPIC_RULE MC_RULE_TOPIC_RULE
#define RB_RULE_TOPIC_FAQ  MC_RULE_TOPIC_FAQ

/* The checklist's prefix of Rumblebots' rule IDs ("RB-C8"). */
#define RB_RULE_ID_PREFIX "RB"

const RbRuleTopic *rb_rule_topic_get_all (guint *n);

G_END_DECLS
