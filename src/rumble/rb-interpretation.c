/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "rb-interpretation.h"

/* checklist.md, "Open ambiguities": one reading each, and a test each in
 * tests/test-rumble-rules.c. */
static const RbInterpretation interpretations[] = {
  { "A-1", "RB-S9",
    N_("The Workshop's starting tier"),
    N_("The rulebook is unclear: its start space is printed as a dot; this app starts every Workshop at tier "
       "★ (1), where only the tier-★ Bots on display can be built.") },
  { "A-2", "RB-R2",
    N_("Which round is the current one"),
    N_("The rulebook doesn't say which end of the round track is its bottom; this app takes the "
       "lowest-numbered space from 1 to 5 that still holds crystals; once they are all empty, the round is "
       "the Showdown.") },
  { "A-3", "RB-B4 RB-V3",
    N_("The Underdog Bonus in the Showdown"),
    N_("The rulebook doesn't say whether the Underdog Bonus still applies in the Showdown; this app gives it: "
       "6 scrap, plus 1 for a player at least 2 crystals behind the leader.") },
  { "A-4", "RB-B10 RB-B21",
    N_("Building a scanned card"),
    N_("The rulebook doesn't say whether building a card from your hand refills anything; this app refills "
       "only a Laboratory row's empty place; a card built from the hand leaves no place to refill.") },
  { "A-5", "RB-B13 RB-B14",
    N_("Recycling your last old Bot"),
    N_("The rulebook doesn't say whether a Bot built this phase lets you recycle your last older one; this app "
       "counts it, since you own it; Contraptions never count.") },
  { "A-6", "RB-B20",
    N_("Scanning a deck with fewer than 2 cards"),
    N_("The rulebook doesn't say; this app draws what the deck holds, and an empty deck cannot be scanned.") },
  { "A-7", "RB-C2 RB-K1",
    N_("The first Champion's first Bot"),
    N_("The rulebook doesn't say whether the abilities of the Bot the first Champion reveals trigger; this app "
       "does nothing automatic: the players follow the card's text and enter any change by hand.") },
  { "A-8", "RB-C12",
    N_("A new Champion with no Bot to keep"),
    N_("The rulebook doesn't say what happens when no Bot of the attack gang is left to defend; this app gives "
       "the Champion an empty defense gang: defense 0 and no barriers, so any attack above 0 beats it.") },
  { "A-9", "RB-C17",
    N_("A beaten Champion whose Bots make a new deck"),
    N_("The rulebook doesn't say it outright; in this app a beaten Champion with an empty deck surrenders, "
       "unless the players first set the cards their Bots gave back (such as Engranador's); then they stay in "
       "the battle.") },
  { "A-10", "RB-C19 RB-C16",
    N_("The loop rule"),
    N_("The rulebook doesn't say whether a player caught by the loop rule loses only the clash or the whole "
       "battle; this app treats it as that player's surrender: their revealed Bots are discarded and they "
       "are out for the rest of the battle. The app never looks for loops itself; a player says so.") },
  { "A-11", "RB-C22",
    N_("Where the runner-up's crystal goes"),
    N_("The rulebook doesn't say; this app puts it in the runner-up's Storage, like the Champion's.") },
  { "A-12", "RB-V1",
    N_("When dominance is checked"),
    N_("The rulebook doesn't say whether \"the end of a Build Phase\" means each player's build turn or the "
       "whole table's; this app checks at the end of the whole Build Phase and at the end of the Battle Phase, "
       "after the crystals are handed out, in rounds 1 to 5 only.") },
  { "A-13", "RB-V7",
    N_("Cryo-cell crystals and Scanning"),
    N_("The rulebook doesn't say whether a Cryo-cell crystal energized in the Showdown may Scan; this app "
       "allows it, since Scanning \"works as usual\"; it then gives no scrap.") },
  { "A-14", "RB-K3",
    N_("When Energized works"),
    N_("The Spanish rulebook is unclear: it names a \"final phase\" that doesn't exist; this app follows the "
       "English rules: an Energized ability works during the Battle Phase while your Reactor holds a "
       "crystal.") },
  { "A-15", "RB-K14 RB-S8",
    N_("Creating crystals from an empty supply"),
    N_("The rulebook doesn't say; this app creates only as many crystals as the common supply holds, and says "
       "how many were missing.") },
  { "A-16", "RB-F12",
    N_("Maléfik's critical hits"),
    N_("The rulebook is unclear in the copy of its text this app was written from: it lost the tier icons "
       "that say which Workshop tiers give Maléfik 2 or 3 critical hits, which the printed book shows; this "
       "app doesn't decide: the players read their card and enter the critical hits it has.") },
  { "A-17", "RB-K9 RB-K15",
    N_("An evolved card trashed or recycled"),
    N_("The rulebook doesn't say; this app puts it in the Recycle Area like any trashed Bot; it does not go "
       "back to the Transformation deck.") },
};

const RbInterpretation *
rb_interpretation_get_all (guint *n)
{
  *n = G_N_ELEMENTS (interpretations);
  return interpretations;
}

const RbInterpretation *
rb_interpretation_find (const char *id)
{
  for (gsize i = 0; i < G_N_ELEMENTS (interpretations); i++)
    if (g_str_equal (interpretations[i].id, id))
      return &interpretations[i];
  return NULL;
}
