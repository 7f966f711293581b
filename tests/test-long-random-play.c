/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The long random-play run (suite 'long'; README):
 * 100,000 whole multiplayer games and 10,000 whole solo games from fixed
 * seeds, every one played until it is over, with the invariants checked
 * after every accepted action: the game stays physically possible (R-A7,
 * R-S2, R-A12: tem_game_check_invariants()), scores only grow except by
 * correction (R-SC4), a refused action leaves the game untouched and says
 * why, and the table is never stuck (some action is always accepted).
 *
 * MC_LONG_PLAY_GAMES=N plays N multiplayer and N / 10 solo games instead,
 * for a quick look. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "rules/mc-rule-error.h"
#include "mechs/tem-game.h"

#include "test-random-play.h"
#include "test-util.h"

#define MULTIPLAYER_GAMES 100000
#define SOLO_GAMES 10000
/* No game takes this many accepted actions: one that does never ends. */
#define MAX_ACTIONS_PER_GAME 20000
#define MAX_REFUSED_IN_A_ROW 50000

static const TemEventKind watched[] = {
  TEM_EVENT_COMBAT_STARTED, TEM_EVENT_KNOCKED_OUT, TEM_EVENT_RETREATED, TEM_EVENT_TRAP,
  TEM_EVENT_MECH_TAKEN, TEM_EVENT_PURCHASED, TEM_EVENT_DEPLOYED, TEM_EVENT_SCORING_ROUND,
  TEM_EVENT_GAME_OVER, TEM_EVENT_ROBOT_PLAYED,
};
static const char *watched_names[] = {
  "combats", "KOs", "retreats", "traps", "Mech taken", "purchases", "deploys", "scoring rounds",
  "games over", "robot turns",
};

typedef struct
{
  guint64 accepted;
  guint64 refused;
  guint   games;
  guint   longest;
  guint64 seen[G_N_ELEMENTS (watched)];
  guint64 kinds[TEM_N_ACTION_KINDS];
} Tally;

/* Plays @game until it is over, checking everything after every action. */
static void
play_whole_game (GRand   *rand,
                 TemGame *game,
                 guint32  seed,
                 guint    number,
                 Tally   *tally)
{
  guint accepted = 0, refused_in_a_row = 0;
  guint kinds[TEM_N_ACTION_KINDS] = { 0, };
  g_autofree char *last_refusal = NULL;

  while (!game->over)
    {
      TemAction action;
      TemGame before = *game;
      TemEvents events;
      g_autoptr(GError) error = NULL;

      test_random_action (rand, game, &action);
      if (!tem_game_apply (game, &action, &events, &error))
        {
          if (memcmp (game, &before, sizeof before) != 0)
            g_error ("seed %u, game %u: a refused %s changed the game", seed, number,
                     tem_action_kind_get_id (action.kind));
          if (error == NULL || *error->message == '\0')
            g_error ("seed %u, game %u: %s refused without a reason", seed, number,
                     tem_action_kind_get_id (action.kind));
          tally->refused++;
          g_free (last_refusal);
          last_refusal = g_strdup (error->message);
          if (++refused_in_a_row > MAX_REFUSED_IN_A_ROW)
            g_error ("seed %u, game %u: stuck after %u actions; last refusal: %s", seed, number, accepted,
                     error->message);
          continue;
        }

      accepted++;
      refused_in_a_row = 0;
      tally->kinds[action.kind]++;
      kinds[action.kind]++;
      for (guint e = 0; e < events.n_events; e++)
        for (gsize w = 0; w < G_N_ELEMENTS (watched); w++)
          tally->seen[w] += events.events[e].kind == (int) watched[w];
      if (!tem_game_check_invariants (game, &error))
        g_error ("seed %u, game %u, action %u (%s): %s", seed, number, accepted,
                 tem_action_kind_get_id (action.kind), error->message);
      /* R-SC4: scores only grow, except by correction. */
      if (action.kind != TEM_ACTION_CORRECT)
        for (guint i = 0; i < game->n_players; i++)
          if (game->players[i].score < before.players[i].score)
            g_error ("seed %u, game %u, action %u (%s): %s's score fell from %d to %d", seed, number, accepted,
                     tem_action_kind_get_id (action.kind), game->players[i].name, before.players[i].score,
                     game->players[i].score);
      if (accepted > MAX_ACTIONS_PER_GAME)
        {
          g_autoptr(GString) what = g_string_new (NULL);

          for (guint k = 0; k < TEM_N_ACTION_KINDS; k++)
            if (kinds[k] > 0)
              g_string_append_printf (what, " %s %u", tem_action_kind_get_id ((TemActionKind) k), kinds[k]);
          g_error ("seed %u, game %u: not over after %u actions (round %u, phase %d, combat %d):%s; last refusal: %s",
                   seed, number, accepted, game->round, game->phase, game->combat.active, what->str,
                   last_refusal ? last_refusal : "none");
        }
    }

  tally->accepted += accepted;
  tally->games++;
  tally->longest = MAX (tally->longest, accepted);
}

static guint
n_games (guint full)
{
  const char *override = g_getenv ("MC_LONG_PLAY_GAMES");

  if (override == NULL)
    return full;
  return MAX (1, (guint) (atoi (override) * (full / (double) MULTIPLAYER_GAMES)));
}

static void
report (const char  *what,
        const Tally *tally,
        gint64       start)
{
  double seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;

  g_print ("# %s: %u whole games, %" G_GUINT64_FORMAT " accepted actions (longest game %u), %"
           G_GUINT64_FORMAT " refused, %.0f s\n", what, tally->games, tally->accepted, tally->longest,
           tally->refused, seconds);
  for (gsize w = 0; w < G_N_ELEMENTS (watched); w++)
    g_print ("#   %s: %" G_GUINT64_FORMAT "\n", watched_names[w], tally->seen[w]);
  for (guint k = 0; k < TEM_N_ACTION_KINDS; k++)
    if (tally->kinds[k] > 0)
      g_print ("#   accepted %s: %" G_GUINT64_FORMAT "\n", tem_action_kind_get_id ((TemActionKind) k), tally->kinds[k]);
}

static void
test_whole_multiplayer_games_keep_every_invariant (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (15);
  guint n = n_games (MULTIPLAYER_GAMES);
  gint64 start = g_get_monotonic_time ();
  Tally tally = { 0 };

  for (guint i = 0; i < n; i++)
    {
      TemGame game;

      test_random_multiplayer_game (rand, &game);
      g_assert_false (game.solo);
      play_whole_game (rand, &game, 15, i, &tally);
    }

  report ("multiplayer", &tally, start);
  g_assert_cmpuint (tally.games, ==, n);
  g_assert_cmpuint (tally.seen[8], ==, n);   /* every game over, once */
  for (gsize w = 0; w < G_N_ELEMENTS (watched); w++)
    if (watched[w] != TEM_EVENT_ROBOT_PLAYED)
      g_assert_cmpuint (tally.seen[w], >, 0);
}

static void
test_whole_solo_games_keep_every_invariant (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1515);
  guint n = n_games (SOLO_GAMES);
  gint64 start = g_get_monotonic_time ();
  Tally tally = { 0 };

  for (guint i = 0; i < n; i++)
    {
      TemGame game;

      test_random_solo_game (rand, &game);
      g_assert_true (game.solo);
      play_whole_game (rand, &game, 1515, i, &tally);
    }

  report ("solo", &tally, start);
  g_assert_cmpuint (tally.games, ==, n);
  g_assert_cmpuint (tally.seen[8], ==, n);
  for (gsize w = 0; w < G_N_ELEMENTS (watched); w++)
    g_assert_cmpuint (tally.seen[w], >, 0);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/rules/long/whole-multiplayer-games-keep-every-invariant",
                   test_whole_multiplayer_games_keep_every_invariant);
  g_test_add_func ("/rules/long/whole-solo-games-keep-every-invariant", test_whole_solo_games_keep_every_invariant);

  return g_test_run ();
}
