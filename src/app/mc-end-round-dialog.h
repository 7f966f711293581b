/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "journal/mc-card-memory.h"
#include "session/mc-session.h"

G_BEGIN_DECLS

#define MC_TYPE_END_ROUND_DIALOG (mc_end_round_dialog_get_type ())
G_DECLARE_FINAL_TYPE (McEndRoundDialog, mc_end_round_dialog, MC, END_ROUND_DIALOG, AdwMessageDialog)

McEndRoundDialog *mc_end_round_dialog_new (GtkWindow    *parent,
                                           McSession    *session,
                                           McCardMemory *cards,
                                           gboolean      follows_turns);

G_END_DECLS
