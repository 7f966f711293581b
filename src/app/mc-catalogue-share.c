/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <adwaita.h>

#include "mc-catalogue-page-private.h"

/* The Cards page's export and import: the players' values shared
 * between copies of the app. */

/* Export and import ---------------------------------------------------- */

gboolean
mc_catalogue_share_export (McCatalogueShare *self,
                           const char       *path,
                           GError          **error)
{
  g_autofree char *data = NULL;

  g_return_val_if_fail (self->context->cards != NULL, FALSE);

  data = mc_card_memory_to_data (self->context->cards);
  return g_file_set_contents (path, data, -1, error);
}

static void
import_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    GtkWidget        *owner)
{
  McCatalogueShare *self = g_object_get_data (G_OBJECT (dialog), "share");
  g_autoptr(GError) error = NULL;
  gboolean replace = g_strcmp0 (response, "replace") == 0;

  if ((replace || g_strcmp0 (response, "import") == 0) && self->incoming != NULL)
    {
      if (mc_card_memory_merge (self->context->cards, self->incoming, replace, NULL, NULL) > 0 && !mc_catalogue_save (self->context, &error))
        mc_catalogue_show_problem (self->context, _("Not Saved"), error->message);
      mc_catalogue_give_to_game (self->context);
    }
  g_clear_pointer (&self->incoming, mc_card_memory_free);
}

/**
 * mc_catalogue_share_preview_import:
 *
 * Reads another copy's cards file and shows what an import would change,
 * new values and disagreements, before anything is written.
 *
 * Returns: (transfer none) (nullable): the preview dialog, or %NULL with
 *   the file's problem
 */
GtkWidget *
mc_catalogue_share_preview_import (McCatalogueShare *self,
                                   const char       *path,
                                   GError          **error)
{
  g_autoptr(McCardMemory) incoming = mc_card_memory_new ();
  g_autoptr(McCardMemory) trial = NULL;
  g_autoptr(GPtrArray) added = NULL;
  g_autoptr(GPtrArray) conflicts = NULL;
  g_autoptr(GString) body = g_string_new (NULL);
  GtkWidget *dialog;

  if (!mc_card_memory_load (incoming, path, error))
    return NULL;
  trial = mc_card_memory_copy (self->context->cards);
  mc_card_memory_merge (trial, incoming, FALSE, &added, &conflicts);

  for (guint i = 0; i < added->len; i++)
    {
      /* Translators: a line of an import's preview, a value new to this copy */
      g_string_append_printf (body, _("New: %s"), ((McCardChange *) added->pdata[i])->theirs);
      g_string_append_c (body, '\n');
    }
  for (guint i = 0; i < conflicts->len; i++)
    {
      McCardChange *change = conflicts->pdata[i];

      /* Translators: a disagreement in an import's preview: "Yours: Warhammer: attack 3; the file: Warhammer: attack 4" */
      g_string_append_printf (body, _("Yours: %s; the file: %s"), change->ours, change->theirs);
      g_string_append_c (body, '\n');
    }
  if (body->len == 0)
    g_string_append (body, _("The file holds nothing you do not have already."));

  dialog = adw_message_dialog_new (GTK_WINDOW (mc_catalogue_get_window (self->context)), _("Import Card Values?"), body->str);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "import", _("_Import"), NULL);
  if (conflicts->len > 0)
    {
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "replace", _("Import and _Replace Yours"));
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "replace", ADW_RESPONSE_DESTRUCTIVE);
    }
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "import", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "import", added->len > 0);
  g_clear_pointer (&self->incoming, mc_card_memory_free);
  self->incoming = g_steal_pointer (&incoming);
  g_object_set_data (G_OBJECT (dialog), "share", self);
  g_signal_connect_object (dialog, "response", G_CALLBACK (import_response_cb), self->context->owner, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

static void
file_chosen_cb (GtkNativeDialog *chooser,
                int              response,
                McCatalogueShare *self)
{
  gboolean saving = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser)) == GTK_FILE_CHOOSER_ACTION_SAVE;
  g_autoptr(GFile) file = response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser)) : NULL;
  g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
  g_autoptr(GError) error = NULL;

  if (path != NULL)
    {
      gboolean done = saving ? mc_catalogue_share_export (self, path, &error)
                             : mc_catalogue_share_preview_import (self, path, &error) != NULL;

      if (!done)
        mc_catalogue_show_problem (self->context, saving ? _("Not Exported") : _("Not Imported"), error->message);
    }
  g_object_unref (chooser);
}

void
mc_catalogue_share_choose (McCatalogueShare *self,
                           gboolean          saving)
{
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (saving ? _("Export Your Card Values") : _("Import Card Values"),
                                         GTK_WINDOW (mc_catalogue_get_window (self->context)),
                                         saving ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                         saving ? _("_Export") : _("_Open"), _("_Cancel"));
  if (saving)
    /* Translators: the file name offered when exporting card values; keep ".json" and use no "/" */
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("mech-companion-cards.json"));
  g_signal_connect (chooser, "response", G_CALLBACK (file_chosen_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
export_activated_cb (McCatalogueShare *self)
{
  mc_catalogue_share_choose (self, TRUE);
}

static void
import_activated_cb (McCatalogueShare *self)
{
  mc_catalogue_share_choose (self, FALSE);
}

/* Sharing first, as rows: wide enough to tap on a phone. */
void
mc_catalogue_share_build (McCatalogueShare *self)
{
  GtkWidget *group, *row;

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Your Cards"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("What no public text gives, entered once from your box and kept for "
                                           "every game. Share it with another copy of the app."));
  row = mc_catalogue_new_share_row (_("_Export…"), _("Write your card values to a file"), "document-save-symbolic",
                                    "export", G_CALLBACK (export_activated_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  row = mc_catalogue_new_share_row (_("_Import…"), _("Add another copy’s values, after a preview"),
                                    "document-open-symbolic", "import", G_CALLBACK (import_activated_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->context->page), ADW_PREFERENCES_GROUP (group));
}
