/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "mc-bounded-file.h"
#include "mc-journal-error.h"

static gboolean
set_errno_error (GError    **error,
                 const char *path,
                 int         saved_errno)
{
  g_autofree char *name = g_filename_display_name (path);

  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               _("Could not open %s: %s"), name, g_strerror (saved_errno));
  return FALSE;
}

/* The name only, as in a journal's other messages. */
static gboolean
set_not_a_file_error (GError    **error,
                      const char *path,
                      mode_t      mode)
{
  g_autofree char *name = g_filename_display_basename (path);

  if (S_ISDIR (mode))
    g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NOT_A_FILE,
                 _("%s is a folder, not a file."), name);
  else
    g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NOT_A_FILE,
                 _("%s is not a file but a device, a pipe or a socket, and is not read."), name);
  return FALSE;
}

static gboolean
set_too_large_error (GError    **error,
                     const char *path,
                     gsize       max_bytes)
{
  g_autofree char *name = g_filename_display_basename (path);
  g_autofree char *size = g_format_size (max_bytes);

  g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_LARGE,
               _("%s is too large: more than %s."), name, size);
  return FALSE;
}

/**
 * mc_bounded_file_read:
 * @max_bytes: the most that is read; a longer file is refused
 * @contents: (out): the bytes, with a nul after them
 *
 * Reads a whole file the way every file from the data folder or from
 * another player is read: only a regular file (a link to one is fine), and
 * never more than @max_bytes + 1 bytes. A FIFO, a device, a folder or a
 * file that grows without end is refused at once, never waited on, and
 * errors are %MC_JOURNAL_ERROR_NOT_A_FILE, %MC_JOURNAL_ERROR_TOO_LARGE or
 * %G_FILE_ERROR (%G_FILE_ERROR_NOENT for a missing file).
 */
gboolean
mc_bounded_file_read (const char  *path,
                      gsize        max_bytes,
                      char       **contents,
                      gsize       *length,
                      GError     **error)
{
  g_autofree char *data = NULL;
  GStatBuf info;
  gsize done = 0, capacity;
  int fd;

  /* The type first: opening a FIFO or a device can block or do things. */
  if (g_stat (path, &info) != 0)
    return set_errno_error (error, path, errno);
  if (!S_ISREG (info.st_mode))
    return set_not_a_file_error (error, path, info.st_mode);
  if ((guint64) info.st_size > max_bytes)
    return set_too_large_error (error, path, max_bytes);

  /* It may have been swapped meanwhile: never block, and look again. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    return set_errno_error (error, path, errno);
  if (fstat (fd, &info) != 0 || !S_ISREG (info.st_mode))
    {
      int saved_errno = errno;

      close (fd);
      return S_ISREG (info.st_mode) ? set_errno_error (error, path, saved_errno)
                                    : set_not_a_file_error (error, path, info.st_mode);
    }

  /* Room for what stat() said and one byte more, to see it grew. */
  capacity = (gsize) info.st_size + 1;
  data = g_malloc (capacity + 1);
  for (;;)
    {
      gssize n;

      if (done == capacity)
        {
          if (capacity > max_bytes)
            break;
          capacity = MIN (capacity * 2, max_bytes + 1);
          data = g_realloc (data, capacity + 1);
        }
      n = read (fd, data + done, capacity - done);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          close (fd);
          return set_errno_error (error, path, saved_errno);
        }
      if (n == 0)
        break;
      done += (gsize) n;
    }
  close (fd);

  if (done > max_bytes)
    return set_too_large_error (error, path, max_bytes);

  data[done] = '\0';
  *contents = g_steal_pointer (&data);
  *length = done;
  return TRUE;
}
