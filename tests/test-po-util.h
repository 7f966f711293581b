/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A po file read for the catalogue tests (test-i18n.c,
 * test-i18n-catalogue.c): enough of gettext's grammar to check what the
 * translators wrote. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  char      *msgctxt;
  char      *msgid;
  char      *msgid_plural;  /* NULL for a message without plural */
  GPtrArray *msgstr;        /* msgstr, or msgstr[0], msgstr[1] … */
} PoEntry;

/* The text between the first and last '"' of a po line, unescaped. */
char      *test_po_string (const char *line);

/* The live entries of the po file at @path (obsolete "#~" ones and the
 * header left out), each string with its continuation lines: PoEntry
 * items, freed with the array. */
GPtrArray *test_read_po   (const char *path);

G_END_DECLS
