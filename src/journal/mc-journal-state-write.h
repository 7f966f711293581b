/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* What every game's state writer (mc-journal-state.c,
 * mc-journal-rumble-state.c) writes the same way: the state's object, its
 * players one object a seat, the cards a seat owns, members that hold an
 * array or an object, and the state as text. Each game writes only its own members. */

/* Writes one seat's object of @game into @builder. */
typedef void (*McJournalStateSeatFunc) (JsonBuilder   *builder,
                                        gconstpointer  game,
                                        guint          seat);

/* Whether @seat owns @game's card @index; writes that card's members. */
typedef gboolean (*McJournalStateOwnsFunc) (gconstpointer  game,
                                            guint          index,
                                            guint          seat);
typedef void     (*McJournalStateCardFunc) (JsonBuilder   *builder,
                                            gconstpointer  game,
                                            guint          index);

JsonBuilder *mc_journal_state_write_begin  (const char             *game_id);
JsonNode    *mc_journal_state_write_end    (JsonBuilder            *builder);
void         mc_journal_state_write_array  (JsonBuilder            *builder,
                                            const char             *name);
void         mc_journal_state_write_object (JsonBuilder            *builder,
                                            const char             *name);
void         mc_journal_state_write_seats  (JsonBuilder            *builder,
                                            gconstpointer           game,
                                            guint                   n_seats,
                                            McJournalStateSeatFunc  write_seat);
void         mc_journal_state_write_owned  (JsonBuilder            *builder,
                                            const char             *name,
                                            gconstpointer           game,
                                            guint                   seat,
                                            guint                   n_cards,
                                            McJournalStateOwnsFunc  owns,
                                            McJournalStateCardFunc  write_card);
char        *mc_journal_state_write_text   (JsonNode               *state,
                                            gboolean                pretty);

G_END_DECLS
