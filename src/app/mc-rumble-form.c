/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "rumble/rb-game.h"

#include "mc-rumble-form.h"

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

/* The faction chosen in a drop-down of "none", then the six factions
 * (as in the forms' templates), as RbFaction bits; 0 for the first item. */
guint
mc_rumble_form_get_factions (GtkWidget *faction_list)
{
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (faction_list));

  if (selected == 0 || selected == GTK_INVALID_LIST_POSITION || selected > RB_N_FACTIONS)
    return 0;
  return RB_FACTION_BIT (selected - 1);
}
