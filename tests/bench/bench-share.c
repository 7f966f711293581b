/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-share [ACTIONS] [--in-process]: how long an action takes to reach
 * 16 phones watching the shared table (issue 23's target: p99 under
 * 20 ms), all on 127.0.0.1, through the path the app takes: the game
 * saved to its file (each action written and synced), and the server in
 * a child process, mech-companion-cli serve --from-app, told of each line
 * through its standard input as McShareTableDialog does. --in-process
 * measures the server inside this process instead (issue 19's path).
 * The phones are plain sockets read by a thread of their own; the time
 * runs from just before mc_session_apply() to the moment a phone's socket
 * has the whole event. Run by hand, never in the suite. */
#include "config.h"

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include <gio/gio.h>

#include "mechs/tem-action.h"
#include "session/mc-session.h"
#include "session/mc-table-server.h"
#include "tests/test-util.h"

#define N_PHONES 16

typedef struct
{
  int      fd;
  GString *buffer;
} Reader;

static Reader readers[N_PHONES];
static gint64 sent_at;                  /* set before each action */
static gint64 written_at;               /* set once it is in the file */
static gint64 *from_file;               /* µs from the file to a phone */
static volatile gint64 expected_id;     /* the action's line */
static gint n_received;                 /* phones that have it */
static gint64 *latencies;               /* µs, N_PHONES per action */
static guint n_latencies;
static GMutex lock;
static gboolean stopping;

/* Whole events: "id: N" ... blank line. Chunk framing never holds "\n\n". */
static void
take_events (Reader *reader,
             gint64  now)
{
  char *end;

  while ((end = strstr (reader->buffer->str, "\n\n")) != NULL)
    {
      gsize length = end - reader->buffer->str + 2;
      char *id = g_strstr_len (reader->buffer->str, length, "id: ");

      if (id != NULL && (gint64) g_ascii_strtoll (id + 4, NULL, 10) == expected_id)
        {
          g_mutex_lock (&lock);
          from_file[n_latencies] = now - written_at;
          latencies[n_latencies++] = now - sent_at;
          g_mutex_unlock (&lock);
          g_atomic_int_inc (&n_received);
        }
      g_string_erase (reader->buffer, 0, length);
    }
}

static gpointer
read_phones (gpointer data)
{
  struct pollfd fds[N_PHONES];

  for (guint i = 0; i < N_PHONES; i++)
    fds[i] = (struct pollfd) { .fd = readers[i].fd, .events = POLLIN };
  while (!g_atomic_int_get (&stopping))
    {
      int n = poll (fds, N_PHONES, 100);

      if (n <= 0)
        continue;
      for (guint i = 0; i < N_PHONES; i++)
        if (fds[i].revents & POLLIN)
          {
            char chunk[65536];
            ssize_t got = recv (fds[i].fd, chunk, sizeof chunk, 0);
            gint64 now = g_get_monotonic_time ();

            if (got <= 0)
              {
                fds[i].fd = -1;
                continue;
              }
            g_string_append_len (readers[i].buffer, chunk, got);
            take_events (&readers[i], now);
          }
    }
  return NULL;
}

static int
connect_phone (const char *url)
{
  g_autoptr(GSocketClient) client = g_socket_client_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GUri) uri = g_uri_parse (url, G_URI_FLAGS_NONE, NULL);
  g_autofree char *request = g_strdup_printf ("GET %sevents HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n",
                                              g_uri_get_path (uri), g_uri_get_port (uri));
  GSocketConnection *connection;
  GSocket *socket;
  int fd;

  /* Straight to 127.0.0.1, never through a proxy. */
  g_socket_client_set_enable_proxy (client, FALSE);
  connection = g_socket_client_connect_to_host (client, "127.0.0.1", g_uri_get_port (uri), NULL, &error);
  if (connection == NULL)
    g_error ("%s", error->message);
  socket = g_socket_connection_get_socket (connection);
  fd = dup (g_socket_get_fd (socket));
  g_object_unref (connection);
  if (send (fd, request, strlen (request), 0) != (ssize_t) strlen (request))
    g_error ("send: %s", g_strerror (errno));
  return fd;
}

static int
compare (const void *a,
         const void *b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

static double
percentile (const gint64 *sorted,
            guint         n,
            double        p)
{
  guint index = (guint) (p * (n - 1) + 0.5);

  return sorted[MIN (index, n - 1)] / 1000.0;
}

/* The app's side of the pipe: the child's address and viewer count. */
typedef struct
{
  GSubprocess      *process;
  GDataInputStream *out;
  GOutputStream    *in;
  char             *url;
  guint             viewers;
} Child;

static void
child_read_until (Child      *child,
                  const char *prefix)
{
  for (;;)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *line = g_data_input_stream_read_line_utf8 (child->out, NULL, NULL, &error);

      if (line == NULL)
        g_error ("the serve child ended: %s", error != NULL ? error->message : "end of output");
      if (g_str_has_prefix (line, "url ") && child->url == NULL)
        child->url = g_strdup (line + 4);
      if (g_str_has_prefix (line, "viewers "))
        child->viewers = (guint) g_ascii_strtoull (line + 8, NULL, 10);
      if (g_str_has_prefix (line, prefix))
        return;
    }
}

static void
child_start (Child      *child,
             const char *path)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *self_dir = g_path_get_dirname (self);
  g_autofree char *cli = g_build_filename (self_dir, "..", "..", "src", "cli", "mech-companion-cli", NULL);
  g_autoptr(GError) error = NULL;

  child->process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                                     cli, "serve", "--from-app", "--address", "127.0.0.1", "--port", "0", path, NULL);
  if (child->process == NULL)
    g_error ("%s", error->message);
  child->in = g_subprocess_get_stdin_pipe (child->process);
  child->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (child->process));
  child_read_until (child, "ready");
}

int
main (int   argc,
      char *argv[])
{
  guint n_actions = argc > 1 ? (guint) atoi (argv[1]) : 200;
  gboolean in_process = argc > 2 && g_str_equal (argv[2], "--in-process");
  g_autofree char *folder = g_dir_make_tmp ("mc-bench-share-XXXXXX", NULL);
  g_autoptr(McSession) session = mc_session_new_saved (folder);
  g_autoptr(McTableServer) server = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree gint64 *apply_times = NULL;
  Child child = { NULL };
  const char *url;
  guint64 line;
  GThread *thread;
  TemAction action;

  if (n_actions == 0)
    n_actions = 200;
  test_init (&argc, &argv);
  latencies = g_new0 (gint64, (gsize) n_actions * N_PHONES);
  from_file = g_new0 (gint64, (gsize) n_actions * N_PHONES);
  apply_times = g_new0 (gint64, n_actions);

  test_new_game_action (&action, 4, 0);
  if (!mc_session_start (session, &action, &error))
    g_error ("%s", error->message);
  line = 1;
  if (in_process)
    {
      server = mc_table_server_new ();
      mc_table_server_follow (server, session);
      if (!mc_table_server_listen (server, "127.0.0.1", 0, &error))
        g_error ("%s", error->message);
      url = mc_table_server_get_urls (server)[0];
    }
  else
    {
      child_start (&child, mc_session_get_path (session));
      url = child.url;
    }

  for (guint i = 0; i < N_PHONES; i++)
    {
      readers[i].fd = connect_phone (url);
      readers[i].buffer = g_string_new (NULL);
      /* One at a time: the listener's backlog is short. */
      if (in_process)
        while (mc_table_server_get_n_viewers (server) < i + 1)
          g_main_context_iteration (NULL, TRUE);
      else
        while (child.viewers < i + 1)
          child_read_until (&child, "viewers ");
    }
  while (g_main_context_iteration (NULL, FALSE))
    ;
  thread = g_thread_new ("phones", read_phones, NULL);

  for (guint k = 0; k < n_actions; k++)
    {
      gint64 before;

      /* Each player's credits go 4, 5, 4, 5…: never what they already are. */
      tem_action_init_correct (&action, k % 4, TEM_FIELD_CREDITS, 4 + (int) ((k / 4) % 2));
      g_atomic_int_set (&n_received, 0);
      expected_id = (gint64) ++line;
      before = g_get_monotonic_time ();
      sent_at = before;
      written_at = G_MAXINT64;
      if (!mc_session_apply (session, &action, &error))
        g_error ("%s", error->message);
      /* Written and synced: from here on, the server's own time. */
      written_at = g_get_monotonic_time ();
      /* What McShareTableDialog does on ::changed. */
      if (!in_process && !g_output_stream_write_all (child.in, "line\n", 5, NULL, NULL, &error))
        g_error ("%s", error->message);
      apply_times[k] = g_get_monotonic_time () - before;
      /* In process, the server writes in the main loop: run it until all
       * 16 have it. */
      while (g_atomic_int_get (&n_received) < N_PHONES)
        if (!in_process || !g_main_context_iteration (NULL, FALSE))
          g_usleep (50);
    }
  g_atomic_int_set (&stopping, TRUE);
  g_thread_join (thread);

  qsort (latencies, n_latencies, sizeof *latencies, compare);
  qsort (apply_times, n_actions, sizeof *apply_times, compare);
  qsort (from_file, n_latencies, sizeof *from_file, compare);
  printf ("%u actions, each written and synced to the game's file, %d phones on 127.0.0.1, %u events received,\n"
          "server %s\n", n_actions, N_PHONES, n_latencies,
          in_process ? "in this process" : "in a child process (mech-companion-cli serve --from-app)");
  printf ("action → event at a phone: p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms\n",
          percentile (latencies, n_latencies, 0.50), percentile (latencies, n_latencies, 0.90),
          percentile (latencies, n_latencies, 0.99), latencies[n_latencies - 1] / 1000.0);
  printf ("line synced in the file → event at a phone: p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms\n",
          percentile (from_file, n_latencies, 0.50), percentile (from_file, n_latencies, 0.90),
          percentile (from_file, n_latencies, 0.99), from_file[n_latencies - 1] / 1000.0);
  printf ("mc_session_apply() (and the poke): p50 %.2f ms, p99 %.2f ms\n",
          percentile (apply_times, n_actions, 0.50), percentile (apply_times, n_actions, 0.99));

  for (guint i = 0; i < N_PHONES; i++)
    {
      close (readers[i].fd);
      g_string_free (readers[i].buffer, TRUE);
    }
  if (in_process)
    mc_table_server_stop (server);
  else
    {
      g_output_stream_close (child.in, NULL, NULL);
      g_subprocess_wait (child.process, NULL, NULL);
      g_object_unref (child.out);
      g_object_unref (child.process);
      g_free (child.url);
    }
  g_free (latencies);
  g_free (from_file);
  test_remove_tree (folder);
  return 0;
}
