/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tem-need.h"

G_BEGIN_DECLS

#define TEM_RULES_ERROR (tem_rules_error_quark ())

/* Why tem_game_apply() refused an action. The message is translated and in
 * plain words; where a rule forbids the action, its ID ("R-A5") comes
 * beside the message: tem_rules_error_get_rule(). */
typedef enum
{
  TEM_RULES_ERROR_INVALID,     /* malformed: unknown kind, player out of range */
  TEM_RULES_ERROR_NO_GAME,     /* no game has been set up */
  TEM_RULES_ERROR_OFF_TRACK,   /* a value beyond its track */
  TEM_RULES_ERROR_FORBIDDEN,   /* a rule of the game forbids it */
  TEM_RULES_ERROR_GAME_OVER,   /* the game has ended (R-RD5) */
  TEM_RULES_ERROR_UNKNOWN_VALUE, /* a card value the players have not entered */
  TEM_RULES_ERROR_CHOICE_NEEDED, /* the players must choose (a zone, a mine's number) */
} TemRulesError;

GQuark      tem_rules_error_quark    (void);

void        tem_rules_error_set_rule (GError       **error,
                                      const char    *rule);
const char *tem_rules_error_get_rule (const GError  *error);

void        tem_refuse               (GError       **error,
                                      TemRulesError  code,
                                      const char    *rule,
                                      const char    *format,
                                      ...) G_GNUC_PRINTF (4, 5);

G_END_DECLS
