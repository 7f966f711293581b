/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-share-table-dialog.h"

/* Share the Table (issue 19): the game, read-only, on every phone at the
 * table. Off until asked for, for this game only; the code to scan, the
 * address in words, how many phones watch, a new link, stop. Closing this
 * window keeps sharing (the Table's button brings it back); stopping, a
 * new game or closing the main window closes every connection. */

#define DIALOG_KEY "mc-share-table-dialog"

struct _McShareTableDialog
{
  AdwWindow      parent_instance;

  McQrView      *qr_view;
  GtkDropDown   *address_dropdown;
  GtkLabel      *address_label;
  GtkLabel      *viewers_label;
  GtkWidget     *start_button;
  GtkWidget     *new_link_button;
  GtkWidget     *stop_button;

  McSession     *session;
  McTableServer *server;
  GtkStringList *urls;
  guint          inhibit_cookie;
  char          *error;          /* why sharing could not start */
};

G_DEFINE_FINAL_TYPE (McShareTableDialog, mc_share_table_dialog, ADW_TYPE_WINDOW)

static void
set_inhibited (McShareTableDialog *self,
               gboolean            inhibited)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  GtkApplication *app = parent != NULL ? gtk_window_get_application (parent) : NULL;

  if (inhibited && self->inhibit_cookie == 0 && app != NULL)
    /* The screen stays awake: the phones follow this computer. */
    self->inhibit_cookie = gtk_application_inhibit (app, parent, GTK_APPLICATION_INHIBIT_IDLE,
                                                    _("Sharing the table with the players’ phones"));
  else if (!inhibited && self->inhibit_cookie != 0)
    {
      if (app != NULL)
        gtk_application_uninhibit (app, self->inhibit_cookie);
      self->inhibit_cookie = 0;
    }
}

static void
update_viewers (McShareTableDialog *self)
{
  guint n = mc_table_server_get_n_viewers (self->server);
  g_autofree char *text = NULL;

  if (!mc_table_server_is_listening (self->server))
    text = g_strdup (self->error != NULL ? self->error : _("Not shared: no phone can see the game."));
  else if (n == 0)
    text = g_strdup (_("No phone is watching yet."));
  else
    text = g_strdup_printf (ngettext ("%u phone is watching.", "%u phones are watching.", n), n);
  gtk_label_set_text (self->viewers_label, text);
}

static void
show_url (McShareTableDialog *self)
{
  guint selected = gtk_drop_down_get_selected (self->address_dropdown);
  const char *url = selected != GTK_INVALID_LIST_POSITION
                    ? gtk_string_list_get_string (self->urls, selected) : NULL;
  g_autofree char *words = NULL;
  g_autoptr(GError) error = NULL;

  if (url == NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->qr_view), FALSE);
      gtk_label_set_text (self->address_label, "");
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->qr_view), TRUE);
  if (!mc_qr_view_set_text (self->qr_view, url, &error))
    g_warning ("%s", error->message);
  /* Translators: %s is the web address of the shared table */
  words = g_strdup_printf (_("Or open this address in the phone’s browser: %s"), url);
  gtk_label_set_text (self->address_label, words);
}

static void
update (McShareTableDialog *self)
{
  gboolean sharing = mc_table_server_is_listening (self->server);
  const char * const *urls = mc_table_server_get_urls (self->server);
  guint selected = gtk_drop_down_get_selected (self->address_dropdown);
  guint n = 0;

  while (urls[n] != NULL)
    n++;
  gtk_string_list_splice (self->urls, 0, g_list_model_get_n_items (G_LIST_MODEL (self->urls)), urls);
  /* Several networks: the player picks the one the phones are on. */
  gtk_widget_set_visible (GTK_WIDGET (self->address_dropdown), n > 1);
  gtk_drop_down_set_selected (self->address_dropdown, selected < n ? selected : (n > 0 ? 0 : GTK_INVALID_LIST_POSITION));
  show_url (self);

  gtk_widget_set_visible (self->start_button, !sharing);
  gtk_widget_set_visible (self->new_link_button, sharing);
  gtk_widget_set_visible (self->stop_button, sharing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "share.start",
                                 !sharing && self->session != NULL && mc_session_has_game (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "share.new-link", sharing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "share.stop", sharing);
  set_inhibited (self, sharing);
  update_viewers (self);
}

static void
start (McShareTableDialog *self)
{
  g_autoptr(GError) error = NULL;
  const char *address = g_getenv ("MC_SHARE_ADDRESS");

  g_clear_pointer (&self->error, g_free);
  if (self->session == NULL || !mc_session_has_game (self->session))
    self->error = g_strdup (_("Start or open a game to share it."));
  else
    {
      mc_table_server_follow (self->server, self->session);
      if (!mc_table_server_listen (self->server, address != NULL && *address != '\0' ? address : NULL, 0, &error))
        self->error = g_strdup (error->message);
    }
  update (self);
}

static void
stop (McShareTableDialog *self)
{
  mc_table_server_stop (self->server);
  update (self);
}

static void
viewers_changed_cb (McShareTableDialog *self)
{
  update_viewers (self);
}

static void
selected_changed_cb (McShareTableDialog *self)
{
  show_url (self);
}

/* Another game in the window: what was shared stops with its game. */
static void
session_changed_cb (McShareTableDialog *self,
                    McSessionChange     change)
{
  if (change == MC_SESSION_CHANGE_STARTED && mc_table_server_is_listening (self->server))
    stop (self);
  else if (!mc_table_server_is_listening (self->server))
    update (self);
}

static void
start_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  start (MC_SHARE_TABLE_DIALOG (widget));
}

static void
new_link_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  McShareTableDialog *self = MC_SHARE_TABLE_DIALOG (widget);

  mc_table_server_new_link (self->server);
  update (self);
}

static void
stop_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  stop (MC_SHARE_TABLE_DIALOG (widget));
}

static void
mc_share_table_dialog_dispose (GObject *object)
{
  McShareTableDialog *self = MC_SHARE_TABLE_DIALOG (object);

  if (self->server != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->server, self);
      mc_table_server_stop (self->server);
      mc_table_server_follow (self->server, NULL);
      g_clear_object (&self->server);
    }
  set_inhibited (self, FALSE);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_object (&self->urls);
  gtk_widget_dispose_template (GTK_WIDGET (self), MC_TYPE_SHARE_TABLE_DIALOG);
  G_OBJECT_CLASS (mc_share_table_dialog_parent_class)->dispose (object);
}

static void
mc_share_table_dialog_finalize (GObject *object)
{
  McShareTableDialog *self = MC_SHARE_TABLE_DIALOG (object);

  g_free (self->error);
  G_OBJECT_CLASS (mc_share_table_dialog_parent_class)->finalize (object);
}

static void
mc_share_table_dialog_class_init (McShareTableDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_share_table_dialog_dispose;
  object_class->finalize = mc_share_table_dialog_finalize;

  g_type_ensure (MC_TYPE_QR_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-share-table-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, McShareTableDialog, qr_view);
  gtk_widget_class_bind_template_child (widget_class, McShareTableDialog, address_dropdown);
  gtk_widget_class_bind_template_child (widget_class, McShareTableDialog, address_label);
  gtk_widget_class_bind_template_child (widget_class, McShareTableDialog, viewers_label);
  gtk_widget_class_bind_template_child (widget_class, McShareTableDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, McShareTableDialog, new_link_button);
  gtk_widget_class_bind_template_child (widget_class, McShareTableDialog, stop_button);

  gtk_widget_class_install_action (widget_class, "share.start", NULL, start_activated);
  gtk_widget_class_install_action (widget_class, "share.new-link", NULL, new_link_activated);
  gtk_widget_class_install_action (widget_class, "share.stop", NULL, stop_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
mc_share_table_dialog_init (McShareTableDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->server = mc_table_server_new ();
  g_signal_connect_swapped (self->server, "notify::n-viewers", G_CALLBACK (viewers_changed_cb), self);
  self->urls = gtk_string_list_new (NULL);
  gtk_drop_down_set_model (self->address_dropdown, G_LIST_MODEL (self->urls));
  g_signal_connect_swapped (self->address_dropdown, "notify::selected", G_CALLBACK (selected_changed_cb), self);
}

/**
 * mc_share_table_dialog_new:
 *
 * A window sharing @session's game, started at once: the player asked.
 */
McShareTableDialog *
mc_share_table_dialog_new (GtkWindow *parent,
                           McSession *session)
{
  McShareTableDialog *self;

  g_return_val_if_fail (MC_IS_SESSION (session), NULL);

  self = g_object_new (MC_TYPE_SHARE_TABLE_DIALOG, "transient-for", parent, NULL);
  self->session = g_object_ref (session);
  g_signal_connect_swapped (session, "changed", G_CALLBACK (session_changed_cb), self);
  start (self);
  return self;
}

static void
dialog_destroyed_cb (GtkWindow *parent)
{
  g_object_set_data (G_OBJECT (parent), DIALOG_KEY, NULL);
}

/**
 * mc_share_table_dialog_present_for:
 *
 * Shows @parent's share of the table, sharing @session's game if it was
 * not shared yet. One per window; it goes with the window.
 *
 * Returns: (transfer none): the dialog
 */
McShareTableDialog *
mc_share_table_dialog_present_for (GtkWindow *parent,
                                   McSession *session)
{
  McShareTableDialog *self = g_object_get_data (G_OBJECT (parent), DIALOG_KEY);

  if (self == NULL)
    {
      self = mc_share_table_dialog_new (parent, session);
      g_object_set_data (G_OBJECT (parent), DIALOG_KEY, self);
      g_signal_connect_swapped (self, "destroy", G_CALLBACK (dialog_destroyed_cb), parent);
    }
  else if (!mc_table_server_is_listening (self->server))
    start (self);
  gtk_window_present (GTK_WINDOW (self));
  return self;
}

McQrView *
mc_share_table_dialog_get_qr_view (McShareTableDialog *self)
{
  g_return_val_if_fail (MC_IS_SHARE_TABLE_DIALOG (self), NULL);

  return self->qr_view;
}

McTableServer *
mc_share_table_dialog_get_server (McShareTableDialog *self)
{
  g_return_val_if_fail (MC_IS_SHARE_TABLE_DIALOG (self), NULL);

  return self->server;
}

gboolean
mc_share_table_dialog_is_sharing (McShareTableDialog *self)
{
  g_return_val_if_fail (MC_IS_SHARE_TABLE_DIALOG (self), FALSE);

  return mc_table_server_is_listening (self->server);
}
