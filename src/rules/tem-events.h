/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What an accepted action caused, for the UI to announce. */
typedef enum
{
  TEM_EVENT_GAME_STARTED,
  TEM_EVENT_VALUE_CORRECTED,    /* player, value = field */
  TEM_EVENT_HEALED,             /* player, value = health gained */
  TEM_EVENT_UPGRADED,           /* player */
  TEM_EVENT_MECH_TAKEN,         /* player */
  TEM_EVENT_MECH_LEFT,          /* player who no longer controls it */
  TEM_EVENT_SCORING_ROUND,      /* value = round just ended (R-RD1) */
  TEM_EVENT_ROUND_STARTED,      /* value = new round */
  TEM_EVENT_STARTING_PLAYER,    /* player who now starts */
  TEM_EVENT_GAME_OVER,          /* R-RD5 */
} TemEventKind;

typedef struct
{
  TemEventKind kind;
  int          player;
  int          value;
} TemEvent;

#define TEM_MAX_EVENTS 16

typedef struct
{
  guint    n_events;
  TemEvent events[TEM_MAX_EVENTS];
} TemEvents;

void     tem_events_clear (TemEvents   *events);
void     tem_events_add   (TemEvents   *events,
                           TemEventKind kind,
                           int          player,
                           int          value);
gboolean tem_events_has   (const TemEvents *events,
                           TemEventKind     kind);

G_END_DECLS
