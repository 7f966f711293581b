/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules reference: every rule of the checklist explained somewhere,
 * search in three languages whatever the case and the accents, ranking,
 * highlighting, and a refusal's rule found from its message. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mechs/tem-interpretation.h"
#include "mechs/tem-rule-topic.h"
#include "rules/mc-rule-id.h"
#include "rules/mc-rule-search.h"
#include "session/mc-rules-book.h"

#include "test-util.h"

static char **
read_rule_ids (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "rule-ids.txt", NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  GPtrArray *ids = g_ptr_array_new ();

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "R-"))
      g_ptr_array_add (ids, g_strdup (lines[i]));
  g_ptr_array_add (ids, NULL);
  return (char **) g_ptr_array_free (ids, FALSE);
}

/* Every ID of the checklist is explained by a rule topic; every ID a topic
 * names exists; every related topic exists. */
static void
test_every_rule_has_a_topic (void)
{
  g_auto(GStrv) ids = read_rule_ids ();
  const TemRuleTopic *topics;
  guint n;

  g_assert_cmpuint (g_strv_length (ids), ==, 79);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      const TemRuleTopic *topic = test_topic_for_rule (MC_GAME_TINY_EPIC_MECHS, ids[i]);

      if (topic == NULL)
        g_error ("%s is in no topic", ids[i]);
    }

  topics = tem_rule_topic_get_all (&n);
  g_assert_cmpuint (n, >, 30);
  for (guint i = 0; i < n; i++)
    {
      g_auto(GStrv) rules = g_strsplit (topics[i].rules, " ", -1);
      g_auto(GStrv) related = g_strsplit (topics[i].related, " ", -1);

      g_assert_true (*topics[i].title != '\0' && *topics[i].body != '\0' && *topics[i].keywords != '\0');
      g_assert_true (test_topic_named (MC_GAME_TINY_EPIC_MECHS, topics[i].id) == &topics[i]);
      for (guint r = 0; rules[r] != NULL; r++)
        if (!g_strv_contains ((const char * const *) ids, rules[r]))
          g_error ("%s names %s, which the checklist does not have", topics[i].id, rules[r]);
      for (guint r = 0; related[r] != NULL; r++)
        if (test_topic_named (MC_GAME_TINY_EPIC_MECHS, related[r]) == NULL)
          g_error ("%s relates to %s, which does not exist", topics[i].id, related[r]);
    }
}

/* Interpretations are shown with the topics of their rules, as such. */
static void
test_interpretations_are_shown_as_such (void)
{
  g_autoptr(McRulesBook) book = NULL;
  const TemInterpretation *all;
  guint n;

  test_set_language ("C");
  book = mc_rules_book_new ("en");
  all = tem_interpretation_get_all (&n);
  for (guint i = 0; i < n; i++)
    {
      gboolean shown = FALSE;

      for (guint t = 0; t < mc_rules_book_get_n_topics (book); t++)
        {
          const char *readings = mc_rules_book_get_readings (book, t);

          if (readings != NULL && strstr (readings, all[i].id) != NULL)
            {
              /* In words, as the app's own reading; the ID kept apart. */
              g_assert_nonnull (strstr (readings, "this app"));
              g_assert_null (strstr (readings, "this app reads it so"));
              shown = TRUE;
            }
        }
      if (!shown)
        g_error ("interpretation %s is shown nowhere", all[i].id);
    }
  /* Walk 18: the refusal of the Mighty Mech to a pilot with no advanced
   * weapon is the app's reading, said so in the Mech's topic and in the
   * topic of equipping its refusal links to. */
  {
    const char *topics[] = { "mighty-mech", "equip" };

    for (guint i = 0; i < G_N_ELEMENTS (topics); i++)
      {
        const char *readings = mc_rules_book_get_readings (book, (guint) mc_rules_book_find (book, topics[i]));

        g_assert_nonnull (readings);
        g_assert_nonnull (strstr (readings, "only when they own an advanced weapon"));
      }
  }
}

static const McRuleText samples[] = {
  { "Servoarmadura", "mejora", "Una servoarmadura protege.", "R-A13" },
  { "Daño", "pelea", "Cada punto de daño vale 1 PV.", "R-C3" },
  { "Żywotność", "leczenie", "Punkty żywotności, ŁATWO.", "R-A12" },
  { "Combat", "fight", "Players take turns attacking with their weapons.", "R-C1 R-C2" },
  { "Mines", "traps combat", "A mine goes off.", "R-A8" },
  { "Scoring", "points", "Mines score in combat rounds? No: combat scores on its own.", "R-SC1" },
};

static guint
first_hit (const char *query)
{
  g_autoptr(GArray) hits = mc_rule_search (samples, G_N_ELEMENTS (samples), query, TEM_RULE_ID_PREFIX);

  g_assert_cmpuint (hits->len, >, 0);
  return g_array_index (hits, McRuleHit, 0).index;
}

static guint
count_hits (const char *query)
{
  g_autoptr(GArray) hits = mc_rule_search (samples, G_N_ELEMENTS (samples), query, TEM_RULE_ID_PREFIX);

  return hits->len;
}

/* Case and accents do not matter, in any of the three languages. */
static void
test_search_folds_case_and_accents (void)
{
  g_autofree char *folded = mc_rule_search_fold ("Żywotność, ŁÓDŹ: Daño ÁREA!", NULL);

  g_assert_cmpstr (folded, ==, "zywotnosc  lodz  dano area ");
  g_assert_cmpuint (first_hit ("servoarmadura"), ==, 0);
  g_assert_cmpuint (first_hit ("Servoarmadura"), ==, 0);
  g_assert_cmpuint (first_hit ("SERVOARMADURA"), ==, 0);
  g_assert_cmpuint (first_hit ("dano"), ==, 1);
  g_assert_cmpuint (first_hit ("DAÑO"), ==, 1);
  g_assert_cmpuint (first_hit ("zywotnosc"), ==, 2);
  g_assert_cmpuint (first_hit ("ŻYWOTNOŚĆ"), ==, 2);
  g_assert_cmpuint (first_hit ("latwo"), ==, 2);
}

/* A word in a title ranks above the keywords, which rank above the body;
 * every word must be found; a rule ID finds its topics first. */
static void
test_search_ranks_title_keywords_body (void)
{
  g_autoptr(GArray) hits = mc_rule_search (samples, G_N_ELEMENTS (samples), "combat", TEM_RULE_ID_PREFIX);

  g_assert_cmpuint (hits->len, ==, 3);
  g_assert_cmpuint (g_array_index (hits, McRuleHit, 0).index, ==, 3);    /* title */
  g_assert_cmpuint (g_array_index (hits, McRuleHit, 1).index, ==, 4);    /* keywords */
  g_assert_cmpuint (g_array_index (hits, McRuleHit, 2).index, ==, 5);    /* body */
  g_assert_cmpuint (count_hits ("mine combat"), ==, 2);
  g_assert_cmpuint (first_hit ("mine combat"), ==, 4);
  g_assert_cmpuint (first_hit ("R-C2"), ==, 3);
  g_assert_cmpuint (first_hit ("r-c2"), ==, 3);
  g_assert_cmpuint (first_hit ("turns"), ==, 3);                          /* inside a word */
}

static void
test_search_odd_queries (void)
{
  GString *huge = g_string_new (NULL);
  g_autofree char *markup = NULL;

  g_assert_cmpuint (count_hits (""), ==, 0);
  g_assert_cmpuint (count_hits ("   "), ==, 0);
  g_assert_cmpuint (count_hits (NULL), ==, 0);
  g_assert_cmpuint (count_hits ("!?,;"), ==, 0);
  g_assert_cmpuint (count_hits ("xyzzy"), ==, 0);
  g_assert_cmpuint (count_hits ("\xff\xfe combat"), ==, 3);                /* not UTF-8: skipped */
  g_assert_cmpuint (count_hits ("R-Z99"), ==, 0);

  /* Very long input is cut, on a character boundary, and still works. */
  for (guint i = 0; i < 10000; i++)
    g_string_append (huge, "ż");
  g_assert_cmpuint (count_hits (huge->str), ==, 0);
  g_string_prepend (huge, "combat ");
  g_assert_cmpuint (count_hits (huge->str), ==, 0);                      /* "żż…" is a word too */
  g_string_free (huge, TRUE);

  markup = mc_rule_search_highlight ("Fire & <ice>", "");
  g_assert_cmpstr (markup, ==, "Fire &amp; &lt;ice&gt;");
}

/* Matches in bold, on the original letters, accents kept; the rest
 * escaped for Pango. */
static void
test_search_highlights_matches (void)
{
  g_autofree char *a = mc_rule_search_highlight ("Cada punto de daño vale <1> PV", "dano");
  g_autofree char *b = mc_rule_search_highlight ("Punkty żywotności", "ZYWOTNOSC");
  g_autofree char *c = mc_rule_search_highlight ("Combat: combat", "combat");

  g_assert_cmpstr (a, ==, "Cada punto de <b>daño</b> vale &lt;1&gt; PV");
  g_assert_cmpstr (b, ==, "Punkty <b>żywotnośc</b>i");
  g_assert_cmpstr (c, ==, "<b>Combat</b>: <b>combat</b>");
}

static const McRuleText polish_samples[] = {
  { "Naładuj kryształ i skanuj", "magazyn reaktor", "Przenieś kryształ z magazynu do reaktora.", "RB-B18" },
  { "Przeciwnik", "walka", "Twój przeciwnik broni się.", "RB-C1" },
  { "Punkty", "wynik", "Za każdy punkt obrażeń dostajesz 1 PZ.", "R-C3" },
};

/* Polish and Spanish change a word's ending: another form of a word
 * finds it ("naładowanie" the topic titled "Naładuj…"), below the
 * word itself, and a shared "prze-" alone is not another form. */
static void
test_search_finds_other_forms (void)
{
  g_autoptr(GArray) energize = mc_rule_search (polish_samples, G_N_ELEMENTS (polish_samples), "naładowanie", "RB");
  g_autoptr(GArray) points = mc_rule_search (polish_samples, G_N_ELEMENTS (polish_samples), "punktów", "RB");
  g_autoptr(GArray) move = mc_rule_search (polish_samples, G_N_ELEMENTS (polish_samples), "przesuń", "RB");
  g_autoptr(GArray) exact = mc_rule_search (polish_samples, G_N_ELEMENTS (polish_samples), "kryształ", "RB");
  g_autoptr(GArray) form = mc_rule_search (polish_samples, G_N_ELEMENTS (polish_samples), "kryształem", "RB");
  g_autofree char *markup = mc_rule_search_highlight ("Naładuj kryształ", "naładowanie");

  g_assert_cmpuint (energize->len, ==, 1);
  g_assert_cmpuint (g_array_index (energize, McRuleHit, 0).index, ==, 0);
  g_assert_cmpuint (points->len, ==, 1);
  g_assert_cmpuint (g_array_index (points, McRuleHit, 0).index, ==, 2);
  g_assert_cmpuint (move->len, ==, 0);
  g_assert_cmpuint (exact->len, ==, 1);
  g_assert_cmpuint (form->len, ==, 1);
  g_assert_cmpint (g_array_index (form, McRuleHit, 0).score, <, g_array_index (exact, McRuleHit, 0).score);
  g_assert_cmpstr (markup, ==, "<b>Naład</b>uj kryształ");
}

/* The first Tiny Epic Mechs topic @query finds, in any language. */
static const char *
first_mechs_topic (McRulesBook *book,
                   const char  *query)
{
  g_autoptr(GArray) hits = mc_rules_book_search_any_language_in (book, query, MC_GAME_TINY_EPIC_MECHS);

  if (hits->len == 0)
    return NULL;
  return mc_rules_book_get_topic (book, g_array_index (hits, McRuleHit, 0).index)->id;
}

/* A tie at the end of the game (R-SC3: the Mighty Mech's controller, then
 * the most weapons, then shared) is found by the word players type, and
 * by a question whose question words are not in the topic. */
static void
test_search_questions_find_their_topic (void)
{
  g_autoptr(McRulesBook) polish = NULL;
  g_autoptr(McRulesBook) spanish = NULL;
  g_autoptr(McRulesBook) english = NULL;

  test_set_language ("C");
  polish = mc_rules_book_new ("pl");
  spanish = mc_rules_book_new ("es");
  english = mc_rules_book_new ("en");

  g_assert_cmpstr (first_mechs_topic (polish, "remis"), ==, "final");
  g_assert_cmpstr (first_mechs_topic (spanish, "empate"), ==, "final");
  g_assert_cmpstr (first_mechs_topic (english, "tie"), ==, "final");
  g_assert_cmpstr (first_mechs_topic (spanish, "¿Quién gana un empate?"), ==, "final");
  g_assert_cmpstr (first_mechs_topic (polish, "kto wygrywa przy remisie"), ==, "final");
  g_assert_cmpstr (first_mechs_topic (english, "who wins a tie"), ==, "final");
}

/* The real topics, looked up in Spanish and Polish while the app itself
 * stays in English. */
static void
test_search_in_each_language (void)
{
  g_autoptr(McRulesBook) spanish = NULL;
  g_autoptr(McRulesBook) polish = NULL;
  g_autoptr(McRulesBook) english = NULL;
  g_autoptr(GArray) armor = NULL;
  g_autoptr(GArray) armor_upper = NULL;
  g_autoptr(GArray) health = NULL;
  g_autoptr(GArray) damage = NULL;
  int power_up;

  test_set_language ("C");
  spanish = mc_rules_book_new ("es");
  polish = mc_rules_book_new ("pl");
  english = mc_rules_book_new ("en");
  power_up = mc_rules_book_find (spanish, "power-up");

  g_assert_cmpstr (mc_rules_book_get_text (english, (guint) power_up)->title, ==, "Power Up: Heal or Upgrade");
  g_assert_cmpstr (mc_rules_book_get_text (spanish, (guint) power_up)->title, !=, "Power Up: Heal or Upgrade");
  /* The app's own language is untouched. */
  g_assert_cmpstr (_("Collect"), ==, "Collect");

  armor = mc_rules_book_search (spanish, "servoarmadura");
  armor_upper = mc_rules_book_search (spanish, "SERVOARMADURA");
  g_assert_cmpuint (armor->len, >, 0);
  g_assert_cmpuint (armor->len, ==, armor_upper->len);
  g_assert_cmpuint (g_array_index (armor, McRuleHit, 0).index, ==, g_array_index (armor_upper, McRuleHit, 0).index);

  damage = mc_rules_book_search (spanish, "dano");
  g_assert_cmpuint (damage->len, >, 0);
  /* "dano" typed without the tilde finds the Spanish "daño", in every hit. */
  for (guint i = 0; i < damage->len; i++)
    {
      const McRuleText *text = mc_rules_book_get_text (spanish, g_array_index (damage, McRuleHit, i).index);
      g_autofree char *all = g_strjoin ("\n", text->title, text->keywords, text->body, NULL);
      g_autofree char *lower = g_utf8_strdown (all, -1);

      g_assert_nonnull (strstr (lower, "daño"));
    }

  /* The noun finds the topic titled with the verb ("Naładuj kryształ…"). */
  {
    g_autoptr(GArray) energize = mc_rules_book_search (polish, "naładowanie");
    int topic = mc_rules_book_find (polish, "rb-energize");
    gboolean found = FALSE;

    g_assert_cmpint (topic, >=, 0);
    for (guint i = 0; i < energize->len; i++)
      found |= g_array_index (energize, McRuleHit, i).index == (guint) topic;
    g_assert_true (found);
  }

  health = mc_rules_book_search (polish, "zywotnosc");
  g_assert_cmpuint (health->len, >, 0);
  {
    g_autoptr(GArray) none = mc_rules_book_search (english, "zywotnosc");

    g_assert_cmpuint (none->len, ==, 0);
  }
}

/* A refusal names its rule; the reference opens the topic explaining it. */
static void
test_refusals_lead_to_their_topic (void)
{
  g_autofree char *rule = mc_rule_id_find_in ("R-A5: a mine here costs 3 credits; Ana has 1.", TEM_RULE_ID_PREFIX);
  g_autofree char *none = mc_rule_id_find_in ("Zone B3 has no value yet.", TEM_RULE_ID_PREFIX);
  g_autofree char *later = mc_rule_id_find_in ("R- alone, then R-S8 (and R-", TEM_RULE_ID_PREFIX);

  g_assert_cmpstr (rule, ==, "R-A5");
  g_assert_null (none);
  g_assert_cmpstr (later, ==, "R-S8");
  g_assert_cmpstr (test_topic_for_rule (MC_GAME_TINY_EPIC_MECHS, "R-A5")->id, ==, "deploy");
  g_assert_cmpstr (test_topic_for_rule (MC_GAME_TINY_EPIC_MECHS, "R-SO17")->id, ==, "solo-combat");
  g_assert_null (test_topic_for_rule (MC_GAME_TINY_EPIC_MECHS, "R-X1"));
}

/* Walk 9: the KO paragraph ran a Pilot's return into "Power Armor is
 * lost", so that read literally every KO lost Power Armor, and the
 * Mighty Mech's KO was missing. In each language each status has its
 * own sentence, as the book's "depending on your status when you are
 * KO'd" (R-C9, R-C10, the Mighty Mech's surrender). */
static void
test_ko_by_status (void)
{
  const struct { const char *language, *pilot, *armor, *mech; } books[] = {
    { "en", "Knocked out as a Pilot", "Knocked out in Power Armor", "Knocked out in the Mighty Mech" },
    { "es", "Si queda KO como piloto", "Si queda KO con la servoarmadura", "Si queda KO en el Mega Mech" },
    { "pl", "Oszołomiony jako pilot", "Oszołomiony w pancerzu wspomaganym", "Oszołomiony w megamechu" },
  };

  test_set_language ("C");
  for (guint i = 0; i < G_N_ELEMENTS (books); i++)
    {
      g_autoptr(McRulesBook) book = mc_rules_book_new (books[i].language);
      int ko = mc_rules_book_find (book, "retreat-ko");
      const char *body;

      g_assert_cmpint (ko, >=, 0);
      body = mc_rules_book_get_text (book, (guint) ko)->body;
      for (const char *const *words = &books[i].pilot; words <= &books[i].mech; words++)
        if (strstr (body, *words) == NULL)
          g_error ("%s: the KO topic does not say \"%s\": %s", books[i].language, *words, body);
    }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/rules-reference/every-rule-has-a-topic", test_every_rule_has_a_topic);
  g_test_add_func ("/rules-reference/interpretations-are-shown-as-such", test_interpretations_are_shown_as_such);
  g_test_add_func ("/rules-reference/search-folds-case-and-accents", test_search_folds_case_and_accents);
  g_test_add_func ("/rules-reference/search-ranks-title-keywords-body", test_search_ranks_title_keywords_body);
  g_test_add_func ("/rules-reference/search-odd-queries", test_search_odd_queries);
  g_test_add_func ("/rules-reference/search-highlights-matches", test_search_highlights_matches);
  g_test_add_func ("/rules-reference/search-finds-other-forms", test_search_finds_other_forms);
  g_test_add_func ("/rules-reference/search-in-each-language", test_search_in_each_language);
  g_test_add_func ("/rules-reference/search-questions", test_search_questions_find_their_topic);
  g_test_add_func ("/rules-reference/refusals-lead-to-their-topic", test_refusals_lead_to_their_topic);
  g_test_add_func ("/rules-reference/ko-by-status", test_ko_by_status);
  return g_test_run ();
}
