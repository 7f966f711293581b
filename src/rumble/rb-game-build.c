/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Build Phase (RB-B1 to RB-B24) and the Showdown's changes to it
 * (RB-V3 to RB-V7). */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "rb-game-private.h"

/* RB-B1: only the player whose build turn it is acts. */
static gboolean
check_build_turn (const RbGame *game,
                  guint         seat,
                  GError      **error)
{
  if (!rb_game_check_seat (game, seat, error))
    return FALSE;
  if (game->phase != RB_PHASE_BUILD)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_WRONG_PHASE, "RB-B1",
                      _("This is done in the Build Phase; the battle is on."));
      return FALSE;
    }
  if (game->turn != (int) seat)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_WRONG_PHASE, "RB-B1",
                      _("It is %s's build turn, not %s's."),
                      game->players[game->turn].name, game->players[seat].name);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_card (const RbCard *card,
            gboolean      cost_needed,
            GError      **error)
{
  if (memchr (card->name, '\0', RB_NAME_MAX) == NULL || !g_utf8_validate (card->name, -1, NULL))
    {
      g_set_error_literal (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                           _("The Bot's name is not valid text."));
      return FALSE;
    }
  if (card->tier < RB_MIN_TIER || card->tier > RB_MAX_TIER)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-B6",
                      _("Only Laboratory Bots of tier %d to %d are built, not tier %d."),
                      RB_MIN_TIER, RB_MAX_TIER, card->tier);
      return FALSE;
    }
  if (card->contraption && card->factions != 0)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_INVALID, "RB-K10",
                      _("A Contraption belongs to no faction."));
      return FALSE;
    }
  if (!card->contraption && card->factions != 0 && !rb_factions_are_valid (card->factions))
    {
      mc_rule_refuse (error, MC_RULE_ERROR_INVALID, "RB-K18",
                      _("A Bot belongs to one or two of the six factions."));
      return FALSE;
    }
  if (card->cost == RB_UNKNOWN && cost_needed)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_UNKNOWN_VALUE, "RB-B8",
                      _("Enter the Bot's cost, the yellow number at its bottom right."));
      return FALSE;
    }
  return rb_game_check_card_value (card->cost, !cost_needed, error)
         && rb_game_check_card_value (card->recycle, TRUE, error)
         && rb_game_check_card_value (card->attack, TRUE, error)
         && rb_game_check_card_value (card->defense, TRUE, error)
         && rb_game_check_card_value (card->crits, TRUE, error)
         && rb_game_check_card_value (card->barriers, TRUE, error);
}

/* RB-B5 to RB-B11, RB-B21, RB-V4 */
gboolean
rb_game_apply_build (RbGame        *game,
                     const RbBuild *build,
                     RbEvents      *events,
                     GError       **error)
{
  const RbCard *card = &build->card;
  RbPlayer *player;
  RbBot *bot;
  int index, limit;

  if (!check_build_turn (game, build->player, error) || !check_card (card, !build->gained, error))
    return FALSE;
  player = &game->players[build->player];

  limit = rb_game_is_showdown (game) ? RB_BUILD_LIMIT_SHOWDOWN : RB_BUILD_LIMIT;
  if (!build->gained && game->builds >= limit)
    {
      if (rb_game_is_showdown (game))
        mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-V4",
                        _("%s has already built %d Bots in the Showdown's Build Phase."),
                        player->name, limit);
      else
        mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-B5",
                        _("%s has already built %d Bots this Build Phase."), player->name, limit);
      return FALSE;
    }

  if (!build->gained && card->tier > player->tier)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-B7",
                      _("%s's Workshop is tier %d, so a tier-%d Bot cannot be built."),
                      player->name, player->tier, card->tier);
      return FALSE;
    }

  if (build->from_hand && player->hand[card->tier] <= 0)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-B21",
                      _("%s holds no scanned tier-%d card."), player->name, card->tier);
      return FALSE;
    }
  if (!build->from_hand && game->lab_row[card->tier] <= 0)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-B6",
                      _("No tier-%d Bot lies face up in the Laboratory."), card->tier);
      return FALSE;
    }

  if (!build->gained && card->cost > player->scrap)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-B8",
                      _("The Bot costs %d scrap and %s has %d; scrap never goes below 0."),
                      card->cost, player->name, player->scrap);
      return FALSE;
    }

  /* RB-B6: last, since it changes the names of the row on success. */
  if (!build->from_hand && !rb_game_take_lab_bot (game, card->tier, card->name, error))
    return FALSE;

  index = rb_game_new_bot (game);
  if (index == RB_NO_BOT)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_INVALID, "RB-S2",
                      _("The box holds no more Bot cards."));
      return FALSE;
    }

  bot = &game->bots[index];
  bot->place = RB_BOT_OWNED;
  bot->owner = (gint8) build->player;
  bot->tier = (gint8) card->tier;
  bot->factions = (guint8) card->factions;
  bot->contraption = card->contraption ? 1 : 0;
  bot->built_now = 1;                                    /* RB-B9, RB-B13 */
  bot->cost = (gint8) card->cost;
  bot->recycle = (gint8) card->recycle;
  bot->attack = (gint8) card->attack;
  bot->defense = (gint8) card->defense;
  bot->crits = (gint8) card->crits;
  bot->barriers = (gint8) card->barriers;
  g_strlcpy (bot->name, card->name, RB_NAME_MAX);

  /* RB-F13: a Bot gained by an ability costs nothing and is outside the
   * build limit, but is not recycled this phase either. */
  if (!build->gained)
    {
      player->scrap -= card->cost;
      game->builds++;
    }
  mc_rule_events_add (events, RB_EVENT_BUILT, (int) build->player, index, build->gained ? 0 : card->cost);

  if (build->from_hand)
    player->hand[card->tier]--;                          /* no refill */
  else
    {
      game->lab_row[card->tier]--;
      if (game->lab_deck[card->tier] > 0)                /* RB-B10 */
        {
          game->lab_deck[card->tier]--;
          game->lab_row[card->tier]++;
          mc_rule_events_add (events, RB_EVENT_ROW_REFILLED, RB_NOBODY, card->tier, 0);
        }
    }
  return TRUE;
}

/* RB-B12 to RB-B15, RB-K7 */
gboolean
rb_game_apply_recycle (RbGame          *game,
                       const RbRecycle *recycle,
                       RbEvents        *events,
                       GError         **error)
{
  RbPlayer *player;
  RbBot *bot;
  int value, gain;

  if (!check_build_turn (game, recycle->player, error)
      || !rb_game_check_own_bot (game, recycle->player, recycle->bot, error))
    return FALSE;
  player = &game->players[recycle->player];
  bot = &game->bots[recycle->bot];

  if (bot->built_now)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-B13",
                      _("%s built this Bot in this Build Phase and cannot recycle it yet."),
                      player->name);
      return FALSE;
    }
  if (!rb_game_check_keeps_a_bot (game, recycle->player, recycle->bot, error))
    return FALSE;

  value = recycle->recycle != RB_UNKNOWN ? recycle->recycle : bot->recycle;
  if (value == RB_UNKNOWN)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_UNKNOWN_VALUE, "RB-B12",
                      _("Enter the Bot's recycle value, the green number at its bottom right."));
      return FALSE;
    }
  if (!rb_game_check_card_value (value, FALSE, error))
    return FALSE;

  gain = value + (recycle->ripening ? player->tier : 0);   /* RB-K7 */
  player->scrap = MIN (RB_SCRAP_MAX, player->scrap + gain);
  bot->recycle = (gint8) value;
  bot->place = RB_BOT_RECYCLED;
  bot->owner = RB_NOBODY;
  mc_rule_events_add (events, RB_EVENT_RECYCLED, (int) recycle->player, gain, recycle->bot);
  return TRUE;
}

/* RB-B16, RB-B17, RB-V5 */
gboolean
rb_game_apply_upgrade (RbGame             *game,
                       const RbPlayerOnly *upgrade,
                       RbEvents           *events,
                       GError            **error)
{
  RbPlayer *player;
  int tier;

  if (!check_build_turn (game, upgrade->player, error))
    return FALSE;
  player = &game->players[upgrade->player];

  if (!rb_game_is_showdown (game) && game->upgrades >= RB_UPGRADE_LIMIT)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-B16",
                      _("%s has already upgraded the Workshop this Build Phase; only the Showdown "
                        "allows more."), player->name);
      return FALSE;
    }
  if (player->tier >= RB_MAX_TIER)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-B16",
                      _("%s's Workshop is already at tier %d, the highest."), player->name, RB_MAX_TIER);
      return FALSE;
    }
  if (player->scrap < RB_UPGRADE_COST)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-B16",
                      _("An upgrade costs %d scrap and %s has %d."),
                      RB_UPGRADE_COST, player->name, player->scrap);
      return FALSE;
    }

  player->scrap -= RB_UPGRADE_COST;
  tier = ++player->tier;
  game->upgrades++;
  mc_rule_events_add (events, RB_EVENT_UPGRADED, (int) upgrade->player, tier, 0);

  if (!game->tier_reached[tier])                           /* RB-B17 */
    {
      int cards = MIN (RB_ROW_SIZE, game->lab_deck[tier]);

      game->tier_reached[tier] = TRUE;
      game->lab_deck[tier] -= cards;
      game->lab_row[tier] += cards;
      mc_rule_events_add (events, RB_EVENT_ROW_REVEALED, (int) upgrade->player, tier, cards);
    }
  return TRUE;
}

/* RB-B18 to RB-B20, RB-V6, RB-V7, A-6, A-13 */
gboolean
rb_game_apply_energize (RbGame           *game,
                        const RbEnergize *energize,
                        RbEvents         *events,
                        GError          **error)
{
  gboolean showdown = rb_game_is_showdown (game);
  RbPlayer *player;
  int *from;
  int scrap = 0, drawn = 0;

  if (!check_build_turn (game, energize->player, error))
    return FALSE;
  player = &game->players[energize->player];

  if (!showdown && game->energized >= RB_ENERGIZE_LIMIT)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-B18",
                      _("%s has already energized %d crystals this Build Phase."),
                      player->name, RB_ENERGIZE_LIMIT);
      return FALSE;
    }
  if (energize->from_cryo && !showdown)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-B19",
                      _("Before the Showdown only crystals in Storage can be energized."));
      return FALSE;
    }
  from = energize->from_cryo ? &player->cryo : &player->storage;
  if (*from <= 0)
    {
      if (energize->from_cryo)
        mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-V7",
                        _("%s has no crystal in the Cryo-cell."), player->name);
      else
        mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-B18",
                        _("%s has no crystal in Storage to energize."), player->name);
      return FALSE;
    }

  if (energize->scan_tier != 0)
    {
      int tier = energize->scan_tier;

      if (tier < RB_MIN_TIER || tier > player->tier)
        {
          mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-B20",
                          _("%s can Scan a Laboratory deck of tier %d to %d, not %d."),
                          player->name, RB_MIN_TIER, player->tier, tier);
          return FALSE;
        }
      if (game->lab_deck[tier] <= 0)
        {
          mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-B20",
                          _("The tier-%d Laboratory deck is empty; there is nothing to Scan."), tier);
          return FALSE;
        }
      drawn = MIN (RB_SCAN_CARDS, game->lab_deck[tier]);
      game->lab_deck[tier] -= drawn;
      player->hand[tier] += drawn;
    }
  else
    {
      /* RB-B18: 1; RB-V6: 2 in the Showdown; RB-V7: 1 from the Cryo-cell. */
      scrap = showdown && !energize->from_cryo ? 2 : 1;
      player->scrap = MIN (RB_SCRAP_MAX, player->scrap + scrap);
    }

  (*from)--;
  player->reactor++;
  game->energized++;
  mc_rule_events_add (events, RB_EVENT_ENERGIZED, (int) energize->player, scrap, energize->from_cryo ? 1 : 0);
  if (drawn > 0)
    mc_rule_events_add (events, RB_EVENT_SCANNED, (int) energize->player, energize->scan_tier, drawn);
  return TRUE;
}

/* RB-B22 to RB-B24, then the next build turn (RB-B1, RB-R3) or the end of
 * the phase: dominance (RB-V1, A-12) and the battle (RB-C1). */
gboolean
rb_game_apply_end_turn (RbGame             *game,
                        const RbPlayerOnly *end_turn,
                        RbEvents           *events,
                        GError            **error)
{
  RbPlayer *player;
  int returned = 0;

  if (!check_build_turn (game, end_turn->player, error))
    return FALSE;
  player = &game->players[end_turn->player];

  for (int t = RB_MIN_TIER; t <= RB_MAX_TIER; t++)      /* RB-B22 */
    {
      returned += player->hand[t];
      game->lab_deck[t] += player->hand[t];
      player->hand[t] = 0;
    }
  if (returned > 0)
    mc_rule_events_add (events, RB_EVENT_HAND_RETURNED, (int) end_turn->player, returned, 0);

  for (guint i = 0; i < RB_MAX_BOTS; i++)                /* RB-B23 */
    if (game->bots[i].owner == (int) end_turn->player)
      game->bots[i].built_now = 0;

  if (player->scrap > 0)                                 /* RB-B24 */
    mc_rule_events_add (events, RB_EVENT_SCRAP_LOST, (int) end_turn->player, player->scrap, 0);
  player->scrap = 0;

  game->turns_done++;
  if (game->turns_done < game->n_players)
    {
      guint next = rb_direction_next_seat (rb_game_get_direction (game), end_turn->player, game->n_players);

      rb_game_start_build_turn (game, next, events);
      return TRUE;
    }

  game->turns_done = 0;
  game->turn = RB_NOBODY;
  game->builds = game->upgrades = game->energized = 0;
  if (rb_game_check_dominance (game, rb_game_get_round (game), events))
    return TRUE;
  rb_game_start_battle (game, events);
  return TRUE;
}
