/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* One entry of the rules reference in the reader's language. */
typedef struct
{
  const char *title;
  const char *keywords;
  const char *body;
  const char *rules;       /* "R-C5 R-C6" */
} McRuleText;

typedef struct
{
  guint index;             /* into the texts searched */
  int   score;
} McRuleHit;

#define MC_RULE_SEARCH_MAX_QUERY 256   /* bytes; longer input is cut */

char   *mc_rule_search_fold      (const char       *text,
                                  GArray          **offsets);
GArray *mc_rule_search           (const McRuleText *texts,
                                  guint             n_texts,
                                  const char       *query,
                                  const char       *rule_prefix);
char   *mc_rule_search_highlight (const char       *text,
                                  const char       *query);

G_END_DECLS
