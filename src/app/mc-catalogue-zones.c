/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <adwaita.h>

#include "mc-catalogue-page-private.h"

/* The Cards page's zone cards, the program card mix and the Mighty
 * Mech's sides. */

/* Zone cards ----------------------------------------------------------- */

static void
zone_value_answered (GtkWidget *dialog,
                     int        value,
                     gpointer   data)
{
  McCatalogueZones *self = data;
  TemZoneKind kind = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "zone-kind"));
  g_autoptr(GError) error = NULL;

  if (!mc_catalogue_zones_set_value (self, kind, value, &error) && error != NULL)
    mc_catalogue_show_problem (self->context, _("Not Saved"), error->message);
  mc_catalogue_changed (self->context);
}

static void
zone_value_clicked_cb (GtkButton        *button,
                       McCatalogueZones *self)
{
  TemZoneKind kind = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "zone-kind"));
  int current = mc_card_memory_get_zone_value (self->context->cards, kind);
  GtkWidget *dialog;

  dialog = mc_catalogue_ask_number (self->context, kind == TEM_ZONE_BASE ? _("Base Zone Cards") : _("Mech Zone Card"),
                                    _("Value printed on the card"),
                                    mc_catalogue_new_spin_input (current, 0, TEM_ZONE_VALUE_MAX), current,
                                    zone_value_answered, self);
  g_object_set_data (G_OBJECT (dialog), "zone-kind", GUINT_TO_POINTER (kind));
}

static void
zone_card_remove_clicked_cb (GtkButton       *button,
                             McCatalogueZones *self)
{
  McZoneCard cards[TEM_N_RESOURCE_ZONE_CARDS];
  guint n = mc_card_memory_get_zone_cards (self->context->cards, cards);
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index"));

  if (index >= n)
    return;
  memmove (&cards[index], &cards[index + 1], (n - index - 1) * sizeof (McZoneCard));
  mc_card_memory_set_zone_cards (self->context->cards, cards, n - 1, NULL);
  mc_catalogue_save_or_complain (self->context);
  mc_catalogue_changed (self->context);
}

static void
add_zone_card_response_cb (AdwMessageDialog *dialog,
                           const char       *response,
                           GtkWidget        *owner)
{
  McCatalogueZones *self = g_object_get_data (G_OBJECT (dialog), "zones");
  GtkWidget *value = g_object_get_data (G_OBJECT (dialog), "value");
  GtkWidget *energy = g_object_get_data (G_OBJECT (dialog), "energy");
  GtkWidget *credits = g_object_get_data (G_OBJECT (dialog), "credits");
  McZoneCard card;
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "add") != 0)
    return;
  gtk_spin_button_update (GTK_SPIN_BUTTON (value));
  card.value = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (value));
  card.resources = (gtk_check_button_get_active (GTK_CHECK_BUTTON (energy)) ? TEM_RESOURCE_ENERGY : 0)
                   | (gtk_check_button_get_active (GTK_CHECK_BUTTON (credits)) ? TEM_RESOURCE_CREDITS : 0);
  if (!mc_catalogue_zones_add_card (self, &card, &error))
    mc_catalogue_show_problem (self->context, _("Not Saved"), error->message);
}

static void
add_zone_card_clicked_cb (McCatalogueZones *self)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (mc_catalogue_get_window (self->context)), _("Add a Resource Zone Card"),
                                              _("Its value and the resources it shows."));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *value = mc_catalogue_new_spin_input (1, 0, TEM_ZONE_VALUE_MAX);
  GtkWidget *energy = gtk_check_button_new_with_label (_("Energy"));
  GtkWidget *credits = gtk_check_button_new_with_label (_("Credits"));

  gtk_accessible_update_property (GTK_ACCESSIBLE (value), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Value printed on the card"), -1);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (energy), TRUE);
  gtk_box_append (GTK_BOX (box), value);
  gtk_box_append (GTK_BOX (box), energy);
  gtk_box_append (GTK_BOX (box), credits);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "add", _("_Add"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "add", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "add");
  g_object_set_data (G_OBJECT (dialog), "value", value);
  g_object_set_data (G_OBJECT (dialog), "energy", energy);
  g_object_set_data (G_OBJECT (dialog), "credits", credits);
  g_object_set_data (G_OBJECT (dialog), "zones", self);
  g_signal_connect_object (dialog, "response", G_CALLBACK (add_zone_card_response_cb), self->context->owner, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
mc_catalogue_zones_refresh (McCatalogueZones *self)
{
  McZoneCard cards[TEM_N_RESOURCE_ZONE_CARDS];
  guint n = self->context->cards != NULL ? mc_card_memory_get_zone_cards (self->context->cards, cards) : 0;
  g_autofree char *subtitle = NULL;

  for (guint i = 0; i < self->zone_rows->len; i++)
    adw_expander_row_remove (ADW_EXPANDER_ROW (self->zone_cards_row), self->zone_rows->pdata[i]);
  g_ptr_array_set_size (self->zone_rows, 0);

  /* Translators: under the resource zone cards, "9 of 16 entered" */
  subtitle = g_strdup_printf (_("%u of %d entered"), n, TEM_N_RESOURCE_ZONE_CARDS);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self->zone_cards_row), subtitle);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *title = mc_card_memory_describe_zone_cards (&cards[i], 1);
      /* Translators: a button's name for screen readers, "Remove the card 2 energy" */
      g_autofree char *label = g_strdup_printf (_("Remove the card %s"), title);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *button;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      button = mc_catalogue_add_row_button (row, "list-remove-symbolic", label);
      g_object_set_data (G_OBJECT (button), "index", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (zone_card_remove_clicked_cb), self);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (self->zone_cards_row), row);
      g_ptr_array_add (self->zone_rows, row);
    }
  gtk_widget_set_sensitive (self->group, self->context->cards != NULL);
  if (self->context->cards == NULL)
    return;
  mc_catalogue_set_value_label (self->base_row, mc_card_memory_get_zone_value (self->context->cards, TEM_ZONE_BASE));
  mc_catalogue_set_value_label (self->mech_zone_row, mc_card_memory_get_zone_value (self->context->cards, TEM_ZONE_MECH));
}

static GtkWidget *
new_value_row (McCatalogueZones *self,
               const char      *title,
               const char      *subtitle,
               TemZoneKind      kind)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *value = gtk_label_new ("?");
  /* Translators: a button's name for screen readers, "Enter Base zone cards" */
  g_autofree char *label = g_strdup_printf (_("Enter %s"), title);
  GtkWidget *button;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_add_css_class (value, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
  button = mc_catalogue_add_row_button (row, "document-edit-symbolic", label);
  g_object_set_data (G_OBJECT (button), "zone-kind", GUINT_TO_POINTER (kind));
  g_signal_connect (button, "clicked", G_CALLBACK (zone_value_clicked_cb), self);
  g_object_set_data (G_OBJECT (row), "value", value);
  return row;
}

void
mc_catalogue_zones_build (McCatalogueZones *self)
{
  GtkWidget *button;

  self->group = adw_preferences_group_new ();
  self->zone_rows = g_ptr_array_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->group), _("Zone Cards"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->group),
                                         _("The cards lie at random, so each game asks which lies where; what you "
                                           "enter on the arena is learnt here, and offered first next time."));
  button = gtk_button_new_with_mnemonic (_("Add a _Card…"));
  gtk_widget_set_name (button, "add-zone-card");
  gtk_widget_set_valign (button, GTK_ALIGN_END);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (add_zone_card_clicked_cb), self);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self->group), button);

  self->zone_cards_row = adw_expander_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->zone_cards_row), _("Resource zone cards"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), self->zone_cards_row);
  self->base_row = new_value_row (self, _("Base zone cards"), _("The value on each Base card"), TEM_ZONE_BASE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), self->base_row);
  self->mech_zone_row = new_value_row (self, _("Mech zone card"), _("The value on the Mech zone card"), TEM_ZONE_MECH);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), self->mech_zone_row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->context->page), ADW_PREFERENCES_GROUP (self->group));
}

/* One more resource zone card of the box. */
gboolean
mc_catalogue_zones_add_card (McCatalogueZones *self,
                             const McZoneCard *card,
                             GError          **error)
{
  McZoneCard cards[TEM_N_RESOURCE_ZONE_CARDS + 1];
  guint n;

  g_return_val_if_fail (self->context->cards != NULL, FALSE);

  n = mc_card_memory_get_zone_cards (self->context->cards, cards);
  cards[n++] = *card;
  if (!mc_card_memory_set_zone_cards (self->context->cards, cards, n, error) || !mc_catalogue_save (self->context, error))
    return FALSE;
  mc_catalogue_changed (self->context);
  return TRUE;
}

/* The value on every Base card, or on the Mech zone card; the game open
 * gets it where its arena does not have it yet. */
gboolean
mc_catalogue_zones_set_value (McCatalogueZones *self,
                              TemZoneKind       kind,
                              int               value,
                              GError          **error)
{
  g_return_val_if_fail (self->context->cards != NULL, FALSE);

  if (!mc_card_memory_set_zone_value (self->context->cards, kind, value))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("Zone values go from 0 to %d, not %d."),
                   TEM_ZONE_VALUE_MAX, value);
      return FALSE;
    }
  if (!mc_catalogue_save (self->context, error))
    return FALSE;
  mc_catalogue_give_to_game (self->context);
  return TRUE;
}

/* Program cards and the Mighty Mech ------------------------------------ */

static void
program_selected_cb (McCatalogueZones *self)
{
  guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (self->program_row));

  if (self->refreshing || self->context->cards == NULL)
    return;
  mc_card_memory_set_program_twice (self->context->cards, selected == 0 ? TEM_PROGRAM_NONE : (int) selected - 1);
  mc_catalogue_save_or_complain (self->context);
}

static void
mech_side_changed (McCatalogueZones *self,
                   guint            index)
{
  g_autoptr(GError) error = NULL;
  TemMechAbility ability = adw_combo_row_get_selected (ADW_COMBO_ROW (self->side_rows[index]));

  if (self->refreshing || self->context->cards == NULL)
    return;
  if (!mc_card_memory_set_mech_side (self->context->cards, TEM_MECH_SIDE_TROY + index, ability,
                                     gtk_editable_get_text (GTK_EDITABLE (self->side_text_rows[index])), &error)
      || !mc_catalogue_save (self->context, &error))
    mc_catalogue_show_problem (self->context, _("Not Saved"), error->message);
  mc_catalogue_changed (self->context);
}

static void
mech_side_selected_cb (GObject         *row,
                       GParamSpec      *pspec,
                       McCatalogueZones *self)
{
  mech_side_changed (self, GPOINTER_TO_UINT (g_object_get_data (row, "index")));
}

static void
mech_text_applied_cb (AdwEntryRow     *row,
                      McCatalogueZones *self)
{
  mech_side_changed (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "index")));
}

void
mc_catalogue_zones_build_program_and_mech (McCatalogueZones *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autoptr(GtkStringList) programs = gtk_string_list_new (NULL);
  const char *abilities[] = {
    tem_catalogue_get_mech_ability (TEM_MECH_ABILITY_UNKNOWN),
    tem_catalogue_get_mech_ability (TEM_MECH_ABILITY_ROCKET_CHARGE),
    tem_catalogue_get_mech_ability (TEM_MECH_ABILITY_FORCE_FIELD),
    NULL,
  };

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Program Cards"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Each deck holds eight cards of seven actions: one is printed twice. "
                                           "The Robot Pilots’ decks need it."));
  gtk_string_list_append (programs, _("Not entered"));
  for (int program = 0; program < TEM_N_PROGRAMS; program++)
    gtk_string_list_append (programs, tem_program_get_name ((TemProgram) program));
  self->program_row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->program_row), _("Action printed twice"));
  adw_combo_row_set_model (ADW_COMBO_ROW (self->program_row), G_LIST_MODEL (programs));
  g_signal_connect_swapped (self->program_row, "notify::selected", G_CALLBACK (program_selected_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->program_row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->context->page), ADW_PREFERENCES_GROUP (group));

  group = adw_preferences_group_new ();
  /* Translators: the heading of the Mighty Mech's cards in the catalogue */
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), C_("heading", "Mighty Mech"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Its two sides have Rocket Charge and Force Field; which has which is "
                                           "not public. Players resolve them; the app shows them."));
  for (guint index = 0; index < 2; index++)
    {
      GtkWidget *row = self->side_rows[index] = adw_combo_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tem_catalogue_get_mech_side (TEM_MECH_SIDE_TROY + index));
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (gtk_string_list_new (abilities)));
      g_object_set_data (G_OBJECT (row), "index", GUINT_TO_POINTER (index));
      g_signal_connect (row, "notify::selected", G_CALLBACK (mech_side_selected_cb), self);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

      row = self->side_text_rows[index] = adw_entry_row_new ();
      {
        /* Translators: the entry for a Mech side's ability, "Troy 3000: ability as printed" */
        g_autofree char *title = g_strdup_printf (_("%s: ability as printed"),
                                                  tem_catalogue_get_mech_side (TEM_MECH_SIDE_TROY + index));

        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      }
      adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
      g_object_set_data (G_OBJECT (row), "index", GUINT_TO_POINTER (index));
      g_signal_connect (row, "apply", G_CALLBACK (mech_text_applied_cb), self);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->context->page), ADW_PREFERENCES_GROUP (group));
}

void
mc_catalogue_zones_refresh_program_and_mech (McCatalogueZones *self)
{
  int program = self->context->cards != NULL ? mc_card_memory_get_program_twice (self->context->cards) : TEM_PROGRAM_NONE;

  self->refreshing = TRUE;
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->program_row), (guint) (program + 1));
  gtk_widget_set_sensitive (self->program_row, self->context->cards != NULL);
  for (guint index = 0; index < 2; index++)
    {
      TemMechSide side = TEM_MECH_SIDE_TROY + index;

      adw_combo_row_set_selected (ADW_COMBO_ROW (self->side_rows[index]),
                                  self->context->cards != NULL ? mc_card_memory_get_mech_ability (self->context->cards, side) : 0);
      mc_catalogue_set_entry_text (self->side_text_rows[index], self->context->cards != NULL ? mc_card_memory_get_mech_text (self->context->cards, side) : NULL);
      gtk_widget_set_sensitive (self->side_rows[index], self->context->cards != NULL);
      gtk_widget_set_sensitive (self->side_text_rows[index], self->context->cards != NULL);
    }
  self->refreshing = FALSE;
}
