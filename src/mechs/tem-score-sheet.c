/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tem-score-sheet.h"

/* What a scoring round adds, in words: one sentence per player, the same
 * wherever the table shows it (the turn panel, End Round's question). */

/**
 * tem_score_sheet_describe_line:
 * @final: after round 6: the weapons' VP too (R-SC2)
 *
 * One player's points this scoring round (R-SC1, R-MM5, R-SC2).
 */
char *
tem_score_sheet_describe_line (const TemGame      *game,
                               guint               seat,
                               const TemScoreLine *line,
                               gboolean            final)
{
  if (final)
    /* Translators: a scoring line, "Ana: mines 2, turrets 6, pilot 3, Mighty Mech 3, weapons 4 = 18 VP" */
    return g_strdup_printf (_("%s: mines %d, turrets %d, pilot %d, Mighty Mech %d, weapons %d = %d VP"),
                            game->players[seat].name, line->mines, line->turrets, line->pilot, line->mech,
                            line->weapons, line->total);
  /* Translators: a scoring line, "Ana: mines 2, turrets 6, pilot 3, Mighty Mech 3 = 14 VP" */
  return g_strdup_printf (_("%s: mines %d, turrets %d, pilot %d, Mighty Mech %d = %d VP"),
                          game->players[seat].name, line->mines, line->turrets, line->pilot, line->mech,
                          line->total);
}

/**
 * tem_score_sheet_describe:
 *
 * Every player's line for the round just played, one per line, with the
 * weapons that count after round 6. Fails, naming it, when a value the
 * scoring needs is not entered yet (the error carries the TemNeed).
 *
 * Returns: the lines, or %NULL with @error set
 */
char *
tem_score_sheet_describe (const TemGame *game,
                          GError       **error)
{
  g_autoptr(GString) text = g_string_new (NULL);
  TemScoreLine lines[TEM_MAX_PLAYERS];
  gboolean final = game->round >= TEM_ROUNDS;

  if (!tem_game_compute_scores (game, final, lines, error))
    return NULL;

  for (guint seat = 0; seat < game->n_players; seat++)
    {
      g_autofree char *line = tem_score_sheet_describe_line (game, seat, &lines[seat], final);

      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, line);
      if (final)
        {
          g_autofree char *weapons = tem_game_describe_weapon_scoring (game, seat);

          if (weapons != NULL)
            g_string_append_printf (text, "\n    %s", weapons);
        }
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}
