/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>

#include "mc-widget-move.h"

/* Moving a built widget between containers as a page changes layout
 * (the table page's panels, its arena and its turn): nothing is built
 * twice. */

/* Takes @widget out of its carousel, flow box, box or parent widget. */
void
mc_widget_take_out (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  if (parent == NULL)
    return;
  if (ADW_IS_CAROUSEL (parent))
    adw_carousel_remove (ADW_CAROUSEL (parent), widget);
  else if (GTK_IS_FLOW_BOX_CHILD (parent))
    {
      gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (parent), NULL);
      gtk_flow_box_remove (GTK_FLOW_BOX (gtk_widget_get_parent (parent)), parent);
    }
  else if (GTK_IS_BOX (parent))
    gtk_box_remove (GTK_BOX (parent), widget);
  else
    gtk_widget_unparent (widget);
}

/* Moves @widget into @box after @sibling (NULL: first). */
void
mc_widget_move_into (GtkWidget *widget,
                     GtkWidget *box,
                     GtkWidget *sibling)
{
  if (gtk_widget_get_parent (widget) == box)
    {
      /* Reordered in place: taken out, it would be unrealized and
       * realized again with its accessible objects. */
      if (gtk_widget_get_prev_sibling (widget) != sibling)
        gtk_box_reorder_child_after (GTK_BOX (box), widget, sibling);
      return;
    }
  g_object_ref (widget);
  mc_widget_take_out (widget);
  gtk_box_insert_child_after (GTK_BOX (box), widget, sibling);
  g_object_unref (widget);
}

/* Makes @widget the last child of @parent, a widget that lays out its
 * children itself. */
void
mc_widget_move_to (GtkWidget *widget,
                   GtkWidget *parent)
{
  if (gtk_widget_get_parent (widget) == parent)
    return;
  g_object_ref (widget);
  mc_widget_take_out (widget);
  gtk_widget_insert_before (widget, parent, NULL);
  g_object_unref (widget);
}
