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

/* A list in the reader's language, "A, B and C"; one item as it is. */
char *tem_format_list    (const char * const *items,
                          guint               n_items);

G_END_DECLS
