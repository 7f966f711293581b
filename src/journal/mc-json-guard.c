/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mc-json-guard.h"

/**
 * mc_json_guard_check:
 * @data: the text about to be handed to a JSON parser
 * @max_bytes: the most the reader accepts
 *
 * The one check every reader of JSON runs before any parser sees the text:
 * its size, and how deeply arrays and objects nest outside strings. It
 * only counts brackets (the depth is told first: it is the more telling
 * reason when both apply); whether the text is JSON at all is the parser's
 * business once this said it is safe to ask. Pure and linear: no
 * allocation, no recursion.
 *
 * json-glib also reads comments and single-quoted strings, inside which
 * brackets do not count for it: JSON has neither, and the app never writes
 * them, so a slash or a single quote outside a string is refused here
 * rather than followed, and nothing the parser reads as brackets can hide
 * from this count.
 *
 * Returns: %MC_JSON_GUARD_OK, or what is wrong
 */
McJsonGuardResult
mc_json_guard_check (const char *data,
                     gsize       length,
                     gsize       max_bytes)
{
  gboolean in_string = FALSE;
  guint depth = 0;

  for (gsize i = 0; i < length; i++)
    {
      char c = data[i];

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
        }
      else if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          if (++depth > MC_JSON_MAX_DEPTH)
            return MC_JSON_GUARD_TOO_DEEP;
        }
      else if ((c == ']' || c == '}') && depth > 0)
        depth--;
      else if (c == '/' || c == '\'')
        return MC_JSON_GUARD_NOT_JSON;
    }

  return length > max_bytes ? MC_JSON_GUARD_TOO_LARGE : MC_JSON_GUARD_OK;
}
