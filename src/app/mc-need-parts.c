/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-need-parts.h"

/* A label over a list, or a problem under it: wraps, never cut. */
GtkWidget *
mc_need_new_wrapping_label (const char *text,
                            const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A line under the dialog's scrolled lists, always in view and whole
 * (the zone hint was cut mid-sentence at the list's bottom edge on a
 * phone, and scrolled away with it). The dialog's extra child is the box
 * mc-need-dialog.c builds: the scrolled lists first. */
void
mc_need_add_footer (AdwMessageDialog *dialog,
                    GtkWidget        *widget)
{
  GtkWidget *area = adw_message_dialog_get_extra_child (dialog);

  g_return_if_fail (GTK_IS_BOX (area));
  gtk_box_append (GTK_BOX (area), widget);
}

GtkListBox *
mc_need_new_boxed_list (void)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  return GTK_LIST_BOX (list);
}

/* A weapon card the box has not named: neither the rulebooks nor the
 * players (in @cards, which may be %NULL) gave it a name yet. */
gboolean
mc_need_card_is_unnamed (McCardMemory *cards,
                         guint         kind)
{
  return tem_catalogue_get_weapon (kind)->name == NULL
         && (cards == NULL || mc_card_memory_get_weapon_name (cards, kind) == NULL);
}

/**
 * mc_need_dup_weapon_choice:
 *
 * A weapon as a player picks it from a list: the name printed on the
 * card, from the rulebooks or as the players typed it, or, for a card
 * nobody named yet, its number and that its name is not recorded
 * ("Advanced weapon 3 (name not recorded)"), so that it reads as a card
 * of the box and not as a name.
 *
 * Returns: (transfer full): the label
 */
char *
mc_need_dup_weapon_choice (guint kind)
{
  g_autofree char *name = NULL;
  g_autofree char *label = NULL;

  g_return_val_if_fail (kind < TEM_N_WEAPON_KINDS, g_strdup (""));

  name = tem_catalogue_dup_weapon_name (kind);
  if (tem_catalogue_get_weapon (kind)->name != NULL)
    return g_steal_pointer (&name);
  label = tem_catalogue_dup_weapon_label (kind);
  if (!g_str_equal (name, label))
    return g_steal_pointer (&name);
  /* Translators: an advanced weapon card whose name nobody entered yet, in a list to pick from */
  return g_strdup_printf (_("Advanced weapon %u (name not recorded)"), kind - TEM_N_BASIC_KINDS + 1);
}

/* Names a card in the players' card memory (as the Cards page does); the
 * game says it at once, and the window keeps the file. */
gboolean
mc_need_name_weapon (McSession    *session,
                     McCardMemory *cards,
                     guint         kind,
                     const char   *name,
                     GError      **error)
{
  if (cards == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           _("The cards remembered from earlier games could not be read, so no name can be kept."));
      return FALSE;
    }
  if (!mc_card_memory_set_weapon_name (cards, kind, name, error))
    return FALSE;
  mc_card_memory_name_weapons (cards);
  mc_session_relabel (session);
  return TRUE;
}
