/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What an accepted action caused, for the UI to announce: each core names
 * its kinds (TemEventKind, RbEventKind) and says what player, value and
 * detail mean for each. */
typedef struct
{
  int kind;
  int player;
  int value;
  int detail;
} McRuleEvent;

#define MC_RULE_MAX_EVENTS 48
#define MC_RULE_ANY_PLAYER (-2)     /* for mc_rule_events_find() */

typedef struct
{
  guint       n_events;
  McRuleEvent events[MC_RULE_MAX_EVENTS];
} McRuleEvents;

void               mc_rule_events_clear (McRuleEvents       *events);
void               mc_rule_events_add   (McRuleEvents       *events,
                                         int                 kind,
                                         int                 player,
                                         int                 value,
                                         int                 detail);
gboolean           mc_rule_events_has   (const McRuleEvents *events,
                                         int                 kind);
const McRuleEvent *mc_rule_events_find  (const McRuleEvents *events,
                                         int                 kind,
                                         int                 player);

G_END_DECLS
