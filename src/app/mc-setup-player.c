/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "rules/mc-rule-error.h"
#include "mc-setup-player.h"

/* One seat of the new-game form: name, colour and pilot. The pilot's top
 * health is not public (card-facts.md §5), so it is read off the card
 * once; the card catalogue then fills it in for the next games. */

struct _McSetupPlayer
{
  AdwPreferencesGroup parent_instance;

  AdwEntryRow   *name_row;
  AdwComboRow   *colour_row;
  AdwEntryRow   *pilot_row;
  GtkSpinButton *health_spin;
  AdwActionRow  *health_row;
  AdwComboRow   *weapon_row;
  GtkWidget     *pilot_menu_button;

  McCardMemory  *cards;          /* the window's, not owned */
  int            filled_health;  /* what the catalogue put in, 0 when typed */
  guint          seat;
};

G_DEFINE_FINAL_TYPE (McSetupPlayer, mc_setup_player, ADW_TYPE_PREFERENCES_GROUP)

enum {
  NAME_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
name_changed_cb (McSetupPlayer *self)
{
  g_signal_emit (self, signals[NAME_CHANGED], 0);
}

/* The form says at once what is still missing: the page listens. */
static void
health_changed_cb (McSetupPlayer *self)
{
  g_signal_emit (self, signals[NAME_CHANGED], 0);
}

/* 0 means "not read off the card yet". */
static gboolean
health_output_cb (McSetupPlayer *self,
                  GtkSpinButton *spin)
{
  int value = gtk_spin_button_get_value_as_int (spin);
  g_autofree char *text = value > 0 ? g_strdup_printf ("%d", value) : g_strdup ("–");

  gtk_editable_set_text (GTK_EDITABLE (spin), text);
  return TRUE;
}

/* A pilot the catalogue knows brings its health track, unless the players
 * typed another one for this game. */
static void
pilot_changed_cb (McSetupPlayer *self)
{
  const McPilotCard *card;
  int current = gtk_spin_button_get_value_as_int (self->health_spin);

  if (self->cards == NULL)
    return;
  card = mc_card_memory_find_pilot (self->cards, gtk_editable_get_text (GTK_EDITABLE (self->pilot_row)));
  if (current != 0 && current != self->filled_health)
    return;
  self->filled_health = card != NULL && card->health != TEM_VALUE_UNKNOWN ? card->health : 0;
  gtk_spin_button_set_value (self->health_spin, self->filled_health);
}

/* No tooltip over the open list: the pointer is still on the button, and
 * "Choose a pilot from the box" covered the first pilot (walk 4, shot 05).
 * Clearing the text hides a tooltip already shown. */
static void
pilot_list_shown_cb (McSetupPlayer *self)
{
  gtk_widget_set_tooltip_text (self->pilot_menu_button, NULL);
}

static void
pilot_list_hidden_cb (McSetupPlayer *self)
{
  gtk_widget_set_tooltip_text (self->pilot_menu_button, _("Choose a pilot from the box"));
}

/* The box's named pilots and those the players entered, one tap away. */
static void
update_pilot_menu (McSetupPlayer *self)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  GtkWidget *popover;

  for (guint i = 0; i < tem_catalogue_get_n_pilots (); i++)
    g_ptr_array_add (names, (gpointer) _(tem_catalogue_get_pilot (i)->name));
  for (guint i = 0; self->cards != NULL && i < mc_card_memory_get_n_pilots (self->cards); i++)
    {
      const char *name = mc_card_memory_get_pilot (self->cards, i)->name;
      gboolean shipped = FALSE;

      for (guint j = 0; j < tem_catalogue_get_n_pilots (); j++)
        shipped |= g_str_equal (name, tem_catalogue_get_pilot (j)->name);
      if (!shipped)
        g_ptr_array_add (names, (gpointer) name);
    }
  for (guint i = 0; i < names->len; i++)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new (names->pdata[i], NULL);

      g_menu_item_set_action_and_target_value (item, "setup-player.pilot", g_variant_new_string (names->pdata[i]));
      g_menu_append_item (menu, item);
    }
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (self->pilot_menu_button), G_MENU_MODEL (menu));
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (self->pilot_menu_button)));
  g_signal_connect_swapped (popover, "show", G_CALLBACK (pilot_list_shown_cb), self);
  g_signal_connect_swapped (popover, "hide", G_CALLBACK (pilot_list_hidden_cb), self);
}

static void
pilot_activated_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  McSetupPlayer *self = MC_SETUP_PLAYER (widget);

  gtk_editable_set_text (GTK_EDITABLE (self->pilot_row), g_variant_get_string (parameter, NULL));
  /* A pilot whose health the app does not know (card-facts.md §5): the
   * next thing to type is that number, read off the card. */
  if (gtk_spin_button_get_value_as_int (self->health_spin) == 0)
    gtk_widget_grab_focus (GTK_WIDGET (self->health_spin));
}

static void
mc_setup_player_class_init (McSetupPlayerClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /**
   * McSetupPlayer::name-changed:
   *
   * The name typed changed; lists of players need relabelling.
   */
  signals[NAME_CHANGED] =
    g_signal_new ("name-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-setup-player.ui");
  gtk_widget_class_bind_template_child (widget_class, McSetupPlayer, name_row);
  gtk_widget_class_bind_template_child (widget_class, McSetupPlayer, colour_row);
  gtk_widget_class_bind_template_child (widget_class, McSetupPlayer, pilot_row);
  gtk_widget_class_bind_template_child (widget_class, McSetupPlayer, health_spin);
  gtk_widget_class_bind_template_child (widget_class, McSetupPlayer, health_row);
  gtk_widget_class_bind_template_callback (widget_class, health_changed_cb);
  gtk_widget_class_bind_template_child (widget_class, McSetupPlayer, weapon_row);
  gtk_widget_class_install_action (widget_class, "setup-player.pilot", "s", pilot_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, name_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, health_output_cb);
}

static void
mc_setup_player_init (McSetupPlayer *self)
{
  g_autoptr(GtkStringList) colours = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) weapons = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));

  /* The pilots the catalogue knows, one tap away; any other is typed. */
  {
    GtkWidget *button = self->pilot_menu_button = gtk_menu_button_new ();

    update_pilot_menu (self);
    g_signal_connect_swapped (self->pilot_row, "changed", G_CALLBACK (pilot_changed_cb), self);
    gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-list-symbolic");
    gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
    gtk_widget_add_css_class (button, "flat");
    gtk_widget_set_tooltip_text (button, _("Choose a pilot from the box"));
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Choose a pilot from the box"), -1);
    adw_entry_row_add_suffix (self->pilot_row, button);
  }

  /* The first entry leaves it for later: then a combat asks for it. */
  gtk_string_list_append (weapons, _("Not recorded: asked at their first combat"));
  for (guint kind = 0; kind < TEM_N_BASIC_KINDS; kind++)
    {
      g_autofree char *name = tem_catalogue_dup_weapon_name (kind);

      gtk_string_list_append (weapons, name);
    }
  adw_combo_row_set_model (self->weapon_row, G_LIST_MODEL (weapons));

  for (int colour = 0; colour < TEM_N_COLOURS; colour++)
    gtk_string_list_append (colours, tem_colour_get_name ((TemColour) colour));
  adw_combo_row_set_model (self->colour_row, G_LIST_MODEL (colours));
}

/* Seats are in playing order, clockwise; each starts with its own colour. */
void
mc_setup_player_set_seat (McSetupPlayer *self,
                          guint          seat)
{
  g_autofree char *title = NULL;
  g_autofree char *health_label = NULL;

  g_return_if_fail (MC_IS_SETUP_PLAYER (self));
  g_return_if_fail (seat < TEM_MAX_PLAYERS);

  self->seat = seat;
  /* Translators: a group title in the new game form, "Player 2" */
  title = g_strdup_printf (_("Player %u"), seat + 1);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self), title);
  adw_combo_row_set_selected (self->colour_row, seat % TEM_N_COLOURS);

  health_label = g_strdup_printf (_("Player %u: pilot's top health"), seat + 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->health_spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, health_label, -1);
}

/* The name typed, or "Player N" when left blank. */
char *
mc_setup_player_dup_name (McSetupPlayer *self)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (MC_IS_SETUP_PLAYER (self), NULL);

  name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));
  if (*name == '\0')
    return g_strdup_printf (_("Player %u"), self->seat + 1);
  return g_steal_pointer (&name);
}

void
mc_setup_player_set_name (McSetupPlayer *self,
                          const char    *name)
{
  g_return_if_fail (MC_IS_SETUP_PLAYER (self));

  gtk_editable_set_text (GTK_EDITABLE (self->name_row), name);
}

void
mc_setup_player_set_pilot (McSetupPlayer *self,
                           const char    *pilot,
                           int            health_top)
{
  g_return_if_fail (MC_IS_SETUP_PLAYER (self));

  gtk_editable_set_text (GTK_EDITABLE (self->pilot_row), pilot);
  gtk_spin_button_set_value (self->health_spin, health_top);
}

/* The players' card catalogue, for their pilots' health tracks. */
void
mc_setup_player_set_cards (McSetupPlayer *self,
                           McCardMemory  *cards)
{
  g_return_if_fail (MC_IS_SETUP_PLAYER (self));

  self->cards = cards;
  update_pilot_menu (self);
  pilot_changed_cb (self);
}

TemColour
mc_setup_player_get_colour (McSetupPlayer *self)
{
  g_return_val_if_fail (MC_IS_SETUP_PLAYER (self), TEM_COLOUR_RED);

  return (TemColour) adw_combo_row_get_selected (self->colour_row);
}

/* Writes this seat into @action, a new-game action; the rules core checks
 * the rest. Only what the form alone can tell is checked here. */
gboolean
mc_setup_player_fill (McSetupPlayer *self,
                      TemAction     *action,
                      GError       **error)
{
  g_autofree char *name = NULL;
  g_autofree char *pilot = NULL;
  int top;

  g_return_val_if_fail (MC_IS_SETUP_PLAYER (self), FALSE);

  name = mc_setup_player_dup_name (self);
  pilot = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->pilot_row))));
  gtk_spin_button_update (self->health_spin);
  top = gtk_spin_button_get_value_as_int (self->health_spin);

  if (top == 0)
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("Set %s's top health: the highest space of their pilot card's health track."),
                   name);
      return FALSE;
    }

  tem_action_set_player (action, self->seat, name, mc_setup_player_get_colour (self), pilot, top);
  action->new_game.starting_basic[self->seat] = (int) adw_combo_row_get_selected (self->weapon_row) - 1;
  return TRUE;
}

void
mc_setup_player_focus (McSetupPlayer *self)
{
  g_return_if_fail (MC_IS_SETUP_PLAYER (self));

  gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
}

/* The basic weapon kept at setup (R-S8), a TemWeaponKind, or -1. */
void
mc_setup_player_set_starting_weapon (McSetupPlayer *self,
                                     int            kind)
{
  g_return_if_fail (MC_IS_SETUP_PLAYER (self));
  g_return_if_fail (kind >= -1 && kind < TEM_N_BASIC_KINDS);

  adw_combo_row_set_selected (self->weapon_row, (guint) (kind + 1));
}

/**
 * mc_setup_player_dup_missing:
 *
 * What this player's part of the form still lacks to start, in words
 * ("Ana's pilot's top health"), or %NULL. The field says what to type
 * (the highest number on the pilot card's health track) and shows "–"
 * until it is filled.
 */
char *
mc_setup_player_dup_missing (McSetupPlayer *self)
{
  g_autofree char *name = NULL;
  gboolean missing;

  g_return_val_if_fail (MC_IS_SETUP_PLAYER (self), NULL);

  /* The row keeps its words (the + button does not move when it is
   * filled) and no error red: nothing was done wrong yet. */
  missing = gtk_spin_button_get_value_as_int (self->health_spin) == 0;
  if (!missing)
    return NULL;
  name = mc_setup_player_dup_name (self);
  /* Translators: what the new-game form still lacks, "Ana's pilot's top health" */
  return g_strdup_printf (_("%s's pilot's top health"), name);
}
