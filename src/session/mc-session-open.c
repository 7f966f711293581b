/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "mc-session-private.h"

/* McSession's saved games: a journal is read, its setup applied and its
 * lines replayed through the same history as a game played at the table,
 * whichever the game. A file with a bad line opens up to that line and
 * goes on in a new file. */

/* A refusal as the CLI and the error bar print it: the file and line, the
 * reason in words, then the ID of the rule that refused, when the rules
 * name one ("line 22: the rules refuse this action: A has already built 2
 * Bots this Build Phase (RB-B5)."). */
static void
set_refused_error (GError              **error,
                   const McSessionRules *rules,
                   const char           *name,
                   guint                 line,
                   const GError         *refusal)
{
  const char *rule = refusal->domain == rules->error_quark () ? rules->error_rule (refusal) : NULL;
  g_autofree char *reason = g_strdup (refusal->message);

  if (rule == NULL || *rule == '\0')
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_REFUSED,
                   _("%s, line %u: the rules refuse this action: %s"), name, line, reason);
      return;
    }
  /* The sentence's own full stop goes after the ID. */
  if (g_str_has_suffix (reason, "."))
    reason[strlen (reason) - 1] = '\0';
  g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_REFUSED,
               /* Translators: the file, the line, the reason in words,
                * then the ID of the rule: "… line 22: the rules refuse
                * this action: A has already built 2 Bots this Build Phase
                * (RB-B5)." */
               _("%s, line %u: the rules refuse this action: %s (%s)."), name, line, reason, rule);
}

/* Replays a journal's entries into the session, stopping at the first the
 * rules refuse; @error then names its line. */
static gboolean
replay (McSession               *self,
        const McJournalContents *contents,
        guint                   *n_replayed,
        GError                 **error)
{
  const McSessionRules *rules = mc_session_rules_of (contents->game);
  g_autofree char *name = g_filename_display_basename (contents->path);

  for (guint i = 0; i < contents->entries->len; i++)
    {
      const McJournalEntry *entry = &g_array_index (contents->entries, McJournalEntry, i);
      g_autoptr(GError) local_error = NULL;
      McSessionEvents events;
      McSessionAction scratch;

      switch (entry->kind)
        {
        case MC_JOURNAL_ENTRY_ACTION:
          if (!mc_session_push_action (self, rules, rules->entry_action (contents, entry, &scratch), &events, &local_error))
            {
              set_refused_error (error, rules, name, entry->line, local_error);
              return FALSE;
            }
          memcpy (mc_session_events_of (self, rules), &events, rules->events_size);
          break;

        case MC_JOURNAL_ENTRY_UNDO:
        case MC_JOURNAL_ENTRY_REDO:
          if (entry->kind == MC_JOURNAL_ENTRY_UNDO ? !mc_session_can_undo (self) : !mc_session_can_redo (self))
            {
              g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NOTHING_TO_UNDO,
                           entry->kind == MC_JOURNAL_ENTRY_UNDO
                           ? _("%s, line %u: an undo with nothing to undo.")
                           : _("%s, line %u: a redo with nothing to redo."), name, entry->line);
              return FALSE;
            }
          if (entry->kind == MC_JOURNAL_ENTRY_UNDO)
            mc_session_pop_undo (self);
          else
            mc_session_pop_redo (self, rules->replay_redo_events);
          break;
        default:
          g_assert_not_reached ();
        }
      (*n_replayed)++;
    }

  return TRUE;
}

/* Writes the session's history, as replayed, into a fresh journal. */
static McJournal *
copy_to_new_journal (McSession               *self,
                     const McJournalContents *contents,
                     guint                    n_entries,
                     GError                 **error)
{
  const McSessionRules *rules = mc_session_rules_of (contents->game);
  gconstpointer new_game = mc_session_contents_new_game (contents, rules);
  g_autofree char *path = mc_session_new_game_path (self, rules->seed (new_game));
  g_autoptr(McJournal) journal = rules->create_journal (path, new_game, error);

  if (journal == NULL)
    return NULL;

  for (guint i = 0; i < n_entries; i++)
    {
      const McJournalEntry *entry = &g_array_index (contents->entries, McJournalEntry, i);
      McSessionAction scratch;
      gboolean ok;

      if (entry->kind != MC_JOURNAL_ENTRY_ACTION)
        ok = mc_journal_append_undo (journal, entry->kind == MC_JOURNAL_ENTRY_REDO, error);
      else
        ok = rules->append_action (journal, rules->entry_action (contents, entry, &scratch), error);

      if (!ok)
        return NULL;
    }

  return g_steal_pointer (&journal);
}

/* Every game's state and last events, kept to be put back. */
typedef struct
{
  McSessionState  state;
  McSessionEvents events;
} SavedGame;

static SavedGame *
save_games (McSession *self)
{
  SavedGame *saved = g_new (SavedGame, G_N_ELEMENTS (mc_session_games));

  for (guint i = 0; i < G_N_ELEMENTS (mc_session_games); i++)
    {
      memcpy (&saved[i].state, mc_session_state_of (self, mc_session_games[i]), mc_session_games[i]->state_size);
      memcpy (&saved[i].events, mc_session_events_of (self, mc_session_games[i]), mc_session_games[i]->events_size);
    }
  return saved;
}

static void
restore_games (McSession       *self,
               const SavedGame *saved)
{
  for (guint i = 0; i < G_N_ELEMENTS (mc_session_games); i++)
    {
      memcpy (mc_session_state_of (self, mc_session_games[i]), &saved[i].state, mc_session_games[i]->state_size);
      memcpy (mc_session_events_of (self, mc_session_games[i]), &saved[i].events, mc_session_games[i]->events_size);
    }
}

/* Opens what a journal held. With @can_continue the game goes on in a
 * journal (the same file, or a new one after a bad line); without, it is
 * only shown. */
static gboolean
open_contents (McSession         *self,
               McJournalContents *contents,
               gboolean           can_continue,
               char             **notice,
               GError           **error)
{
  const McSessionRules *rules = mc_session_rules_of (contents->game);
  const char *path = contents->path;
  g_autoptr(McJournal) journal = NULL;
  g_autoptr(GError) bad_line = NULL;
  g_autofree char *description = NULL;
  g_autofree McSessionState *game = g_new (McSessionState, 1);
  g_autofree SavedGame *saved_games = NULL;
  McSessionEvents events;
  McGameKind saved_kind = self->kind;
  GArray *saved_undo = self->undo_stack, *saved_redo = self->redo_stack, *saved_snapshots = self->snapshots;
  gboolean could_undo, could_redo, had_game;
  guint n_replayed = 0;
  GError *local_error = NULL;

  if (notice != NULL)
    *notice = NULL;

  rules->init (game);
  if (!rules->apply (game, mc_session_contents_new_game (contents, rules), &events, &local_error))
    {
      g_autofree char *name = g_filename_display_basename (path);

      g_prefix_error (&local_error, _("%s, line 1: "), name);
      return mc_session_refuse (self, local_error, error);
    }
  could_undo = mc_session_can_undo (self);
  could_redo = mc_session_can_redo (self);
  had_game = mc_session_has_game (self);

  /* Replay into fresh stacks; the open game is restored on failure. */
  saved_games = save_games (self);
  self->undo_stack = mc_session_new_steps (contents->entries->len);
  self->redo_stack = mc_session_new_steps (0);
  self->snapshots = mc_session_new_snapshots (contents->game);
  self->kind = contents->game;
  mc_session_clear_other_games (self, contents->game);
  memcpy (mc_session_state_of (self, rules), game, rules->state_size);
  memcpy (mc_session_events_of (self, rules), &events, rules->events_size);

  if (contents->bad_line != NULL)
    bad_line = g_error_copy (contents->bad_line);
  if (!replay (self, contents, &n_replayed, &local_error))
    {
      g_clear_error (&bad_line);
      bad_line = local_error;
      local_error = NULL;
    }

  if (can_continue && self->games_dir != NULL)
    {
      if (bad_line != NULL)
        journal = copy_to_new_journal (self, contents, n_replayed, &local_error);
      else
        journal = mc_journal_open_append (path, contents->good_bytes, &local_error);
    }

  if (local_error != NULL)
    {
      g_array_unref (self->undo_stack);
      g_array_unref (self->redo_stack);
      g_array_unref (self->snapshots);
      self->undo_stack = saved_undo;
      self->redo_stack = saved_redo;
      self->snapshots = saved_snapshots;
      restore_games (self, saved_games);
      self->kind = saved_kind;
      return mc_session_refuse (self, local_error, error);
    }

  g_array_unref (saved_undo);
  g_array_unref (saved_redo);
  g_array_unref (saved_snapshots);
  g_clear_pointer (&self->journal, mc_journal_free);
  self->journal = g_steal_pointer (&journal);
  for (guint i = 0; i < G_N_ELEMENTS (mc_session_games); i++)
    memcpy (mc_session_new_game_of (self, mc_session_games[i]),
            mc_session_contents_new_game (contents, mc_session_games[i]), mc_session_games[i]->action_size);
  g_clear_error (&self->load_error);
  if (bad_line != NULL)
    self->load_error = g_error_copy (bad_line);

  if (notice != NULL && bad_line != NULL)
    *notice = g_strdup_printf (_("%s The game is open as it was before that line; it goes on in a new file, "
                                 "and the original is kept unchanged."), bad_line->message);
  else if (notice != NULL && contents->dropped_tail)
    *notice = g_strdup (_("The last action, cut short when the app stopped, was not saved and has been dropped."));

  description = g_strdup_printf (_("Game resumed at round %u"), rules->get_round (mc_session_state_of (self, rules)));
  mc_session_announce_game (self, description, could_undo, could_redo, had_game);
  return TRUE;
}
/**
 * mc_session_open:
 * @path: a game's journal
 * @notice: (out) (optional): what the table should know about the file
 *   (a last action cut short by a crash, a bad line), or %NULL
 *
 * Opens a saved game with its undo and redo history. A file that cannot
 * be used at all changes nothing and @error says why. A file with a bad
 * line opens up to that line, and the game goes on in a new file: the
 * app never writes over a file it could not read.
 */
gboolean
mc_session_open (McSession  *self,
                 const char *path,
                 char      **notice,
                 GError    **error)
{
  g_autoptr(McJournalContents) contents = NULL;
  GError *local_error = NULL;

  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);

  contents = mc_journal_read (path, &local_error);
  if (contents == NULL)
    {
      if (notice != NULL)
        *notice = NULL;
      return mc_session_refuse (self, local_error, error);
    }

  if (!open_contents (self, contents, TRUE, notice, error))
    return FALSE;
  g_clear_pointer (&self->data_name, g_free);
  return TRUE;
}

/**
 * mc_session_open_data:
 * @name: a name for messages
 *
 * Opens a journal's text to look at it: nothing is written, ever.
 */
gboolean
mc_session_open_data (McSession  *self,
                      const char *name,
                      const char *data,
                      gsize       length,
                      char      **notice,
                      GError    **error)
{
  g_autoptr(McJournalContents) contents = NULL;
  GError *local_error = NULL;

  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);

  contents = mc_journal_parse (name, data, length, &local_error);
  if (contents == NULL)
    {
      if (notice != NULL)
        *notice = NULL;
      return mc_session_refuse (self, local_error, error);
    }

  if (!open_contents (self, contents, FALSE, notice, error))
    return FALSE;
  /* Lines that follow can be read on (mc_session_open_more()) when these
   * were whole. */
  g_clear_pointer (&self->data_name, g_free);
  if (length == 0 || data[length - 1] == '\n')
    {
      self->data_name = g_strdup (name);
      self->data_lines = 0;
      for (gsize i = 0; i < length; i++)
        self->data_lines += data[i] == '\n';
    }
  return TRUE;
}

/**
 * mc_session_open_more:
 * @data: whole lines, each with its newline, that follow those the
 *   session was opened with by mc_session_open_data() (and read on since)
 *
 * Reads on in a journal's text as it grows: only the new lines are read
 * and replayed, and the session ends as opening the whole text would
 * leave it, its first bad line included (nothing after it is replayed).
 * A follower of a growing file pays for each line once, not for the whole
 * game again. Nothing is written, ever.
 *
 * Returns: %FALSE, changing nothing, when the whole text could not be
 *   opened at all (the lines are not text): open it afresh to say why
 */
gboolean
mc_session_open_more (McSession  *self,
                      const char *data,
                      gsize       length,
                      GError    **error)
{
  g_autoptr(McJournalContents) contents = NULL;
  GError *local_error = NULL;
  gboolean could_undo, could_redo;
  guint n_lines = 0, n_replayed = 0;

  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);
  g_return_val_if_fail (self->data_name != NULL && self->journal == NULL, FALSE);
  g_return_val_if_fail (length == 0 || data[length - 1] == '\n', FALSE);

  contents = mc_journal_parse_more (self->data_name, self->kind, data, length, self->data_lines + 1, &local_error);
  if (contents == NULL)
    return mc_session_refuse (self, local_error, error);
  for (gsize i = 0; i < length; i++)
    n_lines += data[i] == '\n';
  self->data_lines += n_lines;
  /* The whole text stops at its first bad line: so does the rest of it. */
  if (self->load_error != NULL)
    return TRUE;

  could_undo = mc_session_can_undo (self);
  could_redo = mc_session_can_redo (self);
  if (!replay (self, contents, &n_replayed, &local_error))
    self->load_error = local_error;
  else if (contents->bad_line != NULL)
    self->load_error = g_error_copy (contents->bad_line);

  if (n_replayed > 0)
    {
      McJournalEntryKind last = g_array_index (contents->entries, McJournalEntry, n_replayed - 1).kind;

      mc_session_announce_more (self,
                                last == MC_JOURNAL_ENTRY_UNDO ? MC_SESSION_CHANGE_UNDONE
                                : last == MC_JOURNAL_ENTRY_REDO ? MC_SESSION_CHANGE_REDONE
                                : MC_SESSION_CHANGE_APPLIED,
                                could_undo, could_redo);
    }
  return TRUE;
}

/**
 * mc_session_dup_description:
 * @undone: the step last undone, instead of the last done
 *
 * The step's description made afresh, in the language of the moment: the
 * shared table tells it in each of its phones' languages, where the
 * session keeps the one it made first.
 *
 * Returns: (transfer full) (nullable): the description, or %NULL when
 *   there is no such step
 */
char *
mc_session_dup_description (McSession *self,
                            gboolean   undone)
{
  const McSessionRules *rules;
  McSessionState before;
  McSessionAction scratch;
  GArray *steps;

  g_return_val_if_fail (MC_IS_SESSION (self), NULL);

  rules = mc_session_rules_of (self->kind);
  steps = undone ? self->redo_stack : self->undo_stack;
  if (steps->len == 0)
    return NULL;
  /* An undone step was applied to the game as it is now. */
  if (undone)
    memcpy (&before, mc_session_state_of (self, rules), rules->state_size);
  else
    mc_session_game_before_step (self, steps->len - 1, &before);
  return rules->describe (&before, rules->step_action (&g_array_index (steps, McSessionStep, steps->len - 1),
                                                       &scratch));
}

/* The first bad line of the file last opened, or NULL if it read whole. */
const GError *
mc_session_get_load_error (McSession *self)
{
  g_return_val_if_fail (MC_IS_SESSION (self), NULL);

  return self->load_error;
}
