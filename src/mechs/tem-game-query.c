/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "rules/mc-rule-error.h"
#include "tem-game-private.h"
#include "tem-need.h"

/* Reading a game (values, bounds, who stands where), the helpers every
 * part of the core shares, and the invariants any reachable state keeps. */

gboolean
tem_game_has_started (const TemGame *game)
{
  return game->n_players >= TEM_MIN_PLAYERS;
}

const TemPlayer *
tem_game_get_player (const TemGame *game,
                     guint          seat)
{
  g_return_val_if_fail (seat < game->n_players, NULL);

  return &game->players[seat];
}

int
tem_game_get_value (const TemGame *game,
                    guint          seat,
                    TemField       field)
{
  const TemPlayer *player = NULL;

  if (tem_field_is_per_player (field))
    {
      g_return_val_if_fail (seat < game->n_players, 0);
      player = &game->players[seat];
    }

  switch (field)
    {
    case TEM_FIELD_HEALTH:
      return player->health;
    case TEM_FIELD_ENERGY:
      return player->energy;
    case TEM_FIELD_CREDITS:
      return player->credits;
    case TEM_FIELD_SCORE:
      return player->score;
    case TEM_FIELD_STATUS:
      return (int) player->status;
    case TEM_FIELD_ROUND:
      return (int) game->round;
    case TEM_FIELD_STARTING_PLAYER:
      return (int) game->starting_player;
    case TEM_FIELD_PILOT_HEALTH_TOP:
      return player->pilot_health_top;
    case TEM_FIELD_WEAPON_GAINED:
    case TEM_FIELD_WEAPON_RETURNED:
    case TEM_FIELD_WEAPON_EQUIPPED:
    case TEM_FIELD_WEAPON_STOCKPILED:
    default:
      g_return_val_if_reached (0);
    }
}

/* The physical bounds of a tracked value: where its token can be. */
void
tem_game_get_bounds (const TemGame *game,
                     guint          seat,
                     TemField       field,
                     int           *min,
                     int           *max)
{
  *min = 0;
  *max = 0;

  switch (field)
    {
    case TEM_FIELD_HEALTH:
      g_return_if_fail (seat < game->n_players);
      *max = tem_player_get_health_top (&game->players[seat]);
      break;
    case TEM_FIELD_ENERGY:
    case TEM_FIELD_CREDITS:
      *max = game->resource_top;
      break;
    case TEM_FIELD_SCORE:
      *max = TEM_SCORE_MAX;
      break;
    case TEM_FIELD_STATUS:
      *min = TEM_STATUS_PILOT;
      *max = TEM_STATUS_MIGHTY_MECH;
      break;
    case TEM_FIELD_ROUND:
      *min = 1;
      *max = TEM_ROUNDS;
      break;
    case TEM_FIELD_STARTING_PLAYER:
      *max = (int) game->n_players - 1;
      break;
    case TEM_FIELD_PILOT_HEALTH_TOP:
      /* The health tracks the pilot cards can print. */
      *min = TEM_PILOT_HEALTH_TOP_MIN;
      *max = TEM_PILOT_HEALTH_TOP_MAX;
      break;
    case TEM_FIELD_WEAPON_GAINED:
    case TEM_FIELD_WEAPON_RETURNED:
    case TEM_FIELD_WEAPON_EQUIPPED:
    case TEM_FIELD_WEAPON_STOCKPILED:
    default:
      g_return_if_reached ();
    }
}

/* R-C12: a zone is hostile to @seat if it holds an enemy pilot (an enemy's
 * Mighty Mech stands with its pilot) or an enemy mine or turret. */
gboolean
tem_game_is_hostile (const TemGame *game,
                     guint          seat,
                     int            cell)
{
  gboolean is_mine;
  int owner;

  if (tem_game_find_pilot (game, cell, (int) seat) != TEM_NOBODY)
    return TRUE;

  owner = tem_game_find_token_owner (game, cell, &is_mine);
  return owner != TEM_NOBODY && owner != (int) seat;
}

/* Whose mine or turret is on @cell (at most one, R-A7), or TEM_NOBODY. */
int
tem_game_find_token_owner (const TemGame *game,
                           int            cell,
                           gboolean      *is_mine)
{
  for (guint i = 0; i < game->n_players; i++)
    if (tem_player_find_token (&game->players[i], cell, is_mine) >= 0)
      return (int) i;

  return TEM_NOBODY;
}

/* The seat of a pilot standing on @cell other than @except, or TEM_NOBODY. */
int
tem_game_find_pilot (const TemGame *game,
                     int            cell,
                     int            except)
{
  if (cell == TEM_NO_CELL)
    return TEM_NOBODY;

  for (guint i = 0; i < game->n_players; i++)
    if ((int) i != except && game->players[i].cell == cell)
      return (int) i;

  return TEM_NOBODY;
}

/* The closest zones not hostile to @seat from @from, all ties. */
guint
tem_game_closest_safe (const TemGame *game,
                       guint          seat,
                       int            from,
                       int           *out)
{
  gboolean hostile[TEM_ARENA_CELLS];

  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    hostile[cell] = tem_arena_is_zone (&game->arena, cell) && tem_game_is_hostile (game, seat, cell);

  return tem_arena_closest (&game->arena, from, hostile, out);
}

/* The game's deterministic generator (splitmix64): a number below @bound. */
guint32
tem_game_next_random (TemGame *game,
                      guint32  bound)
{
  guint64 z = (game->random += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  z ^= z >> 31;
  return bound == 0 ? 0 : (guint32) (((z >> 32) * bound) >> 32);
}

/* The first weapon card of @kind lying in @place, or -1. */
int
tem_game_find_weapon_card (const TemGame *game,
                           guint          kind,
                           TemCardPlace   place)
{
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game->weapons[card].kind == kind && game->weapons[card].place == place)
      return (int) card;

  return -1;
}

void
tem_game_add_score (TemGame       *game,
                    int            seat,
                    int            vp,
                    TemScoreReason reason,
                    TemEvents     *events)
{
  if (seat < 0 || seat >= (int) game->n_players || vp <= 0)
    return;

  game->players[seat].score = MIN (game->players[seat].score + vp, TEM_SCORE_MAX);
  mc_rule_events_add (events, TEM_EVENT_SCORED, seat, vp, reason);
}

/* Refuses, naming the zone, when a rule needs a value not entered yet. */
gboolean
tem_game_need_zone_value (const TemGame *game,
                          int            cell,
                          GError       **error)
{
  g_autofree char *name = NULL;

  if (tem_arena_is_zone (&game->arena, cell) && game->arena.zones[cell].value != TEM_VALUE_UNKNOWN)
    return TRUE;

  name = tem_arena_describe_cell (cell);
  g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_UNKNOWN_VALUE,
               _("Zone %s has no value yet: enter the number printed on its card."), name);
  tem_need_set (error, TEM_NEED_ZONE_VALUE, -1, cell);
  return FALSE;
}

/* R-RD1: scoring after rounds 2, 4 and 6. */
gboolean
tem_game_is_scoring_round (guint round)
{
  return round == 2 || round == 4 || round == 6;
}

/* For tests and after loading: what must hold in any reachable state. */
gboolean
tem_game_check_invariants (const TemGame *game,
                           GError       **error)
{
  int controllers = 0;

  if (!tem_game_has_started (game))
    return TRUE;

#define FAIL(...) G_STMT_START { \
    g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID, __VA_ARGS__); \
    return FALSE; \
  } G_STMT_END

  if (game->n_players > TEM_MAX_PLAYERS)
    FAIL ("%u players", game->n_players);
  if (game->round < 1 || game->round > TEM_ROUNDS)
    FAIL ("round %u", game->round);
  if (game->starting_player >= game->n_players)
    FAIL ("starting player %u", game->starting_player);

  for (guint i = 0; i < game->n_players; i++)
    {
      const TemPlayer *player = &game->players[i];

      if (!tem_status_is_valid (player->status))
        FAIL ("player %u status %d", i, (int) player->status);
      if (player->health < 0 || player->health > tem_player_get_health_top (player))
        FAIL ("player %u health %d", i, player->health);
      if (player->energy < 0 || player->energy > game->resource_top)
        FAIL ("player %u energy %d", i, player->energy);
      if (player->credits < 0 || player->credits > game->resource_top)
        FAIL ("player %u credits %d", i, player->credits);
      if (player->score < 0 || player->score > TEM_SCORE_MAX)
        FAIL ("player %u score %d", i, player->score);
      if (player->status == TEM_STATUS_MIGHTY_MECH)
        {
          controllers++;
          if (game->mech_controller != (int) i)
            FAIL ("player %u in the Mech but controller is %d", i, game->mech_controller);
        }
    }

  if (controllers > 1 || (controllers == 0 && game->mech_controller != TEM_NOBODY))
    FAIL ("%d players in the Mech, controller %d", controllers, game->mech_controller);

  /* Exactly one Mighty Mech, on a zone, with its controller. */
  if (tem_arena_count_zones (&game->arena) > 0)
    {
      gboolean token_at[TEM_ARENA_CELLS] = { FALSE, };

      if (!tem_arena_is_zone (&game->arena, game->mech_cell))
        FAIL ("the Mech is on cell %d", game->mech_cell);
      if (game->mech_controller != TEM_NOBODY
          && game->players[game->mech_controller].cell != game->mech_cell)
        FAIL ("the Mech is apart from its pilot");

      for (guint i = 0; i < game->n_players; i++)
        {
          const TemPlayer *player = &game->players[i];
          const int *tokens[] = { player->mines, player->turrets };
          guint counts[] = { TEM_MINES, TEM_TURRETS };

          if (!tem_arena_is_zone (&game->arena, player->cell))
            FAIL ("player %u off the arena", i);

          /* R-A7: at most one mine or turret per zone; every token is on a
           * zone or in the supply. */
          for (guint k = 0; k < 2; k++)
            for (guint t = 0; t < counts[k]; t++)
              {
                int cell = tokens[k][t];

                if (cell == TEM_NO_CELL)
                  continue;
                if (!tem_arena_is_zone (&game->arena, cell))
                  FAIL ("player %u token on cell %d", i, cell);
                if (token_at[cell])
                  FAIL ("two tokens on cell %d", cell);
                token_at[cell] = TRUE;
              }
        }

      for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
        {
          const TemWeaponCard *weapon = &game->weapons[card];

          if ((weapon->place == TEM_PLACE_OWNED) != (weapon->owner != TEM_NOBODY))
            FAIL ("weapon card %u owner %d", card, weapon->owner);
          if (weapon->equipped && weapon->place != TEM_PLACE_OWNED)
            FAIL ("weapon card %u equipped but not owned", card);
          if (weapon->purchased && weapon->place != TEM_PLACE_OWNED)
            FAIL ("weapon card %u purchased but not owned", card);
        }
    }

  /* R-C6, R-SO19: the Power Attack of a jump is the entrant's first. */
  if (game->combat.active && game->combat.first_power && game->combat.next != game->combat.attacker)
    FAIL ("the jump's Power Attack is left to the defender");

#undef FAIL

  return TRUE;
}
