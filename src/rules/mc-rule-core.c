/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mc-rule-core.h"
#include "mc-rule-error.h"

/**
 * mc_rule_core_apply:
 * @core: the game's rules
 * @game: the game, changed only if the action is accepted
 * @action: what happened at the table
 * @events: (nullable): filled with what the action caused
 * @error: why the action was refused
 *
 * Tries @action on a copy of @game and commits the copy only on success:
 * on refusal @game and @events are untouched and @error says which rule
 * forbids it, whatever the core's checks changed before refusing.
 */
gboolean
mc_rule_core_apply (const McRuleCore *core,
                    gpointer          game,
                    gconstpointer     action,
                    McRuleEvents     *events,
                    GError          **error)
{
  gpointer next;
  McRuleEvents caused;

  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!core->admit (game, action, error))
    return FALSE;

  /* On the stack, as the cores' own copies were: a game is a few KiB and
   * applying one must cost no allocation. */
  next = g_alloca (core->game_size);
  memcpy (next, game, core->game_size);
  mc_rule_events_clear (&caused);
  if (!core->apply (next, action, &caused, error))
    return FALSE;

  memcpy (game, next, core->game_size);
  if (events != NULL)
    *events = caused;
  return TRUE;
}

/* Only a new game comes before a game is @set_up. */
gboolean
mc_rule_check_set_up (gboolean   set_up,
                      GError   **error)
{
  if (!set_up)
    {
      g_set_error_literal (error, MC_RULE_ERROR, MC_RULE_ERROR_NO_GAME,
                           _("No game has been set up yet."));
      return FALSE;
    }
  return TRUE;
}

/* A journal from a newer app, or a damaged one, may name a kind of action
 * this core does not know among its @n_kinds. */
gboolean
mc_rule_check_action_kind (int       kind,
                           int       n_kinds,
                           GError  **error)
{
  if (kind < 0 || kind >= n_kinds)
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("Unknown action (%d)."), kind);
      return FALSE;
    }
  return TRUE;
}
