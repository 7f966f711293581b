/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mc-turn-step.h"

G_DEFINE_INTERFACE (McTurnStep, mc_turn_step, GTK_TYPE_WIDGET)

static void
mc_turn_step_default_init (McTurnStepInterface *iface)
{
  /**
   * McTurnStep::action-requested:
   * @action: (type gpointer): the TemAction a button stands for
   *
   * A tap: the panel applies it, asks what it needs, shows a refusal.
   */
  g_signal_new ("action-requested", MC_TYPE_TURN_STEP, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                G_TYPE_NONE, 1, G_TYPE_POINTER);
  /**
   * McTurnStep::need-requested:
   * @need: (type gpointer): the TemNeed to ask
   * @message: the words above the question
   *
   * A question asked for itself (a zone card, the row), with no action
   * waiting; the answer comes back through mc_turn_step_answer().
   */
  g_signal_new ("need-requested", MC_TYPE_TURN_STEP, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_STRING);
  /**
   * McTurnStep::problem:
   * @message: (nullable): what went wrong, or %NULL when it is over
   */
  g_signal_new ("problem", MC_TYPE_TURN_STEP, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * McTurnStep::refresh-requested:
   * @afresh: shown from its first line (a robot's card drawn), or left
   *   where the player scrolled it (a card chosen)
   *
   * The step's own choice changed: show it again.
   */
  g_signal_new ("refresh-requested", MC_TYPE_TURN_STEP, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
}

gboolean
mc_turn_step_applies (McTurnStep    *self,
                      const TemGame *game)
{
  g_return_val_if_fail (MC_IS_TURN_STEP (self), FALSE);

  return MC_TURN_STEP_GET_IFACE (self)->applies (self, game);
}

void
mc_turn_step_show (McTurnStep    *self,
                   const TemGame *game,
                   char         **title,
                   char         **body)
{
  g_return_if_fail (MC_IS_TURN_STEP (self));

  *title = NULL;
  *body = NULL;
  MC_TURN_STEP_GET_IFACE (self)->show (self, game, title, body);
}

gboolean
mc_turn_step_answer (McTurnStep    *self,
                     const TemNeed *need,
                     int            value)
{
  McTurnStepInterface *iface;

  g_return_val_if_fail (MC_IS_TURN_STEP (self), FALSE);

  iface = MC_TURN_STEP_GET_IFACE (self);
  return iface->answer != NULL && iface->answer (self, need, value);
}

void
mc_turn_step_session_changed (McTurnStep    *self,
                              const TemGame *game,
                              gboolean       same_turn)
{
  McTurnStepInterface *iface;

  g_return_if_fail (MC_IS_TURN_STEP (self));

  iface = MC_TURN_STEP_GET_IFACE (self);
  if (iface->session_changed != NULL)
    iface->session_changed (self, game, same_turn);
}

void
mc_turn_step_request_action (McTurnStep      *self,
                             const TemAction *action)
{
  g_signal_emit_by_name (self, "action-requested", action);
}

void
mc_turn_step_request_need (McTurnStep    *self,
                           const TemNeed *need,
                           const char    *message)
{
  g_signal_emit_by_name (self, "need-requested", need, message);
}

void
mc_turn_step_report_problem (McTurnStep *self,
                             const char *message)
{
  g_signal_emit_by_name (self, "problem", message);
}

void
mc_turn_step_request_refresh (McTurnStep *self)
{
  g_signal_emit_by_name (self, "refresh-requested", TRUE);
}

/* Shown again where it is: the player's eyes stay on what they tapped. */
void
mc_turn_step_request_refresh_in_place (McTurnStep *self)
{
  g_signal_emit_by_name (self, "refresh-requested", FALSE);
}
