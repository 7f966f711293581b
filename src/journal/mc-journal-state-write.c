/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mc-journal-json.h"
#include "mc-journal-state-write.h"

/**
 * mc_journal_state_write_begin:
 * @game_id: (nullable): the state's "game" member, "rumblebots"; NULL
 *   for Tiny Epic Mechs, whose states have never had one
 *
 * Returns: (transfer full): a builder with the state's object begun
 */
JsonBuilder *
mc_journal_state_write_begin (const char *game_id)
{
  JsonBuilder *builder = json_builder_new ();

  json_builder_begin_object (builder);
  if (game_id != NULL)
    mc_journal_json_add_string (builder, "game", game_id);
  return builder;
}

/**
 * mc_journal_state_write_end:
 * @builder: (transfer full): from mc_journal_state_write_begin()
 *
 * Returns: (transfer full): the state's object
 */
JsonNode *
mc_journal_state_write_end (JsonBuilder *builder)
{
  JsonNode *state;

  json_builder_end_object (builder);
  state = json_builder_get_root (builder);
  g_object_unref (builder);
  return state;
}

/* Begins the member @name holding an array; json_builder_end_array() ends it. */
void
mc_journal_state_write_array (JsonBuilder *builder,
                              const char  *name)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
}

/* Begins the member @name holding an object; json_builder_end_object() ends it. */
void
mc_journal_state_write_object (JsonBuilder *builder,
                               const char  *name)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
}

/* The "players" member: @write_seat writes each seat's object, in seating
 * order. */
void
mc_journal_state_write_seats (JsonBuilder            *builder,
                              gconstpointer           game,
                              guint                   n_seats,
                              McJournalStateSeatFunc  write_seat)
{
  mc_journal_state_write_array (builder, "players");
  for (guint seat = 0; seat < n_seats; seat++)
    {
      json_builder_begin_object (builder);
      write_seat (builder, game, seat);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/**
 * mc_journal_state_write_owned:
 * @n_cards: how many cards @game keeps, owned or not
 * @owns: whether @seat owns a card
 * @write_card: writes an owned card's members
 *
 * The member @name: the cards @seat owns, one object each, in the order
 * @game keeps them (a weapon's card number, a Bot's index).
 */
void
mc_journal_state_write_owned (JsonBuilder            *builder,
                              const char             *name,
                              gconstpointer           game,
                              guint                   seat,
                              guint                   n_cards,
                              McJournalStateOwnsFunc  owns,
                              McJournalStateCardFunc  write_card)
{
  mc_journal_state_write_array (builder, name);
  for (guint i = 0; i < n_cards; i++)
    if (owns (game, i, seat))
      {
        json_builder_begin_object (builder);
        write_card (builder, game, i);
        json_builder_end_object (builder);
      }
  json_builder_end_array (builder);
}

/**
 * mc_journal_state_write_text:
 * @state: (transfer full): a state from a game's writer
 *
 * Returns: (transfer full): @state as text, as `mech-companion-cli replay`
 *   prints it
 */
char *
mc_journal_state_write_text (JsonNode *state,
                             gboolean  pretty)
{
  g_autoptr(JsonNode) root = state;

  return mc_journal_json_to_text (root, pretty);
}
