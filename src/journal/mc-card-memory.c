/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "mc-card-memory.h"
#include "mc-journal-error.h"

#define FORMAT "mech-companion-cards"
#define VERSION 1
#define MAX_BYTES (1024 * 1024)
#define MAX_VALUE 100

static const char * const field_ids[] = {
  "type", "cost-energy", "cost-credits", "attack", "power", "vp", NULL
};
static const char * const type_ids[] = { "unknown", "area", "ranged", "melee", NULL };

struct _McCardMemory
{
  int values[TEM_N_WEAPON_KINDS][TEM_N_WEAPON_FIELDS];   /* TEM_VALUE_UNKNOWN when not entered */
};

McCardMemory *
mc_card_memory_new (void)
{
  McCardMemory *self = g_new (McCardMemory, 1);

  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
      self->values[kind][field] = TEM_VALUE_UNKNOWN;
  return self;
}

void
mc_card_memory_free (McCardMemory *self)
{
  g_free (self);
}

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

static gboolean
fail (GError        **error,
      McJournalError  code,
      const char     *message)
{
  g_set_error_literal (error, MC_JOURNAL_ERROR, code, message);
  return FALSE;
}

/* Reads one weapon's numbers into @values; nothing is kept on an error. */
static gboolean
read_weapon (JsonObject *object,
             const char *id,
             int        *values,
             GError    **error)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (GList *l = members; l != NULL; l = l->next)
    {
      JsonNode *node = json_object_get_member (object, l->data);
      int field = find_id (field_ids, l->data);
      int value;

      if (field < 0)
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                       _("%s: “%s” is not a number printed on a weapon card."), id, (const char *) l->data);
          return FALSE;
        }

      if (field == TEM_WEAPON_FIELD_TYPE)
        {
          if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING
              || (value = find_id (type_ids, json_node_get_string (node))) <= 0)
            {
              g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                           _("%s: the type is area, ranged or melee."), id);
              return FALSE;
            }
        }
      else
        {
          gint64 number;

          if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64
              || (number = json_node_get_int (node)) < 0 || number > MAX_VALUE)
            {
              g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                           _("%s: “%s” is a whole number from 0 to %d."), id, field_ids[field], MAX_VALUE);
              return FALSE;
            }
          value = (int) number;
        }
      values[field] = value;
    }
  return TRUE;
}

/**
 * mc_card_memory_load_data:
 *
 * Reads remembered card values. A bad file changes nothing and says why.
 */
gboolean
mc_card_memory_load_data (McCardMemory *self,
                          const char   *data,
                          gsize         length,
                          GError      **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) local_error = NULL;
  McCardMemory read;
  JsonObject *root, *weapons;
  JsonNode *node;
  g_autoptr(GList) members = NULL;

  if (length > MAX_BYTES)
    return fail (error, MC_JOURNAL_ERROR_TOO_LARGE, _("The cards file is too large to be one."));
  if (!g_utf8_validate (data, (gssize) length, NULL) || memchr (data, '\0', length) != NULL)
    return fail (error, MC_JOURNAL_ERROR_BINARY, _("The cards file is not text."));
  if (!json_parser_load_from_data (parser, data, (gssize) length, &local_error))
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_SYNTAX,
                   _("The cards file is not valid JSON: %s"), local_error->message);
      return FALSE;
    }

  node = json_parser_get_root (parser);
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, MC_JOURNAL_ERROR_WRONG_TYPE, _("The cards file does not hold a JSON object."));
  root = json_node_get_object (node);
  /* Members read by hand: the _with_default getters complain about a
   * member of the wrong kind, and any bytes may come here. */
  node = json_object_get_member (root, "format");
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING
      || g_strcmp0 (json_node_get_string (node), FORMAT) != 0)
    return fail (error, MC_JOURNAL_ERROR_NOT_A_JOURNAL, _("This is not a Mech Companion cards file."));
  node = json_object_get_member (root, "version");
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64
      || json_node_get_int (node) != VERSION)
    return fail (error, MC_JOURNAL_ERROR_NEWER_VERSION, _("The cards file comes from another version of Mech Companion."));

  memcpy (&read, self, sizeof read);
  node = json_object_get_member (root, "weapons");
  if (node == NULL)
    {
      memcpy (self, &read, sizeof read);
      return TRUE;
    }
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, MC_JOURNAL_ERROR_WRONG_TYPE, _("The cards file’s weapons are not a JSON object."));
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
      if (!read_weapon (json_node_get_object (weapon), l->data, read.values[kind], error))
        return FALSE;
    }

  memcpy (self, &read, sizeof read);
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

  if (!g_file_get_contents (path, &data, &length, &local_error))
    {
      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return TRUE;
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  return mc_card_memory_load_data (self, data, length, error);
}

char *
mc_card_memory_to_data (McCardMemory *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, VERSION);
  json_builder_set_member_name (builder, "weapons");
  json_builder_begin_object (builder);
  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      gboolean any = FALSE;

      for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
        any |= self->values[kind][field] != TEM_VALUE_UNKNOWN;
      if (!any)
        continue;

      json_builder_set_member_name (builder, tem_catalogue_get_weapon (kind)->id);
      json_builder_begin_object (builder);
      for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
        {
          int value = self->values[kind][field];

          if (value == TEM_VALUE_UNKNOWN)
            continue;
          json_builder_set_member_name (builder, field_ids[field]);
          if (field == TEM_WEAPON_FIELD_TYPE)
            json_builder_add_string_value (builder, type_ids[CLAMP (value, 0, TEM_WEAPON_TYPE_MELEE)]);
          else
            json_builder_add_int_value (builder, value);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
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

/**
 * mc_card_memory_remember:
 *
 * Keeps what @game knows of weapon @kind that the box's own catalogue does
 * not give (those need no remembering).
 *
 * Returns: %TRUE if anything new was kept
 */
gboolean
mc_card_memory_remember (McCardMemory  *self,
                         const TemGame *game,
                         guint          kind)
{
  const TemWeaponStats *printed;
  gboolean changed = FALSE;

  g_return_val_if_fail (kind < TEM_N_WEAPON_KINDS, FALSE);

  printed = &tem_catalogue_get_weapon (kind)->stats;
  for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
    {
      int value = tem_weapon_stats_get_field (&game->weapon_stats[kind], field);

      if (value == TEM_VALUE_UNKNOWN || tem_weapon_stats_get_field (printed, field) != TEM_VALUE_UNKNOWN
          || self->values[kind][field] == value)
        continue;
      self->values[kind][field] = value;
      changed = TRUE;
    }
  return changed;
}

int
mc_card_memory_get (McCardMemory  *self,
                    guint          kind,
                    TemWeaponField field)
{
  g_return_val_if_fail (kind < TEM_N_WEAPON_KINDS && field < TEM_N_WEAPON_FIELDS, TEM_VALUE_UNKNOWN);

  return self->values[kind][field];
}

/**
 * mc_card_memory_fill:
 * @actions: (out caller-allocates): room for @max_actions
 *
 * The SET_WEAPON actions that give @game what is remembered and it does
 * not know yet.
 *
 * Returns: how many actions were written
 */
guint
mc_card_memory_fill (McCardMemory  *self,
                     const TemGame *game,
                     TemAction     *actions,
                     guint          max_actions)
{
  guint n = 0;

  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
      {
        int value = self->values[kind][field];

        if (n >= max_actions || value == TEM_VALUE_UNKNOWN
            || tem_weapon_stats_get_field (&game->weapon_stats[kind], field) != TEM_VALUE_UNKNOWN)
          continue;
        tem_action_init_set_weapon (&actions[n++], kind, field, value);
      }
  return n;
}

char *
mc_card_memory_dup_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "mech-companion", "cards.json", NULL);
}

/**
 * mc_card_memory_describe:
 *
 * Returns: one value as the players read it: "Warhammer: attack 3"
 */
char *
mc_card_memory_describe (guint          kind,
                         TemWeaponField field,
                         int            value)
{
  g_autofree char *name = tem_catalogue_dup_weapon_name (MIN (kind, TEM_N_WEAPON_KINDS - 1));
  const char *what;

  switch (field)
    {
    case TEM_WEAPON_FIELD_TYPE:
      /* Translators: "Warhammer: Melee" */
      return g_strdup_printf (_("%s: %s"), name, tem_weapon_type_get_name ((TemWeaponType) value));
    case TEM_WEAPON_FIELD_COST_ENERGY:
      what = C_("weapon card", "cost in energy");
      break;
    case TEM_WEAPON_FIELD_COST_CREDITS:
      what = C_("weapon card", "cost in credits");
      break;
    case TEM_WEAPON_FIELD_ATTACK:
      what = C_("weapon card", "attack");
      break;
    case TEM_WEAPON_FIELD_POWER:
      what = C_("weapon card", "Power Attack");
      break;
    case TEM_WEAPON_FIELD_VP:
    default:
      what = C_("weapon card", "victory points");
      break;
    }
  /* Translators: "Warhammer: attack 3" */
  return g_strdup_printf (_("%s: %s %d"), name, what, value);
}

/**
 * mc_card_memory_merge:
 * @incoming: values from another copy of the app
 * @replace: take @incoming's value where the two disagree
 * @added: (out) (optional): the values new to @self
 * @conflicts: (out) (optional): where the two disagree
 *
 * Adds what @self does not know; a disagreement is only settled by
 * @replace. Each list holds McCardValue entries, for the preview.
 *
 * Returns: how many values of @self changed
 */
guint
mc_card_memory_merge (McCardMemory *self,
                      McCardMemory *incoming,
                      gboolean      replace,
                      GArray      **added,
                      GArray      **conflicts)
{
  guint changed = 0;

  if (added != NULL)
    *added = g_array_new (FALSE, FALSE, sizeof (McCardValue));
  if (conflicts != NULL)
    *conflicts = g_array_new (FALSE, FALSE, sizeof (McCardValue));

  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
      {
        int ours = self->values[kind][field], theirs = incoming->values[kind][field];
        McCardValue value = { kind, field, ours, theirs };

        if (theirs == TEM_VALUE_UNKNOWN || ours == theirs)
          continue;
        if (ours == TEM_VALUE_UNKNOWN)
          {
            if (added != NULL)
              g_array_append_val (*added, value);
          }
        else
          {
            if (conflicts != NULL)
              g_array_append_val (*conflicts, value);
            if (!replace)
              continue;
          }
        self->values[kind][field] = theirs;
        changed++;
      }
  return changed;
}

guint
mc_card_memory_count (McCardMemory *self)
{
  guint n = 0;

  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
      n += self->values[kind][field] != TEM_VALUE_UNKNOWN;
  return n;
}

McCardMemory *
mc_card_memory_copy (McCardMemory *self)
{
  return g_memdup2 (self, sizeof *self);
}

/* The players' own value for one number of a weapon card, or
 * TEM_VALUE_UNKNOWN to forget it. */
gboolean
mc_card_memory_set (McCardMemory   *self,
                    guint           kind,
                    TemWeaponField  field,
                    int             value)
{
  g_return_val_if_fail (kind < TEM_N_WEAPON_KINDS && field < TEM_N_WEAPON_FIELDS, FALSE);

  if (value != TEM_VALUE_UNKNOWN
      && (value < 0 || value > MAX_VALUE
          || (field == TEM_WEAPON_FIELD_TYPE && (value < TEM_WEAPON_TYPE_AREA || value > TEM_WEAPON_TYPE_MELEE))))
    return FALSE;
  self->values[kind][field] = value;
  return TRUE;
}
