/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void mc_scroll_follow_focus (GtkScrolledWindow *scrolled);

G_END_DECLS
