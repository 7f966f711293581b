/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The app speaks English, Spanish and Polish with the printed editions'
 * words (glossary.md), including Polish plural forms. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "rules/mc-rule-error.h"
#include "mechs/tem-catalogue.h"
#include "mechs/tem-game.h"
#include "mechs/tem-narration.h"
#include "session/mc-session.h"

#include "test-po-util.h"
#include "test-util.h"

static void
test_status_names_use_the_printed_terms (void)
{
  struct
  {
    const char *language;
    const char *names[TEM_N_STATUSES];
  } expected[] = {
    { "C", { "Pilot", "Power Armor", "Mighty Mech" } },
    { "es", { "Piloto", "Servoarmadura", "Mega Mech" } },
    { "pl", { "Pilot", "Pancerz wspomagany", "Megamech" } },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      test_set_language (expected[i].language);
      for (int status = 0; status < TEM_N_STATUSES; status++)
        g_assert_cmpstr (tem_status_get_name ((TemStatus) status), ==, expected[i].names[status]);
    }
  test_set_language ("C");
}

/* Polish has three plural forms: 1, 2-4 (but not 12-14), and the rest.
 * Energy after a number is "pkt energii" in every form. The arrow keeps
 * its numbers on its line (no-break spaces: "4 →" / "2" split, walk 13). */
static void
test_polish_plural_forms (void)
{
  struct
  {
    int         energy;
    const char *text;
  } expected[] = {
    { 1, "Ana: regeneracja 0\u00a0→\u00a02 za 1 pkt energii" },
    { 2, "Ana: regeneracja 0\u00a0→\u00a04 za 2 pkt energii" },
    { 5, "Ana: regeneracja 0\u00a0→\u00a09 za 5 pkt energii" },
  };
  TemGame game;
  TemAction action;
  g_autofree char *two_players = NULL;

  test_start_game (&game, 2, 0);
  test_apply_ok (&game, 0, TEM_FIELD_STATUS, TEM_STATUS_POWER_ARMOR);
  test_apply_ok (&game, 0, TEM_FIELD_HEALTH, 0);

  test_set_language ("pl");
  for (gsize i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *text = NULL;

      tem_action_init_heal (&action, 0, expected[i].energy);
      text = tem_game_describe_action (&game, &action);
      g_assert_cmpstr (text, ==, expected[i].text);
    }

  test_new_game_action (&action, 2, 0);
  two_players = tem_game_describe_action (&game, &action);
  g_assert_cmpstr (two_players, ==, "Nowa gra dla 2 graczy");

  /* The catalogue's Plural-Forms for every kind of number, through a
   * message whose three Polish forms differ: 1 "kartę"; 2-4, 22-24, 122
   * "karty"; 0, 5-21 (12-14 too), 25, 112 "kart". */
  {
    struct
    {
      guint       n;
      const char *word;
    } forms[] = {
      { 0, "kart " }, { 1, "kartę " }, { 2, "karty " }, { 3, "karty " }, { 4, "karty " },
      { 5, "kart " }, { 11, "kart " }, { 12, "kart " }, { 13, "kart " }, { 14, "kart " },
      { 15, "kart " }, { 21, "kart " }, { 22, "karty " }, { 23, "karty " }, { 24, "karty " },
      { 25, "kart " }, { 112, "kart " }, { 113, "kart " }, { 122, "karty " },
    };

    for (gsize i = 0; i < G_N_ELEMENTS (forms); i++)
      {
        g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "%s still has %u program card to play this round.",
                                                              "%s still has %u program cards to play this round.",
                                                              forms[i].n),
                                                 "Ana", forms[i].n);
        g_autofree char *want = g_strdup_printf ("Ana musi jeszcze zagrać w tej rundzie %u %sprogramu.",
                                                 forms[i].n, forms[i].word);

        g_test_message ("%u", forms[i].n);
        g_assert_cmpstr (text, ==, want);
      }
  }
  test_set_language ("C");
}

/* A count agrees with its noun in every language: no "1 credits",
 * "1 créditos" or "%d energie" (issue 14, Words). Polish counts energy
 * in "pkt energii" after a number, as the rulebook counts points. */
static void
test_counts_agree_with_their_nouns (void)
{
  struct
  {
    const char *language;
    int         energy;
    int         credits;
    const char *text;
  } expected[] = {
    { "C", 0, 1, "Ana collects 1 credit." },
    { "C", 0, 3, "Ana collects 3 credits." },
    { "C", 2, 1, "Ana collects 2 energy and 1 credit." },
    { "C", 0, 0, "Ana collects nothing." },
    { "es", 0, 1, "Ana recoge 1 crédito." },
    { "es", 0, 2, "Ana recoge 2 créditos." },
    { "es", 1, 1, "Ana recoge 1 de energía y 1 crédito." },
    { "pl", 0, 1, "Ana zbiera 1 kredyt." },
    { "pl", 0, 3, "Ana zbiera 3 kredyty." },
    { "pl", 0, 5, "Ana zbiera 5 kredytów." },
    { "pl", 2, 0, "Ana zbiera 2 pkt energii." },
    { "pl", 1, 22, "Ana zbiera 1 pkt energii i 22 kredyty." },
  };
  TemGame game;

  test_start_game (&game, 2, 0);
  for (gsize i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      TemEvents events;
      g_autofree char *told = NULL;

      mc_rule_events_clear (&events);
      mc_rule_events_add (&events, TEM_EVENT_COLLECTED, 0, expected[i].energy, expected[i].credits);
      test_set_language (expected[i].language);
      told = tem_narration_tell (&game, &events);
      g_assert_cmpstr (told, ==, expected[i].text);
    }
  test_set_language ("C");
}

/* One list separator for every language: "A, B and C". */
static void
test_lists_are_joined_in_the_language (void)
{
  const char *items[] = { "Ana", "Ben", "Cleo" };
  struct
  {
    const char *language;
    guint       n;
    const char *text;
  } expected[] = {
    { "C", 0, "" }, { "C", 1, "Ana" }, { "C", 2, "Ana and Ben" }, { "C", 3, "Ana, Ben and Cleo" },
    { "es", 3, "Ana, Ben y Cleo" }, { "pl", 3, "Ana, Ben i Cleo" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *text = NULL;

      test_set_language (expected[i].language);
      text = tem_format_list (items, expected[i].n);
      g_assert_cmpstr (text, ==, expected[i].text);
    }
  test_set_language ("C");
}

/* A refusal reaches the table in its language, in words first with the
 * numbers that matter (R-A13: upgrading costs 5 credits; a player starts
 * with 3), its rule beside it in every language. */
static void
test_refusals_are_translated (void)
{
  struct
  {
    const char *language;
    const char *message;
  } expected[] = {
    { "C", "Upgrading costs 5 credits; Ana has 3." },
    { "es", "Mejorar cuesta 5 créditos; Ana tiene 3." },
    { "pl", "Ulepszenie kosztuje 5 kredytów; Ana ma 3." },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      TemGame game;
      TemAction action;
      g_autoptr(GError) error = NULL;

      test_start_game (&game, 2, 0);
      tem_action_init_upgrade (&action, 0);

      test_set_language (expected[i].language);
      g_assert_false (tem_game_apply (&game, &action, NULL, &error));
      g_assert_cmpstr (error->message, ==, expected[i].message);
      g_assert_cmpstr (mc_rule_error_get_rule (error), ==, "R-A13");
    }
  test_set_language ("C");
}

static void
test_toasts_are_translated (void)
{
  g_autofree char *es = NULL;
  g_autofree char *pl = NULL;

  test_set_language ("es");
  es = mc_session_format_toast (MC_SESSION_CHANGE_UNDONE, "x");
  test_set_language ("pl");
  pl = mc_session_format_toast (MC_SESSION_CHANGE_UNDONE, "x");
  test_set_language ("C");

  g_assert_cmpstr (es, ==, "Deshecho: x");
  g_assert_cmpstr (pl, ==, "Cofnięto: x");
}

static gboolean
contains_folded (const char *text,
                 const char *term)
{
  g_autofree char *haystack = g_utf8_casefold (text, -1);
  g_autofree char *needle = g_utf8_casefold (term, -1);

  return strstr (haystack, needle) != NULL;
}

/* Words first: no message the app can show starts with a rule ID ("R-A5",
 * "RB-B5", "I-3", "A-3"); the ID comes beside it, as data. Every msgid and
 * msgid_plural of the template, with its continuation lines. */
static void
test_no_msgid_starts_with_a_rule_id (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "po", "mech-companion.pot", NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  guint checked = 0;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(GString) msgid = NULL;
      g_autofree char *first = NULL;

      if (!g_str_has_prefix (lines[i], "msgid ") && !g_str_has_prefix (lines[i], "msgid_plural "))
        continue;
      first = test_po_string (lines[i]);
      msgid = g_string_new (first);
      for (; lines[i + 1] != NULL && lines[i + 1][0] == '"'; i++)
        {
          g_autofree char *more = test_po_string (lines[i + 1]);

          g_string_append (msgid, more);
        }
      if (msgid->len == 0)
        continue;
      if (test_starts_with_rule_id (msgid->str))
        g_error ("mech-companion.pot: a msgid starts with a rule ID: “%s”", msgid->str);
      checked++;
    }
  g_assert_cmpuint (checked, >, 500);
}

/* The printed editions' terms (glossary.md): a message naming "Power Armor"
 * says "servoarmadura" in Spanish and "pancerz wspomagany" in Polish, in
 * whatever case the sentence needs. */
static void
test_catalogues_use_the_glossary (void)
{
  g_autofree char *glossary_path = g_test_build_filename (G_TEST_DIST, "data", "glossary.txt", NULL);
  g_autofree char *glossary = NULL;
  g_auto(GStrv) lines = NULL;
  const char *languages[] = { "es", "pl" };
  guint checked = 0;

  g_assert_true (g_file_get_contents (glossary_path, &glossary, NULL, NULL));
  lines = g_strsplit (glossary, "\n", -1);

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *name = g_strconcat (languages[l], ".po", NULL);
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "po", name, NULL);
      g_autoptr(GPtrArray) entries = test_read_po (path);

      g_assert_cmpuint (entries->len, >, 500);
      for (guint i = 0; lines[i] != NULL; i++)
        {
          g_auto(GStrv) terms = NULL;

          if (lines[i][0] == '#' || lines[i][0] == '\0')
            continue;
          terms = g_strsplit (lines[i], "|", 3);
          g_assert_cmpuint (g_strv_length (terms), ==, 3);
          for (guint e = 0; e < entries->len; e++)
            {
              PoEntry *entry = g_ptr_array_index (entries, e);

              if (!contains_folded (entry->msgid, terms[0])
                  && (entry->msgid_plural == NULL || !contains_folded (entry->msgid_plural, terms[0])))
                continue;
              for (guint j = 0; j < entry->msgstr->len; j++)
                {
                  const char *msgstr = g_ptr_array_index (entry->msgstr, j);

                  if (*msgstr != '\0' && !contains_folded (msgstr, terms[l + 1]))
                    g_error ("%s.po: “%s” has no “%s” for “%s”: “%s”", languages[l], entry->msgid,
                             terms[l + 1], terms[0], msgstr);
                  checked++;
                }
            }
        }
    }
  g_assert_cmpuint (checked, >, 20);
}

/* The last word of @before (or the first of @after), letters only,
 * folded: "" when there is none. */
static char *
word_beside (const char *text,
             gboolean    last)
{
  g_autoptr(GString) spaced = g_string_new (text);
  g_auto(GStrv) words = NULL;
  g_autofree char *bare = NULL;
  guint n;

  g_string_replace (spaced, "\u00a0", " ", 0);   /* a no-break space too */
  words = g_strsplit (g_strstrip (spaced->str), " ", -1);
  n = g_strv_length (words);
  bare = g_strdup (n == 0 ? "" : last ? words[n - 1] : words[0]);
  return g_utf8_casefold (g_strstrip (g_strdelimit (bare, ".,:;()\"", ' ')), -1);
}

/* Walk 19 (pl): "Broń Broń zaawansowana 5": a message that puts its own
 * "weapon" before a card's name said it twice when the name was the
 * fallback of a card whose name is not recorded. In every translated
 * message, any %s filled with a weapon's name (the fallback or a basic
 * weapon's), no word comes twice in a row. */
static void
test_no_word_twice_around_a_weapon_name (void)
{
  const char *languages[] = { "es", "pl" };
  guint checked = 0, twice = 0;

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *name = g_strconcat (languages[l], ".po", NULL);
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "po", name, NULL);
      g_autoptr(GPtrArray) entries = test_read_po (path);
      const guint kinds[] = { TEM_N_BASIC_KINDS + 4, 0, 1, 2, 3 };

      test_set_language (languages[l]);
      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        {
          g_autofree char *weapon = tem_catalogue_dup_weapon_name (kinds[k]);

          for (guint e = 0; e < entries->len; e++)
            {
              PoEntry *entry = g_ptr_array_index (entries, e);

              for (guint j = 0; j < entry->msgstr->len; j++)
                {
                  const char *msgstr = g_ptr_array_index (entry->msgstr, j);
                  g_auto(GStrv) parts = NULL;

                  if (strstr (msgstr, "%s") == NULL)
                    continue;
                  parts = g_strsplit (msgstr, "%s", -1);
                  /* The word before each slot is not the name's first,
                   * nor the word after it the name's last. */
                  for (guint slot = 0; parts[slot + 1] != NULL; slot++)
                    {
                      g_autofree char *before = word_beside (parts[slot], TRUE);
                      g_autofree char *after = word_beside (parts[slot + 1], FALSE);
                      g_autofree char *first = word_beside (weapon, FALSE);
                      g_autofree char *last = word_beside (weapon, TRUE);

                      if ((*before != '\0' && g_str_equal (before, first))
                          || (*after != '\0' && g_str_equal (after, last)))
                        {
                          g_test_message ("%s.po: “%s” with “%s”: “%s”", languages[l], entry->msgid, weapon, msgstr);
                          twice++;
                        }
                      checked++;
                    }
                }
            }
        }
    }
  test_set_language ("C");
  g_assert_cmpuint (checked, >, 1000);
  g_assert_cmpuint (twice, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/i18n/status-names-use-the-printed-terms", test_status_names_use_the_printed_terms);
  g_test_add_func ("/i18n/polish-plural-forms", test_polish_plural_forms);
  g_test_add_func ("/i18n/counts-agree-with-their-nouns", test_counts_agree_with_their_nouns);
  g_test_add_func ("/i18n/lists-are-joined-in-the-language", test_lists_are_joined_in_the_language);
  g_test_add_func ("/i18n/refusals-are-translated", test_refusals_are_translated);
  g_test_add_func ("/i18n/toasts-are-translated", test_toasts_are_translated);
  g_test_add_func ("/i18n/catalogues-use-the-glossary", test_catalogues_use_the_glossary);
  g_test_add_func ("/i18n/no-msgid-starts-with-a-rule-id", test_no_msgid_starts_with_a_rule_id);
  g_test_add_func ("/i18n/no-word-twice-around-a-weapon-name", test_no_word_twice_around_a_weapon_name);

  return g_test_run ();
}
