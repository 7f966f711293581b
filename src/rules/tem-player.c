/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tem-player.h"

/* The top of the health track the player's health token is on now. */
int
tem_player_get_health_top (const TemPlayer *player)
{
  g_return_val_if_fail (player != NULL, 0);

  switch (player->status)
    {
    case TEM_STATUS_PILOT:
      return player->pilot_health_top;
    case TEM_STATUS_POWER_ARMOR:
      return TEM_POWER_ARMOR_HEALTH;
    case TEM_STATUS_MIGHTY_MECH:
      return TEM_MIGHTY_MECH_HEALTH;
    default:
      g_return_val_if_reached (0);
    }
}
