/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "mc-bounded-file.h"
#include "mc-json-guard.h"
#include "mc-journal-json.h"

#include "mc-card-memory-private.h"

/* The cards file: read whole and checked before anything is taken, written
 * whole to a new file and renamed over the old. */

static int
find_id (const char * const *ids,
         const char         *id)
{
  for (int i = 0; ids[i] != NULL; i++)
    if (g_str_equal (ids[i], id))
      return i;
  return -1;
}

static int
find_weapon (const char *id)
{
  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    if (g_str_equal (tem_catalogue_get_weapon (kind)->id, id))
      return (int) kind;
  return -1;
}

/* Reading -------------------------------------------------------------- */

static gboolean
node_is_string (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING;
}

static gboolean
node_is_int (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64;
}

/* A text member: a string, or null for nothing entered. */
static gboolean
read_text (JsonNode    *node,
           const char  *what,
           const char **out,
           GError     **error)
{
  if (JSON_NODE_HOLDS_NULL (node))
    {
      *out = NULL;
      return TRUE;
    }
  if (!node_is_string (node))
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE, _("%s: this is not text."), what);
      return FALSE;
    }
  *out = json_node_get_string (node);
  return TRUE;
}

/* A whole number from @min to @max, or null for nothing entered. */
static gboolean
read_number (JsonNode    *node,
             const char  *what,
             int          min,
             int          max,
             int         *out,
             GError     **error)
{
  gint64 number;

  if (JSON_NODE_HOLDS_NULL (node))
    {
      *out = TEM_VALUE_UNKNOWN;
      return TRUE;
    }
  if (!node_is_int (node) || (number = json_node_get_int (node)) < min || number > max)
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                   _("%s is a whole number from %d to %d."), what, min, max);
      return FALSE;
    }
  *out = (int) number;
  return TRUE;
}

/* Reads one weapon into @self; the caller throws @self away on an error. */
static gboolean
read_weapon (McCardMemory *self,
             JsonObject   *object,
             guint         kind,
             const char   *id,
             GError      **error)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (GList *l = members; l != NULL; l = l->next)
    {
      JsonNode *node = json_object_get_member (object, l->data);
      int field = find_id (mc_journal_weapon_field_ids, l->data);
      g_autofree char *what = g_strdup_printf ("%s: “%s”", id, (const char *) l->data);
      const char *text;
      int value;

      if (g_str_equal (l->data, "name") || g_str_equal (l->data, "ability-text"))
        {
          if (!read_text (node, what, &text, error))
            return FALSE;
          if (g_str_equal (l->data, "name") ? !mc_card_memory_set_weapon_name (self, kind, text, error)
                                            : !mc_card_memory_set_weapon_text (self, kind, text, error))
            return FALSE;
          continue;
        }
      if (field < 0)
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                       _("%s: “%s” is not something printed on a weapon card."), id, (const char *) l->data);
          return FALSE;
        }

      if (field == TEM_WEAPON_FIELD_TYPE || field == TEM_WEAPON_FIELD_ABILITY)
        {
          const char * const *ids = field == TEM_WEAPON_FIELD_TYPE ? mc_journal_weapon_type_ids : mc_journal_ability_ids;

          if (!node_is_string (node) || (value = find_id (ids, json_node_get_string (node))) < 0
              || !mc_card_memory_value_is_valid (field, value))
            {
              if (field == TEM_WEAPON_FIELD_TYPE)
                g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                             _("%s: the type is area, ranged or melee."), id);
              else
                g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                             _("%s: the ability is none, pay-energy-for-damage or power-attack-vp."), id);
              return FALSE;
            }
        }
      else if (!read_number (node, what, 0,
                             field == TEM_WEAPON_FIELD_ABILITY_AMOUNT ? TEM_ABILITY_AMOUNT_MAX : MC_CARD_MEMORY_MAX_VALUE,
                             &value, error))
        return FALSE;
      self->values[kind][field] = value;
    }
  return TRUE;
}

static gboolean
read_weapons (McCardMemory *self,
              JsonNode     *node,
              GError      **error)
{
  JsonObject *weapons;
  g_autoptr(GList) members = NULL;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return mc_card_memory_fail (error, MC_JOURNAL_ERROR_WRONG_TYPE, _("The cards file’s weapons are not a JSON object."));
  weapons = json_node_get_object (node);
  members = json_object_get_members (weapons);
  for (GList *l = members; l != NULL; l = l->next)
    {
      JsonNode *weapon = json_object_get_member (weapons, l->data);
      int kind = find_weapon (l->data);

      if (kind < 0)
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                       _("The cards file names a weapon the app does not know: “%s”."), (const char *) l->data);
          return FALSE;
        }
      if (!JSON_NODE_HOLDS_OBJECT (weapon))
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                       _("%s: its numbers are not a JSON object."), (const char *) l->data);
          return FALSE;
        }
      if (!read_weapon (self, json_node_get_object (weapon), (guint) kind, l->data, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_pilots (McCardMemory *self,
             JsonNode     *node,
             GError      **error)
{
  JsonArray *pilots;
  g_autoptr(McCardMemory) seen = mc_card_memory_new ();   /* the file's own, for duplicates */

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return mc_card_memory_fail (error, MC_JOURNAL_ERROR_WRONG_TYPE, _("The cards file’s pilots are not a JSON array."));
  pilots = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (pilots); i++)
    {
      JsonNode *pilot = json_array_get_element (pilots, i);
      JsonObject *object;
      JsonNode *member;
      const char *name = NULL, *ability = NULL;
      int health = TEM_VALUE_UNKNOWN;
      g_autoptr(GList) members = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (pilot))
        return mc_card_memory_fail (error, MC_JOURNAL_ERROR_WRONG_TYPE, _("A pilot in the cards file is not a JSON object."));
      object = json_node_get_object (pilot);
      members = json_object_get_members (object);
      for (GList *l = members; l != NULL; l = l->next)
        if (!g_str_equal (l->data, "name") && !g_str_equal (l->data, "health") && !g_str_equal (l->data, "ability"))
          {
            g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                         _("A pilot card shows a name, a health track and an ability, not “%s”."),
                         (const char *) l->data);
            return FALSE;
          }
      member = json_object_get_member (object, "name");
      if (member == NULL || !node_is_string (member))
        return mc_card_memory_fail (error, MC_JOURNAL_ERROR_WRONG_TYPE, _("A pilot in the cards file has no name."));
      name = json_node_get_string (member);
      if ((member = json_object_get_member (object, "health")) != NULL
          && !read_number (member, name, TEM_PILOT_HEALTH_TOP_MIN, TEM_PILOT_HEALTH_TOP_MAX, &health, error))
        return FALSE;
      if ((member = json_object_get_member (object, "ability")) != NULL && !read_text (member, name, &ability, error))
        return FALSE;
      if (!mc_card_memory_set_pilot (seen, name, health, ability, error))
        return FALSE;
      if (mc_card_memory_get_n_pilots (seen) == i)
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                       _("The cards file names the pilot “%s” twice."), name);
          return FALSE;
        }
      if (!mc_card_memory_set_pilot (self, name, health, ability, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_zones (McCardMemory *self,
            JsonNode     *node,
            GError      **error)
{
  JsonObject *object;
  JsonNode *member;
  g_autoptr(GList) members = NULL;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return mc_card_memory_fail (error, MC_JOURNAL_ERROR_WRONG_TYPE, _("The cards file’s zones are not a JSON object."));
  object = json_node_get_object (node);
  members = json_object_get_members (object);
  for (GList *l = members; l != NULL; l = l->next)
    if (!g_str_equal (l->data, "cards") && !g_str_equal (l->data, "base") && !g_str_equal (l->data, "mech"))
      {
        g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                     _("The zone cards are resource cards, Bases and the Mech zone, not “%s”."), (const char *) l->data);
        return FALSE;
      }

  if ((member = json_object_get_member (object, "base")) != NULL
      && !read_number (member, _("A Base zone’s value"), 0, TEM_ZONE_VALUE_MAX, &self->base_value, error))
    return FALSE;
  if ((member = json_object_get_member (object, "mech")) != NULL
      && !read_number (member, _("The Mech zone’s value"), 0, TEM_ZONE_VALUE_MAX, &self->mech_value, error))
    return FALSE;
  if ((member = json_object_get_member (object, "cards")) != NULL)
    {
      McZoneCard cards[TEM_N_RESOURCE_ZONE_CARDS];
      JsonArray *array;
      guint n;

      if (!JSON_NODE_HOLDS_ARRAY (member))
        return mc_card_memory_fail (error, MC_JOURNAL_ERROR_WRONG_TYPE, _("The cards file’s zone cards are not a JSON array."));
      array = json_node_get_array (member);
      n = json_array_get_length (array);
      if (n > TEM_N_RESOURCE_ZONE_CARDS)
        return mc_card_memory_set_zone_cards (self, NULL, n, error);
      for (guint i = 0; i < n; i++)
        {
          JsonNode *card = json_array_get_element (array, i);
          JsonObject *card_object;
          JsonNode *resources;

          if (!JSON_NODE_HOLDS_OBJECT (card))
            return mc_card_memory_fail (error, MC_JOURNAL_ERROR_WRONG_TYPE, _("A zone card in the cards file is not a JSON object."));
          card_object = json_node_get_object (card);
          if (json_object_get_size (card_object) != 2
              || (member = json_object_get_member (card_object, "value")) == NULL
              || !read_number (member, _("A zone card’s value"), 0, TEM_ZONE_VALUE_MAX, &cards[i].value, error)
              || cards[i].value == TEM_VALUE_UNKNOWN
              || (resources = json_object_get_member (card_object, "resources")) == NULL
              || !JSON_NODE_HOLDS_ARRAY (resources))
            {
              g_clear_error (error);
              return mc_card_memory_fail (error, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                                          _("A zone card is a value from 0 to 9 and its resources, energy and/or credits."));
            }
          cards[i].resources = 0;
          for (guint r = 0; r < json_array_get_length (json_node_get_array (resources)); r++)
            {
              JsonNode *resource = json_array_get_element (json_node_get_array (resources), r);
              int bit = node_is_string (resource) ? find_id (mc_card_memory_resource_ids, json_node_get_string (resource)) : -1;

              if (bit < 0)
                return mc_card_memory_fail (error, MC_JOURNAL_ERROR_OUT_OF_RANGE, _("A zone card’s resources are energy and credits."));
              cards[i].resources |= 1u << bit;
            }
        }
      if (!mc_card_memory_set_zone_cards (self, cards, n, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_mech (McCardMemory *self,
           JsonNode     *node,
           GError      **error)
{
  JsonObject *object;
  g_autoptr(GList) members = NULL;
  TemMechAbility seen = TEM_MECH_ABILITY_UNKNOWN;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return mc_card_memory_fail (error, MC_JOURNAL_ERROR_WRONG_TYPE, _("The cards file’s Mighty Mech is not a JSON object."));
  object = json_node_get_object (node);
  members = json_object_get_members (object);
  for (GList *l = members; l != NULL; l = l->next)
    {
      int side = find_id (mc_card_memory_side_ids, l->data);
      JsonNode *side_node = json_object_get_member (object, l->data);
      JsonObject *side_object;
      JsonNode *member;
      int ability = TEM_MECH_ABILITY_UNKNOWN;
      const char *text = NULL;

      if (side < 0)
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                       _("The Mighty Mech’s sides are troy and sparta, not “%s”."), (const char *) l->data);
          return FALSE;
        }
      if (!JSON_NODE_HOLDS_OBJECT (side_node))
        return mc_card_memory_fail (error, MC_JOURNAL_ERROR_WRONG_TYPE, _("A side of the Mighty Mech is not a JSON object."));
      side_object = json_node_get_object (side_node);
      if ((member = json_object_get_member (side_object, "ability")) != NULL
          && (!node_is_string (member) || (ability = find_id (mc_card_memory_mech_ability_ids, json_node_get_string (member))) < 0))
        return mc_card_memory_fail (error, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                                    _("The Mighty Mech’s abilities are rocket-charge and force-field."));
      if ((member = json_object_get_member (side_object, "text")) != NULL
          && !read_text (member, tem_catalogue_get_mech_side (TEM_MECH_SIDE_TROY + side), &text, error))
        return FALSE;
      if (ability != TEM_MECH_ABILITY_UNKNOWN && ability == (int) seen)
        return mc_card_memory_fail (error, MC_JOURNAL_ERROR_OUT_OF_RANGE, _("The two sides of the Mighty Mech have different abilities."));
      if (ability != TEM_MECH_ABILITY_UNKNOWN)
        seen = ability;
      if (!mc_card_memory_set_mech_side (self, TEM_MECH_SIDE_TROY + side, ability, text, error))
        return FALSE;
    }
  return TRUE;
}

/**
 * mc_card_memory_load_data:
 *
 * Reads remembered card values on top of @self's. A bad file changes
 * nothing and says why.
 */
gboolean
mc_card_memory_load_data (McCardMemory *self,
                          const char   *data,
                          gsize         length,
                          GError      **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) local_error = NULL;
  g_autoptr(McCardMemory) read = NULL;
  g_autoptr(GList) members = NULL;
  JsonObject *root;
  JsonNode *node;

  if (length > MC_CARD_MEMORY_MAX_BYTES)
    return mc_card_memory_fail (error, MC_JOURNAL_ERROR_TOO_LARGE, _("The cards file is too large to be one."));
  if (!g_utf8_validate (data, (gssize) length, NULL) || memchr (data, '\0', length) != NULL)
    return mc_card_memory_fail (error, MC_JOURNAL_ERROR_BINARY, _("The cards file is not text."));
  switch (mc_json_guard_check (data, length, MC_CARD_MEMORY_MAX_BYTES))
    {
    case MC_JSON_GUARD_OK:
      break;
    case MC_JSON_GUARD_TOO_DEEP:
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_DEEP,
                   _("The cards file is nested too deeply to be one (more than %d levels)."), MC_JSON_MAX_DEPTH);
      return FALSE;
    case MC_JSON_GUARD_TOO_LARGE:
      return mc_card_memory_fail (error, MC_JOURNAL_ERROR_TOO_LARGE, _("The cards file is too large to be one."));
    case MC_JSON_GUARD_NOT_JSON:
    default:
      return mc_card_memory_fail (error, MC_JOURNAL_ERROR_SYNTAX,
                                  _("The cards file is not valid JSON: it holds a comment or a single-quoted string."));
    }
  if (!json_parser_load_from_data (parser, data, (gssize) length, &local_error))
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_SYNTAX,
                   _("The cards file is not valid JSON: %s"), local_error->message);
      return FALSE;
    }

  node = json_parser_get_root (parser);
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return mc_card_memory_fail (error, MC_JOURNAL_ERROR_WRONG_TYPE, _("The cards file does not hold a JSON object."));
  root = json_node_get_object (node);
  /* Members read by hand: the _with_default getters complain about a
   * member of the wrong kind, and any bytes may come here. */
  node = json_object_get_member (root, "format");
  if (!node_is_string (node) || g_strcmp0 (json_node_get_string (node), MC_CARD_MEMORY_FORMAT) != 0)
    return mc_card_memory_fail (error, MC_JOURNAL_ERROR_NOT_A_JOURNAL, _("This is not a Mech Companion cards file."));
  node = json_object_get_member (root, "version");
  if (!node_is_int (node) || json_node_get_int (node) < 1 || json_node_get_int (node) > MC_CARD_MEMORY_VERSION)
    return mc_card_memory_fail (error, MC_JOURNAL_ERROR_NEWER_VERSION, _("The cards file comes from another version of Mech Companion."));

  read = mc_card_memory_copy (self);
  members = json_object_get_members (root);
  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *name = l->data;
      gboolean ok = TRUE;
      int program;

      node = json_object_get_member (root, name);
      if (g_str_equal (name, "format") || g_str_equal (name, "version"))
        continue;
      else if (g_str_equal (name, "weapons"))
        ok = read_weapons (read, node, error);
      else if (g_str_equal (name, "pilots"))
        ok = read_pilots (read, node, error);
      else if (g_str_equal (name, "zones"))
        ok = read_zones (read, node, error);
      else if (g_str_equal (name, "mech"))
        ok = read_mech (read, node, error);
      else if (g_str_equal (name, "rumblebots"))
        ok = mc_bot_list_read (read->bots, node, error);
      else if (g_str_equal (name, "program-twice"))
        {
          program = TEM_PROGRAM_NONE;
          for (int p = 0; p < TEM_N_PROGRAMS && node_is_string (node); p++)
            if (g_str_equal (json_node_get_string (node), tem_program_get_id ((TemProgram) p)))
              program = p;
          if (program == TEM_PROGRAM_NONE && !JSON_NODE_HOLDS_NULL (node))
            return mc_card_memory_fail (error, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                                        _("The action printed twice is one of the seven program card actions."));
          read->program_twice = program;
        }
      else
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                       _("The cards file holds “%s”, which is no kind of card."), name);
          return FALSE;
        }
      if (!ok)
        return FALSE;
    }

  mc_card_memory_take (self, g_steal_pointer (&read));
  return TRUE;
}

/* A missing file is an empty memory: nothing was entered yet. */
gboolean
mc_card_memory_load (McCardMemory *self,
                     const char   *path,
                     GError      **error)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length;

  if (!mc_bounded_file_read (path, MC_CARD_MEMORY_MAX_BYTES, &data, &length, &local_error))
    {
      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return TRUE;
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  return mc_card_memory_load_data (self, data, length, error);
}

/* Writing -------------------------------------------------------------- */

static gboolean
weapon_has_anything (McCardMemory *self,
                     guint         kind)
{
  for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
    if (self->values[kind][field] != TEM_VALUE_UNKNOWN)
      return TRUE;
  return self->names[kind] != NULL || self->texts[kind] != NULL;
}

static void
write_weapons (McCardMemory *self,
               JsonBuilder  *builder)
{
  json_builder_set_member_name (builder, "weapons");
  json_builder_begin_object (builder);
  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      if (!weapon_has_anything (self, kind))
        continue;

      json_builder_set_member_name (builder, tem_catalogue_get_weapon (kind)->id);
      json_builder_begin_object (builder);
      if (self->names[kind] != NULL)
        mc_journal_json_add_string (builder, "name", self->names[kind]);
      for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
        {
          int value = self->values[kind][field];

          if (value == TEM_VALUE_UNKNOWN)
            continue;
          if (field == TEM_WEAPON_FIELD_TYPE)
            mc_journal_json_add_string (builder, mc_journal_weapon_field_ids[field], mc_journal_weapon_type_ids[value]);
          else if (field == TEM_WEAPON_FIELD_ABILITY)
            mc_journal_json_add_string (builder, mc_journal_weapon_field_ids[field], mc_journal_ability_ids[value]);
          else
            mc_journal_json_add_int (builder, mc_journal_weapon_field_ids[field], value);
        }
      if (self->texts[kind] != NULL)
        mc_journal_json_add_string (builder, "ability-text", self->texts[kind]);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
}

static void
write_zones (McCardMemory *self,
             JsonBuilder  *builder)
{
  json_builder_set_member_name (builder, "zones");
  json_builder_begin_object (builder);
  if (self->n_zones > 0)
    {
      json_builder_set_member_name (builder, "cards");
      json_builder_begin_array (builder);
      for (guint i = 0; i < self->n_zones; i++)
        {
          json_builder_begin_object (builder);
          mc_journal_json_add_int (builder, "value", self->zones[i].value);
          json_builder_set_member_name (builder, "resources");
          json_builder_begin_array (builder);
          for (guint bit = 0; mc_card_memory_resource_ids[bit] != NULL; bit++)
            if (self->zones[i].resources & (1u << bit))
              json_builder_add_string_value (builder, mc_card_memory_resource_ids[bit]);
          json_builder_end_array (builder);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }
  if (self->base_value != TEM_VALUE_UNKNOWN)
    mc_journal_json_add_int (builder, "base", self->base_value);
  if (self->mech_value != TEM_VALUE_UNKNOWN)
    mc_journal_json_add_int (builder, "mech", self->mech_value);
  json_builder_end_object (builder);
}

char *
mc_card_memory_to_data (McCardMemory *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  mc_journal_json_add_string (builder, "format", MC_CARD_MEMORY_FORMAT);
  mc_journal_json_add_int (builder, "version", MC_CARD_MEMORY_VERSION);
  write_weapons (self, builder);

  json_builder_set_member_name (builder, "pilots");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_pilots; i++)
    {
      json_builder_begin_object (builder);
      mc_journal_json_add_string (builder, "name", self->pilots[i].name);
      if (self->pilots[i].health != TEM_VALUE_UNKNOWN)
        mc_journal_json_add_int (builder, "health", self->pilots[i].health);
      if (self->pilots[i].ability != NULL)
        mc_journal_json_add_string (builder, "ability", self->pilots[i].ability);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  write_zones (self, builder);

  if (self->program_twice != TEM_PROGRAM_NONE)
    mc_journal_json_add_string (builder, "program-twice", tem_program_get_id ((TemProgram) self->program_twice));

  json_builder_set_member_name (builder, "mech");
  json_builder_begin_object (builder);
  for (guint side = 0; side < MC_CARD_MEMORY_N_SIDES; side++)
    {
      if (self->mech_abilities[side] == TEM_MECH_ABILITY_UNKNOWN && self->mech_texts[side] == NULL)
        continue;
      json_builder_set_member_name (builder, mc_card_memory_side_ids[side]);
      json_builder_begin_object (builder);
      if (self->mech_abilities[side] != TEM_MECH_ABILITY_UNKNOWN)
        mc_journal_json_add_string (builder, "ability", mc_card_memory_mech_ability_ids[self->mech_abilities[side]]);
      if (self->mech_texts[side] != NULL)
        mc_journal_json_add_string (builder, "text", self->mech_texts[side]);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
  mc_bot_list_write (self->bots, builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  return json_generator_to_data (generator, NULL);
}

/* Written whole to a new file, then renamed: a crash keeps the old one. */
gboolean
mc_card_memory_save (McCardMemory *self,
                     const char   *path,
                     GError      **error)
{
  g_autofree char *data = mc_card_memory_to_data (self);
  g_autofree char *dir = g_path_get_dirname (path);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Cannot create the folder %s: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }
  return g_file_set_contents_full (path, data, -1, G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0600, error);
}

char *
mc_card_memory_dup_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "mech-companion", "cards.json", NULL);
}

/* Everything entered, counted one per value, text or zone card. */
guint
mc_card_memory_count (McCardMemory *self)
{
  guint n = 0;

  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
        n += self->values[kind][field] != TEM_VALUE_UNKNOWN;
      n += (self->names[kind] != NULL) + (self->texts[kind] != NULL);
    }
  for (guint i = 0; i < self->n_pilots; i++)
    n += 1 + (self->pilots[i].health != TEM_VALUE_UNKNOWN) + (self->pilots[i].ability != NULL);
  n += self->n_zones + (self->base_value != TEM_VALUE_UNKNOWN) + (self->mech_value != TEM_VALUE_UNKNOWN);
  n += self->program_twice != TEM_PROGRAM_NONE;
  for (guint side = 0; side < MC_CARD_MEMORY_N_SIDES; side++)
    n += (self->mech_abilities[side] != TEM_MECH_ABILITY_UNKNOWN) + (self->mech_texts[side] != NULL);
  n += mc_bot_list_count (self->bots);
  return n;
}
