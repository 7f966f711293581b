/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "rumble/rb-field.h"
#include "session/mc-session.h"
#include "mc-rumble-lab-view.h"
#include "mc-rumble-phase-panel.h"
#include "mc-rumble-scoreboard.h"

G_BEGIN_DECLS

#define MC_TYPE_RUMBLE_TABLE_PAGE (mc_rumble_table_page_get_type ())
G_DECLARE_FINAL_TYPE (McRumbleTablePage, mc_rumble_table_page, MC, RUMBLE_TABLE_PAGE, GtkWidget)

void                mc_rumble_table_page_set_session     (McRumbleTablePage *self,
                                                          McSession         *session);
McRumblePhasePanel *mc_rumble_table_page_get_phase_panel (McRumbleTablePage *self);
McRumbleLabView    *mc_rumble_table_page_get_lab_view    (McRumbleTablePage *self);
GtkWidget          *mc_rumble_table_page_get_value       (McRumbleTablePage *self,
                                                          int                index,
                                                          int                what);
const char         *mc_rumble_table_page_get_direction   (McRumbleTablePage *self);
McRumbleScoreboard *mc_rumble_table_page_get_scoreboard  (McRumbleTablePage *self);
void                mc_rumble_table_page_correct         (McRumbleTablePage *self,
                                                          int                index,
                                                          RbField            field,
                                                          int                value);

G_END_DECLS
