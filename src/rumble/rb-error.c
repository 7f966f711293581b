/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdarg.h>
#include <string.h>

#include "rb-error.h"

/* The rules' errors carry (GLib's extended error domains) the ID of the
 * rule that refused, so the message itself is plain words. */
typedef struct
{
  char rule[16];
} RbRulesErrorPrivate;

static void
rb_rules_error_private_init (RbRulesErrorPrivate *priv)
{
  priv->rule[0] = '\0';
}

static void
rb_rules_error_private_copy (const RbRulesErrorPrivate *src,
                             RbRulesErrorPrivate       *dest)
{
  *dest = *src;
}

static void
rb_rules_error_private_clear (RbRulesErrorPrivate *priv)
{
}

G_DEFINE_EXTENDED_ERROR (RbRulesError, rb_rules_error)

/**
 * rb_rules_error_set_rule:
 * @error: (nullable): where a rules error was set, or %NULL
 * @rule: (nullable): the rule that refused, "RB-B5", or %NULL for none
 *
 * Records which rule refused beside the message.
 */
void
rb_rules_error_set_rule (GError     **error,
                         const char  *rule)
{
  RbRulesErrorPrivate *priv;

  if (error == NULL || *error == NULL || (*error)->domain != RB_RULES_ERROR)
    return;
  priv = rb_rules_error_get_private (*error);
  if (rule == NULL)
    {
      priv->rule[0] = '\0';
      return;
    }
  g_return_if_fail (strlen (rule) < sizeof priv->rule);
  g_strlcpy (priv->rule, rule, sizeof priv->rule);
}

/**
 * rb_rules_error_get_rule:
 *
 * Returns: (nullable): the ID of the rule that refused ("RB-B5"), or %NULL
 *   when no rule did or @error is not a Rumblebots rules error
 */
const char *
rb_rules_error_get_rule (const GError *error)
{
  const RbRulesErrorPrivate *priv;

  if (error == NULL || error->domain != RB_RULES_ERROR)
    return NULL;
  priv = rb_rules_error_get_private (error);
  return priv->rule[0] != '\0' ? priv->rule : NULL;
}

/**
 * rb_refuse:
 * @error: (nullable): where to put the refusal
 * @code: a #RbRulesError
 * @rule: (nullable): the rule that refuses, "RB-B5"
 * @format: the translated message, in plain words, without the rule's ID
 *
 * One refusal in one statement: the message, and the rule beside it.
 */
void
rb_refuse (GError       **error,
           RbRulesError   code,
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
  g_set_error_literal (error, RB_RULES_ERROR, (int) code, message);
  rb_rules_error_set_rule (error, rule);
}
