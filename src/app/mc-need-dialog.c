/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-arena-view.h"
#include "mc-need-dialog.h"
#include "mc-catalogue-page.h"
#include "mc-window.h"

/* Asks the players the one thing the rules core needs to go on (a
 * TemNeed): the numbers printed on a zone or weapon card, which are
 * entered as actions and so journaled and undoable; or a choice at the
 * table (a mine's number, where a pilot goes, the card flipped), which
 * ::answered hands back for the action to be tried again. */

#define MAX_CHOICES 24

/* The abilities the rules core applies, in the order a drop-down offers them. */
static const int ability_choices[] = {
  TEM_ABILITY_NONE, TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE, TEM_ABILITY_POWER_ATTACK_VP
};
#define MAX_NUMBERS TEM_N_WEAPON_FIELDS

struct _McNeedDialog
{
  AdwMessageDialog parent_instance;

  McSession *session;
  TemNeed    need;

  guint      n_choices;
  int        choices[MAX_CHOICES];

  /* The card values asked: a spin button each, a drop-down for a type. */
  guint      n_numbers;
  GtkWidget *numbers[MAX_NUMBERS];
  int        fields[MAX_NUMBERS];
  GtkWidget *energy_check;
  GtkWidget *credits_check;
  GtkWidget *name_row;       /* an unnamed weapon's name, while the card is in hand */
  gboolean   responding;     /* a response closes the dialog by itself */
};

G_DEFINE_FINAL_TYPE (McNeedDialog, mc_need_dialog, ADW_TYPE_MESSAGE_DIALOG)

enum {
  ANSWERED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The players' card catalogue, through the window the dialog belongs to. */
static McCardMemory *
get_cards (McNeedDialog *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

  return MC_IS_WINDOW (parent) ? mc_window_get_cards (MC_WINDOW (parent)) : NULL;
}

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
  mc_need_dialog_choose (self, (guint) gtk_list_box_row_get_index (row));
}

static void
add_choice (McNeedDialog *self,
            GtkListBox   *list,
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
  gtk_list_box_append (list, row);
}

static GtkWidget *
add_number_row (McNeedDialog *self,
                GtkListBox   *list,
                const char   *title,
                int           field,
                int           value,
                int           max)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (0, max, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), MAX (value, 0));
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  gtk_list_box_append (list, row);

  self->numbers[self->n_numbers] = spin;
  self->fields[self->n_numbers++] = field;
  return spin;
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

static GtkListBox *
new_list (McNeedDialog *self)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (self), list);
  return GTK_LIST_BOX (list);
}

/* A weapon card: every number still unknown on it, asked at once, since
 * the card is in the player's hand anyway. */
static void
build_weapon (McNeedDialog *self)
{
  const TemGame *game = mc_session_get_game (self->session);
  const TemWeaponStats *stats = &game->weapon_stats[self->need.weapon_kind];
  g_autofree char *name = tem_catalogue_dup_weapon_name ((guint) self->need.weapon_kind);
  g_autofree char *heading = g_strdup_printf (_("The numbers on %s"), name);
  GtkListBox *list = new_list (self);

  adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), heading);
  if (tem_catalogue_get_weapon ((guint) self->need.weapon_kind)->name == NULL && get_cards (self) != NULL
      && mc_card_memory_get_weapon_name (get_cards (self), (guint) self->need.weapon_kind) == NULL)
    {
      self->name_row = adw_entry_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->name_row), _("Name on the card (optional)"));
      gtk_list_box_append (list, self->name_row);
    }
  for (int field = 0; field < TEM_N_WEAPON_FIELDS; field++)
    {
      if (tem_weapon_stats_get_field (stats, field) != TEM_VALUE_UNKNOWN)
        continue;
      if (field == TEM_WEAPON_FIELD_TYPE || field == TEM_WEAPON_FIELD_ABILITY)
        {
          const char *types[] = {
            tem_weapon_type_get_name (TEM_WEAPON_TYPE_AREA),
            tem_weapon_type_get_name (TEM_WEAPON_TYPE_RANGED),
            tem_weapon_type_get_name (TEM_WEAPON_TYPE_MELEE),
            NULL,
          };
          const char *abilities[G_N_ELEMENTS (ability_choices) + 1] = { NULL };
          GtkWidget *row = adw_combo_row_new ();
          g_autoptr(GtkStringList) model = gtk_string_list_new (types);

          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tem_weapon_field_get_title (field));
          if (field == TEM_WEAPON_FIELD_ABILITY)
            {
              for (guint i = 0; i < G_N_ELEMENTS (ability_choices); i++)
                abilities[i] = tem_ability_get_name ((TemAbility) ability_choices[i]);
              g_clear_object (&model);
              model = gtk_string_list_new (abilities);
            }
          adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
          gtk_list_box_append (list, row);
          self->numbers[self->n_numbers] = row;
          self->fields[self->n_numbers++] = field;
        }
      else
        add_number_row (self, list, tem_weapon_field_get_title (field), field, 0,
                        field == TEM_WEAPON_FIELD_ABILITY_AMOUNT ? TEM_ABILITY_AMOUNT_MAX : 20);
    }

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (self), "cancel", _("_Cancel"), "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (self), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (self), "save");
}

/* When the resource is what was asked, Save waits for an icon. */
static void
resource_toggled_cb (McNeedDialog *self)
{
  gboolean any = gtk_check_button_get_active (GTK_CHECK_BUTTON (self->energy_check))
                 || gtk_check_button_get_active (GTK_CHECK_BUTTON (self->credits_check));

  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "save",
                                           any || self->need.kind != TEM_NEED_ZONE_RESOURCES);
}

/* What the catalogue knows of a side of the Mighty Mech: "Rocket Charge:
 * move two zones…", or NULL. */
static char *
describe_mech_side (McNeedDialog *self,
                    TemMechSide   side)
{
  McCardMemory *cards = get_cards (self);
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

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->numbers[0]),
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
  McCardMemory *cards = get_cards (self);
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
      /* Translators: a zone card to choose, for screen readers: "Your card: 2 energy" */
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
  GtkListBox *list = new_list (self);
  GtkWidget *picks = zone->kind == TEM_ZONE_RESOURCE ? new_zone_card_picks (self) : NULL;

  adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), heading);
  if (picks != NULL)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      GtkWidget *title = gtk_label_new (_("One of your box’s cards still to place:"));

      gtk_label_set_wrap (GTK_LABEL (title), TRUE);
      gtk_label_set_xalign (GTK_LABEL (title), 0);
      g_object_ref (list);
      adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (self), box);
      gtk_box_append (GTK_BOX (box), title);
      gtk_box_append (GTK_BOX (box), picks);
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (list));
      g_object_unref (list);
    }
  add_number_row (self, list, _("Value printed on the card"), -1, zone->value, TEM_ZONE_VALUE_MAX);
  if (zone->kind == TEM_ZONE_RESOURCE)
    {
      gboolean unknown = (zone->resources & TEM_RESOURCE_UNKNOWN) != 0;

      self->energy_check = add_check_row (list, _("Energy"), "mc-energy-symbolic",
                                          !unknown && (zone->resources & TEM_RESOURCE_ENERGY));
      self->credits_check = add_check_row (list, _("Credits"), "mc-credits-symbolic",
                                           !unknown && (zone->resources & TEM_RESOURCE_CREDITS));
    }

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (self), "cancel", _("_Cancel"), "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (self), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (self), "save");
  if (self->energy_check != NULL)
    {
      g_signal_connect_swapped (self->energy_check, "toggled", G_CALLBACK (resource_toggled_cb), self);
      g_signal_connect_swapped (self->credits_check, "toggled", G_CALLBACK (resource_toggled_cb), self);
      resource_toggled_cb (self);
    }
}

static void
build_choices (McNeedDialog *self)
{
  const TemGame *game = mc_session_get_game (self->session);
  GtkListBox *list = new_list (self);
  const TemPlayer *player = self->need.seat >= 0 && (guint) self->need.seat < game->n_players
                            ? &game->players[self->need.seat] : NULL;

  switch (self->need.kind)
    {
    case TEM_NEED_MINE_NUMBER:
      for (int number = 1; number <= TEM_MINES; number++)
        {
          g_autofree char *title = g_strdup_printf ("%d", number);

          add_choice (self, list, number, title, NULL);
        }
      break;

    case TEM_NEED_CELL:
    case TEM_NEED_TOKEN:
      for (int cell = 0; cell < TEM_ARENA_CELLS && cell < 64; cell++)
        if (self->need.cells & (G_GUINT64_CONSTANT (1) << cell))
          {
            g_autofree char *title = tem_arena_describe_cell (cell);
            g_autofree char *subtitle = mc_arena_view_describe_zone (game, cell);

            add_choice (self, list, cell, title, subtitle);
          }
      break;

    case TEM_NEED_MECH_SIDE:
      for (TemMechSide side = TEM_MECH_SIDE_TROY; side <= TEM_MECH_SIDE_SPARTA; side++)
        {
          g_autofree char *ability = describe_mech_side (self, side);

          add_choice (self, list, side, tem_catalogue_get_mech_side (side), ability);
        }
      break;

    case TEM_NEED_MECH_AFTER_KO:
      /* R-MM3: "may take"; whoever enters chooses the side (setup step 6). */
      for (TemMechSide side = TEM_MECH_SIDE_TROY; side <= TEM_MECH_SIDE_SPARTA; side++)
        {
          g_autofree char *ability = describe_mech_side (self, side);
          g_autofree char *title = g_strdup_printf (_("Take it: %s"), tem_catalogue_get_mech_side (side));

          add_choice (self, list, side == TEM_MECH_SIDE_TROY ? TEM_MECH_TAKE_TROY : TEM_MECH_TAKE_SPARTA,
                      title, ability);
        }
      add_choice (self, list, TEM_MECH_TAKE_DECLINE, _("Leave it in the zone"),
                  _("The Mighty Mech stays here, uncontrolled, for anyone to take."));
      break;

    case TEM_NEED_ROW_CARD:
    case TEM_NEED_REFILL:
      for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
        if (game->weapons[card].place == TEM_PLACE_DECK)
          {
            g_autofree char *title = tem_catalogue_dup_weapon_name (game->weapons[card].kind);

            add_choice (self, list, (int) game->weapons[card].kind, title, NULL);
          }
      break;

    case TEM_NEED_ROBOT_CARD:
    case TEM_NEED_RESPAWN_CARD:
      for (int program = 0; program < TEM_N_PROGRAMS; program++)
        add_choice (self, list, program, tem_program_get_name (program), NULL);
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

                add_choice (self, list, (int) card, title, NULL);
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
}

static void
apply_zone (McNeedDialog *self)
{
  const TemGame *game = mc_session_get_game (self->session);
  const TemZone *zone = tem_arena_get_zone (&game->arena, self->need.cell);
  guint resources = zone->resources;
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

  gtk_spin_button_update (GTK_SPIN_BUTTON (self->numbers[0]));
  tem_action_init_set_zone (&action, self->need.cell,
                            gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->numbers[0])), resources);
  mc_session_apply (self->session, &action, NULL);
}

static void
apply_weapon (McNeedDialog *self)
{
  const char *name = self->name_row != NULL ? gtk_editable_get_text (GTK_EDITABLE (self->name_row)) : "";
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

  /* The name goes to the catalogue (a label, not a rule); a bad one is said
   * and the numbers are kept all the same. */
  if (*name != '\0' && MC_IS_WINDOW (parent))
    {
      g_autoptr(GError) error = NULL;

      if (!mc_catalogue_page_set_weapon_name (mc_window_get_catalogue_page (MC_WINDOW (parent)),
                                              (guint) self->need.weapon_kind, name, &error))
        {
          GtkWidget *alert = adw_message_dialog_new (parent, _("Name Not Saved"), error->message);

          adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (alert), "close", _("_Close"));
          gtk_window_present (GTK_WINDOW (alert));
        }
    }

  for (guint i = 0; i < self->n_numbers; i++)
    {
      TemAction action;
      int value;

      if (self->fields[i] == TEM_WEAPON_FIELD_TYPE)
        value = TEM_WEAPON_TYPE_AREA + (int) adw_combo_row_get_selected (ADW_COMBO_ROW (self->numbers[i]));
      else if (self->fields[i] == TEM_WEAPON_FIELD_ABILITY)
        value = ability_choices[MIN (adw_combo_row_get_selected (ADW_COMBO_ROW (self->numbers[i])),
                                     G_N_ELEMENTS (ability_choices) - 1)];
      else
        {
          gtk_spin_button_update (GTK_SPIN_BUTTON (self->numbers[i]));
          value = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->numbers[i]));
        }
      tem_action_init_set_weapon (&action, (guint) self->need.weapon_kind, self->fields[i], value);
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
        const TemNeed *need,
        const char    *message)
{
  McNeedDialog *self = g_object_new (MC_TYPE_NEED_DIALOG,
                                     "transient-for", parent,
                                     "modal", TRUE,
                                     "body", message != NULL ? message : "",
                                     NULL);

  self->session = g_object_ref (session);
  self->need = *need;

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

  return self;
}

/**
 * mc_need_dialog_new:
 * @message: the rules core's own words, shown above the question
 *
 * A dialog asking what @need says. Present it and wait for ::answered.
 */
McNeedDialog *
mc_need_dialog_new (GtkWindow     *parent,
                    McSession     *session,
                    const TemNeed *need,
                    const char    *message)
{
  McNeedDialog *self;
  GtkWidget *list;

  g_return_val_if_fail (MC_IS_SESSION (session), NULL);
  g_return_val_if_fail (need != NULL, NULL);

  self = create (parent, session, need, message);
  list = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (self));
  if (list != NULL && self->n_choices > 0)
    g_signal_connect (list, "row-activated", G_CALLBACK (choice_activated_cb), self);
  return self;
}

/**
 * mc_need_dialog_new_zone:
 *
 * Edits a zone card as it lies on the table (a tap on the arena).
 */
McNeedDialog *
mc_need_dialog_new_zone (GtkWindow *parent,
                         McSession *session,
                         int        cell)
{
  TemNeed need = { TEM_NEED_ZONE_VALUE, -1, cell, -1, -1, 0 };

  g_return_val_if_fail (MC_IS_SESSION (session), NULL);

  return create (parent, session, &need, _("Enter what the card shows."));
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

/* An unnamed weapon's name, as typed in its row (for tests). */
void
mc_need_dialog_set_weapon_name (McNeedDialog *self,
                                const char   *name)
{
  g_return_if_fail (MC_IS_NEED_DIALOG (self));
  g_return_if_fail (self->name_row != NULL);

  gtk_editable_set_text (GTK_EDITABLE (self->name_row), name);
}

/* For tests and keyboard users alike: the same as typing in the field. */
void
mc_need_dialog_set_number (McNeedDialog *self,
                           guint         index,
                           int           value)
{
  g_return_if_fail (MC_IS_NEED_DIALOG (self));
  g_return_if_fail (index < self->n_numbers);

  if (self->fields[index] == TEM_WEAPON_FIELD_TYPE)
    adw_combo_row_set_selected (ADW_COMBO_ROW (self->numbers[index]), (guint) MAX (value - TEM_WEAPON_TYPE_AREA, 0));
  else if (self->fields[index] == TEM_WEAPON_FIELD_ABILITY)
    {
      for (guint i = 0; i < G_N_ELEMENTS (ability_choices); i++)
        if (ability_choices[i] == value)
          adw_combo_row_set_selected (ADW_COMBO_ROW (self->numbers[index]), i);
    }
  else
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->numbers[index]), value);
}

/* Enters the card values as actions, then lets the caller try again. */
void
mc_need_dialog_save (McNeedDialog *self)
{
  g_return_if_fail (MC_IS_NEED_DIALOG (self));

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

guint
mc_need_dialog_get_n_numbers (McNeedDialog *self)
{
  g_return_val_if_fail (MC_IS_NEED_DIALOG (self), 0);

  return self->n_numbers;
}
