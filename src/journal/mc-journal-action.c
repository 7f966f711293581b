/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mechs/tem-catalogue.h"
#include "mc-journal-action.h"
#include "mc-journal-json.h"
#include "mc-journal-error.h"
#include "mc-journal-member.h"

/* Numbers a journal may hold at all; the rules core checks the real bounds
 * on replay. Anything beyond is an absurd number, refused on reading. */
#define PLAUSIBLE_MIN (-1000)
#define PLAUSIBLE_MAX 100000

static const char * const field_ids[] = {
  "health", "energy", "credits", "score", "status", "round", "starting-player",
  "weapon-gained", "weapon-returned", NULL
};
static const char * const zone_kind_ids[] = { "none", "resource", "base", "mech", NULL };
static const char * const side_ids[] = { "none", "troy", "sparta", NULL };
/* TemAttackLine and TemMechTake, in their order. */
static const char * const attack_line_ids[] = { "best", "first", "power", NULL };
static const char * const mech_take_ids[] = { "ask", "troy", "sparta", "decline", "keep-side", NULL };

static const char *
action_id (TemActionKind kind)
{
  return tem_action_kind_get_id (kind);
}

/* Writing */

static void
add_resources (JsonBuilder *builder,
               guint        resources)
{
  json_builder_set_member_name (builder, "resources");
  if (resources & TEM_RESOURCE_UNKNOWN)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_array (builder);
  if (resources & TEM_RESOURCE_ENERGY)
    json_builder_add_string_value (builder, "energy");
  if (resources & TEM_RESOURCE_CREDITS)
    json_builder_add_string_value (builder, "credits");
  json_builder_end_array (builder);
}

/* R-SO20, table draw: written only when cards were flipped, so files of
 * games without it look as before. */
static void
add_respawn_draw (JsonBuilder          *builder,
                  const TemRespawnDraw *draw)
{
  if (draw->n_cards == 0)
    return;
  json_builder_set_member_name (builder, "respawn-cards");
  json_builder_begin_array (builder);
  for (guint i = 0; i < draw->n_cards && i < TEM_ROBOT_DECK; i++)
    json_builder_add_string_value (builder, tem_program_is_valid (draw->cards[i])
                                            ? tem_program_get_id ((TemProgram) draw->cards[i]) : "");
  json_builder_end_array (builder);
}

static void
add_weapon_kind (JsonBuilder *builder,
                 const char  *name,
                 int          kind)
{
  json_builder_set_member_name (builder, name);
  if (kind < 0 || kind >= TEM_N_WEAPON_KINDS)
    json_builder_add_null_value (builder);
  else
    json_builder_add_string_value (builder, tem_catalogue_get_weapon ((guint) kind)->id);
}

static void
add_new_game (JsonBuilder      *builder,
              const TemNewGame *setup)
{
  mc_journal_json_add_int (builder, "starting-player", (int) setup->starting_player);
  mc_journal_json_add_int (builder, "resource-top", setup->resource_top);
  json_builder_set_member_name (builder, "seed");
  json_builder_add_int_value (builder, setup->seed);
  /* Added with the literal readings of R-SO6, R-SO14 and R-SC2: a file
   * without it replays by the first edition, as it was played. */
  mc_journal_json_add_int (builder, "rules-edition", setup->rules_edition);
  if (setup->solo)
    {
      /* Members of solo games only: older files simply lack them. */
      json_builder_set_member_name (builder, "solo");
      json_builder_add_boolean_value (builder, TRUE);
      json_builder_set_member_name (builder, "robot-table-draw");
      json_builder_add_boolean_value (builder, setup->robot_table_draw);
      json_builder_set_member_name (builder, "robot-duplicate");
      if (tem_program_is_valid (setup->robot_duplicate))
        json_builder_add_string_value (builder, tem_program_get_id ((TemProgram) setup->robot_duplicate));
      else
        json_builder_add_null_value (builder);
    }

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < setup->n_players && i < TEM_MAX_PLAYERS; i++)
    {
      const TemPlayerSetup *player = &setup->players[i];

      json_builder_begin_object (builder);
      mc_journal_json_add_string (builder, "name", player->name);
      mc_journal_json_add_string (builder, "pilot", player->pilot);
      mc_journal_json_add_string (builder, "colour", tem_colour_is_valid (player->colour) ? tem_colour_get_id (player->colour) : "");
      mc_journal_json_add_int (builder, "health-top", player->pilot_health_top);
      add_weapon_kind (builder, "starting-basic", setup->starting_basic[i]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "row");
  json_builder_begin_array (builder);
  for (guint i = 0; i < TEM_ROW_SIZE; i++)
    {
      if (setup->row[i] < 0 || setup->row[i] >= TEM_N_WEAPON_KINDS)
        json_builder_add_null_value (builder);
      else
        json_builder_add_string_value (builder, tem_catalogue_get_weapon ((guint) setup->row[i])->id);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "arena");
  json_builder_begin_object (builder);
  mc_journal_json_add_int (builder, "rows", (int) setup->arena.rows);
  mc_journal_json_add_int (builder, "cols", (int) setup->arena.cols);
  json_builder_set_member_name (builder, "preset");
  json_builder_add_boolean_value (builder, setup->arena.preset);
  json_builder_set_member_name (builder, "zones");
  json_builder_begin_array (builder);
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    {
      const TemZone *zone = &setup->arena.zones[cell];

      if (zone->kind == TEM_ZONE_NONE || zone->kind > TEM_ZONE_MECH)
        continue;
      json_builder_begin_object (builder);
      mc_journal_json_add_cell (builder, "zone", cell);
      mc_journal_json_add_string (builder, "kind", zone_kind_ids[zone->kind]);
      mc_journal_json_add_int_or_null (builder, "value", zone->value, TEM_VALUE_UNKNOWN);
      if (zone->kind == TEM_ZONE_RESOURCE)
        add_resources (builder, zone->resources);
      if (zone->kind == TEM_ZONE_BASE)
        mc_journal_json_add_int (builder, "owner", zone->base_owner);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

/**
 * mc_journal_action_to_json:
 *
 * Returns: (transfer full): a JSON object for @action
 */
JsonNode *
mc_journal_action_to_json (const TemAction *action)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  mc_journal_json_add_string (builder, "action", action_id (action->kind));

  switch (action->kind)
    {
    case TEM_ACTION_NEW_GAME:
      add_new_game (builder, &action->new_game);
      break;
    case TEM_ACTION_CORRECT:
      mc_journal_json_add_int (builder, "player", (int) action->correct.player);
      mc_journal_json_add_string (builder, "field", tem_field_is_valid (action->correct.field) ? field_ids[action->correct.field] : "");
      /* A weapon given or taken is named by its card, as elsewhere. */
      if (tem_field_is_weapon (action->correct.field))
        add_weapon_kind (builder, "weapon", action->correct.value);
      else
        mc_journal_json_add_int (builder, "value", action->correct.value);
      break;
    case TEM_ACTION_HEAL:
      mc_journal_json_add_int (builder, "player", (int) action->heal.player);
      mc_journal_json_add_int (builder, "energy", action->heal.energy);
      break;
    case TEM_ACTION_UPGRADE:
      mc_journal_json_add_int (builder, "player", (int) action->upgrade.player);
      break;
    case TEM_ACTION_END_ROUND:
      json_builder_set_member_name (builder, "scored-by-hand");
      json_builder_add_boolean_value (builder, action->end_round.scored_by_hand);
      break;
    case TEM_ACTION_SET_ZONE:
      mc_journal_json_add_cell (builder, "zone", action->set_zone.cell);
      mc_journal_json_add_int_or_null (builder, "value", action->set_zone.value, TEM_VALUE_UNKNOWN);
      add_resources (builder, action->set_zone.resources);
      break;
    case TEM_ACTION_SET_WEAPON:
      add_weapon_kind (builder, "weapon", (int) action->set_weapon.kind);
      mc_journal_json_add_string (builder, "field", action->set_weapon.field < TEM_N_WEAPON_FIELDS
                                                    ? mc_journal_weapon_field_ids[action->set_weapon.field] : "");
      if (action->set_weapon.field == TEM_WEAPON_FIELD_TYPE
          && action->set_weapon.value >= 0 && action->set_weapon.value < TEM_N_WEAPON_TYPES)
        mc_journal_json_add_string (builder, "value", mc_journal_weapon_type_ids[action->set_weapon.value]);
      else if (action->set_weapon.field == TEM_WEAPON_FIELD_ABILITY
               && action->set_weapon.value >= 0 && action->set_weapon.value <= TEM_ABILITY_POWER_ATTACK_VP)
        mc_journal_json_add_string (builder, "value", mc_journal_ability_ids[action->set_weapon.value]);
      else
        mc_journal_json_add_int_or_null (builder, "value", action->set_weapon.value, TEM_VALUE_UNKNOWN);
      break;
    case TEM_ACTION_SET_ROW:
      mc_journal_json_add_int (builder, "place", action->set_row.slot + 1);
      add_weapon_kind (builder, "weapon", action->set_row.kind);
      break;
    case TEM_ACTION_BEGIN_EXECUTION:
      break;
    case TEM_ACTION_MOVE:
      mc_journal_json_add_int (builder, "player", (int) action->move.player);
      mc_journal_json_add_string (builder, "card", tem_program_is_valid (action->move.card) ? tem_program_get_id (action->move.card) : "");
      mc_journal_json_add_string (builder, "direction", tem_direction_is_valid (action->move.direction)
                                                        ? tem_direction_get_id (action->move.direction) : "");
      mc_journal_json_add_int (builder, "mine-number", action->move.mine_number);
      mc_journal_json_add_cell (builder, "choice", action->move.choice_cell);
      break;
    case TEM_ACTION_COLLECT:
      mc_journal_json_add_int (builder, "player", (int) action->collect.player);
      break;
    case TEM_ACTION_DEPLOY:
      mc_journal_json_add_int (builder, "player", (int) action->deploy.player);
      mc_journal_json_add_string (builder, "token", action->deploy.mine ? "mine" : "turret");
      mc_journal_json_add_cell (builder, "from", action->deploy.from_cell);
      break;
    case TEM_ACTION_TAKE_MECH:
      mc_journal_json_add_int (builder, "player", (int) action->take_mech.player);
      mc_journal_json_add_string (builder, "side", action->take_mech.side <= TEM_MECH_SIDE_SPARTA ? side_ids[action->take_mech.side] : "");
      break;
    case TEM_ACTION_END_TURN:
      mc_journal_json_add_int (builder, "player", (int) action->end_turn.player);
      break;
    case TEM_ACTION_ATTACK:
      mc_journal_json_add_int (builder, "player", (int) action->attack.player);
      mc_journal_json_add_int (builder, "weapon-card", action->attack.weapon);
      mc_journal_json_add_int (builder, "paid", action->attack.paid);
      mc_journal_json_add_cell (builder, "choice", action->attack.choice_cell);
      mc_journal_json_add_cell (builder, "turret-choice", action->attack.turret_choice_cell);
      /* The line only when chosen (without it: the Power Attack whenever
       * allowed); the Mech's choice always, as a missing one is read as
       * older files meant it (R-MM3). */
      if (action->attack.line > TEM_ATTACK_LINE_BEST && action->attack.line <= TEM_ATTACK_LINE_POWER)
        mc_journal_json_add_string (builder, "line", attack_line_ids[action->attack.line]);
      if (action->attack.mech >= TEM_MECH_TAKE_ASK && action->attack.mech <= TEM_MECH_TAKE_KEEP_SIDE)
        mc_journal_json_add_string (builder, "mech", mech_take_ids[action->attack.mech]);
      add_respawn_draw (builder, &action->attack.respawn);
      break;
    case TEM_ACTION_PURCHASE:
      mc_journal_json_add_int (builder, "player", (int) action->purchase.player);
      mc_journal_json_add_int (builder, "weapon-card", action->purchase.weapon);
      add_weapon_kind (builder, "refill", action->purchase.refill_kind);
      break;
    case TEM_ACTION_ROBOT_TURN:
      mc_journal_json_add_int (builder, "player", (int) action->robot_turn.player);
      json_builder_set_member_name (builder, "card");
      if (tem_program_is_valid (action->robot_turn.card))
        json_builder_add_string_value (builder, tem_program_get_id ((TemProgram) action->robot_turn.card));
      else
        json_builder_add_null_value (builder);
      mc_journal_json_add_int (builder, "mine-number", action->robot_turn.mine_number);
      add_weapon_kind (builder, "refill", action->robot_turn.refill_kind);
      add_respawn_draw (builder, &action->robot_turn.respawn);
      break;
    case TEM_ACTION_EQUIP:
      mc_journal_json_add_int (builder, "player", (int) action->equip.player);
      mc_journal_json_add_int (builder, "weapon-card", action->equip.weapon);
      json_builder_set_member_name (builder, "equipped");
      json_builder_add_boolean_value (builder, action->equip.equipped);
      break;
    default:
      break;
    }

  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* Reading: every member is checked for presence, type and plausibility. */

/* The shared member readers (mc-journal-member.c), under the short names
 * this file has always used. */

static JsonNode *
get_member (JsonObject *object,
            const char *name,
            GError    **error)
{
  return mc_journal_member_get (object, name, error);
}

static gboolean
read_int (JsonObject *object,
          const char *name,
          int         min,
          int         max,
          int        *out,
          GError    **error)
{
  return mc_journal_member_read_int (object, name, min, max, out, error);
}

/* A whole number or null, for card values the players have not entered. */
static gboolean
read_value (JsonObject *object,
            const char *name,
            int         min,
            int         max,
            int        *out,
            GError    **error)
{
  return mc_journal_member_read_int_or_null (object, name, min, max, TEM_VALUE_UNKNOWN, out, error);
}

static gboolean
read_bool (JsonObject *object,
           const char *name,
           gboolean   *out,
           GError    **error)
{
  return mc_journal_member_read_bool (object, name, out, error);
}

static const char *
read_string (JsonObject *object,
             const char *name,
             GError    **error)
{
  return mc_journal_member_read_string (object, name, error);
}

static gboolean
read_id (JsonObject         *object,
         const char         *name,
         const char * const *ids,
         int                *out,
         GError            **error)
{
  return mc_journal_member_read_id (object, name, ids, out, error);
}

static gboolean
read_text (JsonObject *object,
           const char *name,
           char       *out,
           GError    **error)
{
  return mc_journal_member_read_text (object, name, TEM_NAME_MAX, out, error);
}

/* "B3", or null for no zone. */
static gboolean
read_cell (JsonObject *object,
           const char *name,
           int        *out,
           GError    **error)
{
  JsonNode *node = get_member (object, name, error);
  const char *text;

  if (node == NULL)
    return FALSE;

  if (JSON_NODE_HOLDS_NULL (node))
    {
      *out = TEM_NO_CELL;
      return TRUE;
    }

  text = read_string (object, name, error);
  if (text == NULL)
    return FALSE;

  if (strlen (text) != 2 || text[0] < 'A' || text[0] >= 'A' + TEM_ARENA_SIZE
      || text[1] < '1' || text[1] >= '1' + TEM_ARENA_SIZE)
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                   _("“%s” is not a zone of an arena (A1 to G7)."), text);
      return FALSE;
    }

  *out = (text[1] - '1') * TEM_ARENA_SIZE + (text[0] - 'A');
  return TRUE;
}

static gboolean
read_weapon_kind (JsonObject *object,
                  const char *name,
                  gboolean    nullable,
                  int        *out,
                  GError    **error)
{
  JsonNode *node = get_member (object, name, error);
  const char *text;

  if (node == NULL)
    return FALSE;

  if (nullable && JSON_NODE_HOLDS_NULL (node))
    {
      *out = -1;
      return TRUE;
    }

  text = read_string (object, name, error);
  if (text == NULL)
    return FALSE;

  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    if (g_str_equal (tem_catalogue_get_weapon (kind)->id, text))
      {
        *out = (int) kind;
        return TRUE;
      }

  g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
               _("“%s” is not a weapon card."), text);
  return FALSE;
}

static gboolean
read_resources (JsonObject *object,
                guint      *out,
                GError    **error)
{
  JsonNode *node = get_member (object, "resources", error);
  JsonArray *array;

  if (node == NULL)
    return FALSE;

  if (JSON_NODE_HOLDS_NULL (node))
    {
      *out = TEM_RESOURCE_UNKNOWN;
      return TRUE;
    }

  if (!JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (array = json_node_get_array (node)) > 2)
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE,
                           _("“resources” must list “energy” and/or “credits”."));
      return FALSE;
    }

  *out = 0;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);
      const char *text = JSON_NODE_HOLDS_VALUE (item) && json_node_get_value_type (item) == G_TYPE_STRING
                         ? json_node_get_string (item) : "";

      if (g_str_equal (text, "energy"))
        *out |= TEM_RESOURCE_ENERGY;
      else if (g_str_equal (text, "credits"))
        *out |= TEM_RESOURCE_CREDITS;
      else
        {
          g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE,
                               _("“resources” must list “energy” and/or “credits”."));
          return FALSE;
        }
    }

  return TRUE;
}

static JsonArray *
read_array (JsonObject *object,
            const char *name,
            guint       max,
            GError    **error)
{
  return mc_journal_member_read_array (object, name, max, error);
}

static JsonObject *
array_object (JsonArray  *array,
              guint       index,
              const char *name,
              GError    **error)
{
  JsonNode *node = json_array_get_element (array, index);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE,
                   _("Each item of “%s” must be an object."), name);
      return NULL;
    }

  return json_node_get_object (node);
}

/* A program card id, or null when @nullable. */
static gboolean
read_program (JsonObject *object,
              const char *name,
              gboolean    nullable,
              int        *out,
              GError    **error)
{
  const char *ids[TEM_N_PROGRAMS + 1];
  JsonNode *node = get_member (object, name, error);

  if (node == NULL)
    return FALSE;
  if (nullable && JSON_NODE_HOLDS_NULL (node))
    {
      *out = -1;
      return TRUE;
    }

  for (int i = 0; i < TEM_N_PROGRAMS; i++)
    ids[i] = tem_program_get_id ((TemProgram) i);
  ids[TEM_N_PROGRAMS] = NULL;
  return read_id (object, name, ids, out, error);
}

/* The optional "respawn-cards": program ids, at most a robot's deck. */
static gboolean
read_respawn_draw (JsonObject     *object,
                   TemRespawnDraw *draw,
                   GError        **error)
{
  JsonNode *node;
  JsonArray *cards;

  memset (draw, 0, sizeof *draw);
  if (!json_object_has_member (object, "respawn-cards"))
    return TRUE;
  node = json_object_get_member (object, "respawn-cards");
  if (!JSON_NODE_HOLDS_ARRAY (node)
      || json_array_get_length (cards = json_node_get_array (node)) > TEM_ROBOT_DECK)
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE,
                   _("“%s” must be a list of at most %d program cards."), "respawn-cards", TEM_ROBOT_DECK);
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (cards); i++)
    {
      JsonNode *card = json_array_get_element (cards, i);
      const char *id = JSON_NODE_HOLDS_VALUE (card) && json_node_get_value_type (card) == G_TYPE_STRING
                       ? json_node_get_string (card) : NULL;
      int found = -1;

      for (int program = 0; id != NULL && program < TEM_N_PROGRAMS; program++)
        if (g_str_equal (id, tem_program_get_id ((TemProgram) program)))
          found = program;
      if (found < 0)
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                       _("“%s” must be a list of at most %d program cards."), "respawn-cards", TEM_ROBOT_DECK);
          return FALSE;
        }
      draw->cards[draw->n_cards++] = (guint8) found;
    }
  return TRUE;
}

static gboolean
read_new_game (JsonObject *object,
               TemAction  *action,
               GError    **error)
{
  TemNewGame *setup = &action->new_game;
  JsonArray *players, *row, *zones;
  JsonObject *arena;
  JsonNode *arena_node;
  int value;
  gint64 seed;
  JsonNode *seed_node;

  players = read_array (object, "players", TEM_MAX_PLAYERS, error);
  if (players == NULL)
    return FALSE;
  setup->n_players = json_array_get_length (players);

  if (!read_int (object, "starting-player", 0, TEM_MAX_PLAYERS - 1, &value, error))
    return FALSE;
  setup->starting_player = (guint) value;
  if (!read_int (object, "resource-top", 0, 100, &setup->resource_top, error))
    return FALSE;

  seed_node = get_member (object, "seed", error);
  if (seed_node == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_VALUE (seed_node) || json_node_get_value_type (seed_node) != G_TYPE_INT64
      || (seed = json_node_get_int (seed_node)) < 0 || seed > G_MAXUINT32)
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE,
                           _("“seed” must be a whole number from 0 to 4294967295."));
      return FALSE;
    }
  setup->seed = (guint32) seed;

  setup->rules_edition = TEM_RULES_EDITION_FIRST;
  if (json_object_has_member (object, "rules-edition")
      && !read_int (object, "rules-edition", TEM_RULES_EDITION_FIRST, TEM_RULES_EDITION_LATEST,
                    &setup->rules_edition, error))
    return FALSE;

  if (json_object_has_member (object, "solo"))
    {
      if (!read_bool (object, "solo", &setup->solo, error)
          || !read_bool (object, "robot-table-draw", &setup->robot_table_draw, error)
          || !read_program (object, "robot-duplicate", TRUE, &setup->robot_duplicate, error))
        return FALSE;
    }

  for (guint i = 0; i < setup->n_players; i++)
    {
      JsonObject *player = array_object (players, i, "players", error);
      TemPlayerSetup *out = &setup->players[i];
      const char *colour;
      int colour_index = -1;

      if (player == NULL
          || !read_text (player, "name", out->name, error)
          || !read_text (player, "pilot", out->pilot, error)
          || !read_int (player, "health-top", 0, 100, &out->pilot_health_top, error)
          || !read_weapon_kind (player, "starting-basic", TRUE, &setup->starting_basic[i], error)
          || (colour = read_string (player, "colour", error)) == NULL)
        return FALSE;

      for (int c = 0; c < TEM_N_COLOURS; c++)
        if (g_str_equal (tem_colour_get_id ((TemColour) c), colour))
          colour_index = c;
      if (colour_index < 0)
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                       _("“%s” is not a player colour."), colour);
          return FALSE;
        }
      out->colour = (TemColour) colour_index;
    }

  row = read_array (object, "row", TEM_ROW_SIZE, error);
  if (row == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (row); i++)
    {
      g_autoptr(JsonObject) wrapper = json_object_new ();

      /* Reuse the member reader for each item. */
      json_object_set_member (wrapper, "row", json_node_copy (json_array_get_element (row, i)));
      if (!read_weapon_kind (wrapper, "row", TRUE, &setup->row[i], error))
        return FALSE;
    }

  arena_node = get_member (object, "arena", error);
  if (arena_node == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_OBJECT (arena_node))
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE,
                           _("“arena” must be an object."));
      return FALSE;
    }
  arena = json_node_get_object (arena_node);

  tem_arena_init_empty (&setup->arena, 0, 0);
  if (!read_int (arena, "rows", 1, TEM_ARENA_SIZE, &value, error))
    return FALSE;
  setup->arena.rows = (guint) value;
  if (!read_int (arena, "cols", 1, TEM_ARENA_SIZE, &value, error))
    return FALSE;
  setup->arena.cols = (guint) value;
  if (!read_bool (arena, "preset", &setup->arena.preset, error))
    return FALSE;

  zones = read_array (arena, "zones", TEM_ARENA_CELLS, error);
  if (zones == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (zones); i++)
    {
      JsonObject *zone_object = array_object (zones, i, "zones", error);
      TemZone *zone;
      int cell, kind;

      if (zone_object == NULL
          || !read_cell (zone_object, "zone", &cell, error)
          || !read_id (zone_object, "kind", zone_kind_ids, &kind, error))
        return FALSE;
      if (cell == TEM_NO_CELL)
        {
          g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_MISSING, _("“zone” is missing."));
          return FALSE;
        }

      zone = &setup->arena.zones[cell];
      zone->kind = (TemZoneKind) kind;
      if (!read_value (zone_object, "value", 0, TEM_ZONE_VALUE_MAX, &zone->value, error))
        return FALSE;
      if (kind == TEM_ZONE_RESOURCE && !read_resources (zone_object, &zone->resources, error))
        return FALSE;
      if (kind == TEM_ZONE_BASE || kind == TEM_ZONE_MECH)
        zone->resources = TEM_RESOURCE_ENERGY | TEM_RESOURCE_CREDITS;
      if (kind == TEM_ZONE_BASE && !read_int (zone_object, "owner", -1, TEM_MAX_PLAYERS - 1, &zone->base_owner, error))
        return FALSE;
    }

  return TRUE;
}

/* An attack's "mech" member, or the reading of older lines without it. */
static gboolean
read_mech_take (JsonObject *object,
                int        *out,
                GError    **error)
{
  if (!json_object_has_member (object, "mech"))
    {
      *out = TEM_MECH_TAKE_KEEP_SIDE;
      return TRUE;
    }
  return read_id (object, "mech", mech_take_ids, out, error);
}

static gboolean
read_player (JsonObject *object,
             guint      *out,
             GError    **error)
{
  int value;

  if (!read_int (object, "player", 0, TEM_MAX_PLAYERS - 1, &value, error))
    return FALSE;

  *out = (guint) value;
  return TRUE;
}

/**
 * mc_journal_action_from_json:
 *
 * Reads one action. Fails with a translated message naming the member at
 * fault; whether the action is allowed is for the rules core to say.
 */
gboolean
mc_journal_action_from_json (JsonNode  *node,
                             TemAction *action,
                             GError   **error)
{
  JsonObject *object;
  const char *kind;
  int value = 0;

  memset (action, 0, sizeof *action);

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE,
                           _("A line must hold one JSON object."));
      return FALSE;
    }
  object = json_node_get_object (node);

  kind = read_string (object, "action", error);
  if (kind == NULL)
    return FALSE;

  for (int k = 0; k < TEM_N_ACTION_KINDS; k++)
    if (g_str_equal (kind, tem_action_kind_get_id ((TemActionKind) k)))
      {
        action->kind = (TemActionKind) k;
        value = 1;
      }

  if (!value)
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_UNKNOWN_ACTION,
                   _("“%s” is not an action this version of Mech Companion knows."), kind);
      return FALSE;
    }

  switch (action->kind)
    {
    case TEM_ACTION_NEW_GAME:
      for (guint i = 0; i < TEM_MAX_PLAYERS; i++)
        action->new_game.starting_basic[i] = -1;
      for (guint i = 0; i < TEM_ROW_SIZE; i++)
        action->new_game.row[i] = -1;
      action->new_game.robot_duplicate = -1;
      return read_new_game (object, action, error);

    case TEM_ACTION_CORRECT:
      return read_player (object, &action->correct.player, error)
             && read_id (object, "field", field_ids, &value, error)
             && (action->correct.field = (TemField) value, TRUE)
             && (tem_field_is_weapon (action->correct.field)
                 ? read_weapon_kind (object, "weapon", FALSE, &action->correct.value, error)
                 : read_int (object, "value", PLAUSIBLE_MIN, PLAUSIBLE_MAX, &action->correct.value, error));

    case TEM_ACTION_HEAL:
      return read_player (object, &action->heal.player, error)
             && read_int (object, "energy", 0, 100, &action->heal.energy, error);

    case TEM_ACTION_UPGRADE:
      return read_player (object, &action->upgrade.player, error);

    case TEM_ACTION_END_ROUND:
      return read_bool (object, "scored-by-hand", &action->end_round.scored_by_hand, error);

    case TEM_ACTION_SET_ZONE:
      return read_cell (object, "zone", &action->set_zone.cell, error)
             && read_value (object, "value", 0, TEM_ZONE_VALUE_MAX, &action->set_zone.value, error)
             && read_resources (object, &action->set_zone.resources, error);

    case TEM_ACTION_SET_ROW:
      if (!read_value (object, "place", 1, TEM_ROW_SIZE, &value, error))
        return FALSE;
      action->set_row.slot = value - 1;
      return read_weapon_kind (object, "weapon", FALSE, &action->set_row.kind, error);

    case TEM_ACTION_SET_WEAPON:
      {
        JsonNode *value_node;

        if (!read_weapon_kind (object, "weapon", FALSE, &value, error))
          return FALSE;
        action->set_weapon.kind = (guint) value;
        if (!read_id (object, "field", mc_journal_weapon_field_ids, &value, error))
          return FALSE;
        action->set_weapon.field = (TemWeaponField) value;
        value_node = json_object_get_member (object, "value");
        if (action->set_weapon.field == TEM_WEAPON_FIELD_TYPE && value_node != NULL
            && JSON_NODE_HOLDS_VALUE (value_node) && json_node_get_value_type (value_node) == G_TYPE_STRING)
          return read_id (object, "value", mc_journal_weapon_type_ids, &action->set_weapon.value, error);
        if (action->set_weapon.field == TEM_WEAPON_FIELD_ABILITY && value_node != NULL
            && JSON_NODE_HOLDS_VALUE (value_node) && json_node_get_value_type (value_node) == G_TYPE_STRING)
          return read_id (object, "value", mc_journal_ability_ids, &action->set_weapon.value, error);
        return read_value (object, "value", 0, 100, &action->set_weapon.value, error);
      }

    case TEM_ACTION_BEGIN_EXECUTION:
      return TRUE;

    case TEM_ACTION_MOVE:
      {
        const char * const *programs_ids = NULL;
        const char *ids[TEM_N_PROGRAMS + 1];
        const char *directions[TEM_N_DIRECTIONS + 1];

        for (int i = 0; i < TEM_N_PROGRAMS; i++)
          ids[i] = tem_program_get_id ((TemProgram) i);
        ids[TEM_N_PROGRAMS] = NULL;
        for (int i = 0; i < TEM_N_DIRECTIONS; i++)
          directions[i] = tem_direction_get_id ((TemDirection) i);
        directions[TEM_N_DIRECTIONS] = NULL;
        programs_ids = ids;

        if (!read_player (object, &action->move.player, error)
            || !read_id (object, "card", programs_ids, &value, error))
          return FALSE;
        action->move.card = (TemProgram) value;
        if (!read_id (object, "direction", directions, &value, error))
          return FALSE;
        action->move.direction = (TemDirection) value;
        return read_int (object, "mine-number", 0, TEM_MINES, &action->move.mine_number, error)
               && read_cell (object, "choice", &action->move.choice_cell, error);
      }

    case TEM_ACTION_COLLECT:
      return read_player (object, &action->collect.player, error);

    case TEM_ACTION_DEPLOY:
      {
        static const char * const tokens[] = { "turret", "mine", NULL };

        if (!read_player (object, &action->deploy.player, error)
            || !read_id (object, "token", tokens, &value, error))
          return FALSE;
        action->deploy.mine = value == 1;
        return read_cell (object, "from", &action->deploy.from_cell, error);
      }

    case TEM_ACTION_TAKE_MECH:
      if (!read_player (object, &action->take_mech.player, error)
          || !read_id (object, "side", side_ids, &value, error))
        return FALSE;
      action->take_mech.side = (TemMechSide) value;
      return TRUE;

    case TEM_ACTION_END_TURN:
      return read_player (object, &action->end_turn.player, error);

    case TEM_ACTION_ATTACK:
      action->attack.turret_choice_cell = TEM_NO_CELL;
      return read_player (object, &action->attack.player, error)
             /* -1: a robot's attack, its card drawn by the app (R-SO17). */
             && read_int (object, "weapon-card", -1, TEM_N_WEAPON_CARDS - 1, &action->attack.weapon, error)
             && read_int (object, "paid", 0, 100, &action->attack.paid, error)
             && read_cell (object, "choice", &action->attack.choice_cell, error)
             /* Added in app 0.1.0's later journals: older lines lack it. */
             && (!json_object_has_member (object, "turret-choice")
                 || read_cell (object, "turret-choice", &action->attack.turret_choice_cell, error))
             /* Added with R-C5's choice: without it, the Power Attack
              * whenever allowed, as before. */
             && (!json_object_has_member (object, "line")
                 || read_id (object, "line", attack_line_ids, &action->attack.line, error))
             /* Added with R-MM3's choice: without it, the Mech was taken
              * as it showed, as before. */
             && read_mech_take (object, &action->attack.mech, error)
             && read_respawn_draw (object, &action->attack.respawn, error);

    case TEM_ACTION_PURCHASE:
      return read_player (object, &action->purchase.player, error)
             && read_int (object, "weapon-card", 0, TEM_N_WEAPON_CARDS - 1, &action->purchase.weapon, error)
             && read_weapon_kind (object, "refill", TRUE, &action->purchase.refill_kind, error);

    case TEM_ACTION_ROBOT_TURN:
      return read_player (object, &action->robot_turn.player, error)
             && read_program (object, "card", TRUE, &action->robot_turn.card, error)
             && read_int (object, "mine-number", 0, TEM_MINES, &action->robot_turn.mine_number, error)
             && read_weapon_kind (object, "refill", TRUE, &action->robot_turn.refill_kind, error)
             && read_respawn_draw (object, &action->robot_turn.respawn, error);

    case TEM_ACTION_EQUIP:
      return read_player (object, &action->equip.player, error)
             && read_int (object, "weapon-card", 0, TEM_N_WEAPON_CARDS - 1, &action->equip.weapon, error)
             && read_bool (object, "equipped", &action->equip.equipped, error);

    default:
      g_assert_not_reached ();
    }
}
