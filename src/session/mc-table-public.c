/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <libintl.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "journal/mc-journal-rumble-state.h"
#include "journal/mc-journal-state.h"
#include "mechs/tem-catalogue.h"
#include "mechs/tem-colour.h"
#include "mechs/tem-narration.h"
#include "mechs/tem-status.h"
#include "mc-table-public.h"

/* GNU gettext's catalogue cache counter: bumped when LANGUAGE changes. */
extern int _nl_msg_cat_cntr;

static const char * const languages[] = { "en", "es", "pl", NULL };

/* How much of an Accept-Language header is read: a phone sends a few
 * ranges; anything past these is not a phone's. */
#define MAX_ACCEPT 4096
#define MAX_RANGES 64
#define MAX_RANGE 128

/* The members a phone may see, and nothing else: a member the state gains
 * later stays on the laptop until it is added here. Hidden at the table,
 * so never listed: the robots' decks and the cards left in them, the
 * advanced deck's order, the seed and the generator's state, and program
 * cards not yet revealed. */
static const char * const public_game[] = {
  "round", "phase", "over", "starting-player", "turn", "players", "mighty-mech", "row",
  "combat", "winners", "tie-break", "chart", NULL
};
static const char * const public_player[] = {
  "name", "pilot", "colour", "status", "health", "health-top", "energy", "credits", "score",
  "zone", "mines", "turrets", "cards-played", "facing", "ad-hoc", "weapons", NULL
};
static const char * const public_weapon[] = { "card", "weapon", "equipped", "purchased", NULL };
static const char * const public_mech[] = { "zone", "controller", "side", NULL };
static const char * const public_combat[] = { "attacker", "defender", "next", NULL };
/* How a finished game went (issue 28): each seat's score after every
 * round, as everyone saw it on the table. */
static const char * const public_chart[] = { "scores", "scoring-rounds", "dominance-round", NULL };

const char * const *
mc_table_public_get_languages (void)
{
  return languages;
}

/* One language range of an Accept-Language header, "es-ES;q=0.8": its
 * primary tag, and its weight, or -1 when the range is not well formed
 * (a weight outside 0 to 1, say), which then counts for nothing. */
static double
read_range (const char *start,
            gsize       length,
            char        tag[9])
{
  g_autofree char *range = g_strndup (start, length);
  g_auto(GStrv) parts = g_strsplit (range, ";", 8);
  double q = 1.0;
  const char *name;
  gsize n = 0;

  tag[0] = '\0';
  if (parts[0] == NULL)
    return -1;
  name = g_strstrip (parts[0]);
  while (g_ascii_isalpha (name[n]) && n < 8)
    n++;
  if (n == 0 || (name[n] != '\0' && name[n] != '-'))
    return -1;
  for (gsize i = 0; i < n; i++)
    tag[i] = g_ascii_tolower (name[i]);
  tag[n] = '\0';
  for (guint p = 1; parts[p] != NULL; p++)
    {
      const char *param = g_strstrip (parts[p]);
      char *end = NULL;

      if (g_ascii_strncasecmp (param, "q=", 2) != 0)
        continue;
      q = g_ascii_strtod (param + 2, &end);
      if (end == param + 2 || *end != '\0' || !(q >= 0.0 && q <= 1.0))
        return -1;
    }
  return q;
}

/**
 * mc_table_public_pick_language:
 * @accept_language: (nullable): a request's Accept-Language header, as
 *   anyone may write it
 *
 * Reads at most the first MAX_RANGES ranges and MAX_ACCEPT bytes; empty
 * ranges, bad weights and unknown tags are passed over.
 *
 * Returns: "en", "es" or "pl": the one the viewer prefers most, English
 *   when they accept none of them
 */
const char *
mc_table_public_pick_language (const char *accept_language)
{
  const char *best = "en";
  double best_q = 0.0;
  const char *p = accept_language;

  if (accept_language == NULL)
    return best;
  for (guint n = 0; *p != '\0' && n < MAX_RANGES && (gsize) (p - accept_language) < MAX_ACCEPT; n++)
    {
      gsize length = strcspn (p, ",");
      char tag[9];
      double q = length <= MAX_RANGE ? read_range (p, length, tag) : -1;

      for (guint i = 0; languages[i] != NULL; i++)
        if (q > best_q && g_str_equal (tag, languages[i]))
          {
            best = languages[i];
            best_q = q;
          }
      p += length;
      if (*p == ',')
        p++;
    }
  return best;
}

static void
keep_only (JsonObject         *object,
           const char * const *allowed)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (GList *l = members; l != NULL; l = l->next)
    if (!g_strv_contains (allowed, l->data))
      json_object_remove_member (object, l->data);
}

static void
keep_only_in_each (JsonObject         *object,
                   const char         *array_name,
                   const char * const *allowed)
{
  JsonNode *node = json_object_get_member (object, array_name);
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return;
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);

      if (JSON_NODE_HOLDS_OBJECT (element))
        keep_only (json_node_get_object (element), allowed);
    }
}

static void
keep_only_in (JsonObject         *object,
              const char         *name,
              const char * const *allowed)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
    keep_only (json_node_get_object (node), allowed);
}

/* The chart of how the game went, only once the game is over: a game
 * in progress keeps its past rounds on the laptop. */
static void
keep_chart_if_over (JsonObject *game)
{
  JsonNode *over = json_object_get_member (game, "over");

  if (over == NULL || !JSON_NODE_HOLDS_VALUE (over) || json_node_get_value_type (over) != G_TYPE_BOOLEAN
      || !json_node_get_boolean (over))
    json_object_remove_member (game, "chart");
  else
    keep_only_in (game, "chart", public_chart);
}

/**
 * mc_table_public_add_chart:
 * @state: a game's state, before it is redacted
 * @track: (nullable): how the game went, from mc_session_get_score_track()
 *
 * Adds "chart" to @state when @track is of a game that is over: the
 * scores after each round, a list per seat in the state's order (VP, or
 * Rumblebots' crystals), Tiny Epic Mechs' scoring rounds and the round a
 * Rumblebots dominance win came (null when none).
 */
void
mc_table_public_add_chart (JsonNode           *state,
                           const McScoreTrack *track)
{
  g_autoptr(JsonBuilder) builder = NULL;

  g_return_if_fail (state != NULL && JSON_NODE_HOLDS_OBJECT (state));

  if (track == NULL || !track->over || track->n_rounds == 0)
    return;
  builder = json_builder_new ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "scores");
  json_builder_begin_array (builder);
  for (guint p = 0; p < track->n_players; p++)
    {
      json_builder_begin_array (builder);
      for (guint r = 0; r < track->n_rounds && r < MC_SCORE_TRACK_ROUNDS; r++)
        json_builder_add_int_value (builder, track->scores[p][r]);
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "scoring-rounds");
  json_builder_begin_array (builder);
  for (guint r = 0; track->game == MC_GAME_TINY_EPIC_MECHS && r < MC_SCORE_TRACK_ROUNDS; r++)
    if (track->scoring[r])
      json_builder_add_int_value (builder, r + 1);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "dominance-round");
  if (track->game == MC_GAME_RUMBLEBOTS && track->dominance_round > 0)
    json_builder_add_int_value (builder, track->dominance_round);
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);
  json_object_set_member (json_node_get_object (state), "chart", json_builder_get_root (builder));
}

/**
 * mc_table_public_redact:
 * @state: a game's state, as mc_journal_state_to_json() gives it
 *
 * Removes from @state, in place, every member the table does not show to
 * everyone.
 */
void
mc_table_public_redact (JsonNode *state)
{
  JsonObject *game;
  JsonNode *players;

  g_return_if_fail (state != NULL && JSON_NODE_HOLDS_OBJECT (state));

  game = json_node_get_object (state);
  keep_only (game, public_game);
  keep_only_in_each (game, "players", public_player);
  keep_only_in (game, "mighty-mech", public_mech);
  keep_only_in (game, "combat", public_combat);
  keep_chart_if_over (game);
  players = json_object_get_member (game, "players");
  if (players != NULL && JSON_NODE_HOLDS_ARRAY (players))
    {
      JsonArray *array = json_node_get_array (players);

      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *player = json_array_get_element (array, i);

          if (JSON_NODE_HOLDS_OBJECT (player))
            keep_only_in_each (json_node_get_object (player), "weapons", public_weapon);
        }
    }
}

/**
 * mc_table_public_state:
 *
 * Returns: (transfer full): @game's state as `replay` prints it, less what
 *   is hidden
 */
JsonNode *
mc_table_public_state (const TemGame      *game,
                       const McScoreTrack *track)
{
  JsonNode *state = mc_journal_state_to_json (game);

  mc_table_public_add_chart (state, track);
  mc_table_public_redact (state);
  return state;
}

static char *
node_to_text (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_generator_set_root (generator, node);
  return json_generator_to_data (generator, NULL);
}

char *
mc_table_public_state_to_text (const TemGame      *game,
                               const McScoreTrack *track)
{
  g_autoptr(JsonNode) state = mc_table_public_state (game, track);

  return node_to_text (state);
}

/* Rumblebots, the same way: what the players see on the table, listed.
 * Its state holds no generator and no order of any deck (every shuffle
 * and draw happens at the table), only how many cards each pile and hand
 * holds, which everyone sees. */
static const char * const public_rumble_game[] = {
  "game", "round", "phase", "over", "direction", "champion", "turn", "track", "supply", "players",
  "laboratory", "transformations", "build", "battle", "winner", "victory", "chart", NULL
};
static const char * const public_rumble_player[] = {
  "name", "colour", "crystals", "storage", "reactor", "cryo", "scrap", "tier", "deck", "hand",
  "surrendered", "bots", NULL
};
static const char * const public_rumble_bot[] = {
  "bot", "starter", "name", "tier", "factions", "contraption", "cost", "recycle", "attack", "defense",
  "crits", "barriers", NULL
};
/* The named face-up Bots lie face up on the table for all to see. */
static const char * const public_rumble_lab[] = { "tier", "reached", "deck", "row", "face-up", NULL };
static const char * const public_rumble_build[] = { "builds-left", "upgrades-left", "energize-left", NULL };
static const char * const public_rumble_battle[] = {
  "step", "challenger", "attack", "defense", "crits-needed", "beaten", NULL
};
static const char * const public_rumble_gang[] = { "cards", "attack", "defense", "crits", "barriers", "bots", NULL };

/**
 * mc_table_public_redact_rumble:
 * @state: a Rumblebots state, as mc_journal_rumble_state_to_json() gives it
 *
 * As mc_table_public_redact(): only the listed members stay.
 */
void
mc_table_public_redact_rumble (JsonNode *state)
{
  JsonObject *game;
  JsonNode *node;

  g_return_if_fail (state != NULL && JSON_NODE_HOLDS_OBJECT (state));

  game = json_node_get_object (state);
  keep_only (game, public_rumble_game);
  keep_only_in_each (game, "players", public_rumble_player);
  keep_only_in_each (game, "laboratory", public_rumble_lab);
  keep_only_in (game, "build", public_rumble_build);
  keep_only_in (game, "battle", public_rumble_battle);
  keep_chart_if_over (game);
  node = json_object_get_member (game, "battle");
  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
    {
      keep_only_in (json_node_get_object (node), "attack", public_rumble_gang);
      keep_only_in (json_node_get_object (node), "defense", public_rumble_gang);
    }
  node = json_object_get_member (game, "players");
  if (node != NULL && JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *player = json_array_get_element (array, i);

          if (JSON_NODE_HOLDS_OBJECT (player))
            keep_only_in_each (json_node_get_object (player), "bots", public_rumble_bot);
        }
    }
}

/**
 * mc_table_public_rumble_state:
 *
 * Returns: (transfer full): a Rumblebots game's state as `replay` prints
 *   it, less what is hidden
 */
JsonNode *
mc_table_public_rumble_state (const RbGame       *game,
                              const McScoreTrack *track)
{
  JsonNode *state = mc_journal_rumble_state_to_json (game);

  mc_table_public_add_chart (state, track);
  mc_table_public_redact_rumble (state);
  return state;
}

char *
mc_table_public_rumble_state_to_text (const RbGame       *game,
                                      const McScoreTrack *track)
{
  g_autoptr(JsonNode) state = mc_table_public_rumble_state (game, track);

  return node_to_text (state);
}

/**
 * mc_table_public_dup_view:
 *
 * Returns: the arena's shape as JSON, for the page to draw it: its rows,
 *   columns and zones, with what lies face up on each
 */
char *
mc_table_public_dup_view (const TemGame *game)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  static const char * const kinds[] = { "none", "resource", "base", "mech" };

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "rows");
  json_builder_add_int_value (builder, game->arena.rows);
  json_builder_set_member_name (builder, "cols");
  json_builder_add_int_value (builder, game->arena.cols);
  json_builder_set_member_name (builder, "zones");
  json_builder_begin_array (builder);
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    {
      const TemZone *zone = &game->arena.zones[cell];
      g_autofree char *name = NULL;

      if (zone->kind == TEM_ZONE_NONE || zone->kind > TEM_ZONE_MECH)
        continue;
      name = tem_arena_describe_cell (cell);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "cell");
      json_builder_add_string_value (builder, name);
      json_builder_set_member_name (builder, "row");
      json_builder_add_int_value (builder, tem_arena_cell_row (cell));
      json_builder_set_member_name (builder, "col");
      json_builder_add_int_value (builder, tem_arena_cell_col (cell));
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, kinds[zone->kind]);
      json_builder_set_member_name (builder, "value");
      if (zone->value == TEM_VALUE_UNKNOWN)
        json_builder_add_null_value (builder);
      else
        json_builder_add_int_value (builder, zone->value);
      json_builder_set_member_name (builder, "base");
      if (zone->base_owner < 0)
        json_builder_add_null_value (builder);
      else
        json_builder_add_int_value (builder, zone->base_owner);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  return node_to_text (root);
}

/* LANGUAGE switched around a few lookups, as McRulesBook does; English is
 * the source text, a language no catalogue has. */
char *
mc_table_public_begin_language (const char *language)
{
  char *saved = g_strdup (g_getenv ("LANGUAGE"));

  g_setenv ("LANGUAGE", g_str_equal (language, "en") ? "en_XX" : language, TRUE);
  ++_nl_msg_cat_cntr;
  return saved;
}

void
mc_table_public_end_language (char *saved)
{
  if (saved != NULL)
    g_setenv ("LANGUAGE", saved, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  ++_nl_msg_cat_cntr;
  g_free (saved);
}

/* libc's dgettext: GLib's skips translation when the app's own locale
 * has no catalogue, and the viewer's language is not the app's. */
static void
add_word (JsonBuilder *builder,
          const char  *key,
          const char  *msgid)
{
  json_builder_set_member_name (builder, key);
  json_builder_add_string_value (builder, dgettext (GETTEXT_PACKAGE, msgid));
}

/* As add_word(), for a msgid with a context, as C_() marks it. */
static void
add_word_in_context (JsonBuilder *builder,
                     const char  *key,
                     const char  *context,
                     const char  *msgid)
{
  g_autofree char *id = g_strconcat (context, "\004", msgid, NULL);
  const char *translated = dgettext (GETTEXT_PACKAGE, id);

  json_builder_set_member_name (builder, key);
  json_builder_add_string_value (builder, translated == id ? msgid : translated);
}

/**
 * mc_table_public_dup_words:
 * @language: "en", "es" or "pl"
 *
 * Returns: the page's words in @language, as a JSON object
 */
char *
mc_table_public_dup_words (const char *language)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  char *saved;

  g_return_val_if_fail (g_strv_contains (languages, language), NULL);

  saved = mc_table_public_begin_language (language);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "lang");
  json_builder_add_string_value (builder, language);
  /* Translators: the title of the page the players' phones show */
  add_word (builder, "title", N_("The Table"));
  /* Not "over the local network": the table may be shared on this
   * computer only (walk 7). */
  add_word (builder, "read-only", N_("Read-only: this page shows the game kept on the table's "
                                     "computer. Nothing here can change it."));
  add_word (builder, "connecting", N_("Connecting to the table…"));
  add_word (builder, "lost", N_("The table cannot be reached. Trying again…"));
  add_word (builder, "ended", N_("The table stopped sharing."));
  /* Translators: %d is the round's number */
  add_word (builder, "round", N_("Round %d"));
  add_word (builder, "phase-program", N_("Program phase"));
  add_word (builder, "phase-execution", N_("Execution phase"));
  add_word (builder, "phase-round-end", N_("End of the round"));
  /* Translators: %s is a player's name */
  add_word (builder, "turn", N_("%s’s turn"));
  add_word (builder, "starts", N_("starts the round"));
  add_word (builder, "ad-hoc", N_("Ad Hoc mode"));
  add_word (builder, "health", N_("Health"));
  add_word (builder, "energy", N_("Energy"));
  add_word (builder, "credits", N_("Credits"));
  add_word (builder, "score", N_("Score"));
  add_word (builder, "weapons", N_("Weapons"));
  add_word (builder, "no-weapons", N_("No weapons"));
  add_word (builder, "unequipped", N_("not equipped"));
  /* Translators: %s is a zone of the arena, such as B3 */
  add_word (builder, "in-zone", N_("in %s"));
  add_word (builder, "arena", N_("Arena"));
  add_word (builder, "mine", N_("mine"));
  add_word (builder, "turret", N_("turret"));
  add_word (builder, "base", N_("base"));
  add_word (builder, "mighty-mech", N_("Mighty Mech"));
  /* The empty Mech's token in its zone: the arena's own short word (walk
   * 20, pl: "Megamech" did not fit a zone at 360 px, cut "Megame"). */
  add_word_in_context (builder, "mech-token", "arena", NC_("arena", "Mech"));
  add_word (builder, "mech-free", N_("Nobody controls the Mighty Mech."));
  /* Translators: %s is a player's name */
  add_word (builder, "mech-held", N_("%s controls the Mighty Mech."));
  add_word (builder, "row", N_("Weapons for sale"));
  /* Translators: on the phones' table page while a combat goes on (R-C1):
   * the first %s, who attacked, and the second %s, the one attacked */
  add_word (builder, "combat-between", N_("Combat: %s attacks %s"));
  add_word (builder, "last", N_("What just happened"));
  add_word (builder, "over", N_("Game over"));
  /* Translators: the title of the page the players' phones show, once
   * the game is known; Tiny Epic Mechs is the game's name */
  add_word (builder, "title-mechs", N_("Tiny Epic Mechs: the table"));
  /* Translators: the same, for Rumblebots (the game's name) */
  add_word (builder, "title-rumblebots", N_("Rumblebots: the table"));
  /* Translators: one sentence per number of winners, %s their names */
  add_word (builder, "winners-1", N_("Winner: %s"));
  add_word (builder, "winners-2", N_("Winners: %s and %s"));
  add_word (builder, "winners-3", N_("Winners: %s, %s and %s"));
  add_word (builder, "winners-4", N_("Winners: %s, %s, %s and %s"));
  /* Translators: %s is a player's name (Rumblebots' Champion) */
  add_word (builder, "champion-is", N_("Champion: %s"));
  /* Rumblebots */
  add_word (builder, "phase-build", N_("Build phase"));
  add_word (builder, "phase-battle", N_("Battle phase"));
  add_word (builder, "crystals", N_("Crystals"));
  add_word (builder, "storage", N_("Storage"));
  add_word (builder, "reactor", N_("Reactor"));
  add_word (builder, "scrap", N_("Scrap"));
  /* Translators: %d is a tier of the Laboratory, 1 to 3 */
  add_word (builder, "tier", N_("Tier %d"));
  add_word (builder, "bots", N_("Bots"));
  add_word (builder, "attack", N_("Attack"));
  add_word (builder, "defense", N_("Defense"));
  /* Translators: on the phones' table page, a heading and the word
   * after a player's name: "Champion: Ana" */
  add_word_in_context (builder, "champion", "table page", NC_("table page", "Champion"));
  add_word (builder, "surrendered", N_("surrendered"));
  /* Translators: %d is how many battle cards are left */
  add_word (builder, "deck-left", N_("Battle deck: %d"));
  /* Translators: %d is how many cards are in the supply */
  add_word (builder, "supply", N_("Supply: %d"));
  add_word (builder, "cryo", N_("Cryo-cell"));
  add_word (builder, "workshop-tier", N_("Workshop Tier"));
  add_word (builder, "showdown", N_("Showdown"));
  add_word (builder, "clockwise", N_("Clockwise"));
  add_word (builder, "counter-clockwise", N_("Counter-clockwise"));
  /* Translators: followed by the crystals on each round space, "3 3 2 0 0 –" */
  add_word (builder, "track", N_("Round track:"));
  /* Translators: RB-C2 */
  add_word (builder, "first-defender", N_("Battle · %s, the Champion, reveals the first defender"));
  /* Translators: "Battle · Ben challenges Ana" */
  add_word (builder, "challenges", N_("Battle · %s challenges %s"));
  /* Translators: RB-C12 */
  add_word (builder, "new-champion", N_("Battle · %s is the new Champion and names a faction"));
  /* Translators: the clash: the attack must pass the defense (RB-C7),
   * or the crits reach 4 + the barriers (RB-C8) */
  add_word (builder, "clash", N_("Defense %d, barriers %d · attack %d, needs more than %d · crits %d of %d needed"));
  add_word (builder, "beaten", N_("%s · %s is beaten!"));
  add_word (builder, "defense-gang", N_("Defense %d, barriers %d"));
  /* Translators: the phone page, the Bots revealed in a battle, by name:
   * "Defending: Bulby, Sparky" */
  add_word (builder, "defending", N_("Defending: %s"));
  /* Translators: the phone page: "Attacking: Wrench Toast" */
  add_word (builder, "attacking", N_("Attacking: %s"));
  /* Translators: a revealed card the players did not name, "Card 2" */
  add_word (builder, "card-n", N_("Card %u"));
  add_word (builder, "wins-dominance", N_("%s wins by dominance"));
  add_word (builder, "wins-showdown", N_("%s wins the Showdown"));
  /* How the game went: the chart at the end and its table (issue 28). */
  add_word (builder, "chart", N_("Score after each round"));
  add_word (builder, "scoring-rounds", N_("Scoring rounds: %s"));
  add_word (builder, "dominance-round", N_("Dominance win in round %u"));
  /* Translators: the caption of a table, a row per player, a column per round */
  add_word (builder, "chart-vp", N_("Victory points after each round"));
  /* Translators: the caption of a table, a row per player, a column per round (Rumblebots) */
  add_word (builder, "chart-crystals", N_("Crystals after each round"));
  /* Translators: the heading of the column of players' names in a table */
  add_word (builder, "chart-player", N_("Player"));
  json_builder_set_member_name (builder, "starter-names");
  json_builder_begin_object (builder);
  add_word_in_context (builder, "bulby", "Rumblebots starting Bot", NC_("Rumblebots starting Bot", "Bulby"));
  add_word_in_context (builder, "mechchicken", "Rumblebots starting Bot",
                       NC_("Rumblebots starting Bot", "Mechchicken"));
  add_word_in_context (builder, "wrench-toast", "Rumblebots starting Bot",
                       NC_("Rumblebots starting Bot", "Wrench Toast"));
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "status");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "pilot");
  json_builder_add_string_value (builder, tem_status_get_name (TEM_STATUS_PILOT));
  json_builder_set_member_name (builder, "power-armor");
  json_builder_add_string_value (builder, tem_status_get_name (TEM_STATUS_POWER_ARMOR));
  json_builder_set_member_name (builder, "mighty-mech");
  json_builder_add_string_value (builder, tem_status_get_name (TEM_STATUS_MIGHTY_MECH));
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "colours");
  json_builder_begin_object (builder);
  for (int colour = 0; tem_colour_is_valid (colour); colour++)
    {
      json_builder_set_member_name (builder, tem_colour_get_id (colour));
      json_builder_add_string_value (builder, tem_colour_get_name (colour));
    }
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "weapon-names");
  json_builder_begin_object (builder);
  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      g_autofree char *name = tem_catalogue_dup_weapon_label (kind);

      json_builder_set_member_name (builder, tem_catalogue_get_weapon (kind)->id);
      json_builder_add_string_value (builder, name);
    }
  json_builder_end_object (builder);
  json_builder_end_object (builder);
  mc_table_public_end_language (saved);

  root = json_builder_get_root (builder);
  return node_to_text (root);
}

/**
 * mc_table_public_tell:
 * @events: (nullable): what the last action caused
 *
 * Returns: (nullable): what @events caused, in words of @language
 */
char *
mc_table_public_tell (const TemGame   *game,
                      const TemEvents *events,
                      const char      *language)
{
  char *saved;
  char *told;

  if (events == NULL || events->n_events == 0)
    return NULL;
  saved = mc_table_public_begin_language (language);
  told = tem_narration_tell (game, events);
  mc_table_public_end_language (saved);
  return told;
}

/**
 * mc_table_public_dup_ended_page:
 * @language: "en", "es" or "pl"
 * @style: (nullable): the table page's own style sheet, so that this page
 *   looks like it (light and dark)
 *
 * Returns: the short page a phone gets for a link that is not, or no
 *   longer, the table's (an earlier share's, a mistyped one, the bare
 *   address): what to do, in its language
 */
char *
mc_table_public_dup_ended_page (const char *language,
                                const char *style)
{
  g_autofree char *text = NULL;
  char *saved;

  g_return_val_if_fail (g_strv_contains (languages, language), NULL);

  saved = mc_table_public_begin_language (language);
  /* Both cases in one sentence: the server cannot tell them apart. */
  text = g_markup_escape_text (dgettext (GETTEXT_PACKAGE,
                                         N_("This link does not lead to a table now: scan the code at the table "
                                            "again.")),
                               -1);
  mc_table_public_end_language (saved);
  return g_strdup_printf ("<!DOCTYPE html>\n<html lang=\"%s\"><head><meta charset=\"utf-8\">"
                          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
                          "<meta name=\"color-scheme\" content=\"light dark\"><title>Mech Companion</title>"
                          "<style>%s</style></head>\n<body><h1>Mech Companion</h1>"
                          "<p class=\"bar\" role=\"alert\">%s</p></body></html>\n",
                          language, style != NULL ? style : "", text);
}
