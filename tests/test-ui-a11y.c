/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every control a screen reader can reach has a name to speak: each page
 * of the window (welcome, the new-game form for 2, 4 and solo, the table
 * for 2, 4 and solo, the game's history, the rules, the cards), at a
 * phone's 360×640 and a desktop's 1280×800. The walk visits every mapped
 * widget and checks those a user operates: buttons (toggle, check, link
 * and menu buttons too), spin buttons, entries, drop-downs, switches and
 * scales. A name is a non-empty accessible label; or, for a button, its
 * own non-empty text; or, for another control, the title of the
 * libadwaita row it is the suffix of. The test counts what it
 * checked, so a walk that silently finds nothing fails. */
#include "config.h"

#include <adwaita.h>

#include <glib/gstdio.h>

#include "app/mc-end-round-dialog.h"
#include "app/mc-rumble-ability-dialog.h"
#include "app/mc-rumble-phase-panel.h"
#include "app/mc-rumble-setup.h"
#include "app/mc-rumble-table-page.h"
#include "app/mc-setup-page.h"
#include "app/mc-setup-player.h"
#include "app/mc-table-page.h"
#include "app/mc-window.h"
#include "session/mc-session.h"

#include "test-ui-rumble-util.h"
#include "test-ui-util.h"
#include "test-util.h"

/* What lacks a name, on every page, for one report at the end. */
static GString *all_unnamed;

typedef struct
{
  guint     checked;
  GString  *unnamed;
} Walk;

static gboolean
has_text (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && *gtk_label_get_label (GTK_LABEL (widget)) != '\0')
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child) && has_text (child))
      return TRUE;
  return FALSE;
}

/* A non-empty accessible label. */
static gboolean
has_label (GtkWidget *widget)
{
  GtkAccessible *accessible = GTK_ACCESSIBLE (widget);
  g_autofree char *not_empty = NULL;

  if (!gtk_test_accessible_has_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL))
    return FALSE;
  /* check_property returns NULL when the value is the one given: "". */
  not_empty = gtk_test_accessible_check_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, "");
  return not_empty != NULL;
}

/* Labelled by the title of the libadwaita row it sits in. GTK 4.8's test
 * API tells whether a labelled-by relation is set, not to what, and GTK
 * sets one on every button (to its child, an icon too): so a relation
 * counts only for a control that is not a button, inside a row with a
 * title. */
static gboolean
labelled_by_its_row (GtkWidget *widget)
{
  /* An entry row: its own title labels the text typed in it. */
  if (ADW_IS_ENTRY_ROW (widget))
    {
      const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget));

      return title != NULL && *title != '\0';
    }
  if (!gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY))
    return FALSE;
  for (GtkWidget *up = gtk_widget_get_parent (widget); up != NULL; up = gtk_widget_get_parent (up))
    if (ADW_IS_PREFERENCES_ROW (up))
      {
        const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (up));

        return title != NULL && *title != '\0';
      }
  return FALSE;
}

/* A control the user operates, and whether its own text may name it. */
static gboolean
is_control (GtkWidget *widget,
            gboolean  *text_names_it)
{
  *text_names_it = FALSE;
  /* A popover menu's items: GTK's private GtkModelButton. */
  if (GTK_IS_MENU_BUTTON (widget) || GTK_IS_BUTTON (widget) || GTK_IS_CHECK_BUTTON (widget)
      || g_strcmp0 (G_OBJECT_TYPE_NAME (widget), "GtkModelButton") == 0)
    {
      *text_names_it = TRUE;
      return TRUE;
    }
  return GTK_IS_SPIN_BUTTON (widget) || GTK_IS_ENTRY (widget) || GTK_IS_PASSWORD_ENTRY (widget)
         || GTK_IS_SEARCH_ENTRY (widget) || GTK_IS_DROP_DOWN (widget) || GTK_IS_SWITCH (widget)
         || GTK_IS_SCALE (widget) || GTK_IS_COMBO_BOX (widget) || ADW_IS_ENTRY_ROW (widget)
         || GTK_IS_TEXT_VIEW (widget);
}

static void
describe (GtkWidget *widget,
          GString   *out)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);
  const char *tooltip = gtk_widget_get_tooltip_text (widget);

  g_string_append_printf (out, "  %s", G_OBJECT_TYPE_NAME (widget));
  if (gtk_widget_get_name (widget) != NULL && g_strcmp0 (gtk_widget_get_name (widget), G_OBJECT_TYPE_NAME (widget)) != 0)
    g_string_append_printf (out, " #%s", gtk_widget_get_name (widget));
  for (guint depth = 0; parent != NULL && depth < 4; depth++, parent = gtk_widget_get_parent (parent))
    g_string_append_printf (out, " < %s", G_OBJECT_TYPE_NAME (parent));
  if (tooltip != NULL)
    g_string_append_printf (out, " (tooltip “%s”)", tooltip);
  g_string_append_c (out, '\n');
}

static void
walk (GtkWidget *widget,
      Walk      *state)
{
  gboolean text_names_it;

  if (!gtk_widget_get_mapped (widget))
    return;
  /* The close button libadwaita 1.2 puts on every toast is its own, an
   * icon without a name: not the app's to fix. */
  if (g_strcmp0 (G_OBJECT_TYPE_NAME (widget), "AdwToastWidget") == 0)
    return;
  if (is_control (widget, &text_names_it))
    {
      state->checked++;
      if (!has_label (widget) && !(text_names_it ? has_text (widget) : labelled_by_its_row (widget)))
        describe (widget, state->unnamed);
      /* Named as a whole: the text, toggle or arrows inside are GTK's. */
      if (GTK_IS_MENU_BUTTON (widget) || GTK_IS_SPIN_BUTTON (widget) || GTK_IS_ENTRY (widget)
          || GTK_IS_DROP_DOWN (widget) || GTK_IS_SEARCH_ENTRY (widget) || GTK_IS_PASSWORD_ENTRY (widget)
          || ADW_IS_ENTRY_ROW (widget) || GTK_IS_COMBO_BOX (widget))
        return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    walk (child, state);
}

/* Checks @window as it shows now; returns how many controls were checked. */
static guint
check_page (gpointer    window,
            const char *what,
            int         width)
{
  Walk state = { 0, g_string_new (NULL) };
  g_autofree char *unnamed = NULL;

  test_ui_wait_for_frame (GTK_WIDGET (window));
  walk (GTK_WIDGET (window), &state);
  unnamed = g_string_free (state.unnamed, FALSE);
  g_test_message ("%s at %d px: %u controls checked", what, width, state.checked);
  g_print ("# %s at %d px: %u controls checked\n", what, width, state.checked);
  if (*unnamed != '\0')
    g_string_append_printf (all_unnamed, "%s at %d px:\n%s", what, width, unnamed);
  g_assert_cmpuint (state.checked, >, 0);
  return state.checked;
}

static void
fill_players (McWindow *window,
              guint     n_players)
{
  static const char *names[] = { "Ana", "Ben", "Cleo", "Dan" };
  McSetupPage *page;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  page = mc_window_get_setup_page (window);
  mc_setup_page_set_n_players (page, n_players);
  for (guint i = 0; i < n_players; i++)
    {
      McSetupPlayer *player = mc_setup_page_get_player (page, i);

      mc_setup_player_set_name (player, names[i]);
      mc_setup_player_set_pilot (player, "Maverick", 5);
    }
}

static void
test_every_control_is_named (gconstpointer data)
{
  const int *size = data;
  McWindow *window = test_ui_new_window (size[0], size[1]);
  McSession *session = mc_window_get_session (window);
  guint total = 0;

  all_unnamed = g_string_new (NULL);
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "welcome");
  total += check_page (window, "welcome", size[0]);

  /* Two players: the form, then the table. */
  fill_players (window, 2);
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "setup");
  total += check_page (window, "new game, 2 players", size[0]);
  test_ui_click (mc_setup_page_get_start_button (mc_window_get_setup_page (window)));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
  g_assert_cmpuint (mc_session_get_game (session)->n_players, ==, 2);
  total += check_page (window, "table, 2 players", size[0]);

  /* Four players. */
  fill_players (window, 4);
  total += check_page (window, "new game, 4 players", size[0]);
  test_ui_click (mc_setup_page_get_start_button (mc_window_get_setup_page (window)));
  g_assert_cmpuint (mc_session_get_game (session)->n_players, ==, 4);
  total += check_page (window, "table, 4 players", size[0]);

  /* The game's history, the rules, the cards. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "history");
  total += check_page (window, "history", size[0]);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.back", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rules", NULL));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "rules");
  total += check_page (window, "rules", size[0]);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.back", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-catalogue", NULL));
  total += check_page (window, "cards", size[0]);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.back", NULL));

  /* Solo: the form, then the table with the robots. */
  test_ui_fill_solo_setup (window, 4);
  total += check_page (window, "new game, solo", size[0]);
  test_ui_click (mc_setup_page_get_start_button (mc_window_get_setup_page (window)));
  g_assert_true (mc_session_get_game (session)->solo);
  total += check_page (window, "table, solo", size[0]);

  g_print ("# %d×%d: %u controls checked on 10 pages\n", size[0], size[1], total);
  if (all_unnamed->len > 0)
    g_error ("controls without an accessible name:\n%s", all_unnamed->str);
  g_string_free (all_unnamed, TRUE);
  /* Each page has some; the tables hold a hundred and more. */
  g_assert_cmpuint (total, >, 200);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every menu button mapped under @widget, its popover opened and walked
 * (the window's walk stops at a menu button: its popover is not mapped
 * until it opens). */
static guint
check_popovers (GtkWidget  *widget,
                const char *what,
                int         width)
{
  guint checked = 0;

  if (!gtk_widget_get_mapped (widget))
    return 0;
  if (GTK_IS_MENU_BUTTON (widget))
    {
      GtkPopover *popover;
      g_autofree char *name = NULL;

      gtk_menu_button_popup (GTK_MENU_BUTTON (widget));
      popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget));
      g_assert_nonnull (popover);
      name = g_strdup_printf ("%s, the popover of %s", what,
                              gtk_widget_get_tooltip_text (widget) != NULL ? gtk_widget_get_tooltip_text (widget)
                              : G_OBJECT_TYPE_NAME (widget));
      checked += check_page (popover, name, width);
      gtk_menu_button_popdown (GTK_MENU_BUTTON (widget));
      return checked;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    checked += check_popovers (child, what, width);
  return checked;
}

/* A button under @widget whose accessible label is exactly @label. */
static gboolean
has_button_labelled (GtkWidget  *widget,
                     const char *label)
{
  if (GTK_IS_BUTTON (widget) && gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    {
      g_autofree char *differs = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                                     GTK_ACCESSIBLE_PROPERTY_LABEL, label);

      if (differs == NULL)
        return TRUE;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_button_labelled (child, label))
      return TRUE;
  return FALSE;
}

/* Beyond the pages: the popovers of the welcome page, the table and the
 * history; History's row for a file that holds no game (its icon-only
 * "Open the folder" button); the dialog asking a zone card's value; the
 * end-of-round dialog. */
static void
test_popovers_dialogs_and_unreadable_files (gconstpointer data)
{
  const int *size = data;
  McWindow *window = test_ui_new_window (size[0], size[1]);
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  g_autofree char *games_dir = mc_session_dup_default_games_dir ();
  g_autofree char *broken = g_build_filename (games_dir, "broken-by-test-ui-a11y.jsonl", NULL);
  GtkWidget *enter_zone;
  McNeedDialog *need;
  GtkWindow *end_round;
  guint total = 0, popovers = 0;

  all_unnamed = g_string_new (NULL);
  popovers += check_popovers (GTK_WIDGET (window), "welcome", size[0]);

  /* A 2-player table, its zone values still unknown: the dialog that asks
   * one, then the end-of-round dialog. */
  fill_players (window, 2);
  test_ui_click (mc_setup_page_get_start_button (mc_window_get_setup_page (window)));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
  popovers += check_popovers (GTK_WIDGET (window), "table, 2 players", size[0]);
  enter_zone = mc_turn_panel_find_button (panel, "enter-zone");
  g_assert_nonnull (enter_zone);
  test_ui_click (enter_zone);
  need = test_ui_find_need_dialog ();
  g_assert_nonnull (need);
  total += check_page (need, "the dialog asking a zone's value", size[0]);
  gtk_window_destroy (GTK_WINDOW (need));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-round", NULL));
  end_round = test_ui_find_toplevel (MC_TYPE_END_ROUND_DIALOG);
  g_assert_nonnull (end_round);
  total += check_page (end_round, "the end-of-round dialog", size[0]);
  gtk_window_destroy (end_round);

  /* History with a file that is not a game. */
  g_assert_cmpint (g_mkdir_with_parents (games_dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (broken, "this is not a game\n", -1, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "history");
  total += check_page (window, "history with an unreadable file", size[0]);
  g_assert_true (has_button_labelled (GTK_WIDGET (window), "Open the folder that holds this file"));
  popovers += check_popovers (GTK_WIDGET (window), "history", size[0]);
  g_assert_cmpint (g_remove (broken), ==, 0);

  g_print ("# %d×%d: %u controls checked in dialogs and History, %u in popovers\n", size[0], size[1], total,
           popovers);
  if (all_unnamed->len > 0)
    g_error ("controls without an accessible name:\n%s", all_unnamed->str);
  g_string_free (all_unnamed, TRUE);
  /* The main menu's items at least, on every page. */
  g_assert_cmpuint (popovers, >=, 3 * 4);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
rumble_apply (McSession *session,
              RbAction  *action)
{
  g_autoptr(GError) error = NULL;

  if (!mc_session_apply_rumble (session, action, &error))
    g_error ("%s", error->message);
}

/* Rumblebots: the form, the Build Phase with scanned cards in hand, the
 * clash, the faction named, and the card ability dialog's every kind. */
static void
test_rumblebots_controls_are_named (gconstpointer data)
{
  const int *size = data;
  McWindow *window = test_ui_new_window (size[0], size[1]);
  McSession *session = mc_window_get_session (window);
  McSetupPage *setup;
  McRumbleSetup *form;
  McRumblePhasePanel *panel;
  McRumbleAbilityDialog *dialog;
  const RbGame *game;
  RbAction action;
  guint total = 0;

  all_unnamed = g_string_new (NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  setup = mc_window_get_setup_page (window);
  mc_setup_page_set_game_kind (setup, MC_GAME_RUMBLEBOTS);
  form = mc_setup_page_get_rumble_setup (setup);
  mc_rumble_setup_set_n_players (form, 4);
  total += check_page (window, "Rumblebots new game, 4 players", size[0]);
  mc_rumble_setup_set_name (form, 0, "Ana");
  mc_rumble_setup_set_name (form, 1, "Ben");
  mc_rumble_setup_set_name (form, 2, "Cleo");
  mc_rumble_setup_set_name (form, 3, "Dan");
  mc_rumble_setup_set_champion (form, 0);
  for (guint r = 0; r < RB_ROUNDS; r++)
    mc_rumble_setup_set_direction (form, r, RB_DIRECTION_CLOCKWISE);
  test_ui_click (mc_setup_page_get_start_button (setup));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "rumble");
  panel = mc_rumble_table_page_get_phase_panel (MC_RUMBLE_TABLE_PAGE (test_rumble_find_page (GTK_WIDGET (window))));

  /* A scan puts cards in hand: "Built from" shows. */
  rb_action_init_correct (&action, 0, RB_FIELD_STORAGE, 2);
  rumble_apply (session, &action);
  rb_action_init_energize (&action, 0, FALSE, 1);
  rumble_apply (session, &action);
  g_assert_true (gtk_widget_get_visible (mc_rumble_phase_panel_get_control (panel, MC_RUMBLE_CONTROL_BUILD_FROM)));
  total += check_page (window, "Rumblebots build turn", size[0]);

  for (guint seat = 0; seat < 4; seat++)
    {
      rb_action_init_end_turn (&action, mc_session_get_rumble_game (session)->turn);
      rumble_apply (session, &action);
    }
  game = mc_session_get_rumble_game (session);
  g_assert_cmpint (game->phase, ==, RB_PHASE_BATTLE);
  rb_action_init_reveal (&action, (guint) game->champion, 0, 1, 0, 0, RB_FACTION_BIT (RB_FACTION_MECH));
  rumble_apply (session, &action);
  rb_action_init_reveal (&action, (guint) game->challenger, 1, 0, 0, 0, RB_FACTION_BIT (RB_FACTION_BIO));
  rumble_apply (session, &action);
  total += check_page (window, "Rumblebots clash", size[0]);

  test_ui_click (mc_rumble_phase_panel_get_control (panel, MC_RUMBLE_CONTROL_ABILITY));
  dialog = test_ui_find_toplevel (MC_TYPE_RUMBLE_ABILITY_DIALOG);
  g_assert_nonnull (dialog);
  for (guint kind = 0; kind < MC_RUMBLE_N_ABILITIES; kind++)
    {
      g_autofree char *what = g_strdup_printf ("Rumblebots card ability %u", kind);

      mc_rumble_ability_dialog_set_kind (dialog, kind);
      total += check_page (dialog, what, size[0]);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* Beaten (RB-C7: 2 > 1): the new Champion names a faction. */
  rb_action_init_reveal (&action, (guint) game->challenger, 1, 0, 0, 0, RB_FACTION_BIT (RB_FACTION_BIO));
  rumble_apply (session, &action);
  g_assert_cmpint (mc_session_get_rumble_game (session)->step, ==, RB_STEP_NAME_FACTION);
  total += check_page (window, "Rumblebots faction named", size[0]);

  g_print ("# %d×%d: %u Rumblebots controls checked\n", size[0], size[1], total);
  if (all_unnamed->len > 0)
    g_error ("controls without an accessible name:\n%s", all_unnamed->str);
  g_string_free (all_unnamed, TRUE);
  g_assert_cmpuint (total, >, 100);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  static const int desktop[] = { 1280, 800 }, phone[] = { 360, 640 };
  int status;

  test_ui_init (&argc, &argv);
  g_test_add_data_func ("/ui-a11y/every-control-is-named-1280x800", desktop, test_every_control_is_named);
  g_test_add_data_func ("/ui-a11y/every-control-is-named-360x640", phone, test_every_control_is_named);
  g_test_add_data_func ("/ui-a11y/popovers-dialogs-and-unreadable-files-1280x800", desktop,
                        test_popovers_dialogs_and_unreadable_files);
  g_test_add_data_func ("/ui-a11y/popovers-dialogs-and-unreadable-files-360x640", phone,
                        test_popovers_dialogs_and_unreadable_files);
  g_test_add_data_func ("/ui-a11y/rumblebots-controls-are-named-1280x800", desktop,
                        test_rumblebots_controls_are_named);
  g_test_add_data_func ("/ui-a11y/rumblebots-controls-are-named-360x640", phone,
                        test_rumblebots_controls_are_named);
  status = g_test_run ();
  test_ui_finish ();
  return status;
}
