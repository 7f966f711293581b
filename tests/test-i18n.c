/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The app speaks English, Spanish and Polish with the printed editions'
 * words (glossary.md), including Polish plural forms. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "rules/tem-error.h"
#include "rules/tem-game.h"
#include "session/mc-session.h"

#include "test-util.h"

static void
test_status_names_use_the_printed_terms (void)
{
  struct
  {
    const char *language;
    const char *names[TEM_N_STATUSES];
  } expected[] = {
    { "C", { "Pilot", "Power Armor", "Mighty Mech" } },
    { "es", { "Piloto", "Servoarmadura", "Mega Mech" } },
    { "pl", { "Pilot", "Pancerz wspomagany", "Megamech" } },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      test_set_language (expected[i].language);
      for (int status = 0; status < TEM_N_STATUSES; status++)
        g_assert_cmpstr (tem_status_get_name ((TemStatus) status), ==, expected[i].names[status]);
    }
  test_set_language ("C");
}

/* Polish has three plural forms: 1, 2-4 (but not 12-14), and the rest. */
static void
test_polish_plural_forms (void)
{
  struct
  {
    int         energy;
    const char *text;
  } expected[] = {
    { 1, "Ana: regeneracja 0 → 2 za 1 energię" },
    { 2, "Ana: regeneracja 0 → 4 za 2 energie" },
    { 5, "Ana: regeneracja 0 → 9 za 5 energii" },
  };
  TemGame game;
  TemAction action;
  g_autofree char *two_players = NULL;

  test_start_game (&game, 2, 0);
  test_apply_ok (&game, 0, TEM_FIELD_STATUS, TEM_STATUS_POWER_ARMOR);
  test_apply_ok (&game, 0, TEM_FIELD_HEALTH, 0);

  test_set_language ("pl");
  for (gsize i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *text = NULL;

      tem_action_init_heal (&action, 0, expected[i].energy);
      text = tem_game_describe_action (&game, &action);
      g_assert_cmpstr (text, ==, expected[i].text);
    }

  test_new_game_action (&action, 2, 0);
  two_players = tem_game_describe_action (&game, &action);
  g_assert_cmpstr (two_players, ==, "Nowa gra dla 2 graczy");
  test_set_language ("C");
}

/* A refusal reaches the table in its language, still naming the rule. */
static void
test_refusals_are_translated (void)
{
  const char *languages[] = { "es", "pl" };

  for (gsize i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      TemGame game;
      TemAction action;
      g_autoptr(GError) error = NULL;
      g_autoptr(GError) english = NULL;

      test_start_game (&game, 2, 0);
      tem_action_init_upgrade (&action, 0);

      test_set_language ("C");
      g_assert_false (tem_game_apply (&game, &action, NULL, &english));
      test_set_language (languages[i]);
      g_assert_false (tem_game_apply (&game, &action, NULL, &error));
      g_assert_cmpstr (error->message, !=, english->message);
      g_assert_true (g_str_has_prefix (error->message, "R-A13"));
    }
  test_set_language ("C");
}

static void
test_toasts_are_translated (void)
{
  g_autofree char *es = NULL;
  g_autofree char *pl = NULL;

  test_set_language ("es");
  es = mc_session_format_toast (MC_SESSION_CHANGE_UNDONE, "x");
  test_set_language ("pl");
  pl = mc_session_format_toast (MC_SESSION_CHANGE_UNDONE, "x");
  test_set_language ("C");

  g_assert_cmpstr (es, ==, "Deshecho: x");
  g_assert_cmpstr (pl, ==, "Cofnięto: x");
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/i18n/status-names-use-the-printed-terms", test_status_names_use_the_printed_terms);
  g_test_add_func ("/i18n/polish-plural-forms", test_polish_plural_forms);
  g_test_add_func ("/i18n/refusals-are-translated", test_refusals_are_translated);
  g_test_add_func ("/i18n/toasts-are-translated", test_toasts_are_translated);

  return g_test_run ();
}
