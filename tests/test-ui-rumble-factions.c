/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A Bot's factions in one pick (issue 24, points 6 and 12; RB-K18: a
 * Bot card shows one or two of the six factions). The Reveal and Build
 * forms ask them in one drop-down, "Bio + Warfare" an item of its own, so
 * nothing under the field moves when a faction or a pair is picked, nor
 * from one card to the next; a pair picked gives the card both factions
 * in the game, and a pair entered at a Bot's build is known (shown, not
 * asked) at its reveal. The names are the glossary's
 * (shared/rules/rumblebots/glossary.md). */
#include "config.h"

#include <adwaita.h>

#include "app/mc-rumble-phase-panel.h"

#include "test-util.h"
#include "test-ui-rumble-util.h"
#include "test-ui-util.h"

enum { ANA, BEN, CLEO };  /* seats */

typedef RumbleTable Table;

/* A walk's window and language, and the items as its player reads them. */
typedef struct
{
  int         width, height;
  const char *language;
  const char *warfare;          /* one faction */
  const char *bio_warfare;      /* a pair of them (RB-K18) */
} Walk;

static const Walk walks[] = {
  { 360, 640, "es", "Bélica", "Biológica + Bélica" },
  { 360, 640, "pl", "Wojna", "Bio + Wojna" },
  { 1280, 800, "en", "Warfare", "Bio + Warfare" },
};

#define BIO_WARFARE (RB_FACTION_BIT (RB_FACTION_BIO) | RB_FACTION_BIT (RB_FACTION_WARFARE))

/* Where a control's top lies in the window, after the next frame. */
static double
top_of (Table           *table,
        McRumbleControl  which)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (test_rumble_control (table, which), GTK_WIDGET (table->window),
                                            &bounds));
  return bounds.origin.y;
}

typedef struct
{
  McRumbleControl controls[2];
  const char     *names[2];
  double          tops[2];
} Places;

static void
measure (Table  *table,
         Places *places)
{
  test_ui_wait_for_frame (GTK_WIDGET (table->window));
  test_ui_wait_for_frame (GTK_WIDGET (table->window));
  for (guint i = 0; i < G_N_ELEMENTS (places->controls); i++)
    places->tops[i] = top_of (table, places->controls[i]);
}

/* Each control within half a pixel of where it was. */
static void
assert_held (Table        *table,
             const Places *before,
             const char   *when)
{
  Places after = *before;

  measure (table, &after);
  for (guint i = 0; i < G_N_ELEMENTS (before->controls); i++)
    if (ABS (after.tops[i] - before->tops[i]) > 0.5)
      g_error ("%s moved from y %.1f to %.1f %s", before->names[i], before->tops[i], after.tops[i], when);
}

/* The Reveal form: an unnamed card, its numbers typed; Warfare picked,
 * then Bio + Warfare; Reveal; the next card's form. Reveal and Attack
 * stay put throughout, and Ben's card joins his attack gang with both
 * factions (RB-C3, RB-K18). */
static void
test_reveal_holds_still (gconstpointer data)
{
  const Walk *walk = data;
  Table table;
  Places places = { { MC_RUMBLE_CONTROL_REVEAL, MC_RUMBLE_CONTROL_REVEAL_ATTACK }, { "Reveal", "Attack" } };
  g_autofree char *png = g_strdup_printf ("rumble-factions-%s-%dx%d-reveal.png", walk->language, walk->width,
                                          walk->height);

  test_set_language (walk->language);
  test_rumble_start_clash (&table, walk->width, walk->height);
  test_rumble_reveal (&table, RB_NO_BOT, "1", "0", "0", "0");
  measure (&table, &places);

  test_rumble_choose (&table, MC_RUMBLE_CONTROL_REVEAL_FACTION,
                      test_rumble_item (&table, MC_RUMBLE_CONTROL_REVEAL_FACTION, walk->warfare));
  assert_held (&table, &places, "as a faction was picked");
  test_rumble_choose (&table, MC_RUMBLE_CONTROL_REVEAL_FACTION,
                      test_rumble_item (&table, MC_RUMBLE_CONTROL_REVEAL_FACTION, walk->bio_warfare));
  assert_held (&table, &places, "as a pair of factions was picked");
  test_ui_render_to_png (GTK_WIDGET (table.window), png);

  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL));
  g_assert_cmpuint (test_rumble_game (&table)->attack.n_cards, ==, 1);
  g_assert_cmpint (test_rumble_game (&table)->challenger, ==, BEN);
  g_assert_cmpuint (test_rumble_game (&table)->attack.cards[0].factions, ==, BIO_WARFARE);
  /* 1 < Ana's defense 2: Ben reveals his next card (RB-C5). */
  g_assert_cmpint (test_rumble_game (&table)->step, ==, RB_STEP_CLASH);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (test_rumble_control (&table,
                                                                                     MC_RUMBLE_CONTROL_REVEAL_FACTION))),
                    ==, 0);
  assert_held (&table, &places, "after the Reveal, for the next card");
  gtk_window_destroy (GTK_WINDOW (table.window));
  test_set_language ("C");
}

/* The Build form: Ben builds a Bot of his own naming; Warfare picked,
 * then Bio + Warfare; Build. Build and Tier stay put, also for the next
 * Bot, and the Bot built has both factions (RB-K18). At its reveal the
 * pair is known: shown greyed in the Faction field, which stays where
 * it was for the unnamed card, and the card revealed has both
 * (issue 24, point 12). */
static void
test_build_holds_still (gconstpointer data)
{
  const Walk *walk = data;
  Table table;
  Places places = { { MC_RUMBLE_CONTROL_BUILD, MC_RUMBLE_CONTROL_CARD_TIER }, { "Build", "Tier" } };
  Places battle = { { MC_RUMBLE_CONTROL_REVEAL, MC_RUMBLE_CONTROL_REVEAL_ATTACK }, { "Reveal", "Attack" } };
  g_autofree char *name = g_strdup_printf ("Sparky %s %d", walk->language, walk->width);
  g_autofree char *png = g_strdup_printf ("rumble-factions-%s-%dx%d-build.png", walk->language, walk->width,
                                          walk->height);
  g_autofree char *known_png = g_strdup_printf ("rumble-factions-%s-%dx%d-known.png", walk->language,
                                                walk->width, walk->height);
  const RbGame *game;
  GtkWidget *faction;
  int sparky = RB_NO_BOT;

  test_set_language (walk->language);
  test_rumble_start (&table, walk->width, walk->height, 2, ANA, RB_DIRECTION_CLOCKWISE);
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_END_TURN));
  g_assert_cmpint (test_rumble_game (&table)->turn, ==, BEN);
  test_rumble_type (&table, MC_RUMBLE_CONTROL_CARD_NAME, name);
  test_rumble_type (&table, MC_RUMBLE_CONTROL_CARD_TIER, "1");
  test_rumble_type (&table, MC_RUMBLE_CONTROL_CARD_COST, "1");
  test_rumble_type (&table, MC_RUMBLE_CONTROL_CARD_RECYCLE, "1");
  measure (&table, &places);

  test_rumble_choose (&table, MC_RUMBLE_CONTROL_CARD_FACTION,
                      test_rumble_item (&table, MC_RUMBLE_CONTROL_CARD_FACTION, walk->warfare));
  assert_held (&table, &places, "as a faction was picked");
  test_rumble_choose (&table, MC_RUMBLE_CONTROL_CARD_FACTION,
                      test_rumble_item (&table, MC_RUMBLE_CONTROL_CARD_FACTION, walk->bio_warfare));
  assert_held (&table, &places, "as a pair of factions was picked");
  test_ui_render_to_png (GTK_WIDGET (table.window), png);
  g_assert_true (gtk_widget_get_sensitive (test_rumble_control (&table, MC_RUMBLE_CONTROL_BUILD)));
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_BUILD));
  game = test_rumble_game (&table);
  for (int i = 0; i < RB_MAX_BOTS; i++)
    if (game->bots[i].place == RB_BOT_OWNED && g_strcmp0 (game->bots[i].name, name) == 0)
      sparky = i;
  g_assert_cmpint (sparky, !=, RB_NO_BOT);
  g_assert_cmpint (game->bots[sparky].owner, ==, BEN);
  g_assert_cmpuint (game->bots[sparky].factions, ==, BIO_WARFARE);
  assert_held (&table, &places, "after the Build, for the next Bot");

  /* The battle: Ana's first defender, then Ben names his new Bot. */
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_END_TURN));
  g_assert_cmpint (test_rumble_game (&table)->phase, ==, RB_PHASE_BATTLE);
  test_rumble_reveal (&table, rb_game_find_bot (test_rumble_game (&table), ANA, RB_STARTER_BULBY), "", "3", "", "0");
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL));
  g_assert_cmpint (test_rumble_game (&table)->step, ==, RB_STEP_CLASH);
  test_rumble_reveal (&table, RB_NO_BOT, "1", "0", "0", "0");
  measure (&table, &battle);
  g_assert_true (mc_rumble_phase_panel_choose_revealed (table.panel, sparky));
  faction = test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL_FACTION);
  g_assert_true (gtk_widget_get_visible (faction));
  g_assert_false (gtk_widget_get_sensitive (faction));
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (faction)), ==,
                    test_rumble_item (&table, MC_RUMBLE_CONTROL_REVEAL_FACTION, walk->bio_warfare));
  assert_held (&table, &battle, "as a Bot of known factions was named");
  test_ui_render_to_png (GTK_WIDGET (table.window), known_png);
  test_ui_click (test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL));
  g_assert_cmpuint (test_rumble_game (&table)->attack.n_cards, ==, 1);
  g_assert_cmpint (test_rumble_game (&table)->attack.cards[0].bot, ==, sparky);
  g_assert_cmpuint (test_rumble_game (&table)->attack.cards[0].factions, ==, BIO_WARFARE);
  gtk_window_destroy (GTK_WINDOW (table.window));
  test_set_language ("C");
}

static gboolean
is_of_type (GtkWidget    *widget,
            gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

/* The 22 items (no faction, six, 15 pairs) open at 360x640 as a list
 * that scrolls within a phone's screen, the pairs whole. */
static void
test_list_fits_a_phone (void)
{
  Table table;
  GtkWidget *faction, *popover, *scrolled;
  GtkAdjustment *vadjustment;

  test_set_language ("es");
  test_rumble_start_clash (&table, 360, 640);
  faction = test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL_FACTION);
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (faction))), ==,
                    1 + RB_N_FACTIONS + RB_N_FACTIONS * (RB_N_FACTIONS - 1) / 2);
  gtk_window_present (GTK_WINDOW (table.window));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  /* The list a tap on the drop-down opens. */
  popover = test_ui_find_widget (faction, is_of_type, GSIZE_TO_POINTER (GTK_TYPE_POPOVER));
  g_assert_nonnull (popover);
  gtk_popover_popup (GTK_POPOVER (popover));
  test_ui_wait_for_frame (popover);
  test_ui_wait_for_frame (popover);
  g_assert_true (gtk_widget_get_mapped (popover));
  scrolled = test_ui_find_widget (popover, is_of_type, GSIZE_TO_POINTER (GTK_TYPE_SCROLLED_WINDOW));
  vadjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  g_test_message ("list %d px tall, its rows %.0f px", gtk_widget_get_height (popover),
                  gtk_adjustment_get_upper (vadjustment));
  g_assert_cmpint (gtk_widget_get_height (popover), <=, 640 - 100);
  g_assert_cmpfloat (gtk_adjustment_get_upper (vadjustment), >, gtk_adjustment_get_page_size (vadjustment));
  test_ui_render_to_png (popover, "rumble-factions-es-360x640-list.png");
  gtk_popover_popdown (GTK_POPOVER (popover));
  gtk_window_destroy (GTK_WINDOW (table.window));
  test_set_language ("C");
}

/* Gathers the labels of the rows a tick is shown by (never a match, so
 * that the whole list is gone through). */
static gboolean
gather_ticked (GtkWidget    *widget,
               gconstpointer labels)
{
  if (GTK_IS_IMAGE (widget) && gtk_widget_get_opacity (widget) > 0.5 && gtk_widget_get_mapped (widget)
      && g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (widget)), "object-select-symbolic") == 0
      && GTK_IS_LABEL (gtk_widget_get_first_child (gtk_widget_get_parent (widget))))
    g_ptr_array_add ((GPtrArray *) labels,
                     (gpointer) gtk_label_get_label (GTK_LABEL (gtk_widget_get_first_child (gtk_widget_get_parent (widget)))));
  return FALSE;
}

/* Walk 8 (360x640, es): the Faction list opened for Bea ticked Ana's
 * "Mecánica" while Bea's field said "Sin introducir": a row's tick was
 * set when the row was made and kept through later choices. It follows
 * the field's choice, each time the list opens. */
static void
test_list_ticks_the_choice (void)
{
  Table table;
  GtkWidget *faction, *popover;
  g_autoptr (GPtrArray) ticked = g_ptr_array_new ();
  guint warfare;

  test_set_language ("es");
  test_rumble_start (&table, 360, 640, 2, ANA, RB_DIRECTION_CLOCKWISE);
  gtk_window_present (GTK_WINDOW (table.window));
  faction = test_rumble_control (&table, MC_RUMBLE_CONTROL_CARD_FACTION);
  popover = test_ui_find_widget (faction, is_of_type, GSIZE_TO_POINTER (GTK_TYPE_POPOVER));
  warfare = test_rumble_item (&table, MC_RUMBLE_CONTROL_CARD_FACTION, "Bélica");
  /* Warfare picked in the open list, as a tap picks it, and the list
   * opened again. */
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  gtk_popover_popup (GTK_POPOVER (popover));
  test_ui_wait_for_frame (popover);
  test_ui_wait_for_frame (popover);
  g_assert_true (gtk_widget_get_mapped (popover));
  test_ui_find_widget (popover, gather_ticked, ticked);
  g_assert_cmpuint (ticked->len, ==, 1);
  g_ptr_array_set_size (ticked, 0);
  test_rumble_choose (&table, MC_RUMBLE_CONTROL_CARD_FACTION, warfare);
  test_ui_wait_for_frame (popover);
  test_ui_find_widget (popover, gather_ticked, ticked);
  g_assert_cmpuint (ticked->len, ==, 1);
  g_assert_cmpstr (ticked->pdata[0], ==, "Bélica");
  g_ptr_array_set_size (ticked, 0);
  gtk_popover_popdown (GTK_POPOVER (popover));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (faction)), ==, warfare);
  gtk_popover_popup (GTK_POPOVER (popover));
  test_ui_wait_for_frame (popover);
  test_ui_wait_for_frame (popover);
  test_ui_find_widget (popover, gather_ticked, ticked);
  for (guint i = 0; i < ticked->len; i++)
    g_test_message ("ticked: %s", (const char *) ticked->pdata[i]);
  g_assert_cmpuint (ticked->len, ==, 1);
  g_assert_cmpstr (ticked->pdata[0], ==,
                   gtk_string_object_get_string (GTK_STRING_OBJECT (gtk_drop_down_get_selected_item (GTK_DROP_DOWN (faction)))));
  gtk_popover_popdown (GTK_POPOVER (popover));
  gtk_window_destroy (GTK_WINDOW (table.window));
  test_set_language ("C");
}

static gboolean
is_row_labelled (GtkWidget    *widget,
                 gconstpointer text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0;
}

/* Walk 8 (360x640, es): with the Faction field near the screen's foot,
 * opening its list scrolled the page 105 px, and a pair low in the list
 * 74 px more: the page followed the focus into the list (which is not on
 * the page), so Reveal and the field moved under the finger. */
static void
test_the_page_stays_as_the_list_opens (void)
{
  Table table;
  GtkWidget *faction, *popover, *row;
  GtkAdjustment *page;
  graphene_rect_t bounds;
  double before;

  test_set_language ("es");
  test_rumble_start_clash (&table, 360, 640);
  gtk_window_present (GTK_WINDOW (table.window));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  faction = test_rumble_control (&table, MC_RUMBLE_CONTROL_REVEAL_FACTION);
  page = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (faction,
                                                                                            GTK_TYPE_SCROLLED_WINDOW)));
  /* The page scrolled a little, as a player scrolls down the form. */
  g_assert_true (gtk_widget_compute_bounds (faction, GTK_WIDGET (table.window), &bounds));
  g_test_message ("field at y %.0f", bounds.origin.y);
  gtk_adjustment_set_value (page, gtk_adjustment_get_value (page) + bounds.origin.y - 200);
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  before = gtk_adjustment_get_value (page);
  g_test_message ("page scrolled to %.0f of %.0f", before, gtk_adjustment_get_upper (page));
  g_assert_cmpfloat (before, >, 0.0);

  popover = test_ui_find_widget (faction, is_of_type, GSIZE_TO_POINTER (GTK_TYPE_POPOVER));
  gtk_popover_popup (GTK_POPOVER (popover));
  test_ui_wait_for_frame (popover);
  test_ui_wait_for_frame (popover);
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (page), before, 0.5);
  /* A pair low in the list gets the focus, as a tap or the arrow keys give it. */
  row = test_ui_find_widget (popover, is_row_labelled, "Mecánica + Bélica");
  g_assert_nonnull (row);
  row = gtk_widget_get_parent (gtk_widget_get_parent (row));  /* the list's row around its box */
  g_assert_true (gtk_widget_grab_focus (row));
  test_ui_wait_for_frame (popover);
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_test_message ("page at %.0f with the list open", gtk_adjustment_get_value (page));
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (page), before, 0.5);
  gtk_popover_popdown (GTK_POPOVER (popover));

  /* The page still follows the keyboard: from its foot, the field
   * focused comes into view. */
  /* The list gone and the focus back where it goes (under load it came
   * back to the field after the page was scrolled, and scrolled it back:
   * a flaky run), then the page scrolled to its foot, the focus off it. */
  for (guint frame = 0; frame < 3; frame++)
    test_ui_wait_for_frame (GTK_WIDGET (table.window));
  gtk_window_set_focus (GTK_WINDOW (table.window), NULL);
  gtk_adjustment_set_value (page, gtk_adjustment_get_upper (page));
  test_ui_wait_for_frame (GTK_WIDGET (table.window));
  g_assert_true (gtk_widget_compute_bounds (faction, GTK_WIDGET (table.window), &bounds));
  g_assert_cmpfloat (bounds.origin.y, <, 0.0);
  g_assert_true (gtk_widget_grab_focus (faction));
  for (guint frame = 0; frame < 10; frame++)
    {
      test_ui_wait_for_frame (GTK_WIDGET (table.window));
      g_assert_true (gtk_widget_compute_bounds (faction, GTK_WIDGET (table.window), &bounds));
      if (bounds.origin.y >= 0.0)
        break;
    }
  g_test_message ("focused field at y %.0f", bounds.origin.y);
  g_assert_cmpfloat (bounds.origin.y, >=, 0.0);
  gtk_window_destroy (GTK_WINDOW (table.window));
  test_set_language ("C");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  test_ui_init (&argc, &argv);
  for (guint i = 0; i < G_N_ELEMENTS (walks); i++)
    {
      g_autofree char *reveal = g_strdup_printf ("/ui-rumble-factions/reveal-holds-still-%dx%d/%s", walks[i].width,
                                                 walks[i].height, walks[i].language);
      g_autofree char *build = g_strdup_printf ("/ui-rumble-factions/build-holds-still-%dx%d/%s", walks[i].width,
                                                walks[i].height, walks[i].language);

      g_test_add_data_func (reveal, &walks[i], test_reveal_holds_still);
      g_test_add_data_func (build, &walks[i], test_build_holds_still);
    }
  g_test_add_func ("/ui-rumble-factions/list-fits-360x640/es", test_list_fits_a_phone);
  g_test_add_func ("/ui-rumble-factions/list-ticks-the-choice-360x640/es", test_list_ticks_the_choice);
  g_test_add_func ("/ui-rumble-factions/page-stays-as-the-list-opens-360x640/es", test_the_page_stays_as_the_list_opens);
  status = g_test_run ();
  test_ui_finish ();
  return status;
}
