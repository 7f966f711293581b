/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The button of @area called @name, or its main button for %NULL. */
typedef GtkWidget *(*McFocusFind) (GtkWidget  *area,
                                   const char *name);

/* Held by value in the widget it serves (see mc-focus-keeper.c). */
typedef struct
{
  GtkWidget   *area;       /* not owned: it holds the keeper */
  McFocusFind  find;
  GtkRoot     *root;       /* not owned: watched while set */
  char        *name;       /* the area's button that has the focus */
  guint        back_source;
} McFocusKeeper;

void mc_focus_keeper_init     (McFocusKeeper *self,
                               GtkWidget     *area,
                               McFocusFind    find);
void mc_focus_keeper_set_root (McFocusKeeper *self,
                               GtkRoot       *root);
void mc_focus_keeper_clear    (McFocusKeeper *self);

G_END_DECLS
