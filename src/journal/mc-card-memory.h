/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "rules/tem-game.h"

G_BEGIN_DECLS

/* The numbers the players read off their weapon cards, remembered from one
 * game to the next in a small JSON file, so each is entered once. */
typedef struct _McCardMemory McCardMemory;

McCardMemory *mc_card_memory_new        (void);
void          mc_card_memory_free       (McCardMemory   *self);
gboolean      mc_card_memory_load       (McCardMemory   *self,
                                         const char     *path,
                                         GError        **error);
gboolean      mc_card_memory_load_data  (McCardMemory   *self,
                                         const char     *data,
                                         gsize           length,
                                         GError        **error);
gboolean      mc_card_memory_save       (McCardMemory   *self,
                                         const char     *path,
                                         GError        **error);
char         *mc_card_memory_to_data    (McCardMemory   *self);
gboolean      mc_card_memory_remember   (McCardMemory   *self,
                                         const TemGame  *game,
                                         guint           kind);
int           mc_card_memory_get        (McCardMemory   *self,
                                         guint           kind,
                                         TemWeaponField  field);
guint         mc_card_memory_fill       (McCardMemory   *self,
                                         const TemGame  *game,
                                         TemAction      *actions,
                                         guint           max_actions);
char         *mc_card_memory_dup_default_path (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (McCardMemory, mc_card_memory_free)

G_END_DECLS
