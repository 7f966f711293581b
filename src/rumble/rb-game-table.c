/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "rb-game-private.h"

/* The table is the truth: every tracked value, its physical bounds and
 * its correction (RB_ACTION_CORRECT), whatever the phase allows. */

/* The cards of a Laboratory tier that are neither in its deck nor in its
 * row: in the players' hands or built. */
static int
count_tier_elsewhere (const RbGame *game,
                      int           tier)
{
  int n = 0;

  if (tier < RB_MIN_TIER || tier > RB_MAX_TIER)
    return 0;
  for (guint i = 0; i < game->n_players; i++)
    n += game->players[i].hand[tier];
  for (guint i = 0; i < RB_MAX_BOTS; i++)
    if (game->bots[i].place != RB_BOT_FREE && game->bots[i].tier == tier)
      n++;
  return n;
}

/* A value outside its bounds, one whole sentence per field so that each
 * language can name it with its own grammar. Crystals are counted against
 * the game's 30 (RB-S2). */
static void
refuse_out_of_bounds (const RbGame *game,
                      int           index,
                      RbField       field,
                      int           min,
                      int           max,
                      int           value,
                      GError      **error)
{
  const char *name = rb_field_is_per_player (field) ? game->players[index].name : NULL;
  int supply = rb_game_get_supply (game);

  switch (field)
    {
    case RB_FIELD_STORAGE:
      mc_rule_refuse (error, MC_RULE_ERROR_OFF_TRACK, "RB-S2",
                      _("The game has %d crystals and the common supply holds %d: %s's Storage can hold %d to %d, "
                        "not %d."), RB_CRYSTALS, supply, name, min, max, value);
      break;
    case RB_FIELD_REACTOR:
      mc_rule_refuse (error, MC_RULE_ERROR_OFF_TRACK, "RB-S2",
                      _("The game has %d crystals and the common supply holds %d: %s's Reactor can hold %d to %d, "
                        "not %d."), RB_CRYSTALS, supply, name, min, max, value);
      break;
    case RB_FIELD_CRYO:
      mc_rule_refuse (error, MC_RULE_ERROR_OFF_TRACK, "RB-S2",
                      _("The game has %d crystals and the common supply holds %d: %s's Cryo-cell can hold %d to "
                        "%d, not %d."), RB_CRYSTALS, supply, name, min, max, value);
      break;
    case RB_FIELD_TRACK:
      mc_rule_refuse (error, MC_RULE_ERROR_OFF_TRACK, "RB-S2",
                      _("The game has %d crystals and the common supply holds %d: round space %d can hold %d to "
                        "%d, not %d."), RB_CRYSTALS, supply, index + 1, min, max, value);
      break;
    case RB_FIELD_SCRAP:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK,
                   _("%s's scrap can be %d to %d, not %d."), name, min, max, value);
      break;
    case RB_FIELD_TIER:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK,
                   _("%s's Workshop tier can be %d to %d, not %d."), name, min, max, value);
      break;
    case RB_FIELD_DECK:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK,
                   _("%s's battle deck can hold %d to %d cards, not %d."), name, min, max, value);
      break;
    case RB_FIELD_LAB_DECK:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK,
                   _("The tier %d Laboratory deck can hold %d to %d cards, not %d."), index, min, max, value);
      break;
    case RB_FIELD_LAB_ROW:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK,
                   _("The tier %d Laboratory row can hold %d to %d Bots, not %d."), index, min, max, value);
      break;
    case RB_FIELD_CHAMPION:
      mc_rule_refuse (error, MC_RULE_ERROR_INVALID, "RB-S12", _("The Champion token goes to one of the players."));
      break;
    case RB_FIELD_TRANSFORMATIONS:
    default:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK,
                   _("The Transformation deck can hold %d to %d cards, not %d."), min, max, value);
      break;
    }
}

/* A correction to the value the table already shows, one whole sentence
 * per field. */
static void
refuse_unchanged (const RbGame *game,
                  int           index,
                  RbField       field,
                  int           value,
                  GError      **error)
{
  const char *name = rb_field_is_per_player (field) ? game->players[index].name : NULL;

  switch (field)
    {
    case RB_FIELD_SCRAP:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("%s's scrap is already %d: nothing to change."), name, value);
      break;
    case RB_FIELD_STORAGE:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("%s's Storage already holds %d: nothing to change."), name, value);
      break;
    case RB_FIELD_REACTOR:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("%s's Reactor already holds %d: nothing to change."), name, value);
      break;
    case RB_FIELD_CRYO:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("%s's Cryo-cell already holds %d: nothing to change."), name, value);
      break;
    case RB_FIELD_TIER:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("%s's Workshop tier is already %d: nothing to change."), name, value);
      break;
    case RB_FIELD_DECK:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("%s's battle deck already holds %d: nothing to change."), name, value);
      break;
    case RB_FIELD_CHAMPION:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("%s already holds the Champion token: nothing to change."), game->players[value].name);
      break;
    case RB_FIELD_TRACK:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("Round space %d already holds %d: nothing to change."), index + 1, value);
      break;
    case RB_FIELD_LAB_DECK:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("The tier %d Laboratory deck already holds %d: nothing to change."), index, value);
      break;
    case RB_FIELD_LAB_ROW:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("The tier %d Laboratory row already holds %d: nothing to change."), index, value);
      break;
    case RB_FIELD_TRANSFORMATIONS:
    default:
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("The Transformation deck already holds %d: nothing to change."), value);
      break;
    }
}

void
rb_game_get_bounds (const RbGame *game,
                    int           index,
                    RbField       field,
                    int          *min,
                    int          *max)
{
  int supply = rb_game_get_supply (game);
  int current = rb_game_get_value (game, index, field);

  *min = 0;
  switch (field)
    {
    case RB_FIELD_SCRAP:
      *max = RB_SCRAP_MAX;
      break;
    case RB_FIELD_STORAGE:
    case RB_FIELD_REACTOR:
    case RB_FIELD_CRYO:
      /* Crystals come from and go back to the common supply (RB-S2). */
      *max = current + supply;
      break;
    case RB_FIELD_TRACK:
      *max = index == RB_SHOWDOWN - 1 ? 0 : current + supply;   /* RB-S7 */
      break;
    case RB_FIELD_TIER:
      *min = RB_MIN_TIER;
      *max = RB_MAX_TIER;
      break;
    case RB_FIELD_DECK:
      *max = RB_MAX_BOTS;
      break;
    case RB_FIELD_CHAMPION:
      *max = (int) game->n_players - 1;
      break;
    case RB_FIELD_LAB_DECK:
      /* RB-S2: no more cards than the box holds. */
      *max = MAX (current, rb_tier_get_cards (index) - count_tier_elsewhere (game, index)
                           - rb_game_get_value (game, index, RB_FIELD_LAB_ROW));
      break;
    case RB_FIELD_LAB_ROW:
      *max = MAX (current, MIN (RB_ROW_SIZE, rb_tier_get_cards (index) - count_tier_elsewhere (game, index)
                                             - rb_game_get_value (game, index, RB_FIELD_LAB_DECK)));
      break;
    case RB_FIELD_TRANSFORMATIONS:
      /* RB-S2: 8 in the box, less the evolved cards out of the deck. */
      *max = RB_TRANSFORMATIONS;
      for (guint i = 0; i < RB_MAX_BOTS; i++)
        if (game->bots[i].place != RB_BOT_FREE && game->bots[i].tier == RB_TIER_EVOLVED)
          (*max)--;
      break;
    default:
      *max = 0;
      break;
    }
}

int
rb_game_get_value (const RbGame *game,
                   int           index,
                   RbField       field)
{
  const RbPlayer *player = NULL;

  if (rb_field_is_per_player (field))
    {
      if (index < 0 || index >= (int) game->n_players)
        return 0;
      player = &game->players[index];
    }

  switch (field)
    {
    case RB_FIELD_SCRAP:
      return player->scrap;
    case RB_FIELD_STORAGE:
      return player->storage;
    case RB_FIELD_REACTOR:
      return player->reactor;
    case RB_FIELD_CRYO:
      return player->cryo;
    case RB_FIELD_TIER:
      return player->tier;
    case RB_FIELD_DECK:
      return player->deck;
    case RB_FIELD_CHAMPION:
      return game->champion;
    case RB_FIELD_TRACK:
      return index >= 0 && index < RB_ROUNDS ? game->track[index] : 0;
    case RB_FIELD_LAB_DECK:
      return index >= RB_MIN_TIER && index <= RB_MAX_TIER ? game->lab_deck[index] : 0;
    case RB_FIELD_LAB_ROW:
      return index >= RB_MIN_TIER && index <= RB_MAX_TIER ? game->lab_row[index] : 0;
    case RB_FIELD_TRANSFORMATIONS:
      return game->transformations;
    default:
      return 0;
    }
}

static int *
field_slot (RbGame  *game,
            int      index,
            RbField  field)
{
  RbPlayer *player = rb_field_is_per_player (field) ? &game->players[index] : NULL;

  switch (field)
    {
    case RB_FIELD_SCRAP:
      return &player->scrap;
    case RB_FIELD_STORAGE:
      return &player->storage;
    case RB_FIELD_REACTOR:
      return &player->reactor;
    case RB_FIELD_CRYO:
      return &player->cryo;
    case RB_FIELD_TIER:
      return &player->tier;
    case RB_FIELD_DECK:
      return &player->deck;
    case RB_FIELD_CHAMPION:
      return &game->champion;
    case RB_FIELD_TRACK:
      return &game->track[index];
    case RB_FIELD_LAB_DECK:
      return &game->lab_deck[index];
    case RB_FIELD_LAB_ROW:
      return &game->lab_row[index];
    case RB_FIELD_TRANSFORMATIONS:
      return &game->transformations;
    default:
      return NULL;
    }
}

/* The table is the truth: any value within its physical bounds is
 * accepted. Crystals come from or go back to the common supply, so the
 * 30 crystals stay 30 (RB-S2). */
gboolean
rb_game_apply_correction (RbGame             *game,
                          const RbCorrection *correction,
                          RbEvents           *events,
                          GError            **error)
{
  RbField field = correction->field;
  int index = correction->index;
  int value = correction->value;
  int min, max;

  if (!rb_field_is_valid (field))
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("Unknown value to correct (%d)."), (int) field);
      return FALSE;
    }
  if (rb_field_is_per_player (field))
    {
      if (index < 0 || !rb_game_check_seat (game, (guint) index, error))
        {
          if (index < 0)
            g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                         _("There is no player %d in this game."), index + 1);
          return FALSE;
        }
    }
  else if (field == RB_FIELD_TRACK && (index < 0 || index >= RB_ROUNDS))
    {
      mc_rule_refuse (error, MC_RULE_ERROR_INVALID, "RB-S7",
                      _("The round track has spaces 1 to %d, not %d."), RB_ROUNDS, index + 1);
      return FALSE;
    }
  else if ((field == RB_FIELD_LAB_DECK || field == RB_FIELD_LAB_ROW)
           && (index < RB_MIN_TIER || index > RB_MAX_TIER))
    {
      mc_rule_refuse (error, MC_RULE_ERROR_INVALID, "RB-S4",
                      _("The Laboratory has tiers %d to %d, not %d."), RB_MIN_TIER, RB_MAX_TIER, index);
      return FALSE;
    }

  if (field == RB_FIELD_CHAMPION && game->phase == RB_PHASE_BATTLE && !game->over)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_WRONG_PHASE, "RB-C11",
                      _("During a battle the Champion token goes to whoever beats the Champion; "
                        "correct it in the Build Phase."));
      return FALSE;
    }

  /* RB-R9, RB-V8: the winner is the last Champion; moving the token
   * afterwards would make the table and the result disagree. */
  if (field == RB_FIELD_CHAMPION && game->over)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_WRONG_PHASE, "RB-R9",
                      _("The game is over and %s has won; the Champion token no longer moves."),
                      game->players[game->winner].name);
      return FALSE;
    }

  rb_game_get_bounds (game, index, field, &min, &max);
  if (value < min || value > max)
    {
      refuse_out_of_bounds (game, index, field, min, max, value, error);
      return FALSE;
    }

  if (value == rb_game_get_value (game, index, field))
    {
      refuse_unchanged (game, index, field, value, error);
      return FALSE;
    }

  *field_slot (game, index, field) = value;
  if (field == RB_FIELD_LAB_ROW)
    rb_game_forget_lab_names (game, index);
  mc_rule_events_add (events, RB_EVENT_VALUE_CORRECTED, rb_field_is_per_player (field) ? index : RB_NOBODY,
                      (int) field, index);
  return TRUE;
}
