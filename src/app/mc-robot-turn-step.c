/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mechs/tem-robot-plan.h"

#include "mc-robot-turn-step.h"
#include "mc-turn-buttons.h"

/* A Robot Pilot's turn in two steps: the card it draws (or the one
 * flipped at the table), the three zones it compares highlighted on the
 * arena and why it moves where it moves; then Next does it. After a
 * combat it started, its turn ends without the card's action. */

typedef enum
{
  ROBOT_IDLE,        /* "Draw its card" */
  ROBOT_PLANNED,     /* the card, what it sees, the move: "Next" */
} RobotStage;

struct _McRobotTurnStep
{
  GtkWidget     parent_instance;

  GtkWidget    *box;
  GtkWidget    *actions_box;

  McArenaView  *arena;
  RobotStage    stage;
  TemRobotPlan  plan;
  int           card;             /* flipped at the table, -1 for the app */
  const TemGame *game;            /* the game last shown, the session's */
};

static void mc_robot_turn_step_iface_init (McTurnStepInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (McRobotTurnStep, mc_robot_turn_step, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (MC_TYPE_TURN_STEP, mc_robot_turn_step_iface_init))

/* Works out the robot's move; what it needs (the card flipped, a zone's
 * value) is asked, and the answer comes back to plan again. */
static void
plan (McRobotTurnStep *self)
{
  g_autoptr(GError) error = NULL;
  TemRobotTurn turn = { (guint) self->game->turn.seat, self->card, 0, -1, { 0, { 0 } } };
  const TemNeed *need;

  if (tem_game_plan_robot_turn (self->game, &turn, &self->plan, &error))
    {
      self->stage = ROBOT_PLANNED;
      mc_turn_step_report_problem (MC_TURN_STEP (self), NULL);
      mc_turn_step_request_refresh (MC_TURN_STEP (self));
      return;
    }

  need = tem_need_from_error (error);
  if (need != NULL)
    {
      mc_turn_step_request_need (MC_TURN_STEP (self), need, error->message);
      return;
    }
  mc_turn_step_report_problem (MC_TURN_STEP (self), error->message);
}

static void
draw_clicked_cb (McRobotTurnStep *self)
{
  self->card = -1;
  plan (self);
}

static void
back_clicked_cb (McRobotTurnStep *self)
{
  self->stage = ROBOT_IDLE;
  self->card = -1;
  mc_turn_step_request_refresh (MC_TURN_STEP (self));
}

static void
next_clicked_cb (McRobotTurnStep *self)
{
  TemAction action;

  tem_action_init_robot_turn (&action, self->plan.seat, self->card);
  mc_turn_step_request_action (MC_TURN_STEP (self), &action);
}

static void
end_clicked_cb (McRobotTurnStep *self)
{
  TemAction action;

  tem_action_init_end_turn (&action, (guint) self->game->turn.seat);
  mc_turn_step_request_action (MC_TURN_STEP (self), &action);
}

/* One sentence per side, whole, for the translators to order. */
static char *
describe_sight (guint                i,
                const TemRobotSight *sight)
{
  g_autofree char *cell = NULL;

  if (sight->cell == TEM_NO_CELL)
    switch (i)
      {
      case 0: return g_strdup (_("Forward: a wall or the other robot."));
      case 1: return g_strdup (_("Left: a wall or the other robot."));
      default: return g_strdup (_("Right: a wall or the other robot."));
      }

  cell = tem_arena_describe_cell (sight->cell);
  if (sight->value == TEM_VALUE_UNKNOWN)
    switch (i)
      {
      /* Translators: what a Robot Pilot sees ahead, "Forward: zone B2, value not entered." */
      case 0: return g_strdup_printf (_("Forward: zone %s, value not entered."), cell);
      case 1: return g_strdup_printf (_("Left: zone %s, value not entered."), cell);
      default: return g_strdup_printf (_("Right: zone %s, value not entered."), cell);
      }

  switch (i)
    {
    /* Translators: what a Robot Pilot sees ahead, "Forward: zone B2, worth 3." */
    case 0: return g_strdup_printf (_("Forward: zone %s, worth %d."), cell, sight->value);
    case 1: return g_strdup_printf (_("Left: zone %s, worth %d."), cell, sight->value);
    default: return g_strdup_printf (_("Right: zone %s, worth %d."), cell, sight->value);
    }
}

static gboolean
mc_robot_turn_step_applies (McTurnStep    *step,
                            const TemGame *game)
{
  return !game->over && game->phase == TEM_PHASE_EXECUTION && !game->combat.active
         && game->turn.seat >= 0 && (guint) game->turn.seat < game->n_players
         && game->players[game->turn.seat].robot;
}

static void
mc_robot_turn_step_show (McTurnStep    *step,
                         const TemGame *game,
                         char         **title,
                         char         **body)
{
  McRobotTurnStep *self = MC_ROBOT_TURN_STEP (step);
  const TemPlayer *robot = &game->players[game->turn.seat];

  self->game = game;
  mc_turn_buttons_clear (self->actions_box);
  /* Translators: "Robot A's turn, card 2 of 4" */
  *title = g_strdup_printf (_("%s's turn, card %u of %u"), robot->name, robot->cards_played + 1,
                            TEM_CARDS_PER_ROUND);

  /* A robot that moved into a combat does no action after it (R-M3). */
  if (game->turn.card != TEM_PROGRAM_NONE)
    {
      *body = g_strdup_printf (_("The combat is over: %s does not do its card's action, and its turn ends."),
                               robot->name);
      gtk_widget_add_css_class (mc_turn_buttons_add (self->actions_box, "robot-end", _("_Next"),
                                                     G_CALLBACK (end_clicked_cb), self, 0),
                                "suggested-action");
      if (self->arena != NULL)
        mc_arena_view_set_highlight (self->arena, 0, TEM_NO_CELL);
      return;
    }

  if (self->stage == ROBOT_IDLE)
    {
      *body = g_strdup (game->robot_table_draw
                        ? _("Flip the robot's top program card; the app moves it by the Robot Pilot Guide.")
                        : _("The app draws the robot's next program card and moves it by the Robot Pilot Guide."));
      gtk_widget_add_css_class (mc_turn_buttons_add (self->actions_box,
                                                     game->robot_table_draw ? "robot-flip" : "robot-draw",
                                                     game->robot_table_draw ? _("_Flip Its Card") : _("_Draw Its Card"),
                                                     G_CALLBACK (draw_clicked_cb), self, 0),
                                "suggested-action");
      if (self->arena != NULL)
        mc_arena_view_set_highlight (self->arena, 0, TEM_NO_CELL);
      return;
    }

  {
    g_autoptr(GString) text = g_string_new (NULL);
    g_autofree char *description = tem_robot_plan_describe (game, &self->plan);
    guint64 seen = 0;

    for (guint i = 0; i < 3; i++)
      {
        g_autofree char *sight = describe_sight (i, &self->plan.seen[i]);

        g_string_append_printf (text, "%s%s", i > 0 ? " " : "", sight);
        if (self->plan.seen[i].cell != TEM_NO_CELL && self->plan.seen[i].cell < 64)
          seen |= G_GUINT64_CONSTANT (1) << self->plan.seen[i].cell;
      }
    g_string_append_printf (text, "\n%s", description);
    *body = g_string_free (g_steal_pointer (&text), FALSE);
    if (self->arena != NULL)
      mc_arena_view_set_highlight (self->arena, seen, self->plan.to);

    mc_turn_buttons_add (self->actions_box, "robot-back", _("_Back"), G_CALLBACK (back_clicked_cb), self, 0);
    gtk_widget_add_css_class (mc_turn_buttons_add (self->actions_box, "robot-next", _("_Next"),
                                                   G_CALLBACK (next_clicked_cb), self, 0),
                              "suggested-action");
  }
}

/* The card flipped, or a zone's value entered for the plan: plan again. */
static gboolean
mc_robot_turn_step_answer (McTurnStep    *step,
                           const TemNeed *need,
                           int            value)
{
  McRobotTurnStep *self = MC_ROBOT_TURN_STEP (step);

  if (self->game == NULL)
    return FALSE;
  if (need->kind == TEM_NEED_ROBOT_CARD)
    self->card = value;
  plan (self);
  return TRUE;
}

/* A value entered or corrected mid-step keeps the step (planned again
 * with the new value); anything that moves the game on starts afresh. */
static void
mc_robot_turn_step_session_changed (McTurnStep    *step,
                                    const TemGame *game,
                                    gboolean       same_turn)
{
  McRobotTurnStep *self = MC_ROBOT_TURN_STEP (step);
  TemRobotTurn turn = { self->plan.seat, self->card, 0, -1, { 0, { 0 } } };

  self->game = game;
  if (self->stage != ROBOT_PLANNED)
    return;
  if (!same_turn || game->turn.seat != (int) self->plan.seat
      || !tem_game_plan_robot_turn (game, &turn, &self->plan, NULL))
    {
      self->stage = ROBOT_IDLE;
      self->card = -1;
    }
}

static void
mc_robot_turn_step_iface_init (McTurnStepInterface *iface)
{
  iface->applies = mc_robot_turn_step_applies;
  iface->show = mc_robot_turn_step_show;
  iface->answer = mc_robot_turn_step_answer;
  iface->session_changed = mc_robot_turn_step_session_changed;
}

static void
mc_robot_turn_step_dispose (GObject *object)
{
  McRobotTurnStep *self = MC_ROBOT_TURN_STEP (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->arena);
  G_OBJECT_CLASS (mc_robot_turn_step_parent_class)->dispose (object);
}

static void
mc_robot_turn_step_class_init (McRobotTurnStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_robot_turn_step_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
mc_robot_turn_step_init (McRobotTurnStep *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  self->actions_box = mc_turn_buttons_new_flow (3);
  gtk_box_append (GTK_BOX (self->box), self->actions_box);
  self->card = -1;
}

GtkWidget *
mc_robot_turn_step_new (void)
{
  return g_object_new (MC_TYPE_ROBOT_TURN_STEP, NULL);
}

void
mc_robot_turn_step_set_arena (McRobotTurnStep *self,
                              McArenaView     *arena)
{
  g_return_if_fail (MC_IS_ROBOT_TURN_STEP (self));

  g_set_object (&self->arena, arena);
}

/**
 * mc_robot_turn_step_dup_table_instruction:
 *
 * What the players do on the table for the robot's turn just played ("On
 * the table: put Robot A in C2, facing west."), read from the game's
 * history, not from what this process remembers: after a restart the
 * step still says it.
 *
 * Returns: (transfer full) (nullable): the instruction, or %NULL when the
 *   last step is not a robot's turn
 */
char *
mc_robot_turn_step_dup_table_instruction (McSession *session)
{
  TemGame before;
  TemAction action;
  TemRobotPlan plan;

  g_return_val_if_fail (MC_IS_SESSION (session), NULL);

  if (!mc_session_get_last_step (session, &before, &action) || action.kind != TEM_ACTION_ROBOT_TURN
      || !tem_game_plan_robot_turn (&before, &action.robot_turn, &plan, NULL))
    return NULL;
  return tem_robot_plan_describe (&before, &plan);
}
