/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tem-game.h"

G_BEGIN_DECLS

/* What an accepted action caused, told as the table must follow it: one
 * translated sentence per event, and where a figure or token moves, what
 * to do with it on the table. */
char *tem_narration_tell (const TemGame   *game,
                          const TemEvents *events);

G_END_DECLS
