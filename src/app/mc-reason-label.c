/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "mc-reason-label.h"

/* Why the button above is greyed, said right under it (a tooltip is no
 * help on a touch screen, and a list under the whole form was off-screen
 * at 1280x800, walk 7). The reasons change as numbers are typed; the room
 * they took stays theirs for the moment (a turn, a card revealed), so
 * what is under them does not move under a finger: an unseen label
 * holding the longest said in the moment lies under the ones shown. */

struct _McReasonLabel
{
  GtkWidget  parent_instance;

  GtkLabel  *shown;
  GtkLabel  *room;
  char      *moment;  /* what the room was kept for */
};

G_DEFINE_FINAL_TYPE (McReasonLabel, mc_reason_label, GTK_TYPE_WIDGET)

static GtkLabel *
new_line (McReasonLabel *self)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_yalign (GTK_LABEL (label), 0);
  gtk_widget_set_valign (label, GTK_ALIGN_START);
  gtk_widget_set_parent (label, GTK_WIDGET (self));
  return GTK_LABEL (label);
}

static void
mc_reason_label_dispose (GObject *object)
{
  McReasonLabel *self = MC_REASON_LABEL (object);

  g_clear_pointer ((GtkWidget **) &self->shown, gtk_widget_unparent);
  g_clear_pointer ((GtkWidget **) &self->room, gtk_widget_unparent);
  g_clear_pointer (&self->moment, g_free);
  G_OBJECT_CLASS (mc_reason_label_parent_class)->dispose (object);
}

static void
mc_reason_label_class_init (McReasonLabelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_reason_label_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "reason");
}

static void
mc_reason_label_init (McReasonLabel *self)
{
  self->room = new_line (self);
  gtk_widget_set_opacity (GTK_WIDGET (self->room), 0);
  gtk_widget_set_can_target (GTK_WIDGET (self->room), FALSE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->room), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  self->shown = new_line (self);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

static void
append_once (GtkLabel   *label,
             const char *reason)
{
  const char *text = gtk_label_get_label (label);
  g_autofree char *more = NULL;

  if (strstr (text, reason) != NULL)
    return;
  more = g_strdup_printf ("%s%s%s", text, text[0] != '\0' ? "\n" : "", reason);
  gtk_label_set_label (label, more);
}

/**
 * mc_reason_label_start:
 * @moment: names the turn or step the reasons are given for
 *
 * Clears the reasons shown before the actions are checked again; the
 * room stays while @moment is the same, and goes with it.
 */
void
mc_reason_label_start (McReasonLabel *self,
                       const char    *moment)
{
  g_return_if_fail (MC_IS_REASON_LABEL (self));

  gtk_label_set_label (self->shown, "");
  if (g_strcmp0 (moment, self->moment) != 0)
    {
      g_free (self->moment);
      self->moment = g_strdup (moment);
      gtk_label_set_label (self->room, "");
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
    }
}

/* Says @reason (once, however many buttons give it). */
void
mc_reason_label_add (McReasonLabel *self,
                     const char    *reason)
{
  g_return_if_fail (MC_IS_REASON_LABEL (self));
  g_return_if_fail (reason != NULL);

  append_once (self->shown, reason);
  /* The room is the longest said at once, not every reason of the turn
   * one under another: one after another, as a card's numbers are typed,
   * they grew it line by line and Recycle under it moved 15 px each time
   * (walk 10). */
  if (g_utf8_strlen (gtk_label_get_label (self->shown), -1) > g_utf8_strlen (gtk_label_get_label (self->room), -1))
    gtk_label_set_label (self->room, gtk_label_get_label (self->shown));
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}

/* The reasons shown, one a line; "" when none. */
const char *
mc_reason_label_get_text (McReasonLabel *self)
{
  g_return_val_if_fail (MC_IS_REASON_LABEL (self), NULL);

  return gtk_label_get_label (self->shown);
}
