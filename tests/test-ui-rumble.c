/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A Rumblebots game through the widgets, as players tap it: New Game asks
 * which game, the short form starts it, the table shows each player's
 * numbers and the round track, and the phase panel takes the build and
 * battle actions. Every number expected comes from the rulebook
 * (shared/rules/rumblebots/checklist.md), checked both on screen and in
 * the rules core's state; at 360×640 and at 1280×800. */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "app/mc-rumble-phase-panel.h"
#include "app/mc-rumble-setup.h"
#include "app/mc-rumble-table-page.h"
#include "app/mc-setup-page.h"
#include "app/mc-share-dialog.h"
#include "app/mc-window.h"

#include "test-util.h"
#include "test-ui-rumble-util.h"
#include "test-ui-util.h"

enum { ANA, BEN, CLEO };

typedef RumbleTable Table;

/* The number on screen for a value, as the players read it. */
static int
shown (Table  *table,
       int     index,
       RbField field)
{
  GtkWidget *widget = mc_rumble_table_page_get_value (table->page, index, field);

  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_get_visible (widget));
  return atoi (g_object_get_data (G_OBJECT (widget), "number"));
}

/* A player's numbers: on screen, in the rules core, and as expected. */
static void
assert_player (Table *table,
               guint  seat,
               int    scrap,
               int    storage,
               int    reactor,
               int    cryo,
               int    tier)
{
  const RbPlayer *player = &test_rumble_game (table)->players[seat];

  g_assert_cmpint (player->scrap, ==, scrap);
  g_assert_cmpint (player->storage, ==, storage);
  g_assert_cmpint (player->reactor, ==, reactor);
  g_assert_cmpint (player->cryo, ==, cryo);
  g_assert_cmpint (player->tier, ==, tier);
  g_assert_cmpint (shown (table, (int) seat, RB_FIELD_SCRAP), ==, scrap);
  g_assert_cmpint (shown (table, (int) seat, RB_FIELD_STORAGE), ==, storage);
  g_assert_cmpint (shown (table, (int) seat, RB_FIELD_REACTOR), ==, reactor);
  g_assert_cmpint (shown (table, (int) seat, RB_FIELD_CRYO), ==, cryo);
  g_assert_cmpint (shown (table, (int) seat, RB_FIELD_TIER), ==, tier);
  g_assert_cmpint (shown (table, (int) seat, RB_N_FIELDS), ==, storage + reactor + cryo);
}

static void
reveal (Table      *table,
        const char *attack,
        const char *defense,
        const char *crits,
        const char *barriers)
{
  test_rumble_type (table, MC_RUMBLE_CONTROL_REVEAL_ATTACK, attack);
  test_rumble_type (table, MC_RUMBLE_CONTROL_REVEAL_DEFENSE, defense);
  test_rumble_type (table, MC_RUMBLE_CONTROL_REVEAL_CRITS, crits);
  test_rumble_type (table, MC_RUMBLE_CONTROL_REVEAL_BARRIERS, barriers);
  test_rumble_choose (table, MC_RUMBLE_CONTROL_REVEAL_FACTION, 1 + RB_FACTION_WARFARE);
  test_ui_click (test_rumble_control (table, MC_RUMBLE_CONTROL_REVEAL));
}

static void
play (int         width,
      int         height,
      const char *prefix)
{
  Table table = { 0 };
  McSetupPage *setup;
  McRumbleSetup *form;
  g_autofree char *png = NULL;
  const RbGame *game;
  RbGame before;

  /* A board never read yet: the arrows the last game kept are forgotten. */
  {
    g_autoptr(GSettings) settings = g_settings_new (BASE_APP_ID);

    g_settings_reset (settings, "rumble-arrows");
  }
  table.window = test_ui_new_window (width, height);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.new-game", NULL));
  setup = mc_window_get_setup_page (table.window);

  /* New Game asks which game first; the Rumblebots form says what it lacks. */
  mc_setup_page_set_game_kind (setup, MC_GAME_RUMBLEBOTS);
  form = mc_setup_page_get_rumble_setup (setup);
  mc_rumble_setup_set_n_players (form, 3);
  g_assert_false (gtk_widget_get_sensitive (mc_setup_page_get_start_button (setup)));
  test_assert_contains (mc_setup_page_get_problem (setup), "player 1");
  test_assert_contains (mc_setup_page_get_problem (setup), "round space 1");
  mc_rumble_setup_set_name (form, ANA, "Ana");
  mc_rumble_setup_set_name (form, BEN, "Ben");
  mc_rumble_setup_set_name (form, CLEO, "Cleo");
  mc_rumble_setup_set_champion (form, ANA);
  /* Round 1 goes counter-clockwise: after Ana comes Cleo (RB-R3). */
  mc_rumble_setup_set_direction (form, 0, RB_DIRECTION_COUNTER_CLOCKWISE);
  for (guint r = 1; r < RB_ROUNDS - 1; r++)
    mc_rumble_setup_set_direction (form, r, RB_DIRECTION_CLOCKWISE);
  test_assert_contains (mc_setup_page_get_problem (setup), "round space 6");
  g_assert_null (strstr (mc_setup_page_get_problem (setup), "player"));
  mc_rumble_setup_set_direction (form, RB_ROUNDS - 1, RB_DIRECTION_CLOCKWISE);
  g_assert_null (mc_setup_page_get_problem (setup));
  png = g_strdup_printf ("%s-setup.png", prefix);
  test_ui_render_to_png (GTK_WIDGET (table.window), png);
  test_ui_click (mc_setup_page_get_start_button (setup));

  g_assert_cmpstr (mc_window_get_visible_page (table.window), ==, "rumble");
  table.page = MC_RUMBLE_TABLE_PAGE (gtk_stack_get_visible_child (GTK_STACK (gtk_widget_get_parent (GTK_WIDGET (setup)))));
  table.panel = mc_rumble_table_page_get_phase_panel (table.page);
  table.session = mc_window_get_session (table.window);
  game = test_rumble_game (&table);

  /* RB-S7: 3 crystals on spaces 1 to 5 with 3 players, none on the 6th. */
  for (int r = 0; r < RB_ROUNDS - 1; r++)
    g_assert_cmpint (shown (&table, r, RB_FIELD_TRACK), ==, 3);
  g_assert_cmpint (shown (&table, RB_ROUNDS - 1, RB_FIELD_TRACK), ==, 0);
  /* RB-S12, RB-R3: the Champion builds first; RB-B3: income 1 in round 1. */
  g_assert_cmpint (game->champion, ==, ANA);
  test_assert_contains (mc_rumble_phase_panel_get_heading (table.panel), "Ana");
  test_assert_contains (mc_rumble_phase_panel_get_detail (table.panel), "1 scrap");
  test_assert_contains (mc_rumble_table_page_get_direction (table.page), "ounter");
  /* RB-S13 then RB-B3: 0 + 1 scrap, no crystals, tier 1. */
  assert_player (&table, ANA, 1, 0, 0, 0, 1);
  assert_player (&table, BEN, 0, 0, 0, 0, 1);

  /* RB-B19: nothing in Storage to energize; RB-B16: 3 scrap to upgrade. */
  g_assert_false (gtk_widget_get_sensitive (test_rumble_control (&table, MC_RUMBLE_CONTROL_ENERGIZE)));
  g_assert_nonnull (gtk_widget_get_tooltip_text (test_rumble_control (&table, MC_RUMBLE_CONTROL_ENERGIZE)));
  g_assert_false (gtk_widget_get_sensitive (test_rumble_control (&table, MC_RUMBLE_CONTROL_UPGRADE)));
  g_assert_nonnull (gtk_widget_get_tooltip_text (test_rumble_control (&table, MC_RUMBLE_CONTROL_UPGRADE)));
  /* Build waits for the card's numbers: none are invented. */
  g_assert_false (gtk_widget_get_sensitive (test_rumble_control (&table, MC_RUMBLE_CONTROL_BUILD)));
  test_assert_contains (mc_rumble_phase_panel_get_reasons (table.panel), "tier and the cost");
  test_assert_contains (gtk_widget_get_tooltip_text (test_rumble_control (&table, MC_RUMBLE_CONTROL_BUILD)), "tier and the cost");

  /* RB-B5: Build a Bot, 2 a turn; it costs what its card says. */
  test_assert_contains (gtk_button_get_label (GTK_BUTTON (test_rumble_control (&table, MC_RUMBLE_CONTROL_BUILD))), "2");
  test_rumble_type (&table, MC_RUMBLE_CONTROL_CARD_NAME, "Gearhound");
  test_rumble_type (&table, MC_RUMBLE_CONTROL_CARD_TIER, "1");
  test_rumble_type (&table, MC_RUMBLE_CONTROL_CARD_COST, "1");
  test_rumble_type (&table, MC_RUMBLE_CONTROL_CARD_RECYCLE, "1");
  test_rumble_choose (&table, MC_RUMBLE_CONTROL_CARD_FACTION, 1 + RB_FACTION_ANIMAL);
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_BUILD));
  assert_player (&table, ANA, 0, 0, 0, 0, 1);
  test_assert_contains (gtk_button_get_label (GTK_BUTTON (test_rumble_control (&table, MC_RUMBLE_CONTROL_BUILD))), "1 left");
  png = (g_free (png), g_strdup_printf ("%s-build.png", prefix));
  test_ui_render_to_png (GTK_WIDGET (table.window), png);
  g_assert_cmpuint (rb_game_count_bots (test_rumble_game (&table), ANA, TRUE), ==, RB_STARTING_BOTS + 1);

  /* Undo and redo through the window's actions. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.undo", NULL));
  assert_player (&table, ANA, 1, 0, 0, 0, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.redo", NULL));
  assert_player (&table, ANA, 0, 0, 0, 0, 1);

  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_END_TURN));
  /* RB-R3 with round 1's arrows counter-clockwise: Cleo, then Ben. */
  g_assert_cmpint (test_rumble_game (&table)->turn, ==, CLEO);
  test_assert_contains (mc_rumble_phase_panel_get_heading (table.panel), "Cleo");
  assert_player (&table, CLEO, 1, 0, 0, 0, 1);

  /* The table is the truth: Cleo's Storage corrected to 2 by tapping it. */
  mc_rumble_table_page_correct (table.page, CLEO, RB_FIELD_STORAGE, 2);
  assert_player (&table, CLEO, 1, 2, 0, 0, 1);
  /* RB-B18: a crystal from Storage to Reactor, and 1 scrap. */
  g_assert_true (gtk_widget_get_sensitive (test_rumble_control (&table, MC_RUMBLE_CONTROL_ENERGIZE)));
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_ENERGIZE));
  assert_player (&table, CLEO, 2, 1, 1, 0, 1);
  test_assert_contains (gtk_button_get_label (GTK_BUTTON (test_rumble_control (&table, MC_RUMBLE_CONTROL_ENERGIZE))), "2 left");
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_END_TURN));
  /* RB-B24: unspent scrap is lost. */
  assert_player (&table, CLEO, 0, 1, 1, 0, 1);
  g_assert_cmpint (test_rumble_game (&table)->turn, ==, BEN);
  assert_player (&table, BEN, 1, 0, 0, 0, 1);

  /* RB-B12: Mechchicken's recycle value is not public (card-facts.md §3):
   * Recycle waits for it, with the rules core's reason. */
  g_assert_true (mc_rumble_phase_panel_choose_bot (table.panel,
                                                   rb_game_find_bot (test_rumble_game (&table), BEN, RB_STARTER_MECHCHICKEN)));
  g_assert_false (gtk_widget_get_sensitive (test_rumble_control (&table, MC_RUMBLE_CONTROL_RECYCLE)));
  g_assert_nonnull (mc_rumble_phase_panel_get_reasons (table.panel));
  /* Bulby recycles for 1 (RB-S10, card-facts.md §3): 1 + 1 scrap. */
  g_assert_true (mc_rumble_phase_panel_choose_bot (table.panel,
                                                   rb_game_find_bot (test_rumble_game (&table), BEN, RB_STARTER_BULBY)));
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_RECYCLE));
  assert_player (&table, BEN, 2, 0, 0, 0, 1);
  g_assert_cmpuint (rb_game_count_bots (test_rumble_game (&table), BEN, TRUE), ==, RB_STARTING_BOTS - 1);
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_END_TURN));

  /* RB-B1, RB-C2: the battle; Ana, the Champion, reveals a defender of 3 (E-6). */
  g_assert_cmpint (test_rumble_game (&table)->phase, ==, RB_PHASE_BATTLE);
  png = (g_free (png), g_strdup_printf ("%s-battle.png", prefix));
  test_ui_render_to_png (GTK_WIDGET (table.window), png);
  reveal (&table, "0", "3", "0", "0");
  /* RB-C4 with the arrows counter-clockwise: Cleo challenges. */
  g_assert_cmpint (test_rumble_game (&table)->step, ==, RB_STEP_CLASH);
  g_assert_cmpint (test_rumble_game (&table)->challenger, ==, CLEO);
  test_assert_contains (mc_rumble_phase_panel_get_heading (table.panel), "Cleo challenges Ana");
  /* RB-C8: crits needed 4 + 0 barriers. */
  test_assert_contains (mc_rumble_phase_panel_get_clash (table.panel), "attack 0, needs more than 3");
  test_assert_contains (mc_rumble_phase_panel_get_clash (table.panel), "crits 0 of 4");
  /* RB-C7: an attack of 3 against a defence of 3 is equal: not beaten,
   * Cleo keeps revealing. */
  reveal (&table, "3", "0", "0", "0");
  test_assert_contains (mc_rumble_phase_panel_get_clash (table.panel), "attack 3, needs more than 3");
  g_assert_null (strstr (mc_rumble_phase_panel_get_clash (table.panel), "beaten"));
  g_assert_false (rb_game_is_beaten (test_rumble_game (&table)));
  /* RB-C16: surrender only once the deck is empty: refused with a reason. */
  g_assert_false (gtk_widget_get_sensitive (test_rumble_control (&table, MC_RUMBLE_CONTROL_SURRENDER)));
  g_assert_nonnull (gtk_widget_get_tooltip_text (test_rumble_control (&table, MC_RUMBLE_CONTROL_SURRENDER)));
  /* E-6: then attack 7: 10 > 3 (RB-C7), Ana is beaten; Cleo names Warfare. */
  reveal (&table, "7", "0", "0", "0");
  g_assert_cmpint (test_rumble_game (&table)->champion, ==, CLEO);
  g_assert_cmpint (test_rumble_game (&table)->step, ==, RB_STEP_NAME_FACTION);
  test_assert_contains (mc_rumble_phase_panel_get_heading (table.panel), "Cleo is the new Champion");
  test_rumble_choose (&table, MC_RUMBLE_CONTROL_FACTION, RB_FACTION_WARFARE);
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_NAME_FACTION));
  g_assert_cmpint (test_rumble_game (&table)->step, ==, RB_STEP_CLASH);
  /* The Champion token on Cleo's card. */
  test_assert_contains (mc_rumble_scoreboard_get_status (mc_rumble_table_page_get_scoreboard (table.page), CLEO),
                        "Champion");

  png = (g_free (png), g_strdup_printf ("%s-clash.png", prefix));
  test_ui_render_to_png (GTK_WIDGET (table.window), png);
  /* Every control says what it is. */
  g_assert_cmpuint (test_ui_check_button_names (GTK_WIDGET (table.page)), >, 10);
  before = *test_rumble_game (&table);
  gtk_window_destroy (GTK_WINDOW (table.window));

  /* The game goes on in the next window: the welcome page offers it. */
  table.window = test_ui_new_window (width, height);
  g_assert_cmpstr (mc_window_get_visible_page (table.window), ==, "welcome");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.resume", NULL));
  g_assert_cmpstr (mc_window_get_visible_page (table.window), ==, "rumble");
  table.session = mc_window_get_session (table.window);
  g_assert_cmpmem (test_rumble_game (&table), sizeof before, &before, sizeof before);
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* A saved Rumblebots game opens on its own table (no more refusal), at
 * any point of it, with every number as the rules core has it. */
static void
test_open_file (void)
{
  guint points[] = { 4, 20, 0 };

  for (guint i = 0; i < G_N_ELEMENTS (points); i++)
    {
      Table table = { 0 };
      g_autofree char *dir = NULL;
      const RbGame *game;

      table.window = test_ui_open_example ("rumble-three-players", points[i], 1280, 800, &dir);
      g_assert_cmpstr (mc_window_get_visible_page (table.window), ==, "rumble");
      table.session = mc_window_get_session (table.window);
      table.page = MC_RUMBLE_TABLE_PAGE (test_rumble_find_page (GTK_WIDGET (table.window)));
      table.panel = mc_rumble_table_page_get_phase_panel (table.page);
      game = test_rumble_game (&table);
      g_assert_cmpuint (game->n_players, ==, 3);
      for (guint seat = 0; seat < game->n_players; seat++)
        assert_player (&table, seat, game->players[seat].scrap, game->players[seat].storage,
                       game->players[seat].reactor, game->players[seat].cryo, game->players[seat].tier);
      for (int r = 0; r < RB_ROUNDS; r++)
        g_assert_cmpint (shown (&table, r, RB_FIELD_TRACK), ==, game->track[r]);
      if (game->phase == RB_PHASE_BUILD)
        test_assert_contains (mc_rumble_phase_panel_get_heading (table.panel), game->players[game->turn].name);
      else
        test_assert_contains (mc_rumble_phase_panel_get_heading (table.panel), game->players[game->champion].name);
      gtk_window_destroy (GTK_WINDOW (table.window));
      test_remove_tree (dir);
    }
}

/* A value corrected as the players do it: tap it, set it, Correct. */
static void
tap_correct (Table  *table,
             int     index,
             RbField field,
             int     value)
{
  GtkWidget *button = mc_rumble_table_page_get_value (table->page, index, field);
  GtkWidget *box, *spin;

  gtk_menu_button_popup (GTK_MENU_BUTTON (button));   /* the tap on the number */
  box = gtk_popover_get_child (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  spin = gtk_widget_get_first_child (box);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  test_ui_click (gtk_widget_get_last_child (box));
}

/* RB-V1: 6 crystals ahead of everyone at the end of a Build Phase wins,
 * said in the panel; the table says the game is over. */
static void
test_dominance (void)
{
  Table table = { 0 };
  McSetupPage *setup;
  McRumbleSetup *form;

  table.window = test_ui_new_window (1280, 800);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.new-game", NULL));
  setup = mc_window_get_setup_page (table.window);
  mc_setup_page_set_game_kind (setup, MC_GAME_RUMBLEBOTS);
  form = mc_setup_page_get_rumble_setup (setup);
  mc_rumble_setup_set_n_players (form, 3);
  mc_rumble_setup_set_name (form, ANA, "Ana");
  mc_rumble_setup_set_name (form, BEN, "Ben");
  mc_rumble_setup_set_name (form, CLEO, "Cleo");
  mc_rumble_setup_set_champion (form, BEN);
  for (guint r = 0; r < RB_ROUNDS; r++)
    mc_rumble_setup_set_direction (form, r, RB_DIRECTION_CLOCKWISE);
  test_ui_click (mc_setup_page_get_start_button (setup));
  table.page = MC_RUMBLE_TABLE_PAGE (test_rumble_find_page (GTK_WIDGET (table.window)));
  table.panel = mc_rumble_table_page_get_phase_panel (table.page);
  table.session = mc_window_get_session (table.window);

  /* Clockwise from Ben, the Champion: Ben, Cleo, Ana (RB-R3). */
  g_assert_cmpint (test_rumble_game (&table)->turn, ==, BEN);
  tap_correct (&table, ANA, RB_FIELD_STORAGE, 6);
  assert_player (&table, ANA, 0, 6, 0, 0, 1);
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_END_TURN));
  g_assert_cmpint (test_rumble_game (&table)->turn, ==, CLEO);
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_END_TURN));
  g_assert_cmpint (test_rumble_game (&table)->turn, ==, ANA);
  g_assert_false (test_rumble_game (&table)->over);
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_END_TURN));

  g_assert_true (test_rumble_game (&table)->over);
  g_assert_cmpint (test_rumble_game (&table)->winner, ==, ANA);
  test_assert_contains (mc_rumble_phase_panel_get_heading (table.panel), "Ana dominates");
  /* No build turn after the end. */
  g_assert_false (gtk_widget_is_visible (test_rumble_control (&table, MC_RUMBLE_CONTROL_END_TURN)));
  test_assert_contains (mc_rumble_table_page_get_direction (table.page), "over");
  test_ui_render_to_png (GTK_WIDGET (table.window), "rumble-1280x800-dominance.png");

  /* The results to share, as for Tiny Epic Mechs: the winner first. */
  g_assert_false (gtk_widget_get_visible (test_rumble_control (&table, MC_RUMBLE_CONTROL_ABILITY)));
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_SHARE));
  {
    McShareDialog *share = test_ui_find_toplevel (MC_TYPE_SHARE_DIALOG);

    g_assert_nonnull (share);
    test_assert_contains (mc_qr_view_get_text (mc_share_dialog_get_qr_view (share)), "\nAna: 6 crystals");
    test_assert_contains (mc_qr_view_get_text (mc_share_dialog_get_qr_view (share)), "Ana dominates");
    test_ui_render_to_png (GTK_WIDGET (share), "rumble-1280x800-share.png");
    gtk_window_destroy (GTK_WINDOW (share));
  }
  gtk_window_destroy (GTK_WINDOW (table.window));
}

static void
test_phone (void)
{
  play (360, 640, "rumble-360x640");
}

static void
test_laptop (void)
{
  play (1280, 800, "rumble-1280x800");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui-rumble/a-game-at-360x640", test_phone);
  g_test_add_func ("/ui-rumble/a-game-at-1280x800", test_laptop);
  g_test_add_func ("/ui-rumble/a-saved-game-opens-on-its-table", test_open_file);
  g_test_add_func ("/ui-rumble/dominance-ends-the-game", test_dominance);
  status = g_test_run ();
  test_ui_finish ();
  return status;
}
