/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include <adwaita.h>

#include "mc-table-page-private.h"
#include "mc-table-round.h"

/* Whoever plays in view: on a phone the carousel turns to their card, on
 * a laptop the players' column scrolls to it, and in a combat to both
 * pilots' when they fit. */

/* Pages just added have no place in the carousel yet: it scrolls once
 * they are laid out. */
static gboolean
scroll_carousel_cb (GtkWidget     *carousel,
                    GdkFrameClock *clock,
                    gpointer       user_data)
{
  McTablePage *self = MC_TABLE_PAGE (user_data);
  GtkWidget *panel;

  if (self->shown_seat < 0 || (guint) self->shown_seat >= self->n_panels)
    {
      self->scroll_tick = 0;
      return G_SOURCE_REMOVE;
    }
  panel = GTK_WIDGET (self->panels[self->shown_seat]);
  if (gtk_widget_get_parent (panel) != carousel)
    {
      self->scroll_tick = 0;
      return G_SOURCE_REMOVE;
    }
  if (gtk_widget_get_width (panel) == 0)
    return G_SOURCE_CONTINUE;
  adw_carousel_scroll_to (self->players_carousel, panel, FALSE);
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

/* The column's top at a card's top, not through a card (walk 20: the
 * name of the card above the current one came cut in half under the
 * arena): the highest card top that keeps @top to @bottom in view, or
 * where it is when none does. */
static double
whole_cards_above (McTablePage   *self,
                   GtkWidget     *viewport,
                   GtkAdjustment *adjustment,
                   double         top,
                   double         bottom)
{
  double value = gtk_adjustment_get_value (adjustment);
  double page = gtk_adjustment_get_page_size (adjustment);
  double best = G_MAXDOUBLE;

  if (value <= 0)
    return value;
  for (guint seat = 0; seat < self->n_panels; seat++)
    {
      graphene_rect_t bounds;
      double card_top;

      if (!gtk_widget_compute_bounds (GTK_WIDGET (self->panels[seat]), viewport, &bounds))
        continue;
      card_top = bounds.origin.y + value;
      if (card_top <= top && card_top >= bottom - page && card_top < best)
        best = card_top;
    }
  return best == G_MAXDOUBLE ? value : best;
}

/* Room under the last card, as much as it takes for @card_top to head
 * the column (walk 21: on the last player's turn the column was at its
 * end and showed the card above theirs cut in half); none when it can. */
static void
make_room_under (McTablePage   *self,
                 GtkAdjustment *adjustment,
                 double         card_top)
{
  double upper = gtk_adjustment_get_upper (adjustment) - self->column_room;
  int room = (int) MAX (0, ceil (card_top + gtk_adjustment_get_page_size (adjustment) - upper));

  if (room == self->column_room)
    return;
  gtk_widget_set_margin_bottom (self->main_box, room);
  self->column_room = room;
  /* The column's end is known again at once, not a frame later. */
  gtk_adjustment_set_upper (adjustment, upper + room);
}

/* On a laptop, the left column scrolled as little as it takes to show
 * the panels of whoever plays now, once laid out (walk 9: with three
 * players at 1024x720 the column was scrolled down to the arena, and a
 * whole turn was played with its player's panel out of view): in a
 * combat both pilots' when they fit, the one attacking now when not (walk 16:
 * the defender's health was below the fold at 1024x720). Done again for
 * a few frames: a panel grows as it says "Their turn now", and Robot B's
 * came cut at 1280x800. */
static gboolean
scroll_column_cb (GtkWidget     *widget,
                  GdkFrameClock *clock,
                  gpointer       user_data)
{
  McTablePage *self = MC_TABLE_PAGE (widget);
  /* In the viewport's own place, scrolled or not: its child's margin
   * counts (measured from the child, the clamp fell 12 px short). */
  GtkWidget *viewport = gtk_scrolled_window_get_child (self->main_scroller);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->main_scroller);
  double top = G_MAXDOUBLE, bottom = -G_MAXDOUBLE, lead_top = 0, lead_bottom = 0;

  if (self->shown_seat < 0 || (guint) self->shown_seat >= self->n_panels || self->column_frames == 0)
    {
      self->column_tick = 0;
      return G_SOURCE_REMOVE;
    }
  if (gtk_widget_get_width (GTK_WIDGET (self->panels[self->shown_seat])) == 0)
    return G_SOURCE_CONTINUE;
  /* Scrolled meanwhile by someone else (a finger, a wheel): theirs. */
  if (self->column_value >= 0 && gtk_adjustment_get_value (adjustment) != self->column_value)
    {
      self->column_tick = 0;
      return G_SOURCE_REMOVE;
    }
  for (guint seat = 0; seat < self->n_panels; seat++)
    {
      graphene_rect_t bounds;

      if (!(self->shown_focus & (1u << seat))
          || !gtk_widget_compute_bounds (GTK_WIDGET (self->panels[seat]), viewport, &bounds))
        continue;
      bounds.origin.y += gtk_adjustment_get_value (adjustment);
      top = MIN (top, bounds.origin.y);
      bottom = MAX (bottom, bounds.origin.y + bounds.size.height);
      if ((int) seat == self->shown_seat)
        {
          lead_top = bounds.origin.y;
          lead_bottom = bounds.origin.y + bounds.size.height;
        }
    }
  if (bottom - top > gtk_adjustment_get_page_size (adjustment))
    {
      top = lead_top;
      bottom = lead_bottom;
    }
  if (top <= bottom)
    {
      double card_top;

      gtk_adjustment_clamp_page (adjustment, top, bottom);
      card_top = whole_cards_above (self, viewport, adjustment, top, bottom);
      make_room_under (self, adjustment, card_top);
      gtk_adjustment_set_value (adjustment, card_top);
    }
  self->column_value = gtk_adjustment_get_value (adjustment);
  if (--self->column_frames > 0)
    return G_SOURCE_CONTINUE;
  self->column_tick = 0;
  return G_SOURCE_REMOVE;
}

void
_mc_table_page_show_current_player (McTablePage *self)
{
  const TemGame *game = mc_session_get_game (self->session);
  guint seat, focus;
  gboolean fold;

  if (self->n_panels == 0)
    return;
  seat = MIN (mc_table_round_current_seat (game), self->n_panels - 1);
  focus = 1u << seat;
  if (game->combat.active)
    {
      seat = MIN ((guint) game->combat.next, self->n_panels - 1);
      focus = (1u << MIN ((guint) game->combat.attacker, self->n_panels - 1))
              | (1u << MIN ((guint) game->combat.defender, self->n_panels - 1));
    }
  /* In a combat on a laptop, a card a line, whoever is out of it shows
   * only their card's heading: both fighters' cards fit the column
   * (each card its own height meanwhile). Two a line, they fit. */
  fold = self->layout != LAYOUT_NARROW && !self->panels_two_a_line && game->combat.active;
  for (guint i = 0; i < self->n_panels; i++)
    mc_player_panel_set_folded (self->panels[i], fold && !(focus & (1u << i)));
  gtk_flow_box_set_homogeneous (self->players_flow, !fold);
  if ((int) seat == self->shown_seat && focus == self->shown_focus)
    return;
  self->shown_seat = (int) seat;
  self->shown_focus = focus;
  if (self->layout == LAYOUT_NARROW)
    {
      if (self->scroll_tick == 0)
        self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->players_carousel), scroll_carousel_cb,
                                                          self, NULL);
    }
  else if (GTK_IS_VIEWPORT (gtk_scrolled_window_get_child (self->main_scroller)))
    {
      self->column_frames = 10;
      self->column_value = -1;
      if (self->column_tick == 0)
        self->column_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_column_cb, NULL, NULL);
    }
}
