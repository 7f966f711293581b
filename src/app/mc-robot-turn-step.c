/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mechs/tem-robot-plan.h"

#include "mc-robot-turn-step.h"
#include "mc-tap-settle.h"
#include "mc-turn-button.h"

/* A Robot Pilot's turn in steps: the card it draws (or the one flipped
 * at the table) and what that card makes it do, first; then, if the
 * rules need a zone's value to choose its move, the question (R-SO6);
 * then the three zones it compares highlighted on the arena and why it
 * moves where it moves, and Next does it. After a combat it started, its
 * turn ends without the card's action (R-M3). */

typedef enum
{
  ROBOT_IDLE,        /* "Draw its card" */
  ROBOT_DRAWN,       /* the card known, a value it needs to choose its move asked */
  ROBOT_PLANNED,     /* the card, what it sees, the move: "Next" */
} RobotStage;

struct _McRobotTurnStep
{
  GtkWidget     parent_instance;

  GtkWidget    *box;
  McTurnButton *back_button;
  McTurnButton *draw_button;
  McTurnButton *flip_button;
  McTurnButton *ask_button;
  McTurnButton *next_button;
  McTurnButton *end_button;

  McArenaView  *arena;
  RobotStage    stage;
  TemRobotPlan  plan;
  int           card;             /* flipped at the table, -1 for the app */
  TemNeed       need;             /* in ROBOT_DRAWN: what is asked */
  char         *need_message;
  const TemGame *game;            /* the game last shown, the session's */
  gint64        next_time;        /* when Next was last tapped */
  McTapSettle   settle;           /* the next robot's Draw waits a moment */
};

static void mc_robot_turn_step_iface_init (McTurnStepInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (McRobotTurnStep, mc_robot_turn_step, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (MC_TYPE_TURN_STEP, mc_robot_turn_step_iface_init))

/* What the card drawn makes the robot do, before anything is asked:
 * "Robot A draws Deploy Mine: it moves to the highest-valued zone it
 * sees (forward, left or right) and places a mine there." (R-SO6,
 * R-SO12 to R-SO14). */
static char *
describe_card (const TemGame *game,
               guint          seat,
               TemProgram     card)
{
  const char *name = game->players[seat].name;
  const char *program = tem_program_get_name (card);

  switch (card)
    {
    case TEM_PROGRAM_DEPLOY_MINE:
    case TEM_PROGRAM_DEPLOY_TURRET:
      /* Translators: R-SO6, "Robot A draws Deploy Mine: it moves to the highest-valued zone it sees…" */
      return g_strdup_printf (_("%s draws %s: it moves to the highest-valued zone it sees (forward, left or "
                                "right; a tie means forward), then deploys there if it can afford it."),
                              name, program);
    case TEM_PROGRAM_PURCHASE:
      /* Translators: R-SO6, R-SO13 */
      return g_strdup_printf (_("%s draws %s: it moves to the lowest-valued zone it sees (forward, left or "
                                "right; a tie means forward), then buys the first advanced weapon it can afford."),
                              name, program);
    case TEM_PROGRAM_POWER_UP:
      /* Translators: R-SO6, R-SO14 */
      return g_strdup_printf (_("%s draws %s: it moves to the lowest-valued zone it sees (forward, left or "
                                "right; a tie means forward), then heals as much as it can."),
                              name, program);
    case TEM_PROGRAM_COLLECT:
    case TEM_PROGRAM_DOUBLE_JUMP:
    case TEM_PROGRAM_DIAGONAL_JUMP:
    default:
      /* Translators: "Robot A draws Collect." */
      return g_strdup_printf (_("%s draws %s."), name, program);
    }
}

/* Works out the robot's move. The card is known first and shown; what
 * the move needs (a zone's value) is asked after it, and the answer
 * comes back to plan again. The card itself, when flipped at the table,
 * is asked with nothing shown yet. */
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
  if (need != NULL && need->kind != TEM_NEED_ROBOT_CARD)
    {
      g_autofree char *card = describe_card (self->game, self->plan.seat, self->plan.card);

      /* The card in view on the step, and said again above the question. */
      self->stage = ROBOT_DRAWN;
      self->need = *need;
      g_free (self->need_message);
      self->need_message = g_strdup_printf ("%s\n%s", card, error->message);
      mc_turn_step_report_problem (MC_TURN_STEP (self), NULL);
      mc_turn_step_request_refresh (MC_TURN_STEP (self));
      mc_turn_step_request_need (MC_TURN_STEP (self), &self->need, self->need_message);
      return;
    }
  if (need != NULL)
    {
      mc_turn_step_request_need (MC_TURN_STEP (self), need, error->message);
      return;
    }
  mc_turn_step_report_problem (MC_TURN_STEP (self), error->message);
}

/* Actions ------------------------------------------------------------- */

static void
draw_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  McRobotTurnStep *self = MC_ROBOT_TURN_STEP (widget);

  if (self->game == NULL)
    return;
  self->card = -1;
  plan (self);
}

/* The value the move needs, asked again (the question was closed). */
static void
ask_activated (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  McRobotTurnStep *self = MC_ROBOT_TURN_STEP (widget);

  if (self->stage == ROBOT_DRAWN)
    mc_turn_step_request_need (MC_TURN_STEP (self), &self->need, self->need_message);
}

static void
back_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  McRobotTurnStep *self = MC_ROBOT_TURN_STEP (widget);

  self->stage = ROBOT_IDLE;
  self->card = -1;
  mc_turn_step_request_refresh (MC_TURN_STEP (self));
}

static void
next_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  McRobotTurnStep *self = MC_ROBOT_TURN_STEP (widget);
  TemAction action;

  if (self->stage != ROBOT_PLANNED)
    return;
  self->next_time = g_get_monotonic_time ();
  tem_action_init_robot_turn (&action, self->plan.seat, self->card);
  mc_turn_step_request_action (MC_TURN_STEP (self), &action);
}

/* The next robot's Draw Its Card (or Flip) comes where Next was: it
 * takes taps only after a moment, so a double tap on Next does not draw
 * the next robot's card unseen (walk 17, es). */
static void
settle_after_next (McRobotTurnStep *self,
                   McTurnButton    *main)
{
  mc_tap_settle_hold (&self->settle, GTK_WIDGET (main), self->next_time);
  self->next_time = 0;
}

/**
 * mc_robot_turn_step_is_settled:
 *
 * Returns: whether Draw Its Card takes taps (just after Next, it waits)
 */
gboolean
mc_robot_turn_step_is_settled (McRobotTurnStep *self)
{
  g_return_val_if_fail (MC_IS_ROBOT_TURN_STEP (self), FALSE);

  return mc_tap_settle_is_done (&self->settle);
}

static void
end_activated (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  McRobotTurnStep *self = MC_ROBOT_TURN_STEP (widget);
  TemAction action;

  if (self->game == NULL)
    return;
  tem_action_init_end_turn (&action, (guint) self->game->turn.seat);
  mc_turn_step_request_action (MC_TURN_STEP (self), &action);
}

/* One sentence per side, whole, for the translators to order. */
static char *
describe_sight (const TemGame       *game,
                int                  from,
                guint                i,
                const TemRobotSight *sight)
{
  g_autofree char *cell = NULL;

  /* Blocked: the wall when no zone lies that way, else the other robot
   * standing there (I-4), said as it is. */
  if (sight->cell == TEM_NO_CELL && tem_arena_step (&game->arena, from, sight->direction, 1) == TEM_NO_CELL)
    switch (i)
      {
      case 0: return g_strdup (_("Forward: a wall."));
      case 1: return g_strdup (_("Left: a wall."));
      default: return g_strdup (_("Right: a wall."));
      }
  if (sight->cell == TEM_NO_CELL)
    switch (i)
      {
      case 0: return g_strdup (_("Forward: the other robot."));
      case 1: return g_strdup (_("Left: the other robot."));
      default: return g_strdup (_("Right: the other robot."));
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

/* Which of the row's buttons the stage shows; the rest hide. */
static void
show_buttons (McRobotTurnStep *self,
              McTurnButton    *main,
              gboolean         back)
{
  McTurnButton *mains[] = { self->draw_button, self->flip_button, self->ask_button, self->next_button,
                            self->end_button };

  /* The flow box's child around each button hides with it, or it
   * would keep its place empty. */
  for (guint i = 0; i < G_N_ELEMENTS (mains); i++)
    {
      gtk_widget_set_visible (GTK_WIDGET (mains[i]), mains[i] == main);
      gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (mains[i])), mains[i] == main);
    }
  /* Back's place is kept, unseen, while it cannot be used: the main
   * button is always the second, and Back never comes under a finger
   * that tapped Draw Its Card twice (walk 12). */
  gtk_widget_set_visible (GTK_WIDGET (self->back_button), TRUE);
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->back_button)), main != NULL);
  gtk_widget_set_opacity (GTK_WIDGET (self->back_button), back ? 1 : 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->back_button), back);
  gtk_widget_set_can_target (GTK_WIDGET (self->back_button), back);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->back_button), GTK_ACCESSIBLE_STATE_HIDDEN, !back, -1);
}

/* The three zones it compares, one sentence each, and their cells. */
static char *
describe_sights (McRobotTurnStep *self,
                 guint64         *seen)
{
  g_autoptr(GString) text = g_string_new (NULL);

  *seen = 0;
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *sight = describe_sight (self->game, self->plan.from, i, &self->plan.seen[i]);

      g_string_append_printf (text, "%s%s", i > 0 ? " " : "", sight);
      if (self->plan.seen[i].cell != TEM_NO_CELL && self->plan.seen[i].cell < 64)
        *seen |= G_GUINT64_CONSTANT (1) << self->plan.seen[i].cell;
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
mc_robot_turn_step_show (McTurnStep    *step,
                         const TemGame *game,
                         char         **title,
                         char         **body)
{
  McRobotTurnStep *self = MC_ROBOT_TURN_STEP (step);
  const TemPlayer *robot = &game->players[game->turn.seat];
  g_autofree char *sights = NULL;
  guint64 seen = 0;

  self->game = game;
  /* Translators: "Robot A's turn, card 2 of 4" */
  *title = g_strdup_printf (_("%s's turn, card %u of %u"), robot->name, robot->cards_played + 1,
                            TEM_CARDS_PER_ROUND);

  /* A robot that moved into a combat does no action after it (R-M3). */
  if (game->turn.card != TEM_PROGRAM_NONE)
    {
      *body = g_strdup_printf (_("The combat is over: %s does not do its card's action, and its turn ends."),
                               robot->name);
      show_buttons (self, self->end_button, FALSE);
      if (self->arena != NULL)
        mc_arena_view_set_highlight (self->arena, 0, TEM_NO_CELL);
      return;
    }

  switch (self->stage)
    {
    case ROBOT_IDLE:
      *body = g_strdup (game->robot_table_draw
                        ? _("Flip the robot's top program card; the app moves it by the Robot Pilot Guide.")
                        : _("The app draws the robot's next program card and moves it by the Robot Pilot Guide."));
      show_buttons (self, game->robot_table_draw ? self->flip_button : self->draw_button, FALSE);
      settle_after_next (self, game->robot_table_draw ? self->flip_button : self->draw_button);
      if (self->arena != NULL)
        mc_arena_view_set_highlight (self->arena, 0, TEM_NO_CELL);
      break;

    case ROBOT_DRAWN:
      {
        g_autofree char *card = describe_card (game, self->plan.seat, self->plan.card);
        g_autofree char *cell = tem_arena_describe_cell (self->need.cell);
        /* Translators: the button that asks the value a Robot Pilot's move needs, "Enter the Value of B2" */
        g_autofree char *label = g_strdup_printf (_("_Enter the Value of %s"), cell);

        sights = describe_sights (self, &seen);
        *body = g_strdup_printf ("%s\n%s", card, sights);
        mc_turn_button_set_text (self->ask_button, label);
        show_buttons (self, self->ask_button, TRUE);
        if (self->arena != NULL)
          mc_arena_view_set_highlight (self->arena, seen, TEM_NO_CELL);
      }
      break;

    case ROBOT_PLANNED:
    default:
      {
        g_autofree char *description = tem_robot_plan_describe (game, &self->plan);

        sights = describe_sights (self, &seen);
        *body = g_strdup_printf ("%s\n%s", sights, description);
        show_buttons (self, self->next_button, TRUE);
        if (self->arena != NULL)
          mc_arena_view_set_highlight (self->arena, seen, self->plan.to);
      }
      break;
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
  if (self->stage == ROBOT_DRAWN)
    {
      /* A value entered keeps the card; the answer plans again. */
      if (!same_turn || game->turn.seat != (int) self->plan.seat)
        {
          self->stage = ROBOT_IDLE;
          self->card = -1;
        }
      return;
    }
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

  mc_tap_settle_clear (&self->settle);
  gtk_widget_dispose_template (GTK_WIDGET (object), MC_TYPE_ROBOT_TURN_STEP);
  g_clear_object (&self->arena);
  g_clear_pointer (&self->need_message, g_free);
  G_OBJECT_CLASS (mc_robot_turn_step_parent_class)->dispose (object);
}

static void
mc_robot_turn_step_class_init (McRobotTurnStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_robot_turn_step_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  g_type_ensure (MC_TYPE_TURN_BUTTON);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-robot-turn-step.ui");
  gtk_widget_class_bind_template_child (widget_class, McRobotTurnStep, box);
  gtk_widget_class_bind_template_child (widget_class, McRobotTurnStep, back_button);
  gtk_widget_class_bind_template_child (widget_class, McRobotTurnStep, draw_button);
  gtk_widget_class_bind_template_child (widget_class, McRobotTurnStep, flip_button);
  gtk_widget_class_bind_template_child (widget_class, McRobotTurnStep, ask_button);
  gtk_widget_class_bind_template_child (widget_class, McRobotTurnStep, next_button);
  gtk_widget_class_bind_template_child (widget_class, McRobotTurnStep, end_button);

  gtk_widget_class_install_action (widget_class, "robot.draw", NULL, draw_activated);
  gtk_widget_class_install_action (widget_class, "robot.ask", NULL, ask_activated);
  gtk_widget_class_install_action (widget_class, "robot.back", NULL, back_activated);
  gtk_widget_class_install_action (widget_class, "robot.next", NULL, next_activated);
  gtk_widget_class_install_action (widget_class, "robot.end", NULL, end_activated);
}

static void
mc_robot_turn_step_init (McRobotTurnStep *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
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
