/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mechs/tem-catalogue.h"
#include "mc-journal-action-private.h"
#include "mc-journal-json.h"
#include "mc-journal-error.h"
#include "mc-journal-member.h"

const char * const mc_journal_action_field_ids[] = {
  "health", "energy", "credits", "score", "status", "round", "starting-player",
  "weapon-gained", "weapon-returned", "pilot-health-top",
  "weapon-equipped", "weapon-stockpiled", NULL
};
const char * const mc_journal_action_zone_kind_ids[] = { "none", "resource", "base", "mech", NULL };
const char * const mc_journal_action_side_ids[] = { "none", "troy", "sparta", NULL };
const char * const mc_journal_action_attack_line_ids[] = { "best", "first", "power", NULL };
const char * const mc_journal_action_mech_take_ids[] = { "ask", "troy", "sparta", "decline", "keep-side", NULL };

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
      mc_journal_json_add_string (builder, "kind", mc_journal_action_zone_kind_ids[zone->kind]);
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
  g_autoptr(JsonBuilder) builder = mc_journal_json_begin_action (action_id (action->kind));

  switch (action->kind)
    {
    case TEM_ACTION_NEW_GAME:
      add_new_game (builder, &action->new_game);
      break;
    case TEM_ACTION_CORRECT:
      mc_journal_json_add_int (builder, "player", (int) action->correct.player);
      mc_journal_json_add_string (builder, "field", tem_field_is_valid (action->correct.field) ? mc_journal_action_field_ids[action->correct.field] : "");
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
      mc_journal_json_add_string (builder, "side", action->take_mech.side <= TEM_MECH_SIDE_SPARTA ? mc_journal_action_side_ids[action->take_mech.side] : "");
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
        mc_journal_json_add_string (builder, "line", mc_journal_action_attack_line_ids[action->attack.line]);
      if (action->attack.mech >= TEM_MECH_TAKE_ASK && action->attack.mech <= TEM_MECH_TAKE_KEEP_SIDE)
        mc_journal_json_add_string (builder, "mech", mc_journal_action_mech_take_ids[action->attack.mech]);
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
