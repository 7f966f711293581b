/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "mechs/tem-scoring.h"
#include "session/mc-game-summary.h"
#include "session/mc-session-track.h"
#include "mc-score-chart.h"
#include "mc-history-page.h"
#include "mc-tooltip.h"

/* Unfinished games first, each with Resume, then the finished ones, both
 * newest first and of both games; choosing a finished one shows its final
 * scores and who won, and why. Files in the games folder that hold no readable game
 * are listed apart, each with its reason and a button to its folder. The
 * list comes from the folder's index (mc-game-index.c): the first rows are
 * shown at once, the rest added while the page is already on screen. */

/* The first frame lists as many finished games as the window can show
 * (a row is at least ROW_HEIGHT tall), at least MIN_FIRST_ROWS: each row
 * more costs it about 1.7 ms of CPU (tests/bench/bench-history, 1,000
 * games); the rest come a batch per frame once the page is on screen. */
#define ROW_HEIGHT 56
#define MIN_FIRST_ROWS 8
#define ROWS_PER_FRAME 50

struct _McHistoryPage
{
  GtkWidget            parent_instance;

  AdwPreferencesGroup *result_group;
  GtkStack            *stack;
  AdwStatusPage       *empty_page;
  AdwPreferencesGroup *unfinished_group;
  AdwPreferencesGroup *games_group;
  AdwPreferencesGroup *unreadable_group;

  GPtrArray           *games;         /* McGameSummary, finished only */
  GPtrArray           *unfinished;    /* McGameSummary, not over */
  GPtrArray           *unfinished_rows;
  GPtrArray           *unreadable;    /* McGameSummary, with its error */
  GPtrArray           *game_rows;     /* rows in games_group */
  GPtrArray           *result_rows;   /* rows in result_group */
  GPtrArray           *unreadable_rows;
  GdkPaintable        *next_icon;     /* every row's arrow: looked up once */
  char                *open_path;     /* the game open in the window, or NULL */
  guint                fill_id;       /* adds the rows past the first */
  gboolean             fill_skip_tick;
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

/* The months by their names in a day's date, translated here: strftime's
 * %B follows LC_TIME, not the language the app was given (LANGUAGE). */
static const char *const month_names[] = {
  NC_("month in a date", "January"), NC_("month in a date", "February"), NC_("month in a date", "March"),
  NC_("month in a date", "April"), NC_("month in a date", "May"), NC_("month in a date", "June"),
  NC_("month in a date", "July"), NC_("month in a date", "August"), NC_("month in a date", "September"),
  NC_("month in a date", "October"), NC_("month in a date", "November"), NC_("month in a date", "December"),
};

/* "22 November 2026, 14:03" in the app's language, or NULL for a file
 * dated past the year 9999. */
char *
mc_history_format_date (gint64 modified)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (modified / G_USEC_PER_SEC);
  g_autofree char *clock = NULL;

  if (time == NULL)
    return NULL;
  clock = g_date_time_format (time, "%H:%M");
  /* Translators: a date in the list of finished games: the day, the
   * month's name (as translated with the context "month in a date"), the
   * year and the time, "22 November 2026, 14:03" */
  return g_strdup_printf (_("%1$d %2$s %3$d, %4$s"), g_date_time_get_day_of_month (time),
                          g_dpgettext2 (GETTEXT_PACKAGE, "month in a date",
                                        month_names[g_date_time_get_month (time) - 1]),
                          g_date_time_get_year (time), clock);
}

/* An unfinished game: who plays, which game and where it was left, and
 * Resume, which opens it (win.open-game, its file as the target). */
static void
add_unfinished_row (McHistoryPage       *self,
                    const McGameSummary *summary)
{
  g_autofree char *date = mc_history_format_date (summary->modified);
  const char *game = summary->game == MC_GAME_RUMBLEBOTS ? _("Rumblebots") : _("Tiny Epic Mechs");
  g_autofree char *subtitle = NULL;
  g_autofree char *description = NULL;
  GtkWidget *row, *button;

  /* Translators: under an unfinished game's players: "Tiny Epic Mechs · round 2 · 22 November 2026, 14:03" */
  subtitle = g_strdup_printf (_("%s · round %u · %s"), game, summary->round, date != NULL ? date : "");
  row = add_row (self->unfinished_group, self->unfinished_rows, summary->players, subtitle);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 2);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);

  /* The game open now is marked so, not offered to resume (issue 24). */
  if (self->open_path != NULL && g_strcmp0 (self->open_path, summary->path) == 0)
    {
      /* A state, not a button (walk 13: "Open now" in blue read as one). */
      GtkWidget *mark = gtk_label_new (_("On the table now"));

      gtk_widget_add_css_class (mark, "dim-label");
      gtk_widget_set_valign (mark, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), mark);
      return;
    }
  button = gtk_button_new_with_mnemonic (_("_Resume"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.open-game");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", summary->path);
  /* Translators: the accessible name of Resume in History: "Resume the game of Ana and Ben" */
  description = g_strdup_printf (_("Resume the game of %s"), summary->players);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
}

static void
game_row_activated_cb (AdwActionRow  *row,
                       McHistoryPage *self)
{
  mc_history_page_show_game (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "index")));
}

/* The arrow at a finished game's end, one icon for all the rows: a
 * lookup per row cost the first frame half a millisecond a row. */
static GdkPaintable *
next_icon (McHistoryPage *self)
{
  if (self->next_icon == NULL)
    {
      GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (self)));

      self->next_icon = GDK_PAINTABLE (gtk_icon_theme_lookup_icon (theme, "go-next-symbolic", NULL, 16,
                                                                   gtk_widget_get_scale_factor (GTK_WIDGET (self)),
                                                                   gtk_widget_get_direction (GTK_WIDGET (self)), 0));
    }
  return self->next_icon;
}

/* The row of finished game @index. */
static void
add_game_row (McHistoryPage *self,
              guint          index)
{
  const McGameSummary *summary = g_ptr_array_index (self->games, index);
  g_autofree char *date = mc_history_format_date (summary->modified);
  g_autofree char *subtitle = NULL;
  GtkWidget *row;

  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: "22 November 2026 · 3 players · Ana wins with 23 points." */
                                           "%s · %u player · %s", "%s · %u players · %s",
                                           summary->n_players),
                              date != NULL ? date : "", summary->n_players, summary->result);

  row = add_row (self->games_group, self->game_rows, summary->scores, subtitle);
  /* A label that wraps without a limit is laid out many times over, by
   * bisection of its width: ten times the cost of the whole row. */
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 1);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_paintable (next_icon (self)));
  g_object_set_data (G_OBJECT (row), "index", GUINT_TO_POINTER (index));
  g_signal_connect (row, "activated", G_CALLBACK (game_row_activated_cb), self);
}

/* The rows past the first screenful, a batch per frame once the page
 * has been shown: never in an idle, which runs while the first frame
 * waits for its turn and would have it lay out every row at once. */
static gboolean
fill_rows_tick_cb (GtkWidget     *widget,
                   GdkFrameClock *clock,
                   gpointer       user_data)
{
  McHistoryPage *self = MC_HISTORY_PAGE (widget);

  if (self->fill_skip_tick)
    {
      self->fill_skip_tick = FALSE;
      return G_SOURCE_CONTINUE;
    }

  for (guint n = 0; n < ROWS_PER_FRAME && self->game_rows->len < self->games->len; n++)
    add_game_row (self, self->game_rows->len);

  if (self->game_rows->len < self->games->len)
    return G_SOURCE_CONTINUE;
  self->fill_id = 0;
  return G_SOURCE_REMOVE;
}

static void
stop_filling (McHistoryPage *self)
{
  if (self->fill_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->fill_id);
  self->fill_id = 0;
}

static void
open_folder_clicked_cb (GtkButton     *button,
                        McHistoryPage *self)
{
  const char *path = g_object_get_data (G_OBJECT (button), "path");
  g_autofree char *folder = g_path_get_dirname (path);
  g_autoptr(GFile) file = g_file_new_for_path (folder);
  g_autofree char *uri = g_file_get_uri (file);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  gtk_show_uri (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, uri, GDK_CURRENT_TIME);
}

static void
add_unreadable_row (McHistoryPage       *self,
                    const McGameSummary *summary)
{
  g_autofree char *name = g_filename_display_basename (summary->path);
  GtkWidget *row = add_row (self->unreadable_group, self->unreadable_rows, name, summary->error->message);
  GtkWidget *button = gtk_button_new_from_icon_name ("folder-open-symbolic");

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  mc_tooltip_set_text (button, _("Open the folder that holds this file"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Open the folder that holds this file"), -1);
  g_object_set_data_full (G_OBJECT (button), "path", g_strdup (summary->path), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (open_folder_clicked_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
}

static void
mc_history_page_dispose (GObject *object)
{
  McHistoryPage *self = MC_HISTORY_PAGE (object);
  GtkWidget *child;

  if (self->stack != NULL)
    gtk_widget_dispose_template (GTK_WIDGET (self), MC_TYPE_HISTORY_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  stop_filling (self);
  g_clear_pointer (&self->games, g_ptr_array_unref);
  g_clear_pointer (&self->unfinished, g_ptr_array_unref);
  g_clear_pointer (&self->unfinished_rows, g_ptr_array_unref);
  g_clear_pointer (&self->unreadable, g_ptr_array_unref);
  g_clear_pointer (&self->unreadable_rows, g_ptr_array_unref);
  g_clear_pointer (&self->game_rows, g_ptr_array_unref);
  g_clear_pointer (&self->result_rows, g_ptr_array_unref);
  g_clear_object (&self->next_icon);
  g_clear_pointer (&self->open_path, g_free);

  G_OBJECT_CLASS (mc_history_page_parent_class)->dispose (object);
}

static void mc_history_page_map (GtkWidget *widget);

static void
mc_history_page_class_init (McHistoryPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_history_page_dispose;
  widget_class->map = mc_history_page_map;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-history-page.ui");
  gtk_widget_class_bind_template_child (widget_class, McHistoryPage, result_group);
  gtk_widget_class_bind_template_child (widget_class, McHistoryPage, stack);
  gtk_widget_class_bind_template_child (widget_class, McHistoryPage, empty_page);
  gtk_widget_class_bind_template_child (widget_class, McHistoryPage, unfinished_group);
  gtk_widget_class_bind_template_child (widget_class, McHistoryPage, games_group);
  gtk_widget_class_bind_template_child (widget_class, McHistoryPage, unreadable_group);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

/* The way to the statistics, at the finished games' head. */
static void
add_statistics_button (McHistoryPage *self)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Statistics"));

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.show-statistics");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  adw_preferences_group_set_header_suffix (self->games_group, button);
}

/* The page's widgets are made when first needed (shown, filled or
 * asked), not with every window: a game opened at start-up never shows
 * History, and its styles and icons cost the first frame. */
static void
ensure_built (McHistoryPage *self)
{
  if (self->stack != NULL)
    return;
  gtk_widget_init_template (GTK_WIDGET (self));
  add_statistics_button (self);
}

static void
mc_history_page_map (GtkWidget *widget)
{
  ensure_built (MC_HISTORY_PAGE (widget));
  GTK_WIDGET_CLASS (mc_history_page_parent_class)->map (widget);
}

static void
mc_history_page_init (McHistoryPage *self)
{
  self->games = g_ptr_array_new_with_free_func ((GDestroyNotify) mc_game_summary_free);
  self->unfinished = g_ptr_array_new_with_free_func ((GDestroyNotify) mc_game_summary_free);
  self->unfinished_rows = g_ptr_array_new ();
  self->unreadable = g_ptr_array_new_with_free_func ((GDestroyNotify) mc_game_summary_free);
  self->unreadable_rows = g_ptr_array_new ();
  self->game_rows = g_ptr_array_new ();
  self->result_rows = g_ptr_array_new ();
}


/* The file of the game open in the window (NULL: none), marked "Open
 * now" in the list from the next refresh on. */
void
mc_history_page_set_open_game (McHistoryPage *self,
                               const char    *path)
{
  g_return_if_fail (MC_IS_HISTORY_PAGE (self));

  g_free (self->open_path);
  self->open_path = g_strdup (path);
}

/* Lists the finished games saved in @games_dir, and the files there that
 * cannot be read. */
void
mc_history_page_refresh (McHistoryPage *self,
                         const char    *games_dir)
{
  g_autoptr(GPtrArray) all = mc_game_summary_list (games_dir);

  g_return_if_fail (MC_IS_HISTORY_PAGE (self));

  ensure_built (self);
  stop_filling (self);
  clear_rows (self->games_group, self->game_rows);
  clear_rows (self->unfinished_group, self->unfinished_rows);
  clear_rows (self->result_group, self->result_rows);
  clear_rows (self->unreadable_group, self->unreadable_rows);
  gtk_widget_set_visible (GTK_WIDGET (self->result_group), FALSE);
  g_ptr_array_set_size (self->games, 0);
  g_ptr_array_set_size (self->unfinished, 0);
  g_ptr_array_set_size (self->unreadable, 0);

  /* The list is newest first, and so is each section. */
  for (guint i = 0; i < all->len; i++)
    {
      McGameSummary *summary = g_ptr_array_steal_index (all, i);

      g_ptr_array_insert (all, (int) i, NULL);
      if (summary->error != NULL)
        g_ptr_array_add (self->unreadable, summary);
      else if (summary->over)
        g_ptr_array_add (self->games, summary);
      else
        g_ptr_array_add (self->unfinished, summary);
    }

  for (guint i = 0; i < self->unfinished->len; i++)
    add_unfinished_row (self, g_ptr_array_index (self->unfinished, i));
  gtk_widget_set_visible (GTK_WIDGET (self->unfinished_group), self->unfinished->len > 0);

  {
    GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
    guint first_rows = MAX (MIN_FIRST_ROWS, (root != NULL ? gtk_widget_get_height (root) : 0) / ROW_HEIGHT + 1);

    for (guint i = 0; i < self->games->len && i < first_rows; i++)
      add_game_row (self, i);
  }
  if (self->game_rows->len < self->games->len)
    {
      /* The first tick comes with the frame that shows the page. */
      self->fill_skip_tick = TRUE;
      self->fill_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), fill_rows_tick_cb, NULL, NULL);
    }

  for (guint i = 0; i < self->unreadable->len; i++)
    add_unreadable_row (self, g_ptr_array_index (self->unreadable, i));
  gtk_widget_set_visible (GTK_WIDGET (self->unreadable_group), self->unreadable->len > 0);

  /* Nothing at all to list: a status page says what to do. */
  if (self->games->len == 0 && self->unreadable->len == 0 && self->unfinished->len == 0
      && !gtk_widget_get_visible (GTK_WIDGET (self->result_group)))
    {
      /* Its icon set only now: a theme's SVG loaded at start-up costs
       * every start a few milliseconds (the stack measures every page). */
      if (adw_status_page_get_icon_name (self->empty_page) == NULL)
        adw_status_page_set_icon_name (self->empty_page, "document-open-recent-symbolic");
      gtk_stack_set_visible_child_name (self->stack, "empty");
    }
  else
    gtk_stack_set_visible_child_name (self->stack, "games");
  adw_preferences_group_set_description (self->games_group,
                                         self->games->len == 0
                                         ? _("No finished game yet. A game is kept here once it is over: Tiny Epic Mechs once "
                                             "its sixth round is scored, Rumblebots after the Showdown or a "
                                             "Dominance Victory.")
                                         : NULL);
}

/* Files in the games folder listed as unreadable. */
guint
mc_history_page_get_n_unreadable (McHistoryPage *self)
{
  g_return_val_if_fail (MC_IS_HISTORY_PAGE (self), 0);

  return self->unreadable->len;
}

/* Unfinished games listed, each with Resume. */
guint
mc_history_page_get_n_unfinished (McHistoryPage *self)
{
  g_return_val_if_fail (MC_IS_HISTORY_PAGE (self), 0);

  return self->unfinished->len;
}

/* The file of unfinished game @index (newest first). */
const char *
mc_history_page_get_unfinished_path (McHistoryPage *self,
                                     guint          index)
{
  g_return_val_if_fail (MC_IS_HISTORY_PAGE (self), NULL);
  g_return_val_if_fail (index < self->unfinished->len, NULL);

  return ((const McGameSummary *) g_ptr_array_index (self->unfinished, index))->path;
}

guint
mc_history_page_get_n_games (McHistoryPage *self)
{
  g_return_val_if_fail (MC_IS_HISTORY_PAGE (self), 0);

  return self->games->len;
}

/* How the game went: its chart, and the same numbers in words. */
static void
add_score_chart (McHistoryPage       *self,
                 const McGameSummary *summary)
{
  g_autoptr(McSession) session = mc_session_new ();
  McScoreTrack track;
  GtkWidget *box, *chart, *label;

  if (!mc_session_open (session, summary->path, NULL, NULL))
    return;
  mc_session_get_score_track (session, &track);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_top (box, 12);
  chart = mc_score_chart_new ();
  mc_score_chart_set_track (MC_SCORE_CHART (chart), &track);
  label = gtk_label_new (mc_score_chart_get_text (MC_SCORE_CHART (chart)));
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), chart);
  gtk_box_append (GTK_BOX (box), label);
  adw_preferences_group_add (self->result_group, box);
  g_ptr_array_add (self->result_rows, box);
}

/* A finished Rumblebots game: who won and how, everyone's crystals. */
static void
show_rumble_game (McHistoryPage       *self,
                  const McGameSummary *summary)
{
  RbGame game;
  guint order[RB_MAX_PLAYERS];
  g_autoptr(GError) error = NULL;

  adw_preferences_group_set_title (self->result_group, summary->players);
  if (!mc_game_summary_read_rumble_game (summary, &game, &error))
    {
      adw_preferences_group_set_description (self->result_group, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->result_group), TRUE);
      return;
    }
  adw_preferences_group_set_description (self->result_group, summary->result);
  rb_game_get_crystal_order (&game, order);
  for (guint i = 0; i < game.n_players; i++)
    {
      const RbPlayer *player = &game.players[order[i]];
      int crystals = rb_player_get_crystals (player);
      g_autofree char *title = g_strdup_printf ("%u. %s", i + 1, player->name);
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d crystal", "%d crystals",
                                                            (gulong) ABS (crystals)), crystals);
      GtkWidget *row = add_row (self->result_group, self->result_rows, title,
                                (int) order[i] == game.champion ? C_("history row: holds the Champion token", "Champion") : NULL);
      GtkWidget *label = gtk_label_new (text);

      gtk_widget_add_css_class (label, "title-3");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
    }
  add_score_chart (self, summary);
  gtk_widget_set_visible (GTK_WIDGET (self->result_group), TRUE);
}

/* Shows one game's final scores and the winner, with the tie-break. */
void
mc_history_page_show_game (McHistoryPage *self,
                           guint          index)
{
  const McGameSummary *summary;
  const TemGame *game;
  TemGame whole;
  TemStandings standings;
  g_autoptr(GError) error = NULL;
  g_autofree char *explanation = NULL;
  g_autofree char *players = NULL;

  g_return_if_fail (MC_IS_HISTORY_PAGE (self));
  g_return_if_fail (index < self->games->len);

  summary = g_ptr_array_index (self->games, index);
  clear_rows (self->result_group, self->result_rows);
  if (summary->game == MC_GAME_RUMBLEBOTS)
    {
      show_rumble_game (self, summary);
      return;
    }
  /* Only the summary is at hand: the whole game comes from its journal. */
  if (!mc_game_summary_read_game (summary, &whole, &error))
    {
      adw_preferences_group_set_title (self->result_group, summary->players);
      adw_preferences_group_set_description (self->result_group, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->result_group), TRUE);
      return;
    }
  game = &whole;
  tem_game_get_standings (game, &standings);
  explanation = tem_game_explain_standings (game, &standings);
  players = mc_game_summary_dup_players (summary);

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

  add_score_chart (self, summary);
  gtk_widget_set_visible (GTK_WIDGET (self->result_group), TRUE);
}

/* Whether History shows its empty state (no game, no unreadable file). */
gboolean
mc_history_page_is_empty (McHistoryPage *self)
{
  g_return_val_if_fail (MC_IS_HISTORY_PAGE (self), FALSE);

  ensure_built (self);
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "empty") == 0;
}
