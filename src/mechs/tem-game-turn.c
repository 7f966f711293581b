/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>

#include <glib/gi18n-lib.h>

#include "rules/mc-rule-error.h"
#include "tem-game-private.h"
#include "tem-need.h"

/* A turn of the execution phase: a program card's move and what it
 * triggers (R-M*), then its action (R-A*), then the next player (R-RD3). */

static gboolean
check_turn (const TemGame *game,
            guint          seat,
            GError       **error)
{
  if (!tem_game_check_seat (game, seat, error))
    return FALSE;

  if (game->phase != TEM_PHASE_EXECUTION)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-RD3",
                      _("Program cards are played in the execution phase; begin it first."));
      return FALSE;
    }

  if (game->turn.seat != (int) seat)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-RD3",
                      _("It is %s's turn, not %s's."),
                      game->players[game->turn.seat].name, game->players[seat].name);
      return FALSE;
    }

  if (game->players[seat].robot && game->turn.card == TEM_PROGRAM_NONE)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-SO6",
                      _("%s follows the Robot Pilot Guide: play its turn instead."),
                      game->players[seat].name);
      return FALSE;
    }

  if (game->combat.active)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-C2",
                      _("The combat goes on until a pilot is KO'd or retreats."));
      return FALSE;
    }

  return TRUE;
}

/* The card's action, right after its move (R-M1). */
static gboolean
check_card_action (const TemGame *game,
                   guint          seat,
                   TemProgram     card,
                   GError       **error)
{
  if (!check_turn (game, seat, error))
    return FALSE;

  if (game->turn.card != (int) card || !game->turn.action_open)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-M1",
                      _("%s can do only the action of the program card just played, once."),
                      game->players[seat].name);
      return FALSE;
    }

  return TRUE;
}

/* R-A11: in a recorded turn, Heal and Upgrade are the Power Up card's one
 * action. Between turns they stay plain bookkeeping. */
gboolean
tem_game_check_power_up (TemGame *game,
                         guint    seat,
                         GError **error)
{
  if (game->phase != TEM_PHASE_EXECUTION)
    return TRUE;

  if (game->turn.seat == (int) seat && game->turn.card == TEM_PROGRAM_POWER_UP && !game->turn.action_open)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A11",
                      _("Power Up is Heal or Upgrade, never both, once."));
      return FALSE;
    }

  /* Said as the Power Up card's rule, not the move's (walk 21: a Heal
   * from the panel after Collect was told "only the action of the card
   * just played", with the link to moving). */
  if (game->turn.seat == (int) seat && game->turn.card != TEM_PROGRAM_POWER_UP
      && game->turn.card != TEM_PROGRAM_NONE && !game->combat.active)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A11",
                      /* Translators: "Ana played Collect: only the Power Up card heals or upgrades." */
                      _("%s played %s: only the Power Up card heals or upgrades."),
                      game->players[seat].name, tem_program_get_name ((TemProgram) game->turn.card));
      return FALSE;
    }

  return check_card_action (game, seat, TEM_PROGRAM_POWER_UP, error);
}

gboolean
tem_game_apply_begin_execution (TemGame   *game,
                                TemEvents *events,
                                GError   **error)
{
  if (game->phase != TEM_PHASE_PROGRAM)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-RD1",
                      _("The execution phase has already begun this round."));
      return FALSE;
    }

  game->phase = TEM_PHASE_EXECUTION;
  for (guint i = 0; i < game->n_players; i++)
    game->players[i].cards_played = 0;
  game->turn.seat = (int) game->starting_player;
  game->turn.card = TEM_PROGRAM_NONE;
  game->turn.action_open = FALSE;
  game->turn.mech_open = FALSE;
  tem_events_add (events, TEM_EVENT_EXECUTION_BEGAN, TEM_NOBODY, 0);
  tem_events_add (events, TEM_EVENT_TURN_STARTED, game->turn.seat, 0);
  return TRUE;
}

/* R-A4: what the status can hold. A status change drops what no longer
 * fits to the stockpile and keeps at least one weapon equipped. */
void
tem_game_fit_equipment (TemGame *game,
                        guint    seat)
{
  TemStatus status = game->players[seat].status;
  int basic_slots = status == TEM_STATUS_MIGHTY_MECH ? 0 : 2;
  int advanced_slots = status == TEM_STATUS_PILOT ? 0 : status == TEM_STATUS_POWER_ARMOR ? 2 : 4;
  int equipped = 0;
  int first_fit = -1;

  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    {
      TemWeaponCard *weapon = &game->weapons[card];
      gboolean basic;

      if (weapon->place != TEM_PLACE_OWNED || weapon->owner != (int) seat)
        continue;

      basic = weapon->kind < TEM_N_BASIC_KINDS;
      if (first_fit < 0 && (basic ? basic_slots : advanced_slots) > 0)
        first_fit = (int) card;
      if (!weapon->equipped)
        continue;

      if (basic && basic_slots > 0)
        basic_slots--;
      else if (!basic && advanced_slots > 0)
        advanced_slots--;
      else
        weapon->equipped = FALSE;
      equipped += weapon->equipped;
    }

  if (equipped == 0 && first_fit >= 0)
    game->weapons[first_fit].equipped = TRUE;

  /* R-A4: a status change lets the player re-equip. */
  game->players[seat].reequip = TRUE;
}

void
tem_game_enter_ad_hoc (TemGame   *game,
                       guint      seat,
                       TemEvents *events)
{
  game->players[seat].ad_hoc = TRUE;
  game->players[seat].ad_hoc_fresh = TRUE;
  tem_events_add (events, TEM_EVENT_AD_HOC, (int) seat, 0);
}

/* An enemy token on the zone @seat lands on (R-M4, R-M7, R-A8, R-A9). A
 * mine's number is secret until now: the players supply it. A turret with
 * an enemy pilot beside it waits for the combat (R-A10): @turrets_too. */
gboolean
tem_game_resolve_trap (TemGame   *game,
                       guint      seat,
                       int        cell,
                       gboolean   turrets_too,
                       int        mine_number,
                       int        choice_cell,
                       gboolean  *knocked_out,
                       TemEvents *events,
                       GError   **error)
{
  TemPlayer *player = &game->players[seat];
  gboolean is_mine;
  int owner = tem_game_find_token_owner (game, cell, &is_mine);
  int token, damage;

  *knocked_out = FALSE;

  if (owner == TEM_NOBODY || owner == (int) seat)
    return TRUE;                                     /* R-M7 */
  if (!is_mine && !turrets_too)
    return TRUE;

  if (!tem_game_need_zone_value (game, cell, error))
    return FALSE;

  token = tem_player_find_token (&game->players[owner], cell, &is_mine);
  /* A robot's mines were drawn by the app, which knows their numbers. */
  if (is_mine && game->players[owner].mine_numbers[token] > 0)
    mine_number = game->players[owner].mine_numbers[token];
  if (is_mine)
    {
      if (mine_number < 1 || mine_number > TEM_MINES)
        {
          g_autofree char *name = tem_arena_describe_cell (cell);

          mc_rule_refuse (error, MC_RULE_ERROR_CHOICE_NEEDED, "R-A8",
                          _("%s's mine in %s goes off: turn it over and enter its number (1 to 4)."),
                          game->players[owner].name, name);
          tem_need_set (error, TEM_NEED_MINE_NUMBER, owner, cell);
          return FALSE;
        }
      damage = game->arena.zones[cell].value + mine_number;
    }
  else
    damage = game->arena.zones[cell].value;

  mc_rule_events_add (events, is_mine ? TEM_EVENT_TRAP : TEM_EVENT_TURRET_FIRED, (int) seat, damage, owner);
  player->health = MAX (player->health - damage, 0);

  /* A mine always returns to its owner; a turret stays only if it KOs. */
  if (is_mine || player->health > 0)
    {
      if (is_mine)
        game->players[owner].mines[token] = TEM_NO_CELL;
      else
        game->players[owner].turrets[token] = TEM_NO_CELL;
      mc_rule_events_add (events, TEM_EVENT_TOKEN_RETURNED, owner, cell, is_mine);
    }

  if (player->health == 0)
    {
      *knocked_out = TRUE;
      return tem_game_knock_out (game, seat, owner, FALSE, choice_cell, events, error);
    }

  return TRUE;
}

/* R-M1 to R-M7, R-C1, R-C6, R-A10, R-AH1, R-AH2, I-3 */
gboolean
tem_game_apply_move (TemGame       *game,
                     const TemMove *move,
                     TemEvents     *events,
                     GError       **error)
{
  TemPlayer *player;
  guint distance = 1;
  int target, enemy;
  gboolean jump, knocked_out = FALSE;

  if (!check_turn (game, move->player, error))
    return FALSE;
  player = &game->players[move->player];

  if (game->turn.card != TEM_PROGRAM_NONE)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-RD3",
                      _("%s has already played a card this turn."), player->name);
      return FALSE;
    }

  if (!tem_program_is_valid (move->card) || !tem_direction_is_valid (move->direction))
    {
      g_set_error_literal (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                           _("Unknown program card or direction."));
      return FALSE;
    }

  if ((move->card == TEM_PROGRAM_DIAGONAL_JUMP) != tem_direction_is_diagonal (move->direction))
    {
      if (move->card == TEM_PROGRAM_DIAGONAL_JUMP)
        mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-M6",
                        _("The Diagonal Jump moves diagonally: pick a diagonal direction."));
      else
        mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-M1",
                        _("A program card moves straight, the way its arrow points: only the Diagonal Jump "
                          "goes diagonally."));
      return FALSE;
    }

  if (player->cell == TEM_NO_CELL)
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("%s is not on the arena."), player->name);
      return FALSE;
    }

  jump = tem_program_is_jump (move->card);
  if (move->card == TEM_PROGRAM_DOUBLE_JUMP)
    distance = 2;                                    /* R-M5 */

  game->turn.card = move->card;
  game->turn.ad_hoc_turn = player->ad_hoc;
  target = tem_arena_step (&game->arena, player->cell, move->direction, distance);

  if (target == TEM_NO_CELL)
    {
      /* R-M2, I-3: a wall; the pilot stays and may still act. */
      game->turn.action_open = !jump;
      tem_events_add (events, TEM_EVENT_BLOCKED, (int) move->player, player->cell);
      return TRUE;
    }

  enemy = tem_game_find_pilot (game, target, (int) move->player);
  if (enemy != TEM_NOBODY && player->ad_hoc && player->ad_hoc_fresh)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-AH2",
                      _("On %s's first Ad Hoc turn they cannot start a combat."), player->name);
      return FALSE;
    }
  if (enemy != TEM_NOBODY && !tem_game_check_armed (game, move->player, error))
    {
      const TemNeed *need = error != NULL ? tem_need_from_error (*error) : NULL;
      g_autoptr(GError) also = NULL;

      /* The other pilot's weapon unknown too: both asked at once. */
      if (need != NULL && need->kind == TEM_NEED_STARTING_WEAPON
          && !tem_game_check_armed (game, (guint) enemy, &also) && tem_need_from_error (also) != NULL
          && tem_need_from_error (also)->kind == TEM_NEED_STARTING_WEAPON)
        tem_need_set_also_seat (error, enemy);
      return FALSE;
    }
  if (enemy != TEM_NOBODY && !tem_game_check_armed (game, (guint) enemy, error))
    return FALSE;

  player->cell = target;
  tem_events_add (events, TEM_EVENT_MOVED, (int) move->player, target);

  /* R-A10: an enemy mine goes off before the combat; a turret waits.
   * R-SO18: the other robot's tokens there hit the human before it. */
  {
    gboolean is_mine;
    int owner = tem_game_find_token_owner (game, target, &is_mine);
    gboolean turret_now = enemy == TEM_NOBODY
                          || (game->solo && owner != TEM_NOBODY && owner != enemy && game->players[owner].robot);

    if (!tem_game_resolve_trap (game, move->player, target, turret_now,
                                move->mine_number, move->choice_cell, &knocked_out, events, error))
      return FALSE;
  }

  if (knocked_out)
    {
      game->turn.action_open = FALSE;                /* R-M4 */
      return TRUE;
    }

  if (enemy != TEM_NOBODY)
    {
      /* R-M3, R-C1, R-M5, R-M6, R-C6 */
      game->combat.active = TRUE;
      game->combat.attacker = (int) move->player;
      game->combat.defender = enemy;
      game->combat.next = (int) move->player;
      game->combat.cell = target;
      game->combat.last_type = -1;
      game->combat.first_power = jump;
      game->combat.exhausted = 0;
      game->turn.action_open = FALSE;
      tem_events_add (events, TEM_EVENT_COMBAT_STARTED, (int) move->player, enemy);
      tem_game_add_score (game, (int) move->player, 1, TEM_SCORE_COMBAT_START, events);
      return TRUE;
    }

  game->turn.action_open = !jump;
  game->turn.mech_open = target == game->mech_cell
                         && game->mech_controller == TEM_NOBODY
                         && player->status == TEM_STATUS_POWER_ARMOR
                         && player->health == TEM_POWER_ARMOR_HEALTH;
  return TRUE;
}

/* R-A1, R-SO11: +1 of each resource on every zone @seat controls, each
 * zone once, up to the track's top. Sets @unknown (with the zone) and
 * changes nothing when a zone's icons are not entered. */
void
tem_game_collect_for (TemGame   *game,
                      guint      seat,
                      gboolean  *unknown,
                      int       *unknown_cell,
                      TemEvents *events)
{
  TemPlayer *player = &game->players[seat];
  gboolean counted[TEM_ARENA_CELLS] = { FALSE, };
  int cells[1 + TEM_MINES + TEM_TURRETS];
  int energy = 0, credits = 0;
  guint n = 0;

  *unknown = FALSE;
  cells[n++] = player->cell;
  for (guint i = 0; i < TEM_MINES; i++)
    cells[n++] = player->mines[i];
  for (guint i = 0; i < TEM_TURRETS; i++)
    cells[n++] = player->turrets[i];

  for (guint i = 0; i < n; i++)
    {
      const TemZone *zone;

      if (!tem_arena_is_zone (&game->arena, cells[i]) || counted[cells[i]])
        continue;
      counted[cells[i]] = TRUE;
      zone = &game->arena.zones[cells[i]];

      if (zone->kind == TEM_ZONE_BASE || zone->kind == TEM_ZONE_MECH)
        {
          energy++;
          credits++;
          continue;
        }

      if (zone->resources & TEM_RESOURCE_UNKNOWN)
        {
          *unknown = TRUE;
          *unknown_cell = cells[i];
          return;
        }
      energy += (zone->resources & TEM_RESOURCE_ENERGY) != 0;
      credits += (zone->resources & TEM_RESOURCE_CREDITS) != 0;
    }

  /* The track tops out; what does not fit is not collected (R-SO11). */
  energy = MIN (energy, game->resource_top - player->energy);
  credits = MIN (credits, game->resource_top - player->credits);
  player->energy += energy;
  player->credits += credits;
  mc_rule_events_add (events, TEM_EVENT_COLLECTED, (int) seat, energy, credits);
}

gboolean
tem_game_apply_collect (TemGame          *game,
                        const TemCollect *collect,
                        TemEvents        *events,
                        GError          **error)
{
  gboolean unknown;
  int cell = TEM_NO_CELL;

  if (!check_card_action (game, collect->player, TEM_PROGRAM_COLLECT, error))
    return FALSE;

  tem_game_collect_for (game, collect->player, &unknown, &cell, events);
  if (unknown)
    {
      g_autofree char *name = tem_arena_describe_cell (cell);

      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_UNKNOWN_VALUE,
                   _("Zone %s has no resource entered yet: enter the icons on its card."), name);
      tem_need_set (error, TEM_NEED_ZONE_RESOURCES, -1, cell);
      return FALSE;
    }

  game->turn.action_open = FALSE;
  return TRUE;
}

/* R-A5, R-A6, R-A7, I-1 */
gboolean
tem_game_apply_deploy (TemGame         *game,
                       const TemDeploy *deploy,
                       TemEvents       *events,
                       GError         **error)
{
  TemPlayer *player;
  gboolean is_mine;
  int cell, cost, owner, slot = -1;
  int *tokens;
  guint n_tokens;

  if (!check_card_action (game, deploy->player,
                          deploy->mine ? TEM_PROGRAM_DEPLOY_MINE : TEM_PROGRAM_DEPLOY_TURRET, error))
    return FALSE;
  player = &game->players[deploy->player];
  cell = player->cell;

  owner = tem_game_find_token_owner (game, cell, &is_mine);
  if (owner != TEM_NOBODY)
    {
      /* Which token, whose, where: the general rule alone left the walk
       * wondering why the button was grey (walk 8). */
      g_autofree char *name = tem_arena_describe_cell (cell);

      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A7",
                      /* Translators: "Ana's mine is already in zone E3: ..." */
                      is_mine ? _("%1$s's mine is already in zone %2$s: a zone holds at most one mine or one turret.")
                              /* Translators: "Ana's turret is already in zone E3: ..." */
                              : _("%1$s's turret is already in zone %2$s: a zone holds at most one mine or one turret."),
                      game->players[owner].name, name);
      return FALSE;
    }

  if (cell == game->mech_cell && game->mech_controller == TEM_NOBODY)
    {
      /* I-1: the zone of an empty Mighty Mech counts as occupied. */
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A7",
                      _("Nothing can be deployed in the zone of the empty Mighty Mech."));
      return FALSE;
    }

  if (!tem_game_need_zone_value (game, cell, error))
    return FALSE;
  cost = game->arena.zones[cell].value;

  if (deploy->mine && player->credits < cost)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A5",
                      g_dngettext (GETTEXT_PACKAGE, "A mine here costs %d credit; %s has %d.",
                                   "A mine here costs %d credits; %s has %d.", (gulong) ABS (cost)),
                  cost, player->name, player->credits);
      return FALSE;
    }
  if (!deploy->mine && player->energy < cost)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A6",
                      g_dngettext (GETTEXT_PACKAGE, "A turret here costs %d energy; %s has %d.",
                                   "A turret here costs %d energy; %s has %d.", (gulong) ABS (cost)),
                  cost, player->name, player->energy);
      return FALSE;
    }

  tokens = deploy->mine ? player->mines : player->turrets;
  n_tokens = deploy->mine ? TEM_MINES : TEM_TURRETS;
  for (guint i = 0; i < n_tokens && slot < 0; i++)
    if (tokens[i] == TEM_NO_CELL)
      slot = (int) i;

  if (slot < 0)
    {
      /* All out: one of them moves here, still paid for. */
      for (guint i = 0; i < n_tokens && slot < 0; i++)
        if (tokens[i] == deploy->from_cell && deploy->from_cell != TEM_NO_CELL)
          slot = (int) i;

      if (slot < 0)
        {
          if (deploy->mine)
            mc_rule_refuse (error, MC_RULE_ERROR_CHOICE_NEEDED, "R-A5",
                            _("All four mines are out: choose the one to move here."));
          else
            mc_rule_refuse (error, MC_RULE_ERROR_CHOICE_NEEDED, "R-A6",
                            _("All three turrets are out: choose the one to move here."));
          tem_need_set_cells (error, TEM_NEED_TOKEN, (int) deploy->player, tokens, n_tokens);
          return FALSE;
        }
      mc_rule_events_add (events, TEM_EVENT_TOKEN_RETURNED, (int) deploy->player, tokens[slot], deploy->mine);
    }

  tokens[slot] = cell;
  if (deploy->mine)
    player->credits -= cost;
  else
    player->energy -= cost;
  game->turn.action_open = FALSE;
  mc_rule_events_add (events, TEM_EVENT_DEPLOYED, (int) deploy->player, cell, deploy->mine);
  return TRUE;
}

/* R-MM1 */
gboolean
tem_game_apply_take_mech (TemGame           *game,
                          const TemTakeMech *take,
                          TemEvents         *events,
                          GError           **error)
{
  TemPlayer *player;

  if (!check_turn (game, take->player, error))
    return FALSE;
  player = &game->players[take->player];

  /* Someone took it meanwhile (a correction): it is not empty now. */
  if (!game->turn.mech_open || game->mech_controller != TEM_NOBODY)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-MM1",
                      _("The empty Mighty Mech is taken by a pilot in Power Armor at full health "
                        "entering its zone."));
      return FALSE;
    }

  /* R-A4: the Mech equips advanced weapons only, and one is always
   * equipped: with none owned, the pilot in it could not be attacked
   * nor fight (walk 12: a combat asked for a weapon from an empty list). */
  {
    gboolean advanced = FALSE;

    for (guint card = 0; card < TEM_N_WEAPON_CARDS && !advanced; card++)
      advanced = game->weapons[card].place == TEM_PLACE_OWNED && game->weapons[card].owner == (int) take->player
                 && game->weapons[card].kind >= TEM_N_BASIC_KINDS;
    if (!advanced)
      {
        /* I-A13: said as the app's reading (walk 20: read as the book's). */
        mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A4",
                        _("%s owns no advanced weapon: in the Mighty Mech only advanced weapons are equipped, "
                          "and one always is (this app's reading of an unclear rule)."), player->name);
        return FALSE;
      }
  }

  if (take->side != TEM_MECH_SIDE_TROY && take->side != TEM_MECH_SIDE_SPARTA)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_CHOICE_NEEDED, "R-MM1",
                      _("Choose the Mech's side, Troy 3000 or Sparta 3000."));
      tem_need_set (error, TEM_NEED_MECH_SIDE, (int) take->player, TEM_NO_CELL);
      return FALSE;
    }

  player->status = TEM_STATUS_MIGHTY_MECH;
  player->health = TEM_MIGHTY_MECH_HEALTH;
  game->mech_controller = (int) take->player;
  game->mech_side = take->side;
  game->mech_cell = player->cell;
  game->turn.mech_open = FALSE;
  tem_game_add_score (game, (int) take->player, TEM_MECH_ENTRY_VP, TEM_SCORE_MECH_ENTRY, events);
  tem_events_add (events, TEM_EVENT_MECH_TAKEN, (int) take->player, take->side);
  tem_game_fit_equipment (game, take->player);
  return TRUE;
}

/* R-RD3: one card each, clockwise from the starting player, four times. */
gboolean
tem_game_apply_end_turn (TemGame          *game,
                         const TemEndTurn *end,
                         TemEvents        *events,
                         GError          **error)
{
  TemPlayer *player;

  if (!check_turn (game, end->player, error))
    return FALSE;
  player = &game->players[end->player];

  if (game->turn.card == TEM_PROGRAM_NONE)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-RD3",
                      _("%s plays a program card before the turn ends."), player->name);
      return FALSE;
    }

  player->cards_played++;
  player->reequip = FALSE;
  if (game->turn.ad_hoc_turn)
    player->ad_hoc_fresh = FALSE;                    /* R-AH2 */

  game->turn.card = TEM_PROGRAM_NONE;
  game->turn.action_open = FALSE;
  game->turn.mech_open = FALSE;
  game->turn.ad_hoc_turn = FALSE;

  for (guint step = 1; step <= game->n_players; step++)
    {
      guint next = (end->player + step) % game->n_players;

      if (game->players[next].cards_played < TEM_CARDS_PER_ROUND)
        {
          game->turn.seat = (int) next;
          tem_events_add (events, TEM_EVENT_TURN_STARTED, (int) next, 0);
          return TRUE;
        }
    }

  game->turn.seat = TEM_NOBODY;
  game->phase = TEM_PHASE_ROUND_END;
  tem_events_add (events, TEM_EVENT_ROUND_OVER, TEM_NOBODY, (int) game->round);
  return TRUE;
}
