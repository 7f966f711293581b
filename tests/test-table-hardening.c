/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The shared table against what anyone on the network may send (issue
 * 23's findings 1, 2, 3 and 5; issue 26 point 4): malformed
 * Accept-Language, a body nobody asked for, idle sockets from one
 * address, quiet connections, two Hosts, a foreign absolute target, a
 * Host that only begins like ours, headers on errors, an ended link, and
 * what a phone may see, listed here rather than taken from the code. Raw
 * sockets in a thread of their own (the server answers in this thread's
 * main loop), on 127.0.0.0/8 only. */
#include "config.h"

#include <errno.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <libsoup/soup.h>

#include "mechs/tem-action.h"
#include "session/mc-session.h"
#include "session/mc-table-public.h"
#include "session/mc-table-server.h"
#include "test-table-util.h"
#include "test-util.h"

static guint
port_of (McTableServer *server)
{
  g_autoptr(GUri) uri = g_uri_parse (mc_table_server_get_urls (server)[0], G_URI_FLAGS_NONE, NULL);

  return (guint) g_uri_get_port (uri);
}

static char *
path_of (McTableServer *server,
         const char    *rest)
{
  return g_strconcat (strstr (mc_table_server_get_urls (server)[0] + strlen ("http://"), "/t/"), rest, NULL);
}

/* A TCP connection to 127.0.0.1:@port from @source (another loopback
 * address is another device, as far as the server knows). */
static int
connect_from (const char *source,
              guint       port,
              int         receive_timeout_ms)
{
  struct sockaddr_in local = { .sin_family = AF_INET };
  struct sockaddr_in remote = { .sin_family = AF_INET, .sin_port = htons ((guint16) port) };
  struct timeval timeout = { receive_timeout_ms / 1000, (receive_timeout_ms % 1000) * 1000 };
  int fd = socket (AF_INET, SOCK_STREAM, 0);

  g_assert_cmpint (fd, >=, 0);
  inet_pton (AF_INET, source, &local.sin_addr);
  inet_pton (AF_INET, "127.0.0.1", &remote.sin_addr);
  g_assert_cmpint (bind (fd, (struct sockaddr *) &local, sizeof local), ==, 0);
  setsockopt (fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
  if (connect (fd, (struct sockaddr *) &remote, sizeof remote) != 0)
    {
      close (fd);
      return -1;
    }
  return fd;
}

/* Sends @request, reads the answer to its end (or the timeout). */
static char *
exchange (const char *source,
          guint       port,
          const char *request,
          gsize       length)
{
  GString *answer = g_string_new (NULL);
  int fd = connect_from (source, port, 3000);
  char chunk[4096];
  ssize_t got;

  if (fd < 0)
    return g_string_free (answer, FALSE);
  if (send (fd, request, length, MSG_NOSIGNAL) == (ssize_t) length)
    while ((got = recv (fd, chunk, sizeof chunk, 0)) > 0)
      g_string_append_len (answer, chunk, got);
  close (fd);
  return g_string_free (answer, FALSE);
}

static void
iterate_a_little (void)
{
  if (!g_main_context_iteration (NULL, FALSE))
    g_usleep (500);
}

/* Runs @func in a thread while this thread's main loop serves; @data
 * begins with a gint the thread sets when done. */
static void
serve_while (GThreadFunc func,
             gpointer    data)
{
  GThread *thread = g_thread_new ("client", func, data);
  gint *done = data;

  while (!g_atomic_int_get (done))
    iterate_a_little ();
  g_thread_join (thread);
}

typedef struct
{
  gint        done;         /* first: serve_while() reads it */
  guint       port;
  const char *source;
  char       *request;
  gsize       length;
  char       *answer;
} Exchange;

static gpointer
exchange_thread (gpointer data)
{
  Exchange *x = data;

  x->answer = exchange (x->source, x->port, x->request, x->length);
  g_atomic_int_set (&x->done, TRUE);
  return NULL;
}

/* A whole request from 127.0.0.1, its whole answer. */
static char *
ask (guint       port,
     const char *request)
{
  Exchange x = { FALSE, port, "127.0.0.1", (char *) request, strlen (request), NULL };

  serve_while (exchange_thread, &x);
  return x.answer;
}

static char *
get_request (McTableServer *server,
             const char    *rest,
             const char    *extra_headers)
{
  g_autofree char *path = path_of (server, rest);

  return g_strdup_printf ("GET %s HTTP/1.1\r\nHost: 127.0.0.1:%u\r\n%s\r\n", path, port_of (server),
                          extra_headers);
}

static guint
status_of (const char *answer)
{
  if (!g_str_has_prefix (answer, "HTTP/1.1 "))
    return 0;
  return (guint) g_ascii_strtoull (answer + 9, NULL, 10);
}

/* Finding 1: one header closed the app. Each value with the right token,
 * on the page, the state and the events; the page says which language it
 * chose (RFC 9110 §12.5.4: empty items are allowed and skipped, a weight
 * is from 0 to 1, q=0 means "not this one"). */
static void
test_malformed_accept_language (void)
{
  g_autoptr(McSession) session = test_table_started_session ();
  g_autoptr(McTableServer) server = test_table_listening_server (session);
  g_autoptr(GString) many = g_string_new ("pl");
  g_autoptr(GString) huge = g_string_new ("es;q=0.9,");
  struct { const char *header; const char *language; } cases[] = {
    { "en,", "en" }, { ",en", "en" }, { "es,,pl", "es" }, { ",", "en" }, { ",,,,", "en" }, { "", "en" },
    { ";", "en" }, { ";q=1", "en" }, { "es;", "es" }, { "es;q=", "en" }, { "es;q=2,pl;q=0.5", "pl" },
    { "es;q=-1,pl", "pl" }, { "es;q=nan,pl;q=0.1", "pl" }, { "es;q=0", "en" }, { "es-ES;q=0.8,pl;q=0.9", "pl" },
    { "PL", "pl" }, { "*", "en" }, { "es\t;\tq=0.5", "es" }, { NULL, NULL }, { NULL, NULL },
  };

  for (guint i = 0; i < 9999; i++)
    g_string_append (many, ",xx");
  cases[G_N_ELEMENTS (cases) - 2].header = many->str;
  cases[G_N_ELEMENTS (cases) - 2].language = "pl";
  while (huge->len < 64 * 1024)
    g_string_append_c (huge, ',');
  cases[G_N_ELEMENTS (cases) - 1].header = huge->str;
  cases[G_N_ELEMENTS (cases) - 1].language = "es";

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *header = g_strdup_printf ("Accept-Language: %s\r\n", cases[i].header);
      g_autofree char *expected = g_strdup_printf ("<html lang=\"%s\">", cases[i].language);
      const char *rests[] = { "", "state.json" };

      g_assert_cmpstr (mc_table_public_pick_language (cases[i].header), ==, cases[i].language);
      for (guint r = 0; r < G_N_ELEMENTS (rests); r++)
        {
          g_autofree char *request = get_request (server, rests[r], header);
          g_autofree char *answer = ask (port_of (server), request);

          /* 64 KB of header may be refused as too large; never a crash. */
          if (strlen (cases[i].header) > 8192 && status_of (answer) != 200)
            continue;
          g_assert_cmpuint (status_of (answer), ==, 200);
          if (r == 0)
            g_assert_nonnull (strstr (answer, expected));
        }
      /* An event stream opens in that language too, then is left. */
      {
        g_autofree char *request = get_request (server, "events", header);
        int fd = connect_from ("127.0.0.1", port_of (server), 3000);

        g_assert_cmpint (fd, >=, 0);
        g_assert_cmpint (send (fd, request, strlen (request), MSG_NOSIGNAL), ==, (ssize_t) strlen (request));
        while (mc_table_server_get_n_viewers (server) == 0 && strlen (cases[i].header) <= 8192)
          g_main_context_iteration (NULL, TRUE);
        close (fd);
        while (mc_table_server_get_n_viewers (server) > 0)
          g_main_context_iteration (NULL, TRUE);
      }
    }
}

static gsize
resident_bytes (void)
{
  g_autofree char *statm = NULL;
  g_auto(GStrv) fields = NULL;

  g_assert_true (g_file_get_contents ("/proc/self/statm", &statm, NULL, NULL));
  fields = g_strsplit (statm, " ", 3);
  return (gsize) g_ascii_strtoull (fields[1], NULL, 10) * (gsize) sysconf (_SC_PAGESIZE);
}

typedef struct
{
  gint        done;
  guint       port;
  char       *headers;
  gsize       sent;
  gboolean    cut;
  char       *answer;
} Body;

#define BODY_DECLARED (G_GUINT64_CONSTANT (1) << 30)   /* 1 GiB */
#define BODY_TRIED (64 * 1024 * 1024)                  /* what is tried before giving up */

static gpointer
body_thread (gpointer data)
{
  Body *b = data;
  int fd = connect_from ("127.0.0.2", b->port, 3000);
  static char chunk[1024 * 1024];
  struct timeval timeout = { 1, 0 };
  GString *answer = g_string_new (NULL);
  char reply[256];
  ssize_t got;

  memset (chunk, 'x', sizeof chunk);
  setsockopt (fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, sizeof timeout);
  if (send (fd, b->headers, strlen (b->headers), MSG_NOSIGNAL) < 0)
    b->cut = TRUE;
  while (!b->cut && b->sent < BODY_TRIED)
    {
      ssize_t n = send (fd, chunk, sizeof chunk, MSG_NOSIGNAL);

      if (n <= 0)
        b->cut = TRUE;   /* reset, or nobody reads any more */
      else
        b->sent += (gsize) n;
    }
  /* What the server said before it closed: the end comes, not a wait. */
  while ((got = recv (fd, reply, sizeof reply, 0)) > 0)
    g_string_append_len (answer, reply, got);
  if (got < 0 && errno != ECONNRESET)
    g_string_append (answer, " (still open)");
  b->answer = g_string_free (answer, FALSE);
  close (fd);
  g_atomic_int_set (&b->done, TRUE);
  return NULL;
}

/* Finding 2: a body was read whole, no token needed (1 GiB: +2 GB). It is
 * refused after the headers, its connection closed unread. */
static void
test_a_body_is_refused_unread (void)
{
  g_autoptr(McSession) session = test_table_started_session ();
  g_autoptr(McTableServer) server = test_table_listening_server (session);
  const char *targets[] = { "/nope", NULL };
  gsize before;

  targets[1] = mc_table_server_get_urls (server)[0] + strlen ("http://127.0.0.1:") + 5;
  before = resident_bytes ();
  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    {
      Body b = { FALSE, port_of (server), NULL, 0, FALSE };

      b.headers = g_strdup_printf ("POST %s HTTP/1.1\r\nHost: 127.0.0.1:%u\r\nContent-Length: %" G_GUINT64_FORMAT
                                   "\r\n\r\n", strchr (targets[i], '/'), port_of (server), BODY_DECLARED);
      serve_while (body_thread, &b);
      g_test_message ("%s: %" G_GSIZE_FORMAT " bytes sent before the cut", targets[i], b.sent);
      g_assert_true (b.cut);
      g_assert_cmpuint (b.sent, <, BODY_TRIED);
      g_assert_null (strstr (b.answer, "(still open)"));
      g_free (b.headers);
      g_free (b.answer);
    }
  /* A chunked body too. */
  {
    Body b = { FALSE, port_of (server), NULL, 0, FALSE };

    b.headers = g_strdup_printf ("GET /nope HTTP/1.1\r\nHost: 127.0.0.1:%u\r\nTransfer-Encoding: chunked\r\n\r\n"
                                 "100000\r\n", port_of (server));
    serve_while (body_thread, &b);
    g_assert_true (b.cut);
    g_assert_cmpuint (b.sent, <, BODY_TRIED);
    g_assert_null (strstr (b.answer, "(still open)"));
    g_free (b.headers);
    g_free (b.answer);
  }
  g_assert_cmpuint (resident_bytes (), <, before + 10 * 1024 * 1024);
  /* And the table still serves. */
  {
    g_autofree char *request = get_request (server, "state.json", "");
    g_autofree char *answer = ask (port_of (server), request);

    g_assert_cmpuint (status_of (answer), ==, 200);
  }
}

typedef struct
{
  gint     done;
  guint    port;
  gint     stop;
  gint     ready;         /* all 64 connected once */
  guint    n_connected;
} Idle;

/* 64 sockets from 127.0.0.2 that send nothing, each reconnected when cut. */
static gpointer
idle_thread (gpointer data)
{
  Idle *idle = data;
  int fds[64];
  char byte;

  for (guint i = 0; i < G_N_ELEMENTS (fds); i++)
    fds[i] = connect_from ("127.0.0.2", idle->port, 1);
  g_atomic_int_set (&idle->ready, TRUE);
  while (!g_atomic_int_get (&idle->stop))
    {
      for (guint i = 0; i < G_N_ELEMENTS (fds); i++)
        {
          ssize_t n = fds[i] >= 0 ? recv (fds[i], &byte, 1, MSG_DONTWAIT) : 0;

          if (fds[i] < 0 || n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK))
            {
              if (fds[i] >= 0)
                close (fds[i]);
              fds[i] = connect_from ("127.0.0.2", idle->port, 1);
              idle->n_connected++;
            }
        }
      g_usleep (2000);
    }
  for (guint i = 0; i < G_N_ELEMENTS (fds); i++)
    if (fds[i] >= 0)
      close (fds[i]);
  g_atomic_int_set (&idle->done, TRUE);
  return NULL;
}

typedef struct
{
  gint     done;
  guint    port;
  char    *request;
  guint    served;
} Viewers;

/* 30 real requests from 127.0.0.3, one after the other. */
static gpointer
viewers_thread (gpointer data)
{
  Viewers *v = data;

  for (guint i = 0; i < 30; i++)
    {
      g_autofree char *answer = exchange ("127.0.0.3", v->port, v->request, strlen (v->request));

      v->served += status_of (answer) == 200;
    }
  g_atomic_int_set (&v->done, TRUE);
  return NULL;
}

/* Finding 3: 64 idle sockets locked every viewer out (0 of 30 served).
 * From one address they take a few places; the others are served. */
static void
test_idle_sockets_from_one_address_leave_others_served (void)
{
  g_autoptr(McSession) session = test_table_started_session ();
  g_autoptr(McTableServer) server = test_table_listening_server (session);
  Idle idle = { FALSE, port_of (server), FALSE, FALSE, 0 };
  Viewers viewers = { FALSE, port_of (server), NULL, 0 };
  GThread *thread;

  /* The idle ones are not cut for the length of the test: the limit per
   * address alone keeps the others served (the short cut has its own
   * test below). */
  mc_table_server_set_header_timeout (server, 60 * 1000);
  viewers.request = get_request (server, "state.json", "");
  thread = g_thread_new ("idle", idle_thread, &idle);
  /* Let the idle ones in first (the listener's backlog is short: the
   * last ones wait for a retried handshake). */
  while (!g_atomic_int_get (&idle.ready))
    iterate_a_little ();
  for (gint64 until = g_get_monotonic_time () + 500 * 1000; g_get_monotonic_time () < until;)
    iterate_a_little ();
  serve_while (viewers_thread, &viewers);
  g_atomic_int_set (&idle.stop, TRUE);
  while (!g_atomic_int_get (&idle.done))
    iterate_a_little ();
  g_thread_join (thread);
  g_test_message ("idle connections made: %u; real requests served: %u of 30", idle.n_connected, viewers.served);
  g_assert_cmpuint (viewers.served, ==, 30);
  g_free (viewers.request);
}

typedef struct
{
  gint     done;
  guint    port;
  gint64   lasted;   /* µs until the server closed it */
} Quiet;

static gpointer
quiet_thread (gpointer data)
{
  Quiet *q = data;
  int fd = connect_from ("127.0.0.2", q->port, 8000);
  gint64 start = g_get_monotonic_time ();
  char byte;

  while (recv (fd, &byte, 1, 0) > 0)
    ;
  q->lasted = g_get_monotonic_time () - start;
  close (fd);
  g_atomic_int_set (&q->done, TRUE);
  return NULL;
}

/* A connection that shows no link is cut after a short time (here with
 * the server's own default, 3 s; it was 10). */
static void
test_a_quiet_connection_is_cut_soon (void)
{
  g_autoptr(McSession) session = test_table_started_session ();
  g_autoptr(McTableServer) server = test_table_listening_server (session);
  Quiet q = { FALSE, port_of (server), 0 };

  serve_while (quiet_thread, &q);
  g_test_message ("a quiet connection lasted %.1f s", q.lasted / 1e6);
  g_assert_cmpint (q.lasted, <, 5 * G_USEC_PER_SEC);
}

/* Finding 5 and issue 26 point 4: exactly one Host, ours exactly, and a
 * target on it; every refusal carries the page's safety headers. */
static void
test_hosts_and_targets (void)
{
  g_autoptr(McSession) session = test_table_started_session ();
  g_autoptr(McTableServer) server = test_table_listening_server (session);
  guint port = port_of (server);
  g_autofree char *path = path_of (server, "state.json");
  g_autofree char *ours = g_strdup_printf ("127.0.0.1:%u", port);
  g_autofree char *longer = g_strdup_printf ("127.0.0.1:%u0", port);
  g_autofree char *suffixed = g_strdup_printf ("127.0.0.1:%u.attacker.example", port);
  g_autofree char *two = g_strdup_printf ("%s\r\nHost: attacker.example", ours);
  g_autofree char *two_reversed = g_strdup_printf ("attacker.example\r\nHost: %s", ours);
  g_autofree char *two_same = g_strdup_printf ("%s\r\nHost: %s", ours, ours);
  struct { const char *host; guint status; } cases[] = {
    { ours, 200 }, { two, 421 }, { two_reversed, 421 }, { two_same, 421 }, { longer, 421 }, { suffixed, 421 },
    { "127.0.0.1", 421 }, { NULL, 421 },
  };
  g_autofree char *absolute_ours = g_strdup_printf ("GET http://127.0.0.1:%u%s HTTP/1.1\r\nHost: 127.0.0.1:%u\r\n\r\n",
                                                    port, path, port);
  g_autofree char *absolute_theirs = g_strdup_printf ("GET http://attacker.example:%u%s HTTP/1.1\r\n"
                                                      "Host: 127.0.0.1:%u\r\n\r\n", port, path, port);
  g_autofree char *answer = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *request = cases[i].host != NULL
                                 ? g_strdup_printf ("GET %s HTTP/1.1\r\nHost: %s\r\n\r\n", path, cases[i].host)
                                 : g_strdup_printf ("GET %s HTTP/1.1\r\n\r\n", path);
      g_autofree char *reply = ask (port, request);

      g_test_message ("%s", request);
      /* Refused by libsoup (400: no URI can be made of it) or by us (421). */
      if (cases[i].status == 200)
        g_assert_cmpuint (status_of (reply), ==, 200);
      else
        g_assert_true (status_of (reply) == 400 || status_of (reply) == 421);
    }
  answer = ask (port, absolute_ours);
  g_assert_cmpuint (status_of (answer), ==, 200);
  g_free (answer);
  answer = ask (port, absolute_theirs);
  g_assert_cmpuint (status_of (answer), ==, 421);

  /* Error answers carry the headers a page does. */
  {
    const char *errors[] = { absolute_theirs, NULL, NULL };
    g_autofree char *not_found = g_strdup_printf ("GET /nope HTTP/1.1\r\nHost: 127.0.0.1:%u\r\n\r\n", port);
    g_autofree char *not_allowed = g_strdup_printf ("DELETE %s HTTP/1.1\r\nHost: 127.0.0.1:%u\r\n\r\n", path, port);

    errors[1] = not_found;
    errors[2] = not_allowed;
    for (guint i = 0; i < G_N_ELEMENTS (errors); i++)
      {
        g_autofree char *reply = ask (port, errors[i]);
        g_autofree char *lower = g_ascii_strdown (reply, -1);

        g_assert_cmpuint (status_of (reply), >=, 400);
        g_assert_nonnull (strstr (lower, "\r\nx-content-type-options: nosniff\r\n"));
        g_assert_nonnull (strstr (lower, "\r\ncontent-security-policy: default-src 'none'"));
      }
  }
}

/* Issue 24 point 17: a link that is not (or no longer) the table's gets a
 * short page in the phone's language, not an empty 404. */
static void
test_an_ended_link_says_what_to_do (void)
{
  g_autoptr(McSession) session = test_table_started_session ();
  g_autoptr(McTableServer) server = test_table_listening_server (session);
  g_autofree char *old = g_strdup (mc_table_server_get_urls (server)[0]);
  g_autofree char *path = g_strdup (strstr (old + strlen ("http://"), "/t/"));
  g_autofree char *english = NULL;
  g_autofree char *spanish = NULL;
  g_autofree char *polish = NULL;
  g_autofree char *request = NULL;

  mc_table_server_new_link (server);
  request = g_strdup_printf ("GET %s HTTP/1.1\r\nHost: 127.0.0.1:%u\r\n\r\n", path, port_of (server));
  english = ask (port_of (server), request);
  g_free (request);
  request = g_strdup_printf ("GET %s HTTP/1.1\r\nHost: 127.0.0.1:%u\r\nAccept-Language: es-ES,es;q=0.9\r\n\r\n",
                             path, port_of (server));
  spanish = ask (port_of (server), request);
  g_free (request);
  request = g_strdup_printf ("GET %s HTTP/1.1\r\nHost: 127.0.0.1:%u\r\nAccept-Language: pl\r\n\r\n",
                             path, port_of (server));
  polish = ask (port_of (server), request);

  g_assert_cmpuint (status_of (english), ==, 404);
  g_assert_nonnull (strstr (english, "text/html"));
  g_assert_nonnull (strstr (english, "This link does not lead to a table now: scan the code at the table again."));
  /* po/es.po and po/pl.po, with the glossary's words. */
  g_assert_nonnull (strstr (spanish, "<html lang=\"es\">"));
  g_assert_nonnull (strstr (spanish, "Este enlace no lleva ahora a ninguna mesa: vuelve a escanear el código de la mesa."));
  g_assert_nonnull (strstr (polish, "<html lang=\"pl\">"));
  g_assert_nonnull (strstr (polish, "Ten link nie prowadzi teraz do żadnego stołu: zeskanuj ponownie kod przy stole."));
}

/* Issue 26 point 4: what a phone may see, written here from what the
 * table shows everyone; a server that stopped redacting fails. */
static void
assert_members (JsonObject         *object,
                const char * const *expected)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (GList *l = members; l != NULL; l = l->next)
    if (!g_strv_contains (expected, l->data))
      g_error ("“%s” reaches the phones and is not on the list", (char *) l->data);
}

static void
test_a_phone_sees_only_the_listed_members (void)
{
  static const char * const game[] = {
    "round", "phase", "over", "starting-player", "turn", "players", "mighty-mech", "row", "combat", "winners",
    "tie-break", NULL
  };
  static const char * const player[] = {
    "name", "pilot", "colour", "status", "health", "health-top", "energy", "credits", "score", "zone", "mines",
    "turrets", "cards-played", "facing", "ad-hoc", "weapons", NULL
  };
  static const char * const rumble_game[] = {
    "game", "round", "phase", "over", "direction", "champion", "turn", "track", "supply", "players", "laboratory",
    "transformations", "build", "battle", "winner", "victory", NULL
  };
  static const char * const rumble_player[] = {
    "name", "colour", "crystals", "storage", "reactor", "cryo", "scrap", "tier", "deck", "hand", "surrendered",
    "bots", NULL
  };
  g_autoptr(McSession) session = test_table_started_session ();
  g_autoptr(McSession) rumble = mc_session_new ();
  g_autoptr(McTableServer) server = test_table_listening_server (session);
  g_autoptr(McTableServer) rumble_server = NULL;
  g_autofree char *request = get_request (server, "state.json", "");
  g_autofree char *answer = ask (port_of (server), request);
  g_autoptr(JsonNode) state = NULL;
  JsonArray *players;

  g_assert_cmpuint (status_of (answer), ==, 200);
  state = test_table_parse (strstr (answer, "\r\n\r\n") + 4);
  assert_members (json_node_get_object (state), game);
  /* Hidden at the table: the seed, the generator, the decks. */
  g_assert_false (json_object_has_member (json_node_get_object (state), "seed"));
  players = json_object_get_array_member (json_node_get_object (state), "players");
  g_assert_cmpuint (json_array_get_length (players), ==, 4);
  for (guint i = 0; i < json_array_get_length (players); i++)
    assert_members (json_array_get_object_element (players, i), player);

  test_table_start_rumble (rumble);
  rumble_server = test_table_listening_server (rumble);
  g_free (request);
  g_free (answer);
  g_clear_pointer (&state, json_node_unref);
  request = get_request (rumble_server, "state.json", "");
  answer = ask (port_of (rumble_server), request);
  g_assert_cmpuint (status_of (answer), ==, 200);
  state = test_table_parse (strstr (answer, "\r\n\r\n") + 4);
  assert_members (json_node_get_object (state), rumble_game);
  players = json_object_get_array_member (json_node_get_object (state), "players");
  g_assert_cmpuint (json_array_get_length (players), ==, 3);
  for (guint i = 0; i < json_array_get_length (players); i++)
    assert_members (json_array_get_object_element (players, i), rumble_player);

  /* A member the state gains later stays on the laptop. */
  {
    g_autoptr(JsonNode) grown = test_table_parse ("{\"game\":\"rumblebots\",\"round\":1,\"secret\":3,"
                                                  "\"players\":[{\"name\":\"Ana\",\"deck-order\":[1,2]}]}");

    mc_table_public_redact_rumble (grown);
    g_assert_false (json_object_has_member (json_node_get_object (grown), "secret"));
    g_assert_false (json_object_has_member (json_array_get_object_element (
      json_object_get_array_member (json_node_get_object (grown), "players"), 0), "deck-order"));
  }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/table-hardening/malformed-accept-language-is-read-never-crashes", test_malformed_accept_language);
  g_test_add_func ("/table-hardening/a-body-is-refused-and-its-connection-closed-unread",
                   test_a_body_is_refused_unread);
  g_test_add_func ("/table-hardening/64-idle-sockets-from-one-address-leave-other-viewers-served",
                   test_idle_sockets_from_one_address_leave_others_served);
  g_test_add_func ("/table-hardening/a-connection-without-a-link-is-cut-within-5-s", test_a_quiet_connection_is_cut_soon);
  g_test_add_func ("/table-hardening/one-host-exactly-ours-and-a-target-on-it", test_hosts_and_targets);
  g_test_add_func ("/table-hardening/an-ended-link-says-what-to-do-in-the-phones-language",
                   test_an_ended_link_says_what_to_do);
  g_test_add_func ("/table-hardening/a-phone-sees-only-the-members-listed-here", test_a_phone_sees_only_the_listed_members);
  return g_test_run ();
}
