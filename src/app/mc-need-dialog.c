/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-arena-view.h"
#include "mc-need-dialog.h"
#include "mc-window.h"

/* Asks the players the one thing the rules core needs to go on (a
 * TemNeed): the numbers printed on a zone or weapon card, which are
 * entered as actions and so journaled and undoable; or a choice at the
 * table (a mine's number, where a pilot goes, the card flipped), which
 * ::answered hands back for the action to be tried again.
 *
 * Only what the step needs is asked (a weapon's type and the line it
 * attacks with, not the whole card), nothing starts from a guess (Save
 * waits until every value asked is given), and long lists scroll inside
 * the dialog so its buttons stay on a phone's screen. */

#define MAX_CHOICES 24
#define MAX_ASKED 4
#define MAX_OPTIONS 3

/* The abilities the rules core applies, in the order they are offered. */
static const int ability_choices[] = {
  TEM_ABILITY_NONE, TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE, TEM_ABILITY_POWER_ATTACK_VP
};
static const int type_choices[] = {
  TEM_WEAPON_TYPE_AREA, TEM_WEAPON_TYPE_RANGED, TEM_WEAPON_TYPE_MELEE
};

/* One value asked: a spin button, or a few options of which one is picked. */
typedef struct
{
  int        field;              /* a TemWeaponField, or -1 for a zone's value */
  GtkWidget *row;                /* a hidden row is not asked (yet) */
  GtkWidget *spin;
  guint      n_options;
  GtkWidget *options[MAX_OPTIONS];
  int        values[MAX_OPTIONS];
} Asked;

struct _McNeedDialog
{
  AdwMessageDialog parent_instance;

  McSession    *session;
  McCardMemory *cards;           /* not owned: the window's, which outlives its dialogs; or NULL */
  TemNeed       need;

  GtkBox       *content;         /* in a scrolled window: long lists scroll inside */
  GtkListBox   *list;
  GtkLabel     *problem;         /* a name refused, said under the list */

  guint         n_choices;
  int           choices[MAX_CHOICES];

  guint         n_asked;
  Asked         asked[MAX_ASKED];
  GtkWidget    *energy_check;
  GtkWidget    *credits_check;
  GtkWidget    *name_row;        /* an unnamed weapon's name, while the card is in hand */
  GtkWidget    *new_card_row;    /* the row picker: a card the box has not named yet */
  gboolean      responding;      /* a response closes the dialog by itself */
};

G_DEFINE_FINAL_TYPE (McNeedDialog, mc_need_dialog, ADW_TYPE_MESSAGE_DIALOG)

enum {
  ANSWERED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
answer (McNeedDialog *self,
        int           value)
{
  g_object_ref (self);
  g_signal_emit (self, signals[ANSWERED], 0, value);
  if (!self->responding)
    gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
}

static void
choice_activated_cb (GtkListBox    *list,
                     GtkListBoxRow *row,
                     McNeedDialog  *self)
{
  int index = gtk_list_box_row_get_index (row);

  /* The rows after the choices (a new card's name) are not choices. */
  if (index >= 0 && (guint) index < self->n_choices)
    mc_need_dialog_choose (self, (guint) index);
}

/* A label over a list, or a problem under it: wraps, never cut. */
static GtkWidget *
new_wrapping_label (const char *text,
                    const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
show_problem (McNeedDialog *self,
              const char   *message)
{
  gtk_label_set_label (self->problem, message);
  gtk_widget_set_visible (GTK_WIDGET (self->problem), TRUE);
}

/* The most the lists may take of the parent's height: the heading, the
 * message and the buttons keep the rest. */
static int
max_content_height (GtkWindow *parent)
{
  int height = parent != NULL ? gtk_widget_get_height (GTK_WIDGET (parent)) : 0;

  if (height <= 0)
    height = 640;
  return CLAMP (height - 360, 140, 440);
}

static GtkListBox *
new_boxed_list (void)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  return GTK_LIST_BOX (list);
}

/* The dialog's own area: a box of lists that scrolls once it is taller
 * than the screen leaves room for. */
static void
build_content (McNeedDialog *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  self->content = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 12));
  self->list = new_boxed_list ();
  self->problem = GTK_LABEL (new_wrapping_label (NULL, "error"));
  gtk_widget_set_visible (GTK_WIDGET (self->problem), FALSE);
  gtk_box_append (self->content, GTK_WIDGET (self->list));
  gtk_box_append (self->content, GTK_WIDGET (self->problem));

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled),
                                              max_content_height (gtk_window_get_transient_for (GTK_WINDOW (self))));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->content));
  gtk_widget_add_css_class (scrolled, "need-dialog-content");
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (self), scrolled);
}

static void
add_choice (McNeedDialog *self,
            int           value,
            const char   *title,
            const char   *subtitle)
{
  GtkWidget *row;

  if (self->n_choices >= MAX_CHOICES)
    return;
  self->choices[self->n_choices++] = value;

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_append (self->list, row);
}

/* Whether every value asked is given (and, for a zone's resources, an
 * icon): Save waits for it, so nothing is entered from a guess. */
static gboolean
is_complete (McNeedDialog *self)
{
  for (guint i = 0; i < self->n_asked; i++)
    {
      const Asked *asked = &self->asked[i];
      gboolean given = FALSE;

      if (!gtk_widget_get_visible (asked->row))
        continue;
      if (asked->spin != NULL)
        given = *gtk_editable_get_text (GTK_EDITABLE (asked->spin)) != '\0';
      for (guint j = 0; j < asked->n_options; j++)
        given |= gtk_check_button_get_active (GTK_CHECK_BUTTON (asked->options[j]));
      if (!given)
        return FALSE;
    }
  if (self->need.kind == TEM_NEED_ZONE_RESOURCES && self->energy_check != NULL)
    return gtk_check_button_get_active (GTK_CHECK_BUTTON (self->energy_check))
           || gtk_check_button_get_active (GTK_CHECK_BUTTON (self->credits_check));
  return TRUE;
}

static void
update_save (McNeedDialog *self)
{
  if (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (self), "save"))
    adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "save", is_complete (self));
}

/* The option picked, or TEM_VALUE_UNKNOWN while none is. */
static int
get_option (const Asked *asked)
{
  for (guint j = 0; j < asked->n_options; j++)
    if (gtk_check_button_get_active (GTK_CHECK_BUTTON (asked->options[j])))
      return asked->values[j];
  return TEM_VALUE_UNKNOWN;
}

static Asked *
find_asked (McNeedDialog *self,
            int           field)
{
  for (guint i = 0; i < self->n_asked; i++)
    if (self->asked[i].field == field)
      return &self->asked[i];
  return NULL;
}

/* A weapon's line in this combat: its Power Attack when it counters the
 * attack just received (R-C5) or follows a jump (R-C6), else its first. */
static gboolean
attacks_with_power (McNeedDialog *self,
                    int           type)
{
  const TemCombat *combat = &mc_session_get_game (self->session)->combat;

  if (!combat->active || type == TEM_VALUE_UNKNOWN)
    return FALSE;
  return combat->first_power
         || (combat->last_type >= 0 && tem_weapon_type_counters ((TemWeaponType) type, (TemWeaponType) combat->last_type));
}

/* An option picked can ask one more value: with the type, the line the
 * attack uses (one of two); with an ability that has a number, its number. */
static void
option_toggled_cb (McNeedDialog *self)
{
  Asked *type = find_asked (self, TEM_WEAPON_FIELD_TYPE);
  Asked *attack = find_asked (self, TEM_WEAPON_FIELD_ATTACK);
  Asked *power = find_asked (self, TEM_WEAPON_FIELD_POWER);
  Asked *ability = find_asked (self, TEM_WEAPON_FIELD_ABILITY);
  Asked *amount = find_asked (self, TEM_WEAPON_FIELD_ABILITY_AMOUNT);

  if (type != NULL)
    {
      int picked = get_option (type);
      gboolean with_power = attacks_with_power (self, picked);

      if (attack != NULL)
        gtk_widget_set_visible (attack->row, picked != TEM_VALUE_UNKNOWN && !with_power);
      if (power != NULL)
        gtk_widget_set_visible (power->row, picked != TEM_VALUE_UNKNOWN && with_power);
    }
  if (ability != NULL && amount != NULL)
    gtk_widget_set_visible (amount->row, get_option (ability) == TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE
                                         || get_option (ability) == TEM_ABILITY_POWER_ATTACK_VP);
  update_save (self);
}

static Asked *
add_asked (McNeedDialog *self,
           int           field,
           GtkWidget    *row)
{
  Asked *asked;

  g_assert (self->n_asked < MAX_ASKED);
  asked = &self->asked[self->n_asked++];
  asked->field = field;
  asked->row = row;
  return asked;
}

/* An unknown number shows as an empty field (its value -1, below the
 * card's smallest) until the players enter one. */
static gboolean
spin_output_cb (GtkSpinButton *spin)
{
  if (gtk_spin_button_get_value (spin) >= 0)
    return FALSE;
  if (*gtk_editable_get_text (GTK_EDITABLE (spin)) != '\0')
    gtk_editable_set_text (GTK_EDITABLE (spin), "");
  return TRUE;
}

static int
spin_input_cb (GtkSpinButton *spin,
               double        *value)
{
  if (*gtk_editable_get_text (GTK_EDITABLE (spin)) != '\0')
    return FALSE;
  *value = -1;
  return TRUE;
}

/* A number: empty until entered, unless the card's value is known. */
static void
add_number_row (McNeedDialog *self,
                const char   *title,
                int           field,
                int           value,
                int           max)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (value == TEM_VALUE_UNKNOWN ? -1 : 0, max, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  g_signal_connect (spin, "output", G_CALLBACK (spin_output_cb), NULL);
  g_signal_connect (spin, "input", G_CALLBACK (spin_input_cb), NULL);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value == TEM_VALUE_UNKNOWN ? -1 : value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  gtk_list_box_append (self->list, row);
  g_signal_connect_swapped (spin, "changed", G_CALLBACK (update_save), self);

  add_asked (self, field, row)->spin = spin;
}

/* A few options, none picked at first; each row wraps its text in full. */
static void
add_options (McNeedDialog *self,
             int           field,
             const int    *values,
             guint         n_values)
{
  GtkListBox *list = new_boxed_list ();
  GtkWidget *heading = new_wrapping_label (tem_weapon_field_get_title (field), "heading");
  GtkWidget *group = NULL;
  Asked *asked = add_asked (self, field, GTK_WIDGET (list));

  for (guint i = 0; i < n_values && i < MAX_OPTIONS; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();
      const char *title = field == TEM_WEAPON_FIELD_TYPE ? tem_weapon_type_get_name ((TemWeaponType) values[i])
                                                         : tem_ability_get_name ((TemAbility) values[i]);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      if (group != NULL)
        gtk_check_button_set_group (GTK_CHECK_BUTTON (check), GTK_CHECK_BUTTON (group));
      group = check;
      gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      gtk_list_box_append (list, row);
      g_signal_connect_swapped (check, "toggled", G_CALLBACK (option_toggled_cb), self);
      asked->options[asked->n_options] = check;
      asked->values[asked->n_options++] = values[i];
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  tem_weapon_field_get_title (field), -1);
  /* Before the numbers: the type decides which line is asked. */
  gtk_box_insert_child_after (self->content, heading, NULL);
  gtk_box_insert_child_after (self->content, GTK_WIDGET (list), heading);
}

static GtkWidget *
add_check_row (GtkListBox *list,
               const char *title,
               const char *icon,
               gboolean    active)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name (icon));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), active);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  gtk_list_box_append (list, row);
  return check;
}

static void
add_save_responses (McNeedDialog *self)
{
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (self), "cancel", _("_Cancel"), "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (self), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (self), "save");
}

/* A weapon card the box has not named: neither the rulebooks nor the
 * players gave it a name yet. */
static gboolean
is_unnamed (McNeedDialog *self,
            guint         kind)
{
  return tem_catalogue_get_weapon (kind)->name == NULL
         && (self->cards == NULL || mc_card_memory_get_weapon_name (self->cards, kind) == NULL);
}

/* Names a card in the players' card memory (as the Cards page does); the
 * game says it at once, and the window keeps the file. */
static gboolean
name_weapon (McNeedDialog *self,
             guint         kind,
             const char   *name,
             GError      **error)
{
  if (self->cards == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           _("The cards remembered from earlier games could not be read, so no name can be kept."));
      return FALSE;
    }
  if (!mc_card_memory_set_weapon_name (self->cards, kind, name, error))
    return FALSE;
  mc_card_memory_name_weapons (self->cards);
  mc_session_relabel (self->session);
  return TRUE;
}

/* The weapon fields a step needs: the cost to buy, the type and the line
 * used to attack, the VP to score; never the whole card at once. */
static guint
fields_needed (int  field,
               int *fields)
{
  switch (field)
    {
    case TEM_WEAPON_FIELD_TYPE:
      fields[0] = TEM_WEAPON_FIELD_TYPE;
      fields[1] = TEM_WEAPON_FIELD_ATTACK;
      fields[2] = TEM_WEAPON_FIELD_POWER;
      return 3;
    case TEM_WEAPON_FIELD_COST_ENERGY:
    case TEM_WEAPON_FIELD_COST_CREDITS:
      fields[0] = TEM_WEAPON_FIELD_COST_ENERGY;
      fields[1] = TEM_WEAPON_FIELD_COST_CREDITS;
      return 2;
    case TEM_WEAPON_FIELD_ABILITY:
      fields[0] = TEM_WEAPON_FIELD_ABILITY;
      fields[1] = TEM_WEAPON_FIELD_ABILITY_AMOUNT;
      return 2;
    case TEM_WEAPON_FIELD_ATTACK:
    case TEM_WEAPON_FIELD_POWER:
    case TEM_WEAPON_FIELD_VP:
    case TEM_WEAPON_FIELD_ABILITY_AMOUNT:
    default:
      fields[0] = field;
      return 1;
    }
}

/* A weapon card: the numbers the step needs that are still unknown. */
static void
build_weapon (McNeedDialog *self)
{
  const TemGame *game = mc_session_get_game (self->session);
  const TemWeaponStats *stats = &game->weapon_stats[self->need.weapon_kind];
  g_autofree char *name = tem_catalogue_dup_weapon_name ((guint) self->need.weapon_kind);
  /* Translators: a dialog heading, "The numbers on Plasma Lance" */
  g_autofree char *heading = g_strdup_printf (_("The numbers on %s"), name);
  int fields[MAX_ASKED];
  guint n_fields = fields_needed (self->need.field, fields);

  adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), heading);
  if (self->cards != NULL && is_unnamed (self, (guint) self->need.weapon_kind))
    {
      self->name_row = adw_entry_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->name_row), _("Name on the card"));
      gtk_list_box_append (self->list, self->name_row);
    }
  for (guint i = 0; i < n_fields; i++)
    {
      int field = fields[i];

      if (tem_weapon_stats_get_field (stats, field) != TEM_VALUE_UNKNOWN)
        continue;
      if (field == TEM_WEAPON_FIELD_TYPE)
        add_options (self, field, type_choices, G_N_ELEMENTS (type_choices));
      else if (field == TEM_WEAPON_FIELD_ABILITY)
        add_options (self, field, ability_choices, G_N_ELEMENTS (ability_choices));
      else
        add_number_row (self, tem_weapon_field_get_title (field), field, TEM_VALUE_UNKNOWN,
                        field == TEM_WEAPON_FIELD_ABILITY_AMOUNT ? TEM_ABILITY_AMOUNT_MAX : 20);
    }
  /* The ability's number, when the ability is known and has one. */
  if (self->need.field == TEM_WEAPON_FIELD_ABILITY_AMOUNT && stats->ability != TEM_ABILITY_UNKNOWN)
    {
      g_autofree char *ability = tem_ability_describe (stats->ability, TEM_VALUE_UNKNOWN);

      gtk_box_insert_child_after (self->content, new_wrapping_label (ability, NULL), NULL);
    }

  add_save_responses (self);
  option_toggled_cb (self);
}

/* What the catalogue knows of a side of the Mighty Mech: "Rocket Charge:
 * move two zones…", or NULL. */
static char *
describe_mech_side (McNeedDialog *self,
                    TemMechSide   side)
{
  McCardMemory *cards = self->cards;
  TemMechAbility ability = cards != NULL ? mc_card_memory_get_mech_ability (cards, side) : TEM_MECH_ABILITY_UNKNOWN;
  const char *text = cards != NULL ? mc_card_memory_get_mech_text (cards, side) : NULL;

  if (ability == TEM_MECH_ABILITY_UNKNOWN && text == NULL)
    return NULL;
  if (text == NULL)
    return g_strdup (tem_catalogue_get_mech_ability (ability));
  if (ability == TEM_MECH_ABILITY_UNKNOWN)
    return g_strdup (text);
  /* Translators: a Mech side's ability and its text, "Rocket Charge: move two zones before attacking" */
  return g_strdup_printf (_("%s: %s"), tem_catalogue_get_mech_ability (ability), text);
}

/* A card of the box tapped: its value and icons, saved at once. */
static void
zone_card_clicked_cb (GtkButton    *button,
                      McNeedDialog *self)
{
  guint resources = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "resources"));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->asked[0].spin),
                             GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "value")));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->energy_check), (resources & TEM_RESOURCE_ENERGY) != 0);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->credits_check), (resources & TEM_RESOURCE_CREDITS) != 0);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (self), "save");
}

/* The box's resource cards from the catalogue that are not on the arena
 * yet, one button per kind: "2 energy". */
static GtkWidget *
new_zone_card_picks (McNeedDialog *self)
{
  McCardMemory *cards = self->cards;
  const TemGame *game = mc_session_get_game (self->session);
  McZoneCard box[TEM_N_RESOURCE_ZONE_CARDS];
  gboolean placed[TEM_N_RESOURCE_ZONE_CARDS] = { FALSE };
  GtkWidget *flow = NULL;
  guint n;

  if (cards == NULL || (n = mc_card_memory_get_zone_cards (cards, box)) == 0)
    return NULL;
  /* Each card already on the arena accounts for one of the box's. */
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    {
      const TemZone *zone = &game->arena.zones[cell];

      if (cell == self->need.cell || zone->kind != TEM_ZONE_RESOURCE || zone->value == TEM_VALUE_UNKNOWN)
        continue;
      for (guint i = 0; i < n; i++)
        if (!placed[i] && box[i].value == zone->value && box[i].resources == zone->resources)
          {
            placed[i] = TRUE;
            break;
          }
    }

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *label = NULL;
      g_autofree char *accessible = NULL;
      GtkWidget *button;

      if (placed[i] || (i > 0 && !placed[i - 1] && box[i - 1].value == box[i].value
                        && box[i - 1].resources == box[i].resources))
        continue;
      if (flow == NULL)
        {
          flow = gtk_flow_box_new ();
          gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
          gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 4);
          gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 6);
          gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 6);
        }
      label = mc_card_memory_describe_zone_cards (&box[i], 1);
      /* Translators: a zone card to choose, for screen readers: "Your card: 2 energy" */
      accessible = g_strdup_printf (_("Your card: %s"), label);
      button = gtk_button_new_with_label (label);
      gtk_widget_add_css_class (button, "pill");
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
      gtk_widget_set_name (button, "zone-card");
      g_object_set_data (G_OBJECT (button), "value", GINT_TO_POINTER (box[i].value));
      g_object_set_data (G_OBJECT (button), "resources", GUINT_TO_POINTER (box[i].resources));
      g_signal_connect (button, "clicked", G_CALLBACK (zone_card_clicked_cb), self);
      gtk_flow_box_append (GTK_FLOW_BOX (flow), button);
    }
  return flow;
}

static void
build_zone (McNeedDialog *self)
{
  const TemGame *game = mc_session_get_game (self->session);
  const TemZone *zone = tem_arena_get_zone (&game->arena, self->need.cell);
  g_autofree char *name = tem_arena_describe_cell (self->need.cell);
  g_autofree char *heading = g_strdup_printf (_("Zone %s"), name);
  GtkWidget *picks = zone->kind == TEM_ZONE_RESOURCE ? new_zone_card_picks (self) : NULL;

  adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), heading);
  if (picks != NULL)
    {
      GtkWidget *title = new_wrapping_label (_("One of your box’s cards still to place:"), NULL);

      gtk_box_insert_child_after (self->content, title, NULL);
      gtk_box_insert_child_after (self->content, picks, title);
    }
  add_number_row (self, _("Value printed on the card"), -1, zone->value, TEM_ZONE_VALUE_MAX);
  if (zone->kind == TEM_ZONE_RESOURCE)
    {
      gboolean unknown = (zone->resources & TEM_RESOURCE_UNKNOWN) != 0;

      self->energy_check = add_check_row (self->list, _("Energy"), "mc-energy-symbolic",
                                          !unknown && (zone->resources & TEM_RESOURCE_ENERGY));
      self->credits_check = add_check_row (self->list, _("Credits"), "mc-credits-symbolic",
                                           !unknown && (zone->resources & TEM_RESOURCE_CREDITS));
      g_signal_connect_swapped (self->energy_check, "toggled", G_CALLBACK (update_save), self);
      g_signal_connect_swapped (self->credits_check, "toggled", G_CALLBACK (update_save), self);
    }

  add_save_responses (self);
  update_save (self);
}

/* The row picker: a card the box has not named is typed as printed. */
static void
new_card_applied_cb (McNeedDialog *self)
{
  mc_need_dialog_name_card (self, gtk_editable_get_text (GTK_EDITABLE (self->new_card_row)));
}

static void
add_new_card_row (McNeedDialog *self)
{
  gboolean any_unnamed = FALSE;
  GtkListBox *list;

  for (guint i = 0; i < self->n_choices; i++)
    any_unnamed |= is_unnamed (self, (guint) self->choices[i]);
  if (self->cards == NULL || !any_unnamed)
    return;

  list = new_boxed_list ();
  self->new_card_row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->new_card_row), _("Name on the card"));
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (self->new_card_row), TRUE);
  gtk_widget_set_name (self->new_card_row, "new-card-name");
  g_signal_connect_swapped (self->new_card_row, "apply", G_CALLBACK (new_card_applied_cb), self);
  g_signal_connect_swapped (self->new_card_row, "entry-activated", G_CALLBACK (new_card_applied_cb), self);
  gtk_list_box_append (list, self->new_card_row);
  /* Under the cards the box knows, before a problem with the name. */
  gtk_box_insert_child_after (self->content,
                              new_wrapping_label (_("Not in the list? Type the name printed on the card:"), NULL),
                              GTK_WIDGET (self->list));
  gtk_box_insert_child_after (self->content, GTK_WIDGET (list),
                              gtk_widget_get_next_sibling (GTK_WIDGET (self->list)));
}

static void
build_choices (McNeedDialog *self)
{
  const TemGame *game = mc_session_get_game (self->session);
  const TemPlayer *player = self->need.seat >= 0 && (guint) self->need.seat < game->n_players
                            ? &game->players[self->need.seat] : NULL;

  switch (self->need.kind)
    {
    case TEM_NEED_MINE_NUMBER:
      for (int number = 1; number <= TEM_MINES; number++)
        {
          g_autofree char *title = g_strdup_printf ("%d", number);

          add_choice (self, number, title, NULL);
        }
      break;

    case TEM_NEED_CELL:
    case TEM_NEED_TOKEN:
      for (int cell = 0; cell < TEM_ARENA_CELLS && cell < 64; cell++)
        if (self->need.cells & (G_GUINT64_CONSTANT (1) << cell))
          {
            g_autofree char *title = tem_arena_describe_cell (cell);
            g_autofree char *subtitle = mc_arena_view_describe_zone (game, cell);

            add_choice (self, cell, title, subtitle);
          }
      break;

    case TEM_NEED_MECH_SIDE:
      for (TemMechSide side = TEM_MECH_SIDE_TROY; side <= TEM_MECH_SIDE_SPARTA; side++)
        {
          g_autofree char *ability = describe_mech_side (self, side);

          add_choice (self, side, tem_catalogue_get_mech_side (side), ability);
        }
      break;

    case TEM_NEED_MECH_AFTER_KO:
      /* R-MM3: "may take"; whoever enters chooses the side (setup step 6). */
      for (TemMechSide side = TEM_MECH_SIDE_TROY; side <= TEM_MECH_SIDE_SPARTA; side++)
        {
          g_autofree char *ability = describe_mech_side (self, side);
          g_autofree char *title = g_strdup_printf (_("Take it: %s"), tem_catalogue_get_mech_side (side));

          add_choice (self, side == TEM_MECH_SIDE_TROY ? TEM_MECH_TAKE_TROY : TEM_MECH_TAKE_SPARTA, title, ability);
        }
      add_choice (self, TEM_MECH_TAKE_DECLINE, _("Leave it in the zone"),
                  _("The Mighty Mech stays here, uncontrolled, for anyone to take."));
      break;

    case TEM_NEED_ROW_CARD:
    case TEM_NEED_REFILL:
      for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
        if (game->weapons[card].place == TEM_PLACE_DECK)
          {
            g_autofree char *title = tem_catalogue_dup_weapon_name (game->weapons[card].kind);

            add_choice (self, (int) game->weapons[card].kind, title, NULL);
          }
      add_new_card_row (self);
      break;

    case TEM_NEED_ROBOT_CARD:
    case TEM_NEED_RESPAWN_CARD:
      for (int program = 0; program < TEM_N_PROGRAMS; program++)
        add_choice (self, program, tem_program_get_name (program), NULL);
      break;

    case TEM_NEED_ROBOT_WEAPON:
      /* Its stack is its equipped weapons not yet flipped in this combat,
       * all of them again once every one was. */
      for (int pass = 0; pass < 2 && self->n_choices == 0; pass++)
        for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
          {
            const TemWeaponCard *weapon = &game->weapons[card];

            if (weapon->place == TEM_PLACE_OWNED && weapon->owner == self->need.seat && weapon->equipped
                && (pass == 1 || !(game->combat.exhausted & (1u << card))))
              {
                g_autofree char *title = tem_catalogue_dup_weapon_name (weapon->kind);

                add_choice (self, (int) card, title, NULL);
              }
          }
      break;

    case TEM_NEED_STARTING_WEAPON:
    case TEM_NEED_NONE:
    case TEM_NEED_ZONE_VALUE:
    case TEM_NEED_ZONE_RESOURCES:
    case TEM_NEED_WEAPON_FIELD:
    default:
      break;
    }

  if (self->need.kind == TEM_NEED_ROW_CARD)
    {
      /* Translators: a dialog heading, "Place 2 of the Row" */
      g_autofree char *heading = g_strdup_printf (_("Place %d of the Row"), self->need.cell + 1);

      adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), heading);
    }
  else if (player != NULL)
    adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), player->name);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (self), "cancel", _("_Cancel"), NULL);
  if (self->n_choices > 0)
    g_signal_connect (self->list, "row-activated", G_CALLBACK (choice_activated_cb), self);
}

static void
apply_zone (McNeedDialog *self)
{
  const TemGame *game = mc_session_get_game (self->session);
  const TemZone *zone = tem_arena_get_zone (&game->arena, self->need.cell);
  guint resources = zone->resources;
  GtkSpinButton *spin = GTK_SPIN_BUTTON (self->asked[0].spin);
  TemAction action;

  if (self->energy_check != NULL)
    {
      resources = 0;
      if (gtk_check_button_get_active (GTK_CHECK_BUTTON (self->energy_check)))
        resources |= TEM_RESOURCE_ENERGY;
      if (gtk_check_button_get_active (GTK_CHECK_BUTTON (self->credits_check)))
        resources |= TEM_RESOURCE_CREDITS;
      if (resources == 0)
        resources = TEM_RESOURCE_UNKNOWN;
    }

  gtk_spin_button_update (spin);
  if (gtk_spin_button_get_value_as_int (spin) < 0)
    return;
  tem_action_init_set_zone (&action, self->need.cell, gtk_spin_button_get_value_as_int (spin), resources);
  mc_session_apply (self->session, &action, NULL);
}

static void
apply_weapon (McNeedDialog *self)
{
  const char *name = self->name_row != NULL ? gtk_editable_get_text (GTK_EDITABLE (self->name_row)) : "";

  /* The name goes to the card memory (a label, not a rule); a bad one is
   * said and the numbers are kept all the same. */
  if (*name != '\0')
    {
      g_autoptr(GError) error = NULL;

      if (!name_weapon (self, (guint) self->need.weapon_kind, name, &error))
        {
          GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
          GtkWidget *alert = adw_message_dialog_new (parent, _("Name Not Saved"), error->message);

          adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (alert), "close", _("_Close"));
          gtk_window_present (GTK_WINDOW (alert));
        }
    }

  for (guint i = 0; i < self->n_asked; i++)
    {
      const Asked *asked = &self->asked[i];
      TemAction action;
      int value;

      if (!gtk_widget_get_visible (asked->row))
        continue;
      if (asked->spin != NULL)
        {
          gtk_spin_button_update (GTK_SPIN_BUTTON (asked->spin));
          value = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (asked->spin));
          if (value < 0)
            return;
        }
      else
        value = get_option (asked);
      tem_action_init_set_weapon (&action, (guint) self->need.weapon_kind, asked->field, value);
      if (!mc_session_apply (self->session, &action, NULL))
        return;
    }
}

static void
mc_need_dialog_response (AdwMessageDialog *dialog,
                         const char       *response)
{
  McNeedDialog *self = MC_NEED_DIALOG (dialog);

  self->responding = TRUE;
  if (g_strcmp0 (response, "save") == 0)
    mc_need_dialog_save (self);
  self->responding = FALSE;
}

static void
mc_need_dialog_dispose (GObject *object)
{
  McNeedDialog *self = MC_NEED_DIALOG (object);

  g_clear_object (&self->session);
  self->cards = NULL;

  G_OBJECT_CLASS (mc_need_dialog_parent_class)->dispose (object);
}

static void
mc_need_dialog_class_init (McNeedDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  AdwMessageDialogClass *dialog_class = ADW_MESSAGE_DIALOG_CLASS (klass);

  object_class->dispose = mc_need_dialog_dispose;
  dialog_class->response = mc_need_dialog_response;

  /**
   * McNeedDialog::answered:
   * @value: the choice made, or -1 once card values were entered
   *
   * Try the action again with the answer.
   */
  signals[ANSWERED] =
    g_signal_new ("answered",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
mc_need_dialog_init (McNeedDialog *self)
{
}

static McNeedDialog *
create (GtkWindow     *parent,
        McSession     *session,
        McCardMemory  *cards,
        const TemNeed *need,
        const char    *message)
{
  McNeedDialog *self = g_object_new (MC_TYPE_NEED_DIALOG,
                                     "transient-for", parent,
                                     "modal", TRUE,
                                     "body", message != NULL ? message : "",
                                     NULL);

  self->session = g_object_ref (session);
  self->cards = cards;
  self->need = *need;
  build_content (self);

  switch (need->kind)
    {
    case TEM_NEED_ZONE_VALUE:
    case TEM_NEED_ZONE_RESOURCES:
      build_zone (self);
      break;
    case TEM_NEED_WEAPON_FIELD:
      build_weapon (self);
      break;
    case TEM_NEED_STARTING_WEAPON:
      adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), _("A weapon is missing"));
      adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (self), "cancel", _("_Close"), NULL);
      break;
    case TEM_NEED_NONE:
    case TEM_NEED_CELL:
    case TEM_NEED_MINE_NUMBER:
    case TEM_NEED_TOKEN:
    case TEM_NEED_MECH_SIDE:
    case TEM_NEED_MECH_AFTER_KO:
    case TEM_NEED_REFILL:
    case TEM_NEED_ROW_CARD:
    case TEM_NEED_ROBOT_CARD:
    case TEM_NEED_RESPAWN_CARD:
    case TEM_NEED_ROBOT_WEAPON:
    default:
      build_choices (self);
      break;
    }
  /* Nothing of the list shown: no empty frame either. */
  gtk_widget_set_visible (GTK_WIDGET (self->list), gtk_widget_get_first_child (GTK_WIDGET (self->list)) != NULL);

  return self;
}

/* Until every caller hands the card memory down: the one of the window
 * the dialog belongs to. */
static McCardMemory *
cards_of_parent (GtkWindow *parent)
{
  return MC_IS_WINDOW (parent) ? mc_window_get_cards (MC_WINDOW (parent)) : NULL;
}

/**
 * mc_need_dialog_new_with_cards:
 * @cards: (nullable): the players' card memory, for the names and zone
 *   cards of their box; not owned, it must outlive the dialog
 * @message: the rules core's own words, shown above the question
 *
 * A dialog asking what @need says. Present it and wait for ::answered.
 */
McNeedDialog *
mc_need_dialog_new_with_cards (GtkWindow     *parent,
                               McSession     *session,
                               McCardMemory  *cards,
                               const TemNeed *need,
                               const char    *message)
{
  g_return_val_if_fail (MC_IS_SESSION (session), NULL);
  g_return_val_if_fail (need != NULL, NULL);

  return create (parent, session, cards, need, message);
}

/**
 * mc_need_dialog_new:
 *
 * As mc_need_dialog_new_with_cards(), with the card memory of @parent when
 * it is the app's window. Kept for callers not yet handing it down.
 */
McNeedDialog *
mc_need_dialog_new (GtkWindow     *parent,
                    McSession     *session,
                    const TemNeed *need,
                    const char    *message)
{
  return mc_need_dialog_new_with_cards (parent, session, cards_of_parent (parent), need, message);
}

/**
 * mc_need_dialog_new_zone_with_cards:
 * @cards: (nullable): the players' card memory, whose zone cards are offered
 *
 * Edits a zone card as it lies on the table (a tap on the arena).
 */
McNeedDialog *
mc_need_dialog_new_zone_with_cards (GtkWindow    *parent,
                                    McSession    *session,
                                    McCardMemory *cards,
                                    int           cell)
{
  TemNeed need = { TEM_NEED_ZONE_VALUE, -1, cell, -1, -1, 0 };

  g_return_val_if_fail (MC_IS_SESSION (session), NULL);

  return create (parent, session, cards, &need, _("Enter what the card shows."));
}

/**
 * mc_need_dialog_new_zone:
 *
 * As mc_need_dialog_new_zone_with_cards(), with the card memory of @parent
 * when it is the app's window.
 */
McNeedDialog *
mc_need_dialog_new_zone (GtkWindow *parent,
                         McSession *session,
                         int        cell)
{
  return mc_need_dialog_new_zone_with_cards (parent, session, cards_of_parent (parent), cell);
}

const TemNeed *
mc_need_dialog_get_need (McNeedDialog *self)
{
  g_return_val_if_fail (MC_IS_NEED_DIALOG (self), NULL);

  return &self->need;
}

guint
mc_need_dialog_get_n_choices (McNeedDialog *self)
{
  g_return_val_if_fail (MC_IS_NEED_DIALOG (self), 0);

  return self->n_choices;
}

int
mc_need_dialog_get_choice (McNeedDialog *self,
                           guint         index)
{
  g_return_val_if_fail (MC_IS_NEED_DIALOG (self), -1);
  g_return_val_if_fail (index < self->n_choices, -1);

  return self->choices[index];
}

void
mc_need_dialog_choose (McNeedDialog *self,
                       guint         index)
{
  g_return_if_fail (MC_IS_NEED_DIALOG (self));
  g_return_if_fail (index < self->n_choices);

  answer (self, self->choices[index]);
}

/**
 * mc_need_dialog_name_card:
 * @name: the name printed on the card, as typed
 *
 * The row picker's answer when the card face up is one the box has not
 * named yet: a card of the list called so is chosen; otherwise the name
 * goes to an unnamed card of the deck, kept in the card memory, and that
 * card is chosen. A name refused is said in the dialog, which stays.
 *
 * Returns: whether a card was chosen
 */
gboolean
mc_need_dialog_name_card (McNeedDialog *self,
                          const char   *name)
{
  g_autofree char *wanted = NULL;
  g_autoptr(GError) error = NULL;
  int kind = -1;

  g_return_val_if_fail (MC_IS_NEED_DIALOG (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  wanted = g_utf8_casefold (g_strstrip (g_strdup (name)), -1);
  if (*wanted == '\0')
    {
      show_problem (self, _("Type the name printed on the card."));
      return FALSE;
    }
  for (guint i = 0; i < self->n_choices; i++)
    {
      g_autofree char *title = tem_catalogue_dup_weapon_name ((guint) self->choices[i]);
      g_autofree char *folded = g_utf8_casefold (title, -1);

      if (g_str_equal (folded, wanted))
        {
          mc_need_dialog_choose (self, i);
          return TRUE;
        }
    }
  for (guint i = 0; i < self->n_choices && kind < 0; i++)
    if (is_unnamed (self, (guint) self->choices[i]))
      kind = self->choices[i];
  if (kind < 0)
    {
      show_problem (self, _("Every card left in the deck has a name already: pick it in the list."));
      return FALSE;
    }
  if (!name_weapon (self, (guint) kind, name, &error))
    {
      show_problem (self, error->message);
      return FALSE;
    }
  answer (self, kind);
  return TRUE;
}

/* An unnamed weapon's name, as typed in its row (for tests). */
void
mc_need_dialog_set_weapon_name (McNeedDialog *self,
                                const char   *name)
{
  g_return_if_fail (MC_IS_NEED_DIALOG (self));
  g_return_if_fail (self->name_row != NULL);

  gtk_editable_set_text (GTK_EDITABLE (self->name_row), name);
}

/**
 * mc_need_dialog_set_number:
 * @index: which value asked, below mc_need_dialog_get_n_numbers()
 * @value: the number, or for a type or an ability its TemWeaponType or
 *   TemAbility
 *
 * For tests and keyboard users alike: the same as typing in the field or
 * picking the option.
 */
void
mc_need_dialog_set_number (McNeedDialog *self,
                           guint         index,
                           int           value)
{
  Asked *asked;

  g_return_if_fail (MC_IS_NEED_DIALOG (self));
  g_return_if_fail (index < self->n_asked);

  asked = &self->asked[index];
  if (asked->spin != NULL)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (asked->spin), value);
  for (guint j = 0; j < asked->n_options; j++)
    if (asked->values[j] == value)
      gtk_check_button_set_active (GTK_CHECK_BUTTON (asked->options[j]), TRUE);
}

/* Whether Save can be pressed: every value asked is given. */
gboolean
mc_need_dialog_can_save (McNeedDialog *self)
{
  g_return_val_if_fail (MC_IS_NEED_DIALOG (self), FALSE);

  return adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (self), "save") && is_complete (self);
}

/* Enters the card values as actions, then lets the caller try again;
 * does nothing while a value asked is missing (Save is off then). */
void
mc_need_dialog_save (McNeedDialog *self)
{
  g_return_if_fail (MC_IS_NEED_DIALOG (self));

  if (!is_complete (self))
    return;
  if (self->need.kind == TEM_NEED_WEAPON_FIELD)
    apply_weapon (self);
  else if (self->need.kind == TEM_NEED_ZONE_VALUE || self->need.kind == TEM_NEED_ZONE_RESOURCES)
    apply_zone (self);
  answer (self, -1);
}

/* The resource icons on a zone card: TemResources, energy and/or credits. */
void
mc_need_dialog_set_resources (McNeedDialog *self,
                              guint         resources)
{
  g_return_if_fail (MC_IS_NEED_DIALOG (self));
  g_return_if_fail (self->energy_check != NULL);

  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->energy_check), (resources & TEM_RESOURCE_ENERGY) != 0);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->credits_check), (resources & TEM_RESOURCE_CREDITS) != 0);
}

/* How many values are asked, the line not asked yet included (a weapon's
 * attack and Power Attack rows wait for its type). */
guint
mc_need_dialog_get_n_numbers (McNeedDialog *self)
{
  g_return_val_if_fail (MC_IS_NEED_DIALOG (self), 0);

  return self->n_asked;
}

/* The TemWeaponField asked at @index, or -1 for a zone's value. */
int
mc_need_dialog_get_field (McNeedDialog *self,
                          guint         index)
{
  g_return_val_if_fail (MC_IS_NEED_DIALOG (self), -1);
  g_return_val_if_fail (index < self->n_asked, -1);

  return self->asked[index].field;
}

/* Whether the value at @index is asked now (shown). */
gboolean
mc_need_dialog_is_asking (McNeedDialog *self,
                          guint         index)
{
  g_return_val_if_fail (MC_IS_NEED_DIALOG (self), FALSE);
  g_return_val_if_fail (index < self->n_asked, FALSE);

  return gtk_widget_get_visible (self->asked[index].row);
}
