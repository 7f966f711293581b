/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define RB_RULES_ERROR (rb_rules_error_quark ())

/* Why rb_game_apply() refused an action. The message is translated and in
 * plain words; where a rule forbids the action, its ID ("RB-B5") comes
 * beside the message: rb_rules_error_get_rule(). */
typedef enum
{
  RB_RULES_ERROR_INVALID,        /* malformed: unknown kind, player out of range */
  RB_RULES_ERROR_NO_GAME,        /* no game has been set up */
  RB_RULES_ERROR_OFF_TRACK,      /* a value beyond its physical bounds */
  RB_RULES_ERROR_FORBIDDEN,      /* a rule of the game forbids it */
  RB_RULES_ERROR_GAME_OVER,      /* the game has ended (RB-R9) */
  RB_RULES_ERROR_UNKNOWN_VALUE,  /* a card value the players have not entered */
  RB_RULES_ERROR_WRONG_PHASE,    /* not now: another phase or another player's turn */
} RbRulesError;

GQuark      rb_rules_error_quark    (void);

void        rb_rules_error_set_rule (GError       **error,
                                     const char    *rule);
const char *rb_rules_error_get_rule (const GError  *error);

void        rb_refuse               (GError       **error,
                                     RbRulesError   code,
                                     const char    *rule,
                                     const char    *format,
                                     ...) G_GNUC_PRINTF (4, 5);

G_END_DECLS
