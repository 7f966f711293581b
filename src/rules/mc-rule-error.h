/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define MC_RULE_ERROR (mc_rule_error_quark ())

/* Why a rules core (tem_game_apply(), rb_game_apply()) refused an action.
 * The message is translated and in plain words; where a rule forbids the
 * action, its ID ("R-A5", "RB-B5") comes beside the message:
 * mc_rule_error_get_rule(). */
typedef enum
{
  MC_RULE_ERROR_INVALID,        /* malformed: unknown kind, player out of range */
  MC_RULE_ERROR_NO_GAME,        /* no game has been set up */
  MC_RULE_ERROR_OFF_TRACK,      /* a value beyond its track or physical bounds */
  MC_RULE_ERROR_FORBIDDEN,      /* a rule of the game forbids it */
  MC_RULE_ERROR_GAME_OVER,      /* the game has ended (R-RD5, RB-R9) */
  MC_RULE_ERROR_UNKNOWN_VALUE,  /* a card value the players have not entered */
  MC_RULE_ERROR_CHOICE_NEEDED,  /* the players must choose (a zone, a mine's number) */
  MC_RULE_ERROR_WRONG_PHASE,    /* not now: another phase or another player's turn */
} McRuleError;

/* Room in a refusal for what its core must ask the players back (Tiny
 * Epic Mechs' TemNeed): plain data the core lays out, copied with the
 * error. */
#define MC_RULE_ERROR_DETAIL_SIZE 48

GQuark        mc_rule_error_quark      (void);

void          mc_rule_refuse           (GError       **error,
                                        McRuleError    code,
                                        const char    *rule,
                                        const char    *format,
                                        ...) G_GNUC_PRINTF (4, 5);
void          mc_rule_error_set_rule   (GError       **error,
                                        const char    *rule);
const char   *mc_rule_error_get_rule   (const GError  *error);
gconstpointer mc_rule_error_peek_detail (const GError *error);
gpointer      mc_rule_error_get_detail (GError       **error);

G_END_DECLS
