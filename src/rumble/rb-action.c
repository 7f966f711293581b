/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "rb-action.h"

static void
copy_name (char       *dest,
           const char *name)
{
  g_strlcpy (dest, name != NULL ? name : "", RB_NAME_MAX);
}

void
rb_action_init_new_game (RbAction *action,
                         guint     n_players,
                         guint     champion)
{
  memset (action, 0, sizeof *action);
  action->kind = RB_ACTION_NEW_GAME;
  action->new_game.n_players = n_players;
  action->new_game.champion = champion;
  for (guint i = 0; i < RB_MAX_PLAYERS; i++)
    action->new_game.players[i].colour = -1;
}

void
rb_action_set_player (RbAction   *action,
                      guint       seat,
                      const char *name,
                      int         colour)
{
  g_return_if_fail (action->kind == RB_ACTION_NEW_GAME);
  g_return_if_fail (seat < RB_MAX_PLAYERS);

  copy_name (action->new_game.players[seat].name, name);
  action->new_game.players[seat].colour = colour;
}

/* @round: 1-6 */
void
rb_action_set_direction (RbAction   *action,
                         guint       round,
                         RbDirection direction)
{
  g_return_if_fail (action->kind == RB_ACTION_NEW_GAME);
  g_return_if_fail (round >= 1 && round <= RB_ROUNDS);

  action->new_game.directions[round - 1] = direction;
}

void
rb_action_init_correct (RbAction *action,
                        int       index,
                        RbField   field,
                        int       value)
{
  memset (action, 0, sizeof *action);
  action->kind = RB_ACTION_CORRECT;
  action->correct.index = index;
  action->correct.field = field;
  action->correct.value = value;
}

/* A card with its build numbers; the battle numbers stay unknown until the
 * players enter them. */
void
rb_card_init (RbCard     *card,
              const char *name,
              int         tier,
              guint       factions,
              int         cost,
              int         recycle)
{
  memset (card, 0, sizeof *card);
  copy_name (card->name, name);
  card->tier = tier;
  card->factions = factions;
  card->cost = cost;
  card->recycle = recycle;
  card->attack = RB_UNKNOWN;
  card->defense = RB_UNKNOWN;
  card->crits = RB_UNKNOWN;
  card->barriers = RB_UNKNOWN;
}

void
rb_action_init_build (RbAction     *action,
                      guint         player,
                      gboolean      from_hand,
                      const RbCard *card)
{
  memset (action, 0, sizeof *action);
  action->kind = RB_ACTION_BUILD;
  action->build.player = player;
  action->build.from_hand = from_hand;
  action->build.card = *card;
}

void
rb_action_init_recycle (RbAction *action,
                        guint     player,
                        int       bot,
                        int       recycle)
{
  memset (action, 0, sizeof *action);
  action->kind = RB_ACTION_RECYCLE;
  action->recycle.player = player;
  action->recycle.bot = bot;
  action->recycle.recycle = recycle;
}

void
rb_action_init_upgrade (RbAction *action,
                        guint     player)
{
  memset (action, 0, sizeof *action);
  action->kind = RB_ACTION_UPGRADE;
  action->upgrade.player = player;
}

void
rb_action_init_energize (RbAction *action,
                         guint     player,
                         gboolean  from_cryo,
                         int       scan_tier)
{
  memset (action, 0, sizeof *action);
  action->kind = RB_ACTION_ENERGIZE;
  action->energize.player = player;
  action->energize.from_cryo = from_cryo;
  action->energize.scan_tier = scan_tier;
}

void
rb_action_init_end_turn (RbAction *action,
                         guint     player)
{
  memset (action, 0, sizeof *action);
  action->kind = RB_ACTION_END_TURN;
  action->end_turn.player = player;
}

void
rb_action_init_reveal (RbAction *action,
                       guint     player,
                       int       attack,
                       int       defense,
                       int       crits,
                       int       barriers,
                       guint     factions)
{
  memset (action, 0, sizeof *action);
  action->kind = RB_ACTION_REVEAL;
  action->reveal.player = player;
  action->reveal.bot = RB_NO_BOT;
  action->reveal.attack = attack;
  action->reveal.defense = defense;
  action->reveal.crits = crits;
  action->reveal.barriers = barriers;
  action->reveal.factions = factions;
}

void
rb_action_init_name_faction (RbAction *action,
                             guint     player,
                             RbFaction faction)
{
  memset (action, 0, sizeof *action);
  action->kind = RB_ACTION_NAME_FACTION;
  action->name_faction.player = player;
  action->name_faction.faction = faction;
}

void
rb_action_init_adjust (RbAction *action,
                       guint     player,
                       int       attack,
                       int       defense,
                       int       crits,
                       int       barriers)
{
  memset (action, 0, sizeof *action);
  action->kind = RB_ACTION_ADJUST;
  action->adjust.player = player;
  action->adjust.attack = attack;
  action->adjust.defense = defense;
  action->adjust.crits = crits;
  action->adjust.barriers = barriers;
}

void
rb_action_init_surrender (RbAction *action,
                          guint     player,
                          gboolean  loop)
{
  memset (action, 0, sizeof *action);
  action->kind = RB_ACTION_SURRENDER;
  action->surrender.player = player;
  action->surrender.loop = loop;
}

void
rb_action_init_create_crystals (RbAction *action,
                                guint     player,
                                int       count)
{
  memset (action, 0, sizeof *action);
  action->kind = RB_ACTION_CREATE_CRYSTALS;
  action->create_crystals.player = player;
  action->create_crystals.count = count;
}

void
rb_action_init_trash (RbAction *action,
                      guint     player,
                      int       bot)
{
  memset (action, 0, sizeof *action);
  action->kind = RB_ACTION_TRASH;
  action->trash.player = player;
  action->trash.bot = bot;
}

void
rb_action_init_transform (RbAction   *action,
                          guint       player,
                          int         bot,
                          const char *evolved_name)
{
  memset (action, 0, sizeof *action);
  action->kind = RB_ACTION_TRANSFORM;
  action->transform.player = player;
  action->transform.bot = bot;
  rb_card_init (&action->transform.card, evolved_name, RB_TIER_EVOLVED, 0, 0, RB_UNKNOWN);
}

void
rb_action_init_use_contraption (RbAction *action,
                                guint     player,
                                int       bot)
{
  memset (action, 0, sizeof *action);
  action->kind = RB_ACTION_USE_CONTRAPTION;
  action->use_contraption.player = player;
  action->use_contraption.bot = bot;
}

void
rb_action_init_see_lab_bot (RbAction   *action,
                            int         tier,
                            const char *name)
{
  memset (action, 0, sizeof *action);
  action->kind = RB_ACTION_SEE_LAB_BOT;
  action->see_lab_bot.tier = tier;
  copy_name (action->see_lab_bot.name, name);
}

static const char *const kind_ids[RB_N_ACTION_KINDS] = {
  "new-game", "correct", "build", "recycle", "upgrade", "energize", "end-turn",
  "reveal", "name-faction", "adjust", "surrender", "create-crystals", "trash", "transform",
  "use-contraption", "see-lab-bot",
};

/* Stable, untranslated: for journals. */
const char *
rb_action_kind_get_id (RbActionKind kind)
{
  if ((int) kind < 0 || kind >= RB_N_ACTION_KINDS)
    return NULL;
  return kind_ids[kind];
}

int
rb_action_kind_from_id (const char *id)
{
  for (int i = 0; i < RB_N_ACTION_KINDS; i++)
    if (g_strcmp0 (kind_ids[i], id) == 0)
      return i;
  return -1;
}
