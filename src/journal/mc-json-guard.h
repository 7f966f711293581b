/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The deepest nesting any of the app's JSON needs is 6 (a journal header:
 * the game, its arena, its zones, a zone, its resources); the limit leaves
 * room for more without letting a hostile file run a parser's recursion
 * into the stack (docs/journal-format.md, "Bad input"). */
#define MC_JSON_MAX_DEPTH 16

typedef enum
{
  MC_JSON_GUARD_OK,
  MC_JSON_GUARD_TOO_LARGE,
  MC_JSON_GUARD_TOO_DEEP,
  MC_JSON_GUARD_NOT_JSON,   /* a comment or a single-quoted string */
} McJsonGuardResult;

McJsonGuardResult mc_json_guard_check (const char *data,
                                       gsize       length,
                                       gsize       max_bytes);

G_END_DECLS
