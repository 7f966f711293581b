/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "session/mc-session.h"

G_BEGIN_DECLS

gboolean mc_turn_told_only_values_entered (const TemEvents *events);
void     mc_turn_told_update              (char           **told,
                                           McSession       *session,
                                           McSessionChange  change);

G_END_DECLS
