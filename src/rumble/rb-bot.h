/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "rb-limits.h"

G_BEGIN_DECLS

/* The three starting Bots every player gets (RB-S10). Their English names
 * are public (glossary.md); their numbers mostly are not (card-facts.md §3). */
typedef enum
{
  RB_STARTER_NONE,
  RB_STARTER_BULBY,
  RB_STARTER_MECHCHICKEN,
  RB_STARTER_WRENCH_TOAST,
} RbStarter;

typedef enum
{
  RB_BOT_FREE,          /* an unused record */
  RB_BOT_OWNED,         /* in front of its owner (RB-K17) */
  RB_BOT_RECYCLED,      /* in the Recycle Area (RB-B12, RB-K15, A-17) */
} RbBotPlace;

/* One Bot card known to the app: a starting Bot, or one built or gained
 * during the game. Numbers are the players' own, RB_UNKNOWN until entered. */
typedef struct
{
  gint8   place;        /* RbBotPlace */
  gint8   owner;        /* seat, RB_NOBODY in the Recycle Area */
  gint8   tier;         /* 0 (starting) to 4, or RB_TIER_EVOLVED */
  gint8   starter;      /* RbStarter */
  guint8  factions;     /* RbFaction bits; 0 for a Contraption */
  gint8   contraption;  /* RB-K10: never in the battle deck */
  gint8   built_now;    /* built this Build Phase: cannot be recycled (RB-B13) */
  gint8   sideways;     /* a Contraption used this battle (RB-C20, RB-K11) */
  gint8   revealed;     /* named when revealed this battle: out of the deck until the next (RB-C1) */
  gint8   cost;
  gint8   recycle;      /* recycle value, green */
  gint8   attack;
  gint8   defense;
  gint8   crits;
  gint8   barriers;
  char    name[RB_NAME_MAX];   /* as printed on the players' card; empty for a starter */
} RbBot;

const char *rb_starter_get_name (RbStarter starter);

G_END_DECLS
