/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The table of the whole-game tests, and what is checked after every
 * tap: the rulebook's invariants, the model against the rules core, and
 * the widgets against both. */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <adwaita.h>

#include "app/mc-rumble-phase-panel.h"
#include "app/mc-rumble-setup.h"
#include "app/mc-rumble-table-page.h"
#include "app/mc-setup-page.h"
#include "app/mc-window.h"

#include "test-util.h"
#include "test-ui-util.h"
#include "test-ui-rumble-util.h"
#include "test-ui-rumble-game.h"

/* ---- The table, and what is checked after every tap ---------------- */

const RbGame *
core (Game *g)
{
  return test_rumble_game (&g->t);
}

GtkWidget *
ctl (Game           *g,
     McRumbleControl which)
{
  GtkWidget *widget = test_rumble_control (&g->t, which);

  g_assert_nonnull (widget);
  return widget;
}

int
number_of (GtkWidget *widget)
{
  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_get_visible (widget));
  return atoi (g_object_get_data (G_OBJECT (widget), "number"));
}

int
shown (Game *g,
       int   index,
       int   what)
{
  return number_of (mc_rumble_table_page_get_value (g->t.page, index, what));
}

int
lab_shown (Game   *g,
           int     tier,
           RbField field)
{
  return number_of (mc_rumble_lab_view_get_value (mc_rumble_table_page_get_lab_view (g->t.page), tier, field));
}

void
check_everything (Game *g)
{
  const RbGame *game = core (g);
  const Model *m = &g->m;
  g_autoptr(GError) error = NULL;
  int crystals = 0, champions = 0;
  const char *heading = mc_rumble_phase_panel_get_heading (g->t.panel);

  /* The rules core's own consistency, and the rulebook's invariants. */
  if (!rb_game_check_invariants (game, &error))
    g_error ("tap %u: %s", g->taps, error->message);
  for (guint i = 0; i < m->n; i++)
    {
      const RbPlayer *p = &game->players[i];

      g_assert_cmpint (p->scrap, >=, 0);
      g_assert_cmpint (p->storage, >=, 0);
      g_assert_cmpint (p->reactor, >=, 0);
      g_assert_cmpint (p->cryo, >=, 0);
      crystals += p->storage + p->reactor + p->cryo;
    }
  for (guint r = 0; r < RB_ROUNDS; r++)
    crystals += game->track[r];
  /* RB-S2, RB-S8: crystals only move between the track and the players;
   * the supply is never touched without a Bot ability. */
  g_assert_cmpint (crystals, ==, m->on_track_at_start);
  g_assert_cmpint (rb_game_get_supply (game), ==, m->supply);
  g_assert_cmpint (crystals + m->supply, ==, 30);
  /* RB-B5, RB-V4 to RB-V6 */
  g_assert_cmpint (game->builds, <=, m_showdown (m) ? 3 : 2);
  if (!m_showdown (m))
    {
      g_assert_cmpint (game->upgrades, <=, 1);
      g_assert_cmpint (game->energized, <=, 3);
    }
  /* Exactly one Champion (RB-R5). */
  g_assert_cmpint (game->champion, >=, 0);
  g_assert_cmpint (game->champion, <, (int) m->n);

  /* The core holds what the rulebook says. */
  g_assert_cmpuint (game->n_players, ==, m->n);
  g_assert_cmpint (game->over, ==, m->over);
  g_assert_cmpint (game->champion, ==, m->champion);
  if (!m->over)
    g_assert_cmpuint (rb_game_get_round (game), ==, m->round);
  for (guint r = 0; r < RB_ROUNDS; r++)
    g_assert_cmpint (game->track[r], ==, m->track[r]);
  for (guint i = 0; i < m->n; i++)
    {
      const RbPlayer *p = &game->players[i];
      const MPlayer *e = &m->p[i];

      if (p->scrap != e->scrap || p->storage != e->storage || p->reactor != e->reactor
          || p->cryo != e->cryo || p->tier != e->tier)
        g_error ("tap %u, %s: core scrap %d S%d R%d C%d tier %d, the rules say %d S%d R%d C%d tier %d",
                 g->taps, seat_names[i], p->scrap, p->storage, p->reactor, p->cryo, p->tier,
                 e->scrap, e->storage, e->reactor, e->cryo, e->tier);
      g_assert_cmpuint (rb_game_count_bots (game, i, FALSE), ==, (guint) e->bots);
      g_assert_cmpuint (rb_game_count_bots (game, i, TRUE), ==, (guint) (e->bots + e->contraptions));
      for (int t = 1; t <= RB_MAX_TIER; t++)
        g_assert_cmpint (p->hand[t], ==, e->hand[t]);
      if (m->battle)
        {
          g_assert_cmpint (p->deck, ==, e->deck);
          g_assert_cmpint (p->surrendered, ==, e->out);
        }
    }
  for (int t = 1; t <= RB_MAX_TIER; t++)
    {
      g_assert_cmpint (game->lab_deck[t], ==, m->lab_deck[t]);
      g_assert_cmpint (game->lab_row[t], ==, m->lab_row[t]);
      g_assert_cmpint (game->tier_reached[t], ==, m->reached[t]);
    }
  if (m->over)
    {
      g_assert_cmpint (game->winner, ==, m->winner);
      g_assert_cmpint (game->victory, ==, m->victory);
    }
  else if (!m->battle)
    {
      g_assert_cmpint (game->phase, ==, RB_PHASE_BUILD);
      g_assert_cmpint (game->turn, ==, m->turn);
      g_assert_cmpint (game->builds, ==, m->builds);
      g_assert_cmpint (game->upgrades, ==, m->upgrades);
      g_assert_cmpint (game->energized, ==, m->energized);
    }
  else
    {
      g_assert_cmpint (game->phase, ==, RB_PHASE_BATTLE);
      g_assert_cmpint (game->step, ==, m->step);
      if (m->step == RB_STEP_CLASH)
        {
          g_assert_cmpint (game->challenger, ==, m->challenger);
          g_assert_cmpint (rb_gang_get_attack (&game->attack), ==, m_attack (m, FALSE));
          g_assert_cmpint (rb_gang_get_crits (&game->attack), ==, m_attack (m, TRUE));
        }
      if (m->step != RB_STEP_NAME_FACTION)
        {
          g_assert_cmpint (rb_gang_get_defense (&game->defense), ==, m->defense);
          g_assert_cmpint (rb_gang_get_barriers (&game->defense), ==, m->barriers);
          g_assert_cmpint (rb_game_get_crits_needed (game), ==, 4 + m->barriers);   /* RB-C8 */
        }
    }

  /* What the table shows is the core's state. */
  for (guint i = 0; i < m->n; i++)
    {
      const RbPlayer *p = &game->players[i];
      McRumbleScoreboard *board = mc_rumble_table_page_get_scoreboard (g->t.page);
      const char *description = mc_rumble_scoreboard_get_status (board, i);
      GtkWidget *give = mc_rumble_scoreboard_get_give_champion (board, i);

      g_assert_cmpint (shown (g, (int) i, RB_FIELD_SCRAP), ==, p->scrap);
      g_assert_cmpint (shown (g, (int) i, RB_FIELD_STORAGE), ==, p->storage);
      g_assert_cmpint (shown (g, (int) i, RB_FIELD_REACTOR), ==, p->reactor);
      g_assert_cmpint (shown (g, (int) i, RB_FIELD_CRYO), ==, p->cryo);
      g_assert_cmpint (shown (g, (int) i, RB_FIELD_TIER), ==, p->tier);
      g_assert_cmpint (shown (g, (int) i, MC_RUMBLE_SHOWN_CRYSTALS), ==, rb_player_get_crystals (p));
      g_assert_cmpint (shown (g, (int) i, MC_RUMBLE_SHOWN_BOTS), ==, (int) rb_game_count_bots (game, i, TRUE));
      if (game->phase == RB_PHASE_BATTLE && !game->over)
        g_assert_cmpint (shown (g, (int) i, RB_FIELD_DECK), ==, p->deck);
      else
        g_assert_null (mc_rumble_table_page_get_value (g->t.page, (int) i, RB_FIELD_DECK));
      /* The token on one card only: it says so, and has no "Give" button. */
      if (give == NULL)
        {
          champions++;
          g_assert_cmpint ((int) i, ==, game->champion);
          /* "Ana, the Champion: 6 crystals", in the game's language. */
          g_assert_true (description != NULL && g_str_has_prefix (description, game->players[i].name));
        }
    }
  g_assert_cmpint (champions, ==, 1);
  for (guint r = 0; r < RB_ROUNDS; r++)
    g_assert_cmpint (shown (g, (int) r, RB_FIELD_TRACK), ==, game->track[r]);
  for (int t = 1; t <= RB_MAX_TIER; t++)
    {
      g_assert_cmpint (lab_shown (g, t, RB_FIELD_LAB_DECK), ==, game->lab_deck[t]);
      g_assert_cmpint (lab_shown (g, t, RB_FIELD_LAB_ROW), ==, game->lab_row[t]);
    }

  /* The panel speaks of whoever acts, and offers only that phase. */
  if (game->over)
    {
      test_assert_contains (heading, game->players[game->winner].name);
      g_assert_false (gtk_widget_is_visible (ctl (g, MC_RUMBLE_CONTROL_END_TURN)));
      g_assert_false (gtk_widget_is_visible (ctl (g, MC_RUMBLE_CONTROL_REVEAL)));
    }
  else if (game->phase == RB_PHASE_BUILD)
    {
      test_assert_contains (heading, game->players[game->turn].name);
      g_assert_true (gtk_widget_is_visible (ctl (g, MC_RUMBLE_CONTROL_END_TURN)));
      g_assert_true (gtk_widget_is_sensitive (ctl (g, MC_RUMBLE_CONTROL_END_TURN)));
      g_assert_false (gtk_widget_is_visible (ctl (g, MC_RUMBLE_CONTROL_REVEAL)));
      /* RB-V5, RB-V6: no count left to show in the Showdown, never "-1". */
      g_assert_null (strstr (gtk_button_get_label (GTK_BUTTON (ctl (g, MC_RUMBLE_CONTROL_UPGRADE))), "-1"));
      g_assert_null (strstr (gtk_button_get_label (GTK_BUTTON (ctl (g, MC_RUMBLE_CONTROL_ENERGIZE))), "-1"));
    }
  else
    {
      gboolean must_surrender;

      g_assert_false (gtk_widget_is_visible (ctl (g, MC_RUMBLE_CONTROL_END_TURN)));
      test_assert_contains (heading, game->players[game->champion].name);
      if (game->step == RB_STEP_CLASH)
        test_assert_contains (heading, game->players[game->challenger].name);
      /* RB-C16: nothing left to reveal, only Surrender is offered. */
      must_surrender = game->step == RB_STEP_CLASH && game->challenger >= 0
                       && game->players[game->challenger].deck <= 0 && !rb_game_is_beaten (game);
      g_assert_cmpint (gtk_widget_is_visible (ctl (g, MC_RUMBLE_CONTROL_REVEAL)), ==,
                       game->step != RB_STEP_NAME_FACTION && !must_surrender);
      if (must_surrender)
        g_assert_true (gtk_widget_is_visible (ctl (g, MC_RUMBLE_CONTROL_SURRENDER)));
      g_assert_cmpint (gtk_widget_is_visible (ctl (g, MC_RUMBLE_CONTROL_NAME_FACTION)), ==,
                       game->step == RB_STEP_NAME_FACTION);
    }
}

void
tap (Game           *g,
     McRumbleControl which)
{
  test_ui_click (ctl (g, which));
  g->taps++;
}

void
type (Game           *g,
      McRumbleControl which,
      const char     *text)
{
  gtk_editable_set_text (GTK_EDITABLE (ctl (g, which)), text);
}

void
choose (Game           *g,
        McRumbleControl which,
        guint           item)
{
  test_rumble_choose (&g->t, which, item);
}

/* As the players do it: tap the number, set it, Correct. */
void
tap_correct (Game   *g,
             int     index,
             RbField field,
             int     value)
{
  GtkWidget *button = mc_rumble_table_page_get_value (g->t.page, index, field);
  GtkWidget *box, *spin;

  gtk_menu_button_popup (GTK_MENU_BUTTON (button));   /* the tap on the number */
  box = gtk_popover_get_child (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  spin = gtk_widget_get_first_child (box);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  test_ui_click (gtk_widget_get_last_child (box));
  g->taps++;
}

void
render (Game       *g,
        const char *what)
{
  g_autofree char *png = g_strdup_printf ("%s-%s.png", g->prefix, what);

  test_ui_render_to_png (GTK_WIDGET (g->t.window), png);
}

