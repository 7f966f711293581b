/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <signal.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "session/mc-local-addresses.h"
#include "mc-share-table-dialog.h"

/* Share the Table (issues 19 and 23): the game, read-only, on every phone
 * at the table. Nothing listens until the player picks where the phones
 * are and presses Share; then mech-companion-cli's `serve` runs as a
 * child process on the game's file (the app links no web server): told
 * of each line the game appends through a pipe, it tells back its address
 * and how many phones watch. If it dies, the game goes on here and this
 * window says so, with a button to share again. Closing this window keeps
 * sharing (the Table's button brings it back); stopping or closing the
 * main window ends the child. A new game in the window is followed on the
 * same link: the players at the table scanned the code to see the table,
 * not one game, and must not scan again nor watch a game that is over. */

#define DIALOG_KEY "mc-share-table-dialog"
#define LOOPBACK "127.0.0.1"

struct _McShareTableDialog
{
  AdwWindow          parent_instance;

  McQrView          *qr_view;
  GtkDropDown       *address_dropdown;
  GtkLabel          *address_note;
  GtkLabel          *intro_label;
  GtkLabel          *address_label;
  GtkLabel          *viewers_label;
  GtkWidget         *start_button;
  GtkWidget         *new_link_button;
  GtkWidget         *stop_button;

  McSession         *session;
  GPtrArray         *addresses;    /* char *: the picker's, in its order */
  GSubprocess       *child;
  GOutputStream     *to_child;
  GDataInputStream  *from_child;
  GDataInputStream  *child_errors;
  GCancellable      *cancellable;
  GSource           *write_source; /* waiting for room in the pipe */
  gboolean           poke_pending;
  char              *pending_game; /* "game PATH\n" waiting for room */
  GPtrArray         *urls;         /* char *, as the child last told */
  gboolean           ready;
  guint              n_viewers;
  guint              inhibit_cookie;
  char              *error;        /* why sharing stopped or could not start */
  char              *child_said;   /* its last line on standard error */
};

G_DEFINE_FINAL_TYPE (McShareTableDialog, mc_share_table_dialog, ADW_TYPE_WINDOW)

static void update (McShareTableDialog *self);

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

/* The picker: each local network this computer is on, then this computer
 * alone (a phone cannot reach it; a browser here can). MC_SHARE_ADDRESS
 * names the one address to offer (tests). */
static void
fill_addresses (McShareTableDialog *self)
{
  const char *forced = g_getenv ("MC_SHARE_ADDRESS");
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  g_autoptr(GPtrArray) local = NULL;

  g_ptr_array_set_size (self->addresses, 0);
  if (forced != NULL && *forced != '\0')
    local = g_ptr_array_new_with_free_func (g_free);
  else
    local = mc_local_addresses_dup ();
  for (guint i = 0; i < local->len; i++)
    {
      /* Translators: a choice of where to share the table; %s is an address such as 192.168.1.20 */
      g_autofree char *label = g_strdup_printf (_("Local network (%s)"), (char *) g_ptr_array_index (local, i));

      gtk_string_list_append (labels, label);
      g_ptr_array_add (self->addresses, g_strdup (g_ptr_array_index (local, i)));
    }
  if (forced != NULL && *forced != '\0' && !g_str_equal (forced, LOOPBACK))
    {
      gtk_string_list_append (labels, forced);
      g_ptr_array_add (self->addresses, g_strdup (forced));
    }
  else
    {
      gtk_string_list_append (labels, _("This computer only"));
      g_ptr_array_add (self->addresses, g_strdup (LOOPBACK));
    }
  gtk_drop_down_set_model (self->address_dropdown, G_LIST_MODEL (labels));
  gtk_drop_down_set_selected (self->address_dropdown, 0);
}

/* The address chosen in the picker. */
static const char *
selected_address (McShareTableDialog *self)
{
  guint selected = gtk_drop_down_get_selected (self->address_dropdown);

  return selected < self->addresses->len ? g_ptr_array_index (self->addresses, selected) : LOOPBACK;
}

static gboolean
is_running (McShareTableDialog *self)
{
  return self->child != NULL;
}

static void
update_viewers (McShareTableDialog *self)
{
  g_autofree char *text = NULL;

  if (!is_running (self))
    text = g_strdup (self->error != NULL ? self->error
                     : _("Not shared yet: pick where the phones are, then press Share."));
  else if (!self->ready)
    text = g_strdup (_("Starting to share…"));
  else if (self->n_viewers == 0)
    text = g_strdup (_("No phone is watching yet."));
  else
    text = g_strdup_printf (ngettext ("%u phone is watching.", "%u phones are watching.", self->n_viewers),
                            self->n_viewers);
  gtk_label_set_text (self->viewers_label, text);
}

static void
update (McShareTableDialog *self)
{
  gboolean sharing = is_running (self);
  const char *url = mc_share_table_dialog_get_url (self);
  gboolean can_start = !sharing && self->session != NULL && mc_session_has_game (self->session);

  /* What a phone shows depends on the game: Rumblebots has no arena. */
  if (self->session != NULL && mc_session_get_game_kind (self->session) == MC_GAME_RUMBLEBOTS)
    gtk_label_set_label (self->intro_label,
                         _("Phones on the same network as this computer scan the code to follow the game: each "
                           "Workshop’s crystals, scrap and tier, the round track, the battle’s gangs and what just "
                           "happened, in each phone’s language. They can only look; nothing on "
                           "a phone can change the game."));
  else
    gtk_label_set_label (self->intro_label,
                         _("Phones on the same network as this computer scan the code to follow the game: the "
                           "numbers, the arena and what just happened, in each phone’s language. They can only "
                           "look; nothing on a phone can change the game."));

  gtk_widget_set_visible (GTK_WIDGET (self->qr_view), url != NULL);
  if (url != NULL)
    {
      g_autoptr(GError) error = NULL;
      /* Translators: %s is the web address of the shared table */
      /* The address on a line of its own: it broke after "http://" (walk 8). */
      g_autofree char *words = g_strdup_printf (_("Or open this address in the phone’s browser:\n%s"), url);

      if (!mc_qr_view_set_text (self->qr_view, url, &error))
        g_warning ("%s", error->message);
      gtk_label_set_text (self->address_label, words);
    }
  else
    gtk_label_set_text (self->address_label, "");
  gtk_widget_set_visible (GTK_WIDGET (self->address_label), url != NULL);

  /* This computer alone: no phone can reach it, and the dialog says so. */
  gtk_widget_set_visible (GTK_WIDGET (self->address_note), g_str_equal (selected_address (self), LOOPBACK));

  /* Where to share is chosen before: stop to change it. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->address_dropdown), !sharing);
  gtk_widget_set_visible (self->start_button, !sharing);
  gtk_button_set_label (GTK_BUTTON (self->start_button), self->error != NULL ? _("_Share Again") : _("_Share"));
  gtk_widget_set_visible (self->new_link_button, sharing);
  gtk_widget_set_visible (self->stop_button, sharing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "share.start", can_start);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "share.new-link", sharing && self->ready);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "share.stop", sharing);
  set_inhibited (self, sharing);
  update_viewers (self);
}

static void
forget_child (McShareTableDialog *self)
{
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->write_source != NULL)
    {
      g_source_destroy (self->write_source);
      g_clear_pointer (&self->write_source, g_source_unref);
    }
  if (self->to_child != NULL)
    g_output_stream_close (self->to_child, NULL, NULL);
  g_clear_object (&self->to_child);
  g_clear_object (&self->from_child);
  g_clear_object (&self->child_errors);
  g_clear_object (&self->child);
  g_ptr_array_set_size (self->urls, 0);
  self->ready = FALSE;
  self->poke_pending = FALSE;
  g_clear_pointer (&self->pending_game, g_free);
  self->n_viewers = 0;
}

/* Ends sharing: the child reads the end of its input and exits (and is
 * told to, should it be busy). */
static void
stop (McShareTableDialog *self)
{
  if (self->child != NULL)
    g_subprocess_send_signal (self->child, SIGTERM);
  forget_child (self);
  update (self);
}

static void
child_exited_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  McShareTableDialog *self;
  g_autoptr(GError) error = NULL;

  /* Cancelled: this window stopped it, or is gone. */
  if (!g_subprocess_wait_finish (G_SUBPROCESS (source), result, &error))
    return;
  self = data;
  if (self->child != G_SUBPROCESS (source))
    return;
  g_free (self->error);
  if (!self->ready && self->child_said != NULL)
    /* It could not start: its own words say why. */
    self->error = g_strdup (self->child_said);
  else
    self->error = g_strdup (_("Sharing stopped: the phones no longer see the game. "
                              "The game goes on here; press Share Again to show it to them."));
  forget_child (self);
  update (self);
}

static void read_next_line (McShareTableDialog *self);

static void
child_line_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  McShareTableDialog *self;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result, NULL,
                                                                     &error);

  if (line == NULL)
    return;   /* cancelled, or the child's end: child_exited_cb tells */
  self = data;
  if (g_str_has_prefix (line, "url "))
    {
      if (self->ready)
        {
          g_ptr_array_set_size (self->urls, 0);
          self->ready = FALSE;
        }
      g_ptr_array_add (self->urls, g_strdup (line + 4));
    }
  else if (g_str_equal (line, "ready"))
    {
      self->ready = TRUE;
      update (self);
    }
  else if (g_str_has_prefix (line, "viewers "))
    {
      self->n_viewers = (guint) g_ascii_strtoull (line + 8, NULL, 10);
      update_viewers (self);
    }
  read_next_line (self);
}

static void
read_next_line (McShareTableDialog *self)
{
  g_data_input_stream_read_line_async (self->from_child, G_PRIORITY_DEFAULT, self->cancellable, child_line_cb, self);
}

static void
error_line_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  McShareTableDialog *self;
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result, NULL,
                                                                     NULL);

  if (line == NULL)
    return;
  self = data;
  if (*line != '\0')
    {
      g_free (self->child_said);
      self->child_said = g_steal_pointer (&line);
    }
  g_data_input_stream_read_line_async (self->child_errors, G_PRIORITY_DEFAULT, self->cancellable, error_line_cb,
                                       self);
}

/* mech-companion-cli beside the app (a build tree, a Flatpak's /app/bin),
 * else where it was installed; MC_CLI names it (tests). */
static char *
find_cli (void)
{
  const char *forced = g_getenv ("MC_CLI");
  g_autofree char *self_path = g_file_read_link ("/proc/self/exe", NULL);

  if (forced != NULL && *forced != '\0')
    return g_strdup (forced);
  if (self_path != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (self_path);
      const char *candidates[] = { "mech-companion-cli", "cli/mech-companion-cli" };

      for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
        {
          g_autofree char *path = g_build_filename (dir, candidates[i], NULL);

          if (g_file_test (path, G_FILE_TEST_IS_EXECUTABLE))
            return g_steal_pointer (&path);
        }
    }
  return g_build_filename (BINDIR, "mech-companion-cli", NULL);
}

static void
start (McShareTableDialog *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *cli = find_cli ();
  const char *address = selected_address (self);
  const char *path = self->session != NULL ? mc_session_get_path (self->session) : NULL;

  g_clear_pointer (&self->error, g_free);
  g_clear_pointer (&self->child_said, g_free);
  if (self->session == NULL || !mc_session_has_game (self->session))
    self->error = g_strdup (_("Start or open a game to share it."));
  else if (path == NULL)
    self->error = g_strdup (_("This game is not kept in a file, so it cannot be shared."));
  else
    self->child = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                    | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error,
                                    cli, "serve", "--from-app", "--address", address, "--port", "0", path, NULL);
  if (self->child == NULL && self->error == NULL)
    /* Translators: %s says why the sharing program could not run */
    self->error = g_strdup_printf (_("The table cannot be shared: %s"), error->message);
  if (self->child != NULL)
    {
      self->cancellable = g_cancellable_new ();
      self->to_child = g_object_ref (g_subprocess_get_stdin_pipe (self->child));
      self->from_child = g_data_input_stream_new (g_subprocess_get_stdout_pipe (self->child));
      self->child_errors = g_data_input_stream_new (g_subprocess_get_stderr_pipe (self->child));
      read_next_line (self);
      g_data_input_stream_read_line_async (self->child_errors, G_PRIORITY_DEFAULT, self->cancellable, error_line_cb,
                                           self);
      g_subprocess_wait_async (self->child, self->cancellable, child_exited_cb, self);
    }
  update (self);
}

static void tell_child (McShareTableDialog *self,
                        const char         *command);

static gboolean
pipe_writable_cb (GObject  *stream,
                  gpointer  data)
{
  McShareTableDialog *self = data;

  g_clear_pointer (&self->write_source, g_source_unref);
  if (self->pending_game != NULL)
    {
      g_autofree char *game = g_steal_pointer (&self->pending_game);

      tell_child (self, game);
    }
  if (self->poke_pending && self->write_source == NULL)
    {
      self->poke_pending = FALSE;
      tell_child (self, "line\n");
    }
  return G_SOURCE_REMOVE;
}

/* A "game" command waits whole (the latest game wins); "line" pokes that
 * wait are one. */
static void
keep_for_later (McShareTableDialog *self,
                const char         *command)
{
  if (g_str_has_prefix (command, "game "))
    {
      g_free (self->pending_game);
      self->pending_game = g_strdup (command);
    }
  else
    self->poke_pending = TRUE;
}

/* Without blocking the window: a child too busy to read now is told once
 * its pipe has room. Each command is shorter than PIPE_BUF, so written
 * whole or not at all. "line" asks it to read the file again, so pokes that
 * wait can be one. */
static void
tell_child (McShareTableDialog *self,
            const char         *command)
{
  g_autoptr(GError) error = NULL;
  gssize written;

  if (self->to_child == NULL)
    return;
  if (self->write_source != NULL)
    {
      keep_for_later (self, command);
      return;
    }
  written = g_pollable_output_stream_write_nonblocking (G_POLLABLE_OUTPUT_STREAM (self->to_child), command,
                                                        strlen (command), NULL, &error);
  if (written < 0 && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK))
    {
      keep_for_later (self, command);
      self->write_source = g_pollable_output_stream_create_source (G_POLLABLE_OUTPUT_STREAM (self->to_child), NULL);
      g_source_set_callback (self->write_source, (GSourceFunc) (void (*) (void)) pipe_writable_cb, self, NULL);
      g_source_attach (self->write_source, NULL);
    }
  /* Another error: the child is gone, and child_exited_cb says so. */
}

static void
selected_changed_cb (McShareTableDialog *self)
{
  update (self);
}

/* The phones follow a new game in this window; a game with no file (or a
 * path the pipe cannot carry) cannot be, and the host is told so. */
static void
follow_new_game (McShareTableDialog *self)
{
  const char *path = mc_session_has_game (self->session) ? mc_session_get_path (self->session) : NULL;
  g_autofree char *command = NULL;

  if (path == NULL || strchr (path, '\n') != NULL || strlen (path) > 4000)
    {
      stop (self);
      self->error = g_strdup (_("Sharing stopped: this game cannot be shown on the phones. "
                                "The game goes on here."));
      update (self);
      return;
    }
  command = g_strdup_printf ("game %s\n", path);
  tell_child (self, command);
  update (self);
}

/* Each line the game appends reaches the child at once; a new game in
 * the window is followed on the same link. */
static void
session_changed_cb (McShareTableDialog *self,
                    McSessionChange     change)
{
  if (change == MC_SESSION_CHANGE_STARTED && is_running (self))
    follow_new_game (self);
  else if (is_running (self))
    tell_child (self, "line\n");
  else
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
  tell_child (MC_SHARE_TABLE_DIALOG (widget), "new-link\n");
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

  if (self->child != NULL)
    g_subprocess_send_signal (self->child, SIGTERM);
  forget_child (self);
  set_inhibited (self, FALSE);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  gtk_widget_dispose_template (GTK_WIDGET (self), MC_TYPE_SHARE_TABLE_DIALOG);
  G_OBJECT_CLASS (mc_share_table_dialog_parent_class)->dispose (object);
}

static void
mc_share_table_dialog_finalize (GObject *object)
{
  McShareTableDialog *self = MC_SHARE_TABLE_DIALOG (object);

  g_ptr_array_unref (self->addresses);
  g_ptr_array_unref (self->urls);
  g_free (self->error);
  g_free (self->child_said);
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
  gtk_widget_class_bind_template_child (widget_class, McShareTableDialog, address_note);
  gtk_widget_class_bind_template_child (widget_class, McShareTableDialog, address_label);
  gtk_widget_class_bind_template_child (widget_class, McShareTableDialog, intro_label);
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

  self->addresses = g_ptr_array_new_with_free_func (g_free);
  self->urls = g_ptr_array_new_with_free_func (g_free);
  fill_addresses (self);
  g_signal_connect_swapped (self->address_dropdown, "notify::selected", G_CALLBACK (selected_changed_cb), self);
}

/**
 * mc_share_table_dialog_new:
 *
 * A window to share @session's game. Nothing is shared until the player
 * presses Share.
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
  update (self);
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
 * Shows @parent's share of the table. One per window; it goes with the
 * window.
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
  gtk_window_present (GTK_WINDOW (self));
  return self;
}

McQrView *
mc_share_table_dialog_get_qr_view (McShareTableDialog *self)
{
  g_return_val_if_fail (MC_IS_SHARE_TABLE_DIALOG (self), NULL);

  return self->qr_view;
}

/**
 * mc_share_table_dialog_get_url:
 *
 * Returns: (nullable): the page's address the code shows; %NULL until the
 *   child is ready
 */
const char *
mc_share_table_dialog_get_url (McShareTableDialog *self)
{
  g_return_val_if_fail (MC_IS_SHARE_TABLE_DIALOG (self), NULL);

  return self->ready && self->urls->len > 0 ? g_ptr_array_index (self->urls, 0) : NULL;
}

guint
mc_share_table_dialog_get_n_viewers (McShareTableDialog *self)
{
  g_return_val_if_fail (MC_IS_SHARE_TABLE_DIALOG (self), 0);

  return self->n_viewers;
}

/**
 * mc_share_table_dialog_get_server_process:
 *
 * Returns: (transfer none) (nullable): the child serving the phones
 */
GSubprocess *
mc_share_table_dialog_get_server_process (McShareTableDialog *self)
{
  g_return_val_if_fail (MC_IS_SHARE_TABLE_DIALOG (self), NULL);

  return self->child;
}

gboolean
mc_share_table_dialog_is_sharing (McShareTableDialog *self)
{
  g_return_val_if_fail (MC_IS_SHARE_TABLE_DIALOG (self), FALSE);

  return is_running (self);
}
