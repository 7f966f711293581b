/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tem-action.h"

/* Copies @src into a fixed buffer, cutting at a character boundary so the
 * result stays valid UTF-8 when the source was. */
static void
copy_name (char       *dest,
           const char *src)
{
  const char *end;

  memset (dest, 0, TEM_NAME_MAX);
  if (src == NULL)
    return;

  if (strlen (src) < TEM_NAME_MAX)
    {
      strcpy (dest, src);
      return;
    }

  end = src + TEM_NAME_MAX - 1;
  if (g_utf8_validate (src, -1, NULL))
    end = g_utf8_find_prev_char (src, end + 1);
  memcpy (dest, src, (gsize) (end - src));
}

void
tem_action_init_new_game (TemAction *action,
                          guint      n_players,
                          guint      starting_player,
                          int        resource_top,
                          guint32    seed)
{
  memset (action, 0, sizeof *action);
  action->kind = TEM_ACTION_NEW_GAME;
  action->new_game.n_players = n_players;
  action->new_game.starting_player = starting_player;
  action->new_game.resource_top = resource_top;
  action->new_game.seed = seed;
}

void
tem_action_set_player (TemAction  *action,
                       guint       seat,
                       const char *name,
                       TemColour   colour,
                       const char *pilot,
                       int         pilot_health_top)
{
  TemPlayerSetup *setup;

  g_return_if_fail (action->kind == TEM_ACTION_NEW_GAME);
  g_return_if_fail (seat < TEM_MAX_PLAYERS);

  setup = &action->new_game.players[seat];
  copy_name (setup->name, name);
  copy_name (setup->pilot, pilot);
  setup->colour = colour;
  setup->pilot_health_top = pilot_health_top;
}

void
tem_action_init_correct (TemAction *action,
                         guint      player,
                         TemField   field,
                         int        value)
{
  memset (action, 0, sizeof *action);
  action->kind = TEM_ACTION_CORRECT;
  action->correct.player = player;
  action->correct.field = field;
  action->correct.value = value;
}

void
tem_action_init_heal (TemAction *action,
                      guint      player,
                      int        energy)
{
  memset (action, 0, sizeof *action);
  action->kind = TEM_ACTION_HEAL;
  action->heal.player = player;
  action->heal.energy = energy;
}

void
tem_action_init_upgrade (TemAction *action,
                         guint      player)
{
  memset (action, 0, sizeof *action);
  action->kind = TEM_ACTION_UPGRADE;
  action->upgrade.player = player;
}

void
tem_action_init_end_round (TemAction *action)
{
  memset (action, 0, sizeof *action);
  action->kind = TEM_ACTION_END_ROUND;
}

/* Stable, untranslated names, for journals and logs. */
const char *
tem_action_kind_get_id (TemActionKind kind)
{
  switch (kind)
    {
    case TEM_ACTION_NEW_GAME:
      return "new-game";
    case TEM_ACTION_CORRECT:
      return "correct";
    case TEM_ACTION_HEAL:
      return "heal";
    case TEM_ACTION_UPGRADE:
      return "upgrade";
    case TEM_ACTION_END_ROUND:
      return "end-round";
    default:
      return "unknown";
    }
}
