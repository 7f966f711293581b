/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The Rumblebots rules core: a pure value (RbGame) changed only by
 * rb_game_apply(), with the same contract as src/mechs' TemGame. It
 * includes nothing but GLib and never includes src/mechs (ARCHITECTURE.md,
 * "A second game").
 *
 * How the layers above reach it (a proposal for journal and session; this
 * file changes neither):
 *
 *  - One small table of functions per game, kept by the session, e.g.
 *
 *      typedef struct {
 *        const char *id;            // "tiny-epic-mechs", "rumblebots": the journal header's "game"
 *        gsize       state_size;    // sizeof (RbGame): undo snapshots are memcpy
 *        gsize       action_size;   // sizeof (RbAction)
 *        void      (*init)     (gpointer state);
 *        gboolean  (*apply)    (gpointer state, gconstpointer action, gpointer events, GError **error);
 *        char     *(*describe) (gconstpointer before, gconstpointer action);
 *        char     *(*summary)  (gconstpointer state);   // History, results, share text
 *      } McGameRules;
 *
 *    Rumblebots fills it with rb_game_init(), rb_game_apply(),
 *    rb_game_describe_action() and rb_game_dup_summary(); McSession keeps
 *    one state buffer and one list of actions whatever the game, so undo,
 *    redo, resume and fsync stay written once.
 *  - The journal maps an RbAction to a JSON line by its kind's stable id
 *    (rb_action_kind_get_id()) and member names; fields by rb_field_get_id().
 *    A file whose header has no "game" is Tiny Epic Mechs.
 *  - The rules reference lists rb_interpretation_get_all() beside the Tiny
 *    Epic Mechs topics; errors are MC_RULE_ERROR and start with an RB- ID.
 *  - The table reads the state directly (it is a plain struct) or through
 *    the getters below; the events of each accepted action say what to
 *    announce.
 */

#include <glib.h>

#include "rb-action.h"
#include "rb-bot.h"
#include "rb-direction.h"
#include "rules/mc-rule-error.h"
#include "rb-events.h"
#include "rb-faction.h"
#include "rb-field.h"
#include "rb-gang.h"
#include "rb-limits.h"
#include "rb-player.h"

G_BEGIN_DECLS

typedef enum
{
  RB_PHASE_BUILD,               /* RB-B1: one build turn after another */
  RB_PHASE_BATTLE,              /* RB-C1 to RB-C23 */
} RbPhase;

typedef enum
{
  RB_STEP_FIRST_DEFENDER,       /* the Champion reveals their first Bot (RB-C2) */
  RB_STEP_CLASH,                /* the Challenger reveals (RB-C5) */
  RB_STEP_NAME_FACTION,         /* the new Champion names a faction (RB-C12) */
} RbBattleStep;

typedef enum
{
  RB_VICTORY_NONE,
  RB_VICTORY_DOMINANCE,         /* RB-V1 */
  RB_VICTORY_SHOWDOWN,          /* RB-V8 */
} RbVictory;

/* The whole state of one game. A flat value with no pointers: copying it is
 * a memcpy, which makes apply-on-a-copy atomic and undo snapshots cheap.
 * Nothing in it is random: every shuffle and draw happens at the table. */
typedef struct
{
  guint        n_players;                  /* 0 until a new game is applied */
  RbPlayer     players[RB_MAX_PLAYERS];    /* seating order, clockwise */
  RbDirection  directions[RB_ROUNDS];      /* the arrows of spaces 1-6 */
  int          track[RB_ROUNDS];           /* crystals on spaces 1-6 (RB-S7) */
  int          champion;                   /* the Champion token (RB-S12, RB-R5) */
  RbPhase      phase;

  /* The build turn being taken (RB-B1, RB-B5). */
  int          turn;                       /* seat */
  guint        turns_done;                 /* build turns finished this phase */
  int          builds;
  int          upgrades;
  int          energized;

  /* The Laboratory, per tier 1-4 (index 0 unused). */
  gboolean     tier_reached[RB_MAX_TIER + 1];   /* RB-B17 */
  int          lab_deck[RB_MAX_TIER + 1];       /* face-down cards left */
  int          lab_row[RB_MAX_TIER + 1];        /* face-up Bots in its row */
  /* The names of the face-up Bots the players have read out, the first
   * lab_known[t] of the row's lab_row[t]; the others are not known yet
   * (a journal from before names were kept knows none: not an empty row). */
  int          lab_known[RB_MAX_TIER + 1];
  char         lab_names[RB_MAX_TIER + 1][RB_ROW_SIZE][RB_NAME_MAX];
  int          transformations;                 /* evolved cards left (RB-K9) */

  /* The battle (RB-C). */
  RbBattleStep step;
  int          challenger;
  int          beaten;                     /* the Champion just beaten, while a faction is named */
  int          last_surrendered;           /* the runner-up so far (RB-C22) */
  RbGang       attack;
  RbGang       defense;

  RbBot        bots[RB_MAX_BOTS];

  gboolean     over;                       /* RB-R9 */
  int          winner;
  RbVictory    victory;
  guint        ended_round;                /* RB-V1, RB-V8: the round it ended in */
} RbGame;

void            rb_game_init               (RbGame         *game);
gboolean        rb_game_apply              (RbGame         *game,
                                            const RbAction *action,
                                            RbEvents       *events,
                                            GError        **error);
char           *rb_game_describe_action    (const RbGame   *before,
                                            const RbAction *action);
char           *rb_game_describe_events    (const RbGame   *game,
                                            const RbEvents *events);
char           *rb_game_dup_summary        (const RbGame   *game);
char           *rb_game_dup_status         (const RbGame   *game);

gboolean        rb_game_has_started        (const RbGame   *game);
guint           rb_game_get_round          (const RbGame   *game);
gboolean        rb_game_is_showdown        (const RbGame   *game);
RbDirection     rb_game_get_direction      (const RbGame   *game);
int             rb_game_get_supply         (const RbGame   *game);
int             rb_game_get_crystals       (const RbGame   *game,
                                            guint           seat);
int             rb_game_get_income         (const RbGame   *game,
                                            guint           seat);
int             rb_game_get_underdog_bonus (const RbGame   *game,
                                            guint           seat);
int             rb_game_get_builds_left    (const RbGame   *game);
int             rb_game_get_upgrades_left  (const RbGame   *game);
int             rb_game_get_energize_left  (const RbGame   *game);
guint           rb_game_count_bots         (const RbGame   *game,
                                            guint           seat,
                                            gboolean        with_contraptions);
int             rb_game_find_bot           (const RbGame   *game,
                                            guint           seat,
                                            RbStarter       starter);
gboolean        rb_game_is_beaten          (const RbGame   *game);
int             rb_game_get_crits_needed   (const RbGame   *game);
gboolean        rb_game_is_energized       (const RbGame   *game,
                                            guint           seat);
gboolean        rb_game_has_swarm          (const RbGame   *game,
                                            guint           seat);
gboolean        rb_game_is_finale          (const RbGame   *game,
                                            guint           seat);
int             rb_game_get_value          (const RbGame   *game,
                                            int             index,
                                            RbField         field);
void            rb_game_get_bounds         (const RbGame   *game,
                                            int             index,
                                            RbField         field,
                                            int            *min,
                                            int            *max);
int             rb_game_find_dominant      (const RbGame   *game);
void            rb_game_get_crystal_order  (const RbGame   *game,
                                            guint           order[RB_MAX_PLAYERS]);
int             rb_game_find_lab_bot       (const RbGame   *game,
                                            int             tier,
                                            const char     *name);
gboolean        rb_game_check_invariants   (const RbGame   *game,
                                            GError        **error);

G_END_DECLS
