/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Time from a tap on the turn panel to the next painted frame: the
 * program cards of a player's turn, and a Robot Pilot's step (its card,
 * what it sees, the arena highlighted) and back, in a solo game at
 * 1280×800. Median, 95th percentile and worst of each.
 *
 *   xvfb-run -a _build-test/tests/bench/bench-tap [TAPS]
 *
 * Run by hand, never in the suite: timings depend on the machine. */
#include "config.h"

#include <stdlib.h>

#include <adwaita.h>

#include "app/mc-application.h"
#include "app/mc-setup-page.h"
#include "app/mc-table-page.h"
#include "app/mc-turn-panel.h"
#include "app/mc-window.h"

typedef struct
{
  gboolean painted;
  gint64   update_start;    /* the frame's work begins */
  gint64   painted_at;
} Frame;

static void
update_cb (GdkFrameClock *clock,
           Frame         *frame)
{
  if (frame->update_start == 0)
    frame->update_start = g_get_monotonic_time ();
}

static void
after_paint_cb (GdkFrameClock *clock,
                Frame         *frame)
{
  frame->painted = TRUE;
  frame->painted_at = g_get_monotonic_time ();
}

/* Taps @button and waits for the frame that shows what it did. Returns
 * the time to that frame; @work gets the time spent working for it: the
 * tap's handler, then the frame's layout and paint, without the wait
 * for the frame clock's next tick. */
static gint64
tap_to_frame (GtkWidget *window,
              GtkWidget *button,
              gint64    *work)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  Frame frame = { FALSE, 0, 0 };
  gulong update_id = g_signal_connect (clock, "layout", G_CALLBACK (update_cb), &frame);
  gulong paint_id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &frame);
  gint64 start = g_get_monotonic_time ();
  gint64 handled;

  g_signal_emit_by_name (button, "clicked");
  handled = g_get_monotonic_time ();
  while (!frame.painted)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, update_id);
  g_signal_handler_disconnect (clock, paint_id);
  if (work != NULL)
    *work = (handled - start) + (frame.painted_at - MAX (frame.update_start, handled));
  return frame.painted_at - start;
}

static int
compare (gconstpointer a,
         gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

static void
report (const char *what,
        GArray     *samples)
{
  g_array_sort (samples, compare);
  g_print ("%-28s median %.2f ms, 95%% %.2f ms, worst %.2f ms (%u taps)\n", what,
           g_array_index (samples, gint64, samples->len / 2) / 1000.0,
           g_array_index (samples, gint64, samples->len * 95 / 100) / 1000.0,
           g_array_index (samples, gint64, samples->len - 1) / 1000.0, samples->len);
}

static GtkWidget *
button (McTurnPanel *panel,
        const char  *name)
{
  GtkWidget *found = mc_turn_panel_find_button (panel, name);

  if (found == NULL)
    g_error ("no %s button: %s", name, mc_turn_panel_get_title (panel));
  return found;
}

int
main (int   argc,
      char *argv[])
{
  int taps = argc > 1 ? atoi (argv[1]) : 200;
  g_autofree char *dir = g_path_get_dirname (argv[0]);
  g_autofree char *schemas = g_build_filename (dir, "..", "..", "data", NULL);
  g_autofree char *data_home = g_dir_make_tmp ("mech-companion-bench-XXXXXX", NULL);
  g_autoptr(McApplication) app = NULL;
  g_autoptr(GArray) cards = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) robot = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) cards_work = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) robot_work = g_array_new (FALSE, FALSE, sizeof (gint64));
  McWindow *window;
  McSetupPage *page;
  McTurnPanel *panel;
  const TemGame *game;

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GSETTINGS_SCHEMA_DIR", schemas, TRUE);
  g_setenv ("GTK_A11Y", "none", TRUE);
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/mech-companion-bench-bus", TRUE);
  g_setenv ("GSK_RENDERER", g_getenv ("GSK_RENDERER") ? g_getenv ("GSK_RENDERER") : "cairo", TRUE);

  gtk_init ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  app = mc_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, NULL);

  window = mc_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  page = mc_window_get_setup_page (window);
  mc_setup_page_set_solo (page, TRUE);
  mc_setup_player_set_name (mc_setup_page_get_player (page, 0), "Ana");
  mc_setup_player_set_pilot (mc_setup_page_get_player (page, 0), "Maverick", 5);
  mc_setup_page_set_robot_duplicate (page, TEM_PROGRAM_COLLECT);
  mc_setup_page_set_seed (page, 1);
  g_signal_emit_by_name (mc_setup_page_get_start_button (page), "clicked");
  panel = mc_table_page_get_turn_panel (mc_window_get_table_page (window));
  game = mc_session_get_game (mc_window_get_session (window));
  /* The zone cards as they lie, entered before the timing starts. */
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    if (tem_arena_is_zone (&game->arena, cell))
      {
        TemAction action;

        tem_action_init_set_zone (&action, cell, 1 + cell % 3, TEM_RESOURCE_ENERGY);
        mc_session_apply (mc_window_get_session (window), &action, NULL);
      }
  tap_to_frame (GTK_WIDGET (window), button (panel, "begin"), NULL);

  /* The player's turn: a program card chosen, then given back (a chosen
   * card is the only one shown, so the directions follow it). */
  for (int i = 0; i < taps; i++)
    {
      gint64 work;
      gint64 t = tap_to_frame (GTK_WIDGET (window), button (panel, "card-purchase"), &work);

      g_array_append_val (cards, t);
      g_array_append_val (cards_work, work);
    }

  /* A Double Jump north from Ana's base does not move her: a robot's turn. */
  if (taps % 2)
    tap_to_frame (GTK_WIDGET (window), button (panel, "card-purchase"), NULL);
  tap_to_frame (GTK_WIDGET (window), button (panel, "card-double-jump"), NULL);
  tap_to_frame (GTK_WIDGET (window), button (panel, "direction-north"), NULL);
  tap_to_frame (GTK_WIDGET (window), button (panel, "end-turn"), NULL);
  if (!game->players[game->turn.seat].robot)
    g_error ("not a robot's turn");
  for (int i = 0; i < taps; i++)
    {
      gint64 work;
      gint64 t = tap_to_frame (GTK_WIDGET (window), button (panel, i % 2 ? "robot-back" : "robot-draw"), &work);

      g_array_append_val (robot, t);
      g_array_append_val (robot_work, work);
    }

  g_print ("renderer %s, 1280×800\n", g_getenv ("GSK_RENDERER"));
  report ("program card: to frame", cards);
  report ("program card: work", cards_work);
  report ("robot step: to frame", robot);
  report ("robot step: work", robot_work);
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
