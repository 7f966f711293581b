/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <adwaita.h>

#include "mc-catalogue-page.h"

/* The cards in the box: what public texts give (read-only, with its
 * source), what the players entered from their own cards (marked as
 * theirs, editable), and what is still unknown: weapons, pilots, zone
 * cards, the program card mix and the Mighty Mech's sides. Export and
 * import share it all between copies of the app. */

/* What an edit dialog's number is for. */
typedef enum
{
  EDIT_WEAPON,
  EDIT_PILOT_HEALTH,
  EDIT_BASE_VALUE,
  EDIT_MECH_VALUE,
} EditTarget;

struct _McCataloguePage
{
  GtkWidget     parent_instance;

  GtkWidget    *page;            /* AdwPreferencesPage */
  GtkWidget    *weapons_group;
  GtkWidget    *rows[TEM_N_WEAPON_KINDS];
  GtkWidget    *name_rows[TEM_N_WEAPON_KINDS];
  GtkWidget    *text_rows[TEM_N_WEAPON_KINDS];
  GtkWidget    *values[TEM_N_WEAPON_KINDS][TEM_N_WEAPON_FIELDS];
  GtkWidget    *pilots_group;
  GPtrArray    *pilot_rows;
  GtkWidget    *zones_group;
  GtkWidget    *zone_cards_row;  /* AdwExpanderRow */
  GPtrArray    *zone_rows;
  GtkWidget    *base_row;
  GtkWidget    *mech_zone_row;
  GtkWidget    *program_row;     /* AdwComboRow */
  GtkWidget    *side_rows[2];    /* AdwComboRow */
  GtkWidget    *side_text_rows[2];
  gboolean      refreshing;      /* combo rows set by refresh save nothing */

  McCardMemory *cards;           /* the window's, not owned */
  char         *path;
  McSession    *session;
  McCardMemory *incoming;        /* an import waiting for its answer */
};

G_DEFINE_FINAL_TYPE (McCataloguePage, mc_catalogue_page, GTK_TYPE_WIDGET)

static void mc_catalogue_page_map (GtkWidget *widget);

static int
printed_value (guint          kind,
               TemWeaponField field)
{
  return tem_weapon_stats_get_field (&tem_catalogue_get_weapon (kind)->stats, field);
}

static char *
value_text (TemWeaponField field,
            int            value)
{
  if (value == TEM_VALUE_UNKNOWN)
    return g_strdup ("?");
  if (field == TEM_WEAPON_FIELD_TYPE)
    return g_strdup (tem_weapon_type_get_name ((TemWeaponType) value));
  if (field == TEM_WEAPON_FIELD_ABILITY)
    return g_strdup (tem_ability_get_name ((TemAbility) value));
  return g_strdup_printf ("%d", value);
}

static GtkRoot *
get_window (McCataloguePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? root : NULL;
}

static void
show_problem (McCataloguePage *self,
              const char      *heading,
              const char      *message)
{
  GtkWidget *alert = adw_message_dialog_new (GTK_WINDOW (get_window (self)), heading, message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (alert), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (alert));
}

/* Every change is kept at once; a file that cannot be written says so. */
static gboolean
save (McCataloguePage *self,
      GError         **error)
{
  return mc_card_memory_save (self->cards, self->path, error);
}

static void
save_or_complain (McCataloguePage *self)
{
  g_autoptr(GError) error = NULL;

  if (!save (self, &error))
    show_problem (self, _("Not Saved"), error->message);
}

/* A button at the end of a row, named for screen readers. */
static GtkWidget *
add_row_button (GtkWidget  *row,
                const char *icon,
                const char *label)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  return button;
}

/* Weapons -------------------------------------------------------------- */

static void
update_weapon_row (McCataloguePage *self,
                   guint            kind,
                   TemWeaponField   field)
{
  GtkWidget *row = self->values[kind][field];
  int printed = printed_value (kind, field);
  int theirs = self->cards != NULL ? mc_card_memory_get (self->cards, kind, field) : TEM_VALUE_UNKNOWN;
  int shown = printed != TEM_VALUE_UNKNOWN ? printed : theirs;
  g_autofree char *text = value_text (field, shown);
  g_autofree char *subtitle = NULL;
  GtkWidget *label = g_object_get_data (G_OBJECT (row), "value");
  GtkWidget *edit = g_object_get_data (G_OBJECT (row), "edit");

  if (printed != TEM_VALUE_UNKNOWN)
    /* Translators: where a card value comes from, "From the box: card-facts.md §4 (C2)" */
    subtitle = g_strdup_printf (_("From the box: %s"), tem_catalogue_get_weapon (kind)->source);
  else if (theirs != TEM_VALUE_UNKNOWN)
    subtitle = g_strdup (_("Yours: entered from your cards"));
  else
    subtitle = g_strdup (_("Not entered yet: no public text gives it"));

  gtk_label_set_label (GTK_LABEL (label), text);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  /* An unreadable cards file is left alone: nothing to edit then. */
  gtk_widget_set_visible (edit, printed == TEM_VALUE_UNKNOWN && self->cards != NULL);
  /* The ability's number only matters for an ability the app applies. */
  if (field == TEM_WEAPON_FIELD_ABILITY_AMOUNT)
    {
      int ability = printed_value (kind, TEM_WEAPON_FIELD_ABILITY);

      if (ability == TEM_VALUE_UNKNOWN && self->cards != NULL)
        ability = mc_card_memory_get (self->cards, kind, TEM_WEAPON_FIELD_ABILITY);
      gtk_widget_set_visible (row, ability != TEM_ABILITY_NONE);
    }
}

static void
set_entry_text (GtkWidget  *row,
                const char *text)
{
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (row)), text != NULL ? text : "") != 0)
    gtk_editable_set_text (GTK_EDITABLE (row), text != NULL ? text : "");
}

static void
refresh_weapons (McCataloguePage *self)
{
  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      guint known = 0, asked = 0;
      g_autofree char *name = tem_catalogue_dup_weapon_name (kind);
      g_autofree char *subtitle = NULL;

      for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
        {
          update_weapon_row (self, kind, field);
          if (!gtk_widget_get_visible (self->values[kind][field]))
            continue;
          asked++;
          known += printed_value (kind, field) != TEM_VALUE_UNKNOWN
                   || (self->cards != NULL && mc_card_memory_get (self->cards, kind, field) != TEM_VALUE_UNKNOWN);
        }
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->rows[kind]), name);
      if (tem_catalogue_get_weapon (kind)->weapon_class == TEM_WEAPON_BASIC)
        /* Translators: under a basic weapon in the catalogue, "Basic · 4 of 6 numbers known";
         * the plural follows the second number */
        subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Basic · %u of %u number known",
                                                 "Basic · %u of %u numbers known", asked),
                                    known, asked);
      else
        /* Translators: under an advanced weapon in the catalogue, "Advanced · 4 of 6 numbers known";
         * the plural follows the second number */
        subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Advanced · %u of %u number known",
                                                 "Advanced · %u of %u numbers known", asked),
                                    known, asked);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self->rows[kind]), subtitle);
      if (self->name_rows[kind] != NULL)
        {
          set_entry_text (self->name_rows[kind], self->cards != NULL ? mc_card_memory_get_weapon_name (self->cards, kind) : NULL);
          gtk_widget_set_sensitive (self->name_rows[kind], self->cards != NULL);
        }
      set_entry_text (self->text_rows[kind], self->cards != NULL ? mc_card_memory_get_weapon_text (self->cards, kind) : NULL);
      gtk_widget_set_sensitive (self->text_rows[kind], self->cards != NULL);
    }
}

/* The game open gets what it does not know yet; the page shows it all. */
static void
give_to_game (McCataloguePage *self)
{
  mc_card_memory_name_weapons (self->cards);
  if (self->session != NULL && mc_session_has_game (self->session))
    {
      const TemGame *game = mc_session_get_game (self->session);
      TemAction actions[MC_CARD_MEMORY_MAX_FILL];
      guint n = mc_card_memory_fill (self->cards, game, actions, G_N_ELEMENTS (actions));

      for (guint i = 0; i < n; i++)
        mc_session_apply (self->session, &actions[i], NULL);
    }
  mc_catalogue_page_refresh (self);
}

/**
 * mc_catalogue_page_set_value:
 *
 * The players' value, kept for the next games and given to the game open
 * when it does not know it yet.
 */
gboolean
mc_catalogue_page_set_value (McCataloguePage *self,
                             guint            kind,
                             TemWeaponField   field,
                             int              value,
                             GError         **error)
{
  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), FALSE);
  g_return_val_if_fail (self->cards != NULL, FALSE);

  if (!mc_card_memory_set (self->cards, kind, field, value))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%d is not a value a weapon card can show."), value);
      return FALSE;
    }
  /* "None" has no number: say 0 so the card counts as complete. */
  if (field == TEM_WEAPON_FIELD_ABILITY && value == TEM_ABILITY_NONE
      && mc_card_memory_get (self->cards, kind, TEM_WEAPON_FIELD_ABILITY_AMOUNT) == TEM_VALUE_UNKNOWN)
    mc_card_memory_set (self->cards, kind, TEM_WEAPON_FIELD_ABILITY_AMOUNT, 0);
  if (!save (self, error))
    return FALSE;

  /* A correction reaches the game open too: the cards are the truth. */
  if (value != TEM_VALUE_UNKNOWN && self->session != NULL && mc_session_has_game (self->session))
    {
      TemAction action;

      tem_action_init_set_weapon (&action, kind, field, value);
      mc_session_apply (self->session, &action, NULL);
    }
  give_to_game (self);
  return TRUE;
}

/**
 * mc_catalogue_page_set_weapon_name:
 * @name: (nullable): the name on the card, or %NULL to forget it
 *
 * Names an advanced card no public text names; the game and the app then
 * call it so.
 */
gboolean
mc_catalogue_page_set_weapon_name (McCataloguePage *self,
                                   guint            kind,
                                   const char      *name,
                                   GError         **error)
{
  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), FALSE);
  g_return_val_if_fail (self->cards != NULL, FALSE);

  if (!mc_card_memory_set_weapon_name (self->cards, kind, name, error) || !save (self, error))
    return FALSE;
  give_to_game (self);
  /* The table says the new name at once. */
  if (self->session != NULL)
    mc_session_relabel (self->session);
  return TRUE;
}

static void
name_applied_cb (AdwEntryRow     *row,
                 McCataloguePage *self)
{
  guint kind = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "kind"));
  g_autoptr(GError) error = NULL;

  if (!mc_catalogue_page_set_weapon_name (self, kind, gtk_editable_get_text (GTK_EDITABLE (row)), &error))
    {
      show_problem (self, _("Not Saved"), error->message);
      mc_catalogue_page_refresh (self);
    }
}

static void
text_applied_cb (AdwEntryRow     *row,
                 McCataloguePage *self)
{
  guint kind = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "kind"));
  g_autoptr(GError) error = NULL;

  if (!mc_card_memory_set_weapon_text (self->cards, kind, gtk_editable_get_text (GTK_EDITABLE (row)), &error)
      || !save (self, &error))
    show_problem (self, _("Not Saved"), error->message);
  mc_catalogue_page_refresh (self);
}

/* Edit dialogs --------------------------------------------------------- */

static void
store_number (McCataloguePage *self,
              EditTarget       target,
              guint            kind,
              TemWeaponField   field,
              const char      *pilot,
              int              value)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = TRUE;

  switch (target)
    {
    case EDIT_WEAPON:
      ok = mc_catalogue_page_set_value (self, kind, field, value, &error);
      break;
    case EDIT_PILOT_HEALTH:
      {
        const McPilotCard *card = mc_card_memory_find_pilot (self->cards, pilot);

        ok = card != NULL && mc_card_memory_set_pilot (self->cards, card->name, value, card->ability, &error)
             && save (self, &error);
      }
      break;
    case EDIT_BASE_VALUE:
    case EDIT_MECH_VALUE:
      ok = mc_catalogue_page_set_zone_value (self, target == EDIT_BASE_VALUE ? TEM_ZONE_BASE : TEM_ZONE_MECH,
                                             value, &error);
      break;
    default:
      g_assert_not_reached ();
    }
  if (!ok && error != NULL)
    show_problem (self, _("Not Saved"), error->message);
  mc_catalogue_page_refresh (self);
}

static void
edit_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  McCataloguePage  *self)
{
  EditTarget target = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "target"));
  guint kind = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "kind"));
  TemWeaponField field = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "field"));
  GtkWidget *input = g_object_get_data (G_OBJECT (dialog), "input");
  int value;

  if (g_strcmp0 (response, "save") != 0 && g_strcmp0 (response, "forget") != 0)
    return;
  if (g_strcmp0 (response, "forget") == 0)
    value = TEM_VALUE_UNKNOWN;
  else if (GTK_IS_DROP_DOWN (input))
    {
      const int *choices = g_object_get_data (G_OBJECT (input), "choices");

      value = choices[gtk_drop_down_get_selected (GTK_DROP_DOWN (input))];
    }
  else
    {
      gtk_spin_button_update (GTK_SPIN_BUTTON (input));
      value = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (input));
    }
  store_number (self, target, kind, field, g_object_get_data (G_OBJECT (dialog), "pilot"), value);
}

static const int type_choices[] = { TEM_WEAPON_TYPE_AREA, TEM_WEAPON_TYPE_RANGED, TEM_WEAPON_TYPE_MELEE };
static const int ability_choices[] = {
  TEM_ABILITY_NONE, TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE, TEM_ABILITY_POWER_ATTACK_VP
};

/* A drop-down of @n @names standing for @choices, on @current if it is one. */
static GtkWidget *
new_choice_input (const char * const *names,
                  const int          *choices,
                  guint               n,
                  int                 current)
{
  GtkWidget *input = gtk_drop_down_new_from_strings (names);

  for (guint i = 0; i < n; i++)
    if (choices[i] == current)
      gtk_drop_down_set_selected (GTK_DROP_DOWN (input), i);
  g_object_set_data (G_OBJECT (input), "choices", (gpointer) choices);
  return input;
}

/* One number asked: a spin button, or a drop-down for a weapon's type or
 * ability. */
static GtkWidget *
open_edit_dialog (McCataloguePage *self,
                  EditTarget       target,
                  const char      *heading,
                  const char      *title,
                  GtkWidget       *input,
                  int              current)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (get_window (self)), heading, title);

  gtk_accessible_update_property (GTK_ACCESSIBLE (input), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), input);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "forget", _("_Forget"),
                                    "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "forget", current != TEM_VALUE_UNKNOWN);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  g_object_set_data (G_OBJECT (dialog), "target", GUINT_TO_POINTER (target));
  g_object_set_data (G_OBJECT (dialog), "input", input);
  g_signal_connect_object (dialog, "response", G_CALLBACK (edit_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

static GtkWidget *
new_spin_input (int current,
                int min,
                int max)
{
  GtkWidget *input = gtk_spin_button_new_with_range (min, max, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (input), current != TEM_VALUE_UNKNOWN ? current : min);
  return input;
}

static void
weapon_edit_clicked_cb (GtkButton       *button,
                        McCataloguePage *self)
{
  guint kind = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "kind"));
  TemWeaponField field = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "field"));
  g_autofree char *name = tem_catalogue_dup_weapon_name (kind);
  int current = mc_card_memory_get (self->cards, kind, field);
  GtkWidget *input, *dialog;

  if (field == TEM_WEAPON_FIELD_TYPE)
    {
      const char *names[] = {
        tem_weapon_type_get_name (TEM_WEAPON_TYPE_AREA),
        tem_weapon_type_get_name (TEM_WEAPON_TYPE_RANGED),
        tem_weapon_type_get_name (TEM_WEAPON_TYPE_MELEE),
        NULL,
      };

      input = new_choice_input (names, type_choices, G_N_ELEMENTS (type_choices), current);
    }
  else if (field == TEM_WEAPON_FIELD_ABILITY)
    {
      const char *names[] = {
        tem_ability_get_name (TEM_ABILITY_NONE),
        tem_ability_get_name (TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE),
        tem_ability_get_name (TEM_ABILITY_POWER_ATTACK_VP),
        NULL,
      };

      input = new_choice_input (names, ability_choices, G_N_ELEMENTS (ability_choices), current);
    }
  else
    input = new_spin_input (current, 0, field == TEM_WEAPON_FIELD_ABILITY_AMOUNT ? TEM_ABILITY_AMOUNT_MAX : 100);

  dialog = open_edit_dialog (self, EDIT_WEAPON, name, tem_weapon_field_get_title (field), input, current);
  g_object_set_data (G_OBJECT (dialog), "kind", GUINT_TO_POINTER (kind));
  g_object_set_data (G_OBJECT (dialog), "field", GUINT_TO_POINTER (field));
}

/* An activatable row that runs @callback, named @name for tests. */
static GtkWidget *
new_share_row (const char *title,
               const char *subtitle,
               const char *icon,
               const char *name,
               GCallback   callback,
               gpointer    data)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name (icon));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_set_name (row, name);
  g_signal_connect_swapped (row, "activated", G_CALLBACK (callback), data);
  return row;
}

static void
build_weapons (McCataloguePage *self)
{
  GtkWidget *group, *row;

  /* Sharing first, as rows: wide enough to tap on a phone. */
  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Your Cards"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("What no public text gives, entered once from your box and kept for "
                                           "every game. Share it with another copy of the app."));
  row = new_share_row (_("_Export…"), _("Write your card values to a file"), "document-save-symbolic", "export",
                       G_CALLBACK (mc_catalogue_page_choose_export), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  row = new_share_row (_("_Import…"), _("Add another copy’s values, after a preview"), "document-open-symbolic",
                       "import", G_CALLBACK (mc_catalogue_page_choose_import), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->page), ADW_PREFERENCES_GROUP (group));

  self->weapons_group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->weapons_group), _("Weapons"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->weapons_group),
                                         _("The numbers printed on the weapon cards. What public texts confirm comes "
                                           "with its source; the rest you enter from your own cards, once."));

  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      g_autofree char *label = tem_catalogue_dup_weapon_label (kind);

      self->rows[kind] = adw_expander_row_new ();
      if (tem_catalogue_get_weapon (kind)->name == NULL)
        {
          /* Translators: the entry for the name printed on an unnamed card, "Name of Advanced weapon 3" */
          g_autofree char *title = g_strdup_printf (_("Name of %s"), label);

          row = self->name_rows[kind] = adw_entry_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
          adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
          g_object_set_data (G_OBJECT (row), "kind", GUINT_TO_POINTER (kind));
          g_signal_connect (row, "apply", G_CALLBACK (name_applied_cb), self);
          adw_expander_row_add_row (ADW_EXPANDER_ROW (self->rows[kind]), row);
        }
      for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
        {
          GtkWidget *value = gtk_label_new (NULL);
          /* Translators: a button's name for screen readers, "Enter Warhammer: Type" */
          g_autofree char *edit_name = g_strdup_printf (_("Enter %s: %s"), label, tem_weapon_field_get_title (field));
          GtkWidget *edit;

          row = adw_action_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tem_weapon_field_get_title (field));
          /* An ability's name is long: it wraps rather than crush the title. */
          gtk_label_set_wrap (GTK_LABEL (value), TRUE);
          gtk_label_set_max_width_chars (GTK_LABEL (value), 14);
          gtk_label_set_justify (GTK_LABEL (value), GTK_JUSTIFY_RIGHT);
          gtk_label_set_xalign (GTK_LABEL (value), 1);
          gtk_widget_add_css_class (value, "numeric");
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
          edit = add_row_button (row, "document-edit-symbolic", edit_name);
          g_object_set_data (G_OBJECT (edit), "kind", GUINT_TO_POINTER (kind));
          g_object_set_data (G_OBJECT (edit), "field", GUINT_TO_POINTER (field));
          g_signal_connect (edit, "clicked", G_CALLBACK (weapon_edit_clicked_cb), self);
          g_object_set_data (G_OBJECT (row), "value", value);
          g_object_set_data (G_OBJECT (row), "edit", edit);
          self->values[kind][field] = row;
          adw_expander_row_add_row (ADW_EXPANDER_ROW (self->rows[kind]), row);
        }
      row = self->text_rows[kind] = adw_entry_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Ability as printed"));
      adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
      g_object_set_data (G_OBJECT (row), "kind", GUINT_TO_POINTER (kind));
      g_signal_connect (row, "apply", G_CALLBACK (text_applied_cb), self);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (self->rows[kind]), row);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->weapons_group), self->rows[kind]);
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->page), ADW_PREFERENCES_GROUP (self->weapons_group));
}

/* Pilots --------------------------------------------------------------- */

static void
set_value_label (GtkWidget *row,
                 int        value)
{
  g_autofree char *text = value != TEM_VALUE_UNKNOWN ? g_strdup_printf ("%d", value) : g_strdup ("?");

  gtk_label_set_label (GTK_LABEL (g_object_get_data (G_OBJECT (row), "value")), text);
}


static void
pilot_health_clicked_cb (GtkButton       *button,
                         McCataloguePage *self)
{
  const char *name = g_object_get_data (G_OBJECT (button), "pilot");
  const McPilotCard *card = mc_card_memory_find_pilot (self->cards, name);
  int current = card != NULL ? card->health : TEM_VALUE_UNKNOWN;
  GtkWidget *dialog;

  if (card == NULL)
    {
      g_autoptr(GError) error = NULL;

      /* A pilot of the box the players had not entered yet. */
      if (!mc_card_memory_set_pilot (self->cards, name, TEM_VALUE_UNKNOWN, NULL, &error))
        {
          show_problem (self, _("Not Saved"), error->message);
          return;
        }
    }
  dialog = open_edit_dialog (self, EDIT_PILOT_HEALTH, name, _("Top of the Pilot side’s health track"),
                             new_spin_input (current, TEM_PILOT_HEALTH_TOP_MIN, TEM_PILOT_HEALTH_TOP_MAX), current);
  g_object_set_data_full (G_OBJECT (dialog), "pilot", g_strdup (name), g_free);
}

static void
pilot_ability_applied_cb (AdwEntryRow     *row,
                          McCataloguePage *self)
{
  const char *name = g_object_get_data (G_OBJECT (row), "pilot");
  const McPilotCard *card = mc_card_memory_find_pilot (self->cards, name);
  g_autoptr(GError) error = NULL;

  if (!mc_card_memory_set_pilot (self->cards, name, card != NULL ? card->health : TEM_VALUE_UNKNOWN,
                                 gtk_editable_get_text (GTK_EDITABLE (row)), &error)
      || !save (self, &error))
    show_problem (self, _("Not Saved"), error->message);
  mc_catalogue_page_refresh (self);
}

static void
pilot_forget_clicked_cb (GtkButton       *button,
                         McCataloguePage *self)
{
  mc_card_memory_forget_pilot (self->cards, g_object_get_data (G_OBJECT (button), "pilot"));
  save_or_complain (self);
  mc_catalogue_page_refresh (self);
}

static void
add_pilot_response_cb (AdwMessageDialog *dialog,
                       const char       *response,
                       McCataloguePage  *self)
{
  GtkWidget *name = g_object_get_data (G_OBJECT (dialog), "name");
  GtkWidget *health = g_object_get_data (G_OBJECT (dialog), "health");
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "add") != 0)
    return;
  gtk_spin_button_update (GTK_SPIN_BUTTON (health));
  if (!mc_catalogue_page_add_pilot (self, gtk_editable_get_text (GTK_EDITABLE (name)),
                                    gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (health)), &error))
    show_problem (self, _("Not Saved"), error->message);
}

static void
add_pilot_clicked_cb (McCataloguePage *self)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (get_window (self)), _("Add a Pilot Card"),
                                              _("The name on the card and the top of its Pilot side’s health track."));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *name = gtk_entry_new ();
  GtkWidget *health = new_spin_input (TEM_PILOT_HEALTH_TOP_MIN + 4, TEM_PILOT_HEALTH_TOP_MIN, TEM_PILOT_HEALTH_TOP_MAX);

  gtk_entry_set_placeholder_text (GTK_ENTRY (name), _("Pilot’s name"));
  gtk_entry_set_max_length (GTK_ENTRY (name), MC_CARD_NAME_MAX_CHARS);
  gtk_accessible_update_property (GTK_ACCESSIBLE (name), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Pilot’s name"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (health), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Top of the Pilot side’s health track"), -1);
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), health);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "add", _("_Add"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "add", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "add");
  g_object_set_data (G_OBJECT (dialog), "name", name);
  g_object_set_data (G_OBJECT (dialog), "health", health);
  g_signal_connect_object (dialog, "response", G_CALLBACK (add_pilot_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* One expander per pilot: the box's three named ones, then the players'. */
static void
add_pilot_row (McCataloguePage   *self,
               const char        *name,
               const TemPilotSpec *spec)
{
  const McPilotCard *card = self->cards != NULL ? mc_card_memory_find_pilot (self->cards, name) : NULL;
  GtkWidget *expander = adw_expander_row_new ();
  GtkWidget *row, *value, *button;
  g_autofree char *health_text = NULL;
  g_autofree char *label = NULL;
  const char *shown_name = spec != NULL ? _(spec->name) : name;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), shown_name);
  if (card != NULL && card->health != TEM_VALUE_UNKNOWN)
    /* Translators: under a pilot in the catalogue, "Health track up to 6" */
    health_text = g_strdup_printf (_("Health track up to %d"), card->health);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander),
                                 health_text != NULL ? health_text
                                 : spec != NULL ? _("From the box: the name; the rest you enter")
                                                : _("Yours: entered from your cards"));

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Top of the Pilot side’s health track"));
  value = gtk_label_new (NULL);
  g_object_set_data (G_OBJECT (row), "value", value);
  set_value_label (row, card != NULL ? card->health : TEM_VALUE_UNKNOWN);
  gtk_widget_add_css_class (value, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
  label = g_strdup_printf (_("Enter %s: %s"), shown_name, _("Top of the Pilot side’s health track"));
  button = add_row_button (row, "document-edit-symbolic", label);
  gtk_widget_set_sensitive (button, self->cards != NULL);
  g_object_set_data_full (G_OBJECT (button), "pilot", g_strdup (name), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (pilot_health_clicked_cb), self);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);

  if (spec != NULL && spec->ability != NULL)
    {
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(spec->ability));
      /* Translators: where a card value comes from, "From the box: card-facts.md §5 (C1)" */
      g_free (label);
      label = g_strdup_printf (_("From the box: %s"), spec->source);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), label);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
    }
  else
    {
      row = adw_entry_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Ability as printed"));
      adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
      set_entry_text (row, card != NULL ? card->ability : NULL);
      gtk_widget_set_sensitive (row, self->cards != NULL);
      g_object_set_data_full (G_OBJECT (row), "pilot", g_strdup (name), g_free);
      g_signal_connect (row, "apply", G_CALLBACK (pilot_ability_applied_cb), self);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
    }

  if (spec == NULL)
    {
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Forget this pilot"));
      g_free (label);
      /* Translators: a button's name for screen readers, "Forget Ace" */
      label = g_strdup_printf (_("Forget %s"), name);
      button = add_row_button (row, "user-trash-symbolic", label);
      g_object_set_data_full (G_OBJECT (button), "pilot", g_strdup (name), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (pilot_forget_clicked_cb), self);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
    }

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->pilots_group), expander);
  g_ptr_array_add (self->pilot_rows, expander);
}

static gboolean
is_shipped_pilot (const char *name)
{
  for (guint i = 0; i < tem_catalogue_get_n_pilots (); i++)
    if (g_str_equal (name, tem_catalogue_get_pilot (i)->name))
      return TRUE;
  return FALSE;
}

static void
refresh_pilots (McCataloguePage *self)
{
  for (guint i = 0; i < self->pilot_rows->len; i++)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self->pilots_group), self->pilot_rows->pdata[i]);
  g_ptr_array_set_size (self->pilot_rows, 0);

  for (guint i = 0; i < tem_catalogue_get_n_pilots (); i++)
    add_pilot_row (self, tem_catalogue_get_pilot (i)->name, tem_catalogue_get_pilot (i));
  for (guint i = 0; self->cards != NULL && i < mc_card_memory_get_n_pilots (self->cards); i++)
    {
      const McPilotCard *card = mc_card_memory_get_pilot (self->cards, i);

      if (!is_shipped_pilot (card->name))
        add_pilot_row (self, card->name, NULL);
    }
}

static void
build_pilots (McCataloguePage *self)
{
  GtkWidget *button;

  self->pilots_group = adw_preferences_group_new ();
  self->pilot_rows = g_ptr_array_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->pilots_group), _("Pilots"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->pilots_group),
                                         _("Eight pilot cards: the rulebooks name three. A new game fills in each "
                                           "pilot’s health from here."));
  button = gtk_button_new_with_mnemonic (_("Add a _Pilot…"));
  gtk_widget_set_name (button, "add-pilot");
  gtk_widget_set_valign (button, GTK_ALIGN_END);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (add_pilot_clicked_cb), self);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self->pilots_group), button);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->page), ADW_PREFERENCES_GROUP (self->pilots_group));
}

/* Zone cards ----------------------------------------------------------- */

static void
zone_value_clicked_cb (GtkButton       *button,
                       McCataloguePage *self)
{
  EditTarget target = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "target"));
  int current = mc_card_memory_get_zone_value (self->cards, target == EDIT_BASE_VALUE ? TEM_ZONE_BASE : TEM_ZONE_MECH);

  open_edit_dialog (self, target, target == EDIT_BASE_VALUE ? _("Base Zone Cards") : _("Mech Zone Card"),
                    _("Value printed on the card"), new_spin_input (current, 0, TEM_ZONE_VALUE_MAX), current);
}

static void
zone_card_remove_clicked_cb (GtkButton       *button,
                             McCataloguePage *self)
{
  McZoneCard cards[TEM_N_RESOURCE_ZONE_CARDS];
  guint n = mc_card_memory_get_zone_cards (self->cards, cards);
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index"));

  if (index >= n)
    return;
  memmove (&cards[index], &cards[index + 1], (n - index - 1) * sizeof (McZoneCard));
  mc_card_memory_set_zone_cards (self->cards, cards, n - 1, NULL);
  save_or_complain (self);
  mc_catalogue_page_refresh (self);
}

static void
add_zone_card_response_cb (AdwMessageDialog *dialog,
                           const char       *response,
                           McCataloguePage  *self)
{
  GtkWidget *value = g_object_get_data (G_OBJECT (dialog), "value");
  GtkWidget *energy = g_object_get_data (G_OBJECT (dialog), "energy");
  GtkWidget *credits = g_object_get_data (G_OBJECT (dialog), "credits");
  McZoneCard card;
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "add") != 0)
    return;
  gtk_spin_button_update (GTK_SPIN_BUTTON (value));
  card.value = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (value));
  card.resources = (gtk_check_button_get_active (GTK_CHECK_BUTTON (energy)) ? TEM_RESOURCE_ENERGY : 0)
                   | (gtk_check_button_get_active (GTK_CHECK_BUTTON (credits)) ? TEM_RESOURCE_CREDITS : 0);
  if (!mc_catalogue_page_add_zone_card (self, &card, &error))
    show_problem (self, _("Not Saved"), error->message);
}

static void
add_zone_card_clicked_cb (McCataloguePage *self)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (get_window (self)), _("Add a Resource Zone Card"),
                                              _("Its value and the resources it shows."));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *value = new_spin_input (1, 0, TEM_ZONE_VALUE_MAX);
  GtkWidget *energy = gtk_check_button_new_with_label (_("Energy"));
  GtkWidget *credits = gtk_check_button_new_with_label (_("Credits"));

  gtk_accessible_update_property (GTK_ACCESSIBLE (value), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Value printed on the card"), -1);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (energy), TRUE);
  gtk_box_append (GTK_BOX (box), value);
  gtk_box_append (GTK_BOX (box), energy);
  gtk_box_append (GTK_BOX (box), credits);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "add", _("_Add"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "add", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "add");
  g_object_set_data (G_OBJECT (dialog), "value", value);
  g_object_set_data (G_OBJECT (dialog), "energy", energy);
  g_object_set_data (G_OBJECT (dialog), "credits", credits);
  g_signal_connect_object (dialog, "response", G_CALLBACK (add_zone_card_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
refresh_zones (McCataloguePage *self)
{
  McZoneCard cards[TEM_N_RESOURCE_ZONE_CARDS];
  guint n = self->cards != NULL ? mc_card_memory_get_zone_cards (self->cards, cards) : 0;
  g_autofree char *subtitle = NULL;

  for (guint i = 0; i < self->zone_rows->len; i++)
    adw_expander_row_remove (ADW_EXPANDER_ROW (self->zone_cards_row), self->zone_rows->pdata[i]);
  g_ptr_array_set_size (self->zone_rows, 0);

  /* Translators: under the resource zone cards, "9 of 16 entered" */
  subtitle = g_strdup_printf (_("%u of %d entered"), n, TEM_N_RESOURCE_ZONE_CARDS);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self->zone_cards_row), subtitle);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *title = mc_card_memory_describe_zone_cards (&cards[i], 1);
      /* Translators: a button's name for screen readers, "Remove the card 2 energy" */
      g_autofree char *label = g_strdup_printf (_("Remove the card %s"), title);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *button;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      button = add_row_button (row, "list-remove-symbolic", label);
      g_object_set_data (G_OBJECT (button), "index", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (zone_card_remove_clicked_cb), self);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (self->zone_cards_row), row);
      g_ptr_array_add (self->zone_rows, row);
    }
  gtk_widget_set_sensitive (self->zones_group, self->cards != NULL);
  if (self->cards == NULL)
    return;
  set_value_label (self->base_row, mc_card_memory_get_zone_value (self->cards, TEM_ZONE_BASE));
  set_value_label (self->mech_zone_row, mc_card_memory_get_zone_value (self->cards, TEM_ZONE_MECH));
}

static GtkWidget *
new_value_row (McCataloguePage *self,
               const char      *title,
               const char      *subtitle,
               EditTarget       target)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *value = gtk_label_new ("?");
  /* Translators: a button's name for screen readers, "Enter Base zone cards" */
  g_autofree char *label = g_strdup_printf (_("Enter %s"), title);
  GtkWidget *button;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_add_css_class (value, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
  button = add_row_button (row, "document-edit-symbolic", label);
  g_object_set_data (G_OBJECT (button), "target", GUINT_TO_POINTER (target));
  g_signal_connect (button, "clicked", G_CALLBACK (zone_value_clicked_cb), self);
  g_object_set_data (G_OBJECT (row), "value", value);
  return row;
}

static void
build_zones (McCataloguePage *self)
{
  GtkWidget *button;

  self->zones_group = adw_preferences_group_new ();
  self->zone_rows = g_ptr_array_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->zones_group), _("Zone Cards"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->zones_group),
                                         _("The cards lie at random, so each game asks which lies where; what you "
                                           "enter on the arena is learnt here, and offered first next time."));
  button = gtk_button_new_with_mnemonic (_("Add a _Card…"));
  gtk_widget_set_name (button, "add-zone-card");
  gtk_widget_set_valign (button, GTK_ALIGN_END);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (add_zone_card_clicked_cb), self);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self->zones_group), button);

  self->zone_cards_row = adw_expander_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->zone_cards_row), _("Resource zone cards"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->zones_group), self->zone_cards_row);
  self->base_row = new_value_row (self, _("Base zone cards"), _("The value on each Base card"), EDIT_BASE_VALUE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->zones_group), self->base_row);
  self->mech_zone_row = new_value_row (self, _("Mech zone card"), _("The value on the Mech zone card"), EDIT_MECH_VALUE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->zones_group), self->mech_zone_row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->page), ADW_PREFERENCES_GROUP (self->zones_group));
}

/* Program cards and the Mighty Mech ------------------------------------ */

static void
program_selected_cb (McCataloguePage *self)
{
  guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (self->program_row));

  if (self->refreshing || self->cards == NULL)
    return;
  mc_card_memory_set_program_twice (self->cards, selected == 0 ? TEM_PROGRAM_NONE : (int) selected - 1);
  save_or_complain (self);
}

static void
mech_side_changed (McCataloguePage *self,
                   guint            index)
{
  g_autoptr(GError) error = NULL;
  TemMechAbility ability = adw_combo_row_get_selected (ADW_COMBO_ROW (self->side_rows[index]));

  if (self->refreshing || self->cards == NULL)
    return;
  if (!mc_card_memory_set_mech_side (self->cards, TEM_MECH_SIDE_TROY + index, ability,
                                     gtk_editable_get_text (GTK_EDITABLE (self->side_text_rows[index])), &error)
      || !save (self, &error))
    show_problem (self, _("Not Saved"), error->message);
  mc_catalogue_page_refresh (self);
}

static void
mech_side_selected_cb (GObject         *row,
                       GParamSpec      *pspec,
                       McCataloguePage *self)
{
  mech_side_changed (self, GPOINTER_TO_UINT (g_object_get_data (row, "index")));
}

static void
mech_text_applied_cb (AdwEntryRow     *row,
                      McCataloguePage *self)
{
  mech_side_changed (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "index")));
}

static void
build_program_and_mech (McCataloguePage *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autoptr(GtkStringList) programs = gtk_string_list_new (NULL);
  const char *abilities[] = {
    tem_catalogue_get_mech_ability (TEM_MECH_ABILITY_UNKNOWN),
    tem_catalogue_get_mech_ability (TEM_MECH_ABILITY_ROCKET_CHARGE),
    tem_catalogue_get_mech_ability (TEM_MECH_ABILITY_FORCE_FIELD),
    NULL,
  };

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Program Cards"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Each deck holds eight cards of seven actions: one is printed twice. "
                                           "The Robot Pilots’ decks need it."));
  gtk_string_list_append (programs, _("Not entered"));
  for (int program = 0; program < TEM_N_PROGRAMS; program++)
    gtk_string_list_append (programs, tem_program_get_name ((TemProgram) program));
  self->program_row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->program_row), _("Action printed twice"));
  adw_combo_row_set_model (ADW_COMBO_ROW (self->program_row), G_LIST_MODEL (programs));
  g_signal_connect_swapped (self->program_row, "notify::selected", G_CALLBACK (program_selected_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->program_row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->page), ADW_PREFERENCES_GROUP (group));

  group = adw_preferences_group_new ();
  /* Translators: the heading of the Mighty Mech's cards in the catalogue */
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), C_("heading", "Mighty Mech"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Its two sides have Rocket Charge and Force Field; which has which is "
                                           "not public. Players resolve them; the app shows them."));
  for (guint index = 0; index < 2; index++)
    {
      GtkWidget *row = self->side_rows[index] = adw_combo_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tem_catalogue_get_mech_side (TEM_MECH_SIDE_TROY + index));
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (gtk_string_list_new (abilities)));
      g_object_set_data (G_OBJECT (row), "index", GUINT_TO_POINTER (index));
      g_signal_connect (row, "notify::selected", G_CALLBACK (mech_side_selected_cb), self);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

      row = self->side_text_rows[index] = adw_entry_row_new ();
      {
        /* Translators: the entry for a Mech side's ability, "Troy 3000: ability as printed" */
        g_autofree char *title = g_strdup_printf (_("%s: ability as printed"),
                                                  tem_catalogue_get_mech_side (TEM_MECH_SIDE_TROY + index));

        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      }
      adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
      g_object_set_data (G_OBJECT (row), "index", GUINT_TO_POINTER (index));
      g_signal_connect (row, "apply", G_CALLBACK (mech_text_applied_cb), self);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->page), ADW_PREFERENCES_GROUP (group));
}

static void
refresh_program_and_mech (McCataloguePage *self)
{
  int program = self->cards != NULL ? mc_card_memory_get_program_twice (self->cards) : TEM_PROGRAM_NONE;

  self->refreshing = TRUE;
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->program_row), (guint) (program + 1));
  gtk_widget_set_sensitive (self->program_row, self->cards != NULL);
  for (guint index = 0; index < 2; index++)
    {
      TemMechSide side = TEM_MECH_SIDE_TROY + index;

      adw_combo_row_set_selected (ADW_COMBO_ROW (self->side_rows[index]),
                                  self->cards != NULL ? mc_card_memory_get_mech_ability (self->cards, side) : 0);
      set_entry_text (self->side_text_rows[index], self->cards != NULL ? mc_card_memory_get_mech_text (self->cards, side) : NULL);
      gtk_widget_set_sensitive (self->side_rows[index], self->cards != NULL);
      gtk_widget_set_sensitive (self->side_text_rows[index], self->cards != NULL);
    }
  self->refreshing = FALSE;
}

void
mc_catalogue_page_refresh (McCataloguePage *self)
{
  g_return_if_fail (MC_IS_CATALOGUE_PAGE (self));

  if (self->weapons_group == NULL)
    return;     /* built and filled when first shown */

  refresh_weapons (self);
  refresh_pilots (self);
  refresh_zones (self);
  refresh_program_and_mech (self);
}

/* Export and import ---------------------------------------------------- */

gboolean
mc_catalogue_page_export (McCataloguePage *self,
                          const char      *path,
                          GError         **error)
{
  g_autofree char *data = NULL;

  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), FALSE);
  g_return_val_if_fail (self->cards != NULL, FALSE);

  data = mc_card_memory_to_data (self->cards);
  return g_file_set_contents (path, data, -1, error);
}

static void
import_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    McCataloguePage  *self)
{
  g_autoptr(GError) error = NULL;
  gboolean replace = g_strcmp0 (response, "replace") == 0;

  if ((replace || g_strcmp0 (response, "import") == 0) && self->incoming != NULL)
    {
      if (mc_card_memory_merge (self->cards, self->incoming, replace, NULL, NULL) > 0 && !save (self, &error))
        show_problem (self, _("Not Saved"), error->message);
      give_to_game (self);
    }
  g_clear_pointer (&self->incoming, mc_card_memory_free);
}

/**
 * mc_catalogue_page_preview_import:
 *
 * Reads another copy's cards file and shows what an import would change,
 * new values and disagreements, before anything is written.
 *
 * Returns: (transfer none) (nullable): the preview dialog, or %NULL with
 *   the file's problem
 */
GtkWidget *
mc_catalogue_page_preview_import (McCataloguePage *self,
                                  const char      *path,
                                  GError         **error)
{
  g_autoptr(McCardMemory) incoming = mc_card_memory_new ();
  g_autoptr(McCardMemory) trial = NULL;
  g_autoptr(GPtrArray) added = NULL;
  g_autoptr(GPtrArray) conflicts = NULL;
  g_autoptr(GString) body = g_string_new (NULL);
  GtkWidget *dialog;

  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), NULL);

  if (!mc_card_memory_load (incoming, path, error))
    return NULL;
  trial = mc_card_memory_copy (self->cards);
  mc_card_memory_merge (trial, incoming, FALSE, &added, &conflicts);

  for (guint i = 0; i < added->len; i++)
    {
      /* Translators: a line of an import's preview, a value new to this copy */
      g_string_append_printf (body, _("New: %s"), ((McCardChange *) added->pdata[i])->theirs);
      g_string_append_c (body, '\n');
    }
  for (guint i = 0; i < conflicts->len; i++)
    {
      McCardChange *change = conflicts->pdata[i];

      /* Translators: a disagreement in an import's preview: "Yours: Warhammer: attack 3; the file: Warhammer: attack 4" */
      g_string_append_printf (body, _("Yours: %s; the file: %s"), change->ours, change->theirs);
      g_string_append_c (body, '\n');
    }
  if (body->len == 0)
    g_string_append (body, _("The file holds nothing you do not have already."));

  dialog = adw_message_dialog_new (GTK_WINDOW (get_window (self)), _("Import Card Values?"), body->str);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "import", _("_Import"), NULL);
  if (conflicts->len > 0)
    {
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "replace", _("Import and _Replace Yours"));
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "replace", ADW_RESPONSE_DESTRUCTIVE);
    }
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "import", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "import", added->len > 0);
  g_clear_pointer (&self->incoming, mc_card_memory_free);
  self->incoming = g_steal_pointer (&incoming);
  g_signal_connect_object (dialog, "response", G_CALLBACK (import_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

static void
file_chosen_cb (GtkNativeDialog *chooser,
                int              response,
                McCataloguePage *self)
{
  gboolean saving = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser)) == GTK_FILE_CHOOSER_ACTION_SAVE;
  g_autoptr(GFile) file = response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser)) : NULL;
  g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
  g_autoptr(GError) error = NULL;

  if (path != NULL)
    {
      gboolean done = saving ? mc_catalogue_page_export (self, path, &error)
                             : mc_catalogue_page_preview_import (self, path, &error) != NULL;

      if (!done)
        show_problem (self, saving ? _("Not Exported") : _("Not Imported"), error->message);
    }
  g_object_unref (chooser);
}

static void
choose_file (McCataloguePage *self,
             gboolean         saving)
{
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (saving ? _("Export Your Card Values") : _("Import Card Values"),
                                         GTK_WINDOW (get_window (self)),
                                         saving ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                         saving ? _("_Export") : _("_Open"), _("_Cancel"));
  if (saving)
    /* Translators: the file name offered when exporting card values; keep ".json" and use no "/" */
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("mech-companion-cards.json"));
  g_signal_connect (chooser, "response", G_CALLBACK (file_chosen_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
mc_catalogue_page_choose_export (McCataloguePage *self)
{
  choose_file (self, TRUE);
}

void
mc_catalogue_page_choose_import (McCataloguePage *self)
{
  choose_file (self, FALSE);
}

/* The widget ----------------------------------------------------------- */

static void
mc_catalogue_page_dispose (GObject *object)
{
  McCataloguePage *self = MC_CATALOGUE_PAGE (object);

  g_clear_pointer (&self->page, gtk_widget_unparent);
  g_clear_pointer (&self->pilot_rows, g_ptr_array_unref);
  g_clear_pointer (&self->zone_rows, g_ptr_array_unref);
  g_clear_pointer (&self->path, g_free);
  g_clear_object (&self->session);
  g_clear_pointer (&self->incoming, mc_card_memory_free);

  G_OBJECT_CLASS (mc_catalogue_page_parent_class)->dispose (object);
}

static void
mc_catalogue_page_class_init (McCataloguePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_catalogue_page_dispose;
  widget_class->map = mc_catalogue_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

/* Some 250 rows: built when the page is first shown, not with every window. */
static void
ensure_built (McCataloguePage *self)
{
  if (self->weapons_group != NULL)
    return;

  self->page = adw_preferences_page_new ();
  gtk_widget_set_parent (self->page, GTK_WIDGET (self));
  build_weapons (self);
  build_pilots (self);
  build_zones (self);
  build_program_and_mech (self);
}

static void
mc_catalogue_page_map (GtkWidget *widget)
{
  McCataloguePage *self = MC_CATALOGUE_PAGE (widget);

  ensure_built (self);
  mc_catalogue_page_refresh (self);
  GTK_WIDGET_CLASS (mc_catalogue_page_parent_class)->map (widget);
}

static void
mc_catalogue_page_init (McCataloguePage *self)
{
}

GtkWidget *
mc_catalogue_page_new (void)
{
  return g_object_new (MC_TYPE_CATALOGUE_PAGE, NULL);
}

void
mc_catalogue_page_set_cards (McCataloguePage *self,
                             McCardMemory    *cards,
                             const char      *path,
                             McSession       *session)
{
  g_return_if_fail (MC_IS_CATALOGUE_PAGE (self));

  self->cards = cards;
  g_free (self->path);
  self->path = g_strdup (path);
  g_set_object (&self->session, session);
  mc_catalogue_page_refresh (self);
}

/**
 * mc_catalogue_page_add_pilot:
 *
 * A pilot card of the box, or a correction of one, kept for the next games.
 */
gboolean
mc_catalogue_page_add_pilot (McCataloguePage *self,
                             const char      *name,
                             int              health,
                             GError         **error)
{
  const McPilotCard *card;

  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), FALSE);
  g_return_val_if_fail (self->cards != NULL, FALSE);

  card = mc_card_memory_find_pilot (self->cards, name);
  if (!mc_card_memory_set_pilot (self->cards, name, health, card != NULL ? card->ability : NULL, error)
      || !save (self, error))
    return FALSE;
  mc_catalogue_page_refresh (self);
  return TRUE;
}

/* One more resource zone card of the box. */
gboolean
mc_catalogue_page_add_zone_card (McCataloguePage  *self,
                                 const McZoneCard *card,
                                 GError          **error)
{
  McZoneCard cards[TEM_N_RESOURCE_ZONE_CARDS + 1];
  guint n;

  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), FALSE);
  g_return_val_if_fail (self->cards != NULL, FALSE);

  n = mc_card_memory_get_zone_cards (self->cards, cards);
  cards[n++] = *card;
  if (!mc_card_memory_set_zone_cards (self->cards, cards, n, error) || !save (self, error))
    return FALSE;
  mc_catalogue_page_refresh (self);
  return TRUE;
}

/* The value on every Base card, or on the Mech zone card; the game open
 * gets it where its arena does not have it yet. */
gboolean
mc_catalogue_page_set_zone_value (McCataloguePage *self,
                                  TemZoneKind      kind,
                                  int              value,
                                  GError         **error)
{
  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), FALSE);
  g_return_val_if_fail (self->cards != NULL, FALSE);

  if (!mc_card_memory_set_zone_value (self->cards, kind, value))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("Zone values go from 0 to %d, not %d."),
                   TEM_ZONE_VALUE_MAX, value);
      return FALSE;
    }
  if (!save (self, error))
    return FALSE;
  give_to_game (self);
  return TRUE;
}

const char *
mc_catalogue_page_get_value_text (McCataloguePage *self,
                                  guint            kind,
                                  TemWeaponField   field)
{
  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), NULL);

  ensure_built (self);
  mc_catalogue_page_refresh (self);
  return gtk_label_get_label (g_object_get_data (G_OBJECT (self->values[kind][field]), "value"));
}

/* The row of a weapon, as the page titles it (for tests). */
const char *
mc_catalogue_page_get_weapon_title (McCataloguePage *self,
                                    guint            kind)
{
  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), NULL);

  ensure_built (self);
  mc_catalogue_page_refresh (self);
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->rows[kind]));
}
