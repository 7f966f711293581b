/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "journal/mc-bot-recall.h"
#include "rumble/rb-game.h"
#include "session/mc-session.h"

#include "mc-reason-label.h"
#include "mc-rumble-form.h"
#include "mc-rumble-phase-panel.h"

G_BEGIN_DECLS

/* What the phase panel hands down to its Build and Battle parts
 * (mc-rumble-phase-build.c, mc-rumble-phase-battle.c): the game, the
 * cards file, the shared heading and the controls, and how to try and
 * apply an action. The parts call these, never the panel; the panel
 * calls the parts. */
typedef struct
{
  GtkWidget    *owner;                        /* the panel: its rumble.* actions */
  McSession    *session;                      /* not owned */
  McCardMemory *cards;                        /* not owned: the window's */
  GtkLabel     *heading;
  GtkLabel     *detail;
  GtkWidget    *controls[MC_RUMBLE_N_CONTROLS];
  McReasonLabel *reason_labels[MC_RUMBLE_N_CONTROLS]; /* under a button, why it is greyed; NULL: the panel's list */
  void        (*changed) (GtkWidget *owner);  /* a field changed: re-check the actions */
  GPtrArray    *refused_rules;                /* the rule IDs of this refresh's refusals shown, each once, or NULL */
  int           applying;                     /* the RbActionKind being applied from the panel, or -1 */
} McRumblePhaseContext;

const RbGame *mc_rumble_phase_context_get_game   (McRumblePhaseContext *ctx);
int           mc_rumble_phase_context_number     (McRumblePhaseContext *ctx,
                                                  McRumbleControl       control);
gboolean      mc_rumble_phase_context_check      (McRumblePhaseContext *ctx,
                                                  const RbAction       *action,
                                                  char                **reason);
void          mc_rumble_phase_context_apply      (McRumblePhaseContext *ctx,
                                                  const RbAction       *action);
void          mc_rumble_phase_context_offer      (McRumblePhaseContext *ctx,
                                                  McRumbleControl       control,
                                                  const RbAction       *action,
                                                  GPtrArray            *reasons);
void          mc_rumble_phase_context_refuse     (McRumblePhaseContext *ctx,
                                                  McRumbleControl       control,
                                                  const char           *reason,
                                                  GPtrArray            *reasons);
void          mc_rumble_phase_context_start_reasons (McRumblePhaseContext *ctx,
                                                     const char           *moment);
const char   *mc_rumble_phase_action_name        (McRumbleControl       control);
guint         mc_rumble_phase_update_bot_list    (GtkStringList        *names,
                                                  guint                 first,
                                                  int                  *bots,
                                                  guint                 n_bots,
                                                  const RbGame         *game,
                                                  const int            *wanted,
                                                  guint                 n_wanted);
const char   *mc_rumble_phase_bot_label          (const RbBot          *bot);
void          mc_rumble_phase_show_field         (GtkWidget            *field,
                                                  gboolean              shown);

G_END_DECLS
