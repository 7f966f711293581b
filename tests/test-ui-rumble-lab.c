/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Rumblebots Laboratory on the table page (McRumbleLabView) and what
 * each player's card says about their cards: Bots owned, the battle deck,
 * the scanned cards in hand. Every number expected comes from the rulebook
 * (shared/rules/rumblebots/checklist.md): RB-S2's box, RB-S5's row of 4,
 * RB-S10's three starting Bots; never read back from the code. Screens
 * are rendered at 360×640 and 1280×800 in English, Spanish and Polish,
 * with no cut-off text. */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "app/mc-rumble-lab-view.h"
#include "app/mc-rumble-setup.h"
#include "app/mc-rumble-table-page.h"
#include "app/mc-setup-page.h"
#include "app/mc-window.h"

#include "test-util.h"
#include "test-ui-rumble-util.h"
#include "test-ui-util.h"

enum { ANA, BEN, CLEO, DAN };

/* RB-S2: the box's Bot cards per tier, 0 to 4. */
static const int box_cards[] = { 12, 18, 24, 20, 16 };
#define BOX_TRANSFORMATIONS 8   /* RB-S2 */
#define ROW 4                   /* RB-S5, RB-B17 */
#define SCAN 2                  /* RB-B20 */
#define STARTING_BOTS 3         /* RB-S10 */

/* The table, and its Laboratory view. */
typedef struct
{
  RumbleTable        table;
  McWindow          *window;
  McRumbleTablePage *page;
  McRumbleLabView   *lab;
  McSession         *session;
} Table;

/* A new game through New Game's form, Ana the Champion, every round clockwise. */
static void
start (Table *table,
       guint  n_players,
       int    width,
       int    height)
{
  test_rumble_start (&table->table, width, height, n_players, ANA, RB_DIRECTION_CLOCKWISE);
  table->window = table->table.window;
  table->page = table->table.page;
  table->session = table->table.session;
  table->lab = mc_rumble_table_page_get_lab_view (table->page);
  g_assert_nonnull (table->lab);
}

static const RbGame *
game_of (Table *table)
{
  return test_rumble_game (&table->table);
}

/* A number on the table, or in a player's details (Bots owned, scanned
 * cards held: behind the name in the players' table). */
static int
number_of (GtkWidget *widget)
{
  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_is_visible (widget) || gtk_widget_get_ancestor (widget, GTK_TYPE_POPOVER) != NULL);
  return atoi (g_object_get_data (G_OBJECT (widget), "number"));
}

/* A tier's row and deck: on screen, in the rules core, and as expected. */
static void
assert_tier (Table *table,
             int    tier,
             int    row,
             int    deck)
{
  g_assert_cmpint (game_of (table)->lab_row[tier], ==, row);
  g_assert_cmpint (game_of (table)->lab_deck[tier], ==, deck);
  g_assert_cmpint (number_of (mc_rumble_lab_view_get_value (table->lab, tier, RB_FIELD_LAB_ROW)), ==, row);
  g_assert_cmpint (number_of (mc_rumble_lab_view_get_value (table->lab, tier, RB_FIELD_LAB_DECK)), ==, deck);
}

static gboolean
revealed (Table *table,
          int    tier)
{
  const char *status = mc_rumble_lab_view_get_status (table->lab, tier);

  g_assert_nonnull (status);
  g_assert_cmpint (game_of (table)->tier_reached[tier], ==, strcmp (status, "Not reached yet: no row") != 0);
  return strcmp (status, "Not reached yet: no row") != 0;
}

static void
apply (Table    *table,
       RbAction *action)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (mc_session_apply_rumble (table->session, action, &error));
  g_assert_no_error (error);
}

/* As the players do it: tap the number, set it, Correct. */
static void
tap_correct (GtkWidget *button,
             int        value)
{
  GtkWidget *box, *spin;

  gtk_menu_button_popup (GTK_MENU_BUTTON (button));   /* the tap on the number */
  box = gtk_popover_get_child (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  spin = gtk_widget_get_first_child (box);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  test_ui_click (gtk_widget_get_last_child (box));
}

/* Scrolls the page so @widget is at the top, then renders the window. */
static void
render_at (Table      *table,
           GtkWidget  *widget,
           const char *name)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *viewport;
  GtkAdjustment *adjustment;
  double x, y;

  test_ui_wait_for_frame (GTK_WIDGET (table->window));
  /* The players' table is above the scrolled part: always in view. */
  if (scrolled == NULL)
    {
      test_ui_render_to_png (GTK_WIDGET (table->window), name);
      return;
    }
  viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  g_assert_true (gtk_widget_translate_coordinates (widget, viewport, 0, 0, &x, &y));
  /* The viewport's coordinates move with the scrolling. */
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + y - 6);
  test_ui_render_to_png (GTK_WIDGET (table->window), name);
}

/* Every mapped label under @widget that is shortened, with its text. */
static void
collect_cut (GtkWidget *widget,
             GString   *cut)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_mapped (child))
        continue;
      if (GTK_IS_LABEL (child) && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (child))))
        g_string_append_printf (cut, "\n  “%s” (%d px)", gtk_label_get_text (GTK_LABEL (child)),
                                gtk_widget_get_width (child));
      collect_cut (child, cut);
    }
}

static void
assert_nothing_cut (Table      *table,
                    GtkWidget  *widget,
                    const char *where)
{
  g_autoptr(GString) cut = g_string_new (NULL);
  int min_width;

  test_ui_wait_for_frame (GTK_WIDGET (table->window));
  /* Nothing wider than the screen either: the page fits the window asked for. */
  gtk_widget_measure (GTK_WIDGET (table->page), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  if (min_width > gtk_widget_get_width (GTK_WIDGET (table->page)))
    g_error ("the page in %s needs %d px, more than its %d", where, min_width,
             gtk_widget_get_width (GTK_WIDGET (table->page)));
  collect_cut (widget, cut);
  if (cut->len > 0)
    g_error ("cut-off text in %s:%s", where, cut->str);
}

/* RB-S2, RB-S4, RB-S5, RB-S6: at the start the ★ row shows 4 Bots and its
 * deck the other 14 of 18; the ★★ to ★★★★ decks are whole (24, 20, 16) and
 * not revealed; the Transformation deck holds all 8. The same whatever
 * the number of players. RB-S10: everyone owns the three starting Bots;
 * no battle deck in the Build Phase, no hand before a Scan. */
static void
test_setup_counts (void)
{
  for (guint n = 2; n <= 4; n++)
    {
      Table table = { 0 };

      start (&table, n, 1280, 800);
      assert_tier (&table, 1, ROW, box_cards[1] - ROW);
      g_assert_true (revealed (&table, 1));
      for (int tier = 2; tier <= 4; tier++)
        {
          assert_tier (&table, tier, 0, box_cards[tier]);
          g_assert_false (revealed (&table, tier));
        }
      g_assert_cmpint (number_of (mc_rumble_lab_view_get_value (table.lab, 0, RB_FIELD_TRANSFORMATIONS)), ==,
                       BOX_TRANSFORMATIONS);
      for (guint seat = 0; seat < n; seat++)
        {
          g_assert_cmpint (number_of (mc_rumble_table_page_get_value (table.page, (int) seat, MC_RUMBLE_SHOWN_BOTS)),
                           ==, STARTING_BOTS);
          g_assert_null (mc_rumble_table_page_get_value (table.page, (int) seat, RB_FIELD_DECK));
          g_assert_null (mc_rumble_table_page_get_value (table.page, (int) seat, MC_RUMBLE_SHOWN_HAND));
        }
      gtk_window_destroy (GTK_WINDOW (table.window));
    }
}

/* RB-B18, RB-B20: Ana energizes a crystal and Scans the ★ deck: 2 cards
 * from it into her hand, which her card shows; RB-B22: at the end of her
 * turn they go back under the deck and the hand is gone from her card. */
static void
test_scan_and_return (void)
{
  Table table = { 0 };
  RbAction action;
  GtkWidget *hand;

  start (&table, 3, 360, 640);
  tap_correct (mc_rumble_table_page_get_value (table.page, ANA, RB_FIELD_STORAGE), 1);
  g_assert_cmpint (game_of (&table)->players[ANA].storage, ==, 1);

  rb_action_init_energize (&action, ANA, FALSE, 1);
  apply (&table, &action);
  assert_tier (&table, 1, ROW, box_cards[1] - ROW - SCAN);
  hand = mc_rumble_table_page_get_value (table.page, ANA, MC_RUMBLE_SHOWN_HAND);
  g_assert_cmpint (number_of (hand), ==, SCAN);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (hand)),
                   ==, "Scanned cards in hand: 2 of tier 1; back under their decks at the end of the turn");
  g_assert_null (mc_rumble_table_page_get_value (table.page, BEN, MC_RUMBLE_SHOWN_HAND));
  render_at (&table, GTK_WIDGET (mc_rumble_table_page_get_scoreboard (table.page)), "rumble-lab-360x640-hand.png");
  assert_nothing_cut (&table, GTK_WIDGET (table.page), "Ana's card with a hand");

  rb_action_init_end_turn (&action, ANA);
  apply (&table, &action);
  g_assert_cmpint (game_of (&table)->players[ANA].hand[1], ==, 0);
  g_assert_null (mc_rumble_table_page_get_value (table.page, ANA, MC_RUMBLE_SHOWN_HAND));
  assert_tier (&table, 1, ROW, box_cards[1] - ROW);
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* RB-B16, RB-B17: the first player to reach ★★ reveals its top 4 cards as
 * a row; whoever reaches it later reveals nothing. */
static void
test_first_to_reach_a_tier_reveals_its_row (void)
{
  Table table = { 0 };
  RbAction action;

  start (&table, 3, 1280, 800);
  tap_correct (mc_rumble_table_page_get_value (table.page, ANA, RB_FIELD_SCRAP), 3);
  rb_action_init_upgrade (&action, ANA);
  apply (&table, &action);
  g_assert_cmpint (game_of (&table)->players[ANA].tier, ==, 2);
  assert_tier (&table, 2, ROW, box_cards[2] - ROW);
  g_assert_true (revealed (&table, 2));
  g_assert_false (revealed (&table, 3));
  rb_action_init_end_turn (&action, ANA);
  apply (&table, &action);

  /* Clockwise from Ana: Ben reaches ★★ second. */
  g_assert_cmpint (game_of (&table)->turn, ==, BEN);
  tap_correct (mc_rumble_table_page_get_value (table.page, BEN, RB_FIELD_SCRAP), 3);
  rb_action_init_upgrade (&action, BEN);
  apply (&table, &action);
  g_assert_cmpint (game_of (&table)->players[BEN].tier, ==, 2);
  assert_tier (&table, 2, ROW, box_cards[2] - ROW);
  g_assert_true (revealed (&table, 2));
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* The table is the truth: each Laboratory count and a battle deck are set
 * by tapping them, within the box's bounds (RB-S2). */
static void
test_counts_corrected_by_tapping (void)
{
  Table table = { 0 };
  RbAction action;
  GtkWidget *button;
  GtkWidget *spin;
  double min, max;

  start (&table, 4, 1280, 800);
  tap_correct (mc_rumble_lab_view_get_value (table.lab, 3, RB_FIELD_LAB_DECK), 19);
  assert_tier (&table, 3, 0, 19);
  tap_correct (mc_rumble_lab_view_get_value (table.lab, 3, RB_FIELD_LAB_ROW), 1);
  assert_tier (&table, 3, 1, 19);
  tap_correct (mc_rumble_lab_view_get_value (table.lab, 0, RB_FIELD_TRANSFORMATIONS), 7);
  g_assert_cmpint (game_of (&table)->transformations, ==, 7);
  g_assert_cmpint (number_of (mc_rumble_lab_view_get_value (table.lab, 0, RB_FIELD_TRANSFORMATIONS)), ==, 7);

  /* RB-S2: the ★★★★ deck cannot hold more than the box's 16. */
  button = mc_rumble_lab_view_get_value (table.lab, 4, RB_FIELD_LAB_DECK);
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  spin = gtk_widget_get_first_child (gtk_popover_get_child (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button))));
  gtk_spin_button_get_range (GTK_SPIN_BUTTON (spin), &min, &max);
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
  g_assert_cmpfloat (min, ==, 0);
  g_assert_cmpfloat (max, ==, box_cards[4]);

  /* RB-C1: in the battle each player's deck holds their Bots. */
  for (guint seat = 0; seat < 4; seat++)
    {
      rb_action_init_end_turn (&action, game_of (&table)->turn);
      apply (&table, &action);
    }
  g_assert_cmpint (game_of (&table)->phase, ==, RB_PHASE_BATTLE);
  for (int seat = ANA; seat <= DAN; seat++)
    g_assert_cmpint (number_of (mc_rumble_table_page_get_value (table.page, seat, RB_FIELD_DECK)), ==,
                     STARTING_BOTS);
  tap_correct (mc_rumble_table_page_get_value (table.page, BEN, RB_FIELD_DECK), 2);
  g_assert_cmpint (game_of (&table)->players[BEN].deck, ==, 2);
  g_assert_cmpint (number_of (mc_rumble_table_page_get_value (table.page, BEN, RB_FIELD_DECK)), ==, 2);
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* Every count says what it is and how many, for a screen reader; every
 * one has a tooltip and is a touch target of at least 44 px. */
static void
test_names_and_targets (void)
{
  Table table = { 0 };

  start (&table, 2, 360, 640);
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  for (int tier = 1; tier <= 4; tier++)
    {
      RbField fields[] = { RB_FIELD_LAB_ROW, RB_FIELD_LAB_DECK };

      for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
        {
          GtkWidget *button = mc_rumble_lab_view_get_value (table.lab, tier, fields[i]);
          g_autofree char *expected = g_strdup_printf ("Tier %d Laboratory %s: %d", tier,
                                                       fields[i] == RB_FIELD_LAB_ROW ? "row" : "deck",
                                                       fields[i] == RB_FIELD_LAB_ROW
                                                       ? (tier == 1 ? ROW : 0)
                                                       : (tier == 1 ? box_cards[1] - ROW : box_cards[tier]));
          g_autofree char *wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (button),
                                                                       GTK_ACCESSIBLE_PROPERTY_LABEL, expected);

          if (wrong != NULL)
            g_error ("the tier %d count: %s", tier, wrong);
          g_assert_nonnull (gtk_widget_get_tooltip_text (button));
          g_assert_cmpint (gtk_widget_get_height (button), >=, 44);
          g_assert_cmpint (gtk_widget_get_width (button), >=, 44);
        }
    }
  g_assert_cmpuint (test_ui_check_button_names (GTK_WIDGET (table.lab)), ==, 4 * 2 + 1);
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* Types a face-up Bot's name into the Laboratory, as the players read it
 * from the row, and applies it. */
static void
name_face_up (Table      *table,
              int         tier,
              const char *name)
{
  GtkWidget *entry = mc_rumble_lab_view_get_name_entry (table->lab, tier);

  g_assert_nonnull (entry);
  g_assert_true (gtk_widget_get_visible (entry));
  gtk_editable_set_text (GTK_EDITABLE (entry), name);
  g_signal_emit_by_name (entry, "apply");
}

/* The Build form's list of Bots, as shown. */
static char *
picker_item (Table *table,
             guint  position)
{
  GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (test_rumble_control (&table->table,
                                                                                   MC_RUMBLE_CONTROL_CARD_KNOWN)));

  if (position >= g_list_model_get_n_items (model))
    return NULL;
  return g_strdup (gtk_string_list_get_string (GTK_STRING_LIST (model), position));
}

static gboolean
picker_offers (Table      *table,
               const char *shown)
{
  for (guint i = 1;; i++)
    {
      g_autofree char *item = picker_item (table, i);

      if (item == NULL)
        return FALSE;
      if (g_str_equal (item, shown))
        return TRUE;
    }
}

/* Walk B7 (issue 24): "Bot to build" offers first the Bots named face up
 * in the Laboratory (RB-S5, RB-B6); the one built leaves the row and the
 * card revealed in its place is unnamed until typed (RB-B10), so the
 * built Bot is never offered as face up again. */
static void
test_picker_offers_face_up_bots (void)
{
  Table table = { 0 };
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *after = NULL;

  start (&table, 2, 1280, 800);
  g_assert_cmpstr (mc_rumble_lab_view_get_status (table.lab, 1), ==, "Face up: 4 Bots, not named yet");
  name_face_up (&table, 1, "Sparky");
  name_face_up (&table, 1, "Boltzilla");
  g_assert_cmpstr (mc_rumble_lab_view_get_status (table.lab, 1), ==,
                   "Face up: Sparky, Boltzilla and 2 Bots not named yet");
  first = picker_item (&table, 1);
  second = picker_item (&table, 2);
  g_assert_cmpstr (first, ==, "Sparky, face up in tier 1");
  g_assert_cmpstr (second, ==, "Boltzilla, face up in tier 1");

  /* Picked by name: the name is not typed, the tier is the row's. */
  test_rumble_choose (&table.table, MC_RUMBLE_CONTROL_CARD_KNOWN, 1);
  g_assert_false (gtk_widget_get_visible (test_rumble_control (&table.table, MC_RUMBLE_CONTROL_CARD_NAME)));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (test_rumble_control (&table.table,
                                                                             MC_RUMBLE_CONTROL_CARD_TIER))), ==, "1");
  test_rumble_choose (&table.table, MC_RUMBLE_CONTROL_CARD_FACTION, 1);
  test_rumble_type (&table.table, MC_RUMBLE_CONTROL_CARD_COST, "1");
  test_ui_click (test_rumble_control (&table.table, MC_RUMBLE_CONTROL_BUILD));
  g_assert_cmpint (game_of (&table)->players[ANA].scrap, ==, 0);

  g_assert_false (picker_offers (&table, "Sparky, face up in tier 1"));
  after = picker_item (&table, 1);
  g_assert_cmpstr (after, ==, "Boltzilla, face up in tier 1");
  g_assert_cmpstr (mc_rumble_lab_view_get_status (table.lab, 1), ==,
                   "Face up: Boltzilla and 3 Bots not named yet");
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* The page as it looks, in each language and size: the Laboratory, and a
 * player's card in the battle with the deck and in a build turn with a hand. */
static void
render_all (const char *language,
            int         width,
            int         height)
{
  Table table = { 0 };
  RbAction action;
  g_autofree char *where = g_strdup_printf ("%s at %d×%d", language, width, height);
  g_autofree char *lab = g_strdup_printf ("rumble-lab-%s-%dx%d-laboratory.png", language, width, height);
  g_autofree char *hand = g_strdup_printf ("rumble-lab-%s-%dx%d-hand.png", language, width, height);
  g_autofree char *battle = g_strdup_printf ("rumble-lab-%s-%dx%d-battle.png", language, width, height);

  test_set_language (language);
  start (&table, 4, width, height);
  name_face_up (&table, 1, "Bill el Cohete");
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (table.window)), <=, width);
  render_at (&table, GTK_WIDGET (table.lab), lab);
  assert_nothing_cut (&table, GTK_WIDGET (table.page), where);

  tap_correct (mc_rumble_table_page_get_value (table.page, ANA, RB_FIELD_STORAGE), 2);
  rb_action_init_energize (&action, ANA, FALSE, 1);
  apply (&table, &action);
  rb_action_init_energize (&action, ANA, FALSE, 1);
  apply (&table, &action);
  render_at (&table, GTK_WIDGET (mc_rumble_table_page_get_scoreboard (table.page)), hand);
  assert_nothing_cut (&table, GTK_WIDGET (table.page), where);

  for (guint seat = 0; seat < 4; seat++)
    {
      rb_action_init_end_turn (&action, game_of (&table)->turn);
      apply (&table, &action);
    }
  g_assert_nonnull (mc_rumble_table_page_get_value (table.page, BEN, RB_FIELD_DECK));
  render_at (&table, GTK_WIDGET (mc_rumble_table_page_get_scoreboard (table.page)), battle);
  assert_nothing_cut (&table, GTK_WIDGET (table.page), where);
  gtk_window_destroy (GTK_WINDOW (table.window));
  test_set_language ("C");
}

static void
test_rendered (gconstpointer data)
{
  render_all (data, 360, 640);
  render_all (data, 1280, 800);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui-rumble-lab/the-laboratory-at-setup-per-player-count", test_setup_counts);
  g_test_add_func ("/ui-rumble-lab/a-scan-shows-the-hand-until-the-turn-ends", test_scan_and_return);
  g_test_add_func ("/ui-rumble-lab/the-first-to-reach-a-tier-reveals-its-row",
                   test_first_to_reach_a_tier_reveals_its_row);
  g_test_add_func ("/ui-rumble-lab/counts-are-corrected-by-tapping", test_counts_corrected_by_tapping);
  g_test_add_func ("/ui-rumble-lab/counts-have-names-tooltips-and-touch-sizes", test_names_and_targets);
  g_test_add_func ("/ui-rumble-lab/the-picker-offers-face-up-bots-first", test_picker_offers_face_up_bots);
  g_test_add_data_func ("/ui-rumble-lab/rendered-in-english", "C", test_rendered);
  g_test_add_data_func ("/ui-rumble-lab/rendered-in-spanish", "es", test_rendered);
  g_test_add_data_func ("/ui-rumble-lab/rendered-in-polish", "pl", test_rendered);
  status = g_test_run ();
  test_ui_finish ();
  return status;
}
