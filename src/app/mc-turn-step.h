/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "mechs/tem-game.h"
#include "mechs/tem-need.h"

G_BEGIN_DECLS

/* One step of the turn panel: the program phase, a player's turn, a
 * combat, a Robot Pilot's turn, the end of a round, the results. Each is
 * its own widget; the panel shows the one that applies, applies what it
 * asks for, and asks the players what the rules core needs. */

#define MC_TYPE_TURN_STEP (mc_turn_step_get_type ())
G_DECLARE_INTERFACE (McTurnStep, mc_turn_step, MC, TURN_STEP, GtkWidget)

struct _McTurnStepInterface
{
  GTypeInterface parent_iface;

  /* Whether this step is the one for @game now. */
  gboolean (*applies)         (McTurnStep    *self,
                               const TemGame *game);
  /* Rebuilds its buttons for @game; the title and the text above them. */
  void     (*show)            (McTurnStep    *self,
                               const TemGame *game,
                               char         **title,
                               char         **body);
  /* An answer to a question the step asked for itself (need-requested
   * with no action): TRUE when it took it. Optional. */
  gboolean (*answer)          (McTurnStep    *self,
                               const TemNeed *need,
                               int            value);
  /* The game changed; @same_turn: a value entered mid-step. Optional. */
  void     (*session_changed) (McTurnStep    *self,
                               const TemGame *game,
                               gboolean       same_turn);
};

gboolean mc_turn_step_applies          (McTurnStep      *self,
                                        const TemGame   *game);
void     mc_turn_step_show             (McTurnStep      *self,
                                        const TemGame   *game,
                                        char           **title,
                                        char           **body);
gboolean mc_turn_step_answer           (McTurnStep      *self,
                                        const TemNeed   *need,
                                        int              value);
void     mc_turn_step_session_changed  (McTurnStep      *self,
                                        const TemGame   *game,
                                        gboolean         same_turn);
void     mc_turn_step_request_action   (McTurnStep      *self,
                                        const TemAction *action);
void     mc_turn_step_request_need     (McTurnStep      *self,
                                        const TemNeed   *need,
                                        const char      *message);
void     mc_turn_step_report_problem   (McTurnStep      *self,
                                        const char      *message);
void     mc_turn_step_request_refresh  (McTurnStep      *self);
void     mc_turn_step_request_refresh_in_place (McTurnStep *self);

G_END_DECLS
