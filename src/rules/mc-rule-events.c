/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mc-rule-events.h"

void
mc_rule_events_clear (McRuleEvents *events)
{
  if (events != NULL)
    events->n_events = 0;
}

/* @events may be NULL when the caller does not want them. */
void
mc_rule_events_add (McRuleEvents *events,
                    int           kind,
                    int           player,
                    int           value,
                    int           detail)
{
  McRuleEvent *event;

  if (events == NULL)
    return;

  g_return_if_fail (events->n_events < MC_RULE_MAX_EVENTS);

  event = &events->events[events->n_events++];
  event->kind = kind;
  event->player = player;
  event->value = value;
  event->detail = detail;
}

gboolean
mc_rule_events_has (const McRuleEvents *events,
                    int                 kind)
{
  return mc_rule_events_find (events, kind, MC_RULE_ANY_PLAYER) != NULL;
}

/* The first event of @kind, for @player unless @player is
 * MC_RULE_ANY_PLAYER. */
const McRuleEvent *
mc_rule_events_find (const McRuleEvents *events,
                     int                 kind,
                     int                 player)
{
  for (guint i = 0; i < events->n_events; i++)
    if (events->events[i].kind == kind && (player == MC_RULE_ANY_PLAYER || events->events[i].player == player))
      return &events->events[i];
  return NULL;
}
