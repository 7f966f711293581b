/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "rules/mc-rule-player.h"
#include "rb-game-private.h"

/* Abilities that change what a player owns: crystals created (RB-K14),
 * a Bot trashed (RB-K15) or transformed (RB-K9). */

/* RB-K14, A-15: from the common supply into Storage, as many as it holds. */
gboolean
rb_game_apply_create_crystals (RbGame                 *game,
                               const RbCreateCrystals *create,
                               RbEvents               *events,
                               GError                **error)
{
  int given;

  if (!rb_game_check_seat (game, create->player, error))
    return FALSE;
  if (create->count < 1 || create->count > RB_CRYSTALS)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_OFF_TRACK, "RB-K14",
                      _("A Bot creates 1 to %d crystals, not %d."), RB_CRYSTALS, create->count);
      return FALSE;
    }

  given = MIN (create->count, rb_game_get_supply (game));
  game->players[create->player].storage += given;
  mc_rule_events_add (events, RB_EVENT_CRYSTALS_CREATED, (int) create->player, given, create->count - given);
  return TRUE;
}

/* RB-K15: to the Recycle Area, no scrap; an evolved card too. */
gboolean
rb_game_apply_trash (RbGame        *game,
                     const RbTrash *trash,
                     RbEvents      *events,
                     GError       **error)
{
  RbBot *bot;

  if (!rb_game_check_seat (game, trash->player, error)
      || !rb_game_check_own_bot (game, trash->player, trash->bot, error)
      || !rb_game_check_keeps_a_bot (game, trash->player, trash->bot, error))
    return FALSE;
  if (game->bots[trash->bot].built_now)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-F14",
                      _("%s built this Bot in this Build Phase and cannot trash it yet."),
                      game->players[trash->player].name);
      return FALSE;
    }

  bot = &game->bots[trash->bot];
  bot->place = RB_BOT_RECYCLED;
  bot->owner = RB_NOBODY;
  bot->built_now = FALSE;
  mc_rule_events_add (events, RB_EVENT_TRASHED, (int) trash->player, trash->bot, 0);
  return TRUE;
}

/* RB-K9: the original is trashed, its evolved version comes from the
 * Transformation deck while it holds one. */
gboolean
rb_game_apply_transform (RbGame            *game,
                         const RbTransform *transform,
                         RbEvents          *events,
                         GError           **error)
{
  const RbCard *card = &transform->card;
  RbBot *old, *evolved;
  int index;

  if (!rb_game_check_seat (game, transform->player, error)
      || !rb_game_check_own_bot (game, transform->player, transform->bot, error))
    return FALSE;
  if (game->transformations <= 0)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-K9",
                      _("The Transformation deck is empty, so no Bot can transform."));
      return FALSE;
    }
  if (!mc_rule_name_is_valid (card->name, RB_NAME_MAX))
    {
      g_set_error_literal (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                           _("The Bot's name is not valid text."));
      return FALSE;
    }
  if (card->factions != 0 && !rb_factions_are_valid (card->factions))
    {
      mc_rule_refuse (error, MC_RULE_ERROR_INVALID, "RB-K18",
                      _("A Bot belongs to one or two of the six factions."));
      return FALSE;
    }
  if (!rb_game_check_card_value (card->attack, TRUE, error) || !rb_game_check_card_value (card->defense, TRUE, error)
      || !rb_game_check_card_value (card->crits, TRUE, error)
      || !rb_game_check_card_value (card->barriers, TRUE, error)
      || !rb_game_check_card_value (card->recycle, TRUE, error))
    return FALSE;

  old = &game->bots[transform->bot];
  index = rb_game_new_bot (game);
  if (index == RB_NO_BOT)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_INVALID, "RB-S2",
                      _("The box holds no more Bot cards."));
      return FALSE;
    }
  evolved = &game->bots[index];
  evolved->place = RB_BOT_OWNED;
  evolved->owner = (gint8) transform->player;
  evolved->tier = RB_TIER_EVOLVED;
  evolved->factions = (guint8) card->factions;
  evolved->recycle = (gint8) card->recycle;
  evolved->attack = (gint8) card->attack;
  evolved->defense = (gint8) card->defense;
  evolved->crits = (gint8) card->crits;
  evolved->barriers = (gint8) card->barriers;
  g_strlcpy (evolved->name, card->name, RB_NAME_MAX);

  old->place = RB_BOT_RECYCLED;
  old->owner = RB_NOBODY;
  old->built_now = FALSE;
  game->transformations--;
  mc_rule_events_add (events, RB_EVENT_TRANSFORMED, (int) transform->player, index, transform->bot);
  return TRUE;
}
