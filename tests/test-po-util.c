/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "test-po-util.h"

static void
po_entry_free (PoEntry *entry)
{
  g_free (entry->msgctxt);
  g_free (entry->msgid);
  g_free (entry->msgid_plural);
  g_ptr_array_unref (entry->msgstr);
  g_free (entry);
}

char *
test_po_string (const char *line)
{
  const char *start = strchr (line, '"');
  const char *end = strrchr (line, '"');
  g_autofree char *inner = NULL;

  if (start == NULL || end == start)
    return g_strdup ("");
  inner = g_strndup (start + 1, (gsize) (end - start - 1));
  return g_strcompress (inner);
}

GPtrArray *
test_read_po (const char *path)
{
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  GPtrArray *entries = g_ptr_array_new_with_free_func ((GDestroyNotify) po_entry_free);
  PoEntry *entry = NULL;
  char *pending_context = NULL;
  GString *current = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];
      g_autofree char *text = NULL;

      if (line[0] == '"')
        {
          text = test_po_string (line);
          if (current != NULL)
            g_string_append (current, text);
          continue;
        }
      current = NULL;
      if (g_str_has_prefix (line, "msgctxt "))
        {
          g_free (pending_context);
          pending_context = test_po_string (line);
        }
      else if (g_str_has_prefix (line, "msgid "))
        {
          entry = g_new0 (PoEntry, 1);
          entry->msgctxt = g_steal_pointer (&pending_context);
          entry->msgid = test_po_string (line);
          entry->msgstr = g_ptr_array_new_with_free_func (g_free);
          g_ptr_array_add (entries, entry);
          current = g_string_new (NULL);
          /* The msgid's continuation lines: kept in a GString until the
           * next keyword. */
          for (; lines[i + 1] != NULL && lines[i + 1][0] == '"'; i++)
            {
              g_autofree char *more = test_po_string (lines[i + 1]);
              char *longer = g_strconcat (entry->msgid, more, NULL);

              g_free (entry->msgid);
              entry->msgid = longer;
            }
          g_string_free (current, TRUE);
          current = NULL;
        }
      else if (g_str_has_prefix (line, "msgid_plural ") && entry != NULL)
        {
          entry->msgid_plural = test_po_string (line);
          for (; lines[i + 1] != NULL && lines[i + 1][0] == '"'; i++)
            {
              g_autofree char *more = test_po_string (lines[i + 1]);
              char *longer = g_strconcat (entry->msgid_plural, more, NULL);

              g_free (entry->msgid_plural);
              entry->msgid_plural = longer;
            }
        }
      else if (g_str_has_prefix (line, "msgstr") && entry != NULL)
        {
          text = test_po_string (line);
          for (; lines[i + 1] != NULL && lines[i + 1][0] == '"'; i++)
            {
              g_autofree char *more = test_po_string (lines[i + 1]);
              char *longer = g_strconcat (text, more, NULL);

              g_free (text);
              text = longer;
            }
          g_ptr_array_add (entry->msgstr, g_steal_pointer (&text));
        }
    }
  g_free (pending_context);

  /* The header is the entry with an empty msgid. */
  for (guint i = 0; i < entries->len; i++)
    if (*((PoEntry *) g_ptr_array_index (entries, i))->msgid == '\0')
      g_ptr_array_remove_index (entries, i--);
  return entries;
}
