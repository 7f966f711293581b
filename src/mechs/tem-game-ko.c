/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>

#include <glib/gi18n-lib.h>

#include "rules/mc-rule-error.h"
#include "tem-game-private.h"
#include "tem-need.h"

/* A pilot knocked out or sent away (R-C7 to R-C10, R-C12, R-MM3, R-MM4):
 * the closest zone that is not hostile, and what a KO changes. Part of
 * the turn's rules, apart so that each file reads in one sitting. */

static int
compare_cells (const void *a,
               const void *b)
{
  return *(const int *) a - *(const int *) b;
}

/* In the arena's order, row by row, as the choices are offered (walk 9:
 * the sentence said "B1, C2, B3, A2", the list B1, A2, C2, B3). */
static char *
list_cells (const int *cells,
            guint      n)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree int *sorted = g_memdup2 (cells, n * sizeof *cells);

  qsort (sorted, n, sizeof *sorted, compare_cells);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = tem_arena_describe_cell (sorted[i]);

      if (i > 0)
        g_string_append (text, ", ");
      g_string_append (text, name);
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Moves @seat to the closest non-hostile zone from @from; among ties the
 * players choose with @choice_cell (R-C7, R-C9, R-C10, R-MM3, R-MM4). */
gboolean
tem_game_send_to_closest (TemGame   *game,
                          guint      seat,
                          int        from,
                          int        choice_cell,
                          TemEvents *events,
                          GError   **error)
{
  int candidates[TEM_ARENA_CELLS];
  guint n = tem_game_closest_safe (game, seat, from, candidates);
  int target = from;

  if (n == 1)
    target = candidates[0];
  else if (n > 1)
    {
      target = TEM_NO_CELL;
      for (guint i = 0; i < n; i++)
        if (candidates[i] == choice_cell)
          target = choice_cell;

      if (target == TEM_NO_CELL)
        {
          g_autofree char *list = list_cells (candidates, n);

          g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_CHOICE_NEEDED,
                       _("Choose where %s goes, the closest zones that are not hostile: %s."),
                       game->players[seat].name, list);
          tem_need_set_cells (error, TEM_NEED_CELL, (int) seat, candidates, n);
          return FALSE;
        }
    }
  /* With no safe zone anywhere (an interpretation: it cannot happen with
   * the box's tokens), the pilot stays. */

  /* The caller tells why it moved: a respawn after a KO, or a retreat
   * (R-C7), which changes nothing of the pilot's status. */
  game->players[seat].cell = target;
  return TRUE;
}

/* R-C8, R-C9, R-C10, R-MM3, R-MM4, I-2. @by scores the KO's victory point
 * (the enemy in combat, or a mine's or turret's owner). In combat the
 * caller hands the Mighty Mech over (R-MM3). */
gboolean
tem_game_knock_out (TemGame   *game,
                    guint      seat,
                    int        by,
                    gboolean   in_combat,
                    int        choice_cell,
                    TemEvents *events,
                    GError   **error)
{
  TemPlayer *player = &game->players[seat];
  int from = player->cell;
  TemStatus status = player->status;

  mc_rule_events_add (events, TEM_EVENT_KNOCKED_OUT, (int) seat, from, by);
  if (by != TEM_NOBODY && by != (int) seat)
    tem_game_add_score (game, by, 1, in_combat ? TEM_SCORE_KO : TEM_SCORE_TRAP_KO, events);

  if (player->robot)
    return tem_game_respawn_robot (game, seat, events, error);

  player->status = TEM_STATUS_PILOT;
  player->health = player->pilot_health_top;

  if (status == TEM_STATUS_MIGHTY_MECH)
    {
      /* R-MM4: KO'd by a token, the Mech stays in that zone, empty. */
      game->mech_controller = TEM_NOBODY;
      game->mech_side = TEM_MECH_SIDE_NONE;
      game->mech_cell = from;
      tem_events_add (events, TEM_EVENT_MECH_LEFT, (int) seat, from);
    }

  /* Off the arena while looking for a zone, so that the pilot's own
   * former zone does not count as taken. */
  player->cell = TEM_NO_CELL;

  if (status == TEM_STATUS_PILOT)
    {
      int base = tem_arena_find_base (&game->arena, (int) seat);

      /* R-C9: resources below 2 are raised to 2; back to base, or next to
       * it when the base is hostile. */
      player->energy = MAX (player->energy, TEM_KO_RESOURCE_FLOOR);
      player->credits = MAX (player->credits, TEM_KO_RESOURCE_FLOOR);
      player->energy = MIN (player->energy, game->resource_top);
      player->credits = MIN (player->credits, game->resource_top);
      if (base != TEM_NO_CELL && !tem_game_is_hostile (game, seat, base))
        {
          player->cell = base;
          tem_events_add (events, TEM_EVENT_RESPAWNED, (int) seat, base);
        }
      else if (tem_game_send_to_closest (game, seat, base, choice_cell, events, error))
        tem_events_add (events, TEM_EVENT_RESPAWNED, (int) seat, player->cell);
      else
        return FALSE;
    }
  /* Out of the Power Armor or the Mech: a Pilot now, said so. */
  else if (tem_game_send_to_closest (game, seat, from, choice_cell, events, error))
    mc_rule_events_add (events, TEM_EVENT_RESPAWNED, (int) seat, player->cell, TRUE);
  else
    return FALSE;

  tem_game_fit_equipment (game, seat);
  tem_game_enter_ad_hoc (game, seat, events);
  return TRUE;
}
