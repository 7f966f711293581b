/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "mc-catalogue-page.h"

G_BEGIN_DECLS

/* McCataloguePage in parts, one file per section of the page: the page
 * itself with its edit dialogs (mc-catalogue-page.c), the weapons
 * (mc-catalogue-weapons.c), the pilots (mc-catalogue-pilots.c), the zone
 * cards, the program card mix and the Mighty Mech (mc-catalogue-zones.c),
 * export and import (mc-catalogue-share.c). */

/* What an edit dialog's number is for. */
typedef enum
{
  EDIT_WEAPON,
  EDIT_PILOT_HEALTH,
  EDIT_BASE_VALUE,
  EDIT_MECH_VALUE,
} EditTarget;

struct _McCataloguePage
{
  GtkWidget     parent_instance;

  GtkWidget    *page;            /* AdwPreferencesPage */
  GtkWidget    *weapons_group;
  GtkWidget    *rows[TEM_N_WEAPON_KINDS];
  GtkWidget    *name_rows[TEM_N_WEAPON_KINDS];
  GtkWidget    *text_rows[TEM_N_WEAPON_KINDS];
  GtkWidget    *values[TEM_N_WEAPON_KINDS][TEM_N_WEAPON_FIELDS];
  GtkWidget    *pilots_group;
  GPtrArray    *pilot_rows;
  GtkWidget    *zones_group;
  GtkWidget    *zone_cards_row;  /* AdwExpanderRow */
  GPtrArray    *zone_rows;
  GtkWidget    *base_row;
  GtkWidget    *mech_zone_row;
  GtkWidget    *program_row;     /* AdwComboRow */
  GtkWidget    *side_rows[2];    /* AdwComboRow */
  GtkWidget    *side_text_rows[2];
  gboolean      refreshing;      /* combo rows set by refresh save nothing */

  McCardMemory *cards;           /* the window's, not owned */
  char         *path;
  McSession    *session;
  McCardMemory *incoming;        /* an import waiting for its answer */
};

GtkRoot *mc_catalogue_get_window (McCataloguePage *self);
GtkWidget *mc_catalogue_add_row_button (GtkWidget *row, const char *icon, const char *label);
GtkWidget *mc_catalogue_new_share_row (const char *title, const char *subtitle, const char *icon, const char *name, GCallback callback, gpointer data);
GtkWidget *mc_catalogue_new_spin_input (int current, int min, int max);
GtkWidget *mc_catalogue_open_edit_dialog (McCataloguePage *self, EditTarget target, const char *heading, const char *title, GtkWidget *input, int current);
char *mc_catalogue_value_text (TemWeaponField field, int value);
gboolean mc_catalogue_save (McCataloguePage *self, GError **error);
int mc_catalogue_printed_value (guint kind, TemWeaponField field);
void mc_catalogue_build_pilots (McCataloguePage *self);
void mc_catalogue_build_program_and_mech (McCataloguePage *self);
void mc_catalogue_build_weapons (McCataloguePage *self);
void mc_catalogue_build_zones (McCataloguePage *self);
void mc_catalogue_give_to_game (McCataloguePage *self);
void mc_catalogue_refresh_pilots (McCataloguePage *self);
void mc_catalogue_refresh_program_and_mech (McCataloguePage *self);
void mc_catalogue_refresh_weapons (McCataloguePage *self);
void mc_catalogue_refresh_zones (McCataloguePage *self);
void mc_catalogue_save_or_complain (McCataloguePage *self);
void mc_catalogue_set_entry_text (GtkWidget *row, const char *text);
void mc_catalogue_set_value_label (GtkWidget *row, int value);
void mc_catalogue_show_problem (McCataloguePage *self, const char *heading, const char *message);
void mc_catalogue_weapon_edit_clicked_cb (GtkButton *button, McCataloguePage *self);

G_END_DECLS
