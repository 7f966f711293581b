/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Whole Rumblebots games through the widgets, from New Game to the
 * winner, as players tap them: every build turn builds, energizes,
 * upgrades, recycles and ends by a seeded plan; every battle has the
 * Champion reveal a first defender and the Challengers reveal typed
 * numbers until one beats the Champion (and names a faction) or their
 * deck is empty (then Surrender); rounds 1 to 5 and the Showdown.
 *
 * After every tap the test checks the rulebook's invariants (RB-S2: the
 * 30 crystals, the supply never touched; no negative scrap or crystals;
 * the per-phase limits RB-B5, RB-V4 to RB-V6; exactly one Champion),
 * that the rules core holds what a model of the rulebook kept in this
 * file expects (written from shared/rules/rumblebots/checklist.md, never
 * from the core), and that the table page, the Laboratory view and the
 * phase panel show the core's state. The 3-player game's crystals and
 * incomes are also worked out by hand below, from the rules alone.
 *
 * Games: 3 players in English, Spanish and Polish; 2 and 4 players; one
 * 3-player game ended by dominance in a Battle Phase; two of them killed
 * mid-game and resumed in a new window. PNGs of the build, the clash and
 * the end at 360×640 and 1280×800. */
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

enum { ANA, BEN, CLEO, DAN };

static const char *seat_names[] = { "Ana", "Ben", "Cleo", "Dan" };

/* RB-S2: the cards of each Laboratory tier (index 0 unused). */
static const int tier_cards[RB_MAX_TIER + 1] = { 0, 18, 24, 20, 16 };

/* ---- The rulebook, as this test keeps it --------------------------- */

typedef struct
{
  int      scrap, storage, reactor, cryo, tier;
  int      bots;            /* owned, not Contraptions (RB-C1) */
  int      contraptions;
  int      hand[RB_MAX_TIER + 1];
  int      deck;            /* battle deck left */
  gboolean out;             /* surrendered this battle */
} MPlayer;

typedef struct
{
  int attack, defense, crits, barriers;
  guint factions;
} MCard;

typedef struct
{
  guint       n;
  MPlayer     p[RB_MAX_PLAYERS];
  RbDirection dir[RB_ROUNDS];
  int         track[RB_ROUNDS];
  int         on_track_at_start;   /* RB-S7 */
  int         supply;              /* RB-S8: nothing here takes from it */
  guint       round;
  int         champion;
  gboolean    battle;
  int         turn, turns_done, builds, upgrades, energized;
  int         lab_deck[RB_MAX_TIER + 1], lab_row[RB_MAX_TIER + 1];
  gboolean    reached[RB_MAX_TIER + 1];
  GHashTable *recycle;             /* Bot name → recycle value typed */
  GHashTable *built_now;           /* names built this Build Phase (RB-B13) */

  RbBattleStep step;
  int         challenger, beaten, last_out;
  int         defense, barriers;
  MCard       attack[RB_MAX_BOTS];
  guint       n_attack;

  gboolean    over;
  int         winner;
  RbVictory   victory;

  /* What the plan did, to prove the Showdown's rules were used. */
  int         most_builds_showdown, most_upgrades_showdown, most_energized_showdown;
  gboolean    cryo_energized;
} Model;

static guint
m_next (const Model *m,
        guint        seat)
{
  RbDirection d = m->dir[m->round - 1];

  /* Seats are clockwise (RB-R3). */
  return d == RB_DIRECTION_COUNTER_CLOCKWISE ? (seat + m->n - 1) % m->n : (seat + 1) % m->n;
}

static int
m_crystals (const MPlayer *p)
{
  return p->storage + p->reactor + p->cryo;       /* RB-R6 */
}

static gboolean
m_showdown (const Model *m)
{
  return m->round == RB_SHOWDOWN;
}

/* RB-B3, RB-V3, RB-B4 (A-3: in the Showdown too). */
static int
m_income (const Model *m,
          guint        seat)
{
  int most = 0;
  int income = m_showdown (m) ? 6 : (int) m->round;

  for (guint i = 0; i < m->n; i++)
    most = MAX (most, m_crystals (&m->p[i]));
  if (m->round >= 2 && most - m_crystals (&m->p[seat]) >= 2)
    income++;
  return income;
}

static void
m_start_turn (Model *m,
              guint  seat)
{
  m->turn = (int) seat;
  m->builds = m->upgrades = m->energized = 0;
  m->p[seat].scrap += m_income (m, seat);
}

/* RB-V1: 6 ahead of everyone, before the Showdown. */
static gboolean
m_dominance (Model *m)
{
  if (m_showdown (m))
    return FALSE;
  for (guint i = 0; i < m->n; i++)
    {
      gboolean ahead = TRUE;

      for (guint j = 0; j < m->n; j++)
        if (j != i && m_crystals (&m->p[i]) - m_crystals (&m->p[j]) < 6)
          ahead = FALSE;
      if (ahead)
        {
          m->over = TRUE;
          m->winner = (int) i;
          m->victory = RB_VICTORY_DOMINANCE;
          return TRUE;
        }
    }
  return FALSE;
}

static void
m_init (Model             *m,
        guint              n,
        int                champion,
        const RbDirection *dir)
{
  memset (m, 0, sizeof *m);
  m->n = n;
  for (guint r = 0; r < RB_ROUNDS; r++)
    {
      m->dir[r] = dir[r];
      m->track[r] = r < RB_ROUNDS - 1 ? (n == 2 ? 2 : 3) : 0;   /* RB-S7 */
      m->on_track_at_start += m->track[r];
    }
  m->supply = 30 - m->on_track_at_start;                    /* RB-S2, RB-S8 */
  for (guint i = 0; i < n; i++)
    {
      m->p[i].tier = 1;                                     /* RB-S9, A-1 */
      m->p[i].bots = 3;                                     /* RB-S10 */
    }
  for (int t = 1; t <= RB_MAX_TIER; t++)                    /* RB-S4, RB-S5 */
    m->lab_deck[t] = tier_cards[t];
  m->lab_deck[1] -= 4;
  m->lab_row[1] = 4;
  m->reached[1] = TRUE;
  m->round = 1;
  m->champion = champion;
  m->challenger = m->beaten = m->last_out = RB_NOBODY;
  m->winner = RB_NOBODY;
  m->recycle = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  m->built_now = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  m_start_turn (m, (guint) champion);                       /* RB-R3, RB-S12 */
}

static void
m_clear (Model *m)
{
  g_clear_pointer (&m->recycle, g_hash_table_unref);
  g_clear_pointer (&m->built_now, g_hash_table_unref);
}

/* RB-C21 to RB-C23, then RB-V8, RB-V1 or the next round. */
static void
m_end_battle (Model *m)
{
  int *space = &m->track[m->round - 1];
  int won = MIN (2, *space);
  MPlayer *champion = &m->p[m->champion];

  *space -= won;
  champion->storage += won;
  if (m->n >= 3 && m->last_out != RB_NOBODY && *space > 0)
    {
      (*space)--;
      m->p[m->last_out].storage++;                          /* */
    }
  for (guint i = 0; i < m->n; i++)
    {
      m->p[i].cryo += m->p[i].reactor;
      m->p[i].reactor = 0;
      m->p[i].deck = 0;
      m->p[i].out = FALSE;
    }
  champion->storage += champion->cryo;
  champion->cryo = 0;
  m->battle = FALSE;
  m->challenger = m->beaten = m->last_out = RB_NOBODY;
  m->defense = m->barriers = 0;
  m->n_attack = 0;
  m->step = RB_STEP_FIRST_DEFENDER;
  if (m_showdown (m))
    {
      m->over = TRUE;
      m->winner = m->champion;
      m->victory = RB_VICTORY_SHOWDOWN;
      return;
    }
  if (m_dominance (m))
    return;
  m->round++;
  m->turns_done = 0;
  m_start_turn (m, (guint) m->champion);
}

/* RB-C4, RB-C14, RB-C18 */
static void
m_next_clash (Model *m)
{
  guint seat = (guint) m->champion;

  m->n_attack = 0;
  for (guint i = 1; i < m->n; i++)
    {
      seat = m_next (m, seat);
      if (!m->p[seat].out)
        {
          m->challenger = (int) seat;
          m->step = RB_STEP_CLASH;
          return;
        }
    }
  m_end_battle (m);
}

static int
m_attack (const Model *m,
          gboolean     crits)
{
  int sum = 0;

  for (guint i = 0; i < m->n_attack; i++)
    sum += crits ? m->attack[i].crits : m->attack[i].attack;
  return sum;
}

/* ---- The table, and what is checked after every tap ---------------- */

typedef struct
{
  RumbleTable t;
  Model       m;
  GRand      *rand;
  const char *prefix;      /* of the PNGs */
  guint       taps;
  gboolean    rendered_build, rendered_clash, rendered_showdown;
} Game;

static const RbGame *
core (Game *g)
{
  return test_rumble_game (&g->t);
}

static GtkWidget *
ctl (Game           *g,
     McRumbleControl which)
{
  GtkWidget *widget = test_rumble_control (&g->t, which);

  g_assert_nonnull (widget);
  return widget;
}

static int
number_of (GtkWidget *widget)
{
  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_get_visible (widget));
  return atoi (g_object_get_data (G_OBJECT (widget), "number"));
}

static int
shown (Game *g,
       int   index,
       int   what)
{
  return number_of (mc_rumble_table_page_get_value (g->t.page, index, what));
}

static int
lab_shown (Game   *g,
           int     tier,
           RbField field)
{
  return number_of (mc_rumble_lab_view_get_value (mc_rumble_table_page_get_lab_view (g->t.page), tier, field));
}

static void
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
          test_assert_contains (description, "Champion");
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
      g_assert_false (gtk_widget_is_visible (ctl (g, MC_RUMBLE_CONTROL_END_TURN)));
      test_assert_contains (heading, game->players[game->champion].name);
      if (game->step == RB_STEP_CLASH)
        test_assert_contains (heading, game->players[game->challenger].name);
      g_assert_cmpint (gtk_widget_is_visible (ctl (g, MC_RUMBLE_CONTROL_REVEAL)), ==,
                       game->step != RB_STEP_NAME_FACTION);
      g_assert_cmpint (gtk_widget_is_visible (ctl (g, MC_RUMBLE_CONTROL_NAME_FACTION)), ==,
                       game->step == RB_STEP_NAME_FACTION);
    }
}

static void
tap (Game           *g,
     McRumbleControl which)
{
  test_ui_click (ctl (g, which));
  g->taps++;
}

static void
type (Game           *g,
      McRumbleControl which,
      const char     *text)
{
  gtk_editable_set_text (GTK_EDITABLE (ctl (g, which)), text);
}

static void
choose (Game           *g,
        McRumbleControl which,
        guint           item)
{
  test_rumble_choose (&g->t, which, item);
}

/* As the players do it: tap the number, set it, Correct. */
static void
tap_correct (Game   *g,
             int     index,
             RbField field,
             int     value)
{
  GtkWidget *button = mc_rumble_table_page_get_value (g->t.page, index, field);
  GtkWidget *box = gtk_popover_get_child (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  GtkWidget *spin = gtk_widget_get_first_child (box);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  test_ui_click (gtk_widget_get_last_child (box));
  g->taps++;
}

static void
render (Game       *g,
        const char *what)
{
  g_autofree char *png = g_strdup_printf ("%s-%s.png", g->prefix, what);

  test_ui_render_to_png (GTK_WIDGET (g->t.window), png);
}

/* ---- Build turns ----------------------------------------------------- */

/* Tier t's Bots cost t and recycle for t here: the players' own cards
 * (no card value is public, card-facts.md), typed as printed. */
static void
build (Game    *g,
       int      tier,
       gboolean contraption,
       gboolean from_hand)
{
  Model *m = &g->m;
  MPlayer *p = &m->p[m->turn];
  g_autofree char *name = g_strdup_printf ("%s-r%u-b%d", seat_names[m->turn], m->round, m->builds + 1);
  g_autofree char *number = g_strdup_printf ("%d", tier);
  GtkDropDown *factions = GTK_DROP_DOWN (ctl (g, MC_RUMBLE_CONTROL_CARD_FACTION));

  type (g, MC_RUMBLE_CONTROL_CARD_NAME, name);
  type (g, MC_RUMBLE_CONTROL_CARD_TIER, number);
  type (g, MC_RUMBLE_CONTROL_CARD_COST, number);
  type (g, MC_RUMBLE_CONTROL_CARD_RECYCLE, number);
  /* After "Not entered": the six factions, then Contraption, last. */
  if (contraption)
    gtk_drop_down_set_selected (factions, g_list_model_get_n_items (gtk_drop_down_get_model (factions)) - 1);
  else
    gtk_drop_down_set_selected (factions, 1 + g_rand_int_range (g->rand, 0, RB_N_FACTIONS));
  if (from_hand)
    choose (g, MC_RUMBLE_CONTROL_BUILD_FROM, 1);
  tap (g, MC_RUMBLE_CONTROL_BUILD);

  /* RB-B8, RB-B9, RB-B10, RB-B21 */
  p->scrap -= tier;
  m->builds++;
  if (contraption)
    p->contraptions++;
  else
    p->bots++;
  if (from_hand)
    p->hand[tier]--;                                        /* */
  else
    {
      m->lab_row[tier]--;
      if (m->lab_deck[tier] > 0)
        {
          m->lab_deck[tier]--;
          m->lab_row[tier]++;
        }
    }
  g_hash_table_insert (m->recycle, g_strdup (name), GINT_TO_POINTER (tier));
  g_hash_table_add (m->built_now, g_strdup (name));
  check_everything (g);
}

/* RB-B16, RB-B17 */
static void
upgrade (Game *g)
{
  Model *m = &g->m;
  MPlayer *p = &m->p[m->turn];

  tap (g, MC_RUMBLE_CONTROL_UPGRADE);
  p->scrap -= 3;
  p->tier++;
  m->upgrades++;
  if (!m->reached[p->tier])
    {
      int cards = MIN (4, m->lab_deck[p->tier]);

      m->reached[p->tier] = TRUE;
      m->lab_deck[p->tier] -= cards;
      m->lab_row[p->tier] += cards;
    }
  check_everything (g);
}

/* RB-B18, RB-B20, RB-V6, RB-V7: for scrap (scan 0) or a Scan. */
static void
energize (Game    *g,
          gboolean from_cryo,
          int      scan)
{
  Model *m = &g->m;
  MPlayer *p = &m->p[m->turn];

  if (m_showdown (m))
    gtk_check_button_set_active (GTK_CHECK_BUTTON (ctl (g, MC_RUMBLE_CONTROL_ENERGIZE_CRYO)), from_cryo);
  else
    g_assert_false (gtk_widget_is_visible (ctl (g, MC_RUMBLE_CONTROL_ENERGIZE_CRYO)));
  choose (g, MC_RUMBLE_CONTROL_ENERGIZE_FOR, (guint) scan);
  tap (g, MC_RUMBLE_CONTROL_ENERGIZE);
  if (from_cryo)
    {
      p->cryo--;
      m->cryo_energized = TRUE;
    }
  else
    p->storage--;
  p->reactor++;
  m->energized++;
  if (scan > 0)
    {
      int drawn = MIN (2, m->lab_deck[scan]);

      m->lab_deck[scan] -= drawn;
      p->hand[scan] += drawn;
    }
  else
    p->scrap += m_showdown (m) && !from_cryo ? 2 : 1;
  choose (g, MC_RUMBLE_CONTROL_ENERGIZE_FOR, 0);
  check_everything (g);
}

/* RB-B12 to RB-B14: an old Bot, its value from the card-facts (Bulby and
 * Wrench Toast recycle for 1, E-1) or typed (Mechchicken's is not public:
 * this table's card says 2). */
static gboolean
recycle_one (Game *g)
{
  Model *m = &g->m;
  MPlayer *p = &m->p[m->turn];
  const RbGame *game = core (g);
  int chosen = RB_NO_BOT, value = 0;

  if (p->bots < 3)
    return FALSE;
  for (int i = 0; i < RB_MAX_BOTS && chosen == RB_NO_BOT; i++)
    {
      const RbBot *bot = &game->bots[i];

      if (bot->place != RB_BOT_OWNED || bot->owner != m->turn || bot->contraption
          || g_hash_table_contains (m->built_now, bot->name))
        continue;
      chosen = i;
      switch (bot->starter)
        {
        case RB_STARTER_BULBY:
        case RB_STARTER_WRENCH_TOAST:
          value = 1;
          break;
        case RB_STARTER_MECHCHICKEN:
          value = 2;
          break;
        default:
          value = GPOINTER_TO_INT (g_hash_table_lookup (m->recycle, bot->name));
          g_assert_cmpint (value, >, 0);
          break;
        }
    }
  if (chosen == RB_NO_BOT)
    return FALSE;
  g_assert_true (mc_rumble_phase_panel_choose_bot (g->t.panel, chosen));
  if (game->bots[chosen].starter == RB_STARTER_MECHCHICKEN)
    type (g, MC_RUMBLE_CONTROL_RECYCLE_VALUE, "2");
  tap (g, MC_RUMBLE_CONTROL_RECYCLE);
  p->scrap += value;
  p->bots--;
  check_everything (g);
  return TRUE;
}

static void
end_turn (Game *g)
{
  Model *m = &g->m;
  MPlayer *p = &m->p[m->turn];

  tap (g, MC_RUMBLE_CONTROL_END_TURN);
  for (int t = 1; t <= RB_MAX_TIER; t++)                    /* RB-B22 */
    {
      m->lab_deck[t] += p->hand[t];
      p->hand[t] = 0;
    }
  p->scrap = 0;                                             /* RB-B24 */
  g_hash_table_remove_all (m->built_now);                   /* RB-B23 */
  if (++m->turns_done < (int) m->n)
    m_start_turn (m, m_next (m, (guint) m->turn));          /* RB-B1, RB-R3 */
  else if (!m_dominance (m))
    {
      m->battle = TRUE;                                     /* RB-C1, RB-C2 */
      m->step = RB_STEP_FIRST_DEFENDER;
      for (guint i = 0; i < m->n; i++)
        {
          m->p[i].deck = m->p[i].bots;
          m->p[i].out = FALSE;
        }
    }
  check_everything (g);
}

/* The highest tier a player can build now from the Laboratory, or 0. */
static int
tier_to_build (Game    *g,
               gboolean cheapest)
{
  Model *m = &g->m;
  MPlayer *p = &m->p[m->turn];

  if (cheapest)
    {
      for (int t = 1; t <= p->tier; t++)
        if (m->lab_row[t] > 0 && t <= p->scrap)
          return t;
      return 0;
    }
  for (int t = p->tier; t >= 1; t--)
    if (m->lab_row[t] > 0 && t <= p->scrap)
      return t;
  return 0;
}

/* One build turn by the plan. Crystals: every Storage crystal is
 * energized, 3 at most before the Showdown; in the Showdown all of them
 * and then every Cryo-cell crystal (so the hand-worked tables below
 * follow from the rules alone). The rest is seeded. */
static void
build_turn (Game    *g,
            gboolean with_contraption)
{
  Model *m = &g->m;
  MPlayer *p = &m->p[m->turn];
  gboolean showdown = m_showdown (m);
  int limit = showdown ? 3 : 2;
  int t;

  /* Old Bots recycled, so that decks stay short and the battles too. */
  if (m->round >= 2)
    while (recycle_one (g) && p->bots > 3)
      ;

  /* RB-B18 (E-3 in round 3: the first crystal Scans the tier-1 deck). */
  while (p->storage > 0 && (showdown || m->energized < 3))
    energize (g, FALSE, m->round == 3 && m->energized == 0 && m->lab_deck[1] > 0 ? 1 : 0);
  if (showdown)
    while (p->cryo > 0)
      energize (g, TRUE, 0);                                /* RB-V7 */
  if (!showdown && p->storage > 0)
    {
      /* RB-B18: a 4th crystal is refused, with the rules' reason. */
      g_assert_false (gtk_widget_is_sensitive (ctl (g, MC_RUMBLE_CONTROL_ENERGIZE)));
      g_assert_nonnull (gtk_widget_get_tooltip_text (ctl (g, MC_RUMBLE_CONTROL_ENERGIZE)));
    }

  /* RB-B21: a scanned card built from the hand, then the rest back. */
  for (int h = 1; h <= p->tier; h++)
    if (p->hand[h] > 0 && p->scrap >= h && m->builds < limit)
      {
        build (g, h, FALSE, TRUE);
        break;
      }

  if (!showdown && p->tier < 4 && p->scrap >= 3 && g_rand_int_range (g->rand, 0, 3) == 0)
    {
      upgrade (g);
      if (p->tier < 4 && p->scrap >= 3)
        g_assert_false (gtk_widget_is_sensitive (ctl (g, MC_RUMBLE_CONTROL_UPGRADE)));   /* RB-B16 */
    }
  if (with_contraption && p->scrap >= 1 && m->lab_row[1] > 0)
    build (g, 1, TRUE, FALSE);
  if (!showdown && g_rand_boolean (g->rand))
    limit = 1;
  while (m->builds < limit && (t = tier_to_build (g, showdown)) > 0)
    build (g, t, FALSE, FALSE);
  if (m->builds == (showdown ? 3 : 2) && m->lab_row[1] > 0)
    {
      /* RB-B5, RB-V4: one more is refused, even for free. */
      type (g, MC_RUMBLE_CONTROL_CARD_NAME, "One too many");
      type (g, MC_RUMBLE_CONTROL_CARD_TIER, "1");
      type (g, MC_RUMBLE_CONTROL_CARD_COST, "0");
      choose (g, MC_RUMBLE_CONTROL_CARD_FACTION, 1);
      g_assert_false (gtk_widget_is_sensitive (ctl (g, MC_RUMBLE_CONTROL_BUILD)));
    }
  /* RB-V5: the Showdown's upgrades, as many as the scrap pays. */
  while (showdown && p->tier < 4 && p->scrap >= 3)
    upgrade (g);
  if (showdown)
    {
      m->most_builds_showdown = MAX (m->most_builds_showdown, m->builds);
      m->most_upgrades_showdown = MAX (m->most_upgrades_showdown, m->upgrades);
      m->most_energized_showdown = MAX (m->most_energized_showdown, m->energized);
    }
  if (!g->rendered_build && m->builds > 0)
    {
      render (g, "build");
      g->rendered_build = TRUE;
    }
  if (showdown && !g->rendered_showdown)
    {
      render (g, "showdown");
      g->rendered_showdown = TRUE;
    }
  end_turn (g);
}

/* ---- Battles ----------------------------------------------------------- */

static void
reveal (Game *g,
        int   attack,
        int   defense,
        int   crits,
        int   barriers,
        int   faction)
{
  Model *m = &g->m;
  g_autofree char *a = g_strdup_printf ("%d", attack);
  g_autofree char *d = g_strdup_printf ("%d", defense);
  g_autofree char *c = g_strdup_printf ("%d", crits);
  g_autofree char *b = g_strdup_printf ("%d", barriers);

  type (g, MC_RUMBLE_CONTROL_REVEAL_ATTACK, a);
  type (g, MC_RUMBLE_CONTROL_REVEAL_DEFENSE, d);
  type (g, MC_RUMBLE_CONTROL_REVEAL_CRITS, c);
  type (g, MC_RUMBLE_CONTROL_REVEAL_BARRIERS, b);
  choose (g, MC_RUMBLE_CONTROL_REVEAL_FACTION, 1 + (guint) faction);
  tap (g, MC_RUMBLE_CONTROL_REVEAL);

  if (m->step == RB_STEP_FIRST_DEFENDER)                   /* RB-C2 */
    {
      m->p[m->champion].deck--;
      m->defense = defense;
      m->barriers = barriers;
      m_next_clash (m);                                     /* RB-C4 */
    }
  else
    {
      MCard *card = &m->attack[m->n_attack++];              /* RB-C5, RB-C6 */

      m->p[m->challenger].deck--;
      card->attack = attack;
      card->defense = defense;
      card->crits = crits;
      card->barriers = barriers;
      card->factions = RB_FACTION_BIT (faction);
      if (m_attack (m, FALSE) > m->defense || m_attack (m, TRUE) >= 4 + m->barriers)   /* RB-C7, RB-C8 */
        {
          m->beaten = m->champion;                          /* RB-C10, RB-C11 */
          m->champion = m->challenger;
          m->challenger = RB_NOBODY;
          m->step = RB_STEP_NAME_FACTION;
        }
    }
  check_everything (g);
}

static void
surrender (Game *g)
{
  Model *m = &g->m;

  g_assert_cmpint (m->p[m->challenger].deck, ==, 0);
  tap (g, MC_RUMBLE_CONTROL_SURRENDER);
  m->p[m->challenger].out = TRUE;                           /* RB-C16 */
  m->last_out = m->challenger;
  m_next_clash (m);
  check_everything (g);
}

/* RB-C12, RB-C13, RB-C15, RB-C17 */
static void
name_faction (Game *g,
              int   faction)
{
  Model *m = &g->m;

  choose (g, MC_RUMBLE_CONTROL_FACTION, (guint) faction);
  tap (g, MC_RUMBLE_CONTROL_NAME_FACTION);
  m->defense = m->barriers = 0;
  for (guint i = 0; i < m->n_attack; i++)
    if (m->attack[i].factions & RB_FACTION_BIT (faction))
      {
        m->defense += m->attack[i].defense;
        m->barriers += m->attack[i].barriers;
      }
  if (m->p[m->beaten].deck == 0)
    {
      m->p[m->beaten].out = TRUE;
      m->last_out = m->beaten;
    }
  m->beaten = RB_NOBODY;
  m_next_clash (m);
  check_everything (g);
}

typedef enum
{
  WIN_BY_ATTACK,      /* RB-C7 */
  WIN_BY_CRITS,       /* RB-C8, E-4 */
  WIN_AFTER_EQUAL,    /* RB-C7: equal is not enough, E-6 */
} WinBy;

/* One Battle Phase: @winner ends it as Champion. The first defender has
 * defense 1 + round % 3 and round % 2 barriers; a Challenger who is not
 * to win reveals cards that never beat the gang (the first one exactly
 * equal to the defense: RB-C7 keeps them revealing) until the deck is
 * empty, then surrenders (RB-C16). */
static void
battle (Game *g,
        int   winner,
        WinBy how)
{
  Model *m = &g->m;
  guint round = m->round;
  int clashes = 0;

  g_assert_true (m->battle);
  if (m->step == RB_STEP_FIRST_DEFENDER)
    reveal (g, 0, 1 + (int) round % 3, 0, (int) round % 2, RB_FACTION_STEAM);
  while (m->battle && !m->over)
    {
      g_assert_cmpint (++clashes, <, 400);
      if (m->step == RB_STEP_NAME_FACTION)
        {
          g_assert_false (gtk_widget_is_visible (ctl (g, MC_RUMBLE_CONTROL_SURRENDER)));
          name_faction (g, RB_FACTION_WARFARE);
        }
      else if (m->challenger == winner)
        {
          int attack = m_attack (m, FALSE);

          if (how == WIN_BY_CRITS)
            reveal (g, 0, 2, 4 + m->barriers, 1, RB_FACTION_WARFARE);
          else if (how == WIN_AFTER_EQUAL && attack < m->defense && m->p[winner].deck >= 2)
            {
              /* A Bio Bot: discarded when the new Champion names Warfare. */
              reveal (g, m->defense - attack, 5, 0, 0, RB_FACTION_BIO);
              g_assert_false (rb_game_is_beaten (core (g)));
              g_assert_false (gtk_widget_is_sensitive (ctl (g, MC_RUMBLE_CONTROL_SURRENDER)));   /* RB-C9 */
              if (!g->rendered_clash)
                {
                  render (g, "clash");
                  g->rendered_clash = TRUE;
                }
            }
          else
            reveal (g, m->defense - attack + 1, 2, 0, 0, RB_FACTION_WARFARE);
        }
      else if (m->p[m->challenger].deck > 0)
        {
          int attack = m_attack (m, FALSE);

          reveal (g, m->n_attack == 0 ? MAX (0, m->defense - attack) : 0, 1, 0, 0, RB_FACTION_MECH);
        }
      else
        surrender (g);
    }
}

/* ---- Games ----------------------------------------------------------- */

static void
start (Game              *g,
       int                width,
       int                height,
       guint              n,
       int                champion,
       const RbDirection *dir,
       guint32            seed,
       const char        *prefix)
{
  memset (g, 0, sizeof *g);
  g->prefix = prefix;
  g->rand = g_rand_new_with_seed (seed);
  test_rumble_start_with_directions (&g->t, width, height, n, (guint) champion, dir);
  m_init (&g->m, n, champion, dir);
  check_everything (g);
}

/* Mid-game the window goes (the app killed); a new one resumes the game
 * from its journal, byte for byte. */
static void
kill_and_resume (Game *g,
                 int   width,
                 int   height)
{
  g_autofree RbGame *before = g_memdup2 (core (g), sizeof (RbGame));

  gtk_window_destroy (GTK_WINDOW (g->t.window));
  g->t.window = test_ui_new_window (width, height);
  g_assert_cmpstr (mc_window_get_visible_page (g->t.window), ==, "welcome");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (g->t.window), "win.resume", NULL));
  g_assert_cmpstr (mc_window_get_visible_page (g->t.window), ==, "rumble");
  test_rumble_attach (&g->t, g->t.window);
  g_assert_cmpmem (core (g), sizeof (RbGame), before, sizeof (RbGame));
  check_everything (g);
}

static void
finish (Game *g)
{
  g_assert_true (g->m.over);
  render (g, "final");
  g_test_message ("%s: %u taps", g->prefix, g->taps);
  gtk_window_destroy (GTK_WINDOW (g->t.window));
  g_rand_free (g->rand);
  m_clear (&g->m);
}

static void
assert_crystals (Game      *g,
                 const int  expected[][3])
{
  for (guint i = 0; i < g->m.n; i++)
    {
      const RbPlayer *p = &core (g)->players[i];

      if (p->storage != expected[i][0] || p->reactor != expected[i][1] || p->cryo != expected[i][2])
        g_error ("round %u, %s: Storage %d, Reactor %d, Cryo-cell %d; worked out by hand: %d, %d, %d",
                 g->m.round, seat_names[i], p->storage, p->reactor, p->cryo,
                 expected[i][0], expected[i][1], expected[i][2]);
    }
}

/* The 3-player game, worked out by hand from the rules.
 *
 * Ana (seat 0) holds the token (RB-S12). Arrows: round 1 ↺, 2 ↻, 3 ↻,
 * 4 ↺, 5 ↻, Showdown ↺. Seats go clockwise Ana → Ben → Cleo, so ↺ goes
 * Ana → Cleo → Ben. Track: 3 crystals on spaces 1-5 (RB-S7), supply 15
 * (RB-S8). Every Storage crystal is energized (3 a turn at most; all, and
 * the Cryo-cell too, in the Showdown): it goes to the Reactor, then to
 * the Cryo-cell after the battle (RB-C23), back to Storage only for the
 * Champion.
 *
 * Battle orders (RB-C4, RB-C14: the next player after the Champion who
 * has not surrendered; RB-C15: a beaten Champion with cards challenges
 * again), the winner beating the Champion at the first chance, the others
 * surrendering with empty decks:
 *
 * | R | Champion | order ↻/↺          | winner | last to surrender | +2 | +1 (RB-C22) |
 * | 1 | Ana      | ↺ Cleo beats Ana; Ben out; Ana out   | Cleo | Ana  | Cleo | Ana  |
 * | 2 | Cleo     | ↻ Ana out; Ben beats Cleo; Cleo out  | Ben  | Cleo | Ben  | Cleo |
 * | 3 | Ben      | ↻ Cleo out; Ana beats Ben; Ben out   | Ana  | Ben  | Ana  | Ben  |
 * | 4 | Ana      | ↺ Cleo beats Ana; Ben out; Ana out   | Cleo | Ana  | Cleo | Ana  |
 * | 5 | Cleo     | ↻ Ana out; Ben beats Cleo; Cleo out  | Ben  | Cleo | Ben  | Cleo |
 * | 6 | Ben      | ↺ Ana beats Ben; Cleo out; Ben out   | Ana  | Ben  | —    | —    |
 * (round 6's space is empty: no crystals, RB-C21, RB-C22)
 *
 * Crystals (Storage, Reactor, Cryo-cell) after each battle:
 *
 * | after | Ana     | Ben     | Cleo    | how |
 * | R1    | 1,0,0   | 0,0,0   | 2,0,0   | nothing energized yet |
 * | R2    | 0,0,1   | 2,0,0   | 1,0,2   | Cleo energized 2, Ana 1 → Cryo; Cleo +1 |
 * | R3    | 3,0,0   | 1,0,2   | 0,0,3   | Ben 2, Cleo 1 energized; Ana Champion thaws 1 |
 * | R4    | 1,0,3   | 0,0,3   | 5,0,0   | Ana 3, Ben 1 energized; Cleo thaws 3 |
 * | R5    | 0,0,4   | 5,0,0   | 3,0,3   | Cleo 3 (of 5), Ana 1; Ben thaws 3 |
 * | R6    | 4,0,0   | 0,0,5   | 0,0,6   | all energized; Ana thaws her 4 |
 * Totals 1/0/2, 1/2/3, 3/3/3, 4/3/5, 4/5/6, 4/5/6: never 6 ahead
 * (RB-V1). Ana wins as the Showdown's Champion (RB-V8) with the fewest
 * crystals: the rulebook has no tie-break and no crystal count at the end.
 *
 * Scrap at the start of each build turn (RB-B3, RB-V3 income; RB-B4 +1
 * when 2 or more below the most crystals, from round 2, A-3 in round 6):
 *
 * | R | most | Ana     | Ben     | Cleo    |
 * | 1 | 0    | 1       | 1       | 1       |
 * | 2 | 2    | 2 (1)   | 3 (0)   | 2 (2)   |
 * | 3 | 3    | 4 (1)   | 3 (2)   | 3 (3)   |
 * | 4 | 3    | 4       | 4       | 4       |
 * | 5 | 5    | 5 (4)   | 6 (3)   | 5 (5)   |
 * | 6 | 6    | 7 (4)   | 6 (5)   | 6 (6)   |
 */
static const int three_crystals[RB_ROUNDS][3][3] = {
  { { 1, 0, 0 }, { 0, 0, 0 }, { 2, 0, 0 } },
  { { 0, 0, 1 }, { 2, 0, 0 }, { 1, 0, 2 } },
  { { 3, 0, 0 }, { 1, 0, 2 }, { 0, 0, 3 } },
  { { 1, 0, 3 }, { 0, 0, 3 }, { 5, 0, 0 } },
  { { 0, 0, 4 }, { 5, 0, 0 }, { 3, 0, 3 } },
  { { 4, 0, 0 }, { 0, 0, 5 }, { 0, 0, 6 } },
};
static const int three_income[RB_ROUNDS][3] = {
  { 1, 1, 1 }, { 2, 3, 2 }, { 4, 3, 3 }, { 4, 4, 4 }, { 5, 6, 5 }, { 7, 6, 6 },
};
static const int three_winner[RB_ROUNDS] = { CLEO, BEN, ANA, CLEO, BEN, ANA };
static const WinBy three_how[RB_ROUNDS] = {
  WIN_AFTER_EQUAL, WIN_BY_ATTACK, WIN_BY_CRITS, WIN_AFTER_EQUAL, WIN_BY_CRITS, WIN_BY_ATTACK,
};
static const RbDirection three_dir[RB_ROUNDS] = {
  RB_DIRECTION_COUNTER_CLOCKWISE, RB_DIRECTION_CLOCKWISE, RB_DIRECTION_CLOCKWISE,
  RB_DIRECTION_COUNTER_CLOCKWISE, RB_DIRECTION_CLOCKWISE, RB_DIRECTION_COUNTER_CLOCKWISE,
};

typedef struct
{
  const char *language;
  int         width, height;
  const char *prefix;
  gboolean    kill;
} ThreeRun;

static void
test_three_players (gconstpointer data)
{
  const ThreeRun *run = data;
  Game g;

  test_set_language (run->language);
  start (&g, run->width, run->height, 3, ANA, three_dir, 3, run->prefix);
  for (guint r = 1; r <= RB_SHOWDOWN; r++)
    {
      g_assert_cmpuint (g.m.round, ==, r);
      for (guint t = 0; t < 3; t++)
        {
          int seat = core (&g)->turn;

          /* RB-B3, RB-B4, RB-V3 as worked out above. */
          g_assert_cmpint (core (&g)->players[seat].scrap, ==, three_income[r - 1][seat]);
          /* RB-K10, RB-C1: Ben's Contraption never joins his deck. */
          build_turn (&g, r == 2 && seat == BEN);
        }
      if (run->kill && r == 4)
        {
          /* Killed with Ana's first defender in and Cleo to challenge. */
          reveal (&g, 0, 1 + 4 % 3, 0, 4 % 2, RB_FACTION_STEAM);
          g_assert_cmpint (core (&g)->challenger, ==, CLEO);
          kill_and_resume (&g, run->width, run->height);
        }
      battle (&g, three_winner[r - 1], three_how[r - 1]);
      assert_crystals (&g, three_crystals[r - 1]);
      if (r < RB_SHOWDOWN)
        g_assert_false (g.m.over);
    }
  /* RB-V8 */
  g_assert_cmpint (core (&g)->winner, ==, ANA);
  g_assert_cmpint (core (&g)->victory, ==, RB_VICTORY_SHOWDOWN);
  /* The Showdown's own rules were used: 3 builds (RB-V4), more than one
   * upgrade (RB-V5), more than 3 crystals (RB-V6) and the Cryo-cell (RB-V7). */
  g_assert_cmpint (g.m.most_builds_showdown, ==, 3);
  g_assert_cmpint (g.m.most_upgrades_showdown, >=, 2);
  g_assert_cmpint (g.m.most_energized_showdown, >, 3);
  g_assert_true (g.m.cryo_energized);
  finish (&g);
  test_set_language ("C");
}

/* 2 and 4 players by the model alone (the same rules, other numbers:
 * 2 crystals a space and no runner-up with 2 players, RB-S7, RB-C22). */
static void
play_game (guint              n,
           int                width,
           int                height,
           const RbDirection *dir,
           const int         *winners,
           const WinBy       *how,
           gboolean           kill,
           const char        *prefix)
{
  Game g;

  start (&g, width, height, n, (int) n - 1, dir, 2 * n + 1, prefix);
  for (guint r = 1; r <= RB_SHOWDOWN; r++)
    {
      for (guint t = 0; t < n; t++)
        {
          if (r == 3 && t == 0)
            {
              /* A card's Build-Phase ability gave 1 scrap (RB-K2, RB-K12):
               * only the players see it, so they correct the table by
               * tapping the number, setting it and tapping Correct. */
              tap_correct (&g, g.m.turn, RB_FIELD_SCRAP, g.m.p[g.m.turn].scrap + 1);
              g.m.p[g.m.turn].scrap++;
              check_everything (&g);
            }
          build_turn (&g, FALSE);
          if (kill && r == 2 && t == 1)
            kill_and_resume (&g, width, height);
        }
      battle (&g, winners[r - 1], how[r - 1]);
      if (r < RB_SHOWDOWN)
        g_assert_false (g.m.over);
    }
  g_assert_cmpint (core (&g)->winner, ==, winners[RB_SHOWDOWN - 1]);
  g_assert_cmpint (g.m.most_builds_showdown, ==, 3);
  finish (&g);
}

static void
test_two_players (void)
{
  static const RbDirection dir[RB_ROUNDS] = {
    RB_DIRECTION_CLOCKWISE, RB_DIRECTION_CLOCKWISE, RB_DIRECTION_CLOCKWISE,
    RB_DIRECTION_CLOCKWISE, RB_DIRECTION_CLOCKWISE, RB_DIRECTION_CLOCKWISE,
  };
  /* Crystals: 2 a battle to the Champion only: Ben 2/Ana 2/Ben 4/... never
   * 6 ahead. */
  static const int winners[RB_ROUNDS] = { BEN, ANA, BEN, ANA, BEN, ANA };
  static const WinBy how[RB_ROUNDS] = { WIN_BY_ATTACK, WIN_BY_CRITS, WIN_AFTER_EQUAL, WIN_BY_ATTACK,
                                        WIN_BY_CRITS, WIN_AFTER_EQUAL };

  play_game (2, 1280, 800, dir, winners, how, FALSE, "rumble-game-2p-1280x800");
}

static void
test_four_players (void)
{
  static const RbDirection dir[RB_ROUNDS] = {
    RB_DIRECTION_CLOCKWISE, RB_DIRECTION_COUNTER_CLOCKWISE, RB_DIRECTION_CLOCKWISE,
    RB_DIRECTION_COUNTER_CLOCKWISE, RB_DIRECTION_CLOCKWISE, RB_DIRECTION_COUNTER_CLOCKWISE,
  };
  static const int winners[RB_ROUNDS] = { ANA, BEN, CLEO, DAN, ANA, CLEO };
  static const WinBy how[RB_ROUNDS] = { WIN_BY_CRITS, WIN_AFTER_EQUAL, WIN_BY_ATTACK, WIN_BY_CRITS,
                                        WIN_AFTER_EQUAL, WIN_BY_ATTACK };

  play_game (4, 360, 640, dir, winners, how, TRUE, "rumble-game-4p-360x640");
}

/* RB-V1 at the end of a Battle Phase (E-7's rule). 3 players, Ana wins
 * every battle as Champion, arrows ↻ ↺ ↻ ↺ so the last to surrender
 * is Cleo, Ben, Cleo, Ben (RB-C22):
 *
 * | after | Ana | Ben | Cleo | Ana ahead of both by |
 * | R1    | 2   | 0   | 1    | 1 |
 * | R2    | 4   | 1   | 1    | 3 |
 * | R3    | 6   | 1   | 2    | 4 |
 * | R4    | 8   | 2   | 2    | 6: Ana dominates, the game ends |
 * Before each battle (the Build Phase's check, A-12) the totals are those
 * of the battle before: never 6 ahead. */
static void
test_dominance_in_battle (void)
{
  static const RbDirection dir[RB_ROUNDS] = {
    RB_DIRECTION_CLOCKWISE, RB_DIRECTION_COUNTER_CLOCKWISE, RB_DIRECTION_CLOCKWISE,
    RB_DIRECTION_COUNTER_CLOCKWISE, RB_DIRECTION_CLOCKWISE, RB_DIRECTION_CLOCKWISE,
  };
  static const int totals[4][3] = { { 2, 0, 1 }, { 4, 1, 1 }, { 6, 1, 2 }, { 8, 2, 2 } };
  Game g;

  start (&g, 1280, 800, 3, ANA, dir, 11, "rumble-game-dominance-1280x800");
  for (guint r = 1; r <= 4; r++)
    {
      for (guint t = 0; t < 3; t++)
        build_turn (&g, FALSE);
      g_assert_false (g.m.over);
      battle (&g, ANA, WIN_BY_ATTACK);
      for (guint i = 0; i < 3; i++)
        g_assert_cmpint (rb_game_get_crystals (core (&g), i), ==, totals[r - 1][i]);
    }
  g_assert_true (core (&g)->over);
  g_assert_cmpint (core (&g)->victory, ==, RB_VICTORY_DOMINANCE);
  g_assert_cmpint (core (&g)->winner, ==, ANA);
  g_assert_cmpint (core (&g)->track[4], ==, 3);     /* round 5 never played */
  finish (&g);
}

static const ThreeRun three_runs[] = {
  { "C", 360, 640, "rumble-game-3p-en-360x640", TRUE },
  { "es", 1280, 800, "rumble-game-3p-es-1280x800", FALSE },
  { "pl", 360, 640, "rumble-game-3p-pl-360x640", FALSE },
};

int
main (int   argc,
      char *argv[])
{
  int status;

  /* About 1,000 actions, each fsync'ed to the game's journal: kept in
   * memory when the machine offers it, so that the run time is the
   * app's, not the disk's. */
  if (g_getenv ("TMPDIR") == NULL && g_file_test ("/dev/shm", G_FILE_TEST_IS_DIR)
      && access ("/dev/shm", W_OK) == 0)
    g_setenv ("TMPDIR", "/dev/shm", TRUE);
  test_ui_init (&argc, &argv);
  g_test_add_data_func ("/ui-rumble-game/three-players/en", &three_runs[0], test_three_players);
  g_test_add_data_func ("/ui-rumble-game/three-players/es", &three_runs[1], test_three_players);
  g_test_add_data_func ("/ui-rumble-game/three-players/pl", &three_runs[2], test_three_players);
  g_test_add_func ("/ui-rumble-game/two-players", test_two_players);
  g_test_add_func ("/ui-rumble-game/four-players", test_four_players);
  g_test_add_func ("/ui-rumble-game/dominance-in-a-battle", test_dominance_in_battle);
  status = g_test_run ();
  test_ui_finish ();
  return status;
}
