/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Games played through the widgets, under Xvfb: a solo round against the
 * two Robot Pilots with every robot step tapped through, what the app asks
 * answered in its dialogs, and the pages rendered to PNG. */
#include "config.h"

#include <string.h>

#include "app/mc-arena-view.h"
#include "app/mc-need-dialog.h"
#include "app/mc-setup-page.h"
#include "app/mc-table-page.h"
#include "app/mc-turn-panel.h"

#include "test-ui-util.h"
#include "test-util.h"

static McNeedDialog *
find_need_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (MC_IS_NEED_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return MC_NEED_DIALOG (window);
    }
  return NULL;
}

/* A player at the table: reads the zone cards, the weapon cards and
 * the mine tokens off the table and answers what the app asks. */
static McSession *session;

static guint
answer_what_is_asked (void)
{
  McNeedDialog *dialog;
  guint answered = 0;

  while ((dialog = find_need_dialog ()) != NULL)
    {
      const TemNeed *need = mc_need_dialog_get_need (dialog);

      g_test_message ("asked: need %d", need->kind);
      answered++;
      g_assert_cmpuint (answered, <, 50);
      switch (need->kind)
        {
        case TEM_NEED_ZONE_VALUE:
        case TEM_NEED_ZONE_RESOURCES:
          mc_need_dialog_set_number (dialog, 0, 1 + need->cell % 3);
          if (tem_arena_get_zone (&mc_session_get_game (session)->arena, need->cell)->kind == TEM_ZONE_RESOURCE)
            mc_need_dialog_set_resources (dialog, need->cell % 2 ? TEM_RESOURCE_ENERGY : TEM_RESOURCE_CREDITS);
          mc_need_dialog_save (dialog);
          break;
        case TEM_NEED_WEAPON_FIELD:
          /* Every number left at what the dialog shows: a type, zeros. */
          mc_need_dialog_save (dialog);
          break;
        case TEM_NEED_NONE:
        case TEM_NEED_STARTING_WEAPON:
          g_assert_not_reached ();
          break;
        case TEM_NEED_CELL:
        case TEM_NEED_MINE_NUMBER:
        case TEM_NEED_TOKEN:
        case TEM_NEED_MECH_SIDE:
        case TEM_NEED_REFILL:
        case TEM_NEED_ROW_CARD:
        case TEM_NEED_ROBOT_CARD:
        case TEM_NEED_ROBOT_WEAPON:
        default:
          g_assert_cmpuint (mc_need_dialog_get_n_choices (dialog), >, 0);
          mc_need_dialog_choose (dialog, 0);
          break;
        }
    }
  return answered;
}

static gboolean
tap (McTurnPanel *panel,
     const char  *name)
{
  GtkWidget *button = mc_turn_panel_find_button (panel, name);

  if (button == NULL || !gtk_widget_get_sensitive (button))
    {
      g_test_message ("no %s: %s / %s / %s", name, mc_turn_panel_get_title (panel),
                      mc_turn_panel_get_body (panel), mc_turn_panel_get_problem (panel));
      return FALSE;
    }
  test_ui_click (button);
  answer_what_is_asked ();
  return TRUE;
}

/* The first button whose name starts with @prefix. */
static gboolean
tap_first (McTurnPanel *panel,
           const char  *prefix)
{
  for (guint card = 0; card < 64; card++)
    for (int paid = 0; paid < 4; paid++)
      {
        g_autofree char *name = g_strdup_printf ("%s%u-%d", prefix, card, paid);

        if (tap (panel, name))
          return TRUE;
      }
  return FALSE;
}

static void
start_solo (McWindow *window,
            gboolean  table_draw,
            guint32   seed)
{
  McSetupPage *page;
  McSetupPlayer *player;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  page = mc_window_get_setup_page (window);
  mc_setup_page_set_solo (page, TRUE);
  player = mc_setup_page_get_player (page, 0);
  mc_setup_player_set_name (player, "Ana");
  mc_setup_player_set_pilot (player, "Maverick", 5);
  mc_setup_player_set_starting_weapon (player, TEM_KIND_ENERGY_SWORD);
  mc_setup_page_set_robot_table_draw (page, table_draw);
  mc_setup_page_set_robot_duplicate (page, TEM_PROGRAM_COLLECT);
  mc_setup_page_set_seed (page, seed);
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

  g_assert_true (tap (panel, "card-collect"));
  g_assert_nonnull (mc_turn_panel_find_button (panel, "direction-north"));
  /* A refused way (a combat on a first Ad Hoc turn, R-AH2) is said next
   * to the buttons; the player picks another. */
  for (guint tries = 0; tries < 4; tries++)
    {
      g_assert_true (tap (panel, ways[(turn + tries) % 4]));
      g_test_message ("after %s: %s | %s | %s", ways[(turn + tries) % 4], mc_turn_panel_get_title (panel),
                      mc_turn_panel_get_told (panel), mc_turn_panel_get_problem (panel));
      if (game->turn.card != TEM_PROGRAM_NONE || game->players[0].cards_played > played || game->combat.active)
        break;
      g_assert_cmpstr (mc_turn_panel_get_problem (panel), !=, "");
      g_assert_true (tap (panel, "card-collect"));
    }
  /* A combat, or a KO by a robot's mine that ends the turn, goes on
   * elsewhere. */
  if (game->combat.active || game->turn.seat != 0 || game->turn.card != TEM_PROGRAM_COLLECT)
    return;
  tap (panel, "collect");
  g_assert_true (tap (panel, "end-turn"));
}

static void
fight (McTurnPanel   *panel,
       const TemGame *game)
{
  for (guint attacks = 0; game->combat.active; attacks++)
    {
      g_assert_cmpuint (attacks, <, 40);
      if (!tap (panel, "robot-attack"))
        g_assert_true (tap_first (panel, "attack-"));
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
        g_assert_true (tap (panel, "robot-end"));    /* after its combat */
      else if (game->players[game->turn.seat].robot)
        {
          guint seat = (guint) game->turn.seat;
          guint played = game->players[seat].cards_played;

          g_assert_true (tap (panel, "robot-draw"));
          g_assert_nonnull (strstr (mc_turn_panel_get_body (panel), "It sees:"));
          g_assert_nonnull (strstr (mc_turn_panel_get_body (panel), "On the table: put"));
          if (!rendered)
            {
              test_ui_render_to_png (GTK_WIDGET (window), "solo-robot-1280x800.png");
              gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
              test_ui_render_to_png (GTK_WIDGET (window), "solo-robot-360x640.png");
              gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
              rendered = TRUE;
            }
          g_assert_true (tap (panel, "robot-next"));
          g_assert_true (game->players[seat].cards_played == played + 1 || game->combat.active);
          g_assert_cmpstr (mc_turn_panel_get_told (panel), !=, "");
          robot_turns++;
        }
      else if (game->turn.card != TEM_PROGRAM_NONE)
        g_assert_true (tap (panel, "end-turn"));     /* after their combat */
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
    dialog = find_need_dialog ();
    g_assert_nonnull (dialog);
    if (seed == 1)
      test_ui_render_to_png (GTK_WIDGET (dialog), "need-zone-dialog.png");
    mc_need_dialog_set_number (dialog, 0, 4);
    mc_need_dialog_save (dialog);
    g_assert_cmpint (game->arena.zones[cell].value, ==, 4);
  }

  if (!rendered)
    test_ui_render_to_png (GTK_WIDGET (window), "solo-program-1280x800.png");
  g_assert_true (tap (panel, "begin"));
  g_assert_cmpint (game->phase, ==, TEM_PHASE_EXECUTION);

  play_execution (window, panel, game, &rendered, &human_turns, &robot_turns);

  g_assert_cmpuint (human_turns, ==, TEM_CARDS_PER_ROUND);
  g_assert_cmpuint (robot_turns, ==, 2 * TEM_CARDS_PER_ROUND);
  g_assert_cmpint (game->phase, ==, TEM_PHASE_ROUND_END);
  if (seed == 1)
    test_ui_render_to_png (GTK_WIDGET (window), "solo-round-end-1280x800.png");
  g_assert_true (tap (panel, "end-round"));
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
test_solo_whole_game (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  const TemGame *game = mc_session_get_game (session = mc_window_get_session (window));
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  gboolean rendered = TRUE;
  guint human_turns, robot_turns;

  start_solo (window, FALSE, 2024);
  for (guint round = 1; round <= TEM_ROUNDS; round++)
    {
      g_assert_cmpuint (game->round, ==, round);
      g_assert_true (tap (panel, "begin"));
      play_execution (window, panel, game, &rendered, &human_turns, &robot_turns);
      g_assert_cmpuint (human_turns, ==, TEM_CARDS_PER_ROUND);
      g_assert_cmpint (game->phase, ==, TEM_PHASE_ROUND_END);
      g_assert_true (tap (panel, "end-round"));
      if (tem_game_is_scoring_round (round))
        g_assert_nonnull (strstr (mc_turn_panel_get_told (panel), "for the zones"));
    }
  g_assert_true (game->over);
  g_assert_cmpstr (mc_turn_panel_get_title (panel), ==, "Final Results");
  /* Won or not, it says why. */
  g_assert_true (strstr (mc_turn_panel_get_body (panel), "R-SO21") != NULL
                 || strstr (mc_turn_panel_get_body (panel), "You beat both") != NULL);
  test_ui_render_to_png (GTK_WIDGET (window), "solo-game-over-1280x800.png");

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
  g_assert_true (tap (panel, "begin"));
  play_human_turn (panel, game, 0);
  g_assert_true (game->players[game->turn.seat].robot);

  test_ui_click (mc_turn_panel_find_button (panel, "robot-flip"));
  dialog = find_need_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpint (mc_need_dialog_get_need (dialog)->kind, ==, TEM_NEED_ROBOT_CARD);
  g_assert_cmpuint (mc_need_dialog_get_n_choices (dialog), ==, TEM_N_PROGRAMS);
  test_ui_render_to_png (GTK_WIDGET (dialog), "need-robot-card-dialog.png");
  g_assert_cmpint (mc_need_dialog_get_choice (dialog, TEM_PROGRAM_DEPLOY_TURRET), ==, TEM_PROGRAM_DEPLOY_TURRET);
  mc_need_dialog_choose (dialog, TEM_PROGRAM_DEPLOY_TURRET);
  answer_what_is_asked ();
  g_assert_nonnull (strstr (mc_turn_panel_get_body (panel), "draws Deploy Turret"));
  test_ui_render_to_png (GTK_WIDGET (window), "solo-table-draw-1280x800.png");

  /* Back puts the card back; Next plays it. */
  g_assert_true (tap (panel, "robot-back"));
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
  status = g_test_run ();
  test_ui_finish ();
  return status;
}
