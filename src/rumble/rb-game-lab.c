/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "rb-game-private.h"

/* The Bots lying face up in the Laboratory rows, by name, as the players
 * read them out (RB-S5, RB-B6, RB-B10, RB-B17). The counts lab_row[] are
 * the rules' own; the names are what the table has told the app so far,
 * and a row may hold Bots nobody has named yet. */

static gboolean
same_name (const char *a,
           const char *b)
{
  g_autofree char *fa = g_utf8_casefold (a, -1);
  g_autofree char *fb = g_utf8_casefold (b, -1);
  g_autofree char *na = g_utf8_normalize (fa, -1, G_NORMALIZE_DEFAULT);
  g_autofree char *nb = g_utf8_normalize (fb, -1, G_NORMALIZE_DEFAULT);

  return na != NULL && nb != NULL && strcmp (na, nb) == 0;
}

/**
 * rb_game_find_lab_bot:
 *
 * Returns: the place of @name among the named face-up Bots of @tier's
 * row, or -1 when no Bot of that name is known to lie there.
 */
int
rb_game_find_lab_bot (const RbGame *game,
                      int           tier,
                      const char   *name)
{
  if (tier < RB_MIN_TIER || tier > RB_MAX_TIER || name == NULL || *name == '\0')
    return -1;
  for (int i = 0; i < game->lab_known[tier] && i < RB_ROW_SIZE; i++)
    if (same_name (game->lab_names[tier][i], name))
      return i;
  return -1;
}

/* The row's count was corrected by hand: which Bots lie there is no
 * longer known, so the names are forgotten rather than guessed. */
void
rb_game_forget_lab_names (RbGame *game,
                          int     tier)
{
  game->lab_known[tier] = 0;
  memset (game->lab_names[tier], 0, sizeof game->lab_names[tier]);
}

/* RB-B6, RB-B10: a Bot built from a row leaves it; the card revealed in
 * its place is a new, unnamed Bot (counted by the caller). A name the
 * players had not read out was one of the row's unnamed Bots. */
gboolean
rb_game_take_lab_bot (RbGame     *game,
                      int         tier,
                      const char *name,
                      GError    **error)
{
  int place = rb_game_find_lab_bot (game, tier, name);

  if (place < 0)
    {
      if (game->lab_known[tier] < game->lab_row[tier])
        return TRUE;
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-B6",
                      _("%s does not lie face up in the tier-%d Laboratory row; "
                        "build it from a hand of scanned cards, or correct the row."),
                      name, tier);
      return FALSE;
    }
  game->lab_known[tier]--;
  for (int i = place; i < game->lab_known[tier]; i++)
    g_strlcpy (game->lab_names[tier][i], game->lab_names[tier][i + 1], RB_NAME_MAX);
  memset (game->lab_names[tier][game->lab_known[tier]], 0, RB_NAME_MAX);
  return TRUE;
}

/* RB-S5, RB-B10, RB-B17: the players name a face-up Bot of a row. */
gboolean
rb_game_apply_see_lab_bot (RbGame            *game,
                           const RbSeeLabBot *see,
                           RbEvents          *events,
                           GError           **error)
{
  int tier = see->tier;
  g_autofree char *name = NULL;

  /* A name from a file or a garbled action may fill its buffer. */
  if (memchr (see->name, '\0', RB_NAME_MAX) == NULL || !g_utf8_validate (see->name, -1, NULL))
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID, _("Type the Bot's name as printed on its card."));
      return FALSE;
    }
  name = g_strstrip (g_strdup (see->name));
  if (tier < RB_MIN_TIER || tier > RB_MAX_TIER)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_INVALID, "RB-S4",
                      _("The Laboratory has tiers %d to %d, not %d."), RB_MIN_TIER, RB_MAX_TIER, tier);
      return FALSE;
    }
  if (*name == '\0')
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID, _("Type the Bot's name as printed on its card."));
      return FALSE;
    }
  if (game->lab_known[tier] >= game->lab_row[tier])
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-B10",
                      g_dngettext (GETTEXT_PACKAGE,
                                   "The tier-%d Laboratory row holds %d face-up Bot, and it is already named.",
                                   "The tier-%d Laboratory row holds %d face-up Bots, and all are already named.",
                                   (gulong) game->lab_row[tier]),
                      tier, game->lab_row[tier]);
      return FALSE;
    }
  g_strlcpy (game->lab_names[tier][game->lab_known[tier]], name, RB_NAME_MAX);
  game->lab_known[tier]++;
  mc_rule_events_add (events, RB_EVENT_VALUE_CORRECTED, RB_NOBODY, (int) RB_FIELD_LAB_ROW, tier);
  return TRUE;
}
