/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mc-arena-editor.h"
#include "mc-player-mark.h"
#include "rules/mc-rule-error.h"

/* The new-game form's arena (R-S3, R-S4, R-SO1): the preset for the player
 * count, shown as it will be laid out, or a layout the players draw cell by
 * cell as the cards lie on their table. The presets are shapes inferred
 * from the card counts (card-facts.md §2), which is why drawing one's own
 * matters. It only builds the TemArena of the new-game action; the rules
 * core says whether it is a valid arena, and why not. */

struct _McArenaEditor
{
  AdwPreferencesGroup parent_instance;

  GtkToggleButton *preset_button;
  GtkToggleButton *custom_button;
  GtkWidget       *rows_row;
  GtkWidget       *cols_row;
  GtkSpinButton   *rows_spin;
  GtkSpinButton   *cols_spin;
  GtkLabel        *note_label;
  GtkGrid         *grid;
  GtkLabel        *problem_label;
  GtkLabel        *counts_label;
  GtkLabel        *bases_label;
  GtkWidget       *reset_button;
  GtkWidget       *cells[TEM_ARENA_CELLS];

  /* The custom drawing; a base's base_owner is the order it was placed
   * in, which is the order the players choose (R-S4). */
  TemArena         layout;
  gboolean         custom;
  gboolean         drawn;            /* the custom layout was started */

  guint            n_players;        /* seats: 3 in solo */
  gboolean         solo;
  guint            starting_player;
  char            *names[TEM_MAX_PLAYERS];

  TemArena         arena;            /* as the game gets it, bases owned */
  char            *problem;          /* NULL while the arena is valid */
  gboolean         syncing;          /* spins set from code */
};

G_DEFINE_FINAL_TYPE (McArenaEditor, mc_arena_editor, ADW_TYPE_PREFERENCES_GROUP)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
set_zone_kind (TemZone     *zone,
               TemZoneKind  kind)
{
  zone->kind = kind;
  zone->value = TEM_VALUE_UNKNOWN;
  zone->base_owner = -1;
  switch (kind)
    {
    case TEM_ZONE_RESOURCE:
      zone->resources = TEM_RESOURCE_UNKNOWN;
      break;
    case TEM_ZONE_BASE:
    case TEM_ZONE_MECH:
      zone->resources = TEM_RESOURCE_ENERGY | TEM_RESOURCE_CREDITS;
      break;
    case TEM_ZONE_NONE:
    default:
      zone->resources = 0;
      break;
    }
}

/* The cells inside the grid as drawn; those outside are kept for when the
 * grid grows again, but are not part of the arena. */
static void
copy_layout (McArenaEditor *self,
             TemArena      *out)
{
  tem_arena_init_empty (out, self->layout.rows, self->layout.cols);
  for (guint row = 0; row < self->layout.rows; row++)
    for (guint col = 0; col < self->layout.cols; col++)
      {
        int cell = (int) (row * TEM_ARENA_SIZE + col);

        out->zones[cell] = self->layout.zones[cell];
      }

  /* Bases numbered by the order they were placed in, among those inside. */
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    {
      const TemZone *zone = &self->layout.zones[cell];
      int rank = 0;

      if (out->zones[cell].kind != TEM_ZONE_BASE)
        continue;
      for (int other = 0; other < TEM_ARENA_CELLS; other++)
        {
          const TemZone *before = &self->layout.zones[other];

          if (out->zones[other].kind == TEM_ZONE_BASE
              && (before->base_owner < zone->base_owner
                  || (before->base_owner == zone->base_owner && other < cell)))
            rank++;
        }
      out->zones[cell].base_owner = rank;
    }
}

static void
start_from_preset (McArenaEditor *self)
{
  tem_arena_init_preset (&self->layout, self->n_players);
  self->layout.preset = FALSE;
  self->drawn = TRUE;
}

/* The arena the game gets, with each base's owner, and the rules core's
 * reason when it is not a valid one. */
static void
compute_arena (McArenaEditor *self)
{
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&self->problem, g_free);
  if (self->n_players < TEM_MIN_PLAYERS)
    {
      tem_arena_init_empty (&self->arena, 0, 0);
      return;
    }

  if (self->custom)
    copy_layout (self, &self->arena);
  else
    tem_arena_init_preset (&self->arena, self->n_players);

  if (self->solo)
    {
      if (!tem_arena_assign_solo_bases (&self->arena, &error))
        {
          self->problem = g_strdup (error->message);
          return;
        }
    }
  else
    tem_arena_assign_bases (&self->arena, self->n_players, self->starting_player);

  if (!tem_arena_check (&self->arena, self->n_players, &error)
      || !tem_arena_check_cards (&self->arena, self->n_players, &error))
    self->problem = g_strdup (error->message);
}

/* The letters that tell the players apart on the table, from the names
 * as typed so far. */
static char *
dup_mark (McArenaEditor *self,
          guint          seat)
{
  g_autofree TemGame *names = g_new0 (TemGame, 1);

  names->n_players = self->n_players;
  for (guint i = 0; i < self->n_players; i++)
    {
      g_strlcpy (names->players[i].name, self->names[i] != NULL ? self->names[i] : "", TEM_NAME_MAX);
      /* In solo the human sits first, the two robots after (R-SO1): a
       * robot's badge is its letter, "A", as on its panel. */
      names->players[i].robot = self->solo && i > 0;
    }
  return mc_player_dup_mark (names, seat);
}

static const char *
seat_name (McArenaEditor *self,
           int            seat)
{
  if (seat < 0 || (guint) seat >= self->n_players || self->names[seat] == NULL)
    return "";
  return self->names[seat];
}

static void
update_cell (McArenaEditor *self,
             int            cell)
{
  GtkWidget *button = self->cells[cell];
  GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));
  const TemArena *shown = &self->arena;
  int row = tem_arena_cell_row (cell), col = tem_arena_cell_col (cell);
  gboolean inside = row < (int) shown->rows && col < (int) shown->cols;
  const TemZone *zone = &shown->zones[cell];
  g_autofree char *name = tem_arena_describe_cell (cell);
  g_autofree char *accessible = NULL;
  g_autofree char *body = NULL;
  g_autofree char *markup = NULL;
  const char *kinds[] = { "empty", "resource", "base", "mech" };

  gtk_widget_set_visible (button, inside);
  if (!inside)
    return;

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    gtk_widget_remove_css_class (button, kinds[i]);
  gtk_widget_add_css_class (button, kinds[zone->kind <= TEM_ZONE_MECH ? zone->kind : 0]);

  switch (zone->kind)
    {
    case TEM_ZONE_RESOURCE:
      /* Translators: a cell of the arena layout, "B3: resource zone" */
      accessible = g_strdup_printf (_("%s: resource zone"), name);
      /* Translators: a Resource zone on the arena layout; keep it short */
      body = g_markup_escape_text (C_("arena", "Zone"), -1);
      break;
    case TEM_ZONE_BASE:
      if (zone->base_owner >= 0 && (guint) zone->base_owner < self->n_players)
        {
          g_autofree char *mark = dup_mark (self, (guint) zone->base_owner);

          /* Translators: a cell of the arena layout, "A2: base of Ben" */
          accessible = g_strdup_printf (_("%s: base of %s"), name, seat_name (self, zone->base_owner));
          body = g_markup_printf_escaped ("%s\n<b>%s</b>", C_("arena", "Base"), mark);
        }
      else
        {
          /* Translators: a cell of the arena layout holding one base too many */
          accessible = g_strdup_printf (_("%s: base, no player's"), name);
          body = g_markup_printf_escaped ("%s\n<b>–</b>", C_("arena", "Base"));
        }
      break;
    case TEM_ZONE_MECH:
      /* Translators: a cell of the arena layout, "C2: Mech zone" */
      accessible = g_strdup_printf (_("%s: Mech zone"), name);
      body = g_markup_escape_text (C_("arena", "Mech"), -1);
      break;
    case TEM_ZONE_NONE:
    default:
      /* Translators: a cell of the arena layout without a card, "A1: empty" */
      accessible = g_strdup_printf (_("%s: empty"), name);
      body = g_strdup ("");
      break;
    }

  /* Each cell shows its name first, as the table page's arena does: the
   * bases' list says "Ben takes A2", and the grid had no letters. */
  {
    g_autofree char *named = g_markup_printf_escaped ("<span size=\"smaller\" alpha=\"70%%\">%s</span>", name);

    markup = *body != '\0' ? g_strconcat (named, "\n", body, NULL) : g_steal_pointer (&named);
  }
  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_widget_set_tooltip_text (button, accessible);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->custom ? _("Tap to change it: empty, resource zone, base, Mech zone")
                                               : _("The preset layout: choose Custom to draw your own"),
                                  -1);
}

static void
update_labels (McArenaEditor *self)
{
  const TemArena *arena = &self->arena;
  g_autoptr(GString) bases = g_string_new (NULL);
  g_autofree char *counts = NULL;
  int base_cell[TEM_MAX_PLAYERS];

  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self),
                                         self->solo
                                         ? _("The zone cards as they lie on the table. You take the lone northern "
                                             "base, the Robot Pilots the other two.")
                                         : _("The zone cards as they lie on the table. Bases are chosen from the "
                                             "starting player's right, counter-clockwise; the starting player "
                                             "chooses last."));

  if (!self->custom && self->solo)
    gtk_label_set_label (self->note_label,
                         _("Solo uses the 3-player layout shown here. If the zone cards on your table lie differently, "
                           "choose Custom and tap the cells to match them."));
  else if (!self->custom)
    {
      g_autofree char *note = NULL;

      /* Translators: %u is a number of players, 2 to 4 */
      note = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The layout for %u player, as shown here. If the zone cards on your table lie "
                                           "differently, choose Custom and tap the cells to match them.",
                                           "The layout for %u players, as shown here. If the zone cards on your table lie "
                                           "differently, choose Custom and tap the cells to match them.",
                                           self->n_players),
                              self->n_players);

      gtk_label_set_label (self->note_label, note);
    }
  else if (self->solo)
    gtk_label_set_label (self->note_label, _("Tap a cell to change it: empty, resource zone, base, Mech zone."));
  else
    gtk_label_set_label (self->note_label,
                         _("Tap a cell to change it: empty, resource zone, base, Mech zone. Place the bases in the "
                           "order the players choose them."));

  gtk_label_set_label (self->problem_label, self->problem != NULL ? self->problem : "");
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), self->problem != NULL);

  counts = g_strdup_printf (_("Resource zones %u/%u · Bases %u/%u · Mech zone %u/1"),
                            tem_arena_count_kind (arena, TEM_ZONE_RESOURCE),
                            tem_arena_get_n_resource_cards (self->n_players),
                            tem_arena_count_kind (arena, TEM_ZONE_BASE), self->n_players,
                            tem_arena_count_kind (arena, TEM_ZONE_MECH));
  gtk_label_set_label (self->counts_label, counts);

  /* Who takes which base: in the order they choose (R-S4), or in solo
   * the lone northern base for the human (R-SO1). */
  for (guint seat = 0; seat < TEM_MAX_PLAYERS; seat++)
    base_cell[seat] = seat < self->n_players ? tem_arena_find_base (arena, (int) seat) : TEM_NO_CELL;

  g_string_append (bases, self->solo ? _("Bases in a solo game:") : _("Bases, in the order the players choose them:"));
  for (guint k = 0; k < self->n_players; k++)
    {
      /* The k-th to choose sits k + 1 seats to the starting player's right. */
      guint seat = self->solo ? k : (self->starting_player + self->n_players - 1 - k) % self->n_players;
      g_autofree char *cell = base_cell[seat] != TEM_NO_CELL ? tem_arena_describe_cell (base_cell[seat])
                                                             : g_strdup ("–");

      g_string_append_c (bases, '\n');
      if (self->solo)
        /* Translators: "Ana takes C1", a player's base on the arena */
        g_string_append_printf (bases, _("%s takes %s"), seat_name (self, (int) seat), cell);
      else
        /* Translators: "1. Ben takes A2": the first to choose a base, and where */
        g_string_append_printf (bases, _("%u. %s takes %s"), k + 1, seat_name (self, (int) seat), cell);
    }
  gtk_label_set_label (self->bases_label, bases->str);
}

static void
update (McArenaEditor *self)
{
  compute_arena (self);
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    update_cell (self, cell);
  update_labels (self);

  gtk_widget_set_visible (self->rows_row, self->custom);
  gtk_widget_set_visible (self->cols_row, self->custom);
  gtk_widget_set_visible (self->reset_button, self->custom);

  g_signal_emit (self, signals[CHANGED], 0);
}

static void
sync_spins (McArenaEditor *self)
{
  self->syncing = TRUE;
  gtk_spin_button_set_value (self->rows_spin, self->layout.rows);
  gtk_spin_button_set_value (self->cols_spin, self->layout.cols);
  self->syncing = FALSE;
}

/* Bases keep the order they were placed in, without gaps. */
static void
remove_base (McArenaEditor *self,
             TemZone       *zone)
{
  int removed = zone->base_owner;

  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    {
      TemZone *other = &self->layout.zones[cell];

      if (other != zone && other->kind == TEM_ZONE_BASE && removed >= 0 && other->base_owner > removed)
        other->base_owner--;
    }
}

static int
next_base_order (McArenaEditor *self)
{
  int next = 0;

  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    if (self->layout.zones[cell].kind == TEM_ZONE_BASE)
      next = MAX (next, self->layout.zones[cell].base_owner + 1);
  return next;
}

/* A tap cycles the cell: empty, resource zone, base, Mech zone. On the
 * preset a tap changes nothing: drawing is chosen with Custom, never
 * switched to behind the players' backs. */
static void
cell_clicked_cb (GtkButton     *button,
                 McArenaEditor *self)
{
  int cell = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "cell"));
  TemZone *zone = &self->layout.zones[cell];

  if (!self->custom)
    {
      gtk_widget_grab_focus (GTK_WIDGET (self->custom_button));
      return;
    }

  switch (zone->kind)
    {
    case TEM_ZONE_NONE:
      set_zone_kind (zone, TEM_ZONE_RESOURCE);
      break;
    case TEM_ZONE_RESOURCE:
      {
        int order = next_base_order (self);

        set_zone_kind (zone, TEM_ZONE_BASE);
        zone->base_owner = order;
      }
      break;
    case TEM_ZONE_BASE:
      remove_base (self, zone);
      set_zone_kind (zone, TEM_ZONE_MECH);
      break;
    case TEM_ZONE_MECH:
    default:
      set_zone_kind (zone, TEM_ZONE_NONE);
      break;
    }

  update (self);
  gtk_widget_grab_focus (GTK_WIDGET (button));
}

static void
layout_toggled_cb (McArenaEditor   *self,
                   GtkToggleButton *button)
{
  gboolean custom = gtk_toggle_button_get_active (self->custom_button);

  if (!gtk_toggle_button_get_active (button) || custom == self->custom)
    return;

  mc_arena_editor_set_custom (self, custom);
}

static void
size_changed_cb (McArenaEditor *self)
{
  if (self->syncing || !self->custom)
    return;

  self->layout.rows = (guint) gtk_spin_button_get_value_as_int (self->rows_spin);
  self->layout.cols = (guint) gtk_spin_button_get_value_as_int (self->cols_spin);
  update (self);
}

static void
reset_clicked_cb (McArenaEditor *self)
{
  start_from_preset (self);
  sync_spins (self);
  update (self);
}

static void
mc_arena_editor_finalize (GObject *object)
{
  McArenaEditor *self = MC_ARENA_EDITOR (object);

  for (guint i = 0; i < TEM_MAX_PLAYERS; i++)
    g_free (self->names[i]);
  g_free (self->problem);

  G_OBJECT_CLASS (mc_arena_editor_parent_class)->finalize (object);
}

static void
mc_arena_editor_class_init (McArenaEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = mc_arena_editor_finalize;

  /**
   * McArenaEditor::changed:
   *
   * The arena or whether it is valid changed.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-arena-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, McArenaEditor, preset_button);
  gtk_widget_class_bind_template_child (widget_class, McArenaEditor, custom_button);
  gtk_widget_class_bind_template_child (widget_class, McArenaEditor, rows_row);
  gtk_widget_class_bind_template_child (widget_class, McArenaEditor, cols_row);
  gtk_widget_class_bind_template_child (widget_class, McArenaEditor, rows_spin);
  gtk_widget_class_bind_template_child (widget_class, McArenaEditor, cols_spin);
  gtk_widget_class_bind_template_child (widget_class, McArenaEditor, note_label);
  gtk_widget_class_bind_template_child (widget_class, McArenaEditor, grid);
  gtk_widget_class_bind_template_child (widget_class, McArenaEditor, problem_label);
  gtk_widget_class_bind_template_child (widget_class, McArenaEditor, counts_label);
  gtk_widget_class_bind_template_child (widget_class, McArenaEditor, bases_label);
  gtk_widget_class_bind_template_child (widget_class, McArenaEditor, reset_button);
  gtk_widget_class_bind_template_callback (widget_class, layout_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, size_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, reset_clicked_cb);
}

static void
mc_arena_editor_init (McArenaEditor *self)
{
  g_autoptr(GtkSizeGroup) heights = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  tem_arena_init_empty (&self->layout, 0, 0);
  tem_arena_init_empty (&self->arena, 0, 0);

  /* "Volver a empezar desde la predefinida" on one line made a phone's
   * window 365 px wide: the button's words wrap. */
  {
    GtkWidget *label = gtk_button_get_child (GTK_BUTTON (self->reset_button));

    if (GTK_IS_LABEL (label))
      {
        gtk_label_set_wrap (GTK_LABEL (label), TRUE);
        gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      }
  }

  /* One button per cell of the largest grid; those outside are hidden.
   * All as tall as a base's two lines, so the rows line up. */
  heights = gtk_size_group_new (GTK_SIZE_GROUP_VERTICAL);
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *label = gtk_label_new (NULL);

      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_button_set_child (GTK_BUTTON (button), label);
      gtk_widget_add_css_class (button, "cell");
      g_object_set_data (G_OBJECT (button), "cell", GINT_TO_POINTER (cell));
      g_signal_connect (button, "clicked", G_CALLBACK (cell_clicked_cb), self);
      gtk_size_group_add_widget (heights, button);
      gtk_grid_attach (self->grid, button, tem_arena_cell_col (cell), tem_arena_cell_row (cell), 1, 1);
      self->cells[cell] = button;
    }
}

/**
 * mc_arena_editor_set_players:
 * @n_players: the game's seats (3 in solo: the human and two robots)
 * @names: (array length=n_players): the names in seating order
 * @starting_player: who holds the starting player token (R-S4)
 *
 * Who plays: the preset, who takes which base and what is valid follow.
 */
void
mc_arena_editor_set_players (McArenaEditor      *self,
                             guint               n_players,
                             gboolean            solo,
                             const char * const *names,
                             guint               starting_player)
{
  g_return_if_fail (MC_IS_ARENA_EDITOR (self));
  g_return_if_fail (n_players >= TEM_MIN_PLAYERS && n_players <= TEM_MAX_PLAYERS);
  g_return_if_fail (!solo || n_players == 3);

  self->n_players = n_players;
  self->solo = solo;
  self->starting_player = starting_player < n_players ? starting_player : 0;
  for (guint i = 0; i < TEM_MAX_PLAYERS; i++)
    {
      g_free (self->names[i]);
      self->names[i] = i < n_players ? g_strdup (names[i]) : NULL;
    }
  update (self);
}

/* Custom: a layout drawn cell by cell, started from the preset the first
 * time; the preset: the shape for the player count. */
void
mc_arena_editor_set_custom (McArenaEditor *self,
                            gboolean       custom)
{
  g_return_if_fail (MC_IS_ARENA_EDITOR (self));

  custom = !!custom;
  if (custom && !self->drawn)
    start_from_preset (self);
  self->custom = custom;
  sync_spins (self);
  gtk_toggle_button_set_active (custom ? self->custom_button : self->preset_button, TRUE);
  update (self);
}

gboolean
mc_arena_editor_get_custom (McArenaEditor *self)
{
  g_return_val_if_fail (MC_IS_ARENA_EDITOR (self), FALSE);

  return self->custom;
}

GtkWidget *
mc_arena_editor_get_layout_button (McArenaEditor *self,
                                   gboolean       custom)
{
  g_return_val_if_fail (MC_IS_ARENA_EDITOR (self), NULL);

  return GTK_WIDGET (custom ? self->custom_button : self->preset_button);
}

GtkWidget *
mc_arena_editor_get_size_spin (McArenaEditor *self,
                               gboolean       columns)
{
  g_return_val_if_fail (MC_IS_ARENA_EDITOR (self), NULL);

  return GTK_WIDGET (columns ? self->cols_spin : self->rows_spin);
}

/* The button of a cell, or NULL outside the largest grid. */
GtkWidget *
mc_arena_editor_get_cell (McArenaEditor *self,
                          int            row,
                          int            col)
{
  g_return_val_if_fail (MC_IS_ARENA_EDITOR (self), NULL);

  if (row < 0 || col < 0 || row >= TEM_ARENA_SIZE || col >= TEM_ARENA_SIZE)
    return NULL;
  return self->cells[row * TEM_ARENA_SIZE + col];
}

GtkWidget *
mc_arena_editor_get_reset_button (McArenaEditor *self)
{
  g_return_val_if_fail (MC_IS_ARENA_EDITOR (self), NULL);

  return self->reset_button;
}

/* Why the arena cannot start a game (translated, with its rule), or NULL. */
const char *
mc_arena_editor_get_problem (McArenaEditor *self)
{
  g_return_val_if_fail (MC_IS_ARENA_EDITOR (self), NULL);

  return self->problem;
}

/**
 * mc_arena_editor_get_arena:
 * @arena: (out caller-allocates): the arena for the new-game action
 *
 * Returns: %FALSE, with the rules core's reason, when the arena shown
 *   cannot start a game
 */
gboolean
mc_arena_editor_get_arena (McArenaEditor *self,
                           TemArena      *arena,
                           GError       **error)
{
  g_return_val_if_fail (MC_IS_ARENA_EDITOR (self), FALSE);

  if (self->problem != NULL || self->n_players < TEM_MIN_PLAYERS)
    {
      g_set_error_literal (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                           self->problem != NULL ? self->problem : _("The arena is not set up yet."));
      return FALSE;
    }

  *arena = self->arena;
  return TRUE;
}
