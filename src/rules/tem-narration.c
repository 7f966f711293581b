/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tem-narration.h"

static const char *
score_reason (TemScoreReason reason)
{
  switch (reason)
    {
    case TEM_SCORE_COMBAT_START:
      return _("for starting a combat");
    case TEM_SCORE_DAMAGE:
      return _("for damage");
    case TEM_SCORE_KO:
      return _("for the KO");
    case TEM_SCORE_RETREAT:
      return _("for the retreat");
    case TEM_SCORE_TRAP_KO:
      return _("for a KO by a trap");
    case TEM_SCORE_MECH_ENTRY:
      return _("for taking the Mighty Mech");
    case TEM_SCORE_POWER_BONUS:
      return _("for the Power Attack");
    case TEM_SCORE_ZONES:
      return _("for the zones");
    case TEM_SCORE_MECH_CONTROL:
      return _("for controlling the Mighty Mech");
    case TEM_SCORE_WEAPONS:
    default:
      return _("for the weapons");
    }
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
      /* Translators: "Ana takes 5 damage from Ben's trap." */
      g_string_append_printf (text, _("%s takes %d damage from %s's trap."), who, event->value,
                              name_of (game, event->detail));
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
      /* Translators: "On the table: Ana, now a Pilot, goes to A1." */
      g_string_append_printf (text, _("On the table: %s, now a %s, goes to %s."), who,
                              tem_status_get_name (game->players[event->player].status), cell);
      break;
    case TEM_EVENT_AD_HOC:
      g_string_append_printf (text, _("%s enters Ad Hoc mode: any card, any time."), who);
      break;
    case TEM_EVENT_SCORED:
      /* Translators: "Ana scores 3 VP for damage." */
      g_string_append_printf (text, ngettext ("%s scores %d VP %s.", "%s scores %d VP %s.", event->value),
                              who, event->value, score_reason (event->detail));
      break;
    case TEM_EVENT_COLLECTED:
      /* Translators: "Ana collects 2 energy and 1 credits." */
      g_string_append_printf (text, _("%s collects %d energy and %d credits."), who, event->value, event->detail);
      break;
    case TEM_EVENT_DEPLOYED:
      cell = tem_arena_describe_cell (event->value);
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
    case TEM_EVENT_ATTACKED:
      g_string_append_printf (text, event->detail ? _("%s deals a Power Attack: %d damage.")
                                                  : _("%s attacks: %d damage."), who, event->value);
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
      g_string_append_printf (text, _("%s fills the gap in the row."), weapon);
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
        g_string_append_printf (text, _("%s heals %d."), who, event->value);
      break;
    case TEM_EVENT_UPGRADED:
      g_string_append_printf (text, _("%s upgrades to Power Armor."), who);
      break;
    case TEM_EVENT_MECH_TAKEN:
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
      g_string_append (text, _("The cards are played."));
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
