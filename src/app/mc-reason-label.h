/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MC_TYPE_REASON_LABEL (mc_reason_label_get_type ())
G_DECLARE_FINAL_TYPE (McReasonLabel, mc_reason_label, MC, REASON_LABEL, GtkWidget)

void        mc_reason_label_start    (McReasonLabel *self,
                                      const char    *moment);
void        mc_reason_label_add      (McReasonLabel *self,
                                      const char    *reason);
const char *mc_reason_label_get_text (McReasonLabel *self);

G_END_DECLS
