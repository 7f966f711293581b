/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "journal/mc-card-memory.h"
#include "mechs/tem-narration.h"
#include "mechs/tem-rule-topic.h"
#include "session/mc-game-summary.h"
#include "mc-end-round-dialog.h"
#include "mc-history-page.h"
#include "mc-setup-page.h"
#include "mc-share-table-dialog.h"
#include "mc-table-page.h"
#include "mc-tooltip.h"
#include "mc-window-private.h"

/* The window's pages and its actions: what the menus, the keyboard and
 * the pages' buttons do. */

static void
open_rules (McWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);

  if (!g_str_equal (page, "rules"))
    {
      g_free (self->page_before_rules);
      self->page_before_rules = g_strdup (page);
      /* From a game, its own rules first. */
      if (g_str_equal (page, "rumble"))
        mc_rules_page_set_game (self->rules_page, MC_GAME_RUMBLEBOTS);
      else if (g_str_equal (page, "table"))
        mc_rules_page_set_game (self->rules_page, MC_GAME_TINY_EPIC_MECHS);
    }
  _mc_window_show_page (self, "rules");
}

static void
show_rules_activated_cb (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  McWindow *self = user_data;

  open_rules (self);
  mc_rules_page_show_list (self->rules_page);
  mc_rules_page_focus_search (self->rules_page);
}

/* The keyboard shortcuts window, built when first asked for, and sized to
 * the window it belongs to so that it fits a phone as well as a laptop. */
static void
show_help_overlay_activated_cb (GSimpleAction *action,
                                GVariant      *parameter,
                                gpointer       user_data)
{
  McWindow *self = user_data;

  if (self->shortcuts_window == NULL)
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_PATH "/ui/help-overlay.ui");
      GtkWindow *window = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));

      gtk_window_set_transient_for (window, GTK_WINDOW (self));
      gtk_window_set_destroy_with_parent (window, TRUE);
      g_set_weak_pointer (&self->shortcuts_window, window);
    }
  gtk_window_set_default_size (self->shortcuts_window, MIN (gtk_widget_get_width (GTK_WIDGET (self)), 520),
                               MIN (gtk_widget_get_height (GTK_WIDGET (self)), 640));
  gtk_window_present (self->shortcuts_window);
}

/* "R-A5" or a topic's ID: that topic. */
static void
show_rule_activated_cb (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  McWindow *self = user_data;
  const char *what = g_variant_get_string (parameter, NULL);

  if (!mc_rules_page_show_rule (self->rules_page, what) && !mc_rules_page_show_topic (self->rules_page, what))
    return;
  open_rules (self);
}

static void
show_refused_rule_activated_cb (GSimpleAction *action,
                                GVariant      *parameter,
                                gpointer       user_data)
{
  McWindow *self = user_data;

  if (self->refused_rule != NULL && mc_rules_page_show_rule (self->rules_page, self->refused_rule))
    open_rules (self);
}

/* Switches page; the back button goes with the pages that have no way
 * out, the title and Undo with the page (update_header). */
void
_mc_window_show_page (McWindow   *self,
           const char *name)
{
  /* The game's page: each game has its own table. */
  if (g_str_equal (name, "table") && mc_session_get_game_kind (self->session) == MC_GAME_RUMBLEBOTS)
    {
      _mc_window_ensure_rumble_page (self);
      name = "rumble";
    }
  gtk_stack_set_visible_child_name (self->stack, name);
  gtk_widget_set_visible (self->back_button, g_str_equal (name, "history") || g_str_equal (name, "rules")
                                             || g_str_equal (name, "catalogue"));
  /* Undo acts on the game: its toast goes when the game is not shown. */
  if (!g_str_equal (name, "table") && !g_str_equal (name, "rumble") && self->toast != NULL
      && (g_strcmp0 (adw_toast_get_action_name (self->toast), "win.undo") == 0
          || g_strcmp0 (adw_toast_get_action_name (self->toast), "win.redo") == 0))
    adw_toast_dismiss (self->toast);
  _mc_window_update_header (self);
}

/* Offers the newest unfinished game on the welcome page. */
void
_mc_window_find_game_to_resume (McWindow *self)
{
  g_autoptr(McGameSummary) summary = mc_game_summary_find_resumable (self->games_dir);

  g_clear_pointer (&self->resume_path, g_free);
  if (summary != NULL)
    {
      g_autofree char *players = mc_game_summary_dup_players (summary);
      g_autofree char *label = NULL;

      /* Translators: under "Resume Game": "Ana, Ben and Cleo · round 3" */
      label = g_strdup_printf (_("%s · round %u"), players, summary->round);
      gtk_label_set_label (self->resume_label, label);
      self->resume_path = g_strdup (summary->path);
    }

  gtk_widget_set_visible (self->resume_button, self->resume_path != NULL);
}

/* A Rumblebots game from the form: its own action, the same session. */
static void
start_rumble (McWindow    *self,
              McSetupPage *page)
{
  RbAction action;
  g_autoptr(GError) error = NULL;

  if (!mc_setup_page_build_rumble_action (page, &action, &error)
      || !mc_session_start_rumble (self->session, &action, &error))
    {
      mc_setup_page_show_problem (page, error->message);
      return;
    }
  mc_setup_page_show_problem (page, NULL);
  _mc_window_show_page (self, "table");
}

/* The Rumblebots table, built the first time a Rumblebots game is shown. */
McRumbleTablePage *
_mc_window_ensure_rumble_page (McWindow *self)
{
  if (self->rumble_page != NULL)
    return self->rumble_page;

  self->rumble_page = MC_RUMBLE_TABLE_PAGE (g_object_new (MC_TYPE_RUMBLE_TABLE_PAGE, NULL));
  mc_rumble_table_page_set_session (self->rumble_page, self->session);
  mc_rumble_phase_panel_set_cards (mc_rumble_table_page_get_phase_panel (self->rumble_page), self->cards);
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->rumble_page), "rumble");
  return self->rumble_page;
}

static void
setup_start_requested_cb (McWindow    *self,
                          McSetupPage *page)
{
  TemAction action;
  g_autoptr(GError) error = NULL;

  if (mc_setup_page_get_game_kind (page) == MC_GAME_RUMBLEBOTS)
    {
      start_rumble (self, page);
      return;
    }

  /* Why not is said next to Start, never in a toast over it. */
  if (!mc_setup_page_build_action (page, &action, &error))
    {
      mc_setup_page_show_problem (page, error->message);
      return;
    }

  if (!mc_session_start (self->session, &action, &error))
    {
      mc_setup_page_show_problem (page, error->message);
      return;
    }
  mc_setup_page_show_problem (page, NULL);
  _mc_window_recall_cards (self, &action.new_game);
  _mc_window_show_page (self, "table");
}

static void
setup_cancel_requested_cb (McWindow    *self,
                           McSetupPage *page)
{
  _mc_window_show_page (self, mc_session_has_game (self->session) ? "table" : "welcome");
}

/* The new-game form, built the first time it is needed: most starts
 * resume a game or show the welcome page, and the form is the heaviest
 * page to build. */
McSetupPage *
_mc_window_ensure_setup_page (McWindow *self)
{
  if (self->setup_page != NULL)
    return self->setup_page;

  self->setup_page = MC_SETUP_PAGE (g_object_new (MC_TYPE_SETUP_PAGE, NULL));
  g_signal_connect_object (self->setup_page, "start-requested", G_CALLBACK (setup_start_requested_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->setup_page, "cancel-requested", G_CALLBACK (setup_cancel_requested_cb), self,
                           G_CONNECT_SWAPPED);
  mc_setup_page_set_resource_top (self->setup_page, g_settings_get_int (self->settings, "resource-track-top"));
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->setup_page), "setup");
  return _mc_window_ensure_setup_page (self);
}

static void
new_game_activated_cb (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  McWindow *self = user_data;

  _mc_window_ensure_setup_page (self);
  /* What the catalogue knows fills the form: pilots' health, the robots' mix. */
  for (guint i = 0; i < TEM_MAX_PLAYERS; i++)
    mc_setup_player_set_cards (mc_setup_page_get_player (self->setup_page, i), self->cards);
  if (self->cards != NULL && mc_card_memory_get_program_twice (self->cards) != TEM_PROGRAM_NONE)
    mc_setup_page_set_robot_duplicate (self->setup_page, mc_card_memory_get_program_twice (self->cards));
  mc_setup_page_set_can_cancel (self->setup_page, mc_session_has_game (self->session));
  _mc_window_show_page (self, "setup");
  mc_setup_page_focus_first (self->setup_page);
}

static void
undo_activated_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  McWindow *self = user_data;

  mc_session_undo (self->session);
}

static void
redo_activated_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  McWindow *self = user_data;

  mc_session_redo (self->session);
}

static void
end_round_activated_cb (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  McWindow *self = user_data;

  /* Asked first: scored with the points shown, or unscored by hand. */
  gtk_window_present (GTK_WINDOW (mc_end_round_dialog_new (GTK_WINDOW (self), self->session, self->cards)));
}

static void
resume_activated_cb (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  McWindow *self = user_data;
  g_autoptr(GFile) file = NULL;

  if (self->resume_path == NULL)
    return;

  file = g_file_new_for_path (self->resume_path);
  mc_window_open_file (self, file);
}

static void
show_history_activated_cb (GSimpleAction *action,
                           GVariant      *parameter,
                           gpointer       user_data)
{
  McWindow *self = user_data;

  mc_history_page_refresh (self->history_page, self->games_dir);
  _mc_window_show_page (self, "history");
}

static void
back_activated_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  McWindow *self = user_data;

  if (g_str_equal (gtk_stack_get_visible_child_name (self->stack), "catalogue"))
    {
      _mc_window_show_page (self, self->page_before_rules != NULL ? self->page_before_rules : "welcome");
      return;
    }
  if (g_str_equal (gtk_stack_get_visible_child_name (self->stack), "rules"))
    {
      /* Back through the topics first, then to where the rules were opened. */
      if (mc_rules_page_is_showing_topic (self->rules_page))
        mc_rules_page_show_list (self->rules_page);
      else
        _mc_window_show_page (self, self->page_before_rules != NULL ? self->page_before_rules : "welcome");
      return;
    }
  if (!g_str_equal (gtk_stack_get_visible_child_name (self->stack), "history"))
    return;
  _mc_window_show_page (self, mc_session_has_game (self->session) ? "table" : "welcome");
}

/* The turn panel from the keyboard: only on the table page. */
static McTurnPanel *
shown_turn_panel (McWindow *self)
{
  if (g_strcmp0 (mc_window_get_visible_page (self), "table") != 0)
    return NULL;
  return mc_table_page_get_turn_panel (self->table_page);
}

static void
turn_next_activated_cb (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  McWindow *self = MC_WINDOW (user_data);
  McTurnPanel *panel = shown_turn_panel (self);

  if (panel != NULL)
    mc_turn_panel_activate_primary (panel);
  else if (g_strcmp0 (mc_window_get_visible_page (self), "rumble") == 0 && self->rumble_page != NULL)
    mc_rumble_phase_panel_activate_primary (mc_rumble_table_page_get_phase_panel (self->rumble_page));
}

static void
turn_card_activated_cb (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  McTurnPanel *panel = shown_turn_panel (MC_WINDOW (user_data));
  int card = g_variant_get_int32 (parameter);

  if (panel != NULL && tem_program_is_valid (card))
    mc_turn_panel_choose_card (panel, card);
}

static void
turn_direction_activated_cb (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  McTurnPanel *panel = shown_turn_panel (MC_WINDOW (user_data));
  int direction = g_variant_get_int32 (parameter);

  if (panel != NULL && tem_direction_is_valid (direction))
    mc_turn_panel_choose_direction (panel, direction);
}

/* The cards in the box, and the numbers the players entered. */
static void
show_catalogue_activated_cb (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  McWindow *self = user_data;
  const char *page = gtk_stack_get_visible_child_name (self->stack);

  if (!g_str_equal (page, "catalogue") && !g_str_equal (page, "rules"))
    {
      g_free (self->page_before_rules);
      self->page_before_rules = g_strdup (page);
    }
  mc_catalogue_page_refresh (self->catalogue_page);
  _mc_window_show_page (self, "catalogue");
}

/* The game, read-only, on the players' phones (issue 19). */
static void
share_table_activated_cb (GSimpleAction *action,
                          GVariant      *parameter,
                          gpointer       user_data)
{
  McWindow *self = user_data;

  mc_share_table_dialog_present_for (GTK_WINDOW (self), self->session);
}

const GActionEntry _mc_window_win_actions[] = {
  { "share-table", share_table_activated_cb, NULL, NULL, NULL, { 0 } },
  { "show-help-overlay", show_help_overlay_activated_cb, NULL, NULL, NULL, { 0 } },
  { "show-catalogue", show_catalogue_activated_cb, NULL, NULL, NULL, { 0 } },
  { "show-rules", show_rules_activated_cb, NULL, NULL, NULL, { 0 } },
  { "show-rule", show_rule_activated_cb, "s", NULL, NULL, { 0 } },
  { "show-refused-rule", show_refused_rule_activated_cb, NULL, NULL, NULL, { 0 } },
  { "turn-next", turn_next_activated_cb, NULL, NULL, NULL, { 0 } },
  { "turn-card", turn_card_activated_cb, "i", NULL, NULL, { 0 } },
  { "turn-direction", turn_direction_activated_cb, "i", NULL, NULL, { 0 } },
  { "resume", resume_activated_cb, NULL, NULL, NULL, { 0 } },
  { "show-history", show_history_activated_cb, NULL, NULL, NULL, { 0 } },
  { "back", back_activated_cb, NULL, NULL, NULL, { 0 } },
  { "new-game", new_game_activated_cb, NULL, NULL, NULL, { 0 } },
  { "undo", undo_activated_cb, NULL, NULL, NULL, { 0 } },
  { "redo", redo_activated_cb, NULL, NULL, NULL, { 0 } },
  { "end-round", end_round_activated_cb, NULL, NULL, NULL, { 0 } },
};
