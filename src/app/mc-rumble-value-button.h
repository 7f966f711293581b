/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "rumble/rb-field.h"
#include "session/mc-session.h"

G_BEGIN_DECLS

/* A Rumblebots value shown as a number the players tap to correct
 * (RB_ACTION_CORRECT): the Rumblebots table page and the Laboratory view
 * share it. */

GtkWidget *mc_rumble_value_button_new (McSession  *session,
                                       int         index,
                                       RbField     field,
                                       const char *label);
void       mc_rumble_correct          (McSession  *session,
                                       int         index,
                                       RbField     field,
                                       int         value);

G_END_DECLS
