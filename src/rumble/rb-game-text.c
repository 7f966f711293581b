/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Rumblebots in words: one line per action for toasts and history, and the
 * state as text for History, results and sharing. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "rb-game-private.h"

static const char *
seat_name (const RbGame *game,
           int           seat)
{
  if (seat < 0 || seat >= (int) game->n_players)
    return "?";
  return game->players[seat].name;
}

/* A Bot the players gave no name is told in a sentence of its own ("Ana
 * recycles a tier-2 Bot"), never as a phrase put into another one, so that
 * each language can decline it. */
typedef enum
{
  BOT_NAMED,
  BOT_UNKNOWN,   /* no Bot at that index */
  BOT_OF_TIER,
  BOT_EVOLVED,
} BotKind;

/* Returns the kind of Bot at @index; @name is set for BOT_NAMED, @tier
 * for BOT_OF_TIER. */
static BotKind
bot_kind (const RbGame *game,
          int           index,
          const char  **name,
          int          *tier)
{
  const RbBot *bot;

  *name = NULL;
  *tier = 0;
  if (index < 0 || index >= RB_MAX_BOTS)
    return BOT_UNKNOWN;
  bot = &game->bots[index];
  if (bot->starter != RB_STARTER_NONE)
    {
      *name = rb_starter_get_name ((RbStarter) bot->starter);
      return BOT_NAMED;
    }
  if (bot->name[0] != '\0')
    {
      *name = bot->name;
      return BOT_NAMED;
    }
  if (bot->tier == RB_TIER_EVOLVED)
    return BOT_EVOLVED;
  *tier = bot->tier;
  return BOT_OF_TIER;
}

/* A name from an action, which may be anything: only a terminated, valid,
 * non-empty one is used. */
static gboolean
name_is_usable (const char *name)
{
  return name[0] != '\0' && memchr (name, '\0', RB_NAME_MAX) != NULL && g_utf8_validate (name, -1, NULL);
}

/* What the action itself does, in one line. */
static char *
describe_action_only (const RbGame   *before,
                      const RbAction *action)
{
  switch (action->kind)
    {
    case RB_ACTION_NEW_GAME:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "New Rumblebots game for %u player",
                                           "New Rumblebots game for %u players",
                                           action->new_game.n_players),
                              action->new_game.n_players);

    case RB_ACTION_CORRECT:
      {
        const RbCorrection *c = &action->correct;
        int old = rb_game_get_value (before, c->index, c->field);

        if (c->field == RB_FIELD_CHAMPION)
          return g_strdup_printf (_("Champion %s → %s"), seat_name (before, old), seat_name (before, c->value));
        if (c->field == RB_FIELD_TRACK)
          /* Translators: "Round space 3: crystals 3 → 2" */
          return g_strdup_printf (_("Round space %d: crystals %d → %d"), c->index + 1, old, c->value);
        if (c->field == RB_FIELD_LAB_DECK)
          return g_strdup_printf (_("Tier-%d Laboratory deck %d → %d cards"), c->index, old, c->value);
        if (c->field == RB_FIELD_LAB_ROW)
          return g_strdup_printf (_("Tier-%d Laboratory row %d → %d Bots"), c->index, old, c->value);
        /* Translators: "Ana: scrap 3 → 5" */
        return g_strdup_printf (_("%s: %s %d → %d"), seat_name (before, c->index),
                                rb_field_get_name (c->field), old, c->value);
      }

    case RB_ACTION_BUILD:
      {
        const RbBuild *b = &action->build;
        const char *player = seat_name (before, (int) b->player);

        if (!name_is_usable (b->card.name))
          {
            if (b->from_hand)
              /* Translators: "Ana builds a tier-2 Bot from her hand for 3 scrap" */
              return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   "%s builds a tier-%d Bot from the hand for %d scrap",
                                                   "%s builds a tier-%d Bot from the hand for %d scrap",
                                                   (gulong) b->card.cost),
                                      player, b->card.tier, b->card.cost);
            /* Translators: "Ana builds a tier-1 Bot for 1 scrap" */
            return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 "%s builds a tier-%d Bot for %d scrap",
                                                 "%s builds a tier-%d Bot for %d scrap",
                                                 (gulong) b->card.cost),
                                    player, b->card.tier, b->card.cost);
          }
        if (b->from_hand)
          /* Translators: "Ana builds Bill el Cohete from her hand for 3 scrap" */
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "%s builds %s from the hand for %d scrap",
                                               "%s builds %s from the hand for %d scrap",
                                               (gulong) b->card.cost),
                                  player, b->card.name, b->card.cost);
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%s builds %s for %d scrap",
                                             "%s builds %s for %d scrap",
                                             (gulong) b->card.cost),
                                player, b->card.name, b->card.cost);
      }

    case RB_ACTION_RECYCLE:
      {
        const char *player = seat_name (before, (int) action->recycle.player);
        const char *name;
        int tier;

        switch (bot_kind (before, action->recycle.bot, &name, &tier))
          {
          case BOT_NAMED:
            return g_strdup_printf (_("%s recycles %s"), player, name);
          case BOT_OF_TIER:
            return g_strdup_printf (_("%s recycles a tier-%d Bot"), player, tier);
          case BOT_EVOLVED:
            return g_strdup_printf (_("%s recycles an evolved Bot"), player);
          case BOT_UNKNOWN:
          default:
            return g_strdup_printf (_("%s recycles a Bot"), player);
          }
      }

    case RB_ACTION_UPGRADE:
      {
        int seat = (int) action->upgrade.player;
        int tier = seat >= 0 && seat < (int) before->n_players ? before->players[seat].tier : 0;

        /* RB-B17 in the toast too, in view where Upgrade was tapped (walk
         * 13: said only at the page's top, out of view). */
        if (tier + 1 <= RB_MAX_TIER && !before->tier_reached[tier + 1])
          return g_strdup_printf (_("%s upgrades the Workshop to tier %d, the first to reach it: reveal a new "
                                    "Laboratory row"), seat_name (before, seat), tier + 1);
        return g_strdup_printf (_("%s upgrades the Workshop to tier %d"), seat_name (before, seat), tier + 1);
      }

    case RB_ACTION_ENERGIZE:
      {
        const char *name = seat_name (before, (int) action->energize.player);

        if (action->energize.scan_tier != 0)
          return g_strdup_printf (action->energize.from_cryo
                                  ? _("%s energizes a Cryo-cell crystal to Scan the tier-%d deck")
                                  : _("%s energizes a crystal to Scan the tier-%d deck"),
                                  name, action->energize.scan_tier);
        if (action->energize.from_cryo)
          return g_strdup_printf (_("%s energizes a Cryo-cell crystal for 1 scrap"), name);
        if (rb_game_is_showdown (before))
          return g_strdup_printf (_("%s energizes a crystal for 2 scrap"), name);
        return g_strdup_printf (_("%s energizes a crystal for 1 scrap"), name);
      }

    case RB_ACTION_END_TURN:
      {
        int seat = (int) action->end_turn.player;
        int in_hand = 0;

        if (seat >= 0 && seat < (int) before->n_players)
          for (int t = RB_MIN_TIER; t <= RB_MAX_TIER; t++)
            in_hand += before->players[seat].hand[t];
        /* RB-B22: the hand goes back, unseen (walk 13: no word of it). */
        if (in_hand > 0)
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "%s ends the build turn: put the %d card left in the hand at the "
                                               "bottom of its deck, unseen",
                                               "%s ends the build turn: put the %d cards left in the hand at the "
                                               "bottom of their decks, in random order, unseen",
                                               (gulong) in_hand),
                                  seat_name (before, seat), in_hand);
        return g_strdup_printf (_("%s ends the build turn"), seat_name (before, seat));
      }

    case RB_ACTION_REVEAL:
      {
        const RbReveal *r = &action->reveal;
        const RbBot *bot = r->bot >= 0 && r->bot < RB_MAX_BOTS ? &before->bots[r->bot] : NULL;
        const char *name = seat_name (before, (int) r->player);
        const char *bot_name;
        int tier;
        BotKind kind = bot_kind (before, r->bot, &bot_name, &tier);
        int attack = MAX (0, r->attack == RB_UNKNOWN && bot != NULL ? bot->attack : r->attack);
        int defense = MAX (0, r->defense == RB_UNKNOWN && bot != NULL ? bot->defense : r->defense);
        int crits = MAX (0, r->crits == RB_UNKNOWN && bot != NULL ? bot->crits : r->crits);

        if (before->step == RB_STEP_FIRST_DEFENDER)
          switch (kind)
            {
            case BOT_NAMED:
              /* Translators: "Ana reveals Pingutrón with defense 3 to defend" */
              return g_strdup_printf (_("%s reveals %s with defense %d to defend"), name, bot_name, defense);
            case BOT_OF_TIER:
              return g_strdup_printf (_("%s reveals a tier-%d Bot with defense %d to defend"), name, tier, defense);
            case BOT_EVOLVED:
              return g_strdup_printf (_("%s reveals an evolved Bot with defense %d to defend"), name, defense);
            case BOT_UNKNOWN:
            default:
              return g_strdup_printf (_("%s reveals a Bot with defense %d to defend"), name, defense);
            }
        switch (kind)
          {
          case BOT_NAMED:
            /* Translators: "Ben reveals Bill el Cohete: attack 7, 0 critical hits" */
            return g_strdup_printf (_("%s reveals %s: attack %d, %d critical hits"), name, bot_name, attack, crits);
          case BOT_OF_TIER:
            return g_strdup_printf (_("%s reveals a tier-%d Bot: attack %d, %d critical hits"), name, tier, attack,
                                    crits);
          case BOT_EVOLVED:
            return g_strdup_printf (_("%s reveals an evolved Bot: attack %d, %d critical hits"), name, attack, crits);
          case BOT_UNKNOWN:
          default:
            return g_strdup_printf (_("%s reveals a Bot: attack %d, %d critical hits"), name, attack, crits);
          }
      }

    case RB_ACTION_NAME_FACTION:
      /* Translators: "Ben defends with Warfare" */
      return g_strdup_printf (_("%s defends with %s"), seat_name (before, (int) action->name_faction.player),
                              rb_faction_get_name (action->name_faction.faction));

    case RB_ACTION_ADJUST:
      {
        const RbAdjust *a = &action->adjust;

        /* Translators: "Ana's gang changes: attack +2, defense 0, critical hits 0, barriers -1" */
        return g_strdup_printf (_("%s's gang changes: attack %+d, defense %+d, critical hits %+d, barriers %+d"),
                                seat_name (before, (int) a->player), a->attack, a->defense, a->crits, a->barriers);
      }

    case RB_ACTION_SURRENDER:
      if (action->surrender.loop)
        return g_strdup_printf (_("%s surrenders by the loop rule"),
                                seat_name (before, (int) action->surrender.player));
      return g_strdup_printf (_("%s surrenders"), seat_name (before, (int) action->surrender.player));

    case RB_ACTION_CREATE_CRYSTALS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%s's Bot creates %d crystal",
                                           "%s's Bot creates %d crystals",
                                           (gulong) action->create_crystals.count),
                              seat_name (before, (int) action->create_crystals.player),
                              action->create_crystals.count);

    case RB_ACTION_TRASH:
      {
        const char *player = seat_name (before, (int) action->trash.player);
        const char *name;
        int tier;

        switch (bot_kind (before, action->trash.bot, &name, &tier))
          {
          case BOT_NAMED:
            return g_strdup_printf (_("%s trashes %s"), player, name);
          case BOT_OF_TIER:
            return g_strdup_printf (_("%s trashes a tier-%d Bot"), player, tier);
          case BOT_EVOLVED:
            return g_strdup_printf (_("%s trashes an evolved Bot"), player);
          case BOT_UNKNOWN:
          default:
            return g_strdup_printf (_("%s trashes a Bot"), player);
          }
      }

    case RB_ACTION_TRANSFORM:
      {
        const char *player = seat_name (before, (int) action->transform.player);
        const char *old;
        int tier;
        BotKind kind = bot_kind (before, action->transform.bot, &old, &tier);

        /* The card a Bot transforms into is named by the players, or not. */
        if (!name_is_usable (action->transform.card.name))
          return kind == BOT_NAMED
                 /* Translators: "Ana's Crónik transforms into an evolved Bot" */
                 ? g_strdup_printf (_("%s's %s transforms into an evolved Bot"), player, old)
                 : g_strdup_printf (_("A Bot of %s's transforms into an evolved Bot"), player);
        return kind == BOT_NAMED
               /* Translators: "Ana's Crónik transforms into Crónok" */
               ? g_strdup_printf (_("%s's %s transforms into %s"), player, old, action->transform.card.name)
               /* Translators: "A Bot of Ana's transforms into Crónok" */
               : g_strdup_printf (_("A Bot of %s's transforms into %s"), player, action->transform.card.name);
      }

    case RB_ACTION_USE_CONTRAPTION:
      {
        const char *player = seat_name (before, (int) action->use_contraption.player);
        const char *name;
        int tier;

        /* Translators: "Vicente uses Fisgón" (a Contraption) */
        if (bot_kind (before, action->use_contraption.bot, &name, &tier) == BOT_NAMED)
          return g_strdup_printf (_("%s uses %s"), player, name);
        return g_strdup_printf (_("%s uses a Contraption"), player);
      }

    case RB_ACTION_SEE_LAB_BOT:
      /* Translators: "Bill el Cohete lies face up in the tier-1 Laboratory row" */
      return g_strdup_printf (_("%s lies face up in the tier-%d Laboratory row"),
                              action->see_lab_bot.name, action->see_lab_bot.tier);

    default:
      return g_strdup (_("Unknown action"));
    }
}

/* The round space the battle was won on, "round 3" or the Showdown. */
static void
append_battle_won (GString      *text,
                   const RbGame *game,
                   int           seat,
                   int           round)
{
  if (round >= RB_SHOWDOWN)
    /* Translators: RB-V8 */
    g_string_append_printf (text, _("%s wins the Showdown battle."), seat_name (game, seat));
  else
    /* Translators: RB-C18, "Ana wins the battle of round 2." */
    g_string_append_printf (text, _("%s wins the battle of round %d."), seat_name (game, seat), round);
}

/**
 * rb_game_describe_events:
 * @game: the game after the events (for the players' names)
 * @events: what an accepted action caused
 *
 * Tells the table what to do by hand after an action, one translated
 * sentence a line: the end of a battle (who won it, the crystals each
 * takes from the round space, RB-C21, RB-C22, and the crystals to move
 * from Reactor to Cryo-cell and from the Champion's Cryo-cell to Storage,
 * RB-C23) and the new Laboratory row of the first to reach a tier
 * (RB-B17).
 *
 * Returns: (transfer full) (nullable): the lines, or %NULL when the
 *   events ask nothing of the table
 */
char *
rb_game_describe_events (const RbGame   *game,
                         const RbEvents *events)
{
  GString *text = g_string_new (NULL);
  int round = 0;
  gboolean won_crystals = FALSE;

  for (guint i = 0; i < events->n_events; i++)
    {
      const RbEvent *e = &events->events[i];
      const char *name = seat_name (game, e->player);

      if (e->kind != RB_EVENT_BATTLE_WON && e->kind != RB_EVENT_CRYSTALS_WON && e->kind != RB_EVENT_CRYSTALS_FROZEN
          && e->kind != RB_EVENT_CRYSTALS_THAWED && e->kind != RB_EVENT_ROW_REVEALED)
        continue;
      if (text->len > 0)
        g_string_append_c (text, '\n');
      switch (e->kind)
        {
        case RB_EVENT_BATTLE_WON:
          round = e->value;
          append_battle_won (text, game, e->player, round);
          /* RB-C21: an empty space gives nothing; say so, or the players
           * look for the crystals. */
          won_crystals = FALSE;
          for (guint j = i + 1; j < events->n_events; j++)
            if (events->events[j].kind == RB_EVENT_CRYSTALS_WON)
              won_crystals = TRUE;
          if (!won_crystals)
            g_string_append_printf (text, "\n%s",
                                    round >= RB_SHOWDOWN
                                    ? _("The Showdown space has no crystals to take.")
                                    : _("The space of this round has no crystals left to take."));
          break;
        case RB_EVENT_CRYSTALS_WON:
          if (e->detail != 0)
            /* Translators: RB-C22, "Ben, the last to surrender, takes 1 crystal from the round 2 space to
             * their Storage." */
            g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                       "%s, the last to surrender, takes %d crystal from the round %d "
                                                       "space to their Storage.",
                                                       "%s, the last to surrender, takes %d crystals from the round %d "
                                                       "space to their Storage.", (gulong) e->value),
                                    name, e->value, round);
          else
            /* Translators: RB-C21, "Ana takes 2 crystals from the round 2 space to their Storage." */
            g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                       "%s takes %d crystal from the round %d space to their Storage.",
                                                       "%s takes %d crystals from the round %d space to their Storage.",
                                                       (gulong) e->value),
                                    name, e->value, round);
          break;
        case RB_EVENT_CRYSTALS_FROZEN:
          /* Translators: RB-C23 */
          g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                     "%s moves %d crystal from the Reactor to the Cryo-cell.",
                                                     "%s moves %d crystals from the Reactor to the Cryo-cell.",
                                                     (gulong) e->value),
                                  name, e->value);
          break;
        case RB_EVENT_CRYSTALS_THAWED:
          /* Translators: RB-C23, only the Champion */
          g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                     "%s, the Champion, moves %d crystal from the Cryo-cell to the "
                                                     "Storage.",
                                                     "%s, the Champion, moves %d crystals from the Cryo-cell to the "
                                                     "Storage.", (gulong) e->value),
                                  name, e->value);
          break;
        case RB_EVENT_ROW_REVEALED:
          if (e->detail <= 0)
            /* Translators: RB-B17 with an empty deck */
            g_string_append_printf (text, _("%s is the first to reach tier %d, but the tier-%d Laboratory deck is "
                                            "empty: no new row."), name, e->value, e->value);
          else
            /* Translators: RB-B17, "Ana is the first to reach tier 2: reveal the top 4 cards of the tier-2
             * Laboratory deck as a new row." */
            g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                       "%s is the first to reach tier %d: reveal the top %d card of "
                                                       "the tier-%d Laboratory deck as a new row.",
                                                       "%s is the first to reach tier %d: reveal the top %d cards of "
                                                       "the tier-%d Laboratory deck as a new row.", (gulong) e->detail),
                                    name, e->value, e->detail, e->value);
          break;
        default:
          break;
        }
    }
  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return NULL;
    }
  return g_string_free (text, FALSE);
}

/**
 * rb_game_describe_action:
 * @before: the game the action is applied to
 * @action: an action that @before accepts
 *
 * Says in translated words what @action does, for toasts and history:
 * "Ana builds Bill el Cohete for 3 scrap", followed on lines of their own
 * by what it asks of the table (rb_game_describe_events()): the end of a
 * battle, a new Laboratory row.
 *
 * Returns: (transfer full): the description
 */
char *
rb_game_describe_action (const RbGame   *before,
                         const RbAction *action)
{
  g_autofree char *line = describe_action_only (before, action);
  g_autofree RbGame *after = g_memdup2 (before, sizeof (RbGame));
  g_autofree RbEvents *events = g_new0 (RbEvents, 1);
  g_autofree char *news = NULL;

  if (action->kind == RB_ACTION_NEW_GAME || !rb_game_apply (after, action, events, NULL))
    return g_steal_pointer (&line);
  news = rb_game_describe_events (after, events);
  if (news == NULL)
    return g_steal_pointer (&line);
  /* Two sentences: the action's line ends with its full stop before what
   * it causes, or a toast that wraps reads "…to tier 2 Ben is the first…". */
  /* Translators: an action ("Ana upgrades the Workshop to tier 2") made a
   * sentence, then on the next lines the sentences of what it causes. Keep
   * the line break. */
  return g_strdup_printf (_("%s.\n%s"), line, news);
}

/* One line: where the game stands, for a header or a History row. */
char *
rb_game_dup_status (const RbGame *game)
{
  guint round;

  if (!rb_game_has_started (game))
    return g_strdup (_("No game yet"));
  if (game->over)
    return g_strdup_printf (game->victory == RB_VICTORY_DOMINANCE
                            ? _("%s wins by dominance")
                            : _("%s wins the Showdown"),
                            seat_name (game, game->winner));

  round = rb_game_get_round (game);
  if (game->phase == RB_PHASE_BUILD)
    {
      if (round == RB_SHOWDOWN)
        /* Translators: "Showdown, Build Phase: Ana's turn" */
        return g_strdup_printf (_("Showdown, Build Phase: %s's turn"), seat_name (game, game->turn));
      /* Translators: "Round 3 of 5, Build Phase: Ana's turn" */
      return g_strdup_printf (_("Round %u of 5, Build Phase: %s's turn"), round, seat_name (game, game->turn));
    }

  switch (game->step)
    {
    case RB_STEP_FIRST_DEFENDER:
      return g_strdup_printf (_("Round %u, Battle Phase: %s reveals the first defender"),
                              round, seat_name (game, game->champion));
    case RB_STEP_NAME_FACTION:
      return g_strdup_printf (_("Round %u, Battle Phase: %s names a faction"),
                              round, seat_name (game, game->champion));
    case RB_STEP_CLASH:
    default:
      /* Translators: "Round 2, Battle Phase: Ben attacks 5 against Ana's defense 7" */
      return g_strdup_printf (_("Round %u, Battle Phase: %s attacks %d against %s's defense %d"),
                              round, seat_name (game, game->challenger), rb_gang_get_attack (&game->attack),
                              seat_name (game, game->champion), rb_gang_get_defense (&game->defense));
    }
}

/**
 * rb_game_dup_summary:
 *
 * The state in a few translated lines, for History, the results and the
 * share text: the round, each player's crystals, scrap and tier, who is
 * Champion, and the crystals left on the round track.
 *
 * Returns: (transfer full): the summary
 */
char *
rb_game_dup_summary (const RbGame *game)
{
  GString *text;
  g_autofree char *status = rb_game_dup_status (game);

  text = g_string_new (status);
  if (!rb_game_has_started (game))
    return g_string_free (text, FALSE);

  g_string_append_c (text, '\n');
  if (!game->over)
    g_string_append_printf (text, _("Direction of play: %s"),
                            rb_direction_get_name (rb_game_get_direction (game)));
  for (guint i = 0; i < game->n_players; i++)
    {
      const RbPlayer *player = &game->players[i];
      int crystals = rb_player_get_crystals (player);

      g_string_append_c (text, '\n');
      if ((int) i == game->champion)
        /* Translators: "Ana: 5 crystals (Storage 2, Reactor 1, Cryo-cell 2), 3 scrap, Workshop tier 2
         * (Champion)" */
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                   "%s: %d crystal (Storage %d, Reactor %d, Cryo-cell %d), %d scrap, "
                                                   "Workshop tier %d (Champion)",
                                                   "%s: %d crystals (Storage %d, Reactor %d, Cryo-cell %d), %d scrap, "
                                                   "Workshop tier %d (Champion)", (gulong) crystals),
                                player->name, crystals, player->storage, player->reactor, player->cryo,
                                player->scrap, player->tier);
      else
        /* Translators: "Ana: 5 crystals (Storage 2, Reactor 1, Cryo-cell 2), 3 scrap, Workshop tier 2" */
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                   "%s: %d crystal (Storage %d, Reactor %d, Cryo-cell %d), %d scrap, "
                                                   "Workshop tier %d",
                                                   "%s: %d crystals (Storage %d, Reactor %d, Cryo-cell %d), %d scrap, "
                                                   "Workshop tier %d", (gulong) crystals),
                                player->name, crystals, player->storage, player->reactor, player->cryo,
                                player->scrap, player->tier);
    }
  g_string_append_c (text, '\n');
  /* Translators: followed by the crystals on each round space, "3 3 2 0 0 –" */
  g_string_append (text, _("Round track:"));
  for (guint r = 0; r < RB_ROUNDS; r++)
    {
      if (r == RB_SHOWDOWN - 1)
        g_string_append (text, " –");
      else
        g_string_append_printf (text, " %d", game->track[r]);
    }
  g_string_append_c (text, '\n');
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "Common supply: %d crystal", "Common supply: %d crystals",
                                             (gulong) rb_game_get_supply (game)),
                          rb_game_get_supply (game));
  return g_string_free (text, FALSE);
}
