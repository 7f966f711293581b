/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "mechs/tem-game.h"
#include "rumble/rb-game.h"
#include "mc-session-private.h"
#include "mc-session-track.h"

/* How the session's game went, replayed from its setup through every
 * step that can be undone (which is every step of the game: a journal
 * opened fills the history): a few hundred applies, well under a
 * millisecond, and only when a chart is asked for. */

static gboolean
state_is_over (McGameKind    kind,
               gconstpointer state)
{
  return kind == MC_GAME_RUMBLEBOTS ? ((const RbGame *) state)->over : ((const TemGame *) state)->over;
}

/* The scores as they stand, as the scores after round @index + 1. */
static void
record_round (McScoreTrack *track,
              gconstpointer state,
              guint         index)
{
  if (index >= MC_SCORE_TRACK_ROUNDS)
    return;
  for (guint p = 0; p < track->n_players; p++)
    track->scores[p][index] = track->game == MC_GAME_RUMBLEBOTS
                              ? rb_player_get_crystals (&((const RbGame *) state)->players[p])
                              : ((const TemGame *) state)->players[p].score;
  track->n_rounds = MAX (track->n_rounds, index + 1);
}

static void
take_players (McScoreTrack *track,
              gconstpointer state)
{
  if (track->game == MC_GAME_RUMBLEBOTS)
    {
      const RbGame *game = state;

      track->n_players = MIN (game->n_players, MC_SCORE_TRACK_SEATS);
      for (guint p = 0; p < track->n_players; p++)
        {
          g_strlcpy (track->names[p], game->players[p].name, sizeof track->names[p]);
          track->colours[p] = game->players[p].colour;
        }
    }
  else
    {
      const TemGame *game = state;

      track->n_players = MIN (game->n_players, MC_SCORE_TRACK_SEATS);
      for (guint p = 0; p < track->n_players; p++)
        {
          g_strlcpy (track->names[p], game->players[p].name, sizeof track->names[p]);
          track->colours[p] = (int) game->players[p].colour;
        }
      for (guint r = 0; r < MC_SCORE_TRACK_ROUNDS; r++)
        track->scoring[r] = tem_game_is_scoring_round (r + 1);
    }
}

/**
 * mc_session_get_score_track:
 *
 * Each player's score after every round ended so far. An empty track
 * (no players) when the session has no game.
 */
void
mc_session_get_score_track (McSession    *self,
                            McScoreTrack *track)
{
  const McSessionRules *rules;
  McSessionState state;
  McSessionEvents events;
  McSessionAction scratch;
  guint round;

  g_return_if_fail (MC_IS_SESSION (self));

  memset (track, 0, sizeof *track);
  track->game = self->kind;
  if (!mc_session_has_game (self))
    return;

  rules = mc_session_rules_of (self->kind);
  rules->init (&state);
  if (!rules->apply (&state, G_STRUCT_MEMBER_P (self, rules->new_game_offset), &events, NULL))
    return;
  take_players (track, &state);
  round = rules->get_round (&state);

  for (guint i = 0; i < self->undo_stack->len && !state_is_over (self->kind, &state); i++)
    {
      const McSessionStep *step = &g_array_index (self->undo_stack, McSessionStep, i);
      guint now;

      if (!rules->apply (&state, rules->step_action (step, &scratch), &events, NULL))
        continue;   /* cannot happen: every step was applied once */
      now = rules->get_round (&state);
      /* Every round passed (a correction may skip one) ends with these scores. */
      for (guint r = round; r < now; r++)
        record_round (track, &state, r - 1);
      round = now;
    }

  if (state_is_over (self->kind, &state))
    {
      const RbGame *rb = (const RbGame *) &state;

      record_round (track, &state, round - 1);
      track->over = TRUE;
      if (self->kind == MC_GAME_RUMBLEBOTS && rb->victory == RB_VICTORY_DOMINANCE)
        track->dominance_round = round;
    }
}

/* The seat that started round 1 of a Tiny Epic Mechs game, as set up. */
int
mc_session_get_first_player (McSession *self)
{
  g_return_val_if_fail (MC_IS_SESSION (self), 0);

  return (int) self->new_game.new_game.starting_player;
}
