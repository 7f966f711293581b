/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "mc-bounded-file.h"
#include "mc-card-memory.h"
#include "mc-json-guard.h"
#include "mc-journal-error.h"
#include "mc-journal-json.h"

#define FORMAT "mech-companion-cards"
#define VERSION 2           /* 1 held weapon numbers only; both are read */
#define MAX_BYTES (1024 * 1024)
#define MAX_VALUE 100
#define N_SIDES 2           /* Troy 3000, Sparta 3000 */

static const char * const side_ids[] = { "troy", "sparta", NULL };
static const char * const mech_ability_ids[] = { "unknown", "rocket-charge", "force-field", NULL };
static const char * const resource_ids[] = { "energy", "credits", NULL };

struct _McCardMemory
{
  int            values[TEM_N_WEAPON_KINDS][TEM_N_WEAPON_FIELDS];   /* TEM_VALUE_UNKNOWN when not entered */
  char          *names[TEM_N_WEAPON_KINDS];     /* for cards whose name is not public */
  char          *texts[TEM_N_WEAPON_KINDS];     /* the ability in the players' words */
  McPilotCard    pilots[TEM_N_PILOT_CARDS];     /* shipped pilots under their English name */
  guint          n_pilots;
  McZoneCard     zones[TEM_N_RESOURCE_ZONE_CARDS];
  guint          n_zones;
  int            base_value;
  int            mech_value;
  int            program_twice;                 /* TemProgram, or TEM_PROGRAM_NONE */
  TemMechAbility mech_abilities[N_SIDES];
  char          *mech_texts[N_SIDES];
  McBotList     *bots;                          /* Rumblebots' Bots, by name */
};

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
  for (guint side = 0; side < N_SIDES; side++)
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
  for (guint side = 0; side < N_SIDES; side++)
    copy->mech_texts[side] = g_strdup (self->mech_texts[side]);
  copy->bots = mc_bot_list_copy (self->bots);
  return copy;
}

/* Takes everything @other holds; @other is freed. */
static void
take (McCardMemory *self,
      McCardMemory *other)
{
  clear (self);
  memcpy (self, other, sizeof *self);
  g_free (other);
}

static int
find_id (const char * const *ids,
         const char         *id)
{
  for (int i = 0; ids[i] != NULL; i++)
    if (g_str_equal (ids[i], id))
      return i;
  return -1;
}

static int
find_weapon (const char *id)
{
  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    if (g_str_equal (tem_catalogue_get_weapon (kind)->id, id))
      return (int) kind;
  return -1;
}

static gboolean
fail (GError        **error,
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

static gboolean
value_is_valid (TemWeaponField field,
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
      return value >= 0 && value <= MAX_VALUE;
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

  if (value != TEM_VALUE_UNKNOWN && !value_is_valid (field, value))
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
static gboolean
name_is_taken (McCardMemory *self,
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
  if (stripped != NULL && name_is_taken (self, kind, stripped))
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
          || self->values[kind][field] == value || !value_is_valid (field, value))
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

static int
find_pilot_index (McCardMemory *self,
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
  int i = find_pilot_index (self, name);

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
    return fail (error, MC_JOURNAL_ERROR_OUT_OF_RANGE, _("A pilot card needs its name."));
  if (!check_text (ability, MC_CARD_TEXT_MAX_CHARS, stripped, error))
    return FALSE;
  if (health != TEM_VALUE_UNKNOWN && (health < TEM_PILOT_HEALTH_TOP_MIN || health > TEM_PILOT_HEALTH_TOP_MAX))
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                   _("%s: the top of a pilot’s health track is from %d to %d."), stripped,
                   TEM_PILOT_HEALTH_TOP_MIN, TEM_PILOT_HEALTH_TOP_MAX);
      return FALSE;
    }

  i = find_pilot_index (self, stripped);
  if (i < 0)
    {
      if (self->n_pilots >= TEM_N_PILOT_CARDS)
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                       _("The box holds %d pilot cards: forget one before adding “%s”."), TEM_N_PILOT_CARDS,
                       stripped);
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
  int i = find_pilot_index (self, name);

  if (i < 0)
    return FALSE;
  g_free (self->pilots[i].name);
  g_free (self->pilots[i].ability);
  memmove (&self->pilots[i], &self->pilots[i + 1], (self->n_pilots - (guint) i - 1) * sizeof (McPilotCard));
  self->n_pilots--;
  memset (&self->pilots[self->n_pilots], 0, sizeof (McPilotCard));
  return TRUE;
}

/* Zone cards ----------------------------------------------------------- */

static int
compare_zone_cards (gconstpointer a,
                    gconstpointer b)
{
  const McZoneCard *x = a, *y = b;

  if (x->value != y->value)
    return x->value - y->value;
  return (int) x->resources - (int) y->resources;
}

guint
mc_card_memory_get_zone_cards (McCardMemory *self,
                               McZoneCard   *cards)
{
  memcpy (cards, self->zones, self->n_zones * sizeof (McZoneCard));
  return self->n_zones;
}

static gboolean
zone_card_is_valid (const McZoneCard *card)
{
  return card->value >= 0 && card->value <= TEM_ZONE_VALUE_MAX
         && card->resources != 0 && (card->resources & ~(guint) (TEM_RESOURCE_ENERGY | TEM_RESOURCE_CREDITS)) == 0;
}

/* The box's resource zone cards, in any order (kept sorted). */
gboolean
mc_card_memory_set_zone_cards (McCardMemory     *self,
                               const McZoneCard *cards,
                               guint             n_cards,
                               GError          **error)
{
  if (n_cards > TEM_N_RESOURCE_ZONE_CARDS)
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                   _("The box holds %d resource zone cards, not %u."), TEM_N_RESOURCE_ZONE_CARDS, n_cards);
      return FALSE;
    }
  for (guint i = 0; i < n_cards; i++)
    if (!zone_card_is_valid (&cards[i]))
      {
        g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                     _("A zone card is worth 0 to %d and shows energy, credits or both."), TEM_ZONE_VALUE_MAX);
        return FALSE;
      }
  memmove (self->zones, cards, n_cards * sizeof (McZoneCard));
  self->n_zones = n_cards;
  qsort (self->zones, n_cards, sizeof (McZoneCard), compare_zone_cards);
  return TRUE;
}

int
mc_card_memory_get_zone_value (McCardMemory *self,
                               TemZoneKind   kind)
{
  g_return_val_if_fail (kind == TEM_ZONE_BASE || kind == TEM_ZONE_MECH, TEM_VALUE_UNKNOWN);

  return kind == TEM_ZONE_BASE ? self->base_value : self->mech_value;
}

/* The value printed on every Base zone card, or on the Mech zone card. */
gboolean
mc_card_memory_set_zone_value (McCardMemory *self,
                               TemZoneKind   kind,
                               int           value)
{
  g_return_val_if_fail (kind == TEM_ZONE_BASE || kind == TEM_ZONE_MECH, FALSE);

  if (value != TEM_VALUE_UNKNOWN && (value < 0 || value > TEM_ZONE_VALUE_MAX))
    return FALSE;
  if (kind == TEM_ZONE_BASE)
    self->base_value = value;
  else
    self->mech_value = value;
  return TRUE;
}

static guint
count_cards (const McZoneCard *cards,
             guint             n_cards,
             int               value,
             guint             resources)
{
  guint n = 0;

  for (guint i = 0; i < n_cards; i++)
    n += cards[i].value == value && cards[i].resources == resources;
  return n;
}

/**
 * mc_card_memory_remember_zones:
 *
 * Learns the box's zone cards from a game's arena as the players entered
 * it: each kind of resource card at least as many times as it lies there,
 * and the Base and Mech values if not known yet. A game that disagrees
 * with what is known (more cards than the box holds) teaches nothing: the
 * catalogue page is where a mistake is corrected.
 *
 * Returns: %TRUE if anything new was kept
 */
gboolean
mc_card_memory_remember_zones (McCardMemory  *self,
                               const TemGame *game)
{
  McZoneCard seen[TEM_ARENA_CELLS], learnt[TEM_N_RESOURCE_ZONE_CARDS * 2];
  guint n_seen = 0, n_learnt = self->n_zones;
  gboolean changed = FALSE;

  memcpy (learnt, self->zones, self->n_zones * sizeof (McZoneCard));
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    {
      const TemZone *zone = &game->arena.zones[cell];

      if (zone->value == TEM_VALUE_UNKNOWN)
        continue;
      if (zone->kind == TEM_ZONE_RESOURCE && (zone->resources & TEM_RESOURCE_UNKNOWN) == 0 && zone->resources != 0)
        seen[n_seen++] = (McZoneCard) { zone->value, zone->resources };
      else if (zone->kind == TEM_ZONE_BASE && self->base_value == TEM_VALUE_UNKNOWN)
        changed |= mc_card_memory_set_zone_value (self, TEM_ZONE_BASE, zone->value);
      else if (zone->kind == TEM_ZONE_MECH && self->mech_value == TEM_VALUE_UNKNOWN)
        changed |= mc_card_memory_set_zone_value (self, TEM_ZONE_MECH, zone->value);
    }

  for (guint i = 0; i < n_seen; i++)
    {
      guint in_game = count_cards (seen, n_seen, seen[i].value, seen[i].resources);

      if (count_cards (learnt, n_learnt, seen[i].value, seen[i].resources) < in_game)
        {
          if (n_learnt >= TEM_N_RESOURCE_ZONE_CARDS)
            return changed;
          learnt[n_learnt++] = seen[i];
        }
    }
  if (n_learnt != self->n_zones)
    {
      mc_card_memory_set_zone_cards (self, learnt, n_learnt, NULL);
      changed = TRUE;
    }
  return changed;
}

static const char *
describe_resources (guint resources)
{
  if ((resources & TEM_RESOURCE_ENERGY) && (resources & TEM_RESOURCE_CREDITS))
    return _("energy and credits");
  if (resources & TEM_RESOURCE_ENERGY)
    return _("energy");
  return _("credits");
}

/* "2 energy ×3, 3 credits" */
char *
mc_card_memory_describe_zone_cards (const McZoneCard *cards,
                                    guint             n_cards)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < n_cards; i++)
    {
      guint same = count_cards (cards, n_cards, cards[i].value, cards[i].resources);

      if (i > 0 && cards[i - 1].value == cards[i].value && cards[i - 1].resources == cards[i].resources)
        continue;
      if (text->len > 0)
        g_string_append (text, _(", "));
      if (same > 1)
        /* Translators: zone cards of one kind: "2 energy ×3" */
        g_string_append_printf (text, _("%d %s ×%u"), cards[i].value, describe_resources (cards[i].resources), same);
      else
        /* Translators: one zone card: "2 energy" */
        g_string_append_printf (text, _("%d %s"), cards[i].value, describe_resources (cards[i].resources));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
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
    return fail (error, MC_JOURNAL_ERROR_OUT_OF_RANGE, _("The Mighty Mech’s abilities are Rocket Charge and Force Field."));
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

/* Reading -------------------------------------------------------------- */

static gboolean
node_is_string (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING;
}

static gboolean
node_is_int (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64;
}

/* A text member: a string, or null for nothing entered. */
static gboolean
read_text (JsonNode    *node,
           const char  *what,
           const char **out,
           GError     **error)
{
  if (JSON_NODE_HOLDS_NULL (node))
    {
      *out = NULL;
      return TRUE;
    }
  if (!node_is_string (node))
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE, _("%s: this is not text."), what);
      return FALSE;
    }
  *out = json_node_get_string (node);
  return TRUE;
}

/* A whole number from @min to @max, or null for nothing entered. */
static gboolean
read_number (JsonNode    *node,
             const char  *what,
             int          min,
             int          max,
             int         *out,
             GError     **error)
{
  gint64 number;

  if (JSON_NODE_HOLDS_NULL (node))
    {
      *out = TEM_VALUE_UNKNOWN;
      return TRUE;
    }
  if (!node_is_int (node) || (number = json_node_get_int (node)) < min || number > max)
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                   _("%s is a whole number from %d to %d."), what, min, max);
      return FALSE;
    }
  *out = (int) number;
  return TRUE;
}

/* Reads one weapon into @self; the caller throws @self away on an error. */
static gboolean
read_weapon (McCardMemory *self,
             JsonObject   *object,
             guint         kind,
             const char   *id,
             GError      **error)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (GList *l = members; l != NULL; l = l->next)
    {
      JsonNode *node = json_object_get_member (object, l->data);
      int field = find_id (mc_journal_weapon_field_ids, l->data);
      g_autofree char *what = g_strdup_printf ("%s: “%s”", id, (const char *) l->data);
      const char *text;
      int value;

      if (g_str_equal (l->data, "name") || g_str_equal (l->data, "ability-text"))
        {
          if (!read_text (node, what, &text, error))
            return FALSE;
          if (g_str_equal (l->data, "name") ? !mc_card_memory_set_weapon_name (self, kind, text, error)
                                            : !mc_card_memory_set_weapon_text (self, kind, text, error))
            return FALSE;
          continue;
        }
      if (field < 0)
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                       _("%s: “%s” is not something printed on a weapon card."), id, (const char *) l->data);
          return FALSE;
        }

      if (field == TEM_WEAPON_FIELD_TYPE || field == TEM_WEAPON_FIELD_ABILITY)
        {
          const char * const *ids = field == TEM_WEAPON_FIELD_TYPE ? mc_journal_weapon_type_ids : mc_journal_ability_ids;

          if (!node_is_string (node) || (value = find_id (ids, json_node_get_string (node))) < 0
              || !value_is_valid (field, value))
            {
              if (field == TEM_WEAPON_FIELD_TYPE)
                g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                             _("%s: the type is area, ranged or melee."), id);
              else
                g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                             _("%s: the ability is none, pay-energy-for-damage or power-attack-vp."), id);
              return FALSE;
            }
        }
      else if (!read_number (node, what, 0,
                             field == TEM_WEAPON_FIELD_ABILITY_AMOUNT ? TEM_ABILITY_AMOUNT_MAX : MAX_VALUE,
                             &value, error))
        return FALSE;
      self->values[kind][field] = value;
    }
  return TRUE;
}

static gboolean
read_weapons (McCardMemory *self,
              JsonNode     *node,
              GError      **error)
{
  JsonObject *weapons;
  g_autoptr(GList) members = NULL;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, MC_JOURNAL_ERROR_WRONG_TYPE, _("The cards file’s weapons are not a JSON object."));
  weapons = json_node_get_object (node);
  members = json_object_get_members (weapons);
  for (GList *l = members; l != NULL; l = l->next)
    {
      JsonNode *weapon = json_object_get_member (weapons, l->data);
      int kind = find_weapon (l->data);

      if (kind < 0)
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                       _("The cards file names a weapon the app does not know: “%s”."), (const char *) l->data);
          return FALSE;
        }
      if (!JSON_NODE_HOLDS_OBJECT (weapon))
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                       _("%s: its numbers are not a JSON object."), (const char *) l->data);
          return FALSE;
        }
      if (!read_weapon (self, json_node_get_object (weapon), (guint) kind, l->data, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_pilots (McCardMemory *self,
             JsonNode     *node,
             GError      **error)
{
  JsonArray *pilots;
  g_autoptr(McCardMemory) seen = mc_card_memory_new ();   /* the file's own, for duplicates */

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return fail (error, MC_JOURNAL_ERROR_WRONG_TYPE, _("The cards file’s pilots are not a JSON array."));
  pilots = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (pilots); i++)
    {
      JsonNode *pilot = json_array_get_element (pilots, i);
      JsonObject *object;
      JsonNode *member;
      const char *name = NULL, *ability = NULL;
      int health = TEM_VALUE_UNKNOWN;
      g_autoptr(GList) members = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (pilot))
        return fail (error, MC_JOURNAL_ERROR_WRONG_TYPE, _("A pilot in the cards file is not a JSON object."));
      object = json_node_get_object (pilot);
      members = json_object_get_members (object);
      for (GList *l = members; l != NULL; l = l->next)
        if (!g_str_equal (l->data, "name") && !g_str_equal (l->data, "health") && !g_str_equal (l->data, "ability"))
          {
            g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                         _("A pilot card shows a name, a health track and an ability, not “%s”."),
                         (const char *) l->data);
            return FALSE;
          }
      member = json_object_get_member (object, "name");
      if (member == NULL || !node_is_string (member))
        return fail (error, MC_JOURNAL_ERROR_WRONG_TYPE, _("A pilot in the cards file has no name."));
      name = json_node_get_string (member);
      if ((member = json_object_get_member (object, "health")) != NULL
          && !read_number (member, name, TEM_PILOT_HEALTH_TOP_MIN, TEM_PILOT_HEALTH_TOP_MAX, &health, error))
        return FALSE;
      if ((member = json_object_get_member (object, "ability")) != NULL && !read_text (member, name, &ability, error))
        return FALSE;
      if (!mc_card_memory_set_pilot (seen, name, health, ability, error))
        return FALSE;
      if (mc_card_memory_get_n_pilots (seen) == i)
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                       _("The cards file names the pilot “%s” twice."), name);
          return FALSE;
        }
      if (!mc_card_memory_set_pilot (self, name, health, ability, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_zones (McCardMemory *self,
            JsonNode     *node,
            GError      **error)
{
  JsonObject *object;
  JsonNode *member;
  g_autoptr(GList) members = NULL;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, MC_JOURNAL_ERROR_WRONG_TYPE, _("The cards file’s zones are not a JSON object."));
  object = json_node_get_object (node);
  members = json_object_get_members (object);
  for (GList *l = members; l != NULL; l = l->next)
    if (!g_str_equal (l->data, "cards") && !g_str_equal (l->data, "base") && !g_str_equal (l->data, "mech"))
      {
        g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                     _("The zone cards are resource cards, Bases and the Mech zone, not “%s”."), (const char *) l->data);
        return FALSE;
      }

  if ((member = json_object_get_member (object, "base")) != NULL
      && !read_number (member, _("A Base zone’s value"), 0, TEM_ZONE_VALUE_MAX, &self->base_value, error))
    return FALSE;
  if ((member = json_object_get_member (object, "mech")) != NULL
      && !read_number (member, _("The Mech zone’s value"), 0, TEM_ZONE_VALUE_MAX, &self->mech_value, error))
    return FALSE;
  if ((member = json_object_get_member (object, "cards")) != NULL)
    {
      McZoneCard cards[TEM_N_RESOURCE_ZONE_CARDS];
      JsonArray *array;
      guint n;

      if (!JSON_NODE_HOLDS_ARRAY (member))
        return fail (error, MC_JOURNAL_ERROR_WRONG_TYPE, _("The cards file’s zone cards are not a JSON array."));
      array = json_node_get_array (member);
      n = json_array_get_length (array);
      if (n > TEM_N_RESOURCE_ZONE_CARDS)
        return mc_card_memory_set_zone_cards (self, NULL, n, error);
      for (guint i = 0; i < n; i++)
        {
          JsonNode *card = json_array_get_element (array, i);
          JsonObject *card_object;
          JsonNode *resources;

          if (!JSON_NODE_HOLDS_OBJECT (card))
            return fail (error, MC_JOURNAL_ERROR_WRONG_TYPE, _("A zone card in the cards file is not a JSON object."));
          card_object = json_node_get_object (card);
          if (json_object_get_size (card_object) != 2
              || (member = json_object_get_member (card_object, "value")) == NULL
              || !read_number (member, _("A zone card’s value"), 0, TEM_ZONE_VALUE_MAX, &cards[i].value, error)
              || cards[i].value == TEM_VALUE_UNKNOWN
              || (resources = json_object_get_member (card_object, "resources")) == NULL
              || !JSON_NODE_HOLDS_ARRAY (resources))
            {
              g_clear_error (error);
              return fail (error, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                           _("A zone card is a value from 0 to 9 and its resources, energy and/or credits."));
            }
          cards[i].resources = 0;
          for (guint r = 0; r < json_array_get_length (json_node_get_array (resources)); r++)
            {
              JsonNode *resource = json_array_get_element (json_node_get_array (resources), r);
              int bit = node_is_string (resource) ? find_id (resource_ids, json_node_get_string (resource)) : -1;

              if (bit < 0)
                return fail (error, MC_JOURNAL_ERROR_OUT_OF_RANGE, _("A zone card’s resources are energy and credits."));
              cards[i].resources |= 1u << bit;
            }
        }
      if (!mc_card_memory_set_zone_cards (self, cards, n, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_mech (McCardMemory *self,
           JsonNode     *node,
           GError      **error)
{
  JsonObject *object;
  g_autoptr(GList) members = NULL;
  TemMechAbility seen = TEM_MECH_ABILITY_UNKNOWN;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, MC_JOURNAL_ERROR_WRONG_TYPE, _("The cards file’s Mighty Mech is not a JSON object."));
  object = json_node_get_object (node);
  members = json_object_get_members (object);
  for (GList *l = members; l != NULL; l = l->next)
    {
      int side = find_id (side_ids, l->data);
      JsonNode *side_node = json_object_get_member (object, l->data);
      JsonObject *side_object;
      JsonNode *member;
      int ability = TEM_MECH_ABILITY_UNKNOWN;
      const char *text = NULL;

      if (side < 0)
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                       _("The Mighty Mech’s sides are troy and sparta, not “%s”."), (const char *) l->data);
          return FALSE;
        }
      if (!JSON_NODE_HOLDS_OBJECT (side_node))
        return fail (error, MC_JOURNAL_ERROR_WRONG_TYPE, _("A side of the Mighty Mech is not a JSON object."));
      side_object = json_node_get_object (side_node);
      if ((member = json_object_get_member (side_object, "ability")) != NULL
          && (!node_is_string (member) || (ability = find_id (mech_ability_ids, json_node_get_string (member))) < 0))
        return fail (error, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                     _("The Mighty Mech’s abilities are rocket-charge and force-field."));
      if ((member = json_object_get_member (side_object, "text")) != NULL
          && !read_text (member, tem_catalogue_get_mech_side (TEM_MECH_SIDE_TROY + side), &text, error))
        return FALSE;
      if (ability != TEM_MECH_ABILITY_UNKNOWN && ability == (int) seen)
        return fail (error, MC_JOURNAL_ERROR_OUT_OF_RANGE, _("The two sides of the Mighty Mech have different abilities."));
      if (ability != TEM_MECH_ABILITY_UNKNOWN)
        seen = ability;
      if (!mc_card_memory_set_mech_side (self, TEM_MECH_SIDE_TROY + side, ability, text, error))
        return FALSE;
    }
  return TRUE;
}

/**
 * mc_card_memory_load_data:
 *
 * Reads remembered card values on top of @self's. A bad file changes
 * nothing and says why.
 */
gboolean
mc_card_memory_load_data (McCardMemory *self,
                          const char   *data,
                          gsize         length,
                          GError      **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) local_error = NULL;
  g_autoptr(McCardMemory) read = NULL;
  g_autoptr(GList) members = NULL;
  JsonObject *root;
  JsonNode *node;

  if (length > MAX_BYTES)
    return fail (error, MC_JOURNAL_ERROR_TOO_LARGE, _("The cards file is too large to be one."));
  if (!g_utf8_validate (data, (gssize) length, NULL) || memchr (data, '\0', length) != NULL)
    return fail (error, MC_JOURNAL_ERROR_BINARY, _("The cards file is not text."));
  switch (mc_json_guard_check (data, length, MAX_BYTES))
    {
    case MC_JSON_GUARD_OK:
      break;
    case MC_JSON_GUARD_TOO_DEEP:
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_DEEP,
                   _("The cards file is nested too deeply to be one (more than %d levels)."), MC_JSON_MAX_DEPTH);
      return FALSE;
    case MC_JSON_GUARD_TOO_LARGE:
      return fail (error, MC_JOURNAL_ERROR_TOO_LARGE, _("The cards file is too large to be one."));
    case MC_JSON_GUARD_NOT_JSON:
    default:
      return fail (error, MC_JOURNAL_ERROR_SYNTAX,
                   _("The cards file is not valid JSON: it holds a comment or a single-quoted string."));
    }
  if (!json_parser_load_from_data (parser, data, (gssize) length, &local_error))
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_SYNTAX,
                   _("The cards file is not valid JSON: %s"), local_error->message);
      return FALSE;
    }

  node = json_parser_get_root (parser);
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, MC_JOURNAL_ERROR_WRONG_TYPE, _("The cards file does not hold a JSON object."));
  root = json_node_get_object (node);
  /* Members read by hand: the _with_default getters complain about a
   * member of the wrong kind, and any bytes may come here. */
  node = json_object_get_member (root, "format");
  if (!node_is_string (node) || g_strcmp0 (json_node_get_string (node), FORMAT) != 0)
    return fail (error, MC_JOURNAL_ERROR_NOT_A_JOURNAL, _("This is not a Mech Companion cards file."));
  node = json_object_get_member (root, "version");
  if (!node_is_int (node) || json_node_get_int (node) < 1 || json_node_get_int (node) > VERSION)
    return fail (error, MC_JOURNAL_ERROR_NEWER_VERSION, _("The cards file comes from another version of Mech Companion."));

  read = mc_card_memory_copy (self);
  members = json_object_get_members (root);
  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *name = l->data;
      gboolean ok = TRUE;
      int program;

      node = json_object_get_member (root, name);
      if (g_str_equal (name, "format") || g_str_equal (name, "version"))
        continue;
      else if (g_str_equal (name, "weapons"))
        ok = read_weapons (read, node, error);
      else if (g_str_equal (name, "pilots"))
        ok = read_pilots (read, node, error);
      else if (g_str_equal (name, "zones"))
        ok = read_zones (read, node, error);
      else if (g_str_equal (name, "mech"))
        ok = read_mech (read, node, error);
      else if (g_str_equal (name, "rumblebots"))
        ok = mc_bot_list_read (read->bots, node, error);
      else if (g_str_equal (name, "program-twice"))
        {
          program = TEM_PROGRAM_NONE;
          for (int p = 0; p < TEM_N_PROGRAMS && node_is_string (node); p++)
            if (g_str_equal (json_node_get_string (node), tem_program_get_id ((TemProgram) p)))
              program = p;
          if (program == TEM_PROGRAM_NONE && !JSON_NODE_HOLDS_NULL (node))
            return fail (error, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                         _("The action printed twice is one of the seven program card actions."));
          read->program_twice = program;
        }
      else
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                       _("The cards file holds “%s”, which is no kind of card."), name);
          return FALSE;
        }
      if (!ok)
        return FALSE;
    }

  take (self, g_steal_pointer (&read));
  return TRUE;
}

/* A missing file is an empty memory: nothing was entered yet. */
gboolean
mc_card_memory_load (McCardMemory *self,
                     const char   *path,
                     GError      **error)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length;

  if (!mc_bounded_file_read (path, MAX_BYTES, &data, &length, &local_error))
    {
      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return TRUE;
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  return mc_card_memory_load_data (self, data, length, error);
}

/* Writing -------------------------------------------------------------- */

static gboolean
weapon_has_anything (McCardMemory *self,
                     guint         kind)
{
  for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
    if (self->values[kind][field] != TEM_VALUE_UNKNOWN)
      return TRUE;
  return self->names[kind] != NULL || self->texts[kind] != NULL;
}

static void
write_weapons (McCardMemory *self,
               JsonBuilder  *builder)
{
  json_builder_set_member_name (builder, "weapons");
  json_builder_begin_object (builder);
  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      if (!weapon_has_anything (self, kind))
        continue;

      json_builder_set_member_name (builder, tem_catalogue_get_weapon (kind)->id);
      json_builder_begin_object (builder);
      if (self->names[kind] != NULL)
        mc_journal_json_add_string (builder, "name", self->names[kind]);
      for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
        {
          int value = self->values[kind][field];

          if (value == TEM_VALUE_UNKNOWN)
            continue;
          if (field == TEM_WEAPON_FIELD_TYPE)
            mc_journal_json_add_string (builder, mc_journal_weapon_field_ids[field], mc_journal_weapon_type_ids[value]);
          else if (field == TEM_WEAPON_FIELD_ABILITY)
            mc_journal_json_add_string (builder, mc_journal_weapon_field_ids[field], mc_journal_ability_ids[value]);
          else
            mc_journal_json_add_int (builder, mc_journal_weapon_field_ids[field], value);
        }
      if (self->texts[kind] != NULL)
        mc_journal_json_add_string (builder, "ability-text", self->texts[kind]);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
}

static void
write_zones (McCardMemory *self,
             JsonBuilder  *builder)
{
  json_builder_set_member_name (builder, "zones");
  json_builder_begin_object (builder);
  if (self->n_zones > 0)
    {
      json_builder_set_member_name (builder, "cards");
      json_builder_begin_array (builder);
      for (guint i = 0; i < self->n_zones; i++)
        {
          json_builder_begin_object (builder);
          mc_journal_json_add_int (builder, "value", self->zones[i].value);
          json_builder_set_member_name (builder, "resources");
          json_builder_begin_array (builder);
          for (guint bit = 0; resource_ids[bit] != NULL; bit++)
            if (self->zones[i].resources & (1u << bit))
              json_builder_add_string_value (builder, resource_ids[bit]);
          json_builder_end_array (builder);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }
  if (self->base_value != TEM_VALUE_UNKNOWN)
    mc_journal_json_add_int (builder, "base", self->base_value);
  if (self->mech_value != TEM_VALUE_UNKNOWN)
    mc_journal_json_add_int (builder, "mech", self->mech_value);
  json_builder_end_object (builder);
}

char *
mc_card_memory_to_data (McCardMemory *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  mc_journal_json_add_string (builder, "format", FORMAT);
  mc_journal_json_add_int (builder, "version", VERSION);
  write_weapons (self, builder);

  json_builder_set_member_name (builder, "pilots");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_pilots; i++)
    {
      json_builder_begin_object (builder);
      mc_journal_json_add_string (builder, "name", self->pilots[i].name);
      if (self->pilots[i].health != TEM_VALUE_UNKNOWN)
        mc_journal_json_add_int (builder, "health", self->pilots[i].health);
      if (self->pilots[i].ability != NULL)
        mc_journal_json_add_string (builder, "ability", self->pilots[i].ability);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  write_zones (self, builder);

  if (self->program_twice != TEM_PROGRAM_NONE)
    mc_journal_json_add_string (builder, "program-twice", tem_program_get_id ((TemProgram) self->program_twice));

  json_builder_set_member_name (builder, "mech");
  json_builder_begin_object (builder);
  for (guint side = 0; side < N_SIDES; side++)
    {
      if (self->mech_abilities[side] == TEM_MECH_ABILITY_UNKNOWN && self->mech_texts[side] == NULL)
        continue;
      json_builder_set_member_name (builder, side_ids[side]);
      json_builder_begin_object (builder);
      if (self->mech_abilities[side] != TEM_MECH_ABILITY_UNKNOWN)
        mc_journal_json_add_string (builder, "ability", mech_ability_ids[self->mech_abilities[side]]);
      if (self->mech_texts[side] != NULL)
        mc_journal_json_add_string (builder, "text", self->mech_texts[side]);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
  mc_bot_list_write (self->bots, builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  return json_generator_to_data (generator, NULL);
}

/* Written whole to a new file, then renamed: a crash keeps the old one. */
gboolean
mc_card_memory_save (McCardMemory *self,
                     const char   *path,
                     GError      **error)
{
  g_autofree char *data = mc_card_memory_to_data (self);
  g_autofree char *dir = g_path_get_dirname (path);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Cannot create the folder %s: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }
  return g_file_set_contents_full (path, data, -1, G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0600, error);
}

char *
mc_card_memory_dup_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "mech-companion", "cards.json", NULL);
}

/* Everything entered, counted one per value, text or zone card. */
guint
mc_card_memory_count (McCardMemory *self)
{
  guint n = 0;

  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
        n += self->values[kind][field] != TEM_VALUE_UNKNOWN;
      n += (self->names[kind] != NULL) + (self->texts[kind] != NULL);
    }
  for (guint i = 0; i < self->n_pilots; i++)
    n += 1 + (self->pilots[i].health != TEM_VALUE_UNKNOWN) + (self->pilots[i].ability != NULL);
  n += self->n_zones + (self->base_value != TEM_VALUE_UNKNOWN) + (self->mech_value != TEM_VALUE_UNKNOWN);
  n += self->program_twice != TEM_PROGRAM_NONE;
  for (guint side = 0; side < N_SIDES; side++)
    n += (self->mech_abilities[side] != TEM_MECH_ABILITY_UNKNOWN) + (self->mech_texts[side] != NULL);
  n += mc_bot_list_count (self->bots);
  return n;
}

/* Merging -------------------------------------------------------------- */

typedef struct
{
  GPtrArray *added;
  GPtrArray *conflicts;
  gboolean   replace;
  guint      changed;
} Merge;

/* Records one difference (@ours NULL when the file brings something new)
 * and says whether @self takes the file's. Takes both strings. */
static gboolean
merge_one (Merge *merge,
           char  *ours,
           char  *theirs)
{
  McCardChange *change = g_new (McCardChange, 1);
  gboolean conflict = ours != NULL;

  change->ours = ours;
  change->theirs = theirs;
  g_ptr_array_add (conflict ? merge->conflicts : merge->added, change);
  if (conflict && !merge->replace)
    return FALSE;
  merge->changed++;
  return TRUE;
}

static char *
describe_text (const char *owner,
               const char *text)
{
  /* Translators: an ability's text in an import's preview: "Gyroscope: “Pay 1 energy…”" */
  return g_strdup_printf (_("%s: “%s”"), owner, text);
}

static char *
describe_pilot_health (const char *name,
                       int         health)
{
  /* Translators: "Maverick: health track up to 6" */
  return g_strdup_printf (_("%s: health track up to %d"), name, health);
}

static char *
describe_zone_value (TemZoneKind kind,
                     int         value)
{
  return kind == TEM_ZONE_BASE ? g_strdup_printf (_("Base zone cards are worth %d"), value)
                               : g_strdup_printf (_("The Mech zone card is worth %d"), value);
}

static char *
describe_mech_side (guint          side,
                    TemMechAbility ability)
{
  /* Translators: "Troy 3000: Rocket Charge" */
  return g_strdup_printf (_("%s: %s"), tem_catalogue_get_mech_side (TEM_MECH_SIDE_TROY + side),
                          tem_catalogue_get_mech_ability (ability));
}

/* Text owned by @owner: a weapon's name or ability, a pilot's ability, a
 * Mech side's ability. */
static void
merge_text (Merge       *merge,
            char       **ours,
            const char  *theirs,
            const char  *owner)
{
  if (theirs == NULL || g_strcmp0 (*ours, theirs) == 0)
    return;
  if (merge_one (merge, *ours != NULL ? describe_text (owner, *ours) : NULL, describe_text (owner, theirs)))
    {
      g_free (*ours);
      *ours = g_strdup (theirs);
    }
}

static void
merge_weapons (McCardMemory *self,
               McCardMemory *incoming,
               Merge        *merge)
{
  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      g_autofree char *label = tem_catalogue_dup_weapon_label (kind);

      /* A name another card of ours already has stays out. */
      if (incoming->names[kind] != NULL && !name_is_taken (self, kind, incoming->names[kind]))
        merge_text (merge, &self->names[kind], incoming->names[kind], label);
      merge_text (merge, &self->texts[kind], incoming->texts[kind], label);

      for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
        {
          int ours = self->values[kind][field], theirs = incoming->values[kind][field];

          if (theirs == TEM_VALUE_UNKNOWN || ours == theirs)
            continue;
          if (merge_one (merge, ours != TEM_VALUE_UNKNOWN ? tem_catalogue_describe_weapon_value (kind, field, ours) : NULL,
                         tem_catalogue_describe_weapon_value (kind, field, theirs)))
            self->values[kind][field] = theirs;
        }
    }
}

static void
merge_pilots (McCardMemory *self,
              McCardMemory *incoming,
              Merge        *merge)
{
  for (guint i = 0; i < incoming->n_pilots; i++)
    {
      const McPilotCard *theirs = &incoming->pilots[i];
      int j = find_pilot_index (self, theirs->name);
      McPilotCard *ours;

      if (j < 0)
        {
          if (self->n_pilots >= TEM_N_PILOT_CARDS)
            continue;   /* the box has eight: one of the lists is wrong, ours stays */
          j = (int) self->n_pilots++;
          self->pilots[j] = (McPilotCard) { g_strdup (theirs->name), TEM_VALUE_UNKNOWN, NULL };
          if (theirs->health == TEM_VALUE_UNKNOWN && theirs->ability == NULL)
            merge_one (merge, NULL, g_strdup (theirs->name));
        }
      ours = &self->pilots[j];
      if (theirs->health != TEM_VALUE_UNKNOWN && theirs->health != ours->health
          && merge_one (merge, ours->health != TEM_VALUE_UNKNOWN ? describe_pilot_health (ours->name, ours->health) : NULL,
                        describe_pilot_health (ours->name, theirs->health)))
        ours->health = theirs->health;
      merge_text (merge, &ours->ability, theirs->ability, ours->name);
    }
}

static void
merge_zones (McCardMemory *self,
             McCardMemory *incoming,
             Merge        *merge)
{
  int *ours[] = { &self->base_value, &self->mech_value };
  int theirs[] = { incoming->base_value, incoming->mech_value };
  TemZoneKind kinds[] = { TEM_ZONE_BASE, TEM_ZONE_MECH };

  if (incoming->n_zones > 0
      && (incoming->n_zones != self->n_zones
          || memcmp (incoming->zones, self->zones, self->n_zones * sizeof (McZoneCard)) != 0))
    {
      g_autofree char *their_list = mc_card_memory_describe_zone_cards (incoming->zones, incoming->n_zones);
      g_autofree char *our_list = mc_card_memory_describe_zone_cards (self->zones, self->n_zones);

      /* Translators: "Resource zone cards: 1 energy ×3, 2 credits" */
      if (merge_one (merge, self->n_zones > 0 ? g_strdup_printf (_("Resource zone cards: %s"), our_list) : NULL,
                     g_strdup_printf (_("Resource zone cards: %s"), their_list)))
        mc_card_memory_set_zone_cards (self, incoming->zones, incoming->n_zones, NULL);
    }

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (theirs[i] != TEM_VALUE_UNKNOWN && theirs[i] != *ours[i]
        && merge_one (merge, *ours[i] != TEM_VALUE_UNKNOWN ? describe_zone_value (kinds[i], *ours[i]) : NULL,
                      describe_zone_value (kinds[i], theirs[i])))
      *ours[i] = theirs[i];
}

static char *
describe_program_twice (int program)
{
  /* Translators: "Printed twice in each program deck: Collect" */
  return g_strdup_printf (_("Printed twice in each program deck: %s"), tem_program_get_name ((TemProgram) program));
}

/**
 * mc_card_memory_merge:
 * @incoming: values from another copy of the app
 * @replace: take @incoming's value where the two disagree
 * @added: (out) (optional): what is new to @self, as McCardChange
 * @conflicts: (out) (optional): where the two disagree, as McCardChange
 *
 * Adds what @self does not know; a disagreement is only settled by
 * @replace.
 *
 * Returns: how many things in @self changed
 */
guint
mc_card_memory_merge (McCardMemory *self,
                      McCardMemory *incoming,
                      gboolean      replace,
                      GPtrArray   **added,
                      GPtrArray   **conflicts)
{
  Merge merge = {
    g_ptr_array_new_with_free_func ((GDestroyNotify) mc_card_change_free),
    g_ptr_array_new_with_free_func ((GDestroyNotify) mc_card_change_free),
    replace,
    0,
  };

  merge_weapons (self, incoming, &merge);
  merge_pilots (self, incoming, &merge);
  merge_zones (self, incoming, &merge);

  if (incoming->program_twice != TEM_PROGRAM_NONE && incoming->program_twice != self->program_twice
      && merge_one (&merge, self->program_twice != TEM_PROGRAM_NONE ? describe_program_twice (self->program_twice) : NULL,
                    describe_program_twice (incoming->program_twice)))
    self->program_twice = incoming->program_twice;

  for (guint side = 0; side < N_SIDES; side++)
    {
      TemMechAbility ours = self->mech_abilities[side], theirs = incoming->mech_abilities[side];

      if (theirs != TEM_MECH_ABILITY_UNKNOWN && theirs != ours
          && merge_one (&merge, ours != TEM_MECH_ABILITY_UNKNOWN ? describe_mech_side (side, ours) : NULL,
                        describe_mech_side (side, theirs)))
        self->mech_abilities[side] = theirs;
      merge_text (&merge, &self->mech_texts[side], incoming->mech_texts[side],
                  tem_catalogue_get_mech_side (TEM_MECH_SIDE_TROY + side));
    }
  merge.changed += mc_bot_list_merge (self->bots, incoming->bots, replace, merge.added, merge.conflicts);

  if (added != NULL)
    *added = g_steal_pointer (&merge.added);
  if (conflicts != NULL)
    *conflicts = g_steal_pointer (&merge.conflicts);
  g_clear_pointer (&merge.added, g_ptr_array_unref);
  g_clear_pointer (&merge.conflicts, g_ptr_array_unref);
  return merge.changed;
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
