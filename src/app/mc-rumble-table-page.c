/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "mechs/tem-colour.h"
#include "rumble/rb-game.h"

#include "mc-rumble-lab-view.h"
#include "mc-rumble-table-page.h"
#include "mc-rumble-value-button.h"

/* The Rumblebots table: each player's scrap, crystals (Storage, Reactor,
 * Cryo-cell and their total), Workshop tier and the Champion token; the
 * round track with the crystals left on each space and which way play
 * goes this round; the phases in McRumblePhasePanel. The table is the
 * truth: a value is corrected by tapping it (RB_ACTION_CORRECT). */

struct _McRumbleTablePage
{
  GtkWidget           parent_instance;

  GtkWidget          *scrolled;
  McRumblePhasePanel *phase_panel;
  GtkFlowBox         *players_box;
  GtkFlowBox         *track_box;
  GtkLabel           *direction_label;
  McRumbleLabView    *lab_view;

  McSession          *session;
  GHashTable         *values;    /* "index:field" → its button, not owned */
};

G_DEFINE_FINAL_TYPE (McRumbleTablePage, mc_rumble_table_page, GTK_TYPE_WIDGET)

static const char *
field_title (RbField field)
{
  switch (field)
    {
    case RB_FIELD_SCRAP:
      return _("Scrap");
    case RB_FIELD_STORAGE:
      return _("Storage");
    case RB_FIELD_REACTOR:
      return _("Reactor");
    case RB_FIELD_CRYO:
      return _("Cryo-cell");
    case RB_FIELD_TIER:
      return _("Workshop Tier");
    case RB_FIELD_TRACK:
      return _("Crystals");
    case RB_FIELD_DECK:
      return _("Battle Deck");
    case RB_FIELD_CHAMPION:
    case RB_FIELD_LAB_DECK:
    case RB_FIELD_LAB_ROW:
    case RB_FIELD_TRANSFORMATIONS:
    default:
      return rb_field_get_name (field);
    }
}

static char *
value_key (int index,
           int what)
{
  return g_strdup_printf ("%d:%d", index, what);
}

void
mc_rumble_table_page_correct (McRumbleTablePage *self,
                              int                index,
                              RbField            field,
                              int                value)
{
  g_return_if_fail (MC_IS_RUMBLE_TABLE_PAGE (self));
  g_return_if_fail (self->session != NULL);

  mc_rumble_correct (self->session, index, field, value);
}

/* A value shown as a button: tapping it opens a spin button within the
 * rules core's bounds, and Correct. */
static GtkWidget *
value_button (McRumbleTablePage *self,
              int                index,
              RbField            field,
              const char        *label)
{
  GtkWidget *button = mc_rumble_value_button_new (self->session, index, field, label);

  g_hash_table_insert (self->values, value_key (index, field), button);
  return button;
}

/* A number the players read but do not correct (it follows from the
 * Bots and cards on the table), registered as @what. */
static GtkWidget *
value_label (McRumbleTablePage *self,
             int                index,
             int                what,
             int                number,
             const char        *text,
             const char        *name)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "heading");
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_set_margin_end (label, 12);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_object_set_data_full (G_OBJECT (label), "number", g_strdup_printf ("%d", number), g_free);
  g_hash_table_insert (self->values, value_key (index, what), label);
  return label;
}

/* The scanned cards held (RB-B20), "2 of tier 1, 1 of tier 2"; NULL when
 * the hand is empty. */
static char *
hand_text (const RbPlayer *player,
           int            *n)
{
  GString *text = NULL;

  *n = 0;
  for (int t = RB_MIN_TIER; t <= RB_MAX_TIER; t++)
    if (player->hand[t] > 0)
      {
        if (text == NULL)
          text = g_string_new (NULL);
        else
          g_string_append (text, ", ");
        /* Translators: scanned cards held, "2 of tier 3" */
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%d of tier %d", "%d of tier %d",
                                                   (gulong) player->hand[t]),
                                player->hand[t], t);
        *n += player->hand[t];
      }
  return text != NULL ? g_string_free (text, FALSE) : NULL;
}

static GtkWidget *
add_row (AdwPreferencesGroup *group,
         const char          *title,
         const char          *subtitle,
         GtkWidget           *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  adw_preferences_group_add (group, row);
  return row;
}

/* Bots owned, the battle deck in the Battle Phase (RB-C1) and the scanned
 * cards held during a build turn (RB-B20, back at its end: RB-B22). */
static void
add_cards (McRumbleTablePage   *self,
           AdwPreferencesGroup *group,
           const RbGame        *game,
           guint                seat)
{
  const RbPlayer *player = &game->players[seat];
  guint bots = rb_game_count_bots (game, seat, TRUE);
  g_autofree char *number = g_strdup_printf ("%u", bots);
  /* Translators: accessible name, "Ana owns 4 Bots" */
  g_autofree char *name = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s owns %u Bot", "%s owns %u Bots", bots),
                                           player->name, bots);
  g_autofree char *deck_name = NULL;
  g_autofree char *hand = NULL;
  int n_hand;

  add_row (group, _("Bots Owned"), NULL, value_label (self, (int) seat, MC_RUMBLE_SHOWN_BOTS, (int) bots, number, name));
  if (game->phase == RB_PHASE_BATTLE && !game->over)
    {
      /* Translators: accessible name of a value, read as "Cards left in Ana's battle deck: 3" */
      deck_name = g_strdup_printf (_("Cards left in %s's battle deck"), player->name);
      add_row (group, field_title (RB_FIELD_DECK), _("Cards left to reveal"),
               value_button (self, (int) seat, RB_FIELD_DECK, deck_name));
    }
  hand = hand_text (player, &n_hand);
  if (hand != NULL)
    {
      /* Translators: accessible name, "Ana's scanned cards in hand: 2 of tier 1" */
      g_autofree char *hand_name = g_strdup_printf (_("%s's scanned cards in hand: %s"), player->name, hand);
      /* Translators: under "Scanned Cards in Hand": "2 of tier 1 · back under their decks…" */
      g_autofree char *detail = g_strdup_printf (_("%s · back under their decks at the end of the turn"), hand);
      g_autofree char *total = g_strdup_printf ("%d", n_hand);

      add_row (group, _("Scanned Cards in Hand"), detail,
               value_label (self, (int) seat, MC_RUMBLE_SHOWN_HAND, n_hand, total, hand_name));
    }
}

static void
make_champion_cb (GtkButton *button,
                  gpointer   seat)
{
  McRumbleTablePage *self = MC_RUMBLE_TABLE_PAGE (gtk_widget_get_ancestor (GTK_WIDGET (button),
                                                                           MC_TYPE_RUMBLE_TABLE_PAGE));

  mc_rumble_table_page_correct (self, 0, RB_FIELD_CHAMPION, GPOINTER_TO_INT (seat));
}

static GtkWidget *
player_card (McRumbleTablePage *self,
             const RbGame      *game,
             guint              seat)
{
  const RbPlayer *player = &game->players[seat];
  RbField fields[] = { RB_FIELD_SCRAP, RB_FIELD_STORAGE, RB_FIELD_REACTOR, RB_FIELD_CRYO, RB_FIELD_TIER };
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  g_autofree char *description = NULL;
  g_autofree char *total = NULL;
  g_autofree char *total_name = NULL;

  adw_preferences_group_set_title (group, player->name);
  if (player->colour >= 0 && player->colour < TEM_N_COLOURS)
    description = g_strdup (tem_colour_get_name ((TemColour) player->colour));
  if ((int) seat == game->champion)
    {
      /* Translators: under a player's name: "Red · holds the Champion token" */
      char *with = g_strdup_printf (_("%s · holds the Champion token"), description != NULL ? description : "");

      g_free (description);
      description = with;
    }
  adw_preferences_group_set_description (group, description);

  if ((int) seat != game->champion)
    {
      /* Translators: a correction: the token is on this player's side */
      GtkWidget *button = gtk_button_new_with_label (_("Give Champion Token"));
      g_autofree char *name = g_strdup_printf (_("Give the Champion token to %s"), player->name);

      gtk_widget_add_css_class (button, "flat");
      gtk_widget_set_tooltip_text (button, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      g_signal_connect (button, "clicked", G_CALLBACK (make_champion_cb), GINT_TO_POINTER (seat));
      gtk_widget_set_sensitive (button, game->phase == RB_PHASE_BUILD && !game->over);
      adw_preferences_group_set_header_suffix (group, button);
    }

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      /* Translators: "Ana's Scrap" */
      g_autofree char *label_text = g_strdup_printf (_("%s's %s"), player->name, field_title (fields[i]));

      add_row (group, field_title (fields[i]), NULL, value_button (self, (int) seat, fields[i], label_text));
    }

  total = g_strdup_printf ("%d", rb_player_get_crystals (player));
  total_name = g_strdup_printf (_("%s's crystals in all: %d"), player->name, rb_player_get_crystals (player));
  add_row (group, _("Crystals in All"), NULL,
           value_label (self, (int) seat, MC_RUMBLE_SHOWN_CRYSTALS, rb_player_get_crystals (player), total, total_name));
  add_cards (self, group, game, seat);
  return GTK_WIDGET (group);
}

static void
refresh (McRumbleTablePage *self)
{
  const RbGame *game;
  g_autofree char *direction = NULL;
  GtkWidget *child;
  guint round;

  g_hash_table_remove_all (self->values);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_box))) != NULL)
    gtk_flow_box_remove (self->players_box, child);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->track_box))) != NULL)
    gtk_flow_box_remove (self->track_box, child);

  if (self->session == NULL || mc_session_get_game_kind (self->session) != MC_GAME_RUMBLEBOTS
      || !mc_session_has_game (self->session))
    return;
  game = mc_session_get_rumble_game (self->session);

  gtk_flow_box_set_max_children_per_line (self->players_box, game->n_players);
  for (guint seat = 0; seat < game->n_players; seat++)
    gtk_flow_box_append (self->players_box, player_card (self, game, seat));

  round = rb_game_get_round (game);
  for (guint r = 0; r < RB_ROUNDS; r++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      g_autofree char *title = r + 1 == RB_SHOWDOWN ? g_strdup (_("Showdown"))
                                                    /* Translators: a round-track space */
                                                    : g_strdup_printf (_("Round %u"), r + 1);
      /* Translators: "Round 2, counter-clockwise: crystals" */
      g_autofree char *label = g_strdup_printf (_("%s, %s: crystals"), title,
                                                rb_direction_get_name (game->directions[r]));
      GtkWidget *heading = gtk_label_new (title);

      gtk_widget_add_css_class (heading, r + 1 == round ? "accent" : "dim-label");
      gtk_widget_add_css_class (heading, "caption-heading");
      /* "Ostateczne starcie" takes two lines on a phone, not the page's width. */
      gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
      gtk_label_set_justify (GTK_LABEL (heading), GTK_JUSTIFY_CENTER);
      gtk_widget_set_vexpand (heading, TRUE);
      gtk_widget_set_valign (heading, GTK_ALIGN_END);
      gtk_box_append (GTK_BOX (box), heading);
      gtk_box_append (GTK_BOX (box), value_button (self, (int) r, RB_FIELD_TRACK, label));
      gtk_flow_box_append (self->track_box, box);
    }

  if (game->over)
    direction = g_strdup (_("The game is over."));
  else
    /* Translators: "Round 2 · play goes counter-clockwise" */
    direction = g_strdup_printf (_("Round %u · play goes %s"), round,
                                 rb_direction_get_name (rb_game_get_direction (game)));
  gtk_label_set_label (self->direction_label, direction);
}

static void
session_changed_cb (McRumbleTablePage *self)
{
  refresh (self);
}

static void
mc_rumble_table_page_dispose (GObject *object)
{
  McRumbleTablePage *self = MC_RUMBLE_TABLE_PAGE (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_pointer (&self->values, g_hash_table_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), MC_TYPE_RUMBLE_TABLE_PAGE);

  G_OBJECT_CLASS (mc_rumble_table_page_parent_class)->dispose (object);
}

static void
mc_rumble_table_page_class_init (McRumbleTablePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_rumble_table_page_dispose;

  g_type_ensure (MC_TYPE_RUMBLE_PHASE_PANEL);
  g_type_ensure (MC_TYPE_RUMBLE_LAB_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-rumble-table-page.ui");
  gtk_widget_class_bind_template_child (widget_class, McRumbleTablePage, scrolled);
  gtk_widget_class_bind_template_child (widget_class, McRumbleTablePage, phase_panel);
  gtk_widget_class_bind_template_child (widget_class, McRumbleTablePage, players_box);
  gtk_widget_class_bind_template_child (widget_class, McRumbleTablePage, track_box);
  gtk_widget_class_bind_template_child (widget_class, McRumbleTablePage, direction_label);
  gtk_widget_class_bind_template_child (widget_class, McRumbleTablePage, lab_view);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
mc_rumble_table_page_init (McRumbleTablePage *self)
{
  self->values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
}

void
mc_rumble_table_page_set_session (McRumbleTablePage *self,
                                  McSession         *session)
{
  g_return_if_fail (MC_IS_RUMBLE_TABLE_PAGE (self));

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  if (session != NULL)
    g_signal_connect_swapped (session, "changed", G_CALLBACK (session_changed_cb), self);
  mc_rumble_phase_panel_set_session (self->phase_panel, session);
  mc_rumble_lab_view_set_session (self->lab_view, session);
  refresh (self);
}

McRumblePhasePanel *
mc_rumble_table_page_get_phase_panel (McRumbleTablePage *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_TABLE_PAGE (self), NULL);

  return self->phase_panel;
}

/* The widget showing a value (a button; for MC_RUMBLE_SHOWN_* a label),
 * with its number as data "number"; or NULL when not shown. */
GtkWidget *
mc_rumble_table_page_get_value (McRumbleTablePage *self,
                                int                index,
                                int                what)
{
  g_autofree char *key = value_key (index, what);

  g_return_val_if_fail (MC_IS_RUMBLE_TABLE_PAGE (self), NULL);

  return g_hash_table_lookup (self->values, key);
}

McRumbleLabView *
mc_rumble_table_page_get_lab_view (McRumbleTablePage *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_TABLE_PAGE (self), NULL);

  return self->lab_view;
}

const char *
mc_rumble_table_page_get_direction (McRumbleTablePage *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_TABLE_PAGE (self), NULL);

  return gtk_label_get_label (self->direction_label);
}
