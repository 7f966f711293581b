/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "mechs/tem-colour.h"
#include "rumble/rb-game.h"

#include "mc-rumble-lab-view.h"
#include "mc-rumble-table-page.h"
#include "mc-rumble-value-button.h"
#include "mc-scroll-follow-focus.h"

/* The Rumblebots table: the players' numbers on top (McRumbleScoreboard),
 * never scrolled away; under them the action of the moment
 * (McRumblePhasePanel), the round track with the crystals left on each
 * space and which way play goes this round, and the Laboratory. The
 * table is the truth: a value is corrected by tapping it
 * (RB_ACTION_CORRECT). */

struct _McRumbleTablePage
{
  GtkWidget           parent_instance;

  GtkWidget          *page_box;
  GtkWidget          *scrolled;
  McRumbleScoreboard *scoreboard;
  McRumblePhasePanel *phase_panel;
  GtkFlowBox         *track_box;
  GtkLabel           *direction_label;
  McRumbleLabView    *lab_view;

  McSession          *session;
  GHashTable         *values;    /* "space:RB_FIELD_TRACK" → its button, not owned */
  char               *moment;    /* who acts in which step, to scroll back up when it changes */
};

G_DEFINE_FINAL_TYPE (McRumbleTablePage, mc_rumble_table_page, GTK_TYPE_WIDGET)

static char *
value_key (int index,
           int what)
{
  return g_strdup_printf ("%d:%d", index, what);
}

void
mc_rumble_table_page_correct (McRumbleTablePage *self,
                              int                index,
                              RbField            field,
                              int                value)
{
  g_return_if_fail (MC_IS_RUMBLE_TABLE_PAGE (self));
  g_return_if_fail (self->session != NULL);

  mc_rumble_correct (self->session, index, field, value);
}

/* A value shown as a button: tapping it opens a spin button within the
 * rules core's bounds, and Correct. */
static GtkWidget *
value_button (McRumbleTablePage *self,
              int                index,
              RbField            field,
              const char        *label)
{
  GtkWidget *button = mc_rumble_value_button_new (self->session, index, field, label);

  g_hash_table_insert (self->values, value_key (index, field), button);
  return button;
}

/* Who acts in which step: the action of the moment. When it changes,
 * the page shows it from the top (a correction leaves it where it is). */
static char *
dup_moment (const RbGame *game)
{
  return g_strdup_printf ("%d:%d:%d:%d:%d:%d", game->over, game->phase, game->turn, game->step,
                          game->challenger, game->champion);
}

/* A round space's accessible name, one whole sentence for each way its
 * arrows point: "Round 2, counter-clockwise: crystals". */
static char *
track_label (guint       space,
             RbDirection direction)
{
  gboolean counter = direction == RB_DIRECTION_COUNTER_CLOCKWISE;

  if (space == RB_SHOWDOWN)
    return g_strdup (counter ? _("Showdown, counter-clockwise: crystals") : _("Showdown, clockwise: crystals"));
  if (counter)
    /* Translators: accessible name of a round-track space's crystals */
    return g_strdup_printf (_("Round %u, counter-clockwise: crystals"), space);
  /* Translators: accessible name of a round-track space's crystals */
  return g_strdup_printf (_("Round %u, clockwise: crystals"), space);
}

static void
refresh (McRumbleTablePage *self)
{
  const RbGame *game;
  g_autofree char *direction = NULL;
  g_autofree char *moment = NULL;
  GtkWidget *child;
  guint round;

  g_hash_table_remove_all (self->values);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->track_box))) != NULL)
    gtk_flow_box_remove (self->track_box, child);

  if (self->session == NULL || mc_session_get_game_kind (self->session) != MC_GAME_RUMBLEBOTS
      || !mc_session_has_game (self->session))
    return;
  game = mc_session_get_rumble_game (self->session);
  moment = dup_moment (game);
  if (g_strcmp0 (moment, self->moment) != 0)
    {
      GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled));

      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_lower (adjustment));
      g_free (self->moment);
      self->moment = g_steal_pointer (&moment);
    }

  round = rb_game_get_round (game);
  for (guint r = 0; r < RB_ROUNDS; r++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      g_autofree char *title = r + 1 == RB_SHOWDOWN ? g_strdup (_("Showdown"))
                                                    /* Translators: a round-track space */
                                                    : g_strdup_printf (_("Round %u"), r + 1);
      g_autofree char *label = track_label (r + 1, game->directions[r]);
      GtkWidget *heading = gtk_label_new (title);
      GtkWidget *arrow = gtk_label_new (game->directions[r] == RB_DIRECTION_COUNTER_CLOCKWISE ? "↺"
                                        : game->directions[r] == RB_DIRECTION_CLOCKWISE ? "↻" : "");

      gtk_widget_add_css_class (heading, r + 1 == round ? "accent" : "dim-label");
      gtk_widget_add_css_class (heading, "caption-heading");
      /* "Ostateczne starcie" takes two lines on a phone, not the page's width. */
      gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
      gtk_label_set_justify (GTK_LABEL (heading), GTK_JUSTIFY_CENTER);
      gtk_widget_set_vexpand (heading, TRUE);
      gtk_widget_set_valign (heading, GTK_ALIGN_END);
      gtk_box_append (GTK_BOX (box), heading);
      /* The arrows printed on the space (RB-R3), read out in @label. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (arrow), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      rb_direction_get_name (game->directions[r]), -1);
      gtk_widget_add_css_class (arrow, "dim-label");
      gtk_box_append (GTK_BOX (box), arrow);
      gtk_box_append (GTK_BOX (box), value_button (self, (int) r, RB_FIELD_TRACK, label));
      gtk_flow_box_append (self->track_box, box);
    }

  if (game->over)
    direction = g_strdup (_("The game is over."));
  else if (rb_game_get_direction (game) == RB_DIRECTION_COUNTER_CLOCKWISE)
    /* Translators: RB-R3, "Round 2 · play goes counter-clockwise" */
    direction = g_strdup_printf (_("Round %u · play goes counter-clockwise"), round);
  else
    /* Translators: RB-R3, "Round 2 · play goes clockwise" */
    direction = g_strdup_printf (_("Round %u · play goes clockwise"), round);
  gtk_label_set_label (self->direction_label, direction);
}

static void
session_changed_cb (McRumbleTablePage *self)
{
  refresh (self);
}

/* The window's toasts (Undo) take the middle of its bottom: on a laptop
 * the page stops above them, so a second tap on a button never lands on
 * the toast's Undo (at 1280x800 a tap on Upgrade right after a recycle
 * undid the recycle). A phone's come over the numbers' foot instead. */
#define TOAST_BAND        88
#define PHONE_WIDTH       600

static int
toast_band (int width,
            int height,
            int min_height)
{
  return width >= PHONE_WIDTH && height - TOAST_BAND >= min_height ? TOAST_BAND : 0;
}

static GtkSizeRequestMode
mc_rumble_table_page_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
mc_rumble_table_page_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  McRumbleTablePage *self = MC_RUMBLE_TABLE_PAGE (widget);

  gtk_widget_measure (self->page_box, orientation, for_size, minimum, natural, NULL, NULL);
}

static void
mc_rumble_table_page_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  McRumbleTablePage *self = MC_RUMBLE_TABLE_PAGE (widget);
  int min_height;

  gtk_widget_measure (self->page_box, GTK_ORIENTATION_VERTICAL, width, &min_height, NULL, NULL, NULL);
  gtk_widget_size_allocate (self->page_box,
                            &(GtkAllocation) { 0, 0, width, height - toast_band (width, height, min_height) }, -1);
}

static void
mc_rumble_table_page_dispose (GObject *object)
{
  McRumbleTablePage *self = MC_RUMBLE_TABLE_PAGE (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_pointer (&self->values, g_hash_table_unref);
  g_clear_pointer (&self->moment, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), MC_TYPE_RUMBLE_TABLE_PAGE);
  g_clear_pointer (&self->page_box, gtk_widget_unparent);

  G_OBJECT_CLASS (mc_rumble_table_page_parent_class)->dispose (object);
}

static void
mc_rumble_table_page_class_init (McRumbleTablePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_rumble_table_page_dispose;
  widget_class->get_request_mode = mc_rumble_table_page_get_request_mode;
  widget_class->measure = mc_rumble_table_page_measure;
  widget_class->size_allocate = mc_rumble_table_page_size_allocate;

  g_type_ensure (MC_TYPE_RUMBLE_SCOREBOARD);
  g_type_ensure (MC_TYPE_RUMBLE_PHASE_PANEL);
  g_type_ensure (MC_TYPE_RUMBLE_LAB_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-rumble-table-page.ui");
  gtk_widget_class_bind_template_child (widget_class, McRumbleTablePage, page_box);
  gtk_widget_class_bind_template_child (widget_class, McRumbleTablePage, scrolled);
  gtk_widget_class_bind_template_child (widget_class, McRumbleTablePage, phase_panel);
  gtk_widget_class_bind_template_child (widget_class, McRumbleTablePage, scoreboard);
  gtk_widget_class_bind_template_child (widget_class, McRumbleTablePage, track_box);
  gtk_widget_class_bind_template_child (widget_class, McRumbleTablePage, direction_label);
  gtk_widget_class_bind_template_child (widget_class, McRumbleTablePage, lab_view);
}

static void
mc_rumble_table_page_init (McRumbleTablePage *self)
{
  self->values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  mc_scroll_follow_focus (GTK_SCROLLED_WINDOW (self->scrolled));
}

void
mc_rumble_table_page_set_session (McRumbleTablePage *self,
                                  McSession         *session)
{
  g_return_if_fail (MC_IS_RUMBLE_TABLE_PAGE (self));

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  if (session != NULL)
    g_signal_connect_swapped (session, "changed", G_CALLBACK (session_changed_cb), self);
  mc_rumble_scoreboard_set_session (self->scoreboard, session);
  mc_rumble_phase_panel_set_session (self->phase_panel, session);
  mc_rumble_lab_view_set_session (self->lab_view, session);
  refresh (self);
}

McRumblePhasePanel *
mc_rumble_table_page_get_phase_panel (McRumbleTablePage *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_TABLE_PAGE (self), NULL);

  return self->phase_panel;
}

/* The widget showing a value: a round-track space's (RB_FIELD_TRACK),
 * else a player's in the scoreboard (mc_rumble_scoreboard_get_value());
 * with its number as data "number", or NULL when not shown. */
GtkWidget *
mc_rumble_table_page_get_value (McRumbleTablePage *self,
                                int                index,
                                int                what)
{
  g_autofree char *key = value_key (index, what);

  g_return_val_if_fail (MC_IS_RUMBLE_TABLE_PAGE (self), NULL);

  if (what == RB_FIELD_TRACK)
    return g_hash_table_lookup (self->values, key);
  return mc_rumble_scoreboard_get_value (self->scoreboard, index, what);
}

McRumbleScoreboard *
mc_rumble_table_page_get_scoreboard (McRumbleTablePage *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_TABLE_PAGE (self), NULL);

  return self->scoreboard;
}

McRumbleLabView *
mc_rumble_table_page_get_lab_view (McRumbleTablePage *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_TABLE_PAGE (self), NULL);

  return self->lab_view;
}

const char *
mc_rumble_table_page_get_direction (McRumbleTablePage *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_TABLE_PAGE (self), NULL);

  return gtk_label_get_label (self->direction_label);
}
