/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "rules/tem-error.h"
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
 * action (ARCHITECTURE.md, "A second game"). Tiny Epic Mechs is here,
 * Rumblebots in mc-session-rumble.c; the snapshots are of the kind's
 * state. */
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

/* Tiny Epic Mechs: a step keeps its action inline, as a TemPlay (small). */

static void
mechs_init (gpointer state)
{
  tem_game_init (state);
}

static void
mechs_clear_events (gpointer events)
{
  tem_events_clear (events);
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

static const McSessionRules mechs_rules = {
  .kind = MC_GAME_TINY_EPIC_MECHS,
  .state_size = sizeof (TemGame),
  .events_size = sizeof (TemEvents),
  .action_size = sizeof (TemAction),
  .state_offset = G_STRUCT_OFFSET (McSession, game),
  .events_offset = G_STRUCT_OFFSET (McSession, last_events),
  .new_game_offset = G_STRUCT_OFFSET (McSession, new_game),
  .contents_new_game_offset = G_STRUCT_OFFSET (McJournalContents, new_game),
  .error_quark = tem_rules_error_quark,
  .invalid_error = TEM_RULES_ERROR_INVALID,
  .error_rule = tem_rules_error_get_rule,
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

/* Each game's rules, by its McGameKind. */
static const McSessionRules *const game_rules[] = {
  [MC_GAME_TINY_EPIC_MECHS] = &mechs_rules,
  [MC_GAME_RUMBLEBOTS] = &mc_session_rumble_rules,
};

static const McSessionRules *
rules_of (McGameKind kind)
{
  g_assert (kind < G_N_ELEMENTS (game_rules));
  return game_rules[kind];
}

/* Where the session keeps @rules' game, its last events and its setup. */
static gpointer
state_of (McSession            *self,
          const McSessionRules *rules)
{
  return G_STRUCT_MEMBER_P (self, rules->state_offset);
}

static gpointer
events_of (McSession            *self,
           const McSessionRules *rules)
{
  return G_STRUCT_MEMBER_P (self, rules->events_offset);
}

static gpointer
new_game_of (McSession            *self,
             const McSessionRules *rules)
{
  return G_STRUCT_MEMBER_P (self, rules->new_game_offset);
}

/* The setup a journal's header holds for @rules' game. */
static gconstpointer
contents_new_game (const McJournalContents *contents,
                   const McSessionRules    *rules)
{
  return (const guint8 *) contents + rules->contents_new_game_offset;
}

static void
step_clear (gpointer data)
{
  McSessionStep *step = data;

  g_clear_pointer (&step->description, g_free);
  g_clear_pointer (&step->rb_action, g_free);
}

/* Snapshots of @kind's state. */
static GArray *
new_snapshots (McGameKind kind)
{
  return g_array_new (FALSE, FALSE, rules_of (kind)->state_size);
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
static gboolean
refuse (McSession *self,
        GError    *local_error,
        GError   **error)
{
  if (error == NULL)
    {
      const char *rule = NULL;

      for (guint i = 0; i < G_N_ELEMENTS (game_rules); i++)
        if (local_error->domain == game_rules[i]->error_quark ())
          rule = game_rules[i]->error_rule (local_error);
      g_signal_emit (self, signals[REFUSED], 0, local_error->message, rule);
    }
  g_propagate_error (error, local_error);
  return FALSE;
}

static void
mc_session_init (McSession *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (game_rules); i++)
    game_rules[i]->init (state_of (self, game_rules[i]));
  self->kind = MC_GAME_TINY_EPIC_MECHS;
  self->undo_stack = g_array_new (FALSE, TRUE, sizeof (McSessionStep));
  self->redo_stack = g_array_new (FALSE, TRUE, sizeof (McSessionStep));
  self->snapshots = new_snapshots (self->kind);
  g_array_set_clear_func (self->undo_stack, step_clear);
  g_array_set_clear_func (self->redo_stack, step_clear);
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
static void
clear_other_games (McSession  *self,
                   McGameKind  kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (game_rules); i++)
    if (game_rules[i]->kind != kind)
      {
        game_rules[i]->init (state_of (self, game_rules[i]));
        game_rules[i]->clear_events (events_of (self, game_rules[i]));
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
      self->snapshots = new_snapshots (kind);
      self->kind = kind;
    }
  clear_other_games (self, kind);
}

/* The game as it was before undo step @index. */
static void
game_before_step (McSession      *self,
                  guint           index,
                  McSessionState *out)
{
  const McSessionRules *rules = rules_of (self->kind);
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
static void
announce_game (McSession  *self,
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

/* A name no saved game has: the time and the seed, and a number after them
 * when a game with the same seed was started in the same second (a damaged
 * file opened twice is copied twice). The journal never overwrites a file,
 * so a name taken meanwhile is still refused, not lost. */
static char *
new_game_path (McSession *self,
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
      return refuse (self, local_error, error);
    }

  rules->init (&game);
  if (!rules->apply (&game, new_game, &events, &local_error))
    return refuse (self, local_error, error);

  if (self->games_dir != NULL)
    {
      g_autofree char *path = new_game_path (self, rules->seed (new_game));

      journal = rules->create_journal (path, new_game, &local_error);
      if (journal == NULL)
        return refuse (self, local_error, error);
    }

  could_undo = mc_session_can_undo (self);
  could_redo = mc_session_can_redo (self);
  had_game = mc_session_has_game (self);

  description = rules->describe (state_of (self, rules), new_game);
  memcpy (new_game_of (self, rules), new_game, rules->action_size);
  g_clear_pointer (&self->journal, mc_journal_free);
  self->journal = g_steal_pointer (&journal);
  clear_history (self, rules->kind);
  memcpy (state_of (self, rules), &game, rules->state_size);
  memcpy (events_of (self, rules), &events, rules->events_size);
  announce_game (self, description, could_undo, could_redo, had_game);
  return TRUE;
}

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

  return mc_session_start_game (self, &mechs_rules, new_game, error);
}

/* Applies @action to the game and the history, without journal or
 * signals; for both a live action and a replay. */
static gboolean
push_action (McSession            *self,
             const McSessionRules *rules,
             gconstpointer         action,
             McSessionEvents      *events,
             GError              **error)
{
  McSessionState before;

  memcpy (&before, state_of (self, rules), rules->state_size);
  if (!rules->apply (state_of (self, rules), action, events, error))
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
  const McSessionRules *rules = rules_of (self->kind);
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
  const McSessionRules *rules = rules_of (self->kind);
  g_autofree char *path = NULL;
  g_autoptr(McJournal) journal = NULL;

  if (self->journal == NULL || !mc_journal_is_stopped (self->journal))
    return TRUE;

  path = new_game_path (self, rules->seed (new_game_of (self, rules)));
  journal = rules->create_journal (path, new_game_of (self, rules), error);
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

  memcpy (&check, state_of (self, rules), rules->state_size);
  if (!rules->apply (&check, action, NULL, &local_error))
    return refuse (self, local_error, error);

  if (self->journal != NULL
      && (!ensure_journal (self, &local_error) || !rules->append_action (self->journal, action, &local_error)))
    return refuse (self, local_error, error);

  could_undo = mc_session_can_undo (self);
  could_redo = mc_session_can_redo (self);
  if (!push_action (self, rules, action, &events, &local_error))
    g_error ("An action accepted once was refused: %s", local_error->message);
  memcpy (events_of (self, rules), &events, rules->events_size);

  description = mc_session_get_undo_description (self);
  notify_history (self, could_undo, could_redo);
  g_signal_emit (self, signals[CHANGED], 0, MC_SESSION_CHANGE_APPLIED, description);
  return TRUE;
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

  return mc_session_apply_game (self, &mechs_rules, action, error);
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
      const McSessionRules *rules = rules_of (self->kind);
      McSessionState before;
      McSessionAction scratch;

      game_before_step (self, self->undo_stack->len - 1, &before);
      step->description = rules->describe (&before, rules->step_action (step, &scratch));
    }
  return step->description;
}

static McSessionStep *
pop_undo (McSession *self)
{
  const McSessionRules *rules = rules_of (self->kind);
  guint index = self->undo_stack->len - 1;
  McSessionState before;

  describe_undo_top (self);
  game_before_step (self, index, &before);
  memcpy (state_of (self, rules), &before, rules->state_size);
  rules->clear_events (events_of (self, rules));
  g_array_set_size (self->snapshots, (index + SNAPSHOT_EVERY - 1) / SNAPSHOT_EVERY);
  return move_step (self->undo_stack, self->redo_stack);
}

/* Applies the next step to redo again and moves it back onto the undo
 * stack; with @keep_events, what it caused becomes the last events. */
static McSessionStep *
pop_redo (McSession *self,
          gboolean   keep_events)
{
  const McSessionRules *rules = rules_of (self->kind);
  const McSessionStep *step = &g_array_index (self->redo_stack, McSessionStep, self->redo_stack->len - 1);
  McSessionState before;
  McSessionEvents events;
  McSessionAction scratch;
  g_autoptr(GError) error = NULL;

  /* The rules are deterministic, so an undone action applies again to the
   * very state it was first applied to. */
  memcpy (&before, state_of (self, rules), rules->state_size);
  if (!rules->apply (state_of (self, rules), rules->step_action (step, &scratch), &events, &error))
    g_error ("Redo refused: %s", error->message);
  if (keep_events)
    memcpy (events_of (self, rules), &events, rules->events_size);

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

  return refuse (self, local_error, NULL);
}

gboolean
mc_session_undo (McSession *self)
{
  McSessionStep *step;

  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);

  if (!mc_session_can_undo (self) || !save_undo (self, FALSE))
    return FALSE;

  step = pop_undo (self);
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

  pop_redo (self, TRUE);
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

/* Replays a journal's entries into the session, stopping at the first the
 * rules refuse; @error then names its line. */
static gboolean
replay (McSession               *self,
        const McJournalContents *contents,
        guint                   *n_replayed,
        GError                 **error)
{
  const McSessionRules *rules = rules_of (contents->game);
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
          if (!push_action (self, rules, rules->entry_action (contents, entry, &scratch), &events, &local_error))
            {
              g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_REFUSED,
                           _("%s, line %u: the rules refuse this action: %s"), name, entry->line,
                           local_error->message);
              return FALSE;
            }
          memcpy (events_of (self, rules), &events, rules->events_size);
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
            pop_undo (self);
          else
            pop_redo (self, rules->replay_redo_events);
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
  const McSessionRules *rules = rules_of (contents->game);
  gconstpointer new_game = contents_new_game (contents, rules);
  g_autofree char *path = new_game_path (self, rules->seed (new_game));
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
  SavedGame *saved = g_new (SavedGame, G_N_ELEMENTS (game_rules));

  for (guint i = 0; i < G_N_ELEMENTS (game_rules); i++)
    {
      memcpy (&saved[i].state, state_of (self, game_rules[i]), game_rules[i]->state_size);
      memcpy (&saved[i].events, events_of (self, game_rules[i]), game_rules[i]->events_size);
    }
  return saved;
}

static void
restore_games (McSession       *self,
               const SavedGame *saved)
{
  for (guint i = 0; i < G_N_ELEMENTS (game_rules); i++)
    {
      memcpy (state_of (self, game_rules[i]), &saved[i].state, game_rules[i]->state_size);
      memcpy (events_of (self, game_rules[i]), &saved[i].events, game_rules[i]->events_size);
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
  const McSessionRules *rules = rules_of (contents->game);
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
  if (!rules->apply (game, contents_new_game (contents, rules), &events, &local_error))
    {
      g_autofree char *name = g_filename_display_basename (path);

      g_prefix_error (&local_error, _("%s, line 1: "), name);
      return refuse (self, local_error, error);
    }
  could_undo = mc_session_can_undo (self);
  could_redo = mc_session_can_redo (self);
  had_game = mc_session_has_game (self);

  /* Replay into fresh stacks; the open game is restored on failure. */
  saved_games = save_games (self);
  self->undo_stack = g_array_sized_new (FALSE, TRUE, sizeof (McSessionStep), contents->entries->len);
  self->redo_stack = g_array_new (FALSE, TRUE, sizeof (McSessionStep));
  self->snapshots = new_snapshots (contents->game);
  g_array_set_clear_func (self->undo_stack, step_clear);
  g_array_set_clear_func (self->redo_stack, step_clear);
  self->kind = contents->game;
  clear_other_games (self, contents->game);
  memcpy (state_of (self, rules), game, rules->state_size);
  memcpy (events_of (self, rules), &events, rules->events_size);

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
      return refuse (self, local_error, error);
    }

  g_array_unref (saved_undo);
  g_array_unref (saved_redo);
  g_array_unref (saved_snapshots);
  g_clear_pointer (&self->journal, mc_journal_free);
  self->journal = g_steal_pointer (&journal);
  for (guint i = 0; i < G_N_ELEMENTS (game_rules); i++)
    memcpy (new_game_of (self, game_rules[i]), contents_new_game (contents, game_rules[i]),
            game_rules[i]->action_size);
  g_clear_error (&self->load_error);
  if (bad_line != NULL)
    self->load_error = g_error_copy (bad_line);

  if (notice != NULL && bad_line != NULL)
    *notice = g_strdup_printf (_("%s The game is open as it was before that line; it goes on in a new file, "
                                 "and the original is kept unchanged."), bad_line->message);
  else if (notice != NULL && contents->dropped_tail)
    *notice = g_strdup (_("The last action, cut short when the app stopped, was not saved and has been dropped."));

  description = g_strdup_printf (_("Game resumed at round %u"), rules->get_round (state_of (self, rules)));
  announce_game (self, description, could_undo, could_redo, had_game);
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
      return refuse (self, local_error, error);
    }

  return open_contents (self, contents, TRUE, notice, error);
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
      return refuse (self, local_error, error);
    }

  return open_contents (self, contents, FALSE, notice, error);
}

/* The first bad line of the file last opened, or NULL if it read whole. */
const GError *
mc_session_get_load_error (McSession *self)
{
  g_return_val_if_fail (MC_IS_SESSION (self), NULL);

  return self->load_error;
}

/* The file the game is saved in, or NULL. */
const char *
mc_session_get_path (McSession *self)
{
  g_return_val_if_fail (MC_IS_SESSION (self), NULL);

  return self->journal ? mc_journal_get_path (self->journal) : NULL;
}

gboolean
mc_session_has_game (McSession *self)
{
  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);

  return rules_of (self->kind)->has_started (state_of (self, rules_of (self->kind)));
}

/* Which game the session holds (Tiny Epic Mechs when it holds none). */
McGameKind
mc_session_get_game_kind (McSession *self)
{
  g_return_val_if_fail (MC_IS_SESSION (self), MC_GAME_TINY_EPIC_MECHS);

  return self->kind;
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

