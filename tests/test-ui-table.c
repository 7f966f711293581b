/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The table page read at a glance: on a laptop every player's numbers in
 * view without scrolling, on a phone the players as a carousel and the
 * turn within reach; a tap on a numeral corrects it through the session,
 * and undo puts it back. Each layout rendered to PNG. */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "app/mc-arena-zone.h"
#include "app/mc-player-panel.h"
#include "app/mc-rules-page.h"
#include "app/mc-table-page.h"
#include "app/mc-turn-panel.h"
#include "app/mc-value-control.h"
#include "app/mc-window.h"
#include "session/mc-rules-book.h"

#include "test-ui-util.h"
#include "test-util.h"

static const TemField fields[] = { TEM_FIELD_HEALTH, TEM_FIELD_ENERGY, TEM_FIELD_CREDITS, TEM_FIELD_SCORE };

typedef struct
{
  McWindow *window;
  char     *dir;
} Table;

/* The game in progress that plays out over these journal lines. */
#define IN_PROGRESS_LINES 150

/* A window of @width × @height with the example game @example open, as
 * it was after the journal's first @n_lines (all of them for 0). */
static void
table_open (Table      *table,
            const char *example,
            guint       n_lines,
            int         width,
            int         height)
{
  g_autofree char *name = g_strconcat (example, ".jsonl", NULL);
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "journals", name, NULL);
  g_autofree char *copy = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GFile) file = NULL;
  gsize length;

  table->dir = g_dir_make_tmp ("mech-companion-table-XXXXXX", NULL);
  copy = g_build_filename (table->dir, "game.jsonl", NULL);
  g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
  if (n_lines > 0)
    {
      const char *end = contents;

      for (guint i = 0; i < n_lines && end != NULL; i++)
        {
          end = strchr (end, '\n');
          if (end != NULL)
            end++;
        }
      if (end != NULL)
        length = (gsize) (end - contents);
    }
  g_assert_true (g_file_set_contents (copy, contents, (gssize) length, NULL));
  file = g_file_new_for_path (copy);

  table->window = test_ui_new_window (width, height);
  g_assert_true (mc_window_open_file (table->window, file));
  g_assert_cmpstr (mc_window_get_visible_page (table->window), ==, "table");
  test_ui_wait_for_frame (GTK_WIDGET (table->window));
}

static void
table_close (Table *table)
{
  gtk_window_destroy (GTK_WINDOW (table->window));
  test_remove_tree (table->dir);
  g_clear_pointer (&table->dir, g_free);
}

static McPlayerPanel *
table_panel (Table *table,
             guint  seat)
{
  return mc_table_page_get_panel (mc_window_get_table_page (table->window), seat);
}

/* @widget lies wholly inside @area (an ancestor), as drawn. */
static void
assert_inside (GtkWidget  *widget,
               GtkWidget  *area,
               const char *what)
{
  graphene_rect_t bounds;
  int width = gtk_widget_get_width (area);
  int height = gtk_widget_get_height (area);

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, area, &bounds));
  if (bounds.origin.x < 0 || bounds.origin.y < 0
      || bounds.origin.x + bounds.size.width > width + 0.5
      || bounds.origin.y + bounds.size.height > height + 0.5)
    g_error ("%s at %.0f,%.0f %.0f×%.0f, out of its %s's %d×%d", what, bounds.origin.x, bounds.origin.y,
             bounds.size.width, bounds.size.height, G_OBJECT_TYPE_NAME (area), width, height);
}

/* Inside the window and inside whatever scrolls it: seen without
 * scrolling. */
static void
assert_in_view (Table      *table,
                GtkWidget  *widget,
                const char *what)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);

  assert_inside (widget, GTK_WIDGET (table->window), what);
  if (scroller != NULL)
    assert_inside (widget, scroller, what);
}

/* R-A12, R-SC4's tracks, as a player across the table sees them. */
static void
check_every_value_in_view (const char *example,
                           guint       n_lines,
                           guint       n_players)
{
  Table table = { 0 };
  const TemGame *game;
  g_autofree char *png = g_strdup_printf ("table-%s%s-1280x800.png", example, n_lines == 0 ? "-over" : "");

  table_open (&table, example, n_lines, 1280, 800);
  game = mc_session_get_game (mc_window_get_session (table.window));
  g_assert_cmpuint (game->n_players, ==, n_players);
  test_ui_render_to_png (GTK_WIDGET (table.window), png);

  /* The round's correction is a touch target too. */
  {
    GtkWidget *correct = test_ui_find_menu_button (GTK_WIDGET (table.window), "document-edit-symbolic");

    g_assert_nonnull (correct);
    assert_in_view (&table, correct, "the round's correction");
    g_assert_cmpint (gtk_widget_get_height (correct), >=, 44);
    g_assert_cmpint (gtk_widget_get_width (correct), >=, 44);

    /* Its menu is made when opened: six rounds, then every player. */
    g_assert_null (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (correct)));
    gtk_menu_button_popup (GTK_MENU_BUTTON (correct));
    {
      GMenuModel *menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (correct));
      g_autoptr(GMenuModel) starters = NULL;
      g_autofree char *name = NULL;

      g_assert_nonnull (menu);
      /* The round, the starting player, and how the table is kept. */
      g_assert_cmpint (g_menu_model_get_n_items (menu), ==, 3);
      starters = g_menu_model_get_item_link (menu, 1, G_MENU_LINK_SUBMENU);
      g_assert_cmpint (g_menu_model_get_n_items (starters), ==, (int) n_players);
      g_assert_true (g_menu_model_get_item_attribute (starters, 0, G_MENU_ATTRIBUTE_LABEL, "s", &name));
      g_assert_cmpstr (name, ==, game->players[0].name);
    }
    gtk_menu_button_popdown (GTK_MENU_BUTTON (correct));
  }

  for (guint seat = 0; seat < game->n_players; seat++)
    {
      McPlayerPanel *panel = table_panel (&table, seat);
      GtkWidget *column = gtk_widget_get_ancestor (GTK_WIDGET (panel), GTK_TYPE_SCROLLED_WINDOW);
      graphene_rect_t bounds;

      /* The arena heads the column, always in view; the players under it
       * in view together when they fit (two players), else a scroll
       * away, the column following the turn (three or four). */
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (panel), gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (column)),
                                                &bounds));
      if (n_players >= 3)
        {
          gtk_adjustment_clamp_page (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (column)),
                                     bounds.origin.y, bounds.origin.y + bounds.size.height);
          test_ui_wait_for_frame (GTK_WIDGET (table.window));
        }
      assert_in_view (&table, GTK_WIDGET (mc_table_page_get_arena (mc_window_get_table_page (table.window))),
                      "the arena");
      assert_in_view (&table, mc_player_panel_get_status_button (panel), "a status");
      g_assert_cmpint (gtk_widget_get_height (mc_player_panel_get_status_button (panel)), >=, 44);
      /* The weapons' corrections, named for a screen reader. */
      g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (mc_player_panel_get_weapons_button (panel)),
                                                       GTK_ACCESSIBLE_PROPERTY_LABEL));
      for (gsize i = 0; i < G_N_ELEMENTS (fields); i++)
        {
          McValueControl *control = mc_player_panel_get_control (panel, fields[i]);
          GtkWidget *button = mc_value_control_get_button (control, 0);
          g_autofree char *what = g_strdup_printf ("%s's value %d", game->players[seat].name, (int) fields[i]);

          assert_in_view (&table, button, what);
          /* A touch target, and a name for a screen reader. */
          g_assert_cmpint (gtk_widget_get_height (button), >=, 44);
          g_assert_cmpint (gtk_widget_get_width (button), >=, 44);
          g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL));
        }
    }

  table_close (&table);
}

static void
test_two_players_in_view (void)
{
  check_every_value_in_view ("two-players", IN_PROGRESS_LINES, 2);
}

static void
test_three_players_in_view (void)
{
  check_every_value_in_view ("combat-and-scoring", IN_PROGRESS_LINES, 3);
}

static void
test_four_players_in_view (void)
{
  check_every_value_in_view ("four-players", IN_PROGRESS_LINES, 4);
  check_every_value_in_view ("four-players", 0, 4);
}

static void
test_solo_in_view (void)
{
  check_every_value_in_view ("solo", IN_PROGRESS_LINES, 3);
}

/* A value's name says whose it is and what it is. */
static void
test_values_are_named (void)
{
  Table table = { 0 };
  const TemGame *game;
  McValueControl *health;
  g_autofree char *expected = NULL;
  char *problem;

  table_open (&table, "two-players", IN_PROGRESS_LINES, 1280, 800);
  game = mc_session_get_game (mc_window_get_session (table.window));
  health = mc_player_panel_get_control (table_panel (&table, 0), TEM_FIELD_HEALTH);
  expected = g_strdup_printf ("%s's health: %d of %d. Set it exactly", game->players[0].name,
                              game->players[0].health, tem_player_get_health_top (&game->players[0]));
  problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (mc_value_control_get_button (health, 0)),
                                                GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
  g_assert_null (problem);
  /* Each value says its own whole sentence, not health's. */
  {
    McValueControl *energy = mc_player_panel_get_control (table_panel (&table, 0), TEM_FIELD_ENERGY);
    g_autofree char *energy_name = g_strdup_printf ("%s's energy: %d. Set it exactly", game->players[0].name,
                                                    game->players[0].energy);

    problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (mc_value_control_get_button (energy, 0)),
                                                  GTK_ACCESSIBLE_PROPERTY_LABEL, energy_name);
    g_assert_null (problem);
  }

  /* The popover's buttons and entry have names too. */
  mc_value_control_popup (health);
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (mc_value_control_get_button (health, -1)),
                                                   GTK_ACCESSIBLE_PROPERTY_LABEL));
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (mc_value_control_get_button (health, +1)),
                                                   GTK_ACCESSIBLE_PROPERTY_LABEL));
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (mc_value_control_get_entry (health)),
                                                   GTK_ACCESSIBLE_PROPERTY_LABEL));
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (mc_player_panel_get_status_button (table_panel (&table, 0))),
                                                   GTK_ACCESSIBLE_PROPERTY_LABEL));
  table_close (&table);
}

/* A tap on a numeral: − and + and typing, each an action through the
 * session; undo puts each back. */
static void
test_a_tap_on_a_value_corrects_it (void)
{
  Table table = { 0 };
  McSession *session;
  const TemGame *game;
  McValueControl *energy;
  GtkWidget *entry;
  int before;

  table_open (&table, "two-players", IN_PROGRESS_LINES, 1280, 800);
  session = mc_window_get_session (table.window);
  game = mc_session_get_game (session);
  energy = mc_player_panel_get_control (table_panel (&table, 1), TEM_FIELD_ENERGY);
  before = game->players[1].energy;
  g_assert_cmpint (mc_value_control_get_value (energy), ==, before);

  /* The tap opens the popover. */
  test_ui_click (mc_value_control_get_button (energy, 0));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  entry = mc_value_control_get_entry (energy);
  g_assert_nonnull (entry);
  g_assert_true (gtk_widget_get_mapped (entry));
  test_ui_render_to_png (gtk_widget_get_ancestor (entry, GTK_TYPE_POPOVER), "table-correction-popover.png");

  /* +: one more energy, and the entry follows. */
  test_ui_click (mc_value_control_get_button (energy, +1));
  g_assert_cmpint (game->players[1].energy, ==, before + 1);
  g_assert_cmpint (mc_value_control_get_value (energy), ==, before + 1);
  {
    g_autofree char *shown = g_strdup_printf ("%d", before + 1);

    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, shown);
  }

  /* Typed: exactly 1. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "1");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpint (game->players[1].energy, ==, 1);
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_ancestor (entry, GTK_TYPE_POPOVER)));

  /* Not a number: nothing is asked of the session. */
  mc_value_control_popup (energy);
  gtk_editable_set_text (GTK_EDITABLE (entry), "many");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpint (game->players[1].energy, ==, 1);
  g_assert_true (gtk_widget_has_css_class (entry, "error"));
  gtk_popover_popdown (GTK_POPOVER (gtk_widget_get_ancestor (entry, GTK_TYPE_POPOVER)));

  /* Undo twice: as it was. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.undo", NULL));
  g_assert_cmpint (game->players[1].energy, ==, before + 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.undo", NULL));
  g_assert_cmpint (game->players[1].energy, ==, before);
  g_assert_cmpint (mc_value_control_get_value (energy), ==, before);

  /* The status, from the status button's menu. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table_panel (&table, 1)), "panel.set-status", "i",
                                             TEM_STATUS_POWER_ARMOR));
  g_assert_cmpint (game->players[1].status, ==, TEM_STATUS_POWER_ARMOR);
  g_assert_cmpstr (mc_player_panel_get_status_text (table_panel (&table, 1)), ==,
                   tem_status_get_name (TEM_STATUS_POWER_ARMOR));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.undo", NULL));
  g_assert_cmpint (game->players[1].status, !=, TEM_STATUS_POWER_ARMOR);

  table_close (&table);
}

/* On a phone: the players in a carousel showing the current one, its
 * numbers across the screen, the turn within reach without scrolling. */
static void
check_phone (const char *example)
{
  Table table = { 0 };
  McTablePage *page;
  const TemGame *game;
  GtkWidget *carousel;
  McPlayerPanel *shown;
  g_autofree char *png = g_strdup_printf ("table-%s-360x640.png", example);
  guint index;

  table_open (&table, example, IN_PROGRESS_LINES, 360, 640);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (table.window)), <=, 400);
  page = mc_window_get_table_page (table.window);
  game = mc_session_get_game (mc_window_get_session (table.window));
  test_ui_render_to_png (GTK_WIDGET (table.window), png);

  carousel = gtk_widget_get_ancestor (GTK_WIDGET (table_panel (&table, 0)), ADW_TYPE_CAROUSEL);
  g_assert_nonnull (carousel);
  g_assert_cmpuint (adw_carousel_get_n_pages (ADW_CAROUSEL (carousel)), ==, game->n_players);
  index = (guint) (adw_carousel_get_position (ADW_CAROUSEL (carousel)) + 0.5);
  /* The player whose turn it is comes first. */
  g_assert_cmpint (game->phase, ==, TEM_PHASE_EXECUTION);
  g_assert_cmpint ((int) index, ==, game->turn.seat);
  shown = MC_PLAYER_PANEL (adw_carousel_get_nth_page (ADW_CAROUSEL (carousel), index));
  for (gsize i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      GtkWidget *button = mc_value_control_get_button (mc_player_panel_get_control (shown, fields[i]), 0);
      graphene_rect_t bounds;

      g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (table.window), &bounds));
      g_assert_cmpfloat (bounds.origin.x, >=, 0);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (GTK_WIDGET (table.window)));
      g_assert_cmpint (gtk_widget_get_height (button), >=, 44);
    }

  /* The turn panel's top is on screen, under the rest. */
  {
    GtkWidget *turn = GTK_WIDGET (mc_table_page_get_turn_panel (page));
    graphene_rect_t bounds;

    g_assert_true (gtk_widget_get_mapped (turn));
    g_assert_true (gtk_widget_compute_bounds (turn, GTK_WIDGET (table.window), &bounds));
    g_assert_cmpfloat (bounds.origin.y, <, gtk_widget_get_height (GTK_WIDGET (table.window)) - 100);
    g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (GTK_WIDGET (table.window)));
  }

  /* Scrolled down to the players, the sheet folded: its handle says
   * what the turn is. */
  {
    GtkWidget *scroller = gtk_widget_get_ancestor (carousel, GTK_TYPE_SCROLLED_WINDOW);
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
    GtkWidget *turn = GTK_WIDGET (mc_table_page_get_turn_panel (page));
    GtkWidget *revealer = gtk_widget_get_ancestor (turn, GTK_TYPE_REVEALER);
    GtkWidget *toggle = gtk_widget_get_prev_sibling (revealer);
    g_autofree char *folded = g_strdup_printf ("table-%s-folded-360x640.png", example);

    g_assert_true (GTK_IS_TOGGLE_BUTTON (toggle));
    g_assert_cmpint (gtk_widget_get_height (toggle), >=, 44);
    g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL));
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), FALSE);
    test_ui_wait_for_frame (GTK_WIDGET (table.window));
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
    test_ui_render_to_png (GTK_WIDGET (table.window), folded);
    g_assert_false (gtk_revealer_get_child_revealed (GTK_REVEALER (revealer)));
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), TRUE);
  }

  /* Back to a laptop's width: the panels are beside the arena again. */
  gtk_window_set_default_size (GTK_WINDOW (table.window), 1280, 800);
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_assert_null (gtk_widget_get_ancestor (GTK_WIDGET (table_panel (&table, 0)), ADW_TYPE_CAROUSEL));

  table_close (&table);
}

static void
test_phone_two_players (void)
{
  check_phone ("two-players");
}

static void
test_phone_four_players (void)
{
  check_phone ("four-players");
}

static void
test_phone_solo (void)
{
  check_phone ("solo");
}

static int
natural_width (GtkWidget *widget)
{
  int width;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  return width;
}

/* A zone card keeps its text laid out while only its place or colour
 * changes (the start-up lays each out once per size, issue 23), and lays
 * it out again when the font changes: bigger text, wider. */
static void
test_drawn_text_follows_the_font (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *zone = mc_arena_zone_new ("Factory", "3", TRUE, TRUE, FALSE);
  g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();
  int zone_width;

  gtk_box_append (GTK_BOX (box), zone);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_css_provider_load_from_data (provider, ".big-text { font-size: 300%; } .inked { color: #c01c28; }", -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_window_present (GTK_WINDOW (window));
  test_ui_wait_for_frame (window);
  zone_width = natural_width (zone);

  /* A colour only: the same sizes. */
  gtk_widget_add_css_class (box, "inked");
  test_ui_wait_for_frame (window);
  g_assert_cmpint (natural_width (zone), ==, zone_width);

  /* A bigger font: wider text. */
  gtk_widget_add_css_class (box, "big-text");
  test_ui_wait_for_frame (window);
  g_assert_cmpint (natural_width (zone), >, zone_width);

  gtk_style_context_remove_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Walk 9 (360x640, pl and es): a combat in a zone with a turret put
 * three chips on one row ("G1 ▲G1 G2"), the zone's column grew and the
 * window with it (367-370 px, the right column cut). The chips wrap:
 * the zone is no wider at its narrowest than its text or one chip, and
 * taller when narrow, each chip drawn inside it; its natural width is
 * two chips' whatever it holds. */
static void
test_zone_figures_wrap (void)
{
  GtkWidget *zone = mc_arena_zone_new ("D1", "2", TRUE, TRUE, TRUE);
  GtkWidget *alone = mc_arena_zone_new ("D1", "2", TRUE, TRUE, TRUE);
  int minimum, natural, alone_natural, tall, short_height;

  g_object_ref_sink (zone);
  g_object_ref_sink (alone);
  mc_arena_zone_set_compact (MC_ARENA_ZONE (zone), TRUE);
  mc_arena_zone_set_compact (MC_ARENA_ZONE (alone), TRUE);
  mc_arena_zone_add_figure (MC_ARENA_ZONE (alone), "G1", MC_ZONE_FIGURE_PILOT, "red");
  mc_arena_zone_add_figure (MC_ARENA_ZONE (zone), "G1", MC_ZONE_FIGURE_PILOT, "red");
  mc_arena_zone_add_figure (MC_ARENA_ZONE (zone), "▲G1", MC_ZONE_FIGURE_TOKEN, "red");
  mc_arena_zone_add_figure (MC_ARENA_ZONE (zone), "G2", MC_ZONE_FIGURE_PILOT, "blue");
  gtk_widget_measure (zone, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  gtk_widget_measure (alone, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &alone_natural, NULL, NULL);
  g_test_message ("three chips: least %d, natural %d; one chip: natural %d", minimum, natural, alone_natural);
  /* As wide with one chip as with three (room for two): a pilot walking
   * in never widens the columns (walk 17: the grid moved 43 px). */
  g_assert_cmpint (natural, ==, alone_natural);
  g_assert_cmpint (minimum, <, natural);
  g_assert_cmpint (minimum, <=, alone_natural + 12);
  gtk_widget_measure (zone, GTK_ORIENTATION_VERTICAL, natural, NULL, &short_height, NULL, NULL);
  gtk_widget_measure (zone, GTK_ORIENTATION_VERTICAL, minimum, NULL, &tall, NULL, NULL);
  g_test_message ("height %d on one row, %d at the least width", short_height, tall);
  g_assert_cmpint (tall, >, short_height);
  /* A zone whose icons are not known yet is as tall as one showing them
   * (walk 17: every row grew 6 px on a phone as icons were entered). */
  {
    GtkWidget *unknown = g_object_ref_sink (mc_arena_zone_new ("D1", "?", TRUE, FALSE, FALSE));
    int with_icons, without;

    mc_arena_zone_set_compact (MC_ARENA_ZONE (unknown), TRUE);
    mc_arena_zone_add_figure (MC_ARENA_ZONE (unknown), "G1", MC_ZONE_FIGURE_PILOT, "red");
    gtk_widget_measure (alone, GTK_ORIENTATION_VERTICAL, alone_natural, &with_icons, NULL, NULL, NULL);
    gtk_widget_measure (unknown, GTK_ORIENTATION_VERTICAL, alone_natural, &without, NULL, NULL, NULL);
    g_test_message ("with icons %d px, without %d px", with_icons, without);
    g_assert_cmpint (without, ==, with_icons);
    g_object_unref (unknown);
  }
  g_object_unref (zone);
  g_object_unref (alone);
}

/* A header button by its icon, shown or not. */
static gboolean
is_button_with_icon (GtkWidget    *widget,
                     gconstpointer icon)
{
  return GTK_IS_BUTTON (widget) && !GTK_IS_MENU_BUTTON (widget)
         && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), icon) == 0;
}

static graphene_rect_t
bounds_in (GtkWidget *widget,
           GtkWidget *window)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  return bounds;
}

/* The walk tapped Back three times to leave a rule (topic, results,
 * game) and the third tap, on the same spot, undid a move: Undo sat where
 * Back sits on the other pages. Back on the rules page and Undo and Redo
 * on the game's page share no spot, at both sizes. */
static void
check_back_is_not_undo (int width,
                        int height)
{
  Table table = { 0 };
  GtkWidget *window;
  GtkWidget *undo;
  GtkWidget *redo;
  GtkWidget *back;
  graphene_rect_t undo_bounds, redo_bounds, back_bounds, overlap;

  table_open (&table, "combat-and-scoring", 0, width, height);
  window = GTK_WIDGET (table.window);
  undo = test_ui_find_widget (window, is_button_with_icon, "edit-undo-symbolic");
  redo = test_ui_find_widget (window, is_button_with_icon, "edit-redo-symbolic");
  back = test_ui_find_widget (window, is_button_with_icon, "go-previous-symbolic");
  g_assert_nonnull (undo);
  g_assert_nonnull (redo);
  g_assert_nonnull (back);
  undo_bounds = bounds_in (undo, window);
  redo_bounds = bounds_in (redo, window);
  g_assert_false (gtk_widget_get_visible (back));

  g_action_group_activate_action (G_ACTION_GROUP (table.window), "show-rules", NULL);
  test_ui_wait_for_frame (window);
  g_assert_cmpstr (mc_window_get_visible_page (table.window), ==, "rules");
  g_assert_true (gtk_widget_get_visible (back));
  back_bounds = bounds_in (back, window);
  g_test_message ("%d×%d: back x %.0f..%.0f, undo x %.0f..%.0f, redo x %.0f..%.0f", width, height,
                  back_bounds.origin.x, back_bounds.origin.x + back_bounds.size.width, undo_bounds.origin.x,
                  undo_bounds.origin.x + undo_bounds.size.width, redo_bounds.origin.x,
                  redo_bounds.origin.x + redo_bounds.size.width);
  g_assert_false (graphene_rect_intersection (&back_bounds, &undo_bounds, &overlap));
  g_assert_false (graphene_rect_intersection (&back_bounds, &redo_bounds, &overlap));
  table_close (&table);
}

static void
test_back_is_not_undo (void)
{
  check_back_is_not_undo (1280, 800);
  check_back_is_not_undo (360, 640);
}

/* A topic opened by a link from the game (a refusal's rule): one Back
 * and the game is there again, whatever was searched before (the walk
 * went topic, old results, game). A topic reached inside the rules still
 * goes back to the list. */
static gboolean
is_label_containing (GtkWidget    *widget,
                     gconstpointer words)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
         && strstr (gtk_label_get_text (GTK_LABEL (widget)), words) != NULL;
}

/* R-AH1, R-C7: Cleo retreated and plays in Ad Hoc mode for the rest of
 * the round: her panel says so, not only her turn's words (walk 10, 11);
 * Ana's does not. */
static void
test_ad_hoc_on_the_panel (void)
{
  Table table = { 0 };
  const TemGame *game;

  table_open (&table, "combat-and-scoring", 145, 1280, 800);
  game = mc_session_get_game (mc_window_get_session (table.window));
  g_assert_true (game->players[2].ad_hoc);
  g_assert_false (game->players[0].ad_hoc);
  g_assert_nonnull (test_ui_find_widget (GTK_WIDGET (table_panel (&table, 2)), is_label_containing, "Ad Hoc mode"));
  g_assert_null (test_ui_find_widget (GTK_WIDGET (table_panel (&table, 0)), is_label_containing, "Ad Hoc mode"));
  table_close (&table);
}

static void
test_back_from_a_linked_topic (void)
{
  Table table = { 0 };
  McRulesPage *rules;

  table_open (&table, "combat-and-scoring", 0, 1280, 800);
  rules = mc_window_get_rules_page (table.window);
  /* Another player read the rules in Polish a while ago; the game's
   * link opens its topic in the game's language (walk 11). */
  mc_rules_page_set_language (rules, "pl");
  g_assert_cmpstr (mc_rules_page_get_language (rules), ==, "pl");
  g_action_group_activate_action (G_ACTION_GROUP (table.window), "show-rule", g_variant_new_string ("R-C7"));
  g_assert_cmpstr (mc_window_get_visible_page (table.window), ==, "rules");
  g_assert_true (mc_rules_page_is_showing_topic (rules));
  g_assert_cmpstr (mc_rules_page_get_language (rules), ==, mc_rules_book_guess_language ());
  g_assert_cmpstr (mc_rules_page_get_language (rules), !=, "pl");
  g_action_group_activate_action (G_ACTION_GROUP (table.window), "back", NULL);
  g_assert_cmpstr (mc_window_get_visible_page (table.window), ==, "table");

  /* From the list to a topic, Back is the list again, then the game. */
  g_action_group_activate_action (G_ACTION_GROUP (table.window), "show-rules", NULL);
  g_assert_false (mc_rules_page_is_showing_topic (rules));
  g_assert_true (mc_rules_page_show_rule (rules, "R-C7"));
  g_action_group_activate_action (G_ACTION_GROUP (table.window), "back", NULL);
  g_assert_cmpstr (mc_window_get_visible_page (table.window), ==, "rules");
  g_assert_false (mc_rules_page_is_showing_topic (rules));
  g_action_group_activate_action (G_ACTION_GROUP (table.window), "back", NULL);
  g_assert_cmpstr (mc_window_get_visible_page (table.window), ==, "table");
  table_close (&table);
}

/* Issue 24's "the turn gets the room": in the default 1024x720 window
 * with two players the arena stands beside the players (smaller), not
 * under the turn, and every card to choose is in view without scrolling
 * inside the turn (the walk saw two rows of cards and a scroll bar in a
 * half-empty page). */
static void
check_the_turn_gets_the_room (int width,
                              int height)
{
  Table table = { 0 };
  McTablePage *page;
  McTurnPanel *panel;
  graphene_rect_t arena, turn, toast_box;
  GtkWidget *toast;
  g_autofree char *png = g_strdup_printf ("turn-room-%dx%d.png", width, height);

  table_open (&table, "two-players", 150, width, height);
  page = mc_window_get_table_page (table.window);
  panel = mc_table_page_get_turn_panel (page);
  /* Ben's Power Up played: his turn ends, Ana picks her card. */
  g_assert_true (test_ui_tap (panel, "end-turn"));
  for (guint i = 0; i < 4; i++)
    test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_render_to_png (GTK_WIDGET (table.window), png);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (mc_table_page_get_arena (page)), GTK_WIDGET (table.window),
                                            &arena));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (panel), GTK_WIDGET (table.window), &turn));
  g_test_message ("%dx%d: arena x %.0f..%.0f, turn x %.0f..%.0f", width, height, arena.origin.x,
                  arena.origin.x + arena.size.width, turn.origin.x, turn.origin.x + turn.size.width);
  g_assert_cmpfloat (arena.origin.x + arena.size.width, <=, turn.origin.x);
  /* The toast of the turn ended stands over the turn's column, not over
   * the players' buttons (the walk's Edit Weapons at 1024x720). */
  toast = test_ui_find_toast (GTK_WIDGET (table.window));
  g_assert_nonnull (toast);
  g_assert_true (gtk_widget_compute_bounds (toast, GTK_WIDGET (table.window), &toast_box));
  g_test_message ("toast x %.0f..%.0f", toast_box.origin.x, toast_box.origin.x + toast_box.size.width);
  g_assert_cmpfloat (toast_box.origin.x, >=, turn.origin.x);
  g_assert_cmpfloat (toast_box.origin.x + toast_box.size.width, <=, width);
  for (int program = 0; program < TEM_N_PROGRAMS; program++)
    {
      g_autofree char *name = g_strdup_printf ("card-%s", tem_program_get_id (program));
      GtkWidget *card = mc_turn_panel_find_button (panel, name);

      if (card != NULL)
        assert_in_view (&table, card, name);
    }
  table_close (&table);
}

/* The step's main button (blue), its cards, directions and a robot's
 * controls under @widget, whole in view; a long list of weapons on offer
 * may scroll. */
static guint
assert_step_in_view (Table     *table,
                     GtkWidget *widget)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_mapped (child))
        continue;
      if (GTK_IS_BUTTON (child)
          && (gtk_widget_has_css_class (child, "suggested-action") || g_str_has_prefix (gtk_widget_get_name (child), "card-")
              || g_str_has_prefix (gtk_widget_get_name (child), "direction-")
              || g_str_has_prefix (gtk_widget_get_name (child), "robot-")))
        {
          g_autofree char *what = g_strdup_printf ("the step's button \"%s\"", gtk_widget_get_name (child));

          assert_in_view (table, child, what);
          n++;
        }
      else if (!GTK_IS_BUTTON (child))
        n += assert_step_in_view (table, child);
    }
  return n;
}

/* Walk 7 (1024x720, three players and solo): with the arena under the
 * turn, the step was a scroll box of 150 px, "Play the Cards", the cards
 * and a robot's Next out of view. The turn keeps the window's height, the
 * arena goes with the players; every button of the step in view. */
static void
check_the_step_in_view (const char *example,
                        int         width,
                        int         height)
{
  Table table = { 0 };
  McTurnPanel *panel;
  guint n;
  g_autofree char *png = g_strdup_printf ("turn-room-%s-%dx%d.png", example, width, height);

  table_open (&table, example, IN_PROGRESS_LINES, width, height);
  panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
  for (guint i = 0; i < 4; i++)
    test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_render_to_png (GTK_WIDGET (table.window), png);
  n = assert_step_in_view (&table, GTK_WIDGET (panel));
  g_test_message ("%s %dx%d: %s, %u buttons in view", example, width, height, mc_turn_panel_get_title (panel), n);
  g_assert_cmpuint (n, >=, 1);
  table_close (&table);
}

static void
test_the_turn_gets_the_room (void)
{
  check_the_turn_gets_the_room (1024, 720);
  check_the_turn_gets_the_room (1280, 800);
  check_the_step_in_view ("combat-and-scoring", 1024, 720);
  check_the_step_in_view ("four-players", 1024, 720);
  check_the_step_in_view ("solo", 1024, 720);
  check_the_step_in_view ("solo", 1280, 800);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  test_ui_init (&argc, &argv);

  g_test_add_func ("/ui-table/wide/two-players-all-in-view", test_two_players_in_view);
  g_test_add_func ("/ui-table/wide/three-players-all-in-view", test_three_players_in_view);
  g_test_add_func ("/ui-table/wide/four-players-all-in-view", test_four_players_in_view);
  g_test_add_func ("/ui-table/wide/solo-all-in-view", test_solo_in_view);
  g_test_add_func ("/ui-table/values-are-named", test_values_are_named);
  g_test_add_func ("/ui-table/a-tap-on-a-value-corrects-it", test_a_tap_on_a_value_corrects_it);
  g_test_add_func ("/ui-table/phone/two-players", test_phone_two_players);
  g_test_add_func ("/ui-table/phone/four-players", test_phone_four_players);
  g_test_add_func ("/ui-table/phone/solo", test_phone_solo);
  g_test_add_func ("/ui-table/drawn-text-follows-the-font", test_drawn_text_follows_the_font);
  g_test_add_func ("/ui-table/back-is-not-undo", test_back_is_not_undo);
  g_test_add_func ("/ui-table/zone-figures-wrap", test_zone_figures_wrap);
  g_test_add_func ("/ui-table/the-turn-gets-the-room", test_the_turn_gets_the_room);
  g_test_add_func ("/ui-table/back-from-a-linked-topic", test_back_from_a_linked_topic);
  g_test_add_func ("/ui-table/ad-hoc-on-the-panel", test_ad_hoc_on_the_panel);

  status = g_test_run ();
  test_ui_finish ();
  return status;
}
