/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Build turns and battles of the whole-game tests, as players tap them. */
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

/* ---- Build turns ----------------------------------------------------- */

/* Tier t's Bots cost t and recycle for t here: the players' own cards
 * (no card value is public, card-facts.md), typed as printed. */
void
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
  /* After "Not entered": the six factions, then Contraption (the pairs
   * of factions follow it). */
  if (contraption)
    gtk_drop_down_set_selected (factions, 1 + RB_N_FACTIONS);
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
void
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
void
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
gboolean
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

void
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
int
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
void
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

void
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

void
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
void
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

/* One Battle Phase: @winner ends it as Champion. The first defender has
 * defense 1 + round % 3 and round % 2 barriers; a Challenger who is not
 * to win reveals cards that never beat the gang (the first one exactly
 * equal to the defense: RB-C7 keeps them revealing) until the deck is
 * empty, then surrenders (RB-C16). */
void
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

