/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mc-score-track.h"
#include "mc-session.h"

G_BEGIN_DECLS

/* What McSession knows of how its game went (mc-session-track.c). */
void mc_session_get_score_track  (McSession    *self,
                                  McScoreTrack *track);
int  mc_session_get_first_player (McSession    *self);

G_END_DECLS
