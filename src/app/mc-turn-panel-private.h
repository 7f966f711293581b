/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mc-buttons-floor.h"
#include "mc-focus-keeper.h"
#include "mc-tap-settle.h"
#include "mc-turn-panel.h"
#include "mc-turn-step.h"

G_BEGIN_DECLS

/* The turn panel's parts, shared by its files: mc-turn-panel.c (the
 * steps and what they ask) and mc-turn-panel-keys.c (its main button
 * and the keyboard's way to the cards and directions). */

enum
{
  STEP_PROGRAM,
  STEP_PLAYER_TURN,
  STEP_COMBAT,
  STEP_ROBOT_TURN,
  STEP_ROUND_END,
  STEP_RESULTS,
  N_STEPS
};

struct _McTurnPanel
{
  GtkWidget     parent_instance;

  GtkWidget    *box;
  GtkWidget    *steps_box;
  GtkLabel     *title_label;
  GtkLabel     *told_label;
  GtkWidget    *message_box;
  GtkLabel     *body_label;
  GtkWidget    *steps[N_STEPS];
  GtkLabel     *problem_label;
  GtkWidget    *rule_button;

  McSession    *session;
  McArenaView  *arena;
  McCardMemory *cards;
  McNeedDialog *dialog;

  TemAction     pending;          /* the action waiting for an answer */
  McTurnStep   *asker;            /* the step that asked for itself, or NULL */
  char         *told;
  char         *instruction;      /* a robot's move, kept until the next step */
  McFocusKeeper focus_keeper;     /* the focus kept in the step as it is made anew */
  McButtonsFloor floor;           /* its buttons keep their height through a step */
  McButtonsFloor message_floor;   /* and what was told above them, its height */
  McTapSettle   settle;           /* a new step's main button waits a moment */
  gint64        tapped_at;        /* when a step's button was last tapped */
  guint         shown_step;       /* the step shown, or N_STEPS */
  gconstpointer shown_primary;    /* its main button, only compared: never dereferenced */
};

G_END_DECLS
