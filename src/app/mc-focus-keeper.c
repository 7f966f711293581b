/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "mc-focus-keeper.h"

/* An area whose buttons are made anew as it is shown again (the turn's
 * step): the one that had the keyboard's focus gives it, as it goes, to
 * whatever GTK finds next, the column's scroll or a toast's Undo, and the
 * next Enter undid the move just made (walk 14, after a tap with the
 * mouse). Fallen so (to none, to what holds the area, to a toast), the
 * focus comes back to the button of that name made anew, else to the
 * area's main button; moved elsewhere by the player, it stays there. */

static gboolean
in_a_toast (GtkWidget *widget)
{
  for (; widget != NULL && !ADW_IS_TOAST_OVERLAY (widget); widget = gtk_widget_get_parent (widget))
    if (g_str_equal (G_OBJECT_TYPE_NAME (widget), "AdwToastWidget"))
      return TRUE;
  return FALSE;
}

static gboolean
back_cb (gpointer data)
{
  McFocusKeeper *self = data;
  GtkWidget *focus = self->root != NULL ? gtk_root_get_focus (self->root) : NULL;
  GtkWidget *again;

  self->back_source = 0;
  if (self->root == NULL || self->name == NULL || (focus != NULL && gtk_widget_is_ancestor (focus, self->area)))
    return G_SOURCE_REMOVE;
  again = self->find (self->area, self->name);
  if ((again == NULL || !gtk_widget_is_visible (again) || !gtk_widget_get_sensitive (again)
       || !gtk_widget_grab_focus (again))
      && ((again = self->find (self->area, NULL)) == NULL || !gtk_widget_grab_focus (again)))
    gtk_widget_child_focus (self->area, GTK_DIR_TAB_FORWARD);
  return G_SOURCE_REMOVE;
}

static void
focus_changed_cb (GtkRoot       *root,
                  GParamSpec    *pspec,
                  McFocusKeeper *self)
{
  GtkWidget *focus = gtk_root_get_focus (root);

  if (focus != NULL && gtk_widget_is_ancestor (focus, self->area))
    {
      g_free (self->name);
      self->name = g_strdup (gtk_widget_get_name (focus));
      return;
    }
  if (self->name != NULL
      && (focus == NULL || gtk_widget_get_root (focus) != root || gtk_widget_is_ancestor (self->area, focus)
          || in_a_toast (focus)))
    {
      if (self->back_source == 0)
        self->back_source = g_idle_add (back_cb, self);
      return;
    }
  g_clear_pointer (&self->name, g_free);
}

/* @area's focus kept by @self, held by value in @area's instance. */
void
mc_focus_keeper_init (McFocusKeeper *self,
                      GtkWidget     *area,
                      McFocusFind    find)
{
  memset (self, 0, sizeof *self);
  self->area = area;
  self->find = find;
}

/* No longer watching: from @area's dispose. */
void
mc_focus_keeper_clear (McFocusKeeper *self)
{
  mc_focus_keeper_set_root (self, NULL);
  g_clear_handle_id (&self->back_source, g_source_remove);
  g_clear_pointer (&self->name, g_free);
}

/* The window @area is in now (%NULL when it leaves it): its focus watched. */
void
mc_focus_keeper_set_root (McFocusKeeper *self,
                          GtkRoot       *root)
{
  if (self->root != NULL)
    g_signal_handlers_disconnect_by_func (self->root, focus_changed_cb, self);
  self->root = root;
  if (root != NULL)
    g_signal_connect (root, "notify::focus-widget", G_CALLBACK (focus_changed_cb), self);
}
