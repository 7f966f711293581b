/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The catalogue cannot lose a message: every source or .ui file holding a
 * translatable string is in po/POTFILES.in (xgettext reads only those, and
 * update-po drops every message of a file it does not read). And every
 * plural message has its forms, in the right order: Spanish singular then
 * plural, Polish 1, 2-4 and 5+ with the noun each takes (issue 25). */
#include "config.h"

#include <string.h>

#include <glib.h>

#include "test-po-util.h"
#include "test-util.h"

/* ---- POTFILES ---------------------------------------------------------- */

/* @text without its C comments and with its strings emptied, so that
 * neither a comment naming N_() (the headers describe their fields so)
 * nor a string spelling one is taken for a call. */
static char *
strip_c_comments (const char *text)
{
  GString *out = g_string_sized_new (strlen (text));

  for (const char *p = text; *p != '\0'; p++)
    {
      if (p[0] == '/' && p[1] == '*')
        {
          const char *end = strstr (p + 2, "*/");

          if (end == NULL)
            break;
          p = end + 1;
          g_string_append_c (out, ' ');
        }
      else if (p[0] == '/' && p[1] == '/')
        {
          while (*p != '\0' && *p != '\n')
            p++;
          if (*p == '\0')
            break;
          g_string_append_c (out, '\n');
        }
      else if (*p == '"' || *p == '\'')
        {
          char quote = *p;

          g_string_append_c (out, *p);
          for (p++; *p != '\0' && *p != quote; p++)
            if (*p == '\\' && p[1] != '\0')
              p++;
          if (*p == '\0')
            break;
          g_string_append_c (out, *p);
        }
      else
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

/* Whether a file's text holds a string for the translators: a gettext
 * call of the glib preset in C, or a translatable property in a .ui. */
static gboolean
holds_translatable (const char *path,
                    const char *contents)
{
  static GRegex *c_call = NULL;
  g_autofree char *code = NULL;

  if (g_str_has_suffix (path, ".ui"))
    return strstr (contents, "translatable=\"yes\"") != NULL;
  if (c_call == NULL)
    c_call = g_regex_new ("(^|[^A-Za-z0-9_])(_|N_|C_|NC_|Q_|ngettext|g_dngettext|g_dgettext|g_dpgettext2)\\s*\\(",
                          G_REGEX_MULTILINE, 0, NULL);
  code = strip_c_comments (contents);
  return g_regex_match (c_call, code, 0, NULL);
}

/* The files under @dir (relative to @root) whose names end in one of
 * @suffixes and that hold a translatable string, into @found. */
static void
collect_translatable (const char *root,
                      const char *dir,
                      const char * const *suffixes,
                      GPtrArray  *found)
{
  g_autofree char *path = g_build_filename (root, dir, NULL);
  g_autoptr(GDir) handle = g_dir_open (path, 0, NULL);
  const char *name;

  g_assert_nonnull (handle);
  while ((name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *relative = g_build_filename (dir, name, NULL);
      g_autofree char *full = g_build_filename (root, relative, NULL);
      g_autofree char *contents = NULL;
      gboolean wanted = FALSE;

      if (g_file_test (full, G_FILE_TEST_IS_DIR))
        {
          collect_translatable (root, relative, suffixes, found);
          continue;
        }
      for (guint i = 0; suffixes[i] != NULL; i++)
        wanted = wanted || g_str_has_suffix (name, suffixes[i]);
      if (!wanted)
        continue;
      g_assert_true (g_file_get_contents (full, &contents, NULL, NULL));
      if (holds_translatable (relative, contents))
        g_ptr_array_add (found, g_steal_pointer (&relative));
    }
}

static GPtrArray *
read_potfiles (const char *root)
{
  g_autofree char *path = g_build_filename (root, "po", "POTFILES.in", NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  GPtrArray *listed = g_ptr_array_new_with_free_func (g_free);

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_strstrip (lines[i]);
      if (lines[i][0] != '\0' && lines[i][0] != '#')
        g_ptr_array_add (listed, g_strdup (lines[i]));
    }
  return listed;
}

static gboolean
listed_in (GPtrArray  *listed,
           const char *file)
{
  for (guint i = 0; i < listed->len; i++)
    if (g_str_equal (g_ptr_array_index (listed, i), file))
      return TRUE;
  return FALSE;
}

/* Every file of src/ and ui/ with a string for the translators is in
 * POTFILES.in, and every file POTFILES.in names exists (xgettext stops at
 * a missing one). rb-game-table.c, split from rb-game.c, was missing and
 * its messages would have dropped at the next update-po. */
static void
test_potfiles_lists_every_translatable_file (void)
{
  g_autofree char *root = g_test_build_filename (G_TEST_DIST, "..", NULL);
  const char *sources[] = { ".c", ".h", NULL };
  const char *interfaces[] = { ".ui", NULL };
  g_autoptr(GPtrArray) listed = read_potfiles (root);
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) missing = g_string_new (NULL);

  collect_translatable (root, "src", sources, found);
  collect_translatable (root, "ui", interfaces, found);
  /* Enough found that the scan itself works: both games' cores, the app,
   * the CLI, and the .ui files. */
  g_assert_cmpuint (found->len, >, 90);
  g_assert_true (listed_in (found, "src/rumble/rb-game-table.c"));
  g_assert_true (listed_in (found, "ui/mc-window.ui"));

  for (guint i = 0; i < found->len; i++)
    if (!listed_in (listed, g_ptr_array_index (found, i)))
      g_string_append_printf (missing, " %s", (const char *) g_ptr_array_index (found, i));
  if (missing->len > 0)
    g_error ("po/POTFILES.in lacks files with translatable strings:%s", missing->str);

  for (guint i = 0; i < listed->len; i++)
    {
      g_autofree char *path = g_build_filename (root, g_ptr_array_index (listed, i), NULL);

      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        g_error ("po/POTFILES.in names %s, which does not exist", (const char *) g_ptr_array_index (listed, i));
    }
}

/* The scan sees what xgettext sees: a call in code, not a comment about
 * one, nor a call spelled inside a string. */
static void
test_potfiles_scan_reads_code_only (void)
{
  g_assert_true (holds_translatable ("a.c", "x = _(\"Hello\");"));
  g_assert_true (holds_translatable ("a.c", "{ N_(\"a\"), C_(\"ctx\", \"b\") }"));
  g_assert_true (holds_translatable ("a.c", "g_dngettext (GETTEXT_PACKAGE, \"%d a\", \"%d b\", n)"));
  g_assert_false (holds_translatable ("a.h", "const char *name; /* N_(), or NULL */"));
  g_assert_false (holds_translatable ("a.c", "// _(\"not this\")\nint x;"));
  g_assert_false (holds_translatable ("a.c", "puts (\"/* _(x) */\"); my_(1);"));
  g_assert_true (holds_translatable ("a.ui", "<property name=\"label\" translatable=\"yes\">Hi</property>"));
  g_assert_false (holds_translatable ("a.ui", "<property name=\"icon-name\">go-next</property>"));
}

/* ---- Plural forms -------------------------------------------------------- */

/* The printf conversions of @format, in the order the arguments are
 * consumed ("%2$s" counted as the second argument): "d d s" for "%s has
 * %d, not %d" read as types by argument. */
static char *
conversions (const char *format)
{
  char types[16] = { 0 };
  guint next = 0;
  guint highest = 0;
  GString *out = g_string_new (NULL);

  for (const char *p = format; *p != '\0'; p++)
    {
      guint position = 0;
      char type;

      if (*p != '%')
        continue;
      p++;
      if (*p == '%')
        continue;
      if (g_ascii_isdigit (*p) && strchr (p, '$') != NULL && strchr (p, '$') < p + 3)
        {
          position = (guint) g_ascii_strtoull (p, NULL, 10);
          p = strchr (p, '$') + 1;
        }
      while (*p != '\0' && strchr ("+- #0123456789.lhz", *p) != NULL)
        p++;
      type = *p == 'i' ? 'd' : *p;
      if (type == '\0')
        break;
      if (position == 0)
        position = ++next;
      if (position < G_N_ELEMENTS (types))
        {
          types[position] = type;
          highest = MAX (highest, position);
        }
    }
  for (guint i = 1; i <= highest; i++)
    g_string_append_c (out, types[i] != 0 ? types[i] : '?');
  return g_string_free (out, FALSE);
}

/* The word right after each whole-number conversion of @text, in order:
 * the noun a count takes ("3 kredyty", "1 cristal"). A conversion
 * followed by no word gives "". */
static GPtrArray *
counted_words (const char *text)
{
  static GRegex *count = NULL;
  g_autoptr(GMatchInfo) match = NULL;
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);

  if (count == NULL)
    count = g_regex_new ("%(?:[0-9]\\$)?l?[du] ?(?:pkt )?(\\p{L}*)", 0, 0, NULL);
  g_regex_match (count, text, 0, &match);
  while (g_match_info_matches (match))
    {
      g_ptr_array_add (words, g_match_info_fetch (match, 1));
      g_match_info_next (match, NULL);
    }
  return words;
}

/* The forms of the nouns the app counts, one row per word: Polish 1,
 * 2-4 and 5+ (in the case the sentences use), Spanish 1 and the rest. */
static const char *const polish_nouns[][3] = {
  { "kredyt", "kredyty", "kredytów" },
  { "kryształ", "kryształy", "kryształów" },
  { "punkt", "punkty", "punktów" },
  { "kartę", "karty", "kart" },
  { "karta", "karty", "kart" },
  { "bota", "boty", "botów" },
  { "broń", "bronie", "broni" },
  { "znak", "znaki", "znaków" },
  { "telefon", "telefony", "telefonów" },
  { "gracz", "gracze", "graczy" },
  { "gracza", "graczy", "graczy" },   /* after "dla": the genitive */
  { "działanie", "działania", "działań" },
  { "wartość", "wartości", "wartości" },
};

static const char *const spanish_nouns[][2] = {
  { "crédito", "créditos" },
  { "cristal", "cristales" },
  { "punto", "puntos" },
  { "carta", "cartas" },
  { "Bot", "Bots" },
  { "arma", "armas" },
  { "carácter", "caracteres" },
  { "teléfono", "teléfonos" },
  { "jugador", "jugadores" },
  { "acción", "acciones" },
  { "valor", "valores" },
  { "PV", "PV" },
};

/* Whether @word is a form of a counted noun of @language: the row, and
 * which form, or -1. */
static int
find_noun (const char *language,
           const char *word,
           guint       form,
           guint      *row)
{
  gboolean polish = g_str_equal (language, "pl");
  guint n_rows = polish ? G_N_ELEMENTS (polish_nouns) : G_N_ELEMENTS (spanish_nouns);
  guint n_forms = polish ? 3 : 2;

  /* The row whose form @form is @word first, then any row holding it. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint r = 0; r < n_rows; r++)
      for (guint f = 0; f < n_forms; f++)
        {
          const char *noun = polish ? polish_nouns[r][f] : spanish_nouns[r][f];

          if ((pass == 1 || f == form) && g_str_equal (noun, word))
            {
              *row = r;
              return (int) f;
            }
        }
  return -1;
}

/* What is wrong with one plural entry of @language (3 forms in Polish, 2 in
 * Spanish), or NULL: a form missing or empty, a form whose conversions
 * differ from the English, or a counted noun in the wrong form for its
 * number, as when two forms are swapped. */
static char *
check_plural_entry (const char    *language,
                    const PoEntry *entry)
{
  guint n_forms = g_str_equal (language, "pl") ? 3 : 2;
  g_autofree char *english = conversions (entry->msgid);
  g_autofree char *english_plural = conversions (entry->msgid_plural);
  g_autoptr(GPtrArray) words0 = NULL;
  g_autoptr(GPtrArray) words1 = NULL;
  g_autoptr(GPtrArray) words2 = NULL;
  GPtrArray **words[3] = { &words0, &words1, &words2 };

  if (entry->msgstr->len != n_forms)
    return g_strdup_printf ("%u forms, not %u", entry->msgstr->len, n_forms);
  for (guint f = 0; f < n_forms; f++)
    {
      const char *form = g_ptr_array_index (entry->msgstr, f);
      g_autofree char *own = conversions (form);

      if (*form == '\0')
        return g_strdup_printf ("form %u is empty", f);
      /* A singular may leave its number out ("one card"): the plural's
       * conversions are the ones every form must take. */
      if (!g_str_equal (own, english_plural) && !(f == 0 && g_str_equal (own, english)))
        return g_strdup_printf ("form %u takes “%s”, the English “%s”", f, own, english_plural);
      *words[f] = counted_words (form);
    }

  for (guint c = 0; c < words0->len; c++)
    {
      guint row = 0;
      int first;

      if (c >= words1->len)
        break;
      first = find_noun (language, g_ptr_array_index (words0, c), 0, &row);
      if (first < 0)
        {
          /* Not a counted noun, unless a later form says it is. */
          for (guint f = 1; f < n_forms; f++)
            if (c < (*words[f])->len && find_noun (language, g_ptr_array_index (*words[f], c), f, &row) >= 0)
              return g_strdup_printf ("form 0 has “%s” where form %u counts “%s”",
                                      (const char *) g_ptr_array_index (words0, c), f,
                                      (const char *) g_ptr_array_index (*words[f], c));
          continue;
        }
      for (guint f = 0; f < n_forms; f++)
        {
          const char *want = n_forms == 3 ? polish_nouns[row][f] : spanish_nouns[row][f];
          const char *got = c < (*words[f])->len ? g_ptr_array_index (*words[f], c) : "";

          if (!g_str_equal (want, got))
            return g_strdup_printf ("form %u says “%s” where it takes “%s”", f, got, want);
        }
    }
  return NULL;
}

/* Every ngettext message of both catalogues: each form present and
 * filled, the English conversions in each, and each counted noun in the
 * form its number takes (Polish 1 "kredyt", 2-4 "kredyty", 5+ "kredytów";
 * Spanish "1 cristal", "2 cristales"). */
static void
test_every_plural_message_has_its_forms (void)
{
  const char *languages[] = { "es", "pl" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *name = g_strconcat (languages[l], ".po", NULL);
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "po", name, NULL);
      g_autoptr(GPtrArray) entries = test_read_po (path);
      guint plurals = 0;
      guint counted = 0;

      g_assert_cmpuint (entries->len, >, 500);
      for (guint i = 0; i < entries->len; i++)
        {
          const PoEntry *entry = g_ptr_array_index (entries, i);
          g_autofree char *problem = NULL;

          if (entry->msgid_plural == NULL)
            continue;
          problem = check_plural_entry (languages[l], entry);
          if (problem != NULL)
            g_error ("%s: “%s”: %s", name, entry->msgid, problem);
          plurals++;
          {
            g_autoptr(GPtrArray) words = counted_words (g_ptr_array_index (entry->msgstr, 0));
            guint row;

            for (guint w = 0; w < words->len; w++)
              if (find_noun (languages[l], g_ptr_array_index (words, w), 0, &row) == 0)
                {
                  counted++;
                  break;
                }
          }
        }
      /* Both catalogues hold some 75 plural messages, about half of them
       * counting a noun the table above knows. */
      g_assert_cmpuint (plurals, >, 60);
      g_assert_cmpuint (counted, >, 20);
    }
}

/* A player's name stays as typed in Polish (names are not declined): a
 * sentence never hangs a name on "gracza" ("Pilot gracza Gracz 1",
 * "Broń gracza Ana": the walk's default names read "gracza Gracz 1", and
 * "gracza" is masculine); the name stands as a subject or after a colon
 * or dash. A number after "gracza" ("Imię gracza 1") is fine. */
static void
test_polish_names_stand_alone (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "po", "pl.po", NULL);
  g_autoptr(GPtrArray) entries = test_read_po (path);
  g_autoptr(GRegex) hung = g_regex_new ("\\bgracza %([0-9]\\$)?s", 0, 0, NULL);

  g_assert_cmpuint (entries->len, >, 500);
  for (guint i = 0; i < entries->len; i++)
    {
      const PoEntry *entry = g_ptr_array_index (entries, i);

      for (guint f = 0; f < entry->msgstr->len; f++)
        if (g_regex_match (hung, g_ptr_array_index (entry->msgstr, f), 0, NULL))
          g_error ("pl.po: “%s” hangs the name on “gracza”: “%s”", entry->msgid,
                   (const char *) g_ptr_array_index (entry->msgstr, f));
    }
}

/* The check catches what it is for: a real Polish message with two forms
 * swapped, a form left out, a form with a lost number, and a Spanish
 * singular given the plural noun. */
static void
test_plural_check_catches_swapped_forms (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "po", "pl.po", NULL);
  g_autoptr(GPtrArray) entries = test_read_po (path);
  PoEntry *credits = NULL;
  PoEntry spanish = { NULL, (char *) "%d crystal", (char *) "%d crystals", NULL };
  char *problem;

  for (guint i = 0; i < entries->len && credits == NULL; i++)
    {
      PoEntry *entry = g_ptr_array_index (entries, i);

      if (g_str_equal (entry->msgid, "Upgrading costs %d credit; %s has %d."))
        credits = entry;
    }
  g_assert_nonnull (credits);
  g_assert_null (check_plural_entry ("pl", credits));

  /* 2-4 and 5+ swapped. */
  g_ptr_array_add (credits->msgstr, credits->msgstr->pdata[1]);
  credits->msgstr->pdata[1] = credits->msgstr->pdata[2];
  credits->msgstr->pdata[2] = g_ptr_array_steal_index (credits->msgstr, 3);
  problem = check_plural_entry ("pl", credits);
  g_assert_nonnull (problem);
  g_test_message ("swapped 2-4 and 5+: %s", problem);
  g_free (problem);

  /* 1 and 2-4 swapped. */
  g_ptr_array_add (credits->msgstr, credits->msgstr->pdata[0]);
  credits->msgstr->pdata[0] = credits->msgstr->pdata[2];
  credits->msgstr->pdata[2] = g_ptr_array_steal_index (credits->msgstr, 3);
  problem = check_plural_entry ("pl", credits);
  g_assert_nonnull (problem);
  g_free (problem);

  /* A form missing, and a form that lost its number. */
  g_free (g_ptr_array_steal_index (credits->msgstr, 2));
  problem = check_plural_entry ("pl", credits);
  g_assert_nonnull (problem);
  g_free (problem);
  g_ptr_array_add (credits->msgstr, g_strdup ("Ulepszenie kosztuje kredyty; %s ma %d."));
  problem = check_plural_entry ("pl", credits);
  g_assert_nonnull (problem);
  g_free (problem);

  spanish.msgstr = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (spanish.msgstr, g_strdup ("%d cristal"));
  g_ptr_array_add (spanish.msgstr, g_strdup ("%d cristales"));
  g_assert_null (check_plural_entry ("es", &spanish));
  g_free (spanish.msgstr->pdata[0]);
  spanish.msgstr->pdata[0] = g_strdup ("%d cristales");
  problem = check_plural_entry ("es", &spanish);
  g_assert_nonnull (problem);
  g_free (problem);
  g_ptr_array_unref (spanish.msgstr);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/i18n-catalogue/potfiles-lists-every-translatable-file",
                   test_potfiles_lists_every_translatable_file);
  g_test_add_func ("/i18n-catalogue/potfiles-scan-reads-code-only", test_potfiles_scan_reads_code_only);
  g_test_add_func ("/i18n-catalogue/every-plural-message-has-its-forms", test_every_plural_message_has_its_forms);
  g_test_add_func ("/i18n-catalogue/plural-check-catches-swapped-forms", test_plural_check_catches_swapped_forms);
  g_test_add_func ("/i18n-catalogue/polish-names-stand-alone", test_polish_names_stand_alone);

  return g_test_run ();
}
