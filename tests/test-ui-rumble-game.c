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
#include "test-ui-rumble-game.h"

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
