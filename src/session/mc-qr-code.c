/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <string.h>

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <qrencode.h>

#include "mc-qr-code.h"

struct _McQrCode
{
  guint   size;       /* modules per side */
  guint8 *modules;    /* size × size, 1 for dark */
};

/**
 * mc_qr_code_new:
 * @text: UTF-8, encoded as bytes (any phone reads it as text)
 *
 * Returns: (nullable): the code, or %NULL with a message if @text is too
 *   long for a QR code at error correction level M
 */
McQrCode *
mc_qr_code_new (const char *text,
                GError    **error)
{
  QRcode *code;
  McQrCode *self;

  g_return_val_if_fail (text != NULL, NULL);

  /* M corrects about 15% damage: enough for a phone held over a table. */
  code = QRcode_encodeData ((int) strlen (text), (const unsigned char *) text, 0, QR_ECLEVEL_M);
  if (code == NULL)
    {
      int saved_errno = errno;

      if (saved_errno == ERANGE)
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE, _("The text is too long for a QR code."));
      else
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The QR code could not be made: %s"),
                     g_strerror (saved_errno));
      return NULL;
    }

  self = g_new (McQrCode, 1);
  self->size = (guint) code->width;
  self->modules = g_new (guint8, self->size * self->size);
  for (guint i = 0; i < self->size * self->size; i++)
    self->modules[i] = code->data[i] & 1;
  QRcode_free (code);
  return self;
}

void
mc_qr_code_free (McQrCode *self)
{
  if (self == NULL)
    return;
  g_free (self->modules);
  g_free (self);
}

guint
mc_qr_code_get_size (McQrCode *self)
{
  return self->size;
}

gboolean
mc_qr_code_is_dark (McQrCode *self,
                    guint     x,
                    guint     y)
{
  g_return_val_if_fail (x < self->size && y < self->size, FALSE);

  return self->modules[y * self->size + x] != 0;
}

/**
 * mc_qr_code_to_svg:
 * @module_size: the side of a module in SVG units
 *
 * Returns: an SVG document, black on white with its quiet zone, one
 *   rectangle per run of dark modules in a row; sharp at any scale
 */
char *
mc_qr_code_to_svg (McQrCode *self,
                   guint     module_size)
{
  guint side = (self->size + 2 * MC_QR_CODE_QUIET_ZONE) * module_size;
  GString *svg = g_string_new (NULL);

  g_string_append_printf (svg,
                          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%u\" height=\"%u\" "
                          "viewBox=\"0 0 %u %u\" shape-rendering=\"crispEdges\">\n"
                          "<rect width=\"%u\" height=\"%u\" fill=\"#ffffff\"/>\n<path fill=\"#000000\" d=\"",
                          side, side, side, side, side, side);
  for (guint y = 0; y < self->size; y++)
    for (guint x = 0; x < self->size;)
      {
        guint run = 0;

        while (x + run < self->size && mc_qr_code_is_dark (self, x + run, y))
          run++;
        if (run == 0)
          {
            x++;
            continue;
          }
        g_string_append_printf (svg, "M%u %uh%uv%uh-%uz",
                                (x + MC_QR_CODE_QUIET_ZONE) * module_size, (y + MC_QR_CODE_QUIET_ZONE) * module_size,
                                run * module_size, module_size, run * module_size);
        x += run;
      }
  g_string_append (svg, "\"/>\n</svg>\n");
  return g_string_free (svg, FALSE);
}
