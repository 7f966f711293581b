/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once
/* Whole Rumblebots games through the widgets (test-ui-rumble-game.c),
 * in four files by topic: the rulebook as the test keeps it
 * (-model.c), the table and what is checked after every tap (-check.c),
 * build turns and battles as players tap them (-turns.c), and the games
 * themselves (test-ui-rumble-game.c). */

#include <adwaita.h>

#include "app/mc-rumble-phase-panel.h"
#include "app/mc-rumble-table-page.h"

#include "test-ui-rumble-util.h"

G_BEGIN_DECLS

enum { ANA, BEN, CLEO, DAN };

extern const char *seat_names[RB_MAX_PLAYERS];
extern const int   tier_cards[RB_MAX_TIER + 1];

/* ---- The rulebook, as this test keeps it --------------------------- */

typedef struct
{
  int      scrap, storage, reactor, cryo, tier;
  int      bots;            /* owned, not Contraptions (RB-C1) */
  int      contraptions;
  int      hand[RB_MAX_TIER + 1];
  int      deck;            /* battle deck left */
  gboolean out;             /* surrendered this battle */
} MPlayer;

typedef struct
{
  int attack, defense, crits, barriers;
  guint factions;
} MCard;

typedef struct
{
  guint       n;
  MPlayer     p[RB_MAX_PLAYERS];
  RbDirection dir[RB_ROUNDS];
  int         track[RB_ROUNDS];
  int         on_track_at_start;   /* RB-S7 */
  int         supply;              /* RB-S8: nothing here takes from it */
  guint       round;
  int         champion;
  gboolean    battle;
  int         turn, turns_done, builds, upgrades, energized;
  int         lab_deck[RB_MAX_TIER + 1], lab_row[RB_MAX_TIER + 1];
  gboolean    reached[RB_MAX_TIER + 1];
  GHashTable *recycle;             /* Bot name → recycle value typed */
  GHashTable *built_now;           /* names built this Build Phase (RB-B13) */

  RbBattleStep step;
  int         challenger, beaten, last_out;
  int         defense, barriers;
  MCard       attack[RB_MAX_BOTS];
  guint       n_attack;

  gboolean    over;
  int         winner;
  RbVictory   victory;

  /* What the plan did, to prove the Showdown's rules were used. */
  int         most_builds_showdown, most_upgrades_showdown, most_energized_showdown;
  gboolean    cryo_energized;
} Model;

typedef struct
{
  RumbleTable t;
  Model       m;
  GRand      *rand;
  const char *prefix;      /* of the PNGs */
  guint       taps;
  gboolean    rendered_build, rendered_clash, rendered_showdown;
} Game;

typedef enum
{
  WIN_BY_ATTACK,      /* RB-C7 */
  WIN_BY_CRITS,       /* RB-C8, E-4 */
  WIN_AFTER_EQUAL,    /* RB-C7: equal is not enough, E-6 */
} WinBy;

guint m_next (const Model *m, guint seat);
int m_crystals (const MPlayer *p);
gboolean m_showdown (const Model *m);
int m_income (const Model *m, guint seat);
void m_start_turn (Model *m, guint seat);
gboolean m_dominance (Model *m);
void m_init (Model *m, guint n, int champion, const RbDirection *dir);
void m_clear (Model *m);
void m_end_battle (Model *m);
void m_next_clash (Model *m);
int m_attack (const Model *m, gboolean crits);
const RbGame *core (Game *g);
GtkWidget *ctl (Game *g, McRumbleControl which);
int number_of (GtkWidget *widget);
int shown (Game *g, int index, int what);
int lab_shown (Game *g, int tier, RbField field);
void check_everything (Game *g);
void tap (Game *g, McRumbleControl which);
void type (Game *g, McRumbleControl which, const char *text);
void choose (Game *g, McRumbleControl which, guint item);
void tap_correct (Game *g, int index, RbField field, int value);
void render (Game *g, const char *what);
void build (Game *g, int tier, gboolean contraption, gboolean from_hand);
void upgrade (Game *g);
void energize (Game *g, gboolean from_cryo, int scan);
gboolean recycle_one (Game *g);
void end_turn (Game *g);
int tier_to_build (Game *g, gboolean cheapest);
void build_turn (Game *g, gboolean with_contraption);
void reveal (Game *g, int attack, int defense, int crits, int barriers, int faction);
void surrender (Game *g);
void name_faction (Game *g, int faction);
void battle (Game *g, int winner, WinBy how);

G_END_DECLS
