/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Rumblebots page at a glance (issue 24, points 3 and 10 to 14):
 * the new Champion's faction offered with what each keeps, the best one
 * chosen (RB-C12, RB-C13, E-6); "Which Bot" offering only the cards
 * still in the battle deck (RB-C1, RB-C10); a Bot's faction entered at
 * its build known at its reveal; the players' numbers in view without
 * scrolling at 1280×800 and 360×640; Ctrl+Return; the round track's
 * arrows kept for the next game. Expected values come from the rulebook
 * (shared/rules/rumblebots/checklist.md), never from the code. */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "app/mc-rumble-faction-picker.h"
#include "app/mc-rumble-field.h"
#include "app/mc-rumble-wrap-box.h"
#include "app/mc-rumble-phase-panel.h"
#include "app/mc-rules-page.h"
#include "session/mc-rules-book.h"
#include "app/mc-rumble-setup.h"
#include "app/mc-rumble-table-page.h"
#include "app/mc-setup-page.h"
#include "app/mc-window.h"

#include "test-util.h"
#include "test-ui-rumble-util.h"
#include "test-ui-util.h"

enum { ANA, BEN, CLEO, DAN };

/* The faction list of the Build form: "Not entered", then the six. */
#define BUILD_FACTION(f) (1 + (guint) (f))

typedef RumbleTable Table;

/* A faction known (entered at the Bot's build or at an earlier reveal) is
 * not asked again: shown greyed in its place, the pair's item for two. */
static void
assert_faction_known (Table      *table,
                      const char *label)
{
  GtkWidget *list = test_rumble_control (table, MC_RUMBLE_CONTROL_REVEAL_FACTION);

  g_assert_true (gtk_widget_get_visible (list));
  g_assert_false (gtk_widget_get_sensitive (list));
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (list)), ==,
                    test_rumble_item (table, MC_RUMBLE_CONTROL_REVEAL_FACTION, label));
}

/* The names "Which Bot" offers after "Not named". */
static char *
offered_bots (Table *table)
{
  GListModel *names = gtk_drop_down_get_model (GTK_DROP_DOWN (test_rumble_control (table,
                                                                                   MC_RUMBLE_CONTROL_REVEAL_BOT)));
  GString *text = g_string_new (NULL);

  for (guint i = 1; i < g_list_model_get_n_items (names); i++)
    g_string_append_printf (text, "%s%s", i > 1 ? ", " : "",
                            gtk_string_list_get_string (GTK_STRING_LIST (names), i));
  return g_string_free (text, FALSE);
}

/* E-6 (RB-C2, RB-C7, RB-C12): two players, Ana the Champion, clockwise.
 * Ben builds "Bill el Cohete" (Warfare) in round 1; in the battle Ana
 * reveals Bulby as her first defender (defense 3), Ben reveals Wrench
 * Toast (Warfare, attack 2) then Bill el Cohete (attack 7, defense 2):
 * 9 > 3, Ben is the new Champion and names a faction. */
static void
play_to_new_champion (Table *table,
                      int    width,
                      int    height)
{
  const RbGame *game;
  int bill;

  test_rumble_start (table, width, height, 2, ANA, RB_DIRECTION_CLOCKWISE);
  test_ui_click (test_rumble_control (table, MC_RUMBLE_CONTROL_END_TURN));
  g_assert_cmpint (test_rumble_game (table)->turn, ==, BEN);
  test_rumble_type (table, MC_RUMBLE_CONTROL_CARD_NAME, "Bill el Cohete");
  test_rumble_type (table, MC_RUMBLE_CONTROL_CARD_TIER, "1");
  test_rumble_type (table, MC_RUMBLE_CONTROL_CARD_COST, "1");
  test_rumble_type (table, MC_RUMBLE_CONTROL_CARD_RECYCLE, "1");
  test_rumble_choose (table, MC_RUMBLE_CONTROL_CARD_FACTION, BUILD_FACTION (RB_FACTION_WARFARE));
  test_ui_click (test_rumble_control (table, MC_RUMBLE_CONTROL_BUILD));
  game = test_rumble_game (table);
  g_assert_cmpuint (rb_game_count_bots (game, BEN, TRUE), ==, RB_STARTING_BOTS + 1);
  test_ui_click (test_rumble_control (table, MC_RUMBLE_CONTROL_END_TURN));
  g_assert_cmpint (test_rumble_game (table)->phase, ==, RB_PHASE_BATTLE);

  /* RB-C2: Ana's first defender, named. */
  test_rumble_reveal (table, rb_game_find_bot (test_rumble_game (table), ANA, RB_STARTER_BULBY), "", "3", "", "0");
  test_ui_click (test_rumble_control (table, MC_RUMBLE_CONTROL_REVEAL));
  g_assert_cmpint (test_rumble_game (table)->step, ==, RB_STEP_CLASH);

  /* Wrench Toast: its faction is asked when nobody entered it yet. */
  test_rumble_reveal (table, rb_game_find_bot (test_rumble_game (table), BEN, RB_STARTER_WRENCH_TOAST), "2", "0", "0", "0");
  /* (An earlier test's game may have taught the cards file its faction.) */
  if (gtk_widget_get_sensitive (test_rumble_control (table, MC_RUMBLE_CONTROL_REVEAL_FACTION)))
    test_rumble_choose (table, MC_RUMBLE_CONTROL_REVEAL_FACTION, 1 + RB_FACTION_WARFARE);
  test_ui_click (test_rumble_control (table, MC_RUMBLE_CONTROL_REVEAL));

  /* Bill el Cohete: its faction was entered at its build, not asked
   * again (issue 24, point 12). */
  game = test_rumble_game (table);
  bill = RB_NO_BOT;
  for (int i = 0; i < RB_MAX_BOTS; i++)
    if (game->bots[i].place == RB_BOT_OWNED && g_str_equal (game->bots[i].name, "Bill el Cohete"))
      bill = i;
  g_assert_cmpint (bill, !=, RB_NO_BOT);
  test_rumble_reveal (table, bill, "7", "2", "0", "0");
  /* (In the test's language: the play runs in es and pl too.) */
  assert_faction_known (table, rb_faction_get_name (RB_FACTION_WARFARE));
  g_assert_true (gtk_widget_get_sensitive (test_rumble_control (table, MC_RUMBLE_CONTROL_REVEAL)));
  test_ui_click (test_rumble_control (table, MC_RUMBLE_CONTROL_REVEAL));
  g_assert_cmpint (test_rumble_game (table)->champion, ==, BEN);
  g_assert_cmpint (test_rumble_game (table)->step, ==, RB_STEP_NAME_FACTION);
}

/* RB-C12, RB-C13, A-8, E-6 */
static void
test_new_champion_faction (void)
{
  Table table;
  McRumbleFactionPicker *picker;
  const char *warfare;

  play_to_new_champion (&table, 1280, 800);
  picker = MC_RUMBLE_FACTION_PICKER (test_rumble_control (&table, MC_RUMBLE_CONTROL_FACTION));

  /* Said as the book says it: the attackers of the faction named stay. */
  test_assert_contains (mc_rumble_phase_panel_get_detail (table.panel), "stay as the defense gang");
  g_assert_null (strstr (mc_rumble_phase_panel_get_detail (table.panel), "No Bot of that faction"));

  /* Warfare keeps both: defense 0 + 2 (E-6); chosen, and offered first. */
  g_assert_cmpint (mc_rumble_faction_picker_get_faction (picker), ==, RB_FACTION_WARFARE);
  g_assert_cmpint (mc_rumble_faction_picker_get_position (picker, RB_FACTION_WARFARE), ==, 0);
  warfare = mc_rumble_faction_picker_get_preview (picker, RB_FACTION_WARFARE);
  /* On screen: the top choice reads Warfare's preview and is the one on. */
  {
    GtkWidget *top = gtk_widget_get_first_child (gtk_widget_get_first_child (GTK_WIDGET (picker)));

    g_assert_true (GTK_IS_CHECK_BUTTON (top));
    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_check_button_get_child (GTK_CHECK_BUTTON (top)))), ==, warfare);
    g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (top)));
  }
  test_assert_contains (warfare, "Wrench Toast");
  test_assert_contains (warfare, "Bill el Cohete");
  test_assert_contains (warfare, "defense 2");
  /* A faction no attacker has says it leaves 0. */
  test_assert_contains (mc_rumble_faction_picker_get_preview (picker, RB_FACTION_ANIMAL), "defense 0");
  test_assert_contains (mc_rumble_faction_picker_get_preview (picker, RB_FACTION_BIO), "no attacking Bot");
  test_ui_render_to_png (GTK_WIDGET (table.window), "rumble-table-1280x800-new-champion.png");

  /* Accepting what is chosen keeps the defense of 2. */
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_NAME_FACTION));
  g_assert_cmpint (test_rumble_game (&table)->step, ==, RB_STEP_CLASH);
  g_assert_cmpint (rb_gang_get_defense (&test_rumble_game (&table)->defense), ==, 2);
  g_assert_cmpuint (test_rumble_game (&table)->defense.n_cards, ==, 2);
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* RB-C1, RB-C10, RB-C12: a revealed Bot is in a gang or on the discard
 * pile until the next battle, never offered again in this one. */
static void
test_only_cards_in_deck (void)
{
  Table table;
  g_autofree char *ana = NULL;
  g_autofree char *again = NULL;

  play_to_new_champion (&table, 1280, 800);
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_NAME_FACTION));
  /* Ana challenges Ben now; Bulby, her beaten defender, was discarded
   * (RB-C10): her two other starting Bots are left (RB-S10). */
  g_assert_cmpint (test_rumble_game (&table)->challenger, ==, ANA);
  ana = offered_bots (&table);
  g_assert_cmpstr (ana, ==, "Mechchicken, Wrench Toast");

  /* Mechchicken revealed: only Wrench Toast is left for the next card. */
  test_rumble_reveal (&table, rb_game_find_bot (test_rumble_game (&table), ANA, RB_STARTER_MECHCHICKEN), "1", "1", "0", "0");
  test_rumble_choose (&table, MC_RUMBLE_CONTROL_REVEAL_FACTION, 1 + RB_FACTION_MECH);
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL));
  g_assert_cmpint (test_rumble_game (&table)->players[ANA].deck, ==, 1);
  again = offered_bots (&table);
  g_assert_cmpstr (again, ==, "Wrench Toast");
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* An attacker asked for its defense is told why (RB-C12). */
static void
test_attacker_defense_why (void)
{
  Table table;

  test_rumble_start (&table, 1280, 800, 2, ANA, RB_DIRECTION_CLOCKWISE);
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_END_TURN));
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_END_TURN));
  test_rumble_reveal (&table, RB_NO_BOT, "", "3", "", "0");
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL));
  test_rumble_reveal (&table, RB_NO_BOT, "5", "", "0", "");
  test_rumble_choose (&table, MC_RUMBLE_CONTROL_REVEAL_FACTION, 1 + RB_FACTION_BIO);
  g_assert_false (gtk_widget_get_sensitive (test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL)));
  test_assert_contains (mc_rumble_phase_panel_get_reasons (table.panel), "may defend later");
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* Whether @widget lies wholly inside the window, and outside any
 * scrolled part: readable without scrolling, whatever is scrolled. */
static void
assert_in_view (GtkWidget  *widget,
                GtkWidget  *window,
                int         width,
                int         height,
                const char *what)
{
  graphene_rect_t bounds;

  /* The window itself no larger than the screen it is meant for. */
  g_assert_cmpint (gtk_widget_get_width (window), <=, width);
  g_assert_cmpint (gtk_widget_get_height (window), <=, height);
  g_assert_nonnull (widget);
  if (!gtk_widget_get_mapped (widget))
    g_error ("%s is not on screen", what);
  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  if (bounds.origin.x < 0 || bounds.origin.y < 0
      || bounds.origin.x + bounds.size.width > gtk_widget_get_width (window) + 0.5
      || bounds.origin.y + bounds.size.height > gtk_widget_get_height (window) + 0.5)
    g_error ("%s is out of view at %.0f,%.0f (%.0f×%.0f) in a %d×%d window", what, bounds.origin.x, bounds.origin.y,
             bounds.size.width, bounds.size.height, gtk_widget_get_width (window), gtk_widget_get_height (window));
  if (gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW) != NULL)
    g_error ("%s scrolls away with the page", what);
}

/* Issue 24, point 10: four players in a battle, every player's crystals
 * (Storage, Reactor, Cryo-cell), scrap, tier and deck, who is Champion and
 * who acts, in view without scrolling; the action of the moment too. */
static void
numbers_in_view (int         width,
                 int         height,
                 const char *png)
{
  Table table;
  RbField fields[] = { RB_FIELD_STORAGE, RB_FIELD_REACTOR, RB_FIELD_CRYO, RB_FIELD_SCRAP, RB_FIELD_TIER,
                       RB_FIELD_DECK };
  McRumbleScoreboard *board;
  GtkWidget *scrolled;
  GtkAdjustment *adjustment;

  test_rumble_start (&table, width, height, 4, ANA, RB_DIRECTION_CLOCKWISE);
  for (guint seat = 0; seat < 4; seat++)
    test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_END_TURN));
  g_assert_cmpint (test_rumble_game (&table)->phase, ==, RB_PHASE_BATTLE);
  board = mc_rumble_table_page_get_scoreboard (table.page);
  /* Scrolled to the bottom: the numbers stay. */
  scrolled = gtk_widget_get_ancestor (GTK_WIDGET (table.panel), GTK_TYPE_SCROLLED_WINDOW);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (table.page)), <=, width);
  for (guint seat = 0; seat < 4; seat++)
    for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
      {
        g_autofree char *what = g_strdup_printf ("%s's %s", test_rumble_game (&table)->players[seat].name,
                                                 rb_field_get_name (fields[i]));

        assert_in_view (mc_rumble_table_page_get_value (table.page, (int) seat, fields[i]),
                        GTK_WIDGET (table.window), width, height, what);
      }
  /* RB-C2: Ana, the Champion, reveals: she acts, and it says so. */
  g_assert_cmpint (mc_rumble_scoreboard_get_acting (board), ==, ANA);
  test_assert_contains (mc_rumble_scoreboard_get_status (board, ANA), "Champion");
  test_assert_contains (mc_rumble_scoreboard_get_status (board, ANA), "acts now");
  g_assert_null (strstr (mc_rumble_scoreboard_get_status (board, BEN), "Champion"));
  /* In words on the card, not a star alone: the game prints tiers as
   * stars (walk 20: "Ana ★" beside "Tier 1" read as her tier). */
  {
    g_autofree char *under = g_strdup_printf ("Champion\n%d crystals",
                                              rb_player_get_crystals (&test_rumble_game (&table)->players[ANA]));
    GtkWidget *said = test_ui_find_label (GTK_WIDGET (board), under);

    g_assert_nonnull (said);
    assert_in_view (said, GTK_WIDGET (table.window), width, height, "the Champion in words");
  }
  test_ui_render_to_png (GTK_WIDGET (table.window), png);

  /* A new step shows the page from its top: the action first. */
  test_rumble_reveal (&table, RB_NO_BOT, "", "3", "", "0");
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, gtk_adjustment_get_lower (adjustment));
  g_assert_cmpint (mc_rumble_scoreboard_get_acting (board), ==, BEN);
  gtk_window_destroy (GTK_WINDOW (table.window));
}

static void
test_numbers_in_view_laptop (void)
{
  numbers_in_view (1280, 800, "rumble-table-1280x800-battle.png");
}

static void
test_numbers_in_view_phone (void)
{
  numbers_in_view (360, 640, "rumble-table-360x640-battle.png");
}

/* Issue 24, point 14: Ctrl+Return (win.turn-next) takes the step's main
 * action on the Rumblebots page too: here End Build Turn (RB-B1). */
static void
test_ctrl_return (void)
{
  Table table;
  GtkApplication *app;
  g_auto(GStrv) accels = NULL;

  test_rumble_start (&table, 1280, 800, 3, ANA, RB_DIRECTION_CLOCKWISE);
  app = gtk_window_get_application (GTK_WINDOW (table.window));
  if (app != NULL)
    {
      accels = gtk_application_get_accels_for_action (app, "win.turn-next");
      g_assert_true (g_strv_contains ((const char * const *) accels, "<Control>Return"));
    }
  g_assert_cmpint (test_rumble_game (&table)->turn, ==, ANA);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.turn-next", NULL));
  g_assert_cmpint (test_rumble_game (&table)->turn, ==, BEN);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.turn-next", NULL));
  g_assert_cmpint (test_rumble_game (&table)->turn, ==, CLEO);
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* Whether the keyboard focus is in @widget (an entry's text, a drop-down's
 * button) or is @widget itself. */
static gboolean
has_focus_in (Table     *table,
              GtkWidget *widget)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (table->window));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* Walk 2 (en13, en14): in the build form Tab goes from the Tier field
 * straight into Cost and on into the recycle value, never stopping on a
 * field's container (the next digit would be lost); Shift+Tab back.
 * @data: the window's width and height. */
static void
test_keyboard_in_the_build_form (gconstpointer data)
{
  const int *size = data;
  Table table;
  McRumbleControl order[] = { MC_RUMBLE_CONTROL_CARD_TIER, MC_RUMBLE_CONTROL_CARD_COST,
                              MC_RUMBLE_CONTROL_CARD_RECYCLE };

  test_rumble_start (&table, size[0], size[1], 3, 0, RB_DIRECTION_CLOCKWISE);
  gtk_window_present (GTK_WINDOW (table.window));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_assert_true (gtk_widget_grab_focus (test_rumble_control (&table, order[0])));
  for (guint i = 1; i < G_N_ELEMENTS (order); i++)
    {
      g_assert_true (gtk_widget_child_focus (GTK_WIDGET (table.window), GTK_DIR_TAB_FORWARD));
      if (!has_focus_in (&table, test_rumble_control (&table, order[i])))
        g_error ("Tab from field %u went to a %s, not to field %u", i - 1,
                 G_OBJECT_TYPE_NAME (gtk_root_get_focus (GTK_ROOT (table.window))), i);
      g_assert_true (GTK_IS_TEXT (gtk_root_get_focus (GTK_ROOT (table.window))));
    }
  for (guint i = G_N_ELEMENTS (order) - 1; i-- > 0;)
    {
      g_assert_true (gtk_widget_child_focus (GTK_WIDGET (table.window), GTK_DIR_TAB_BACKWARD));
      g_assert_true (has_focus_in (&table, test_rumble_control (&table, order[i])));
    }
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* Issue 24, point 14: the clash's card typed from the keyboard alone.
 * Tab goes from field to field in reading order (Which Bot, its factions,
 * attack, defense, crits, barriers) and on to Reveal, Shift+Tab back;
 * Ctrl+Return (win.turn-next) reveals from inside a number, as on the
 * Tiny Epic Mechs page (RB-C3: Ben's card goes to his attack gang). */
static void
test_keyboard_in_the_clash (void)
{
  Table table;
  McRumbleControl order[] = { MC_RUMBLE_CONTROL_REVEAL_BOT, MC_RUMBLE_CONTROL_REVEAL_FACTION,
                              MC_RUMBLE_CONTROL_REVEAL_ATTACK, MC_RUMBLE_CONTROL_REVEAL_DEFENSE,
                              MC_RUMBLE_CONTROL_REVEAL_CRITS, MC_RUMBLE_CONTROL_REVEAL_BARRIERS,
                              MC_RUMBLE_CONTROL_REVEAL };

  test_rumble_start_clash (&table, 360, 640);
  /* An unnamed card: its faction is asked, and Reveal is on. */
  test_rumble_reveal (&table, RB_NO_BOT, "2", "0", "0", "0");
  test_rumble_choose (&table, MC_RUMBLE_CONTROL_REVEAL_FACTION, 1 + RB_FACTION_BIO);
  g_assert_true (gtk_widget_get_sensitive (test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL)));
  gtk_window_present (GTK_WINDOW (table.window));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_assert_true (gtk_widget_grab_focus (test_rumble_control (&table, order[0])));
  for (guint i = 1; i < G_N_ELEMENTS (order); i++)
    {
      g_assert_true (gtk_widget_child_focus (GTK_WIDGET (table.window), GTK_DIR_TAB_FORWARD));
      if (!has_focus_in (&table, test_rumble_control (&table, order[i])))
        g_error ("Tab from field %u went to a %s, not to field %u", i - 1,
                 G_OBJECT_TYPE_NAME (gtk_root_get_focus (GTK_ROOT (table.window))), i);
    }
  for (guint i = G_N_ELEMENTS (order) - 1; i-- > 3;)
    {
      g_assert_true (gtk_widget_child_focus (GTK_WIDGET (table.window), GTK_DIR_TAB_BACKWARD));
      g_assert_true (has_focus_in (&table, test_rumble_control (&table, order[i])));
    }

  /* Focus in the barriers: Ctrl+Return reveals the card. */
  g_assert_true (gtk_widget_grab_focus (test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL_BARRIERS)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.turn-next", NULL));
  g_assert_cmpuint (test_rumble_game (&table)->attack.n_cards, ==, 1);
  g_assert_cmpint (rb_gang_get_attack (&test_rumble_game (&table)->attack), ==, 2);
  /* Enter in a number with nothing typed yet applies nothing (the
   * revealed card's numbers are asked first). */
  g_signal_emit_by_name (test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL_ATTACK), "activate");
  g_assert_cmpuint (test_rumble_game (&table)->attack.n_cards, ==, 1);
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* Walk item 3 (issue 24): RB-C2, RB-C3, RB-C7, RB-C8, RB-C10: a
 * defense gang counts its defense and barriers only and a beaten one is
 * discarded, so a first defender's attack and crits have no use: they
 * are not asked. A Challenger's card is asked all four (RB-C6, RB-C12). */
static void
test_defender_asked_no_attack (void)
{
  Table table;
  McRumbleControl unused[] = { MC_RUMBLE_CONTROL_REVEAL_ATTACK, MC_RUMBLE_CONTROL_REVEAL_CRITS };
  McRumbleControl used[] = { MC_RUMBLE_CONTROL_REVEAL_DEFENSE, MC_RUMBLE_CONTROL_REVEAL_BARRIERS };

  test_rumble_start (&table, 360, 640, 2, ANA, RB_DIRECTION_CLOCKWISE);
  test_rumble_end_turns (&table, 2);
  g_assert_cmpint (test_rumble_game (&table)->step, ==, RB_STEP_FIRST_DEFENDER);
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  for (guint i = 0; i < G_N_ELEMENTS (unused); i++)
    g_assert_false (gtk_widget_is_visible (test_rumble_control (&table, unused[i])));
  for (guint i = 0; i < G_N_ELEMENTS (used); i++)
    g_assert_true (gtk_widget_is_visible (test_rumble_control (&table, used[i])));
  test_rumble_type (&table, MC_RUMBLE_CONTROL_REVEAL_DEFENSE, "3");
  test_rumble_type (&table, MC_RUMBLE_CONTROL_REVEAL_BARRIERS, "1");
  test_rumble_choose (&table, MC_RUMBLE_CONTROL_REVEAL_FACTION, 1 + RB_FACTION_BIO);
  g_assert_true (gtk_widget_get_sensitive (test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL)));
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL));
  g_assert_cmpint (test_rumble_game (&table)->step, ==, RB_STEP_CLASH);
  g_assert_cmpint (rb_gang_get_defense (&test_rumble_game (&table)->defense), ==, 3);
  g_assert_cmpint (rb_game_get_crits_needed (test_rumble_game (&table)), ==, 4 + 1);

  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  for (guint i = 0; i < G_N_ELEMENTS (unused); i++)
    g_assert_true (gtk_widget_is_visible (test_rumble_control (&table, unused[i])));
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* Issue 24, point 12: a Bot keeps what was entered about it. RB-K18: a
 * card revealed unnamed with two factions is entered with both. Then in
 * a new game Wrench Toast, whose attack 2 Ben typed in the last one
 * (E-6), is offered with it: nothing typed, Reveal puts attack 2 in his
 * gang (RB-C3, RB-C6); its faction is not asked again. */
static void
test_a_bot_keeps_what_was_entered (void)
{
  Table table;
  GtkWidget *attack;
  guint both = RB_FACTION_BIT (RB_FACTION_BIO) | RB_FACTION_BIT (RB_FACTION_WARFARE);

  test_rumble_start_clash (&table, 1280, 800);
  test_rumble_reveal (&table, RB_NO_BOT, "1", "0", "0", "0");
  /* One pick: the pair "Bio + Warfare". */
  test_rumble_choose (&table, MC_RUMBLE_CONTROL_REVEAL_FACTION, test_rumble_item (&table, MC_RUMBLE_CONTROL_REVEAL_FACTION, "Bio + Warfare"));
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL));
  g_assert_cmpuint (test_rumble_game (&table)->attack.n_cards, ==, 1);
  g_assert_cmpuint (test_rumble_game (&table)->attack.cards[0].factions, ==, both);
  /* The next card's factions are chosen afresh. */
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL_FACTION))), ==, 0);
  gtk_window_destroy (GTK_WINDOW (table.window));

  /* E-6 teaches the cards file Wrench Toast: attack 2, Warfare. */
  play_to_new_champion (&table, 1280, 800);
  gtk_window_destroy (GTK_WINDOW (table.window));
  test_rumble_start (&table, 1280, 800, 2, ANA, RB_DIRECTION_CLOCKWISE);
  test_rumble_end_turns (&table, 2);
  test_rumble_reveal (&table, rb_game_find_bot (test_rumble_game (&table), ANA, RB_STARTER_BULBY), "", "3", "", "0");
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL));
  g_assert_cmpint (test_rumble_game (&table)->step, ==, RB_STEP_CLASH);
  test_rumble_reveal (&table, rb_game_find_bot (test_rumble_game (&table), BEN, RB_STARTER_WRENCH_TOAST), "", "", "", "");
  attack = test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL_ATTACK);
  g_assert_cmpstr (gtk_entry_get_placeholder_text (GTK_ENTRY (attack)), ==, "2");
  assert_faction_known (&table, "Warfare");
  g_assert_true (gtk_widget_get_sensitive (test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL)));
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL));
  g_assert_cmpint (rb_gang_get_attack (&test_rumble_game (&table)->attack), ==, 2);
  g_assert_cmpuint (test_rumble_game (&table)->attack.cards[0].factions, ==, RB_FACTION_BIT (RB_FACTION_WARFARE));
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* A form row never gets taller as it gets wider: else a scrolled window
 * around it adds and drops its scrollbar for ever (the ability dialog's
 * Transform page hung so, its captions wrapping in narrow cells). */
static void
test_wrap_row_height_never_grows_with_width (void)
{
  const char *captions[] = { "Attack", "Defense", "Crits", "Barriers", "Recycle value" };
  GtkWidget *row = g_object_new (MC_TYPE_RUMBLE_WRAP_BOX, "min-per-line", 2, "max-per-line", 5, NULL);
  int min_width, last = G_MAXINT;

  g_object_ref_sink (row);
  for (guint i = 0; i < G_N_ELEMENTS (captions); i++)
    {
      GtkWidget *field = g_object_new (MC_TYPE_RUMBLE_FIELD, "caption", captions[i], NULL);
      GtkWidget *entry = gtk_entry_new ();

      gtk_editable_set_width_chars (GTK_EDITABLE (entry), 6);
      gtk_widget_set_hexpand (entry, TRUE);
      gtk_widget_set_parent (entry, field);
      gtk_widget_set_parent (field, row);
    }
  gtk_widget_measure (row, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  for (int width = min_width; width <= 900; width++)
    {
      int height;

      gtk_widget_measure (row, GTK_ORIENTATION_VERTICAL, width, &height, NULL, NULL, NULL);
      if (height > last)
        g_error ("the row is %d px tall at %d px wide, taller than at %d px (%d)", height, width, width - 1, last);
      last = height;
    }
  g_object_unref (row);
}

/* Issue 24, point 14, card-facts.md §4: the arrows read off the board in
 * one game are there in the next: the same board, no tap needed. */
static void
test_arrows_kept (void)
{
  Table table;
  RbDirection arrows[RB_ROUNDS] = { RB_DIRECTION_COUNTER_CLOCKWISE, RB_DIRECTION_CLOCKWISE,
                                    RB_DIRECTION_COUNTER_CLOCKWISE, RB_DIRECTION_CLOCKWISE,
                                    RB_DIRECTION_CLOCKWISE, RB_DIRECTION_COUNTER_CLOCKWISE };
  McSetupPage *setup;
  McRumbleSetup *form;
  RbAction action;
  g_autoptr(GError) error = NULL;

  test_rumble_start_with_directions (&table, 1280, 800, 2, ANA, arrows);
  gtk_window_destroy (GTK_WINDOW (table.window));
  /* Another day, a new window: its form is new too. */
  table.window = test_ui_new_window (1280, 800);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.new-game", NULL));
  setup = mc_window_get_setup_page (table.window);
  mc_setup_page_set_game_kind (setup, MC_GAME_RUMBLEBOTS);
  form = mc_setup_page_get_rumble_setup (setup);
  mc_rumble_setup_set_n_players (form, 2);
  mc_rumble_setup_set_name (form, ANA, "Ana");
  mc_rumble_setup_set_name (form, BEN, "Ben");
  /* Nothing else asked: the arrows are the board's, read last time. */
  g_assert_null (mc_setup_page_get_problem (setup));
  g_assert_true (mc_setup_page_build_rumble_action (setup, &action, &error));
  for (guint r = 0; r < RB_ROUNDS; r++)
    g_assert_cmpint (action.new_game.directions[r], ==, arrows[r]);
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* Issue 24, points 10 and 12: a Bot the cards file knows is built by
 * picking its name; only what the file does not hold (its tier) is
 * typed. Its cost and faction come from the first build (RB-B7). */
static void
test_build_known_bot (void)
{
  Table table;
  const RbGame *game;
  gboolean found = FALSE;

  /* A first game teaches the cards file "Bill el Cohete". */
  play_to_new_champion (&table, 1280, 800);
  gtk_window_destroy (GTK_WINDOW (table.window));

  test_rumble_start (&table, 1280, 800, 2, ANA, RB_DIRECTION_CLOCKWISE);
  g_assert_true (mc_rumble_phase_panel_choose_known (table.panel, "Bill el Cohete"));
  g_assert_false (gtk_widget_get_visible (test_rumble_control (&table, MC_RUMBLE_CONTROL_CARD_NAME)));
  g_assert_false (gtk_widget_get_visible (test_rumble_control (&table, MC_RUMBLE_CONTROL_CARD_FACTION)));
  g_assert_false (gtk_widget_get_visible (test_rumble_control (&table, MC_RUMBLE_CONTROL_CARD_COST)));
  g_assert_false (gtk_widget_get_visible (test_rumble_control (&table, MC_RUMBLE_CONTROL_CARD_RECYCLE)));
  g_assert_true (gtk_widget_get_visible (test_rumble_control (&table, MC_RUMBLE_CONTROL_CARD_TIER)));
  test_rumble_type (&table, MC_RUMBLE_CONTROL_CARD_TIER, "1");
  g_assert_true (gtk_widget_get_sensitive (test_rumble_control (&table, MC_RUMBLE_CONTROL_BUILD)));
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_BUILD));
  game = test_rumble_game (&table);
  for (int i = 0; i < RB_MAX_BOTS; i++)
    if (game->bots[i].place == RB_BOT_OWNED && game->bots[i].owner == ANA
        && g_str_equal (game->bots[i].name, "Bill el Cohete"))
      {
        found = TRUE;
        g_assert_cmpuint (game->bots[i].factions, ==, RB_FACTION_BIT (RB_FACTION_WARFARE));
        g_assert_cmpint (game->bots[i].cost, ==, 1);
      }
  g_assert_true (found);
  /* RB-B7: the cost was paid from the round's income of 1 (RB-B3). */
  g_assert_cmpint (game->players[ANA].scrap, ==, 0);
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* Issue 24, point 13: Rules opened from a Rumblebots game show
 * Rumblebots' rules, not both games' with Tiny Epic Mechs first. */
static void
test_rules_of_the_game (void)
{
  Table table;
  McRulesPage *rules;

  test_rumble_start (&table, 1280, 800, 2, ANA, RB_DIRECTION_CLOCKWISE);
  rules = mc_window_get_rules_page (table.window);
  mc_rules_page_set_game (rules, MC_RULES_BOOK_ALL_GAMES);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.show-rules", NULL));
  g_assert_cmpstr (mc_window_get_visible_page (table.window), ==, "rules");
  g_assert_cmpint (mc_rules_page_get_game (rules), ==, MC_GAME_RUMBLEBOTS);
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* Issue 24, point 14: Enter in a value's number applies the correction,
 * as Correct does (the table is the truth). The spin button is made by
 * the tap on the number, not with the table (issue 23: thirty of them
 * before the first frame). */
static void
test_enter_corrects (void)
{
  Table table;
  GtkWidget *button, *spin;
  GListModel *controllers;
  gboolean handled = FALSE;

  test_rumble_start (&table, 1280, 800, 2, ANA, RB_DIRECTION_CLOCKWISE);
  button = mc_rumble_table_page_get_value (table.page, BEN, RB_FIELD_SCRAP);
  g_assert_null (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));   /* the tap on the number */
  spin = gtk_widget_get_first_child (gtk_popover_get_child (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button))));
  g_assert_true (GTK_IS_SPIN_BUTTON (spin));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 3);
  controllers = gtk_widget_observe_controllers (spin);
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", GDK_KEY_Return, 36, 0, &handled);
    }
  g_object_unref (controllers);
  g_assert_true (handled);
  g_assert_cmpint (test_rumble_game (&table)->players[BEN].scrap, ==, 3);
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* The page as players see it, in each language at both sizes: a build
 * turn with crystals on the table, the new Champion naming a faction,
 * and a clash. PNGs to look at (issue 24). */
static void
test_screenshots (gconstpointer data)
{
  const char *language = data;
  struct { int width, height; } sizes[] = { { 1280, 800 }, { 360, 640 } };

  test_set_language (language);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      int w = sizes[i].width, h = sizes[i].height;
      g_autofree char *build = g_strdup_printf ("rumble-shot-%s-%dx%d-build.png", language, w, h);
      g_autofree char *champion = g_strdup_printf ("rumble-shot-%s-%dx%d-new-champion.png", language, w, h);
      g_autofree char *clash = g_strdup_printf ("rumble-shot-%s-%dx%d-clash.png", language, w, h);
      Table table;

      test_rumble_start (&table, w, h, 4, BEN, RB_DIRECTION_CLOCKWISE);
      mc_rumble_table_page_correct (table.page, ANA, RB_FIELD_STORAGE, 3);
      mc_rumble_table_page_correct (table.page, ANA, RB_FIELD_REACTOR, 1);
      mc_rumble_table_page_correct (table.page, CLEO, RB_FIELD_CRYO, 2);
      mc_rumble_table_page_correct (table.page, DAN, RB_FIELD_SCRAP, 4);
      test_ui_render_to_png (GTK_WIDGET (table.window), build);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (table.window)), <=, w);
      gtk_window_destroy (GTK_WINDOW (table.window));

      play_to_new_champion (&table, w, h);
      test_ui_render_to_png (GTK_WIDGET (table.window), champion);
      test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_NAME_FACTION));
      test_rumble_reveal (&table, rb_game_find_bot (test_rumble_game (&table), ANA, RB_STARTER_MECHCHICKEN), "1", "", "0", "");
      test_ui_render_to_png (GTK_WIDGET (table.window), clash);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (table.window)), <=, w);
      gtk_window_destroy (GTK_WINDOW (table.window));
    }
  test_set_language ("C");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  static const int build_phone[] = { 360, 640 }, build_laptop[] = { 1280, 800 };

  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui-rumble-table/new-champion-faction", test_new_champion_faction);
  g_test_add_func ("/ui-rumble-table/only-cards-in-the-deck", test_only_cards_in_deck);
  g_test_add_func ("/ui-rumble-table/attacker-defense-why", test_attacker_defense_why);
  g_test_add_func ("/ui-rumble-table/numbers-in-view-1280x800", test_numbers_in_view_laptop);
  g_test_add_func ("/ui-rumble-table/numbers-in-view-360x640", test_numbers_in_view_phone);
  g_test_add_func ("/ui-rumble-table/ctrl-return", test_ctrl_return);
  g_test_add_func ("/ui-rumble-table/keyboard-in-the-clash", test_keyboard_in_the_clash);
  g_test_add_func ("/ui-rumble-table/a-first-defender-is-asked-no-attack", test_defender_asked_no_attack);
  g_test_add_data_func ("/ui-rumble-table/keyboard-in-the-build-form-360x640", build_phone,
                        test_keyboard_in_the_build_form);
  g_test_add_data_func ("/ui-rumble-table/keyboard-in-the-build-form-1280x800", build_laptop,
                        test_keyboard_in_the_build_form);
  g_test_add_func ("/ui-rumble-table/a-form-row-never-grows-taller-when-wider",
                   test_wrap_row_height_never_grows_with_width);
  g_test_add_func ("/ui-rumble-table/a-bot-keeps-what-was-entered", test_a_bot_keeps_what_was_entered);
  g_test_add_func ("/ui-rumble-table/arrows-kept", test_arrows_kept);
  g_test_add_func ("/ui-rumble-table/enter-corrects", test_enter_corrects);
  g_test_add_func ("/ui-rumble-table/rules-of-the-game", test_rules_of_the_game);
  g_test_add_func ("/ui-rumble-table/build-a-known-bot", test_build_known_bot);
  g_test_add_data_func ("/ui-rumble-table/screenshots/en", "en", test_screenshots);
  g_test_add_data_func ("/ui-rumble-table/screenshots/es", "es", test_screenshots);
  g_test_add_data_func ("/ui-rumble-table/screenshots/pl", "pl", test_screenshots);
  status = g_test_run ();
  test_ui_finish ();
  return status;
}
