/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mechs/tem-catalogue.h"
#include "mechs/tem-game.h"
#include "mc-need-parts.h"
#include "mc-need-weapons.h"
#include "mc-turn-words.h"

/* Two pilots meet and the app knows neither one's weapon: one question
 * with a list for each, their names over them, and Save once both are
 * picked. One after the other, the two dialogs were alike in one place,
 * and a double tap answered the second unseen (walk 16). */

typedef struct
{
  int                seat;
  guint              n_choices;
  McNeedWeaponChoice choices[MC_NEED_WEAPONS_MAX];
  GtkWidget         *checks[MC_NEED_WEAPONS_MAX];
} Pilot;

struct _McNeedWeapons
{
  AdwMessageDialog *dialog;     /* not owned: it owns the part */
  McSession        *session;
  Pilot             pilots[2];
};

/**
 * mc_need_weapons_list_choices:
 * @choices: (out caller-allocates): room for %MC_NEED_WEAPONS_MAX
 *
 * The weapons @seat may have on the table: first those of their
 * stockpile their status can hold (R-A4), then, while the one kept at
 * setup was never recorded (R-S8), the basic weapons they could have
 * kept. None is picked for them.
 *
 * Returns: how many
 */
guint
mc_need_weapons_list_choices (const TemGame      *game,
                              int                 seat,
                              McNeedWeaponChoice *choices)
{
  TemStatus status = game->players[seat].status;
  gboolean kept_known = FALSE;
  guint n = 0;

  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    {
      const TemWeaponCard *weapon = &game->weapons[card];
      gboolean is_basic = weapon->kind < TEM_N_BASIC_KINDS;

      if (weapon->place != TEM_PLACE_OWNED || weapon->owner != seat)
        continue;
      kept_known |= is_basic && !weapon->purchased;
      /* The kept one is asked, not one bought (R-S8). */
      if (tem_game_asks_kept_basic (game, (guint) seat))
        continue;
      if (n < MC_NEED_WEAPONS_MAX
          && ((is_basic && status != TEM_STATUS_MIGHTY_MECH) || (!is_basic && status != TEM_STATUS_PILOT)))
        /* Translators: under a weapon's name in the question which weapon is equipped */
        choices[n++] = (McNeedWeaponChoice) { (int) weapon->kind, _("In the stockpile") };
    }
  if (kept_known || status == TEM_STATUS_MIGHTY_MECH)
    return n;

  /* One of the four basic weapons, a pile with a card left and not one
   * they have already (R-A3: one of each at most). */
  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    {
      guint kind = game->weapons[card].kind;
      gboolean listed = FALSE;

      if (kind >= TEM_N_BASIC_KINDS || game->weapons[card].place != TEM_PLACE_SUPPLY
          || tem_game_owns_weapon_kind (game, (guint) seat, kind))
        continue;
      for (guint i = 0; i < n; i++)
        listed |= choices[i].kind == (int) kind;
      if (!listed && n < MC_NEED_WEAPONS_MAX)
        /* Translators: under a basic weapon's name in the question which weapon is equipped */
        choices[n++] = (McNeedWeaponChoice) { (int) kind, _("Kept at setup") };
    }
  /* The same words under every weapon say nothing (walk 17: "Kept at
   * setup" four times): the question says it once. */
  {
    gboolean same = n > 1;

    for (guint i = 1; i < n && same; i++)
      same = g_strcmp0 (choices[i].subtitle, choices[0].subtitle) == 0;
    for (guint i = 0; i < n && same; i++)
      choices[i].subtitle = NULL;
  }
  return n;
}

static void
update_save (McNeedWeapons *self)
{
  adw_message_dialog_set_response_enabled (self->dialog, "save", mc_need_weapons_is_complete (self));
}

/* A pilot's list: their name over it, a round check per weapon. */
static void
add_pilot (McNeedWeapons *self,
           Pilot         *pilot,
           GtkBox        *content,
           GtkListBox    *list,
           GtkWidget     *after)
{
  const TemGame *game = mc_session_get_game (self->session);
  GtkWidget *name = mc_need_new_wrapping_label (game->players[pilot->seat].name, "heading");
  GtkWidget *group = NULL;

  gtk_box_insert_child_after (content, name, after);
  if (gtk_widget_get_parent (GTK_WIDGET (list)) == NULL)
    gtk_box_insert_child_after (content, GTK_WIDGET (list), name);
  else
    gtk_box_reorder_child_after (content, GTK_WIDGET (list), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  game->players[pilot->seat].name, -1);
  /* Rows a little lower, so both pilots' four fit the default window
   * (walk 20, 1024x720: the second's last two were under the fold). */
  gtk_widget_add_css_class (GTK_WIDGET (list), "both-weapons");

  pilot->n_choices = mc_need_weapons_list_choices (game, pilot->seat, pilot->choices);
  for (guint i = 0; i < pilot->n_choices; i++)
    {
      g_autofree char *title = tem_catalogue_dup_weapon_name ((guint) pilot->choices[i].kind);
      g_autofree char *id = g_strdup_printf ("weapon-%d-%d", pilot->seat, pilot->choices[i].kind);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();

      if (group == NULL)
        group = check;
      else
        gtk_check_button_set_group (GTK_CHECK_BUTTON (check), GTK_CHECK_BUTTON (group));
      gtk_widget_set_name (check, id);
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL, -1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      if (pilot->choices[i].subtitle != NULL)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), pilot->choices[i].subtitle);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      g_signal_connect_swapped (check, "toggled", G_CALLBACK (update_save), self);
      gtk_list_box_append (list, row);
      pilot->checks[i] = check;
    }
}

/**
 * mc_need_weapons_new:
 * @list: the dialog's list, which takes the first pilot's weapons
 * @need: a %TEM_NEED_STARTING_WEAPON with an also_seat
 *
 * Builds both pilots' lists under the rules core's words, with Save.
 */
McNeedWeapons *
mc_need_weapons_new (AdwMessageDialog *dialog,
                     GtkBox           *content,
                     GtkListBox       *list,
                     McSession        *session,
                     const TemNeed    *need)
{
  McNeedWeapons *self = g_new0 (McNeedWeapons, 1);
  const TemGame *game = mc_session_get_game (session);
  GtkListBox *second = mc_need_new_boxed_list ();
  /* Translators: the heading of the question which weapon each of two pilots has, "Ana and Ben" */
  g_autofree char *both = g_strdup_printf (_("%s and %s"), game->players[need->seat].name,
                                           game->players[need->also_seat].name);
  /* Each name on one line ("Jugador 1 y Jugador / 2": walk 19). */
  g_autofree char *heading = mc_turn_words_keep_names_whole (game, both);

  self->dialog = dialog;
  self->session = g_object_ref (session);
  self->pilots[0].seat = need->seat;
  self->pilots[1].seat = need->also_seat;
  adw_message_dialog_set_heading (dialog, heading);
  adw_message_dialog_set_body (dialog,
                               /* Translators: the question which weapon each of two pilots has, when a
                                * combat starts and the app has neither recorded */
                               _("A combat starts, and neither pilot’s weapon is recorded: pick each one’s as on "
                                 "the table, then Save."));
  add_pilot (self, &self->pilots[0], content, list, NULL);
  add_pilot (self, &self->pilots[1], content, second, GTK_WIDGET (list));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  update_save (self);
  return self;
}

void
mc_need_weapons_free (McNeedWeapons *self)
{
  if (self == NULL)
    return;
  g_clear_object (&self->session);
  g_free (self);
}

static int
picked (const Pilot *pilot)
{
  for (guint i = 0; i < pilot->n_choices; i++)
    if (gtk_check_button_get_active (GTK_CHECK_BUTTON (pilot->checks[i])))
      return pilot->choices[i].kind;
  return -1;
}

gboolean
mc_need_weapons_is_complete (McNeedWeapons *self)
{
  return picked (&self->pilots[0]) >= 0 && picked (&self->pilots[1]) >= 0;
}

/* Each pilot's weapon recorded as a correction (journaled, undone like
 * any other); the first refused leaves the second unrecorded. */
gboolean
mc_need_weapons_apply (McNeedWeapons *self,
                       GError       **error)
{
  g_return_val_if_fail (mc_need_weapons_is_complete (self), FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (self->pilots); i++)
    {
      TemAction action;

      tem_action_init_correct (&action, (guint) self->pilots[i].seat, TEM_FIELD_WEAPON_GAINED,
                               picked (&self->pilots[i]));
      if (!mc_session_apply (self->session, &action, error))
        return FALSE;
    }
  return TRUE;
}

/* As a tap on @seat's row of @kind would (for tests). */
gboolean
mc_need_weapons_pick (McNeedWeapons *self,
                      int            seat,
                      int            kind)
{
  for (guint p = 0; p < G_N_ELEMENTS (self->pilots); p++)
    for (guint i = 0; self->pilots[p].seat == seat && i < self->pilots[p].n_choices; i++)
      if (self->pilots[p].choices[i].kind == kind)
        {
          gtk_check_button_set_active (GTK_CHECK_BUTTON (self->pilots[p].checks[i]), TRUE);
          return TRUE;
        }
  return FALSE;
}
