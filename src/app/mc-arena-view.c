/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mc-arena-view.h"
#include "mc-arena-zone.h"
#include "mc-player-mark.h"
#include "mc-tooltip.h"

/* The arena as it lies on the table: a button per zone card with its
 * value, its resources, the figures and the tokens on it. Tapping a zone
 * asks to edit its card (::zone-activated); the robots' steps highlight
 * the zones they compare and the one they move to. */

struct _McArenaView
{
  GtkWidget  parent_instance;

  GtkGrid   *grid;
  McSession *session;
  GtkWidget *zones[TEM_ARENA_CELLS];
  guint64    seen;
  int        target;
  gboolean   compact;
};

G_DEFINE_FINAL_TYPE (McArenaView, mc_arena_view, GTK_TYPE_WIDGET)

enum {
  ZONE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Arrows for a robot's facing, so it reads at a glance. */
static const char *
facing_arrow (TemDirection direction)
{
  static const char *arrows[] = { "↑", "→", "↓", "←", "↗", "↘", "↙", "↖" };

  return (guint) direction < G_N_ELEMENTS (arrows) ? arrows[direction] : "";
}

/**
 * mc_arena_view_describe_zone:
 *
 * Everything on one zone, for a screen reader and for the tooltip, in
 * whole sentences: "B3: value 2. It gives energy. Ana, in Power Armor.
 * Ben's mine."
 */
char *
mc_arena_view_describe_zone (const TemGame *game,
                             int            cell)
{
  const TemZone *zone = tem_arena_get_zone (&game->arena, cell);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *name = tem_arena_describe_cell (cell);

  gboolean known = zone->value != TEM_VALUE_UNKNOWN;
  const char *owner = zone->kind == TEM_ZONE_BASE && zone->base_owner >= 0
                      && (guint) zone->base_owner < game->n_players
                      ? game->players[zone->base_owner].name : NULL;

  /* The zone and its value, one whole sentence per kind. */
  switch (zone->kind)
    {
    case TEM_ZONE_BASE:
      if (owner != NULL && known)
        /* Translators: a zone's description, "B1: Ana's base, value 2." */
        g_string_append_printf (text, _("%s: %s's base, value %d."), name, owner, zone->value);
      else if (owner != NULL)
        /* Translators: a zone's description, "B1: Ana's base, value not entered." */
        g_string_append_printf (text, _("%s: %s's base, value not entered."), name, owner);
      else if (known)
        g_string_append_printf (text, _("%s: a base, value %d."), name, zone->value);
      else
        g_string_append_printf (text, _("%s: a base, value not entered."), name);
      break;
    case TEM_ZONE_MECH:
      if (known)
        /* Translators: a zone's description, "D4: the Mighty Mech's zone, value 3." */
        g_string_append_printf (text, _("%s: the Mighty Mech's zone, value %d."), name, zone->value);
      else
        g_string_append_printf (text, _("%s: the Mighty Mech's zone, value not entered."), name);
      break;
    case TEM_ZONE_NONE:
    case TEM_ZONE_RESOURCE:
    default:
      if (known)
        /* Translators: a zone's description, "B3: value 2." */
        g_string_append_printf (text, _("%s: value %d."), name, zone->value);
      else
        g_string_append_printf (text, _("%s: value not entered."), name);
      break;
    }

  /* What a Resource zone gives, its own sentence. */
  if (zone->kind == TEM_ZONE_RESOURCE)
    {
      g_string_append_c (text, ' ');
      if (zone->resources & TEM_RESOURCE_UNKNOWN)
        g_string_append (text, _("Its resource is not entered."));
      else if ((zone->resources & TEM_RESOURCE_ENERGY) && (zone->resources & TEM_RESOURCE_CREDITS))
        g_string_append (text, _("It gives energy and credits."));
      else if (zone->resources & TEM_RESOURCE_ENERGY)
        g_string_append (text, _("It gives energy."));
      else if (zone->resources & TEM_RESOURCE_CREDITS)
        g_string_append (text, _("It gives credits."));
      else
        g_string_append (text, _("It gives no resource."));
    }

  for (guint seat = 0; seat < game->n_players; seat++)
    {
      const TemPlayer *player = &game->players[seat];
      gboolean is_mine;
      int token;

      if (player->cell == cell)
        {
          g_string_append_c (text, ' ');
          if (player->robot)
            /* Translators: a sentence of a zone's description, "Robot A, facing north." */
            g_string_append_printf (text, _("%s, facing %s."), player->name,
                                    tem_direction_get_name (player->facing));
          else if (player->status == TEM_STATUS_MIGHTY_MECH)
            /* Translators: a sentence of a zone's description */
            g_string_append_printf (text, _("%s, in the Mighty Mech."), player->name);
          else if (player->status == TEM_STATUS_POWER_ARMOR)
            /* Translators: a sentence of a zone's description */
            g_string_append_printf (text, _("%s, in Power Armor."), player->name);
          else
            /* Translators: a sentence of a zone's description */
            g_string_append_printf (text, _("%s, as a Pilot."), player->name);
        }

      token = tem_player_find_token (player, cell, &is_mine);
      if (token >= 0)
        {
          g_string_append_c (text, ' ');
          g_string_append_printf (text, is_mine ? _("%s's mine.") : _("%s's turret."), player->name);
        }
    }

  if (game->mech_cell == cell && game->mech_controller == TEM_NOBODY)
    {
      g_string_append_c (text, ' ');
      g_string_append (text, _("The empty Mighty Mech."));
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
zone_clicked_cb (GtkButton   *button,
                 McArenaView *self)
{
  int cell = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "cell"));

  g_signal_emit (self, signals[ZONE_ACTIVATED], 0, cell);
}

static GtkWidget *
build_zone (McArenaView   *self,
            const TemGame *game,
            int            cell)
{
  const TemZone *zone = tem_arena_get_zone (&game->arena, cell);
  GtkWidget *button = gtk_button_new ();
  McArenaZone *content;
  g_autofree char *name = tem_arena_describe_cell (cell);
  g_autofree char *value = NULL;
  g_autofree char *description = mc_arena_view_describe_zone (game, cell);
  gboolean known = zone->kind == TEM_ZONE_RESOURCE && !(zone->resources & TEM_RESOURCE_UNKNOWN);

  gtk_widget_add_css_class (button, "zone");
  g_object_set_data (G_OBJECT (button), "cell", GINT_TO_POINTER (cell));
  g_signal_connect (button, "clicked", G_CALLBACK (zone_clicked_cb), self);

  if (zone->kind == TEM_ZONE_BASE)
    {
      gtk_widget_add_css_class (button, "base");
      if (zone->base_owner >= 0 && (guint) zone->base_owner < game->n_players)
        gtk_widget_add_css_class (button, tem_colour_get_id (game->players[zone->base_owner].colour));
    }
  else if (zone->kind == TEM_ZONE_MECH)
    gtk_widget_add_css_class (button, "mech");

  if (zone->kind == TEM_ZONE_BASE)
    {
      /* Translators: short word on a Base zone of the arena; keep it short */
      value = zone->value == TEM_VALUE_UNKNOWN ? g_strdup (C_("arena", "Base"))
              : g_strdup_printf (C_("arena", "Base %d"), zone->value);
    }
  else if (zone->kind == TEM_ZONE_MECH)
    /* Translators: the Mighty Mech's zone on the arena; keep it short */
    value = zone->value == TEM_VALUE_UNKNOWN ? g_strdup (C_("arena", "Mech"))
            : g_strdup_printf (C_("arena", "Mech %d"), zone->value);
  else
    value = zone->value == TEM_VALUE_UNKNOWN ? g_strdup ("?") : g_strdup_printf ("%d", zone->value);

  /* A Resource zone shows its icons; a Base and the Mech zone give both. */
  content = MC_ARENA_ZONE (mc_arena_zone_new (name, value, zone->kind == TEM_ZONE_RESOURCE,
                                              known && (zone->resources & TEM_RESOURCE_ENERGY),
                                              known && (zone->resources & TEM_RESOURCE_CREDITS)));
  mc_arena_zone_set_compact (content, self->compact);

  for (guint seat = 0; seat < game->n_players; seat++)
    {
      const TemPlayer *player = &game->players[seat];
      g_autofree char *initial = mc_player_dup_mark (game, seat);
      const char *colour = tem_colour_get_id (player->colour);
      gboolean is_mine;

      if (player->cell == cell)
        {
          g_autofree char *text = player->robot
                                  ? g_strdup_printf ("%s%s", initial, facing_arrow (player->facing))
                                  : g_strdup (initial);

          mc_arena_zone_add_figure (content, text,
                                    player->status == TEM_STATUS_MIGHTY_MECH ? MC_ZONE_FIGURE_IN_MECH
                                    : MC_ZONE_FIGURE_PILOT, colour);
        }
      if (tem_player_find_token (player, cell, &is_mine) >= 0)
        {
          /* A mine is a diamond, a turret a triangle, with the owner's letter. */
          g_autofree char *text = g_strdup_printf ("%s%s", is_mine ? "◆" : "▲", initial);

          mc_arena_zone_add_figure (content, text, MC_ZONE_FIGURE_TOKEN, colour);
        }
    }
  if (game->mech_cell == cell && game->mech_controller == TEM_NOBODY)
    mc_arena_zone_add_figure (content, "M", MC_ZONE_FIGURE_MECH, NULL);

  gtk_button_set_child (GTK_BUTTON (button), GTK_WIDGET (content));
  mc_tooltip_set_text (button, description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _("Edit the zone card's value and resources"),
                                  -1);
  return button;
}

static void
apply_highlight (McArenaView *self)
{
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    {
      GtkWidget *zone = self->zones[cell];

      if (zone == NULL)
        continue;
      if (cell < 64 && (self->seen & (G_GUINT64_CONSTANT (1) << cell)))
        gtk_widget_add_css_class (zone, "seen");
      else
        gtk_widget_remove_css_class (zone, "seen");
      if (cell == self->target)
        gtk_widget_add_css_class (zone, "target");
      else
        gtk_widget_remove_css_class (zone, "target");
    }
}

static void
rebuild (McArenaView *self)
{
  const TemGame *game = mc_session_get_game (self->session);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))) != NULL)
    gtk_grid_remove (self->grid, child);
  memset (self->zones, 0, sizeof self->zones);

  if (!tem_game_has_started (game))
    return;

  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    {
      if (!tem_arena_is_zone (&game->arena, cell))
        continue;
      self->zones[cell] = build_zone (self, game, cell);
      gtk_grid_attach (self->grid, self->zones[cell], tem_arena_cell_col (cell), tem_arena_cell_row (cell), 1, 1);
    }
  apply_highlight (self);
}

static void
session_changed_cb (McArenaView *self)
{
  rebuild (self);
}

static void
mc_arena_view_dispose (GObject *object)
{
  McArenaView *self = MC_ARENA_VIEW (object);

  g_clear_pointer ((GtkWidget **) &self->grid, gtk_widget_unparent);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (mc_arena_view_parent_class)->dispose (object);
}

static void
mc_arena_view_class_init (McArenaViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_arena_view_dispose;

  /**
   * McArenaView::zone-activated:
   * @cell: the zone's cell
   *
   * A zone was tapped: edit its card.
   */
  signals[ZONE_ACTIVATED] =
    g_signal_new ("zone-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "arenaview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
mc_arena_view_init (McArenaView *self)
{
  self->grid = GTK_GRID (gtk_grid_new ());
  gtk_grid_set_row_spacing (self->grid, 4);
  gtk_grid_set_column_spacing (self->grid, 4);
  gtk_grid_set_row_homogeneous (self->grid, TRUE);
  gtk_grid_set_column_homogeneous (self->grid, TRUE);
  gtk_widget_set_halign (GTK_WIDGET (self->grid), GTK_ALIGN_CENTER);
  gtk_widget_set_parent (GTK_WIDGET (self->grid), GTK_WIDGET (self));
  self->target = TEM_NO_CELL;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Arena"), -1);
}

GtkWidget *
mc_arena_view_new (void)
{
  return g_object_new (MC_TYPE_ARENA_VIEW, NULL);
}

void
mc_arena_view_set_session (McArenaView *self,
                           McSession   *session)
{
  g_return_if_fail (MC_IS_ARENA_VIEW (self));
  g_return_if_fail (MC_IS_SESSION (session));
  g_return_if_fail (self->session == NULL);

  self->session = g_object_ref (session);
  g_signal_connect_object (session, "changed", G_CALLBACK (session_changed_cb), self, G_CONNECT_SWAPPED);
  rebuild (self);
}

/**
 * mc_arena_view_set_highlight:
 * @seen: bit per cell: the zones a robot compares
 * @target: the zone it moves to, or %TEM_NO_CELL
 */
void
mc_arena_view_set_highlight (McArenaView *self,
                             guint64      seen,
                             int          target)
{
  g_return_if_fail (MC_IS_ARENA_VIEW (self));

  self->seen = seen;
  self->target = target;
  apply_highlight (self);
}

/* Closer zones, for a phone. */
void
mc_arena_view_set_compact (McArenaView *self,
                           gboolean     compact)
{
  g_return_if_fail (MC_IS_ARENA_VIEW (self));

  self->compact = compact;
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    if (self->zones[cell] != NULL)
      mc_arena_zone_set_compact (MC_ARENA_ZONE (gtk_button_get_child (GTK_BUTTON (self->zones[cell]))), compact);
  gtk_grid_set_row_spacing (self->grid, compact ? 2 : 4);
  gtk_grid_set_column_spacing (self->grid, compact ? 2 : 4);
  if (compact)
    gtk_widget_add_css_class (GTK_WIDGET (self), "compact");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "compact");
}

/* Held, its zones are out of the layout (their text has fonts of its
 * own to load) and only its card is drawn, tall enough for its rounded
 * corners: what a frame shows of an arena that starts at its bottom. */
void
mc_arena_view_set_held (McArenaView *self,
                        gboolean     held)
{
  g_return_if_fail (MC_IS_ARENA_VIEW (self));

  gtk_widget_set_visible (GTK_WIDGET (self->grid), !held);
  gtk_widget_set_size_request (GTK_WIDGET (self), -1, held ? 48 : -1);
}

GtkWidget *
mc_arena_view_get_zone (McArenaView *self,
                        int          cell)
{
  g_return_val_if_fail (MC_IS_ARENA_VIEW (self), NULL);
  g_return_val_if_fail (cell >= 0 && cell < TEM_ARENA_CELLS, NULL);

  return self->zones[cell];
}
