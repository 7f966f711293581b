/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tem-narration.h"

/* "Ana scores 3 VP for damage.": one whole sentence per reason, so a
 * translator can order it and agree it with the number. */
static char *
format_scored (const char *who,
               int         vp,
               int         reason)
{
  gulong n = (gulong) ABS (vp);

  switch (reason)
    {
    case TEM_SCORE_COMBAT_START:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s scores %d VP for starting a combat.",
                                           "%s scores %d VP for starting a combat.", n),
                              who, vp);
    case TEM_SCORE_DAMAGE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s scores %d VP for damage.",
                                           "%s scores %d VP for damage.", n),
                              who, vp);
    case TEM_SCORE_KO:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s scores %d VP for the KO.",
                                           "%s scores %d VP for the KO.", n),
                              who, vp);
    case TEM_SCORE_RETREAT:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s scores %d VP for the retreat.",
                                           "%s scores %d VP for the retreat.", n),
                              who, vp);
    case TEM_SCORE_TRAP_KO:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s scores %d VP for a KO by their mine or turret.",
                                           "%s scores %d VP for a KO by their mine or turret.", n),
                              who, vp);
    case TEM_SCORE_MECH_ENTRY:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s scores %d VP for taking the Mighty Mech.",
                                           "%s scores %d VP for taking the Mighty Mech.", n),
                              who, vp);
    case TEM_SCORE_POWER_BONUS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s scores %d VP for the Power Attack.",
                                           "%s scores %d VP for the Power Attack.", n),
                              who, vp);
    case TEM_SCORE_ZONES:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s scores %d VP for the zones.",
                                           "%s scores %d VP for the zones.", n),
                              who, vp);
    case TEM_SCORE_MECH_CONTROL:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s scores %d VP for controlling the Mighty Mech.",
                                           "%s scores %d VP for controlling the Mighty Mech.", n),
                              who, vp);
    case TEM_SCORE_WEAPONS:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s scores %d VP for the weapons.",
                                           "%s scores %d VP for the weapons.", n),
                              who, vp);
    }
}

/* "Ana collects 2 energy and 1 credit.": each count agrees with its noun. */
static char *
format_collected (const char *who,
                  int         energy,
                  int         credits)
{
  g_autofree char *energy_text = NULL;
  g_autofree char *credits_text = NULL;

  if (energy > 0 && credits > 0)
    {
      /* Translators: a count of energy, the first part of "Ana collects 2 energy and 1 credit." */
      energy_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d energy", "%d energy", (gulong) energy), energy);
      /* Translators: a count of credits, the second part of "Ana collects 2 energy and 1 credit." */
      credits_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d credit", "%d credits", (gulong) credits),
                                      credits);
      /* Translators: "Ana collects 2 energy and 1 credit."; the second and third %s are counts */
      return g_strdup_printf (_("%s collects %s and %s."), who, energy_text, credits_text);
    }
  if (energy > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s collects %d energy.", "%s collects %d energy.",
                                         (gulong) energy),
                            who, energy);
  if (credits > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s collects %d credit.", "%s collects %d credits.",
                                         (gulong) credits),
                            who, credits);
  return g_strdup_printf (_("%s collects nothing."), who);
}

static const char *
name_of (const TemGame *game,
         int            seat)
{
  return seat >= 0 && (guint) seat < game->n_players ? game->players[seat].name : "";
}

static void
tell_one (const TemGame  *game,
          const TemEvent *event,
          GString        *text)
{
  const char *who = name_of (game, event->player);
  g_autofree char *cell = NULL;
  g_autofree char *weapon = NULL;
  g_autofree char *sentence = NULL;

  switch (event->kind)
    {
    case TEM_EVENT_MOVED:
      cell = tem_arena_describe_cell (event->value);
      /* Translators: "Ana moves to B3." */
      g_string_append_printf (text, _("%s moves to %s."), who, cell);
      break;
    case TEM_EVENT_BLOCKED:
      g_string_append_printf (text, _("%s cannot move that way and stays."), who);
      break;
    case TEM_EVENT_TRAP:
      /* Translators: "Ana takes 5 damage from Ben's mine." */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s takes %d damage from %s's mine.",
                                                 "%s takes %d damage from %s's mine.", (gulong) event->value),
                              who, event->value, name_of (game, event->detail));
      break;
    case TEM_EVENT_TURRET_FIRED:
      /* Translators: "Ana takes 2 damage from Ben's turret." */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s takes %d damage from %s's turret.",
                                                 "%s takes %d damage from %s's turret.", (gulong) event->value),
                              who, event->value, name_of (game, event->detail));
      break;
    case TEM_EVENT_TOKEN_RETURNED:
      cell = tem_arena_describe_cell (event->value);
      g_string_append_printf (text, event->detail
                              ? _("On the table: %s's mine in %s goes back to their supply.")
                              : _("On the table: %s's turret in %s goes back to their supply."),
                              who, cell);
      break;
    case TEM_EVENT_KNOCKED_OUT:
      g_string_append_printf (text, _("%s is knocked out."), who);
      break;
    case TEM_EVENT_RESPAWNED:
      cell = tem_arena_describe_cell (event->value);
      /* Its status unchanged (a Pilot KO'd, a robot in its Power Armor):
       * where it goes, no "now a Pilot" (walk 17: Ben was a Pilot). */
      if (!event->detail)
        {
          /* Translators: "On the table: Ana goes to A1." after a KO */
          g_string_append_printf (text, _("On the table: %s goes to %s."), who, cell);
          break;
        }
      switch (game->players[event->player].status)
        {
        case TEM_STATUS_MIGHTY_MECH:
          /* Translators: "On the table: Ana, now in the Mighty Mech, goes to A1." */
          g_string_append_printf (text, _("On the table: %s, now in the Mighty Mech, goes to %s."), who, cell);
          break;
        case TEM_STATUS_POWER_ARMOR:
          /* Translators: "On the table: Ana, now in Power Armor, goes to A1." */
          g_string_append_printf (text, _("On the table: %s, now in Power Armor, goes to %s."), who, cell);
          break;
        case TEM_STATUS_PILOT:
        default:
          /* Translators: "On the table: Ana, now a Pilot, goes to A1." */
          g_string_append_printf (text, _("On the table: %s, now a Pilot, goes to %s."), who, cell);
          break;
        }
      break;
    case TEM_EVENT_AD_HOC:
      g_string_append_printf (text, _("%s enters Ad Hoc mode: any card, any time."), who);
      break;
    case TEM_EVENT_SCORED:
      sentence = format_scored (who, event->value, event->detail);
      g_string_append (text, sentence);
      break;
    case TEM_EVENT_COLLECTED:
      sentence = format_collected (who, event->value, event->detail);
      g_string_append (text, sentence);
      break;
    case TEM_EVENT_DEPLOYED:
      cell = tem_arena_describe_cell (event->value);
      if (event->detail > 1)
        /* Translators: a robot's mine the app drew (R-SO4): "On the table:
         * put Robot A's mine numbered 3 in B2, face down." */
        g_string_append_printf (text, _("On the table: put %s's mine numbered %d in %s, face down."), who,
                                event->detail - 1, cell);
      else
        g_string_append_printf (text, event->detail
                                ? _("On the table: put one of %s's mines in %s, face down.")
                                : _("On the table: put one of %s's turrets in %s."),
                                who, cell);
      break;
    case TEM_EVENT_COMBAT_STARTED:
      g_string_append_printf (text, _("Combat: %s against %s."), who, name_of (game, event->value));
      break;
    case TEM_EVENT_WEAPON_FLIPPED:
      if (event->value >= 0 && event->value < TEM_N_WEAPON_CARDS)
        weapon = tem_catalogue_dup_weapon_name (game->weapons[event->value].kind);
      /* Translators: "Robot A flips Pulse Pistol from its weapon stack." */
      g_string_append_printf (text, _("%s flips %s from its weapon stack."), who, weapon != NULL ? weapon : "");
      break;
    case TEM_EVENT_ENERGY_PAID:
      weapon = tem_catalogue_dup_weapon_name ((guint) event->detail);
      /* Translators: "Robot B pays 2 energy into Lightning Coil." (R-C4) */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s pays %d energy into %s.",
                                                 "%s pays %d energy into %s.", (gulong) event->value),
                              who, event->value, weapon);
      break;
    case TEM_EVENT_ATTACKED:
      if (event->detail)
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s deals a Power Attack: %d damage.",
                                                   "%s deals a Power Attack: %d damage.", (gulong) event->value),
                                who, event->value);
      else
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s attacks: %d damage.",
                                                   "%s attacks: %d damage.", (gulong) event->value),
                                who, event->value);
      break;
    case TEM_EVENT_UNARMED:
      /* Translators: R-SO16, a robot in the Mighty Mech owning basic weapons only */
      g_string_append_printf (text, _("%s has no weapon it can use in the Mighty Mech (basic weapons only): "
                                      "its attack deals nothing."), who);
      break;
    case TEM_EVENT_RETREATED:
      cell = tem_arena_describe_cell (event->value);
      g_string_append_printf (text, _("On the table: %s retreats to %s."), who, cell);
      break;
    case TEM_EVENT_COMBAT_ENDED:
      g_string_append (text, _("The combat is over."));
      break;
    case TEM_EVENT_PURCHASED:
      if (event->value >= 0 && event->value < TEM_N_WEAPON_CARDS)
        weapon = tem_catalogue_dup_weapon_name (game->weapons[event->value].kind);
      g_string_append_printf (text, _("%s buys %s."), who, weapon != NULL ? weapon : "");
      break;
    case TEM_EVENT_ROW_REFILLED:
      weapon = tem_catalogue_dup_weapon_name ((guint) event->value);
      if (event->detail > 0)
        /* Translators: the players said which card lies face up in a
         * place of the row: "Place 1 of the row: Battle Hammer." */
        g_string_append_printf (text, _("Place %d of the row: %s."), event->detail, weapon);
      else
        /* Translators: after a purchase, the card drawn into the row (R-A2) */
        g_string_append_printf (text, _("%s is drawn from the deck to refill the row."), weapon);
      break;
    case TEM_EVENT_EQUIPPED:
      if (event->value >= 0 && event->value < TEM_N_WEAPON_CARDS)
        weapon = tem_catalogue_dup_weapon_name (game->weapons[event->value].kind);
      g_string_append_printf (text, event->detail ? _("%s equips %s.") : _("%s puts %s in the stockpile."),
                              who, weapon != NULL ? weapon : "");
      break;
    case TEM_EVENT_HEALED:
      if (event->value == 0)
        /* R-SO14: a hurt Robot Pilot without energy */
        g_string_append_printf (text, _("%s has no energy to heal: nothing happens."), who);
      else if (event->detail > 0)
        /* R-A12: energy paid beyond the top of the health track */
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                   "%s heals %d to the top of the track; %d energy paid was wasted.",
                                                   "%s heals %d to the top of the track; %d energy paid were wasted.",
                                                   (gulong) event->detail),
                                who, event->value, event->detail);
      else
        /* Translators: "Ana heals 3.", the health regained */
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s heals %d.", "%s heals %d.",
                                                   (gulong) event->value),
                                who, event->value);
      break;
    case TEM_EVENT_UPGRADED:
      g_string_append_printf (text, _("%s upgrades to Power Armor."), who);
      break;
    case TEM_EVENT_MECH_TAKEN:
      if (event->detail == 1)
        /* R-MM1 aside: the status corrected to match the table */
        g_string_append_printf (text, _("Corrected: %s is in the Mighty Mech, as on the table (a correction, "
                                        "not a move)."), who);
      else
        g_string_append_printf (text, _("On the table: %s takes the Mighty Mech."), who);
      break;
    case TEM_EVENT_MECH_LEFT:
      g_string_append_printf (text, _("%s no longer controls the Mighty Mech."), who);
      break;
    case TEM_EVENT_TURN_STARTED:
      g_string_append_printf (text, _("Now %s plays a card."), who);
      break;
    case TEM_EVENT_ROUND_OVER:
      g_string_append (text, _("Every card of this round is played."));
      break;
    case TEM_EVENT_SCORING_ROUND:
      if (event->detail)
        g_string_append_printf (text, _("Round %d ends unscored: add each player's points by hand."), event->value);
      else
        g_string_append_printf (text, _("Round %d is scored."), event->value);
      break;
    case TEM_EVENT_ROUND_STARTED:
      g_string_append_printf (text, _("Round %d begins."), event->value);
      break;
    case TEM_EVENT_STARTING_PLAYER:
      g_string_append_printf (text, _("%s takes the starting player token."), who);
      break;
    case TEM_EVENT_GAME_OVER:
      g_string_append (text, _("The game is over."));
      break;
    case TEM_EVENT_EXECUTION_BEGAN:
      /* The program phase is over: the cards start being played now. Not
       * "Now …": the first turn's line that follows says "Now Ana plays a
       * card" (walk 10: "Now … / Now …"). */
      g_string_append (text, _("The cards are played, one at a time."));
      break;
    case TEM_EVENT_GAME_STARTED:
    case TEM_EVENT_VALUE_CORRECTED:
    case TEM_EVENT_ZONE_SET:
    case TEM_EVENT_WEAPON_SET:
    case TEM_EVENT_ROBOT_PLAYED:
    default:
      return;
    }
  g_string_append_c (text, '\n');
}

/**
 * tem_format_list:
 * @items: the items, already in the reader's language
 *
 * "A, B and C": the one list every summary and scoring text shares, built
 * from translated patterns (a list of two, the last two of a longer one,
 * an item before the rest), so a language orders and joins them its way.
 */
char *
tem_format_list (const char * const *items,
                 guint               n_items)
{
  char *text;

  if (n_items == 0)
    return g_strdup ("");
  if (n_items == 1)
    return g_strdup (items[0]);
  if (n_items == 2)
    /* Translators: a list of two items: "Ana and Ben" */
    return g_strdup_printf (C_("list of two", "%1$s and %2$s"), items[0], items[1]);

  /* Translators: the last two items of a longer list: "… Ben and Cleo" */
  text = g_strdup_printf (C_("list, the last two", "%1$s and %2$s"), items[n_items - 2], items[n_items - 1]);
  for (guint i = n_items - 2; i-- > 0;)
    {
      /* Translators: an item, then the rest of its list: "Ana, Ben and Cleo" */
      char *longer = g_strdup_printf (C_("list, an item before the rest", "%1$s, %2$s"), items[i], text);

      g_free (text);
      text = longer;
    }
  return text;
}

/**
 * tem_narration_tell:
 * @game: the game after the action
 * @events: what it caused
 *
 * Returns: the sentences, one per line, possibly empty
 */
char *
tem_narration_tell (const TemGame   *game,
                    const TemEvents *events)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (game != NULL && events != NULL, g_strdup (""));

  for (guint i = 0; i < events->n_events; i++)
    tell_one (game, &events->events[i], text);
  if (text->len > 0 && text->str[text->len - 1] == '\n')
    g_string_truncate (text, text->len - 1);
  return g_string_free (g_steal_pointer (&text), FALSE);
}
