/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "mc-qr-view.h"

G_BEGIN_DECLS

#define MC_TYPE_SHARE_DIALOG (mc_share_dialog_get_type ())
G_DECLARE_FINAL_TYPE (McShareDialog, mc_share_dialog, MC, SHARE_DIALOG, AdwMessageDialog)

McShareDialog *mc_share_dialog_new         (GtkWindow     *parent,
                                            const char    *text,
                                            const char    *link,
                                            GError       **error);
void           mc_share_dialog_set_link_shown (McShareDialog *self,
                                               gboolean       shown);
McQrView      *mc_share_dialog_get_qr_view (McShareDialog *self);

G_END_DECLS
