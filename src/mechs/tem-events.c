/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tem-events.h"

/* @events may be NULL when the caller does not want them. */
void
tem_events_add (TemEvents   *events,
                TemEventKind kind,
                int          player,
                int          value)
{
  mc_rule_events_add (events, kind, player, value, 0);
}
