/* SPDX-License-Identifier: GPL-3.0-or-later */
/* End Round and the two ways of keeping the table: it asks first, and it
 * either scores the round with the points it shows, or says the round
 * ends unscored and adds nothing (R-SC1, R-RD4, I-A7). */
#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "app/mc-end-round-dialog.h"
#include "app/mc-history-page.h"
#include "app/mc-table-page.h"
#include "app/mc-turn-panel.h"
#include "app/mc-window.h"

#include "test-util.h"
#include "test-ui-util.h"

/* Line 161 of the 2-player example: every card of round 2 played, the
 * scoring round's points still to add. From the rulebook (R-SC1: each
 * mine its zone's value, each turret twice that, the pilot its zone's value;
 * R-MM5: nobody in the Mech), with the zone cards of the journal's header:
 *   Ana  mine on E2 (her base, 1) + pilot on E3 (2)                 = 3
 *   Ben  mines on A2 (his base, 3) and B2 (1) + pilot on E1 (2)     = 6 */
#define ROUND_TWO_OVER_LINES 161

typedef struct
{
  McWindow *window;
  char     *dir;
} Table;

static void
table_open (Table      *table,
            guint       n_lines,
            int         width,
            int         height)
{
  table->window = test_ui_open_example ("two-players", n_lines, width, height, &table->dir);
}

static void
table_close (Table *table)
{
  gtk_window_destroy (GTK_WINDOW (table->window));
  test_remove_tree (table->dir);
  g_clear_pointer (&table->dir, g_free);
}

static void
set_mode (const char *mode)
{
  g_autoptr(GSettings) settings = g_settings_new (BASE_APP_ID);

  g_assert_true (g_settings_set_string (settings, "table-mode", mode));
}

static McEndRoundDialog *
find_end_round_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (int i = 0; i < 100; i++)
    {
      for (guint n = 0; n < g_list_model_get_n_items (toplevels); n++)
        {
          g_autoptr(GObject) window = g_list_model_get_item (toplevels, n);

          if (MC_IS_END_ROUND_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
            return MC_END_ROUND_DIALOG (window);
        }
      g_main_context_iteration (NULL, FALSE);
    }
  return NULL;
}

static void
answer (McEndRoundDialog *dialog,
        const char       *response)
{
  g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), response));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Numbers only: no turn panel, End Round in the round bar, not the
 * screen's blue button, and the hint says how the table is kept. */
static void
test_numbers_only_hides_the_turn (void)
{
  int sizes[][2] = { { 1280, 800 }, { 360, 640 } };

  for (gsize i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      Table table = { 0 };
      McTablePage *page;
      g_autofree char *png = g_strdup_printf ("numbers-only-%dx%d.png", sizes[i][0], sizes[i][1]);

      set_mode ("numbers");
      table_open (&table, 100, sizes[i][0], sizes[i][1]);    /* round 1, program phase */
      page = mc_window_get_table_page (table.window);
      g_assert_false (mc_table_page_shows_turn (page));
      g_assert_true (gtk_widget_get_visible (mc_table_page_get_end_round_button (page)));
      g_assert_false (gtk_widget_has_css_class (mc_table_page_get_end_round_button (page), "suggested-action"));
      g_assert_nonnull (strstr (mc_table_page_get_hint (page), "Numbers only"));
      test_ui_render_to_png (GTK_WIDGET (table.window), png);

      /* Switched back from the round bar's menu: the turn panel returns. */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "mode.table-mode", "s", "follow"));
      g_assert_true (mc_table_page_shows_turn (page));
      g_assert_null (strstr (mc_table_page_get_hint (page), "Numbers only"));
      table_close (&table);
    }
  set_mode ("follow");
}

/* R-SC1: End Round in a scoring round shows each player's points and adds
 * exactly those; ended unscored instead, it adds nothing and says so. */
static void
test_end_round_scores_or_says_unscored (void)
{
  Table table = { 0 };
  McSession *session;
  const TemGame *game;
  McEndRoundDialog *dialog;
  const char *body;

  set_mode ("numbers");
  table_open (&table, ROUND_TWO_OVER_LINES, 1280, 800);
  session = mc_window_get_session (table.window);
  game = mc_session_get_game (session);
  g_assert_cmpuint (game->round, ==, 2);
  g_assert_cmpint (game->phase, ==, TEM_PHASE_ROUND_END);
  g_assert_cmpint (game->players[0].score, ==, 0);
  g_assert_cmpint (game->players[1].score, ==, 0);
  g_assert_true (gtk_widget_get_visible (mc_table_page_get_end_round_button (mc_window_get_table_page (table.window))));

  /* Ctrl+E asks; the body shows the sheet. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.end-round", NULL));
  dialog = find_end_round_dialog ();
  g_assert_nonnull (dialog);
  body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
  g_test_message ("End Round says: %s", body);
  g_assert_nonnull (strstr (body, "The app adds these points"));
  g_assert_nonnull (strstr (body, "= 3 VP"));
  g_assert_nonnull (strstr (body, "= 6 VP"));
  test_ui_render_to_png (GTK_WIDGET (dialog), "end-round-scoring-1280x800.png");
  answer (dialog, "score");
  g_assert_cmpuint (game->round, ==, 3);
  g_assert_cmpint (game->players[0].score, ==, 3);
  g_assert_cmpint (game->players[1].score, ==, 6);
  g_assert_nonnull (strstr (mc_window_get_toast_title (table.window), "Round 2 is scored"));

  /* Undone, and ended unscored: nothing added, and it says so. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.undo", NULL));
  g_assert_cmpuint (game->round, ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.end-round", NULL));
  dialog = find_end_round_dialog ();
  g_assert_nonnull (dialog);
  answer (dialog, "hand");
  g_assert_cmpuint (game->round, ==, 3);
  g_assert_cmpint (game->players[0].score, ==, 0);
  g_assert_cmpint (game->players[1].score, ==, 0);
  g_assert_nonnull (strstr (mc_window_get_toast_title (table.window), "unscored"));
  g_assert_null (strstr (mc_window_get_toast_title (table.window), "is scored"));

  table_close (&table);
  set_mode ("follow");
}

/* While a player still has cards to play, End Round says why not and
 * offers nothing that would be refused. */
static void
test_end_round_mid_round_says_why_not (void)
{
  Table table = { 0 };
  McEndRoundDialog *dialog;
  const TemGame *game;

  table_open (&table, 150, 360, 640);                /* round 2, cards being played */
  game = mc_session_get_game (mc_window_get_session (table.window));
  g_assert_cmpint (game->phase, ==, TEM_PHASE_EXECUTION);
  g_assert_false (gtk_widget_get_visible (mc_table_page_get_end_round_button (mc_window_get_table_page (table.window))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.end-round", NULL));
  dialog = find_end_round_dialog ();
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "still has"));
  /* R-RD3: everyone plays 4 cards: each player with cards left is named
   * with how many, not only the one whose turn it is. */
  {
    guint n_named = 0;

    g_test_message ("End Round says: %s", adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
    for (guint i = 0; i < game->n_players; i++)
      {
        guint left = 4 - game->players[i].cards_played;
        g_autofree char *said = g_strdup_printf (left == 1 ? "%s still has %u program card to play this round."
                                                           : "%s still has %u program cards to play this round.",
                                                 game->players[i].name, left);

        if (left == 0)
          continue;
        g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), said));
        n_named++;
      }
    g_assert_cmpuint (n_named, >=, 2);
  }
  g_assert_false (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "score"));
  g_assert_false (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "hand"));
  g_assert_false (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "end"));
  test_ui_render_to_png (GTK_WIDGET (dialog), "end-round-refused-360x640.png");
  answer (dialog, "cancel");
  g_assert_cmpuint (game->round, ==, 2);
  table_close (&table);
}

/* R-RD3: following the turns, End Round before any card of the round is
 * played here says so first, and still lets the players end it (played
 * at the table); with numbers only it does not. */
static void
test_end_round_before_the_cards_says_so (void)
{
  const char *modes[] = { "follow", "numbers" };

  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      Table table = { 0 };
      McEndRoundDialog *dialog;
      const char *body;

      set_mode (modes[i]);
      table_open (&table, 100, 1280, 800);                /* round 1, program phase */
      g_assert_cmpint (mc_session_get_game (mc_window_get_session (table.window))->phase, ==, TEM_PHASE_PROGRAM);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.end-round", NULL));
      dialog = find_end_round_dialog ();
      g_assert_nonnull (dialog);
      body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
      g_test_message ("%s: %s", modes[i], body);
      g_assert_true (g_str_has_prefix (body, "No program card of this round has been played here yet: every player "
                                             "still has 4 to play.")
                     == (i == 0));
      g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "end"));
      if (i == 0)
        test_ui_render_to_png (GTK_WIDGET (dialog), "end-round-before-the-cards-1280x800.png");
      answer (dialog, "cancel");
      table_close (&table);
    }
  set_mode ("follow");
}

/* History with no game at all says so with what to do, a status page
 * (point 14 of "at the table"), at both sizes. */
static void
test_empty_history_says_what_to_do (void)
{
  int sizes[][2] = { { 1280, 800 }, { 360, 640 } };

  for (gsize i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      McWindow *window = test_ui_new_window (sizes[i][0], sizes[i][1]);
      g_autofree char *png = g_strdup_printf ("history-empty-%dx%d.png", sizes[i][0], sizes[i][1]);

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
      g_assert_cmpuint (mc_history_page_get_n_games (mc_window_get_history_page (window)), ==, 0);
      g_assert_true (mc_history_page_is_empty (mc_window_get_history_page (window)));
      test_ui_wait_for_frame (GTK_WIDGET (window));
      test_ui_render_to_png (GTK_WIDGET (window), png);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* Walk 14 (es, 360x640): at a scoring round's end with several zones'
 * values never entered, Enter It asked one and dropped back; each next
 * one needed another tap. Once one is entered the next is asked at once,
 * until the sheet has its sums. */
static void
test_enter_it_asks_each_value_in_turn (void)
{
  g_autofree char *dir = NULL;
  McWindow *window = test_ui_open_example ("two-players", 204, 1280, 800, &dir);
  McSession *session = mc_window_get_session (window);
  const TemGame *game = mc_session_get_game (session);
  GtkWidget *enter;
  guint asked = 0;

  /* Round 4's end, a scoring round (R-SC1); the two bases' values as if
   * never entered, as the walk's were. */
  g_assert_cmpint (game->phase, ==, TEM_PHASE_ROUND_END);
  for (int seat = 0; seat < 2; seat++)
    {
      TemAction forget;

      tem_action_init_set_zone (&forget, tem_arena_find_base (&game->arena, seat), TEM_VALUE_UNKNOWN, 0);
      g_assert_true (mc_session_apply (session, &forget, NULL));
    }
  test_ui_wait_for_frame (GTK_WIDGET (window));
  enter = test_ui_find_named (GTK_WIDGET (window), "score-need");
  g_assert_nonnull (enter);
  g_assert_true (gtk_widget_get_visible (enter));
  test_ui_click (enter);
  /* Each answered; the next comes without a tap. */
  for (guint i = 0; i < 30; i++)
    {
      McNeedDialog *dialog;

      while (g_main_context_iteration (NULL, FALSE))
        ;
      dialog = test_ui_find_need_dialog ();
      if (dialog == NULL)
        break;
      asked += test_ui_answer_what_is_asked ();
    }
  g_test_message ("%u values asked in a row", asked);
  g_assert_cmpuint (asked, >=, 2);
  enter = test_ui_find_named (GTK_WIDGET (window), "score-need");
  g_assert_true (enter == NULL || !gtk_widget_get_visible (enter));
  g_assert_true (gtk_widget_has_css_class (test_ui_find_named (GTK_WIDGET (window), "end-round"), "suggested-action"));
  gtk_window_destroy (GTK_WINDOW (window));
  test_remove_tree (dir);
}

/* Walk 19 (es, 1024x720 and 360x640): the round's last End Turn tapped,
 * End the Round came under the same finger (321-375 then 360-414), so a
 * double tap ended the round unseen. The new step's main button takes
 * taps only after a moment; opened later, at once. */
static void
test_end_the_round_waits_after_the_last_end_turn (void)
{
  int sizes[][2] = { { 1024, 720 }, { 360, 640 } };

  test_ui_with_double_click_time (TRUE);
  for (gsize i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      Table table = { 0 };
      const TemGame *game;
      McTurnPanel *panel;
      GtkWidget *end_round;

      table_open (&table, ROUND_TWO_OVER_LINES - 1, sizes[i][0], sizes[i][1]);
      game = mc_session_get_game (mc_window_get_session (table.window));
      panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
      g_assert_cmpint (game->phase, ==, TEM_PHASE_EXECUTION);
      test_ui_click (mc_turn_panel_find_button (panel, "end-turn"));
      g_assert_cmpint (game->phase, ==, TEM_PHASE_ROUND_END);
      end_round = mc_turn_panel_find_button (panel, "end-round");
      g_assert_nonnull (end_round);
      /* The second tap of a double tap finds it not yet taking taps. */
      g_assert_false (gtk_widget_is_sensitive (end_round));
      g_assert_false (mc_turn_panel_activate_primary (panel));
      g_assert_cmpuint (game->round, ==, 2);
      /* A moment later it does, and ends the round. */
      test_ui_wait_for_settled (GTK_WIDGET (panel));
      g_assert_true (gtk_widget_is_sensitive (end_round));
      g_assert_true (end_round == mc_turn_panel_find_primary (panel));
      test_ui_click (end_round);
      test_ui_answer_what_is_asked ();
      g_assert_cmpuint (game->round, ==, 3);
      table_close (&table);

      /* The same step found on opening the game takes a tap at once. */
      table_open (&table, ROUND_TWO_OVER_LINES, sizes[i][0], sizes[i][1]);
      panel = mc_table_page_get_turn_panel (mc_window_get_table_page (table.window));
      g_assert_true (gtk_widget_is_sensitive (mc_turn_panel_find_button (panel, "end-round")));
      g_assert_true (mc_turn_panel_is_settled (panel));
      table_close (&table);
    }
  test_ui_with_double_click_time (FALSE);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui-end-round/end-the-round-waits-after-the-last-end-turn",
                   test_end_the_round_waits_after_the_last_end_turn);
  g_test_add_func ("/ui-end-round/empty-history-says-what-to-do", test_empty_history_says_what_to_do);
  g_test_add_func ("/ui-end-round/enter-it-asks-each-value-in-turn", test_enter_it_asks_each_value_in_turn);
  g_test_add_func ("/ui-end-round/numbers-only-hides-the-turn", test_numbers_only_hides_the_turn);
  g_test_add_func ("/ui-end-round/scores-or-says-unscored", test_end_round_scores_or_says_unscored);
  g_test_add_func ("/ui-end-round/mid-round-says-why-not", test_end_round_mid_round_says_why_not);
  g_test_add_func ("/ui-end-round/before-the-cards-says-so", test_end_round_before_the_cards_says_so);
  status = g_test_run ();
  test_ui_finish ();
  return status;
}
