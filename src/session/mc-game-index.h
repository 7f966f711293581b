/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <glib/gstdio.h>

#include "mc-game-summary.h"

G_BEGIN_DECLS

/* What the games folder's journals hold, summed up in one small file next
 * to them, so that start-up and History read one file instead of replaying
 * every game. Only a cache: an entry counts only while its journal has
 * exactly the size, times and inode it had when it was summed up, and a
 * missing, damaged or foreign index is rebuilt from the journals. */
typedef struct _McGameIndex McGameIndex;

#define MC_GAME_INDEX_NAME "index.tsv"

McGameIndex   *mc_game_index_load    (const char     *games_dir);
McGameSummary *mc_game_index_lookup  (McGameIndex    *self,
                                      const char     *path,
                                      const GStatBuf *info);
void           mc_game_index_store   (McGameIndex         *self,
                                      const GStatBuf      *info,
                                      const McGameSummary *summary);
void           mc_game_index_forget_others (McGameIndex *self,
                                            GHashTable  *names);
gboolean       mc_game_index_save    (McGameIndex    *self,
                                      GError        **error);
void           mc_game_index_free    (McGameIndex    *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (McGameIndex, mc_game_index_free)

G_END_DECLS
