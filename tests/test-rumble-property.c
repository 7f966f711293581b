/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Whole Rumblebots games of random legal play for 2, 3 and 4 players, with
 * the invariants checked after every action, and every refused action
 * checked to leave the game byte for byte as it was. */
#include "config.h"

#include <string.h>

#include "rumble/rb-game.h"

#include "test-rumble-play.h"
#include "test-util.h"

/* RB-S2: the box holds 30 crystals; no rule makes or destroys one. The
 * limits below are the rulebook's numbers, written here, not the core's
 * constants (rb-limits.h): a wrong constant fails this test. */
#define BOX_CRYSTALS 30

#define GAMES_PER_COUNT 300
#define MAX_ACTIONS 20000

typedef struct
{
  guint64 accepted;
  guint64 refused;
  guint   dominance;
  guint   showdown;
  guint   max_builds;
  guint   showdown_builds;
} Tally;

/* What must hold after every action (issue 18): 30 crystals in all, no
 * negative scrap, the per-phase limits, exactly one Champion. */
static void
check_invariants (const RbGame *game)
{
  g_autoptr(GError) error = NULL;
  int crystals = rb_game_get_supply (game);
  gboolean showdown = rb_game_is_showdown (game);

  /* RB-S2, RB-S8: the supply is what is not on the track or in a Workshop. */
  g_assert_cmpint (crystals, >=, 0);
  for (guint r = 0; r < RB_ROUNDS; r++)
    crystals += game->track[r];
  for (guint i = 0; i < game->n_players; i++)
    {
      const RbPlayer *player = &game->players[i];

      crystals += player->storage + player->reactor + player->cryo;
      g_assert_cmpint (player->scrap, >=, 0);                 /* RB-B8 */
      g_assert_cmpint (player->storage, >=, 0);
      g_assert_cmpint (player->reactor, >=, 0);
      g_assert_cmpint (player->cryo, >=, 0);
      g_assert_cmpint (player->tier, >=, 1);                    /* RB-S9: tier ★ */
      g_assert_cmpint (player->tier, <=, 4);                    /* RB-B16: up to ★★★★ */
      g_assert_cmpint (player->deck, >=, 0);
      g_assert_cmpuint (rb_game_count_bots (game, i, FALSE), >=, 1);   /* RB-B14, RB-B15 */
    }
  g_assert_cmpint (crystals, ==, BOX_CRYSTALS);

  /* One Champion token, held by a player (RB-R5). */
  g_assert_cmpint (game->champion, >=, 0);
  g_assert_cmpint (game->champion, <, (int) game->n_players);

  if (!game->over && game->phase == RB_PHASE_BUILD)
    {
      g_assert_cmpint (game->builds, <=, showdown ? 3 : 2);   /* RB-B5: 2 Bots; RB-V4: 3 in the Showdown */
      if (!showdown)
        {
          g_assert_cmpint (game->upgrades, <=, 1);              /* RB-B16: once per Build Phase */
          g_assert_cmpint (game->energized, <=, 3);             /* RB-B18: at most 3 times */
        }
    }
  if (!game->over && game->phase == RB_PHASE_BATTLE && game->step == RB_STEP_CLASH)
    {
      /* RB-C9: a beaten gang never stays in defense. Beaten: an attack
       * greater than the defense (RB-C7), or crits at least 4 plus the
       * defense's barriers (RB-C8). */
      g_assert_false (rb_gang_get_attack (&game->attack) > rb_gang_get_defense (&game->defense));
      g_assert_false (rb_gang_get_crits (&game->attack) >= 4 + rb_gang_get_barriers (&game->defense));
      g_assert_cmpint (game->challenger, !=, game->champion);
    }

  if (!rb_game_check_invariants (game, &error))
    g_error ("invariant: %s", error->message);
}

static void
play_one (GRand *rand,
          guint  n_players,
          Tally *tally)
{
  RbGame game;
  RbAction action;
  guint n = 0;

  rb_game_init (&game);
  test_rumble_new_game (rand, n_players, &action);
  g_assert_true (rb_game_apply (&game, &action, NULL, NULL));
  check_invariants (&game);

  while (!game.over)
    {
      RbGame before;
      RbEvents events;
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (++n, <, MAX_ACTIONS);
      test_rumble_random_action (rand, &game, &action);
      memcpy (&before, &game, sizeof before);
      if (rb_game_apply (&game, &action, &events, &error))
        {
          g_autofree char *line = rb_game_describe_action (&before, &action);

          g_assert_cmpstr (line, !=, "");
          tally->accepted++;
          if (game.phase == RB_PHASE_BUILD && !game.over)
            {
              if (rb_game_is_showdown (&game))
                tally->showdown_builds = MAX (tally->showdown_builds, (guint) game.builds);
              else
                tally->max_builds = MAX (tally->max_builds, (guint) game.builds);
            }
        }
      else
        {
          /* A refusal says why and changes nothing. */
          g_assert_nonnull (error);
          g_assert_true (error->domain == MC_RULE_ERROR);
          g_assert_cmpstr (error->message, !=, "");
          /* Words first: the rule's ID comes beside the message. */
          test_assert_words_first (error->message);
          g_assert_cmpint (memcmp (&before, &game, sizeof game), ==, 0);
          tally->refused++;
        }
      check_invariants (&game);
    }

  g_assert_cmpint (game.winner, >=, 0);
  g_assert_cmpint (game.winner, <, (int) n_players);
  if (game.victory == RB_VICTORY_DOMINANCE)
    tally->dominance++;
  else
    {
      g_assert_cmpint (game.victory, ==, RB_VICTORY_SHOWDOWN);
      g_assert_cmpint (game.winner, ==, game.champion);       /* RB-V8 */
      tally->showdown++;
    }
}

static void
test_random_games (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1800 + n_players);
  Tally tally = { 0 };

  for (guint g = 0; g < GAMES_PER_COUNT; g++)
    play_one (rand, n_players, &tally);

  g_test_message ("%u players: %" G_GUINT64_FORMAT " accepted, %" G_GUINT64_FORMAT " refused, "
                  "%u by dominance, %u after the Showdown",
                  n_players, tally.accepted, tally.refused, tally.dominance, tally.showdown);
  /* The random play reached what it is meant to exercise. */
  g_assert_cmpuint (tally.showdown, >, 0);
  g_assert_cmpuint (tally.refused, >, 0);
  g_assert_cmpuint (tally.dominance, >, 0);
  g_assert_cmpuint (tally.max_builds, ==, 2);                 /* RB-B5 */
  g_assert_cmpuint (tally.showdown_builds, ==, 3);            /* RB-V4 */
}

/* Any bytes in an action, of any kind, are refused with a message or
 * accepted; the invariants hold either way and a refusal changes nothing. */
static void
test_garbage_actions (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (4242);

  for (guint g = 0; g < 40; g++)
    {
      RbGame game;
      RbAction action;
      guint n_players = 2 + g % 3;

      rb_game_init (&game);
      test_rumble_new_game (rand, n_players, &action);
      g_assert_true (rb_game_apply (&game, &action, NULL, NULL));
      for (guint a = 0; a < 3000 && !game.over; a++)
        {
          RbGame before;
          g_autoptr(GError) error = NULL;
          guint8 *bytes = (guint8 *) &action;

          if (a % 2 == 0)
            test_rumble_random_action (rand, &game, &action);
          else
            {
              for (gsize i = 0; i < sizeof action; i++)
                bytes[i] = (guint8) g_rand_int (rand);
              /* Small numbers are the interesting ones: keep some. */
              action.kind = (RbActionKind) g_rand_int_range (rand, 1, RB_N_ACTION_KINDS + 1);
              if (g_rand_boolean (rand))
                for (gsize i = sizeof (RbActionKind); i + 4 <= sizeof action; i += 4)
                  {
                    gint32 small = g_rand_int_range (rand, -2, 8);
                    memcpy (bytes + i, &small, 4);
                  }
            }
          memcpy (&before, &game, sizeof before);
          {
            /* Even a refused action can be put in words without harm. */
            g_autofree char *line = rb_game_describe_action (&before, &action);

            g_assert_nonnull (line);
          }
          if (!rb_game_apply (&game, &action, NULL, &error))
            {
              g_assert_nonnull (error);
              g_assert_cmpint (memcmp (&before, &game, sizeof game), ==, 0);
            }
          check_invariants (&game);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_data_func ("/rumble/property/two-players", GUINT_TO_POINTER (2), test_random_games);
  g_test_add_data_func ("/rumble/property/three-players", GUINT_TO_POINTER (3), test_random_games);
  g_test_add_data_func ("/rumble/property/four-players", GUINT_TO_POINTER (4), test_random_games);
  g_test_add_func ("/rumble/property/garbage-actions", test_garbage_actions);

  return g_test_run ();
}
