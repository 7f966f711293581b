/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tem-error.h"
#include "tem-game-private.h"
#include "tem-need.h"
#include "tem-robot-plan.h"

/* Every tem_game_apply() works on a copy and commits only on success, so a
 * refused action leaves the caller's game untouched whatever the checks
 * below forget to undo. */

static gboolean
name_is_valid (const char *name)
{
  /* The buffer must hold a terminated, valid UTF-8 string. */
  return memchr (name, '\0', TEM_NAME_MAX) != NULL
         && g_utf8_validate (name, -1, NULL);
}

static gboolean
name_is_blank (const char *name)
{
  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    if (!g_unichar_isspace (g_utf8_get_char (p)))
      return FALSE;

  return TRUE;
}

static gboolean
check_new_game (const TemNewGame *setup,
                GError          **error)
{
  if (setup->n_players < TEM_MIN_PLAYERS || setup->n_players > TEM_MAX_PLAYERS)
    {
      tem_refuse (error, TEM_RULES_ERROR_FORBIDDEN, "R-S1",
                  /* Translators: %u is a number of players */
                  _("A game has 2 to 4 players, not %u."), setup->n_players);
      return FALSE;
    }

  if (setup->starting_player >= setup->n_players)
    {
      g_set_error_literal (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                           _("The starting player must be one of the players."));
      return FALSE;
    }

  if (setup->resource_top < TEM_RESOURCE_TOP_MIN || setup->resource_top > TEM_RESOURCE_TOP_MAX)
    {
      g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_OFF_TRACK,
                   _("The resource track's top must be between %d and %d, not %d."),
                   TEM_RESOURCE_TOP_MIN, TEM_RESOURCE_TOP_MAX, setup->resource_top);
      return FALSE;
    }

  if (!tem_arena_check (&setup->arena, setup->n_players, error))
    return FALSE;

  if (setup->rules_edition < 0 || setup->rules_edition > TEM_RULES_EDITION_LATEST)
    {
      g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                   _("This game follows rules edition %d; this version of the app knows editions 1 to %d."),
                   setup->rules_edition, TEM_RULES_EDITION_LATEST);
      return FALSE;
    }

  if (setup->solo && setup->n_players != 3)
    {
      tem_refuse (error, TEM_RULES_ERROR_FORBIDDEN, "R-S1",
                  _("A solo game is one player against two Robot Pilots."));
      return FALSE;
    }
  if (setup->solo && !setup->robot_table_draw
      && (setup->robot_duplicate < 0 || setup->robot_duplicate >= TEM_N_PROGRAMS))
    {
      tem_refuse (error, TEM_RULES_ERROR_UNKNOWN_VALUE, "R-SO4",
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
          tem_refuse (error, TEM_RULES_ERROR_FORBIDDEN, "R-S9",
                      _("The row holds advanced weapons only."));
          return FALSE;
        }
      for (guint j = 0; j < i; j++)
        if (setup->row[j] == kind)
          {
            g_set_error_literal (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                                 _("Each advanced weapon card is in the box once: the row cannot show one twice."));
            return FALSE;
          }
    }

  for (guint i = 0; i < setup->n_players; i++)
    {
      const TemPlayerSetup *player = &setup->players[i];

      if (setup->starting_basic[i] < -1 || setup->starting_basic[i] >= TEM_N_BASIC_KINDS)
        {
          tem_refuse (error, TEM_RULES_ERROR_FORBIDDEN, "R-S8",
                      _("Each player keeps one of the four basic weapons."));
          return FALSE;
        }

      if (!name_is_valid (player->name) || !name_is_valid (player->pilot))
        {
          g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                       _("Player %u's name is not valid text."), i + 1);
          return FALSE;
        }

      if (name_is_blank (player->name))
        {
          g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                       _("Player %u needs a name."), i + 1);
          return FALSE;
        }

      if (!tem_colour_is_valid (player->colour))
        {
          g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                       _("%s has no player colour."), player->name);
          return FALSE;
        }

      if (player->pilot_health_top < TEM_PILOT_HEALTH_TOP_MIN
          || player->pilot_health_top > TEM_PILOT_HEALTH_TOP_MAX)
        {
          g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_OFF_TRACK,
                       _("%s's pilot health track must top out between %d and %d, not %d."),
                       player->name, TEM_PILOT_HEALTH_TOP_MIN, TEM_PILOT_HEALTH_TOP_MAX,
                       player->pilot_health_top);
          return FALSE;
        }

      for (guint j = 0; j < i; j++)
        {
          if (g_utf8_collate (setup->players[j].name, player->name) == 0)
            {
              g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                           _("Two players are called %s: give each a different name."),
                           player->name);
              return FALSE;
            }

          if (setup->players[j].colour == player->colour)
            {
              g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
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
static gboolean
apply_new_game (TemGame          *game,
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

gboolean
tem_game_check_seat (const TemGame *game,
                     guint          seat,
                     GError       **error)
{
  if (seat >= game->n_players)
    {
      g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                   _("There is no player %u in this game."), seat + 1);
      return FALSE;
    }

  return TRUE;
}

static void
set_off_track_error (const TemGame *game,
                     guint          seat,
                     TemField       field,
                     int            value,
                     int            min,
                     int            max,
                     GError       **error)
{
  const TemPlayer *player = &game->players[seat];

  switch (field)
    {
    case TEM_FIELD_HEALTH:
      g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_OFF_TRACK,
                   /* Translators: "Ana's health track as Power Armor goes from 0 to 9: 10 is off the track." */
                   _("%s's health track as %s goes from %d to %d: %d is off the track."),
                   player->name, tem_status_get_name (player->status), min, max, value);
      break;
    case TEM_FIELD_ENERGY:
      g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_OFF_TRACK,
                   _("%s's energy goes from %d to %d on the resource track: %d is off the track."),
                   player->name, min, max, value);
      break;
    case TEM_FIELD_CREDITS:
      g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_OFF_TRACK,
                   _("%s's credits go from %d to %d on the resource track: %d is off the track."),
                   player->name, min, max, value);
      break;
    case TEM_FIELD_SCORE:
      g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_OFF_TRACK,
                   _("%s's score must be between %d and %d, not %d."),
                   player->name, min, max, value);
      break;
    case TEM_FIELD_ROUND:
      tem_refuse (error, TEM_RULES_ERROR_OFF_TRACK, "R-RD1",
                  _("The game has rounds %d to %d, not %d."), min, max, value);
      break;
    case TEM_FIELD_STATUS:
      g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                   _("%d is not a valid status."), value);
      break;
    case TEM_FIELD_STARTING_PLAYER:
    case TEM_FIELD_WEAPON_GAINED:
    case TEM_FIELD_WEAPON_RETURNED:
    default:
      g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                   _("There is no player %d to be the starting player."), value + 1);
      break;
    }
}

/* A correction to the value the table already shows, one whole sentence
 * per field so that each language names it with its own grammar. */
static void
set_unchanged_error (const TemGame *game,
                     guint          seat,
                     TemField       field,
                     int            value,
                     GError       **error)
{
  const char *name = tem_field_is_per_player (field) ? game->players[seat].name : NULL;

  switch (field)
    {
    case TEM_FIELD_HEALTH:
      g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                   _("%s's health is already %d: nothing to change."), name, value);
      break;
    case TEM_FIELD_ENERGY:
      g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                   _("%s's energy is already %d: nothing to change."), name, value);
      break;
    case TEM_FIELD_CREDITS:
      g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE, "%s already has %d credit: nothing to change.",
                                "%s already has %d credits: nothing to change.", (gulong) value),
                   name, value);
      break;
    case TEM_FIELD_SCORE:
      g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                   _("%s's score is already %d: nothing to change."), name, value);
      break;
    case TEM_FIELD_STATUS:
      g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                   value == TEM_STATUS_PILOT ? _("%s is already a Pilot: nothing to change.")
                   : value == TEM_STATUS_POWER_ARMOR ? _("%s is already in Power Armor: nothing to change.")
                   : _("%s is already in the Mighty Mech: nothing to change."), name);
      break;
    case TEM_FIELD_ROUND:
      g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                   _("The game is already in round %d: nothing to change."), value);
      break;
    case TEM_FIELD_WEAPON_GAINED:
    case TEM_FIELD_WEAPON_RETURNED:
      /* A weapon moves: tem_game_correct_weapon() says why it cannot. */
      g_return_if_reached ();
    case TEM_FIELD_STARTING_PLAYER:
    default:
      g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                   _("%s is already the starting player: nothing to change."), game->players[value].name);
      break;
    }
}

/* The table is the truth: any value within its physical bounds is
 * accepted, whatever the rules would have computed. */
static gboolean
apply_correction (TemGame             *game,
                  const TemCorrection *correction,
                  TemEvents           *events,
                  GError             **error)
{
  guint seat = correction->player;
  TemField field = correction->field;
  int value = correction->value;
  int min, max;
  TemPlayer *player = NULL;

  if (!tem_field_is_valid (field))
    {
      g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                   _("Unknown value to correct (%d)."), (int) field);
      return FALSE;
    }

  if (tem_field_is_per_player (field))
    {
      if (!tem_game_check_seat (game, seat, error))
        return FALSE;
      player = &game->players[seat];
    }

  /* A weapon card moves; there is no track to bound it. */
  if (tem_field_is_weapon (field))
    return tem_game_correct_weapon (game, seat, field == TEM_FIELD_WEAPON_GAINED, value, events, error);

  tem_game_get_bounds (game, seat, field, &min, &max);
  if (value < min || value > max)
    {
      set_off_track_error (game, seat, field, value, min, max, error);
      return FALSE;
    }

  if (value == tem_game_get_value (game, seat, field))
    {
      set_unchanged_error (game, seat, field, value, error);
      return FALSE;
    }

  switch (field)
    {
    case TEM_FIELD_HEALTH:
      player->health = value;
      break;
    case TEM_FIELD_ENERGY:
      player->energy = value;
      break;
    case TEM_FIELD_CREDITS:
      player->credits = value;
      break;
    case TEM_FIELD_SCORE:
      player->score = value;
      break;
    case TEM_FIELD_STATUS:
      /* R-SO2, R-SO20: a Robot Pilot has no pilot card: never a Pilot. */
      if (value == TEM_STATUS_PILOT && player->robot)
        {
          tem_refuse (error, TEM_RULES_ERROR_FORBIDDEN, "R-SO2",
                      _("%s is a Robot Pilot, in Power Armor or the Mighty Mech: it has no Pilot side."),
                      player->name);
          return FALSE;
        }
      if (value == TEM_STATUS_MIGHTY_MECH && game->mech_controller != TEM_NOBODY)
        {
          /* Exactly one Mighty Mech: someone must leave it first. */
          tem_refuse (error, TEM_RULES_ERROR_FORBIDDEN, "R-MM1",
                      _("%s already controls the Mighty Mech; correct their status first."),
                      game->players[game->mech_controller].name);
          return FALSE;
        }
      if (player->status == TEM_STATUS_MIGHTY_MECH)
        {
          /* The Mech stays where it stood, empty. */
          game->mech_controller = TEM_NOBODY;
          game->mech_side = TEM_MECH_SIDE_NONE;
          tem_events_add (events, TEM_EVENT_MECH_LEFT, (int) seat, 0);
        }
      player->status = (TemStatus) value;
      if (value == TEM_STATUS_MIGHTY_MECH)
        {
          /* Nobody else may walk into it now (R-MM1). */
          game->turn.mech_open = FALSE;
          game->mech_controller = (int) seat;
          if (player->cell != TEM_NO_CELL)
            game->mech_cell = player->cell;
          tem_events_add (events, TEM_EVENT_MECH_TAKEN, (int) seat, 0);
        }
      tem_game_fit_equipment (game, seat);
      /* A token cannot sit above the top of the track it moved to. */
      player->health = MIN (player->health, tem_player_get_health_top (player));
      break;
    case TEM_FIELD_ROUND:
      game->round = (guint) value;
      game->over = FALSE;
      break;
    case TEM_FIELD_STARTING_PLAYER:
      game->starting_player = (guint) value;
      break;
    case TEM_FIELD_WEAPON_GAINED:
    case TEM_FIELD_WEAPON_RETURNED:
    default:
      g_assert_not_reached ();
    }

  tem_events_add (events, TEM_EVENT_VALUE_CORRECTED, player ? (int) seat : TEM_NOBODY, (int) field);
  return TRUE;
}

/* R-A12, R-MM2 */
static gboolean
apply_heal (TemGame       *game,
            const TemHeal *heal,
            TemEvents     *events,
            GError       **error)
{
  TemPlayer *player;
  int top, needed;

  if (!tem_game_check_seat (game, heal->player, error))
    return FALSE;
  if (!tem_game_check_power_up (game, heal->player, error))
    return FALSE;
  player = &game->players[heal->player];
  top = tem_player_get_health_top (player);

  if (player->status == TEM_STATUS_MIGHTY_MECH)
    {
      tem_refuse (error, TEM_RULES_ERROR_FORBIDDEN, "R-A12",
                  _("The Mighty Mech cannot heal; only a Pilot or Power Armor can."));
      return FALSE;
    }

  if (heal->energy < 1)
    {
      tem_refuse (error, TEM_RULES_ERROR_INVALID, "R-A12",
                  _("Healing costs at least 1 energy."));
      return FALSE;
    }

  if (player->health >= top)
    {
      tem_refuse (error, TEM_RULES_ERROR_FORBIDDEN, "R-A12",
                  _("%s is already at full health (%d)."), player->name, top);
      return FALSE;
    }

  if (heal->energy > player->energy)
    {
      tem_refuse (error, TEM_RULES_ERROR_FORBIDDEN, "R-A12",
                  g_dngettext (GETTEXT_PACKAGE,
                               "%s has %d energy and cannot pay %d.",
                               "%s has %d energy and cannot pay %d.",
                               (gulong) player->energy),
                  player->name, player->energy, heal->energy);
      return FALSE;
    }

  /* R-A12 limits the track, not the payment: "may not advance past the
   * highest space". Energy paid beyond what the track needs is recorded as
   * paid and wasted, and the players are told. */
  needed = (top - player->health + TEM_HEAL_PER_ENERGY - 1) / TEM_HEAL_PER_ENERGY;
  game->turn.action_open = FALSE;
  player->energy -= heal->energy;
  tem_events_add_full (events, TEM_EVENT_HEALED, (int) heal->player,
                       MIN (top, player->health + heal->energy * TEM_HEAL_PER_ENERGY) - player->health,
                       MAX (0, heal->energy - needed));
  player->health = MIN (top, player->health + heal->energy * TEM_HEAL_PER_ENERGY);
  return TRUE;
}

/* R-A13 */
static gboolean
apply_upgrade (TemGame          *game,
               const TemUpgrade *upgrade,
               TemEvents        *events,
               GError          **error)
{
  TemPlayer *player;

  if (!tem_game_check_seat (game, upgrade->player, error))
    return FALSE;
  if (!tem_game_check_power_up (game, upgrade->player, error))
    return FALSE;
  player = &game->players[upgrade->player];

  if (player->status != TEM_STATUS_PILOT)
    {
      tem_refuse (error, TEM_RULES_ERROR_FORBIDDEN, "R-A13",
                  _("Only a Pilot can upgrade; %s is in %s."),
                  player->name, tem_status_get_name (player->status));
      return FALSE;
    }

  if (player->credits < TEM_UPGRADE_CREDITS)
    {
      tem_refuse (error, TEM_RULES_ERROR_FORBIDDEN, "R-A13",
                  g_dngettext (GETTEXT_PACKAGE, "Upgrading costs %d credit; %s has %d.",
                               "Upgrading costs %d credits; %s has %d.", TEM_UPGRADE_CREDITS),
                  TEM_UPGRADE_CREDITS, player->name, player->credits);
      return FALSE;
    }

  player->credits -= TEM_UPGRADE_CREDITS;
  player->status = TEM_STATUS_POWER_ARMOR;
  player->health = TEM_POWER_ARMOR_HEALTH;
  /* R-A13: the new shoulder slots may be filled at once. */
  game->turn.action_open = FALSE;
  tem_events_add (events, TEM_EVENT_UPGRADED, (int) upgrade->player, 0);
  return TRUE;
}

/* The players' own values for the zone cards as they lie on the table. */
static gboolean
apply_set_zone (TemGame          *game,
                const TemSetZone *set,
                TemEvents        *events,
                GError          **error)
{
  TemZone *zone;

  if (!tem_arena_is_zone (&game->arena, set->cell))
    {
      g_set_error_literal (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                           _("There is no zone card there."));
      return FALSE;
    }

  if (set->value != TEM_VALUE_UNKNOWN && (set->value < 0 || set->value > TEM_ZONE_VALUE_MAX))
    {
      g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_OFF_TRACK,
                   _("Zone values go from 0 to %d, not %d."), TEM_ZONE_VALUE_MAX, set->value);
      return FALSE;
    }

  zone = &game->arena.zones[set->cell];
  if (zone->kind == TEM_ZONE_RESOURCE)
    {
      if (set->resources == 0 || set->resources > (TEM_RESOURCE_ENERGY | TEM_RESOURCE_CREDITS | TEM_RESOURCE_UNKNOWN))
        {
          g_set_error_literal (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                               _("A resource zone shows energy, credits or both."));
          return FALSE;
        }
      zone->resources = set->resources;
    }

  zone->value = set->value;
  tem_events_add (events, TEM_EVENT_ZONE_SET, TEM_NOBODY, set->cell);
  return TRUE;
}

/* The card face up in a place of the row, when the setup did not say. */
static gboolean
apply_set_row (TemGame         *game,
               const TemSetRow *set,
               TemEvents       *events,
               GError         **error)
{
  int card;

  if (set->slot < 0 || set->slot >= TEM_ROW_SIZE || set->kind < TEM_N_BASIC_KINDS || set->kind >= TEM_N_WEAPON_KINDS)
    {
      g_set_error_literal (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                           _("The row holds 4 advanced weapons, in places 1 to 4."));
      return FALSE;
    }

  for (guint other = 0; other < TEM_N_WEAPON_CARDS; other++)
    if (game->weapons[other].place == TEM_PLACE_ROW && game->weapons[other].slot == set->slot)
      {
        tem_refuse (error, TEM_RULES_ERROR_FORBIDDEN, "R-S9",
                    _("Place %d of the row already holds a card."), set->slot + 1);
        return FALSE;
      }

  card = tem_game_find_weapon_card (game, (guint) set->kind, TEM_PLACE_DECK);
  if (card < 0)
    {
      g_autofree char *name = tem_catalogue_dup_weapon_name ((guint) set->kind);

      tem_refuse (error, TEM_RULES_ERROR_FORBIDDEN, "R-S9",
                  _("%s is not in the deck: it is already in the row or owned."), name);
      return FALSE;
    }

  game->weapons[card].place = TEM_PLACE_ROW;
  game->weapons[card].slot = set->slot;
  tem_events_add (events, TEM_EVENT_ROW_REFILLED, TEM_NOBODY, set->kind);
  return TRUE;
}

/* The players' own values for a weapon card, from their box. */
static gboolean
apply_set_weapon (TemGame            *game,
                  const TemSetWeapon *set,
                  TemEvents          *events,
                  GError            **error)
{
  TemWeaponStats *stats;
  int max = TEM_ZONE_VALUE_MAX;

  if (set->kind >= TEM_N_WEAPON_KINDS || set->field >= TEM_N_WEAPON_FIELDS)
    {
      g_set_error_literal (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                           _("There is no such weapon card value."));
      return FALSE;
    }

  if (set->field == TEM_WEAPON_FIELD_TYPE)
    max = TEM_WEAPON_TYPE_MELEE;
  else if (set->field == TEM_WEAPON_FIELD_ABILITY)
    max = TEM_ABILITY_POWER_ATTACK_VP;
  else if (set->field == TEM_WEAPON_FIELD_ABILITY_AMOUNT)
    max = TEM_ABILITY_AMOUNT_MAX;
  /* "Unknown" is said with TEM_VALUE_UNKNOWN, never with the enums' own. */
  if (set->value != TEM_VALUE_UNKNOWN
      && (set->value < (set->field == TEM_WEAPON_FIELD_TYPE ? 1 : 0) || set->value > max
          || (set->field == TEM_WEAPON_FIELD_ABILITY && set->value == TEM_ABILITY_UNKNOWN)))
    {
      g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_OFF_TRACK,
                   _("%d is not a value a weapon card can show."), set->value);
      return FALSE;
    }

  stats = &game->weapon_stats[set->kind];
  switch (set->field)
    {
    case TEM_WEAPON_FIELD_TYPE:
      stats->type = set->value == TEM_VALUE_UNKNOWN ? TEM_WEAPON_TYPE_UNKNOWN : (TemWeaponType) set->value;
      break;
    case TEM_WEAPON_FIELD_COST_ENERGY:
      stats->cost_energy = set->value;
      break;
    case TEM_WEAPON_FIELD_COST_CREDITS:
      stats->cost_credits = set->value;
      break;
    case TEM_WEAPON_FIELD_ATTACK:
      stats->attack = set->value;
      break;
    case TEM_WEAPON_FIELD_POWER:
      stats->power = set->value;
      break;
    case TEM_WEAPON_FIELD_VP:
      stats->vp = set->value;
      break;
    case TEM_WEAPON_FIELD_ABILITY:
      stats->ability = set->value == TEM_VALUE_UNKNOWN ? TEM_ABILITY_UNKNOWN : (TemAbility) set->value;
      break;
    case TEM_WEAPON_FIELD_ABILITY_AMOUNT:
      stats->ability_amount = set->value;
      break;
    default:
      g_assert_not_reached ();
    }

  tem_events_add (events, TEM_EVENT_WEAPON_SET, TEM_NOBODY, (int) set->kind);
  return TRUE;
}

/* R-RD1, R-RD3, R-RD4, R-RD5, R-AH3 */
static gboolean
apply_end_round (TemGame           *game,
                 const TemEndRound *end_round,
                 TemEvents         *events,
                 GError           **error)
{
  if (game->combat.active)
    {
      tem_refuse (error, TEM_RULES_ERROR_FORBIDDEN, "R-C2",
                  _("Finish the combat before the round ends."));
      return FALSE;
    }

  if (game->phase == TEM_PHASE_EXECUTION)
    {
      const TemPlayer *player = &game->players[game->turn.seat];

      tem_refuse (error, TEM_RULES_ERROR_FORBIDDEN, "R-RD3",
                  g_dngettext (GETTEXT_PACKAGE,
                               "%s still has %u program card to play this round.",
                               "%s still has %u program cards to play this round.",
                               TEM_CARDS_PER_ROUND - player->cards_played),
                  player->name, TEM_CARDS_PER_ROUND - player->cards_played);
      return FALSE;
    }

  if (tem_game_is_scoring_round (game->round))
    {
      if (!end_round->scored_by_hand
          && !tem_game_score_round (game, game->round >= TEM_ROUNDS, events, error))
        return FALSE;
      /* detail: scored by hand, nothing added (R-SC1, I-A7) */
      tem_events_add_full (events, TEM_EVENT_SCORING_ROUND, TEM_NOBODY, (int) game->round,
                           end_round->scored_by_hand);
    }

  /* R-RD4, R-AH3: Ad Hoc mode ends with the round. */
  for (guint i = 0; i < game->n_players; i++)
    {
      game->players[i].ad_hoc = FALSE;
      game->players[i].ad_hoc_fresh = FALSE;
      game->players[i].cards_played = 0;
    }
  game->phase = TEM_PHASE_PROGRAM;
  game->turn.seat = TEM_NOBODY;
  game->turn.card = TEM_PROGRAM_NONE;
  game->turn.action_open = FALSE;
  game->turn.mech_open = FALSE;

  if (game->round >= TEM_ROUNDS)
    {
      game->over = TRUE;
      tem_events_add (events, TEM_EVENT_GAME_OVER, TEM_NOBODY, (int) game->round);
      return TRUE;
    }

  game->round++;
  /* In solo mode the human always plays first (R-SO5): no token passes. */
  if (!game->solo)
    game->starting_player = (game->starting_player + 1) % game->n_players;
  for (guint i = 0; i < game->n_players; i++)
    if (game->players[i].robot)
      tem_game_shuffle_robot_deck (game, i);
  tem_events_add (events, TEM_EVENT_ROUND_STARTED, TEM_NOBODY, (int) game->round);
  tem_events_add (events, TEM_EVENT_STARTING_PLAYER, (int) game->starting_player, 0);
  return TRUE;
}

void
tem_game_init (TemGame *game)
{
  memset (game, 0, sizeof *game);
  game->mech_controller = TEM_NOBODY;
  game->mech_cell = TEM_NO_CELL;
  game->turn.seat = TEM_NOBODY;
  game->turn.card = TEM_PROGRAM_NONE;
  game->combat.last_type = -1;
}

/**
 * tem_game_apply:
 * @game: the game, changed only if the action is accepted
 * @action: what happened at the table
 * @events: (nullable): filled with what the action caused
 * @error: why the action was refused
 *
 * Checks @action against the rules and applies it. On refusal @game and
 * @events are untouched and @error says which rule forbids it.
 */
gboolean
tem_game_apply (TemGame         *game,
                const TemAction *action,
                TemEvents       *events,
                GError         **error)
{
  TemGame next;
  TemEvents caused;
  gboolean ok = FALSE;

  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  next = *game;
  tem_events_clear (&caused);

  if (action->kind != TEM_ACTION_NEW_GAME && !tem_game_has_started (game))
    {
      g_set_error_literal (error, TEM_RULES_ERROR, TEM_RULES_ERROR_NO_GAME,
                           _("No game has been set up yet."));
      return FALSE;
    }

  /* R-RD5: only a correction (the table says otherwise) or a new game
   * happens after the end. */
  if (game->over && action->kind != TEM_ACTION_NEW_GAME && action->kind != TEM_ACTION_CORRECT
      && action->kind != TEM_ACTION_SET_ZONE && action->kind != TEM_ACTION_SET_WEAPON
      && action->kind != TEM_ACTION_SET_ROW)
    {
      tem_refuse (error, TEM_RULES_ERROR_GAME_OVER, "R-RD5",
                  _("The game ended after round 6; start a new game or correct the round."));
      return FALSE;
    }

  switch (action->kind)
    {
    case TEM_ACTION_NEW_GAME:
      ok = apply_new_game (&next, &action->new_game, &caused, error);
      break;
    case TEM_ACTION_CORRECT:
      ok = apply_correction (&next, &action->correct, &caused, error);
      break;
    case TEM_ACTION_HEAL:
      ok = apply_heal (&next, &action->heal, &caused, error);
      break;
    case TEM_ACTION_UPGRADE:
      ok = apply_upgrade (&next, &action->upgrade, &caused, error);
      break;
    case TEM_ACTION_END_ROUND:
      ok = apply_end_round (&next, &action->end_round, &caused, error);
      break;
    case TEM_ACTION_SET_ZONE:
      ok = apply_set_zone (&next, &action->set_zone, &caused, error);
      break;
    case TEM_ACTION_SET_WEAPON:
      ok = apply_set_weapon (&next, &action->set_weapon, &caused, error);
      break;
    case TEM_ACTION_SET_ROW:
      ok = apply_set_row (&next, &action->set_row, &caused, error);
      break;
    case TEM_ACTION_BEGIN_EXECUTION:
      ok = tem_game_apply_begin_execution (&next, &caused, error);
      break;
    case TEM_ACTION_MOVE:
      ok = tem_game_apply_move (&next, &action->move, &caused, error);
      break;
    case TEM_ACTION_COLLECT:
      ok = tem_game_apply_collect (&next, &action->collect, &caused, error);
      break;
    case TEM_ACTION_DEPLOY:
      ok = tem_game_apply_deploy (&next, &action->deploy, &caused, error);
      break;
    case TEM_ACTION_TAKE_MECH:
      ok = tem_game_apply_take_mech (&next, &action->take_mech, &caused, error);
      break;
    case TEM_ACTION_END_TURN:
      ok = tem_game_apply_end_turn (&next, &action->end_turn, &caused, error);
      break;
    case TEM_ACTION_ATTACK:
      next.respawn_draw = action->attack.respawn;
      ok = tem_game_apply_attack (&next, &action->attack, &caused, error);
      break;
    case TEM_ACTION_PURCHASE:
      ok = tem_game_apply_purchase (&next, &action->purchase, &caused, error);
      break;
    case TEM_ACTION_EQUIP:
      ok = tem_game_apply_equip (&next, &action->equip, &caused, error);
      break;
    case TEM_ACTION_ROBOT_TURN:
      next.respawn_draw = action->robot_turn.respawn;
      ok = tem_game_apply_robot_turn (&next, &action->robot_turn, &caused, error);
      break;
    default:
      g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID,
                   _("Unknown action (%d)."), (int) action->kind);
      break;
    }

  if (!ok)
    return FALSE;
  memset (&next.respawn_draw, 0, sizeof next.respawn_draw);

  /* The Mighty Mech goes wherever its pilot goes. */
  if (next.mech_controller != TEM_NOBODY && next.players[next.mech_controller].cell != TEM_NO_CELL)
    next.mech_cell = next.players[next.mech_controller].cell;

  *game = next;
  if (events != NULL)
    *events = caused;
  return TRUE;
}

gboolean
tem_game_has_started (const TemGame *game)
{
  return game->n_players >= TEM_MIN_PLAYERS;
}

const TemPlayer *
tem_game_get_player (const TemGame *game,
                     guint          seat)
{
  g_return_val_if_fail (seat < game->n_players, NULL);

  return &game->players[seat];
}

int
tem_game_get_value (const TemGame *game,
                    guint          seat,
                    TemField       field)
{
  const TemPlayer *player = NULL;

  if (tem_field_is_per_player (field))
    {
      g_return_val_if_fail (seat < game->n_players, 0);
      player = &game->players[seat];
    }

  switch (field)
    {
    case TEM_FIELD_HEALTH:
      return player->health;
    case TEM_FIELD_ENERGY:
      return player->energy;
    case TEM_FIELD_CREDITS:
      return player->credits;
    case TEM_FIELD_SCORE:
      return player->score;
    case TEM_FIELD_STATUS:
      return (int) player->status;
    case TEM_FIELD_ROUND:
      return (int) game->round;
    case TEM_FIELD_STARTING_PLAYER:
      return (int) game->starting_player;
    case TEM_FIELD_WEAPON_GAINED:
    case TEM_FIELD_WEAPON_RETURNED:
    default:
      g_return_val_if_reached (0);
    }
}

/* The physical bounds of a tracked value: where its token can be. */
void
tem_game_get_bounds (const TemGame *game,
                     guint          seat,
                     TemField       field,
                     int           *min,
                     int           *max)
{
  *min = 0;
  *max = 0;

  switch (field)
    {
    case TEM_FIELD_HEALTH:
      g_return_if_fail (seat < game->n_players);
      *max = tem_player_get_health_top (&game->players[seat]);
      break;
    case TEM_FIELD_ENERGY:
    case TEM_FIELD_CREDITS:
      *max = game->resource_top;
      break;
    case TEM_FIELD_SCORE:
      *max = TEM_SCORE_MAX;
      break;
    case TEM_FIELD_STATUS:
      *min = TEM_STATUS_PILOT;
      *max = TEM_STATUS_MIGHTY_MECH;
      break;
    case TEM_FIELD_ROUND:
      *min = 1;
      *max = TEM_ROUNDS;
      break;
    case TEM_FIELD_STARTING_PLAYER:
      *max = (int) game->n_players - 1;
      break;
    case TEM_FIELD_WEAPON_GAINED:
    case TEM_FIELD_WEAPON_RETURNED:
    default:
      g_return_if_reached ();
    }
}

/* R-C12: a zone is hostile to @seat if it holds an enemy pilot (an enemy's
 * Mighty Mech stands with its pilot) or an enemy mine or turret. */
gboolean
tem_game_is_hostile (const TemGame *game,
                     guint          seat,
                     int            cell)
{
  gboolean is_mine;
  int owner;

  if (tem_game_find_pilot (game, cell, (int) seat) != TEM_NOBODY)
    return TRUE;

  owner = tem_game_find_token_owner (game, cell, &is_mine);
  return owner != TEM_NOBODY && owner != (int) seat;
}

/* Whose mine or turret is on @cell (at most one, R-A7), or TEM_NOBODY. */
int
tem_game_find_token_owner (const TemGame *game,
                           int            cell,
                           gboolean      *is_mine)
{
  for (guint i = 0; i < game->n_players; i++)
    if (tem_player_find_token (&game->players[i], cell, is_mine) >= 0)
      return (int) i;

  return TEM_NOBODY;
}

/* The seat of a pilot standing on @cell other than @except, or TEM_NOBODY. */
int
tem_game_find_pilot (const TemGame *game,
                     int            cell,
                     int            except)
{
  if (cell == TEM_NO_CELL)
    return TEM_NOBODY;

  for (guint i = 0; i < game->n_players; i++)
    if ((int) i != except && game->players[i].cell == cell)
      return (int) i;

  return TEM_NOBODY;
}

/* The closest zones not hostile to @seat from @from, all ties. */
guint
tem_game_closest_safe (const TemGame *game,
                       guint          seat,
                       int            from,
                       int           *out)
{
  gboolean hostile[TEM_ARENA_CELLS];

  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    hostile[cell] = tem_arena_is_zone (&game->arena, cell) && tem_game_is_hostile (game, seat, cell);

  return tem_arena_closest (&game->arena, from, hostile, out);
}

/* The game's deterministic generator (splitmix64): a number below @bound. */
guint32
tem_game_next_random (TemGame *game,
                      guint32  bound)
{
  guint64 z = (game->random += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  z ^= z >> 31;
  return bound == 0 ? 0 : (guint32) (((z >> 32) * bound) >> 32);
}

/* The first weapon card of @kind lying in @place, or -1. */
int
tem_game_find_weapon_card (const TemGame *game,
                           guint          kind,
                           TemCardPlace   place)
{
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game->weapons[card].kind == kind && game->weapons[card].place == place)
      return (int) card;

  return -1;
}

void
tem_game_add_score (TemGame       *game,
                    int            seat,
                    int            vp,
                    TemScoreReason reason,
                    TemEvents     *events)
{
  if (seat < 0 || seat >= (int) game->n_players || vp <= 0)
    return;

  game->players[seat].score = MIN (game->players[seat].score + vp, TEM_SCORE_MAX);
  tem_events_add_full (events, TEM_EVENT_SCORED, seat, vp, reason);
}

/* Refuses, naming the zone, when a rule needs a value not entered yet. */
gboolean
tem_game_need_zone_value (const TemGame *game,
                          int            cell,
                          GError       **error)
{
  g_autofree char *name = NULL;

  if (tem_arena_is_zone (&game->arena, cell) && game->arena.zones[cell].value != TEM_VALUE_UNKNOWN)
    return TRUE;

  name = tem_arena_describe_cell (cell);
  g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_UNKNOWN_VALUE,
               _("Zone %s has no value yet: enter the number printed on its card."), name);
  tem_need_set (error, TEM_NEED_ZONE_VALUE, -1, cell);
  return FALSE;
}

/* R-RD1: scoring after rounds 2, 4 and 6. */
gboolean
tem_game_is_scoring_round (guint round)
{
  return round == 2 || round == 4 || round == 6;
}

/* For tests and after loading: what must hold in any reachable state. */
gboolean
tem_game_check_invariants (const TemGame *game,
                           GError       **error)
{
  int controllers = 0;

  if (!tem_game_has_started (game))
    return TRUE;

#define FAIL(...) G_STMT_START { \
    g_set_error (error, TEM_RULES_ERROR, TEM_RULES_ERROR_INVALID, __VA_ARGS__); \
    return FALSE; \
  } G_STMT_END

  if (game->n_players > TEM_MAX_PLAYERS)
    FAIL ("%u players", game->n_players);
  if (game->round < 1 || game->round > TEM_ROUNDS)
    FAIL ("round %u", game->round);
  if (game->starting_player >= game->n_players)
    FAIL ("starting player %u", game->starting_player);

  for (guint i = 0; i < game->n_players; i++)
    {
      const TemPlayer *player = &game->players[i];

      if (!tem_status_is_valid (player->status))
        FAIL ("player %u status %d", i, (int) player->status);
      if (player->health < 0 || player->health > tem_player_get_health_top (player))
        FAIL ("player %u health %d", i, player->health);
      if (player->energy < 0 || player->energy > game->resource_top)
        FAIL ("player %u energy %d", i, player->energy);
      if (player->credits < 0 || player->credits > game->resource_top)
        FAIL ("player %u credits %d", i, player->credits);
      if (player->score < 0 || player->score > TEM_SCORE_MAX)
        FAIL ("player %u score %d", i, player->score);
      if (player->status == TEM_STATUS_MIGHTY_MECH)
        {
          controllers++;
          if (game->mech_controller != (int) i)
            FAIL ("player %u in the Mech but controller is %d", i, game->mech_controller);
        }
    }

  if (controllers > 1 || (controllers == 0 && game->mech_controller != TEM_NOBODY))
    FAIL ("%d players in the Mech, controller %d", controllers, game->mech_controller);

  /* Exactly one Mighty Mech, on a zone, with its controller. */
  if (tem_arena_count_zones (&game->arena) > 0)
    {
      gboolean token_at[TEM_ARENA_CELLS] = { FALSE, };

      if (!tem_arena_is_zone (&game->arena, game->mech_cell))
        FAIL ("the Mech is on cell %d", game->mech_cell);
      if (game->mech_controller != TEM_NOBODY
          && game->players[game->mech_controller].cell != game->mech_cell)
        FAIL ("the Mech is apart from its pilot");

      for (guint i = 0; i < game->n_players; i++)
        {
          const TemPlayer *player = &game->players[i];
          const int *tokens[] = { player->mines, player->turrets };
          guint counts[] = { TEM_MINES, TEM_TURRETS };

          if (!tem_arena_is_zone (&game->arena, player->cell))
            FAIL ("player %u off the arena", i);

          /* R-A7: at most one mine or turret per zone; every token is on a
           * zone or in the supply. */
          for (guint k = 0; k < 2; k++)
            for (guint t = 0; t < counts[k]; t++)
              {
                int cell = tokens[k][t];

                if (cell == TEM_NO_CELL)
                  continue;
                if (!tem_arena_is_zone (&game->arena, cell))
                  FAIL ("player %u token on cell %d", i, cell);
                if (token_at[cell])
                  FAIL ("two tokens on cell %d", cell);
                token_at[cell] = TRUE;
              }
        }

      for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
        {
          const TemWeaponCard *weapon = &game->weapons[card];

          if ((weapon->place == TEM_PLACE_OWNED) != (weapon->owner != TEM_NOBODY))
            FAIL ("weapon card %u owner %d", card, weapon->owner);
          if (weapon->equipped && weapon->place != TEM_PLACE_OWNED)
            FAIL ("weapon card %u equipped but not owned", card);
          if (weapon->purchased && weapon->place != TEM_PLACE_OWNED)
            FAIL ("weapon card %u purchased but not owned", card);
        }
    }

  /* R-C6, R-SO19: the Power Attack of a jump is the entrant's first. */
  if (game->combat.active && game->combat.first_power && game->combat.next != game->combat.attacker)
    FAIL ("the jump's Power Attack is left to the defender");

#undef FAIL

  return TRUE;
}

/**
 * tem_game_describe_action:
 * @before: the game the action is applied to
 * @action: an action that @before accepts
 *
 * Says in one translated line what @action does, for toasts and history:
 * "Ana health 7 → 4".
 *
 * Returns: (transfer full): the description
 */
char *
tem_game_describe_action (const TemGame   *before,
                          const TemAction *action)
{
  const TemPlayer *player;

  switch (action->kind)
    {
    case TEM_ACTION_NEW_GAME:
      /* R-SO1: a solo game is one player against two Robot Pilots. */
      if (action->new_game.solo)
        return g_strdup (_("New solo game against the Robot Pilots"));
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "New game for %u player",
                                           "New game for %u players",
                                           action->new_game.n_players),
                              action->new_game.n_players);

    case TEM_ACTION_CORRECT:
      {
        const TemCorrection *c = &action->correct;
        int old = tem_field_is_weapon (c->field) ? 0 : tem_game_get_value (before, c->player, c->field);
        g_autofree char *weapon = tem_field_is_weapon (c->field) && c->value >= 0 && c->value < TEM_N_WEAPON_KINDS
                                  ? tem_catalogue_dup_weapon_name ((guint) c->value) : NULL;

        player = tem_field_is_per_player (c->field) ? &before->players[c->player] : NULL;
        switch (c->field)
          {
          case TEM_FIELD_WEAPON_GAINED:
            /* Translators: a correction in the history, "Ana's weapons: + Energy Sword" */
            return g_strdup_printf (_("%s's weapons: + %s"), player->name, weapon != NULL ? weapon : "?");
          case TEM_FIELD_WEAPON_RETURNED:
            /* Translators: a correction in the history, "Ana's weapons: − Energy Sword" */
            return g_strdup_printf (_("%s's weapons: − %s"), player->name, weapon != NULL ? weapon : "?");
          case TEM_FIELD_HEALTH:
            return g_strdup_printf (_("%s health %d → %d"), player->name, old, c->value);
          case TEM_FIELD_ENERGY:
            return g_strdup_printf (_("%s energy %d → %d"), player->name, old, c->value);
          case TEM_FIELD_CREDITS:
            return g_strdup_printf (_("%s credits %d → %d"), player->name, old, c->value);
          case TEM_FIELD_SCORE:
            return g_strdup_printf (_("%s score %d → %d"), player->name, old, c->value);
          case TEM_FIELD_STATUS:
            return g_strdup_printf (_("%s status %s → %s"), player->name,
                                    tem_status_get_name ((TemStatus) old),
                                    tem_status_get_name ((TemStatus) c->value));
          case TEM_FIELD_ROUND:
            return g_strdup_printf (_("Round %d → %d"), old, c->value);
          case TEM_FIELD_STARTING_PLAYER:
            return g_strdup_printf (_("Starting player %s → %s"),
                                    before->players[old].name,
                                    before->players[c->value].name);
          default:
            g_return_val_if_reached (g_strdup (""));
          }
      }

    case TEM_ACTION_HEAL:
      {
        int top;

        player = &before->players[action->heal.player];
        top = tem_player_get_health_top (player);
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%s heals %d → %d for %d energy",
                                             "%s heals %d → %d for %d energy",
                                             (gulong) action->heal.energy),
                                player->name, player->health,
                                MIN (top, player->health + action->heal.energy * TEM_HEAL_PER_ENERGY),
                                action->heal.energy);
      }

    case TEM_ACTION_UPGRADE:
      player = &before->players[action->upgrade.player];
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s upgrades to Power Armor for %d credit",
                                           "%s upgrades to Power Armor for %d credits", TEM_UPGRADE_CREDITS),
                              player->name, TEM_UPGRADE_CREDITS);

    case TEM_ACTION_SET_ROW:
      {
        g_autofree char *name = tem_catalogue_dup_weapon_name ((guint) CLAMP (action->set_row.kind, 0,
                                                                             TEM_N_WEAPON_KINDS - 1));

        /* Translators: "Warhammer lies in place 2 of the row" */
        return g_strdup_printf (_("%s lies in place %d of the row"), name, action->set_row.slot + 1);
      }

    case TEM_ACTION_SET_ZONE:
      {
        g_autofree char *cell = tem_arena_describe_cell (action->set_zone.cell);

        if (action->set_zone.value == TEM_VALUE_UNKNOWN)
          /* Translators: "Zone B3: its value cleared" */
          return g_strdup_printf (_("Zone %s: its value cleared"), cell);
        /* Translators: "Zone B3 is worth 2" */
        return g_strdup_printf (_("Zone %s is worth %d"), cell, action->set_zone.value);
      }

    case TEM_ACTION_SET_WEAPON:
      return tem_catalogue_describe_weapon_value (MIN (action->set_weapon.kind, TEM_N_WEAPON_KINDS - 1),
                                                  action->set_weapon.field, action->set_weapon.value);

    case TEM_ACTION_BEGIN_EXECUTION:
      return g_strdup_printf (_("Round %u: the program cards are played, %s first"),
                              before->round, before->players[before->starting_player].name);

    case TEM_ACTION_MOVE:
      player = &before->players[action->move.player];
      /* Translators: "Ana plays Collect, north" */
      return g_strdup_printf (_("%s plays %s, %s"), player->name,
                              tem_program_get_name (action->move.card),
                              tem_direction_get_name (action->move.direction));

    case TEM_ACTION_COLLECT:
      return g_strdup_printf (_("%s collects"), before->players[action->collect.player].name);

    case TEM_ACTION_DEPLOY:
      player = &before->players[action->deploy.player];
      return g_strdup_printf (action->deploy.mine ? _("%s deploys a mine") : _("%s deploys a turret"),
                              player->name);

    case TEM_ACTION_TAKE_MECH:
      return g_strdup_printf (_("%s takes the Mighty Mech, %s"),
                              before->players[action->take_mech.player].name,
                              tem_catalogue_get_mech_side (action->take_mech.side));

    case TEM_ACTION_END_TURN:
      return g_strdup_printf (_("%s ends the turn"), before->players[action->end_turn.player].name);

    case TEM_ACTION_ATTACK:
      if (action->attack.weapon < 0)
        return g_strdup_printf (_("%s attacks with the top card of its weapon stack"),
                                before->players[action->attack.player].name);
      {
        int card = CLAMP (action->attack.weapon, 0, TEM_N_WEAPON_CARDS - 1);
        g_autofree char *name = tem_catalogue_dup_weapon_name (before->weapons[card].kind);

        /* Translators: "Ana attacks with the Energy Sword" */
        return g_strdup_printf (_("%s attacks with %s"), before->players[action->attack.player].name, name);
      }

    case TEM_ACTION_PURCHASE:
      {
        int card = CLAMP (action->purchase.weapon, 0, TEM_N_WEAPON_CARDS - 1);
        g_autofree char *name = tem_catalogue_dup_weapon_name (before->weapons[card].kind);

        return g_strdup_printf (_("%s buys %s"), before->players[action->purchase.player].name, name);
      }

    case TEM_ACTION_EQUIP:
      {
        int card = CLAMP (action->equip.weapon, 0, TEM_N_WEAPON_CARDS - 1);
        g_autofree char *name = tem_catalogue_dup_weapon_name (before->weapons[card].kind);

        return g_strdup_printf (action->equip.equipped ? _("%s equips %s") : _("%s puts %s in the stockpile"),
                                before->players[action->equip.player].name, name);
      }

    case TEM_ACTION_ROBOT_TURN:
      {
        TemRobotPlan plan;
        g_autofree char *to = NULL;

        if (!tem_game_plan_robot_turn (before, &action->robot_turn, &plan, NULL))
          return g_strdup_printf (_("%s's turn"), before->players[action->robot_turn.player].name);
        to = tem_arena_describe_cell (plan.to);
        /* Translators: "Robot A plays Collect: C3" */
        return g_strdup_printf (_("%s plays %s: %s"), before->players[action->robot_turn.player].name,
                                tem_program_get_name (plan.card), to);
      }

    case TEM_ACTION_END_ROUND:
      if (tem_game_is_scoring_round (before->round) && action->end_round.scored_by_hand)
        return before->round >= TEM_ROUNDS
               ? g_strdup_printf (_("Round %u ends unscored, points by hand: the game is over"), before->round)
               : g_strdup_printf (_("Round %u ends unscored, points by hand; round %u begins, %s starts"),
                                  before->round, before->round + 1,
                                  before->players[before->solo ? before->starting_player
                                                  : (before->starting_player + 1) % before->n_players].name);
      if (tem_game_is_scoring_round (before->round) && before->round < TEM_ROUNDS)
        return g_strdup_printf (_("Round %u is scored; round %u begins, %s starts"),
                                before->round, before->round + 1,
                                before->players[before->solo ? before->starting_player
                                                : (before->starting_player + 1) % before->n_players].name);
      if (before->round >= TEM_ROUNDS)
        return g_strdup_printf (_("Round %u is scored: the game is over"), before->round);
      /* R-RD4: the starting token passes clockwise; in solo the human
       * starts every round (I-A8). */
      return g_strdup_printf (_("Round %u ends; round %u begins, %s starts"),
                              before->round, before->round + 1,
                              before->players[before->solo ? before->starting_player
                                              : (before->starting_player + 1) % before->n_players].name);

    default:
      return g_strdup (_("Unknown action"));
    }
}
