/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The six factions (card-facts.md §1). A Bot has one or two, a Contraption
 * none (RB-K10, RB-K18); sets of them are bit masks of 1 << RbFaction. */
typedef enum
{
  RB_FACTION_ANIMAL,
  RB_FACTION_APPLIANCES,
  RB_FACTION_BIO,
  RB_FACTION_STEAM,
  RB_FACTION_MECH,
  RB_FACTION_WARFARE,
} RbFaction;

#define RB_N_FACTIONS 6
#define RB_FACTION_BIT(faction) (1u << (faction))
#define RB_FACTIONS_ALL ((1u << RB_N_FACTIONS) - 1)

gboolean    rb_faction_is_valid      (int    faction);
const char *rb_faction_get_name      (RbFaction faction);
guint       rb_factions_count        (guint  mask);
gboolean    rb_factions_are_valid    (guint  mask);
char       *rb_factions_dup_names    (guint  mask);

G_END_DECLS
