/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "journal/mc-journal.h"
#include "mc-session.h"

G_BEGIN_DECLS

/* McSession is one GObject in several files: mc-session.c holds the
 * history, journal and signals, written once for both games;
 * mc-session-open.c opens a saved game; mc-session-mechs.c holds Tiny Epic
 * Mechs and mc-session-rumble.c Rumblebots. What a game brings is a
 * McSessionRules: its rules core, its journal lines and where in the
 * session its state lives (ARCHITECTURE.md, "A second game"). */

typedef struct
{
  TemPlay   action;        /* a Tiny Epic Mechs step keeps its action inline */
  RbAction *rb_action;     /* a Rumblebots game's action instead, owned */
  char     *description;   /* made when first asked */
} McSessionStep;

/* Room for either game's state, events or action. */
typedef union
{
  TemGame tem;
  RbGame  rb;
} McSessionState;

typedef union
{
  TemEvents tem;
  RbEvents  rb;
} McSessionEvents;

typedef union
{
  TemAction tem;
  RbAction  rb;
} McSessionAction;

typedef struct
{
  McGameKind kind;
  gsize      state_size;             /* undo snapshots are copies */
  gsize      events_size;
  gsize      action_size;
  /* Where McSession keeps this game's state, its last events and its
   * setup, and where a McJournalContents has its setup. */
  glong      state_offset;
  glong      events_offset;
  glong      new_game_offset;
  glong      contents_new_game_offset;
  /* The rules core's error domain and its code for an invalid action. */
  GQuark     (*error_quark)       (void);
  int          invalid_error;
  const char *(*error_rule)       (const GError *error);
  /* Whether a redo replayed from a journal leaves the redone action's
   * events, as a redo at the table does; Tiny Epic Mechs leaves the ones
   * of the undo before it (none). */
  gboolean     replay_redo_events;

  void         (*init)            (gpointer       state);
  void         (*clear_events)    (gpointer       events);
  gboolean     (*has_started)     (gconstpointer  state);
  guint        (*get_round)       (gconstpointer  state);
  gboolean     (*is_new_game)     (gconstpointer  action);
  gboolean     (*apply)           (gpointer       state,
                                   gconstpointer  action,
                                   gpointer       events,
                                   GError       **error);
  char        *(*describe)        (gconstpointer  before,
                                   gconstpointer  action);
  /* The number in the name of a new file of this game's journal. */
  guint32      (*seed)            (gconstpointer  new_game);
  McJournal   *(*create_journal)  (const char    *path,
                                   gconstpointer  new_game,
                                   GError       **error);
  gboolean     (*append_action)   (McJournal     *journal,
                                   gconstpointer  action,
                                   GError       **error);
  /* A step's or a journal entry's action, put in @scratch if need be. */
  void         (*step_store)      (McSessionStep *step,
                                   gconstpointer  action);
  gconstpointer (*step_action)    (const McSessionStep     *step,
                                   McSessionAction         *scratch);
  gconstpointer (*entry_action)   (const McJournalContents *contents,
                                   const McJournalEntry    *entry,
                                   McSessionAction         *scratch);
} McSessionRules;

struct _McSession
{
  GObject    parent_instance;

  McGameKind kind;
  TemGame    game;
  TemEvents  last_events;
  RbGame     rb_game;
  RbEvents   rb_last_events;
  GArray    *undo_stack;   /* McSessionStep, newest last */
  GArray    *redo_stack;   /* McSessionStep, next to redo last */
  GArray    *snapshots;    /* the kind's state before undo step k * SNAPSHOT_EVERY */

  char      *games_dir;    /* NULL: nothing is saved (tests) */
  McJournal *journal;
  TemAction  new_game;     /* the setup, for a journal started afresh */
  RbAction   rb_new_game;
  GError    *load_error;   /* the bad line of the last opened file */
  char      *data_name;    /* opened with open_data(): its name, for more lines */
  guint      data_lines;   /* and the lines read so far */
};

#define MC_SESSION_N_GAMES 2

extern const McSessionRules mc_session_mechs_rules;    /* mc-session-mechs.c */
extern const McSessionRules mc_session_rumble_rules;   /* mc-session-rumble.c */
/* Each game's rules, by its McGameKind. */
extern const McSessionRules *const mc_session_games[MC_SESSION_N_GAMES];

static inline const McSessionRules *
mc_session_rules_of (McGameKind kind)
{
  g_assert ((guint) kind < MC_SESSION_N_GAMES);
  return mc_session_games[kind];
}

/* Where the session keeps @rules' game, its last events and its setup. */
static inline gpointer
mc_session_state_of (McSession            *self,
                     const McSessionRules *rules)
{
  return G_STRUCT_MEMBER_P (self, rules->state_offset);
}

static inline gpointer
mc_session_events_of (McSession            *self,
                      const McSessionRules *rules)
{
  return G_STRUCT_MEMBER_P (self, rules->events_offset);
}

static inline gpointer
mc_session_new_game_of (McSession            *self,
                        const McSessionRules *rules)
{
  return G_STRUCT_MEMBER_P (self, rules->new_game_offset);
}

/* The setup a journal's header holds for @rules' game. */
static inline gconstpointer
mc_session_contents_new_game (const McJournalContents *contents,
                              const McSessionRules    *rules)
{
  return (const guint8 *) contents + rules->contents_new_game_offset;
}

/* mc-session.c */
gboolean       mc_session_start_game        (McSession            *self,
                                             const McSessionRules *rules,
                                             gconstpointer         new_game,
                                             GError              **error);
gboolean       mc_session_apply_game        (McSession            *self,
                                             const McSessionRules *rules,
                                             gconstpointer         action,
                                             GError              **error);
gboolean       mc_session_refuse            (McSession            *self,
                                             GError               *local_error,
                                             GError              **error);
void           mc_session_announce_game     (McSession            *self,
                                             const char           *description,
                                             gboolean              could_undo,
                                             gboolean              could_redo,
                                             gboolean              had_game);
char          *mc_session_new_game_path     (McSession            *self,
                                             guint32               seed);
GArray        *mc_session_new_steps         (guint                 reserved);
GArray        *mc_session_new_snapshots     (McGameKind            kind);
void           mc_session_clear_other_games (McSession            *self,
                                             McGameKind            kind);
gboolean       mc_session_push_action       (McSession            *self,
                                             const McSessionRules *rules,
                                             gconstpointer         action,
                                             McSessionEvents      *events,
                                             GError              **error);
void           mc_session_game_before_step  (McSession            *self,
                                             guint                 index,
                                             McSessionState       *out);
McSessionStep *mc_session_pop_undo          (McSession            *self);
McSessionStep *mc_session_pop_redo          (McSession            *self,
                                             gboolean              keep_events);
void           mc_session_announce_more     (McSession            *self,
                                             McSessionChange       change,
                                             gboolean              could_undo,
                                             gboolean              could_redo);

G_END_DECLS
