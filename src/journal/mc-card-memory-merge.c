/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mc-card-memory-private.h"

/* Another copy's cards file taken in: what differs, for the players to
 * see before anything changes, then the file's values over ours. */

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
      if (incoming->names[kind] != NULL && !mc_card_memory_name_is_taken (self, kind, incoming->names[kind]))
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
      int j = mc_card_memory_find_pilot_index (self, theirs->name);
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

  for (guint side = 0; side < MC_CARD_MEMORY_N_SIDES; side++)
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
