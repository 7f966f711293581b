/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A tracked value the players can correct (the table is the truth). For
 * per-player fields the correction's index is the seat; for the round
 * track it is the space (0-5); for the Laboratory it is the tier (1-4). */
typedef enum
{
  RB_FIELD_SCRAP,
  RB_FIELD_STORAGE,
  RB_FIELD_REACTOR,
  RB_FIELD_CRYO,
  RB_FIELD_TIER,
  RB_FIELD_DECK,            /* cards left in the battle deck */
  RB_FIELD_CHAMPION,        /* game-wide: who holds the Champion token */
  RB_FIELD_TRACK,           /* crystals on a round-track space */
  RB_FIELD_LAB_DECK,        /* cards in a Laboratory deck */
  RB_FIELD_LAB_ROW,         /* face-up Bots in a Laboratory row */
  RB_FIELD_TRANSFORMATIONS, /* game-wide: cards left in the Transformation deck */
} RbField;

#define RB_N_FIELDS 11

gboolean    rb_field_is_valid      (int     field);
gboolean    rb_field_is_per_player (RbField field);
const char *rb_field_get_name      (RbField field);
const char *rb_field_get_id        (RbField field);

G_END_DECLS
