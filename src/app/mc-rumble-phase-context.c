/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mc-rumble-phase-context.h"

/* How the Build and Battle parts of the phase panel reach the game: every
 * action is tried on a copy of the game first; one the rules core would
 * refuse is disabled, with the core's reason as its tooltip and under
 * the panel. */

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
    case MC_RUMBLE_CONTROL_CARD_FACTION2:
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
  if (reason != NULL)
    *reason = g_strdup (error->message);
  return FALSE;
}

void
mc_rumble_phase_context_apply (McRumblePhaseContext *ctx,
                               const RbAction       *action)
{
  /* A refusal is shown by the window through McSession::refused. */
  mc_session_apply_rumble (ctx->session, action, NULL);
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

/* Disabled with @reason as its tooltip, and listed under the panel. */
void
mc_rumble_phase_context_refuse (McRumblePhaseContext *ctx,
                                McRumbleControl       control,
                                const char           *reason,
                                GPtrArray            *reasons)
{
  set_enabled (ctx, control, FALSE);
  gtk_widget_set_tooltip_text (ctx->controls[control], reason);
  if (reason != NULL && reasons != NULL)
    g_ptr_array_add (reasons, g_strdup (reason));
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

/* A pill button for @control's action. */
GtkWidget *
mc_rumble_phase_context_button (McRumblePhaseContext *ctx,
                                McRumbleControl       control,
                                const char           *label)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_add_css_class (button, "pill");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), mc_rumble_phase_action_name (control));
  ctx->controls[control] = button;
  return button;
}

static void
field_changed_cb (McRumblePhaseContext *ctx)
{
  ctx->changed (ctx->owner);
}

/* A field under its caption, kept as @control and re-checked on change. */
void
mc_rumble_phase_context_add_field (McRumblePhaseContext *ctx,
                                   GtkWidget            *box,
                                   McRumbleControl       control,
                                   GtkWidget            *field,
                                   const char           *caption)
{
  ctx->controls[control] = field;
  if (GTK_IS_EDITABLE (field))
    g_signal_connect_swapped (field, "changed", G_CALLBACK (field_changed_cb), ctx);
  else if (GTK_IS_CHECK_BUTTON (field))
    g_signal_connect_swapped (field, "toggled", G_CALLBACK (field_changed_cb), ctx);
  else
    g_signal_connect_swapped (field, "notify::selected", G_CALLBACK (field_changed_cb), ctx);
  if (box != NULL)
    gtk_flow_box_append (GTK_FLOW_BOX (box), caption != NULL ? mc_rumble_form_field (field, caption) : field);
}

/* A number entry named and captioned @caption, as @control in @box. */
void
mc_rumble_phase_context_add_number (McRumblePhaseContext *ctx,
                                    GtkWidget            *box,
                                    McRumbleControl       control,
                                    const char           *caption)
{
  mc_rumble_phase_context_add_field (ctx, box, control, mc_rumble_form_number_entry (caption), caption);
}

typedef struct
{
  McRumblePhaseContext *ctx;
  McRumbleControl       button;
} Activates;

/* Enter in a field does what its section is for (Build, Recycle,
 * Reveal) when the rules allow it: a card's numbers are typed and sent
 * without leaving the keyboard. */
static void
entry_activate_cb (GtkEntry  *entry,
                   Activates *activates)
{
  GtkWidget *button = activates->ctx->controls[activates->button];

  if (gtk_widget_is_sensitive (button) && gtk_widget_is_visible (button))
    gtk_widget_activate_action (activates->ctx->owner, mc_rumble_phase_action_name (activates->button), NULL);
  else
    gtk_widget_error_bell (GTK_WIDGET (entry));
}

void
mc_rumble_phase_context_activates (McRumblePhaseContext *ctx,
                                   McRumbleControl       field,
                                   McRumbleControl       button)
{
  Activates *activates = g_new (Activates, 1);

  activates->ctx = ctx;
  activates->button = button;
  g_signal_connect_data (ctx->controls[field], "activate", G_CALLBACK (entry_activate_cb), activates,
                         (GClosureNotify) (void (*) (void)) g_free, 0);
}

GtkWidget *
mc_rumble_phase_drop_down (const char * const *items,
                           const char         *label)
{
  GtkWidget *drop_down = gtk_drop_down_new_from_strings (items);

  gtk_widget_set_tooltip_text (drop_down, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return drop_down;
}

GtkWidget *
mc_rumble_phase_bot_drop_down (GtkStringList *names,
                               const char    *label)
{
  GtkWidget *bots = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);

  gtk_widget_set_tooltip_text (bots, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (bots), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return bots;
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

/* A field shown or hidden with its place in the row, so that no gap
 * stays where it was. */
void
mc_rumble_phase_show_field (GtkWidget *field,
                            gboolean   shown)
{
  GtkWidget *child = gtk_widget_get_ancestor (field, GTK_TYPE_FLOW_BOX_CHILD);

  gtk_widget_set_visible (field, shown);
  if (child != NULL)
    gtk_widget_set_visible (child, shown);
}
