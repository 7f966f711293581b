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

/* The pairs' first item, kept on a faction list by
 * mc_rumble_form_add_faction_pairs(); 0 on a list without pairs. */
#define PAIRS_KEY "mc-rumble-form-first-pair"

/* The drop-down's own face: the item chosen, cut short with an ellipsis
 * rather than widened, so that picking "Electrodomésticos + Biológica"
 * over "Bélica" re-lays no row of the form (the list shows it whole);
 * as much of it as the field's room shows (walk 20, pl at 360 px:
 * "Zwierzęta + …" at ten letters). */
static void
setup_face_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  user_data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (label), 10);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 10);
  gtk_widget_set_hexpand (label, TRUE);   /* asks for ten letters, shows what the field has room for */
  gtk_list_item_set_child (item, label);
}

/* The list's rows: the name whole, and a tick by the one chosen, as
 * GtkDropDown's own rows. */
static void
setup_row_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *tick = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), tick);
  gtk_list_item_set_child (item, box);
}

/* A row's tick follows the field's choice, also while the row stays
 * bound: set once at bind, it showed a choice since changed (walk 8:
 * Bea's list ticked Ana's faction while her field said none). */
static void
update_tick (GtkListItem *item,
             GtkDropDown *faction_list)
{
  GtkWidget *child = gtk_list_item_get_child (item);

  if (GTK_IS_LABEL (child))
    return;
  gtk_widget_set_opacity (gtk_widget_get_last_child (child),
                          gtk_drop_down_get_selected (faction_list) == gtk_list_item_get_position (item) ? 1.0 : 0.0);
}

static void
selected_changed_cb (GtkDropDown *faction_list,
                     GParamSpec  *pspec,
                     GtkListItem *item)
{
  update_tick (item, faction_list);
}

static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *item,
         gpointer                  faction_list)
{
  GtkWidget *child = gtk_list_item_get_child (item);
  GtkWidget *label = GTK_IS_LABEL (child) ? child : gtk_widget_get_first_child (child);
  const char *text = gtk_string_object_get_string (GTK_STRING_OBJECT (gtk_list_item_get_item (item)));

  gtk_label_set_label (GTK_LABEL (label), text);
  if (label == child)
    return;
  update_tick (item, faction_list);
  g_signal_connect_object (faction_list, "notify::selected", G_CALLBACK (selected_changed_cb), item, 0);
}

static void
unbind_cb (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           gpointer                  faction_list)
{
  g_signal_handlers_disconnect_by_func (faction_list, selected_changed_cb, item);
}

static GtkListItemFactory *
new_factory (GCallback   setup,
             GtkWidget  *faction_list)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", setup, NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), faction_list);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_cb), faction_list);
  return factory;
}

/* RB-K18: a Bot of two factions is one pick, "Animal + Steam", so no
 * second list comes and goes under the player's finger. The 15 pairs
 * follow the items of the list's template, in the factions' own order
 * (the rulebook's): Animal + Appliances, Animal + Bio, ... Mech + Warfare. */
void
mc_rumble_form_add_faction_pairs (GtkWidget *faction_list)
{
  GtkStringList *items = GTK_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (faction_list)));
  guint first = g_list_model_get_n_items (G_LIST_MODEL (items));

  for (guint a = 0; a < RB_N_FACTIONS; a++)
    for (guint b = a + 1; b < RB_N_FACTIONS; b++)
      {
        /* Translators: RB-K18: a Bot of two factions, one item of the Faction list, "Animal + Steam";
         * each %s is a faction's name as translated with the context "Rumblebots faction" */
        g_autofree char *pair = g_strdup_printf (C_("Rumblebots two factions", "%s + %s"),
                                                 rb_faction_get_name ((RbFaction) a),
                                                 rb_faction_get_name ((RbFaction) b));

        gtk_string_list_append (items, pair);
      }
  g_object_set_data (G_OBJECT (faction_list), PAIRS_KEY, GUINT_TO_POINTER (first));
  mc_rumble_form_keep_face_short (faction_list);
}

/**
 * mc_rumble_form_keep_face_short:
 * @drop_down: a GtkDropDown of strings
 *
 * Its face never wider for a longer item: the item cut with an ellipsis,
 * the list showing it whole (walk 20: "Scan the tier 1 deck" widened
 * Energize's field and pushed Upgrade out from under the finger).
 */
void
mc_rumble_form_keep_face_short (GtkWidget *drop_down)
{
  g_autoptr (GtkListItemFactory) face = new_factory (G_CALLBACK (setup_face_cb), drop_down);
  g_autoptr (GtkListItemFactory) rows = new_factory (G_CALLBACK (setup_row_cb), drop_down);

  gtk_drop_down_set_factory (GTK_DROP_DOWN (drop_down), face);
  gtk_drop_down_set_list_factory (GTK_DROP_DOWN (drop_down), rows);
}

/* The RbFaction bits of the pair at @index among the 15, 0 past them. */
static guint
pair_bits (guint index)
{
  guint k = 0;

  for (guint a = 0; a < RB_N_FACTIONS; a++)
    for (guint b = a + 1; b < RB_N_FACTIONS; b++, k++)
      if (k == index)
        return RB_FACTION_BIT (a) | RB_FACTION_BIT (b);
  return 0;
}

/* The faction chosen in a drop-down of "none", the six factions (as in
 * the forms' templates), maybe more of the template's own, then the
 * pairs, as RbFaction bits: one or two; 0 for the first item or one of
 * the template's own past the six (the Build form's Contraption). */
guint
mc_rumble_form_get_factions (GtkWidget *faction_list)
{
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (faction_list));
  guint first_pair = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (faction_list), PAIRS_KEY));

  if (selected == GTK_INVALID_LIST_POSITION || selected == 0)
    return 0;
  if (selected <= RB_N_FACTIONS)
    return RB_FACTION_BIT (selected - 1);
  if (first_pair != 0 && selected >= first_pair)
    return pair_bits (selected - first_pair);
  return 0;
}

/* Shows @factions (RbFaction bits, one or two) as chosen in the list:
 * a faction's item, or its pair's; the first item for none. */
void
mc_rumble_form_set_factions (GtkWidget *faction_list,
                             guint      factions)
{
  guint first_pair = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (faction_list), PAIRS_KEY));
  guint item = 0;

  for (guint f = 0; f < RB_N_FACTIONS; f++)
    if (factions == RB_FACTION_BIT (f))
      item = 1 + f;
  for (guint k = 0; first_pair != 0 && pair_bits (k) != 0; k++)
    if (factions == pair_bits (k))
      item = first_pair + k;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (faction_list), item);
}
