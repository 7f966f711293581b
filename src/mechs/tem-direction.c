/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tem-direction.h"

static const struct
{
  int         drow, dcol;
  const char *id;
  const char *name;
} directions[TEM_N_DIRECTIONS] = {
  [TEM_DIRECTION_NORTH] = { -1, 0, "north", NC_("direction", "north") },
  [TEM_DIRECTION_EAST] = { 0, 1, "east", NC_("direction", "east") },
  [TEM_DIRECTION_SOUTH] = { 1, 0, "south", NC_("direction", "south") },
  [TEM_DIRECTION_WEST] = { 0, -1, "west", NC_("direction", "west") },
  [TEM_DIRECTION_NORTH_EAST] = { -1, 1, "north-east", NC_("direction", "north-east") },
  [TEM_DIRECTION_SOUTH_EAST] = { 1, 1, "south-east", NC_("direction", "south-east") },
  [TEM_DIRECTION_SOUTH_WEST] = { 1, -1, "south-west", NC_("direction", "south-west") },
  [TEM_DIRECTION_NORTH_WEST] = { -1, -1, "north-west", NC_("direction", "north-west") },
};

gboolean
tem_direction_is_valid (int direction)
{
  return direction >= 0 && direction < TEM_N_DIRECTIONS;
}

gboolean
tem_direction_is_diagonal (TemDirection direction)
{
  return direction >= TEM_DIRECTION_NORTH_EAST;
}

int
tem_direction_get_drow (TemDirection direction)
{
  g_return_val_if_fail (tem_direction_is_valid (direction), 0);

  return directions[direction].drow;
}

int
tem_direction_get_dcol (TemDirection direction)
{
  g_return_val_if_fail (tem_direction_is_valid (direction), 0);

  return directions[direction].dcol;
}

TemDirection
tem_direction_opposite (TemDirection direction)
{
  if (tem_direction_is_diagonal (direction))
    return TEM_DIRECTION_NORTH_EAST + (direction - TEM_DIRECTION_NORTH_EAST + 2) % 4;
  return (direction + 2) % 4;
}

/* A quarter turn anticlockwise / clockwise, for orthogonal directions. */
TemDirection
tem_direction_left (TemDirection direction)
{
  g_return_val_if_fail (!tem_direction_is_diagonal (direction), direction);

  return (direction + 3) % 4;
}

TemDirection
tem_direction_right (TemDirection direction)
{
  g_return_val_if_fail (!tem_direction_is_diagonal (direction), direction);

  return (direction + 1) % 4;
}

const char *
tem_direction_get_name (TemDirection direction)
{
  g_return_val_if_fail (tem_direction_is_valid (direction), "");

  return g_dpgettext2 (GETTEXT_PACKAGE, "direction", directions[direction].name);
}

const char *
tem_direction_get_id (TemDirection direction)
{
  g_return_val_if_fail (tem_direction_is_valid (direction), "");

  return directions[direction].id;
}
