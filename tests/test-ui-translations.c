/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every page and dialog speaks Spanish and Polish. For each of es and pl,
 * the walk reads every visible text of a page (labels, button labels,
 * row titles and subtitles, tooltips, window titles) and requires:
 *  - no English message that the language's catalogue translates: such a
 *    text means a page, template or dialog missed the catalogue (a wrong
 *    gettext domain, a string never passed through _());
 *  - at least a few of the catalogue's own translations (po/es.po,
 *    po/pl.po, read by the test itself), so a walk that reads nothing, or
 *    a page shown only in names and numbers, does not pass.
 * Walked: the welcome page and its main menu, the new-game form for 2
 * players, solo and Rumblebots, the Tiny Epic Mechs table, the dialog
 * asking a zone's value, the end-of-round dialog, History (with a file
 * that holds no game), the rules, the cards, and the Rumblebots table.
 * Widgets are read by kind, not by their place in the tree. */
#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "app/mc-end-round-dialog.h"
#include "app/mc-rumble-setup.h"
#include "app/mc-setup-page.h"
#include "app/mc-setup-player.h"
#include "app/mc-table-page.h"
#include "app/mc-tooltip.h"
#include "app/mc-window.h"
#include "session/mc-session.h"

#include "test-ui-rumble-util.h"
#include "test-ui-util.h"
#include "test-util.h"

/* One C string of a .po file: the quoted piece on line @i and those of
 * the lines after it that start with a quote, joined, escapes undone. */
static char *
po_string (const char *const *lines,
           guint              *i)
{
  GString *text = g_string_new (NULL);
  const char *start = strchr (lines[*i], '"');

  while (start != NULL)
    {
      const char *end = strrchr (start, '"');
      g_autofree char *piece = g_strndup (start + 1, end > start ? (gsize) (end - start - 1) : 0);
      g_autofree char *unescaped = g_strcompress (piece);

      g_string_append (text, unescaped);
      if (lines[*i + 1] == NULL || lines[*i + 1][0] != '"')
        break;
      (*i)++;
      start = lines[*i];
    }
  return g_string_free (text, FALSE);
}

/* Every non-empty msgstr of po/@language.po that differs from its msgid,
 * as a set. */
static GHashTable *
read_translations (const char *language)
{
  g_autofree char *name = g_strdup_printf ("%s.po", language);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "po", name, NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  GHashTable *set = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *msgid = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "msgid \""))
        {
          g_free (msgid);
          msgid = po_string ((const char *const *) lines, &i);
        }
      else if (g_str_has_prefix (lines[i], "msgstr \"") || g_str_has_prefix (lines[i], "msgstr["))
        {
          char *msgstr = po_string ((const char *const *) lines, &i);

          if (*msgstr != '\0' && g_strcmp0 (msgstr, msgid) != 0)
            g_hash_table_add (set, msgstr);
          else
            g_free (msgstr);
        }
    }
  g_assert_cmpuint (g_hash_table_size (set), >, 500);
  return set;
}

typedef struct
{
  GHashTable *translations;   /* the language's msgstrs */
  guint       texts;
  guint       translated;     /* texts that are one of the msgstrs */
  GString    *english;        /* English texts the catalogue translates */
} Reading;

static void
read_text (Reading    *reading,
           GtkWidget  *widget,
           const char *text)
{
  if (text == NULL || *text == '\0')
    return;
  reading->texts++;
  if (g_hash_table_contains (reading->translations, text))
    reading->translated++;
  /* An English msgid shown as it is, while the catalogue has its
   * translation: missed. */
  else if (g_strcmp0 (g_dgettext (GETTEXT_PACKAGE, text), text) != 0)
    g_string_append_printf (reading->english, "  “%s” in %s\n", text, G_OBJECT_TYPE_NAME (widget));
}

static void
read_widget (Reading   *reading,
             GtkWidget *widget)
{
  /* What shows: a stack's other pages are visible but not mapped. */
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget))
    read_text (reading, widget, gtk_label_get_label (GTK_LABEL (widget)));
  if (GTK_IS_BUTTON (widget))
    read_text (reading, widget, gtk_button_get_label (GTK_BUTTON (widget)));
  if (ADW_IS_PREFERENCES_ROW (widget))
    read_text (reading, widget, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)));
  if (ADW_IS_ACTION_ROW (widget))
    read_text (reading, widget, adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)));
  if (ADW_IS_PREFERENCES_GROUP (widget))
    {
      read_text (reading, widget, adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (widget)));
      read_text (reading, widget, adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (widget)));
    }
  if (ADW_IS_STATUS_PAGE (widget))
    {
      read_text (reading, widget, adw_status_page_get_title (ADW_STATUS_PAGE (widget)));
      read_text (reading, widget, adw_status_page_get_description (ADW_STATUS_PAGE (widget)));
    }
  if (ADW_IS_WINDOW_TITLE (widget))
    {
      read_text (reading, widget, adw_window_title_get_title (ADW_WINDOW_TITLE (widget)));
      read_text (reading, widget, adw_window_title_get_subtitle (ADW_WINDOW_TITLE (widget)));
    }
  if (GTK_IS_WINDOW (widget))
    read_text (reading, widget, gtk_window_get_title (GTK_WINDOW (widget)));
  read_text (reading, widget, mc_tooltip_get_text (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    read_widget (reading, child);
}

/* Reads @widget as it shows now: no English the catalogue translates, and
 * at least @least of its translations. */
static void
check_page (GHashTable *translations,
            const char *language,
            gpointer    widget,
            const char *what,
            guint       least)
{
  Reading reading = { translations, 0, 0, g_string_new (NULL) };
  g_autofree char *english = NULL;

  test_ui_wait_for_frame (GTK_WIDGET (widget));
  read_widget (&reading, GTK_WIDGET (widget));
  english = g_string_free (reading.english, FALSE);
  g_print ("# %s, %s: %u texts, %u of them the catalogue's translations\n", language, what, reading.texts,
           reading.translated);
  if (*english != '\0')
    g_error ("%s, %s shows English the catalogue translates:\n%s", language, what, english);
  if (reading.translated < least)
    g_error ("%s, %s: %u translated texts, expected at least %u", language, what, reading.translated, least);
}

static void
walk_language (gconstpointer data)
{
  const char *language = data;
  g_autoptr(GHashTable) translations = read_translations (language);
  g_autofree char *games_dir = NULL;
  g_autofree char *broken = NULL;
  McWindow *window;
  McSetupPage *setup;
  McTurnPanel *panel;
  McNeedDialog *need;
  GtkWindow *end_round;
  GtkWidget *menu;
  McRumbleSetup *form;
  const char *names[] = { "Ana", "Ben" };

  test_set_language (language);
  window = test_ui_new_window (1280, 800);
  panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  check_page (translations, language, window, "welcome", 3);
  menu = test_ui_find_menu_button (GTK_WIDGET (window), "open-menu-symbolic");
  g_assert_nonnull (menu);
  gtk_menu_button_popup (GTK_MENU_BUTTON (menu));
  check_page (translations, language, gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu)), "main menu", 3);
  gtk_menu_button_popdown (GTK_MENU_BUTTON (menu));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  setup = mc_window_get_setup_page (window);
  mc_setup_page_set_n_players (setup, 2);
  for (guint i = 0; i < 2; i++)
    {
      mc_setup_player_set_name (mc_setup_page_get_player (setup, i), names[i]);
      mc_setup_player_set_pilot (mc_setup_page_get_player (setup, i), "Maverick", 5);
    }
  check_page (translations, language, window, "new game, 2 players", 5);
  test_ui_click (mc_setup_page_get_start_button (setup));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
  check_page (translations, language, window, "table, 2 players", 5);

  test_ui_click (mc_turn_panel_find_button (panel, "enter-zone"));
  need = test_ui_find_need_dialog ();
  g_assert_nonnull (need);
  check_page (translations, language, need, "the dialog asking a zone's value", 2);
  gtk_window_destroy (GTK_WINDOW (need));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-round", NULL));
  end_round = test_ui_find_toplevel (MC_TYPE_END_ROUND_DIALOG);
  g_assert_nonnull (end_round);
  check_page (translations, language, end_round, "the end-of-round dialog", 2);
  gtk_window_destroy (end_round);

  games_dir = mc_session_dup_default_games_dir ();
  broken = g_build_filename (games_dir, "broken-by-test-ui-translations.jsonl", NULL);
  g_assert_cmpint (g_mkdir_with_parents (games_dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (broken, "this is not a game\n", -1, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
  check_page (translations, language, window, "history", 2);
  g_assert_cmpint (g_remove (broken), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.back", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rules", NULL));
  check_page (translations, language, window, "rules", 5);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.back", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-catalogue", NULL));
  check_page (translations, language, window, "cards", 5);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.back", NULL));

  test_ui_fill_solo_setup (window, 4);
  check_page (translations, language, window, "new game, solo", 5);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  setup = mc_window_get_setup_page (window);
  mc_setup_page_set_game_kind (setup, MC_GAME_RUMBLEBOTS);
  form = mc_setup_page_get_rumble_setup (setup);
  mc_rumble_setup_set_n_players (form, 2);
  mc_rumble_setup_set_name (form, 0, "Ana");
  mc_rumble_setup_set_name (form, 1, "Ben");
  mc_rumble_setup_set_champion (form, 0);
  for (guint r = 0; r < RB_ROUNDS; r++)
    mc_rumble_setup_set_direction (form, r, RB_DIRECTION_CLOCKWISE);
  check_page (translations, language, window, "Rumblebots new game", 5);
  test_ui_click (mc_setup_page_get_start_button (setup));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "rumble");
  check_page (translations, language, window, "Rumblebots table", 5);

  gtk_window_destroy (GTK_WINDOW (window));
  test_set_language ("C");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  test_ui_init (&argc, &argv);
  g_test_add_data_func ("/ui-translations/es", "es", walk_language);
  g_test_add_data_func ("/ui-translations/pl", "pl", walk_language);
  status = g_test_run ();
  test_ui_finish ();
  return status;
}
