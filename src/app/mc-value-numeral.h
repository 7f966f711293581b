/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MC_TYPE_VALUE_NUMERAL (mc_value_numeral_get_type ())
G_DECLARE_FINAL_TYPE (McValueNumeral, mc_value_numeral, MC, VALUE_NUMERAL, GtkWidget)

GtkWidget  *mc_value_numeral_new           (void);
void        mc_value_numeral_set_icon_name (McValueNumeral *self,
                                            const char     *icon_name);
const char *mc_value_numeral_get_icon_name (McValueNumeral *self);
void        mc_value_numeral_set_text      (McValueNumeral *self,
                                            const char     *text);
const char *mc_value_numeral_get_text      (McValueNumeral *self);

void        mc_value_numeral_set_reserve   (McValueNumeral *self,
                                            const char     *reserve);

G_END_DECLS
