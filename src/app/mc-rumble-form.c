/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "rumble/rb-game.h"

#include "mc-rumble-form.h"

GtkWidget *
mc_rumble_form_number_entry (const char *label)
{
  GtkWidget *entry = gtk_entry_new ();

  gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_DIGITS);
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 6);
  gtk_widget_set_hexpand (entry, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return entry;
}

/* A number typed from a card: RB_UNKNOWN when left empty,
 * MC_RUMBLE_FORM_NOT_A_NUMBER when not a number at all. */
int
mc_rumble_form_get_number (GtkWidget *entry)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  guint64 value;

  while (g_ascii_isspace (*text))
    text++;
  if (*text == '\0')
    return RB_UNKNOWN;
  if (!g_ascii_string_to_unsigned (text, 10, 0, RB_GANG_TOTAL_MAX, &value, NULL))
    return MC_RUMBLE_FORM_NOT_A_NUMBER;
  return (int) value;
}

/* What the app already knows of a number, shown greyed in its empty
 * entry: left empty, the known value is the one used. */
void
mc_rumble_form_set_known (GtkWidget *entry,
                          int        value)
{
  g_autofree char *text = value >= 0 ? g_strdup_printf ("%d", value) : NULL;

  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), text);
}

/* A drop-down of the six factions, after @none (no faction, or a
 * Contraption's). */
GtkWidget *
mc_rumble_form_faction_list (const char *label,
                             const char *none)
{
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  GtkWidget *drop_down;

  gtk_string_list_append (model, none);
  for (int f = 0; f < RB_N_FACTIONS; f++)
    gtk_string_list_append (model, rb_faction_get_name ((RbFaction) f));
  drop_down = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (model)), NULL);
  gtk_widget_set_tooltip_text (drop_down, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return drop_down;
}

/* The faction chosen in a list made by mc_rumble_form_faction_list(),
 * as RbFaction bits; 0 for the first item. */
guint
mc_rumble_form_get_factions (GtkWidget *faction_list)
{
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (faction_list));

  if (selected == 0 || selected == GTK_INVALID_LIST_POSITION || selected > RB_N_FACTIONS)
    return 0;
  return RB_FACTION_BIT (selected - 1);
}

GtkWidget *
mc_rumble_form_wrap_box (guint min_per_line)
{
  GtkWidget *box = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (box), GTK_SELECTION_NONE);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (box), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (box), 6);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (box), FALSE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (box), min_per_line);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (box), MAX (4, min_per_line));
  return box;
}

/* A field under its caption, so that a number once typed still says
 * what it is. */
GtkWidget *
mc_rumble_form_field (GtkWidget  *field,
                      const char *caption)
{
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *label = gtk_label_new (caption);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (column), label);
  gtk_box_append (GTK_BOX (column), field);
  return column;
}
