/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-save-chooser.h"
#include "mc-score-chart-dialog.h"

/* How the game went so far (issue 28): the score chart, its numbers in
 * words under it, and the chart saved as PNG or SVG. Sized to its parent,
 * so it fits a phone. */

struct _McScoreChartDialog
{
  AdwWindow             parent_instance;

  McScoreChart         *chart;
  GtkLabel             *saved;
  GtkFileChooserNative *chooser;
};

G_DEFINE_FINAL_TYPE (McScoreChartDialog, mc_score_chart_dialog, ADW_TYPE_WINDOW)

static gboolean
save_chart (gpointer     owner,
            const char  *path,
            GError     **error)
{
  return mc_score_chart_save (MC_SCORE_CHART_DIALOG (owner)->chart, path, error);
}

static void
chart_saved (gpointer    owner,
             const char *said)
{
  gtk_label_set_label (MC_SCORE_CHART_DIALOG (owner)->saved, said);
}

static void
save (McScoreChartDialog *self,
      const char         *name)
{
  mc_save_chooser_open (&self->chooser, GTK_WINDOW (self), _("Save the Chart"), _("_Save"), name, save_chart,
                        chart_saved, self);
}

static void
save_png_clicked_cb (McScoreChartDialog *self)
{
  save (self, "score-chart.png");
}

static void
save_svg_clicked_cb (McScoreChartDialog *self)
{
  save (self, "score-chart.svg");
}

static void
mc_score_chart_dialog_dispose (GObject *object)
{
  McScoreChartDialog *self = MC_SCORE_CHART_DIALOG (object);

  mc_save_chooser_close (&self->chooser);
  G_OBJECT_CLASS (mc_score_chart_dialog_parent_class)->dispose (object);
}

static void
mc_score_chart_dialog_class_init (McScoreChartDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = mc_score_chart_dialog_dispose;
}

static GtkWidget *
button_new (const char *label,
            GCallback   callback,
            gpointer    self)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_add_css_class (button, "pill");
  g_signal_connect_swapped (button, "clicked", callback, self);
  return button;
}

static void
mc_score_chart_dialog_init (McScoreChartDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *buttons = gtk_flow_box_new ();
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *clamp = adw_clamp_new ();

  gtk_window_set_title (GTK_WINDOW (self), _("Score Chart"));
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (self), TRUE);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), adw_window_title_new (_("Score Chart"), NULL));
  gtk_box_append (GTK_BOX (box), header);

  self->chart = MC_SCORE_CHART (mc_score_chart_new ());
  self->saved = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->saved, TRUE);
  gtk_label_set_xalign (self->saved, 0);
  gtk_widget_set_margin_start (content, 12);
  gtk_widget_set_margin_end (content, 12);
  gtk_widget_set_margin_top (content, 12);
  gtk_widget_set_margin_bottom (content, 12);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->chart));

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (buttons), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (buttons), TRUE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (buttons), 2);
  gtk_flow_box_append (GTK_FLOW_BOX (buttons), button_new (_("Save as _PNG…"), G_CALLBACK (save_png_clicked_cb), self));
  gtk_flow_box_append (GTK_FLOW_BOX (buttons), button_new (_("Save as _SVG…"), G_CALLBACK (save_svg_clicked_cb), self));
  gtk_box_append (GTK_BOX (content), buttons);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->saved));

  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 800);
  adw_clamp_set_child (ADW_CLAMP (clamp), content);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (box), scrolled);
  adw_window_set_content (ADW_WINDOW (self), box);
}

/* The chart of @track, over @parent and no larger. */
McScoreChartDialog *
mc_score_chart_dialog_new (GtkWindow          *parent,
                           const McScoreTrack *track)
{
  McScoreChartDialog *self = g_object_new (MC_TYPE_SCORE_CHART_DIALOG, "transient-for", parent, NULL);
  g_autofree char *text = mc_score_track_describe (track);
  GtkWidget *label = gtk_label_new (text);

  mc_score_chart_set_track (self->chart, track);
  /* The same numbers for a glance, under the chart. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_insert_after (label, gtk_widget_get_parent (GTK_WIDGET (self->chart)), GTK_WIDGET (self->chart));
  if (parent != NULL)
    gtk_window_set_default_size (GTK_WINDOW (self), MIN (gtk_widget_get_width (GTK_WIDGET (parent)), 720),
                                 MIN (gtk_widget_get_height (GTK_WIDGET (parent)), 560));
  return self;
}

McScoreChart *
mc_score_chart_dialog_get_chart (McScoreChartDialog *self)
{
  g_return_val_if_fail (MC_IS_SCORE_CHART_DIALOG (self), NULL);

  return self->chart;
}
