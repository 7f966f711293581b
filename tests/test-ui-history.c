/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Unfinished games are never hidden (issue 24, point 2): New Game while a
 * game is unfinished asks first and keeps it unless told otherwise; History
 * lists every unfinished game, of both games, newest first, above the
 * finished ones, each with Resume; the welcome page offers the newest and
 * a way to the others. And the window remembers being maximised, with its
 * size (point 7). */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <utime.h>

#include <adwaita.h>
#include <glib/gstdio.h>
#ifdef __SANITIZE_ADDRESS__
#include <sanitizer/lsan_interface.h>
#endif

#include "app/mc-history-page.h"
#include "app/mc-window.h"

#include "test-util.h"
#include "test-ui-util.h"

/* The games folder of the test's own data folder (test_ui_init). */
static char *
games_dir (void)
{
  return mc_session_dup_default_games_dir ();
}

static void
clear_games (void)
{
  g_autofree char *dir = games_dir ();

  test_remove_tree (dir);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
}

/* The first @n_lines of an example journal (0: all of it), saved in the
 * games folder as @name and dated @age_s seconds ago. */
static char *
save_example (const char *example,
              guint       n_lines,
              const char *name,
              gint64      age_s)
{
  g_autofree char *file = g_strconcat (example, ".jsonl", NULL);
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "journals", file, NULL);
  g_autofree char *dir = games_dir ();
  char *path = g_build_filename (dir, name, NULL);
  g_autofree char *contents = NULL;
  const char *end;
  struct utimbuf times;
  gsize length;

  g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
  end = n_lines > 0 ? contents : NULL;
  for (guint i = 0; i < n_lines && end != NULL; i++)
    if ((end = strchr (end, '\n')) != NULL)
      end++;
  g_assert_true (g_file_set_contents (path, contents, end != NULL ? end - contents : (gssize) length, NULL));
  times.actime = times.modtime = (time_t) (g_get_real_time () / G_USEC_PER_SEC - age_s);
  g_assert_cmpint (g_utime (path, &times), ==, 0);
  return path;
}

/* The message dialog on screen, if any. */
static AdwMessageDialog *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

/* A response button tapped: its response, then the dialog closes. */
static void
respond (AdwMessageDialog *dialog,
         const char       *response)
{
  g_assert_true (adw_message_dialog_has_response (dialog, response));
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, response));
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Ctrl+N, as the keyboard gives it: the accelerator's action. */
static void
press_ctrl_n (McWindow *window)
{
  g_auto(GStrv) actions = gtk_application_get_actions_for_accel (GTK_APPLICATION (test_ui_app), "<Control>n");

  g_assert_nonnull (actions);
  g_assert_cmpstr (actions[0], ==, "win.new-game");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  test_ui_wait_for_frame (GTK_WIDGET (window));
}

/* The players' game has the focus, so that Enter keeps playing, at every
 * width: the walk saw Start a New Game focused at 360 px. */
static void
assert_focused_keep_playing (AdwMessageDialog *dialog)
{
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (dialog));

  g_assert_true (GTK_IS_BUTTON (focus));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus)), ==, "_Keep Playing");
}

/* The same dialog on a phone: the same default, the same focus. */
static void
test_new_game_dialog_on_a_phone (void)
{
  g_autofree char *path = NULL;
  McWindow *window;
  AdwMessageDialog *dialog;

  clear_games ();
  path = save_example ("two-players", 161, "game-a.jsonl", 60);
  window = test_ui_new_window (360, 640);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-game", "s", path));
  press_ctrl_n (window);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  test_ui_wait_for_frame (GTK_WIDGET (dialog));
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "keep");
  assert_focused_keep_playing (dialog);
  test_ui_render_to_png (GTK_WIDGET (dialog), "new-game-asks-360x640.png");
  respond (dialog, "keep");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Round 2 of a 2-player game, Ctrl+N: the app asks, and keeps the game. */
static void
test_new_game_asks_and_keeps_the_game (void)
{
  g_autofree char *path = NULL;
  McWindow *window;
  McSession *session;
  AdwMessageDialog *dialog;
  TemGame before;

  clear_games ();
  path = save_example ("two-players", 161, "game-a.jsonl", 60);
  window = test_ui_new_window (1280, 800);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-game", "s", path));
  session = mc_window_get_session (window);
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
  g_assert_cmpuint (mc_session_get_game (session)->round, ==, 2);
  before = *mc_session_get_game (session);

  press_ctrl_n (window);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  /* Nothing in it suggests the game could be lost: it is kept either way. */
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Start a New Game?");
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "The game of Ana and Ben, in round 2, stays saved whatever you choose: "
                   "History lists it with Resume.");
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "keep");
  g_assert_cmpstr (adw_message_dialog_get_close_response (dialog), ==, "keep");
  test_ui_wait_for_frame (GTK_WIDGET (dialog));
  assert_focused_keep_playing (dialog);
  test_ui_render_to_png (GTK_WIDGET (dialog), "new-game-asks-1280x800.png");
  respond (dialog, "keep");
  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_null (find_message_dialog ());
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
  g_assert_cmpmem (mc_session_get_game (session), sizeof before, &before, sizeof before);
  g_assert_cmpstr (mc_session_get_path (session), ==, path);

  /* A finished game is not asked about. */
  gtk_window_destroy (GTK_WINDOW (window));
  g_clear_pointer (&path, g_free);
  path = save_example ("two-players", 0, "game-b.jsonl", 30);
  window = test_ui_new_window (1280, 800);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-game", "s", path));
  g_assert_true (mc_session_get_game (mc_window_get_session (window))->over);
  press_ctrl_n (window);
  g_assert_null (find_message_dialog ());
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "setup");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Ctrl+N, a new game anyway: the first is in History's unfinished
 * section, newest first with a Rumblebots game, and Resume brings it back
 * as it was. The welcome page offers the newest and the way to the rest. */
static void
test_unfinished_game_listed_after_ctrl_n (void)
{
  g_autofree char *first = NULL;
  g_autofree char *rumble = NULL;
  g_autofree char *finished = NULL;
  McWindow *window;
  McSession *session;
  McHistoryPage *history;
  AdwMessageDialog *dialog;
  McSetupPage *page;
  TemGame before;
  g_autofree char *second = NULL;

  clear_games ();
  finished = save_example ("four-players", 0, "game-old-finished.jsonl", 7200);
  rumble = save_example ("rumble-three-players", 40, "game-rumble.jsonl", 3600);
  first = save_example ("two-players", 161, "game-first.jsonl", 60);
  window = test_ui_new_window (1280, 800);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-game", "s", first));
  session = mc_window_get_session (window);
  before = *mc_session_get_game (session);

  press_ctrl_n (window);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  respond (dialog, "new");
  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "setup");
  page = test_ui_fill_solo_setup (window, 3);
  test_ui_click (mc_setup_page_get_start_button (page));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
  second = g_strdup (mc_session_get_path (session));
  g_assert_cmpstr (second, !=, first);
  /* Nothing is ever deleted. */
  g_assert_true (g_file_test (first, G_FILE_TEST_IS_REGULAR));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
  history = mc_window_get_history_page (window);
  g_assert_false (mc_history_page_is_empty (history));
  g_assert_cmpuint (mc_history_page_get_n_unfinished (history), ==, 3);
  g_assert_cmpstr (mc_history_page_get_unfinished_path (history, 0), ==, second);
  g_assert_cmpstr (mc_history_page_get_unfinished_path (history, 1), ==, first);
  g_assert_cmpstr (mc_history_page_get_unfinished_path (history, 2), ==, rumble);
  g_assert_cmpuint (mc_history_page_get_n_games (history), ==, 1);
  test_ui_render_to_png (GTK_WIDGET (window), "history-unfinished-1280x800.png");

  /* Resume, as its button does. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-game", "s",
                                             mc_history_page_get_unfinished_path (history, 1)));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
  g_assert_cmpstr (mc_session_get_path (session), ==, first);
  g_assert_cmpmem (mc_session_get_game (session), sizeof before, &before, sizeof before);

  /* And the Rumblebots game, from the same list. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-game", "s",
                                             mc_history_page_get_unfinished_path (history, 2)));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "rumble");
  g_assert_cmpint (mc_session_get_game_kind (session), ==, MC_GAME_RUMBLEBOTS);
  gtk_window_destroy (GTK_WINDOW (window));

  /* The welcome page: the newest to resume, and two others. */
  window = test_ui_new_window (360, 640);
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "welcome");
  test_ui_render_to_png (GTK_WIDGET (window), "welcome-unfinished-360x640.png");
  {
    GtkWidget *button = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), MC_TYPE_WINDOW,
                                                                     "unfinished_button"));

    g_assert_true (gtk_widget_get_visible (button));
    g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "2 Other Unfinished Games");
    test_ui_click (button);
    g_assert_cmpstr (mc_window_get_visible_page (window), ==, "history");
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Closed maximised, the next window opens maximised, and unmaximises to
 * the size it had before. Run on Broadway, which keeps a window's state
 * without a window manager (Xvfb has none); see below. */
static void
check_window_remembers_maximised (void)
{
  g_autoptr(GSettings) settings = g_settings_new (BASE_APP_ID);
  McWindow *window;
  int width, height;

  g_settings_set_boolean (settings, "window-maximized", FALSE);
  window = test_ui_new_window (900, 700);
  gtk_window_maximize (GTK_WINDOW (window));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_true (gtk_window_is_maximized (GTK_WINDOW (window)));
  gtk_window_close (GTK_WINDOW (window));
  g_assert_true (g_settings_get_boolean (settings, "window-maximized"));
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 900);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 700);

  window = mc_window_new (test_ui_app);
  gtk_window_present (GTK_WINDOW (window));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_true (gtk_window_is_maximized (GTK_WINDOW (window)));
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 900);
  g_assert_cmpint (height, ==, 700);

  /* Unmaximised and closed: remembered as such. */
  gtk_window_unmaximize (GTK_WINDOW (window));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_false (gtk_window_is_maximized (GTK_WINDOW (window)));
  gtk_window_close (GTK_WINDOW (window));
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));
}

/* A Broadway display of the test's own, on the loopback, until the
 * subprocess that uses it is done. */
static void
test_window_remembers_maximised (void)
{
  int display = 100 + (int) (getpid () % 800);
  g_autofree char *name = g_strdup_printf (":%d", display);
  g_autofree char *daemon = g_find_program_in_path ("gtk4-broadwayd");
  const char *argv[] = { daemon, "-a", "127.0.0.1", name, NULL };
  g_autoptr(GSocketClient) client = g_socket_client_new ();
  g_autoptr(GError) error = NULL;
  GPid pid;

  if (g_strcmp0 (g_getenv ("GDK_BACKEND"), "broadway") == 0)
    {
#ifdef __SANITIZE_ADDRESS__
      /* GTK 4.8's Broadway backend keeps every frame's texture (13 MB
       * by the end, none of it ours): leaks are checked in the other
       * tests, on X11. */
      __lsan_disable ();
#endif
      check_window_remembers_maximised ();
      return;
    }
  if (daemon == NULL)
    {
      g_test_skip ("gtk4-broadwayd is not installed");
      return;
    }
  g_assert_true (g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                                NULL, NULL, &pid, &error));
  for (int i = 0; i < 200; i++)
    {
      g_autoptr(GSocketConnection) connection = g_socket_client_connect_to_host (client, "127.0.0.1",
                                                                                 (guint16) (9090 + display), NULL, NULL);

      if (connection != NULL)
        break;
      g_usleep (10000);
    }

  g_setenv ("GDK_BACKEND", "broadway", TRUE);
  g_setenv ("BROADWAY_DISPLAY", name, TRUE);
  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_unsetenv ("GDK_BACKEND");
  g_unsetenv ("BROADWAY_DISPLAY");
  kill (pid, SIGTERM);
  g_spawn_close_pid (pid);
  g_test_trap_assert_passed ();
}

/* The first shortcut for @key of @w's controllers in @phase that acts. */
static gboolean
activate_shortcut (GtkWidget          *w,
                   GtkShortcutTrigger *key,
                   GtkPropagationPhase phase)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (w);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller)
          || gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (controller)) != phase)
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);

          /* A shortcut whose action does not act lets the key go on. */
          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), key)
              && gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, w,
                                               gtk_shortcut_get_arguments (shortcut)))
            {
              g_test_message ("key handled by %s", G_OBJECT_TYPE_NAME (w));
              return TRUE;
            }
        }
    }
  return FALSE;
}

/* @keyval pressed with no modifier in @widget, as GTK hands it on: the
 * shortcuts of the widgets around it from the window down (capture),
 * then from @widget up (bubble), until one acts. Returns whether one did. */
static gboolean
press_key (GtkWidget *widget,
           guint      keyval)
{
  g_autoptr(GtkShortcutTrigger) key = gtk_keyval_trigger_new (keyval, 0);
  g_autoptr(GPtrArray) path = g_ptr_array_new ();

  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    g_ptr_array_add (path, w);
  for (guint i = path->len; i > 0; i--)
    if (activate_shortcut (path->pdata[i - 1], key, GTK_PHASE_CAPTURE))
      return TRUE;
  for (guint i = 0; i < path->len; i++)
    if (activate_shortcut (path->pdata[i], key, GTK_PHASE_BUBBLE))
      return TRUE;
  return FALSE;
}

/* Escape goes back as the header's Back button does, from every page
 * that has one (issue 24; the walk pressed it on Cards in vain). */
static void
test_escape_goes_back (void)
{
  g_autofree char *dir = NULL;
  McWindow *window = test_ui_open_example ("two-players", 40, 1280, 800, &dir);
  static const char *const pages[][2] = {
    { "win.show-catalogue", "table" },
    { "win.show-history", "table" },
    { "win.show-statistics", "history" },
    { "win.show-rules", "table" },
  };
  GtkWidget *focus;

  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), pages[i][0], NULL));
      test_ui_wait_for_frame (GTK_WIDGET (window));
      g_assert_cmpstr (mc_window_get_visible_page (window), !=, "table");
      /* From where the keyboard is (the rules' search field, say). */
      focus = gtk_window_get_focus (GTK_WINDOW (window));
      if (focus != NULL && GTK_IS_EDITABLE (focus))
        {
          /* Words in a search field: Escape is the field's, to clear them. */
          gtk_editable_set_text (GTK_EDITABLE (focus), "scrap");
          press_key (focus, GDK_KEY_Escape);
          g_assert_cmpstr (mc_window_get_visible_page (window), !=, "table");
          gtk_editable_set_text (GTK_EDITABLE (focus), "");
        }
      g_assert_true (press_key (focus != NULL ? focus : GTK_WIDGET (window), GDK_KEY_Escape));
      test_ui_wait_for_frame (GTK_WIDGET (window));
      g_assert_cmpstr (mc_window_get_visible_page (window), ==, pages[i][1]);
      if (!g_str_equal (pages[i][1], "table"))
        {
          focus = gtk_window_get_focus (GTK_WINDOW (window));
          g_assert_true (press_key (focus != NULL ? focus : GTK_WIDGET (window), GDK_KEY_Escape));
        }
      g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
    }
  /* On the game's own page it does not go anywhere. */
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  press_key (focus != NULL ? focus : GTK_WIDGET (window), GDK_KEY_Escape);
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
  gtk_window_destroy (GTK_WINDOW (window));
  test_remove_tree (dir);
}

/* The shortcuts window's rows: "accelerator\tgroup's description\ttitle". */
static void
collect_shortcuts (GtkWidget *widget,
                   GPtrArray *rows)
{
  if (GTK_IS_SHORTCUT_LABEL (widget))
    {
      GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_ACTION_ROW);
      GtkWidget *group = gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_GROUP);

      g_assert_nonnull (row);
      g_assert_nonnull (group);
      g_ptr_array_add (rows, g_strdup_printf ("%s\t%s\t%s", gtk_shortcut_label_get_accelerator (GTK_SHORTCUT_LABEL (widget)),
                                              adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (group)),
                                              adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row))));
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_shortcuts (child, rows);
}

/* Every key listed works in the game its group names, and in a
 * Rumblebots game nothing listed for both games is dead (the walk found
 * "End the round Ctrl+E" listed and doing nothing there). */
static void
check_listed_shortcuts_work (McWindow  *window,
                             GPtrArray *rows,
                             gboolean   rumble)
{
  for (guint i = 0; i < rows->len; i++)
    {
      g_auto(GStrv) fields = g_strsplit (rows->pdata[i], "\t", 3);
      g_auto(GStrv) actions = NULL;
      gboolean both = g_str_equal (fields[1], "Both games");

      g_assert_true (both || g_str_equal (fields[1], "Only in a Tiny Epic Mechs game")
                     || g_str_equal (fields[1], ""));
      if (g_str_equal (fields[0], "Escape"))
        continue;  /* the window's own key, checked in escape-goes-back */
      actions = gtk_application_get_actions_for_accel (GTK_APPLICATION (test_ui_app), fields[0]);
      g_assert_nonnull (actions);
      g_assert_nonnull (actions[0]);
      if (!g_str_has_prefix (actions[0], "win.") || g_str_equal (actions[0], "win.redo")
          || g_str_equal (actions[0], "win.undo") || (rumble && !both))
        continue;
      {
        g_autofree char *name = g_strndup (actions[0] + 4, strcspn (actions[0] + 4, "("));

        if (!g_action_group_get_action_enabled (G_ACTION_GROUP (window), name))
          g_error ("%s (%s) listed for %s but disabled in a %s game", fields[2], fields[0], fields[1],
                   rumble ? "Rumblebots" : "Tiny Epic Mechs");
      }
    }
}

/* The shortcuts window names History as History, says which game each
 * key is for, and closes on Escape. */
static void
test_shortcuts_window_by_game (void)
{
  g_autofree char *tem = NULL;
  g_autofree char *rumble = NULL;
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func (g_free);
  McWindow *window;
  GtkWindow *shortcuts;
  gboolean history = FALSE, end_round = FALSE;

  clear_games ();
  tem = save_example ("two-players", 161, "game-a.jsonl", 60);
  rumble = save_example ("rumble-three-players", 8, "game-r.jsonl", 30);
  window = test_ui_new_window (1280, 800);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-game", "s", rumble));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "rumble");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  shortcuts = mc_window_get_shortcuts_window (window);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (shortcuts)));
  collect_shortcuts (GTK_WIDGET (shortcuts), rows);
  g_assert_cmpuint (rows->len, >, 20);
  for (guint i = 0; i < rows->len; i++)
    {
      history |= g_str_equal (rows->pdata[i], "<Control>h\tBoth games\tHistory");
      end_round |= g_str_equal (rows->pdata[i], "<Control>e\tOnly in a Tiny Epic Mechs game\tEnd the round");
    }
  g_assert_true (history);
  g_assert_true (end_round);
  check_listed_shortcuts_work (window, rows, TRUE);

  /* Escape closes it. */
  g_assert_true (press_key (gtk_window_get_child (shortcuts), GDK_KEY_Escape));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (shortcuts)));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-game", "s", tem));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
  check_listed_shortcuts_work (window, rows, FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_open_now_mark (GtkWidget    *widget,
                  gconstpointer data)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), "On the table now") == 0;
}

static gboolean
is_resume_button (GtkWidget    *widget,
                  gconstpointer data)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "win.open-game") == 0;
}

/* The game open is listed as "On the table now", not with Resume; the others
 * keep Resume. And in a game just opened with nothing undone, Redo is
 * disabled, button and key alike (the walk saw it look active). */
static void
test_open_game_marked_in_history (void)
{
  g_autofree char *open = NULL;
  g_autofree char *other = NULL;
  McWindow *window;
  McHistoryPage *history;
  GtkWidget *redo;

  clear_games ();
  other = save_example ("two-players", 161, "game-a.jsonl", 60);
  open = save_example ("rumble-three-players", 8, "game-r.jsonl", 30);
  window = test_ui_new_window (1280, 800);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-game", "s", open));
  redo = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), MC_TYPE_WINDOW, "redo_button"));
  g_assert_false (mc_session_can_redo (mc_window_get_session (window)));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "redo"));
  g_assert_false (gtk_widget_is_sensitive (redo));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  history = mc_window_get_history_page (window);
  g_assert_cmpuint (mc_history_page_get_n_unfinished (history), ==, 2);
  g_assert_cmpstr (mc_history_page_get_unfinished_path (history, 0), ==, open);
  g_assert_nonnull (test_ui_find_widget (GTK_WIDGET (history), is_open_now_mark, NULL));
  {
    GtkWidget *resume = test_ui_find_widget (GTK_WIDGET (history), is_resume_button, NULL);

    /* Only the other game has Resume. */
    g_assert_nonnull (resume);
    g_assert_cmpstr (g_variant_get_string (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (resume)), NULL),
                     ==, other);
  }
  test_ui_render_to_png (GTK_WIDGET (window), "history-open-now-1280x800.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
quit_loop_cb (gpointer user_data)
{
  g_main_loop_quit (user_data);
  return G_SOURCE_REMOVE;
}

/* Resized, the size is saved a moment later, without closing: a table
 * app is often killed, and the walk's window came back at 1024×720. */
static void
test_window_size_saved_without_closing (void)
{
  g_autoptr(GSettings) settings = g_settings_new (BASE_APP_ID);
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  McWindow *window = test_ui_new_window (900, 700);
  int width, height;

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 650);
  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_timeout_add (MC_WINDOW_SAVE_SIZE_DELAY_MS + 300, quit_loop_cb, loop);
  g_main_loop_run (loop);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1100);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 650);
  /* Gone without a close request, as when killed: the next one has it. */
  gtk_window_destroy (GTK_WINDOW (window));
  window = mc_window_new (test_ui_app);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 1100);
  g_assert_cmpint (height, ==, 650);
  gtk_window_destroy (GTK_WINDOW (window));
}

extern int _nl_msg_cat_cntr;

/* The date of a listed game in @language. */
static char *
date_in (const char *language,
         gint64      modified)
{
  char *date;

  g_setenv ("LANGUAGE", language, TRUE);
  ++_nl_msg_cat_cntr;
  date = mc_history_format_date (modified);
  g_unsetenv ("LANGUAGE");
  ++_nl_msg_cat_cntr;
  return date;
}

/* A listed game's date follows the app's language (LANGUAGE), not the
 * locale's LC_TIME: the walk saw "26 November 2026" in Polish and
 * Spanish. Polish names the month in the genitive, as a date does. */
static void
test_date_in_the_language (void)
{
  g_autoptr(GDateTime) time = g_date_time_new_local (2026, 11, 26, 14, 3, 0);
  gint64 modified = g_date_time_to_unix (time) * G_USEC_PER_SEC;
  g_autofree char *en = date_in ("en_XX", modified);
  g_autofree char *es = date_in ("es", modified);
  g_autofree char *pl = date_in ("pl", modified);
  g_autoptr(GDateTime) may = g_date_time_new_local (2027, 5, 3, 9, 30, 0);
  g_autofree char *pl_may = date_in ("pl", g_date_time_to_unix (may) * G_USEC_PER_SEC);

  g_assert_cmpstr (en, ==, "26 November 2026, 14:03");
  g_assert_cmpstr (es, ==, "26 de noviembre de 2026, 14:03");
  g_assert_cmpstr (pl, ==, "26 listopada 2026, 14:03");
  g_assert_cmpstr (pl_may, ==, "3 maja 2027, 09:30");
}

/* @format, translated to @language, with the names "Gracz 1" and
 * "Gracz 2" (Polish) or "Jugador 1" (Spanish) in it. */
static char *
with_names_in (const char *language,
               const char *format,
               const char *name,
               const char *other)
{
  char *text;

  g_setenv ("LANGUAGE", language, TRUE);
  ++_nl_msg_cat_cntr;
  /* The formats are the app's own msgids, checked by msgfmt -c. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  text = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, format), name, other, 0, 0);
#pragma GCC diagnostic pop
  g_unsetenv ("LANGUAGE");
  ++_nl_msg_cat_cntr;
  return text;
}

/* A player's name after a noun that needs a case read as "maksymalną
 * żywotność pilota gracza Gracz 1" in the walk: the name now stands on
 * its own, in the nominative, in Polish and in Spanish. */
static void
test_names_in_the_nominative (void)
{
  g_autofree char *pl_top = with_names_in ("pl", "%s's pilot's top health", "Gracz 1", NULL);
  g_autofree char *pl_health = with_names_in ("pl", "%s attacks. %s's health: %d.", "Gracz 1", "Gracz 2");
  g_autofree char *pl_set = with_names_in ("pl", "Set %s's top health: the highest space of their pilot "
                                           "card's health track.", "Gracz 1", NULL);
  g_autofree char *es_top = with_names_in ("es", "%s's pilot's top health", "Jugador 1", NULL);

  g_assert_cmpstr (pl_top, ==, "maksymalną żywotność pilota (Gracz 1)");
  g_assert_cmpstr (pl_health, ==, "Atakuje Gracz 1. Gracz 2 – żywotność: 0.");
  g_assert_null (strstr (pl_set, "gracza"));
  g_assert_nonnull (strstr (pl_set, "Gracz 1"));
  g_assert_cmpstr (es_top, ==, "el aguante máximo del piloto (Jugador 1)");
}

static gboolean
is_statistics_button (GtkWidget    *widget,
                      gconstpointer data)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "win.show-statistics") == 0;
}

/* Issue 23, start-up: History's widgets are made when it is first shown,
 * not with every window (a game opened at start never shows it); shown,
 * it is whole, its way to the statistics included. */
static void
test_history_built_when_first_shown (void)
{
  g_autofree char *dir = NULL;
  McWindow *window = test_ui_open_example ("two-players", 40, 1280, 800, &dir);
  McHistoryPage *history = mc_window_get_history_page (window);

  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
  g_assert_null (gtk_widget_get_first_child (GTK_WIDGET (history)));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_nonnull (gtk_widget_get_first_child (GTK_WIDGET (history)));
  g_assert_nonnull (test_ui_find_widget (GTK_WIDGET (history), is_statistics_button, NULL));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "history");
  gtk_window_destroy (GTK_WINDOW (window));
  test_remove_tree (dir);
}

/* What this round changed, drawn in each language at both sizes, to be
 * looked at: the shortcuts window, the New Game question, History. */
static void
test_render_in_languages (void)
{
  static const char *const languages[] = { "en_XX", "es", "pl" };
  static const int sizes[][2] = { { 360, 640 }, { 1280, 800 } };
  g_autofree char *tem = NULL;
  g_autofree char *rumble = NULL;

  clear_games ();
  tem = save_example ("two-players", 161, "game-a.jsonl", 60);
  rumble = save_example ("rumble-three-players", 8, "game-r.jsonl", 30);
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
      {
        const char *lang = g_str_equal (languages[l], "en_XX") ? "en" : languages[l];
        g_autofree char *name = NULL;
        McWindow *window;
        AdwMessageDialog *dialog;

        g_setenv ("LANGUAGE", languages[l], TRUE);
        ++_nl_msg_cat_cntr;
        window = test_ui_new_window (sizes[z][0], sizes[z][1]);
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-game", "s", rumble));
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
        name = g_strdup_printf ("shell-history-%s-%dx%d.png", lang, sizes[z][0], sizes[z][1]);
        test_ui_render_to_png (GTK_WIDGET (window), name);
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
        g_free (name);
        name = g_strdup_printf ("shell-shortcuts-%s-%dx%d.png", lang, sizes[z][0], sizes[z][1]);
        test_ui_render_to_png (GTK_WIDGET (mc_window_get_shortcuts_window (window)), name);
        gtk_window_close (mc_window_get_shortcuts_window (window));
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-game", "s", tem));
        press_ctrl_n (window);
        dialog = find_message_dialog ();
        g_assert_nonnull (dialog);
        g_free (name);
        name = g_strdup_printf ("shell-new-game-%s-%dx%d.png", lang, sizes[z][0], sizes[z][1]);
        test_ui_render_to_png (GTK_WIDGET (dialog), name);
        respond (dialog, "keep");
        gtk_window_destroy (GTK_WINDOW (window));
      }
  g_unsetenv ("LANGUAGE");
  ++_nl_msg_cat_cntr;
}

int
main (int   argc,
      char *argv[])
{
  int status;

  test_ui_init (&argc, &argv);

  g_test_add_func ("/ui-history/new-game-asks-and-keeps-the-game", test_new_game_asks_and_keeps_the_game);
  g_test_add_func ("/ui-history/unfinished-game-listed-after-ctrl-n", test_unfinished_game_listed_after_ctrl_n);
  g_test_add_func ("/ui-history/window-remembers-maximised", test_window_remembers_maximised);
  g_test_add_func ("/ui-history/new-game-dialog-on-a-phone", test_new_game_dialog_on_a_phone);
  g_test_add_func ("/ui-history/escape-goes-back", test_escape_goes_back);
  g_test_add_func ("/ui-history/render-in-languages", test_render_in_languages);
  g_test_add_func ("/ui-history/open-game-marked-in-history", test_open_game_marked_in_history);
  g_test_add_func ("/ui-history/shortcuts-window-by-game", test_shortcuts_window_by_game);
  g_test_add_func ("/ui-history/window-size-saved-without-closing", test_window_size_saved_without_closing);
  g_test_add_func ("/ui-history/date-in-the-language", test_date_in_the_language);
  g_test_add_func ("/ui-history/names-in-the-nominative", test_names_in_the_nominative);
  g_test_add_func ("/ui-history/built-when-first-shown", test_history_built_when_first_shown);

  status = g_test_run ();
  test_ui_finish ();
  return status;
}
