/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mechs/tem-narration.h"

#include "mc-arena-editor.h"
#include "mc-rumble-setup.h"
#include "mc-setup-page.h"

/* The new-game form (R-S1, R-S2, R-S3, R-S4): who plays, in seating order,
 * with which colour and pilot, who starts, and the arena as it lies on the
 * table (McArenaEditor). It only builds the setup action;
 * the rules core decides whether it is a valid game. */

struct _McSetupPage
{
  GtkWidget      parent_instance;

  AdwPreferencesPage *preferences_page;
  GtkToggleButton *mechs_button;
  GtkToggleButton *rumble_button;
  GtkStack       *game_stack;
  McRumbleSetup  *rumble_setup;
  GtkToggleButton *two_button;
  GtkToggleButton *three_button;
  GtkToggleButton *four_button;
  GtkToggleButton *solo_button;
  AdwPreferencesGroup *robots_group;
  AdwComboRow    *draw_row;
  AdwComboRow    *duplicate_row;
  char           *start_problem;  /* what Start waits for, or NULL */
  McSetupPlayer  *player1;
  McSetupPlayer  *player2;
  McSetupPlayer  *player3;
  McSetupPlayer  *player4;
  AdwComboRow    *starting_row;
  AdwComboRow    *mode_row;
  GSettings      *settings;
  GtkSpinButton  *resource_spin;
  McArenaEditor  *arena_editor;
  GtkLabel       *start_problem_label;
  GtkWidget      *cancel_button;
  GtkWidget      *start_button;

  GtkStringList  *starting_names;
  McSetupPlayer  *players[TEM_MAX_PLAYERS];
  guint           n_players;
  gboolean        solo;
  guint32         seed;           /* 0: a new one for each game */
};

G_DEFINE_FINAL_TYPE (McSetupPage, mc_setup_page, GTK_TYPE_WIDGET)

static void update_start (McSetupPage *self);

enum {
  START_REQUESTED,
  CANCEL_REQUESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The arena follows the count, the names and the starting player: the
 * preset, who takes which base (R-S4, R-SO1) and what is valid. */
static void
update_arena (McSetupPage *self)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  guint starting = adw_combo_row_get_selected (self->starting_row);

  if (self->n_players == 0)
    return;

  if (self->solo)
    {
      g_ptr_array_add (names, mc_setup_player_dup_name (self->players[0]));
      g_ptr_array_add (names, g_strdup (_("Robot A")));
      g_ptr_array_add (names, g_strdup (_("Robot B")));
      starting = 0;
    }
  else
    for (guint i = 0; i < self->n_players; i++)
      g_ptr_array_add (names, mc_setup_player_dup_name (self->players[i]));

  mc_arena_editor_set_players (self->arena_editor, names->len, self->solo,
                               (const char * const *) names->pdata,
                               starting == GTK_INVALID_LIST_POSITION ? 0 : starting);
}

/* The starting-player list follows the names and the count as typed. */
static void
update_starting_names (McSetupPage *self)
{
  guint selected = adw_combo_row_get_selected (self->starting_row);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < self->n_players; i++)
    g_ptr_array_add (names, mc_setup_player_dup_name (self->players[i]));
  g_ptr_array_add (names, NULL);

  gtk_string_list_splice (self->starting_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->starting_names)),
                          (const char * const *) names->pdata);

  if (selected == GTK_INVALID_LIST_POSITION || selected >= self->n_players)
    selected = 0;
  adw_combo_row_set_selected (self->starting_row, selected);
  update_arena (self);
  update_start (self);
}

static void
count_toggled_cb (McSetupPage     *self,
                  GtkToggleButton *button)
{
  if (!gtk_toggle_button_get_active (button))
    return;

  if (button == self->solo_button)
    mc_setup_page_set_solo (self, TRUE);
  else if (button == self->two_button)
    mc_setup_page_set_n_players (self, 2);
  else if (button == self->three_button)
    mc_setup_page_set_n_players (self, 3);
  else
    mc_setup_page_set_n_players (self, 4);
}

static void
player_name_changed_cb (McSetupPage *self)
{
  update_starting_names (self);
  update_start (self);
}

static void
starting_changed_cb (McSetupPage *self)
{
  update_arena (self);
}

/* The line over Start: what is still to fill in, said plainly (nothing
 * was done wrong yet), or in red why the game refused to start. */
static void
show_start_problem (McSetupPage *self,
                    const char  *message,
                    gboolean     refused)
{
  gboolean shown = message != NULL && *message != '\0';

  /* Once said, its room stays when it goes: the list over it jumped
   * 22 px (38 on a phone) as the last round's arrows were set, and a
   * second tap landed on the round before (walk 10). */
  if (shown)
    {
      gtk_label_set_label (self->start_problem_label, message);
      gtk_widget_set_visible (GTK_WIDGET (self->start_problem_label), TRUE);
    }
  gtk_widget_set_opacity (GTK_WIDGET (self->start_problem_label), shown ? 1.0 : 0.0);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->start_problem_label), GTK_ACCESSIBLE_STATE_HIDDEN, !shown, -1);
  if (refused)
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->start_problem_label), "dim-label");
      gtk_widget_add_css_class (GTK_WIDGET (self->start_problem_label), "error");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->start_problem_label), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->start_problem_label), "dim-label");
    }
}

/* The form guides instead of refusing: each field still missing is
 * marked where it is, with how to fill it, and Start says what is left
 * (next to it, as the fields may be scrolled away) and waits. */
static void
update_start (McSetupPage *self)
{
  const char *arena = mc_arena_editor_get_problem (self->arena_editor);
  g_autoptr(GPtrArray) missing = g_ptr_array_new_with_free_func (g_free);
  gboolean duplicate_missing;
  guint n = self->solo ? 1 : self->n_players;

  /* Rumblebots: its own form says what it lacks. */
  if (mc_setup_page_get_game_kind (self) == MC_GAME_RUMBLEBOTS)
    {
      g_free (self->start_problem);
      self->start_problem = mc_rumble_setup_dup_problem (self->rumble_setup);
      gtk_widget_set_sensitive (self->start_button, self->start_problem == NULL);
      show_start_problem (self, self->start_problem, FALSE);
      return;
    }

  for (guint i = 0; i < n; i++)
    {
      char *lack = mc_setup_player_dup_missing (self->players[i]);

      if (lack != NULL)
        g_ptr_array_add (missing, lack);
    }
  /* Several pilots, counted: one short line over Start, not a list of
   * every name that hid the form on a phone (issue 24, walk 4). */
  if (missing->len > 1)
    {
      guint k = missing->len;

      g_ptr_array_set_size (missing, 0);
      g_ptr_array_add (missing, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "the top health of %u pilot",
                                                              "the top health of %u pilots", k), k));
    }

  /* R-SO4: shuffling the robots' decks needs their make-up. */
  duplicate_missing = self->solo && adw_combo_row_get_selected (self->draw_row) == 0
                      && adw_combo_row_get_selected (self->duplicate_row) == 0;
  if (duplicate_missing)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->duplicate_row), "error");
      g_ptr_array_add (missing, g_strdup (_("the action printed twice on a robot's program cards")));
    }
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->duplicate_row), "error");

  g_free (self->start_problem);
  self->start_problem = NULL;
  if (missing->len > 0)
    {
      g_autofree char *list = NULL;

      list = tem_format_list ((const char * const *) missing->pdata, missing->len);
      /* Translators: next to Start, "To start, enter Ana's pilot's top health and …" */
      self->start_problem = g_strdup_printf (_("To start, enter %s."), list);
    }
  else if (arena != NULL)
    self->start_problem = g_strdup (arena);

  gtk_widget_set_sensitive (self->start_button, self->start_problem == NULL);
  show_start_problem (self, self->start_problem, FALSE);
}

static void
rumble_changed_cb (McSetupPage *self)
{
  update_start (self);
}

/* Which game first: each has its own form below the choice. */
static void
game_toggled_cb (McSetupPage     *self,
                 GtkToggleButton *button)
{
  if (!gtk_toggle_button_get_active (button))
    return;
  gtk_stack_set_visible_child_name (self->game_stack, button == self->rumble_button ? "rumblebots"
                                                                                    : "tiny-epic-mechs");
  update_start (self);
}

static void
arena_changed_cb (McSetupPage *self)
{
  update_start (self);
}

static void
robots_changed_cb (McSetupPage *self)
{
  update_start (self);
}

static void
start_clicked_cb (McSetupPage *self)
{
  g_signal_emit (self, signals[START_REQUESTED], 0);
}

static void
cancel_clicked_cb (McSetupPage *self)
{
  g_signal_emit (self, signals[CANCEL_REQUESTED], 0);
}

static void
mode_changed_cb (McSetupPage *self)
{
  if (self->settings == NULL)
    return;
  g_settings_set_string (self->settings, "table-mode",
                         adw_combo_row_get_selected (self->mode_row) == 1 ? "numbers" : "follow");
}

static void
mc_setup_page_dispose (GObject *object)
{
  McSetupPage *self = MC_SETUP_PAGE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), MC_TYPE_SETUP_PAGE);
  /* Template roots without an id are not bound, so not cleared above. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->starting_names);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->start_problem, g_free);

  G_OBJECT_CLASS (mc_setup_page_parent_class)->dispose (object);
}

static void
mc_setup_page_class_init (McSetupPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_setup_page_dispose;

  /**
   * McSetupPage::start-requested:
   *
   * The player asked to start; build the action with
   * mc_setup_page_build_action().
   */
  signals[START_REQUESTED] =
    g_signal_new ("start-requested",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  signals[CANCEL_REQUESTED] =
    g_signal_new ("cancel-requested",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  g_type_ensure (MC_TYPE_SETUP_PLAYER);
  g_type_ensure (MC_TYPE_ARENA_EDITOR);
  g_type_ensure (MC_TYPE_RUMBLE_SETUP);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-setup-page.ui");
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, preferences_page);
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, mechs_button);
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, rumble_button);
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, game_stack);
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, rumble_setup);
  gtk_widget_class_bind_template_callback (widget_class, game_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, rumble_changed_cb);
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, two_button);
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, three_button);
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, four_button);
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, solo_button);
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, robots_group);
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, draw_row);
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, duplicate_row);
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, player1);
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, player2);
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, player3);
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, player4);
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, starting_row);
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, mode_row);
  gtk_widget_class_bind_template_callback (widget_class, mode_changed_cb);
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, resource_spin);
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, arena_editor);
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, start_problem_label);
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, McSetupPage, start_button);
  gtk_widget_class_bind_template_callback (widget_class, count_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, player_name_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, robots_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, starting_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, arena_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
mc_setup_page_init (McSetupPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->players[0] = self->player1;
  self->players[1] = self->player2;
  self->players[2] = self->player3;
  self->players[3] = self->player4;
  for (guint i = 0; i < TEM_MAX_PLAYERS; i++)
    mc_setup_player_set_seat (self->players[i], i);

  self->starting_names = gtk_string_list_new (NULL);
  adw_combo_row_set_model (self->starting_row, G_LIST_MODEL (self->starting_names));

  /* The two ways of keeping the table (the table's round menu switches
   * them too): chosen here for the new game, remembered. */
  {
    const char *modes[] = { _("Follows every move"), _("Keeps the numbers only"), NULL };
    g_autoptr(GtkStringList) mode_model = gtk_string_list_new (modes);
    g_autofree char *mode = NULL;

    self->settings = g_settings_new (BASE_APP_ID);
    mode = g_settings_get_string (self->settings, "table-mode");
    adw_combo_row_set_model (self->mode_row, G_LIST_MODEL (mode_model));
    adw_combo_row_set_selected (self->mode_row, g_str_equal (mode, "numbers") ? 1 : 0);
  }

  {
    const char *draws[] = { _("Drawn by the app"), _("Flipped at the table"), NULL };
    g_autoptr(GtkStringList) draw_model = gtk_string_list_new (draws);
    g_autoptr(GtkStringList) programs = gtk_string_list_new (NULL);

    adw_combo_row_set_model (self->draw_row, G_LIST_MODEL (draw_model));
    /* Not public (card-facts.md §8): the players read it off their cards. */
    gtk_string_list_append (programs, _("Not checked yet"));
    for (int program = 0; program < TEM_N_PROGRAMS; program++)
      gtk_string_list_append (programs, tem_program_get_name (program));
    adw_combo_row_set_model (self->duplicate_row, G_LIST_MODEL (programs));
  }

  gtk_toggle_button_set_active (self->four_button, TRUE);
  mc_setup_page_set_can_cancel (self, FALSE);
}

/* The game's own generator (robots' decks, weapon stacks) starts here. */
static guint32
next_seed (McSetupPage *self)
{
  return self->seed != 0 ? self->seed : g_random_int ();
}

/**
 * mc_setup_page_build_action:
 *
 * Builds the new-game action from the form. Fails only for what the form
 * itself lacks; the rules core refuses the rest with its own reasons.
 */
gboolean
mc_setup_page_build_action (McSetupPage *self,
                            TemAction   *action,
                            GError     **error)
{
  guint starting;

  g_return_val_if_fail (MC_IS_SETUP_PAGE (self), FALSE);

  gtk_spin_button_update (self->resource_spin);

  if (self->solo)
    {
      TemAction player;

      /* The seat as the form has it, then the solo setup around it. */
      tem_action_init_new_game (&player, 1, 0, TEM_RESOURCE_TOP_MIN, 0);
      if (!mc_setup_player_fill (self->players[0], &player, error))
        return FALSE;
      tem_action_init_solo_game (action, player.new_game.players[0].name, player.new_game.players[0].colour,
                                 player.new_game.players[0].pilot, player.new_game.players[0].pilot_health_top,
                                 _("Robot A"), _("Robot B"),
                                 (int) adw_combo_row_get_selected (self->duplicate_row) - 1, next_seed (self));
      action->new_game.robot_table_draw = adw_combo_row_get_selected (self->draw_row) == 1;
      action->new_game.resource_top = gtk_spin_button_get_value_as_int (self->resource_spin);
      action->new_game.starting_basic[0] = player.new_game.starting_basic[0];
      /* The 3-player arena, the human at its lone northern base (R-SO1). */
      return mc_arena_editor_get_arena (self->arena_editor, &action->new_game.arena, error);
    }

  starting = adw_combo_row_get_selected (self->starting_row);
  tem_action_init_new_game (action, self->n_players,
                            starting == GTK_INVALID_LIST_POSITION ? 0 : starting,
                            gtk_spin_button_get_value_as_int (self->resource_spin),
                            next_seed (self));

  for (guint i = 0; i < self->n_players; i++)
    if (!mc_setup_player_fill (self->players[i], action, error))
      return FALSE;

  /* The preset or the players' own layout, bases owned in R-S4's order. */
  return mc_arena_editor_get_arena (self->arena_editor, &action->new_game.arena, error);
}

/* Which game the form starts. */
McGameKind
mc_setup_page_get_game_kind (McSetupPage *self)
{
  g_return_val_if_fail (MC_IS_SETUP_PAGE (self), MC_GAME_TINY_EPIC_MECHS);

  return gtk_toggle_button_get_active (self->rumble_button) ? MC_GAME_RUMBLEBOTS : MC_GAME_TINY_EPIC_MECHS;
}

void
mc_setup_page_set_game_kind (McSetupPage *self,
                             McGameKind   kind)
{
  g_return_if_fail (MC_IS_SETUP_PAGE (self));

  gtk_toggle_button_set_active (kind == MC_GAME_RUMBLEBOTS ? self->rumble_button : self->mechs_button, TRUE);
}

McRumbleSetup *
mc_setup_page_get_rumble_setup (McSetupPage *self)
{
  g_return_val_if_fail (MC_IS_SETUP_PAGE (self), NULL);

  return self->rumble_setup;
}

/* The Rumblebots new-game action; FALSE with what is missing. */
gboolean
mc_setup_page_build_rumble_action (McSetupPage *self,
                                   RbAction    *action,
                                   GError     **error)
{
  g_autofree char *problem = NULL;

  g_return_val_if_fail (MC_IS_SETUP_PAGE (self), FALSE);

  problem = mc_rumble_setup_dup_problem (self->rumble_setup);
  if (problem != NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, problem);
      return FALSE;
    }
  mc_rumble_setup_build_action (self->rumble_setup, action);
  return TRUE;
}

void
mc_setup_page_set_can_cancel (McSetupPage *self,
                              gboolean     can_cancel)
{
  g_return_if_fail (MC_IS_SETUP_PAGE (self));

  gtk_widget_set_visible (self->cancel_button, can_cancel);
}

void
mc_setup_page_set_resource_top (McSetupPage *self,
                                int          top)
{
  g_return_if_fail (MC_IS_SETUP_PAGE (self));

  gtk_spin_button_set_value (self->resource_spin, top);
}

/* Every scrolled window under @widget back at its top. */
static void
scroll_to_top (GtkWidget *widget)
{
  if (GTK_IS_SCROLLED_WINDOW (widget))
    {
      GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (widget));

      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_lower (adjustment));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    scroll_to_top (child);
}

/* The form from its top, its heading and the player count in view, each
 * time it is opened: the form is kept between games and kept its scroll
 * (issue 24). The keyboard starts at the player count, the first field,
 * which is in view at every size; player 1's name is below it on a phone. */
void
mc_setup_page_focus_first (McSetupPage *self)
{
  GtkToggleButton *counts[] = { self->two_button, self->three_button, self->four_button, self->solo_button };

  g_return_if_fail (MC_IS_SETUP_PAGE (self));

  scroll_to_top (GTK_WIDGET (self));
  if (mc_setup_page_get_game_kind (self) == MC_GAME_RUMBLEBOTS)
    {
      mc_rumble_setup_focus_first (self->rumble_setup);
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    if (gtk_toggle_button_get_active (counts[i]))
      gtk_widget_grab_focus (GTK_WIDGET (counts[i]));
}

void
mc_setup_page_set_n_players (McSetupPage *self,
                             guint        n_players)
{
  GtkToggleButton *buttons[] = { self->two_button, self->three_button, self->four_button };

  g_return_if_fail (MC_IS_SETUP_PAGE (self));
  g_return_if_fail (n_players >= TEM_MIN_PLAYERS && n_players <= TEM_MAX_PLAYERS);

  if (self->n_players == n_players && !self->solo)
    return;

  self->n_players = n_players;
  self->solo = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->robots_group), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->starting_row), TRUE);
  gtk_toggle_button_set_active (buttons[n_players - TEM_MIN_PLAYERS], TRUE);
  for (guint i = 0; i < TEM_MAX_PLAYERS; i++)
    gtk_widget_set_visible (GTK_WIDGET (self->players[i]), i < n_players);
  update_starting_names (self);
}

/* Solo (R-SO1): one player against two Robot Pilots, who start second
 * and third in seating order. */
void
mc_setup_page_set_solo (McSetupPage *self,
                        gboolean     solo)
{
  g_return_if_fail (MC_IS_SETUP_PAGE (self));

  if (!solo)
    {
      mc_setup_page_set_n_players (self, 2);
      return;
    }

  self->solo = TRUE;
  self->n_players = 1;
  gtk_toggle_button_set_active (self->solo_button, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->robots_group), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->starting_row), FALSE);
  for (guint i = 0; i < TEM_MAX_PLAYERS; i++)
    gtk_widget_set_visible (GTK_WIDGET (self->players[i]), i == 0);
  update_starting_names (self);
}

gboolean
mc_setup_page_get_solo (McSetupPage *self)
{
  g_return_val_if_fail (MC_IS_SETUP_PAGE (self), FALSE);

  return self->solo;
}

/* -1 unknown, else the TemProgram a robot deck holds twice. */
void
mc_setup_page_set_robot_duplicate (McSetupPage *self,
                                   int          program)
{
  g_return_if_fail (MC_IS_SETUP_PAGE (self));

  adw_combo_row_set_selected (self->duplicate_row, (guint) (program + 1));
}

void
mc_setup_page_set_robot_table_draw (McSetupPage *self,
                                    gboolean     table_draw)
{
  g_return_if_fail (MC_IS_SETUP_PAGE (self));

  adw_combo_row_set_selected (self->draw_row, table_draw ? 1 : 0);
}

guint
mc_setup_page_get_n_players (McSetupPage *self)
{
  g_return_val_if_fail (MC_IS_SETUP_PAGE (self), 0);

  return self->n_players;
}

void
mc_setup_page_set_starting_player (McSetupPage *self,
                                   guint        seat)
{
  g_return_if_fail (MC_IS_SETUP_PAGE (self));
  g_return_if_fail (seat < self->n_players);

  adw_combo_row_set_selected (self->starting_row, seat);
}

McSetupPlayer *
mc_setup_page_get_player (McSetupPage *self,
                          guint        seat)
{
  g_return_val_if_fail (MC_IS_SETUP_PAGE (self), NULL);
  g_return_val_if_fail (seat < TEM_MAX_PLAYERS, NULL);

  return self->players[seat];
}

McArenaEditor *
mc_setup_page_get_arena_editor (McSetupPage *self)
{
  g_return_val_if_fail (MC_IS_SETUP_PAGE (self), NULL);

  return self->arena_editor;
}

GtkWidget *
mc_setup_page_get_start_button (McSetupPage *self)
{
  g_return_val_if_fail (MC_IS_SETUP_PAGE (self), NULL);

  return self->start_button;
}

/* A fixed seed replays the same robots' game: for tests and bug reports. */
void
mc_setup_page_set_seed (McSetupPage *self,
                        guint32      seed)
{
  g_return_if_fail (MC_IS_SETUP_PAGE (self));

  self->seed = seed;
}

/**
 * mc_setup_page_show_problem:
 *
 * Why the game did not start (what the form could not see, such as the
 * rules core's reasons), next to Start, not in a toast over it.
 */
void
mc_setup_page_show_problem (McSetupPage *self,
                            const char  *message)
{
  g_return_if_fail (MC_IS_SETUP_PAGE (self));

  show_start_problem (self, message, TRUE);
}

const char *
mc_setup_page_get_problem (McSetupPage *self)
{
  g_return_val_if_fail (MC_IS_SETUP_PAGE (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->start_problem_label))
         && gtk_widget_get_opacity (GTK_WIDGET (self->start_problem_label)) > 0.5
         ? gtk_label_get_label (self->start_problem_label) : NULL;
}
