/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The action printed on a program card (card-facts.md §1: seven kinds). */
typedef enum
{
  TEM_PROGRAM_COLLECT,
  TEM_PROGRAM_PURCHASE,
  TEM_PROGRAM_POWER_UP,
  TEM_PROGRAM_DEPLOY_MINE,
  TEM_PROGRAM_DEPLOY_TURRET,
  TEM_PROGRAM_DOUBLE_JUMP,
  TEM_PROGRAM_DIAGONAL_JUMP,
} TemProgram;

#define TEM_N_PROGRAMS 7
#define TEM_PROGRAM_NONE (-1)
#define TEM_CARDS_PER_ROUND 4              /* R-RD2 */

gboolean     tem_program_is_valid  (int        program);
gboolean     tem_program_is_jump   (TemProgram program);
const char  *tem_program_get_name  (TemProgram program);
const char  *tem_program_get_id    (TemProgram program);

G_END_DECLS
