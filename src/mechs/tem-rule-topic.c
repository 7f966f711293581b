/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tem-rule-topic.h"

/* Written for players at the table, from the checklist's rules; the books
 * themselves are the publisher's. Every checklist ID is in some topic
 * (tests/test-rules-reference.c checks it). */
static const TemRuleTopic topics[] = {
  /* Setup and rounds */
  { "setup", TEM_RULE_TOPIC_RULE,
    N_("Setting up"),
    N_("setup start begin arena zones bases starting player pilot card mines turrets weapons row deck"),
    N_("Two to four players sit around the arena; a solo game puts one player against two Robot Pilots on the "
       "three-player arena.\n\n"
       "Each player takes one of the two pilot cards dealt to them at its highest health, 3 energy, 3 credits, "
       "a score of 0, three turrets, four mines numbered 1 to 4, the Power Armor in their stockpile, eight "
       "program cards and the Ad Hoc card. The Power Armor is a miniature item; its card is the back of the pilot "
       "card.\n\n"
       "The arena depends on the player count: with 4 players one Mech zone, 4 bases and 16 resource zones; with "
       "3 players 1, 3 and 14; with 2 players 1, 2 and 12. The Mech zone sits in the centre, the resource zones "
       "are shuffled into the other places, and the Mighty Mech starts on its zone with nobody in control.\n\n"
       "Once the starting player is chosen, bases are placed from the player on the starting player's right, "
       "counter-clockwise, the starting player last. Each player hides one of their mines face down on their "
       "own base.\n\n"
       "Each player keeps one of the four basic weapons (Energy Sword, Pulse Pistol, Grenade Launcher, Riot "
       "Shield) equipped; the others stay face up as piles to buy from later. The advanced weapons are shuffled "
       "into a deck and four of them are laid face up as the row."),
    "R-S1 R-S2 R-S3 R-S4 R-S5 R-S7 R-S8 R-S9",
    "rounds purchase solo-setup" },
  { "rounds", TEM_RULE_TOPIC_RULE,
    N_("How a round goes"),
    N_("round phase program execution order turn starting player token six rounds end of game"),
    N_("The game lasts six rounds and starts in round 1 with every score at 0.\n\n"
       "Program: each player secretly chooses 4 of their 8 program cards, in the order they will be played and "
       "turned the way their arrow should point.\n\n"
       "Execution: from the starting player, clockwise, each player plays one card per turn, until everyone has "
       "played four.\n\n"
       "After rounds 2, 4 and 6 the zones are scored. Then the round ends: the starting player token passes "
       "clockwise and everyone leaves Ad Hoc mode. The game ends once round 6 has been scored."),
    "R-RD1 R-RD2 R-RD3 R-RD4 R-RD5 R-S6",
    "movement scoring ad-hoc final" },

  /* Moving */
  { "movement", TEM_RULE_TOPIC_RULE,
    N_("Moving with a program card"),
    N_("move arrow direction wall edge blocked card action own tokens"),
    N_("A program card moves your pilot one zone straight in its arrow's direction, and then you may do the "
       "card's action. Only the Diagonal Jump card moves diagonally.\n\n"
       "A move off the arena hits the wall: the pilot stays where it is and may still do the action.\n\n"
       "Your own mines and turrets never hurt you.\n\n"
       "Walking into a zone with an enemy pilot starts a combat instead of the action; walking into an enemy "
       "mine or turret sets it off."),
    "R-M1 R-M2 R-M7",
    "jumps combat traps" },
  { "jumps", TEM_RULE_TOPIC_RULE,
    N_("Double Jump and Diagonal Jump"),
    N_("jump double diagonal leap skip power attack first"),
    N_("Double Jump moves two zones in the arrow's direction and ignores whatever is in the zone jumped over. "
       "Diagonal Jump moves one zone diagonally. Neither card has an action.\n\n"
       "Landing on an enemy starts a combat in which the jumper's first attack is a Power Attack. The landing "
       "zone's mines and turrets go off as usual."),
    "R-M5 R-M6 R-C6",
    "movement combat counters" },
  { "traps", TEM_RULE_TOPIC_RULE,
    N_("Mines and turrets going off"),
    N_("mine turret trap damage token number hidden goes off triggered enemy zone"),
    N_("Entering a zone that holds an enemy mine or turret sets it off.\n\n"
       "A mine deals the zone's value plus the number on the mine. Its owner scores 1 VP if that knocks you "
       "out, and the mine goes back to its owner either way.\n\n"
       "A turret deals the zone's value. If that knocks you out, the turret stays and its owner scores 1 VP; "
       "otherwise it goes back to its owner.\n\n"
       "If you survive, the token is gone and you still do your card's action.\n\n"
       "With an enemy pilot there too: a mine goes off before the combat. A turret waits for the combat's end "
       "and then fires at the attacker, only if its owner retreated or was knocked out."),
    "R-M4 R-A8 R-A9 R-A10 R-M7",
    "deploy retreat-ko combat" },

  /* Actions */
  { "collect", TEM_RULE_TOPIC_RULE,
    N_("Collect"),
    N_("collect resources energy credits income control zone base mech gain"),
    N_("Collect gives one of each resource shown on every zone you control: the zone where your pilot stands "
       "and each zone holding one of your mines or turrets. A base or the Mech zone gives 1 energy and 1 "
       "credit. The zone's value does not matter, and a zone counts once however many of your things are "
       "there."),
    "R-A1",
    "deploy scoring" },
  { "purchase", TEM_RULE_TOPIC_RULE,
    N_("Purchase"),
    N_("purchase buy weapon cost row deck basic advanced pile refill shop"),
    N_("Purchase buys one weapon: one of the four advanced weapons face up in the row, or a basic weapon you do "
       "not own yet, paying the energy and credits printed on it. The gap in the row is filled from the deck; "
       "once the deck is empty it stays empty.\n\n"
       "You may own any number of weapons, but only one of each basic kind, and you may buy a weapon your "
       "status cannot use yet.\n\n"
       "Weapons are never lost: each one is either equipped or in your stockpile."),
    "R-A2 R-A3 R-S9 R-C11",
    "equip final" },
  { "equip", TEM_RULE_TOPIC_RULE,
    N_("Equipping weapons"),
    N_("equip stockpile slots basic advanced pilot power armor mech change weapons"),
    N_("What you can hold depends on your status: a Pilot 2 basic weapons, Power Armor 2 basic and 2 advanced, "
       "the Mighty Mech 4 advanced and no basic.\n\n"
       "You may change your equipped weapons when your status changes, after a purchase, and at the start or "
       "end of your own turn, never during a combat. At least one weapon stays equipped; the rest wait in your "
       "stockpile."),
    "R-A4 R-C11",
    "purchase power-up mighty-mech" },
  { "deploy", TEM_RULE_TOPIC_RULE,
    N_("Deploy Mine and Deploy Turret"),
    N_("deploy place mine turret token cost credits energy zone value occupied"),
    N_("Deploy Mine costs as many credits as your zone's value and puts one of your mines, number hidden, in the "
       "zone where your pilot stands. Deploy Turret costs as much energy and places a turret. Without enough "
       "to pay, nothing is placed.\n\n"
       "With all four mines (or all three turrets) already out, you move one of them here and still pay.\n\n"
       "A zone holds one mine or one turret at most. You may deploy in any free zone, enemy bases and the Mech "
       "zone included, but not where your pilot stands together with a Mighty Mech it does not control."),
    "R-A5 R-A6 R-A7",
    "traps collect scoring" },
  { "power-up", TEM_RULE_TOPIC_RULE,
    N_("Power Up: Heal or Upgrade"),
    N_("power up heal health repair upgrade power armor energy credits"),
    N_("Power Up is one of two things, never both.\n\n"
       "Heal: every energy paid gives back 2 health, never above the top of your track. A Pilot or Power Armor "
       "can heal; the Mighty Mech cannot.\n\n"
       "Upgrade: a Pilot pays 5 credits, turns the card to its Power Armor side at health 9 whatever the health "
       "was, and may re-equip."),
    "R-A11 R-A12 R-A13",
    "equip mighty-mech" },

  /* The Mech */
  { "mighty-mech", TEM_RULE_TOPIC_RULE,
    N_("The Mighty Mech"),
    N_("mighty mech megamech troy sparta take enter control side ability rocket charge force field"),
    N_("A player in Power Armor at full health who enters the empty Mighty Mech's zone may take it: they score "
       "2 VP, choose its side (Troy 3000 or Sparta 3000), go to health 11, put their Power Armor back in their "
       "stockpile "
       "and may equip up to four advanced weapons.\n\n"
       "In the Mech, Power Up does nothing and there is no healing; the side's ability (Rocket Charge or Force "
       "Field) replaces the pilot's, and the Mech cannot be left by choice.\n\n"
       "Knocked out in the Mech during a combat, you surrender it to whoever knocked you out: they may take "
       "control of it, even as a Pilot, at full health, for 2 VP, and choose its side, as anyone entering the "
       "Mech does. A Robot Pilot always takes it. You become a Pilot and go to the closest zone that is not "
       "hostile, re-equipping. Knocked out by a mine or turret, the Mech stays empty where it was.\n\n"
       "At each scoring, its controller scores 3 VP."),
    "R-MM1 R-MM2 R-MM3 R-MM4 R-MM5",
    "retreat-ko scoring final" },

  /* Combat */
  { "combat", TEM_RULE_TOPIC_RULE,
    N_("Combat"),
    N_("combat fight battle attack weapon damage enemy zone alternate exhausted"),
    N_("Moving into another player's zone starts a combat, and the card's action is not done. The mover scores "
       "1 VP and attacks first.\n\n"
       "The two players take turns, each attacking with one equipped weapon. A weapon used once is spent for "
       "the rest of this combat.\n\n"
       "An attack deals the weapon's first line, or its second line for a Power Attack when one may be dealt. "
       "The attacker scores "
       "1 VP per damage dealt, but nothing for damage beyond the health the target had left. The weapon's "
       "ability comes after its damage, such as paying energy for more damage."),
    "R-M3 R-C1 R-C2 R-C3 R-C4",
    "counters retreat-ko jumps" },
  { "counters", TEM_RULE_TOPIC_RULE,
    N_("Counters and Power Attacks"),
    N_("counter power attack area ranged melee type second line beats"),
    N_("Each weapon is Area, Ranged or Melee. Area beats Ranged, Ranged beats Melee and Melee beats Area.\n\n"
       "After being attacked, if the weapon you choose beats the type just used on you, you may deal its Power "
       "Attack, the second line on the card, even when the attack on you dealt no damage. You may also "
       "choose the first line.\n\n"
       "A Double or Diagonal Jump into an enemy's zone starts the combat with a Power Attack: the jumper's "
       "first attack is one.\n\n"
       "A Power Attack scores 1 VP per damage, as any attack. Some cards add VP for it: in the book's "
       "example the Warhammer scores 1 VP more. The app adds such VP when the card's ability is entered on "
       "the Cards page; this is the app's reading, as the book shows it only on that card."),
    "R-C5 R-C6 R-C3",
    "combat jumps" },
  { "retreat-ko", TEM_RULE_TOPIC_RULE,
    N_("Retreating and getting knocked out"),
    N_("retreat KO knocked out respawn defeated zero health hostile closest zone base"),
    N_("A player who has to attack but has every equipped weapon spent retreats: the combat ends, the enemy "
       "scores 1 VP, and the retreating pilot moves to the closest zone that is not hostile, straight-line "
       "steps only, choosing among ties; then they enter Ad Hoc mode. Nobody retreats by choice.\n\n"
       "At 0 health a player is knocked out: whoever did it scores 1 VP and the knocked-out player enters Ad "
       "Hoc mode.\n\n"
       "Knocked out as a Pilot, a player comes back on their base at full health, with each resource below 2 "
       "raised to 2. Only if the base holds an enemy pilot or an enemy mine or turret does the Pilot go to the "
       "closest zone to it that is not hostile, straight-line steps only, which may be more than one step away.\n\n"
       "Knocked out in Power Armor, a player loses it: they become a Pilot at full pilot health, move to the "
       "closest zone that is not hostile and may re-equip. Knocked out in the Mighty Mech, a player leaves it to "
       "whoever knocked them out, who may take control of it even as a Pilot, at full health, and scores 2 VP "
       "for entering it; knocked out by a mine or a turret, the Mech stays standing in that zone. Either way the "
       "player, now a Pilot, moves to the closest zone that is not hostile and may re-equip.\n\n"
       "A zone is hostile to you when it holds an enemy pilot, a Mech an enemy controls, or an enemy mine or "
       "turret."),
    "R-C7 R-C8 R-C9 R-C10 R-C12",
    "ad-hoc combat mighty-mech traps" },
  { "ad-hoc", TEM_RULE_TOPIC_RULE,
    N_("Ad Hoc mode"),
    N_("ad hoc mode any card after retreat KO free choice first turn"),
    N_("After a retreat or a KO, a player picks up all the program cards they have played, face up and face "
       "down, and puts down the Ad Hoc card. For the rest of the round they may play any of their program cards each turn, the same one "
       "again too.\n\n"
       "On their first Ad Hoc turn they may not start a combat, though others may start one with them. Ad Hoc "
       "mode ends with the round."),
    "R-AH1 R-AH2 R-AH3",
    "retreat-ko rounds" },

  /* Scoring */
  { "scoring", TEM_RULE_TOPIC_RULE,
    N_("Scoring rounds"),
    N_("scoring score points VP victory zones mines turrets pilot mech rounds 2 4 6 +40"),
    N_("After rounds 2, 4 and 6 each player scores: each of their mines the value of its zone, each turret "
       "twice its zone's value, and their pilot the value of the zone it stands in, even with their own token "
       "there. The Mighty Mech's controller adds 3.\n\n"
       "Scores go on past 40: the score token turns to its +40 side."),
    "R-SC1 R-MM5 R-SC4",
    "final deploy rounds" },
  { "final", TEM_RULE_TOPIC_RULE,
    N_("The end and the winner"),
    N_("final end winner tie tie-break weapons victory points last round"),
    N_("After the scoring of round 6 each player adds the victory points printed on every weapon card they "
       "purchased, equipped or in their stockpile. The rulebook counts purchased weapons only; this app reads "
       "that the basic weapon kept at setup, never purchased, adds nothing.\n\n"
       "The highest score wins. As a tie-breaker, the tied player who controls the Mighty Mech wins. If no one "
       "controls the Mighty Mech, the player with the most weapons wins. If still tied, the tied players share "
       "the victory. When a player outside the tie controls the Mech, the English and Polish rulebooks don't "
       "say what happens; the Spanish one does: if none of the tied players controls it, the one with the "
       "most weapons wins, and this app does the same."),
    "R-SC2 R-SC3 R-RD5",
    "scoring solo-winning" },

  /* Solo */
  { "solo-setup", TEM_RULE_TOPIC_RULE,
    N_("Solo: the Robot Pilots"),
    N_("solo robot robots bot automa setup deck shuffle turn order alone"),
    N_("A solo game uses the three-player arena: you take the lone northern base and a Robot Pilot starts on "
       "each of the other two, both in Power Armor and facing north.\n\n"
       "Robots have 3 energy, 3 credits and health 9, kept on a player card; they have no pilot card and no "
       "pilot ability. One starts with a Pulse Pistol and an Energy Sword, the other with a Pulse Pistol and "
       "a Grenade Launcher.\n\n"
       "Each robot's eight program cards are shuffled face down (it has no Ad Hoc card), and one of its mines, "
       "drawn at random, goes face down on its base.\n\n"
       "Four times a round: your card, then the left robot's top card, then the right robot's. At the end of "
       "the round each robot's played cards are shuffled back into its stack."),
    "R-SO1 R-SO2 R-SO3 R-SO4 R-SO5",
    "solo-moves solo-actions setup" },
  { "solo-moves", TEM_RULE_TOPIC_RULE,
    N_("Solo: how a robot moves"),
    N_("robot move facing forward left right highest lowest value tie jump wall turn around"),
    N_("A robot ignores the arrow on its card: the action decides the move. It looks at the zones forward, "
       "left and right of where it faces.\n\n"
       "Collect: one zone forward. Deploy Mine or Deploy Turret: to the highest-valued of the three. Purchase "
       "or Power Up: to the lowest-valued. A tie in value goes forward.\n\n"
       "Diagonal Jump lands on you if you are anywhere on one of its diagonals; Double Jump if you are anywhere "
       "in its row or column. Otherwise the robot stays.\n\n"
       "After an ordinary move it faces the way it moved; not after a jump. It cannot move into a wall or "
       "into the other robot: it turns around and moves forward instead. The other robot's mines and turrets "
       "never go off for it."),
    "R-SO6 R-SO7 R-SO8 R-SO9 R-SO10",
    "solo-actions solo-combat" },
  { "solo-actions", TEM_RULE_TOPIC_RULE,
    N_("Solo: what a robot does"),
    N_("robot action collect deploy purchase buy power up heal mech fallback"),
    N_("Collect works as for a player, except that a resource already at the top of its track is not "
       "collected.\n\n"
       "Deploy places a token when it can pay (a mine drawn at random); it collects instead when it cannot "
       "pay, when all its tokens of that kind are out, or when the other robot has a token in the zone.\n\n"
       "Purchase buys the first advanced weapon in the row it can afford, from the left, never a basic one; "
       "it collects instead when it can afford none or already owns four advanced weapons.\n\n"
       "Power Up heals as much as it needs and can pay for; at full health, or in the Mech, it collects "
       "instead.\n\n"
       "A robot entering the empty Mighty Mech's zone takes it at once whatever its health: 2 VP, health 11, "
       "no side ability. A robot that knocks you out of the Mech takes it too.\n\n"
       "It equips what it buys. In Power Armor with more than two advanced weapons it shuffles them and equips "
       "two; in the Mech it cannot use basic weapons; knocked out of the Mech it goes back to Power Armor with "
       "basic and advanced weapons."),
    "R-SO11 R-SO12 R-SO13 R-SO14 R-SO15 R-SO16",
    "solo-moves solo-combat" },
  { "solo-combat", TEM_RULE_TOPIC_RULE,
    N_("Solo: fighting a robot"),
    N_("robot combat weapon stack flip shuffle retreat respawn knocked out base"),
    N_("In a combat a robot's equipped weapons form a shuffled face-down stack and it turns the top card over "
       "for each attack. Where a weapon offers a choice it pays as much as it can. It never retreats: when the "
       "stack is used up it shuffles it again. It never enters Ad Hoc mode.\n\n"
       "The other robot's mines and turrets in the combat zone hit you before the combat, never a robot.\n\n"
       "A robot that jumps onto you makes a Power Attack first. A robot still standing after a combat faces "
       "north.\n\n"
       "A knocked-out robot comes back on its base at full health, still in Power Armor, facing north, or "
       "facing you if you are in the row next to its base. If its base is occupied, its program cards are "
       "turned over and their moves made from the base until it reaches a free zone. A robot knocked out by "
       "your mine or turret does not do its action."),
    "R-SO17 R-SO18 R-SO19 R-SO20",
    "solo-moves combat" },
  { "solo-winning", TEM_RULE_TOPIC_RULE,
    N_("Solo: scoring and winning"),
    N_("robot score win solo victory highest"),
    N_("Robots score exactly like players: for combat, zones, the Mighty Mech and their weapons. You win only "
       "with the highest final score."),
    "R-SO21",
    "final solo-setup" },

  /* Questions players ask (card-facts.md's list and the robot FAQ) */
  { "faq-costs", TEM_RULE_TOPIC_FAQ,
    N_("What pays for mines, turrets, healing and upgrades?"),
    N_("cost pay credits energy mine turret heal upgrade"),
    N_("A mine costs credits equal to the zone's value, a turret energy equal to it. Healing costs 1 energy for "
       "2 health. An upgrade costs 5 credits."),
    "R-A5 R-A6 R-A12 R-A13",
    "deploy power-up" },
  { "faq-action-after-trap", TEM_RULE_TOPIC_FAQ,
    N_("Do I still get my action after walking into a mine or turret?"),
    N_("action mine turret trap walk into survive"),
    N_("Yes, if you survive it. Walking into an enemy pilot is different: that starts a combat and the action "
       "is lost."),
    "R-M4 R-M3",
    "traps combat" },
  { "faq-mine-and-pilot", TEM_RULE_TOPIC_FAQ,
    N_("An enemy pilot and their mine or turret in the same zone: what happens first?"),
    N_("order mine turret pilot same zone first combat"),
    N_("The mine goes off first, then the combat. A turret waits until the combat ends and then fires at the "
       "attacker, only if its owner retreated or was knocked out."),
    "R-A10",
    "traps combat" },
  { "faq-mech-when-hurt", TEM_RULE_TOPIC_FAQ,
    N_("Can I take the Mighty Mech when I am hurt?"),
    N_("mech hurt damaged full health take enter"),
    N_("No: you need Power Armor at full health. The only exception is knocking out the Mech's pilot in a "
       "combat, after which you may take the Mech whatever your status."),
    "R-MM1 R-MM3",
    "mighty-mech" },
  { "faq-mech-after-trap", TEM_RULE_TOPIC_FAQ,
    N_("What happens to the Mighty Mech when its pilot is knocked out by a trap?"),
    N_("mech trap mine turret KO empty"),
    N_("It stays where it was, empty, for anyone who can take it."),
    "R-MM4",
    "mighty-mech traps" },
  { "faq-leave", TEM_RULE_TOPIC_FAQ,
    N_("Can I retreat or leave the Mech when I want to?"),
    N_("retreat leave mech voluntary flee escape"),
    N_("No. A retreat only happens when every equipped weapon is spent, and the Mech is only lost by a KO."),
    "R-C7 R-MM2",
    "retreat-ko mighty-mech" },
  { "faq-where-after-ko", TEM_RULE_TOPIC_FAQ,
    N_("Where do I go after a retreat or a KO?"),
    N_("where go after retreat KO respawn closest zone base"),
    N_("To the closest zone that is not hostile, counting straight steps. A knocked-out Pilot goes back to their "
       "base instead, or, if the base is hostile, to the closest zone to the base that is not hostile, which may "
       "be more than one step away."),
    "R-C7 R-C9 R-C10 R-C12",
    "retreat-ko" },
  { "faq-jump-over-traps", TEM_RULE_TOPIC_FAQ,
    N_("Does a Double Jump let me skip a trap?"),
    N_("jump over skip trap mine turret double"),
    N_("Yes, anything in the zone jumped over is ignored. The landing zone counts as usual."),
    "R-M5",
    "jumps traps" },
  { "faq-collect-value", TEM_RULE_TOPIC_FAQ,
    N_("Does Collect depend on the zone's value?"),
    N_("collect value zone number"),
    N_("No. You get one of each resource shown on each zone you control; a base or the Mech zone gives 1 energy "
       "and 1 credit."),
    "R-A1",
    "collect" },
  { "faq-overkill", TEM_RULE_TOPIC_FAQ,
    N_("Does damage beyond the target's health score?"),
    N_("overkill extra damage points VP health"),
    N_("No. You score 1 VP per damage up to the health the target had left, plus 1 VP for the KO."),
    "R-C3 R-C8",
    "combat" },
  { "faq-robot-armor", TEM_RULE_TOPIC_FAQ,
    N_("Can a Robot Pilot lose its Power Armor?"),
    N_("robot power armor lose KO"),
    N_("No. A knocked-out robot comes back on its base still in Power Armor."),
    "R-SO20",
    "solo-combat" },
  { "faq-robot-counter", TEM_RULE_TOPIC_FAQ,
    N_("Does a robot make Power Attacks?"),
    N_("robot power attack jump counter"),
    N_("Yes: first when it jumps onto you, and whenever the weapon it turns over counters the type you just "
       "used."),
    "R-SO19 R-C5 R-SO17",
    "solo-combat counters" },
  { "faq-robot-retreat", TEM_RULE_TOPIC_FAQ,
    N_("Does a robot retreat when its weapons are spent?"),
    N_("robot retreat weapons spent reshuffle"),
    N_("No. It shuffles its used weapons again and keeps fighting."),
    "R-SO17",
    "solo-combat" },
  { "faq-robot-choices", TEM_RULE_TOPIC_FAQ,
    N_("A weapon asks the robot to choose: what does it do?"),
    N_("robot choice pay maximum ability decision"),
    N_("It pays the most it can afford and ignores any other decision."),
    "R-SO17",
    "solo-combat" },
  { "faq-robot-mech", TEM_RULE_TOPIC_FAQ,
    N_("Can a robot take or use the Mighty Mech?"),
    N_("robot mech take ability health power up"),
    N_("It takes the empty Mech by entering its zone, at any health, but never uses the side's ability. In the "
       "Mech its Power Up collects instead."),
    "R-SO15 R-SO14",
    "solo-actions mighty-mech" },
  { "faq-robot-weapons", TEM_RULE_TOPIC_FAQ,
    N_("How many weapons does a robot carry?"),
    N_("robot weapons slots advanced four equip"),
    N_("It owns at most four advanced weapons. In Power Armor with more than two advanced weapons it shuffles "
       "them and equips two."),
    "R-SO13 R-SO16",
    "solo-actions equip" },
};

const TemRuleTopic *
tem_rule_topic_get_all (guint *n)
{
  *n = G_N_ELEMENTS (topics);
  return topics;
}
