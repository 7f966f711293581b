/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mechs/tem-narration.h"

#include "mc-turn-told.h"

/* What the last step told, shown over the turn's step: said again after
 * a restart or an undo, kept while only a card's numbers are entered. */

/* Whether @events only record numbers printed on cards. */
gboolean
mc_turn_told_only_values_entered (const TemEvents *events)
{
  if (events == NULL || events->n_events == 0)
    return FALSE;
  for (guint i = 0; i < events->n_events; i++)
    if (events->events[i].kind != TEM_EVENT_ZONE_SET && events->events[i].kind != TEM_EVENT_WEAPON_SET)
      return FALSE;
  return TRUE;
}

/* What the last step of a player's turn told, from the game's history:
 * after a restart the turn says it again (the walk found a blank there). */
static char *
dup_last_told (McSession *session)
{
  TemGame game;
  TemAction action;
  TemEvents events = { 0 };
  const TemGame *now = mc_session_get_game (session);

  if (now->phase != TEM_PHASE_EXECUTION || now->turn.seat < 0 || now->players[now->turn.seat].robot
      || !mc_session_get_last_step (session, &game, &action) || !tem_game_apply (&game, &action, &events, NULL)
      || mc_turn_told_only_values_entered (&events))
    return NULL;
  return tem_narration_tell (&game, &events);
}

/**
 * mc_turn_told_update:
 * @told: (inout): what is told now, replaced as @change asks
 *
 * Relabelled: the same words with the new names. A card's number entered
 * mid-step: what was told stays, so nothing under it moves (the walk's
 * button went 54 px up). A game opened or a step undone: the last step's
 * words again (walk 14: after an undo the box went and every button
 * 48 px up). A step made or redone: what it caused.
 */
void
mc_turn_told_update (char           **told,
                     McSession       *session,
                     McSessionChange  change)
{
  const TemGame *game = mc_session_get_game (session);
  const TemEvents *events = mc_session_get_last_events (session);

  if (change == MC_SESSION_CHANGE_APPLIED && mc_turn_told_only_values_entered (events))
    return;
  g_free (*told);
  *told = NULL;
  if (change == MC_SESSION_CHANGE_STARTED || change == MC_SESSION_CHANGE_UNDONE)
    *told = dup_last_told (session);
  else if ((change == MC_SESSION_CHANGE_APPLIED || change == MC_SESSION_CHANGE_REDONE
            || change == MC_SESSION_CHANGE_RELABELLED) && events != NULL)
    *told = tem_narration_tell (game, events);
}
