/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A control that comes in the place of the one just tapped (the next
 * player's weapon question, the next robot's Draw) takes taps only after
 * a moment, so that a double tap does not answer it unseen. Its owner
 * holds the struct and clears it when disposed. */
typedef struct
{
  GtkWidget *widget;   /* not owned: a weak pointer */
  guint      source;
} McTapSettle;

void     mc_tap_settle_hold    (McTapSettle *self,
                                GtkWidget   *widget,
                                gint64       tapped_at);
void     mc_tap_settle_keep    (McTapSettle *self);
gboolean mc_tap_settle_is_done (McTapSettle *self);
void     mc_tap_settle_clear   (McTapSettle *self);

G_END_DECLS
