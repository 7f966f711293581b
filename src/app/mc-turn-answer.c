/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mc-turn-answer.h"

/* The one thing the rules core asked for is filled into the action. */
void
mc_turn_answer_fill (TemAction     *action,
                     const TemNeed *need,
                     int            value)
{
  switch (need->kind)
    {
    case TEM_NEED_MINE_NUMBER:
      if (action->kind == TEM_ACTION_MOVE)
        action->move.mine_number = value;
      else if (action->kind == TEM_ACTION_ROBOT_TURN)
        action->robot_turn.mine_number = value;
      break;
    case TEM_NEED_CELL:
      if (action->kind == TEM_ACTION_MOVE)
        action->move.choice_cell = value;
      else if (action->kind == TEM_ACTION_ATTACK)
        {
          /* The first question is where the loser goes; a second one, a
           * turret's victim after the combat. */
          if (action->attack.choice_cell == TEM_NO_CELL)
            action->attack.choice_cell = value;
          else
            action->attack.turret_choice_cell = value;
        }
      break;
    case TEM_NEED_TOKEN:
      if (action->kind == TEM_ACTION_DEPLOY)
        action->deploy.from_cell = value;
      break;
    case TEM_NEED_MECH_SIDE:
      if (action->kind == TEM_ACTION_TAKE_MECH)
        action->take_mech.side = value;
      break;
    case TEM_NEED_MECH_AFTER_KO:
      if (action->kind == TEM_ACTION_ATTACK)
        action->attack.mech = value;
      break;
    case TEM_NEED_REFILL:
      if (action->kind == TEM_ACTION_PURCHASE)
        action->purchase.refill_kind = value;
      else if (action->kind == TEM_ACTION_ROBOT_TURN)
        action->robot_turn.refill_kind = value;
      break;
    case TEM_NEED_ROBOT_CARD:
      if (action->kind == TEM_ACTION_ROBOT_TURN)
        action->robot_turn.card = value;
      break;
    case TEM_NEED_RESPAWN_CARD:
      {
        /* R-SO20: one more card flipped for the robot, after the others. */
        TemRespawnDraw *draw = action->kind == TEM_ACTION_ATTACK ? &action->attack.respawn
                               : action->kind == TEM_ACTION_ROBOT_TURN ? &action->robot_turn.respawn : NULL;

        if (draw != NULL && draw->n_cards < TEM_ROBOT_DECK)
          draw->cards[draw->n_cards++] = (guint8) value;
      }
      break;
    case TEM_NEED_ROBOT_WEAPON:
      if (action->kind == TEM_ACTION_ATTACK)
        action->attack.weapon = value;
      break;
    case TEM_NEED_NONE:
    case TEM_NEED_ZONE_VALUE:
    case TEM_NEED_ZONE_RESOURCES:
    case TEM_NEED_WEAPON_FIELD:
    case TEM_NEED_STARTING_WEAPON:
    case TEM_NEED_ROW_CARD:
    default:
      break;
    }
}
