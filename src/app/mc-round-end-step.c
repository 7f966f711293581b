/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mechs/tem-score-sheet.h"

#include "mc-round-end-step.h"
#include "mc-turn-button.h"
#include "mc-turn-buttons.h"

/* Every card of the round played: what the round's scoring adds, each
 * player's line (R-SC1, R-MM5, and after round 6 R-SC2 with the cards
 * that count), then the round ends. */

struct _McRoundEndStep
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *sheet_box;
  GtkWidget *need_button;
  GtkWidget *end_round_button;

  TemNeed    need;          /* what the scoring lacks, if anything */
  char      *need_message;
  guint      next_need_source;
};

static void mc_round_end_step_iface_init (McTurnStepInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (McRoundEndStep, mc_round_end_step, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (MC_TYPE_TURN_STEP, mc_round_end_step_iface_init))

static void
end_round_clicked_cb (GtkWidget *widget)
{
  TemAction action;

  tem_action_init_end_round (&action, FALSE);
  mc_turn_step_request_action (MC_TURN_STEP (widget), &action);
}

static void
enter_need_clicked_cb (GtkWidget *widget)
{
  McRoundEndStep *self = MC_ROUND_END_STEP (widget);

  mc_turn_step_request_need (MC_TURN_STEP (self), &self->need, self->need_message);
}

static void
add_line (McRoundEndStep *self,
          const char     *text,
          gboolean        detail)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (detail)
    {
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_set_margin_start (label, 12);
    }
  gtk_box_append (GTK_BOX (self->sheet_box), label);
}

/* R-SC1, R-SC2, R-MM5: what each player will score, before it is scored. */
static void
show_sheet (McRoundEndStep *self,
            const TemGame  *game)
{
  g_autoptr(GError) error = NULL;
  TemScoreLine lines[TEM_MAX_PLAYERS];
  gboolean final = game->round >= TEM_ROUNDS;

  if (!tem_game_compute_scores (game, final, lines, &error))
    {
      add_line (self, error->message, FALSE);
      if (tem_need_from_error (error) != NULL)
        {
          self->need = *tem_need_from_error (error);
          g_free (self->need_message);
          self->need_message = g_strdup (error->message);
          gtk_widget_set_visible (self->need_button, TRUE);
        }
      return;
    }

  for (guint seat = 0; seat < game->n_players; seat++)
    {
      g_autofree char *text = tem_score_sheet_describe_line (game, seat, &lines[seat], final);

      add_line (self, text, FALSE);
      /* R-SC2: say which cards count, so nobody adds the kept basic. */
      if (final)
        {
          g_autofree char *weapons = tem_game_describe_weapon_scoring (game, seat);

          if (weapons != NULL)
            add_line (self, weapons, TRUE);
        }
    }
}

static gboolean
mc_round_end_step_applies (McTurnStep    *step,
                           const TemGame *game)
{
  return !game->over && game->phase == TEM_PHASE_ROUND_END && !game->combat.active;
}

static void
mc_round_end_step_show (McTurnStep    *step,
                        const TemGame *game,
                        char         **title,
                        char         **body)
{
  McRoundEndStep *self = MC_ROUND_END_STEP (step);
  gboolean scoring = tem_game_is_scoring_round (game->round);
  GtkWidget *child;

  gtk_widget_set_visible (self->need_button, FALSE);
  while ((child = gtk_widget_get_first_child (self->sheet_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->sheet_box), child);

  /* Translators: "Round 2 is over" */
  *title = g_strdup_printf (_("Round %u is over"), game->round);
  if (game->round >= TEM_ROUNDS)
    *body = g_strdup (_("The last round: score the zones, the Mighty Mech and every weapon purchased (not the "
                        "basic kept at setup), then the game ends."));
  else if (scoring)
    *body = g_strdup (_("A scoring round: each mine scores its zone's value, each turret twice that, each pilot "
                        "their zone's value, the Mighty Mech's controller 3."));
  else if (game->solo)
    *body = g_strdup (_("No scoring this round. You start the next round again."));
  else
    *body = g_strdup (_("No scoring this round. The starting player token passes clockwise."));

  if (scoring)
    show_sheet (self, game);
  gtk_widget_set_visible (self->sheet_box, scoring);
  {
    TemAction action;

    mc_turn_button_set_text (MC_TURN_BUTTON (self->end_round_button), scoring ? _("_Score and End the Round") : _("_End the Round"));
    tem_action_init_end_round (&action, FALSE);
    /* The main button, unless the scoring lacks a value: then Enter It. */
    if (mc_turn_buttons_check (self->end_round_button, game, &action) && !gtk_widget_get_visible (self->need_button))
      gtk_widget_add_css_class (self->end_round_button, "suggested-action");
    else
      gtk_widget_remove_css_class (self->end_round_button, "suggested-action");
  }
}

/* Once the dialog that asked is gone: the next value the scoring lacks,
 * if any, or the sheet with its sums and Score and End the Round. */
static gboolean
ask_next_cb (gpointer data)
{
  McRoundEndStep *self = data;

  self->next_need_source = 0;
  if (gtk_widget_get_visible (GTK_WIDGET (self)) && gtk_widget_get_visible (self->need_button))
    mc_turn_step_request_need (MC_TURN_STEP (self), &self->need, self->need_message);
  return G_SOURCE_REMOVE;
}

/* A zone's value entered from Enter It (the dialog enters it): the next
 * one asked at once (walk 14: each base's value needed Enter It, or End
 * the Round, tapped again). */
static gboolean
mc_round_end_step_answer (McTurnStep    *step,
                          const TemNeed *need,
                          int            value)
{
  McRoundEndStep *self = MC_ROUND_END_STEP (step);

  if (need->kind != TEM_NEED_ZONE_VALUE && need->kind != TEM_NEED_ZONE_RESOURCES)
    return FALSE;
  if (self->next_need_source == 0)
    self->next_need_source = g_idle_add (ask_next_cb, self);
  return TRUE;
}

static void
mc_round_end_step_iface_init (McTurnStepInterface *iface)
{
  iface->answer = mc_round_end_step_answer;
  iface->applies = mc_round_end_step_applies;
  iface->show = mc_round_end_step_show;
}

static void
mc_round_end_step_dispose (GObject *object)
{
  McRoundEndStep *self = MC_ROUND_END_STEP (object);

  g_clear_handle_id (&self->next_need_source, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (object), MC_TYPE_ROUND_END_STEP);
  g_clear_pointer (&self->need_message, g_free);
  G_OBJECT_CLASS (mc_round_end_step_parent_class)->dispose (object);
}

static void
mc_round_end_step_class_init (McRoundEndStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_round_end_step_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  g_type_ensure (MC_TYPE_TURN_BUTTON);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-round-end-step.ui");
  gtk_widget_class_bind_template_child (widget_class, McRoundEndStep, box);
  gtk_widget_class_bind_template_child (widget_class, McRoundEndStep, sheet_box);
  gtk_widget_class_bind_template_child (widget_class, McRoundEndStep, need_button);
  gtk_widget_class_bind_template_child (widget_class, McRoundEndStep, end_round_button);

  gtk_widget_class_bind_template_callback (widget_class, end_round_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, enter_need_clicked_cb);
}

static void
mc_round_end_step_init (McRoundEndStep *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
mc_round_end_step_new (void)
{
  return g_object_new (MC_TYPE_ROUND_END_STEP, NULL);
}
