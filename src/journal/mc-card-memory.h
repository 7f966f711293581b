/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "mechs/tem-game.h"
#include "mc-bot-list.h"

G_BEGIN_DECLS

/* What the players read off the cards in their box that no public text
 * gives (card-facts.md): weapon numbers, names and abilities, pilots, zone
 * cards, the program card mix, the Mighty Mech's sides. Remembered from one
 * game to the next in a small JSON file, so each is entered once, and
 * shared between copies of the app by export and import. */
typedef struct _McCardMemory McCardMemory;

#define MC_CARD_NAME_MAX_CHARS 40
#define MC_CARD_TEXT_MAX_CHARS 400
/* Room for every action mc_card_memory_fill() can write. */
#define MC_CARD_MEMORY_MAX_FILL (TEM_N_WEAPON_KINDS * TEM_N_WEAPON_FIELDS + TEM_MAX_ZONES)

typedef struct
{
  char *name;
  int   health;       /* top of the Pilot side's health track, or TEM_VALUE_UNKNOWN */
  char *ability;      /* in the players' words, or NULL */
} McPilotCard;

typedef struct
{
  int   value;
  guint resources;    /* TemResources: energy and/or credits */
} McZoneCard;

/* One line of an import's preview: what this copy has (NULL when the file
 * brings something new) and what the file says. */
typedef struct
{
  char *ours;
  char *theirs;
} McCardChange;

void          mc_card_change_free        (McCardChange   *change);

McCardMemory *mc_card_memory_new         (void);
void          mc_card_memory_free        (McCardMemory   *self);
McCardMemory *mc_card_memory_copy        (McCardMemory   *self);
gboolean      mc_card_memory_load        (McCardMemory   *self,
                                          const char     *path,
                                          GError        **error);
gboolean      mc_card_memory_load_data   (McCardMemory   *self,
                                          const char     *data,
                                          gsize           length,
                                          GError        **error);
gboolean      mc_card_memory_save        (McCardMemory   *self,
                                          const char     *path,
                                          GError        **error);
char         *mc_card_memory_to_data     (McCardMemory   *self);
char         *mc_card_memory_dup_default_path (void);
guint         mc_card_memory_count       (McCardMemory   *self);
guint         mc_card_memory_merge       (McCardMemory   *self,
                                          McCardMemory   *incoming,
                                          gboolean        replace,
                                          GPtrArray     **added,
                                          GPtrArray     **conflicts);

/* Weapons */
int           mc_card_memory_get         (McCardMemory   *self,
                                          guint           kind,
                                          TemWeaponField  field);
gboolean      mc_card_memory_set         (McCardMemory   *self,
                                          guint           kind,
                                          TemWeaponField  field,
                                          int             value);
const char   *mc_card_memory_get_weapon_name (McCardMemory *self,
                                              guint         kind);
gboolean      mc_card_memory_set_weapon_name (McCardMemory *self,
                                              guint         kind,
                                              const char   *name,
                                              GError      **error);
const char   *mc_card_memory_get_weapon_text (McCardMemory *self,
                                              guint         kind);
gboolean      mc_card_memory_set_weapon_text (McCardMemory *self,
                                              guint         kind,
                                              const char   *text,
                                              GError      **error);
void          mc_card_memory_name_weapons (McCardMemory  *self);
gboolean      mc_card_memory_remember    (McCardMemory   *self,
                                          const TemGame  *game,
                                          guint           kind);
guint         mc_card_memory_fill        (McCardMemory   *self,
                                          const TemGame  *game,
                                          TemAction      *actions,
                                          guint           max_actions);

/* Pilots */
guint              mc_card_memory_get_n_pilots (McCardMemory *self);
const McPilotCard *mc_card_memory_get_pilot    (McCardMemory *self,
                                                guint         index);
const McPilotCard *mc_card_memory_find_pilot   (McCardMemory *self,
                                                const char   *name);
gboolean           mc_card_memory_set_pilot    (McCardMemory *self,
                                                const char   *name,
                                                int           health,
                                                const char   *ability,
                                                GError      **error);
gboolean           mc_card_memory_forget_pilot (McCardMemory *self,
                                                const char   *name);

/* Zone cards */
guint         mc_card_memory_get_zone_cards (McCardMemory *self,
                                             McZoneCard   *cards);
gboolean      mc_card_memory_set_zone_cards (McCardMemory     *self,
                                             const McZoneCard *cards,
                                             guint             n_cards,
                                             GError          **error);
int           mc_card_memory_get_zone_value (McCardMemory *self,
                                             TemZoneKind   kind);
gboolean      mc_card_memory_set_zone_value (McCardMemory *self,
                                             TemZoneKind   kind,
                                             int           value);
gboolean      mc_card_memory_remember_zones (McCardMemory  *self,
                                             const TemGame *game);
char         *mc_card_memory_describe_zone_cards (const McZoneCard *cards,
                                                  guint             n_cards);

/* Program cards and the Mighty Mech */
int           mc_card_memory_get_program_twice (McCardMemory *self);
gboolean      mc_card_memory_set_program_twice (McCardMemory *self,
                                                int           program);
TemMechAbility mc_card_memory_get_mech_ability (McCardMemory *self,
                                                TemMechSide   side);
const char   *mc_card_memory_get_mech_text     (McCardMemory *self,
                                                TemMechSide   side);
gboolean      mc_card_memory_set_mech_side     (McCardMemory   *self,
                                                TemMechSide     side,
                                                TemMechAbility  ability,
                                                const char     *text,
                                                GError        **error);

/* Rumblebots' Bots, remembered by the name on the card ("rumblebots":
 * {"bots": [...]} in the file; a file without it is read as before). */
guint            mc_card_memory_get_n_bots (McCardMemory    *self);
const McBotCard *mc_card_memory_get_bot    (McCardMemory    *self,
                                            guint            index);
const McBotCard *mc_card_memory_find_bot   (McCardMemory    *self,
                                            const char      *name);
gboolean         mc_card_memory_set_bot    (McCardMemory    *self,
                                            const McBotCard *bot,
                                            GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (McCardMemory, mc_card_memory_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (McCardChange, mc_card_change_free)

G_END_DECLS
