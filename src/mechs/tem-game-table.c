/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "rules/mc-rule-error.h"
#include "tem-game-private.h"
#include "tem-need.h"

/* The table is the truth: corrections, and the values the players read
 * off their cards (zones, the row, weapons) when the app asks for them. */

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
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK,
                   /* Translators: "Ana's health track as Power Armor goes from 0 to 9: 10 is off the track." */
                   _("%s's health track as %s goes from %d to %d: %d is off the track."),
                   player->name, tem_status_get_name (player->status), min, max, value);
      break;
    case TEM_FIELD_ENERGY:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK,
                   _("%s's energy goes from %d to %d on the resource track: %d is off the track."),
                   player->name, min, max, value);
      break;
    case TEM_FIELD_CREDITS:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK,
                   _("%s's credits go from %d to %d on the resource track: %d is off the track."),
                   player->name, min, max, value);
      break;
    case TEM_FIELD_SCORE:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK,
                   _("%s's score must be between %d and %d, not %d."),
                   player->name, min, max, value);
      break;
    case TEM_FIELD_ROUND:
      mc_rule_refuse (error, MC_RULE_ERROR_OFF_TRACK, "R-RD1",
                      _("The game has rounds %d to %d, not %d."), min, max, value);
      break;
    case TEM_FIELD_STATUS:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("%d is not a valid status."), value);
      break;
    case TEM_FIELD_PILOT_HEALTH_TOP:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK,
                   _("%s's pilot health track must top out between %d and %d, not %d."),
                   player->name, min, max, value);
      break;
    case TEM_FIELD_STARTING_PLAYER:
    case TEM_FIELD_WEAPON_GAINED:
    case TEM_FIELD_WEAPON_RETURNED:
    case TEM_FIELD_WEAPON_EQUIPPED:
    case TEM_FIELD_WEAPON_STOCKPILED:
    default:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
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
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("%s's health is already %d: nothing to change."), name, value);
      break;
    case TEM_FIELD_ENERGY:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("%s's energy is already %d: nothing to change."), name, value);
      break;
    case TEM_FIELD_CREDITS:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE, "%s already has %d credit: nothing to change.",
                                "%s already has %d credits: nothing to change.", (gulong) value),
                   name, value);
      break;
    case TEM_FIELD_SCORE:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("%s's score is already %d: nothing to change."), name, value);
      break;
    case TEM_FIELD_STATUS:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   value == TEM_STATUS_PILOT ? _("%s is already a Pilot: nothing to change.")
                   : value == TEM_STATUS_POWER_ARMOR ? _("%s is already in Power Armor: nothing to change.")
                   : _("%s is already in the Mighty Mech: nothing to change."), name);
      break;
    case TEM_FIELD_ROUND:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("The game is already in round %d: nothing to change."), value);
      break;
    case TEM_FIELD_PILOT_HEALTH_TOP:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   /* Translators: "Ana's pilot health track already tops out at 8: nothing to change." */
                   _("%s's pilot health track already tops out at %d: nothing to change."), name, value);
      break;
    case TEM_FIELD_WEAPON_GAINED:
    case TEM_FIELD_WEAPON_RETURNED:
    case TEM_FIELD_WEAPON_EQUIPPED:
    case TEM_FIELD_WEAPON_STOCKPILED:
      /* A weapon moves: tem_game_correct_weapon() says why it cannot. */
      g_return_if_reached ();
    case TEM_FIELD_STARTING_PLAYER:
    default:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("%s is already the starting player: nothing to change."), game->players[value].name);
      break;
    }
}

/* The table is the truth: any value within its physical bounds is
 * accepted, whatever the rules would have computed. */
gboolean
tem_game_apply_correction (TemGame             *game,
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
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
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
  if (field == TEM_FIELD_WEAPON_EQUIPPED || field == TEM_FIELD_WEAPON_STOCKPILED)
    return tem_game_correct_equipped (game, seat, field == TEM_FIELD_WEAPON_EQUIPPED, value, events, error);
  if (tem_field_is_weapon (field))
    return tem_game_correct_weapon (game, seat, field == TEM_FIELD_WEAPON_GAINED, value, events, error);

  /* R-SO2: a Robot Pilot has no pilot card, so no pilot health track. */
  if (field == TEM_FIELD_PILOT_HEALTH_TOP && player->robot)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-SO2",
                      _("%s is a Robot Pilot: it has no pilot card and no pilot health track."), player->name);
      return FALSE;
    }

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
          mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-SO2",
                          _("%s is a Robot Pilot, in Power Armor or the Mighty Mech: it has no Pilot side."),
                          player->name);
          return FALSE;
        }
      if (value == TEM_STATUS_MIGHTY_MECH && game->mech_controller != TEM_NOBODY)
        {
          /* Exactly one Mighty Mech: someone must leave it first. */
          mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-MM1",
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
          /* Told as a correction, not as a move to make (walk 21: "On
           * the table: Ana takes the Mighty Mech" from the status menu). */
          mc_rule_events_add (events, TEM_EVENT_MECH_TAKEN, (int) seat, 0, 1);
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
    case TEM_FIELD_PILOT_HEALTH_TOP:
      player->pilot_health_top = value;
      /* A Pilot's token cannot sit above the new top of its track. */
      player->health = MIN (player->health, tem_player_get_health_top (player));
      break;
    case TEM_FIELD_WEAPON_GAINED:
    case TEM_FIELD_WEAPON_RETURNED:
    case TEM_FIELD_WEAPON_EQUIPPED:
    case TEM_FIELD_WEAPON_STOCKPILED:
    default:
      g_assert_not_reached ();
    }

  tem_events_add (events, TEM_EVENT_VALUE_CORRECTED, player ? (int) seat : TEM_NOBODY, (int) field);
  return TRUE;
}

/* The players' own values for the zone cards as they lie on the table. */
gboolean
tem_game_apply_set_zone (TemGame          *game,
                         const TemSetZone *set,
                         TemEvents        *events,
                         GError          **error)
{
  TemZone *zone;

  if (!tem_arena_is_zone (&game->arena, set->cell))
    {
      g_set_error_literal (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                           _("There is no zone card there."));
      return FALSE;
    }

  if (set->value != TEM_VALUE_UNKNOWN && (set->value < 0 || set->value > TEM_ZONE_VALUE_MAX))
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK,
                   _("Zone values go from 0 to %d, not %d."), TEM_ZONE_VALUE_MAX, set->value);
      return FALSE;
    }

  zone = &game->arena.zones[set->cell];
  if (zone->kind == TEM_ZONE_RESOURCE)
    {
      if (set->resources == 0 || set->resources > (TEM_RESOURCE_ENERGY | TEM_RESOURCE_CREDITS | TEM_RESOURCE_UNKNOWN))
        {
          g_set_error_literal (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
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
gboolean
tem_game_apply_set_row (TemGame         *game,
                        const TemSetRow *set,
                        TemEvents       *events,
                        GError         **error)
{
  int card;

  if (set->slot < 0 || set->slot >= TEM_ROW_SIZE || set->kind < TEM_N_BASIC_KINDS || set->kind >= TEM_N_WEAPON_KINDS)
    {
      g_set_error_literal (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                           _("The row holds 4 advanced weapons, in places 1 to 4."));
      return FALSE;
    }

  for (guint other = 0; other < TEM_N_WEAPON_CARDS; other++)
    if (game->weapons[other].place == TEM_PLACE_ROW && game->weapons[other].slot == set->slot)
      {
        mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-S9",
                        _("Place %d of the row already holds a card."), set->slot + 1);
        return FALSE;
      }

  card = tem_game_find_weapon_card (game, (guint) set->kind, TEM_PLACE_DECK);
  if (card < 0)
    {
      g_autofree char *name = tem_catalogue_dup_weapon_name ((guint) set->kind);

      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-S9",
                      _("%s is not in the deck: it is already in the row or owned."), name);
      return FALSE;
    }

  game->weapons[card].place = TEM_PLACE_ROW;
  game->weapons[card].slot = set->slot;
  /* Detail 1 + the place: a card the players say lies there, not one
   * drawn (the narration told of a draw nobody made, walk 11). */
  mc_rule_events_add (events, TEM_EVENT_ROW_REFILLED, TEM_NOBODY, set->kind, 1 + set->slot);
  return TRUE;
}

/* The players' own values for a weapon card, from their box. */
gboolean
tem_game_apply_set_weapon (TemGame            *game,
                           const TemSetWeapon *set,
                           TemEvents          *events,
                           GError            **error)
{
  TemWeaponStats *stats;
  int max = TEM_ZONE_VALUE_MAX;

  if (set->kind >= TEM_N_WEAPON_KINDS || set->field >= TEM_N_WEAPON_FIELDS)
    {
      g_set_error_literal (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
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
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK,
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
