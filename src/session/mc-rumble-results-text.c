/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-bgstats-link.h"
#include "mc-rumble-results-text.h"

/**
 * mc_rumble_results_dup_standings:
 *
 * One line a player: the winner first once the game is over, then
 * everyone in seating order with their crystals, Workshop tier and the
 * Champion token. The rulebook ranks no one but the winner, so neither
 * do these lines.
 */
char *
mc_rumble_results_dup_standings (const RbGame *game)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint order[RB_MAX_PLAYERS];
  guint n = 0;

  g_return_val_if_fail (rb_game_has_started (game), g_strdup (""));

  if (game->over && game->winner >= 0)
    order[n++] = (guint) game->winner;
  for (guint seat = 0; seat < game->n_players; seat++)
    if (!game->over || (int) seat != game->winner)
      order[n++] = seat;

  for (guint i = 0; i < n; i++)
    {
      const RbPlayer *player = &game->players[order[i]];
      int crystals = rb_player_get_crystals (player);
      g_autofree char *line = NULL;

      if ((int) order[i] == game->champion)
        /* Translators: a line of the shared results, "Ana: 12 crystals, Workshop tier 3, Champion" */
        line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %d crystal, Workshop tier %d, Champion",
                                             "%s: %d crystals, Workshop tier %d, Champion", (gulong) crystals),
                                player->name, crystals, player->tier);
      else
        /* Translators: a line of the shared results, "Ben: 5 crystals, Workshop tier 2" */
        line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %d crystal, Workshop tier %d",
                                             "%s: %d crystals, Workshop tier %d", (gulong) crystals),
                                player->name, crystals, player->tier);
      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, line);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/**
 * mc_rumble_results_text:
 * @when: the day the game was played
 *
 * A Rumblebots game's results as plain text, short enough for a QR code
 * and readable by any phone camera: the winner first, then everyone in
 * seating order with their crystals, Workshop tier and the Champion
 * token, and how the game was won (RB-V1 or RB-V8), in the app's
 * language. The rulebook ranks no one but the winner, so neither does
 * this text.
 */
char *
mc_rumble_results_text (const RbGame *game,
                        GDateTime    *when)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *date = g_date_time_format (when, "%Y-%m-%d");
  g_autofree char *standings = NULL;

  g_return_val_if_fail (rb_game_has_started (game), g_strdup (""));

  /* Translators: the first line of the results shared by QR code: the game, then the date */
  g_string_append_printf (text, _("Rumblebots, %s"), date);
  g_string_append_c (text, '\n');
  /* Before the end, the round being played; after it, the round the game
   * ended in (RB-R9: a dominance win ends it at once). */
  /* Translators: in the shared results, "Round 4 of 6" */
  g_string_append_printf (text, _("Round %u of %u"), rb_game_get_round (game), RB_ROUNDS);
  g_string_append_c (text, '\n');

  standings = mc_rumble_results_dup_standings (game);
  g_string_append (text, standings);
  g_string_append_c (text, '\n');
  if (game->over && game->victory == RB_VICTORY_DOMINANCE)
    /* Translators: RB-V1 in the shared results */
    g_string_append_printf (text, _("%s dominates, at least 6 crystals ahead of everyone, and wins!"),
                            game->players[game->winner].name);
  else if (game->over)
    g_string_append_printf (text, _("%s is the Champion at the end of the Showdown and wins!"),
                            game->players[game->winner].name);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

#define BGG_ID 426045      /* BoardGameGeek's id of Rumblebots (rumblebots/card-facts.md) */

/**
 * mc_rumble_results_bgstats_link:
 * @when: when the game was played
 *
 * The results as a BG Stats link (mc_bgstats_link()): each player's
 * crystals as the score, the winner marked; the rulebook ranks no one but
 * the winner, so neither does the link.
 */
char *
mc_rumble_results_bgstats_link (const RbGame *game,
                                GDateTime    *when)
{
  static const McBgstatsGame rumblebots = { BGG_ID, "Rumblebots", "rumblebots" };
  McBgstatsPlayer players[RB_MAX_PLAYERS];

  g_return_val_if_fail (rb_game_has_started (game), g_strdup (""));

  for (guint seat = 0; seat < game->n_players; seat++)
    {
      gboolean winner = game->over && (int) seat == game->winner;

      players[seat] = (McBgstatsPlayer) {
        .name = game->players[seat].name, .score = rb_player_get_crystals (&game->players[seat]),
        .rank = winner ? 1 : 0, .winner = winner, .seat = seat,
      };
    }
  return mc_bgstats_link (when, &rumblebots, players, game->n_players);
}
