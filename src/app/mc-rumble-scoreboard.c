/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "rumble/rb-game.h"

#include "mc-rumble-scoreboard.h"
#include "mc-rumble-value-button.h"

/* The players at a glance, one line each: name (with the Champion token
 * and who acts now), the crystals in Storage, Reactor and Cryo-cell,
 * scrap, Workshop tier, and in a battle the cards left in the battle
 * deck. Each number is tapped to correct it (RB_ACTION_CORRECT); the
 * name opens what follows from the cards (Bots owned, scanned cards
 * held) and "Give Champion Token". Compact enough for four players on a
 * 360 px phone above the action of the moment. */

struct _McRumbleScoreboard
{
  GtkWidget   parent_instance;

  GtkGrid    *grid;
  GtkWidget  *deck_heading;
  McSession  *session;
  GHashTable *values;            /* "seat:field" → its widget, not owned */
  GtkWidget  *give[RB_MAX_PLAYERS];
  char       *status[RB_MAX_PLAYERS];
  int         acting;
  guint       n_rows;
};

G_DEFINE_FINAL_TYPE (McRumbleScoreboard, mc_rumble_scoreboard, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The last column is the battle deck's. */
#define N_COLUMNS 7

static char *
value_key (int seat,
           int what)
{
  return g_strdup_printf ("%d:%d", seat, what);
}

/* Who acts now: the builder, the Challenger revealing, or the Champion
 * revealing the first defender or naming a faction. */
static int
acting_seat (const RbGame *game)
{
  if (game->over)
    return RB_NOBODY;
  if (game->phase == RB_PHASE_BUILD)
    return game->turn;
  return game->step == RB_STEP_CLASH ? game->challenger : game->champion;
}

/* A number that follows from the cards (nobody corrects it), as a row
 * of the name's popover, registered as @what with its "number". */
static void
add_shown (McRumbleScoreboard *self,
           GtkBox             *box,
           int                 seat,
           int                 what,
           int                 number,
           const char         *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
  g_object_set_data_full (G_OBJECT (label), "number", g_strdup_printf ("%d", number), g_free);
  g_hash_table_insert (self->values, value_key (seat, what), label);
  gtk_box_append (box, label);
}

/* "2 of tier 1, 1 of tier 2", or NULL when the hand is empty (RB-B20). */
static char *
hand_text (const RbPlayer *player,
           int            *n)
{
  GString *text = NULL;

  *n = 0;
  for (int t = RB_MIN_TIER; t <= RB_MAX_TIER; t++)
    if (player->hand[t] > 0)
      {
        if (text == NULL)
          text = g_string_new (NULL);
        else
          g_string_append (text, ", ");
        /* Translators: scanned cards held, "2 of tier 3" */
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%d of tier %d", "%d of tier %d",
                                                   (gulong) player->hand[t]),
                                player->hand[t], t);
        *n += player->hand[t];
      }
  return text != NULL ? g_string_free (text, FALSE) : NULL;
}

static GtkWidget *
details_popover (McRumbleScoreboard *self,
                 const RbGame       *game,
                 guint               seat)
{
  const RbPlayer *player = &game->players[seat];
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *popover = gtk_popover_new ();
  guint bots = rb_game_count_bots (game, seat, TRUE);
  int crystals = rb_player_get_crystals (player);
  g_autofree char *crystals_text = NULL;
  g_autofree char *bots_text = NULL;
  g_autofree char *hand = NULL;
  int n_hand;

  /* Translators: in a player's details, "Crystals in all: 6" */
  crystals_text = g_strdup_printf (_("Crystals in all: %d"), crystals);
  add_shown (self, GTK_BOX (box), (int) seat, MC_RUMBLE_SHOWN_CRYSTALS, crystals, crystals_text);
  /* Translators: in a player's details */
  bots_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Owns %u Bot", "Owns %u Bots", bots), bots);
  add_shown (self, GTK_BOX (box), (int) seat, MC_RUMBLE_SHOWN_BOTS, (int) bots, bots_text);
  hand = hand_text (player, &n_hand);
  if (hand != NULL)
    {
      /* Translators: RB-B20, RB-B22: "Scanned cards in hand: 2 of tier 1; back under their decks at the end of
       * the turn" */
      g_autofree char *text = g_strdup_printf (_("Scanned cards in hand: %s; back under their decks at the end "
                                                 "of the turn"), hand);

      add_shown (self, GTK_BOX (box), (int) seat, MC_RUMBLE_SHOWN_HAND, n_hand, text);
    }
  if ((int) seat != game->champion)
    {
      /* Translators: a correction: the token is on this player's side */
      GtkWidget *give = gtk_button_new_with_label (_("Give Champion Token"));
      g_autofree char *name = g_strdup_printf (_("Give the Champion token to %s"), player->name);

      gtk_accessible_update_property (GTK_ACCESSIBLE (give), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (give), "scoreboard.give-champion");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (give), "i", (int) seat);
      /* Only between battles: in one, the clash moves it (RB-C11). */
      gtk_widget_set_sensitive (give, game->phase == RB_PHASE_BUILD && !game->over);
      if (game->phase != RB_PHASE_BUILD)
        gtk_widget_set_tooltip_text (give, _("The Champion token changes hands in a battle by the clash."));
      self->give[seat] = give;
      gtk_box_append (GTK_BOX (box), give);
    }
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  return popover;
}

/* The name with the Champion's star and the crystals in all; who acts
 * now is highlighted (style.css, .rumble-acting). */
static GtkWidget *
name_cell (McRumbleScoreboard *self,
           const RbGame       *game,
           guint               seat)
{
  const RbPlayer *player = &game->players[seat];
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *name = gtk_label_new (player->name);
  GtkWidget *status;
  gboolean champion = (int) seat == game->champion;
  gboolean acting = (int) seat == self->acting;
  int crystals = rb_player_get_crystals (player);
  g_autofree char *total = NULL;
  g_autofree char *description = NULL;

  gtk_label_set_xalign (GTK_LABEL (name), 0);
  /* A name of a usual length stays whole, and the number columns give
   * way (walk 2: "Lu…" beside the battle's Deck column at 360 px); only
   * a long one is cut, after ten characters. */
  if (g_utf8_strlen (player->name, -1) > 10)
    {
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_label_set_width_chars (GTK_LABEL (name), 10);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 12);
    }
  gtk_widget_add_css_class (name, "heading");
  gtk_box_append (GTK_BOX (row), name);
  gtk_box_append (GTK_BOX (texts), row);
  /* Translators: under a player's name in the players' table, their crystals in all */
  total = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d crystal", "%d crystals", (gulong) crystals), crystals);
  {
    /* The Champion in words under the name: a star read as a tier,
     * which the game prints as stars (walk 20, "Ana ★" beside "Tier 1"). */
    /* Translators: under the Champion's name in the players' table, over their crystals */
    g_autofree char *under = champion ? g_strdup_printf ("%s\n%s", C_("players' table", "Champion"), total)
                                      : g_strdup (total);

    status = gtk_label_new (under);
  }
  gtk_label_set_xalign (GTK_LABEL (status), 0);
  gtk_widget_add_css_class (status, "caption");
  gtk_box_append (GTK_BOX (texts), status);
  gtk_menu_button_set_child (GTK_MENU_BUTTON (button), texts);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), details_popover (self, game, seat));
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "rumble-player-name");
  if (acting)
    gtk_widget_add_css_class (button, "rumble-acting");

  /* What the star and the arrow say, for the screen reader and tests. */
  if (champion && acting)
    /* Translators: a player in the players' table, "Ana, the Champion, acts now: 6 crystals" */
    description = g_strdup_printf (_("%s, the Champion, acts now: %s"), player->name, total);
  else if (champion)
    description = g_strdup_printf (_("%s, the Champion: %s"), player->name, total);
  else if (acting)
    description = g_strdup_printf (_("%s acts now: %s"), player->name, total);
  else
    description = g_strdup_printf (_("%s: %s"), player->name, total);
  gtk_widget_set_tooltip_text (button, description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
  g_free (self->status[seat]);
  self->status[seat] = g_steal_pointer (&description);
  return button;
}

/* A number to tap and correct, narrow enough for six on a phone. */
static GtkWidget *
value_cell (McRumbleScoreboard *self,
            guint               seat,
            RbField             field,
            const char         *label)
{
  GtkWidget *button = mc_rumble_value_button_new (self->session, (int) seat, field, label);

  gtk_widget_set_size_request (button, 36, 44);
  gtk_widget_set_hexpand (button, TRUE);
  g_hash_table_insert (self->values, value_key ((int) seat, field), button);
  return button;
}

static void
clear_rows (McRumbleScoreboard *self)
{
  g_hash_table_remove_all (self->values);
  for (guint seat = 0; seat < RB_MAX_PLAYERS; seat++)
    self->give[seat] = NULL;
  for (; self->n_rows > 0; self->n_rows--)
    gtk_grid_remove_row (self->grid, 1);
}

static void
refresh (McRumbleScoreboard *self)
{
  const RbGame *game;
  gboolean battle;

  clear_rows (self);
  if (self->session == NULL || mc_session_get_game_kind (self->session) != MC_GAME_RUMBLEBOTS
      || !mc_session_has_game (self->session))
    return;
  game = mc_session_get_rumble_game (self->session);
  battle = game->phase == RB_PHASE_BATTLE && !game->over;
  self->acting = acting_seat (game);
  gtk_widget_set_visible (self->deck_heading, battle);

  for (guint seat = 0; seat < game->n_players; seat++)
    {
      const char *who = game->players[seat].name;
      /* Translators: accessible names of a player's values, "Ana's Storage" */
      g_autofree char *storage = g_strdup_printf (_("%s's Storage"), who);
      /* Translators: "Ana's Reactor" */
      g_autofree char *reactor = g_strdup_printf (_("%s's Reactor"), who);
      /* Translators: "Ana's Cryo-cell" */
      g_autofree char *cryo = g_strdup_printf (_("%s's Cryo-cell"), who);
      /* Translators: "Ana's Scrap" */
      g_autofree char *scrap = g_strdup_printf (_("%s's Scrap"), who);
      /* Translators: "Ana's Workshop Tier" */
      g_autofree char *tier = g_strdup_printf (_("%s's Workshop Tier"), who);
      int row = (int) seat + 1;

      gtk_grid_insert_row (self->grid, row);
      self->n_rows++;
      gtk_grid_attach (self->grid, name_cell (self, game, seat), 0, row, 1, 1);
      gtk_grid_attach (self->grid, value_cell (self, seat, RB_FIELD_STORAGE, storage), 1, row, 1, 1);
      gtk_grid_attach (self->grid, value_cell (self, seat, RB_FIELD_REACTOR, reactor), 2, row, 1, 1);
      gtk_grid_attach (self->grid, value_cell (self, seat, RB_FIELD_CRYO, cryo), 3, row, 1, 1);
      gtk_grid_attach (self->grid, value_cell (self, seat, RB_FIELD_SCRAP, scrap), 4, row, 1, 1);
      gtk_grid_attach (self->grid, value_cell (self, seat, RB_FIELD_TIER, tier), 5, row, 1, 1);
      if (battle)
        {
          /* Translators: accessible name of a value, read as "Cards left in Ana's battle deck: 3" */
          g_autofree char *deck = g_strdup_printf (_("Cards left in %s's battle deck"), who);

          gtk_grid_attach (self->grid, value_cell (self, seat, RB_FIELD_DECK, deck), 6, row, 1, 1);
        }
    }
}

static void
give_champion_activated (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  McRumbleScoreboard *self = MC_RUMBLE_SCOREBOARD (widget);

  mc_rumble_correct (self->session, 0, RB_FIELD_CHAMPION, g_variant_get_int32 (parameter));
}

static void
session_changed_cb (McRumbleScoreboard *self)
{
  refresh (self);
}

static void
mc_rumble_scoreboard_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  McRumbleScoreboard *self = MC_RUMBLE_SCOREBOARD (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mc_rumble_scoreboard_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  McRumbleScoreboard *self = MC_RUMBLE_SCOREBOARD (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      mc_rumble_scoreboard_set_session (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mc_rumble_scoreboard_dispose (GObject *object)
{
  McRumbleScoreboard *self = MC_RUMBLE_SCOREBOARD (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_pointer (&self->values, g_hash_table_unref);
  for (guint seat = 0; seat < RB_MAX_PLAYERS; seat++)
    g_clear_pointer (&self->status[seat], g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), MC_TYPE_RUMBLE_SCOREBOARD);

  G_OBJECT_CLASS (mc_rumble_scoreboard_parent_class)->dispose (object);
}

static void
mc_rumble_scoreboard_class_init (McRumbleScoreboardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = mc_rumble_scoreboard_get_property;
  object_class->set_property = mc_rumble_scoreboard_set_property;
  object_class->dispose = mc_rumble_scoreboard_dispose;

  /**
   * McRumbleScoreboard:session:
   *
   * The Rumblebots game shown.
   */
  properties[PROP_SESSION] = g_param_spec_object ("session", NULL, NULL, MC_TYPE_SESSION,
                                                  G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                  | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A correction: the token is on this player's side (RB-S12). */
  gtk_widget_class_install_action (widget_class, "scoreboard.give-champion", "i", give_champion_activated);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-rumble-scoreboard.ui");
  gtk_widget_class_bind_template_child (widget_class, McRumbleScoreboard, grid);
  gtk_widget_class_bind_template_child (widget_class, McRumbleScoreboard, deck_heading);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "rumble-scoreboard");
}

static void
mc_rumble_scoreboard_init (McRumbleScoreboard *self)
{
  self->values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->acting = RB_NOBODY;
  gtk_widget_init_template (GTK_WIDGET (self));
}

McSession *
mc_rumble_scoreboard_get_session (McRumbleScoreboard *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_SCOREBOARD (self), NULL);

  return self->session;
}

void
mc_rumble_scoreboard_set_session (McRumbleScoreboard *self,
                                  McSession          *session)
{
  g_return_if_fail (MC_IS_RUMBLE_SCOREBOARD (self));

  if (self->session == session)
    return;
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  if (session != NULL)
    g_signal_connect_swapped (session, "changed", G_CALLBACK (session_changed_cb), self);
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

/* The widget showing a player's value (a button; for MC_RUMBLE_SHOWN_*
 * a label in the name's popover), with its number as data "number"; or
 * NULL when not shown. */
GtkWidget *
mc_rumble_scoreboard_get_value (McRumbleScoreboard *self,
                                int                 seat,
                                int                 what)
{
  g_autofree char *key = value_key (seat, what);

  g_return_val_if_fail (MC_IS_RUMBLE_SCOREBOARD (self), NULL);

  return g_hash_table_lookup (self->values, key);
}

/* How a player's name reads: "Ana, the Champion, acts now: 6 crystals". */
const char *
mc_rumble_scoreboard_get_status (McRumbleScoreboard *self,
                                 guint               seat)
{
  g_return_val_if_fail (MC_IS_RUMBLE_SCOREBOARD (self), NULL);
  g_return_val_if_fail (seat < RB_MAX_PLAYERS, NULL);

  return self->status[seat];
}

/* "Give Champion Token" of @seat's details, or NULL for the Champion. */
GtkWidget *
mc_rumble_scoreboard_get_give_champion (McRumbleScoreboard *self,
                                        guint               seat)
{
  g_return_val_if_fail (MC_IS_RUMBLE_SCOREBOARD (self), NULL);
  g_return_val_if_fail (seat < RB_MAX_PLAYERS, NULL);

  return self->give[seat];
}

/* The seat marked as acting now, or RB_NOBODY. */
int
mc_rumble_scoreboard_get_acting (McRumbleScoreboard *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_SCOREBOARD (self), RB_NOBODY);

  return self->acting;
}
