/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "rules/mc-rule-error.h"
#include "tem-robot-plan.h"
#include "tem-scoring.h"
#include "tem-simulation.h"

/* A scripted human: a random program card each turn, then its action if
 * the rules allow it, the first weapon at hand in combat, the first zone
 * offered when a choice is asked. Simple, legal and deterministic. */

#define MAX_ATTEMPTS 200000

typedef struct
{
  guint64 state;
} Random;

static guint32
random_below (Random *random,
              guint32 bound)
{
  guint64 z = (random->state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  z ^= z >> 31;
  return bound == 0 ? 0 : (guint32) (((z >> 32) * bound) >> 32);
}

/* 1: accepted; 0: refused; -1: an invariant broke (@error says which). */
static int
attempt (TemGame       *game,
         TemAction     *action,
         int           *choice,
         gboolean       check,
         TemSimulation *result,
         GError       **error)
{
  g_autoptr(GError) refusal = NULL;
  TemEvents events;
  gboolean ok = tem_game_apply (game, action, &events, &refusal);

  /* A robot's mine gone off under the human (R-SO4: its number secret
   * until then): the token turned over, one of 1 to 4 by its zone. */
  if (!ok && action->kind == TEM_ACTION_MOVE && tem_need_from_error (refusal) != NULL
      && tem_need_from_error (refusal)->kind == TEM_NEED_MINE_NUMBER)
    {
      action->move.mine_number = 1 + tem_need_from_error (refusal)->cell % TEM_MINES;
      g_clear_error (&refusal);
      ok = tem_game_apply (game, action, &events, &refusal);
    }

  /* A choice asked (where a pilot goes, which token moves): the first
   * zone that the rules accept. */
  if (!ok && choice != NULL && refusal->code == MC_RULE_ERROR_CHOICE_NEEDED)
    for (int cell = 0; cell < TEM_ARENA_CELLS && !ok; cell++)
      if (tem_arena_is_zone (&game->arena, cell))
        {
          g_clear_error (&refusal);
          *choice = cell;
          /* An attack may need a second zone, for a turret after it. */
          if (action->kind == TEM_ACTION_ATTACK)
            action->attack.turret_choice_cell = cell;
          ok = tem_game_apply (game, action, &events, &refusal);
        }

  if (!ok)
    return 0;

  result->n_actions++;
  for (guint i = 0; i < events.n_events; i++)
    if (events.events[i].kind == TEM_EVENT_KNOCKED_OUT && events.events[i].player >= 0
        && events.events[i].player < 3)
      result->knockouts[events.events[i].player]++;

  if (check && !tem_game_check_invariants (game, error))
    return -1;
  return 1;
}

static void
setup (Random    *random,
       guint32    seed,
       TemGame   *game)
{
  TemAction action;
  int kinds[TEM_N_ADVANCED_KINDS];

  tem_game_init (game);
  tem_action_init_solo_game (&action, "Human", TEM_COLOUR_RED, "", 6, "Robot A", "Robot B",
                             (int) random_below (random, TEM_N_PROGRAMS), seed);
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    {
      TemZone *zone = &action.new_game.arena.zones[cell];

      if (zone->kind == TEM_ZONE_NONE)
        continue;
      zone->value = 1 + (int) random_below (random, 3);
      if (zone->kind == TEM_ZONE_RESOURCE)
        zone->resources = 1 + random_below (random, 3);
    }
  action.new_game.starting_basic[0] = (int) random_below (random, TEM_N_BASIC_KINDS);

  for (int i = 0; i < TEM_N_ADVANCED_KINDS; i++)
    kinds[i] = TEM_N_BASIC_KINDS + i;
  for (int i = 0; i < TEM_ROW_SIZE; i++)
    {
      int j = i + (int) random_below (random, (guint32) (TEM_N_ADVANCED_KINDS - i));
      int swap = kinds[i];

      kinds[i] = kinds[j];
      kinds[j] = swap;
      action.new_game.row[i] = kinds[i];
    }
  if (!tem_game_apply (game, &action, NULL, NULL))
    g_assert_not_reached ();

  /* The players' card values, as SET_WEAPON actions would enter them. */
  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      TemWeaponStats *stats = &game->weapon_stats[kind];

      stats->type = (TemWeaponType) (1 + random_below (random, 3));
      stats->cost_energy = (int) random_below (random, 4);
      stats->cost_credits = (int) random_below (random, 4);
      if (stats->attack == TEM_VALUE_UNKNOWN)
        stats->attack = 1 + (int) random_below (random, 3);
      if (stats->power == TEM_VALUE_UNKNOWN)
        stats->power = 2 + (int) random_below (random, 3);
      stats->vp = (int) random_below (random, 4);
      if (stats->ability == TEM_ABILITY_UNKNOWN)
        stats->ability = TEM_ABILITY_NONE;
    }
}

static int
first_in_deck (const TemGame *game)
{
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game->weapons[card].place == TEM_PLACE_DECK)
      return (int) game->weapons[card].kind;

  return -1;
}

/* The human's mines carry the numbers 1 to 4 in their slots. */
static int
human_mine_number (const TemGame *game,
                   int            cell)
{
  for (guint i = 0; i < TEM_MINES; i++)
    if (game->players[0].mines[i] == cell && cell != TEM_NO_CELL)
      return (int) i + 1;

  return 0;
}

static int
human_card_action (TemGame       *game,
                   gboolean       check,
                   TemSimulation *result,
                   GError       **error)
{
  const TemPlayer *human = &game->players[0];
  TemAction action;

  switch (game->turn.card)
    {
    case TEM_PROGRAM_COLLECT:
      tem_action_init_collect (&action, 0);
      return attempt (game, &action, NULL, check, result, error);

    case TEM_PROGRAM_DEPLOY_MINE:
    case TEM_PROGRAM_DEPLOY_TURRET:
      tem_action_init_deploy (&action, 0, game->turn.card == TEM_PROGRAM_DEPLOY_MINE, TEM_NO_CELL);
      return attempt (game, &action, &action.deploy.from_cell, check, result, error);

    case TEM_PROGRAM_POWER_UP:
      if (human->status == TEM_STATUS_PILOT && human->credits >= TEM_UPGRADE_CREDITS)
        tem_action_init_upgrade (&action, 0);
      else
        {
          int top = tem_player_get_health_top (human);
          int needed = (top - human->health + 1) / 2;

          tem_action_init_heal (&action, 0, MIN (needed, human->energy));
        }
      return attempt (game, &action, NULL, check, result, error);

    case TEM_PROGRAM_PURCHASE:
      for (int slot = 0; slot < TEM_ROW_SIZE; slot++)
        for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
          if (game->weapons[card].place == TEM_PLACE_ROW && game->weapons[card].slot == slot)
            {
              const TemWeaponStats *stats = &game->weapon_stats[game->weapons[card].kind];

              if (stats->cost_energy <= human->energy && stats->cost_credits <= human->credits)
                {
                  tem_action_init_purchase (&action, 0, (int) card, first_in_deck (game));
                  return attempt (game, &action, NULL, check, result, error);
                }
            }
      return 0;

    case TEM_PROGRAM_DOUBLE_JUMP:
    case TEM_PROGRAM_DIAGONAL_JUMP:
    default:
      return 0;
    }
}

/**
 * tem_simulate_solo_game:
 * @check_invariants: check the game after every accepted action
 *
 * Plays a whole solo game from @seed. Fails only if an invariant broke
 * or play got stuck, which would be bugs.
 */
gboolean
tem_simulate_solo_game (guint32        seed,
                        gboolean       check_invariants,
                        TemSimulation *result,
                        GError       **error)
{
  Random random = { seed * G_GUINT64_CONSTANT (0xD1B54A32D192ED03) + 7 };
  TemGame *game = &result->final;
  gboolean acted = FALSE;
  TemStandings standings;

  memset (result, 0, sizeof *result);
  result->seed = seed;
  setup (&random, seed, game);

  for (guint attempts = 0; !game->over; attempts++)
    {
      TemAction action;
      int outcome = 0;

      if (attempts > MAX_ATTEMPTS)
        {
          g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                       _("seed %u: play is stuck in round %u"), seed, game->round);
          return FALSE;
        }

      if (game->phase == TEM_PHASE_PROGRAM)
        {
          tem_action_init_begin_execution (&action);
          outcome = attempt (game, &action, NULL, check_invariants, result, error);
        }
      else if (game->phase == TEM_PHASE_ROUND_END)
        {
          tem_action_init_end_round (&action, FALSE);
          outcome = attempt (game, &action, NULL, check_invariants, result, error);
        }
      else if (game->combat.active)
        {
          guint next = (guint) game->combat.next;
          int weapon = -1;

          for (guint card = 0; card < TEM_N_WEAPON_CARDS && !game->players[next].robot && weapon < 0; card++)
            if (game->weapons[card].place == TEM_PLACE_OWNED && game->weapons[card].owner == (int) next
                && game->weapons[card].equipped && !(game->combat.exhausted & (1u << card)))
              weapon = (int) card;
          tem_action_init_attack (&action, next, weapon, 0);
          /* R-MM3: the simulated human takes the Mech after a KO. */
          action.attack.mech = TEM_MECH_TAKE_TROY;
          outcome = attempt (game, &action, &action.attack.choice_cell, check_invariants, result, error);
        }
      else if (game->players[game->turn.seat].robot)
        {
          if (game->turn.card == TEM_PROGRAM_NONE)
            {
              TemRobotPlan plan;

              tem_action_init_robot_turn (&action, (guint) game->turn.seat, -1);
              if (tem_game_plan_robot_turn (game, &action.robot_turn, &plan, NULL))
                action.robot_turn.mine_number = human_mine_number (game, plan.to);
              action.robot_turn.refill_kind = first_in_deck (game);
              outcome = attempt (game, &action, NULL, check_invariants, result, error);
            }
          else
            {
              tem_action_init_end_turn (&action, (guint) game->turn.seat);
              outcome = attempt (game, &action, NULL, check_invariants, result, error);
            }
        }
      else if (game->turn.card == TEM_PROGRAM_NONE)
        {
          TemProgram card = (TemProgram) random_below (&random, TEM_N_PROGRAMS);
          TemDirection direction = card == TEM_PROGRAM_DIAGONAL_JUMP
                                   ? (TemDirection) (4 + random_below (&random, 4))
                                   : (TemDirection) random_below (&random, 4);

          acted = FALSE;
          tem_action_init_move (&action, 0, card, direction);
          outcome = attempt (game, &action, &action.move.choice_cell, check_invariants, result, error);
        }
      else
        {
          if (game->turn.mech_open)
            {
              tem_action_init_take_mech (&action, 0, TEM_MECH_SIDE_TROY);
              outcome = attempt (game, &action, NULL, check_invariants, result, error);
            }
          if (outcome >= 0 && !acted && game->turn.action_open)
            outcome = human_card_action (game, check_invariants, result, error);
          acted = TRUE;
          if (outcome >= 0)
            {
              tem_action_init_end_turn (&action, 0);
              outcome = attempt (game, &action, NULL, check_invariants, result, error);
            }
        }

      if (outcome < 0)
        {
          /* Translators: before the reason a simulated game failed */
          g_prefix_error (error, _("seed %u: "), seed);
          return FALSE;
        }
    }

  for (guint i = 0; i < 3; i++)
    result->scores[i] = game->players[i].score;
  result->mech_controller = game->mech_controller;
  tem_game_get_standings (game, &standings);
  result->n_winners = standings.n_winners;
  for (guint i = 0; i < standings.n_winners; i++)
    result->winners[i] = standings.winners[i];
  return TRUE;
}
