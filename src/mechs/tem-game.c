/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "rules/mc-rule-core.h"
#include "rules/mc-rule-error.h"
#include "rules/mc-rule-player.h"
#include "tem-game-private.h"
#include "tem-need.h"

/* Every tem_game_apply() works on a copy and commits only on success
 * (mc_rule_core_apply()), so a refused action leaves the caller's game
 * untouched whatever the checks below forget to undo. */

gboolean
tem_game_check_seat (const TemGame *game,
                     guint          seat,
                     GError       **error)
{
  return mc_rule_check_seat (seat, game->n_players, error);
}

void
tem_game_init (TemGame *game)
{
  memset (game, 0, sizeof *game);
  game->mech_controller = TEM_NOBODY;
  game->mech_cell = TEM_NO_CELL;
  game->turn.seat = TEM_NOBODY;
  game->turn.card = TEM_PROGRAM_NONE;
  game->combat.last_type = -1;
}

/* Before any rule of a turn: a game set up, not over, a known action. */
static gboolean
admit_action (const TemGame   *game,
              const TemAction *action,
              GError         **error)
{
  if (!mc_rule_check_set_up (action->kind == TEM_ACTION_NEW_GAME || tem_game_has_started (game), error))
    return FALSE;

  /* R-RD5: only a correction (the table says otherwise) or a new game
   * happens after the end. */
  if (game->over && action->kind != TEM_ACTION_NEW_GAME && action->kind != TEM_ACTION_CORRECT
      && action->kind != TEM_ACTION_SET_ZONE && action->kind != TEM_ACTION_SET_WEAPON
      && action->kind != TEM_ACTION_SET_ROW)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_GAME_OVER, "R-RD5",
                      _("The game ended after round 6; start a new game or correct the round."));
      return FALSE;
    }

  return mc_rule_check_action_kind ((int) action->kind, TEM_N_ACTION_KINDS, error);
}

/* Each kind to its rules, on the copy admit_action() let through. */
static gboolean
apply_kind (TemGame         *next,
            const TemAction *action,
            TemEvents       *caused,
            GError         **error)
{
  switch (action->kind)
    {
    case TEM_ACTION_NEW_GAME:
      return tem_game_apply_new_game (next, &action->new_game, caused, error);
    case TEM_ACTION_CORRECT:
      return tem_game_apply_correction (next, &action->correct, caused, error);
    case TEM_ACTION_HEAL:
      return tem_game_apply_heal (next, &action->heal, caused, error);
    case TEM_ACTION_UPGRADE:
      return tem_game_apply_upgrade (next, &action->upgrade, caused, error);
    case TEM_ACTION_END_ROUND:
      return tem_game_apply_end_round (next, &action->end_round, caused, error);
    case TEM_ACTION_SET_ZONE:
      return tem_game_apply_set_zone (next, &action->set_zone, caused, error);
    case TEM_ACTION_SET_WEAPON:
      return tem_game_apply_set_weapon (next, &action->set_weapon, caused, error);
    case TEM_ACTION_SET_ROW:
      return tem_game_apply_set_row (next, &action->set_row, caused, error);
    case TEM_ACTION_BEGIN_EXECUTION:
      return tem_game_apply_begin_execution (next, caused, error);
    case TEM_ACTION_MOVE:
      return tem_game_apply_move (next, &action->move, caused, error);
    case TEM_ACTION_COLLECT:
      return tem_game_apply_collect (next, &action->collect, caused, error);
    case TEM_ACTION_DEPLOY:
      return tem_game_apply_deploy (next, &action->deploy, caused, error);
    case TEM_ACTION_TAKE_MECH:
      return tem_game_apply_take_mech (next, &action->take_mech, caused, error);
    case TEM_ACTION_END_TURN:
      return tem_game_apply_end_turn (next, &action->end_turn, caused, error);
    case TEM_ACTION_ATTACK:
      next->respawn_draw = action->attack.respawn;
      return tem_game_apply_attack (next, &action->attack, caused, error);
    case TEM_ACTION_PURCHASE:
      return tem_game_apply_purchase (next, &action->purchase, caused, error);
    case TEM_ACTION_EQUIP:
      return tem_game_apply_equip (next, &action->equip, caused, error);
    case TEM_ACTION_ROBOT_TURN:
      next->respawn_draw = action->robot_turn.respawn;
      return tem_game_apply_robot_turn (next, &action->robot_turn, caused, error);
    }
  g_return_val_if_reached (FALSE);   /* admit_action() knows every kind */
}

static gboolean
apply_to_copy (TemGame         *next,
               const TemAction *action,
               TemEvents       *caused,
               GError         **error)
{
  if (!apply_kind (next, action, caused, error))
    return FALSE;
  memset (&next->respawn_draw, 0, sizeof next->respawn_draw);

  /* The Mighty Mech goes wherever its pilot goes. */
  if (next->mech_controller != TEM_NOBODY && next->players[next->mech_controller].cell != TEM_NO_CELL)
    next->mech_cell = next->players[next->mech_controller].cell;
  return TRUE;
}

/**
 * tem_game_apply:
 * @game: the game, changed only if the action is accepted
 * @action: what happened at the table
 * @events: (nullable): filled with what the action caused
 * @error: why the action was refused
 *
 * Checks @action against the rules and applies it. On refusal @game and
 * @events are untouched and @error says which rule forbids it.
 */
MC_RULE_DEFINE_APPLY (tem_game_apply, TemGame, TemAction, admit_action, apply_to_copy)
