/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mechs/tem-catalogue.h"
#include "mc-journal-action-private.h"
#include "mc-journal-json.h"
#include "mc-journal-error.h"
#include "mc-journal-member.h"

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
          || !read_id (zone_object, "kind", mc_journal_action_zone_kind_ids, &kind, error))
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
  return read_id (object, "mech", mc_journal_action_mech_take_ids, out, error);
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

static const char *
kind_id (int kind)
{
  return tem_action_kind_get_id ((TemActionKind) kind);
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
  int value = 0;

  memset (action, 0, sizeof *action);

  if ((object = mc_journal_member_read_action (node, kind_id, TEM_N_ACTION_KINDS, &value, error)) == NULL)
    return FALSE;
  action->kind = (TemActionKind) value;

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
             && read_id (object, "field", mc_journal_action_field_ids, &value, error)
             && (action->correct.field = (TemField) value, TRUE)
             && (tem_field_is_weapon (action->correct.field)
                 ? read_weapon_kind (object, "weapon", FALSE, &action->correct.value, error)
                 : read_int (object, "value", MC_JOURNAL_PLAUSIBLE_MIN, MC_JOURNAL_PLAUSIBLE_MAX,
                             &action->correct.value, error));

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
          || !read_id (object, "side", mc_journal_action_side_ids, &value, error))
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
                 || read_id (object, "line", mc_journal_action_attack_line_ids, &action->attack.line, error))
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
