/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <adwaita.h>

#include "mc-catalogue-page-private.h"

/* The cards in the box: what public texts give (read-only, with its
 * source), what the players entered from their own cards (marked as
 * theirs, editable), and what is still unknown: weapons, pilots, zone
 * cards, the program card mix and the Mighty Mech's sides. Export and
 * import share it all between copies of the app. The page holds its
 * sections and calls them; they are given the context and never call it
 * back, but through context.changed. */

G_DEFINE_FINAL_TYPE (McCataloguePage, mc_catalogue_page, GTK_TYPE_WIDGET)

static void mc_catalogue_page_map (GtkWidget *widget);

static void
section_changed (GtkWidget *owner)
{
  mc_catalogue_page_refresh (MC_CATALOGUE_PAGE (owner));
}

void
mc_catalogue_page_refresh (McCataloguePage *self)
{
  g_return_if_fail (MC_IS_CATALOGUE_PAGE (self));

  if (self->weapons.group == NULL)
    return;     /* built and filled when first shown */

  mc_catalogue_weapons_refresh (&self->weapons);
  mc_catalogue_pilots_refresh (&self->pilots);
  mc_catalogue_zones_refresh (&self->zones);
  mc_catalogue_zones_refresh_program_and_mech (&self->zones);
}

/* The widget ----------------------------------------------------------- */

static void
mc_catalogue_page_dispose (GObject *object)
{
  McCataloguePage *self = MC_CATALOGUE_PAGE (object);

  g_clear_pointer (&self->context.page, gtk_widget_unparent);
  g_clear_pointer (&self->pilots.rows, g_ptr_array_unref);
  g_clear_pointer (&self->zones.zone_rows, g_ptr_array_unref);
  g_clear_pointer (&self->context.path, g_free);
  g_clear_object (&self->context.session);
  g_clear_pointer (&self->share.incoming, mc_card_memory_free);

  G_OBJECT_CLASS (mc_catalogue_page_parent_class)->dispose (object);
}

static void
mc_catalogue_page_class_init (McCataloguePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_catalogue_page_dispose;
  widget_class->map = mc_catalogue_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

/* Some 250 rows: built when the page is first shown, not with every window. */
static void
ensure_built (McCataloguePage *self)
{
  if (self->weapons.group != NULL)
    return;

  self->context.page = adw_preferences_page_new ();
  gtk_widget_set_parent (self->context.page, GTK_WIDGET (self));
  mc_catalogue_share_build (&self->share);
  mc_catalogue_weapons_build (&self->weapons);
  mc_catalogue_pilots_build (&self->pilots);
  mc_catalogue_zones_build (&self->zones);
  mc_catalogue_zones_build_program_and_mech (&self->zones);
}

static void
mc_catalogue_page_map (GtkWidget *widget)
{
  McCataloguePage *self = MC_CATALOGUE_PAGE (widget);

  ensure_built (self);
  mc_catalogue_page_refresh (self);
  GTK_WIDGET_CLASS (mc_catalogue_page_parent_class)->map (widget);
}

static void
mc_catalogue_page_init (McCataloguePage *self)
{
  self->context.owner = GTK_WIDGET (self);
  self->context.changed = section_changed;
  self->share.context = &self->context;
  self->weapons.context = &self->context;
  self->pilots.context = &self->context;
  self->zones.context = &self->context;
}

GtkWidget *
mc_catalogue_page_new (void)
{
  return g_object_new (MC_TYPE_CATALOGUE_PAGE, NULL);
}

void
mc_catalogue_page_set_cards (McCataloguePage *self,
                             McCardMemory    *cards,
                             const char      *path,
                             McSession       *session)
{
  g_return_if_fail (MC_IS_CATALOGUE_PAGE (self));

  self->context.cards = cards;
  g_free (self->context.path);
  self->context.path = g_strdup (path);
  g_set_object (&self->context.session, session);
  mc_catalogue_page_refresh (self);
}

/**
 * mc_catalogue_page_set_value:
 *
 * The players' value, kept for the next games and given to the game open
 * when it does not know it yet.
 */
gboolean
mc_catalogue_page_set_value (McCataloguePage *self,
                             guint            kind,
                             TemWeaponField   field,
                             int              value,
                             GError         **error)
{
  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), FALSE);

  return mc_catalogue_weapons_set_value (&self->weapons, kind, field, value, error);
}

/**
 * mc_catalogue_page_set_weapon_name:
 * @name: (nullable): the name on the card, or %NULL to forget it
 *
 * Names an advanced card no public text names; the game and the app then
 * call it so.
 */
gboolean
mc_catalogue_page_set_weapon_name (McCataloguePage *self,
                                   guint            kind,
                                   const char      *name,
                                   GError         **error)
{
  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), FALSE);

  return mc_catalogue_weapons_set_name (&self->weapons, kind, name, error);
}

/**
 * mc_catalogue_page_add_pilot:
 *
 * A pilot card of the box, or a correction of one, kept for the next games.
 */
gboolean
mc_catalogue_page_add_pilot (McCataloguePage *self,
                             const char      *name,
                             int              health,
                             GError         **error)
{
  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), FALSE);

  return mc_catalogue_pilots_add (&self->pilots, name, health, error);
}

/* One more resource zone card of the box. */
gboolean
mc_catalogue_page_add_zone_card (McCataloguePage  *self,
                                 const McZoneCard *card,
                                 GError          **error)
{
  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), FALSE);

  return mc_catalogue_zones_add_card (&self->zones, card, error);
}

/* The value on every Base card, or on the Mech zone card. */
gboolean
mc_catalogue_page_set_zone_value (McCataloguePage *self,
                                  TemZoneKind      kind,
                                  int              value,
                                  GError         **error)
{
  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), FALSE);

  return mc_catalogue_zones_set_value (&self->zones, kind, value, error);
}

gboolean
mc_catalogue_page_export (McCataloguePage *self,
                          const char      *path,
                          GError         **error)
{
  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), FALSE);

  return mc_catalogue_share_export (&self->share, path, error);
}

/**
 * mc_catalogue_page_preview_import:
 *
 * Reads another copy's cards file and shows what an import would change,
 * new values and disagreements, before anything is written.
 *
 * Returns: (transfer none) (nullable): the preview dialog, or %NULL with
 *   the file's problem
 */
GtkWidget *
mc_catalogue_page_preview_import (McCataloguePage *self,
                                  const char      *path,
                                  GError         **error)
{
  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), NULL);

  return mc_catalogue_share_preview_import (&self->share, path, error);
}

void
mc_catalogue_page_choose_export (McCataloguePage *self)
{
  mc_catalogue_share_choose (&self->share, TRUE);
}

void
mc_catalogue_page_choose_import (McCataloguePage *self)
{
  mc_catalogue_share_choose (&self->share, FALSE);
}

const char *
mc_catalogue_page_get_value_text (McCataloguePage *self,
                                  guint            kind,
                                  TemWeaponField   field)
{
  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), NULL);

  ensure_built (self);
  mc_catalogue_page_refresh (self);
  return gtk_label_get_label (g_object_get_data (G_OBJECT (self->weapons.values[kind][field]), "value"));
}

/* The row of a weapon, as the page titles it (for tests). */
const char *
mc_catalogue_page_get_weapon_title (McCataloguePage *self,
                                    guint            kind)
{
  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), NULL);

  ensure_built (self);
  mc_catalogue_page_refresh (self);
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->weapons.rows[kind]));
}
