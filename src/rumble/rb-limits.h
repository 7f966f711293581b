/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Sizes and physical bounds of the Rumblebots rules core. Rule IDs refer to
 * shared/rules/rumblebots/checklist.md; card values are never invented
 * (card-facts.md): only the box's contents are constants here. */

#define RB_MIN_PLAYERS 2                /* RB-S1 */
#define RB_MAX_PLAYERS 4                /* RB-S1 */

/* Bytes, NUL included: room for about 20 characters of any script. */
#define RB_NAME_MAX 64

#define RB_ROUNDS 6                     /* RB-R1: rounds 1-5 and the Showdown */
#define RB_SHOWDOWN 6                   /* RB-R1, RB-V2 */
#define RB_CRYSTALS 30                  /* RB-S2 */
#define RB_TRACK_CRYSTALS_2P 2          /* RB-S7: per space 1-5, 2 players */
#define RB_TRACK_CRYSTALS_3P 3          /* RB-S7: per space 1-5, 3-4 players */

/* RB-S2: 98 Bot cards in the box. A game never holds more Bot records. */
#define RB_MAX_BOTS 98
#define RB_STARTING_BOTS 3              /* RB-S10 */
#define RB_TRANSFORMATIONS 8            /* RB-S2 */
#define RB_ROW_SIZE 4                   /* RB-S5, RB-B17 */
#define RB_SCAN_CARDS 2                 /* RB-B20 */

#define RB_MIN_TIER 1                   /* RB-S9, A-1 */
#define RB_MAX_TIER 4                   /* RB-B16 */
#define RB_TIER_EVOLVED 5               /* a Transformation card (RB-K9) */
#define RB_UPGRADE_COST 3               /* RB-B16 */

#define RB_BUILD_LIMIT 2                /* RB-B5 */
#define RB_BUILD_LIMIT_SHOWDOWN 3       /* RB-V4 */
#define RB_UPGRADE_LIMIT 1              /* RB-B5, RB-B16 */
#define RB_ENERGIZE_LIMIT 3             /* RB-B5, RB-B18 */
#define RB_SHOWDOWN_INCOME 6            /* RB-V3 */
#define RB_UNDERDOG_GAP 2               /* RB-B4 */
#define RB_CRIT_BASE 4                  /* RB-C8 */
#define RB_CHAMPION_CRYSTALS 2          /* RB-C21 */
#define RB_RUNNER_UP_CRYSTALS 1         /* RB-C22 */
#define RB_DOMINANCE_GAP 6              /* RB-V1 */

/* A number printed on a card (attack, defense, cost...). No card value is
 * public; this bound only catches typing mistakes. Values changed by
 * abilities during a clash go into the clash's adjustments instead. */
#define RB_CARD_VALUE_MAX 30
/* A gang's totals with every adjustment: far above any real table. */
#define RB_GANG_TOTAL_MAX 999
/* Scrap has no printed maximum (card-facts.md §5): bounded against typos. */
#define RB_SCRAP_MAX 999

#define RB_NOBODY (-1)
#define RB_NO_BOT (-1)
#define RB_UNKNOWN (-1)                 /* a card value the players have not entered */
