/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mech-companion-cli says what went wrong: each wrong usage gets its own
 * message and the exit code docs/journal-format.md gives (1 for usage, 3
 * for a file that cannot be used), and --version prints the version. */
#include "config.h"

#include <string.h>
#include <sys/wait.h>

#include <glib.h>

#include "test-util.h"

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static void
run_cli (Run        *run,
         const char *first,
         ...)
{
  g_autofree char *cli = g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "mech-companion-cli", NULL);
  g_autofree char *data_home = g_dir_make_tmp ("mech-companion-cli-XXXXXX", NULL);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(GStrv) envp = g_get_environ ();
  g_autoptr(GError) error = NULL;
  va_list args;
  int wait_status;

  g_ptr_array_add (argv, cli);
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  /* Never the user's own cards file. */
  envp = g_environ_setenv (envp, "XDG_DATA_HOME", data_home, TRUE);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, envp, G_SPAWN_DEFAULT, NULL, NULL,
                               &run->out, &run->err, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
  test_remove_tree (data_home);
}

static void
test_catalogue_alone_names_its_subcommands (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, "catalogue", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.err, ==, "catalogue needs check, export or import.\n");
  g_assert_cmpstr (run.out, ==, "");
}

static void
test_catalogue_export_needs_a_file (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, "catalogue", "export", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.err, ==, "catalogue export needs a file to write, or - to print the values.\n");
  g_assert_cmpstr (run.out, ==, "");
}

static void
test_catalogue_check_and_import_need_a_file (void)
{
  g_auto(Run) check = { 0 };
  g_auto(Run) import = { 0 };
  g_auto(Run) two = { 0 };

  run_cli (&check, "catalogue", "check", NULL);
  g_assert_cmpint (check.status, ==, 1);
  g_assert_cmpstr (check.err, ==, "catalogue check needs a cards file.\n");
  run_cli (&import, "catalogue", "import", NULL);
  g_assert_cmpint (import.status, ==, 1);
  g_assert_cmpstr (import.err, ==, "catalogue import needs a cards file.\n");
  run_cli (&two, "catalogue", "check", "a.json", "b.json", NULL);
  g_assert_cmpint (two.status, ==, 1);
  g_assert_cmpstr (two.err, ==, "catalogue check takes one file.\n");
}

static void
test_catalogue_unknown_subcommand (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, "catalogue", "frobnicate", "x.json", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.err, ==, "Unknown command “catalogue frobnicate”.\n");
}

/* Export to the screen works with no cards file at all: an empty memory. */
static void
test_catalogue_export_to_the_screen (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, "catalogue", "export", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\"mech-companion-cards\""));
}

static void
test_version_prints_the_version (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, "--version", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "mech-companion-cli " PACKAGE_VERSION "\n");
  g_assert_cmpstr (run.err, ==, "");
}

/* A deeply nested cards file is refused with its reason, exit code 3. */
static void
test_catalogue_check_refuses_deep_nesting (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "cards", "bad", "deep-nesting.json", NULL);
  g_auto(Run) run = { 0 };
  g_autofree char *expected = g_strdup_printf ("%s: The cards file is nested too deeply to be one (more than 16 levels).\n",
                                               path);

  run_cli (&run, "catalogue", "check", path, NULL);
  g_assert_cmpint (run.status, ==, 3);
  g_assert_cmpstr (run.err, ==, expected);
}

/* A deeply nested game line: what comes before it is used, exit code 2. */
static void
test_check_reports_a_deep_line (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "journals", "bad", "deep-nesting.jsonl", NULL);
  g_auto(Run) run = { 0 };

  run_cli (&run, "check", path, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "deep-nesting.jsonl, line 2: nested too deeply to be a game line (more than 16 levels).\n");
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/cli/catalogue-alone-names-its-subcommands", test_catalogue_alone_names_its_subcommands);
  g_test_add_func ("/cli/catalogue-export-needs-a-file", test_catalogue_export_needs_a_file);
  g_test_add_func ("/cli/catalogue-check-and-import-need-a-file", test_catalogue_check_and_import_need_a_file);
  g_test_add_func ("/cli/catalogue-unknown-subcommand", test_catalogue_unknown_subcommand);
  g_test_add_func ("/cli/catalogue-export-to-the-screen", test_catalogue_export_to_the_screen);
  g_test_add_func ("/cli/version-prints-the-version", test_version_prints_the_version);
  g_test_add_func ("/cli/catalogue-check-refuses-deep-nesting", test_catalogue_check_refuses_deep_nesting);
  g_test_add_func ("/cli/check-reports-a-deep-line", test_check_reports_a_deep_line);

  return g_test_run ();
}
