/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The table page's layout (issue 24): the turn gets the room. At
 * 1280×800 and at the default 1024×720 the step's title, its words and
 * its main button are in view without scrolling, above the toasts' band;
 * at 360×640 every state fits 360 px, the turn sheet open and folded, in
 * two-player, three-player and solo games, in English, Spanish and
 * Polish; and nothing a finger aims at moves between two frames of a
 * step: the direction buttons when a message comes, End Turn when a
 * toast leaves. Each state is rendered to a PNG to look at:
 * layout-<language>-<width>x<height>-<state>.png. */
#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "app/mc-setup-page.h"
#include "app/mc-table-page.h"
#include "app/mc-turn-button.h"
#include "app/mc-turn-buttons.h"
#include "app/mc-turn-panel.h"
#include "app/mc-turn-step.h"
#include "app/mc-window.h"

#include "test-util.h"
#include "test-ui-util.h"

/* The band a toast takes at the bottom of the window (mc-table-page.c). */
#define TOAST_ROOM 76

typedef struct
{
  const char *name;
  const char *example;     /* NULL: a new three-player game */
  guint       lines;
  gboolean    begin;       /* then Play the Cards */
} State;

static const State states[] = {
  { "two-program", "two-players", 100, FALSE },
  { "two-turn", "two-players", 150, FALSE },
  { "two-round-end", "two-players", 161, FALSE },
  { "three-program", NULL, 0, FALSE },
  { "three-turn", NULL, 0, TRUE },
  { "four-turn", "four-players", 200, FALSE },
  { "four-results", "four-players", 0, FALSE },
  { "solo-turn", "solo", 120, FALSE },
  { "solo-robot", "solo", 122, FALSE },
  /* A scoring round's end with a zone's value to enter: Enter It and
   * Score and End the Round side by side made the window 370 px in
   * Spanish (walk 9). */
  { "solo-round-2-end", "solo", 158, FALSE },
};

static McWindow *
open_state (const State *state,
            int          width,
            int          height,
            char       **dir)
{
  McWindow *window;
  TemAction action;

  if (state->example != NULL)
    return test_ui_open_example (state->example, state->lines, width, height, dir);

  /* A three-player game, started and saved as the app does, then opened. */
  {
    g_autoptr(McSession) session = NULL;
    g_autoptr(GFile) file = NULL;

    *dir = g_dir_make_tmp ("mech-companion-layout-XXXXXX", NULL);
    g_assert_nonnull (*dir);
    session = mc_session_new_saved (*dir);
    test_new_game_action (&action, 3, 0);
    g_assert_true (mc_session_start (session, &action, NULL));
    file = g_file_new_for_path (mc_session_get_path (session));
    window = test_ui_new_window (width, height);
    g_assert_true (mc_window_open_file (window, file));
  }
  test_ui_wait_for_frame (GTK_WIDGET (window));
  if (state->begin)
    g_assert_true (test_ui_tap (mc_table_page_get_turn_panel (mc_window_get_table_page (window)), "begin"));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  return window;
}

static void
close_state (McWindow *window,
             char     *dir)
{
  gtk_window_destroy (GTK_WINDOW (window));
  if (dir != NULL)
    test_remove_tree (dir);
  g_free (dir);
}

static void
render (McWindow   *window,
        const char *state)
{
  const char *language = g_getenv ("LANGUAGE");
  g_autofree char *png = g_strdup_printf ("layout-%s-%dx%d-%s.png", language != NULL ? language : "en",
                                          gtk_widget_get_width (GTK_WIDGET (window)),
                                          gtk_widget_get_height (GTK_WIDGET (window)), state);

  test_ui_render_to_png (GTK_WIDGET (window), png);
}

static graphene_rect_t
bounds_in_window (McWindow  *window,
                  GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &bounds));
  return bounds;
}

/* @widget lies wholly in the window, above the toasts' band. */
static void
assert_in_view (McWindow   *window,
                GtkWidget  *widget,
                const char *what)
{
  graphene_rect_t bounds = bounds_in_window (window, widget);
  int height = gtk_widget_get_height (GTK_WIDGET (window));

  g_test_message ("%s: y %.0f..%.0f of %d", what, bounds.origin.y, bounds.origin.y + bounds.size.height, height);
  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (GTK_WIDGET (window)));
  /* A laptop keeps a band for toasts at the turn's foot; a phone's come
   * over the board. */
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=,
                     height - (gtk_widget_get_width (GTK_WIDGET (window)) >= 900 ? TOAST_ROOM : 0) + 1);
}

/* On a laptop the step's title, its words and its main button are in
 * view, without scrolling, in every state. */
static void
check_turn_in_view (int width,
                    int height)
{
  for (gsize i = 0; i < G_N_ELEMENTS (states); i++)
    {
      char *dir = NULL;
      McWindow *window = open_state (&states[i], width, height, &dir);
      McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
      GtkWidget *primary = mc_turn_panel_find_primary (panel);
      const char *body = mc_turn_panel_get_body (panel);

      g_test_message ("%s at %d×%d: %s", states[i].name, width, height, mc_turn_panel_get_title (panel));
      render (window, states[i].name);
      assert_in_view (window, test_ui_find_label (GTK_WIDGET (panel), mc_turn_panel_get_title (panel)), "title");
      if (*body != '\0')
        assert_in_view (window, test_ui_find_label (GTK_WIDGET (panel), body), "words");
      if (primary != NULL)
        assert_in_view (window, primary, gtk_widget_get_name (primary));
      close_state (window, dir);
    }
}

static void
test_turn_in_view_1280x800 (void)
{
  check_turn_in_view (1280, 800);
}

static void
test_turn_in_view_1024x720 (void)
{
  check_turn_in_view (1024, 720);
}

/* A purchase step (R-A3: the weapons on offer, each with its cost): its
 * words and End Turn in view without scrolling, with two and with three
 * players. */
static void
check_purchase_in_view (int width,
                        int height)
{
  const State shown[] = { { "two-purchase", "two-players", 120, FALSE }, { "three-purchase", NULL, 0, TRUE } };

  for (gsize i = 0; i < G_N_ELEMENTS (shown); i++)
    {
      char *dir = NULL;
      McWindow *window = open_state (&shown[i], width, height, &dir);
      McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
      const TemGame *game = mc_session_get_game (mc_window_get_session (window));
      GtkWidget *primary;
      const char *png = shown[i].name;

      g_test_message ("%s: %s", shown[i].name, mc_turn_panel_get_title (panel));
      g_assert_true (mc_turn_panel_choose_card (panel, TEM_PROGRAM_PURCHASE));
      for (TemDirection d = TEM_DIRECTION_NORTH; d <= TEM_DIRECTION_WEST && game->turn.card == TEM_PROGRAM_NONE; d++)
        mc_turn_panel_choose_direction (panel, d);
      g_assert_cmpint (game->turn.card, ==, TEM_PROGRAM_PURCHASE);
      test_ui_wait_for_frame (GTK_WIDGET (window));
      test_ui_wait_for_frame (GTK_WIDGET (window));
      render (window, png);
      primary = mc_turn_panel_find_primary (panel);
      g_assert_nonnull (primary);
      g_assert_cmpstr (gtk_widget_get_name (primary), ==, "end-turn");
      assert_in_view (window, test_ui_find_label (GTK_WIDGET (panel), mc_turn_panel_get_title (panel)), "title");
      assert_in_view (window, test_ui_find_label (GTK_WIDGET (panel), mc_turn_panel_get_body (panel)), "words");
      assert_in_view (window, primary, "end-turn");
      close_state (window, dir);
    }
}

static void
test_purchase_in_view_1280x800 (void)
{
  check_purchase_in_view (1280, 800);
}

static void
test_purchase_in_view_1024x720 (void)
{
  check_purchase_in_view (1024, 720);
}

/* Says which widgets are wider than @width at their narrowest, deepest
 * first, so a failure names the culprit. */
static void
report_too_wide (GtkWidget *widget,
                 int        width,
                 int        depth)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int min;

      if (!gtk_widget_get_visible (child) || GTK_IS_POPOVER (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      if (min > width - 40)
        {
          g_test_message ("%*s%s (%s) at least %d px", depth * 2, "", G_OBJECT_TYPE_NAME (child),
                          gtk_widget_get_name (child), min);
          report_too_wide (child, width, depth + 1);
        }
    }
}

/* The narrowest the page's content can be laid out, whatever the page
 * tells the window. */
static void
assert_fits (McWindow   *window,
             const char *what)
{
  GtkWidget *page = GTK_WIDGET (mc_window_get_table_page (window));
  int width = gtk_widget_get_width (GTK_WIDGET (window));
  int window_min, content_min;

  test_ui_wait_for_frame (GTK_WIDGET (window));
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &window_min, NULL, NULL, NULL);
  content_min = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (page); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child))
      {
        int min;

        gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
        content_min += min;
      }
  g_test_message ("%s: window %d px, at least %d; the page's content at least %d of %d", what, width, window_min,
                  content_min, gtk_widget_get_width (page));
  report_too_wide (GTK_WIDGET (window), gtk_widget_get_width (page), 0);
  /* The window's own minimum adds its frame's few pixels to the page's. */
  g_assert_cmpint (width, <=, 360);
  g_assert_cmpint (content_min, <=, gtk_widget_get_width (page));
}

static GtkToggleButton *
sheet_toggle (McWindow *window)
{
  GtkWidget *sheet = mc_table_page_get_sheet (mc_window_get_table_page (window));

  return GTK_TOGGLE_BUTTON (gtk_widget_get_first_child (sheet));
}

/* The directions of every program card fit 360 px, in each language: the
 * four diagonals in a row ("Noroeste", "Na północny zachód") made the
 * window 368 and 370 px wide in the walk, the right edge cut; they stand
 * two by two as on a compass. */
static void
test_every_cards_directions_fit_360_px (void)
{
  char *dir = NULL;
  McWindow *window = open_state (&states[1], 360, 640, &dir);
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  guint tried = 0;

  /* Ben's Power Up played: his turn ends, Ana picks her card. */
  g_assert_true (test_ui_tap (panel, "end-turn"));
  g_test_message ("step: %s / %s", mc_turn_panel_get_title (panel), mc_turn_panel_get_body (panel));
  for (int program = 0; program < TEM_N_PROGRAMS; program++)
    {
      g_autofree char *name = g_strdup_printf ("card-%s", tem_program_get_id (program));
      GtkWidget *card = mc_turn_panel_find_button (panel, name);

      if (card == NULL || !gtk_widget_get_sensitive (card))
        continue;
      test_ui_click (card);
      test_ui_wait_for_frame (GTK_WIDGET (window));
      /* Power Up moves nowhere. */
      if (program == TEM_PROGRAM_DIAGONAL_JUMP)
        {
          GtkWidget *north_west = mc_turn_panel_find_button (panel, "direction-north-west");

          /* An arrow on its face, its name for a screen reader and a
           * refusal ("North-west: …"), in the app's language. */
          g_assert_nonnull (north_west);
          g_assert_cmpstr (mc_turn_button_get_text (MC_TURN_BUTTON (north_west)), ==, "↖");
          g_assert_cmpstr (mc_turn_button_get_words (MC_TURN_BUTTON (north_west)), ==,
                           g_dpgettext2 (GETTEXT_PACKAGE, "direction button", "North-west"));
        }
      assert_fits (window, name);
      {
        int window_min;

        /* The window itself never asks for more than the phone has. */
        gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &window_min, NULL, NULL, NULL);
        g_assert_cmpint (window_min, <=, 360);
      }
      if (program == TEM_PROGRAM_DIAGONAL_JUMP)
        render (window, "directions-diagonal");
      tried += program == TEM_PROGRAM_DIAGONAL_JUMP;
      /* Back to the cards, for the next one: the directions greyed
       * until a card is chosen again. */
      test_ui_click (mc_turn_panel_find_button (panel, name));
      test_ui_wait_for_frame (GTK_WIDGET (window));
      g_assert_false (gtk_widget_get_sensitive (mc_turn_panel_find_button (panel, "direction-north")));
    }
  g_assert_cmpuint (tried, ==, 1);
  close_state (window, dir);
}

/* The round's hint (what the round asks, when it scores) is whole at
 * the default 1024x720, at 1280x800 and on a phone, never cut with "…"
 * (the walk read "Scoring after this round: … each pilot its zone's
 * value, t…"; at 360 in Spanish "…empezando por el jugador inicial y …"). */
static void
test_the_round_hint_is_whole (void)
{
  const int sizes[][2] = { { 1024, 720 }, { 1280, 800 }, { 360, 640 } };

  for (gsize s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (gsize i = 0; i < G_N_ELEMENTS (states); i++)
      {
        char *dir = NULL;
        McWindow *window = open_state (&states[i], sizes[s][0], sizes[s][1], &dir);
        McTablePage *page = mc_window_get_table_page (window);
        GtkWidget *hint;

        test_ui_wait_for_frame (GTK_WIDGET (window));
        /* On a phone the round bar shows with the sheet folded. */
        if (gtk_widget_get_visible (mc_table_page_get_sheet (page)))
          {
            gtk_toggle_button_set_active (sheet_toggle (window), FALSE);
            test_ui_wait_for_frame (GTK_WIDGET (window));
          }
        hint = test_ui_find_label (GTK_WIDGET (page), mc_table_page_get_hint (page));
        /* After the game, a note on the count: its start, its rest in a tooltip. */
        if (hint != NULL && !mc_session_get_game (mc_window_get_session (window))->over)
          {
            g_test_message ("%s %dx%d: %s", states[i].name, sizes[s][0], sizes[s][1],
                            gtk_label_get_label (GTK_LABEL (hint)));
            g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (hint))));
          }
        close_state (window, dir);
      }
}

/* At 360×640 every state fits, the sheet open and folded. */
static void
test_every_state_fits_360_px (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (states); i++)
    {
      char *dir = NULL;
      McWindow *window = open_state (&states[i], 360, 640, &dir);
      g_autofree char *folded = g_strdup_printf ("%s-folded", states[i].name);

      int width;

      assert_fits (window, states[i].name);
      render (window, states[i].name);
      width = gtk_widget_get_width (GTK_WIDGET (window));
      {
        int window_min;

        /* The window never asks for more than the phone has: a status on
         * one line ("Pancerz wspomagany") made it 370 px (walk 7). */
        gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &window_min, NULL, NULL, NULL);
        g_test_message ("%s: window's least width %d", states[i].name, window_min);
        g_assert_cmpint (window_min, <=, 360);
        /* Nor in Power Armor, the longest status ("Servoarmadura"). */
        gtk_widget_activate_action (GTK_WIDGET (mc_table_page_get_panel (mc_window_get_table_page (window), 0)),
                                    "panel.set-status", "i", TEM_STATUS_POWER_ARMOR);
        test_ui_wait_for_frame (GTK_WIDGET (window));
        gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &window_min, NULL, NULL, NULL);
        g_test_message ("%s in Power Armor: window's least width %d", states[i].name, window_min);
        g_assert_cmpint (window_min, <=, 360);
        /* Nor at a scoring round's end with a value to enter, Enter It
         * beside Score and End the Round (370 px in Spanish, walk 9). */
        {
          GtkWidget *enter = test_ui_find_named (GTK_WIDGET (window), "score-need");

          if (enter != NULL && gtk_widget_get_mapped (gtk_widget_get_parent (enter)))
            {
              gtk_widget_set_visible (enter, TRUE);
              test_ui_wait_for_frame (GTK_WIDGET (window));
              gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &window_min, NULL, NULL,
                                  NULL);
              g_test_message ("%s with Enter It: window's least width %d", states[i].name, window_min);
              g_assert_cmpint (window_min, <=, 360);
              gtk_widget_set_visible (enter, FALSE);
            }
        }
      }
      if (gtk_widget_get_visible (mc_table_page_get_sheet (mc_window_get_table_page (window))))
        {
          gtk_toggle_button_set_active (sheet_toggle (window), FALSE);
          assert_fits (window, folded);
          render (window, folded);
          /* Folding the sheet does not make the window grow. */
          g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, width);
        }
      close_state (window, dir);
    }
}

/* The toast's close button, if a toast shows. */
static GtkWidget *
find_toast_close (GtkWidget *widget,
                  gboolean   in_toast)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      gboolean toast = in_toast || g_str_equal (gtk_widget_get_css_name (child), "toast");
      GtkWidget *found;

      if (toast && GTK_IS_BUTTON (child)
          && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (child)), "window-close-symbolic") == 0)
        return child;
      if ((found = find_toast_close (child, toast)) != NULL)
        return found;
    }
  return NULL;
}

/* A mapped label inside a toast. */
static gboolean
is_toast_title (GtkWidget    *widget,
                gconstpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
         && *gtk_label_get_label (GTK_LABEL (widget)) != '\0'
         && gtk_widget_get_ancestor (widget, GTK_TYPE_BUTTON) == NULL;
}

/* A game file with a bad line (I-J: the game opens as it was before it)
 * says so in full, and the longest words the table gets never make a
 * toast of more than three lines, whose rounded ends would cut them: a
 * long notice comes as a dialog, at 1280x800 and 360x640. */
static void
check_long_notice_fits (int width,
                        int height)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "journals", "bad", "refused-by-rules.jsonl", NULL);
  g_autofree char *dir = g_dir_make_tmp ("mech-companion-notice-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (dir, "game.jsonl", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *png = g_strdup_printf ("long-notice-%dx%d", width, height);
  g_autoptr(GFile) file = NULL;
  McWindow *window;
  GtkWidget *toast;
  GtkWindow *dialog = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (copy, contents, (gssize) length, NULL));
  file = g_file_new_for_path (copy);
  window = test_ui_new_window (width, height);
  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_true (mc_window_open_file (window, file));
  for (guint frame = 0; frame < 20; frame++)
    test_ui_wait_for_frame (GTK_WIDGET (window));
  render (window, png);

  toast = test_ui_find_toast (GTK_WIDGET (window));
  if (toast != NULL)
    {
      GtkWidget *title = test_ui_find_widget (toast, is_toast_title, NULL);

      g_assert_nonnull (title);
      g_test_message ("toast: %d lines: %s", pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (title))),
                      gtk_label_get_label (GTK_LABEL (title)));
      g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (title))), <=, 3);
    }
  /* The notice itself, whole, in a dialog over the table. */
  for (GList *l = gtk_window_list_toplevels (); l != NULL; l = g_list_delete_link (l, l))
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_window_get_transient_for (l->data) == GTK_WINDOW (window))
      dialog = l->data;
  g_assert_nonnull (dialog);
  g_test_message ("dialog: %s", adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
  {
    const char *language = g_getenv ("LANGUAGE");
    g_autofree char *name = g_strdup_printf ("long-notice-dialog-%s-%dx%d.png", language != NULL ? language : "en",
                                             width, height);

    test_ui_render_to_png (GTK_WIDGET (dialog), name);
  }
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), mc_window_get_toast_title (window)));
  gtk_window_destroy (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
  test_remove_tree (dir);
}

static void
test_long_notice_fits_1280x800 (void)
{
  check_long_notice_fits (1280, 800);
}

static void
test_long_notice_fits_360x640 (void)
{
  check_long_notice_fits (360, 640);
}

/* The step shown in @widget. */
static McTurnStep *
find_step (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      McTurnStep *found;

      if (!gtk_widget_get_visible (child))
        continue;
      if (MC_IS_TURN_STEP (child))
        return MC_TURN_STEP (child);
      if ((found = find_step (child)) != NULL)
        return found;
    }
  return NULL;
}

static void
assert_same_place (graphene_rect_t before,
                   graphene_rect_t after,
                   const char     *what)
{
  g_test_message ("%s: (%.0f, %.0f) then (%.0f, %.0f)", what, before.origin.x, before.origin.y, after.origin.x,
                  after.origin.y);
  g_assert_true (graphene_rect_equal (&before, &after));
}

/* Between two frames of a step nothing moves under a finger: the
 * direction buttons when a message comes (a refusal), End Turn when the
 * toast leaves. */
static void
check_nothing_moves (int width,
                     int height)
{
  char *dir = NULL;
  McWindow *window = test_ui_open_example ("two-players", 120, width, height, &dir);
  McSession *session = mc_window_get_session (window);
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  const TemGame *game = mc_session_get_game (session);
  graphene_rect_t before[4];
  GtkWidget *close;

  g_assert_cmpint (game->phase, ==, TEM_PHASE_EXECUTION);
  g_assert_cmpint (game->turn.card, ==, TEM_PROGRAM_NONE);
  g_assert_true (mc_turn_panel_choose_card (panel, TEM_PROGRAM_COLLECT));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  for (TemDirection d = TEM_DIRECTION_NORTH; d <= TEM_DIRECTION_WEST; d++)
    {
      g_autofree char *name = g_strdup_printf ("direction-%s", tem_direction_get_id (d));

      before[d] = bounds_in_window (window, mc_turn_panel_find_button (panel, name));
    }
  g_assert_cmpstr (mc_turn_panel_get_problem (panel), ==, "");

  /* A message comes while the card waits for its direction: a refusal,
   * as a step reports one. */
  mc_turn_step_report_problem (find_step (GTK_WIDGET (panel)), "Ben cannot go that way.");
  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_cmpstr (mc_turn_panel_get_problem (panel), ==, "Ben cannot go that way.");
  render (window, "message-shown");
  for (TemDirection d = TEM_DIRECTION_NORTH; d <= TEM_DIRECTION_WEST; d++)
    {
      g_autofree char *name = g_strdup_printf ("direction-%s", tem_direction_get_id (d));
      GtkWidget *button = mc_turn_panel_find_button (panel, name);

      g_assert_nonnull (button);
      assert_same_place (before[d], bounds_in_window (window, button), name);
    }

  /* The card played: End Turn, with the toast saying so; then the toast
   * leaves. */
  for (TemDirection d = TEM_DIRECTION_NORTH; d <= TEM_DIRECTION_WEST && game->turn.card == TEM_PROGRAM_NONE; d++)
    {
      g_autofree char *name = g_strdup_printf ("direction-%s", tem_direction_get_id (d));

      test_ui_tap (panel, name);
    }
  g_assert_cmpint (game->turn.card, ==, TEM_PROGRAM_COLLECT);
  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_nonnull (mc_turn_panel_find_button (panel, "end-turn"));
  close = find_toast_close (GTK_WIDGET (window), FALSE);
  g_assert_nonnull (close);
  before[0] = bounds_in_window (window, mc_turn_panel_find_button (panel, "end-turn"));
  render (window, "toast-shown");
  test_ui_click (close);
  for (guint frame = 0; frame < 30 && find_toast_close (GTK_WIDGET (window), FALSE) != NULL; frame++)
    test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_null (find_toast_close (GTK_WIDGET (window), FALSE));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  render (window, "toast-gone");
  assert_same_place (before[0], bounds_in_window (window, mc_turn_panel_find_button (panel, "end-turn")), "end-turn");
  close_state (window, dir);
}

/* A1 (WALK.md, mis-tap): a refused direction, its reason under its words
 * and its rule's link under it, keeps every direction where it was: the
 * row of four did become a 2x2 grid, and a tap where West had been
 * landed on East (R-E2: the direction is the player's). */
static void
check_refusal_keeps_directions (int width,
                                int height)
{
  char *dir = NULL;
  McWindow *window = test_ui_open_example ("two-players", 120, width, height, &dir);
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  const TemGame *game = mc_session_get_game (mc_window_get_session (window));
  graphene_rect_t before[4], cards_before;
  TemAction action;
  GtkWidget *east, *link;

  g_assert_true (mc_turn_panel_choose_card (panel, TEM_PROGRAM_COLLECT));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  for (TemDirection d = TEM_DIRECTION_NORTH; d <= TEM_DIRECTION_WEST; d++)
    {
      g_autofree char *name = g_strdup_printf ("direction-%s", tem_direction_get_id (d));

      before[d] = bounds_in_window (window, mc_turn_panel_find_button (panel, name));
    }
  cards_before = bounds_in_window (window, mc_turn_panel_find_button (panel, "card-purchase"));
  render (window, "directions-offered");

  /* The rules refuse East: a move out of turn, as the core words it. */
  east = mc_turn_panel_find_button (panel, "direction-east");
  tem_action_init_move (&action, (game->turn.seat + 1) % game->n_players, TEM_PROGRAM_COLLECT,
                        TEM_DIRECTION_EAST);
  g_assert_false (mc_turn_buttons_check (east, game, &action));
  g_assert_cmpstr (mc_turn_button_get_refusal (MC_TURN_BUTTON (east)), !=, "");
  test_ui_wait_for_frame (GTK_WIDGET (window));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  render (window, "direction-refused");
  for (TemDirection d = TEM_DIRECTION_NORTH; d <= TEM_DIRECTION_WEST; d++)
    {
      g_autofree char *name = g_strdup_printf ("direction-%s", tem_direction_get_id (d));
      graphene_rect_t after = bounds_in_window (window, mc_turn_panel_find_button (panel, name));

      /* Same column, same width, same row: a finger lands where it did. */
      g_test_message ("%s: x %.0f w %.0f y %.0f, then x %.0f w %.0f y %.0f", name, before[d].origin.x,
                      before[d].size.width, before[d].origin.y, after.origin.x, after.size.width, after.origin.y);
      g_assert_cmpfloat_with_epsilon (before[d].origin.x, after.origin.x, 0.5);
      g_assert_cmpfloat_with_epsilon (before[d].origin.y, after.origin.y, 0.5);
      g_assert_cmpfloat_with_epsilon (before[d].size.width, after.size.width, 0.5);
      /* Nor taller: its words stay where they were (Polish at 360 px). */
      g_assert_cmpfloat_with_epsilon (before[d].size.height, after.size.height, 0.5);
      /* And the row fits the window: none cut off at its edge. */
      g_assert_cmpfloat (after.origin.x + after.size.width, <=, gtk_widget_get_width (GTK_WIDGET (window)));
    }
  /* Nor the cards (walk 14, a phone, Ad Hoc's first turn: the reason
   * over them pushed them 72 px down). */
  {
    graphene_rect_t cards_after = bounds_in_window (window, mc_turn_panel_find_button (panel, "card-purchase"));

    g_test_message ("card-purchase: y %.0f, then %.0f", cards_before.origin.y, cards_after.origin.y);
    g_assert_cmpfloat_with_epsilon (cards_before.origin.y, cards_after.origin.y, 0.5);
  }
  /* Why, in view: on a phone over the directions, in the question's
   * place (walk 16: under the cards it was below the fold). */
  {
    /* After the colon the reason starts small, in each language ("On
     * Ana's first Ad Hoc turn…" → "East: on …"; walk 19, es: "Este: En"). */
    const char *refusal = mc_turn_button_get_refusal (MC_TURN_BUTTON (east));
    g_autofree char *small = g_utf8_strdown (refusal, g_utf8_next_char (refusal) - refusal);
    g_autofree char *said = g_strdup_printf ("%s: %s%s", mc_turn_button_get_words (MC_TURN_BUTTON (east)),
                                             small, g_utf8_next_char (refusal));
    GtkWidget *why = test_ui_find_label (GTK_WIDGET (panel), said);
    graphene_rect_t why_box;

    g_assert_nonnull (why);
    why_box = bounds_in_window (window, why);
    g_test_message ("why at y %.0f-%.0f", why_box.origin.y, why_box.origin.y + why_box.size.height);
    /* Over the cards, on a laptop as on a phone (walk 18: under a
     * laptop's diagonals it was cut at 1024x720). */
    g_assert_cmpfloat (why_box.origin.y + why_box.size.height, <=, cards_before.origin.y);
    if (width < 600)
      g_assert_cmpfloat (why_box.origin.y + why_box.size.height, <=, before[TEM_DIRECTION_NORTH].origin.y);
    assert_in_view (window, why, "why East is refused");
  }
  /* Its rule's link under the whole row, not inside it. */
  link = mc_turn_panel_find_button (panel, "refusals-rule");
  g_assert_nonnull (link);
  g_assert_true (gtk_widget_get_mapped (link));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (link)), ==, "win.show-rule");
  for (TemDirection d = TEM_DIRECTION_NORTH; d <= TEM_DIRECTION_WEST; d++)
    g_assert_cmpfloat (bounds_in_window (window, link).origin.y, >=, before[d].origin.y + before[d].size.height);
  g_assert_null (mc_turn_panel_find_button (panel, "direction-east-rule"));
  /* Its words on one line when the row has the room (walk 9: "Rule: Ad
   * / Hoc mode" at 1280 px). */
  if (width >= 1024)
    {
      GtkWidget *words = gtk_button_get_child (GTK_BUTTON (link));
      int one_line, lines;

      gtk_widget_measure (words, GTK_ORIENTATION_VERTICAL, 10000, NULL, &one_line, NULL, NULL);
      gtk_widget_measure (words, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (words), NULL, &lines, NULL, NULL);
      g_test_message ("the link: %s, %d px wide, %d px of text (one line: %d)", gtk_label_get_label (GTK_LABEL (words)),
                      gtk_widget_get_width (words), lines, one_line);
      g_assert_cmpint (lines, <=, one_line);
    }
  close_state (window, dir);
}

static void
test_refusal_keeps_directions_1280x800 (void)
{
  check_refusal_keeps_directions (1280, 800);
}

static void
test_refusal_keeps_directions_360x640 (void)
{
  check_refusal_keeps_directions (360, 640);
}

/* @card played the first way the rules allow. */
static void
play_card_any_way (McWindow    *window,
                   McTurnPanel *panel,
                   TemProgram   card)
{
  gboolean moved = FALSE;

  g_assert_true (mc_turn_panel_choose_card (panel, card));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  for (TemDirection d = TEM_DIRECTION_NORTH; d <= TEM_DIRECTION_WEST && !moved; d++)
    {
      g_autofree char *name = g_strdup_printf ("direction-%s", tem_direction_get_id (d));
      GtkWidget *button = mc_turn_panel_find_button (panel, name);

      if (button != NULL && gtk_widget_is_sensitive (button))
        moved = test_ui_tap (panel, name);
    }
  g_assert_true (moved);
}

/* The buttons of the turn panel whose names start with @prefix. */
static GPtrArray *
find_buttons (McTurnPanel *panel,
              const char  *prefix)
{
  GPtrArray *found = g_ptr_array_new ();

  for (guint i = 0; i < 64; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s%u", prefix, i);
      GtkWidget *button = mc_turn_panel_find_button (panel, name);

      if (button != NULL && gtk_widget_get_mapped (button))
        g_ptr_array_add (found, button);
    }
  return found;
}

/* A weapon refused on a Purchase (a cost entered that the player cannot
 * pay, R-A2) greys in place and says why under the whole list: no weapon
 * on offer moves or grows (walk 6: the reason grew the row and pushed
 * Grenade Launcher and Riot Shield half out of view). */
static void
check_refusal_keeps_purchases (int width,
                               int height)
{
  char *dir = NULL;
  McWindow *window = test_ui_open_example ("two-players", 120, width, height, &dir);
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  const TemGame *game = mc_session_get_game (mc_window_get_session (window));
  g_autoptr(GPtrArray) buys = NULL;
  g_autofree graphene_rect_t *before = NULL;
  graphene_rect_t link_box;
  TemAction action;
  GtkWidget *link;

  play_card_any_way (window, panel, TEM_PROGRAM_PURCHASE);
  test_ui_wait_for_frame (GTK_WIDGET (window));
  buys = find_buttons (panel, "buy-");
  g_assert_cmpuint (buys->len, >=, 3);
  before = g_new (graphene_rect_t, buys->len);
  for (guint i = 0; i < buys->len; i++)
    before[i] = bounds_in_window (window, buys->pdata[i]);
  render (window, "purchases-offered");

  /* The rules refuse the first: a purchase out of turn, as the core
   * words it (what a cost entered does is the same check). */
  tem_action_init_purchase (&action, (game->turn.seat + 1) % game->n_players, 0, -1);
  g_assert_false (mc_turn_buttons_check (buys->pdata[0], game, &action));
  g_assert_cmpstr (mc_turn_button_get_refusal (MC_TURN_BUTTON (buys->pdata[0])), !=, "");
  test_ui_wait_for_frame (GTK_WIDGET (window));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  render (window, "purchase-refused");
  for (guint i = 0; i < buys->len; i++)
    {
      graphene_rect_t after = bounds_in_window (window, buys->pdata[i]);

      g_test_message ("%s: y %.0f h %.0f, then y %.0f h %.0f", gtk_widget_get_name (buys->pdata[i]),
                      before[i].origin.y, before[i].size.height, after.origin.y, after.size.height);
      g_assert_cmpfloat_with_epsilon (before[i].origin.x, after.origin.x, 0.5);
      g_assert_cmpfloat_with_epsilon (before[i].origin.y, after.origin.y, 0.5);
      g_assert_cmpfloat_with_epsilon (before[i].size.height, after.size.height, 0.5);
    }
  /* Why, and its rule, under the whole list. */
  link = mc_turn_panel_find_button (panel, "refusals-rule");
  g_assert_nonnull (link);
  g_assert_true (gtk_widget_get_mapped (link));
  link_box = bounds_in_window (window, link);
  for (guint i = 0; i < buys->len; i++)
    g_assert_cmpfloat (link_box.origin.y, >=, before[i].origin.y + before[i].size.height);
  close_state (window, dir);
}

static void
test_refusal_keeps_purchases_1280x800 (void)
{
  check_refusal_keeps_purchases (1280, 800);
}

static void
test_refusal_keeps_purchases_360x640 (void)
{
  check_refusal_keeps_purchases (360, 640);
}

/* Walk 7: a turret refused (a zone worth 5, Ben with 4 energy) grew
 * the row of actions and pushed "End Turn without Deploying a Turret"
 * 38 px down, and its reason and rule were said twice. Now the reason
 * comes under End Turn, once, and End Turn stays where it was. */
static void
check_refusal_keeps_end_turn (int width,
                              int height)
{
  char *dir = NULL;
  McWindow *window = test_ui_open_example ("two-players", 120, width, height, &dir);
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  const TemGame *game = mc_session_get_game (mc_window_get_session (window));
  graphene_rect_t before, after, link_box;
  GtkWidget *deploy, *end_turn, *link;
  TemAction action;

  play_card_any_way (window, panel, TEM_PROGRAM_DEPLOY_TURRET);
  test_ui_answer_what_is_asked ();
  test_ui_wait_for_frame (GTK_WIDGET (window));
  deploy = mc_turn_panel_find_button (panel, "deploy");
  end_turn = mc_turn_panel_find_button (panel, "end-turn");
  g_assert_nonnull (deploy);
  g_assert_nonnull (end_turn);
  before = bounds_in_window (window, end_turn);

  /* The rules refuse the turret (as the core words a refusal). */
  tem_action_init_deploy (&action, (game->turn.seat + 1) % game->n_players, FALSE, TEM_NO_CELL);
  g_assert_false (mc_turn_buttons_check (deploy, game, &action));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  render (window, "turret-refused");
  after = bounds_in_window (window, end_turn);
  g_test_message ("end-turn y %.0f h %.0f, then y %.0f h %.0f", before.origin.y, before.size.height, after.origin.y,
                  after.size.height);
  g_assert_cmpfloat_with_epsilon (before.origin.y, after.origin.y, 0.5);
  g_assert_cmpfloat_with_epsilon (before.size.height, after.size.height, 0.5);
  link = mc_turn_panel_find_button (panel, "refusals-rule");
  g_assert_nonnull (link);
  g_assert_true (gtk_widget_get_mapped (link));
  link_box = bounds_in_window (window, link);
  g_assert_cmpfloat (link_box.origin.y, >=, after.origin.y + after.size.height);
  /* Said once: the step's problem line does not say it again. */
  g_assert_cmpstr (mc_turn_panel_get_problem (panel), ==, "");
  close_state (window, dir);
}

static void
test_refusal_keeps_end_turn (void)
{
  check_refusal_keeps_end_turn (1280, 800);
  check_refusal_keeps_end_turn (360, 640);
}

/* @widget lies wholly in what @scroller shows now. */
static void
assert_in_scroller_view (GtkWidget  *scroller,
                         GtkWidget  *widget,
                         const char *what)
{
  graphene_rect_t bounds;

  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_compute_bounds (widget, scroller, &bounds));
  g_test_message ("%s: y %.0f..%.0f in 0..%d", what, bounds.origin.y, bounds.origin.y + bounds.size.height,
                  gtk_widget_get_height (scroller));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (scroller) + 0.5);
}

/* A robot's turn on a phone (solo, R-SO1): each time the sheet opens,
 * it shows the step from its top, the step's words, Back and the main
 * button (Next) whole without scrolling, and the window stays 360 px. */
static void
test_robot_step_in_view_360x640 (void)
{
  char *dir = NULL;
  McWindow *window = test_ui_open_example ("solo", 122, 360, 640, &dir);
  McTablePage *page = mc_window_get_table_page (window);
  McTurnPanel *panel = mc_table_page_get_turn_panel (page);
  GtkToggleButton *handle = GTK_TOGGLE_BUTTON (gtk_widget_get_first_child (mc_table_page_get_sheet (page)));
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (panel), GTK_TYPE_SCROLLED_WINDOW);
  guint stages = 0;

  g_assert_true (test_ui_tap (panel, "robot-draw"));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  while (mc_turn_panel_find_button (panel, "robot-next") != NULL)
    {
      g_autofree char *png = g_strdup_printf ("robot-stage-%u", stages);

      gtk_toggle_button_set_active (handle, FALSE);
      test_ui_wait_for_frame (GTK_WIDGET (window));
      gtk_toggle_button_set_active (handle, TRUE);
      test_ui_wait_for_frame (GTK_WIDGET (window));
      test_ui_wait_for_frame (GTK_WIDGET (window));
      render (window, png);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
      g_assert_cmpfloat (gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller))),
                         ==, 0);
      assert_in_scroller_view (scroller, test_ui_find_label (GTK_WIDGET (panel), mc_turn_panel_get_body (panel)), "words");
      assert_in_scroller_view (scroller, mc_turn_panel_find_button (panel, "robot-back"), "back");
      assert_in_scroller_view (scroller, mc_turn_panel_find_button (panel, "robot-next"), "next");
      g_assert_true (test_ui_tap (panel, "robot-next"));
      test_ui_wait_for_frame (GTK_WIDGET (window));
      stages++;
    }
  g_assert_cmpuint (stages, >, 0);
  close_state (window, dir);
}

/* Walk 12 (es and pl solo, 360x640): after a robot's combat the sheet
 * was full of what it told, and Next was under the screen's foot; so
 * were a robot's Next under a long plan and its attack. Through robots'
 * turns and combats, each of their buttons is in the sheet's view, as
 * it opens, wherever the words run. */
static void
test_robot_buttons_head_the_sheet_360x640 (void)
{
  const guint starts[] = { 132, 166, 122, 126 };
  guint seen = 0;

  for (guint s = 0; s < G_N_ELEMENTS (starts); s++)
    {
      char *dir = NULL;
      McWindow *window = test_ui_open_example ("solo", starts[s], 360, 640, &dir);
      McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
      GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (panel), GTK_TYPE_SCROLLED_WINDOW);

      for (guint tap = 0; tap < 12; tap++)
        {
          GtkWidget *primary;

          test_ui_wait_for_frame (GTK_WIDGET (window));
          test_ui_wait_for_frame (GTK_WIDGET (window));
          test_ui_wait_for_settled (GTK_WIDGET (panel));   /* a new step's button waits a moment */
          primary = mc_turn_panel_find_primary (panel);
          if (primary == NULL || !g_str_has_prefix (gtk_widget_get_name (primary), "robot-"))
            {
              /* Ana's answer in a combat, and on to the robot's turn. */
              if (mc_session_get_game (mc_window_get_session (window))->combat.active
                  && test_ui_tap_first (panel, "attack-"))
                continue;
              break;
            }
          g_test_message ("line %u, %s: %s", starts[s], mc_turn_panel_get_title (panel), gtk_widget_get_name (primary));
          if (tap == 1)
            {
              g_autofree char *png = g_strdup_printf ("robot-heads-%u", starts[s]);

              render (window, png);
            }
          assert_in_scroller_view (scroller, primary, gtk_widget_get_name (primary));
          /* The plan, what the robot's card does now, starts in view, over
           * what the last move told (walk 15). */
          {
            GtkWidget *plan = test_ui_find_label (GTK_WIDGET (panel), mc_turn_panel_get_body (panel));
            graphene_rect_t plan_at;

            if (plan != NULL && gtk_widget_get_mapped (plan) && *mc_turn_panel_get_body (panel) != '\0')
              {
                g_assert_true (gtk_widget_compute_bounds (plan, scroller, &plan_at));
                g_test_message ("the plan at y %.0f of %d", plan_at.origin.y, gtk_widget_get_height (scroller));
                g_assert_cmpfloat (plan_at.origin.y + 20, <=, gtk_widget_get_height (scroller));
              }
          }
          seen++;
          g_assert_true (test_ui_tap (panel, gtk_widget_get_name (primary)));
        }
      close_state (window, dir);
    }
  g_assert_cmpuint (seen, >=, 8);
}

/* A label of the header's title shown now. */
static gboolean
is_shown_title_label (GtkWidget    *widget,
                      gconstpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
         && gtk_widget_get_ancestor (widget, ADW_TYPE_WINDOW_TITLE) != NULL
         && *gtk_label_get_label (GTK_LABEL (widget)) != '\0';
}

/* A label of the header's title shown now, saying @data among its words. */
static gboolean
is_shown_title_label_with (GtkWidget    *widget,
                           gconstpointer data)
{
  return is_shown_title_label (widget, NULL) && strstr (gtk_label_get_label (GTK_LABEL (widget)), data) != NULL;
}

/* A shown label of the header's title cut short ("Ronda 1 …"). */
static gboolean
is_cut_title_label (GtkWidget    *widget,
                    gconstpointer data)
{
  if (!is_shown_title_label (widget, data))
    return FALSE;
  g_test_message ("header: \"%s\", %d px%s", gtk_label_get_label (GTK_LABEL (widget)), gtk_widget_get_width (widget),
                  pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))) ? ", cut" : "");
  return pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget)));
}

/* On a phone the header says the round whole, "Round 1 of 6", in every
 * language (R-R1: six rounds), with the window's own buttons shown. */
static void
test_header_round_whole_360x640 (void)
{
  g_autofree char *layout = NULL;

  /* A desktop's title bar buttons, as in the walk: minimise, maximise
   * and close take their room beside Undo, Redo and the menu. */
  g_object_get (gtk_settings_get_default (), "gtk-decoration-layout", &layout, NULL);
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "icon:minimize,maximize,close", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (states); i++)
    {
      char *dir = NULL;
      McWindow *window = open_state (&states[i], 360, 640, &dir);
      const TemGame *game = mc_session_get_game (mc_window_get_session (window));
      g_autofree char *round = g_strdup_printf (_("Round %u of %u"), game->round, TEM_ROUNDS);
      GtkWidget *header = gtk_widget_get_ancestor (test_ui_find_widget (GTK_WIDGET (window), is_shown_title_label,
                                                                         NULL),
                                                   ADW_TYPE_HEADER_BAR);

      g_test_message ("%s", states[i].name);
      g_assert_nonnull (header);
      if (!game->over)
        g_assert_nonnull (test_ui_find_widget (header, is_shown_title_label_with, round));
      g_assert_null (test_ui_find_widget (header, is_cut_title_label, NULL));
      if (i == 0)
        render (window, "header");
      close_state (window, dir);
    }
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", layout, NULL);
}

/* A shown label whose words a line break cuts ("Rob-ot A"). */
static gboolean
is_label_with_broken_word (GtkWidget    *widget,
                           gconstpointer data)
{
  PangoLayout *layout;
  const char *text;

  if (!GTK_IS_LABEL (widget) || !gtk_widget_get_mapped (widget))
    return FALSE;
  layout = gtk_label_get_layout (GTK_LABEL (widget));
  text = pango_layout_get_text (layout);
  for (GSList *line = pango_layout_get_lines_readonly (layout); line != NULL; line = line->next)
    {
      int start = ((PangoLayoutLine *) line->data)->start_index;

      if (start > 0 && !g_unichar_isspace (g_utf8_get_char (g_utf8_prev_char (text + start)))
          && text[start - 1] != '-' && text[start - 1] != '/')
        {
          g_test_message ("\"%s\" broken at byte %d", text, start);
          return TRUE;
        }
    }
  return FALSE;
}

/* On a phone the players' carousel never breaks a word of a name or of
 * the line under it ("Rob-ot A", a Robot Pilot of R-SO1), in a two-player
 * game and solo, in every language. */
static void
test_names_whole_360x640 (void)
{
  const State *shown[] = { &states[0], &states[7], &states[8] };

  for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
    {
      char *dir = NULL;
      McWindow *window = open_state (shown[i], 360, 640, &dir);
      McTablePage *page = mc_window_get_table_page (window);
      const TemGame *game = mc_session_get_game (mc_window_get_session (window));

      for (guint seat = 0; seat < game->n_players; seat++)
        {
          GtkWidget *panel = GTK_WIDGET (mc_table_page_get_panel (page, seat));
          AdwCarousel *carousel = ADW_CAROUSEL (gtk_widget_get_ancestor (panel, ADW_TYPE_CAROUSEL));

          g_assert_nonnull (carousel);
          adw_carousel_scroll_to (carousel, panel, FALSE);
          test_ui_wait_for_frame (GTK_WIDGET (window));
          test_ui_wait_for_frame (GTK_WIDGET (window));
          g_test_message ("%s, %s", shown[i]->name, game->players[seat].name);
          g_assert_null (test_ui_find_widget (panel, is_label_with_broken_word, NULL));
        }
      close_state (window, dir);
    }
}

/* A3 (WALK.md): after the step's main button pressed from the keyboard
 * (Ctrl+Return), focus is in the turn panel, never on the header's Undo,
 * where the next Enter would silently undo. */
static void
test_focus_after_main_action (void)
{
  char *dir = NULL;
  McWindow *window = test_ui_open_example ("two-players", 120, 1280, 800, &dir);
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  const TemGame *game = mc_session_get_game (mc_window_get_session (window));
  GtkWidget *focus;

  g_assert_true (mc_turn_panel_choose_card (panel, TEM_PROGRAM_COLLECT));
  for (TemDirection d = TEM_DIRECTION_NORTH; d <= TEM_DIRECTION_WEST && game->turn.card == TEM_PROGRAM_NONE; d++)
    {
      g_autofree char *name = g_strdup_printf ("direction-%s", tem_direction_get_id (d));

      test_ui_tap (panel, name);
    }
  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_nonnull (mc_turn_panel_find_primary (panel));
  g_assert_true (mc_turn_panel_activate_primary (panel));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_test_message ("focus on %s named %s", G_OBJECT_TYPE_NAME (focus), gtk_widget_get_name (focus));
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (panel)));
  close_state (window, dir);
}

/* Walk 14 (1024x720, es): a card and a direction tapped with the mouse,
 * then Enter: the focus had fallen on the toast's Undo and the move was
 * undone. A button tapped keeps the focus in the turn: the same card
 * made anew, else the step's main button. */
static void
test_focus_stays_in_the_turn_after_a_tap (void)
{
  char *dir = NULL;
  McWindow *window = test_ui_open_example ("two-players", 120, 1024, 720, &dir);
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  const char *taps[] = { "card-collect", "direction-west", "collect" };

  for (guint i = 0; i < G_N_ELEMENTS (taps); i++)
    {
      GtkWidget *button = mc_turn_panel_find_button (panel, taps[i]);
      GtkWidget *focus;

      if (button == NULL || !gtk_widget_get_sensitive (button))
        continue;
      /* A click gives the focus to what it pressed. */
      g_assert_true (gtk_widget_grab_focus (button));
      test_ui_click (button);
      test_ui_answer_what_is_asked ();
      test_ui_wait_for_frame (GTK_WIDGET (window));
      test_ui_wait_for_frame (GTK_WIDGET (window));
      while (g_main_context_iteration (NULL, FALSE))
        ;
      focus = gtk_root_get_focus (GTK_ROOT (window));
      g_test_message ("after %s: focus on %s named %s", taps[i], focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing",
                      focus != NULL ? gtk_widget_get_name (focus) : "");
      g_assert_nonnull (focus);
      g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (panel)));
    }
  close_state (window, dir);
}

static void
test_nothing_moves_1280x800 (void)
{
  check_nothing_moves (1280, 800);
}

/* The arena's place at 1280×800 is the game's and the window's: it and
 * the main button keep their places while a card is played and a zone's
 * value is chosen (the walk saw the arena jump between the columns on
 * almost every tap, and cut off under the turn). */
static void
check_arena_stays (int width,
                   int height)
{
  McWindow *window = test_ui_new_window (width, height);
  McTablePage *page = mc_window_get_table_page (window);
  McTurnPanel *panel = mc_table_page_get_turn_panel (page);
  GtkWidget *arena = GTK_WIDGET (mc_table_page_get_arena (page));
  const char *names[] = { "Player 1", "Player 2" };
  const int weapons[] = { -1, -1 };
  McSetupPage *setup = test_ui_fill_setup (window, 2, names, weapons);
  graphene_rect_t arena_before, primary_before;
  gboolean primary_seen = FALSE;
  guint primaries = 0;
  const char *steps[] = { "card-collect", "direction-west", "collect", "end-turn", "card-collect",
                          "direction-east" };

  /* The walk's game: a new one, no weapon recorded, the zones unknown. */
  mc_setup_page_set_starting_player (setup, 0);
  mc_setup_page_set_seed (setup, 3);
  test_ui_click (mc_setup_page_get_start_button (setup));
  g_assert_true (test_ui_tap (panel, "begin"));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  arena_before = bounds_in_window (window, arena);
  assert_in_view (window, arena, "arena");
  for (gsize i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      GtkWidget *primary;

      g_assert_true (test_ui_tap (panel, steps[i]));
      test_ui_wait_for_frame (GTK_WIDGET (window));
      test_ui_wait_for_frame (GTK_WIDGET (window));
      render (window, steps[i]);
      assert_same_place (arena_before, bounds_in_window (window, arena), "arena");
      assert_in_view (window, arena, "arena");
      /* The main button (End Turn) once a card is played, in the first
       * turn and in the next: where it was. */
      primary = i == 1 || i == 5 ? mc_turn_panel_find_primary (panel) : NULL;
      g_assert_true (primary != NULL || (i != 1 && i != 5));
      if (primary != NULL && !primary_seen)
        primary_before = bounds_in_window (window, primary);
      if (primary != NULL)
        assert_same_place (primary_before, bounds_in_window (window, primary), gtk_widget_get_name (primary));
      primary_seen |= primary != NULL;
      primaries += primary != NULL;
    }
  g_assert_cmpuint (primaries, ==, 2);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Walk 21 (1024x720): after Collect was played, "End Turn without
 * Collecting" stood where End Turn had been three turns running, Collect
 * under it on the left: a habit's tap skipped the collect. The card's one
 * action takes End Turn's place, "End Turn without …" under it; once
 * done, End Turn comes back there, held a double-click time so that a
 * double tap on Collect does not end the turn too. */
static void
check_the_cards_action_where_end_turn_is (int width,
                                          int height)
{
  McWindow *window = test_ui_new_window (width, height);
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  const char *names[] = { "Player 1", "Player 2" };
  const int weapons[] = { -1, -1 };
  McSetupPage *setup = test_ui_fill_setup (window, 2, names, weapons);
  const TemGame *game = mc_session_get_game (mc_window_get_session (window));
  graphene_rect_t end_turn, collect, skip, again;

  mc_setup_page_set_starting_player (setup, 0);
  mc_setup_page_set_seed (setup, 3);
  test_ui_click (mc_setup_page_get_start_button (setup));
  g_assert_true (test_ui_tap (panel, "begin"));
  /* A jump: End Turn alone, in its place. */
  g_assert_true (test_ui_tap (panel, "card-double-jump"));
  g_assert_true (test_ui_tap (panel, "direction-south"));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  end_turn = bounds_in_window (window, mc_turn_panel_find_button (panel, "end-turn"));
  g_assert_true (test_ui_tap (panel, "end-turn"));
  /* The next player's Collect: in End Turn's place, the step's main
   * button; skipping it is said under it. */
  g_assert_true (test_ui_tap (panel, "card-collect"));
  g_assert_true (test_ui_tap (panel, "direction-west"));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  render (window, "collect-where-end-turn-is");
  collect = bounds_in_window (window, mc_turn_panel_find_button (panel, "collect"));
  skip = bounds_in_window (window, mc_turn_panel_find_button (panel, "end-turn"));
  g_test_message ("end-turn at (%.0f, %.0f) %.0fx%.0f; collect at (%.0f, %.0f) %.0fx%.0f; skip at y %.0f",
                  end_turn.origin.x, end_turn.origin.y, end_turn.size.width, end_turn.size.height,
                  collect.origin.x, collect.origin.y, collect.size.width, collect.size.height, skip.origin.y);
  g_assert_true (mc_turn_panel_find_button (panel, "collect") == mc_turn_panel_find_primary (panel));
  /* End Turn's column, the same size; its height on the page follows
   * what the turn before told (as End Turn's own does). */
  g_assert_cmpfloat_with_epsilon (collect.origin.x, end_turn.origin.x, 0.5);
  g_assert_cmpfloat_with_epsilon (collect.size.width, end_turn.size.width, 0.5);
  g_assert_cmpfloat_with_epsilon (collect.size.height, end_turn.size.height, 0.5);
  g_assert_cmpfloat (skip.origin.y, >=, collect.origin.y + collect.size.height);
  /* Collected: End Turn where Collect was, not taking the double tap's
   * second tap. */
  test_ui_with_double_click_time (TRUE);
  g_assert_true (test_ui_tap (panel, "collect"));
  g_assert_cmpint (game->turn.seat, ==, 1);
  test_ui_wait_for_frame (GTK_WIDGET (window));
  again = bounds_in_window (window, mc_turn_panel_find_button (panel, "end-turn"));
  assert_same_place (collect, again, "end-turn");
  g_assert_false (gtk_widget_is_sensitive (mc_turn_panel_find_button (panel, "end-turn")));
  g_assert_false (mc_turn_panel_activate_primary (panel));
  g_assert_cmpint (game->turn.seat, ==, 1);
  test_ui_wait_for_settled (GTK_WIDGET (panel));
  g_assert_true (gtk_widget_is_sensitive (mc_turn_panel_find_button (panel, "end-turn")));
  /* Walk 22 (1280x800): End Turn's second tap chose a card for the next
   * player, their cards come where it was. They wait the moment too. */
  g_assert_true (test_ui_tap (panel, "end-turn"));
  g_assert_cmpint (game->turn.seat, ==, 0);
  g_assert_nonnull (mc_turn_panel_find_button (panel, "card-deploy-mine"));
  g_assert_false (gtk_widget_is_sensitive (mc_turn_panel_find_button (panel, "card-deploy-mine")));
  g_assert_false (mc_turn_panel_is_settled (panel));
  test_ui_wait_for_settled (GTK_WIDGET (panel));
  g_assert_true (gtk_widget_is_sensitive (mc_turn_panel_find_button (panel, "card-deploy-mine")));
  test_ui_with_double_click_time (FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_the_cards_action_where_end_turn_is_1024x720 (void)
{
  check_the_cards_action_where_end_turn_is (1024, 720);
}

static void
test_the_cards_action_where_end_turn_is_360x640 (void)
{
  check_the_cards_action_where_end_turn_is (360, 640);
}

static void
test_arena_stays_1280x800 (void)
{
  check_arena_stays (1280, 800);
}

/* The app's default window, as the walk had it on a 1280×800 screen. */
static void
test_arena_stays_1024x720 (void)
{
  check_arena_stays (1024, 720);
}

/* Where the direction's button is, if shown. */
static gboolean
direction_place (McWindow        *window,
                 McTurnPanel     *panel,
                 TemDirection     direction,
                 graphene_rect_t *place)
{
  g_autofree char *name = g_strdup_printf ("direction-%s", tem_direction_get_id (direction));
  GtkWidget *button = mc_turn_panel_find_button (panel, name);

  if (button == NULL)
    return FALSE;
  *place = bounds_in_window (window, button);
  return TRUE;
}

/* Walk 11 (1280x800 en, 1024x720 pl): the directions of Collect came
 * under the first row of cards, those of Deploy Mine or Double Jump in
 * the first row's place; a tap on North where it had been un-chose the
 * card. On a laptop every card stays where it is, the tapped one too,
 * and the directions are in one place whatever the card. */
static void
check_directions_in_one_place (int width,
                               int height)
{
  /* The Diagonal Jump too: on a phone its diagonals came in a second
   * row over the cards and pushed them 56 px down (walk 12: a tap meant
   * for Collect went south-west); they are arrows in the sides' row. */
  const char *cards[] = { "card-collect", "card-deploy-mine", "card-diagonal-jump", "card-double-jump",
                          "card-purchase", "card-collect" };
  guint n_cards = G_N_ELEMENTS (cards);
  char *dir = NULL;
  McWindow *window = test_ui_open_example ("two-players", 125, width, height, &dir);
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  double directions_y = -1, directions_bottom = -1;

  test_ui_wait_for_frame (GTK_WIDGET (window));
  for (guint i = 0; i < n_cards; i++)
    {
      GtkWidget *card = mc_turn_panel_find_button (panel, cards[i]);
      GtkWidget *first = NULL;
      graphene_rect_t before;

      g_assert_nonnull (card);
      before = bounds_in_window (window, card);
      g_assert_true (test_ui_tap (panel, cards[i]));
      test_ui_wait_for_frame (GTK_WIDGET (window));
      test_ui_wait_for_frame (GTK_WIDGET (window));
      /* Where the finger was, the card it tapped. */
      card = mc_turn_panel_find_button (panel, cards[i]);
      g_assert_nonnull (card);
      assert_same_place (before, bounds_in_window (window, card), cards[i]);
      for (TemDirection d = TEM_DIRECTION_NORTH; d <= TEM_DIRECTION_NORTH_WEST && first == NULL; d++)
        {
          g_autofree char *name = g_strdup_printf ("direction-%s", tem_direction_get_id (d));

          first = mc_turn_panel_find_button (panel, name);
        }
      g_assert_nonnull (first);
      g_test_message ("%s: the directions at y %.0f", cards[i], bounds_in_window (window, first).origin.y);
      if (directions_y < 0)
        directions_y = bounds_in_window (window, first).origin.y;
      g_assert_cmpfloat (bounds_in_window (window, first).origin.y, ==, directions_y);
      /* Nor taller: the diagonals in the sides' one row (walk 20, a
       * laptop: their second row scrolled the step 45 px, and North-west
       * came where Diagonal Jump had been tapped). */
      {
        double bottom = 0;

        for (TemDirection d = TEM_DIRECTION_NORTH; d <= TEM_DIRECTION_NORTH_WEST; d++)
          {
            graphene_rect_t box;

            if (direction_place (window, panel, d, &box))
              bottom = MAX (bottom, box.origin.y + box.size.height);
          }
        if (directions_bottom < 0)
          directions_bottom = bottom;
        g_assert_cmpfloat (bottom, ==, directions_bottom);
      }
      if (i == 2)
        render (window, "directions-in-one-place");
    }
  close_state (window, dir);
}

/* Walk 12 (es, 360x640): Ana, a Pilot, bought an advanced weapon; "A
 * Pilot holds 2 basic weapons… no free slot" then stood over the cards
 * of each of her later turns and pushed the Diagonal Jump out of view.
 * A weapon's refusal is told under the weapons; every card is in view. */
static void
test_weapon_refusal_under_the_weapons_360x640 (void)
{
  /* Lightning Coil's cost entered, then bought with Ana's Purchase
   * (two-players line 126), as the walk did; Ben's turn, then hers. */
  static const char more[] =
    "{\"action\":\"set-weapon\",\"weapon\":\"lightning-coil\",\"field\":\"cost-credits\",\"value\":2}\n"
    "{\"action\":\"set-weapon\",\"weapon\":\"lightning-coil\",\"field\":\"cost-energy\",\"value\":0}\n"
    "{\"action\":\"move\",\"player\":0,\"card\":\"purchase\",\"direction\":\"north\",\"mine-number\":2,\"choice\":\"B3\"}\n"
    "{\"action\":\"purchase\",\"player\":0,\"weapon-card\":16,\"refill\":\"advanced-03\"}\n"
    "{\"action\":\"end-turn\",\"player\":0}\n"
    "{\"action\":\"move\",\"player\":1,\"card\":\"deploy-mine\",\"direction\":\"east\",\"mine-number\":2,\"choice\":\"B1\"}\n"
    "{\"action\":\"end-turn\",\"player\":1}\n";
  char *dir = NULL;
  McWindow *window = test_ui_open_example_and ("two-players", 125, more, 360, 640, &dir);
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  GtkWidget *equip = mc_turn_panel_find_button (panel, "equip-16");
  GtkWidget *refusal;
  double lowest_card = 0;

  test_ui_wait_for_frame (GTK_WIDGET (window));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  render (window, "weapon-refusal");
  g_test_message ("%s", mc_turn_panel_get_title (panel));
  g_assert_nonnull (equip);
  g_assert_cmpstr (mc_turn_button_get_refusal (MC_TURN_BUTTON (equip)), !=, "");
  /* By its name, the reason after it starting small unless with a name
   * ("Equip Lightning Coil: a Pilot holds…", pl "…: Pilot może…"), under
   * the weapons, on its own (walk 20: run into a direction's reason over
   * the cards, and cut). */
  {
    const char *why = mc_turn_button_get_refusal (MC_TURN_BUTTON (equip));
    g_autofree char *small = g_utf8_strdown (why, g_utf8_next_char (why) - why);
    g_autofree char *said = g_strdup_printf ("%s: %s%s", mc_turn_button_get_words (MC_TURN_BUTTON (equip)), small,
                                             g_utf8_next_char (why));
    g_autofree char *as_is = g_strdup_printf ("%s: %s", mc_turn_button_get_words (MC_TURN_BUTTON (equip)), why);

    refusal = test_ui_find_label (GTK_WIDGET (panel), said);
    if (refusal == NULL)
      refusal = test_ui_find_label (GTK_WIDGET (panel), as_is);
  }
  g_assert_nonnull (refusal);
  for (int program = 0; program < TEM_N_PROGRAMS; program++)
    {
      g_autofree char *name = g_strdup_printf ("card-%s", tem_program_get_id (program));
      GtkWidget *card = mc_turn_panel_find_button (panel, name);

      g_assert_nonnull (card);
      assert_in_view (window, card, name);
      lowest_card = MAX (lowest_card, bounds_in_window (window, card).origin.y);
    }
  g_assert_cmpfloat (bounds_in_window (window, refusal).origin.y, >, lowest_card);

  /* A direction refused too (a move out of turn, as the core words it):
   * its reason alone in the question's place, the weapon's still under
   * the weapons (walk 20: one paragraph of both, cut with "…"). */
  {
    const TemGame *game = mc_session_get_game (mc_window_get_session (window));
    GtkWidget *east;
    TemAction action;
    g_autofree char *said = NULL;

    g_assert_true (mc_turn_panel_choose_card (panel, TEM_PROGRAM_COLLECT));
    east = mc_turn_panel_find_button (panel, "direction-east");
    tem_action_init_move (&action, (game->turn.seat + 1) % game->n_players, TEM_PROGRAM_COLLECT,
                          TEM_DIRECTION_EAST);
    g_assert_false (mc_turn_buttons_check (east, game, &action));
    test_ui_wait_for_frame (GTK_WIDGET (window));
    {
      const char *why = mc_turn_button_get_refusal (MC_TURN_BUTTON (east));
      g_autofree char *small = g_utf8_strdown (why, g_utf8_next_char (why) - why);

      said = g_strdup_printf ("%s: %s%s", mc_turn_button_get_words (MC_TURN_BUTTON (east)), small,
                              g_utf8_next_char (why));
    }
    g_assert_nonnull (test_ui_find_label (GTK_WIDGET (panel), said));
    g_assert_true (gtk_widget_get_mapped (refusal));
  }
  close_state (window, dir);
}

/* Walk 13 (1280x800): the card grid came at 302, 310 or 372 px from
 * one turn to the next, as what the last step told ran one line or
 * four (a combat's end, a mine gone off, a round begun). At each card
 * choice of combat-and-scoring.jsonl's rounds 4 to 6, the cards keep one
 * place. */
static void
test_cards_in_one_place_turn_after_turn_1280x800 (void)
{
  const guint lines[] = { 122, 133, 137, 143, 149, 155, 163, 169, 173, 181 };
  double y = -1;

  for (guint i = 0; i <= G_N_ELEMENTS (lines); i++)
    {
      char *dir = NULL;
      /* Last, solo after both robots' turns told in full (six lines). */
      McWindow *window = i < G_N_ELEMENTS (lines)
                         ? test_ui_open_example ("combat-and-scoring", lines[i] - 1, 1280, 800, &dir)
                         : test_ui_open_example ("solo", 122, 1280, 800, &dir);
      McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
      GtkWidget *first;

      /* The turn ended as at the table: what it caused is told; the
       * robots' turns played, each step. */
      test_ui_wait_for_frame (GTK_WIDGET (window));
      if (i < G_N_ELEMENTS (lines))
        g_assert_true (test_ui_tap (panel, "end-turn"));
      else
        for (guint tap = 0; tap < 8; tap++)
          if (!test_ui_tap (panel, "robot-draw") && !test_ui_tap (panel, "robot-next")
              && !test_ui_tap (panel, "robot-end"))
            break;
      test_ui_wait_for_frame (GTK_WIDGET (window));
      test_ui_wait_for_frame (GTK_WIDGET (window));
      first = mc_turn_panel_find_button (panel, "card-collect");
      if (first != NULL)
        {
          g_test_message ("%u, %s: the cards at y %.0f; told: %s", i, mc_turn_panel_get_title (panel),
                          bounds_in_window (window, first).origin.y, mc_turn_panel_get_told (panel));
          if (y < 0)
            y = bounds_in_window (window, first).origin.y;
          g_assert_cmpfloat (bounds_in_window (window, first).origin.y, ==, y);
        }
      close_state (window, dir);
    }
  g_assert_cmpfloat (y, >, 0);
}

/* Walk 11 (solo, 1280x800): a robot's Draw Its Card and Next came at
 * 318, 333, 349 and 372 px from one robot turn to the next, as what the
 * last move told grew or shrank; a tap where the button had been hit
 * nothing. Through the robots' turns the main button keeps one place. */
static void
test_robot_buttons_in_one_place_1280x800 (void)
{
  char *dir = NULL;
  McWindow *window = test_ui_open_example ("solo", 122, 1280, 800, &dir);
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  double y = -1;
  guint seen = 0;
  graphene_rect_t draw = GRAPHENE_RECT_INIT (0, 0, 0, 0);

  for (guint tap = 0; tap < 8; tap++)
    {
      GtkWidget *primary;

      test_ui_wait_for_frame (GTK_WIDGET (window));
      test_ui_wait_for_frame (GTK_WIDGET (window));
      test_ui_wait_for_settled (GTK_WIDGET (panel));
      primary = mc_turn_panel_find_primary (panel);
      if (primary == NULL || !g_str_has_prefix (gtk_widget_get_name (primary), "robot-"))
        break;
      g_test_message ("%s: %s at y %.0f", mc_turn_panel_get_title (panel), gtk_widget_get_name (primary),
                      bounds_in_window (window, primary).origin.y);
      {
        g_autofree char *what = g_strdup_printf ("robot-button-%u", tap);

        render (window, what);
      }
      if (y < 0)
        y = bounds_in_window (window, primary).origin.y;
      g_assert_cmpfloat (bounds_in_window (window, primary).origin.y, ==, y);
      /* Walk 12: Back came where Draw Its Card had been tapped. */
      if (g_str_equal (gtk_widget_get_name (primary), "robot-draw"))
        draw = bounds_in_window (window, primary);
      else if (g_str_equal (gtk_widget_get_name (primary), "robot-next"))
        {
          GtkWidget *back = mc_turn_panel_find_button (panel, "robot-back");
          graphene_rect_t back_place;

          g_assert_nonnull (back);
          back_place = bounds_in_window (window, back);
          g_assert_false (graphene_rect_intersection (&draw, &back_place, NULL));
        }
      seen++;
      test_ui_click (primary);
      test_ui_answer_what_is_asked ();
    }
  /* Two robots' turns at least: Draw Its Card, then Next, each. */
  g_assert_cmpuint (seen, >=, 4);
  close_state (window, dir);
}

static void
test_directions_in_one_place_1280x800 (void)
{
  check_directions_in_one_place (1280, 800);
}

static void
test_directions_in_one_place_1024x720 (void)
{
  check_directions_in_one_place (1024, 720);
}

/* Walk 11 (360x640, es, pl): the directions at 470, 435 or 479 px by
 * the card; Deploy Mine tapped in the right column came back in the left. */
static void
test_directions_in_one_place_360x640 (void)
{
  check_directions_in_one_place (360, 640);
}

/* Walk 12 (es and pl solo, Ad Hoc mode, 360x640): the sheet scrolled
 * down to the cards, a card tapped, and the sheet jumped to its top: the
 * directions went 141 px down, South-west and South-east off the
 * screen. The sheet stays where it was, moved only as much as it takes
 * to show the directions whole; the card tapped stays in view. */
static void
test_a_card_keeps_the_sheet_in_place_360x640 (void)
{
  char *dir = NULL;
  McWindow *window = test_ui_open_example ("combat-and-scoring", 147, 360, 640, &dir);
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (panel), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  const TemGame *game = mc_session_get_game (mc_window_get_session (window));
  graphene_rect_t view;
  double bottom;

  g_assert_true (game->players[game->turn.seat].ad_hoc);
  test_ui_wait_for_frame (GTK_WIDGET (window));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  view = bounds_in_window (window, scroller);
  bottom = MIN (view.origin.y + view.size.height, gtk_widget_get_height (GTK_WIDGET (window)));
  g_test_message ("the sheet: %.0f..%.0f, scrolls %.0f of %.0f", view.origin.y, bottom,
                  gtk_adjustment_get_page_size (adjustment), gtk_adjustment_get_upper (adjustment));
  /* Scrolled to its foot, as a player looking for the last card. */
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  {
    const char *cards[] = { "card-diagonal-jump", "card-collect" };

    for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
      {
        GtkWidget *card = mc_turn_panel_find_button (panel, cards[i]);
        graphene_rect_t before = bounds_in_window (window, card), after;

        g_assert_true (test_ui_tap (panel, cards[i]));
        test_ui_wait_for_frame (GTK_WIDGET (window));
        test_ui_wait_for_frame (GTK_WIDGET (window));
        test_ui_wait_for_frame (GTK_WIDGET (window));
        render (window, cards[i]);
        card = mc_turn_panel_find_button (panel, cards[i]);
        after = bounds_in_window (window, card);
        g_test_message ("%s: y %.0f then %.0f", cards[i], before.origin.y, after.origin.y);
        /* The card tapped, whole in the sheet's view. */
        g_assert_cmpfloat (after.origin.y, >=, view.origin.y);
        g_assert_cmpfloat (after.origin.y + after.size.height, <=, bottom + 1);
        for (TemDirection d = TEM_DIRECTION_NORTH; d <= TEM_DIRECTION_NORTH_WEST; d++)
          {
            graphene_rect_t place;

            if (!direction_place (window, panel, d, &place))
              continue;
            g_test_message ("%s: y %.0f..%.0f", tem_direction_get_id (d), place.origin.y,
                            place.origin.y + place.size.height);
            g_assert_cmpfloat (place.origin.y, >=, view.origin.y);
            g_assert_cmpfloat (place.origin.y + place.size.height, <=, bottom + 1);
          }
      }
  }
  close_state (window, dir);
}

static void
test_nothing_moves_360x640 (void)
{
  check_nothing_moves (360, 640);
}

/* Walk 9 (1024x720, pl, three players): the left column, scrolled down
 * to the arena, stayed there while the next player took their turn: a
 * whole turn was played with its player's panel out of view. Walk 10:
 * the column's jump to that panel took the arena out of view (it came
 * after the players). The arena heads the column, in view and in its
 * place; the players under it scroll to whoever plays now. */
static void
test_column_follows_the_turn_1024x720 (void)
{
  char *dir = NULL;
  McWindow *window = open_state (&states[4], 1024, 720, &dir);   /* three-turn */
  McTablePage *page = mc_window_get_table_page (window);
  McTurnPanel *panel = mc_table_page_get_turn_panel (page);
  const TemGame *game = mc_session_get_game (mc_window_get_session (window));
  GtkWidget *arena = GTK_WIDGET (mc_table_page_get_arena (page));
  GtkWidget *scroller;
  GtkAdjustment *adjustment;
  graphene_rect_t view, shown, arena_before;
  int seat;

  g_assert_cmpstr (states[4].name, ==, "three-turn");
  seat = game->turn.seat;
  scroller = gtk_widget_get_ancestor (GTK_WIDGET (mc_table_page_get_panel (page, 0)), GTK_TYPE_SCROLLED_WINDOW);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, gtk_adjustment_get_page_size (adjustment));
  arena_before = bounds_in_window (window, arena);
  assert_in_view (window, arena, "arena");
  /* Down to the last player, as the walk scrolled. */
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  test_ui_collect_turn (panel, TEM_DIRECTION_NORTH);
  test_ui_answer_what_is_asked ();
  g_assert_cmpint (game->turn.seat, !=, seat);
  for (guint frame = 0; frame < 4; frame++)
    test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_true (gtk_widget_compute_bounds (scroller, GTK_WIDGET (window), &view));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (mc_table_page_get_panel (page, (guint) game->turn.seat)),
                                            GTK_WIDGET (window), &shown));
  g_test_message ("seat %d's panel at y %.0f-%.0f, the column %.0f-%.0f", game->turn.seat, shown.origin.y,
                  shown.origin.y + shown.size.height, view.origin.y, view.origin.y + view.size.height);
  render (window, "column-follows-the-turn");
  g_assert_cmpfloat (shown.origin.y, >=, view.origin.y - 0.5);
  g_assert_cmpfloat (shown.origin.y + shown.size.height, <=, view.origin.y + view.size.height + 0.5);
  assert_same_place (arena_before, bounds_in_window (window, arena), "arena");
  assert_in_view (window, arena, "arena");
  close_state (window, dir);
}

/* Walk 20 (1024x720, solo and two players): the column scrolled so that
 * the card above the current one came cut in half under the arena, its
 * name cut. No card crosses the column's top edge, at its end too (walk
 * 21: the last player's turn). */
static void
assert_no_card_cut_at_the_top (McWindow *window)
{
  McTablePage *page = mc_window_get_table_page (window);
  const TemGame *game = mc_session_get_game (mc_window_get_session (window));
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (mc_table_page_get_panel (page, 0)),
                                                 GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t view;

  g_assert_true (gtk_widget_compute_bounds (scroller, GTK_WIDGET (window), &view));
  for (guint seat = 0; seat < game->n_players; seat++)
    {
      graphene_rect_t card;

      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (mc_table_page_get_panel (page, seat)),
                                                GTK_WIDGET (window), &card));
      g_test_message ("seat %u's card at y %.0f-%.0f, the column from %.0f", seat, card.origin.y,
                      card.origin.y + card.size.height, view.origin.y);
      g_assert_false (card.origin.y < view.origin.y - 0.5 && card.origin.y + card.size.height > view.origin.y + 0.5);
    }
}

/* Walk 16 (1024x720, pl, three players): in the combat of the second
 * and third players the column showed the first player (not in it) and
 * the second; the third's health and score were below the fold; at
 * 1280x800 Robot B's panel came 12 px cut on its turn. In a combat of
 * four players' (four-players.jsonl, line 216: players 2 and 4), both
 * pilots' panels are in view, whole, when they fit the column; the one
 * attacking now always. */
static void
check_column_shows_both_pilots (const char *example,
                                guint       lines,
                                int         width,
                                int         height)
{
  char *dir = NULL;
  McWindow *window = test_ui_open_example (example, lines, width, height, &dir);
  McTablePage *page = mc_window_get_table_page (window);
  const TemGame *game = mc_session_get_game (mc_window_get_session (window));
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (mc_table_page_get_panel (page, 0)),
                                                 GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t view, shown[2], both;
  int pilots[2];

  g_assert_true (game->combat.active);
  pilots[0] = game->combat.attacker;
  pilots[1] = game->combat.defender;
  for (guint frame = 0; frame < 5; frame++)
    test_ui_wait_for_frame (GTK_WIDGET (window));
  render (window, "column-shows-both-pilots");
  g_assert_true (gtk_widget_compute_bounds (scroller, GTK_WIDGET (window), &view));
  for (guint i = 0; i < G_N_ELEMENTS (pilots); i++)
    g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (mc_table_page_get_panel (page, (guint) pilots[i])),
                                              GTK_WIDGET (window), &shown[i]));
  graphene_rect_union (&shown[0], &shown[1], &both);

  /* Whoever is out of the combat shows only the card's heading (a
   * card a line; two a line, they fit). */
  if (game->n_players == 3)
    for (guint seat = 0; seat < game->n_players; seat++)
      g_assert_true (mc_player_panel_get_folded (mc_table_page_get_panel (page, seat))
                     == ((int) seat != pilots[0] && (int) seat != pilots[1]));
  /* The solo combats: both, whole, when two cards and a heading fit
   * the column (1280x800; at 1024x720 the one attacking now). */
  if (game->n_players == 3 && shown[0].size.height + shown[1].size.height + 100 <= view.size.height)
    g_assert_cmpfloat (both.size.height, <=, view.size.height);
  for (guint i = 0; i < G_N_ELEMENTS (pilots); i++)
    {
      g_test_message ("seat %d's panel at y %.0f-%.0f, the column %.0f-%.0f; seat %d attacks now", pilots[i],
                      shown[i].origin.y, shown[i].origin.y + shown[i].size.height, view.origin.y,
                      view.origin.y + view.size.height, game->combat.next);
      /* Both when they fit the column; the one attacking now always. */
      if (both.size.height > view.size.height && pilots[i] != game->combat.next)
        continue;
      g_assert_cmpfloat (shown[i].origin.y, >=, view.origin.y - 0.5);
      g_assert_cmpfloat (shown[i].origin.y + shown[i].size.height, <=, view.origin.y + view.size.height + 0.5);
    }
  assert_no_card_cut_at_the_top (window);
  close_state (window, dir);
}

/* Solo at the default window, through robots' turns and a combat: the
 * column shows whole cards at its top. */
static void
test_column_top_is_a_card_top_1024x720 (void)
{
  /* 123 and 139: the last seat's turns (walk 21: at the column's end,
   * Robot A's card cut above Robot B's). */
  const guint lines[] = { 122, 123, 126, 132, 139, 166 };

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      char *dir = NULL;
      McWindow *window = test_ui_open_example ("solo", lines[i], 1024, 720, &dir);

      for (guint frame = 0; frame < 12; frame++)
        test_ui_wait_for_frame (GTK_WIDGET (window));
      if (i == 0)
        render (window, "column-top-is-a-card-top");
      assert_no_card_cut_at_the_top (window);
      close_state (window, dir);
    }
}

static void
test_column_shows_both_pilots_1024x720 (void)
{
  check_column_shows_both_pilots ("four-players", 216, 1024, 720);
}

static void
test_column_shows_both_pilots_1280x800 (void)
{
  check_column_shows_both_pilots ("four-players", 216, 1280, 800);
}

/* Walk 20 (en, 1280x800, solo): Robot B jumped on Carla; Robot A's card,
 * out of the combat, lay between theirs and one fighter was always out
 * of view. Both fighters' cards whole in view, whoever attacks now
 * (solo.jsonl, lines 166 and 167: Robot B, then the human); once the
 * combat is over, every card whole again. */
static void
check_solo_combat_shows_both (int width,
                              int height)
{
  char *dir = NULL;
  McWindow *window;
  McTablePage *page;

  check_column_shows_both_pilots ("solo", 166, width, height);
  check_column_shows_both_pilots ("solo", 167, width, height);
  window = test_ui_open_example ("solo", 170, width, height, &dir);
  page = mc_window_get_table_page (window);
  g_assert_false (mc_session_get_game (mc_window_get_session (window))->combat.active);
  for (guint seat = 0; seat < 3; seat++)
    g_assert_false (mc_player_panel_get_folded (mc_table_page_get_panel (page, seat)));
  close_state (window, dir);
}

static void
test_solo_combat_shows_both_1280x800 (void)
{
  check_solo_combat_shows_both (1280, 800);
}

static void
test_solo_combat_shows_both_1024x720 (void)
{
  check_solo_combat_shows_both (1024, 720);
}

static gboolean
is_zone (GtkWidget    *widget,
         gconstpointer data)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_has_css_class (widget, "zone");
}

/* Walk 17 (1280x800): the arena's columns moved sideways as pilots came
 * and went, up to 43 px when a combat began (two figures in a zone), and
 * a tap meant for a zone opened its neighbour's card. A whole game of two
 * taken back step by step, then one of four from line 230 (combats among
 * them): the first zone keeps its place. */
static void
check_arena_holds_still (int width,
                         int height)
{
  const struct { const char *example; guint lines, steps; } games[] = { { "two-players", 0, 300 },
                                                                         { "four-players", 230, 40 } };
  guint combats = 0;

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      char *dir = NULL;
      McWindow *window = test_ui_open_example (games[g].example, games[g].lines, width, height, &dir);
      McSession *session = mc_window_get_session (window);
      GtkWidget *arena = GTK_WIDGET (mc_table_page_get_arena (mc_window_get_table_page (window)));
      graphene_rect_t before;

      test_ui_wait_for_frame (GTK_WIDGET (window));
      before = bounds_in_window (window, test_ui_find_widget (arena, is_zone, NULL));
      for (guint step = 0; step < games[g].steps && mc_session_can_undo (session); step++)
        {
          graphene_rect_t after;

          g_assert_true (mc_session_undo (session));
          test_ui_wait_for_frame (GTK_WIDGET (window));
          combats += mc_session_get_game (session)->combat.active;
          after = bounds_in_window (window, test_ui_find_widget (arena, is_zone, NULL));
          if (after.origin.x != before.origin.x || after.size.width != before.size.width)
            {
              render (window, "arena-moved");
              g_error ("%s, step %u back: the first zone moved from x %.0f (%.0f wide) to x %.0f (%.0f wide)",
                       games[g].example, step, before.origin.x, before.size.width, after.origin.x,
                       after.size.width);
            }
        }
      close_state (window, dir);
    }
  g_test_message ("%u steps in a combat", combats);
  g_assert_cmpuint (combats, >, 0);
}

static void
test_arena_holds_still_1280x800 (void)
{
  check_arena_holds_still (1280, 800);
}

int
main (int   argc,
      char *argv[])
{
  const char *language = NULL;
  int status;

  /* --language=es: the run's language (meson runs one per language). */
  for (int i = 1; i < argc; i++)
    if (g_str_has_prefix (argv[i], "--language="))
      {
        language = argv[i] + strlen ("--language=");
        memmove (&argv[i], &argv[i + 1], (gsize) (argc - i) * sizeof (char *));
        argc--;
        break;
      }
  test_ui_init (&argc, &argv);
  /* GNOME's and Phosh's window buttons: Close only (see test-ui-cutoff.c). */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);
  if (language != NULL)
    test_set_language (language);
  g_test_add_func ("/ui-layout/turn-in-view-1280x800", test_turn_in_view_1280x800);
  g_test_add_func ("/ui-layout/turn-in-view-1024x720", test_turn_in_view_1024x720);
  g_test_add_func ("/ui-layout/purchase-in-view-1280x800", test_purchase_in_view_1280x800);
  g_test_add_func ("/ui-layout/purchase-in-view-1024x720", test_purchase_in_view_1024x720);
  g_test_add_func ("/ui-layout/every-state-fits-360-px", test_every_state_fits_360_px);
  g_test_add_func ("/ui-layout/the-round-hint-is-whole", test_the_round_hint_is_whole);
  g_test_add_func ("/ui-layout/every-cards-directions-fit-360-px", test_every_cards_directions_fit_360_px);
  g_test_add_func ("/ui-layout/nothing-moves-1280x800", test_nothing_moves_1280x800);
  g_test_add_func ("/ui-layout/focus-after-main-action", test_focus_after_main_action);
  g_test_add_func ("/ui-layout/focus-stays-in-the-turn-after-a-tap", test_focus_stays_in_the_turn_after_a_tap);
  g_test_add_func ("/ui-layout/refusal-keeps-directions-1280x800", test_refusal_keeps_directions_1280x800);
  g_test_add_func ("/ui-layout/column-shows-both-pilots-1024x720", test_column_shows_both_pilots_1024x720);
  g_test_add_func ("/ui-layout/arena-holds-still-1280x800", test_arena_holds_still_1280x800);
  g_test_add_func ("/ui-layout/column-shows-both-pilots-1280x800", test_column_shows_both_pilots_1280x800);
  g_test_add_func ("/ui-layout/column-top-is-a-card-top-1024x720", test_column_top_is_a_card_top_1024x720);
  g_test_add_func ("/ui-layout/solo-combat-shows-both-1280x800", test_solo_combat_shows_both_1280x800);
  g_test_add_func ("/ui-layout/solo-combat-shows-both-1024x720", test_solo_combat_shows_both_1024x720);
  g_test_add_func ("/ui-layout/refusal-keeps-directions-360x640", test_refusal_keeps_directions_360x640);
  g_test_add_func ("/ui-layout/refusal-keeps-purchases-1280x800", test_refusal_keeps_purchases_1280x800);
  g_test_add_func ("/ui-layout/refusal-keeps-purchases-360x640", test_refusal_keeps_purchases_360x640);
  g_test_add_func ("/ui-layout/refusal-keeps-end-turn", test_refusal_keeps_end_turn);
  g_test_add_func ("/ui-layout/nothing-moves-360x640", test_nothing_moves_360x640);
  g_test_add_func ("/ui-layout/directions-in-one-place-1280x800", test_directions_in_one_place_1280x800);
  g_test_add_func ("/ui-layout/robot-buttons-in-one-place-1280x800", test_robot_buttons_in_one_place_1280x800);
  g_test_add_func ("/ui-layout/cards-in-one-place-turn-after-turn-1280x800",
                   test_cards_in_one_place_turn_after_turn_1280x800);
  g_test_add_func ("/ui-layout/directions-in-one-place-1024x720", test_directions_in_one_place_1024x720);
  g_test_add_func ("/ui-layout/directions-in-one-place-360x640", test_directions_in_one_place_360x640);
  g_test_add_func ("/ui-layout/weapon-refusal-under-the-weapons-360x640",
                   test_weapon_refusal_under_the_weapons_360x640);
  g_test_add_func ("/ui-layout/a-card-keeps-the-sheet-in-place-360x640", test_a_card_keeps_the_sheet_in_place_360x640);
  g_test_add_func ("/ui-layout/robot-step-in-view-360x640", test_robot_step_in_view_360x640);
  g_test_add_func ("/ui-layout/robot-buttons-head-the-sheet-360x640", test_robot_buttons_head_the_sheet_360x640);
  g_test_add_func ("/ui-layout/header-round-whole-360x640", test_header_round_whole_360x640);
  g_test_add_func ("/ui-layout/names-whole-360x640", test_names_whole_360x640);
  g_test_add_func ("/ui-layout/long-notice-fits-1280x800", test_long_notice_fits_1280x800);
  g_test_add_func ("/ui-layout/long-notice-fits-360x640", test_long_notice_fits_360x640);
  g_test_add_func ("/ui-layout/the-cards-action-where-end-turn-is-1024x720",
                   test_the_cards_action_where_end_turn_is_1024x720);
  g_test_add_func ("/ui-layout/the-cards-action-where-end-turn-is-360x640",
                   test_the_cards_action_where_end_turn_is_360x640);
  g_test_add_func ("/ui-layout/arena-stays-1280x800", test_arena_stays_1280x800);
  g_test_add_func ("/ui-layout/arena-stays-1024x720", test_arena_stays_1024x720);
  g_test_add_func ("/ui-layout/column-follows-the-turn-1024x720", test_column_follows_the_turn_1024x720);
  status = g_test_run ();
  test_ui_finish ();
  return status;
}
