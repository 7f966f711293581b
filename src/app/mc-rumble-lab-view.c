/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "rumble/rb-game.h"

#include "mc-rumble-value-button.h"
#include "mc-rumble-lab-view.h"

/* The Laboratory as it lies on the table: per tier 1-4 how many Bots lie
 * face up in its row and how many cards are left in its face-down deck,
 * and whether a player has reached that tier, which revealed its row
 * (RB-S4, RB-S5, RB-B17); and the cards left in the Transformation deck
 * (RB-S6, RB-K9). Every count is corrected by tapping it. */

struct _McRumbleLabView
{
  GtkWidget     parent_instance;

  GtkWidget    *group;
  GtkListBox   *list;
  GtkSizeGroup *columns;

  McSession    *session;
  GHashTable   *values;    /* "tier:field" → its button, not owned */
  char         *status[RB_MAX_TIER + 1];
  GtkWidget    *name_rows[RB_MAX_TIER + 1];   /* naming a face-up Bot, not owned */
};

G_DEFINE_FINAL_TYPE (McRumbleLabView, mc_rumble_lab_view, GTK_TYPE_WIDGET)

static char *
value_key (int     tier,
           RbField field)
{
  return g_strdup_printf ("%d:%d", tier, (int) field);
}

/* A number with its caption above it, "Row" over 4. */
static GtkWidget *
column (McRumbleLabView *self,
        const char      *caption,
        int              tier,
        RbField          field,
        const char      *label)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *heading = gtk_label_new (caption);
  GtkWidget *button = mc_rumble_value_button_new (self->session, tier, field, label);

  gtk_widget_add_css_class (heading, "caption-heading");
  gtk_widget_add_css_class (heading, "dim-label");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), button);
  gtk_size_group_add_widget (self->columns, box);
  g_hash_table_insert (self->values, value_key (tier, field), button);
  return box;
}

/* The face-up Bots the players have named, and how many are not named
 * yet (RB-S5, RB-B10): unknown, never taken for an empty row. */
static char *
face_up_text (const RbGame *game,
              int           tier)
{
  int unnamed = game->lab_row[tier] - game->lab_known[tier];
  g_autoptr(GString) names = g_string_new (NULL);

  if (game->lab_row[tier] == 0)
    return g_strdup (_("Row revealed, now empty"));
  for (int i = 0; i < game->lab_known[tier]; i++)
    {
      if (i > 0)
        /* Translators: between two names in a list, "Sparky, Boltzilla" */
        g_string_append (names, _(", "));
      g_string_append (names, game->lab_names[tier][i]);
    }
  if (game->lab_known[tier] == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Face up: %d Bot, not named yet",
                                         "Face up: %d Bots, not named yet", (gulong) unnamed), unnamed);
  if (unnamed == 0)
    /* Translators: the named face-up Bots of a row, "Face up: Sparky, Boltzilla" */
    return g_strdup_printf (_("Face up: %s"), names->str);
  /* Translators: "Face up: Sparky, Boltzilla and 2 Bots not named yet" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Face up: %s and %d Bot not named yet",
                                       "Face up: %s and %d Bots not named yet", (gulong) unnamed),
                          names->str, unnamed);
}

/* RB-B10: the card revealed into a row is typed once, by its name. */
static void
name_applied_cb (AdwEntryRow     *entry,
                 McRumbleLabView *self)
{
  int tier = RB_MIN_TIER;
  RbAction action;

  while (tier < RB_MAX_TIER && self->name_rows[tier] != GTK_WIDGET (entry))
    tier++;

  rb_action_init_see_lab_bot (&action, tier, gtk_editable_get_text (GTK_EDITABLE (entry)));
  /* A refusal is shown by the window through McSession::refused. The
   * view is rebuilt: the next name of the row is typed in the same place. */
  if (mc_session_apply_rumble (self->session, &action, NULL) && self->name_rows[tier] != NULL)
    gtk_widget_grab_focus (self->name_rows[tier]);
}

static GtkWidget *
name_row (McRumbleLabView *self,
          int              tier)
{
  GtkWidget *entry = adw_entry_row_new ();
  /* Translators: the title of an entry where the name of a face-up Bot
   * not named yet is typed, "Face-up tier-2 Bot's name" */
  g_autofree char *title = g_strdup_printf (_("Face-up tier-%d Bot's name"), tier);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (entry), title);
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (entry), TRUE);
  g_signal_connect (entry, "apply", G_CALLBACK (name_applied_cb), self);
  g_signal_connect (entry, "entry-activated", G_CALLBACK (name_applied_cb), self);
  self->name_rows[tier] = entry;
  return entry;
}

static GtkWidget *
tier_row (McRumbleLabView *self,
          const RbGame    *game,
          int              tier)
{
  GtkWidget *row = adw_action_row_new ();
  /* Translators: a Laboratory tier, "Tier 2" */
  g_autofree char *title = g_strdup_printf (_("Tier %d"), tier);
  /* Translators: accessible name of a count, read as "Tier 2 Laboratory row: 4" */
  g_autofree char *row_name = g_strdup_printf (_("Tier %d Laboratory row"), tier);
  /* Translators: accessible name of a count, read as "Tier 2 Laboratory deck: 7" */
  g_autofree char *deck_name = g_strdup_printf (_("Tier %d Laboratory deck"), tier);

  g_free (self->status[tier]);
  /* RB-B17: the first player to reach a tier reveals its row. */
  self->status[tier] = !game->tier_reached[tier] ? g_strdup (_("Not reached yet: no row"))
                       : face_up_text (game, tier);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), self->status[tier]);
  /* Translators: the face-up Bots of a Laboratory tier, a column's caption */
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), column (self, C_("laboratory", "Row"), tier,
                                                           RB_FIELD_LAB_ROW, row_name));
  /* Translators: the face-down cards of a Laboratory tier, a column's caption */
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), column (self, C_("laboratory", "Deck"), tier,
                                                           RB_FIELD_LAB_DECK, deck_name));
  return row;
}

static GtkWidget *
transformations_row (McRumbleLabView *self)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Transformations"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Evolved cards left, face up"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             column (self, C_("laboratory", "Deck"), 0, RB_FIELD_TRANSFORMATIONS,
                                     /* Translators: accessible name of a count, "Transformation deck: 8" */
                                     _("Transformation deck")));
  return row;
}

static void
refresh (McRumbleLabView *self)
{
  const RbGame *game;
  GtkWidget *child;

  g_hash_table_remove_all (self->values);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  for (int t = 0; t <= RB_MAX_TIER; t++)
    g_clear_pointer (&self->status[t], g_free);

  if (self->session == NULL || mc_session_get_game_kind (self->session) != MC_GAME_RUMBLEBOTS
      || !mc_session_has_game (self->session))
    return;
  game = mc_session_get_rumble_game (self->session);

  for (int tier = RB_MIN_TIER; tier <= RB_MAX_TIER; tier++)
    {
      gtk_list_box_append (self->list, tier_row (self, game, tier));
      self->name_rows[tier] = NULL;
      if (game->tier_reached[tier] && game->lab_known[tier] < game->lab_row[tier])
        gtk_list_box_append (self->list, name_row (self, tier));
    }
  gtk_list_box_append (self->list, transformations_row (self));
}

static void
session_changed_cb (McRumbleLabView *self)
{
  refresh (self);
}

static void
mc_rumble_lab_view_dispose (GObject *object)
{
  McRumbleLabView *self = MC_RUMBLE_LAB_VIEW (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_pointer (&self->group, gtk_widget_unparent);
  g_clear_object (&self->columns);
  g_clear_pointer (&self->values, g_hash_table_unref);
  for (int t = 0; t <= RB_MAX_TIER; t++)
    g_clear_pointer (&self->status[t], g_free);

  G_OBJECT_CLASS (mc_rumble_lab_view_parent_class)->dispose (object);
}

static void
mc_rumble_lab_view_class_init (McRumbleLabViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_rumble_lab_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
mc_rumble_lab_view_init (McRumbleLabView *self)
{
  self->values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->columns = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);

  self->group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->group), _("Laboratory"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->group),
                                         _("Face-up Bots in each row and face-down cards in each deck"));
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Laboratory"), -1);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), GTK_WIDGET (self->list));
  gtk_widget_set_parent (self->group, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Laboratory"), -1);
}

GtkWidget *
mc_rumble_lab_view_new (void)
{
  return g_object_new (MC_TYPE_RUMBLE_LAB_VIEW, NULL);
}

void
mc_rumble_lab_view_set_session (McRumbleLabView *self,
                                McSession       *session)
{
  g_return_if_fail (MC_IS_RUMBLE_LAB_VIEW (self));
  g_return_if_fail (session == NULL || MC_IS_SESSION (session));

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  if (session != NULL)
    g_signal_connect_swapped (session, "changed", G_CALLBACK (session_changed_cb), self);
  refresh (self);
}

/* The button showing a count, with its number as data "number", or NULL:
 * @tier 1-4 with RB_FIELD_LAB_ROW or RB_FIELD_LAB_DECK, or 0 with
 * RB_FIELD_TRANSFORMATIONS. */
GtkWidget *
mc_rumble_lab_view_get_value (McRumbleLabView *self,
                              int              tier,
                              RbField          field)
{
  g_autofree char *key = value_key (tier, field);

  g_return_val_if_fail (MC_IS_RUMBLE_LAB_VIEW (self), NULL);

  return g_hash_table_lookup (self->values, key);
}

/* The entry that names a face-up Bot of @tier's row, or NULL when every
 * face-up Bot of it is named (or the row is not revealed). */
GtkWidget *
mc_rumble_lab_view_get_name_entry (McRumbleLabView *self,
                                   int              tier)
{
  g_return_val_if_fail (MC_IS_RUMBLE_LAB_VIEW (self), NULL);
  g_return_val_if_fail (tier >= RB_MIN_TIER && tier <= RB_MAX_TIER, NULL);

  return self->name_rows[tier];
}

/* Whether a tier's row is revealed, as the view says it; NULL without a game. */
const char *
mc_rumble_lab_view_get_status (McRumbleLabView *self,
                               int              tier)
{
  g_return_val_if_fail (MC_IS_RUMBLE_LAB_VIEW (self), NULL);
  g_return_val_if_fail (tier >= RB_MIN_TIER && tier <= RB_MAX_TIER, NULL);

  return self->status[tier];
}
