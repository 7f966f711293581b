/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "rules/mc-rule-error.h"
#include "tem-game-private.h"
#include "tem-need.h"
#include "tem-robot-plan.h"

/* A Robot Pilot's move worked out before it is made (R-SO6 to R-SO9,
 * I-4), and told in words for the table to follow step by step. */

static int
other_robot (const TemGame *game,
             guint          seat)
{
  for (guint i = 0; i < game->n_players; i++)
    if (i != seat && game->players[i].robot)
      return (int) i;

  return TEM_NOBODY;
}

/* The zone one step @direction of the robot, or TEM_NO_CELL for a wall or
 * the other robot (R-SO9, I-4). */
static int
open_step (const TemGame *game,
           guint          seat,
           TemDirection   direction)
{
  int cell = tem_arena_step (&game->arena, game->players[seat].cell, direction, 1);
  int other = other_robot (game, seat);

  if (cell != TEM_NO_CELL && other != TEM_NOBODY && game->players[other].cell == cell)
    return TEM_NO_CELL;
  return cell;
}

static gboolean
check_robot_turn (const TemGame *game,
                  guint          seat,
                  GError       **error)
{
  if (!tem_game_check_seat (game, seat, error))
    return FALSE;

  if (!game->solo || !game->players[seat].robot)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-SO6",
                      _("%s is not a Robot Pilot."), game->players[seat].name);
      return FALSE;
    }

  if (game->phase != TEM_PHASE_EXECUTION || game->turn.seat != (int) seat)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-SO5",
                      _("It is not %s's turn."), game->players[seat].name);
      return FALSE;
    }

  if (game->combat.active)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-C2",
                      _("The combat goes on until a pilot is KO'd or retreats."));
      return FALSE;
    }

  if (game->turn.card != TEM_PROGRAM_NONE)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-RD3",
                      _("%s has already played a card this turn."), game->players[seat].name);
      return FALSE;
    }

  return TRUE;
}

/* Forward, or else 180° and forward; both blocked, it stays (R-SO9). */
static void
plan_forward (const TemGame *game,
              TemRobotPlan  *plan)
{
  TemDirection facing = game->players[plan->seat].facing;
  int ahead = open_step (game, plan->seat, facing);
  int behind;

  if (ahead != TEM_NO_CELL)
    {
      plan->to = ahead;
      plan->facing = facing;
      return;
    }

  behind = open_step (game, plan->seat, tem_direction_opposite (facing));
  plan->move = behind != TEM_NO_CELL ? TEM_ROBOT_MOVE_TURNED_AROUND : TEM_ROBOT_MOVE_BLOCKED;
  plan->facing = tem_direction_opposite (facing);
  plan->to = behind != TEM_NO_CELL ? behind : plan->from;
}

/* The movement part of a robot's card from where it stands (R-SO6 to
 * R-SO9), shared by its turns and by a respawn from a taken base. */
gboolean
tem_game_plan_robot_move (const TemGame *game,
                          guint          seat,
                          TemRobotPlan  *plan,
                          GError       **error)
{
  const TemPlayer *robot = &game->players[seat];
  TemDirection facing;
  int human_cell, dr, dc;

  plan->seat = seat;
  plan->from = robot->cell;
  plan->to = robot->cell;
  facing = robot->facing;
  plan->facing = facing;

  /* It sees three zones: forward, left and right of its facing. */
  plan->seen[0].direction = facing;
  plan->seen[1].direction = tem_direction_left (facing);
  plan->seen[2].direction = tem_direction_right (facing);
  for (guint i = 0; i < 3; i++)
    {
      plan->seen[i].cell = open_step (game, seat, plan->seen[i].direction);
      plan->seen[i].value = plan->seen[i].cell != TEM_NO_CELL
                            ? game->arena.zones[plan->seen[i].cell].value : TEM_VALUE_UNKNOWN;
    }

  human_cell = game->players[0].cell;
  dr = tem_arena_cell_row (human_cell) - tem_arena_cell_row (robot->cell);
  dc = tem_arena_cell_col (human_cell) - tem_arena_cell_col (robot->cell);

  switch (plan->card)
    {
    case TEM_PROGRAM_COLLECT:
      plan->move = TEM_ROBOT_MOVE_FORWARD;
      plan_forward (game, plan);
      break;

    case TEM_PROGRAM_DIAGONAL_JUMP:
      /* R-SO7: onto the human on any diagonal, at any distance. */
      plan->move = dr != 0 && ABS (dr) == ABS (dc) ? TEM_ROBOT_MOVE_JUMP : TEM_ROBOT_MOVE_NO_LINE;
      if (plan->move == TEM_ROBOT_MOVE_JUMP)
        plan->to = human_cell;
      break;

    case TEM_PROGRAM_DOUBLE_JUMP:
      /* R-SO7: onto the human in its row or column, at any distance. */
      plan->move = (dr == 0) != (dc == 0) ? TEM_ROBOT_MOVE_JUMP : TEM_ROBOT_MOVE_NO_LINE;
      if (plan->move == TEM_ROBOT_MOVE_JUMP)
        plan->to = human_cell;
      break;

    case TEM_PROGRAM_DEPLOY_MINE:
    case TEM_PROGRAM_DEPLOY_TURRET:
    case TEM_PROGRAM_PURCHASE:
    case TEM_PROGRAM_POWER_UP:
    default:
      {
        gboolean highest = plan->card == TEM_PROGRAM_DEPLOY_MINE || plan->card == TEM_PROGRAM_DEPLOY_TURRET;
        int best = -1, n_best = 0;

        /* R-SO6: the highest or lowest value among the zones it can enter. */
        for (guint i = 0; i < 3; i++)
          {
            int value = plan->seen[i].value;

            if (plan->seen[i].cell == TEM_NO_CELL)
              continue;
            if (value == TEM_VALUE_UNKNOWN)
              return tem_game_need_zone_value (game, plan->seen[i].cell, error);
            if (best < 0 || (highest ? value > plan->seen[best].value : value < plan->seen[best].value))
              {
                best = (int) i;
                n_best = 1;
              }
            else if (value == plan->seen[best].value)
              n_best++;
          }

        if (best < 0)
          {
            plan_forward (game, plan);
            break;
          }

        /* R-SO6: "If there is a tie in values, it will instead always move
         * forward", whether or not forward is one of the tied zones; a wall
         * or the other robot ahead still turns it around (R-SO9). */
        if (n_best > 1 && game->rules_edition == TEM_RULES_EDITION_FIRST)
          {
            /* Games begun before: forward when among the best, else the
             * left (I-A10), so that they replay as they were played. */
            if (plan->seen[0].cell != TEM_NO_CELL && plan->seen[0].value == plan->seen[best].value)
              best = 0;
            plan->tie = TRUE;
            plan->move = TEM_ROBOT_MOVE_TIE_FORWARD;
            plan->to = plan->seen[best].cell;
            plan->facing = plan->seen[best].direction;
            break;
          }
        if (n_best > 1)
          {
            plan->tie = TRUE;
            plan->move = TEM_ROBOT_MOVE_TIE_FORWARD;
            plan_forward (game, plan);
            break;
          }
        plan->move = highest ? TEM_ROBOT_MOVE_HIGHEST : TEM_ROBOT_MOVE_LOWEST;
        plan->to = plan->seen[best].cell;
        plan->facing = plan->seen[best].direction;         /* R-SO8 */
      }
      break;
    }

  return TRUE;
}

/**
 * tem_game_plan_robot_turn:
 *
 * Works out where the robot moves and why, without changing the game:
 * the card it draws (or the one flipped at the table), the three zones it
 * sees, the zone chosen and its facing after the move.
 */
gboolean
tem_game_plan_robot_turn (const TemGame      *game,
                          const TemRobotTurn *turn,
                          TemRobotPlan       *plan,
                          GError            **error)
{
  const TemPlayer *robot;

  memset (plan, 0, sizeof *plan);
  if (!check_robot_turn (game, turn->player, error))
    return FALSE;
  robot = &game->players[turn->player];

  if (game->robot_table_draw)
    {
      if (!tem_program_is_valid (turn->card))
        {
          g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_CHOICE_NEEDED,
                       _("Flip %s's top program card and say which it is."), robot->name);
          tem_need_set (error, TEM_NEED_ROBOT_CARD, (int) turn->player, TEM_NO_CELL);
          return FALSE;
        }
      plan->card = (TemProgram) turn->card;
    }
  else
    {
      if (turn->card != -1)
        {
          g_set_error_literal (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                               _("In this game the app draws the robots' cards."));
          return FALSE;
        }
      if (robot->deck_drawn >= TEM_ROBOT_DECK)
        {
          mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-SO5",
                          _("%s has no program card left this round."), robot->name);
          return FALSE;
        }
      plan->card = (TemProgram) robot->deck[robot->deck_drawn];
    }

  return tem_game_plan_robot_move (game, turn->player, plan, error);
}

/* One side of what a robot sees: "B2 (2)", "B2 (?)" or "blocked". */
static char *
describe_seen (const TemRobotSight *sight)
{
  g_autofree char *cell = NULL;

  if (sight->cell == TEM_NO_CELL)
    /* Translators: in "It sees: forward B2 (2), left C3 (3), right blocked.": a wall or the
     * other robot on that side */
    return g_strdup (C_("robot sight", "blocked"));
  cell = tem_arena_describe_cell (sight->cell);
  if (sight->value == TEM_VALUE_UNKNOWN)
    return g_strdup_printf ("%s (?)", cell);
  return g_strdup_printf ("%s (%d)", cell, sight->value);
}

/**
 * tem_robot_plan_describe_sight:
 *
 * The three zones the robot compares, as one sentence: "It sees: forward
 * B2 (2), left C3 (3), right blocked." (R-SO6, I-4).
 */
char *
tem_robot_plan_describe_sight (const TemRobotPlan *plan)
{
  g_autofree char *forward = describe_seen (&plan->seen[0]);
  g_autofree char *left = describe_seen (&plan->seen[1]);
  g_autofree char *right = describe_seen (&plan->seen[2]);

  /* Translators: each %s is a zone with its value, "B2 (2)", or "blocked";
   * "It sees: forward B2 (2), left C3 (3), right blocked." */
  return g_strdup_printf (_("It sees: forward %s, left %s, right %s."), forward, left, right);
}

/* One translated paragraph: what the robot drew, saw and did, and what to
 * do with its figure on the table. */
char *
tem_robot_plan_describe (const TemGame      *game,
                         const TemRobotPlan *plan)
{
  const TemPlayer *robot = &game->players[plan->seat];
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *to = tem_arena_describe_cell (plan->to);

  /* Translators: "Robot A draws Deploy Turret." */
  g_string_append_printf (text, _("%s draws %s."), robot->name, tem_program_get_name (plan->card));
  g_string_append_c (text, ' ');

  switch (plan->move)
    {
    case TEM_ROBOT_MOVE_FORWARD:
      g_string_append_printf (text, _("It moves forward to %s."), to);
      break;
    case TEM_ROBOT_MOVE_HIGHEST:
      g_string_append_printf (text, _("It moves to %s, the highest-valued zone it sees."), to);
      break;
    case TEM_ROBOT_MOVE_LOWEST:
      g_string_append_printf (text, _("It moves to %s, the lowest-valued zone it sees."), to);
      break;
    case TEM_ROBOT_MOVE_TIE_FORWARD:
      g_string_append_printf (text, _("A tie in value: it moves forward to %s."), to);
      break;
    case TEM_ROBOT_MOVE_TURNED_AROUND:
      if (plan->tie)
        g_string_append_printf (text, _("A tie in value sends it forward, but forward is blocked: it turns around "
                                        "and moves to %s."), to);
      else
        g_string_append_printf (text, _("Blocked: it turns around and moves to %s."), to);
      break;
    case TEM_ROBOT_MOVE_BLOCKED:
      if (plan->tie)
        g_string_append (text, _("A tie in value sends it forward, but it is blocked both ways: it turns around "
                                 "and stays."));
      else
        g_string_append (text, _("Blocked both ways: it turns around and stays."));
      break;
    case TEM_ROBOT_MOVE_JUMP:
      g_string_append_printf (text, _("It jumps onto %s in %s."), game->players[0].name, to);
      break;
    case TEM_ROBOT_MOVE_NO_LINE:
      g_string_append_printf (text, _("%s is not on its line: it does not move."), game->players[0].name);
      break;
    default:
      break;
    }

  g_string_append_c (text, ' ');
  /* Translators: "On the table: put Robot A in C2, facing west." */
  g_string_append_printf (text, _("On the table: put %s in %s, facing %s."), robot->name, to,
                          tem_direction_get_name (plan->facing));
  return g_string_free (g_steal_pointer (&text), FALSE);
}
