/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-rumble-faction-picker.h"

/* The faction a new Champion names (RB-C12, RB-C13): every Bot of their
 * attack gang of that faction, two-faction Bots included, stays as the
 * new defense gang; the others go to the discard pile. Each faction is
 * offered with what it would keep ("Warfare: Bill el Cohete, Wrench
 * Toast · defense 2, barriers 0"), the one keeping the most defense
 * first and chosen; a faction no attacker has says that it leaves 0
 * . The choice is the "faction" property, and the buttons are
 * radio items of its action, "faction-picker.faction". */

struct _McRumbleFactionPicker
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *choices[RB_N_FACTIONS];      /* the template's, top to bottom */
  int        faction;                     /* RbFaction, or -1 before a game */
  int        order[RB_N_FACTIONS];        /* the factions as offered */
  char      *previews[RB_N_FACTIONS];     /* by RbFaction */
};

G_DEFINE_FINAL_TYPE (McRumbleFactionPicker, mc_rumble_faction_picker, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_FACTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The defense @faction would keep of the attack gang, as
 * rb_game_apply_name_faction() forms it: the cards' own numbers, the
 * abilities' changes to the attack gang left behind. */
int
mc_rumble_faction_keeps (const RbGame *game,
                         RbFaction     faction,
                         int          *barriers,
                         guint        *n_kept)
{
  RbGang kept;

  rb_gang_clear (&kept);
  for (guint i = 0; i < game->attack.n_cards; i++)
    if (game->attack.cards[i].factions & RB_FACTION_BIT (faction))
      kept.cards[kept.n_cards++] = game->attack.cards[i];
  if (barriers != NULL)
    *barriers = rb_gang_get_barriers (&kept);
  if (n_kept != NULL)
    *n_kept = kept.n_cards;
  return rb_gang_get_defense (&kept);
}

static char *
card_name (const RbGame     *game,
           const RbGangCard *card,
           guint             position)
{
  if (card->bot >= 0 && card->bot < RB_MAX_BOTS)
    {
      const RbBot *bot = &game->bots[card->bot];

      if (bot->starter != RB_STARTER_NONE)
        return g_strdup (rb_starter_get_name ((RbStarter) bot->starter));
      if (bot->name[0] != '\0')
        return g_strdup (bot->name);
    }
  /* Translators: a revealed card the players did not name, "Card 2" */
  return g_strdup_printf (_("Card %u"), position);
}

/* "Warfare: Bill el Cohete, Wrench Toast · defense 2, barriers 0". */
char *
mc_rumble_faction_dup_preview (const RbGame *game,
                               RbFaction     faction)
{
  g_autoptr(GString) names = g_string_new (NULL);
  int barriers;
  guint n_kept;
  int defense = mc_rumble_faction_keeps (game, faction, &barriers, &n_kept);

  if (n_kept == 0)
    /* Translators: RB-C12, A-8: a faction none of the attacking Bots has, "Bio: no attacking Bot of
     * this faction · defense 0" */
    return g_strdup_printf (_("%s: no attacking Bot of this faction · defense 0"), rb_faction_get_name (faction));
  for (guint i = 0; i < game->attack.n_cards; i++)
    if (game->attack.cards[i].factions & RB_FACTION_BIT (faction))
      {
        g_autofree char *name = card_name (game, &game->attack.cards[i], i + 1);

        if (names->len > 0)
          /* Translators: between the names of the Bots a faction keeps */
          g_string_append (names, C_("list of Bots", ", "));
        g_string_append (names, name);
      }
  /* Translators: RB-C12: a faction, the attacking Bots it keeps and their totals, "Warfare: Bill el
   * Cohete, Wrench Toast · defense 2, barriers 0" */
  return g_strdup_printf (_("%s: %s · defense %d, barriers %d"), rb_faction_get_name (faction), names->str,
                          defense, barriers);
}

/* Most defense first, then most barriers, then most Bots kept; the
 * factions' own order breaks ties. */
static int
compare_factions (gconstpointer a,
                  gconstpointer b,
                  gpointer      data)
{
  const RbGame *game = data;
  int fa = *(const int *) a, fb = *(const int *) b;
  int ba, bb;
  guint na, nb;
  int da = mc_rumble_faction_keeps (game, (RbFaction) fa, &ba, &na);
  int db = mc_rumble_faction_keeps (game, (RbFaction) fb, &bb, &nb);

  if (da != db)
    return db - da;
  if (ba != bb)
    return bb - ba;
  if (na != nb)
    return (int) nb - (int) na;
  return fa - fb;
}

/* Each choice, top to bottom, offers the faction of its place in the
 * order, with what it keeps; one that keeps nobody is greyed. */
static void
rebuild (McRumbleFactionPicker *self,
         const RbGame          *game)
{
  for (guint i = 0; i < RB_N_FACTIONS; i++)
    {
      int faction = self->order[i];
      GtkWidget *button = self->choices[i];
      GtkWidget *label = gtk_check_button_get_child (GTK_CHECK_BUTTON (button));
      guint n_kept;

      mc_rumble_faction_keeps (game, (RbFaction) faction, NULL, &n_kept);
      gtk_label_set_label (GTK_LABEL (label), self->previews[faction]);
      if (n_kept == 0)
        gtk_widget_add_css_class (label, "dim-label");
      else
        gtk_widget_remove_css_class (label, "dim-label");
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      self->previews[faction], -1);
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", faction);
    }
}

void
mc_rumble_faction_picker_update (McRumbleFactionPicker *self,
                                 const RbGame          *game)
{
  char *previews[RB_N_FACTIONS];
  gboolean same = TRUE;

  g_return_if_fail (MC_IS_RUMBLE_FACTION_PICKER (self));

  for (int f = 0; f < RB_N_FACTIONS; f++)
    {
      previews[f] = mc_rumble_faction_dup_preview (game, (RbFaction) f);
      same = same && g_strcmp0 (previews[f], self->previews[f]) == 0;
    }
  if (same)
    {
      for (int f = 0; f < RB_N_FACTIONS; f++)
        g_free (previews[f]);
      return;
    }
  /* A new attack gang: offered afresh, its best faction chosen. */
  for (int f = 0; f < RB_N_FACTIONS; f++)
    {
      g_free (self->previews[f]);
      self->previews[f] = previews[f];
      self->order[f] = f;
    }
  g_qsort_with_data (self->order, RB_N_FACTIONS, sizeof self->order[0], compare_factions, (gpointer) game);
  rebuild (self, game);
  mc_rumble_faction_picker_set_faction (self, self->order[0]);
}

int
mc_rumble_faction_picker_get_faction (McRumbleFactionPicker *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_FACTION_PICKER (self), -1);

  return self->faction;
}

void
mc_rumble_faction_picker_set_faction (McRumbleFactionPicker *self,
                                      int                    faction)
{
  g_return_if_fail (MC_IS_RUMBLE_FACTION_PICKER (self));
  g_return_if_fail (faction >= -1 && faction < RB_N_FACTIONS);

  if (self->faction == faction)
    return;
  self->faction = faction;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FACTION]);
}

/* What @faction is offered with, as the players read it. */
const char *
mc_rumble_faction_picker_get_preview (McRumbleFactionPicker *self,
                                      RbFaction              faction)
{
  g_return_val_if_fail (MC_IS_RUMBLE_FACTION_PICKER (self), NULL);
  g_return_val_if_fail (rb_faction_is_valid ((int) faction), NULL);

  return self->previews[faction];
}

/* Where @faction is offered, 0 for the first. */
int
mc_rumble_faction_picker_get_position (McRumbleFactionPicker *self,
                                       RbFaction              faction)
{
  g_return_val_if_fail (MC_IS_RUMBLE_FACTION_PICKER (self), -1);

  for (int i = 0; i < RB_N_FACTIONS; i++)
    if (self->order[i] == (int) faction)
      return i;
  return -1;
}

static void
mc_rumble_faction_picker_get_property (GObject    *object,
                                       guint       prop_id,
                                       GValue     *value,
                                       GParamSpec *pspec)
{
  McRumbleFactionPicker *self = MC_RUMBLE_FACTION_PICKER (object);

  switch (prop_id)
    {
    case PROP_FACTION:
      g_value_set_int (value, self->faction);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mc_rumble_faction_picker_set_property (GObject      *object,
                                       guint         prop_id,
                                       const GValue *value,
                                       GParamSpec   *pspec)
{
  McRumbleFactionPicker *self = MC_RUMBLE_FACTION_PICKER (object);

  switch (prop_id)
    {
    case PROP_FACTION:
      mc_rumble_faction_picker_set_faction (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mc_rumble_faction_picker_dispose (GObject *object)
{
  McRumbleFactionPicker *self = MC_RUMBLE_FACTION_PICKER (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MC_TYPE_RUMBLE_FACTION_PICKER);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  for (int f = 0; f < RB_N_FACTIONS; f++)
    g_clear_pointer (&self->previews[f], g_free);

  G_OBJECT_CLASS (mc_rumble_faction_picker_parent_class)->dispose (object);
}

static void
mc_rumble_faction_picker_class_init (McRumbleFactionPickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = mc_rumble_faction_picker_get_property;
  object_class->set_property = mc_rumble_faction_picker_set_property;
  object_class->dispose = mc_rumble_faction_picker_dispose;

  /**
   * McRumbleFactionPicker:faction:
   *
   * The faction chosen (an RbFaction), -1 before there is an attack gang.
   */
  properties[PROP_FACTION] = g_param_spec_int ("faction", NULL, NULL, -1, RB_N_FACTIONS - 1, -1,
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                               | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-rumble-faction-picker.ui");
  gtk_widget_class_bind_template_child (widget_class, McRumbleFactionPicker, box);
  gtk_widget_class_bind_template_child_full (widget_class, "choice0", FALSE,
                                            G_STRUCT_OFFSET (McRumbleFactionPicker, choices) + 0 * sizeof (GtkWidget *));
  gtk_widget_class_bind_template_child_full (widget_class, "choice1", FALSE,
                                            G_STRUCT_OFFSET (McRumbleFactionPicker, choices) + 1 * sizeof (GtkWidget *));
  gtk_widget_class_bind_template_child_full (widget_class, "choice2", FALSE,
                                            G_STRUCT_OFFSET (McRumbleFactionPicker, choices) + 2 * sizeof (GtkWidget *));
  gtk_widget_class_bind_template_child_full (widget_class, "choice3", FALSE,
                                            G_STRUCT_OFFSET (McRumbleFactionPicker, choices) + 3 * sizeof (GtkWidget *));
  gtk_widget_class_bind_template_child_full (widget_class, "choice4", FALSE,
                                            G_STRUCT_OFFSET (McRumbleFactionPicker, choices) + 4 * sizeof (GtkWidget *));
  gtk_widget_class_bind_template_child_full (widget_class, "choice5", FALSE,
                                            G_STRUCT_OFFSET (McRumbleFactionPicker, choices) + 5 * sizeof (GtkWidget *));
  gtk_widget_class_install_property_action (widget_class, "faction-picker.faction", "faction");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "rumble-faction-picker");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_RADIO_GROUP);
}

static void
mc_rumble_faction_picker_init (McRumbleFactionPicker *self)
{
  self->faction = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Faction named"), -1);
}

GtkWidget *
mc_rumble_faction_picker_new (void)
{
  return g_object_new (MC_TYPE_RUMBLE_FACTION_PICKER, NULL);
}
