/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <libintl.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "mechs/tem-interpretation.h"
#include "rumble/rb-interpretation.h"
#include "rumble/rb-rule-topic.h"
#include "rules/mc-rule-id.h"
#include "mc-rules-book.h"

/* GNU gettext's catalogue cache counter: bumped when LANGUAGE changes. */
extern int _nl_msg_cat_cntr;

static const char * const languages[] = { "en", "es", "pl", NULL };

struct _McRulesBook
{
  char        *language;
  GHashTable  *strings;        /* msgid → translation, owned */
  guint        n_topics;
  guint        n_tem;          /* Tiny Epic Mechs' topics, first */
  McRuleTopic *topics;         /* both games' */
  McRuleText *texts;
  char       **readings;       /* per topic: its interpretations, or NULL */
  McRulesBook *others[MC_RULES_BOOK_N_LANGUAGES];   /* made when first searched */
};

/* The language's own name, as its speakers write it. */
const char *
mc_rules_book_get_language_name (const char *language)
{
  if (g_strcmp0 (language, "es") == 0)
    return "Español";
  if (g_strcmp0 (language, "pl") == 0)
    return "Polski";
  return "English";
}

const char * const *
mc_rules_book_get_languages (void)
{
  return languages;
}

/* The app's language among the three, from the environment gettext uses. */
const char *
mc_rules_book_guess_language (void)
{
  const char * const *names = g_get_language_names ();

  for (guint i = 0; names[i] != NULL; i++)
    for (guint j = 0; languages[j] != NULL; j++)
      if (g_str_has_prefix (names[i], languages[j])
          && (names[i][2] == '\0' || names[i][2] == '_' || names[i][2] == '.' || names[i][2] == '@'))
        return languages[j];
  return "en";
}

/* Looks @msgid up in the book's language (LANGUAGE switched around the
 * lookups by the caller). libc's dgettext, not g_dgettext: GLib skips
 * translation altogether when the app's own locale has none. */
static const char *
translate (McRulesBook *self,
           const char  *msgid)
{
  char *translated;

  if (msgid == NULL)
    return NULL;
  translated = g_hash_table_lookup (self->strings, msgid);
  if (translated == NULL)
    {
      translated = g_strdup (*msgid != '\0' ? dgettext (GETTEXT_PACKAGE, msgid) : "");
      g_hash_table_insert (self->strings, (gpointer) msgid, translated);
    }
  return translated;
}

/* One interpretation of either game: the checklists' shapes are the same. */
typedef struct
{
  const char *id;
  const char *rules;
  const char *title;
  const char *reading;
} Reading;

static char *
build_readings (McRulesBook       *self,
                const McRuleTopic *topic,
                McGameKind         game)
{
  g_autofree Reading *all = NULL;
  GString *text = NULL;
  guint n;

  if (game == MC_GAME_RUMBLEBOTS)
    {
      const RbInterpretation *rb = rb_interpretation_get_all (&n);

      all = g_new (Reading, n);
      for (guint i = 0; i < n; i++)
        all[i] = (Reading) { rb[i].id, rb[i].rules, rb[i].title, rb[i].reading };
    }
  else
    {
      const TemInterpretation *tem = tem_interpretation_get_all (&n);

      all = g_new (Reading, n);
      for (guint i = 0; i < n; i++)
        all[i] = (Reading) { tem[i].id, tem[i].rules, tem[i].title, tem[i].reading };
    }
  for (guint i = 0; i < n; i++)
    {
      g_auto(GStrv) rules = g_strsplit (all[i].rules, " ", -1);
      gboolean concerned = FALSE;

      for (guint r = 0; rules[r] != NULL && !concerned; r++)
        concerned = mc_rule_topic_has_rule (topic, rules[r]);
      if (!concerned)
        continue;

      if (text == NULL)
        text = g_string_new (NULL);
      else
        g_string_append (text, "\n\n");
      /* The reading in words first ("A jump off the arena: The rulebook
       * doesn't say; this app …"), its ID before it, apart (MC_RULES_BOOK_ID_END),
       * for the page to show small. */
      g_string_append (text, all[i].id);
      g_string_append_c (text, MC_RULES_BOOK_ID_END);
      /* Translators: an interpretation in the rules reference, "A jump off the arena: The rulebook doesn't say; …" */
      /* A format from the catalogue of the book's language, not the app's:
       * msgfmt --check has checked its conversions. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      g_string_append_printf (text, translate (self, N_("%s: %s")),
                              translate (self, all[i].title), translate (self, all[i].reading));
#pragma GCC diagnostic pop
    }
  return text != NULL ? g_string_free (text, FALSE) : NULL;
}

/**
 * mc_rules_book_new:
 * @language: (nullable): "en", "es" or "pl"; %NULL for the app's own
 *
 * Every topic's strings, looked up in @language now, so the app's own
 * language is left as it was.
 */
McRulesBook *
mc_rules_book_new (const char *language)
{
  McRulesBook *self = g_new0 (McRulesBook, 1);
  const McRuleTopic *tem_topics = tem_rule_topic_get_all (&self->n_tem);
  const McRuleTopic *rb_topics;
  McRuleTopic *topics;
  g_autofree char *saved = g_strdup (g_getenv ("LANGUAGE"));
  guint n_rb;

  rb_topics = rb_rule_topic_get_all (&n_rb);
  self->n_topics = self->n_tem + n_rb;
  topics = self->topics = g_new (McRuleTopic, self->n_topics);
  memcpy (topics, tem_topics, self->n_tem * sizeof (McRuleTopic));
  memcpy (topics + self->n_tem, rb_topics, n_rb * sizeof (McRuleTopic));

  if (language == NULL || !g_strv_contains (languages, language))
    language = mc_rules_book_guess_language ();
  self->language = g_strdup (language);
  self->strings = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  self->texts = g_new0 (McRuleText, self->n_topics);
  self->readings = g_new0 (char *, self->n_topics);

  /* English is the source text: a language no catalogue has. */
  g_setenv ("LANGUAGE", g_str_equal (language, "en") ? "en_XX" : language, TRUE);
  ++_nl_msg_cat_cntr;

  for (guint i = 0; i < self->n_topics; i++)
    {
      self->texts[i].title = translate (self, topics[i].title);
      self->texts[i].keywords = translate (self, topics[i].keywords);
      self->texts[i].body = translate (self, topics[i].body);
      self->texts[i].rules = topics[i].rules;
      self->readings[i] = build_readings (self, &topics[i], mc_rules_book_get_game (self, i));
    }
  /* The page's own few words, for the same language. */
  translate (self, N_("Rules"));
  translate (self, N_("Questions"));
  translate (self, N_("Related"));
  translate (self, N_("Rulebook: %s"));
  translate (self, N_("Nothing found. Try another word, such as “combat”, or a rule number from the rulebook."));
  translate (self, N_("Nothing found. Try another word, such as “clash”, or a rule number from the rulebook."));

  if (saved != NULL)
    g_setenv ("LANGUAGE", saved, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  ++_nl_msg_cat_cntr;
  return self;
}

void
mc_rules_book_free (McRulesBook *self)
{
  if (self == NULL)
    return;
  for (guint i = 0; i < self->n_topics; i++)
    g_free (self->readings[i]);
  for (guint i = 0; i < MC_RULES_BOOK_N_LANGUAGES; i++)
    mc_rules_book_free (self->others[i]);
  g_free (self->readings);
  g_free (self->texts);
  g_free (self->topics);
  g_hash_table_unref (self->strings);
  g_free (self->language);
  g_free (self);
}

const char *
mc_rules_book_get_language (McRulesBook *self)
{
  return self->language;
}

guint
mc_rules_book_get_n_topics (McRulesBook *self)
{
  return self->n_topics;
}

const McRuleTopic *
mc_rules_book_get_topic (McRulesBook *self,
                         guint        index)
{
  g_return_val_if_fail (index < self->n_topics, NULL);
  return &self->topics[index];
}

/* Which game the topic at @index explains. */
McGameKind
mc_rules_book_get_game (McRulesBook *self,
                        guint        index)
{
  g_return_val_if_fail (index < self->n_topics, MC_GAME_TINY_EPIC_MECHS);
  return index < self->n_tem ? MC_GAME_TINY_EPIC_MECHS : MC_GAME_RUMBLEBOTS;
}

/* A game's name as its box prints it in the app's language: the Spanish
 * box of Tiny Epic Mechs says "Pequeños Grandes Mechs" (glossary.md), as
 * the new-game form does. */
const char *
mc_rules_book_get_game_name (McGameKind game)
{
  return game == MC_GAME_RUMBLEBOTS ? "Rumblebots" : _("Tiny Epic Mechs");
}

const McRuleText *
mc_rules_book_get_text (McRulesBook *self,
                        guint        index)
{
  g_return_val_if_fail (index < self->n_topics, NULL);
  return &self->texts[index];
}

/* The interpretations behind a topic, in the book's language, or NULL. */
const char *
mc_rules_book_get_readings (McRulesBook *self,
                            guint        index)
{
  g_return_val_if_fail (index < self->n_topics, NULL);
  return self->readings[index];
}

int
mc_rules_book_find (McRulesBook *self,
                    const char  *topic_id)
{
  for (guint i = 0; i < self->n_topics; i++)
    if (g_strcmp0 (self->topics[i].id, topic_id) == 0)
      return (int) i;
  return -1;
}

/* Searches titles, keywords, bodies and the interpretations shown with
 * them, in both games. */
GArray *
mc_rules_book_search (McRulesBook *self,
                      const char  *query)
{
  return mc_rules_book_search_game (self, query, MC_RULES_BOOK_ALL_GAMES);
}

/* Keeps the hits of @game (a McGameKind or MC_RULES_BOOK_ALL_GAMES). */
static GArray *
keep_game (McRulesBook *self,
           GArray      *hits,
           int          game)
{
  if (game == MC_RULES_BOOK_ALL_GAMES)
    return hits;
  for (guint i = hits->len; i-- > 0;)
    if ((int) mc_rules_book_get_game (self, g_array_index (hits, McRuleHit, i).index) != game)
      g_array_remove_index (hits, i);
  return hits;
}

/**
 * mc_rules_book_search_game:
 * @game: a #McGameKind, or %MC_RULES_BOOK_ALL_GAMES
 *
 * Returns: (transfer full): McRuleHit of @game's topics, in the book's
 *   language
 */
GArray *
mc_rules_book_search_game (McRulesBook *self,
                           const char  *query,
                           int          game)
{
  g_autofree McRuleText *texts = g_new0 (McRuleText, self->n_topics);
  g_autoptr(GPtrArray) bodies = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *rule = NULL;
  GArray *hits;

  for (guint i = 0; i < self->n_topics; i++)
    {
      char *body = self->readings[i] != NULL ? g_strconcat (self->texts[i].body, "\n\n", self->readings[i], NULL)
                                             : g_strdup (self->texts[i].body);

      g_ptr_array_add (bodies, body);
      texts[i] = self->texts[i];
      texts[i].body = body;
    }
  hits = mc_rule_search (texts, self->n_topics, query, TEM_RULE_ID_PREFIX);
  rule = mc_rule_id_from_query (query, RB_RULE_ID_PREFIX);
  if (rule != NULL)
    {
      /* The topics explaining a Rumblebots rule ID first, as an R- ID's. */
      GArray *ruled = g_array_new (FALSE, FALSE, sizeof (McRuleHit));

      for (guint i = self->n_tem; i < self->n_topics; i++)
        if (mc_rule_topic_has_rule (&self->topics[i], rule))
          g_array_append_val (ruled, ((McRuleHit) { i, G_MAXINT / 2 }));
      for (guint i = 0; i < hits->len; i++)
        {
          McRuleHit *hit = &g_array_index (hits, McRuleHit, i);

          if (!mc_rule_topic_has_rule (&self->topics[hit->index], rule))
            g_array_append_val (ruled, *hit);
        }
      g_array_unref (hits);
      hits = ruled;
    }
  return keep_game (self, hits, game);
}

/**
 * mc_rules_book_search_any_language:
 *
 * A word in any of the three languages finds its topics, whatever the
 * book's own ("torreta" finds Deploy Mine and Deploy Turret in the English
 * book): the hits in the book's language first, then those found only in
 * the others, each shown in the book's language.
 *
 * Returns: (transfer full): McRuleHit, indices into this book's topics
 */
GArray *
mc_rules_book_search_any_language (McRulesBook *self,
                                   const char  *query)
{
  return mc_rules_book_search_any_language_in (self, query, MC_RULES_BOOK_ALL_GAMES);
}

/**
 * mc_rules_book_search_any_language_in:
 * @game: a #McGameKind, or %MC_RULES_BOOK_ALL_GAMES for both games
 *
 * As mc_rules_book_search_any_language(), within one game or both.
 *
 * Returns: (transfer full): McRuleHit, indices into this book's topics
 */
GArray *
mc_rules_book_search_any_language_in (McRulesBook *self,
                                      const char  *query,
                                      int          game)
{
  GArray *hits = mc_rules_book_search_game (self, query, game);

  for (guint k = 0; languages[k] != NULL; k++)
    {
      g_autoptr(GArray) more = NULL;

      if (g_str_equal (languages[k], self->language))
        continue;
      if (self->others[k] == NULL)
        self->others[k] = mc_rules_book_new (languages[k]);
      more = mc_rules_book_search_game (self->others[k], query, game);
      for (guint i = 0; i < more->len; i++)
        {
          McRuleHit *hit = &g_array_index (more, McRuleHit, i);
          gboolean known = FALSE;

          for (guint j = 0; j < hits->len && !known; j++)
            known = g_array_index (hits, McRuleHit, j).index == hit->index;
          if (!known)
            g_array_append_val (hits, *hit);
        }
    }
  return hits;
}

/* One of the page's own words in the book's language (see the list in
 * mc_rules_book_new()). */
const char *
mc_rules_book_translate (McRulesBook *self,
                         const char  *msgid)
{
  const char *translated = g_hash_table_lookup (self->strings, msgid);

  return translated != NULL ? translated : msgid;
}
