/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

GPtrArray *mc_local_addresses_dup (void);

G_END_DECLS
