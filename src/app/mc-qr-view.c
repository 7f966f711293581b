/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-qr-view.h"
#include "session/mc-qr-code.h"

/* A QR code drawn sharp at any size: whole pixels per module, black on a
 * white quiet zone whatever the theme, so cameras read it in dark mode too. */

struct _McQrView
{
  GtkWidget  parent_instance;

  McQrCode  *code;
  char      *text;
};

G_DEFINE_FINAL_TYPE (McQrView, mc_qr_view, GTK_TYPE_WIDGET)

static void
mc_qr_view_snapshot (GtkWidget   *widget,
                     GtkSnapshot *snapshot)
{
  McQrView *self = MC_QR_VIEW (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  guint modules, module, side;
  float x0, y0;
  GdkRGBA white = { 1, 1, 1, 1 }, black = { 0, 0, 0, 1 };

  if (self->code == NULL)
    return;

  modules = mc_qr_code_get_size (self->code) + 2 * MC_QR_CODE_QUIET_ZONE;
  module = MAX (1, (guint) MIN (width, height) / modules);
  side = module * modules;
  x0 = (float) ((width - (int) side) / 2);
  y0 = (float) ((height - (int) side) / 2);

  gtk_snapshot_append_color (snapshot, &white, &GRAPHENE_RECT_INIT (x0, y0, side, side));
  for (guint y = 0; y < mc_qr_code_get_size (self->code); y++)
    for (guint x = 0; x < mc_qr_code_get_size (self->code); x++)
      if (mc_qr_code_is_dark (self->code, x, y))
        gtk_snapshot_append_color (snapshot, &black,
                                   &GRAPHENE_RECT_INIT (x0 + (x + MC_QR_CODE_QUIET_ZONE) * module,
                                                        y0 + (y + MC_QR_CODE_QUIET_ZONE) * module,
                                                        module, module));
}

static void
mc_qr_view_measure (GtkWidget      *widget,
                    GtkOrientation  orientation,
                    int             for_size,
                    int            *minimum,
                    int            *natural,
                    int            *minimum_baseline,
                    int            *natural_baseline)
{
  McQrView *self = MC_QR_VIEW (widget);
  int modules = self->code != NULL ? (int) (mc_qr_code_get_size (self->code) + 2 * MC_QR_CODE_QUIET_ZONE) : 29;

  /* Two pixels a module at least; four when there is room. */
  *minimum = 2 * modules;
  *natural = 4 * modules;
}

static void
mc_qr_view_finalize (GObject *object)
{
  McQrView *self = MC_QR_VIEW (object);

  g_clear_pointer (&self->code, mc_qr_code_free);
  g_clear_pointer (&self->text, g_free);

  G_OBJECT_CLASS (mc_qr_view_parent_class)->finalize (object);
}

static void
mc_qr_view_class_init (McQrViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = mc_qr_view_finalize;
  widget_class->snapshot = mc_qr_view_snapshot;
  widget_class->measure = mc_qr_view_measure;
  gtk_widget_class_set_css_name (widget_class, "qrview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
mc_qr_view_init (McQrView *self)
{
}

GtkWidget *
mc_qr_view_new (void)
{
  return g_object_new (MC_TYPE_QR_VIEW, NULL);
}

/* Shows @text as a QR code; its screen-reader name is the text itself. */
gboolean
mc_qr_view_set_text (McQrView    *self,
                     const char  *text,
                     GError     **error)
{
  McQrCode *code;

  g_return_val_if_fail (MC_IS_QR_VIEW (self), FALSE);

  code = mc_qr_code_new (text, error);
  if (code == NULL)
    return FALSE;
  g_clear_pointer (&self->code, mc_qr_code_free);
  self->code = code;
  g_free (self->text);
  self->text = g_strdup (text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("QR code of the results"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  return TRUE;
}

const char *
mc_qr_view_get_text (McQrView *self)
{
  g_return_val_if_fail (MC_IS_QR_VIEW (self), NULL);

  return self->text;
}

/* A PNG of whole pixels: @module_size pixels a module, quiet zone included. */
gboolean
mc_qr_view_save_png (McQrView    *self,
                     const char  *path,
                     guint        module_size,
                     GError     **error)
{
  guint modules, side;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  guint8 *pixels;

  g_return_val_if_fail (MC_IS_QR_VIEW (self), FALSE);
  g_return_val_if_fail (self->code != NULL, FALSE);
  g_return_val_if_fail (module_size > 0 && module_size <= 64, FALSE);

  modules = mc_qr_code_get_size (self->code) + 2 * MC_QR_CODE_QUIET_ZONE;
  side = modules * module_size;
  pixels = g_malloc (side * side * 3);
  for (guint py = 0; py < side; py++)
    for (guint px = 0; px < side; px++)
      {
        guint x = px / module_size, y = py / module_size;
        gboolean dark = x >= MC_QR_CODE_QUIET_ZONE && y >= MC_QR_CODE_QUIET_ZONE
                        && x < modules - MC_QR_CODE_QUIET_ZONE && y < modules - MC_QR_CODE_QUIET_ZONE
                        && mc_qr_code_is_dark (self->code, x - MC_QR_CODE_QUIET_ZONE, y - MC_QR_CODE_QUIET_ZONE);
        guint8 value = dark ? 0 : 255;

        pixels[(py * side + px) * 3] = value;
        pixels[(py * side + px) * 3 + 1] = value;
        pixels[(py * side + px) * 3 + 2] = value;
      }
  bytes = g_bytes_new_take (pixels, side * side * 3);
  texture = gdk_memory_texture_new ((int) side, (int) side, GDK_MEMORY_R8G8B8, bytes, side * 3);
  if (!gdk_texture_save_to_png (texture, path))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Could not write the picture to %s."), path);
      return FALSE;
    }
  return TRUE;
}

gboolean
mc_qr_view_save_svg (McQrView    *self,
                     const char  *path,
                     GError     **error)
{
  g_autofree char *svg = NULL;

  g_return_val_if_fail (MC_IS_QR_VIEW (self), FALSE);
  g_return_val_if_fail (self->code != NULL, FALSE);

  svg = mc_qr_code_to_svg (self->code, 10);
  return g_file_set_contents (path, svg, -1, error);
}
