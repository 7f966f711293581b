/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Rumblebots' Bots as the players read them off their own cards: no card's
 * numbers are public (../shared/rules/rumblebots/card-facts.md), so each is
 * entered when it first matters and remembered by the name printed on the
 * card. A number never entered is RB_UNKNOWN, never a guess. Kept in the
 * cards file (McCardMemory) as "rumblebots": {"bots": [...]}. */
typedef struct
{
  char *name;         /* as printed on the players' card */
  guint factions;     /* RbFaction bits, one or two; 0 when not entered */
  int   attack;       /* each RB_UNKNOWN when not entered */
  int   defense;
  int   crits;
  int   barriers;
  int   cost;         /* yellow */
  int   recycle;      /* green: the recycle value */
} McBotCard;

typedef struct _McBotList McBotList;

McBotList       *mc_bot_list_new   (void);
void             mc_bot_list_free  (McBotList       *self);
McBotList       *mc_bot_list_copy  (McBotList       *self);
guint            mc_bot_list_get_n (McBotList       *self);
const McBotCard *mc_bot_list_get   (McBotList       *self,
                                    guint            index);
const McBotCard *mc_bot_list_find  (McBotList       *self,
                                    const char      *name);
gboolean         mc_bot_list_set   (McBotList       *self,
                                    const McBotCard *bot,
                                    GError         **error);
guint            mc_bot_list_count (McBotList       *self);
gboolean         mc_bot_list_read  (McBotList       *self,
                                    JsonNode        *node,
                                    GError         **error);
void             mc_bot_list_write (McBotList       *self,
                                    JsonBuilder     *builder);
guint            mc_bot_list_merge (McBotList       *self,
                                    McBotList       *incoming,
                                    gboolean         replace,
                                    GPtrArray       *added,
                                    GPtrArray       *conflicts);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (McBotList, mc_bot_list_free)

G_END_DECLS
