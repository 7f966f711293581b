/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Battle Phase (RB-C1 to RB-C23) and the Showdown's winner (RB-V8). */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "rb-game-private.h"

static gboolean
check_battle (const RbGame *game,
              guint         seat,
              GError      **error)
{
  if (!rb_game_check_seat (game, seat, error))
    return FALSE;
  if (game->phase != RB_PHASE_BATTLE)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_WRONG_PHASE, "RB-B1",
                      _("The battle starts when every player has finished their build turn."));
      return FALSE;
    }
  return TRUE;
}

/* RB-C12: the new Champion must speak first. */
static gboolean
check_no_faction_pending (const RbGame *game,
                          GError      **error)
{
  if (game->step == RB_STEP_NAME_FACTION)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_WRONG_PHASE, "RB-C12",
                      _("%s, the new Champion, first names the faction of their defense gang."),
                      game->players[game->champion].name);
      return FALSE;
    }
  return TRUE;
}

/* RB-C4, RB-C14: the next player after the Champion, in the round's
 * direction, who has not surrendered. */
static int
next_challenger (const RbGame *game)
{
  RbDirection direction = rb_game_get_direction (game);
  guint seat = (guint) game->champion;

  for (guint i = 1; i < game->n_players; i++)
    {
      seat = rb_direction_next_seat (direction, seat, game->n_players);
      if (!game->players[seat].surrendered)
        return (int) seat;
    }
  return RB_NOBODY;
}

/* RB-C21 to RB-C23, then dominance (RB-V1) or the Showdown's winner
 * (RB-V8), or the next round's Build Phase (RB-R1, RB-R5). */
static void
end_battle (RbGame   *game,
            RbEvents *events)
{
  guint round = rb_game_get_round (game);
  int *space = &game->track[round - 1];
  int champion = game->champion;
  int won;

  mc_rule_events_add (events, RB_EVENT_BATTLE_WON, champion, (int) round, 0);
  rb_gang_clear (&game->attack);
  rb_gang_clear (&game->defense);
  game->challenger = RB_NOBODY;
  game->beaten = RB_NOBODY;

  won = MIN (RB_CHAMPION_CRYSTALS, *space);                /* RB-C21 */
  *space -= won;
  game->players[champion].storage += won;
  if (won > 0)
    mc_rule_events_add (events, RB_EVENT_CRYSTALS_WON, champion, won, 0);

  if (game->n_players >= 3 && game->last_surrendered != RB_NOBODY && *space > 0)   /* RB-C22, A-11 */
    {
      won = MIN (RB_RUNNER_UP_CRYSTALS, *space);
      *space -= won;
      game->players[game->last_surrendered].storage += won;
      mc_rule_events_add (events, RB_EVENT_CRYSTALS_WON, game->last_surrendered, won, 1);
    }

  for (guint i = 0; i < game->n_players; i++)              /* RB-C23 */
    {
      RbPlayer *player = &game->players[i];

      if (player->reactor > 0)
        mc_rule_events_add (events, RB_EVENT_CRYSTALS_FROZEN, (int) i, player->reactor, 0);
      player->cryo += player->reactor;
      player->reactor = 0;
      player->deck = 0;
      player->surrendered = FALSE;
    }
  if (game->players[champion].cryo > 0)
    mc_rule_events_add (events, RB_EVENT_CRYSTALS_THAWED, champion, game->players[champion].cryo, 0);
  game->players[champion].storage += game->players[champion].cryo;
  game->players[champion].cryo = 0;
  game->last_surrendered = RB_NOBODY;
  game->step = RB_STEP_FIRST_DEFENDER;

  if (round >= RB_SHOWDOWN)                                /* RB-V8 */
    {
      game->over = TRUE;
      game->ended_round = RB_SHOWDOWN;
      game->winner = champion;
      game->victory = RB_VICTORY_SHOWDOWN;
      mc_rule_events_add (events, RB_EVENT_GAME_OVER, champion, RB_VICTORY_SHOWDOWN, 0);
      return;
    }
  if (rb_game_check_dominance (game, round, events))
    return;

  /* The next round (RB-R2); the Champion builds first (RB-R5). */
  round = rb_game_get_round (game);
  mc_rule_events_add (events, RB_EVENT_ROUND_STARTED, RB_NOBODY, (int) round, 0);
  if (round == RB_SHOWDOWN)
    mc_rule_events_add (events, RB_EVENT_SHOWDOWN, RB_NOBODY, (int) round, 0);
  game->turns_done = 0;
  rb_game_start_build_turn (game, (guint) champion, events);
}

static void
surrender (RbGame   *game,
           guint     seat,
           gboolean  loop,
           RbEvents *events)
{
  game->players[seat].surrendered = TRUE;
  game->last_surrendered = (int) seat;
  mc_rule_events_add (events, RB_EVENT_SURRENDERED, (int) seat, 0, loop ? 1 : 0);
}

/* After a clash ends: the battle's end (RB-C18) or the next Challenger. */
static void
next_clash (RbGame   *game,
            RbEvents *events)
{
  int challenger = next_challenger (game);

  rb_gang_clear (&game->attack);
  if (challenger == RB_NOBODY)
    {
      end_battle (game, events);
      return;
    }
  game->step = RB_STEP_CLASH;
  game->challenger = challenger;
  mc_rule_events_add (events, RB_EVENT_CHALLENGER, challenger, 0, 0);
}

/* RB-C7, RB-C8, RB-C10, RB-C11: the Challenger takes the token at once. */
static void
check_beaten (RbGame   *game,
              RbEvents *events)
{
  gboolean by_attack, by_crits;

  if (!rb_game_is_beaten (game))
    return;

  by_attack = rb_gang_get_attack (&game->attack) > rb_gang_get_defense (&game->defense);
  by_crits = rb_gang_get_crits (&game->attack) >= rb_game_get_crits_needed (game);
  mc_rule_events_add (events, RB_EVENT_CHAMPION_BEATEN, game->challenger, game->champion,
                      by_attack && by_crits ? RB_BEAT_BOTH : by_attack ? RB_BEAT_ATTACK : RB_BEAT_CRITS);
  rb_gang_clear (&game->defense);                          /* RB-C10 */
  game->beaten = game->champion;
  game->champion = game->challenger;                       /* RB-C11 */
  game->challenger = RB_NOBODY;
  game->step = RB_STEP_NAME_FACTION;
}

static gboolean
fill_value (int        *value,
            int         known,
            gboolean    needed,
            const char *missing,
            GError    **error)
{
  if (*value == RB_UNKNOWN)
    *value = known;
  if (*value == RB_UNKNOWN && !needed)
    *value = 0;
  if (*value == RB_UNKNOWN)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_UNKNOWN_VALUE, "RB-C6",
                      "%s", missing);
      return FALSE;
    }
  return rb_game_check_card_value (*value, FALSE, error);
}

/* RB-C2, RB-C5 to RB-C9 */
gboolean
rb_game_apply_reveal (RbGame         *game,
                      const RbReveal *reveal,
                      RbEvents       *events,
                      GError        **error)
{
  RbPlayer *player;
  RbGangCard *entry;
  RbBot *bot = NULL;
  gboolean defender;
  int attack = reveal->attack, defense = reveal->defense;
  int crits = reveal->crits, barriers = reveal->barriers;
  guint factions = reveal->factions;

  if (!check_battle (game, reveal->player, error))
    return FALSE;
  if (game->step == RB_STEP_NAME_FACTION && (int) reveal->player == game->champion)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-C9",
                      _("The Champion's gang is beaten; the Challenger stops revealing."));
      return FALSE;
    }
  if (!check_no_faction_pending (game, error))
    return FALSE;
  player = &game->players[reveal->player];
  defender = game->step == RB_STEP_FIRST_DEFENDER;

  if (defender && (int) reveal->player != game->champion)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_WRONG_PHASE, "RB-C2",
                      _("%s, the Champion, reveals the first Bot of the battle."),
                      game->players[game->champion].name);
      return FALSE;
    }
  if (!defender && (int) reveal->player != game->challenger)
    {
      if (player->surrendered)
        mc_rule_refuse (error, MC_RULE_ERROR_WRONG_PHASE, "RB-C16",
                        _("%s has surrendered and takes no further part in this battle."), player->name);
      else
        mc_rule_refuse (error, MC_RULE_ERROR_WRONG_PHASE, "RB-C14",
                        _("%s is the Challenger now; only they reveal cards."),
                        game->players[game->challenger].name);
      return FALSE;
    }
  if (player->deck <= 0)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-C16",
                      _("%s's battle deck is empty: without beating the Champion, %s surrenders."),
                      player->name, player->name);
      return FALSE;
    }

  if (!defender && game->attack.n_cards >= RB_MAX_BOTS)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_OFF_TRACK, "RB-S2",
                      _("The box holds %d Bot cards; a gang cannot hold more."), RB_MAX_BOTS);
      return FALSE;
    }

  if (reveal->bot != RB_NO_BOT)
    {
      if (!rb_game_check_own_bot (game, reveal->player, reveal->bot, error))
        return FALSE;
      bot = &game->bots[reveal->bot];
      if (bot->contraption)
        {
          mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-K10",
                          _("A Contraption is never in the battle deck."));
          return FALSE;
        }
    }

  /* The first defender needs only its defense and barriers; an attacker
   * everything, since it may stay to defend (RB-C12). */
  if (!fill_value (&defense, bot ? bot->defense : RB_UNKNOWN, TRUE, _("Enter the revealed Bot's defense."), error)
      || !fill_value (&barriers, bot ? bot->barriers : RB_UNKNOWN, TRUE, _("Enter the revealed Bot's barriers."),
                      error)
      || !fill_value (&attack, bot ? bot->attack : RB_UNKNOWN, !defender, _("Enter the revealed Bot's attack."),
                      error)
      || !fill_value (&crits, bot ? bot->crits : RB_UNKNOWN, !defender,
                      _("Enter the revealed Bot's critical hits."), error))
    return FALSE;
  if (factions == 0 && bot != NULL)
    factions = bot->factions;
  if (!defender && factions == 0)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_UNKNOWN_VALUE, "RB-C12",
                      _("Enter the revealed Bot's faction or factions."));
      return FALSE;
    }
  if (factions != 0 && !rb_factions_are_valid (factions))
    {
      mc_rule_refuse (error, MC_RULE_ERROR_INVALID, "RB-K18",
                      _("A Bot belongs to one or two of the six factions."));
      return FALSE;
    }

  /* The app remembers what the players told it about a named Bot. */
  if (bot != NULL)
    {
      if (bot->defense == RB_UNKNOWN)
        bot->defense = (gint8) defense;
      if (bot->barriers == RB_UNKNOWN)
        bot->barriers = (gint8) barriers;
      if (!defender && bot->attack == RB_UNKNOWN)
        bot->attack = (gint8) attack;
      if (!defender && bot->crits == RB_UNKNOWN)
        bot->crits = (gint8) crits;
      if (bot->factions == 0)
        bot->factions = (guint8) factions;
      bot->revealed = 1;
    }

  player->deck--;
  if (defender)                                            /* RB-C2 */
    {
      entry = &game->defense.cards[0];
      game->defense.n_cards = 1;
    }
  else
    entry = &game->attack.cards[game->attack.n_cards++];   /* RB-C5 */
  entry->attack = (gint8) attack;
  entry->defense = (gint8) defense;
  entry->crits = (gint8) crits;
  entry->barriers = (gint8) barriers;
  entry->factions = (guint8) factions;
  entry->bot = (gint8) reveal->bot;
  mc_rule_events_add (events, RB_EVENT_REVEALED, (int) reveal->player, reveal->bot, defender ? 1 : 0);

  if (defender)
    next_clash (game, events);                             /* RB-C4 */
  else
    check_beaten (game, events);                           /* RB-C7, RB-C8 */
  return TRUE;
}

/* RB-C12, RB-C13, RB-C17, A-8, A-9 */
gboolean
rb_game_apply_name_faction (RbGame              *game,
                            const RbNameFaction *name,
                            RbEvents            *events,
                            GError             **error)
{
  RbGang *defense = &game->defense;
  RbPlayer *beaten;

  if (!check_battle (game, name->player, error))
    return FALSE;
  if (game->step != RB_STEP_NAME_FACTION)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_WRONG_PHASE, "RB-C12",
                      _("A faction is named only by a Challenger who has just become Champion."));
      return FALSE;
    }
  if ((int) name->player != game->champion)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_WRONG_PHASE, "RB-C12",
                      _("%s, the new Champion, names the faction."), game->players[game->champion].name);
      return FALSE;
    }
  if (!rb_faction_is_valid ((int) name->faction))
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("Unknown faction (%d)."), (int) name->faction);
      return FALSE;
    }

  /* Bots of the named faction, two-faction ones included, turn to defend;
   * the others go to the discard pile. An empty gang defends with 0 and
   * no barriers. */
  rb_gang_clear (defense);
  for (guint i = 0; i < game->attack.n_cards; i++)
    if (game->attack.cards[i].factions & RB_FACTION_BIT (name->faction))
      defense->cards[defense->n_cards++] = game->attack.cards[i];
  mc_rule_events_add (events, RB_EVENT_NEW_CHAMPION, game->champion, (int) name->faction, (int) defense->n_cards);

  /* RB-C15, RB-C17: a beaten Champion with no cards left surrenders; one
   * whose Bots gave a new deck (corrected before this) stays in. */
  beaten = &game->players[game->beaten];
  if (beaten->deck <= 0)
    surrender (game, (guint) game->beaten, FALSE, events);
  game->beaten = RB_NOBODY;
  next_clash (game, events);
  return TRUE;
}

/* Abilities change a gang's numbers (RB-K1, RB-K8): the players' "+/-". */
gboolean
rb_game_apply_adjust (RbGame         *game,
                      const RbAdjust *adjust,
                      RbEvents       *events,
                      GError        **error)
{
  RbGang *gang, changed;

  if (!check_battle (game, adjust->player, error) || !check_no_faction_pending (game, error))
    return FALSE;
  if (game->step != RB_STEP_CLASH)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_WRONG_PHASE, "RB-C2",
                      _("No clash has started yet; the Champion reveals a Bot first."));
      return FALSE;
    }
  if ((int) adjust->player == game->challenger)
    gang = &game->attack;
  else if ((int) adjust->player == game->champion)
    gang = &game->defense;
  else
    {
      mc_rule_refuse (error, MC_RULE_ERROR_WRONG_PHASE, "RB-C3",
                      _("%s has no gang in this clash."), game->players[adjust->player].name);
      return FALSE;
    }
  if (adjust->attack == 0 && adjust->defense == 0 && adjust->crits == 0 && adjust->barriers == 0)
    {
      g_set_error_literal (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                           _("Nothing to change."));
      return FALSE;
    }
  if (ABS (adjust->attack) > RB_CARD_VALUE_MAX * 4 || ABS (adjust->defense) > RB_CARD_VALUE_MAX * 4
      || ABS (adjust->crits) > RB_CARD_VALUE_MAX * 4 || ABS (adjust->barriers) > RB_CARD_VALUE_MAX * 4)
    {
      g_set_error_literal (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK,
                           _("That change is too large for one ability."));
      return FALSE;
    }

  changed = *gang;
  changed.attack_adjust += adjust->attack;
  changed.defense_adjust += adjust->defense;
  changed.crits_adjust += adjust->crits;
  changed.barriers_adjust += adjust->barriers;
  if (rb_gang_get_attack (&changed) < 0 || rb_gang_get_defense (&changed) < 0
      || rb_gang_get_crits (&changed) < 0 || rb_gang_get_barriers (&changed) < 0)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_OFF_TRACK, "RB-C3",
                      _("A gang's totals never go below 0."));
      return FALSE;
    }
  if (rb_gang_get_attack (&changed) > RB_GANG_TOTAL_MAX || rb_gang_get_defense (&changed) > RB_GANG_TOTAL_MAX
      || rb_gang_get_crits (&changed) > RB_GANG_TOTAL_MAX || rb_gang_get_barriers (&changed) > RB_GANG_TOTAL_MAX)
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK,
                   _("A gang's totals stay below %d; check the numbers."), RB_GANG_TOTAL_MAX + 1);
      return FALSE;
    }
  *gang = changed;
  mc_rule_events_add (events, RB_EVENT_GANG_ADJUSTED, (int) adjust->player, 0, 0);
  check_beaten (game, events);
  return TRUE;
}

/* RB-C20, RB-K11: only by a player in the current clash, once per battle. */
gboolean
rb_game_apply_use_contraption (RbGame                 *game,
                               const RbUseContraption *use,
                               RbEvents               *events,
                               GError                **error)
{
  RbBot *bot;

  if (!rb_game_check_seat (game, use->player, error)
      || !rb_game_check_own_bot (game, use->player, use->bot, error))
    return FALSE;
  bot = &game->bots[use->bot];
  if (!bot->contraption)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_INVALID, "RB-K11",
                      _("Only a Contraption is turned sideways to be used."));
      return FALSE;
    }
  if (game->phase != RB_PHASE_BATTLE || game->step != RB_STEP_CLASH
      || ((int) use->player != game->challenger && (int) use->player != game->champion))
    {
      mc_rule_refuse (error, MC_RULE_ERROR_WRONG_PHASE, "RB-C20",
                      _("%s can use a Contraption only while attacking or defending in a clash."),
                      game->players[use->player].name);
      return FALSE;
    }
  if (bot->sideways)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-K11",
                      _("This Contraption is already turned sideways; it is readied at the start of "
                        "the next Battle Phase."));
      return FALSE;
    }
  bot->sideways = 1;
  mc_rule_events_add (events, RB_EVENT_CONTRAPTION_USED, (int) use->player, use->bot, 0);
  return TRUE;
}

/* RB-C16, RB-C18, RB-C19 */
gboolean
rb_game_apply_surrender (RbGame            *game,
                         const RbSurrender *give_up,
                         RbEvents          *events,
                         GError           **error)
{
  RbPlayer *player;

  if (!check_battle (game, give_up->player, error) || !check_no_faction_pending (game, error))
    return FALSE;
  player = &game->players[give_up->player];
  if (game->step != RB_STEP_CLASH || (int) give_up->player != game->challenger)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_WRONG_PHASE, "RB-C16",
                      _("Only the Challenger surrenders, and %s is not challenging now."), player->name);
      return FALSE;
    }
  if (!give_up->loop && player->deck > 0)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "RB-C9",
                      g_dngettext (GETTEXT_PACKAGE,
                                   "%s still has %d card in the battle deck and keeps revealing.",
                                   "%s still has %d cards in the battle deck and keeps revealing.",
                                   (gulong) player->deck),
                 player->name, player->deck);
      return FALSE;
    }

  surrender (game, give_up->player, give_up->loop, events);
  game->challenger = RB_NOBODY;
  next_clash (game, events);
  return TRUE;
}
