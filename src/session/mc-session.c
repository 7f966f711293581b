/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "mc-session-private.h"

/* One game and its history. Every change goes through here: an action is
 * checked and applied by the rules core, written to the game's journal and
 * synced to the disk, remembered for undo, and only then announced with
 * ::changed; widgets redraw from the state, never write it. */

/* Undo keeps each action, and the whole game only every SNAPSHOT_EVERY
 * actions: the game before any step is the snapshot before it with the
 * actions since replayed (deterministic, a few microseconds). A long game
 * then costs little memory to reopen (docs/journal-format.md).
 *
 * Both games go through the same history, journal and signals: the game's
 * McSessionRules only picks the rules core that applies and describes an
 * action (ARCHITECTURE.md, "A second game"): Tiny Epic Mechs's in
 * mc-session-mechs.c, Rumblebots's in mc-session-rumble.c. The snapshots
 * are of the kind's state. Opening a saved game is in mc-session-open.c. */
#define SNAPSHOT_EVERY 32

G_DEFINE_ENUM_TYPE (McSessionChange, mc_session_change,
                    G_DEFINE_ENUM_VALUE (MC_SESSION_CHANGE_STARTED, "started"),
                    G_DEFINE_ENUM_VALUE (MC_SESSION_CHANGE_APPLIED, "applied"),
                    G_DEFINE_ENUM_VALUE (MC_SESSION_CHANGE_UNDONE, "undone"),
                    G_DEFINE_ENUM_VALUE (MC_SESSION_CHANGE_REDONE, "redone"),
                    G_DEFINE_ENUM_VALUE (MC_SESSION_CHANGE_RELABELLED, "relabelled"))

G_DEFINE_FINAL_TYPE (McSession, mc_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAMES_DIR,
  PROP_HAS_GAME,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

enum {
  CHANGED,
  REFUSED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Each game's rules, by its McGameKind. */
const McSessionRules *const mc_session_games[MC_SESSION_N_GAMES] = {
  [MC_GAME_TINY_EPIC_MECHS] = &mc_session_mechs_rules,
  [MC_GAME_RUMBLEBOTS] = &mc_session_rumble_rules,
};

static void
step_clear (gpointer data)
{
  McSessionStep *step = data;

  g_clear_pointer (&step->description, g_free);
  g_clear_pointer (&step->rb_action, g_free);
}

/* An empty undo or redo stack, with room for @reserved steps. */
GArray *
mc_session_new_steps (guint reserved)
{
  GArray *steps = g_array_sized_new (FALSE, TRUE, sizeof (McSessionStep), reserved);

  g_array_set_clear_func (steps, step_clear);
  return steps;
}

/* Snapshots of @kind's state. */
GArray *
mc_session_new_snapshots (McGameKind kind)
{
  return g_array_new (FALSE, FALSE, mc_session_rules_of (kind)->state_size);
}

static void
notify_history (McSession *self,
                gboolean   could_undo,
                gboolean   could_redo)
{
  if (could_undo != mc_session_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != mc_session_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

static void
mc_session_finalize (GObject *object)
{
  McSession *self = MC_SESSION (object);

  g_clear_pointer (&self->undo_stack, g_array_unref);
  g_clear_pointer (&self->redo_stack, g_array_unref);
  g_clear_pointer (&self->snapshots, g_array_unref);
  g_clear_pointer (&self->journal, mc_journal_free);
  g_clear_pointer (&self->games_dir, g_free);
  g_clear_error (&self->load_error);
  g_clear_pointer (&self->data_name, g_free);

  G_OBJECT_CLASS (mc_session_parent_class)->finalize (object);
}

static void
mc_session_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  McSession *self = MC_SESSION (object);

  switch (prop_id)
    {
    case PROP_GAMES_DIR:
      g_value_set_string (value, self->games_dir);
      break;
    case PROP_HAS_GAME:
      g_value_set_boolean (value, mc_session_has_game (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, mc_session_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, mc_session_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mc_session_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  McSession *self = MC_SESSION (object);

  switch (prop_id)
    {
    case PROP_GAMES_DIR:
      g_free (self->games_dir);
      self->games_dir = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mc_session_class_init (McSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = mc_session_finalize;
  object_class->get_property = mc_session_get_property;
  object_class->set_property = mc_session_set_property;

  /**
   * McSession:games-dir:
   *
   * Where each game's journal is written; %NULL keeps games in memory.
   */
  properties[PROP_GAMES_DIR] =
    g_param_spec_string ("games-dir", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  properties[PROP_HAS_GAME] =
    g_param_spec_boolean ("has-game", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * McSession::changed:
   * @change: what kind of change
   * @description: the action's one-line description
   *
   * The game changed; redraw from mc_session_get_game().
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2,
                  MC_TYPE_SESSION_CHANGE,
                  G_TYPE_STRING);

  /**
   * McSession::refused:
   * @message: the rules core's translated reason, in words
   * @rule: (nullable): the rule's ID ("R-A5"), to open its topic
   *
   * An action was refused and nothing changed; tell the table why.
   * Only for callers that did not take the error themselves.
   */
  signals[REFUSED] =
    g_signal_new ("refused",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2,
                  G_TYPE_STRING, G_TYPE_STRING);
}

/* Reports a refusal to the caller, or when the caller does not ask for it
 * (a tap on a value), to whoever shows messages. A caller that asks shows
 * the reason next to the control, or asks what the error needs. */
gboolean
mc_session_refuse (McSession *self,
                   GError    *local_error,
                   GError   **error)
{
  if (error == NULL)
    {
      const char *rule = NULL;

      for (guint i = 0; i < G_N_ELEMENTS (mc_session_games); i++)
        if (local_error->domain == mc_session_games[i]->error_quark ())
          rule = mc_session_games[i]->error_rule (local_error);
      g_signal_emit (self, signals[REFUSED], 0, local_error->message, rule);
    }
  g_propagate_error (error, local_error);
  return FALSE;
}

static void
mc_session_init (McSession *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (mc_session_games); i++)
    mc_session_games[i]->init (mc_session_state_of (self, mc_session_games[i]));
  self->kind = MC_GAME_TINY_EPIC_MECHS;
  self->undo_stack = mc_session_new_steps (0);
  self->redo_stack = mc_session_new_steps (0);
  self->snapshots = mc_session_new_snapshots (self->kind);
}

McSession *
mc_session_new (void)
{
  return g_object_new (MC_TYPE_SESSION, NULL);
}

/* A session that keeps each game in a journal under @games_dir. */
McSession *
mc_session_new_saved (const char *games_dir)
{
  return g_object_new (MC_TYPE_SESSION, "games-dir", games_dir, NULL);
}

/* Where the app keeps its games: $XDG_DATA_HOME/mech-companion/games. */
char *
mc_session_dup_default_games_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "mech-companion", "games", NULL);
}

/* Empties every game but @kind's, so only one game is ever in the
 * session. */
void
mc_session_clear_other_games (McSession  *self,
                              McGameKind  kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (mc_session_games); i++)
    if (mc_session_games[i]->kind != kind)
      {
        mc_session_games[i]->init (mc_session_state_of (self, mc_session_games[i]));
        mc_session_games[i]->clear_events (mc_session_events_of (self, mc_session_games[i]));
      }
}

/* Empties the history for a game of @kind, and the other game. */
static void
clear_history (McSession  *self,
               McGameKind  kind)
{
  g_array_set_size (self->undo_stack, 0);
  g_array_set_size (self->redo_stack, 0);
  g_array_set_size (self->snapshots, 0);
  if (kind != self->kind)
    {
      g_array_unref (self->snapshots);
      self->snapshots = mc_session_new_snapshots (kind);
      self->kind = kind;
    }
  mc_session_clear_other_games (self, kind);
}

/* The game as it was before undo step @index. */
void
mc_session_game_before_step (McSession      *self,
                  guint           index,
                  McSessionState *out)
{
  const McSessionRules *rules = mc_session_rules_of (self->kind);
  guint from = index / SNAPSHOT_EVERY * SNAPSHOT_EVERY;

  memcpy (out, self->snapshots->data + index / SNAPSHOT_EVERY * rules->state_size, rules->state_size);
  for (guint i = from; i < index; i++)
    {
      McSessionAction scratch;
      g_autoptr(GError) error = NULL;

      if (!rules->apply (out, rules->step_action (&g_array_index (self->undo_stack, McSessionStep, i), &scratch),
                         NULL, &error))
        g_error ("An action accepted once was refused: %s", error->message);
    }
}

/* Pushes a step for @action, applied to @before, on the undo stack. */
static void
push_step (McSession            *self,
           const McSessionRules *rules,
           const McSessionState *before,
           gconstpointer         action,
           char                 *description)
{
  McSessionStep step = { 0 };

  if (self->undo_stack->len % SNAPSHOT_EVERY == 0)
    g_array_append_vals (self->snapshots, before, 1);
  rules->step_store (&step, action);
  step.description = description;
  g_array_append_val (self->undo_stack, step);
}

/* The game was replaced, new history and all: say so. */
void
mc_session_announce_game (McSession  *self,
                          const char *description,
                          gboolean    could_undo,
                          gboolean    could_redo,
                          gboolean    had_game)
{
  if (!had_game)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_GAME]);
  notify_history (self, could_undo, could_redo);
  g_signal_emit (self, signals[CHANGED], 0, MC_SESSION_CHANGE_STARTED, description);
}

/* Lines read after the opened ones (mc_session_open_more()) changed the
 * game: say so once, as the last of them did it. The description is made
 * only for someone listening. */
void
mc_session_announce_more (McSession       *self,
                          McSessionChange  change,
                          gboolean         could_undo,
                          gboolean         could_redo)
{
  const char *description = NULL;

  notify_history (self, could_undo, could_redo);
  if (!g_signal_has_handler_pending (self, signals[CHANGED], 0, TRUE))
    return;
  if (change == MC_SESSION_CHANGE_UNDONE)
    description = mc_session_get_redo_description (self);
  else
    description = mc_session_get_undo_description (self);
  g_signal_emit (self, signals[CHANGED], 0, change, description);
}

/* A name no saved game has: the time and the seed, and a number after them
 * when a game with the same seed was started in the same second (a damaged
 * file opened twice is copied twice). The journal never overwrites a file,
 * so a name taken meanwhile is still refused, not lost. */
char *
mc_session_new_game_path (McSession *self,
                          guint32    seed)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  char *path = NULL;

  for (guint n = 1; n < 100; n++)
    {
      g_autofree char *name = n == 1
        ? g_strdup_printf ("game-%s-%08x.jsonl", stamp, seed)
        : g_strdup_printf ("game-%s-%08x-%u.jsonl", stamp, seed, n);

      g_free (path);
      path = g_build_filename (self->games_dir, name, NULL);
      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        break;
    }
  return path;
}

/* Replaces the session's game with a new game of @rules, started by
 * @new_game, in a new journal when the session saves games. */
gboolean
mc_session_start_game (McSession            *self,
                       const McSessionRules *rules,
                       gconstpointer         new_game,
                       GError              **error)
{
  McSessionState game;
  McSessionEvents events;
  g_autofree char *description = NULL;
  g_autoptr(McJournal) journal = NULL;
  GError *local_error = NULL;
  gboolean could_undo, could_redo, had_game;

  if (!rules->is_new_game (new_game))
    {
      local_error = g_error_new_literal (rules->error_quark (), rules->invalid_error,
                                         _("A game starts with its setup."));
      return mc_session_refuse (self, local_error, error);
    }

  rules->init (&game);
  if (!rules->apply (&game, new_game, &events, &local_error))
    return mc_session_refuse (self, local_error, error);

  if (self->games_dir != NULL)
    {
      g_autofree char *path = mc_session_new_game_path (self, rules->seed (new_game));

      journal = rules->create_journal (path, new_game, &local_error);
      if (journal == NULL)
        return mc_session_refuse (self, local_error, error);
    }

  could_undo = mc_session_can_undo (self);
  could_redo = mc_session_can_redo (self);
  had_game = mc_session_has_game (self);

  description = rules->describe (mc_session_state_of (self, rules), new_game);
  memcpy (mc_session_new_game_of (self, rules), new_game, rules->action_size);
  g_clear_pointer (&self->data_name, g_free);
  g_clear_pointer (&self->journal, mc_journal_free);
  self->journal = g_steal_pointer (&journal);
  clear_history (self, rules->kind);
  memcpy (mc_session_state_of (self, rules), &game, rules->state_size);
  memcpy (mc_session_events_of (self, rules), &events, rules->events_size);
  mc_session_announce_game (self, description, could_undo, could_redo, had_game);
  return TRUE;
}

/* Applies @action to the game and the history, without journal or
 * signals; for both a live action and a replay. */
gboolean
mc_session_push_action (McSession            *self,
                        const McSessionRules *rules,
                        gconstpointer         action,
                        McSessionEvents      *events,
                        GError              **error)
{
  McSessionState before;

  memcpy (&before, mc_session_state_of (self, rules), rules->state_size);
  if (!rules->apply (mc_session_state_of (self, rules), action, events, error))
    return FALSE;

  push_step (self, rules, &before, action, NULL);
  g_array_set_size (self->redo_stack, 0);
  return TRUE;
}

/* Appends one step's action to @journal, whichever the game. */
static gboolean
append_step (McSession           *self,
             McJournal           *journal,
             const McSessionStep *step,
             GError             **error)
{
  const McSessionRules *rules = mc_session_rules_of (self->kind);
  McSessionAction scratch;

  return rules->append_action (journal, rules->step_action (step, &scratch), error);
}

/* After a failed write that could not be cut off, the journal takes no
 * more lines: the game, undo and redo history and all, goes on in a new
 * file, as after a bad line (docs/journal-format.md). */
static gboolean
ensure_journal (McSession *self,
                GError   **error)
{
  const McSessionRules *rules = mc_session_rules_of (self->kind);
  g_autofree char *path = NULL;
  g_autoptr(McJournal) journal = NULL;

  if (self->journal == NULL || !mc_journal_is_stopped (self->journal))
    return TRUE;

  path = mc_session_new_game_path (self, rules->seed (mc_session_new_game_of (self, rules)));
  journal = rules->create_journal (path, mc_session_new_game_of (self, rules), error);
  if (journal == NULL)
    return FALSE;

  for (guint i = 0; i < self->undo_stack->len; i++)
    if (!append_step (self, journal, &g_array_index (self->undo_stack, McSessionStep, i), error))
      return FALSE;
  /* What can be redone: done, then undone again. */
  for (guint i = self->redo_stack->len; i > 0; i--)
    if (!append_step (self, journal, &g_array_index (self->redo_stack, McSessionStep, i - 1), error))
      return FALSE;
  for (guint i = 0; i < self->redo_stack->len; i++)
    if (!mc_journal_append_undo (journal, FALSE, error))
      return FALSE;

  g_clear_pointer (&self->journal, mc_journal_free);
  self->journal = g_steal_pointer (&journal);
  return TRUE;
}

/* Applies @action, of @rules' game, to the game and saves it; a setup
 * starts a new game. The rules first, on a copy; the disk next; only then
 * the state. Another game in the session leaves this game's state empty:
 * its rules core refuses, as with no game. */
gboolean
mc_session_apply_game (McSession            *self,
                       const McSessionRules *rules,
                       gconstpointer         action,
                       GError              **error)
{
  McSessionState check;
  McSessionEvents events;
  GError *local_error = NULL;
  gboolean could_undo, could_redo;
  const char *description;

  if (rules->is_new_game (action))
    return mc_session_start_game (self, rules, action, error);

  memcpy (&check, mc_session_state_of (self, rules), rules->state_size);
  if (!rules->apply (&check, action, NULL, &local_error))
    return mc_session_refuse (self, local_error, error);

  if (self->journal != NULL
      && (!ensure_journal (self, &local_error) || !rules->append_action (self->journal, action, &local_error)))
    return mc_session_refuse (self, local_error, error);

  could_undo = mc_session_can_undo (self);
  could_redo = mc_session_can_redo (self);
  if (!mc_session_push_action (self, rules, action, &events, &local_error))
    g_error ("An action accepted once was refused: %s", local_error->message);
  memcpy (mc_session_events_of (self, rules), &events, rules->events_size);

  description = mc_session_get_undo_description (self);
  notify_history (self, could_undo, could_redo);
  g_signal_emit (self, signals[CHANGED], 0, MC_SESSION_CHANGE_APPLIED, description);
  return TRUE;
}

/* Moves the newest step of @from onto @to, by value: the description's
 * ownership moves with it. */
static McSessionStep *
move_step (GArray *from,
           GArray *to)
{
  McSessionStep step = g_array_index (from, McSessionStep, from->len - 1);

  /* Forget the moved pointers before the clear func sees them. */
  g_array_index (from, McSessionStep, from->len - 1).description = NULL;
  g_array_index (from, McSessionStep, from->len - 1).rb_action = NULL;
  g_array_set_size (from, from->len - 1);
  g_array_append_val (to, step);
  return &g_array_index (to, McSessionStep, to->len - 1);
}

/* The description of the newest undo step, made once. */
static const char *
describe_undo_top (McSession *self)
{
  McSessionStep *step = &g_array_index (self->undo_stack, McSessionStep, self->undo_stack->len - 1);

  if (step->description == NULL)
    {
      const McSessionRules *rules = mc_session_rules_of (self->kind);
      McSessionState before;
      McSessionAction scratch;

      mc_session_game_before_step (self, self->undo_stack->len - 1, &before);
      step->description = rules->describe (&before, rules->step_action (step, &scratch));
    }
  return step->description;
}

McSessionStep *
mc_session_pop_undo (McSession *self)
{
  const McSessionRules *rules = mc_session_rules_of (self->kind);
  guint index = self->undo_stack->len - 1;
  McSessionState before;

  describe_undo_top (self);
  mc_session_game_before_step (self, index, &before);
  memcpy (mc_session_state_of (self, rules), &before, rules->state_size);
  rules->clear_events (mc_session_events_of (self, rules));
  g_array_set_size (self->snapshots, (index + SNAPSHOT_EVERY - 1) / SNAPSHOT_EVERY);
  return move_step (self->undo_stack, self->redo_stack);
}

/* Applies the next step to redo again and moves it back onto the undo
 * stack; with @keep_events, what it caused becomes the last events. */
McSessionStep *
mc_session_pop_redo (McSession *self,
                     gboolean   keep_events)
{
  const McSessionRules *rules = mc_session_rules_of (self->kind);
  const McSessionStep *step = &g_array_index (self->redo_stack, McSessionStep, self->redo_stack->len - 1);
  McSessionState before;
  McSessionEvents events;
  McSessionAction scratch;
  g_autoptr(GError) error = NULL;

  /* The rules are deterministic, so an undone action applies again to the
   * very state it was first applied to. */
  memcpy (&before, mc_session_state_of (self, rules), rules->state_size);
  if (!rules->apply (mc_session_state_of (self, rules), rules->step_action (step, &scratch), &events, &error))
    g_error ("Redo refused: %s", error->message);
  if (keep_events)
    memcpy (mc_session_events_of (self, rules), &events, rules->events_size);

  if (self->undo_stack->len % SNAPSHOT_EVERY == 0)
    g_array_append_vals (self->snapshots, &before, 1);
  return move_step (self->redo_stack, self->undo_stack);
}

static gboolean
save_undo (McSession *self,
           gboolean   redo)
{
  GError *local_error = NULL;

  if (self->journal == NULL
      || (ensure_journal (self, &local_error) && mc_journal_append_undo (self->journal, redo, &local_error)))
    return TRUE;

  return mc_session_refuse (self, local_error, NULL);
}

gboolean
mc_session_undo (McSession *self)
{
  McSessionStep *step;

  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);

  if (!mc_session_can_undo (self) || !save_undo (self, FALSE))
    return FALSE;

  step = mc_session_pop_undo (self);
  notify_history (self, TRUE, self->redo_stack->len > 1);
  g_signal_emit (self, signals[CHANGED], 0, MC_SESSION_CHANGE_UNDONE, step->description);
  return TRUE;
}

gboolean
mc_session_redo (McSession *self)
{
  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);

  if (!mc_session_can_redo (self) || !save_undo (self, TRUE))
    return FALSE;

  mc_session_pop_redo (self, TRUE);
  notify_history (self, self->undo_stack->len > 1, TRUE);
  g_signal_emit (self, signals[CHANGED], 0, MC_SESSION_CHANGE_REDONE, describe_undo_top (self));
  return TRUE;
}

/**
 * mc_session_relabel:
 *
 * The game is the same but the names it is shown with changed (a weapon
 * card named on the Cards page): ::changed tells the views to show it
 * again. Nothing is recorded and nothing is undone.
 */
void
mc_session_relabel (McSession *self)
{
  g_return_if_fail (MC_IS_SESSION (self));

  if (mc_session_has_game (self))
    g_signal_emit (self, signals[CHANGED], 0, MC_SESSION_CHANGE_RELABELLED, "");
}

const char *
mc_session_get_path (McSession *self)
{
  g_return_val_if_fail (MC_IS_SESSION (self), NULL);

  return self->journal ? mc_journal_get_path (self->journal) : NULL;
}

gboolean
mc_session_has_game (McSession *self)
{
  const McSessionRules *rules;

  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);

  rules = mc_session_rules_of (self->kind);
  return rules->has_started (mc_session_state_of (self, rules));
}

/* Which game the session holds (Tiny Epic Mechs when it holds none). */
McGameKind
mc_session_get_game_kind (McSession *self)
{
  g_return_val_if_fail (MC_IS_SESSION (self), MC_GAME_TINY_EPIC_MECHS);

  return self->kind;
}

gboolean
mc_session_can_undo (McSession *self)
{
  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);

  return self->undo_stack->len > 0;
}

gboolean
mc_session_can_redo (McSession *self)
{
  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);

  return self->redo_stack->len > 0;
}

const char *
mc_session_get_undo_description (McSession *self)
{
  g_return_val_if_fail (MC_IS_SESSION (self), NULL);

  if (!mc_session_can_undo (self))
    return NULL;

  return describe_undo_top (self);
}

const char *
mc_session_get_redo_description (McSession *self)
{
  g_return_val_if_fail (MC_IS_SESSION (self), NULL);

  if (!mc_session_can_redo (self))
    return NULL;

  /* Described when it was undone. */
  return g_array_index (self->redo_stack, McSessionStep, self->redo_stack->len - 1).description;
}

/* Actions applied since the setup (not counting undone ones). */
guint
mc_session_get_n_actions (McSession *self)
{
  g_return_val_if_fail (MC_IS_SESSION (self), 0);

  return self->undo_stack->len;
}

/**
 * mc_session_format_toast:
 *
 * The text the table is told after a change: the change itself, or what
 * undo and redo just did ("Undone: Ana health 7 → 4").
 *
 * Returns: (transfer full): the text
 */
char *
mc_session_format_toast (McSessionChange change,
                         const char     *description)
{
  switch (change)
    {
    case MC_SESSION_CHANGE_STARTED:
    case MC_SESSION_CHANGE_APPLIED:
      return g_strdup (description);
    case MC_SESSION_CHANGE_UNDONE:
      /* Translators: %s describes an action, e.g. "Ana health 7 → 4" */
      return g_strdup_printf (_("Undone: %s"), description);
    case MC_SESSION_CHANGE_REDONE:
      /* Translators: %s describes an action, e.g. "Ana health 7 → 4" */
      return g_strdup_printf (_("Redone: %s"), description);
    case MC_SESSION_CHANGE_RELABELLED:
      return g_strdup ("");
    default:
      g_return_val_if_reached (g_strdup (description));
    }
}
