/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mech-companion-cli serve: a saved game on every phone, read-only,
 * following the file as it grows. The app's Share the Table runs this
 * same command as a child process (issue 23): the server never runs
 * inside the app.
 *
 * Alone, it prints the page's addresses, one a line, and watches the file
 * (a file monitor: no polling). With --from-app, it talks with the app
 * through its standard streams instead:
 *   in:  "line"      the app appended to the file: read it again
 *        "new-link"  a new token; the old link ends
 *        "game PATH" a new game at the table: follow that file instead,
 *                    on the same link
 *        end of file the app is gone or stopped sharing: exit
 *   out: "url URL"   one per address, then "ready"
 *        "viewers N" whenever the number of phones watching changes */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib-unix.h>

#include "session/mc-table-feed.h"
#include "session/mc-table-server.h"
#include "mc-serve-command.h"

typedef struct
{
  McTableServer *server;
  McTableFeed   *feed;
  GMainLoop     *loop;
  char          *told;       /* the last error printed: not printed again */
  GString       *input;      /* from the app, up to its next newline */
  guint          input_id;
} Serve;

/* The file as it is now. Read failures are told once each, not every
 * time: the last good state stays on the phones meanwhile. */
static void
read_file (Serve *serve)
{
  g_autoptr(GError) error = NULL;

  if (mc_table_feed_read (serve->feed, &error))
    g_clear_pointer (&serve->told, g_free);
  else if (g_strcmp0 (error->message, serve->told) != 0)
    {
      g_printerr ("%s\n", error->message);
      g_free (serve->told);
      serve->told = g_strdup (error->message);
    }
}

static void
file_changed_cb (GFileMonitor      *monitor,
                 GFile             *file,
                 GFile             *other,
                 GFileMonitorEvent  event,
                 Serve             *serve)
{
  read_file (serve);
}

static void
print_urls (Serve   *serve,
            gboolean from_app)
{
  const char * const *urls = mc_table_server_get_urls (serve->server);

  for (guint i = 0; urls[i] != NULL; i++)
    g_print (from_app ? "url %s\n" : "%s\n", urls[i]);
  if (from_app)
    g_print ("ready\n");
  fflush (stdout);
}

static void
viewers_changed_cb (McTableServer *server,
                    GParamSpec    *pspec,
                    Serve         *serve)
{
  g_print ("viewers %u\n", mc_table_server_get_n_viewers (server));
  fflush (stdout);
}

static gboolean
app_input_cb (gint         fd,
              GIOCondition condition,
              gpointer     data)
{
  Serve *serve = data;
  char chunk[4096];
  ssize_t got = read (fd, chunk, sizeof chunk);
  char *newline;

  if (got <= 0)
    {
      /* The app closed its end, or is gone. */
      serve->input_id = 0;
      g_main_loop_quit (serve->loop);
      return G_SOURCE_REMOVE;
    }
  g_string_append_len (serve->input, chunk, got);
  while ((newline = memchr (serve->input->str, '\n', serve->input->len)) != NULL)
    {
      g_autofree char *command = g_strndup (serve->input->str, newline - serve->input->str);

      g_string_erase (serve->input, 0, newline - serve->input->str + 1);
      if (g_str_equal (command, "line"))
        read_file (serve);
      else if (g_str_has_prefix (command, "game ") && command[5] != '\0')
        {
          g_autoptr(GError) error = NULL;

          /* The phones stay on their link and now show the new game. */
          if (!mc_table_feed_switch (serve->feed, command + 5, &error))
            {
              g_printerr ("%s\n", error->message);
              g_free (serve->told);
              serve->told = g_strdup (error->message);
            }
        }
      else if (g_str_equal (command, "new-link"))
        {
          mc_table_server_new_link (serve->server);
          print_urls (serve, TRUE);
        }
    }
  /* Nothing the app says is this long. */
  if (serve->input->len > 4096)
    g_string_truncate (serve->input, 0);
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
 * @from_app: talk with the app through the standard streams
 *
 * Serves until interrupted (or, from the app, until its input ends).
 * Returns the exit code (docs/journal-format.md).
 */
int
mc_serve_command (const char *path,
                  const char *address,
                  int         port,
                  gboolean    from_app)
{
  g_autoptr(McTableServer) server = NULL;
  g_autoptr(McTableFeed) feed = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_autoptr(GFileMonitor) monitor = NULL;
  g_autoptr(GError) error = NULL;
  Serve serve = { NULL };
  guint interrupt_id, terminate_id;

  if (port < 0 || port > 65535)
    {
      g_printerr (_("--port must be from 0 (any free port) to 65535.\n"));
      return 1;
    }

  /* Before anything is printed: a signal right after the address is
   * printed ends the command cleanly, never kills it. */
  loop = g_main_loop_new (NULL, FALSE);
  interrupt_id = g_unix_signal_add (SIGINT, quit_cb, loop);
  terminate_id = g_unix_signal_add (SIGTERM, quit_cb, loop);

  server = mc_table_server_new ();
  feed = mc_table_feed_new (server, path);
  serve = (Serve) { server, feed, loop, NULL, g_string_new (NULL), 0 };
  if (!mc_table_feed_read (feed, &error) || !mc_table_server_listen (server, address, (guint) port, &error))
    {
      g_printerr ("%s\n", error->message);
      g_source_remove (interrupt_id);
      g_source_remove (terminate_id);
      g_string_free (serve.input, TRUE);
      return 3;
    }

  if (from_app)
    {
      g_signal_connect (server, "notify::n-viewers", G_CALLBACK (viewers_changed_cb), &serve);
      serve.input_id = g_unix_fd_add (STDIN_FILENO, G_IO_IN | G_IO_HUP | G_IO_ERR, app_input_cb, &serve);
    }
  else
    {
      g_autoptr(GFile) file = g_file_new_for_path (path);

      monitor = g_file_monitor_file (file, G_FILE_MONITOR_WATCH_MOVES, NULL, &error);
      if (monitor == NULL)
        {
          g_printerr ("%s\n", error->message);
          return 3;
        }
      /* Every change at once: GIO's default holds CHANGED back for 800 ms. */
      g_file_monitor_set_rate_limit (monitor, 0);
      g_signal_connect (monitor, "changed", G_CALLBACK (file_changed_cb), &serve);
    }
  print_urls (&serve, from_app);

  g_main_loop_run (loop);
  g_clear_handle_id (&serve.input_id, g_source_remove);
  if (monitor != NULL)
    g_signal_handlers_disconnect_by_data (monitor, &serve);
  g_signal_handlers_disconnect_by_data (server, &serve);
  g_source_remove (interrupt_id);
  g_source_remove (terminate_id);
  mc_table_server_stop (server);
  /* The connections close in the loop: let them. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_free (serve.told);
  g_string_free (serve.input, TRUE);
  return 0;
}
