/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "mc-rule-events.h"

G_BEGIN_DECLS

/* What the floor needs of a rules core to apply one action the way every
 * core promises (ARCHITECTURE.md, "A rules core"): the action is tried on
 * a copy of the game, and the copy and its events replace the caller's
 * only when the core accepts; a refusal leaves both byte for byte as they
 * were and says why, with the rule's ID where a rule forbids it. */
typedef struct
{
  gsize    game_size;   /* sizeof (TemGame): a flat value, copied with memcpy */
  /* Whether @game takes @action at all, before any rule of a turn is
   * looked at: a game set up (mc_rule_check_set_up()), not over, an
   * action kind the core knows (mc_rule_check_action_kind()). */
  gboolean (*admit) (gconstpointer  game,
                     gconstpointer  action,
                     GError       **error);
  /* The game's rules: checks @action against @next, the copy, and changes
   * it, adding what it caused to @caused. On refusal the copy is dropped,
   * so nothing done before the refusal needs undoing. */
  gboolean (*apply) (gpointer       next,
                     gconstpointer  action,
                     McRuleEvents  *caused,
                     GError       **error);
} McRuleCore;

gboolean mc_rule_core_apply        (const McRuleCore *core,
                                    gpointer          game,
                                    gconstpointer     action,
                                    McRuleEvents     *events,
                                    GError          **error);

gboolean mc_rule_check_set_up      (gboolean          set_up,
                                    GError          **error);
gboolean mc_rule_check_action_kind (int               kind,
                                    int               n_kinds,
                                    GError          **error);

/* Defines a core's public apply, typed for its game and action, on
 * mc_rule_core_apply(), as G_DEFINE_TYPE defines a type's boilerplate:
 *
 *   MC_RULE_DEFINE_APPLY (tem_game_apply, TemGame, TemAction, admit_action, apply_to_copy)
 *
 * defines gboolean tem_game_apply (TemGame *, const TemAction *,
 * McRuleEvents *, GError **). @admit and @apply are the core's own
 * functions, typed for its game and action likewise:
 * gboolean admit (const Game *, const Action *, GError **) and
 * gboolean apply (Game *next, const Action *, McRuleEvents *, GError **). */
#define MC_RULE_DEFINE_APPLY(func, Game, Action, admit, apply)                         \
  static gboolean                                                                      \
  func##_admit (gconstpointer game, gconstpointer action, GError **error)              \
  {                                                                                    \
    return admit (game, action, error);                                                \
  }                                                                                    \
  static gboolean                                                                      \
  func##_on_copy (gpointer next, gconstpointer action, McRuleEvents *caused,           \
                  GError **error)                                                      \
  {                                                                                    \
    return apply (next, action, caused, error);                                        \
  }                                                                                    \
  static const McRuleCore func##_core = { sizeof (Game), func##_admit, func##_on_copy }; \
  gboolean                                                                             \
  func (Game *game, const Action *action, McRuleEvents *events, GError **error)        \
  {                                                                                    \
    return mc_rule_core_apply (&func##_core, game, action, events, error);             \
  }

G_END_DECLS
