/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mc-journal-error.h"
#include "mc-journal-member.h"

/* The messages are those of mc-journal-action.c, word for word, so both
 * games' lines say the same thing in every language. */

JsonNode *
mc_journal_member_get (JsonObject *object,
                       const char *name,
                       GError    **error)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL)
    g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_MISSING,
                 _("“%s” is missing."), name);
  return node;
}

gboolean
mc_journal_member_read_int (JsonObject *object,
                            const char *name,
                            int         min,
                            int         max,
                            int        *out,
                            GError    **error)
{
  JsonNode *node = mc_journal_member_get (object, name, error);
  gint64 value;

  if (node == NULL)
    return FALSE;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE,
                   _("“%s” must be a whole number."), name);
      return FALSE;
    }

  value = json_node_get_int (node);
  if (value < min || value > max)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, value);

      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                   _("%s is not a possible value for “%s”."), number, name);
      return FALSE;
    }

  *out = (int) value;
  return TRUE;
}

/* A whole number, or null for @null_value (a value not entered, no bot). */
gboolean
mc_journal_member_read_int_or_null (JsonObject *object,
                                    const char *name,
                                    int         min,
                                    int         max,
                                    int         null_value,
                                    int        *out,
                                    GError    **error)
{
  JsonNode *node = mc_journal_member_get (object, name, error);

  if (node == NULL)
    return FALSE;

  if (JSON_NODE_HOLDS_NULL (node))
    {
      *out = null_value;
      return TRUE;
    }

  return mc_journal_member_read_int (object, name, min, max, out, error);
}

gboolean
mc_journal_member_read_bool (JsonObject *object,
                             const char *name,
                             gboolean   *out,
                             GError    **error)
{
  JsonNode *node = mc_journal_member_get (object, name, error);

  if (node == NULL)
    return FALSE;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE,
                   _("“%s” must be true or false."), name);
      return FALSE;
    }

  *out = json_node_get_boolean (node);
  return TRUE;
}

const char *
mc_journal_member_read_string (JsonObject *object,
                               const char *name,
                               GError    **error)
{
  JsonNode *node = mc_journal_member_get (object, name, error);

  if (node == NULL)
    return NULL;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE,
                   _("“%s” must be text."), name);
      return NULL;
    }

  return json_node_get_string (node);
}

/* One of @ids, NULL-terminated: its index into @out. */
gboolean
mc_journal_member_read_id (JsonObject         *object,
                           const char         *name,
                           const char * const *ids,
                           int                *out,
                           GError            **error)
{
  const char *text = mc_journal_member_read_string (object, name, error);

  if (text == NULL)
    return FALSE;

  for (int i = 0; ids[i] != NULL; i++)
    if (g_str_equal (ids[i], text))
      {
        *out = i;
        return TRUE;
      }

  g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
               _("“%s” is not a known value for “%s”."), text, name);
  return FALSE;
}

/* Text that fits @size bytes with its NUL, copied into @out. */
gboolean
mc_journal_member_read_text (JsonObject *object,
                             const char *name,
                             gsize       size,
                             char       *out,
                             GError    **error)
{
  const char *text = mc_journal_member_read_string (object, name, error);

  if (text == NULL)
    return FALSE;

  if (strlen (text) >= size)
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                   _("“%s” is too long."), name);
      return FALSE;
    }

  strcpy (out, text);
  return TRUE;
}

JsonArray *
mc_journal_member_read_array (JsonObject *object,
                              const char *name,
                              guint       max,
                              GError    **error)
{
  JsonNode *node = mc_journal_member_get (object, name, error);

  if (node == NULL)
    return NULL;

  if (!JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (json_node_get_array (node)) > max)
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE,
                   _("“%s” must be a list of at most %u items."), name, max);
      return NULL;
    }

  return json_node_get_array (node);
}

/**
 * mc_journal_member_read_action:
 * @node: (nullable): a line of either game
 * @id_of: the game's id of each of its @n_kinds action kinds
 * @kind: (out): the kind the line names
 *
 * Returns: (nullable): the line's object, its "action" one of the game's
 *   kinds; %NULL with @error set otherwise
 */
JsonObject *
mc_journal_member_read_action (JsonNode        *node,
                               McJournalKindId  id_of,
                               int              n_kinds,
                               int             *kind,
                               GError         **error)
{
  JsonObject *object;
  const char *id;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE,
                           _("A line must hold one JSON object."));
      return NULL;
    }
  object = json_node_get_object (node);

  if ((id = mc_journal_member_read_string (object, "action", error)) == NULL)
    return NULL;
  for (int k = 0; k < n_kinds; k++)
    if (g_strcmp0 (id, id_of (k)) == 0)
      {
        *kind = k;
        return object;
      }
  g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_UNKNOWN_ACTION,
               _("“%s” is not an action this version of Mech Companion knows."), id);
  return NULL;
}
