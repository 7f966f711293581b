/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "rules/tem-game.h"

G_BEGIN_DECLS

/* The numbers the players read off their weapon cards, remembered from one
 * game to the next in a small JSON file, so each is entered once. */
typedef struct _McCardMemory McCardMemory;

/* One value, with what each side says, for an import's preview. */
typedef struct
{
  guint          kind;
  TemWeaponField field;
  int            ours;      /* TEM_VALUE_UNKNOWN when new */
  int            theirs;
} McCardValue;

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
char         *mc_card_memory_describe   (guint           kind,
                                         TemWeaponField  field,
                                         int             value);
guint         mc_card_memory_merge      (McCardMemory   *self,
                                         McCardMemory   *incoming,
                                         gboolean        replace,
                                         GArray        **added,
                                         GArray        **conflicts);
guint         mc_card_memory_count      (McCardMemory   *self);
McCardMemory *mc_card_memory_copy       (McCardMemory   *self);
gboolean      mc_card_memory_set        (McCardMemory   *self,
                                         guint           kind,
                                         TemWeaponField  field,
                                         int             value);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (McCardMemory, mc_card_memory_free)

G_END_DECLS
