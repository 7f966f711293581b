/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tem-game.h"

G_BEGIN_DECLS

/* Why a Robot Pilot moves where it moves (R-SO6 to R-SO9, I-4). */
typedef enum
{
  TEM_ROBOT_MOVE_FORWARD,        /* Collect: forward one zone */
  TEM_ROBOT_MOVE_HIGHEST,        /* Deploy: the highest-valued zone it sees */
  TEM_ROBOT_MOVE_LOWEST,         /* Purchase, Power Up: the lowest-valued */
  TEM_ROBOT_MOVE_TIE_FORWARD,    /* a tie in value: forward, whatever ahead is worth */
  TEM_ROBOT_MOVE_TURNED_AROUND,  /* a wall or the other robot: 180° and forward */
  TEM_ROBOT_MOVE_BLOCKED,        /* walled in both ways: it stays */
  TEM_ROBOT_MOVE_JUMP,           /* a jump onto the human along a line */
  TEM_ROBOT_MOVE_NO_LINE,        /* a jump with the human off its lines: no move */
} TemRobotMove;

typedef struct
{
  TemDirection direction;
  int          cell;        /* TEM_NO_CELL: a wall or the other robot (I-4) */
  int          value;
} TemRobotSight;

/* A Robot Pilot's move, worked out before it is made, for the table to
 * follow step by step. */
typedef struct
{
  guint         seat;
  TemProgram    card;
  TemRobotSight seen[3];      /* forward, left, right */
  TemRobotMove  move;
  int           from;
  int           to;           /* == from when it does not move */
  TemDirection  facing;       /* after the move */
  gboolean      tie;          /* the compared zones tied: it went forward (R-SO6) */
} TemRobotPlan;

gboolean tem_game_plan_robot_turn (const TemGame      *game,
                                   const TemRobotTurn *turn,
                                   TemRobotPlan       *plan,
                                   GError            **error);
char    *tem_robot_plan_describe  (const TemGame      *game,
                                   const TemRobotPlan *plan);
char    *tem_robot_plan_describe_sight (const TemRobotPlan *plan);

G_END_DECLS
