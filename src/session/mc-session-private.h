/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "journal/mc-journal.h"
#include "mc-session.h"

G_BEGIN_DECLS

/* McSession is one GObject in several files: mc-session.c holds the
 * history, journal and signals, written once for both games, and Tiny Epic
 * Mechs; mc-session-rumble.c holds Rumblebots. What a game brings is a
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
};

extern const McSessionRules mc_session_rumble_rules;

gboolean mc_session_start_game (McSession            *self,
                                const McSessionRules *rules,
                                gconstpointer         new_game,
                                GError              **error);
gboolean mc_session_apply_game (McSession            *self,
                                const McSessionRules *rules,
                                gconstpointer         action,
                                GError              **error);

G_END_DECLS
