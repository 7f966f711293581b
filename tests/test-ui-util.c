/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the UI tests share: a window, a frame, a tap, a PNG. */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "app/mc-robot-turn-step.h"
#include "app/mc-turn-panel.h"
#include "test-ui-util.h"
#include "test-util.h"

McApplication *test_ui_app;
static char *data_home;

static void
after_paint_cb (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

/* Lets the window lay itself out and paint one frame. */
void
test_ui_wait_for_frame (GtkWidget *widget)
{
  GdkFrameClock *clock;
  gboolean painted = FALSE;
  gulong id;
  /* Long: under the sanitizers test-ui unwinds every allocation whole,
   * and one frame took over 10 s under CI's load. */
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (g_main_context_iteration (NULL, FALSE))
    ;

  clock = gtk_widget_get_frame_clock (widget);
  g_assert_nonnull (clock);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  gtk_widget_queue_draw (widget);
  while (!painted && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, id);
  g_assert_true (painted);
}

/* Renders @window as it is on screen to build-dir/@name, and checks the
 * file holds a picture of the window's size. */
void
test_ui_render_to_png (GtkWidget  *window,
               const char *name)
{
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GdkTexture) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  GtkSnapshot *snapshot;
  GskRenderer *renderer;
  int width, height;

  test_ui_wait_for_frame (window);
  width = gtk_widget_get_width (window);
  height = gtk_widget_get_height (window);
  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);

  paintable = gtk_widget_paintable_new (window);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);

  renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("rendered %s (%d×%d)", path, width, height);

  loaded = gdk_texture_new_from_filename (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (loaded), ==, width);
  g_assert_cmpint (gdk_texture_get_height (loaded), ==, height);
}

McWindow *
test_ui_new_window (int width,
            int height)
{
  McWindow *window = mc_window_new (test_ui_app);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  return window;
}

static gboolean
is_unsettled (GtkWidget    *widget,
              gconstpointer data)
{
  return (MC_IS_ROBOT_TURN_STEP (widget) && !mc_robot_turn_step_is_settled (MC_ROBOT_TURN_STEP (widget)))
         || (MC_IS_TURN_PANEL (widget) && !mc_turn_panel_is_settled (MC_TURN_PANEL (widget)));
}

/* Just after a tap, the button that comes in its place (the next robot's
 * Draw, a new step's main button) waits a moment (mc_tap_settle_hold()):
 * the moment passed, under @widget's window. */
void
test_ui_wait_for_settled (GtkWidget *widget)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));

  while (test_ui_find_widget (root != NULL ? root : widget, is_unsettled, NULL) != NULL)
    g_main_context_iteration (NULL, TRUE);
}

/* The desktop's double-click time, 400 ms, for a test of what waits it;
 * 0 again when @on is FALSE. */
void
test_ui_with_double_click_time (gboolean on)
{
  g_object_set (gtk_settings_get_default (), "gtk-double-click-time", on ? 400 : 0, NULL);
}

/* What a tap does; gtk_widget_activate() would only click after an
 * animation timeout. */
void
test_ui_click (GtkWidget *button)
{
  test_ui_wait_for_settled (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_true (gtk_widget_get_visible (button));
  g_signal_emit_by_name (button, "clicked");
}

/* The need dialog on screen asking, if any. */
McNeedDialog *
test_ui_find_need_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      /* One answered stays a moment, taking no tap: not asking. */
      if (MC_IS_NEED_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window))
          && gtk_widget_get_sensitive (GTK_WIDGET (window)))
        return MC_NEED_DIALOG (window);
    }
  return NULL;
}

/* A player at the table reads the zone cards, the weapon cards (Melee, 3
 * for every number) and the mine tokens off the table and answers what
 * the app asks, until it asks nothing more. Returns how many answers. */
guint
test_ui_answer_what_is_asked (void)
{
  McNeedDialog *dialog;
  guint answered = 0;

  while ((dialog = test_ui_find_need_dialog ()) != NULL)
    {
      const TemNeed *need = mc_need_dialog_get_need (dialog);
      GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));

      g_test_message ("asked: need %d", need->kind);
      /* Each line of what the question says is a sentence with its stop
       * (walk 11: "Ana's health 7 → 5, +2 VP" ran into "Ana deals…"). */
      {
        const char *body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));

        for (const char *line_end = strchr (body, '\n'); line_end != NULL; line_end = strchr (line_end + 1, '\n'))
          if (line_end > body && strchr (".?!:)", line_end[-1]) == NULL)
            g_error ("a line of the question has no full stop: \"%s\"", body);
      }
      answered++;
      g_assert_cmpuint (answered, <, 50);
      switch (need->kind)
        {
        case TEM_NEED_ZONE_VALUE:
        case TEM_NEED_ZONE_RESOURCES:
          g_assert_true (MC_IS_WINDOW (parent));
          mc_need_dialog_set_number (dialog, 0, 1 + need->cell % 3);
          if (tem_arena_get_zone (&mc_session_get_game (mc_window_get_session (MC_WINDOW (parent)))->arena,
                                  need->cell)->kind == TEM_ZONE_RESOURCE)
            mc_need_dialog_set_resources (dialog, need->cell % 2 ? TEM_RESOURCE_ENERGY : TEM_RESOURCE_CREDITS);
          mc_need_dialog_save (dialog);
          break;
        case TEM_NEED_WEAPON_FIELD:
          for (guint i = 0; i < mc_need_dialog_get_n_numbers (dialog); i++)
            mc_need_dialog_set_number (dialog, i, 3);
          mc_need_dialog_save (dialog);
          break;
        case TEM_NEED_NONE:
          g_assert_not_reached ();
          break;
        case TEM_NEED_STARTING_WEAPON:
        case TEM_NEED_CELL:
        case TEM_NEED_MINE_NUMBER:
        case TEM_NEED_TOKEN:
        case TEM_NEED_MECH_SIDE:
        case TEM_NEED_MECH_AFTER_KO:
        case TEM_NEED_REFILL:
        case TEM_NEED_ROW_CARD:
        case TEM_NEED_ROBOT_CARD:
        case TEM_NEED_RESPAWN_CARD:
        case TEM_NEED_ROBOT_WEAPON:
        default:
          g_assert_cmpuint (mc_need_dialog_get_n_choices (dialog), >, 0);
          mc_need_dialog_choose (dialog, 0);
          break;
        }
    }
  return answered;
}

/* Taps the turn panel's button @name, if it is there and sensitive, then
 * answers what the app asks. */
gboolean
test_ui_tap (McTurnPanel *panel,
             const char  *name)
{
  GtkWidget *button = mc_turn_panel_find_button (panel, name);

  test_ui_wait_for_settled (GTK_WIDGET (panel));
  if (button == NULL || !gtk_widget_get_sensitive (button))
    {
      g_test_message ("no %s: %s / %s / %s", name, mc_turn_panel_get_title (panel),
                      mc_turn_panel_get_body (panel), mc_turn_panel_get_problem (panel));
      return FALSE;
    }
  test_ui_click (button);
  test_ui_answer_what_is_asked ();
  return TRUE;
}

/* The first of the buttons named @prefix, a card and an amount paid
 * ("attack-17-0"), that can be tapped. */
gboolean
test_ui_tap_first (McTurnPanel *panel,
                   const char  *prefix)
{
  for (guint card = 0; card < 64; card++)
    for (int paid = 0; paid < 4; paid++)
      {
        g_autofree char *name = g_strdup_printf ("%s%u-%d", prefix, card, paid);

        if (mc_turn_panel_find_button (panel, name) != NULL && test_ui_tap (panel, name))
          return TRUE;
      }
  return FALSE;
}

/* @card played in @direction from the turn panel. */
void
test_ui_play_card (McTurnPanel *panel,
                   TemProgram   card,
                   TemDirection direction)
{
  g_autofree char *card_name = g_strdup_printf ("card-%s", tem_program_get_id (card));
  g_autofree char *direction_name = g_strdup_printf ("direction-%s", tem_direction_get_id (direction));

  g_assert_true (test_ui_tap (panel, card_name));
  g_assert_true (test_ui_tap (panel, direction_name));
}

/* A Collect card played, collected, and the turn ended. */
void
test_ui_collect_turn (McTurnPanel *panel,
                      TemDirection direction)
{
  test_ui_play_card (panel, TEM_PROGRAM_COLLECT, direction);
  g_assert_true (test_ui_tap (panel, "collect"));
  g_assert_true (test_ui_tap (panel, "end-turn"));
}

/* A new game's setup page with @n_players named @names, each with a pilot
 * of 6 health and the starting weapon @weapons gives (-1: not recorded). */
McSetupPage *
test_ui_fill_setup (McWindow         *window,
                    guint             n_players,
                    const char *const *names,
                    const int        *weapons)
{
  McSetupPage *page;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  page = mc_window_get_setup_page (window);
  mc_setup_page_set_n_players (page, n_players);
  for (guint seat = 0; seat < n_players; seat++)
    {
      McSetupPlayer *player = mc_setup_page_get_player (page, seat);

      mc_setup_player_set_name (player, names[seat]);
      mc_setup_player_set_pilot (player, "", 6);
      mc_setup_player_set_starting_weapon (player, weapons[seat]);
    }
  return page;
}

/* The first widget under @root, itself included, depth first, that
 * @match takes; NULL if none. */
GtkWidget *
test_ui_find_widget (GtkWidget        *root,
                     TestUiWidgetMatch match,
                     gconstpointer     data)
{
  if (match (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = test_ui_find_widget (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_named (GtkWidget    *widget,
          gconstpointer name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

static gboolean
is_toast_on_screen (GtkWidget    *widget,
                    gconstpointer data)
{
  return g_str_equal (gtk_widget_get_css_name (widget), "toast") && gtk_widget_get_mapped (widget);
}

/* The toast on screen under @root, or NULL. */
GtkWidget *
test_ui_find_toast (GtkWidget *root)
{
  return test_ui_find_widget (root, is_toast_on_screen, NULL);
}

/* The widget under @root whose gtk_widget_get_name() is @name, or NULL. */
GtkWidget *
test_ui_find_named (GtkWidget  *root,
                    const char *name)
{
  return test_ui_find_widget (root, is_named, name);
}

/* Everything a UI test needs before its cases run. */
void
test_ui_init (int    *argc,
              char ***argv)
{
  g_autoptr(GError) error = NULL;

  /* Games are saved: into a folder of the test's own, never the user's. */
  data_home = g_dir_make_tmp ("mech-companion-ui-XXXXXX", NULL);
  g_assert (data_home != NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  /* No session bus, on any machine: the same run everywhere, and no
   * portals or session manager started behind the test's back. */
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/mech-companion-test-bus", TRUE);
  /* GTK's test backend keeps the accessible properties for the tests to
   * read, without an accessibility bus. */
  g_setenv ("GTK_A11Y", "test", TRUE);

  test_init (argc, argv);
  gtk_init ();
  adw_init ();
  /* Page transitions and toasts end at once, so each frame shows the end
   * state. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  /* Nor does a button that comes under a tap wait the double-click time
   * (mc_tap_settle_hold()), but where a test asks for it
   * (test_ui_with_double_click_time()). */
  g_object_set (gtk_settings_get_default (), "gtk-double-click-time", 0, NULL);

  /* A non-unique application still starts up without a bus. */
  test_ui_app = mc_application_new ();
  g_application_set_flags (G_APPLICATION (test_ui_app), G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (test_ui_app), NULL, &error))
    g_error ("register: %s", error->message);
}

void
test_ui_finish (void)
{
  g_clear_object (&test_ui_app);
  test_remove_tree (data_home);
  g_clear_pointer (&data_home, g_free);
}

static gboolean
has_text_label (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && *gtk_label_get_label (GTK_LABEL (widget)) != '\0')
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_text_label (child))
      return TRUE;
  return FALSE;
}

/* Every button a screen reader meets says what it does: by its text, or
 * by a label set through the accessible API (checked through GTK's test
 * API for accessibles). */
guint
test_ui_check_button_names (GtkWidget *widget)
{
  guint checked = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_visible (child))
        continue;
      if (GTK_IS_MENU_BUTTON (child))
        {
          /* Named as a whole; its inner toggle is GTK's. */
          if (!has_text_label (child)
              && !gtk_test_accessible_has_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL))
            g_error ("a menu button in %s has no accessible name", G_OBJECT_TYPE_NAME (widget));
          checked++;
          continue;
        }
      if (GTK_IS_BUTTON (child) && !has_text_label (child))
        {
          if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL))
            g_error ("a %s in %s has no accessible name", G_OBJECT_TYPE_NAME (child), G_OBJECT_TYPE_NAME (widget));
          checked++;
        }
      if (!GTK_IS_SPIN_BUTTON (child))
        checked += test_ui_check_button_names (child);
    }
  return checked;
}

/* The new-game form filled as a solo player does (Ana, Maverick at 5, the
 * Energy Sword kept, Collect printed twice in the robots' decks), not
 * started yet: the caller may change more first. */
McSetupPage *
test_ui_fill_solo_setup (McWindow *window,
                         guint32   seed)
{
  McSetupPage *page;
  McSetupPlayer *player;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  page = mc_window_get_setup_page (window);
  mc_setup_page_set_solo (page, TRUE);
  player = mc_setup_page_get_player (page, 0);
  mc_setup_player_set_name (player, "Ana");
  mc_setup_player_set_pilot (player, "Maverick", 5);
  mc_setup_player_set_starting_weapon (player, TEM_KIND_ENERGY_SWORD);
  mc_setup_page_set_robot_duplicate (page, TEM_PROGRAM_COLLECT);
  mc_setup_page_set_seed (page, seed);
  return page;
}

/* The menu button under @widget showing @icon_name, or NULL. */
GtkWidget *
test_ui_find_menu_button (GtkWidget  *widget,
                          const char *icon_name)
{
  if (GTK_IS_MENU_BUTTON (widget) &&
      g_strcmp0 (gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (widget)), icon_name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = test_ui_find_menu_button (child, icon_name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/**
 * test_ui_open_example:
 * @n_lines: the journal's first lines to keep, 0 for all of it
 * @dir: (out): a folder of the test's own holding the copy, to remove
 *
 * A window of @width × @height with the example game tests/journals/@example
 * open as it was after its first @n_lines.
 */
/* An example's first @n_lines (all of it for 0), then @more (whole
 * lines, each ending with a newline): a state no example reaches, a line
 * or two away. */
McWindow *
test_ui_open_example_and (const char *example,
                          guint       n_lines,
                          const char *more,
                          int         width,
                          int         height,
                          char      **dir)
{
  g_autofree char *name = g_strconcat (example, ".jsonl", NULL);
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "journals", name, NULL);
  g_autofree char *copy = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GString) text = NULL;
  g_autoptr(GFile) file = NULL;
  const char *end;
  McWindow *window;
  gsize length;

  *dir = g_dir_make_tmp ("mech-companion-example-XXXXXX", NULL);
  g_assert_nonnull (*dir);
  copy = g_build_filename (*dir, "game.jsonl", NULL);
  g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
  end = n_lines > 0 ? contents : contents + length;
  for (guint i = 0; i < n_lines; i++)
    {
      /* Fewer lines than asked: all of them. */
      if ((end = strchr (end, '\n')) == NULL)
        {
          end = contents + length;
          break;
        }
      end++;
    }
  text = g_string_new_len (contents, end - contents);
  g_string_append (text, more);
  g_assert_true (g_file_set_contents (copy, text->str, text->len, NULL));
  file = g_file_new_for_path (copy);
  window = test_ui_new_window (width, height);
  g_assert_true (mc_window_open_file (window, file));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  return window;
}

McWindow *
test_ui_open_example (const char *example,
                      guint       n_lines,
                      int         width,
                      int         height,
                      char      **dir)
{
  return test_ui_open_example_and (example, n_lines, "", width, height, dir);
}

/* The mapped label under @widget showing @text. */
GtkWidget *
test_ui_find_label (GtkWidget  *widget,
                    const char *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (!gtk_widget_get_mapped (child))
        continue;
      if (GTK_IS_LABEL (child) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (child)), text) == 0)
        return child;
      if ((found = test_ui_find_label (child, text)) != NULL)
        return found;
    }
  return NULL;
}
