/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "rules/mc-rule-error.h"
#include "tem-game-private.h"
#include "tem-narration.h"
#include "tem-need.h"
#include "tem-scoring.h"

/* R-SC2: purchased cards score at the end; games begun by the first
 * edition counted every owned card, and still do. */
static gboolean
weapon_counts (const TemGame       *game,
               const TemWeaponCard *weapon)
{
  return weapon->purchased || game->rules_edition == TEM_RULES_EDITION_FIRST;
}

static gboolean
zone_value (const TemGame *game,
            int            cell,
            int           *value,
            GError       **error)
{
  if (!tem_game_need_zone_value (game, cell, error))
    return FALSE;

  *value = game->arena.zones[cell].value;
  return TRUE;
}

/**
 * tem_game_compute_scores:
 * @final: add the weapons' VP too (after round 6)
 * @lines: (out caller-allocates): one line per seat
 *
 * R-SC1: each mine scores its zone's value, each turret twice it, the
 * pilot its own zone's value even with one of their tokens there; R-MM5:
 * the Mech's controller 3; R-SC2: the VP printed on every weapon
 * purchased. The basic weapon kept at setup (R-S8) and a Robot Pilot's two
 * starting basics (R-SO3) were not purchased and score nothing.
 * Fails, naming it, when a value is not entered yet.
 */
gboolean
tem_game_compute_scores (const TemGame *game,
                         gboolean       final,
                         TemScoreLine  *lines,
                         GError       **error)
{
  for (guint seat = 0; seat < game->n_players; seat++)
    {
      const TemPlayer *player = &game->players[seat];
      TemScoreLine *line = &lines[seat];
      int value;

      memset (line, 0, sizeof *line);
      for (guint i = 0; i < TEM_MINES; i++)
        if (player->mines[i] != TEM_NO_CELL)
          {
            if (!zone_value (game, player->mines[i], &value, error))
              return FALSE;
            line->mines += value;
          }

      for (guint i = 0; i < TEM_TURRETS; i++)
        if (player->turrets[i] != TEM_NO_CELL)
          {
            if (!zone_value (game, player->turrets[i], &value, error))
              return FALSE;
            line->turrets += 2 * value;
          }

      if (player->cell != TEM_NO_CELL)
        {
          if (!zone_value (game, player->cell, &value, error))
            return FALSE;
          line->pilot = value;
        }

      if (game->mech_controller == (int) seat)
        line->mech = TEM_MECH_SCORING_VP;

      if (final)
        for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
          {
            const TemWeaponCard *weapon = &game->weapons[card];
            int vp;

            if (weapon->place != TEM_PLACE_OWNED || weapon->owner != (int) seat)
              continue;

            /* R-SC2: "the total victory points listed on all purchased
             * Weapon Cards". */
            if (!weapon_counts (game, weapon))
              {
                line->kept_cards |= 1u << card;
                continue;
              }

            vp = game->weapon_stats[weapon->kind].vp;
            if (vp == TEM_VALUE_UNKNOWN)
              {
                g_autofree char *name = tem_catalogue_dup_weapon_name (weapon->kind);

                mc_rule_refuse (error, MC_RULE_ERROR_UNKNOWN_VALUE, "R-SC2",
                                _("%s has no VP yet: enter the victory points printed on the card."), name);
                tem_need_set_weapon (error, (int) weapon->kind, TEM_WEAPON_FIELD_VP);
                return FALSE;
              }
            line->weapons += vp;
            line->weapon_cards |= 1u << card;
          }

      line->total = line->mines + line->turrets + line->pilot + line->mech + line->weapons;
    }

  return TRUE;
}

gboolean
tem_game_score_round (TemGame   *game,
                      gboolean   final,
                      TemEvents *events,
                      GError   **error)
{
  TemScoreLine lines[TEM_MAX_PLAYERS];

  if (!tem_game_compute_scores (game, final, lines, error))
    return FALSE;

  for (guint seat = 0; seat < game->n_players; seat++)
    {
      tem_game_add_score (game, (int) seat, lines[seat].mines + lines[seat].turrets + lines[seat].pilot,
                          TEM_SCORE_ZONES, events);
      tem_game_add_score (game, (int) seat, lines[seat].mech, TEM_SCORE_MECH_CONTROL, events);
      tem_game_add_score (game, (int) seat, lines[seat].weapons, TEM_SCORE_WEAPONS, events);
    }

  return TRUE;
}

/**
 * tem_game_describe_weapon_scoring:
 *
 * R-SC2 in words for one seat: which weapon cards score their VP at the
 * end (the purchased ones, with their VP) and which do not (the basic kept
 * at setup, a Robot Pilot's starting basics). %NULL when the seat owns no
 * weapon. A VP not entered yet shows as "?".
 */
char *
tem_game_describe_weapon_scoring (const TemGame *game,
                                  guint          seat)
{
  g_autoptr(GPtrArray) counted = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) kept = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *counted_list = NULL;
  g_autofree char *kept_list = NULL;

  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    {
      const TemWeaponCard *weapon = &game->weapons[card];
      char *name;

      if (weapon->place != TEM_PLACE_OWNED || weapon->owner != (int) seat)
        continue;

      name = tem_catalogue_dup_weapon_name (weapon->kind);
      if (weapon_counts (game, weapon))
        {
          int vp = game->weapon_stats[weapon->kind].vp;

          g_ptr_array_add (counted, vp == TEM_VALUE_UNKNOWN
                                    /* Translators: a purchased weapon whose VP is not entered yet */
                                    ? g_strdup_printf (_("%s ? VP"), name)
                                    /* Translators: a purchased weapon and the VP printed on it, "Laser Cannon 3 VP" */
                                    : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s %d VP", "%s %d VP",
                                                                    (gulong) ABS (vp)),
                                                       name, vp));
          g_free (name);
        }
      else
        g_ptr_array_add (kept, name);
    }

  if (counted->len + kept->len == 0)
    return NULL;

  counted_list = tem_format_list ((const char * const *) counted->pdata, counted->len);
  kept_list = tem_format_list ((const char * const *) kept->pdata, kept->len);
  if (kept->len == 0)
    /* Translators: R-SC2, "Weapons purchased: Laser Cannon 3 VP and Pulse Pistol 1 VP" */
    return g_strdup_printf (_("Weapons purchased: %s."), counted_list);
  if (counted->len == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: R-SC2, %s is a weapon or a list of weapons */
                                         "No weapon purchased; %s, kept at setup, scores no VP.",
                                         "No weapon purchased; %s, kept at setup, score no VP.",
                                         kept->len),
                            kept_list);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: R-SC2, the first %s lists purchased weapons with their VP */
                                       "Weapons purchased: %s; %s, kept at setup, scores no VP.",
                                       "Weapons purchased: %s; %s, kept at setup, score no VP.",
                                       kept->len),
                          counted_list, kept_list);
}

guint
tem_game_count_weapons (const TemGame *game,
                        guint          seat)
{
  guint n = 0;

  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    n += game->weapons[card].place == TEM_PLACE_OWNED && game->weapons[card].owner == (int) seat;

  return n;
}

/* R-SC3: highest score; a tie goes to the tied player controlling the
 * Mighty Mech, then to the one with the most weapons, else it is shared. */
void
tem_game_get_standings (const TemGame *game,
                        TemStandings  *standings)
{
  guint tied[TEM_MAX_PLAYERS];
  guint n_tied = 0;
  guint most = 0;

  memset (standings, 0, sizeof *standings);

  for (guint i = 0; i < game->n_players; i++)
    standings->order[i] = i;

  /* A stable insertion sort: seats keep their order among equal scores. */
  for (guint i = 1; i < game->n_players; i++)
    for (guint j = i; j > 0 && game->players[standings->order[j]].score > game->players[standings->order[j - 1]].score; j--)
      {
        guint swap = standings->order[j];

        standings->order[j] = standings->order[j - 1];
        standings->order[j - 1] = swap;
      }

  if (game->n_players == 0)
    return;

  for (guint i = 0; i < game->n_players; i++)
    if (game->players[standings->order[i]].score == game->players[standings->order[0]].score)
      tied[n_tied++] = standings->order[i];

  if (n_tied == 1)
    {
      standings->winners[standings->n_winners++] = tied[0];
      standings->tie_break = TEM_TIE_BREAK_NONE;
      return;
    }

  for (guint i = 0; i < n_tied; i++)
    if ((int) tied[i] == game->mech_controller)
      {
        standings->winners[standings->n_winners++] = tied[i];
        standings->tie_break = TEM_TIE_BREAK_MECH;
        return;
      }

  for (guint i = 0; i < n_tied; i++)
    most = MAX (most, tem_game_count_weapons (game, tied[i]));
  for (guint i = 0; i < n_tied; i++)
    if (tem_game_count_weapons (game, tied[i]) == most)
      standings->winners[standings->n_winners++] = tied[i];

  standings->tie_break = standings->n_winners == 1 ? TEM_TIE_BREAK_WEAPONS : TEM_TIE_BREAK_SHARED;
}

static char *explain_plain (const TemGame      *game,
                            const TemStandings *standings);

/* One translated sentence: who wins and why. */
char *
tem_game_explain_standings (const TemGame      *game,
                            const TemStandings *standings)
{
  if (standings->n_winners == 0)
    return g_strdup ("");

  /* R-SO21, I-A12: the human wins alone or not at all. */
  if (game->solo)
    {
      g_autofree char *ranking = NULL;
      gboolean human_wins = standings->n_winners == 1 && standings->winners[0] == 0;

      ranking = explain_plain (game, standings);
      return human_wins
             ? g_strdup_printf (_("%s You beat both Robot Pilots."), ranking)
             : g_strdup_printf (_("%s You need the highest score to win a solo game."), ranking);
    }

  return explain_plain (game, standings);
}

/* The winner and the tie-break, as in any game. */
static char *
explain_plain (const TemGame      *game,
               const TemStandings *standings)
{
  const TemPlayer *first = &game->players[standings->winners[0]];
  const char *winners[TEM_MAX_PLAYERS];
  g_autofree char *names = NULL;

  switch (standings->tie_break)
    {
    case TEM_TIE_BREAK_NONE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s wins with %d point.", "%s wins with %d points.",
                                           (gulong) first->score),
                              first->name, first->score);
    case TEM_TIE_BREAK_MECH:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%s wins the tie at %d point by controlling the Mighty Mech.",
                                           "%s wins the tie at %d points by controlling the Mighty Mech.",
                                           (gulong) first->score),
                              first->name, first->score);
    case TEM_TIE_BREAK_WEAPONS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%s wins the tie at %d point with the most weapons, %u.",
                                           "%s wins the tie at %d points with the most weapons, %u.",
                                           (gulong) first->score),
                              first->name, first->score, tem_game_count_weapons (game, standings->winners[0]));
    case TEM_TIE_BREAK_SHARED:
    default:
      for (guint i = 0; i < standings->n_winners; i++)
        winners[i] = game->players[standings->winners[i]].name;
      names = tem_format_list (winners, standings->n_winners);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%s share the victory at %d point: no Mighty Mech and as many weapons.",
                                           "%s share the victory at %d points: no Mighty Mech and as many weapons.",
                                           (gulong) first->score),
                              names, first->score);
    }
}
