/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "test-rumble-play.h"

static const char *const names[RB_MAX_PLAYERS] = { "Lisa", "Jaime", "Vicente", "Ana" };

void
test_rumble_new_game (GRand    *rand,
                      guint     n_players,
                      RbAction *action)
{
  rb_action_init_new_game (action, n_players, (guint) g_rand_int_range (rand, 0, (gint32) n_players));
  for (guint i = 0; i < n_players; i++)
    rb_action_set_player (action, i, names[i], (int) i);
  for (guint r = 1; r <= RB_ROUNDS; r++)
    rb_action_set_direction (action, r, g_rand_boolean (rand) ? RB_DIRECTION_CLOCKWISE
                                                              : RB_DIRECTION_COUNTER_CLOCKWISE);
}

static guint
random_factions (GRand *rand)
{
  guint first = (guint) g_rand_int_range (rand, 0, RB_N_FACTIONS);
  guint mask = RB_FACTION_BIT (first);

  if (g_rand_int_range (rand, 0, 4) == 0)
    mask |= RB_FACTION_BIT ((first + 1 + (guint) g_rand_int_range (rand, 0, RB_N_FACTIONS - 1)) % RB_N_FACTIONS);
  return mask;
}

static int
random_owned_bot (GRand        *rand,
                  const RbGame *game,
                  guint         seat)
{
  int owned[RB_MAX_BOTS];
  guint n = 0;

  for (int i = 0; i < RB_MAX_BOTS; i++)
    if (game->bots[i].place == RB_BOT_OWNED && game->bots[i].owner == (int) seat)
      owned[n++] = i;
  return n > 0 ? owned[g_rand_int_range (rand, 0, (gint32) n)] : RB_NO_BOT;
}

static void
random_build_action (GRand        *rand,
                     const RbGame *game,
                     RbAction     *action)
{
  guint seat = (guint) game->turn;
  const RbPlayer *player = &game->players[seat];
  int roll = g_rand_int_range (rand, 0, 100);

  if (roll < 30)
    {
      RbCard card;
      int tier = g_rand_int_range (rand, RB_MIN_TIER, player->tier + 1);
      gboolean contraption = g_rand_int_range (rand, 0, 10) == 0;
      gboolean from_hand = player->hand[tier] > 0 && g_rand_boolean (rand);

      rb_card_init (&card, "", tier, contraption ? 0 : random_factions (rand),
                    g_rand_int_range (rand, 0, MAX (1, MIN (player->scrap, 2 * tier + 2)) + 1),
                    g_rand_int_range (rand, 0, 4));
      card.contraption = contraption;
      rb_action_init_build (action, seat, from_hand, &card);
      action->build.gained = g_rand_int_range (rand, 0, 30) == 0;
    }
  else if (roll < 45)
    rb_action_init_recycle (action, seat, random_owned_bot (rand, game, seat),
                            g_rand_boolean (rand) ? RB_UNKNOWN : g_rand_int_range (rand, 0, 4));
  else if (roll < 55)
    rb_action_init_upgrade (action, seat);
  else if (roll < 75)
    {
      int scan = g_rand_boolean (rand) ? 0 : g_rand_int_range (rand, RB_MIN_TIER, player->tier + 1);

      rb_action_init_energize (action, seat, rb_game_is_showdown (game) && g_rand_boolean (rand), scan);
    }
  else if (roll < 77)
    rb_action_init_create_crystals (action, seat, g_rand_int_range (rand, 1, 4));
  else if (roll < 79)
    rb_action_init_correct (action, (int) seat, RB_FIELD_SCRAP, g_rand_int_range (rand, 0, 12));
  else if (roll < 80)
    rb_action_init_trash (action, seat, random_owned_bot (rand, game, seat));
  else if (roll < 81)
    rb_action_init_transform (action, seat, random_owned_bot (rand, game, seat), "Evolved");
  else
    rb_action_init_end_turn (action, seat);
}

static void
random_battle_action (GRand        *rand,
                      const RbGame *game,
                      RbAction     *action)
{
  switch (game->step)
    {
    case RB_STEP_FIRST_DEFENDER:
      rb_action_init_reveal (action, (guint) game->champion, RB_UNKNOWN, g_rand_int_range (rand, 0, 8),
                             RB_UNKNOWN, g_rand_int_range (rand, 0, 2), 0);
      break;

    case RB_STEP_NAME_FACTION:
      {
        guint faction = (guint) g_rand_int_range (rand, 0, RB_N_FACTIONS);

        /* Mostly a faction the gang has, as players would. */
        if (game->attack.n_cards > 0 && g_rand_int_range (rand, 0, 4) != 0)
          {
            guint mask = game->attack.cards[g_rand_int_range (rand, 0, (gint32) game->attack.n_cards)].factions;

            for (guint f = 0; f < RB_N_FACTIONS; f++)
              if (mask & RB_FACTION_BIT (f))
                {
                  faction = f;
                  break;
                }
          }
        rb_action_init_name_faction (action, (guint) game->champion, (RbFaction) faction);
      }
      break;

    case RB_STEP_CLASH:
    default:
      {
        guint seat = (guint) game->challenger;
        int roll = g_rand_int_range (rand, 0, 100);

        if (roll < 5)
          rb_action_init_adjust (action, g_rand_boolean (rand) ? seat : (guint) game->champion,
                                 g_rand_int_range (rand, -2, 3), g_rand_int_range (rand, -2, 3),
                                 g_rand_int_range (rand, -1, 2), g_rand_int_range (rand, -1, 2));
        else if (roll < 6)
          rb_action_init_surrender (action, seat, TRUE);
        else if (roll < 7)
          rb_action_init_create_crystals (action, seat, g_rand_int_range (rand, 1, 3));
        else if (roll < 8)
          rb_action_init_use_contraption (action, seat, random_owned_bot (rand, game, seat));
        else if (game->players[seat].deck == 0 || roll < 10)
          rb_action_init_surrender (action, seat, FALSE);
        else
          {
            rb_action_init_reveal (action, seat, g_rand_int_range (rand, 0, 7), g_rand_int_range (rand, 0, 5),
                                   g_rand_int_range (rand, 0, 3), g_rand_int_range (rand, 0, 2),
                                   random_factions (rand));
            /* Sometimes a wrong player, to be refused. */
            if (g_rand_int_range (rand, 0, 50) == 0)
              action->reveal.player = (guint) game->champion;
          }
      }
      break;
    }
}

void
test_rumble_random_action (GRand        *rand,
                           const RbGame *game,
                           RbAction     *action)
{
  if (game->phase == RB_PHASE_BUILD)
    random_build_action (rand, game, action);
  else
    random_battle_action (rand, game, action);
}
