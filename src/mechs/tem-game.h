/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tem-action.h"
#include "tem-arena.h"
#include "tem-catalogue.h"
#include "rules/mc-rule-error.h"
#include "tem-events.h"
#include "tem-field.h"
#include "tem-limits.h"
#include "tem-need.h"
#include "tem-player.h"

G_BEGIN_DECLS

typedef enum
{
  TEM_PHASE_PROGRAM,       /* players pick their cards; also free bookkeeping */
  TEM_PHASE_EXECUTION,     /* one card each, clockwise (R-RD3) */
  TEM_PHASE_ROUND_END,     /* every card played: score if due, end the round */
} TemPhase;

typedef enum
{
  TEM_PLACE_SUPPLY,        /* a basic weapon in its face-up pile (R-S8) */
  TEM_PLACE_DECK,          /* an advanced weapon in the face-down deck */
  TEM_PLACE_ROW,           /* one of the 4 face-up advanced cards (R-S9) */
  TEM_PLACE_OWNED,
} TemCardPlace;

typedef struct
{
  guint        kind;       /* TemWeaponKind */
  TemCardPlace place;
  int          owner;      /* seat when owned */
  gboolean     equipped;
  int          slot;       /* position in the row, left to right, when there */
  gboolean     purchased;  /* bought in the game, so its VP count at the end (R-SC2) */
} TemWeaponCard;

/* The turn being recorded during the execution phase. */
typedef struct
{
  int        seat;         /* whose turn, TEM_NOBODY outside execution */
  int        card;         /* TemProgram played, TEM_PROGRAM_NONE before the move */
  gboolean   action_open;  /* the card's action may still be done */
  gboolean   mech_open;    /* the pilot may take the Mighty Mech here (R-MM1) */
  gboolean   ad_hoc_turn;  /* played in Ad Hoc mode (R-AH2) */
} TemTurn;

/* A combat in progress (R-C1 to R-C12). */
typedef struct
{
  gboolean      active;
  int           attacker;      /* who entered the zone */
  int           defender;
  int           next;          /* seat to attack now */
  int           cell;
  int           last_type;     /* TemWeaponType of the attack just received, or -1 */
  gboolean      first_power;   /* a jump in: the first attack is a Power Attack (R-C6) */
  guint32       exhausted;     /* bit per weapon card (R-C2) */
} TemCombat;

/* The whole state of one game. A flat value with no pointers: copying it is
 * a memcpy, which makes apply-on-a-copy atomic and undo snapshots cheap. */
typedef struct
{
  guint          n_players;          /* 0 until a new game is applied */
  TemPlayer      players[TEM_MAX_PLAYERS];   /* seating order, clockwise */
  int            resource_top;
  guint          round;              /* 1 .. TEM_ROUNDS */
  guint          starting_player;
  int            mech_controller;    /* seat, or TEM_NOBODY */
  gboolean       over;               /* R-RD5 */
  guint32        seed;

  TemArena       arena;
  int            mech_cell;          /* R-S7 */
  TemMechSide    mech_side;
  TemWeaponStats weapon_stats[TEM_N_WEAPON_KINDS];   /* catalogue + players' values */
  TemWeaponCard  weapons[TEM_N_WEAPON_CARDS];
  TemPhase       phase;
  TemTurn        turn;
  TemCombat      combat;

  /* Solo mode (R-SO1): seat 0 the human, seats 1 and 2 the Robot Pilots,
   * the left one first. */
  gboolean       solo;
  gboolean       robot_table_draw;   /* the player flips the robots' real cards */
  int            robot_duplicate;    /* the program kind a deck holds twice, -1 unknown */
  int            rules_edition;      /* TemRulesEdition, from the setup */
  guint64        random;             /* the game's own generator, seeded by the setup */

  /* Only while an action is applied: the program cards the players flipped
   * for a respawning robot (R-SO20, table draw). Empty between actions. */
  TemRespawnDraw respawn_draw;
} TemGame;

void             tem_game_init               (TemGame         *game);
gboolean         tem_game_apply              (TemGame         *game,
                                              const TemAction *action,
                                              TemEvents       *events,
                                              GError         **error);
char            *tem_game_describe_action    (const TemGame   *before,
                                              const TemAction *action);

gboolean         tem_game_has_started        (const TemGame   *game);
const TemPlayer *tem_game_get_player         (const TemGame   *game,
                                              guint            seat);
int              tem_game_get_value          (const TemGame   *game,
                                              guint            seat,
                                              TemField         field);
void             tem_game_get_bounds         (const TemGame   *game,
                                              guint            seat,
                                              TemField         field,
                                              int             *min,
                                              int             *max);
gboolean         tem_game_is_scoring_round   (guint            round);
gboolean         tem_game_check_invariants   (const TemGame   *game,
                                              GError         **error);
gboolean         tem_game_row_place_is_unknown (const TemGame *game,
                                                int            slot);
int              tem_game_find_weapon_card   (const TemGame   *game,
                                              guint            kind,
                                              TemCardPlace     place);
gboolean         tem_game_asks_kept_basic    (const TemGame   *game,
                                              guint            seat);
gboolean         tem_game_has_equipped       (const TemGame   *game,
                                              guint            seat);
gboolean         tem_game_owns_weapon_kind   (const TemGame   *game,
                                              guint            seat,
                                              guint            kind);

G_END_DECLS
