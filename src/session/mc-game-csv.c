/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "mc-game-csv.h"

/* Every play as CSV (RFC 4180), one row per player per game, oldest game
 * first, for a spreadsheet or another tracker (issue 28):
 *
 *   date,game,players,seat,name,pilot_or_champion,score,winner,how_won,rounds
 *
 * date: when the game was last played, ISO 8601 with the local offset;
 * game: tiny-epic-mechs or rumblebots; seat from 1 in seating order;
 * pilot_or_champion: the pilot (a Robot Pilot's is "Robot Pilot"), or
 * "Champion" for who held the Champion token at the end; winner: yes or
 * no; how_won: points or shared (Tiny Epic Mechs), dominance or showdown
 * (Rumblebots). The column names and these words are not translated: the
 * file is read by programs. */

/* A field, after a comma unless it starts the line (@line ends with \n). */
static void
append_field (GString    *line,
              const char *text)
{
  if (line->len > 0 && line->str[line->len - 1] != '\n')
    g_string_append_c (line, ',');
  else if (*text == '\0')
    {
      /* An empty first field would leave nothing to tell it from the line's start. */
      g_string_append (line, "\"\"");
      return;
    }
  if (strpbrk (text, ",\"\r\n") == NULL)
    {
      g_string_append (line, text);
      return;
    }
  g_string_append_c (line, '"');
  for (const char *c = text; *c != '\0'; c++)
    {
      if (*c == '"')
        g_string_append_c (line, '"');
      g_string_append_c (line, *c);
    }
  g_string_append_c (line, '"');
}

static void
append_number (GString *line,
               int      number)
{
  char text[16];

  g_snprintf (text, sizeof text, "%d", number);
  append_field (line, text);
}

static const char *
how_won (const McGameSummary *summary)
{
  guint winners = 0;

  if (summary->game == MC_GAME_RUMBLEBOTS)
    return summary->victory == MC_VICTORY_DOMINANCE ? "dominance" : "showdown";
  for (guint i = 0; i < summary->n_players; i++)
    winners += summary->seats[i].winner ? 1 : 0;
  return winners > 1 ? "shared" : "points";
}

static int
oldest_first (gconstpointer a,
              gconstpointer b)
{
  const McGameSummary *x = *(McGameSummary * const *) a;
  const McGameSummary *y = *(McGameSummary * const *) b;

  if (x->modified != y->modified)
    return (x->modified > y->modified) - (x->modified < y->modified);
  return g_strcmp0 (x->path, y->path);
}

/**
 * mc_game_csv_format:
 * @summaries: (element-type McGameSummary): the games folder's summaries
 *
 * Returns: (transfer full): the CSV of the finished games @filter lets
 *   through, with its header line
 */
char *
mc_game_csv_format (GPtrArray           *summaries,
                    const McStatsFilter *filter)
{
  GString *text = g_string_new ("date,game,players,seat,name,pilot_or_champion,score,winner,how_won,rounds\n");
  g_autoptr(GPtrArray) games = g_ptr_array_new ();

  for (guint i = 0; i < summaries->len; i++)
    if (mc_stats_filter_matches (filter, g_ptr_array_index (summaries, i)))
      g_ptr_array_add (games, g_ptr_array_index (summaries, i));
  g_ptr_array_sort (games, oldest_first);

  for (guint g = 0; g < games->len; g++)
    {
      const McGameSummary *summary = g_ptr_array_index (games, g);
      g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (summary->modified / G_USEC_PER_SEC);
      g_autofree char *date = time != NULL ? g_date_time_format_iso8601 (time) : g_strdup ("");

      for (guint i = 0; i < summary->n_players && i < MC_GAME_SUMMARY_MAX_SEATS; i++)
        {
          const McSeatResult *seat = &summary->seats[i];
          const char *role = summary->game == MC_GAME_RUMBLEBOTS ? (seat->holder ? "Champion" : "")
                             : seat->robot ? "Robot Pilot" : seat->pilot;

          append_field (text, date);
          append_field (text, summary->game == MC_GAME_RUMBLEBOTS ? "rumblebots" : "tiny-epic-mechs");
          append_number (text, (int) summary->n_players);
          append_number (text, (int) i + 1);
          append_field (text, seat->name);
          append_field (text, role);
          append_number (text, seat->score);
          append_field (text, seat->winner ? "yes" : "no");
          append_field (text, how_won (summary));
          append_number (text, (int) summary->round);
          g_string_append_c (text, '\n');
        }
    }
  return g_string_free (text, FALSE);
}
