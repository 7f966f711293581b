/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "rb-game-private.h"

/* What the table and the layers above read of a game: the round, the
 * limits left, the clash's state, and what must always hold. */

gboolean
rb_game_has_started (const RbGame *game)
{
  return game->n_players >= RB_MIN_PLAYERS;
}

/* RB-R2, A-2: the lowest-numbered space 1-5 still holding crystals; none
 * left, the Showdown. Once won, the round it ended in (RB-V1: a battle
 * that empties its space and leaves one player dominant ends the game in
 * that round, not the next). */
guint
rb_game_get_round (const RbGame *game)
{
  if (game->over && game->ended_round > 0)
    return game->ended_round;
  for (guint r = 0; r < RB_SHOWDOWN - 1; r++)
    if (game->track[r] > 0)
      return r + 1;
  return RB_SHOWDOWN;
}

gboolean
rb_game_is_showdown (const RbGame *game)
{
  return rb_game_get_round (game) == RB_SHOWDOWN;
}

/* RB-R3, RB-R4 */
RbDirection
rb_game_get_direction (const RbGame *game)
{
  return game->directions[rb_game_get_round (game) - 1];
}

/* RB-S8 */
int
rb_game_get_supply (const RbGame *game)
{
  int supply = RB_CRYSTALS;

  for (guint r = 0; r < RB_ROUNDS; r++)
    supply -= game->track[r];
  for (guint i = 0; i < game->n_players; i++)
    supply -= rb_player_get_crystals (&game->players[i]);
  return supply;
}

int
rb_game_get_crystals (const RbGame *game,
                      guint         seat)
{
  g_return_val_if_fail (seat < game->n_players, 0);

  return rb_player_get_crystals (&game->players[seat]);
}

/* RB-B5, RB-V4: -1 for no limit. */
int
rb_game_get_builds_left (const RbGame *game)
{
  int limit = rb_game_is_showdown (game) ? RB_BUILD_LIMIT_SHOWDOWN : RB_BUILD_LIMIT;

  return MAX (0, limit - game->builds);
}

/* RB-B16, RB-V5 */
int
rb_game_get_upgrades_left (const RbGame *game)
{
  if (rb_game_is_showdown (game))
    return -1;
  return MAX (0, RB_UPGRADE_LIMIT - game->upgrades);
}

/* RB-B18, RB-V6 */
int
rb_game_get_energize_left (const RbGame *game)
{
  if (rb_game_is_showdown (game))
    return -1;
  return MAX (0, RB_ENERGIZE_LIMIT - game->energized);
}

int
rb_game_find_bot (const RbGame *game,
                  guint         seat,
                  RbStarter     starter)
{
  for (int i = 0; i < RB_MAX_BOTS; i++)
    if (game->bots[i].place == RB_BOT_OWNED && game->bots[i].owner == (int) seat
        && game->bots[i].starter == (gint8) starter)
      return i;
  return RB_NO_BOT;
}

/* RB-C8 */
int
rb_game_get_crits_needed (const RbGame *game)
{
  return RB_CRIT_BASE + rb_gang_get_barriers (&game->defense);
}

/* RB-C7, RB-C8: equal attack is not enough. */
gboolean
rb_game_is_beaten (const RbGame *game)
{
  if (game->phase != RB_PHASE_BATTLE || game->step != RB_STEP_CLASH)
    return FALSE;
  return rb_gang_get_attack (&game->attack) > rb_gang_get_defense (&game->defense)
         || rb_gang_get_crits (&game->attack) >= rb_game_get_crits_needed (game);
}

/* RB-K3, A-14: at least one crystal in the Reactor during the battle. */
gboolean
rb_game_is_energized (const RbGame *game,
                      guint         seat)
{
  g_return_val_if_fail (seat < game->n_players, FALSE);

  return game->phase == RB_PHASE_BATTLE && game->players[seat].reactor > 0;
}

/* RB-K4: the player's gang in the current clash has three Bots or more. */
gboolean
rb_game_has_swarm (const RbGame *game,
                   guint         seat)
{
  const RbGang *gang;

  if (game->phase != RB_PHASE_BATTLE)
    return FALSE;
  if ((int) seat == game->challenger)
    gang = &game->attack;
  else if ((int) seat == game->champion)
    gang = &game->defense;
  else
    return FALSE;
  return gang->n_cards >= 3;
}

/* RB-K6: 1 or 0 cards left in the battle deck. */
gboolean
rb_game_is_finale (const RbGame *game,
                   guint         seat)
{
  g_return_val_if_fail (seat < game->n_players, FALSE);

  return game->phase == RB_PHASE_BATTLE && game->players[seat].deck <= 1;
}

/* The seats by crystals, the most first; equal totals keep the seating
 * order (the rulebook ranks no one but the winner: for display). */
void
rb_game_get_crystal_order (const RbGame *game,
                           guint         order[RB_MAX_PLAYERS])
{
  for (guint i = 0; i < game->n_players; i++)
    order[i] = i;
  for (guint i = 1; i < game->n_players; i++)
    for (guint j = i; j > 0 && rb_player_get_crystals (&game->players[order[j]])
                               > rb_player_get_crystals (&game->players[order[j - 1]]); j--)
      {
        guint swap = order[j];

        order[j] = order[j - 1];
        order[j - 1] = swap;
      }
}

/* What must always hold, whatever was applied; for tests and for loading. */
gboolean
rb_game_check_invariants (const RbGame *game,
                          GError      **error)
{
#define FAIL(...) \
  G_STMT_START { \
    g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID, __VA_ARGS__); \
    return FALSE; \
  } G_STMT_END

  int total = 0, evolved = 0;
  int per_tier[RB_MAX_TIER + 1] = { 0 };

  if (!rb_game_has_started (game))
    return TRUE;
  if (game->n_players > RB_MAX_PLAYERS)
    FAIL ("n_players %u", game->n_players);
  if (game->champion < 0 || game->champion >= (int) game->n_players)
    FAIL ("champion %d", game->champion);

  for (guint r = 0; r < RB_ROUNDS; r++)
    {
      if (game->track[r] < 0)
        FAIL ("track %u: %d", r + 1, game->track[r]);
      total += game->track[r];
    }
  if (game->track[RB_SHOWDOWN - 1] != 0)
    FAIL ("crystals on the Showdown space");

  for (guint i = 0; i < game->n_players; i++)
    {
      const RbPlayer *player = &game->players[i];

      if (player->scrap < 0 || player->scrap > RB_SCRAP_MAX)
        FAIL ("%s: scrap %d", player->name, player->scrap);
      if (player->storage < 0 || player->reactor < 0 || player->cryo < 0)
        FAIL ("%s: negative crystals", player->name);
      if (player->tier < RB_MIN_TIER || player->tier > RB_MAX_TIER)
        FAIL ("%s: tier %d", player->name, player->tier);
      if (player->deck < 0)
        FAIL ("%s: deck %d", player->name, player->deck);
      for (int t = 0; t <= RB_MAX_TIER; t++)
        if (player->hand[t] < 0 || (t == 0 && player->hand[t] != 0))
          FAIL ("%s: hand", player->name);
      if (rb_game_count_bots (game, i, FALSE) < 1)
        FAIL ("%s owns no Bot that is not a Contraption", player->name);
      total += rb_player_get_crystals (player);
    }
  if (total > RB_CRYSTALS)
    FAIL ("%d crystals in play, more than %d", total, RB_CRYSTALS);

  if (game->phase == RB_PHASE_BUILD && !game->over)
    {
      gboolean showdown = rb_game_is_showdown (game);

      if (game->turn < 0 || game->turn >= (int) game->n_players)
        FAIL ("build turn %d", game->turn);
      if (game->turns_done >= game->n_players)
        FAIL ("turns done %u", game->turns_done);
      if (game->builds < 0 || game->builds > (showdown ? RB_BUILD_LIMIT_SHOWDOWN : RB_BUILD_LIMIT))
        FAIL ("builds %d", game->builds);
      if (game->upgrades < 0 || (!showdown && game->upgrades > RB_UPGRADE_LIMIT))
        FAIL ("upgrades %d", game->upgrades);
      if (game->energized < 0 || (!showdown && game->energized > RB_ENERGIZE_LIMIT))
        FAIL ("energized %d", game->energized);
    }
  if (game->phase == RB_PHASE_BATTLE && !game->over)
    {
      guint in = 0;

      for (guint i = 0; i < game->n_players; i++)
        in += !game->players[i].surrendered;
      if (game->players[game->champion].surrendered && game->step != RB_STEP_FIRST_DEFENDER)
        FAIL ("the Champion has surrendered");
      if (in < 2)
        FAIL ("the battle should have ended");
      if (game->step == RB_STEP_CLASH
          && (game->challenger < 0 || game->challenger >= (int) game->n_players
              || game->challenger == game->champion || game->players[game->challenger].surrendered))
        FAIL ("challenger %d", game->challenger);
      if (game->step == RB_STEP_CLASH && rb_game_is_beaten (game))
        FAIL ("a beaten Champion still defends");
      if (game->attack.n_cards > RB_MAX_BOTS || game->defense.n_cards > RB_MAX_BOTS)
        FAIL ("gang size");
    }

  for (guint i = 0; i < RB_MAX_BOTS; i++)
    {
      const RbBot *bot = &game->bots[i];

      if (bot->place == RB_BOT_FREE)
        continue;
      if (bot->place == RB_BOT_OWNED && (bot->owner < 0 || bot->owner >= (int) game->n_players))
        FAIL ("bot %u owner %d", i, bot->owner);
      if (bot->tier == RB_TIER_EVOLVED)
        evolved++;
      else if (bot->tier >= RB_MIN_TIER && bot->tier <= RB_MAX_TIER)
        per_tier[bot->tier]++;
    }
  if (game->transformations < 0 || game->transformations + evolved > RB_TRANSFORMATIONS)
    FAIL ("transformations %d + %d", game->transformations, evolved);
  for (int t = RB_MIN_TIER; t <= RB_MAX_TIER; t++)
    {
      int held = 0;

      for (guint i = 0; i < game->n_players; i++)
        held += game->players[i].hand[t];
      if (game->lab_deck[t] < 0 || game->lab_row[t] < 0 || game->lab_row[t] > RB_ROW_SIZE
          || game->lab_known[t] < 0 || game->lab_known[t] > game->lab_row[t])
        FAIL ("Laboratory tier %d", t);
      if (game->lab_deck[t] + game->lab_row[t] + held + per_tier[t] > rb_tier_get_cards (t))
        FAIL ("tier %d: more cards than the box holds", t);
    }

#undef FAIL
  return TRUE;
}
