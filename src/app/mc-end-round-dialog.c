/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mechs/tem-need.h"
#include "mechs/tem-score-sheet.h"

#include "mc-end-round-dialog.h"
#include "mc-need-dialog.h"

/* End Round, from the round bar or Ctrl+E, asked before it is done. It
 * says what ending the round will do: score it with the points computed
 * (the same lines as the turn panel's), or end it unscored with the points
 * entered by hand, or, for a round without scoring, pass the starting
 * token. Never "scored" when nothing was added. */

struct _McEndRoundDialog
{
  AdwMessageDialog parent_instance;

  McSession       *session;
  McCardMemory    *cards;      /* the window's */
  TemNeed          need;       /* what the scoring lacks, if anything */
  char            *need_message;
  gboolean         follows_turns; /* the turns are followed in the app */
};

G_DEFINE_FINAL_TYPE (McEndRoundDialog, mc_end_round_dialog, ADW_TYPE_MESSAGE_DIALOG)

static void
end_round (McEndRoundDialog *self,
           gboolean          by_hand)
{
  g_autoptr(GError) error = NULL;
  TemAction action;

  tem_action_init_end_round (&action, by_hand);
  if (!mc_session_apply (self->session, &action, &error))
    g_warning ("End Round refused after it was offered: %s", error->message);
}

static void
mc_end_round_dialog_response (AdwMessageDialog *dialog,
                              const char       *response)
{
  McEndRoundDialog *self = MC_END_ROUND_DIALOG (dialog);

  if (g_str_equal (response, "score") || g_str_equal (response, "end"))
    end_round (self, FALSE);
  else if (g_str_equal (response, "hand"))
    end_round (self, TRUE);
  else if (g_str_equal (response, "enter"))
    {
      GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
      McNeedDialog *ask = mc_need_dialog_new_with_cards (parent, self->session, self->cards, &self->need,
                                                         self->need_message);

      gtk_window_present (GTK_WINDOW (ask));
    }

  if (ADW_MESSAGE_DIALOG_CLASS (mc_end_round_dialog_parent_class)->response != NULL)
    ADW_MESSAGE_DIALOG_CLASS (mc_end_round_dialog_parent_class)->response (dialog, response);
}

/* R-RD3: each player who still has program cards to play, one sentence
 * each ("Ben still has 2 program cards to play this round."). */
static char *
describe_cards_left (const TemGame *game)
{
  GString *left = g_string_new (NULL);

  for (guint i = 0; i < game->n_players; i++)
    {
      guint n = game->players[i].cards_played < TEM_CARDS_PER_ROUND
                ? TEM_CARDS_PER_ROUND - game->players[i].cards_played : 0;

      if (n == 0)
        continue;
      if (left->len > 0)
        g_string_append_c (left, '\n');
      g_string_append_printf (left, ngettext ("%s still has %u program card to play this round.",
                                              "%s still has %u program cards to play this round.", n),
                              game->players[i].name, n);
    }
  return g_string_free (left, left->len == 0);
}

/* The body, after a warning first when there is one. */
static void
set_body (AdwMessageDialog *dialog,
          const char       *warning,
          const char       *body)
{
  g_autofree char *both = warning != NULL ? g_strdup_printf ("%s\n\n%s", warning, body) : NULL;

  adw_message_dialog_set_body (dialog, both != NULL ? both : body);
}

/* What ending the round now would do, said before it is done. */
static void
describe (McEndRoundDialog *self)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (self);
  const TemGame *game = mc_session_get_game (self->session);
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  g_autoptr(GError) refused = NULL;
  TemGame copy = *game;
  TemAction probe;
  gboolean last = game->round >= TEM_ROUNDS;
  const char *unplayed = NULL;

  heading = last ? g_strdup (_("End the Last Round?"))
                 /* Translators: the question before ending a round, "End Round 2?" */
                 : g_strdup_printf (_("End Round %u?"), game->round);
  adw_message_dialog_set_heading (dialog, heading);
  adw_message_dialog_add_response (dialog, "cancel", _("_Cancel"));
  adw_message_dialog_set_close_response (dialog, "cancel");

  /* What the rules say about ending it now at all (cards left, a combat):
   * every player with cards left, not only the one whose turn it is. */
  tem_action_init_end_round (&probe, TRUE);
  if (!tem_game_apply (&copy, &probe, NULL, &refused))
    {
      g_autofree char *left = game->phase == TEM_PHASE_EXECUTION && !game->combat.active
                              ? describe_cards_left (game) : NULL;

      adw_message_dialog_set_body (dialog, left != NULL ? left : refused->message);
      return;
    }
  /* R-RD3: no card of the round played in the app yet. */
  if (self->follows_turns && game->phase == TEM_PHASE_PROGRAM)
    unplayed = _("No program card of this round has been played here yet: every player still has 4 to play. "
                 "End the round only if they were played at the table.");

  if (!tem_game_is_scoring_round (game->round))
    {
      const TemPlayer *next = &game->players[game->solo ? game->starting_player
                                              : (game->starting_player + 1) % game->n_players];

      body = g_strdup_printf (game->solo
                              /* Translators: %u is the round ending, %s the player who starts the next */
                              ? _("No scoring after round %u. %s starts the next round again.")
                              : _("No scoring after round %u. %s takes the starting player token."),
                              game->round, next->name);
      set_body (dialog, unplayed, body);
      adw_message_dialog_add_response (dialog, "end", _("_End Round"));
      adw_message_dialog_set_response_appearance (dialog, "end", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (dialog, "end");
      return;
    }

  {
    g_autoptr(GError) error = NULL;
    g_autofree char *sheet = tem_score_sheet_describe (game, &error);

    if (sheet != NULL)
      {
        body = g_strdup_printf (last
                                ? _("The app adds these points, then the game ends:\n\n%s\n\nScored at the table "
                                    "instead? End it unscored and enter each player's points by hand.")
                                : _("The app adds these points:\n\n%s\n\nScored at the table instead? End it "
                                    "unscored and enter each player's points by hand."),
                                sheet);
        set_body (dialog, unplayed, body);
        adw_message_dialog_add_response (dialog, "hand", _("End _Unscored"));
        adw_message_dialog_add_response (dialog, "score", _("_Score and End"));
        adw_message_dialog_set_response_appearance (dialog, "score", ADW_RESPONSE_SUGGESTED);
        adw_message_dialog_set_default_response (dialog, "score");
        return;
      }

    /* A value the scoring needs is not known: enter it, or score by hand. */
    body = g_strdup_printf (_("The app cannot score this round yet: %s\n\nEnter it, or end the round unscored "
                              "and enter each player's points by hand."), error->message);
    set_body (dialog, unplayed, body);
    adw_message_dialog_add_response (dialog, "hand", _("End _Unscored"));
    if (tem_need_from_error (error) != NULL)
      {
        self->need = *tem_need_from_error (error);
        self->need_message = g_strdup (error->message);
        adw_message_dialog_add_response (dialog, "enter", _("_Enter It"));
        adw_message_dialog_set_response_appearance (dialog, "enter", ADW_RESPONSE_SUGGESTED);
        adw_message_dialog_set_default_response (dialog, "enter");
      }
  }
}

static void
mc_end_round_dialog_finalize (GObject *object)
{
  McEndRoundDialog *self = MC_END_ROUND_DIALOG (object);

  g_clear_object (&self->session);
  g_free (self->need_message);
  G_OBJECT_CLASS (mc_end_round_dialog_parent_class)->finalize (object);
}

static void
mc_end_round_dialog_class_init (McEndRoundDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  AdwMessageDialogClass *dialog_class = ADW_MESSAGE_DIALOG_CLASS (klass);

  object_class->finalize = mc_end_round_dialog_finalize;
  dialog_class->response = mc_end_round_dialog_response;
}

static void
mc_end_round_dialog_init (McEndRoundDialog *self)
{
  self->need.kind = TEM_NEED_NONE;
}

/**
 * mc_end_round_dialog_new:
 *
 * @follows_turns: whether the app follows the turns (not numbers only):
 *   then a round whose cards are not played here yet says so
 *
 * The question before the round ends. Present it; it ends the round (or
 * not) by itself.
 */
McEndRoundDialog *
mc_end_round_dialog_new (GtkWindow    *parent,
                         McSession    *session,
                         McCardMemory *cards,
                         gboolean      follows_turns)
{
  McEndRoundDialog *self = g_object_new (MC_TYPE_END_ROUND_DIALOG,
                                         "transient-for", parent,
                                         "modal", TRUE,
                                         NULL);

  self->session = g_object_ref (session);
  self->cards = cards;
  self->follows_turns = follows_turns;
  describe (self);
  return self;
}
