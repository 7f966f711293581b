/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mc-table-page.h"
#include "mc-window-private.h"

/* The window's toasts: one at a time, each with its own wrapping title.
 * A part of McWindow that calls nothing else of it. */

static void
toast_dismissed_cb (McWindow *self,
                    AdwToast *toast)
{
  if (self->toast == toast)
    {
      g_clear_weak_pointer (&self->toast);
      mc_table_page_set_toast_shown (self->table_page, FALSE);
    }
}

/* One toast at a time: a quick run of taps updates the toast on screen
 * rather than queueing a toast per tap (and libadwaita 1.2 does not cope
 * with toasts dismissed while still animating in). */
/* A toast's title as our own label, so that it wraps instead of being
 * cut at phone width in every language (libadwaita 1.2 ellipsizes its
 * own title, and builds it only when the toast comes on screen). */
static GtkWidget *
toast_title_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, "heading");
  /* The toast takes its title's natural width, even past a phone's
   * edge: a wrapping label's natural width is its longest line. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 36);
  return label;
}

void
_mc_window_show_toast (McWindow   *self,
            const char *text,
            const char *button_label,
            const char *action_name,
            gboolean    important)
{
  g_autofree char *markup = g_markup_escape_text (text, -1);
  AdwToast *toast = self->toast;

  g_free (self->toast_title);
  self->toast_title = g_strdup (text);

  if (toast != NULL &&
      g_strcmp0 (adw_toast_get_button_label (toast), button_label) == 0 &&
      (adw_toast_get_priority (toast) == ADW_TOAST_PRIORITY_HIGH) == important)
    {
      gtk_label_set_label (GTK_LABEL (adw_toast_get_custom_title (toast)), text);
      return;
    }

  if (toast != NULL)
    adw_toast_dismiss (toast);

  toast = adw_toast_new (markup);
  adw_toast_set_custom_title (toast, toast_title_new (text));
  if (button_label != NULL)
    {
      adw_toast_set_button_label (toast, button_label);
      adw_toast_set_action_name (toast, action_name);
    }
  if (important)
    {
      /* A refusal replaces whatever is shown and stays long enough to read. */
      adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
      adw_toast_set_timeout (toast, 8);
    }

  g_set_weak_pointer (&self->toast, toast);
  g_signal_connect_swapped (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), self);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  mc_table_page_set_toast_shown (self->table_page, TRUE);
}
