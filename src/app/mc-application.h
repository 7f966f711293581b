/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define MC_TYPE_APPLICATION (mc_application_get_type ())
G_DECLARE_FINAL_TYPE (McApplication, mc_application, MC, APPLICATION, AdwApplication)

McApplication *mc_application_new (void);

G_END_DECLS
