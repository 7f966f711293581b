/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <adwaita.h>

#include "mc-catalogue-page-private.h"

/* The Cards page's weapons: each card's numbers, name and ability. */

/* Weapons -------------------------------------------------------------- */

static void
update_weapon_row (McCatalogueWeapons *self,
                   guint            kind,
                   TemWeaponField   field)
{
  GtkWidget *row = self->values[kind][field];
  int printed = mc_catalogue_printed_value (kind, field);
  int theirs = self->context->cards != NULL ? mc_card_memory_get (self->context->cards, kind, field) : TEM_VALUE_UNKNOWN;
  int shown = printed != TEM_VALUE_UNKNOWN ? printed : theirs;
  g_autofree char *text = mc_catalogue_value_text (field, shown);
  g_autofree char *subtitle = NULL;
  GtkWidget *label = g_object_get_data (G_OBJECT (row), "value");
  GtkWidget *edit = g_object_get_data (G_OBJECT (row), "edit");

  if (printed != TEM_VALUE_UNKNOWN)
    /* Translators: where a card value comes from, "From the box: card-facts.md §4 (C2)" */
    subtitle = g_strdup_printf (_("From the box: %s"), tem_catalogue_get_weapon (kind)->source);
  else if (theirs != TEM_VALUE_UNKNOWN)
    subtitle = g_strdup (_("Yours: entered from your cards"));
  else
    subtitle = g_strdup (_("Not entered yet: no public text gives it"));

  gtk_label_set_label (GTK_LABEL (label), text);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  /* An unreadable cards file is left alone: nothing to edit then. */
  gtk_widget_set_visible (edit, printed == TEM_VALUE_UNKNOWN && self->context->cards != NULL);
  /* The ability's number only matters for an ability the app applies. */
  if (field == TEM_WEAPON_FIELD_ABILITY_AMOUNT)
    {
      int ability = mc_catalogue_printed_value (kind, TEM_WEAPON_FIELD_ABILITY);

      if (ability == TEM_VALUE_UNKNOWN && self->context->cards != NULL)
        ability = mc_card_memory_get (self->context->cards, kind, TEM_WEAPON_FIELD_ABILITY);
      gtk_widget_set_visible (row, ability != TEM_ABILITY_NONE);
    }
}

void
mc_catalogue_weapons_refresh (McCatalogueWeapons *self)
{
  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      guint known = 0, asked = 0;
      g_autofree char *name = tem_catalogue_dup_weapon_name (kind);
      g_autofree char *subtitle = NULL;

      for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
        {
          update_weapon_row (self, kind, field);
          if (!gtk_widget_get_visible (self->values[kind][field]))
            continue;
          asked++;
          known += mc_catalogue_printed_value (kind, field) != TEM_VALUE_UNKNOWN
                   || (self->context->cards != NULL && mc_card_memory_get (self->context->cards, kind, field) != TEM_VALUE_UNKNOWN);
        }
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->rows[kind]), name);
      if (tem_catalogue_get_weapon (kind)->weapon_class == TEM_WEAPON_BASIC)
        /* Translators: under a basic weapon in the catalogue, "Basic · 4 of 6 numbers known";
         * the plural follows the second number */
        subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Basic · %u of %u number known",
                                                 "Basic · %u of %u numbers known", asked),
                                    known, asked);
      else
        /* Translators: under an advanced weapon in the catalogue, "Advanced · 4 of 6 numbers known";
         * the plural follows the second number */
        subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Advanced · %u of %u number known",
                                                 "Advanced · %u of %u numbers known", asked),
                                    known, asked);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self->rows[kind]), subtitle);
      if (self->name_rows[kind] != NULL)
        {
          mc_catalogue_set_entry_text (self->name_rows[kind], self->context->cards != NULL ? mc_card_memory_get_weapon_name (self->context->cards, kind) : NULL);
          gtk_widget_set_sensitive (self->name_rows[kind], self->context->cards != NULL);
        }
      mc_catalogue_set_entry_text (self->text_rows[kind], self->context->cards != NULL ? mc_card_memory_get_weapon_text (self->context->cards, kind) : NULL);
      gtk_widget_set_sensitive (self->text_rows[kind], self->context->cards != NULL);
    }
}

/**
 * mc_catalogue_weapons_set_value:
 *
 * The players' value, kept for the next games and given to the game open
 * when it does not know it yet.
 */
gboolean
mc_catalogue_weapons_set_value (McCatalogueWeapons *self,
                                guint               kind,
                                TemWeaponField      field,
                                int                 value,
                                GError            **error)
{
  g_return_val_if_fail (self->context->cards != NULL, FALSE);

  if (!mc_card_memory_set (self->context->cards, kind, field, value))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%d is not a value a weapon card can show."), value);
      return FALSE;
    }
  /* "None" has no number: say 0 so the card counts as complete. */
  if (field == TEM_WEAPON_FIELD_ABILITY && value == TEM_ABILITY_NONE
      && mc_card_memory_get (self->context->cards, kind, TEM_WEAPON_FIELD_ABILITY_AMOUNT) == TEM_VALUE_UNKNOWN)
    mc_card_memory_set (self->context->cards, kind, TEM_WEAPON_FIELD_ABILITY_AMOUNT, 0);
  if (!mc_catalogue_save (self->context, error))
    return FALSE;

  /* A correction reaches the game open too: the cards are the truth. */
  if (value != TEM_VALUE_UNKNOWN && self->context->session != NULL && mc_session_has_game (self->context->session))
    {
      TemAction action;

      tem_action_init_set_weapon (&action, kind, field, value);
      mc_session_apply (self->context->session, &action, NULL);
    }
  mc_catalogue_give_to_game (self->context);
  return TRUE;
}

/**
 * mc_catalogue_weapons_set_name:
 * @name: (nullable): the name on the card, or %NULL to forget it
 *
 * Names an advanced card no public text names; the game and the app then
 * call it so.
 */
gboolean
mc_catalogue_weapons_set_name (McCatalogueWeapons *self,
                               guint               kind,
                               const char         *name,
                               GError            **error)
{
  g_return_val_if_fail (self->context->cards != NULL, FALSE);

  if (!mc_card_memory_set_weapon_name (self->context->cards, kind, name, error) || !mc_catalogue_save (self->context, error))
    return FALSE;
  mc_catalogue_give_to_game (self->context);
  /* The table says the new name at once. */
  if (self->context->session != NULL)
    mc_session_relabel (self->context->session);
  return TRUE;
}

static void
name_applied_cb (AdwEntryRow     *row,
                 McCatalogueWeapons *self)
{
  guint kind = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "kind"));
  g_autoptr(GError) error = NULL;

  if (!mc_catalogue_weapons_set_name (self, kind, gtk_editable_get_text (GTK_EDITABLE (row)), &error))
    {
      mc_catalogue_show_problem (self->context, _("Not Saved"), error->message);
      mc_catalogue_changed (self->context);
    }
}

static void
text_applied_cb (AdwEntryRow     *row,
                 McCatalogueWeapons *self)
{
  guint kind = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "kind"));
  g_autoptr(GError) error = NULL;

  if (!mc_card_memory_set_weapon_text (self->context->cards, kind, gtk_editable_get_text (GTK_EDITABLE (row)), &error)
      || !mc_catalogue_save (self->context, &error))
    mc_catalogue_show_problem (self->context, _("Not Saved"), error->message);
  mc_catalogue_changed (self->context);
}

/* Entering a number ----------------------------------------------------- */

static const int type_choices[] = { TEM_WEAPON_TYPE_AREA, TEM_WEAPON_TYPE_RANGED, TEM_WEAPON_TYPE_MELEE };
static const int ability_choices[] = {
  TEM_ABILITY_NONE, TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE, TEM_ABILITY_POWER_ATTACK_VP
};

static void
value_answered (GtkWidget *dialog,
                int        value,
                gpointer   data)
{
  McCatalogueWeapons *self = data;
  guint kind = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "kind"));
  TemWeaponField field = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "field"));
  g_autoptr(GError) error = NULL;

  if (!mc_catalogue_weapons_set_value (self, kind, field, value, &error) && error != NULL)
    mc_catalogue_show_problem (self->context, _("Not Saved"), error->message);
  mc_catalogue_changed (self->context);
}

static void
edit_clicked_cb (GtkButton          *button,
                 McCatalogueWeapons *self)
{
  guint kind = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "kind"));
  TemWeaponField field = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "field"));
  g_autofree char *name = tem_catalogue_dup_weapon_name (kind);
  int current = mc_card_memory_get (self->context->cards, kind, field);
  GtkWidget *input, *dialog;

  if (field == TEM_WEAPON_FIELD_TYPE)
    {
      const char *names[] = {
        tem_weapon_type_get_name (TEM_WEAPON_TYPE_AREA),
        tem_weapon_type_get_name (TEM_WEAPON_TYPE_RANGED),
        tem_weapon_type_get_name (TEM_WEAPON_TYPE_MELEE),
        NULL,
      };

      input = mc_catalogue_new_choice_input (names, type_choices, G_N_ELEMENTS (type_choices), current);
    }
  else if (field == TEM_WEAPON_FIELD_ABILITY)
    {
      const char *names[] = {
        tem_ability_get_name (TEM_ABILITY_NONE),
        tem_ability_get_name (TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE),
        tem_ability_get_name (TEM_ABILITY_POWER_ATTACK_VP),
        NULL,
      };

      input = mc_catalogue_new_choice_input (names, ability_choices, G_N_ELEMENTS (ability_choices), current);
    }
  else
    input = mc_catalogue_new_spin_input (current, 0, field == TEM_WEAPON_FIELD_ABILITY_AMOUNT ? TEM_ABILITY_AMOUNT_MAX : 100);

  dialog = mc_catalogue_ask_number (self->context, name, tem_weapon_field_get_title (field), input, current,
                                    value_answered, self);
  g_object_set_data (G_OBJECT (dialog), "kind", GUINT_TO_POINTER (kind));
  g_object_set_data (G_OBJECT (dialog), "field", GUINT_TO_POINTER (field));
}

void
mc_catalogue_weapons_build (McCatalogueWeapons *self)
{
  GtkWidget *row;

  self->group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->group), _("Weapons"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->group),
                                         _("The numbers printed on the weapon cards. What public texts confirm comes "
                                           "with its source; the rest you enter from your own cards, once."));

  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      g_autofree char *label = tem_catalogue_dup_weapon_label (kind);

      self->rows[kind] = adw_expander_row_new ();
      if (tem_catalogue_get_weapon (kind)->name == NULL)
        {
          /* Translators: the entry for the name printed on an unnamed card, "Name of Advanced weapon 3" */
          g_autofree char *title = g_strdup_printf (_("Name of %s"), label);

          row = self->name_rows[kind] = adw_entry_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
          adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
          g_object_set_data (G_OBJECT (row), "kind", GUINT_TO_POINTER (kind));
          g_signal_connect (row, "apply", G_CALLBACK (name_applied_cb), self);
          adw_expander_row_add_row (ADW_EXPANDER_ROW (self->rows[kind]), row);
        }
      for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
        {
          GtkWidget *value = gtk_label_new (NULL);
          /* Translators: a button's name for screen readers, "Enter Warhammer: Type" */
          g_autofree char *edit_name = g_strdup_printf (_("Enter %s: %s"), label, tem_weapon_field_get_title (field));
          GtkWidget *edit;

          row = adw_action_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tem_weapon_field_get_title (field));
          /* An ability's name is long: it wraps rather than crush the title. */
          gtk_label_set_wrap (GTK_LABEL (value), TRUE);
          gtk_label_set_max_width_chars (GTK_LABEL (value), 14);
          gtk_label_set_justify (GTK_LABEL (value), GTK_JUSTIFY_RIGHT);
          gtk_label_set_xalign (GTK_LABEL (value), 1);
          gtk_widget_add_css_class (value, "numeric");
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
          edit = mc_catalogue_add_row_button (row, "document-edit-symbolic", edit_name);
          g_object_set_data (G_OBJECT (edit), "kind", GUINT_TO_POINTER (kind));
          g_object_set_data (G_OBJECT (edit), "field", GUINT_TO_POINTER (field));
          g_signal_connect (edit, "clicked", G_CALLBACK (edit_clicked_cb), self);
          g_object_set_data (G_OBJECT (row), "value", value);
          g_object_set_data (G_OBJECT (row), "edit", edit);
          self->values[kind][field] = row;
          adw_expander_row_add_row (ADW_EXPANDER_ROW (self->rows[kind]), row);
        }
      row = self->text_rows[kind] = adw_entry_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Ability as printed"));
      adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
      g_object_set_data (G_OBJECT (row), "kind", GUINT_TO_POINTER (kind));
      g_signal_connect (row, "apply", G_CALLBACK (text_applied_cb), self);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (self->rows[kind]), row);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), self->rows[kind]);
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->context->page), ADW_PREFERENCES_GROUP (self->group));
}
