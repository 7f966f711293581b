/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tem-game.h"
#include "tem-scoring.h"

G_BEGIN_DECLS

char *tem_score_sheet_describe_line (const TemGame      *game,
                                     guint               seat,
                                     const TemScoreLine *line,
                                     gboolean            final);
char *tem_score_sheet_describe      (const TemGame      *game,
                                     GError            **error);

G_END_DECLS
