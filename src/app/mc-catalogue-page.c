/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <adwaita.h>

#include "mc-catalogue-page.h"

/* The cards in the box: what public texts give (read-only, with its
 * source), what the players entered from their own cards (marked as
 * theirs, editable), and what is still unknown. Export and import share
 * the players' numbers between copies of the app. */

struct _McCataloguePage
{
  GtkWidget     parent_instance;

  GtkWidget    *page;            /* AdwPreferencesPage */
  GtkWidget    *weapons_group;
  GtkWidget    *rows[TEM_N_WEAPON_KINDS];
  GtkWidget    *values[TEM_N_WEAPON_KINDS][TEM_N_WEAPON_FIELDS];

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
  return g_strdup_printf ("%d", value);
}

static void
update_row (McCataloguePage *self,
            guint            kind,
            TemWeaponField   field)
{
  GtkWidget *row = self->values[kind][field];
  int printed = printed_value (kind, field);
  int theirs = self->cards != NULL ? mc_card_memory_get (self->cards, kind, field) : TEM_VALUE_UNKNOWN;
  g_autofree char *text = value_text (field, printed != TEM_VALUE_UNKNOWN ? printed : theirs);
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
}

void
mc_catalogue_page_refresh (McCataloguePage *self)
{
  g_return_if_fail (MC_IS_CATALOGUE_PAGE (self));

  if (self->weapons_group == NULL)
    return;     /* built and filled when first shown */

  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      guint known = 0;
      g_autofree char *subtitle = NULL;

      for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
        {
          update_row (self, kind, field);
          known += printed_value (kind, field) != TEM_VALUE_UNKNOWN
                   || (self->cards != NULL && mc_card_memory_get (self->cards, kind, field) != TEM_VALUE_UNKNOWN);
        }
      /* Translators: under a weapon in the catalogue, "Advanced · 4 of 6 numbers known" */
      subtitle = g_strdup_printf (_("%s · %u of %u numbers known"),
                                  tem_catalogue_get_weapon (kind)->weapon_class == TEM_WEAPON_BASIC
                                  ? _("Basic") : _("Advanced"),
                                  known, TEM_N_WEAPON_FIELDS);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self->rows[kind]), subtitle);
    }
}

/* The game open gets what it does not know yet; the page shows it all. */
static void
give_to_game (McCataloguePage *self)
{
  if (self->session != NULL && mc_session_has_game (self->session))
    {
      const TemGame *game = mc_session_get_game (self->session);
      TemAction actions[TEM_N_WEAPON_KINDS * TEM_N_WEAPON_FIELDS];
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
  if (!mc_card_memory_save (self->cards, self->path, error))
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

static void
edit_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  McCataloguePage  *self)
{
  guint kind = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "kind"));
  TemWeaponField field = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "field"));
  GtkWidget *input = g_object_get_data (G_OBJECT (dialog), "input");
  int value;

  if (g_strcmp0 (response, "save") != 0 && g_strcmp0 (response, "forget") != 0)
    return;
  if (g_strcmp0 (response, "forget") == 0)
    value = TEM_VALUE_UNKNOWN;
  else if (field == TEM_WEAPON_FIELD_TYPE)
    value = TEM_WEAPON_TYPE_AREA + (int) gtk_drop_down_get_selected (GTK_DROP_DOWN (input));
  else
    {
      gtk_spin_button_update (GTK_SPIN_BUTTON (input));
      value = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (input));
    }
  mc_catalogue_page_set_value (self, kind, field, value, NULL);
}

static void
edit_clicked_cb (GtkButton       *button,
                 McCataloguePage *self)
{
  guint kind = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "kind"));
  TemWeaponField field = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "field"));
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autofree char *name = tem_catalogue_dup_weapon_name (kind);
  GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, name,
                                              tem_weapon_field_get_title (field));
  int current = mc_card_memory_get (self->cards, kind, field);
  GtkWidget *input;

  if (field == TEM_WEAPON_FIELD_TYPE)
    {
      const char *types[] = {
        tem_weapon_type_get_name (TEM_WEAPON_TYPE_AREA),
        tem_weapon_type_get_name (TEM_WEAPON_TYPE_RANGED),
        tem_weapon_type_get_name (TEM_WEAPON_TYPE_MELEE),
        NULL,
      };

      input = gtk_drop_down_new_from_strings (types);
      if (current != TEM_VALUE_UNKNOWN)
        gtk_drop_down_set_selected (GTK_DROP_DOWN (input), (guint) (current - TEM_WEAPON_TYPE_AREA));
    }
  else
    {
      input = gtk_spin_button_new_with_range (0, 100, 1);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (input), MAX (current, 0));
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (input), GTK_ACCESSIBLE_PROPERTY_LABEL, tem_weapon_field_get_title (field), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), input);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "forget", _("_Forget"),
                                    "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "forget", current != TEM_VALUE_UNKNOWN);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  g_object_set_data (G_OBJECT (dialog), "kind", GUINT_TO_POINTER (kind));
  g_object_set_data (G_OBJECT (dialog), "field", GUINT_TO_POINTER (field));
  g_object_set_data (G_OBJECT (dialog), "input", input);
  g_signal_connect_object (dialog, "response", G_CALLBACK (edit_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

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
      if (mc_card_memory_merge (self->cards, self->incoming, replace, NULL, NULL) > 0
          && !mc_card_memory_save (self->cards, self->path, &error))
        {
          GtkWidget *alert = adw_message_dialog_new (gtk_window_get_transient_for (GTK_WINDOW (dialog)),
                                                     _("Not Saved"), error->message);

          adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (alert), "close", _("_Close"));
          gtk_window_present (GTK_WINDOW (alert));
        }
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
  g_autoptr(GArray) added = NULL;
  g_autoptr(GArray) conflicts = NULL;
  g_autoptr(GString) body = g_string_new (NULL);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *dialog;

  g_return_val_if_fail (MC_IS_CATALOGUE_PAGE (self), NULL);

  if (!mc_card_memory_load (incoming, path, error))
    return NULL;
  trial = mc_card_memory_copy (self->cards);
  mc_card_memory_merge (trial, incoming, FALSE, &added, &conflicts);

  for (guint i = 0; i < added->len; i++)
    {
      McCardValue *value = &g_array_index (added, McCardValue, i);
      g_autofree char *text = mc_card_memory_describe (value->kind, value->field, value->theirs);

      /* Translators: a line of an import's preview, a value new to this copy */
      g_string_append_printf (body, _("New: %s"), text);
      g_string_append_c (body, '\n');
    }
  for (guint i = 0; i < conflicts->len; i++)
    {
      McCardValue *value = &g_array_index (conflicts, McCardValue, i);
      g_autofree char *ours = mc_card_memory_describe (value->kind, value->field, value->ours);
      g_autofree char *theirs = mc_card_memory_describe (value->kind, value->field, value->theirs);

      /* Translators: a disagreement in an import's preview: "Yours: Warhammer: attack 3; the file: Warhammer: attack 4" */
      g_string_append_printf (body, _("Yours: %s; the file: %s"), ours, theirs);
      g_string_append_c (body, '\n');
    }
  if (body->len == 0)
    g_string_append (body, _("The file holds nothing you do not have already."));

  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, _("Import Card Values?"),
                                   body->str);
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
        {
          GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
          GtkWidget *alert = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                     saving ? _("Not Exported") : _("Not Imported"), error->message);

          adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (alert), "close", _("_Close"));
          gtk_window_present (GTK_WINDOW (alert));
        }
    }
  g_object_unref (chooser);
}

static void
choose_file (McCataloguePage *self,
             gboolean         saving)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (saving ? _("Export Your Card Values") : _("Import Card Values"),
                                         GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         saving ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                         saving ? _("_Export") : _("_Open"), _("_Cancel"));
  if (saving)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "mech-companion-cards.json");
  g_signal_connect (chooser, "response", G_CALLBACK (file_chosen_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
export_clicked_cb (McCataloguePage *self)
{
  choose_file (self, TRUE);
}

static void
import_clicked_cb (McCataloguePage *self)
{
  choose_file (self, FALSE);
}

static void
mc_catalogue_page_dispose (GObject *object)
{
  McCataloguePage *self = MC_CATALOGUE_PAGE (object);

  g_clear_pointer (&self->page, gtk_widget_unparent);
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

/* 140 rows: built when the page is first shown, not with every window. */
static void
ensure_built (McCataloguePage *self)
{
  GtkWidget *buttons, *button, *group, *row;

  if (self->weapons_group != NULL)
    return;

  self->page = adw_preferences_page_new ();
  gtk_widget_set_parent (self->page, GTK_WIDGET (self));

  self->weapons_group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->weapons_group), _("Weapons"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->weapons_group),
                                         _("The numbers printed on the weapon cards. What public texts confirm comes "
                                           "with its source; the rest you enter from your own cards, once."));
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  button = gtk_button_new_with_mnemonic (_("_Import…"));
  gtk_widget_set_name (button, "import");
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (import_clicked_cb), self);
  gtk_box_append (GTK_BOX (buttons), button);
  button = gtk_button_new_with_mnemonic (_("_Export…"));
  gtk_widget_set_name (button, "export");
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (export_clicked_cb), self);
  gtk_box_append (GTK_BOX (buttons), button);
  gtk_widget_set_valign (buttons, GTK_ALIGN_END);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self->weapons_group), buttons);

  for (guint kind = 0; kind < TEM_N_WEAPON_KINDS; kind++)
    {
      g_autofree char *name = tem_catalogue_dup_weapon_name (kind);

      self->rows[kind] = adw_expander_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->rows[kind]), name);
      for (guint field = 0; field < TEM_N_WEAPON_FIELDS; field++)
        {
          GtkWidget *label = gtk_label_new (NULL);
          GtkWidget *edit = gtk_button_new_from_icon_name ("document-edit-symbolic");
          g_autofree char *edit_name = g_strdup_printf (_("Enter %s: %s"), name, tem_weapon_field_get_title (field));

          row = adw_action_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tem_weapon_field_get_title (field));
          gtk_widget_add_css_class (label, "numeric");
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
          gtk_widget_set_valign (edit, GTK_ALIGN_CENTER);
          gtk_widget_add_css_class (edit, "flat");
          gtk_widget_set_tooltip_text (edit, edit_name);
          gtk_accessible_update_property (GTK_ACCESSIBLE (edit), GTK_ACCESSIBLE_PROPERTY_LABEL, edit_name, -1);
          g_object_set_data (G_OBJECT (edit), "kind", GUINT_TO_POINTER (kind));
          g_object_set_data (G_OBJECT (edit), "field", GUINT_TO_POINTER (field));
          g_signal_connect (edit, "clicked", G_CALLBACK (edit_clicked_cb), self);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), edit);
          g_object_set_data (G_OBJECT (row), "value", label);
          g_object_set_data (G_OBJECT (row), "edit", edit);
          self->values[kind][field] = row;
          adw_expander_row_add_row (ADW_EXPANDER_ROW (self->rows[kind]), row);
        }
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->weapons_group), self->rows[kind]);
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->page), ADW_PREFERENCES_GROUP (self->weapons_group));

  /* What no public text gives and each game asks at its table. */
  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Asked at the Table"));
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Zone cards"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Their values and icons are entered on the arena, as the cards lie."));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Pilots"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Each pilot card's top health is asked when a game is set up."));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Program cards"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Which action a robot's deck holds twice is asked when a solo game is set up."));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->page), ADW_PREFERENCES_GROUP (group));
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
