/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "journal/mc-bot-recall.h"
#include "journal/mc-card-memory.h"
#include "mechs/tem-narration.h"
#include "mechs/tem-rule-topic.h"
#include "rules/mc-rule-id.h"
#include "session/mc-game-summary.h"
#include "mc-end-round-dialog.h"
#include "mc-history-page.h"
#include "mc-setup-page.h"
#include "mc-share-table-dialog.h"
#include "mc-table-page.h"
#include "mc-tooltip.h"
#include "mc-window-private.h"



G_DEFINE_FINAL_TYPE (McWindow, mc_window, ADW_TYPE_APPLICATION_WINDOW)

/* Keep the screen awake while a game is being played. */
static void
update_inhibit (McWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  const TemGame *game = mc_session_get_game (self->session);
  gboolean playing = mc_session_has_game (self->session) && !game->over;

  if (app == NULL)
    return;

  if (playing && self->inhibit_cookie == 0)
    self->inhibit_cookie = gtk_application_inhibit (app, GTK_WINDOW (self),
                                                    GTK_APPLICATION_INHIBIT_IDLE,
                                                    _("A game of Tiny Epic Mechs is in progress"));
  else if (!playing && self->inhibit_cookie != 0)
    {
      gtk_application_uninhibit (app, self->inhibit_cookie);
      self->inhibit_cookie = 0;
    }
}

/* A weapon's numbers entered in a game are kept for the next ones, the
 * arena's zone cards once the game is over. */
static void
remember_cards (McWindow *self)
{
  const TemEvents *events = mc_session_get_last_events (self->session);
  g_autoptr(GError) error = NULL;
  gboolean changed = FALSE;

  if (self->cards == NULL)
    return;
  /* A Bot's numbers, as soon as the players typed them (mc-bot-recall.c). */
  if (mc_session_get_game_kind (self->session) == MC_GAME_RUMBLEBOTS)
    changed = mc_bot_recall_remember (self->cards, mc_session_get_rumble_game (self->session));
  else
    for (guint i = 0; events != NULL && i < events->n_events; i++)
      if (events->events[i].kind == TEM_EVENT_WEAPON_SET)
        changed |= mc_card_memory_remember (self->cards, mc_session_get_game (self->session),
                                            (guint) events->events[i].value);
      /* The box's zone cards from a finished game's arena only: learnt as
       * they were entered, a value entered and undone stayed one of "the
       * box's cards" in every game after (walk 16). */
      else if (events->events[i].kind == TEM_EVENT_GAME_OVER)
        changed |= mc_card_memory_remember_zones (self->cards, mc_session_get_game (self->session));
  if (changed && !mc_card_memory_save (self->cards, self->cards_path, &error))
    _mc_window_show_toast (self, error->message, NULL, NULL, TRUE);
  if (changed)
    mc_catalogue_page_refresh (self->catalogue_page);
}

/* A card named at the table (the need dialog names it in the card memory
 * and relabels the game) is kept for the next games and shown on the
 * Cards page. */
static void
keep_card_names (McWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (self->cards == NULL)
    return;
  if (!mc_card_memory_save (self->cards, self->cards_path, &error))
    _mc_window_show_toast (self, error->message, NULL, NULL, TRUE);
  mc_catalogue_page_refresh (self->catalogue_page);
}

static void
session_changed_cb (McWindow       *self,
                    McSessionChange change,
                    const char     *description,
                    McSession      *session)
{
  g_autofree char *text = mc_session_format_toast (change, description);

  _mc_window_update_header (self);
  update_inhibit (self);
  if (change == MC_SESSION_CHANGE_APPLIED || change == MC_SESSION_CHANGE_REDONE)
    remember_cards (self);
  else if (change == MC_SESSION_CHANGE_RELABELLED)
    keep_card_names (self);
  if (self->filling)
    return;

  switch (change)
    {
    case MC_SESSION_CHANGE_STARTED:
      /* The game's page first, so its word comes at the turn's foot:
       * said while the setup page was up, it was centred on the window
       * over the bottom player's Edit Weapons (walk 8). */
      _mc_window_show_page (self, "table");
      _mc_window_show_toast (self, text, NULL, NULL, FALSE);
      break;
    case MC_SESSION_CHANGE_APPLIED:
    case MC_SESSION_CHANGE_REDONE:
      _mc_window_show_toast (self, text, _("_Undo"), "win.undo", FALSE);
      break;
    case MC_SESSION_CHANGE_UNDONE:
      _mc_window_show_toast (self, text, _("_Redo"), "win.redo", FALSE);
      break;
    case MC_SESSION_CHANGE_RELABELLED:
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
session_refused_cb (McWindow   *self,
                    const char *message,
                    const char *rule,
                    McSession  *session)
{
  guint n_topics;
  const TemRuleTopic *topics = tem_rule_topic_get_all (&n_topics);

  /* A refusal says why in words; its rule, one tap away. */
  g_free (self->refused_rule);
  self->refused_rule = rule != NULL ? g_strdup (rule) : mc_rule_id_find_in (message, TEM_RULE_ID_PREFIX);
  if (self->refused_rule != NULL && mc_rule_topic_find_for_rule (topics, n_topics, self->refused_rule) != NULL)
    _mc_window_show_toast (self, message, _("_Rule"), "win.show-refused-rule", TRUE);
  else
    _mc_window_show_toast (self, message, NULL, NULL, TRUE);
}

/* The size and the maximised state, for the next start. The default size
 * is the size the window had before it was maximised (GTK does not change
 * it while maximised): saved either way, it is the size the window
 * unmaximises to after the next start. */
static void
save_window_state (McWindow *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_delay (self->settings);
  if (width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
  g_settings_apply (self->settings);
}

static gboolean
save_size_timeout_cb (gpointer user_data)
{
  McWindow *self = user_data;

  self->save_size_id = 0;
  save_window_state (self);
  return G_SOURCE_REMOVE;
}

/* A table app is often killed rather than closed: the size is saved a
 * moment after each resize too, not only on close (issue 24). */
static void
default_size_changed_cb (McWindow *self)
{
  g_clear_handle_id (&self->save_size_id, g_source_remove);
  self->save_size_id = g_timeout_add (MC_WINDOW_SAVE_SIZE_DELAY_MS, save_size_timeout_cb, self);
}

static gboolean
mc_window_close_request (GtkWindow *window)
{
  McWindow *self = MC_WINDOW (window);

  g_clear_handle_id (&self->save_size_id, g_source_remove);
  save_window_state (self);

  return GTK_WINDOW_CLASS (mc_window_parent_class)->close_request (window);
}

static void
mc_window_dispose (GObject *object)
{
  McWindow *self = MC_WINDOW (object);
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (self->inhibit_cookie != 0 && app != NULL)
    gtk_application_uninhibit (app, self->inhibit_cookie);
  self->inhibit_cookie = 0;

  g_clear_handle_id (&self->save_size_id, g_source_remove);
  g_clear_weak_pointer (&self->toast);
  if (self->shortcuts_window != NULL)
    gtk_window_destroy (self->shortcuts_window);
  g_clear_weak_pointer (&self->shortcuts_window);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->toast_title, g_free);
  g_clear_pointer (&self->games_dir, g_free);
  g_clear_pointer (&self->cards, mc_card_memory_free);
  g_clear_pointer (&self->cards_path, g_free);
  g_clear_pointer (&self->page_before_rules, g_free);
  g_clear_pointer (&self->rules_entry_topic, g_free);
  g_clear_pointer (&self->refused_rule, g_free);
  g_clear_pointer (&self->resume_path, g_free);

  G_OBJECT_CLASS (mc_window_parent_class)->dispose (object);
}

static void
mc_window_size_allocate (GtkWidget *widget,
                         int        width,
                         int        height,
                         int        baseline)
{
  _mc_window_fit_header (MC_WINDOW (widget), width);
  GTK_WIDGET_CLASS (mc_window_parent_class)->size_allocate (widget, width, height, baseline);
}

static void
mc_window_class_init (McWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = mc_window_dispose;
  window_class->close_request = mc_window_close_request;
  widget_class->size_allocate = mc_window_size_allocate;


  g_type_ensure (MC_TYPE_HISTORY_PAGE);
  g_type_ensure (MC_TYPE_RULES_PAGE);
  g_type_ensure (MC_TYPE_CATALOGUE_PAGE);
  g_type_ensure (MC_TYPE_SETUP_PAGE);
  g_type_ensure (MC_TYPE_TABLE_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-window.ui");
  gtk_widget_class_bind_template_child (widget_class, McWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, McWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, McWindow, short_title);
  gtk_widget_class_bind_template_child (widget_class, McWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, McWindow, welcome_page);
  gtk_widget_class_bind_template_child (widget_class, McWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, McWindow, table_page);
  gtk_widget_class_bind_template_child (widget_class, McWindow, history_page);
  gtk_widget_class_bind_template_child (widget_class, McWindow, rules_page);
  gtk_widget_class_bind_template_child (widget_class, McWindow, catalogue_page);
  gtk_widget_class_bind_template_child (widget_class, McWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, McWindow, resume_button);
  gtk_widget_class_bind_template_child (widget_class, McWindow, resume_label);
  gtk_widget_class_bind_template_child (widget_class, McWindow, unfinished_button);
  gtk_widget_class_bind_template_child (widget_class, McWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, McWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, McWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, McWindow, primary_menu);
}

/* What the welcome page shows is only looked for when it is shown: a game
 * opened at once never needs it. */
static void
welcome_page_mapped_cb (McWindow *self)
{
  adw_status_page_set_icon_name (self->welcome_page, APP_ID);
  _mc_window_find_game_to_resume (self);
}

/* Escape goes back as the header's Back button does, on the pages that
 * have one. It is seen before the page's widgets (capture), as a search
 * field would keep it for ever, but it leaves them what is theirs: a
 * popover's Escape (another surface), a field with text in it (cleared
 * first); and on the other pages it goes on (a toast's dismissal). */
static gboolean
escape_back_cb (GtkWidget *widget,
                GVariant  *args,
                gpointer   user_data)
{
  McWindow *self = user_data;
  GtkEventController *keys = g_object_get_data (G_OBJECT (widget), "mc-escape-keys");
  GdkEvent *event = keys != NULL ? gtk_event_controller_get_current_event (keys) : NULL;
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (self));

  if (!gtk_widget_get_visible (self->back_button))
    return FALSE;
  if (event != NULL && gdk_event_get_surface (event) != gtk_native_get_surface (GTK_NATIVE (self)))
    return FALSE;
  if (focus != NULL && GTK_IS_EDITABLE (focus) && *gtk_editable_get_text (GTK_EDITABLE (focus)) != '\0')
    return FALSE;
  return gtk_widget_activate_action (GTK_WIDGET (self), "win.back", NULL);
}

/* Maximised as it was left: asked before the window is shown, which
 * X11 and Wayland honour, and once more when it is on screen, for a
 * display that takes the state only from a mapped window (Broadway). */
static void
window_mapped_cb (McWindow *self)
{
  g_signal_handlers_disconnect_by_func (self, window_mapped_cb, NULL);
  if (g_settings_get_boolean (self->settings, "window-maximized") && !gtk_window_is_maximized (GTK_WINDOW (self)))
    gtk_window_maximize (GTK_WINDOW (self));
}

/* The window's own icon (an X11 window manager's task list shows it) is
 * the app's SVG, whose loader is librsvg: given once the first frame is
 * painted, so a game opened at once is on screen sooner. Later windows
 * (dialogs) take it as the default. */
static gboolean
set_icon_cb (gpointer user_data)
{
  gtk_window_set_default_icon_name (APP_ID);
  gtk_window_set_icon_name (GTK_WINDOW (user_data), APP_ID);
  return G_SOURCE_REMOVE;
}

static void
first_frame_painted_cb (GdkFrameClock *clock,
                        McWindow      *self)
{
  g_signal_handlers_disconnect_by_func (clock, first_frame_painted_cb, self);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, set_icon_cb, g_object_ref (self), g_object_unref);
}

static void
icon_after_first_frame_cb (McWindow *self)
{
  g_signal_handlers_disconnect_by_func (self, icon_after_first_frame_cb, NULL);
  g_signal_connect_object (gtk_widget_get_frame_clock (GTK_WIDGET (self)), "after-paint",
                           G_CALLBACK (first_frame_painted_cb), self, 0);
}

/* The main menu's popover is built when first opened, not with the window. */
static void
create_primary_menu_cb (GtkMenuButton *button,
                        gpointer       user_data)
{
  McWindow *self = user_data;

  gtk_menu_button_set_menu_model (button, self->primary_menu);
}

static void
mc_window_init (McWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->header_narrow = -1;
  /* Tooltips set here, not in the template (see mc-tooltip.c); Undo and
   * Redo name what they would undo or redo (update_header). */
  mc_tooltip_set_text (self->back_button, _("Back"));
  mc_tooltip_set_text (self->menu_button, _("Main Menu"));
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->menu_button), create_primary_menu_cb, self, NULL);

  if (DEVELOPMENT)
    gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
  /* The app's icon is an SVG, whose loader is librsvg: only when the
   * welcome page is shown, not when a game is opened at once. */
  g_signal_connect_object (self->welcome_page, "map", G_CALLBACK (welcome_page_mapped_cb), self,
                           G_CONNECT_SWAPPED);

  g_action_map_add_action_entries (G_ACTION_MAP (self), _mc_window_win_actions, G_N_ELEMENTS (_mc_window_win_actions), self);
  /* Under the toast overlay (on its child: the header and the pages),
   * which would take Escape first to dismiss a toast: the walk pressed
   * Escape on Cards in vain. */
  {
    GtkEventController *keys = gtk_shortcut_controller_new ();
    GtkWidget *content = adw_toast_overlay_get_child (self->toast_overlay);

    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                            gtk_callback_action_new (escape_back_cb, self, NULL)));
    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    g_object_set_data (G_OBJECT (content), "mc-escape-keys", keys);
    gtk_widget_add_controller (content, keys);
  }

  self->settings = g_settings_new (BASE_APP_ID);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    {
      gtk_window_maximize (GTK_WINDOW (self));
      g_signal_connect (self, "map", G_CALLBACK (window_mapped_cb), NULL);
    }
  g_signal_connect (self, "map", G_CALLBACK (icon_after_first_frame_cb), NULL);
  g_signal_connect (self, "notify::default-width", G_CALLBACK (default_size_changed_cb), NULL);
  g_signal_connect (self, "notify::default-height", G_CALLBACK (default_size_changed_cb), NULL);

  /* Every game is saved as it is played (docs/journal-format.md). */
  self->games_dir = mc_session_dup_default_games_dir ();
  self->cards_path = mc_card_memory_dup_default_path ();
  self->cards = mc_card_memory_new ();
  {
    g_autoptr(GError) error = NULL;

    /* An unreadable file is left alone, never overwritten. */
    if (!mc_card_memory_load (self->cards, self->cards_path, &error))
      {
        g_autofree char *message = g_strdup_printf (_("The card numbers remembered from earlier games could not "
                                                      "be read, and are left as they are: %s"), error->message);

        _mc_window_show_toast (self, message, NULL, NULL, TRUE);
        g_clear_pointer (&self->cards, mc_card_memory_free);
      }
    else
      mc_card_memory_name_weapons (self->cards);
  }
  self->session = mc_session_new_saved (self->games_dir);
  mc_catalogue_page_set_cards (self->catalogue_page, self->cards, self->cards_path, self->session);
  g_signal_connect_object (self->session, "changed", G_CALLBACK (session_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "refused", G_CALLBACK (session_refused_cb), self, G_CONNECT_SWAPPED);
  mc_table_page_set_session (self->table_page, self->session);
  mc_table_page_set_cards (self->table_page, self->cards);

  _mc_window_update_header (self);
}

McWindow *
mc_window_new (McApplication *application)
{
  return g_object_new (MC_TYPE_WINDOW, "application", application, NULL);
}

McSession *
mc_window_get_session (McWindow *self)
{
  g_return_val_if_fail (MC_IS_WINDOW (self), NULL);

  return self->session;
}

const char *
mc_window_get_visible_page (McWindow *self)
{
  g_return_val_if_fail (MC_IS_WINDOW (self), NULL);

  return gtk_stack_get_visible_child_name (self->stack);
}

McSetupPage *
mc_window_get_setup_page (McWindow *self)
{
  g_return_val_if_fail (MC_IS_WINDOW (self), NULL);

  return _mc_window_ensure_setup_page (self);
}

McHistoryPage *
mc_window_get_history_page (McWindow *self)
{
  g_return_val_if_fail (MC_IS_WINDOW (self), NULL);

  return self->history_page;
}

/* The statistics page, once it was shown, or NULL. */
McStatsPage *
mc_window_get_stats_page (McWindow *self)
{
  g_return_val_if_fail (MC_IS_WINDOW (self), NULL);

  return self->stats_page;
}

McTablePage *
mc_window_get_table_page (McWindow *self)
{
  g_return_val_if_fail (MC_IS_WINDOW (self), NULL);

  return self->table_page;
}

/* The text of the toast last shown, or NULL. */
const char *
mc_window_get_toast_title (McWindow *self)
{
  g_return_val_if_fail (MC_IS_WINDOW (self), NULL);

  return self->toast_title;
}

gboolean
mc_window_is_inhibiting (McWindow *self)
{
  g_return_val_if_fail (MC_IS_WINDOW (self), FALSE);

  return self->inhibit_cookie != 0;
}

/**
 * mc_window_open_file:
 *
 * Opens a saved game (a journal) and shows its table; a file that is not
 * one is refused with its reason, and the game open stays.
 *
 * Returns: whether the game was opened
 */
gboolean
mc_window_open_file (McWindow *self,
                     GFile    *file)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (MC_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      _mc_window_show_toast (self, _("Only games saved on this computer can be opened."), NULL, NULL, TRUE);
      return FALSE;
    }

  return _mc_window_open_path (self, path);
}

McRulesPage *
mc_window_get_rules_page (McWindow *self)
{
  g_return_val_if_fail (MC_IS_WINDOW (self), NULL);

  return self->rules_page;
}

McCataloguePage *
mc_window_get_catalogue_page (McWindow *self)
{
  g_return_val_if_fail (MC_IS_WINDOW (self), NULL);

  return self->catalogue_page;
}

/* The players' card catalogue, or NULL when its file could not be read. */
McCardMemory *
mc_window_get_cards (McWindow *self)
{
  g_return_val_if_fail (MC_IS_WINDOW (self), NULL);

  return self->cards;
}

/* The keyboard shortcuts window, once it was asked for, or NULL. */
GtkWindow *
mc_window_get_shortcuts_window (McWindow *self)
{
  g_return_val_if_fail (MC_IS_WINDOW (self), NULL);

  return self->shortcuts_window;
}
