/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Through one step (the same words) a box of buttons never gets shorter:
 * when a button goes (Collect, once collected) the room it had stays, so
 * the others do not move up under a finger. Held by value in its owner. */
typedef struct
{
  char   *key;      /* the step's words the floor is for */
  gint64  frame;    /* the frame they were first shown in */
  int     height;   /* the most height the box has had for them */
} McButtonsFloor;

void mc_buttons_floor_keep   (McButtonsFloor *self,
                              GtkWidget      *box,
                              const char     *key);
void mc_buttons_floor_forget (McButtonsFloor *self);

G_END_DECLS
