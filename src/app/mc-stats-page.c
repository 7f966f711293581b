/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "session/mc-game-csv.h"
#include "mc-save-chooser.h"
#include "mc-stats-line-chart.h"
#include "mc-stats-page.h"

/* Your games in numbers (issue 28), reached from History: the finished
 * games' figures, filtered by game, players and time, each comparison a
 * bar chart with its numbers beside the bars and in words for a screen
 * reader (the solo record over time a line chart, its numbers at its
 * points), and every play out as CSV. Read from the games' index when the
 * page is opened (mc_game_summary_list()): never at start-up. */

enum { CHART_PLAYERS, CHART_PILOTS, CHART_SEATS, CHART_SOLO, CHART_RUMBLE, CHART_CHAMPIONS, N_CHARTS };

static const char * const chart_names[N_CHARTS] = { "players", "pilots", "seats", "solo", "rumble", "champions" };

struct _McStatsPage
{
  GtkWidget            parent_instance;

  AdwComboRow         *game_row;
  AdwComboRow         *players_row;
  AdwComboRow         *period_row;
  AdwActionRow        *export_row;
  GtkWidget           *export_button;
  AdwPreferencesGroup *filter_group;
  AdwPreferencesGroup *groups[N_CHARTS];
  McStatsBarChart     *charts[N_CHARTS];   /* NULL for CHART_SOLO: */
  McStatsLineChart    *solo_chart;
  GtkLabel            *details[N_CHARTS];

  GPtrArray           *summaries;   /* McGameSummary, the whole folder */
  GSettings           *settings;
  GHashTable          *aliases;     /* folded name → the name it is */
  GtkDropDown         *alias_from;  /* in the Same Person dialog, while shown */
  GtkDropDown         *alias_to;
  McStatsFilter        filter;
  McGameStats         *stats;
  GtkFileChooserNative *chooser;
};

G_DEFINE_FINAL_TYPE (McStatsPage, mc_stats_page, GTK_TYPE_WIDGET)

static guint
percent (guint part,
         guint whole)
{
  return whole > 0 ? (part * 100 + whole / 2) / whole : 0;
}

/* "3 of 5 (60%)" */
static char *
format_rate (guint wins,
             guint games)
{
  /* Translators: wins of games played, "3 of 5 (60%)" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u (%u%%)", "%u of %u (%u%%)", games), wins, games,
                          percent (wins, games));
}

static void
add_rate_rows (McStatsBarChart *chart,
               GPtrArray       *rows)
{
  for (guint i = 0; i < rows->len; i++)
    {
      const McStatsRow *row = g_ptr_array_index (rows, i);
      g_autofree char *text = format_rate (row->wins, row->games);

      mc_stats_bar_chart_add (chart, row->name, mc_stats_row_get_win_rate (row), text);
    }
  mc_stats_bar_chart_set_max (chart, 1);
}

static void
show_group (McStatsPage *self,
            guint        which,
            gboolean     shown,
            const char  *details)
{
  gtk_widget_set_visible (GTK_WIDGET (self->groups[which]), shown);
  gtk_label_set_label (self->details[which], details != NULL ? details : "");
  gtk_widget_set_visible (GTK_WIDGET (self->details[which]), details != NULL && *details != '\0');
}

static void
show_players (McStatsPage *self)
{
  g_autoptr(GString) details = g_string_new (NULL);

  add_rate_rows (self->charts[CHART_PLAYERS], self->stats->players);
  for (guint i = 0; i < self->stats->players->len; i++)
    {
      const McStatsRow *row = g_ptr_array_index (self->stats->players, i);

      if (details->len > 0)
        g_string_append_c (details, '\n');
      /* Translators: "Ana: average 18.4, best 27" (points or crystals) */
      g_string_append_printf (details, _("%s: average %.1f, best %d"), row->name, mc_stats_row_get_average (row),
                              row->best);
    }
  show_group (self, CHART_PLAYERS, self->stats->players->len > 0, details->str);
}

static void
show_mechs (McStatsPage *self)
{
  const McGameStats *stats = self->stats;
  g_autofree char *first = format_rate (stats->first_wins, stats->first_games);
  g_autofree char *holder = format_rate (stats->holder_wins, stats->holder_games);
  guint solo_wins = 0;

  add_rate_rows (self->charts[CHART_PILOTS], stats->pilots);
  show_group (self, CHART_PILOTS, stats->pilots->len > 0, NULL);

  mc_stats_bar_chart_add (self->charts[CHART_SEATS], _("Started round 1"),
                          stats->first_games > 0 ? (double) stats->first_wins / stats->first_games : 0, first);
  mc_stats_bar_chart_add (self->charts[CHART_SEATS], _("Held the Mighty Mech at the end"),
                          stats->holder_games > 0 ? (double) stats->holder_wins / stats->holder_games : 0, holder);
  mc_stats_bar_chart_set_max (self->charts[CHART_SEATS], 1);
  show_group (self, CHART_SEATS, stats->first_games + stats->holder_games > 0,
              _("How often the player who started round 1, and the pilot in the Mighty Mech when the game ended, "
                "won."));

  /* Each solo game, oldest first: the human's VP, and the robots' best. */
  for (guint i = 0; i < stats->solo->len; i++)
    {
      const McStatsSoloGame *game = &g_array_index (stats->solo, McStatsSoloGame, i);
      g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (game->date / G_USEC_PER_SEC);
      g_autofree char *date = time != NULL ? g_date_time_format (time, "%x") : g_strdup ("");
      g_autofree char *text = g_strdup_printf (game->won
                                               /* Translators: a solo game's result, "won, 23 VP to 19" */
                                               ? _("won, %d VP to %d") : _("lost, %d VP to %d"),
                                               game->score, game->best_robot);

      solo_wins += game->won ? 1 : 0;
      mc_stats_line_chart_add (self->solo_chart, date, game->score, game->best_robot, game->won, text);
    }
  if (stats->solo->len > 0)
    {
      g_autofree char *record = g_strdup_printf (_("Won %u of %u solo games, oldest first: your VP the solid "
                                                   "line, its circle filled for a win; the robots' best the "
                                                   "dashed line."), solo_wins, stats->solo->len);

      show_group (self, CHART_SOLO, TRUE, record);
    }
  else
    show_group (self, CHART_SOLO, FALSE, NULL);
}

static void
show_rumble (McStatsPage *self)
{
  const McGameStats *stats = self->stats;
  guint won = stats->dominance_wins + stats->showdown_wins;
  g_autofree char *dominance = format_rate (stats->dominance_wins, won);
  g_autofree char *showdown = format_rate (stats->showdown_wins, won);

  mc_stats_bar_chart_add (self->charts[CHART_RUMBLE], _("By dominance"),
                          won > 0 ? (double) stats->dominance_wins / won : 0, dominance);
  mc_stats_bar_chart_add (self->charts[CHART_RUMBLE], _("In the Showdown"),
                          won > 0 ? (double) stats->showdown_wins / won : 0, showdown);
  for (guint r = 1; r <= 6; r++)
    if (stats->dominance_rounds[r] > 0)
      {
        g_autofree char *label = g_strdup_printf (_("Dominance in round %u"), r);
        g_autofree char *text = format_rate (stats->dominance_rounds[r], won);

        mc_stats_bar_chart_add (self->charts[CHART_RUMBLE], label, (double) stats->dominance_rounds[r] / won, text);
      }
  mc_stats_bar_chart_set_max (self->charts[CHART_RUMBLE], 1);
  show_group (self, CHART_RUMBLE, stats->n_rumble > 0, NULL);

  for (guint i = 0; i < stats->champions->len; i++)
    {
      const McStatsRow *row = g_ptr_array_index (stats->champions, i);
      /* Translators: Champion at the end of 4 games, and won 2 of them */
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game, won %u",
                                                            "%u games, won %u", row->games),
                                               row->games, row->wins);

      mc_stats_bar_chart_add (self->charts[CHART_CHAMPIONS], row->name, row->games, text);
    }
  show_group (self, CHART_CHAMPIONS, stats->champions->len > 0, NULL);
}

static void
recompute (McStatsPage *self)
{
  g_autofree char *count = NULL;

  g_clear_pointer (&self->stats, mc_game_stats_free);
  self->stats = mc_game_stats_compute (self->summaries, &self->filter, self->aliases);
  for (guint i = 0; i < N_CHARTS; i++)
    if (self->charts[i] != NULL)
      mc_stats_bar_chart_clear (self->charts[i]);
  mc_stats_line_chart_clear (self->solo_chart);

  if (self->stats->n_games == 0)
    count = g_strdup (_("No finished game matches these choices."));
  else
    /* Translators: "12 finished games: Tiny Epic Mechs 8, Rumblebots 4" */
    count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u finished game: Tiny Epic Mechs %u, Rumblebots %u",
                                          "%u finished games: Tiny Epic Mechs %u, Rumblebots %u",
                                          self->stats->n_games),
                             self->stats->n_games, self->stats->n_mechs, self->stats->n_rumble);
  adw_preferences_group_set_description (self->filter_group, count);
  gtk_widget_set_sensitive (self->export_button, self->stats->n_games > 0);

  show_players (self);
  show_mechs (self);
  show_rumble (self);
  if (self->stats->n_mechs == 0)
    {
      show_group (self, CHART_PILOTS, FALSE, NULL);
      show_group (self, CHART_SEATS, FALSE, NULL);
    }
}

/* The filter as the three rows say it, the dates from today. */
static void
read_filter (McStatsPage *self)
{
  static const int games[] = { -1, MC_GAME_TINY_EPIC_MECHS, MC_GAME_RUMBLEBOTS };
  static const guint players[] = { 0, 0, 2, 3, 4 };
  static const int solo[] = { -1, 1, 0, 0, -1 };
  guint game = MIN (adw_combo_row_get_selected (self->game_row), G_N_ELEMENTS (games) - 1);
  guint seats = MIN (adw_combo_row_get_selected (self->players_row), G_N_ELEMENTS (players) - 1);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autoptr(GDateTime) from = NULL;

  self->filter.game = games[game];
  self->filter.n_players = players[seats];
  self->filter.solo = solo[seats];
  switch (adw_combo_row_get_selected (self->period_row))
    {
    case 1:
      from = g_date_time_add_days (now, -30);
      break;
    case 2:
      from = g_date_time_add_months (now, -12);
      break;
    case 3:
      from = g_date_time_new_local (g_date_time_get_year (now), 1, 1, 0, 0, 0);
      break;
    default:
      break;
    }
  self->filter.from = from != NULL ? g_date_time_to_unix (from) * G_USEC_PER_SEC : 0;
  self->filter.until = 0;
}

static void
filter_changed_cb (McStatsPage *self)
{
  if (self->summaries == NULL)
    return;
  read_filter (self);
  recompute (self);
}

/* The names said to be the same person, from the settings. */
static void
read_aliases (McStatsPage *self)
{
  g_autoptr(GVariant) value = g_settings_get_value (self->settings, "player-aliases");

  g_clear_pointer (&self->aliases, g_hash_table_unref);
  self->aliases = mc_stats_aliases_from_variant (value);
}

/**
 * mc_stats_page_join_names:
 *
 * Says @name is the same person as @same_as: their games count as one
 * player's, under @same_as, from now on (kept in the settings).
 */
void
mc_stats_page_join_names (McStatsPage *self,
                          const char  *name,
                          const char  *same_as)
{
  g_autoptr(GVariantBuilder) builder = g_variant_builder_new (G_VARIANT_TYPE ("a{ss}"));
  g_autofree char *key = NULL;
  g_autofree char *same_key = NULL;
  GHashTableIter iter;
  gpointer from, to;

  g_return_if_fail (MC_IS_STATS_PAGE (self));

  key = mc_stats_fold_name (name);
  same_key = mc_stats_fold_name (same_as);
  /* A name the same as itself: no longer joined to another. */
  if (g_str_equal (key, same_key))
    g_hash_table_remove (self->aliases, key);
  else
    g_hash_table_insert (self->aliases, g_steal_pointer (&key), g_strdup (same_as));
  /* A name joined to one that was itself joined: to where that one points. */
  g_hash_table_iter_init (&iter, self->aliases);
  while (g_hash_table_iter_next (&iter, &from, &to))
    {
      g_autofree char *to_key = mc_stats_fold_name (to);
      const char *further = g_hash_table_lookup (self->aliases, to_key);

      if (further != NULL && !g_str_equal (to_key, from))
        g_hash_table_iter_replace (&iter, g_strdup (further));
    }
  g_hash_table_iter_init (&iter, self->aliases);
  while (g_hash_table_iter_next (&iter, &from, &to))
    g_variant_builder_add (builder, "{ss}", from, to);
  g_settings_set_value (self->settings, "player-aliases", g_variant_builder_end (builder));
  if (self->summaries != NULL)
    recompute (self);
}

static void
same_person_response_cb (AdwMessageDialog *dialog,
                         const char       *response,
                         McStatsPage      *self)
{
  if (g_str_equal (response, "join") && self->alias_from != NULL)
    {
      GtkStringObject *from = gtk_drop_down_get_selected_item (self->alias_from);
      GtkStringObject *to = gtk_drop_down_get_selected_item (self->alias_to);

      if (from != NULL && to != NULL)
        mc_stats_page_join_names (self, gtk_string_object_get_string (from), gtk_string_object_get_string (to));
    }
  self->alias_from = self->alias_to = NULL;
}

/* Two names, one person: asked with the players' names as they are shown. */
static void
same_person_clicked_cb (McStatsPage *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GtkWidget *dialog, *box, *label;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  for (guint i = 0; self->stats != NULL && i < self->stats->players->len; i++)
    gtk_string_list_append (names, ((McStatsRow *) g_ptr_array_index (self->stats->players, i))->name);

  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, _("Same Person"),
                                   _("Two names typed for one player: their games count as one player's, "
                                     "under the second name."));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->alias_from = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL));
  self->alias_to = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->alias_from), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The name typed"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->alias_to), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The person it is"), -1);
  if (g_list_model_get_n_items (G_LIST_MODEL (names)) > 1)
    gtk_drop_down_set_selected (self->alias_from, 1);
  label = gtk_label_new (_("is the same person as"));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->alias_from));
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->alias_to));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "join", _("_Join"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "join", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (same_person_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Writes every play the filter lets through to @path. */
gboolean
mc_stats_page_export_csv (McStatsPage *self,
                          const char  *path,
                          GError     **error)
{
  g_autofree char *csv = NULL;

  g_return_val_if_fail (MC_IS_STATS_PAGE (self), FALSE);

  csv = mc_game_csv_format (self->summaries, &self->filter);
  return g_file_set_contents (path, csv, -1, error);
}

static gboolean
export_plays (gpointer     owner,
              const char  *path,
              GError     **error)
{
  return mc_stats_page_export_csv (MC_STATS_PAGE (owner), path, error);
}

static void
plays_exported (gpointer    owner,
                const char *said)
{
  adw_action_row_set_subtitle (MC_STATS_PAGE (owner)->export_row, said);
}

static void
export_clicked_cb (McStatsPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  mc_save_chooser_open (&self->chooser, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, _("Export Every Play"),
                        _("_Export"), "mech-companion-plays.csv", export_plays, plays_exported, self);
}

static void
mc_stats_page_dispose (GObject *object)
{
  McStatsPage *self = MC_STATS_PAGE (object);
  GtkWidget *child;

  mc_save_chooser_close (&self->chooser);
  gtk_widget_dispose_template (GTK_WIDGET (self), MC_TYPE_STATS_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->summaries, g_ptr_array_unref);
  g_clear_pointer (&self->stats, mc_game_stats_free);
  g_clear_pointer (&self->aliases, g_hash_table_unref);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (mc_stats_page_parent_class)->dispose (object);
}

static void
mc_stats_page_class_init (McStatsPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = mc_stats_page_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-stats-page.ui");
  gtk_widget_class_bind_template_child (widget_class, McStatsPage, game_row);
  gtk_widget_class_bind_template_child (widget_class, McStatsPage, players_row);
  gtk_widget_class_bind_template_child (widget_class, McStatsPage, period_row);
  gtk_widget_class_bind_template_child (widget_class, McStatsPage, export_row);
  gtk_widget_class_bind_template_child (widget_class, McStatsPage, export_button);
  gtk_widget_class_bind_template_child (widget_class, McStatsPage, filter_group);
  gtk_widget_class_bind_template_child_full (widget_class, "players_group", FALSE,
                                             G_STRUCT_OFFSET (McStatsPage, groups[CHART_PLAYERS]));
  gtk_widget_class_bind_template_child_full (widget_class, "pilots_group", FALSE,
                                             G_STRUCT_OFFSET (McStatsPage, groups[CHART_PILOTS]));
  gtk_widget_class_bind_template_child_full (widget_class, "seats_group", FALSE,
                                             G_STRUCT_OFFSET (McStatsPage, groups[CHART_SEATS]));
  gtk_widget_class_bind_template_child_full (widget_class, "solo_group", FALSE,
                                             G_STRUCT_OFFSET (McStatsPage, groups[CHART_SOLO]));
  gtk_widget_class_bind_template_child_full (widget_class, "rumble_group", FALSE,
                                             G_STRUCT_OFFSET (McStatsPage, groups[CHART_RUMBLE]));
  gtk_widget_class_bind_template_child_full (widget_class, "champions_group", FALSE,
                                             G_STRUCT_OFFSET (McStatsPage, groups[CHART_CHAMPIONS]));
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
mc_stats_page_init (McStatsPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* Each group: its chart, then what the chart does not say (a label). */
  for (guint i = 0; i < N_CHARTS; i++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
      GtkWidget *label = gtk_label_new (NULL);
      const char *title = adw_preferences_group_get_title (self->groups[i]);
      GtkWidget *chart;

      /* The solo record over time: a line. */
      if (i == CHART_SOLO)
        /* Translators: the legend of the solo record's line chart: the
         * player's score, and the Robot Pilots' best score */
        chart = mc_stats_line_chart_new (title, _("Your VP"), _("The robots' best"));
      else
        chart = mc_stats_bar_chart_new (title);
      if (i == CHART_SOLO)
        self->solo_chart = MC_STATS_LINE_CHART (chart);
      else
        self->charts[i] = MC_STATS_BAR_CHART (chart);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_selectable (GTK_LABEL (label), TRUE);
      gtk_widget_add_css_class (label, "dim-label");
      self->details[i] = GTK_LABEL (label);
      gtk_box_append (GTK_BOX (box), chart);
      gtk_box_append (GTK_BOX (box), label);
      adw_preferences_group_add (self->groups[i], box);
    }
  g_signal_connect_swapped (self->game_row, "notify::selected", G_CALLBACK (filter_changed_cb), self);
  g_signal_connect_swapped (self->players_row, "notify::selected", G_CALLBACK (filter_changed_cb), self);
  g_signal_connect_swapped (self->period_row, "notify::selected", G_CALLBACK (filter_changed_cb), self);
  g_signal_connect_swapped (self->export_button, "clicked", G_CALLBACK (export_clicked_cb), self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->export_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Export every play as CSV"), -1);

  self->settings = g_settings_new (BASE_APP_ID);
  self->aliases = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  /* Under the players' figures, not beside the title: at 360 px a
   * header button cut the title short in Spanish and Polish. */
  {
    GtkWidget *same = gtk_button_new_with_mnemonic (_("Same _Person…"));

    gtk_widget_set_halign (same, GTK_ALIGN_START);
    gtk_widget_set_margin_top (same, 4);
    g_signal_connect_swapped (same, "clicked", G_CALLBACK (same_person_clicked_cb), self);
    gtk_box_append (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->details[CHART_PLAYERS]))), same);
  }
}

/* Reads the games folder's summaries (from its index) and shows them. */
void
mc_stats_page_refresh (McStatsPage *self,
                       const char  *games_dir)
{
  g_return_if_fail (MC_IS_STATS_PAGE (self));

  g_clear_pointer (&self->summaries, g_ptr_array_unref);
  self->summaries = mc_game_summary_list (games_dir);
  read_aliases (self);
  read_filter (self);
  recompute (self);
}

/* The three filters by position in their lists (tests). */
void
mc_stats_page_set_filter (McStatsPage *self,
                          guint        game,
                          guint        players,
                          guint        period)
{
  g_return_if_fail (MC_IS_STATS_PAGE (self));

  adw_combo_row_set_selected (self->game_row, game);
  adw_combo_row_set_selected (self->players_row, players);
  adw_combo_row_set_selected (self->period_row, period);
}

const McGameStats *
mc_stats_page_get_stats (McStatsPage *self)
{
  g_return_val_if_fail (MC_IS_STATS_PAGE (self), NULL);

  return self->stats;
}

/* "players", "pilots", "seats", "rumble" or "champions" ("solo" is a line). */
McStatsBarChart *
mc_stats_page_get_chart (McStatsPage *self,
                         const char  *name)
{
  g_return_val_if_fail (MC_IS_STATS_PAGE (self), NULL);

  for (guint i = 0; i < N_CHARTS; i++)
    if (g_str_equal (chart_names[i], name))
      return self->charts[i];
  return NULL;
}

/* The solo record against the Robot Pilots, a line over time. */
McStatsLineChart *
mc_stats_page_get_solo_chart (McStatsPage *self)
{
  g_return_val_if_fail (MC_IS_STATS_PAGE (self), NULL);

  return self->solo_chart;
}
