/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "test-game-util.h"
#include "test-util.h"

void
test_tem_set_weapon (TemGame       *game,
                     guint          kind,
                     TemWeaponType  type,
                     int            attack,
                     int            power,
                     int            energy,
                     int            credits,
                     int            vp)
{
  TemAction action;
  int values[] = { type, energy, credits, attack, power, vp };

  for (guint field = 0; field <= TEM_WEAPON_FIELD_VP; field++)
    {
      tem_action_init_set_weapon (&action, kind, (TemWeaponField) field, values[field]);
      test_apply_action_ok (game, &action, NULL);
    }
}

/* A game whose zone and weapon values the players have all entered. */
void
test_tem_known_game (TemGame *game,
                     guint    n_players,
                     guint    starting)
{
  TemAction action;

  tem_game_init (game);
  test_new_game_action (&action, n_players, starting);
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    {
      TemZone *zone = &action.new_game.arena.zones[cell];
      int sum = tem_arena_cell_row (cell) + tem_arena_cell_col (cell);

      if (zone->kind == TEM_ZONE_RESOURCE)
        {
          zone->value = 1 + sum % 3;
          zone->resources = sum % 2 == 0 ? TEM_RESOURCE_ENERGY : TEM_RESOURCE_CREDITS;
        }
      else if (zone->kind != TEM_ZONE_NONE)
        zone->value = 2;
    }
  for (guint i = 0; i < n_players; i++)
    action.new_game.starting_basic[i] = (int) i;
  for (guint i = 0; i < TEM_ROW_SIZE; i++)
    action.new_game.row[i] = TEM_KIND_LIGHTNING_COIL + (int) i;
  test_apply_action_ok (game, &action, NULL);

  test_tem_set_weapon (game, TEM_KIND_ENERGY_SWORD, TEM_WEAPON_TYPE_MELEE, 2, 3, 0, 2, 1);
  test_tem_set_weapon (game, TEM_KIND_PULSE_PISTOL, TEM_WEAPON_TYPE_RANGED, 2, 3, 1, 1, 1);
  test_tem_set_weapon (game, TEM_KIND_GRENADE_LAUNCHER, TEM_WEAPON_TYPE_AREA, 2, 4, 2, 0, 1);
  test_tem_set_weapon (game, TEM_KIND_RIOT_SHIELD, TEM_WEAPON_TYPE_MELEE, 1, 2, 1, 1, 2);
  /* Lightning Coil's attack 0 and Warhammer's Power Attack 3 are printed
   * facts already in the catalogue; the players enter the rest. */
  test_tem_set_weapon (game, TEM_KIND_LIGHTNING_COIL, TEM_WEAPON_TYPE_AREA, 0, 2, 2, 2, 2);
  test_tem_set_weapon (game, TEM_KIND_WARHAMMER, TEM_WEAPON_TYPE_MELEE, 2, 3, 2, 3, 3);
  for (guint kind = TEM_KIND_WARHAMMER + 1; kind < TEM_N_WEAPON_KINDS; kind++)
    test_tem_set_weapon (game, kind, TEM_WEAPON_TYPE_RANGED, 1, 2, 1, 1, 1);
}

void
test_tem_begin_execution (TemGame *game)
{
  TemAction action;

  tem_action_init_begin_execution (&action);
  test_apply_action_ok (game, &action, NULL);
}

void
test_tem_move (TemGame     *game,
               guint        seat,
               TemProgram   card,
               TemDirection direction,
               TemEvents   *events)
{
  TemAction action;

  tem_action_init_move (&action, seat, card, direction);
  test_apply_action_ok (game, &action, events);
}

void
test_tem_end_turn (TemGame *game,
                   guint    seat)
{
  TemAction action;

  tem_action_init_end_turn (&action, seat);
  test_apply_action_ok (game, &action, NULL);
}

/* Gives @seat the turn, as if the others had played theirs. */
void
test_tem_give_turn (TemGame *game,
                    guint    seat)
{
  if (game->phase != TEM_PHASE_EXECUTION)
    test_tem_begin_execution (game);
  game->turn.seat = (int) seat;
  game->turn.card = TEM_PROGRAM_NONE;
  game->turn.action_open = FALSE;
}

void
test_tem_equip_card (TemGame *game,
                     guint    seat,
                     int      card)
{
  game->weapons[card].place = TEM_PLACE_OWNED;
  game->weapons[card].owner = (int) seat;
  game->weapons[card].equipped = TRUE;
}

int
test_tem_scored (const TemEvents *events,
                 int              seat,
                 TemScoreReason   reason)
{
  int vp = 0;

  for (guint i = 0; i < events->n_events; i++)
    if (events->events[i].kind == TEM_EVENT_SCORED && events->events[i].player == seat
        && events->events[i].detail == (int) reason)
      vp += events->events[i].value;

  return vp;
}

void
test_tem_enter_bens_zone (TemGame   *game,
                          TemEvents *events)
{
  game->players[BEN].cell = C10;
  test_tem_give_turn (game, ANA);
  test_tem_move (game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, events);
}
