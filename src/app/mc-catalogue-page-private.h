/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "mc-catalogue-page.h"

G_BEGIN_DECLS

/* McCataloguePage in parts, one file per section of the page: the page
 * itself (mc-catalogue-page.c), export and import (mc-catalogue-share.c),
 * the weapons (mc-catalogue-weapons.c), the pilots (mc-catalogue-pilots.c),
 * the zone cards, the program card mix and the Mighty Mech
 * (mc-catalogue-zones.c). The page calls its sections; a section uses
 * what it is given, its own state and the context below, and the tools
 * every section shares (mc-catalogue-tools.c), never the page. */

/* What every section is given: the cards and the game to show and
 * change, where its groups go, and how to say that something changed. */
typedef struct
{
  McCardMemory *cards;           /* the window's, not owned; NULL until set */
  char         *path;
  McSession    *session;
  GtkWidget    *owner;           /* the page: its dialogs' parent */
  GtkWidget    *page;            /* the AdwPreferencesPage the sections fill */
  void        (*changed) (GtkWidget *owner);   /* redraws every section */
} McCatalogueContext;

typedef struct
{
  McCatalogueContext *context;
  McCardMemory       *incoming;  /* an import waiting for its answer */
} McCatalogueShare;

typedef struct
{
  McCatalogueContext *context;
  GtkWidget          *group;
  GtkWidget          *rows[TEM_N_WEAPON_KINDS];
  GtkWidget          *name_rows[TEM_N_WEAPON_KINDS];
  GtkWidget          *text_rows[TEM_N_WEAPON_KINDS];
  GtkWidget          *values[TEM_N_WEAPON_KINDS][TEM_N_WEAPON_FIELDS];
} McCatalogueWeapons;

typedef struct
{
  McCatalogueContext *context;
  GtkWidget          *group;
  GPtrArray          *rows;
} McCataloguePilots;

typedef struct
{
  McCatalogueContext *context;
  GtkWidget          *group;
  GtkWidget          *zone_cards_row;  /* AdwExpanderRow */
  GPtrArray          *zone_rows;
  GtkWidget          *base_row;
  GtkWidget          *mech_zone_row;
  GtkWidget          *program_row;     /* AdwComboRow */
  GtkWidget          *side_rows[2];    /* AdwComboRow */
  GtkWidget          *side_text_rows[2];
  gboolean            refreshing;      /* combo rows set by refresh save nothing */
} McCatalogueZones;

/* Tools of every section (mc-catalogue-tools.c) */
typedef void (*McCatalogueAnswer) (GtkWidget *dialog,
                                   int        value,
                                   gpointer   data);

GtkRoot   *mc_catalogue_get_window       (McCatalogueContext *context);
void       mc_catalogue_show_problem     (McCatalogueContext *context,
                                          const char         *heading,
                                          const char         *message);
gboolean   mc_catalogue_save             (McCatalogueContext *context,
                                          GError            **error);
void       mc_catalogue_save_or_complain (McCatalogueContext *context);
void       mc_catalogue_changed          (McCatalogueContext *context);
void       mc_catalogue_give_to_game     (McCatalogueContext *context);
GtkWidget *mc_catalogue_ask_number       (McCatalogueContext *context,
                                          const char         *heading,
                                          const char         *title,
                                          GtkWidget          *input,
                                          int                 current,
                                          McCatalogueAnswer   answer,
                                          gpointer            data);
GtkWidget *mc_catalogue_new_choice_input (const char * const *names,
                                          const int          *choices,
                                          guint               n,
                                          int                 current);
GtkWidget *mc_catalogue_new_spin_input   (int                 current,
                                          int                 min,
                                          int                 max);
GtkWidget *mc_catalogue_add_row_button   (GtkWidget          *row,
                                          const char         *icon,
                                          const char         *label);
GtkWidget *mc_catalogue_new_share_row    (const char         *title,
                                          const char         *subtitle,
                                          const char         *icon,
                                          const char         *name,
                                          GCallback           callback,
                                          gpointer            data);
void       mc_catalogue_set_entry_text   (GtkWidget          *row,
                                          const char         *text);
void       mc_catalogue_set_value_label  (GtkWidget          *row,
                                          int                 value);
int        mc_catalogue_printed_value    (guint               kind,
                                          TemWeaponField      field);
char      *mc_catalogue_value_text       (TemWeaponField      field,
                                          int                 value);

/* The sections */
void       mc_catalogue_share_build      (McCatalogueShare   *self);
gboolean   mc_catalogue_share_export     (McCatalogueShare   *self,
                                          const char         *path,
                                          GError            **error);
GtkWidget *mc_catalogue_share_preview_import (McCatalogueShare *self,
                                              const char       *path,
                                              GError          **error);
void       mc_catalogue_share_choose     (McCatalogueShare   *self,
                                          gboolean            saving);

void       mc_catalogue_weapons_build    (McCatalogueWeapons *self);
void       mc_catalogue_weapons_refresh  (McCatalogueWeapons *self);
gboolean   mc_catalogue_weapons_set_value (McCatalogueWeapons *self,
                                           guint               kind,
                                           TemWeaponField      field,
                                           int                 value,
                                           GError            **error);
gboolean   mc_catalogue_weapons_set_name (McCatalogueWeapons *self,
                                          guint               kind,
                                          const char         *name,
                                          GError            **error);

void       mc_catalogue_pilots_build     (McCataloguePilots  *self);
void       mc_catalogue_pilots_refresh   (McCataloguePilots  *self);
gboolean   mc_catalogue_pilots_add       (McCataloguePilots  *self,
                                          const char         *name,
                                          int                 health,
                                          GError            **error);

void       mc_catalogue_zones_build      (McCatalogueZones   *self);
void       mc_catalogue_zones_refresh    (McCatalogueZones   *self);
void       mc_catalogue_zones_build_program_and_mech   (McCatalogueZones *self);
void       mc_catalogue_zones_refresh_program_and_mech (McCatalogueZones *self);
gboolean   mc_catalogue_zones_add_card   (McCatalogueZones   *self,
                                          const McZoneCard   *card,
                                          GError            **error);
gboolean   mc_catalogue_zones_set_value  (McCatalogueZones   *self,
                                          TemZoneKind         kind,
                                          int                 value,
                                          GError            **error);

struct _McCataloguePage
{
  GtkWidget          parent_instance;

  McCatalogueContext context;
  McCatalogueShare   share;
  McCatalogueWeapons weapons;
  McCataloguePilots  pilots;
  McCatalogueZones   zones;
};

G_END_DECLS
