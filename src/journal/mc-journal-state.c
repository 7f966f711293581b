/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mechs/tem-scoring.h"
#include "mc-journal-json.h"
#include "mc-journal-state.h"

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
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    if (cells[i] != TEM_NO_CELL)
      {
        g_autofree char *text = tem_arena_describe_cell (cells[i]);

        json_builder_add_string_value (builder, text);
      }
  json_builder_end_array (builder);
}

static void
add_player (JsonBuilder   *builder,
            const TemGame *game,
            guint          seat)
{
  const TemPlayer *player = &game->players[seat];

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, player->name);
  json_builder_set_member_name (builder, "pilot");
  json_builder_add_string_value (builder, player->pilot);
  json_builder_set_member_name (builder, "colour");
  json_builder_add_string_value (builder, tem_colour_get_id (player->colour));
  json_builder_set_member_name (builder, "status");
  json_builder_add_string_value (builder, status_ids[player->status]);
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
      json_builder_set_member_name (builder, "facing");
      json_builder_add_string_value (builder, tem_direction_get_id (player->facing));
    }
  json_builder_set_member_name (builder, "ad-hoc");
  json_builder_add_boolean_value (builder, player->ad_hoc);

  json_builder_set_member_name (builder, "weapons");
  json_builder_begin_array (builder);
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    {
      const TemWeaponCard *weapon = &game->weapons[card];

      if (weapon->place != TEM_PLACE_OWNED || weapon->owner != (int) seat)
        continue;
      json_builder_begin_object (builder);
      mc_journal_json_add_int (builder, "card", card);
      json_builder_set_member_name (builder, "weapon");
      json_builder_add_string_value (builder, tem_catalogue_get_weapon (weapon->kind)->id);
      json_builder_set_member_name (builder, "equipped");
      json_builder_add_boolean_value (builder, weapon->equipped);
      json_builder_set_member_name (builder, "purchased");
      json_builder_add_boolean_value (builder, weapon->purchased);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

/**
 * mc_journal_state_to_json:
 *
 * Returns: (transfer full): the state of @game
 */
JsonNode *
mc_journal_state_to_json (const TemGame *game)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  mc_journal_json_add_int (builder, "round", game->round);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, phase_ids[game->phase]);
  mc_journal_json_add_bool (builder, "over", game->over);
  mc_journal_json_add_int (builder, "starting-player", game->starting_player);
  mc_journal_json_add_int_or_null (builder, "turn", game->turn.seat, TEM_NOBODY);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint seat = 0; seat < game->n_players; seat++)
    add_player (builder, game, seat);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "mighty-mech");
  json_builder_begin_object (builder);
  mc_journal_json_add_cell (builder, "zone", game->mech_cell);
  mc_journal_json_add_int_or_null (builder, "controller", game->mech_controller, TEM_NOBODY);
  json_builder_set_member_name (builder, "side");
  json_builder_add_string_value (builder, side_ids[game->mech_side]);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "row");
  json_builder_begin_array (builder);
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
      json_builder_set_member_name (builder, "combat");
      json_builder_begin_object (builder);
      mc_journal_json_add_int (builder, "attacker", game->combat.attacker);
      mc_journal_json_add_int (builder, "defender", game->combat.defender);
      mc_journal_json_add_int (builder, "next", game->combat.next);
      json_builder_end_object (builder);
    }

  if (game->over)
    {
      TemStandings standings;

      tem_game_get_standings (game, &standings);
      json_builder_set_member_name (builder, "winners");
      json_builder_begin_array (builder);
      for (guint i = 0; i < standings.n_winners; i++)
        json_builder_add_int_value (builder, standings.winners[i]);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "tie-break");
      json_builder_add_string_value (builder, tie_break_ids[standings.tie_break]);
    }

  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

char *
mc_journal_state_to_text (const TemGame *game,
                          gboolean       pretty)
{
  g_autoptr(JsonNode) root = mc_journal_state_to_json (game);

  return mc_journal_json_to_text (root, pretty);
}
