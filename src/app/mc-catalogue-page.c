/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <adwaita.h>

#include "mc-catalogue-page-private.h"

/* The cards in the box: what public texts give (read-only, with its
 * source), what the players entered from their own cards (marked as
 * theirs, editable), and what is still unknown: weapons, pilots, zone
 * cards, the program card mix and the Mighty Mech's sides. Export and
 * import share it all between copies of the app. */

G_DEFINE_FINAL_TYPE (McCataloguePage, mc_catalogue_page, GTK_TYPE_WIDGET)

static void mc_catalogue_page_map (GtkWidget *widget);

int
mc_catalogue_printed_value (guint          kind,
               TemWeaponField field)
{
  return tem_weapon_stats_get_field (&tem_catalogue_get_weapon (kind)->stats, field);
}

char *
mc_catalogue_value_text (TemWeaponField field,
            int            value)
{
  if (value == TEM_VALUE_UNKNOWN)
    return g_strdup ("?");
  if (field == TEM_WEAPON_FIELD_TYPE)
    return g_strdup (tem_weapon_type_get_name ((TemWeaponType) value));
  if (field == TEM_WEAPON_FIELD_ABILITY)
    return g_strdup (tem_ability_get_name ((TemAbility) value));
  return g_strdup_printf ("%d", value);
}

GtkRoot *
mc_catalogue_get_window (McCataloguePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? root : NULL;
}

void
mc_catalogue_show_problem (McCataloguePage *self,
              const char      *heading,
              const char      *message)
{
  GtkWidget *alert = adw_message_dialog_new (GTK_WINDOW (mc_catalogue_get_window (self)), heading, message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (alert), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (alert));
}

/* Every change is kept at once; a file that cannot be written says so. */
gboolean
mc_catalogue_save (McCataloguePage *self,
      GError         **error)
{
  return mc_card_memory_save (self->cards, self->path, error);
}

void
mc_catalogue_save_or_complain (McCataloguePage *self)
{
  g_autoptr(GError) error = NULL;

  if (!mc_catalogue_save (self, &error))
    mc_catalogue_show_problem (self, _("Not Saved"), error->message);
}

/* A button at the end of a row, named for screen readers. */
GtkWidget *
mc_catalogue_add_row_button (GtkWidget  *row,
                const char *icon,
                const char *label)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  return button;
}

/* Edit dialogs --------------------------------------------------------- */

static void
store_number (McCataloguePage *self,
              EditTarget       target,
              guint            kind,
              TemWeaponField   field,
              const char      *pilot,
              int              value)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = TRUE;

  switch (target)
    {
    case EDIT_WEAPON:
      ok = mc_catalogue_page_set_value (self, kind, field, value, &error);
      break;
    case EDIT_PILOT_HEALTH:
      {
        const McPilotCard *card = mc_card_memory_find_pilot (self->cards, pilot);

        ok = card != NULL && mc_card_memory_set_pilot (self->cards, card->name, value, card->ability, &error)
             && mc_catalogue_save (self, &error);
      }
      break;
    case EDIT_BASE_VALUE:
    case EDIT_MECH_VALUE:
      ok = mc_catalogue_page_set_zone_value (self, target == EDIT_BASE_VALUE ? TEM_ZONE_BASE : TEM_ZONE_MECH,
                                             value, &error);
      break;
    default:
      g_assert_not_reached ();
    }
  if (!ok && error != NULL)
    mc_catalogue_show_problem (self, _("Not Saved"), error->message);
  mc_catalogue_page_refresh (self);
}

static void
edit_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  McCataloguePage  *self)
{
  EditTarget target = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "target"));
  guint kind = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "kind"));
  TemWeaponField field = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "field"));
  GtkWidget *input = g_object_get_data (G_OBJECT (dialog), "input");
  int value;

  if (g_strcmp0 (response, "save") != 0 && g_strcmp0 (response, "forget") != 0)
    return;
  if (g_strcmp0 (response, "forget") == 0)
    value = TEM_VALUE_UNKNOWN;
  else if (GTK_IS_DROP_DOWN (input))
    {
      const int *choices = g_object_get_data (G_OBJECT (input), "choices");

      value = choices[gtk_drop_down_get_selected (GTK_DROP_DOWN (input))];
    }
  else
    {
      gtk_spin_button_update (GTK_SPIN_BUTTON (input));
      value = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (input));
    }
  store_number (self, target, kind, field, g_object_get_data (G_OBJECT (dialog), "pilot"), value);
}

static const int type_choices[] = { TEM_WEAPON_TYPE_AREA, TEM_WEAPON_TYPE_RANGED, TEM_WEAPON_TYPE_MELEE };
static const int ability_choices[] = {
  TEM_ABILITY_NONE, TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE, TEM_ABILITY_POWER_ATTACK_VP
};

/* A drop-down of @n @names standing for @choices, on @current if it is one. */
static GtkWidget *
new_choice_input (const char * const *names,
                  const int          *choices,
                  guint               n,
                  int                 current)
{
  GtkWidget *input = gtk_drop_down_new_from_strings (names);

  for (guint i = 0; i < n; i++)
    if (choices[i] == current)
      gtk_drop_down_set_selected (GTK_DROP_DOWN (input), i);
  g_object_set_data (G_OBJECT (input), "choices", (gpointer) choices);
  return input;
}

/* One number asked: a spin button, or a drop-down for a weapon's type or
 * ability. */
GtkWidget *
mc_catalogue_open_edit_dialog (McCataloguePage *self,
                  EditTarget       target,
                  const char      *heading,
                  const char      *title,
                  GtkWidget       *input,
                  int              current)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (mc_catalogue_get_window (self)), heading, title);

  gtk_accessible_update_property (GTK_ACCESSIBLE (input), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), input);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "forget", _("_Forget"),
                                    "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "forget", current != TEM_VALUE_UNKNOWN);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  g_object_set_data (G_OBJECT (dialog), "target", GUINT_TO_POINTER (target));
  g_object_set_data (G_OBJECT (dialog), "input", input);
  g_signal_connect_object (dialog, "response", G_CALLBACK (edit_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

GtkWidget *
mc_catalogue_new_spin_input (int current,
                int min,
                int max)
{
  GtkWidget *input = gtk_spin_button_new_with_range (min, max, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (input), current != TEM_VALUE_UNKNOWN ? current : min);
  return input;
}

void
mc_catalogue_weapon_edit_clicked_cb (GtkButton       *button,
                        McCataloguePage *self)
{
  guint kind = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "kind"));
  TemWeaponField field = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "field"));
  g_autofree char *name = tem_catalogue_dup_weapon_name (kind);
  int current = mc_card_memory_get (self->cards, kind, field);
  GtkWidget *input, *dialog;

  if (field == TEM_WEAPON_FIELD_TYPE)
    {
      const char *names[] = {
        tem_weapon_type_get_name (TEM_WEAPON_TYPE_AREA),
        tem_weapon_type_get_name (TEM_WEAPON_TYPE_RANGED),
        tem_weapon_type_get_name (TEM_WEAPON_TYPE_MELEE),
        NULL,
      };

      input = new_choice_input (names, type_choices, G_N_ELEMENTS (type_choices), current);
    }
  else if (field == TEM_WEAPON_FIELD_ABILITY)
    {
      const char *names[] = {
        tem_ability_get_name (TEM_ABILITY_NONE),
        tem_ability_get_name (TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE),
        tem_ability_get_name (TEM_ABILITY_POWER_ATTACK_VP),
        NULL,
      };

      input = new_choice_input (names, ability_choices, G_N_ELEMENTS (ability_choices), current);
    }
  else
    input = mc_catalogue_new_spin_input (current, 0, field == TEM_WEAPON_FIELD_ABILITY_AMOUNT ? TEM_ABILITY_AMOUNT_MAX : 100);

  dialog = mc_catalogue_open_edit_dialog (self, EDIT_WEAPON, name, tem_weapon_field_get_title (field), input, current);
  g_object_set_data (G_OBJECT (dialog), "kind", GUINT_TO_POINTER (kind));
  g_object_set_data (G_OBJECT (dialog), "field", GUINT_TO_POINTER (field));
}

/* An activatable row that runs @callback, named @name for tests. */
GtkWidget *
mc_catalogue_new_share_row (const char *title,
               const char *subtitle,
               const char *icon,
               const char *name,
               GCallback   callback,
               gpointer    data)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name (icon));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_set_name (row, name);
  g_signal_connect_swapped (row, "activated", G_CALLBACK (callback), data);
  return row;
}

void
mc_catalogue_page_refresh (McCataloguePage *self)
{
  g_return_if_fail (MC_IS_CATALOGUE_PAGE (self));

  if (self->weapons_group == NULL)
    return;     /* built and filled when first shown */

  mc_catalogue_refresh_weapons (self);
  mc_catalogue_refresh_pilots (self);
  mc_catalogue_refresh_zones (self);
  mc_catalogue_refresh_program_and_mech (self);
}

/* The widget ----------------------------------------------------------- */

static void
mc_catalogue_page_dispose (GObject *object)
{
  McCataloguePage *self = MC_CATALOGUE_PAGE (object);

  g_clear_pointer (&self->page, gtk_widget_unparent);
  g_clear_pointer (&self->pilot_rows, g_ptr_array_unref);
  g_clear_pointer (&self->zone_rows, g_ptr_array_unref);
  g_clear_pointer (&self->path, g_free);
  g_clear_object (&self->session);
  g_clear_pointer (&self->incoming, mc_card_memory_free);

  G_OBJECT_CLASS (mc_catalogue_page_parent_class)->dispose (object);
}

static void
mc_catalogue_page_class_init (McCataloguePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_catalogue_page_dispose;
  widget_class->map = mc_catalogue_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

/* Some 250 rows: built when the page is first shown, not with every window. */
static void
ensure_built (McCataloguePage *self)
{
  if (self->weapons_group != NULL)
    return;

  self->page = adw_preferences_page_new ();
  gtk_widget_set_parent (self->page, GTK_WIDGET (self));
  mc_catalogue_build_weapons (self);
  mc_catalogue_build_pilots (self);
  mc_catalogue_build_zones (self);
  mc_catalogue_build_program_and_mech (self);
}

static void
mc_catalogue_page_map (GtkWidget *widget)
{
  McCataloguePage *self = MC_CATALOGUE_PAGE (widget);

  ensure_built (self);
  mc_catalogue_page_refresh (self);
  GTK_WIDGET_CLASS (mc_catalogue_page_parent_class)->map (widget);
}

static void
mc_catalogue_page_init (McCataloguePage *self)
{
}

GtkWidget *
mc_catalogue_page_new (void)
{
  return g_object_new (MC_TYPE_CATALOGUE_PAGE, NULL);
}

void
mc_catalogue_page_set_cards (McCataloguePage *self,
                             McCardMemory    *cards,
                             const char      *path,
                             McSession       *session)
{
  g_return_if_fail (MC_IS_CATALOGUE_PAGE (self));

  self->cards = cards;
  g_free (self->path);
  self->path = g_strdup (path);
  g_set_object (&self->session, session);
  mc_catalogue_page_refresh (self);
}

/**
 * mc_catalogue_page_add_pilot:
 *
 * A pilot card of the box, or a correction of one, kept for the next games.
 */
gboolean
mc_catalogue_page_add_pilot (McCataloguePage *self,
                             const char      *name,
                             int              health,
                             GError         **error)
{
  const McPilotCard *card;

  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), FALSE);
  g_return_val_if_fail (self->cards != NULL, FALSE);

  card = mc_card_memory_find_pilot (self->cards, name);
  if (!mc_card_memory_set_pilot (self->cards, name, health, card != NULL ? card->ability : NULL, error)
      || !mc_catalogue_save (self, error))
    return FALSE;
  mc_catalogue_page_refresh (self);
  return TRUE;
}

/* One more resource zone card of the box. */
gboolean
mc_catalogue_page_add_zone_card (McCataloguePage  *self,
                                 const McZoneCard *card,
                                 GError          **error)
{
  McZoneCard cards[TEM_N_RESOURCE_ZONE_CARDS + 1];
  guint n;

  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), FALSE);
  g_return_val_if_fail (self->cards != NULL, FALSE);

  n = mc_card_memory_get_zone_cards (self->cards, cards);
  cards[n++] = *card;
  if (!mc_card_memory_set_zone_cards (self->cards, cards, n, error) || !mc_catalogue_save (self, error))
    return FALSE;
  mc_catalogue_page_refresh (self);
  return TRUE;
}

/* The value on every Base card, or on the Mech zone card; the game open
 * gets it where its arena does not have it yet. */
gboolean
mc_catalogue_page_set_zone_value (McCataloguePage *self,
                                  TemZoneKind      kind,
                                  int              value,
                                  GError         **error)
{
  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), FALSE);
  g_return_val_if_fail (self->cards != NULL, FALSE);

  if (!mc_card_memory_set_zone_value (self->cards, kind, value))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("Zone values go from 0 to %d, not %d."),
                   TEM_ZONE_VALUE_MAX, value);
      return FALSE;
    }
  if (!mc_catalogue_save (self, error))
    return FALSE;
  mc_catalogue_give_to_game (self);
  return TRUE;
}

const char *
mc_catalogue_page_get_value_text (McCataloguePage *self,
                                  guint            kind,
                                  TemWeaponField   field)
{
  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), NULL);

  ensure_built (self);
  mc_catalogue_page_refresh (self);
  return gtk_label_get_label (g_object_get_data (G_OBJECT (self->values[kind][field]), "value"));
}

/* The row of a weapon, as the page titles it (for tests). */
const char *
mc_catalogue_page_get_weapon_title (McCataloguePage *self,
                                    guint            kind)
{
  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), NULL);

  ensure_built (self);
  mc_catalogue_page_refresh (self);
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->rows[kind]));
}
