/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The multiplayer game rule by rule: scoring rounds, the final scoring, the tie-breakers and the
 * card values. Each test names the
 * rule IDs of shared/rules/checklist.md it checks. */
#include "config.h"

#include <string.h>

#include "rules/mc-rule-error.h"
#include "mechs/tem-game.h"
#include "mechs/tem-need.h"
#include "mechs/tem-game-private.h"
#include "mechs/tem-scoring.h"

#include "test-game-util.h"
#include "test-util.h"

/* R-SC1, R-MM5: the scoring round. */
static void
test_scoring_rounds_count_tokens_pilots_and_the_mech (void)
{
  TemGame game;
  TemAction action;
  TemScoreLine lines[TEM_MAX_PLAYERS];
  TemEvents events;

  test_tem_known_game (&game, 2, ANA);
  /* Ana: pilot on C10 (2) with her own turret there (2 × 2), a mine on her
   * base (2) and on C2 (3); Ben in the Mech on MECH (2), mine on his base. */
  game.players[ANA].cell = C10;
  game.players[ANA].turrets[0] = C10;
  game.players[ANA].mines[1] = C2;
  game.players[BEN].cell = MECH;
  game.players[BEN].status = TEM_STATUS_MIGHTY_MECH;
  game.players[BEN].health = 11;
  game.mech_controller = BEN;

  g_assert_true (tem_game_compute_scores (&game, FALSE, lines, NULL));
  g_assert_cmpint (lines[ANA].mines, ==, 2 + 3);
  g_assert_cmpint (lines[ANA].turrets, ==, 4);
  g_assert_cmpint (lines[ANA].pilot, ==, 2);
  g_assert_cmpint (lines[ANA].total, ==, 11);
  g_assert_cmpint (lines[BEN].mech, ==, 3);
  g_assert_cmpint (lines[BEN].total, ==, 2 + 2 + 3);

  /* Round 1 does not score; round 2 does (R-RD1). */
  tem_action_init_end_round (&action, FALSE);
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[ANA].score, ==, 0);
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[ANA].score, ==, 11);
  g_assert_cmpint (game.players[BEN].score, ==, 7);
  g_assert_cmpint (test_tem_scored (&events, BEN, TEM_SCORE_MECH_CONTROL), ==, 3);

  /* An unknown zone value is named, and nothing is scored. */
  game.arena.zones[C2].value = TEM_VALUE_UNKNOWN;
  game.round = 4;
  test_apply_refused_saying (&game, &action, MC_RULE_ERROR_UNKNOWN_VALUE, NULL, "C1");
}

/* R-SC2, R-RD5: after round 6, the VP printed on every weapon purchased.
 * The book: "each player adds the total victory points listed on all
 * purchased Weapon Cards"; the overview: "score victory points for each
 * Weapon they have purchased". The basic kept at setup (R-S8) was not
 * purchased; a basic bought later was. */
static void
test_final_scoring_adds_purchased_weapon_vp (void)
{
  TemGame game;
  TemAction action;
  TemScoreLine lines[TEM_MAX_PLAYERS];
  g_autofree char *said = NULL;
  int pistol = BASIC_CARD (TEM_KIND_PULSE_PISTOL, 2);
  int hammer = ADVANCED_CARD (TEM_KIND_WARHAMMER);

  test_tem_known_game (&game, 2, ANA);
  game.players[ANA].credits = 9;
  game.players[ANA].energy = 9;
  /* Between turns: a basic (1 VP) and the Warhammer from the row (3 VP). */
  tem_action_init_purchase (&action, ANA, pistol, -1);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_purchase (&action, ANA, hammer, TEM_KIND_WARHAMMER + 6);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_true (game.weapons[pistol].purchased);
  g_assert_true (game.weapons[hammer].purchased);

  game.round = 6;
  g_assert_true (tem_game_compute_scores (&game, TRUE, lines, NULL));
  g_assert_cmpint (lines[ANA].weapons, ==, 1 + 3);
  g_assert_cmpuint (lines[ANA].weapon_cards, ==, (1u << pistol) | (1u << hammer));
  g_assert_cmpuint (lines[ANA].kept_cards, ==, 1u << BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0));
  /* Ben bought nothing: his kept basic scores nothing. */
  g_assert_cmpint (lines[BEN].weapons, ==, 0);
  said = tem_game_describe_weapon_scoring (&game, ANA);
  g_assert_cmpstr (said, ==, "Weapons purchased: Pulse Pistol 1 VP and Warhammer 3 VP; Energy Sword, kept at setup, "
                             "scores no VP.");

  tem_action_init_end_round (&action, FALSE);
  test_apply_action_ok (&game, &action, NULL);
  /* Ana: pilot on her base 2 + mine there 2 + pistol 1 + hammer 3; the
   * sword she kept at setup adds nothing. */
  g_assert_cmpint (game.players[ANA].score, ==, 8);
  g_assert_true (game.over);

  /* The kept sword's VP need not be known; a purchased weapon's must. */
  test_tem_known_game (&game, 2, ANA);
  tem_action_init_set_weapon (&action, TEM_KIND_ENERGY_SWORD, TEM_WEAPON_FIELD_VP, TEM_VALUE_UNKNOWN);
  test_apply_action_ok (&game, &action, NULL);
  game.round = 6;
  g_assert_true (tem_game_compute_scores (&game, TRUE, lines, NULL));
  tem_action_init_purchase (&action, ANA, pistol, -1);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_set_weapon (&action, TEM_KIND_PULSE_PISTOL, TEM_WEAPON_FIELD_VP, TEM_VALUE_UNKNOWN);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_end_round (&action, FALSE);
  test_apply_refused (&game, &action, MC_RULE_ERROR_UNKNOWN_VALUE, "R-SC2");
}

/* R-SC3: ties go to the Mech's controller, then the most weapons, else the
 * victory is shared. */
static void
test_tie_breakers (void)
{
  TemGame game;
  TemStandings standings;
  g_autofree char *mech = NULL;
  g_autofree char *weapons = NULL;
  g_autofree char *shared = NULL;

  test_tem_known_game (&game, 3, ANA);
  game.players[ANA].score = 20;
  game.players[BEN].score = 20;
  game.players[CLEO].score = 12;
  tem_game_get_standings (&game, &standings);
  g_assert_cmpint (standings.tie_break, ==, TEM_TIE_BREAK_SHARED);
  g_assert_cmpuint (standings.n_winners, ==, 2);
  g_assert_cmpuint (standings.order[2], ==, CLEO);
  shared = tem_game_explain_standings (&game, &standings);
  g_assert_nonnull (strstr (shared, "Ana and Ben share"));

  game.weapons[BASIC_CARD (TEM_KIND_RIOT_SHIELD, 1)].place = TEM_PLACE_OWNED;
  game.weapons[BASIC_CARD (TEM_KIND_RIOT_SHIELD, 1)].owner = BEN;
  tem_game_get_standings (&game, &standings);
  g_assert_cmpint (standings.tie_break, ==, TEM_TIE_BREAK_WEAPONS);
  g_assert_cmpuint (standings.winners[0], ==, BEN);
  weapons = tem_game_explain_standings (&game, &standings);
  g_assert_nonnull (strstr (weapons, "most weapons"));

  game.players[ANA].status = TEM_STATUS_MIGHTY_MECH;
  game.players[ANA].health = 11;
  game.mech_controller = ANA;
  game.mech_cell = game.players[ANA].cell;
  tem_game_get_standings (&game, &standings);
  g_assert_cmpint (standings.tie_break, ==, TEM_TIE_BREAK_MECH);
  g_assert_cmpuint (standings.winners[0], ==, ANA);
  mech = tem_game_explain_standings (&game, &standings);
  g_assert_nonnull (strstr (mech, "Mighty Mech"));

  game.players[CLEO].score = 30;
  tem_game_get_standings (&game, &standings);
  g_assert_cmpint (standings.tie_break, ==, TEM_TIE_BREAK_NONE);
  g_assert_cmpuint (standings.winners[0], ==, CLEO);
}

/* Gives @seat the Mighty Mech, at full health. */
static void
give_mech (TemGame *game,
           guint    seat)
{
  game->players[seat].status = TEM_STATUS_MIGHTY_MECH;
  game->players[seat].health = 11;
  game->mech_controller = (int) seat;
  game->mech_side = TEM_MECH_SIDE_TROY;
  game->mech_cell = game->players[seat].cell;
}

/* Gives @seat one more weapon card, one nobody owns. */
static void
give_weapon (TemGame *game,
             guint    seat)
{
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game->weapons[card].place != TEM_PLACE_OWNED)
      {
        game->weapons[card].place = TEM_PLACE_OWNED;
        game->weapons[card].owner = (int) seat;
        game->weapons[card].equipped = FALSE;
        return;
      }
  g_assert_not_reached ();
}

/* R-SC3 in every seat: "the tied player who controls the Mighty Mech
 * wins", before the weapons are counted, whichever seat holds it and
 * whichever seat it is tied with; the other tied player has two weapons
 * more, which would win without the Mech. */
static void
test_the_mech_breaks_a_tie_from_any_seat (void)
{
  for (guint holder = 0; holder < 4; holder++)
    for (guint other = 0; other < 4; other++)
      {
        TemGame game;
        TemStandings standings;
        g_autofree char *text = NULL;

        if (other == holder)
          continue;
        test_tem_known_game (&game, 4, ANA);
        for (guint seat = 0; seat < 4; seat++)
          game.players[seat].score = 10;
        game.players[holder].score = 25;
        game.players[other].score = 25;
        give_weapon (&game, other);
        give_weapon (&game, other);
        give_mech (&game, holder);

        tem_game_get_standings (&game, &standings);
        g_assert_cmpint (standings.tie_break, ==, TEM_TIE_BREAK_MECH);
        g_assert_cmpuint (standings.n_winners, ==, 1);
        g_assert_cmpuint (standings.winners[0], ==, holder);
        text = tem_game_explain_standings (&game, &standings);
        g_assert_true (g_str_has_prefix (text, game.players[holder].name));
      }

  /* Three tied, the Mech in the last tied seat. */
  {
    TemGame game;
    TemStandings standings;

    test_tem_known_game (&game, 4, ANA);
    game.players[ANA].score = 18;
    game.players[BEN].score = 18;
    game.players[CLEO].score = 9;
    game.players[DAN].score = 18;
    give_mech (&game, DAN);
    tem_game_get_standings (&game, &standings);
    g_assert_cmpint (standings.tie_break, ==, TEM_TIE_BREAK_MECH);
    g_assert_cmpuint (standings.winners[0], ==, DAN);
  }
}

/* R-SC3 with the Mech held by a player outside the tie. The English book
 * says "If no one controls the Mighty Mech, the player with the most
 * Weapons wins" and leaves this case open; the Spanish one settles it:
 * "Si ninguno de los empatados controla el Mega Mech, gana el jugador que
 * disponga de más armamento" (if none of the tied players controls it,
 * the most weapons win). The app takes the Spanish reading (its rules
 * reference says so): the holder neither wins nor stops the count. */
static void
test_a_tie_the_mech_holder_is_not_part_of (void)
{
  for (guint holder = 0; holder < 4; holder++)
    {
      TemGame game;
      TemStandings standings;
      guint tied[2], n = 0;

      test_tem_known_game (&game, 4, ANA);
      for (guint seat = 0; seat < 4 && n < 2; seat++)
        if (seat != holder)
          tied[n++] = seat;
      for (guint seat = 0; seat < 4; seat++)
        game.players[seat].score = seat == tied[0] || seat == tied[1] ? 22 : 12;
      give_mech (&game, holder);

      /* Equal weapons: the victory is shared by the two tied players. */
      tem_game_get_standings (&game, &standings);
      g_assert_cmpint (standings.tie_break, ==, TEM_TIE_BREAK_SHARED);
      g_assert_cmpuint (standings.n_winners, ==, 2);
      g_assert_cmpuint (standings.winners[0], !=, holder);
      g_assert_cmpuint (standings.winners[1], !=, holder);

      /* One weapon more for the second tied player: that player wins. */
      give_weapon (&game, tied[1]);
      tem_game_get_standings (&game, &standings);
      g_assert_cmpint (standings.tie_break, ==, TEM_TIE_BREAK_WEAPONS);
      g_assert_cmpuint (standings.n_winners, ==, 1);
      g_assert_cmpuint (standings.winners[0], ==, tied[1]);
    }
}

/* The players' own card values: refused off the card's range. */
static void
test_card_values_are_bounded (void)
{
  TemGame game;
  TemAction action;

  test_tem_known_game (&game, 2, ANA);
  tem_action_init_set_zone (&action, C0, 10, TEM_RESOURCE_ENERGY);
  test_apply_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  tem_action_init_set_zone (&action, 5, 1, TEM_RESOURCE_ENERGY);          /* no card there */
  test_apply_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
  tem_action_init_set_zone (&action, C0, 1, 0);
  test_apply_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);
  tem_action_init_set_weapon (&action, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_TYPE, 7);
  test_apply_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  tem_action_init_set_weapon (&action, 40, TEM_WEAPON_FIELD_VP, 1);
  test_apply_refused (&game, &action, MC_RULE_ERROR_INVALID, NULL);

  /* A combat with a weapon whose numbers are missing names the card. */
  test_tem_known_game (&game, 2, ANA);
  tem_action_init_set_weapon (&action, TEM_KIND_ENERGY_SWORD, TEM_WEAPON_FIELD_ATTACK, TEM_VALUE_UNKNOWN);
  test_apply_action_ok (&game, &action, NULL);
  test_tem_enter_bens_zone (&game, NULL);
  tem_action_init_attack (&action, ANA, BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0), 0);
  test_apply_refused_saying (&game, &action, MC_RULE_ERROR_UNKNOWN_VALUE, NULL, "Energy Sword");
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/rules/scoring/rounds-count-tokens-pilots-and-the-mech",
                   test_scoring_rounds_count_tokens_pilots_and_the_mech);
  g_test_add_func ("/rules/scoring/final-adds-purchased-weapon-vp-only",
                   test_final_scoring_adds_purchased_weapon_vp);
  g_test_add_func ("/rules/scoring/tie-breakers", test_tie_breakers);
  g_test_add_func ("/rules/scoring/the-mech-breaks-a-tie-from-any-seat", test_the_mech_breaks_a_tie_from_any_seat);
  g_test_add_func ("/rules/scoring/a-tie-the-mech-holder-is-not-part-of", test_a_tie_the_mech_holder_is_not_part_of);
  g_test_add_func ("/rules/catalogue/card-values-are-bounded", test_card_values_are_bounded);

  return g_test_run ();
}
