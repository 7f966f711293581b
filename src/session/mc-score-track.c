/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-score-track.h"

/* The highest score on the track, at least 1 (a chart's top). */
int
mc_score_track_get_max (const McScoreTrack *track)
{
  int max = 1;

  for (guint p = 0; p < track->n_players; p++)
    for (guint r = 0; r < track->n_rounds; r++)
      max = MAX (max, track->scores[p][r]);
  return max;
}

/**
 * mc_score_track_describe:
 *
 * The chart in words, for a screen reader and a glance: one line per
 * player with their score after each round, then the marks.
 *
 * Returns: (transfer full): the text
 */
char *
mc_score_track_describe (const McScoreTrack *track)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (track->n_rounds == 0)
    return g_strdup (_("No round has ended yet."));

  for (guint p = 0; p < track->n_players; p++)
    {
      g_autoptr(GString) values = g_string_new (NULL);

      for (guint r = 0; r < track->n_rounds; r++)
        {
          if (r > 0)
            g_string_append (values, ", ");
          g_string_append_printf (values, "%d", track->scores[p][r]);
        }
      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append_printf (text,
                              track->game == MC_GAME_RUMBLEBOTS
                              /* Translators: "Ana, crystals after each round: 2, 5, 9" */
                              ? _("%s, crystals after each round: %s")
                              /* Translators: "Ana, VP after each round: 0, 6, 6, 14" */
                              : _("%s, VP after each round: %s"),
                              track->names[p], values->str);
    }

  if (track->game == MC_GAME_TINY_EPIC_MECHS)
    {
      g_autoptr(GString) rounds = g_string_new (NULL);

      for (guint r = 0; r < MC_SCORE_TRACK_ROUNDS; r++)
        if (track->scoring[r])
          {
            if (rounds->len > 0)
              g_string_append (rounds, ", ");
            g_string_append_printf (rounds, "%u", r + 1);
          }
      if (rounds->len > 0)
        {
          g_string_append_c (text, '\n');
          /* Translators: "Scoring rounds: 2, 4, 6" */
          g_string_append_printf (text, _("Scoring rounds: %s"), rounds->str);
        }
    }
  else if (track->dominance_round > 0)
    {
      g_string_append_c (text, '\n');
      g_string_append_printf (text, _("Dominance win in round %u"), track->dominance_round);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}
