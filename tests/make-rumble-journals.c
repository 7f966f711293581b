/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Writes the example Rumblebots journal kept in tests/journals/ from a
 * fixed seed: random legal play (test-rumble-play.c) through McSession, so
 * the file is exactly what the app writes. Run by hand when the format
 * changes:
 *
 *   _build-test/tests/make-rumble-journals OUTPUT-FOLDER
 */
#include "config.h"

#include <glib/gstdio.h>

#include "session/mc-session.h"

#include "test-rumble-play.h"
#include "test-util.h"

#define MAX_TRIES 200000

/* Plays @seed from setup to its winner, with now and then a change of
 * mind (undo, sometimes redo). Corrections are left out: random play sets
 * them to any value, which no real table does. */
static char *
play (const char *folder,
      guint32     seed,
      guint       n_players)
{
  g_autoptr(McSession) session = mc_session_new_saved (folder);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  RbAction action;
  g_autoptr(GError) error = NULL;

  test_rumble_new_game (rand, n_players, &action);
  if (!mc_session_start_rumble (session, &action, &error))
    g_error ("%s", error->message);

  for (guint tries = 0; !mc_session_get_rumble_game (session)->over; tries++)
    {
      if (tries > MAX_TRIES)
        g_error ("seed %u: no winner after %u tries", seed, tries);
      test_rumble_random_action (rand, mc_session_get_rumble_game (session), &action);
      if (action.kind == RB_ACTION_CORRECT)
        continue;
      if (mc_session_apply_rumble (session, &action, NULL) && g_rand_int_range (rand, 0, 40) == 0)
        {
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
  g_autofree char *path = NULL;
  g_autofree char *target = NULL;

  test_init (&argc, &argv);
  if (argc != 2)
    g_error ("usage: make-rumble-journals OUTPUT-FOLDER");

  path = play (argv[1], 3, 3);
  target = g_build_filename (argv[1], "rumble-three-players.jsonl", NULL);
  if (g_rename (path, target) != 0)
    g_error ("rename %s", path);
  g_print ("%s\n", target);
  return 0;
}
