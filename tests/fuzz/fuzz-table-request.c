/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer: any bytes as a request to the shared table (issue 23). All
 * that our code reads of a request goes through here: the path and its
 * token, the Host header(s) and the target's host and port, the
 * Accept-Language header, Last-Event-ID, and the query (which the
 * server ignores: it must not change the route). The bytes are read as
 * an HTTP request by libsoup's own parser, as the server does, and, when
 * that refuses them, as lines of those fields. Build with clang and
 * -Dfuzzing=true; run, for example:
 *
 *   _build-fuzz/tests/fuzz/fuzz-table-request -max_len=70000 -max_total_time=600 CORPUS tests/fuzz/table-requests
 */
#include "config.h"

#include "fuzz-util.h"

#include <string.h>

#include <libsoup/soup.h>

#include "session/mc-table-public.h"
#include "session/mc-table-route.h"

#define TOKEN "0123456789abcdef0123456789abcdef"

static const char * const hosts[] = { "127.0.0.1:8080", "[::1]:8080", "192.168.1.20:8080", NULL };

static void
check_language (const char *header)
{
  const char *language = mc_table_public_pick_language (header);

  if (!g_str_equal (language, "en") && !g_str_equal (language, "es") && !g_str_equal (language, "pl"))
    __builtin_trap ();
}

static void
check_route (const char *path)
{
  McTableRoute route = mc_table_route_path (path, TOKEN);

  if (route > MC_TABLE_ROUTE_EVENTS)
    __builtin_trap ();
  /* Only the right token reaches the game. */
  if ((route == MC_TABLE_ROUTE_PAGE || route == MC_TABLE_ROUTE_STATE || route == MC_TABLE_ROUTE_EVENTS)
      && strncmp (path, "/t/" TOKEN, 3 + strlen (TOKEN)) != 0)
    __builtin_trap ();
  /* No token but the link's: a wrong one never matches. */
  if (mc_table_route_token_matches (TOKEN, path, strlen (path)) != g_str_equal (path, TOKEN))
    __builtin_trap ();
}

static void
check_host (const char *header,
            const char *target_host,
            int         target_port)
{
  gboolean allowed = mc_table_route_host_allowed (hosts, header, target_host, target_port);

  /* Allowed: one Host, exactly one of ours. */
  if (allowed && (header == NULL || strchr (header, ',') != NULL || !g_strv_contains (hosts, header)))
    __builtin_trap ();
}

static void
check_last_event_id (const char *text)
{
  guint64 id;

  if (mc_table_route_parse_last_event_id (text, &id) && (text == NULL || !g_ascii_isdigit (text[0])))
    __builtin_trap ();
}

/* As the server sees it: libsoup's parse, then ours. */
static gboolean
as_http (const char *text,
         gsize       length)
{
  SoupMessageHeaders *headers = soup_message_headers_new (SOUP_MESSAGE_HEADERS_REQUEST);
  g_autofree char *method = NULL;
  g_autofree char *target = NULL;
  SoupHTTPVersion version;
  guint status = soup_headers_parse_request (text, (int) length, headers, &method, &target, &version);

  if (status == SOUP_STATUS_OK && target != NULL)
    {
      g_autoptr(GUri) uri = NULL;
      g_autofree char *origin = g_strdup_printf ("http://%s", soup_message_headers_get_one (headers, "Host") != NULL
                                                 ? soup_message_headers_get_one (headers, "Host") : "127.0.0.1:8080");

      if (*target == '/')
        uri = g_uri_parse_relative (NULL, origin, SOUP_HTTP_URI_FLAGS, NULL);
      if (uri != NULL)
        {
          g_autoptr(GUri) full = g_uri_parse_relative (uri, target, SOUP_HTTP_URI_FLAGS, NULL);

          g_clear_pointer (&uri, g_uri_unref);
          uri = g_steal_pointer (&full);
        }
      else
        uri = g_uri_parse (target, SOUP_HTTP_URI_FLAGS, NULL);
      if (uri != NULL)
        {
          check_route (g_uri_get_path (uri));
          check_host (soup_message_headers_get_list (headers, "Host"), g_uri_get_host (uri), g_uri_get_port (uri));
        }
      check_language (soup_message_headers_get_one (headers, "Accept-Language"));
      check_last_event_id (soup_message_headers_get_one (headers, "Last-Event-ID"));
    }
  soup_message_headers_unref (headers);
  return status == SOUP_STATUS_OK;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_auto(GStrv) fields = NULL;
  const char *field[6] = { NULL };

  if (as_http ((const char *) data, size))
    return 0;
  /* Else, lines: path, Host, target host, target port, Accept-Language,
   * Last-Event-ID. */
  fields = g_strsplit (text, "\n", 6);
  for (guint i = 0; i < 6 && fields[i] != NULL; i++)
    field[i] = fields[i];
  if (field[0] != NULL)
    check_route (field[0]);
  check_host (field[1], field[2], field[3] != NULL ? atoi (field[3]) : -1);
  check_language (field[4] != NULL ? field[4] : text);
  check_last_event_id (field[5]);
  return 0;
}
