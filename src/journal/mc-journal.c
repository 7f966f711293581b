/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "mc-journal.h"
#include "mc-journal-action.h"
#include "mc-journal-rumble-action.h"

/* Appending a line and fsync-ing it is the only write on the hot path:
 * once mc_journal_append_action() returns, the action survives a crash,
 * a kill or a flat battery. */

struct _McJournal
{
  char     *path;
  int       fd;
  gsize     good_bytes;   /* the file up to its last whole line */
  gboolean  stopped;      /* a failed write could not be cut off */
};

G_DEFINE_QUARK (mc-journal-error-quark, mc_journal_error)

static char *
node_to_line (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_root (generator, node);
  text = json_generator_to_data (generator, NULL);
  return g_strconcat (text, "\n", NULL);
}

char *
mc_journal_action_to_line (const TemAction *action)
{
  g_autoptr(JsonNode) node = mc_journal_action_to_json (action);

  return node_to_line (node);
}

/* @rules: NULL for Tiny Epic Mechs, whose files never had the member. */
static char *
header_to_line (const char *rules,
                JsonNode   *new_game,
                gint64      created)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_utc (created);
  g_autofree char *iso = g_date_time_format_iso8601 (time);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, MC_JOURNAL_FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, MC_JOURNAL_VERSION);
  json_builder_set_member_name (builder, "app");
  json_builder_add_string_value (builder, PACKAGE_VERSION);
  json_builder_set_member_name (builder, "created");
  json_builder_add_string_value (builder, iso);
  if (rules != NULL)
    {
      json_builder_set_member_name (builder, "rules");
      json_builder_add_string_value (builder, rules);
    }
  json_builder_set_member_name (builder, "game");
  json_builder_add_value (builder, new_game);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  return node_to_line (root);
}

char *
mc_journal_header_to_line (const TemAction *new_game,
                           gint64           created)
{
  return header_to_line (NULL, mc_journal_action_to_json (new_game), created);
}

char *
mc_journal_rumble_header_to_line (const RbAction *new_game,
                                  gint64          created)
{
  return header_to_line (MC_GAME_RUMBLEBOTS_ID, mc_journal_rumble_action_to_json (new_game), created);
}

char *
mc_journal_rumble_action_to_line (const RbAction *action)
{
  g_autoptr(JsonNode) node = mc_journal_rumble_action_to_json (action);

  return node_to_line (node);
}

static gboolean
set_io_error (GError    **error,
              const char *path,
              int         saved_errno)
{
  g_autofree char *name = g_filename_display_name (path);

  g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_IO,
               _("Could not save the game in %s: %s"), name, g_strerror (saved_errno));
  return FALSE;
}

/* Writes all of @text and flushes it to the disk; 0 or the errno. */
static int
write_synced (int         fd,
              const char *text)
{
  gsize length = strlen (text);
  gsize done = 0;

  while (done < length)
    {
      gssize n = write (fd, text + done, length - done);

      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          return errno;
        }
      done += (gsize) n;
    }

  if (fsync (fd) != 0)
    return errno;

  return 0;
}

/* Appends one whole line, or nothing: a write or a sync that fails part
 * way (a full disk, a file size limit, EIO) is cut off again, so the next
 * line is never glued to half of this one. If even that fails, the file
 * is written no more (mc_journal_is_stopped()). */
static gboolean
append_line (McJournal  *journal,
             const char *line,
             GError    **error)
{
  g_autofree char *name = NULL;
  int saved_errno;

  if (journal->stopped)
    {
      name = g_filename_display_name (journal->path);
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_STOPPED,
                   _("The game is no longer saved in %s after a failed write."), name);
      return FALSE;
    }

  saved_errno = write_synced (journal->fd, line);
  if (saved_errno == 0)
    {
      journal->good_bytes += strlen (line);
      return TRUE;
    }

  if (ftruncate (journal->fd, (off_t) journal->good_bytes) == 0
      && lseek (journal->fd, (off_t) journal->good_bytes, SEEK_SET) == (off_t) journal->good_bytes
      && fsync (journal->fd) == 0)
    return set_io_error (error, journal->path, saved_errno);

  journal->stopped = TRUE;
  name = g_filename_display_name (journal->path);
  g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_STOPPED,
               _("Could not save the game in %s: %s. The file could not be cut back to its last whole "
                 "action either, so it is no longer written to: the game goes on in a new file."),
               name, g_strerror (saved_errno));
  return FALSE;
}

/* A new file must survive a crash too: sync its folder's entry. */
static void
sync_folder (const char *path)
{
  g_autofree char *folder = g_path_get_dirname (path);
  int fd = open (folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

  if (fd >= 0)
    {
      fsync (fd);
      close (fd);
    }
}

/* Starts a journal with its @header line, for either game. */
static McJournal *
create_with_header (const char *path,
                    const char *header,
                    GError    **error)
{
  g_autofree char *folder = g_path_get_dirname (path);
  McJournal *journal;
  int fd, saved_errno;

  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      set_io_error (error, path, errno);
      return NULL;
    }
  g_chmod (folder, 0700);

  fd = open (path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0)
    {
      set_io_error (error, path, errno);
      return NULL;
    }

  if ((saved_errno = write_synced (fd, header)) != 0)
    {
      set_io_error (error, path, saved_errno);
      close (fd);
      g_unlink (path);
      return NULL;
    }
  sync_folder (path);

  journal = g_new0 (McJournal, 1);
  journal->path = g_strdup (path);
  journal->fd = fd;
  journal->good_bytes = strlen (header);
  return journal;
}

/**
 * mc_journal_create:
 * @path: a file that must not exist yet
 *
 * Starts a journal with its header. The folder is created private (0700)
 * and the file readable by its owner only (0600).
 */
McJournal *
mc_journal_create (const char      *path,
                   const TemAction *new_game,
                   GError         **error)
{
  g_autofree char *header = mc_journal_header_to_line (new_game, g_get_real_time () / G_USEC_PER_SEC);

  return create_with_header (path, header, error);
}

/* The same for a Rumblebots game: its header says so. */
McJournal *
mc_journal_create_rumble (const char     *path,
                          const RbAction *new_game,
                          GError        **error)
{
  g_autofree char *header = mc_journal_rumble_header_to_line (new_game, g_get_real_time () / G_USEC_PER_SEC);

  return create_with_header (path, header, error);
}

/**
 * mc_journal_open_append:
 * @keep_bytes: the length read as good; a crashed last line past it is cut
 *
 * Reopens a journal to go on with its game.
 */
McJournal *
mc_journal_open_append (const char *path,
                        gsize       keep_bytes,
                        GError    **error)
{
  McJournal *journal;
  /* Never blocks: a FIFO put in the file's place since it was read fails. */
  int fd = open (path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  struct stat info;

  if (fd < 0)
    {
      set_io_error (error, path, errno);
      return NULL;
    }
  if (fstat (fd, &info) != 0 || !S_ISREG (info.st_mode))
    {
      set_io_error (error, path, S_ISREG (info.st_mode) ? errno : EINVAL);
      close (fd);
      return NULL;
    }
  /* Writes wait for the disk as they always do. */
  fcntl (fd, F_SETFL, fcntl (fd, F_GETFL) & ~O_NONBLOCK);

  if (ftruncate (fd, (off_t) keep_bytes) != 0 || lseek (fd, 0, SEEK_END) < 0 || fsync (fd) != 0)
    {
      set_io_error (error, path, errno);
      close (fd);
      return NULL;
    }

  journal = g_new0 (McJournal, 1);
  journal->path = g_strdup (path);
  journal->fd = fd;
  journal->good_bytes = keep_bytes;
  return journal;
}

gboolean
mc_journal_append_action (McJournal       *journal,
                          const TemAction *action,
                          GError         **error)
{
  g_autofree char *line = mc_journal_action_to_line (action);

  return append_line (journal, line, error);
}

gboolean
mc_journal_append_rumble_action (McJournal      *journal,
                                 const RbAction *action,
                                 GError        **error)
{
  g_autofree char *line = mc_journal_rumble_action_to_line (action);

  return append_line (journal, line, error);
}

/* Undo and redo are lines too, so both survive a restart. */
gboolean
mc_journal_append_undo (McJournal *journal,
                        gboolean   redo,
                        GError   **error)
{
  return append_line (journal, redo ? "{\"action\":\"redo\"}\n" : "{\"action\":\"undo\"}\n", error);
}

/* A write failed and could not be undone: nothing more goes to this file,
 * and the game needs a new one (mc-session.c does that). */
gboolean
mc_journal_is_stopped (McJournal *journal)
{
  return journal->stopped;
}

const char *
mc_journal_get_path (McJournal *journal)
{
  return journal->path;
}

void
mc_journal_free (McJournal *journal)
{
  if (journal == NULL)
    return;

  if (journal->fd >= 0)
    close (journal->fd);
  g_free (journal->path);
  g_free (journal);
}
