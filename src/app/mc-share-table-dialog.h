/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "session/mc-session.h"
#include "mc-qr-view.h"

G_BEGIN_DECLS

#define MC_TYPE_SHARE_TABLE_DIALOG (mc_share_table_dialog_get_type ())
G_DECLARE_FINAL_TYPE (McShareTableDialog, mc_share_table_dialog, MC, SHARE_TABLE_DIALOG, AdwWindow)

McShareTableDialog *mc_share_table_dialog_new         (GtkWindow          *parent,
                                                       McSession          *session);
McShareTableDialog *mc_share_table_dialog_present_for (GtkWindow          *parent,
                                                       McSession          *session);
McQrView           *mc_share_table_dialog_get_qr_view (McShareTableDialog *self);
const char         *mc_share_table_dialog_get_url     (McShareTableDialog *self);
guint               mc_share_table_dialog_get_n_viewers (McShareTableDialog *self);
GSubprocess        *mc_share_table_dialog_get_server_process (McShareTableDialog *self);
gboolean            mc_share_table_dialog_is_sharing  (McShareTableDialog *self);

G_END_DECLS
