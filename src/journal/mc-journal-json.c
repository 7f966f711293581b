/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mechs/tem-arena.h"
#include "mc-journal-json.h"

const char * const mc_journal_weapon_field_ids[] = {
  "type", "cost-energy", "cost-credits", "attack", "power", "vp", "ability", "ability-amount", NULL
};
const char * const mc_journal_weapon_type_ids[] = { "unknown", "area", "ranged", "melee", NULL };
const char * const mc_journal_ability_ids[] = {
  "none", "unknown", "pay-energy-for-damage", "power-attack-vp", NULL
};

/* A zone as "B3", or null for none. */
void
mc_journal_json_add_cell (JsonBuilder *builder,
                          const char  *name,
                          int          cell)
{
  json_builder_set_member_name (builder, name);
  if (cell == TEM_NO_CELL)
    json_builder_add_null_value (builder);
  else
    {
      g_autofree char *text = tem_arena_describe_cell (cell);

      json_builder_add_string_value (builder, text);
    }
}

void
mc_journal_json_add_int (JsonBuilder *builder,
                         const char  *name,
                         gint64       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

void
mc_journal_json_add_string (JsonBuilder *builder,
                            const char  *name,
                            const char  *value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_string_value (builder, value);
}

void
mc_journal_json_add_bool (JsonBuilder *builder,
                          const char  *name,
                          gboolean     value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_boolean_value (builder, value);
}

/* A number, or null when it is @none: a value not entered yet, a seat
 * nobody holds. */
void
mc_journal_json_add_int_or_null (JsonBuilder *builder,
                                 const char  *name,
                                 gint64       value,
                                 gint64       none)
{
  json_builder_set_member_name (builder, name);
  if (value == none)
    json_builder_add_null_value (builder);
  else
    json_builder_add_int_value (builder, value);
}

/**
 * mc_journal_json_begin_action:
 * @id: the action's stable id, "correct"
 *
 * Returns: (transfer full): a builder inside the line's object, its
 *   "action" member written
 */
JsonBuilder *
mc_journal_json_begin_action (const char *id)
{
  JsonBuilder *builder = json_builder_new ();

  json_builder_begin_object (builder);
  mc_journal_json_add_string (builder, "action", id);
  return builder;
}

char *
mc_journal_json_to_text (JsonNode *root,
                         gboolean  pretty)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, pretty);
  json_generator_set_indent (generator, 2);
  return json_generator_to_data (generator, NULL);
}
