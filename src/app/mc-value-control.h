/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "mechs/tem-field.h"

G_BEGIN_DECLS

#define MC_TYPE_VALUE_CONTROL (mc_value_control_get_type ())
G_DECLARE_FINAL_TYPE (McValueControl, mc_value_control, MC, VALUE_CONTROL, GtkButton)

void       mc_value_control_set_value     (McValueControl *self,
                                           int             value,
                                           int             maximum);
int        mc_value_control_get_value     (McValueControl *self);
void       mc_value_control_set_subtitle  (McValueControl *self,
                                           const char     *subtitle);
void       mc_value_control_set_field     (McValueControl *self,
                                           TemField        field);
void       mc_value_control_set_owner     (McValueControl *self,
                                           const char     *owner);
GtkWidget *mc_value_control_get_button    (McValueControl *self,
                                           int             direction);
GtkWidget *mc_value_control_get_entry     (McValueControl *self);
void       mc_value_control_popup         (McValueControl *self);
void       mc_value_control_request       (McValueControl *self,
                                           int             value);

G_END_DECLS
