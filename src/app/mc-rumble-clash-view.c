/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "mc-rumble-clash-view.h"

/* The clash as it lies on the table: the Champion's defence gang and the
 * Challenger's cards in the order they were revealed, each with the
 * numbers the players typed, what abilities changed, the totals; and how
 * many cards each player has left in the battle deck, or that they
 * surrendered. Read only: the phase panel takes the actions. */

struct _McRumbleClashView
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *gangs;
  GtkLabel  *defense_title;
  GtkLabel  *defense_cards;
  GtkWidget *attack_box;
  GtkLabel  *attack_title;
  GtkLabel  *attack_cards;
  GtkLabel  *decks;
};

G_DEFINE_FINAL_TYPE (McRumbleClashView, mc_rumble_clash_view, GTK_TYPE_WIDGET)

/* The name of a revealed card: the Bot's, when the players said which. */
static char *
card_name (const RbGame     *game,
           const RbGangCard *card,
           guint             position)
{
  const RbBot *bot;

  if (card->bot >= 0 && card->bot < RB_MAX_BOTS)
    {
      bot = &game->bots[card->bot];
      if (bot->starter != RB_STARTER_NONE)
        return g_strdup (rb_starter_get_name ((RbStarter) bot->starter));
      if (bot->name[0] != '\0')
        return g_strdup (bot->name);
    }
  /* Translators: a revealed card the players did not name, "Card 2" */
  return g_strdup_printf (_("Card %u"), position);
}

static void
append_adjustments (GString      *text,
                    const RbGang *gang,
                    gboolean      attacking)
{
  int first = attacking ? gang->attack_adjust : gang->defense_adjust;
  int second = attacking ? gang->crits_adjust : gang->barriers_adjust;

  if (first == 0 && second == 0)
    return;
  if (attacking)
    /* Translators: what card abilities changed in an attacking gang, "Abilities: +2 attack, -1 crits" */
    g_string_append_printf (text, _("Abilities: %+d attack, %+d crits"), first, second);
  else
    g_string_append_printf (text, _("Abilities: %+d defense, %+d barriers"), first, second);
  g_string_append_c (text, '\n');
}

static char *
gang_text (const RbGame *game,
           const RbGang *gang,
           gboolean      attacking)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < gang->n_cards; i++)
    {
      const RbGangCard *card = &gang->cards[i];
      g_autofree char *name = card_name (game, card, i + 1);

      if (attacking)
        /* Translators: one revealed attacker, "1. Pingutrón: attack 3, crits 1" */
        g_string_append_printf (text, _("%u. %s: attack %d, crits %d"), i + 1, name, card->attack, card->crits);
      else
        /* Translators: one Bot of the defending gang, "1. Wrench Toast: defense 3, barriers 0" */
        g_string_append_printf (text, _("%u. %s: defense %d, barriers %d"), i + 1, name, card->defense,
                                card->barriers);
      g_string_append_c (text, '\n');
    }
  if (gang->n_cards == 0)
    {
      g_string_append (text, attacking ? _("No card revealed yet.") : _("No defender revealed yet."));
      g_string_append_c (text, '\n');
    }
  append_adjustments (text, gang, attacking);
  /* One card and nothing changed by an ability: its numbers are the
   * totals, said once (a phone keeps both gangs and Reveal in view). */
  if (gang->n_cards == 1 && gang->attack_adjust == 0 && gang->crits_adjust == 0 && gang->defense_adjust == 0
      && gang->barriers_adjust == 0)
    {
      g_string_truncate (text, text->len > 0 ? text->len - 1 : 0);
      return g_string_free (text, FALSE);
    }
  if (attacking)
    /* Translators: the attacking gang's totals */
    g_string_append_printf (text, _("In all: attack %d, crits %d"), rb_gang_get_attack (gang),
                            rb_gang_get_crits (gang));
  else
    g_string_append_printf (text, _("In all: defense %d, barriers %d"), rb_gang_get_defense (gang),
                            rb_gang_get_barriers (gang));
  return g_string_free (text, FALSE);
}

static char *
decks_text (const RbGame *game)
{
  GString *text = g_string_new (_("Battle decks:"));

  for (guint seat = 0; seat < game->n_players; seat++)
    {
      const RbPlayer *player = &game->players[seat];

      g_string_append (text, seat == 0 ? " " : " · ");
      if ((int) seat == game->champion)
        /* Translators: in the list of battle decks, "Ana, the Champion" */
        g_string_append_printf (text, _("%s, the Champion"), player->name);
      else if (player->surrendered)
        /* Translators: in the list of battle decks */
        g_string_append_printf (text, _("%s surrendered"), player->name);
      else
        /* Translators: in the list of battle decks, "Ben 4 left" */
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s %d card left", "%s %d cards left",
                                                   (gulong) player->deck),
                                player->name, player->deck);
    }
  return g_string_free (text, FALSE);
}

void
mc_rumble_clash_view_update (McRumbleClashView *self,
                             const RbGame      *game)
{
  g_autofree char *defense_title = NULL;
  g_autofree char *attack_title = NULL;
  g_autofree char *defense = NULL;
  g_autofree char *attack = NULL;
  g_autofree char *decks = NULL;
  gboolean clash;

  g_return_if_fail (MC_IS_RUMBLE_CLASH_VIEW (self));

  if (game == NULL || game->over || game->phase != RB_PHASE_BATTLE)
    {
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  clash = game->step == RB_STEP_CLASH && game->challenger >= 0;

  /* Translators: the defending gang's heading, "Ana defends" */
  defense_title = g_strdup_printf (_("%s defends"), game->players[game->champion].name);
  defense = gang_text (game, &game->defense, FALSE);
  gtk_label_set_label (self->defense_title, defense_title);
  gtk_label_set_label (self->defense_cards, defense);

  /* The flow box's child, so that no empty card stays behind. */
  gtk_widget_set_visible (gtk_widget_get_parent (self->attack_box), clash);
  if (clash)
    {
      /* Translators: the attacking gang's heading, "Ben attacks" */
      attack_title = g_strdup_printf (_("%s attacks"), game->players[game->challenger].name);
      attack = gang_text (game, &game->attack, TRUE);
      gtk_label_set_label (self->attack_title, attack_title);
      gtk_label_set_label (self->attack_cards, attack);
    }

  decks = decks_text (game);
  gtk_label_set_label (self->decks, decks);
}

/* Everything the view says, as a screen reader or a test reads it. */
char *
mc_rumble_clash_view_dup_text (McRumbleClashView *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_CLASH_VIEW (self), NULL);

  if (!gtk_widget_get_visible (GTK_WIDGET (self)))
    return g_strdup ("");
  return g_strjoin ("\n", gtk_label_get_label (self->defense_title), gtk_label_get_label (self->defense_cards),
                    gtk_widget_get_visible (gtk_widget_get_parent (self->attack_box))
                    ? gtk_label_get_label (self->attack_title) : "",
                    gtk_widget_get_visible (gtk_widget_get_parent (self->attack_box))
                    ? gtk_label_get_label (self->attack_cards) : "",
                    gtk_label_get_label (self->decks), NULL);
}

static GtkLabel *
new_label (GtkWidget  *box,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_box_append (GTK_BOX (box), label);
  return GTK_LABEL (label);
}

static void
mc_rumble_clash_view_dispose (GObject *object)
{
  McRumbleClashView *self = MC_RUMBLE_CLASH_VIEW (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (mc_rumble_clash_view_parent_class)->dispose (object);
}

static void
mc_rumble_clash_view_class_init (McRumbleClashViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_rumble_clash_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "rumble-clash-view");
}

static void
mc_rumble_clash_view_init (McRumbleClashView *self)
{
  GtkWidget *defense = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *attack = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  /* Side by side, on a phone too: one above the other they pushed the
   * second gang out of a 360×640 view. */
  self->gangs = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->gangs), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->gangs), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->gangs), 2);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->gangs), 2);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->gangs), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->gangs), 6);
  gtk_box_append (GTK_BOX (self->box), self->gangs);

  self->defense_title = new_label (defense, "heading");
  self->defense_cards = new_label (defense, "numeric");
  self->attack_box = attack;
  self->attack_title = new_label (attack, "heading");
  self->attack_cards = new_label (attack, "numeric");
  gtk_widget_add_css_class (defense, "card");
  gtk_widget_add_css_class (attack, "card");
  for (GtkWidget *gang = defense; gang != NULL; gang = gang == defense ? attack : NULL)
    {
      gtk_widget_set_margin_start (gtk_widget_get_first_child (gang), 12);
      gtk_widget_set_margin_top (gtk_widget_get_first_child (gang), 8);
      gtk_widget_set_margin_start (gtk_widget_get_last_child (gang), 12);
      gtk_widget_set_margin_end (gtk_widget_get_last_child (gang), 12);
      gtk_widget_set_margin_bottom (gtk_widget_get_last_child (gang), 8);
      gtk_flow_box_append (GTK_FLOW_BOX (self->gangs), gang);
    }
  self->decks = new_label (self->box, "dim-label");
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
mc_rumble_clash_view_new (void)
{
  return g_object_new (MC_TYPE_RUMBLE_CLASH_VIEW, NULL);
}
