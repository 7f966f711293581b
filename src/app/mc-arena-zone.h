/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MC_TYPE_ARENA_ZONE (mc_arena_zone_get_type ())
G_DECLARE_FINAL_TYPE (McArenaZone, mc_arena_zone, MC, ARENA_ZONE, GtkWidget)

/* What a figure or token on a zone looks like. */
typedef enum {
  MC_ZONE_FIGURE_TOKEN,   /* a mine or turret: a rounded tag */
  MC_ZONE_FIGURE_PILOT,   /* a pilot: a pill */
  MC_ZONE_FIGURE_IN_MECH, /* a pilot in the Mighty Mech: a pill, outlined */
  MC_ZONE_FIGURE_MECH,    /* the empty Mighty Mech */
} McZoneFigureKind;

GtkWidget *mc_arena_zone_new         (const char       *name,
                                      const char       *title,
                                      gboolean          big_title,
                                      gboolean          energy,
                                      gboolean          credits);
void       mc_arena_zone_add_figure  (McArenaZone      *self,
                                      const char       *text,
                                      McZoneFigureKind  kind,
                                      const char       *colour_id);
void       mc_arena_zone_set_compact (McArenaZone      *self,
                                      gboolean          compact);

G_END_DECLS
