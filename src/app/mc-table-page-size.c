/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mc-table-page-private.h"

/* Where the table page's parts go for the size it gets: a part of
 * McTablePage that decides places and sizes only. */

static int
players_height (McTablePage *self,
                int          width)
{
  int players;

  gtk_widget_measure (GTK_WIDGET (self->players_flow), GTK_ORIENTATION_VERTICAL, width - 24, NULL, &players, NULL,
                      NULL);
  return players;
}

/* Whether the arena and the players under it are all in view in a
 * column @width wide, with their margins. */
static gboolean
arena_fits_beside_players (McTablePage *self,
                           int          width,
                           int          height)
{
  int players = players_height (self, width), arena;

  gtk_widget_measure (GTK_WIDGET (self->arena_view), GTK_ORIENTATION_VERTICAL, -1, NULL, &arena, NULL, NULL);
  /* The arena's margin above it, the players' above and below them. */
  return arena + players + 3 * 12 <= height;
}

static void
release_arena (McTablePage *self)
{
  if (!self->arena_held)
    return;
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

  narrow = left_width < self->wide_panels_min || self->panels_two_a_line;
  /* Two a line at their least width: a flow box goes by their natural
   * width, the weapons' line on one line. */
  gtk_flow_box_set_min_children_per_line (self->players_flow, self->panels_two_a_line ? 2 : 1);
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
  /* A tall window keeps room for what the last step told (style.css):
   * at the default 720 px that room pushed the diagonals and a refusal
   * under the fold (walk 15). */
  if ((height >= TALL_HEIGHT) != gtk_widget_has_css_class (widget, "tall"))
    {
      if (height >= TALL_HEIGHT)
        gtk_widget_add_css_class (widget, "tall");
      else
        gtk_widget_remove_css_class (widget, "tall");
    }
  if (self->layout == LAYOUT_NARROW)
    {
      /* The sheet leaves the arena in view (the round bar goes while the
       * cards are played); what does not fit scrolls inside it. */
      int arena_height, handle_height, sheet_height;

      release_arena (self);   /* it heads the page */

      gtk_widget_measure (GTK_WIDGET (self->arena_view), GTK_ORIENTATION_VERTICAL, MAX (width - 16, 0),
                          NULL, &arena_height, NULL, NULL);
      gtk_widget_measure (GTK_WIDGET (self->sheet_toggle), GTK_ORIENTATION_VERTICAL, width,
                          NULL, &handle_height, NULL, NULL);
      sheet_height = MAX (160, height - arena_height - handle_height - 24
                                    - (gtk_widget_has_css_class (self->sheet, "toast-band") ? TOAST_BAND : 0));
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
      /* The arena heads the column, out of its scroll: the board stays
       * in view while the players under it scroll to whoever plays
       * (walk 10: an arena after the players was out of view, and the
       * column's jump to the player took it away). Its size, once a game
       * and window size (never a step): bigger when all fit. */
      release_arena (self);
      if (self->arena_for_width != width || self->arena_for_height != height)
        {
          /* Smaller first: the bigger fonts only when there is room. */
          _mc_table_page_place_arena (self, TRUE);
          self->arena_compact = TRUE;
          if (self->panels_two_a_line)
            {
              self->panels_two_a_line = FALSE;
              fit_panels (self, left_width);
            }
          /* Three or four players a line each under the arena run out of
           * the window (four at 1280x800): two a line, their numerals two
           * by two, when that is shorter. */
          if (self->n_panels >= 3 && !self->panels_narrow && !arena_fits_beside_players (self, left_width, height))
            {
              int one_a_line = players_height (self, left_width);

              self->panels_two_a_line = TRUE;
              fit_panels (self, left_width);
              if (players_height (self, left_width) >= one_a_line)
                {
                  self->panels_two_a_line = FALSE;
                  fit_panels (self, left_width);
                }
            }
          if (arena_fits_beside_players (self, left_width, height))
            {
              _mc_table_page_place_arena (self, FALSE);
              self->arena_compact = !arena_fits_beside_players (self, left_width, height);
            }
          self->arena_for_width = width;
          self->arena_for_height = height;
        }
      _mc_table_page_place_arena (self, self->arena_compact);
      gtk_widget_allocate (GTK_WIDGET (self->turn_overlay), turn_width, height, -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (left_width, 0)));
    }
  gtk_widget_allocate (self->left_box, left_width, height, -1, NULL);
}

