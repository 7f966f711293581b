/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-program-step.h"
#include "mc-turn-button.h"
#include "mc-turn-buttons.h"

/* The program phase: the players choose their cards face down; then Play
 * the Cards. Beside it, what the table shows and the app does not know
 * yet, each one tap away, marked as what can wait: the app asks for a
 * value when it needs it. */

struct _McProgramStep
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkLabel  *later_label;
  GtkWidget *later_box;
  GtkWidget *begin_button;
};

static void mc_program_step_iface_init (McTurnStepInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (McProgramStep, mc_program_step, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (MC_TYPE_TURN_STEP, mc_program_step_iface_init))

static void
begin_clicked_cb (GtkWidget *widget)
{
  TemAction action;

  tem_action_init_begin_execution (&action);
  mc_turn_step_request_action (MC_TURN_STEP (widget), &action);
}

static void
enter_zone_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TemNeed need = { TEM_NEED_ZONE_VALUE, -1, g_variant_get_int32 (parameter), -1, -1, 0, -1 };

  mc_turn_step_request_need (MC_TURN_STEP (widget), &need, _("Enter what the card shows."));
}

static void
identify_row_activated (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TemNeed need = { TEM_NEED_ROW_CARD, -1, g_variant_get_int32 (parameter), -1, -1, 0, -1 };

  mc_turn_step_request_need (MC_TURN_STEP (widget), &need, _("Say which advanced weapon lies face up there."));
}

/* Round 1's checklist: the resource zone cards not entered (bases and the
 * Mech zone are counted apart, as the setup entered them) and the row's
 * places not identified. None is needed now. */
static void
show_checklist (McProgramStep *self,
                const TemGame *game)
{
  guint zones = 0, unknown = 0;
  int first_unknown = TEM_NO_CELL;
  gboolean any = FALSE;

  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    {
      const TemZone *zone;
      gboolean known;

      if (!tem_arena_is_zone (&game->arena, cell))
        continue;
      zone = tem_arena_get_zone (&game->arena, cell);
      known = zone->value != TEM_VALUE_UNKNOWN
              && (zone->kind != TEM_ZONE_RESOURCE || !(zone->resources & TEM_RESOURCE_UNKNOWN));
      if (zone->kind == TEM_ZONE_RESOURCE)
        {
          zones++;
          unknown += !known;
        }
      if (!known && first_unknown == TEM_NO_CELL)
        first_unknown = cell;
    }

  if (first_unknown != TEM_NO_CELL)
    {
      g_autofree char *name = tem_arena_describe_cell (first_unknown);
      g_autofree char *label = NULL;

      if (unknown > 0)
        /* Translators: "Enter Zone B2 (4 of 12 resource zones still to enter)" */
        label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "Enter Zone %s (%u of %u resource zones still to enter)",
                                              "Enter Zone %s (%u of %u resource zones still to enter)",
                                              unknown),
                                 name, unknown, zones);
      else
        /* Translators: a base or the Mech zone without its value */
        label = g_strdup_printf (_("Enter Zone %s"), name);
      gtk_widget_add_css_class (mc_turn_buttons_add_action (self->later_box, "enter-zone", label, "turn.enter-zone",
                                                            g_variant_new_int32 (first_unknown)),
                                "flat");
      any = TRUE;
    }

  for (int slot = 0; slot < TEM_ROW_SIZE; slot++)
    if (tem_game_row_place_is_unknown (game, slot))
      {
        g_autofree char *id = g_strdup_printf ("identify-row-%d", slot);
        g_autofree char *label = g_strdup_printf (_("Which Card Is in Place %d of the Row?"), slot + 1);

        gtk_widget_add_css_class (mc_turn_buttons_add_action (self->later_box, id, label, "turn.identify-row",
                                                              g_variant_new_int32 (slot)),
                                  "flat");
        any = TRUE;
      }

  gtk_widget_set_visible (GTK_WIDGET (self->later_label), any);
}

static gboolean
mc_program_step_applies (McTurnStep    *step,
                         const TemGame *game)
{
  return !game->over && game->phase == TEM_PHASE_PROGRAM;
}

static void
mc_program_step_show (McTurnStep    *step,
                      const TemGame *game,
                      char         **title,
                      char         **body)
{
  McProgramStep *self = MC_PROGRAM_STEP (step);

  mc_turn_buttons_clear (self->later_box);

  *title = g_strdup_printf (_("Round %u: program your cards"), game->round);
  *body = g_strdup (game->solo
                    ? (game->robot_table_draw
                       ? _("Choose your 4 program cards face down. Shuffle each robot's 8 program cards into a stack.")
                       : _("Choose your 4 program cards face down. The app shuffles the robots' program cards."))
                    : _("Each player chooses 4 program cards face down."));
  show_checklist (self, game);
}

static void
mc_program_step_iface_init (McTurnStepInterface *iface)
{
  iface->applies = mc_program_step_applies;
  iface->show = mc_program_step_show;
}

static void
mc_program_step_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), MC_TYPE_PROGRAM_STEP);
  G_OBJECT_CLASS (mc_program_step_parent_class)->dispose (object);
}

static void
mc_program_step_class_init (McProgramStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_program_step_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  g_type_ensure (MC_TYPE_TURN_BUTTON);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-program-step.ui");
  gtk_widget_class_bind_template_child (widget_class, McProgramStep, box);
  gtk_widget_class_bind_template_child (widget_class, McProgramStep, later_label);
  gtk_widget_class_bind_template_child (widget_class, McProgramStep, later_box);
  gtk_widget_class_bind_template_child (widget_class, McProgramStep, begin_button);

  gtk_widget_class_bind_template_callback (widget_class, begin_clicked_cb);
  gtk_widget_class_install_action (widget_class, "turn.enter-zone", "i", enter_zone_activated);
  gtk_widget_class_install_action (widget_class, "turn.identify-row", "i", identify_row_activated);
}

static void
mc_program_step_init (McProgramStep *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
mc_program_step_new (void)
{
  return g_object_new (MC_TYPE_PROGRAM_STEP, NULL);
}
