/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mc-table-page-private.h"

/* Where the table page's parts go for the size it gets: a part of
 * McTablePage that decides places and sizes only. */

/* Whether the players and the arena are all in view in a column @width
 * wide, with its margins. */
static gboolean
arena_fits_beside_players (McTablePage *self,
                           int          width,
                           int          height)
{
  int players, arena;

  gtk_widget_measure (GTK_WIDGET (self->players_flow), GTK_ORIENTATION_VERTICAL, width - 24, NULL, &players, NULL,
                      NULL);
  gtk_widget_measure (GTK_WIDGET (self->arena_view), GTK_ORIENTATION_VERTICAL, -1, NULL, &arena, NULL, NULL);
  return players + arena + gtk_box_get_spacing (GTK_BOX (self->main_box)) + 2 * 12 <= height;
}

/* Whether the zones of an arena after the players, in a column @width
 * wide, start below its @height: at most the card's top edge in view. */
static gboolean
arena_zones_out_of_view (McTablePage *self,
                         int          width,
                         int          height)
{
  int players;

  gtk_widget_measure (GTK_WIDGET (self->players_flow), GTK_ORIENTATION_VERTICAL, width - 24, NULL, &players, NULL,
                      NULL);
  return 12 + players + gtk_box_get_spacing (GTK_BOX (self->main_box)) + MC_ARENA_VIEW_COMPACT_PADDING >= height;
}

/* The frame after the first: the held arena takes its place, a scroll
 * away, decided again now that its size is known. */
static gboolean
show_held_arena_cb (GtkWidget     *widget,
                    GdkFrameClock *clock,
                    gpointer       user_data)
{
  McTablePage *self = MC_TABLE_PAGE (widget);

  self->arena_tick = 0;
  self->arena_held = FALSE;
  self->arena_for_width = -1;
  mc_arena_view_set_held (self->arena_view, FALSE);
  return G_SOURCE_REMOVE;
}

static void
release_arena (McTablePage *self)
{
  if (!self->arena_held)
    return;
  if (self->arena_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->arena_tick);
  self->arena_tick = 0;
  self->arena_held = FALSE;
  mc_arena_view_set_held (self->arena_view, FALSE);
}

/* On a laptop, the players' numerals go two by two when one row of four
 * would not fit beside the turn (the default 1024 px window), and back
 * when it would. */
static void
fit_panels (McTablePage *self,
            int          left_width)
{
  gboolean narrow;

  narrow = left_width < self->wide_panels_min;
  if (narrow == self->panels_narrow)
    return;
  self->panels_narrow = narrow;
  for (guint i = 0; i < self->n_panels; i++)
    mc_player_panel_set_narrow (self->panels[i], narrow);
}

/* Whatever the layout now, the page fits a phone: it changes layout
 * when it gets its width. */
void
_mc_table_page_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  McTablePage *self = MC_TABLE_PAGE (widget);
  int turn_min = 0, turn_nat = 0;

  gtk_widget_measure (self->left_box, orientation, -1, minimum, natural, NULL, NULL);
  if (gtk_widget_get_visible (GTK_WIDGET (self->turn_overlay)))
    gtk_widget_measure (GTK_WIDGET (self->turn_overlay), orientation, -1, &turn_min, &turn_nat, NULL, NULL);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MIN (*minimum, 360);
      *natural += turn_nat;
    }
  else
    {
      *minimum = MAX (*minimum, turn_min);
      *natural = MAX (*natural, turn_nat);
    }
}

void
_mc_table_page_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  McTablePage *self = MC_TABLE_PAGE (widget);
  int left_width = width;

  _mc_table_page_set_layout (self, width >= WIDE_LAYOUT_WIDTH ? LAYOUT_WIDE : LAYOUT_NARROW);
  if (self->layout == LAYOUT_NARROW)
    {
      /* The sheet leaves the arena in view (the round bar goes while the
       * cards are played) and the toasts' band free; what does not fit
       * scrolls inside it. */
      int arena_height, handle_height, sheet_height;

      release_arena (self);   /* it heads the page */

      gtk_widget_measure (GTK_WIDGET (self->arena_view), GTK_ORIENTATION_VERTICAL, MAX (width - 16, 0),
                          NULL, &arena_height, NULL, NULL);
      gtk_widget_measure (GTK_WIDGET (self->sheet_toggle), GTK_ORIENTATION_VERTICAL, width,
                          NULL, &handle_height, NULL, NULL);
      sheet_height = MAX (160, height - arena_height - handle_height - 24 - TOAST_ROOM);
      /* All that room, whatever the step needs: nothing moves as it grows. */
      if (gtk_scrolled_window_get_max_content_height (self->sheet_scroller) != sheet_height)
        g_object_set (self->sheet_scroller, "min-content-height", -1, "max-content-height", sheet_height,
                      "min-content-height", sheet_height, NULL);
      _mc_table_page_show_current_player (self);
    }
  else
    {
      int turn_width;

      /* The players' numerals in a row when they fit beside a turn of
       * its least width; the turn gets the rest, up to its most. */
      if (!self->panels_narrow)
        gtk_widget_measure (self->left_box, GTK_ORIENTATION_HORIZONTAL, -1, &self->wide_panels_min, NULL, NULL,
                            NULL);
      turn_width = CLAMP (width - self->wide_panels_min, TURN_MIN_WIDTH, TURN_MAX_WIDTH);
      left_width = width - turn_width;
      fit_panels (self, left_width);
      /* The arena's place, once a game and window size (never a step):
       * above the players, smaller if need be, else after them. */
      if (self->arena_held && arena_zones_out_of_view (self, left_width, height))
        {
          /* The zones after the players, out of view: not on the first
           * frame, on the next (where they would go anyway). */
          self->arena_after_players = TRUE;
          self->arena_compact = TRUE;
          if (self->arena_tick == 0)
            self->arena_tick = gtk_widget_add_tick_callback (widget, show_held_arena_cb, NULL, NULL);
        }
      else
        release_arena (self);
      if (!self->arena_held && (self->arena_for_width != width || self->arena_for_height != height))
        {
          /* Smaller first: the bigger fonts only when there is room. */
          _mc_table_page_place_arena (self, FALSE, TRUE);
          self->arena_after_players = !arena_fits_beside_players (self, left_width, height);
          self->arena_compact = TRUE;
          if (!self->arena_after_players)
            {
              _mc_table_page_place_arena (self, FALSE, FALSE);
              self->arena_compact = !arena_fits_beside_players (self, left_width, height);
            }
          self->arena_for_width = width;
          self->arena_for_height = height;
        }
      _mc_table_page_place_arena (self, self->arena_after_players, self->arena_compact);
      gtk_widget_allocate (GTK_WIDGET (self->turn_overlay), turn_width, height, -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (left_width, 0)));
    }
  gtk_widget_allocate (self->left_box, left_width, height, -1, NULL);
}

