/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "mc-bounded-file.h"
#include "mc-journal.h"
#include "mc-journal-action.h"
#include "mc-journal-rumble-action.h"
#include "mc-json-guard.h"

/* Appending a line and fsync-ing it is the only write on the hot path:
 * once mc_journal_append_action() returns, the action survives a crash,
 * a kill or a flat battery. */

struct _McJournal
{
  char     *path;
  int       fd;
  gsize     good_bytes;   /* the file up to its last whole line */
  gboolean  stopped;      /* a failed write could not be cut off */
};

G_DEFINE_QUARK (mc-journal-error-quark, mc_journal_error)

static char *
node_to_line (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_root (generator, node);
  text = json_generator_to_data (generator, NULL);
  return g_strconcat (text, "\n", NULL);
}

char *
mc_journal_action_to_line (const TemAction *action)
{
  g_autoptr(JsonNode) node = mc_journal_action_to_json (action);

  return node_to_line (node);
}

/* @rules: NULL for Tiny Epic Mechs, whose files never had the member. */
static char *
header_to_line (const char *rules,
                JsonNode   *new_game,
                gint64      created)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_utc (created);
  g_autofree char *iso = g_date_time_format_iso8601 (time);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, MC_JOURNAL_FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, MC_JOURNAL_VERSION);
  json_builder_set_member_name (builder, "app");
  json_builder_add_string_value (builder, PACKAGE_VERSION);
  json_builder_set_member_name (builder, "created");
  json_builder_add_string_value (builder, iso);
  if (rules != NULL)
    {
      json_builder_set_member_name (builder, "rules");
      json_builder_add_string_value (builder, rules);
    }
  json_builder_set_member_name (builder, "game");
  json_builder_add_value (builder, new_game);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  return node_to_line (root);
}

char *
mc_journal_header_to_line (const TemAction *new_game,
                           gint64           created)
{
  return header_to_line (NULL, mc_journal_action_to_json (new_game), created);
}

char *
mc_journal_rumble_header_to_line (const RbAction *new_game,
                                  gint64          created)
{
  return header_to_line (MC_GAME_RUMBLEBOTS_ID, mc_journal_rumble_action_to_json (new_game), created);
}

char *
mc_journal_rumble_action_to_line (const RbAction *action)
{
  g_autoptr(JsonNode) node = mc_journal_rumble_action_to_json (action);

  return node_to_line (node);
}

static gboolean
set_io_error (GError    **error,
              const char *path,
              int         saved_errno)
{
  g_autofree char *name = g_filename_display_name (path);

  g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_IO,
               _("Could not save the game in %s: %s"), name, g_strerror (saved_errno));
  return FALSE;
}

/* Writes all of @text and flushes it to the disk; 0 or the errno. */
static int
write_synced (int         fd,
              const char *text)
{
  gsize length = strlen (text);
  gsize done = 0;

  while (done < length)
    {
      gssize n = write (fd, text + done, length - done);

      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          return errno;
        }
      done += (gsize) n;
    }

  if (fsync (fd) != 0)
    return errno;

  return 0;
}

/* Appends one whole line, or nothing: a write or a sync that fails part
 * way (a full disk, a file size limit, EIO) is cut off again, so the next
 * line is never glued to half of this one. If even that fails, the file
 * is written no more (mc_journal_is_stopped()). */
static gboolean
append_line (McJournal  *journal,
             const char *line,
             GError    **error)
{
  g_autofree char *name = NULL;
  int saved_errno;

  if (journal->stopped)
    {
      name = g_filename_display_name (journal->path);
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_STOPPED,
                   _("The game is no longer saved in %s after a failed write."), name);
      return FALSE;
    }

  saved_errno = write_synced (journal->fd, line);
  if (saved_errno == 0)
    {
      journal->good_bytes += strlen (line);
      return TRUE;
    }

  if (ftruncate (journal->fd, (off_t) journal->good_bytes) == 0
      && lseek (journal->fd, (off_t) journal->good_bytes, SEEK_SET) == (off_t) journal->good_bytes
      && fsync (journal->fd) == 0)
    return set_io_error (error, journal->path, saved_errno);

  journal->stopped = TRUE;
  name = g_filename_display_name (journal->path);
  g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_STOPPED,
               _("Could not save the game in %s: %s. The file could not be cut back to its last whole "
                 "action either, so it is no longer written to: the game goes on in a new file."),
               name, g_strerror (saved_errno));
  return FALSE;
}

/* A new file must survive a crash too: sync its folder's entry. */
static void
sync_folder (const char *path)
{
  g_autofree char *folder = g_path_get_dirname (path);
  int fd = open (folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

  if (fd >= 0)
    {
      fsync (fd);
      close (fd);
    }
}

/* Starts a journal with its @header line, for either game. */
static McJournal *
create_with_header (const char *path,
                    const char *header,
                    GError    **error)
{
  g_autofree char *folder = g_path_get_dirname (path);
  McJournal *journal;
  int fd, saved_errno;

  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      set_io_error (error, path, errno);
      return NULL;
    }
  g_chmod (folder, 0700);

  fd = open (path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0)
    {
      set_io_error (error, path, errno);
      return NULL;
    }

  if ((saved_errno = write_synced (fd, header)) != 0)
    {
      set_io_error (error, path, saved_errno);
      close (fd);
      g_unlink (path);
      return NULL;
    }
  sync_folder (path);

  journal = g_new0 (McJournal, 1);
  journal->path = g_strdup (path);
  journal->fd = fd;
  journal->good_bytes = strlen (header);
  return journal;
}

/**
 * mc_journal_create:
 * @path: a file that must not exist yet
 *
 * Starts a journal with its header. The folder is created private (0700)
 * and the file readable by its owner only (0600).
 */
McJournal *
mc_journal_create (const char      *path,
                   const TemAction *new_game,
                   GError         **error)
{
  g_autofree char *header = mc_journal_header_to_line (new_game, g_get_real_time () / G_USEC_PER_SEC);

  return create_with_header (path, header, error);
}

/* The same for a Rumblebots game: its header says so. */
McJournal *
mc_journal_create_rumble (const char     *path,
                          const RbAction *new_game,
                          GError        **error)
{
  g_autofree char *header = mc_journal_rumble_header_to_line (new_game, g_get_real_time () / G_USEC_PER_SEC);

  return create_with_header (path, header, error);
}

/**
 * mc_journal_open_append:
 * @keep_bytes: the length read as good; a crashed last line past it is cut
 *
 * Reopens a journal to go on with its game.
 */
McJournal *
mc_journal_open_append (const char *path,
                        gsize       keep_bytes,
                        GError    **error)
{
  McJournal *journal;
  /* Never blocks: a FIFO put in the file's place since it was read fails. */
  int fd = open (path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  struct stat info;

  if (fd < 0)
    {
      set_io_error (error, path, errno);
      return NULL;
    }
  if (fstat (fd, &info) != 0 || !S_ISREG (info.st_mode))
    {
      set_io_error (error, path, S_ISREG (info.st_mode) ? errno : EINVAL);
      close (fd);
      return NULL;
    }
  /* Writes wait for the disk as they always do. */
  fcntl (fd, F_SETFL, fcntl (fd, F_GETFL) & ~O_NONBLOCK);

  if (ftruncate (fd, (off_t) keep_bytes) != 0 || lseek (fd, 0, SEEK_END) < 0 || fsync (fd) != 0)
    {
      set_io_error (error, path, errno);
      close (fd);
      return NULL;
    }

  journal = g_new0 (McJournal, 1);
  journal->path = g_strdup (path);
  journal->fd = fd;
  journal->good_bytes = keep_bytes;
  return journal;
}

gboolean
mc_journal_append_action (McJournal       *journal,
                          const TemAction *action,
                          GError         **error)
{
  g_autofree char *line = mc_journal_action_to_line (action);

  return append_line (journal, line, error);
}

gboolean
mc_journal_append_rumble_action (McJournal      *journal,
                                 const RbAction *action,
                                 GError        **error)
{
  g_autofree char *line = mc_journal_rumble_action_to_line (action);

  return append_line (journal, line, error);
}

/* Undo and redo are lines too, so both survive a restart. */
gboolean
mc_journal_append_undo (McJournal *journal,
                        gboolean   redo,
                        GError   **error)
{
  return append_line (journal, redo ? "{\"action\":\"redo\"}\n" : "{\"action\":\"undo\"}\n", error);
}

/* A write failed and could not be undone: nothing more goes to this file,
 * and the game needs a new one (mc-session.c does that). */
gboolean
mc_journal_is_stopped (McJournal *journal)
{
  return journal->stopped;
}

const char *
mc_journal_get_path (McJournal *journal)
{
  return journal->path;
}

void
mc_journal_free (McJournal *journal)
{
  if (journal == NULL)
    return;

  if (journal->fd >= 0)
    close (journal->fd);
  g_free (journal->path);
  g_free (journal);
}

void
mc_journal_contents_free (McJournalContents *contents)
{
  if (contents == NULL)
    return;

  g_free (contents->path);
  g_free (contents->app_version);
  g_clear_pointer (&contents->entries, g_array_unref);
  g_clear_pointer (&contents->rb_actions, g_array_unref);
  g_clear_error (&contents->bad_line);
  g_free (contents);
}

/* Action lines are flat objects of ids, whole numbers, booleans and nulls:
 * read them here, several times faster than json-glib's general parser,
 * which remains for everything else (the header, escapes, arrays, bad
 * lines: whatever this does not recognise, it leaves to json-glib). */
static JsonNode *
parse_flat_object (const char *p,
                   gsize       length)
{
  const char *end = p + length;
  g_autoptr(JsonObject) object = json_object_new ();
  JsonNode *node;

#define SKIP_SPACE() while (p < end && (*p == ' ' || *p == '\t' || *p == '\r')) p++

  SKIP_SPACE ();
  if (p >= end || *p++ != '{')
    return NULL;
  SKIP_SPACE ();
  if (p < end && *p == '}')
    {
      p++;
      goto done;
    }

  for (;;)
    {
      const char *key, *key_end;

      SKIP_SPACE ();
      if (p >= end || *p++ != '"')
        return NULL;
      key = p;
      while (p < end && *p != '"' && *p != '\\' && (guchar) *p >= 0x20)
        p++;
      if (p >= end || *p != '"')
        return NULL;
      key_end = p++;
      SKIP_SPACE ();
      if (p >= end || *p++ != ':')
        return NULL;
      SKIP_SPACE ();
      if (p >= end)
        return NULL;

      {
        g_autofree char *name = g_strndup (key, (gsize) (key_end - key));

        if (*p == '"')
          {
            const char *value = ++p;

            while (p < end && *p != '"' && *p != '\\' && (guchar) *p >= 0x20)
              p++;
            if (p >= end || *p != '"')
              return NULL;
            {
              g_autofree char *text = g_strndup (value, (gsize) (p - value));

              json_object_set_string_member (object, name, text);
            }
            p++;
          }
        else if (*p == '-' || g_ascii_isdigit (*p))
          {
            gboolean negative = *p == '-';
            gint64 value = 0;
            int digits = 0;

            if (negative)
              p++;
            while (p < end && g_ascii_isdigit (*p) && digits < 18)
              {
                value = value * 10 + (*p++ - '0');
                digits++;
              }
            /* Fractions, exponents and huge numbers: json-glib's job. */
            if (digits == 0 || (p < end && (g_ascii_isdigit (*p) || *p == '.' || *p == 'e' || *p == 'E')))
              return NULL;
            json_object_set_int_member (object, name, negative ? -value : value);
          }
        else if (end - p >= 4 && strncmp (p, "true", 4) == 0)
          {
            json_object_set_boolean_member (object, name, TRUE);
            p += 4;
          }
        else if (end - p >= 5 && strncmp (p, "false", 5) == 0)
          {
            json_object_set_boolean_member (object, name, FALSE);
            p += 5;
          }
        else if (end - p >= 4 && strncmp (p, "null", 4) == 0)
          {
            json_object_set_null_member (object, name);
            p += 4;
          }
        else
          return NULL;
      }

      SKIP_SPACE ();
      if (p < end && *p == ',')
        {
          p++;
          continue;
        }
      if (p < end && *p == '}')
        {
          p++;
          break;
        }
      return NULL;
    }

done:
  SKIP_SPACE ();
  if (p != end)
    return NULL;
#undef SKIP_SPACE

  node = json_node_alloc ();
  json_node_init_object (node, object);
  return node;
}

/* "game.jsonl, line 7: " in front of a line's error, as one sentence. */
static void
prefix_line (GError    **error,
             const char *path,
             guint       line)
{
  g_autofree char *name = g_filename_display_basename (path);
  char *message;

  if (error == NULL || *error == NULL)
    return;
  /* Translators: a game file, the line that goes wrong, and what is wrong
   * there, a whole sentence: "game.jsonl, line 7: This line is not valid JSON." */
  message = g_strdup_printf (_("%s, line %u: %s"), name, line, (*error)->message);
  g_free ((*error)->message);
  (*error)->message = message;
}

static gboolean
read_header (McJournalContents *contents,
             JsonNode          *root,
             GError           **error)
{
  JsonObject *object;
  JsonNode *node;
  g_autoptr(GDateTime) created = NULL;

  if (!JSON_NODE_HOLDS_OBJECT (root)
      || (node = json_object_get_member (object = json_node_get_object (root), "format")) == NULL
      || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING
      || !g_str_equal (json_node_get_string (node), MC_JOURNAL_FORMAT))
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NOT_A_JOURNAL,
                           _("This is not a Mech Companion game."));
      return FALSE;
    }

  node = json_object_get_member (object, "version");
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64
      || json_node_get_int (node) < 1)
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NOT_A_JOURNAL,
                           _("The game's format version is missing."));
      return FALSE;
    }
  if (json_node_get_int (node) > MC_JOURNAL_VERSION)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));

      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NEWER_VERSION,
                   _("This game was saved by a newer Mech Companion (format %s; this version reads up to "
                     "format %d). Update the app to open it."),
                   number, MC_JOURNAL_VERSION);
      return FALSE;
    }
  contents->version = (int) json_node_get_int (node);

  node = json_object_get_member (object, "app");
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    contents->app_version = g_strdup (json_node_get_string (node));

  node = json_object_get_member (object, "created");
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    created = g_date_time_new_from_iso8601 (json_node_get_string (node), NULL);
  contents->created = created != NULL ? g_date_time_to_unix (created) : 0;

  /* Which game: absent in every file before Rumblebots came. */
  node = json_object_get_member (object, "rules");
  contents->game = MC_GAME_TINY_EPIC_MECHS;
  if (node != NULL)
    {
      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE,
                       _("“%s” must be text."), "rules");
          return FALSE;
        }
      if (!g_str_equal (json_node_get_string (node), MC_GAME_RUMBLEBOTS_ID))
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NEWER_VERSION,
                       _("This file holds a game this version of Mech Companion does not know (“%s”). "
                         "Update the app to open it."), json_node_get_string (node));
          return FALSE;
        }
      contents->game = MC_GAME_RUMBLEBOTS;
    }

  if (contents->game == MC_GAME_RUMBLEBOTS)
    {
      if (!mc_journal_rumble_action_from_json (json_object_get_member (object, "game"), &contents->rb_new_game,
                                               error))
        return FALSE;
      if (contents->rb_new_game.kind != RB_ACTION_NEW_GAME)
        {
          g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NOT_A_JOURNAL,
                               _("The header does not hold a game's setup."));
          return FALSE;
        }
      return TRUE;
    }

  if (!mc_journal_action_from_json (json_object_get_member (object, "game"), &contents->new_game, error))
    return FALSE;
  if (contents->new_game.kind != TEM_ACTION_NEW_GAME)
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NOT_A_JOURNAL,
                           _("The header does not hold a game's setup."));
      return FALSE;
    }

  return TRUE;
}

/* A Rumblebots action line, kept in @contents' rb_actions. */
static gboolean
read_rumble_entry (McJournalContents *contents,
                   JsonNode          *root,
                   McJournalEntry    *entry,
                   GError           **error)
{
  RbAction action;

  if (!mc_journal_rumble_action_from_json (root, &action, error))
    return FALSE;

  if (action.kind == RB_ACTION_NEW_GAME)
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_SECOND_HEADER,
                           _("A second new game: a game file holds one game."));
      return FALSE;
    }

  entry->rb_action = contents->rb_actions->len;
  g_array_append_val (contents->rb_actions, action);
  return TRUE;
}

static gboolean
read_entry (McJournalContents *contents,
            JsonNode          *root,
            McJournalEntry    *entry,
            GError           **error)
{
  TemAction action;
  JsonObject *object = JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;
  JsonNode *node = object ? json_object_get_member (object, "action") : NULL;
  const char *kind = node && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
                     ? json_node_get_string (node) : NULL;

  if (object != NULL && json_object_has_member (object, "format"))
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_SECOND_HEADER,
                           _("A second header: a game file holds one game."));
      return FALSE;
    }

  if (g_strcmp0 (kind, "undo") == 0 || g_strcmp0 (kind, "redo") == 0)
    {
      entry->kind = g_str_equal (kind, "undo") ? MC_JOURNAL_ENTRY_UNDO : MC_JOURNAL_ENTRY_REDO;
      return TRUE;
    }

  entry->kind = MC_JOURNAL_ENTRY_ACTION;
  if (contents->game == MC_GAME_RUMBLEBOTS)
    return read_rumble_entry (contents, root, entry, error);
  if (!mc_journal_action_from_json (root, &action, error))
    return FALSE;

  if (action.kind == TEM_ACTION_NEW_GAME)
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_SECOND_HEADER,
                           _("A second new game: a game file holds one game."));
      return FALSE;
    }

  tem_play_from_action (&entry->action, &action);
  return TRUE;
}

/**
 * mc_journal_parse:
 * @path: the file's name, for messages
 *
 * Reads a journal's text. Returns %NULL with @error when nothing of it can
 * be used (not text, not a game, a newer format, a bad header); otherwise
 * the readable part, with the first bad line, if any, in @bad_line.
 */
McJournalContents *
mc_journal_parse (const char *path,
                  const char *data,
                  gsize       length,
                  GError    **error)
{
  g_autoptr(McJournalContents) contents = g_new0 (McJournalContents, 1);
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autofree char *name = g_filename_display_basename (path);
  gsize start = 0;
  guint line = 0;
  gboolean have_header = FALSE;

  contents->path = g_strdup (path);
  contents->entries = g_array_new (FALSE, FALSE, sizeof (McJournalEntry));
  contents->rb_actions = g_array_new (FALSE, FALSE, sizeof (RbAction));

  if (length > MC_JOURNAL_MAX_BYTES)
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_LARGE,
                   _("%s is too large to be a game (%u MB)."), name, (guint) (length / (1024 * 1024)));
      return NULL;
    }

  if (memchr (data, '\0', length) != NULL || !g_utf8_validate_len (data, length, NULL))
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_BINARY,
                   _("%s is not a Mech Companion game: it is not text."), name);
      return NULL;
    }

  while (start < length)
    {
      const char *end = memchr (data + start, '\n', length - start);
      gsize line_length = end ? (gsize) (end - (data + start)) : length - start;
      gsize next = start + line_length + (end ? 1 : 0);
      g_autoptr(GError) local_error = NULL;
      g_autoptr(JsonNode) flat = NULL;
      McJournalEntry entry = { 0 };
      McJsonGuardResult guard;
      gboolean placed = FALSE;     /* the error names the file and line already */

      line++;

      if (line_length == 0 || (line_length == 1 && data[start] == '\r'))
        {
          start = next;
          contents->good_bytes = next;
          continue;
        }

      /* No parser, the flat one included, sees a line the guard refuses. */
      if ((guard = mc_json_guard_check (data + start, line_length, MC_JOURNAL_MAX_LINE_BYTES)) != MC_JSON_GUARD_OK)
        {
          /* Whole sentences, the place in them, for the translators. */
          placed = guard == MC_JSON_GUARD_TOO_DEEP || guard == MC_JSON_GUARD_TOO_LARGE;
          if (guard == MC_JSON_GUARD_TOO_DEEP)
            g_set_error (&local_error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_DEEP,
                         _("%s, line %u: nested too deeply to be a game line (more than %d levels)."),
                         name, line, MC_JSON_MAX_DEPTH);
          else if (guard == MC_JSON_GUARD_TOO_LARGE)
            g_set_error (&local_error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_LARGE,
                         _("%s, line %u: too long to be a game line (more than %d KB)."),
                         name, line, MC_JOURNAL_MAX_LINE_BYTES / 1024);
          else
            g_set_error_literal (&local_error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_SYNTAX,
                                 _("This line is not valid JSON."));
        }
      else if (have_header && (flat = parse_flat_object (data + start, line_length)) != NULL)
        {
          if (read_entry (contents, flat, &entry, &local_error))
            {
              entry.line = line;
              g_array_append_val (contents->entries, entry);
            }
        }
      else if (!json_parser_load_from_data (parser, data + start, (gssize) line_length, &local_error))
        {
          /* A last line without its newline is a write cut short by a crash:
           * its action was never reported saved. Drop it. */
          if (end == NULL && have_header)
            {
              contents->dropped_tail = TRUE;
              break;
            }
          g_clear_error (&local_error);
          g_set_error_literal (&local_error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_SYNTAX,
                               _("This line is not valid JSON."));
        }
      else if (json_parser_get_root (parser) == NULL)
        {
          /* Only white space: a blank line (found by fuzzing). */
          start = next;
          contents->good_bytes = next;
          continue;
        }
      else if (!have_header)
        {
          if (!read_header (contents, json_parser_get_root (parser), &local_error))
            {
              prefix_line (&local_error, path, line);
              g_propagate_error (error, g_steal_pointer (&local_error));
              return NULL;
            }
          have_header = TRUE;
        }
      else if (read_entry (contents, json_parser_get_root (parser), &entry, &local_error))
        {
          entry.line = line;
          g_array_append_val (contents->entries, entry);
        }

      if (local_error != NULL)
        {
          if (!have_header && guard != MC_JSON_GUARD_OK && guard != MC_JSON_GUARD_NOT_JSON)
            {
              if (!placed)
                prefix_line (&local_error, path, line);
              g_propagate_error (error, g_steal_pointer (&local_error));
              return NULL;
            }
          if (!have_header)
            {
              g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NOT_A_JOURNAL,
                           _("%s is not a Mech Companion game."), name);
              return NULL;
            }
          if (!placed)
            prefix_line (&local_error, path, line);
          contents->bad_line = g_steal_pointer (&local_error);
          break;
        }

      start = next;
      contents->good_bytes = next;
    }

  if (!have_header)
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_NOT_A_JOURNAL,
                   _("%s is empty: it holds no game."), name);
      return NULL;
    }

  return g_steal_pointer (&contents);
}

McJournalContents *
mc_journal_read (const char *path,
                 GError    **error)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length;

  if (!mc_bounded_file_read (path, MC_JOURNAL_MAX_BYTES, &data, &length, &local_error))
    {
      if (g_error_matches (local_error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_LARGE))
        {
          g_autofree char *name = g_filename_display_basename (path);

          g_clear_error (&local_error);
          g_set_error (&local_error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_LARGE,
                       _("%s is too large to be a game (more than %u MB)."), name,
                       (guint) (MC_JOURNAL_MAX_BYTES / (1024 * 1024)));
        }
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  return mc_journal_parse (path, data, length, error);
}
