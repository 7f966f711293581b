/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "mc-bounded-file.h"
#include "mc-card-memory-private.h"
#include "mc-json-guard.h"
#include "mc-journal-error.h"
#include "mc-journal-json.h"

const char * const mc_card_memory_side_ids[] = { "troy", "sparta", NULL };
const char * const mc_card_memory_mech_ability_ids[] = { "unknown", "rocket-charge", "force-field", NULL };
const char * const mc_card_memory_resource_ids[] = { "energy", "credits", NULL };

void
mc_card_change_free (McCardChange *change)
{
  if (change == NULL)
    return;
  g_free (change->ours);
  g_free (change->theirs);
  g_free (change);
}

McCardMemory *
mc_card_memory_new (void)
{
  McCardMemory *self = g_new0 (McCardMemory, 1);

  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
      self->values[kind][field] = TEM_VALUE_UNKNOWN;
  self->base_value = TEM_VALUE_UNKNOWN;
  self->mech_value = TEM_VALUE_UNKNOWN;
  self->program_twice = TEM_PROGRAM_NONE;
  self->bots = mc_bot_list_new ();
  return self;
}

static void
clear (McCardMemory *self)
{
  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      g_clear_pointer (&self->names[kind], g_free);
      g_clear_pointer (&self->texts[kind], g_free);
    }
  for (guint i = 0; i < self->n_pilots; i++)
    {
      g_clear_pointer (&self->pilots[i].name, g_free);
      g_clear_pointer (&self->pilots[i].ability, g_free);
    }
  for (guint side = 0; side < MC_CARD_MEMORY_N_SIDES; side++)
    g_clear_pointer (&self->mech_texts[side], g_free);
  g_clear_pointer (&self->bots, mc_bot_list_free);
}

void
mc_card_memory_free (McCardMemory *self)
{
  if (self == NULL)
    return;
  clear (self);
  g_free (self);
}

McCardMemory *
mc_card_memory_copy (McCardMemory *self)
{
  McCardMemory *copy = g_memdup2 (self, sizeof *self);

  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      copy->names[kind] = g_strdup (self->names[kind]);
      copy->texts[kind] = g_strdup (self->texts[kind]);
    }
  for (guint i = 0; i < self->n_pilots; i++)
    {
      copy->pilots[i].name = g_strdup (self->pilots[i].name);
      copy->pilots[i].ability = g_strdup (self->pilots[i].ability);
    }
  for (guint side = 0; side < MC_CARD_MEMORY_N_SIDES; side++)
    copy->mech_texts[side] = g_strdup (self->mech_texts[side]);
  copy->bots = mc_bot_list_copy (self->bots);
  return copy;
}

/* Takes everything @other holds; @other is freed. */
void
mc_card_memory_take (McCardMemory *self,
                     McCardMemory *other)
{
  clear (self);
  memcpy (self, other, sizeof *self);
  g_free (other);
}

gboolean
mc_card_memory_fail (GError        **error,
                     McJournalError  code,
                     const char     *message)
{
  g_set_error_literal (error, MC_JOURNAL_ERROR, code, message);
  return FALSE;
}

/* Names and texts: short, one paragraph, no control characters. A blank
 * text is nothing entered. */
static gboolean
check_text (const char  *text,
            guint        max_chars,
            const char  *what,
            GError     **error)
{
  if (text == NULL)
    return TRUE;
  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_BINARY, _("%s: the text is not valid UTF-8."), what);
      return FALSE;
    }
  if (g_utf8_strlen (text, -1) > (glong) max_chars)
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_LARGE,
                   g_dngettext (GETTEXT_PACKAGE, "%s: at most %u character.", "%s: at most %u characters.", max_chars),
                   what, max_chars);
      return FALSE;
    }
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (g_unichar_iscntrl (g_utf8_get_char (p)))
      {
        g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                     _("%s: the text holds a control character."), what);
        return FALSE;
      }
  return TRUE;
}

/* A copy without the spaces around it, or NULL when nothing is left. */
static char *
dup_stripped (const char *text)
{
  char *copy;

  if (text == NULL)
    return NULL;
  copy = g_strstrip (g_strdup (text));
  if (*copy == '\0')
    g_clear_pointer (&copy, g_free);
  return copy;
}

static gboolean
same_name (const char *a,
           const char *b)
{
  g_autofree char *fa = NULL, *fb = NULL;

  if (a == NULL || b == NULL)
    return FALSE;
  fa = g_utf8_casefold (a, -1);
  fb = g_utf8_casefold (b, -1);
  return g_str_equal (fa, fb);
}

/* Weapons -------------------------------------------------------------- */

int
mc_card_memory_get (McCardMemory  *self,
                    guint          kind,
                    TemWeaponField field)
{
  g_return_val_if_fail (kind < TEM_N_WEAPON_KINDS && field < TEM_N_WEAPON_FIELDS, TEM_VALUE_UNKNOWN);

  return self->values[kind][field];
}

gboolean
mc_card_memory_value_is_valid (TemWeaponField field,
                               int            value)
{
  switch (field)
    {
    case TEM_WEAPON_FIELD_TYPE:
      return value >= TEM_WEAPON_TYPE_AREA && value <= TEM_WEAPON_TYPE_MELEE;
    case TEM_WEAPON_FIELD_ABILITY:
      return value == TEM_ABILITY_NONE || value == TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE
             || value == TEM_ABILITY_POWER_ATTACK_VP;
    case TEM_WEAPON_FIELD_ABILITY_AMOUNT:
      return value >= 0 && value <= TEM_ABILITY_AMOUNT_MAX;
    case TEM_WEAPON_FIELD_COST_ENERGY:
    case TEM_WEAPON_FIELD_COST_CREDITS:
    case TEM_WEAPON_FIELD_ATTACK:
    case TEM_WEAPON_FIELD_POWER:
    case TEM_WEAPON_FIELD_VP:
    default:
      return value >= 0 && value <= MC_CARD_MEMORY_MAX_VALUE;
    }
}

/* The players' own value for one number of a weapon card, or
 * TEM_VALUE_UNKNOWN to forget it. */
gboolean
mc_card_memory_set (McCardMemory   *self,
                    guint           kind,
                    TemWeaponField  field,
                    int             value)
{
  g_return_val_if_fail (kind < TEM_N_WEAPON_KINDS && field < TEM_N_WEAPON_FIELDS, FALSE);

  if (value != TEM_VALUE_UNKNOWN && !mc_card_memory_value_is_valid (field, value))
    return FALSE;
  self->values[kind][field] = value;
  return TRUE;
}

const char *
mc_card_memory_get_weapon_name (McCardMemory *self,
                                guint         kind)
{
  g_return_val_if_fail (kind < TEM_N_WEAPON_KINDS, NULL);

  return self->names[kind];
}

/* Whether @name is taken by another card: a public name (in English or
 * translated) or one the players gave. */
gboolean
mc_card_memory_name_is_taken (McCardMemory *self,
                              guint         kind,
                              const char   *name)
{
  for (guint other = 0; other < TEM_N_WEAPON_KINDS; other++)
    {
      const char *public_name = tem_catalogue_get_weapon (other)->name;

      if (other == kind)
        continue;
      if (public_name != NULL && (same_name (name, public_name) || same_name (name, _(public_name))))
        return TRUE;
      if (same_name (name, self->names[other]))
        return TRUE;
    }
  return FALSE;
}

/**
 * mc_card_memory_set_weapon_name:
 * @name: (nullable): the name on the card, or %NULL to forget it
 *
 * Names an advanced card whose name no public text gives. Two cards never
 * share a name, and a public name is never replaced.
 */
gboolean
mc_card_memory_set_weapon_name (McCardMemory *self,
                                guint         kind,
                                const char   *name,
                                GError      **error)
{
  g_autofree char *label = NULL;
  g_autofree char *stripped = NULL;

  g_return_val_if_fail (kind < TEM_N_WEAPON_KINDS, FALSE);

  label = tem_catalogue_dup_weapon_label (kind);
  if (tem_catalogue_get_weapon (kind)->name != NULL)
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                   _("%s: its name is given by the rulebooks already."), label);
      return FALSE;
    }
  if (!check_text (name, MC_CARD_NAME_MAX_CHARS, label, error))
    return FALSE;
  stripped = dup_stripped (name);
  if (stripped != NULL && mc_card_memory_name_is_taken (self, kind, stripped))
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                   _("%s: another weapon is called “%s” already."), label, stripped);
      return FALSE;
    }
  g_free (self->names[kind]);
  self->names[kind] = g_steal_pointer (&stripped);
  return TRUE;
}

const char *
mc_card_memory_get_weapon_text (McCardMemory *self,
                                guint         kind)
{
  g_return_val_if_fail (kind < TEM_N_WEAPON_KINDS, NULL);

  return self->texts[kind];
}

gboolean
mc_card_memory_set_weapon_text (McCardMemory *self,
                                guint         kind,
                                const char   *text,
                                GError      **error)
{
  g_autofree char *label = NULL;

  g_return_val_if_fail (kind < TEM_N_WEAPON_KINDS, FALSE);

  label = tem_catalogue_dup_weapon_label (kind);
  if (!check_text (text, MC_CARD_TEXT_MAX_CHARS, label, error))
    return FALSE;
  g_free (self->texts[kind]);
  self->texts[kind] = dup_stripped (text);
  return TRUE;
}

/* The rules core says "Plasma Lance" rather than "Advanced weapon 7". */
void
mc_card_memory_name_weapons (McCardMemory *self)
{
  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    if (tem_catalogue_get_weapon (kind)->name == NULL)
      tem_catalogue_set_weapon_name (kind, self->names[kind]);
}

/**
 * mc_card_memory_remember:
 *
 * Keeps what @game knows of weapon @kind that the box's own catalogue does
 * not give (those need no remembering).
 *
 * Returns: %TRUE if anything new was kept
 */
gboolean
mc_card_memory_remember (McCardMemory  *self,
                         const TemGame *game,
                         guint          kind)
{
  const TemWeaponStats *printed;
  gboolean changed = FALSE;

  g_return_val_if_fail (kind < TEM_N_WEAPON_KINDS, FALSE);

  printed = &tem_catalogue_get_weapon (kind)->stats;
  for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
    {
      int value = tem_weapon_stats_get_field (&game->weapon_stats[kind], field);

      if (value == TEM_VALUE_UNKNOWN || tem_weapon_stats_get_field (printed, field) != TEM_VALUE_UNKNOWN
          || self->values[kind][field] == value || !mc_card_memory_value_is_valid (field, value))
        continue;
      self->values[kind][field] = value;
      changed = TRUE;
    }
  return changed;
}

/**
 * mc_card_memory_fill:
 * @actions: (out caller-allocates): room for @max_actions
 *
 * The SET_WEAPON and SET_ZONE actions that give @game what is remembered
 * and it does not know yet: weapon numbers, and the values of the Base and
 * Mech zone cards (resource cards lie at random, so only the table says
 * which is where).
 *
 * Returns: how many actions were written
 */
guint
mc_card_memory_fill (McCardMemory  *self,
                     const TemGame *game,
                     TemAction     *actions,
                     guint          max_actions)
{
  guint n = 0;

  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
      {
        int value = self->values[kind][field];

        if (n >= max_actions || value == TEM_VALUE_UNKNOWN
            || tem_weapon_stats_get_field (&game->weapon_stats[kind], field) != TEM_VALUE_UNKNOWN)
          continue;
        tem_action_init_set_weapon (&actions[n++], kind, field, value);
      }

  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    {
      const TemZone *zone = &game->arena.zones[cell];
      int value;

      if (zone->kind != TEM_ZONE_BASE && zone->kind != TEM_ZONE_MECH)
        continue;
      value = zone->kind == TEM_ZONE_BASE ? self->base_value : self->mech_value;
      if (n >= max_actions || value == TEM_VALUE_UNKNOWN || zone->value != TEM_VALUE_UNKNOWN)
        continue;
      tem_action_init_set_zone (&actions[n++], cell, value, TEM_RESOURCE_ENERGY | TEM_RESOURCE_CREDITS);
    }
  return n;
}

/* Pilots --------------------------------------------------------------- */

/* A shipped pilot is kept under its English name, whatever language it was
 * typed in, so cards files travel between languages. */
static const char *
canonical_pilot_name (const char *name)
{
  for (guint i = 0; i < tem_catalogue_get_n_pilots (); i++)
    {
      const TemPilotSpec *spec = tem_catalogue_get_pilot (i);

      if (same_name (name, _(spec->name)))
        return spec->name;
      for (guint j = 0; spec->printed[j] != NULL; j++)
        if (same_name (name, spec->printed[j]))
          return spec->name;
    }
  return name;
}

int
mc_card_memory_find_pilot_index (McCardMemory *self,
                                 const char   *name)
{
  const char *canonical;

  if (name == NULL)
    return -1;
  canonical = canonical_pilot_name (name);
  for (guint i = 0; i < self->n_pilots; i++)
    if (same_name (self->pilots[i].name, canonical))
      return (int) i;
  return -1;
}

guint
mc_card_memory_get_n_pilots (McCardMemory *self)
{
  return self->n_pilots;
}

const McPilotCard *
mc_card_memory_get_pilot (McCardMemory *self,
                          guint         index)
{
  g_return_val_if_fail (index < self->n_pilots, NULL);

  return &self->pilots[index];
}

/* The pilot of that name in any of the app's languages, or NULL. */
const McPilotCard *
mc_card_memory_find_pilot (McCardMemory *self,
                           const char   *name)
{
  int i = mc_card_memory_find_pilot_index (self, name);

  return i < 0 ? NULL : &self->pilots[i];
}

/**
 * mc_card_memory_set_pilot:
 * @health: the Pilot side's top health, or TEM_VALUE_UNKNOWN
 * @ability: (nullable): the ability in the players' words
 *
 * Adds or corrects one of the box's eight pilot cards.
 */
gboolean
mc_card_memory_set_pilot (McCardMemory *self,
                          const char   *name,
                          int           health,
                          const char   *ability,
                          GError      **error)
{
  g_autofree char *stripped = NULL;
  McPilotCard *pilot;
  int i;

  if (!check_text (name, MC_CARD_NAME_MAX_CHARS, _("A pilot’s name"), error))
    return FALSE;
  stripped = dup_stripped (name);
  if (stripped == NULL)
    return mc_card_memory_fail (error, MC_JOURNAL_ERROR_OUT_OF_RANGE, _("A pilot card needs its name."));
  if (!check_text (ability, MC_CARD_TEXT_MAX_CHARS, stripped, error))
    return FALSE;
  if (health != TEM_VALUE_UNKNOWN && (health < TEM_PILOT_HEALTH_TOP_MIN || health > TEM_PILOT_HEALTH_TOP_MAX))
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                   _("%s: the top of a pilot’s health track is from %d to %d."), stripped,
                   TEM_PILOT_HEALTH_TOP_MIN, TEM_PILOT_HEALTH_TOP_MAX);
      return FALSE;
    }

  i = mc_card_memory_find_pilot_index (self, stripped);
  if (i < 0)
    {
      if (self->n_pilots >= TEM_N_PILOT_CARDS)
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                       g_dngettext (GETTEXT_PACKAGE, "The box holds %d pilot card: forget it before adding “%s”.",
                                    "The box holds %d pilot cards: forget one before adding “%s”.", TEM_N_PILOT_CARDS),
                       TEM_N_PILOT_CARDS, stripped);
          return FALSE;
        }
      i = (int) self->n_pilots++;
      self->pilots[i].name = g_strdup (canonical_pilot_name (stripped));
    }
  pilot = &self->pilots[i];
  pilot->health = health;
  g_free (pilot->ability);
  pilot->ability = dup_stripped (ability);
  return TRUE;
}

gboolean
mc_card_memory_forget_pilot (McCardMemory *self,
                             const char   *name)
{
  int i = mc_card_memory_find_pilot_index (self, name);

  if (i < 0)
    return FALSE;
  g_free (self->pilots[i].name);
  g_free (self->pilots[i].ability);
  memmove (&self->pilots[i], &self->pilots[i + 1], (self->n_pilots - (guint) i - 1) * sizeof (McPilotCard));
  self->n_pilots--;
  memset (&self->pilots[self->n_pilots], 0, sizeof (McPilotCard));
  return TRUE;
}

/* Program cards and the Mighty Mech ------------------------------------ */

int
mc_card_memory_get_program_twice (McCardMemory *self)
{
  return self->program_twice;
}

/* Which action the eight program cards of a deck show twice. */
gboolean
mc_card_memory_set_program_twice (McCardMemory *self,
                                  int           program)
{
  if (program != TEM_PROGRAM_NONE && !tem_program_is_valid (program))
    return FALSE;
  self->program_twice = program;
  return TRUE;
}

TemMechAbility
mc_card_memory_get_mech_ability (McCardMemory *self,
                                 TemMechSide   side)
{
  g_return_val_if_fail (side == TEM_MECH_SIDE_TROY || side == TEM_MECH_SIDE_SPARTA, TEM_MECH_ABILITY_UNKNOWN);

  return self->mech_abilities[side - TEM_MECH_SIDE_TROY];
}

const char *
mc_card_memory_get_mech_text (McCardMemory *self,
                              TemMechSide   side)
{
  g_return_val_if_fail (side == TEM_MECH_SIDE_TROY || side == TEM_MECH_SIDE_SPARTA, NULL);

  return self->mech_texts[side - TEM_MECH_SIDE_TROY];
}

/**
 * mc_card_memory_set_mech_side:
 * @text: (nullable): the ability in the players' words
 *
 * Which of the two abilities a side of the Mighty Mech card has. The card
 * has one of each, so the other side gets the other one.
 */
gboolean
mc_card_memory_set_mech_side (McCardMemory   *self,
                              TemMechSide     side,
                              TemMechAbility  ability,
                              const char     *text,
                              GError        **error)
{
  guint index, other;

  g_return_val_if_fail (side == TEM_MECH_SIDE_TROY || side == TEM_MECH_SIDE_SPARTA, FALSE);

  if (ability > TEM_MECH_ABILITY_FORCE_FIELD)
    return mc_card_memory_fail (error, MC_JOURNAL_ERROR_OUT_OF_RANGE, _("The Mighty Mech’s abilities are Rocket Charge and Force Field."));
  if (!check_text (text, MC_CARD_TEXT_MAX_CHARS, tem_catalogue_get_mech_side (side), error))
    return FALSE;

  index = side - TEM_MECH_SIDE_TROY;
  other = 1 - index;
  self->mech_abilities[index] = ability;
  g_free (self->mech_texts[index]);
  self->mech_texts[index] = dup_stripped (text);
  if (ability == TEM_MECH_ABILITY_UNKNOWN)
    return TRUE;
  if (self->mech_abilities[other] == ability || self->mech_abilities[other] == TEM_MECH_ABILITY_UNKNOWN)
    {
      if (self->mech_abilities[other] == ability)
        g_clear_pointer (&self->mech_texts[other], g_free);
      self->mech_abilities[other] = ability == TEM_MECH_ABILITY_ROCKET_CHARGE ? TEM_MECH_ABILITY_FORCE_FIELD
                                                                            : TEM_MECH_ABILITY_ROCKET_CHARGE;
    }
  return TRUE;
}

/* Rumblebots' Bots ------------------------------------------------------ */

guint
mc_card_memory_get_n_bots (McCardMemory *self)
{
  return mc_bot_list_get_n (self->bots);
}

const McBotCard *
mc_card_memory_get_bot (McCardMemory *self,
                        guint         index)
{
  return mc_bot_list_get (self->bots, index);
}

/* The Bot the players named so before, whatever the case, or NULL: what
 * the app offers when a Bot of that name is revealed again. */
const McBotCard *
mc_card_memory_find_bot (McCardMemory *self,
                         const char   *name)
{
  return mc_bot_list_find (self->bots, name);
}

/**
 * mc_card_memory_set_bot:
 * @bot: what the players read off a revealed Bot; RB_UNKNOWN (factions 0)
 *   for what they did not enter
 *
 * Remembers a Bot by its name, or adds to what is known of it. Bad values
 * change nothing and say why.
 */
gboolean
mc_card_memory_set_bot (McCardMemory     *self,
                        const McBotCard  *bot,
                        GError          **error)
{
  return mc_bot_list_set (self->bots, bot, error);
}
