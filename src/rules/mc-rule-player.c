/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mc-rule-error.h"
#include "mc-rule-player.h"

/* The buffer of @size bytes holds a terminated, valid UTF-8 string. */
gboolean
mc_rule_name_is_valid (const char *name,
                       gsize       size)
{
  return memchr (name, '\0', size) != NULL && g_utf8_validate (name, -1, NULL);
}

static gboolean
name_is_blank (const char *name)
{
  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    if (!g_unichar_isspace (g_utf8_get_char (p)))
      return FALSE;
  return TRUE;
}

/* The name of the player at @seat (0-based) is valid text and not blank. */
gboolean
mc_rule_check_player_name (const char  *name,
                           gsize        size,
                           guint        seat,
                           GError     **error)
{
  if (!mc_rule_name_is_valid (name, size))
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("Player %u's name is not valid text."), seat + 1);
      return FALSE;
    }
  if (name_is_blank (name))
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("Player %u needs a name."), seat + 1);
      return FALSE;
    }
  return TRUE;
}

/* Two players are told apart by name, as the players would. */
gboolean
mc_rule_check_names_differ (const char  *earlier,
                            const char  *name,
                            GError     **error)
{
  if (g_utf8_collate (earlier, name) == 0)
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("Two players are called %s: give each a different name."), name);
      return FALSE;
    }
  return TRUE;
}
