/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-save-chooser.h"

/* The system's Save dialog for what a page or dialog exports (the score
 * chart, every play as CSV): the owner writes the file, and hears "Saved
 * as …" or why not. The owner keeps the open chooser in a slot of its
 * own, so that it can close it when it goes away first. */

typedef struct
{
  GtkFileChooserNative **slot;
  McSaveFunc             save;
  McSavedFunc            saved;
  gpointer               owner;
} SaveRequest;

static void
response_cb (GtkNativeDialog *dialog,
             int              response,
             SaveRequest     *request)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT && (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog))) != NULL
      && (path = g_file_get_path (file)) != NULL)
    {
      g_autofree char *name = g_filename_display_name (path);
      g_autofree char *said = NULL;

      if (request->save (request->owner, path, &error))
        said = g_strdup_printf (_("Saved as %s"), name);
      else
        said = g_strdup (error->message);
      request->saved (request->owner, said);
    }
  /* The request is the chooser's data: it goes with the last reference. */
  g_clear_object (request->slot);
}

/**
 * mc_save_chooser_open:
 * @slot: where the owner keeps the open chooser; cleared on its response
 *
 * Asks where to save, starting from @current_name; on Save, @save writes
 * the file and @saved is told how it went.
 */
void
mc_save_chooser_open (GtkFileChooserNative **slot,
                      GtkWindow             *parent,
                      const char            *title,
                      const char            *accept_label,
                      const char            *current_name,
                      McSaveFunc             save,
                      McSavedFunc            saved,
                      gpointer               owner)
{
  SaveRequest *request;

  g_return_if_fail (slot != NULL);

  if (*slot != NULL)   /* one chooser at a time: the open one answers */
    return;
  request = g_new0 (SaveRequest, 1);
  request->slot = slot;
  request->save = save;
  request->saved = saved;
  request->owner = owner;
  *slot = gtk_file_chooser_native_new (title, parent, GTK_FILE_CHOOSER_ACTION_SAVE, accept_label, _("_Cancel"));
  g_object_set_data_full (G_OBJECT (*slot), "mc-save-request", request, g_free);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (*slot), current_name);
  g_signal_connect (*slot, "response", G_CALLBACK (response_cb), request);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (*slot));
}

/* Closes the chooser in @slot, if open, without a response. */
void
mc_save_chooser_close (GtkFileChooserNative **slot)
{
  if (*slot != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (*slot));
  g_clear_object (slot);
}
