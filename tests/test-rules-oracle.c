/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An oracle for random play written from the rulebook
 * (/work/shared/rules/checklist.md), not from the rules core's helpers:
 * after every action the rules accept, the table must still be one the
 * box allows, and the VP may only have moved by amounts the rules give.
 * It reads TemGame's fields only; no tem_game_* or tem_player_* helper
 * decides what is right.
 *
 *   cards     the 32 weapon cards (4 of each basic, each advanced once)
 *             are each in one place: a basic pile, the deck, the row, or
 *             one player's hands; basics never in the deck or the row,
 *             advanced never in a pile (R-S8, R-S9, R-A2); the row holds
 *             at most 4, in distinct slots (R-S9); nobody owns two of one
 *             basic (R-A3); equipped cards are owned (R-C11)
 *   slots     Pilot: at most 2 basics, no advanced; Power Armor: at most 2
 *             basics and 2 advanced; Mighty Mech: no basics, at most 4
 *             advanced; someone who owns a weapon their status can hold
 *             has one equipped (R-A4)
 *   tokens    each player's 4 mines and 3 turrets are in the supply or on
 *             a zone of the arena, never two tokens in one zone (R-S2,
 *             R-A7); out of combat no pilot stands on an enemy's mine or
 *             turret (R-A8, R-A9: the mine goes off and returns, the
 *             turret returns or the pilot is knocked out), except a robot
 *             on the other robot's (R-SO10)
 *   tracks    health from 0 to the status's top: the pilot card's, 9 in
 *             Power Armor (R-A13, R-SO2), 11 in the Mech (R-MM1); energy
 *             and credits from 0 to the resource track's top
 *   Mech      at most one player in the Mighty Mech, and that player is
 *             its controller and stands where it stands (R-MM1, R-MM3)
 *   robots    own their two starting basics and never buy another basic,
 *             and hold at most 4 advanced weapons (R-SO3, R-SO13)
 *   VP        never go down; bookkeeping, Collect, Purchase, Deploy, Power
 *             Up and equipping score nothing; ending a round that is not
 *             2, 4 or 6 scores nothing; ending round 2, 4 or 6 scores
 *             exactly R-SC1 (each mine its zone's value, each turret
 *             twice, the pilot its zone's value, the Mech's controller 3),
 *             and after round 6 also the VP of every purchased weapon
 *             (R-SC2), with no cap at 40 (R-SC4).
 * Corrections (the players fixing a value by hand) are checked for the
 * state only. */
#include "config.h"

#include <string.h>

#include "rules/mc-rule-error.h"
#include "mechs/tem-game.h"
#include "mechs/tem-simulation.h"

#include "test-random-play.h"
#include "test-util.h"

#define ACCEPTED_TARGET 200000
#define SIMULATED_GAMES 4000

#define ROBOT_SEAT 1              /* Robot A (R-SO1) */
#define POWER_ARMOR_HEALTH 9      /* R-A13, R-SO2 */
#define MECH_HEALTH 11            /* R-MM1 */

static gboolean
is_zone (const TemGame *game,
         int            cell)
{
  return cell >= 0 && cell < TEM_ARENA_CELLS && game->arena.zones[cell].kind != TEM_ZONE_NONE;
}

static int
zone_value (const TemGame *game,
            int            cell)
{
  int value = game->arena.zones[cell].value;

  g_assert_cmpint (value, !=, TEM_VALUE_UNKNOWN);    /* random play enters every value */
  return value;
}

static void
problem (GString    *problems,
         const char *format,
         ...) G_GNUC_PRINTF (2, 3);

static void
problem (GString    *problems,
         const char *format,
         ...)
{
  va_list args;

  va_start (args, format);
  g_string_append_vprintf (problems, format, args);
  va_end (args);
  g_string_append_c (problems, '\n');
}

static void
check_cards (const TemGame *game,
             GString       *problems)
{
  guint per_kind[TEM_N_WEAPON_KINDS] = { 0, };
  guint in_row = 0;
  gboolean slot_used[TEM_ROW_SIZE] = { FALSE, };

  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    {
      const TemWeaponCard *w = &game->weapons[card];
      gboolean basic = w->kind < TEM_N_BASIC_KINDS;

      if (w->kind >= TEM_N_WEAPON_KINDS)
        {
          problem (problems, "card %u: no such weapon %u", card, w->kind);
          continue;
        }
      per_kind[w->kind]++;
      switch (w->place)
        {
        case TEM_PLACE_SUPPLY:
          if (!basic)
            problem (problems, "card %u: an advanced weapon in a basic pile", card);
          break;
        case TEM_PLACE_DECK:
          if (basic)
            problem (problems, "card %u: a basic weapon in the deck", card);
          break;
        case TEM_PLACE_ROW:
          if (basic)
            problem (problems, "card %u: a basic weapon in the row", card);
          in_row++;
          if (w->slot < 0 || w->slot >= TEM_ROW_SIZE || slot_used[w->slot])
            problem (problems, "card %u: row slot %d", card, w->slot);
          else
            slot_used[w->slot] = TRUE;
          break;
        case TEM_PLACE_OWNED:
          if (w->owner < 0 || w->owner >= (int) game->n_players)
            problem (problems, "card %u: owned by seat %d", card, w->owner);
          break;
        default:
          problem (problems, "card %u: no such place %d", card, w->place);
        }
      if (w->equipped && w->place != TEM_PLACE_OWNED)
        problem (problems, "card %u: equipped but not owned", card);
      if (w->purchased && w->place != TEM_PLACE_OWNED)
        problem (problems, "card %u: purchased but not owned", card);
    }
  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    if (per_kind[kind] != (kind < TEM_N_BASIC_KINDS ? 4u : 1u))
      problem (problems, "weapon %u: %u cards in the game", kind, per_kind[kind]);
  if (in_row > TEM_ROW_SIZE)
    problem (problems, "%u cards in the row", in_row);
}

static void
check_player (const TemGame *game,
              guint          seat,
              GString       *problems)
{
  const TemPlayer *p = &game->players[seat];
  guint owned_basic[TEM_N_BASIC_KINDS] = { 0, };
  guint equipped_basic = 0, equipped_advanced = 0, owned_advanced = 0, usable = 0;
  int top;

  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    {
      const TemWeaponCard *w = &game->weapons[card];
      gboolean basic = w->kind < TEM_N_BASIC_KINDS;

      if (w->place != TEM_PLACE_OWNED || w->owner != (int) seat || w->kind >= TEM_N_WEAPON_KINDS)
        continue;
      if (basic)
        {
          owned_basic[w->kind]++;
          if (p->robot && w->purchased)
            problem (problems, "%s: a robot bought a basic weapon (R-SO13)", p->name);
        }
      else
        owned_advanced++;
      if (w->equipped)
        {
          equipped_basic += basic;
          equipped_advanced += !basic;
        }
      if ((basic && p->status != TEM_STATUS_MIGHTY_MECH) || (!basic && p->status != TEM_STATUS_PILOT))
        usable++;
    }

  /* R-A3, R-SO3, R-SO13 */
  for (guint kind = 0; kind < TEM_N_BASIC_KINDS; kind++)
    if (owned_basic[kind] > 1)
      problem (problems, "%s owns %u of basic weapon %u (R-A3)", p->name, owned_basic[kind], kind);
  if (p->robot && owned_advanced > 4)
    problem (problems, "%s: a robot with %u advanced weapons (R-SO13)", p->name, owned_advanced);

  /* R-A4 */
  switch (p->status)
    {
    case TEM_STATUS_PILOT:
      if (equipped_basic > 2 || equipped_advanced > 0)
        problem (problems, "%s, Pilot: %u basic and %u advanced equipped (R-A4)", p->name, equipped_basic,
                 equipped_advanced);
      top = p->pilot_health_top;
      break;
    case TEM_STATUS_POWER_ARMOR:
      if (equipped_basic > 2 || equipped_advanced > 2)
        problem (problems, "%s, Power Armor: %u basic and %u advanced equipped (R-A4)", p->name, equipped_basic,
                 equipped_advanced);
      top = POWER_ARMOR_HEALTH;
      break;
    case TEM_STATUS_MIGHTY_MECH:
      if (equipped_basic > 0 || equipped_advanced > 4)
        problem (problems, "%s, Mighty Mech: %u basic and %u advanced equipped (R-A4)", p->name, equipped_basic,
                 equipped_advanced);
      top = MECH_HEALTH;
      break;
    default:
      problem (problems, "%s: no such status %d", p->name, p->status);
      return;
    }
  /* In the Mech a player may own no advanced weapon, and may equip the
   * first one bought at the end of the turn: checked for Pilot and Power
   * Armor, who always hold a basic. */
  if (usable > 0 && equipped_basic + equipped_advanced == 0 && p->status != TEM_STATUS_MIGHTY_MECH)
    problem (problems, "%s: nothing equipped (R-A4)", p->name);

  /* The tracks. */
  if (p->health < 0 || p->health > top)
    problem (problems, "%s: health %d off its track 0-%d", p->name, p->health, top);
  if (p->energy < 0 || p->energy > game->resource_top)
    problem (problems, "%s: energy %d off its track", p->name, p->energy);
  if (p->credits < 0 || p->credits > game->resource_top)
    problem (problems, "%s: credits %d off its track", p->name, p->credits);
  if (p->score < 0)
    problem (problems, "%s: score %d", p->name, p->score);

  /* R-S2, R-A7 */
  for (guint m = 0; m < TEM_MINES + TEM_TURRETS; m++)
    {
      int cell = m < TEM_MINES ? p->mines[m] : p->turrets[m - TEM_MINES];

      if (cell != TEM_NO_CELL && !is_zone (game, cell))
        problem (problems, "%s: a token at %d, off the arena", p->name, cell);
    }
  if (!is_zone (game, p->cell))
    problem (problems, "%s stands at %d, off the arena", p->name, p->cell);
}

static void
check_tokens (const TemGame *game,
              GString       *problems)
{
  int owner_at[TEM_ARENA_CELLS];

  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    owner_at[cell] = TEM_NOBODY;
  for (guint seat = 0; seat < game->n_players; seat++)
    for (guint m = 0; m < TEM_MINES + TEM_TURRETS; m++)
      {
        const TemPlayer *p = &game->players[seat];
        int cell = m < TEM_MINES ? p->mines[m] : p->turrets[m - TEM_MINES];

        if (cell < 0 || cell >= TEM_ARENA_CELLS)
          continue;
        if (owner_at[cell] != TEM_NOBODY)
          problem (problems, "two tokens in zone %d (R-A7)", cell);
        owner_at[cell] = (int) seat;
      }

  if (game->combat.active)
    return;
  for (guint seat = 0; seat < game->n_players; seat++)
    {
      const TemPlayer *p = &game->players[seat];
      int owner;

      if (p->cell < 0 || p->cell >= TEM_ARENA_CELLS)
        continue;
      owner = owner_at[p->cell];
      if (owner == TEM_NOBODY || owner == (int) seat)
        continue;
      if (p->robot && game->players[owner].robot)
        continue;                                   /* R-SO10 */
      if (p->robot && p->cell == tem_arena_find_base (&game->arena, (int) seat))
        continue;                                   /* R-SO20: respawned at its base, whatever lies there */
      problem (problems, "%s stands on %s's token in zone %d, out of combat (R-A8, R-A9)", p->name,
               game->players[owner].name, p->cell);
    }
}

static void
check_mech (const TemGame *game,
            GString       *problems)
{
  guint in_mech = 0;

  for (guint seat = 0; seat < game->n_players; seat++)
    if (game->players[seat].status == TEM_STATUS_MIGHTY_MECH)
      {
        in_mech++;
        if (game->mech_controller != (int) seat)
          problem (problems, "%s is in the Mech, whose controller is %d", game->players[seat].name,
                   game->mech_controller);
        if (game->players[seat].cell != game->mech_cell)
          problem (problems, "%s is in the Mech at %d, the Mech at %d", game->players[seat].name,
                   game->players[seat].cell, game->mech_cell);
      }
  if (in_mech > 1)
    problem (problems, "%u players in the one Mighty Mech", in_mech);
  if (in_mech == 0 && game->mech_controller != TEM_NOBODY)
    problem (problems, "the Mech's controller %d is not in it", game->mech_controller);
  if (!is_zone (game, game->mech_cell))
    problem (problems, "the Mech stands at %d, off the arena", game->mech_cell);
}

static void
check_state (const TemGame *game,
             GString       *problems)
{
  check_cards (game, problems);
  for (guint seat = 0; seat < game->n_players; seat++)
    check_player (game, seat, problems);
  check_tokens (game, problems);
  check_mech (game, problems);
}

/* R-SC1, R-MM5 and, after round 6, R-SC2, for @seat on the table @game
 * as it stood when the round ended. */
static int
round_scoring (const TemGame *game,
               guint          seat,
               gboolean       final)
{
  const TemPlayer *p = &game->players[seat];
  int vp = 0;

  for (guint m = 0; m < TEM_MINES; m++)
    if (p->mines[m] != TEM_NO_CELL)
      vp += zone_value (game, p->mines[m]);
  for (guint t = 0; t < TEM_TURRETS; t++)
    if (p->turrets[t] != TEM_NO_CELL)
      vp += 2 * zone_value (game, p->turrets[t]);
  if (p->cell != TEM_NO_CELL)
    vp += zone_value (game, p->cell);
  if (game->mech_controller == (int) seat)
    vp += 3;
  if (final)
    for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
      if (game->weapons[card].place == TEM_PLACE_OWNED && game->weapons[card].owner == (int) seat
          && game->weapons[card].purchased)
        vp += game->weapon_stats[game->weapons[card].kind].vp;
  return vp;
}

static void
check_step (const TemGame   *before,
            const TemGame   *after,
            const TemAction *action,
            GString         *problems)
{
  if (action->kind == TEM_ACTION_CORRECT || action->kind == TEM_ACTION_NEW_GAME)
    return;

  for (guint seat = 0; seat < after->n_players; seat++)
    {
      int gained = after->players[seat].score - before->players[seat].score;
      const char *name = after->players[seat].name;

      if (gained < 0)
        problem (problems, "%s lost %d VP on %s (R-SC4)", name, -gained, tem_action_kind_get_id (action->kind));
      switch (action->kind)
        {
        case TEM_ACTION_END_ROUND:
          {
            gboolean scoring = before->round == 2 || before->round == 4 || before->round == 6;
            int expected = 0;

            if (scoring && !action->end_round.scored_by_hand)
              expected = round_scoring (before, seat, before->round == TEM_ROUNDS);
            /* R-SC4: scores go past the box's 40; the app's score field
             * ends at 999 (bounded only to catch typing mistakes), which only a
             * correction gets near. The number is written here, not read
             * from the core, so a lower cap is caught. */
            expected = MIN (expected, 999 - before->players[seat].score);
            if (gained != expected)
              problem (problems, "%s scored %d ending round %u; R-SC1/R-SC2 give %d", name, gained, before->round,
                       expected);
          }
          break;
        case TEM_ACTION_HEAL:
        case TEM_ACTION_UPGRADE:
        case TEM_ACTION_SET_ZONE:
        case TEM_ACTION_SET_WEAPON:
        case TEM_ACTION_SET_ROW:
        case TEM_ACTION_BEGIN_EXECUTION:
        case TEM_ACTION_COLLECT:
        case TEM_ACTION_DEPLOY:
        case TEM_ACTION_PURCHASE:
        case TEM_ACTION_EQUIP:
          if (gained != 0)
            problem (problems, "%s scored %d on %s, which scores nothing", name, gained,
                     tem_action_kind_get_id (action->kind));
          break;
        case TEM_ACTION_NEW_GAME:
        case TEM_ACTION_CORRECT:
        case TEM_ACTION_MOVE:
        case TEM_ACTION_TAKE_MECH:
        case TEM_ACTION_END_TURN:
        case TEM_ACTION_ATTACK:
        case TEM_ACTION_ROBOT_TURN:
        default:
          /* Entering (R-C1), damage (R-C3), KOs (R-C8, R-A8, R-A9),
           * retreats (R-C7), the Mech (R-MM1, R-MM3): at most 1 to enter,
           * 1 a damage point up to the Mech's 11, an ability's few, 1 for
           * the KO and 2 for the Mech. */
          if (gained > 1 + MECH_HEALTH + 3 + 1 + 2)
            problem (problems, "%s scored %d on one %s", name, gained, tem_action_kind_get_id (action->kind));
          break;
        }
    }
}

static void
fail_on (GString       *problems,
         const char    *where,
         const TemGame *game)
{
  if (problems->len == 0)
    return;
  g_error ("%s (round %u, %s game):\n%s", where, game->round, game->solo ? "solo" : "multiplayer", problems->str);
}

/* Every action random play makes is tried: the rules core itself refuses
 * what no game by the book has (a Robot Pilot corrected to a Pilot, R-SO2;
 * a basic weapon bought for a robot, R-SO13). */
static gboolean
rulebook_action (const TemGame   *game,
                 const TemAction *action)
{
  return TRUE;
}

static void
test_random_play_against_the_rulebook (void)
{
  guint32 seeds[] = { 7, 8, 9, 99, 2027 };
  guint accepted = 0, games = 0, solo_games = 0, scoring_rounds = 0, final_scorings = 0;

  for (gsize s = 0; s < G_N_ELEMENTS (seeds); s++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seeds[s]);
      TemGame game;

      test_random_game (rand, &game);
      games++;
      solo_games += game.solo;

      while (accepted < ACCEPTED_TARGET * (s + 1) / G_N_ELEMENTS (seeds))
        {
          TemAction action;
          TemGame before = game;
          g_autoptr(GString) problems = g_string_new (NULL);

          if (game.over)
            {
              test_random_game (rand, &game);
              games++;
              solo_games += game.solo;
              continue;
            }
          test_random_action (rand, &game, &action);
          if (!rulebook_action (&game, &action))
            continue;
          if (!tem_game_apply (&game, &action, NULL, NULL))
            continue;
          accepted++;
          if (action.kind == TEM_ACTION_END_ROUND && !action.end_round.scored_by_hand
              && (before.round == 2 || before.round == 4 || before.round == 6))
            {
              scoring_rounds++;
              final_scorings += before.round == 6;
            }

          check_state (&game, problems);
          check_step (&before, &game, &action, problems);
          if (problems->len > 0)
            {
              g_autofree char *where = g_strdup_printf ("seed %u, action %u (%s)", seeds[s], accepted,
                                                        tem_action_kind_get_id (action.kind));
              fail_on (problems, where, &game);
            }
        }
    }

  g_print ("# oracle: %u accepted actions in %u games (%u solo), %u scoring rounds checked, %u final\n",
           accepted, games, solo_games, scoring_rounds, final_scorings);
  g_assert_cmpuint (accepted, >=, ACCEPTED_TARGET);
  g_assert_cmpuint (solo_games, >, 0);
  g_assert_cmpuint (scoring_rounds, >, 20);
  g_assert_cmpuint (final_scorings, >, 5);
}

/* Whole solo games of the simulation (the scripted human against the
 * robots): the table at the end obeys the same rules. */
static void
test_simulated_solo_games_end_on_a_possible_table (void)
{
  for (guint32 seed = 1; seed <= SIMULATED_GAMES; seed++)
    {
      TemSimulation result;
      g_autoptr(GError) error = NULL;
      g_autoptr(GString) problems = g_string_new (NULL);

      if (!tem_simulate_solo_game (seed, FALSE, &result, &error))
        g_error ("seed %u: %s", seed, error->message);
      g_assert_true (result.final.over);
      check_state (&result.final, problems);
      for (guint seat = 0; seat < 3; seat++)
        if (result.scores[seat] != result.final.players[seat].score)
          problem (problems, "seat %u: reported %d, scored %d", seat, result.scores[seat],
                   result.final.players[seat].score);
      if (problems->len > 0)
        {
          g_autofree char *where = g_strdup_printf ("simulated solo game %u", seed);

          fail_on (problems, where, &result.final);
        }
    }
}

/* R-SO13: a Robot Pilot never buys a basic weapon, whoever records the
 * purchase. */
static void
test_players_cannot_buy_a_basic_for_a_robot (void)
{
  TemGame game, before;
  TemAction action;
  g_autoptr(GError) error = NULL;
  int pile = -1;

  tem_game_init (&game);
  tem_action_init_solo_game (&action, "Ana", TEM_COLOUR_RED, "Maverick", 5, "Robot A", "Robot B",
                             TEM_PROGRAM_COLLECT, 5);
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    if (action.new_game.arena.zones[cell].kind != TEM_ZONE_NONE)
      action.new_game.arena.zones[cell].value = 2;
  action.new_game.starting_basic[0] = TEM_KIND_RIOT_SHIELD;
  for (guint i = 0; i < TEM_ROW_SIZE; i++)
    action.new_game.row[i] = TEM_KIND_LIGHTNING_COIL + (int) i;
  test_apply_action_ok (&game, &action, NULL);
  for (guint field = 0; field <= TEM_WEAPON_FIELD_VP; field++)
    {
      int values[] = { TEM_WEAPON_TYPE_AREA, 1, 1, 2, 3, 1 };

      tem_action_init_set_weapon (&action, TEM_KIND_RIOT_SHIELD, (TemWeaponField) field, values[field]);
      test_apply_action_ok (&game, &action, NULL);
    }
  for (int card = 0; card < TEM_N_WEAPON_CARDS && pile < 0; card++)
    if (game.weapons[card].kind == TEM_KIND_RIOT_SHIELD && game.weapons[card].place == TEM_PLACE_SUPPLY)
      pile = card;
  g_assert_cmpint (pile, >=, 0);

  before = game;
  tem_action_init_purchase (&action, ROBOT_SEAT, pile, -1);
  g_assert_false (tem_game_apply (&game, &action, NULL, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_FORBIDDEN);
  g_assert_cmpstr (mc_rule_error_get_rule (error), ==, "R-SO13");
  test_assert_words_first (error->message);
  g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/rules/oracle/random-play-against-the-rulebook", test_random_play_against_the_rulebook);
  g_test_add_func ("/rules/oracle/simulated-solo-games-end-on-a-possible-table",
                   test_simulated_solo_games_end_on_a_possible_table);
  g_test_add_func ("/rules/oracle/players-cannot-buy-a-basic-for-a-robot", test_players_cannot_buy_a_basic_for_a_robot);
  return g_test_run ();
}
