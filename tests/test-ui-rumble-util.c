/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the Rumblebots UI tests share: a game started from New Game as
 * players do it, and the panel's controls reached by name. */
#include "config.h"

#include <string.h>

#include "app/mc-rumble-setup.h"
#include "app/mc-setup-page.h"

#include "test-ui-rumble-util.h"
#include "test-ui-util.h"

static const char *names[] = { "Ana", "Ben", "Cleo", "Dan" };

/* The Rumblebots page in a window's widget tree. */
GtkWidget *
test_rumble_find_page (GtkWidget *widget)
{
  if (MC_IS_RUMBLE_TABLE_PAGE (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = test_rumble_find_page (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* @table's page, panel and session are those of @window's game. */
void
test_rumble_attach (RumbleTable *table,
                    McWindow    *window)
{
  table->window = window;
  table->page = MC_RUMBLE_TABLE_PAGE (test_rumble_find_page (GTK_WIDGET (window)));
  g_assert_nonnull (table->page);
  table->panel = mc_rumble_table_page_get_phase_panel (table->page);
  table->session = mc_window_get_session (window);
}

/* A new game from New Game: Ana, Ben, Cleo and Dan, the first
 * @n_players of them, the arrows of round space r pointing
 * @directions[r]. */
void
test_rumble_start_with_directions (RumbleTable       *table,
                                   int                width,
                                   int                height,
                                   guint              n_players,
                                   guint              champion,
                                   const RbDirection *directions)
{
  McWindow *window = test_ui_new_window (width, height);
  McSetupPage *setup;
  McRumbleSetup *form;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  setup = mc_window_get_setup_page (window);
  mc_setup_page_set_game_kind (setup, MC_GAME_RUMBLEBOTS);
  form = mc_setup_page_get_rumble_setup (setup);
  mc_rumble_setup_set_n_players (form, n_players);
  for (guint i = 0; i < n_players; i++)
    mc_rumble_setup_set_name (form, i, names[i]);
  mc_rumble_setup_set_champion (form, champion);
  for (guint r = 0; r < RB_ROUNDS; r++)
    mc_rumble_setup_set_direction (form, r, directions[r]);
  test_ui_click (mc_setup_page_get_start_button (setup));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "rumble");
  test_rumble_attach (table, window);
}

/* The same, every arrow pointing @direction. */
void
test_rumble_start (RumbleTable *table,
                   int          width,
                   int          height,
                   guint        n_players,
                   guint        champion,
                   RbDirection  direction)
{
  RbDirection directions[RB_ROUNDS];

  for (guint r = 0; r < RB_ROUNDS; r++)
    directions[r] = direction;
  test_rumble_start_with_directions (table, width, height, n_players, champion, directions);
}

const RbGame *
test_rumble_game (RumbleTable *table)
{
  g_assert_cmpint (mc_session_get_game_kind (table->session), ==, MC_GAME_RUMBLEBOTS);
  return mc_session_get_rumble_game (table->session);
}

GtkWidget *
test_rumble_control (RumbleTable     *table,
                     McRumbleControl  which)
{
  return mc_rumble_phase_panel_get_control (table->panel, which);
}

void
test_rumble_type (RumbleTable     *table,
                  McRumbleControl  which,
                  const char      *text)
{
  gtk_editable_set_text (GTK_EDITABLE (test_rumble_control (table, which)), text);
}

void
test_rumble_choose (RumbleTable     *table,
                    McRumbleControl  which,
                    guint            item)
{
  GtkWidget *control = test_rumble_control (table, which);

  /* The new Champion's factions are radio buttons of the picker's action. */
  if (which == MC_RUMBLE_CONTROL_FACTION)
    g_assert_true (gtk_widget_activate_action (control, "faction-picker.faction", "i", (int) item));
  else
    gtk_drop_down_set_selected (GTK_DROP_DOWN (control), item);
}

/* The item of a drop-down that reads @label, as the player sees it
 * ("Bio + Warfare"); fails the test when there is none. */
guint
test_rumble_item (RumbleTable     *table,
                  McRumbleControl  which,
                  const char      *label)
{
  GListModel *items = gtk_drop_down_get_model (GTK_DROP_DOWN (test_rumble_control (table, which)));

  for (guint i = 0; i < g_list_model_get_n_items (items); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (items), i), label))
      return i;
  g_error ("no item \"%s\" in the list of control %d", label, which);
  return GTK_INVALID_LIST_POSITION;
}

/* @n build turns ended, from the keyboard's End Build Turn (RB-B1). */
void
test_rumble_end_turns (RumbleTable *table,
                       guint        n)
{
  for (guint i = 0; i < n; i++)
    test_ui_click (test_rumble_control (table, MC_RUMBLE_CONTROL_END_TURN));
}

/* A card revealed: @bot named in "Which Bot" (RB_NO_BOT: not named),
 * its four numbers typed as printed ("" for one left empty). */
void
test_rumble_reveal (RumbleTable *table,
                    int          bot,
                    const char  *attack,
                    const char  *defense,
                    const char  *crits,
                    const char  *barriers)
{
  if (bot != RB_NO_BOT)
    g_assert_true (mc_rumble_phase_panel_choose_revealed (table->panel, bot));
  /* A first defender is asked no attack and no crits (RB-C2, RB-C3):
   * what is not asked is not typed. */
  if (gtk_widget_get_visible (test_rumble_control (table, MC_RUMBLE_CONTROL_REVEAL_ATTACK)))
    test_rumble_type (table, MC_RUMBLE_CONTROL_REVEAL_ATTACK, attack);
  test_rumble_type (table, MC_RUMBLE_CONTROL_REVEAL_DEFENSE, defense);
  if (gtk_widget_get_visible (test_rumble_control (table, MC_RUMBLE_CONTROL_REVEAL_CRITS)))
    test_rumble_type (table, MC_RUMBLE_CONTROL_REVEAL_CRITS, crits);
  test_rumble_type (table, MC_RUMBLE_CONTROL_REVEAL_BARRIERS, barriers);
}

/* The clash of round 1 as the abilities tests start it: Ana, Ben and
 * Cleo, Ana the Champion, every round clockwise (RB-R3, RB-C4); the three
 * build turns ended; Ana reveals Bulby as her first defender (RB-C2):
 * defense 2, barriers 1, Appliances. Ben challenges her (RB-C3). */
void
test_rumble_start_clash (RumbleTable *table,
                         int          width,
                         int          height)
{
  test_rumble_start (table, width, height, 3, 0, RB_DIRECTION_CLOCKWISE);
  test_rumble_end_turns (table, 3);
  g_assert_cmpint (test_rumble_game (table)->phase, ==, RB_PHASE_BATTLE);
  test_rumble_reveal (table, rb_game_find_bot (test_rumble_game (table), 0, RB_STARTER_BULBY), "0", "2", "0", "1");
  test_rumble_choose (table, MC_RUMBLE_CONTROL_REVEAL_FACTION, 1 + RB_FACTION_APPLIANCES);
  test_ui_click (test_rumble_control (table, MC_RUMBLE_CONTROL_REVEAL));
  g_assert_cmpint (test_rumble_game (table)->step, ==, RB_STEP_CLASH);
  g_assert_cmpint (test_rumble_game (table)->challenger, ==, 1);
}

/* The first window on screen of @type (a dialog a tap opened), or NULL. */
gpointer
test_ui_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type))
        return window;
    }
  return NULL;
}

void
test_assert_contains (const char *text,
                      const char *part)
{
  if (text == NULL || strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text, part);
}
