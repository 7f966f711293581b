/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mechs/tem-narration.h"
#include "mc-card-memory-private.h"

/* The zone cards of the box: the resource cards' values and icons, the
 * Base and Mech cards' value, and how the players' arena compares. */

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

/* One zone card in words, the count agreeing with its value ("1 credit",
 * "2 credits"), never a number glued to a plural. */
static char *
describe_card (int   value,
               guint resources)
{
  gulong n = (gulong) ABS (value);

  if ((resources & TEM_RESOURCE_ENERGY) && (resources & TEM_RESOURCE_CREDITS))
    /* Translators: a zone card giving both: "2 energy and credits" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d energy and credits", "%d energy and credits", n),
                            value);
  if (resources & TEM_RESOURCE_ENERGY)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d energy", "%d energy", n), value);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d credit", "%d credits", n), value);
}

/* "2 energy ×3, 3 credits and 1 energy and credits": each kind of card
 * a whole phrase, the list joined as every list of the app is. */
char *
mc_card_memory_describe_zone_cards (const McZoneCard *cards,
                                    guint             n_cards)
{
  g_autoptr(GPtrArray) kinds = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < n_cards; i++)
    {
      guint same = count_cards (cards, n_cards, cards[i].value, cards[i].resources);
      g_autofree char *card = NULL;

      if (i > 0 && cards[i - 1].value == cards[i].value && cards[i - 1].resources == cards[i].resources)
        continue;
      card = describe_card (cards[i].value, cards[i].resources);

      if (same > 1)
        /* Translators: zone cards of one kind: "2 energy ×3" */
        g_ptr_array_add (kinds, g_strdup_printf (_("%s ×%u"), card, same));
      else
        g_ptr_array_add (kinds, g_steal_pointer (&card));
    }
  return tem_format_list ((const char * const *) kinds->pdata, kinds->len);
}
