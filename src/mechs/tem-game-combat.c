/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "rules/mc-rule-error.h"
#include "tem-game-private.h"
#include "tem-need.h"

/* Combat (R-C1 to R-C12): the two pilots alternate attacks, one equipped
 * weapon each, until one is KO'd or has no weapon left and retreats. */

static gboolean
has_weapon_left (const TemGame *game,
                 guint          seat)
{
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    {
      const TemWeaponCard *weapon = &game->weapons[card];

      if (weapon->place == TEM_PLACE_OWNED && weapon->owner == (int) seat && weapon->equipped
          && !(game->combat.exhausted & (1u << card)))
        return TRUE;
    }

  return FALSE;
}

/* R-A10: after the combat, an enemy turret in the zone fires at the pilot
 * who entered, if its owner is no longer there (retreated or KO'd). */
static gboolean
fire_turret_after_combat (TemGame   *game,
                          int        choice_cell,
                          TemEvents *events,
                          GError   **error)
{
  int cell = game->combat.cell;
  guint entrant = (guint) game->combat.attacker;
  gboolean is_mine, knocked_out;
  int owner = tem_game_find_token_owner (game, cell, &is_mine);

  if (owner == TEM_NOBODY || is_mine || owner == (int) entrant)
    return TRUE;
  if (game->players[entrant].cell != cell || game->players[owner].cell == cell)
    return TRUE;

  return tem_game_resolve_trap (game, entrant, cell, TRUE, 0, choice_cell, &knocked_out, events, error);
}

static gboolean
end_combat (TemGame   *game,
            int        choice_cell,
            TemEvents *events,
            GError   **error)
{
  if (!fire_turret_after_combat (game, choice_cell, events, error))
    return FALSE;

  /* R-SO15: a robot that entered an empty Mighty Mech's zone, and found
   * the human there, takes the Mech when the combat ends with it still
   * there (the app's reading: the combat first, the human being in the
   * zone; walk 13: it stayed beside the empty Mech for good). */
  if (game->rules_edition >= TEM_RULES_EDITION_SOLO_BY_THE_GUIDE && game->combat.attacker >= 0
      && game->players[game->combat.attacker].robot
      && game->players[game->combat.attacker].cell == game->combat.cell && game->combat.cell == game->mech_cell
      && game->mech_controller == TEM_NOBODY)
    tem_game_robot_take_mech (game, (guint) game->combat.attacker, events);

  /* R-SO19: a robot that survives the combat faces north. One KO'd in it
   * is back at its base already, facing as R-SO20 says. */
  for (guint i = 0; i < game->n_players; i++)
    if (game->players[i].robot && ((int) i == game->combat.attacker || (int) i == game->combat.defender)
        && game->players[i].cell == game->combat.cell)
      game->players[i].facing = TEM_DIRECTION_NORTH;

  game->combat.active = FALSE;
  game->combat.exhausted = 0;
  game->combat.last_type = -1;
  tem_events_add (events, TEM_EVENT_COMBAT_ENDED, game->combat.attacker, game->combat.defender);
  return TRUE;
}

/* The attack passes to @target_seat (R-C2): a pilot with every equipped
 * weapon spent retreats (R-C7); a robot never does, it reshuffles
 * (R-SO17). */
static gboolean
pass_attack (TemGame   *game,
             guint      attacker,
             guint      target_seat,
             int        choice_cell,
             int        turret_choice_cell,
             TemEvents *events,
             GError   **error)
{
  TemCombat *combat = &game->combat;
  TemPlayer *target = &game->players[target_seat];

  combat->next = (int) target_seat;
  if (has_weapon_left (game, target_seat))
    return TRUE;

  if (target->robot)
    {
      for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
        if (game->weapons[card].owner == (int) target_seat)
          combat->exhausted &= ~(1u << card);
      return TRUE;
    }

  tem_game_add_score (game, (int) attacker, 1, TEM_SCORE_RETREAT, events);
  if (!tem_game_send_to_closest (game, target_seat, combat->cell, choice_cell, events, error))
    {
      /* The choice of zone says why: who retreats, after which attack,
       * and what the retreat costs (R-C7), over the attack's result. */
      const McRuleEvent *attacked = events != NULL ? mc_rule_events_find (events, TEM_EVENT_ATTACKED, (int) attacker) : NULL;

      if (attacked != NULL)
        g_prefix_error (error,
                        g_dngettext (GETTEXT_PACKAGE,
                                     "%s deals %d damage. %s has no unused equipped weapon left and retreats: "
                                     "the combat ends and %s scores 1 VP. ",
                                     "%s deals %d damage. %s has no unused equipped weapon left and retreats: "
                                     "the combat ends and %s scores 1 VP. ",
                                     (gulong) ABS (attacked->value)),
                        game->players[attacker].name, attacked->value, target->name, game->players[attacker].name);
      else
        g_prefix_error (error,
                        _("%s has no unused equipped weapon left and retreats: the combat ends and %s "
                          "scores 1 VP. "),
                        target->name, game->players[attacker].name);
      return FALSE;
    }
  tem_events_add (events, TEM_EVENT_RETREATED, (int) target_seat, target->cell);
  tem_game_enter_ad_hoc (game, target_seat, events);
  return end_combat (game, turret_choice_cell, events, error);
}

/* R-C2 to R-C10, R-MM3, R-A10 */
gboolean
tem_game_apply_attack (TemGame         *game,
                       const TemAttack *attack,
                       TemEvents       *events,
                       GError         **error)
{
  TemCombat *combat = &game->combat;
  TemPlayer *player, *target;
  const TemWeaponStats *stats;
  const TemWeaponCard *weapon;
  g_autofree char *weapon_name = NULL;
  guint target_seat;
  gboolean power;
  int damage, dealt;

  if (!combat->active)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-C1",
                      _("There is no combat now; a combat starts when a pilot enters an enemy's zone."));
      return FALSE;
    }

  if (!tem_game_check_seat (game, attack->player, error))
    return FALSE;
  player = &game->players[attack->player];

  if ((int) attack->player != combat->next)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-C2",
                      _("Players alternate attacks; it is %s's attack."),
                      game->players[combat->next].name);
      return FALSE;
    }

  target_seat = (guint) ((int) attack->player == combat->attacker ? combat->defender : combat->attacker);
  target = &game->players[target_seat];

  /* R-SO17: a robot flips the top card of its shuffled weapon stack and
   * pays the most it can into its ability. */
  if (player->robot && attack->weapon < 0)
    {
      TemAttack drawn = *attack;
      const TemWeaponStats *drawn_stats;

      /* Nothing to flip: no card asked of the table. */
      if (game->robot_table_draw && tem_game_has_equipped (game, attack->player))
        {
          g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_CHOICE_NEEDED,
                       _("Flip the top card of %s's weapon stack and say which it is."), player->name);
          tem_need_set (error, TEM_NEED_ROBOT_WEAPON, (int) attack->player, TEM_NO_CELL);
          return FALSE;
        }
      drawn.weapon = tem_game_draw_robot_weapon (game, attack->player);
      if (drawn.weapon < 0)
        {
          /* Nothing it can use (basics only, in the Mech): its attack does
           * nothing and passes (I-A11); a jump's Power Attack is spent. */
          combat->first_power = FALSE;
          tem_events_add (events, TEM_EVENT_UNARMED, (int) attack->player, 0);
          return pass_attack (game, attack->player, target_seat, attack->choice_cell,
                              attack->turret_choice_cell, events, error);
        }
      tem_events_add (events, TEM_EVENT_WEAPON_FLIPPED, (int) attack->player, drawn.weapon);
      drawn_stats = &game->weapon_stats[game->weapons[drawn.weapon].kind];
      drawn.paid = drawn_stats->ability == TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE
                   ? MIN (MAX (drawn_stats->ability_amount, 0), player->energy) : 0;
      return tem_game_apply_attack (game, &drawn, events, error);
    }

  /* R-C7: a pilot with no equipped weapon left to attack with (a
   * correction during the combat took the last one) retreats now. */
  if (!player->robot && attack->weapon < 0 && !has_weapon_left (game, attack->player))
    return pass_attack (game, target_seat, attack->player, attack->choice_cell, attack->turret_choice_cell,
                        events, error);

  if (attack->weapon < 0 || attack->weapon >= TEM_N_WEAPON_CARDS
      || game->weapons[attack->weapon].place != TEM_PLACE_OWNED
      || game->weapons[attack->weapon].owner != (int) attack->player
      || !game->weapons[attack->weapon].equipped)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-C2",
                      _("%s attacks with one of their equipped weapons."), player->name);
      return FALSE;
    }

  weapon = &game->weapons[attack->weapon];
  if (combat->exhausted & (1u << attack->weapon))
    {
      weapon_name = tem_catalogue_dup_weapon_name (weapon->kind);
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-C2",
                      _("%s's %s is exhausted for the rest of this combat."), player->name, weapon_name);
      return FALSE;
    }

  stats = &game->weapon_stats[weapon->kind];
  if (stats->type == TEM_WEAPON_TYPE_UNKNOWN)
    {
      weapon_name = tem_catalogue_dup_weapon_name (weapon->kind);
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_UNKNOWN_VALUE,
                   _("%s has no type yet: enter Area, Ranged or Melee from the card."), weapon_name);
      tem_need_set_weapon_of (error, weapon->owner, (int) weapon->kind, TEM_WEAPON_FIELD_TYPE);
      return FALSE;
    }

  /* R-C5: countering the type just used "may" unleash the Power Attack, so
   * the first line stays a choice; R-C6/R-SO19: after a jump "you
   * immediately deal a Power Attack as your first attack": no choice. */
  power = combat->first_power
          || (combat->last_type >= 0 && tem_weapon_type_counters (stats->type, (TemWeaponType) combat->last_type));
  if (combat->first_power && attack->line == TEM_ATTACK_LINE_FIRST)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-C6",
                      _("After a jump into an enemy's zone, the first attack is a Power Attack: deal the "
                        "weapon's second line."));
      return FALSE;
    }
  if (attack->line == TEM_ATTACK_LINE_POWER && !power)
    {
      weapon_name = tem_catalogue_dup_weapon_name (weapon->kind);
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-C5",
                      _("%s deals its Power Attack only when it counters the last attack or right after a "
                        "jump."), weapon_name);
      return FALSE;
    }
  if (attack->line == TEM_ATTACK_LINE_FIRST)
    power = FALSE;
  if (attack->line < TEM_ATTACK_LINE_BEST || attack->line > TEM_ATTACK_LINE_POWER
      || attack->mech < TEM_MECH_TAKE_ASK || attack->mech > TEM_MECH_TAKE_KEEP_SIDE)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_INVALID, "R-C3",
                      _("That is neither a line printed on a weapon card nor a choice about the Mighty Mech."));
      return FALSE;
    }
  damage = power ? stats->power : stats->attack;
  if (damage == TEM_VALUE_UNKNOWN)
    {
      weapon_name = tem_catalogue_dup_weapon_name (weapon->kind);
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_UNKNOWN_VALUE,
                   power ? _("%s's Power Attack has no value yet: enter its second line from the card.")
                         : _("%s's attack has no value yet: enter its first line from the card."),
                   weapon_name);
      tem_need_set_weapon_of (error, weapon->owner, (int) weapon->kind, power ? TEM_WEAPON_FIELD_POWER : TEM_WEAPON_FIELD_ATTACK);
      return FALSE;
    }

  /* An ability the players named without its number yet. */
  if ((stats->ability == TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE || (power && stats->ability == TEM_ABILITY_POWER_ATTACK_VP))
      && stats->ability_amount == TEM_VALUE_UNKNOWN)
    {
      weapon_name = tem_catalogue_dup_weapon_name (weapon->kind);
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_UNKNOWN_VALUE,
                   _("%s's ability has no number yet: enter it from the card."), weapon_name);
      tem_need_set_weapon_of (error, weapon->owner, (int) weapon->kind, TEM_WEAPON_FIELD_ABILITY_AMOUNT);
      return FALSE;
    }

  /* R-C4: the ability after the damage, paid from the attacker's energy. */
  if (attack->paid != 0)
    {
      if (stats->ability != TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE)
        {
          weapon_name = tem_catalogue_dup_weapon_name (weapon->kind);
          mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-C4",
                          _("%s has no ability to pay energy into."), weapon_name);
          return FALSE;
        }
      if (attack->paid < 0 || attack->paid > stats->ability_amount || attack->paid > player->energy)
        {
          weapon_name = tem_catalogue_dup_weapon_name (weapon->kind);
          mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-C4",
                          g_dngettext (GETTEXT_PACKAGE, "%s can pay up to %d energy into %s, and has %d.",
                                       "%s can pay up to %d energy into %s, and has %d.",
                                       (gulong) ABS (stats->ability_amount)),
                      player->name, stats->ability_amount, weapon_name, player->energy);
          return FALSE;
        }
      player->energy -= attack->paid;
      damage += attack->paid;
      /* Told: a robot's energy token moves too (walk 13). */
      mc_rule_events_add (events, TEM_EVENT_ENERGY_PAID, (int) attack->player, attack->paid, (int) weapon->kind);
    }

  /* R-C3: 1 VP per damage dealt, none beyond the remaining health. */
  dealt = MIN (damage, target->health);
  target->health -= dealt;
  combat->exhausted |= 1u << attack->weapon;
  combat->last_type = stats->type;
  combat->first_power = FALSE;
  mc_rule_events_add (events, TEM_EVENT_ATTACKED, (int) attack->player, dealt, power);
  tem_game_add_score (game, (int) attack->player, dealt, TEM_SCORE_DAMAGE, events);
  if (power && stats->ability == TEM_ABILITY_POWER_ATTACK_VP)
    tem_game_add_score (game, (int) attack->player, stats->ability_amount, TEM_SCORE_POWER_BONUS, events);

  if (target->health == 0)
    {
      gboolean had_mech = target->status == TEM_STATUS_MIGHTY_MECH;
      TemMechSide side = game->mech_side;

      /* R-MM3: "That player now may take control of the Mighty Mech", and
       * setup step 6: "Whenever a player enters the Mighty Mech, they
       * choose which side". Asked before anything changes; a Robot Pilot
       * always takes it (R-SO15), with no side ability. */
      if (had_mech && !player->robot && attack->mech == TEM_MECH_TAKE_ASK)
        {
          mc_rule_refuse (error, MC_RULE_ERROR_CHOICE_NEEDED, "R-MM3",
                          _("%s KOs the pilot of the Mighty Mech and may take it: choose Troy 3000, "
                            "Sparta 3000, or leave it."), player->name);
          tem_need_set (error, TEM_NEED_MECH_AFTER_KO, (int) attack->player, combat->cell);
          return FALSE;
        }

      if (!tem_game_knock_out (game, target_seat, (int) attack->player, TRUE, attack->choice_cell, events, error))
        return FALSE;

      if (had_mech && !player->robot && attack->mech == TEM_MECH_TAKE_DECLINE)
        {
          /* Left in the zone, uncontrolled, for anyone to take (R-MM1). */
          game->mech_controller = TEM_NOBODY;
          game->mech_side = TEM_MECH_SIDE_NONE;
          game->mech_cell = combat->cell;
        }
      else if (had_mech)
        {
          if (player->robot)
            side = TEM_MECH_SIDE_NONE;
          else if (attack->mech == TEM_MECH_TAKE_TROY)
            side = TEM_MECH_SIDE_TROY;
          else if (attack->mech == TEM_MECH_TAKE_SPARTA)
            side = TEM_MECH_SIDE_SPARTA;
          /* R-MM3: the Mech passes to whoever KO'd its pilot, even a Pilot,
           * at full health, for 2 VP. */
          player->status = TEM_STATUS_MIGHTY_MECH;
          player->health = TEM_MIGHTY_MECH_HEALTH;
          game->mech_controller = (int) attack->player;
          game->mech_side = side;
          game->mech_cell = player->cell;
          tem_game_add_score (game, (int) attack->player, TEM_MECH_ENTRY_VP, TEM_SCORE_MECH_ENTRY, events);
          tem_events_add (events, TEM_EVENT_MECH_TAKEN, (int) attack->player, side);
          tem_game_fit_equipment (game, attack->player);
        }

      return end_combat (game, attack->turret_choice_cell, events, error);
    }

  return pass_attack (game, attack->player, target_seat, attack->choice_cell, attack->turret_choice_cell,
                      events, error);
}

/* A human always owns the basic weapon kept at setup (R-S8), a card not
 * bought, so owning none means setup left it "Not recorded": it is asked
 * now, one tap per basic weapon, and the action goes on with it. Games
 * begun before TEM_RULES_EDITION_KEPT_BASIC took any weapon owned, a
 * bought one too, for it (their journals replay as they were played). */
gboolean
tem_game_need_recorded_weapon (const TemGame *game,
                               guint          seat,
                               GError       **error)
{
  gboolean kept_only = game->rules_edition >= TEM_RULES_EDITION_KEPT_BASIC;
  gboolean bought = FALSE;

  if (game->players[seat].robot)
    return TRUE;
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game->weapons[card].place == TEM_PLACE_OWNED && game->weapons[card].owner == (int) seat)
      {
        if (!kept_only || !game->weapons[card].purchased)
          return TRUE;
        bought = TRUE;
      }

  if (bought)
    mc_rule_refuse (error, MC_RULE_ERROR_UNKNOWN_VALUE, "R-S8",
                    /* Translators: asked when a combat starts, above the four basic weapons; the
                     * player bought weapons, but the one kept at setup was left not recorded */
                    _("A combat starts, and the basic weapon %s kept at setup is not recorded: which one is it?"),
                    game->players[seat].name);
  else
    mc_rule_refuse (error, MC_RULE_ERROR_UNKNOWN_VALUE, "R-S8",
                    /* Translators: asked when a combat starts, above the four basic weapons */
                    _("%s has no weapon recorded, and a combat starts: which basic weapon did they keep at setup?"),
                    game->players[seat].name);
  tem_need_set (error, TEM_NEED_STARTING_WEAPON, (int) seat, TEM_NO_CELL);
  return FALSE;
}

/* A combat needs both pilots' weapons recorded (R-S8, R-A4): one
 * missing is asked (TEM_NEED_STARTING_WEAPON), the answer a correction. */
gboolean
tem_game_check_armed (const TemGame *game,
                      guint          seat,
                      GError       **error)
{
  /* A robot's weapons are the app's to know; without one it passes. */
  if (game->players[seat].robot)
    return TRUE;
  /* The basic weapon kept at setup first, whatever was bought since. */
  if (game->rules_edition >= TEM_RULES_EDITION_KEPT_BASIC && game->players[seat].status != TEM_STATUS_MIGHTY_MECH
      && !tem_game_need_recorded_weapon (game, seat, error))
    return FALSE;
  if (has_weapon_left (game, seat))
    return TRUE;
  if (!tem_game_need_recorded_weapon (game, seat, error))
    return FALSE;

  /* R-A4: "You must always have at least one Weapon equipped", so the
   * table has one the app did not record (equipped after a purchase, or
   * the basic weapon kept at setup): asked here, never refused. */
  mc_rule_refuse (error, MC_RULE_ERROR_UNKNOWN_VALUE, "R-A4",
                  /* Translators: asked when a combat starts, above their weapons and the basic ones */
                  _("%s has no weapon equipped, and a combat starts: which weapon is equipped on the table?"),
                  game->players[seat].name);
  tem_need_set (error, TEM_NEED_STARTING_WEAPON, (int) seat, TEM_NO_CELL);
  return FALSE;
}
