/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "rb-direction.h"
#include "rb-faction.h"
#include "rb-field.h"
#include "rb-limits.h"

G_BEGIN_DECLS

/* One thing that happens at a Rumblebots table. Every change to an RbGame
 * is one of these, applied by rb_game_apply(); a journal is a list of them.
 * The numbers of a card are what the players read from it: the app never
 * knows them by itself (card-facts.md). */
typedef enum
{
  RB_ACTION_NEW_GAME,
  RB_ACTION_CORRECT,
  RB_ACTION_BUILD,
  RB_ACTION_RECYCLE,
  RB_ACTION_UPGRADE,
  RB_ACTION_ENERGIZE,
  RB_ACTION_END_TURN,
  RB_ACTION_REVEAL,
  RB_ACTION_NAME_FACTION,
  RB_ACTION_ADJUST,
  RB_ACTION_SURRENDER,
  RB_ACTION_CREATE_CRYSTALS,
  RB_ACTION_TRASH,
  RB_ACTION_TRANSFORM,
  RB_ACTION_USE_CONTRAPTION,
  RB_ACTION_SEE_LAB_BOT,
} RbActionKind;

#define RB_N_ACTION_KINDS 16

typedef struct
{
  char name[RB_NAME_MAX];
  int  colour;                           /* opaque to the rules; -1 none, else unique */
} RbPlayerSetup;

/* RB-S7 to RB-S13 are computed; the players say who goes first (RB-S12)
 * and which way each round space's arrows point (card-facts.md §4). */
typedef struct
{
  guint         n_players;
  RbPlayerSetup players[RB_MAX_PLAYERS];  /* seating order, clockwise */
  guint         champion;                 /* RB-S12 */
  RbDirection   directions[RB_ROUNDS];    /* spaces 1-6 */
} RbNewGame;

typedef struct
{
  int     index;        /* seat, space (0-5) or tier (1-4): see RbField */
  RbField field;
  int     value;
} RbCorrection;

/* A Bot card's numbers as printed, entered by the players (RB-K18). */
typedef struct
{
  char  name[RB_NAME_MAX];
  int   tier;           /* 1-4 to build; RB_TIER_EVOLVED for a Transformation */
  guint factions;       /* RbFaction bits, 1-2 of them; 0 for a Contraption */
  gboolean contraption;
  int   cost;
  int   recycle;        /* RB_UNKNOWN allowed: asked when it is recycled */
  int   attack;         /* RB_UNKNOWN allowed: asked when it is revealed */
  int   defense;
  int   crits;
  int   barriers;
} RbCard;

typedef struct
{
  guint    player;
  gboolean from_hand;   /* a card drawn by Scanning (RB-B6, RB-B21) */
  gboolean gained;      /* given by an ability (N.U.C.L.E.O., RB-F13): free, outside the limit */
  RbCard   card;
} RbBuild;

typedef struct
{
  guint    player;
  int      bot;         /* index into RbGame.bots */
  int      recycle;     /* its recycle value, RB_UNKNOWN: the one the app knows */
  gboolean ripening;    /* RB-K7: + the Workshop tier */
} RbRecycle;

typedef struct
{
  guint player;
} RbPlayerOnly;

typedef struct
{
  guint    player;
  gboolean from_cryo;   /* RB-V7: only in the Showdown */
  int      scan_tier;   /* 0: take scrap; 1-4: Scan that deck (RB-B20) */
} RbEnergize;

/* A Bot revealed from the top of a battle deck: the Champion's first
 * defender (RB-C2) or the Challenger's next attacker (RB-C5). A named bot
 * fills the numbers left RB_UNKNOWN from what the app knows of it. */
typedef struct
{
  guint player;
  int   bot;            /* index into RbGame.bots, or RB_NO_BOT */
  int   attack;
  int   defense;
  int   crits;
  int   barriers;
  guint factions;
} RbReveal;

typedef struct
{
  guint     player;
  RbFaction faction;    /* RB-C12 */
} RbNameFaction;

/* An ability changed a gang's numbers (RB-K1): added to the totals of the
 * player's gang in the current clash. */
typedef struct
{
  guint player;
  int   attack;
  int   defense;
  int   crits;
  int   barriers;
} RbAdjust;

typedef struct
{
  guint    player;
  gboolean loop;        /* RB-C19, A-10: the loop rule, not an empty deck */
} RbSurrender;

typedef struct
{
  guint player;
  int   count;          /* RB-K14 */
} RbCreateCrystals;

typedef struct
{
  guint player;
  int   bot;            /* RB-K15 */
} RbTrash;

/* RB-C20, RB-K11: a ready Contraption turned sideways to use it. */
typedef struct
{
  guint player;
  int   bot;
} RbUseContraption;

/* The players name a Bot lying face up in a Laboratory row (RB-S5,
 * RB-B10, RB-B17): the app learns the rows as they are read out, so the
 * Build form can offer them by name. */
typedef struct
{
  int  tier;            /* 1-4 */
  char name[RB_NAME_MAX];
} RbSeeLabBot;

/* RB-K9: the Bot is trashed and replaced by its evolved version. */
typedef struct
{
  guint  player;
  int    bot;
  RbCard card;          /* the evolved card, tier RB_TIER_EVOLVED */
} RbTransform;

typedef struct
{
  RbActionKind kind;
  union
  {
    RbNewGame        new_game;
    RbCorrection     correct;
    RbBuild          build;
    RbRecycle        recycle;
    RbPlayerOnly     upgrade;
    RbEnergize       energize;
    RbPlayerOnly     end_turn;
    RbReveal         reveal;
    RbNameFaction    name_faction;
    RbAdjust         adjust;
    RbSurrender      surrender;
    RbCreateCrystals create_crystals;
    RbTrash          trash;
    RbTransform      transform;
    RbUseContraption use_contraption;
    RbSeeLabBot      see_lab_bot;
  };
} RbAction;

void        rb_action_init_new_game    (RbAction    *action,
                                        guint        n_players,
                                        guint        champion);
void        rb_action_set_player       (RbAction    *action,
                                        guint        seat,
                                        const char  *name,
                                        int          colour);
void        rb_action_set_direction    (RbAction    *action,
                                        guint        round,
                                        RbDirection  direction);
void        rb_action_init_correct     (RbAction    *action,
                                        int          index,
                                        RbField      field,
                                        int          value);
void        rb_card_init               (RbCard      *card,
                                        const char  *name,
                                        int          tier,
                                        guint        factions,
                                        int          cost,
                                        int          recycle);
void        rb_action_init_build       (RbAction    *action,
                                        guint        player,
                                        gboolean     from_hand,
                                        const RbCard *card);
void        rb_action_init_recycle     (RbAction    *action,
                                        guint        player,
                                        int          bot,
                                        int          recycle);
void        rb_action_init_upgrade     (RbAction    *action,
                                        guint        player);
void        rb_action_init_energize    (RbAction    *action,
                                        guint        player,
                                        gboolean     from_cryo,
                                        int          scan_tier);
void        rb_action_init_end_turn    (RbAction    *action,
                                        guint        player);
void        rb_action_init_reveal      (RbAction    *action,
                                        guint        player,
                                        int          attack,
                                        int          defense,
                                        int          crits,
                                        int          barriers,
                                        guint        factions);
void        rb_action_init_name_faction (RbAction   *action,
                                         guint       player,
                                         RbFaction   faction);
void        rb_action_init_adjust      (RbAction    *action,
                                        guint        player,
                                        int          attack,
                                        int          defense,
                                        int          crits,
                                        int          barriers);
void        rb_action_init_surrender   (RbAction    *action,
                                        guint        player,
                                        gboolean     loop);
void        rb_action_init_create_crystals (RbAction *action,
                                            guint     player,
                                            int       count);
void        rb_action_init_trash       (RbAction    *action,
                                        guint        player,
                                        int          bot);
void        rb_action_init_transform   (RbAction    *action,
                                        guint        player,
                                        int          bot,
                                        const char  *evolved_name);

void        rb_action_init_use_contraption (RbAction *action,
                                            guint     player,
                                            int       bot);

void        rb_action_init_see_lab_bot (RbAction   *action,
                                        int         tier,
                                        const char *name);

const char *rb_action_kind_get_id      (RbActionKind kind);
int         rb_action_kind_from_id     (const char  *id);

G_END_DECLS
