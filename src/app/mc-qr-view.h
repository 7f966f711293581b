/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MC_TYPE_QR_VIEW (mc_qr_view_get_type ())
G_DECLARE_FINAL_TYPE (McQrView, mc_qr_view, MC, QR_VIEW, GtkWidget)

GtkWidget  *mc_qr_view_new       (void);
gboolean    mc_qr_view_set_text  (McQrView    *self,
                                  const char  *text,
                                  GError     **error);
const char *mc_qr_view_get_text  (McQrView    *self);
gboolean    mc_qr_view_save_png  (McQrView    *self,
                                  const char  *path,
                                  guint        module_size,
                                  GError     **error);
gboolean    mc_qr_view_save_svg  (McQrView    *self,
                                  const char  *path,
                                  GError     **error);

G_END_DECLS
