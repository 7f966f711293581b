/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "journal/mc-card-memory.h"
#include "session/mc-session.h"

G_BEGIN_DECLS

/* What both parts of a need dialog use (the choices asked at the table in
 * mc-need-dialog.c, the card values in mc-need-values.c): a few widgets
 * and the weapon names the players gave. Neither part reaches the other
 * through these. */

GtkWidget  *mc_need_new_wrapping_label (const char    *text,
                                        const char    *css_class);
void        mc_need_add_footer         (AdwMessageDialog *dialog,
                                        GtkWidget        *widget);
GtkListBox *mc_need_new_boxed_list     (void);
gboolean    mc_need_card_is_unnamed    (McCardMemory  *cards,
                                        guint          kind);
char       *mc_need_dup_weapon_choice  (guint          kind);
gboolean    mc_need_name_weapon        (McSession     *session,
                                        McCardMemory  *cards,
                                        guint          kind,
                                        const char    *name,
                                        GError       **error);

G_END_DECLS
