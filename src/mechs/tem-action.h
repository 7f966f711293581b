/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tem-arena.h"
#include "tem-catalogue.h"
#include "tem-colour.h"
#include "tem-direction.h"
#include "tem-field.h"
#include "tem-limits.h"
#include "tem-player.h"
#include "tem-program.h"

G_BEGIN_DECLS

/* One thing that happens at the table. Every change to a TemGame is one of
 * these, applied by tem_game_apply(); a journal is a list of them. */
typedef enum
{
  TEM_ACTION_NEW_GAME,
  TEM_ACTION_CORRECT,
  TEM_ACTION_HEAL,
  TEM_ACTION_UPGRADE,
  TEM_ACTION_END_ROUND,
  TEM_ACTION_SET_ZONE,
  TEM_ACTION_SET_WEAPON,
  TEM_ACTION_BEGIN_EXECUTION,
  TEM_ACTION_MOVE,
  TEM_ACTION_COLLECT,
  TEM_ACTION_DEPLOY,
  TEM_ACTION_TAKE_MECH,
  TEM_ACTION_END_TURN,
  TEM_ACTION_ATTACK,
  TEM_ACTION_PURCHASE,
  TEM_ACTION_EQUIP,
  TEM_ACTION_ROBOT_TURN,
  TEM_ACTION_SET_ROW,
} TemActionKind;

#define TEM_N_ACTION_KINDS 18

typedef struct
{
  char      name[TEM_NAME_MAX];
  char      pilot[TEM_NAME_MAX];
  TemColour colour;
  int       pilot_health_top;
} TemPlayerSetup;

typedef struct
{
  guint          n_players;
  TemPlayerSetup players[TEM_MAX_PLAYERS];  /* in seating order, clockwise */
  guint          starting_player;
  int            resource_top;
  guint32        seed;
  TemArena       arena;                     /* bases owned as chosen (R-S4) */
  int            starting_basic[TEM_MAX_PLAYERS];  /* TemWeaponKind kept (R-S8), -1 not recorded */
  int            row[TEM_ROW_SIZE];         /* advanced kinds face up (R-S9), -1 not identified */
  gboolean       solo;                      /* seat 0 against two Robot Pilots (R-SO1) */
  gboolean       robot_table_draw;          /* the player flips the robots' real cards */
  int            robot_duplicate;           /* TemProgram twice in a robot deck, -1 unknown */
  int            rules_edition;             /* TemRulesEdition the game is played by */
} TemNewGame;

/* Which readings of the rulebook a game is played by. A saved game keeps
 * the edition it started with, so that it replays exactly as it was
 * played; new games use the latest. */
typedef enum
{
  TEM_RULES_EDITION_FIRST = 1,   /* journals without the member: robot ties to the left
                                  * (I-A10), a hurt robot without energy Collects, every
                                  * owned weapon's VP at the end */
  TEM_RULES_EDITION_BY_THE_BOOK = 2, /* R-SO6, R-SO14 and R-SC2 read literally */
  TEM_RULES_EDITION_ASKS = 3,    /* a value never entered is asked, not taken as absent: a
                                  * robot deploying on a zone of unknown value, a human with
                                  * no weapon recorded whom a robot attacks (R-S8) */
  TEM_RULES_EDITION_KEPT_BASIC = 4, /* the basic weapon kept at setup (R-S8) is asked at a
                                     * combat even when weapons were bought since: before,
                                     * a bought one counted as all they had, and a player
                                     * who still had the kept one was made to retreat */
  TEM_RULES_EDITION_BASIC_BOUGHT = 5, /* the kept basic weapon is asked before a basic one
                                       * is bought (R-A2, R-A3: not one they have): before,
                                       * all four were for sale and the kept one could be
                                       * bought twice */
  TEM_RULES_EDITION_SOLO_BY_THE_GUIDE = 6, /* a robot's mines stay secret until they go
                                            * off (R-SO4: shuffled face down), their
                                            * number then turned over and entered (before,
                                            * the app drew them and told the human); a
                                            * robot that jumped or walked into an empty
                                            * Mighty Mech's zone and a combat takes the
                                            * Mech when the combat ends with it there
                                            * (R-SO15; before, it never did) */
} TemRulesEdition;

#define TEM_RULES_EDITION_LATEST TEM_RULES_EDITION_SOLO_BY_THE_GUIDE

/* The table is the truth: set any tracked value within its physical bounds. */
typedef struct
{
  guint    player;      /* ignored for game-wide fields */
  TemField field;
  int      value;
} TemCorrection;

typedef struct
{
  guint player;
  int   energy;         /* energy paid; each heals TEM_HEAL_PER_ENERGY */
} TemHeal;

typedef struct
{
  guint player;
} TemUpgrade;

/* The players' own values for a zone card as it lies on the table. */
typedef struct
{
  int   cell;
  int   value;
  guint resources;      /* TemResources, for a Resource zone */
} TemSetZone;


/* The players' own value for a number printed on a weapon card. */
typedef struct
{
  guint          kind;
  TemWeaponField field;
  int            value;
} TemSetWeapon;

/* Which advanced card lies face up in a place of the row (R-S9), for a
 * row the setup left unidentified. */
typedef struct
{
  int slot;             /* 0 .. TEM_ROW_SIZE - 1, left to right */
  int kind;             /* TemWeaponKind, from the deck */
} TemSetRow;

/* A program card revealed and played: the move, and what it triggers. */
typedef struct
{
  guint        player;
  TemProgram   card;
  TemDirection direction;
  int          mine_number;   /* an enemy mine revealed on landing, 1-4; 0 if none known */
  int          choice_cell;   /* where a KO'd pilot goes among tied zones, or TEM_NO_CELL */
} TemMove;

typedef struct
{
  guint player;
} TemCollect;

typedef struct
{
  guint    player;
  gboolean mine;          /* a mine, else a turret */
  int      from_cell;     /* all out: the token moved here (R-A5, R-A6) */
} TemDeploy;

typedef struct
{
  guint       player;
  TemMechSide side;
} TemTakeMech;

typedef struct
{
  guint player;
} TemEndTurn;

typedef struct
{
  /* The players scored the round themselves (R-SC1, R-SC2) with
   * corrections: the table is the truth, nothing is computed. */
  gboolean scored_by_hand;
} TemEndRound;

/* R-SO20 with the robots' cards flipped at the table: the program cards
 * turned over, in order, to move a respawning robot whose base is taken
 * until one reaches an open zone. */
typedef struct
{
  guint8 n_cards;
  guint8 cards[TEM_ROBOT_DECK];   /* TemProgram */
} TemRespawnDraw;

/* Which line of the weapon card an attack deals (R-C3, R-C5, R-C6). */
typedef enum
{
  TEM_ATTACK_LINE_BEST,   /* the Power Attack when allowed, else the first line (older journals) */
  TEM_ATTACK_LINE_FIRST,  /* the first line, even when a Power Attack is allowed: "may" */
  TEM_ATTACK_LINE_POWER,  /* the Power Attack: refused unless it counters or follows a jump */
} TemAttackLine;

/* What the attacker does with the Mighty Mech when this attack KOs the
 * pilot inside it (R-MM3: "That player now may take control"). */
typedef enum
{
  TEM_MECH_TAKE_ASK,      /* not said: the rules core asks (a Robot Pilot always takes it) */
  TEM_MECH_TAKE_TROY,     /* takes it, showing Troy 3000 (setup step 6: the side is chosen) */
  TEM_MECH_TAKE_SPARTA,   /* takes it, showing Sparta 3000 */
  TEM_MECH_TAKE_DECLINE,  /* leaves it in the zone, uncontrolled */
  TEM_MECH_TAKE_KEEP_SIDE, /* older journals: took it as it showed; never offered now */
} TemMechTake;

/* One attack in combat with an equipped weapon card. */
typedef struct
{
  guint player;
  int   weapon;           /* index into TemGame.weapons */
  int   paid;             /* energy paid into the weapon's ability */
  int   choice_cell;      /* where a KO'd or retreating pilot goes, among ties */
  int   turret_choice_cell; /* where the entrant goes if a turret KOs it after the combat */
  int   line;             /* TemAttackLine */
  int   mech;             /* TemMechTake */
  TemRespawnDraw respawn; /* a robot KO'd by this attack, its base taken, cards flipped at the table */
} TemAttack;

typedef struct
{
  guint player;
  int   weapon;           /* index into TemGame.weapons */
  int   refill_kind;      /* the advanced card turned up to refill the row, -1 none */
} TemPurchase;

typedef struct
{
  guint    player;
  int      weapon;
  gboolean equipped;
} TemEquip;

/* A Robot Pilot's turn (R-SO5 to R-SO16): the rules core draws its card
 * (or takes the one the player flipped), moves it and does its action. */
typedef struct
{
  guint player;
  int   card;           /* TemProgram flipped at the table, -1 for the app to draw */
  int   mine_number;    /* the human's mine it lands on, revealed, 1-4; 0 if none */
  int   refill_kind;    /* the card turned up when it buys from the row, -1 none */
  TemRespawnDraw respawn; /* KO'd by the human's token, its base taken: cards flipped (R-SO20) */
} TemRobotTurn;

/* The union members every action shares with TemPlay. */
#define TEM_PLAY_MEMBERS \
    TemCorrection correct; \
    TemHeal       heal; \
    TemUpgrade    upgrade; \
    TemSetZone    set_zone; \
    TemSetWeapon  set_weapon; \
    TemMove       move; \
    TemCollect    collect; \
    TemDeploy     deploy; \
    TemTakeMech   take_mech; \
    TemEndTurn    end_turn; \
    TemEndRound   end_round; \
    TemAttack     attack; \
    TemPurchase   purchase; \
    TemEquip      equip; \
    TemRobotTurn  robot_turn; \
    TemSetRow     set_row;

typedef struct
{
  TemActionKind kind;
  union
  {
    TemNewGame    new_game;
    TEM_PLAY_MEMBERS
  };
} TemAction;

/* Any action but a new game, in little room: what undo histories and
 * journals keep by the thousand. Same layout as TemAction up to its size. */
typedef struct
{
  TemActionKind kind;
  union
  {
    TEM_PLAY_MEMBERS
  };
} TemPlay;

void tem_play_from_action      (TemPlay         *play,
                                const TemAction *action);
void tem_play_to_action        (const TemPlay   *play,
                                TemAction       *action);

void tem_action_init_new_game  (TemAction       *action,
                                guint            n_players,
                                guint            starting_player,
                                int              resource_top,
                                guint32          seed);
void tem_action_set_player     (TemAction       *action,
                                guint            seat,
                                const char      *name,
                                TemColour        colour,
                                const char      *pilot,
                                int              pilot_health_top);
void tem_action_init_correct   (TemAction       *action,
                                guint            player,
                                TemField         field,
                                int              value);
void tem_action_init_heal      (TemAction       *action,
                                guint            player,
                                int              energy);
void tem_action_init_upgrade   (TemAction       *action,
                                guint            player);
void tem_action_init_end_round (TemAction       *action,
                                gboolean         scored_by_hand);
void tem_action_init_set_zone  (TemAction       *action,
                                int              cell,
                                int              value,
                                guint            resources);
void tem_action_init_set_weapon (TemAction      *action,
                                 guint           kind,
                                 TemWeaponField  field,
                                 int             value);
void tem_action_init_begin_execution (TemAction *action);
void tem_action_init_move      (TemAction       *action,
                                guint            player,
                                TemProgram       card,
                                TemDirection     direction);
void tem_action_init_collect   (TemAction       *action,
                                guint            player);
void tem_action_init_deploy    (TemAction       *action,
                                guint            player,
                                gboolean         mine,
                                int              from_cell);
void tem_action_init_take_mech (TemAction       *action,
                                guint            player,
                                TemMechSide      side);
void tem_action_init_end_turn  (TemAction       *action,
                                guint            player);
void tem_action_init_attack    (TemAction       *action,
                                guint            player,
                                int              weapon,
                                int              paid);
void tem_action_init_purchase  (TemAction       *action,
                                guint            player,
                                int              weapon,
                                int              refill_kind);
void tem_action_init_solo_game (TemAction      *action,
                                const char     *human,
                                TemColour       colour,
                                const char     *pilot,
                                int             pilot_health_top,
                                const char     *robot_a,
                                const char     *robot_b,
                                int             robot_duplicate,
                                guint32         seed);
void tem_action_init_robot_turn (TemAction     *action,
                                 guint          player,
                                 int            card);
void tem_action_init_set_row   (TemAction       *action,
                                int              slot,
                                int              kind);
void tem_action_init_equip     (TemAction       *action,
                                guint            player,
                                int              weapon,
                                gboolean         equipped);

const char *tem_action_kind_get_id (TemActionKind kind);

G_END_DECLS
