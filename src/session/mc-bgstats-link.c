/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <json-glib/json-glib.h>

#include "mc-bgstats-link.h"

/**
 * mc_bgstats_link:
 * @when: when the game was played
 *
 * A link in BG Stats' published play-import format
 * (https://app.bgstatsapp.com/createPlay.html?data=…, "Push plays to BG
 * Stats from other apps"): scanned on a phone with BG Stats, it opens the
 * play, players and scores filled in. Shared by both games' results.
 */
char *
mc_bgstats_link (GDateTime             *when,
                 const McBgstatsGame   *game,
                 const McBgstatsPlayer *players,
                 guint                  n_players)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *json = NULL;
  g_autofree char *escaped = NULL;
  g_autofree char *date = g_date_time_format (when, "%Y-%m-%d %H:%M:%S");

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "sourceName");
  json_builder_add_string_value (builder, "Mech Companion");
  json_builder_set_member_name (builder, "playDate");
  json_builder_add_string_value (builder, date);
  json_builder_set_member_name (builder, "game");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "bggId");
  json_builder_add_int_value (builder, game->bgg_id);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, game->name);
  json_builder_set_member_name (builder, "highestWins");
  json_builder_add_boolean_value (builder, TRUE);
  json_builder_set_member_name (builder, "noPoints");
  json_builder_add_boolean_value (builder, FALSE);
  json_builder_set_member_name (builder, "sourceGameId");
  json_builder_add_string_value (builder, game->source_id);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_players; i++)
    {
      const McBgstatsPlayer *player = &players[i];
      g_autofree char *id = g_strdup_printf ("seat-%u", player->seat + 1);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, player->name);
      json_builder_set_member_name (builder, "score");
      json_builder_add_int_value (builder, player->score);
      if (player->rank > 0)
        {
          json_builder_set_member_name (builder, "rank");
          json_builder_add_int_value (builder, player->rank);
        }
      json_builder_set_member_name (builder, "winner");
      json_builder_add_boolean_value (builder, player->winner);
      json_builder_set_member_name (builder, "startPlayer");
      json_builder_add_boolean_value (builder, FALSE);
      if (player->role != NULL)
        {
          json_builder_set_member_name (builder, "role");
          json_builder_add_string_value (builder, player->role);
        }
      json_builder_set_member_name (builder, "sourcePlayerId");
      json_builder_add_string_value (builder, id);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json = json_generator_to_data (generator, NULL);
  escaped = g_uri_escape_string (json, NULL, FALSE);
  return g_strconcat ("https://app.bgstatsapp.com/createPlay.html?data=", escaped, NULL);
}
