/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "mc-bounded-file.h"
#include "mc-journal.h"
#include "mc-journal-action.h"
#include "mc-journal-rumble-action.h"
#include "mc-json-guard.h"

/* Reading a journal: the header, then each line through its game's
 * reader, up to the first bad line; a line cut short by a crash is dropped
 * and said. Loading replays the actions (mc-session-open.c). */

void
mc_journal_contents_free (McJournalContents *contents)
{
  if (contents == NULL)
    return;

  g_free (contents->path);
  g_free (contents->app_version);
  g_clear_pointer (&contents->entries, g_array_unref);
  g_clear_pointer (&contents->rb_actions, g_array_unref);
  g_clear_error (&contents->bad_line);
  g_free (contents);
}

/* Action lines are flat objects of ids, whole numbers, booleans and nulls:
 * read them here, several times faster than json-glib's general parser,
 * which remains for everything else (the header, escapes, arrays, bad
 * lines: whatever this does not recognise, it leaves to json-glib). */
static JsonNode *
parse_flat_object (const char *p,
                   gsize       length)
{
  const char *end = p + length;
  g_autoptr(JsonObject) object = json_object_new ();
  JsonNode *node;

#define SKIP_SPACE() while (p < end && (*p == ' ' || *p == '\t' || *p == '\r')) p++

  SKIP_SPACE ();
  if (p >= end || *p++ != '{')
    return NULL;
  SKIP_SPACE ();
  if (p < end && *p == '}')
    {
      p++;
      goto done;
    }

  for (;;)
    {
      const char *key, *key_end;

      SKIP_SPACE ();
      if (p >= end || *p++ != '"')
        return NULL;
      key = p;
      while (p < end && *p != '"' && *p != '\\' && (guchar) *p >= 0x20)
        p++;
      if (p >= end || *p != '"')
        return NULL;
      key_end = p++;
      SKIP_SPACE ();
      if (p >= end || *p++ != ':')
        return NULL;
      SKIP_SPACE ();
      if (p >= end)
        return NULL;

      {
        g_autofree char *name = g_strndup (key, (gsize) (key_end - key));

        if (*p == '"')
          {
            const char *value = ++p;

            while (p < end && *p != '"' && *p != '\\' && (guchar) *p >= 0x20)
              p++;
            if (p >= end || *p != '"')
              return NULL;
            {
              g_autofree char *text = g_strndup (value, (gsize) (p - value));

              json_object_set_string_member (object, name, text);
            }
            p++;
          }
        else if (*p == '-' || g_ascii_isdigit (*p))
          {
            gboolean negative = *p == '-';
            gint64 value = 0;
            int digits = 0;

            if (negative)
              p++;
            while (p < end && g_ascii_isdigit (*p) && digits < 18)
              {
                value = value * 10 + (*p++ - '0');
                digits++;
              }
            /* Fractions, exponents and huge numbers: json-glib's job. */
            if (digits == 0 || (p < end && (g_ascii_isdigit (*p) || *p == '.' || *p == 'e' || *p == 'E')))
              return NULL;
            json_object_set_int_member (object, name, negative ? -value : value);
          }
        else if (end - p >= 4 && strncmp (p, "true", 4) == 0)
          {
            json_object_set_boolean_member (object, name, TRUE);
            p += 4;
          }
        else if (end - p >= 5 && strncmp (p, "false", 5) == 0)
          {
            json_object_set_boolean_member (object, name, FALSE);
            p += 5;
          }
        else if (end - p >= 4 && strncmp (p, "null", 4) == 0)
          {
            json_object_set_null_member (object, name);
            p += 4;
          }
        else
          return NULL;
      }

      SKIP_SPACE ();
      if (p < end && *p == ',')
        {
          p++;
          continue;
        }
      if (p < end && *p == '}')
        {
          p++;
          break;
        }
      return NULL;
    }

done:
  SKIP_SPACE ();
  if (p != end)
    return NULL;
#undef SKIP_SPACE

  node = json_node_alloc ();
  json_node_init_object (node, object);
  return node;
}

/* "game.jsonl, line 7: " in front of a line's error, as one sentence. */
static void
prefix_line (GError    **error,
             const char *path,
             guint       line)
{
  g_autofree char *name = g_filename_display_basename (path);
  char *message;

  if (error == NULL || *error == NULL)
    return;
  /* Translators: a game file, the line that goes wrong, and what is wrong
   * there, a whole sentence: "game.jsonl, line 7: This line is not valid JSON." */
  message = g_strdup_printf (_("%s, line %u: %s"), name, line, (*error)->message);
  g_free ((*error)->message);
  (*error)->message = message;
}

static gboolean
read_header (McJournalContents *contents,
             JsonNode          *root,
             GError           **error)
{
  JsonObject *object;
  JsonNode *node;
  g_autoptr(GDateTime) created = NULL;

  if (!JSON_NODE_HOLDS_OBJECT (root)
      || (node = json_object_get_member (object = json_node_get_object (root), "format")) == NULL
      || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING
      || !g_str_equal (json_node_get_string (node), MC_JOURNAL_FORMAT))
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NOT_A_JOURNAL,
                           _("This is not a Mech Companion game."));
      return FALSE;
    }

  node = json_object_get_member (object, "version");
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64
      || json_node_get_int (node) < 1)
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NOT_A_JOURNAL,
                           _("The game's format version is missing."));
      return FALSE;
    }
  if (json_node_get_int (node) > MC_JOURNAL_VERSION)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));

      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NEWER_VERSION,
                   _("This game was saved by a newer Mech Companion (format %s; this version reads up to "
                     "format %d). Update the app to open it."),
                   number, MC_JOURNAL_VERSION);
      return FALSE;
    }
  contents->version = (int) json_node_get_int (node);

  node = json_object_get_member (object, "app");
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    contents->app_version = g_strdup (json_node_get_string (node));

  node = json_object_get_member (object, "created");
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    created = g_date_time_new_from_iso8601 (json_node_get_string (node), NULL);
  contents->created = created != NULL ? g_date_time_to_unix (created) : 0;

  /* Which game: absent in every file before Rumblebots came. */
  node = json_object_get_member (object, "rules");
  contents->game = MC_GAME_TINY_EPIC_MECHS;
  if (node != NULL)
    {
      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE,
                       _("“%s” must be text."), "rules");
          return FALSE;
        }
      if (!g_str_equal (json_node_get_string (node), MC_GAME_RUMBLEBOTS_ID))
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NEWER_VERSION,
                       _("This file holds a game this version of Mech Companion does not know (“%s”). "
                         "Update the app to open it."), json_node_get_string (node));
          return FALSE;
        }
      contents->game = MC_GAME_RUMBLEBOTS;
    }

  if (contents->game == MC_GAME_RUMBLEBOTS)
    {
      if (!mc_journal_rumble_action_from_json (json_object_get_member (object, "game"), &contents->rb_new_game,
                                               error))
        return FALSE;
      if (contents->rb_new_game.kind != RB_ACTION_NEW_GAME)
        {
          g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NOT_A_JOURNAL,
                               _("The header does not hold a game's setup."));
          return FALSE;
        }
      return TRUE;
    }

  if (!mc_journal_action_from_json (json_object_get_member (object, "game"), &contents->new_game, error))
    return FALSE;
  if (contents->new_game.kind != TEM_ACTION_NEW_GAME)
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NOT_A_JOURNAL,
                           _("The header does not hold a game's setup."));
      return FALSE;
    }

  return TRUE;
}

/* A Rumblebots action line, kept in @contents' rb_actions. */
static gboolean
read_rumble_entry (McJournalContents *contents,
                   JsonNode          *root,
                   McJournalEntry    *entry,
                   GError           **error)
{
  RbAction action;

  if (!mc_journal_rumble_action_from_json (root, &action, error))
    return FALSE;

  if (action.kind == RB_ACTION_NEW_GAME)
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_SECOND_HEADER,
                           _("A second new game: a game file holds one game."));
      return FALSE;
    }

  entry->rb_action = contents->rb_actions->len;
  g_array_append_val (contents->rb_actions, action);
  return TRUE;
}

static gboolean
read_entry (McJournalContents *contents,
            JsonNode          *root,
            McJournalEntry    *entry,
            GError           **error)
{
  TemAction action;
  JsonObject *object = JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;
  JsonNode *node = object ? json_object_get_member (object, "action") : NULL;
  const char *kind = node && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
                     ? json_node_get_string (node) : NULL;

  if (object != NULL && json_object_has_member (object, "format"))
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_SECOND_HEADER,
                           _("A second header: a game file holds one game."));
      return FALSE;
    }

  if (g_strcmp0 (kind, "undo") == 0 || g_strcmp0 (kind, "redo") == 0)
    {
      entry->kind = g_str_equal (kind, "undo") ? MC_JOURNAL_ENTRY_UNDO : MC_JOURNAL_ENTRY_REDO;
      return TRUE;
    }

  entry->kind = MC_JOURNAL_ENTRY_ACTION;
  if (contents->game == MC_GAME_RUMBLEBOTS)
    return read_rumble_entry (contents, root, entry, error);
  if (!mc_journal_action_from_json (root, &action, error))
    return FALSE;

  if (action.kind == TEM_ACTION_NEW_GAME)
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_SECOND_HEADER,
                           _("A second new game: a game file holds one game."));
      return FALSE;
    }

  tem_play_from_action (&entry->action, &action);
  return TRUE;
}

/**
 * mc_journal_parse:
 * @path: the file's name, for messages
 *
 * Reads a journal's text. Returns %NULL with @error when nothing of it can
 * be used (not text, not a game, a newer format, a bad header); otherwise
 * the readable part, with the first bad line, if any, in @bad_line.
 */
static McJournalContents *
contents_new (const char *path)
{
  McJournalContents *contents = g_new0 (McJournalContents, 1);

  contents->path = g_strdup (path);
  contents->entries = g_array_new (FALSE, FALSE, sizeof (McJournalEntry));
  contents->rb_actions = g_array_new (FALSE, FALSE, sizeof (RbAction));
  return contents;
}

/* The checks on the whole text before any line is read. */
static gboolean
check_text (const char *name,
            const char *data,
            gsize       length,
            GError    **error)
{
  if (length > MC_JOURNAL_MAX_BYTES)
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_LARGE,
                   _("%s is too large to be a game (%u MB)."), name, (guint) (length / (1024 * 1024)));
      return FALSE;
    }

  if (memchr (data, '\0', length) != NULL || !g_utf8_validate_len (data, length, NULL))
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_BINARY,
                   _("%s is not a Mech Companion game: it is not text."), name);
      return FALSE;
    }
  return TRUE;
}

/* Reads @data's lines into @contents, numbered from @line + 1; the header
 * first unless @have_header. FALSE with @error when nothing can be used. */
static gboolean
parse_lines (McJournalContents *contents,
             const char        *data,
             gsize              length,
             guint              line,
             gboolean           have_header,
             GError           **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  const char *path = contents->path;
  g_autofree char *name = g_filename_display_basename (path);
  gsize start = 0;

  while (start < length)
    {
      const char *end = memchr (data + start, '\n', length - start);
      gsize line_length = end ? (gsize) (end - (data + start)) : length - start;
      gsize next = start + line_length + (end ? 1 : 0);
      g_autoptr(GError) local_error = NULL;
      g_autoptr(JsonNode) flat = NULL;
      McJournalEntry entry = { 0 };
      McJsonGuardResult guard;
      gboolean placed = FALSE;     /* the error names the file and line already */

      line++;

      if (line_length == 0 || (line_length == 1 && data[start] == '\r'))
        {
          start = next;
          contents->good_bytes = next;
          continue;
        }

      /* No parser, the flat one included, sees a line the guard refuses. */
      if ((guard = mc_json_guard_check (data + start, line_length, MC_JOURNAL_MAX_LINE_BYTES)) != MC_JSON_GUARD_OK)
        {
          /* Whole sentences, the place in them, for the translators. */
          placed = guard == MC_JSON_GUARD_TOO_DEEP || guard == MC_JSON_GUARD_TOO_LARGE;
          if (guard == MC_JSON_GUARD_TOO_DEEP)
            g_set_error (&local_error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_DEEP,
                         _("%s, line %u: nested too deeply to be a game line (more than %d levels)."),
                         name, line, MC_JSON_MAX_DEPTH);
          else if (guard == MC_JSON_GUARD_TOO_LARGE)
            g_set_error (&local_error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_LARGE,
                         _("%s, line %u: too long to be a game line (more than %d KB)."),
                         name, line, MC_JOURNAL_MAX_LINE_BYTES / 1024);
          else
            g_set_error_literal (&local_error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_SYNTAX,
                                 _("This line is not valid JSON."));
        }
      else if (have_header && (flat = parse_flat_object (data + start, line_length)) != NULL)
        {
          if (read_entry (contents, flat, &entry, &local_error))
            {
              entry.line = line;
              g_array_append_val (contents->entries, entry);
            }
        }
      else if (!json_parser_load_from_data (parser, data + start, (gssize) line_length, &local_error))
        {
          /* A last line without its newline is a write cut short by a crash:
           * its action was never reported saved. Drop it. */
          if (end == NULL && have_header)
            {
              contents->dropped_tail = TRUE;
              break;
            }
          g_clear_error (&local_error);
          g_set_error_literal (&local_error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_SYNTAX,
                               _("This line is not valid JSON."));
        }
      else if (json_parser_get_root (parser) == NULL)
        {
          /* Only white space: a blank line (found by fuzzing). */
          start = next;
          contents->good_bytes = next;
          continue;
        }
      else if (!have_header)
        {
          if (!read_header (contents, json_parser_get_root (parser), &local_error))
            {
              prefix_line (&local_error, path, line);
              g_propagate_error (error, g_steal_pointer (&local_error));
              return FALSE;
            }
          have_header = TRUE;
        }
      else if (read_entry (contents, json_parser_get_root (parser), &entry, &local_error))
        {
          entry.line = line;
          g_array_append_val (contents->entries, entry);
        }

      if (local_error != NULL)
        {
          if (!have_header && guard != MC_JSON_GUARD_OK && guard != MC_JSON_GUARD_NOT_JSON)
            {
              if (!placed)
                prefix_line (&local_error, path, line);
              g_propagate_error (error, g_steal_pointer (&local_error));
              return FALSE;
            }
          if (!have_header)
            {
              g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NOT_A_JOURNAL,
                           _("%s is not a Mech Companion game."), name);
              return FALSE;
            }
          if (!placed)
            prefix_line (&local_error, path, line);
          contents->bad_line = g_steal_pointer (&local_error);
          break;
        }

      start = next;
      contents->good_bytes = next;
    }

  if (!have_header)
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NOT_A_JOURNAL,
                   _("%s is empty: it holds no game."), name);
      return FALSE;
    }
  return TRUE;
}

McJournalContents *
mc_journal_parse (const char *path,
                  const char *data,
                  gsize       length,
                  GError    **error)
{
  g_autoptr(McJournalContents) contents = contents_new (path);
  g_autofree char *name = g_filename_display_basename (path);

  if (!check_text (name, data, length, error) || !parse_lines (contents, data, length, 0, FALSE, error))
    return NULL;
  return g_steal_pointer (&contents);
}

/**
 * mc_journal_parse_more:
 * @path: the file's name, for messages
 * @game: the game its header names
 * @data: lines that follow those already read
 * @first_line: the number of @data's first line in the file
 *
 * Reads lines appended to a journal already read, as mc_journal_parse()
 * reads them in the whole file: the entries, numbered in the file, up to
 * the first bad line. Returns %NULL with @error when the whole file could
 * not be read at all (the lines are not text). The contents hold no
 * header.
 */
McJournalContents *
mc_journal_parse_more (const char *path,
                       McGameKind  game,
                       const char *data,
                       gsize       length,
                       guint       first_line,
                       GError    **error)
{
  g_autoptr(McJournalContents) contents = contents_new (path);
  g_autofree char *name = g_filename_display_basename (path);

  g_return_val_if_fail (first_line > 1, NULL);

  if (!check_text (name, data, length, error))
    return NULL;
  contents->version = MC_JOURNAL_VERSION;
  contents->game = game;
  if (!parse_lines (contents, data, length, first_line - 1, TRUE, error))
    return NULL;
  return g_steal_pointer (&contents);
}

McJournalContents *
mc_journal_read (const char *path,
                 GError    **error)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length;

  if (!mc_bounded_file_read (path, MC_JOURNAL_MAX_BYTES, &data, &length, &local_error))
    {
      if (g_error_matches (local_error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_LARGE))
        {
          g_autofree char *name = g_filename_display_basename (path);

          g_clear_error (&local_error);
          g_set_error (&local_error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_LARGE,
                       _("%s is too large to be a game (more than %u MB)."), name,
                       (guint) (MC_JOURNAL_MAX_BYTES / (1024 * 1024)));
        }
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  return mc_journal_parse (path, data, length, error);
}
