/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A tracked value that a correction can set. */
typedef enum
{
  TEM_FIELD_HEALTH,
  TEM_FIELD_ENERGY,
  TEM_FIELD_CREDITS,
  TEM_FIELD_SCORE,
  TEM_FIELD_STATUS,
  TEM_FIELD_ROUND,
  TEM_FIELD_STARTING_PLAYER,
} TemField;

#define TEM_N_FIELDS 7

gboolean     tem_field_is_valid      (int field);
gboolean     tem_field_is_per_player (TemField field);
const char  *tem_field_get_name      (TemField field);

G_END_DECLS
