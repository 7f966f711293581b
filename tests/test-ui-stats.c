/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Your games in numbers, on screen (issue 28): the Statistics page reached
 * from History shows the example journals' figures (worked out by hand
 * from tests/journals/expected, as test-stats.c does), each chart with the
 * same numbers in words as its accessible description; the filters; the
 * CSV export read back; the score chart of a game, saved as PNG and SVG;
 * and every page fitting 360 and 1280 px, light and dark, in English,
 * Spanish and Polish (screenshots: stats-LANG-WIDTH-SCHEME.png). */
#include "config.h"

#include <string.h>
#include <utime.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "app/mc-history-page.h"
#include "app/mc-score-chart-dialog.h"
#include "app/mc-stats-page.h"
#include "app/mc-window.h"

#include "test-util.h"
#include "test-ui-util.h"

static const char *examples[] = { "two-players", "four-players", "solo", "rumble-three-players",
                                  "combat-and-scoring" };

/* The example journals in the games folder; combat-and-scoring unfinished. */
static void
fill_games (void)
{
  g_autofree char *dir = mc_session_dup_default_games_dir ();

  test_remove_tree (dir);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      g_autofree char *name = g_strconcat (examples[i], ".jsonl", NULL);
      g_autofree char *source = g_test_build_filename (G_TEST_DIST, "journals", name, NULL);
      g_autofree char *copy = g_build_filename (dir, name, NULL);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
      g_assert_true (g_file_set_contents (copy, contents, (gssize) length, NULL));
    }
}

static McStatsPage *
open_statistics (McWindow *window)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-statistics", NULL));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "statistics");
  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_nonnull (mc_window_get_stats_page (window));
  return mc_window_get_stats_page (window);
}

/* The chart's words are its accessible description, bar by bar. */
static void
check_chart (McStatsPage *page,
             const char  *name,
             const char  *text)
{
  McStatsBarChart *chart = mc_stats_page_get_chart (page, name);

  g_assert_cmpstr (mc_stats_bar_chart_get_text (chart), ==, text);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_ROLE_IMG);
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_LABEL));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text);
}

static void
test_figures_from_history (void)
{
  McWindow *window;
  McStatsPage *page;
  const McGameStats *stats;
  g_autofree char *csv_path = NULL;
  g_autofree char *csv = NULL;
  g_auto(GStrv) lines = NULL;

  fill_games ();
  window = test_ui_new_window (1280, 800);
  page = open_statistics (window);
  stats = mc_stats_page_get_stats (page);
  g_assert_cmpuint (stats->n_games, ==, 4);

  /* By hand: Ben won both his games (19, 27: tests/journals/expected),
   * Jaime his by dominance; Ana lost three, the solo one to Robot B. */
  check_chart (page, "players",
               "Ben: 2 of 2 (100%)\nJaime: 1 of 1 (100%)\nAna: 0 of 3 (0%)\nCleo: 0 of 1 (0%)\n"
               "Dan: 0 of 1 (0%)\nLisa: 0 of 1 (0%)\nVicente: 0 of 1 (0%)");
  check_chart (page, "pilots", "Diamond: 2 of 2 (100%)\nGyroscope: 0 of 1 (0%)\nMaverick: 0 of 3 (0%)");
  check_chart (page, "rumble", "By dominance: 1 of 1 (100%)\nIn the Showdown: 0 of 1 (0%)\n"
                               "Dominance in round 4: 1 of 1 (100%)");
  check_chart (page, "champions", "Jaime: 1 game, won 1");
  /* The solo record, a line: one game, lost 37 to Robot B's 69 (R-SO21). */
  {
    McStatsLineChart *solo = mc_stats_page_get_solo_chart (page);

    g_assert_cmpuint (mc_stats_line_chart_get_n_points (solo), ==, 1);
    g_assert_true (g_str_has_suffix (mc_stats_line_chart_get_text (solo), ": lost, 37 VP to 69"));
    gtk_test_accessible_assert_role (GTK_ACCESSIBLE (solo), GTK_ACCESSIBLE_ROLE_IMG);
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (solo), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                         mc_stats_line_chart_get_text (solo));
  }

  /* Rumblebots only: one game, its three players. */
  mc_stats_page_set_filter (page, 2, 0, 0);
  g_assert_cmpuint (mc_stats_page_get_stats (page)->n_games, ==, 1);
  check_chart (page, "players", "Jaime: 1 of 1 (100%)\nLisa: 0 of 1 (0%)\nVicente: 0 of 1 (0%)");

  /* Solo only; and the export is the filter's plays: 3 rows and the header. */
  mc_stats_page_set_filter (page, 0, 1, 0);
  g_assert_cmpuint (mc_stats_page_get_stats (page)->n_games, ==, 1);
  csv_path = g_build_filename (g_get_tmp_dir (), "mech-companion-test-plays.csv", NULL);
  g_assert_true (mc_stats_page_export_csv (page, csv_path, NULL));
  g_assert_true (g_file_get_contents (csv_path, &csv, NULL, NULL));
  lines = g_strsplit (csv, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 5);   /* header, 3 rows, "" after the last \n */
  g_assert_nonnull (strstr (lines[3], ",Robot B,Robot Pilot,69,yes,points,6"));
  g_unlink (csv_path);

  /* Lisa is said to be Ana: one player, under Ana, 0 of 4; remembered. */
  mc_stats_page_set_filter (page, 0, 0, 0);
  mc_stats_page_join_names (page, "lisa", "Ana");
  check_chart (page, "players",
               "Ben: 2 of 2 (100%)\nJaime: 1 of 1 (100%)\nAna: 0 of 4 (0%)\nCleo: 0 of 1 (0%)\n"
               "Dan: 0 of 1 (0%)\nVicente: 0 of 1 (0%)");
  {
    g_autoptr(GSettings) settings = g_settings_new (BASE_APP_ID);
    g_autoptr(GVariant) aliases = g_settings_get_value (settings, "player-aliases");
    const char *same_as = NULL;

    g_assert_true (g_variant_lookup (aliases, "lisa", "&s", &same_as));
    g_assert_cmpstr (same_as, ==, "Ana");
  }
  {
    g_autofree char *games_dir = mc_session_dup_default_games_dir ();

    mc_stats_page_refresh (page, games_dir);
  }
  g_assert_cmpuint (mc_stats_page_get_stats (page)->players->len, ==, 6);
  /* Lisa the same as Lisa: herself again. */
  mc_stats_page_join_names (page, "Lisa", "lisa");
  g_assert_cmpuint (mc_stats_page_get_stats (page)->players->len, ==, 7);

  /* Back goes to History. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.back", NULL));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "history");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The solo record over time as a line (issue 28), on its own: eight
 * games made for the test, the numbers in words point by point (the
 * accessible description, equal to the data), and drawn at 360 and 1280
 * px, light and dark (solo-line-WIDTH-SCHEME.png). */
static void
test_solo_record_as_a_line (void)
{
  static const struct { const char *date; int you, robots; gboolean won; } games[] = {
    { "01/02/26", 18, 27, FALSE }, { "08/02/26", 22, 25, FALSE }, { "15/02/26", 31, 24, TRUE },
    { "22/02/26", 26, 29, FALSE }, { "01/03/26", 35, 30, TRUE }, { "08/03/26", 40, 33, TRUE },
    { "15/03/26", 29, 36, FALSE }, { "22/03/26", 44, 31, TRUE },
  };
  const char *expected = "01/02/26: lost, 18 VP to 27\n08/02/26: lost, 22 VP to 25\n15/02/26: won, 31 VP to 24\n"
                         "22/02/26: lost, 26 VP to 29\n01/03/26: won, 35 VP to 30\n08/03/26: won, 40 VP to 33\n"
                         "15/03/26: lost, 29 VP to 36\n22/03/26: won, 44 VP to 31";
  AdwStyleManager *style = adw_style_manager_get_default ();
  const int widths[] = { 360, 1280 };

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    for (guint dark = 0; dark < 2; dark++)
      {
        GtkWidget *window = gtk_window_new ();
        GtkWidget *chart = mc_stats_line_chart_new ("Solo Against the Robot Pilots", "Your VP", "The robots' best");
        g_autofree char *png = g_strdup_printf ("solo-line-%d-%s.png", widths[w], dark ? "dark" : "light");

        adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
        for (guint i = 0; i < G_N_ELEMENTS (games); i++)
          {
            g_autofree char *text = g_strdup_printf (games[i].won ? "won, %d VP to %d" : "lost, %d VP to %d",
                                                     games[i].you, games[i].robots);

            mc_stats_line_chart_add (MC_STATS_LINE_CHART (chart), games[i].date, games[i].you, games[i].robots,
                                     games[i].won, text);
          }
        g_assert_cmpuint (mc_stats_line_chart_get_n_points (MC_STATS_LINE_CHART (chart)), ==, 8);
        g_assert_cmpstr (mc_stats_line_chart_get_text (MC_STATS_LINE_CHART (chart)), ==, expected);
        gtk_test_accessible_assert_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
        gtk_test_accessible_assert_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                             "Solo Against the Robot Pilots");
        gtk_widget_add_css_class (window, "background");
        gtk_window_set_child (GTK_WINDOW (window), chart);
        gtk_window_set_default_size (GTK_WINDOW (window), widths[w], -1);
        gtk_window_present (GTK_WINDOW (window));
        test_ui_render_to_png (window, png);
        /* Fits: it asks for no more than a phone's width. */
        {
          int minimum;

          gtk_widget_measure (chart, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
          g_assert_cmpint (minimum, <=, 360);
        }
        mc_stats_line_chart_clear (MC_STATS_LINE_CHART (chart));
        g_assert_cmpstr (mc_stats_line_chart_get_text (MC_STATS_LINE_CHART (chart)), ==, "");
        gtk_window_destroy (GTK_WINDOW (window));
      }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

static McScoreChartDialog *
find_chart_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (MC_IS_SCORE_CHART_DIALOG (window))
        return MC_SCORE_CHART_DIALOG (window);
    }
  return NULL;
}

/* The 2-player game's chart: its words the track's; saved as PNG and SVG. */
static gboolean
is_selectable_label (GtkWidget    *widget,
                     gconstpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_label_get_selectable (GTK_LABEL (widget));
}

static void
test_score_chart_saved (void)
{
  g_autofree char *games = mc_session_dup_default_games_dir ();
  g_autofree char *path = NULL;
  g_autofree char *png = g_build_filename (g_get_tmp_dir (), "mech-companion-test-chart.png", NULL);
  g_autofree char *svg = g_build_filename (g_get_tmp_dir (), "mech-companion-test-chart.svg", NULL);
  g_autofree char *svg_text = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  McScoreChartDialog *dialog;
  McScoreChart *chart;
  McWindow *window;

  fill_games ();
  path = g_build_filename (games, "two-players.jsonl", NULL);
  window = test_ui_new_window (360, 640);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-game", "s", path));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-score-chart", NULL));
  dialog = find_chart_dialog ();
  g_assert_nonnull (dialog);
  test_ui_render_to_png (GTK_WIDGET (dialog), "score-chart-360x640.png");
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (dialog)), <=, 360);
  /* Opened to be read: its table, focused, selects nothing (walk 18). */
  {
    GtkWidget *table = test_ui_find_widget (GTK_WIDGET (dialog), is_selectable_label, NULL);
    int start, end;

    g_assert_nonnull (table);
    gtk_widget_grab_focus (table);
    test_ui_wait_for_frame (GTK_WIDGET (dialog));
    g_assert_false (gtk_label_get_selection_bounds (GTK_LABEL (table), &start, &end));
  }
  chart = mc_score_chart_dialog_get_chart (dialog);
  g_assert_true (g_str_has_prefix (mc_score_chart_get_text (chart), "Ana, VP after each round: "));
  g_assert_nonnull (strstr (mc_score_chart_get_text (chart), ", 8\nBen, VP after each round: "));
  g_assert_true (g_str_has_suffix (mc_score_chart_get_text (chart), ", 19\nScoring rounds: 2, 4, 6"));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       mc_score_chart_get_text (chart));

  g_assert_true (mc_score_chart_save (chart, png, NULL));
  texture = gdk_texture_new_from_filename (png, NULL);
  g_assert_nonnull (texture);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 800);
  g_assert_true (mc_score_chart_save (chart, svg, NULL));
  g_assert_true (g_file_get_contents (svg, &svg_text, NULL, NULL));
  g_assert_nonnull (strstr (svg_text, "<svg"));
  g_unlink (png);
  g_unlink (svg);
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_labelled (GtkWidget    *widget,
             gconstpointer label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

static void
spin (gint64 usec)
{
  for (gint64 end = g_get_monotonic_time () + usec; g_get_monotonic_time () < end;)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static GtkDialog *
wait_for_file_chooser (void)
{
  for (guint tries = 0; tries < 1000; tries++)
    {
      GListModel *toplevels = gtk_window_get_toplevels ();

      for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
        {
          g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

          if (GTK_IS_FILE_CHOOSER_DIALOG (window))
            return GTK_DIALOG (window);
        }
      g_main_context_iteration (NULL, FALSE);
    }
  g_error ("no file chooser on screen");
  return NULL;
}

/* Export… asks where, through the system's Save dialog; Save writes the
 * plays there and the row says where, Cancel writes nothing. */
static void
check_plays_exported_through_the_save_chooser (void)
{
  g_autofree char *cwd = g_get_current_dir ();
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "mech-companion-plays.csv", NULL);
  g_autofree char *name = g_filename_display_name (path);
  g_autofree char *said = g_strdup_printf ("Saved as %s", name);
  g_autofree char *csv = NULL;
  McWindow *window;
  GtkWidget *button;
  AdwActionRow *row;
  GtkDialog *chooser;
  g_autofree char *before = NULL;

  fill_games ();
  g_unlink (path);
  window = test_ui_new_window (1280, 800);
  button = test_ui_find_widget (GTK_WIDGET (open_statistics (window)), is_labelled, "_Export…");
  g_assert_nonnull (button);
  row = ADW_ACTION_ROW (gtk_widget_get_ancestor (button, ADW_TYPE_ACTION_ROW));
  before = g_strdup (adw_action_row_get_subtitle (row));

  test_ui_click (button);
  chooser = wait_for_file_chooser ();
  gtk_dialog_response (chooser, GTK_RESPONSE_CANCEL);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, before);

  /* The chooser opens in the current folder, with the name given. */
  g_assert_cmpint (g_chdir (g_get_tmp_dir ()), ==, 0);
  test_ui_click (button);
  chooser = wait_for_file_chooser ();
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "mech-companion-plays.csv");
  /* The folder loads in the background; Save answers once it has. */
  spin (G_USEC_PER_SEC / 2);
  gtk_dialog_response (chooser, GTK_RESPONSE_ACCEPT);
  /* Save checks the name in the background before it answers. */
  for (guint tries = 0; tries < 500 && g_strcmp0 (adw_action_row_get_subtitle (row), said) != 0; tries++)
    spin (10000);
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, said);
  g_assert_true (g_file_get_contents (path, &csv, NULL, NULL));
  g_assert_nonnull (strstr (csv, "Robot B"));
  g_unlink (path);
  g_assert_cmpint (g_chdir (cwd), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* In a process of its own: GTK 4.8's file chooser dialog leaves its
 * folder-loading threads' allocations behind (none of them ours), so
 * LeakSanitizer is off there and stays on for every other test. */
static void
test_plays_exported_through_the_save_chooser (void)
{
  if (g_test_subprocess ())
    {
      check_plays_exported_through_the_save_chooser ();
      return;
    }
#ifdef __SANITIZE_ADDRESS__
  g_setenv ("LSAN_OPTIONS", "detect_leaks=0", TRUE);
#endif
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDOUT | G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static GtkScrolledWindow *
find_scrolled (GtkWidget *widget)
{
  if (GTK_IS_SCROLLED_WINDOW (widget))
    return GTK_SCROLLED_WINDOW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkScrolledWindow *found = find_scrolled (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The page scrolled to @fraction of its length, to look at what is below. */
static void
scroll_page (McStatsPage *page,
             double       fraction)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (find_scrolled (GTK_WIDGET (page)));

  gtk_adjustment_set_value (adjustment, (gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment))
                                        * fraction);
}

/* The window needs no more than @width, and takes no more. */
static void
assert_fits (McWindow *window,
             int       width)
{
  int minimum;

  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 360);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, width);
}

/* History (a finished game chosen, with its chart) and Statistics at
 * both sizes, light and dark: the window keeps its width. */
static void
test_fits (gconstpointer data)
{
  const char *language = data;
  const int sizes[][2] = { { 360, 640 }, { 1280, 800 } };
  AdwStyleManager *style = adw_style_manager_get_default ();

  fill_games ();
  /* Three solo games, weeks apart, so that the solo record is a line. */
  for (guint copy = 1; copy <= 2; copy++)
    {
      g_autofree char *games = mc_session_dup_default_games_dir ();
      g_autofree char *source = g_build_filename (games, "solo.jsonl", NULL);
      g_autofree char *name = g_strdup_printf ("solo-%u.jsonl", copy);
      g_autofree char *path = g_build_filename (games, name, NULL);
      g_autofree char *contents = NULL;
      gsize length;
      struct utimbuf when;

      g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
      g_assert_true (g_file_set_contents (path, contents, (gssize) length, NULL));
      when.actime = when.modtime = (time_t) (g_get_real_time () / G_USEC_PER_SEC - copy * 14 * 86400);
      g_assert_cmpint (g_utime (path, &when), ==, 0);
    }
  test_set_language (language);
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint dark = 0; dark < 2; dark++)
      {
        McWindow *window = test_ui_new_window (sizes[s][0], sizes[s][1]);
        const char *scheme = dark ? "dark" : "light";
        g_autofree char *history_png = g_strdup_printf ("history-%s-%d-%s.png", language, sizes[s][0], scheme);
        g_autofree char *stats_png = g_strdup_printf ("stats-%s-%d-%s.png", language, sizes[s][0], scheme);
        McHistoryPage *history;
        McStatsPage *page;

        adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
        page = open_statistics (window);
        assert_fits (window, sizes[s][0]);
        test_ui_render_to_png (GTK_WIDGET (window), stats_png);
        for (guint part = 1; part <= 3; part++)
          {
            g_autofree char *png = g_strdup_printf ("stats-%s-%d-%s-%u.png", language, sizes[s][0], scheme, part);

            scroll_page (page, part / 3.0);
            test_ui_render_to_png (GTK_WIDGET (window), png);
          }

        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.back", NULL));
        history = mc_window_get_history_page (window);
        mc_history_page_show_game (history, 0);
        test_ui_wait_for_frame (GTK_WIDGET (window));
        assert_fits (window, sizes[s][0]);
        test_ui_render_to_png (GTK_WIDGET (window), history_png);
        gtk_window_destroy (GTK_WINDOW (window));
      }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  test_set_language ("C");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  test_ui_init (&argc, &argv);
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);

  g_test_add_func ("/ui-stats/figures-from-history", test_figures_from_history);
  g_test_add_func ("/ui-stats/score-chart-saved", test_score_chart_saved);
  g_test_add_func ("/ui-stats/solo-record-as-a-line-with-its-numbers", test_solo_record_as_a_line);
  g_test_add_func ("/ui-stats/plays-exported-through-the-save-chooser", test_plays_exported_through_the_save_chooser);
  g_test_add_data_func ("/ui-stats/fits/en", "en", test_fits);
  g_test_add_data_func ("/ui-stats/fits/es", "es", test_fits);
  g_test_add_data_func ("/ui-stats/fits/pl", "pl", test_fits);

  status = g_test_run ();
  test_ui_finish ();
  return status;
}
