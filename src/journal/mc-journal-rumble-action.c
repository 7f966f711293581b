/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "rumble/rb-limits.h"
#include "mc-journal-error.h"
#include "mc-journal-json.h"
#include "mc-journal-member.h"
#include "mc-journal-rumble-action.h"

#define COLOUR_MAX 63

const char * const mc_journal_rumble_faction_ids[] = {
  "animal", "appliances", "bio", "steam", "mech", "warfare", NULL
};
const char * const mc_journal_rumble_direction_ids[] = {
  "unset", "clockwise", "counter-clockwise", NULL
};

static const char * const *
field_ids (void)
{
  static const char *ids[RB_N_FIELDS + 1];

  if (ids[0] == NULL)
    for (int i = 0; i < RB_N_FIELDS; i++)
      ids[i] = rb_field_get_id ((RbField) i);
  return ids;
}

/* Writing */

void
mc_journal_rumble_add_factions (JsonBuilder *builder,
                                const char  *name,
                                guint        factions)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (int f = 0; f < RB_N_FACTIONS; f++)
    if (factions & RB_FACTION_BIT (f))
      json_builder_add_string_value (builder, mc_journal_rumble_faction_ids[f]);
  json_builder_end_array (builder);
}

static void
add_card (JsonBuilder  *builder,
          const RbCard *card)
{
  json_builder_set_member_name (builder, "card");
  json_builder_begin_object (builder);
  mc_journal_json_add_string (builder, "name", card->name);
  mc_journal_json_add_int (builder, "tier", card->tier);
  mc_journal_rumble_add_factions (builder, "factions", card->factions);
  mc_journal_json_add_bool (builder, "contraption", card->contraption);
  mc_journal_json_add_int_or_null (builder, "cost", card->cost, RB_UNKNOWN);
  mc_journal_json_add_int_or_null (builder, "recycle", card->recycle, RB_UNKNOWN);
  mc_journal_json_add_int_or_null (builder, "attack", card->attack, RB_UNKNOWN);
  mc_journal_json_add_int_or_null (builder, "defense", card->defense, RB_UNKNOWN);
  mc_journal_json_add_int_or_null (builder, "crits", card->crits, RB_UNKNOWN);
  mc_journal_json_add_int_or_null (builder, "barriers", card->barriers, RB_UNKNOWN);
  json_builder_end_object (builder);
}

static void
add_new_game (JsonBuilder     *builder,
              const RbNewGame *setup)
{
  mc_journal_json_add_int (builder, "champion", setup->champion);
  json_builder_set_member_name (builder, "directions");
  json_builder_begin_array (builder);
  for (guint r = 0; r < RB_ROUNDS; r++)
    json_builder_add_string_value (builder, rb_direction_is_valid (setup->directions[r])
                                            ? mc_journal_rumble_direction_ids[setup->directions[r]] : "unset");
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < setup->n_players && i < RB_MAX_PLAYERS; i++)
    {
      json_builder_begin_object (builder);
      mc_journal_json_add_string (builder, "name", setup->players[i].name);
      mc_journal_json_add_int_or_null (builder, "colour", setup->players[i].colour, -1);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/**
 * mc_journal_rumble_action_to_json:
 *
 * Returns: (transfer full): the action as a JSON object
 */
JsonNode *
mc_journal_rumble_action_to_json (const RbAction *action)
{
  g_autoptr(JsonBuilder) builder = mc_journal_json_begin_action (rb_action_kind_get_id (action->kind));

  switch (action->kind)
    {
    case RB_ACTION_NEW_GAME:
      add_new_game (builder, &action->new_game);
      break;
    case RB_ACTION_CORRECT:
      mc_journal_json_add_int (builder, "index", action->correct.index);
      mc_journal_json_add_string (builder, "field", rb_field_is_valid (action->correct.field)
                                                   ? rb_field_get_id (action->correct.field) : "");
      mc_journal_json_add_int (builder, "value", action->correct.value);
      break;
    case RB_ACTION_BUILD:
      mc_journal_json_add_int (builder, "player", action->build.player);
      mc_journal_json_add_bool (builder, "from-hand", action->build.from_hand);
      mc_journal_json_add_bool (builder, "gained", action->build.gained);
      add_card (builder, &action->build.card);
      break;
    case RB_ACTION_RECYCLE:
      mc_journal_json_add_int (builder, "player", action->recycle.player);
      mc_journal_json_add_int (builder, "bot", action->recycle.bot);
      mc_journal_json_add_int_or_null (builder, "recycle", action->recycle.recycle, RB_UNKNOWN);
      mc_journal_json_add_bool (builder, "ripening", action->recycle.ripening);
      break;
    case RB_ACTION_UPGRADE:
      mc_journal_json_add_int (builder, "player", action->upgrade.player);
      break;
    case RB_ACTION_ENERGIZE:
      mc_journal_json_add_int (builder, "player", action->energize.player);
      mc_journal_json_add_bool (builder, "from-cryo", action->energize.from_cryo);
      mc_journal_json_add_int (builder, "scan-tier", action->energize.scan_tier);
      break;
    case RB_ACTION_END_TURN:
      mc_journal_json_add_int (builder, "player", action->end_turn.player);
      break;
    case RB_ACTION_REVEAL:
      mc_journal_json_add_int (builder, "player", action->reveal.player);
      mc_journal_json_add_int_or_null (builder, "bot", action->reveal.bot, RB_NO_BOT);
      mc_journal_json_add_int_or_null (builder, "attack", action->reveal.attack, RB_UNKNOWN);
      mc_journal_json_add_int_or_null (builder, "defense", action->reveal.defense, RB_UNKNOWN);
      mc_journal_json_add_int_or_null (builder, "crits", action->reveal.crits, RB_UNKNOWN);
      mc_journal_json_add_int_or_null (builder, "barriers", action->reveal.barriers, RB_UNKNOWN);
      mc_journal_rumble_add_factions (builder, "factions", action->reveal.factions);
      break;
    case RB_ACTION_NAME_FACTION:
      mc_journal_json_add_int (builder, "player", action->name_faction.player);
      mc_journal_json_add_string (builder, "faction", rb_faction_is_valid (action->name_faction.faction)
                                                      ? mc_journal_rumble_faction_ids[action->name_faction.faction]
                                                      : "");
      break;
    case RB_ACTION_ADJUST:
      mc_journal_json_add_int (builder, "player", action->adjust.player);
      mc_journal_json_add_int (builder, "attack", action->adjust.attack);
      mc_journal_json_add_int (builder, "defense", action->adjust.defense);
      mc_journal_json_add_int (builder, "crits", action->adjust.crits);
      mc_journal_json_add_int (builder, "barriers", action->adjust.barriers);
      break;
    case RB_ACTION_SURRENDER:
      mc_journal_json_add_int (builder, "player", action->surrender.player);
      mc_journal_json_add_bool (builder, "loop", action->surrender.loop);
      break;
    case RB_ACTION_CREATE_CRYSTALS:
      mc_journal_json_add_int (builder, "player", action->create_crystals.player);
      mc_journal_json_add_int (builder, "count", action->create_crystals.count);
      break;
    case RB_ACTION_TRASH:
      mc_journal_json_add_int (builder, "player", action->trash.player);
      mc_journal_json_add_int (builder, "bot", action->trash.bot);
      break;
    case RB_ACTION_TRANSFORM:
      mc_journal_json_add_int (builder, "player", action->transform.player);
      mc_journal_json_add_int (builder, "bot", action->transform.bot);
      add_card (builder, &action->transform.card);
      break;
    case RB_ACTION_USE_CONTRAPTION:
      mc_journal_json_add_int (builder, "player", action->use_contraption.player);
      mc_journal_json_add_int (builder, "bot", action->use_contraption.bot);
      break;
    case RB_ACTION_SEE_LAB_BOT:
      mc_journal_json_add_int (builder, "tier", action->see_lab_bot.tier);
      mc_journal_json_add_string (builder, "name", action->see_lab_bot.name);
      break;
    default:
      g_return_val_if_reached (NULL);
    }

  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* Reading: every member present, of its type, within plausible bounds. */

static gboolean
read_player (JsonObject *object,
             guint      *out,
             GError    **error)
{
  int value;

  if (!mc_journal_member_read_int (object, "player", 0, RB_MAX_PLAYERS - 1, &value, error))
    return FALSE;
  *out = (guint) value;
  return TRUE;
}

static gboolean
read_bot (JsonObject *object,
          int        *out,
          GError    **error)
{
  return mc_journal_member_read_int (object, "bot", 0, RB_MAX_BOTS - 1, out, error);
}

/* A card value as printed: 0 to RB_CARD_VALUE_MAX, or null while unknown. */
static gboolean
read_card_value (JsonObject *object,
                 const char *name,
                 int        *out,
                 GError    **error)
{
  return mc_journal_member_read_int_or_null (object, name, 0, RB_CARD_VALUE_MAX, RB_UNKNOWN, out, error);
}

static gboolean
read_factions (JsonObject *object,
               guint      *out,
               GError    **error)
{
  JsonArray *array = mc_journal_member_read_array (object, "factions", RB_N_FACTIONS, error);

  if (array == NULL)
    return FALSE;

  *out = 0;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);
      const char *id = JSON_NODE_HOLDS_VALUE (item) && json_node_get_value_type (item) == G_TYPE_STRING
                       ? json_node_get_string (item) : NULL;
      int found = -1;

      for (int f = 0; id != NULL && f < RB_N_FACTIONS; f++)
        if (g_str_equal (id, mc_journal_rumble_faction_ids[f]))
          found = f;
      if (found < 0 || (*out & RB_FACTION_BIT (found)))
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                       _("“%s” must list factions, each once: animal, appliances, bio, steam, mech, warfare."),
                       "factions");
          return FALSE;
        }
      *out |= RB_FACTION_BIT (found);
    }
  return TRUE;
}

static gboolean
read_card (JsonObject *object,
           RbCard     *card,
           GError    **error)
{
  JsonNode *node = mc_journal_member_get (object, "card", error);
  JsonObject *member;

  if (node == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE,
                   _("“%s” must be an object."), "card");
      return FALSE;
    }
  member = json_node_get_object (node);

  return mc_journal_member_read_text (member, "name", RB_NAME_MAX, card->name, error)
         && mc_journal_member_read_int (member, "tier", 0, RB_TIER_EVOLVED, &card->tier, error)
         && read_factions (member, &card->factions, error)
         && mc_journal_member_read_bool (member, "contraption", &card->contraption, error)
         && read_card_value (member, "cost", &card->cost, error)
         && read_card_value (member, "recycle", &card->recycle, error)
         && read_card_value (member, "attack", &card->attack, error)
         && read_card_value (member, "defense", &card->defense, error)
         && read_card_value (member, "crits", &card->crits, error)
         && read_card_value (member, "barriers", &card->barriers, error);
}

static gboolean
read_new_game (JsonObject *object,
               RbNewGame  *setup,
               GError    **error)
{
  JsonArray *players, *directions;
  int value;

  for (guint i = 0; i < RB_MAX_PLAYERS; i++)
    setup->players[i].colour = -1;

  if ((players = mc_journal_member_read_array (object, "players", RB_MAX_PLAYERS, error)) == NULL)
    return FALSE;
  setup->n_players = json_array_get_length (players);

  if (!mc_journal_member_read_int (object, "champion", 0, RB_MAX_PLAYERS - 1, &value, error))
    return FALSE;
  setup->champion = (guint) value;

  if ((directions = mc_journal_member_read_array (object, "directions", RB_ROUNDS, error)) == NULL)
    return FALSE;
  if (json_array_get_length (directions) != RB_ROUNDS)
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE,
                   _("“%s” must list the directions of the %d round spaces."), "directions", RB_ROUNDS);
      return FALSE;
    }
  for (guint r = 0; r < RB_ROUNDS; r++)
    {
      JsonNode *item = json_array_get_element (directions, r);
      const char *id = JSON_NODE_HOLDS_VALUE (item) && json_node_get_value_type (item) == G_TYPE_STRING
                       ? json_node_get_string (item) : "";
      int found = -1;

      for (int d = 0; mc_journal_rumble_direction_ids[d] != NULL; d++)
        if (g_str_equal (id, mc_journal_rumble_direction_ids[d]))
          found = d;
      if (found < 0)
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                       _("“%s” is not a known value for “%s”."), id, "directions");
          return FALSE;
        }
      setup->directions[r] = (RbDirection) found;
    }

  for (guint i = 0; i < setup->n_players; i++)
    {
      JsonNode *node = json_array_get_element (players, i);
      JsonObject *player;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE,
                       _("Each item of “%s” must be an object."), "players");
          return FALSE;
        }
      player = json_node_get_object (node);
      if (!mc_journal_member_read_text (player, "name", RB_NAME_MAX, setup->players[i].name, error)
          || !mc_journal_member_read_int_or_null (player, "colour", 0, COLOUR_MAX, -1,
                                                  &setup->players[i].colour, error))
        return FALSE;
    }

  return TRUE;
}

static const char *
kind_id (int kind)
{
  return rb_action_kind_get_id ((RbActionKind) kind);
}

/**
 * mc_journal_rumble_action_from_json:
 *
 * Reads one line of a Rumblebots journal. Errors name the member at
 * fault; whether the action is allowed is for rb_game_apply() to say.
 */
gboolean
mc_journal_rumble_action_from_json (JsonNode  *node,
                                    RbAction  *action,
                                    GError   **error)
{
  JsonObject *object;
  int value = 0;

  memset (action, 0, sizeof *action);

  if ((object = mc_journal_member_read_action (node, kind_id, RB_N_ACTION_KINDS, &value, error)) == NULL)
    return FALSE;
  action->kind = (RbActionKind) value;

  switch (action->kind)
    {
    case RB_ACTION_NEW_GAME:
      return read_new_game (object, &action->new_game, error);

    case RB_ACTION_CORRECT:
      return mc_journal_member_read_int (object, "index", -1, RB_MAX_BOTS, &action->correct.index, error)
             && mc_journal_member_read_id (object, "field", field_ids (), &value, error)
             && (action->correct.field = (RbField) value, TRUE)
             && mc_journal_member_read_int (object, "value", MC_JOURNAL_PLAUSIBLE_MIN, MC_JOURNAL_PLAUSIBLE_MAX,
                                            &action->correct.value, error);

    case RB_ACTION_BUILD:
      return read_player (object, &action->build.player, error)
             && mc_journal_member_read_bool (object, "from-hand", &action->build.from_hand, error)
             && mc_journal_member_read_bool (object, "gained", &action->build.gained, error)
             && read_card (object, &action->build.card, error);

    case RB_ACTION_RECYCLE:
      return read_player (object, &action->recycle.player, error)
             && read_bot (object, &action->recycle.bot, error)
             && read_card_value (object, "recycle", &action->recycle.recycle, error)
             && mc_journal_member_read_bool (object, "ripening", &action->recycle.ripening, error);

    case RB_ACTION_UPGRADE:
      return read_player (object, &action->upgrade.player, error);

    case RB_ACTION_ENERGIZE:
      return read_player (object, &action->energize.player, error)
             && mc_journal_member_read_bool (object, "from-cryo", &action->energize.from_cryo, error)
             && mc_journal_member_read_int (object, "scan-tier", 0, RB_MAX_TIER, &action->energize.scan_tier, error);

    case RB_ACTION_END_TURN:
      return read_player (object, &action->end_turn.player, error);

    case RB_ACTION_REVEAL:
      return read_player (object, &action->reveal.player, error)
             && mc_journal_member_read_int_or_null (object, "bot", 0, RB_MAX_BOTS - 1, RB_NO_BOT,
                                                    &action->reveal.bot, error)
             && read_card_value (object, "attack", &action->reveal.attack, error)
             && read_card_value (object, "defense", &action->reveal.defense, error)
             && read_card_value (object, "crits", &action->reveal.crits, error)
             && read_card_value (object, "barriers", &action->reveal.barriers, error)
             && read_factions (object, &action->reveal.factions, error);

    case RB_ACTION_NAME_FACTION:
      return read_player (object, &action->name_faction.player, error)
             && mc_journal_member_read_id (object, "faction", mc_journal_rumble_faction_ids, &value, error)
             && (action->name_faction.faction = (RbFaction) value, TRUE);

    case RB_ACTION_ADJUST:
      return read_player (object, &action->adjust.player, error)
             && mc_journal_member_read_int (object, "attack", -RB_GANG_TOTAL_MAX, RB_GANG_TOTAL_MAX,
                                            &action->adjust.attack, error)
             && mc_journal_member_read_int (object, "defense", -RB_GANG_TOTAL_MAX, RB_GANG_TOTAL_MAX,
                                            &action->adjust.defense, error)
             && mc_journal_member_read_int (object, "crits", -RB_GANG_TOTAL_MAX, RB_GANG_TOTAL_MAX,
                                            &action->adjust.crits, error)
             && mc_journal_member_read_int (object, "barriers", -RB_GANG_TOTAL_MAX, RB_GANG_TOTAL_MAX,
                                            &action->adjust.barriers, error);

    case RB_ACTION_SURRENDER:
      return read_player (object, &action->surrender.player, error)
             && mc_journal_member_read_bool (object, "loop", &action->surrender.loop, error);

    case RB_ACTION_CREATE_CRYSTALS:
      return read_player (object, &action->create_crystals.player, error)
             && mc_journal_member_read_int (object, "count", 0, RB_CRYSTALS, &action->create_crystals.count, error);

    case RB_ACTION_TRASH:
      return read_player (object, &action->trash.player, error)
             && read_bot (object, &action->trash.bot, error);

    case RB_ACTION_TRANSFORM:
      return read_player (object, &action->transform.player, error)
             && read_bot (object, &action->transform.bot, error)
             && read_card (object, &action->transform.card, error);

    case RB_ACTION_USE_CONTRAPTION:
      return read_player (object, &action->use_contraption.player, error)
             && read_bot (object, &action->use_contraption.bot, error);

    case RB_ACTION_SEE_LAB_BOT:
      return mc_journal_member_read_int (object, "tier", RB_MIN_TIER, RB_MAX_TIER, &action->see_lab_bot.tier, error)
             && mc_journal_member_read_text (object, "name", RB_NAME_MAX, action->see_lab_bot.name, error);

    default:
      g_assert_not_reached ();
    }
}
