/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mc-bot-recall.h"

/* The key a Bot is remembered by: the name printed on the players' card,
 * or a starting Bot's English name (never translated, see rb-bot.c). */
const char *
mc_bot_recall_get_key (const RbBot *bot)
{
  switch (bot->starter)
    {
    case RB_STARTER_BULBY:
      return "Bulby";
    case RB_STARTER_MECHCHICKEN:
      return "Mechchicken";
    case RB_STARTER_WRENCH_TOAST:
      return "Wrench Toast";
    default:
      return bot->name[0] != '\0' ? bot->name : NULL;
    }
}

static int
bot_number (const RbBot *bot,
            McBotNumber  number)
{
  switch (number)
    {
    case MC_BOT_NUMBER_ATTACK:
      return bot->attack;
    case MC_BOT_NUMBER_DEFENSE:
      return bot->defense;
    case MC_BOT_NUMBER_CRITS:
      return bot->crits;
    case MC_BOT_NUMBER_BARRIERS:
      return bot->barriers;
    case MC_BOT_NUMBER_COST:
      return bot->cost;
    case MC_BOT_NUMBER_RECYCLE:
    default:
      return bot->recycle;
    }
}

static int
card_number (const McBotCard *card,
             McBotNumber      number)
{
  switch (number)
    {
    case MC_BOT_NUMBER_ATTACK:
      return card->attack;
    case MC_BOT_NUMBER_DEFENSE:
      return card->defense;
    case MC_BOT_NUMBER_CRITS:
      return card->crits;
    case MC_BOT_NUMBER_BARRIERS:
      return card->barriers;
    case MC_BOT_NUMBER_COST:
      return card->cost;
    case MC_BOT_NUMBER_RECYCLE:
    default:
      return card->recycle;
    }
}

/* Every Bot of @game whose numbers the players entered, added to @cards
 * (a number already remembered is replaced by the one entered now: the
 * table is the truth). Returns whether anything changed. */
gboolean
mc_bot_recall_remember (McCardMemory *cards,
                        const RbGame *game)
{
  gboolean changed = FALSE;

  g_return_val_if_fail (cards != NULL && game != NULL, FALSE);

  for (guint i = 0; i < RB_MAX_BOTS; i++)
    {
      const RbBot *bot = &game->bots[i];
      const char *key = mc_bot_recall_get_key (bot);
      const McBotCard *known;
      McBotCard card;

      if (bot->place == RB_BOT_FREE || key == NULL)
        continue;
      card = (McBotCard) {
        .name = (char *) key, .factions = bot->factions,
        .attack = bot->attack, .defense = bot->defense, .crits = bot->crits, .barriers = bot->barriers,
        .cost = bot->starter != RB_STARTER_NONE ? RB_UNKNOWN : bot->cost, .recycle = bot->recycle,
      };
      if (card.factions == 0 && card.attack == RB_UNKNOWN && card.defense == RB_UNKNOWN
          && card.crits == RB_UNKNOWN && card.barriers == RB_UNKNOWN && card.cost == RB_UNKNOWN
          && card.recycle == RB_UNKNOWN)
        continue;

      known = mc_card_memory_find_bot (cards, key);
      if (known != NULL && (card.factions == 0 || card.factions == known->factions)
          && (card.attack == RB_UNKNOWN || card.attack == known->attack)
          && (card.defense == RB_UNKNOWN || card.defense == known->defense)
          && (card.crits == RB_UNKNOWN || card.crits == known->crits)
          && (card.barriers == RB_UNKNOWN || card.barriers == known->barriers)
          && (card.cost == RB_UNKNOWN || card.cost == known->cost)
          && (card.recycle == RB_UNKNOWN || card.recycle == known->recycle))
        continue;
      /* A value the cards file refuses (it never should) is not worth
       * stopping the game for: the table keeps it. */
      changed |= mc_card_memory_set_bot (cards, &card, NULL);
    }
  return changed;
}

/* Fills what the players left empty in a card about to be built from
 * what the cards file knows of that name. Returns whether it knew it. */
gboolean
mc_bot_recall_fill_card (McCardMemory *cards,
                         RbCard       *card)
{
  const McBotCard *known;

  g_return_val_if_fail (card != NULL, FALSE);

  if (cards == NULL || (known = mc_card_memory_find_bot (cards, card->name)) == NULL)
    return FALSE;
  if (card->cost == RB_UNKNOWN)
    card->cost = known->cost;
  if (card->recycle == RB_UNKNOWN)
    card->recycle = known->recycle;
  if (card->factions == 0 && !card->contraption)
    card->factions = known->factions;
  if (card->attack == RB_UNKNOWN)
    card->attack = known->attack;
  if (card->defense == RB_UNKNOWN)
    card->defense = known->defense;
  if (card->crits == RB_UNKNOWN)
    card->crits = known->crits;
  if (card->barriers == RB_UNKNOWN)
    card->barriers = known->barriers;
  return TRUE;
}

/* A number of Bot @bot in @game: what the game holds, else what the
 * cards file remembers of its name, else RB_UNKNOWN. */
int
mc_bot_recall_get_number (McCardMemory *cards,
                          const RbGame *game,
                          int           bot,
                          McBotNumber   number)
{
  const McBotCard *known;
  const char *key;
  int value;

  g_return_val_if_fail (game != NULL, RB_UNKNOWN);

  if (bot < 0 || bot >= RB_MAX_BOTS || game->bots[bot].place == RB_BOT_FREE)
    return RB_UNKNOWN;
  value = bot_number (&game->bots[bot], number);
  if (value != RB_UNKNOWN || cards == NULL)
    return value;
  key = mc_bot_recall_get_key (&game->bots[bot]);
  if (key == NULL || (known = mc_card_memory_find_bot (cards, key)) == NULL)
    return RB_UNKNOWN;
  return card_number (known, number);
}
