/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-equipment-row.h"
#include "mc-player-mark.h"
#include "mc-player-panel.h"
#include "mc-tooltip.h"
#include "mechs/tem-narration.h"
#include "rules/mc-rule-error.h"

/* One player's numbers, big enough to read across the table: a header
 * (mark, name, pilot, starting token, status), a row of big numerals and
 * two short lines for weapons and tokens. A tap on a numeral opens its
 * correction; the status button's menu also heals and upgrades. Every tap
 * becomes an action for the session; the panel redraws on ::changed. */

struct _McPlayerPanel
{
  GtkWidget       parent_instance;

  GtkWidget      *box;
  GtkLabel       *chip;
  GtkLabel       *name_label;
  GtkLabel       *pilot_label;
  GtkLabel       *turn_label;
  GtkWidget      *starting_icon;
  GtkMenuButton  *status_button;
  GtkLabel       *status_label;   /* its words */
  GtkWidget      *values_grid;
  McValueControl *health_control;
  McValueControl *energy_control;
  McValueControl *credits_control;
  McValueControl *score_control;
  McEquipmentRow *equipment_row;
  GMenu          *menu;           /* built when the status menu first opens */
  GMenu          *heal_menu;      /* its parts that change, filled in place */

  McSession      *session;
  guint           seat;
  int             pilot_health_top;  /* as the game has it; the menu's radio items */
  const char     *colour_class;   /* static string */
  gboolean        updating;
};

G_DEFINE_FINAL_TYPE (McPlayerPanel, mc_player_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_SEAT,
  PROP_PILOT_HEALTH_TOP,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const TemPlayer *
get_player (McPlayerPanel *self)
{
  const TemGame *game = mc_session_get_game (self->session);

  if (self->seat >= game->n_players)
    return NULL;
  return &game->players[self->seat];
}

static void
request (McPlayerPanel *self,
         TemField       field,
         int            value)
{
  TemAction action;

  if (self->updating)
    return;

  /* A refusal reaches the table through McSession::refused. */
  tem_action_init_correct (&action, self->seat, field, value);
  mc_session_apply (self->session, &action, NULL);
}

static void
health_requested_cb (McPlayerPanel *self,
                     int            value)
{
  request (self, TEM_FIELD_HEALTH, value);
}

static void
energy_requested_cb (McPlayerPanel *self,
                     int            value)
{
  request (self, TEM_FIELD_ENERGY, value);
}

static void
credits_requested_cb (McPlayerPanel *self,
                      int            value)
{
  request (self, TEM_FIELD_CREDITS, value);
}

static void
score_requested_cb (McPlayerPanel *self,
                    int            value)
{
  request (self, TEM_FIELD_SCORE, value);
}

/* Why the rules refuse @action now, or NULL when they take it (or only
 * wait for a value to be asked). */
static char *
dup_refusal (const TemGame   *game,
             const TemAction *action)
{
  g_autoptr(GError) error = NULL;
  TemGame copy = *game;

  if (tem_game_apply (&copy, action, NULL, &error)
      || g_error_matches (error, MC_RULE_ERROR, MC_RULE_ERROR_UNKNOWN_VALUE)
      || g_error_matches (error, MC_RULE_ERROR, MC_RULE_ERROR_CHOICE_NEEDED))
    return NULL;
  return g_strdup (error->message);
}

/* An item that says why in its own words, greyed (its action is never
 * enabled): walk 22 offered Heal items that a toast then refused, far
 * from the menu. */
static void
append_refused (GMenu      *menu,
                const char *what,
                const char *why)
{
  /* Translators: a greyed menu item, "Heal: Ana played Purchase: only the Power Up card heals or upgrades." */
  g_autofree char *label = g_strdup_printf (_("%s: %s"), what, why);

  g_menu_append (menu, label, "panel.refused");
}

/* The Heal menu offers each payment that heals (R-A12), up to the track's
 * top: energy beyond it would be wasted (walk 22: six "…, N wasted" lines
 * ran the menu past the window). When the rules refuse a Heal now, one
 * greyed item says why. */
static void
fill_heal_menu (GMenu         *menu,
                const TemGame *game,
                guint          seat)
{
  const TemPlayer *player = &game->players[seat];
  int top = tem_player_get_health_top (player);
  int needed = (top - player->health + TEM_HEAL_PER_ENERGY - 1) / TEM_HEAL_PER_ENERGY;
  TemAction action;
  g_autofree char *refused = NULL;

  tem_action_init_heal (&action, seat, 1);
  if ((refused = dup_refusal (game, &action)) != NULL)
    {
      append_refused (menu, _("Heal"), refused);
      return;
    }
  for (int energy = 1; energy <= MIN (needed, player->energy); energy++)
    {
      g_autofree char *label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                             /* Translators: "Pay 2 energy: health 3 → 7" */
                                                             "Pay %d energy: health %d → %d",
                                                             "Pay %d energy: health %d → %d",
                                                             (gulong) energy),
                                                energy, player->health,
                                                MIN (top, player->health + energy * TEM_HEAL_PER_ENERGY));
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target_value (item, "panel.heal", g_variant_new_int32 (energy));
      g_menu_append_item (menu, item);
    }
}

/* The status to correct, then Heal and Upgrade (a Power Up done by hand).
 * The weapons are corrected from the button beside them (McEquipmentRow). */
static void
fill_menu (McPlayerPanel   *self,
           const TemPlayer *player)
{
  const TemGame *game = mc_session_get_game (self->session);
  g_autofree char *refused = NULL;
  TemAction action;

  g_menu_remove_all (self->heal_menu);
  fill_heal_menu (self->heal_menu, game, self->seat);
  if (player->status != TEM_STATUS_PILOT)
    return;
  tem_action_init_upgrade (&action, self->seat);
  if ((refused = dup_refusal (game, &action)) != NULL)
    append_refused (self->heal_menu, _("Upgrade"), refused);
  else
    g_menu_append (self->heal_menu, _("_Upgrade"), "panel.upgrade");
}

/* The menu's frame, made once: what changes is filled in place. */
static void
build_menu (McPlayerPanel *self)
{
  g_autoptr(GMenu) statuses = g_menu_new ();
  g_autoptr(GMenu) corrections = g_menu_new ();

  self->menu = g_menu_new ();
  self->heal_menu = g_menu_new ();
  for (int status = TEM_STATUS_PILOT; status <= TEM_STATUS_MIGHTY_MECH; status++)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new (tem_status_get_name ((TemStatus) status), NULL);

      g_menu_item_set_action_and_target_value (item, "panel.set-status", g_variant_new_int32 (status));
      g_menu_append_item (statuses, item);
    }
  /* Said as a correction: "Power Armor" there changed the card at no
   * cost, and a walker took it for an Upgrade (walk 23). */
  /* Translators: the heading over Pilot / Power Armor / Mighty Mech in a player card's menu */
  g_menu_append_section (self->menu, _("Correct the status (no cost)"), G_MENU_MODEL (statuses));
  g_menu_append_section (self->menu, NULL, G_MENU_MODEL (self->heal_menu));

  /* The top of the pilot card's health track, one item per number the
   * track can have; a Robot Pilot has no pilot card (R-SO2). */
  if (!get_player (self)->robot)
    {
      g_autoptr(GMenu) tops = g_menu_new ();

      for (int top = TEM_PILOT_HEALTH_TOP_MIN; top <= TEM_PILOT_HEALTH_TOP_MAX; top++)
        {
          g_autofree char *label = g_strdup_printf ("%d", top);
          g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

          g_menu_item_set_action_and_target_value (item, "panel.pilot-health-top", g_variant_new_int32 (top));
          g_menu_append_item (tops, item);
        }
      /* Translators: a submenu of a player's corrections: the top of the health track on their pilot card */
      g_menu_append_submenu (corrections, _("Pilot's _Top Health"), G_MENU_MODEL (tops));
    }
  g_menu_append_section (self->menu, NULL, G_MENU_MODEL (corrections));
}

static void
create_menu_cb (GtkMenuButton *button,
                gpointer       user_data)
{
  McPlayerPanel *self = user_data;
  const TemPlayer *player = get_player (self);

  if (self->menu != NULL || player == NULL)
    return;
  build_menu (self);
  fill_menu (self, player);
  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (self->menu));
}

static void
update (McPlayerPanel *self)
{
  const TemGame *game = mc_session_get_game (self->session);
  const TemPlayer *player = get_player (self);
  g_autofree char *initial = NULL;
  g_autofree char *chip_label = NULL;
  const char *colour_class;

  if (player == NULL)
    return;

  self->updating = TRUE;

  colour_class = tem_colour_get_id (player->colour);
  if (self->colour_class != colour_class)
    {
      if (self->colour_class != NULL)
        gtk_widget_remove_css_class (self->box, self->colour_class);
      gtk_widget_add_css_class (self->box, colour_class);
      self->colour_class = colour_class;
    }

  initial = mc_player_dup_mark (game, self->seat);
  gtk_label_set_label (self->chip, initial);
  gtk_label_set_label (self->name_label, player->name);
  /* Translators: under the player's name, "Red · Maverick" */
  if (player->robot)
    /* Translators: under a robot's name, "Blue · Robot Pilot facing north" */
    chip_label = g_strdup_printf (_("%s · Robot Pilot facing %s"), tem_colour_get_name (player->colour),
                                  tem_direction_get_name (player->facing));
  else if (*player->pilot)
    chip_label = g_strdup_printf (_("%s · %s"), tem_colour_get_name (player->colour), player->pilot);
  else
    /* No pilot card named: the colour alone. "Red · Pilot" read as the
     * status beside a status of Power Armor (walk 9). */
    chip_label = g_strdup (tem_colour_get_name (player->colour));
  /* R-AH1-R-AH3: Ad Hoc mode changes which cards the player may play: on their
   * panel until it ends, not only in their turn's words (walk 10, 11). */
  if (player->ad_hoc)
    {
      g_autofree char *plain = g_steal_pointer (&chip_label);

      /* Translators: under the player's name, "Red · Maverick · Ad Hoc mode" */
      chip_label = g_strdup_printf (_("%s · Ad Hoc mode"), plain);
    }
  gtk_label_set_label (self->pilot_label, chip_label);
  gtk_widget_set_visible (self->starting_icon, game->starting_player == self->seat);
  /* Whose turn it is shows on that player's own panel, in words too. */
  {
    gboolean current = !game->over && game->phase == TEM_PHASE_EXECUTION
                       && (game->combat.active ? game->combat.next == (int) self->seat
                                               : game->turn.seat == (int) self->seat);

    gtk_widget_set_visible (GTK_WIDGET (self->turn_label), current);
    if (current)
      gtk_widget_add_css_class (self->box, "current-turn");
    else
      gtk_widget_remove_css_class (self->box, "current-turn");
  }

  gtk_label_set_label (self->status_label, tem_status_get_name (player->status));

  mc_value_control_set_value (self->health_control, player->health, tem_player_get_health_top (player));
  if (self->pilot_health_top != player->pilot_health_top)
    {
      self->pilot_health_top = player->pilot_health_top;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PILOT_HEALTH_TOP]);
    }
  mc_value_control_set_value (self->energy_control, player->energy, -1);
  mc_value_control_set_value (self->credits_control, player->credits, -1);
  mc_value_control_set_value (self->score_control, player->score, -1);
  /* R-SC4: past 40 the score token shows its "+40" side. */
  if (player->score >= TEM_SCORE_TRACK)
    {
      g_autofree char *flip = g_strdup_printf (_("token on its +%d side, at %d"),
                                               TEM_SCORE_TRACK, player->score - TEM_SCORE_TRACK);
      mc_value_control_set_subtitle (self->score_control, flip);
    }
  else
    mc_value_control_set_subtitle (self->score_control, NULL);


  if (self->menu != NULL)
    fill_menu (self, player);

  self->updating = FALSE;
}

static void
session_changed_cb (McPlayerPanel *self)
{
  update (self);
}

static void
set_status_activated_cb (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  McPlayerPanel *self = MC_PLAYER_PANEL (widget);
  const TemPlayer *player = get_player (self);
  int status = g_variant_get_int32 (parameter);

  if (player != NULL && status != (int) player->status)
    request (self, TEM_FIELD_STATUS, status);
}

static void
heal_activated_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  McPlayerPanel *self = MC_PLAYER_PANEL (widget);
  TemAction action;

  tem_action_init_heal (&action, self->seat, g_variant_get_int32 (parameter));
  mc_session_apply (self->session, &action, NULL);
}

static void
upgrade_activated_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  McPlayerPanel *self = MC_PLAYER_PANEL (widget);
  TemAction action;

  tem_action_init_upgrade (&action, self->seat);
  mc_session_apply (self->session, &action, NULL);
}

static void
refused_activated_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
}

static void
mc_player_panel_constructed (GObject *object)
{
  McPlayerPanel *self = MC_PLAYER_PANEL (object);
  const TemPlayer *player;

  G_OBJECT_CLASS (mc_player_panel_parent_class)->constructed (object);

  g_signal_connect_object (self->session, "changed", G_CALLBACK (session_changed_cb), self, G_CONNECT_SWAPPED);

  player = get_player (self);
  if (player != NULL)
    {
      g_autofree char *status_label = g_strdup_printf (_("%s's status"), player->name);

      mc_value_control_set_owner (self->health_control, player->name);
      mc_value_control_set_owner (self->energy_control, player->name);
      mc_value_control_set_owner (self->credits_control, player->name);
      mc_value_control_set_owner (self->score_control, player->name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->status_button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, status_label, -1);
      mc_equipment_row_set_player (self->equipment_row, self->session, self->seat);
    }

  update (self);
}

static void
mc_player_panel_dispose (GObject *object)
{
  McPlayerPanel *self = MC_PLAYER_PANEL (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), MC_TYPE_PLAYER_PANEL);
  /* Template roots without an id are not bound, so not cleared above. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->session);
  g_clear_object (&self->menu);
  g_clear_object (&self->heal_menu);

  G_OBJECT_CLASS (mc_player_panel_parent_class)->dispose (object);
}

static void
mc_player_panel_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  McPlayerPanel *self = MC_PLAYER_PANEL (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_SEAT:
      g_value_set_uint (value, self->seat);
      break;
    case PROP_PILOT_HEALTH_TOP:
      g_value_set_int (value, self->pilot_health_top);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mc_player_panel_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  McPlayerPanel *self = MC_PLAYER_PANEL (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      self->session = g_value_dup_object (value);
      break;
    case PROP_SEAT:
      self->seat = g_value_get_uint (value);
      break;
    case PROP_PILOT_HEALTH_TOP:
      /* Chosen in the menu: a correction, journaled and undone like any
       * other; the panel follows the game once it is applied. */
      if (self->session != NULL && g_value_get_int (value) != self->pilot_health_top)
        request (self, TEM_FIELD_PILOT_HEALTH_TOP, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* A panel's width never depends on its height: asked for the width a
 * height allows (the flow box and the scrolled window of the table ask
 * it), it gives its width for any height. Passed on, the question made
 * each wrapping label inside search its width by bisection, dozens of
 * text layouts per label on the first frame (issue 23). */
static void
mc_player_panel_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  gtk_widget_measure (GTK_WIDGET (MC_PLAYER_PANEL (widget)->box), orientation,
                      orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
}

/* Taller when narrower: asked its height for no width (the default), the
 * panel answered for its natural width, and a weapons line that wraps
 * in the width it was given drew "In supply: …" over its foot (walk 9). */
static GtkSizeRequestMode
mc_player_panel_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
mc_player_panel_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  gtk_widget_allocate (GTK_WIDGET (MC_PLAYER_PANEL (widget)->box), width, height, baseline, NULL);
}

static void
mc_player_panel_class_init (McPlayerPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = mc_player_panel_constructed;
  object_class->dispose = mc_player_panel_dispose;
  object_class->get_property = mc_player_panel_get_property;
  object_class->set_property = mc_player_panel_set_property;
  widget_class->measure = mc_player_panel_measure;
  widget_class->get_request_mode = mc_player_panel_get_request_mode;
  widget_class->size_allocate = mc_player_panel_size_allocate;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, MC_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEAT] =
    g_param_spec_uint ("seat", NULL, NULL, 0, TEM_MAX_PLAYERS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * McPlayerPanel:pilot-health-top:
   *
   * The top of the health track on the player's pilot card, as the game
   * has it. Setting it asks the session for that correction.
   */
  properties[PROP_PILOT_HEALTH_TOP] =
    g_param_spec_int ("pilot-health-top", NULL, NULL, TEM_PILOT_HEALTH_TOP_MIN, TEM_PILOT_HEALTH_TOP_MAX,
                      TEM_PILOT_HEALTH_TOP_MIN, G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (MC_TYPE_VALUE_CONTROL);
  g_type_ensure (MC_TYPE_EQUIPMENT_ROW);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-player-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, McPlayerPanel, box);
  gtk_widget_class_bind_template_child (widget_class, McPlayerPanel, chip);
  gtk_widget_class_bind_template_child (widget_class, McPlayerPanel, name_label);
  gtk_widget_class_bind_template_child (widget_class, McPlayerPanel, pilot_label);
  gtk_widget_class_bind_template_child (widget_class, McPlayerPanel, turn_label);
  gtk_widget_class_bind_template_child (widget_class, McPlayerPanel, equipment_row);
  gtk_widget_class_bind_template_child (widget_class, McPlayerPanel, starting_icon);
  gtk_widget_class_bind_template_child (widget_class, McPlayerPanel, status_button);
  gtk_widget_class_bind_template_child (widget_class, McPlayerPanel, status_label);
  gtk_widget_class_bind_template_child (widget_class, McPlayerPanel, values_grid);
  gtk_widget_class_bind_template_child (widget_class, McPlayerPanel, health_control);
  gtk_widget_class_bind_template_child (widget_class, McPlayerPanel, energy_control);
  gtk_widget_class_bind_template_child (widget_class, McPlayerPanel, credits_control);
  gtk_widget_class_bind_template_child (widget_class, McPlayerPanel, score_control);
  gtk_widget_class_bind_template_callback (widget_class, health_requested_cb);
  gtk_widget_class_bind_template_callback (widget_class, energy_requested_cb);
  gtk_widget_class_bind_template_callback (widget_class, credits_requested_cb);
  gtk_widget_class_bind_template_callback (widget_class, score_requested_cb);

  gtk_widget_class_install_action (widget_class, "panel.set-status", "i", set_status_activated_cb);
  gtk_widget_class_install_action (widget_class, "panel.heal", "i", heal_activated_cb);
  gtk_widget_class_install_action (widget_class, "panel.upgrade", NULL, upgrade_activated_cb);
  /* Never enabled: a menu item greyed with why in its words. */
  gtk_widget_class_install_action (widget_class, "panel.refused", NULL, refused_activated_cb);
  gtk_widget_class_install_property_action (widget_class, "panel.pilot-health-top", "pilot-health-top");

  gtk_widget_class_set_css_name (widget_class, "playerpanel");
}

static void
mc_player_panel_init (McPlayerPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  mc_value_control_set_field (self->health_control, TEM_FIELD_HEALTH);
  mc_value_control_set_field (self->energy_control, TEM_FIELD_ENERGY);
  mc_value_control_set_field (self->credits_control, TEM_FIELD_CREDITS);
  mc_value_control_set_field (self->score_control, TEM_FIELD_SCORE);
  /* Tooltips set here, not in the template (see mc-tooltip.c). */
  mc_tooltip_set_text (self->starting_icon, _("Starting player"));
  mc_tooltip_set_text (GTK_WIDGET (self->status_button), _("Status: what the player is piloting"));
  gtk_menu_button_set_create_popup_func (self->status_button, create_menu_cb, self, NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "panel.refused", FALSE);
}

GtkWidget *
mc_player_panel_new (McSession *session,
                     guint      seat)
{
  return g_object_new (MC_TYPE_PLAYER_PANEL, "session", session, "seat", seat, NULL);
}

guint
mc_player_panel_get_seat (McPlayerPanel *self)
{
  g_return_val_if_fail (MC_IS_PLAYER_PANEL (self), 0);

  return self->seat;
}

McValueControl *
mc_player_panel_get_control (McPlayerPanel *self,
                             TemField       field)
{
  g_return_val_if_fail (MC_IS_PLAYER_PANEL (self), NULL);

  switch (field)
    {
    case TEM_FIELD_HEALTH:
      return self->health_control;
    case TEM_FIELD_ENERGY:
      return self->energy_control;
    case TEM_FIELD_CREDITS:
      return self->credits_control;
    case TEM_FIELD_SCORE:
      return self->score_control;
    case TEM_FIELD_STATUS:
    case TEM_FIELD_ROUND:
    case TEM_FIELD_STARTING_PLAYER:
    case TEM_FIELD_WEAPON_GAINED:
    case TEM_FIELD_WEAPON_RETURNED:
    case TEM_FIELD_WEAPON_EQUIPPED:
    case TEM_FIELD_WEAPON_STOCKPILED:
    case TEM_FIELD_PILOT_HEALTH_TOP:
    default:
      return NULL;
    }
}

/* The button beside the weapons line: a menu to correct the weapons. */
GtkWidget *
mc_player_panel_get_weapons_button (McPlayerPanel *self)
{
  g_return_val_if_fail (MC_IS_PLAYER_PANEL (self), NULL);

  return mc_equipment_row_get_button (self->equipment_row);
}

/* The button in the header: the status, and a menu to correct it, heal
 * and upgrade. */
GtkWidget *
mc_player_panel_get_status_button (McPlayerPanel *self)
{
  g_return_val_if_fail (MC_IS_PLAYER_PANEL (self), NULL);

  return GTK_WIDGET (self->status_button);
}

/* Narrow, the four numerals sit two by two; wide, in one row. */
void
mc_player_panel_set_narrow (McPlayerPanel *self,
                            gboolean       narrow)
{
  McValueControl *controls[] = {
    self->health_control, self->energy_control, self->credits_control, self->score_control
  };
  GtkLayoutManager *layout;

  g_return_if_fail (MC_IS_PLAYER_PANEL (self));

  /* Two by two, each column as wide as its numerals need. */
  gtk_grid_set_column_homogeneous (GTK_GRID (self->values_grid), !narrow);
  layout = gtk_widget_get_layout_manager (self->values_grid);
  for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
    {
      GtkGridLayoutChild *child = GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (layout,
                                                                                             GTK_WIDGET (controls[i])));

      gtk_grid_layout_child_set_column (child, narrow ? (int) i % 2 : (int) i);
      gtk_grid_layout_child_set_row (child, narrow ? (int) i / 2 : 0);
    }
}

/* Folded, only its heading (name, colour, status): a player out of a
 * combat, so that both fighters' cards fit the laptop's column (walk
 * 20, solo: Robot A's card between Carla's and Robot B's, one fighter
 * always out of view). */
void
mc_player_panel_set_folded (McPlayerPanel *self,
                            gboolean       folded)
{
  g_return_if_fail (MC_IS_PLAYER_PANEL (self));

  gtk_widget_set_visible (self->values_grid, !folded);
  gtk_widget_set_visible (GTK_WIDGET (self->equipment_row), !folded);
  (folded ? gtk_widget_add_css_class : gtk_widget_remove_css_class) (GTK_WIDGET (self), "folded");
}

gboolean
mc_player_panel_get_folded (McPlayerPanel *self)
{
  g_return_val_if_fail (MC_IS_PLAYER_PANEL (self), FALSE);

  return !gtk_widget_get_visible (self->values_grid);
}

/* The status the panel shows, in words ("Power Armor"). */
const char *
mc_player_panel_get_status_text (McPlayerPanel *self)
{
  g_return_val_if_fail (MC_IS_PLAYER_PANEL (self), NULL);

  return gtk_label_get_label (self->status_label);
}
