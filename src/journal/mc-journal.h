/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "mc-game-kind.h"
#include "mc-journal-error.h"
#include "mechs/tem-action.h"
#include "rumble/rb-action.h"

G_BEGIN_DECLS

/* One game, one file of JSON Lines (docs/journal-format.md): a header with
 * the setup, then one line per accepted action, undo or redo. The header's
 * "rules" says which game: absent, Tiny Epic Mechs (TemAction lines);
 * "rumblebots", Rumblebots (RbAction lines). */

#define MC_JOURNAL_FORMAT "mech-companion-journal"
#define MC_JOURNAL_VERSION 1
#define MC_JOURNAL_MAX_BYTES (16 * 1024 * 1024)
/* The longest line: a header with four players and 25 zones is 3 KB. */
#define MC_JOURNAL_MAX_LINE_BYTES (64 * 1024)

typedef enum
{
  MC_JOURNAL_ENTRY_ACTION,
  MC_JOURNAL_ENTRY_UNDO,
  MC_JOURNAL_ENTRY_REDO,
} McJournalEntryKind;

typedef struct
{
  McJournalEntryKind kind;
  guint              line;      /* 1-based line in the file */
  TemPlay            action;    /* for MC_JOURNAL_ENTRY_ACTION, Tiny Epic Mechs */
  guint              rb_action; /* for MC_JOURNAL_ENTRY_ACTION, Rumblebots: index into rb_actions */
} McJournalEntry;

/* What a journal file holds, as far as it could be read. */
typedef struct
{
  char      *path;
  int        version;
  char      *app_version;
  gint64     created;            /* Unix time */
  McGameKind game;
  TemAction  new_game;           /* MC_GAME_TINY_EPIC_MECHS */
  RbAction   rb_new_game;        /* MC_GAME_RUMBLEBOTS */
  GArray    *entries;            /* McJournalEntry */
  GArray    *rb_actions;         /* RbAction, for Rumblebots entries */
  gsize      good_bytes;         /* length of the readable part */
  gboolean   dropped_tail;       /* a last line cut short by a crash */
  GError    *bad_line;           /* the first unreadable line, if any */
} McJournalContents;

/* An open journal being written. */
typedef struct _McJournal McJournal;

McJournal         *mc_journal_create          (const char       *path,
                                               const TemAction  *new_game,
                                               GError          **error);
McJournal         *mc_journal_open_append     (const char       *path,
                                               gsize             keep_bytes,
                                               GError          **error);
gboolean           mc_journal_append_action   (McJournal        *journal,
                                               const TemAction  *action,
                                               GError          **error);
McJournal         *mc_journal_create_rumble   (const char       *path,
                                               const RbAction   *new_game,
                                               GError          **error);
gboolean           mc_journal_append_rumble_action (McJournal   *journal,
                                                    const RbAction *action,
                                                    GError     **error);
gboolean           mc_journal_append_undo     (McJournal        *journal,
                                               gboolean          redo,
                                               GError          **error);
gboolean           mc_journal_is_stopped      (McJournal        *journal);
const char        *mc_journal_get_path        (McJournal        *journal);
void               mc_journal_free            (McJournal        *journal);

McJournalContents *mc_journal_read            (const char       *path,
                                               GError          **error);
McJournalContents *mc_journal_parse           (const char       *path,
                                               const char       *data,
                                               gsize             length,
                                               GError          **error);
McJournalContents *mc_journal_parse_more      (const char       *path,
                                               McGameKind        game,
                                               const char       *data,
                                               gsize             length,
                                               guint             first_line,
                                               GError          **error);
void               mc_journal_contents_free   (McJournalContents *contents);

char              *mc_journal_header_to_line  (const TemAction  *new_game,
                                               gint64            created);
char              *mc_journal_action_to_line  (const TemAction  *action);
char              *mc_journal_rumble_header_to_line (const RbAction *new_game,
                                                     gint64          created);
char              *mc_journal_rumble_action_to_line (const RbAction *action);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (McJournal, mc_journal_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (McJournalContents, mc_journal_contents_free)

G_END_DECLS
