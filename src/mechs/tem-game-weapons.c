/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "rules/mc-rule-error.h"
#include "tem-game-private.h"
#include "tem-need.h"

/* Buying and equipping weapons (R-A2, R-A3, R-A4, R-S9). */

static gboolean
owns_kind (const TemGame *game,
           guint          seat,
           guint          kind)
{
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game->weapons[card].place == TEM_PLACE_OWNED && game->weapons[card].owner == (int) seat
        && game->weapons[card].kind == kind)
      return TRUE;

  return FALSE;
}

static gboolean
deck_is_empty (const TemGame *game)
{
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game->weapons[card].place == TEM_PLACE_DECK)
      return FALSE;

  return TRUE;
}

gboolean
tem_game_apply_purchase (TemGame           *game,
                         const TemPurchase *purchase,
                         TemEvents         *events,
                         GError           **error)
{
  if (!tem_game_check_seat (game, purchase->player, error))
    return FALSE;

  /* In a recorded turn only the Purchase card buys (R-M1). */
  if (game->phase == TEM_PHASE_EXECUTION
      && (game->turn.seat != (int) purchase->player || game->turn.card != TEM_PROGRAM_PURCHASE
          || !game->turn.action_open))
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A2",
                      _("%s buys one weapon with a Purchase card, on their turn."),
                      game->players[purchase->player].name);
      return FALSE;
    }

  /* R-SO13: a Robot Pilot buys advanced weapons only, never a basic. */
  if (game->players[purchase->player].robot && purchase->weapon >= 0 && purchase->weapon < TEM_N_WEAPON_CARDS
      && game->weapons[purchase->weapon].kind < TEM_N_BASIC_KINDS)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-SO13",
                      _("%s is a Robot Pilot: it never buys a basic weapon."),
                      game->players[purchase->player].name);
      return FALSE;
    }

  if (!tem_game_buy_weapon (game, purchase, events, error))
    return FALSE;

  if (game->phase == TEM_PHASE_EXECUTION)
    game->turn.action_open = FALSE;
  return TRUE;
}

/* R-A2, R-A3: the purchase itself, for players and robots alike. */
gboolean
tem_game_buy_weapon (TemGame           *game,
                     const TemPurchase *purchase,
                     TemEvents         *events,
                     GError           **error)
{
  TemPlayer *player = &game->players[purchase->player];
  TemWeaponCard *weapon;
  const TemWeaponStats *stats;
  g_autofree char *name = NULL;
  gboolean from_row;
  int refill_card = -1;

  if (purchase->weapon < 0 || purchase->weapon >= TEM_N_WEAPON_CARDS)
    {
      g_set_error_literal (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID, _("There is no such weapon card."));
      return FALSE;
    }

  weapon = &game->weapons[purchase->weapon];
  from_row = weapon->place == TEM_PLACE_ROW;
  if (!from_row && weapon->place != TEM_PLACE_SUPPLY)
    {
      name = tem_catalogue_dup_weapon_name (weapon->kind);
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A2",
                      _("%s is not for sale: only the four face-up advanced cards and the basic piles are."),
                      name);
      return FALSE;
    }

  /* R-A2, R-A3: "one of the 4 Basic Weapons that you do not already
   * have": the one kept at setup, left not recorded, is asked first
   * (walk 12: all four were offered, and bought it went to the
   * stockpile with nothing equipped). */
  if (!from_row && game->rules_edition >= TEM_RULES_EDITION_BASIC_BOUGHT
      && tem_game_asks_kept_basic (game, purchase->player))
    {
      mc_rule_refuse (error, MC_RULE_ERROR_UNKNOWN_VALUE, "R-S8",
                      /* Translators: asked when a player buys a basic weapon, above the four basic weapons */
                      _("%s buys a basic weapon, and the one they kept at setup is not recorded: which one is "
                        "it?"),
                      player->name);
      tem_need_set (error, TEM_NEED_STARTING_WEAPON, (int) purchase->player, TEM_NO_CELL);
      return FALSE;
    }

  if (!from_row && owns_kind (game, purchase->player, weapon->kind))
    {
      name = tem_catalogue_dup_weapon_name (weapon->kind);
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A3",
                      /* Translators: "Ana already has the Energy Sword: a player has at most one of each
                   * basic weapon." */
                      _("%s already has the %s: a player has at most one of each basic weapon."),
                      player->name, name);
      return FALSE;
    }

  stats = &game->weapon_stats[weapon->kind];
  if (stats->cost_energy == TEM_VALUE_UNKNOWN || stats->cost_credits == TEM_VALUE_UNKNOWN)
    {
      name = tem_catalogue_dup_weapon_name (weapon->kind);
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_UNKNOWN_VALUE,
                   _("%s has no cost yet: enter the energy and credits printed on the card (0 for none)."), name);
      tem_need_set_weapon (error, (int) weapon->kind, TEM_WEAPON_FIELD_COST_ENERGY);
      return FALSE;
    }

  if (player->energy < stats->cost_energy || player->credits < stats->cost_credits)
    {
      g_autofree char *cost_energy = NULL;
      g_autofree char *cost_credits = NULL;
      g_autofree char *has_energy = NULL;
      g_autofree char *has_credits = NULL;

      name = tem_catalogue_dup_weapon_name (weapon->kind);
      /* Each count agrees with its noun ("1 credit", "2 credits"). */
      cost_energy = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d energy", "%d energy",
                                                  (gulong) ABS (stats->cost_energy)), stats->cost_energy);
      cost_credits = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d credit", "%d credits",
                                                   (gulong) ABS (stats->cost_credits)), stats->cost_credits);
      has_energy = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d energy", "%d energy",
                                                 (gulong) ABS (player->energy)), player->energy);
      has_credits = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d credit", "%d credits",
                                                  (gulong) ABS (player->credits)), player->credits);
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A2",
                      /* Translators: "Warhammer costs 2 energy and 3 credits; Ana has 1 energy and 5 credits." */
                      _("%s costs %s and %s; %s has %s and %s."),
                      name, cost_energy, cost_credits, player->name, has_energy, has_credits);
      return FALSE;
    }

  if (from_row)
    {
      int refill = -1;

      /* The row is refilled from the deck, whose order only the table
       * knows: the players say which card came up. */
      if (!deck_is_empty (game))
        {
          if (purchase->refill_kind >= 0 && purchase->refill_kind < TEM_N_WEAPON_KINDS)
            refill = tem_game_find_weapon_card (game, (guint) purchase->refill_kind, TEM_PLACE_DECK);
          if (refill < 0)
            {
              mc_rule_refuse (error, MC_RULE_ERROR_CHOICE_NEEDED, "R-A2",
                              _("Turn up the deck's top card to refill the row, and say which it is."));
              tem_need_set (error, TEM_NEED_REFILL, (int) purchase->player, TEM_NO_CELL);
              return FALSE;
            }
        }
      else if (purchase->refill_kind >= 0)
        {
          mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A2",
                          _("The deck is empty; the row is not refilled."));
          return FALSE;
        }

      if (refill >= 0)
        {
          game->weapons[refill].place = TEM_PLACE_ROW;
          game->weapons[refill].slot = weapon->slot;
          refill_card = refill;
        }
    }

  player->energy -= stats->cost_energy;
  player->credits -= stats->cost_credits;
  weapon->place = TEM_PLACE_OWNED;
  weapon->owner = (int) purchase->player;
  weapon->equipped = FALSE;
  weapon->purchased = TRUE;
  /* R-A4: equipping is allowed after a purchase. */
  player->reequip = TRUE;
  /* Told as it happens: the card bought, then the one that fills its gap. */
  tem_events_add (events, TEM_EVENT_PURCHASED, (int) purchase->player, purchase->weapon);
  if (refill_card >= 0)
    tem_events_add (events, TEM_EVENT_ROW_REFILLED, TEM_NOBODY, (int) game->weapons[refill_card].kind);
  return TRUE;
}

/* Whether @seat has a free slot for a weapon of @kind in its status (R-A4). */
static gboolean
has_free_slot (const TemGame *game,
               guint          seat,
               guint          kind)
{
  TemStatus status = game->players[seat].status;
  gboolean is_basic = kind < TEM_N_BASIC_KINDS;
  int slots = is_basic ? (status == TEM_STATUS_MIGHTY_MECH ? 0 : 2)
                       : (status == TEM_STATUS_PILOT ? 0 : status == TEM_STATUS_POWER_ARMOR ? 2 : 4);

  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    {
      const TemWeaponCard *weapon = &game->weapons[card];

      if (weapon->place == TEM_PLACE_OWNED && weapon->owner == (int) seat && weapon->equipped
          && (weapon->kind < TEM_N_BASIC_KINDS) == is_basic)
        slots--;
    }
  return slots > 0;
}

/* Whether @seat has any weapon equipped (R-A4: never none). */
gboolean
tem_game_has_equipped (const TemGame *game,
                       guint          seat)
{
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game->weapons[card].place == TEM_PLACE_OWNED && game->weapons[card].owner == (int) seat
        && game->weapons[card].equipped)
      return TRUE;
  return FALSE;
}

/* A correction names one of the weapon kinds. */
static gboolean
check_weapon_kind (int      kind,
                   GError **error)
{
  if (kind >= 0 && kind < TEM_N_WEAPON_KINDS)
    return TRUE;
  g_set_error_literal (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID, _("There is no such weapon card."));
  return FALSE;
}

/* The card of @kind @seat owns, or -1 (R-A3: one of each basic kind). */
static int
find_owned_card (const TemGame *game,
                 guint          seat,
                 guint          kind)
{
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game->weapons[card].kind == kind && game->weapons[card].place == TEM_PLACE_OWNED
        && game->weapons[card].owner == (int) seat)
      return (int) card;
  return -1;
}

/**
 * tem_game_owns_weapon_kind:
 *
 * Returns: whether @seat owns a card of @kind (R-A3: one of each basic
 *   kind at most, so a kept basic weapon is never one bought since)
 */
gboolean
tem_game_owns_weapon_kind (const TemGame *game,
                           guint          seat,
                           guint          kind)
{
  return find_owned_card (game, seat, kind) >= 0;
}

/**
 * tem_game_asks_kept_basic:
 *
 * Returns: whether the basic weapon @seat kept at setup (R-S8) is still
 *   to be told: a human owning no card that was not bought, in a game
 *   begun from %TEM_RULES_EDITION_KEPT_BASIC on (before, a bought weapon
 *   stood for it)
 */
gboolean
tem_game_asks_kept_basic (const TemGame *game,
                          guint          seat)
{
  if (game->rules_edition < TEM_RULES_EDITION_KEPT_BASIC || game->players[seat].robot)
    return FALSE;
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game->weapons[card].place == TEM_PLACE_OWNED && game->weapons[card].owner == (int) seat
        && !game->weapons[card].purchased)
      return FALSE;
  return TRUE;
}

/**
 * tem_game_correct_weapon:
 * @gained: the card goes to @seat; else @seat gives it back
 * @kind: the TemWeaponKind
 *
 * The table is the truth: a weapon the app did not record (above all the
 * basic weapon kept at setup, R-S8) is given to the player, equipped when
 * a slot is free, or one of the stockpile is equipped when none is (the
 * table always has one, R-A4); one recorded by mistake goes back to its pile (a basic
 * weapon) or the deck (an advanced one). A basic weapon given so counts
 * as the one kept, an advanced one as bought (R-SC2).
 */
gboolean
tem_game_correct_weapon (TemGame   *game,
                         guint      seat,
                         gboolean   gained,
                         int        kind,
                         TemEvents *events,
                         GError   **error)
{
  const TemPlayer *player = &game->players[seat];
  g_autofree char *name = NULL;
  TemWeaponCard *weapon;
  int card;

  if (!check_weapon_kind (kind, error))
    return FALSE;
  name = tem_catalogue_dup_weapon_name ((guint) kind);
  card = find_owned_card (game, seat, (guint) kind);

  if (!gained)
    {
      if (card < 0)
        {
          g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                       /* Translators: "Ana has no Warhammer recorded: nothing to give back." */
                       _("%s has no %s recorded: nothing to give back."), player->name, name);
          return FALSE;
        }
      weapon = &game->weapons[card];
      weapon->place = kind < TEM_N_BASIC_KINDS ? TEM_PLACE_SUPPLY : TEM_PLACE_DECK;
      weapon->owner = TEM_NOBODY;
      weapon->equipped = FALSE;
      weapon->purchased = FALSE;
      tem_events_add (events, TEM_EVENT_VALUE_CORRECTED, (int) seat, TEM_FIELD_WEAPON_RETURNED);
      return TRUE;
    }

  /* R-A4: at least one weapon is always equipped; with none recorded,
   * one of the stockpile given again is the one on the table. */
  if (card >= 0 && !game->weapons[card].equipped && !tem_game_has_equipped (game, seat)
      && has_free_slot (game, seat, (guint) kind))
    {
      game->weapons[card].equipped = TRUE;
      tem_events_add (events, TEM_EVENT_VALUE_CORRECTED, (int) seat, TEM_FIELD_WEAPON_GAINED);
      return TRUE;
    }
  if (card >= 0)
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   /* Translators: "Ana already has the Energy Sword: nothing to change." */
                   _("%s already has the %s: nothing to change."), player->name, name);
      return FALSE;
    }
  card = tem_game_find_weapon_card (game, (guint) kind, kind < TEM_N_BASIC_KINDS ? TEM_PLACE_SUPPLY : TEM_PLACE_DECK);
  if (card < 0)
    {
      if (kind < TEM_N_BASIC_KINDS)
        mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-S8",
                        /* Translators: "Every Energy Sword card is taken: give one back from another player first." */
                        _("Every %s card is taken: give one back from another player first."), name);
      else
        mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A2",
                        /* Translators: an advanced weapon is not in the deck, "Warhammer is in the row or with
                     * another player: only a card from the deck can be given." */
                        _("%s is in the row or with another player: only a card from the deck can be given."), name);
      return FALSE;
    }

  weapon = &game->weapons[card];
  weapon->place = TEM_PLACE_OWNED;
  weapon->owner = (int) seat;
  weapon->purchased = kind >= TEM_N_BASIC_KINDS;
  weapon->equipped = FALSE;
  weapon->equipped = has_free_slot (game, seat, (guint) kind);
  tem_events_add (events, TEM_EVENT_VALUE_CORRECTED, (int) seat, TEM_FIELD_WEAPON_GAINED);
  return TRUE;
}

/**
 * tem_game_correct_equipped:
 * @equipped: the card goes to a slot; else to the stockpile
 * @kind: the TemWeaponKind of a card @seat has
 *
 * The table is the truth about which weapons lie equipped, at any moment
 * (a correction, not the Equip of R-A4's timing), but the slots are the
 * card's: never more than the status holds, never none equipped (R-A4).
 */
gboolean
tem_game_correct_equipped (TemGame   *game,
                           guint      seat,
                           gboolean   equipped,
                           int        kind,
                           TemEvents *events,
                           GError   **error)
{
  const TemPlayer *player = &game->players[seat];
  g_autofree char *name = NULL;
  gboolean owned = FALSE;
  int card = -1;

  if (!check_weapon_kind (kind, error))
    return FALSE;
  name = tem_catalogue_dup_weapon_name ((guint) kind);

  /* The card to move is the one not yet where it goes (older games may
   * hold two of a kind: R-A3 was not checked on a correction then). */
  for (guint i = 0; i < TEM_N_WEAPON_CARDS && card < 0; i++)
    if (game->weapons[i].kind == (guint) kind && game->weapons[i].place == TEM_PLACE_OWNED
        && game->weapons[i].owner == (int) seat)
      {
        owned = TRUE;
        if (game->weapons[i].equipped != equipped)
          card = (int) i;
      }

  if (!owned)
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   /* Translators: "Ana has no Warhammer recorded: give it to them first." */
                   _("%s has no %s recorded: give it to them first."), player->name, name);
      return FALSE;
    }
  if (card < 0)
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   equipped ? _("%s is already equipped.") : _("%s is already in the stockpile."), name);
      return FALSE;
    }

  if (equipped && !has_free_slot (game, seat, (guint) kind))
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A4",
                      _("A Pilot holds 2 basic weapons, Power Armor 2 basic and 2 advanced, the Mighty Mech "
                        "4 advanced; %s has no free slot for %s."), player->name, name);
      return FALSE;
    }
  if (!equipped)
    {
      int left = 0;

      for (guint i = 0; i < TEM_N_WEAPON_CARDS; i++)
        left += game->weapons[i].place == TEM_PLACE_OWNED && game->weapons[i].owner == (int) seat
                && game->weapons[i].equipped;
      if (left <= 1)
        {
          mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A4", _("At least one weapon is always equipped."));
          return FALSE;
        }
    }

  game->weapons[card].equipped = equipped;
  tem_events_add (events, TEM_EVENT_VALUE_CORRECTED, (int) seat,
                  equipped ? TEM_FIELD_WEAPON_EQUIPPED : TEM_FIELD_WEAPON_STOCKPILED);
  return TRUE;
}

/* R-A4, R-C11 */
gboolean
tem_game_apply_equip (TemGame        *game,
                      const TemEquip *equip,
                      TemEvents      *events,
                      GError        **error)
{
  TemPlayer *player;
  TemWeaponCard *weapon;
  g_autofree char *name = NULL;
  int basic = 0, advanced = 0, basic_slots, advanced_slots;
  gboolean is_basic;

  if (!tem_game_check_seat (game, equip->player, error))
    return FALSE;
  player = &game->players[equip->player];

  if (game->combat.active)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A4",
                      _("Weapons are never equipped during a combat."));
      return FALSE;
    }

  if (game->phase == TEM_PHASE_EXECUTION && game->turn.seat != (int) equip->player && !player->reequip)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A4",
                      _("%s equips at the start or end of their own turn, after a purchase or when their status changes."),
                      player->name);
      return FALSE;
    }

  if (equip->weapon < 0 || equip->weapon >= TEM_N_WEAPON_CARDS
      || game->weapons[equip->weapon].place != TEM_PLACE_OWNED
      || game->weapons[equip->weapon].owner != (int) equip->player)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A4",
                      _("%s equips only their own weapons."), player->name);
      return FALSE;
    }

  weapon = &game->weapons[equip->weapon];
  if (weapon->equipped == equip->equipped)
    {
      name = tem_catalogue_dup_weapon_name (weapon->kind);
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   equip->equipped ? _("%s is already equipped.") : _("%s is already in the stockpile."), name);
      return FALSE;
    }

  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    if (game->weapons[card].place == TEM_PLACE_OWNED && game->weapons[card].owner == (int) equip->player
        && game->weapons[card].equipped)
      {
        if (game->weapons[card].kind < TEM_N_BASIC_KINDS)
          basic++;
        else
          advanced++;
      }

  if (!equip->equipped)
    {
      if (basic + advanced <= 1)
        {
          mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A4",
                          _("At least one weapon is always equipped."));
          return FALSE;
        }
      weapon->equipped = FALSE;
      mc_rule_events_add (events, TEM_EVENT_EQUIPPED, (int) equip->player, equip->weapon, FALSE);
      return TRUE;
    }

  is_basic = weapon->kind < TEM_N_BASIC_KINDS;
  basic_slots = player->status == TEM_STATUS_MIGHTY_MECH ? 0 : 2;
  advanced_slots = player->status == TEM_STATUS_PILOT ? 0 : player->status == TEM_STATUS_POWER_ARMOR ? 2 : 4;
  if ((is_basic && basic >= basic_slots) || (!is_basic && advanced >= advanced_slots))
    {
      name = tem_catalogue_dup_weapon_name (weapon->kind);
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-A4",
                      _("A Pilot holds 2 basic weapons, Power Armor 2 basic and 2 advanced, the Mighty Mech "
                        "4 advanced; %s has no free slot for %s."), player->name, name);
      return FALSE;
    }

  weapon->equipped = TRUE;
  mc_rule_events_add (events, TEM_EVENT_EQUIPPED, (int) equip->player, equip->weapon, TRUE);
  return TRUE;
}

/**
 * tem_game_row_place_is_unknown:
 * @slot: a place of the row, 0 to TEM_ROW_SIZE - 1
 *
 * Returns: whether no card is known to lie in @slot while the deck still
 *   has cards: the setup did not say which is there (R-S9), so it is asked
 */
gboolean
tem_game_row_place_is_unknown (const TemGame *game,
                               int            slot)
{
  gboolean filled = FALSE, in_deck = FALSE;

  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    {
      filled |= game->weapons[card].place == TEM_PLACE_ROW && game->weapons[card].slot == slot;
      in_deck |= game->weapons[card].place == TEM_PLACE_DECK;
    }
  return !filled && in_deck;
}
