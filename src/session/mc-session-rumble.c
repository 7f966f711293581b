/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "rules/mc-rule-error.h"
#include "mc-session-private.h"

/* McSession's Rumblebots part: the rules core and journal lines it plays
 * with, and the API that takes and gives RbGame values. Start, apply, undo,
 * redo, resume and fsync are mc-session.c's, the same for both games. */

static void
rumble_init (gpointer state)
{
  rb_game_init (state);
}

static void
rumble_clear_events (gpointer events)
{
  mc_rule_events_clear (events);
}

static gboolean
rumble_has_started (gconstpointer state)
{
  return rb_game_has_started (state);
}

static guint
rumble_get_round (gconstpointer state)
{
  return rb_game_get_round (state);
}

static gboolean
rumble_is_new_game (gconstpointer action)
{
  return ((const RbAction *) action)->kind == RB_ACTION_NEW_GAME;
}

static gboolean
rumble_apply (gpointer       state,
          gconstpointer  action,
          gpointer       events,
          GError       **error)
{
  return rb_game_apply (state, action, events, error);
}

static char *
rumble_describe (gconstpointer before,
             gconstpointer action)
{
  return rb_game_describe_action (before, action);
}

/* A Rumblebots setup has no seed (every draw is at the table). */
static guint32
rumble_seed (gconstpointer new_game)
{
  return g_random_int ();
}

static McJournal *
rumble_create_journal (const char    *path,
                   gconstpointer  new_game,
                   GError       **error)
{
  return mc_journal_create_rumble (path, new_game, error);
}

static gboolean
rumble_append_action (McJournal     *journal,
                  gconstpointer  action,
                  GError       **error)
{
  return mc_journal_append_rumble_action (journal, action, error);
}

/* A step keeps its action on the heap: an RbAction is larger than a
 * TemPlay. */
static void
rumble_step_store (McSessionStep *step,
               gconstpointer  action)
{
  step->rb_action = g_memdup2 (action, sizeof (RbAction));
}

static gconstpointer
rumble_step_action (const McSessionStep *step,
                McSessionAction     *scratch)
{
  return step->rb_action;
}

static gconstpointer
rumble_entry_action (const McJournalContents *contents,
                 const McJournalEntry    *entry,
                 McSessionAction         *scratch)
{
  return &g_array_index (contents->rb_actions, RbAction, entry->rb_action);
}

const McSessionRules mc_session_rumble_rules = {
  .kind = MC_GAME_RUMBLEBOTS,
  .state_size = sizeof (RbGame),
  .events_size = sizeof (RbEvents),
  .action_size = sizeof (RbAction),
  .state_offset = G_STRUCT_OFFSET (McSession, rb_game),
  .events_offset = G_STRUCT_OFFSET (McSession, rb_last_events),
  .new_game_offset = G_STRUCT_OFFSET (McSession, rb_new_game),
  .contents_new_game_offset = G_STRUCT_OFFSET (McJournalContents, rb_new_game),
  .error_quark = mc_rule_error_quark,
  .invalid_error = MC_RULE_ERROR_INVALID,
  .error_rule = mc_rule_error_get_rule,
  .replay_redo_events = TRUE,
  .init = rumble_init,
  .clear_events = rumble_clear_events,
  .has_started = rumble_has_started,
  .get_round = rumble_get_round,
  .is_new_game = rumble_is_new_game,
  .apply = rumble_apply,
  .describe = rumble_describe,
  .seed = rumble_seed,
  .create_journal = rumble_create_journal,
  .append_action = rumble_append_action,
  .step_store = rumble_step_store,
  .step_action = rumble_step_action,
  .entry_action = rumble_entry_action,
};

/**
 * mc_session_start_rumble:
 * @new_game: a %RB_ACTION_NEW_GAME action
 *
 * mc_session_start() for a Rumblebots game: the same history, journal
 * (its header says the game) and signals.
 */
gboolean
mc_session_start_rumble (McSession      *self,
                         const RbAction *new_game,
                         GError        **error)
{
  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);
  g_return_val_if_fail (new_game != NULL, FALSE);

  return mc_session_start_game (self, &mc_session_rumble_rules, new_game, error);
}

/**
 * mc_session_apply_rumble:
 *
 * mc_session_apply() for a Rumblebots game: checked by rb_game_apply(),
 * written and synced, then announced with ::changed. A Tiny Epic Mechs
 * game in the session leaves the Rumblebots game empty: the rules core
 * refuses, as with no game.
 */
gboolean
mc_session_apply_rumble (McSession      *self,
                         const RbAction *action,
                         GError        **error)
{
  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  return mc_session_apply_game (self, &mc_session_rumble_rules, action, error);
}

/* The Rumblebots game; not started while the session holds another. */
const RbGame *
mc_session_get_rumble_game (McSession *self)
{
  g_return_val_if_fail (MC_IS_SESSION (self), NULL);

  return &self->rb_game;
}

/* What the last applied or redone Rumblebots action caused. */
const RbEvents *
mc_session_get_rumble_events (McSession *self)
{
  g_return_val_if_fail (MC_IS_SESSION (self), NULL);

  return &self->rb_last_events;
}
