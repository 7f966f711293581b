/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "rumble/rb-game.h"

#include "mc-card-memory.h"

G_BEGIN_DECLS

/* Between a Rumblebots game and the cards file: what the players typed
 * about a Bot is remembered by the name on its card, and offered the next
 * time that name comes up. A starting Bot is remembered by its English
 * name, so that the file reads the same whatever the language. */

typedef enum
{
  MC_BOT_NUMBER_ATTACK,
  MC_BOT_NUMBER_DEFENSE,
  MC_BOT_NUMBER_CRITS,
  MC_BOT_NUMBER_BARRIERS,
  MC_BOT_NUMBER_COST,
  MC_BOT_NUMBER_RECYCLE,
} McBotNumber;

const char *mc_bot_recall_get_key      (const RbBot  *bot);
gboolean    mc_bot_recall_remember     (McCardMemory *cards,
                                        const RbGame *game);
gboolean    mc_bot_recall_fill_card    (McCardMemory *cards,
                                        RbCard       *card);
int         mc_bot_recall_get_number   (McCardMemory *cards,
                                        const RbGame *game,
                                        int           bot,
                                        McBotNumber   number);

G_END_DECLS
