/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "test-random-play.h"
#include "test-util.h"

static int
random_zone (GRand         *rand,
             const TemGame *game)
{
  for (;;)
    {
      int cell = g_rand_int_range (rand, 0, TEM_ARENA_CELLS);

      if (tem_arena_is_zone (&game->arena, cell))
        return cell;
    }
}

static int
random_owned_weapon (GRand         *rand,
                     const TemGame *game,
                     guint          seat)
{
  int cards[TEM_N_WEAPON_CARDS];
  guint n = 0;

  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game->weapons[card].owner == (int) seat)
      cards[n++] = (int) card;

  return n > 0 ? cards[g_rand_int_range (rand, 0, (int) n)] : 0;
}

static gboolean
has_equipped_weapon_left (const TemGame *game,
                          guint          seat)
{
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game->weapons[card].place == TEM_PLACE_OWNED && game->weapons[card].owner == (int) seat
        && game->weapons[card].equipped && !(game->combat.exhausted & (1u << card)))
      return TRUE;
  return FALSE;
}

/* A game of @n players, solo (n = 3) or not. */
static void
random_game_of (GRand    *rand,
                TemGame  *game,
                guint     n,
                gboolean  solo)
{
  TemAction action;
  g_autoptr(GError) error = NULL;

  tem_game_init (game);
  if (solo)
    /* A solo game: Ana against two Robot Pilots (R-SO1). */
    tem_action_init_solo_game (&action, "Ana", TEM_COLOUR_RED, "Maverick", 5, "Robot A", "Robot B",
                               g_rand_int_range (rand, 0, TEM_N_PROGRAMS), (guint32) g_rand_int (rand));
  else
    test_new_game_action (&action, n, (guint) g_rand_int_range (rand, 0, (int) n));
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    {
      TemZone *zone = &action.new_game.arena.zones[cell];

      if (zone->kind == TEM_ZONE_NONE)
        continue;
      zone->value = g_rand_int_range (rand, 1, 4);
      if (zone->kind == TEM_ZONE_RESOURCE)
        zone->resources = (guint) g_rand_int_range (rand, 1, 4);
    }
  for (guint i = 0; i < n; i++)
    action.new_game.starting_basic[i] = action.new_game.solo && i > 0
                                        ? -1 : g_rand_int_range (rand, 0, TEM_N_BASIC_KINDS);
  for (guint i = 0; i < TEM_ROW_SIZE; i++)
    action.new_game.row[i] = TEM_N_BASIC_KINDS + (int) i * 3;
  if (!tem_game_apply (game, &action, NULL, &error))
    g_error ("setup: %s", error->message);

  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      TemWeaponStats *stats = &game->weapon_stats[kind];

      stats->type = (TemWeaponType) g_rand_int_range (rand, 1, 4);
      stats->cost_energy = g_rand_int_range (rand, 0, 4);
      stats->cost_credits = g_rand_int_range (rand, 0, 4);
      if (stats->attack == TEM_VALUE_UNKNOWN)
        stats->attack = g_rand_int_range (rand, 0, 4);
      if (stats->power == TEM_VALUE_UNKNOWN)
        stats->power = g_rand_int_range (rand, 1, 6);
      stats->vp = g_rand_int_range (rand, 0, 4);
    }
}

void
test_random_game (GRand   *rand,
                  TemGame *game)
{
  guint n = (guint) g_rand_int_range (rand, 2, 5);

  random_game_of (rand, game, n, n == 3 && g_rand_int_range (rand, 0, 3) == 0);
}

/* 2 to 4 players, never solo. */
void
test_random_multiplayer_game (GRand   *rand,
                              TemGame *game)
{
  random_game_of (rand, game, (guint) g_rand_int_range (rand, 2, 5), FALSE);
}

/* Ana against two Robot Pilots. */
void
test_random_solo_game (GRand   *rand,
                       TemGame *game)
{
  random_game_of (rand, game, 3, TRUE);
}

/* An action that is often, not always, legal now. */
/* R-SO20, cards flipped at the table: the cards a respawning robot turns
 * over if its base is taken, all of its deck so it is never asked again;
 * from what is drawn already, so no new draw changes the example games. */
static void
fill_respawn_draw (const TemGame  *game,
                   guint           from,
                   TemRespawnDraw *draw)
{
  if (!game->robot_table_draw)
    return;
  draw->n_cards = TEM_ROBOT_DECK;
  for (guint i = 0; i < TEM_ROBOT_DECK; i++)
    draw->cards[i] = (guint8) ((from + i) % TEM_N_PROGRAMS);
}

void
test_random_action (GRand         *rand,
               const TemGame *game,
               TemAction     *action)
{
  guint seat = game->turn.seat >= 0 ? (guint) game->turn.seat : (guint) g_rand_int_range (rand, 0, (int) game->n_players);
  int roll = g_rand_int_range (rand, 0, 100);

  if (roll < 2)
    {
      /* A correction now and then: the table is the truth. */
      TemField field = (TemField) g_rand_int_range (rand, 0, TEM_FIELD_STATUS + 1);
      int min, max;

      seat = (guint) g_rand_int_range (rand, 0, (int) game->n_players);
      tem_game_get_bounds (game, seat, field, &min, &max);
      tem_action_init_correct (action, seat, field, g_rand_int_range (rand, min - 1, max + 2));
      return;
    }

  if (game->phase == TEM_PHASE_PROGRAM)
    {
      if (roll < 10)
        tem_action_init_purchase (action, seat, g_rand_int_range (rand, 0, TEM_N_WEAPON_CARDS),
                                  g_rand_int_range (rand, -1, TEM_N_WEAPON_KINDS));
      else if (roll < 15)
        tem_action_init_equip (action, seat, random_owned_weapon (rand, game, seat), g_rand_boolean (rand));
      else
        tem_action_init_begin_execution (action);
      return;
    }

  if (game->phase == TEM_PHASE_ROUND_END)
    {
      tem_action_init_end_round (action, roll < 10);
      return;
    }

  if (game->combat.active)
    {
      guint next = (guint) game->combat.next;

      /* A robot's attack draws its own card (R-SO17). */
      tem_action_init_attack (action, next,
                              game->players[next].robot ? -1 : random_owned_weapon (rand, game, next),
                              game->players[next].robot ? 0 : g_rand_int_range (rand, 0, 2));
      action->attack.choice_cell = random_zone (rand, game);
      /* R-MM3's answer, a side, from what is drawn already: the example
       * journals come from these draws, so no new draw is added. */
      action->attack.mech = action->attack.choice_cell % 2 ? TEM_MECH_TAKE_SPARTA : TEM_MECH_TAKE_TROY;
      fill_respawn_draw (game, (guint) action->attack.choice_cell, &action->attack.respawn);
      /* Nothing equipped left (a correction took it): the retreat (R-C7). */
      if (!game->players[next].robot && !has_equipped_weapon_left (game, next))
        action->attack.weapon = -1;
      return;
    }

  if (game->solo && game->players[seat].robot && game->turn.card == TEM_PROGRAM_NONE)
    {
      tem_action_init_robot_turn (action, seat, -1);
      action->robot_turn.mine_number = g_rand_int_range (rand, 1, 5);
      action->robot_turn.refill_kind = g_rand_int_range (rand, -1, TEM_N_WEAPON_KINDS);
      fill_respawn_draw (game, (guint) action->robot_turn.mine_number, &action->robot_turn.respawn);
      return;
    }

  if (game->turn.card == TEM_PROGRAM_NONE)
    {
      TemProgram card = (TemProgram) g_rand_int_range (rand, 0, TEM_N_PROGRAMS);
      TemDirection direction = card == TEM_PROGRAM_DIAGONAL_JUMP
                               ? (TemDirection) g_rand_int_range (rand, 4, 8)
                               : (TemDirection) g_rand_int_range (rand, 0, 4);

      tem_action_init_move (action, seat, card, direction);
      action->move.mine_number = g_rand_int_range (rand, 1, 5);
      action->move.choice_cell = random_zone (rand, game);
      return;
    }

  switch (g_rand_int_range (rand, 0, 9))
    {
    case 0:
      tem_action_init_collect (action, seat);
      break;
    case 1:
      tem_action_init_deploy (action, seat, g_rand_boolean (rand), random_zone (rand, game));
      break;
    case 2:
      tem_action_init_heal (action, seat, g_rand_int_range (rand, 1, 4));
      break;
    case 3:
      tem_action_init_upgrade (action, seat);
      break;
    case 4:
      tem_action_init_purchase (action, seat, g_rand_int_range (rand, 0, TEM_N_WEAPON_CARDS),
                                g_rand_int_range (rand, -1, TEM_N_WEAPON_KINDS));
      break;
    case 5:
      tem_action_init_take_mech (action, seat, (TemMechSide) g_rand_int_range (rand, 1, 3));
      break;
    case 6:
      tem_action_init_equip (action, seat, random_owned_weapon (rand, game, seat), g_rand_boolean (rand));
      break;
    default:
      tem_action_init_end_turn (action, seat);
      break;
    }
}

