/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Which game a journal holds: its header's "rules" member
 * (docs/journal-format.md). A file without it is Tiny Epic Mechs, so every
 * file written before Rumblebots came still loads. */
typedef enum
{
  MC_GAME_TINY_EPIC_MECHS,
  MC_GAME_RUMBLEBOTS,
} McGameKind;

#define MC_GAME_RUMBLEBOTS_ID "rumblebots"

G_END_DECLS
