/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mc-journal-json.h"
#include "mc-journal-rumble-action.h"
#include "mc-journal-rumble-state.h"
#include "mc-journal-state-write.h"

static const char * const phase_ids[] = { "build", "battle" };
static const char * const step_ids[] = { "first-defender", "clash", "name-faction" };
static const char * const victory_ids[] = { "none", "dominance", "showdown" };
static const char * const starter_ids[] = { "", "bulby", "mechchicken", "wrench-toast" };

/* A player's Bots still in front of them, in the order they came. */
static gboolean
owns_bot (gconstpointer game_data,
          guint         index,
          guint         seat)
{
  const RbBot *bot = &((const RbGame *) game_data)->bots[index];

  return bot->place == RB_BOT_OWNED && bot->owner == (int) seat;
}

static void
add_bot (JsonBuilder  *builder,
         gconstpointer game_data,
         guint         index)
{
  const RbBot *bot = &((const RbGame *) game_data)->bots[index];

  mc_journal_json_add_int (builder, "bot", index);
  if (bot->starter != RB_STARTER_NONE && bot->starter < (int) G_N_ELEMENTS (starter_ids))
    mc_journal_json_add_string (builder, "starter", starter_ids[bot->starter]);
  else
    mc_journal_json_add_string (builder, "name", bot->name);
  mc_journal_json_add_int (builder, "tier", bot->tier);
  mc_journal_rumble_add_factions (builder, "factions", bot->factions);
  mc_journal_json_add_bool (builder, "contraption", bot->contraption);
  mc_journal_json_add_int_or_null (builder, "cost", bot->cost, RB_UNKNOWN);
  mc_journal_json_add_int_or_null (builder, "recycle", bot->recycle, RB_UNKNOWN);
  mc_journal_json_add_int_or_null (builder, "attack", bot->attack, RB_UNKNOWN);
  mc_journal_json_add_int_or_null (builder, "defense", bot->defense, RB_UNKNOWN);
  mc_journal_json_add_int_or_null (builder, "crits", bot->crits, RB_UNKNOWN);
  mc_journal_json_add_int_or_null (builder, "barriers", bot->barriers, RB_UNKNOWN);
}

static void
add_player (JsonBuilder   *builder,
            gconstpointer  game_data,
            guint          seat)
{
  const RbGame *game = game_data;
  const RbPlayer *player = &game->players[seat];

  mc_journal_json_add_string (builder, "name", player->name);
  json_builder_set_member_name (builder, "colour");
  if (player->colour < 0)
    json_builder_add_null_value (builder);
  else
    json_builder_add_int_value (builder, player->colour);
  mc_journal_json_add_int (builder, "crystals", rb_player_get_crystals (player));
  mc_journal_json_add_int (builder, "storage", player->storage);
  mc_journal_json_add_int (builder, "reactor", player->reactor);
  mc_journal_json_add_int (builder, "cryo", player->cryo);
  mc_journal_json_add_int (builder, "scrap", player->scrap);
  mc_journal_json_add_int (builder, "tier", player->tier);
  mc_journal_json_add_int (builder, "deck", player->deck);
  mc_journal_state_write_array (builder, "hand");
  for (int tier = RB_MIN_TIER; tier <= RB_MAX_TIER; tier++)
    json_builder_add_int_value (builder, player->hand[tier]);
  json_builder_end_array (builder);
  mc_journal_json_add_bool (builder, "surrendered", player->surrendered);
  mc_journal_state_write_owned (builder, "bots", game, seat, RB_MAX_BOTS, owns_bot, add_bot);
}

static void
add_gang (JsonBuilder  *builder,
          const char   *name,
          const RbGang *gang)
{
  mc_journal_state_write_object (builder, name);
  mc_journal_json_add_int (builder, "cards", gang->n_cards);
  mc_journal_json_add_int (builder, "attack", rb_gang_get_attack (gang));
  mc_journal_json_add_int (builder, "defense", rb_gang_get_defense (gang));
  mc_journal_json_add_int (builder, "crits", rb_gang_get_crits (gang));
  mc_journal_json_add_int (builder, "barriers", rb_gang_get_barriers (gang));
  /* Which Bots, in the order revealed: an index into "bots", or null for
   * a card never named (the phone page lists the gangs by name). */
  json_builder_set_member_name (builder, "bots");
  json_builder_begin_array (builder);
  for (guint i = 0; i < gang->n_cards && i < RB_MAX_BOTS; i++)
    if (gang->cards[i].bot >= 0)
      json_builder_add_int_value (builder, gang->cards[i].bot);
    else
      json_builder_add_null_value (builder);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

/**
 * mc_journal_rumble_state_to_json:
 *
 * Returns: (transfer full): the state as a JSON object
 */
JsonNode *
mc_journal_rumble_state_to_json (const RbGame *game)
{
  JsonBuilder *builder = mc_journal_state_write_begin ("rumblebots");

  mc_journal_json_add_int (builder, "round", rb_game_get_round (game));
  mc_journal_json_add_string (builder, "phase", phase_ids[game->phase == RB_PHASE_BATTLE]);
  mc_journal_json_add_bool (builder, "over", game->over);
  mc_journal_json_add_string (builder, "direction",
                              mc_journal_rumble_direction_ids[rb_direction_is_valid (rb_game_get_direction (game))
                                                              ? rb_game_get_direction (game) : 0]);
  mc_journal_json_add_int_or_null (builder, "champion", game->champion, RB_NOBODY);
  mc_journal_json_add_int_or_null (builder, "turn", !game->over && game->phase == RB_PHASE_BUILD ? game->turn : RB_NOBODY,
                                   RB_NOBODY);

  mc_journal_state_write_array (builder, "track");
  for (guint r = 0; r < RB_ROUNDS; r++)
    json_builder_add_int_value (builder, game->track[r]);
  json_builder_end_array (builder);
  mc_journal_json_add_int (builder, "supply", rb_game_get_supply (game));

  mc_journal_state_write_seats (builder, game, game->n_players, add_player);

  mc_journal_state_write_array (builder, "laboratory");
  for (int tier = RB_MIN_TIER; tier <= RB_MAX_TIER; tier++)
    {
      json_builder_begin_object (builder);
      mc_journal_json_add_int (builder, "tier", tier);
      mc_journal_json_add_bool (builder, "reached", game->tier_reached[tier]);
      mc_journal_json_add_int (builder, "deck", game->lab_deck[tier]);
      mc_journal_json_add_int (builder, "row", game->lab_row[tier]);
      /* Only the Bots named so far: the rest of the row is not known. */
      mc_journal_state_write_array (builder, "face-up");
      for (int i = 0; i < game->lab_known[tier]; i++)
        json_builder_add_string_value (builder, game->lab_names[tier][i]);
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  mc_journal_json_add_int (builder, "transformations", game->transformations);

  if (!game->over && game->phase == RB_PHASE_BUILD)
    {
      mc_journal_state_write_object (builder, "build");
      mc_journal_json_add_int (builder, "builds-left", rb_game_get_builds_left (game));
      mc_journal_json_add_int (builder, "upgrades-left", rb_game_get_upgrades_left (game));
      mc_journal_json_add_int (builder, "energize-left", rb_game_get_energize_left (game));
      json_builder_end_object (builder);
    }
  else if (!game->over)
    {
      mc_journal_state_write_object (builder, "battle");
      mc_journal_json_add_string (builder, "step", step_ids[game->step]);
      mc_journal_json_add_int_or_null (builder, "challenger", game->challenger, RB_NOBODY);
      add_gang (builder, "attack", &game->attack);
      add_gang (builder, "defense", &game->defense);
      mc_journal_json_add_int (builder, "crits-needed", rb_game_get_crits_needed (game));
      mc_journal_json_add_bool (builder, "beaten", rb_game_is_beaten (game));
      json_builder_end_object (builder);
    }

  if (game->over)
    {
      mc_journal_json_add_int_or_null (builder, "winner", game->winner, RB_NOBODY);
      mc_journal_json_add_string (builder, "victory", victory_ids[game->victory]);
    }

  return mc_journal_state_write_end (builder);
}

char *
mc_journal_rumble_state_to_text (const RbGame *game,
                                 gboolean      pretty)
{
  return mc_journal_state_write_text (mc_journal_rumble_state_to_json (game), pretty);
}
