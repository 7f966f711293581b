/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "test-solo-util.h"
#include "test-util.h"

/* A solo game with every zone worth 2 and showing energy, Ana holding a
 * Pulse Pistol, and the execution phase begun. */
void
test_solo_game (TemGame *game)
{
  TemAction action;

  tem_game_init (game);
  tem_action_init_solo_game (&action, "Ana", TEM_COLOUR_RED, "Maverick", 5, "Robot A", "Robot B",
                             TEM_PROGRAM_COLLECT, 77);
  test_flat_arena (&action);
  action.new_game.starting_basic[0] = TEM_KIND_RIOT_SHIELD;
  test_apply_action_ok (game, &action, NULL);

  tem_action_init_begin_execution (&action);
  test_apply_action_ok (game, &action, NULL);
}

/* Gives @seat the turn with @card on top of its deck. */
void
test_robot_draws (TemGame   *game,
             guint      seat,
             TemProgram card)
{
  game->turn.seat = (int) seat;
  game->turn.card = TEM_PROGRAM_NONE;
  game->players[seat].deck[game->players[seat].deck_drawn] = card;
}

void
test_robot_turn (TemGame   *game,
            guint      seat,
            TemEvents *events)
{
  TemAction action;

  tem_action_init_robot_turn (&action, seat, -1);
  test_apply_action_ok (game, &action, events);
}

void
test_set_stats (TemGame *game,
           guint    kind,
           int      energy,
           int      credits)
{
  TemWeaponStats *stats = &game->weapon_stats[kind];

  stats->type = TEM_WEAPON_TYPE_RANGED;
  stats->cost_energy = energy;
  stats->cost_credits = credits;
  stats->attack = 1;
  stats->power = 2;
  stats->vp = 1;
}
