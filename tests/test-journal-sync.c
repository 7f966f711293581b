/* SPDX-License-Identifier: GPL-3.0-or-later */
/* "Saved before it shows": every action the session reports applied has
 * its line in the journal written and fsync-ed first. A SIGKILL cannot
 * test that (the page cache survives it), so this test program puts its
 * own write() and fsync() in front of the C library's (a link-time shim:
 * the executable's definitions are the ones the journal code calls) and
 * counts, per journal file, the bytes written since its last fsync. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE             /* RTLD_NEXT */
#endif
#include "config.h"

#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "session/mc-session.h"

#include "test-util.h"

/* What the shim saw of the journal files (paths ending in ".jsonl" under
 * the test's folder). */
static char watched_dir[1024];
static gsize unsynced_bytes;         /* written to a journal, not yet synced */
static guint journal_syncs;          /* fsync()/fdatasync() of a journal */
static guint folder_syncs;           /* fsync() of the test's folder itself */
static gsize journal_bytes;          /* all bytes written to journals */

typedef enum
{
  FD_OTHER,
  FD_JOURNAL,
  FD_FOLDER,
} FdKind;

static FdKind
fd_kind (int fd)
{
  char link[64], target[1100];
  ssize_t n;
  size_t dir_length = strlen (watched_dir);

  if (dir_length == 0)
    return FD_OTHER;
  snprintf (link, sizeof link, "/proc/self/fd/%d", fd);
  n = readlink (link, target, sizeof target - 1);
  if (n <= 0)
    return FD_OTHER;
  target[n] = '\0';
  if (strncmp (target, watched_dir, dir_length) != 0)
    return FD_OTHER;
  if (target[dir_length] == '\0')
    return FD_FOLDER;
  if (n > 6 && strcmp (target + n - 6, ".jsonl") == 0)
    return FD_JOURNAL;
  return FD_OTHER;
}

ssize_t
write (int         fd,
       const void *buffer,
       size_t      count)
{
  static ssize_t (*real_write) (int, const void *, size_t);
  ssize_t n;
  int saved;

  if (real_write == NULL)
    real_write = (ssize_t (*) (int, const void *, size_t)) dlsym (RTLD_NEXT, "write");
  n = real_write (fd, buffer, count);
  saved = errno;
  if (n > 0 && fd > 2 && fd_kind (fd) == FD_JOURNAL)
    {
      unsynced_bytes += (gsize) n;
      journal_bytes += (gsize) n;
    }
  errno = saved;
  return n;
}

static int
count_sync (int fd,
            int result)
{
  int saved = errno;

  if (result == 0)
    switch (fd_kind (fd))
      {
      case FD_JOURNAL:
        journal_syncs++;
        unsynced_bytes = 0;
        break;
      case FD_FOLDER:
        folder_syncs++;
        break;
      case FD_OTHER:
      default:
        break;
      }
  errno = saved;
  return result;
}

int
fsync (int fd)
{
  static int (*real_fsync) (int);

  if (real_fsync == NULL)
    real_fsync = (int (*) (int)) dlsym (RTLD_NEXT, "fsync");
  return count_sync (fd, real_fsync (fd));
}

int
fdatasync (int fd)
{
  static int (*real_fdatasync) (int);

  if (real_fdatasync == NULL)
    real_fdatasync = (int (*) (int)) dlsym (RTLD_NEXT, "fdatasync");
  return count_sync (fd, real_fdatasync (fd));
}

/* After each step the session reports done: its line went to the file
 * (more bytes), an fsync followed (one more sync), nothing is left
 * unsynced. */
static void
assert_synced (const char *what,
               gsize      *bytes_before,
               guint      *syncs_before)
{
  g_test_message ("%s: %" G_GSIZE_FORMAT " bytes, %u syncs, %" G_GSIZE_FORMAT " unsynced", what, journal_bytes,
                  journal_syncs, unsynced_bytes);
  g_assert_cmpuint (journal_bytes, >, *bytes_before);
  g_assert_cmpuint (journal_syncs, >, *syncs_before);
  g_assert_cmpuint (unsynced_bytes, ==, 0);
  *bytes_before = journal_bytes;
  *syncs_before = journal_syncs;
}

/* The same check at the moment the session tells the window, in its
 * ::changed handler: what the table is shown was already on disk. */
typedef struct
{
  gsize bytes;
  guint syncs;
  guint checked;
} ChangedCheck;

static void
on_changed (McSession       *session,
            McSessionChange  change,
            const char      *description,
            ChangedCheck    *check)
{
  g_autofree char *what = g_strdup_printf ("::changed (%s)", description);

  assert_synced (what, &check->bytes, &check->syncs);
  check->checked++;
}

static void
test_every_reported_action_is_synced (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("mech-companion-sync-XXXXXX", &error);
  g_autoptr(McSession) session = NULL;
  TemAction action;
  ChangedCheck changed = { 0 };
  gsize bytes = 0;
  guint syncs = 0;

  g_assert_no_error (error);
  g_strlcpy (watched_dir, dir, sizeof watched_dir);
  session = mc_session_new_saved (dir);
  g_signal_connect (session, "changed", G_CALLBACK (on_changed), &changed);

  /* The new file: its header synced, and its folder entry. */
  test_new_game_action (&action, 2, 0);
  g_assert_true (mc_session_start (session, &action, &error));
  g_assert_no_error (error);
  assert_synced ("new game", &bytes, &syncs);
  g_assert_cmpuint (folder_syncs, >=, 1);

  for (int i = 1; i <= 20; i++)
    {
      g_autofree char *what = g_strdup_printf ("correction %d", i);

      tem_action_init_correct (&action, (guint) i % 2, TEM_FIELD_SCORE, i);
      g_assert_true (mc_session_apply (session, &action, &error));
      g_assert_no_error (error);
      assert_synced (what, &bytes, &syncs);
    }

  /* Undo and redo are lines of their own, synced the same way. */
  g_assert_true (mc_session_undo (session));
  assert_synced ("undo", &bytes, &syncs);
  g_assert_true (mc_session_redo (session));
  assert_synced ("redo", &bytes, &syncs);

  /* A refused action writes nothing. */
  tem_action_init_correct (&action, 7, TEM_FIELD_SCORE, 1);
  g_assert_false (mc_session_apply (session, &action, NULL));
  g_assert_cmpuint (journal_bytes, ==, bytes);

  /* Every step was checked in ::changed too: the start, 20, undo, redo. */
  g_assert_cmpuint (changed.checked, ==, 1 + 20 + 2);

  g_print ("# journal: %u fsyncs for %" G_GSIZE_FORMAT " bytes, %u folder syncs\n", journal_syncs, journal_bytes,
           folder_syncs);
  g_clear_object (&session);
  watched_dir[0] = '\0';
  test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/journal/every-reported-action-is-synced", test_every_reported_action_is_synced);
  return g_test_run ();
}
