/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The card catalogue through the widgets, under Xvfb: a weapon's numbers
 * completed from the prompt the advanced row raises, then named and given
 * its ability on the Cards page; a pilot, the zone cards and the Mech's
 * sides entered once and used by the next game; everything exported. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "app/mc-catalogue-page.h"
#include "app/mc-need-dialog.h"
#include "app/mc-setup-page.h"

#include "test-ui-util.h"
#include "test-util.h"

#define PLASMA TEM_N_BASIC_KINDS + 2       /* an advanced card no public text names */

static void
start_two_players (McWindow *window,
                   const char *pilot)
{
  McSetupPage *page;
  const char *names[] = { "Ana", "Ben" };

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  page = mc_window_get_setup_page (window);
  mc_setup_page_set_n_players (page, 2);
  for (guint seat = 0; seat < 2; seat++)
    {
      McSetupPlayer *player = mc_setup_page_get_player (page, seat);

      mc_setup_player_set_name (player, names[seat]);
      mc_setup_player_set_pilot (player, pilot, 6);
    }
  mc_setup_page_set_seed (page, 5);
  test_ui_click (mc_setup_page_get_start_button (page));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
}

static gboolean
is_spin_button (GtkWidget    *widget,
                gconstpointer data)
{
  return GTK_IS_SPIN_BUTTON (widget);
}

/* The end of the page: the pilots, zone cards, program mix and Mech. */
static void
scroll_to_the_end (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_SCROLLED_WINDOW (child))
        {
          GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (child));

          gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
          return;
        }
      scroll_to_the_end (child);
    }
}

/* The expander row titled @title, opened. */
static GtkWidget *
open_expander (GtkWidget  *widget,
               const char *title)
{
  if (ADW_IS_EXPANDER_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    {
      adw_expander_row_set_expanded (ADW_EXPANDER_ROW (widget), TRUE);
      return widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = open_expander (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
count_relabelled_cb (McSession       *session,
                     McSessionChange  change,
                     const char      *description,
                     guint           *n)
{
  if (change == MC_SESSION_CHANGE_RELABELLED)
    (*n)++;
}

static void
test_a_weapon_completed_at_the_table_is_in_the_catalogue (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  McSession *session = mc_window_get_session (window);
  McCataloguePage *page = mc_window_get_catalogue_page (window);
  const TemGame *game;
  TemNeed need = { TEM_NEED_WEAPON_FIELD, -1, TEM_NO_CELL, PLASMA, TEM_WEAPON_FIELD_COST_ENERGY, 0 };
  McNeedDialog *dialog;
  g_autofree char *exported = g_test_build_filename (G_TEST_BUILT, "catalogue-whole-box.json", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *said = NULL;
  McZoneCard card = { 2, TEM_RESOURCE_ENERGY };
  int cell;

  start_two_players (window, "Diamond");
  game = mc_session_get_game (session);

  /* Buying the card asks its numbers: the prompt the advanced row raises. */
  dialog = mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, mc_window_get_cards (window), &need,
                                          "Advanced weapon 3's cost has no value yet.");
  g_assert_cmpuint (mc_need_dialog_get_n_numbers (dialog), ==, 2);   /* the cost, not the whole card */
  g_assert_cmpint (mc_need_dialog_get_field (dialog, 0), ==, TEM_WEAPON_FIELD_COST_ENERGY);
  g_assert_cmpint (mc_need_dialog_get_field (dialog, 1), ==, TEM_WEAPON_FIELD_COST_CREDITS);
  for (guint i = 0; i < mc_need_dialog_get_n_numbers (dialog); i++)
    mc_need_dialog_set_number (dialog, i, 2);
  mc_need_dialog_set_weapon_name (dialog, "Plasma Lance");
  gtk_window_present (GTK_WINDOW (dialog));
  test_ui_render_to_png (GTK_WIDGET (dialog), "catalogue-weapon-prompt.png");
  mc_need_dialog_save (dialog);
  g_assert_cmpint (game->weapon_stats[PLASMA].cost_energy, ==, 2);
  g_assert_cmpint (game->weapon_stats[PLASMA].cost_credits, ==, 2);
  g_assert_cmpint (game->weapon_stats[PLASMA].attack, ==, TEM_VALUE_UNKNOWN);   /* not asked, not guessed */
  g_assert_true (mc_catalogue_page_set_value (page, PLASMA, TEM_WEAPON_FIELD_ATTACK, 2, NULL));
  g_assert_true (mc_catalogue_page_set_value (page, PLASMA, TEM_WEAPON_FIELD_ABILITY,
                                              TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE, NULL));
  said = tem_catalogue_dup_weapon_name (PLASMA);
  g_assert_cmpstr (said, ==, "Plasma Lance");
  g_clear_pointer (&said, g_free);

  /* The Cards page has them as the players' own. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-catalogue", NULL));
  g_assert_cmpstr (mc_catalogue_page_get_value_text (page, PLASMA, TEM_WEAPON_FIELD_ATTACK), ==, "2");
  g_assert_cmpstr (mc_catalogue_page_get_value_text (page, PLASMA, TEM_WEAPON_FIELD_ABILITY), ==,
                   "Pay energy for +1 damage each");

  /* Its name, from the card: the game and the page say it from now on. */
  g_assert_false (mc_catalogue_page_set_weapon_name (page, TEM_N_BASIC_KINDS + 3, "Warhammer", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (mc_catalogue_page_set_weapon_name (page, PLASMA, NULL, NULL));     /* forgotten */
  g_assert_cmpstr (mc_catalogue_page_get_weapon_title (page, PLASMA), ==, "Advanced weapon 3");
  {
    /* The table is told at once, without a toast or a step to undo. */
    g_autofree char *toast = g_strdup (mc_window_get_toast_title (window));
    gboolean could_undo = mc_session_can_undo (session);
    guint n_relabelled = 0;
    gulong handler = g_signal_connect (session, "changed", G_CALLBACK (count_relabelled_cb), &n_relabelled);

    g_assert_true (mc_catalogue_page_set_weapon_name (page, PLASMA, "Plasma Lance", NULL));
    g_signal_handler_disconnect (session, handler);
    g_assert_cmpuint (n_relabelled, ==, 1);
    g_assert_cmpstr (mc_window_get_toast_title (window), ==, toast);
    g_assert_true (mc_session_can_undo (session) == could_undo);
  }
  g_assert_cmpstr (mc_catalogue_page_get_weapon_title (page, PLASMA), ==, "Plasma Lance");
  said = tem_catalogue_dup_weapon_name (PLASMA);
  g_assert_cmpstr (said, ==, "Plasma Lance");
  g_assert_true (mc_catalogue_page_set_value (page, PLASMA, TEM_WEAPON_FIELD_ABILITY, TEM_ABILITY_POWER_ATTACK_VP, NULL));
  g_assert_cmpint (game->weapon_stats[PLASMA].ability, ==, TEM_ABILITY_POWER_ATTACK_VP);

  /* A pilot, a zone card and the Bases' value, entered once. */
  g_assert_true (mc_catalogue_page_add_pilot (page, "Ace", 6, NULL));
  g_assert_false (mc_catalogue_page_add_pilot (page, "Ace", 40, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (mc_catalogue_page_add_zone_card (page, &card, NULL));
  g_assert_true (mc_catalogue_page_set_zone_value (page, TEM_ZONE_BASE, 1, NULL));
  g_assert_cmpint (game->arena.zones[tem_arena_find_base (&game->arena, 0)].value, ==, 1);   /* the game open has it */
  test_ui_render_to_png (GTK_WIDGET (window), "catalogue-1280x800.png");
  scroll_to_the_end (GTK_WIDGET (page));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  test_ui_render_to_png (GTK_WIDGET (window), "catalogue-box-1280x800.png");

  /* A zone tapped on the arena offers that card of the box in one tap. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.back", NULL));
  for (cell = 0; cell < TEM_ARENA_CELLS; cell++)
    if (game->arena.zones[cell].kind == TEM_ZONE_RESOURCE && game->arena.zones[cell].value == TEM_VALUE_UNKNOWN)
      break;
  dialog = mc_need_dialog_new_zone_with_cards (GTK_WINDOW (window), session, mc_window_get_cards (window), cell);
  gtk_window_present (GTK_WINDOW (dialog));
  test_ui_render_to_png (GTK_WIDGET (dialog), "need-zone-with-box-cards.png");
  {
    GtkWidget *pick = test_ui_find_named (GTK_WIDGET (dialog), "zone-card");
    GtkWidget *value = test_ui_find_widget (GTK_WIDGET (dialog), is_spin_button, NULL);
    guint n_actions = mc_session_get_n_actions (session);
    graphene_point_t pick_at, value_at;

    g_assert_nonnull (pick);
    g_assert_nonnull (value);
    g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (pick)), ==, "2 energy");
    /* The box's cards under the value, which keeps its place whether the
     * box has any left or not (walk 16: over it, they moved it 45 px). */
    g_assert_true (gtk_widget_compute_point (pick, GTK_WIDGET (dialog), &GRAPHENE_POINT_INIT (0, 0), &pick_at));
    g_assert_true (gtk_widget_compute_point (value, GTK_WIDGET (dialog), &GRAPHENE_POINT_INIT (0, 0), &value_at));
    g_assert_cmpfloat (pick_at.y, >, value_at.y);
    /* A tap fills the card in; Save records it (saved at once, the next
     * zone's dialog came up under the finger with other cards: walk 16). */
    test_ui_click (pick);
    test_ui_wait_for_frame (GTK_WIDGET (dialog));
    g_assert_cmpuint (mc_session_get_n_actions (session), ==, n_actions);
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
    g_assert_true (mc_need_dialog_can_save (dialog));
    mc_need_dialog_save (dialog);
    g_assert_cmpuint (mc_session_get_n_actions (session), ==, n_actions + 1);
  }
  g_assert_cmpint (game->arena.zones[cell].value, ==, 2);
  g_assert_cmpuint (game->arena.zones[cell].resources, ==, TEM_RESOURCE_ENERGY);

  /* All of it in the file another copy imports. */
  g_assert_true (mc_catalogue_page_export (page, exported, NULL));
  g_assert_true (g_file_get_contents (exported, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\"name\" : \"Plasma Lance\""));
  g_assert_nonnull (strstr (contents, "\"ability\" : \"power-attack-vp\""));
  g_assert_nonnull (strstr (contents, "\"name\" : \"Ace\""));
  g_assert_nonnull (strstr (contents, "\"base\" : 1"));

  /* The next game: Ace's health track comes from the catalogue. */
  {
    McSetupPage *setup;
    McSetupPlayer *player;

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
    setup = mc_window_get_setup_page (window);
    player = mc_setup_page_get_player (setup, 0);
    mc_setup_player_set_pilot (player, "", 0);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (player), "setup-player.pilot", "s", "Ace"));
    mc_setup_player_set_name (player, "Cleo");
    mc_setup_player_set_name (mc_setup_page_get_player (setup, 1), "Dan");
    mc_setup_player_set_pilot (mc_setup_page_get_player (setup, 1), "Maverick", 5);
    test_ui_click (mc_setup_page_get_start_button (setup));
    g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
    game = mc_session_get_game (session);
    g_assert_cmpstr (game->players[0].pilot, ==, "Ace");
    g_assert_cmpint (game->players[0].pilot_health_top, ==, 6);
    g_assert_cmpint (game->weapon_stats[PLASMA].ability, ==, TEM_ABILITY_POWER_ATTACK_VP);
  }

  tem_catalogue_clear_weapon_names ();
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The box's zone cards are learnt from a finished game's arena: a value
 * entered and undone is not one of them (walk 16: "5 credits", undone,
 * was offered as a box card in every zone dialog after, and the next
 * game's). */
static void
test_zone_cards_learnt_from_a_finished_game (void)
{
  g_autofree char *dir = NULL;
  McWindow *window = test_ui_new_window (1280, 800);
  McSession *session = mc_window_get_session (window);
  McCardMemory *cards = mc_window_get_cards (window);
  McZoneCard before[TEM_N_RESOURCE_ZONE_CARDS], after[TEM_N_RESOURCE_ZONE_CARDS];
  guint n_before, n_after;
  const TemGame *game;
  TemAction action;
  int cell;

  start_two_players (window, "Maverick");
  game = mc_session_get_game (session);
  n_before = mc_card_memory_get_zone_cards (cards, before);
  for (cell = 0; cell < TEM_ARENA_CELLS; cell++)
    if (game->arena.zones[cell].kind == TEM_ZONE_RESOURCE && game->arena.zones[cell].value == TEM_VALUE_UNKNOWN)
      break;
  g_assert_cmpint (cell, <, TEM_ARENA_CELLS);
  /* A Base's value: a card without one is entered as 0, said under it
   * (the book gives none; walk 17 could not find one on the card). */
  {
    int base = tem_arena_find_base (&game->arena, 0);
    McNeedDialog *dialog;
    McNeedDialog *resource;
    TemAction unknown;

    /* Its value not known yet, as a robot's move found C1's (walk 22). */
    tem_action_init_set_zone (&unknown, base, TEM_VALUE_UNKNOWN, game->arena.zones[base].resources);
    g_assert_true (mc_session_apply (session, &unknown, NULL));
    dialog = mc_need_dialog_new_zone_with_cards (GTK_WINDOW (window), session, cards, base);
    resource = mc_need_dialog_new_zone_with_cards (GTK_WINDOW (window), session, cards, cell);

    gtk_window_present (GTK_WINDOW (dialog));
    gtk_window_present (GTK_WINDOW (resource));
    test_ui_wait_for_frame (GTK_WIDGET (dialog));
    {
      const char *words = "Enter the value printed on the card to save. If the card shows no number, enter 0.";
      GtkWidget *said = test_ui_find_label (GTK_WIDGET (dialog), words);

      g_assert_nonnull (said);
      g_assert_true (gtk_widget_get_mapped (said));
      /* In the dialog's foot, not in its scrolled words (walk 22, pl:
       * under a robot's long plan it was out of a phone's view). */
      g_assert_null (gtk_widget_get_ancestor (said, GTK_TYPE_SCROLLED_WINDOW));
      g_assert_null (test_ui_find_label (GTK_WIDGET (resource), words));
    }
    gtk_window_destroy (GTK_WINDOW (dialog));
    gtk_window_destroy (GTK_WINDOW (resource));
  }
  tem_action_init_set_zone (&action, cell, 5, TEM_RESOURCE_CREDITS);
  g_assert_true (mc_session_apply (session, &action, NULL));
  g_assert_true (mc_session_undo (session));
  n_after = mc_card_memory_get_zone_cards (cards, after);
  g_assert_cmpuint (n_after, ==, n_before);
  g_assert_cmpmem (after, n_after * sizeof (McZoneCard), before, n_before * sizeof (McZoneCard));
  gtk_window_destroy (GTK_WINDOW (window));

  /* A whole game, its last step played here: its arena's cards learnt. */
  window = test_ui_open_example ("two-players", 0, 1280, 800, &dir);
  session = mc_window_get_session (window);
  cards = mc_window_get_cards (window);
  g_assert_true (mc_session_undo (session));
  n_before = mc_card_memory_get_zone_cards (cards, before);
  g_assert_true (mc_session_redo (session));
  g_assert_true (mc_session_get_game (session)->over);
  n_after = mc_card_memory_get_zone_cards (cards, after);
  g_assert_cmpuint (n_after, >, n_before);
  gtk_window_destroy (GTK_WINDOW (window));
  test_remove_tree (dir);
}

/* On a phone: a weapon opened with its name, numbers, ability and text. */
static void
test_the_catalogue_on_a_phone (void)
{
  McWindow *window = test_ui_new_window (360, 640);
  McCataloguePage *page = mc_window_get_catalogue_page (window);
  GtkWidget *row;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-catalogue", NULL));
  /* Every edit, forget and remove button is named for a screen reader. */
  g_assert_cmpuint (test_ui_check_button_names (GTK_WIDGET (page)), >, 40);
  g_assert_true (mc_catalogue_page_set_weapon_name (page, PLASMA, "Plasma Lance", NULL));
  g_assert_true (mc_catalogue_page_set_value (page, PLASMA, TEM_WEAPON_FIELD_ABILITY, TEM_ABILITY_NONE, NULL));
  row = open_expander (GTK_WIDGET (page), "Plasma Lance");
  g_assert_nonnull (row);
  test_ui_wait_for_frame (GTK_WIDGET (window));
  {
    GtkWidget *scrolled = gtk_widget_get_ancestor (row, GTK_TYPE_SCROLLED_WINDOW);
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
    graphene_point_t top;

    g_assert_true (gtk_widget_compute_point (row, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)),
                                             &GRAPHENE_POINT_INIT (0, 0), &top));
    gtk_adjustment_set_value (adjustment, top.y - 12);
  }
  test_ui_wait_for_frame (GTK_WIDGET (window));
  test_ui_render_to_png (GTK_WIDGET (window), "catalogue-weapon-360x640.png");
  tem_catalogue_clear_weapon_names ();
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);

  g_test_add_func ("/ui-catalogue/a-weapon-completed-at-the-table-is-in-the-catalogue",
                   test_a_weapon_completed_at_the_table_is_in_the_catalogue);
  g_test_add_func ("/ui-catalogue/the-catalogue-on-a-phone", test_the_catalogue_on_a_phone);
  g_test_add_func ("/ui-catalogue/zone-cards-learnt-from-a-finished-game",
                   test_zone_cards_learnt_from_a_finished_game);

  return g_test_run ();
}
