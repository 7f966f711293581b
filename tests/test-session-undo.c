/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Undo and redo across the session's snapshots, both games. The session
 * keeps the whole game only every 32 actions and replays the actions
 * after it (mc-session.c); an off-by-one in which snapshot is kept or
 * dropped restores a wrong game without a word. So each state the session
 * shows is compared with a replay of the same actions, from the start,
 * through the rules core alone: at, before and after each snapshot
 * boundary, after undoing exactly to one and playing on, and after redo.
 * The 32 is the session's promise in its comment, not read from the
 * code: the walk crosses 32, 64 and 96. */
#include "config.h"

#include <string.h>

#include "session/mc-session.h"

#include "test-random-play.h"
#include "test-rumble-play.h"
#include "test-util.h"

/* One game's side of the walk: its start, how to play at random, how to
 * replay, and the session's state to compare with. */
typedef struct
{
  McSession *session;
  GRand     *rand;
  gboolean   rumble;
  TemAction  tem_start;
  RbAction   rb_start;
  GArray    *done;      /* the actions the session's game is made of now */
  GArray    *undone;    /* the ones undone, the next to redo last */
} Walk;

static gsize
action_size (const Walk *walk)
{
  return walk->rumble ? sizeof (RbAction) : sizeof (TemAction);
}

static void
walk_init (Walk     *walk,
           gboolean  rumble,
           guint32   seed)
{
  g_autoptr(GError) error = NULL;

  memset (walk, 0, sizeof *walk);
  walk->session = mc_session_new ();
  walk->rand = g_rand_new_with_seed (seed);
  walk->rumble = rumble;
  walk->done = g_array_new (FALSE, FALSE, (guint) action_size (walk));
  walk->undone = g_array_new (FALSE, FALSE, (guint) action_size (walk));
  if (rumble)
    {
      test_rumble_new_game (walk->rand, 3, &walk->rb_start);
      g_assert_true (mc_session_start_rumble (walk->session, &walk->rb_start, &error));
    }
  else
    {
      test_new_game_action (&walk->tem_start, 4, 0);
      g_assert_true (mc_session_start (walk->session, &walk->tem_start, &error));
    }
  g_assert_no_error (error);
}

static void
walk_clear (Walk *walk)
{
  g_clear_object (&walk->session);
  g_rand_free (walk->rand);
  g_array_unref (walk->done);
  g_array_unref (walk->undone);
}

/* The session's game against the start and walk->done replayed through
 * the rules core, byte for byte. */
static void
assert_matches_replay (const Walk *walk,
                       const char *where)
{
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (mc_session_get_n_actions (walk->session), ==, walk->done->len);
  if (walk->rumble)
    {
      RbGame replay;

      rb_game_init (&replay);
      g_assert_true (rb_game_apply (&replay, &walk->rb_start, NULL, &error));
      for (guint i = 0; i < walk->done->len; i++)
        g_assert_true (rb_game_apply (&replay, &g_array_index (walk->done, RbAction, i), NULL, &error));
      if (memcmp (&replay, mc_session_get_rumble_game (walk->session), sizeof replay) != 0)
        g_error ("Rumblebots, %s, %u actions: the session's game is not the replay's", where, walk->done->len);
    }
  else
    {
      TemGame replay;

      tem_game_init (&replay);
      g_assert_true (tem_game_apply (&replay, &walk->tem_start, NULL, &error));
      for (guint i = 0; i < walk->done->len; i++)
        g_assert_true (tem_game_apply (&replay, &g_array_index (walk->done, TemAction, i), NULL, &error));
      if (memcmp (&replay, mc_session_get_game (walk->session), sizeof replay) != 0)
        g_error ("Tiny Epic Mechs, %s, %u actions: the session's game is not the replay's", where,
                 walk->done->len);
    }
}

/* Plays @n more accepted actions at random; the redo history goes. */
static void
play (Walk       *walk,
      guint       n,
      const char *where)
{
  guint accepted = 0;

  for (guint tries = 0; accepted < n; tries++)
    {
      TemAction tem;
      RbAction rb;
      gboolean ok;

      g_assert_cmpuint (tries, <, 100000);
      if (walk->rumble)
        {
          g_assert_false (mc_session_get_rumble_game (walk->session)->over);
          test_rumble_random_action (walk->rand, mc_session_get_rumble_game (walk->session), &rb);
          ok = mc_session_apply_rumble (walk->session, &rb, NULL);
        }
      else
        {
          test_random_action (walk->rand, mc_session_get_game (walk->session), &tem);
          ok = mc_session_apply (walk->session, &tem, NULL);
        }
      if (!ok)
        continue;
      if (walk->rumble)
        g_array_append_val (walk->done, rb);
      else
        g_array_append_val (walk->done, tem);
      g_array_set_size (walk->undone, 0);
      g_assert_false (mc_session_can_redo (walk->session));
      accepted++;
    }
  assert_matches_replay (walk, where);
}

static void
undo (Walk       *walk,
      const char *where)
{
  g_assert_true (mc_session_undo (walk->session));
  g_array_append_vals (walk->undone, walk->done->data + (walk->done->len - 1) * action_size (walk), 1);
  g_array_set_size (walk->done, walk->done->len - 1);
  assert_matches_replay (walk, where);
}

static void
redo (Walk       *walk,
      const char *where)
{
  g_assert_true (mc_session_redo (walk->session));
  g_array_append_vals (walk->done, walk->undone->data + (walk->undone->len - 1) * action_size (walk), 1);
  g_array_set_size (walk->undone, walk->undone->len - 1);
  assert_matches_replay (walk, where);
}

static void
undo_to (Walk       *walk,
         guint       n,
         const char *where)
{
  while (walk->done->len > n)
    undo (walk, where);
}

/* 100 actions, then for each boundary b = 96, 64, 32 and each of b + 1,
 * b and b - 1: undo to it, redo two and undo them again, play 36 new
 * actions from there (past the next boundary: a snapshot kept from the
 * old line would be read there), undo 40, back across both boundaries,
 * then redo them. */
static void
walk_the_boundaries (gboolean rumble,
                     guint32  seed)
{
  const guint boundaries[] = { 96, 64, 32 };
  Walk walk;

  walk_init (&walk, rumble, seed);
  play (&walk, 100, "the first 100");
  for (guint b = 0; b < G_N_ELEMENTS (boundaries); b++)
    for (int offset = 1; offset >= -1; offset--)
      {
        guint at = (guint) ((int) boundaries[b] + offset);
        g_autofree char *where = NULL;

        where = g_strdup_printf ("at %u (boundary %u)", at, boundaries[b]);
        undo_to (&walk, at, where);
        redo (&walk, where);
        redo (&walk, where);
        undo (&walk, where);
        undo (&walk, where);
        play (&walk, 36, where);
        for (guint i = 0; i < 40; i++)
          undo (&walk, where);
        for (guint i = 0; i < 40; i++)
          redo (&walk, where);
        g_assert_false (mc_session_can_redo (walk.session));
      }
  g_test_message ("%u actions at the end", walk.done->len);
  walk_clear (&walk);
}

static void
test_tiny_epic_mechs (void)
{
  walk_the_boundaries (FALSE, 3);
}

static void
test_rumblebots (void)
{
  walk_the_boundaries (TRUE, 3);   /* a seed whose game outlasts the walk */
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/session-undo/tiny-epic-mechs", test_tiny_epic_mechs);
  g_test_add_func ("/session-undo/rumblebots", test_rumblebots);
  return g_test_run ();
}
