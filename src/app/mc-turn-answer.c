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

/* After a weapon's numbers were entered for a player's attack on its
 * first line: TRUE when the type entered now counters the last attack,
 * so that the Power Attack became a choice (R-C5) the players make
 * before any attack is dealt. A robot has no choice (R-SO17), nor has a
 * jumper (R-C6: the Power Attack, already asked for). */
gboolean
mc_turn_answer_opens_a_choice (const TemGame   *game,
                               const TemAction *action)
{
  const TemCombat *combat = &game->combat;
  const TemWeaponStats *stats;

  if (action->kind != TEM_ACTION_ATTACK || game->players[action->attack.player].robot || !combat->active
      || combat->first_power || action->attack.line != TEM_ATTACK_LINE_FIRST || combat->last_type < 0
      || action->attack.weapon < 0 || action->attack.weapon >= TEM_N_WEAPON_CARDS)
    return FALSE;
  stats = &game->weapon_stats[game->weapons[action->attack.weapon].kind];
  return stats->type != TEM_WEAPON_TYPE_UNKNOWN
         && tem_weapon_type_counters (stats->type, (TemWeaponType) combat->last_type);
}
