/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdarg.h>
#include <string.h>

#include "tem-error.h"
#include "tem-need.h"

/* The rules' errors carry (GLib's extended error domains) a TemNeed, what
 * to ask the players before trying again, and the ID of the rule that
 * refused, so the message itself is plain words. */
typedef struct
{
  TemNeed need;
  char    rule[16];
} TemRulesErrorPrivate;

static void
tem_rules_error_private_init (TemRulesErrorPrivate *priv)
{
  priv->need.kind = TEM_NEED_NONE;
  priv->need.seat = -1;
  priv->need.cell = -1;
  priv->need.weapon_kind = -1;
  priv->need.field = -1;
  priv->need.cells = 0;
  priv->rule[0] = '\0';
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
  need = &tem_rules_error_get_private (error)->need;
  return need->kind == TEM_NEED_NONE ? NULL : need;
}

static TemRulesErrorPrivate *
private_of (GError **error)
{
  if (error == NULL || *error == NULL || (*error)->domain != TEM_RULES_ERROR)
    return NULL;
  return tem_rules_error_get_private (*error);
}

static TemNeed *
need_of (GError **error)
{
  TemRulesErrorPrivate *priv = private_of (error);

  return priv != NULL ? &priv->need : NULL;
}

/**
 * tem_rules_error_set_rule:
 * @error: (nullable): where a rules error was set, or %NULL
 * @rule: (nullable): the rule that refused, "R-A5", or %NULL for none
 *
 * Records which rule refused beside the message. An ID longer than the
 * checklist's are is a programming error.
 */
void
tem_rules_error_set_rule (GError     **error,
                          const char  *rule)
{
  TemRulesErrorPrivate *priv = private_of (error);

  if (priv == NULL)
    return;
  if (rule == NULL)
    {
      priv->rule[0] = '\0';
      return;
    }
  g_return_if_fail (strlen (rule) < sizeof priv->rule);
  g_strlcpy (priv->rule, rule, sizeof priv->rule);
}

/**
 * tem_rules_error_get_rule:
 *
 * Returns: (nullable): the ID of the rule that refused ("R-A5"), or %NULL
 *   when no rule did (a malformed action, a value the players must enter)
 *   or @error is not a rules error
 */
const char *
tem_rules_error_get_rule (const GError *error)
{
  const TemRulesErrorPrivate *priv;

  if (error == NULL || error->domain != TEM_RULES_ERROR)
    return NULL;
  priv = tem_rules_error_get_private (error);
  return priv->rule[0] != '\0' ? priv->rule : NULL;
}

/**
 * tem_refuse:
 * @error: (nullable): where to put the refusal
 * @code: a #TemRulesError
 * @rule: (nullable): the rule that refuses, "R-A5"
 * @format: the translated message, in plain words, without the rule's ID
 *
 * One refusal in one statement: the message, and the rule beside it.
 */
void
tem_refuse (GError       **error,
            TemRulesError  code,
            const char    *rule,
            const char    *format,
            ...)
{
  g_autofree char *message = NULL;
  va_list args;

  if (error == NULL)
    return;
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, TEM_RULES_ERROR, (int) code, message);
  tem_rules_error_set_rule (error, rule);
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
