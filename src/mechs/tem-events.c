/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tem-events.h"

void
tem_events_clear (TemEvents *events)
{
  if (events != NULL)
    events->n_events = 0;
}

/* @events may be NULL when the caller does not want them. */
void
tem_events_add (TemEvents   *events,
                TemEventKind kind,
                int          player,
                int          value)
{
  tem_events_add_full (events, kind, player, value, 0);
}

void
tem_events_add_full (TemEvents   *events,
                     TemEventKind kind,
                     int          player,
                     int          value,
                     int          detail)
{
  TemEvent *event;

  if (events == NULL)
    return;

  g_return_if_fail (events->n_events < TEM_MAX_EVENTS);

  event = &events->events[events->n_events++];
  event->kind = kind;
  event->player = player;
  event->value = value;
  event->detail = detail;
}

gboolean
tem_events_has (const TemEvents *events,
                TemEventKind     kind)
{
  for (guint i = 0; i < events->n_events; i++)
    if (events->events[i].kind == kind)
      return TRUE;

  return FALSE;
}

/* The first event of @kind, for @player unless @player is -2. */
const TemEvent *
tem_events_find (const TemEvents *events,
                 TemEventKind     kind,
                 int              player)
{
  for (guint i = 0; i < events->n_events; i++)
    if (events->events[i].kind == kind && (player == -2 || events->events[i].player == player))
      return &events->events[i];

  return NULL;
}
