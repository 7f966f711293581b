/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tem-interpretation.h"

static const TemInterpretation interpretations[] = {
  { "I-1", "R-A7",
    N_("Deploying in the empty Mighty Mech's zone"),
    N_("The rulebook is unclear here: the Polish edition counts a zone holding the empty Mighty Mech as "
       "occupied, while the English and Spanish ones only forbid deploying where your pilot stands with it, "
       "which is the same zone; this app refuses a mine or turret in the empty Mech's zone.") },
  { "I-2", "R-C8 R-AH1 R-A8 R-A9",
    N_("A KO by a mine or turret"),
    N_("The rulebook says where a pilot KO'd by a mine or turret goes, and that a Mighty Mech KO'd that way "
       "stays standing in its zone, but doesn't say whether that KO starts Ad Hoc mode, which it names only "
       "after a retreat or a KO in combat; this app puts the pilot into Ad Hoc mode as after a combat KO.") },
  { "I-3", "R-M2 R-M5 R-M6",
    N_("A jump off the arena"),
    N_("The rulebook doesn't say what a jump off the arena does; this app blocks a Double or Diagonal Jump "
       "whose landing zone is outside the arena like a wall: the pilot stays.") },
  { "I-4", "R-SO6 R-SO9",
    N_("Robot moves and blocked zones"),
    N_("The rulebook doesn't say what a Robot Pilot does about blocked zones; this app leaves a wall or the "
       "other robot out of the three zones it sees, and if the chosen zone is blocked anyway, the robot turns "
       "180° and moves forward.") },
  { "I-A1", "R-C7 R-C9 R-C10 R-MM3 R-MM4",
    N_("What \"closest zone\" means"),
    N_("The rulebook doesn't say how \"closest\" is measured; this app counts orthogonal steps through any "
       "zones, hostile or not. Every zone tied at the shortest distance is offered, and the players choose. If "
       "no zone at all is safe, the pilot stays.") },
  { "I-A2", "R-A10",
    N_("Turrets after a combat"),
    N_("The rulebook is unclear about turrets after a combat; this app has an enemy turret in the zone fire "
       "at the pilot who entered if its owner is no longer there, whoever won.") },
  { "I-A4", "R-C4",
    N_("Paying into an ability"),
    N_("The rulebook doesn't say which line an ability's energy adds to; this app adds a weapon's \"pay "
       "energy for damage\" ability to whichever line is dealt, attack or Power Attack.") },
  { "I-A5", "R-A4",
    N_("When to equip"),
    N_("The rulebook allows equipping at the beginning or end of your turn, after a purchase and when your "
       "status changes, but doesn't say when the change is recorded; this app accepts an equip at any moment "
       "of your own turn, so a change made at its beginning or end can be recorded whenever it is entered; "
       "after a status change it waits until your next turn ends. Never during a combat.") },
  { "I-A6", "R-A11 R-A12 R-A13 R-A2",
    N_("Bookkeeping between turns"),
    N_("The rulebook doesn't say, as it needs no record between turns; this app, for convenience, lets Heal, "
       "Upgrade and Purchase work as plain bookkeeping when no turn is being recorded (the program phase), "
       "so a group using the app as a tracker is never blocked.") },
  { "I-A8", "R-SO5 R-RD4",
    N_("The starting player token in solo mode"),
    N_("The rulebook has the human play first in every round of a solo game, then the left Robot Pilot, then "
       "the right one, but doesn't say whether the starting player token passes; in this app it stays with "
       "the human.") },
  { "I-A9", "R-SO20",
    N_("A robot whose base is taken"),
    N_("The rulebook draws unused program cards and resolves their movement from the base until the robot "
       "reaches an open zone, but doesn't say what becomes of the cards drawn; this app puts them back, so "
       "the robot still plays four cards in the round. With the cards flipped at the table, the app asks for "
       "each card turned over and follows it. If no unused card reaches an open zone, the app puts the robot "
       "in the first of the closest open zones to its base.") },
  { "I-A11", "R-SO17 R-SO16",
    N_("A robot with nothing to attack with"),
    N_("The rulebook doesn't say what a robot with nothing to attack with does; in this app a robot in the "
       "Mighty Mech with only basic weapons has nothing it can use, so its attack does nothing and the human "
       "attacks again, until the human retreats or KOs it.") },
  { "I-A12", "R-SO21 R-SC3",
    N_("Winning a solo game"),
    N_("The rulebook asks the human for the highest final score but doesn't say how a tie goes; this app "
       "breaks it as in any game (the Mighty Mech, then the most weapons), and a victory shared with a robot "
       "is not a win.") },
  { "I-A13", "R-MM1 R-A4",
    N_("Taking the Mighty Mech without an advanced weapon"),
    N_("The rulebook is unclear here: it lets a pilot in Power Armor at full health take the empty Mighty "
       "Mech and then equip up to 4 advanced weapons, but also says that a weapon is always equipped and that "
       "the Mech holds advanced weapons only; this app lets a pilot take it only when they own an advanced "
       "weapon, so that one is equipped.") },
  { "I-A14", "R-SC1",
    N_("The value of a Base or of the Mech zone"),
    N_("The rulebook doesn't say what a Base or the Mech zone is worth: its zone cards show a value on "
       "resource zones only, yet scoring counts the value of the zone your pilot stands in; this app asks for "
       "the number printed on a Base or Mech zone card, and takes 0 when it shows none.") },
  { "I-A7", "R-SC1 R-SC2",
    N_("Scoring by hand"),
    N_("The rulebook doesn't say, as it needs no record of the scoring; this app, for convenience, lets a "
       "round end with its scoring done by hand with corrections, and then adds nothing.") },
};

const TemInterpretation *
tem_interpretation_get_all (guint *n)
{
  *n = G_N_ELEMENTS (interpretations);
  return interpretations;
}

const TemInterpretation *
tem_interpretation_find (const char *id)
{
  for (gsize i = 0; i < G_N_ELEMENTS (interpretations); i++)
    if (g_str_equal (interpretations[i].id, id))
      return &interpretations[i];

  return NULL;
}
