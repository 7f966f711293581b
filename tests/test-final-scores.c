/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Three short games, one of each kind, played to the end through the rules
 * core, whose scores are worked out here by hand from the rulebook
 * (/work/shared/rules/rulebook-en.txt "Scoring" and "End of the game";
 * checklist R-SC1 to R-SC3, R-SO21), not from the core's own helpers.
 *
 * The games are kept simple enough to follow on paper: every zone of the
 * arena is worth 2, and every program card is played against a wall, so
 * the pilots never leave their bases (R-M2: a wall stops the move, the
 * card's action is still done). No combat, no Mighty Mech, no trap: the
 * VP come from the scoring rounds (R-SC1) and the purchased weapons
 * (R-SC2) only. */
#include "config.h"

#include "rules/mc-rule-error.h"
#include "mechs/tem-game.h"
#include "mechs/tem-scoring.h"

#include "test-util.h"

enum { ANA, BEN, CLEO, DAN };
enum { ROBOT_A = 1, ROBOT_B = 2 };

/* The weapon values the players read off their cards and enter (no public
 * text gives them; card-facts.md): cost in energy and credits, and VP. */
static const struct
{
  guint kind;
  int   energy, credits, vp;
} card_values[] = {
  { TEM_KIND_ENERGY_SWORD, 0, 2, 1 },
  { TEM_KIND_PULSE_PISTOL, 1, 1, 1 },
  { TEM_KIND_GRENADE_LAUNCHER, 2, 0, 1 },
  { TEM_KIND_RIOT_SHIELD, 1, 1, 2 },
  { TEM_KIND_LIGHTNING_COIL, 2, 2, 2 },
  { TEM_KIND_WARHAMMER, 2, 3, 3 },
};

static void
apply_ok (TemGame         *game,
          const TemAction *action)
{
  test_apply_action_ok (game, action, NULL);
}

static void
enter_card_values (TemGame *game)
{
  for (gsize i = 0; i < G_N_ELEMENTS (card_values); i++)
    {
      int values[] = { TEM_WEAPON_TYPE_MELEE, card_values[i].energy, card_values[i].credits, 2, 3, card_values[i].vp };
      TemAction action;

      for (guint field = 0; field <= TEM_WEAPON_FIELD_VP; field++)
        {
          tem_action_init_set_weapon (&action, card_values[i].kind, (TemWeaponField) field, values[field]);
          apply_ok (game, &action);
        }
    }
  /* The other advanced cards: 1 energy, 1 credit, 1 VP. */
  for (guint kind = TEM_KIND_WARHAMMER + 1; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      int values[] = { TEM_WEAPON_TYPE_RANGED, 1, 1, 1, 2, 1 };
      TemAction action;

      for (guint field = 0; field <= TEM_WEAPON_FIELD_VP; field++)
        {
          tem_action_init_set_weapon (&action, kind, (TemWeaponField) field, values[field]);
          apply_ok (game, &action);
        }
    }
}

/* A way out of @cell that meets a wall: off the grid or no zone there. */
static TemDirection
wall_of (const TemGame *game,
         int            cell)
{
  static const int step[4][2] = { { -1, 0 }, { 0, 1 }, { 1, 0 }, { 0, -1 } };   /* N E S W */

  for (guint d = 0; d < 4; d++)
    {
      int row = tem_arena_cell_row (cell) + step[d][0];
      int col = tem_arena_cell_col (cell) + step[d][1];

      if (row < 0 || col < 0 || row >= TEM_ARENA_SIZE || col >= TEM_ARENA_SIZE
          || !tem_arena_is_zone (&game->arena, row * TEM_ARENA_SIZE + col))
        return (TemDirection) d;
    }
  g_assert_not_reached ();
}

/* The physical card of @kind a purchase takes: from the row (advanced) or
 * from its face-up pile (basic). */
static int
card_to_buy (const TemGame *game,
             guint          kind)
{
  for (int card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game->weapons[card].kind == kind
        && (game->weapons[card].place == TEM_PLACE_ROW || game->weapons[card].place == TEM_PLACE_SUPPLY))
      return card;
  g_assert_not_reached ();
}

static int
refill_for (const TemGame *game)
{
  for (int card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game->weapons[card].place == TEM_PLACE_DECK)
      return (int) game->weapons[card].kind;
  return -1;
}

/* A round of the multiplayer game: every player plays Collect, Purchase,
 * Power Up and Deploy Mine, in turn order, each against a wall; Collect
 * collects, Purchase buys buys[round][seat] (a kind, or -1 for nothing),
 * the other two do nothing. */
static void
play_round (TemGame   *game,
            const int  buys[TEM_MAX_PLAYERS])
{
  static const TemProgram cards[] = { TEM_PROGRAM_COLLECT, TEM_PROGRAM_PURCHASE, TEM_PROGRAM_POWER_UP,
                                      TEM_PROGRAM_DEPLOY_MINE };
  TemAction action;

  tem_action_init_begin_execution (&action);
  apply_ok (game, &action);
  for (guint c = 0; c < G_N_ELEMENTS (cards); c++)
    for (guint i = 0; i < game->n_players; i++)
      {
        guint seat = (guint) game->turn.seat;
        int base = game->players[seat].cell;

        tem_action_init_move (&action, seat, cards[c], wall_of (game, base));
        apply_ok (game, &action);
        g_assert_cmpint (game->players[seat].cell, ==, base);
        if (cards[c] == TEM_PROGRAM_COLLECT)
          {
            tem_action_init_collect (&action, seat);
            apply_ok (game, &action);
          }
        else if (cards[c] == TEM_PROGRAM_PURCHASE && buys[seat] >= 0)
          {
            int card = card_to_buy (game, (guint) buys[seat]);

            tem_action_init_purchase (&action, seat, card,
                                      game->weapons[card].place == TEM_PLACE_ROW ? refill_for (game) : -1);
            apply_ok (game, &action);
            g_assert_cmpint (game->weapons[card].owner, ==, (int) seat);
          }
        tem_action_init_end_turn (&action, seat);
        apply_ok (game, &action);
      }
  g_assert_cmpint (game->phase, ==, TEM_PHASE_ROUND_END);
}

static void
end_round (TemGame *game)
{
  TemAction action;

  tem_action_init_end_round (&action, FALSE);
  apply_ok (game, &action);
}

static void
assert_scores (const TemGame *game,
               const int     *expected)
{
  for (guint seat = 0; seat < game->n_players; seat++)
    {
      g_test_message ("round %u, %s: %d", game->round, game->players[seat].name, game->players[seat].score);
      g_assert_cmpint (game->players[seat].score, ==, expected[seat]);
    }
}

/* Two players, Ana starting. Ana keeps the Energy Sword, Ben the Pulse
 * Pistol (R-S8: kept, not purchased, no VP at the end).
 *
 * Resources (R-A1: a Base gives 1 energy and 1 credit to Collect):
 *   round 1  Ana 3/3 +1/+1 = 4/4, buys Warhammer 2/3 -> 2/1
 *            Ben 3/3 +1/+1 = 4/4, buys Riot Shield 1/1 -> 3/3
 *   round 2  Ana 3/2; Ben 4/4, buys Grenade Launcher 2/0 -> 2/4
 *
 * VP, R-SC1 after rounds 2, 4 and 6: each player's pilot on their base (2)
 * and the mine put there at setup (R-S5, 2):
 *            round 2   round 4   round 6   weapons bought (R-SC2)   total
 *   Ana         4         8        12      Warhammer 3                15
 *   Ben         4         8        12      Riot Shield 2 + Grenade 1  15
 * A tie at 15: nobody has the Mighty Mech, so the most weapons wins
 * (R-SC3): Ben owns 3 (Pulse Pistol, Riot Shield, Grenade Launcher), Ana
 * 2 (Energy Sword, Warhammer). Ben wins.
 * (Counting the kept basics too would give 16 and 16.) */
static void
test_two_players (void)
{
  static const int buys[TEM_ROUNDS][TEM_MAX_PLAYERS] = {
    { TEM_KIND_WARHAMMER, TEM_KIND_RIOT_SHIELD },
    { -1, TEM_KIND_GRENADE_LAUNCHER },
    { -1, -1 }, { -1, -1 }, { -1, -1 }, { -1, -1 },
  };
  static const int after[TEM_ROUNDS + 1][2] = {
    { 0, 0 }, { 0, 0 }, { 4, 4 }, { 4, 4 }, { 8, 8 }, { 8, 8 }, { 15, 15 },
  };
  TemGame game;
  TemAction action;
  TemStandings standings;

  tem_game_init (&game);
  test_new_game_action (&action, 2, ANA);
  test_flat_arena (&action);
  action.new_game.starting_basic[ANA] = TEM_KIND_ENERGY_SWORD;
  action.new_game.starting_basic[BEN] = TEM_KIND_PULSE_PISTOL;
  apply_ok (&game, &action);
  enter_card_values (&game);

  for (guint round = 1; round <= TEM_ROUNDS; round++)
    {
      play_round (&game, buys[round - 1]);
      if (round == 1)
        {
          g_assert_cmpint (game.players[ANA].energy, ==, 2);
          g_assert_cmpint (game.players[ANA].credits, ==, 1);
          g_assert_cmpint (game.players[BEN].energy, ==, 3);
          g_assert_cmpint (game.players[BEN].credits, ==, 3);
        }
      end_round (&game);
      assert_scores (&game, after[round]);
    }
  g_assert_true (game.over);
  tem_game_get_standings (&game, &standings);
  g_assert_cmpuint (standings.n_winners, ==, 1);
  g_assert_cmpuint (standings.winners[0], ==, BEN);
  g_assert_cmpint (standings.tie_break, ==, TEM_TIE_BREAK_WEAPONS);
}

/* Four players, Cleo starting (the turn order is Cleo, Dan, Ana, Ben).
 * Kept basics: Ana Energy Sword, Ben Pulse Pistol, Cleo Grenade Launcher,
 * Dan Riot Shield.
 *   round 1  Ana buys the Lightning Coil (2/2 of her 4/4)
 *            Cleo buys the Warhammer (2/3 of her 4/4)
 *            Dan buys an Energy Sword (0/2 of his 4/4)
 *   round 2  Dan buys a Pulse Pistol (1/1 of his 5/3)
 *   Ben buys nothing.
 *
 *            round 2   round 4   round 6   weapons bought (R-SC2)         total
 *   Ana         4         8        12      Lightning Coil 2                 14
 *   Ben         4         8        12      -                                12
 *   Cleo        4         8        12      Warhammer 3                      15
 *   Dan         4         8        12      Energy Sword 1 + Pulse Pistol 1  14
 * Cleo wins alone; then Ana and Dan, then Ben. */
static void
test_four_players (void)
{
  static const int buys[TEM_ROUNDS][TEM_MAX_PLAYERS] = {
    { TEM_KIND_LIGHTNING_COIL, -1, TEM_KIND_WARHAMMER, TEM_KIND_ENERGY_SWORD },
    { -1, -1, -1, TEM_KIND_PULSE_PISTOL },
    { -1, -1, -1, -1 }, { -1, -1, -1, -1 }, { -1, -1, -1, -1 }, { -1, -1, -1, -1 },
  };
  static const int after[TEM_ROUNDS + 1][4] = {
    { 0, 0, 0, 0 }, { 0, 0, 0, 0 }, { 4, 4, 4, 4 }, { 4, 4, 4, 4 }, { 8, 8, 8, 8 }, { 8, 8, 8, 8 },
    { 14, 12, 15, 14 },
  };
  TemGame game;
  TemAction action;
  TemStandings standings;

  tem_game_init (&game);
  test_new_game_action (&action, 4, CLEO);
  test_flat_arena (&action);
  for (guint seat = 0; seat < 4; seat++)
    action.new_game.starting_basic[seat] = (int) seat;     /* Sword, Pistol, Launcher, Shield */
  apply_ok (&game, &action);
  enter_card_values (&game);

  for (guint round = 1; round <= TEM_ROUNDS; round++)
    {
      play_round (&game, buys[round - 1]);
      end_round (&game);
      assert_scores (&game, after[round]);
    }
  g_assert_true (game.over);
  tem_game_get_standings (&game, &standings);
  g_assert_cmpuint (standings.n_winners, ==, 1);
  g_assert_cmpuint (standings.winners[0], ==, CLEO);
  g_assert_cmpint (standings.tie_break, ==, TEM_TIE_BREAK_NONE);
  g_assert_cmpuint (standings.order[0], ==, CLEO);
  g_assert_cmpuint (standings.order[3], ==, BEN);
}

/* Solo: Ana against the two Robot Pilots (R-SO1), the table ending each
 * round before its execution (the tracker lets the players end a round
 * early, and nothing moves). Ana keeps the Riot Shield; each robot starts
 * with two basics (R-SO3): neither was purchased, so none scores at the
 * end (R-SC2, R-SO21: robots score like players).
 *
 *            round 2   round 4   round 6   weapons bought   total
 *   Ana         4         8        12      -                  12
 *   Robot A     4         8        12      -                  12
 *   Robot B     4         8        12      -                  12
 * (each: the pilot or Power Armor on its base, 2, and the mine there, 2;
 * R-S5, R-SO4). A three-way tie at 12: nobody has the Mighty Mech; the
 * most weapons, 2 each, are the robots': they share the victory, and Ana,
 * with 1, does not win (R-SC3, R-SO21).
 * (Counting the kept basics too would give Ana 14 and each robot 14 or
 * more.) */
static void
test_solo (void)
{
  TemGame game;
  TemAction action;
  TemStandings standings;

  tem_game_init (&game);
  tem_action_init_solo_game (&action, "Ana", TEM_COLOUR_RED, "Maverick", 5, "Robot A", "Robot B",
                             TEM_PROGRAM_COLLECT, 77);
  test_flat_arena (&action);
  action.new_game.starting_basic[ANA] = TEM_KIND_RIOT_SHIELD;
  apply_ok (&game, &action);
  enter_card_values (&game);

  for (guint round = 1; round <= TEM_ROUNDS; round++)
    {
      int score = 4 * (int) (round / 2);
      int expected[3] = { score, score, score };

      end_round (&game);
      assert_scores (&game, expected);
    }
  g_assert_true (game.over);
  tem_game_get_standings (&game, &standings);
  g_assert_cmpuint (standings.n_winners, ==, 2);
  g_assert_cmpuint (standings.winners[0] + standings.winners[1], ==, ROBOT_A + ROBOT_B);
  g_assert_cmpint (standings.tie_break, ==, TEM_TIE_BREAK_SHARED);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/final-scores/two-players", test_two_players);
  g_test_add_func ("/final-scores/four-players", test_four_players);
  g_test_add_func ("/final-scores/solo", test_solo);
  return g_test_run ();
}
