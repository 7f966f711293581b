/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "rules/mc-rule-error.h"
#include "tem-game-private.h"

/* The Power Up action: heal (R-A12) or upgrade to Power Armor (R-A13). */

/* R-A12, R-MM2 */
gboolean
tem_game_apply_heal (TemGame       *game,
                     const TemHeal *heal,
                     TemEvents     *events,
                     GError       **error)
{
  TemPlayer *player;
  int top, needed;

  if (!tem_game_check_seat (game, heal->player, error))
    return FALSE;
  player = &game->players[heal->player];
  top = tem_player_get_health_top (player);
  /* What the player's own card forbids first: a player at full health
   * is told so, whatever card was played (walk 21). */
  if (player->status != TEM_STATUS_MIGHTY_MECH && player->health >= top)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A12",
                      _("%s is already at full health (%d)."), player->name, top);
      return FALSE;
    }
  if (!tem_game_check_power_up (game, heal->player, error))
    return FALSE;

  if (player->status == TEM_STATUS_MIGHTY_MECH)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A12",
                      _("The Mighty Mech cannot heal; only a Pilot or Power Armor can."));
      return FALSE;
    }

  if (heal->energy < 1)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_INVALID, "R-A12",
                      _("Healing costs at least 1 energy."));
      return FALSE;
    }

  if (heal->energy > player->energy)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A12",
                      g_dngettext (GETTEXT_PACKAGE,
                                   "%s has %d energy and cannot pay %d.",
                                   "%s has %d energy and cannot pay %d.",
                                   (gulong) player->energy),
                  player->name, player->energy, heal->energy);
      return FALSE;
    }

  /* R-A12 limits the track, not the payment: "may not advance past the
   * highest space". Energy paid beyond what the track needs is recorded as
   * paid and wasted, and the players are told. */
  needed = (top - player->health + TEM_HEAL_PER_ENERGY - 1) / TEM_HEAL_PER_ENERGY;
  game->turn.action_open = FALSE;
  player->energy -= heal->energy;
  mc_rule_events_add (events, TEM_EVENT_HEALED, (int) heal->player,
                      MIN (top, player->health + heal->energy * TEM_HEAL_PER_ENERGY) - player->health,
                      MAX (0, heal->energy - needed));
  player->health = MIN (top, player->health + heal->energy * TEM_HEAL_PER_ENERGY);
  return TRUE;
}

/* R-A13 */
gboolean
tem_game_apply_upgrade (TemGame          *game,
                        const TemUpgrade *upgrade,
                        TemEvents        *events,
                        GError          **error)
{
  TemPlayer *player;

  if (!tem_game_check_seat (game, upgrade->player, error))
    return FALSE;
  player = &game->players[upgrade->player];

  if (player->status != TEM_STATUS_PILOT)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A13",
                      _("Only a Pilot can upgrade; %s is in %s."),
                      player->name, tem_status_get_name (player->status));
      return FALSE;
    }
  if (!tem_game_check_power_up (game, upgrade->player, error))
    return FALSE;

  if (player->credits < TEM_UPGRADE_CREDITS)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A13",
                      g_dngettext (GETTEXT_PACKAGE, "Upgrading costs %d credit; %s has %d.",
                                   "Upgrading costs %d credits; %s has %d.", TEM_UPGRADE_CREDITS),
                  TEM_UPGRADE_CREDITS, player->name, player->credits);
      return FALSE;
    }

  player->credits -= TEM_UPGRADE_CREDITS;
  player->status = TEM_STATUS_POWER_ARMOR;
  player->health = TEM_POWER_ARMOR_HEALTH;
  /* R-A13: the new shoulder slots may be filled at once. */
  game->turn.action_open = FALSE;
  tem_events_add (events, TEM_EVENT_UPGRADED, (int) upgrade->player, 0);
  return TRUE;
}
