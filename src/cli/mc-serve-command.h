/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void mc_serve_command_prepare (void);
int  mc_serve_command         (const char *path,
                               const char *address,
                               int         port,
                               gboolean    from_app);

G_END_DECLS
