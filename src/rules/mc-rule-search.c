/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "mc-rule-id.h"
#include "mc-rule-search.h"

/* Search as players type: any case, with or without accents, in English,
 * Spanish or Polish ("servoarmadura" finds "Servoarmadura", "dano" finds
 * "daño", "zywotnosc" finds "żywotność"). */

#define MAX_WORDS 16
#define SCORE_RULE 1000
#define SCORE_TITLE 100
#define SCORE_TITLE_WORD 50      /* the title has a word starting so */
#define SCORE_TITLE_INSIDE 25    /* inside a word of the title only */
#define SCORE_KEYWORDS 30
#define SCORE_WHOLE_KEYWORD 5    /* the keyword itself, not a longer one */
#define SCORE_BODY 10
#define STEM_MIN 5               /* letters two forms of a word must share */

/* Letters that do not decompose into a base and a mark. */
static gunichar
fold_special (gunichar c)
{
  switch (c)
    {
    case 0x0141: /* Ł */
    case 0x0142: /* ł */
      return 'l';
    case 0x0110: /* Đ */
    case 0x0111: /* đ */
      return 'd';
    case 0x00D8: /* Ø */
    case 0x00F8: /* ø */
      return 'o';
    default:
      return 0;
    }
}

/**
 * mc_rule_search_fold:
 * @offsets: (out) (optional): for each byte of the result, the byte of
 *   @text it comes from
 *
 * Lower case, accents off, anything but letters and digits a space.
 */
char *
mc_rule_search_fold (const char *text,
                     GArray    **offsets)
{
  GString *folded = g_string_new (NULL);
  GArray *map = g_array_new (FALSE, FALSE, sizeof (gsize));
  const char *p = text;

  while (p != NULL && *p != '\0')
    {
      gunichar c = g_utf8_get_char_validated (p, -1);
      gsize from = (gsize) (p - text);
      gsize before = folded->len;

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          /* Not UTF-8: a space, and on to the next byte. */
          g_string_append_c (folded, ' ');
          p++;
        }
      else
        {
          gunichar base = fold_special (c);

          if (base == 0)
            {
              gunichar decomposed[G_UNICHAR_MAX_DECOMPOSITION_LENGTH];
              gsize n = g_unichar_fully_decompose (c, FALSE, decomposed, G_N_ELEMENTS (decomposed));

              base = n > 0 ? decomposed[0] : c;
            }
          if (g_unichar_isalnum (base))
            g_string_append_unichar (folded, g_unichar_tolower (base));
          else if (g_unichar_ismark (base))
            ;   /* a lone combining mark: nothing */
          else
            g_string_append_c (folded, ' ');
          p = g_utf8_next_char (p);
        }

      for (gsize i = before; i < folded->len; i++)
        g_array_append_val (map, from);
    }

  if (offsets != NULL)
    *offsets = map;
  else
    g_array_unref (map);
  return g_string_free (folded, FALSE);
}

/* The query's words, folded, at most MAX_WORDS, each cut to the limit. */
static char **
query_words (const char *query)
{
  g_autofree char *cut = NULL;
  g_autofree char *folded = NULL;
  g_auto(GStrv) parts = NULL;
  GPtrArray *words = g_ptr_array_new ();

  if (query == NULL)
    query = "";
  if (strlen (query) > MC_RULE_SEARCH_MAX_QUERY)
    {
      const char *end = query + MC_RULE_SEARCH_MAX_QUERY;

      /* Cut on a character boundary. */
      while (end > query && (((guchar) *end) & 0xC0) == 0x80)
        end--;
      cut = g_strndup (query, (gsize) (end - query));
      query = cut;
    }

  folded = mc_rule_search_fold (query, NULL);
  parts = g_strsplit (folded, " ", -1);
  for (guint i = 0; parts[i] != NULL && words->len < MAX_WORDS; i++)
    if (*parts[i] != '\0')
      g_ptr_array_add (words, g_strdup (parts[i]));
  g_ptr_array_add (words, NULL);
  return (char **) g_ptr_array_free (words, FALSE);
}

/* Words a question is made of in English, Spanish or Polish, folded as
 * the query is: "cuántos cristales gana el campeón" asks about crystals,
 * winning and the Champion; a topic need not say "cuántos" or "el". */
static const char *const stop_words[] = {
  /* English */
  "a", "an", "the", "of", "to", "in", "on", "at", "by", "is", "are", "was", "be", "do", "does", "did", "how",
  "many", "much", "what", "which", "who", "when", "where", "why", "can", "could", "may", "i", "my", "me", "we",
  "our", "you", "your", "it", "its", "for", "with", "if", "and", "or", "there", "this", "that",
  /* Spanish */
  "el", "la", "los", "las", "lo", "un", "una", "unos", "unas", "de", "del", "al", "en", "y", "e", "o", "u",
  "que", "cual", "cuales", "cuanto", "cuanta", "cuantos", "cuantas", "como", "cuando", "donde", "quien",
  "quienes", "por", "para", "se", "es", "son", "hay", "mi", "mis", "su", "sus", "le", "les", "con", "puedo",
  "puede", "si", "me", "te", "yo",
  /* Polish */
  "ile", "co", "jak", "jaki", "jaka", "jakie", "kto", "kiedy", "gdzie", "czy", "i", "w", "we", "z", "ze", "na",
  "do", "o", "to", "sie", "jest", "sa", "po", "za", "od", "mi", "moj", "moje", "ktory", "ktora", "ktore",
  "dlaczego", "czemu", "mozna", "moge", "ja", "przy", "gdy", "jesli",
};

static gboolean
is_stop_word (const char *word)
{
  for (guint i = 0; i < G_N_ELEMENTS (stop_words); i++)
    if (g_str_equal (word, stop_words[i]))
      return TRUE;
  return FALSE;
}

/* Whether the query's stop words may go unfound: when it has another word
 * to find its topic by. */
static gboolean
stop_words_optional (char **words)
{
  for (guint w = 0; words[w] != NULL; w++)
    if (!is_stop_word (words[w]))
      return TRUE;
  return FALSE;
}

static gboolean
starts_a_word (const char *folded,
               const char *at)
{
  return at == folded || at[-1] == ' ';
}

/* Where in @folded a word starts that is another form of @word:
 * "naladowanie" finds "naladuj" and "naladowac", "punkty" finds "punktow".
 * The two share their first STEM_MIN letters at least, and at least 3/5
 * of the shorter of them; that keeps "przesun" from finding "przeciwnik".
 * Polish and Spanish change a word's ending, rarely its beginning. */
static const char *
find_stem (const char *folded,
           const char *from,
           const char *word,
           gsize      *shared)
{
  gsize n = strlen (word);

  if (n < STEM_MIN)
    return NULL;
  for (const char *at = from; *at != '\0'; at++)
    {
      gsize length = 0, k = 0;

      if (*at == ' ' || !starts_a_word (folded, at))
        continue;
      while (at[length] != '\0' && at[length] != ' ')
        length++;
      while (k < n && k < length && at[k] == word[k])
        k++;
      if (k >= STEM_MIN && k * 5 >= MIN (n, length) * 3)
        {
          if (shared != NULL)
            *shared = k;
          return at;
        }
      at += length - 1;
    }
  return NULL;
}

/* Whether @word stands whole in @folded ("tie", not only "tier"). */
static gboolean
has_whole_word (const char *folded,
                const char *word)
{
  gsize n = strlen (word);

  for (const char *at = strstr (folded, word); at != NULL; at = strstr (at + 1, word))
    if (starts_a_word (folded, at) && (at[n] == '\0' || at[n] == ' '))
      return TRUE;
  return FALSE;
}

static int
compare_hits (gconstpointer a,
              gconstpointer b)
{
  const McRuleHit *x = a, *y = b;

  if (x->score != y->score)
    return y->score - x->score;
  return (x->index > y->index) - (x->index < y->index);
}

/**
 * mc_rule_search:
 *
 * @rule_prefix: (nullable): the prefix of the rule IDs a query may be
 *   ("R" finds the entries of R-C5 when "rc5" is typed), or %NULL
 *
 * Every entry holding all the query's words, ranked: a word in the title
 * first, then in the keywords, then in the body; a rule ID typed as such
 * finds its entries first. A question's stop words ("how", "cuántos",
 * "ile") count where found but are not needed when other words are typed.
 *
 * Returns: (transfer full) (element-type McRuleHit): best first; empty
 *   for an empty query
 */
GArray *
mc_rule_search (const McRuleText *texts,
                guint             n_texts,
                const char       *query,
                const char       *rule_prefix)
{
  GArray *hits = g_array_new (FALSE, FALSE, sizeof (McRuleHit));
  g_auto(GStrv) words = query_words (query);
  g_autofree char *rule = rule_prefix != NULL ? mc_rule_id_from_query (query, rule_prefix) : NULL;
  gboolean optional;

  if (words[0] == NULL)
    return hits;
  optional = stop_words_optional (words);

  for (guint i = 0; i < n_texts; i++)
    {
      g_autofree char *title = mc_rule_search_fold (texts[i].title, NULL);
      g_autofree char *keywords = mc_rule_search_fold (texts[i].keywords, NULL);
      g_autofree char *body = mc_rule_search_fold (texts[i].body, NULL);
      McRuleHit hit = { i, 0 };
      gboolean all = TRUE;

      if (rule != NULL && texts[i].rules != NULL && mc_rule_id_in_list (texts[i].rules, rule))
        hit.score += SCORE_RULE;

      for (guint w = 0; words[w] != NULL; w++)
        {
          const char *at = strstr (title, words[w]);
          int best = 0;

          if (at != NULL)
            {
              /* Only inside a title's word ("tie" in "abilities") is
               * weaker than the word among the keywords. */
              best = SCORE_TITLE_INSIDE;
              for (; at != NULL; at = strstr (at + 1, words[w]))
                if (starts_a_word (title, at))
                  {
                    best = SCORE_TITLE + SCORE_TITLE_WORD;
                    break;
                  }
              if (best == SCORE_TITLE_INSIDE && strstr (keywords, words[w]) != NULL)
                best = SCORE_KEYWORDS;
            }
          else if (strstr (keywords, words[w]) != NULL)
            best = SCORE_KEYWORDS + (has_whole_word (keywords, words[w]) ? SCORE_WHOLE_KEYWORD : 0);
          else if (strstr (body, words[w]) != NULL)
            best = SCORE_BODY;
          /* Another form of the word counts for less than the word. */
          else if (find_stem (title, title, words[w], NULL) != NULL)
            best = SCORE_TITLE / 2;
          else if (find_stem (keywords, keywords, words[w], NULL) != NULL)
            best = SCORE_KEYWORDS / 2;
          else if (find_stem (body, body, words[w], NULL) != NULL)
            best = SCORE_BODY / 2;

          if (best == 0 && !(optional && is_stop_word (words[w])))
            all = FALSE;
          hit.score += best;
        }

      if (all || hit.score >= SCORE_RULE)
        g_array_append_val (hits, hit);
    }

  g_array_sort (hits, compare_hits);
  return hits;
}

/**
 * mc_rule_search_highlight:
 *
 * Returns: @text as Pango markup, the query's words in bold
 */
char *
mc_rule_search_highlight (const char *text,
                          const char *query)
{
  g_autoptr(GArray) offsets = NULL;
  g_autofree char *folded = mc_rule_search_fold (text, &offsets);
  g_auto(GStrv) words = query_words (query);
  gsize length = strlen (text);
  g_autofree gboolean *marked = g_new0 (gboolean, length + 1);
  GString *markup = g_string_new (NULL);
  gsize start = 0;
  gboolean optional = stop_words_optional (words);

  for (guint w = 0; words[w] != NULL; w++)
    {
      gsize shared = 0;
      const char *stem;

      /* "el" or "the" in bold all over the text would hide the words
       * the player looks for. */
      if (optional && is_stop_word (words[w]))
        continue;
      stem = strstr (folded, words[w]) == NULL ? find_stem (folded, folded, words[w], &shared) : NULL;

      /* Each other form of the word: its shared beginning in bold. */
      for (; stem != NULL; stem = find_stem (folded, stem + shared, words[w], &shared))
        {
          gsize first = (gsize) (stem - folded);
          gsize from = g_array_index (offsets, gsize, first);
          gsize to = g_array_index (offsets, gsize, first + shared - 1);

          to = (gsize) (g_utf8_next_char (text + to) - text);
          for (gsize b = from; b < to && b < length; b++)
            marked[b] = TRUE;
        }
      for (const char *at = strstr (folded, words[w]); at != NULL; at = strstr (at + 1, words[w]))
        {
          gsize first = (gsize) (at - folded), last = first + strlen (words[w]) - 1;
          gsize from = g_array_index (offsets, gsize, first);
          gsize to = g_array_index (offsets, gsize, last);

          /* Through the end of the last original character. */
          to = (gsize) (g_utf8_next_char (text + to) - text);
          for (gsize b = from; b < to && b < length; b++)
            marked[b] = TRUE;
        }
    }

  while (start < length)
    {
      gsize end = start;
      g_autofree char *escaped = NULL;

      while (end < length && marked[end] == marked[start])
        end++;
      escaped = g_markup_escape_text (text + start, (gssize) (end - start));
      if (marked[start])
        g_string_append_printf (markup, "<b>%s</b>", escaped);
      else
        g_string_append (markup, escaped);
      start = end;
    }
  return g_string_free (markup, FALSE);
}
