/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "mc-table-route.h"

#define TOKEN_LENGTH 32

/**
 * mc_table_route_token_matches:
 * @token: the link's token, TOKEN_LENGTH hex digits, or "" for none
 *
 * The same time whatever the guess: no timing tells how much was right.
 */
gboolean
mc_table_route_token_matches (const char *token,
                              const char *candidate,
                              gsize       candidate_length)
{
  volatile guint8 difference = 0;

  if (candidate_length != TOKEN_LENGTH || token == NULL || strlen (token) != TOKEN_LENGTH)
    return FALSE;
  for (gsize i = 0; i < TOKEN_LENGTH; i++)
    difference |= (guint8) (token[i] ^ candidate[i]);
  return difference == 0;
}

/**
 * mc_table_route_path:
 * @path: the request's path, decoded
 * @token: the link's token
 *
 * /t/TOKEN/ is the page, /t/TOKEN/state.json and /t/TOKEN/events what it
 * reads. Any other /t/ page (a link from an earlier share, a mistyped
 * one) and the bare address (a link typed without its end) are told the
 * link leads to no table now; everything else is not found.
 */
McTableRoute
mc_table_route_path (const char *path,
                     const char *token)
{
  const char *rest;
  gsize length;

  if (g_strcmp0 (path, "/") == 0 || g_strcmp0 (path, "/t") == 0)
    return MC_TABLE_ROUTE_ENDED;
  if (path == NULL || strlen (path) > MC_TABLE_ROUTE_MAX_PATH || !g_str_has_prefix (path, "/t/"))
    return MC_TABLE_ROUTE_NOT_FOUND;
  rest = path + 3;
  length = strcspn (rest, "/");
  if (!mc_table_route_token_matches (token, rest, length))
    {
      /* What a phone opens, not what its page asks for. */
      rest += length;
      return g_str_equal (rest, "") || g_str_equal (rest, "/") ? MC_TABLE_ROUTE_ENDED : MC_TABLE_ROUTE_NOT_FOUND;
    }
  rest += length;
  if (g_str_equal (rest, "") || g_str_equal (rest, "/"))
    return MC_TABLE_ROUTE_PAGE;
  if (g_str_equal (rest, "/state.json"))
    return MC_TABLE_ROUTE_STATE;
  if (g_str_equal (rest, "/events"))
    return MC_TABLE_ROUTE_EVENTS;
  return MC_TABLE_ROUTE_NOT_FOUND;
}

static gboolean
is_allowed (const char * const *hosts,
            const char         *host)
{
  for (guint i = 0; hosts[i] != NULL; i++)
    if (g_ascii_strcasecmp (host, hosts[i]) == 0)
      return TRUE;
  return FALSE;
}

/**
 * mc_table_route_host_allowed:
 * @hosts: the "address:port" the server listens on, NULL-terminated
 * @host_header: (nullable): every Host header of the request, as libsoup
 *   joins them (", " between two)
 * @target_host: (nullable): the host of the request's target as the
 *   server understood it (an absolute-form target names its own)
 * @target_port: its port
 *
 * Exactly one Host, naming one of @hosts, and a target on the same: a
 * page fetched under another name (DNS rebinding) or through another
 * host is refused.
 */
gboolean
mc_table_route_host_allowed (const char * const *hosts,
                             const char         *host_header,
                             const char         *target_host,
                             int                 target_port)
{
  g_autofree char *target = NULL;

  /* Two Host headers are joined with a comma, which no host holds. */
  if (hosts == NULL || host_header == NULL || strchr (host_header, ',') != NULL || !is_allowed (hosts, host_header))
    return FALSE;
  if (target_host == NULL || target_port <= 0 || target_port > 65535)
    return FALSE;
  if (strchr (target_host, ':') != NULL && target_host[0] != '[')
    target = g_strdup_printf ("[%s]:%d", target_host, target_port);
  else
    target = g_strdup_printf ("%s:%d", target_host, target_port);
  return g_ascii_strcasecmp (target, host_header) == 0;
}

/**
 * mc_table_route_parse_last_event_id:
 *
 * Returns: whether @text is the id of an event (a line number)
 */
gboolean
mc_table_route_parse_last_event_id (const char *text,
                                    guint64    *id)
{
  *id = 0;
  if (text == NULL || *text == '\0' || strlen (text) > 20)
    return FALSE;
  /* Digits only: strtoull() would take "\v-1" as 2^64 - 1 (libFuzzer). */
  for (const char *c = text; *c != '\0'; c++)
    if (!g_ascii_isdigit (*c))
      return FALSE;
  return g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, id, NULL);
}
