/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "rules/mc-rule-events.h"

G_BEGIN_DECLS

/* What an accepted action caused, for the UI to announce. */
typedef enum
{
  TEM_EVENT_GAME_STARTED,
  TEM_EVENT_VALUE_CORRECTED,    /* player, value = field */
  TEM_EVENT_HEALED,             /* player, value = health gained */
  TEM_EVENT_UPGRADED,           /* player */
  TEM_EVENT_MECH_TAKEN,         /* player; detail 1 when corrected, not taken */
  TEM_EVENT_MECH_LEFT,          /* player who no longer controls it */
  TEM_EVENT_SCORING_ROUND,      /* value = round just ended (R-RD1) */
  TEM_EVENT_ROUND_STARTED,      /* value = new round */
  TEM_EVENT_STARTING_PLAYER,    /* player who now starts */
  TEM_EVENT_GAME_OVER,          /* R-RD5 */
  TEM_EVENT_ZONE_SET,           /* value = cell */
  TEM_EVENT_WEAPON_SET,         /* value = kind */
  TEM_EVENT_EXECUTION_BEGAN,
  TEM_EVENT_MOVED,              /* player, value = cell */
  TEM_EVENT_BLOCKED,            /* player stayed: a wall (R-M2, I-3) */
  TEM_EVENT_TRAP,               /* player hit by a mine, value = damage, detail = owner */
  TEM_EVENT_TOKEN_RETURNED,     /* player = owner, value = cell, detail = 1 mine / 0 turret */
  TEM_EVENT_KNOCKED_OUT,        /* player, detail = by whom or -1 */
  TEM_EVENT_RESPAWNED,          /* player, value = cell, detail = 1 when the KO changed its status */
  TEM_EVENT_AD_HOC,             /* player enters Ad Hoc mode (R-AH1) */
  TEM_EVENT_SCORED,             /* player, value = VP, detail = TemScoreReason */
  TEM_EVENT_COLLECTED,          /* player, value = energy, detail = credits */
  TEM_EVENT_DEPLOYED,           /* player, value = cell, detail = 0 turret / 1 mine / 1 + its number, known */
  TEM_EVENT_COMBAT_STARTED,     /* player = attacker, value = defender */
  TEM_EVENT_ATTACKED,           /* player, value = damage, detail = 1 for a Power Attack */
  TEM_EVENT_RETREATED,          /* player, value = cell */
  TEM_EVENT_COMBAT_ENDED,
  TEM_EVENT_PURCHASED,          /* player, value = weapon card */
  TEM_EVENT_ROW_REFILLED,       /* value = kind turned up */
  TEM_EVENT_EQUIPPED,           /* player, value = weapon card, detail = equipped */
  TEM_EVENT_TURN_STARTED,       /* player */
  TEM_EVENT_ROUND_OVER,         /* every card of the round played */
  TEM_EVENT_ROBOT_PLAYED,       /* player, value = TemProgram, detail = TemRobotMove */
  TEM_EVENT_TURRET_FIRED,       /* player hit by a turret, value = damage, detail = owner (R-A9) */
  TEM_EVENT_WEAPON_FLIPPED,     /* player (a robot), value = weapon card from its stack (R-SO17) */
  TEM_EVENT_ENERGY_PAID,        /* player, value = energy paid into a weapon, detail = its kind (R-C4) */
  TEM_EVENT_UNARMED,            /* player (a robot in the Mech, basics only) has nothing to attack with (R-SO16) */
} TemEventKind;

/* Why victory points were scored. */
typedef enum
{
  TEM_SCORE_COMBAT_START,       /* R-C1 */
  TEM_SCORE_DAMAGE,             /* R-C3 */
  TEM_SCORE_KO,                 /* R-C8 */
  TEM_SCORE_RETREAT,            /* R-C7 */
  TEM_SCORE_TRAP_KO,            /* R-A8, R-A9 */
  TEM_SCORE_MECH_ENTRY,         /* R-MM1, R-MM3 */
  TEM_SCORE_POWER_BONUS,        /* a weapon's Power Attack VP */
  TEM_SCORE_ZONES,              /* R-SC1 */
  TEM_SCORE_MECH_CONTROL,       /* R-MM5 */
  TEM_SCORE_WEAPONS,            /* R-SC2 */
} TemScoreReason;

/* The floor's event list (rules/mc-rule-events.h); kind is a TemEventKind. */
typedef McRuleEvent  TemEvent;
typedef McRuleEvents TemEvents;

/* Most events have no detail. */
void tem_events_add (TemEvents   *events,
                     TemEventKind kind,
                     int          player,
                     int          value);

G_END_DECLS
