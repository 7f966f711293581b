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

/* How many of the player's mines (or turrets) are on the arena. */
guint
tem_player_count_deployed (const TemPlayer *player,
                           gboolean         mines)
{
  guint n = 0;

  if (mines)
    {
      for (guint i = 0; i < TEM_MINES; i++)
        n += player->mines[i] != TEM_NO_CELL;
    }
  else
    {
      for (guint i = 0; i < TEM_TURRETS; i++)
        n += player->turrets[i] != TEM_NO_CELL;
    }

  return n;
}

/* The index of the player's token on @cell, or -1; @is_mine tells which. */
int
tem_player_find_token (const TemPlayer *player,
                       int              cell,
                       gboolean        *is_mine)
{
  if (cell == TEM_NO_CELL)
    return -1;

  for (guint i = 0; i < TEM_MINES; i++)
    if (player->mines[i] == cell)
      {
        *is_mine = TRUE;
        return (int) i;
      }

  for (guint i = 0; i < TEM_TURRETS; i++)
    if (player->turrets[i] == cell)
      {
        *is_mine = FALSE;
        return (int) i;
      }

  return -1;
}
