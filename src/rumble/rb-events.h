/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "rules/mc-rule-events.h"

G_BEGIN_DECLS

/* What an accepted action caused, for the layers above to announce. */
typedef enum
{
  RB_EVENT_GAME_STARTED,        /* player = Champion, value = players */
  RB_EVENT_VALUE_CORRECTED,     /* player (or -1), value = RbField, detail = index */
  RB_EVENT_ROUND_STARTED,       /* value = round (RB-R2) */
  RB_EVENT_BUILD_TURN,          /* player whose build turn starts (RB-B1) */
  RB_EVENT_INCOME,              /* player, value = scrap gained, detail = Underdog Bonus (RB-B3, RB-B4) */
  RB_EVENT_BUILT,               /* player, value = bot, detail = cost */
  RB_EVENT_ROW_REFILLED,        /* value = tier (RB-B10) */
  RB_EVENT_RECYCLED,            /* player, value = scrap gained, detail = bot */
  RB_EVENT_UPGRADED,            /* player, value = new tier */
  RB_EVENT_ROW_REVEALED,        /* player, value = tier, detail = cards (RB-B17) */
  RB_EVENT_ENERGIZED,           /* player, value = scrap gained, detail = 1 from the Cryo-cell */
  RB_EVENT_SCANNED,             /* player, value = tier, detail = cards drawn */
  RB_EVENT_HAND_RETURNED,       /* player, value = cards (RB-B22) */
  RB_EVENT_SCRAP_LOST,          /* player, value = scrap set to 0 (RB-B24) */
  RB_EVENT_BATTLE_STARTED,      /* player = Champion */
  RB_EVENT_REVEALED,            /* player, value = bot or -1 */
  RB_EVENT_CHALLENGER,          /* player who challenges now (RB-C4, RB-C14) */
  RB_EVENT_CHAMPION_BEATEN,     /* player = Challenger, value = beaten seat, detail = RbBeat */
  RB_EVENT_NEW_CHAMPION,        /* player, value = faction named (RB-C11, RB-C12) */
  RB_EVENT_SURRENDERED,         /* player, detail = 1 by the loop rule (RB-C16, RB-C17, A-10) */
  RB_EVENT_BATTLE_WON,          /* player (RB-C18) */
  RB_EVENT_CRYSTALS_WON,        /* player, value = crystals (RB-C21, RB-C22) */
  RB_EVENT_CRYSTALS_FROZEN,     /* player, value = Reactor → Cryo-cell (RB-C23) */
  RB_EVENT_CRYSTALS_THAWED,     /* player, value = Cryo-cell → Storage (RB-C23) */
  RB_EVENT_CRYSTALS_CREATED,    /* player, value = created, detail = asked but missing */
  RB_EVENT_GANG_ADJUSTED,       /* player */
  RB_EVENT_TRASHED,             /* player, value = bot */
  RB_EVENT_TRANSFORMED,         /* player, value = new bot, detail = old bot */
  RB_EVENT_CONTRAPTION_USED,    /* player, value = bot */
  RB_EVENT_SHOWDOWN,            /* round 6 begins (RB-V2) */
  RB_EVENT_DOMINANCE,           /* player wins by dominance (RB-V1) */
  RB_EVENT_GAME_OVER,           /* player = winner */
} RbEventKind;

/* How a Champion's gang was beaten. */
typedef enum
{
  RB_BEAT_ATTACK,               /* RB-C7 */
  RB_BEAT_CRITS,                /* RB-C8 */
  RB_BEAT_BOTH,
} RbBeat;

/* The floor's event list (rules/mc-rule-events.h); kind is a RbEventKind. */
typedef McRuleEvent  RbEvent;
typedef McRuleEvents RbEvents;

G_END_DECLS
