/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mc-card-memory.h"
#include "mc-journal-error.h"

G_BEGIN_DECLS

/* What the parts of McCardMemory share: the cards (mc-card-memory.c), the
 * zone cards (-zones.c), the file (-file.c) and merging (-merge.c). */

#define MC_CARD_MEMORY_FORMAT "mech-companion-cards"
#define MC_CARD_MEMORY_VERSION 2          /* 1 held weapon numbers only; both are read */
#define MC_CARD_MEMORY_MAX_BYTES (1024 * 1024)
#define MC_CARD_MEMORY_MAX_VALUE 100
#define MC_CARD_MEMORY_N_SIDES 2          /* Troy 3000, Sparta 3000 */

extern const char * const mc_card_memory_side_ids[];
extern const char * const mc_card_memory_mech_ability_ids[];
extern const char * const mc_card_memory_resource_ids[];

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
  TemMechAbility mech_abilities[MC_CARD_MEMORY_N_SIDES];
  char          *mech_texts[MC_CARD_MEMORY_N_SIDES];
  McBotList     *bots;                          /* Rumblebots' Bots, by name */
};

/* Takes everything @other holds; @other is freed. */
void     mc_card_memory_take             (McCardMemory   *self,
                                          McCardMemory   *other);
gboolean mc_card_memory_fail             (GError        **error,
                                          McJournalError  code,
                                          const char     *message);
gboolean mc_card_memory_value_is_valid   (TemWeaponField  field,
                                          int             value);
gboolean mc_card_memory_name_is_taken    (McCardMemory   *self,
                                          guint           kind,
                                          const char     *name);
int      mc_card_memory_find_pilot_index (McCardMemory   *self,
                                          const char     *name);

G_END_DECLS
