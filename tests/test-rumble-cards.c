/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Rumblebots' Bots in the cards file: entered once by the players, found
 * again by name, written and read back, old files still read, bad values
 * refused with their reason and nothing changed. The numbers are the
 * rulebook's own examples (checklist.md E-1 and E-6): Bill el Cohete
 * costs 3 and attacks for 7, Wrench Toast attacks for 2 and is recycled
 * for 1, as is Bulby; both of the first are Warfare (glossary.md). */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "journal/mc-card-memory.h"
#include "journal/mc-journal-error.h"
#include "rumble/rb-faction.h"
#include "rumble/rb-limits.h"

#include "test-util.h"

static McBotCard
unknown_bot (const char *name)
{
  return (McBotCard) { (char *) name, 0, RB_UNKNOWN, RB_UNKNOWN, RB_UNKNOWN, RB_UNKNOWN, RB_UNKNOWN, RB_UNKNOWN };
}

static McCardMemory *
memory_with_bots (void)
{
  McCardMemory *memory = mc_card_memory_new ();
  McBotCard bill = unknown_bot ("Bill el Cohete");
  McBotCard toast = unknown_bot ("Wrench Toast");
  McBotCard bulby = unknown_bot ("Bulby");

  bill.factions = RB_FACTION_BIT (RB_FACTION_WARFARE);
  bill.attack = 7;
  bill.cost = 3;
  toast.factions = RB_FACTION_BIT (RB_FACTION_WARFARE);
  toast.attack = 2;
  toast.recycle = 1;
  bulby.recycle = 1;
  g_assert_true (mc_card_memory_set_bot (memory, &bill, NULL));
  g_assert_true (mc_card_memory_set_bot (memory, &toast, NULL));
  g_assert_true (mc_card_memory_set_bot (memory, &bulby, NULL));
  return memory;
}

/* Written and read back the same; found by name whatever its case; what
 * was never entered stays unknown. */
static void
test_round_trip (void)
{
  g_autoptr(McCardMemory) memory = memory_with_bots ();
  g_autoptr(McCardMemory) read = mc_card_memory_new ();
  g_autofree char *data = mc_card_memory_to_data (memory);
  g_autofree char *again = NULL;
  g_autoptr(GError) error = NULL;
  const McBotCard *bill;

  g_assert_nonnull (strstr (data, "\"rumblebots\""));
  g_assert_true (mc_card_memory_load_data (read, data, strlen (data), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (mc_card_memory_get_n_bots (read), ==, 3);
  g_assert_cmpuint (mc_card_memory_count (read), ==, mc_card_memory_count (memory));
  /* 3 names, 2 faction sets, 5 numbers (7 and 3, 2 and 1, 1). */
  g_assert_cmpuint (mc_card_memory_count (read), ==, 3 + 2 + 5);

  bill = mc_card_memory_find_bot (read, "  BILL EL COHETE ");
  g_assert_nonnull (bill);
  g_assert_cmpstr (bill->name, ==, "Bill el Cohete");
  g_assert_cmpint (bill->attack, ==, 7);
  g_assert_cmpint (bill->cost, ==, 3);
  g_assert_cmpuint (bill->factions, ==, RB_FACTION_BIT (RB_FACTION_WARFARE));
  /* Never invented. */
  g_assert_cmpint (bill->defense, ==, RB_UNKNOWN);
  g_assert_cmpint (bill->crits, ==, RB_UNKNOWN);
  g_assert_cmpint (bill->barriers, ==, RB_UNKNOWN);
  g_assert_cmpint (bill->recycle, ==, RB_UNKNOWN);
  g_assert_cmpint (mc_card_memory_find_bot (read, "Bulby")->recycle, ==, 1);
  g_assert_cmpuint (mc_card_memory_find_bot (read, "Bulby")->factions, ==, 0);
  g_assert_null (mc_card_memory_find_bot (read, "Pingutrón"));

  again = mc_card_memory_to_data (read);
  g_assert_cmpstr (again, ==, data);
}

/* A number entered later is added to what is known; one not entered keeps
 * what was. */
static void
test_entered_piece_by_piece (void)
{
  g_autoptr(McCardMemory) memory = memory_with_bots ();
  McBotCard bill = unknown_bot ("bill el cohete");

  bill.recycle = 1;
  g_assert_true (mc_card_memory_set_bot (memory, &bill, NULL));
  g_assert_cmpuint (mc_card_memory_get_n_bots (memory), ==, 3);
  g_assert_cmpint (mc_card_memory_find_bot (memory, "Bill el Cohete")->attack, ==, 7);
  g_assert_cmpint (mc_card_memory_find_bot (memory, "Bill el Cohete")->recycle, ==, 1);
  g_assert_cmpstr (mc_card_memory_get_bot (memory, 0)->name, ==, "Bill el Cohete");
}

/* A file from before Rumblebots is read as before, and a memory without
 * Bots writes no Rumblebots member. */
static void
test_old_file_without_bots (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "cards", "good.json", NULL);
  g_autoptr(McCardMemory) memory = mc_card_memory_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;

  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_true (mc_card_memory_load (memory, path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (mc_card_memory_get_n_bots (memory), ==, 0);
  g_assert_cmpint (mc_card_memory_get (memory, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_ATTACK), ==, 3);
  data = mc_card_memory_to_data (memory);
  g_assert_null (strstr (data, "rumblebots"));
}

static void
assert_refused (McCardMemory *memory,
                const char   *file,
                const char   *message)
{
  g_autofree char *before = mc_card_memory_to_data (memory);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_false (mc_card_memory_load_data (memory, file, strlen (file), &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, ==, message);
  after = mc_card_memory_to_data (memory);
  g_assert_cmpstr (after, ==, before);
}

#define HEAD "{\"format\": \"mech-companion-cards\", \"version\": 2, \"rumblebots\": "

/* Bad values: refused with their reason, nothing changed. */
static void
test_bad_values_refused (void)
{
  g_autoptr(McCardMemory) memory = memory_with_bots ();
  g_autofree char *before = mc_card_memory_to_data (memory);
  g_autofree char *after = NULL;
  McBotCard bot = unknown_bot ("Bill el Cohete");
  g_autoptr(GError) error = NULL;

  test_set_language ("C");

  bot.attack = RB_CARD_VALUE_MAX + 1;
  g_assert_false (mc_card_memory_set_bot (memory, &bot, &error));
  g_assert_cmpstr (error->message, ==, "Bill el Cohete: the attack is a whole number from 0 to 30.");
  g_clear_error (&error);
  bot.attack = RB_UNKNOWN;
  bot.barriers = -2;
  g_assert_false (mc_card_memory_set_bot (memory, &bot, &error));
  g_assert_cmpstr (error->message, ==, "Bill el Cohete: the barriers are a whole number from 0 to 30.");
  g_clear_error (&error);
  bot.barriers = RB_UNKNOWN;
  bot.factions = RB_FACTION_BIT (RB_FACTION_BIO) | RB_FACTION_BIT (RB_FACTION_MECH) | RB_FACTION_BIT (RB_FACTION_STEAM);
  g_assert_false (mc_card_memory_set_bot (memory, &bot, &error));
  g_assert_cmpstr (error->message, ==, "Bill el Cohete: a Bot belongs to one or two of the six factions.");
  g_clear_error (&error);
  bot = unknown_bot ("   ");
  g_assert_false (mc_card_memory_set_bot (memory, &bot, &error));
  g_assert_cmpstr (error->message, ==, "A Bot needs the name printed on its card.");
  g_clear_error (&error);
  after = mc_card_memory_to_data (memory);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpint (mc_card_memory_find_bot (memory, "Bill el Cohete")->attack, ==, 7);

  assert_refused (memory, HEAD "{\"bots\": [{\"name\": \"Bill el Cohete\", \"attack\": 31}]}}",
                  "Bill el Cohete: the attack is a whole number from 0 to 30.");
  assert_refused (memory, HEAD "{\"bots\": [{\"name\": \"Bill el Cohete\", \"attack\": \"7\"}]}}",
                  "Bill el Cohete: the attack is a whole number from 0 to 30.");
  assert_refused (memory, HEAD "{\"bots\": [{\"name\": \"Bill el Cohete\", \"factions\": [\"robots\"]}]}}",
                  "Bill el Cohete: a faction is animal, appliances, bio, steam, mech or warfare.");
  assert_refused (memory, HEAD "{\"bots\": [{\"name\": \"Bulby\"}, {\"name\": \"BULBY\"}]}}",
                  "The cards file names the Bot “BULBY” twice.");
  assert_refused (memory, HEAD "{\"bots\": [{\"name\": \"Bulby\", \"speed\": 3}]}}",
                  "A Bot card shows a name, factions, attack, defense, critical hits, barriers, a cost and a "
                  "recycle value, not “speed”.");
  assert_refused (memory, HEAD "{\"bots\": [{\"attack\": 3}]}}", "A Bot in the cards file has no name.");
  assert_refused (memory, HEAD "{\"bots\": {\"name\": \"Bulby\"}}}", "The cards file’s Bots are not a JSON array.");
  assert_refused (memory, HEAD "[]}", "The cards file’s Rumblebots cards are not a JSON object.");
  assert_refused (memory, HEAD "{\"contraptions\": []}}",
                  "The cards file’s Rumblebots cards hold “contraptions”, which is no kind of card.");
  /* A good Bot before a bad one is not kept either. */
  assert_refused (memory, HEAD "{\"bots\": [{\"name\": \"Pingutrón\", \"attack\": 2}, {\"name\": \"Bulby\", "
                  "\"cost\": -1}]}}",
                  "Bulby: the cost is a whole number from 0 to 30.");
  g_assert_null (mc_card_memory_find_bot (memory, "Pingutrón"));
}

/* A deeply nested member is refused by the JSON guard before parsing. */
static void
test_deep_nesting_refused (void)
{
  g_autoptr(McCardMemory) memory = memory_with_bots ();
  GString *file = g_string_new (HEAD "{\"bots\": ");
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  test_set_language ("C");
  for (guint i = 0; i < 10000; i++)
    g_string_append_c (file, '[');
  for (guint i = 0; i < 10000; i++)
    g_string_append_c (file, ']');
  g_string_append (file, "}}");
  text = g_string_free (file, FALSE);

  assert_refused (memory, text, "The cards file is nested too deeply to be one (more than 16 levels).");
  g_assert_false (mc_card_memory_load_data (memory, text, strlen (text), &error));
  g_assert_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_DEEP);
}

/* An import adds the Bots this copy does not know; a disagreement is kept
 * ours unless replaced. */
static void
test_merge (void)
{
  g_autoptr(McCardMemory) ours = mc_card_memory_new ();
  g_autoptr(McCardMemory) theirs = memory_with_bots ();
  g_autoptr(GPtrArray) added = NULL;
  g_autoptr(GPtrArray) conflicts = NULL;
  McBotCard bill = unknown_bot ("Bill el Cohete");

  test_set_language ("C");
  bill.attack = 8;       /* a typing mistake in one copy */
  g_assert_true (mc_card_memory_set_bot (ours, &bill, NULL));

  g_assert_cmpuint (mc_card_memory_merge (ours, theirs, FALSE, &added, &conflicts), >, 0);
  g_assert_cmpuint (conflicts->len, ==, 1);
  g_assert_cmpstr (((McCardChange *) conflicts->pdata[0])->ours, ==, "Bill el Cohete: attack 8");
  g_assert_cmpstr (((McCardChange *) conflicts->pdata[0])->theirs, ==, "Bill el Cohete: attack 7");
  g_assert_cmpint (mc_card_memory_find_bot (ours, "Bill el Cohete")->attack, ==, 8);
  g_assert_cmpint (mc_card_memory_find_bot (ours, "Bill el Cohete")->cost, ==, 3);
  g_assert_cmpint (mc_card_memory_find_bot (ours, "Wrench Toast")->recycle, ==, 1);
  g_assert_cmpuint (mc_card_memory_get_n_bots (ours), ==, 3);

  g_clear_pointer (&added, g_ptr_array_unref);
  g_clear_pointer (&conflicts, g_ptr_array_unref);
  mc_card_memory_merge (ours, theirs, TRUE, &added, &conflicts);
  g_assert_cmpint (mc_card_memory_find_bot (ours, "Bill el Cohete")->attack, ==, 7);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/rumble-cards/round-trip", test_round_trip);
  g_test_add_func ("/rumble-cards/entered-piece-by-piece", test_entered_piece_by_piece);
  g_test_add_func ("/rumble-cards/old-file-without-bots", test_old_file_without_bots);
  g_test_add_func ("/rumble-cards/bad-values-refused", test_bad_values_refused);
  g_test_add_func ("/rumble-cards/deep-nesting-refused", test_deep_nesting_refused);
  g_test_add_func ("/rumble-cards/merge", test_merge);

  return g_test_run ();
}
