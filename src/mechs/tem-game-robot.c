/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tem-error.h"
#include "tem-game-private.h"
#include "tem-need.h"
#include "tem-robot-plan.h"

/* The Robot Pilots of the solo mode (R-SO1 to R-SO21): their setup, their
 * shuffled decks, and a turn worked out from the Robot Pilot Guide. Every
 * shuffle comes from the game's own generator, so a replay is the same. */

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

  /* R-SO4: its mines shuffled face down, one at random on its base. With
   * the app drawing, it knows their numbers; at the table, they stay
   * secret until revealed. */
  if (!game->robot_table_draw)
    for (guint i = TEM_MINES - 1; i > 0; i--)
      {
        guint j = tem_game_next_random (game, i + 1);
        int swap = numbers[i];

        numbers[i] = numbers[j];
        numbers[j] = swap;
      }
  for (guint i = 0; i < TEM_MINES; i++)
    robot->mine_numbers[i] = game->robot_table_draw ? 0 : numbers[i];

  tem_game_shuffle_robot_deck (game, seat);
}

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
      tem_refuse (error, TEM_RULES_ERROR_FORBIDDEN, "R-SO6",
                  _("%s is not a Robot Pilot."), game->players[seat].name);
      return FALSE;
    }

  if (game->phase != TEM_PHASE_EXECUTION || game->turn.seat != (int) seat)
    {
      tem_refuse (error, TEM_RULES_ERROR_FORBIDDEN, "R-SO5",
                  _("It is not %s's turn."), game->players[seat].name);
      return FALSE;
    }

  if (game->combat.active)
    {
      tem_refuse (error, TEM_RULES_ERROR_FORBIDDEN, "R-C2",
                  _("The combat goes on until a pilot is KO'd or retreats."));
      return FALSE;
    }

  if (game->turn.card != TEM_PROGRAM_NONE)
    {
      tem_refuse (error, TEM_RULES_ERROR_FORBIDDEN, "R-RD3",
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
static gboolean
plan_move (const TemGame *game,
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
          g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_CHOICE_NEEDED,
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
          g_set_error_literal (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                               _("In this game the app draws the robots' cards."));
          return FALSE;
        }
      if (robot->deck_drawn >= TEM_ROBOT_DECK)
        {
          tem_refuse (error, TEM_RULES_ERROR_FORBIDDEN, "R-SO5",
                      _("%s has no program card left this round."), robot->name);
          return FALSE;
        }
      plan->card = (TemProgram) robot->deck[robot->deck_drawn];
    }

  return plan_move (game, turn->player, plan, error);
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
  tokens[free_slots[mine ? tem_game_next_random (game, n_free) : 0]] = cell;
  if (mine)
    robot->credits -= cost;
  else
    robot->energy -= cost;
  tem_events_add_full (events, TEM_EVENT_DEPLOYED, (int) seat, cell, mine);
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

  if (robot->status == TEM_STATUS_MIGHTY_MECH)
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
      tem_events_add (events, TEM_EVENT_RESPAWNED, (int) seat, base);
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
              tem_refuse (error, TEM_RULES_ERROR_INVALID, "R-SO20",
                          _("That is not one of the program cards."));
              return FALSE;
            }
          memset (&plan, 0, sizeof plan);
          plan.card = (TemProgram) game->respawn_draw.cards[i];
          if (!plan_move (game, seat, &plan, error))
            return FALSE;
          if (plan.to != base && tem_game_find_pilot (game, plan.to, (int) seat) == TEM_NOBODY)
            {
              robot->cell = plan.to;
              robot->facing = plan.facing;
              tem_events_add (events, TEM_EVENT_RESPAWNED, (int) seat, robot->cell);
              return TRUE;
            }
        }

      /* Not there yet, and unused cards left: the next one, please. */
      if (game->respawn_draw.n_cards < unused)
        {
          g_autofree char *name = tem_arena_describe_cell (base);

          tem_refuse (error, TEM_RULES_ERROR_CHOICE_NEEDED, "R-SO20",
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
          if (plan_move (game, seat, &plan, NULL) && plan.to != base
              && tem_game_find_pilot (game, plan.to, (int) seat) == TEM_NOBODY)
            {
              robot->cell = plan.to;
              robot->facing = plan.facing;
              tem_events_add (events, TEM_EVENT_RESPAWNED, (int) seat, robot->cell);
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
    tem_events_add (events, TEM_EVENT_RESPAWNED, (int) seat, robot->cell);
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
          tem_refuse (error, TEM_RULES_ERROR_UNKNOWN_VALUE, "R-SO13",
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

            tem_refuse (error, TEM_RULES_ERROR_UNKNOWN_VALUE, "R-SO13",
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
  tem_events_add_full (events, TEM_EVENT_ROBOT_PLAYED, (int) turn->player, plan.card, plan.move);

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
        {
          robot->status = TEM_STATUS_MIGHTY_MECH;
          robot->health = TEM_MIGHTY_MECH_HEALTH;
          game->mech_controller = (int) turn->player;
          game->mech_side = TEM_MECH_SIDE_NONE;
          tem_game_add_score (game, (int) turn->player, TEM_MECH_ENTRY_VP, TEM_SCORE_MECH_ENTRY, events);
          tem_events_add (events, TEM_EVENT_MECH_TAKEN, (int) turn->player, TEM_MECH_SIDE_NONE);
          tem_game_fit_equipment (game, turn->player);
          robot->reequip = FALSE;
        }
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

              g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_UNKNOWN_VALUE,
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
