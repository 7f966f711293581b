/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mech-companion-cli serve: a saved game on every phone, read-only, the
 * same way as the app's Share the Table, following the file as it grows. */
#include "config.h"

#include <errno.h>
#include <stdio.h>

#include <glib/gi18n.h>
#include <glib-unix.h>
#include <glib/gstdio.h>

#include "journal/mc-bounded-file.h"
#include "journal/mc-journal.h"
#include "session/mc-session.h"
#include "session/mc-table-server.h"
#include "mc-serve-command.h"

#define FOLLOW_INTERVAL_MS 200

typedef struct
{
  const char    *path;
  McTableServer *server;
  gint64         size;
  gint64         mtime;
  guint64        lines;
} Follow;

/* The file as it is now, when it changed: the game up to its last
 * complete line, published with that line's number. */
static gboolean
load (Follow  *follow,
      GError **error)
{
  g_autoptr(McSession) session = mc_session_new ();
  g_autofree char *data = NULL;
  g_autofree char *name = g_path_get_basename (follow->path);
  gsize length = 0;
  guint64 lines = 0;
  GStatBuf info;

  if (g_stat (follow->path, &info) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), "%s: %s", name,
                   g_strerror (saved_errno));
      return FALSE;
    }
  if (info.st_size == follow->size && info.st_mtime == follow->mtime)
    return TRUE;

  if (!mc_bounded_file_read (follow->path, MC_JOURNAL_MAX_BYTES, &data, &length, error))
    return FALSE;
  /* A line still being written waits for its end. */
  while (length > 0 && data[length - 1] != '\n')
    length--;
  for (gsize i = 0; i < length; i++)
    lines += data[i] == '\n';
  follow->size = info.st_size;
  follow->mtime = info.st_mtime;
  if (lines == follow->lines)
    return TRUE;

  if (!mc_session_open_data (session, name, data, length, NULL, error))
    return FALSE;
  if (mc_session_get_load_error (session) != NULL)
    g_printerr ("%s\n", mc_session_get_load_error (session)->message);
  follow->lines = lines;
  mc_table_server_publish_session (follow->server, session, TRUE, lines);
  return TRUE;
}

static gboolean
follow_cb (gpointer data)
{
  Follow *follow = data;
  g_autoptr(GError) error = NULL;

  /* A file being replaced or cut short: the last good state stays. */
  if (!load (follow, &error))
    g_printerr ("%s\n", error->message);
  return G_SOURCE_CONTINUE;
}

/* GLib translates nothing, for the whole process, when the first lookup
 * finds no catalogue for the locale (the C locale of a server, say); the
 * phones still want the rules' words in their language. Asked first with
 * a language that has one, it decides to translate; the app's own
 * language stays as it was. Before anything else is translated. */
void
mc_serve_command_prepare (void)
{
  g_autofree char *saved = g_strdup (g_getenv ("LANGUAGE"));

  g_setenv ("LANGUAGE", "es", TRUE);
  g_dgettext (GETTEXT_PACKAGE, "");
  if (saved != NULL)
    g_setenv ("LANGUAGE", saved, TRUE);
  else
    g_unsetenv ("LANGUAGE");
}

static gboolean
quit_cb (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_CONTINUE;
}

/**
 * mc_serve_command:
 * @address: (nullable): the address to listen on; %NULL for the local
 *   networks
 * @port: 0 for any free port
 *
 * Prints the page's address on its first line, then serves until
 * interrupted. Returns the exit code (docs/journal-format.md).
 */
int
mc_serve_command (const char *path,
                  const char *address,
                  int         port)
{
  g_autoptr(McTableServer) server = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_autoptr(GError) error = NULL;
  Follow follow = { path, NULL, -1, -1, 0 };
  const char * const *urls;
  guint follow_id;
  guint interrupt_id;
  guint terminate_id;

  if (port < 0 || port > 65535)
    {
      g_printerr (_("--port must be from 0 (any free port) to 65535.\n"));
      return 1;
    }

  server = mc_table_server_new ();
  follow.server = server;
  if (!load (&follow, &error))
    {
      g_printerr ("%s\n", error->message);
      return 3;
    }
  if (!mc_table_server_listen (server, address, (guint) port, &error))
    {
      g_printerr ("%s\n", error->message);
      return 3;
    }

  urls = mc_table_server_get_urls (server);
  for (guint i = 0; urls[i] != NULL; i++)
    g_print ("%s\n", urls[i]);
  fflush (stdout);

  loop = g_main_loop_new (NULL, FALSE);
  follow_id = g_timeout_add (FOLLOW_INTERVAL_MS, follow_cb, &follow);
  interrupt_id = g_unix_signal_add (SIGINT, quit_cb, loop);
  terminate_id = g_unix_signal_add (SIGTERM, quit_cb, loop);
  g_main_loop_run (loop);
  g_source_remove (follow_id);
  g_source_remove (interrupt_id);
  g_source_remove (terminate_id);
  mc_table_server_stop (server);
  /* The connections close in the loop: let them. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  return 0;
}
