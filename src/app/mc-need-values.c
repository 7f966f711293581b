/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-empty-spin.h"
#include "mc-need-parts.h"
#include "mc-need-values.h"

/* The numbers printed on a card, asked in a need dialog: a zone's value
 * and resources, or the few values of a weapon card the step needs (the
 * cost to buy it; the type and the line it attacks with; its VP to
 * score). A number starts empty and an option unpicked, and Save waits
 * for them: nothing is entered from a guess. The values go in as
 * actions, so they are journaled and undone like any other. */

#define MAX_ASKED 4
#define MAX_OPTIONS 3

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

struct _McNeedValues
{
  AdwMessageDialog *dialog;      /* not owned: the one the rows are in */
  GtkBox           *content;
  GtkListBox       *list;
  McSession        *session;     /* owned */
  McCardMemory     *cards;       /* not owned, or NULL */
  TemNeed           need;

  guint             n_asked;
  Asked             asked[MAX_ASKED];
  GtkWidget        *energy_check;
  GtkWidget        *credits_check;
  GtkWidget        *name_row;    /* an unnamed weapon's name, while the card is in hand */
  GtkWidget        *missing;     /* what Save waits for, said while it is off (zones) */
  GtkStack         *footer;      /* that, or that all is entered, in the same room */
};

/* The abilities the rules core applies, in the order they are offered. */
static const int ability_choices[] = {
  TEM_ABILITY_NONE, TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE, TEM_ABILITY_POWER_ATTACK_VP
};
static const int type_choices[] = {
  TEM_WEAPON_TYPE_AREA, TEM_WEAPON_TYPE_RANGED, TEM_WEAPON_TYPE_MELEE
};

/* Whether every value asked is given (and, for a zone's resources, an
 * icon): Save waits for it, so nothing is entered from a guess. */
/* Asked now: shown and open. A line that waits for the type is shown
 * greyed, keeping its room, and is not asked yet. */
static gboolean
row_asked (const Asked *asked)
{
  return gtk_widget_get_visible (asked->row) && gtk_widget_get_sensitive (asked->row);
}

static gboolean
is_complete (McNeedValues *self)
{
  for (guint i = 0; i < self->n_asked; i++)
    {
      const Asked *asked = &self->asked[i];
      gboolean given = FALSE;

      if (!row_asked (asked))
        continue;
      /* R-A1: Collect needs the icons only; the value may stay unknown. */
      if (self->need.kind == TEM_NEED_ZONE_RESOURCES && asked->field == -1)
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
update_save (McNeedValues *self)
{
  gboolean complete = is_complete (self);

  if (adw_message_dialog_has_response (self->dialog, "save"))
    adw_message_dialog_set_response_enabled (self->dialog, "save", complete);
  /* Save off is never left unexplained. Its line keeps its room, so the
   * buttons do not move; once all is entered it says so, not an empty
   * gap (walk 4, shot 18b). */
  if (self->footer != NULL)
    gtk_stack_set_visible_child_name (self->footer, complete ? "ready" : "missing");
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
find_asked (McNeedValues *self,
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
attacks_with_power (McNeedValues *self,
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
option_toggled_cb (McNeedValues *self)
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
      /* Until the type is picked, the first line waits greyed in the room
       * the line asked will take: the dialog does not grow under the
       * finger when a type is picked. */
      /* After a jump the Power Attack whatever the type (R-C6): that
       * line waits, not the first that would turn into it (walk 12, 13). */
      const TemCombat *combat = &mc_session_get_game (self->session)->combat;
      Asked *waiting = combat->active && combat->first_power && power != NULL ? power
                       : attack != NULL ? attack : power;

      if (attack != NULL)
        {
          gtk_widget_set_visible (attack->row, picked != TEM_VALUE_UNKNOWN ? !with_power : attack == waiting);
          gtk_widget_set_sensitive (attack->row, picked != TEM_VALUE_UNKNOWN);
        }
      if (power != NULL)
        {
          gtk_widget_set_visible (power->row, picked != TEM_VALUE_UNKNOWN ? with_power : power == waiting);
          gtk_widget_set_sensitive (power->row, picked != TEM_VALUE_UNKNOWN);
        }
    }
  if (ability != NULL && amount != NULL)
    gtk_widget_set_visible (amount->row, get_option (ability) == TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE
                                         || get_option (ability) == TEM_ABILITY_POWER_ATTACK_VP);
  update_save (self);
}

static Asked *
add_asked (McNeedValues *self,
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

/* A number: empty until entered, unless the card's value is known. */
/* The response button saying @label ("_Save"), under @widget. */
static GtkWidget *
find_response_button (GtkWidget  *widget,
                      const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label) == 0)
        return child;
      if ((found = find_response_button (child, label)) != NULL)
        return found;
    }
  return NULL;
}

/* Tab from the last number asked goes to Save once it can save (Cancel
 * comes first in the dialog's own order: a Tab and Enter there lost
 * what was typed); before that, to the next value asked, as usual. */
static gboolean
spin_key_pressed_cb (GtkEventControllerKey *controller,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     McNeedValues          *self)
{
  GtkWidget *spin = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GtkWidget *save;
  gboolean after = FALSE;

  if ((keyval != GDK_KEY_Tab && keyval != GDK_KEY_KP_Tab) || (state & GDK_MODIFIER_MASK) != 0)
    return FALSE;
  for (guint i = 0; i < self->n_asked; i++)
    {
      if (after && row_asked (&self->asked[i]))
        return FALSE;             /* a value after it: the usual order */
      after |= self->asked[i].spin == spin;
    }
  update_save (self);
  if (!is_complete (self) || (save = find_response_button (GTK_WIDGET (self->dialog), _("_Save"))) == NULL)
    return FALSE;
  /* The number typed is taken as it stands. */
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  return gtk_widget_grab_focus (save);
}

static void
add_number_row (McNeedValues *self,
                const char   *title,
                int           field,
                int           value,
                int           max)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = mc_empty_spin_new (value, max);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  gtk_list_box_append (self->list, row);
  g_signal_connect_swapped (spin, "changed", G_CALLBACK (update_save), self);
  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    g_signal_connect (keys, "key-pressed", G_CALLBACK (spin_key_pressed_cb), self);
    gtk_widget_add_controller (spin, keys);
  }

  add_asked (self, field, row)->spin = spin;
}

/* A few options, none picked at first; each row wraps its text in full. */
static void
add_options (McNeedValues *self,
             int           field,
             const int    *values,
             guint         n_values)
{
  GtkListBox *list = mc_need_new_boxed_list ();
  GtkWidget *heading = mc_need_new_wrapping_label (tem_weapon_field_get_title (field), "heading");
  GtkWidget *group = NULL;
  Asked *asked = add_asked (self, field, GTK_WIDGET (list));

  /* Rows of one short word each, lower than a list's: the number asked
   * under them in view on a phone (style.css). */
  gtk_widget_add_css_class (GTK_WIDGET (list), "compact-options");

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
add_save_responses (McNeedValues *self)
{
  adw_message_dialog_add_responses (self->dialog, "cancel", _("_Cancel"), "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (self->dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (self->dialog, "save");
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
build_weapon (McNeedValues *self)
{
  const TemGame *game = mc_session_get_game (self->session);
  const TemWeaponStats *stats = &game->weapon_stats[self->need.weapon_kind];
  g_autofree char *name = tem_catalogue_dup_weapon_name ((guint) self->need.weapon_kind);
  g_autofree char *heading = NULL;
  int fields[MAX_ASKED];
  guint n_fields = fields_needed (self->need.field, fields);

  /* Whose card it is: a robot's weapon flipped in a combat was asked
   * with no word of the robot (walk 9). */
  if (self->need.seat >= 0 && (guint) self->need.seat < game->n_players)
    /* Translators: a dialog heading, "Robot B's Pulse Pistol: the numbers on the card" */
    heading = g_strdup_printf (_("%1$s's %2$s: the numbers on the card"), game->players[self->need.seat].name, name);
  else
    /* Translators: a dialog heading, "The numbers on Plasma Lance" */
    heading = g_strdup_printf (_("The numbers on %s"), name);
  adw_message_dialog_set_heading (self->dialog, heading);
  if (self->cards != NULL && mc_need_card_is_unnamed (self->cards, (guint) self->need.weapon_kind))
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

      gtk_box_insert_child_after (self->content, mc_need_new_wrapping_label (ability, NULL), NULL);
    }

  add_save_responses (self);
  option_toggled_cb (self);
}

/* need.zone-card((value, resources)): a card of the box tapped fills its
 * value and icons; Save records it. Saved at once, the next zone's dialog
 * came up in the same place with its cards in another order, and a
 * second tap recorded a card nobody chose (walk 16). */
static void
zone_card_activated_cb (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  McNeedValues *self = user_data;
  gint32 value;
  guint32 resources;

  g_variant_get (parameter, "(iu)", &value, &resources);
  mc_empty_spin_set_value (GTK_SPIN_BUTTON (self->asked[0].spin), value);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->energy_check), (resources & TEM_RESOURCE_ENERGY) != 0);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->credits_check), (resources & TEM_RESOURCE_CREDITS) != 0);
  update_save (self);
}

/* The box's resource cards from the catalogue that are not on the arena
 * yet, one button per kind: "2 energy". */
static GtkWidget *
new_zone_card_picks (McNeedValues *self)
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
          g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
          g_autoptr(GSimpleAction) pick = g_simple_action_new ("zone-card", G_VARIANT_TYPE ("(iu)"));

          /* The dialog owns both the picks and this part (freed with it). */
          g_signal_connect (pick, "activate", G_CALLBACK (zone_card_activated_cb), self);
          g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (pick));
          flow = gtk_flow_box_new ();
          gtk_widget_insert_action_group (flow, "need", G_ACTION_GROUP (group));
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
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "(iu)", (gint32) box[i].value,
                                        (guint32) box[i].resources);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "need.zone-card");
      gtk_flow_box_append (GTK_FLOW_BOX (flow), button);
    }
  return flow;
}

static void
build_zone (McNeedValues *self)
{
  const TemGame *game = mc_session_get_game (self->session);
  const TemZone *zone = tem_arena_get_zone (&game->arena, self->need.cell);
  g_autofree char *name = tem_arena_describe_cell (self->need.cell);
  g_autofree char *heading = g_strdup_printf (_("Zone %s"), name);
  GtkWidget *picks = zone->kind == TEM_ZONE_RESOURCE ? new_zone_card_picks (self) : NULL;

  adw_message_dialog_set_heading (self->dialog, heading);
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
  /* The box's cards under the rows, so that the value is in one place
   * whether the box has cards left or not (over them it moved 45 px). */
  if (picks != NULL)
    {
      GtkWidget *title = mc_need_new_wrapping_label (_("One of your box’s cards still to place:"), NULL);

      gtk_box_insert_child_after (self->content, title, GTK_WIDGET (self->list));
      gtk_box_insert_child_after (self->content, picks, title);
    }

  /* The book gives no value for a Base or the Mech zone (data: not
   * found); the app scores a pilot there by the card's. A card without
   * one must not stop a scoring round (walk 17). Said in the dialog's
   * foot, always in view: under the value a robot's long plan put it
   * out of a phone's view (walk 22). */
  self->missing = mc_need_new_wrapping_label (zone->kind != TEM_ZONE_RESOURCE
                                              /* Translators: under a Base's or the Mech zone's value, while Save is off */
                                              ? _("Enter the value printed on the card to save. If the card shows no "
                                                  "number, enter 0.")
                                              : self->need.kind == TEM_NEED_ZONE_RESOURCES
                                              /* Translators: under a zone card's values, while Save is off */
                                              ? _("Tick the icons on its card to save: the value can wait.")
                                              /* Translators: under a zone card's value, while Save is off.
                                               * The icons may be ticked too, but Save does not wait for
                                               * them (walk 10: "and tick its icons" was not so). */
                                              : _("Enter the value printed on the card to save."),
                                              "dim-label");
  self->footer = GTK_STACK (gtk_stack_new ());
  gtk_stack_add_named (self->footer, self->missing, "missing");
  /* Translators: under a zone card's values, once Save is on */
  gtk_stack_add_named (self->footer, mc_need_new_wrapping_label (_("Ready to save."), "dim-label"), "ready");
  mc_need_add_footer (self->dialog, GTK_WIDGET (self->footer));
  add_save_responses (self);
  update_save (self);
}

static void
apply_zone (McNeedValues *self)
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
  if (gtk_spin_button_get_value_as_int (spin) < 0 && self->need.kind != TEM_NEED_ZONE_RESOURCES)
    return;
  /* Icons without a value: the value stays unknown, asked when needed. */
  tem_action_init_set_zone (&action, self->need.cell,
                            gtk_spin_button_get_value_as_int (spin) < 0 ? TEM_VALUE_UNKNOWN
                                                                        : gtk_spin_button_get_value_as_int (spin),
                            resources);
  mc_session_apply (self->session, &action, NULL);
}

static void
apply_weapon (McNeedValues *self)
{
  const char *name = self->name_row != NULL ? gtk_editable_get_text (GTK_EDITABLE (self->name_row)) : "";

  /* The name goes to the card memory (a label, not a rule); a bad one is
   * said and the numbers are kept all the same. */
  if (*name != '\0')
    {
      g_autoptr(GError) error = NULL;

      if (!mc_need_name_weapon (self->session, self->cards, (guint) self->need.weapon_kind, name, &error))
        {
          GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self->dialog));
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

      if (!row_asked (asked))
        continue;
      /* R-A1: Collect needs the icons only; the value may stay unknown. */
      if (self->need.kind == TEM_NEED_ZONE_RESOURCES && asked->field == -1)
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

/**
 * mc_need_values_new:
 * @dialog: the dialog the rows, the heading and Save go in; it owns the part
 * @content: the dialog's box of lists, where headings and option lists go
 * @list: the list of rows in @content
 * @cards: (nullable): the players' card memory, not owned
 * @need: a %TEM_NEED_ZONE_VALUE, _ZONE_RESOURCES or _WEAPON_FIELD
 *
 * Builds the rows asking what @need says, empty until the players enter
 * each value.
 */
McNeedValues *
mc_need_values_new (AdwMessageDialog *dialog,
                    GtkBox           *content,
                    GtkListBox       *list,
                    McSession        *session,
                    McCardMemory     *cards,
                    const TemNeed    *need)
{
  McNeedValues *self = g_new0 (McNeedValues, 1);

  self->dialog = dialog;
  self->content = content;
  self->list = list;
  self->session = g_object_ref (session);
  self->cards = cards;
  self->need = *need;
  if (need->kind == TEM_NEED_WEAPON_FIELD)
    build_weapon (self);
  else
    build_zone (self);
  return self;
}

void
mc_need_values_free (McNeedValues *self)
{
  if (self == NULL)
    return;
  g_clear_object (&self->session);
  g_free (self);
}

/* An unnamed weapon's name, as typed in its row (for tests). */
void
mc_need_values_set_weapon_name (McNeedValues *self,
                                const char   *name)
{
  g_return_if_fail (self->name_row != NULL);

  gtk_editable_set_text (GTK_EDITABLE (self->name_row), name);
}

/**
 * mc_need_values_set_number:
 * @index: which value asked, below mc_need_values_get_n_numbers()
 * @value: the number, or for a type or an ability its TemWeaponType or
 *   TemAbility
 *
 * For tests and keyboard users alike: the same as typing in the field or
 * picking the option.
 */
void
mc_need_values_set_number (McNeedValues *self,
                           guint         index,
                           int           value)
{
  Asked *asked;

  g_return_if_fail (index < self->n_asked);

  asked = &self->asked[index];
  if (asked->spin != NULL)
    mc_empty_spin_set_value (GTK_SPIN_BUTTON (asked->spin), value);
  for (guint j = 0; j < asked->n_options; j++)
    if (asked->values[j] == value)
      gtk_check_button_set_active (GTK_CHECK_BUTTON (asked->options[j]), TRUE);
}

/* Whether every value asked is given: Save waits for it. */
gboolean
mc_need_values_is_complete (McNeedValues *self)
{
  return is_complete (self);
}

/* Enters the card values as actions (journaled, undone like any other);
 * does nothing while a value asked is missing (Save is off then). */
void
mc_need_values_apply (McNeedValues *self)
{
  if (!is_complete (self))
    return;
  if (self->need.kind == TEM_NEED_WEAPON_FIELD)
    apply_weapon (self);
  else if (self->need.kind == TEM_NEED_ZONE_VALUE || self->need.kind == TEM_NEED_ZONE_RESOURCES)
    apply_zone (self);
}

/* The resource icons on a zone card: TemResources, energy and/or credits. */
void
mc_need_values_set_resources (McNeedValues *self,
                              guint         resources)
{
  g_return_if_fail (self->energy_check != NULL);

  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->energy_check), (resources & TEM_RESOURCE_ENERGY) != 0);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->credits_check), (resources & TEM_RESOURCE_CREDITS) != 0);
}

/* How many values are asked, the line not asked yet included (a weapon's
 * attack and Power Attack rows wait for its type). */
guint
mc_need_values_get_n_numbers (McNeedValues *self)
{
  return self->n_asked;
}

/* The TemWeaponField asked at @index, or -1 for a zone's value. */
int
mc_need_values_get_field (McNeedValues *self,
                          guint         index)
{
  g_return_val_if_fail (index < self->n_asked, -1);

  return self->asked[index].field;
}

/* Whether the value at @index is asked now (shown). */
gboolean
mc_need_values_is_asking (McNeedValues *self,
                          guint         index)
{
  g_return_val_if_fail (index < self->n_asked, FALSE);

  return row_asked (&self->asked[index]);
}
