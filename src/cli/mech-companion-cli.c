/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mech-companion-cli: games without a window, for testing and scripts.
 * Commands, output and exit codes: docs/journal-format.md. */
#include "config.h"

#include <locale.h>
#include <stdio.h>

#include <glib/gi18n.h>

#include "journal/mc-journal-state.h"
#include "rules/tem-scoring.h"
#include "session/mc-session.h"

enum
{
  EXIT_OK = 0,
  EXIT_USAGE = 1,
  EXIT_BAD_LINE = 2,        /* read up to a bad line */
  EXIT_UNUSABLE = 3,        /* not a game, newer format, unreadable... */
};

static gboolean pretty = FALSE;

static const GOptionEntry options[] = {
  { "pretty", 'p', 0, G_OPTION_ARG_NONE, &pretty, N_("Indent the JSON printed"), NULL },
  { NULL }
};

/* Opens @path into @session; prints what went wrong; returns the exit code. */
static int
open_game (McSession  *session,
           const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *notice = NULL;

  if (!mc_session_open (session, path, &notice, &error))
    {
      g_printerr ("%s\n", error->message);
      return EXIT_UNUSABLE;
    }

  if (mc_session_get_load_error (session) != NULL)
    {
      g_printerr ("%s\n", mc_session_get_load_error (session)->message);
      return EXIT_BAD_LINE;
    }

  if (notice != NULL)
    g_printerr ("%s\n", notice);
  return EXIT_OK;
}

static int
replay_command (const char *path)
{
  g_autoptr(McSession) session = mc_session_new ();
  g_autofree char *text = NULL;
  int status = open_game (session, path);

  if (status == EXIT_UNUSABLE)
    return status;

  text = mc_journal_state_to_text (mc_session_get_game (session), pretty);
  g_print ("%s\n", text);
  return status;
}

static int
check_command (const char *path)
{
  g_autoptr(McSession) session = mc_session_new ();
  int status = open_game (session, path);

  if (status == EXIT_OK)
    g_print (g_dngettext (GETTEXT_PACKAGE, "%s: %u action, no errors\n", "%s: %u actions, no errors\n",
                          mc_session_get_n_actions (session)),
             path, mc_session_get_n_actions (session));
  return status;
}

/* One line per action still in the game's history, in the user's language. */
static int
describe_command (const char *path)
{
  g_autoptr(McSession) session = mc_session_new ();
  int status = open_game (session, path);
  g_autoptr(GPtrArray) lines = g_ptr_array_new ();

  if (status == EXIT_UNUSABLE)
    return status;

  /* The undo stack holds the history, newest last. */
  while (mc_session_can_undo (session))
    {
      g_ptr_array_add (lines, g_strdup (mc_session_get_undo_description (session)));
      mc_session_undo (session);
    }
  for (guint i = lines->len; i > 0; i--)
    {
      g_print ("%s\n", (char *) g_ptr_array_index (lines, i - 1));
      g_free (g_ptr_array_index (lines, i - 1));
    }
  return status;
}

static int
scores_command (const char *path)
{
  g_autoptr(McSession) session = mc_session_new ();
  int status = open_game (session, path);
  const TemGame *game;
  TemStandings standings;
  g_autofree char *explanation = NULL;

  if (status == EXIT_UNUSABLE)
    return status;

  game = mc_session_get_game (session);
  tem_game_get_standings (game, &standings);
  for (guint i = 0; i < game->n_players; i++)
    g_print ("%3d  %s\n", game->players[standings.order[i]].score, game->players[standings.order[i]].name);
  explanation = tem_game_explain_standings (game, &standings);
  g_print ("%s\n", explanation);
  return status;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  const char *locale;
  const char *command;

  locale = setlocale (LC_ALL, "");
  if (locale == NULL || g_str_equal (locale, "C") || g_str_equal (locale, "POSIX"))
    setlocale (LC_ALL, "C.UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("MC_LOCALEDIR") ? g_getenv ("MC_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  context = g_option_context_new (_("COMMAND FILE"));
  g_option_context_set_summary (context,
                                _("Commands:\n"
                                  "  replay FILE    print the game's state as JSON\n"
                                  "  check FILE     report the first bad line, if any\n"
                                  "  describe FILE  list the game's actions\n"
                                  "  scores FILE    print the scores and who wins"));
  g_option_context_add_main_entries (context, options, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return EXIT_USAGE;
    }

  if (argc != 3)
    {
      g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

      g_printerr ("%s", help);
      return EXIT_USAGE;
    }

  command = argv[1];
  if (g_str_equal (command, "replay"))
    return replay_command (argv[2]);
  if (g_str_equal (command, "check"))
    return check_command (argv[2]);
  if (g_str_equal (command, "describe"))
    return describe_command (argv[2]);
  if (g_str_equal (command, "scores"))
    return scores_command (argv[2]);

  g_printerr (_("Unknown command “%s”.\n"), command);
  return EXIT_USAGE;
}
