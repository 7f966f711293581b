/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "rules/tem-error.h"
#include "mc-session.h"

/* One game and its history. Every change goes through here: an action is
 * checked and applied by the rules core, remembered for undo, and announced
 * with ::changed; widgets redraw from the state, never write it. */

typedef struct
{
  TemGame   before;        /* the game as it was before the action */
  TemAction action;
  char     *description;
} McSessionStep;

struct _McSession
{
  GObject    parent_instance;

  TemGame    game;
  TemEvents  last_events;
  GArray    *undo_stack;   /* McSessionStep, newest last */
  GArray    *redo_stack;   /* McSessionStep, next to redo last */
};

G_DEFINE_ENUM_TYPE (McSessionChange, mc_session_change,
                    G_DEFINE_ENUM_VALUE (MC_SESSION_CHANGE_STARTED, "started"),
                    G_DEFINE_ENUM_VALUE (MC_SESSION_CHANGE_APPLIED, "applied"),
                    G_DEFINE_ENUM_VALUE (MC_SESSION_CHANGE_UNDONE, "undone"),
                    G_DEFINE_ENUM_VALUE (MC_SESSION_CHANGE_REDONE, "redone"))

G_DEFINE_FINAL_TYPE (McSession, mc_session, G_TYPE_OBJECT)

enum {
  PROP_0,
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
mc_session_class_init (McSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = mc_session_finalize;
  object_class->get_property = mc_session_get_property;

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
   * @message: the rules core's translated reason
   *
   * An action was refused and nothing changed; tell the table why.
   */
  signals[REFUSED] =
    g_signal_new ("refused",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1,
                  G_TYPE_STRING);
}

/* Reports a refusal to the caller and to whoever shows messages. */
static gboolean
refuse (McSession *self,
        GError    *local_error,
        GError   **error)
{
  g_signal_emit (self, signals[REFUSED], 0, local_error->message);
  g_propagate_error (error, local_error);
  return FALSE;
}

static void
mc_session_init (McSession *self)
{
  tem_game_init (&self->game);
  self->undo_stack = g_array_new (FALSE, TRUE, sizeof (McSessionStep));
  self->redo_stack = g_array_new (FALSE, TRUE, sizeof (McSessionStep));
  g_array_set_clear_func (self->undo_stack, step_clear);
  g_array_set_clear_func (self->redo_stack, step_clear);
}

McSession *
mc_session_new (void)
{
  return g_object_new (MC_TYPE_SESSION, NULL);
}

/**
 * mc_session_start:
 * @new_game: a %TEM_ACTION_NEW_GAME action
 *
 * Replaces the session's game with a new one. The history starts afresh:
 * undo never goes back past a game's setup.
 */
gboolean
mc_session_start (McSession       *self,
                  const TemAction *new_game,
                  GError         **error)
{
  TemGame game;
  TemEvents events;
  g_autofree char *description = NULL;
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

  could_undo = mc_session_can_undo (self);
  could_redo = mc_session_can_redo (self);
  had_game = mc_session_has_game (self);

  description = tem_game_describe_action (&self->game, new_game);
  self->game = game;
  self->last_events = events;
  g_array_set_size (self->undo_stack, 0);
  g_array_set_size (self->redo_stack, 0);

  if (!had_game)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_GAME]);
  notify_history (self, could_undo, could_redo);
  g_signal_emit (self, signals[CHANGED], 0, MC_SESSION_CHANGE_STARTED, description);
  return TRUE;
}

/**
 * mc_session_apply:
 *
 * Applies @action to the game. A refused action changes nothing and @error
 * carries the rules core's translated reason.
 */
gboolean
mc_session_apply (McSession       *self,
                  const TemAction *action,
                  GError         **error)
{
  McSessionStep step = { 0 };
  TemGame before;
  TemEvents events;
  GError *local_error = NULL;
  gboolean could_undo, could_redo;

  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (action->kind == TEM_ACTION_NEW_GAME)
    return mc_session_start (self, action, error);

  before = self->game;
  if (!tem_game_apply (&self->game, action, &events, &local_error))
    return refuse (self, local_error, error);

  could_undo = mc_session_can_undo (self);
  could_redo = mc_session_can_redo (self);

  step.before = before;
  step.action = *action;
  step.description = tem_game_describe_action (&before, action);
  g_array_append_val (self->undo_stack, step);
  g_array_set_size (self->redo_stack, 0);
  self->last_events = events;

  notify_history (self, could_undo, could_redo);
  g_signal_emit (self, signals[CHANGED], 0, MC_SESSION_CHANGE_APPLIED, step.description);
  return TRUE;
}

/* Moves the newest step of @from onto @to, by value: the description's
 * ownership moves with it. */
static McSessionStep *
move_step (GArray *from,
           GArray *to)
{
  McSessionStep step = g_array_index (from, McSessionStep, from->len - 1);

  /* Forget the moved string before the clear func sees it. */
  g_array_index (from, McSessionStep, from->len - 1).description = NULL;
  g_array_set_size (from, from->len - 1);
  g_array_append_val (to, step);
  return &g_array_index (to, McSessionStep, to->len - 1);
}

gboolean
mc_session_undo (McSession *self)
{
  McSessionStep *step;

  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);

  if (!mc_session_can_undo (self))
    return FALSE;

  step = move_step (self->undo_stack, self->redo_stack);
  self->game = step->before;
  tem_events_clear (&self->last_events);

  notify_history (self, TRUE, self->redo_stack->len > 1);
  g_signal_emit (self, signals[CHANGED], 0, MC_SESSION_CHANGE_UNDONE, step->description);
  return TRUE;
}

gboolean
mc_session_redo (McSession *self)
{
  McSessionStep *step;
  TemGame before;
  TemEvents events;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);

  if (!mc_session_can_redo (self))
    return FALSE;

  /* The rules are deterministic, so an undone action applies again to the
   * very state it was first applied to. */
  before = self->game;
  step = &g_array_index (self->redo_stack, McSessionStep, self->redo_stack->len - 1);
  if (!tem_game_apply (&self->game, &step->action, &events, &error))
    {
      g_critical ("Redo refused: %s", error->message);
      return FALSE;
    }

  step = move_step (self->redo_stack, self->undo_stack);
  step->before = before;
  self->last_events = events;

  notify_history (self, self->undo_stack->len > 1, TRUE);
  g_signal_emit (self, signals[CHANGED], 0, MC_SESSION_CHANGE_REDONE, step->description);
  return TRUE;
}

gboolean
mc_session_has_game (McSession *self)
{
  g_return_val_if_fail (MC_IS_SESSION (self), FALSE);

  return tem_game_has_started (&self->game);
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

  return g_array_index (self->undo_stack, McSessionStep, self->undo_stack->len - 1).description;
}

const char *
mc_session_get_redo_description (McSession *self)
{
  g_return_val_if_fail (MC_IS_SESSION (self), NULL);

  if (!mc_session_can_redo (self))
    return NULL;

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
    default:
      g_return_val_if_reached (g_strdup (description));
    }
}
