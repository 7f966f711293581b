/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "rules/mc-rule-error.h"
#include "mc-session-private.h"

/* McSession's Tiny Epic Mechs part: the rules core and journal lines it
 * plays with, and the API that takes and gives TemGame values. A step
 * keeps its action inline, as a TemPlay (small). Start, apply, undo, redo,
 * resume and fsync are mc-session.c's, the same for both games. */


static void
mechs_init (gpointer state)
{
  tem_game_init (state);
}

static void
mechs_clear_events (gpointer events)
{
  mc_rule_events_clear (events);
}

static gboolean
mechs_has_started (gconstpointer state)
{
  return tem_game_has_started (state);
}

static guint
mechs_get_round (gconstpointer state)
{
  return ((const TemGame *) state)->round;
}

static gboolean
mechs_is_new_game (gconstpointer action)
{
  return ((const TemAction *) action)->kind == TEM_ACTION_NEW_GAME;
}

static gboolean
mechs_apply (gpointer       state,
             gconstpointer  action,
             gpointer       events,
             GError       **error)
{
  return tem_game_apply (state, action, events, error);
}

static char *
mechs_describe (gconstpointer before,
                gconstpointer action)
{
  return tem_game_describe_action (before, action);
}

static guint32
mechs_seed (gconstpointer new_game)
{
  return ((const TemAction *) new_game)->new_game.seed;
}

static McJournal *
mechs_create_journal (const char    *path,
                      gconstpointer  new_game,
                      GError       **error)
{
  return mc_journal_create (path, new_game, error);
}

static gboolean
mechs_append_action (McJournal     *journal,
                     gconstpointer  action,
                     GError       **error)
{
  return mc_journal_append_action (journal, action, error);
}

static void
mechs_step_store (McSessionStep *step,
                  gconstpointer  action)
{
  tem_play_from_action (&step->action, action);
}

static gconstpointer
mechs_step_action (const McSessionStep *step,
                   McSessionAction     *scratch)
{
  tem_play_to_action (&step->action, &scratch->tem);
  return &scratch->tem;
}

static gconstpointer
mechs_entry_action (const McJournalContents *contents,
                    const McJournalEntry    *entry,
                    McSessionAction         *scratch)
{
  tem_play_to_action (&entry->action, &scratch->tem);
  return &scratch->tem;
}

const McSessionRules mc_session_mechs_rules = {
  .kind = MC_GAME_TINY_EPIC_MECHS,
  .state_size = sizeof (TemGame),
  .events_size = sizeof (TemEvents),
  .action_size = sizeof (TemAction),
  .state_offset = G_STRUCT_OFFSET (McSession, game),
  .events_offset = G_STRUCT_OFFSET (McSession, last_events),
  .new_game_offset = G_STRUCT_OFFSET (McSession, new_game),
  .contents_new_game_offset = G_STRUCT_OFFSET (McJournalContents, new_game),
  .error_quark = mc_rule_error_quark,
  .invalid_error = MC_RULE_ERROR_INVALID,
  .error_rule = mc_rule_error_get_rule,
  .replay_redo_events = FALSE,
  .init = mechs_init,
  .clear_events = mechs_clear_events,
  .has_started = mechs_has_started,
  .get_round = mechs_get_round,
  .is_new_game = mechs_is_new_game,
  .apply = mechs_apply,
  .describe = mechs_describe,
  .seed = mechs_seed,
  .create_journal = mechs_create_journal,
  .append_action = mechs_append_action,
  .step_store = mechs_step_store,
  .step_action = mechs_step_action,
  .entry_action = mechs_entry_action,
};

/**
 * mc_session_start:
 * @new_game: a %TEM_ACTION_NEW_GAME action
 *
 * Replaces the session's game with a new one, in a new journal when the
 * session saves games. The history starts afresh: undo never goes back
 * past a game's setup.
 */
gboolean
mc_session_start (McSession       *self,
                  const TemAction *new_game,
                  GError         **error)
{
  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);
  g_return_val_if_fail (new_game != NULL, FALSE);

  return mc_session_start_game (self, &mc_session_mechs_rules, new_game, error);
}

/**
 * mc_session_apply:
 *
 * Applies @action to the game and saves it. A refused action, or one that
 * could not be saved, changes nothing and @error says why.
 */
gboolean
mc_session_apply (McSession       *self,
                  const TemAction *action,
                  GError         **error)
{
  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  return mc_session_apply_game (self, &mc_session_mechs_rules, action, error);
}

const TemGame *
mc_session_get_game (McSession *self)
{
  g_return_val_if_fail (MC_IS_SESSION (self), NULL);

  return &self->game;
}

/* What the last applied or redone action caused; empty after an undo. */
const TemEvents *
mc_session_get_last_events (McSession *self)
{
  g_return_val_if_fail (MC_IS_SESSION (self), NULL);

  return &self->last_events;
}

/**
 * mc_session_get_last_step:
 * @before: (out): the game as it was before the step
 * @action: (out): the step's action
 *
 * The newest step that undo would take back, and the game before it, as
 * the history holds them: rebuilt from the journal when a game is
 * resumed, so what a step said can be said again after a restart.
 *
 * Returns: whether there is such a step
 */
gboolean
mc_session_get_last_step (McSession *self,
                          TemGame   *before,
                          TemAction *action)
{
  McSessionState state;

  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);

  if (self->kind != MC_GAME_TINY_EPIC_MECHS || self->undo_stack->len == 0)
    return FALSE;
  mc_session_game_before_step (self, self->undo_stack->len - 1, &state);
  memcpy (before, &state, sizeof *before);
  tem_play_to_action (&g_array_index (self->undo_stack, McSessionStep, self->undo_stack->len - 1).action, action);
  return TRUE;
}
