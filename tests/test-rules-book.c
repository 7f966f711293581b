/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules reference searched in any of its three languages: a player
 * types the word printed on their cards ("torreta", "wieżyczka") whatever
 * language the book is shown in, and finds the topic in that language. */
#include "config.h"

#include "session/mc-rules-book.h"

#include "test-util.h"

static gboolean
found (GArray *hits,
       int     topic)
{
  for (guint i = 0; i < hits->len; i++)
    if ((int) g_array_index (hits, McRuleHit, i).index == topic)
      return TRUE;
  return FALSE;
}

static void
test_a_word_in_any_language_finds_its_topic (void)
{
  g_autoptr(McRulesBook) english = mc_rules_book_new ("en");
  g_autoptr(McRulesBook) spanish = mc_rules_book_new ("es");
  int deploy = mc_rules_book_find (english, "deploy");
  g_autoptr(GArray) own = NULL;
  g_autoptr(GArray) torreta = NULL;
  g_autoptr(GArray) wiezyczka = NULL;
  g_autoptr(GArray) turret = NULL;

  g_assert_cmpint (deploy, >=, 0);
  /* The English book alone does not know the Spanish word... */
  own = mc_rules_book_search (english, "torreta");
  g_assert_false (found (own, deploy));
  /* ...searched in every language, it finds the topic, in English. */
  torreta = mc_rules_book_search_any_language (english, "torreta");
  g_assert_true (found (torreta, deploy));
  g_assert_cmpstr (mc_rules_book_get_text (english, (guint) deploy)->title, ==, "Deploy Mine and Deploy Turret");
  wiezyczka = mc_rules_book_search_any_language (english, "wieżyczka");
  g_assert_true (found (wiezyczka, deploy));
  /* And the Spanish book finds the English word. */
  turret = mc_rules_book_search_any_language (spanish, "turret");
  g_assert_true (found (turret, mc_rules_book_find (spanish, "deploy")));
}

static void
test_hits_in_the_books_language_come_first (void)
{
  g_autoptr(McRulesBook) english = mc_rules_book_new ("en");
  g_autoptr(GArray) own = mc_rules_book_search (english, "mine");
  g_autoptr(GArray) any = mc_rules_book_search_any_language (english, "mine");

  g_assert_cmpuint (own->len, >, 0);
  g_assert_cmpuint (any->len, >=, own->len);
  for (guint i = 0; i < own->len; i++)
    g_assert_cmpuint (g_array_index (any, McRuleHit, i).index, ==, g_array_index (own, McRuleHit, i).index);
}

/* The rules page's "nothing found" hint, for either game, in the book's
 * language (the Rumblebots one was once left in English). */
static void
test_nothing_found_is_translated (void)
{
  g_autoptr(McRulesBook) spanish = mc_rules_book_new ("es");
  g_autoptr(McRulesBook) polish = mc_rules_book_new ("pl");
  const char *hints[] = {
    "Nothing found. Try another word, such as “combat”, or a rule number from the rulebook.",
    "Nothing found. Try another word, such as “clash”, or a rule number from the rulebook.",
  };

  for (guint i = 0; i < G_N_ELEMENTS (hints); i++)
    {
      g_assert_true (g_str_has_prefix (mc_rules_book_translate (spanish, hints[i]), "No se ha encontrado nada."));
      g_assert_true (g_str_has_prefix (mc_rules_book_translate (polish, hints[i]), "Nic nie znaleziono."));
    }
  /* The words the hints suggest find their game's topics. */
  {
    const struct { McRulesBook *book; const char *word; McGameKind game; } words[] = {
      { polish, "walka", MC_GAME_TINY_EPIC_MECHS }, { polish, "starcie", MC_GAME_RUMBLEBOTS },
      { spanish, "combate", MC_GAME_TINY_EPIC_MECHS }, { spanish, "enfrentamiento", MC_GAME_RUMBLEBOTS },
    };

    for (guint i = 0; i < G_N_ELEMENTS (words); i++)
      {
        g_autoptr(GArray) hits = mc_rules_book_search_game (words[i].book, words[i].word, (int) words[i].game);

        g_assert_cmpuint (hits->len, >, 0);
      }
  }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/rules-book/a-word-in-any-language-finds-its-topic", test_a_word_in_any_language_finds_its_topic);
  g_test_add_func ("/rules-book/hits-in-the-books-language-come-first", test_hits_in_the_books_language_come_first);
  g_test_add_func ("/rules-book/nothing-found-is-translated", test_nothing_found_is_translated);
  return g_test_run ();
}
