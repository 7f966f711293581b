/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include <adwaita.h>

#include "mc-numbers-strip.h"
#include "mc-table-page-private.h"
#include "mc-table-round.h"
#include "mc-tooltip.h"
#include "mc-widget-move.h"

/* The table, laid out for the width it gets. On a laptop: the arena and
 * the players on the left, the round and the turn on the right with the
 * window's full height. On a phone: the round, the arena and the players
 * as a carousel, the turn a sheet at the bottom. Panels move between the
 * two, never built twice; a band is kept for toasts, so no button moves. */

G_DEFINE_FINAL_TYPE (McTablePage, mc_table_page, GTK_TYPE_WIDGET)

static void
remove_panels (McTablePage *self)
{
  for (guint i = 0; i < self->n_panels; i++)
    mc_widget_take_out (GTK_WIDGET (g_steal_pointer (&self->panels[i])));
  self->n_panels = 0;
}

static void
add_panel (McTablePage *self,
           GtkWidget   *panel)
{
  gboolean narrow = self->layout == LAYOUT_NARROW;

  mc_player_panel_set_narrow (MC_PLAYER_PANEL (panel), narrow || self->panels_narrow);
  /* A carousel page as wide as the carousel. */
  gtk_widget_set_hexpand (panel, narrow);
  if (narrow)
    adw_carousel_append (self->players_carousel, panel);
  else
    gtk_flow_box_append (self->players_flow, panel);
}

/* The carousel's page one before or after the one shown. */
static void
step_carousel (McTablePage *self,
               int          step)
{
  int page = (int) round (adw_carousel_get_position (self->players_carousel)) + step;

  if (page < 0 || (guint) page >= adw_carousel_get_n_pages (self->players_carousel))
    return;
  adw_carousel_scroll_to (self->players_carousel, adw_carousel_get_nth_page (self->players_carousel, (guint) page),
                          TRUE);
}

static void
previous_player_activated_cb (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  step_carousel (MC_TABLE_PAGE (widget), -1);
}

static void
next_player_activated_cb (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  step_carousel (MC_TABLE_PAGE (widget), 1);
}

/* Previous and Next greyed at the ends. */
static void
carousel_moved_cb (McTablePage *self)
{
  double position = adw_carousel_get_position (self->players_carousel);
  guint n_pages = adw_carousel_get_n_pages (self->players_carousel);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.previous-player", round (position) > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.next-player", round (position) + 1 < n_pages);
}

static void
rebuild_panels (McTablePage *self)
{
  const TemGame *game = mc_session_get_game (self->session);

  remove_panels (self);
  self->shown_seat = -1;
  self->arena_for_width = -1;
  for (guint seat = 0; seat < game->n_players; seat++)
    {
      GtkWidget *panel = mc_player_panel_new (self->session, seat);

      add_panel (self, panel);
      self->panels[self->n_panels++] = MC_PLAYER_PANEL (panel);
    }
}

static void update_sheet (McTablePage *self);

/* Numbers only: the players keep the game at the table, the app the
 * numbers and the rounds; no turn panel. A round begun in the other mode
 * is finished through the turn panel, so it stays while cards are played. */
static gboolean
numbers_only (McTablePage *self)
{
  g_autofree char *mode = g_settings_get_string (self->settings, "table-mode");
  const TemGame *game = self->session != NULL ? mc_session_get_game (self->session) : NULL;

  return g_str_equal (mode, "numbers") && (game == NULL || game->phase != TEM_PHASE_EXECUTION);
}

static void
show_turn (McTablePage *self)
{
  gboolean narrow = self->layout == LAYOUT_NARROW;
  gboolean turn = !numbers_only (self);

  gtk_widget_set_visible (self->sheet, narrow && turn);
  gtk_widget_set_visible (GTK_WIDGET (self->turn_overlay), !narrow && turn);
}

/* On a phone the round and the arena head the page. On a laptop the
 * round heads the turn, which keeps the window's height; the arena heads
 * the left column, above the players' scroll (@compact when all would
 * not fit): in view whoever plays. */
void
_mc_table_page_place_arena (McTablePage *self,
                            gboolean     compact)
{
  gboolean narrow = self->layout == LAYOUT_NARROW;

  mc_widget_move_into (self->round_bar, narrow ? self->main_box : GTK_WIDGET (self->turn_box), NULL);
  mc_widget_move_into (GTK_WIDGET (self->arena_view), narrow ? self->main_box : self->left_box,
                       narrow ? self->round_bar : NULL);
  if (narrow)
    gtk_widget_remove_css_class (GTK_WIDGET (self->arena_view), "column-head");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->arena_view), "column-head");
  mc_arena_view_set_compact (self->arena_view, narrow || compact);
}

/* Moves the turn panel and the player panels where @layout puts them. */
void
_mc_table_page_set_layout (McTablePage *self,
            Layout       layout)
{
  gboolean narrow = layout == LAYOUT_NARROW;
  GtkWidget *turn = GTK_WIDGET (self->turn_panel);
  GtkGridLayoutChild *end_round;

  if (self->layout == layout)
    return;
  self->layout = layout;
  /* The laptop column's room under its last card is its own, and so
   * are the folded cards of a combat. */
  gtk_widget_set_margin_bottom (self->main_box, 0);
  self->column_room = 0;
  for (guint i = 0; i < self->n_panels; i++)
    mc_player_panel_set_folded (self->panels[i], FALSE);
  gtk_flow_box_set_homogeneous (self->players_flow, TRUE);
  self->shown_focus = 0;
  /* First: the steps shown again below lay themselves out by it. */
  if (narrow)
    gtk_widget_add_css_class (GTK_WIDGET (self), "narrow");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "narrow");

  g_object_ref (turn);
  if (gtk_widget_get_parent (turn) == GTK_WIDGET (self->turn_box))
    gtk_box_remove (self->turn_box, turn);
  else
    gtk_scrolled_window_set_child (self->sheet_scroller, NULL);
  /* On a laptop the turn's card runs the column's height; in the sheet
   * it takes what it needs, the arena above it. */
  gtk_widget_set_vexpand (turn, !narrow);
  if (narrow)
    gtk_scrolled_window_set_child (self->sheet_scroller, turn);
  else
    gtk_box_prepend (self->turn_box, turn);
  g_object_unref (turn);
  mc_turn_panel_refresh (self->turn_panel);
  _mc_table_page_place_arena (self, self->arena_compact);
  self->arena_for_width = -1;

  for (guint i = 0; i < self->n_panels; i++)
    {
      GtkWidget *panel = g_object_ref (GTK_WIDGET (self->panels[i]));

      mc_widget_take_out (panel);
      add_panel (self, panel);
      g_object_unref (panel);
    }
  self->shown_seat = -1;

  gtk_widget_set_visible (GTK_WIDGET (self->players_flow), !narrow);
  gtk_widget_set_visible (self->carousel_box, narrow);
  show_turn (self);
  update_sheet (self);
  /* "Round 1 of 6", who starts and the two buttons in 360 px. */
  gtk_box_set_spacing (self->round_row, narrow ? 4 : 12);
  /* Share the Table is in the main menu too: a phone keeps the room for the
   * round, whole; End Round under its hint (beside: a column of 8 lines). */
  gtk_widget_set_visible (self->share_button, !narrow);
  end_round = GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (
    gtk_widget_get_layout_manager (gtk_widget_get_parent (self->end_round_button)), self->end_round_button));
  gtk_grid_layout_child_set_column (end_round, narrow ? 0 : 1);
  gtk_grid_layout_child_set_row (end_round, narrow ? 1 : 0);
  gtk_widget_set_halign (self->end_round_button, narrow ? GTK_ALIGN_END : GTK_ALIGN_FILL);
  mc_turn_panel_set_title_shown (self->turn_panel, !narrow);   /* a phone: in the sheet's handle */

  update_sheet (self);
}

/* Whether the cards are being played: on a phone the round bar then
 * leaves the board to the arena. */
static gboolean
cards_being_played (McTablePage *self)
{
  const TemGame *game = self->session != NULL ? mc_session_get_game (self->session) : NULL;

  return game != NULL && tem_game_has_started (game) && !game->over && game->phase == TEM_PHASE_EXECUTION;
}

/* The layout the page has, or before its first size the one its
 * window's width will give it (a game's first toast comes then). */
static Layout
layout_for_now (McTablePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  int width = 0, height = 0;

  if (self->layout != LAYOUT_NONE)
    return self->layout;
  if (GTK_IS_WINDOW (root))
    {
      width = gtk_widget_get_width (GTK_WIDGET (root));
      if (width <= 0)
        gtk_window_get_default_size (GTK_WINDOW (root), &width, &height);
    }
  return width >= WIDE_LAYOUT_WIDTH ? LAYOUT_WIDE : LAYOUT_NARROW;
}

/* A phone's sheet between rounds, the round bar heading a short board:
 * the toasts at the window's foot over a band the sheet keeps empty. */
static gboolean
sheet_keeps_toast_band (McTablePage *self)
{
  return layout_for_now (self) == LAYOUT_NARROW && gtk_toggle_button_get_active (self->sheet_toggle)
         && !cards_being_played (self);
}

static void
update_sheet (McTablePage *self)
{
  gboolean open = gtk_toggle_button_get_active (self->sheet_toggle);
  const TemGame *game = self->session != NULL ? mc_session_get_game (self->session) : NULL;
  gboolean playing = cards_being_played (self);

  gtk_revealer_set_reveal_child (self->sheet_revealer, open);
  gtk_image_set_from_icon_name (self->sheet_icon, open ? "pan-down-symbolic" : "pan-up-symbolic");
  if (game != NULL)   /* the numbers the step is about, in sight */
    mc_numbers_strip_show_game (self->numbers_strip, game);
  /* On a phone, while the cards are played, the round is in the header:
   * the arena gets the room, so the zones the step is about stay in view. */
  gtk_widget_set_visible (self->round_bar, !(self->layout == LAYOUT_NARROW && open && playing));
  /* Else the round bar heads a short board, and a toast over the board's
   * foot lay on End Round (walk 11: a tap meant for it undid the round's
   * end): the toasts go to the window's foot, over a band the sheet keeps
   * empty for them. */
  if (sheet_keeps_toast_band (self))
    gtk_widget_add_css_class (self->sheet, "toast-band");
  else
    gtk_widget_remove_css_class (self->sheet, "toast-band");
}

/* A new step (a new title) is shown from its top: what to do first. */
static void
show_turn_from_top (McTablePage *self)
{
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->sheet_scroller), 0);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->turn_scroller), 0);
}

static void
sheet_toggled_cb (McTablePage *self)
{
  update_sheet (self);
  if (gtk_toggle_button_get_active (self->sheet_toggle))
    show_turn_from_top (self);
}

/* The menu is made when first opened (a popover menu built at every change
 * cost each tap, and the start-up, its widgets) and again after a new game
 * renames the players. */
static void
create_correct_menu_cb (GtkMenuButton *button,
                        gpointer       user_data)
{
  McTablePage *self = user_data;
  g_autoptr(GMenuModel) menu = mc_table_round_build_correct_menu (mc_session_get_game (self->session));

  gtk_menu_button_set_menu_model (button, menu);
}

static void
update (McTablePage *self)
{
  const TemGame *game = mc_session_get_game (self->session);
  g_autofree char *round = NULL;
  g_autofree char *starting = NULL;
  g_autofree char *hint = NULL;

  if (!tem_game_has_started (game))
    return;

  mc_table_round_describe (game, numbers_only (self), &round, &starting, &hint);
  gtk_label_set_label (self->round_label, round);
  gtk_label_set_label (self->starting_label, starting);
  gtk_label_set_label (self->hint_label, hint);
  /* Whole while the game goes on; then three lines, the rest in its tooltip. */
  gtk_label_set_lines (self->hint_label, game->over ? 3 : 12);
  mc_tooltip_set_text (GTK_WIDGET (self->hint_label), hint);
  /* Once cards are being played, the turn panel ends the round; End Round
   * here asks first, then scores or says it is unscored. */
  gtk_widget_set_visible (self->end_round_button,
                          !game->over && (game->phase == TEM_PHASE_PROGRAM
                                          || (numbers_only (self) && game->phase == TEM_PHASE_ROUND_END)));
  show_turn (self);
}

static void
session_changed_cb (McTablePage    *self,
                    McSessionChange change,
                    const char     *description)
{
  if (change == MC_SESSION_CHANGE_STARTED)
    {
      rebuild_panels (self);
      gtk_menu_button_set_menu_model (self->correct_button, NULL);
      /* Another game from the top, the arena in view (walk 20: a solo
       * game begun from the menu kept the last one's scroll). */
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->main_scroller), 0);
    }
  update (self);
}

/* After the turn panel's own handler, so its title is the new one. */
static void
session_changed_after_cb (McTablePage *self)
{
  update_sheet (self);
  _mc_table_page_show_current_player (self);
}

static void
correct (McTablePage *self,
         TemField     field,
         int          value)
{
  TemAction action;

  tem_action_init_correct (&action, 0, field, value);
  mc_session_apply (self->session, &action, NULL);
}

static void
set_round_activated_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  correct (MC_TABLE_PAGE (widget), TEM_FIELD_ROUND, g_variant_get_int32 (parameter));
}

static void
set_starting_player_activated_cb (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  correct (MC_TABLE_PAGE (widget), TEM_FIELD_STARTING_PLAYER, g_variant_get_int32 (parameter));
}

/* A tap on a zone edits its card as it lies on the table. */
static void
zone_activated_cb (McTablePage *self,
                   int          cell)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  McNeedDialog *dialog = mc_need_dialog_new_zone_with_cards (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                             self->session, self->cards, cell);

  gtk_window_present (GTK_WINDOW (dialog));
}

static void
table_mode_changed_cb (McTablePage *self)
{
  if (self->session != NULL && tem_game_has_started (mc_session_get_game (self->session)))
    update (self);
  else
    show_turn (self);
}

/* The window's size says the layout before the next frame lays it out
 * (drawn with the right style); a maximized window keeps its default
 * size, so size_allocate() has the last word. */
static void
window_default_width_cb (McTablePage *self,
                         GParamSpec  *pspec,
                         GtkWindow   *window)
{
  int width, height;

  if (gtk_window_is_maximized (window) || gtk_window_is_fullscreen (window))
    return;
  gtk_window_get_default_size (window, &width, &height);
  if (width > 0)
    _mc_table_page_set_layout (self, width >= WIDE_LAYOUT_WIDTH ? LAYOUT_WIDE : LAYOUT_NARROW);
}

static void
mc_table_page_root (GtkWidget *widget)
{
  McTablePage *self = MC_TABLE_PAGE (widget);
  GtkRoot *root;

  GTK_WIDGET_CLASS (mc_table_page_parent_class)->root (widget);

  root = gtk_widget_get_root (widget);
  /* Not read now: the window may still be in its own init. */
  if (GTK_IS_WINDOW (root))
    g_signal_connect_object (root, "notify::default-width", G_CALLBACK (window_default_width_cb), self,
                             G_CONNECT_SWAPPED);
}

static void
mc_table_page_unroot (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  if (root != NULL)
    g_signal_handlers_disconnect_by_func (root, window_default_width_cb, widget);

  GTK_WIDGET_CLASS (mc_table_page_parent_class)->unroot (widget);
}

static void
mc_table_page_dispose (GObject *object)
{
  McTablePage *self = MC_TABLE_PAGE (object);
  GtkWidget *child;

  if (self->scroll_tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self->players_carousel), self->scroll_tick);
      self->scroll_tick = 0;
    }
  if (self->column_tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->column_tick);
      self->column_tick = 0;
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), MC_TYPE_TABLE_PAGE);
  /* Template roots without an id are not bound, so not cleared above. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (mc_table_page_parent_class)->dispose (object);
}

static void
mc_table_page_class_init (McTablePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_table_page_dispose;
  widget_class->measure = _mc_table_page_measure;
  widget_class->size_allocate = _mc_table_page_size_allocate;
  widget_class->root = mc_table_page_root;
  widget_class->unroot = mc_table_page_unroot;

  g_type_ensure (MC_TYPE_ARENA_VIEW);
  g_type_ensure (MC_TYPE_TURN_PANEL);
  g_type_ensure (MC_TYPE_NUMBERS_STRIP);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-table-page.ui");
  gtk_widget_class_bind_template_child (widget_class, McTablePage, left_box);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, round_row);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, round_label);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, starting_label);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, hint_label);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, correct_button);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, share_button);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, end_round_button);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, main_box);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, turn_overlay);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, board_overlay);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, turn_scroller);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, main_scroller);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, turn_box);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, carousel_box);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, players_carousel);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, sheet);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, sheet_toggle);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, sheet_icon);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, sheet_label);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, sheet_revealer);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, numbers_strip);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, round_bar);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, sheet_scroller);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, players_flow);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, arena_view);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, turn_panel);
  gtk_widget_class_bind_template_callback (widget_class, zone_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, carousel_moved_cb);
  gtk_widget_class_bind_template_callback (widget_class, sheet_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, show_turn_from_top);

  gtk_widget_class_install_action (widget_class, "table.set-round", "i", set_round_activated_cb);
  gtk_widget_class_install_action (widget_class, "table.previous-player", NULL, previous_player_activated_cb);
  gtk_widget_class_install_action (widget_class, "table.next-player", NULL, next_player_activated_cb);
  gtk_widget_class_install_action (widget_class, "table.set-starting-player", "i", set_starting_player_activated_cb);

  gtk_widget_class_set_css_name (widget_class, "tablepage");
}

static void
mc_table_page_init (McTablePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Tooltips set here, not in the template (see mc-tooltip.c). */
  mc_tooltip_set_text (GTK_WIDGET (self->correct_button), _("Correct the round or the starting player"));
  mc_tooltip_set_text (self->share_button, _("Share the Table: the game on the players’ phones"));
  mc_tooltip_set_text (self->end_round_button,
                       _("Advance the round and pass the starting player token clockwise"));
  mc_tooltip_set_text (GTK_WIDGET (self->sheet_toggle), _("Show or hide the turn"));
  gtk_menu_button_set_create_popup_func (self->correct_button, create_correct_menu_cb, self, NULL);
  self->arena_for_width = -1;
  self->arena_compact = TRUE;   /* until the first size decides */
  /* Its zones out of the layout (their fonts and text cost about as much
   * as the rest of the page's) until the page gets a size: not for the
   * welcome page, nor before a game is shown. */
  self->arena_held = TRUE;
  mc_arena_view_set_held (self->arena_view, TRUE);

  self->settings = g_settings_new (BASE_APP_ID);
  {
    g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
    g_autoptr(GAction) mode = g_settings_create_action (self->settings, "table-mode");

    g_action_map_add_action (G_ACTION_MAP (group), mode);
    gtk_widget_insert_action_group (GTK_WIDGET (self), "mode", G_ACTION_GROUP (group));
  }
  g_signal_connect_object (self->settings, "changed::table-mode", G_CALLBACK (table_mode_changed_cb), self,
                           G_CONNECT_SWAPPED);
  _mc_table_page_set_layout (self, LAYOUT_WIDE);
}

void
mc_table_page_set_session (McTablePage *self,
                           McSession   *session)
{
  g_return_if_fail (MC_IS_TABLE_PAGE (self));
  g_return_if_fail (MC_IS_SESSION (session));
  g_return_if_fail (self->session == NULL);

  self->session = g_object_ref (session);
  g_signal_connect_object (session, "changed", G_CALLBACK (session_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "changed", G_CALLBACK (session_changed_after_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  mc_arena_view_set_session (self->arena_view, session);
  mc_turn_panel_set_arena (self->turn_panel, self->arena_view);
  mc_turn_panel_set_session (self->turn_panel, session);
  rebuild_panels (self);
  update (self);
  update_sheet (self);
}

McArenaView *
mc_table_page_get_arena (McTablePage *self)
{
  g_return_val_if_fail (MC_IS_TABLE_PAGE (self), NULL);

  return self->arena_view;
}

McTurnPanel *
mc_table_page_get_turn_panel (McTablePage *self)
{
  g_return_val_if_fail (MC_IS_TABLE_PAGE (self), NULL);

  return self->turn_panel;
}

McPlayerPanel *
mc_table_page_get_panel (McTablePage *self,
                         guint        seat)
{
  g_return_val_if_fail (MC_IS_TABLE_PAGE (self), NULL);
  g_return_val_if_fail (seat < self->n_panels, NULL);

  return self->panels[seat];
}

GtkWidget *
mc_table_page_get_end_round_button (McTablePage *self)
{
  g_return_val_if_fail (MC_IS_TABLE_PAGE (self), NULL);

  return self->end_round_button;
}

const char *
mc_table_page_get_hint (McTablePage *self)
{
  g_return_val_if_fail (MC_IS_TABLE_PAGE (self), NULL);

  return gtk_label_get_label (self->hint_label);
}

/* Whether the turn panel shows: in its slot (laptop) or as the sheet. */
gboolean
mc_table_page_shows_turn (McTablePage *self)
{
  g_return_val_if_fail (MC_IS_TABLE_PAGE (self), FALSE);

  return gtk_widget_get_visible (GTK_WIDGET (self->turn_overlay)) || gtk_widget_get_visible (self->sheet);
}

/* Where the turn's toasts go: on a laptop its column's foot, on a phone
 * while the cards are played the board's, above the sheet; NULL for the
 * window's foot (a phone's sheet then keeps a band for them). */
AdwToastOverlay *
mc_table_page_get_toast_overlay (McTablePage *self)
{
  g_return_val_if_fail (MC_IS_TABLE_PAGE (self), NULL);

  /* Visible, not mapped: the toast of a game opened comes before the
   * window's first frame. */
  if (layout_for_now (self) == LAYOUT_WIDE)
    return !numbers_only (self) ? self->turn_overlay : NULL;
  return sheet_keeps_toast_band (self) ? NULL : self->board_overlay;
}

/* @cards (nullable): the window's, for the turn panel's combat abilities. */
void
mc_table_page_set_cards (McTablePage  *self,
                         McCardMemory *cards)
{
  g_return_if_fail (MC_IS_TABLE_PAGE (self));

  self->cards = cards;
  mc_turn_panel_set_cards (self->turn_panel, cards);
}

/* What the turn sheet's handle keeps in sight on a phone, in words ("" when
 * the strip is hidden or the page is wide). */
const char *
mc_table_page_get_numbers_in_sight (McTablePage *self)
{
  g_return_val_if_fail (MC_IS_TABLE_PAGE (self), NULL);

  if (!gtk_widget_get_visible (self->sheet) || !gtk_widget_get_visible (GTK_WIDGET (self->numbers_strip)))
    return "";
  return mc_numbers_strip_get_text (self->numbers_strip);
}

GtkWidget *
mc_table_page_get_sheet (McTablePage *self)
{
  g_return_val_if_fail (MC_IS_TABLE_PAGE (self), NULL);

  return self->sheet;
}
