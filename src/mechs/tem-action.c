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

/* @action afresh as @kind: every other member zero, so two actions made
 * alike are alike byte for byte. */
static void
start (TemAction     *action,
       TemActionKind  kind)
{
  memset (action, 0, sizeof *action);
  action->kind = kind;
}

void
tem_action_init_new_game (TemAction *action,
                          guint      n_players,
                          guint      starting_player,
                          int        resource_top,
                          guint32    seed)
{
  start (action, TEM_ACTION_NEW_GAME);
  action->new_game = (TemNewGame) { .n_players = n_players,
                                    .starting_player = starting_player,
                                    .resource_top = resource_top,
                                    .seed = seed,
                                    .rules_edition = TEM_RULES_EDITION_LATEST };
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
  start (action, TEM_ACTION_SET_ROW);
  action->set_row = (TemSetRow) { .slot = slot, .kind = kind };
}

void
tem_action_init_robot_turn (TemAction *action,
                            guint      player,
                            int        card)
{
  start (action, TEM_ACTION_ROBOT_TURN);
  action->robot_turn = (TemRobotTurn) { .player = player, .card = card, .refill_kind = -1 };
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
  start (action, TEM_ACTION_CORRECT);
  action->correct = (TemCorrection) { .player = player, .field = field, .value = value };
}

void
tem_action_init_heal (TemAction *action,
                      guint      player,
                      int        energy)
{
  start (action, TEM_ACTION_HEAL);
  action->heal = (TemHeal) { .player = player, .energy = energy };
}

void
tem_action_init_upgrade (TemAction *action,
                         guint      player)
{
  start (action, TEM_ACTION_UPGRADE);
  action->upgrade = (TemUpgrade) { .player = player };
}

void
tem_action_init_end_round (TemAction *action,
                           gboolean   scored_by_hand)
{
  start (action, TEM_ACTION_END_ROUND);
  action->end_round = (TemEndRound) { .scored_by_hand = scored_by_hand };
}

void
tem_action_init_set_zone (TemAction *action,
                          int        cell,
                          int        value,
                          guint      resources)
{
  start (action, TEM_ACTION_SET_ZONE);
  action->set_zone = (TemSetZone) { .cell = cell, .value = value, .resources = resources };
}

void
tem_action_init_set_weapon (TemAction      *action,
                            guint           kind,
                            TemWeaponField  field,
                            int             value)
{
  start (action, TEM_ACTION_SET_WEAPON);
  action->set_weapon = (TemSetWeapon) { .kind = kind, .field = field, .value = value };
}

void
tem_action_init_begin_execution (TemAction *action)
{
  start (action, TEM_ACTION_BEGIN_EXECUTION);
}

void
tem_action_init_move (TemAction   *action,
                      guint        player,
                      TemProgram   card,
                      TemDirection direction)
{
  start (action, TEM_ACTION_MOVE);
  action->move = (TemMove) { .player = player, .card = card, .direction = direction, .choice_cell = TEM_NO_CELL };
}

void
tem_action_init_collect (TemAction *action,
                         guint      player)
{
  start (action, TEM_ACTION_COLLECT);
  action->collect = (TemCollect) { .player = player };
}

void
tem_action_init_deploy (TemAction *action,
                        guint      player,
                        gboolean   mine,
                        int        from_cell)
{
  start (action, TEM_ACTION_DEPLOY);
  action->deploy = (TemDeploy) { .player = player, .mine = mine, .from_cell = from_cell };
}

void
tem_action_init_take_mech (TemAction  *action,
                           guint       player,
                           TemMechSide side)
{
  start (action, TEM_ACTION_TAKE_MECH);
  action->take_mech = (TemTakeMech) { .player = player, .side = side };
}

void
tem_action_init_end_turn (TemAction *action,
                          guint      player)
{
  start (action, TEM_ACTION_END_TURN);
  action->end_turn = (TemEndTurn) { .player = player };
}

void
tem_action_init_attack (TemAction *action,
                        guint      player,
                        int        weapon,
                        int        paid)
{
  start (action, TEM_ACTION_ATTACK);
  action->attack = (TemAttack) { .player = player,
                                 .weapon = weapon,
                                 .paid = paid,
                                 .choice_cell = TEM_NO_CELL,
                                 .turret_choice_cell = TEM_NO_CELL };
}

void
tem_action_init_purchase (TemAction *action,
                          guint      player,
                          int        weapon,
                          int        refill_kind)
{
  start (action, TEM_ACTION_PURCHASE);
  action->purchase = (TemPurchase) { .player = player, .weapon = weapon, .refill_kind = refill_kind };
}

void
tem_action_init_equip (TemAction *action,
                       guint      player,
                       int        weapon,
                       gboolean   equipped)
{
  start (action, TEM_ACTION_EQUIP);
  action->equip = (TemEquip) { .player = player, .weapon = weapon, .equipped = equipped };
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
