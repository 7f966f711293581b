/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Games played through the widgets, under Xvfb: a solo round against the
 * two Robot Pilots with every robot step tapped through, what the app asks
 * answered in its dialogs, and the pages rendered to PNG. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "app/mc-arena-view.h"
#include "app/mc-need-dialog.h"
#include "app/mc-rules-page.h"
#include "app/mc-share-dialog.h"
#include "app/mc-setup-page.h"
#include "app/mc-table-page.h"
#include "app/mc-turn-panel.h"

#include "test-ui-util.h"
#include "test-util.h"

/* The game the tests play, read as a player reads the table. */
static McSession *session;

static void
start_solo (McWindow *window,
            gboolean  table_draw,
            guint32   seed)
{
  McSetupPage *page = test_ui_fill_solo_setup (window, seed);

  mc_setup_page_set_robot_table_draw (page, table_draw);
  if (seed == 1)
    test_ui_render_to_png (GTK_WIDGET (window), "solo-setup-1280x800.png");
  test_ui_click (mc_setup_page_get_start_button (page));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
}

/* The human's turn as a player taps it: the card, the way, the action. */
static void
play_human_turn (McTurnPanel   *panel,
                 const TemGame *game,
                 guint          turn)
{
  static const char *ways[] = { "direction-north", "direction-east", "direction-south", "direction-west" };

  guint played = game->players[0].cards_played;

  g_assert_true (test_ui_tap (panel, "card-collect"));
  g_assert_nonnull (mc_turn_panel_find_button (panel, "direction-north"));
  /* A refused way (a combat on a first Ad Hoc turn, R-AH2) is said next
   * to the buttons; the player picks another. */
  for (guint tries = 0; tries < 4; tries++)
    {
      g_assert_true (test_ui_tap (panel, ways[(turn + tries) % 4]));
      g_test_message ("after %s: %s | %s | %s", ways[(turn + tries) % 4], mc_turn_panel_get_title (panel),
                      mc_turn_panel_get_told (panel), mc_turn_panel_get_problem (panel));
      if (game->turn.card != TEM_PROGRAM_NONE || game->players[0].cards_played > played || game->combat.active)
        break;
      g_assert_cmpstr (mc_turn_panel_get_problem (panel), !=, "");
      g_assert_true (test_ui_tap (panel, "card-collect"));
    }
  /* A combat, or a KO by a robot's mine that ends the turn, goes on
   * elsewhere. */
  if (game->combat.active || game->turn.seat != 0 || game->turn.card != TEM_PROGRAM_COLLECT)
    return;
  test_ui_tap (panel, "collect");
  g_assert_true (test_ui_tap (panel, "end-turn"));
}

static void
fight (McTurnPanel   *panel,
       const TemGame *game)
{
  for (guint attacks = 0; game->combat.active; attacks++)
    {
      g_assert_cmpuint (attacks, <, 40);
      if (game->players[game->combat.next].robot)
        {
          int next = game->combat.next;
          guint32 exhausted = game->combat.exhausted;

          /* R-SO17: one tap is the robot's attack, even when its card's
           * numbers are asked on the way (the walk tapped it twice). */
          g_assert_true (test_ui_tap (panel, "robot-attack"));
          g_assert_true (!game->combat.active || game->combat.next != next || game->combat.exhausted != exhausted);
          continue;
        }
      g_assert_true (test_ui_tap_first (panel, "attack-"));
    }
}

/* The execution phase as it is tapped through: the player's cards, the
 * robots' steps, the combats, until every card of the round is played. */
static void
play_execution (McWindow      *window,
                McTurnPanel   *panel,
                const TemGame *game,
                gboolean      *rendered_out,
                guint         *human_turns_out,
                guint         *robot_turns_out)
{
  gboolean rendered = *rendered_out;
  guint human_turns = 0, robot_turns = 0;

  for (guint step = 0; game->phase == TEM_PHASE_EXECUTION; step++)
    {
      g_assert_cmpuint (step, <, 200);
      if (game->combat.active)
        fight (panel, game);
      else if (game->players[game->turn.seat].robot && game->turn.card != TEM_PROGRAM_NONE)
        g_assert_true (test_ui_tap (panel, "robot-end"));    /* after its combat */
      else if (game->players[game->turn.seat].robot)
        {
          guint seat = (guint) game->turn.seat;
          guint played = game->players[seat].cards_played;

          g_assert_true (test_ui_tap (panel, "robot-draw"));
          /* The three zones it compares, each in a sentence of its own. */
          g_assert_nonnull (strstr (mc_turn_panel_get_body (panel), "Forward: "));
          g_assert_nonnull (strstr (mc_turn_panel_get_body (panel), "Left: "));
          g_assert_nonnull (strstr (mc_turn_panel_get_body (panel), "Right: "));
          g_assert_nonnull (strstr (mc_turn_panel_get_body (panel), "On the table: put"));
          if (!rendered)
            {
              test_ui_render_to_png (GTK_WIDGET (window), "solo-robot-1280x800.png");
              gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
              test_ui_render_to_png (GTK_WIDGET (window), "solo-robot-360x640.png");
              gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
              rendered = TRUE;
            }
          g_assert_true (test_ui_tap (panel, "robot-next"));
          g_assert_true (game->players[seat].cards_played == played + 1 || game->combat.active);
          /* What to do with its figure stays in view after the move. */
          g_assert_nonnull (strstr (mc_turn_panel_get_told (panel), "On the table: put"));
          robot_turns++;
        }
      else if (game->turn.card != TEM_PROGRAM_NONE)
        g_assert_true (test_ui_tap (panel, "end-turn"));     /* after their combat */
      else
        play_human_turn (panel, game, game->round + human_turns++);
      g_assert_true (tem_game_check_invariants (game, NULL));
    }

  *rendered_out = rendered;
  *human_turns_out = human_turns;
  *robot_turns_out = robot_turns;
}

/* R-SO5 to R-SO16 through the widgets: a whole round of a solo game, each
 * robot turn drawn, shown with what it sees, then played. */
static void
play_solo_round (guint32 seed)
{
  McWindow *window = test_ui_new_window (1280, 800);
  const TemGame *game = mc_session_get_game (session = mc_window_get_session (window));
  McTablePage *table = mc_window_get_table_page (window);
  McTurnPanel *panel = mc_table_page_get_turn_panel (table);
  McArenaView *arena = mc_table_page_get_arena (table);
  gboolean rendered = seed != 1;
  guint human_turns = 0, robot_turns = 0;

  start_solo (window, FALSE, seed);
  g_assert_cmpuint (mc_session_get_game (session)->seed, ==, seed);
  g_assert_true (game->solo);
  g_assert_cmpuint (game->n_players, ==, 3);
  g_assert_true (game->players[1].robot && game->players[2].robot);
  g_assert_nonnull (mc_arena_view_get_zone (arena, game->players[1].cell));

  /* A zone card entered by a tap on the arena, as it lies on the table. */
  {
    int cell = tem_arena_find_mech_zone (&game->arena);
    McNeedDialog *dialog;

    test_ui_click (mc_arena_view_get_zone (arena, cell));
    dialog = test_ui_find_need_dialog ();
    g_assert_nonnull (dialog);
    if (seed == 1)
      test_ui_render_to_png (GTK_WIDGET (dialog), "need-zone-dialog.png");
    mc_need_dialog_set_number (dialog, 0, 4);
    mc_need_dialog_save (dialog);
    g_assert_cmpint (game->arena.zones[cell].value, ==, 4);
  }

  if (!rendered)
    test_ui_render_to_png (GTK_WIDGET (window), "solo-program-1280x800.png");
  g_assert_true (test_ui_tap (panel, "begin"));
  g_assert_cmpint (game->phase, ==, TEM_PHASE_EXECUTION);

  play_execution (window, panel, game, &rendered, &human_turns, &robot_turns);

  g_assert_cmpuint (human_turns, ==, TEM_CARDS_PER_ROUND);
  g_assert_cmpuint (robot_turns, ==, 2 * TEM_CARDS_PER_ROUND);
  g_assert_cmpint (game->phase, ==, TEM_PHASE_ROUND_END);
  if (seed == 1)
    test_ui_render_to_png (GTK_WIDGET (window), "solo-round-end-1280x800.png");
  g_assert_true (test_ui_tap (panel, "end-round"));
  g_assert_cmpuint (game->round, ==, 2);

  /* Undo steps back through the round, the robots' turns too. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpint (game->phase, ==, TEM_PHASE_ROUND_END);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The same round from several seeds: each a different robots' game, each
 * the same on every run. */
static void
test_solo_round (void)
{
  for (guint32 seed = 1; seed <= 6; seed++)
    {
      g_test_message ("seed %u", seed);
      play_solo_round (seed);
    }
}

/* R-SO21 and the final score: a whole solo game, six rounds, through the
 * widgets, with the scoring rounds computed and every value they need
 * asked on the way. */
static void
play_whole_solo_game (McWindow      *window,
                      McTurnPanel   *panel,
                      const TemGame *game)
{
  gboolean rendered = TRUE;
  guint human_turns, robot_turns;

  for (guint round = 1; round <= TEM_ROUNDS; round++)
    {
      g_assert_cmpuint (game->round, ==, round);
      g_assert_true (test_ui_tap (panel, "begin"));
      play_execution (window, panel, game, &rendered, &human_turns, &robot_turns);
      g_assert_cmpuint (human_turns, ==, TEM_CARDS_PER_ROUND);
      g_assert_cmpint (game->phase, ==, TEM_PHASE_ROUND_END);
      g_assert_true (test_ui_tap (panel, "end-round"));
      if (tem_game_is_scoring_round (round))
        g_assert_nonnull (strstr (mc_turn_panel_get_told (panel), "for the zones"));
    }
  g_assert_true (game->over);
  g_assert_cmpstr (mc_turn_panel_get_title (panel), ==, "Final Results");
  /* Won or not, it says why (R-SO21), in words without the rule ID. */
  g_assert_true (strstr (mc_turn_panel_get_body (panel), "You need the highest score to win a solo game") != NULL
                 || strstr (mc_turn_panel_get_body (panel), "You beat both") != NULL);
}

/* A whole solo game at @size, from the form to the final results; on a
 * phone the turn is a sheet under the arena. */
static McWindow *
solo_whole_game_at (const int     *size,
                    McTurnPanel  **panel_out)
{
  McWindow *window = test_ui_new_window (size[0], size[1]);
  const TemGame *game = mc_session_get_game (session = mc_window_get_session (window));
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  g_autofree char *png = g_strdup_printf ("solo-game-over-%dx%d.png", size[0], size[1]);

  start_solo (window, FALSE, 2024);
  play_whole_solo_game (window, panel, game);
  test_ui_render_to_png (GTK_WIDGET (window), png);
  *panel_out = panel;
  return window;
}

static void
test_solo_whole_game_on_a_phone (void)
{
  static const int phone[] = { 360, 640 };
  McTurnPanel *panel;

  gtk_window_destroy (GTK_WINDOW (solo_whole_game_at (phone, &panel)));
}

static void
test_solo_whole_game (void)
{
  static const int desktop[] = { 1280, 800 };
  McTurnPanel *panel;
  McWindow *window = solo_whole_game_at (desktop, &panel);
  const TemGame *game = mc_session_get_game (session);

  /* The results by QR code: what a phone reads is the text shown. */
  g_assert_true (test_ui_tap (panel, "share-results"));
  {
    GListModel *toplevels = gtk_window_get_toplevels ();   /* transfer none */
    McShareDialog *share = NULL;
    g_autofree char *png = g_test_build_filename (G_TEST_BUILT, "results-qr.png", NULL);
    g_autofree char *svg = g_test_build_filename (G_TEST_BUILT, "results-qr.svg", NULL);
    /* tests/meson.build passes zbarimg when zbar-tools is installed (build-aux/deps installs it). */
    const char *zbarimg = g_getenv ("MC_ZBARIMG");
    McQrView *view;

    for (guint i = 0; i < g_list_model_get_n_items (toplevels) && share == NULL; i++)
      {
        g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

        if (MC_IS_SHARE_DIALOG (item))
          share = MC_SHARE_DIALOG (item);
      }
    g_assert_nonnull (share);
    view = mc_share_dialog_get_qr_view (share);
    g_assert_nonnull (strstr (mc_qr_view_get_text (view), "Ana"));
    test_ui_render_to_png (GTK_WIDGET (share), "share-results-dialog.png");
    g_assert_true (mc_qr_view_save_png (view, png, 8, NULL));
    g_assert_true (mc_qr_view_save_svg (view, svg, NULL));
    if (zbarimg == NULL || *zbarimg == '\0')
      g_test_skip ("zbarimg (zbar-tools) was not found when the build was set up: the QR code is not decoded");
    else
      {
        const char *argv[] = { zbarimg, "--raw", "-q", "-Sbinary", png, NULL };
        g_autofree char *out = NULL;
        int status;

        g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                                     &status, NULL));
        g_assert_true (g_spawn_check_wait_status (status, NULL));
        g_assert_true (g_str_has_prefix (out, mc_qr_view_get_text (view)));
      }
    /* The same as a BG Stats link. */
    mc_share_dialog_set_link_shown (share, TRUE);
    g_assert_true (g_str_has_prefix (mc_qr_view_get_text (view), "https://app.bgstatsapp.com/createPlay.html?data="));
    test_ui_render_to_png (GTK_WIDGET (share), "share-results-bgstats-dialog.png");
    gtk_window_destroy (GTK_WINDOW (share));
  }

  /* The numbers entered from the cards during this game are there at the
   * start of the next one, without asking. */
  {
    TemWeaponStats entered[TEM_N_WEAPON_KINDS];
    guint n_entered = 0;

    memcpy (entered, game->weapon_stats, sizeof entered);
    start_solo (window, FALSE, 7);
    for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
      if (entered[kind].vp != TEM_VALUE_UNKNOWN && tem_catalogue_get_weapon (kind)->stats.vp == TEM_VALUE_UNKNOWN)
        {
          g_assert_cmpint (game->weapon_stats[kind].vp, ==, entered[kind].vp);
          n_entered++;
        }
    g_assert_cmpuint (n_entered, >, 0);
    g_assert_cmpuint (game->round, ==, 1);
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A 2-player game through the widgets: the setup checklist (every zone
 * card and the row entered from the table), a round with a mine that goes
 * off, and a combat with a KO in the next, at both sizes. */
static void
test_two_player_round (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  const TemGame *game = mc_session_get_game (session = mc_window_get_session (window));
  McTablePage *table = mc_window_get_table_page (window);
  McTurnPanel *panel = mc_table_page_get_turn_panel (table);
  McSetupPage *page;
  const char *names[] = { "Ana", "Ben" };
  const int weapons[] = { TEM_KIND_ENERGY_SWORD, TEM_KIND_PULSE_PISTOL };
  guint entered = 0;
  TemGame before_end, after_end;

  page = test_ui_fill_setup (window, 2, names, weapons);
  /* A pilot from the box's list, as the menu beside the entry sets it. */
  for (guint seat = 0; seat < 2; seat++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (mc_setup_page_get_player (page, seat)), "setup-player.pilot",
                                               "s", "Diamond"));
  mc_setup_page_set_starting_player (page, 0);
  mc_setup_page_set_seed (page, 3);
  test_ui_click (mc_setup_page_get_start_button (page));
  g_assert_cmpuint (game->n_players, ==, 2);
  g_assert_cmpstr (game->players[1].pilot, ==, "Diamond");

  /* The checklist walks through the zone cards one by one, then the row;
   * the Base and Mech values an earlier game taught the catalogue are
   * filled in already. */
  {
    guint unknown = 0;

    for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
      if (tem_arena_is_zone (&game->arena, cell))
        {
          unknown += game->arena.zones[cell].value == TEM_VALUE_UNKNOWN;
          g_assert_true (game->arena.zones[cell].value == TEM_VALUE_UNKNOWN
                         || game->arena.zones[cell].kind != TEM_ZONE_RESOURCE);
        }
    while (test_ui_tap (panel, "enter-zone"))
      entered++;
    g_assert_cmpuint (entered, ==, unknown);
    for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
      g_assert_true (!tem_arena_is_zone (&game->arena, cell) || game->arena.zones[cell].value != TEM_VALUE_UNKNOWN);
  }
  for (int slot = 0; slot < TEM_ROW_SIZE; slot++)
    {
      g_autofree char *name = g_strdup_printf ("identify-row-%d", slot);

      g_assert_true (test_ui_tap (panel, name));
    }
  test_ui_render_to_png (GTK_WIDGET (window), "two-players-program-1280x800.png");

  g_assert_true (test_ui_tap (panel, "begin"));

  /* Round 1: Ana lays a mine in D1; Ben walks into it. */
  test_ui_collect_turn (panel, TEM_DIRECTION_WEST);          /* Ana to D2 */
  test_ui_collect_turn (panel, TEM_DIRECTION_EAST);          /* Ben to B2 */
  test_ui_play_card (panel, TEM_PROGRAM_DEPLOY_MINE, TEM_DIRECTION_NORTH);     /* Ana to D1 */
  g_assert_true (test_ui_tap (panel, "deploy"));
  g_assert_cmpuint (tem_player_count_deployed (&game->players[0], TRUE), ==, 2);
  g_assert_true (test_ui_tap (panel, "end-turn"));
  test_ui_collect_turn (panel, TEM_DIRECTION_EAST);          /* Ben to C2 */
  test_ui_collect_turn (panel, TEM_DIRECTION_SOUTH);         /* Ana to D2 */
  test_ui_collect_turn (panel, TEM_DIRECTION_NORTH);         /* Ben to C1 */
  test_ui_collect_turn (panel, TEM_DIRECTION_EAST);          /* Ana home, E2 */
  /* Ben to D1: Ana's mine goes off; its number is asked (1 here). */
  test_ui_play_card (panel, TEM_PROGRAM_COLLECT, TEM_DIRECTION_EAST);
  g_assert_nonnull (strstr (mc_turn_panel_get_told (panel), "damage from Ana's mine"));
  g_assert_cmpuint (tem_player_count_deployed (&game->players[0], TRUE), ==, 1);
  test_ui_render_to_png (GTK_WIDGET (window), "two-players-mine-1280x800.png");
  test_ui_tap (panel, "collect");
  g_assert_true (test_ui_tap (panel, "end-turn"));
  g_assert_cmpint (game->phase, ==, TEM_PHASE_ROUND_END);
  g_assert_true (test_ui_tap (panel, "end-round"));
  g_assert_cmpuint (game->starting_player, ==, 1);

  /* Round 2: Ben steps to D2, Ana comes at him: a combat. */
  g_assert_true (test_ui_tap (panel, "begin"));
  test_ui_collect_turn (panel, TEM_DIRECTION_SOUTH);         /* Ben to D2 */
  test_ui_play_card (panel, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST);          /* Ana into D2 */
  g_assert_true (game->combat.active);
  g_assert_nonnull (mc_turn_panel_find_button (panel, "attack-0-0"));
  test_ui_render_to_png (GTK_WIDGET (window), "two-players-combat-1280x800.png");
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  test_ui_render_to_png (GTK_WIDGET (window), "two-players-combat-360x640.png");
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  fight (panel, game);
  g_assert_nonnull (strstr (mc_turn_panel_get_told (panel), "The combat is over"));
  before_end = *game;
  g_assert_true (test_ui_tap (panel, "end-turn"));
  after_end = *game;
  g_assert_false (game->turn.seat == before_end.turn.seat && game->turn.card == before_end.turn.card);

  /* Undo takes back the end of the turn, whole; redo plays it again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpmem (game, sizeof *game, &before_end, sizeof before_end);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpmem (game, sizeof *game, &after_end, sizeof after_end);
  g_assert_false (game->combat.active);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The turn from the keyboard: Ctrl+Return, Ctrl+1…7, Ctrl+arrows, as the
 * shortcuts window lists them. */
static void
test_turn_from_the_keyboard (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  const TemGame *game;
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));

  test_ui_with_double_click_time (TRUE);
  start_solo (window, FALSE, 9);
  game = mc_session_get_game (session = mc_window_get_session (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.turn-next", NULL));
  g_assert_cmpint (game->phase, ==, TEM_PHASE_EXECUTION);
  /* The cards come where Play the Cards was: they take a key a moment
   * later, as a tap. */
  g_assert_false (mc_turn_panel_is_settled (panel));
  test_ui_wait_for_settled (GTK_WIDGET (panel));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.turn-card", "i", TEM_PROGRAM_COLLECT));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.turn-direction", "i", TEM_DIRECTION_SOUTH));
  test_ui_answer_what_is_asked ();
  g_assert_cmpint (game->turn.card, ==, TEM_PROGRAM_COLLECT);
  g_assert_true (test_ui_tap (panel, "collect"));
  /* End Turn is the main button now, in Collect's place: it takes a
   * press once the double tap's moment is over. */
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (window), "win.turn-next", NULL)
                  && game->players[game->turn.seat].robot);
  test_ui_wait_for_settled (GTK_WIDGET (panel));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.turn-next", NULL));
  g_assert_true (game->players[game->turn.seat].robot);
  /* Draw (once it takes a press: a key held down does not draw unseen),
   * then Next. */
  g_assert_false (mc_turn_panel_is_settled (panel));
  test_ui_wait_for_settled (GTK_WIDGET (panel));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.turn-next", NULL));
  test_ui_answer_what_is_asked ();
  g_assert_nonnull (mc_turn_panel_find_button (panel, "robot-next"));
  /* Next comes where Draw was: held a moment too. */
  g_assert_false (mc_turn_panel_is_settled (panel));
  test_ui_wait_for_settled (GTK_WIDGET (panel));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.turn-next", NULL));
  test_ui_answer_what_is_asked ();
  g_assert_cmpuint (game->players[1].cards_played, ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  test_ui_with_double_click_time (FALSE);
}

static void
test_table_is_accessible (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  McTablePage *table = mc_window_get_table_page (window);
  McArenaView *arena = mc_table_page_get_arena (table);
  McTurnPanel *panel = mc_table_page_get_turn_panel (table);
  const TemGame *game;
  GtkWidget *zone;
  char *problem;
  g_autofree char *expected = NULL;

  start_solo (window, FALSE, 11);
  game = mc_session_get_game (session = mc_window_get_session (window));
  g_assert_cmpuint (test_ui_check_button_names (GTK_WIDGET (table)), >, 0);

  /* A zone says everything on it: its name, value, the figures there. */
  zone = mc_arena_view_get_zone (arena, game->players[1].cell);
  expected = mc_arena_view_describe_zone (game, game->players[1].cell);
  g_assert_nonnull (strstr (expected, "Robot A, facing north"));
  problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (zone), GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
  g_assert_null (problem);
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (zone), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));

  /* The turn panel's buttons in the program phase, a turn, a robot step. */
  g_assert_true (test_ui_tap (panel, "begin"));
  g_assert_true (test_ui_tap (panel, "card-collect"));
  test_ui_check_button_names (GTK_WIDGET (table));
  g_assert_true (test_ui_tap (panel, "direction-south"));
  test_ui_check_button_names (GTK_WIDGET (table));
  g_assert_true (test_ui_tap (panel, "end-turn"));
  g_assert_true (test_ui_tap (panel, "robot-draw"));
  test_ui_check_button_names (GTK_WIDGET (table));

  /* Touch targets: the turn buttons and the zones are at least 44 px. */
  {
    GtkWidget *next = mc_turn_panel_find_button (panel, "robot-next");

    test_ui_wait_for_frame (GTK_WIDGET (window));
    zone = mc_arena_view_get_zone (arena, game->players[1].cell);     /* the arena was redrawn */
    g_assert_cmpint (gtk_widget_get_height (next), >=, 44);
    g_assert_cmpint (gtk_widget_get_height (zone), >=, 44);
    g_assert_cmpint (gtk_widget_get_width (zone), >=, 44);
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* `mech-companion GAME.jsonl` opens a saved game at its table; a file that
 * is not a game is refused with its reason and nothing changes. */
static void
test_open_a_saved_game (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "journals", "combat-and-scoring.jsonl", NULL);
  g_autofree char *bad = g_test_build_filename (G_TEST_DIST, "journals", "bad", "binary.jsonl", NULL);
  g_autofree char *dir = g_dir_make_tmp ("mech-companion-open-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (dir, "game.jsonl", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (copy);
  g_autoptr(GFile) bad_file = g_file_new_for_path (bad);
  gsize length;

  g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (copy, contents, (gssize) length, NULL));
  g_assert_true (mc_window_open_file (window, file));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
  g_assert_cmpuint (mc_session_get_game (mc_window_get_session (window))->n_players, ==, 3);

  g_assert_true (g_file_test (bad, G_FILE_TEST_EXISTS));
  g_assert_false (mc_window_open_file (window, bad_file));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
  g_assert_cmpuint (mc_session_get_game (mc_window_get_session (window))->n_players, ==, 3);
  g_assert_cmpstr (mc_window_get_toast_title (window), ==, "binary.jsonl is not a Mech Companion game: it is not text.");

  gtk_window_destroy (GTK_WINDOW (window));
  test_remove_tree (dir);
}

/* The rules page: search in Spanish whatever the app's language, open a
 * topic, switch the rules to Polish for the player next to you; a refusal
 * opens its rule. */
static void
test_rules_page (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  McRulesPage *page = mc_window_get_rules_page (window);
  g_autofree char *first_title = NULL;
  TemAction action;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rules", NULL));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "rules");
  g_assert_cmpstr (mc_rules_page_get_language (page), ==, "en");
  g_assert_cmpuint (mc_rules_page_get_n_results (page), >, 30);        /* every topic listed */
  test_ui_render_to_png (GTK_WIDGET (window), "rules-1280x800.png");

  mc_rules_page_set_language (page, "es");
  mc_rules_page_search (page, "SERVOARMADURA");
  g_assert_cmpuint (mc_rules_page_get_n_results (page), >, 0);
  g_assert_nonnull (strstr (mc_rules_page_get_result_markup (page, 0), "<b>"));
  test_ui_render_to_png (GTK_WIDGET (window), "rules-search-es-1280x800.png");
  mc_rules_page_search (page, "dano");
  g_assert_cmpuint (mc_rules_page_get_n_results (page), >, 0);
  mc_rules_page_activate_result (page, 0);
  g_assert_true (mc_rules_page_is_showing_topic (page));
  first_title = g_strdup (mc_rules_page_get_topic_title (page));
  /* po/es.po: "Does damage beyond the target's health score?" */
  g_assert_cmpstr (first_title, ==, "¿Puntúa el daño que excede el aguante del objetivo?");

  /* The same topic for the player beside you, in Polish. */
  mc_rules_page_set_language (page, "pl");
  g_assert_true (mc_rules_page_is_showing_topic (page));
  /* The same topic's title in po/pl.po. */
  g_assert_cmpstr (mc_rules_page_get_topic_title (page), ==, "Czy obrażenia ponad żywotność celu dają punkty?");
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  test_ui_render_to_png (GTK_WIDGET (window), "rules-topic-pl-360x640.png");
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  /* The app itself is still in English. */
  g_assert_cmpstr (mc_turn_panel_get_title (mc_table_page_get_turn_panel (mc_window_get_table_page (window))), !=,
                   NULL);
  g_assert_cmpstr (_("Collect"), ==, "Collect");

  /* Back: the list, then where the rules were opened from. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.back", NULL));
  g_assert_false (mc_rules_page_is_showing_topic (page));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.back", NULL));
  g_assert_cmpstr (mc_window_get_visible_page (window), !=, "rules");

  /* A rule from anywhere: its topic. */
  mc_rules_page_set_language (page, "en");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rule", "s", "R-A5"));
  g_assert_cmpstr (mc_rules_page_get_topic_id (page), ==, "deploy");

  /* A refusal's toast offers its rule. */
  start_solo (window, FALSE, 13);
  tem_action_init_end_turn (&action, 0);
  g_assert_false (mc_session_apply (mc_window_get_session (window), &action, NULL));
  /* In words, without the rule's ID; the ID opens the topic. */
  g_assert_null (strstr (mc_window_get_toast_title (window), "R-"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-refused-rule", NULL));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "rules");
  g_assert_true (mc_rules_page_is_showing_topic (page));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The catalogue: a value entered is the players' own, given to the game
 * open, exported; an import shows new values and disagreements first. */
static void
test_catalogue_page (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  McCataloguePage *page = mc_window_get_catalogue_page (window);
  const TemGame *game;
  g_autofree char *exported = g_test_build_filename (G_TEST_BUILT, "exported-cards.json", NULL);
  g_autofree char *theirs = g_test_build_filename (G_TEST_BUILT, "their-cards.json", NULL);
  g_autofree char *contents = NULL;
  const char *file = "{\"format\": \"mech-companion-cards\", \"version\": 1, \"weapons\": "
                     "{\"warhammer\": {\"attack\": 6}, \"advanced-09\": {\"vp\": 2}}}";
  GtkWidget *preview;

  start_solo (window, FALSE, 17);
  game = mc_session_get_game (session = mc_window_get_session (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-catalogue", NULL));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "catalogue");

  /* The box's own values are read-only; the Warhammer's attack is not public. */
  g_assert_cmpstr (mc_catalogue_page_get_value_text (page, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_POWER), ==, "3");
  g_assert_true (mc_catalogue_page_set_value (page, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_ATTACK, 4, NULL));
  g_assert_cmpstr (mc_catalogue_page_get_value_text (page, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_ATTACK), ==, "4");
  g_assert_cmpint (game->weapon_stats[TEM_KIND_WARHAMMER].attack, ==, 4);     /* the game open has it */
  g_assert_false (mc_catalogue_page_set_value (page, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_ATTACK, 500, NULL));
  test_ui_render_to_png (GTK_WIDGET (window), "catalogue-1280x800.png");

  g_assert_true (mc_catalogue_page_export (page, exported, NULL));
  g_assert_true (g_file_get_contents (exported, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\"attack\" : 4"));

  /* Another copy says 6: shown first, kept unless replaced. */
  g_assert_true (g_file_set_contents (theirs, file, -1, NULL));
  preview = mc_catalogue_page_preview_import (page, theirs, NULL);
  g_assert_nonnull (preview);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (preview)), "attack 6"));
  g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (preview), "replace"));
  test_ui_render_to_png (preview, "catalogue-import-preview.png");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (preview), "import");
  g_assert_cmpstr (mc_catalogue_page_get_value_text (page, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_ATTACK), ==, "4");
  g_assert_cmpstr (mc_catalogue_page_get_value_text (page, TEM_N_BASIC_KINDS + 8, TEM_WEAPON_FIELD_VP), ==, "2");
  preview = mc_catalogue_page_preview_import (page, theirs, NULL);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (preview), "replace");
  g_assert_cmpstr (mc_catalogue_page_get_value_text (page, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_ATTACK), ==, "6");

  /* A bad file: its reason, nothing changed. */
  {
    g_autofree char *bad = g_test_build_filename (G_TEST_DIST, "cards", "bad", "version-not-a-number.json", NULL);
    g_autoptr(GError) error = NULL;

    g_assert_null (mc_catalogue_page_preview_import (page, bad, &error));
    g_assert_nonnull (error);
  }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.back", NULL));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* R-SO5 at the table: the player flips the robot's real card and says
 * which it is; the app moves the robot by it. */
static void
test_solo_table_draw (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  const TemGame *game = mc_session_get_game (session = mc_window_get_session (window));
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  McNeedDialog *dialog;

  start_solo (window, TRUE, 5);
  g_assert_true (game->robot_table_draw);
  g_assert_true (test_ui_tap (panel, "begin"));
  play_human_turn (panel, game, 0);
  g_assert_true (game->players[game->turn.seat].robot);

  test_ui_click (mc_turn_panel_find_button (panel, "robot-flip"));
  dialog = test_ui_find_need_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpint (mc_need_dialog_get_need (dialog)->kind, ==, TEM_NEED_ROBOT_CARD);
  g_assert_cmpuint (mc_need_dialog_get_n_choices (dialog), ==, TEM_N_PROGRAMS);
  test_ui_render_to_png (GTK_WIDGET (dialog), "need-robot-card-dialog.png");
  g_assert_cmpint (mc_need_dialog_get_choice (dialog, TEM_PROGRAM_DEPLOY_TURRET), ==, TEM_PROGRAM_DEPLOY_TURRET);
  mc_need_dialog_choose (dialog, TEM_PROGRAM_DEPLOY_TURRET);
  test_ui_answer_what_is_asked ();
  g_assert_nonnull (strstr (mc_turn_panel_get_body (panel), "draws Deploy Turret"));
  test_ui_render_to_png (GTK_WIDGET (window), "solo-table-draw-1280x800.png");

  /* Back puts the card back; Next plays it. */
  g_assert_true (test_ui_tap (panel, "robot-back"));
  g_assert_nonnull (mc_turn_panel_find_button (panel, "robot-flip"));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui-play/solo-round", test_solo_round);
  g_test_add_func ("/ui-play/solo-table-draw", test_solo_table_draw);
  g_test_add_func ("/ui-play/solo-whole-game", test_solo_whole_game);
  g_test_add_func ("/ui-play/solo-whole-game-on-a-phone", test_solo_whole_game_on_a_phone);
  g_test_add_func ("/ui-play/two-player-round", test_two_player_round);
  g_test_add_func ("/ui-play/turn-from-the-keyboard", test_turn_from_the_keyboard);
  g_test_add_func ("/ui-play/table-is-accessible", test_table_is_accessible);
  g_test_add_func ("/ui-play/open-a-saved-game", test_open_a_saved_game);
  g_test_add_func ("/ui-play/rules-page", test_rules_page);
  g_test_add_func ("/ui-play/catalogue-page", test_catalogue_page);
  status = g_test_run ();
  test_ui_finish ();
  return status;
}
