/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <string.h>

#include "journal/mc-bounded-file.h"
#include "mechs/tem-limits.h"
#include "mc-game-index.h"

/* index.tsv, in the games folder (docs/journal-format.md):
 *
 *   mech-companion-index TAB 2 TAB app version TAB languages
 *   file TAB size TAB mtime ns TAB ctime ns TAB inode TAB over TAB round
 *     TAB players TAB actions TAB "Ana, Ben" TAB "Ben 20 · Ana 12" TAB result
 *     TAB game ("tiny-epic-mechs" or "rumblebots", since version 2)
 *     TAB solo TAB first player TAB victory (0 none, 1 dominance, 2 Showdown)
 *     TAB seats (since version 3)
 *
 * Seats, for the statistics: per seat "name US pilot US score US flags"
 * (flags: w winner, r robot, h holds the Mighty Mech or the Champion
 * token), seats apart by RS; the whole escaped as the other texts.
 *
 * Texts escaped as C strings (g_strescape()). The texts are in the
 * language of the header's line: another language, or another version of
 * the app (whose rules may score a journal differently), and the whole
 * index is rebuilt. Only games are kept: a file that cannot be read is
 * looked at again every time, so its reason is always today's. */

#define HEADER "mech-companion-index"
#define VERSION "3"
#define MAX_BYTES (16 * 1024 * 1024)

enum
{
  FIELD_NAME,
  FIELD_SIZE,
  FIELD_MTIME,
  FIELD_CTIME,
  FIELD_INODE,
  FIELD_OVER,
  FIELD_ROUND,
  FIELD_PLAYERS,
  FIELD_ACTIONS,
  FIELD_PLAYER_NAMES,
  FIELD_SCORES,
  FIELD_RESULT,
  FIELD_GAME,
  FIELD_SOLO,
  FIELD_FIRST_PLAYER,
  FIELD_VICTORY,
  FIELD_SEATS,
  N_FIELDS
};

typedef struct
{
  guint64  size;
  guint64  mtime;
  guint64  ctime;
  guint64  inode;
  gboolean over;
  guint    round;
  guint    n_players;
  guint    n_actions;
  char    *players;
  char    *scores;
  char    *result;
  McGameKind game;
  gboolean solo;
  int      first_player;
  McVictory victory;
  McSeatResult seats[MC_GAME_SUMMARY_MAX_SEATS];
} Entry;

static const char * const game_ids[] = { "tiny-epic-mechs", MC_GAME_RUMBLEBOTS_ID };

struct _McGameIndex
{
  char       *path;
  char       *header;
  GHashTable *entries;   /* file name → Entry */
  gboolean    changed;
};

static void
entry_free (Entry *entry)
{
  g_free (entry->players);
  g_free (entry->scores);
  g_free (entry->result);
  g_free (entry);
}

static guint64
ns (const struct timespec *time)
{
  return (guint64) time->tv_sec * G_GUINT64_CONSTANT (1000000000) + (guint64) time->tv_nsec;
}

static gboolean
entry_matches (const Entry    *entry,
               const GStatBuf *info)
{
  return entry->size == (guint64) info->st_size && entry->mtime == ns (&info->st_mtim)
         && entry->ctime == ns (&info->st_ctim) && entry->inode == (guint64) info->st_ino;
}

static char *
make_header (void)
{
  g_autofree char *languages = g_strjoinv (":", (char **) g_get_language_names ());

  return g_strjoin ("\t", HEADER, VERSION, PACKAGE_VERSION, languages, NULL);
}

static gboolean
read_number (const char *text,
             guint64     max,
             guint64    *out)
{
  return g_ascii_string_to_unsigned (text, 10, 0, max, out, NULL);
}

/* A text from the file: only what it would have written, valid UTF-8. */
static char *
read_text (const char *text)
{
  g_autofree char *plain = g_strcompress (text);

  if (!g_utf8_validate (plain, -1, NULL))
    return NULL;
  return g_steal_pointer (&plain);
}

#define UNIT_SEP "\037"
#define RECORD_SEP "\036"

/* The seats' field: exactly @n_players of them, each well formed. */
static gboolean
parse_seats (const char   *text,
             guint         n_players,
             McSeatResult *seats)
{
  g_autofree char *plain = read_text (text);
  g_auto(GStrv) records = NULL;

  if (plain == NULL || n_players > MC_GAME_SUMMARY_MAX_SEATS)
    return FALSE;
  if (n_players == 0)
    return *plain == '\0';
  records = g_strsplit (plain, RECORD_SEP, -1);
  if (g_strv_length (records) != n_players)
    return FALSE;
  for (guint i = 0; i < n_players; i++)
    {
      g_auto(GStrv) units = g_strsplit (records[i], UNIT_SEP, -1);
      gint64 score;

      if (g_strv_length (units) != 4 || strlen (units[0]) >= MC_GAME_SUMMARY_NAME_MAX
          || strlen (units[1]) >= MC_GAME_SUMMARY_NAME_MAX
          || !g_ascii_string_to_signed (units[2], 10, -1000, 1000, &score, NULL)
          || strspn (units[3], "wrh") != strlen (units[3]))
        return FALSE;
      g_strlcpy (seats[i].name, units[0], sizeof seats[i].name);
      g_strlcpy (seats[i].pilot, units[1], sizeof seats[i].pilot);
      seats[i].score = (int) score;
      seats[i].winner = strchr (units[3], 'w') != NULL;
      seats[i].robot = strchr (units[3], 'r') != NULL;
      seats[i].holder = strchr (units[3], 'h') != NULL;
    }
  return TRUE;
}

/* A name as the seats' field can hold it: no separator inside. */
static void
append_seat_text (GString    *text,
                  const char *name)
{
  for (const char *c = name; *c != '\0'; c++)
    g_string_append_c (text, *c == '\036' || *c == '\037' ? ' ' : *c);
}

static char *
format_seats (const McSeatResult *seats,
              guint               n_players)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n_players && i < MC_GAME_SUMMARY_MAX_SEATS; i++)
    {
      if (i > 0)
        g_string_append (text, RECORD_SEP);
      append_seat_text (text, seats[i].name);
      g_string_append (text, UNIT_SEP);
      append_seat_text (text, seats[i].pilot);
      g_string_append_printf (text, UNIT_SEP "%d" UNIT_SEP "%s%s%s", seats[i].score, seats[i].winner ? "w" : "",
                              seats[i].robot ? "r" : "", seats[i].holder ? "h" : "");
    }
  return g_string_free (text, FALSE);
}

static Entry *
parse_entry (char      **fields,
             const char **name)
{
  Entry *entry;
  guint64 over, round, n_players, n_actions, solo, first_player, victory;

  if (g_strv_length (fields) != N_FIELDS || *fields[FIELD_NAME] == '\0'
      || strchr (fields[FIELD_NAME], '/') != NULL || strchr (fields[FIELD_NAME], '\\') != NULL)
    return NULL;

  entry = g_new0 (Entry, 1);
  if (!read_number (fields[FIELD_SIZE], G_MAXINT64, &entry->size)
      || !read_number (fields[FIELD_MTIME], G_MAXUINT64, &entry->mtime)
      || !read_number (fields[FIELD_CTIME], G_MAXUINT64, &entry->ctime)
      || !read_number (fields[FIELD_INODE], G_MAXUINT64, &entry->inode)
      || !read_number (fields[FIELD_OVER], 1, &over)
      || !read_number (fields[FIELD_ROUND], 100, &round)
      || !read_number (fields[FIELD_PLAYERS], TEM_MAX_PLAYERS, &n_players)
      || !read_number (fields[FIELD_ACTIONS], G_MAXUINT, &n_actions)
      || (entry->players = read_text (fields[FIELD_PLAYER_NAMES])) == NULL
      || (entry->scores = read_text (fields[FIELD_SCORES])) == NULL
      || (entry->result = read_text (fields[FIELD_RESULT])) == NULL)
    {
      entry_free (entry);
      return NULL;
    }
  if (g_str_equal (fields[FIELD_GAME], game_ids[MC_GAME_RUMBLEBOTS]))
    entry->game = MC_GAME_RUMBLEBOTS;
  else if (!g_str_equal (fields[FIELD_GAME], game_ids[MC_GAME_TINY_EPIC_MECHS]))
    {
      entry_free (entry);
      return NULL;
    }
  if (!read_number (fields[FIELD_SOLO], 1, &solo)
      || !read_number (fields[FIELD_FIRST_PLAYER], MC_GAME_SUMMARY_MAX_SEATS - 1, &first_player)
      || !read_number (fields[FIELD_VICTORY], MC_VICTORY_SHOWDOWN, &victory)
      || !parse_seats (fields[FIELD_SEATS], (guint) n_players, entry->seats))
    {
      entry_free (entry);
      return NULL;
    }
  entry->solo = solo != 0;
  entry->first_player = (int) first_player;
  entry->victory = (McVictory) victory;
  entry->over = over != 0;
  entry->round = (guint) round;
  entry->n_players = (guint) n_players;
  entry->n_actions = (guint) n_actions;
  *name = fields[FIELD_NAME];
  return entry;
}

/**
 * mc_game_index_load:
 *
 * Reads the index of @games_dir. Never fails: an index that is missing,
 * unreadable, damaged or written by another version or in another
 * language is an empty one, and a damaged line is only that line's game
 * read again from its journal.
 */
McGameIndex *
mc_game_index_load (const char *games_dir)
{
  McGameIndex *self = g_new0 (McGameIndex, 1);
  g_autofree char *data = NULL;
  g_auto(GStrv) lines = NULL;
  gsize length;

  self->path = g_build_filename (games_dir, MC_GAME_INDEX_NAME, NULL);
  self->header = make_header ();
  self->entries = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) entry_free);

  if (!mc_bounded_file_read (self->path, MAX_BYTES, &data, &length, NULL)
      || memchr (data, '\0', length) != NULL)
    {
      self->changed = TRUE;
      return self;
    }

  lines = g_strsplit (data, "\n", -1);
  if (lines[0] == NULL || !g_str_equal (lines[0], self->header))
    {
      self->changed = TRUE;
      return self;
    }

  for (guint i = 1; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      const char *name = NULL;
      Entry *entry;

      if (*lines[i] == '\0')
        continue;
      fields = g_strsplit (lines[i], "\t", N_FIELDS + 1);
      entry = parse_entry (fields, &name);
      if (entry == NULL)
        {
          self->changed = TRUE;
          continue;
        }
      g_hash_table_replace (self->entries, g_strdup (name), entry);
    }
  return self;
}

/* The game's summary if the index has one for the file as it is now. */
McGameSummary *
mc_game_index_lookup (McGameIndex    *self,
                      const char     *path,
                      const GStatBuf *info)
{
  g_autofree char *name = g_path_get_basename (path);
  const Entry *entry = g_hash_table_lookup (self->entries, name);
  McGameSummary *summary;

  if (entry == NULL || !entry_matches (entry, info))
    return NULL;

  summary = g_new0 (McGameSummary, 1);
  summary->path = g_strdup (path);
  summary->modified = (gint64) info->st_mtim.tv_sec * G_USEC_PER_SEC + info->st_mtim.tv_nsec / 1000;
  summary->over = entry->over;
  summary->round = entry->round;
  summary->n_players = entry->n_players;
  summary->n_actions = entry->n_actions;
  summary->players = g_strdup (entry->players);
  summary->scores = g_strdup (entry->scores);
  summary->result = g_strdup (entry->result);
  summary->game = entry->game;
  summary->solo = entry->solo;
  summary->first_player = entry->first_player;
  summary->victory = entry->victory;
  memcpy (summary->seats, entry->seats, sizeof summary->seats);
  return summary;
}

/* Remembers a game read from its journal, as the file is now. */
void
mc_game_index_store (McGameIndex         *self,
                     const GStatBuf      *info,
                     const McGameSummary *summary)
{
  Entry *entry;

  g_return_if_fail (summary->error == NULL);

  entry = g_new0 (Entry, 1);
  entry->size = (guint64) info->st_size;
  entry->mtime = ns (&info->st_mtim);
  entry->ctime = ns (&info->st_ctim);
  entry->inode = (guint64) info->st_ino;
  entry->over = summary->over;
  entry->round = summary->round;
  entry->n_players = summary->n_players;
  entry->n_actions = summary->n_actions;
  entry->players = g_strdup (summary->players);
  entry->scores = g_strdup (summary->scores);
  entry->result = g_strdup (summary->result);
  entry->game = summary->game;
  entry->solo = summary->solo;
  entry->first_player = CLAMP (summary->first_player, 0, MC_GAME_SUMMARY_MAX_SEATS - 1);
  entry->victory = summary->victory;
  memcpy (entry->seats, summary->seats, sizeof entry->seats);
  g_hash_table_replace (self->entries, g_path_get_basename (summary->path), entry);
  self->changed = TRUE;
}

/* Drops the games whose file names are not in @names (a set). */
void
mc_game_index_forget_others (McGameIndex *self,
                             GHashTable  *names)
{
  GHashTableIter iter;
  gpointer name;

  g_hash_table_iter_init (&iter, self->entries);
  while (g_hash_table_iter_next (&iter, &name, NULL))
    if (!g_hash_table_contains (names, name))
      {
        g_hash_table_iter_remove (&iter);
        self->changed = TRUE;
      }
}

static void
append_text (GString    *line,
             const char *text)
{
  g_autofree char *escaped = g_strescape (text, NULL);

  g_string_append_c (line, '\t');
  g_string_append (line, escaped);
}

/* Writes the index if anything changed, replacing the file whole. */
gboolean
mc_game_index_save (McGameIndex *self,
                    GError     **error)
{
  g_autoptr(GString) text = NULL;
  g_autoptr(GList) names = NULL;

  if (!self->changed)
    return TRUE;

  text = g_string_new (self->header);
  g_string_append_c (text, '\n');
  names = g_list_sort (g_hash_table_get_keys (self->entries), (GCompareFunc) strcmp);
  for (GList *l = names; l != NULL; l = l->next)
    {
      const Entry *entry = g_hash_table_lookup (self->entries, l->data);
      g_autofree char *name = g_strescape (l->data, NULL);

      /* A name the index cannot hold as it is: its game is read each time. */
      if (!g_str_equal (name, l->data) || strchr (name, '\t') != NULL)
        continue;
      g_string_append_printf (text, "%s\t%" G_GUINT64_FORMAT "\t%" G_GUINT64_FORMAT "\t%" G_GUINT64_FORMAT
                              "\t%" G_GUINT64_FORMAT "\t%d\t%u\t%u\t%u",
                              name, entry->size, entry->mtime, entry->ctime, entry->inode, entry->over ? 1 : 0,
                              entry->round, entry->n_players, entry->n_actions);
      append_text (text, entry->players);
      append_text (text, entry->scores);
      append_text (text, entry->result);
      g_string_append_c (text, '\t');
      g_string_append (text, game_ids[entry->game]);
      g_string_append_printf (text, "\t%d\t%d\t%d", entry->solo ? 1 : 0, entry->first_player, (int) entry->victory);
      {
        g_autofree char *seats = format_seats (entry->seats, entry->n_players);

        append_text (text, seats);
      }
      g_string_append_c (text, '\n');
    }

  if (!g_file_set_contents_full (self->path, text->str, (gssize) text->len,
                                 G_FILE_SET_CONTENTS_CONSISTENT, 0600, error))
    return FALSE;
  self->changed = FALSE;
  return TRUE;
}

void
mc_game_index_free (McGameIndex *self)
{
  if (self == NULL)
    return;

  g_free (self->path);
  g_free (self->header);
  g_hash_table_unref (self->entries);
  g_free (self);
}
