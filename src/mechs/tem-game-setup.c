/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "rules/mc-rule-error.h"
#include "rules/mc-rule-player.h"
#include "tem-game-private.h"

/* A new game as the players set it up (R-S1 to R-S9, R-SO1 to R-SO5). */

static gboolean
check_new_game (const TemNewGame *setup,
                GError          **error)
{
  if (!mc_rule_check_players (setup->n_players, TEM_MIN_PLAYERS, TEM_MAX_PLAYERS, "R-S1", setup->players[0].name,
                              sizeof setup->players[0], TEM_NAME_MAX, error))
    return FALSE;

  if (setup->resource_top < TEM_RESOURCE_TOP_MIN || setup->resource_top > TEM_RESOURCE_TOP_MAX)
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK,
                   _("The resource track's top must be between %d and %d, not %d."),
                   TEM_RESOURCE_TOP_MIN, TEM_RESOURCE_TOP_MAX, setup->resource_top);
      return FALSE;
    }

  if (setup->starting_player >= setup->n_players)
    {
      g_set_error_literal (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                           _("The starting player must be one of the players."));
      return FALSE;
    }

  if (!tem_arena_check (&setup->arena, setup->n_players, error))
    return FALSE;

  if (setup->rules_edition < 0 || setup->rules_edition > TEM_RULES_EDITION_LATEST)
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("This game follows rules edition %d; this version of the app knows editions 1 to %d."),
                   setup->rules_edition, TEM_RULES_EDITION_LATEST);
      return FALSE;
    }

  if (setup->solo && setup->n_players != 3)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-S1",
                      _("A solo game is one player against two Robot Pilots."));
      return FALSE;
    }
  if (setup->solo && !setup->robot_table_draw
      && (setup->robot_duplicate < 0 || setup->robot_duplicate >= TEM_N_PROGRAMS))
    {
      mc_rule_refuse (error, MC_RULE_ERROR_UNKNOWN_VALUE, "R-SO4",
                      _("To shuffle the robots' decks the app needs their make-up: which action "
                        "is on two of the eight program cards? Check one robot's cards."));
      return FALSE;
    }

  for (guint i = 0; i < TEM_ROW_SIZE; i++)
    {
      int kind = setup->row[i];

      if (kind == -1)
        continue;
      if (kind < TEM_N_BASIC_KINDS || kind >= TEM_N_WEAPON_KINDS)
        {
          mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-S9",
                          _("The row holds advanced weapons only."));
          return FALSE;
        }
      for (guint j = 0; j < i; j++)
        if (setup->row[j] == kind)
          {
            g_set_error_literal (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                                 _("Each advanced weapon card is in the box once: the row cannot show one twice."));
            return FALSE;
          }
    }

  for (guint i = 0; i < setup->n_players; i++)
    {
      const TemPlayerSetup *player = &setup->players[i];

      if (setup->starting_basic[i] < -1 || setup->starting_basic[i] >= TEM_N_BASIC_KINDS)
        {
          mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-S8",
                          _("Each player keeps one of the four basic weapons."));
          return FALSE;
        }

      if (!mc_rule_name_is_valid (player->pilot, TEM_NAME_MAX))
        {
          g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                       _("Player %u's name is not valid text."), i + 1);
          return FALSE;
        }

      if (!tem_colour_is_valid (player->colour))
        {
          g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                       _("%s has no player colour."), player->name);
          return FALSE;
        }

      if (player->pilot_health_top < TEM_PILOT_HEALTH_TOP_MIN
          || player->pilot_health_top > TEM_PILOT_HEALTH_TOP_MAX)
        {
          g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK,
                       _("%s's pilot health track must top out between %d and %d, not %d."),
                       player->name, TEM_PILOT_HEALTH_TOP_MIN, TEM_PILOT_HEALTH_TOP_MAX,
                       player->pilot_health_top);
          return FALSE;
        }

      for (guint j = 0; j < i; j++)
        {
          if (setup->players[j].colour == player->colour)
            {
              g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                           _("%s and %s both play %s: each player takes a different colour."),
                           setup->players[j].name, player->name,
                           tem_colour_get_name (player->colour));
              return FALSE;
            }
        }
    }

  return TRUE;
}

/* R-S2, R-S6, R-S7 */
gboolean
tem_game_apply_new_game (TemGame          *game,
                         const TemNewGame *setup,
                         TemEvents        *events,
                         GError          **error)
{
  if (!check_new_game (setup, error))
    return FALSE;

  tem_game_init (game);
  game->n_players = setup->n_players;
  game->starting_player = setup->starting_player;
  game->resource_top = setup->resource_top;
  game->seed = setup->seed;
  game->round = 1;
  game->arena = setup->arena;
  game->mech_cell = tem_arena_find_mech_zone (&game->arena);  /* R-S7 */

  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    game->weapon_stats[kind] = tem_catalogue_get_weapon (kind)->stats;

  /* 16 basic cards, 4 of each kind, then the 16 advanced, one of each. */
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    {
      TemWeaponCard *weapon = &game->weapons[card];

      if (card < TEM_N_BASIC_KINDS * TEM_BASIC_COPIES)
        {
          weapon->kind = card / TEM_BASIC_COPIES;
          weapon->place = TEM_PLACE_SUPPLY;
        }
      else
        {
          weapon->kind = TEM_N_BASIC_KINDS + (card - TEM_N_BASIC_KINDS * TEM_BASIC_COPIES);
          weapon->place = TEM_PLACE_DECK;
        }
      weapon->owner = TEM_NOBODY;
    }

  for (guint i = 0; i < TEM_ROW_SIZE; i++)
    if (setup->row[i] >= 0)
      {
        int card = tem_game_find_weapon_card (game, (guint) setup->row[i], TEM_PLACE_DECK);

        game->weapons[card].place = TEM_PLACE_ROW;
        game->weapons[card].slot = (int) i;
      }

  /* The game's own generator: every shuffle comes from the setup's seed,
   * so a replayed journal shuffles the same. */
  game->random = setup->seed * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) + 1;
  game->solo = setup->solo;
  game->robot_table_draw = setup->robot_table_draw;
  game->robot_duplicate = setup->robot_duplicate;
  /* 0: an action built without saying, which means the latest. */
  game->rules_edition = setup->rules_edition != 0 ? setup->rules_edition : TEM_RULES_EDITION_LATEST;

  for (guint i = 0; i < setup->n_players; i++)
    {
      TemPlayer *player = &game->players[i];

      memcpy (player->name, setup->players[i].name, TEM_NAME_MAX);
      memcpy (player->pilot, setup->players[i].pilot, TEM_NAME_MAX);
      player->colour = setup->players[i].colour;
      player->pilot_health_top = setup->players[i].pilot_health_top;
      player->status = TEM_STATUS_PILOT;
      player->health = player->pilot_health_top;
      player->energy = TEM_START_ENERGY;
      player->credits = TEM_START_CREDITS;
      player->score = 0;
      player->cell = tem_arena_find_base (&game->arena, (int) i);
      for (guint m = 0; m < TEM_MINES; m++)
        player->mines[m] = TEM_NO_CELL;
      for (guint t = 0; t < TEM_TURRETS; t++)
        player->turrets[t] = TEM_NO_CELL;
      /* R-S5: one mine, its number secret, face down on the player's base. */
      player->mines[0] = player->cell;

      if (setup->solo && i > 0)
        {
          tem_game_setup_robot (game, i);
          continue;
        }

      /* R-S8: the basic weapon kept, equipped. */
      if (setup->starting_basic[i] >= 0)
        {
          int card = tem_game_find_weapon_card (game, (guint) setup->starting_basic[i], TEM_PLACE_SUPPLY);

          game->weapons[card].place = TEM_PLACE_OWNED;
          game->weapons[card].owner = (int) i;
          game->weapons[card].equipped = TRUE;
        }
    }

  tem_events_add (events, TEM_EVENT_GAME_STARTED, (int) setup->starting_player, (int) setup->n_players);
  return TRUE;
}
