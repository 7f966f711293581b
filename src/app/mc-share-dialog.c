/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-share-dialog.h"

/* The results as a QR code any phone camera reads as text, with the text
 * beside it, and saved as PNG or SVG for a club's page or a play log. */

struct _McShareDialog
{
  AdwMessageDialog parent_instance;

  McQrView        *qr_view;
  GtkLabel        *text_label;
  char            *text;
  char            *link;
  GtkFileChooserNative *chooser;
};

G_DEFINE_FINAL_TYPE (McShareDialog, mc_share_dialog, ADW_TYPE_MESSAGE_DIALOG)

static void
chooser_response_cb (GtkNativeDialog *chooser,
                     int              response,
                     McQrView        *view)
{
  gboolean svg = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "svg"));
  GtkWindow *parent = gtk_native_dialog_get_transient_for (chooser);
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      path = file != NULL ? g_file_get_path (file) : NULL;
      if (path == NULL
          || !(svg ? mc_qr_view_save_svg (view, path, &error) : mc_qr_view_save_png (view, path, 16, &error)))
        {
          AdwMessageDialog *alert = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, _("Not Saved"),
                                                                               error != NULL ? error->message
                                                                               : _("Choose a folder on this computer.")));

          adw_message_dialog_add_response (alert, "close", _("_Close"));
          gtk_window_present (GTK_WINDOW (alert));
        }
    }
  g_object_unref (view);
  g_object_unref (chooser);
}

static void
save_as (McShareDialog *self,
         gboolean       svg)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (svg ? _("Save the QR Code as SVG") : _("Save the QR Code as PNG"),
                                         parent, GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser),
                                     svg ? _("mech-results.svg") : _("mech-results.png"));
  g_object_set_data (G_OBJECT (chooser), "svg", GINT_TO_POINTER (svg));
  /* The dialog closes on a response: the view lives on for the chooser. */
  g_signal_connect (chooser, "response", G_CALLBACK (chooser_response_cb), g_object_ref (self->qr_view));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
mc_share_dialog_response (AdwMessageDialog *dialog,
                          const char       *response)
{
  McShareDialog *self = MC_SHARE_DIALOG (dialog);

  if (g_strcmp0 (response, "png") == 0)
    save_as (self, FALSE);
  else if (g_strcmp0 (response, "svg") == 0)
    save_as (self, TRUE);
}

/* The same results as a BG Stats link, for a play log in one scan. */
static void
link_toggled_cb (GtkCheckButton *check,
                 McShareDialog  *self)
{
  gboolean link = gtk_check_button_get_active (check) && self->link != NULL;
  const char *content = link ? self->link : self->text;

  mc_qr_view_set_text (self->qr_view, content, NULL);
  gtk_label_set_label (self->text_label, link ? _("A link for BG Stats: it opens the play with every score.")
                                              : self->text);
}

static void
mc_share_dialog_finalize (GObject *object)
{
  McShareDialog *self = MC_SHARE_DIALOG (object);

  g_free (self->text);
  g_free (self->link);

  G_OBJECT_CLASS (mc_share_dialog_parent_class)->finalize (object);
}

static void
mc_share_dialog_class_init (McShareDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mc_share_dialog_finalize;
  ADW_MESSAGE_DIALOG_CLASS (klass)->response = mc_share_dialog_response;
}

static void
mc_share_dialog_init (McShareDialog *self)
{
}

/**
 * mc_share_dialog_new:
 *
 * Returns: (nullable): the dialog, or %NULL if @text makes no QR code
 */
McShareDialog *
mc_share_dialog_new (GtkWindow   *parent,
                     const char  *text,
                     const char  *link,
                     GError     **error)
{
  McShareDialog *self;
  GtkWidget *box, *label;
  McQrView *view = MC_QR_VIEW (g_object_ref_sink (mc_qr_view_new ()));

  if (!mc_qr_view_set_text (view, text, error))
    {
      g_object_unref (view);
      return NULL;
    }

  self = g_object_new (MC_TYPE_SHARE_DIALOG,
                       "transient-for", parent,
                       "modal", TRUE,
                       "heading", _("Share the Results"),
                       "body", link != NULL
                               ? _("Scan it with a phone camera: the results as text, or as a link for BG Stats.")
                               : _("Scan it with a phone camera to read the results as text."),
                       NULL);
  self->qr_view = view;
  self->text = g_strdup (text);
  self->link = g_strdup (link);
  /* Large enough for any phone camera, small enough for a phone screen. */
  gtk_widget_set_size_request (GTK_WIDGET (view), 200, 200);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (view));
  g_object_unref (view);
  label = gtk_label_new (text);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption");
  self->text_label = GTK_LABEL (label);
  {
    /* The text scrolls past a few lines, so that the dialog fits a phone
     * with the QR code whole. */
    GtkWidget *scrolled = gtk_scrolled_window_new ();

    gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
    gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 120);
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), label);
    gtk_box_append (GTK_BOX (box), scrolled);
  }
  if (link != NULL)
    {
      GtkWidget *check = gtk_check_button_new_with_mnemonic (_("As a _BG Stats link"));

      gtk_widget_set_name (check, "bgstats");
      g_signal_connect (check, "toggled", G_CALLBACK (link_toggled_cb), self);
      gtk_box_append (GTK_BOX (box), check);
    }
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (self), box);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (self),
                                    "png", _("Save _PNG…"),
                                    "svg", _("Save _SVG…"),
                                    "close", _("_Close"),
                                    NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (self), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (self), "close");
  return self;
}

McQrView *
mc_share_dialog_get_qr_view (McShareDialog *self)
{
  g_return_val_if_fail (MC_IS_SHARE_DIALOG (self), NULL);

  return self->qr_view;
}

/* Shows the BG Stats link instead of the text, or back. */
void
mc_share_dialog_set_link_shown (McShareDialog *self,
                                gboolean       shown)
{
  GtkWidget *box;

  g_return_if_fail (MC_IS_SHARE_DIALOG (self));

  box = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (self));
  for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_CHECK_BUTTON (child))
      gtk_check_button_set_active (GTK_CHECK_BUTTON (child), shown);
}
