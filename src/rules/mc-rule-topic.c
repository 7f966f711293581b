/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mc-rule-id.h"
#include "mc-rule-topic.h"

/* The topic of @topics whose ID is @id, or NULL. */
const McRuleTopic *
mc_rule_topic_find (const McRuleTopic *topics,
                    guint              n_topics,
                    const char        *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < n_topics; i++)
    if (g_str_equal (topics[i].id, id))
      return &topics[i];
  return NULL;
}

/* @rule among the space-separated IDs of @topic. */
gboolean
mc_rule_topic_has_rule (const McRuleTopic *topic,
                        const char        *rule)
{
  return mc_rule_id_in_list (topic->rules, rule);
}

/**
 * mc_rule_topic_find_for_rule:
 * @rule: "R-C5", "RB-C8"
 *
 * Returns: (nullable): the rule topic of @topics that explains @rule (not
 *   a FAQ entry), the first one listing it
 */
const McRuleTopic *
mc_rule_topic_find_for_rule (const McRuleTopic *topics,
                             guint              n_topics,
                             const char        *rule)
{
  g_return_val_if_fail (rule != NULL, NULL);

  for (guint i = 0; i < n_topics; i++)
    if (topics[i].kind == MC_RULE_TOPIC_RULE && mc_rule_topic_has_rule (&topics[i], rule))
      return &topics[i];
  return NULL;
}
