/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "mechs/tem-rule-topic.h"
#include "rumble/rb-rule-topic.h"

#include "test-util.h"

/* Tests read English messages: no translation, whatever the environment. */
void
test_init (int    *argc,
           char ***argv)
{
  const char *localedir = g_getenv ("MC_LOCALEDIR");

  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  /* The build tree's catalogues, so tests need nothing installed. */
  bindtextdomain (GETTEXT_PACKAGE, localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_test_init (argc, argv, NULL);
}

/* Switches the language of every later lookup. glibc caches translations;
 * bumping this counter is its documented way to drop the cache. */
extern int _nl_msg_cat_cntr;

void
test_set_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  ++_nl_msg_cat_cntr;
}

/* The table used across tests: seats clockwise, pilots with known tops. */
void
test_new_game_action (TemAction *action,
                      guint      n_players,
                      guint      starting_player)
{
  static const struct
  {
    const char *name;
    const char *pilot;
    int         top;
  } seats[TEM_MAX_PLAYERS] = {
    { "Ana", "Maverick", 5 },
    { "Ben", "Diamond", 6 },
    { "Cleo", "Gyroscope", 7 },
    { "Dan", "", 6 },
  };

  tem_action_init_new_game (action, n_players, starting_player, 9, 42);
  for (guint i = 0; i < TEM_MAX_PLAYERS; i++)
    tem_action_set_player (action, i, seats[i].name, (TemColour) i, seats[i].pilot, seats[i].top);
}

void
test_start_game (TemGame *game,
                 guint    n_players,
                 guint    starting_player)
{
  TemAction action;
  g_autoptr(GError) error = NULL;

  tem_game_init (game);
  test_new_game_action (&action, n_players, starting_player);
  if (!tem_game_apply (game, &action, NULL, &error))
    g_error ("setup refused: %s", error->message);
}

/* Every zone worth 2, resource zones giving energy, and the row Lightning
 * Coil onwards: a @action's new game with every value known. */
void
test_flat_arena (TemAction *action)
{
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    {
      TemZone *zone = &action->new_game.arena.zones[cell];

      if (zone->kind == TEM_ZONE_NONE)
        continue;
      zone->value = 2;
      if (zone->kind == TEM_ZONE_RESOURCE)
        zone->resources = TEM_RESOURCE_ENERGY;
    }
  for (guint i = 0; i < TEM_ROW_SIZE; i++)
    action->new_game.row[i] = TEM_KIND_LIGHTNING_COIL + (int) i;
}

int
test_owned_card (const TemGame *game,
                 guint          seat,
                 guint          kind)
{
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game->weapons[card].place == TEM_PLACE_OWNED && game->weapons[card].owner == (int) seat
        && game->weapons[card].kind == kind)
      return (int) card;
  return -1;
}

gboolean
test_apply (TemGame  *game,
            guint     player,
            TemField  field,
            int       value,
            GError  **error)
{
  TemAction action;

  tem_action_init_correct (&action, player, field, value);
  return tem_game_apply (game, &action, NULL, error);
}

void
test_apply_ok (TemGame *game,
               guint    player,
               TemField field,
               int      value)
{
  g_autoptr(GError) error = NULL;

  if (!test_apply (game, player, field, value, &error))
    g_error ("correction refused: %s", error->message);
  g_assert_true (tem_game_check_invariants (game, NULL));
}

void
test_spoil_same_name (TemAction *action)
{
  strcpy (action->new_game.players[2].name, "Ana");
}

void
test_spoil_same_colour (TemAction *action)
{
  action->new_game.players[3].colour = TEM_COLOUR_RED;
}

void
test_spoil_blank_name (TemAction *action)
{
  strcpy (action->new_game.players[1].name, "  \t");
}

void
test_spoil_pilot_health (TemAction *action)
{
  action->new_game.players[1].pilot_health_top = 0;
}

void
test_spoil_resource_top (TemAction *action)
{
  action->new_game.resource_top = 3;
}

void
test_spoil_starting_player (TemAction *action)
{
  action->new_game.starting_player = 4;
}

void
test_spoil_utf8 (TemAction *action)
{
  strcpy (action->new_game.players[0].name, "A\xff\xfe");
}

void
test_spoil_terminator (TemAction *action)
{
  memset (action->new_game.players[0].pilot, 'x', TEM_NAME_MAX);
}

void
test_spoil_colour (TemAction *action)
{
  action->new_game.players[0].colour = (TemColour) 9;
}

/* Removes a folder of the test's own and all it holds. */
void
test_remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    {
      g_unlink (path);
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      test_remove_tree (child);
    }
  g_rmdir (path);
}

/* Applies @action, which must be accepted, and checks the invariants. */
void
test_apply_action_ok (TemGame         *game,
                      const TemAction *action,
                      TemEvents       *events)
{
  g_autoptr(GError) error = NULL;

  if (!tem_game_apply (game, action, events, &error))
    g_error ("%s refused: %s", tem_action_kind_get_id (action->kind), error->message);
  if (!tem_game_check_invariants (game, &error))
    g_error ("invariant broken after %s: %s", tem_action_kind_get_id (action->kind), error->message);
}

/* Words first: a message a player reads never starts with a rule ID
 * ("R-A5", "RB-B5", "I-3", "A-3"); the ID comes beside it. */
gboolean
test_starts_with_rule_id (const char *text)
{
  return g_regex_match_simple ("^(R|RB|I|A)-[A-Z]*[0-9]+", text, 0, 0);
}

void
test_assert_words_first (const char *message)
{
  if (test_starts_with_rule_id (message))
    g_error ("the message starts with a rule ID: %s", message);
}

/* An interpretation reads "The rulebook doesn't say …; this app …" (or "…
 * is unclear …; this app …"), with no rule or interpretation ID in the
 * sentence: the IDs are data beside it. */
void
test_assert_reads_as_interpretation (const char *reading)
{
  if (!g_regex_match_simple ("^The (Spanish |Polish )?rulebook [^;]*(doesn't say|is unclear)[^;]*; (in )?this app[ ,]",
                             reading, 0, 0))
    g_error ("not read as the app's interpretation: %s", reading);
  if (g_regex_match_simple ("(^|[^A-Za-z])(R|RB|I|A)-[A-Z]*[0-9]+", reading, 0, 0))
    g_error ("an ID inside the sentence: %s", reading);
}

/* A refusal with its code and exactly @rule's ID beside the message (none
 * when @rule is %NULL), a message in words first that names @words when
 * given, and the game exactly as it was. */
void
test_apply_refused_saying (TemGame         *game,
                           const TemAction *action,
                           int              code,
                           const char      *rule,
                           const char      *words)
{
  g_autoptr(GError) error = NULL;
  TemGame before = *game;

  g_assert_false (tem_game_apply (game, action, NULL, &error));
  g_assert_nonnull (error);
  g_test_message ("refused as expected: %s", error->message);
  g_assert_error (error, MC_RULE_ERROR, code);
  g_assert_cmpstr (mc_rule_error_get_rule (error), ==, rule);
  test_assert_words_first (error->message);
  if (words != NULL && strstr (error->message, words) == NULL)
    g_error ("the refusal does not name %s: %s", words, error->message);
  /* What the players must say comes with the error, for the UI to ask it;
   * a refusal asks nothing. A new game's form is the UI's own. */
  if (action->kind != TEM_ACTION_NEW_GAME)
    {
      if (code == MC_RULE_ERROR_CHOICE_NEEDED || code == MC_RULE_ERROR_UNKNOWN_VALUE)
        g_assert_nonnull (tem_need_from_error (error));
      else
        g_assert_null (tem_need_from_error (error));
    }
  g_assert_cmpmem (game, sizeof *game, &before, sizeof before);
}

void
test_apply_refused (TemGame         *game,
                    const TemAction *action,
                    int              code,
                    const char      *rule)
{
  test_apply_refused_saying (game, action, code, rule, NULL);
}

static const McRuleTopic *
topics_of (McGameKind  game,
           guint      *n)
{
  return game == MC_GAME_RUMBLEBOTS ? rb_rule_topic_get_all (n) : tem_rule_topic_get_all (n);
}

const McRuleTopic *
test_topic_named (McGameKind  game,
                  const char *id)
{
  guint n;
  const McRuleTopic *topics = topics_of (game, &n);

  return mc_rule_topic_find (topics, n, id);
}

const McRuleTopic *
test_topic_for_rule (McGameKind  game,
                     const char *rule)
{
  guint n;
  const McRuleTopic *topics = topics_of (game, &n);

  return mc_rule_topic_find_for_rule (topics, n, rule);
}
