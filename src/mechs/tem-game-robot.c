/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "rules/mc-rule-error.h"
#include "tem-game-private.h"
#include "tem-need.h"
#include "tem-robot-plan.h"

/* The Robot Pilots of the solo mode (R-SO1 to R-SO21): their setup, their
 * shuffled decks, and a turn applied as the Robot Pilot Guide says (its
 * move is worked out in tem-robot-plan.c). Every shuffle comes from the
 * game's own generator, so a replay is the same. */

#define ROBOT_MAX_ADVANCED 4               /* R-SO13 */

static int
find_supply_card (const TemGame *game,
                  guint          kind)
{
  return tem_game_find_weapon_card (game, kind, TEM_PLACE_SUPPLY);
}

static void
give_weapon (TemGame *game,
             guint    seat,
             guint    kind)
{
  int card = find_supply_card (game, kind);

  if (card < 0)
    return;
  game->weapons[card].place = TEM_PLACE_OWNED;
  game->weapons[card].owner = (int) seat;
  game->weapons[card].equipped = TRUE;
}

/* R-SO4: eight cards, each action once and one of them twice. */
void
tem_game_shuffle_robot_deck (TemGame *game,
                             guint    seat)
{
  TemPlayer *robot = &game->players[seat];

  robot->deck_drawn = 0;
  if (game->robot_table_draw)
    return;

  for (int i = 0; i < TEM_N_PROGRAMS; i++)
    robot->deck[i] = i;
  robot->deck[TEM_N_PROGRAMS] = game->robot_duplicate;

  for (guint i = TEM_ROBOT_DECK - 1; i > 0; i--)
    {
      guint j = tem_game_next_random (game, i + 1);
      int swap = robot->deck[i];

      robot->deck[i] = robot->deck[j];
      robot->deck[j] = swap;
    }
}

/**
 * tem_game_draw_robot_weapon:
 *
 * R-SO17: the robot's equipped weapons form a face-down stack, shuffled;
 * each attack flips a card not yet used in this combat, at random from
 * the game's generator (the same as flipping a shuffled stack). When all
 * are used it reshuffles: a robot never retreats.
 *
 * Returns: a weapon card, or -1 if the robot has none equipped
 */
int
tem_game_draw_robot_weapon (TemGame *game,
                            guint    seat)
{
  int cards[TEM_N_WEAPON_CARDS];
  guint n = 0;

  for (int pass = 0; pass < 2 && n == 0; pass++)
    {
      for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
        {
          const TemWeaponCard *weapon = &game->weapons[card];

          if (weapon->place == TEM_PLACE_OWNED && weapon->owner == (int) seat && weapon->equipped
              && !(game->combat.exhausted & (1u << card)))
            cards[n++] = (int) card;
        }

      if (n == 0)
        for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
          if (game->weapons[card].owner == (int) seat)
            game->combat.exhausted &= ~(1u << card);
    }

  return n > 0 ? cards[tem_game_next_random (game, n)] : -1;
}

/* R-SO15: "If the Robot Pilot enters a Zone with an empty Mighty Mech,
 * it then automatically takes control, regardless of its health, and
 * scores 2": no side ability, 11 health. */
void
tem_game_robot_take_mech (TemGame   *game,
                          guint      seat,
                          TemEvents *events)
{
  TemPlayer *robot = &game->players[seat];

  robot->status = TEM_STATUS_MIGHTY_MECH;
  robot->health = TEM_MIGHTY_MECH_HEALTH;
  game->mech_controller = (int) seat;
  game->mech_side = TEM_MECH_SIDE_NONE;
  tem_game_add_score (game, (int) seat, TEM_MECH_ENTRY_VP, TEM_SCORE_MECH_ENTRY, events);
  tem_events_add (events, TEM_EVENT_MECH_TAKEN, (int) seat, TEM_MECH_SIDE_NONE);
  tem_game_fit_equipment (game, seat);
  robot->reequip = FALSE;
}

/* R-SO1 to R-SO4 */
void
tem_game_setup_robot (TemGame *game,
                      guint    seat)
{
  TemPlayer *robot = &game->players[seat];
  int numbers[TEM_MINES] = { 1, 2, 3, 4 };

  robot->robot = TRUE;
  robot->status = TEM_STATUS_POWER_ARMOR;
  robot->pilot_health_top = TEM_POWER_ARMOR_HEALTH;
  robot->health = TEM_POWER_ARMOR_HEALTH;
  robot->facing = TEM_DIRECTION_NORTH;

  /* R-SO3: one robot with a Pulse Pistol and an Energy Sword, the other
   * with a Pulse Pistol and a Grenade Launcher. */
  give_weapon (game, seat, TEM_KIND_PULSE_PISTOL);
  give_weapon (game, seat, seat == 1 ? TEM_KIND_ENERGY_SWORD : TEM_KIND_GRENADE_LAUNCHER);

  /* R-SO4: its mines shuffled face down, one at random on its base: their
   * numbers stay secret until one goes off, turned over then and entered
   * (walk 13: the app drew them and told the human "put Robot A's mine
   * numbered 4", which the book keeps from them; walk 9: a token put
   * down other than the app's disagreed with it). Games begun before
   * TEM_RULES_EDITION_SOLO_BY_THE_GUIDE keep the app's draw; the
   * shuffle is made either way, so that what follows draws the same. */
  if (!game->robot_table_draw)
    for (guint i = TEM_MINES - 1; i > 0; i--)
      {
        guint j = tem_game_next_random (game, i + 1);
        int swap = numbers[i];

        numbers[i] = numbers[j];
        numbers[j] = swap;
      }
  for (guint i = 0; i < TEM_MINES; i++)
    robot->mine_numbers[i] = game->robot_table_draw || game->rules_edition >= TEM_RULES_EDITION_SOLO_BY_THE_GUIDE
                             ? 0 : numbers[i];

  tem_game_shuffle_robot_deck (game, seat);
}

/* R-SO12: deploy if it can, else Collect (*acted stays FALSE). The cost
 * is the zone's value: asked when its card was never entered, not taken
 * as a reason to Collect. */
static gboolean
robot_deploy (TemGame   *game,
              guint      seat,
              gboolean   mine,
              gboolean  *acted,
              TemEvents *events,
              GError   **error)
{
  TemPlayer *robot = &game->players[seat];
  int cell = robot->cell;
  int cost = game->arena.zones[cell].value;
  int *tokens = mine ? robot->mines : robot->turrets;
  guint n_tokens = mine ? TEM_MINES : TEM_TURRETS;
  int free_slots[TEM_MINES];
  guint n_free = 0;
  gboolean is_mine;
  int slot;

  *acted = FALSE;
  if (tem_game_find_token_owner (game, cell, &is_mine) != TEM_NOBODY)
    return TRUE;                                 /* the other robot's, or any (R-A7) */
  if (cell == game->mech_cell && game->mech_controller == TEM_NOBODY)
    return TRUE;                                 /* I-1 */

  for (guint i = 0; i < n_tokens; i++)
    if (tokens[i] == TEM_NO_CELL)
      free_slots[n_free++] = (int) i;
  if (n_free == 0)
    return TRUE;                                 /* all out */
  if (cost == TEM_VALUE_UNKNOWN)
    return game->rules_edition < TEM_RULES_EDITION_ASKS || tem_game_need_zone_value (game, cell, error);
  if ((mine ? robot->credits : robot->energy) < cost)
    return TRUE;

  /* A random one of its face-down mines. */
  slot = free_slots[mine ? tem_game_next_random (game, n_free) : 0];
  tokens[slot] = cell;
  if (mine)
    robot->credits -= cost;
  else
    robot->energy -= cost;
  /* A mine the app drew is named by its number, so that the token put on
   * the table is the one the app counts when it goes off (walk 9: the
   * app's number and the table's token disagreed). */
  mc_rule_events_add (events, TEM_EVENT_DEPLOYED, (int) seat, cell,
                      !mine ? 0 : robot->mine_numbers[slot] > 0 ? 1 + robot->mine_numbers[slot] : 1);
  *acted = TRUE;
  return TRUE;
}

static guint
count_advanced (const TemGame *game,
                guint          seat,
                gboolean       equipped_only)
{
  guint n = 0;

  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    {
      const TemWeaponCard *weapon = &game->weapons[card];

      n += weapon->place == TEM_PLACE_OWNED && weapon->owner == (int) seat
           && weapon->kind >= TEM_N_BASIC_KINDS && (!equipped_only || weapon->equipped);
    }

  return n;
}

/* R-SO16: it equips what it buys; in Power Armor with more than two
 * advanced weapons it shuffles them and equips two. */
static void
robot_equip (TemGame *game,
             guint    seat,
             int      bought)
{
  TemPlayer *robot = &game->players[seat];
  int advanced[TEM_N_WEAPON_CARDS];
  guint n = 0;

  if (robot->status == TEM_STATUS_MIGHTY_MECH)
    {
      game->weapons[bought].equipped = count_advanced (game, seat, TRUE) < 4;
      return;
    }

  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game->weapons[card].place == TEM_PLACE_OWNED && game->weapons[card].owner == (int) seat
        && game->weapons[card].kind >= TEM_N_BASIC_KINDS)
      {
        advanced[n++] = (int) card;
        game->weapons[card].equipped = FALSE;
      }

  for (guint picked = 0; picked < MIN (n, 2); picked++)
    {
      guint j = picked + tem_game_next_random (game, n - picked);
      int swap = advanced[picked];

      advanced[picked] = advanced[j];
      advanced[j] = swap;
      game->weapons[advanced[picked]].equipped = TRUE;
    }
}

/* R-SO16: out of the Mech, it equips its basic weapons and up to two
 * advanced ones on the Power Armor. */
static void
robot_reequip (TemGame *game,
               guint    seat)
{
  int first_advanced = -1;

  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    {
      TemWeaponCard *weapon = &game->weapons[card];

      if (weapon->place != TEM_PLACE_OWNED || weapon->owner != (int) seat)
        continue;
      weapon->equipped = weapon->kind < TEM_N_BASIC_KINDS;
      if (weapon->kind >= TEM_N_BASIC_KINDS && first_advanced < 0)
        first_advanced = (int) card;
    }

  if (first_advanced >= 0)
    robot_equip (game, seat, first_advanced);
}

/**
 * tem_game_respawn_robot:
 *
 * R-SO20: a KO'd robot keeps its Power Armor, at full health, back at its
 * base facing north, or facing the human when the human is in the row
 * next to its base. It never enters Ad Hoc mode (R-SO17). KO'd in the
 * Mech by a token, it leaves the Mech where it stood (R-MM4).
 */
gboolean
tem_game_respawn_robot (TemGame   *game,
                        guint      seat,
                        TemEvents *events,
                        GError   **error)
{
  TemPlayer *robot = &game->players[seat];
  int from = robot->cell;
  int base = tem_arena_find_base (&game->arena, (int) seat);
  int human = game->players[0].cell;
  /* Out of the Mech, back in its Power Armor: said so; else as it was. */
  gboolean left_mech = robot->status == TEM_STATUS_MIGHTY_MECH;

  if (left_mech)
    {
      game->mech_controller = TEM_NOBODY;
      game->mech_side = TEM_MECH_SIDE_NONE;
      game->mech_cell = from;
      tem_events_add (events, TEM_EVENT_MECH_LEFT, (int) seat, from);
    }

  robot->status = TEM_STATUS_POWER_ARMOR;
  robot->health = TEM_POWER_ARMOR_HEALTH;
  robot_reequip (game, seat);
  robot->reequip = FALSE;
  robot->cell = TEM_NO_CELL;

  robot->facing = TEM_DIRECTION_NORTH;
  if (base != TEM_NO_CELL && tem_arena_cell_row (human) == tem_arena_cell_row (base) - 1
      && tem_arena_cell_col (human) != tem_arena_cell_col (base))
    robot->facing = tem_arena_cell_col (human) < tem_arena_cell_col (base) ? TEM_DIRECTION_WEST : TEM_DIRECTION_EAST;

  if (base != TEM_NO_CELL && tem_game_find_pilot (game, base, (int) seat) == TEM_NOBODY)
    {
      robot->cell = base;
      mc_rule_events_add (events, TEM_EVENT_RESPAWNED, (int) seat, base, left_mech);
      return TRUE;
    }

  /* Its base taken: draw unused program cards and resolve their movement
   * from its base until one reaches an open zone (R-SO20). */
  robot->cell = base;
  if (game->robot_table_draw)
    {
      /* The players flip the robot's real cards: follow them, in order. */
      guint unused = TEM_ROBOT_DECK - MIN (robot->cards_played, TEM_ROBOT_DECK);

      for (guint i = 0; i < game->respawn_draw.n_cards; i++)
        {
          TemRobotPlan plan;

          if (!tem_program_is_valid (game->respawn_draw.cards[i]))
            {
              mc_rule_refuse (error, MC_RULE_ERROR_INVALID, "R-SO20",
                              _("That is not one of the program cards."));
              return FALSE;
            }
          memset (&plan, 0, sizeof plan);
          plan.card = (TemProgram) game->respawn_draw.cards[i];
          if (!tem_game_plan_robot_move (game, seat, &plan, error))
            return FALSE;
          if (plan.to != base && tem_game_find_pilot (game, plan.to, (int) seat) == TEM_NOBODY)
            {
              robot->cell = plan.to;
              robot->facing = plan.facing;
              mc_rule_events_add (events, TEM_EVENT_RESPAWNED, (int) seat, robot->cell, left_mech);
              return TRUE;
            }
        }

      /* Not there yet, and unused cards left: the next one, please. */
      if (game->respawn_draw.n_cards < unused)
        {
          g_autofree char *name = tem_arena_describe_cell (base);

          mc_rule_refuse (error, MC_RULE_ERROR_CHOICE_NEEDED, "R-SO20",
                          game->respawn_draw.n_cards == 0
                          ? _("%s's base %s is taken. Flip its next unused program card and say which it is: "
                              "it moves from its base by that card.")
                      : _("That card does not reach an open zone from %s's base %s. Flip its next unused "
                          "program card and say which it is."),
                      robot->name, name);
          tem_need_set (error, TEM_NEED_RESPAWN_CARD, (int) seat, base);
          return FALSE;
        }
    }
  else
    {
      /* The cards looked at go back under the stack (I-A9): the robot still
       * plays its four cards this round. */
      for (guint next = robot->deck_drawn; next < TEM_ROBOT_DECK; next++)
        {
          TemRobotPlan plan;

          memset (&plan, 0, sizeof plan);
          plan.card = (TemProgram) robot->deck[next];
          if (tem_game_plan_robot_move (game, seat, &plan, NULL) && plan.to != base
              && tem_game_find_pilot (game, plan.to, (int) seat) == TEM_NOBODY)
            {
              robot->cell = plan.to;
              robot->facing = plan.facing;
              mc_rule_events_add (events, TEM_EVENT_RESPAWNED, (int) seat, robot->cell, left_mech);
              return TRUE;
            }
        }
    }

  /* No unused card reaches an open zone: the first of the closest open
   * zones to its base (I-A9). */
  {
    int candidates[TEM_ARENA_CELLS];
    guint n;

    robot->cell = TEM_NO_CELL;
    n = tem_game_closest_safe (game, seat, base, candidates);
    robot->cell = n > 0 ? candidates[0] : base;
    mc_rule_events_add (events, TEM_EVENT_RESPAWNED, (int) seat, robot->cell, left_mech);
  }

  return TRUE;
}

/* R-SO13: the first advanced weapon of the row it can afford, left to
 * right, never a basic, at most four; else Collect. */
static gboolean
robot_purchase (TemGame            *game,
                const TemRobotTurn *turn,
                gboolean           *bought,
                TemEvents          *events,
                GError            **error)
{
  TemPlayer *robot = &game->players[turn->player];
  int choice = -1;

  *bought = FALSE;
  if (count_advanced (game, turn->player, FALSE) >= ROBOT_MAX_ADVANCED)
    return TRUE;

  /* It looks at the whole row: a place the players have not said yet is
   * asked, not skipped. */
  for (int slot = 0; slot < TEM_ROW_SIZE; slot++)
    {
      if (tem_game_row_place_is_unknown (game, slot))
        {
          mc_rule_refuse (error, MC_RULE_ERROR_UNKNOWN_VALUE, "R-SO13",
                          _("%s looks at the row: say which card lies face up in place %d."),
                          robot->name, slot + 1);
          tem_need_set (error, TEM_NEED_ROW_CARD, (int) turn->player, slot);
          return FALSE;
        }
    }

  for (int slot = 0; slot < TEM_ROW_SIZE && choice < 0; slot++)
    for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
      {
        const TemWeaponCard *weapon = &game->weapons[card];
        const TemWeaponStats *stats;

        if (weapon->place != TEM_PLACE_ROW || weapon->slot != slot)
          continue;
        stats = &game->weapon_stats[weapon->kind];
        if (stats->cost_energy == TEM_VALUE_UNKNOWN || stats->cost_credits == TEM_VALUE_UNKNOWN)
          {
            g_autofree char *name = tem_catalogue_dup_weapon_name (weapon->kind);

            mc_rule_refuse (error, MC_RULE_ERROR_UNKNOWN_VALUE, "R-SO13",
                            _("%s looks at %s in the row: enter the cost printed on that card."),
                            robot->name, name);
            tem_need_set_weapon (error, (int) weapon->kind, TEM_WEAPON_FIELD_COST_ENERGY);
            return FALSE;
          }
        if (robot->energy >= stats->cost_energy && robot->credits >= stats->cost_credits)
          choice = (int) card;
      }

  if (choice < 0)
    return TRUE;

  {
    TemPurchase purchase = { turn->player, choice, turn->refill_kind };

    /* The same purchase as a player's, refill and all. */
    if (!tem_game_buy_weapon (game, &purchase, events, error))
      return FALSE;
    robot->reequip = FALSE;
    robot_equip (game, turn->player, choice);
    *bought = TRUE;
  }

  return TRUE;
}

/* R-SO14: "The Robot Pilot pays energy as it can and needs to heal to its
 * full health. If it is already at full health, it Collects instead."
 * Returns FALSE when it Collects instead: at full health, or in the Mech
 * (R-SO15, where Power Up has no effect). A hurt robot with no energy
 * pays nothing, heals nothing and does not Collect. */
static gboolean
robot_power_up (TemGame   *game,
                guint      seat,
                TemEvents *events)
{
  TemPlayer *robot = &game->players[seat];
  int top = tem_player_get_health_top (robot);
  int needed = (top - robot->health + TEM_HEAL_PER_ENERGY - 1) / TEM_HEAL_PER_ENERGY;
  int paid = MIN (needed, robot->energy);
  int healed;

  if (robot->status == TEM_STATUS_MIGHTY_MECH || robot->health >= top)
    return FALSE;
  /* Games begun before: no energy, it Collected instead. */
  if (paid <= 0 && game->rules_edition == TEM_RULES_EDITION_FIRST)
    return FALSE;

  paid = MAX (paid, 0);
  healed = MIN (top, robot->health + paid * TEM_HEAL_PER_ENERGY) - robot->health;
  robot->energy -= paid;
  robot->health += healed;
  tem_events_add (events, TEM_EVENT_HEALED, (int) seat, healed);
  return TRUE;
}

/* R-SO6 to R-SO16: the card drawn, the move, what it triggers, the action
 * or its fallback to Collect. Without a combat the turn then passes. */
gboolean
tem_game_apply_robot_turn (TemGame            *game,
                           const TemRobotTurn *turn,
                           TemEvents          *events,
                           GError            **error)
{
  TemRobotPlan plan;
  TemPlayer *robot;
  gboolean knocked_out = FALSE, acted = FALSE;
  gboolean unknown;
  int unknown_cell = TEM_NO_CELL;

  if (!tem_game_plan_robot_turn (game, turn, &plan, error))
    return FALSE;
  robot = &game->players[turn->player];

  if (!game->robot_table_draw)
    robot->deck_drawn++;
  game->turn.card = plan.card;
  robot->facing = plan.facing;
  mc_rule_events_add (events, TEM_EVENT_ROBOT_PLAYED, (int) turn->player, plan.card, plan.move);

  if (plan.to != plan.from)
    {
      gboolean onto_human = game->players[0].cell == plan.to;
      gboolean is_mine;
      int owner;

      /* A human whose weapons were never recorded is asked which basic
       * weapon they kept (R-S8); one whose weapons are all used retreats
       * at their first attack (R-C7), and a robot's empty stack passes
       * (I-A11). */
      if (onto_human && game->rules_edition >= TEM_RULES_EDITION_ASKS
          && !tem_game_need_recorded_weapon (game, 0, error))
        return FALSE;

      robot->cell = plan.to;
      tem_events_add (events, TEM_EVENT_MOVED, (int) turn->player, plan.to);

      /* R-SO10: the other robot's tokens never go off for a robot; R-M4:
       * the human's do. With the human there, a mine before the combat
       * and a turret after it (R-A10). */
      owner = tem_game_find_token_owner (game, plan.to, &is_mine);
      if (owner == 0 && !tem_game_resolve_trap (game, turn->player, plan.to, !onto_human,
                                                turn->mine_number, TEM_NO_CELL, &knocked_out, events, error))
        return FALSE;

      if (!knocked_out && onto_human)
        {
          game->combat.active = TRUE;
          game->combat.attacker = (int) turn->player;
          game->combat.defender = 0;
          game->combat.next = (int) turn->player;
          game->combat.cell = plan.to;
          game->combat.last_type = -1;
          game->combat.first_power = plan.move == TEM_ROBOT_MOVE_JUMP;    /* R-SO19 */
          game->combat.exhausted = 0;
          game->turn.action_open = FALSE;
          tem_events_add (events, TEM_EVENT_COMBAT_STARTED, (int) turn->player, 0);
          tem_game_add_score (game, (int) turn->player, 1, TEM_SCORE_COMBAT_START, events);
          return TRUE;
        }

      /* R-SO15: an empty Mighty Mech is taken at once, whatever its health. */
      if (!knocked_out && plan.to == game->mech_cell && game->mech_controller == TEM_NOBODY)
        tem_game_robot_take_mech (game, turn->player, events);
    }

  if (!knocked_out && !tem_program_is_jump (plan.card))
    {
      switch (plan.card)
        {
        case TEM_PROGRAM_DEPLOY_MINE:
        case TEM_PROGRAM_DEPLOY_TURRET:
          if (!robot_deploy (game, turn->player, plan.card == TEM_PROGRAM_DEPLOY_MINE, &acted, events, error))
            return FALSE;
          break;
        case TEM_PROGRAM_PURCHASE:
          if (!robot_purchase (game, turn, &acted, events, error))
            return FALSE;
          break;
        case TEM_PROGRAM_POWER_UP:
          acted = robot_power_up (game, turn->player, events);
          break;
        case TEM_PROGRAM_COLLECT:
        case TEM_PROGRAM_DOUBLE_JUMP:
        case TEM_PROGRAM_DIAGONAL_JUMP:
        default:
          break;
        }

      /* Collect, as the card says or as the fallback (R-SO11 to R-SO14). */
      if (!acted)
        {
          tem_game_collect_for (game, turn->player, &unknown, &unknown_cell, events);
          if (unknown)
            {
              g_autofree char *name = tem_arena_describe_cell (unknown_cell);

              g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_UNKNOWN_VALUE,
                           _("Zone %s has no resource entered yet: enter the icons on its card."), name);
              tem_need_set (error, TEM_NEED_ZONE_RESOURCES, -1, unknown_cell);
              return FALSE;
            }
        }
    }

  {
    TemEndTurn end = { turn->player };

    game->turn.action_open = FALSE;
    return tem_game_apply_end_turn (game, &end, events, error);
  }
}
