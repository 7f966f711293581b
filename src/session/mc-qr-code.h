/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* A QR code's modules (libqrencode), for any size of drawing: the view
 * draws them as sharp squares, the SVG as rectangles. */
typedef struct _McQrCode McQrCode;

#define MC_QR_CODE_QUIET_ZONE 4      /* modules of white around it (ISO 18004) */

McQrCode *mc_qr_code_new      (const char *text,
                               GError    **error);
void      mc_qr_code_free     (McQrCode   *self);
guint     mc_qr_code_get_size (McQrCode   *self);
gboolean  mc_qr_code_is_dark  (McQrCode   *self,
                               guint       x,
                               guint       y);
char     *mc_qr_code_to_svg   (McQrCode   *self,
                               guint       module_size);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (McQrCode, mc_qr_code_free)

G_END_DECLS
