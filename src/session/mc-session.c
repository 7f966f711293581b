/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "journal/mc-journal.h"
#include "rules/tem-error.h"
#include "rumble/rb-error.h"
#include "mc-session.h"

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
 * kind only picks the rules core that applies and describes an action
 * (ARCHITECTURE.md, "A second game"). A Tiny Epic Mechs step keeps its
 * action inline (a TemPlay, small), a Rumblebots step on the heap, and the
 * snapshots are of the kind's state. */
#define SNAPSHOT_EVERY 32

typedef struct
{
  TemPlay   action;
  RbAction *rb_action;     /* a Rumblebots game's action instead, owned */
  char     *description;   /* made when first asked */
} McSessionStep;

struct _McSession
{
  GObject    parent_instance;

  McGameKind kind;
  TemGame    game;
  TemEvents  last_events;
  RbGame     rb_game;
  RbEvents   rb_last_events;
  GArray    *undo_stack;   /* McSessionStep, newest last */
  GArray    *redo_stack;   /* McSessionStep, next to redo last */
  GArray    *snapshots;    /* TemGame or RbGame before undo step k * SNAPSHOT_EVERY */

  char      *games_dir;    /* NULL: nothing is saved (tests) */
  McJournal *journal;
  TemAction  new_game;     /* the setup, for a journal started afresh */
  RbAction   rb_new_game;
  GError    *load_error;   /* the bad line of the last opened file */
};

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
  return g_array_new (FALSE, FALSE, kind == MC_GAME_RUMBLEBOTS ? sizeof (RbGame) : sizeof (TemGame));
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
    g_signal_emit (self, signals[REFUSED], 0, local_error->message,
                   local_error->domain == RB_RULES_ERROR ? rb_rules_error_get_rule (local_error)
                                                         : tem_rules_error_get_rule (local_error));
  g_propagate_error (error, local_error);
  return FALSE;
}

static void
mc_session_init (McSession *self)
{
  tem_game_init (&self->game);
  rb_game_init (&self->rb_game);
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

/* Empties the history for a game of @kind; the other game's state is
 * emptied too, so only one game is ever in the session. */
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
  if (kind == MC_GAME_RUMBLEBOTS)
    {
      tem_game_init (&self->game);
      tem_events_clear (&self->last_events);
    }
  else
    {
      rb_game_init (&self->rb_game);
      rb_events_clear (&self->rb_last_events);
    }
}

/* The game as it was before undo step @index. */
static void
game_before_step (McSession *self,
                  guint      index,
                  TemGame   *out)
{
  guint from = index / SNAPSHOT_EVERY * SNAPSHOT_EVERY;

  *out = g_array_index (self->snapshots, TemGame, index / SNAPSHOT_EVERY);
  for (guint i = from; i < index; i++)
    {
      TemAction action;
      g_autoptr(GError) error = NULL;

      tem_play_to_action (&g_array_index (self->undo_stack, McSessionStep, i).action, &action);
      if (!tem_game_apply (out, &action, NULL, &error))
        g_error ("An action accepted once was refused: %s", error->message);
    }
}

/* The same for a Rumblebots game. */
static void
rb_game_before_step (McSession *self,
                     guint      index,
                     RbGame    *out)
{
  guint from = index / SNAPSHOT_EVERY * SNAPSHOT_EVERY;

  *out = g_array_index (self->snapshots, RbGame, index / SNAPSHOT_EVERY);
  for (guint i = from; i < index; i++)
    {
      g_autoptr(GError) error = NULL;

      if (!rb_game_apply (out, g_array_index (self->undo_stack, McSessionStep, i).rb_action, NULL, &error))
        g_error ("An action accepted once was refused: %s", error->message);
    }
}

static void
rb_push_step (McSession      *self,
              const RbGame   *before,
              const RbAction *action,
              char           *description)
{
  McSessionStep step = { 0 };

  if (self->undo_stack->len % SNAPSHOT_EVERY == 0)
    g_array_append_vals (self->snapshots, before, 1);
  step.rb_action = g_memdup2 (action, sizeof *action);
  step.description = description;
  g_array_append_val (self->undo_stack, step);
}

/* Pushes a step for @action, applied to @before, on the undo stack. */
static void
push_step (McSession       *self,
           const TemGame   *before,
           const TemAction *action,
           char            *description)
{
  McSessionStep step = { 0 };

  if (self->undo_stack->len % SNAPSHOT_EVERY == 0)
    g_array_append_vals (self->snapshots, before, 1);
  tem_play_from_action (&step.action, action);
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

/* Replaces the game with @game, new history and all, and says so. */
static void
take_game (McSession       *self,
           const TemGame   *game,
           const TemEvents *events,
           const char      *description,
           gboolean         could_undo,
           gboolean         could_redo,
           gboolean         had_game)
{
  self->game = *game;
  self->last_events = *events;
  announce_game (self, description, could_undo, could_redo, had_game);
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
  TemGame game;
  TemEvents events;
  g_autofree char *description = NULL;
  g_autoptr(McJournal) journal = NULL;
  GError *local_error = NULL;
  gboolean could_undo, could_redo, had_game;

  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);
  g_return_val_if_fail (new_game != NULL, FALSE);

  if (new_game->kind != TEM_ACTION_NEW_GAME)
    {
      local_error = g_error_new_literal (TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                                         _("A game starts with its setup."));
      return refuse (self, local_error, error);
    }

  tem_game_init (&game);
  if (!tem_game_apply (&game, new_game, &events, &local_error))
    return refuse (self, local_error, error);

  if (self->games_dir != NULL)
    {
      g_autofree char *path = new_game_path (self, new_game->new_game.seed);

      journal = mc_journal_create (path, new_game, &local_error);
      if (journal == NULL)
        return refuse (self, local_error, error);
    }

  could_undo = mc_session_can_undo (self);
  could_redo = mc_session_can_redo (self);
  had_game = mc_session_has_game (self);

  description = tem_game_describe_action (&self->game, new_game);
  self->new_game = *new_game;
  g_clear_pointer (&self->journal, mc_journal_free);
  self->journal = g_steal_pointer (&journal);
  clear_history (self, MC_GAME_TINY_EPIC_MECHS);
  take_game (self, &game, &events, description, could_undo, could_redo, had_game);
  return TRUE;
}

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
  RbGame game;
  RbEvents events;
  g_autofree char *description = NULL;
  g_autoptr(McJournal) journal = NULL;
  GError *local_error = NULL;
  gboolean could_undo, could_redo, had_game;

  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);
  g_return_val_if_fail (new_game != NULL, FALSE);

  if (new_game->kind != RB_ACTION_NEW_GAME)
    {
      local_error = g_error_new_literal (RB_RULES_ERROR, RB_RULES_ERROR_INVALID,
                                         _("A game starts with its setup."));
      return refuse (self, local_error, error);
    }

  rb_game_init (&game);
  if (!rb_game_apply (&game, new_game, &events, &local_error))
    return refuse (self, local_error, error);

  if (self->games_dir != NULL)
    {
      g_autofree char *path = new_game_path (self, g_random_int ());

      journal = mc_journal_create_rumble (path, new_game, &local_error);
      if (journal == NULL)
        return refuse (self, local_error, error);
    }

  could_undo = mc_session_can_undo (self);
  could_redo = mc_session_can_redo (self);
  had_game = mc_session_has_game (self);

  description = rb_game_describe_action (&self->rb_game, new_game);
  self->rb_new_game = *new_game;
  g_clear_pointer (&self->journal, mc_journal_free);
  self->journal = g_steal_pointer (&journal);
  clear_history (self, MC_GAME_RUMBLEBOTS);
  self->rb_game = game;
  self->rb_last_events = events;
  announce_game (self, description, could_undo, could_redo, had_game);
  return TRUE;
}

/* Applies @action to the game and the history, without journal or
 * signals; for both a live action and a replay. */
static gboolean
push_action (McSession       *self,
             const TemAction *action,
             TemEvents       *events,
             GError         **error)
{
  TemGame before = self->game;

  if (!tem_game_apply (&self->game, action, events, error))
    return FALSE;

  push_step (self, &before, action, NULL);
  g_array_set_size (self->redo_stack, 0);
  return TRUE;
}

static gboolean
rb_push_action (McSession      *self,
                const RbAction *action,
                RbEvents       *events,
                GError        **error)
{
  RbGame before = self->rb_game;

  if (!rb_game_apply (&self->rb_game, action, events, error))
    return FALSE;

  rb_push_step (self, &before, action, NULL);
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
  TemAction action;

  if (self->kind == MC_GAME_RUMBLEBOTS)
    return mc_journal_append_rumble_action (journal, step->rb_action, error);

  tem_play_to_action (&step->action, &action);
  return mc_journal_append_action (journal, &action, error);
}

/* After a failed write that could not be cut off, the journal takes no
 * more lines: the game, undo and redo history and all, goes on in a new
 * file, as after a bad line (docs/journal-format.md). */
static gboolean
ensure_journal (McSession *self,
                GError   **error)
{
  g_autofree char *path = NULL;
  g_autoptr(McJournal) journal = NULL;

  if (self->journal == NULL || !mc_journal_is_stopped (self->journal))
    return TRUE;

  if (self->kind == MC_GAME_RUMBLEBOTS)
    {
      path = new_game_path (self, g_random_int ());
      journal = mc_journal_create_rumble (path, &self->rb_new_game, error);
    }
  else
    {
      path = new_game_path (self, self->new_game.new_game.seed);
      journal = mc_journal_create (path, &self->new_game, error);
    }
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
  TemGame check;
  TemEvents events;
  GError *local_error = NULL;
  gboolean could_undo, could_redo;
  const char *description;

  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (action->kind == TEM_ACTION_NEW_GAME)
    return mc_session_start (self, action, error);

  /* The rules first, on a copy; the disk next; only then the state. */
  check = self->game;
  if (!tem_game_apply (&check, action, NULL, &local_error))
    return refuse (self, local_error, error);

  if (self->journal != NULL
      && (!ensure_journal (self, &local_error) || !mc_journal_append_action (self->journal, action, &local_error)))
    return refuse (self, local_error, error);

  could_undo = mc_session_can_undo (self);
  could_redo = mc_session_can_redo (self);
  if (!push_action (self, action, &events, &local_error))
    g_error ("An action accepted once was refused: %s", local_error->message);
  self->last_events = events;

  description = mc_session_get_undo_description (self);
  notify_history (self, could_undo, could_redo);
  g_signal_emit (self, signals[CHANGED], 0, MC_SESSION_CHANGE_APPLIED, description);
  return TRUE;
}

/**
 * mc_session_apply_rumble:
 *
 * mc_session_apply() for a Rumblebots game: checked by rb_game_apply(),
 * written and synced, then announced with ::changed.
 */
gboolean
mc_session_apply_rumble (McSession      *self,
                         const RbAction *action,
                         GError        **error)
{
  RbGame check;
  RbEvents events;
  GError *local_error = NULL;
  gboolean could_undo, could_redo;
  const char *description;

  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (action->kind == RB_ACTION_NEW_GAME)
    return mc_session_start_rumble (self, action, error);

  /* The rules first, on a copy; the disk next; only then the state. A
   * Tiny Epic Mechs game in the session leaves the Rumblebots game empty:
   * the rules core refuses, as with no game. */
  check = self->rb_game;
  if (!rb_game_apply (&check, action, NULL, &local_error))
    return refuse (self, local_error, error);

  if (self->journal != NULL
      && (!ensure_journal (self, &local_error)
          || !mc_journal_append_rumble_action (self->journal, action, &local_error)))
    return refuse (self, local_error, error);

  could_undo = mc_session_can_undo (self);
  could_redo = mc_session_can_redo (self);
  if (!rb_push_action (self, action, &events, &local_error))
    g_error ("An action accepted once was refused: %s", local_error->message);
  self->rb_last_events = events;

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

  if (step->description == NULL && self->kind == MC_GAME_RUMBLEBOTS)
    {
      RbGame before;

      rb_game_before_step (self, self->undo_stack->len - 1, &before);
      step->description = rb_game_describe_action (&before, step->rb_action);
    }
  else if (step->description == NULL)
    {
      TemGame before;
      TemAction action;

      game_before_step (self, self->undo_stack->len - 1, &before);
      tem_play_to_action (&step->action, &action);
      step->description = tem_game_describe_action (&before, &action);
    }
  return step->description;
}

static McSessionStep *
pop_undo (McSession *self)
{
  guint index = self->undo_stack->len - 1;

  describe_undo_top (self);
  if (self->kind == MC_GAME_RUMBLEBOTS)
    {
      RbGame before;

      rb_game_before_step (self, index, &before);
      self->rb_game = before;
      rb_events_clear (&self->rb_last_events);
    }
  else
    {
      TemGame before;

      game_before_step (self, index, &before);
      self->game = before;
      tem_events_clear (&self->last_events);
    }
  g_array_set_size (self->snapshots, (index + SNAPSHOT_EVERY - 1) / SNAPSHOT_EVERY);
  return move_step (self->undo_stack, self->redo_stack);
}

/* The same for a Rumblebots game; its events into rb_last_events. */
static McSessionStep *
rb_pop_redo (McSession *self)
{
  McSessionStep step = g_array_index (self->redo_stack, McSessionStep, self->redo_stack->len - 1);
  RbGame before = self->rb_game;
  RbEvents events;
  g_autoptr(GError) error = NULL;

  if (!rb_game_apply (&self->rb_game, step.rb_action, &events, &error))
    g_error ("Redo refused: %s", error->message);
  self->rb_last_events = events;

  g_array_index (self->redo_stack, McSessionStep, self->redo_stack->len - 1).description = NULL;
  g_array_index (self->redo_stack, McSessionStep, self->redo_stack->len - 1).rb_action = NULL;
  g_array_set_size (self->redo_stack, self->redo_stack->len - 1);
  rb_push_step (self, &before, step.rb_action, step.description);
  g_free (step.rb_action);
  return &g_array_index (self->undo_stack, McSessionStep, self->undo_stack->len - 1);
}

static McSessionStep *
pop_redo (McSession *self,
          TemEvents *events)
{
  McSessionStep step = g_array_index (self->redo_stack, McSessionStep, self->redo_stack->len - 1);
  TemGame before = self->game;
  TemAction action;
  g_autoptr(GError) error = NULL;

  /* The rules are deterministic, so an undone action applies again to the
   * very state it was first applied to. */
  tem_play_to_action (&step.action, &action);
  if (!tem_game_apply (&self->game, &action, events, &error))
    g_error ("Redo refused: %s", error->message);

  g_array_index (self->redo_stack, McSessionStep, self->redo_stack->len - 1).description = NULL;
  g_array_set_size (self->redo_stack, self->redo_stack->len - 1);
  push_step (self, &before, &action, step.description);
  return &g_array_index (self->undo_stack, McSessionStep, self->undo_stack->len - 1);
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
  TemEvents events;

  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);

  if (!mc_session_can_redo (self) || !save_undo (self, TRUE))
    return FALSE;

  if (self->kind == MC_GAME_RUMBLEBOTS)
    rb_pop_redo (self);
  else
    {
      pop_redo (self, &events);
      self->last_events = events;
    }
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
  g_autofree char *name = g_filename_display_basename (contents->path);

  for (guint i = 0; i < contents->entries->len; i++)
    {
      const McJournalEntry *entry = &g_array_index (contents->entries, McJournalEntry, i);
      g_autoptr(GError) local_error = NULL;
      TemEvents events;
      TemAction action;

      switch (entry->kind)
        {
        case MC_JOURNAL_ENTRY_ACTION:
          if (contents->game == MC_GAME_RUMBLEBOTS)
            {
              RbEvents rb_events;

              if (rb_push_action (self, &g_array_index (contents->rb_actions, RbAction, entry->rb_action),
                                  &rb_events, &local_error))
                {
                  self->rb_last_events = rb_events;
                  break;
                }
            }
          else
            {
              tem_play_to_action (&entry->action, &action);
              if (push_action (self, &action, &events, &local_error))
                {
                  self->last_events = events;
                  break;
                }
            }
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_REFUSED,
                       _("%s, line %u: the rules refuse this action: %s"), name, entry->line,
                       local_error->message);
          return FALSE;

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
          else if (contents->game == MC_GAME_RUMBLEBOTS)
            rb_pop_redo (self);
          else
            pop_redo (self, &events);
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
  gboolean rumble = contents->game == MC_GAME_RUMBLEBOTS;
  g_autofree char *path = new_game_path (self, rumble ? g_random_int () : contents->new_game.new_game.seed);
  g_autoptr(McJournal) journal = rumble ? mc_journal_create_rumble (path, &contents->rb_new_game, error)
                                        : mc_journal_create (path, &contents->new_game, error);

  if (journal == NULL)
    return NULL;

  for (guint i = 0; i < n_entries; i++)
    {
      const McJournalEntry *entry = &g_array_index (contents->entries, McJournalEntry, i);
      TemAction action;
      gboolean ok;

      tem_play_to_action (&entry->action, &action);
      if (entry->kind != MC_JOURNAL_ENTRY_ACTION)
        ok = mc_journal_append_undo (journal, entry->kind == MC_JOURNAL_ENTRY_REDO, error);
      else if (rumble)
        ok = mc_journal_append_rumble_action (journal, &g_array_index (contents->rb_actions, RbAction,
                                                                       entry->rb_action), error);
      else
        ok = mc_journal_append_action (journal, &action, error);

      if (!ok)
        return NULL;
    }

  return g_steal_pointer (&journal);
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
  const char *path = contents->path;
  g_autoptr(McJournal) journal = NULL;
  g_autoptr(GError) bad_line = NULL;
  g_autofree char *description = NULL;
  TemGame saved_game = self->game, game;
  TemEvents saved_events = self->last_events, events;
  g_autofree RbGame *saved_rb_game = g_memdup2 (&self->rb_game, sizeof self->rb_game);
  RbEvents saved_rb_events = self->rb_last_events, rb_events;
  McGameKind saved_kind = self->kind;
  GArray *saved_undo = self->undo_stack, *saved_redo = self->redo_stack, *saved_snapshots = self->snapshots;
  gboolean could_undo, could_redo, had_game;
  guint n_replayed = 0;
  GError *local_error = NULL;

  if (notice != NULL)
    *notice = NULL;

  tem_game_init (&game);
  tem_events_clear (&events);
  rb_events_clear (&rb_events);
  if (contents->game == MC_GAME_RUMBLEBOTS)
    {
      g_autofree RbGame *rb_game = g_new (RbGame, 1);

      rb_game_init (rb_game);
      if (rb_game_apply (rb_game, &contents->rb_new_game, &rb_events, &local_error))
        {
          could_undo = mc_session_can_undo (self);
          could_redo = mc_session_can_redo (self);
          had_game = mc_session_has_game (self);
          self->rb_game = *rb_game;
        }
    }
  else if (tem_game_apply (&game, &contents->new_game, &events, &local_error))
    {
      could_undo = mc_session_can_undo (self);
      could_redo = mc_session_can_redo (self);
      had_game = mc_session_has_game (self);
      rb_game_init (&self->rb_game);
    }
  if (local_error != NULL)
    {
      g_autofree char *name = g_filename_display_basename (path);

      g_prefix_error (&local_error, _("%s, line 1: "), name);
      return refuse (self, local_error, error);
    }

  /* Replay into fresh stacks; the open game is restored on failure. */
  self->undo_stack = g_array_sized_new (FALSE, TRUE, sizeof (McSessionStep), contents->entries->len);
  self->redo_stack = g_array_new (FALSE, TRUE, sizeof (McSessionStep));
  self->snapshots = new_snapshots (contents->game);
  g_array_set_clear_func (self->undo_stack, step_clear);
  g_array_set_clear_func (self->redo_stack, step_clear);
  self->kind = contents->game;
  self->game = game;
  self->last_events = events;
  self->rb_last_events = rb_events;

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
      self->game = saved_game;
      self->last_events = saved_events;
      self->rb_game = *saved_rb_game;
      self->rb_last_events = saved_rb_events;
      self->kind = saved_kind;
      return refuse (self, local_error, error);
    }

  g_array_unref (saved_undo);
  g_array_unref (saved_redo);
  g_array_unref (saved_snapshots);
  g_clear_pointer (&self->journal, mc_journal_free);
  self->journal = g_steal_pointer (&journal);
  self->new_game = contents->new_game;
  self->rb_new_game = contents->rb_new_game;
  g_clear_error (&self->load_error);
  if (bad_line != NULL)
    self->load_error = g_error_copy (bad_line);

  if (notice != NULL && bad_line != NULL)
    *notice = g_strdup_printf (_("%s The game is open as it was before that line; it goes on in a new file, "
                                 "and the original is kept unchanged."), bad_line->message);
  else if (notice != NULL && contents->dropped_tail)
    *notice = g_strdup (_("The last action, cut short when the app stopped, was not saved and has been dropped."));

  if (self->kind == MC_GAME_RUMBLEBOTS)
    {
      description = g_strdup_printf (_("Game resumed at round %u"), rb_game_get_round (&self->rb_game));
      announce_game (self, description, could_undo, could_redo, had_game);
      return TRUE;
    }
  game = self->game;
  events = self->last_events;
  description = g_strdup_printf (_("Game resumed at round %u"), game.round);
  take_game (self, &game, &events, description, could_undo, could_redo, had_game);
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

  if (self->kind == MC_GAME_RUMBLEBOTS)
    return rb_game_has_started (&self->rb_game);
  return tem_game_has_started (&self->game);
}

/* Which game the session holds (Tiny Epic Mechs when it holds none). */
McGameKind
mc_session_get_game_kind (McSession *self)
{
  g_return_val_if_fail (MC_IS_SESSION (self), MC_GAME_TINY_EPIC_MECHS);

  return self->kind;
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
