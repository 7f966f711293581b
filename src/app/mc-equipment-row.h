/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "session/mc-session.h"

G_BEGIN_DECLS

#define MC_TYPE_EQUIPMENT_ROW (mc_equipment_row_get_type ())
G_DECLARE_FINAL_TYPE (McEquipmentRow, mc_equipment_row, MC, EQUIPMENT_ROW, GtkWidget)

void       mc_equipment_row_set_player (McEquipmentRow *self,
                                        McSession      *session,
                                        guint           seat);
GtkWidget *mc_equipment_row_get_button (McEquipmentRow *self);
GtkWidget *mc_equipment_row_get_label  (McEquipmentRow *self);

G_END_DECLS
