/* SPDX-License-Identifier: GPL-3.0-or-later */
/* On a phone (360×640) the numbers stay in sight during a turn: the
 * player's health, energy, credits and score in the turn sheet's handle,
 * the whole arena (the zones a robot compares, where it goes) above the
 * sheet, the direction buttons in view once a card is chosen, and no empty
 * band once the toast is gone. The window fits 360 px in solo too, the
 * sheet open and folded; a toast never covers End Turn or a robot's Next
 * and Back; a new step opens at its top (issue 24). */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "app/mc-rules-page.h"
#include "app/mc-setup-page.h"
#include "app/mc-table-page.h"
#include "app/mc-turn-button.h"
#include "app/mc-turn-panel.h"
#include "app/mc-window.h"

#include "test-util.h"
#include "test-ui-util.h"

typedef struct
{
  McWindow *window;
  char     *dir;
} Table;

static GtkWidget *find_label (GtkWidget  *widget,
                              const char *text);

static void
table_open (Table      *table,
            const char *example,
            guint       n_lines)
{
  table->window = test_ui_open_example (example, n_lines, 360, 640, &table->dir);
}

static void
table_close (Table *table)
{
  gtk_window_destroy (GTK_WINDOW (table->window));
  test_remove_tree (table->dir);
  g_clear_pointer (&table->dir, g_free);
}

static graphene_rect_t
bounds_in_window (Table     *table,
                  GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (table->window), &bounds));
  return bounds;
}

/* Every zone card of the arena lies above the turn sheet, in the window. */
static void
assert_arena_in_sight (Table *table)
{
  McTablePage *page = mc_window_get_table_page (table->window);
  graphene_rect_t arena = bounds_in_window (table, GTK_WIDGET (mc_table_page_get_arena (page)));
  graphene_rect_t sheet = bounds_in_window (table, mc_table_page_get_sheet (page));

  g_test_message ("arena %.0f..%.0f, sheet from %.0f", arena.origin.y, arena.origin.y + arena.size.height,
                  sheet.origin.y);
  g_assert_cmpfloat (arena.origin.y, >=, 0);
  g_assert_cmpfloat (arena.origin.y + arena.size.height, <=, sheet.origin.y + 1);
}

/* The widget lies inside the visible part of the turn sheet. */
static void
assert_in_sheet_view (Table     *table,
                      GtkWidget *widget)
{
  McTablePage *page = mc_window_get_table_page (table->window);
  graphene_rect_t sheet = bounds_in_window (table, mc_table_page_get_sheet (page));
  graphene_rect_t shown = bounds_in_window (table, widget);

  g_assert_cmpfloat (shown.origin.y, >=, sheet.origin.y);
  g_assert_cmpfloat (shown.origin.y + shown.size.height, <=, sheet.origin.y + sheet.size.height + 1);
}

/* Ana's turn in the solo example: her numbers stay in sight, the arena
 * too; once she chooses a card only it stays, and the four directions
 * are in view without scrolling. */
static void
test_a_players_turn_keeps_the_numbers_in_sight (void)
{
  Table table = { 0 };
  McTablePage *page;
  McTurnPanel *panel;
  const TemGame *game;
  const TemPlayer *ana;
  g_autofree char *said = NULL;

  table_open (&table, "solo", 120);
  page = mc_window_get_table_page (table.window);
  panel = mc_table_page_get_turn_panel (page);
  game = mc_session_get_game (mc_window_get_session (table.window));
  g_assert_cmpint (game->phase, ==, TEM_PHASE_EXECUTION);
  g_assert_cmpint (game->turn.seat, ==, 0);
  ana = &game->players[0];

  said = g_strdup_printf ("%s: health %d of %d, energy %d, credits %d, score %d.", ana->name, ana->health,
                          tem_player_get_health_top (ana), ana->energy, ana->credits, ana->score);
  g_assert_cmpstr (mc_table_page_get_numbers_in_sight (page), ==, said);
  assert_arena_in_sight (&table);

  g_assert_true (mc_turn_panel_choose_card (panel, TEM_PROGRAM_COLLECT));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  /* Every card stays where it was, the directions above them. */
  g_assert_nonnull (mc_turn_panel_find_button (panel, "card-purchase"));
  for (TemDirection direction = TEM_DIRECTION_NORTH; direction <= TEM_DIRECTION_WEST; direction++)
    {
      g_autofree char *name = g_strdup_printf ("direction-%s", tem_direction_get_id (direction));
      GtkWidget *button = mc_turn_panel_find_button (panel, name);

      g_assert_nonnull (button);
      assert_in_sheet_view (&table, button);
    }
  test_ui_render_to_png (GTK_WIDGET (table.window), "phone-card-chosen-360x640.png");

  /* Tapped again, the card is given back: the directions greyed. */
  g_assert_true (mc_turn_panel_choose_card (panel, TEM_PROGRAM_COLLECT));
  g_assert_nonnull (mc_turn_panel_find_button (panel, "card-purchase"));
  g_assert_false (gtk_widget_get_sensitive (mc_turn_panel_find_button (panel, "direction-north")));
  table_close (&table);
}

/* A Robot Pilot's turn: its numbers in sight, and the zones it compares
 * and where it goes, on the arena above the sheet. */
static void
test_a_robots_turn_keeps_its_zones_in_sight (void)
{
  Table table = { 0 };
  McTablePage *page;
  const TemGame *game;

  table_open (&table, "solo", 122);
  page = mc_window_get_table_page (table.window);
  game = mc_session_get_game (mc_window_get_session (table.window));
  g_assert_true (game->players[game->turn.seat].robot);
  g_assert_true (test_ui_tap (mc_table_page_get_turn_panel (page), "robot-draw"));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_assert_true (g_str_has_prefix (mc_table_page_get_numbers_in_sight (page), game->players[game->turn.seat].name));
  assert_arena_in_sight (&table);
  test_ui_render_to_png (GTK_WIDGET (table.window), "phone-robot-plan-360x640.png");
  table_close (&table);
}

/* The page's content at its narrowest, whatever the page tells the
 * window. */
static int
content_minimum (McTablePage *page)
{
  int total = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (page)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child))
      {
        int min;

        gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
        total += min;
      }
  return total;
}

/* The window fits a phone's 360 px in a solo game, the turn sheet open
 * and folded: folding it makes nothing wider. */
static void
test_solo_fits_360_px (void)
{
  Table table = { 0 };
  McTablePage *page;
  GtkToggleButton *handle;
  int minimum, width;

  table_open (&table, "solo", 122);
  page = mc_window_get_table_page (table.window);
  handle = GTK_TOGGLE_BUTTON (gtk_widget_get_first_child (mc_table_page_get_sheet (page)));
  gtk_widget_measure (GTK_WIDGET (table.window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_test_message ("narrowest: %d px", minimum);
  g_assert_cmpint (minimum, <=, 360);
  width = gtk_widget_get_width (GTK_WIDGET (table.window));
  g_assert_cmpint (width, <=, 360);
  g_assert_cmpint (content_minimum (page), <=, gtk_widget_get_width (GTK_WIDGET (page)));

  gtk_toggle_button_set_active (handle, FALSE);
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_render_to_png (GTK_WIDGET (table.window), "phone-sheet-folded-360x640.png");
  g_test_message ("folded: the page's content at least %d of %d px", content_minimum (page),
                  gtk_widget_get_width (GTK_WIDGET (page)));
  g_assert_cmpint (content_minimum (page), <=, gtk_widget_get_width (GTK_WIDGET (page)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (table.window)), ==, width);
  table_close (&table);
}

/* The toast on screen, if any. */
static GtkWidget *
find_toast (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (g_str_equal (gtk_widget_get_css_name (child), "toast") && gtk_widget_get_mapped (child))
        return child;
      if ((found = find_toast (child)) != NULL)
        return found;
    }
  return NULL;
}

/* The toast shows and does not cover what shows of @name. */
static void
assert_toast_clear_of (Table      *table,
                       McTurnPanel *panel,
                       const char *name)
{
  GtkWidget *toast = find_toast (GTK_WIDGET (table->window));
  GtkWidget *button = mc_turn_panel_find_button (panel, name);
  graphene_rect_t over, under;

  g_assert_nonnull (toast);
  g_assert_nonnull (button);
  over = bounds_in_window (table, toast);
  under = bounds_in_window (table, button);
  /* What shows of the button: the sheet scrolls. */
  {
    graphene_rect_t shown = bounds_in_window (table, gtk_widget_get_ancestor (button, GTK_TYPE_SCROLLED_WINDOW));

    if (!graphene_rect_intersection (&under, &shown, &under))
      {
        g_test_message ("%s is scrolled out of the sheet's view", name);
        return;
      }
  }
  g_test_message ("toast %.0f..%.0f, %s %.0f..%.0f", over.origin.y, over.origin.y + over.size.height, name,
                  under.origin.y, under.origin.y + under.size.height);
  g_assert_false (graphene_rect_intersection (&over, &under, NULL));
}

/* A toast never covers End Turn, nor a robot's Next or Back. */
static void
test_toasts_leave_the_main_buttons_free (void)
{
  Table table = { 0 };
  McTurnPanel *panel;
  const TemGame *game;

  table_open (&table, "solo", 120);
  panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
  game = mc_session_get_game (mc_window_get_session (table.window));
  g_assert_true (mc_turn_panel_choose_card (panel, TEM_PROGRAM_COLLECT));
  for (TemDirection d = TEM_DIRECTION_NORTH; d <= TEM_DIRECTION_WEST && game->turn.card == TEM_PROGRAM_NONE; d++)
    {
      g_autofree char *name = g_strdup_printf ("direction-%s", tem_direction_get_id (d));

      test_ui_tap (panel, name);
    }
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  assert_toast_clear_of (&table, panel, "end-turn");
  /* A short toast on one line: "Ana ends / the turn" wrapped after
   * eight letters with 200 px of room (walk 10). */
  {
    const char *title = mc_window_get_toast_title (table.window);
    GtkWidget *label = find_label (find_toast (GTK_WIDGET (table.window)), title);

    g_assert_cmpstr (title, ==, "Ana plays Collect, north");
    g_assert_nonnull (label);
    g_test_message ("toast \"%s\": %d lines", title, pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label))));
    g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label))), ==, 1);
  }
  /* Over the board, not in a band kept empty under the sheet (walk 10:
   * 80-95 px blank while the step's buttons were below its fold). */
  {
    GtkWidget *sheet = gtk_widget_get_ancestor (mc_turn_panel_find_button (panel, "end-turn"),
                                                GTK_TYPE_SCROLLED_WINDOW);
    graphene_rect_t shown = bounds_in_window (&table, sheet);
    int height = gtk_widget_get_height (GTK_WIDGET (table.window));

    g_test_message ("the sheet ends at %.0f of %d", shown.origin.y + shown.size.height, height);
    g_assert_cmpfloat (shown.origin.y + shown.size.height, >=, height - 12);
  }
  table_close (&table);

  table_open (&table, "solo", 122);
  panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
  g_assert_true (test_ui_tap (panel, "robot-draw"));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_render_to_png (GTK_WIDGET (table.window), "phone-robot-toast-360x640.png");
  assert_toast_clear_of (&table, panel, "robot-next");
  if (mc_turn_panel_find_button (panel, "robot-back") != NULL)
    assert_toast_clear_of (&table, panel, "robot-back");
  table_close (&table);
}

static gboolean
is_end_round_button (GtkWidget    *widget,
                     gconstpointer data)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "win.end-round") == 0;
}

/* Walk 11 (360x640, es, pl, en): the toast "Round 1 ends; round 2
 * begins" lay on the round bar's End Round, and a tap meant for it undid
 * the round's end. Between rounds the toast is at the window's foot, over
 * a band the sheet keeps empty. */
static void
test_round_toast_leaves_end_round_free (void)
{
  Table table = { 0 };
  McTurnPanel *panel;
  GtkWidget *toast, *end_round, *sheet;
  graphene_rect_t over, under, shown;

  table_open (&table, "two-players", 161);   /* every card of round 2 played */
  panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
  g_assert_true (test_ui_tap (panel, "end-round"));
  test_ui_answer_what_is_asked ();
  for (guint frame = 0; frame < 3; frame++)
    test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_render_to_png (GTK_WIDGET (table.window), "phone-round-toast-360x640.png");
  toast = find_toast (GTK_WIDGET (table.window));
  end_round = test_ui_find_widget (GTK_WIDGET (table.window), is_end_round_button, NULL);
  g_assert_nonnull (toast);
  g_assert_nonnull (end_round);
  over = bounds_in_window (&table, toast);
  under = bounds_in_window (&table, end_round);
  g_test_message ("toast %.0f..%.0f, End Round %.0f..%.0f", over.origin.y, over.origin.y + over.size.height,
                  under.origin.y, under.origin.y + under.size.height);
  g_assert_false (graphene_rect_intersection (&over, &under, NULL));
  /* Nor over the sheet's step: it ends above the toast. */
  sheet = gtk_widget_get_ancestor (GTK_WIDGET (panel), GTK_TYPE_SCROLLED_WINDOW);
  shown = bounds_in_window (&table, sheet);
  g_test_message ("the sheet's step ends at %.0f", shown.origin.y + shown.size.height);
  g_assert_cmpfloat (shown.origin.y + shown.size.height, <=, over.origin.y);
  table_close (&table);
}

/* The toast of a game opened while its cards are played (made before
 * the page has its size) is over the board, not over the sheet's cards
 * (walk 11's "Game resumed" on Power Up and Deploy Mine). */
static void
test_resume_toast_over_the_board (void)
{
  Table table = { 0 };
  McTurnPanel *panel;
  GtkWidget *toast, *sheet;
  graphene_rect_t over, shown;

  table_open (&table, "solo", 120);
  panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  toast = find_toast (GTK_WIDGET (table.window));
  g_assert_nonnull (toast);
  sheet = gtk_widget_get_ancestor (GTK_WIDGET (panel), GTK_TYPE_SCROLLED_WINDOW);
  over = bounds_in_window (&table, toast);
  shown = bounds_in_window (&table, sheet);
  g_test_message ("toast %.0f..%.0f, the sheet's step from %.0f", over.origin.y, over.origin.y + over.size.height,
                  shown.origin.y);
  g_assert_false (graphene_rect_intersection (&over, &shown, NULL));
  table_close (&table);
}

/* A new step opens at its top: its title in view, however far the last
 * one was scrolled. */
static void
test_the_sheet_opens_at_the_top_of_its_step (void)
{
  Table table = { 0 };
  McTablePage *page;
  McTurnPanel *panel;
  GtkScrolledWindow *scroller;
  GtkAdjustment *adjustment;
  const TemGame *game;

  table_open (&table, "solo", 120);
  /* A short phone (or a landscape one): at 360x640 her step fits the
   * sheet whole now that no band is kept for toasts. */
  gtk_window_set_default_size (GTK_WINDOW (table.window), 360, 520);
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  page = mc_window_get_table_page (table.window);
  panel = mc_table_page_get_turn_panel (page);
  scroller = GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (GTK_WIDGET (panel), GTK_TYPE_SCROLLED_WINDOW));
  adjustment = gtk_scrolled_window_get_vadjustment (scroller);
  game = mc_session_get_game (mc_window_get_session (table.window));
  g_assert_false (game->players[game->turn.seat].robot);
  /* Her card is played, the players scroll to End Turn and her turn
   * ends: the robot's step from its top. (Her seven cards fit the sheet
   * now, two a row: /ui-phone/all-cards-in-view-in-spanish.) */
  g_assert_true (mc_turn_panel_choose_card (panel, TEM_PROGRAM_COLLECT));
  for (TemDirection d = TEM_DIRECTION_NORTH; d <= TEM_DIRECTION_WEST && game->turn.card == TEM_PROGRAM_NONE; d++)
    mc_turn_panel_choose_direction (panel, d);
  g_assert_cmpint (game->turn.card, ==, TEM_PROGRAM_COLLECT);
  for (guint frame = 0; frame < 4; frame++)
    test_ui_wait_for_frame (GTK_WIDGET (table.window));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_test_message ("scrolled to %.0f of %.0f", gtk_adjustment_get_value (adjustment),
                  gtk_adjustment_get_upper (adjustment));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
  g_assert_true (test_ui_tap (panel, "end-turn"));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_assert_true (game->players[game->turn.seat].robot);
  g_test_message ("now %s, scrolled to %.0f", mc_turn_panel_get_title (panel), gtk_adjustment_get_value (adjustment));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
  table_close (&table);
}

/* The label under @widget showing @text, mapped. */
/* A shown label reading @data, found by test-ui-util's walk. */
static gboolean
is_shown_label (GtkWidget    *widget,
                gconstpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
         && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), data) == 0;
}

static GtkWidget *
find_label (GtkWidget  *widget,
            const char *text)
{
  return test_ui_find_widget (widget, is_shown_label, text);
}

/* @inner lies wholly inside @outer. */
static void
assert_inside (graphene_rect_t inner,
               graphene_rect_t outer,
               const char     *what)
{
  g_test_message ("%s: x %.0f..%.0f y %.0f..%.0f in x %.0f..%.0f y %.0f..%.0f", what, inner.origin.x,
                  inner.origin.x + inner.size.width, inner.origin.y, inner.origin.y + inner.size.height,
                  outer.origin.x, outer.origin.x + outer.size.width, outer.origin.y,
                  outer.origin.y + outer.size.height);
  g_assert_true (graphene_rect_contains_rect (&outer, &inner));
}

/* The toast lies whole in the window; over the board it is a notice
 * only: no Undo on it (the header's Undo is there), and a tap on it
 * reaches what is under it (walk 13 A: a tap meant for a number under
 * the toast undid the last action). */
static void
assert_toast_lets_taps_through (Table      *table,
                                GtkWidget  *toast,
                                const char *language)
{
  graphene_rect_t window = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (GTK_WIDGET (table->window)),
                                               gtk_widget_get_height (GTK_WIDGET (table->window)));
  graphene_rect_t shown = bounds_in_window (table, toast);
  GtkWidget *picked;

  g_assert_null (find_label (toast, language[0] == 'e' ? "_Deshacer" : "_Cofnij"));
  g_assert_null (find_label (toast, language[0] == 'e' ? "Deshacer" : "Cofnij"));
  assert_inside (shown, window, "toast");
  picked = gtk_widget_pick (GTK_WIDGET (table->window), shown.origin.x + shown.size.width / 2,
                            shown.origin.y + shown.size.height / 2, GTK_PICK_DEFAULT);
  g_assert_nonnull (picked);
  g_test_message ("a tap on the toast reaches %s", G_OBJECT_TYPE_NAME (picked));
  g_assert_false (picked == toast || gtk_widget_is_ancestor (picked, toast));
  /* The header's Undo, always in the same place. */
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (table->window), "undo"));
}

/* In Spanish and Polish the toast after a card is played is whole in the
 * window, its Undo button too ("Deshacer", "Cofnij" were cut at the
 * window's edge), and it covers neither End Turn nor a robot's Next and
 * Back; the step's title ("Ana's turn, card 1 of 4") is in the sheet's
 * handle, in view, and the numbers strip does not overlap it. */
static void
check_toast_whole (const char *language)
{
  Table table = { 0 };
  McTablePage *page;
  McTurnPanel *panel;
  const TemGame *game;
  GtkWidget *toast, *title, *strip;
  graphene_rect_t window, shown;
  g_autofree char *png = NULL;

  test_set_language (language);
  table_open (&table, "solo", 120);
  page = mc_window_get_table_page (table.window);
  panel = mc_table_page_get_turn_panel (page);
  game = mc_session_get_game (mc_window_get_session (table.window));
  g_assert_true (mc_turn_panel_choose_card (panel, TEM_PROGRAM_COLLECT));
  for (TemDirection d = TEM_DIRECTION_NORTH; d <= TEM_DIRECTION_WEST && game->turn.card == TEM_PROGRAM_NONE; d++)
    {
      g_autofree char *name = g_strdup_printf ("direction-%s", tem_direction_get_id (d));

      test_ui_tap (panel, name);
    }
  g_assert_cmpint (game->turn.card, ==, TEM_PROGRAM_COLLECT);
  for (guint frame = 0; frame < 20; frame++)
    test_ui_wait_for_frame (GTK_WIDGET (table.window));
  png = g_strdup_printf ("phone-toast-%s-360x640.png", language);
  test_ui_render_to_png (GTK_WIDGET (table.window), png);

  window = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (GTK_WIDGET (table.window)),
                               gtk_widget_get_height (GTK_WIDGET (table.window)));
  toast = find_toast (GTK_WIDGET (table.window));
  g_assert_nonnull (toast);
  assert_toast_lets_taps_through (&table, toast, language);
  assert_toast_clear_of (&table, panel, "end-turn");

  /* The title, whole and in view, clear of the numbers. */
  title = find_label (mc_table_page_get_sheet (page), mc_turn_panel_get_title (panel));
  g_assert_nonnull (title);
  g_assert_cmpint (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (title))), ==, FALSE);
  shown = bounds_in_window (&table, title);
  assert_inside (shown, window, "title");
  for (strip = gtk_widget_get_first_child (mc_table_page_get_sheet (page)); strip != NULL;)
    {
      GtkWidget *next = gtk_widget_get_first_child (strip);

      if (g_str_equal (gtk_widget_get_css_name (strip), "numbersstrip"))
        break;
      while (next == NULL && strip != NULL)
        {
          next = gtk_widget_get_next_sibling (strip);
          strip = gtk_widget_get_parent (strip);
        }
      strip = next;
    }
  g_assert_nonnull (strip);
  {
    graphene_rect_t numbers = bounds_in_window (&table, strip);

    g_test_message ("title y %.0f..%.0f, numbers y %.0f..%.0f", shown.origin.y, shown.origin.y + shown.size.height,
                    numbers.origin.y, numbers.origin.y + numbers.size.height);
    g_assert_false (graphene_rect_intersection (&shown, &numbers, NULL));
  }
  table_close (&table);

  /* A robot's turn: the toast leaves Next and Back free. */
  table_open (&table, "solo", 122);
  panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
  g_assert_true (test_ui_tap (panel, "robot-draw"));
  g_assert_true (test_ui_tap (panel, "robot-next"));
  for (guint frame = 0; frame < 20; frame++)
    test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_free (png);
  png = g_strdup_printf ("phone-robot-toast-%s-360x640.png", language);
  test_ui_render_to_png (GTK_WIDGET (table.window), png);
  toast = find_toast (GTK_WIDGET (table.window));
  g_assert_nonnull (toast);
  assert_toast_lets_taps_through (&table, toast, language);
  if (toast != NULL && mc_turn_panel_find_button (panel, "robot-next") != NULL)
    assert_toast_clear_of (&table, panel, "robot-next");
  if (toast != NULL && mc_turn_panel_find_button (panel, "robot-back") != NULL)
    assert_toast_clear_of (&table, panel, "robot-back");
  table_close (&table);
  test_set_language ("en");
}

static void
test_toast_whole_in_spanish (void)
{
  check_toast_whole ("es");
}

static void
test_toast_whole_in_polish (void)
{
  check_toast_whole ("pl");
}

/* Nothing moves under a finger through a step (issue 24.6): the step's
 * main button keeps its place; once the card's action is taken
 * (Collect), End Turn comes where it was (walk 21: End Turn's place is
 * the main button's, on every card). */
static void
test_end_turn_stays_when_collect_goes (void)
{
  Table table = { 0 };
  McTurnPanel *panel;
  const TemGame *game;
  graphene_rect_t before, after;

  table_open (&table, "two-players", 120);
  panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
  game = mc_session_get_game (mc_window_get_session (table.window));
  g_assert_true (mc_turn_panel_choose_card (panel, TEM_PROGRAM_COLLECT));
  for (TemDirection d = TEM_DIRECTION_NORTH; d <= TEM_DIRECTION_WEST && game->turn.card == TEM_PROGRAM_NONE; d++)
    {
      g_autofree char *name = g_strdup_printf ("direction-%s", tem_direction_get_id (d));

      test_ui_tap (panel, name);
    }
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_assert_nonnull (mc_turn_panel_find_button (panel, "collect"));
  before = bounds_in_window (&table, mc_turn_panel_find_button (panel, "collect"));
  g_assert_true (test_ui_tap (panel, "collect"));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_render_to_png (GTK_WIDGET (table.window), "phone-collected-360x640.png");
  g_assert_null (mc_turn_panel_find_button (panel, "collect"));
  after = bounds_in_window (&table, mc_turn_panel_find_button (panel, "end-turn"));
  g_test_message ("end-turn x %.0f y %.0f w %.0f h %.0f then x %.0f y %.0f w %.0f h %.0f", before.origin.x, before.origin.y,
                  before.size.width, before.size.height, after.origin.x, after.origin.y, after.size.width,
                  after.size.height);
  g_assert_true (graphene_rect_equal (&before, &after));
  table_close (&table);
}

/* A refused action says why, and under it a small link to its rule
 * (issue 24.15): Ben cannot upgrade to Power Armor with 4 credits
 * (R-A13: 5 credits). The link says the topic's name, never the ID; it
 * is a button a keyboard reaches, and opens the topic of R-A13. */
static void
test_a_refusal_links_to_its_rule (void)
{
  Table table = { 0 };
  McTurnPanel *panel;
  GtkWidget *upgrade, *link;
  GVariant *target;
  const char *said;
  McRulesPage *rules;

  table_open (&table, "two-players", 150);
  panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
  upgrade = mc_turn_panel_find_button (panel, "upgrade");
  g_assert_nonnull (upgrade);
  g_assert_false (gtk_widget_get_sensitive (upgrade));
  g_assert_cmpstr (mc_turn_button_get_refusal (MC_TURN_BUTTON (upgrade)), !=, "");
  /* Said under the row of actions, as every refusal of the turn. */
  link = mc_turn_panel_find_button (panel, "refusals-rule");
  g_assert_nonnull (link);
  g_assert_true (gtk_widget_get_mapped (link));
  g_assert_true (gtk_widget_is_sensitive (link));
  g_assert_true (gtk_widget_get_focusable (link));
  said = gtk_label_get_label (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (link))));
  g_test_message ("link: %s", said);
  g_assert_true (g_str_has_prefix (said, "Rule: "));
  g_assert_null (strstr (said, "R-"));
  g_assert_null (strstr (mc_turn_button_get_refusal (MC_TURN_BUTTON (upgrade)), "R-A"));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (link)), ==, "win.show-rule");
  target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (link));
  g_assert_cmpstr (g_variant_get_string (target, NULL), ==, "R-A13");
  test_ui_render_to_png (GTK_WIDGET (table.window), "phone-refusal-link-360x640.png");

  test_ui_click (link);
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  rules = mc_window_get_rules_page (table.window);
  g_assert_cmpstr (mc_window_get_visible_page (table.window), ==, "rules");
  g_test_message ("opened: %s (%s)", mc_rules_page_get_topic_title (rules), mc_rules_page_get_topic_id (rules));
  g_assert_nonnull (strstr (said, mc_rules_page_get_topic_title (rules)));
  table_close (&table);
}


/* The sheet scrolled to its end, as a player scrolls to reach a button. */
static GtkAdjustment *
scroll_sheet_down (Table *table)
{
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table->window));
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (panel), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

  test_ui_wait_for_frame (GTK_WIDGET (table->window));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  test_ui_wait_for_frame (GTK_WIDGET (table->window));
  return adjustment;
}

/* A finger's tap: the button takes the focus, then is pressed. */
static void
tap_with_focus (McTurnPanel *panel,
                const char  *name)
{
  GtkWidget *button = mc_turn_panel_find_button (panel, name);

  g_assert_nonnull (button);
  gtk_widget_grab_focus (button);
  g_assert_true (test_ui_tap (panel, name));
}

/* The step opens at its first line: the sheet at its top, what was just
 * told (or the step's words) in view. */
static void
assert_opens_at_first_line (Table      *table,
                            const char *what)
{
  McTablePage *page = mc_window_get_table_page (table->window);
  McTurnPanel *panel = mc_table_page_get_turn_panel (page);
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (panel), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  const char *first = *mc_turn_panel_get_told (panel) != '\0' ? mc_turn_panel_get_told (panel)
                                                               : mc_turn_panel_get_body (panel);
  g_autofree char *png = g_strdup_printf ("phone-opens-%s-360x640.png", what);
  GtkWidget *label;

  for (guint frame = 0; frame < 5; frame++)
    test_ui_wait_for_frame (GTK_WIDGET (table->window));
  test_ui_render_to_png (GTK_WIDGET (table->window), png);
  g_test_message ("%s: scrolled to %.0f of %.0f; first line: %s", what, gtk_adjustment_get_value (adjustment),
                  gtk_adjustment_get_upper (adjustment), first);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
  label = find_label (GTK_WIDGET (panel), first);
  g_assert_nonnull (label);
  assert_in_sheet_view (table, label);
}

/* Every kind of step opens at its first line however far the players
 * scrolled the last one (the walk: a Purchase opened with its first
 * button cut, after buying it opened at End Turn 300 px under "Ana buys
 * the Energy Sword", a Power Up and a combat with their first line cut):
 * a card chosen, its direction (Purchase, Power Up), a weapon bought, a
 * combat begun and an attack in it, and the next player's turn. */
static void
test_every_step_opens_at_its_first_line (void)
{
  Table table = { 0 };
  McTurnPanel *panel;

  test_set_language ("es");
  table_open (&table, "two-players", 125);
  panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
  scroll_sheet_down (&table);
  tap_with_focus (panel, "card-purchase");
  assert_opens_at_first_line (&table, "card-chosen");
  scroll_sheet_down (&table);
  tap_with_focus (panel, "direction-north");
  assert_opens_at_first_line (&table, "purchase");
  scroll_sheet_down (&table);
  tap_with_focus (panel, "buy-0");
  assert_opens_at_first_line (&table, "bought");
  scroll_sheet_down (&table);
  tap_with_focus (panel, "end-turn");
  assert_opens_at_first_line (&table, "next-turn");
  table_close (&table);

  table_open (&table, "two-players", 149);
  panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
  scroll_sheet_down (&table);
  tap_with_focus (panel, "card-power-up");
  scroll_sheet_down (&table);
  tap_with_focus (panel, "direction-east");
  assert_opens_at_first_line (&table, "power-up");
  table_close (&table);

  /* Ana's turret south to D1 puts her in Robot A's zone: a combat. */
  table_open (&table, "solo", 130);
  panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
  scroll_sheet_down (&table);
  tap_with_focus (panel, "card-deploy-turret");
  scroll_sheet_down (&table);
  tap_with_focus (panel, "direction-south");
  g_assert_true (mc_session_get_game (mc_window_get_session (table.window))->combat.active);
  assert_opens_at_first_line (&table, "combat");
  scroll_sheet_down (&table);
  g_assert_true (test_ui_tap_first (panel, "attack-"));
  assert_opens_at_first_line (&table, "combat-attacked");
  table_close (&table);
  test_set_language ("en");
}

/* After a weapon is bought, End Turn stays where it was, right under the
 * words, and nothing but the step's room is above it: the walk found
 * ~300 px of empty sheet above it. */
static void
test_end_turn_stays_under_the_words_after_a_purchase (void)
{
  Table table = { 0 };
  McTablePage *page;
  McTurnPanel *panel;
  graphene_rect_t before, after, sheet;

  test_set_language ("es");
  table_open (&table, "two-players", 125);
  page = mc_window_get_table_page (table.window);
  panel = mc_table_page_get_turn_panel (page);
  test_ui_play_card (panel, TEM_PROGRAM_PURCHASE, TEM_DIRECTION_NORTH);
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  before = bounds_in_window (&table, mc_turn_panel_find_button (panel, "end-turn"));
  g_assert_true (test_ui_tap (panel, "buy-0"));
  for (guint frame = 0; frame < 3; frame++)
    test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_render_to_png (GTK_WIDGET (table.window), "phone-bought-360x640.png");
  after = bounds_in_window (&table, mc_turn_panel_find_button (panel, "end-turn"));
  sheet = bounds_in_window (&table, mc_table_page_get_sheet (page));
  g_test_message ("end-turn y %.0f then %.0f; sheet %.0f..%.0f", before.origin.y, after.origin.y, sheet.origin.y,
                  sheet.origin.y + sheet.size.height);
  g_assert_cmpfloat (after.origin.y, ==, before.origin.y);
  assert_in_sheet_view (&table, mc_turn_panel_find_button (panel, "end-turn"));
  table_close (&table);
  test_set_language ("en");
}

/* The widget lies inside what the sheet's scroller shows. */
static void
assert_in_scroller_view (Table     *table,
                         GtkWidget *widget,
                         double     share)
{
  graphene_rect_t view = bounds_in_window (table, gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW));
  graphene_rect_t shown = bounds_in_window (table, widget);

  g_test_message ("%s y %.0f..%.0f in %.0f..%.0f", gtk_widget_get_name (widget), shown.origin.y,
                  shown.origin.y + shown.size.height, view.origin.y, view.origin.y + view.size.height);
  g_assert_cmpfloat (shown.origin.y, >=, view.origin.y);
  g_assert_cmpfloat (shown.origin.y + share * shown.size.height, <=, view.origin.y + view.size.height + 1);
}

/* Choosing a card on a phone: the program cards two a row under the
 * step's words and what was just told ("Now Ana plays a card"), in
 * Spanish and Polish: six of seven whole in view and the last row's top
 * (the walk saw two of seven in Spanish, one a row). */
static void
check_all_cards_in_view (const char *language)
{
  Table table = { 0 };
  McTurnPanel *panel;
  g_autofree char *png = g_strdup_printf ("phone-cards-%s-360x640.png", language);

  test_set_language (language);
  table_open (&table, "two-players", 124);
  panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
  g_assert_true (test_ui_tap (panel, "end-turn"));
  for (guint frame = 0; frame < 3; frame++)
    test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_render_to_png (GTK_WIDGET (table.window), png);
  g_assert_cmpstr (mc_turn_panel_get_told (panel), !=, "");
  assert_in_scroller_view (&table, find_label (GTK_WIDGET (panel), mc_turn_panel_get_told (panel)), 1);
  /* The question, over the directions in the step on a phone. */
  assert_in_scroller_view (&table, find_label (GTK_WIDGET (panel),
                                               g_dgettext (GETTEXT_PACKAGE,
                                                           "Which card did they reveal, and which way does it go?")),
                           1);
  for (TemProgram card = 0; card < TEM_N_PROGRAMS; card++)
    {
      g_autofree char *name = g_strdup_printf ("card-%s", tem_program_get_id (card));
      GtkWidget *button = mc_turn_panel_find_button (panel, name);

      g_assert_nonnull (button);
      assert_in_scroller_view (&table, button, card + 1 < TEM_N_PROGRAMS ? 1 : 0.25);
    }
  /* Two a row. */
  g_assert_cmpfloat (bounds_in_window (&table, mc_turn_panel_find_button (panel, "card-collect")).origin.y, ==,
                     bounds_in_window (&table, mc_turn_panel_find_button (panel, "card-purchase")).origin.y);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (table.window)), <=, 360);
  table_close (&table);
  test_set_language ("en");
}

static void
test_all_cards_in_view_in_spanish (void)
{
  check_all_cards_in_view ("es");
}

static void
test_all_cards_in_view_in_polish (void)
{
  check_all_cards_in_view ("pl");
}

/* After a restart (the walk's kill -9 after Ben's move) the step says
 * what it said before: "Ben moves to zone E1." in view at the top of the
 * sheet, not a blank gap. */
static void
test_a_restart_keeps_what_was_told (void)
{
  Table table = { 0 };
  McTurnPanel *panel;
  g_autofree char *told = NULL;

  test_set_language ("es");
  table_open (&table, "two-players", 122);
  panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
  test_ui_play_card (panel, TEM_PROGRAM_COLLECT, TEM_DIRECTION_EAST);
  told = g_strdup (mc_turn_panel_get_told (panel));
  g_test_message ("told as played: %s", told);
  g_assert_cmpstr (told, !=, "");
  table_close (&table);

  /* The same game opened again after that move. */
  table_open (&table, "two-players", 123);
  panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
  g_assert_cmpstr (mc_turn_panel_get_told (panel), ==, told);
  assert_opens_at_first_line (&table, "restarted");
  table_close (&table);
  test_set_language ("en");
}

/* A button that can be pressed, by its tooltip (an icon's name). */
static gboolean
is_sensitive_button_named (GtkWidget    *widget,
                           gconstpointer name)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_is_sensitive (widget)
         && g_strcmp0 (gtk_widget_get_tooltip_text (widget), name) == 0;
}

/* Walk 8 (360x640, pl, solo): the players' carousel moved only with a
 * drag; a mouse's wheel and the dots did nothing, so the robots were hard
 * to find. Previous and Next beside the dots move it a player at a time,
 * greyed at either end; solo shows the player and both Robot Pilots. */
static void
test_the_carousel_has_previous_and_next (void)
{
  Table table = { 0 };
  McTablePage *page;
  AdwCarousel *carousel;
  guint n_pages;

  table_open (&table, "solo", 122);
  page = mc_window_get_table_page (table.window);
  carousel = ADW_CAROUSEL (gtk_widget_get_ancestor (GTK_WIDGET (mc_table_page_get_panel (page, 0)),
                                                    ADW_TYPE_CAROUSEL));
  g_assert_nonnull (carousel);
  n_pages = adw_carousel_get_n_pages (carousel);
  g_assert_cmpuint (n_pages, ==, 3);
  /* Once the page has shown whose turn it is (a tick callback). */
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  adw_carousel_scroll_to (carousel, adw_carousel_get_nth_page (carousel, 0), FALSE);
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_test_message ("first: page %.1f", adw_carousel_get_position (carousel));
  g_assert_null (test_ui_find_widget (GTK_WIDGET (page), is_sensitive_button_named, "Previous Player"));
  for (guint i = 1; i < n_pages; i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.next-player", NULL));
      test_ui_wait_for_frame (GTK_WIDGET (table.window));
      test_ui_wait_for_frame (GTK_WIDGET (table.window));
      g_test_message ("Next: page %.1f", adw_carousel_get_position (carousel));
      g_assert_cmpfloat_with_epsilon (adw_carousel_get_position (carousel), i, 0.01);
    }
  /* The last page: Next is greyed (the button a screen reader finds). */
  g_assert_null (test_ui_find_widget (GTK_WIDGET (page), is_sensitive_button_named, "Next Player"));
  {
    /* The carousel scrolled into view, for the screenshot. */
    GtkWidget *scrolled = gtk_widget_get_ancestor (GTK_WIDGET (carousel), GTK_TYPE_SCROLLED_WINDOW);
    GtkWidget *content = gtk_viewport_get_child (GTK_VIEWPORT (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled))));
    graphene_rect_t bounds;

    g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (carousel), content, &bounds));
    gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)), bounds.origin.y);
    test_ui_wait_for_frame (GTK_WIDGET (table.window));
  }
  test_ui_render_to_png (GTK_WIDGET (table.window), "phone-carousel-last-360x640.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.previous-player", NULL));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_assert_cmpfloat_with_epsilon (adw_carousel_get_position (carousel), n_pages - 2, 0.01);
  g_assert_nonnull (test_ui_find_widget (GTK_WIDGET (page), is_sensitive_button_named, "Next Player"));
  table_close (&table);
}

/* Walk 9 (360x640, es): after a heal the Power Up's options kept their
 * room and End Turn, under them, was two screens down: nothing to tap in
 * view. A Power Up's End Turn comes right under its words, as a
 * Purchase's, and stays there after the heal (R-A12: heal 2 health per
 * energy). */
static void
test_end_turn_in_view_after_a_heal (void)
{
  Table table = { 0 };
  McTurnPanel *panel;
  const TemGame *game;
  GtkWidget *end_turn;
  graphene_rect_t before, after;
  int health;

  test_set_language ("es");
  table_open (&table, "two-players", 149);
  panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
  game = mc_session_get_game (mc_window_get_session (table.window));
  {
    /* Hurt, so that there is something to heal. */
    TemAction action;

    tem_action_init_correct (&action, (guint) game->turn.seat, TEM_FIELD_HEALTH, 1);
    g_assert_true (mc_session_apply (mc_window_get_session (table.window), &action, NULL));
  }
  tap_with_focus (panel, "card-power-up");
  tap_with_focus (panel, "direction-east");
  g_assert_nonnull (mc_turn_panel_find_button (panel, "heal-1"));
  end_turn = mc_turn_panel_find_button (panel, "end-turn");
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  before = bounds_in_window (&table, end_turn);
  assert_in_sheet_view (&table, end_turn);
  health = game->players[game->turn.seat].health;
  tap_with_focus (panel, "heal-1");
  g_assert_cmpint (game->players[game->turn.seat].health, ==, health + 2);
  for (guint frame = 0; frame < 4; frame++)
    test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_render_to_png (GTK_WIDGET (table.window), "phone-healed-360x640.png");
  end_turn = mc_turn_panel_find_button (panel, "end-turn");
  after = bounds_in_window (&table, end_turn);
  g_test_message ("End Turn at y %.0f, after the heal %.0f", before.origin.y, after.origin.y);
  assert_in_sheet_view (&table, end_turn);
  g_assert_cmpfloat_with_epsilon (after.origin.y, before.origin.y, 0.5);
  table_close (&table);
  test_set_language ("C");
}

/* Walk 10 (360x640, en/es/pl): a card chosen in the second row went to
 * the top with every other card gone, and the directions came where the
 * finger was: a second tap moved Ben north, a way never chosen. No
 * direction lies under the point a card was tapped at, whichever row it
 * was in. */
static void
test_no_direction_under_the_finger (void)
{
  const char *cards[] = { "card-collect", "card-power-up", "card-deploy-mine", "card-diagonal-jump" };

  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    {
      Table table = { 0 };
      McTurnPanel *panel;
      GtkWidget *card;
      graphene_rect_t bounds;
      graphene_point_t finger;

      table_open (&table, "two-players", 125);
      panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
      test_ui_wait_for_frame (GTK_WIDGET (table.window));
      card = mc_turn_panel_find_button (panel, cards[i]);
      g_assert_nonnull (card);
      g_assert_true (gtk_widget_compute_bounds (card, GTK_WIDGET (table.window), &bounds));
      graphene_rect_get_center (&bounds, &finger);
      tap_with_focus (panel, cards[i]);
      for (guint frame = 0; frame < 3; frame++)
        test_ui_wait_for_frame (GTK_WIDGET (table.window));
      for (TemDirection d = TEM_DIRECTION_NORTH; d <= TEM_DIRECTION_NORTH_WEST; d++)
        {
          g_autofree char *name = g_strdup_printf ("direction-%s", tem_direction_get_id (d));
          GtkWidget *direction = mc_turn_panel_find_button (panel, name);
          graphene_rect_t place;

          if (direction == NULL || !gtk_widget_get_mapped (direction))
            continue;
          g_assert_true (gtk_widget_compute_bounds (direction, GTK_WIDGET (table.window), &place));
          if (graphene_rect_contains_point (&place, &finger))
            g_error ("%s, tapped at %.0f,%.0f: %s lies there now", cards[i], finger.x, finger.y, name);
        }
      g_test_message ("%s tapped at %.0f,%.0f: no direction there", cards[i], finger.x, finger.y);
      if (i == G_N_ELEMENTS (cards) - 1)
        test_ui_render_to_png (GTK_WIDGET (table.window), "phone-directions-over-the-card-360x640.png");
      table_close (&table);
    }
}

/* Walk 13 (es, 360x640): after a card's move and its Collect, with the
 * toast up, the page asked 10 to 16 px more than the phone's width; the
 * right edge was cut and every button moved right until the next step.
 * Through a turn in Spanish and Polish, the window never asks more. */
static void
test_a_turn_fits_360_px_with_its_toasts (void)
{
  const char *languages[] = { "es", "pl" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      Table table = { 0 };
      McTurnPanel *panel;
      const TemGame *game;
      const char *taps[] = { "card-collect", "direction-west", "collect", "end-turn", "card-collect",
                             "direction-east", "collect", "end-turn" };

      test_set_language (languages[l]);
      table_open (&table, "two-players", 120);
      panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
      game = mc_session_get_game (mc_window_get_session (table.window));
      for (guint t = 0; t < G_N_ELEMENTS (taps); t++)
        {
          int least;

          if (!test_ui_tap (panel, taps[t]))
            continue;
          for (guint frame = 0; frame < 3; frame++)
            test_ui_wait_for_frame (GTK_WIDGET (table.window));
          gtk_widget_measure (GTK_WIDGET (table.window), GTK_ORIENTATION_HORIZONTAL, -1, &least, NULL, NULL, NULL);
          g_test_message ("%s, after %s (card %d): the window asks %d px; toast: %s", languages[l], taps[t],
                          game->turn.card, least, mc_window_get_toast_title (table.window));
          if (least > 360)
            {
              g_autofree char *png = g_strdup_printf ("phone-too-wide-%s-%u.png", languages[l], t);

              test_ui_render_to_png (GTK_WIDGET (table.window), png);
            }
          g_assert_cmpint (least, <=, 360);
        }
      table_close (&table);
    }
  test_set_language ("en");
}

/* Walk 16 (es, 360x640): the starting player's card, with its flag, in
 * Power Armor ("Servoarmadura", one word) made the window 370 px wide and
 * cut its right edge. Every player in Power Armor, then in the Mighty
 * Mech, each card shown in turn: the window never asks more than 360. */
static void
test_every_status_fits_360_px (void)
{
  const char *languages[] = { "es", "pl", "en" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    for (TemStatus status = TEM_STATUS_POWER_ARMOR; status <= TEM_STATUS_MIGHTY_MECH; status++)
      {
        /* The names setup gives in Spanish, "Jugador 1"; Ana is short. */
        const char *names[] = { "Jugador 1", "Jugador 2", "Jugador 3" };
        const int weapons[] = { TEM_KIND_ENERGY_SWORD, TEM_KIND_PULSE_PISTOL, TEM_KIND_RIOT_SHIELD };
        Table table = { 0 };
        McSession *session;
        AdwCarousel *carousel;
        const TemGame *game;
        McSetupPage *setup;

        test_set_language (languages[l]);
        table.window = test_ui_new_window (360, 640);
        setup = test_ui_fill_setup (table.window, 3, names, weapons);
        mc_setup_page_set_starting_player (setup, 0);
        test_ui_click (mc_setup_page_get_start_button (setup));
        session = mc_window_get_session (table.window);
        game = mc_session_get_game (session);
        g_assert_cmpuint (game->n_players, ==, 3);
        /* One pilot in the Mighty Mech at a time: the starting one. */
        for (guint seat = 0; seat < (status == TEM_STATUS_MIGHTY_MECH ? 1 : game->n_players); seat++)
          {
            TemAction action;

            tem_action_init_correct (&action, seat, TEM_FIELD_STATUS, (int) status);
            g_assert_true (mc_session_apply (session, &action, NULL));
          }
        carousel = ADW_CAROUSEL (gtk_widget_get_ancestor (
          GTK_WIDGET (mc_table_page_get_panel (mc_window_get_table_page (table.window), 0)), ADW_TYPE_CAROUSEL));
        g_assert_nonnull (carousel);
        /* The turn sheet open, then folded (the cards in full view). */
        for (guint folded = 0; folded < 2; folded++)
          for (guint page = 0; page < adw_carousel_get_n_pages (carousel); page++)
            {
              GtkWidget *sheet = mc_table_page_get_sheet (mc_window_get_table_page (table.window));
              int least;

              gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (gtk_widget_get_first_child (sheet)), !folded);
              adw_carousel_scroll_to (carousel, adw_carousel_get_nth_page (carousel, page), FALSE);
              for (guint frame = 0; frame < 3; frame++)
                test_ui_wait_for_frame (GTK_WIDGET (table.window));
              gtk_widget_measure (GTK_WIDGET (table.window), GTK_ORIENTATION_HORIZONTAL, -1, &least, NULL, NULL,
                                  NULL);
              g_test_message ("%s, %s, card %u, sheet %s: the window asks %d px", languages[l],
                              tem_status_get_name (status), page, folded ? "folded" : "open", least);
              if (least > 360 || (folded && page == (guint) game->starting_player))
                {
                  g_autofree char *png = g_strdup_printf ("phone-status-%s-%d-%u.png", languages[l], status, page);

                  test_ui_render_to_png (GTK_WIDGET (table.window), png);
                }
              g_assert_cmpint (least, <=, 360);
            }
        gtk_window_destroy (GTK_WINDOW (table.window));
      }
  test_set_language ("en");
}

/* Walk 17 (es, 360x640, solo): Robot A's Next and then Robot B's Draw
 * Its Card came in the same place, and a double tap on Next drew Robot
 * B's card unseen. Right after Next, Draw takes no tap for a moment,
 * then does. */
static void
test_the_next_robots_draw_waits (void)
{
  Table table = { 0 };
  McTurnPanel *panel;
  const TemGame *game;
  GtkWidget *draw;
  gint64 start;

  test_ui_with_double_click_time (TRUE);
  table_open (&table, "solo", 122);
  panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
  game = mc_session_get_game (mc_window_get_session (table.window));
  g_assert_true (game->players[game->turn.seat].robot);
  g_assert_true (test_ui_tap (panel, "robot-draw"));
  test_ui_click (mc_turn_panel_find_button (panel, "robot-next"));
  g_assert_true (game->players[game->turn.seat].robot);          /* the other robot's turn */
  draw = mc_turn_panel_find_button (panel, "robot-draw");
  g_assert_nonnull (draw);
  g_assert_false (gtk_widget_get_sensitive (draw));
  start = g_get_monotonic_time ();
  while (!gtk_widget_get_sensitive (draw) && g_get_monotonic_time () - start < 2 * G_TIME_SPAN_SECOND)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (gtk_widget_get_sensitive (draw));
  table_close (&table);
  test_ui_with_double_click_time (FALSE);
}

/* Walk 17 (es, 360x640): "Jugador 2 termina el turno", with Undo, made
 * the window 12 px wider than the phone once: the title just fitted the
 * room counted for it, and the bold "Deshacer" took more; walk 18 saw it
 * at the round's last End Turn each time. A whole round in Spanish, each
 * End Turn told with Undo: the window never asks more than 360 px. */
static void
test_an_end_turn_toast_fits_360_px (void)
{
  const char *names[] = { "Jugador 1", "Jugador 2" };
  const int weapons[] = { TEM_KIND_ENERGY_SWORD, TEM_KIND_PULSE_PISTOL, TEM_KIND_RIOT_SHIELD,
                          TEM_KIND_GRENADE_LAUNCHER };
  McWindow *window;
  McTurnPanel *panel;
  McSetupPage *setup;
  guint told = 0;

  test_set_language ("es");
  window = test_ui_new_window (360, 640);
  setup = test_ui_fill_setup (window, 2, names, weapons);
  test_ui_click (mc_setup_page_get_start_button (setup));
  panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  while (test_ui_tap (panel, "enter-zone"))
    ;
  g_assert_true (test_ui_tap (panel, "begin"));
  /* The whole round, its last End Turn too (walk 18: that toast, with
   * the round's end under it, made the window 372 px). */
  for (guint turn = 0; turn < 2 * TEM_CARDS_PER_ROUND; turn++)
    {
      int least;

      if (!test_ui_tap (panel, "card-collect"))
        break;
      /* The heading keeps a name on one line (walk 18: "Jugador / 2"). */
      g_assert_nonnull (strstr (mc_turn_panel_get_title (panel), "Jugador\u00a0"));
      g_assert_null (strstr (mc_turn_panel_get_title (panel), "Jugador "));
      for (TemDirection d = TEM_DIRECTION_NORTH; d <= TEM_DIRECTION_WEST; d++)
        {
          g_autofree char *name = g_strdup_printf ("direction-%s", tem_direction_get_id (d));

          if (test_ui_tap (panel, name))
            break;
        }
      test_ui_tap (panel, "collect");
      if (!test_ui_tap (panel, "end-turn"))
        continue;
      for (guint frame = 0; frame < 3; frame++)
        test_ui_wait_for_frame (GTK_WIDGET (window));
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &least, NULL, NULL, NULL);
      g_test_message ("toast \"%s\": the window asks %d px", mc_window_get_toast_title (window), least);
      g_assert_cmpint (least, <=, 360);
      told++;
    }
  g_assert_cmpuint (told, ==, 2 * TEM_CARDS_PER_ROUND);
  gtk_window_destroy (GTK_WINDOW (window));
  test_set_language ("en");
}

/* Walk 14 (es, 360x640): an action undone, the step came back without
 * what its move had told, and every button 48 px higher: a tap where
 * "Recuperar 2" had been hit the upgrade. Undone, the step is as it was:
 * the same words told, its buttons in the same places. */
static void
test_an_undo_puts_the_step_back_as_it_was (void)
{
  Table table = { 0 };
  McTurnPanel *panel;
  g_autofree char *told = NULL;
  graphene_rect_t before, after;

  table_open (&table, "two-players", 120);
  panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
  g_assert_true (test_ui_tap (panel, "card-collect"));
  g_assert_true (test_ui_tap (panel, "direction-west"));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  told = g_strdup (mc_turn_panel_get_told (panel));
  before = bounds_in_window (&table, mc_turn_panel_find_button (panel, "collect"));
  g_assert_true (test_ui_tap (panel, "collect"));
  g_assert_true (mc_session_undo (mc_window_get_session (table.window)));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_test_message ("told before: %s; after the undo: %s", told, mc_turn_panel_get_told (panel));
  g_assert_cmpstr (mc_turn_panel_get_told (panel), ==, told);
  after = bounds_in_window (&table, mc_turn_panel_find_button (panel, "collect"));
  g_assert_true (graphene_rect_equal (&before, &after));
  table_close (&table);
}

/* Walk 20 (es, 360x640, solo): after the robots' turns, six lines of
 * what they did came over Carla's cards, the cards under the fold. The
 * robots' story comes after her choices: the question and the cards in
 * the sheet's view, what was told under them. */
static void
test_the_robots_story_comes_after_the_cards (void)
{
  Table table = { 0 };
  McTurnPanel *panel;
  const TemGame *game;
  GtkWidget *told, *card;
  guint taps = 0;

  table_open (&table, "solo", 122);
  panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
  game = mc_session_get_game (mc_window_get_session (table.window));
  g_assert_true (game->players[game->turn.seat].robot);
  while (game->players[game->turn.seat].robot && !game->combat.active && taps++ < 8)
    {
      if (!test_ui_tap (panel, "robot-draw") && !test_ui_tap (panel, "robot-next"))
        break;
    }
  g_assert_false (game->players[game->turn.seat].robot);
  g_assert_false (game->combat.active);
  for (guint frame = 0; frame < 5; frame++)
    test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_render_to_png (GTK_WIDGET (table.window), "phone-after-the-robots-360x640.png");
  g_test_message ("told: %s", mc_turn_panel_get_told (panel));
  g_assert_cmpstr (mc_turn_panel_get_told (panel), !=, "");
  card = mc_turn_panel_find_button (panel, "card-diagonal-jump");   /* the last card */
  g_assert_nonnull (card);
  assert_in_sheet_view (&table, mc_turn_panel_find_button (panel, "card-collect"));
  assert_in_sheet_view (&table, card);
  told = find_label (GTK_WIDGET (panel), mc_turn_panel_get_told (panel));
  g_assert_nonnull (told);
  g_assert_cmpfloat (bounds_in_window (&table, told).origin.y, >,
                     bounds_in_window (&table, card).origin.y + bounds_in_window (&table, card).size.height);
  table_close (&table);
}

/* Walk 21 (pl, 360x640): at a round's first turn, the two lines that
 * say the cards are played one after another came over the cards and
 * Diagonal Jump was under the fold. Whatever was told comes after the
 * cards while one is chosen, in every language. */
static void
test_a_rounds_first_turn_shows_every_card (void)
{
  const char *languages[] = { "pl", "es", "en" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      Table table = { 0 };
      McTurnPanel *panel;
      const TemGame *game;
      GtkWidget *told;

      test_set_language (languages[l]);
      table_open (&table, "two-players", 119);
      panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
      game = mc_session_get_game (mc_window_get_session (table.window));
      g_assert_true (test_ui_tap (panel, "begin"));
      g_assert_cmpint (game->phase, ==, TEM_PHASE_EXECUTION);
      for (guint frame = 0; frame < 5; frame++)
        test_ui_wait_for_frame (GTK_WIDGET (table.window));
      if (l == 0)
        test_ui_render_to_png (GTK_WIDGET (table.window), "phone-first-turn-pl-360x640.png");
      g_test_message ("%s, told: %s", languages[l], mc_turn_panel_get_told (panel));
      g_assert_cmpstr (mc_turn_panel_get_told (panel), !=, "");
      assert_in_sheet_view (&table, mc_turn_panel_find_button (panel, "card-collect"));
      assert_in_sheet_view (&table, mc_turn_panel_find_button (panel, "card-diagonal-jump"));
      told = find_label (GTK_WIDGET (panel), mc_turn_panel_get_told (panel));
      g_assert_nonnull (told);
      g_assert_cmpfloat (bounds_in_window (&table, told).origin.y, >,
                         bounds_in_window (&table, mc_turn_panel_find_button (panel, "card-diagonal-jump")).origin.y);
      table_close (&table);
    }
  test_set_language ("en");
}

static gboolean
is_an_attack (GtkWidget    *widget,
              gconstpointer data)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget)
         && g_str_has_prefix (gtk_widget_get_name (widget), "attack-");
}

/* Walk 22 (pl, 360x640, solo): Robot B's attack told on four lines over
 * Kasia's counter-attack, her Power Attack cut at the window's foot and
 * her normal attack out of view. After a robot's attack, the player's
 * attacks come first, what the robot did under them. */
static void
test_the_robots_attack_comes_after_the_players_attacks (void)
{
  Table table = { 0 };
  McTurnPanel *panel;
  const TemGame *game;
  GtkWidget *attack, *told;

  table_open (&table, "solo", 166);
  panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
  game = mc_session_get_game (mc_window_get_session (table.window));
  g_assert_true (game->combat.active && game->players[game->combat.next].robot);
  g_assert_true (test_ui_tap (panel, "robot-attack"));
  test_ui_answer_what_is_asked ();
  g_assert_true (game->combat.active);
  g_assert_false (game->players[game->combat.next].robot);
  for (guint frame = 0; frame < 5; frame++)
    test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_render_to_png (GTK_WIDGET (table.window), "phone-after-the-robots-attack-360x640.png");
  attack = test_ui_find_widget (GTK_WIDGET (panel), is_an_attack, NULL);
  g_assert_nonnull (attack);
  assert_in_sheet_view (&table, attack);
  g_test_message ("told: %s", mc_turn_panel_get_told (panel));
  told = find_label (GTK_WIDGET (panel), mc_turn_panel_get_told (panel));
  g_assert_nonnull (told);
  g_assert_cmpfloat (bounds_in_window (&table, told).origin.y, >, bounds_in_window (&table, attack).origin.y);
  table_close (&table);
}

/* Walk 20 (es, 360x640): a new game begun while another was open kept
 * its scroll: End Round cut at the top, only the arena's last row over
 * the sheet. A new game opens at the page's top. */
static void
test_a_new_game_opens_at_the_top (void)
{
  Table table = { 0 };
  const char *names[] = { "Carla", "Dani" };
  const int weapons[] = { TEM_KIND_ENERGY_SWORD, TEM_KIND_PULSE_PISTOL };
  McTablePage *page;
  GtkWidget *scroller;
  GtkAdjustment *adjustment;
  McSetupPage *setup;

  table_open (&table, "two-players", 120);
  page = mc_window_get_table_page (table.window);
  scroller = gtk_widget_get_ancestor (GTK_WIDGET (mc_table_page_get_arena (page)), GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);

  setup = test_ui_fill_setup (table.window, 2, names, weapons);
  test_ui_click (mc_setup_page_get_start_button (setup));
  test_ui_answer_what_is_asked ();
  for (guint frame = 0; frame < 5; frame++)
    test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_assert_cmpstr (mc_session_get_game (mc_window_get_session (table.window))->players[0].name, ==, "Carla");
  test_ui_render_to_png (GTK_WIDGET (table.window), "phone-new-game-360x640.png");
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
  /* The round's card whole under the header (the walk: End Round cut). */
  g_assert_cmpfloat (bounds_in_window (&table, mc_table_page_get_end_round_button (page)).origin.y, >=,
                     bounds_in_window (&table, scroller).origin.y);
  table_close (&table);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui-phone/a-new-game-opens-at-the-top", test_a_new_game_opens_at_the_top);
  g_test_add_func ("/ui-phone/the-robots-story-comes-after-the-cards", test_the_robots_story_comes_after_the_cards);
  g_test_add_func ("/ui-phone/a-rounds-first-turn-shows-every-card", test_a_rounds_first_turn_shows_every_card);
  g_test_add_func ("/ui-phone/the-robots-attack-comes-after-the-players-attacks",
                   test_the_robots_attack_comes_after_the_players_attacks);
  g_test_add_func ("/ui-phone/a-players-turn-keeps-the-numbers-in-sight",
                   test_a_players_turn_keeps_the_numbers_in_sight);
  g_test_add_func ("/ui-phone/a-robots-turn-keeps-its-zones-in-sight", test_a_robots_turn_keeps_its_zones_in_sight);
  g_test_add_func ("/ui-phone/solo-fits-360-px", test_solo_fits_360_px);
  g_test_add_func ("/ui-phone/the-carousel-has-previous-and-next", test_the_carousel_has_previous_and_next);
  g_test_add_func ("/ui-phone/end-turn-in-view-after-a-heal", test_end_turn_in_view_after_a_heal);
  g_test_add_func ("/ui-phone/no-direction-under-the-finger", test_no_direction_under_the_finger);
  g_test_add_func ("/ui-phone/toasts-leave-the-main-buttons-free", test_toasts_leave_the_main_buttons_free);
  g_test_add_func ("/ui-phone/round-toast-leaves-end-round-free", test_round_toast_leaves_end_round_free);
  g_test_add_func ("/ui-phone/resume-toast-over-the-board", test_resume_toast_over_the_board);
  g_test_add_func ("/ui-phone/the-sheet-opens-at-the-top-of-its-step", test_the_sheet_opens_at_the_top_of_its_step);
  g_test_add_func ("/ui-phone/toast-whole-in-spanish", test_toast_whole_in_spanish);
  g_test_add_func ("/ui-phone/an-undo-puts-the-step-back-as-it-was", test_an_undo_puts_the_step_back_as_it_was);
  g_test_add_func ("/ui-phone/a-turn-fits-360-px-with-its-toasts", test_a_turn_fits_360_px_with_its_toasts);
  g_test_add_func ("/ui-phone/every-status-fits-360-px", test_every_status_fits_360_px);
  g_test_add_func ("/ui-phone/the-next-robots-draw-waits", test_the_next_robots_draw_waits);
  g_test_add_func ("/ui-phone/an-end-turn-toast-fits-360-px", test_an_end_turn_toast_fits_360_px);
  g_test_add_func ("/ui-phone/toast-whole-in-polish", test_toast_whole_in_polish);
  g_test_add_func ("/ui-phone/end-turn-stays-when-collect-goes", test_end_turn_stays_when_collect_goes);
  g_test_add_func ("/ui-phone/a-refusal-links-to-its-rule", test_a_refusal_links_to_its_rule);
  g_test_add_func ("/ui-phone/every-step-opens-at-its-first-line", test_every_step_opens_at_its_first_line);
  g_test_add_func ("/ui-phone/end-turn-stays-under-the-words-after-a-purchase",
                   test_end_turn_stays_under_the_words_after_a_purchase);
  g_test_add_func ("/ui-phone/all-cards-in-view-in-spanish", test_all_cards_in_view_in_spanish);
  g_test_add_func ("/ui-phone/all-cards-in-view-in-polish", test_all_cards_in_view_in_polish);
  g_test_add_func ("/ui-phone/a-restart-keeps-what-was-told", test_a_restart_keeps_what_was_told);
  status = g_test_run ();
  test_ui_finish ();
  return status;
}
