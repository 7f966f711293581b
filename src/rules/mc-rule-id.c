/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "mc-rule-id.h"

/* The section's capitals and the number at @p, appended to @rule.
 * Returns: the end of the ID, or NULL when @p holds none. */
static const char *
read_section_and_number (const char *p,
                         GString    *rule)
{
  gsize start = rule->len;

  while (g_ascii_isupper (*p))
    g_string_append_c (rule, *p++);
  if (rule->len == start || !g_ascii_isdigit (*p))
    return NULL;
  while (g_ascii_isdigit (*p))
    g_string_append_c (rule, *p++);
  return p;
}

/**
 * mc_rule_id_from_query:
 * @query: (nullable): what a player typed in a search
 * @prefix: the game's prefix, "R" or "RB"
 *
 * A rule ID typed as such, in any case, with or without its dash, space
 * around: "R-C5", "r-c5 " and "rc5" are R-C5 for the prefix "R"; "rbc8"
 * is RB-C8 for "RB".
 *
 * Returns: (nullable): the ID as the checklist writes it, or %NULL when
 *   @query is not one of @prefix's
 */
char *
mc_rule_id_from_query (const char *query,
                       const char *prefix)
{
  g_autofree char *start = NULL;
  g_autofree char *upper = NULL;
  g_autoptr(GString) rule = NULL;
  const char *p;

  g_return_val_if_fail (prefix != NULL, NULL);

  if (query == NULL)
    return NULL;
  start = g_strndup (query, 32);
  upper = g_ascii_strup (g_strstrip (start), -1);
  if (!g_str_has_prefix (upper, prefix))
    return NULL;
  p = upper + strlen (prefix);
  if (*p == '-')
    p++;
  rule = g_string_new (prefix);
  g_string_append_c (rule, '-');
  p = read_section_and_number (p, rule);
  if (p == NULL || *p != '\0')
    return NULL;
  return g_string_free (g_steal_pointer (&rule), FALSE);
}

/**
 * mc_rule_id_find_in:
 * @text: a text that may name a rule, "… (R-SO21)."
 * @prefix: the game's prefix, "R" or "RB"
 *
 * A refusal carries its rule beside the message (mc_rule_error_get_rule());
 * this is for texts that name one inside.
 *
 * Returns: (nullable): the first of @prefix's rule IDs named in @text
 */
char *
mc_rule_id_find_in (const char *text,
                    const char *prefix)
{
  g_autofree char *marker = NULL;
  gsize length;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (prefix != NULL, NULL);

  marker = g_strconcat (prefix, "-", NULL);
  length = strlen (marker);
  for (const char *at = strstr (text, marker); at != NULL; at = strstr (at + length, marker))
    {
      g_autoptr(GString) rule = g_string_new (marker);

      if (read_section_and_number (at + length, rule) != NULL)
        return g_string_free (g_steal_pointer (&rule), FALSE);
    }
  return NULL;
}

/* @rule among the space-separated IDs of @rules ("R-C5 R-C6"). */
gboolean
mc_rule_id_in_list (const char *rules,
                    const char *rule)
{
  gsize length = strlen (rule);

  for (const char *at = rules; at != NULL && (at = strstr (at, rule)) != NULL; at += length)
    if ((at == rules || at[-1] == ' ') && (at[length] == '\0' || at[length] == ' '))
      return TRUE;
  return FALSE;
}
