/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean mc_bounded_file_read (const char  *path,
                               gsize        max_bytes,
                               char       **contents,
                               gsize       *length,
                               GError     **error);

G_END_DECLS
