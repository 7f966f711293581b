/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "journal/mc-card-memory.h"
#include "session/mc-session.h"

G_BEGIN_DECLS

#define MC_TYPE_CATALOGUE_PAGE (mc_catalogue_page_get_type ())
G_DECLARE_FINAL_TYPE (McCataloguePage, mc_catalogue_page, MC, CATALOGUE_PAGE, GtkWidget)

GtkWidget *mc_catalogue_page_new         (void);
void       mc_catalogue_page_set_cards   (McCataloguePage *self,
                                          McCardMemory    *cards,
                                          const char      *path,
                                          McSession       *session);
void       mc_catalogue_page_refresh     (McCataloguePage *self);
gboolean   mc_catalogue_page_set_value   (McCataloguePage *self,
                                          guint            kind,
                                          TemWeaponField   field,
                                          int              value,
                                          GError         **error);
gboolean   mc_catalogue_page_export      (McCataloguePage *self,
                                          const char      *path,
                                          GError         **error);
GtkWidget *mc_catalogue_page_preview_import (McCataloguePage *self,
                                             const char      *path,
                                             GError         **error);
const char *mc_catalogue_page_get_value_text (McCataloguePage *self,
                                              guint            kind,
                                              TemWeaponField   field);
const char *mc_catalogue_page_get_weapon_title (McCataloguePage *self,
                                                guint            kind);
gboolean   mc_catalogue_page_set_weapon_name (McCataloguePage *self,
                                              guint            kind,
                                              const char      *name,
                                              GError         **error);
gboolean   mc_catalogue_page_add_pilot   (McCataloguePage *self,
                                          const char      *name,
                                          int              health,
                                          GError         **error);
gboolean   mc_catalogue_page_add_zone_card (McCataloguePage  *self,
                                            const McZoneCard *card,
                                            GError          **error);
gboolean   mc_catalogue_page_set_zone_value (McCataloguePage *self,
                                             TemZoneKind      kind,
                                             int              value,
                                             GError         **error);
void       mc_catalogue_page_choose_export (McCataloguePage *self);
void       mc_catalogue_page_choose_import (McCataloguePage *self);

G_END_DECLS
