/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "rules/tem-scoring.h"
#include "session/mc-game-summary.h"
#include "mc-history-page.h"

/* Finished games, newest first; choosing one shows its final scores and
 * who won, and why. */

struct _McHistoryPage
{
  GtkWidget            parent_instance;

  AdwPreferencesGroup *result_group;
  AdwPreferencesGroup *games_group;

  GPtrArray           *games;         /* McGameSummary, finished only */
  GPtrArray           *game_rows;     /* rows in games_group */
  GPtrArray           *result_rows;   /* rows in result_group */
};

G_DEFINE_FINAL_TYPE (McHistoryPage, mc_history_page, GTK_TYPE_WIDGET)

static void
clear_rows (AdwPreferencesGroup *group,
            GPtrArray           *rows)
{
  for (guint i = 0; i < rows->len; i++)
    adw_preferences_group_remove (group, g_ptr_array_index (rows, i));
  g_ptr_array_set_size (rows, 0);
}

static GtkWidget *
add_row (AdwPreferencesGroup *group,
         GPtrArray           *rows,
         const char          *title,
         const char          *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *escaped_title = g_markup_escape_text (title, -1);
  g_autofree char *escaped_subtitle = subtitle ? g_markup_escape_text (subtitle, -1) : NULL;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped_title);
  if (escaped_subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), escaped_subtitle);
  adw_preferences_group_add (group, row);
  g_ptr_array_add (rows, row);
  return row;
}

static void
game_row_activated_cb (AdwActionRow  *row,
                       McHistoryPage *self)
{
  mc_history_page_show_game (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "index")));
}

static void
mc_history_page_dispose (GObject *object)
{
  McHistoryPage *self = MC_HISTORY_PAGE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), MC_TYPE_HISTORY_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->games, g_ptr_array_unref);
  g_clear_pointer (&self->game_rows, g_ptr_array_unref);
  g_clear_pointer (&self->result_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (mc_history_page_parent_class)->dispose (object);
}

static void
mc_history_page_class_init (McHistoryPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_history_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-history-page.ui");
  gtk_widget_class_bind_template_child (widget_class, McHistoryPage, result_group);
  gtk_widget_class_bind_template_child (widget_class, McHistoryPage, games_group);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
mc_history_page_init (McHistoryPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->games = g_ptr_array_new_with_free_func ((GDestroyNotify) mc_game_summary_free);
  self->game_rows = g_ptr_array_new ();
  self->result_rows = g_ptr_array_new ();
}

/* Lists the finished games saved in @games_dir. */
void
mc_history_page_refresh (McHistoryPage *self,
                         const char    *games_dir)
{
  g_autoptr(GPtrArray) all = mc_game_summary_list (games_dir);

  g_return_if_fail (MC_IS_HISTORY_PAGE (self));

  clear_rows (self->games_group, self->game_rows);
  clear_rows (self->result_group, self->result_rows);
  gtk_widget_set_visible (GTK_WIDGET (self->result_group), FALSE);
  g_ptr_array_set_size (self->games, 0);

  for (guint i = 0; i < all->len; i++)
    {
      McGameSummary *summary = g_ptr_array_index (all, i);
      g_autoptr(GDateTime) time = NULL;
      g_autofree char *date = NULL;
      g_autofree char *scores = NULL;
      g_autofree char *subtitle = NULL;
      g_autofree char *winner = NULL;
      TemStandings standings;
      GtkWidget *row;

      if (!summary->game.over)
        continue;

      tem_game_get_standings (&summary->game, &standings);
      winner = tem_game_explain_standings (&summary->game, &standings);
      time = g_date_time_new_from_unix_local (summary->modified / G_USEC_PER_SEC);
      /* Translators: a date in the list of finished games, strftime format */
      date = g_date_time_format (time, _("%e %B %Y, %H:%M"));
      scores = mc_game_summary_dup_scores (summary);
      subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               /* Translators: "22 November 2026 · 3 players · Ana wins with 23 points." */
                                               "%s · %u player · %s", "%s · %u players · %s",
                                               summary->game.n_players),
                                  g_strstrip (date), summary->game.n_players, winner);

      row = add_row (self->games_group, self->game_rows, scores, subtitle);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      g_object_set_data (G_OBJECT (row), "index", GUINT_TO_POINTER (self->games->len));
      g_signal_connect (row, "activated", G_CALLBACK (game_row_activated_cb), self);
      g_ptr_array_add (self->games, g_ptr_array_steal_index (all, i));
      i--;
    }

  adw_preferences_group_set_description (self->games_group,
                                         self->games->len == 0
                                         ? _("No finished game yet. Games are kept here once their sixth round is scored.")
                                         : NULL);
}

guint
mc_history_page_get_n_games (McHistoryPage *self)
{
  g_return_val_if_fail (MC_IS_HISTORY_PAGE (self), 0);

  return self->games->len;
}

/* Shows one game's final scores and the winner, with the tie-break. */
void
mc_history_page_show_game (McHistoryPage *self,
                           guint          index)
{
  const McGameSummary *summary;
  const TemGame *game;
  TemStandings standings;
  g_autofree char *explanation = NULL;
  g_autofree char *players = NULL;

  g_return_if_fail (MC_IS_HISTORY_PAGE (self));
  g_return_if_fail (index < self->games->len);

  summary = g_ptr_array_index (self->games, index);
  game = &summary->game;
  tem_game_get_standings (game, &standings);
  explanation = tem_game_explain_standings (game, &standings);
  players = mc_game_summary_dup_players (summary);

  clear_rows (self->result_group, self->result_rows);
  adw_preferences_group_set_title (self->result_group, players);
  adw_preferences_group_set_description (self->result_group, explanation);

  for (guint i = 0; i < game->n_players; i++)
    {
      const TemPlayer *player = &game->players[standings.order[i]];
      g_autofree char *title = g_strdup_printf ("%u. %s", i + 1, player->name);
      g_autofree char *subtitle = NULL;
      g_autofree char *points = NULL;
      GtkWidget *row, *label;

      /* Translators: under a player's name in a game's result, "Red · Maverick · Power Armor" */
      subtitle = g_strdup_printf (_("%s · %s · %s"), tem_colour_get_name (player->colour),
                                  *player->pilot ? player->pilot : C_("status", "Pilot"),
                                  tem_status_get_name (player->status));
      row = add_row (self->result_group, self->result_rows, title, subtitle);
      points = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points", (gulong) player->score),
                                player->score);
      label = gtk_label_new (points);
      gtk_widget_add_css_class (label, "title-3");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->result_group), TRUE);
}
