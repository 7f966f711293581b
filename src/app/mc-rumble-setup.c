/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mechs/tem-colour.h"
#include "rumble/rb-limits.h"

#include "mc-rumble-setup.h"

/* The Rumblebots new-game form: 2 to 4 players in seating order with
 * their colours, who holds the Champion token (RB-S12), and which way
 * the arrows of each round space point, read from the board (RB-R3,
 * card-facts.md §4). It only builds the setup action; the rules core
 * decides whether it is a valid game. */

struct _McRumbleSetup
{
  GtkWidget           parent_instance;

  AdwPreferencesPage *page;
  GtkToggleButton    *count_buttons[RB_MAX_PLAYERS - RB_MIN_PLAYERS + 1];
  AdwEntryRow        *names[RB_MAX_PLAYERS];
  GtkDropDown        *colours[RB_MAX_PLAYERS];
  AdwComboRow        *champion_row;
  GtkToggleButton    *clockwise[RB_ROUNDS];
  GtkToggleButton    *counter[RB_ROUNDS];
  GtkStringList      *champion_names;
  GSettings          *settings;      /* the arrows read last time: the same board */
  gboolean            touched[RB_MAX_PLAYERS];
  guint               n_players;
};

G_DEFINE_FINAL_TYPE (McRumbleSetup, mc_rumble_setup, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static char *
dup_name (McRumbleSetup *self,
          guint          seat)
{
  return g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->names[seat]))));
}

/* The Champion list follows the names as typed. */
static void
update_champions (McRumbleSetup *self)
{
  guint selected = adw_combo_row_get_selected (self->champion_row);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < self->n_players; i++)
    {
      g_autofree char *name = dup_name (self, i);

      /* Translators: a seat not named yet, in the Champion list */
      g_ptr_array_add (names, *name != '\0' ? g_steal_pointer (&name) : g_strdup_printf (_("Player %u"), i + 1));
    }
  g_ptr_array_add (names, NULL);
  gtk_string_list_splice (self->champion_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->champion_names)),
                          (const char * const *) names->pdata);
  if (selected == GTK_INVALID_LIST_POSITION || selected >= self->n_players)
    selected = 0;
  adw_combo_row_set_selected (self->champion_row, selected);
}

static void
changed_cb (McRumbleSetup *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
name_changed_cb (McRumbleSetup *self,
                 GtkEditable   *row)
{
  /* A name is marked missing only once it was typed and erased, or
   * Start was asked for: an empty form is not an error. */
  for (guint i = 0; i < RB_MAX_PLAYERS; i++)
    if (GTK_EDITABLE (self->names[i]) == row)
      self->touched[i] = TRUE;
  update_champions (self);
  changed_cb (self);
}

static RbDirection
get_direction (McRumbleSetup *self,
               guint          space)
{
  if (gtk_toggle_button_get_active (self->clockwise[space]))
    return RB_DIRECTION_CLOCKWISE;
  if (gtk_toggle_button_get_active (self->counter[space]))
    return RB_DIRECTION_COUNTER_CLOCKWISE;
  return RB_DIRECTION_UNSET;
}

static void
count_toggled_cb (McRumbleSetup   *self,
                  GtkToggleButton *button)
{
  if (!gtk_toggle_button_get_active (button))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (self->count_buttons); i++)
    if (self->count_buttons[i] == button)
      mc_rumble_setup_set_n_players (self, RB_MIN_PLAYERS + i);
}

static void
mc_rumble_setup_dispose (GObject *object)
{
  McRumbleSetup *self = MC_RUMBLE_SETUP (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->champion_names);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (mc_rumble_setup_parent_class)->dispose (object);
}

static void
mc_rumble_setup_class_init (McRumbleSetupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_rumble_setup_dispose;

  /**
   * McRumbleSetup::changed:
   *
   * A field changed: what Start waits for may have too.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static GtkWidget *
build_players_group (McRumbleSetup *self)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *count_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  const char *colours[TEM_N_COLOURS + 1];

  adw_preferences_group_set_title (group, _("Players"));
  adw_preferences_group_set_description (group, _("List the players in seating order, clockwise."));

  gtk_accessible_update_property (GTK_ACCESSIBLE (count_box), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Players"), -1);
  gtk_widget_add_css_class (count_box, "linked");
  gtk_widget_add_css_class (count_box, "player-count");
  for (guint i = 0; i < G_N_ELEMENTS (self->count_buttons); i++)
    {
      g_autofree char *number = g_strdup_printf ("%u", RB_MIN_PLAYERS + i);
      /* Translators: a player-count button's tooltip and accessible name */
      g_autofree char *tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players", RB_MIN_PLAYERS + i),
                                              RB_MIN_PLAYERS + i);
      GtkWidget *button = gtk_toggle_button_new_with_label (number);

      gtk_widget_set_tooltip_text (button, tip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
      gtk_widget_add_css_class (button, "count-button");
      if (i > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), self->count_buttons[0]);
      self->count_buttons[i] = GTK_TOGGLE_BUTTON (button);
      g_signal_connect_swapped (button, "toggled", G_CALLBACK (count_toggled_cb), self);
      gtk_box_append (GTK_BOX (count_box), button);
    }
  gtk_widget_set_halign (count_box, GTK_ALIGN_START);
  gtk_widget_set_valign (count_box, GTK_ALIGN_CENTER);
  /* Beside the group's title, above the names it shows or hides. */
  adw_preferences_group_set_header_suffix (group, count_box);

  for (int c = 0; c < TEM_N_COLOURS; c++)
    colours[c] = tem_colour_get_name ((TemColour) c);
  colours[TEM_N_COLOURS] = NULL;

  for (guint i = 0; i < RB_MAX_PLAYERS; i++)
    {
      /* Translators: a name field's title in the Rumblebots form */
      g_autofree char *title = g_strdup_printf (_("Player %u's Name"), i + 1);
      /* Translators: accessible name of a seat's colour list */
      g_autofree char *colour_label = g_strdup_printf (_("Player %u's colour"), i + 1);
      GtkWidget *row = adw_entry_row_new ();
      GtkWidget *colour = gtk_drop_down_new_from_strings (colours);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_widget_set_valign (colour, GTK_ALIGN_CENTER);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (colour), i % TEM_N_COLOURS);
      gtk_widget_set_tooltip_text (colour, colour_label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (colour), GTK_ACCESSIBLE_PROPERTY_LABEL, colour_label, -1);
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), colour);
      g_signal_connect_swapped (row, "changed", G_CALLBACK (name_changed_cb), self);
      g_signal_connect_swapped (colour, "notify::selected", G_CALLBACK (changed_cb), self);
      self->names[i] = ADW_ENTRY_ROW (row);
      self->colours[i] = GTK_DROP_DOWN (colour);
      adw_preferences_group_add (group, row);
    }

  self->champion_names = gtk_string_list_new (NULL);
  self->champion_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->champion_row),
                                 C_("setup row: who holds the Champion token", "Champion"));
  adw_combo_row_set_use_subtitle (self->champion_row, TRUE);
  adw_combo_row_set_model (self->champion_row, G_LIST_MODEL (self->champion_names));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->champion_row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Holds the Champion token and builds first"), -1);
  g_signal_connect_swapped (self->champion_row, "notify::selected", G_CALLBACK (changed_cb), self);
  adw_preferences_group_add (group, GTK_WIDGET (self->champion_row));
  return GTK_WIDGET (group);
}

/* One tap per space: ↻ or ↺ as printed on it (RB-R3, card-facts.md §4),
 * kept from the last game, since the board is the same. */
static GtkWidget *
arrow_toggle (const char *arrow,
              const char *name)
{
  GtkWidget *button = gtk_toggle_button_new_with_label (arrow);

  gtk_widget_set_tooltip_text (button, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_widget_set_size_request (button, 56, 40);
  return button;
}

static GtkWidget *
build_track_group (McRumbleSetup *self)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());

  adw_preferences_group_set_title (group, _("Round Track"));
  adw_preferences_group_set_description (group, _("Which way the arrows on each round space point, as printed "
                                                  "on the board. The app keeps them for the next game."));
  for (guint r = 0; r < RB_ROUNDS; r++)
    {
      /* Translators: a row of the round track, "Round Space 3"; the 6th is the Showdown */
      g_autofree char *title = r + 1 == RB_SHOWDOWN ? g_strdup (_("Round Space 6, the Showdown"))
                                                    : g_strdup_printf (_("Round Space %u"), r + 1);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      GtkWidget *clockwise = arrow_toggle ("↻", _("Clockwise"));
      GtkWidget *counter = arrow_toggle ("↺", _("Counter-clockwise"));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_widget_add_css_class (box, "linked");
      gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
      gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (counter), GTK_TOGGLE_BUTTON (clockwise));
      gtk_box_append (GTK_BOX (box), clockwise);
      gtk_box_append (GTK_BOX (box), counter);
      g_signal_connect_swapped (clockwise, "toggled", G_CALLBACK (changed_cb), self);
      g_signal_connect_swapped (counter, "toggled", G_CALLBACK (changed_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
      self->clockwise[r] = GTK_TOGGLE_BUTTON (clockwise);
      self->counter[r] = GTK_TOGGLE_BUTTON (counter);
      adw_preferences_group_add (group, row);
    }
  return GTK_WIDGET (group);
}

/* The arrows as the players set them last time, if they set all six. */
static void
load_arrows (McRumbleSetup *self)
{
  g_autofree char *arrows = g_settings_get_string (self->settings, "rumble-arrows");

  if (strlen (arrows) != RB_ROUNDS || strspn (arrows, "cw") != RB_ROUNDS)
    return;
  for (guint r = 0; r < RB_ROUNDS; r++)
    mc_rumble_setup_set_direction (self, r, arrows[r] == 'w' ? RB_DIRECTION_COUNTER_CLOCKWISE
                                                             : RB_DIRECTION_CLOCKWISE);
}

static void
mc_rumble_setup_init (McRumbleSetup *self)
{
  self->page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  gtk_widget_set_parent (GTK_WIDGET (self->page), GTK_WIDGET (self));
  adw_preferences_page_add (self->page, ADW_PREFERENCES_GROUP (build_players_group (self)));
  adw_preferences_page_add (self->page, ADW_PREFERENCES_GROUP (build_track_group (self)));
  mc_rumble_setup_set_n_players (self, 3);
  self->settings = g_settings_new (BASE_APP_ID);
  load_arrows (self);
}

GtkWidget *
mc_rumble_setup_new (void)
{
  return g_object_new (MC_TYPE_RUMBLE_SETUP, NULL);
}

void
mc_rumble_setup_set_n_players (McRumbleSetup *self,
                               guint          n_players)
{
  g_return_if_fail (MC_IS_RUMBLE_SETUP (self));
  g_return_if_fail (n_players >= RB_MIN_PLAYERS && n_players <= RB_MAX_PLAYERS);

  if (self->n_players == n_players)
    return;
  self->n_players = n_players;
  gtk_toggle_button_set_active (self->count_buttons[n_players - RB_MIN_PLAYERS], TRUE);
  for (guint i = 0; i < RB_MAX_PLAYERS; i++)
    gtk_widget_set_visible (GTK_WIDGET (self->names[i]), i < n_players);
  update_champions (self);
  changed_cb (self);
}

guint
mc_rumble_setup_get_n_players (McRumbleSetup *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_SETUP (self), 0);

  return self->n_players;
}

void
mc_rumble_setup_set_name (McRumbleSetup *self,
                          guint          seat,
                          const char    *name)
{
  g_return_if_fail (MC_IS_RUMBLE_SETUP (self));
  g_return_if_fail (seat < RB_MAX_PLAYERS);

  gtk_editable_set_text (GTK_EDITABLE (self->names[seat]), name);
}

void
mc_rumble_setup_set_colour (McRumbleSetup *self,
                            guint          seat,
                            int            colour)
{
  g_return_if_fail (MC_IS_RUMBLE_SETUP (self));
  g_return_if_fail (seat < RB_MAX_PLAYERS && colour >= 0 && colour < TEM_N_COLOURS);

  gtk_drop_down_set_selected (self->colours[seat], (guint) colour);
}

void
mc_rumble_setup_set_champion (McRumbleSetup *self,
                              guint          seat)
{
  g_return_if_fail (MC_IS_RUMBLE_SETUP (self));
  g_return_if_fail (seat < self->n_players);

  adw_combo_row_set_selected (self->champion_row, seat);
}

void
mc_rumble_setup_set_direction (McRumbleSetup *self,
                               guint          space,
                               RbDirection    direction)
{
  g_return_if_fail (MC_IS_RUMBLE_SETUP (self));
  g_return_if_fail (space < RB_ROUNDS);

  gtk_toggle_button_set_active (self->clockwise[space], direction == RB_DIRECTION_CLOCKWISE);
  gtk_toggle_button_set_active (self->counter[space], direction == RB_DIRECTION_COUNTER_CLOCKWISE);
}

/* What the form still lacks, or NULL: a whole sentence for the first
 * name missing and one for the first round space not set, the name's
 * field marked once it was typed in. The rules core checks the rest. */
char *
mc_rumble_setup_dup_problem (McRumbleSetup *self)
{
  g_autoptr(GString) problem = g_string_new (NULL);

  g_return_val_if_fail (MC_IS_RUMBLE_SETUP (self), NULL);

  for (guint i = 0; i < self->n_players; i++)
    {
      g_autofree char *name = dup_name (self, i);

      if (*name != '\0')
        gtk_widget_remove_css_class (GTK_WIDGET (self->names[i]), "error");
      else
        {
          if (self->touched[i])
            gtk_widget_add_css_class (GTK_WIDGET (self->names[i]), "error");
          if (problem->len == 0)
            g_string_append_printf (problem, _("To start, enter player %u's name."), i + 1);
        }
    }
  for (guint r = 0; r < RB_ROUNDS; r++)
    if (get_direction (self, r) == RB_DIRECTION_UNSET)
      {
        if (problem->len > 0)
          g_string_append_c (problem, '\n');
        g_string_append_printf (problem, _("To start, set the arrows of round space %u as printed on the board."),
                                r + 1);
        break;
      }
  return problem->len > 0 ? g_string_free (g_steal_pointer (&problem), FALSE) : NULL;
}

/* The arrows of a game started, kept for the next one (the same board). */
static void
remember_arrows (McRumbleSetup *self)
{
  char arrows[RB_ROUNDS + 1];

  for (guint r = 0; r < RB_ROUNDS; r++)
    {
      RbDirection direction = get_direction (self, r);

      if (direction == RB_DIRECTION_UNSET)
        return;
      arrows[r] = direction == RB_DIRECTION_COUNTER_CLOCKWISE ? 'w' : 'c';
    }
  arrows[RB_ROUNDS] = '\0';
  g_settings_set_string (self->settings, "rumble-arrows", arrows);
}

void
mc_rumble_setup_build_action (McRumbleSetup *self,
                              RbAction      *action)
{
  guint champion;

  g_return_if_fail (MC_IS_RUMBLE_SETUP (self));

  champion = adw_combo_row_get_selected (self->champion_row);
  rb_action_init_new_game (action, self->n_players, champion == GTK_INVALID_LIST_POSITION ? 0 : champion);
  for (guint i = 0; i < self->n_players; i++)
    {
      g_autofree char *name = dup_name (self, i);

      rb_action_set_player (action, i, name, (int) gtk_drop_down_get_selected (self->colours[i]));
    }
  for (guint r = 0; r < RB_ROUNDS; r++)
    rb_action_set_direction (action, r + 1, get_direction (self, r));
  remember_arrows (self);
}

void
mc_rumble_setup_focus_first (McRumbleSetup *self)
{
  g_return_if_fail (MC_IS_RUMBLE_SETUP (self));

  gtk_widget_grab_focus (GTK_WIDGET (self->names[0]));
}
