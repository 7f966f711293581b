/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer: any bytes as a journal, read and replayed. It must never
 * crash, leak or overflow, whatever the bytes (docs/journal-format.md,
 * "Bad input"). Build with clang and -Dfuzzing=true; run, for example:
 *
 *   _build-fuzz/tests/fuzz/fuzz-journal -max_len=262144 -max_total_time=600 CORPUS tests/journals tests/journals/bad
 *
 * -max_len above the largest seed: tests/journals/bad/deep-nesting.jsonl,
 * 100,000 nested arrays, 200 KB.
 */
#include "config.h"

#include "fuzz-util.h"

#include "journal/mc-journal-state.h"
#include "session/mc-session.h"

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(McSession) session = mc_session_new ();
  g_autofree char *notice = NULL;

  if (mc_session_open_data (session, "fuzz.jsonl", (const char *) data, size, &notice, NULL))
    {
      g_autofree char *state = mc_journal_state_to_text (mc_session_get_game (session), FALSE);

      if (state[0] != '{' || !tem_game_check_invariants (mc_session_get_game (session), NULL))
        __builtin_trap ();
      /* Walk the whole history back and forth, as a player could. */
      while (mc_session_undo (session))
        ;
      while (mc_session_redo (session))
        ;
    }

  return 0;
}
