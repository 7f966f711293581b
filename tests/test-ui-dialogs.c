/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every window and dialog fits the screen it is on, a laptop's (1280×800)
 * and a phone's (360×640), in English, Spanish and Polish; the weapon
 * dialog asks only what the step needs; the row picker names a new card. */
#include "config.h"

#include "journal/mc-card-memory.h"
#include "test-ui-util.h"
#include "test-util.h"

#define ADVANCED TEM_N_BASIC_KINDS + 2       /* an advanced card no public text names */

static const int sizes[][2] = { { 360, 640 }, { 1280, 800 } };
static const char *languages[] = { "C", "es", "pl" };

/* A game of two, started on the session itself: the dialogs are measured
 * over a window the size of the screen, whatever the pages' own widths. */
static void
start_two_players (McWindow *window)
{
  TemAction action;

  test_new_game_action (&action, 2, 0);
  g_assert_true (mc_session_start (mc_window_get_session (window), &action, NULL));
}

/* The window on screen other than the main one, if any. */
static GtkWindow *
find_other_window (McWindow *main_window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (window != GTK_WIDGET (main_window) && GTK_IS_WINDOW (window) && gtk_widget_get_visible (window))
        return GTK_WINDOW (window);
    }
  return NULL;
}

/* The widest widgets under @widget, to tell what keeps a window too wide. */
static void
report_widest (GtkWidget *widget,
               int        limit,
               int        depth)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      int min;

      if (!gtk_widget_get_visible (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      if (min > limit)
        {
          g_test_message ("%*s%s %s: at least %d wide", depth * 2, "", G_OBJECT_TYPE_NAME (child),
                          gtk_widget_get_name (child), min);
          report_widest (child, limit, depth + 1);
        }
    }
}

/* The size of @window on the screen: its surface, the frame included. */
static void
get_screen_size (GtkWindow *window,
                 int       *width,
                 int       *height)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  g_assert_nonnull (surface);
  *width = gdk_surface_get_width (surface);
  *height = gdk_surface_get_height (surface);
}

/* @window, once on screen, is no larger than the screen (@width × @height)
 * nor than the main window, and could not be made to fit by shrinking it
 * (its minimum size is no larger either); its picture goes to the build
 * folder. */
static void
check_fits (GtkWindow  *window,
            McWindow   *main_window,
            int         width,
            int         height,
            const char *language,
            const char *name)
{
  g_autofree char *png = g_strdup_printf ("dialog-%s-%s-%dx%d.png", name, language, width, height);
  int min_width, min_height, shown_width, shown_height, main_width, main_height;

  gtk_window_present (window);
  test_ui_render_to_png (GTK_WIDGET (window), png);
  get_screen_size (window, &shown_width, &shown_height);
  get_screen_size (GTK_WINDOW (main_window), &main_width, &main_height);
  /* A window's minimum counts its frame (shadow, resize edges), as the screen size does. */
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (GTK_WIDGET (window)),
                      &min_height, NULL, NULL, NULL);
  g_test_message ("%s (%s) at %d×%d: %d×%d on screen, %d×%d inside, content at least %d×%d", name, language,
                  width, height, shown_width, shown_height, gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_height (GTK_WIDGET (window)), min_width, min_height);
  if (shown_width > width || shown_height > height || shown_width > main_width || shown_height > main_height
      || min_width > width || min_height > height)
    {
      report_widest (GTK_WIDGET (window), width - 200, 0);
      g_test_fail_printf ("%s (%s) is %d×%d on screen (content at least %d×%d) on a %d×%d screen with a %d×%d window",
             name, language, shown_width, shown_height, min_width, min_height, width, height, main_width, main_height);
    }
}

static void
check_need_fits (McWindow      *window,
                 McNeedDialog  *dialog,
                 int            width,
                 int            height,
                 const char    *language,
                 const char    *name)
{
  check_fits (GTK_WINDOW (dialog), window, width, height, language, name);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
check_every_dialog_at (const int  *size,
                       const char *language)
{
  int width = size[0], height = size[1];
  McWindow *window = test_ui_new_window (width, height);
  McSession *session = mc_window_get_session (window);
  McCardMemory *cards = mc_window_get_cards (window);
  const TemGame *game;
  GtkWindow *other;
  int cell;

  check_fits (GTK_WINDOW (window), window, width, height, language, "welcome");
  start_two_players (window);
  game = mc_session_get_game (session);

  {
    TemNeed need = { TEM_NEED_ROW_CARD, -1, 1, -1, -1, 0 };

    check_need_fits (window, mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, cards, &need,
                                                            "Which card is face up at place 2 of the row?"),
                     width, height, language, "row-card");
  }
  {
    TemNeed need = { TEM_NEED_REFILL, 0, -1, -1, -1, 0 };

    check_need_fits (window, mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, cards, &need,
                                                            "Ana bought a card: which card fills its place?"),
                     width, height, language, "refill");
  }
  {
    TemNeed need = { TEM_NEED_WEAPON_FIELD, -1, TEM_NO_CELL, ADVANCED, TEM_WEAPON_FIELD_TYPE, 0 };

    check_need_fits (window, mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, cards, &need,
                                                            "Advanced weapon 3 has no type yet: enter Area, "
                                                            "Ranged or Melee from the card."),
                     width, height, language, "weapon-type");
  }
  {
    TemNeed need = { TEM_NEED_WEAPON_FIELD, -1, TEM_NO_CELL, ADVANCED, TEM_WEAPON_FIELD_ABILITY, 0 };

    check_need_fits (window, mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, cards, &need, NULL),
                     width, height, language, "weapon-ability");
  }
  {
    TemNeed need = { TEM_NEED_WEAPON_FIELD, -1, TEM_NO_CELL, ADVANCED, TEM_WEAPON_FIELD_COST_ENERGY, 0 };

    check_need_fits (window, mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, cards, &need,
                                                            "Advanced weapon 3 has no cost yet: enter the energy "
                                                            "and credits printed on the card (0 for none)."),
                     width, height, language, "weapon-cost");
  }
  {
    TemNeed need = { TEM_NEED_CELL, 0, -1, -1, -1, 0 };

    for (cell = 0; cell < TEM_ARENA_CELLS; cell++)
      if (tem_arena_is_zone (&game->arena, cell))
        need.cells |= G_GUINT64_CONSTANT (1) << cell;
    check_need_fits (window, mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, cards, &need,
                                                            "Where does Ana go?"),
                     width, height, language, "cell");
  }
  {
    TemNeed need = { TEM_NEED_ROBOT_CARD, 1, -1, -1, -1, 0 };

    check_need_fits (window, mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, cards, &need, NULL),
                     width, height, language, "program-card");
  }
  {
    TemNeed need = { TEM_NEED_MECH_AFTER_KO, 0, 12, -1, -1, 0 };

    check_need_fits (window, mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, cards, &need, NULL),
                     width, height, language, "mech-after-ko");
  }
  for (cell = 0; cell < TEM_ARENA_CELLS; cell++)
    if (game->arena.zones[cell].kind == TEM_ZONE_RESOURCE)
      break;
  check_need_fits (window, mc_need_dialog_new_zone_with_cards (GTK_WINDOW (window), session, cards, cell),
                   width, height, language, "zone");

  /* The windows the menus open. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  other = mc_window_get_shortcuts_window (window);
  g_assert_nonnull (other);
  if (g_str_equal (language, "C"))
    g_assert_cmpstr (gtk_window_get_title (other), ==, "Keyboard Shortcuts");
  check_fits (other, window, width, height, language, "shortcuts");
  gtk_widget_set_visible (GTK_WIDGET (other), FALSE);

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (test_ui_app), "about"));
  g_action_group_activate_action (G_ACTION_GROUP (test_ui_app), "about", NULL);
  other = find_other_window (window);
  g_assert_nonnull (other);
  check_fits (other, window, width, height, language, "about");
  gtk_window_destroy (other);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-round", NULL));
  other = find_other_window (window);
  if (other != NULL)
    {
      check_fits (other, window, width, height, language, "end-round");
      gtk_window_destroy (other);
    }

  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The new-game form, the main window's widest page to fill in. */
static void
test_the_new_game_form_fits_the_screen (gconstpointer data)
{
  const char *language = data;

  test_set_language (language);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      McWindow *window = test_ui_new_window (sizes[i][0], sizes[i][1]);

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
      check_fits (GTK_WINDOW (window), window, sizes[i][0], sizes[i][1], language, "setup");
      gtk_window_destroy (GTK_WINDOW (window));
    }
  test_set_language ("C");
}

static void
test_every_dialog_fits_the_screen (gconstpointer data)
{
  const char *language = data;

  test_set_language (language);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    check_every_dialog_at (sizes[i], language);
  test_set_language ("C");
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui-dialogs/every-dialog-fits-the-screen/%s", languages[i]);

      g_test_add_data_func (path, languages[i], test_every_dialog_fits_the_screen);
      g_clear_pointer (&path, g_free);
      path = g_strdup_printf ("/ui-dialogs/the-new-game-form-fits-the-screen/%s", languages[i]);
      g_test_add_data_func (path, languages[i], test_the_new_game_form_fits_the_screen);
    }

  return g_test_run ();
}
