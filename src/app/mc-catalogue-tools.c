/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <adwaita.h>

#include "mc-catalogue-page-private.h"

/* What every section of the Cards page uses: saving, saying a problem,
 * giving the game open what it does not know yet, asking one number, and
 * the small widgets the rows are made of. Nothing here calls a section or
 * the page, but through the context's changed(). */

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
mc_catalogue_get_window (McCatalogueContext *context)
{
  GtkRoot *root = gtk_widget_get_root (context->owner);

  return GTK_IS_WINDOW (root) ? root : NULL;
}

void
mc_catalogue_show_problem (McCatalogueContext *context,
                           const char         *heading,
                           const char         *message)
{
  GtkWidget *alert = adw_message_dialog_new (GTK_WINDOW (mc_catalogue_get_window (context)), heading, message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (alert), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (alert));
}

/* Every change is kept at once; a file that cannot be written says so. */
gboolean
mc_catalogue_save (McCatalogueContext *context,
                   GError            **error)
{
  return mc_card_memory_save (context->cards, context->path, error);
}

void
mc_catalogue_save_or_complain (McCatalogueContext *context)
{
  g_autoptr(GError) error = NULL;

  if (!mc_catalogue_save (context, &error))
    mc_catalogue_show_problem (context, _("Not Saved"), error->message);
}

void
mc_catalogue_changed (McCatalogueContext *context)
{
  context->changed (context->owner);
}

/* The game open gets what it does not know yet; the page shows it all. */
void
mc_catalogue_give_to_game (McCatalogueContext *context)
{
  mc_card_memory_name_weapons (context->cards);
  if (context->session != NULL && mc_session_has_game (context->session))
    {
      const TemGame *game = mc_session_get_game (context->session);
      TemAction actions[MC_CARD_MEMORY_MAX_FILL];
      guint n = mc_card_memory_fill (context->cards, game, actions, G_N_ELEMENTS (actions));

      for (guint i = 0; i < n; i++)
        mc_session_apply (context->session, &actions[i], NULL);
    }
  mc_catalogue_changed (context);
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
mc_catalogue_set_entry_text (GtkWidget  *row,
                             const char *text)
{
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (row)), text != NULL ? text : "") != 0)
    gtk_editable_set_text (GTK_EDITABLE (row), text != NULL ? text : "");
}

void
mc_catalogue_set_value_label (GtkWidget *row,
                              int        value)
{
  g_autofree char *text = value != TEM_VALUE_UNKNOWN ? g_strdup_printf ("%d", value) : g_strdup ("?");

  gtk_label_set_label (GTK_LABEL (g_object_get_data (G_OBJECT (row), "value")), text);
}

/* Asking one number ---------------------------------------------------- */

/* @owner is the page: the dialog answers only while it lives. */
static void
number_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    GtkWidget        *owner)
{
  GtkWidget *input = g_object_get_data (G_OBJECT (dialog), "input");
  McCatalogueAnswer answer = (McCatalogueAnswer) g_object_get_data (G_OBJECT (dialog), "answer");
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
  answer (GTK_WIDGET (dialog), value, g_object_get_data (G_OBJECT (dialog), "answer-data"));
}

/* A drop-down of @n @names standing for @choices, on @current if it is one. */
GtkWidget *
mc_catalogue_new_choice_input (const char * const *names,
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

/**
 * mc_catalogue_ask_number:
 * @input: a spin button, or a drop-down from mc_catalogue_new_choice_input()
 * @answer: called with the dialog and the number saved, or
 *   TEM_VALUE_UNKNOWN when the players forget it
 *
 * One number asked.
 *
 * Returns: (transfer none): the dialog, for the caller's own data
 */
GtkWidget *
mc_catalogue_ask_number (McCatalogueContext *context,
                         const char         *heading,
                         const char         *title,
                         GtkWidget          *input,
                         int                 current,
                         McCatalogueAnswer   answer,
                         gpointer            data)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (mc_catalogue_get_window (context)), heading, title);

  gtk_accessible_update_property (GTK_ACCESSIBLE (input), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), input);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "forget", _("_Forget"),
                                    "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "forget", current != TEM_VALUE_UNKNOWN);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  g_object_set_data (G_OBJECT (dialog), "input", input);
  g_object_set_data (G_OBJECT (dialog), "answer", (gpointer) answer);
  g_object_set_data (G_OBJECT (dialog), "answer-data", data);
  g_signal_connect_object (dialog, "response", G_CALLBACK (number_response_cb), context->owner, 0);
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
