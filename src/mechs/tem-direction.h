/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Compass directions on the arena, north being the top row. Program cards
 * use the four orthogonal ones; the Diagonal Jump the four others. */
typedef enum
{
  TEM_DIRECTION_NORTH,
  TEM_DIRECTION_EAST,
  TEM_DIRECTION_SOUTH,
  TEM_DIRECTION_WEST,
  TEM_DIRECTION_NORTH_EAST,
  TEM_DIRECTION_SOUTH_EAST,
  TEM_DIRECTION_SOUTH_WEST,
  TEM_DIRECTION_NORTH_WEST,
} TemDirection;

#define TEM_N_DIRECTIONS 8

gboolean     tem_direction_is_valid      (int          direction);
gboolean     tem_direction_is_diagonal   (TemDirection direction);
int          tem_direction_get_drow      (TemDirection direction);
int          tem_direction_get_dcol      (TemDirection direction);
TemDirection tem_direction_opposite      (TemDirection direction);
TemDirection tem_direction_left          (TemDirection direction);
TemDirection tem_direction_right         (TemDirection direction);
const char  *tem_direction_get_name      (TemDirection direction);
const char  *tem_direction_get_id        (TemDirection direction);

G_END_DECLS
