/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-table-round.h"

/* What the table page says of the round, and the menu that corrects it:
 * words and menus from the game, no widgets. */

/**
 * mc_table_round_describe:
 * @numbers_only: the players keep the game at the table, the app the numbers
 * @round: (out): "Round 3 of 6", or "Game Over"
 * @starting: (out): "Ben starts"
 * @hint: (out): what the round asks of the players
 */
void
mc_table_round_describe (const TemGame *game,
                         gboolean       numbers_only,
                         char         **round,
                         char         **starting,
                         char         **hint)
{
  if (game->over)
    {
      *round = g_strdup (_("Game Over"));
      *starting = g_strdup_printf (_("after round %u"), game->round);
      *hint = g_strdup (_("When the app scored the last round, the results count the victory points printed on "
                         "every weapon purchased, not the basics kept at setup; scored by hand, add them with corrections. Highest score "
                         "wins; a tie goes to the player controlling the Mighty Mech, then to the player with the "
                         "most weapons."));
    }
  else
    {
      /* Translators: "Round 3 of 6" */
      *round = g_strdup_printf (_("Round %u of %u"), game->round, TEM_ROUNDS);
      /* Translators: "Ben starts" (holds the starting player token) */
      *starting = g_strdup_printf (_("%s starts"), game->players[game->starting_player].name);
      if (game->phase == TEM_PHASE_EXECUTION)
        {
          guint played = 0;

          for (guint seat = 0; seat < game->n_players; seat++)
            played += game->players[seat].cards_played;
          /* Translators: "Playing the cards: 5 of 12 played." */
          *hint = g_strdup_printf (_("Playing the cards: %u of %u played."), played,
                                  game->n_players * TEM_CARDS_PER_ROUND);
        }
      else if (numbers_only)
        *hint = g_strdup_printf (tem_game_is_scoring_round (game->round)
                                ? _("Numbers only: play round %u at the table, keep each player's numbers here, "
                                    "then End Round: it scores the round.")
                                : _("Numbers only: play round %u at the table, keep each player's numbers here, "
                                    "then End Round."),
                                game->round);
      else if (tem_game_is_scoring_round (game->round))
        *hint = g_strdup (_("Scoring after this round: each mine scores its zone's value, each turret "
                           "twice that, each pilot its zone's value, the Mighty Mech's controller 3."));
      else
        *hint = g_strdup_printf (_("Program 4 cards, then play them one by one from the starting player, "
                                  "clockwise. Next scoring after round %u."), game->round + 1);
    }

}

/* Corrections of the round and the starting token: the table is the truth. */
GMenuModel *
mc_table_round_build_correct_menu (const TemGame *game)
{
  GMenu *menu = g_menu_new ();
  g_autoptr(GMenu) rounds = g_menu_new ();
  g_autoptr(GMenu) starters = g_menu_new ();

  for (int round = 1; round <= TEM_ROUNDS; round++)
    {
      g_autofree char *label = g_strdup_printf (_("Round %d"), round);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target_value (item, "table.set-round", g_variant_new_int32 (round));
      g_menu_append_item (rounds, item);
    }

  for (guint seat = 0; seat < game->n_players; seat++)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new (game->players[seat].name, NULL);

      g_menu_item_set_action_and_target_value (item, "table.set-starting-player",
                                               g_variant_new_int32 ((gint32) seat));
      g_menu_append_item (starters, item);
    }

  g_menu_append_submenu (menu, _("Set the Round"), G_MENU_MODEL (rounds));
  g_menu_append_submenu (menu, _("Set the Starting Player"), G_MENU_MODEL (starters));

  {
    g_autoptr(GMenu) modes = g_menu_new ();

    g_menu_append (modes, _("Follow Every Move"), "mode.table-mode::follow");
    g_menu_append (modes, _("Numbers Only"), "mode.table-mode::numbers");
    g_menu_append_section (menu, _("Keep the Table"), G_MENU_MODEL (modes));
  }
  return G_MENU_MODEL (menu);
}

/* The player whose turn it is, or who starts the round. */
guint
mc_table_round_current_seat (const TemGame *game)
{
  if (game->phase == TEM_PHASE_EXECUTION && game->turn.seat >= 0 && (guint) game->turn.seat < game->n_players)
    return (guint) game->turn.seat;
  return game->starting_player < game->n_players ? game->starting_player : 0;
}
