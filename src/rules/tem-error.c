/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tem-error.h"
#include "tem-need.h"

/* The rules' errors carry a TemNeed (GLib's extended error domains): what
 * to ask the players before trying again. */
typedef TemNeed TemRulesErrorPrivate;

static void
tem_rules_error_private_init (TemRulesErrorPrivate *priv)
{
  priv->kind = TEM_NEED_NONE;
  priv->seat = -1;
  priv->cell = -1;
  priv->weapon_kind = -1;
  priv->field = -1;
  priv->cells = 0;
}

static void
tem_rules_error_private_copy (const TemRulesErrorPrivate *src,
                              TemRulesErrorPrivate       *dest)
{
  *dest = *src;
}

static void
tem_rules_error_private_clear (TemRulesErrorPrivate *priv)
{
}

G_DEFINE_EXTENDED_ERROR (TemRulesError, tem_rules_error)

/**
 * tem_need_from_error:
 *
 * Returns: (nullable): what the players must say, or %NULL if the error
 *   asks nothing (a refusal, or not a rules error)
 */
const TemNeed *
tem_need_from_error (const GError *error)
{
  const TemNeed *need;

  if (error == NULL || error->domain != TEM_RULES_ERROR)
    return NULL;
  need = tem_rules_error_get_private (error);
  return need->kind == TEM_NEED_NONE ? NULL : need;
}

static TemNeed *
need_of (GError **error)
{
  if (error == NULL || *error == NULL || (*error)->domain != TEM_RULES_ERROR)
    return NULL;
  return tem_rules_error_get_private (*error);
}

void
tem_need_set (GError    **error,
              TemNeedKind kind,
              int         seat,
              int         cell)
{
  TemNeed *need = need_of (error);

  if (need == NULL)
    return;
  need->kind = kind;
  need->seat = seat;
  need->cell = cell;
}

void
tem_need_set_weapon (GError **error,
                     int      weapon_kind,
                     int      field)
{
  TemNeed *need = need_of (error);

  if (need == NULL)
    return;
  need->kind = TEM_NEED_WEAPON_FIELD;
  need->weapon_kind = weapon_kind;
  need->field = field;
}

void
tem_need_set_cells (GError    **error,
                    TemNeedKind kind,
                    int         seat,
                    const int  *cells,
                    guint       n_cells)
{
  TemNeed *need = need_of (error);

  if (need == NULL)
    return;
  need->kind = kind;
  need->seat = seat;
  need->cells = 0;
  for (guint i = 0; i < n_cells; i++)
    if (cells[i] >= 0 && cells[i] < 64)
      need->cells |= G_GUINT64_CONSTANT (1) << cells[i];
}
