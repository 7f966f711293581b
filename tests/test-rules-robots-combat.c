/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Robot Pilots of the solo mode in combat and knocked out: R-SO17 to
 * R-SO20 (section SO of shared/rules/checklist.md). */
#include "config.h"

#include <string.h>

#include "rules/mc-rule-error.h"
#include "mechs/tem-game.h"
#include "mechs/tem-narration.h"
#include "mechs/tem-need.h"
#include "mechs/tem-robot-plan.h"
#include "mechs/tem-scoring.h"
#include "mechs/tem-simulation.h"

#include "test-solo-util.h"
#include "test-util.h"

/* R-SO20: KO'd by the human's turret, a robot is back at its base at full
 * health in its Power Armor, facing north, without doing its action; it
 * faces the human when the human is in the row next to its base. */
static void
test_a_knocked_out_robot_respawns_at_its_base (void)
{
  TemGame game;
  TemEvents events;

  test_solo_game (&game);
  game.players[ROBOT_A].health = 1;
  game.players[ANA].turrets[0] = 14;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_COLLECT);
  test_robot_turn (&game, ROBOT_A, &events);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_KNOCKED_OUT));
  g_assert_null (mc_rule_events_find (&events, TEM_EVENT_COLLECTED, ROBOT_A));
  g_assert_cmpint (game.players[ROBOT_A].cell, ==, A_BASE);
  g_assert_cmpint (game.players[ROBOT_A].status, ==, TEM_STATUS_POWER_ARMOR);
  g_assert_cmpint (game.players[ROBOT_A].health, ==, 9);
  g_assert_cmpint (game.players[ROBOT_A].facing, ==, TEM_DIRECTION_NORTH);
  g_assert_false (game.players[ROBOT_A].ad_hoc);
  g_assert_cmpint (game.players[ANA].turrets[0], ==, 14);       /* it KO'd: it stays */
  g_assert_cmpint (game.players[ANA].score, ==, 1);

  test_solo_game (&game);
  game.players[ROBOT_A].health = 1;
  game.players[ANA].turrets[0] = 14;
  game.players[ANA].cell = 17;                       /* the row next to A's base */
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_COLLECT);
  test_robot_turn (&game, ROBOT_A, &events);
  g_assert_cmpint (game.players[ROBOT_A].facing, ==, TEM_DIRECTION_EAST);
}

/* R-SO20, one rule for every KO: "placed into its Base Zone, facing
 * 'north' toward your Base OR toward the human player if currently in the
 * row next to its Base". R-SO19's "faces north" is for a robot that
 * survives the combat ("If it survives Combat"). Ana stands in 17, the
 * row above A's base (21, column 0), to its east: each kind of KO must
 * leave Robot A in 21 facing east. */
static void
harmless_robot_weapons (TemGame *game)
{
  test_set_stats (game, TEM_KIND_PULSE_PISTOL, 0, 0);
  test_set_stats (game, TEM_KIND_ENERGY_SWORD, 0, 0);
  game->weapon_stats[TEM_KIND_PULSE_PISTOL].attack = 0;
  game->weapon_stats[TEM_KIND_PULSE_PISTOL].power = 0;
  game->weapon_stats[TEM_KIND_ENERGY_SWORD].attack = 0;
  game->weapon_stats[TEM_KIND_ENERGY_SWORD].power = 0;
  test_set_stats (game, TEM_KIND_RIOT_SHIELD, 0, 0);   /* Ana's: attack 1 */
}

static void
assert_back_at_base_facing_ana (const TemGame   *game,
                                const TemEvents *events)
{
  g_assert_true (mc_rule_events_has (events, TEM_EVENT_KNOCKED_OUT));
  g_assert_cmpint (game->players[ANA].cell, ==, 17);
  g_assert_cmpint (game->players[ROBOT_A].cell, ==, A_BASE);
  g_assert_cmpint (game->players[ROBOT_A].health, ==, 9);
  g_assert_cmpint (game->players[ROBOT_A].status, ==, TEM_STATUS_POWER_ARMOR);
  g_assert_cmpint (game->players[ROBOT_A].facing, ==, TEM_DIRECTION_EAST);
}

static void
test_every_ko_faces_the_human_in_the_row_next_to_the_base (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  /* KO'd in combat as the defender: Ana moves south from 10 into Robot
   * A's zone, 17, and her Riot Shield (attack 1) ends its last health. */
  test_solo_game (&game);
  harmless_robot_weapons (&game);
  game.players[ANA].cell = 10;
  game.players[ANA].mines[0] = TEM_NO_CELL;
  game.players[ROBOT_A].cell = 17;
  game.players[ROBOT_A].mines[0] = TEM_NO_CELL;
  game.players[ROBOT_A].health = 1;
  game.players[ROBOT_A].facing = TEM_DIRECTION_WEST;
  game.turn.seat = ANA;
  game.turn.card = TEM_PROGRAM_NONE;
  tem_action_init_move (&action, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_SOUTH);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_true (game.combat.active);
  g_assert_cmpint (game.combat.defender, ==, ROBOT_A);
  tem_action_init_attack (&action, ANA, BASIC_CARD (TEM_KIND_RIOT_SHIELD, 0), 0);
  test_apply_action_ok (&game, &action, &events);
  g_assert_false (game.combat.active);
  assert_back_at_base_facing_ana (&game, &events);

  /* KO'd in combat as the attacker: from 14, facing north, a Double Jump
   * lands on Ana in its row (R-SO7); its harmless Power Attack, then
   * Ana's shield. */
  test_solo_game (&game);
  harmless_robot_weapons (&game);
  game.players[ANA].cell = 17;
  game.players[ANA].mines[0] = TEM_NO_CELL;
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 9;
  game.players[ROBOT_A].cell = 14;
  game.players[ROBOT_A].mines[0] = TEM_NO_CELL;
  game.players[ROBOT_A].health = 1;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_DOUBLE_JUMP);
  test_robot_turn (&game, ROBOT_A, NULL);
  g_assert_true (game.combat.active);
  g_assert_cmpint (game.combat.attacker, ==, ROBOT_A);
  tem_action_init_attack (&action, ROBOT_A, -1, 0);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_cmpint (game.combat.next, ==, ANA);
  tem_action_init_attack (&action, ANA, BASIC_CARD (TEM_KIND_RIOT_SHIELD, 0), 0);
  test_apply_action_ok (&game, &action, &events);
  g_assert_false (game.combat.active);
  assert_back_at_base_facing_ana (&game, &events);

  /* KO'd by Ana's mine (R-A8): from its base, Collect takes it north onto
   * 14, where her mine numbered 3 deals 2 + 3. */
  test_solo_game (&game);
  game.players[ANA].cell = 17;
  game.players[ANA].mines[0] = TEM_NO_CELL;
  game.players[ANA].mines[1] = 14;
  game.players[ROBOT_A].health = 1;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_COLLECT);
  tem_action_init_robot_turn (&action, ROBOT_A, -1);
  action.robot_turn.mine_number = 3;
  test_apply_action_ok (&game, &action, &events);
  assert_back_at_base_facing_ana (&game, &events);

  /* KO'd by Ana's turret (R-A9), the same move. */
  test_solo_game (&game);
  game.players[ANA].cell = 17;
  game.players[ANA].mines[0] = TEM_NO_CELL;
  game.players[ANA].turrets[0] = 14;
  game.players[ROBOT_A].health = 1;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_COLLECT);
  test_robot_turn (&game, ROBOT_A, &events);
  assert_back_at_base_facing_ana (&game, &events);
}

/* R-SO15: "If the Robot Pilot enters a Zone with an empty Mighty Mech,
 * it then automatically takes control, regardless of its health, and
 * scores 2." Robot A walks north into the Mech zone, where Ana
 * stands as a Pilot: a combat first, she has only her shield and
 * retreats; Robot A, still there, takes the Mech (the app's reading:
 * walk 13 saw it stay beside the empty Mech for good). A game begun
 * before the edition that reads it so keeps its robots out of it. */
static void
test_a_robot_takes_the_mech_after_the_combat_it_entered (void)
{
  for (int edition = TEM_RULES_EDITION_BASIC_BOUGHT; edition <= TEM_RULES_EDITION_SOLO_BY_THE_GUIDE; edition++)
    {
      TemGame game;
      TemAction action;
      TemEvents events;
      int score;

      test_solo_game (&game);
      game.rules_edition = edition;
      harmless_robot_weapons (&game);
      game.players[ANA].cell = MECH;
      game.players[ANA].mines[0] = TEM_NO_CELL;
      game.players[ANA].health = 5;
      /* South of the Mech zone, facing it. */
      game.players[ROBOT_A].cell = MECH + TEM_ARENA_SIZE;
      game.players[ROBOT_A].facing = TEM_DIRECTION_NORTH;
      game.players[ROBOT_A].health = 4;
      g_assert_cmpint (game.mech_controller, ==, TEM_NOBODY);
      score = game.players[ROBOT_A].score;
      test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_COLLECT);
      test_robot_turn (&game, ROBOT_A, NULL);
      g_assert_cmpint (game.players[ROBOT_A].cell, ==, MECH);
      g_assert_true (game.combat.active);
      g_assert_cmpint (game.mech_controller, ==, TEM_NOBODY);
      for (guint attack = 0; attack < 4 && game.combat.active; attack++)
        {
          tem_action_init_attack (&action, (guint) game.combat.next,
                                  game.combat.next == ANA ? BASIC_CARD (TEM_KIND_RIOT_SHIELD, 0) : -1, 0);
          /* Ana's retreat, when her shield is spent: north, C2 (R-C7). */
          action.attack.choice_cell = MECH - TEM_ARENA_SIZE;
          test_apply_action_ok (&game, &action, &events);
        }
      g_assert_false (game.combat.active);
      g_assert_cmpint (game.players[ANA].cell, !=, MECH);
      g_assert_cmpint (game.players[ROBOT_A].cell, ==, MECH);
      if (edition < TEM_RULES_EDITION_SOLO_BY_THE_GUIDE)
        {
          g_assert_cmpint (game.mech_controller, ==, TEM_NOBODY);
          continue;
        }
      g_assert_cmpint (game.mech_controller, ==, ROBOT_A);
      g_assert_cmpint (game.players[ROBOT_A].status, ==, TEM_STATUS_MIGHTY_MECH);
      g_assert_cmpint (game.players[ROBOT_A].health, ==, 11);
      g_assert_true (mc_rule_events_has (&events, TEM_EVENT_MECH_TAKEN));
      /* +1 for starting the combat, +1 for the retreat, +2 for the Mech. */
      g_assert_cmpint (game.players[ROBOT_A].score, ==, score + 1 + 1 + 2);
    }
}

/* R-SO17: in combat a robot flips its weapons from a shuffled stack,
 * pays the most it can, never retreats but reshuffles, and never enters
 * Ad Hoc mode. R-SO19: surviving, it faces north. */
static void
test_robot_combat (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;
  guint robot_attacks = 0;

  test_solo_game (&game);
  game.players[ANA].cell = 7;
  game.players[ANA].mines[0] = TEM_NO_CELL;
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 9;
  game.players[ANA].energy = 0;
  test_set_stats (&game, TEM_KIND_PULSE_PISTOL, 0, 0);
  test_set_stats (&game, TEM_KIND_ENERGY_SWORD, 0, 0);
  test_set_stats (&game, TEM_KIND_RIOT_SHIELD, 0, 0);
  game.weapon_stats[TEM_KIND_RIOT_SHIELD].attack = 0;
  game.weapon_stats[TEM_KIND_RIOT_SHIELD].power = 0;
  game.players[ROBOT_A].facing = TEM_DIRECTION_EAST;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_DOUBLE_JUMP);
  test_robot_turn (&game, ROBOT_A, &events);
  g_assert_true (game.combat.active);

  /* The robot's two weapons, then its stack again; Ana's only weapon is
   * spent after one attack, so she retreats: the robot never does. */
  tem_action_init_attack (&action, ROBOT_A, -1, 0);
  test_apply_action_ok (&game, &action, &events);
  robot_attacks++;
  g_assert_cmpint (game.combat.next, ==, ANA);
  tem_action_init_attack (&action, ANA, BASIC_CARD (TEM_KIND_RIOT_SHIELD, 0), 0);
  test_apply_action_ok (&game, &action, &events);
  g_assert_true (game.combat.active);
  /* Ana, out of weapons, retreats: where to is her choice, among ties. */
  tem_action_init_attack (&action, ROBOT_A, -1, 0);
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, NULL);
  action.attack.choice_cell = 14;
  test_apply_action_ok (&game, &action, &events);
  robot_attacks++;
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_RETREATED));
  g_assert_false (game.combat.active);
  g_assert_false (game.players[ROBOT_A].ad_hoc);
  g_assert_cmpint (game.players[ROBOT_A].facing, ==, TEM_DIRECTION_NORTH);
  g_assert_cmpuint (robot_attacks, ==, 2);

  /* With both its weapons spent, the robot reshuffles instead of
   * retreating: Ana, in Power Armor with four harmless weapons, outlasts
   * its stack. */
  test_solo_game (&game);
  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      test_set_stats (&game, kind, 0, 0);
      game.weapon_stats[kind].attack = 0;
      game.weapon_stats[kind].power = 0;
      game.weapon_stats[kind].ability = TEM_ABILITY_NONE;
    }
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 9;
  {
    int extra[] = { BASIC_CARD (TEM_KIND_PULSE_PISTOL, 2), ADVANCED_CARD (TEM_KIND_LIGHTNING_COIL),
                    ADVANCED_CARD (TEM_KIND_WARHAMMER) };

    for (guint i = 0; i < G_N_ELEMENTS (extra); i++)
      {
        game.weapons[extra[i]].place = TEM_PLACE_OWNED;
        game.weapons[extra[i]].owner = ANA;
        game.weapons[extra[i]].equipped = TRUE;
      }
  }
  game.players[ANA].cell = 14;
  game.players[ANA].mines[0] = TEM_NO_CELL;
  game.players[ROBOT_A].mines[0] = TEM_NO_CELL;
  game.turn.seat = ANA;
  game.turn.card = TEM_PROGRAM_NONE;
  tem_action_init_move (&action, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_SOUTH);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_true (game.combat.active);
  {
    int mine[] = { BASIC_CARD (TEM_KIND_RIOT_SHIELD, 0), BASIC_CARD (TEM_KIND_PULSE_PISTOL, 2),
                   ADVANCED_CARD (TEM_KIND_LIGHTNING_COIL) };

    for (guint i = 0; i < G_N_ELEMENTS (mine); i++)
      {
        tem_action_init_attack (&action, ANA, mine[i], 0);
        test_apply_action_ok (&game, &action, NULL);
        tem_action_init_attack (&action, ROBOT_A, -1, 0);
        test_apply_action_ok (&game, &action, &events);
        g_assert_true (game.combat.active);        /* third time: reshuffled */
      }
  }

  /* I-A11, R-SO19: in the Mech with only basics a robot has nothing to
   * use; jumping in, its empty attack spends the jump's Power Attack. */
  test_solo_game (&game);
  test_set_stats (&game, TEM_KIND_RIOT_SHIELD, 0, 0);
  game.players[ANA].cell = 7;
  game.players[ANA].mines[0] = TEM_NO_CELL;
  game.players[ROBOT_A].status = TEM_STATUS_MIGHTY_MECH;
  game.players[ROBOT_A].health = 11;
  game.mech_controller = ROBOT_A;
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game.weapons[card].owner == ROBOT_A)
      game.weapons[card].equipped = FALSE;            /* the Mech holds no basics (R-SO16) */
  game.players[ROBOT_A].facing = TEM_DIRECTION_EAST;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_DOUBLE_JUMP);
  test_robot_turn (&game, ROBOT_A, &events);
  g_assert_true (game.combat.active && game.combat.first_power);
  tem_action_init_attack (&action, ROBOT_A, -1, 0);
  {
    /* Told as it is: no weapon to use, not an attack of 0 damage (walk
     * 17: "Robot B attacks: 0 damage" after "Robot B Attacks"); with
     * the cards flipped at the table, no card is asked (none to flip). */
    TemGame at_the_table = game;
    g_autofree char *said = NULL;

    at_the_table.robot_table_draw = TRUE;
    test_apply_action_ok (&at_the_table, &action, &events);
    g_assert_cmpint (at_the_table.combat.next, ==, ANA);
    said = tem_game_describe_action (&game, &action);
    g_assert_cmpstr (said, ==, "Robot A has no weapon to attack with");
  }
  test_apply_action_ok (&game, &action, &events);
  g_assert_null (mc_rule_events_find (&events, TEM_EVENT_ATTACKED, ROBOT_A));
  g_assert_nonnull (mc_rule_events_find (&events, TEM_EVENT_UNARMED, ROBOT_A));
  {
    g_autofree char *told = tem_narration_tell (&game, &events);

    g_assert_nonnull (strstr (told, "Robot A has no weapon it can use in the Mighty Mech (basic weapons only): "
                                    "its attack deals nothing."));
  }
  g_assert_cmpint (game.combat.next, ==, ANA);
  g_assert_false (game.combat.first_power);
  g_assert_true (tem_game_check_invariants (&game, NULL));
}

/* R-SO18: the other robot's tokens in the zone hit the human before the
 * combat, never a robot. */
static void
test_the_other_robots_tokens_hit_the_human_first (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  test_solo_game (&game);
  game.players[ANA].cell = 14;
  game.players[ANA].mines[0] = TEM_NO_CELL;
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 9;
  game.players[ROBOT_B].turrets[0] = A_BASE;        /* value 2 */
  game.players[ROBOT_A].mines[0] = TEM_NO_CELL;
  game.turn.seat = ANA;
  game.turn.card = TEM_PROGRAM_NONE;
  tem_action_init_move (&action, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_SOUTH);
  test_apply_action_ok (&game, &action, &events);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_TURRET_FIRED));
  g_assert_cmpint (game.players[ANA].health, ==, 7);
  g_assert_true (game.combat.active);
}

/* R-SO20: its base taken, a respawning robot draws unused program cards
 * and moves from its base until it reaches an open zone. */
static void
test_a_robot_whose_base_is_taken_moves_off_it (void)
{
  TemGame game;
  TemEvents events;
  TemPlayer *robot;

  test_solo_game (&game);
  robot = &game.players[ROBOT_A];
  robot->cell = 14;
  robot->mines[0] = TEM_NO_CELL;
  robot->health = 1;
  game.players[ANA].cell = A_BASE;
  game.players[ANA].mines[0] = TEM_NO_CELL;
  game.players[ANA].turrets[0] = 7;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_COLLECT);
  robot->deck[robot->deck_drawn + 1] = TEM_PROGRAM_DIAGONAL_JUMP;   /* no line: no move */
  robot->deck[robot->deck_drawn + 2] = TEM_PROGRAM_COLLECT;         /* forward, from the base */
  test_robot_turn (&game, ROBOT_A, &events);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_KNOCKED_OUT));
  g_assert_cmpint (robot->cell, ==, 14);
  g_assert_cmpint (robot->facing, ==, TEM_DIRECTION_NORTH);
  g_assert_cmpuint (robot->deck_drawn, ==, 1);                      /* looked at, not used up */
}

/* R-SO20 with the robot's cards flipped at the table: the app asks for
 * each card turned over and follows it until one reaches an open zone. */
static void
test_a_robot_whose_base_is_taken_follows_the_flipped_cards (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;
  TemPlayer *robot;
  g_autoptr(GError) error = NULL;

  test_solo_game (&game);
  game.robot_table_draw = TRUE;
  robot = &game.players[ROBOT_A];
  robot->cell = 14;
  robot->mines[0] = TEM_NO_CELL;
  robot->health = 1;
  game.players[ANA].cell = A_BASE;
  game.players[ANA].mines[0] = TEM_NO_CELL;
  game.players[ANA].turrets[0] = 7;
  test_robot_draws (&game, ROBOT_A, TEM_PROGRAM_COLLECT);
  tem_action_init_robot_turn (&action, ROBOT_A, TEM_PROGRAM_COLLECT);

  /* KO'd by Ana's turret; its base holds Ana: which card is flipped? */
  {
    TemGame copy = game;

    g_assert_false (tem_game_apply (&copy, &action, NULL, &error));
    g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_CHOICE_NEEDED);
    g_assert_cmpstr (mc_rule_error_get_rule (error), ==, "R-SO20");
    test_assert_words_first (error->message);
    g_assert_cmpint (tem_need_from_error (error)->kind, ==, TEM_NEED_RESPAWN_CARD);
    g_assert_cmpmem (&copy, sizeof copy, &game, sizeof game);
    g_clear_error (&error);
  }

  /* A Diagonal Jump: Ana is on its base, not on a diagonal: no move; the
   * next card, please. */
  action.robot_turn.respawn.cards[action.robot_turn.respawn.n_cards++] = TEM_PROGRAM_DIAGONAL_JUMP;
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, "R-SO20");

  /* Deploy Mine: the highest of what it sees from its base, 22 (worth 3)
   * rather than 14; the closest open zone, 14, would be the app's own
   * choice, so this shows the card is followed. */
  game.arena.zones[22].value = 3;
  action.robot_turn.respawn.cards[action.robot_turn.respawn.n_cards++] = TEM_PROGRAM_DEPLOY_MINE;
  test_apply_action_ok (&game, &action, &events);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_KNOCKED_OUT));
  g_assert_cmpint (robot->cell, ==, 22);
  g_assert_cmpint (robot->facing, ==, TEM_DIRECTION_EAST);
  g_assert_cmpuint (game.respawn_draw.n_cards, ==, 0);              /* nothing left behind */
}

/* R-SO2: "Robot Pilots do not have a Pilot Card"; they start in Power
 * Armor and respawn in it (R-SO20): a correction never makes one a Pilot. */
static void
test_a_robot_is_never_corrected_to_a_pilot (void)
{
  TemGame game, before;
  TemAction action;

  test_solo_game (&game);
  before = game;
  tem_action_init_correct (&action, ROBOT_A, TEM_FIELD_STATUS, TEM_STATUS_PILOT);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-SO2");
  g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/robots-combat/never-corrected-to-a-pilot", test_a_robot_is_never_corrected_to_a_pilot);
  g_test_add_func ("/robots-combat/base-taken-follows-the-flipped-cards",
                   test_a_robot_whose_base_is_taken_follows_the_flipped_cards);
  g_test_add_func ("/robots-combat/knocked-out-respawns-at-its-base", test_a_knocked_out_robot_respawns_at_its_base);
  g_test_add_func ("/robots-combat/a-robot-whose-base-is-taken-moves-off-it", test_a_robot_whose_base_is_taken_moves_off_it);
  g_test_add_func ("/robots-combat/combat", test_robot_combat);
  g_test_add_func ("/robots-combat/takes-the-mech-after-the-combat-it-entered",
                   test_a_robot_takes_the_mech_after_the_combat_it_entered);
  g_test_add_func ("/robots-combat/every-ko-faces-the-human-in-the-row-next-to-the-base",
                   test_every_ko_faces_the_human_in_the_row_next_to_the_base);
  g_test_add_func ("/robots-combat/the-other-robots-tokens-hit-the-human-first", test_the_other_robots_tokens_hit_the_human_first);

  return g_test_run ();
}
