/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tem-direction.h"

G_BEGIN_DECLS

/* The arena: zone cards on a grid of at most 7×7 cells, some cells empty.
 * A cell is addressed by one number, row * TEM_ARENA_SIZE + column. */

#define TEM_ARENA_SIZE 7
#define TEM_ARENA_CELLS (TEM_ARENA_SIZE * TEM_ARENA_SIZE)
#define TEM_MAX_ZONES 25
#define TEM_NO_CELL (-1)

/* A value printed on a card that the players have not entered yet
 * (card-facts.md marks zone values NF). */
#define TEM_VALUE_UNKNOWN (-1)
#define TEM_ZONE_VALUE_MAX 9

typedef enum
{
  TEM_ZONE_NONE,          /* no card in this cell */
  TEM_ZONE_RESOURCE,
  TEM_ZONE_BASE,
  TEM_ZONE_MECH,
} TemZoneKind;

typedef enum
{
  TEM_RESOURCE_ENERGY = 1 << 0,
  TEM_RESOURCE_CREDITS = 1 << 1,
  TEM_RESOURCE_UNKNOWN = 1 << 2,   /* the card's icon is not entered yet */
} TemResources;

typedef struct
{
  TemZoneKind kind;
  int         value;        /* TEM_VALUE_UNKNOWN until entered */
  guint       resources;    /* TemResources; Base and Mech give both (R-A1) */
  int         base_owner;   /* seat owning a Base, else -1 */
} TemZone;

typedef struct
{
  guint    rows;
  guint    cols;
  gboolean preset;          /* a shape inferred from card counts, to confirm */
  TemZone  zones[TEM_ARENA_CELLS];
} TemArena;

gboolean       tem_arena_init_preset     (TemArena       *arena,
                                          guint           n_players);
void           tem_arena_init_empty      (TemArena       *arena,
                                          guint           rows,
                                          guint           cols);
void           tem_arena_assign_bases    (TemArena       *arena,
                                          guint           n_players,
                                          guint           starting_player);
gboolean       tem_arena_check           (const TemArena *arena,
                                          guint           n_players,
                                          GError        **error);
guint          tem_arena_get_n_resource_cards (guint      n_players);
guint          tem_arena_count_kind      (const TemArena *arena,
                                          TemZoneKind     kind);
gboolean       tem_arena_check_cards     (const TemArena *arena,
                                          guint           n_players,
                                          GError        **error);
gboolean       tem_arena_assign_solo_bases (TemArena     *arena,
                                            GError      **error);

int            tem_arena_cell            (const TemArena *arena,
                                          int             row,
                                          int             col);
int            tem_arena_cell_row        (int             cell);
int            tem_arena_cell_col        (int             cell);
gboolean       tem_arena_is_zone         (const TemArena *arena,
                                          int             cell);
const TemZone *tem_arena_get_zone        (const TemArena *arena,
                                          int             cell);
int            tem_arena_step            (const TemArena *arena,
                                          int             cell,
                                          TemDirection    direction,
                                          guint           distance);
int            tem_arena_find_mech_zone  (const TemArena *arena);
int            tem_arena_find_base       (const TemArena *arena,
                                          int             seat);
guint          tem_arena_count_zones     (const TemArena *arena);
guint          tem_arena_closest         (const TemArena *arena,
                                          int             from,
                                          const gboolean *hostile,
                                          int            *out);
char          *tem_arena_describe_cell   (int             cell);

G_END_DECLS
