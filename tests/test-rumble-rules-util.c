/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "test-rumble-rules-util.h"
#include "test-util.h"

static const char *const names[RB_MAX_PLAYERS] = { "Lisa", "Jaime", "Vicente", "Ana" };

void
test_rb_new_game_action (RbAction   *action,
                         guint       n_players,
                         guint       champion,
                         RbDirection direction)
{
  rb_action_init_new_game (action, n_players, champion);
  for (guint i = 0; i < n_players; i++)
    rb_action_set_player (action, i, names[i], (int) i);
  for (guint r = 1; r <= RB_ROUNDS; r++)
    rb_action_set_direction (action, r, direction);
}

void
test_rb_apply_ok (RbGame         *game,
                  const RbAction *action,
                  RbEvents       *events)
{
  g_autoptr(GError) error = NULL;

  if (!rb_game_apply (game, action, events, &error))
    g_error ("refused: %s", error->message);
  if (!rb_game_check_invariants (game, &error))
    g_error ("invariant: %s", error->message);
}

/* A refusal with @code and exactly @rule's ID beside the message (none when
 * @rule is %NULL), a message in words first, and the game byte for byte as
 * it was. */
void
test_rb_refused (RbGame         *game,
                 const RbAction *action,
                 int             code,
                 const char     *rule)
{
  RbGame before;
  RbEvents events;
  g_autoptr(GError) error = NULL;

  memcpy (&before, game, sizeof before);
  events.n_events = 7;
  g_assert_false (rb_game_apply (game, action, &events, &error));
  g_assert_error (error, MC_RULE_ERROR, code);
  if (g_strcmp0 (mc_rule_error_get_rule (error), rule) != 0)
    g_error ("expected %s, got %s: %s", rule != NULL ? rule : "no rule",
             mc_rule_error_get_rule (error) != NULL ? mc_rule_error_get_rule (error) : "no rule",
             error->message);
  test_assert_words_first (error->message);
  g_assert_cmpint (memcmp (&before, game, sizeof before), ==, 0);
  g_assert_cmpuint (events.n_events, ==, 7);
}

void
test_rb_start (RbGame  *game,
               guint    n_players,
               guint    champion)
{
  RbAction action;

  rb_game_init (game);
  test_rb_new_game_action (&action, n_players, champion, RB_DIRECTION_CLOCKWISE);
  test_rb_apply_ok (game, &action, NULL);
}

void
test_rb_correct (RbGame *game,
                 int     index,
                 RbField field,
                 int     value)
{
  RbAction action;

  rb_action_init_correct (&action, index, field, value);
  test_rb_apply_ok (game, &action, NULL);
}

/* Empties the round spaces before @round (RB-R2), crystals back to the supply. */
void
test_rb_go_to_round (RbGame *game,
                     guint   round)
{
  for (guint r = 0; r + 1 < round && r < RB_SHOWDOWN - 1; r++)
    if (game->track[r] != 0)
      test_rb_correct (game, (int) r, RB_FIELD_TRACK, 0);
}

void
test_rb_end_turn (RbGame   *game,
                  RbEvents *events)
{
  RbAction action;

  rb_action_init_end_turn (&action, (guint) game->turn);
  test_rb_apply_ok (game, &action, events);
}

void
test_rb_end_build_phase (RbGame *game)
{
  while (game->phase == RB_PHASE_BUILD && !game->over)
    test_rb_end_turn (game, NULL);
}

int
test_rb_build (RbGame     *game,
               guint       player,
               const char *name,
               int         tier,
               guint       factions,
               int         cost,
               int         recycle)
{
  RbAction action;
  RbCard card;
  RbEvents events;

  rb_card_init (&card, name, tier, factions, cost, recycle);
  rb_action_init_build (&action, player, FALSE, &card);
  test_rb_apply_ok (game, &action, &events);
  g_assert_true (mc_rule_events_has (&events, RB_EVENT_BUILT));
  return mc_rule_events_find (&events, RB_EVENT_BUILT, (int) player)->value;
}

void
test_rb_reveal (RbGame   *game,
                guint     player,
                int       attack,
                int       defense,
                int       crits,
                int       barriers,
                guint     factions,
                RbEvents *events)
{
  RbAction action;

  rb_action_init_reveal (&action, player, attack, defense, crits, barriers, factions);
  test_rb_apply_ok (game, &action, events);
}

void
test_rb_name_faction (RbGame   *game,
                      guint     player,
                      RbFaction faction,
                      RbEvents *events)
{
  RbAction action;

  rb_action_init_name_faction (&action, player, faction);
  test_rb_apply_ok (game, &action, events);
}

void
test_rb_give_up (RbGame   *game,
                 guint     player,
                 RbEvents *events)
{
  RbAction action;

  rb_action_init_surrender (&action, player, FALSE);
  test_rb_apply_ok (game, &action, events);
}

void
test_rb_energize (RbGame  *game,
                  guint    player,
                  gboolean from_cryo,
                  int      scan)
{
  RbAction action;

  rb_action_init_energize (&action, player, from_cryo, scan);
  test_rb_apply_ok (game, &action, NULL);
}

/* Every player surrenders in turn until the battle ends. Each challenger's
 * deck is emptied by correction first. */
void
test_rb_surrender_all (RbGame   *game,
                       RbEvents *events)
{
  if (game->step == RB_STEP_FIRST_DEFENDER)
    test_rb_reveal (game, (guint) game->champion, RB_UNKNOWN, 5, RB_UNKNOWN, 0, 0, events);
  while (game->phase == RB_PHASE_BATTLE && !game->over)
    {
      guint seat = (guint) game->challenger;

      if (game->players[seat].deck != 0)
        test_rb_correct (game, (int) seat, RB_FIELD_DECK, 0);
      test_rb_give_up (game, seat, events);
    }
}
