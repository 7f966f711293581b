/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mechs/tem-scoring.h"
#include "mc-journal-json.h"
#include "mc-journal-state.h"
#include "mc-journal-state-write.h"

static const char * const status_ids[] = { "pilot", "power-armor", "mighty-mech" };
static const char * const phase_ids[] = { "program", "execution", "round-end" };
static const char * const side_ids[] = { "none", "troy", "sparta" };
static const char * const tie_break_ids[] = { "none", "mech", "weapons", "shared" };

static void
add_cells (JsonBuilder *builder,
           const char  *name,
           const int   *cells,
           guint        n)
{
  mc_journal_state_write_array (builder, name);
  for (guint i = 0; i < n; i++)
    if (cells[i] != TEM_NO_CELL)
      {
        g_autofree char *text = tem_arena_describe_cell (cells[i]);

        json_builder_add_string_value (builder, text);
      }
  json_builder_end_array (builder);
}

static gboolean
owns_weapon (gconstpointer game_data,
             guint         card,
             guint         seat)
{
  const TemWeaponCard *weapon = &((const TemGame *) game_data)->weapons[card];

  return weapon->place == TEM_PLACE_OWNED && weapon->owner == (int) seat;
}

static void
add_weapon (JsonBuilder  *builder,
            gconstpointer game_data,
            guint         card)
{
  const TemWeaponCard *weapon = &((const TemGame *) game_data)->weapons[card];

  mc_journal_json_add_int (builder, "card", card);
  mc_journal_json_add_string (builder, "weapon", tem_catalogue_get_weapon (weapon->kind)->id);
  mc_journal_json_add_bool (builder, "equipped", weapon->equipped);
  mc_journal_json_add_bool (builder, "purchased", weapon->purchased);
}

static void
add_player (JsonBuilder   *builder,
            gconstpointer  game_data,
            guint          seat)
{
  const TemGame *game = game_data;
  const TemPlayer *player = &game->players[seat];

  mc_journal_json_add_string (builder, "name", player->name);
  mc_journal_json_add_string (builder, "pilot", player->pilot);
  mc_journal_json_add_string (builder, "colour", tem_colour_get_id (player->colour));
  mc_journal_json_add_string (builder, "status", status_ids[player->status]);
  mc_journal_json_add_int (builder, "health", player->health);
  mc_journal_json_add_int (builder, "health-top", tem_player_get_health_top (player));
  mc_journal_json_add_int (builder, "energy", player->energy);
  mc_journal_json_add_int (builder, "credits", player->credits);
  mc_journal_json_add_int (builder, "score", player->score);
  mc_journal_json_add_cell (builder, "zone", player->cell);
  add_cells (builder, "mines", player->mines, TEM_MINES);
  add_cells (builder, "turrets", player->turrets, TEM_TURRETS);
  mc_journal_json_add_int (builder, "cards-played", player->cards_played);
  if (player->robot)
    {
      /* R-SO6, R-SO8: where a Robot Pilot looks decides its next move. */
      mc_journal_json_add_string (builder, "facing", tem_direction_get_id (player->facing));
    }
  mc_journal_json_add_bool (builder, "ad-hoc", player->ad_hoc);
  mc_journal_state_write_owned (builder, "weapons", game, seat, TEM_N_WEAPON_CARDS, owns_weapon, add_weapon);
}

/**
 * mc_journal_state_to_json:
 *
 * Returns: (transfer full): the state of @game
 */
JsonNode *
mc_journal_state_to_json (const TemGame *game)
{
  JsonBuilder *builder = mc_journal_state_write_begin (NULL);

  mc_journal_json_add_int (builder, "round", game->round);
  mc_journal_json_add_string (builder, "phase", phase_ids[game->phase]);
  mc_journal_json_add_bool (builder, "over", game->over);
  mc_journal_json_add_int (builder, "starting-player", game->starting_player);
  mc_journal_json_add_int_or_null (builder, "turn", game->turn.seat, TEM_NOBODY);

  mc_journal_state_write_seats (builder, game, game->n_players, add_player);

  mc_journal_state_write_object (builder, "mighty-mech");
  mc_journal_json_add_cell (builder, "zone", game->mech_cell);
  mc_journal_json_add_int_or_null (builder, "controller", game->mech_controller, TEM_NOBODY);
  mc_journal_json_add_string (builder, "side", side_ids[game->mech_side]);
  json_builder_end_object (builder);

  mc_journal_state_write_array (builder, "row");
  /* As the cards lie, left to right (R-S9); an empty place is null. */
  for (int slot = 0; slot < TEM_ROW_SIZE; slot++)
    {
      gboolean found = FALSE;

      for (guint card = 0; card < TEM_N_WEAPON_CARDS && !found; card++)
        if (game->weapons[card].place == TEM_PLACE_ROW && game->weapons[card].slot == slot)
          {
            json_builder_add_string_value (builder, tem_catalogue_get_weapon (game->weapons[card].kind)->id);
            found = TRUE;
          }
      if (!found)
        json_builder_add_null_value (builder);
    }
  json_builder_end_array (builder);

  if (game->combat.active)
    {
      mc_journal_state_write_object (builder, "combat");
      mc_journal_json_add_int (builder, "attacker", game->combat.attacker);
      mc_journal_json_add_int (builder, "defender", game->combat.defender);
      mc_journal_json_add_int (builder, "next", game->combat.next);
      json_builder_end_object (builder);
    }

  if (game->over)
    {
      TemStandings standings;

      tem_game_get_standings (game, &standings);
      mc_journal_state_write_array (builder, "winners");
      for (guint i = 0; i < standings.n_winners; i++)
        json_builder_add_int_value (builder, standings.winners[i]);
      json_builder_end_array (builder);
      mc_journal_json_add_string (builder, "tie-break", tie_break_ids[standings.tie_break]);
    }

  return mc_journal_state_write_end (builder);
}

char *
mc_journal_state_to_text (const TemGame *game,
                          gboolean       pretty)
{
  return mc_journal_state_write_text (mc_journal_state_to_json (game), pretty);
}
