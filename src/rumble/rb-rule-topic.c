/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "rb-rule-topic.h"

/* Written for players at the table, from the checklist's RB- rules
 * (../shared/rules/rumblebots/checklist.md); the rulebook itself is the
 * publisher's. The keywords also carry the Spanish edition's printed words
 * (the box the rules were read from), so they find their topic whatever the
 * reader's language. Every checklist ID is in some topic
 * (tests/test-rumble-reference.c checks it). */
static const RbRuleTopic topics[] = {
  /* Setup and rounds */
  { "rb-setup", RB_RULE_TOPIC_RULE,
    N_("Setting up Rumblebots"),
    N_("setup start begin round track crystals supply laboratory workshop marker tier scrap starting deck "
       "Bulby Mechchicken Wrench Toast champion token first player preparación cristales laboratorio taller "
       "chatarra Bombillita Mecapollo Tostadizador"),
    N_("Rumblebots is for 2 to 4 players. The box holds 98 Bot cards (12 starting Bots of tier 0, 18 of tier "
       "★, 24 of ★★, 20 of ★★★, 16 of ★★★★ and 8 Transformations), 4 Workshop boards, the Laboratory board, 8 "
       "Workshop markers, the Champion token and 30 crystals.\n\n"
       "The Laboratory goes in the middle. The tier ★ to ★★★★ decks are shuffled apart and laid face down on "
       "their spaces; the top 4 cards of the ★ deck are turned face up as the first row, the only Bots that can "
       "be built at first. The Transformation deck lies face up in a corner; anyone may look through it.\n\n"
       "The round track gets 2 crystals on each of its spaces 1 to 5 with 2 players (10 in all), 3 with 3 or 4 "
       "players (15 in all); the sixth space, the Showdown, stays empty. The other crystals (20, or 15) are the "
       "common supply.\n\n"
       "Each player takes a Workshop with one marker on tier ★ of its tier track and one on 0 of its scrap "
       "track, a summary card, and a starting deck of three tier-0 Bots: Bulby, Mechchicken and Wrench Toast. "
       "Everything else goes back in the box. Nobody has scrap or crystals yet.\n\n"
       "The player who most recently built a robot takes the Champion token and goes first; the app asks who "
       "it is."),
    "RB-S1 RB-S2 RB-S3 RB-S4 RB-S5 RB-S6 RB-S7 RB-S8 RB-S9 RB-S10 RB-S11 RB-S12 RB-S13",
    "rb-rounds rb-build rb-upgrade" },
  { "rb-rounds", RB_RULE_TOPIC_RULE,
    N_("Rounds, phases and the order of play"),
    N_("round phase order turn direction clockwise counter-clockwise arrow current round track six rounds crystals "
       "count storage reactor cryo-cell end of game ronda fase sentido almacén criocámara"),
    N_("The game lasts up to six rounds. Each round is a Build Phase and then a Battle Phase; the sixth round is "
       "the Showdown.\n\n"
       "The current round is the lowest-numbered space of the round track that still holds crystals; when "
       "spaces 1 to 5 are all empty, it is the Showdown.\n\n"
       "In both phases the Champion acts first, and the others follow in the direction printed on the current "
       "round's space, clockwise or counter-clockwise. The Battle Phase keeps the direction of its round's Build "
       "Phase. The Champion token stays with whoever won the last battle, so that player starts both phases of "
       "the next round.\n\n"
       "Scrap is the money of one Build Phase: none of it is kept from one round to the next. Crystals are won "
       "in battles or made by Bot abilities; they are energized for scrap or for a Scan, and switch on some "
       "abilities. A player's crystals are always those in their Storage, Reactor and Cryo-cell together.\n\n"
       "The game ends at once with a Dominance Victory, otherwise after the Showdown's battle."),
    "RB-R1 RB-R2 RB-R3 RB-R4 RB-R5 RB-R6 RB-R7 RB-R8 RB-R9",
    "rb-income rb-battle-start rb-dominance rb-showdown" },

  /* Build Phase */
  { "rb-income", RB_RULE_TOPIC_RULE,
    N_("The Build Phase: income and the Underdog Bonus"),
    N_("build phase turn income scrap underdog bonus behind leader round number actions limits recepción "
       "bonificación por desventaja construcción"),
    N_("In the Build Phase each player takes a whole build turn, one after the other in the order of play; the "
       "battle starts once everyone has finished.\n\n"
       "At the start of your build turn you lay your whole deck face up for everyone to see, then gain scrap "
       "equal to the round number: 1 in round 1 up to 5 in round 5, and 6 in the Showdown.\n\n"
       "From round 2 on, the Underdog Bonus gives you 1 more scrap when your crystals are at least 2 fewer than "
       "the highest count at the table, counted at the start of your own turn. The app works it out for "
       "you.\n\n"
       "Then you take the four build actions in any order, as often as their limits allow: Build a Bot up to 2 "
       "times, Upgrade your Workshop once, Recycle a Bot as often as you like, and Energize a Crystal up to 3 "
       "times. The Showdown raises these limits. The app counts what is left and refuses one more."),
    "RB-B1 RB-B2 RB-B3 RB-B4 RB-B5",
    "rb-build rb-recycle rb-upgrade rb-energize rb-end-build" },
  { "rb-build", RB_RULE_TOPIC_RULE,
    N_("Build a Bot"),
    N_("build buy bot cost tier laboratory row hand scanned refill limit construir coste fila mano"),
    N_("You build a Bot face up in a Laboratory row, or one in your hand that you drew with a Scan; both count "
       "toward your limit of 2 builds (3 in the Showdown).\n\n"
       "The Bot's tier must be no higher than your Workshop's tier, and you pay its cost (the yellow number) "
       "from your scrap; scrap never goes below 0, so a Bot you cannot pay for cannot be built.\n\n"
       "The new Bot goes above your Workshop, apart from your other Bots, until the end of the phase. A place "
       "left empty in a Laboratory row is filled from the top of that tier's deck, and stays empty once the "
       "deck is out.\n\n"
       "You may own any number of Bots, several of the same name among them.\n\n"
       "Two cards change this: a Bot gained with N.U.C.L.E.O.'s ability is not one of your builds and cannot be "
       "recycled in that phase; to build Rociador you trash a Bio or Mech Bot, which gives no scrap and cannot "
       "be one built in the same phase."),
    "RB-B6 RB-B7 RB-B8 RB-B9 RB-B10 RB-B11 RB-B21 RB-F13 RB-F14",
    "rb-income rb-energize rb-upgrade" },
  { "rb-recycle", RB_RULE_TOPIC_RULE,
    N_("Recycle a Bot"),
    N_("recycle scrap recycle value green last bot trash recycle area ripening reciclar zona de reciclaje "
       "desechar maduración"),
    N_("Recycling puts one of your Bots in the Recycle Area and gives you its recycle value (the green number) "
       "in scrap. You may recycle as often as you like in your build turn.\n\n"
       "You may not recycle a Bot you built in this Build Phase, nor your last Bot, and never so that only "
       "Contraptions are left to you.\n\n"
       "A Bot with Ripening gives, on top of its recycle value, as much scrap as your Workshop's tier.\n\n"
       "A trashed card also goes to the Recycle Area, but gives no scrap."),
    "RB-B12 RB-B13 RB-B14 RB-B15 RB-K7 RB-K15",
    "rb-build rb-contraptions" },
  { "rb-upgrade", RB_RULE_TOPIC_RULE,
    N_("Upgrade your Workshop"),
    N_("upgrade workshop tier level stars new row reveal first mejorar taller nivel"),
    N_("Once per Build Phase (any number of times in the Showdown) you may pay 3 scrap to raise your Workshop "
       "one tier, up to ★★★★ at most.\n\n"
       "The first player to reach a tier turns the top 4 cards of that tier's deck face up as a new Laboratory "
       "row; anyone whose Workshop is at that tier or higher may build from it. Players who reach the tier "
       "later reveal nothing."),
    "RB-B16 RB-B17",
    "rb-build rb-showdown" },
  { "rb-energize", RB_RULE_TOPIC_RULE,
    N_("Energize a Crystal and Scan"),
    N_("energize crystal storage reactor scrap scan draw hand deck energizar escanear almacén reactor"),
    N_("Up to 3 times per Build Phase you may move one crystal from your Storage to your Reactor and take one "
       "reward: 1 scrap, or a Scan. Outside the Showdown only Storage crystals can be energized, and crystals "
       "enter the Reactor only in the Build Phase.\n\n"
       "A Scan draws the top 2 cards of one Laboratory deck whose tier is no higher than your Workshop's. You "
       "keep them in your hand, hidden, and may build them like Bots of a row.\n\n"
       "The Showdown changes the rewards: see the Showdown."),
    "RB-B18 RB-B19 RB-B20",
    "rb-build rb-end-build rb-showdown" },
  { "rb-end-build", RB_RULE_TOPIC_RULE,
    N_("The end of your build turn"),
    N_("end of build turn hand bottom of deck new bots scrap reset zero lost final de la fase"),
    N_("To end your build turn: first put every card left in your hand at the bottom of its own deck, in a "
       "random order and unseen; then move the Bots you built this phase down to join your other Bots; last, "
       "your scrap goes back to 0. Scrap you did not spend is lost, and the app sets it to 0 for you."),
    "RB-B22 RB-B23 RB-B24",
    "rb-energize rb-battle-start rb-dominance" },

  /* Battle Phase */
  { "rb-battle-start", RB_RULE_TOPIC_RULE,
    N_("The Battle Phase begins"),
    N_("battle start shuffle deck champion first bot defense position defense gang faction barrier challenger "
       "batalla campeón escuadra de defensa retador barrera"),
    N_("Each player shuffles all their Bots into a face-down battle deck; Contraptions stay out, face up and "
       "ready.\n\n"
       "The holder of the Champion token is the first Champion: they reveal their top Bot and turn it sideways "
       "into defense position; it alone is the first defense gang.\n\n"
       "A defense gang is any number of Bots of one single faction in defense position. Its defense is the sum "
       "of their defense values, and its barriers are all the barriers shown on them.\n\n"
       "The next player after the Champion, in the round's direction, is the first Challenger."),
    "RB-C1 RB-C2 RB-C3 RB-C4",
    "rb-clash rb-champion rb-contraptions" },
  { "rb-clash", RB_RULE_TOPIC_RULE,
    N_("The clash: attack against defense, critical hits against barriers"),
    N_("clash attack defense total critical hits crits barriers beat win reveal equal tie four plus "
       "enfrentamiento ataque defensa impacto crítico barrera"),
    N_("The Challenger reveals their deck one card at a time, resolving abilities as they come. Each Bot "
       "revealed stands upright in their attack gang, which may mix factions.\n\n"
       "The attack gang's attack is the sum of its Bots' attack values, and its critical hits the sum of their "
       "critical hits.\n\n"
       "The Challenger beats the Champion's gang at once when their attack is greater than its defense, or when "
       "their critical hits reach 4 plus the barriers showing in the defense gang. An attack equal to the "
       "defense is not enough: keep revealing.\n\n"
       "For example, against defense 7 with 2 barriers, attack 7 does not win, but 6 critical hits do (4 + 2 = "
       "6).\n\n"
       "The Challenger stops revealing the moment the gang is beaten, and otherwise goes on until the deck is "
       "out. The app keeps the running totals and says \"beaten\" as soon as it is."),
    "RB-C5 RB-C6 RB-C7 RB-C8 RB-C9",
    "rb-champion rb-surrender rb-battle-start" },
  { "rb-champion", RB_RULE_TOPIC_RULE,
    N_("A new Champion"),
    N_("new champion faction name defense gang discard beaten next challenger two factions token campeón "
       "facción descarte"),
    N_("A beaten Champion puts every Bot of their defense gang on their own discard pile (not in the Recycle "
       "Area).\n\n"
       "The Challenger who beat them becomes Champion and takes the token, even with their deck now empty. They "
       "name one faction: their attacking Bots of that faction turn sideways as the new defense gang, and the "
       "rest go to their discard pile. A Bot of two factions stays whichever of the two is named.\n\n"
       "The next Challenger is the next player after the Champion, in the round's direction, who has not "
       "surrendered. A beaten Champion with cards left stays in the battle and challenges again when their turn "
       "comes."),
    "RB-C10 RB-C11 RB-C12 RB-C13 RB-C14 RB-C15",
    "rb-clash rb-surrender rb-battle-end" },
  { "rb-surrender", RB_RULE_TOPIC_RULE,
    N_("Surrender and the loop rule"),
    N_("surrender out of cards empty deck retire loop repeat sequence runner-up retirada retirarse regla del "
       "bucle"),
    N_("A Challenger who has revealed their last card without beating the Champion surrenders: their revealed "
       "Bots go to their discard pile, they take no more part in this battle, and the Champion's gang stays as "
       "it is.\n\n"
       "A Champion beaten with no cards left in their deck surrenders too, but first any of their Bots that act "
       "when their gang is beaten do so, which may give them a new deck.\n\n"
       "Loop rule: a player whose cards play the same sequence of Bots three times in a row without any of them "
       "being defeated drops out of that clash at once. Only the players can see it; they tell the app.\n\n"
       "The battle ends when everyone but the Champion has surrendered: the Champion wins the battle."),
    "RB-C16 RB-C17 RB-C18 RB-C19",
    "rb-clash rb-battle-end" },
  { "rb-battle-end", RB_RULE_TOPIC_RULE,
    N_("The end of the battle"),
    N_("battle end crystals award champion runner-up storage reactor cryo-cell move discard pile final de la "
       "batalla cristales criocámara almacén"),
    N_("The winning Champion takes 2 crystals from the current round's space into their Storage. With 3 or 4 "
       "players, the last player to surrender, the runner-up, takes the crystal left there.\n\n"
       "Then every player moves all the crystals of their Reactor to their Cryo-cell, and right after that the "
       "Champion alone moves all the crystals of their Cryo-cell to their Storage, to be energized again.\n\n"
       "Defeated Bots are not lost: the discard pile joins the deck again from the next round on.\n\n"
       "The app moves the crystals, then checks for a Dominance Victory."),
    "RB-C21 RB-C22 RB-C23 RB-C24",
    "rb-dominance rb-champion rb-rounds" },
  { "rb-contraptions", RB_RULE_TOPIC_RULE,
    N_("Contraptions"),
    N_("contraption sideways ready upright use once no faction no gang artilugio girado preparado"),
    N_("A Contraption is a card without attack, defense, critical hits, barriers or faction. It never goes into "
       "the battle deck and never joins a gang.\n\n"
       "Using it is optional and only possible while its owner attacks or defends in a clash: you turn it "
       "sideways, and a sideways card cannot be used again until all Contraptions are readied at the start of "
       "the next Battle Phase."),
    "RB-K10 RB-K11 RB-C20",
    "rb-battle-start rb-recycle" },

  /* Victory */
  { "rb-dominance", RB_RULE_TOPIC_RULE,
    N_("Dominance Victory"),
    N_("dominance victory win six more crystals lead end of phase check victoria por dominación"),
    N_("Before the Showdown, at the end of every Build Phase and every Battle Phase, a player whose crystals "
       "(Storage, Reactor and Cryo-cell together) are at least 6 more than every other player's wins the game "
       "at once.\n\n"
       "For example, after round 5's battle with 12, 6 and 0 crystals, the player with 12 wins: 12 is 6 more "
       "than 6.\n\n"
       "The app checks after every phase and says so when it ends the game. In the Showdown there is no "
       "Dominance Victory."),
    "RB-V1 RB-V2",
    "rb-showdown rb-battle-end rb-rounds" },
  { "rb-showdown", RB_RULE_TOPIC_RULE,
    N_("The Showdown"),
    N_("showdown sixth round last final six scrap three builds upgrades energize cryo-cell winner desenlace "
       "ronda final criocámara"),
    N_("If nobody has won by dominance by the end of round 5, a sixth and last round is played: the "
       "Showdown.\n\n"
       "In its Build Phase each player gains 6 scrap, may build up to 3 Bots, upgrade any number of times (3 "
       "scrap a tier, ★★★★ at most), and energize any number of crystals. A crystal energized for scrap gives 2 "
       "instead of 1; a Scan works as usual. Crystals of the Cryo-cell may be energized too: each goes into the "
       "Reactor for 1 scrap.\n\n"
       "Its Battle Phase is played as usual, and whoever is Champion at its end wins the game."),
    "RB-V2 RB-V3 RB-V4 RB-V5 RB-V6 RB-V7 RB-V8",
    "rb-dominance rb-energize rb-upgrade" },

  /* Cards */
  { "rb-keywords", RB_RULE_TOPIC_RULE,
    N_("Bot cards, abilities and keywords"),
    N_("card ability keyword energized swarm enter finale ripening reboot transformation buddy trash defeated "
       "faction attack defense critical barrier cost recycle value capacidad palabra clave enjambre entrada "
       "reiniciar transformación camarada derrotado"),
    N_("A Bot card shows its name, tier, one or two of the six factions, attack, defense, critical hits, "
       "barriers, cost (yellow), recycle value (green) and maybe abilities. The card numbers are not public, so "
       "the app asks you for them the first time they matter and remembers them by name. When a card's text "
       "contradicts the rules, the card wins.\n\n"
       "Abilities work at different times: when the Bot enters battle, all the time, or in the Build Phase "
       "(the Build-Phase symbol). A sideways symbol means you turn the card to use it.\n\n"
       "Energized works only while your Reactor holds a crystal in the Battle Phase. Swarm works while the Bot "
       "is in a gang of three or more, itself included. Enter is resolved before any other ability when the "
       "Bot is revealed during an attack. Finale works when your deck has 1 or 0 cards left. Ripening adds "
       "scrap when you recycle the Bot. Reboot sends the Bot face down to the bottom of your deck and out of "
       "the gang and its totals. Transformation trashes the Bot for its evolved card from the Transformation "
       "deck, while that card is still there; the evolved card's Enter does not trigger.\n\n"
       "A buddy is any other Bot of your gang. Crystals made by an ability come from the common supply into "
       "your Storage; Sierrujano adds one more to some of them (see the card rulings). A defeated Bot goes to your discard pile for the rest of the battle. Your owned cards "
       "are your Bots and your Contraptions."),
    "RB-K1 RB-K2 RB-K3 RB-K4 RB-K5 RB-K6 RB-K8 RB-K9 RB-K12 RB-K13 RB-K14 RB-K16 RB-K17 RB-K18 RB-F15",
    "rb-contraptions rb-recycle rb-faq-cards" },

  /* Questions players ask */
  { "rb-faq-cards", RB_RULE_TOPIC_FAQ,
    N_("What do the rulebook's rulings on single cards say?"),
    N_("faq card ruling anubis aullador nocturno camelero conejivatriz cronarca crónik crónok freidortuga "
       "guaurdián ins-piraado liebrettador maléfik nucleo rociador sierrujano preguntas frecuentes"),
    N_("These concern single cards, named as the Spanish edition prints them; only the players apply them.\n\n"
       "Anubis needs a ready Contraption and is resolved in full; the Contraption turns sideways as if used, "
       "without its own ability, and the borrowed Bot goes to its owner's discard pile when defeated. Aullador "
       "Nocturno puts the Bots you choose from the Recycle Area on top of your deck, in your order, to stay. "
       "Camelero, Freidortuga and Liebrettador count themselves; for Camelero a two-faction Bot counts for both "
       "and Contraptions never count. Conejivatriz works only in the defense gang and lets you keep any Bots "
       "there whatever their faction.\n\n"
       "Crónik and Crónok transform when they enter with 0 or 1 card left in your deck; Crónok's and "
       "Cronarca's abilities do not trigger when they arrive by Transformation, and Cronarca lets opponents "
       "keep the Bots they have built, whatever their tier. Guaurdián cannot defeat Contraptions. Ins-piraado replaces only its "
       "buddies' printed attack and defense. Maléfik's critical hits depend on your Workshop tier: read your "
       "card.\n\n"
       "A Bot gained with N.U.C.L.E.O. cannot be recycled that Build Phase and is not one of your builds. The "
       "Bio or Mech Bot trashed to build Rociador gives no scrap and cannot be one built that phase. Sierrujano "
       "adds 1 crystal when you gain 2 and 1 to each crystal-making ability of your other Bots, never to "
       "another Sierrujano's, in battle too."),
    "RB-F1 RB-F2 RB-F3 RB-F4 RB-F5 RB-F6 RB-F7 RB-F8 RB-F9 RB-F10 RB-F11 RB-F12 RB-F13 RB-F14 RB-F15",
    "rb-keywords rb-contraptions" },
};

const RbRuleTopic *
rb_rule_topic_get_all (guint *n)
{
  *n = G_N_ELEMENTS (topics);
  return topics;
}
