/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "rules/mc-rule-player.h"
#include "rb-game-private.h"

/* A new game as the players set it up (RB-S1 to RB-S13). */

/* RB-S2: Laboratory cards per tier 1-4. */
static const int tier_cards[RB_MAX_TIER + 1] = { 0, 18, 24, 20, 16 };

int
rb_tier_get_cards (int tier)
{
  return tier >= RB_MIN_TIER && tier <= RB_MAX_TIER ? tier_cards[tier] : 0;
}

static gboolean
check_new_game (const RbNewGame *setup,
                GError         **error)
{
  if (!mc_rule_check_players (setup->n_players, RB_MIN_PLAYERS, RB_MAX_PLAYERS, "RB-S1", setup->players[0].name,
                              sizeof setup->players[0], RB_NAME_MAX, error))
    return FALSE;

  if (setup->champion >= setup->n_players)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_INVALID, "RB-S12",
                      _("The Champion token goes to one of the players."));
      return FALSE;
    }

  for (guint r = 0; r < RB_ROUNDS; r++)
    if (!rb_direction_is_valid (setup->directions[r]))
      {
        mc_rule_refuse (error, MC_RULE_ERROR_UNKNOWN_VALUE, "RB-R3",
                        _("Which way do the arrows on round space %u point? Read it from the board."),
                        r + 1);
        return FALSE;
      }

  for (guint i = 0; i < setup->n_players; i++)
    {
      const RbPlayerSetup *player = &setup->players[i];

      if (player->colour < -1)
        {
          g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                       _("%s has no valid player colour."), player->name);
          return FALSE;
        }
      for (guint j = 0; j < i; j++)
        {
          if (player->colour >= 0 && setup->players[j].colour == player->colour)
            {
              g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                           _("%s and %s have the same colour: each player takes a different one."),
                           setup->players[j].name, player->name);
              return FALSE;
            }
        }
    }
  return TRUE;
}

/* RB-S5, RB-S7 to RB-S10, RB-S12, RB-S13 */
gboolean
rb_game_apply_new_game (RbGame          *game,
                        const RbNewGame *setup,
                        RbEvents        *events,
                        GError         **error)
{
  int per_space;

  if (!check_new_game (setup, error))
    return FALSE;

  rb_game_init (game);
  game->n_players = setup->n_players;
  game->champion = (int) setup->champion;
  memcpy (game->directions, setup->directions, sizeof game->directions);

  /* RB-S7, RB-S8: the supply is what is left of the 30. */
  per_space = setup->n_players == 2 ? RB_TRACK_CRYSTALS_2P : RB_TRACK_CRYSTALS_3P;
  for (guint r = 0; r < RB_SHOWDOWN - 1; r++)
    game->track[r] = per_space;
  game->track[RB_SHOWDOWN - 1] = 0;

  /* RB-S4, RB-S5: four tier-★ Bots on display, every other deck face down. */
  for (int tier = RB_MIN_TIER; tier <= RB_MAX_TIER; tier++)
    game->lab_deck[tier] = tier_cards[tier];
  game->tier_reached[RB_MIN_TIER] = TRUE;
  game->lab_row[RB_MIN_TIER] = RB_ROW_SIZE;
  game->lab_deck[RB_MIN_TIER] -= RB_ROW_SIZE;
  game->transformations = RB_TRANSFORMATIONS;   /* RB-S6 */

  for (guint i = 0; i < setup->n_players; i++)
    {
      RbPlayer *player = &game->players[i];

      g_strlcpy (player->name, setup->players[i].name, RB_NAME_MAX);
      player->colour = setup->players[i].colour;
      player->tier = RB_MIN_TIER;                 /* RB-S9, A-1 */
      /* RB-S13: scrap 0 and no crystals (rb_game_init) */

      /* RB-S10: Bulby, Mechchicken, Wrench Toast. Only the values the
       * rulebook prints are known (card-facts.md §3): Bulby and Wrench
       * Toast recycle for 1, Wrench Toast attacks for 2. Its factions are
       * not all known (Warfare, maybe a second), so the players enter them. */
      for (int s = RB_STARTER_BULBY; s <= RB_STARTER_WRENCH_TOAST; s++)
        {
          int index = rb_game_new_bot (game);
          RbBot *bot = &game->bots[index];

          bot->place = RB_BOT_OWNED;
          bot->owner = (gint8) i;
          bot->tier = 0;
          bot->starter = (gint8) s;
          if (s == RB_STARTER_BULBY || s == RB_STARTER_WRENCH_TOAST)
            bot->recycle = 1;
          if (s == RB_STARTER_WRENCH_TOAST)
            bot->attack = 2;
        }
    }

  mc_rule_events_add (events, RB_EVENT_GAME_STARTED, game->champion, (int) game->n_players, 0);
  mc_rule_events_add (events, RB_EVENT_ROUND_STARTED, RB_NOBODY, 1, 0);
  /* RB-R3, RB-B1: the Champion builds first. */
  game->turns_done = 0;
  rb_game_start_build_turn (game, (guint) game->champion, events);
  return TRUE;
}
