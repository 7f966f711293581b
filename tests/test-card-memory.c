/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The card memory beside the journal: weapon numbers remembered for the
 * next game, the whole box's catalogue, and bad cards files refused with
 * their reason. */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "journal/mc-card-memory.h"
#include "journal/mc-journal.h"
#include "mechs/tem-action.h"
#include "test-util.h"

/* Weapon numbers entered once are remembered for the next game; a bad
 * cards file is refused with its reason and changes nothing. */
static void
test_card_memory (void)
{
  g_autoptr(McCardMemory) memory = mc_card_memory_new ();
  g_autoptr(McCardMemory) again = mc_card_memory_new ();
  g_autofree char *data = NULL;
  TemAction actions[MC_CARD_MEMORY_MAX_FILL];
  TemGame game;
  TemAction action;
  guint n;
  static const struct
  {
    const char *data;
    int         code;
  } bad[] = {
    { "", MC_JOURNAL_ERROR_WRONG_TYPE },
    { "{\"format\": ", MC_JOURNAL_ERROR_SYNTAX },
    { "[1, 2]", MC_JOURNAL_ERROR_WRONG_TYPE },
    { "{\"format\": \"mech-companion-journal\", \"version\": 1}", MC_JOURNAL_ERROR_NOT_A_JOURNAL },
    { "{\"format\": \"mech-companion-cards\", \"version\": 3}", MC_JOURNAL_ERROR_NEWER_VERSION },
    /* Found by fuzz-cards: members of the wrong kind. */
    { "{\"format\": \"mech-companion-cards\", \"version\": {\"major\": 1}}", MC_JOURNAL_ERROR_NEWER_VERSION },
    { "{\"format\": [\"mech-companion-cards\"], \"version\": 1}", MC_JOURNAL_ERROR_NOT_A_JOURNAL },
    { "{\"format\": \"mech-companion-cards\", \"version\": 1, \"weapons\": 3}", MC_JOURNAL_ERROR_WRONG_TYPE },
    { "{\"format\": \"mech-companion-cards\", \"version\": 1, \"weapons\": {\"laser-sword\": {}}}",
      MC_JOURNAL_ERROR_OUT_OF_RANGE },
    { "{\"format\": \"mech-companion-cards\", \"version\": 1, \"weapons\": {\"warhammer\": {\"vp\": -1}}}",
      MC_JOURNAL_ERROR_OUT_OF_RANGE },
    { "{\"format\": \"mech-companion-cards\", \"version\": 1, \"weapons\": {\"warhammer\": {\"vp\": \"2\"}}}",
      MC_JOURNAL_ERROR_OUT_OF_RANGE },
    { "{\"format\": \"mech-companion-cards\", \"version\": 1, \"weapons\": {\"warhammer\": {\"type\": \"laser\"}}}",
      MC_JOURNAL_ERROR_OUT_OF_RANGE },
    { "{\"format\": \"mech-companion-cards\", \"version\": 1, \"weapons\": {\"warhammer\": {\"colour\": 1}}}",
      MC_JOURNAL_ERROR_OUT_OF_RANGE },
  };

  test_start_game (&game, 2, 0);
  tem_action_init_set_weapon (&action, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_VP, 3);
  test_apply_action_ok (&game, &action, NULL);
  tem_action_init_set_weapon (&action, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_TYPE, TEM_WEAPON_TYPE_MELEE);
  test_apply_action_ok (&game, &action, NULL);
  g_assert_true (mc_card_memory_remember (memory, &game, TEM_KIND_WARHAMMER));
  g_assert_false (mc_card_memory_remember (memory, &game, TEM_KIND_WARHAMMER));   /* nothing new */
  g_assert_cmpint (mc_card_memory_get (memory, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_VP), ==, 3);

  /* Through the file and back. */
  data = mc_card_memory_to_data (memory);
  g_assert_true (mc_card_memory_load_data (again, data, strlen (data), NULL));
  g_assert_cmpint (mc_card_memory_get (again, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_TYPE), ==, TEM_WEAPON_TYPE_MELEE);

  /* A new game gets them as actions, and only what it does not know. */
  test_start_game (&game, 3, 0);
  n = mc_card_memory_fill (again, &game, actions, G_N_ELEMENTS (actions));
  g_assert_cmpuint (n, ==, 2);
  for (guint i = 0; i < n; i++)
    test_apply_action_ok (&game, &actions[i], NULL);
  g_assert_cmpint (game.weapon_stats[TEM_KIND_WARHAMMER].vp, ==, 3);
  g_assert_cmpuint (mc_card_memory_fill (again, &game, actions, G_N_ELEMENTS (actions)), ==, 0);

  /* Another copy's numbers: new ones added, a disagreement shown and kept
   * unless replacing. */
  {
    g_autoptr(McCardMemory) theirs = mc_card_memory_new ();
    g_autoptr(GPtrArray) added = NULL;
    g_autoptr(GPtrArray) conflicts = NULL;
    const char *file = "{\"format\": \"mech-companion-cards\", \"version\": 1, \"weapons\": "
                       "{\"warhammer\": {\"vp\": 4, \"attack\": 2}}}";
    McCardChange *change;

    g_assert_true (mc_card_memory_load_data (theirs, file, strlen (file), NULL));
    g_assert_cmpuint (mc_card_memory_merge (again, theirs, FALSE, &added, &conflicts), ==, 1);
    g_assert_cmpuint (added->len, ==, 1);
    g_assert_cmpuint (conflicts->len, ==, 1);
    change = conflicts->pdata[0];
    g_assert_cmpstr (change->ours, ==, "Warhammer: victory points 3");
    g_assert_cmpstr (change->theirs, ==, "Warhammer: victory points 4");
    g_assert_cmpint (mc_card_memory_get (again, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_VP), ==, 3);
    g_assert_cmpuint (mc_card_memory_merge (again, theirs, TRUE, NULL, NULL), ==, 1);
    g_assert_cmpint (mc_card_memory_get (again, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_VP), ==, 4);
    g_assert_cmpuint (mc_card_memory_count (again), ==, 3);
    /* Back to what the rest of this test expects. */
    {
      g_autoptr(McCardMemory) fresh = mc_card_memory_new ();

      g_assert_true (mc_card_memory_load_data (fresh, data, strlen (data), NULL));
      mc_card_memory_merge (fresh, again, FALSE, NULL, NULL);
      g_clear_pointer (&again, mc_card_memory_free);
      again = g_steal_pointer (&fresh);
    }
  }

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (mc_card_memory_load_data (again, bad[i].data, strlen (bad[i].data), &error));
      g_test_message ("refused as expected: %s", error->message);
      g_assert_error (error, MC_JOURNAL_ERROR, bad[i].code);
      g_assert_cmpint (mc_card_memory_get (again, TEM_KIND_WARHAMMER, TEM_WEAPON_FIELD_VP), ==, 3);
    }
  {
    g_autoptr(GError) error = NULL;
    const char binary[] = "{\"format\0";

    g_assert_false (mc_card_memory_load_data (again, binary, sizeof binary, &error));
    g_assert_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_BINARY);
  }
}

#define CARDS_V2(members) "{\"format\": \"mech-companion-cards\", \"version\": 2, " members "}"

/* The whole box in one file: names and abilities of unnamed weapons,
 * pilots, zone cards, the program mix and the Mech's sides; each bad
 * piece refused with its reason and nothing changed. */
static void
test_card_catalogue_holds_the_whole_box (void)
{
  g_autoptr(McCardMemory) memory = mc_card_memory_new ();
  g_autoptr(McCardMemory) again = mc_card_memory_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *before = NULL;
  g_autofree char *huge = g_strnfill (MC_CARD_TEXT_MAX_CHARS + 1, 'x');
  g_autofree char *huge_file = NULL;
  McZoneCard cards[TEM_N_RESOURCE_ZONE_CARDS];
  const McPilotCard *pilot;
  TemGame game;
  TemAction actions[MC_CARD_MEMORY_MAX_FILL];
  TemAction action;
  guint n;
  static const char * const bad[] = {
    /* weapons: negative cost, unknown type, unknown ability, amount off, a public name renamed, two of one name */
    CARDS_V2 ("\"weapons\": {\"advanced-03\": {\"cost-energy\": -2}}"),
    CARDS_V2 ("\"weapons\": {\"advanced-03\": {\"type\": \"psychic\"}}"),
    CARDS_V2 ("\"weapons\": {\"advanced-03\": {\"ability\": \"teleport\"}}"),
    CARDS_V2 ("\"weapons\": {\"advanced-03\": {\"ability\": \"unknown\"}}"),
    CARDS_V2 ("\"weapons\": {\"advanced-03\": {\"ability-amount\": 12}}"),
    CARDS_V2 ("\"weapons\": {\"warhammer\": {\"name\": \"Big Hammer\"}}"),
    CARDS_V2 ("\"weapons\": {\"advanced-03\": {\"name\": \"Lance\"}, \"advanced-04\": {\"name\": \"lance\"}}"),
    CARDS_V2 ("\"weapons\": {\"advanced-03\": {\"name\": \"Warhammer\"}}"),
    CARDS_V2 ("\"weapons\": {\"advanced-03\": {\"name\": 7}}"),
    CARDS_V2 ("\"weapons\": {\"advanced-03\": {\"name\": \"Tab\\tname\"}}"),
    /* pilots: twice, nine of them, no name, health off, unknown member */
    CARDS_V2 ("\"pilots\": [{\"name\": \"Ace\"}, {\"name\": \"ACE\"}]"),
    CARDS_V2 ("\"pilots\": [{\"name\": \"Maverick\"}, {\"name\": \"Renegado\"}]"),
    CARDS_V2 ("\"pilots\": [{\"name\": \"A\"}, {\"name\": \"B\"}, {\"name\": \"C\"}, {\"name\": \"D\"}, {\"name\": \"E\"},"
              " {\"name\": \"F\"}, {\"name\": \"G\"}, {\"name\": \"H\"}, {\"name\": \"I\"}]"),
    CARDS_V2 ("\"pilots\": [{\"health\": 5}]"),
    CARDS_V2 ("\"pilots\": [{\"name\": \"Ace\", \"health\": 0}]"),
    CARDS_V2 ("\"pilots\": [{\"name\": \"Ace\", \"armour\": 3}]"),
    CARDS_V2 ("\"pilots\": {\"name\": \"Ace\"}"),
    /* zones: a value off, no resources, an unknown resource, seventeen cards */
    CARDS_V2 ("\"zones\": {\"cards\": [{\"value\": 12, \"resources\": [\"energy\"]}]}"),
    CARDS_V2 ("\"zones\": {\"cards\": [{\"value\": 2, \"resources\": []}]}"),
    CARDS_V2 ("\"zones\": {\"cards\": [{\"value\": 2, \"resources\": [\"gold\"]}]}"),
    CARDS_V2 ("\"zones\": {\"base\": -1}"),
    CARDS_V2 ("\"zones\": {\"cards\": [{\"value\": 1, \"resources\": [\"energy\"]}, {\"value\": 1, \"resources\": [\"energy\"]},"
              " {\"value\": 1, \"resources\": [\"energy\"]}, {\"value\": 1, \"resources\": [\"energy\"]},"
              " {\"value\": 1, \"resources\": [\"energy\"]}, {\"value\": 1, \"resources\": [\"energy\"]},"
              " {\"value\": 1, \"resources\": [\"energy\"]}, {\"value\": 1, \"resources\": [\"energy\"]},"
              " {\"value\": 1, \"resources\": [\"energy\"]}, {\"value\": 1, \"resources\": [\"energy\"]},"
              " {\"value\": 1, \"resources\": [\"energy\"]}, {\"value\": 1, \"resources\": [\"energy\"]},"
              " {\"value\": 1, \"resources\": [\"energy\"]}, {\"value\": 1, \"resources\": [\"energy\"]},"
              " {\"value\": 1, \"resources\": [\"energy\"]}, {\"value\": 1, \"resources\": [\"energy\"]},"
              " {\"value\": 1, \"resources\": [\"energy\"]}]}"),
    /* the program mix, the Mech, and a member that is no kind of card */
    CARDS_V2 ("\"program-twice\": \"fly\""),
    CARDS_V2 ("\"mech\": {\"troy\": {\"ability\": \"force-field\"}, \"sparta\": {\"ability\": \"force-field\"}}"),
    CARDS_V2 ("\"mech\": {\"atlantis\": {\"ability\": \"force-field\"}}"),
    CARDS_V2 ("\"dice\": []"),
  };

  /* Entered as the players would. */
  g_assert_true (mc_card_memory_set_weapon_name (memory, TEM_N_BASIC_KINDS + 2, "  Plasma Lance ", NULL));
  g_assert_cmpstr (mc_card_memory_get_weapon_name (memory, TEM_N_BASIC_KINDS + 2), ==, "Plasma Lance");
  g_assert_false (mc_card_memory_set_weapon_name (memory, TEM_N_BASIC_KINDS + 3, "plasma lance", &error));
  g_assert_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE);
  g_clear_error (&error);
  g_assert_false (mc_card_memory_set_weapon_name (memory, TEM_KIND_WARHAMMER, "Hammer", NULL));
  g_assert_false (mc_card_memory_set_weapon_text (memory, TEM_N_BASIC_KINDS + 2, huge, &error));
  g_assert_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_LARGE);
  g_clear_error (&error);
  g_assert_true (mc_card_memory_set_weapon_text (memory, TEM_N_BASIC_KINDS + 2, "Pay up to 2 energy: +1 damage each.", NULL));
  g_assert_true (mc_card_memory_set (memory, TEM_N_BASIC_KINDS + 2, TEM_WEAPON_FIELD_ABILITY, TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE));
  g_assert_true (mc_card_memory_set (memory, TEM_N_BASIC_KINDS + 2, TEM_WEAPON_FIELD_ABILITY_AMOUNT, 2));
  g_assert_false (mc_card_memory_set (memory, TEM_N_BASIC_KINDS + 2, TEM_WEAPON_FIELD_ABILITY, TEM_ABILITY_UNKNOWN));
  g_assert_false (mc_card_memory_set (memory, TEM_N_BASIC_KINDS + 2, TEM_WEAPON_FIELD_COST_CREDITS, -2));

  /* A shipped pilot typed in Spanish is the same card as in English. */
  g_assert_true (mc_card_memory_set_pilot (memory, "Ace", 6, "Once per round, move 1 more zone.", NULL));
  g_assert_true (mc_card_memory_set_pilot (memory, "Maverick", 5, NULL, NULL));
  g_assert_true (mc_card_memory_set_pilot (memory, "ace", 7, "Once per round, move 1 more zone.", NULL));  /* a correction */
  g_assert_cmpuint (mc_card_memory_get_n_pilots (memory), ==, 2);
  g_assert_cmpint (mc_card_memory_find_pilot (memory, "ACE")->health, ==, 7);
  g_assert_false (mc_card_memory_set_pilot (memory, "Ace", TEM_PILOT_HEALTH_TOP_MAX + 1, NULL, NULL));
  g_assert_false (mc_card_memory_set_pilot (memory, "   ", 5, NULL, NULL));

  /* Zone cards learnt from the arena as entered at the table. */
  test_start_game (&game, 2, 0);
  for (int cell = 0, i = 0; cell < TEM_ARENA_CELLS; cell++)
    if (game.arena.zones[cell].kind == TEM_ZONE_RESOURCE && i++ < 3)
      {
        tem_action_init_set_zone (&action, cell, 2, TEM_RESOURCE_ENERGY);
        test_apply_action_ok (&game, &action, NULL);
      }
    else if (game.arena.zones[cell].kind == TEM_ZONE_BASE)
      {
        tem_action_init_set_zone (&action, cell, 1, TEM_RESOURCE_ENERGY | TEM_RESOURCE_CREDITS);
        test_apply_action_ok (&game, &action, NULL);
      }
  g_assert_true (mc_card_memory_remember_zones (memory, &game));
  g_assert_false (mc_card_memory_remember_zones (memory, &game));       /* the same three cards, not six */
  n = mc_card_memory_get_zone_cards (memory, cards);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpint (mc_card_memory_get_zone_value (memory, TEM_ZONE_BASE), ==, 1);
  data = mc_card_memory_describe_zone_cards (cards, n);
  g_assert_cmpstr (data, ==, "2 energy ×3");
  g_clear_pointer (&data, g_free);
  /* One credit is "1 credit" (the walk saw "1 credits"). */
  {
    McZoneCard one[2] = { { .value = 1, .resources = TEM_RESOURCE_CREDITS },
                          { .value = 2, .resources = TEM_RESOURCE_CREDITS } };

    data = mc_card_memory_describe_zone_cards (one, 2);
    g_assert_cmpstr (data, ==, "1 credit and 2 credits");
    g_clear_pointer (&data, g_free);
  }

  g_assert_true (mc_card_memory_set_program_twice (memory, TEM_PROGRAM_COLLECT));
  g_assert_false (mc_card_memory_set_program_twice (memory, 12));
  /* One side's ability says the other's. */
  g_assert_true (mc_card_memory_set_mech_side (memory, TEM_MECH_SIDE_TROY, TEM_MECH_ABILITY_ROCKET_CHARGE, "Move 2.", NULL));
  g_assert_cmpint (mc_card_memory_get_mech_ability (memory, TEM_MECH_SIDE_SPARTA), ==, TEM_MECH_ABILITY_FORCE_FIELD);

  /* Through the file and back, whole. */
  data = mc_card_memory_to_data (memory);
  g_assert_true (mc_card_memory_load_data (again, data, strlen (data), NULL));
  g_assert_cmpstr (mc_card_memory_get_weapon_name (again, TEM_N_BASIC_KINDS + 2), ==, "Plasma Lance");
  g_assert_cmpstr (mc_card_memory_get_weapon_text (again, TEM_N_BASIC_KINDS + 2), ==, "Pay up to 2 energy: +1 damage each.");
  g_assert_cmpint (mc_card_memory_get (again, TEM_N_BASIC_KINDS + 2, TEM_WEAPON_FIELD_ABILITY), ==,
                   TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE);
  pilot = mc_card_memory_find_pilot (again, "Maverick");
  g_assert_nonnull (pilot);
  g_assert_cmpint (pilot->health, ==, 5);
  g_assert_cmpstr (mc_card_memory_find_pilot (again, "Ace")->ability, ==, "Once per round, move 1 more zone.");
  g_assert_cmpuint (mc_card_memory_get_zone_cards (again, cards), ==, 3);
  g_assert_cmpint (mc_card_memory_get_program_twice (again), ==, TEM_PROGRAM_COLLECT);
  g_assert_cmpstr (mc_card_memory_get_mech_text (again, TEM_MECH_SIDE_TROY), ==, "Move 2.");
  g_assert_cmpuint (mc_card_memory_count (again), ==, mc_card_memory_count (memory));

  /* A new game gets the ability and the Bases' value; the rules core names
   * the card as the players do. */
  test_start_game (&game, 2, 0);
  n = mc_card_memory_fill (again, &game, actions, G_N_ELEMENTS (actions));
  g_assert_cmpuint (n, ==, 2 + 2);
  for (guint i = 0; i < n; i++)
    test_apply_action_ok (&game, &actions[i], NULL);
  g_assert_cmpint (game.weapon_stats[TEM_N_BASIC_KINDS + 2].ability, ==, TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE);
  g_assert_cmpint (game.weapon_stats[TEM_N_BASIC_KINDS + 2].ability_amount, ==, 2);
  g_assert_cmpint (game.arena.zones[tem_arena_find_base (&game.arena, 0)].value, ==, 1);
  mc_card_memory_name_weapons (again);
  {
    g_autofree char *name = tem_catalogue_dup_weapon_name (TEM_N_BASIC_KINDS + 2);
    g_autofree char *said = tem_catalogue_describe_weapon_value (TEM_N_BASIC_KINDS + 2, TEM_WEAPON_FIELD_ABILITY_AMOUNT, 2);

    g_assert_cmpstr (name, ==, "Plasma Lance");
    g_assert_cmpstr (said, ==, "Plasma Lance: ability’s number 2");
  }
  tem_catalogue_clear_weapon_names ();

  /* Another copy: what is new, and where the two disagree. */
  {
    g_autoptr(McCardMemory) theirs = mc_card_memory_new ();
    g_autoptr(GPtrArray) added = NULL;
    g_autoptr(GPtrArray) conflicts = NULL;
    const char *file = CARDS_V2 ("\"pilots\": [{\"name\": \"Ace\", \"health\": 6}, {\"name\": \"Renegado\", \"health\": 5},"
                                 " {\"name\": \"Blaze\", \"health\": 4}], \"program-twice\": \"purchase\","
                                 " \"zones\": {\"mech\": 3}");

    g_assert_true (mc_card_memory_load_data (theirs, file, strlen (file), NULL));
    g_assert_cmpuint (mc_card_memory_merge (again, theirs, FALSE, &added, &conflicts), ==, 2);
    g_assert_cmpuint (added->len, ==, 2);        /* Blaze, the Mech zone's value */
    g_assert_cmpuint (conflicts->len, ==, 2);    /* Ace's health, the program mix */
    g_assert_cmpstr (((McCardChange *) conflicts->pdata[0])->ours, ==, "Ace: health track up to 7");
    g_assert_cmpstr (((McCardChange *) conflicts->pdata[0])->theirs, ==, "Ace: health track up to 6");
    g_assert_cmpint (mc_card_memory_get_program_twice (again), ==, TEM_PROGRAM_COLLECT);
    g_assert_cmpuint (mc_card_memory_merge (again, theirs, TRUE, NULL, NULL), ==, 2);
    g_assert_cmpint (mc_card_memory_get_program_twice (again), ==, TEM_PROGRAM_PURCHASE);
    g_assert_cmpuint (mc_card_memory_get_n_pilots (again), ==, 3);
  }

  /* Each bad file: refused with its own reason, nothing changed. */
  before = mc_card_memory_to_data (again);
  huge_file = g_strdup_printf (CARDS_V2 ("\"pilots\": [{\"name\": \"Ace\", \"ability\": \"%s\"}]"), huge);
  for (guint i = 0; i <= G_N_ELEMENTS (bad); i++)
    {
      const char *text = i < G_N_ELEMENTS (bad) ? bad[i] : huge_file;
      g_autofree char *after = NULL;

      if (mc_card_memory_load_data (again, text, strlen (text), &error))
        g_error ("bad cards file %u was read: %s", i, text);
      g_assert_nonnull (error);
      g_test_message ("refused as expected: %s", error->message);
      g_assert_cmpstr (error->message, !=, "");
      g_clear_error (&error);
      after = mc_card_memory_to_data (again);
      g_assert_cmpstr (after, ==, before);
    }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/journal/card-memory", test_card_memory);
  g_test_add_func ("/journal/card-catalogue-holds-the-whole-box", test_card_catalogue_holds_the_whole_box);
  return g_test_run ();
}
