/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mechs/tem-scoring.h"
#include "session/mc-results-text.h"

#include "mc-results-step.h"
#include "mc-share-dialog.h"
#include "mc-turn-buttons.h"

/* The game is over: the standings, best first, each with the weapon cards
 * that scored, who won and why (R-SC3, R-SO21), and the results to share. */

struct _McResultsStep
{
  GtkWidget      parent_instance;

  GtkWidget     *box;
  GtkWidget     *standings_box;
  GtkWidget     *actions_box;

  const TemGame *game;      /* the game last shown, the session's */
};

static void mc_results_step_iface_init (McTurnStepInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (McResultsStep, mc_results_step, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (MC_TYPE_TURN_STEP, mc_results_step_iface_init))

/* How the game went, round by round, to see and to save (issue 28). */
static void
score_chart_clicked_cb (McResultsStep *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.show-score-chart", NULL);
}

static void
share_clicked_cb (McResultsStep *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *text = mc_results_text (self->game, now);
  g_autofree char *link = mc_results_bgstats_link (self->game, now);
  g_autoptr(GError) error = NULL;
  McShareDialog *dialog = mc_share_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, text, link, &error);

  if (dialog == NULL)
    {
      mc_turn_step_report_problem (MC_TURN_STEP (self), error->message);
      return;
    }
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
add_line (McResultsStep *self,
          const char    *text,
          const char    *style,
          gboolean       detail)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, style);
  if (detail)
    gtk_widget_set_margin_start (label, 12);
  gtk_box_append (GTK_BOX (self->standings_box), label);
}

static gboolean
mc_results_step_applies (McTurnStep    *step,
                         const TemGame *game)
{
  return game->over;
}

static void
mc_results_step_show (McTurnStep    *step,
                      const TemGame *game,
                      char         **title,
                      char         **body)
{
  McResultsStep *self = MC_RESULTS_STEP (step);
  TemStandings standings;
  GtkWidget *child;

  self->game = game;
  mc_turn_buttons_clear (self->actions_box);
  while ((child = gtk_widget_get_first_child (self->standings_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->standings_box), child);

  tem_game_get_standings (game, &standings);
  *title = g_strdup (_("Final Results"));
  *body = tem_game_explain_standings (game, &standings);

  for (guint i = 0; i < game->n_players; i++)
    {
      guint seat = standings.order[i];
      const TemPlayer *player = &game->players[seat];
      guint weapons = tem_game_count_weapons (game, seat);
      g_autofree char *line = NULL;
      g_autofree char *scored = tem_game_describe_weapon_scoring (game, seat);

      if ((int) seat == game->mech_controller)
        /* Translators: a line of the final results, "1. Ana: 34 VP, 3 weapons, the Mighty Mech" */
        line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u. %s: %d VP, %u weapon, the Mighty Mech",
                                             "%u. %s: %d VP, %u weapons, the Mighty Mech", weapons),
                                i + 1, player->name, player->score, weapons);
      else
        /* Translators: a line of the final results, "1. Ana: 34 VP, 3 weapons" */
        line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u. %s: %d VP, %u weapon", "%u. %s: %d VP, %u weapons",
                                             weapons),
                                i + 1, player->name, player->score, weapons);
      add_line (self, line, i == 0 ? "title-4" : "body", FALSE);
      if (scored != NULL)
        add_line (self, scored, "dim-label", TRUE);
    }
  gtk_widget_add_css_class (mc_turn_buttons_add (self->actions_box, "share-results", _("_Share the Results"),
                                                 G_CALLBACK (share_clicked_cb), self, 0),
                            "suggested-action");
  mc_turn_buttons_add (self->actions_box, "score-chart", _("Score C_hart"), G_CALLBACK (score_chart_clicked_cb), self, 0);
}

static void
mc_results_step_iface_init (McTurnStepInterface *iface)
{
  iface->applies = mc_results_step_applies;
  iface->show = mc_results_step_show;
}

static void
mc_results_step_dispose (GObject *object)
{
  McResultsStep *self = MC_RESULTS_STEP (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (mc_results_step_parent_class)->dispose (object);
}

static void
mc_results_step_class_init (McResultsStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_results_step_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
mc_results_step_init (McResultsStep *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  self->standings_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  self->actions_box = mc_turn_buttons_new_flow (3);
  gtk_box_append (GTK_BOX (self->box), self->standings_box);
  gtk_box_append (GTK_BOX (self->box), self->actions_box);
}

GtkWidget *
mc_results_step_new (void)
{
  return g_object_new (MC_TYPE_RESULTS_STEP, NULL);
}
