/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mc-rumble-field.h"
#include "rules/mc-rule-error.h"
#include "mc-rumble-phase-context.h"

/* How the Build and Battle parts of the phase panel reach the game: every
 * action is tried on a copy of the game first; one the rules core would
 * refuse is disabled, with the core's reason as its tooltip and under
 * it. */

/* The panel's action behind each button; NULL for a field. */
const char *
mc_rumble_phase_action_name (McRumbleControl control)
{
  switch (control)
    {
    case MC_RUMBLE_CONTROL_BUILD:          return "rumble.build";
    case MC_RUMBLE_CONTROL_UPGRADE:        return "rumble.upgrade";
    case MC_RUMBLE_CONTROL_ENERGIZE:       return "rumble.energize";
    case MC_RUMBLE_CONTROL_END_TURN:       return "rumble.end-turn";
    case MC_RUMBLE_CONTROL_RECYCLE:        return "rumble.recycle";
    case MC_RUMBLE_CONTROL_REVEAL:         return "rumble.reveal";
    case MC_RUMBLE_CONTROL_SURRENDER:      return "rumble.surrender";
    case MC_RUMBLE_CONTROL_SURRENDER_LOOP: return "rumble.surrender-loop";
    case MC_RUMBLE_CONTROL_NAME_FACTION:   return "rumble.name-faction";
    case MC_RUMBLE_CONTROL_ABILITY:        return "rumble.ability";
    case MC_RUMBLE_CONTROL_SHARE:          return "rumble.share";
    case MC_RUMBLE_CONTROL_CARD_NAME:
    case MC_RUMBLE_CONTROL_CARD_TIER:
    case MC_RUMBLE_CONTROL_CARD_FACTION:
    case MC_RUMBLE_CONTROL_CARD_COST:
    case MC_RUMBLE_CONTROL_CARD_RECYCLE:
    case MC_RUMBLE_CONTROL_RECYCLE_BOT:
    case MC_RUMBLE_CONTROL_RECYCLE_VALUE:
    case MC_RUMBLE_CONTROL_REVEAL_ATTACK:
    case MC_RUMBLE_CONTROL_REVEAL_DEFENSE:
    case MC_RUMBLE_CONTROL_REVEAL_CRITS:
    case MC_RUMBLE_CONTROL_REVEAL_BARRIERS:
    case MC_RUMBLE_CONTROL_REVEAL_FACTION:
    case MC_RUMBLE_CONTROL_FACTION:
    case MC_RUMBLE_CONTROL_BUILD_FROM:
    case MC_RUMBLE_CONTROL_ENERGIZE_FOR:
    case MC_RUMBLE_CONTROL_ENERGIZE_CRYO:
    case MC_RUMBLE_CONTROL_REVEAL_BOT:
    case MC_RUMBLE_CONTROL_CARD_KNOWN:
    case MC_RUMBLE_N_CONTROLS:
    default:
      return NULL;
    }
}

const RbGame *
mc_rumble_phase_context_get_game (McRumblePhaseContext *ctx)
{
  if (ctx->session == NULL || mc_session_get_game_kind (ctx->session) != MC_GAME_RUMBLEBOTS)
    return NULL;
  return mc_session_get_rumble_game (ctx->session);
}

int
mc_rumble_phase_context_number (McRumblePhaseContext *ctx,
                                McRumbleControl       control)
{
  return mc_rumble_form_get_number (ctx->controls[control]);
}

/* Whether the rules core would take @action now; if not, why. */
gboolean
mc_rumble_phase_context_check (McRumblePhaseContext *ctx,
                               const RbAction       *action,
                               char                **reason)
{
  const RbGame *game = mc_rumble_phase_context_get_game (ctx);
  g_autofree RbGame *copy = NULL;
  g_autoptr(GError) error = NULL;

  if (game == NULL)
    return FALSE;
  copy = g_memdup2 (game, sizeof *game);
  if (rb_game_apply (copy, action, NULL, &error))
    return TRUE;
  if (reason == NULL)
    return FALSE;
  *reason = g_strdup (error->message);
  /* The rule behind each refusal shown, for the links under the reasons. */
  if (mc_rule_error_get_rule (error) != NULL)
    {
      const char *rule = mc_rule_error_get_rule (error);

      if (ctx->refused_rules == NULL)
        ctx->refused_rules = g_ptr_array_new_with_free_func (g_free);
      if (!g_ptr_array_find_with_equal_func (ctx->refused_rules, rule, g_str_equal, NULL))
        g_ptr_array_add (ctx->refused_rules, g_strdup (rule));
    }
  return FALSE;
}

void
mc_rumble_phase_context_apply (McRumblePhaseContext *ctx,
                               const RbAction       *action)
{
  /* A refusal is shown by the window through McSession::refused. */
  ctx->applying = (int) action->kind;
  mc_session_apply_rumble (ctx->session, action, NULL);
  ctx->applying = -1;
}

static void
set_enabled (McRumblePhaseContext *ctx,
             McRumbleControl       control,
             gboolean              enabled)
{
  const char *name = mc_rumble_phase_action_name (control);

  if (name != NULL)
    gtk_widget_action_set_enabled (ctx->owner, name, enabled);
  else
    gtk_widget_set_sensitive (ctx->controls[control], enabled);
}

/* Disabled with @reason as its tooltip, and said under it (or, for a
 * button with no reason line of its own, in the panel's list). */
void
mc_rumble_phase_context_refuse (McRumblePhaseContext *ctx,
                                McRumbleControl       control,
                                const char           *reason,
                                GPtrArray            *reasons)
{
  set_enabled (ctx, control, FALSE);
  gtk_widget_set_tooltip_text (ctx->controls[control], reason);
  if (reason == NULL)
    return;
  if (ctx->reason_labels[control] != NULL)
    mc_reason_label_add (ctx->reason_labels[control], reason);
  else if (reasons != NULL)
    g_ptr_array_add (reasons, g_strdup (reason));
}

/* The buttons' reason lines cleared before the actions are checked
 * again; each keeps its room while @moment (the turn, the card
 * revealed) is the same. */
void
mc_rumble_phase_context_start_reasons (McRumblePhaseContext *ctx,
                                       const char           *moment)
{
  for (guint i = 0; i < MC_RUMBLE_N_CONTROLS; i++)
    if (ctx->reason_labels[i] != NULL)
      mc_reason_label_start (ctx->reason_labels[i], moment);
}

/* Enabled when the rules core takes the action; else refused with the
 * core's reason. */
void
mc_rumble_phase_context_offer (McRumblePhaseContext *ctx,
                               McRumbleControl       control,
                               const RbAction       *action,
                               GPtrArray            *reasons)
{
  g_autofree char *reason = NULL;

  if (mc_rumble_phase_context_check (ctx, action, &reason))
    {
      set_enabled (ctx, control, TRUE);
      gtk_widget_set_tooltip_text (ctx->controls[control], NULL);
    }
  else
    mc_rumble_phase_context_refuse (ctx, control, reason, reasons);
}

const char *
mc_rumble_phase_bot_label (const RbBot *bot)
{
  return bot->starter != RB_STARTER_NONE ? rb_starter_get_name ((RbStarter) bot->starter) : bot->name;
}

/* Fills @names from @first on with the Bots @wanted (indexes in
 * RbGame.bots), kept in @bots; rebuilt only when they change. Returns
 * the count. */
guint
mc_rumble_phase_update_bot_list (GtkStringList *names,
                                 guint          first,
                                 int           *bots,
                                 guint          n_bots,
                                 const RbGame  *game,
                                 const int     *wanted,
                                 guint          n_wanted)
{
  if (n_wanted == n_bots && memcmp (wanted, bots, n_wanted * sizeof wanted[0]) == 0)
    return n_bots;
  memcpy (bots, wanted, n_wanted * sizeof wanted[0]);
  gtk_string_list_splice (names, first, g_list_model_get_n_items (G_LIST_MODEL (names)) - first, NULL);
  for (guint i = 0; i < n_wanted; i++)
    gtk_string_list_append (names, mc_rumble_phase_bot_label (&game->bots[wanted[i]]));
  return n_wanted;
}

/* A field shown or hidden with its caption, so that no gap stays where
 * it was. */
void
mc_rumble_phase_show_field (GtkWidget *field,
                            gboolean   shown)
{
  GtkWidget *child = gtk_widget_get_ancestor (field, MC_TYPE_RUMBLE_FIELD);

  gtk_widget_set_visible (field, shown);
  if (child != NULL)
    gtk_widget_set_visible (child, shown);
}
