/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "rules/mc-rule-core.h"
#include "rules/mc-rule-player.h"
#include "rb-game-private.h"

/* Every rb_game_apply() works on a copy and commits only on success
 * (mc_rule_core_apply()), so a refused action leaves the caller's game
 * byte for byte untouched. */

gboolean
rb_game_check_seat (const RbGame *game,
                    guint         seat,
                    GError      **error)
{
  return mc_rule_check_seat (seat, game->n_players, error);
}

gboolean
rb_game_check_own_bot (const RbGame *game,
                       guint         seat,
                       int           bot,
                       GError      **error)
{
  if (bot < 0 || bot >= RB_MAX_BOTS || game->bots[bot].place != RB_BOT_OWNED
      || game->bots[bot].owner != (int) seat)
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("That Bot is not one of %s's."), game->players[seat].name);
      return FALSE;
    }
  return TRUE;
}

guint
rb_game_count_bots (const RbGame *game,
                    guint         seat,
                    gboolean      with_contraptions)
{
  guint n = 0;

  for (guint i = 0; i < RB_MAX_BOTS; i++)
    {
      const RbBot *bot = &game->bots[i];

      if (bot->place == RB_BOT_OWNED && bot->owner == (int) seat
          && (with_contraptions || !bot->contraption))
        n++;
    }
  return n;
}

/* RB-B14, RB-B15: whatever leaves, a player keeps a Bot that is not a
 * Contraption; one built this phase counts. */
gboolean
rb_game_check_keeps_a_bot (const RbGame *game,
                           guint         seat,
                           int           bot,
                           GError      **error)
{
  const RbPlayer *player = &game->players[seat];

  if (game->bots[bot].contraption || rb_game_count_bots (game, seat, FALSE) > 1)
    return TRUE;

  if (rb_game_count_bots (game, seat, TRUE) == 1)
    mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-B14",
                    _("This is %s's last Bot, and a player always keeps one."), player->name);
  else
    mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-B15",
                    _("%s would own only Contraptions, and a deck is never made only of Contraptions."),
                    player->name);
  return FALSE;
}

gboolean
rb_game_check_card_value (int       value,
                          gboolean  unknown_ok,
                          GError  **error)
{
  if (value == RB_UNKNOWN && unknown_ok)
    return TRUE;
  if (value < 0 || value > RB_CARD_VALUE_MAX)
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK,
                   _("A number printed on a Bot card is between 0 and %d, not %d."),
                   RB_CARD_VALUE_MAX, value);
      return FALSE;
    }
  return TRUE;
}

int
rb_game_new_bot (RbGame *game)
{
  for (int i = 0; i < RB_MAX_BOTS; i++)
    if (game->bots[i].place == RB_BOT_FREE)
      {
        RbBot *bot = &game->bots[i];

        memset (bot, 0, sizeof *bot);
        bot->owner = RB_NOBODY;
        bot->cost = bot->recycle = bot->attack = bot->defense = RB_UNKNOWN;
        bot->crits = bot->barriers = RB_UNKNOWN;
        return i;
      }
  return RB_NO_BOT;
}

/* RB-B3, RB-V3 */
int
rb_game_get_income (const RbGame *game,
                    guint         seat)
{
  guint round = rb_game_get_round (game);

  return round >= RB_SHOWDOWN ? RB_SHOWDOWN_INCOME : (int) round;
}

/* RB-B4: from round 2 on, the Showdown included. */
int
rb_game_get_underdog_bonus (const RbGame *game,
                            guint         seat)
{
  int most = 0;

  if (rb_game_get_round (game) < 2)
    return 0;
  for (guint i = 0; i < game->n_players; i++)
    most = MAX (most, rb_player_get_crystals (&game->players[i]));
  return most - rb_player_get_crystals (&game->players[seat]) >= RB_UNDERDOG_GAP ? 1 : 0;
}

void
rb_game_start_build_turn (RbGame   *game,
                          guint     seat,
                          RbEvents *events)
{
  int income = rb_game_get_income (game, seat);
  int bonus = rb_game_get_underdog_bonus (game, seat);

  game->phase = RB_PHASE_BUILD;
  game->turn = (int) seat;
  game->builds = 0;
  game->upgrades = 0;
  game->energized = 0;
  game->players[seat].scrap = MIN (RB_SCRAP_MAX, game->players[seat].scrap + income + bonus);
  mc_rule_events_add (events, RB_EVENT_BUILD_TURN, (int) seat, 0, 0);
  mc_rule_events_add (events, RB_EVENT_INCOME, (int) seat, income + bonus, bonus);
}

/* RB-C1, RB-C2 */
void
rb_game_start_battle (RbGame   *game,
                      RbEvents *events)
{
  game->phase = RB_PHASE_BATTLE;
  game->turn = RB_NOBODY;
  game->step = RB_STEP_FIRST_DEFENDER;
  game->challenger = RB_NOBODY;
  game->beaten = RB_NOBODY;
  game->last_surrendered = RB_NOBODY;
  rb_gang_clear (&game->attack);
  rb_gang_clear (&game->defense);
  for (guint i = 0; i < game->n_players; i++)
    {
      game->players[i].deck = (int) rb_game_count_bots (game, i, FALSE);
      game->players[i].surrendered = FALSE;
    }
  for (guint i = 0; i < RB_MAX_BOTS; i++)   /* RB-C20: Contraptions readied; RB-C1: all shuffled in */
    {
      game->bots[i].sideways = 0;
      game->bots[i].revealed = 0;
    }
  mc_rule_events_add (events, RB_EVENT_BATTLE_STARTED, game->champion, 0, 0);
}

/* RB-V1: -1 if nobody has at least 6 crystals more than every other. */
int
rb_game_find_dominant (const RbGame *game)
{
  for (guint i = 0; i < game->n_players; i++)
    {
      int mine = rb_player_get_crystals (&game->players[i]);
      gboolean dominant = TRUE;

      for (guint j = 0; j < game->n_players && dominant; j++)
        if (j != i && mine - rb_player_get_crystals (&game->players[j]) < RB_DOMINANCE_GAP)
          dominant = FALSE;
      if (dominant)
        return (int) i;
    }
  return RB_NOBODY;
}

/* RB-V1, RB-V2: at the end of a whole Build or Battle Phase, before
 * the Showdown only. */
gboolean
rb_game_check_dominance (RbGame   *game,
                         guint     round,
                         RbEvents *events)
{
  int dominant;

  if (round >= RB_SHOWDOWN)
    return FALSE;
  dominant = rb_game_find_dominant (game);
  if (dominant == RB_NOBODY)
    return FALSE;

  game->over = TRUE;
  game->ended_round = round;           /* its track space may be empty now */
  game->winner = dominant;
  game->victory = RB_VICTORY_DOMINANCE;
  mc_rule_events_add (events, RB_EVENT_DOMINANCE, dominant, rb_player_get_crystals (&game->players[dominant]), 0);
  mc_rule_events_add (events, RB_EVENT_GAME_OVER, dominant, RB_VICTORY_DOMINANCE, 0);
  return TRUE;
}

void
rb_game_init (RbGame *game)
{
  memset (game, 0, sizeof *game);
  game->champion = RB_NOBODY;
  game->turn = RB_NOBODY;
  game->challenger = RB_NOBODY;
  game->beaten = RB_NOBODY;
  game->last_surrendered = RB_NOBODY;
  game->winner = RB_NOBODY;
  for (int i = 0; i < RB_MAX_BOTS; i++)
    game->bots[i].owner = RB_NOBODY;
}

/* Before any rule of a turn: a game set up, not over, a known action. */
static gboolean
admit_action (const RbGame   *game,
              const RbAction *action,
              GError        **error)
{
  if (!mc_rule_check_set_up (action->kind == RB_ACTION_NEW_GAME || rb_game_has_started (game), error))
    return FALSE;

  /* RB-R9: after the end only a correction or a new game. */
  if (game->over && action->kind != RB_ACTION_NEW_GAME && action->kind != RB_ACTION_CORRECT)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_GAME_OVER, "RB-R9",
                      _("The game is over, %s won; start a new game."),
                      game->players[CLAMP (game->winner, 0, (int) game->n_players - 1)].name);
      return FALSE;
    }

  return mc_rule_check_action_kind ((int) action->kind, RB_N_ACTION_KINDS, error);
}

/* Each kind to its rules, on the copy admit_action() let through. */
static gboolean
apply_to_copy (RbGame         *next,
               const RbAction *action,
               RbEvents       *caused,
               GError        **error)
{
  switch (action->kind)
    {
    case RB_ACTION_NEW_GAME:
      return rb_game_apply_new_game (next, &action->new_game, caused, error);
    case RB_ACTION_CORRECT:
      return rb_game_apply_correction (next, &action->correct, caused, error);
    case RB_ACTION_BUILD:
      return rb_game_apply_build (next, &action->build, caused, error);
    case RB_ACTION_RECYCLE:
      return rb_game_apply_recycle (next, &action->recycle, caused, error);
    case RB_ACTION_UPGRADE:
      return rb_game_apply_upgrade (next, &action->upgrade, caused, error);
    case RB_ACTION_ENERGIZE:
      return rb_game_apply_energize (next, &action->energize, caused, error);
    case RB_ACTION_END_TURN:
      return rb_game_apply_end_turn (next, &action->end_turn, caused, error);
    case RB_ACTION_REVEAL:
      return rb_game_apply_reveal (next, &action->reveal, caused, error);
    case RB_ACTION_NAME_FACTION:
      return rb_game_apply_name_faction (next, &action->name_faction, caused, error);
    case RB_ACTION_ADJUST:
      return rb_game_apply_adjust (next, &action->adjust, caused, error);
    case RB_ACTION_SURRENDER:
      return rb_game_apply_surrender (next, &action->surrender, caused, error);
    case RB_ACTION_CREATE_CRYSTALS:
      return rb_game_apply_create_crystals (next, &action->create_crystals, caused, error);
    case RB_ACTION_TRASH:
      return rb_game_apply_trash (next, &action->trash, caused, error);
    case RB_ACTION_TRANSFORM:
      return rb_game_apply_transform (next, &action->transform, caused, error);
    case RB_ACTION_USE_CONTRAPTION:
      return rb_game_apply_use_contraption (next, &action->use_contraption, caused, error);
    case RB_ACTION_SEE_LAB_BOT:
      return rb_game_apply_see_lab_bot (next, &action->see_lab_bot, caused, error);
    }
  g_return_val_if_reached (FALSE);   /* admit_action() knows every kind */
}

/**
 * rb_game_apply:
 * @game: the game, changed only if the action is accepted
 * @action: what happened at the table
 * @events: (nullable): filled with what the action caused
 * @error: why the action was refused
 *
 * Checks @action against the rules and applies it. On refusal @game and
 * @events are untouched and @error says which rule forbids it.
 */
MC_RULE_DEFINE_APPLY (rb_game_apply, RbGame, RbAction, admit_action, apply_to_copy)
