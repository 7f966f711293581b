/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define MC_JOURNAL_ERROR (mc_journal_error_quark ())

/* Why a journal, or one of its lines, could not be read or written. Every
 * message is translated and names the file and line where it applies. */
typedef enum
{
  MC_JOURNAL_ERROR_IO,
  MC_JOURNAL_ERROR_TOO_LARGE,
  MC_JOURNAL_ERROR_BINARY,
  MC_JOURNAL_ERROR_NOT_A_JOURNAL,
  MC_JOURNAL_ERROR_NEWER_VERSION,
  MC_JOURNAL_ERROR_SYNTAX,
  MC_JOURNAL_ERROR_MISSING,
  MC_JOURNAL_ERROR_WRONG_TYPE,
  MC_JOURNAL_ERROR_OUT_OF_RANGE,
  MC_JOURNAL_ERROR_UNKNOWN_ACTION,
  MC_JOURNAL_ERROR_SECOND_HEADER,
  MC_JOURNAL_ERROR_REFUSED,
  MC_JOURNAL_ERROR_NOTHING_TO_UNDO,
  MC_JOURNAL_ERROR_TOO_DEEP,
  MC_JOURNAL_ERROR_NOT_A_FILE,
  MC_JOURNAL_ERROR_STOPPED,
} McJournalError;

GQuark mc_journal_error_quark (void);

G_END_DECLS
