/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Writes the owner's content to @path. */
typedef gboolean (*McSaveFunc)  (gpointer     owner,
                                 const char  *path,
                                 GError     **error);
/* Tells the player how the save went, in a sentence. */
typedef void     (*McSavedFunc) (gpointer     owner,
                                 const char  *said);

void mc_save_chooser_open  (GtkFileChooserNative **slot,
                            GtkWindow             *parent,
                            const char            *title,
                            const char            *accept_label,
                            const char            *current_name,
                            McSaveFunc             save,
                            McSavedFunc            saved,
                            gpointer               owner);
void mc_save_chooser_close (GtkFileChooserNative **slot);

G_END_DECLS
