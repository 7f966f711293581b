/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules text says it as the books do (issue 25, "Every word true"):
 * each topic or interpretation a review found wrong, with the books' own
 * words beside the check, in every language the fix concerns. The quotes
 * are from the rulebooks the team works from (rulebook-en.txt,
 * rulebook-es.txt, rulebook-pl.txt; rumblebots/rulebook-es.txt). */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mechs/tem-interpretation.h"
#include "mechs/tem-rule-topic.h"
#include "rumble/rb-interpretation.h"
#include "rumble/rb-rule-topic.h"

#include "test-util.h"

typedef enum
{
  TEM_TOPIC,
  TEM_READING,        /* an interpretation's reading */
  TEM_READING_TITLE,  /* an interpretation's title */
  RB_TOPIC,
  RB_READING,
  MESSAGE,            /* a message of the app, by its msgid */
} Source;

typedef struct
{
  const char *rules;     /* the rule or interpretation IDs the text is about */
  Source      source;
  const char *id;        /* topic or interpretation ID, or the msgid */
  const char *language;  /* "C", "es" or "pl" */
  const char *says;      /* what the text must say */
  const char *not_says;  /* what it said wrongly, or NULL */
  const char *book;      /* the book's words */
} Claim;

static const Claim claims[] = {
  /* 1. Who plays first in a solo round is in the book; only the starting
   * player token is left open. */
  { "R-SO5 I-A8", TEM_READING, "I-A8", "C",
    "The rulebook has the human play first in every round", "doesn't say who starts",
    "rulebook-en: \"1. Execute your Program Card. 2. Flip the top Program Card for the left Robot Pilot "
    "and execute it 3. Flip the top Program Card for the right Robot Pilot and execute it.\"" },
  { "R-SO5 I-A8", TEM_READING, "I-A8", "es",
    "hace jugar primero al jugador humano", "no dice quién empieza",
    "rulebook-es: \"1. Ejecuta tu carta de programa. 2. Revela la carta de programa superior del mazo del "
    "piloto robot de la izquierda y ejecútala.\"" },
  { "R-SO5 I-A8", TEM_READING, "I-A8", "pl",
    "każe w każdej rundzie", "nie mówi, kto zaczyna",
    "rulebook-en: \"1. Execute your Program Card. 2. Flip the top Program Card for the left Robot Pilot\"" },

  /* 2. A knocked-out Pilot whose base is hostile goes to the closest zone
   * to it that is not hostile, which may be further than next to it. */
  { "R-C9", TEM_TOPIC, "faq-where-after-ko", "C",
    "to the closest zone to the base that is not hostile, which may be more than one step away",
    "next to it if the base is hostile",
    "rulebook-en: \"If your Base is occupied by an enemy or an enemy Mine/Turret, instead place your Pilot "
    "on the closest orthogonal Zone to your Base that is not hostile.\"" },
  { "R-C9", TEM_TOPIC, "faq-where-after-ko", "es",
    "a la zona más cercana a la base que no sea hostil", "junto a ella si la base es hostil",
    "rulebook-en: \"the closest orthogonal Zone to your Base that is not hostile\"" },
  { "R-C9", TEM_TOPIC, "faq-where-after-ko", "pl",
    "do najbliższej jej strefy niezajętej przez przeciwnika", "do strefy obok niej",
    "rulebook-en: \"the closest orthogonal Zone to your Base that is not hostile\"" },

  /* 3. A jump onto an enemy deals a Power Attack first: not "may". */
  { "R-C6", TEM_TOPIC, "counters", "C",
    "starts the combat with a Power Attack: the jumper's first attack is one", "lets the jumper's first attack",
    "rulebook-en: \"If there is an enemy there, Combat begins and you immediately deal a Power Attack as your "
    "first attack (see Combat, pg. 13).\"" },
  { "R-C6", TEM_TOPIC, "counters", "es",
    "empieza el combate con un ataque potenciado", "también permite",
    "rulebook-en: \"you immediately deal a Power Attack as your first attack\"" },
  { "R-C6", TEM_TOPIC, "counters", "pl",
    "zaczyna walkę od potężnego ataku", "również pozwala",
    "rulebook-en: \"you immediately deal a Power Attack as your first attack\"" },
  { "R-C6", MESSAGE, "%s jumped in: the first attack is a Power Attack. %s attacks; %s's health: %d.", "es",
    "el primer ataque es un ataque potenciado", "puede ser",
    "rulebook-en: \"you immediately deal a Power Attack as your first attack\"" },
  { "R-C6", MESSAGE, "%s jumped in: the first attack is a Power Attack. %s attacks; %s's health: %d.", "pl",
    "pierwszy atak jest potężnym atakiem", "może być",
    "rulebook-en: \"you immediately deal a Power Attack as your first attack\"" },

  /* 4. A tie with the Mech outside it: open in the English and Polish
   * books, settled by the Spanish one. */
  { "R-SC3", TEM_TOPIC, "final", "C",
    "the English and Polish rulebooks don't say what happens; the Spanish one does", NULL,
    "rulebook-en: \"As a tie-breaker, the tied player who controls the Mighty Mech wins. If no one controls "
    "the Mighty Mech, the player with the most Weapons wins.\" rulebook-pl: \"W przypadku remisu wygrywa "
    "gracz, który kontroluje megamecha. Jeżeli nikt go nie kontroluje, to wygrywa gracz z największą "
    "liczbą broni.\" rulebook-es: \"Si ninguno de los empatados controla el Mega Mech, gana el jugador que "
    "disponga de más armamento.\"" },
  { "R-SC3", TEM_TOPIC, "final", "es",
    "si ninguno de los empatados controla el Mega Mech, gana el jugador que disponga de más armamento",
    "El reglamento no dice qué ocurre cuando controla",
    "rulebook-es: \"Si ninguno de los empatados controla el Mega Mech, gana el jugador que disponga de más "
    "armamento.\"" },
  { "R-SC3", TEM_TOPIC, "final", "pl",
    "instrukcje angielska i polska nie mówią", "Instrukcja nie mówi, co się dzieje",
    "rulebook-pl: \"Jeżeli nikt go nie kontroluje, to wygrywa gracz z największą liczbą broni.\"" },

  /* 5. The Power Armor goes to your stockpile. */
  { "R-MM1", TEM_TOPIC, "mighty-mech", "C",
    "put their Power Armor back in their stockpile", "back in supply",
    "rulebook-en: \"Remove your ITEMeeple from the Power Armor and place it into the Mighty Mech (place the "
    "Power Armor back into your stockpile).\"" },
  { "R-MM1", TEM_TOPIC, "mighty-mech", "es",
    "devuelve su servoarmadura a su reserva", "suministro",
    "rulebook-es: \"(devuelve la servoarmadura a tu reserva)\"" },
  { "R-MM1", TEM_TOPIC, "mighty-mech", "pl",
    "odkłada pancerz wspomagany do arsenału", "zapasów",
    "rulebook-pl: \"(pancerz wspomagany umieść w swoim arsenale)\"" },
  { "R-MM1", TEM_TOPIC, "setup", "C", "the Power Armor in their stockpile", "ready in supply",
    "rulebook-en: \"place the Power Armor back into your stockpile\"" },
  { "R-MM1", TEM_TOPIC, "setup", "es", "la servoarmadura en su reserva", "suministro",
    "rulebook-es: \"(devuelve la servoarmadura a tu reserva)\"" },
  { "R-MM1", TEM_TOPIC, "setup", "pl", "pancerz wspomagany w arsenale", "w zapasach",
    "rulebook-pl: \"(pancerz wspomagany umieść w swoim arsenale)\"" },

  /* 6. A KO by a mine or turret is in the book; only Ad Hoc mode after it
   * is left open. */
  { "R-C8 R-AH1 I-2", TEM_READING, "I-2", "C",
    "The rulebook says where a pilot KO'd by a mine or turret goes", "doesn't say what a KO outside combat does",
    "rulebook-en: \"In the case that a Mighty Mech is KO'd by a Mine/Turret instead of Combat, the Mech will "
    "remain standing in that Zone and the player, now in Pilot Status, moves their Pilot to the closest "
    "orthogonal Zone that is not hostile.\" \"If you retreat or are KO'd in Combat, you immediately go into "
    "Ad Hoc Mode\"" },
  { "R-C8 R-AH1 I-2", TEM_READING, "I-2", "es", "El reglamento dice adónde va un piloto", "no dice qué hace un KO",
    "rulebook-en: \"If you retreat or are KO'd in Combat, you immediately go into Ad Hoc Mode\"" },
  { "R-C8 R-AH1 I-2", TEM_READING, "I-2", "pl", "Instrukcja mówi, dokąd trafia pilot", "co oznacza oszołomienie",
    "rulebook-en: \"If you retreat or are KO'd in Combat, you immediately go into Ad Hoc Mode\"" },

  /* 7. The deploying rule concerns the Mech's own zone; the kept basic
   * weapon adding nothing is the app's reading of "purchased". */
  { "R-A7 I-1", TEM_READING_TITLE, "I-1", "C", "in the empty Mighty Mech's zone", "beside",
    "rulebook-en: \"If your Pilot is in the same Zone as the Mighty Mech but not controlling it, you cannot "
    "deploy a Mine/Turret there.\"" },
  { "R-A7 I-1", TEM_READING_TITLE, "I-1", "es", "en la zona del Mega Mech", "junto al",
    "rulebook-en: \"in the same Zone as the Mighty Mech\"" },
  { "R-A7 I-1", TEM_READING_TITLE, "I-1", "pl", "w strefie pustego megamecha", "przy pustym",
    "rulebook-en: \"in the same Zone as the Mighty Mech\"" },
  { "R-SC2", TEM_TOPIC, "final", "C",
    "The rulebook counts purchased weapons only; this app reads that the basic weapon kept at setup",
    "was not purchased and adds",
    "rulebook-en: \"each player adds the total victory points listed on all purchased Weapon Cards whether "
    "equipped or in their stockpiles\"" },
  { "R-SC2", TEM_TOPIC, "final", "es", "esta aplicación entiende que el arma básica", NULL,
    "rulebook-es: \"cada jugador se suma los puntos de victoria indicados en todas las cartas de armamento "
    "adquiridas\"" },
  { "R-SC2", TEM_TOPIC, "final", "pl", "ta aplikacja przyjmuje, że broń podstawowa", NULL,
    "rulebook-pl: \"na wszystkich kupionych przez niego kartach broni\"" },

  /* 8. Cronarca: the tier is the point. */
  { "RB-F5", RB_TOPIC, "rb-faq-cards", "C", "keep the Bots they have built, whatever their tier", NULL,
    "rumblebots/rulebook-es: \"Los adversarios pueden conservar cartas de Bots ya construidos en sus mazos, "
    "independientemente de su nivel.\"" },
  { "RB-F5", RB_TOPIC, "rb-faq-cards", "es", "independientemente de su nivel", NULL,
    "rumblebots/rulebook-es: \"independientemente de su nivel\"" },
  { "RB-F5", RB_TOPIC, "rb-faq-cards", "pl", "bez względu na ich poziom", NULL,
    "rumblebots/rulebook-es: \"independientemente de su nivel\"" },

  /* 9. Maléfik: our copy lost the tier icons, not the printed book. */
  { "RB-F12 A-16", RB_READING, "A-16", "C", "the copy of its text this app was written from",
    "its text lost",
    "rumblebots/rulebook-es: \"Si tu Taller es de nivel ★★, Maléfik tiene un total de 2 impactos críticos. Si "
    "tu Taller es de nivel ★★, Maléfik tiene un total de 3 impactos críticos.\" (the same icons twice: the "
    "copy lost them)" },
  { "RB-F12 A-16", RB_READING, "A-16", "es", "el libro impreso sí muestra", NULL,
    "rumblebots/rulebook-es: \"Si tu Taller es de nivel ★★, Maléfik tiene un total de 2 impactos críticos.\"" },
  { "RB-F12 A-16", RB_READING, "A-16", "pl", "widać w drukowanej instrukcji", NULL,
    "rumblebots/rulebook-es: \"Si tu Taller es de nivel ★★, Maléfik tiene un total de 2 impactos críticos.\"" },

  /* 10. The loop rule retires the player at once. */
  { "RB-C19", RB_TOPIC, "rb-surrender", "C", "drops out of that clash at once", NULL,
    "rumblebots/rulebook-es: \"REGLA DEL BUCLE: si, debido a cualquier combinación de cartas, un jugador "
    "logra jugar tres veces consecutivas la misma secuencia de Bots sin que ninguno de ellos sea derrotado, "
    "ese jugador se retira inmediatamente de ese enfrentamiento.\"" },
  { "RB-C19", RB_TOPIC, "rb-surrender", "es", "se retira inmediatamente de ese enfrentamiento", "abandona",
    "rumblebots/rulebook-es: \"ese jugador se retira inmediatamente de ese enfrentamiento\"" },
  { "RB-C19", RB_TOPIC, "rb-surrender", "pl", "natychmiast odpada z tego starcia", NULL,
    "rumblebots/rulebook-es: \"se retira inmediatamente\"" },

  /* The Spanish Rumblebots words the book uses. */
  { "RB-B23", RB_TOPIC, "rb-end-build", "es", "sin mostrárselas a los demás jugadores", "sin mirarlas",
    "rumblebots/rulebook-es: \"debes devolver todas las cartas que no hayas construido a la parte inferior "
    "del mazo correspondiente en orden aleatorio, sin mostrárselas a los demás jugadores.\"" },
  { "RB-C7", RB_TOPIC, "rb-clash", "es", "dice «derrotada» en cuanto lo está", "\"derrotado\"",
    "rumblebots/rulebook-es: \"Derrotas inmediatamente a la escuadra del Campeón si:\"" },
};

/* The English text of @claim's source: the msgid. */
static const char *
claim_msgid (const Claim *claim)
{
  const McRuleTopic *topics;
  guint n_topics;

  switch (claim->source)
    {
    case TEM_TOPIC:
      {
        const TemRuleTopic *topic;

        topics = tem_rule_topic_get_all (&n_topics);
        topic = mc_rule_topic_find (topics, n_topics, claim->id);

        g_assert_nonnull (topic);
        return topic->body;
      }
    case TEM_READING:
    case TEM_READING_TITLE:
      {
        const TemInterpretation *reading = tem_interpretation_find (claim->id);

        g_assert_nonnull (reading);
        return claim->source == TEM_READING ? reading->reading : reading->title;
      }
    case RB_TOPIC:
      {
        const RbRuleTopic *topic;

        topics = rb_rule_topic_get_all (&n_topics);
        topic = mc_rule_topic_find (topics, n_topics, claim->id);

        g_assert_nonnull (topic);
        return topic->body;
      }
    case RB_READING:
      {
        const RbInterpretation *reading = rb_interpretation_find (claim->id);

        g_assert_nonnull (reading);
        return reading->reading;
      }
    case MESSAGE:
    default:
      return claim->id;
    }
}

static void
test_rules_text_says_what_the_books_say (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (claims); i++)
    {
      const Claim *claim = &claims[i];
      const char *msgid = claim_msgid (claim);
      const char *text;

      test_set_language (claim->language);
      text = g_dgettext (GETTEXT_PACKAGE, msgid);
      g_test_message ("%s %s (%s): the book: %s", claim->rules, claim->id, claim->language, claim->book);
      /* Translated: gettext hands back the msgid itself when the catalogue
       * lacks it (a msgid changed in the source but not in the po). */
      if (!g_str_equal (claim->language, "C") && text == msgid)
        g_error ("%s has no %s translation: %s", claim->id, claim->language, msgid);
      if (strstr (text, claim->says) == NULL)
        g_error ("%s (%s) does not say “%s”, as the book does (%s): %s", claim->id, claim->language, claim->says,
                 claim->book, text);
      if (claim->not_says != NULL && strstr (text, claim->not_says) != NULL)
        g_error ("%s (%s) still says “%s”: %s", claim->id, claim->language, claim->not_says, text);
    }
  test_set_language ("C");
}

/* The interpretations the fixes touched still read as the app's own
 * reading, the book's gap first. */
static void
test_fixed_readings_read_as_interpretations (void)
{
  test_set_language ("C");
  test_assert_reads_as_interpretation (tem_interpretation_find ("I-2")->reading);
  test_assert_reads_as_interpretation (tem_interpretation_find ("I-A8")->reading);
  test_assert_reads_as_interpretation (rb_interpretation_find ("A-16")->reading);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/rules-words/rules-text-says-what-the-books-say", test_rules_text_says_what_the_books_say);
  g_test_add_func ("/rules-words/fixed-readings-read-as-interpretations", test_fixed_readings_read_as_interpretations);

  return g_test_run ();
}
