/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rulebook as the whole-game tests keep it, written from
 * shared/rules/rumblebots/checklist.md, never from the rules core. */
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

const char *seat_names[RB_MAX_PLAYERS] = { "Ana", "Ben", "Cleo", "Dan" };

/* RB-S2: the cards of each Laboratory tier (index 0 unused). */
const int tier_cards[RB_MAX_TIER + 1] = { 0, 18, 24, 20, 16 };

guint
m_next (const Model *m,
        guint        seat)
{
  RbDirection d = m->dir[m->round - 1];

  /* Seats are clockwise (RB-R3). */
  return d == RB_DIRECTION_COUNTER_CLOCKWISE ? (seat + m->n - 1) % m->n : (seat + 1) % m->n;
}

int
m_crystals (const MPlayer *p)
{
  return p->storage + p->reactor + p->cryo;       /* RB-R6 */
}

gboolean
m_showdown (const Model *m)
{
  return m->round == RB_SHOWDOWN;
}

/* RB-B3, RB-V3, RB-B4 (A-3: in the Showdown too). */
int
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

void
m_start_turn (Model *m,
              guint  seat)
{
  m->turn = (int) seat;
  m->builds = m->upgrades = m->energized = 0;
  m->p[seat].scrap += m_income (m, seat);
}

/* RB-V1: 6 ahead of everyone, before the Showdown. */
gboolean
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

void
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

void
m_clear (Model *m)
{
  g_clear_pointer (&m->recycle, g_hash_table_unref);
  g_clear_pointer (&m->built_now, g_hash_table_unref);
}

/* RB-C21 to RB-C23, then RB-V8, RB-V1 or the next round. */
void
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
void
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

int
m_attack (const Model *m,
          gboolean     crits)
{
  int sum = 0;

  for (guint i = 0; i < m->n_attack; i++)
    sum += crits ? m->attack[i].crits : m->attack[i].attack;
  return sum;
}

