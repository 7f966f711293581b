/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "rules/tem-game.h"

G_BEGIN_DECLS

/* A saved game as the history and the resume offer show it. */
typedef struct
{
  char    *path;
  gint64   modified;     /* when the file was last written, µs since 1970 */
  TemGame  game;         /* as it stands in the file */
  guint    n_actions;
} McGameSummary;

GPtrArray     *mc_game_summary_list           (const char          *games_dir);
McGameSummary *mc_game_summary_find_resumable (const char          *games_dir);
char          *mc_game_summary_dup_players    (const McGameSummary *summary);
char          *mc_game_summary_dup_scores     (const McGameSummary *summary);
void           mc_game_summary_free           (McGameSummary       *summary);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (McGameSummary, mc_game_summary_free)

G_END_DECLS
