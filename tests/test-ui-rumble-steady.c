/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Rumblebots page holds still under a finger (issue 24, points 6, 9
 * and 10; walk 2 on Rumblebots, points A and B3): a step's buttons keep
 * their place as fields come and go and as the names in a drop-down
 * change, and on a phone nothing of the page's form lies under the
 * window's toasts, so a second tap on a button never lands on Undo. */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "app/mc-rules-page.h"
#include "app/mc-rumble-phase-panel.h"
#include "app/mc-rumble-table-page.h"
#include "app/mc-rumble-wrap-box.h"
#include "app/mc-window.h"

#include "app/mc-reason-label.h"
#include "app/mc-rumble-clash-view.h"
#include "test-util.h"
#include "test-ui-rumble-util.h"
#include "test-ui-util.h"

enum { ANA, BEN, CLEO };  /* seats */

typedef RumbleTable Table;

/* The phone's toasts cover the bottom of the window (AdwToastOverlay:
 * about 84 px at 360×640, from the walk's screenshots). */
#define TOAST_BAND 80

static graphene_rect_t
bounds_in_window (Table     *table,
                  GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (table->window), &bounds));
  return bounds;
}

static void
assert_same_place (graphene_rect_t *before,
                   graphene_rect_t *after,
                   const char      *what)
{
  if (before->origin.x != after->origin.x || before->origin.y != after->origin.y
      || before->size.width != after->size.width || before->size.height != after->size.height)
    g_error ("%s moved from %.0f,%.0f (%.0f×%.0f) to %.0f,%.0f (%.0f×%.0f)", what,
             before->origin.x, before->origin.y, before->size.width, before->size.height,
             after->origin.x, after->origin.y, after->size.width, after->size.height);
}

/* Walk 2, pl15 to pl18 (RB-B5, RB-B12): Polish at 360×640, Ana recycles
 * her Mechchicken ("Mechakurczak"); the list then starts with a shorter
 * name. Recycle stays where it was; the toast leaves the numbers seen. */
static void
test_recycle_holds_still (void)
{
  Table table;
  GtkWidget *recycle, *scrolled;
  graphene_rect_t before, after, page, energize_before, energize_after;
  int bot, scrap;
  guint seat;

  test_set_language ("pl");
  test_rumble_start (&table, 360, 640, 3, CLEO, RB_DIRECTION_CLOCKWISE);
  recycle = test_rumble_control (&table, MC_RUMBLE_CONTROL_RECYCLE);
  seat = (guint) test_rumble_game (&table)->turn;
  scrap = test_rumble_game (&table)->players[seat].scrap;
  bot = rb_game_find_bot (test_rumble_game (&table), (int) seat, RB_STARTER_MECHCHICKEN);
  g_assert_true (mc_rumble_phase_panel_choose_bot (table.panel, bot));
  test_rumble_type (&table, MC_RUMBLE_CONTROL_RECYCLE_VALUE, "1");
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  before = bounds_in_window (&table, recycle);
  energize_before = bounds_in_window (&table, test_rumble_control (&table, MC_RUMBLE_CONTROL_ENERGIZE));
  test_ui_click (recycle);
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  /* RB-B12: the value typed, 1 scrap, to the builder. */
  g_assert_cmpint (test_rumble_game (&table)->players[seat].scrap, ==, scrap + 1);
  after = bounds_in_window (&table, recycle);
  assert_same_place (&before, &after, "Recycle");
  /* Nor Energize under it (walk 13: the next Bot chosen had no known
   * recycle value, a line asking for it came and pushed it 38 px). */
  energize_after = bounds_in_window (&table, test_rumble_control (&table, MC_RUMBLE_CONTROL_ENERGIZE));
  assert_same_place (&energize_before, &energize_after, "Energize");

  /* The form runs to the window's foot (walk 10, 11: a band of 95 px
   * kept empty for the toasts left the step 330 px). */
  scrolled = gtk_widget_get_ancestor (GTK_WIDGET (table.panel), GTK_TYPE_SCROLLED_WINDOW);
  page = bounds_in_window (&table, scrolled);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (table.window)), <=, 640);
  g_test_message ("the form reaches %.0f px of %d", page.origin.y + page.size.height,
                  gtk_widget_get_height (GTK_WIDGET (table.window)));
  g_assert_cmpfloat (page.origin.y + page.size.height, >=, gtk_widget_get_height (GTK_WIDGET (table.window)) - 12);
  {
    GtkWidget *toast = test_ui_find_toast (GTK_WIDGET (table.window));
    graphene_rect_t over;

    g_assert_nonnull (toast);
    over = bounds_in_window (&table, toast);
    g_test_message ("toast %.0f..%.0f, the form from %.0f", over.origin.y, over.origin.y + over.size.height,
                    page.origin.y);
    /* At the window's foot, over the form, never over the numbers just
     * changed (walks 12 to 15: it hid the third player's row), and a
     * notice only: a tap on it reaches the form under it. */
    g_assert_cmpfloat (over.origin.y, >=, page.origin.y);
    {
      GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (table.window), over.origin.x + over.size.width / 2,
                                           over.origin.y + over.size.height / 2, GTK_PICK_DEFAULT);

      g_assert_nonnull (picked);
      g_assert_false (picked == toast || gtk_widget_is_ancestor (picked, toast));
    }
    /* Nor wider than the phone while it shows (walk 12: 11 px). */
    {
      int least;

      gtk_widget_measure (GTK_WIDGET (table.window), GTK_ORIENTATION_HORIZONTAL, -1, &least, NULL, NULL, NULL);
      g_test_message ("the window's least width with the toast: %d", least);
      g_assert_cmpint (least, <=, 360);
    }
  }
  test_ui_render_to_png (GTK_WIDGET (table.window), "rumble-steady-pl-360x640-recycled.png");
  gtk_window_destroy (GTK_WINDOW (table.window));
  test_set_language ("C");
}

/* Walk 5's A: at 1280x800 the toast sat on Energize and Upgrade, and a
 * tap on Upgrade right after a recycle undid the recycle. On a laptop
 * too the page's scrolled part ends above the toasts' band. */
static void
test_toasts_band_on_a_laptop (void)
{
  Table table;
  GtkWidget *scrolled;
  graphene_rect_t page;

  test_rumble_start (&table, 1280, 800, 3, CLEO, RB_DIRECTION_CLOCKWISE);
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  scrolled = gtk_widget_get_ancestor (GTK_WIDGET (table.panel), GTK_TYPE_SCROLLED_WINDOW);
  page = bounds_in_window (&table, scrolled);
  if (page.origin.y + page.size.height > gtk_widget_get_height (GTK_WIDGET (table.window)) - TOAST_BAND)
    g_error ("the page reaches %.0f px, into the toasts' band (below %d px)", page.origin.y + page.size.height,
             gtk_widget_get_height (GTK_WIDGET (table.window)) - TOAST_BAND);
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* Walk 2, en13 and es18 (RB-K18): choosing a faction, then a Bot of two
 * (one item, "Bio + Warfare"), brings no field; Tier and Build keep
 * their place. */
static void
test_faction_holds_still (gconstpointer data)
{
  const int *size = data;
  Table table;
  GtkWidget *tier, *build;
  graphene_rect_t tier_before, build_before, tier_after, build_after;

  test_rumble_start (&table, size[0], size[1], 3, CLEO, RB_DIRECTION_CLOCKWISE);
  tier = test_rumble_control (&table, MC_RUMBLE_CONTROL_CARD_TIER);
  build = test_rumble_control (&table, MC_RUMBLE_CONTROL_BUILD);
  test_rumble_type (&table, MC_RUMBLE_CONTROL_CARD_NAME, "Sparky");
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  tier_before = bounds_in_window (&table, tier);
  build_before = bounds_in_window (&table, build);
  /* Warfare, the sixth faction of the list after "Not entered". */
  test_rumble_choose (&table, MC_RUMBLE_CONTROL_CARD_FACTION, 6);
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  tier_after = bounds_in_window (&table, tier);
  build_after = bounds_in_window (&table, build);
  assert_same_place (&tier_before, &tier_after, "Tier");
  assert_same_place (&build_before, &build_after, "Build a Bot");
  test_rumble_choose (&table, MC_RUMBLE_CONTROL_CARD_FACTION,
                      test_rumble_item (&table, MC_RUMBLE_CONTROL_CARD_FACTION, "Bio + Warfare"));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  tier_after = bounds_in_window (&table, tier);
  build_after = bounds_in_window (&table, build);
  assert_same_place (&tier_before, &tier_after, "Tier");
  assert_same_place (&build_before, &build_after, "Build a Bot");
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* The walk's pl15 → pl16: a drop-down showing a shorter name let the
 * row take one more cell to a line, and the button under it rose 60 px.
 * With a cell width the lines depend on the width alone; with room kept
 * a field hidden leaves its line. */
static void
test_wrap_box_lines_hold (void)
{
  GtkWidget *row = g_object_new (MC_TYPE_RUMBLE_WRAP_BOX, "min-per-line", 1, "max-per-line", 4,
                                 "cell-width", 150, "keep-room", TRUE, NULL);
  GtkWidget *name = gtk_label_new ("Mechakurczak, Mechakurczak, Mechakurczak");
  GtkWidget *value = gtk_entry_new ();
  GtkWidget *faction = gtk_entry_new ();
  int width;

  g_object_ref_sink (row);
  /* As a drop-down's name: wider when longer, never needing more. */
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_widget_set_parent (name, row);
  gtk_widget_set_parent (value, row);
  gtk_widget_set_parent (faction, row);
  for (width = 160; width <= 1100; width += 7)
    {
      int with_long, with_short, hidden;

      gtk_widget_set_visible (faction, TRUE);
      gtk_label_set_label (GTK_LABEL (name), "Mechakurczak, Mechakurczak, Mechakurczak");
      gtk_widget_measure (row, GTK_ORIENTATION_VERTICAL, width, &with_long, NULL, NULL, NULL);
      gtk_label_set_label (GTK_LABEL (name), "Bulby");
      gtk_widget_measure (row, GTK_ORIENTATION_VERTICAL, width, &with_short, NULL, NULL, NULL);
      gtk_widget_set_visible (faction, FALSE);
      gtk_widget_measure (row, GTK_ORIENTATION_VERTICAL, width, &hidden, NULL, NULL, NULL);
      if (with_long != with_short || with_short != hidden)
        g_error ("at %d px the row is %d px tall with a long name, %d with a short one, %d with a field hidden",
                 width, with_long, with_short, hidden);
    }
  g_object_unref (row);
}

static gboolean
is_rule_link (GtkWidget    *widget,
              gconstpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
         && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)), "Rule: ");
}

static gboolean
is_link_to (GtkWidget    *widget,
            gconstpointer data)
{
  GVariant *target;

  if (!GTK_IS_BUTTON (widget) || !gtk_widget_get_mapped (widget))
    return FALSE;
  target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget));
  return target != NULL && g_variant_is_of_type (target, G_VARIANT_TYPE_STRING)
         && g_str_equal (g_variant_get_string (target, NULL), data);
}

/* Walk 2, B1 (en22, es35, pl61): a refusal is said in words on the
 * page, not only in a greyed button's tooltip, with its rule a tap away.
 * RB-B18: the first build turn's Storage is empty, nothing to energize. */
static void
test_refusal_in_words (gconstpointer data)
{
  const int *size = data;
  Table table;
  const char *rule;
  g_autofree char *storage = NULL;

  test_rumble_start (&table, size[0], size[1], 3, CLEO, RB_DIRECTION_CLOCKWISE);
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_assert_false (gtk_widget_get_sensitive (test_rumble_control (&table, MC_RUMBLE_CONTROL_ENERGIZE)));
  storage = g_strdup_printf ("%s has no crystal in Storage to energize.",
                             test_rumble_game (&table)->players[test_rumble_game (&table)->turn].name);
  test_assert_contains (mc_rumble_phase_panel_get_reasons (table.panel), storage);
  rule = mc_rumble_phase_panel_get_reason_rule (table.panel);
  g_assert_nonnull (rule);
  g_assert_true (g_str_has_prefix (rule, "RB-"));
  /* The link reads as the topic's name; the ID is only its target. */
  {
    GtkWidget *link = test_ui_find_widget (GTK_WIDGET (table.panel), is_rule_link, NULL);

    g_assert_nonnull (link);
    g_assert_null (strstr (gtk_label_get_label (GTK_LABEL (link)), "RB-"));
    test_ui_click (gtk_widget_get_ancestor (link, GTK_TYPE_BUTTON));
    g_assert_cmpstr (mc_window_get_visible_page (table.window), ==, "rules");
    g_assert_cmpstr (mc_rules_page_get_topic_id (mc_window_get_rules_page (table.window)), ==,
                     test_topic_for_rule (MC_GAME_RUMBLEBOTS, rule)->id);
  }
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* Walk item 5 (issue 24): with several reasons shown, each links to its
 * own rule, not only the first. At the first build turn Cleo has 1 scrap
 * (RB-B3) and no crystal (RB-S13): an upgrade costs 3 (RB-B16) and there
 * is nothing to energize (RB-B18); each link opens its own rule. */
static void
test_each_reason_its_rule (void)
{
  Table table;
  g_auto(GStrv) rules = NULL;

  test_rumble_start (&table, 1280, 800, 3, CLEO, RB_DIRECTION_CLOCKWISE);
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_assert_contains (mc_rumble_phase_panel_get_reasons (table.panel), "An upgrade costs 3 scrap and Cleo has 1.");
  test_assert_contains (mc_rumble_phase_panel_get_reasons (table.panel),
                        "Cleo has no crystal in Storage to energize.");
  rules = mc_rumble_phase_panel_get_reason_rules (table.panel);
  g_assert_true (g_strv_contains ((const char * const *) rules, "RB-B16"));
  g_assert_true (g_strv_contains ((const char * const *) rules, "RB-B18"));
  for (guint i = 0; rules[i] != NULL; i++)
    {
      GtkWidget *link = test_ui_find_widget (GTK_WIDGET (table.panel), is_link_to, rules[i]);

      g_assert_nonnull (link);
      test_ui_click (link);
      g_assert_cmpstr (mc_window_get_visible_page (table.window), ==, "rules");
      g_assert_cmpstr (mc_rules_page_get_topic_id (mc_window_get_rules_page (table.window)), ==,
                       test_topic_for_rule (MC_GAME_RUMBLEBOTS, rules[i])->id);
      /* Back from the topic to the list, then to the table. */
      g_action_group_activate_action (G_ACTION_GROUP (table.window), "back", NULL);
      g_action_group_activate_action (G_ACTION_GROUP (table.window), "back", NULL);
      test_ui_wait_for_frame (GTK_WIDGET (table.window));
      g_assert_cmpstr (mc_window_get_visible_page (table.window), ==, "rumble");
    }
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* Walk item 4 (issue 24), RB-B16, RB-B17: the first to reach tier 2
 * gets the line "…is the first to reach tier 2: reveal the top 4
 * cards…" in the turn's message; its place was kept, so the Build form's
 * controls keep their y. In Polish on the phone, in English on a laptop. */
static void
test_first_to_tier_holds_still (gconstpointer data)
{
  const int *size = data;
  Table table;
  RbAction action;
  g_autoptr(GError) error = NULL;
  McRumbleControl controls[] = {
    MC_RUMBLE_CONTROL_CARD_KNOWN, MC_RUMBLE_CONTROL_BUILD, MC_RUMBLE_CONTROL_UPGRADE,
    MC_RUMBLE_CONTROL_RECYCLE_BOT, MC_RUMBLE_CONTROL_ENERGIZE,
  };
  graphene_rect_t before[G_N_ELEMENTS (controls)];
  guint seat;

  test_set_language (size[0] < 400 ? "pl" : "C");
  test_rumble_start (&table, size[0], size[1], 3, CLEO, RB_DIRECTION_CLOCKWISE);
  seat = (guint) test_rumble_game (&table)->turn;
  /* RB-B16: an upgrade costs 3 scrap; round 1 gives 1 (RB-B3). */
  rb_action_init_correct (&action, (int) seat, RB_FIELD_SCRAP, 3);
  g_assert_true (mc_session_apply_rumble (table.session, &action, &error));
  g_assert_no_error (error);
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
    before[i] = bounds_in_window (&table, test_rumble_control (&table, controls[i]));

  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_UPGRADE));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_assert_true (test_rumble_game (&table)->tier_reached[2]);
  g_assert_cmpint (test_rumble_game (&table)->lab_row[2], ==, 4);
  test_assert_contains (mc_rumble_phase_panel_get_detail (table.panel),
                        size[0] < 400 ? "poziom 2" : "is the first to reach tier 2");
  for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
    {
      graphene_rect_t after = bounds_in_window (&table, test_rumble_control (&table, controls[i]));

      assert_same_place (&before[i], &after, "a Build form control");
    }
  test_ui_render_to_png (GTK_WIDGET (table.window), size[0] < 400 ? "rumble-steady-pl-360x640-first-to-tier.png"
                                                                  : "rumble-steady-C-1280x800-first-to-tier.png");
  gtk_window_destroy (GTK_WINDOW (table.window));
  test_set_language ("C");
}

/* Walk B5 (issue 24): at 360×640 the clash is in one view: the
 * Champion's defending Bot and the Challenger's attacking Bot with their
 * numbers (RB-C3, RB-C6), and Reveal, without scrolling and above the
 * toasts' band; in English, Spanish and Polish, three players. */
static void
test_clash_in_one_view (gconstpointer data)
{
  const char *language = data;
  Table table;
  GtkWidget *scrolled, *gangs, *reveal;
  graphene_rect_t view, rect;
  g_autofree char *text = NULL;
  g_autofree char *png = g_strdup_printf ("rumble-steady-%s-360x640-clash-in-view.png", language);
  int bottom;

  test_set_language (language);
  test_rumble_start_clash (&table, 360, 640);
  /* Ben's first attacker, Wrench Toast, attack 2 (RB-C5). */
  test_rumble_reveal (&table, rb_game_find_bot (test_rumble_game (&table), 1, RB_STARTER_WRENCH_TOAST),
                      "2", "0", "0", "0");
  test_rumble_choose (&table, MC_RUMBLE_CONTROL_REVEAL_FACTION, 1 + RB_FACTION_WARFARE);
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL));
  g_assert_cmpuint (test_rumble_game (&table)->attack.n_cards, ==, 1);
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));

  {
    int least;

    /* Within the phone (walk 7 B5, walk 9: 364 px in Polish in the Battle Phase). */
    gtk_widget_measure (GTK_WIDGET (table.window), GTK_ORIENTATION_HORIZONTAL, -1, &least, NULL, NULL, NULL);
    g_test_message ("%s battle: the window's least width %d", language, least);
    g_assert_cmpint (least, <=, 360);
  }
  text = mc_rumble_clash_view_dup_text (MC_RUMBLE_CLASH_VIEW (mc_rumble_phase_panel_get_clash_view (table.panel)));
  /* The starting Bots' names as glossary.md gives them. */
  test_assert_contains (text, g_str_equal (language, "es") ? "Bombillita"
                              : g_str_equal (language, "pl") ? "Żaróweczka" : "Bulby");
  test_assert_contains (text, g_str_equal (language, "es") ? "Tostadizador"
                              : g_str_equal (language, "pl") ? "Kluczotost" : "Wrench Toast");
  scrolled = gtk_widget_get_ancestor (GTK_WIDGET (table.panel), GTK_TYPE_SCROLLED_WINDOW);
  view = bounds_in_window (&table, scrolled);
  bottom = MIN ((int) (view.origin.y + view.size.height), gtk_widget_get_height (GTK_WIDGET (table.window)) - TOAST_BAND);
  /* The two gangs (the view's first row) and Reveal. */
  gangs = gtk_widget_get_first_child (gtk_widget_get_first_child (mc_rumble_phase_panel_get_clash_view (table.panel)));
  reveal = test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL);
  test_ui_render_to_png (GTK_WIDGET (table.window), png);
  for (GtkWidget *w = gangs; w != NULL; w = w == gangs ? reveal : NULL)
    {
      rect = bounds_in_window (&table, w);
      if (rect.origin.y < view.origin.y || rect.origin.y + rect.size.height > bottom)
        g_error ("in %s a %s lies at y %.0f-%.0f, out of the view's %.0f-%d", language, G_OBJECT_TYPE_NAME (w),
                 rect.origin.y, rect.origin.y + rect.size.height, view.origin.y, bottom);
    }
  gtk_window_destroy (GTK_WINDOW (table.window));
  test_set_language ("C");
}

/* Walk 2, C (es): one upgrade left reads "queda 1", not "quedan 1"
 * (RB-B16: one upgrade per Build Phase). */
static void
test_spanish_one_left (void)
{
  Table table;
  const char *label;

  test_set_language ("es");
  test_rumble_start (&table, 1280, 800, 3, CLEO, RB_DIRECTION_CLOCKWISE);
  label = gtk_button_get_label (GTK_BUTTON (test_rumble_control (&table, MC_RUMBLE_CONTROL_UPGRADE)));
  test_assert_contains (label, "(queda 1)");
  gtk_window_destroy (GTK_WINDOW (table.window));
  test_set_language ("C");
}

/* The label showing @text in a player's name cell (.rumble-player-name)
 * under @widget, or NULL; @inside: already in such a cell. */
static GtkLabel *
find_name (GtkWidget  *widget,
           const char *text,
           gboolean    inside)
{
  inside = inside || gtk_widget_has_css_class (widget, "rumble-player-name");
  if (inside && GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return GTK_LABEL (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = find_name (child, text, inside);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Walk 2 (es48, es50): in a battle at 360x640 the Deck column ("Mazo")
 * joins the players' table; the names stay whole, never "Lu…". */
static void
test_names_whole_in_battle (void)
{
  Table table;
  const char *names[] = { "Ana", "Ben", "Cleo" };

  test_set_language ("es");
  test_rumble_start_clash (&table, 360, 640);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      GtkLabel *name = find_name (GTK_WIDGET (table.window), names[i], FALSE);

      g_assert_nonnull (name);
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (name)));
    }
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (table.page)), <=, 360);
  test_ui_render_to_png (GTK_WIDGET (table.window), "rumble-steady-360x640-es-battle-names.png");
  gtk_window_destroy (GTK_WINDOW (table.window));
  test_set_language ("C");
}

/* Walk 2, Polish: the names stay in the nominative ("Ana: …", never
 * "gracza Ana", wrong for a woman too) and the income reads naturally
 * ("Dochód złomu: 1", the glossary's term, not "Dochód: złom 1"). */
static void
test_polish_nominative (void)
{
  Table table;
  g_autofree char *status = NULL;
  const char *detail;

  test_set_language ("pl");
  test_rumble_start (&table, 1280, 800, 3, CLEO, RB_DIRECTION_CLOCKWISE);
  detail = mc_rumble_phase_panel_get_detail (table.panel);
  test_assert_contains (detail, "Dochód złomu: ");
  status = rb_game_dup_status (test_rumble_game (&table));
  test_assert_contains (status, "faza budowy, tura: ");
  g_assert_null (strstr (status, "gracza"));
  gtk_window_destroy (GTK_WINDOW (table.window));
  test_set_language ("C");
}

static gboolean
is_reason_saying (GtkWidget    *widget,
                  gconstpointer words)
{
  return MC_IS_REASON_LABEL (widget) && gtk_widget_is_visible (widget)
         && strstr (mc_reason_label_get_text (MC_REASON_LABEL (widget)), words) != NULL;
}

/* The reason line that says @words and @button, where they are; the
 * reason in view (above the toasts' band) when the button is. */
static void
find_reason (Table           *table,
             McRumbleControl  button,
             const char      *words,
             graphene_rect_t *reason_box,
             graphene_rect_t *button_box)
{
  GtkWidget *reason = test_ui_find_widget (GTK_WIDGET (table->panel), is_reason_saying, words);
  int bottom = gtk_widget_get_height (GTK_WIDGET (table->window)) - TOAST_BAND;

  if (reason == NULL)
    g_error ("no reason line says \"%s\"", words);
  *reason_box = bounds_in_window (table, reason);
  *button_box = bounds_in_window (table, test_rumble_control (table, button));
  g_test_message ("\"%s\" at (%.0f, %.0f) %.0fx%.0f, its button at (%.0f, %.0f) %.0fx%.0f", words,
                  reason_box->origin.x, reason_box->origin.y, reason_box->size.width, reason_box->size.height,
                  button_box->origin.x, button_box->origin.y, button_box->size.width, button_box->size.height);
  if (button_box->origin.y + button_box->size.height <= bottom)
    g_assert_cmpfloat (reason_box->origin.y + reason_box->size.height, <=, bottom);
}

/* The reason line that says @words: at most @most px under @button. */
static void
assert_said_under (Table           *table,
                   McRumbleControl  button,
                   const char      *words,
                   double           most)
{
  graphene_rect_t under, above;

  find_reason (table, button, words, &under, &above);
  g_assert_cmpfloat (under.origin.y, >=, above.origin.y + above.size.height);
  g_assert_cmpfloat (under.origin.y - (above.origin.y + above.size.height), <=, most);
}

/* The reason line that says @words: beside @button, on its right, its
 * top level with the button's, within the window. */
static void
assert_said_beside (Table           *table,
                    McRumbleControl  button,
                    const char      *words)
{
  graphene_rect_t beside, control;

  find_reason (table, button, words, &beside, &control);
  g_assert_cmpfloat (beside.origin.x, >=, control.origin.x + control.size.width);
  g_assert_cmpfloat (beside.origin.y, >=, control.origin.y - 12);
  g_assert_cmpfloat (beside.origin.y, <=, control.origin.y + 12);
  g_assert_cmpfloat (beside.origin.x + beside.size.width, <=, gtk_widget_get_width (GTK_WIDGET (table->window)));
}

/* Walk 21 (pl, 360x640): Ben's card typed but its faction not, Reveal
 * greyed and its reason under the gangs, under the fold; the faction's
 * field read "No faction" as if a value. The reason comes beside Reveal,
 * in view; the field says nothing was entered. */
static void
test_reveal_says_why_beside_it_360x640 (void)
{
  const char *languages[][2] = { { "pl", "frakcj" }, { "C", "faction or factions" } };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      Table table;
      GtkWidget *faction;
      GtkStringObject *shown;

      test_set_language (languages[l][0]);
      test_rumble_start_clash (&table, 360, 640);
      test_rumble_reveal (&table, RB_NO_BOT, "2", "1", "0", "0");
      for (guint frame = 0; frame < 3; frame++)
        test_ui_wait_for_frame (GTK_WIDGET (table.window));
      if (l == 0)
        test_ui_render_to_png (GTK_WIDGET (table.window), "rumble-reveal-why-pl-360x640.png");
      g_assert_false (gtk_widget_get_sensitive (test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL)));
      assert_said_beside (&table, MC_RUMBLE_CONTROL_REVEAL, languages[l][1]);
      faction = test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL_FACTION);
      shown = gtk_drop_down_get_selected_item (GTK_DROP_DOWN (faction));
      g_assert_cmpstr (gtk_string_object_get_string (shown), ==, l == 0 ? "Nie wpisano" : "Not entered");
      gtk_window_destroy (GTK_WINDOW (table.window));
    }
  test_set_language ("C");
}

/* Walk 20 (es, 1280x800): at a build turn's start Energize and Upgrade
 * were below the fold, Recycle showed only its heading, the window's
 * right half empty. On a laptop every build action and End Build Turn is
 * in view without scrolling, above the toasts' band: the default window
 * and 1280x800, in every language. */
static void
check_build_actions_in_one_view (int width,
                                 int height)
{
  const char *languages[] = { "C", "es", "pl" };
  const McRumbleControl controls[] = { MC_RUMBLE_CONTROL_END_TURN, MC_RUMBLE_CONTROL_BUILD, MC_RUMBLE_CONTROL_RECYCLE,
                                       MC_RUMBLE_CONTROL_ENERGIZE, MC_RUMBLE_CONTROL_UPGRADE };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      Table table;
      GtkWidget *scrolled;
      graphene_rect_t view;
      int bottom;

      test_set_language (languages[l]);
      test_rumble_start (&table, width, height, 3, 0, RB_DIRECTION_CLOCKWISE);
      gtk_window_present (GTK_WINDOW (table.window));
      for (guint frame = 0; frame < 3; frame++)
        test_ui_wait_for_frame (GTK_WIDGET (table.window));
      scrolled = gtk_widget_get_ancestor (GTK_WIDGET (table.panel), GTK_TYPE_SCROLLED_WINDOW);
      view = bounds_in_window (&table, scrolled);
      bottom = MIN ((int) (view.origin.y + view.size.height), gtk_widget_get_height (GTK_WIDGET (table.window)) - TOAST_BAND);
      {
        g_autofree char *png = g_strdup_printf ("rumble-build-in-view-%s-%dx%d.png", languages[l], width, height);

        test_ui_render_to_png (GTK_WIDGET (table.window), png);
      }
      for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
        {
          graphene_rect_t rect = bounds_in_window (&table, test_rumble_control (&table, controls[i]));

          g_test_message ("%s %dx%d: control %d at y %.0f-%.0f, the view %.0f-%d", languages[l], width, height,
                          controls[i], rect.origin.y, rect.origin.y + rect.size.height, view.origin.y, bottom);
          g_assert_cmpfloat (rect.origin.y, >=, view.origin.y);
          g_assert_cmpfloat (rect.origin.y + rect.size.height, <=, bottom);
        }
      gtk_window_destroy (GTK_WINDOW (table.window));
    }
  test_set_language ("C");
}

static void
test_build_actions_in_one_view_1280x800 (void)
{
  check_build_actions_in_one_view (1280, 800);
}

static void
test_build_actions_in_one_view_1024x720 (void)
{
  check_build_actions_in_one_view (1024, 720);
}

/* Walk 7, B1 (1280x800): a greyed Reveal or Build said why only in a
 * tooltip (none on a touch screen) or in a list under the whole form,
 * off-screen. Each says it under itself, in view: Build right under it
 * (RB-B7: a Bot's tier and cost), Reveal beside it (RB-C3: the card's
 * numbers; walk 21), Upgrade under its row (RB-B16: 3 scrap). */
static void
test_reasons_under_their_buttons (void)
{
  Table table;

  test_rumble_start (&table, 1280, 800, 2, 0, RB_DIRECTION_CLOCKWISE);
  gtk_window_present (GTK_WINDOW (table.window));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  assert_said_under (&table, MC_RUMBLE_CONTROL_BUILD, "tier and the cost", 12);
  assert_said_under (&table, MC_RUMBLE_CONTROL_UPGRADE, "An upgrade costs 3 scrap", 12);
  gtk_window_destroy (GTK_WINDOW (table.window));

  /* Walk 22 (pl, 360x640): the Cryo-cell's box kept its room at the
   * row's end, the reason 60 px under the buttons and cut at the foot. */
  test_set_language ("pl");
  test_rumble_start (&table, 360, 640, 2, 0, RB_DIRECTION_CLOCKWISE);
  gtk_window_present (GTK_WINDOW (table.window));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  assert_said_under (&table, MC_RUMBLE_CONTROL_UPGRADE, "Ulepszenie kosztuje 3 pkt złomu", 12);
  gtk_window_destroy (GTK_WINDOW (table.window));
  test_set_language ("C");

  test_rumble_start_clash (&table, 1280, 800);
  gtk_window_present (GTK_WINDOW (table.window));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_assert_false (gtk_widget_get_sensitive (test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL)));
  assert_said_beside (&table, MC_RUMBLE_CONTROL_REVEAL, "attack, defense and barriers.");
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* Walk 10 (1280x800, en): filling in the Build form, each reason in turn
 * under Build (tier and cost, then the faction) grew the room kept for
 * them, and Recycle moved 623 -> 639 -> 654. It holds still while the
 * card is typed, field by field (RB-B7: a Bot's tier and cost; RB-K10: a
 * faction, or a Contraption). */
static void
test_recycle_holds_while_a_card_is_typed (void)
{
  Table table;
  const McRumbleControl steps[] = { MC_RUMBLE_CONTROL_CARD_NAME, MC_RUMBLE_CONTROL_CARD_TIER,
                                    MC_RUMBLE_CONTROL_CARD_COST, MC_RUMBLE_CONTROL_CARD_RECYCLE };
  const char *texts[] = { "Gearhound", "1", "1", "1" };
  graphene_rect_t first, now;

  test_rumble_start (&table, 1280, 800, 2, 0, RB_DIRECTION_CLOCKWISE);
  gtk_window_present (GTK_WINDOW (table.window));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  first = bounds_in_window (&table, test_rumble_control (&table, MC_RUMBLE_CONTROL_RECYCLE));
  for (guint i = 0; i <= G_N_ELEMENTS (steps); i++)
    {
      if (i < G_N_ELEMENTS (steps))
        test_rumble_type (&table, steps[i], texts[i]);
      else
        test_rumble_choose (&table, MC_RUMBLE_CONTROL_CARD_FACTION,
                            test_rumble_item (&table, MC_RUMBLE_CONTROL_CARD_FACTION, "Warfare"));
      test_ui_wait_for_frame (GTK_WIDGET (table.window));
      test_ui_wait_for_frame (GTK_WIDGET (table.window));
      now = bounds_in_window (&table, test_rumble_control (&table, MC_RUMBLE_CONTROL_RECYCLE));
      g_test_message ("step %u: Recycle at y %.0f (first %.0f); reasons: %s", i, now.origin.y, first.origin.y,
                      mc_rumble_phase_panel_get_reasons (table.panel));
      g_assert_cmpfloat_with_epsilon (now.origin.y, first.origin.y, 0.5);
    }
  g_assert_true (gtk_widget_get_sensitive (test_rumble_control (&table, MC_RUMBLE_CONTROL_BUILD)));
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* Walk 12 (1280x800, en): Ben typed a Bot to build, Build was refused
 * for want of scrap, he recycled Bulby for it (RB-B12) and every field
 * of the Build form was empty again. A recycle keeps the Bot being
 * typed; the build itself empties the form for the next one. */
static void
test_recycle_keeps_the_bot_being_built (void)
{
  Table table;
  const McRumbleControl fields[] = { MC_RUMBLE_CONTROL_CARD_NAME, MC_RUMBLE_CONTROL_CARD_TIER,
                                     MC_RUMBLE_CONTROL_CARD_COST, MC_RUMBLE_CONTROL_CARD_RECYCLE };
  const char *texts[] = { "Gearhound", "1", "2", "1" };
  guint faction, seat;
  int bot, scrap;
  graphene_rect_t energize;

  test_rumble_start (&table, 1280, 800, 2, 0, RB_DIRECTION_CLOCKWISE);
  seat = (guint) test_rumble_game (&table)->turn;
  scrap = test_rumble_game (&table)->players[seat].scrap;
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    test_rumble_type (&table, fields[i], texts[i]);
  faction = test_rumble_item (&table, MC_RUMBLE_CONTROL_CARD_FACTION, "Warfare");
  test_rumble_choose (&table, MC_RUMBLE_CONTROL_CARD_FACTION, faction);
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_test_message ("scrap %d; reasons: %s", scrap, mc_rumble_phase_panel_get_reasons (table.panel));

  /* Bulby, the first of the list (walk 13 recycled it): the next one
   * chosen then is one whose recycle value is known, so that no line
   * asking for it comes under Recycle and moves Energize (22 px). */
  bot = rb_game_find_bot (test_rumble_game (&table), (int) seat, RB_STARTER_BULBY);
  g_assert_true (mc_rumble_phase_panel_choose_bot (table.panel, bot));
  test_rumble_type (&table, MC_RUMBLE_CONTROL_RECYCLE_VALUE, "1");
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  energize = bounds_in_window (&table, test_rumble_control (&table, MC_RUMBLE_CONTROL_ENERGIZE));
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_RECYCLE));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_assert_cmpint (test_rumble_game (&table)->players[seat].scrap, ==, scrap + 1);
  {
    graphene_rect_t now = bounds_in_window (&table, test_rumble_control (&table, MC_RUMBLE_CONTROL_ENERGIZE));

    g_test_message ("reasons after the recycle: %s", mc_rumble_phase_panel_get_reasons (table.panel));
    assert_same_place (&energize, &now, "Energize");
  }
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (test_rumble_control (&table, fields[i]))), ==, texts[i]);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (test_rumble_control (&table,
                                                                                       MC_RUMBLE_CONTROL_CARD_FACTION))),
                    ==, faction);
  /* The recycle's own value is spent. */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (test_rumble_control (&table, MC_RUMBLE_CONTROL_RECYCLE_VALUE))),
                   ==, "");

  /* Built: the form is the next Bot's. */
  g_assert_true (gtk_widget_get_sensitive (test_rumble_control (&table, MC_RUMBLE_CONTROL_BUILD)));
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_BUILD));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_assert_cmpint (test_rumble_game (&table)->players[seat].scrap, ==, scrap + 1 - 2);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (test_rumble_control (&table, MC_RUMBLE_CONTROL_CARD_NAME))),
                   ==, "");
  gtk_window_destroy (GTK_WINDOW (table.window));
}

/* Walk 17 (es, 360x640, A): Ana recycled her second last Bot; "This is
 * Ana's last Bot…" came under Recycle and moved Energize 38 px down, and
 * the next tap opened the drop-down that took its place. Why comes where
 * the Bot and its value were: Energize keeps its place. */
static void
test_the_last_bot_moves_nothing (void)
{
  Table table;
  GtkWidget *energize;
  graphene_rect_t before, after;
  const RbStarter gone[] = { RB_STARTER_MECHCHICKEN, RB_STARTER_BULBY };
  guint seat;

  test_set_language ("es");
  test_rumble_start (&table, 360, 640, 3, CLEO, RB_DIRECTION_CLOCKWISE);
  /* The first player types both values (the app keeps them), and ends
   * the turn: the next one recycles with nothing to type, as the walk. */
  seat = (guint) test_rumble_game (&table)->turn;
  for (guint i = 0; i < G_N_ELEMENTS (gone); i++)
    {
      g_assert_true (mc_rumble_phase_panel_choose_bot (table.panel,
                                                       rb_game_find_bot (test_rumble_game (&table), (int) seat,
                                                                         gone[i])));
      test_rumble_type (&table, MC_RUMBLE_CONTROL_RECYCLE_VALUE, "1");
      test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_RECYCLE));
    }
  test_rumble_end_turns (&table, 1);
  seat = (guint) test_rumble_game (&table)->turn;
  energize = test_rumble_control (&table, MC_RUMBLE_CONTROL_ENERGIZE);
  for (guint i = 0; i < G_N_ELEMENTS (gone); i++)
    {
      int bot = rb_game_find_bot (test_rumble_game (&table), (int) seat, gone[i]);

      g_assert_true (mc_rumble_phase_panel_choose_bot (table.panel, bot));
      test_ui_wait_for_frame (GTK_WIDGET (table.window));
      before = bounds_in_window (&table, energize);
      test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_RECYCLE));
      test_ui_wait_for_frame (GTK_WIDGET (table.window));
      test_ui_wait_for_frame (GTK_WIDGET (table.window));
      after = bounds_in_window (&table, energize);
      g_test_message ("recycle %u: Energize at y %.0f, then %.0f", i, before.origin.y, after.origin.y);
      assert_same_place (&before, &after, "Energize");
    }
  g_assert_cmpint (rb_game_count_bots (test_rumble_game (&table), seat, TRUE), ==, 1);
  g_assert_false (gtk_widget_get_sensitive (test_rumble_control (&table, MC_RUMBLE_CONTROL_RECYCLE)));
  {
    g_autofree char *why = g_strdup_printf ("Es el último Bot de %s, y un jugador siempre conserva uno.",
                                            test_rumble_game (&table)->players[seat].name);

    test_ui_render_to_png (GTK_WIDGET (table.window), "rumble-last-bot-es-360x640.png");
    g_assert_nonnull (test_ui_find_label (GTK_WIDGET (table.window), why));
  }
  gtk_window_destroy (GTK_WINDOW (table.window));
  test_set_language ("en");
}

/* Walk 17 (es, 360x640): the Bot chosen to recycle had a value the app
 * knew (typed for the same Bot earlier), its field stayed empty, and one
 * tap recycled it for a value the player never saw. Ana types her
 * Mechchicken's value, 1; on Ben's turn his Mechchicken's field shows 1. */
static void
test_recycle_shows_the_value_it_knows (void)
{
  Table table;
  GtkWidget *field;
  int bot;

  test_rumble_start (&table, 360, 640, 3, CLEO, RB_DIRECTION_CLOCKWISE);
  bot = rb_game_find_bot (test_rumble_game (&table), test_rumble_game (&table)->turn, RB_STARTER_MECHCHICKEN);
  g_assert_true (mc_rumble_phase_panel_choose_bot (table.panel, bot));
  field = test_rumble_control (&table, MC_RUMBLE_CONTROL_RECYCLE_VALUE);
  test_rumble_type (&table, MC_RUMBLE_CONTROL_RECYCLE_VALUE, "1");
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_RECYCLE));
  test_rumble_end_turns (&table, 1);
  bot = rb_game_find_bot (test_rumble_game (&table), test_rumble_game (&table)->turn, RB_STARTER_MECHCHICKEN);
  g_assert_true (mc_rumble_phase_panel_choose_bot (table.panel, bot));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field)), ==, "");
  g_assert_cmpstr (gtk_entry_get_placeholder_text (GTK_ENTRY (field)), ==, "1");
  gtk_window_destroy (GTK_WINDOW (table.window));
}

int
main (int   argc,
      char *argv[])
{
  static const int phone[] = { 360, 640 }, laptop[] = { 1280, 800 };
  int status;

  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui-rumble-steady/wrap-box-lines-hold", test_wrap_box_lines_hold);
  g_test_add_func ("/ui-rumble-steady/recycle-holds-still-360x640", test_recycle_holds_still);
  g_test_add_func ("/ui-rumble-steady/recycle-shows-the-value-it-knows", test_recycle_shows_the_value_it_knows);
  g_test_add_func ("/ui-rumble-steady/the-last-bot-moves-nothing-360x640", test_the_last_bot_moves_nothing);
  g_test_add_func ("/ui-rumble-steady/recycle-keeps-the-bot-being-built-1280x800",
                   test_recycle_keeps_the_bot_being_built);
  g_test_add_func ("/ui-rumble-steady/toasts-band-1280x800", test_toasts_band_on_a_laptop);
  g_test_add_data_func ("/ui-rumble-steady/faction-pair-360x640", phone, test_faction_holds_still);
  g_test_add_data_func ("/ui-rumble-steady/faction-pair-1280x800", laptop, test_faction_holds_still);
  g_test_add_data_func ("/ui-rumble-steady/refusal-in-words-360x640", phone, test_refusal_in_words);
  g_test_add_data_func ("/ui-rumble-steady/refusal-in-words-1280x800", laptop, test_refusal_in_words);
  g_test_add_func ("/ui-rumble-steady/each-reason-links-its-rule", test_each_reason_its_rule);
  g_test_add_data_func ("/ui-rumble-steady/clash-in-one-view-360x640/en", "en", test_clash_in_one_view);
  g_test_add_data_func ("/ui-rumble-steady/clash-in-one-view-360x640/es", "es", test_clash_in_one_view);
  g_test_add_data_func ("/ui-rumble-steady/clash-in-one-view-360x640/pl", "pl", test_clash_in_one_view);
  g_test_add_data_func ("/ui-rumble-steady/first-to-tier-360x640", phone, test_first_to_tier_holds_still);
  g_test_add_data_func ("/ui-rumble-steady/first-to-tier-1280x800", laptop, test_first_to_tier_holds_still);
  g_test_add_func ("/ui-rumble-steady/spanish-one-left", test_spanish_one_left);
  g_test_add_func ("/ui-rumble-steady/names-whole-in-battle-360x640", test_names_whole_in_battle);
  g_test_add_func ("/ui-rumble-steady/polish-nominative", test_polish_nominative);
  g_test_add_func ("/ui-rumble-steady/reasons-under-their-buttons-1280x800", test_reasons_under_their_buttons);
  g_test_add_func ("/ui-rumble-steady/reveal-says-why-beside-it-360x640", test_reveal_says_why_beside_it_360x640);
  g_test_add_func ("/ui-rumble-steady/build-actions-in-one-view-1280x800", test_build_actions_in_one_view_1280x800);
  g_test_add_func ("/ui-rumble-steady/build-actions-in-one-view-1024x720", test_build_actions_in_one_view_1024x720);
  g_test_add_func ("/ui-rumble-steady/recycle-holds-while-a-card-is-typed-1280x800",
                   test_recycle_holds_while_a_card_is_typed);
  status = g_test_run ();
  test_ui_finish ();
  return status;
}
