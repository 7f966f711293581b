/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "rb-direction.h"

gboolean
rb_direction_is_valid (RbDirection direction)
{
  return direction == RB_DIRECTION_CLOCKWISE || direction == RB_DIRECTION_COUNTER_CLOCKWISE;
}

const char *
rb_direction_get_name (RbDirection direction)
{
  switch (direction)
    {
    case RB_DIRECTION_CLOCKWISE:
      return _("clockwise");
    case RB_DIRECTION_COUNTER_CLOCKWISE:
      return _("counter-clockwise");
    case RB_DIRECTION_UNSET:
    default:
      return _("not set");
    }
}

/* Seats are numbered in seating order, clockwise (RB-R3). */
guint
rb_direction_next_seat (RbDirection direction,
                        guint       seat,
                        guint       n_players)
{
  g_return_val_if_fail (n_players > 0, 0);

  if (direction == RB_DIRECTION_COUNTER_CLOCKWISE)
    return (seat + n_players - 1) % n_players;
  return (seat + 1) % n_players;
}
