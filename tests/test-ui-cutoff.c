/* SPDX-License-Identifier: GPL-3.0-or-later */
/* No cut-off text: every page and the turn's steps at 360×640 (and the
 * laptop size) in English, Spanish and Polish, with no label ellipsized
 * that is not meant to be. A label meant to shorten (the phone's round
 * hint, whose whole text is in its tooltip; the folded sheet's title)
 * carries the style class "ellipsis-ok"; any other cut-off label fails,
 * with its text. The header's title too: on a game's table, at phone
 * width, it must still say the round and who starts (or the phase), with
 * the whole title, players' names and all, in its tooltip; at laptop width
 * it names the players. Both games, four players each. */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "app/mc-table-page.h"
#include "app/mc-tooltip.h"
#include "app/mc-turn-panel.h"
#include "app/mc-window.h"

#include "test-util.h"
#include "test-ui-rumble-util.h"
#include "test-ui-util.h"

/* Every cut-off label met in one language, reported together. */
static GString *all_cut;

static guint
collect_cut_labels (GtkWidget *widget,
                    GString   *cut)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_mapped (child))
        continue;
      if (GTK_IS_LABEL (child) && gtk_label_get_ellipsize (GTK_LABEL (child)) != PANGO_ELLIPSIZE_NONE
          && !gtk_widget_has_css_class (child, "ellipsis-ok"))
        {
          PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (child));

          n++;
          if (pango_layout_is_ellipsized (layout))
            g_string_append_printf (cut, "\n  “%s” (%d px wide) in %s", gtk_label_get_text (GTK_LABEL (child)),
                                    gtk_widget_get_width (child),
                                    G_OBJECT_TYPE_NAME (gtk_widget_get_parent (child)));
        }
      n += collect_cut_labels (child, cut);
    }
  return n;
}

static void
check_window (McWindow   *window,
              const char *what)
{
  g_autoptr(GString) cut = g_string_new (NULL);
  guint checked;

  test_ui_wait_for_frame (GTK_WIDGET (window));
  checked = collect_cut_labels (GTK_WIDGET (window), cut);
  /* Each screen as a stranger sees it, to look at: cutoff-es-360-3.png… */
  {
    static guint shot;
    const char *language = g_getenv ("LANGUAGE");
    g_autofree char *png = g_strdup_printf ("cutoff-%s-%d-%02u.png", language != NULL ? language : "C",
                                            gtk_widget_get_width (GTK_WIDGET (window)), shot++);

    test_ui_render_to_png (GTK_WIDGET (window), png);
  }
  g_test_message ("%s: %u labels that could shorten", what, checked);
  if (cut->len > 0)
    g_string_append_printf (all_cut, "\n%s at %d px:%s", what, gtk_widget_get_width (GTK_WIDGET (window)), cut->str);
}

/* The header's title as shown: of the titles in the header, the one
 * mapped. */
static AdwWindowTitle *
find_shown_title (GtkWidget *widget)
{
  if (ADW_IS_WINDOW_TITLE (widget))
    return ADW_WINDOW_TITLE (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwWindowTitle *found;

      if (gtk_widget_get_mapped (child) && (found = find_shown_title (child)) != NULL)
        return found;
    }
  return NULL;
}

/* A player glancing up sees where the game is: @round ("Round 3 of 6")
 * and @where ("Ben starts", "Build Phase") in the header's title as
 * shown, whatever the width; every player's name shown, or, when the
 * title had to drop them, in its tooltip (and so its accessible
 * description) with the round. @names_shown: the window is wide enough
 * that the names must be shown. */
static void
check_game_header (McWindow    *window,
                   const char  *round,
                   const char  *where,
                   const char **names,
                   guint        n_players,
                   gboolean     names_shown)
{
  AdwWindowTitle *title;
  g_autofree char *shown = NULL;
  const char *tooltip;

  test_ui_wait_for_frame (GTK_WIDGET (window));
  title = find_shown_title (GTK_WIDGET (window));
  g_assert_nonnull (title);
  shown = g_strdup_printf ("%s\n%s", adw_window_title_get_title (title), adw_window_title_get_subtitle (title));
  tooltip = mc_tooltip_get_text (GTK_WIDGET (title));
  g_test_message ("header at %d px: %s (tooltip: %s)", gtk_widget_get_width (GTK_WIDGET (window)), shown,
                  tooltip != NULL ? tooltip : "none");
  test_assert_contains (shown, round);
  test_assert_contains (shown, where);
  for (guint i = 0; i < n_players; i++)
    if (names_shown || strstr (shown, names[i]) == NULL)
      {
        test_assert_contains (names_shown ? shown : tooltip, names[i]);
        test_assert_contains (names_shown ? shown : tooltip, round);
      }
}

/* The header of a game of Tiny Epic Mechs, from the session's game. */
static void
check_mechs_header (McWindow *window)
{
  const TemGame *game = mc_session_get_game (mc_window_get_session (window));
  const char *names[TEM_MAX_PLAYERS];
  g_autofree char *round = NULL;
  g_autofree char *starts = NULL;

  if (game->over)
    return;
  for (guint i = 0; i < game->n_players; i++)
    names[i] = game->players[i].name;
  round = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "Round %u of %u"), game->round, TEM_ROUNDS);
  starts = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "%s starts"), game->players[game->starting_player].name);
  check_game_header (window, round, starts, names, game->n_players,
                     gtk_widget_get_width (GTK_WIDGET (window)) >= 1280);
}

/* A four-player game of Rumblebots started from New Game, in its Build
 * Phase and then its Battle Phase. */
static void
check_rumble (int width,
              int height)
{
  RumbleTable table = { 0 };
  const char *names[RB_MAX_PLAYERS];
  g_autofree char *round = NULL;
  const RbGame *game;

  test_rumble_start (&table, width, height, 4, 0, RB_DIRECTION_CLOCKWISE);
  game = test_rumble_game (&table);
  for (guint i = 0; i < game->n_players; i++)
    names[i] = game->players[i].name;
  /* Translators' spelling of "Round 1 of 6" (RB-S7: six round spaces). */
  round = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "Round %u of %u"), 1, 6);

  check_window (table.window, "a Rumblebots Build Phase");
  check_game_header (table.window, round, g_dgettext (GETTEXT_PACKAGE, "Build Phase"), names, 4, width >= 1280);

  /* RB-B1: the Battle Phase comes once every player ended a build turn. */
  for (guint i = 0; i < 4; i++)
    test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_END_TURN));
  g_assert_cmpint (test_rumble_game (&table)->phase, ==, RB_PHASE_BATTLE);
  check_window (table.window, "a Rumblebots Battle Phase");
  check_game_header (table.window, round, g_dgettext (GETTEXT_PACKAGE, "Battle Phase"), names, 4, width >= 1280);
  gtk_window_destroy (GTK_WINDOW (table.window));
}

static void
check_everything (int width,
                  int height)
{
  struct
  {
    const char *example;
    guint       lines;
  } tables[] = {
    { "two-players", 100 },      /* the program phase */
    { "two-players", 150 },      /* a turn */
    { "two-players", 161 },      /* a scoring round's end */
    { "four-players", 200 },     /* round 3 of a four-player game */
    { "four-players", 0 },       /* the results */
    { "solo", 120 },             /* Ana's turn */
    { "solo", 122 },             /* a robot's turn */
  };
  McWindow *window = test_ui_new_window (width, height);

  check_window (window, "the welcome page");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  check_window (window, "the new-game form");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rules", NULL));
  check_window (window, "the rules");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-catalogue", NULL));
  check_window (window, "the cards");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
  check_window (window, "the history");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-statistics", NULL));
  check_window (window, "the statistics");
  gtk_window_destroy (GTK_WINDOW (window));

  for (gsize i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      g_autofree char *dir = NULL;
      g_autofree char *what = g_strdup_printf ("the table of %s at line %u", tables[i].example, tables[i].lines);
      McTurnPanel *panel;

      window = test_ui_open_example (tables[i].example, tables[i].lines, width, height, &dir);
      check_window (window, what);
      check_mechs_header (window);
      panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
      if (mc_turn_panel_find_button (panel, "robot-draw") != NULL)
        {
          g_assert_true (test_ui_tap (panel, "robot-draw"));
          check_window (window, "a robot's planned move");
        }
      if (mc_turn_panel_choose_card (panel, TEM_PROGRAM_DEPLOY_MINE))
        check_window (window, "a card chosen");
      gtk_window_destroy (GTK_WINDOW (window));
      test_remove_tree (dir);
    }
  check_rumble (width, height);
}

static void
test_no_cut_off_text (gconstpointer data)
{
  const char *language = data;

  all_cut = g_string_new (NULL);
  test_set_language (language);
  check_everything (360, 640);
  check_everything (1280, 800);
  test_set_language ("C");
  if (all_cut->len > 0)
    g_error ("cut-off text (%s):%s", language, all_cut->str);
  g_string_free (all_cut, TRUE);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  test_ui_init (&argc, &argv);
  /* The window's buttons of GNOME's default layout (button-layout
   * "appmenu:close", GNOME and Phosh alike): Close only. Without a
   * desktop's settings GTK adds Minimize and Maximize, which no phone
   * shows and which would leave the header's title 80 px at 360. */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);
  g_test_add_data_func ("/ui-cutoff/en", "C", test_no_cut_off_text);
  g_test_add_data_func ("/ui-cutoff/es", "es", test_no_cut_off_text);
  g_test_add_data_func ("/ui-cutoff/pl", "pl", test_no_cut_off_text);
  status = g_test_run ();
  test_ui_finish ();
  return status;
}
