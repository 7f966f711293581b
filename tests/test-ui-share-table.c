/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Share the Table in the app (issues 19 and 23): nothing listens until
 * Share is pressed; then mech-companion-cli's `serve` runs as a child
 * (MC_CLI); the QR code a phone scans leads to the page; stopping, or
 * closing the window, closes every phone's stream; the child's death
 * leaves the game going and the dialog saying so. Loopback only:
 * MC_SHARE_ADDRESS is 127.0.0.1. */
#include "config.h"

#include <string.h>

#include "app/mc-share-table-dialog.h"
#include "test-table-util.h"
#include "test-ui-rumble-util.h"
#include "test-ui-util.h"
#include "test-util.h"

static McShareTableDialog *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (MC_IS_SHARE_TABLE_DIALOG (item))
        return MC_SHARE_TABLE_DIALOG (item);
    }
  return NULL;
}

/* The button under @widget that shares the table. */
static GtkWidget *
find_share_button (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)),
                                           "win.share-table") == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_share_button (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_button_with_action (GtkWidget  *widget,
                         const char *action)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button_with_action (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_label_containing (GtkWidget  *widget,
                       const char *text)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget)
      && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label_containing (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The main menu lists Share the Table. */
static gboolean
menu_has_share (GMenuModel *menu)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *action = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &action)
          && g_str_equal (action, "win.share-table"))
        return TRUE;
      if (section != NULL && menu_has_share (section))
        return TRUE;
    }
  return FALSE;
}

static McWindow *
window_with_a_game (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  TemAction action;
  g_autoptr(GError) error = NULL;

  test_new_game_action (&action, 3, 0);
  g_assert_true (mc_session_start (mc_window_get_session (window), &action, &error));
  g_assert_no_error (error);
  return window;
}

static char *
decode_qr (McQrView *view)
{
  g_autofree char *png = g_test_build_filename (G_TEST_BUILT, "share-table-qr.png", NULL);
  const char *zbarimg = g_getenv ("MC_ZBARIMG");
  const char *argv[] = { zbarimg, "--raw", "-q", "-Sbinary", png, NULL };
  g_autofree char *out = NULL;
  int status;

  g_assert_true (mc_qr_view_save_png (view, png, 8, NULL));
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                               &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return g_strdup (g_strchomp (out));
}

/* Presses Share, as the player does, and waits for the child's address. */
static const char *
press_share (McShareTableDialog *dialog)
{
  g_assert_false (mc_share_table_dialog_is_sharing (dialog));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "share.start", NULL));
  g_assert_true (mc_share_table_dialog_is_sharing (dialog));
  while (mc_share_table_dialog_get_url (dialog) == NULL)
    {
      g_assert_true (mc_share_table_dialog_is_sharing (dialog));
      g_main_context_iteration (NULL, TRUE);
    }
  return mc_share_table_dialog_get_url (dialog);
}

static void
wait_for_viewers (McShareTableDialog *dialog,
                  guint               n)
{
  while (mc_share_table_dialog_get_n_viewers (dialog) != n)
    g_main_context_iteration (NULL, TRUE);
}

/* Whether anything on this machine listens on @port of 127.0.0.1. */
static gboolean
something_listens (guint port)
{
  g_autoptr(GSocketClient) client = g_socket_client_new ();
  g_autoptr(GSocketConnection) connection = NULL;

  g_socket_client_set_enable_proxy (client, FALSE);
  connection = g_socket_client_connect_to_host (client, "127.0.0.1", port, NULL, NULL);
  return connection != NULL;
}

static void
test_share_shows_a_code_that_leads_to_the_table (void)
{
  McWindow *window = window_with_a_game ();
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  McShareTableDialog *dialog;
  g_autofree char *url = NULL;
  g_autofree char *page = NULL;
  const char *zbarimg = g_getenv ("MC_ZBARIMG");
  Phone *phone;

  if (zbarimg == NULL || *zbarimg == '\0')
    {
      g_test_skip ("zbarimg (zbar-tools) was not found when the build was set up: the QR code is not decoded");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }

  /* Off until asked for: in the main menu, and a button on the table. */
  g_assert_null (find_dialog ());
  {
    GtkWidget *menu_button = test_ui_find_menu_button (GTK_WIDGET (window), "open-menu-symbolic");
    GtkWidget *share_button = find_share_button (GTK_WIDGET (mc_window_get_table_page (window)));

    g_assert_nonnull (menu_button);
    /* The menu is made when first opened. */
    gtk_menu_button_popup (GTK_MENU_BUTTON (menu_button));
    gtk_menu_button_popdown (GTK_MENU_BUTTON (menu_button));
    g_assert_true (menu_has_share (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button))));
    g_assert_nonnull (share_button);
    test_ui_click (share_button);
  }
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  /* Opening the dialog shares nothing: no child, no address, no code. */
  g_assert_false (mc_share_table_dialog_is_sharing (dialog));
  g_assert_null (mc_share_table_dialog_get_server_process (dialog));
  g_assert_null (mc_share_table_dialog_get_url (dialog));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (mc_share_table_dialog_get_qr_view (dialog))));
  test_ui_wait_for_frame (GTK_WIDGET (dialog));
  test_ui_render_to_png (GTK_WIDGET (dialog), "share-table-dialog-before.png");
  press_share (dialog);
  test_ui_wait_for_frame (GTK_WIDGET (dialog));
  test_ui_render_to_png (GTK_WIDGET (dialog), "share-table-dialog.png");

  /* What a phone's camera reads is the page's address, on loopback here. */
  url = decode_qr (mc_share_table_dialog_get_qr_view (dialog));
  g_assert_true (g_str_has_prefix (url, "http://127.0.0.1:"));
  g_assert_cmpstr (url, ==, mc_share_table_dialog_get_url (dialog));
  g_assert_cmpuint (test_table_get_status (client, "GET", url, NULL, &page), ==, 200);
  g_assert_nonnull (strstr (page, "<!DOCTYPE html>"));

  phone = test_table_phone_connect (client, url, NULL);
  g_assert_cmpuint (phone->status, ==, 200);
  test_table_phone_wait_events (phone, 1);
  wait_for_viewers (dialog, 1);

  /* Stop: the phone's stream ends, and the link answers no more. */
  gtk_widget_activate_action (GTK_WIDGET (dialog), "share.stop", NULL);
  test_table_wait_for (&phone->ended);
  g_assert_false (mc_share_table_dialog_is_sharing (dialog));
  g_assert_cmpuint (mc_share_table_dialog_get_n_viewers (dialog), ==, 0);
  test_table_phone_free (phone);

  /* Shared again: a new link; closing the window closes the phones too. */
  g_assert_cmpstr (press_share (dialog), !=, url);
  g_free (url);
  url = g_strdup (mc_share_table_dialog_get_url (dialog));
  phone = test_table_phone_connect (client, url, NULL);
  test_table_phone_wait_events (phone, 1);
  gtk_window_destroy (GTK_WINDOW (window));
  test_table_wait_for (&phone->ended);
  g_assert_null (find_dialog ());
  test_table_phone_free (phone);
}

/* The number of players in the state of @phone's event @i. */
static guint
players_in_event (Phone *phone,
                  guint  i)
{
  g_autoptr(JsonNode) state = test_table_event_state (g_ptr_array_index (phone->events, i));

  return json_array_get_length (json_object_get_array_member (json_node_get_object (state), "players"));
}

/* S-B1: a new game while sharing. The phones at the table keep their link
 * and show the new game (R-S1: 2 players now, 3 before); the dialog still
 * shares, on the same address; a phone coming back gets the new game. */
static void
test_a_new_game_is_followed_on_the_same_link (void)
{
  McWindow *window = window_with_a_game ();
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  McShareTableDialog *dialog = mc_share_table_dialog_present_for (GTK_WINDOW (window),
                                                                  mc_window_get_session (window));
  g_autofree char *url = g_strdup (press_share (dialog));
  g_autofree char *state_url = g_strconcat (url, "state.json", NULL);
  g_autofree char *body = NULL;
  g_autoptr(JsonNode) state = NULL;
  g_autoptr(GError) error = NULL;
  TemAction action;
  Phone *phone, *back;
  guint seen;

  phone = test_table_phone_connect (client, url, NULL);
  test_table_phone_wait_events (phone, 1);
  g_assert_cmpuint (players_in_event (phone, 0), ==, 3);

  test_new_game_action (&action, 2, 0);
  g_assert_true (mc_session_start (mc_window_get_session (window), &action, &error));
  g_assert_no_error (error);

  test_table_phone_wait_events (phone, 2);
  seen = phone->events->len;
  g_assert_cmpuint (players_in_event (phone, seen - 1), ==, 2);
  g_assert_false (phone->ended);
  g_assert_true (mc_share_table_dialog_is_sharing (dialog));
  g_assert_cmpstr (mc_share_table_dialog_get_url (dialog), ==, url);
  g_assert_cmpuint (test_table_get_status (client, "GET", state_url, NULL, &body), ==, 200);
  state = test_table_parse (body);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_node_get_object (state), "players")),
                    ==, 2);

  /* A phone that comes back gets the new game, not the old one's changes. */
  back = test_table_phone_connect (client, url, NULL);
  test_table_phone_wait_events (back, 1);
  g_assert_cmpuint (players_in_event (back, 0), ==, 2);

  gtk_window_destroy (GTK_WINDOW (window));
  test_table_wait_for (&phone->ended);
  test_table_wait_for (&back->ended);
  test_table_phone_free (phone);
  test_table_phone_free (back);
}

/* A Rumblebots game shared from the app: started from New Game, shared
 * from the table page's button, built on and undone through the window;
 * a phone on 127.0.0.1 follows every step with the rulebook's numbers. */
static gboolean
is_intro (GtkWidget     *widget,
          gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_label (GTK_LABEL (widget)), "scan the code") != NULL;
}

/* What the dialog says a phone sees: the game's own words. */
static const char *
intro_of (McShareTableDialog *dialog)
{
  GtkWidget *label = test_ui_find_widget (GTK_WIDGET (dialog), is_intro, NULL);

  g_assert_nonnull (label);
  return gtk_label_get_label (GTK_LABEL (label));
}

static void
test_share_a_rumblebots_table (void)
{
  RumbleTable table = { 0 };
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  g_autofree char *state_url = NULL;
  g_autofree char *body = NULL;
  g_autofree char *page = NULL;
  g_autoptr(JsonNode) start = NULL;
  g_autoptr(JsonNode) state = NULL;
  McShareTableDialog *dialog;
  const char *url;
  JsonArray *track;
  Phone *phone;

  /* Ana holds the Champion token (RB-S12), every arrow clockwise. */
  test_rumble_start (&table, 360, 640, 3, 0, RB_DIRECTION_CLOCKWISE);
  g_assert_null (find_dialog ());
  /* The page's own button, as on the Tiny Epic Mechs table. */
  test_ui_click (find_share_button (GTK_WIDGET (table.page)));
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  /* Rumblebots has no arena: the phones see the Workshops and the battle. */
  g_assert_null (strstr (intro_of (dialog), "arena"));
  g_assert_nonnull (strstr (intro_of (dialog), "round track"));
  url = press_share (dialog);
  g_assert_true (g_str_has_prefix (url, "http://127.0.0.1:"));

  g_assert_cmpuint (test_table_get_status (client, "GET", url, NULL, &page), ==, 200);
  g_assert_nonnull (strstr (page, "<!DOCTYPE html>"));
  /* S-B2: the dialog names only what the page shows; the page draws no
   * Laboratory, so the dialog does not promise its rows. */
  g_assert_null (strstr (page, "laboratory"));
  g_assert_null (strstr (intro_of (dialog), "Laboratory"));
  state_url = g_strconcat (url, "state.json", NULL);
  g_assert_cmpuint (test_table_get_status (client, "GET", state_url, NULL, &body), ==, 200);
  start = test_table_parse (body);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (start), "game"), ==, "rumblebots");
  /* RB-S7: 3 crystals on each of round spaces 1 to 5 with 3 players. */
  track = json_object_get_array_member (json_node_get_object (start), "track");
  for (guint r = 0; r < 5; r++)
    g_assert_cmpint (json_array_get_int_element (track, r), ==, 3);
  g_assert_cmpint (json_array_get_int_element (track, 5), ==, 0);
  /* RB-B3: Ana's income of 1 in round 1; RB-S9: Workshop tier 1. */
  g_assert_cmpint (test_table_state_int (start, "players.0.scrap"), ==, 1);
  g_assert_cmpint (test_table_state_int (start, "players.0.tier"), ==, 1);
  g_assert_cmpint (test_table_state_int (start, "champion"), ==, 0);

  phone = test_table_phone_connect (client, url, NULL);
  g_assert_cmpuint (phone->status, ==, 200);
  test_table_phone_wait_events (phone, 1);
  state = test_table_event_state (g_ptr_array_index (phone->events, 0));
  g_assert_true (json_node_equal (state, start));

  /* RB-B5: Ana builds a tier-1 Bot that costs 1, from the phase panel. */
  test_rumble_type (&table, MC_RUMBLE_CONTROL_CARD_NAME, "Gearhound");
  test_rumble_type (&table, MC_RUMBLE_CONTROL_CARD_TIER, "1");
  test_rumble_type (&table, MC_RUMBLE_CONTROL_CARD_COST, "1");
  test_rumble_type (&table, MC_RUMBLE_CONTROL_CARD_RECYCLE, "1");
  test_rumble_choose (&table, MC_RUMBLE_CONTROL_CARD_FACTION, 1 + RB_FACTION_ANIMAL);
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_BUILD));
  test_table_phone_wait_events (phone, 2);
  g_clear_pointer (&state, json_node_unref);
  state = test_table_event_state (g_ptr_array_index (phone->events, 1));
  g_assert_cmpint (test_table_state_int (state, "players.0.scrap"), ==, 0);
  g_assert_cmpint (test_table_state_int (state, "players.0.bots.3.cost"), ==, 1);

  /* Undone from the window: the phone sees the table as it was. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.undo", NULL));
  test_table_phone_wait_events (phone, 3);
  g_clear_pointer (&state, json_node_unref);
  state = test_table_event_state (g_ptr_array_index (phone->events, 2));
  g_assert_true (json_node_equal (state, start));
  g_assert_cmpuint (((Event *) g_ptr_array_index (phone->events, 2))->id, ==,
                    ((Event *) g_ptr_array_index (phone->events, 1))->id + 1);

  /* Closing the window closes the phone's stream. */
  gtk_window_destroy (GTK_WINDOW (table.window));
  test_table_wait_for (&phone->ended);
  g_assert_null (find_dialog ());
  test_table_phone_free (phone);
}

/* The child dies (killed, as a crash would): the game goes on in the
 * window, the dialog says sharing stopped and offers to start again, and
 * starting again serves the game as it now is. */
static void
test_the_game_survives_the_childs_death (void)
{
  McWindow *window = window_with_a_game ();
  McSession *session = mc_window_get_session (window);
  McShareTableDialog *dialog;
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  g_autoptr(GUri) uri = NULL;
  g_autofree char *state_url = NULL;
  g_autofree char *body = NULL;
  g_autoptr(JsonNode) state = NULL;
  g_autoptr(GError) error = NULL;
  const char *url;
  TemAction action;
  GtkWidget *start_button;
  guint port;

  dialog = mc_share_table_dialog_present_for (GTK_WINDOW (window), session);
  url = press_share (dialog);
  uri = g_uri_parse (url, G_URI_FLAGS_NONE, &error);
  g_assert_no_error (error);
  port = (guint) g_uri_get_port (uri);
  g_assert_true (something_listens (port));

  g_subprocess_force_exit (mc_share_table_dialog_get_server_process (dialog));
  while (mc_share_table_dialog_is_sharing (dialog))
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (something_listens (port));
  g_assert_null (mc_share_table_dialog_get_url (dialog));

  /* The game goes on. */
  tem_action_init_correct (&action, 1, TEM_FIELD_CREDITS, 7);
  g_assert_true (mc_session_apply (session, &action, &error));
  g_assert_no_error (error);
  g_assert_cmpint (mc_session_get_game (session)->players[1].credits, ==, 7);

  /* The dialog says so, and its button starts again. */
  g_assert_nonnull (find_label_containing (GTK_WIDGET (dialog), "Sharing stopped"));
  start_button = find_button_with_action (GTK_WIDGET (dialog), "share.start");
  g_assert_nonnull (start_button);
  g_assert_true (gtk_widget_get_visible (start_button));
  g_assert_true (gtk_widget_is_sensitive (start_button));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (start_button)), ==, "_Share Again");
  test_ui_wait_for_frame (GTK_WIDGET (dialog));
  test_ui_render_to_png (GTK_WIDGET (dialog), "share-table-dialog-stopped.png");
  test_ui_click (start_button);
  while (mc_share_table_dialog_get_url (dialog) == NULL)
    {
      g_assert_true (mc_share_table_dialog_is_sharing (dialog));
      g_main_context_iteration (NULL, TRUE);
    }
  state_url = g_strconcat (mc_share_table_dialog_get_url (dialog), "state.json", NULL);
  g_assert_cmpuint (test_table_get_status (client, "GET", state_url, NULL, &body), ==, 200);
  state = test_table_parse (body);
  g_assert_cmpint (test_table_state_int (state, "players.1.credits"), ==, 7);

  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWidget *
find_drop_down (GtkWidget *widget)
{
  if (GTK_IS_DROP_DOWN (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_drop_down (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_share_button (GtkWidget    *widget,
                 gconstpointer data)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "share.start") == 0;
}

/* "This computer only" says, while chosen, that no phone can reach it
 * (nor is anything said for a network a phone can reach). The picker
 * offers MC_SHARE_ADDRESS alone; 127.0.0.1 is "This computer only". */
static void
test_this_computer_only_says_phones_cannot_reach_it (void)
{
  const char *note = "Phones cannot reach this computer";
  graphene_rect_t with_note, without_note;
  McWindow *window = window_with_a_game ();
  McWindow *other = NULL;
  McShareTableDialog *dialog;
  GtkWidget *label;

  dialog = mc_share_table_dialog_present_for (GTK_WINDOW (window), mc_window_get_session (window));
  label = find_label_containing (GTK_WIDGET (dialog), note);
  g_assert_nonnull (label);
  /* The picker is described by it, for a screen reader. */
  gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (find_drop_down (GTK_WIDGET (dialog))),
                                       GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, label, NULL);
  test_ui_wait_for_frame (GTK_WIDGET (dialog));
  test_ui_render_to_png (GTK_WIDGET (dialog), "share-table-dialog-this-computer-only.png");
  g_assert_true (gtk_widget_compute_bounds (test_ui_find_widget (GTK_WIDGET (dialog), is_share_button, NULL),
                                            GTK_WIDGET (dialog), &with_note));
  /* Shared there all the same (a browser here can open it), it still says so. */
  press_share (dialog);
  g_assert_nonnull (find_label_containing (GTK_WIDGET (dialog), note));

  g_setenv ("MC_SHARE_ADDRESS", "127.0.0.2", TRUE);
  other = window_with_a_game ();
  dialog = mc_share_table_dialog_present_for (GTK_WINDOW (other), mc_window_get_session (other));
  g_assert_null (find_label_containing (GTK_WIDGET (dialog), note));
  g_setenv ("MC_SHARE_ADDRESS", "127.0.0.1", TRUE);
  /* Share stands where it stands without the note: said under it, the
   * note no longer pushes it down (59 px in walk 7). */
  test_ui_wait_for_frame (GTK_WIDGET (dialog));
  g_assert_true (gtk_widget_compute_bounds (test_ui_find_widget (GTK_WIDGET (dialog), is_share_button, NULL),
                                            GTK_WIDGET (dialog), &without_note));
  g_test_message ("Share at y %.0f with the note, %.0f without", with_note.origin.y, without_note.origin.y);
  g_assert_cmpfloat_with_epsilon (with_note.origin.y, without_note.origin.y, 0.5);

  gtk_window_destroy (GTK_WINDOW (other));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Walk 8 (es, 1280x800): once shared the dialog grew from 420 to 475 px
 * (476 on a 360 px phone, walk 9) and was no longer centred (New Link and Stop Sharing were made equal,
 * each as wide as "Dejar de compartir"); the address broke after
 * "http://". In Spanish and Polish the dialog keeps its width, and the
 * address has a line of its own. */
static void
test_the_dialog_keeps_its_width_once_shared (void)
{
  const char *languages[] = { "es", "pl" };

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      McWindow *window;
      McShareTableDialog *dialog;
      g_autofree char *png = g_strdup_printf ("share-table-dialog-shared-%s.png", languages[i]);
      g_autofree char *line = NULL;
      const char *url;
      int before, minimum;

      test_set_language (languages[i]);
      window = window_with_a_game ();
      dialog = mc_share_table_dialog_present_for (GTK_WINDOW (window), mc_window_get_session (window));
      test_ui_wait_for_frame (GTK_WIDGET (dialog));
      before = gtk_widget_get_width (GTK_WIDGET (dialog));
      url = press_share (dialog);
      test_ui_wait_for_frame (GTK_WIDGET (dialog));
      test_ui_wait_for_frame (GTK_WIDGET (dialog));
      gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      g_test_message ("%s: %d px wide, then %d (its least %d)", languages[i], before,
                      gtk_widget_get_width (GTK_WIDGET (dialog)), minimum);
      g_assert_cmpint (minimum, <=, before);
      /* And within a phone's width (476 px at 360x640 in Spanish, walk 9). */
      g_assert_cmpint (minimum, <=, 360);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (dialog)), ==, before);
      /* The address whole on its own line. */
      line = g_strconcat ("\n", url, NULL);
      g_assert_nonnull (find_label_containing (GTK_WIDGET (dialog), line));
      test_ui_render_to_png (GTK_WIDGET (dialog), png);
      gtk_window_destroy (GTK_WINDOW (window));
    }
  test_set_language ("C");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_setenv ("MC_SHARE_ADDRESS", "127.0.0.1", TRUE);
  test_ui_init (&argc, &argv);

  g_test_add_func ("/ui/share-table/the-code-leads-to-the-table-and-stop-closes-the-phones",
                   test_share_shows_a_code_that_leads_to_the_table);
  g_test_add_func ("/ui/share-table/a-rumblebots-table-shared-built-on-and-undone",
                   test_share_a_rumblebots_table);
  g_test_add_func ("/ui/share-table/a-new-game-is-followed-on-the-same-link",
                   test_a_new_game_is_followed_on_the_same_link);
  g_test_add_func ("/ui/share-table/the-game-survives-the-sharing-childs-death",
                   test_the_game_survives_the_childs_death);
  g_test_add_func ("/ui/share-table/this-computer-only-says-phones-cannot-reach-it",
                   test_this_computer_only_says_phones_cannot_reach_it);
  g_test_add_func ("/ui/share-table/the-dialog-keeps-its-width-once-shared",
                   test_the_dialog_keeps_its_width_once_shared);

  status = g_test_run ();
  test_ui_finish ();
  return status;
}
