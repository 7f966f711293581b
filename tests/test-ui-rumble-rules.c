/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules page on a phone: Rumblebots in its own section, the game
 * filter, a search across both games, a Rumblebots rule opened from its
 * ID with the app's readings. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "app/mc-rules-page.h"
#include "rules/mc-rule-id.h"
#include "rumble/rb-rule-topic.h"
#include "session/mc-rules-book.h"

#include "test-ui-util.h"

/* A label of the list that reads as a rule ID ("RB-B18, RB-B19"). */
static gboolean
is_rule_id_label (GtkWidget    *widget,
                  gconstpointer data)
{
  g_autofree char *rule = NULL;

  if (!GTK_IS_LABEL (widget) || !gtk_widget_get_mapped (widget))
    return FALSE;
  rule = mc_rule_id_find_in (gtk_label_get_text (GTK_LABEL (widget)), data);
  return rule != NULL;
}

static gboolean
label_contains (GtkWidget    *widget,
                gconstpointer data)
{
  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), data) != NULL;
}

static void
test_rumblebots_section_on_a_phone (void)
{
  McWindow *window = test_ui_new_window (360, 640);
  McRulesPage *page = mc_window_get_rules_page (window);
  GtkWidget *section, *label;
  guint n_rb, n_all;

  rb_rule_topic_get_all (&n_rb);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rules", NULL));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "rules");
  mc_rules_page_set_language (page, "en");
  g_assert_cmpint (mc_rules_page_get_game (page), ==, MC_RULES_BOOK_ALL_GAMES);

  /* Both games listed, each in its own section. */
  n_all = mc_rules_page_get_n_results (page);
  g_assert_cmpuint (n_all, >, n_rb + 30);
  g_assert_nonnull (test_ui_find_named (GTK_WIDGET (page), "tiny-epic-mechs-section"));
  g_assert_nonnull (test_ui_find_named (GTK_WIDGET (page), "rumblebots-section"));

  /* Only Rumblebots: its section at the top of the list, on screen. */
  mc_rules_page_set_game (page, MC_GAME_RUMBLEBOTS);
  g_assert_cmpint (mc_rules_page_get_game (page), ==, MC_GAME_RUMBLEBOTS);
  g_assert_cmpuint (mc_rules_page_get_n_results (page), ==, n_rb);
  g_assert_null (test_ui_find_named (GTK_WIDGET (page), "tiny-epic-mechs-section"));
  section = test_ui_find_named (GTK_WIDGET (page), "rumblebots-section");
  g_assert_nonnull (section);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (section)), ==, "Rumblebots");
  test_ui_render_to_png (GTK_WIDGET (window), "rules-rumblebots-360x640.png");
  g_assert_true (gtk_widget_get_mapped (section));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (page)), <=, 360);
  /* Under each title, what the topic says, not a list of rule codes. */
  g_assert_null (test_ui_find_widget (GTK_WIDGET (page), is_rule_id_label, RB_RULE_ID_PREFIX));
  g_assert_nonnull (test_ui_find_widget (GTK_WIDGET (page), label_contains,
                                         "move one crystal from your Storage to your Reactor"));

  /* Within one game a search finds nothing of the other. */
  mc_rules_page_set_game (page, MC_GAME_TINY_EPIC_MECHS);
  mc_rules_page_search (page, "desenlace");
  g_assert_cmpuint (mc_rules_page_get_n_results (page), ==, 0);

  /* Across both, the Spanish edition's word finds the Showdown. */
  mc_rules_page_set_game (page, MC_RULES_BOOK_ALL_GAMES);
  mc_rules_page_search (page, "desenlace");
  g_assert_cmpuint (mc_rules_page_get_n_results (page), >, 0);
  mc_rules_page_activate_result (page, 0);
  g_assert_cmpstr (mc_rules_page_get_topic_id (page), ==, "rb-showdown");
  g_assert_cmpstr (mc_rules_page_get_topic_title (page), ==, "The Showdown");

  /* A Rumblebots rule from anywhere opens its topic; the Champion's shows
   * the app's reading A-8 in words. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rule", "s", "RB-C12"));
  g_assert_cmpstr (mc_rules_page_get_topic_id (page), ==, "rb-champion");
  label = test_ui_find_named (GTK_WIDGET (page), "rb-battle-end");      /* a related topic's button */
  g_assert_nonnull (label);
  test_ui_render_to_png (GTK_WIDGET (window), "rules-rumblebots-topic-360x640.png");
  /* Long related titles wrap: the page stays a phone's width. */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  /* The related topic's button opens it. */
  test_ui_click (label);
  g_assert_cmpstr (mc_rules_page_get_topic_id (page), ==, "rb-battle-end");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A label that is nothing but an interpretation's ID ("A-8", "I-A1"). */
static gboolean
is_bare_code_label (GtkWidget    *widget,
                    gconstpointer data)
{
  return GTK_IS_LABEL (widget)
         && g_regex_match_simple ("^\\s*[A-Z]+-[A-Z]*[0-9]+\\s*$", gtk_label_get_text (GTK_LABEL (widget)), 0, 0);
}

/* Rule IDs are a small cross-reference at the end of a topic, never the
 * first thing under its title; the app's readings show words, no code;
 * "nothing found" suggests a word first; an ID typed still finds its
 * topic (RB-C7, RB-C8: the clash). */
static void
test_rule_ids_are_a_cross_reference (void)
{
  McWindow *window = test_ui_new_window (360, 640);
  McRulesPage *page = mc_window_get_rules_page (window);
  GtkWidget *title, *ids, *hint;

  gtk_window_present (GTK_WINDOW (window));
  mc_rules_page_set_game (page, MC_GAME_RUMBLEBOTS);
  /* The Champion's topic carries a reading; read in Spanish (a
   * link opens in the app's language, then the player picks theirs). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rule", "s", "RB-C12"));
  mc_rules_page_set_language (page, "es");
  g_assert_cmpstr (mc_rules_page_get_topic_id (page), ==, "rb-champion");
  test_ui_wait_for_frame (GTK_WIDGET (window));
  test_ui_render_to_png (GTK_WIDGET (window), "rules-topic-ids-last-es-360x640.png");

  title = test_ui_find_named (GTK_WIDGET (page), "topic-title");
  g_assert_nonnull (title);
  /* Under the title, the topic's words. */
  g_assert_false (is_rule_id_label (gtk_widget_get_next_sibling (title), RB_RULE_ID_PREFIX));
  ids = test_ui_find_named (GTK_WIDGET (page), "rulebook-ids");
  g_assert_nonnull (ids);
  g_assert_null (gtk_widget_get_next_sibling (ids));
  g_assert_true (gtk_widget_has_css_class (ids, "caption"));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (ids)), "Reglamento: "));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (ids)), "RB-C12"));
  /* Only one label of the topic names rules: the last. */
  g_assert_true (test_ui_find_widget (gtk_widget_get_parent (ids), is_rule_id_label, RB_RULE_ID_PREFIX) == ids);
  g_assert_null (test_ui_find_widget (gtk_widget_get_parent (ids), is_bare_code_label, NULL));
  g_assert_null (test_ui_find_widget (gtk_widget_get_parent (ids), label_contains, "A-8"));

  /* Nothing found: a word to try, no code. */
  mc_rules_page_search (page, "xyzzy");
  g_assert_cmpuint (mc_rules_page_get_n_results (page), ==, 0);
  hint = test_ui_find_widget (GTK_WIDGET (page), label_contains, "No se ha encontrado nada.");
  g_assert_nonnull (hint);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (hint)), "«enfrentamiento»"));
  g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (hint)), "RB-"));
  test_ui_render_to_png (GTK_WIDGET (window), "rules-nothing-found-es-360x640.png");
  /* The word suggested finds something; a rule ID still finds its topic. */
  mc_rules_page_search (page, "enfrentamiento");
  g_assert_cmpuint (mc_rules_page_get_n_results (page), >, 0);
  mc_rules_page_search (page, "RB-C8");
  g_assert_cmpuint (mc_rules_page_get_n_results (page), >, 0);
  mc_rules_page_activate_result (page, 0);
  g_assert_cmpstr (mc_rules_page_get_topic_id (page), ==, "rb-clash");

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui-rumble-rules/rumblebots-section-on-a-phone", test_rumblebots_section_on_a_phone);
  g_test_add_func ("/ui-rumble-rules/rule-ids-are-a-cross-reference", test_rule_ids_are_a_cross_reference);
  status = g_test_run ();
  test_ui_finish ();
  return status;
}
