/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The new-game form through its widgets, under Xvfb: the arena as the
 * cards lie on the table (a layout drawn cell by cell, refused with the
 * rules' reason until it is right), and a whole 2-player game from the
 * form to the final results. */
#include "config.h"

#include <string.h>

#include "app/mc-arena-editor.h"
#include "app/mc-setup-page.h"
#include "app/mc-table-page.h"
#include "app/mc-turn-panel.h"
#include "mechs/tem-scoring.h"
#include "session/mc-session.h"

#include "test-ui-util.h"
#include "test-util.h"

static const char * const kind_classes[] = { "empty", "resource", "base", "mech" };
static const char *languages[] = { "C", "es", "pl" };

/* Scrolls the form so the arena is in view, as a player would. */
static void
scroll_to_arena (McWindow    *window,
                 McSetupPage *page)
{
  GtkWidget *editor = GTK_WIDGET (mc_setup_page_get_arena_editor (page));
  GtkWidget *scrolled = gtk_widget_get_ancestor (editor, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;
  double x, y;

  g_assert_nonnull (scrolled);
  test_ui_wait_for_frame (GTK_WIDGET (window));
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  g_assert_true (gtk_widget_translate_coordinates (editor, scrolled, 0, 0, &x, &y));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + y - 12);
}

static void
render_arena (McWindow    *window,
              McSetupPage *page,
              const char  *name)
{
  const int sizes[][2] = { { 360, 640 }, { 1280, 800 } };

  for (gsize i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *file = g_strdup_printf ("%s-%dx%d.png", name, sizes[i][0], sizes[i][1]);

      gtk_window_set_default_size (GTK_WINDOW (window), sizes[i][0], sizes[i][1]);
      test_ui_wait_for_frame (GTK_WIDGET (window));
      scroll_to_arena (window, page);
      test_ui_render_to_png (GTK_WIDGET (window), file);
    }
}

static TemZoneKind
cell_kind (McArenaEditor *editor,
           int            row,
           int            col)
{
  GtkWidget *cell = mc_arena_editor_get_cell (editor, row, col);

  for (guint kind = 0; kind < G_N_ELEMENTS (kind_classes); kind++)
    if (gtk_widget_has_css_class (cell, kind_classes[kind]))
      return (TemZoneKind) kind;
  g_assert_not_reached ();
  return TEM_ZONE_NONE;
}

/* Taps a cell until it shows @kind: empty, resource zone, base, Mech
 * zone, round again. */
static void
tap_cell_to (McArenaEditor *editor,
             int            row,
             int            col,
             TemZoneKind    kind)
{
  for (guint taps = 0; cell_kind (editor, row, col) != kind; taps++)
    {
      g_assert_cmpuint (taps, <, 4);
      test_ui_click (mc_arena_editor_get_cell (editor, row, col));
    }
}

/* Names, pilots and basic weapons typed in, as for every game here. */
static McSetupPage *
fill_two_players (McWindow *window,
                  guint     starting_player)
{
  const char *names[] = { "Ana", "Ben" };
  const int weapons[] = { TEM_KIND_ENERGY_SWORD, TEM_KIND_PULSE_PISTOL };
  McSetupPage *page;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "setup");
  page = mc_window_get_setup_page (window);
  mc_setup_page_set_n_players (page, 2);
  for (guint seat = 0; seat < 2; seat++)
    {
      McSetupPlayer *player = mc_setup_page_get_player (page, seat);

      mc_setup_player_set_name (player, names[seat]);
      mc_setup_player_set_pilot (player, "Diamond", 5 + (int) seat);
      mc_setup_player_set_starting_weapon (player, weapons[seat]);
    }
  mc_setup_page_set_starting_player (page, starting_player);
  return page;
}

/* The words a cell of the layout shows. */
static void
assert_cell_text (McArenaEditor *editor,
                  int            row,
                  int            col,
                  const char    *expected)
{
  GtkWidget *label = gtk_button_get_child (GTK_BUTTON (mc_arena_editor_get_cell (editor, row, col)));

  g_assert_true (GTK_IS_LABEL (label));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, expected);
}

static gboolean
is_label_with_text (GtkWidget  *widget,
                    const char *text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0;
}

static gboolean
is_spin (GtkWidget    *widget,
         gconstpointer data)
{
  return GTK_IS_SPIN_BUTTON (widget);
}

static void
assert_accessible_label (GtkWidget  *widget,
                         const char *expected)
{
  char *problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                      expected);

  if (problem != NULL)
    g_error ("%s", problem);
}

/* R-S3, R-S4: the players draw the arena as it lies on their table, a
 * 5×3 block with a base at each end; a second Mech zone is refused with
 * the rules core's reason and Start waits; the game gets the arena drawn,
 * and its saved file gives it back. */
static void
test_custom_arena_through_the_form (void)
{
  static const char *drawn[] = {
    "RBR",
    "RRR",
    "RMR",
    "RRR",
    "RBR",
  };
  McWindow *window = test_ui_new_window (1280, 800);
  McSession *session = mc_window_get_session (window);
  const TemGame *game = mc_session_get_game (session);
  McSetupPage *page = fill_two_players (window, 0);
  McArenaEditor *editor = mc_setup_page_get_arena_editor (page);
  GtkWidget *start = mc_setup_page_get_start_button (page);
  TemArena expected;

  /* The preset for two, valid, bases in R-S4's order: Ben first. */
  g_assert_false (mc_arena_editor_get_custom (editor));
  g_assert_null (mc_arena_editor_get_problem (editor));
  g_assert_true (gtk_widget_get_sensitive (start));
  assert_accessible_label (mc_arena_editor_get_cell (editor, 1, 0), "A2: base of Ben");
  assert_accessible_label (mc_arena_editor_get_cell (editor, 1, 4), "E2: base of Ana");
  assert_accessible_label (mc_arena_editor_get_cell (editor, 1, 2), "C2: Mech zone");
  assert_accessible_label (mc_arena_editor_get_cell (editor, 0, 0), "A1: resource zone");
  g_assert_false (gtk_widget_get_visible (mc_arena_editor_get_cell (editor, 3, 0)));
  render_arena (window, page, "setup-arena-preset");
  /* A tap on the preset changes nothing, and never switches to Custom
   * behind the players' backs. */
  test_ui_click (mc_arena_editor_get_cell (editor, 0, 0));
  g_assert_false (mc_arena_editor_get_custom (editor));
  assert_accessible_label (mc_arena_editor_get_cell (editor, 0, 0), "A1: resource zone");

  /* Custom, from the preset; the grid turned to 5 rows of 3. */
  test_ui_click (mc_arena_editor_get_layout_button (editor, TRUE));
  g_assert_true (mc_arena_editor_get_custom (editor));
  g_assert_true (gtk_widget_get_visible (mc_arena_editor_get_size_spin (editor, FALSE)));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (mc_arena_editor_get_size_spin (editor, FALSE)), 5);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (mc_arena_editor_get_size_spin (editor, TRUE)), 3);
  g_assert_true (gtk_widget_get_visible (mc_arena_editor_get_cell (editor, 4, 2)));
  g_assert_false (gtk_widget_get_visible (mc_arena_editor_get_cell (editor, 0, 3)));
  assert_accessible_label (mc_arena_editor_get_cell (editor, 4, 2), "C5: empty");
  /* A base and cards missing: the rules say so, and Start waits. */
  g_assert_cmpstr (mc_arena_editor_get_problem (editor), ==, "Each player has exactly one base.");
  g_assert_false (gtk_widget_get_sensitive (start));

  /* The south base placed first: the first to choose (Ben) took it. */
  for (int row = 0; row < 5; row++)
    for (int col = 0; col < 3; col++)
      if (drawn[row][col] != 'B')
        tap_cell_to (editor, row, col, drawn[row][col] == 'M' ? TEM_ZONE_MECH : TEM_ZONE_RESOURCE);
  tap_cell_to (editor, 4, 1, TEM_ZONE_BASE);
  tap_cell_to (editor, 0, 1, TEM_ZONE_BASE);
  g_assert_null (mc_arena_editor_get_problem (editor));
  assert_accessible_label (mc_arena_editor_get_cell (editor, 4, 1), "B5: base of Ben");
  assert_accessible_label (mc_arena_editor_get_cell (editor, 0, 1), "B1: base of Ana");

  /* A second Mech zone: refused, with the rule, beside Start too. */
  tap_cell_to (editor, 1, 1, TEM_ZONE_MECH);
  g_assert_cmpstr (mc_arena_editor_get_problem (editor), ==, "The arena has exactly one Mech zone.");
  g_assert_false (gtk_widget_get_sensitive (start));
  render_arena (window, page, "setup-arena-custom-refused");
  tap_cell_to (editor, 1, 1, TEM_ZONE_RESOURCE);
  g_assert_null (mc_arena_editor_get_problem (editor));
  g_assert_true (gtk_widget_get_sensitive (start));
  render_arena (window, page, "setup-arena-custom");

  /* Touch targets of at least 44 px, every row as tall as a base's. */
  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_cmpint (gtk_widget_get_width (mc_arena_editor_get_cell (editor, 0, 0)), >=, 44);
  g_assert_cmpint (gtk_widget_get_height (mc_arena_editor_get_cell (editor, 0, 0)), >=, 44);
  g_assert_cmpint (gtk_widget_get_height (mc_arena_editor_get_cell (editor, 1, 1)), ==,
                   gtk_widget_get_height (mc_arena_editor_get_cell (editor, 0, 1)));
  g_assert_cmpint (gtk_widget_get_height (mc_arena_editor_get_layout_button (editor, TRUE)), >=, 44);

  /* From the keyboard: each cell takes the focus, then Space or Enter. */
  g_assert_true (gtk_widget_grab_focus (mc_arena_editor_get_cell (editor, 2, 1)));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == mc_arena_editor_get_cell (editor, 2, 1));
  /* What the Down and Right arrows do. */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_DOWN));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == mc_arena_editor_get_cell (editor, 3, 1));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_RIGHT));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == mc_arena_editor_get_cell (editor, 3, 2));

  test_ui_click (start);
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");

  /* The game's arena is the layout drawn, bases and all. */
  tem_arena_init_empty (&expected, 5, 3);
  for (int row = 0; row < 5; row++)
    for (int col = 0; col < 3; col++)
      {
        TemZone *zone = &expected.zones[row * TEM_ARENA_SIZE + col];

        zone->kind = drawn[row][col] == 'B' ? TEM_ZONE_BASE : drawn[row][col] == 'M' ? TEM_ZONE_MECH
                                                                                     : TEM_ZONE_RESOURCE;
        zone->resources = zone->kind == TEM_ZONE_RESOURCE ? TEM_RESOURCE_UNKNOWN
                                                          : TEM_RESOURCE_ENERGY | TEM_RESOURCE_CREDITS;
      }
  expected.zones[4 * TEM_ARENA_SIZE + 1].base_owner = 1;
  expected.zones[0 * TEM_ARENA_SIZE + 1].base_owner = 0;
  g_assert_false (game->arena.preset);
  g_assert_cmpmem (&game->arena, sizeof game->arena, &expected, sizeof expected);
  g_assert_cmpint (game->players[0].cell, ==, 1);
  g_assert_cmpint (game->players[1].cell, ==, 4 * TEM_ARENA_SIZE + 1);
  g_assert_cmpint (game->mech_cell, ==, 2 * TEM_ARENA_SIZE + 1);

  /* Saved and replayed: the same arena. */
  {
    g_autoptr(McSession) reopened = mc_session_new ();
    g_autoptr(GError) error = NULL;
    g_autofree char *notice = NULL;

    g_assert_nonnull (mc_session_get_path (session));
    g_assert_true (mc_session_open (reopened, mc_session_get_path (session), &notice, &error));
    g_assert_no_error (error);
    g_assert_cmpmem (&mc_session_get_game (reopened)->arena, sizeof (TemArena), &expected, sizeof expected);
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* R-SO1 on a drawn arena: the human takes the lone northern base; two
 * bases side by side in the north row are refused. */
static void
test_solo_custom_arena_takes_the_north_base (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  const TemGame *game = mc_session_get_game (mc_window_get_session (window));
  McSetupPage *page = test_ui_fill_solo_setup (window, 4);
  McArenaEditor *editor = mc_setup_page_get_arena_editor (page);

  /* The preset: the human at C1, the left robot at A4. */
  g_assert_null (mc_arena_editor_get_problem (editor));
  assert_accessible_label (mc_arena_editor_get_cell (editor, 0, 2), "C1: base of Ana");
  assert_accessible_label (mc_arena_editor_get_cell (editor, 3, 0), "A4: base of Robot A");
  /* Each base shows its player's badge as the panels and the arena do:
   * "An" for Ana, "A" and "B" for the robots (R-SO1), never "RA". */
  assert_cell_text (editor, 0, 2, "C1\nBase\nAn");
  assert_cell_text (editor, 3, 0, "A4\nBase\nA");
  assert_cell_text (editor, 3, 4, "E4\nBase\nB");
  render_arena (window, page, "setup-arena-solo-preset");

  /* The south bases moved into the northern corners: three bases share
   * the north row, refused; then the robots' bases a row lower. */
  test_ui_click (mc_arena_editor_get_layout_button (editor, TRUE));
  tap_cell_to (editor, 3, 0, TEM_ZONE_RESOURCE);
  tap_cell_to (editor, 3, 4, TEM_ZONE_RESOURCE);
  tap_cell_to (editor, 0, 0, TEM_ZONE_BASE);
  tap_cell_to (editor, 0, 1, TEM_ZONE_NONE);
  tap_cell_to (editor, 0, 3, TEM_ZONE_NONE);
  tap_cell_to (editor, 0, 4, TEM_ZONE_BASE);
  g_assert_cmpstr (mc_arena_editor_get_problem (editor), ==,
                   "Your base is the lone northern one: one base must lie north of the other two.");
  g_assert_false (gtk_widget_get_sensitive (mc_setup_page_get_start_button (page)));
  tap_cell_to (editor, 0, 0, TEM_ZONE_NONE);
  tap_cell_to (editor, 0, 4, TEM_ZONE_NONE);
  tap_cell_to (editor, 1, 0, TEM_ZONE_BASE);
  tap_cell_to (editor, 1, 4, TEM_ZONE_BASE);
  tap_cell_to (editor, 0, 1, TEM_ZONE_RESOURCE);
  tap_cell_to (editor, 0, 3, TEM_ZONE_RESOURCE);
  g_assert_null (mc_arena_editor_get_problem (editor));
  assert_accessible_label (mc_arena_editor_get_cell (editor, 0, 2), "C1: base of Ana");
  assert_accessible_label (mc_arena_editor_get_cell (editor, 1, 0), "A2: base of Robot A");
  assert_accessible_label (mc_arena_editor_get_cell (editor, 1, 4), "E2: base of Robot B");
  render_arena (window, page, "setup-arena-solo-custom");

  test_ui_click (mc_setup_page_get_start_button (page));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
  g_assert_true (game->solo);
  g_assert_cmpint (game->players[0].cell, ==, 2);
  g_assert_cmpint (game->players[1].cell, ==, 1 * TEM_ARENA_SIZE);
  g_assert_cmpint (game->players[2].cell, ==, 1 * TEM_ARENA_SIZE + 4);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The way to the other player, most of the time, so that they meet and
 * fight; else round the compass. */
static guint
pick_way (const TemGame *game,
          guint          seat,
          guint          turn)
{
  int here = game->players[seat].cell, there = game->players[1 - seat].cell;
  int drow = tem_arena_cell_row (there) - tem_arena_cell_row (here);
  int dcol = tem_arena_cell_col (there) - tem_arena_cell_col (here);

  if (turn % 3 == 2 || (drow == 0 && dcol == 0))
    return turn;
  if (ABS (drow) >= ABS (dcol))
    return drow < 0 ? 0 : 2;
  return dcol > 0 ? 1 : 3;
}

/* A human turn as tapped: a Collect card and a way (another way when one
 * is refused), collect, end the turn. Combats go on elsewhere. */
static void
play_turn (McTurnPanel   *panel,
           const TemGame *game,
           guint          turn)
{
  static const char *ways[] = { "direction-north", "direction-east", "direction-south", "direction-west" };
  guint seat = (guint) game->turn.seat;
  guint played = game->players[seat].cards_played;
  guint way = pick_way (game, seat, turn);

  g_assert_true (test_ui_tap (panel, "card-collect"));
  for (guint tries = 0; tries < 4; tries++)
    {
      g_assert_true (test_ui_tap (panel, ways[(way + tries) % 4]));
      if (game->turn.card != TEM_PROGRAM_NONE || game->players[seat].cards_played > played || game->combat.active)
        break;
      g_assert_cmpstr (mc_turn_panel_get_problem (panel), !=, "");
      g_assert_true (test_ui_tap (panel, "card-collect"));
    }
  if (game->combat.active || (guint) game->turn.seat != seat || game->turn.card != TEM_PROGRAM_COLLECT)
    return;
  test_ui_tap (panel, "collect");
  g_assert_true (test_ui_tap (panel, "end-turn"));
}

/* R-RD1 to R-SC3 through the widgets: two players from the new-game form
 * through six rounds, their combats fought weapon by weapon, the scoring
 * rounds, and the final results with the winner and why. */
static void
test_two_player_whole_game (gconstpointer data)
{
  const int *size = data;
  McWindow *window = test_ui_new_window (size[0], size[1]);
  g_autofree char *png = g_strdup_printf ("two-players-results-%dx%d.png", size[0], size[1]);
  const TemGame *game = mc_session_get_game (mc_window_get_session (window));
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  McSetupPage *page = fill_two_players (window, 1);
  guint turns = 0, combats = 0, winner;
  g_autofree char *verdict = NULL;

  mc_setup_page_set_seed (page, 6);
  test_ui_click (mc_setup_page_get_start_button (page));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
  g_assert_cmpuint (game->n_players, ==, 2);
  g_assert_cmpuint (game->starting_player, ==, 1);

  for (guint round = 1; round <= TEM_ROUNDS; round++)
    {
      g_assert_cmpuint (game->round, ==, round);
      g_assert_true (test_ui_tap (panel, "begin"));
      for (guint step = 0; game->phase == TEM_PHASE_EXECUTION; step++)
        {
          g_assert_cmpuint (step, <, 200);
          if (game->combat.active)
            {
              combats++;
              for (guint attacks = 0; game->combat.active; attacks++)
                {
                  g_assert_cmpuint (attacks, <, 40);
                  g_assert_true (test_ui_tap_first (panel, "attack-"));
                }
            }
          else if (game->turn.card != TEM_PROGRAM_NONE)
            g_assert_true (test_ui_tap (panel, "end-turn"));     /* after a combat */
          else
            play_turn (panel, game, turns++);
          g_assert_true (tem_game_check_invariants (game, NULL));
        }
      g_assert_cmpint (game->phase, ==, TEM_PHASE_ROUND_END);
      g_assert_true (test_ui_tap (panel, "end-round"));
      if (tem_game_is_scoring_round (round))
        g_assert_nonnull (strstr (mc_turn_panel_get_told (panel), "for the zones"));
    }
  g_test_message ("%u turns, %u combats", turns, combats);
  g_assert_cmpuint (turns, >=, TEM_ROUNDS * TEM_CARDS_PER_ROUND * 2);

  /* The results: the winner, or the tie-break that decided. */
  g_assert_true (game->over);
  g_assert_cmpstr (mc_turn_panel_get_title (panel), ==, "Final Results");
  /* The pilots were steered at each other: they met and fought. */
  g_assert_cmpuint (combats, >, 0);
  /* R-SC3, read off the scores, not from the rules core's standings: the
   * highest score wins (seed 6 gives no tie, so no tie-break). */
  g_assert_cmpint (game->players[0].score, !=, game->players[1].score);
  winner = game->players[0].score > game->players[1].score ? 0 : 1;
  verdict = g_strdup_printf ("%s wins with %d points.", game->players[winner].name, game->players[winner].score);
  g_assert_cmpstr (mc_turn_panel_get_body (panel), ==, verdict);
  g_assert_nonnull (mc_turn_panel_find_button (panel, "share-results"));
  test_ui_render_to_png (GTK_WIDGET (window), png);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The form guides instead of refusing: each field still missing is
 * marked where it is and Start says what is left, and waits; nothing is
 * said in a toast over Start. */
static void
test_the_form_says_what_is_missing (void)
{
  McWindow *window = test_ui_new_window (360, 640);
  McSetupPage *setup;
  McSetupPlayer *ana;
  const char *problem;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  setup = mc_window_get_setup_page (window);
  mc_setup_page_set_solo (setup, TRUE);
  mc_setup_page_set_robot_table_draw (setup, FALSE);
  mc_setup_page_set_robot_duplicate (setup, -1);
  ana = mc_setup_page_get_player (setup, 0);
  mc_setup_player_set_name (ana, "Ana");
  mc_setup_player_set_pilot (ana, "", 0);

  problem = mc_setup_page_get_problem (setup);
  g_assert_nonnull (problem);
  g_assert_cmpstr (problem, ==, "To start, enter Ana's pilot's top health and the action printed twice on a "
                                "robot's program cards.");
  g_assert_false (gtk_widget_get_sensitive (mc_setup_page_get_start_button (setup)));
  test_ui_render_to_png (GTK_WIDGET (window), "setup-missing-360x640.png");

  /* Each filled in, its part of the sentence goes; then Start. */
  mc_setup_player_set_pilot (ana, "Maverick", 5);
  g_assert_cmpstr (mc_setup_page_get_problem (setup), ==,
                   "To start, enter the action printed twice on a robot's program cards.");
  mc_setup_page_set_robot_duplicate (setup, TEM_PROGRAM_COLLECT);
  g_assert_null (mc_setup_page_get_problem (setup));
  g_assert_true (gtk_widget_get_sensitive (mc_setup_page_get_start_button (setup)));
  test_ui_click (mc_setup_page_get_start_button (setup));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Labels under @widget whose lines break inside a word (a letter or digit
 * each side of the break: "Dis-/po-/si-/ción" in walk 4, shot 10). */
static guint
count_broken_words (GtkWidget  *widget,
                    const char *where)
{
  guint n = 0;

  if (!gtk_widget_get_mapped (widget))
    return 0;
  if (GTK_IS_LABEL (widget))
    {
      PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (widget));
      const char *text = pango_layout_get_text (layout);

      for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL; l = l->next)
        {
          PangoLayoutLine *line = l->data;
          const char *start = text + line->start_index;

          if (line->start_index == 0)
            continue;
          if (g_unichar_isalnum (g_utf8_get_char (g_utf8_prev_char (start))) && g_unichar_isalnum (g_utf8_get_char (start)))
            {
              g_test_message ("%s: “%s” is broken inside a word at “%.12s”", where, text, start);
              n++;
            }
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    n += count_broken_words (child, where);
  return n;
}

/* Every label of the new-game form and its arena, at 360 px, breaks
 * between words only, with 2, 3 and 4 players, in solo and with the
 * custom layout's size fields shown (issue 24, walk 4 shot 10). */
static void
test_no_word_is_broken_on_a_phone (gconstpointer data)
{
  const char *language = data;
  McWindow *window;
  McSetupPage *setup;
  guint broken = 0;

  test_set_language (language);
  window = test_ui_new_window (360, 640);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  setup = mc_window_get_setup_page (window);
  for (guint step = 0; step < 5; step++)
    {
      g_autofree char *where = g_strdup_printf ("%s, form %u", language, step);

      if (step < 3)
        mc_setup_page_set_n_players (setup, 4 - step);
      else if (step == 3)
        mc_setup_page_set_solo (setup, TRUE);
      else
        mc_arena_editor_set_custom (mc_setup_page_get_arena_editor (setup), TRUE);
      test_ui_wait_for_frame (GTK_WIDGET (window));
      test_ui_wait_for_frame (GTK_WIDGET (window));
      broken += count_broken_words (GTK_WIDGET (setup), where);
      /* And nothing makes the window wider than the phone. */
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360 - 10);
    }
  scroll_to_arena (window, setup);
  test_ui_wait_for_frame (GTK_WIDGET (window));
  {
    g_autofree char *png = g_strdup_printf ("setup-arena-words-%s-360x640.png", language);

    test_ui_render_to_png (GTK_WIDGET (window), png);
  }
  g_assert_cmpuint (broken, ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  test_set_language ("C");
}

/* What Start waits for is one short plain line over it, not a red block
 * of every player's name over the form: at 360×640 in Spanish with four
 * players, the form keeps 400 px and the line at most two lines; the
 * rows are not red before anything was done wrong, and keep their words
 * (the "+" does not move) when filled. Red is for a refusal. */
static void
test_the_missing_line_leaves_the_form_room (gconstpointer data)
{
  const char *language = data;
  McWindow *window;
  McSetupPage *setup;
  McSetupPlayer *first;
  GtkWidget *label, *scrolled, *row, *spin;
  g_autofree char *subtitle = NULL;
  g_autofree char *png = g_strdup_printf ("setup-missing-%s-360x640.png", language);
  const char *problem;

  test_set_language (language);
  window = test_ui_new_window (360, 640);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  setup = mc_window_get_setup_page (window);
  mc_setup_page_set_n_players (setup, 4);
  for (guint seat = 0; seat < 4; seat++)
    mc_setup_player_set_pilot (mc_setup_page_get_player (setup, seat), "", 0);
  test_ui_wait_for_frame (GTK_WIDGET (window));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  test_ui_render_to_png (GTK_WIDGET (window), png);

  problem = mc_setup_page_get_problem (setup);
  g_assert_nonnull (problem);
  if (g_str_equal (language, "C"))
    g_assert_cmpstr (problem, ==, "To start, enter the top health of 4 pilots.");
  label = test_ui_find_widget (GTK_WIDGET (setup), (TestUiWidgetMatch) is_label_with_text, problem);
  g_assert_nonnull (label);
  g_test_message ("%s: the line over Start is %d px, %d lines", language, gtk_widget_get_height (label),
                  pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label))));
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label))), <=, 2);
  g_assert_false (gtk_widget_has_css_class (label, "error"));
  scrolled = gtk_widget_get_ancestor (GTK_WIDGET (mc_setup_page_get_arena_editor (setup)), GTK_TYPE_SCROLLED_WINDOW);
  g_test_message ("%s: the form shows %d px of 640", language, gtk_widget_get_height (scrolled));
  g_assert_cmpint (gtk_widget_get_height (scrolled), >=, 400);

  /* The pilot's row: not red, and the same words once filled. */
  first = mc_setup_page_get_player (setup, 0);
  spin = test_ui_find_widget (GTK_WIDGET (first), (TestUiWidgetMatch) is_spin, NULL);
  row = gtk_widget_get_ancestor (spin, ADW_TYPE_ACTION_ROW);
  g_assert_false (gtk_widget_has_css_class (row, "error"));
  subtitle = g_strdup (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
  /* "+" from empty: 1, a health a card may print. */
  g_signal_emit_by_name (spin, "change-value", GTK_SCROLL_STEP_UP);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 1);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, subtitle);

  /* A refusal after Start is red. */
  mc_setup_page_show_problem (setup, "Refused.");
  g_assert_true (gtk_widget_has_css_class (label, "error"));
  gtk_window_destroy (GTK_WINDOW (window));
  test_set_language ("C");
}

/* The pilot list opens without its button's tooltip over its first
 * pilot (walk 4, shot 05); the tooltip is back once it is closed. A
 * pilot picked there leads to the health field (walk 4, shots 06/07). */
static void
test_no_tooltip_over_the_pilot_list (void)
{
  McWindow *window = test_ui_new_window (360, 640);
  McSetupPage *setup;
  GtkWidget *button, *spin, *focus;
  GtkPopover *popover;
  const char *unknown = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  setup = mc_window_get_setup_page (window);
  button = test_ui_find_menu_button (GTK_WIDGET (mc_setup_page_get_player (setup, 0)), "view-list-symbolic");
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Choose a pilot from the box");
  test_ui_wait_for_frame (GTK_WIDGET (window));
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  g_assert_null (gtk_widget_get_tooltip_text (button));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Choose a pilot from the box");

  /* A pilot picked whose health the app does not know: the keyboard goes
   * to the health field, the next thing to read off the card. */
  mc_setup_player_set_pilot (mc_setup_page_get_player (setup, 0), "", 0);
  /* One of the box's pilots the earlier games here did not fill in. */
  for (guint i = 0; i < tem_catalogue_get_n_pilots () && unknown == NULL; i++)
    {
      const McPilotCard *known = mc_card_memory_find_pilot (mc_window_get_cards (window),
                                                            tem_catalogue_get_pilot (i)->name);

      if (known == NULL || known->health == TEM_VALUE_UNKNOWN)
        unknown = tem_catalogue_get_pilot (i)->name;
    }
  g_assert_nonnull (unknown);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (mc_setup_page_get_player (setup, 0)), "setup-player.pilot",
                                             "s", unknown));
  spin = test_ui_find_widget (GTK_WIDGET (mc_setup_page_get_player (setup, 0)), (TestUiWidgetMatch) is_spin, NULL);
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_nonnull (focus);
  g_assert_true (focus == spin || gtk_widget_is_ancestor (focus, spin));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The arena's cells show their names (column letter, row number), the
 * names the bases' list uses: "1. Ben takes A2" is the cell showing
 * "A2" and Ben's base (walk 4, shot 11). */
static void
test_the_arena_names_its_cells (void)
{
  McWindow *window = test_ui_new_window (360, 640);
  McSetupPage *setup = fill_two_players (window, 0);
  McArenaEditor *editor = mc_setup_page_get_arena_editor (setup);
  const char *letters = "ABCDE";

  for (int row = 0; row < 3; row++)
    for (int col = 0; col < 5; col++)
      {
        GtkWidget *label = gtk_button_get_child (GTK_BUTTON (mc_arena_editor_get_cell (editor, row, col)));
        g_autofree char *name = g_strdup_printf ("%c%d", letters[col], row + 1);
        g_auto(GStrv) lines = g_strsplit (gtk_label_get_text (GTK_LABEL (label)), "\n", -1);

        g_assert_cmpstr (lines[0], ==, name);
      }
  /* R-S4: Ben, right of Ana who starts, chooses first: the west base. */
  assert_cell_text (editor, 1, 0, "A2\nBase\nBe");
  assert_cell_text (editor, 1, 4, "E2\nBase\nAn");
  assert_cell_text (editor, 1, 2, "C2\nMech");
  assert_cell_text (editor, 0, 0, "A1\nZone");
  render_arena (window, setup, "setup-arena-names");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A second New Game opens the form at its top, the heading and the
 * player count in view (issue 24: it opened scrolled past them). */
static void
test_form_opens_at_the_top (gconstpointer data)
{
  const int *size = data;
  McWindow *window = test_ui_new_window (size[0], size[1]);
  McSetupPage *setup;
  GtkWidget *editor, *scrolled, *focus;
  GtkAdjustment *adjustment;
  double x, y;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  setup = mc_window_get_setup_page (window);
  editor = GTK_WIDGET (mc_setup_page_get_arena_editor (setup));
  scrolled = gtk_widget_get_ancestor (editor, GTK_TYPE_SCROLLED_WINDOW);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  scroll_to_arena (window, setup);
  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 100);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rules", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "setup");
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, gtk_adjustment_get_lower (adjustment));
  /* The keyboard is at the player count, in view. */
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_true (GTK_IS_TOGGLE_BUTTON (focus));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (focus)));
  g_assert_true (gtk_widget_translate_coordinates (focus, scrolled, 0, 0, &x, &y));
  g_assert_cmpfloat (y, >=, 0);
  g_assert_cmpfloat (y + gtk_widget_get_height (focus), <=, gtk_widget_get_height (scrolled));
  test_ui_render_to_png (GTK_WIDGET (window), size[0] < 400 ? "setup-again-360x640.png" : "setup-again-1280x800.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  static const int desktop[] = { 1280, 800 }, phone[] = { 360, 640 };
  int status;

  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui-setup/custom-arena-through-the-form", test_custom_arena_through_the_form);
  g_test_add_func ("/ui-setup/the-form-says-what-is-missing", test_the_form_says_what_is_missing);
  g_test_add_func ("/ui-setup/solo-custom-arena-takes-the-north-base", test_solo_custom_arena_takes_the_north_base);
  g_test_add_func ("/ui-setup/no-tooltip-over-the-pilot-list", test_no_tooltip_over_the_pilot_list);
  g_test_add_func ("/ui-setup/the-arena-names-its-cells", test_the_arena_names_its_cells);
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui-setup/no-word-broken-on-a-phone/%s", languages[i]);

      g_test_add_data_func (path, languages[i], test_no_word_is_broken_on_a_phone);
      g_free (path);
      path = g_strdup_printf ("/ui-setup/the-missing-line-leaves-the-form-room/%s", languages[i]);
      g_test_add_data_func (path, languages[i], test_the_missing_line_leaves_the_form_room);
    }
  g_test_add_data_func ("/ui-setup/two-player-whole-game", desktop, test_two_player_whole_game);
  g_test_add_data_func ("/ui-setup/two-player-whole-game-on-a-phone", phone, test_two_player_whole_game);
  g_test_add_data_func ("/ui-setup/form-opens-at-the-top", desktop, test_form_opens_at_the_top);
  g_test_add_data_func ("/ui-setup/form-opens-at-the-top-on-a-phone", phone, test_form_opens_at_the_top);
  status = g_test_run ();
  test_ui_finish ();
  return status;
}
