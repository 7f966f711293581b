/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The floor under both rules cores (src/rules): rule IDs as the
 * checklists write them, a refusal and the rule it names, a new game's
 * players as any game counts and names them, the event list, and the
 * apply every core promises (tried on a copy, committed only when
 * accepted: ARCHITECTURE.md, "A rules core"). The expected IDs are the
 * checklists' (R-S1, RB-S1, RB-C8, R-RD5, RB-R9). */
#include "config.h"

#include <string.h>

#include "rules/mc-rule-core.h"
#include "rules/mc-rule-error.h"
#include "rules/mc-rule-events.h"
#include "rules/mc-rule-id.h"
#include "rules/mc-rule-player.h"

#include "test-util.h"

#define NAME_SIZE 24

typedef struct
{
  char name[NAME_SIZE];
  int  colour;
} Seat;

/* A rule ID typed in a search is read with its game's prefix only. */
static void
test_floor_rule_id_typed_in_a_search_is_its_games (void)
{
  static const struct
  {
    const char *query;
    const char *prefix;
    const char *rule;       /* NULL: not one of the prefix's */
  } cases[] = {
    { "R-C5", "R", "R-C5" },
    { " r-c5 ", "R", "R-C5" },
    { "rc5", "R", "R-C5" },
    { "R-SO17", "R", "R-SO17" },
    { "RB-C8", "RB", "RB-C8" },
    { "rbc8", "RB", "RB-C8" },
    { "rb-c8", "R", NULL },      /* Rumblebots' ID is not Tiny Epic Mechs' */
    { "R-C5", "RB", NULL },
    { "R-", "R", NULL },
    { "R-5", "R", NULL },        /* a section's capitals first */
    { "R-C", "R", NULL },        /* then a number */
    { "R-C5 combat", "R", NULL },
    { "combat", "R", NULL },
    { NULL, "R", NULL },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *rule = mc_rule_id_from_query (cases[i].query, cases[i].prefix);

      g_assert_cmpstr (rule, ==, cases[i].rule);
    }
}

static void
test_floor_rule_id_named_in_a_text_is_found (void)
{
  g_autofree char *mechs = mc_rule_id_find_in ("A mine here costs 3 credits (R-A5).", "R");
  g_autofree char *rumble = mc_rule_id_find_in ("Two Bots this phase already (RB-B5).", "RB");
  g_autofree char *later = mc_rule_id_find_in ("R- alone, then R-S8 (and R-", "R");
  g_autofree char *other = mc_rule_id_find_in ("Two Bots this phase already (RB-B5).", "R");

  g_assert_cmpstr (mechs, ==, "R-A5");
  g_assert_cmpstr (rumble, ==, "RB-B5");
  g_assert_cmpstr (later, ==, "R-S8");
  g_assert_null (other);
}

/* "R-C1" is not among "R-C10 R-C11": whole IDs only. */
static void
test_floor_rule_id_in_a_list_is_whole (void)
{
  g_assert_true (mc_rule_id_in_list ("R-C5 R-C6", "R-C5"));
  g_assert_true (mc_rule_id_in_list ("R-C5 R-C6", "R-C6"));
  g_assert_false (mc_rule_id_in_list ("R-C10 R-C11", "R-C1"));
  g_assert_false (mc_rule_id_in_list ("RB-C8", "B-C8"));
  g_assert_false (mc_rule_id_in_list (NULL, "R-C5"));
}

/* A refusal keeps its rule beside the message, and its core's detail
 * starts empty and travels with a copy. */
static void
test_floor_refusal_carries_its_rule (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) copy = NULL;
  g_autoptr(GError) other = g_error_new_literal (G_FILE_ERROR, G_FILE_ERROR_NOENT, "elsewhere");
  guint8 *detail;

  mc_rule_refuse (&error, MC_RULE_ERROR_FORBIDDEN, "RB-C8", "Refused: %d.", 3);
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_FORBIDDEN);
  g_assert_cmpstr (error->message, ==, "Refused: 3.");
  g_assert_cmpstr (mc_rule_error_get_rule (error), ==, "RB-C8");

  detail = mc_rule_error_get_detail (&error);
  for (gsize i = 0; i < MC_RULE_ERROR_DETAIL_SIZE; i++)
    g_assert_cmpuint (detail[i], ==, 0);
  detail[0] = 7;
  copy = g_error_copy (error);
  g_assert_cmpstr (mc_rule_error_get_rule (copy), ==, "RB-C8");
  g_assert_cmpuint (((const guint8 *) mc_rule_error_peek_detail (copy))[0], ==, 7);

  mc_rule_error_set_rule (&error, NULL);
  g_assert_null (mc_rule_error_get_rule (error));
  g_assert_null (mc_rule_error_get_rule (other));
  g_assert_null (mc_rule_error_peek_detail (other));
  mc_rule_refuse (NULL, MC_RULE_ERROR_FORBIDDEN, "R-A5", "nobody listens");
}

static gboolean
check (Seat        *seats,
       guint        n,
       const char  *rule,
       GError     **error)
{
  return mc_rule_check_players (n, 2, 4, rule, seats[0].name, sizeof seats[0], NAME_SIZE, error);
}

/* R-S1, RB-S1: 2 to 4 players; each with a name of their own. */
static void
test_floor_players_counted_and_named (void)
{
  Seat seats[5] = { { "Ana", 0 }, { "Bruno", 1 }, { "Cleo", 2 }, { "Dani", 3 }, { "Eli", 4 } };
  g_autoptr(GError) error = NULL;

  g_assert_true (check (seats, 2, "R-S1", NULL));
  g_assert_true (check (seats, 4, "RB-S1", NULL));

  g_assert_false (check (seats, 1, "R-S1", &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_FORBIDDEN);
  g_assert_cmpstr (mc_rule_error_get_rule (error), ==, "R-S1");
  g_assert_cmpstr (error->message, ==, "A game has 2 to 4 players, not 1.");
  g_clear_error (&error);
  g_assert_false (check (seats, 5, "RB-S1", &error));
  g_assert_cmpstr (mc_rule_error_get_rule (error), ==, "RB-S1");
  g_clear_error (&error);

  strcpy (seats[2].name, "  ");
  g_assert_false (check (seats, 3, "R-S1", &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Player 3 needs a name.");
  g_clear_error (&error);

  strcpy (seats[2].name, "Ana");
  g_assert_false (check (seats, 3, "R-S1", &error));
  g_assert_cmpstr (error->message, ==, "Two players are called Ana: give each a different name.");
  g_clear_error (&error);

  /* Not text: cut in the middle of "é", or never ended in its buffer. */
  strcpy (seats[2].name, "Cl\xc3");
  g_assert_false (check (seats, 3, "R-S1", &error));
  g_assert_cmpstr (error->message, ==, "Player 3's name is not valid text.");
  g_clear_error (&error);
  memset (seats[1].name, 'x', NAME_SIZE);
  g_assert_false (check (seats, 2, "R-S1", &error));
  g_assert_cmpstr (error->message, ==, "Player 2's name is not valid text.");
  g_clear_error (&error);

  g_assert_true (mc_rule_check_seat (1, 2, NULL));
  g_assert_false (mc_rule_check_seat (2, 2, &error));
  g_assert_cmpstr (error->message, ==, "There is no player 3 in this game.");
}

static void
test_floor_events_found_by_kind_and_player (void)
{
  McRuleEvents events;

  mc_rule_events_clear (&events);
  mc_rule_events_add (&events, 4, 1, 10, 0);
  mc_rule_events_add (&events, 4, 2, 20, 5);
  mc_rule_events_add (NULL, 4, 3, 30, 0);     /* nobody asked: nothing */
  g_assert_cmpuint (events.n_events, ==, 2);
  g_assert_true (mc_rule_events_has (&events, 4));
  g_assert_false (mc_rule_events_has (&events, 5));
  g_assert_cmpint (mc_rule_events_find (&events, 4, MC_RULE_ANY_PLAYER)->value, ==, 10);
  g_assert_cmpint (mc_rule_events_find (&events, 4, 2)->detail, ==, 5);
  g_assert_null (mc_rule_events_find (&events, 4, 3));
}

/* A toy core on the floor: three tracks of 0 to 5, a set-up action and one
 * that advances a track, refused past the top only after the copy moved. */
typedef struct
{
  gboolean set_up;
  gboolean over;
  int      track[3];
} ToyGame;

enum { TOY_SET_UP, TOY_ADVANCE, TOY_N_KINDS };

typedef struct
{
  int kind;
  int track;
  int steps;
} ToyAction;

static gboolean
toy_admit (const ToyGame   *game,
           const ToyAction *action,
           GError         **error)
{
  if (!mc_rule_check_set_up (action->kind == TOY_SET_UP || game->set_up, error))
    return FALSE;
  if (game->over && action->kind != TOY_SET_UP)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_GAME_OVER, "R-RD5", "Over.");
      return FALSE;
    }
  return mc_rule_check_action_kind (action->kind, TOY_N_KINDS, error);
}

static gboolean
toy_apply (ToyGame         *next,
           const ToyAction *action,
           McRuleEvents    *caused,
           GError         **error)
{
  if (action->kind == TOY_SET_UP)
    {
      memset (next, 0, sizeof *next);
      next->set_up = TRUE;
      mc_rule_events_add (caused, 1, -1, 0, 0);
      return TRUE;
    }
  /* Changed first, checked after: the copy takes the blame. */
  next->track[action->track] += action->steps;
  mc_rule_events_add (caused, 2, action->track, next->track[action->track], 0);
  if (next->track[action->track] > 5)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_OFF_TRACK, "R-A12", "Past the top.");
      return FALSE;
    }
  next->over = next->track[action->track] == 5;
  return TRUE;
}

/* Declared static first, so the definition stays in this file. */
static gboolean toy_game_apply (ToyGame         *game,
                                const ToyAction *action,
                                McRuleEvents    *events,
                                GError         **error);

MC_RULE_DEFINE_APPLY (toy_game_apply, ToyGame, ToyAction, toy_admit, toy_apply)

/* Refused: the game and the events as they were, byte for byte, and the
 * refusal names its rule; accepted: both replaced. */
static void
test_floor_apply_commits_only_what_is_accepted (void)
{
  ToyGame game, before;
  McRuleEvents events, events_before;
  g_autoptr(GError) error = NULL;

  memset (&game, 0xA5, sizeof game);    /* not set up: whatever was there stays */
  game.set_up = FALSE;
  memcpy (&before, &game, sizeof game);
  mc_rule_events_clear (&events);
  mc_rule_events_add (&events, 9, 0, 0, 0);
  memcpy (&events_before, &events, sizeof events);

  g_assert_false (toy_game_apply (&game, &(ToyAction) { TOY_ADVANCE, 0, 1 }, &events, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_NO_GAME);
  g_assert_cmpstr (error->message, ==, "No game has been set up yet.");
  g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
  g_assert_cmpmem (&events, sizeof events, &events_before, sizeof events_before);
  g_clear_error (&error);

  g_assert_true (toy_game_apply (&game, &(ToyAction) { TOY_SET_UP, 0, 0 }, &events, &error));
  g_assert_no_error (error);
  g_assert_true (game.set_up);
  g_assert_cmpuint (events.n_events, ==, 1);
  g_assert_cmpint (events.events[0].kind, ==, 1);

  g_assert_true (toy_game_apply (&game, &(ToyAction) { TOY_ADVANCE, 1, 3 }, NULL, &error));
  g_assert_cmpint (game.track[1], ==, 3);

  /* The copy moved to 7 before the refusal: the game stays at 3. */
  memcpy (&before, &game, sizeof game);
  memcpy (&events_before, &events, sizeof events);
  g_assert_false (toy_game_apply (&game, &(ToyAction) { TOY_ADVANCE, 1, 4 }, &events, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK);
  g_assert_cmpstr (mc_rule_error_get_rule (error), ==, "R-A12");
  g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
  g_assert_cmpmem (&events, sizeof events, &events_before, sizeof events_before);
  g_clear_error (&error);

  /* A kind this core does not know, from a newer app's journal. */
  g_assert_false (toy_game_apply (&game, &(ToyAction) { 7, 0, 0 }, &events, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Unknown action (7).");
  g_assert_cmpmem (&game, sizeof game, &before, sizeof before);
  g_clear_error (&error);

  /* At the top the game ends (R-RD5): only a new one may follow. */
  g_assert_true (toy_game_apply (&game, &(ToyAction) { TOY_ADVANCE, 1, 2 }, &events, &error));
  g_assert_true (game.over);
  g_assert_cmpuint (events.n_events, ==, 1);
  g_assert_cmpint (events.events[0].value, ==, 5);
  g_assert_false (toy_game_apply (&game, &(ToyAction) { TOY_ADVANCE, 0, 1 }, NULL, &error));
  g_assert_error (error, MC_RULE_ERROR, MC_RULE_ERROR_GAME_OVER);
  g_assert_cmpstr (mc_rule_error_get_rule (error), ==, "R-RD5");
  g_assert_cmpint (game.track[0], ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/floor/rule-id/typed-in-a-search-is-its-games", test_floor_rule_id_typed_in_a_search_is_its_games);
  g_test_add_func ("/floor/rule-id/named-in-a-text-is-found", test_floor_rule_id_named_in_a_text_is_found);
  g_test_add_func ("/floor/rule-id/in-a-list-is-whole", test_floor_rule_id_in_a_list_is_whole);
  g_test_add_func ("/floor/refusal/carries-its-rule", test_floor_refusal_carries_its_rule);
  g_test_add_func ("/floor/players/counted-and-named", test_floor_players_counted_and_named);
  g_test_add_func ("/floor/events/found-by-kind-and-player", test_floor_events_found_by_kind_and_player);
  g_test_add_func ("/floor/apply/commits-only-what-is-accepted", test_floor_apply_commits_only_what_is_accepted);
  return g_test_run ();
}
