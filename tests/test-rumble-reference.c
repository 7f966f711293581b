/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Rumblebots rules reference: every RB- rule of the checklist
 * explained by a topic, the app's readings shown with their
 * topics as readings, and search within one game or both, in any of the
 * three languages. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "rumble/rb-interpretation.h"
#include "rumble/rb-rule-topic.h"
#include "session/mc-rules-book.h"

#include "test-util.h"

/* tests/data/rb-rule-ids.txt: "RB-C8 app" when the checklist tags the rule
 * [check] or [compute], "RB-K5 players" otherwise. */
static char **
read_rule_ids (gboolean only_app)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "rb-rule-ids.txt", NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  GPtrArray *ids = g_ptr_array_new ();

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], " ", 2);

      if (!g_str_has_prefix (lines[i], "RB-") || fields[1] == NULL)
        continue;
      if (!only_app || g_str_equal (fields[1], "app"))
        g_ptr_array_add (ids, g_strdup (fields[0]));
    }
  g_ptr_array_add (ids, NULL);
  return (char **) g_ptr_array_free (ids, FALSE);
}

static gboolean
in_some_topic (const char *rule)
{
  const RbRuleTopic *topics;
  guint n;

  topics = rb_rule_topic_get_all (&n);
  for (guint i = 0; i < n; i++)
    if (mc_rule_topic_has_rule (&topics[i], rule))
      return TRUE;
  return FALSE;
}

/* Every RB- rule the app checks or computes is explained by a rule topic
 * (not only a question); every other RB- rule by some topic; every ID a
 * topic names is the checklist's; every related topic exists. */
static void
test_every_rule_has_a_topic (void)
{
  g_auto(GStrv) all = read_rule_ids (FALSE);
  g_auto(GStrv) checked = read_rule_ids (TRUE);
  const RbRuleTopic *topics;
  guint n;

  /* checklist.md: 13 setup, 9 round, 24 build, 24 battle, 8 victory,
   * 18 keyword and 15 card rules. */
  g_assert_cmpuint (g_strv_length (all), ==, 13 + 9 + 24 + 24 + 8 + 18 + 15);
  g_assert_cmpuint (g_strv_length (checked), >, 50);
  /* RB-C8 (crits against barriers) and RB-V1 (dominance) are the app's. */
  g_assert_true (g_strv_contains ((const char * const *) checked, "RB-C8"));
  g_assert_true (g_strv_contains ((const char * const *) checked, "RB-V1"));

  for (guint i = 0; checked[i] != NULL; i++)
    if (test_topic_for_rule (MC_GAME_RUMBLEBOTS, checked[i]) == NULL)
      g_error ("%s is in no rule topic", checked[i]);
  for (guint i = 0; all[i] != NULL; i++)
    if (!in_some_topic (all[i]))
      g_error ("%s is in no topic", all[i]);

  topics = rb_rule_topic_get_all (&n);
  g_assert_cmpuint (n, >=, 16);
  for (guint i = 0; i < n; i++)
    {
      g_auto(GStrv) rules = g_strsplit (topics[i].rules, " ", -1);
      g_auto(GStrv) related = g_strsplit (topics[i].related, " ", -1);

      g_assert_true (g_str_has_prefix (topics[i].id, "rb-"));
      g_assert_true (*topics[i].title != '\0' && *topics[i].body != '\0' && *topics[i].keywords != '\0');
      g_assert_true (test_topic_named (MC_GAME_RUMBLEBOTS, topics[i].id) == &topics[i]);
      for (guint r = 0; rules[r] != NULL; r++)
        if (!g_strv_contains ((const char * const *) all, rules[r]))
          g_error ("%s names %s, which the checklist does not have", topics[i].id, rules[r]);
      for (guint r = 0; related[r] != NULL; r++)
        if (test_topic_named (MC_GAME_RUMBLEBOTS, related[r]) == NULL)
          g_error ("%s relates to %s, which does not exist", topics[i].id, related[r]);
    }

  /* The crits-against-barriers rule is the clash's; "RB-C1" is not RB-C12. */
  g_assert_cmpstr (test_topic_for_rule (MC_GAME_RUMBLEBOTS, "RB-C8")->id, ==, "rb-clash");
  g_assert_cmpstr (test_topic_for_rule (MC_GAME_RUMBLEBOTS, "RB-C1")->id, ==, "rb-battle-start");
  g_assert_cmpstr (test_topic_for_rule (MC_GAME_RUMBLEBOTS, "RB-V1")->id, ==, "rb-dominance");
  g_assert_null (test_topic_for_rule (MC_GAME_RUMBLEBOTS, "RB-F3"));      /* a question only */
  g_assert_null (test_topic_for_rule (MC_GAME_RUMBLEBOTS, "R-C8"));       /* Tiny Epic Mechs' */
}

/* Each reading is shown with the topics of its rules, in words
 * first, its ID apart before them; no Tiny Epic Mechs reading is shown with
 * a Rumblebots topic, nor the other way round. */
static void
test_readings_are_shown_with_their_topics (void)
{
  g_autoptr(McRulesBook) book = NULL;
  const RbInterpretation *all;
  guint n;

  test_set_language ("C");
  book = mc_rules_book_new ("en");
  all = rb_interpretation_get_all (&n);
  g_assert_cmpuint (n, ==, 17);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *marked = g_strdup_printf ("%s%c%s: ", all[i].id, MC_RULES_BOOK_ID_END, all[i].title);
      g_auto(GStrv) rules = g_strsplit (all[i].rules, " ", -1);
      guint shown = 0;

      for (guint t = 0; t < mc_rules_book_get_n_topics (book); t++)
        {
          const char *readings = mc_rules_book_get_readings (book, t);
          const TemRuleTopic *topic = mc_rules_book_get_topic (book, t);
          gboolean concerned = FALSE;

          for (guint r = 0; rules[r] != NULL; r++)
            concerned |= mc_rule_topic_has_rule (topic, rules[r]);
          if (readings != NULL && strstr (readings, marked) != NULL)
            {
              g_assert_cmpint (mc_rules_book_get_game (book, t), ==, MC_GAME_RUMBLEBOTS);
              g_assert_true (concerned);
              /* In words, as the app's own reading. */
              g_assert_nonnull (strstr (readings, all[i].reading));
              shown++;
            }
          else
            g_assert_false (concerned && mc_rules_book_get_game (book, t) == MC_GAME_RUMBLEBOTS);
        }
      if (shown == 0)
        g_error ("reading %s is shown nowhere", all[i].id);
    }

  for (guint t = 0; t < mc_rules_book_get_n_topics (book); t++)
    {
      const char *readings = mc_rules_book_get_readings (book, t);

      if (readings == NULL)
        continue;
      if (mc_rules_book_get_game (book, t) == MC_GAME_RUMBLEBOTS)
        g_assert_true (g_str_has_prefix (readings, "A-"));
      else
        g_assert_false (g_str_has_prefix (readings, "A-"));
    }
  /* The clash topic carries no reading; the Champion's carries A-8. */
  g_assert_null (mc_rules_book_get_readings (book, (guint) mc_rules_book_find (book, "rb-clash")));
  g_assert_nonnull (strstr (mc_rules_book_get_readings (book, (guint) mc_rules_book_find (book, "rb-champion")),
                            "A-8\x1f"));
}

static gboolean
hits_topic (McRulesBook *book,
            GArray      *hits,
            const char  *id)
{
  for (guint i = 0; i < hits->len; i++)
    if (g_str_equal (mc_rules_book_get_topic (book, g_array_index (hits, McRuleHit, i).index)->id, id))
      return TRUE;
  return FALSE;
}

static guint
count_game (McRulesBook *book,
            GArray      *hits,
            McGameKind   game)
{
  guint count = 0;

  for (guint i = 0; i < hits->len; i++)
    count += mc_rules_book_get_game (book, g_array_index (hits, McRuleHit, i).index) == game;
  return count;
}

/* The Spanish edition's word finds its Rumblebots topic with the book in
 * English, with or without its accent. */
static void
test_search_spanish_word_in_english_book (void)
{
  g_autoptr(McRulesBook) english = NULL;
  g_autoptr(GArray) desenlace = NULL;
  g_autoptr(GArray) criocamara = NULL;
  g_autoptr(GArray) bucle = NULL;

  test_set_language ("C");
  english = mc_rules_book_new ("en");
  g_assert_cmpstr (mc_rules_book_get_language (english), ==, "en");

  desenlace = mc_rules_book_search_any_language_in (english, "desenlace", MC_GAME_RUMBLEBOTS);
  g_assert_cmpuint (desenlace->len, >, 0);
  g_assert_cmpstr (mc_rules_book_get_topic (english, g_array_index (desenlace, McRuleHit, 0).index)->id, ==,
                   "rb-showdown");
  /* Shown in the book's language. */
  g_assert_cmpstr (mc_rules_book_get_text (english, g_array_index (desenlace, McRuleHit, 0).index)->title, ==,
                   "The Showdown");

  criocamara = mc_rules_book_search_any_language (english, "criocamara");
  g_assert_true (hits_topic (english, criocamara, "rb-battle-end"));
  g_assert_cmpuint (count_game (english, criocamara, MC_GAME_TINY_EPIC_MECHS), ==, 0);

  bucle = mc_rules_book_search_any_language (english, "Regla del bucle");
  g_assert_cmpuint (bucle->len, >, 0);
  g_assert_cmpstr (mc_rules_book_get_topic (english, g_array_index (bucle, McRuleHit, 0).index)->id, ==,
                   "rb-surrender");
}

/* The first hit of @query in @book's Rumblebots topics, as the Rules page
 * shows it (the book's language first, then the others). */
static const char *
first_rumble_topic (McRulesBook *book,
                    const char  *query)
{
  g_autoptr(GArray) hits = mc_rules_book_search_any_language_in (book, query, MC_GAME_RUMBLEBOTS);

  if (hits->len == 0)
    return NULL;
  return mc_rules_book_get_topic (book, g_array_index (hits, McRuleHit, 0).index)->id;
}

/* Questions as players type them at the table find their topic: a tie in
 * the clash (RB-C7: equal attack and defense, keep revealing) in each
 * language, and the crystals the winning Champion takes (RB-C21: 2 from
 * the round's space). Question words ("cuántos", "el", "ile", "how",
 * "many") need not be in the topic. */
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

  g_assert_cmpstr (first_rumble_topic (polish, "remis"), ==, "rb-clash");
  g_assert_cmpstr (first_rumble_topic (spanish, "empate"), ==, "rb-clash");
  g_assert_cmpstr (first_rumble_topic (english, "tie"), ==, "rb-clash");
  /* The loop rule by the word's own form, with or without its accent
   * (walk 18: "pętla" and "petla" found nothing, "pętli" did). */
  g_assert_cmpstr (first_rumble_topic (polish, "pętla"), ==, "rb-surrender");
  g_assert_cmpstr (first_rumble_topic (polish, "petla"), ==, "rb-surrender");

  g_assert_cmpstr (first_rumble_topic (spanish, "cuantos cristales gana el campeon"), ==, "rb-battle-end");
  g_assert_cmpstr (first_rumble_topic (spanish, "¿Cuántos cristales gana el Campeón?"), ==, "rb-battle-end");
  g_assert_cmpstr (first_rumble_topic (polish, "ile krysztalow dostaje czempion"), ==, "rb-battle-end");
  g_assert_cmpstr (first_rumble_topic (english, "how many crystals does the Champion win"), ==, "rb-battle-end");

  /* Only stop words: still searched as typed ("la" is in many topics),
   * and a question about nothing the rules hold finds nothing. */
  g_assert_nonnull (first_rumble_topic (spanish, "la"));
  g_assert_null (first_rumble_topic (spanish, "cuantos pinguinos gana el campeon"));
}

/* Within one game only its topics; across both, both games' topics. */
static void
test_search_within_one_game_or_both (void)
{
  g_autoptr(McRulesBook) english = NULL;
  g_autoptr(GArray) both = NULL;
  g_autoptr(GArray) tem = NULL;
  g_autoptr(GArray) rb = NULL;
  g_autoptr(GArray) own = NULL;

  test_set_language ("C");
  english = mc_rules_book_new ("en");

  /* "round" is a word of both games' rules. */
  both = mc_rules_book_search_any_language_in (english, "round", MC_RULES_BOOK_ALL_GAMES);
  tem = mc_rules_book_search_any_language_in (english, "round", MC_GAME_TINY_EPIC_MECHS);
  rb = mc_rules_book_search_any_language_in (english, "round", MC_GAME_RUMBLEBOTS);
  g_assert_cmpuint (count_game (english, tem, MC_GAME_RUMBLEBOTS), ==, 0);
  g_assert_cmpuint (count_game (english, rb, MC_GAME_TINY_EPIC_MECHS), ==, 0);
  g_assert_cmpuint (tem->len, >, 0);
  g_assert_cmpuint (rb->len, >, 0);
  g_assert_cmpuint (both->len, ==, tem->len + rb->len);
  g_assert_true (hits_topic (english, rb, "rb-rounds"));
  g_assert_true (hits_topic (english, tem, "rounds"));

  /* An RB- rule ID finds its topic first, and Tiny Epic Mechs' R- IDs
   * find no Rumblebots topic. */
  own = mc_rules_book_search_game (english, "RB-C8", MC_RULES_BOOK_ALL_GAMES);
  g_assert_cmpuint (own->len, >, 0);
  g_assert_cmpstr (mc_rules_book_get_topic (english, g_array_index (own, McRuleHit, 0).index)->id, ==,
                   "rb-clash");
  g_clear_pointer (&own, g_array_unref);
  own = mc_rules_book_search_game (english, "R-C5", MC_GAME_RUMBLEBOTS);
  g_assert_cmpuint (own->len, ==, 0);

  g_assert_cmpstr (mc_rules_book_get_game_name (MC_GAME_RUMBLEBOTS), ==, "Rumblebots");
  g_assert_cmpint (mc_rules_book_find (english, "rb-showdown"), >=, 0);
  g_assert_cmpint (mc_rules_book_get_game (english, (guint) mc_rules_book_find (english, "rb-showdown")), ==,
                   MC_GAME_RUMBLEBOTS);
  g_assert_cmpint (mc_rules_book_get_game (english, (guint) mc_rules_book_find (english, "rounds")), ==,
                   MC_GAME_TINY_EPIC_MECHS);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/rumble-reference/every-rule-has-a-topic", test_every_rule_has_a_topic);
  g_test_add_func ("/rumble-reference/readings-shown-with-their-topics", test_readings_are_shown_with_their_topics);
  g_test_add_func ("/rumble-reference/search/spanish-word-english-book", test_search_spanish_word_in_english_book);
  g_test_add_func ("/rumble-reference/search/one-game-or-both", test_search_within_one_game_or_both);
  g_test_add_func ("/rumble-reference/search/questions", test_search_questions_find_their_topic);

  return g_test_run ();
}
