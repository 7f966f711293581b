/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The multiplayer game rule by rule: combat, KOs and Ad Hoc mode. Each test names the
 * rule IDs of shared/rules/checklist.md it checks. */
#include "config.h"

#include <string.h>

#include "rules/mc-rule-error.h"
#include "mechs/tem-game.h"
#include "mechs/tem-need.h"
#include "mechs/tem-game-private.h"
#include "mechs/tem-scoring.h"
#include "mechs/tem-narration.h"

#include "test-game-util.h"
#include "test-util.h"

/* R-C5, R-C6: "they may immediately unleash a more powerful attack": the
 * first line stays a choice when a weapon counters; a Power Attack that is
 * not allowed is refused. */
static void
test_a_power_attack_is_a_choice (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;
  int sword = BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0);
  int pistol = BASIC_CARD (TEM_KIND_PULSE_PISTOL, 0);

  test_tem_known_game (&game, 2, ANA);
  test_tem_equip_card (&game, ANA, BASIC_CARD (TEM_KIND_GRENADE_LAUNCHER, 0));   /* so she need not retreat */
  test_tem_enter_bens_zone (&game, NULL);

  /* Nothing to counter yet: the Power Attack is refused. */
  tem_action_init_attack (&action, ANA, sword, 0);
  action.attack.line = TEM_ATTACK_LINE_POWER;
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-C5");
  action.attack.line = TEM_ATTACK_LINE_FIRST;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[BEN].health, ==, 4);          /* the sword's first line, 2 */

  /* Ranged counters Melee: Ben may deal the pistol's Power Attack (3) but
   * chooses its first line (2). */
  tem_action_init_attack (&action, BEN, pistol, 0);
  action.attack.line = TEM_ATTACK_LINE_FIRST;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[ANA].health, ==, 3);
  g_assert_cmpint (mc_rule_events_find (&events, TEM_EVENT_ATTACKED, BEN)->detail, ==, FALSE);
  g_assert_cmpint (test_tem_scored (&events, BEN, TEM_SCORE_DAMAGE), ==, 2);
}

/* R-C6: "If there is an enemy there, Combat begins and you immediately
 * deal a Power Attack as your first attack" (Diagonal Jump, Double Jump):
 * no "may" here, unlike R-C5, so the first line is refused and the best
 * line deals the second. */
static void
test_a_jump_deals_a_power_attack_first (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;
  int sword = BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0);

  test_tem_known_game (&game, 2, ANA);
  game.players[BEN].cell = C17;
  test_tem_give_turn (&game, ANA);
  test_tem_move (&game, ANA, TEM_PROGRAM_DIAGONAL_JUMP, TEM_DIRECTION_SOUTH_WEST, &events);
  g_assert_true (game.combat.active);

  tem_action_init_attack (&action, ANA, sword, 0);
  action.attack.line = TEM_ATTACK_LINE_FIRST;
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-C6");
  g_assert_cmpint (game.players[BEN].health, ==, 6);

  action.attack.line = TEM_ATTACK_LINE_BEST;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[BEN].health, ==, 3);            /* the sword's second line, 3 */
  g_assert_cmpint (mc_rule_events_find (&events, TEM_EVENT_ATTACKED, ANA)->detail, ==, TRUE);
}

/* R-C2: alternate attacks, one weapon each; a used weapon is exhausted.
 * R-C3: 1 VP per damage, none beyond the remaining health. R-C5: countering
 * the type just used deals the Power Attack. */
static void
test_combat_alternates_and_exhausts_weapons (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;
  int sword = BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0);
  int launcher = BASIC_CARD (TEM_KIND_GRENADE_LAUNCHER, 0);
  int pistol = BASIC_CARD (TEM_KIND_PULSE_PISTOL, 0);

  test_tem_known_game (&game, 2, ANA);
  test_tem_equip_card (&game, ANA, launcher);
  test_tem_equip_card (&game, BEN, BASIC_CARD (TEM_KIND_RIOT_SHIELD, 0));
  test_tem_enter_bens_zone (&game, NULL);

  tem_action_init_attack (&action, BEN, pistol, 0);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-C2");   /* Ana first */
  tem_action_init_attack (&action, ANA, pistol, 0);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-C2");   /* not hers */

  tem_action_init_attack (&action, ANA, sword, 0);                       /* Melee, 2 */
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[BEN].health, ==, 4);
  g_assert_cmpint (test_tem_scored (&events, ANA, TEM_SCORE_DAMAGE), ==, 2);

  /* Ben answers with the Pulse Pistol: Ranged counters Melee, Power 3. */
  tem_action_init_attack (&action, BEN, pistol, 0);
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[ANA].health, ==, 2);
  g_assert_cmpint (mc_rule_events_find (&events, TEM_EVENT_ATTACKED, BEN)->detail, ==, TRUE);

  tem_action_init_attack (&action, ANA, sword, 0);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-C2");   /* exhausted */

  /* Area counters Ranged: Power Attack 4 against 4 health... */
  tem_action_init_attack (&action, ANA, launcher, 0);
  game.players[BEN].health = 3;
  test_apply_action_ok (&game, &action, &events);
  /* ...but only 3 health remained: 3 VP, not 4 (R-C3), and a KO (R-C8). */
  g_assert_cmpint (test_tem_scored (&events, ANA, TEM_SCORE_DAMAGE), ==, 3);
  g_assert_cmpint (test_tem_scored (&events, ANA, TEM_SCORE_KO), ==, 1);
}

/* R-C7: "When it is your turn to attack, if you have exhausted all of
 * your equipped Weapons and cannot attack, you must retreat." A pilot left
 * with no equipped weapon at all (a correction during the combat) is in
 * the same place: the retreat is the way on, never a stuck table. */
static void
test_no_weapon_left_retreats (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  test_tem_known_game (&game, 2, ANA);
  test_tem_enter_bens_zone (&game, NULL);
  g_assert_true (game.combat.active);
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game.weapons[card].owner == ANA)
      game.weapons[card].equipped = FALSE;

  /* Ana still has a weapon equipped? No: naming one is refused... */
  tem_action_init_attack (&action, ANA, BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0), 0);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-C2");
  /* ...and the retreat goes through: Ben scores 1 VP, combat over. */
  tem_action_init_attack (&action, ANA, -1, 0);
  action.attack.choice_cell = TEM_NO_CELL;
  if (!tem_game_apply (&game, &action, &events, NULL))
    {
      /* Tied closest zones: the players choose; the first will do. */
      TemGame copy = game;
      g_autoptr(GError) error = NULL;

      g_assert_false (tem_game_apply (&copy, &action, NULL, &error));
      g_assert_cmpint (tem_need_from_error (error)->kind, ==, TEM_NEED_CELL);
      for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
        if (tem_need_from_error (error)->cells & (G_GUINT64_CONSTANT (1) << cell))
          {
            action.attack.choice_cell = cell;
            break;
          }
      test_apply_action_ok (&game, &action, &events);
    }
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_RETREATED));
  g_assert_cmpint (test_tem_scored (&events, BEN, TEM_SCORE_RETREAT), ==, 1);
  g_assert_false (game.combat.active);
  g_assert_true (game.players[ANA].ad_hoc);
}

/* R-C5 as a table. */
static void
test_counters_go_round_area_ranged_melee (void)
{
  TemWeaponType t[] = { TEM_WEAPON_TYPE_AREA, TEM_WEAPON_TYPE_RANGED, TEM_WEAPON_TYPE_MELEE };

  g_assert_true (tem_weapon_type_counters (TEM_WEAPON_TYPE_AREA, TEM_WEAPON_TYPE_RANGED));
  g_assert_true (tem_weapon_type_counters (TEM_WEAPON_TYPE_RANGED, TEM_WEAPON_TYPE_MELEE));
  g_assert_true (tem_weapon_type_counters (TEM_WEAPON_TYPE_MELEE, TEM_WEAPON_TYPE_AREA));
  for (guint i = 0; i < 3; i++)
    {
      g_assert_false (tem_weapon_type_counters (t[i], t[i]));
      g_assert_false (tem_weapon_type_counters (t[i], TEM_WEAPON_TYPE_UNKNOWN));
      g_assert_false (tem_weapon_type_counters (t[(i + 1) % 3], t[i]));
    }
}

/* The rulebook's example (R-C4, R-C5): Maverick's Lightning Coil deals 0
 * and pays up to 3 energy for +1 damage each; Diamond's Warhammer counters
 * it with its Power Attack, 3 damage and +1 VP. */
static void
test_rulebook_example_lightning_coil_and_warhammer (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;
  int coil = ADVANCED_CARD (TEM_KIND_LIGHTNING_COIL);
  int hammer = ADVANCED_CARD (TEM_KIND_WARHAMMER);

  test_tem_known_game (&game, 2, ANA);                        /* Ana flies Maverick, Ben Diamond */
  game.players[ANA].status = game.players[BEN].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = game.players[BEN].health = 9;
  test_tem_equip_card (&game, ANA, coil);
  test_tem_equip_card (&game, BEN, hammer);
  game.players[ANA].energy = 4;
  test_tem_enter_bens_zone (&game, NULL);

  tem_action_init_attack (&action, ANA, coil, 4);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-C4");   /* up to 3 */
  action.attack.paid = 3;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[BEN].health, ==, 6);
  g_assert_cmpint (game.players[ANA].energy, ==, 1);
  g_assert_cmpint (test_tem_scored (&events, ANA, TEM_SCORE_DAMAGE), ==, 3);

  tem_action_init_attack (&action, BEN, hammer, 0);
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[ANA].health, ==, 6);
  g_assert_cmpint (test_tem_scored (&events, BEN, TEM_SCORE_DAMAGE), ==, 3);
  g_assert_cmpint (test_tem_scored (&events, BEN, TEM_SCORE_POWER_BONUS), ==, 1);

  /* Paying into a weapon without that ability is refused. */
  tem_action_init_attack (&action, ANA, BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0), 1);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-C4");
}

/* R-C4 with an ability the players entered from a card no public text
 * describes: its kind and number are card values like any other, asked
 * when an attack needs them. */
static void
test_an_entered_ability_is_applied (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;
  guint kind = TEM_KIND_WARHAMMER + 1;
  int card = ADVANCED_CARD (kind);
  GError *error = NULL;

  test_tem_known_game (&game, 2, ANA);
  tem_action_init_set_weapon (&action, kind, TEM_WEAPON_FIELD_ABILITY, TEM_ABILITY_UNKNOWN);
  test_apply_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  tem_action_init_set_weapon (&action, kind, TEM_WEAPON_FIELD_ABILITY_AMOUNT, TEM_ABILITY_AMOUNT_MAX + 1);
  test_apply_refused (&game, &action, MC_RULE_ERROR_OFF_TRACK, NULL);
  tem_action_init_set_weapon (&action, kind, TEM_WEAPON_FIELD_ABILITY, TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE);
  test_apply_action_ok (&game, &action, NULL);

  game.players[ANA].status = game.players[BEN].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = game.players[BEN].health = 9;
  test_tem_equip_card (&game, ANA, card);
  game.players[ANA].energy = 4;
  test_tem_enter_bens_zone (&game, NULL);

  /* The number is not entered yet: asked, nothing changed. */
  tem_action_init_attack (&action, ANA, card, 1);
  g_assert_false (tem_game_apply (&game, &action, NULL, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_UNKNOWN_VALUE);
  g_assert_cmpint (tem_need_from_error (error)->kind, ==, TEM_NEED_WEAPON_FIELD);
  g_assert_cmpint (tem_need_from_error (error)->field, ==, TEM_WEAPON_FIELD_ABILITY_AMOUNT);
  /* Whose card it is, for the question's heading (walk 9: a robot's
   * weapon was asked with no word of the robot). */
  g_assert_cmpint (tem_need_from_error (error)->seat, ==, ANA);
  g_clear_error (&error);

  tem_action_init_set_weapon (&action, kind, TEM_WEAPON_FIELD_ABILITY_AMOUNT, 2);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_attack (&action, ANA, card, 3);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-C4");   /* up to 2 */
  action.attack.paid = 2;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[BEN].health, ==, 9 - 1 - 2);
  g_assert_cmpint (game.players[ANA].energy, ==, 2);
  g_assert_cmpint (test_tem_scored (&events, ANA, TEM_SCORE_DAMAGE), ==, 3);
  /* The energy paid is told, before the damage (walk 13: a robot's
   * energy went from 2 to 0 without a word). */
  {
    g_autofree char *told = tem_narration_tell (&game, &events);
    const char *paid = strstr (told, "Ana pays 2 energy into ");

    g_test_message ("%s", told);
    g_assert_nonnull (paid);
    g_assert_true (paid < strstr (told, "attacks: 3 damage."));
  }
}

/* R-C7: with every equipped weapon exhausted a pilot must retreat: the
 * enemy scores 1, the pilot goes to the closest non-hostile zone (their
 * choice among ties) and enters Ad Hoc mode (R-AH1). */
static void
test_out_of_weapons_means_retreat (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  test_tem_known_game (&game, 2, ANA);
  game.players[BEN].cell = C10;
  game.players[BEN].health = 6;
  test_tem_give_turn (&game, ANA);
  test_tem_move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, NULL);
  tem_action_init_attack (&action, ANA, BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0), 0);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_attack (&action, BEN, BASIC_CARD (TEM_KIND_PULSE_PISTOL, 0), 0);
  /* Ana has nothing left: she retreats; from C10, C3, her base, C17 and
   * the Mech zone tie: the players choose. */
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, NULL);
  {
    g_autoptr(GError) error = NULL;
    TemGame copy = game;
    const TemNeed *need;

    g_assert_false (tem_game_apply (&copy, &action, NULL, &error));
    need = tem_need_from_error (error);
    g_assert_cmpint (need->kind, ==, TEM_NEED_CELL);
    g_assert_cmpint (need->seat, ==, ANA);
    g_assert_true (need->cells & (G_GUINT64_CONSTANT (1) << C17));
    g_assert_true (need->cells & (G_GUINT64_CONSTANT (1) << C3));
    g_assert_false (need->cells & (G_GUINT64_CONSTANT (1) << C10));
    /* The question says why she moves: Ben's attack, then her retreat
     * and Ben's point, before where she may go. */
    g_assert_true (g_str_has_prefix (error->message, "Ben deals "));
    g_assert_nonnull (strstr (error->message, " damage. Ana has no unused equipped weapon left and retreats: the combat "
                                              "ends and Ben scores 1 VP. Choose where Ana goes"));
    /* The zones in the arena's order, row by row, as the app's list
     * offers them (walk 9: the sentence's order was another). */
    {
      const char *list = strstr (error->message, "not hostile: ");
      int last = -1;

      g_assert_nonnull (list);
      for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
        if (need->cells & (G_GUINT64_CONSTANT (1) << cell))
          {
            g_autofree char *name = tem_arena_describe_cell (cell);
            const char *at = strstr (list, name);

            g_assert_nonnull (at);
            g_assert_cmpint ((int) (at - list), >, last);
            last = (int) (at - list);
          }
    }
  }
  action.attack.choice_cell = C17;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (test_tem_scored (&events, BEN, TEM_SCORE_RETREAT), ==, 1);
  g_assert_cmpint (game.players[ANA].cell, ==, C17);
  g_assert_true (game.players[ANA].ad_hoc);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_RETREATED));
  g_assert_false (game.combat.active);
}

/* R-C7, R-C8 to R-C10: a retreat is not a KO. The pilot keeps their
 * status and health, moves to the closest non-hostile zone, and the log
 * says a retreat, never "now a Pilot" (rulebook: "Move to the closest
 * orthogonal Zone that is not hostile... Then the retreating player goes
 * into Ad Hoc Mode"; only a KO turns Power Armor back into a Pilot). */
static void
test_a_retreat_keeps_the_status (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;
  g_autofree char *told = NULL;

  test_tem_known_game (&game, 2, ANA);
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 7;
  game.players[BEN].cell = C10;
  game.players[BEN].health = 6;
  test_tem_give_turn (&game, ANA);
  test_tem_move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, NULL);
  tem_action_init_attack (&action, ANA, BASIC_CARD (TEM_KIND_ENERGY_SWORD, 0), 0);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_cmpint (game.players[ANA].health, ==, 7);
  /* Ben's attack leaves Ana with nothing left: she retreats to C17. */
  tem_action_init_attack (&action, BEN, BASIC_CARD (TEM_KIND_PULSE_PISTOL, 0), 0);
  action.attack.choice_cell = C17;
  test_apply_action_ok (&game, &action, &events);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_RETREATED));
  g_assert_false (mc_rule_events_has (&events, TEM_EVENT_KNOCKED_OUT));
  g_assert_false (mc_rule_events_has (&events, TEM_EVENT_RESPAWNED));
  g_assert_cmpint (game.players[ANA].status, ==, TEM_STATUS_POWER_ARMOR);
  g_assert_cmpint (game.players[ANA].cell, ==, C17);
  g_assert_true (game.players[ANA].ad_hoc);

  told = tem_narration_tell (&game, &events);
  g_assert_nonnull (strstr (told, "On the table: Ana retreats to"));
  g_assert_null (strstr (told, "now a Pilot"));
  g_assert_null (strstr (told, "now in Power Armor"));
}

/* R-C8, R-C9: KO'd as a Pilot: full health, resources raised to 2, back to
 * base, or next to it when the base is hostile. */
static void
test_a_knocked_out_pilot_goes_home (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  test_tem_known_game (&game, 2, ANA);
  game.players[ANA].cell = C3;
  game.players[ANA].health = 1;
  game.players[ANA].energy = 0;
  game.players[ANA].credits = 5;
  game.players[BEN].cell = C4;
  test_tem_give_turn (&game, BEN);
  test_tem_move (&game, BEN, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, NULL);
  tem_action_init_attack (&action, BEN, BASIC_CARD (TEM_KIND_PULSE_PISTOL, 0), 0);
  test_apply_action_ok (&game, &action, &events);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_KNOCKED_OUT));
  g_assert_cmpint (game.players[ANA].health, ==, 5);
  g_assert_cmpint (game.players[ANA].energy, ==, 2);
  g_assert_cmpint (game.players[ANA].credits, ==, 5);
  g_assert_cmpint (game.players[ANA].cell, ==, B_EAST);
  g_assert_true (game.players[ANA].ad_hoc);
  /* A Pilot before, a Pilot after: where she goes, not "now a Pilot"
   * (walk 17: "Ben, now a Pilot, goes to A2"; he was one). */
  {
    g_autofree char *told = tem_narration_tell (&game, &events);

    g_test_message ("%s", told);
    g_assert_null (strstr (told, "now a Pilot"));
    g_assert_nonnull (strstr (told, "On the table: Ana goes to "));
  }

  /* Her base hostile (Ben's turret on it): next to it instead. */
  test_tem_known_game (&game, 2, ANA);
  game.players[ANA].cell = C3;
  game.players[ANA].health = 1;
  game.players[ANA].mines[0] = TEM_NO_CELL;
  game.players[BEN].turrets[0] = B_EAST;
  game.players[BEN].cell = C2;
  game.players[BEN].mines[1] = C18;
  test_tem_give_turn (&game, BEN);
  test_tem_move (&game, BEN, TEM_PROGRAM_COLLECT, TEM_DIRECTION_EAST, NULL);
  tem_action_init_attack (&action, BEN, BASIC_CARD (TEM_KIND_PULSE_PISTOL, 0), 0);
  /* Around B_EAST: C4 and C10 tie (C18 holds Ben's mine). */
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, NULL);
  action.attack.choice_cell = C18;
  test_apply_refused (&game, &action, MC_RULE_ERROR_CHOICE_NEEDED, NULL);
  action.attack.choice_cell = C4;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[ANA].cell, ==, C4);
}

/* R-C10: KO'd in Power Armor: a Pilot again at full pilot health, in the
 * closest non-hostile zone, re-equipping. */
static void
test_knocked_out_of_power_armor (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;

  test_tem_known_game (&game, 2, ANA);
  game.players[ANA].status = TEM_STATUS_POWER_ARMOR;
  game.players[ANA].health = 2;
  game.players[ANA].cell = C16;
  test_tem_equip_card (&game, ANA, ADVANCED_CARD (TEM_KIND_WARHAMMER));
  game.players[BEN].cell = C15;
  test_tem_give_turn (&game, BEN);
  test_tem_move (&game, BEN, TEM_PROGRAM_COLLECT, TEM_DIRECTION_EAST, NULL);
  tem_action_init_attack (&action, BEN, BASIC_CARD (TEM_KIND_PULSE_PISTOL, 0), 0);
  action.attack.choice_cell = C17;
  test_apply_action_ok (&game, &action, &events);
  g_assert_cmpint (game.players[ANA].status, ==, TEM_STATUS_PILOT);
  g_assert_cmpint (game.players[ANA].health, ==, 5);
  g_assert_cmpint (game.players[ANA].cell, ==, C17);
  {
    g_autofree char *told = tem_narration_tell (&game, &events);

    g_assert_nonnull (strstr (told, "On the table: Ana, now a Pilot, goes to "));
  }
  g_assert_false (game.weapons[ADVANCED_CARD (TEM_KIND_WARHAMMER)].equipped);
  g_assert_true (game.players[ANA].reequip);
}

/* R-C12: hostile means an enemy pilot or an enemy token; closest returns
 * every tie so the player can choose. */
static void
test_hostile_zones_and_closest_ties (void)
{
  TemGame game;
  int out[TEM_ARENA_CELLS];
  guint n;

  test_tem_known_game (&game, 2, ANA);
  g_assert_true (tem_game_is_hostile (&game, ANA, B_WEST));     /* Ben and his mine */
  g_assert_false (tem_game_is_hostile (&game, ANA, B_EAST));    /* her own mine */
  game.players[BEN].turrets[0] = C16;
  g_assert_true (tem_game_is_hostile (&game, ANA, C16));
  g_assert_false (tem_game_is_hostile (&game, BEN, C16));

  n = tem_game_closest_safe (&game, ANA, MECH, out);
  g_assert_cmpuint (n, ==, 3);                                  /* C2, C8, C10: C16 is Ben's */
  game.players[BEN].turrets[1] = C2;
  game.players[BEN].turrets[2] = C8;
  game.players[BEN].mines[1] = C10;
  n = tem_game_closest_safe (&game, ANA, MECH, out);
  g_assert_cmpuint (n, ==, 5);          /* two steps away: C1, C3, B_EAST, C15, C17 */
}

/* R-AH1, R-AH2, R-AH3: in Ad Hoc mode any card, repeats allowed; no combat
 * started on the first Ad Hoc turn, though others may attack; it ends with
 * the round. */
static void
test_ad_hoc_mode (void)
{
  TemGame game;
  TemAction action;

  test_tem_known_game (&game, 2, ANA);
  test_tem_begin_execution (&game);
  tem_game_enter_ad_hoc (&game, ANA, NULL);
  game.players[BEN].cell = C10;
  tem_action_init_move (&action, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST);
  test_apply_refused (&game, &action, MC_RULE_ERROR_FORBIDDEN, "R-AH2");
  test_tem_move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_NORTH, NULL);
  test_tem_end_turn (&game, ANA);
  g_assert_false (game.players[ANA].ad_hoc_fresh);

  /* Ben may start a combat with her. */
  game.players[BEN].cell = C3;
  test_tem_move (&game, BEN, TEM_PROGRAM_COLLECT, TEM_DIRECTION_EAST, NULL);
  g_assert_true (game.combat.active);
  game.combat.active = FALSE;
  test_tem_end_turn (&game, BEN);

  /* The same card again, and now she may start one. */
  game.players[BEN].cell = C3;
  test_tem_move (&game, ANA, TEM_PROGRAM_COLLECT, TEM_DIRECTION_WEST, NULL);
  g_assert_true (game.combat.active);
  game.combat.active = FALSE;

  for (guint seat = 0; seat < 2; seat++)
    game.players[seat].cards_played = TEM_CARDS_PER_ROUND;
  game.phase = TEM_PHASE_ROUND_END;
  game.turn.seat = TEM_NOBODY;
  tem_action_init_end_round (&action, TRUE);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_false (game.players[ANA].ad_hoc);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/rules/combat/a-power-attack-is-a-choice", test_a_power_attack_is_a_choice);
  g_test_add_func ("/rules/combat/a-jump-deals-a-power-attack-first", test_a_jump_deals_a_power_attack_first);
  g_test_add_func ("/rules/combat/alternates-and-exhausts-weapons",
                   test_combat_alternates_and_exhausts_weapons);
  g_test_add_func ("/rules/combat/no-weapon-left-retreats", test_no_weapon_left_retreats);
  g_test_add_func ("/rules/combat/counters-go-round", test_counters_go_round_area_ranged_melee);
  g_test_add_func ("/rules/combat/rulebook-example-lightning-coil-and-warhammer",
                   test_rulebook_example_lightning_coil_and_warhammer);
  g_test_add_func ("/rules/combat/an-entered-ability-is-applied", test_an_entered_ability_is_applied);
  g_test_add_func ("/rules/combat/out-of-weapons-means-retreat", test_out_of_weapons_means_retreat);
  g_test_add_func ("/rules/combat/a-retreat-keeps-the-status", test_a_retreat_keeps_the_status);
  g_test_add_func ("/rules/combat/a-knocked-out-pilot-goes-home", test_a_knocked_out_pilot_goes_home);
  g_test_add_func ("/rules/combat/knocked-out-of-power-armor", test_knocked_out_of_power_armor);
  g_test_add_func ("/rules/combat/hostile-zones-and-closest-ties", test_hostile_zones_and_closest_ties);
  g_test_add_func ("/rules/ad-hoc/any-card-no-combat-first-ends-with-round", test_ad_hoc_mode);

  return g_test_run ();
}
