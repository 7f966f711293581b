/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The shared table's page in a real browser (issue 19): headless Chromium
 * opens it from a server on 127.0.0.1, follows a live change, and renders
 * it at 360×640 to PNGs in the build directory, in English and Spanish,
 * light and dark. Chromium is driven through its DevTools protocol, also
 * on 127.0.0.1; it resolves no other host. */
#include "config.h"

#include <signal.h>
#include <string.h>

#include <json-glib/json-glib.h>
#include <libsoup/soup.h>

#include "mechs/tem-action.h"
#include "session/mc-session.h"
#include "session/mc-table-server.h"
#include "test-table-util.h"
#include "test-util.h"

#define PHONE_METRICS "{\"width\":360,\"height\":640,\"deviceScaleFactor\":1,\"mobile\":true}"

typedef struct
{
  GSubprocess             *process;
  char                    *profile;
  GDataInputStream        *stderr_lines;
  char                    *devtools;     /* ws://127.0.0.1:PORT/devtools/browser/… */
  gboolean                 exited;
  SoupSession             *client;
  SoupWebsocketConnection *page;
  guint                    next_id;
  GHashTable              *replies;      /* id → JsonNode */
} Browser;

static void
child_exited_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  Browser *browser = data;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  browser->exited = TRUE;
}

static void
stderr_line_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  Browser *browser = data;
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result,
                                                                     NULL, NULL);
  const char *ws;

  if (line == NULL)
    return;
  ws = strstr (line, "DevTools listening on ");
  if (ws != NULL && browser->devtools == NULL)
    browser->devtools = g_strdup (ws + strlen ("DevTools listening on "));
  g_data_input_stream_read_line_async (browser->stderr_lines, G_PRIORITY_DEFAULT, NULL, stderr_line_cb, browser);
}

/* Returns NULL, with the reason in @why, when Chromium cannot run here. */
static Browser *
browser_start (const char  *url,
               const char  *language,
               char       **why)
{
  g_autofree char *chromium = g_find_program_in_path ("chromium");
  g_autoptr(GError) error = NULL;
  g_autofree char *profile_arg = NULL;
  g_autofree char *lang_arg = NULL;
  g_autofree char *accept_arg = NULL;
  Browser *browser;

  if (chromium == NULL)
    {
      *why = g_strdup ("chromium is not installed (build-aux/deps installs it): the page is not tried in a browser");
      return NULL;
    }

  browser = g_new0 (Browser, 1);
  browser->profile = g_dir_make_tmp ("mc-chromium-XXXXXX", &error);
  g_assert_no_error (error);
  profile_arg = g_strconcat ("--user-data-dir=", browser->profile, NULL);
  lang_arg = g_strconcat ("--lang=", language, NULL);
  accept_arg = g_strconcat ("--accept-lang=", language, NULL);
  {
    const char *argv[] = {
      chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--no-first-run", "--no-default-browser-check",
      "--disable-default-apps", "--disable-extensions", "--disable-breakpad", "--no-pings",
      "--disable-domain-reliability", "--disable-features=Translate,OptimizationHints,MediaRouter",
      "--no-proxy-server",
      /* Whatever Chromium might want to reach, only 127.0.0.1 resolves. */
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
      "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0",
      "--window-size=360,640", "--hide-scrollbars",
      profile_arg, lang_arg, accept_arg, url, NULL
    };

    browser->process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                                          &error);
    if (browser->process == NULL)
      {
        *why = g_strdup_printf ("chromium could not be started: %s", error->message);
        test_remove_tree (browser->profile);
        g_free (browser->profile);
        g_free (browser);
        return NULL;
      }
  }
  g_subprocess_wait_async (browser->process, NULL, child_exited_cb, browser);
  browser->stderr_lines = g_data_input_stream_new (g_subprocess_get_stderr_pipe (browser->process));
  g_data_input_stream_read_line_async (browser->stderr_lines, G_PRIORITY_DEFAULT, NULL, stderr_line_cb, browser);
  while (browser->devtools == NULL && !browser->exited)
    g_main_context_iteration (NULL, TRUE);
  if (browser->devtools == NULL)
    {
      *why = g_strdup ("chromium exited before it opened its DevTools port: it cannot run here");
      return browser;
    }
  browser->client = test_table_new_soup_session ();
  browser->replies = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) json_node_unref);
  browser->next_id = 1;
  return browser;
}

static void
browser_free (Browser *browser)
{
  if (browser->page != NULL)
    {
      soup_websocket_connection_close (browser->page, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
      g_object_unref (browser->page);
    }
  if (!browser->exited)
    {
      g_subprocess_send_signal (browser->process, SIGTERM);
      while (!browser->exited)
        g_main_context_iteration (NULL, TRUE);
    }
  g_clear_object (&browser->stderr_lines);
  g_clear_object (&browser->process);
  g_clear_object (&browser->client);
  g_clear_pointer (&browser->replies, g_hash_table_unref);
  test_remove_tree (browser->profile);
  g_free (browser->profile);
  g_free (browser->devtools);
  g_free (browser);
}

static void
message_cb (SoupWebsocketConnection *connection,
            int                      type,
            GBytes                  *message,
            Browser                 *browser)
{
  g_autoptr(JsonNode) node = json_from_string (g_bytes_get_data (message, NULL), NULL);
  JsonObject *object;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return;
  object = json_node_get_object (node);
  if (json_object_has_member (object, "id"))
    g_hash_table_insert (browser->replies, GUINT_TO_POINTER (json_object_get_int_member (object, "id")),
                         json_node_ref (node));
}

static void
websocket_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  Browser *browser = data;
  g_autoptr(GError) error = NULL;

  browser->page = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &error);
  g_assert_no_error (error);
}

/* Attaches to the page the browser opened. */
static void
browser_attach (Browser *browser)
{
  g_autofree char *list_url = NULL;
  g_autofree char *body = NULL;
  g_autoptr(JsonNode) targets = NULL;
  g_autoptr(SoupMessage) msg = NULL;
  const char *host = browser->devtools + strlen ("ws://");
  const char *ws = NULL;

  g_assert_true (g_str_has_prefix (browser->devtools, "ws://127.0.0.1:"));
  list_url = g_strdup_printf ("http://%.*s/json/list", (int) (strchr (host, '/') - host), host);
  while (ws == NULL)
    {
      JsonArray *array;

      g_clear_pointer (&body, g_free);
      g_clear_pointer (&targets, json_node_unref);
      g_assert_cmpuint (test_table_get_status (browser->client, "GET", list_url, NULL, &body), ==, 200);
      targets = json_from_string (body, NULL);
      g_assert_nonnull (targets);
      array = json_node_get_array (targets);
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonObject *target = json_array_get_object_element (array, i);

          if (g_strcmp0 (json_object_get_string_member_with_default (target, "type", ""), "page") == 0)
            ws = json_object_get_string_member (target, "webSocketDebuggerUrl");
        }
    }
  g_assert_true (g_str_has_prefix (ws, "ws://127.0.0.1:"));
  msg = soup_message_new ("GET", ws);
  soup_session_websocket_connect_async (browser->client, msg, NULL, NULL, G_PRIORITY_DEFAULT, NULL, websocket_cb,
                                        browser);
  while (browser->page == NULL)
    g_main_context_iteration (NULL, TRUE);
  /* Screenshots come back as one large message. */
  soup_websocket_connection_set_max_incoming_payload_size (browser->page, 64 * 1024 * 1024);
  g_signal_connect (browser->page, "message", G_CALLBACK (message_cb), browser);
}

/* One DevTools command; returns its result. */
static JsonNode *
browser_call (Browser    *browser,
              const char *method,
              const char *params)
{
  guint id = browser->next_id++;
  g_autofree char *text = g_strdup_printf ("{\"id\":%u,\"method\":\"%s\",\"params\":%s}", id, method,
                                           params != NULL ? params : "{}");
  JsonNode *reply;
  JsonObject *object;

  soup_websocket_connection_send_text (browser->page, text);
  while ((reply = g_hash_table_lookup (browser->replies, GUINT_TO_POINTER (id))) == NULL)
    g_main_context_iteration (NULL, TRUE);
  object = json_node_get_object (reply);
  if (json_object_has_member (object, "error"))
    g_error ("DevTools %s: %s", method, json_to_string (json_object_get_member (object, "error"), FALSE));
  return json_node_copy (json_object_get_member (object, "result"));
}

static char *
browser_eval (Browser    *browser,
              const char *expression)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) params = NULL;
  g_autofree char *params_text = NULL;
  g_autoptr(JsonNode) result = NULL;
  JsonObject *value;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "expression");
  json_builder_add_string_value (builder, expression);
  json_builder_set_member_name (builder, "returnByValue");
  json_builder_add_boolean_value (builder, TRUE);
  json_builder_end_object (builder);
  params = json_builder_get_root (builder);
  params_text = json_to_string (params, FALSE);
  result = browser_call (browser, "Runtime.evaluate", params_text);
  value = json_object_get_object_member (json_node_get_object (result), "result");
  if (!json_object_has_member (value, "value") || !JSON_NODE_HOLDS_VALUE (json_object_get_member (value, "value")))
    return g_strdup ("");
  return g_strdup (json_object_get_string_member (value, "value"));
}

static void
assert_eval (Browser    *browser,
             const char *expression,
             const char *expected)
{
  g_autofree char *value = browser_eval (browser, expression);

  g_assert_cmpstr (value, ==, expected);
}

static gboolean
wake_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Polls the page until @expression gives @expected: no clock decides. */
static void
browser_wait_for (Browser    *browser,
                  const char *expression,
                  const char *expected)
{
  for (;;)
    {
      g_autofree char *value = browser_eval (browser, expression);
      gboolean woken = FALSE;

      if (g_str_equal (value, expected))
        return;
      g_timeout_add (50, wake_cb, &woken);
      test_table_wait_for (&woken);
    }
}

static void
browser_screenshot (Browser    *browser,
                    const char *name)
{
  g_autoptr(JsonNode) result = browser_call (browser, "Page.captureScreenshot", "{\"format\":\"png\"}");
  const char *data = json_object_get_string_member (json_node_get_object (result), "data");
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  gsize length;
  g_autofree guchar *png = g_base64_decode (data, &length);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (length, >, 8);
  g_assert_cmpmem (png, 4, "\x89PNG", 4);
  g_assert_true (g_file_set_contents (path, (const char *) png, length, &error));
  g_assert_no_error (error);
  g_test_message ("rendered %s", path);
}

static void
correct (McSession *session,
         guint      player,
         TemField   field,
         int        value)
{
  TemAction action;
  g_autoptr(GError) error = NULL;

  tem_action_init_correct (&action, player, field, value);
  g_assert_true (mc_session_apply (session, &action, &error));
  g_assert_no_error (error);
}

/* A phone at 360×640 on @url in @language, or %NULL (the test skipped)
 * when no browser can be started here. */
static Browser *
phone_open (const char *url,
            const char *language)
{
  g_autofree char *why = NULL;
  Browser *browser = browser_start (url, language, &why);

  if (browser == NULL || browser->devtools == NULL)
    {
      g_test_skip (why);
      if (browser != NULL)
        browser_free (browser);
      return NULL;
    }
  browser_attach (browser);
  json_node_unref (browser_call (browser, "Emulation.setDeviceMetricsOverride", PHONE_METRICS));
  return browser;
}

static void
test_page_in_a_browser (gconstpointer data)
{
  const char *language = data;
  g_autoptr(McSession) session = mc_session_new ();
  g_autoptr(McTableServer) server = mc_table_server_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  g_autofree char *next = NULL;
  g_autofree char *text = NULL;
  g_autofree char *light = g_strdup_printf ("table-browser-%s.png", language);
  g_autofree char *dark = g_strdup_printf ("table-browser-%s-dark.png", language);
  g_autoptr(JsonNode) media = NULL;
  Browser *browser;
  TemAction action;
  /* The page's words from po/es.po, and the source's for English. */
  const char *energy_word = g_str_equal (language, "es") ? "Energía" : g_str_equal (language, "pl") ? "Energia"
                                                                                                   : "Energy";
  const char *round_words = g_str_equal (language, "es") ? "Ronda 1" : g_str_equal (language, "pl") ? "Runda 1"
                                                                                                   : "Round 1";

  test_new_game_action (&action, 4, 0);
  g_assert_true (mc_session_start (session, &action, &error));
  g_assert_no_error (error);
  mc_table_server_follow (server, session);
  g_assert_true (mc_table_server_listen (server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);

  browser = phone_open (mc_table_server_get_urls (server)[0], language);
  if (browser == NULL)
    return;

  /* The snapshot first... */
  line = g_strdup_printf ("%" G_GUINT64_FORMAT, mc_table_server_get_line (server));
  browser_wait_for (browser, "document.body.dataset.line || ''", line);
  g_assert_cmpuint (mc_table_server_get_n_viewers (server), ==, 1);

  /* ...then a change at the table, live. */
  correct (session, 0, TEM_FIELD_SCORE, 42);
  next = g_strdup_printf ("%" G_GUINT64_FORMAT, mc_table_server_get_line (server));
  g_assert_cmpstr (next, !=, line);
  browser_wait_for (browser, "document.body.dataset.line || ''", next);
  text = browser_eval (browser, "document.body.innerText");
  g_assert_nonnull (strstr (text, "42"));
  g_assert_nonnull (strstr (text, "Ana"));
  g_assert_nonnull (strstr (text, energy_word));
  g_assert_nonnull (strstr (text, round_words));
  assert_eval (browser, "document.documentElement.lang", language);
  /* Issue 24.17: the title names the game; issue 23: a polite live region
   * tells a screen reader what just happened. */
  assert_eval (browser, "document.title", g_str_equal (language, "es") ? "Pequeños Grandes Mechs: la mesa"
                                          : g_str_equal (language, "pl") ? "Tiny Epic Mechs: stół"
                                                                         : "Tiny Epic Mechs: the table");
  assert_eval (browser, "document.getElementById('latest').getAttribute('aria-live')", "polite");
  /* Words break between words only (it was "Might y Mech" at 360 px). */
  assert_eval (browser, "getComputedStyle(document.body).overflowWrap", "break-word");
  /* Nothing wider than the phone: no sideways scrolling at 360 px. */
  assert_eval (browser, "String(document.documentElement.scrollWidth <= 360)", "true");
  /* Each token whole in its zone (walk 20, pl: the empty Mech's
   * "Megamech" cut to "Megame"). */
  assert_eval (browser, "String(document.querySelectorAll('.zone .tok').length > 0 && "
                        "[...document.querySelectorAll('.zone .tok')].every(t => t.getBoundingClientRect().right "
                        "<= t.parentElement.getBoundingClientRect().right))", "true");
  browser_screenshot (browser, light);

  media = browser_call (browser, "Emulation.setEmulatedMedia",
                                            "{\"features\":[{\"name\":\"prefers-color-scheme\",\"value\":\"dark\"}]}");
  browser_wait_for (browser, "String(matchMedia('(prefers-color-scheme: dark)').matches)", "true");
  browser_screenshot (browser, dark);

  browser_free (browser);
}

/* Share C: the bare address on a phone gets the short page, looking like
 * the table's (its background, light and dark), saying what to do. */
static void
test_no_table_page_in_a_browser (void)
{
  g_autoptr(McSession) session = mc_session_new ();
  g_autoptr(McTableServer) server = mc_table_server_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) media = NULL;
  g_autofree char *root = NULL;
  TemAction action;
  Browser *browser;

  test_new_game_action (&action, 2, 0);
  g_assert_true (mc_session_start (session, &action, &error));
  mc_table_server_follow (server, session);
  g_assert_true (mc_table_server_listen (server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  root = g_strndup (mc_table_server_get_urls (server)[0],
                    strstr (mc_table_server_get_urls (server)[0], "/t/") - mc_table_server_get_urls (server)[0] + 1);

  browser = phone_open (root, "en");
  if (browser == NULL)
    return;
  browser_wait_for (browser, "(document.querySelector('[role=alert]') || {}).textContent || ''",
                    "This link does not lead to a table now: scan the code at the table again.");
  /* The table page's --bg: #fafafa light, #1e1e1e dark. */
  assert_eval (browser, "getComputedStyle(document.body).backgroundColor", "rgb(250, 250, 250)");
  browser_screenshot (browser, "table-browser-no-table.png");
  media = browser_call (browser, "Emulation.setEmulatedMedia",
                        "{\"features\":[{\"name\":\"prefers-color-scheme\",\"value\":\"dark\"}]}");
  browser_wait_for (browser, "getComputedStyle(document.body).backgroundColor", "rgb(30, 30, 30)");
  browser_screenshot (browser, "table-browser-no-table-dark.png");
  browser_free (browser);
}

/* The words a Rumblebots table is expected in: the source's for English,
 * po/es.po's for Spanish (each its own msgid there). */
typedef struct
{
  const char *language;
  const char *build_bar;      /* Round %d · Build phase · Counter-clockwise · %s’s turn */
  const char *facts;          /* Champion: %s · Round track: … · Supply: %d */
  const char *bulby;          /* msgctxt "Rumblebots starting Bot" */
  const char *battle_bar;     /* Round %d · Battle phase · Counter-clockwise */
  const char *challenges;     /* Battle · %s challenges %s */
  const char *clash;          /* Defense %d, barriers %d · attack %d, needs more than %d · crits %d of %d needed */
  const char *new_champion;   /* Battle · %s is the new Champion and names a faction */
  const char *over;           /* Game over */
  const char *dominance;      /* %s wins by dominance */
  const char *unnamed;        /* Attacking: %s, with Card %u */
} RumbleWords;

static const RumbleWords rumble_words[] = {
  {
    "en", "Round 1 · Build phase · Counter-clockwise · Ana’s turn",
    "Champion: Ana · Round track: 3 3 3 3 3 – · Supply: 15", "Bulby",
    "Round 1 · Battle phase · Counter-clockwise", "Battle · Cleo challenges Ana",
    "Defense 3, barriers 0 · attack 3, needs more than 3 · crits 0 of 4 needed",
    "Battle · Cleo is the new Champion and names a faction", "Game over", "Cleo wins by dominance",
    "Attacking: Card 1",
  },
  {
    "es", "Ronda 1 · Fase de Construcción · Sentido antihorario · Turno de Ana",
    "Campeón: Ana · Medidor de Ronda: 3 3 3 3 3 – · Reserva común: 15", "Bombillita",
    "Ronda 1 · Fase de Batalla · Sentido antihorario", "Batalla · Cleo desafía a Ana",
    "Defensa 3, barreras 0 · ataque 3, necesita más de 3 · impactos críticos 0 de 4 necesarios",
    "Batalla · Nuevo Campeón: Cleo, que nombra una facción", "Fin de partida", "Cleo gana por dominación",
    "Atacan: Carta 1",
  },
};

/* Each player's numbers as the page shows them, card by card. */
#define RUMBLE_NUMBERS \
  "[...document.querySelectorAll('.player:not(.player-bots)')].map(c => [...c.querySelectorAll('.nums div')]" \
  ".map(d => d.dataset.field + '=' + d.querySelector('b').textContent).join(' ')).join('\\n')"
/* The bars and the line under them, spaces as spaces. */
#define RUMBLE_BARS \
  "[...document.querySelectorAll('.bar, main > .sub')].map(e => e.textContent.replace(/\\u00a0/g, ' '))" \
  ".join('\\n')"

static void
rumble_act (Browser        *browser,
            McSession      *session,
            McTableServer  *server,
            RbAction       *action)
{
  g_autofree char *line = NULL;

  if (action != NULL)
    test_table_rumble_apply (session, action);
  line = g_strdup_printf ("%" G_GUINT64_FORMAT, mc_table_server_get_line (server));
  browser_wait_for (browser, "document.body.dataset.line || ''", line);
}

static void
assert_text_has (Browser    *browser,
                 const char *expression,
                 const char *expected)
{
  g_autofree char *text = browser_eval (browser, expression);

  if (strstr (text, expected) == NULL)
    g_error ("“%s” not on the page:\n%s", expected, text);
}

/* A Rumblebots table on a phone, live: every number a player looks up,
 * as the rulebook has it, after actions and undo; the battle's clash;
 * the winner. */
static void
test_rumblebots_in_a_browser (gconstpointer data)
{
  const RumbleWords *words = data;
  g_autoptr(McSession) session = mc_session_new ();
  g_autoptr(McTableServer) server = mc_table_server_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *png = g_strdup_printf ("table-browser-rumblebots-%s.png", words->language);
  g_autofree char *battle_png = g_strdup_printf ("table-browser-rumblebots-%s-battle.png", words->language);
  Browser *browser;
  RbAction action;
  RbCard card;

  test_table_start_rumble (session);
  mc_table_server_follow (server, session);
  g_assert_true (mc_table_server_listen (server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);

  browser = phone_open (mc_table_server_get_urls (server)[0], words->language);
  if (browser == NULL)
    return;
  rumble_act (browser, session, server, NULL);

  assert_eval (browser, "document.title", g_str_equal (words->language, "es") ? "Rumblebots: la mesa"
                                                                             : "Rumblebots: the table");
  /* RB-S12, RB-R3: round 1, Ana the Champion first, round 1's arrows;
   * RB-S7, RB-S8: 3 crystals on spaces 1 to 5, 15 in the supply. */
  assert_text_has (browser, RUMBLE_BARS, words->build_bar);
  assert_text_has (browser, RUMBLE_BARS, words->facts);
  /* RB-S13, RB-S9, RB-B3: no crystals, tier 1, Ana's income of 1. */
  assert_eval (browser, RUMBLE_NUMBERS,
               "crystals=0 storage=0 reactor=0 cryo=0 scrap=1 workshop-tier=1\n"
               "crystals=0 storage=0 reactor=0 cryo=0 scrap=0 workshop-tier=1\n"
               "crystals=0 storage=0 reactor=0 cryo=0 scrap=0 workshop-tier=1");
  /* RB-S10: the starting Bots, by their names in the viewer's language. */
  assert_text_has (browser, "document.querySelector('.player-bots').innerText", words->bulby);

  /* RB-B5: a Bot for 1 scrap; then undone at the table. */
  rb_card_init (&card, "Gearhound", 1, RB_FACTION_BIT (RB_FACTION_ANIMAL), 1, 1);
  rb_action_init_build (&action, TEST_TABLE_ANA, FALSE, &card);
  rumble_act (browser, session, server, &action);
  assert_text_has (browser, "document.querySelector('.player-bots').innerText", "Gearhound");
  assert_eval (browser, "document.querySelector('.player [data-field=scrap] b').textContent", "0");
  g_assert_true (mc_session_undo (session));
  rumble_act (browser, session, server, NULL);
  assert_eval (browser, "String(document.querySelector('.player-bots').innerText.includes('Gearhound'))", "false");
  assert_eval (browser, "document.querySelector('.player [data-field=scrap] b').textContent", "1");

  /* Cleo next (counter-clockwise), 1 scrap; 2 crystals put in Storage,
   * one energized for 1 scrap (RB-B18). */
  rb_action_init_end_turn (&action, TEST_TABLE_ANA);
  rumble_act (browser, session, server, &action);
  rb_action_init_correct (&action, TEST_TABLE_CLEO, RB_FIELD_STORAGE, 2);
  rumble_act (browser, session, server, &action);
  rb_action_init_energize (&action, TEST_TABLE_CLEO, FALSE, 0);
  rumble_act (browser, session, server, &action);
  assert_eval (browser, RUMBLE_NUMBERS,
               "crystals=0 storage=0 reactor=0 cryo=0 scrap=0 workshop-tier=1\n"
               "crystals=0 storage=0 reactor=0 cryo=0 scrap=0 workshop-tier=1\n"
               "crystals=2 storage=1 reactor=1 cryo=0 scrap=2 workshop-tier=1");
  assert_eval (browser, "String(document.documentElement.scrollWidth <= 360)", "true");
  browser_screenshot (browser, png);

  /* The battle: Ana defends with 3 (RB-C2), Cleo challenges (RB-C4) with
   * 3: not beaten (RB-C7), 4 + 0 critical hits would (RB-C8). */
  rb_action_init_end_turn (&action, TEST_TABLE_CLEO);
  rumble_act (browser, session, server, &action);
  rb_action_init_end_turn (&action, TEST_TABLE_BEN);
  rumble_act (browser, session, server, &action);
  /* Ana's defender is her Bulby, named (RB-C2). */
  rb_action_init_reveal (&action, TEST_TABLE_ANA, 0, 3, 0, 0, RB_FACTION_BIT (RB_FACTION_ANIMAL));
  action.reveal.bot = rb_game_find_bot (mc_session_get_rumble_game (session), TEST_TABLE_ANA, RB_STARTER_BULBY);
  rumble_act (browser, session, server, &action);
  rb_action_init_reveal (&action, TEST_TABLE_CLEO, 3, 0, 0, 0, RB_FACTION_BIT (RB_FACTION_ANIMAL));
  rumble_act (browser, session, server, &action);
  assert_text_has (browser, RUMBLE_BARS, words->battle_bar);
  /* The gangs by name under the clash (walk 13: sums only); Cleo's card
   * never named. */
  assert_text_has (browser, RUMBLE_BARS, words->bulby);
  /* As the app says it (walk 17: "Attacking: ?"). */
  assert_text_has (browser, RUMBLE_BARS, words->unnamed);
  assert_text_has (browser, RUMBLE_BARS, words->challenges);
  assert_text_has (browser, RUMBLE_BARS, words->clash);
  assert_eval (browser, "String(document.documentElement.scrollWidth <= 360)", "true");
  browser_screenshot (browser, battle_png);
  /* S-B3: in the battle, at 360×640, the first screen shows every
   * player's six numbers (3 players here), and above them the battle's
   * heading and clash (walk 10: they were below the fold). */
  {
    g_autofree char *bottoms = browser_eval (browser, "[...document.querySelectorAll('.player .nums')]"
                                                      ".map(n => Math.round(n.getBoundingClientRect().bottom)).join(' ')");

    g_test_message ("numbers end at %s px", bottoms);
  }
  assert_eval (browser, "String([...document.querySelectorAll('.player .nums')].length === 3 && "
                        "[...document.querySelectorAll('.player .nums')]"
                        ".every(n => n.getBoundingClientRect().bottom <= 640))", "true");
  assert_eval (browser, "String([...document.querySelectorAll('.bar:not(.gangs)')].length >= 3 && "
                        "[...document.querySelectorAll('.bar:not(.gangs)')]"
                        ".every(n => n.getBoundingClientRect().bottom <= 640))",
               "true");
  /* 3 + 7 = 10 > 3 (RB-C7): Cleo is the new Champion, names a faction. */
  rb_action_init_reveal (&action, TEST_TABLE_CLEO, 7, 0, 0, 0, RB_FACTION_BIT (RB_FACTION_ANIMAL));
  rumble_act (browser, session, server, &action);
  assert_text_has (browser, RUMBLE_BARS, words->new_champion);

  /* RB-V1: a new game; Cleo's 6 crystals, 6 more than anyone, at the end
   * of the Build phase win by dominance. */
  test_table_start_rumble (session);
  rumble_act (browser, session, server, NULL);
  rb_action_init_end_turn (&action, TEST_TABLE_ANA);
  rumble_act (browser, session, server, &action);
  rb_action_init_end_turn (&action, TEST_TABLE_CLEO);
  rumble_act (browser, session, server, &action);
  rb_action_init_correct (&action, TEST_TABLE_CLEO, RB_FIELD_STORAGE, 6);
  rumble_act (browser, session, server, &action);
  rb_action_init_end_turn (&action, TEST_TABLE_BEN);
  rumble_act (browser, session, server, &action);
  assert_text_has (browser, RUMBLE_BARS, words->over);
  assert_text_has (browser, RUMBLE_BARS, words->dominance);
  browser_free (browser);
}

/* The chart of how a finished game went (issue 28), on a phone at
 * 360×640: a line per player with the name at its end, and its table
 * equal to the numbers (test-table-chart.c works them out by hand from
 * the example journals); the drawing hidden from a screen reader, the
 * table not. Light and dark (table-browser-chart-GAME-LANG*.png). */
typedef struct
{
  const char *journal;
  const char *language;
  const char *table;      /* the table's rows, cells joined by spaces */
  const char *names;      /* the names at the lines' ends */
} ChartCase;

static const ChartCase chart_cases[] = {
  { "two-players", "en", "Player 1 2 3 4 5 6\nAna 0 3 3 5 5 8\nBen 0 6 6 11 11 19", "Ana 8|Ben 19" },
  { "rumble-three-players", "es", "Jugador 1 2 3 4\nLisa 0 0 1 2\nJaime 3 5 7 9\nVicente 1 2 2 2",
    "Lisa 2|Jaime 9|Vicente 2" },
};

#define CHART_TABLE \
  "[...document.querySelectorAll('.chart tr')].map(r => [...r.children].map(c => " \
  "(c.querySelector('[aria-hidden]') || c).textContent).join(' ')).join('\\n')"

static void
test_chart_in_a_browser (gconstpointer data)
{
  const ChartCase *chart = data;
  g_autofree char *file = g_strconcat (chart->journal, ".jsonl", NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "journals", file, NULL);
  g_autofree char *light = g_strdup_printf ("table-browser-chart-%s-%s.png", chart->journal, chart->language);
  g_autofree char *dark = g_strdup_printf ("table-browser-chart-%s-%s-dark.png", chart->journal, chart->language);
  g_autoptr(McSession) session = mc_session_new ();
  g_autoptr(McTableServer) server = mc_table_server_new ();
  g_autoptr(JsonNode) media = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  Browser *browser;

  g_assert_true (mc_session_open (session, path, NULL, NULL));
  mc_table_server_follow (server, session);
  g_assert_true (mc_table_server_listen (server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  browser = phone_open (mc_table_server_get_urls (server)[0], chart->language);
  if (browser == NULL)
    return;
  line = g_strdup_printf ("%" G_GUINT64_FORMAT, mc_table_server_get_line (server));
  browser_wait_for (browser, "document.body.dataset.line || ''", line);

  assert_eval (browser, CHART_TABLE, chart->table);
  assert_eval (browser, "[...document.querySelectorAll('.chart svg text.name')].map(t => t.textContent).join('|')",
               chart->names);
  /* Colour never alone: each line its player's colour and a shape. */
  assert_eval (browser, "String(document.querySelectorAll('.chart svg g polyline').length)",
               g_str_equal (chart->journal, "two-players") ? "2" : "3");
  assert_eval (browser, "document.querySelector('.chart svg').getAttribute('aria-hidden')", "true");
  assert_eval (browser, "String(!!document.querySelector('.chart table caption').textContent)", "true");
  assert_eval (browser, "String(document.documentElement.scrollWidth <= 360)", "true");
  g_free (browser_eval (browser, "document.querySelector('.chart').scrollIntoView(); ''"));
  browser_screenshot (browser, light);
  media = browser_call (browser, "Emulation.setEmulatedMedia",
                        "{\"features\":[{\"name\":\"prefers-color-scheme\",\"value\":\"dark\"}]}");
  browser_wait_for (browser, "String(matchMedia('(prefers-color-scheme: dark)').matches)", "true");
  browser_screenshot (browser, dark);
  browser_free (browser);
}

/* A combat on the phones, one whole sentence in each language (it was
 * "Combat" and "%s attacks %s" glued with a colon): the sources' words for
 * English, po/es.po's and po/pl.po's. */
typedef struct
{
  const char *language;
  const char *combat;   /* Combat: %s attacks %s */
} CombatWords;

static const CombatWords combat_words[] = {
  { "en", "Combat: Cleo attacks Ana" },
  { "es", "Combate: Cleo ataca a Ana" },
  { "pl", "Walka: Cleo kontra Ana" },
};

/* The phone page of the combat-and-scoring example after its first
 * @lines lines, in @language; NULL without a browser. */
static Browser *
phone_at_example_line (McSession     *session,
                       McTableServer *server,
                       guint          lines,
                       const char    *language)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "journals", "combat-and-scoring.jsonl", NULL);
  g_autofree char *text = NULL;
  g_autofree char *line = g_strdup_printf ("%u", lines);
  g_autoptr(GError) error = NULL;
  const char *end;
  Browser *browser;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  end = text;
  for (guint i = 0; i < lines; i++)
    end = strchr (end, '\n') + 1;
  g_assert_true (mc_session_open_data (session, "game.jsonl", text, (gsize) (end - text), NULL, &error));
  g_assert_no_error (error);
  mc_table_server_publish_session (server, session, FALSE, lines);
  g_assert_true (mc_table_server_listen (server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);

  browser = phone_open (mc_table_server_get_urls (server)[0], language);
  if (browser != NULL)
    browser_wait_for (browser, "document.body.dataset.line || ''", line);
  return browser;
}

/* R-C1: at line 138 of the example, Cleo entered Ana's zone and attacks
 * her (test-replay-midgame). */
static void
test_combat_in_one_sentence (gconstpointer data)
{
  const CombatWords *words = data;
  g_autoptr(McSession) session = mc_session_new ();
  g_autoptr(McTableServer) server = mc_table_server_new ();
  Browser *browser = phone_at_example_line (session, server, 138, words->language);

  if (browser == NULL)
    return;
  assert_text_has (browser, "document.body.innerText", words->combat);
  browser_free (browser);
}

typedef struct
{
  const char *language;
  const char *ad_hoc;
} AdHocWords;

static const AdHocWords ad_hoc_words[] = {
  { "en", "Ad Hoc mode" },
  { "es", "Modo táctico" },
  { "pl", "Tryb przejściowy" },
};

/* R-C7, R-AH1: at line 145 of the example Cleo has retreated and plays
 * in Ad Hoc mode; her card on the phone says so (walk 11: nothing did). */
static void
test_ad_hoc_on_the_phone (gconstpointer data)
{
  const AdHocWords *words = data;
  g_autoptr(McSession) session = mc_session_new ();
  g_autoptr(McTableServer) server = mc_table_server_new ();
  Browser *browser = phone_at_example_line (session, server, 145, words->language);

  if (browser == NULL)
    return;
  assert_text_has (browser, "[...document.querySelectorAll('.player')][2].innerText", words->ad_hoc);
  /* Ana, not in Ad Hoc mode: her card does not say it. */
  {
    g_autofree char *ana = g_strdup_printf ("String([...document.querySelectorAll('.player')][0].innerText"
                                            ".includes('%s'))", words->ad_hoc);

    assert_eval (browser, ana, "false");
  }
  browser_free (browser);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  for (gsize i = 0; i < G_N_ELEMENTS (ad_hoc_words); i++)
    {
      g_autofree char *name = g_strdup_printf ("/table-browser/%s/ad-hoc-on-the-card", ad_hoc_words[i].language);

      g_test_add_data_func (name, &ad_hoc_words[i], test_ad_hoc_on_the_phone);
    }

  g_test_add_data_func ("/table-browser/english/live-update-at-360-px", "en", test_page_in_a_browser);
  g_test_add_data_func ("/table-browser/spanish/live-update-at-360-px", "es", test_page_in_a_browser);
  g_test_add_data_func ("/table-browser/polish/live-update-at-360-px", "pl", test_page_in_a_browser);
  g_test_add_data_func ("/table-browser/rumblebots/english/numbers-clash-and-winner-live-at-360-px",
                        &rumble_words[0], test_rumblebots_in_a_browser);
  g_test_add_data_func ("/table-browser/rumblebots/spanish/numbers-clash-and-winner-live-at-360-px",
                        &rumble_words[1], test_rumblebots_in_a_browser);
  g_test_add_data_func ("/table-browser/chart/mechs/english/at-the-end-with-its-table", &chart_cases[0],
                        test_chart_in_a_browser);
  g_test_add_data_func ("/table-browser/chart/rumblebots/spanish/at-the-end-with-its-table", &chart_cases[1],
                        test_chart_in_a_browser);

  g_test_add_data_func ("/table-browser/english/combat-in-one-sentence", &combat_words[0],
                        test_combat_in_one_sentence);
  g_test_add_data_func ("/table-browser/spanish/combat-in-one-sentence", &combat_words[1],
                        test_combat_in_one_sentence);
  g_test_add_data_func ("/table-browser/polish/combat-in-one-sentence", &combat_words[2],
                        test_combat_in_one_sentence);
  g_test_add_func ("/table-browser/no-table-page-styled-light-and-dark", test_no_table_page_in_a_browser);
  return g_test_run ();
}
