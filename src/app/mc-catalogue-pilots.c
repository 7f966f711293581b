/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <adwaita.h>

#include "mc-catalogue-page-private.h"

/* The Cards page's pilots: the box's and the players' own, with their
 * health track and ability. */

/* Pilots --------------------------------------------------------------- */

static void
health_answered (GtkWidget *dialog,
                 int        value,
                 gpointer   data)
{
  McCataloguePilots *self = data;
  const McPilotCard *card = mc_card_memory_find_pilot (self->context->cards, g_object_get_data (G_OBJECT (dialog), "pilot"));
  g_autoptr(GError) error = NULL;

  if (!(card != NULL && mc_card_memory_set_pilot (self->context->cards, card->name, value, card->ability, &error)
        && mc_catalogue_save (self->context, &error))
      && error != NULL)
    mc_catalogue_show_problem (self->context, _("Not Saved"), error->message);
  mc_catalogue_changed (self->context);
}

static void
pilot_health_clicked_cb (GtkButton       *button,
                         McCataloguePilots *self)
{
  const char *name = g_object_get_data (G_OBJECT (button), "pilot");
  const McPilotCard *card = mc_card_memory_find_pilot (self->context->cards, name);
  int current = card != NULL ? card->health : TEM_VALUE_UNKNOWN;
  GtkWidget *dialog;

  if (card == NULL)
    {
      g_autoptr(GError) error = NULL;

      /* A pilot of the box the players had not entered yet. */
      if (!mc_card_memory_set_pilot (self->context->cards, name, TEM_VALUE_UNKNOWN, NULL, &error))
        {
          mc_catalogue_show_problem (self->context, _("Not Saved"), error->message);
          return;
        }
    }
  dialog = mc_catalogue_ask_number (self->context, name, _("Top of the Pilot side’s health track"),
                                    mc_catalogue_new_spin_input (current, TEM_PILOT_HEALTH_TOP_MIN, TEM_PILOT_HEALTH_TOP_MAX),
                                    current, health_answered, self);
  g_object_set_data_full (G_OBJECT (dialog), "pilot", g_strdup (name), g_free);
}

static void
pilot_ability_applied_cb (AdwEntryRow     *row,
                          McCataloguePilots *self)
{
  const char *name = g_object_get_data (G_OBJECT (row), "pilot");
  const McPilotCard *card = mc_card_memory_find_pilot (self->context->cards, name);
  g_autoptr(GError) error = NULL;

  if (!mc_card_memory_set_pilot (self->context->cards, name, card != NULL ? card->health : TEM_VALUE_UNKNOWN,
                                 gtk_editable_get_text (GTK_EDITABLE (row)), &error)
      || !mc_catalogue_save (self->context, &error))
    mc_catalogue_show_problem (self->context, _("Not Saved"), error->message);
  mc_catalogue_changed (self->context);
}

static void
pilot_forget_clicked_cb (GtkButton       *button,
                         McCataloguePilots *self)
{
  mc_card_memory_forget_pilot (self->context->cards, g_object_get_data (G_OBJECT (button), "pilot"));
  mc_catalogue_save_or_complain (self->context);
  mc_catalogue_changed (self->context);
}

static void
add_pilot_response_cb (AdwMessageDialog *dialog,
                       const char       *response,
                       GtkWidget        *owner)
{
  McCataloguePilots *self = g_object_get_data (G_OBJECT (dialog), "pilots");
  GtkWidget *name = g_object_get_data (G_OBJECT (dialog), "name");
  GtkWidget *health = g_object_get_data (G_OBJECT (dialog), "health");
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "add") != 0)
    return;
  gtk_spin_button_update (GTK_SPIN_BUTTON (health));
  if (!mc_catalogue_pilots_add (self, gtk_editable_get_text (GTK_EDITABLE (name)),
                                gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (health)), &error))
    mc_catalogue_show_problem (self->context, _("Not Saved"), error->message);
}

static void
add_pilot_clicked_cb (McCataloguePilots *self)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (mc_catalogue_get_window (self->context)), _("Add a Pilot Card"),
                                              _("The name on the card and the top of its Pilot side’s health track."));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *name = gtk_entry_new ();
  GtkWidget *health = mc_catalogue_new_spin_input (TEM_PILOT_HEALTH_TOP_MIN + 4, TEM_PILOT_HEALTH_TOP_MIN, TEM_PILOT_HEALTH_TOP_MAX);

  gtk_entry_set_placeholder_text (GTK_ENTRY (name), _("Pilot’s name"));
  gtk_entry_set_max_length (GTK_ENTRY (name), MC_CARD_NAME_MAX_CHARS);
  gtk_accessible_update_property (GTK_ACCESSIBLE (name), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Pilot’s name"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (health), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Top of the Pilot side’s health track"), -1);
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), health);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "add", _("_Add"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "add", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "add");
  g_object_set_data (G_OBJECT (dialog), "name", name);
  g_object_set_data (G_OBJECT (dialog), "health", health);
  g_object_set_data (G_OBJECT (dialog), "pilots", self);
  g_signal_connect_object (dialog, "response", G_CALLBACK (add_pilot_response_cb), self->context->owner, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* One expander per pilot: the box's three named ones, then the players'. */
static void
add_pilot_row (McCataloguePilots   *self,
               const char        *name,
               const TemPilotSpec *spec)
{
  const McPilotCard *card = self->context->cards != NULL ? mc_card_memory_find_pilot (self->context->cards, name) : NULL;
  GtkWidget *expander = adw_expander_row_new ();
  GtkWidget *row, *value, *button;
  g_autofree char *health_text = NULL;
  g_autofree char *label = NULL;
  const char *shown_name = spec != NULL ? _(spec->name) : name;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), shown_name);
  if (card != NULL && card->health != TEM_VALUE_UNKNOWN)
    /* Translators: under a pilot in the catalogue, "Health track up to 6" */
    health_text = g_strdup_printf (_("Health track up to %d"), card->health);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander),
                                 health_text != NULL ? health_text
                                 : spec != NULL ? _("From the box: the name; the rest you enter")
                                                : _("Yours: entered from your cards"));

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Top of the Pilot side’s health track"));
  value = gtk_label_new (NULL);
  g_object_set_data (G_OBJECT (row), "value", value);
  mc_catalogue_set_value_label (row, card != NULL ? card->health : TEM_VALUE_UNKNOWN);
  gtk_widget_add_css_class (value, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
  label = g_strdup_printf (_("Enter %s: %s"), shown_name, _("Top of the Pilot side’s health track"));
  button = mc_catalogue_add_row_button (row, "document-edit-symbolic", label);
  gtk_widget_set_sensitive (button, self->context->cards != NULL);
  g_object_set_data_full (G_OBJECT (button), "pilot", g_strdup (name), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (pilot_health_clicked_cb), self);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);

  if (spec != NULL && spec->ability != NULL)
    {
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(spec->ability));
      /* Translators: where a card value comes from, "From the box: card-facts.md §5 (C1)" */
      g_free (label);
      label = g_strdup_printf (_("From the box: %s"), spec->source);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), label);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
    }
  else
    {
      row = adw_entry_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Ability as printed"));
      adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
      mc_catalogue_set_entry_text (row, card != NULL ? card->ability : NULL);
      gtk_widget_set_sensitive (row, self->context->cards != NULL);
      g_object_set_data_full (G_OBJECT (row), "pilot", g_strdup (name), g_free);
      g_signal_connect (row, "apply", G_CALLBACK (pilot_ability_applied_cb), self);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
    }

  if (spec == NULL)
    {
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Forget this pilot"));
      g_free (label);
      /* Translators: a button's name for screen readers, "Forget Ace" */
      label = g_strdup_printf (_("Forget %s"), name);
      button = mc_catalogue_add_row_button (row, "user-trash-symbolic", label);
      g_object_set_data_full (G_OBJECT (button), "pilot", g_strdup (name), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (pilot_forget_clicked_cb), self);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
    }

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), expander);
  g_ptr_array_add (self->rows, expander);
}

static gboolean
is_shipped_pilot (const char *name)
{
  for (guint i = 0; i < tem_catalogue_get_n_pilots (); i++)
    if (g_str_equal (name, tem_catalogue_get_pilot (i)->name))
      return TRUE;
  return FALSE;
}

void
mc_catalogue_pilots_refresh (McCataloguePilots *self)
{
  for (guint i = 0; i < self->rows->len; i++)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self->group), self->rows->pdata[i]);
  g_ptr_array_set_size (self->rows, 0);

  for (guint i = 0; i < tem_catalogue_get_n_pilots (); i++)
    add_pilot_row (self, tem_catalogue_get_pilot (i)->name, tem_catalogue_get_pilot (i));
  for (guint i = 0; self->context->cards != NULL && i < mc_card_memory_get_n_pilots (self->context->cards); i++)
    {
      const McPilotCard *card = mc_card_memory_get_pilot (self->context->cards, i);

      if (!is_shipped_pilot (card->name))
        add_pilot_row (self, card->name, NULL);
    }
}

void
mc_catalogue_pilots_build (McCataloguePilots *self)
{
  GtkWidget *button;

  self->group = adw_preferences_group_new ();
  self->rows = g_ptr_array_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->group), _("Pilots"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->group),
                                         _("Eight pilot cards: the rulebooks name three. A new game fills in each "
                                           "pilot’s health from here."));
  button = gtk_button_new_with_mnemonic (_("Add a _Pilot…"));
  gtk_widget_set_name (button, "add-pilot");
  gtk_widget_set_valign (button, GTK_ALIGN_END);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (add_pilot_clicked_cb), self);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self->group), button);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->context->page), ADW_PREFERENCES_GROUP (self->group));
}

/**
 * mc_catalogue_pilots_add:
 *
 * A pilot card of the box, or a correction of one, kept for the next games.
 */
gboolean
mc_catalogue_pilots_add (McCataloguePilots *self,
                         const char        *name,
                         int                health,
                         GError           **error)
{
  const McPilotCard *card;

  g_return_val_if_fail (self->context->cards != NULL, FALSE);

  card = mc_card_memory_find_pilot (self->context->cards, name);
  if (!mc_card_memory_set_pilot (self->context->cards, name, health, card != NULL ? card->ability : NULL, error)
      || !mc_catalogue_save (self->context, error))
    return FALSE;
  mc_catalogue_changed (self->context);
  return TRUE;
}
