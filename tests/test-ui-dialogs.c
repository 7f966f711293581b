/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every window and dialog fits the screen it is on, a laptop's (1280×800)
 * and a phone's (360×640), in English, Spanish and Polish; the weapon
 * dialog asks only what the step needs; the row picker names a new card. */
#include "config.h"

#include "journal/mc-card-memory.h"
#include "app/mc-empty-spin.h"
#include "app/mc-rumble-ability-dialog.h"
#include "mechs/tem-arena.h"
#include "app/mc-share-dialog.h"

#include "test-ui-rumble-util.h"
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

static gboolean
is_scrolled (GtkWidget    *widget,
             gconstpointer data)
{
  return GTK_IS_SCROLLED_WINDOW (widget);
}

static gboolean
is_spin (GtkWidget    *widget,
         gconstpointer data)
{
  return GTK_IS_SPIN_BUTTON (widget);
}

static gboolean
is_check (GtkWidget    *widget,
          gconstpointer data)
{
  return GTK_IS_CHECK_BUTTON (widget);
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

/* How many labels under @widget are cut short with an ellipsis. */
static guint
count_ellipsized (GtkWidget *widget)
{
  guint n = 0;

  if (!gtk_widget_get_mapped (widget))
    return 0;
  if (GTK_IS_LABEL (widget) && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    {
      g_test_message ("cut short: “%s”", gtk_label_get_label (GTK_LABEL (widget)));
      n++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    n += count_ellipsized (child);
  return n;
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
  if (window != GTK_WINDOW (main_window) && count_ellipsized (GTK_WIDGET (window)) > 0)
    g_test_fail_printf ("%s (%s) at %d×%d cuts a text short", name, language, width, height);
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
    TemNeed need = { TEM_NEED_ROW_CARD, -1, 1, -1, -1, 0, -1 };

    check_need_fits (window, mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, cards, &need,
                                                            "Which card is face up at place 2 of the row?"),
                     width, height, language, "row-card");
  }
  {
    TemNeed need = { TEM_NEED_REFILL, 0, -1, -1, -1, 0, -1 };

    check_need_fits (window, mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, cards, &need,
                                                            "Ana bought a card: which card fills its place?"),
                     width, height, language, "refill");
  }
  {
    TemNeed need = { TEM_NEED_WEAPON_FIELD, -1, TEM_NO_CELL, ADVANCED, TEM_WEAPON_FIELD_TYPE, 0, -1 };

    check_need_fits (window, mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, cards, &need,
                                                            "Advanced weapon 3 has no type yet: enter Area, "
                                                            "Ranged or Melee from the card."),
                     width, height, language, "weapon-type");
  }
  {
    TemNeed need = { TEM_NEED_WEAPON_FIELD, -1, TEM_NO_CELL, ADVANCED, TEM_WEAPON_FIELD_ABILITY, 0, -1 };

    check_need_fits (window, mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, cards, &need, NULL),
                     width, height, language, "weapon-ability");
  }
  {
    TemNeed need = { TEM_NEED_WEAPON_FIELD, -1, TEM_NO_CELL, ADVANCED, TEM_WEAPON_FIELD_COST_ENERGY, 0, -1 };

    check_need_fits (window, mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, cards, &need,
                                                            "Advanced weapon 3 has no cost yet: enter the energy "
                                                            "and credits printed on the card (0 for none)."),
                     width, height, language, "weapon-cost");
  }
  {
    TemNeed need = { TEM_NEED_CELL, 0, -1, -1, -1, 0, -1 };

    for (cell = 0; cell < TEM_ARENA_CELLS; cell++)
      if (tem_arena_is_zone (&game->arena, cell))
        need.cells |= G_GUINT64_CONSTANT (1) << cell;
    check_need_fits (window, mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, cards, &need,
                                                            "Where does Ana go?"),
                     width, height, language, "cell");
  }
  {
    TemNeed need = { TEM_NEED_ROBOT_CARD, 1, -1, -1, -1, 0, -1 };

    check_need_fits (window, mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, cards, &need, NULL),
                     width, height, language, "program-card");
  }
  {
    TemNeed need = { TEM_NEED_MECH_AFTER_KO, 0, 12, -1, -1, 0, -1 };

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

static gboolean
is_row_titled (GtkWidget    *widget,
               gconstpointer title)
{
  return ADW_IS_PREFERENCES_ROW (widget)
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

/* Walk 11 (1024x720, es): the retreat's three zones, under a long
 * message, came in a list cut mid-row that scrolled, with the window's
 * room free below. Every choice is whole in view. */
static void
test_the_retreat_list_is_whole (void)
{
  McWindow *window = test_ui_new_window (1024, 720);
  McSession *session = mc_window_get_session (window);
  TemNeed need = { TEM_NEED_CELL, 0, -1, -1, -1, 0, -1 };
  const char *cells[] = { "B1", "D1", "C2" };
  const int where[][2] = { { 0, 1 }, { 0, 3 }, { 1, 2 } };   /* row, column */
  const TemGame *game;
  McNeedDialog *dialog;

  start_two_players (window);
  game = mc_session_get_game (session);
  for (gsize i = 0; i < G_N_ELEMENTS (where); i++)
    need.cells |= G_GUINT64_CONSTANT (1) << tem_arena_cell (&game->arena, where[i][0], where[i][1]);
  dialog = mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, mc_window_get_cards (window), &need,
                                          "Energy Sword · Melee · Power Attack: 4 damage, Ana's health 7 → 3, "
                                          "+4 VP\nPlayer 2 deals 4 damage. Ana has no unused equipped weapon "
                                          "and retreats: the combat ends and Player 2 scores 1 VP. Choose where "
                                          "Ana goes among the closest zones that are not hostile: B1, D1, C2.");
  gtk_window_present (GTK_WINDOW (dialog));
  test_ui_wait_for_frame (GTK_WIDGET (dialog));
  test_ui_wait_for_frame (GTK_WIDGET (dialog));
  test_ui_render_to_png (GTK_WIDGET (dialog), "dialog-retreat-1024x720.png");
  g_assert_cmpuint (mc_need_dialog_get_n_choices (dialog), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      GtkWidget *row = test_ui_find_widget (GTK_WIDGET (dialog), is_row_titled,
                                            mc_need_dialog_get_choice_title (dialog, i));
      GtkWidget *view = gtk_widget_get_ancestor (row, GTK_TYPE_SCROLLED_WINDOW);
      graphene_rect_t bounds;

      g_assert_nonnull (row);
      g_assert_true (gtk_widget_compute_bounds (row, view, &bounds));
      g_test_message ("%s: y %.0f..%.0f of %d", cells[i], bounds.origin.y, bounds.origin.y + bounds.size.height,
                      gtk_widget_get_height (view));
      g_assert_cmpfloat (bounds.origin.y, >=, 0);
      g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (view) + 0.5);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
answered_cb (McNeedDialog *dialog,
             int           value,
             int          *answer)
{
  *answer = value;
}

/* A weapon's first attack asks its type, then the one line it attacks
 * with; nothing is guessed, and Save waits for both. */
static void
test_a_weapon_dialog_asks_only_what_the_step_needs (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  McSession *session = mc_window_get_session (window);
  const TemWeaponStats *stats;
  TemNeed need = { TEM_NEED_WEAPON_FIELD, -1, TEM_NO_CELL, ADVANCED, TEM_WEAPON_FIELD_TYPE, 0, -1 };
  McNeedDialog *dialog;
  int answer = -2;

  start_two_players (window);
  stats = &mc_session_get_game (session)->weapon_stats[ADVANCED];
  g_assert_cmpint (stats->type, ==, TEM_WEAPON_TYPE_UNKNOWN);
  dialog = mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, mc_window_get_cards (window), &need, NULL);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_signal_connect (dialog, "answered", G_CALLBACK (answered_cb), &answer);
  gtk_window_present (GTK_WINDOW (dialog));

  /* The type, and the two lines of which one will be asked: no cost, VP or ability. */
  g_assert_cmpuint (mc_need_dialog_get_n_numbers (dialog), ==, 3);
  g_assert_cmpint (mc_need_dialog_get_field (dialog, 0), ==, TEM_WEAPON_FIELD_TYPE);
  g_assert_cmpint (mc_need_dialog_get_field (dialog, 1), ==, TEM_WEAPON_FIELD_ATTACK);
  g_assert_cmpint (mc_need_dialog_get_field (dialog, 2), ==, TEM_WEAPON_FIELD_POWER);
  g_assert_true (mc_need_dialog_is_asking (dialog, 0));
  g_assert_false (mc_need_dialog_is_asking (dialog, 1));
  g_assert_false (mc_need_dialog_is_asking (dialog, 2));

  /* No type picked at first: Save is off and saving enters nothing. */
  g_assert_false (mc_need_dialog_can_save (dialog));
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "save"));
  mc_need_dialog_save (dialog);
  g_assert_nonnull (dialog);
  g_assert_cmpint (answer, ==, -2);
  g_assert_cmpint (stats->type, ==, TEM_WEAPON_TYPE_UNKNOWN);

  /* Melee, with no attack to counter and no jump: its first line (R-C5, R-C6), still empty. */
  mc_need_dialog_set_number (dialog, 0, TEM_WEAPON_TYPE_MELEE);
  g_assert_true (mc_need_dialog_is_asking (dialog, 1));
  g_assert_false (mc_need_dialog_is_asking (dialog, 2));
  g_assert_false (mc_need_dialog_can_save (dialog));
  mc_need_dialog_set_number (dialog, 1, 4);
  g_assert_true (mc_need_dialog_can_save (dialog));
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "save"));
  test_ui_render_to_png (GTK_WIDGET (dialog), "dialog-weapon-type-picked.png");
  mc_need_dialog_save (dialog);
  g_assert_null (dialog);
  g_assert_cmpint (answer, ==, -1);
  g_assert_cmpint (stats->type, ==, TEM_WEAPON_TYPE_MELEE);
  g_assert_cmpint (stats->attack, ==, 4);
  g_assert_cmpint (stats->power, ==, TEM_VALUE_UNKNOWN);
  g_assert_cmpint (stats->cost_energy, ==, TEM_VALUE_UNKNOWN);
  g_assert_cmpint (stats->vp, ==, TEM_VALUE_UNKNOWN);
  g_assert_cmpint (stats->ability, ==, TEM_ABILITY_UNKNOWN);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Whether a label saying @text is shown under @widget. */
static gboolean
shows_label (GtkWidget  *widget,
             const char *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_widget_is_visible (child)
          && g_strcmp0 (gtk_label_get_text (GTK_LABEL (child)), text) == 0)
        return TRUE;
      if (shows_label (child, text))
        return TRUE;
    }
  return FALSE;
}

/* R-C6: after a jump the first attack is a Power Attack, whatever the
 * weapon's type: the dialog shows its second line from the start, not
 * the first line turning into it once a type is picked (walks 12, 13).
 * combat-and-scoring.jsonl after 170 lines: Ana's Diagonal Jump. */
static void
test_after_a_jump_the_power_line_waits (void)
{
  g_autofree char *dir = NULL;
  McWindow *window = test_ui_open_example ("combat-and-scoring", 170, 1280, 800, &dir);
  McSession *session = mc_window_get_session (window);
  const TemGame *game = mc_session_get_game (session);
  TemNeed need = { TEM_NEED_WEAPON_FIELD, 0, TEM_NO_CELL, ADVANCED, TEM_WEAPON_FIELD_TYPE, 0, -1 };
  McNeedDialog *dialog;

  g_assert_true (game->combat.active);
  g_assert_true (game->combat.first_power);
  /* A card of unknown numbers, as the walks' were. */
  {
    const TemWeaponField fields[] = { TEM_WEAPON_FIELD_TYPE, TEM_WEAPON_FIELD_ATTACK, TEM_WEAPON_FIELD_POWER };

    for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
      {
        TemAction forget;

        tem_action_init_set_weapon (&forget, ADVANCED, fields[i], TEM_VALUE_UNKNOWN);
        g_assert_true (mc_session_apply (session, &forget, NULL));
      }
  }
  dialog = mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, mc_window_get_cards (window), &need, NULL);
  gtk_window_present (GTK_WINDOW (dialog));
  test_ui_wait_for_frame (GTK_WIDGET (dialog));
  for (guint i = 0; i < mc_need_dialog_get_n_numbers (dialog); i++)
    g_test_message ("field %d, asking %d", mc_need_dialog_get_field (dialog, i), mc_need_dialog_is_asking (dialog, i));
  g_assert_true (shows_label (GTK_WIDGET (dialog), tem_weapon_field_get_title (TEM_WEAPON_FIELD_POWER)));
  g_assert_false (shows_label (GTK_WIDGET (dialog), tem_weapon_field_get_title (TEM_WEAPON_FIELD_ATTACK)));
  mc_need_dialog_set_number (dialog, 0, TEM_WEAPON_TYPE_AREA);
  test_ui_wait_for_frame (GTK_WIDGET (dialog));
  g_assert_true (shows_label (GTK_WIDGET (dialog), tem_weapon_field_get_title (TEM_WEAPON_FIELD_POWER)));
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  test_remove_tree (dir);
}

/* The mapped spin button under @widget. */
static GtkWidget *
find_shown_spin (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_SPIN_BUTTON (child) && gtk_widget_get_mapped (child) && gtk_widget_get_sensitive (child)
          && gtk_widget_is_sensitive (child))
        return child;
      if ((found = find_shown_spin (child)) != NULL)
        return found;
    }
  return NULL;
}

/* Tab pressed in @widget, as its key controllers see it. */
static gboolean
press_tab (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", GDK_KEY_Tab, 0, 0, &handled);
    }
  return handled;
}

/* R-C5: the type decides the line a weapon attacks with. Picking it
 * does not make the dialog taller (the line waits greyed in its room),
 * and Tab from the number typed goes to Save, not to Cancel, at both
 * sizes. */
static void
test_a_weapon_dialog_keeps_its_height_and_tabs_to_save (void)
{
  /* Spanish too: its words are the longest ("Ataque potenciado (segunda
   * línea)" went under the fold, walk 12). */
  int shapes[][3] = { { 1280, 800, 0 }, { 360, 640, 0 }, { 360, 640, 1 } };

  for (gsize s = 0; s < G_N_ELEMENTS (shapes); s++)
    {
      McWindow *window = (test_set_language (shapes[s][2] ? "es" : "C"),
                          test_ui_new_window (shapes[s][0], shapes[s][1]));
      McSession *session = mc_window_get_session (window);
      TemNeed need = { TEM_NEED_WEAPON_FIELD, -1, TEM_NO_CELL, ADVANCED, TEM_WEAPON_FIELD_TYPE, 0, -1 };
      McNeedDialog *dialog;
      GtkWidget *spin, *focus;
      int before;
      g_autofree char *png = g_strdup_printf ("dialog-weapon-type-%dx%d-%s.png", shapes[s][0], shapes[s][1],
                                              shapes[s][2] ? "es" : "C");
      /* What the rules say when an attack meets a weapon of no type. */
      g_autofree char *message = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "%s has no type yet: enter Area, "
                                                              "Ranged or Melee from the card."),
                                                  g_dgettext (GETTEXT_PACKAGE, "Pulse Pistol"));

      start_two_players (window);
      dialog = mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, mc_window_get_cards (window), &need,
                                              message);
      gtk_window_present (GTK_WINDOW (dialog));
      test_ui_wait_for_frame (GTK_WIDGET (dialog));
      test_ui_wait_for_frame (GTK_WIDGET (dialog));
      before = gtk_widget_get_height (GTK_WIDGET (dialog));
      g_assert_null (find_shown_spin (GTK_WIDGET (dialog)));   /* the line waits for the type */

      mc_need_dialog_set_number (dialog, 0, TEM_WEAPON_TYPE_MELEE);
      test_ui_wait_for_frame (GTK_WIDGET (dialog));
      test_ui_wait_for_frame (GTK_WIDGET (dialog));
      test_ui_render_to_png (GTK_WIDGET (dialog), png);
      g_test_message ("%d×%d: %d px, then %d px", shapes[s][0], shapes[s][1], before,
                      gtk_widget_get_height (GTK_WIDGET (dialog)));
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (dialog)), ==, before);

      /* Nothing typed yet: Tab goes on as usual (Save is off). */
      spin = find_shown_spin (GTK_WIDGET (dialog));
      g_assert_nonnull (spin);
      /* The line asked, in view without scrolling the dialog (walk 12,
       * 360x640 in Spanish: under the fold, "(segunda" cut). */
      {
        GtkWidget *scroller = gtk_widget_get_ancestor (spin, GTK_TYPE_SCROLLED_WINDOW);
        GtkWidget *row = gtk_widget_get_ancestor (spin, ADW_TYPE_ACTION_ROW);
        graphene_rect_t bounds;

        g_assert_true (gtk_widget_compute_bounds (row, scroller, &bounds));
        g_test_message ("the line asked: y %.0f..%.0f of %d", bounds.origin.y, bounds.origin.y + bounds.size.height,
                        gtk_widget_get_height (scroller));
        g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (scroller) + 0.5);
      }
      /* A wheel turned over it, empty, scrolls the dialog and enters
       * nothing (walk 12: it made it 0 and enabled Save). */
      {
        GListModel *controllers = gtk_widget_observe_controllers (spin);
        gboolean handled = FALSE;

        for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
          {
            g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

            if (g_strcmp0 (gtk_event_controller_get_name (controller), "mc-empty-spin-wheel") == 0)
              g_signal_emit_by_name (controller, "scroll", 0.0, 1.0, &handled);
          }
        g_object_unref (controllers);
        g_assert_true (handled);
        g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "");
        g_assert_false (mc_need_dialog_can_save (dialog));
      }
      g_assert_true (gtk_widget_grab_focus (spin));
      g_assert_false (press_tab (spin));
      if (shapes[s][2])
        {
          gtk_window_destroy (GTK_WINDOW (dialog));
          gtk_window_destroy (GTK_WINDOW (window));
          test_set_language ("C");
          continue;
        }
      /* Typed: Tab lands on Save, and Enter there saves. */
      mc_need_dialog_set_number (dialog, 1, 4);
      g_assert_true (gtk_widget_grab_focus (spin));
      g_assert_true (press_tab (spin));
      focus = gtk_root_get_focus (GTK_ROOT (dialog));
      g_assert_true (GTK_IS_BUTTON (focus));
      g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus)), ==, "_Save");
      gtk_window_destroy (GTK_WINDOW (dialog));
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* The card face up in the row is one the box has not named: its name is
 * typed, kept in the card memory's file, and that card is placed. */
static void
test_the_row_picker_names_a_new_card (void)
{
  McWindow *window = test_ui_new_window (360, 640);
  McSession *session = mc_window_get_session (window);
  McCardMemory *cards = mc_window_get_cards (window);
  TemNeed need = { TEM_NEED_ROW_CARD, -1, 0, -1, -1, 0, -1 };
  McNeedDialog *dialog;
  g_autoptr(McCardMemory) saved = NULL;
  g_autofree char *path = mc_card_memory_dup_default_path ();
  g_autofree char *said = NULL;
  int answer = -2;
  guint kind;

  start_two_players (window);
  dialog = mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, cards, &need, NULL);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_signal_connect (dialog, "answered", G_CALLBACK (answered_cb), &answer);
  gtk_window_present (GTK_WINDOW (dialog));

  /* Nothing typed: said in the dialog, which stays. */
  g_assert_false (mc_need_dialog_name_card (dialog, "  "));
  g_assert_nonnull (dialog);
  g_assert_cmpint (answer, ==, -2);

  g_assert_true (mc_need_dialog_name_card (dialog, "Plasma Lance"));
  g_assert_null (dialog);
  g_assert_cmpint (answer, >=, TEM_N_BASIC_KINDS);
  kind = (guint) answer;
  said = tem_catalogue_dup_weapon_name (kind);
  g_assert_cmpstr (said, ==, "Plasma Lance");
  g_assert_cmpstr (mc_card_memory_get_weapon_name (cards, kind), ==, "Plasma Lance");
  g_assert_cmpstr (mc_catalogue_page_get_weapon_title (mc_window_get_catalogue_page (window), kind), ==,
                   "Plasma Lance");
  saved = mc_card_memory_new ();
  g_assert_true (mc_card_memory_load (saved, path, NULL));
  g_assert_cmpstr (mc_card_memory_get_weapon_name (saved, kind), ==, "Plasma Lance");

  /* The same name typed again is that card, not a second one. */
  answer = -2;
  dialog = mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, cards, &need, NULL);
  g_signal_connect (dialog, "answered", G_CALLBACK (answered_cb), &answer);
  g_assert_true (mc_need_dialog_name_card (dialog, "plasma lance"));
  g_assert_cmpint (answer, ==, (int) kind);

  /* Forgotten again, for the tests after this one. */
  g_assert_true (mc_catalogue_page_set_weapon_name (mc_window_get_catalogue_page (window), kind, NULL, NULL));
  /* The catalogue's names are the process's: nothing left behind. */
  tem_catalogue_clear_weapon_names ();

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The first widget under @widget of @type, or with the action @action_name. */
static GtkWidget *
find_widget (GtkWidget  *widget,
             GType       type,
             const char *action_name)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type)
      && (action_name == NULL
          || (GTK_IS_ACTIONABLE (widget)
              && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action_name) == 0)))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type, action_name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A toast's Undo button on screen, if any. */
static GtkWidget *
find_toast_undo (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "win.undo") == 0
      && gtk_widget_get_ancestor (widget, ADW_TYPE_HEADER_BAR) == NULL)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_toast_undo (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The header says the page shown, and shows Undo and Redo (and Back)
 * only where they act. */
static void
check_header (McWindow   *window,
              const char *title,
              const char *subtitle,
              gboolean    game_shown,
              gboolean    back_shown)
{
  AdwWindowTitle *window_title = ADW_WINDOW_TITLE (find_widget (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE, NULL));
  GtkWidget *undo = find_widget (GTK_WIDGET (window), GTK_TYPE_BUTTON, "win.undo");
  GtkWidget *redo = find_widget (GTK_WIDGET (window), GTK_TYPE_BUTTON, "win.redo");
  GtkWidget *back = find_widget (GTK_WIDGET (window), GTK_TYPE_BUTTON, "win.back");

  g_assert_cmpstr (adw_window_title_get_title (window_title), ==, title);
  g_assert_cmpstr (adw_window_title_get_subtitle (window_title), ==, subtitle);
  g_assert_true (gtk_widget_get_visible (undo) == game_shown);
  g_assert_true (gtk_widget_get_visible (redo) == game_shown);
  g_assert_true (gtk_widget_get_visible (back) == back_shown);
  if (!game_shown)
    {
      g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));
      g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "redo"));
    }
}

static void
test_the_header_belongs_to_the_page (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  McSession *session = mc_window_get_session (window);
  McSetupPage *page;

  check_header (window, "Mech Companion", "", FALSE, FALSE);
  page = test_ui_fill_solo_setup (window, 7);
  check_header (window, "New Game", "", FALSE, FALSE);
  test_ui_click (mc_setup_page_get_start_button (page));
  g_assert_cmpstr (mc_window_get_visible_page (window), ==, "table");
  check_header (window, "Ana, Robot A and Robot B", "Round 1 of 6 · Ana starts", TRUE, FALSE);
  test_ui_render_to_png (GTK_WIDGET (window), "header-table-1280x800.png");

  /* Something to undo, on the game's page only: Ctrl+Z on the rules does not reach it. */
  {
    TemAction action;

    tem_action_init_correct (&action, 0, TEM_FIELD_ENERGY, 4);
    g_assert_true (mc_session_apply (session, &action, NULL));
  }
  g_assert_true (mc_session_can_undo (session));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));
  test_ui_wait_for_frame (GTK_WIDGET (window));
  g_assert_nonnull (find_toast_undo (GTK_WIDGET (window)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rules", NULL));
  check_header (window, "Rules", "", FALSE, TRUE);
  test_ui_wait_for_frame (GTK_WIDGET (window));
  /* The toast's Undo went with the game: no Undo that cannot act. */
  g_assert_null (find_toast_undo (GTK_WIDGET (window)));
  test_ui_render_to_png (GTK_WIDGET (window), "header-rules-1280x800.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.back", NULL));
  check_header (window, "Ana, Robot A and Robot B", "Round 1 of 6 · Ana starts", TRUE, FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-catalogue", NULL));
  check_header (window, "Cards", "", FALSE, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL));
  check_header (window, "History", "", FALSE, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.back", NULL));
  check_header (window, "Ana, Robot A and Robot B", "Round 1 of 6 · Ana starts", TRUE, FALSE);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_true (mc_session_can_redo (session));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every spin button under @widget, shown or not, has a name a screen
 * reader speaks; returns how many. */
static guint
check_spin_names (GtkWidget *widget)
{
  guint n = 0;

  if (GTK_IS_SPIN_BUTTON (widget))
    {
      if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
        g_error ("a spin button in %s has no accessible name",
                 G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)));
      return 1;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    n += check_spin_names (child);
  return n;
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
      /* Its number fields, the arena's rows and columns included, say what they hold. */
      g_assert_cmpuint (check_spin_names (GTK_WIDGET (mc_window_get_setup_page (window))), >=, 3);
      gtk_window_destroy (GTK_WINDOW (window));
    }
  test_set_language ("C");
}

/* Rumblebots: the card ability dialog, each kind of ability, in a
 * clash; the results shared at the end (RB-V1). */
static void
check_rumble_dialogs_at (const int  *size,
                         const char *language)
{
  int width = size[0], height = size[1];
  RumbleTable table = { 0 };
  McRumbleAbilityDialog *dialog;
  GtkWindow *other;
  RbAction action;

  test_rumble_start (&table, width, height, 3, 0, RB_DIRECTION_CLOCKWISE);
  for (guint i = 0; i < 3; i++)
    {
      rb_action_init_end_turn (&action, (guint) test_rumble_game (&table)->turn);
      g_assert_true (mc_session_apply_rumble (table.session, &action, NULL));
    }
  rb_action_init_reveal (&action, 0, 0, 2, 0, 0, RB_FACTION_BIT (RB_FACTION_MECH));
  g_assert_true (mc_session_apply_rumble (table.session, &action, NULL));
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_ABILITY));
  dialog = test_ui_find_toplevel (MC_TYPE_RUMBLE_ABILITY_DIALOG);
  g_assert_nonnull (dialog);
  for (guint kind = 0; kind < MC_RUMBLE_N_ABILITIES; kind++)
    {
      g_autofree char *name = g_strdup_printf ("rumble-ability-%u", kind);

      mc_rumble_ability_dialog_set_kind (dialog, kind);
      check_fits (GTK_WINDOW (dialog), table.window, width, height, language, name);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* Ben dominates: 6 crystals ahead at the end of the battle. */
  rb_action_init_correct (&action, 1, RB_FIELD_STORAGE, 9);
  g_assert_true (mc_session_apply_rumble (table.session, &action, NULL));
  rb_action_init_surrender (&action, (guint) test_rumble_game (&table)->challenger, TRUE);
  while (!test_rumble_game (&table)->over)
    {
      action.surrender.player = (guint) test_rumble_game (&table)->challenger;
      g_assert_true (mc_session_apply_rumble (table.session, &action, NULL));
    }
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_SHARE));
  other = test_ui_find_toplevel (MC_TYPE_SHARE_DIALOG);
  g_assert_nonnull (other);
  check_fits (other, table.window, width, height, language, "rumble-share");
  gtk_window_destroy (other);
  gtk_window_destroy (GTK_WINDOW (table.window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
test_every_dialog_fits_the_screen (gconstpointer data)
{
  const char *language = data;

  test_set_language (language);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      check_every_dialog_at (sizes[i], language);
      check_rumble_dialogs_at (sizes[i], language);
    }
  test_set_language ("C");
}

static gboolean
is_wrapping_label (GtkWidget    *widget,
                   gconstpointer text)
{
  return GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)), text);
}

/* The zone dialog's hint under its list is whole and stays in view at
 * 360×640 (walk 4, shots 17, 18b, 25: cut after "Marca los iconos de su
 * carta para", gone once the list scrolled): it is not inside the list's
 * scrolled window, all its lines fit its height, and it does not move
 * when the list scrolls to its end. */
static void
test_the_zone_hint_stays_whole_and_in_view (gconstpointer data)
{
  const char *language = data;
  McWindow *window;
  McSession *session;
  const TemGame *game;
  McNeedDialog *dialog;
  GtkWidget *hint, *scrolled;
  GtkAdjustment *adjustment;
  graphene_point_t before, after;
  int cell, min_height;

  test_set_language (language);
  window = test_ui_new_window (360, 640);
  start_two_players (window);
  session = mc_window_get_session (window);
  game = mc_session_get_game (session);
  for (cell = 0; cell < TEM_ARENA_CELLS; cell++)
    if (game->arena.zones[cell].kind == TEM_ZONE_RESOURCE)
      break;
  dialog = mc_need_dialog_new_zone_with_cards (GTK_WINDOW (window), session, mc_window_get_cards (window), cell);
  gtk_window_present (GTK_WINDOW (dialog));
  test_ui_wait_for_frame (GTK_WIDGET (dialog));
  test_ui_wait_for_frame (GTK_WIDGET (dialog));
  {
    g_autofree char *png = g_strdup_printf ("dialog-zone-hint-%s-360x640.png", language);

    test_ui_render_to_png (GTK_WIDGET (dialog), png);
  }

  hint = test_ui_find_widget (GTK_WIDGET (dialog), is_wrapping_label,
                              g_dgettext (GETTEXT_PACKAGE, "Enter the value printed on the card to save."));
  g_assert_nonnull (hint);
  g_assert_true (gtk_widget_get_mapped (hint));
  g_assert_cmpfloat (gtk_widget_get_opacity (hint), >, 0);
  g_assert_null (gtk_widget_get_ancestor (hint, GTK_TYPE_SCROLLED_WINDOW));
  gtk_widget_measure (hint, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (hint), &min_height, NULL, NULL, NULL);
  g_test_message ("%s: the hint is %d px high and needs %d px", language, gtk_widget_get_height (hint), min_height);
  g_assert_cmpint (gtk_widget_get_height (hint), >=, min_height);
  g_assert_true (gtk_widget_compute_point (hint, GTK_WIDGET (dialog), &GRAPHENE_POINT_INIT (0, 0), &before));
  g_assert_cmpfloat (before.y, >=, 0);
  g_assert_cmpfloat (before.y + gtk_widget_get_height (hint), <=, gtk_widget_get_height (GTK_WIDGET (dialog)));

  /* The list scrolled to its end: the hint stays where it was. */
  scrolled = test_ui_find_widget (GTK_WIDGET (dialog), (TestUiWidgetMatch) is_scrolled, NULL);
  g_assert_nonnull (scrolled);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  test_ui_wait_for_frame (GTK_WIDGET (dialog));
  g_assert_true (gtk_widget_compute_point (hint, GTK_WIDGET (dialog), &GRAPHENE_POINT_INIT (0, 0), &after));
  g_assert_cmpfloat (after.y, ==, before.y);

  /* All entered: the same room says so, not an empty gap; nothing moves. */
  {
    GtkWidget *spin = test_ui_find_widget (GTK_WIDGET (dialog), (TestUiWidgetMatch) is_spin, NULL);
    GtkWidget *check = test_ui_find_widget (GTK_WIDGET (dialog), (TestUiWidgetMatch) is_check, NULL);
    GtkWidget *ready;
    graphene_point_t at;

    g_assert_false (mc_need_dialog_can_save (dialog));
    g_signal_emit_by_name (spin, "change-value", GTK_SCROLL_STEP_UP);
    /* The value alone saves, as the hint says (walk 10: it asked for the
     * icons too); the icons may wait for a Collect (R-A1). */
    g_assert_true (mc_need_dialog_can_save (dialog));
    gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
    test_ui_wait_for_frame (GTK_WIDGET (dialog));
    g_assert_false (gtk_widget_get_mapped (hint));
    ready = test_ui_find_widget (GTK_WIDGET (dialog), is_wrapping_label, g_dgettext (GETTEXT_PACKAGE, "Ready to save."));
    g_assert_nonnull (ready);
    g_assert_true (gtk_widget_get_mapped (ready));
    g_assert_true (gtk_widget_compute_point (ready, GTK_WIDGET (dialog), &GRAPHENE_POINT_INIT (0, 0), &at));
    g_assert_cmpfloat (at.y, ==, before.y);
  }

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  test_set_language ("C");
}

/* A card's number that starts empty counts as a player counts: "+" from
 * empty is 1, "+" again 2 (the walk tapped twice for a zone of value 2
 * and got 1: empty, 0, 1); "−" from empty is 0; a 0 typed or set stays 0. */
static void
press (GtkWidget     *spin,
       GtkScrollType  step)
{
  /* What a tap on the field's "+" or the Up key does: the typed text is
   * taken first, then the step. */
  g_signal_emit_by_name (spin, "change-value", step);
}

static void
test_an_empty_number_counts_from_one (void)
{
  GtkWidget *spin = g_object_ref_sink (mc_empty_spin_new (TEM_VALUE_UNKNOWN, 6));

  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "");
  press (spin, GTK_SCROLL_STEP_UP);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "1");
  press (spin, GTK_SCROLL_STEP_UP);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 2);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "2");
  press (spin, GTK_SCROLL_STEP_DOWN);
  press (spin, GTK_SCROLL_STEP_DOWN);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "0");
  /* Below 0 is empty again: not entered. */
  press (spin, GTK_SCROLL_STEP_DOWN);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), <, 0);
  /* "−" from empty: 0. */
  press (spin, GTK_SCROLL_STEP_DOWN);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "0");
  /* A 0 typed into an empty field is 0. */
  mc_empty_spin_set_value (GTK_SPIN_BUTTON (spin), -1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "");
  gtk_editable_set_text (GTK_EDITABLE (spin), "0");
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "0");
  /* And set in code from empty. */
  mc_empty_spin_set_value (GTK_SPIN_BUTTON (spin), -1);
  mc_empty_spin_set_value (GTK_SPIN_BUTTON (spin), 0);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 0);
  g_object_unref (spin);
}

static gboolean
settle_wait_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* A question that comes right after an answer, in the same place (one
 * player's weapon, then the next's), takes no tap for a moment: the desk
 * walker's double tap would have answered the second unseen. A question
 * on its own takes taps at once. */
static void
test_a_question_right_after_an_answer_settles_first (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  McSession *session = mc_window_get_session (window);
  McCardMemory *cards = mc_window_get_cards (window);
  TemNeed need = { TEM_NEED_REFILL, 0, -1, -1, -1, 0, -1 };
  McNeedDialog *first, *second;
  gboolean waited = FALSE;

  test_ui_with_double_click_time (TRUE);
  start_two_players (window);
  /* Long after any answer: at once. */
  g_usleep (1000 * G_TIME_SPAN_MILLISECOND);
  first = mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, cards, &need, "Which card?");
  /* Headed by what it asks (walk 22: only the player's name). */
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (first)), ==, "Refill the Row");
  g_assert_true (mc_need_dialog_is_settled (first));
  g_assert_cmpuint (mc_need_dialog_get_n_choices (first), >, 0);
  gtk_window_present (GTK_WINDOW (first));
  mc_need_dialog_choose (first, 0);

  second = mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, cards, &need, "Which card?");
  gtk_window_present (GTK_WINDOW (second));
  g_assert_false (mc_need_dialog_is_settled (second));
  g_timeout_add (700, settle_wait_cb, &waited);
  while (!waited)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (mc_need_dialog_is_settled (second));
  gtk_window_destroy (GTK_WINDOW (second));
  gtk_window_destroy (GTK_WINDOW (window));
  test_ui_with_double_click_time (FALSE);
}

/* Walk 20 (1280x800 and 1024x720): a double tap on the retreat's zone
 * answered it, and the second tap fell on Ana's score under the dialog
 * and opened its editor. Answered by a row, the dialog stays a moment,
 * taking no tap, then goes. */
static void
test_a_dialog_answered_by_a_row_stays_a_moment (void)
{
  McWindow *window = test_ui_new_window (1280, 800);
  McSession *session = mc_window_get_session (window);
  McCardMemory *cards = mc_window_get_cards (window);
  TemNeed need = { TEM_NEED_REFILL, 0, -1, -1, -1, 0, -1 };
  McNeedDialog *dialog;
  gpointer alive;
  gint64 start;

  test_ui_with_double_click_time (TRUE);
  start_two_players (window);
  dialog = mc_need_dialog_new_with_cards (GTK_WINDOW (window), session, cards, &need, "Which card?");
  alive = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), &alive);
  gtk_window_present (GTK_WINDOW (dialog));
  test_ui_wait_for_frame (GTK_WIDGET (dialog));
  mc_need_dialog_choose (dialog, 0);
  /* Still over the table, and a second tap finds nothing to press. */
  g_assert_nonnull (alive);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (dialog)));
  start = g_get_monotonic_time ();
  while (alive != NULL && gtk_widget_get_visible (GTK_WIDGET (alive))
         && g_get_monotonic_time () - start < 2 * G_TIME_SPAN_SECOND)
    g_main_context_iteration (NULL, TRUE);
  /* Then gone. */
  g_assert_true (alive == NULL || !gtk_widget_get_visible (GTK_WIDGET (alive)));
  if (alive != NULL)
    g_object_remove_weak_pointer (G_OBJECT (alive), &alive);
  test_ui_with_double_click_time (FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
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
      g_free (path);
      path = g_strdup_printf ("/ui-dialogs/the-zone-hint-stays-whole-and-in-view/%s", languages[i]);
      g_test_add_data_func (path, languages[i], test_the_zone_hint_stays_whole_and_in_view);
    }

  g_test_add_func ("/ui-dialogs/a-weapon-dialog-asks-only-what-the-step-needs",
                   test_a_weapon_dialog_asks_only_what_the_step_needs);
  g_test_add_func ("/ui-dialogs/the-header-belongs-to-the-page", test_the_header_belongs_to_the_page);
  g_test_add_func ("/ui-dialogs/after-a-jump-the-power-line-waits", test_after_a_jump_the_power_line_waits);
  g_test_add_func ("/ui-dialogs/the-retreat-list-is-whole", test_the_retreat_list_is_whole);
  g_test_add_func ("/ui-dialogs/a-weapon-dialog-keeps-its-height-and-tabs-to-save",
                   test_a_weapon_dialog_keeps_its_height_and_tabs_to_save);
  g_test_add_func ("/ui-dialogs/the-row-picker-names-a-new-card", test_the_row_picker_names_a_new_card);
  g_test_add_func ("/ui-dialogs/an-empty-number-counts-from-one", test_an_empty_number_counts_from_one);
  g_test_add_func ("/ui-dialogs/a-dialog-answered-by-a-row-stays-a-moment",
                   test_a_dialog_answered_by_a_row_stays_a_moment);
  g_test_add_func ("/ui-dialogs/a-question-right-after-an-answer-settles-first",
                   test_a_question_right_after_an_answer_settles_first);

  return g_test_run ();
}
