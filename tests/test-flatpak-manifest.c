/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-flatpak-manifest.c
 *
 * Checks the Flatpak manifest in flatpak/ without flatpak-builder: the
 * app id, the command, the runtime, the sandbox permissions and the order
 * in which the modules are built.
 *
 * The manifest to read is given by the MANIFEST environment variable, for
 * example MANIFEST=<source>/flatpak/io.github.mechcompanion.MechCompanion.json.
 * A build may instead compile in a default with -DMANIFEST_PATH="...";
 * the environment variable wins when both are set.
 *
 * The expected app id is BASE_APP_ID from config.h when the test is built
 * by meson (HAVE_CONFIG_H), so the manifest and meson.build cannot drift
 * apart.
 */

#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string.h>

#include <glib.h>
#include <json-glib/json-glib.h>

#ifndef BASE_APP_ID
#define BASE_APP_ID "io.github.mechcompanion.MechCompanion"
#endif

#define APP_COMMAND "mech-companion"
#define APP_MODULE "mech-companion"

/* Sorted, so that it compares with the sorted finish-args. */
static const char * const expected_finish_args[] = {
  "--device=dri",
  "--share=ipc",
  "--share=network",        /* Share the Table only (README, issue 19) */
  "--socket=fallback-x11",
  "--socket=wayland",
  NULL
};

static const char *
manifest_path (void)
{
  const char *path = g_getenv ("MANIFEST");

  if (path != NULL && *path != '\0')
    return path;

#ifdef MANIFEST_PATH
  return MANIFEST_PATH;
#else
  return NULL;
#endif
}

/* Returns the root object of the manifest; aborts the test when the
 * manifest is missing or is not a JSON object. */
static JsonObject *
load_manifest (void)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) error = NULL;
  const char *path = manifest_path ();
  JsonNode *root;

  if (path == NULL)
    g_test_message ("Set MANIFEST to the path of the Flatpak manifest");
  g_assert_nonnull (path);

  parser = json_parser_new ();
  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);

  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    g_test_message ("%s is not a JSON object", path);
  g_assert_nonnull (root);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));

  /* The object outlives the parser. */
  return json_object_ref (json_node_get_object (root));
}

static const char *
get_string_member (JsonObject *object,
                   const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;

  return json_node_get_string (node);
}

static JsonArray *
get_array_member (JsonObject *object,
                  const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return NULL;

  return json_node_get_array (node);
}

static const char *
get_string_element (JsonArray *array,
                    guint      position)
{
  JsonNode *node = json_array_get_element (array, position);

  if (!JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;

  return json_node_get_string (node);
}

/* A module is either an inline object or a string naming another manifest
 * file; only inline modules have a name here. */
static const char *
module_name (JsonArray *modules,
             guint      position)
{
  JsonNode *node = json_array_get_element (modules, position);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return NULL;

  return get_string_member (json_node_get_object (node), "name");
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

static void
test_manifest_parses_as_an_object (void)
{
  g_autoptr(JsonObject) manifest = load_manifest ();

  g_assert_nonnull (manifest);
}

static void
test_manifest_names_app_id_and_command (void)
{
  g_autoptr(JsonObject) manifest = load_manifest ();
  const char *id;

  id = get_string_member (manifest, "id");
  if (id == NULL)
    id = get_string_member (manifest, "app-id");

  g_assert_cmpstr (id, ==, BASE_APP_ID);
  g_assert_cmpstr (get_string_member (manifest, "command"), ==, APP_COMMAND);
}

static void
test_manifest_uses_a_numbered_gnome_runtime (void)
{
  g_autoptr(JsonObject) manifest = load_manifest ();
  const char *version;

  g_assert_cmpstr (get_string_member (manifest, "runtime"), ==, "org.gnome.Platform");
  g_assert_cmpstr (get_string_member (manifest, "sdk"), ==, "org.gnome.Sdk");

  /* "47" or "47.1", never "master" or a moving branch. */
  version = get_string_member (manifest, "runtime-version");
  g_assert_nonnull (version);
  g_assert_true (g_regex_match_simple ("^[0-9]+(\\.[0-9]+)?$", version, 0, 0));
}

static void
test_manifest_finish_args_are_exactly_those_needed (void)
{
  g_autoptr(JsonObject) manifest = load_manifest ();
  g_autoptr(GPtrArray) args = NULL;
  JsonArray *finish_args;
  guint n_args;

  finish_args = get_array_member (manifest, "finish-args");
  g_assert_nonnull (finish_args);

  n_args = json_array_get_length (finish_args);
  args = g_ptr_array_new_full (n_args + 1, NULL);

  for (guint i = 0; i < n_args; i++)
    {
      const char *arg = get_string_element (finish_args, i);

      if (arg == NULL)
        g_test_message ("finish-args[%u] is not a string", i);
      g_assert_nonnull (arg);

      g_ptr_array_add (args, (gpointer) arg);
    }

  /* Order does not matter; a missing, extra or repeated argument does. */
  g_ptr_array_sort (args, compare_strings);
  g_ptr_array_add (args, NULL);

  g_assert_cmpstrv ((const char * const *) args->pdata, expected_finish_args);
}

static void
test_manifest_builds_the_app_last_with_meson (void)
{
  g_autoptr(JsonObject) manifest = load_manifest ();
  JsonArray *modules;
  JsonNode *last;
  JsonObject *app;
  guint n_modules;

  modules = get_array_member (manifest, "modules");
  g_assert_nonnull (modules);

  n_modules = json_array_get_length (modules);
  g_assert_cmpuint (n_modules, >, 0);

  last = json_array_get_element (modules, n_modules - 1);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (last));
  app = json_node_get_object (last);

  g_assert_cmpstr (get_string_member (app, "name"), ==, APP_MODULE);
  g_assert_cmpstr (get_string_member (app, "buildsystem"), ==, "meson");
}

static void
test_manifest_builds_qrencode_before_the_app (void)
{
  g_autoptr(JsonObject) manifest = load_manifest ();
  JsonArray *modules;
  guint n_modules;
  gint qrencode_index = -1;
  gint app_index = -1;

  modules = get_array_member (manifest, "modules");
  g_assert_nonnull (modules);
  n_modules = json_array_get_length (modules);

  for (guint i = 0; i < n_modules; i++)
    {
      const char *name = module_name (modules, i);

      if (name == NULL)
        continue;

      if (qrencode_index < 0
          && (strcmp (name, "qrencode") == 0 || strcmp (name, "libqrencode") == 0))
        qrencode_index = (gint) i;
      else if (strcmp (name, APP_MODULE) == 0)
        app_index = (gint) i;
    }

  g_assert_cmpint (qrencode_index, >=, 0);
  g_assert_cmpint (app_index, >=, 0);
  g_assert_cmpint (qrencode_index, <, app_index);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flatpak/manifest/parses-as-a-json-object",
                   test_manifest_parses_as_an_object);
  g_test_add_func ("/flatpak/manifest/names-app-id-and-command",
                   test_manifest_names_app_id_and_command);
  g_test_add_func ("/flatpak/manifest/uses-a-numbered-gnome-runtime",
                   test_manifest_uses_a_numbered_gnome_runtime);
  g_test_add_func ("/flatpak/manifest/finish-args-are-exactly-those-needed",
                   test_manifest_finish_args_are_exactly_those_needed);
  g_test_add_func ("/flatpak/manifest/builds-the-app-last-with-meson",
                   test_manifest_builds_the_app_last_with_meson);
  g_test_add_func ("/flatpak/manifest/builds-qrencode-before-the-app",
                   test_manifest_builds_qrencode_before_the_app);

  return g_test_run ();
}
