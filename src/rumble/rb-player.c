/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "rb-player.h"

int
rb_player_get_crystals (const RbPlayer *player)
{
  /* RB-R6 */
  return player->storage + player->reactor + player->cryo;
}
