/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The arrows printed on a round space (RB-R3). Which way each space points
 * is not public (card-facts.md §4): the players enter it at setup. */
typedef enum
{
  RB_DIRECTION_UNSET,
  RB_DIRECTION_CLOCKWISE,
  RB_DIRECTION_COUNTER_CLOCKWISE,
} RbDirection;

gboolean    rb_direction_is_valid  (RbDirection direction);
const char *rb_direction_get_name  (RbDirection direction);
guint       rb_direction_next_seat (RbDirection direction,
                                    guint       seat,
                                    guint       n_players);

G_END_DECLS
