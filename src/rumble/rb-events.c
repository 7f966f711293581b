/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "rb-events.h"

void
rb_events_clear (RbEvents *events)
{
  if (events != NULL)
    events->n_events = 0;
}

/* @events may be NULL when the caller does not want them. */
void
rb_events_add (RbEvents   *events,
               RbEventKind kind,
               int         player,
               int         value,
               int         detail)
{
  RbEvent *event;

  if (events == NULL)
    return;

  g_return_if_fail (events->n_events < RB_MAX_EVENTS);

  event = &events->events[events->n_events++];
  event->kind = kind;
  event->player = player;
  event->value = value;
  event->detail = detail;
}

gboolean
rb_events_has (const RbEvents *events,
               RbEventKind     kind)
{
  return rb_events_find (events, kind, RB_ANY_PLAYER) != NULL;
}

/* @player RB_ANY_PLAYER matches any player. */
const RbEvent *
rb_events_find (const RbEvents *events,
                RbEventKind     kind,
                int             player)
{
  for (guint i = 0; i < events->n_events; i++)
    if (events->events[i].kind == kind && (player == RB_ANY_PLAYER || events->events[i].player == player))
      return &events->events[i];
  return NULL;
}
