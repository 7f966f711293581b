/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Random play from fixed seeds: whatever sequence of actions the rules
 * accept, the game stays physically possible. Refused actions must leave
 * the game untouched. R-A7 (one token per zone), R-S2 (3 turrets, 4 mines),
 * R-A12 (health on its track), R-SC4 (scores only grow); a third of the
 * 3-player games are solo games with two Robot Pilots (R-SO1, R-SO21). */
#include "config.h"

#include <string.h>

#include "rules/mc-rule-error.h"
#include "mechs/tem-game.h"
#include "mechs/tem-interpretation.h"

#include "test-random-play.h"
#include "test-util.h"

#define ACCEPTED_TARGET 100000

/* The limits a game always keeps, written from the rulebook here rather
 * than read from the core (tem_game_check_invariants is checked too, but
 * a wrong constant in it would move with the code): health between 0 and
 * the status's top, the Pilot card's own (R-S2), Power Armor's 9 (R-A13,
 * R-SO2), the Mighty Mech's 11 (R-MM1); energy and credits between 0 and
 * the track's top; scores never below 0 (R-SC4); one Mech, held by the
 * one player whose status says so (R-MM1). */
static void
check_rulebook_limits (const TemGame *game,
                       guint32        seed,
                       guint          accepted)
{
  guint in_mech = 0;

  for (guint i = 0; i < game->n_players; i++)
    {
      const TemPlayer *player = &game->players[i];
      int top = player->status == TEM_STATUS_MIGHTY_MECH ? 11
                : player->status == TEM_STATUS_POWER_ARMOR ? 9
                : player->pilot_health_top;

      if (player->health < 0 || player->health > top || player->energy < 0 || player->energy > game->resource_top
          || player->credits < 0 || player->credits > game->resource_top || player->score < 0)
        g_error ("seed %u, action %u: %s has health %d (top %d), energy %d, credits %d (top %d), score %d", seed,
                 accepted, player->name, player->health, top, player->energy, player->credits, game->resource_top,
                 player->score);
      if (player->status == TEM_STATUS_MIGHTY_MECH)
        {
          in_mech++;
          g_assert_cmpint (game->mech_controller, ==, (int) i);
        }
    }
  g_assert_cmpuint (in_mech, <=, 1);
  g_assert_cmpuint (in_mech, ==, game->mech_controller >= 0 ? 1 : 0);
}

static void
test_random_play_keeps_every_invariant (void)
{
  guint32 seeds[] = { 1, 2, 3, 42, 2026 };
  guint accepted = 0, refused = 0, games = 0;
  /* What the random play went through, so the test shows it explores. */
  TemEventKind watched[] = { TEM_EVENT_COMBAT_STARTED, TEM_EVENT_KNOCKED_OUT, TEM_EVENT_RETREATED,
                             TEM_EVENT_TRAP, TEM_EVENT_MECH_TAKEN, TEM_EVENT_PURCHASED,
                             TEM_EVENT_DEPLOYED, TEM_EVENT_SCORING_ROUND, TEM_EVENT_GAME_OVER,
                             TEM_EVENT_ROBOT_PLAYED };
  const char *names[] = { "combats", "KOs", "retreats", "traps", "Mech taken", "purchases",
                          "deploys", "scoring rounds", "games over", "robot turns" };
  guint seen[G_N_ELEMENTS (watched)] = { 0, };

  for (gsize s = 0; s < G_N_ELEMENTS (seeds); s++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seeds[s]);
      TemGame game;
      guint refused_in_a_row = 0;

      test_random_game (rand, &game);
      games++;

      while (accepted < ACCEPTED_TARGET * (s + 1) / G_N_ELEMENTS (seeds))
        {
          TemAction action;
          TemGame before = game;
          TemEvents events;
          g_autoptr(GError) error = NULL;

          if (game.over)
            {
              test_random_game (rand, &game);
              games++;
              continue;
            }

          test_random_action (rand, &game, &action);
          if (!tem_game_apply (&game, &action, &events, &error))
            {
              /* Refused: untouched, with a message. */
              g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
              g_assert_nonnull (error);
              g_assert_cmpstr (error->message, !=, "");
              /* Words first: the rule's ID comes beside the message. */
              test_assert_words_first (error->message);
              refused++;
              /* The table is never blocked: some action is always possible. */
              if (++refused_in_a_row > 50000)
                g_error ("seed %u: stuck after %u actions; last refusal: %s", seeds[s], accepted, error->message);
              continue;
            }

          accepted++;
          refused_in_a_row = 0;
          for (guint e = 0; e < events.n_events; e++)
            for (gsize w = 0; w < G_N_ELEMENTS (watched); w++)
              seen[w] += events.events[e].kind == (int) watched[w];
          if (!tem_game_check_invariants (&game, &error))
            g_error ("seed %u, action %u (%s): %s", seeds[s], accepted,
                     tem_action_kind_get_id (action.kind), error->message);
          check_rulebook_limits (&game, seeds[s], accepted);

          /* R-SC4: scores only grow, except by correction. */
          if (action.kind != TEM_ACTION_CORRECT)
            for (guint i = 0; i < game.n_players; i++)
              g_assert_cmpint (game.players[i].score, >=, before.players[i].score);
        }
    }

  g_test_message ("%u accepted actions in %u games (%u refused)", accepted, games, refused);
  g_print ("# random play: %u accepted actions in %u games, %u refused\n", accepted, games, refused);
  for (gsize w = 0; w < G_N_ELEMENTS (watched); w++)
    {
      g_print ("#   %s: %u\n", names[w], seen[w]);
      g_assert_cmpuint (seen[w], >, 0);
    }
  g_assert_cmpuint (accepted, >=, ACCEPTED_TARGET);
  g_assert_cmpuint (games, >, 50);
}

/* Every interpretation the app takes is data the rules reference can
 * show, names real rules, and reads "The rulebook doesn't say; this app …"
 * with its ID beside the sentence, not in it. */
static void
test_interpretations_are_recorded (void)
{
  const char *required[] = { "I-1", "I-2", "I-3", "I-4" };
  const TemInterpretation *all;
  guint n;

  for (gsize i = 0; i < G_N_ELEMENTS (required); i++)
    g_assert_nonnull (tem_interpretation_find (required[i]));

  all = tem_interpretation_get_all (&n);
  for (guint i = 0; i < n; i++)
    {
      g_auto(GStrv) rules = g_strsplit (all[i].rules, " ", -1);

      g_assert_cmpuint (g_strv_length (rules), >, 0);
      for (guint r = 0; rules[r] != NULL; r++)
        g_assert_true (g_regex_match_simple ("^R-[A-Z]+[0-9]+$", rules[r], 0, 0));
      g_assert_cmpuint (strlen (all[i].reading), >, 20);
      test_assert_reads_as_interpretation (all[i].reading);
    }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/rules/property/random-play-keeps-every-invariant", test_random_play_keeps_every_invariant);
  g_test_add_func ("/rules/interpretations-are-recorded", test_interpretations_are_recorded);

  return g_test_run ();
}
