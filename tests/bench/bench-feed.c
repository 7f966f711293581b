/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-feed [ACTIONS]: what the shared table's feed (McTableFeed, behind
 * `mech-companion-cli serve` and so the app's Share) spends on each line
 * appended to a game's file, early in the game and late in it. A Tiny
 * Epic Mechs game of ACTIONS corrections (as bench-share plays), then the
 * two example journals (tests/journals/), each fed line by line as the app
 * writes them; no phone is watching, so this is the feed's own work. A
 * feed that replays the whole file on each line grows with the game's
 * length (quadratic in all); one that reads on from the last line stays
 * flat. Run by hand, never in the suite. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "journal/mc-journal.h"
#include "session/mc-table-feed.h"
#include "tests/test-util.h"

static int
compare (const void *a,
         const void *b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

static double
median_us (gint64 *samples,
           guint   n)
{
  g_autofree gint64 *sorted = g_memdup2 (samples, n * sizeof *samples);

  qsort (sorted, n, sizeof *sorted, compare);
  return (double) sorted[n / 2];
}

/* Feeds @data's lines one at a time after the header and first line. */
static void
feed_lines (const char *label,
            const char *data,
            gsize       length)
{
  g_autofree char *folder = g_dir_make_tmp ("mc-bench-feed-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "game.jsonl", NULL);
  g_autoptr(McTableServer) server = mc_table_server_new ();
  g_autoptr(McTableFeed) feed = mc_table_feed_new (server, path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) ends = g_array_new (FALSE, FALSE, sizeof (gsize));
  g_autofree gint64 *times = NULL;
  guint n, tail;
  gint64 total = 0;

  for (gsize i = 0; i < length; i++)
    if (data[i] == '\n')
      {
        gsize end = i + 1;

        g_array_append_val (ends, end);
      }
  n = ends->len - 2;
  times = g_new0 (gint64, n);
  if (!g_file_set_contents (path, data, (gssize) g_array_index (ends, gsize, 1), &error)
      || !mc_table_feed_read (feed, &error))
    g_error ("%s", error->message);

  for (guint k = 0; k < n; k++)
    {
      gsize end = g_array_index (ends, gsize, k + 2);
      gint64 before;

      if (!g_file_set_contents (path, data, (gssize) end, &error))
        g_error ("%s", error->message);
      before = g_get_monotonic_time ();
      if (!mc_table_feed_read (feed, &error))
        g_error ("%s", error->message);
      times[k] = g_get_monotonic_time () - before;
      total += times[k];
    }
  g_assert_cmpuint (mc_table_feed_get_line (feed), ==, ends->len);

  tail = MIN (n / 4, 100);
  printf ("%-32s %5u lines: first %u lines median %8.1f µs, last %u median %8.1f µs, all %8.1f ms\n",
          label, n, tail, median_us (times, tail), tail, median_us (times + n - tail, tail), total / 1000.0);
  test_remove_tree (folder);
}

static void
feed_file (const char *name)
{
  g_autofree char *path = g_build_filename (SOURCE_DIR, "tests", "journals", name, NULL);
  g_autofree char *data = NULL;
  gsize length;
  g_autoptr(GError) error = NULL;

  if (!g_file_get_contents (path, &data, &length, &error))
    g_error ("%s", error->message);
  feed_lines (name, data, length);
}

int
main (int   argc,
      char *argv[])
{
  guint n_actions = argc > 1 ? (guint) atoi (argv[1]) : 1000;
  g_autoptr(GString) game = g_string_new (NULL);
  g_autofree char *header = NULL;
  g_autofree char *label = NULL;
  TemAction action;

  test_init (&argc, &argv);
  if (n_actions == 0)
    n_actions = 1000;

  test_new_game_action (&action, 4, 0);
  header = mc_journal_header_to_line (&action, 0);
  g_string_append (game, header);
  for (guint k = 0; k < n_actions; k++)
    {
      g_autofree char *line = NULL;

      /* Each player's credits go 4, 5, 4, 5…: never what they already are. */
      tem_action_init_correct (&action, k % 4, TEM_FIELD_CREDITS, 4 + (int) ((k / 4) % 2));
      line = mc_journal_action_to_line (&action);
      g_string_append (game, line);
    }
  label = g_strdup_printf ("%u corrections (Tiny Epic Mechs)", n_actions);
  feed_lines (label, game->str, game->len);
  feed_file ("combat-and-scoring.jsonl");
  feed_file ("rumble-three-players.jsonl");
  return 0;
}
