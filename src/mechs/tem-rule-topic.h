/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "rules/mc-rule-topic.h"

G_BEGIN_DECLS

/* Tiny Epic Mechs' pages of the rules reference: the floor's topics
 * (rules/mc-rule-topic.h), looked up and searched there. */
typedef McRuleTopic TemRuleTopic;

#define TEM_RULE_TOPIC_RULE MC_RULE_TOPIC_RULE
#define TEM_RULE_TOPIC_FAQ  MC_RULE_TOPIC_FAQ

/* The checklist's prefix of Tiny Epic Mechs' rule IDs ("R-C5"). */
#define TEM_RULE_ID_PREFIX "R"

const TemRuleTopic *tem_rule_topic_get_all (guint *n);

G_END_DECLS
