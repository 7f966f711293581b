/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-numbers-strip.h"
#include "mc-player-mark.h"

/* On a phone the turn sheet covers the players' panels: this strip, in
 * the sheet's handle, keeps in sight the numbers the step is about. On a
 * player's turn: their health, energy, credits and score; in a combat:
 * both fighters' health and score. Each player with their mark and colour,
 * never colour alone; the numbers in tabular figures, so nothing jumps. */

#define MAX_SHOWN 2

struct _McNumbersStrip
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  char      *text;          /* the whole strip, for a screen reader */
};

G_DEFINE_FINAL_TYPE (McNumbersStrip, mc_numbers_strip, GTK_TYPE_WIDGET)

static void
add_number (GtkWidget  *row,
            const char *icon,
            const char *number)
{
  /* The strip's own label says it all for a screen reader. */
  GtkWidget *image = g_object_new (GTK_TYPE_IMAGE, "icon-name", icon,
                                   "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  GtkWidget *label = gtk_label_new (number);

  gtk_widget_add_css_class (image, icon);
  gtk_widget_add_css_class (label, "strip-number");
  gtk_box_append (GTK_BOX (row), image);
  gtk_box_append (GTK_BOX (row), label);
}

static void
add_player (McNumbersStrip *self,
            const TemGame  *game,
            guint           seat,
            gboolean        all,
            GString        *said)
{
  const TemPlayer *player = &game->players[seat];
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  g_autofree char *mark = mc_player_dup_mark (game, seat);
  GtkWidget *chip = gtk_label_new (mark);
  g_autofree char *health = g_strdup_printf ("%d/%d", player->health, tem_player_get_health_top (player));
  g_autofree char *score = g_strdup_printf ("%d", player->score);
  g_autofree char *sentence = NULL;

  gtk_widget_add_css_class (row, tem_colour_get_id (player->colour));
  gtk_widget_add_css_class (chip, "player-chip");
  gtk_widget_add_css_class (chip, "strip-chip");
  gtk_box_append (GTK_BOX (row), chip);
  add_number (row, "mc-health-symbolic", health);
  if (all)
    {
      g_autofree char *energy = g_strdup_printf ("%d", player->energy);
      g_autofree char *credits = g_strdup_printf ("%d", player->credits);

      add_number (row, "mc-energy-symbolic", energy);
      add_number (row, "mc-credits-symbolic", credits);
      /* Translators: the numbers kept in sight on a phone, for a screen reader */
      sentence = g_strdup_printf (_("%s: health %d of %d, energy %d, credits %d, score %d."), player->name,
                                  player->health, tem_player_get_health_top (player), player->energy,
                                  player->credits, player->score);
    }
  else
    /* Translators: a fighter's numbers kept in sight on a phone, for a screen reader */
    sentence = g_strdup_printf (_("%s: health %d of %d, score %d."), player->name, player->health,
                                tem_player_get_health_top (player), player->score);
  add_number (row, "mc-score-symbolic", score);
  gtk_box_append (GTK_BOX (self->box), row);

  if (said->len > 0)
    g_string_append_c (said, ' ');
  g_string_append (said, sentence);
}

/**
 * mc_numbers_strip_show_game:
 *
 * Shows the numbers of whoever the step is about, or nothing (and hides
 * itself) when the step is about nobody in particular.
 */
void
mc_numbers_strip_show_game (McNumbersStrip *self,
                            const TemGame  *game)
{
  g_autoptr(GString) said = g_string_new (NULL);
  GtkWidget *child;

  g_return_if_fail (MC_IS_NUMBERS_STRIP (self));

  while ((child = gtk_widget_get_first_child (self->box)) != NULL)
    gtk_box_remove (GTK_BOX (self->box), child);

  if (tem_game_has_started (game) && !game->over && game->combat.active)
    {
      add_player (self, game, (guint) game->combat.attacker, FALSE, said);
      add_player (self, game, (guint) game->combat.defender, FALSE, said);
    }
  else if (tem_game_has_started (game) && !game->over && game->phase == TEM_PHASE_EXECUTION
           && game->turn.seat >= 0 && (guint) game->turn.seat < game->n_players)
    add_player (self, game, (guint) game->turn.seat, TRUE, said);

  g_free (self->text);
  self->text = g_string_free (g_steal_pointer (&said), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, self->text, -1);
  gtk_widget_set_visible (GTK_WIDGET (self), *self->text != '\0');
}

const char *
mc_numbers_strip_get_text (McNumbersStrip *self)
{
  g_return_val_if_fail (MC_IS_NUMBERS_STRIP (self), NULL);

  return self->text != NULL ? self->text : "";
}

static void
mc_numbers_strip_dispose (GObject *object)
{
  McNumbersStrip *self = MC_NUMBERS_STRIP (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->text, g_free);
  G_OBJECT_CLASS (mc_numbers_strip_parent_class)->dispose (object);
}

static void
mc_numbers_strip_class_init (McNumbersStripClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_numbers_strip_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "numbersstrip");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
mc_numbers_strip_init (McNumbersStrip *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 14);
  gtk_widget_set_halign (self->box, GTK_ALIGN_CENTER);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

GtkWidget *
mc_numbers_strip_new (void)
{
  return g_object_new (MC_TYPE_NUMBERS_STRIP, NULL);
}
