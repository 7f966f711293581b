/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-equipment-row.h"
#include "mc-need-parts.h"
#include "mc-tooltip.h"
#include "mechs/tem-game.h"
#include "mechs/tem-narration.h"

/* One player's weapons and tokens in supply as two lines of the panel,
 * and beside them the button that corrects the weapons (beside both
 * lines, it makes the panel no taller): the table is the truth, so the basic weapon setup
 * left "Not recorded" (R-S8), a card recorded by mistake, or one lying
 * equipped where the app has it stockpiled (R-A4) is put right here.
 * Every choice is a correction: journaled, undone like any other. The
 * walk looked for this next to "Equipped: …", not under the status. */

struct _McEquipmentRow
{
  GtkWidget      parent_instance;

  GtkWidget     *lines;       /* the two lines, beside the button */
  GtkLabel      *label;
  GtkLabel      *tokens_label;
  GtkMenuButton *button;
  GMenu         *menu;        /* built when the menu first opens */
  GMenu         *kept_menu;   /* its parts that change, filled in place */
  GMenu         *owned_menu;
  GMenu         *add_menu;

  McSession     *session;
  guint          seat;
};

G_DEFINE_FINAL_TYPE (McEquipmentRow, mc_equipment_row, GTK_TYPE_WIDGET)

static const TemGame *
get_game (McEquipmentRow *self)
{
  const TemGame *game = self->session != NULL ? mc_session_get_game (self->session) : NULL;

  return game != NULL && self->seat < game->n_players ? game : NULL;
}

static void
request (McEquipmentRow *self,
         TemField        field,
         int             kind)
{
  TemAction action;

  if (get_game (self) == NULL)
    return;
  /* A refusal reaches the table through McSession::refused. */
  tem_action_init_correct (&action, self->seat, field, kind);
  mc_session_apply (self->session, &action, NULL);
}

static void
append_item (GMenu      *menu,
             const char *label,
             const char *action,
             guint       kind)
{
  g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

  g_menu_item_set_action_and_target_value (item, action, g_variant_new_int32 ((int) kind));
  g_menu_append_item (menu, item);
}

/* The four basic weapons while the kept one is not recorded (one tap,
 * no default, as at a combat); then each weapon the player has, to move
 * between slots and stockpile or give back; then those that can be added
 * (a basic pile with a card left, an advanced card still in the deck). */
static void
fill_menus (McEquipmentRow *self,
            const TemGame  *game)
{
  gboolean listed[TEM_N_WEAPON_KINDS] = { FALSE };
  guint n_equipped = 0;

  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    n_equipped += game->weapons[card].place == TEM_PLACE_OWNED && game->weapons[card].owner == (int) self->seat
                  && game->weapons[card].equipped;

  g_menu_remove_all (self->kept_menu);
  g_menu_remove_all (self->owned_menu);
  g_menu_remove_all (self->add_menu);

  if (tem_game_asks_kept_basic (game, self->seat))
    for (guint kind = 0; kind < TEM_N_BASIC_KINDS; kind++)
      {
        g_autofree char *name = NULL;
        g_autofree char *label = NULL;

        /* R-A3: never a kind they bought (one of each basic kind). */
        if (tem_game_owns_weapon_kind (game, self->seat, kind))
          continue;
        name = mc_need_dup_weapon_choice (kind);
        /* Translators: an item of a player's weapons menu, under "Basic weapon kept at setup" */
        label = g_strdup_printf (_("Kept %s at setup"), name);
        append_item (self->kept_menu, label, "equipment.gained", kind);
      }

  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    {
      const TemWeaponCard *weapon = &game->weapons[card];
      g_autofree char *name = NULL;
      g_autofree char *move = NULL;
      g_autofree char *give = NULL;

      if (weapon->place != TEM_PLACE_OWNED || weapon->owner != (int) self->seat)
        continue;
      name = mc_need_dup_weapon_choice (weapon->kind);
      /* The words of the turn's own Equip buttons; the last weapon
       * equipped stays so (R-A4). */
      if (!weapon->equipped || n_equipped > 1)
        {
          move = g_strdup_printf (weapon->equipped ? _("Stockpile %s") : _("Equip %s"), name);
          append_item (self->owned_menu, move, weapon->equipped ? "equipment.stockpiled" : "equipment.equipped",
                       weapon->kind);
        }
      /* Translators: a correction in a player's menu, "Give back Energy Sword" */
      give = g_strdup_printf (_("Give back %s"), name);
      append_item (self->owned_menu, give, "equipment.returned", weapon->kind);
      listed[weapon->kind] = TRUE;
    }

  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    {
      const TemWeaponCard *weapon = &game->weapons[card];
      gboolean basic = weapon->kind < TEM_N_BASIC_KINDS;
      g_autofree char *name = NULL;

      if (listed[weapon->kind] || weapon->place != (basic ? TEM_PLACE_SUPPLY : TEM_PLACE_DECK))
        continue;
      listed[weapon->kind] = TRUE;
      name = mc_need_dup_weapon_choice (weapon->kind);
      append_item (self->add_menu, name, "equipment.gained", weapon->kind);
    }
}

/* The menu's frame, made once: a submenu added twice to an open popover
 * would clash with itself, so what changes is filled in place. */
static void
create_menu_cb (GtkMenuButton *button,
                gpointer       user_data)
{
  McEquipmentRow *self = user_data;
  const TemGame *game = get_game (self);
  g_autoptr(GMenu) adding = g_menu_new ();

  if (self->menu != NULL || game == NULL)
    return;
  self->menu = g_menu_new ();
  self->kept_menu = g_menu_new ();
  self->owned_menu = g_menu_new ();
  self->add_menu = g_menu_new ();
  /* Translators: the heading above the four basic weapons in a player's weapons menu (R-S8) */
  g_menu_append_section (self->menu, _("Basic weapon kept at setup"), G_MENU_MODEL (self->kept_menu));
  g_menu_append_section (self->menu, NULL, G_MENU_MODEL (self->owned_menu));
  g_menu_append_submenu (adding, _("_Add a Weapon"), G_MENU_MODEL (self->add_menu));
  g_menu_append_section (self->menu, NULL, G_MENU_MODEL (adding));
  fill_menus (self, game);
  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (self->menu));
}

/* The tokens still in the player's supply. */
static void
update_tokens (McEquipmentRow  *self,
               const TemPlayer *player)
{
  g_autofree char *tokens = NULL;
  guint mines = TEM_MINES - tem_player_count_deployed (player, TRUE);
  guint turrets = TEM_TURRETS - tem_player_count_deployed (player, FALSE);

  /* Translators: the tokens a player has not placed yet */
  tokens = g_strdup_printf (_("In supply: %u of %u mines, %u of %u turrets"), mines, TEM_MINES, turrets, TEM_TURRETS);
  gtk_label_set_label (self->tokens_label, tokens);
  mc_tooltip_set_text (GTK_WIDGET (self->tokens_label), tokens);
}

/* The weapons in front of the player, equipped then stockpiled, and the
 * kept basic weapon when setup left it not recorded. */
static void
update (McEquipmentRow *self)
{
  const TemGame *game = get_game (self);
  g_autoptr(GPtrArray) equipped = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) stockpile = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *equipped_list = NULL;
  g_autofree char *stockpile_list = NULL;
  g_autofree char *text = NULL;
  gboolean unknown;

  if (game == NULL)
    return;

  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    {
      const TemWeaponCard *weapon = &game->weapons[card];

      if (weapon->place != TEM_PLACE_OWNED || weapon->owner != (int) self->seat)
        continue;
      g_ptr_array_add (weapon->equipped ? equipped : stockpile, tem_catalogue_dup_weapon_name (weapon->kind));
    }
  equipped_list = tem_format_list ((const char * const *) equipped->pdata, equipped->len);
  stockpile_list = tem_format_list ((const char * const *) stockpile->pdata, stockpile->len);
  unknown = tem_game_asks_kept_basic (game, self->seat);

  if (equipped->len == 0 && stockpile->len == 0)
    text = g_strdup (unknown ? _("Basic weapon kept at setup: not recorded") : _("No weapon recorded"));
  else if (stockpile->len == 0)
    text = unknown
           /* Translators: "Equipped: Grenade Launcher · Basic weapon kept at setup: not recorded" */
           ? g_strdup_printf (_("Equipped: %s · Basic weapon kept at setup: not recorded"), equipped_list)
           /* Translators: the weapons a player has equipped, "Equipped: Energy Sword and Warhammer" */
           : g_strdup_printf (_("Equipped: %s"), equipped_list);
  else
    text = unknown
           /* Translators: "Equipped: Warhammer · Stockpile: Grenade Launcher · Basic weapon kept at
            * setup: not recorded" */
           ? g_strdup_printf (_("Equipped: %s · Stockpile: %s · Basic weapon kept at setup: not recorded"),
                              equipped->len > 0 ? equipped_list : "—", stockpile_list)
           /* Translators: "Equipped: Energy Sword · Stockpile: Riot Shield" */
           : g_strdup_printf (_("Equipped: %s · Stockpile: %s"), equipped->len > 0 ? equipped_list : "—",
                              stockpile_list);
  gtk_label_set_label (self->label, text);
  mc_tooltip_set_text (GTK_WIDGET (self->label), text);
  update_tokens (self, &game->players[self->seat]);

  /* What is missing draws the eye to where it is put right. */
  if (unknown)
    gtk_widget_add_css_class (GTK_WIDGET (self->button), "suggested-action");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->button), "suggested-action");

  if (self->menu != NULL)
    fill_menus (self, game);
}

static void
gained_activated_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  request (MC_EQUIPMENT_ROW (widget), TEM_FIELD_WEAPON_GAINED, g_variant_get_int32 (parameter));
}

static void
returned_activated_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  request (MC_EQUIPMENT_ROW (widget), TEM_FIELD_WEAPON_RETURNED, g_variant_get_int32 (parameter));
}

static void
equipped_activated_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  request (MC_EQUIPMENT_ROW (widget), TEM_FIELD_WEAPON_EQUIPPED, g_variant_get_int32 (parameter));
}

static void
stockpiled_activated_cb (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  request (MC_EQUIPMENT_ROW (widget), TEM_FIELD_WEAPON_STOCKPILED, g_variant_get_int32 (parameter));
}

static void
mc_equipment_row_dispose (GObject *object)
{
  McEquipmentRow *self = MC_EQUIPMENT_ROW (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->session);
  g_clear_object (&self->menu);
  g_clear_object (&self->kept_menu);
  g_clear_object (&self->owned_menu);
  g_clear_object (&self->add_menu);

  G_OBJECT_CLASS (mc_equipment_row_parent_class)->dispose (object);
}

/* The lines take what the button leaves. Laid out by hand, not by a
 * GtkBoxLayout: a horizontal box asks each child its width for the
 * box's height, and a wrapping label answers that by bisection, dozens of
 * text layouts per label on the first frame (issue 23). */
#define LINES_BUTTON_SPACING 6

static void
mc_equipment_row_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  McEquipmentRow *self = MC_EQUIPMENT_ROW (widget);
  int lines_min, lines_nat, button_min, button_nat;

  gtk_widget_measure (GTK_WIDGET (self->button), GTK_ORIENTATION_HORIZONTAL, -1, &button_min, &button_nat, NULL,
                      NULL);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      gtk_widget_measure (self->lines, orientation, -1, &lines_min, &lines_nat, NULL, NULL);
      *minimum = lines_min + LINES_BUTTON_SPACING + button_min;
      *natural = lines_nat + LINES_BUTTON_SPACING + button_nat;
      return;
    }
  gtk_widget_measure (self->lines, orientation, for_size < 0 ? -1 : MAX (0, for_size - LINES_BUTTON_SPACING - button_nat),
                      &lines_min, &lines_nat, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (self->button), orientation, -1, &button_min, &button_nat, NULL, NULL);
  *minimum = MAX (lines_min, button_min);
  *natural = MAX (lines_nat, button_nat);
}

/* Taller when narrower: the lines wrap (walk 9: without it the row was
 * asked its height for no width, and "In supply: …" was drawn over the
 * panel's foot once the weapons took two lines). */
static GtkSizeRequestMode
mc_equipment_row_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
mc_equipment_row_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  McEquipmentRow *self = MC_EQUIPMENT_ROW (widget);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int button_width, button_height, lines_width, lines_height;

  gtk_widget_measure (GTK_WIDGET (self->button), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &button_width, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (self->button), GTK_ORIENTATION_VERTICAL, -1, NULL, &button_height, NULL, NULL);
  button_width = MIN (button_width, width);
  button_height = MIN (button_height, height);
  lines_width = MAX (0, width - LINES_BUTTON_SPACING - button_width);
  gtk_widget_measure (self->lines, GTK_ORIENTATION_VERTICAL, lines_width, NULL, &lines_height, NULL, NULL);
  lines_height = MIN (lines_height, height);
  /* Both centred in the row's height. */
  gtk_widget_allocate (self->lines, lines_width, lines_height, -1,
                       gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (rtl ? width - lines_width : 0,
                                                                            (height - lines_height) / 2)));
  gtk_widget_allocate (GTK_WIDGET (self->button), button_width, button_height, -1,
                       gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (rtl ? 0 : width - button_width,
                                                                            (height - button_height) / 2)));
}

static void
mc_equipment_row_class_init (McEquipmentRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_equipment_row_dispose;
  widget_class->measure = mc_equipment_row_measure;
  widget_class->get_request_mode = mc_equipment_row_get_request_mode;
  widget_class->size_allocate = mc_equipment_row_size_allocate;

  gtk_widget_class_install_action (widget_class, "equipment.gained", "i", gained_activated_cb);
  gtk_widget_class_install_action (widget_class, "equipment.returned", "i", returned_activated_cb);
  gtk_widget_class_install_action (widget_class, "equipment.equipped", "i", equipped_activated_cb);
  gtk_widget_class_install_action (widget_class, "equipment.stockpiled", "i", stockpiled_activated_cb);

  gtk_widget_class_set_css_name (widget_class, "equipmentrow");
}

static void
mc_equipment_row_init (McEquipmentRow *self)
{
  GtkWidget *lines = self->lines = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  self->label = GTK_LABEL (gtk_label_new (NULL));
  self->tokens_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->tokens_label), "dim-label");
  for (GtkLabel *label = self->label; label != NULL; label = label == self->label ? self->tokens_label : NULL)
    {
      gtk_label_set_xalign (label, 0);
      gtk_label_set_wrap (label, TRUE);
      gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD_CHAR);
      gtk_box_append (GTK_BOX (lines), GTK_WIDGET (label));
    }
  gtk_widget_set_parent (lines, GTK_WIDGET (self));

  self->button = GTK_MENU_BUTTON (gtk_menu_button_new ());
  /* Translators: the button beside a player's weapons that corrects them */
  gtk_menu_button_set_label (self->button, _("Edit Weapons"));
  gtk_widget_add_css_class (GTK_WIDGET (self->button), "equipment-button");
  gtk_menu_button_set_create_popup_func (self->button, create_menu_cb, self, NULL);
  gtk_widget_set_parent (GTK_WIDGET (self->button), GTK_WIDGET (self));
}

/* The panel's player: set once, as the panel is made. */
void
mc_equipment_row_set_player (McEquipmentRow *self,
                             McSession      *session,
                             guint           seat)
{
  const TemGame *game;

  g_return_if_fail (MC_IS_EQUIPMENT_ROW (self));
  g_return_if_fail (MC_IS_SESSION (session));
  g_return_if_fail (self->session == NULL);

  self->session = g_object_ref (session);
  self->seat = seat;
  g_signal_connect_object (session, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);

  game = get_game (self);
  if (game != NULL)
    {
      const char *name = game->players[seat].name;
      /* Translators: what a screen reader and the tooltip say of the button beside a player's weapons */
      g_autofree char *label = g_strdup_printf (_("Edit %s's weapons: the basic weapon kept at setup, "
                                                  "equipped and stockpiled weapons"), name);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self->button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      mc_tooltip_set_text (GTK_WIDGET (self->button), label);
    }
  update (self);
}

/* The button that opens the weapons' corrections. */
GtkWidget *
mc_equipment_row_get_button (McEquipmentRow *self)
{
  g_return_val_if_fail (MC_IS_EQUIPMENT_ROW (self), NULL);

  return GTK_WIDGET (self->button);
}

/* The line that lists the weapons (the tokens' line under it). */
GtkWidget *
mc_equipment_row_get_label (McEquipmentRow *self)
{
  g_return_val_if_fail (MC_IS_EQUIPMENT_ROW (self), NULL);

  return GTK_WIDGET (self->label);
}
