/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A disabled action says why (UX.md): on Tiny Epic Mechs' table page, in
 * the turn panel's player turn, an action the rules would refuse now is
 * shown disabled with the refusal in words under its label and as its
 * accessible description (mc-turn-buttons.c). Walked: the table page of a
 * 2-player game, Ana's Purchase with nothing to pay with (R-A3: a weapon
 * costs the energy and credits on its card), and her Power Up as a Pilot
 * without the 2 credits of the upgrade (R-A6). Widgets are found by name
 * and by what they say, not by their place in the tree. */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "app/mc-table-page.h"
#include "app/mc-turn-button.h"
#include "app/mc-turn-panel.h"
#include "app/mc-window.h"
#include "rules/mc-rule-error.h"
#include "session/mc-session.h"

#include "test-ui-util.h"
#include "test-util.h"

/* The visible label with CSS class "refusal". */
static gboolean
is_refusal (GtkWidget    *widget,
            gconstpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "refusal") && gtk_widget_is_visible (widget);
}

static void
apply_ok (McSession       *session,
          const TemAction *action)
{
  g_autoptr(GError) error = NULL;

  if (!mc_session_apply (session, action, &error))
    g_error ("refused: %s", error->message);
}

/* @button is disabled, and says @expected under its label and to a screen
 * reader; @expected is the rules core's own refusal of the same action,
 * so the reason shown is the real one, and it is never empty. */
static void
assert_disabled_saying (GtkWidget  *button,
                        const char *expected)
{
  GtkWidget *shown;
  g_autofree char *description_differs = NULL;

  g_assert_nonnull (button);
  g_assert_nonnull (expected);
  g_assert_cmpuint (strlen (expected), >, 10);
  g_assert_false (gtk_widget_get_sensitive (button));
  if (mc_turn_button_get_refusal_below (MC_TURN_BUTTON (button)))
    {
      /* Said under its whole row (the weapons on offer), named: no
       * button of the row moves when one is refused. */
      /* Its words as read: no mnemonic's underscore (walk 11, es:
       * "_Mejorar a servoarmadura (5 créditos): …"). */
      g_autofree char *named = g_strdup_printf ("%s: %s", mc_turn_button_get_words (MC_TURN_BUTTON (button)), expected);
      /* After the colon a reason starts small, unless with a name
       * ("upgrading costs…", "Lightning Coil costs…"). */
      g_autofree char *small = g_utf8_strdown (expected, g_utf8_next_char (expected) - expected);
      g_autofree char *named_small = g_strdup_printf ("%s: %s%s", mc_turn_button_get_words (MC_TURN_BUTTON (button)),
                                                      small, g_utf8_next_char (expected));
      const char *said, *at;

      g_assert_null (test_ui_find_widget (button, is_refusal, NULL));
      shown = test_ui_find_widget (GTK_WIDGET (gtk_widget_get_ancestor (button, MC_TYPE_TURN_PANEL)), is_refusal, NULL);
      g_assert_nonnull (shown);
      said = gtk_label_get_label (GTK_LABEL (shown));
      at = strstr (said, named) != NULL ? strstr (said, named) : strstr (said, named_small);

      /* A line of its own, from its start. */
      if (at == NULL || (at != said && at[-1] != '\n'))
        g_error ("\"%s\" is not said under the row: \"%s\"", named, gtk_label_get_label (GTK_LABEL (shown)));
    }
  else
    {
      shown = test_ui_find_widget (button, is_refusal, NULL);
      g_assert_nonnull (shown);
      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (shown)), ==, expected);
    }
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
  /* NULL when the description is exactly @expected. */
  description_differs = gtk_test_accessible_check_property (GTK_ACCESSIBLE (button),
                                                            GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
  g_assert_null (description_differs);
}

/* The rule behind @button's refusal is on it, for a link beside the
 * words: the rules core's own for the same action. */
static void
assert_refused_by_rule (GtkWidget       *button,
                        const TemGame   *game,
                        const TemAction *action)
{
  TemGame copy = *game;
  g_autoptr(GError) error = NULL;

  g_assert_false (tem_game_apply (&copy, action, NULL, &error));
  g_assert_cmpstr (mc_turn_button_get_refusal_rule (MC_TURN_BUTTON (button)), ==, mc_rule_error_get_rule (error));
}

static char *
refusal_of (const TemGame   *game,
            const TemAction *action)
{
  TemGame copy = *game;
  g_autoptr(GError) error = NULL;

  g_assert_false (tem_game_apply (&copy, action, NULL, &error));
  return g_strdup (error->message);
}

/* Two players on a flat arena (every zone's value known), each with a
 * basic weapon kept. */
static void
start_two_players (McSession *session)
{
  TemAction action;
  g_autoptr(GError) error = NULL;

  test_new_game_action (&action, 2, 0);
  test_flat_arena (&action);
  for (guint i = 0; i < 2; i++)
    action.new_game.starting_basic[i] = (int) i;
  g_assert_true (mc_session_start (session, &action, &error));
  g_assert_no_error (error);
}

/* Ana's turn begins; she plays @card the first way it goes. */
static void
play_card_first_way (McWindow    *window,
                     McSession   *session,
                     McTurnPanel *panel,
                     const char  *card)
{
  const TemGame *game = mc_session_get_game (session);
  TemAction action;

  tem_action_init_begin_execution (&action);
  apply_ok (session, &action);
  g_assert_cmpint (game->turn.seat, ==, 0);
  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_true (test_ui_tap (panel, card));
  for (TemDirection d = 0; d < 4 && !game->turn.action_open; d++)
    {
      g_autofree char *name = g_strdup_printf ("direction-%s", tem_direction_get_id (d));

      test_ui_tap (panel, name);
    }
  g_assert_true (game->turn.action_open);
  test_ui_wait_for_frame (GTK_WIDGET (window));
}

static void
test_a_disabled_action_says_why (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  McSession *session = mc_window_get_session (window);
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  const TemGame *game;
  TemAction action;
  guint disabled = 0;

  /* Every zone and weapon value known, so that costs can be checked. */
  start_two_players (session);
  game = mc_session_get_game (session);
  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      int values[] = { TEM_WEAPON_TYPE_RANGED, 2, 2, 1, 2, 1 };   /* type, energy, credits, attack, power, VP */

      for (guint field = 0; field <= TEM_WEAPON_FIELD_VP; field++)
        {
          tem_action_init_set_weapon (&action, kind, (TemWeaponField) field, values[field]);
          apply_ok (session, &action);
        }
    }

  /* R-A3: Ana, with no energy and no credits, plays Purchase. */
  tem_action_init_correct (&action, 0, TEM_FIELD_ENERGY, 0);
  apply_ok (session, &action);
  tem_action_init_correct (&action, 0, TEM_FIELD_CREDITS, 0);
  apply_ok (session, &action);
  play_card_first_way (window, session, panel, "card-purchase");
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    {
      g_autofree char *name = g_strdup_printf ("buy-%u", card);
      GtkWidget *button = mc_turn_panel_find_button (panel, name);
      g_autofree char *expected = NULL;

      if (button == NULL)
        continue;
      tem_action_init_purchase (&action, 0, (int) card, -1);
      expected = refusal_of (game, &action);
      assert_disabled_saying (button, expected);
      assert_refused_by_rule (button, game, &action);
      disabled++;
    }
  /* The row's four cards at least (and the basics on offer), each too
   * dear: every one of them was checked. */
  g_assert_cmpuint (disabled, >=, TEM_ROW_SIZE);
  g_test_message ("%u disabled purchases checked", disabled);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* R-A12: Ana, a Pilot with 3 credits and 3 energy, plays Power Up:
 * Upgrade (5 credits) is refused, named under its row by its words, never by its
 * mnemonic (walk 11, es: "_Mejorar a servoarmadura (5 créditos): …"). */
static void
test_upgrade_refused_by_its_words (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  McSession *session = mc_window_get_session (window);
  McTurnPanel *panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  const TemGame *game;
  TemAction action;
  GtkWidget *upgrade;
  g_autofree char *expected = NULL;

  start_two_players (session);
  game = mc_session_get_game (session);
  g_assert_cmpint (game->players[0].credits, ==, 3);   /* R-S2: each player starts with 3 */
  tem_action_init_correct (&action, 0, TEM_FIELD_HEALTH, 1);
  apply_ok (session, &action);
  /* Her 3 energy heal: Upgrade alone refused in the row, named. */
  g_assert_cmpint (game->players[0].status, ==, TEM_STATUS_PILOT);
  play_card_first_way (window, session, panel, "card-power-up");
  upgrade = mc_turn_panel_find_button (panel, "upgrade");
  g_assert_nonnull (upgrade);
  g_assert_nonnull (strchr (mc_turn_button_get_text (MC_TURN_BUTTON (upgrade)), '_'));
  tem_action_init_upgrade (&action, 0);
  expected = refusal_of (game, &action);
  assert_disabled_saying (upgrade, expected);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui-reasons/a-disabled-action-says-why", test_a_disabled_action_says_why);
  g_test_add_func ("/ui-reasons/upgrade-refused-by-its-words", test_upgrade_refused_by_its_words);
  status = g_test_run ();
  test_ui_finish ();
  return status;
}
