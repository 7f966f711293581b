/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A reading the app takes where the Rumblebots rulebook is silent or
 * unclear: the checklist's open ambiguities. The rules
 * reference shows each as an interpretation, not as a rule. The strings
 * are N_(): translate them at display time. */
typedef struct
{
  const char *id;          /* "A-1" .. "A-17", stable */
  const char *rules;       /* the RB- rule IDs concerned, space-separated */
  const char *title;       /* N_() */
  const char *reading;     /* N_(): what the app does, starting "The rulebook doesn't say" */
} RbInterpretation;

const RbInterpretation *rb_interpretation_get_all (guint      *n);
const RbInterpretation *rb_interpretation_find    (const char *id);

G_END_DECLS
