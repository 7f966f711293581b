/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mech-companion-cli: games without a window, for testing and scripts.
 * Commands, output and exit codes: docs/journal-format.md. */
#include "config.h"

#include <locale.h>
#include <stdio.h>

#include <glib/gi18n.h>

#include "journal/mc-card-memory.h"
#include "journal/mc-journal-rumble-state.h"
#include "journal/mc-journal-state.h"
#include "mechs/tem-narration.h"
#include "mechs/tem-scoring.h"
#include "mechs/tem-simulation.h"
#include "session/mc-session.h"
#include "mc-serve-command.h"
#include "mc-stats-command.h"

enum
{
  EXIT_OK = 0,
  EXIT_USAGE = 1,
  EXIT_BAD_LINE = 2,        /* read up to a bad line */
  EXIT_UNUSABLE = 3,        /* not a game, newer format, unreadable... */
};

static gboolean pretty = FALSE;
static gboolean replace = FALSE;
static gboolean version = FALSE;
static gint64 seed = 1;
static int n_games = 1;
static char *serve_address = NULL;
static int serve_port = 0;
static gboolean serve_from_app = FALSE;
static char *stats_game = NULL;
static gboolean stats_csv = FALSE;
static char *stats_schema_dir = NULL;

static const GOptionEntry options[] = {
  { "pretty", 'p', 0, G_OPTION_ARG_NONE, &pretty, N_("Indent the JSON printed"), NULL },
  { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("First seed of the simulated games"), N_("SEED") },
  { "games", 'g', 0, G_OPTION_ARG_INT, &n_games, N_("How many games to simulate"), N_("N") },
  { "replace", 'r', 0, G_OPTION_ARG_NONE, &replace, N_("On import, take the file's value where the two disagree"), NULL },
  { "address", 0, 0, G_OPTION_ARG_STRING, &serve_address, N_("serve: the address to listen on (default: the local networks)"), N_("ADDRESS") },
  { "port", 0, 0, G_OPTION_ARG_INT, &serve_port, N_("serve: the port to listen on (default: any free one)"), N_("PORT") },
  /* The app's Share: told of each line on standard input (mc-serve-command.c). */
  { "from-app", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_NONE, &serve_from_app, NULL, NULL },
  { "game", 0, 0, G_OPTION_ARG_STRING, &stats_game, N_("stats: only mechs or rumblebots"), N_("GAME") },
  { "csv", 0, 0, G_OPTION_ARG_NONE, &stats_csv, N_("stats: every play as CSV"), NULL },
  { "schema-dir", 0, 0, G_OPTION_ARG_FILENAME, &stats_schema_dir,
    N_("stats: where the app's settings schema is, for the names joined as one person (default: where it is installed)"),
    N_("DIR") },
  { "version", 0, 0, G_OPTION_ARG_NONE, &version, N_("Print the version and exit"), NULL },
  { NULL }
};

/* Whole solo games, a scripted human against the two Robot Pilots: one
 * line per game, then the totals. The same seed prints the same lines. */
static int
simulate_command (void)
{
  guint wins[3] = { 0, };
  gint64 totals[3] = { 0, };
  guint mech[3] = { 0, };

  if (n_games < 1 || seed < 0 || seed > G_MAXUINT32)
    {
      g_printerr (_("--games must be at least 1 and --seed from 0 to 4294967295.\n"));
      return EXIT_USAGE;
    }

  for (int i = 0; i < n_games; i++)
    {
      TemSimulation result;
      g_autoptr(GError) error = NULL;
      g_autoptr(GString) line = g_string_new (NULL);
      const char *winners[3];
      g_autofree char *winner_list = NULL;

      if (!tem_simulate_solo_game ((guint32) (seed + i), FALSE, &result, &error))
        {
          g_printerr ("%s\n", error->message);
          return EXIT_UNUSABLE;
        }

      /* Translators: the start of a simulated game's line: "seed 7:" */
      g_string_append_printf (line, _("seed %u:"), result.seed);
      for (guint p = 0; p < 3; p++)
        {
          g_string_append_c (line, ' ');
          /* Translators: in a simulated game's line, a player's final
           * score and how often they were knocked out: "Human 23 (KO 1)" */
          g_string_append_printf (line, _("%s %d (KO %u)"), result.final.players[p].name, result.scores[p],
                                  result.knockouts[p]);
          totals[p] += result.scores[p];
        }
      for (guint w = 0; w < result.n_winners; w++)
        {
          winners[w] = result.final.players[result.winners[w]].name;
          wins[result.winners[w]]++;
        }
      winner_list = tem_format_list (winners, result.n_winners);
      g_string_append (line, " · ");
      /* Translators: the end of a simulated game's line: who controls the
       * Mighty Mech ("-" for nobody), then the winners, "A and B" when
       * shared: "Mech: Robot A · won by Human" */
      g_string_append_printf (line, g_dngettext (GETTEXT_PACKAGE, "Mech: %s · won by %s", "Mech: %s · won by %s",
                                                 result.n_winners),
                              result.mech_controller >= 0 ? result.final.players[result.mech_controller].name : "-",
                              winner_list);
      if (result.mech_controller >= 0)
        mech[result.mech_controller]++;
      g_print ("%s\n", line->str);
    }

  g_print (_("%d games: human %u wins (mean score %.1f), Robot A %u (%.1f), Robot B %u (%.1f); "
             "the Mech ended with the human %u times, Robot A %u, Robot B %u\n"),
           n_games, wins[0], totals[0] / (double) n_games, wins[1], totals[1] / (double) n_games,
           wins[2], totals[2] / (double) n_games, mech[0], mech[1], mech[2]);
  return EXIT_OK;
}

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

  if (mc_session_get_game_kind (session) == MC_GAME_RUMBLEBOTS)
    text = mc_journal_rumble_state_to_text (mc_session_get_rumble_game (session), pretty);
  else
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

/* Rumblebots: each player's crystals, the most first (equal totals in
 * seating order), then who won, or where the game stands. */
static void
print_rumble_scores (const RbGame *game)
{
  guint order[RB_MAX_PLAYERS];
  g_autofree char *status = rb_game_dup_status (game);

  rb_game_get_crystal_order (game, order);

  for (guint i = 0; i < game->n_players; i++)
    g_print ("%3d  %s\n", rb_player_get_crystals (&game->players[order[i]]), game->players[order[i]].name);
  g_print ("%s\n", status);
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

  if (mc_session_get_game_kind (session) == MC_GAME_RUMBLEBOTS)
    {
      print_rumble_scores (mc_session_get_rumble_game (session));
      return status;
    }

  game = mc_session_get_game (session);
  tem_game_get_standings (game, &standings);
  for (guint i = 0; i < game->n_players; i++)
    g_print ("%3d  %s\n", game->players[standings.order[i]].score, game->players[standings.order[i]].name);
  explanation = tem_game_explain_standings (game, &standings);
  g_print ("%s\n", explanation);
  return status;
}

static McCardMemory *
load_cards (const char *path,
            int        *status)
{
  g_autoptr(McCardMemory) cards = mc_card_memory_new ();
  g_autoptr(GError) error = NULL;

  if (!mc_card_memory_load (cards, path, &error))
    {
      g_printerr ("%s: %s\n", path, error->message);
      *status = EXIT_UNUSABLE;
      return NULL;
    }
  *status = EXIT_OK;
  return g_steal_pointer (&cards);
}

/* The players' card values (cards.json): check a file, export yours,
 * import another copy's with a preview of what changes. */
static int
catalogue_command (const char *subcommand,
                   const char *path)
{
  g_autofree char *own_path = mc_card_memory_dup_default_path ();
  g_autoptr(McCardMemory) own = NULL;
  g_autoptr(McCardMemory) incoming = NULL;
  g_autoptr(GPtrArray) added = NULL;
  g_autoptr(GPtrArray) conflicts = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  if (g_str_equal (subcommand, "check"))
    {
      incoming = load_cards (path, &status);
      if (incoming == NULL)
        return status;
      g_print (g_dngettext (GETTEXT_PACKAGE, "%s: %u card value, all valid.\n", "%s: %u card values, all valid.\n",
                            mc_card_memory_count (incoming)),
               path, mc_card_memory_count (incoming));
      return EXIT_OK;
    }

  own = load_cards (own_path, &status);
  if (own == NULL)
    return status;

  if (g_str_equal (subcommand, "export"))
    {
      g_autofree char *data = mc_card_memory_to_data (own);

      if (g_str_equal (path, "-"))
        g_print ("%s\n", data);
      else if (!g_file_set_contents (path, data, -1, &error))
        {
          g_printerr ("%s\n", error->message);
          return EXIT_UNUSABLE;
        }
      return EXIT_OK;
    }

  if (g_str_equal (subcommand, "import"))
    {
      guint changed;

      incoming = load_cards (path, &status);
      if (incoming == NULL)
        return status;
      changed = mc_card_memory_merge (own, incoming, replace, &added, &conflicts);
      for (guint i = 0; i < added->len; i++)
        g_print (_("new: %s\n"), ((McCardChange *) added->pdata[i])->theirs);
      for (guint i = 0; i < conflicts->len; i++)
        {
          McCardChange *change = conflicts->pdata[i];

          g_print (replace ? _("replaced: %s, now %s\n") : _("kept: %s; the file says %s\n"), change->ours, change->theirs);
        }
      if (conflicts->len > 0 && !replace)
        g_print (_("Where the two disagree, yours were kept; --replace takes the file's.\n"));
      if (changed > 0 && !mc_card_memory_save (own, own_path, &error))
        {
          g_printerr ("%s\n", error->message);
          return EXIT_UNUSABLE;
        }
      g_print (g_dngettext (GETTEXT_PACKAGE, "%u value changed.\n", "%u values changed.\n", changed), changed);
      return EXIT_OK;
    }

  g_printerr (_("Unknown command “catalogue %s”.\n"), subcommand);
  return EXIT_USAGE;
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
                                  "  scores FILE    print the scores and who wins\n"
                                  "  simulate       play solo games: --seed SEED --games N\n"
                                  "  serve FILE     show the game read-only on phones: [--address ADDR] [--port N]\n"
                                  "  catalogue check FILE    check a cards file\n"
                                  "  catalogue export FILE   write your card values to FILE (- for the screen)\n"
                                  "  catalogue import FILE   add FILE's values to yours (--replace to take theirs)\n"
                                  "  stats          your games in numbers: [--game mechs|rumblebots] [--csv] [--schema-dir DIR]"));
  g_option_context_add_main_entries (context, options, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return EXIT_USAGE;
    }

  if (version)
    {
      g_print ("mech-companion-cli %s\n", PACKAGE_VERSION);
      return EXIT_OK;
    }

  if (argc >= 2 && g_str_equal (argv[1], "serve"))
    mc_serve_command_prepare ();

  /* The names the players gave to unnamed cards, for what is printed. */
  {
    g_autofree char *own_path = mc_card_memory_dup_default_path ();
    g_autoptr(McCardMemory) own = mc_card_memory_new ();

    if (mc_card_memory_load (own, own_path, NULL))
      mc_card_memory_name_weapons (own);
  }

  if (argc == 2 && g_str_equal (argv[1], "simulate"))
    return simulate_command ();
  if (argc == 2 && g_str_equal (argv[1], "stats"))
    return mc_stats_command (stats_game, stats_csv, stats_schema_dir);
  if (argc >= 2 && g_str_equal (argv[1], "catalogue"))
    {
      if (argc == 2)
        {
          g_printerr (_("catalogue needs check, export or import.\n"));
          return EXIT_USAGE;
        }
      if (argc == 3 && g_str_equal (argv[2], "export"))
        {
          g_printerr (_("catalogue export needs a file to write, or - to print the values.\n"));
          return EXIT_USAGE;
        }
      if (argc == 3 && (g_str_equal (argv[2], "check") || g_str_equal (argv[2], "import")))
        {
          g_printerr (_("catalogue %s needs a cards file.\n"), argv[2]);
          return EXIT_USAGE;
        }
      if (argc > 4)
        {
          g_printerr (_("catalogue %s takes one file.\n"), argv[2]);
          return EXIT_USAGE;
        }
      if (argc == 4)
        return catalogue_command (argv[2], argv[3]);
      g_printerr (_("Unknown command “catalogue %s”.\n"), argv[2]);
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
  if (g_str_equal (command, "serve"))
    return mc_serve_command (argv[2], serve_address, serve_port, serve_from_app);

  g_printerr (_("Unknown command “%s”.\n"), command);
  return EXIT_USAGE;
}
