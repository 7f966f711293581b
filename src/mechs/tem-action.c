/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tem-action.h"
#include "tem-status.h"

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
  action->new_game.rules_edition = TEM_RULES_EDITION_LATEST;
  /* The preset for the count, bases chosen in the order of R-S4. */
  if (tem_arena_init_preset (&action->new_game.arena, n_players))
    tem_arena_assign_bases (&action->new_game.arena, n_players, starting_player);
  for (guint i = 0; i < TEM_MAX_PLAYERS; i++)
    action->new_game.starting_basic[i] = -1;
  for (guint i = 0; i < TEM_ROW_SIZE; i++)
    action->new_game.row[i] = -1;
  action->new_game.robot_duplicate = -1;
}

/* R-SO1: the human at the lone northern base of the 3-player arena, the
 * left robot (seat 1) at the south-west base, the right one (seat 2) at
 * the south-east base. The human plays first every round (R-SO5). */
void
tem_action_init_solo_game (TemAction  *action,
                           const char *human,
                           TemColour   colour,
                           const char *pilot,
                           int         pilot_health_top,
                           const char *robot_a,
                           const char *robot_b,
                           int         robot_duplicate,
                           guint32     seed)
{
  TemArena *arena = &action->new_game.arena;

  tem_action_init_new_game (action, 3, 0, TEM_RESOURCE_TOP_MIN, seed);
  action->new_game.solo = TRUE;
  action->new_game.robot_duplicate = robot_duplicate;
  tem_action_set_player (action, 0, human, colour, pilot, pilot_health_top);
  tem_action_set_player (action, 1, robot_a, (colour + 1) % TEM_N_COLOURS, "", TEM_POWER_ARMOR_HEALTH);
  tem_action_set_player (action, 2, robot_b, (colour + 2) % TEM_N_COLOURS, "", TEM_POWER_ARMOR_HEALTH);

  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    if (arena->zones[cell].kind == TEM_ZONE_BASE)
      {
        if (tem_arena_cell_row (cell) == 0)
          arena->zones[cell].base_owner = 0;
        else
          arena->zones[cell].base_owner = tem_arena_cell_col (cell) < 2 ? 1 : 2;
      }
}

void
tem_action_init_set_row (TemAction *action,
                         int        slot,
                         int        kind)
{
  memset (action, 0, sizeof *action);
  action->kind = TEM_ACTION_SET_ROW;
  action->set_row.slot = slot;
  action->set_row.kind = kind;
}

void
tem_action_init_robot_turn (TemAction *action,
                            guint      player,
                            int        card)
{
  memset (action, 0, sizeof *action);
  action->kind = TEM_ACTION_ROBOT_TURN;
  action->robot_turn.player = player;
  action->robot_turn.card = card;
  action->robot_turn.refill_kind = -1;
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
tem_action_init_end_round (TemAction *action,
                           gboolean   scored_by_hand)
{
  memset (action, 0, sizeof *action);
  action->kind = TEM_ACTION_END_ROUND;
  action->end_round.scored_by_hand = scored_by_hand;
}

void
tem_action_init_set_zone (TemAction *action,
                          int        cell,
                          int        value,
                          guint      resources)
{
  memset (action, 0, sizeof *action);
  action->kind = TEM_ACTION_SET_ZONE;
  action->set_zone.cell = cell;
  action->set_zone.value = value;
  action->set_zone.resources = resources;
}

void
tem_action_init_set_weapon (TemAction      *action,
                            guint           kind,
                            TemWeaponField  field,
                            int             value)
{
  memset (action, 0, sizeof *action);
  action->kind = TEM_ACTION_SET_WEAPON;
  action->set_weapon.kind = kind;
  action->set_weapon.field = field;
  action->set_weapon.value = value;
}

void
tem_action_init_begin_execution (TemAction *action)
{
  memset (action, 0, sizeof *action);
  action->kind = TEM_ACTION_BEGIN_EXECUTION;
}

void
tem_action_init_move (TemAction   *action,
                      guint        player,
                      TemProgram   card,
                      TemDirection direction)
{
  memset (action, 0, sizeof *action);
  action->kind = TEM_ACTION_MOVE;
  action->move.player = player;
  action->move.card = card;
  action->move.direction = direction;
  action->move.choice_cell = TEM_NO_CELL;
}

void
tem_action_init_collect (TemAction *action,
                         guint      player)
{
  memset (action, 0, sizeof *action);
  action->kind = TEM_ACTION_COLLECT;
  action->collect.player = player;
}

void
tem_action_init_deploy (TemAction *action,
                        guint      player,
                        gboolean   mine,
                        int        from_cell)
{
  memset (action, 0, sizeof *action);
  action->kind = TEM_ACTION_DEPLOY;
  action->deploy.player = player;
  action->deploy.mine = mine;
  action->deploy.from_cell = from_cell;
}

void
tem_action_init_take_mech (TemAction  *action,
                           guint       player,
                           TemMechSide side)
{
  memset (action, 0, sizeof *action);
  action->kind = TEM_ACTION_TAKE_MECH;
  action->take_mech.player = player;
  action->take_mech.side = side;
}

void
tem_action_init_end_turn (TemAction *action,
                          guint      player)
{
  memset (action, 0, sizeof *action);
  action->kind = TEM_ACTION_END_TURN;
  action->end_turn.player = player;
}

void
tem_action_init_attack (TemAction *action,
                        guint      player,
                        int        weapon,
                        int        paid)
{
  memset (action, 0, sizeof *action);
  action->kind = TEM_ACTION_ATTACK;
  action->attack.player = player;
  action->attack.weapon = weapon;
  action->attack.paid = paid;
  action->attack.choice_cell = TEM_NO_CELL;
  action->attack.turret_choice_cell = TEM_NO_CELL;
}

void
tem_action_init_purchase (TemAction *action,
                          guint      player,
                          int        weapon,
                          int        refill_kind)
{
  memset (action, 0, sizeof *action);
  action->kind = TEM_ACTION_PURCHASE;
  action->purchase.player = player;
  action->purchase.weapon = weapon;
  action->purchase.refill_kind = refill_kind;
}

void
tem_action_init_equip (TemAction *action,
                       guint      player,
                       int        weapon,
                       gboolean   equipped)
{
  memset (action, 0, sizeof *action);
  action->kind = TEM_ACTION_EQUIP;
  action->equip.player = player;
  action->equip.weapon = weapon;
  action->equip.equipped = equipped;
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
    case TEM_ACTION_SET_ZONE:
      return "set-zone";
    case TEM_ACTION_SET_ROW:
      return "set-row";
    case TEM_ACTION_SET_WEAPON:
      return "set-weapon";
    case TEM_ACTION_BEGIN_EXECUTION:
      return "begin-execution";
    case TEM_ACTION_MOVE:
      return "move";
    case TEM_ACTION_COLLECT:
      return "collect";
    case TEM_ACTION_DEPLOY:
      return "deploy";
    case TEM_ACTION_TAKE_MECH:
      return "take-mech";
    case TEM_ACTION_END_TURN:
      return "end-turn";
    case TEM_ACTION_ATTACK:
      return "attack";
    case TEM_ACTION_PURCHASE:
      return "purchase";
    case TEM_ACTION_EQUIP:
      return "equip";
    case TEM_ACTION_ROBOT_TURN:
      return "robot-turn";
    default:
      return "unknown";
    }
}

/* TemPlay is TemAction without the new game's setup: the same kind and
 * union offset, so a copy of its size carries any other action. */
G_STATIC_ASSERT (G_STRUCT_OFFSET (TemPlay, correct) == G_STRUCT_OFFSET (TemAction, correct));
G_STATIC_ASSERT (sizeof (TemPlay) <= sizeof (TemAction));

void
tem_play_from_action (TemPlay         *play,
                      const TemAction *action)
{
  g_return_if_fail (action->kind != TEM_ACTION_NEW_GAME);

  memcpy (play, action, sizeof *play);
}

void
tem_play_to_action (const TemPlay *play,
                    TemAction     *action)
{
  memset (action, 0, sizeof *action);
  memcpy (action, play, sizeof *play);
}
