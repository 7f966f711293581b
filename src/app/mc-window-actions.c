/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "journal/mc-card-memory.h"
#include "mechs/tem-narration.h"
#include "mechs/tem-rule-topic.h"
#include "session/mc-game-summary.h"
#include "session/mc-rules-book.h"
#include "mc-end-round-dialog.h"
#include "mc-history-page.h"
#include "mc-score-chart-dialog.h"
#include "session/mc-session-track.h"
#include "mc-setup-page.h"
#include "mc-share-table-dialog.h"
#include "mc-table-page.h"
#include "mc-tooltip.h"
#include "mc-window-private.h"

/* The window's actions: what the menus, the keyboard and the pages'
 * buttons do. A part of McWindow that uses its pages (mc-window-pages.c)
 * and its toasts, never the window's own file. */

static void
open_rules (McWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);

  if (!g_str_equal (page, "rules"))
    {
      g_free (self->page_before_rules);
      self->page_before_rules = g_strdup (page);
      g_clear_pointer (&self->rules_entry_topic, g_free);
      /* From a game, its own rules first. */
      if (g_str_equal (page, "rumble"))
        mc_rules_page_set_game (self->rules_page, MC_GAME_RUMBLEBOTS);
      else if (g_str_equal (page, "table"))
        mc_rules_page_set_game (self->rules_page, MC_GAME_TINY_EPIC_MECHS);
    }
  _mc_window_show_page (self, "rules");
}

/* The rules opened on a topic by a link from another page (a refusal's
 * rule, a setup hint): Back from that topic goes straight back there,
 * not through a list of results of some older search (the walk tapped
 * Back three times and the third undid a move). */
static void
open_rules_on_topic (McWindow *self)
{
  gboolean from_outside = !g_str_equal (gtk_stack_get_visible_child_name (self->stack), "rules");

  open_rules (self);
  g_free (self->rules_entry_topic);
  self->rules_entry_topic = from_outside ? g_strdup (mc_rules_page_get_topic_id (self->rules_page)) : NULL;
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
      GtkEventController *keys = gtk_shortcut_controller_new ();

      /* Escape closes it, as it does a dialog (an AdwWindow has no such key). */
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                            gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                              gtk_named_action_new ("window.close")));
      gtk_widget_add_controller (GTK_WIDGET (window), keys);
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

  /* A link from the game opens in the language of the sentence that
   * linked it, whatever another player chose on the Rules page before
   * (walk 11: a Spanish refusal opened its topic in Polish). */
  if (!g_str_equal (gtk_stack_get_visible_child_name (self->stack), "rules"))
    mc_rules_page_set_language (self->rules_page, mc_rules_book_guess_language ());
  if (!mc_rules_page_show_rule (self->rules_page, what) && !mc_rules_page_show_topic (self->rules_page, what))
    return;
  open_rules_on_topic (self);
}

static void
show_refused_rule_activated_cb (GSimpleAction *action,
                                GVariant      *parameter,
                                gpointer       user_data)
{
  McWindow *self = user_data;

  if (self->refused_rule != NULL && mc_rules_page_show_rule (self->rules_page, self->refused_rule))
    open_rules_on_topic (self);
}

/* The new-game form, filled with what the catalogue knows: pilots'
 * health, the robots' mix. */
static void
open_new_game_form (McWindow *self)
{
  _mc_window_ensure_setup_page (self);
  for (guint i = 0; i < TEM_MAX_PLAYERS; i++)
    mc_setup_player_set_cards (mc_setup_page_get_player (self->setup_page, i), self->cards);
  if (self->cards != NULL && mc_card_memory_get_program_twice (self->cards) != TEM_PROGRAM_NONE)
    mc_setup_page_set_robot_duplicate (self->setup_page, mc_card_memory_get_program_twice (self->cards));
  mc_setup_page_set_can_cancel (self->setup_page, mc_session_has_game (self->session));
  _mc_window_show_page (self, "setup");
  mc_setup_page_focus_first (self->setup_page);
}

/* The players and the round of the game open, if it is not over. */
static char *
dup_unfinished_game (McWindow *self,
                     guint    *round)
{
  const char *names[MAX (TEM_MAX_PLAYERS, RB_MAX_PLAYERS)];
  guint n_players;

  if (!mc_session_has_game (self->session))
    return NULL;
  if (mc_session_get_game_kind (self->session) == MC_GAME_RUMBLEBOTS)
    {
      const RbGame *game = mc_session_get_rumble_game (self->session);

      if (game->over)
        return NULL;
      n_players = game->n_players;
      for (guint i = 0; i < n_players; i++)
        names[i] = game->players[i].name;
      *round = rb_game_get_round (game);
    }
  else
    {
      const TemGame *game = mc_session_get_game (self->session);

      if (game->over)
        return NULL;
      n_players = game->n_players;
      for (guint i = 0; i < n_players; i++)
        names[i] = game->players[i].name;
      *round = game->round;
    }
  return tem_format_list (names, n_players);
}

static void
unfinished_dialog_response_cb (AdwMessageDialog *dialog,
                               const char       *response,
                               McWindow         *self)
{
  if (g_str_equal (response, "new"))
    open_new_game_form (self);
  else
    _mc_window_show_page (self, "table");
}

/* Focuses the button of @window labelled @label, found under @widget. */
static gboolean
focus_button_labelled (GtkWindow  *window,
                       GtkWidget  *widget,
                       const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    {
      gtk_window_set_focus (window, widget);
      return TRUE;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (focus_button_labelled (window, child, label))
      return TRUE;
  return FALSE;
}

/* A new game while one is unfinished: asked first, the game kept unless
 * the players say otherwise; either way its file stays, and History and
 * the welcome page offer it (issue 24). */
static void
new_game_activated_cb (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  McWindow *self = user_data;
  guint round = 0;
  g_autofree char *players = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "setup") == 0
      || (players = dup_unfinished_game (self, &round)) == NULL)
    {
      open_new_game_form (self);
      return;
    }

  /* Translators: "Ana, Ben and Cleo" and the round of their game */
  body = g_strdup_printf (_("The game of %s, in round %u, stays saved whatever you choose: "
                            "History lists it with Resume."), players, round);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Start a New Game?"), body);
  /* The players' game last: on the right side by side, on top when the
   * buttons stack on a phone, and focused at every width (libadwaita
   * focuses the first button it lays out otherwise, which flips). */
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "new", _("_Start a New Game"),
                                    "keep", _("_Keep Playing"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "keep", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  focus_button_labelled (GTK_WINDOW (dialog), GTK_WIDGET (dialog), _("_Keep Playing"));
  g_signal_connect_object (dialog, "response", G_CALLBACK (unfinished_dialog_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
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

  /* Asked first: scored with the points shown, or unscored by hand; what
   * the turns followed in the app leave unplayed, said. */
  gtk_window_present (GTK_WINDOW (mc_end_round_dialog_new (GTK_WINDOW (self), self->session, self->cards,
                                                           mc_table_page_shows_turn (self->table_page))));
}

static void
resume_activated_cb (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  McWindow *self = user_data;
  g_autofree char *path = g_strdup (self->resume_path);

  if (path != NULL)
    _mc_window_open_path (self, path);
}

/* A saved game named by its file (History's Resume). */
static void
open_game_activated_cb (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  McWindow *self = user_data;

  _mc_window_open_path (self, g_variant_get_string (parameter, NULL));
}

static void
show_history_activated_cb (GSimpleAction *action,
                           GVariant      *parameter,
                           gpointer       user_data)
{
  McWindow *self = user_data;

  mc_history_page_set_open_game (self->history_page,
                                 mc_session_has_game (self->session) ? mc_session_get_path (self->session) : NULL);
  mc_history_page_refresh (self->history_page, self->games_dir);
  _mc_window_show_page (self, "history");
}

/* Your games in numbers, from History (issue 28). */
static void
show_statistics_activated_cb (GSimpleAction *action,
                              GVariant      *parameter,
                              gpointer       user_data)
{
  McWindow *self = user_data;

  mc_stats_page_refresh (_mc_window_ensure_stats_page (self), self->games_dir);
  _mc_window_show_page (self, "statistics");
}

/* How the game open went so far, round by round. */
static void
show_score_chart_activated_cb (GSimpleAction *action,
                               GVariant      *parameter,
                               gpointer       user_data)
{
  McWindow *self = user_data;
  McScoreTrack track;

  mc_session_get_score_track (self->session, &track);
  gtk_window_present (GTK_WINDOW (mc_score_chart_dialog_new (GTK_WINDOW (self), &track)));
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
      /* Back through the topics first, then to where the rules were
       * opened; a topic a link opened goes back to where the link was. */
      if (mc_rules_page_is_showing_topic (self->rules_page)
          && (self->rules_entry_topic == NULL
              || g_strcmp0 (mc_rules_page_get_topic_id (self->rules_page), self->rules_entry_topic) != 0))
        mc_rules_page_show_list (self->rules_page);
      else
        _mc_window_show_page (self, self->page_before_rules != NULL ? self->page_before_rules : "welcome");
      return;
    }
  if (g_str_equal (gtk_stack_get_visible_child_name (self->stack), "statistics"))
    {
      _mc_window_show_page (self, "history");
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
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "table") != 0)
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
  { "open-game", open_game_activated_cb, "s", NULL, NULL, { 0 } },
  { "show-history", show_history_activated_cb, NULL, NULL, NULL, { 0 } },
  { "show-statistics", show_statistics_activated_cb, NULL, NULL, NULL, { 0 } },
  { "show-score-chart", show_score_chart_activated_cb, NULL, NULL, NULL, { 0 } },
  { "back", back_activated_cb, NULL, NULL, NULL, { 0 } },
  { "new-game", new_game_activated_cb, NULL, NULL, NULL, { 0 } },
  { "undo", undo_activated_cb, NULL, NULL, NULL, { 0 } },
  { "redo", redo_activated_cb, NULL, NULL, NULL, { 0 } },
  { "end-round", end_round_activated_cb, NULL, NULL, NULL, { 0 } },
};
