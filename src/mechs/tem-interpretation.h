/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A reading the app takes where the rulebooks are silent or disagree,
 * shown as such by the rules reference (checklist.md, "Interpretations"). */
typedef struct
{
  const char *id;          /* "I-1", or "I-A" for the app's own additions */
  const char *rules;       /* the rule IDs concerned, space-separated */
  const char *title;       /* N_() */
  const char *reading;     /* N_(): what the app does */
} TemInterpretation;

const TemInterpretation *tem_interpretation_get_all (guint      *n);
const TemInterpretation *tem_interpretation_find    (const char *id);

G_END_DECLS
