/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tem-colour.h"
#include "tem-field.h"
#include "tem-limits.h"

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
} TemActionKind;

#define TEM_N_ACTION_KINDS 5

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
} TemNewGame;

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

typedef struct
{
  TemActionKind kind;
  union
  {
    TemNewGame    new_game;
    TemCorrection correct;
    TemHeal       heal;
    TemUpgrade    upgrade;
  };
} TemAction;

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
void tem_action_init_end_round (TemAction       *action);

const char *tem_action_kind_get_id (TemActionKind kind);

G_END_DECLS
