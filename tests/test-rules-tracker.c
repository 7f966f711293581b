/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The tracker's rules: setup, bounds of every track, heal and upgrade,
 * rounds, the starting player and the end of the game. */
#include "config.h"

#include <string.h>

#include <glib.h>

#include "rules/mc-rule-error.h"
#include "mechs/tem-game.h"
#include "mechs/tem-narration.h"

#include "test-solo-util.h"
#include "test-util.h"

/* R-S2, R-S6 */
static void
test_setup_starts_every_player_at_the_rulebook_values (void)
{
  TemGame game;
  TemEvents events;
  TemAction action;
  g_autoptr(GError) error = NULL;

  tem_game_init (&game);
  test_new_game_action (&action, 3, 1);
  g_assert_true (tem_game_apply (&game, &action, &events, &error));
  g_assert_no_error (error);

  g_assert_cmpuint (game.n_players, ==, 3);
  g_assert_cmpuint (game.round, ==, 1);
  g_assert_cmpuint (game.starting_player, ==, 1);
  g_assert_cmpint (game.mech_controller, ==, TEM_NOBODY);
  g_assert_false (game.over);
  for (guint i = 0; i < 3; i++)
    {
      const TemPlayer *player = tem_game_get_player (&game, i);

      g_assert_cmpint (player->status, ==, TEM_STATUS_PILOT);
      g_assert_cmpint (player->health, ==, player->pilot_health_top);
      g_assert_cmpint (player->energy, ==, 3);
      g_assert_cmpint (player->credits, ==, 3);
      g_assert_cmpint (player->score, ==, 0);
    }
  g_assert_cmpstr (game.players[0].name, ==, "Ana");
  g_assert_cmpint (game.players[2].pilot_health_top, ==, 7);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_GAME_STARTED));
  g_assert_true (tem_game_check_invariants (&game, NULL));
}

/* R-S1 */
static void
test_setup_refuses_fewer_than_two_or_more_than_four_players (void)
{
  guint counts[] = { 0, 1, 5, 200 };

  for (gsize i = 0; i < G_N_ELEMENTS (counts); i++)
    {
      TemGame game, before;
      TemAction action;
      g_autoptr(GError) error = NULL;

      tem_game_init (&game);
      before = game;
      test_new_game_action (&action, 4, 0);
      action.new_game.n_players = counts[i];
      g_assert_false (tem_game_apply (&game, &action, NULL, &error));
      g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_FORBIDDEN);
      g_assert_cmpstr (mc_rule_error_get_rule (error), ==, "R-S1");
      test_assert_words_first (error->message);
      g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
    }
}

static void
test_setup_refuses_bad_players (void)
{
  struct
  {
    const char *what;
    void (*spoil) (TemAction *action);
    int code;                   /* McRuleError, rules/mc-rule-error.h: malformed, or a value off its track */
  } cases[] = {
    { "same name", test_spoil_same_name, MC_RULE_ERROR_INVALID },
    { "same colour", test_spoil_same_colour, MC_RULE_ERROR_INVALID },
    { "blank name", test_spoil_blank_name, MC_RULE_ERROR_INVALID },
    { "pilot health 0", test_spoil_pilot_health, MC_RULE_ERROR_OFF_TRACK },
    { "resource top 3", test_spoil_resource_top, MC_RULE_ERROR_OFF_TRACK },
    { "starting player 4", test_spoil_starting_player, MC_RULE_ERROR_INVALID },
    { "not UTF-8", test_spoil_utf8, MC_RULE_ERROR_INVALID },
    { "no terminator", test_spoil_terminator, MC_RULE_ERROR_INVALID },
    { "colour 9", test_spoil_colour, MC_RULE_ERROR_INVALID },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TemGame game, before;
      TemAction action;
      g_autoptr(GError) error = NULL;

      g_test_message ("case: %s", cases[i].what);
      tem_game_init (&game);
      before = game;
      test_new_game_action (&action, 4, 0);
      cases[i].spoil (&action);
      g_assert_false (tem_game_apply (&game, &action, NULL, &error));
      g_assert_error (error, MC_RULE_ERROR, cases[i].code);
      g_assert_cmpstr (error->message, !=, "");
      g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
    }
}

static void
test_long_names_are_cut_at_a_character_boundary (void)
{
  TemAction action;
  g_autoptr(GString) name = g_string_new (NULL);

  for (int i = 0; i < 40; i++)
    g_string_append (name, "ż");

  test_new_game_action (&action, 2, 0);
  tem_action_set_player (&action, 0, name->str, TEM_COLOUR_RED, "Diament", 6);
  g_assert_true (g_utf8_validate (action.new_game.players[0].name, -1, NULL));
  g_assert_cmpuint (strlen (action.new_game.players[0].name), <, TEM_NAME_MAX);
  g_assert_cmpuint (strlen (action.new_game.players[0].name), >=, TEM_NAME_MAX - 2);
}

/* Every action but setup needs a game. */
static void
test_actions_need_a_game (void)
{
  TemGame game, before;
  TemAction action;
  g_autoptr(GError) error = NULL;

  tem_game_init (&game);
  before = game;
  tem_action_init_end_round (&action, TRUE);
  g_assert_false (tem_game_apply (&game, &action, NULL, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_NO_GAME);
  g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
}

/* Health is bounded by the current status: Pilot = the pilot's own top,
 * Power Armor 9, Mighty Mech 11. R-S2 */
static void
test_health_is_bounded_by_status (void)
{
  TemGame game;
  struct
  {
    TemStatus status;
    int       top;
  } tops[] = {
    { TEM_STATUS_PILOT, 5 },                        /* Ana's pilot card */
    { TEM_STATUS_POWER_ARMOR, TEM_POWER_ARMOR_HEALTH },
    { TEM_STATUS_MIGHTY_MECH, TEM_MIGHTY_MECH_HEALTH },
  };

  test_start_game (&game, 2, 0);
  g_assert_cmpint (TEM_POWER_ARMOR_HEALTH, ==, 9);
  g_assert_cmpint (TEM_MIGHTY_MECH_HEALTH, ==, 11);

  for (gsize i = 0; i < G_N_ELEMENTS (tops); i++)
    {
      TemGame before;
      g_autoptr(GError) error = NULL;

      if (game.players[0].status != tops[i].status)
        test_apply_ok (&game, 0, TEM_FIELD_STATUS, tops[i].status);

      if (game.players[0].health != tops[i].top)
        test_apply_ok (&game, 0, TEM_FIELD_HEALTH, tops[i].top);
      test_apply_ok (&game, 0, TEM_FIELD_HEALTH, 0);

      before = game;
      g_assert_false (test_apply (&game, 0, TEM_FIELD_HEALTH, tops[i].top + 1, &error));
      g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK);
      g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
      g_clear_error (&error);

      g_assert_false (test_apply (&game, 0, TEM_FIELD_HEALTH, -1, &error));
      g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK);
      g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
    }
}

/* Dropping to a status with a lower top moves the token down with it. */
static void
test_status_change_keeps_health_on_the_track (void)
{
  TemGame game;

  test_start_game (&game, 2, 0);
  test_apply_ok (&game, 0, TEM_FIELD_STATUS, TEM_STATUS_MIGHTY_MECH);
  g_assert_cmpint (game.mech_controller, ==, 0);
  test_apply_ok (&game, 0, TEM_FIELD_HEALTH, 11);
  test_apply_ok (&game, 0, TEM_FIELD_STATUS, TEM_STATUS_PILOT);
  g_assert_cmpint (game.players[0].health, ==, game.players[0].pilot_health_top);
  g_assert_cmpint (game.mech_controller, ==, TEM_NOBODY);
  g_assert_true (tem_game_check_invariants (&game, NULL));
}

/* R-MM1: one Mighty Mech, so one controller at a time. */
static void
test_only_one_player_controls_the_mighty_mech (void)
{
  TemGame game, before;
  g_autoptr(GError) error = NULL;

  test_start_game (&game, 3, 0);
  test_apply_ok (&game, 1, TEM_FIELD_STATUS, TEM_STATUS_MIGHTY_MECH);
  before = game;
  g_assert_false (test_apply (&game, 2, TEM_FIELD_STATUS, TEM_STATUS_MIGHTY_MECH, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_FORBIDDEN);
  g_assert_cmpstr (mc_rule_error_get_rule (error), ==, "R-MM1");
  test_assert_words_first (error->message);
  g_assert_nonnull (strstr (error->message, "Ben"));
  g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
}

/* Energy and credits share the resource track, from 0 to its top. */
static void
test_resources_stay_on_the_resource_track (void)
{
  TemField fields[] = { TEM_FIELD_ENERGY, TEM_FIELD_CREDITS };
  TemGame game;

  test_start_game (&game, 2, 0);
  g_assert_cmpint (game.resource_top, ==, 9);

  for (gsize i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      int bad[] = { -1, 10, 100, G_MININT, G_MAXINT };

      test_apply_ok (&game, 1, fields[i], 9);
      test_apply_ok (&game, 1, fields[i], 0);

      for (gsize j = 0; j < G_N_ELEMENTS (bad); j++)
        {
          TemGame before = game;
          g_autoptr(GError) error = NULL;

          g_assert_false (test_apply (&game, 1, fields[i], bad[j], &error));
          g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK);
          g_assert_nonnull (strstr (error->message, "Ben"));
          g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
        }
    }
}

/* R-SC4: the score goes past 40 (the token flips to "+40"). */
static void
test_score_goes_past_forty (void)
{
  TemGame game, before;
  g_autoptr(GError) error = NULL;

  test_start_game (&game, 2, 0);
  test_apply_ok (&game, 0, TEM_FIELD_SCORE, 40);
  test_apply_ok (&game, 0, TEM_FIELD_SCORE, 41);
  test_apply_ok (&game, 0, TEM_FIELD_SCORE, 87);
  g_assert_cmpint (game.players[0].score, ==, 87);

  before = game;
  g_assert_false (test_apply (&game, 0, TEM_FIELD_SCORE, -3, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK);
  g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
}

static void
test_correction_to_the_same_value_changes_nothing (void)
{
  TemGame game, before;
  g_autoptr(GError) error = NULL;

  test_start_game (&game, 2, 0);
  before = game;
  g_assert_false (test_apply (&game, 0, TEM_FIELD_ENERGY, 3, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID);
  g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
}

static void
test_correction_refuses_unknown_players_and_fields (void)
{
  TemGame game, before;
  g_autoptr(GError) error = NULL;

  test_start_game (&game, 2, 0);
  before = game;
  g_assert_false (test_apply (&game, 2, TEM_FIELD_ENERGY, 4, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (test_apply (&game, 0, (TemField) 99, 4, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (test_apply (&game, 0, TEM_FIELD_STATUS, 3, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID);
  g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
}

/* R-A12: 1 energy per 2 health, never above the top. */
static void
test_heal_pays_one_energy_per_two_health (void)
{
  TemGame game;
  TemEvents events;
  TemAction action;

  test_start_game (&game, 2, 0);                    /* Ana: pilot top 5 */
  test_apply_ok (&game, 0, TEM_FIELD_HEALTH, 1);
  tem_action_init_heal (&action, 0, 2);
  g_assert_true (tem_game_apply (&game, &action, &events, NULL));
  g_assert_cmpint (game.players[0].health, ==, 5);
  g_assert_cmpint (game.players[0].energy, ==, 1);
  g_assert_cmpuint (events.n_events, ==, 1);
  g_assert_cmpint (events.events[0].kind, ==, TEM_EVENT_HEALED);
  g_assert_cmpint (events.events[0].value, ==, 4);

  /* An odd gap: the last energy heals only up to the top. */
  test_apply_ok (&game, 0, TEM_FIELD_HEALTH, 4);
  tem_action_init_heal (&action, 0, 1);
  g_assert_true (tem_game_apply (&game, &action, &events, NULL));
  g_assert_cmpint (game.players[0].health, ==, 5);
  g_assert_cmpint (game.players[0].energy, ==, 0);
  g_assert_cmpint (events.events[0].value, ==, 1);
  g_assert_cmpint (events.events[0].detail, ==, 0);
}

/* R-A12: the book limits the track, not the payment: health "may not
 * advance past the highest space". Energy paid beyond that is recorded as
 * paid, and said to be wasted. */
static void
test_heal_overpaid_tops_the_track_and_wastes_energy (void)
{
  TemGame game;
  TemEvents events;
  TemAction action;
  g_autofree char *told = NULL;

  test_start_game (&game, 2, 0);                    /* Ana: pilot top 5 */
  test_apply_ok (&game, 0, TEM_FIELD_HEALTH, 4);
  tem_action_init_heal (&action, 0, 3);             /* 1 energy would do */
  g_assert_true (tem_game_apply (&game, &action, &events, NULL));
  g_assert_cmpint (game.players[0].health, ==, 5);
  g_assert_cmpint (game.players[0].energy, ==, 0);
  g_assert_cmpint (events.events[0].kind, ==, TEM_EVENT_HEALED);
  g_assert_cmpint (events.events[0].value, ==, 1);
  g_assert_cmpint (events.events[0].detail, ==, 2);
  told = tem_narration_tell (&game, &events);
  g_assert_nonnull (strstr (told, "2 energy paid were wasted"));
}

/* R-A12 */
static void
test_heal_refusals_change_nothing (void)
{
  TemGame game;
  struct
  {
    const char *what;
    int         health, energy, pay;
    TemStatus   status;
  } cases[] = {
    { "full health", 9, 3, 1, TEM_STATUS_POWER_ARMOR },
    { "cannot pay", 2, 1, 2, TEM_STATUS_POWER_ARMOR },
    { "pays nothing", 2, 5, 0, TEM_STATUS_POWER_ARMOR },
    { "in the Mighty Mech", 3, 5, 1, TEM_STATUS_MIGHTY_MECH },   /* R-MM2 */
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TemGame before;
      TemAction action;
      g_autoptr(GError) error = NULL;

      g_test_message ("case: %s", cases[i].what);
      test_start_game (&game, 2, 0);
      test_apply_ok (&game, 0, TEM_FIELD_STATUS, cases[i].status);
      test_apply_ok (&game, 0, TEM_FIELD_HEALTH, cases[i].health);
      if (cases[i].energy != 3)
        test_apply_ok (&game, 0, TEM_FIELD_ENERGY, cases[i].energy);

      before = game;
      tem_action_init_heal (&action, 0, cases[i].pay);
      g_assert_false (tem_game_apply (&game, &action, NULL, &error));
      g_assert_nonnull (error);
      g_assert_cmpstr (mc_rule_error_get_rule (error), ==, "R-A12");
      test_assert_words_first (error->message);
      g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
    }
}

/* R-A13: a Pilot pays 5 credits to become Power Armor at health 9. */
static void
test_upgrade_costs_five_credits_and_sets_health_nine (void)
{
  TemGame game, before;
  TemAction action;
  TemEvents events;
  g_autoptr(GError) error = NULL;

  test_start_game (&game, 2, 0);
  before = game;
  tem_action_init_upgrade (&action, 0);
  g_assert_false (tem_game_apply (&game, &action, NULL, &error));
  g_assert_cmpstr (mc_rule_error_get_rule (error), ==, "R-A13");
  test_assert_words_first (error->message);
  g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
  g_clear_error (&error);

  test_apply_ok (&game, 0, TEM_FIELD_CREDITS, 7);
  test_apply_ok (&game, 0, TEM_FIELD_HEALTH, 2);
  g_assert_true (tem_game_apply (&game, &action, &events, NULL));
  g_assert_cmpint (game.players[0].status, ==, TEM_STATUS_POWER_ARMOR);
  g_assert_cmpint (game.players[0].health, ==, 9);
  g_assert_cmpint (game.players[0].credits, ==, 2);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_UPGRADED));

  /* Only a Pilot upgrades. */
  test_apply_ok (&game, 0, TEM_FIELD_CREDITS, 9);
  before = game;
  g_assert_false (tem_game_apply (&game, &action, NULL, &error));
  g_assert_cmpstr (mc_rule_error_get_rule (error), ==, "R-A13");
  test_assert_words_first (error->message);
  g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
}

/* R-RD4: the round advances and the starting token passes clockwise. */
static void
test_round_end_passes_the_starting_token_clockwise (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;
  guint expected[] = { 3, 0, 1, 2, 3 };

  test_start_game (&game, 4, 2);
  tem_action_init_end_round (&action, TRUE);

  for (guint round = 2; round <= 6; round++)
    {
      g_assert_true (tem_game_apply (&game, &action, &events, NULL));
      g_assert_cmpuint (game.round, ==, round);
      g_assert_cmpuint (game.starting_player, ==, expected[round - 2]);
      g_assert_true (mc_rule_events_has (&events, TEM_EVENT_ROUND_STARTED));
      g_assert_true (mc_rule_events_has (&events, TEM_EVENT_STARTING_PLAYER));
      /* R-RD1: rounds 2 and 4 are scoring rounds. */
      g_assert_cmpint (mc_rule_events_has (&events, TEM_EVENT_SCORING_ROUND), ==,
                       round - 1 == 2 || round - 1 == 4);
    }
}

/* R-RD1, R-RD5: six rounds, and the game ends after round 6's scoring. */
static void
test_game_ends_after_round_six (void)
{
  TemGame game, before;
  TemAction action;
  TemEvents events;
  g_autoptr(GError) error = NULL;

  test_start_game (&game, 2, 0);
  tem_action_init_end_round (&action, TRUE);
  for (int i = 0; i < 5; i++)
    g_assert_true (tem_game_apply (&game, &action, NULL, NULL));
  g_assert_cmpuint (game.round, ==, 6);
  g_assert_false (game.over);

  g_assert_true (tem_game_apply (&game, &action, &events, NULL));
  g_assert_true (game.over);
  g_assert_cmpuint (game.round, ==, 6);
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_SCORING_ROUND));
  g_assert_true (mc_rule_events_has (&events, TEM_EVENT_GAME_OVER));

  before = game;
  g_assert_false (tem_game_apply (&game, &action, NULL, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_GAME_OVER);
  g_assert_cmpstr (mc_rule_error_get_rule (error), ==, "R-RD5");
  test_assert_words_first (error->message);
  g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
  g_clear_error (&error);

  tem_action_init_heal (&action, 0, 1);
  g_assert_false (tem_game_apply (&game, &action, NULL, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_GAME_OVER);

  /* The table is the truth: correcting the round reopens the game. */
  test_apply_ok (&game, 0, TEM_FIELD_ROUND, 5);
  g_assert_false (game.over);
}

static void
test_round_and_starting_player_corrections_are_bounded (void)
{
  TemGame game, before;
  g_autoptr(GError) error = NULL;

  test_start_game (&game, 3, 0);
  test_apply_ok (&game, 0, TEM_FIELD_ROUND, 6);
  test_apply_ok (&game, 0, TEM_FIELD_STARTING_PLAYER, 2);
  before = game;
  g_assert_false (test_apply (&game, 0, TEM_FIELD_ROUND, 7, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK);
  g_clear_error (&error);
  g_assert_false (test_apply (&game, 0, TEM_FIELD_ROUND, 0, &error));
  g_clear_error (&error);
  g_assert_false (test_apply (&game, 0, TEM_FIELD_STARTING_PLAYER, 3, &error));
  g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
}

/* R-A2: a purchase from the row is told as it happens, the card bought
 * before the one that fills its gap; R-SO1: a solo game is told as one
 * against the Robot Pilots, not as a game "for 3 players". */
static void
test_purchases_and_solo_games_are_told_as_they_happen (void)
{
  TemGame game;
  TemAction action;
  TemEvents events;
  g_autofree char *told = NULL;
  g_autofree char *solo = NULL;
  const guint bought = TEM_N_BASIC_KINDS * TEM_BASIC_COPIES;      /* the first advanced card */
  const char *buys, *fills;

  test_start_game (&game, 2, 0);
  game.weapons[bought].place = TEM_PLACE_ROW;
  game.weapons[bought].slot = 0;
  game.weapon_stats[game.weapons[bought].kind].cost_energy = 1;
  game.weapon_stats[game.weapons[bought].kind].cost_credits = 1;
  tem_action_init_purchase (&action, 0, (int) bought, (int) game.weapons[bought + 1].kind);
  test_apply_action_ok (&game, &action, &events);
  told = tem_narration_tell (&game, &events);
  g_test_message ("%s", told);
  buys = strstr (told, "Ana buys");
  fills = strstr (told, "is drawn from the deck to refill the row");
  g_assert_nonnull (buys);
  g_assert_nonnull (fills);
  g_assert_true (buys < fills);

  tem_game_init (&game);
  tem_action_init_solo_game (&action, "Ana", TEM_COLOUR_RED, "Maverick", 5, "Robot A", "Robot B",
                             TEM_PROGRAM_COLLECT, 77);
  solo = tem_game_describe_action (&game, &action);
  g_assert_cmpstr (solo, ==, "New solo game against the Robot Pilots");
}

static void
test_descriptions_name_the_player_and_the_change (void)
{
  TemGame game;
  TemAction action;
  g_autofree char *health = NULL;
  g_autofree char *round = NULL;
  g_autofree char *last = NULL;

  test_start_game (&game, 2, 0);
  test_apply_ok (&game, 0, TEM_FIELD_STATUS, TEM_STATUS_POWER_ARMOR);
  test_apply_ok (&game, 0, TEM_FIELD_HEALTH, 7);

  tem_action_init_correct (&action, 0, TEM_FIELD_HEALTH, 4);
  health = tem_game_describe_action (&game, &action);
  g_assert_cmpstr (health, ==, "Ana health 7 → 4");

  tem_action_init_end_round (&action, TRUE);
  round = tem_game_describe_action (&game, &action);
  g_assert_cmpstr (round, ==, "Round 1 ends; round 2 begins, Ben starts");

  test_apply_ok (&game, 0, TEM_FIELD_ROUND, 6);
  last = tem_game_describe_action (&game, &action);
  /* Scored by hand: never called scored (R-SC1, I-A7). */
  g_assert_cmpstr (last, ==, "Round 6 ends unscored, points by hand: the game is over");
  g_clear_pointer (&last, g_free);
  tem_action_init_end_round (&action, FALSE);
  last = tem_game_describe_action (&game, &action);
  g_assert_cmpstr (last, ==, "Round 6 is scored: the game is over");
  g_clear_pointer (&last, g_free);
  test_apply_ok (&game, 0, TEM_FIELD_ROUND, 2);
  last = tem_game_describe_action (&game, &action);
  g_assert_cmpstr (last, ==, "Round 2 is scored; round 3 begins, Ben starts");
  g_clear_pointer (&last, g_free);
  tem_action_init_end_round (&action, TRUE);
  last = tem_game_describe_action (&game, &action);
  g_assert_cmpstr (last, ==, "Round 2 ends unscored, points by hand; round 3 begins, Ben starts");
}

/* R-S2, R-A12, R-C9, R-SO2: the top of a pilot card's health track is put right
 * during a game as any tracked value: within the tracks a pilot card can
 * print, told in the history, a Pilot's health brought down to a lower
 * top; a value off the track or unchanged is refused in words and
 * changes nothing; a Robot Pilot has no pilot card. */
static void
test_pilot_top_health_is_corrected_within_the_track (void)
{
  TemGame game, before;
  TemEvents events;
  TemAction action;
  g_autoptr(GError) error = NULL;
  g_autofree char *told = NULL;

  tem_game_init (&game);
  test_new_game_action (&action, 2, 0);
  g_assert_true (tem_game_apply (&game, &action, &events, NULL));
  g_assert_cmpint (game.players[0].status, ==, TEM_STATUS_PILOT);
  game.players[0].pilot_health_top = 8;
  game.players[0].health = 8;

  tem_action_init_correct (&action, 0, TEM_FIELD_PILOT_HEALTH_TOP, 10);
  told = tem_game_describe_action (&game, &action);
  g_assert_cmpstr (told, ==, "Ana's pilot health track 8 → 10");
  test_apply_ok (&game, 0, TEM_FIELD_PILOT_HEALTH_TOP, 10);
  g_assert_cmpint (game.players[0].pilot_health_top, ==, 10);
  g_assert_cmpint (tem_player_get_health_top (&game.players[0]), ==, 10);
  g_assert_cmpint (game.players[0].health, ==, 8);      /* a higher top heals nothing */

  /* Lower than the token: the token comes down to the new top. */
  test_apply_ok (&game, 0, TEM_FIELD_PILOT_HEALTH_TOP, 6);
  g_assert_cmpint (game.players[0].health, ==, 6);

  /* Off the track, either end, or the same: refused, nothing changed. */
  before = game;
  g_assert_false (test_apply (&game, 0, TEM_FIELD_PILOT_HEALTH_TOP, TEM_PILOT_HEALTH_TOP_MAX + 1, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK);
  g_assert_nonnull (strstr (error->message, "pilot health track must top out between 1 and 15, not 16"));
  g_clear_error (&error);
  g_assert_false (test_apply (&game, 0, TEM_FIELD_PILOT_HEALTH_TOP, 0, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK);
  g_clear_error (&error);
  g_assert_false (test_apply (&game, 0, TEM_FIELD_PILOT_HEALTH_TOP, 6, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "already tops out at 6"));
  g_clear_error (&error);
  g_assert_true (memcmp (&before, &game, sizeof game) == 0);

  /* In Power Armor the pilot card is face down: its top changes, the
   * health on the Power Armor track does not. */
  test_apply_ok (&game, 0, TEM_FIELD_STATUS, TEM_STATUS_POWER_ARMOR);
  test_apply_ok (&game, 0, TEM_FIELD_HEALTH, 9);
  test_apply_ok (&game, 0, TEM_FIELD_PILOT_HEALTH_TOP, 5);
  g_assert_cmpint (game.players[0].health, ==, 9);

  /* R-SO2: a Robot Pilot has no pilot card. */
  test_solo_game (&game);
  g_assert_true (game.players[1].robot);
  before = game;
  g_assert_false (test_apply (&game, 1, TEM_FIELD_PILOT_HEALTH_TOP, 7, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_FORBIDDEN);
  g_assert_cmpstr (mc_rule_error_get_rule (error), ==, "R-SO2");
  g_assert_true (memcmp (&before, &game, sizeof game) == 0);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/rules/heal/overpaid-tops-the-track-and-wastes-energy",
                   test_heal_overpaid_tops_the_track_and_wastes_energy);
  g_test_add_func ("/rules/setup/every-player-starts-at-the-rulebook-values", test_setup_starts_every_player_at_the_rulebook_values);
  g_test_add_func ("/rules/setup/refuses-fewer-than-two-or-more-than-four-players", test_setup_refuses_fewer_than_two_or_more_than_four_players);
  g_test_add_func ("/rules/setup/refuses-bad-players", test_setup_refuses_bad_players);
  g_test_add_func ("/rules/setup/long-names-are-cut-at-a-character-boundary", test_long_names_are_cut_at_a_character_boundary);
  g_test_add_func ("/rules/actions-need-a-game", test_actions_need_a_game);
  g_test_add_func ("/rules/tracks/health-is-bounded-by-status", test_health_is_bounded_by_status);
  g_test_add_func ("/rules/tracks/status-change-keeps-health-on-the-track", test_status_change_keeps_health_on_the_track);
  g_test_add_func ("/rules/tracks/only-one-player-controls-the-mighty-mech", test_only_one_player_controls_the_mighty_mech);
  g_test_add_func ("/rules/tracks/resources-stay-on-the-resource-track", test_resources_stay_on_the_resource_track);
  g_test_add_func ("/rules/tracks/score-goes-past-forty", test_score_goes_past_forty);
  g_test_add_func ("/rules/correction/same-value-changes-nothing", test_correction_to_the_same_value_changes_nothing);
  g_test_add_func ("/rules/correction/refuses-unknown-players-and-fields", test_correction_refuses_unknown_players_and_fields);
  g_test_add_func ("/rules/heal/pays-one-energy-per-two-health", test_heal_pays_one_energy_per_two_health);
  g_test_add_func ("/rules/heal/refusals-change-nothing", test_heal_refusals_change_nothing);
  g_test_add_func ("/rules/upgrade/costs-five-credits-and-sets-health-nine", test_upgrade_costs_five_credits_and_sets_health_nine);
  g_test_add_func ("/rules/round/end-passes-the-starting-token-clockwise", test_round_end_passes_the_starting_token_clockwise);
  g_test_add_func ("/rules/round/game-ends-after-round-six", test_game_ends_after_round_six);
  g_test_add_func ("/rules/round/corrections-are-bounded", test_round_and_starting_player_corrections_are_bounded);
  g_test_add_func ("/rules/pilot-top-health-is-corrected-within-the-track",
                   test_pilot_top_health_is_corrected_within_the_track);
  g_test_add_func ("/rules/descriptions-name-the-player-and-the-change", test_descriptions_name_the_player_and_the_change);
  g_test_add_func ("/rules/purchases-and-solo-games-told-as-they-happen", test_purchases_and_solo_games_are_told_as_they_happen);

  return g_test_run ();
}
