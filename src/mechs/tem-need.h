/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What the players must tell the app before an action can go on: carried
 * by an MC_RULE_ERROR_UNKNOWN_VALUE or _CHOICE_NEEDED refusal, so the UI can
 * ask for exactly that and try again. */
typedef enum
{
  TEM_NEED_NONE,
  TEM_NEED_ZONE_VALUE,        /* cell: the number printed on the zone card */
  TEM_NEED_ZONE_RESOURCES,    /* cell: the resource icons on the zone card */
  TEM_NEED_WEAPON_FIELD,      /* weapon_kind, field (TemWeaponField) */
  TEM_NEED_STARTING_WEAPON,   /* seat: the basic weapon they kept (R-S8) */
  TEM_NEED_CELL,              /* seat goes to one of cells (a KO, a retreat) */
  TEM_NEED_MINE_NUMBER,       /* seat owns the mine in cell: its number */
  TEM_NEED_TOKEN,             /* seat moves one of its tokens at cells (R-A5, R-A6) */
  TEM_NEED_MECH_SIDE,         /* seat takes the Mech: Troy or Sparta */
  TEM_NEED_REFILL,            /* the card turned up from the deck */
  TEM_NEED_ROBOT_CARD,        /* seat: its program card flipped at the table */
  TEM_NEED_ROBOT_WEAPON,      /* seat: its weapon card flipped at the table */
  TEM_NEED_ROW_CARD,          /* cell is the place in the row: the card face up there */
  TEM_NEED_MECH_AFTER_KO,     /* seat KO'd the Mech's pilot in cell: take it (which side) or not */
  TEM_NEED_RESPAWN_CARD,      /* seat, a robot whose base cell is taken: the next program card flipped */
} TemNeedKind;

typedef struct
{
  TemNeedKind kind;
  int         seat;
  int         cell;
  int         weapon_kind;
  int         field;
  guint64     cells;          /* bit per cell, for TEM_NEED_CELL and _TOKEN */
  int         also_seat;      /* TEM_NEED_STARTING_WEAPON: the other pilot of the
                               * combat, whose weapon is asked too, or -1 */
} TemNeed;

const TemNeed *tem_need_from_error (const GError *error);
void           tem_need_set        (GError      **error,
                                    TemNeedKind   kind,
                                    int           seat,
                                    int           cell);
void           tem_need_set_weapon (GError      **error,
                                    int           weapon_kind,
                                    int           field);
void           tem_need_set_weapon_of (GError      **error,
                                       int           seat,
                                      int           weapon_kind,
                                      int           field);
void           tem_need_set_also_seat (GError     **error,
                                       int          seat);
void           tem_need_set_cells  (GError      **error,
                                    TemNeedKind   kind,
                                    int           seat,
                                    const int    *cells,
                                    guint         n_cells);

G_END_DECLS
