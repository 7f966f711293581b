/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The multiplayer game rule by rule: the actions (Collect, Purchase, equipping, mines and
 * turrets, Power Up) and the Mighty Mech. Each test names the
 * rule IDs of shared/rules/checklist.md it checks. */
#include "config.h"

#include <string.h>

#include "rules/mc-rule-error.h"
#include "mechs/tem-game.h"
#include "mechs/tem-narration.h"
#include "mechs/tem-need.h"
#include "mechs/tem-game-private.h"
#include "mechs/tem-scoring.h"

#include "test-game-util.h"
#include "test-util.h"

/* R-A1: +1 of each resource shown on every zone you control, each zone
 * once; a Base or the Mech zone gives 1 energy and 1 credit. The
 * rulebook's example collects 2 energy and 3 credits. */
static void
test_collect_counts_each_controlled_zone_once (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  test_tem_known_game (&game, 2, ANA);
  game.players[ANA].energy = 1;
  game.players[ANA].credits = 1;
  game.players[ANA].mines[1] = C2;                   /* energy */
  game.players[ANA].turrets[0] = C1;                 /* credits */
  game.players[ANA].turrets[1] = C3;                 /* credits */
  /* Ana stays on her base (the wall): base 1 + 1, and her own mine there
   * does not count the base twice. */
  test_tem_give_turn (&game, ANA);
  test_tem_move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_EAST, &events);
  tem_action_init_collect (&action, ANA);
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (mc_rule_events_find (&events, TEM_EVENT_COLLECTED, ANA)->value, ==, 2);
  g_assert_cmpint (mc_rule_events_find (&events, TEM_EVENT_COLLECTED, ANA)->detail, ==, 3);
  g_assert_cmpint (game.players[ANA].energy, ==, 3);
  g_assert_cmpint (game.players[ANA].credits, ==, 4);

  /* A zone whose icon nobody entered is named. */
  test_tem_known_game (&game, 2, ANA);
  game.arena.zones[C4].resources = TEM_RESOURCE_UNKNOWN;
  test_tem_give_turn (&game, ANA);
  test_tem_move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_NORTH, NULL);
  tem_action_init_collect (&action, ANA);
  test_apply_refused_saying (&game, &action, MC_RULE_ERROR_UNKNOWN_VALUE, NULL, "E1");

  /* The track's top: what does not fit is lost. */
  test_tem_known_game (&game, 2, ANA);
  game.players[ANA].energy = 9;
  game.players[ANA].credits = 9;
  test_tem_give_turn (&game, ANA);
  test_tem_move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_EAST, NULL);
  tem_action_init_collect (&action, ANA);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_cmpint (game.players[ANA].energy, ==, 9);
}

/* R-A2: one weapon per Purchase, paid; the row refills from the deck, not
 * once the deck is empty. R-A3: any number of weapons, one of each basic,
 * even one the status cannot use. */
static void
test_purchase_pays_and_refills_the_row (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;
  int coil = ADVANCED_CARD (TEM_KIND_LIGHTNING_COIL);

  test_tem_known_game (&game, 2, ANA);
  game.players[ANA].energy = 5;
  game.players[ANA].credits = 5;
  test_tem_give_turn (&game, ANA);

  tem_action_init_purchase (&action, ANA, coil, -1);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A2");   /* no Purchase card */
  test_tem_move (&game, ANA, TEM_PROGRAM_PURCHASE, TEM_DIRECTION_EAST, NULL);

  /* Which card came up to refill the row? */
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, "R-A2");
  action.purchase.refill_kind = TEM_KIND_WARHAMMER;   /* already in the row */
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, "R-A2");
  action.purchase.refill_kind = TEM_KIND_WARHAMMER + 5;
  test_apply_action_ok (&game, &action, &events);
  /* A Pilot may buy what only Power Armor can equip (R-A3). */
  g_assert_cmpint (game.weapons[coil].owner, ==, ANA);
  g_assert_false (game.weapons[coil].equipped);
  g_assert_cmpint (game.players[ANA].energy, ==, 3);
  g_assert_cmpint (game.players[ANA].credits, ==, 3);
  g_assert_cmpint (game.weapons[ADVANCED_CARD (TEM_KIND_WARHAMMER + 5)].place, ==, TEM_PLACE_ROW);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_ROW_REFILLED));

  /* Only one weapon per action. */
  tem_action_init_purchase (&action, ANA, ADVANCED_CARD (TEM_KIND_WARHAMMER), TEM_KIND_WARHAMMER + 6);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A2");

  /* R-A3, between turns: a second Energy Sword is refused; another basic
   * is fine. */
  game.phase = TEM_PHASE_PROGRAM;
  game.turn.seat = TEM_NOBODY;
  tem_action_init_purchase (&action, ANA, BASIC_CARD (TEM_KIND_ENERGY_SWORD, 2), -1);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A3");
  tem_action_init_purchase (&action, ANA, BASIC_CARD (TEM_KIND_PULSE_PISTOL, 2), -1);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_cmpuint (tem_game_count_weapons (&game, ANA), ==, 3);

  /* Too poor. */
  game.players[ANA].credits = 0;
  tem_action_init_purchase (&action, ANA, BASIC_CARD (TEM_KIND_RIOT_SHIELD, 2), -1);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A2");

  /* The deck empty, the row is not refilled. */
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game.weapons[card].place == TEM_PLACE_DECK)
      {
        game.weapons[card].place = TEM_PLACE_OWNED;
        game.weapons[card].owner = BEN;
      }
  game.players[ANA].credits = 9;
  game.players[ANA].energy = 9;
  tem_action_init_purchase (&action, ANA, ADVANCED_CARD (TEM_KIND_WARHAMMER), TEM_KIND_WARHAMMER + 6);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A2");
  action.purchase.refill_kind = -1;
  test_apply_action_ok (&game, &action, NULL);
}

/* R-A4: slots by status, at least one weapon equipped, never during a
 * combat. R-C11: weapons are never lost. */
static void
test_equipping_respects_slots_and_timing (void)
{
  TemGame game;
  TemAction action;
  int sword = BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0);
  int pistol = BASIC_CARD (TEM_KIND_PULSE_PISTOL, 1);
  int launcher = BASIC_CARD (TEM_KIND_GRENADE_LAUNCHER, 1);
  int coil = ADVANCED_CARD (TEM_KIND_LIGHTNING_COIL);
  int hammer = ADVANCED_CARD (TEM_KIND_WARHAMMER);

  test_tem_known_game (&game, 2, ANA);
  for (guint i = 0; i < 4; i++)
    {
      int card = (int[]) { pistol, launcher, coil, hammer }[i];

      game.weapons[card].place = TEM_PLACE_OWNED;
      game.weapons[card].owner = ANA;
    }

  tem_action_init_equip (&action, ANA, pistol, TRUE);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_equip (&action, ANA, launcher, TRUE);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A4");   /* 2 hands */
  tem_action_init_equip (&action, ANA, coil, TRUE);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A4");   /* a Pilot: basics only */

  tem_action_init_equip (&action, ANA, sword, FALSE);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_equip (&action, ANA, pistol, FALSE);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A4");   /* the last one */

  /* Power Armor: 2 basic + 2 advanced. */
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 9;
  tem_action_init_equip (&action, ANA, coil, TRUE);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_equip (&action, ANA, hammer, TRUE);
  test_apply_action_ok (&game, &action, NULL);

  /* Someone else's turn: not now. */
  test_tem_give_turn (&game, BEN);
  tem_action_init_equip (&action, ANA, launcher, TRUE);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A4");

  /* Never during a combat. */
  test_tem_give_turn (&game, ANA);
  game.players[BEN].cell = C10;
  test_tem_move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, NULL);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A4");

  /* R-C11: the Mighty Mech holds only advanced weapons; the basics go to
   * the stockpile, still owned. */
  game.combat.active = FALSE;
  game.players[ANA].status = TEM_STATUS_MIGHTY_MECH;
  game.players[ANA].health = 11;
  game.mech_controller = ANA;
  game.mech_cell = game.players[ANA].cell;
  tem_action_init_correct (&action, ANA, TEM_FIELD_STATUS, TEM_STATUS_PILOT);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_false (game.weapons[coil].equipped);
  g_assert_cmpint (game.weapons[coil].owner, ==, ANA);
  g_assert_cmpuint (tem_game_count_weapons (&game, ANA), ==, 5);
}

/* R-M1 ("then its action may be done": optional): ending the turn with the action
 * of the card played still undone is allowed, and the history and the
 * toast say it was skipped ("Ana skips Collect"), not a bare "ends the
 * turn" that reads as done; once done, or after a jump that has no
 * action, the plain words. */
static void
test_ending_the_turn_says_a_skipped_action (void)
{
  TemGame game;
  TemAction action, collect;
  g_autofree char *skipped = NULL;
  g_autofree char *done = NULL;

  test_tem_known_game (&game, 2, ANA);
  test_tem_give_turn (&game, ANA);
  test_tem_move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, NULL);
  tem_action_init_end_turn (&action, ANA);
  skipped = tem_game_describe_action (&game, &action);
  g_assert_cmpstr (skipped, ==, "Ana skips Collect and ends the turn");

  tem_action_init_collect (&collect, ANA);
  test_apply_action_ok (&game, &collect, NULL);
  done = tem_game_describe_action (&game, &action);
  g_assert_cmpstr (done, ==, "Ana ends the turn");
  test_apply_action_ok (&game, &action, NULL);
}

/* R-A5: a mine costs credits equal to the zone's value; R-A6: a turret,
 * energy; when all are out one moves, still paid. R-A7, I-1: one token per
 * zone, none where the empty Mighty Mech stands. */
static void
test_deploying_mines_and_turrets (void)
{
  TemGame game;
  TemAction action;

  test_tem_known_game (&game, 2, ANA);
  test_tem_give_turn (&game, ANA);
  test_tem_move (&game, ANA, TEM_PROGRAM_DEPLOY_MINE, TEM_DIRECTION_WEST, NULL);   /* C10, value 2 */
  game.players[ANA].credits = 1;
  tem_action_init_deploy (&action, ANA, TRUE, TEM_NO_CELL);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A5");
  game.players[ANA].credits = 3;
  test_apply_action_ok (&game, &action, NULL);
  g_assert_cmpint (game.players[ANA].credits, ==, 1);
  g_assert_cmpuint (tem_player_count_deployed (&game.players[ANA], TRUE), ==, 2);

  /* R-A6 and R-A7, Ben's turn, Ana gone home and her mine lifted. */
  test_tem_end_turn (&game, ANA);
  game.players[ANA].cell = B_EAST;
  game.players[ANA].mines[1] = TEM_NO_CELL;
  game.players[BEN].cell = C16;
  test_tem_move (&game, BEN, TEM_PROGRAM_DEPLOY_TURRET, TEM_DIRECTION_NORTH, NULL);   /* MECH */
  tem_action_init_deploy (&action, BEN, FALSE, TEM_NO_CELL);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A7");        /* I-1 */
  game.turn.card = TEM_PROGRAM_NONE;
  game.players[BEN].cell = C17;
  test_tem_move (&game, BEN, TEM_PROGRAM_DEPLOY_TURRET, TEM_DIRECTION_NORTH, NULL);   /* C10 */
  game.players[ANA].turrets[0] = C10;
  game.players[BEN].energy = 1;
  /* Whose token, where (walk 8 saw only the general rule). */
  test_apply_refused_saying (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A7", "Ana's turret is already in zone");
  game.players[ANA].turrets[0] = TEM_NO_CELL;
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A6");
  game.players[BEN].energy = 5;

  /* All three turrets out: one moves here, still paid. */
  game.players[BEN].turrets[0] = C0;
  game.players[BEN].turrets[1] = C1;
  game.players[BEN].turrets[2] = C2;
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, "R-A6");
  action.deploy.from_cell = C1;
  test_apply_action_ok (&game, &action, NULL);
  g_assert_cmpint (game.players[BEN].turrets[1], ==, C10);
  g_assert_cmpint (game.players[BEN].energy, ==, 3);
}

/* R-A10: an enemy mine goes off before the combat; a turret fires after
 * it, at the pilot who entered, only if its owner retreated or was KO'd. */
static void
test_mine_before_combat_turret_after (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  test_tem_known_game (&game, 2, ANA);
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 9;
  game.players[BEN].cell = C10;
  game.players[BEN].mines[1] = C10;
  test_tem_give_turn (&game, ANA);
  tem_action_init_move (&action, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST);
  action.move.mine_number = 4;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[ANA].health, ==, 9 - 6);
  g_assert_true (game.combat.active);

  /* Now a turret: Ben's turret waits; Ana KOs Ben, then it fires at her. */
  test_tem_known_game (&game, 2, ANA);
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 9;
  game.players[BEN].cell = C10;
  game.players[BEN].health = 2;
  game.players[BEN].turrets[0] = C10;
  test_tem_give_turn (&game, ANA);
  test_tem_move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, &events);
  g_assert_false (mc_rule_events_has (&events, TEM_EVENT_TURRET_FIRED));
  tem_action_init_attack (&action, ANA, BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0), 0);
  test_apply_action_ok (&game, &action, &events);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_KNOCKED_OUT));
  /* A turret fires (R-A9), told as a turret, not a mine. */
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_TURRET_FIRED));
  g_assert_false (mc_rule_events_has (&events, TEM_EVENT_TRAP));
  {
    g_autofree char *told = tem_narration_tell (&game, &events);

    g_assert_nonnull (strstr (told, "damage from Ben's turret."));
  }
  g_assert_cmpint (game.players[ANA].health, ==, 9 - 2);
  g_assert_false (game.combat.active);
}

/* R-A11: a Power Up is a Heal or an Upgrade, never both. */
static void
test_power_up_is_heal_or_upgrade_not_both (void)
{
  TemGame game;
  TemAction action;

  test_tem_known_game (&game, 2, ANA);
  game.players[ANA].health = 2;
  game.players[ANA].credits = 9;
  test_tem_give_turn (&game, ANA);
  tem_action_init_heal (&action, ANA, 1);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-M1");   /* no card played yet */
  /* Walk 21: after another card, told as the Power Up card's rule. */
  test_tem_move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_EAST, NULL);
  test_apply_refused_saying (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A11",
                             "Ana played Collect: only the Power Up card heals or upgrades.");
  tem_action_init_upgrade (&action, ANA);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A11");
  /* At full health, that first: no card would let her heal. */
  game.players[ANA].health = tem_player_get_health_top (&game.players[ANA]);
  tem_action_init_heal (&action, ANA, 1);
  test_apply_refused_saying (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A12", "Ana is already at full health (5).");
  game.players[ANA].health = 2;
  test_tem_give_turn (&game, ANA);
  test_tem_move (&game, ANA, TEM_PROGRAM_POWER_UP, TEM_DIRECTION_EAST, NULL);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_upgrade (&action, ANA);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A11");
}

/* Ana in Power Armor with @health, her Warhammer owned if @hammer, moves
 * west from C10 into the empty Mech's zone. */
static void
ana_into_the_mech_zone (TemGame *game,
                        int      health,
                        gboolean hammer)
{
  test_tem_known_game (game, 2, ANA);
  game->players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game->players[ANA].health = health;
  game->players[ANA].cell = C10;
  if (hammer)
    {
      game->weapons[ADVANCED_CARD (TEM_KIND_WARHAMMER)].place = TEM_PLACE_OWNED;
      game->weapons[ADVANCED_CARD (TEM_KIND_WARHAMMER)].owner = ANA;
    }
  test_tem_give_turn (game, ANA);
  test_tem_move (game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, NULL);
}

/* R-MM1: Power Armor at full health entering the empty Mech's zone may
 * take it: +2 VP, a side, health 11, advanced weapons only. */
static void
test_taking_the_mighty_mech (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  ana_into_the_mech_zone (&game, 8, FALSE);
  tem_action_init_take_mech (&action, ANA, TEM_MECH_SIDE_TROY);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-MM1");   /* not at full health */

  /* R-A4: at full health but with only her basic Energy Sword: the Mech
   * equips advanced weapons only and one is always equipped. */
  ana_into_the_mech_zone (&game, 9, FALSE);
  g_assert_true (game.turn.mech_open);
  tem_action_init_take_mech (&action, ANA, TEM_MECH_SIDE_TROY);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A4");
  g_assert_cmpint (game.mech_controller, ==, TEM_NOBODY);

  ana_into_the_mech_zone (&game, 9, TRUE);
  tem_action_init_take_mech (&action, ANA, TEM_MECH_SIDE_NONE);
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, "R-MM1");
  action.take_mech.side = TEM_MECH_SIDE_SPARTA;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[ANA].status, ==, TEM_STATUS_MIGHTY_MECH);
  g_assert_cmpint (game.players[ANA].health, ==, 11);
  g_assert_cmpint (game.mech_controller, ==, ANA);
  g_assert_cmpint (game.mech_side, ==, TEM_MECH_SIDE_SPARTA);
  g_assert_cmpint (test_tem_scored (&events, ANA, TEM_SCORE_MECH_ENTRY), ==, 2);
  /* The sword is a basic: to the stockpile; the Warhammer takes its place. */
  g_assert_false (game.weapons[BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0)].equipped);
  g_assert_true (game.weapons[ADVANCED_CARD (TEM_KIND_WARHAMMER)].equipped);
  /* R-MM2: no Power Up in the Mech. */
  game.turn.card = TEM_PROGRAM_POWER_UP;
  game.turn.action_open = TRUE;
  game.players[ANA].health = 5;
  tem_action_init_heal (&action, ANA, 1);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A12");
  tem_action_init_upgrade (&action, ANA);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-A13");

  /* Taken meanwhile (the table corrected Ben into it): Ana's way in is
   * closed, one Mighty Mech, one controller. */
  ana_into_the_mech_zone (&game, 9, FALSE);
  g_assert_true (game.turn.mech_open);
  tem_action_init_correct (&action, BEN, TEM_FIELD_STATUS, TEM_STATUS_MIGHTY_MECH);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_take_mech (&action, ANA, TEM_MECH_SIDE_TROY);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-MM1");
  g_assert_cmpint (game.mech_controller, ==, BEN);
}

/* A small duel: Ana (Power Armor, Energy Sword) against Ben in the Mech
 * on C10, Ana attacking. */
static void
duel (TemGame *game,
      int      ben_health)
{
  test_tem_known_game (game, 2, ANA);
  game->players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game->players[ANA].health = 9;
  game->players[BEN].cell = C10;
  game->players[BEN].status = TEM_STATUS_MIGHTY_MECH;
  game->players[BEN].health = ben_health;
  game->mech_controller = BEN;
  game->mech_cell = C10;
  game->mech_side = TEM_MECH_SIDE_TROY;
  game->weapons[BASIC_CARD (TEM_KIND_PULSE_PISTOL, 0)].equipped = FALSE;
  test_tem_equip_card (game, BEN, ADVANCED_CARD (TEM_KIND_WARHAMMER));
  test_tem_give_turn (game, ANA);
  test_tem_move (game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, NULL);
}

/* R-MM3: KO'd in the Mech in combat: "That player now may take control of
 * the Mighty Mech", even as a Pilot, at full health, for 2 VP; the loser
 * becomes a Pilot nearby. Setup step 6: "Whenever a player enters the
 * Mighty Mech, they choose which side"; so the taker chooses it too. */
static void
test_the_mech_passes_to_whoever_knocks_its_pilot_out (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;
  g_autoptr(GError) error = NULL;

  duel (&game, 2);
  game.players[ANA].status = TEM_STATUS_PILOT;      /* even a Pilot */
  game.players[ANA].health = 5;
  tem_action_init_attack (&action, ANA, BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0), 0);
  action.attack.choice_cell = C17;

  /* "May": asked, and nothing changes until answered. */
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, "R-MM3");
  {
    TemGame copy = game;

    g_assert_false (tem_game_apply (&copy, &action, NULL, &error));
    g_assert_cmpint (tem_need_from_error (error)->kind, ==, TEM_NEED_MECH_AFTER_KO);
    g_assert_cmpint (tem_need_from_error (error)->seat, ==, ANA);
  }

  /* The Mech showed Troy 3000; Ana takes it on its Sparta side. */
  action.attack.mech = TEM_MECH_TAKE_SPARTA;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.mech_controller, ==, ANA);
  g_assert_cmpint (game.players[ANA].status, ==, TEM_STATUS_MIGHTY_MECH);
  g_assert_cmpint (game.players[ANA].health, ==, 11);
  g_assert_cmpint (game.mech_cell, ==, C10);
  g_assert_cmpint (game.mech_side, ==, TEM_MECH_SIDE_SPARTA);
  g_assert_cmpint (test_tem_scored (&events, ANA, TEM_SCORE_MECH_ENTRY), ==, 2);
  g_assert_cmpint (test_tem_scored (&events, ANA, TEM_SCORE_DAMAGE), ==, 2);
  g_assert_cmpint (test_tem_scored (&events, ANA, TEM_SCORE_KO), ==, 1);
  g_assert_cmpint (game.players[BEN].status, ==, TEM_STATUS_PILOT);
  g_assert_cmpint (game.players[BEN].health, ==, 6);
  /* Closest non-hostile zones to C10: C3, the Mech zone and C17 tie;
   * Ana's base holds her mine. The players chose C17. */
  g_assert_cmpint (game.players[BEN].cell, ==, C17);
  g_assert_true (game.players[BEN].ad_hoc);
  g_assert_false (game.combat.active);

  /* Ana leaves it: the Mech stays in the zone, uncontrolled; no 2 VP. */
  duel (&game, 2);
  game.players[ANA].status = TEM_STATUS_PILOT;
  game.players[ANA].health = 5;
  tem_action_init_attack (&action, ANA, BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0), 0);
  action.attack.choice_cell = C17;
  action.attack.mech = TEM_MECH_TAKE_DECLINE;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.mech_controller, ==, TEM_NOBODY);
  g_assert_cmpint (game.mech_side, ==, TEM_MECH_SIDE_NONE);
  g_assert_cmpint (game.mech_cell, ==, C10);
  g_assert_cmpint (game.players[ANA].status, ==, TEM_STATUS_PILOT);
  g_assert_cmpint (game.players[ANA].health, ==, 5);
  g_assert_cmpint (test_tem_scored (&events, ANA, TEM_SCORE_MECH_ENTRY), ==, 0);
  g_assert_cmpint (test_tem_scored (&events, ANA, TEM_SCORE_KO), ==, 1);

  /* Older journals (no choice recorded) took it as it showed. */
  duel (&game, 2);
  game.players[ANA].status = TEM_STATUS_PILOT;
  game.players[ANA].health = 5;
  tem_action_init_attack (&action, ANA, BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0), 0);
  action.attack.choice_cell = C17;
  action.attack.mech = TEM_MECH_TAKE_KEEP_SIDE;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.mech_controller, ==, ANA);
  g_assert_cmpint (game.mech_side, ==, TEM_MECH_SIDE_TROY);
}

/* R-MM4: KO'd in the Mech by a mine, the Mech stays there, empty. */
static void
test_a_trap_leaves_the_mech_empty_where_it_stood (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  test_tem_known_game (&game, 2, ANA);
  game.players[ANA].status = TEM_STATUS_MIGHTY_MECH;
  game.players[ANA].health = 3;
  game.mech_controller = ANA;
  game.mech_cell = B_EAST;
  game.mech_side = TEM_MECH_SIDE_SPARTA;
  game.players[BEN].mines[1] = C10;
  test_tem_give_turn (&game, ANA);
  tem_action_init_move (&action, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST);
  action.move.mine_number = 1;
  action.move.choice_cell = C3;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.mech_controller, ==, TEM_NOBODY);
  g_assert_cmpint (game.mech_cell, ==, C10);
  g_assert_cmpint (game.players[ANA].status, ==, TEM_STATUS_PILOT);
  g_assert_cmpint (game.players[ANA].cell, ==, C3);
  g_assert_cmpint (test_tem_scored (&events, BEN, TEM_SCORE_TRAP_KO), ==, 1);
}

/* Walk 21 (es): Ana's status corrected to the Mighty Mech from her
 * panel's menu was told as a move to make, "On the table: Ana takes the
 * Mighty Mech". A correction is told as one. */
static void
test_a_corrected_mech_is_told_as_a_correction (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  test_tem_known_game (&game, 2, ANA);
  tem_action_init_correct (&action, ANA, TEM_FIELD_STATUS, TEM_STATUS_MIGHTY_MECH);
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.mech_controller, ==, ANA);
  {
    g_autofree char *told = tem_narration_tell (&game, &events);

    g_assert_cmpstr (told, ==, "Corrected: Ana is in the Mighty Mech, as on the table (a correction, not a move).");
  }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/rules/actions/a-corrected-mech-is-told-as-a-correction",
                   test_a_corrected_mech_is_told_as_a_correction);
  g_test_add_func ("/rules/actions/collect-counts-each-controlled-zone-once",
                   test_collect_counts_each_controlled_zone_once);
  g_test_add_func ("/rules/actions/purchase-pays-and-refills-the-row",
                   test_purchase_pays_and_refills_the_row);
  g_test_add_func ("/rules/actions/equipping-respects-slots-and-timing",
                   test_equipping_respects_slots_and_timing);
  g_test_add_func ("/rules/actions/deploying-mines-and-turrets", test_deploying_mines_and_turrets);
  g_test_add_func ("/rules/actions/ending-the-turn-says-a-skipped-action", test_ending_the_turn_says_a_skipped_action);
  g_test_add_func ("/rules/actions/mine-before-combat-turret-after",
                   test_mine_before_combat_turret_after);
  g_test_add_func ("/rules/actions/power-up-is-heal-or-upgrade-not-both",
                   test_power_up_is_heal_or_upgrade_not_both);
  g_test_add_func ("/rules/mech/taking-the-mighty-mech", test_taking_the_mighty_mech);
  g_test_add_func ("/rules/mech/passes-to-whoever-knocks-its-pilot-out",
                   test_the_mech_passes_to_whoever_knocks_its_pilot_out);
  g_test_add_func ("/rules/mech/a-trap-leaves-it-empty-where-it-stood",
                   test_a_trap_leaves_the_mech_empty_where_it_stood);

  return g_test_run ();
}
