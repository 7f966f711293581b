/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <locale.h>

#include <glib/gi18n.h>

#include "app/mc-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(McApplication) app = NULL;
  const char *locale;

  locale = setlocale (LC_ALL, "");
  /* gettext ignores LANGUAGE under the plain C locale, which is what a bare
   * root shell has: use its UTF-8 twin so LANGUAGE=es still works. */
  if (locale == NULL || g_str_equal (locale, "C") || g_str_equal (locale, "POSIX"))
    setlocale (LC_ALL, "C.UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = mc_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
