/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "journal/mc-card-memory.h"
#include "mechs/tem-narration.h"
#include "session/mc-game-summary.h"
#include "mc-setup-page.h"
#include "mc-table-page.h"
#include "mc-tooltip.h"
#include "mc-window-private.h"

/* The window's pages: which one is shown, the header that goes with it,
 * the pages built when first needed, and a saved game opened. A part of
 * McWindow that uses only its fields and its toasts (mc-window-toast.c),
 * never the window's own file or its actions. */

static void
set_action_enabled (McWindow   *self,
                    const char *name,
                    gboolean    enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

/* The header belongs to the page shown: its own title; on the game's
 * page who plays and where the game is, with Undo and Redo, which act on
 * the game and so are shown (and work) only there.
 *
 * The header's squeezer shows the first of two titles that fits whole. On
 * a phone, beside Undo, Redo and the menu, the players' names ("Ana, Ben,
 * Cleo and Dan") and "Round 3 of 6 · Ben starts" do not fit, in Spanish
 * and Polish even less: the short title keeps what a player glances up
 * for, the round and who starts (or the phase), and drops the names, which
 * the table shows anyway. Its tooltip and accessible description say the
 * whole title. */
/* A window as narrow as a phone: there, the title bar's minimise and
 * maximise buttons would leave the round "Round 1 …" 45 px (a phone's
 * window is full-screen anyway); Close, Undo, Redo and the menu stay. */
#define NARROW_HEADER_WIDTH 500

/* @layout ("icon:minimize,maximize,close") without minimise and maximise. */
static char *
strip_resizing (const char *layout)
{
  g_auto(GStrv) sides = g_strsplit (layout != NULL ? layout : "", ":", -1);
  GString *kept = g_string_new (NULL);

  for (guint side = 0; sides[side] != NULL; side++)
    {
      g_auto(GStrv) buttons = g_strsplit (sides[side], ",", -1);
      gboolean first = TRUE;

      if (side > 0)
        g_string_append_c (kept, ':');
      for (guint i = 0; buttons[i] != NULL; i++)
        if (g_strcmp0 (buttons[i], "minimize") != 0 && g_strcmp0 (buttons[i], "maximize") != 0)
          {
            g_string_append_printf (kept, "%s%s", first ? "" : ",", buttons[i]);
            first = FALSE;
          }
    }
  return g_string_free (kept, FALSE);
}

/* Called as the window is laid out at @width. */
void
_mc_window_fit_header (McWindow *self,
                       int       width)
{
  int narrow = width < NARROW_HEADER_WIDTH;
  g_autofree char *layout = NULL;
  g_autofree char *kept = NULL;

  if (narrow == self->header_narrow)
    return;
  self->header_narrow = narrow;
  if (!narrow)
    {
      adw_header_bar_set_decoration_layout (self->header_bar, NULL);
      return;
    }
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-decoration-layout", &layout, NULL);
  kept = strip_resizing (layout);
  adw_header_bar_set_decoration_layout (self->header_bar, kept);
}

void
_mc_window_update_header (McWindow *self)
{
  AdwWindowTitle *short_title = self->short_title;
  const TemGame *game = mc_session_get_game (self->session);
  const char *page = gtk_stack_get_visible_child_name (self->stack);
  gboolean rumble = mc_session_get_game_kind (self->session) == MC_GAME_RUMBLEBOTS;
  gboolean on_table = (g_strcmp0 (page, "table") == 0 || g_strcmp0 (page, "rumble") == 0)
                      && mc_session_has_game (self->session);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *short_subtitle = NULL;
  g_autofree char *round = NULL;
  g_autofree char *whole = NULL;
  const char *undo = mc_session_get_undo_description (self->session);
  const char *redo = mc_session_get_redo_description (self->session);
  g_autofree char *undo_tip = undo ? g_strdup_printf (_("Undo: %s"), undo) : g_strdup (_("Nothing to undo"));
  g_autofree char *redo_tip = redo ? g_strdup_printf (_("Redo: %s"), redo) : g_strdup (_("Nothing to redo"));

  if (on_table && rumble)
    {
      const RbGame *rb = mc_session_get_rumble_game (self->session);
      const char *names[RB_MAX_PLAYERS];

      for (guint i = 0; i < rb->n_players; i++)
        names[i] = rb->players[i].name;
      title = tem_format_list (names, rb->n_players);
      if (rb->over)
        subtitle = g_strdup (_("Game over"));
      else
        {
          const char *phase = rb->phase == RB_PHASE_BUILD ? _("Build Phase") : _("Battle Phase");

          /* Translators: the window subtitle of a Rumblebots game, "Round 2 of 6 · Build Phase" */
          subtitle = g_strdup_printf (_("Round %u of %u · %s"), rb_game_get_round (rb), RB_ROUNDS, phase);
          /* Translators: "Round 3 of 6" */
          round = g_strdup_printf (_("Round %u of %u"), rb_game_get_round (rb), RB_ROUNDS);
          short_subtitle = g_strdup (phase);
        }
    }
  else if (on_table)
    {
      const char *names[TEM_MAX_PLAYERS];

      /* The game: who plays it ("Ana, Ben and Cleo"), and where it is. */
      for (guint i = 0; i < game->n_players; i++)
        names[i] = game->players[i].name;
      title = tem_format_list (names, game->n_players);
      if (game->over)
        subtitle = g_strdup (_("Game over"));
      else
        {
          const char *starting = game->players[game->starting_player].name;

          /* Translators: the window subtitle, "Round 3 of 6 · Ben starts" */
          subtitle = g_strdup_printf (_("Round %u of %u · %s starts"), game->round, TEM_ROUNDS, starting);
          /* Translators: "Round 3 of 6" */
          round = g_strdup_printf (_("Round %u of %u"), game->round, TEM_ROUNDS);
          /* Translators: "Ben starts" (holds the starting player token) */
          short_subtitle = g_strdup_printf (_("%s starts"), starting);
        }
    }
  else if (g_strcmp0 (page, "setup") == 0)
    title = g_strdup (_("New Game"));
  else if (g_strcmp0 (page, "rules") == 0)
    title = g_strdup (_("Rules"));
  else if (g_strcmp0 (page, "catalogue") == 0)
    title = g_strdup (_("Cards"));
  else if (g_strcmp0 (page, "history") == 0)
    title = g_strdup (_("History"));
  else if (g_strcmp0 (page, "statistics") == 0)
    title = g_strdup (_("Statistics"));
  else
    title = g_strdup (_("Mech Companion"));

  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle != NULL ? subtitle : "");
  if (on_table)
    {
      /* Game over: the short title says only that. */
      adw_window_title_set_title (short_title, round != NULL ? round : subtitle);
      adw_window_title_set_subtitle (short_title, short_subtitle != NULL ? short_subtitle : "");
      whole = g_strdup_printf ("%s\n%s", title, subtitle);
    }
  else
    {
      adw_window_title_set_title (short_title, title);
      adw_window_title_set_subtitle (short_title, "");
    }
  mc_tooltip_set_text (GTK_WIDGET (short_title), whole);
  mc_tooltip_set_text (self->undo_button, undo_tip);
  mc_tooltip_set_text (self->redo_button, redo_tip);
  gtk_widget_set_visible (self->undo_button, on_table);
  gtk_widget_set_visible (self->redo_button, on_table);

  set_action_enabled (self, "undo", on_table && mc_session_can_undo (self->session));
  set_action_enabled (self, "redo", on_table && mc_session_can_redo (self->session));
  set_action_enabled (self, "end-round", !rumble && mc_session_has_game (self->session) && !game->over);
  set_action_enabled (self, "show-score-chart", mc_session_has_game (self->session));
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
                                             || g_str_equal (name, "statistics")
                                             || g_str_equal (name, "catalogue"));
  /* Undo acts on the game: its toast goes when the game is not shown. */
  if (!g_str_equal (name, "table") && !g_str_equal (name, "rumble") && self->toast != NULL
      && (g_object_get_data (G_OBJECT (self->toast), "mc-passive") != NULL
          || g_strcmp0 (adw_toast_get_action_name (self->toast), "win.undo") == 0
          || g_strcmp0 (adw_toast_get_action_name (self->toast), "win.redo") == 0))
    adw_toast_dismiss (self->toast);
  _mc_window_update_header (self);
}

/* Offers the newest unfinished game on the welcome page, and a way to
 * the others (History lists them all, with Resume). */
void
_mc_window_find_game_to_resume (McWindow *self)
{
  guint n_unfinished = 0;
  g_autoptr(McGameSummary) summary = mc_game_summary_find_resumable_counted (self->games_dir, &n_unfinished);

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
  gtk_widget_set_visible (self->unfinished_button, n_unfinished > 1);
  if (n_unfinished > 1)
    {
      g_autofree char *others = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "%u Other Unfinished Game",
                                                              "%u Other Unfinished Games",
                                                              n_unfinished - 1),
                                                 n_unfinished - 1);

      gtk_button_set_label (GTK_BUTTON (self->unfinished_button), others);
    }
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

/* The statistics, built the first time they are asked for: never at start-up. */
McStatsPage *
_mc_window_ensure_stats_page (McWindow *self)
{
  if (self->stats_page == NULL)
    {
      self->stats_page = MC_STATS_PAGE (g_object_new (MC_TYPE_STATS_PAGE, NULL));
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->stats_page), "statistics");
    }
  return self->stats_page;
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

/* A new game's setup teaches the pilots' health tracks and the robots'
 * program mix; it starts with every card value entered in earlier games. */
void
_mc_window_recall_cards (McWindow        *self,
              const TemNewGame *setup)
{
  TemAction actions[MC_CARD_MEMORY_MAX_FILL];
  gboolean learnt = FALSE;
  guint n;

  if (self->cards == NULL)
    return;
  for (guint i = 0; i < setup->n_players; i++)
    {
      const TemPlayerSetup *player = &setup->players[i];
      const McPilotCard *card = mc_card_memory_find_pilot (self->cards, player->pilot);

      if ((setup->solo && i > 0) || player->pilot[0] == '\0'
          || (card != NULL && card->health == player->pilot_health_top))
        continue;
      learnt |= mc_card_memory_set_pilot (self->cards, player->pilot, player->pilot_health_top,
                                          card != NULL ? card->ability : NULL, NULL);
    }
  if (setup->solo && setup->robot_duplicate != TEM_PROGRAM_NONE
      && setup->robot_duplicate != mc_card_memory_get_program_twice (self->cards))
    learnt |= mc_card_memory_set_program_twice (self->cards, setup->robot_duplicate);
  if (learnt)
    {
      g_autoptr(GError) error = NULL;

      if (!mc_card_memory_save (self->cards, self->cards_path, &error))
        _mc_window_show_toast (self, error->message, NULL, NULL, TRUE);
    }

  n = mc_card_memory_fill (self->cards, mc_session_get_game (self->session), actions, G_N_ELEMENTS (actions));
  self->filling = TRUE;
  for (guint i = 0; i < n; i++)
    mc_session_apply (self->session, &actions[i], NULL);
  self->filling = FALSE;
}


/* Opens the saved game at @path and shows its table; a file that is not
 * one is refused through McSession::refused, and the game open stays. */
gboolean
_mc_window_open_path (McWindow   *self,
                      const char *path)
{
  g_autofree char *notice = NULL;

  if (!mc_session_open (self->session, path, &notice, NULL))
    return FALSE;

  _mc_window_show_page (self, "table");
  if (notice != NULL)
    _mc_window_show_toast (self, notice, NULL, NULL, TRUE);
  return TRUE;
}
