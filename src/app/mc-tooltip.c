/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mc-tooltip.h"

/* Tooltips that change with the game. gtk_widget_set_tooltip_text() asks
 * where the pointer is each time it is called, a round trip to the X
 * server (GTK 4.8); the table sets dozens of tooltips on every change, and
 * those round trips were a fifth of the time to open a game (issue 6's
 * start-up measurements). Here the text is kept on the widget and handed
 * over only when GTK asks for a tooltip; screen readers get it as the
 * accessible description, as they would from GTK. */

static GQuark
text_quark (void)
{
  static GQuark quark;

  if (quark == 0)
    quark = g_quark_from_static_string ("mc-tooltip-text");
  return quark;
}

/* A menu or a list open from @widget: its tooltip would lie over the
 * first item (walk 13: "Main Menu" over New Game, a drop-down's hint
 * over its first row). */
static gboolean
has_open_popover (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget)) != NULL
      && gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget)))))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child) && gtk_widget_get_visible (child))
      return TRUE;
  return FALSE;
}

static gboolean
query_tooltip_cb (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip)
{
  if (!mc_tooltip_would_show (widget))
    return FALSE;
  gtk_tooltip_set_text (tooltip, g_object_get_qdata (G_OBJECT (widget), text_quark ()));
  return TRUE;
}

/* Whether @widget's tooltip, set here, would show if the pointer rested
 * on it now: not over a menu or list it has open. */
gboolean
mc_tooltip_would_show (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);

  return g_object_get_qdata (G_OBJECT (widget), text_quark ()) != NULL && !has_open_popover (widget);
}

void
mc_tooltip_set_text (GtkWidget  *widget,
                     const char *text)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (g_strcmp0 (g_object_get_qdata (G_OBJECT (widget), text_quark ()), text) == 0)
    return;

  if (g_signal_handler_find (widget, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, query_tooltip_cb, NULL) == 0)
    g_signal_connect (widget, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
  g_object_set_qdata_full (G_OBJECT (widget), text_quark (), g_strdup (text), g_free);
  gtk_widget_set_has_tooltip (widget, text != NULL);
  if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/* The tooltip @widget shows, set here or through GTK. */
const char *
mc_tooltip_get_text (GtkWidget *widget)
{
  const char *text;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  text = g_object_get_qdata (G_OBJECT (widget), text_quark ());
  return text != NULL ? text : gtk_widget_get_tooltip_text (widget);
}
