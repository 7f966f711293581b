/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tem-game-private.h"
#include "tem-robot-plan.h"

/**
 * tem_game_describe_action:
 * @before: the game the action is applied to
 * @action: an action that @before accepts
 *
 * Says in one translated line what @action does, for toasts and history:
 * "Ana health 7 → 4".
 *
 * Returns: (transfer full): the description
 */
char *
tem_game_describe_action (const TemGame   *before,
                          const TemAction *action)
{
  const TemPlayer *player;

  switch (action->kind)
    {
    case TEM_ACTION_NEW_GAME:
      /* R-SO1: a solo game is one player against two Robot Pilots. */
      if (action->new_game.solo)
        return g_strdup (_("New solo game against the Robot Pilots"));
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "New game for %u player",
                                           "New game for %u players",
                                           action->new_game.n_players),
                              action->new_game.n_players);

    case TEM_ACTION_CORRECT:
      {
        const TemCorrection *c = &action->correct;
        int old = tem_field_is_weapon (c->field) ? 0 : tem_game_get_value (before, c->player, c->field);
        g_autofree char *weapon = tem_field_is_weapon (c->field) && c->value >= 0 && c->value < TEM_N_WEAPON_KINDS
                                  ? tem_catalogue_dup_weapon_name ((guint) c->value) : NULL;

        player = tem_field_is_per_player (c->field) ? &before->players[c->player] : NULL;
        switch (c->field)
          {
          case TEM_FIELD_WEAPON_GAINED:
            /* Translators: a correction in the history, "Ana's weapons: + Energy Sword"; a no-break
             * space after the sign keeps it with the weapon's name */
            return g_strdup_printf (_("%s's weapons: + %s"), player->name, weapon != NULL ? weapon : "?");
          case TEM_FIELD_WEAPON_RETURNED:
            /* Translators: a correction in the history, "Ana's weapons: − Energy Sword" */
            return g_strdup_printf (_("%s's weapons: − %s"), player->name, weapon != NULL ? weapon : "?");
          case TEM_FIELD_WEAPON_EQUIPPED:
            /* Translators: a correction in the history, "Ana's weapons: Energy Sword equipped" */
            return g_strdup_printf (_("%s's weapons: %s equipped"), player->name, weapon != NULL ? weapon : "?");
          case TEM_FIELD_WEAPON_STOCKPILED:
            /* Translators: a correction in the history, "Ana's weapons: Energy Sword to the stockpile" */
            return g_strdup_printf (_("%s's weapons: %s to the stockpile"), player->name,
                                    weapon != NULL ? weapon : "?");
          case TEM_FIELD_HEALTH:
            return g_strdup_printf (_("%s health %d → %d"), player->name, old, c->value);
          case TEM_FIELD_ENERGY:
            return g_strdup_printf (_("%s energy %d → %d"), player->name, old, c->value);
          case TEM_FIELD_CREDITS:
            return g_strdup_printf (_("%s credits %d → %d"), player->name, old, c->value);
          case TEM_FIELD_SCORE:
            return g_strdup_printf (_("%s score %d → %d"), player->name, old, c->value);
          case TEM_FIELD_STATUS:
            return g_strdup_printf (_("%s status %s → %s"), player->name,
                                    tem_status_get_name ((TemStatus) old),
                                    tem_status_get_name ((TemStatus) c->value));
          case TEM_FIELD_ROUND:
            return g_strdup_printf (_("Round %d → %d"), old, c->value);
          case TEM_FIELD_PILOT_HEALTH_TOP:
            /* Translators: a correction in the history, "Ana's pilot health track 8 → 9" */
            return g_strdup_printf (_("%s's pilot health track %d → %d"), player->name, old, c->value);
          case TEM_FIELD_STARTING_PLAYER:
            return g_strdup_printf (_("Starting player %s → %s"),
                                    before->players[old].name,
                                    before->players[c->value].name);
          default:
            g_return_val_if_reached (g_strdup (""));
          }
      }

    case TEM_ACTION_HEAL:
      {
        int top;

        player = &before->players[action->heal.player];
        top = tem_player_get_health_top (player);
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%s heals %d → %d for %d energy",
                                             "%s heals %d → %d for %d energy",
                                             (gulong) action->heal.energy),
                                player->name, player->health,
                                MIN (top, player->health + action->heal.energy * TEM_HEAL_PER_ENERGY),
                                action->heal.energy);
      }

    case TEM_ACTION_UPGRADE:
      player = &before->players[action->upgrade.player];
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s upgrades to Power Armor for %d credit",
                                           "%s upgrades to Power Armor for %d credits", TEM_UPGRADE_CREDITS),
                              player->name, TEM_UPGRADE_CREDITS);

    case TEM_ACTION_SET_ROW:
      {
        g_autofree char *name = tem_catalogue_dup_weapon_name ((guint) CLAMP (action->set_row.kind, 0,
                                                                             TEM_N_WEAPON_KINDS - 1));

        /* Translators: "Warhammer lies in place 2 of the row" */
        return g_strdup_printf (_("%s lies in place %d of the row"), name, action->set_row.slot + 1);
      }

    case TEM_ACTION_SET_ZONE:
      {
        g_autofree char *cell = tem_arena_describe_cell (action->set_zone.cell);

        if (action->set_zone.value == TEM_VALUE_UNKNOWN)
          /* Translators: "Zone B3: its value cleared" */
          return g_strdup_printf (_("Zone %s: its value cleared"), cell);
        /* Translators: "Zone B3 is worth 2" */
        return g_strdup_printf (_("Zone %s is worth %d"), cell, action->set_zone.value);
      }

    case TEM_ACTION_SET_WEAPON:
      return tem_catalogue_describe_weapon_value (MIN (action->set_weapon.kind, TEM_N_WEAPON_KINDS - 1),
                                                  action->set_weapon.field, action->set_weapon.value);

    case TEM_ACTION_BEGIN_EXECUTION:
      return g_strdup_printf (_("Round %u: the program cards are played, %s first"),
                              before->round, before->players[before->starting_player].name);

    case TEM_ACTION_MOVE:
      player = &before->players[action->move.player];
      /* Translators: "Ana plays Collect, north" */
      return g_strdup_printf (_("%s plays %s, %s"), player->name,
                              tem_program_get_name (action->move.card),
                              tem_direction_get_name (action->move.direction));

    case TEM_ACTION_COLLECT:
      return g_strdup_printf (_("%s collects"), before->players[action->collect.player].name);

    case TEM_ACTION_DEPLOY:
      player = &before->players[action->deploy.player];
      return g_strdup_printf (action->deploy.mine ? _("%s deploys a mine") : _("%s deploys a turret"),
                              player->name);

    case TEM_ACTION_TAKE_MECH:
      return g_strdup_printf (_("%s takes the Mighty Mech, %s"),
                              before->players[action->take_mech.player].name,
                              tem_catalogue_get_mech_side (action->take_mech.side));

    case TEM_ACTION_END_TURN:
      /* The card's action is optional: ended without it, it is said. */
      if (before->turn.action_open && before->turn.card != TEM_PROGRAM_NONE
          && before->turn.seat == (int) action->end_turn.player)
        /* Translators: "Ana skips Collect and ends the turn" */
        return g_strdup_printf (_("%s skips %s and ends the turn"), before->players[action->end_turn.player].name,
                                tem_program_get_name (before->turn.card));
      return g_strdup_printf (_("%s ends the turn"), before->players[action->end_turn.player].name);

    case TEM_ACTION_ATTACK:
      if (action->attack.weapon < 0 && !tem_game_has_equipped (before, action->attack.player))
        /* Translators: a robot in the Mighty Mech with basic weapons only (R-SO16) */
        return g_strdup_printf (_("%s has no weapon to attack with"), before->players[action->attack.player].name);
      if (action->attack.weapon < 0)
        return g_strdup_printf (_("%s attacks with the top card of its weapon stack"),
                                before->players[action->attack.player].name);
      {
        int card = CLAMP (action->attack.weapon, 0, TEM_N_WEAPON_CARDS - 1);
        g_autofree char *name = tem_catalogue_dup_weapon_name (before->weapons[card].kind);

        /* Translators: "Ana attacks with the Energy Sword" */
        return g_strdup_printf (_("%s attacks with %s"), before->players[action->attack.player].name, name);
      }

    case TEM_ACTION_PURCHASE:
      {
        int card = CLAMP (action->purchase.weapon, 0, TEM_N_WEAPON_CARDS - 1);
        g_autofree char *name = tem_catalogue_dup_weapon_name (before->weapons[card].kind);

        return g_strdup_printf (_("%s buys %s"), before->players[action->purchase.player].name, name);
      }

    case TEM_ACTION_EQUIP:
      {
        int card = CLAMP (action->equip.weapon, 0, TEM_N_WEAPON_CARDS - 1);
        g_autofree char *name = tem_catalogue_dup_weapon_name (before->weapons[card].kind);

        return g_strdup_printf (action->equip.equipped ? _("%s equips %s") : _("%s puts %s in the stockpile"),
                                before->players[action->equip.player].name, name);
      }

    case TEM_ACTION_ROBOT_TURN:
      {
        TemRobotPlan plan;
        g_autofree char *to = NULL;

        if (!tem_game_plan_robot_turn (before, &action->robot_turn, &plan, NULL))
          return g_strdup_printf (_("%s's turn"), before->players[action->robot_turn.player].name);
        to = tem_arena_describe_cell (plan.to);
        /* Not "to E4" when it stays there (walk 22, pl: "ruch do strefy
         * E4" while the sheet said the robot does not move). */
        if (plan.to == plan.from)
          /* Translators: "Robot B plays Diagonal Jump and stays in E4" */
          return g_strdup_printf (_("%s plays %s and stays in %s"), before->players[action->robot_turn.player].name,
                                  tem_program_get_name (plan.card), to);
        /* Translators: "Robot A plays Collect: C3" */
        return g_strdup_printf (_("%s plays %s: %s"), before->players[action->robot_turn.player].name,
                                tem_program_get_name (plan.card), to);
      }

    case TEM_ACTION_END_ROUND:
      if (tem_game_is_scoring_round (before->round) && action->end_round.scored_by_hand)
        return before->round >= TEM_ROUNDS
               ? g_strdup_printf (_("Round %u ends unscored, points by hand: the game is over"), before->round)
               : g_strdup_printf (_("Round %u ends unscored, points by hand; round %u begins, %s starts"),
                                  before->round, before->round + 1,
                                  before->players[before->solo ? before->starting_player
                                                  : (before->starting_player + 1) % before->n_players].name);
      if (tem_game_is_scoring_round (before->round) && before->round < TEM_ROUNDS)
        return g_strdup_printf (_("Round %u is scored; round %u begins, %s starts"),
                                before->round, before->round + 1,
                                before->players[before->solo ? before->starting_player
                                                : (before->starting_player + 1) % before->n_players].name);
      if (before->round >= TEM_ROUNDS)
        return g_strdup_printf (_("Round %u is scored: the game is over"), before->round);
      /* R-RD4: the starting token passes clockwise; in solo the human
       * starts every round (I-A8). */
      return g_strdup_printf (_("Round %u ends; round %u begins, %s starts"),
                              before->round, before->round + 1,
                              before->players[before->solo ? before->starting_player
                                              : (before->starting_player + 1) % before->n_players].name);

    default:
      return g_strdup (_("Unknown action"));
    }
}
