/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer: any bytes as the players' cards file (cards.json). A bad file
 * is refused and changes nothing; a good one survives writing and reading
 * back unchanged. Build with clang and -Dfuzzing=true; run, for example:
 *
 *   _build-fuzz/tests/fuzz/fuzz-cards -max_total_time=600 CORPUS tests/cards
 */
#include "config.h"

#include <stdlib.h>

#include <string.h>

#include "journal/mc-card-memory.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

/* A critical or a warning is a bug: abort, which libFuzzer catches and
 * saves the input of (a breakpoint trap it would not). */
static GLogWriterOutput
abort_on_warnings (GLogLevelFlags   level,
                   const GLogField *fields,
                   gsize            n_fields,
                   gpointer         user_data)
{
  GLogWriterOutput written = g_log_writer_standard_streams (level, fields, n_fields, user_data);

  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    abort ();
  return written;
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_log_set_writer_func (abort_on_warnings, NULL, NULL);
  return 0;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(McCardMemory) memory = mc_card_memory_new ();
  g_autoptr(McCardMemory) again = mc_card_memory_new ();
  g_autofree char *before = mc_card_memory_to_data (memory);
  g_autofree char *written = NULL;
  g_autofree char *rewritten = NULL;

  if (!mc_card_memory_load_data (memory, (const char *) data, size, NULL))
    {
      g_autofree char *after = mc_card_memory_to_data (memory);

      /* Refused: nothing changed. */
      if (strcmp (before, after) != 0)
        __builtin_trap ();
      return 0;
    }

  written = mc_card_memory_to_data (memory);
  if (!mc_card_memory_load_data (again, written, strlen (written), NULL))
    __builtin_trap ();
  rewritten = mc_card_memory_to_data (again);
  if (strcmp (written, rewritten) != 0)
    __builtin_trap ();
  return 0;
}
