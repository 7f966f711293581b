/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdarg.h>
#include <string.h>

#include "mc-rule-error.h"

/* A refusal carries (GLib's extended error domains) the ID of the rule
 * that refused, so the message itself is plain words, and its core's
 * detail. */
typedef struct
{
  char    rule[16];
  guint64 detail[MC_RULE_ERROR_DETAIL_SIZE / sizeof (guint64)];   /* aligned for any core's struct */
} McRuleErrorPrivate;

static void
mc_rule_error_private_init (McRuleErrorPrivate *priv)
{
  memset (priv, 0, sizeof *priv);
}

static void
mc_rule_error_private_copy (const McRuleErrorPrivate *src,
                            McRuleErrorPrivate       *dest)
{
  *dest = *src;
}

static void
mc_rule_error_private_clear (McRuleErrorPrivate *priv)
{
}

G_DEFINE_EXTENDED_ERROR (McRuleError, mc_rule_error)

static McRuleErrorPrivate *
private_of (GError **error)
{
  if (error == NULL || *error == NULL || (*error)->domain != MC_RULE_ERROR)
    return NULL;
  return mc_rule_error_get_private (*error);
}

/**
 * mc_rule_error_set_rule:
 * @error: (nullable): where a refusal was set, or %NULL
 * @rule: (nullable): the rule that refused, "R-A5", or %NULL for none
 *
 * Records which rule refused beside the message. An ID longer than the
 * checklists' are is a programming error.
 */
void
mc_rule_error_set_rule (GError     **error,
                        const char  *rule)
{
  McRuleErrorPrivate *priv = private_of (error);

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
 * mc_rule_error_get_rule:
 *
 * Returns: (nullable): the ID of the rule that refused ("R-A5", "RB-B5"),
 *   or %NULL when no rule did (a malformed action, a value the players
 *   must enter) or @error is not a refusal
 */
const char *
mc_rule_error_get_rule (const GError *error)
{
  const McRuleErrorPrivate *priv;

  if (error == NULL || error->domain != MC_RULE_ERROR)
    return NULL;
  priv = mc_rule_error_get_private (error);
  return priv->rule[0] != '\0' ? priv->rule : NULL;
}

/**
 * mc_rule_error_peek_detail:
 *
 * Returns: (nullable): the core's detail, MC_RULE_ERROR_DETAIL_SIZE bytes,
 *   all zero until the core writes it; %NULL if @error is not a refusal
 */
gconstpointer
mc_rule_error_peek_detail (const GError *error)
{
  if (error == NULL || error->domain != MC_RULE_ERROR)
    return NULL;
  return mc_rule_error_get_private (error)->detail;
}

/**
 * mc_rule_error_get_detail:
 * @error: (nullable): where a refusal was set, or %NULL
 *
 * Returns: (nullable): the core's detail to write, or %NULL when there is
 *   no refusal in @error
 */
gpointer
mc_rule_error_get_detail (GError **error)
{
  McRuleErrorPrivate *priv = private_of (error);

  return priv != NULL ? priv->detail : NULL;
}

/**
 * mc_rule_refuse:
 * @error: (nullable): where to put the refusal
 * @code: a #McRuleError
 * @rule: (nullable): the rule that refuses, "R-A5"
 * @format: the translated message, in plain words, without the rule's ID
 *
 * One refusal in one statement: the message, and the rule beside it.
 */
void
mc_rule_refuse (GError       **error,
                McRuleError    code,
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
  g_set_error_literal (error, MC_RULE_ERROR, (int) code, message);
  mc_rule_error_set_rule (error, rule);
}
