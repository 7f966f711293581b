/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Sizes and physical bounds shared by the whole rules core. Values from the
 * cards are tagged with card-facts.md's confidence where they come from it. */

#define TEM_MIN_PLAYERS 2
#define TEM_MAX_PLAYERS 4

/* Bytes, NUL included: room for about 20 characters of any script. */
#define TEM_NAME_MAX 64

#define TEM_ROUNDS 6                    /* R-RD1 */
#define TEM_START_ENERGY 3              /* R-S2 */
#define TEM_START_CREDITS 3             /* R-S2 */

/* The resource track's top is not public (card-facts.md §7, NF); 9 is the
 * highest space the rulebook confirms, so it is the default and the floor,
 * and players set the real one from their card. */
#define TEM_RESOURCE_TOP_MIN 9
#define TEM_RESOURCE_TOP_MAX 20

/* The pilot side's health top is per pilot and not public (NF): asked at
 * setup, within what a small card track can physically hold. */
#define TEM_PILOT_HEALTH_TOP_MIN 1
#define TEM_PILOT_HEALTH_TOP_MAX 15

/* The score track wraps at 40 with a "+40" token (R-SC4); the app keeps the
 * real number, bounded only to catch typing mistakes. */
#define TEM_SCORE_TRACK 40
#define TEM_SCORE_MAX 999

#define TEM_HEAL_PER_ENERGY 2           /* R-A12 */
#define TEM_UPGRADE_CREDITS 5           /* R-A13 */

#define TEM_NOBODY (-1)
