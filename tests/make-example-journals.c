/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Writes the example journals kept in tests/journals/ from fixed seeds:
 * random but legal play, through McSession, so the files are exactly what
 * the app writes. Run by hand when the format changes:
 *
 *   _build-test/tests/make-example-journals OUTPUT-FOLDER
 */
#include "config.h"

#include <glib/gstdio.h>

#include "session/mc-session.h"

#include "test-random-play.h"
#include "test-util.h"

static void
apply (McSession       *session,
       const TemAction *action)
{
  g_autoptr(GError) error = NULL;

  if (!mc_session_apply (session, action, &error))
    g_error ("%s", error->message);
}

/* Plays @seed from setup until the game is over or, with @stop_round, the
 * end of that round; every card value is entered by actions. */
static char *
play (const char *folder,
      guint32     seed,
      guint       n_players,
      gboolean    solo,
      guint       stop_round)
{
  g_autoptr(McSession) session = mc_session_new_saved (folder);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  TemGame random_game;
  TemAction action;
  g_autoptr(GError) error = NULL;

  /* The random game's arena and card values, entered as the players would. */
  do
    test_random_game (rand, &random_game);
  while (random_game.n_players != n_players || random_game.solo != solo);

  if (solo)
    tem_action_init_solo_game (&action, "Ana", TEM_COLOUR_RED, "Maverick", 5, "Robot A", "Robot B",
                               random_game.robot_duplicate, seed);
  else
    test_new_game_action (&action, n_players, random_game.starting_player);
  action.new_game.seed = seed;
  action.new_game.arena = random_game.arena;
  for (guint i = 0; i < (solo ? 1 : n_players); i++)
    for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
      if (random_game.weapons[card].owner == (int) i)
        action.new_game.starting_basic[i] = (int) random_game.weapons[card].kind;
  for (guint i = 0, r = 0; i < TEM_N_WEAPON_CARDS; i++)
    if (random_game.weapons[i].place == TEM_PLACE_ROW)
      action.new_game.row[r++] = (int) random_game.weapons[i].kind;
  if (!mc_session_start (session, &action, &error))
    g_error ("%s", error->message);

  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      const TemWeaponStats *stats = &random_game.weapon_stats[kind];
      int values[] = { stats->type, stats->cost_energy, stats->cost_credits, stats->attack, stats->power, stats->vp };

      for (guint field = 0; field <= TEM_WEAPON_FIELD_VP; field++)
        {
          const TemWeaponStats *now = &mc_session_get_game (session)->weapon_stats[kind];
          int current[] = { now->type, now->cost_energy, now->cost_credits, now->attack, now->power, now->vp };

          if (current[field] == values[field])
            continue;
          tem_action_init_set_weapon (&action, kind, (TemWeaponField) field, values[field]);
          apply (session, &action);
        }
    }

  while (!mc_session_get_game (session)->over)
    {
      const TemGame *game = mc_session_get_game (session);

      if (stop_round && game->round > stop_round)
        break;
      test_random_action (rand, game, &action);
      /* Corrections in random play jump to any value: not a real game's. */
      if (action.kind == TEM_ACTION_CORRECT)
        continue;
      if (mc_session_apply (session, &action, NULL) && g_rand_int_range (rand, 0, 40) == 0)
        {
          /* Now and then a change of mind: undo, and sometimes redo. */
          mc_session_undo (session);
          if (g_rand_boolean (rand))
            mc_session_redo (session);
        }
    }

  return g_strdup (mc_session_get_path (session));
}

int
main (int   argc,
      char *argv[])
{
  struct
  {
    const char *name;
    guint32     seed;
    guint       players;
    gboolean    solo;
    guint       stop_round;
  } games[] = {
    { "two-players.jsonl", 7, 2, FALSE, 0 },
    { "four-players.jsonl", 11, 4, FALSE, 0 },
    { "combat-and-scoring.jsonl", 3, 3, FALSE, 2 },
    { "solo.jsonl", 5, 3, TRUE, 0 },
  };

  test_init (&argc, &argv);
  if (argc != 2)
    g_error ("usage: make-example-journals OUTPUT-FOLDER");

  for (gsize i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = play (argv[1], games[i].seed, games[i].players, games[i].solo,
                                    games[i].stop_round);
      g_autofree char *target = g_build_filename (argv[1], games[i].name, NULL);

      if (g_rename (path, target) != 0)
        g_error ("rename %s", path);
      g_print ("%s\n", target);
    }
  return 0;
}
