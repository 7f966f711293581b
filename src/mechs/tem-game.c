/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "rules/mc-rule-core.h"
#include "rules/mc-rule-error.h"
#include "rules/mc-rule-player.h"
#include "tem-game-private.h"
#include "tem-need.h"

/* Every tem_game_apply() works on a copy and commits only on success
 * (mc_rule_core_apply()), so a refused action leaves the caller's game
 * untouched whatever the checks below forget to undo. */

static gboolean
check_new_game (const TemNewGame *setup,
                GError          **error)
{
  if (!mc_rule_check_players (setup->n_players, TEM_MIN_PLAYERS, TEM_MAX_PLAYERS, "R-S1", setup->players[0].name,
                              sizeof setup->players[0], TEM_NAME_MAX, error))
    return FALSE;

  if (setup->resource_top < TEM_RESOURCE_TOP_MIN || setup->resource_top > TEM_RESOURCE_TOP_MAX)
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK,
                   _("The resource track's top must be between %d and %d, not %d."),
                   TEM_RESOURCE_TOP_MIN, TEM_RESOURCE_TOP_MAX, setup->resource_top);
      return FALSE;
    }

  if (setup->starting_player >= setup->n_players)
    {
      g_set_error_literal (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                           _("The starting player must be one of the players."));
      return FALSE;
    }

  if (!tem_arena_check (&setup->arena, setup->n_players, error))
    return FALSE;

  if (setup->rules_edition < 0 || setup->rules_edition > TEM_RULES_EDITION_LATEST)
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("This game follows rules edition %d; this version of the app knows editions 1 to %d."),
                   setup->rules_edition, TEM_RULES_EDITION_LATEST);
      return FALSE;
    }

  if (setup->solo && setup->n_players != 3)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-S1",
                      _("A solo game is one player against two Robot Pilots."));
      return FALSE;
    }
  if (setup->solo && !setup->robot_table_draw
      && (setup->robot_duplicate < 0 || setup->robot_duplicate >= TEM_N_PROGRAMS))
    {
      mc_rule_refuse (error, MC_RULE_ERROR_UNKNOWN_VALUE, "R-SO4",
                      _("To shuffle the robots' decks the app needs their make-up: which action "
                        "is on two of the eight program cards? Check one robot's cards."));
      return FALSE;
    }

  for (guint i = 0; i < TEM_ROW_SIZE; i++)
    {
      int kind = setup->row[i];

      if (kind == -1)
        continue;
      if (kind < TEM_N_BASIC_KINDS || kind >= TEM_N_WEAPON_KINDS)
        {
          mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-S9",
                          _("The row holds advanced weapons only."));
          return FALSE;
        }
      for (guint j = 0; j < i; j++)
        if (setup->row[j] == kind)
          {
            g_set_error_literal (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                                 _("Each advanced weapon card is in the box once: the row cannot show one twice."));
            return FALSE;
          }
    }

  for (guint i = 0; i < setup->n_players; i++)
    {
      const TemPlayerSetup *player = &setup->players[i];

      if (setup->starting_basic[i] < -1 || setup->starting_basic[i] >= TEM_N_BASIC_KINDS)
        {
          mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-S8",
                          _("Each player keeps one of the four basic weapons."));
          return FALSE;
        }

      if (!mc_rule_name_is_valid (player->pilot, TEM_NAME_MAX))
        {
          g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                       _("Player %u's name is not valid text."), i + 1);
          return FALSE;
        }

      if (!tem_colour_is_valid (player->colour))
        {
          g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                       _("%s has no player colour."), player->name);
          return FALSE;
        }

      if (player->pilot_health_top < TEM_PILOT_HEALTH_TOP_MIN
          || player->pilot_health_top > TEM_PILOT_HEALTH_TOP_MAX)
        {
          g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK,
                       _("%s's pilot health track must top out between %d and %d, not %d."),
                       player->name, TEM_PILOT_HEALTH_TOP_MIN, TEM_PILOT_HEALTH_TOP_MAX,
                       player->pilot_health_top);
          return FALSE;
        }

      for (guint j = 0; j < i; j++)
        {
          if (setup->players[j].colour == player->colour)
            {
              g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                           _("%s and %s both play %s: each player takes a different colour."),
                           setup->players[j].name, player->name,
                           tem_colour_get_name (player->colour));
              return FALSE;
            }
        }
    }

  return TRUE;
}

/* R-S2, R-S6, R-S7 */
static gboolean
apply_new_game (TemGame          *game,
                const TemNewGame *setup,
                TemEvents        *events,
                GError          **error)
{
  if (!check_new_game (setup, error))
    return FALSE;

  tem_game_init (game);
  game->n_players = setup->n_players;
  game->starting_player = setup->starting_player;
  game->resource_top = setup->resource_top;
  game->seed = setup->seed;
  game->round = 1;
  game->arena = setup->arena;
  game->mech_cell = tem_arena_find_mech_zone (&game->arena);  /* R-S7 */

  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    game->weapon_stats[kind] = tem_catalogue_get_weapon (kind)->stats;

  /* 16 basic cards, 4 of each kind, then the 16 advanced, one of each. */
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    {
      TemWeaponCard *weapon = &game->weapons[card];

      if (card < TEM_N_BASIC_KINDS * TEM_BASIC_COPIES)
        {
          weapon->kind = card / TEM_BASIC_COPIES;
          weapon->place = TEM_PLACE_SUPPLY;
        }
      else
        {
          weapon->kind = TEM_N_BASIC_KINDS + (card - TEM_N_BASIC_KINDS * TEM_BASIC_COPIES);
          weapon->place = TEM_PLACE_DECK;
        }
      weapon->owner = TEM_NOBODY;
    }

  for (guint i = 0; i < TEM_ROW_SIZE; i++)
    if (setup->row[i] >= 0)
      {
        int card = tem_game_find_weapon_card (game, (guint) setup->row[i], TEM_PLACE_DECK);

        game->weapons[card].place = TEM_PLACE_ROW;
        game->weapons[card].slot = (int) i;
      }

  /* The game's own generator: every shuffle comes from the setup's seed,
   * so a replayed journal shuffles the same. */
  game->random = setup->seed * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) + 1;
  game->solo = setup->solo;
  game->robot_table_draw = setup->robot_table_draw;
  game->robot_duplicate = setup->robot_duplicate;
  /* 0: an action built without saying, which means the latest. */
  game->rules_edition = setup->rules_edition != 0 ? setup->rules_edition : TEM_RULES_EDITION_LATEST;

  for (guint i = 0; i < setup->n_players; i++)
    {
      TemPlayer *player = &game->players[i];

      memcpy (player->name, setup->players[i].name, TEM_NAME_MAX);
      memcpy (player->pilot, setup->players[i].pilot, TEM_NAME_MAX);
      player->colour = setup->players[i].colour;
      player->pilot_health_top = setup->players[i].pilot_health_top;
      player->status = TEM_STATUS_PILOT;
      player->health = player->pilot_health_top;
      player->energy = TEM_START_ENERGY;
      player->credits = TEM_START_CREDITS;
      player->score = 0;
      player->cell = tem_arena_find_base (&game->arena, (int) i);
      for (guint m = 0; m < TEM_MINES; m++)
        player->mines[m] = TEM_NO_CELL;
      for (guint t = 0; t < TEM_TURRETS; t++)
        player->turrets[t] = TEM_NO_CELL;
      /* R-S5: one mine, its number secret, face down on the player's base. */
      player->mines[0] = player->cell;

      if (setup->solo && i > 0)
        {
          tem_game_setup_robot (game, i);
          continue;
        }

      /* R-S8: the basic weapon kept, equipped. */
      if (setup->starting_basic[i] >= 0)
        {
          int card = tem_game_find_weapon_card (game, (guint) setup->starting_basic[i], TEM_PLACE_SUPPLY);

          game->weapons[card].place = TEM_PLACE_OWNED;
          game->weapons[card].owner = (int) i;
          game->weapons[card].equipped = TRUE;
        }
    }

  tem_events_add (events, TEM_EVENT_GAME_STARTED, (int) setup->starting_player, (int) setup->n_players);
  return TRUE;
}

gboolean
tem_game_check_seat (const TemGame *game,
                     guint          seat,
                     GError       **error)
{
  return mc_rule_check_seat (seat, game->n_players, error);
}

/* R-A12, R-MM2 */
static gboolean
apply_heal (TemGame       *game,
            const TemHeal *heal,
            TemEvents     *events,
            GError       **error)
{
  TemPlayer *player;
  int top, needed;

  if (!tem_game_check_seat (game, heal->player, error))
    return FALSE;
  if (!tem_game_check_power_up (game, heal->player, error))
    return FALSE;
  player = &game->players[heal->player];
  top = tem_player_get_health_top (player);

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

  if (player->health >= top)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A12",
                      _("%s is already at full health (%d)."), player->name, top);
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
static gboolean
apply_upgrade (TemGame          *game,
               const TemUpgrade *upgrade,
               TemEvents        *events,
               GError          **error)
{
  TemPlayer *player;

  if (!tem_game_check_seat (game, upgrade->player, error))
    return FALSE;
  if (!tem_game_check_power_up (game, upgrade->player, error))
    return FALSE;
  player = &game->players[upgrade->player];

  if (player->status != TEM_STATUS_PILOT)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A13",
                      _("Only a Pilot can upgrade; %s is in %s."),
                      player->name, tem_status_get_name (player->status));
      return FALSE;
    }

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

/* R-RD1, R-RD3, R-RD4, R-RD5, R-AH3 */
static gboolean
apply_end_round (TemGame           *game,
                 const TemEndRound *end_round,
                 TemEvents         *events,
                 GError           **error)
{
  if (game->combat.active)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-C2",
                      _("Finish the combat before the round ends."));
      return FALSE;
    }

  if (game->phase == TEM_PHASE_EXECUTION)
    {
      const TemPlayer *player = &game->players[game->turn.seat];

      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-RD3",
                      g_dngettext (GETTEXT_PACKAGE,
                                   "%s still has %u program card to play this round.",
                                   "%s still has %u program cards to play this round.",
                                   TEM_CARDS_PER_ROUND - player->cards_played),
                  player->name, TEM_CARDS_PER_ROUND - player->cards_played);
      return FALSE;
    }

  if (tem_game_is_scoring_round (game->round))
    {
      if (!end_round->scored_by_hand
          && !tem_game_score_round (game, game->round >= TEM_ROUNDS, events, error))
        return FALSE;
      /* detail: scored by hand, nothing added (R-SC1, I-A7) */
      mc_rule_events_add (events, TEM_EVENT_SCORING_ROUND, TEM_NOBODY, (int) game->round,
                          end_round->scored_by_hand);
    }

  /* R-RD4, R-AH3: Ad Hoc mode ends with the round. */
  for (guint i = 0; i < game->n_players; i++)
    {
      game->players[i].ad_hoc = FALSE;
      game->players[i].ad_hoc_fresh = FALSE;
      game->players[i].cards_played = 0;
    }
  game->phase = TEM_PHASE_PROGRAM;
  game->turn.seat = TEM_NOBODY;
  game->turn.card = TEM_PROGRAM_NONE;
  game->turn.action_open = FALSE;
  game->turn.mech_open = FALSE;

  if (game->round >= TEM_ROUNDS)
    {
      game->over = TRUE;
      tem_events_add (events, TEM_EVENT_GAME_OVER, TEM_NOBODY, (int) game->round);
      return TRUE;
    }

  game->round++;
  /* In solo mode the human always plays first (R-SO5): no token passes. */
  if (!game->solo)
    game->starting_player = (game->starting_player + 1) % game->n_players;
  for (guint i = 0; i < game->n_players; i++)
    if (game->players[i].robot)
      tem_game_shuffle_robot_deck (game, i);
  tem_events_add (events, TEM_EVENT_ROUND_STARTED, TEM_NOBODY, (int) game->round);
  tem_events_add (events, TEM_EVENT_STARTING_PLAYER, (int) game->starting_player, 0);
  return TRUE;
}

void
tem_game_init (TemGame *game)
{
  memset (game, 0, sizeof *game);
  game->mech_controller = TEM_NOBODY;
  game->mech_cell = TEM_NO_CELL;
  game->turn.seat = TEM_NOBODY;
  game->turn.card = TEM_PROGRAM_NONE;
  game->combat.last_type = -1;
}

/* Before any rule of a turn: a game set up, not over, a known action. */
static gboolean
admit_action (const TemGame   *game,
              const TemAction *action,
              GError         **error)
{
  if (!mc_rule_check_set_up (action->kind == TEM_ACTION_NEW_GAME || tem_game_has_started (game), error))
    return FALSE;

  /* R-RD5: only a correction (the table says otherwise) or a new game
   * happens after the end. */
  if (game->over && action->kind != TEM_ACTION_NEW_GAME && action->kind != TEM_ACTION_CORRECT
      && action->kind != TEM_ACTION_SET_ZONE && action->kind != TEM_ACTION_SET_WEAPON
      && action->kind != TEM_ACTION_SET_ROW)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_GAME_OVER, "R-RD5",
                      _("The game ended after round 6; start a new game or correct the round."));
      return FALSE;
    }

  return mc_rule_check_action_kind ((int) action->kind, TEM_N_ACTION_KINDS, error);
}

/* Each kind to its rules, on the copy admit_action() let through. */
static gboolean
apply_kind (TemGame         *next,
            const TemAction *action,
            TemEvents       *caused,
            GError         **error)
{
  switch (action->kind)
    {
    case TEM_ACTION_NEW_GAME:
      return apply_new_game (next, &action->new_game, caused, error);
    case TEM_ACTION_CORRECT:
      return tem_game_apply_correction (next, &action->correct, caused, error);
    case TEM_ACTION_HEAL:
      return apply_heal (next, &action->heal, caused, error);
    case TEM_ACTION_UPGRADE:
      return apply_upgrade (next, &action->upgrade, caused, error);
    case TEM_ACTION_END_ROUND:
      return apply_end_round (next, &action->end_round, caused, error);
    case TEM_ACTION_SET_ZONE:
      return tem_game_apply_set_zone (next, &action->set_zone, caused, error);
    case TEM_ACTION_SET_WEAPON:
      return tem_game_apply_set_weapon (next, &action->set_weapon, caused, error);
    case TEM_ACTION_SET_ROW:
      return tem_game_apply_set_row (next, &action->set_row, caused, error);
    case TEM_ACTION_BEGIN_EXECUTION:
      return tem_game_apply_begin_execution (next, caused, error);
    case TEM_ACTION_MOVE:
      return tem_game_apply_move (next, &action->move, caused, error);
    case TEM_ACTION_COLLECT:
      return tem_game_apply_collect (next, &action->collect, caused, error);
    case TEM_ACTION_DEPLOY:
      return tem_game_apply_deploy (next, &action->deploy, caused, error);
    case TEM_ACTION_TAKE_MECH:
      return tem_game_apply_take_mech (next, &action->take_mech, caused, error);
    case TEM_ACTION_END_TURN:
      return tem_game_apply_end_turn (next, &action->end_turn, caused, error);
    case TEM_ACTION_ATTACK:
      next->respawn_draw = action->attack.respawn;
      return tem_game_apply_attack (next, &action->attack, caused, error);
    case TEM_ACTION_PURCHASE:
      return tem_game_apply_purchase (next, &action->purchase, caused, error);
    case TEM_ACTION_EQUIP:
      return tem_game_apply_equip (next, &action->equip, caused, error);
    case TEM_ACTION_ROBOT_TURN:
      next->respawn_draw = action->robot_turn.respawn;
      return tem_game_apply_robot_turn (next, &action->robot_turn, caused, error);
    }
  g_return_val_if_reached (FALSE);   /* admit_action() knows every kind */
}

static gboolean
apply_to_copy (TemGame         *next,
               const TemAction *action,
               TemEvents       *caused,
               GError         **error)
{
  if (!apply_kind (next, action, caused, error))
    return FALSE;
  memset (&next->respawn_draw, 0, sizeof next->respawn_draw);

  /* The Mighty Mech goes wherever its pilot goes. */
  if (next->mech_controller != TEM_NOBODY && next->players[next->mech_controller].cell != TEM_NO_CELL)
    next->mech_cell = next->players[next->mech_controller].cell;
  return TRUE;
}

/**
 * tem_game_apply:
 * @game: the game, changed only if the action is accepted
 * @action: what happened at the table
 * @events: (nullable): filled with what the action caused
 * @error: why the action was refused
 *
 * Checks @action against the rules and applies it. On refusal @game and
 * @events are untouched and @error says which rule forbids it.
 */
MC_RULE_DEFINE_APPLY (tem_game_apply, TemGame, TemAction, admit_action, apply_to_copy)
