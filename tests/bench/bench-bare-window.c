/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The yardstick for start-up: a bare libadwaita window with a header bar,
 * reporting its first frame the way the app does under
 * MC_BENCH_FIRST_FRAME. */
#include <adwaita.h>

static void
after_paint_cb (GdkFrameClock *clock,
                GtkWindow     *window)
{
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, window);
  g_print ("first-frame %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  gtk_window_close (window);
}

static void
mapped_cb (GtkWindow *window)
{
  g_signal_connect_object (gtk_widget_get_frame_clock (GTK_WIDGET (window)), "after-paint",
                           G_CALLBACK (after_paint_cb), window, 0);
}

static void
activate_cb (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), gtk_label_new ("Bare window"));
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_title (GTK_WINDOW (window), "Bare window");
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 720);
  g_signal_connect (window, "map", G_CALLBACK (mapped_cb), NULL);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = adw_application_new ("io.github.mechcompanion.BenchBareWindow",
                                                       G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
