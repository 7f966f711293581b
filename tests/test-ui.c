/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window driven through its widgets, under Xvfb: a 3-player game set
 * up, values changed, refused, undone; each page rendered to PNG. */
#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "app/mc-application.h"
#include "app/mc-end-round-dialog.h"
#include "app/mc-player-panel.h"
#include "app/mc-setup-page.h"
#include "app/mc-table-page.h"
#include "app/mc-tooltip.h"
#include "app/mc-window.h"

#include "test-ui-util.h"
#include "test-util.h"

/* Fills the new-game form like a player would and presses Start. */
static void
start_game_through_the_form (McWindow *window,
                             guint     n_players)
{
  static const struct
  {
    const char *name;
    const char *pilot;
    int         top;
  } seats[] = {
    { "Ana", "Maverick", 5 },
    { "Ben", "Diamond", 6 },
    { "Cleo", "Gyroscope", 7 },
    { "Dan", "", 6 },
  };
  McSetupPage *page;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "setup");
  page = mc_window_get_setup_page (window);
  mc_setup_page_set_n_players (page, n_players);
  for (guint i = 0; i < n_players; i++)
    {
      McSetupPlayer *player = mc_setup_page_get_player (page, i);

      mc_setup_player_set_name (player, seats[i].name);
      mc_setup_player_set_pilot (player, seats[i].pilot, seats[i].top);
    }
  mc_setup_page_set_starting_player (page, 1);
  test_ui_click (mc_setup_page_get_start_button (page));
}

static McPlayerPanel *
panel (McWindow *window,
       guint     seat)
{
  return mc_table_page_get_panel (mc_window_get_table_page (window), seat);
}


/* R-S2, R-RD4: a 3-player game tracked through the widgets. */
/* End Round asks first: finds its question, checks what it says and
 * gives @response. */
static void
answer_end_round (const char *response,
                  const char *said)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* not ours to unref */
  McEndRoundDialog *dialog = NULL;

  for (int i = 0; i < 100 && dialog == NULL; i++)
    {
      for (guint n = 0; n < g_list_model_get_n_items (toplevels) && dialog == NULL; n++)
        {
          g_autoptr(GObject) window = g_list_model_get_item (toplevels, n);

          if (MC_IS_END_ROUND_DIALOG (window))
            dialog = MC_END_ROUND_DIALOG (window);
        }
      g_main_context_iteration (NULL, FALSE);
    }
  g_assert_nonnull (dialog);
  g_test_message ("End Round says: %s", adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), said));
  g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), response));
  /* As its button would, which then closes it. */
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Six rounds through End Round, the tracker's way: the zones are not
 * entered, so the scoring rounds (2, 4, 6) end unscored, said so. */
static void
end_six_rounds_by_hand (McWindow *window)
{
  for (int round = 1; round <= 6; round++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-round", NULL));
      if (round % 2 == 0)
        answer_end_round ("hand", "cannot score this round yet");
      else
        answer_end_round ("end", "No scoring after round");
    }
}

static gboolean
is_welcome_page (GtkWidget    *widget,
                 gconstpointer data)
{
  return ADW_IS_STATUS_PAGE (widget);
}

static void
test_three_player_game_through_the_widgets (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  McSession *session = mc_window_get_session (window);
  const TemGame *game = mc_session_get_game (session);
  McValueControl *health;
  McValueControl *score;
  TemGame before;

  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "welcome");
  test_ui_render_to_png (GTK_WIDGET (window), "welcome-1280x800.png");
  /* The first screen says the app keeps both games in the box. */
  {
    GtkWidget *welcome = test_ui_find_widget (GTK_WIDGET (window), is_welcome_page, NULL);
    const char *description = adw_status_page_get_description (ADW_STATUS_PAGE (welcome));

    g_assert_nonnull (strstr (description, "Tiny Epic Mechs"));
    g_assert_nonnull (strstr (description, "Rumblebots"));
  }

  start_game_through_the_form (window, 3);
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
  g_assert_cmpuint (game->n_players, ==, 3);
  g_assert_cmpstr (game->players[2].name, ==, "Cleo");
  g_assert_cmpint (game->players[2].health, ==, 7);
  g_assert_cmpuint (game->starting_player, ==, 1);
  g_assert_cmpstr (mc_window_get_toast_title (window), ==, "New game for 3 players");

  /* − on Ana's health. */
  health = mc_player_panel_get_control (panel (window, 0), TEM_FIELD_HEALTH);
  test_ui_click (mc_value_control_get_button (health, -1));
  g_assert_cmpint (game->players[0].health, ==, 4);
  g_assert_cmpint (mc_value_control_get_value (health), ==, 4);
  g_assert_cmpstr (mc_window_get_toast_title (window), ==, "Ana health 5 → 4");

  /* + twice: the second would leave the track and is refused. */
  test_ui_click (mc_value_control_get_button (health, +1));
  before = *game;
  test_ui_click (mc_value_control_get_button (health, +1));
  g_assert_cmpmem (game, sizeof *game, &before, sizeof before);
  g_assert_cmpstr (mc_window_get_toast_title (window), ==,
                   "Ana's health track as Pilot goes from 0 to 5: 6 is off the track.");

  /* Direct entry of a score past 40 (R-SC4). */
  score = mc_player_panel_get_control (panel (window, 1), TEM_FIELD_SCORE);
  mc_value_control_request (score, 43);
  g_assert_cmpint (game->players[1].score, ==, 43);

  /* Status through the status menu: Power Armor tops health at 9. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel (window, 2)), "panel.set-status", "i",
                                             TEM_STATUS_POWER_ARMOR));
  g_assert_cmpint (game->players[2].status, ==, TEM_STATUS_POWER_ARMOR);
  g_assert_cmpint (mc_value_control_get_value (mc_player_panel_get_control (panel (window, 2), TEM_FIELD_HEALTH)), ==, 7);

  /* Heal Cleo through the panel's action: 1 energy for 2 health (R-A12). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel (window, 2)), "panel.heal", "i", 1));
  g_assert_cmpint (game->players[2].health, ==, 9);
  g_assert_cmpint (game->players[2].energy, ==, 2);

  /* Undo and redo from the window's actions (Ctrl+Z, Ctrl+Shift+Z). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpint (game->players[2].health, ==, 7);
  g_assert_cmpstr (mc_window_get_toast_title (window), ==, "Undone: Cleo heals 7 → 9 for 1 energy");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpint (game->players[2].health, ==, 9);

  /* End the round: asked first; no scoring after round 1, and the
   * starting token passes clockwise (R-RD4). Cancel changes nothing. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-round", NULL));
  answer_end_round ("cancel", "No scoring after round 1.");
  g_assert_cmpuint (game->round, ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-round", NULL));
  answer_end_round ("end", "takes the starting player token");
  g_assert_cmpuint (game->round, ==, 2);
  g_assert_cmpuint (game->starting_player, ==, 2);

  /* Round 2 scores (R-SC1): the question shows each player's points, or
   * ends it unscored, said so, with nothing added. */
  {
    int scores[3];

    for (guint seat = 0; seat < 3; seat++)
      scores[seat] = game->players[seat].score;
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-round", NULL));
    answer_end_round ("hand", "unscored");
    g_assert_cmpuint (game->round, ==, 3);
    for (guint seat = 0; seat < 3; seat++)
      g_assert_cmpint (game->players[seat].score, ==, scores[seat]);
    g_assert_nonnull (strstr (mc_window_get_toast_title (window), "unscored"));
    g_assert_null (strstr (mc_window_get_toast_title (window), "is scored"));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
    g_assert_cmpuint (game->round, ==, 2);
  }

  test_ui_render_to_png (GTK_WIDGET (window), "table-1280x800.png");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The same table on a phone, 360 px wide, and the setup form there. */
static void
test_phone_width (void)
{
  McWindow *window = test_ui_new_window (360, 640);
  McSession *session = mc_window_get_session (window);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  test_ui_render_to_png (GTK_WIDGET (window), "setup-360x640.png");
  /* No game yet: nothing to undo, and Undo leaves the form where it is. */
  g_assert_false (mc_session_can_undo (session));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_false (mc_session_can_undo (session));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "setup");

  start_game_through_the_form (window, 4);
  g_assert_cmpuint (mc_session_get_game (session)->n_players, ==, 4);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 400);
  test_ui_render_to_png (GTK_WIDGET (window), "table-360x640.png");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* R-RD5: after round 6 the game is over and End Round goes away. */
static void
test_game_over_after_round_six (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  McSession *session = mc_window_get_session (window);

  start_game_through_the_form (window, 2);
  end_six_rounds_by_hand (window);
  g_assert_true (mc_session_get_game (session)->over);
  g_assert_cmpstr (mc_window_get_toast_title (window), ==, "Round 6 ends unscored, points by hand: the game is over");
  g_assert_false (mc_window_is_inhibiting (window));
  test_ui_render_to_png (GTK_WIDGET (window), "game-over-1280x800.png");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The table in Spanish and Polish, with the printed editions' words. */
static void
test_translated_table (void)
{
  const char *languages[] = { "es", "pl" };
  /* po/es.po and po/pl.po; Polish takes its 2-4 plural form for 4. */
  const char *toasts[] = { "Nueva partida para 4 jugadores", "Nowa gra dla 4 graczy" };

  for (gsize i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      McWindow *window;
      g_autofree char *name = g_strdup_printf ("table-%s-1280x800.png", languages[i]);

      test_set_language (languages[i]);
      window = test_ui_new_window (1280, 800);
      start_game_through_the_form (window, 4);
      g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Mech Companion");
      g_assert_cmpstr (mc_window_get_toast_title (window), ==, toasts[i]);
      test_ui_render_to_png (GTK_WIDGET (window), name);
      gtk_window_destroy (GTK_WINDOW (window));
    }
  test_set_language ("C");
}

/* Every button a screen reader meets has a name to speak. */
static void
check_accessible_names (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (gtk_widget_get_visible (child) && GTK_IS_BUTTON (child) &&
          gtk_button_get_label (GTK_BUTTON (child)) == NULL &&
          gtk_button_get_icon_name (GTK_BUTTON (child)) != NULL)
        {
          /* An icon-only button must carry a tooltip (its description) and
           * a label set through the accessible API. */
          if (mc_tooltip_get_text (child) == NULL)
            g_error ("%s (%s) in %s has no tooltip", G_OBJECT_TYPE_NAME (child),
                     gtk_button_get_icon_name (GTK_BUTTON (child)), G_OBJECT_TYPE_NAME (widget));
        }
      /* GTK's own composite widgets name their parts themselves. */
      if (!GTK_IS_SPIN_BUTTON (child) && !GTK_IS_WINDOW_CONTROLS (child) &&
          !g_str_equal (G_OBJECT_TYPE_NAME (child), "AdwToastWidget"))
        check_accessible_names (child);
    }
}

static void
test_icon_buttons_have_names (void)
{
  McWindow *window = test_ui_new_window (1280, 800);

  start_game_through_the_form (window, 4);
  check_accessible_names (GTK_WIDGET (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The main menu is made when first opened and offers the shortcuts. */
static gboolean
menu_has_action (GMenuModel *menu,
                 const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_str_equal (name, action))
        return TRUE;
      if (section != NULL && menu_has_action (section, action))
        return TRUE;
    }
  return FALSE;
}

/* The About window says what the app is, and the shortcuts window exists. */
static void
test_about_and_shortcuts_windows (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  g_autoptr(GList) toplevels = NULL;
  AdwAboutWindow *about = NULL;
  GtkWindow *shortcuts;

  {
    GtkWidget *menu_button = test_ui_find_menu_button (GTK_WIDGET (window), "open-menu-symbolic");

    g_assert_nonnull (menu_button);
    g_assert_true (gtk_menu_button_get_primary (GTK_MENU_BUTTON (menu_button)));
    g_assert_null (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button)));
    g_assert_true (mc_tooltip_would_show (menu_button));
    gtk_menu_button_popup (GTK_MENU_BUTTON (menu_button));
    g_assert_nonnull (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button)));
    g_assert_true (menu_has_action (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button)),
                                    "win.show-help-overlay"));
    /* Open, its "Main Menu" does not lie over New Game (walk 13). */
    g_assert_false (mc_tooltip_would_show (menu_button));
    gtk_menu_button_popdown (GTK_MENU_BUTTON (menu_button));
    g_assert_true (mc_tooltip_would_show (menu_button));
  }

  /* Built when first asked for, with Ctrl+? as GtkApplication would. */
  g_assert_null (mc_window_get_shortcuts_window (window));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "show-help-overlay"));
  {
    g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (test_ui_app),
                                                                  "win.show-help-overlay");

    g_assert_nonnull (accels[0]);
    g_assert_cmpstr (accels[0], ==, "<Control>question");
  }
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-help-overlay", NULL);
  shortcuts = mc_window_get_shortcuts_window (window);
  g_assert_nonnull (shortcuts);
  g_assert_cmpstr (gtk_window_get_title (shortcuts), ==, "Keyboard Shortcuts");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (shortcuts)));
  g_assert_true (gtk_window_get_transient_for (shortcuts) == GTK_WINDOW (window));
  test_ui_render_to_png (GTK_WIDGET (shortcuts), "shortcuts.png");
  gtk_window_close (shortcuts);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (shortcuts)));
  /* Asked for again, the same window comes back. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-help-overlay", NULL);
  g_assert_true (mc_window_get_shortcuts_window (window) == shortcuts);
  gtk_window_close (shortcuts);

  g_action_group_activate_action (G_ACTION_GROUP (test_ui_app), "about", NULL);
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (ADW_IS_ABOUT_WINDOW (l->data))
      about = l->data;
  g_assert_nonnull (about);
  g_assert_cmpstr (adw_about_window_get_application_name (about), ==, "Mech Companion");
  g_assert_nonnull (strstr (adw_about_window_get_comments (about), "Tiny Epic Mechs"));
  g_assert_nonnull (strstr (adw_about_window_get_comments (about), "Scott Almes"));
  g_assert_nonnull (strstr (adw_about_window_get_comments (about), "Gamelyn Games"));
  g_assert_cmpint (adw_about_window_get_license_type (about), ==, GTK_LICENSE_GPL_3_0);
  test_ui_render_to_png (GTK_WIDGET (about), "about.png");

  gtk_window_destroy (GTK_WINDOW (about));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A game goes on after the window closes: the next window offers it, and
 * it comes back as it was, undo included. */
static void
test_a_game_is_resumed_in_a_new_window (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  McSession *session = mc_window_get_session (window);
  McValueControl *energy;
  TemGame before;

  start_game_through_the_form (window, 3);
  energy = mc_player_panel_get_control (panel (window, 1), TEM_FIELD_ENERGY);
  test_ui_click (mc_value_control_get_button (energy, +1));
  test_ui_click (mc_value_control_get_button (energy, +1));
  g_assert_nonnull (mc_session_get_path (session));
  before = *mc_session_get_game (session);
  gtk_window_destroy (GTK_WINDOW (window));

  window = test_ui_new_window (1280, 800);
  session = mc_window_get_session (window);
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "welcome");
  test_ui_render_to_png (GTK_WIDGET (window), "welcome-resume-1280x800.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resume", NULL));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
  g_assert_cmpmem (mc_session_get_game (session), sizeof before, &before, sizeof before);
  g_assert_true (mc_session_can_undo (session));
  g_assert_cmpstr (mc_session_get_undo_description (session), ==, "Ben energy 4 → 5");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A finished game is in the history, with its result. */
static void
test_finished_games_are_in_the_history (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  McHistoryPage *history;

  start_game_through_the_form (window, 2);
  test_ui_click (mc_value_control_get_button (mc_player_panel_get_control (panel (window, 0), TEM_FIELD_SCORE), +1));
  end_six_rounds_by_hand (window);
  g_assert_true (mc_session_get_game (mc_window_get_session (window))->over);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "history");
  history = mc_window_get_history_page (window);
  g_assert_cmpuint (mc_history_page_get_n_games (history), >=, 1);
  mc_history_page_show_game (history, 0);
  test_ui_render_to_png (GTK_WIDGET (window), "history-1280x800.png");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.back", NULL));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The window's icon (the app's SVG, read by librsvg) is given once its
 * first frame is painted, not before: a game opened at once shows sooner,
 * and the window and the dialogs after it still carry the app's icon. */
static void
test_icon_after_first_frame (void)
{
  McWindow *window = mc_window_new (test_ui_app);
  gint64 deadline;

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 720);
  g_assert_null (gtk_window_get_icon_name (GTK_WINDOW (window)));
  gtk_window_present (GTK_WINDOW (window));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (gtk_window_get_icon_name (GTK_WINDOW (window)) == NULL && g_get_monotonic_time () < deadline)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
  g_assert_cmpstr (gtk_window_get_icon_name (GTK_WINDOW (window)), ==, APP_ID);
  g_assert_cmpstr (gtk_window_get_default_icon_name (), ==, APP_ID);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The labels of @model's items, one level into its sections, and the
 * number of items greyed with why (action panel.refused). */
static GString *
menu_labels (GMenuModel *model,
             guint      *refused)
{
  GString *labels = g_string_new (NULL);

  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      GMenuModel *section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);

      if (section != NULL)
        {
          g_autoptr(GString) inner = menu_labels (section, refused);

          g_string_append (labels, inner->str);
          g_object_unref (section);
        }
      else
        {
          g_autofree char *label = NULL;
          g_autofree char *action = NULL;

          g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label);
          g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &action);
          g_string_append_printf (labels, "%s\n", label);
          if (g_strcmp0 (action, "panel.refused") == 0)
            (*refused)++;
        }
    }
  return labels;
}

/* Walk 22 (1280x800): the card's menu offered seven Heal lines, six of
 * them "…, N wasted", its last item cut at the window's foot, and a
 * toast refused them all after a Purchase. It offers what heals, up to
 * the track's top; when the rules refuse a Heal now, one greyed item
 * says why (R-A11: only the Power Up card heals, in a recorded turn). */
static void
test_the_cards_menu_says_why_not (void)
{
  char *dir = NULL;
  McWindow *window = test_ui_open_example ("two-players", 125, 1280, 800, &dir);
  McTablePage *page = mc_window_get_table_page (window);
  McTurnPanel *turn = mc_table_page_get_turn_panel (page);
  McSession *session = mc_window_get_session (window);
  const TemGame *game = mc_session_get_game (session);
  guint seat = (guint) game->turn.seat;
  GtkMenuButton *button = GTK_MENU_BUTTON (mc_player_panel_get_status_button (mc_table_page_get_panel (page, seat)));
  guint refused = 0;
  TemAction action;

  test_ui_play_card (turn, TEM_PROGRAM_COLLECT, TEM_DIRECTION_NORTH);
  test_ui_answer_what_is_asked ();
  g_assert_cmpint (game->turn.card, ==, TEM_PROGRAM_COLLECT);
  /* Low on health, energy to spare: a Heal is not refused for those. */
  tem_action_init_correct (&action, seat, TEM_FIELD_HEALTH, 1);
  g_assert_true (mc_session_apply (session, &action, NULL));
  tem_action_init_correct (&action, seat, TEM_FIELD_ENERGY, 6);
  g_assert_true (mc_session_apply (session, &action, NULL));
  gtk_menu_button_popup (button);
  test_ui_wait_for_frame (GTK_WIDGET (window));
  {
    g_autoptr(GString) labels = menu_labels (gtk_menu_button_get_menu_model (button), &refused);
    g_autofree char *why = g_strdup_printf ("Heal: %s played Collect: only the Power Up card heals or upgrades.\n",
                                            game->players[seat].name);

    g_autofree char *heading = NULL;

    g_test_message ("%s", labels->str);
    g_assert_nonnull (strstr (labels->str, why));
    /* The statuses are a correction, said so (walk 23: "Power Armor"
     * taken for an Upgrade at no cost). */
    g_assert_true (g_menu_model_get_item_attribute (gtk_menu_button_get_menu_model (button), 0,
                                                    G_MENU_ATTRIBUTE_LABEL, "s", &heading));
    g_assert_cmpstr (heading, ==, "Correct the status (no cost)");
    g_assert_null (strstr (labels->str, "Pay "));
    g_assert_cmpuint (refused, >=, 1);
  }
  gtk_menu_button_popdown (button);
  gtk_window_destroy (GTK_WINDOW (window));
  test_remove_tree (dir);
  g_free (dir);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  test_ui_init (&argc, &argv);

  g_test_add_func ("/ui/three-player-game-through-the-widgets", test_three_player_game_through_the_widgets);
  g_test_add_func ("/ui/phone-width", test_phone_width);
  g_test_add_func ("/ui/the-cards-menu-says-why-not", test_the_cards_menu_says_why_not);
  g_test_add_func ("/ui/game-over-after-round-six", test_game_over_after_round_six);
  g_test_add_func ("/ui/translated-table", test_translated_table);
  g_test_add_func ("/ui/icon-buttons-have-names", test_icon_buttons_have_names);
  g_test_add_func ("/ui/window-icon-after-the-first-frame", test_icon_after_first_frame);
  g_test_add_func ("/ui/about-and-shortcuts-windows", test_about_and_shortcuts_windows);
  g_test_add_func ("/ui/a-game-is-resumed-in-a-new-window", test_a_game_is_resumed_in_a_new_window);
  g_test_add_func ("/ui/finished-games-are-in-the-history", test_finished_games_are_in_the_history);

  status = g_test_run ();
  test_ui_finish ();
  return status;
}
