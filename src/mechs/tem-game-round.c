/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "rules/mc-rule-error.h"
#include "tem-game-private.h"

/* The end of a round: scored if due, the next round or the end (R-RD). */

/* R-RD1, R-RD3, R-RD4, R-RD5, R-AH3 */
gboolean
tem_game_apply_end_round (TemGame           *game,
                          const TemEndRound *end_round,
                          TemEvents         *events,
                          GError           **error)
{
  if (game->combat.active)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-C2",
                      _("Finish the combat before the round ends."));
      return FALSE;
    }

  if (game->phase == TEM_PHASE_EXECUTION)
    {
      const TemPlayer *player = &game->players[game->turn.seat];

      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-RD3",
                      g_dngettext (GETTEXT_PACKAGE,
                                   "%s still has %u program card to play this round.",
                                   "%s still has %u program cards to play this round.",
                                   TEM_CARDS_PER_ROUND - player->cards_played),
                  player->name, TEM_CARDS_PER_ROUND - player->cards_played);
      return FALSE;
    }

  if (tem_game_is_scoring_round (game->round))
    {
      if (!end_round->scored_by_hand
          && !tem_game_score_round (game, game->round >= TEM_ROUNDS, events, error))
        return FALSE;
      /* detail: scored by hand, nothing added (R-SC1, I-A7) */
      mc_rule_events_add (events, TEM_EVENT_SCORING_ROUND, TEM_NOBODY, (int) game->round,
                          end_round->scored_by_hand);
    }

  /* R-RD4, R-AH3: Ad Hoc mode ends with the round. */
  for (guint i = 0; i < game->n_players; i++)
    {
      game->players[i].ad_hoc = FALSE;
      game->players[i].ad_hoc_fresh = FALSE;
      game->players[i].cards_played = 0;
    }
  game->phase = TEM_PHASE_PROGRAM;
  game->turn.seat = TEM_NOBODY;
  game->turn.card = TEM_PROGRAM_NONE;
  game->turn.action_open = FALSE;
  game->turn.mech_open = FALSE;

  if (game->round >= TEM_ROUNDS)
    {
      game->over = TRUE;
      tem_events_add (events, TEM_EVENT_GAME_OVER, TEM_NOBODY, (int) game->round);
      return TRUE;
    }

  game->round++;
  /* In solo mode the human always plays first (R-SO5): no token passes. */
  if (!game->solo)
    game->starting_player = (game->starting_player + 1) % game->n_players;
  for (guint i = 0; i < game->n_players; i++)
    if (game->players[i].robot)
      tem_game_shuffle_robot_deck (game, i);
  tem_events_add (events, TEM_EVENT_ROUND_STARTED, TEM_NOBODY, (int) game->round);
  tem_events_add (events, TEM_EVENT_STARTING_PLAYER, (int) game->starting_player, 0);
  return TRUE;
}
