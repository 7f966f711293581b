/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-application.h"
#include "mc-window.h"

struct _McApplication
{
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (McApplication, mc_application, ADW_TYPE_APPLICATION)

static void
about_activated_cb (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  McApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  const char *developers[] = { _("Mech Companion contributors"), NULL };

  GtkWidget *about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                                   "transient-for", window,
                                   "modal", TRUE,
                                   "destroy-with-parent", TRUE,
                                   "application-name", _("Mech Companion"),
                                   "application-icon", APP_ID,
                                   "version", PACKAGE_VERSION,
                                   "developer-name", _("Mech Companion contributors"),
                                   "developers", developers,
                                   "license-type", GTK_LICENSE_GPL_3_0,
                                   "website", "https://github.com/mechcompanion/mech-companion",
                                   "issue-url", "https://github.com/mechcompanion/mech-companion/issues",
                                   "comments", _("An unofficial companion for the board game Tiny Epic Mechs, "
                                                 "designed by Scott Almes and published by Gamelyn Games. "
                                                 "Mech Companion is not affiliated with or endorsed by them."),
                                   /* Translators: put your names here, one per line */
                                   "translator-credits", _("translator-credits"),
                                   NULL);

  /* No wider than a phone's screen, frame included: libadwaita 1.2 asks
   * 360 px of its pages' leaflet, the whole screen before the frame. */
  gtk_widget_set_size_request (about, 300, -1);
  if (ADW_IS_TOAST_OVERLAY (adw_window_get_content (ADW_WINDOW (about))))
    {
      GtkWidget *leaflet = adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (adw_window_get_content (ADW_WINDOW (about))));

      if (ADW_IS_LEAFLET (leaflet))
        gtk_widget_set_size_request (leaflet, 300, -1);
    }
  if (window != NULL)
    gtk_window_set_default_size (GTK_WINDOW (about), MIN (gtk_widget_get_width (GTK_WIDGET (window)), 360),
                                 MIN (gtk_widget_get_height (GTK_WIDGET (window)), 620));
  gtk_window_present (GTK_WINDOW (about));
}

static void
quit_activated_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  McApplication *self = user_data;
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (self));

  /* Close windows so each saves its size; the app quits with the last. */
  for (GList *l = windows; l != NULL;)
    {
      GtkWindow *window = l->data;

      l = l->next;
      gtk_window_close (window);
    }
}

static const GActionEntry app_actions[] = {
  { "about", about_activated_cb, NULL, NULL, NULL, { 0 } },
  { "quit", quit_activated_cb, NULL, NULL, NULL, { 0 } },
};

/* tests/bench/bench-startup measures the time to the first frame: with
 * MC_BENCH_FIRST_FRAME set, print the monotonic clock then and quit.
 * tests/bench/bench-history also sets MC_BENCH_HISTORY: History is then
 * opened after the first frame, and the time to its first frame printed. */
static gint64 bench_history_opened;
static gint64 bench_history_frame;

static void
bench_history_painted_cb (GdkFrameClock *clock,
                          GtkWindow     *window)
{
  /* Not the frame History was opened in, the next one. */
  if (gdk_frame_clock_get_frame_counter (clock) <= bench_history_frame)
    return;
  g_signal_handlers_disconnect_by_func (clock, bench_history_painted_cb, window);
  g_print ("history-frame %" G_GINT64_FORMAT "\n", g_get_monotonic_time () - bench_history_opened);
  gtk_window_close (window);
}

static void
bench_after_paint_cb (GdkFrameClock *clock,
                      GtkWindow     *window)
{
  g_signal_handlers_disconnect_by_func (clock, bench_after_paint_cb, window);
  g_print ("first-frame %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  if (g_getenv ("MC_BENCH_HISTORY") == NULL)
    {
      gtk_window_close (window);
      return;
    }

  bench_history_opened = g_get_monotonic_time ();
  bench_history_frame = gdk_frame_clock_get_frame_counter (clock);
  /* MC_BENCH_HISTORY=statistics: History's Statistics instead. */
  gtk_widget_activate_action (GTK_WIDGET (window),
                              g_str_equal (g_getenv ("MC_BENCH_HISTORY"), "statistics")
                              ? "win.show-statistics" : "win.show-history", NULL);
  g_signal_connect_object (clock, "after-paint", G_CALLBACK (bench_history_painted_cb), window, 0);
}

static void
bench_window_mapped_cb (GtkWindow *window)
{
  g_signal_connect_object (gtk_widget_get_frame_clock (GTK_WIDGET (window)), "after-paint",
                           G_CALLBACK (bench_after_paint_cb), window, 0);
}

/* The window, created on first use. */
static GtkWindow *
ensure_window (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    {
      window = GTK_WINDOW (mc_window_new (MC_APPLICATION (app)));
      if (g_getenv ("MC_BENCH_FIRST_FRAME") != NULL)
        g_signal_connect (window, "map", G_CALLBACK (bench_window_mapped_cb), NULL);
    }
  return window;
}

static void
mc_application_activate (GApplication *app)
{
  gtk_window_present (ensure_window (app));
}

/* `mech-companion GAME.jsonl`: a saved game opened where it was left. The
 * game is opened before the window is shown: the welcome page is never
 * shown, so its work (the saved games read for one to resume) is not done. */
static void
mc_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  GtkWindow *window;

  window = ensure_window (app);
  if (n_files > 0)
    mc_window_open_file (MC_WINDOW (window), files[0]);
  gtk_window_present (window);
}

static void
mc_application_startup (GApplication *app)
{
  static const struct
  {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "win.new-game", { "<Control>n", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
    { "win.end-round", { "<Control>e", NULL } },
    { "win.show-history", { "<Control>h", NULL } },
    { "win.show-rules", { "F1", "<Control>r", NULL } },
    { "win.back", { "<Alt>Left", NULL } },
    { "window.close", { "<Control>w", NULL } },
    { "win.turn-next", { "<Control>Return", "<Control>KP_Enter", NULL } },
    { "win.turn-card(0)", { "<Control>1", NULL } },
    { "win.turn-card(1)", { "<Control>2", NULL } },
    { "win.turn-card(2)", { "<Control>3", NULL } },
    { "win.turn-card(3)", { "<Control>4", NULL } },
    { "win.turn-card(4)", { "<Control>5", NULL } },
    { "win.turn-card(5)", { "<Control>6", NULL } },
    { "win.turn-card(6)", { "<Control>7", NULL } },
    { "win.turn-direction(0)", { "<Control>Up", NULL } },
    { "win.turn-direction(1)", { "<Control>Right", NULL } },
    { "win.turn-direction(2)", { "<Control>Down", NULL } },
    { "win.turn-direction(3)", { "<Control>Left", NULL } },
    { "win.turn-direction(4)", { "<Control>Page_Up", NULL } },
    { "win.turn-direction(5)", { "<Control>Page_Down", NULL } },
    { "win.turn-direction(6)", { "<Control>End", NULL } },
    { "win.turn-direction(7)", { "<Control>Home", NULL } },
  };

  G_APPLICATION_CLASS (mc_application_parent_class)->startup (app);
  /* A rules topic or a chart's table opens to be read: a selectable
   * label that takes the focus selects nothing (walk 18: the topic opened
   * from a refusal and the Score Chart came with their text selected). */
  g_object_set (gtk_settings_get_default (), "gtk-label-select-on-focus", FALSE, NULL);

  /* The same resources serve the release and the .Devel build. */
  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions), app);
  for (gsize i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action, accels[i].accels);
  /* The windows' icon: McWindow gives it after its first frame. */
}

static void
mc_application_class_init (McApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->activate = mc_application_activate;
  app_class->open = mc_application_open;
  app_class->startup = mc_application_startup;
}

static void
mc_application_init (McApplication *self)
{
}

McApplication *
mc_application_new (void)
{
  return g_object_new (MC_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", RESOURCE_PATH,
                       NULL);
}
