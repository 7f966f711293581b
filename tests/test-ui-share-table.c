/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Share the Table in the app (issue 19): the QR code a phone scans leads
 * to the page; stopping, or closing the window, closes every phone's
 * stream. Loopback only: MC_SHARE_ADDRESS is 127.0.0.1. */
#include "config.h"

#include <string.h>

#include "app/mc-share-table-dialog.h"
#include "test-table-util.h"
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

static void
test_share_shows_a_code_that_leads_to_the_table (void)
{
  McWindow *window = window_with_a_game ();
  g_autoptr(SoupSession) client = test_table_new_soup_session ();
  McShareTableDialog *dialog;
  McTableServer *server;
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
  g_assert_true (mc_share_table_dialog_is_sharing (dialog));
  server = mc_share_table_dialog_get_server (dialog);
  test_ui_wait_for_frame (GTK_WIDGET (dialog));
  test_ui_render_to_png (GTK_WIDGET (dialog), "share-table-dialog.png");

  /* What a phone's camera reads is the page's address, on loopback here. */
  url = decode_qr (mc_share_table_dialog_get_qr_view (dialog));
  g_assert_true (g_str_has_prefix (url, "http://127.0.0.1:"));
  g_assert_cmpstr (url, ==, mc_table_server_get_urls (server)[0]);
  g_assert_cmpuint (test_table_get_status (client, "GET", url, NULL, &page), ==, 200);
  g_assert_nonnull (strstr (page, "<!DOCTYPE html>"));

  phone = test_table_phone_connect (client, url, NULL);
  g_assert_cmpuint (phone->status, ==, 200);
  test_table_phone_wait_events (phone, 1);
  g_assert_cmpuint (mc_table_server_get_n_viewers (server), ==, 1);

  /* Stop: the phone's stream ends, and the link answers no more. */
  gtk_widget_activate_action (GTK_WIDGET (dialog), "share.stop", NULL);
  test_table_wait_for (&phone->ended);
  g_assert_false (mc_share_table_dialog_is_sharing (dialog));
  g_assert_cmpuint (mc_table_server_get_n_viewers (server), ==, 0);
  test_table_phone_free (phone);

  /* Shared again: a new link; closing the window closes the phones too. */
  gtk_widget_activate_action (GTK_WIDGET (dialog), "share.start", NULL);
  g_assert_true (mc_share_table_dialog_is_sharing (dialog));
  g_assert_cmpstr (mc_table_server_get_urls (server)[0], !=, url);
  g_free (url);
  url = g_strdup (mc_table_server_get_urls (server)[0]);
  phone = test_table_phone_connect (client, url, NULL);
  test_table_phone_wait_events (phone, 1);
  gtk_window_destroy (GTK_WINDOW (window));
  test_table_wait_for (&phone->ended);
  g_assert_null (find_dialog ());
  test_table_phone_free (phone);
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

  status = g_test_run ();
  test_ui_finish ();
  return status;
}
