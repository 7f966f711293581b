/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-arena-view.h"
#include "mc-need-dialog.h"
#include "mc-need-parts.h"
#include "mc-need-values.h"
#include "mc-need-weapons.h"
#include "mc-tap-settle.h"

/* Asks the players the one thing the rules core needs to go on (a
 * TemNeed): the numbers printed on a zone or weapon card, which are
 * entered as actions and so journaled and undoable; or a choice at the
 * table (a mine's number, where a pilot goes, the card flipped), which
 * ::answered hands back for the action to be tried again.
 *
 * Only what the step needs is asked (a weapon's type and the line it
 * attacks with, not the whole card), nothing starts from a guess (Save
 * waits until every value asked is given), and long lists scroll inside
 * the dialog so its buttons stay on a phone's screen. */

#define MAX_CHOICES 24

struct _McNeedDialog
{
  AdwMessageDialog parent_instance;

  McSession    *session;
  McCardMemory *cards;           /* not owned: the window's, which outlives its dialogs; or NULL */
  TemNeed       need;

  GtkBox       *content;         /* in a scrolled window: long lists scroll inside */
  GtkListBox   *list;
  GtkLabel     *problem;         /* a name refused, said under the list */

  guint         n_choices;
  int           choices[MAX_CHOICES];

  McNeedValues *values;          /* the numbers on a card, when those are asked */
  McNeedWeapons *weapons;        /* both pilots' weapons, when a combat asks them */
  GtkWidget    *new_card_row;    /* the row picker: a card the box has not named yet */
  gboolean      responding;      /* a response closes the dialog by itself */
  McTapSettle   settle;          /* the list waits a moment after the last answer */
};

/* A question that follows an answer at once (one player's weapon, then
 * the next's) comes in the same place: its list of choices
 * takes taps only after a moment, so a double tap does not answer it
 * unseen (the walk's desk walker). */
static gint64 last_answer_time;

G_DEFINE_FINAL_TYPE (McNeedDialog, mc_need_dialog, ADW_TYPE_MESSAGE_DIALOG)

enum {
  ANSWERED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
gone_cb (gpointer data)
{
  gtk_window_destroy (GTK_WINDOW (data));
  g_object_unref (data);
}

static void
answer (McNeedDialog *self,
        int           value)
{
  int moment = 0;

  last_answer_time = g_get_monotonic_time ();
  g_object_ref (self);
  g_signal_emit (self, signals[ANSWERED], 0, value);
  /* Answered by a tap on a row, it stays a moment (the desktop's
   * double-click time), taking no tap: a double tap's second fell on
   * the score under it and opened its editor (walk 20). */
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-double-click-time", &moment, NULL);
  if (!self->responding && moment > 0 && gtk_widget_get_visible (GTK_WIDGET (self)))
    {
      GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

      gtk_window_set_focus (GTK_WINDOW (self), NULL);   /* an entry's focus let go first */
      gtk_widget_set_sensitive (GTK_WIDGET (self), FALSE);
      /* Its window closed meanwhile, still there to be let go of. */
      if (parent != NULL)
        g_object_set_data_full (G_OBJECT (self), "mc-need-dialog-parent", g_object_ref (parent), g_object_unref);
      g_timeout_add_once ((guint) moment, gone_cb, g_object_ref (self));
    }
  else if (!self->responding)
    gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
}

static void
choice_activated_cb (GtkListBox    *list,
                     GtkListBoxRow *row,
                     McNeedDialog  *self)
{
  int index = gtk_list_box_row_get_index (row);

  /* The rows after the choices (a new card's name) are not choices;
   * both pilots' rows are ticks, saved together. */
  if (self->weapons == NULL && index >= 0 && (guint) index < self->n_choices)
    mc_need_dialog_choose (self, (guint) index);
}

static void
show_problem (McNeedDialog *self,
              const char   *message)
{
  gtk_label_set_label (self->problem, message);
  gtk_widget_set_visible (GTK_WIDGET (self->problem), TRUE);
}

/* The most the lists may take of the parent's height: the heading, the
 * message and the buttons keep the rest. */
static int
max_content_height (GtkWindow *parent)
{
  int height = parent != NULL ? gtk_widget_get_height (GTK_WIDGET (parent)) : 0;

  if (height <= 0)
    height = 640;
  /* Room for the heading, the words and the buttons: 280 px of 640 on a
   * phone (walk 12: with 360 the Power Attack field was under the fold
   * of a dialog 540 px high). */
  return CLAMP (height - 320, 140, 480);
}

/* The dialog's own area: a box of lists that scrolls once it is taller
 * than the screen leaves room for. */
static void
build_content (McNeedDialog *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *area = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  self->content = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 12));
  self->list = mc_need_new_boxed_list ();
  self->problem = GTK_LABEL (mc_need_new_wrapping_label (NULL, "error"));
  gtk_widget_set_visible (GTK_WIDGET (self->problem), FALSE);
  gtk_box_append (self->content, GTK_WIDGET (self->list));
  gtk_box_append (self->content, GTK_WIDGET (self->problem));

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled),
                                              max_content_height (gtk_window_get_transient_for (GTK_WINDOW (self))));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->content));
  gtk_widget_add_css_class (scrolled, "need-dialog-content");
  /* Under the lists, lines that stay in view however they scroll
   * (mc_need_add_footer()). */
  gtk_box_append (GTK_BOX (area), scrolled);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (self), area);
}

static void
add_choice (McNeedDialog *self,
            int           value,
            const char   *title,
            const char   *subtitle)
{
  GtkWidget *row;

  if (self->n_choices >= MAX_CHOICES)
    return;
  self->choices[self->n_choices++] = value;

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_append (self->list, row);
}

/* What the catalogue knows of a side of the Mighty Mech: "Rocket Charge:
 * move two zones…", or NULL. */
static char *
describe_mech_side (McNeedDialog *self,
                    TemMechSide   side)
{
  McCardMemory *cards = self->cards;
  TemMechAbility ability = cards != NULL ? mc_card_memory_get_mech_ability (cards, side) : TEM_MECH_ABILITY_UNKNOWN;
  const char *text = cards != NULL ? mc_card_memory_get_mech_text (cards, side) : NULL;

  if (ability == TEM_MECH_ABILITY_UNKNOWN && text == NULL)
    return NULL;
  if (text == NULL)
    return g_strdup (tem_catalogue_get_mech_ability (ability));
  if (ability == TEM_MECH_ABILITY_UNKNOWN)
    return g_strdup (text);
  /* Translators: a Mech side's ability and its text, "Rocket Charge: move two zones before attacking" */
  return g_strdup_printf (_("%s: %s"), tem_catalogue_get_mech_ability (ability), text);
}

/* The row picker: a card the box has not named is typed as printed. */
static void
new_card_applied_cb (McNeedDialog *self)
{
  mc_need_dialog_name_card (self, gtk_editable_get_text (GTK_EDITABLE (self->new_card_row)));
}

static void
add_new_card_row (McNeedDialog *self)
{
  gboolean any_unnamed = FALSE;
  GtkListBox *list;

  for (guint i = 0; i < self->n_choices; i++)
    any_unnamed |= mc_need_card_is_unnamed (self->cards, (guint) self->choices[i]);
  if (self->cards == NULL || !any_unnamed)
    return;

  list = mc_need_new_boxed_list ();
  self->new_card_row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->new_card_row), _("Name on the card"));
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (self->new_card_row), TRUE);
  gtk_widget_set_name (self->new_card_row, "new-card-name");
  g_signal_connect_swapped (self->new_card_row, "apply", G_CALLBACK (new_card_applied_cb), self);
  g_signal_connect_swapped (self->new_card_row, "entry-activated", G_CALLBACK (new_card_applied_cb), self);
  gtk_list_box_append (list, self->new_card_row);
  /* Under the cards the box knows, before a problem with the name. */
  gtk_box_insert_child_after (self->content,
                              mc_need_new_wrapping_label (_("Not in the list? Type the name printed on the card:"), NULL),
                              GTK_WIDGET (self->list));
  gtk_box_insert_child_after (self->content, GTK_WIDGET (list),
                              gtk_widget_get_next_sibling (GTK_WIDGET (self->list)));
}

static void
build_choices (McNeedDialog *self)
{
  const TemGame *game = mc_session_get_game (self->session);
  const TemPlayer *player = self->need.seat >= 0 && (guint) self->need.seat < game->n_players
                            ? &game->players[self->need.seat] : NULL;

  switch (self->need.kind)
    {
    case TEM_NEED_MINE_NUMBER:
      for (int number = 1; number <= TEM_MINES; number++)
        {
          g_autofree char *title = g_strdup_printf ("%d", number);

          add_choice (self, number, title, NULL);
        }
      break;

    case TEM_NEED_CELL:
    case TEM_NEED_TOKEN:
      for (int cell = 0; cell < TEM_ARENA_CELLS && cell < 64; cell++)
        if (self->need.cells & (G_GUINT64_CONSTANT (1) << cell))
          {
            g_autofree char *title = tem_arena_describe_cell (cell);
            g_autofree char *subtitle = mc_arena_view_describe_zone (game, cell);

            add_choice (self, cell, title, subtitle);
          }
      break;

    case TEM_NEED_MECH_SIDE:
      for (TemMechSide side = TEM_MECH_SIDE_TROY; side <= TEM_MECH_SIDE_SPARTA; side++)
        {
          g_autofree char *ability = describe_mech_side (self, side);

          add_choice (self, side, tem_catalogue_get_mech_side (side), ability);
        }
      break;

    case TEM_NEED_MECH_AFTER_KO:
      /* R-MM3: "may take"; whoever enters chooses the side (setup step 6). */
      for (TemMechSide side = TEM_MECH_SIDE_TROY; side <= TEM_MECH_SIDE_SPARTA; side++)
        {
          g_autofree char *ability = describe_mech_side (self, side);
          g_autofree char *title = g_strdup_printf (_("Take it: %s"), tem_catalogue_get_mech_side (side));

          add_choice (self, side == TEM_MECH_SIDE_TROY ? TEM_MECH_TAKE_TROY : TEM_MECH_TAKE_SPARTA, title, ability);
        }
      add_choice (self, TEM_MECH_TAKE_DECLINE, _("Leave it in the zone"),
                  _("The Mighty Mech stays here, uncontrolled, for anyone to take."));
      break;

    case TEM_NEED_ROW_CARD:
    case TEM_NEED_REFILL:
      for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
        if (game->weapons[card].place == TEM_PLACE_DECK)
          {
            g_autofree char *title = mc_need_dup_weapon_choice (game->weapons[card].kind);

            add_choice (self, (int) game->weapons[card].kind, title, NULL);
          }
      add_new_card_row (self);
      break;

    case TEM_NEED_ROBOT_CARD:
    case TEM_NEED_RESPAWN_CARD:
      for (int program = 0; program < TEM_N_PROGRAMS; program++)
        add_choice (self, program, tem_program_get_name (program), NULL);
      break;

    case TEM_NEED_ROBOT_WEAPON:
      /* Its stack is its equipped weapons not yet flipped in this combat,
       * all of them again once every one was. */
      for (int pass = 0; pass < 2 && self->n_choices == 0; pass++)
        for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
          {
            const TemWeaponCard *weapon = &game->weapons[card];

            if (weapon->place == TEM_PLACE_OWNED && weapon->owner == self->need.seat && weapon->equipped
                && (pass == 1 || !(game->combat.exhausted & (1u << card))))
              {
                g_autofree char *title = tem_catalogue_dup_weapon_name (weapon->kind);

                add_choice (self, (int) card, title, NULL);
              }
          }
      break;

    case TEM_NEED_STARTING_WEAPON:
      {
        McNeedWeaponChoice weapons[MC_NEED_WEAPONS_MAX];
        guint n = mc_need_weapons_list_choices (game, self->need.seat, weapons);

        for (guint i = 0; i < n; i++)
          {
            g_autofree char *title = tem_catalogue_dup_weapon_name ((guint) weapons[i].kind);

            add_choice (self, weapons[i].kind, title, weapons[i].subtitle);
          }
      }
      break;

    case TEM_NEED_NONE:
    case TEM_NEED_ZONE_VALUE:
    case TEM_NEED_ZONE_RESOURCES:
    case TEM_NEED_WEAPON_FIELD:
    default:
      break;
    }

  if (self->need.kind == TEM_NEED_ROW_CARD)
    {
      /* Translators: a dialog heading, "Place 2 of the Row" */
      g_autofree char *heading = g_strdup_printf (_("Place %d of the Row"), self->need.cell + 1);

      adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), heading);
    }
  /* What is asked, not only whose (walk 22: a heading "Ana" over the
   * card that refills the row). */
  else if (self->need.kind == TEM_NEED_REFILL)
    /* Translators: a dialog heading: which advanced card comes from the deck into the row */
    adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), _("Refill the Row"));
  else if (player != NULL)
    adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), player->name);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (self), "cancel", _("_Cancel"), NULL);
  if (self->n_choices > 0)
    g_signal_connect (self->list, "row-activated", G_CALLBACK (choice_activated_cb), self);
}

static void
mc_need_dialog_response (AdwMessageDialog *dialog,
                         const char       *response)
{
  McNeedDialog *self = MC_NEED_DIALOG (dialog);

  self->responding = TRUE;
  if (g_strcmp0 (response, "save") == 0)
    mc_need_dialog_save (self);
  self->responding = FALSE;
}

static void
mc_need_dialog_dispose (GObject *object)
{
  McNeedDialog *self = MC_NEED_DIALOG (object);

  mc_tap_settle_clear (&self->settle);
  g_clear_pointer (&self->values, mc_need_values_free);
  g_clear_pointer (&self->weapons, mc_need_weapons_free);
  g_clear_object (&self->session);
  self->cards = NULL;

  G_OBJECT_CLASS (mc_need_dialog_parent_class)->dispose (object);
}

static void
mc_need_dialog_class_init (McNeedDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  AdwMessageDialogClass *dialog_class = ADW_MESSAGE_DIALOG_CLASS (klass);

  object_class->dispose = mc_need_dialog_dispose;
  dialog_class->response = mc_need_dialog_response;

  /**
   * McNeedDialog::answered:
   * @value: the choice made, or -1 once card values were entered
   *
   * Try the action again with the answer.
   */
  signals[ANSWERED] =
    g_signal_new ("answered",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
mc_need_dialog_init (McNeedDialog *self)
{
}

static McNeedDialog *
create (GtkWindow     *parent,
        McSession     *session,
        McCardMemory  *cards,
        const TemNeed *need,
        const char    *message)
{
  McNeedDialog *self = g_object_new (MC_TYPE_NEED_DIALOG,
                                     "transient-for", parent,
                                     "modal", TRUE,
                                     "body", message != NULL ? message : "",
                                     NULL);

  self->session = g_object_ref (session);
  self->cards = cards;
  self->need = *need;
  build_content (self);

  switch (need->kind)
    {
    case TEM_NEED_ZONE_VALUE:
    case TEM_NEED_ZONE_RESOURCES:
    case TEM_NEED_WEAPON_FIELD:
      self->values = mc_need_values_new (ADW_MESSAGE_DIALOG (self), self->content, self->list, session, cards, need);
      break;
    case TEM_NEED_STARTING_WEAPON:
      if (need->also_seat >= 0)
        self->weapons = mc_need_weapons_new (ADW_MESSAGE_DIALOG (self), self->content, self->list, session, need);
      else
        build_choices (self);
      break;
    case TEM_NEED_NONE:
    case TEM_NEED_CELL:
    case TEM_NEED_MINE_NUMBER:
    case TEM_NEED_TOKEN:
    case TEM_NEED_MECH_SIDE:
    case TEM_NEED_MECH_AFTER_KO:
    case TEM_NEED_REFILL:
    case TEM_NEED_ROW_CARD:
    case TEM_NEED_ROBOT_CARD:
    case TEM_NEED_RESPAWN_CARD:
    case TEM_NEED_ROBOT_WEAPON:
    default:
      build_choices (self);
      break;
    }
  /* Nothing of the list shown: no empty frame either. */
  gtk_widget_set_visible (GTK_WIDGET (self->list), gtk_widget_get_first_child (GTK_WIDGET (self->list)) != NULL);
  /* The lists whole when the window has the room: the message dialog
   * gave its scroll only its least height, and the retreat's third zone
   * came cut under a long message (walk 11, 1024x720). Measured at a
   * phone dialog's width, the tallest the rows can be. */
  {
    GtkWidget *scrolled = gtk_widget_get_ancestor (GTK_WIDGET (self->content), GTK_TYPE_SCROLLED_WINDOW);
    int natural = 0;

    gtk_widget_measure (GTK_WIDGET (self->content), GTK_ORIENTATION_VERTICAL, 300, NULL, &natural, NULL, NULL);
    gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled),
                                                MIN (natural, gtk_scrolled_window_get_max_content_height
                                                                (GTK_SCROLLED_WINDOW (scrolled))));
  }
  if (self->n_choices > 0)
    mc_tap_settle_hold (&self->settle, GTK_WIDGET (self->list), last_answer_time);

  return self;
}

/**
 * mc_need_dialog_is_settled:
 *
 * Returns: whether the dialog's list takes taps (a question that follows
 *   an answer at once waits a moment)
 */
gboolean
mc_need_dialog_is_settled (McNeedDialog *self)
{
  g_return_val_if_fail (MC_IS_NEED_DIALOG (self), FALSE);

  return mc_tap_settle_is_done (&self->settle);
}

/**
 * mc_need_dialog_new_with_cards:
 * @cards: (nullable): the players' card memory, for the names and zone
 *   cards of their box; not owned, it must outlive the dialog
 * @message: the rules core's own words, shown above the question
 *
 * A dialog asking what @need says. Present it and wait for ::answered.
 */
McNeedDialog *
mc_need_dialog_new_with_cards (GtkWindow     *parent,
                               McSession     *session,
                               McCardMemory  *cards,
                               const TemNeed *need,
                               const char    *message)
{
  g_return_val_if_fail (MC_IS_SESSION (session), NULL);
  g_return_val_if_fail (need != NULL, NULL);

  return create (parent, session, cards, need, message);
}

/**
 * mc_need_dialog_new_zone_with_cards:
 * @cards: (nullable): the players' card memory, whose zone cards are offered
 *
 * Edits a zone card as it lies on the table (a tap on the arena).
 */
McNeedDialog *
mc_need_dialog_new_zone_with_cards (GtkWindow    *parent,
                                    McSession    *session,
                                    McCardMemory *cards,
                                    int           cell)
{
  TemNeed need = { TEM_NEED_ZONE_VALUE, -1, cell, -1, -1, 0, -1 };

  g_return_val_if_fail (MC_IS_SESSION (session), NULL);

  return create (parent, session, cards, &need, _("Enter what the card shows."));
}

const TemNeed *
mc_need_dialog_get_need (McNeedDialog *self)
{
  g_return_val_if_fail (MC_IS_NEED_DIALOG (self), NULL);

  return &self->need;
}

guint
mc_need_dialog_get_n_choices (McNeedDialog *self)
{
  g_return_val_if_fail (MC_IS_NEED_DIALOG (self), 0);

  return self->n_choices;
}

int
mc_need_dialog_get_choice (McNeedDialog *self,
                           guint         index)
{
  g_return_val_if_fail (MC_IS_NEED_DIALOG (self), -1);
  g_return_val_if_fail (index < self->n_choices, -1);

  return self->choices[index];
}

/* The words of choice @index, as the list shows them. */
const char *
mc_need_dialog_get_choice_title (McNeedDialog *self,
                                 guint         index)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (MC_IS_NEED_DIALOG (self), NULL);
  g_return_val_if_fail (index < self->n_choices, NULL);

  row = gtk_list_box_get_row_at_index (self->list, (int) index);
  return row != NULL ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)) : NULL;
}

void
mc_need_dialog_choose (McNeedDialog *self,
                       guint         index)
{
  g_return_if_fail (MC_IS_NEED_DIALOG (self));
  g_return_if_fail (index < self->n_choices);

  /* The basic weapon kept is a fact of the table: recorded as a
   * correction (journaled, undone like any other), then the action that
   * needed it goes on. */
  if (self->need.kind == TEM_NEED_STARTING_WEAPON)
    {
      g_autoptr(GError) error = NULL;
      TemAction action;

      tem_action_init_correct (&action, (guint) self->need.seat, TEM_FIELD_WEAPON_GAINED, self->choices[index]);
      if (!mc_session_apply (self->session, &action, &error))
        {
          show_problem (self, error->message);
          return;
        }
    }
  answer (self, self->choices[index]);
}

/**
 * mc_need_dialog_name_card:
 * @name: the name printed on the card, as typed
 *
 * The row picker's mc_need_dialog_answer when the card face up is one the box has not
 * named yet: a card of the list called so is chosen; otherwise the name
 * goes to an unnamed card of the deck, kept in the card memory, and that
 * card is chosen. A name refused is said in the dialog, which stays.
 *
 * Returns: whether a card was chosen
 */
gboolean
mc_need_dialog_name_card (McNeedDialog *self,
                          const char   *name)
{
  g_autofree char *trimmed = NULL;
  g_autofree char *wanted = NULL;
  g_autoptr(GError) error = NULL;
  int kind = -1;

  g_return_val_if_fail (MC_IS_NEED_DIALOG (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  trimmed = g_strstrip (g_strdup (name));
  wanted = g_utf8_casefold (trimmed, -1);
  if (*wanted == '\0')
    {
      show_problem (self, _("Type the name printed on the card."));
      return FALSE;
    }
  for (guint i = 0; i < self->n_choices; i++)
    {
      g_autofree char *title = tem_catalogue_dup_weapon_name ((guint) self->choices[i]);
      g_autofree char *folded = g_utf8_casefold (title, -1);

      if (g_str_equal (folded, wanted))
        {
          mc_need_dialog_choose (self, i);
          return TRUE;
        }
    }
  for (guint i = 0; i < self->n_choices && kind < 0; i++)
    if (mc_need_card_is_unnamed (self->cards, (guint) self->choices[i]))
      kind = self->choices[i];
  if (kind < 0)
    {
      show_problem (self, _("Every card left in the deck has a name already: pick it in the list."));
      return FALSE;
    }
  if (!mc_need_name_weapon (self->session, self->cards, (guint) kind, name, &error))
    {
      show_problem (self, error->message);
      return FALSE;
    }
  answer (self, kind);
  return TRUE;
}

/* The numbers on a card, asked by the McNeedValues part: what follows
 * hands each call down to it. */

/**
 * mc_need_dialog_set_number:
 * @index: which value asked, below mc_need_dialog_get_n_numbers()
 * @value: the number, or for a type or an ability its TemWeaponType or
 *   TemAbility
 *
 * For tests and keyboard users alike: the same as typing in the field or
 * picking the option.
 */
void
mc_need_dialog_set_number (McNeedDialog *self,
                           guint         index,
                           int           value)
{
  g_return_if_fail (MC_IS_NEED_DIALOG (self));
  g_return_if_fail (self->values != NULL);

  mc_need_values_set_number (self->values, index, value);
}

/* The resource icons on a zone card: TemResources, energy and/or credits. */
void
mc_need_dialog_set_resources (McNeedDialog *self,
                              guint         resources)
{
  g_return_if_fail (MC_IS_NEED_DIALOG (self));
  g_return_if_fail (self->values != NULL);

  mc_need_values_set_resources (self->values, resources);
}

/* An unnamed weapon's name, as typed in its row (for tests). */
void
mc_need_dialog_set_weapon_name (McNeedDialog *self,
                                const char   *name)
{
  g_return_if_fail (MC_IS_NEED_DIALOG (self));
  g_return_if_fail (self->values != NULL);

  mc_need_values_set_weapon_name (self->values, name);
}

/* Whether Save can be pressed: every value asked is given. */
gboolean
mc_need_dialog_can_save (McNeedDialog *self)
{
  g_return_val_if_fail (MC_IS_NEED_DIALOG (self), FALSE);

  if (self->weapons != NULL)
    return mc_need_weapons_is_complete (self->weapons);
  return self->values != NULL && adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (self), "save")
         && mc_need_values_is_complete (self->values);
}

/* Ticks @seat's weapon of @kind, as a tap on its row would, when both
 * pilots of a combat are asked (for tests). */
gboolean
mc_need_dialog_pick_weapon (McNeedDialog *self,
                            int           seat,
                            int           kind)
{
  g_return_val_if_fail (MC_IS_NEED_DIALOG (self), FALSE);

  return self->weapons != NULL && mc_need_weapons_pick (self->weapons, seat, kind);
}

/* Enters the card values as actions, then lets the caller try again;
 * does nothing while a value asked is missing (Save is off then). */
void
mc_need_dialog_save (McNeedDialog *self)
{
  g_return_if_fail (MC_IS_NEED_DIALOG (self));

  if (self->weapons != NULL && mc_need_weapons_is_complete (self->weapons))
    {
      g_autoptr(GError) error = NULL;

      if (!mc_need_weapons_apply (self->weapons, &error))
        show_problem (self, error->message);
      else
        answer (self, -1);
      return;
    }
  if (self->values == NULL || !mc_need_values_is_complete (self->values))
    return;
  mc_need_values_apply (self->values);
  answer (self, -1);
}

/* How many values are asked, the line not asked yet included (a weapon's
 * attack and Power Attack rows wait for its type). */
guint
mc_need_dialog_get_n_numbers (McNeedDialog *self)
{
  g_return_val_if_fail (MC_IS_NEED_DIALOG (self), 0);

  return self->values != NULL ? mc_need_values_get_n_numbers (self->values) : 0;
}

/* The TemWeaponField asked at @index, or -1 for a zone's value. */
int
mc_need_dialog_get_field (McNeedDialog *self,
                          guint         index)
{
  g_return_val_if_fail (MC_IS_NEED_DIALOG (self), -1);
  g_return_val_if_fail (self->values != NULL, -1);

  return mc_need_values_get_field (self->values, index);
}

/* Whether the value at @index is asked now (shown). */
gboolean
mc_need_dialog_is_asking (McNeedDialog *self,
                          guint         index)
{
  g_return_val_if_fail (MC_IS_NEED_DIALOG (self), FALSE);
  g_return_val_if_fail (self->values != NULL, FALSE);

  return mc_need_values_is_asking (self->values, index);
}
