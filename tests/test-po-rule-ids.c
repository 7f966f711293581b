/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Rule IDs ("R-SC1", "RB-3") only as the small link to the rules
 * reference, never in running text a player reads (WALK.md B11): no
 * English message of the catalogue names one in brackets. */
#include "config.h"

#include <glib.h>

static void
check_catalogue (const char *file)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "po", file, NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GRegex) entry = g_regex_new ("^msgid(?:_plural)? ((?:\".*\"\\n)+)", G_REGEX_MULTILINE, 0, NULL);
  g_autoptr(GRegex) piece = g_regex_new ("\"(.*)\"", 0, 0, NULL);
  g_autoptr(GRegex) rule = g_regex_new ("\\((?:R|RB)-[A-Z]*[0-9]", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  guint found = 0, messages = 0;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_regex_match (entry, contents, 0, &match);
  while (g_match_info_matches (match))
    {
      g_autofree char *lines = g_match_info_fetch (match, 1);
      g_autoptr(GMatchInfo) parts = NULL;
      g_autoptr(GString) text = g_string_new (NULL);

      g_regex_match (piece, lines, 0, &parts);
      while (g_match_info_matches (parts))
        {
          g_autofree char *part = g_match_info_fetch (parts, 1);

          g_string_append (text, part);
          g_match_info_next (parts, NULL);
        }
      messages++;
      if (g_regex_match (rule, text->str, 0, NULL))
        {
          g_test_message ("%s: a rule ID in running text: %s", file, text->str);
          found++;
        }
      g_match_info_next (match, NULL);
    }
  g_assert_cmpuint (messages, >, 500);
  g_assert_cmpuint (found, ==, 0);
}

static void
test_es (void)
{
  check_catalogue ("es.po");
}

static void
test_pl (void)
{
  check_catalogue ("pl.po");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/po-rule-ids/es", test_es);
  g_test_add_func ("/po-rule-ids/pl", test_pl);
  return g_test_run ();
}
