/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "mc-numbers-strip.h"
#include "mc-table-page.h"

G_BEGIN_DECLS

/* McTablePage in two files:
 *
 *   mc-table-page.c       the page: its parts, the game shown, the sheet
 *   mc-table-page-size.c  where the parts go for the size it gets
 */

/* A phone's sheet keeps this band at its foot for the window's toasts
 * while the round bar shows (style.css's .toast-band). */
#define TOAST_BAND 76

/* Narrower than this, the phone layout. */
#define WIDE_LAYOUT_WIDTH 900
#define TALL_HEIGHT 740         /* a page with room to spare: 1280x800 gives 753 px, 1024x720 673 */

/* The turn's column on a laptop: what the players leave, within bounds. */
#define TURN_MIN_WIDTH 440
#define TURN_MAX_WIDTH 560

typedef enum {
  LAYOUT_NONE,
  LAYOUT_WIDE,
  LAYOUT_NARROW,
} Layout;

struct _McTablePage
{
  GtkWidget          parent_instance;

  GtkWidget         *left_box;
  GtkBox            *round_row;
  GtkLabel          *round_label;
  GtkLabel          *starting_label;
  GtkLabel          *hint_label;
  GtkMenuButton     *correct_button;
  GtkWidget         *share_button;
  GtkWidget         *end_round_button;
  GtkWidget         *main_box;
  AdwToastOverlay   *turn_overlay;   /* on a laptop: the turn's column, its toasts */
  AdwToastOverlay   *board_overlay;  /* on a phone: the turn's toasts, above the sheet */
  GtkScrolledWindow *turn_scroller;
  GtkScrolledWindow *main_scroller;   /* the laptop's left column */
  GtkBox            *turn_box;
  GtkWidget         *carousel_box;
  AdwCarousel       *players_carousel;
  GtkFlowBox        *players_flow;
  GtkWidget         *sheet;
  GtkToggleButton   *sheet_toggle;
  GtkImage          *sheet_icon;
  GtkLabel          *sheet_label;
  GtkRevealer       *sheet_revealer;
  McNumbersStrip    *numbers_strip;
  GtkWidget         *round_bar;
  GtkScrolledWindow *sheet_scroller;
  McArenaView       *arena_view;
  McTurnPanel       *turn_panel;

  McSession         *session;
  McCardMemory      *cards;        /* the window's, for the zone cards of the box */
  GSettings         *settings;     /* table-mode: follow every move, or numbers only */
  Layout             layout;
  gboolean           panels_narrow; /* on a laptop, numerals two by two */
  gboolean           panels_two_a_line; /* three or four players, narrow to fit under the arena */
  int                wide_panels_min; /* the left column's least width, numerals in a row */
  gboolean           arena_compact;    /* its zones smaller, when all would not fit above the players */
  int                arena_for_width, arena_for_height;
  gboolean           arena_held;   /* hidden until the page gets a size */
  int                shown_seat;   /* the carousel's page (or the panel in view) last scrolled to */
  guint              scroll_tick;
  guint              column_tick;  /* the left column's scroll to the panel, pending */
  guint              shown_focus;  /* the panels in view: bit per seat (both pilots of a combat) */
  guint              column_frames;  /* frames the column is scrolled to them again */
  double             column_value;   /* where it was scrolled to last, -1 before */
  int                column_room;    /* room under the last card, for a card to head the column */
  guint              n_panels;
  McPlayerPanel     *panels[TEM_MAX_PLAYERS];
};

/* mc-table-page.c */
void _mc_table_page_set_layout          (McTablePage *self,
                                         Layout       layout);
void _mc_table_page_place_arena         (McTablePage *self,
                                         gboolean     compact);
void _mc_table_page_show_current_player (McTablePage *self);

/* mc-table-page-size.c */
void _mc_table_page_measure       (GtkWidget      *widget,
                                   GtkOrientation  orientation,
                                   int             for_size,
                                   int            *minimum,
                                   int            *natural,
                                   int            *minimum_baseline,
                                   int            *natural_baseline);
void _mc_table_page_size_allocate (GtkWidget *widget,
                                   int        width,
                                   int        height,
                                   int        baseline);

G_END_DECLS
