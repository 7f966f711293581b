/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the fuzz targets share: a critical or a warning is a bug. Included
 * once per target, which is its own program. */
#pragma once

#include <stdlib.h>

#include <glib.h>

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

