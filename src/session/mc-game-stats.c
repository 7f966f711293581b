/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mc-game-stats.h"

/* Statistics across finished games (issue 28), from their summaries as
 * the games' index holds them (mc-game-index.c): no journal is replayed,
 * so a thousand games take a few milliseconds. Pure GLib. */

gboolean
mc_stats_filter_matches (const McStatsFilter *filter,
                         const McGameSummary *summary)
{
  if (summary->error != NULL || !summary->over)
    return FALSE;
  if (filter->game >= 0 && (int) summary->game != filter->game)
    return FALSE;
  if (filter->n_players > 0 && summary->n_players != filter->n_players)
    return FALSE;
  if (filter->solo >= 0 && (summary->solo ? 1 : 0) != filter->solo)
    return FALSE;
  if (filter->from != 0 && summary->modified < filter->from)
    return FALSE;
  if (filter->until != 0 && summary->modified >= filter->until)
    return FALSE;
  return TRUE;
}

/* "Ana", " ana ", "ANA": one person. */
char *
mc_stats_fold_name (const char *name)
{
  g_autofree char *stripped = g_strstrip (g_strdup (name));
  g_autofree char *normal = g_utf8_normalize (stripped, -1, G_NORMALIZE_ALL_COMPOSE);

  return g_utf8_casefold (normal != NULL ? normal : stripped, -1);
}

/**
 * mc_stats_aliases_from_variant:
 * @value: (nullable): the "player-aliases" setting, an `a{ss}`: a name as
 *   typed → the name of the person it is
 *
 * The names said to be the same person, as mc_game_stats_compute() reads
 * them: the app's Statistics page and `mech-companion-cli stats` both.
 *
 * Returns: (transfer full): folded name → the name it is
 */
GHashTable *
mc_stats_aliases_from_variant (GVariant *value)
{
  GHashTable *aliases = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  GVariantIter iter;
  const char *from, *to;

  if (value == NULL || !g_variant_is_of_type (value, G_VARIANT_TYPE ("a{ss}")))
    return aliases;
  g_variant_iter_init (&iter, value);
  while (g_variant_iter_next (&iter, "{&s&s}", &from, &to))
    g_hash_table_insert (aliases, mc_stats_fold_name (from), g_strdup (to));
  return aliases;
}

static void
row_free (McStatsRow *row)
{
  g_free (row->name);
  g_free (row);
}

/* The row of @name in @rows (by @index, folded name → row), made if new. */
static McStatsRow *
find_row (GPtrArray  *rows,
          GHashTable *index,
          const char *name,
          GHashTable *aliases)
{
  g_autofree char *key = mc_stats_fold_name (name);
  const char *alias = aliases != NULL ? g_hash_table_lookup (aliases, key) : NULL;
  McStatsRow *row;

  if (alias != NULL)
    {
      g_free (key);
      key = mc_stats_fold_name (alias);
      name = alias;
    }
  row = g_hash_table_lookup (index, key);
  if (row == NULL)
    {
      row = g_new0 (McStatsRow, 1);
      row->name = g_strdup (name);
      row->best = G_MININT;
      g_ptr_array_add (rows, row);
      g_hash_table_insert (index, g_steal_pointer (&key), row);
    }
  return row;
}

static void
count (McStatsRow *row,
       gboolean    won,
       int         score)
{
  row->games++;
  row->wins += won ? 1 : 0;
  row->total += score;
  row->best = MAX (row->best, score);
}

double
mc_stats_row_get_win_rate (const McStatsRow *row)
{
  return row->games > 0 ? (double) row->wins / row->games : 0.0;
}

double
mc_stats_row_get_average (const McStatsRow *row)
{
  return row->games > 0 ? (double) row->total / row->games : 0.0;
}

/* Most wins first, then the better rate, then the name. */
static int
compare_rows (gconstpointer a,
              gconstpointer b)
{
  const McStatsRow *x = *(McStatsRow * const *) a;
  const McStatsRow *y = *(McStatsRow * const *) b;
  double rx = mc_stats_row_get_win_rate (x), ry = mc_stats_row_get_win_rate (y);

  if (x->wins != y->wins)
    return x->wins < y->wins ? 1 : -1;
  if (rx != ry)
    return rx < ry ? 1 : -1;
  return g_utf8_collate (x->name, y->name);
}

static int
compare_solo (gconstpointer a,
              gconstpointer b)
{
  const McStatsSoloGame *x = a, *y = b;

  return (x->date > y->date) - (x->date < y->date);
}

static void
count_mechs (McGameStats         *stats,
             const McGameSummary *summary,
             GHashTable          *pilot_index)
{
  int holder = -1;
  gboolean human_won = FALSE;
  int human_score = 0, best_robot = G_MININT;

  stats->n_mechs++;
  for (guint i = 0; i < summary->n_players; i++)
    {
      const McSeatResult *seat = &summary->seats[i];

      if (seat->holder)
        holder = (int) i;
      if (seat->robot)
        {
          best_robot = MAX (best_robot, seat->score);
          continue;
        }
      human_won |= seat->winner;
      human_score = seat->score;
      if (seat->pilot[0] != '\0')
        count (find_row (stats->pilots, pilot_index, seat->pilot, NULL), seat->winner, seat->score);
    }

  /* Solo: the first player is the human, the only one who can start. */
  if (!summary->solo && summary->first_player >= 0 && (guint) summary->first_player < summary->n_players)
    {
      stats->first_games++;
      stats->first_wins += summary->seats[summary->first_player].winner ? 1 : 0;
    }
  if (holder >= 0)
    {
      stats->holder_games++;
      stats->holder_wins += summary->seats[holder].winner ? 1 : 0;
    }
  if (summary->solo)
    {
      McStatsSoloGame game = { summary->modified, human_score, best_robot == G_MININT ? 0 : best_robot,
                               human_won };

      g_array_append_val (stats->solo, game);
    }
}

static void
count_rumble (McGameStats         *stats,
              const McGameSummary *summary,
              GHashTable          *champion_index,
              GHashTable          *aliases)
{
  stats->n_rumble++;
  if (summary->victory == MC_VICTORY_DOMINANCE)
    {
      stats->dominance_wins++;
      stats->dominance_rounds[MIN (summary->round, 6)]++;
    }
  else if (summary->victory == MC_VICTORY_SHOWDOWN)
    stats->showdown_wins++;

  for (guint i = 0; i < summary->n_players; i++)
    if (summary->seats[i].holder)
      count (find_row (stats->champions, champion_index, summary->seats[i].name, aliases),
             summary->seats[i].winner, summary->seats[i].score);
}

/**
 * mc_game_stats_compute:
 * @summaries: (element-type McGameSummary): the games folder's summaries
 * @aliases: (nullable): folded name → the name it is the same person as
 *
 * The figures of the finished games @filter lets through. Robot Pilots
 * are no player's figures: they make the solo record.
 */
McGameStats *
mc_game_stats_compute (GPtrArray           *summaries,
                       const McStatsFilter *filter,
                       GHashTable          *aliases)
{
  McGameStats *stats = g_new0 (McGameStats, 1);
  g_autoptr(GHashTable) player_index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) pilot_index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) champion_index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  stats->players = g_ptr_array_new_with_free_func ((GDestroyNotify) row_free);
  stats->pilots = g_ptr_array_new_with_free_func ((GDestroyNotify) row_free);
  stats->champions = g_ptr_array_new_with_free_func ((GDestroyNotify) row_free);
  stats->solo = g_array_new (FALSE, FALSE, sizeof (McStatsSoloGame));

  for (guint g = 0; g < summaries->len; g++)
    {
      const McGameSummary *summary = g_ptr_array_index (summaries, g);

      if (!mc_stats_filter_matches (filter, summary))
        continue;
      stats->n_games++;
      for (guint i = 0; i < summary->n_players && i < MC_GAME_SUMMARY_MAX_SEATS; i++)
        if (!summary->seats[i].robot)
          count (find_row (stats->players, player_index, summary->seats[i].name, aliases),
                 summary->seats[i].winner, summary->seats[i].score);
      if (summary->game == MC_GAME_RUMBLEBOTS)
        count_rumble (stats, summary, champion_index, aliases);
      else
        count_mechs (stats, summary, pilot_index);
    }

  g_ptr_array_sort (stats->players, compare_rows);
  g_ptr_array_sort (stats->pilots, compare_rows);
  g_ptr_array_sort (stats->champions, compare_rows);
  g_array_sort (stats->solo, compare_solo);
  return stats;
}

void
mc_game_stats_free (McGameStats *stats)
{
  if (stats == NULL)
    return;
  g_ptr_array_unref (stats->players);
  g_ptr_array_unref (stats->pilots);
  g_ptr_array_unref (stats->champions);
  g_array_unref (stats->solo);
  g_free (stats);
}

static guint
percent (guint part,
         guint whole)
{
  return whole > 0 ? (part * 100 + whole / 2) / whole : 0;
}

static void
append_rows (GString    *text,
             GPtrArray  *rows,
             gboolean    scores)
{
  for (guint i = 0; i < rows->len; i++)
    {
      const McStatsRow *row = g_ptr_array_index (rows, i);
      g_autofree char *games = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game", "%u games", row->games),
                                                row->games);
      g_autofree char *wins = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u win", "%u wins", row->wins),
                                               row->wins);

      if (scores)
        /* Translators: "Ana: 5 games, 3 wins (60%), average 18.4, best 27" */
        g_string_append_printf (text, _("  %s: %s, %s (%u%%), average %.1f, best %d\n"), row->name, games, wins,
                                percent (row->wins, row->games), mc_stats_row_get_average (row), row->best);
      else
        /* Translators: "Maverick: 4 games, 2 wins (50%)" */
        g_string_append_printf (text, _("  %s: %s, %s (%u%%)\n"), row->name, games, wins,
                                percent (row->wins, row->games));
    }
}

/**
 * mc_game_stats_format:
 *
 * Every figure in words, one a line: what the CLI prints, and the same
 * numbers the page's charts show.
 */
char *
mc_game_stats_format (const McGameStats *stats)
{
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u finished game", "%u finished games",
                                             stats->n_games), stats->n_games);
  /* Translators: after "12 finished games": how many of each game */
  g_string_append_printf (text, _(" (Tiny Epic Mechs %u, Rumblebots %u)\n"), stats->n_mechs, stats->n_rumble);
  if (stats->n_games == 0)
    return g_string_free (text, FALSE);

  g_string_append_printf (text, "\n%s\n", _("Players"));
  append_rows (text, stats->players, TRUE);

  if (stats->n_mechs > 0)
    {
      g_string_append_printf (text, "\n%s\n", _("Pilots"));
      append_rows (text, stats->pilots, FALSE);
      g_string_append_c (text, '\n');
      g_string_append_printf (text, _("Who started round 1 won %u of %u games (%u%%).\n"), stats->first_wins,
                              stats->first_games, percent (stats->first_wins, stats->first_games));
      g_string_append_printf (text, _("Who held the Mighty Mech at the end won %u of %u games (%u%%).\n"),
                              stats->holder_wins, stats->holder_games, percent (stats->holder_wins, stats->holder_games));
    }
  if (stats->solo->len > 0)
    {
      guint wins = 0;

      for (guint i = 0; i < stats->solo->len; i++)
        wins += g_array_index (stats->solo, McStatsSoloGame, i).won ? 1 : 0;
      g_string_append_printf (text, _("Solo against the Robot Pilots: won %u of %u.\n"), wins, stats->solo->len);
      for (guint i = 0; i < stats->solo->len; i++)
        {
          const McStatsSoloGame *game = &g_array_index (stats->solo, McStatsSoloGame, i);
          g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (game->date / G_USEC_PER_SEC);
          g_autofree char *date = time != NULL ? g_date_time_format (time, "%x") : g_strdup ("");

          g_string_append_printf (text, game->won
                                  /* Translators: a solo game: "26/11/26: won, 23 VP to the robots' 19" */
                                  ? _("  %s: won, %d VP to the robots' %d\n")
                                  : _("  %s: lost, %d VP to the robots' %d\n"),
                                  date, game->score, game->best_robot);
        }
    }
  if (stats->n_rumble > 0)
    {
      g_string_append_c (text, '\n');
      g_string_append_printf (text, _("Rumblebots: %u won by dominance, %u in the Showdown.\n"),
                              stats->dominance_wins, stats->showdown_wins);
      for (guint r = 1; r <= 6; r++)
        if (stats->dominance_rounds[r] > 0)
          g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "  Dominance in round %u: %u game\n",
                                                     "  Dominance in round %u: %u games\n",
                                                     stats->dominance_rounds[r]),
                                  r, stats->dominance_rounds[r]);
      g_string_append_printf (text, "%s\n", _("Champion at the end"));
      append_rows (text, stats->champions, FALSE);
    }
  return g_string_free (text, FALSE);
}
