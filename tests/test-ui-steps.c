/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The combat and robot steps, declared in templates, and the player
 * panel's corrections, tried through their widgets: each button's
 * meaning is a typed action with its target (no data hung on it); a
 * robot's card is shown before anything is asked about its move; a
 * weapon card nobody named reads as a card of the box, not as a name;
 * the pilot's top health is corrected from the panel, journaled and
 * undone. Each step is rendered to PNG at a phone's and a laptop's size. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "app/mc-combat-step.h"
#include "app/mc-need-dialog.h"
#include "app/mc-player-panel.h"
#include "app/mc-robot-turn-step.h"
#include "app/mc-setup-page.h"
#include "app/mc-table-page.h"
#include "app/mc-turn-button.h"
#include "app/mc-turn-panel.h"

#include "test-ui-util.h"
#include "test-util.h"

enum { ANA, BEN, CLEO };

/* PNGs for the people who look at them, under a name saying the size. */
/* The language asked for (LANGUAGE=es), in the PNG's name: the render
 * test runs once per language, a process each (gettext caches). */
static const char *
language (void)
{
  const char *lang = g_getenv ("LANGUAGE");

  return lang != NULL && *lang != '\0' && !g_str_equal (lang, "C") ? lang : "en";
}

static void
render_at (McWindow   *window,
           const char *what,
           int         width,
           int         height)
{
  g_autofree char *name = g_strdup_printf ("%s-%s-%dx%d.png", what, language (), width, height);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  test_ui_wait_for_frame (GTK_WIDGET (window));
  test_ui_render_to_png (GTK_WIDGET (window), name);
}

static void
render_both (McWindow   *window,
             const char *what)
{
  render_at (window, what, 360, 640);
  render_at (window, what, 1280, 800);
}

/* R-C6 (R-M6): "If there is an enemy there, Combat begins and you
 * immediately deal a Power Attack as your first attack." combat-and-
 * scoring.jsonl after 170 lines: Ana's Diagonal Jump into C2. Walk 12
 * was offered "Pulse Pistol…, first line instead" beside it: every
 * attack offered is a weapon's second line. */
static void
test_combat_after_a_jump_offers_only_power_attacks (void)
{
  g_autofree char *dir = NULL;
  McWindow *window = test_ui_open_example ("combat-and-scoring", 170, 1280, 800, &dir);
  const TemGame *game = mc_session_get_game (mc_window_get_session (window));
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  GtkWidget *step = NULL;
  guint n_attacks = 0;

  g_assert_true (game->combat.active);
  g_assert_cmpint (game->combat.next, ==, ANA);
  g_assert_true (game->combat.first_power);
  for (guint card = 0; card < TEM_N_WEAPON_CARDS && step == NULL; card++)
    {
      g_autofree char *name = g_strdup_printf ("attack-%u-0", card);
      GtkWidget *button = mc_turn_panel_find_button (panel, name);

      if (button != NULL)
        step = gtk_widget_get_ancestor (button, MC_TYPE_COMBAT_STEP);
    }
  g_assert_nonnull (step);
  for (GtkWidget *w = gtk_widget_get_first_child (step); w != NULL;)
    {
      if (MC_IS_TURN_BUTTON (w) && gtk_widget_get_visible (w)
          && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (w)), "combat.attack") == 0)
        {
          gint32 card, line, paid;

          g_variant_get (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (w)), "(iii)", &card, &line,
                         &paid);
          g_test_message ("offered: %s", mc_turn_button_get_words (MC_TURN_BUTTON (w)));
          g_assert_cmpint (line, ==, TEM_ATTACK_LINE_POWER);
          g_assert_false (g_str_has_suffix (gtk_widget_get_name (w), "-first"));
          n_attacks++;
        }
      /* Depth first through the step's widgets. */
      if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != step && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = w == step ? NULL : gtk_widget_get_next_sibling (w);
        }
    }
  g_assert_cmpuint (n_attacks, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  test_remove_tree (dir);
}

/* combat-and-scoring.jsonl after 138 lines, at 1280x800: Cleo walked
 * into Ana's zone and attacks first, nothing to counter yet. */
static McWindow *
open_cleos_attack (char **dir)
{
  McWindow *window = test_ui_open_example ("combat-and-scoring", 138, 1280, 800, dir);
  const TemGame *game = mc_session_get_game (mc_window_get_session (window));

  g_assert_true (game->combat.active);
  g_assert_cmpint (game->combat.next, ==, CLEO);
  g_assert_cmpint (game->combat.last_type, <, 0);
  return window;
}

/* Walk 12 (1280x800): an attack with a weapon whose damage was not yet
 * entered opened the numbers' dialog, then the same button had to be
 * tapped again to attack. The attack tapped goes on once its numbers
 * are in (Cleo's first attack, nothing to counter: no other choice). */
static void
test_combat_attack_goes_on_after_its_numbers (void)
{
  g_autofree char *dir = NULL;
  McWindow *window = open_cleos_attack (&dir);
  McSession *session = mc_window_get_session (window);
  const TemGame *game = mc_session_get_game (session);
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  g_autoptr(GError) error = NULL;
  TemAction forget;
  int before_health;

  tem_action_init_set_weapon (&forget, game->weapons[0].kind, TEM_WEAPON_FIELD_ATTACK, TEM_VALUE_UNKNOWN);
  g_assert_true (mc_session_apply (session, &forget, &error));
  g_assert_no_error (error);
  test_ui_wait_for_frame (GTK_WIDGET (window));
  before_health = game->players[ANA].health;
  test_ui_click (mc_turn_panel_find_button (panel, "attack-0-0"));
  g_assert_nonnull (test_ui_find_need_dialog ());
  /* The dialog's numbers: 3 damage. */
  g_assert_cmpuint (test_ui_answer_what_is_asked (), ==, 1);
  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_cmpint (game->weapon_stats[game->weapons[0].kind].attack, ==, 3);
  /* One tap: Cleo's attack dealt, Ana's turn to answer. */
  g_assert_cmpint (game->players[ANA].health, ==, before_health - 3);
  g_assert_cmpint (game->combat.next, ==, ANA);
  gtk_window_destroy (GTK_WINDOW (window));
  test_remove_tree (dir);
}

/* R-C2: a weapon spent in this combat is shown by its name, without
 * what it would deal now (walk 13: the Pulse Pistol that took Player 1
 * from 8 to 6 read "Player 1's health 6 → 4 (spent)"). combat-and-
 * scoring.jsonl after 138 lines: Cleo attacks with card 0, Ana answers;
 * Cleo again. */
static void
test_combat_spent_weapon_by_its_name (void)
{
  g_autofree char *dir = NULL;
  McWindow *window = open_cleos_attack (&dir);
  McSession *session = mc_window_get_session (window);
  const TemGame *game = mc_session_get_game (session);
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  g_autoptr(GError) error = NULL;
  GtkWidget *spent;
  g_autofree char *name = NULL;
  g_autofree char *expected = NULL;
  TemAction second;

  /* Cleo holds a second weapon, so that the combat goes on after each
   * has attacked once (R-C2). */
  tem_action_init_correct (&second, CLEO, TEM_FIELD_WEAPON_GAINED, TEM_KIND_PULSE_PISTOL);
  g_assert_true (mc_session_apply (session, &second, &error));
  g_assert_no_error (error);
  g_assert_true (test_ui_tap (panel, "attack-0-0"));
  g_assert_true (test_ui_tap_first (panel, "attack-"));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_true (game->combat.active);
  g_assert_cmpint (game->combat.next, ==, CLEO);
  g_assert_true ((game->combat.exhausted & 1u) != 0);
  spent = mc_turn_panel_find_button (panel, "attack-0-0");
  g_assert_nonnull (spent);
  g_assert_false (gtk_widget_get_sensitive (spent));
  name = tem_catalogue_dup_weapon_name (game->weapons[0].kind);
  expected = g_strdup_printf ("%s (spent)", name);
  g_assert_cmpstr (mc_turn_button_get_words (MC_TURN_BUTTON (spent)), ==, expected);
  gtk_window_destroy (GTK_WINDOW (window));
  test_remove_tree (dir);
}

/* R-C2, R-C3: combat-and-scoring.jsonl after 138 lines: Cleo attacks Ana
 * (the journal's next line: Cleo with weapon card 0). Each attack is a
 * button of the declared step whose action is combat.attack with the
 * card, the line and the energy paid; activating it is the attack. */
static void
test_combat_attacks_are_typed_actions (void)
{
  g_autofree char *dir = NULL;
  McWindow *window = test_ui_open_example ("combat-and-scoring", 138, 1280, 800, &dir);
  McSession *session = mc_window_get_session (window);
  const TemGame *game = mc_session_get_game (session);
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  GtkWidget *button, *step;
  GVariant *target;
  gint32 card, line, paid;
  int before_health;

  g_assert_true (game->combat.active);
  g_assert_cmpint (game->combat.next, ==, CLEO);
  button = mc_turn_panel_find_button (panel, "attack-0-0");
  g_assert_nonnull (button);
  g_assert_true (MC_IS_TURN_BUTTON (button));
  step = gtk_widget_get_ancestor (button, MC_TYPE_COMBAT_STEP);
  g_assert_nonnull (step);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "combat.attack");
  target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));
  g_assert_true (g_variant_is_of_type (target, G_VARIANT_TYPE ("(iii)")));
  g_variant_get (target, "(iii)", &card, &line, &paid);
  g_assert_cmpint (card, ==, 0);
  g_assert_cmpint (paid, ==, 0);
  /* Its meaning is its action: nothing hung on the button. */
  g_assert_null (g_object_get_data (G_OBJECT (button), "seat"));
  g_assert_null (g_object_get_data (G_OBJECT (button), "value"));
  render_both (window, "combat-step");

  before_health = game->players[ANA].health;
  g_assert_true (gtk_widget_activate_action (step, "combat.attack", "(iii)", card, line, paid));
  test_ui_answer_what_is_asked ();
  /* Cleo's attack landed: Ana's health went down or the combat ended. */
  g_assert_true (game->players[ANA].health < before_health || !game->combat.active
                 || game->combat.next == ANA);
  g_assert_cmpstr (mc_session_get_undo_description (session), !=, NULL);

  gtk_window_destroy (GTK_WINDOW (window));
  test_remove_tree (dir);
}

/* Ana's turn played by collecting, answering what is asked. */
static void
play_human_turn (McTurnPanel   *panel,
                 const TemGame *game)
{
  if (game->combat.active)
    {
      if (!test_ui_tap_first (panel, "attack-") && !test_ui_tap (panel, "retreat"))
        g_assert_true (test_ui_tap (panel, "robot-attack"));
    }
  else if (game->turn.card == TEM_PROGRAM_NONE)
    {
      g_assert_true (test_ui_tap (panel, "card-collect"));
      if (!test_ui_tap (panel, "direction-north") && !test_ui_tap (panel, "direction-east")
          && !test_ui_tap (panel, "direction-south"))
        g_assert_true (test_ui_tap (panel, "direction-west"));
    }
  else
    {
      test_ui_tap (panel, "collect");
      g_assert_true (test_ui_tap (panel, "end-turn"));
    }
}

/* R-SO6: a robot's Deploy, Purchase or Power Up card compares the zones
 * it sees. With a zone's value not entered, the step says first which
 * card it drew and what the card makes it do, and then asks the value,
 * the card said again above the question; the question closed, the step
 * keeps the card and a button to ask again; answered, the move. */
static gboolean
robot_card_shown_before_the_question (guint32  seed,
                                      gboolean check)
{
  McWindow *window = test_ui_new_window (1280, 800);
  McSession *session = mc_window_get_session (window);
  const TemGame *game = mc_session_get_game (session);
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  gboolean seen = FALSE;

  test_ui_click (mc_setup_page_get_start_button (test_ui_fill_solo_setup (window, seed)));
  /* The zone cards are not entered: each is asked when a rule needs it. */
  g_assert_true (test_ui_tap (panel, "begin"));

  for (guint step = 0; step < 60 && !seen && game->phase == TEM_PHASE_EXECUTION; step++)
    {
      const TemPlayer *robot = &game->players[game->turn.seat];
      McNeedDialog *dialog;
      g_autofree char *drew = NULL;
      const char *body;

      if (game->combat.active || !robot->robot)
        {
          play_human_turn (panel, game);
          continue;
        }
      if (game->turn.card != TEM_PROGRAM_NONE)
        {
          g_assert_true (test_ui_tap (panel, "robot-end"));
          continue;
        }
      test_ui_click (mc_turn_panel_find_button (panel, "robot-draw"));
      dialog = test_ui_find_need_dialog ();
      if (dialog == NULL || mc_need_dialog_get_need (dialog)->kind != TEM_NEED_ZONE_VALUE)
        {
          test_ui_answer_what_is_asked ();
          g_assert_true (test_ui_tap (panel, "robot-next"));
          continue;
        }

      /* The card, in view on the step and above the question. */
      drew = g_strdup_printf (check ? "%s draws " : "%s", robot->name);
      body = mc_turn_panel_get_body (panel);
      g_assert_true (g_str_has_prefix (body, drew));
      g_assert_true (!check || strstr (body, "value not entered") != NULL);
      g_assert_true (g_str_has_prefix (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), drew));
      g_assert_true (!check || strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "has no value yet"));
      g_assert_null (mc_turn_panel_find_button (panel, "robot-next"));
      {
        g_autofree char *png = g_strdup_printf ("robot-card-then-question-dialog-%s.png", language ());

        test_ui_render_to_png (GTK_WIDGET (dialog), png);
      }

      /* Closed: the card stays, with the question one tap away. */
      gtk_window_destroy (GTK_WINDOW (dialog));
      g_assert_null (test_ui_find_need_dialog ());
      g_assert_true (g_str_has_prefix (mc_turn_panel_get_body (panel), drew));
      g_assert_nonnull (mc_turn_panel_find_button (panel, "robot-back"));
      render_both (window, "robot-step-card-drawn");
      test_ui_click (mc_turn_panel_find_button (panel, "robot-ask"));
      g_assert_nonnull (test_ui_find_need_dialog ());
      test_ui_answer_what_is_asked ();

      /* Answered: where it goes, and Next. */
      g_assert_true (!check || strstr (mc_turn_panel_get_body (panel), "It moves") != NULL);
      g_assert_null (mc_turn_panel_find_button (panel, "robot-ask"));
      render_both (window, "robot-step-planned");
      g_assert_true (test_ui_tap (panel, "robot-next"));
      seen = TRUE;
    }

  gtk_window_destroy (GTK_WINDOW (window));
  return seen;
}

static void
test_robot_card_shown_before_the_question (void)
{
  gboolean seen = FALSE;

  for (guint32 seed = 1; seed <= 6 && !seen; seed++)
    seen = robot_card_shown_before_the_question (seed, TRUE);
  g_assert_true (seen);
}

/* For the people who look: the combat step, the robot's card drawn and
 * its move, in the language of LANGUAGE, at both sizes, words unchecked
 * (run it once per language: -p /ui-steps/render). */
static void
test_render (void)
{
  g_autofree char *dir = NULL;
  McWindow *window = test_ui_open_example ("combat-and-scoring", 138, 1280, 800, &dir);
  gboolean seen = FALSE;

  render_both (window, "combat-step");
  gtk_window_destroy (GTK_WINDOW (window));
  test_remove_tree (dir);
  for (guint32 seed = 1; seed <= 6 && !seen; seed++)
    seen = robot_card_shown_before_the_question (seed, FALSE);
  g_assert_true (seen);
}

/* A 2-player game begun, nothing entered yet. */
static McWindow *
start_two_players (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  const char *names[] = { "Ana", "Ben" };
  const int weapons[] = { TEM_KIND_ENERGY_SWORD, TEM_KIND_PULSE_PISTOL };
  McSetupPage *page = test_ui_fill_setup (window, 2, names, weapons);

  mc_setup_page_set_starting_player (page, ANA);
  mc_setup_page_set_seed (page, 3);
  test_ui_click (mc_setup_page_get_start_button (page));
  g_assert_cmpuint (mc_session_get_game (mc_window_get_session (window))->n_players, ==, 2);
  return window;
}

/* Every label of @menu, its sections and submenus, into @labels. */
static void
collect_labels (GMenuModel *menu,
                GPtrArray  *labels)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *label = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      g_autoptr(GMenuModel) submenu = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SUBMENU);

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        g_ptr_array_add (labels, g_steal_pointer (&label));
      if (section != NULL)
        collect_labels (section, labels);
      if (submenu != NULL)
        collect_labels (submenu, labels);
    }
}

static GPtrArray *
panel_menu_labels (McPlayerPanel *panel)
{
  /* The status menu, and the weapons' own beside them (issue 24 item 1). */
  GtkWidget *buttons[] = { mc_player_panel_get_status_button (panel), mc_player_panel_get_weapons_button (panel) };
  GPtrArray *labels = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      gtk_menu_button_popup (GTK_MENU_BUTTON (buttons[i]));
      collect_labels (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (buttons[i])), labels);
      gtk_menu_button_popdown (GTK_MENU_BUTTON (buttons[i]));
    }
  return labels;
}

static gboolean
has_label (GPtrArray  *labels,
           const char *wanted)
{
  for (guint i = 0; i < labels->len; i++)
    if (g_str_equal (labels->pdata[i], wanted))
      return TRUE;
  return FALSE;
}

/* card-facts.md §4: of the 16 advanced cards only Lightning Coil and
 * Warhammer have a public name. Where a card is picked (the row's card,
 * a weapon added in the panel) the named ones read by name and the
 * others as "Advanced weapon N (name not recorded)", never a bare
 * number; a name typed from the card is said from then on. */
static void
test_unnamed_weapons_read_as_cards (void)
{
  McWindow *window = start_two_players ();
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  McPlayerPanel *ana = mc_table_page_get_panel (mc_window_get_table_page (window), ANA);
  g_autoptr(GPtrArray) labels = NULL;
  McNeedDialog *dialog;
  guint unnamed = 0, named = 0;
  int typed = -1;

  test_ui_click (mc_turn_panel_find_button (panel, "identify-row-0"));
  dialog = test_ui_find_need_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpint (mc_need_dialog_get_need (dialog)->kind, ==, TEM_NEED_ROW_CARD);
  for (guint i = 0; i < mc_need_dialog_get_n_choices (dialog); i++)
    {
      int kind = mc_need_dialog_get_choice (dialog, i);
      const char *title = mc_need_dialog_get_choice_title (dialog, i);

      if (kind == TEM_KIND_LIGHTNING_COIL || kind == TEM_KIND_WARHAMMER)
        {
          g_assert_cmpstr (title, ==, kind == TEM_KIND_LIGHTNING_COIL ? "Lightning Coil" : "Warhammer");
          named++;
        }
      else
        {
          g_autofree char *expected = g_strdup_printf ("Advanced weapon %d (name not recorded)",
                                                       kind - TEM_N_BASIC_KINDS + 1);

          g_assert_cmpstr (title, ==, expected);
          unnamed++;
          if (typed < 0)
            typed = kind;
        }
    }
  g_assert_cmpuint (named + unnamed, ==, mc_need_dialog_get_n_choices (dialog));
  g_assert_cmpuint (unnamed, >, 0);
  test_ui_render_to_png (GTK_WIDGET (dialog), "row-card-names-dialog.png");

  /* The menu's weapons to add say the same. */
  labels = panel_menu_labels (ana);
  g_assert_true (has_label (labels, "Warhammer") || has_label (labels, "Lightning Coil")
                 || unnamed == mc_need_dialog_get_n_choices (dialog));
  for (guint i = 0; i < labels->len; i++)
    {
      const char *label = labels->pdata[i];

      if (g_str_has_prefix (label, "Advanced weapon "))
        g_assert_true (g_str_has_suffix (label, " (name not recorded)"));
    }

  /* The name printed on the card, typed: the first unnamed card is it. */
  g_assert_true (mc_need_dialog_name_card (dialog, "Plasma Lance"));
  g_assert_null (test_ui_find_need_dialog ());
  {
    g_autofree char *name = tem_catalogue_dup_weapon_name ((guint) typed);

    g_assert_cmpstr (name, ==, "Plasma Lance");
  }
  g_clear_pointer (&labels, g_ptr_array_unref);
  labels = panel_menu_labels (ana);
  for (guint i = 0; i < labels->len; i++)
    g_assert_false (g_str_has_prefix (labels->pdata[i], "Advanced weapon ")
                    && strstr (labels->pdata[i], "Plasma") != NULL);

  gtk_window_destroy (GTK_WINDOW (window));
  tem_catalogue_clear_weapon_names ();
}

/* R-S2, R-A12, R-C9: the top of Ana's pilot health track, put right from her
 * panel's menu as her other values are: one tap, journaled (it is there
 * after the game is opened again), undone by Undo. A Robot Pilot's
 * panel offers no such item (R-SO2). */
static void
test_pilot_top_health_corrected_from_the_panel (void)
{
  McWindow *window = start_two_players ();
  McSession *session = mc_window_get_session (window);
  const TemGame *game = mc_session_get_game (session);
  McPlayerPanel *ana = mc_table_page_get_panel (mc_window_get_table_page (window), ANA);
  g_autoptr(GPtrArray) labels = panel_menu_labels (ana);
  g_autoptr(GFile) file = NULL;
  int top = game->players[ANA].pilot_health_top;
  int wanted = top < TEM_PILOT_HEALTH_TOP_MAX ? top + 1 : top - 1;
  int value = 0;
  McWindow *again;

  g_assert_true (has_label (labels, "Pilot's _Top Health"));
  {
    GtkWidget *status = mc_player_panel_get_status_button (ana);

    gtk_menu_button_popup (GTK_MENU_BUTTON (status));
    test_ui_render_to_png (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (status))),
                           "panel-menu-pilot-top-health.png");
    gtk_menu_button_popdown (GTK_MENU_BUTTON (status));
  }
  for (int i = TEM_PILOT_HEALTH_TOP_MIN; i <= TEM_PILOT_HEALTH_TOP_MAX; i++)
    {
      g_autofree char *number = g_strdup_printf ("%d", i);

      g_assert_true (has_label (labels, number));
    }
  g_object_get (ana, "pilot-health-top", &value, NULL);
  g_assert_cmpint (value, ==, top);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (ana), "panel.pilot-health-top", "i", wanted));
  g_assert_cmpint (game->players[ANA].pilot_health_top, ==, wanted);
  g_object_get (ana, "pilot-health-top", &value, NULL);
  g_assert_cmpint (value, ==, wanted);
  g_assert_nonnull (strstr (mc_session_get_undo_description (session), "pilot health track"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpint (game->players[ANA].pilot_health_top, ==, top);
  g_object_get (ana, "pilot-health-top", &value, NULL);
  g_assert_cmpint (value, ==, top);

  /* Journaled: opened again, the game has it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (ana), "panel.pilot-health-top", "i", wanted));
  file = g_file_new_for_path (mc_session_get_path (session));
  gtk_window_destroy (GTK_WINDOW (window));
  again = test_ui_new_window (1280, 800);
  g_assert_true (mc_window_open_file (again, file));
  g_assert_cmpint (mc_session_get_game (mc_window_get_session (again))->players[ANA].pilot_health_top, ==, wanted);
  gtk_window_destroy (GTK_WINDOW (again));
}

static void
test_robot_panel_has_no_pilot_track (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  McPlayerPanel *robot;
  g_autoptr(GPtrArray) labels = NULL;

  test_ui_click (mc_setup_page_get_start_button (test_ui_fill_solo_setup (window, 2)));
  robot = mc_table_page_get_panel (mc_window_get_table_page (window), 1);
  g_assert_true (mc_session_get_game (mc_window_get_session (window))->players[1].robot);
  labels = panel_menu_labels (robot);
  g_assert_false (has_label (labels, "Pilot's _Top Health"));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_label (GtkWidget    *widget,
          gconstpointer data)
{
  return GTK_IS_LABEL (widget);
}

/* Walk 22 (1280x800): "Upgrade to Power Armor (5" on one line, "credits)"
 * on the next. A number keeps its word on its line; the button's text
 * and words stay as given. */
static void
test_a_number_keeps_its_word (void)
{
  GtkWidget *button = g_object_ref_sink (mc_turn_button_new ("_Upgrade to Power Armor (5 credits)"));
  GtkWidget *face = test_ui_find_widget (button, is_label, NULL);

  g_assert_nonnull (face);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (face)), ==, "_Upgrade to Power Armor (5\u00a0credits)");
  g_assert_cmpstr (mc_turn_button_get_text (MC_TURN_BUTTON (button)), ==, "_Upgrade to Power Armor (5 credits)");
  g_assert_cmpstr (mc_turn_button_get_words (MC_TURN_BUTTON (button)), ==, "Upgrade to Power Armor (5 credits)");
  g_object_unref (button);
}

int
main (int    argc,
      char **argv)
{
  const char *lang = NULL;

  /* --language=es: the language of the render test's PNGs. */
  for (int i = 1; i < argc; i++)
    if (g_str_has_prefix (argv[i], "--language="))
      {
        lang = argv[i] + strlen ("--language=");
        memmove (&argv[i], &argv[i + 1], (gsize) (argc - i) * sizeof (char *));
        argc--;
        break;
      }
  test_ui_init (&argc, &argv);
  if (lang != NULL)
    test_set_language (lang);

  g_test_add_func ("/ui-steps/a-number-keeps-its-word", test_a_number_keeps_its_word);
  g_test_add_func ("/ui-steps/combat/attacks-are-typed-actions", test_combat_attacks_are_typed_actions);
  g_test_add_func ("/ui-steps/combat/spent-weapon-by-its-name", test_combat_spent_weapon_by_its_name);
  g_test_add_func ("/ui-steps/combat/attack-goes-on-after-its-numbers",
                   test_combat_attack_goes_on_after_its_numbers);
  g_test_add_func ("/ui-steps/combat/after-a-jump-only-power-attacks",
                   test_combat_after_a_jump_offers_only_power_attacks);
  g_test_add_func ("/ui-steps/robot/card-shown-before-the-question", test_robot_card_shown_before_the_question);
  g_test_add_func ("/ui-steps/weapons/unnamed-cards-read-as-cards", test_unnamed_weapons_read_as_cards);
  g_test_add_func ("/ui-steps/panel/pilot-top-health-corrected", test_pilot_top_health_corrected_from_the_panel);
  g_test_add_func ("/ui-steps/panel/robot-has-no-pilot-track", test_robot_panel_has_no_pilot_track);
  g_test_add_func ("/ui-steps/render", test_render);

  {
    int status = g_test_run ();

    test_ui_finish ();
    return status;
  }
}
