/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer: any bytes as the players' cards file (cards.json). A bad file
 * is refused and changes nothing; a good one survives writing and reading
 * back unchanged. Build with clang and -Dfuzzing=true; run, for example:
 *
 *   _build-fuzz/tests/fuzz/fuzz-cards -max_len=262144 -max_total_time=600 CORPUS tests/cards tests/cards/bad
 *
 * -max_len above the largest seed: tests/cards/bad/deep-nesting.json,
 * 100,000 nested arrays, 200 KB.
 */
#include "config.h"

#include "fuzz-util.h"

#include <string.h>

#include "journal/mc-card-memory.h"

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
