/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mc-table-page.h"
#include "mc-window-private.h"

/* The window's toasts: one at a time, each with its own wrapping title.
 * A part of McWindow that calls nothing else of it. */

static void
toast_dismissed_cb (McWindow *self,
                    AdwToast *toast)
{
  if (self->toast == toast)
    {
      g_clear_weak_pointer (&self->toast);
    }
}

/* A toast's title as our own label, so that it wraps instead of being
 * cut at phone width in every language (libadwaita 1.2 ellipsizes its
 * own title, and builds it only when the toast comes on screen). */
static GtkWidget *
toast_title_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);
  PangoAttrList *attributes = pango_attr_list_new ();

  /* Between words only, never "Lanzagranad-as" (the walk's toast). */
  pango_attr_list_insert (attributes, pango_attr_insert_hyphens_new (FALSE));
  gtk_label_set_attributes (GTK_LABEL (label), attributes);
  pango_attr_list_unref (attributes);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, "heading");
  gtk_label_set_max_width_chars (GTK_LABEL (label), 36);
  return label;
}

/* What a toast takes around its title: its margins and padding, the
 * spaces between its parts and its close button (libadwaita 1.2's
 * toast, with style.css's margins), in pixels. */
#define TOAST_FRAME 84

/* The toast is as wide as its title's natural width asks, and as tall as
 * that width needs (libadwaita 1.2 measures it so), even when the window
 * is narrower: then the button was pushed past the edge ("Cofnij" cut on
 * a phone). So the title's natural width is what the window leaves
 * beside the button and the close button; it wraps in that width. */
static void
fit_title (GtkWidget  *label,
           int         window_width,
           const char *button_label)
{
  PangoContext *context;
  PangoFontMetrics *metrics;
  int char_width, room, max_chars, button = 0;

  /* On a phone the title in the text's own weight: two lines, not four. */
  if (window_width > 0 && window_width < 600)
    gtk_widget_remove_css_class (label, "heading");
  else
    gtk_widget_add_css_class (label, "heading");
  context = gtk_widget_get_pango_context (label);
  metrics = pango_context_get_metrics (context, NULL, NULL);
  char_width = MAX (pango_font_metrics_get_approximate_char_width (metrics),
                    pango_font_metrics_get_approximate_digit_width (metrics));
  pango_font_metrics_unref (metrics);
  if (button_label != NULL)
    {
      g_autofree char *words = NULL;
      g_autoptr(PangoLayout) layout = NULL;

      /* The mnemonic's underscore takes no room. */
      pango_parse_markup (button_label, -1, '_', NULL, &words, NULL, NULL);
      layout = gtk_widget_create_pango_layout (label, words != NULL ? words : button_label);
      /* In the button's bold: measured in the title's weight, "Deshacer"
       * came a few pixels short and a title that just fitted made the
       * window 12 px wider than a phone (walk 17). */
      {
        g_autoptr(PangoAttrList) bold = pango_attr_list_new ();

        pango_attr_list_insert (bold, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
        pango_layout_set_attributes (layout, bold);
      }
      pango_layout_get_pixel_size (layout, &button, NULL);
      /* The button's padding and frame, and a margin for rounding. */
      button += 32 + 8;
    }
  room = window_width > 0 ? window_width - TOAST_FRAME - button : G_MAXINT / PANGO_SCALE;
  /* A wide window: the toast takes at most 36 characters a line. */
  max_chars = CLAMP (room * PANGO_SCALE / MAX (char_width, 1), 8, 36);
  gtk_label_set_max_width_chars (GTK_LABEL (label), max_chars);
  /* And on a laptop that width when the text needs it: a wrapping
   * label's natural width is narrower (GTK 4.8), which made two lines of
   * twenty letters of a short message ("Ben reveals a Bot: / attack 1,
   * 0 critical hits") beside a window's width of room (walk 8). Not on a
   * phone: it is the toast's least width, and the window's (369 px). */
  /* On a phone a text that fits the room too ("Ana ends / the turn"
   * wrapped at eight letters beside 200 px of room, walk 10): its own
   * width measured, not counted in approximate letters (those made a
   * Spanish toast ask 11 px more than a 360 px phone, walk 12). */
  {
    int length = (int) g_utf8_strlen (gtk_label_get_text (GTK_LABEL (label)), -1);
    int text_width = 0;

    if (window_width > 0 && window_width < 600)
      {
        g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (label, gtk_label_get_text (GTK_LABEL (label)));

        pango_layout_get_pixel_size (layout, &text_width, NULL);
      }
    gtk_label_set_width_chars (GTK_LABEL (label), window_width >= 600 ? MIN (length, max_chars) : -1);
    gtk_widget_set_size_request (label, text_width > 0 && text_width <= room ? text_width : -1, -1);
  }
}

/* The window's width, or the width it is given before its first frame. */
static int
window_width (GtkWidget *window)
{
  int width = gtk_widget_get_width (window), height;

  /* GTK 4.8 writes both: no NULL for the height. */
  if (width <= 0 && GTK_IS_WINDOW (window))
    gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  return width;
}

/* On screen, the title fits the window as it is now (a toast made
 * before the window was laid out could not know its width). */
/* libadwaita 1.2's close button of a toast shows only an icon, with no
 * name a screen reader speaks: it gets one. */
static void
name_close_button (GtkWidget *label)
{
  GtkWidget *toast = label;

  while (toast != NULL && !g_str_equal (gtk_widget_get_css_name (toast), "toast"))
    toast = gtk_widget_get_parent (toast);
  for (GtkWidget *child = toast != NULL ? gtk_widget_get_first_child (toast) : NULL; child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BUTTON (child) && gtk_button_get_icon_name (GTK_BUTTON (child)) != NULL)
      gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      C_("toast", "Close"), -1);
}

/* The width the toast's overlay has, where the title is shown: the
 * turn's column on a laptop's table, not the window (walk 9: at 1024 px
 * a title fitted to the window pushed Undo to the column's edge and the
 * close button out of it). */
static int
room_for (GtkWidget *label)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (label, ADW_TYPE_TOAST_OVERLAY);

  if (overlay != NULL && gtk_widget_get_width (overlay) > 0)
    return gtk_widget_get_width (overlay);
  return window_width (GTK_WIDGET (gtk_widget_get_root (label)));
}

/* Again once the overlay has its width: mapped with the page just
 * shown, it has none yet. */
static gboolean
refit_cb (GtkWidget     *label,
          GdkFrameClock *clock,
          gpointer       user_data)
{
  AdwToast *toast = user_data;
  GtkWidget *overlay = gtk_widget_get_ancestor (label, ADW_TYPE_TOAST_OVERLAY);

  if (overlay != NULL && gtk_widget_get_width (overlay) == 0 && gtk_widget_get_mapped (label))
    return G_SOURCE_CONTINUE;
  fit_title (label, room_for (label), adw_toast_get_button_label (toast));
  return G_SOURCE_REMOVE;
}

static void
unfocusable_buttons (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child))
        gtk_widget_set_focusable (child, FALSE);
      unfocusable_buttons (child);
    }
}

static void
title_mapped_cb (GtkWidget *label,
                 AdwToast  *toast)
{
  fit_title (label, room_for (label), adw_toast_get_button_label (toast));
  gtk_widget_add_tick_callback (label, refit_cb, g_object_ref (toast), g_object_unref);
  name_close_button (label);
  {
    GtkWidget *widget = label;

    while (gtk_widget_get_parent (widget) != NULL && !ADW_IS_TOAST_OVERLAY (gtk_widget_get_parent (widget)))
      widget = gtk_widget_get_parent (widget);
    /* A notice over a phone's board lets every tap through to what is
     * under it: the whole toast, the overlay's child holding the title. */
    if (g_object_get_data (G_OBJECT (toast), "mc-passive") != NULL)
      gtk_widget_set_can_target (widget, FALSE);
    /* Its buttons never take the keyboard's focus: a button of the turn
     * tapped and gone, GTK gave it to the toast's Undo, and the next Enter
     * undid the move (walk 14). Ctrl+Z and the header's Undo stay. */
    unfocusable_buttons (widget);
  }
}

/* Longer than this, a message would make a toast of more than three
 * lines at 1280 px (36 characters a line), more on a phone, whose
 * rounded ends cut the first and the last ("game.jsonl, line 10: …"). */
#define TOAST_MAX_CHARS 100

static void
long_message_response_cb (AdwMessageDialog *dialog,
                          const char       *response,
                          McWindow         *self)
{
  const char *action_name = g_object_get_data (G_OBJECT (dialog), "mc-action-name");

  if (g_str_equal (response, "action") && action_name != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self), action_name, NULL);
}

/* A message too long for a toast, whole in a dialog over the table,
 * with the toast's button (the rule) as one of its answers. */
static void
show_long_message (McWindow   *self,
                   const char *text,
                   const char *button_label,
                   const char *action_name)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), NULL, text));

  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  adw_message_dialog_set_default_response (dialog, "close");
  adw_message_dialog_set_close_response (dialog, "close");
  if (button_label != NULL && action_name != NULL)
    {
      adw_message_dialog_add_response (dialog, "action", button_label);
      g_object_set_data_full (G_OBJECT (dialog), "mc-action-name", g_strdup (action_name), g_free);
      g_signal_connect_object (dialog, "response", G_CALLBACK (long_message_response_cb), self, 0);
    }
  gtk_window_present (GTK_WINDOW (dialog));
}

/* One toast at a time: a quick run of taps updates the toast on screen
 * rather than queueing a toast per tap (and libadwaita 1.2 does not cope
 * with toasts dismissed while still animating in). */
void
_mc_window_show_toast (McWindow   *self,
            const char *text,
            const char *button_label,
            const char *action_name,
            gboolean    important)
{
  /* A long undo note shows its first line, the action undone: what it
   * caused is on the page (the walk's battle end made a toast of nine
   * lines spilling over the form). */
  const char *line_end = strchr (text, '\n');
  g_autofree char *first_line = !important && line_end != NULL && g_utf8_strlen (text, -1) > TOAST_MAX_CHARS
                                ? g_strndup (text, (gsize) (line_end - text)) : NULL;
  g_autofree char *markup = g_markup_escape_text (first_line != NULL ? first_line : text, -1);
  AdwToast *toast = self->toast;
  AdwToastOverlay *overlay;
  gboolean passive;

  g_free (self->toast_title);
  self->toast_title = g_strdup (text);

  /* A notice or a refusal in more words than a toast holds. */
  if (important && g_utf8_strlen (text, -1) > TOAST_MAX_CHARS)
    {
      show_long_message (self, text, button_label, action_name);
      return;
    }

  /* On a laptop's table, at the turn's foot: centred on the window, a
   * toast covered the players' buttons. On a phone, over the board (the
   * arena, the Rumblebots numbers), where no band is kept for it: there
   * it is a notice only, without Undo (the header has it) and letting
   * taps through, since a tap meant for a score or a zone under it undid
   * the last action (walk 13 A, and walk 12: Undo tapped just as the
   * toast left opened the zone under it). */
  overlay = g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "table") == 0
            ? mc_table_page_get_toast_overlay (self->table_page) : NULL;
  passive = !important && window_width (GTK_WIDGET (self)) < 600
            && (overlay != NULL || g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "rumble") == 0);
  if (passive)
    button_label = action_name = NULL;

  if (toast != NULL &&
      (g_object_get_data (G_OBJECT (toast), "mc-passive") != NULL) == passive &&
      g_strcmp0 (adw_toast_get_button_label (toast), button_label) == 0 &&
      (adw_toast_get_priority (toast) == ADW_TOAST_PRIORITY_HIGH) == important)
    {
      gtk_label_set_label (GTK_LABEL (adw_toast_get_custom_title (toast)), first_line != NULL ? first_line : text);
      fit_title (adw_toast_get_custom_title (toast), room_for (adw_toast_get_custom_title (toast)), button_label);
      return;
    }

  if (toast != NULL)
    adw_toast_dismiss (toast);

  toast = adw_toast_new (markup);
  adw_toast_set_custom_title (toast, toast_title_new (first_line != NULL ? first_line : text));
  g_signal_connect_object (adw_toast_get_custom_title (toast), "map", G_CALLBACK (title_mapped_cb), toast, 0);
  if (button_label != NULL)
    {
      adw_toast_set_button_label (toast, button_label);
      adw_toast_set_action_name (toast, action_name);
    }
  if (important)
    {
      /* A refusal replaces whatever is shown and stays long enough to read. */
      adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
      adw_toast_set_timeout (toast, 8);
    }

  /* A notice over a phone's board goes sooner: what happened is told in
   * the turn's sheet too, and the zone just changed lies under it (walk
   * 17: the new turret and the robots' bases hidden for 5 s). */
  if (passive)
    {
      g_object_set_data (G_OBJECT (toast), "mc-passive", GINT_TO_POINTER (TRUE));
      adw_toast_set_timeout (toast, 2);
    }

  g_set_weak_pointer (&self->toast, toast);
  g_signal_connect_swapped (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), self);
  adw_toast_overlay_add_toast (overlay != NULL ? overlay : self->toast_overlay, toast);
}
